import Foundation
import PlumeGraphics
import PlumeTesting
import PlumeUI
import Testing

private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A list with a sheet (a title, a line and a button), presented by a button over the list.
private struct NotesWithSheet: View {
    @State private var composing = false
    var body: some View {
        List(0..<200, id: \.self) { n in
            HStack {
                Text("Note \(n)")
                Spacer()
                Text("\(n * 7 % 100) min").foregroundStyle(.secondary)
            }
        }
        .overlay(alignment: .topTrailing) {
            Button("Compose") { composing = true }.padding(8)
        }
        .sheet(isPresented: $composing) {
            VStack(spacing: 16) {
                Text("New Note").font(.title)
                Text("A sheet over the notes")
                Button("Done") { composing = false }
            }
            .padding()
        }
    }
}

/// While a sheet slides in or out, its card's content is unchanged and only its offset (whole
/// device pixels) and the dimming animate: the card's shadow is composited from the layer kept from
/// the first frame (`ShadowLayerCache`). Every frame must equal a fresh full render byte for byte.
@MainActor @Suite struct SheetLayerCacheTests {
    @Test(arguments: [ColorScheme.light, .dark], [1.0, 2.0])
    func presentingAndDismissingDrawEveryFrameAsAFullRender(_ scheme: ColorScheme, _ scale: CGFloat) throws {
        let host = ViewHost(NotesWithSheet(), size: CGSize(width: 360, height: 560), colorScheme: scheme, scale: scale)
        _ = try host.render()
        var problems: [String] = []
        func compareFrames(_ label: String) throws -> Int {
            var frames = 0
            repeat {
                host.advance(by: 1.0 / 60)
                frames += 1
                if let problem = try ScrollPixelCopyTests.mismatch(host) {
                    problems.append("\(label) frame \(frames): \(problem)")
                }
            } while host.isAnimating && frames < 300
            return frames
        }
        #expect(host.tap("Compose"))
        let presenting = try compareFrames("presenting")
        #expect(host.find(text: "A sheet over the notes") != nil)
        #expect(presenting > 5, "the sheet slides in over several frames (\(presenting))")
        let kept = host.keptShadowLayerCount
        #expect(kept >= presenting / 2, "the card's shadow comes from the kept layer (\(kept) of \(presenting))")
        if scale == 1 {
            try host.assertSnapshot(
                named: "sheet-layer-cache-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
        }
        #expect(host.tap("Done"))
        let dismissing = try compareFrames("dismissing")
        #expect(host.find(text: "A sheet over the notes") == nil)
        #expect(host.keptShadowLayerCount - kept >= dismissing / 2, "dismissing uses the kept layer too")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
