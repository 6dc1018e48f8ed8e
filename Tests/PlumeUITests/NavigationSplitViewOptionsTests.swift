import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A recipes app: categories in the sidebar, a recipe in the detail, with the split view's options
/// (style, widths, toggle removal, the compact column) chosen by the test.
private struct RecipesApp: View {
    enum Style { case balanced, prominent }
    var style = Style.balanced
    var sidebarWidth: CGFloat?
    var removesToggle = false
    @State var category: String?
    @State var compact = NavigationSplitViewColumn.sidebar

    var body: some View {
        let split = NavigationSplitView(preferredCompactColumn: $compact) {
            List(["Soups", "Salads", "Desserts"], id: \.self, selection: $category) { name in
                NavigationLink(name, value: name)
            }
            .navigationTitle("Recipes")
            .navigationSplitViewColumnWidth(sidebarWidth ?? 280)
            .toolbar(removing: removesToggle ? .sidebarToggle : nil)
            .toolbar { Button("Show Detail") { compact = .detail } }
        } detail: {
            Text(category.map { "All \($0)" } ?? "Pick a category")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .navigationTitle(category ?? "")
        }
        return Group {
            switch style {
            case .balanced: split.navigationSplitViewStyle(.balanced)
            case .prominent: split.navigationSplitViewStyle(.prominentDetail)
            }
        }
    }
}

private let wide = CGSize(width: 900, height: 500)

@Suite("NavigationSplitView options") struct NavigationSplitViewOptionsTests {
    @Test func valueLinksInASelectableSidebarSelectTheirValue() throws {
        let host = ViewHost(RecipesApp(), size: wide)
        #expect(host.tap("Salads"))
        host.advance(by: 0.5)
        #expect(host.find(text: "All Salads") != nil, "the link selected its value; the detail shows it")
        #expect(host.findAll(text: "Recipes").allSatisfy { !$0.isButton }, "nothing was pushed in the sidebar")
    }

    @Test func aColumnAsksForItsWidth() throws {
        let host = ViewHost(RecipesApp(sidebarWidth: 200), size: wide)
        let detail = try #require(host.find(text: "Pick a category"))
        #expect(abs(detail.frame.midX - (200 + 700 / 2)) < 2, "the detail takes what the 200-point sidebar leaves")
        let clamped = ViewHost(RecipesApp(sidebarWidth: -.infinity), size: wide)
        let fallback = try #require(clamped.find(text: "Pick a category"))
        #expect(abs(fallback.frame.midX - (280 + 620 / 2)) < 2, "a width that is not finite keeps the default")
    }

    @Test func theToggleCanBeRemoved() {
        #expect(ViewHost(RecipesApp(), size: wide).find(label: "Toggle Sidebar") != nil)
        #expect(ViewHost(RecipesApp(removesToggle: true), size: wide).find(label: "Toggle Sidebar") == nil)
    }

    @Test func prominentDetailKeepsTheWidthAndTheSidebarSlidesOverIt() throws {
        let host = ViewHost(RecipesApp(style: .prominent), size: wide)
        #expect(abs(try #require(host.find(text: "Pick a category")).frame.midX - 450) < 2, "the detail alone")
        #expect(host.tap("Toggle Sidebar"))
        host.advance(by: 0.5)
        #expect(abs(try #require(host.find(text: "Pick a category")).frame.midX - 450) < 2, "the detail stays put")
        #expect(host.tap("Soups"))
        #expect(host.find(text: "All Soups") != nil)
        host.tap(at: CGPoint(x: 800, y: 300))
        host.advance(by: 0.5)
        let soups = try #require(host.find(text: "Soups"))
        #expect(soups.frame.maxX <= 1, "a tap on the detail put the sidebar away")
    }

    @Test func thePreferredCompactColumnIsTheTopOfTheCollapsedStack() throws {
        let host = ViewHost(RecipesApp(), size: CGSize(width: 390, height: 600))
        #expect(host.find(text: "Pick a category") == nil, "the sidebar is on top")
        #expect(host.tap("Show Detail"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Pick a category") != nil, "setting the binding pushed the detail")
        #expect(host.tap("Recipes"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Pick a category") == nil, "back pops to the sidebar")
        #expect(host.tap("Desserts"))
        host.advance(by: 0.5)
        #expect(host.find(text: "All Desserts") != nil, "a value link row pushes the detail when collapsed")
    }

    @Test func visibilityIsSavedAsAString() throws {
        let data = try JSONEncoder().encode([NavigationSplitViewVisibility.doubleColumn, .detailOnly])
        #expect(String(decoding: data, as: UTF8.self) == #"["doubleColumn","detailOnly"]"#)
        #expect(
            try JSONDecoder().decode([NavigationSplitViewVisibility].self, from: data) == [.doubleColumn, .detailOnly])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationSplitViewVisibility.self, from: Data(#""sideways""#.utf8))
        }
    }
}
