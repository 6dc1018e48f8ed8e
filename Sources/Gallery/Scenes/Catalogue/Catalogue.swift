import Foundation
import Plume

/// The `catalogue` scene (issue #12): the everyday SwiftUI views, one page per area, as a developer
/// browses a component catalogue. The first screen lists the pages; each page shows its views with
/// their styles, live (every control on a page can be used).
///
/// A page is one `CataloguePage` case and one view file beside this one (`Catalogue+<Area>.swift`).
struct CatalogueView: View {
    var body: some View {
        NavigationStack {
            List(CataloguePage.allCases) { page in
                NavigationLink(value: page) {
                    Label(page.title, systemImage: page.systemImage)
                }
            }
            .navigationTitle("Catalogue")
            .navigationDestination(for: CataloguePage.self) { page in
                page.content.navigationTitle(page.title)
            }
        }
    }
}

/// One page of the catalogue.
enum CataloguePage: String, CaseIterable, Identifiable, Hashable {
    case containers
    case effects
    case text
    case drawing
    case controls
    case lists
    case scrolling
    case motion
    case direction
    case photoWall
    case selection
    case portedApps
    case pixels
    #if os(Linux)
        case data
        case dataSections
    #endif
    case pinch

    var id: String { rawValue }

    /// The row title, also the page's navigation title.
    var title: String {
        switch self {
        case .containers: "Grouping and status"
        case .effects: "Colour effects"
        case .text: "Text and symbols"
        case .drawing: "Drawing and time"
        case .controls: "Controls"
        case .lists: "Lists and tables"
        case .scrolling: "Scrolling"
        case .motion: "Motion"
        case .direction: "Right to left"
        case .photoWall: "Photo wall"
        case .selection: "Selection and outlines"
        case .portedApps: "From ported apps"
        case .pixels: "Fast pixels"
        #if os(Linux)
            case .data: "SwiftData queries"
            case .dataSections: "SwiftData sections"
        #endif
        case .pinch: "Pinch and rotate"
        }
    }

    /// The row's symbol.
    var systemImage: String {
        switch self {
        case .containers: "square.grid.2x2"
        case .effects: "sparkles"
        case .text: "doc.text"
        case .drawing: "paintbrush"
        case .controls: "slider.horizontal.3"
        case .lists: "list.bullet"
        case .scrolling: "arrow.up.arrow.down"
        case .motion: "wand.and.stars"
        case .direction: "globe"
        case .photoWall: "photo"
        case .selection: "tag"
        case .portedApps: "checklist"
        case .pixels: "bolt"
        #if os(Linux)
            case .data: "tray"
            case .dataSections: "cart"
        #endif
        case .pinch: "magnifyingglass"
        }
    }

    /// The page itself.
    @ViewBuilder var content: some View {
        switch self {
        case .containers: CatalogueContainersPage()
        case .effects: CatalogueEffectsPage()
        case .text: CatalogueTextPage()
        case .drawing: CatalogueDrawingPage()
        case .controls: CatalogueControlsPage()
        case .lists: CatalogueListsPage()
        case .scrolling: CatalogueScrollingPage()
        case .motion: CatalogueMotionPage()
        case .direction: CatalogueDirectionPage()
        case .photoWall: CataloguePhotoWallPage()
        case .selection: CatalogueSelectionPage()
        case .portedApps: CataloguePortedAppsPage()
        case .pixels: CataloguePixelsPage()
        #if os(Linux)
            case .data: CatalogueDataPage()
            case .dataSections: CatalogueDataSectionsPage()
        #endif
        case .pinch: CataloguePinchPage()
        }
    }
}

enum CatalogueScene {
    static let scene = GalleryScene(
        id: "catalogue", title: "The everyday catalogue", seed: "app", size: CGSize(width: 390, height: 760)
    ) {
        CatalogueView()
    }
}
