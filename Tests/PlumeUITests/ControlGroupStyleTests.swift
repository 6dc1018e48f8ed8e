import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A zoom control group with a label, in the style given, and the zoom it sets.
private struct Zoom<Style: ControlGroupStyle>: View {
    let style: Style
    @State private var zoom = 100

    var body: some View {
        VStack(spacing: 16) {
            Text("Zoom \(zoom) %")
            ControlGroup {
                Button {
                    zoom -= 25
                } label: {
                    Label("Smaller", systemImage: "minus")
                }
                Button {
                    zoom += 25
                } label: {
                    Label("Larger", systemImage: "plus")
                }
            } label: {
                Label("Zoom", systemImage: "magnifyingglass")
            }
            .controlGroupStyle(style)
        }
        .padding(24)
    }
}

/// A person's own style: the label above the controls.
private struct Captioned: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.label.font(.caption)
            HStack { configuration.content }
        }
    }
}

/// Every built-in style side by side, for the picture.
private struct AllStyles: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            row("automatic") { group.controlGroupStyle(.automatic) }
            row("navigation") { group.controlGroupStyle(.navigation) }
            row("palette") { group.controlGroupStyle(.palette) }
            row("menu") { group.controlGroupStyle(.menu) }
        }
        .padding(16)
    }

    private var group: some View {
        ControlGroup {
            Button {
            } label: {
                Image(systemName: "chevron.left")
            }
            Button {
            } label: {
                Image(systemName: "chevron.right")
            }
            Button {
            } label: {
                Image(systemName: "star")
            }
        } label: {
            Label("History", systemImage: "clock")
        }
    }

    private func row<V: View>(_ name: String, @ViewBuilder _ content: () -> V) -> some View {
        HStack {
            Text(name).font(.footnote).foregroundStyle(.secondary).frame(width: 90, alignment: .leading)
            content()
        }
    }
}

private let size = CGSize(width: 320, height: 360)

@MainActor @Suite("ControlGroupStyle") struct ControlGroupStyleTests {
    @Test func theSegmentedAndPaletteStylesShowTheControls() {
        for host in [
            ViewHost(Zoom(style: .automatic), size: size), ViewHost(Zoom(style: .palette), size: size),
            ViewHost(Zoom(style: .navigation), size: size),
        ] {
            #expect(host.find(text: "Zoom") == nil, "the label is not shown")
            #expect(host.tap("Larger"))
            #expect(host.find(text: "Zoom 125 %") != nil)
        }
    }

    @Test func theMenuStylesCollapseTheGroupIntoItsLabel() throws {
        for host in [ViewHost(Zoom(style: .menu), size: size), ViewHost(Zoom(style: .compactMenu), size: size)] {
            #expect(host.find(text: "Larger") == nil, "the controls are in the menu")
            #expect(host.tap("Zoom"))
            host.advance(by: 0.4)
            #expect(host.tap("Smaller"))
            host.advance(by: 0.4)
            #expect(host.find(text: "Zoom 75 %") != nil)
            #expect(host.find(text: "Smaller") == nil, "the menu closed")
        }
    }

    @Test func aPersonsOwnStyleGetsTheLabelAndTheControls() throws {
        let host = ViewHost(Zoom(style: Captioned()), size: size)
        let label = try #require(host.find(text: "Zoom"))
        let larger = try #require(host.find(text: "Larger"))
        #expect(label.frame.maxY <= larger.frame.minY)
        #expect(host.tap("Larger"))
        #expect(host.find(text: "Zoom 125 %") != nil)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func picture(scheme: ColorScheme) throws {
        let host = ViewHost(AllStyles(), size: CGSize(width: 320, height: 220), colorScheme: scheme)
        try host.assertSnapshot(named: "controlgroupstyle-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
