import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A message cell with actions a screen reader offers, and a star rating represented as text.
private struct Inbox: View {
    @State private var log: [String] = []
    var body: some View {
        VStack(spacing: 12) {
            Text("Message")
                .accessibilityAction(named: "Delete") { log.append("deleted") }
                .accessibilityAction(.magicTap) { log.append("played") }
                .accessibilityAction(.escape) { log.append("dismissed") }
            HStack {
                Image(systemName: "star.fill")
                Image(systemName: "star")
            }
            .accessibilityRepresentation { Text("1 of 2 stars") }
            Text("Log \(log.joined(separator: " "))")
        }
    }
}

/// A toolbar button with help, as macOS apps write it.
private struct Toolbar: View {
    var body: some View {
        HStack {
            Button {
            } label: {
                Image(systemName: "square.and.arrow.down").frame(width: 32, height: 32)
            }
            .help("Save the document")
            Spacer()
        }
        .padding()
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

@Suite("Accessibility actions, representation and help") @MainActor struct AccessibilityActionsAndHelpTests {
    @Test func actionsAreListedOnTheElementAndRunWhenPerformed() throws {
        let host = ViewHost(Inbox(), size: CGSize(width: 300, height: 300))
        let message = try #require(host.accessibilityElement(labelled: "Message"))
        #expect(message.actions.map(\.name) == ["Delete", "magicTap", "escape"], "\(message)")
        #expect(host.performAccessibilityAction(AccessibilityActionKind(named: Text("Delete")), on: "Message"))
        #expect(host.find(text: "Log deleted") != nil, "\(host.texts)")
        #expect(host.performAccessibilityAction(.magicTap, on: "Message"))
        #expect(host.performAccessibilityAction(.escape, on: "Message"))
        #expect(host.find(text: "Log deleted played dismissed") != nil, "\(host.texts)")
        #expect(!host.performAccessibilityAction(.default, on: "Message"), "no default action was declared")
        #expect(!host.performAccessibilityAction(.escape, on: "Nobody"))
    }

    @Test func theRepresentationsElementsStandForTheContents() throws {
        let host = ViewHost(Inbox(), size: CGSize(width: 300, height: 300))
        let labels = host.accessibilityElements.map(\.label)
        #expect(labels.contains("1 of 2 stars"), "\(labels)")
        #expect(!labels.contains("star.fill"), "\(labels)")
        #expect(host.find(text: "1 of 2 stars") == nil, "the representation is not drawn or listed")
        let stars = try #require(host.accessibilityElement(labelled: "1 of 2 stars"))
        let drawn = try #require(host.find(label: "star.fill"))
        #expect(stars.frame.minY <= drawn.frame.minY && stars.frame.maxY >= drawn.frame.maxY, "at the content's frame")
    }

    @Test func helpShowsATooltipAfterTheDelayAndIsTheHint() throws {
        let host = ViewHost(Toolbar(), size: CGSize(width: 320, height: 160))
        #expect(host.accessibilityElements.contains { $0.hint == "Save the document" }, "\(host.accessibilityElements)")
        let button = try #require(host.find(label: "square.and.arrow.down")).frame
        host.hover(at: CGPoint(x: button.midX, y: button.midY))
        host.advance(by: 0.3)
        #expect(host.find(text: "Save the document") == nil, "not before the delay")
        host.advance(by: 0.3)
        let tooltip = try #require(host.find(text: "Save the document"), "\(host.texts)")
        #expect(tooltip.frame.minY > button.midY, "below the pointer: \(host.dump())")
        host.hover(at: CGPoint(x: 300, y: 150))
        #expect(host.find(text: "Save the document") == nil, "gone when the pointer leaves")
        host.hover(at: CGPoint(x: button.midX, y: button.midY))
        host.advance(by: 0.6)
        #expect(host.find(text: "Save the document") != nil)
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(host.find(text: "Save the document") == nil, "a press hides it")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func theTooltipLooksRight(_ scheme: ColorScheme) throws {
        let host = ViewHost(Toolbar(), size: CGSize(width: 320, height: 160), colorScheme: scheme)
        let button = try #require(host.find(label: "square.and.arrow.down")).frame
        host.hover(at: CGPoint(x: button.midX, y: button.midY))
        host.advance(by: 0.6)
        try host.assertSnapshot(named: "help-tooltip-\(scheme)", in: snapshotDirectory)
    }
}
