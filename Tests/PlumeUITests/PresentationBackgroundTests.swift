import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A to-do list whose add sheet has a frosted or coloured card, as apps write it.
private struct Todos: View {
    let cardStyle: AnyShapeStyle
    @State private var adding = false
    @State private var title = ""

    init(cardStyle: AnyShapeStyle = AnyShapeStyle(.regularMaterial)) { self.cardStyle = cardStyle }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Today").font(.largeTitle).bold()
            ForEach(["Buy milk", "Call Ann", "Water the fern"], id: \.self) { todo in
                Label(todo, systemImage: "circle").padding(8).background(.blue.opacity(0.25), in: Capsule())
            }
            Button("Add") { adding = true }.buttonStyle(.borderedProminent)
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .sheet(isPresented: $adding) {
            VStack(spacing: 12) {
                Text("New To-Do").font(.headline)
                TextField("Title", text: $title).textFieldStyle(.roundedBorder)
                Button("Save") { adding = false }
            }
            .padding(24)
            .presentationBackground(cardStyle)
        }
    }
}

/// Chips drawn with the background style: the system background by default, the style
/// `backgroundStyle(_:)` sets around them otherwise.
private struct Chips: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Plain").padding(6).background(.background, in: Capsule())
            Text("Default").padding(6).background()
            Text("Tinted").padding(6).background(in: Capsule()).backgroundStyle(.orange)
        }
        .padding()
        .background(Color.gray)
    }
}

@Suite("Presentation background and background style") struct PresentationBackgroundTests {
    /// The fills of the last frame with the given colour, at any depth.
    private func fills(in host: ViewHost, _ color: Color.Resolved) -> [CGRect] {
        var found: [CGRect] = []
        func walk(_ list: DisplayList) {
            for item in list.items {
                switch item {
                case .fill(let path, .color(let fill), _) where fill == color: found.append(path.boundingRect)
                case .effect(_, let inner): walk(inner)
                default: break
                }
            }
        }
        walk(host.displayList)
        return found
    }

    private func hasBackdropBlur(_ host: ViewHost) -> Bool {
        func walk(_ list: DisplayList) -> Bool {
            list.items.contains { item in
                switch item {
                case .effect(.backdropBlur, _): true
                case .effect(_, let inner): walk(inner)
                default: false
                }
            }
        }
        return walk(host.displayList)
    }

    @Test func aColourFillsTheSheetsCardInsteadOfTheSystemBackground() throws {
        let host = ViewHost(Todos(cardStyle: AnyShapeStyle(Color.yellow)), size: CGSize(width: 480, height: 400))
        #expect(fills(in: host, Color.yellow.resolve(in: .light)).isEmpty)
        #expect(host.tap("Add"))
        host.advance(by: 0.5)
        let card = try #require(fills(in: host, Color.yellow.resolve(in: .light)).first)
        let title = try #require(host.drawnFrame(ofText: "New To-Do"))
        #expect(card.contains(title), "the yellow fill is the card the sheet's content sits on")
        #expect(!hasBackdropBlur(host))
    }

    @Test func aMaterialBlursWhatIsBehindTheCard() throws {
        let host = ViewHost(Todos(), size: CGSize(width: 480, height: 400))
        #expect(host.tap("Add"))
        host.advance(by: 0.5)
        #expect(hasBackdropBlur(host))
        #expect(host.tap("Save"))
        host.advance(by: 0.5)
        #expect(!hasBackdropBlur(host), "gone with the sheet")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func materialSheetPictures(scheme: ColorScheme) throws {
        let host = ViewHost(Todos(), size: CGSize(width: 480, height: 400), colorScheme: scheme)
        #expect(host.tap("Add"))
        host.advance(by: 0.5)
        try host.assertSnapshot(
            named: "presentation-background-material-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func theBackgroundStyleIsTheSystemBackgroundUnlessSet(scheme: ColorScheme) throws {
        let host = ViewHost(Chips(), size: CGSize(width: 200, height: 160), colorScheme: scheme)
        let system = Color.background.resolve(in: scheme)
        #expect(fills(in: host, system).count == 2, "`.background` in a capsule and `.background()`")
        #expect(fills(in: host, Color.orange.resolve(in: scheme)).count == 1, "set by backgroundStyle(_:)")
    }
}
