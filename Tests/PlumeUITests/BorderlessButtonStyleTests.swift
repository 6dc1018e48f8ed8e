import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A to-do row as apps write it: a borderless check button beside the task's title, in a list.
private struct Chores: View {
    @State private var done: Set<String> = ["Water the plants"]
    @State private var opened: String?
    let chores = ["Water the plants", "Take out the bins", "Call the plumber"]
    var body: some View {
        List(chores, id: \.self) { chore in
            HStack {
                Button {
                    if done.contains(chore) { done.remove(chore) } else { done.insert(chore) }
                } label: {
                    Image(systemName: done.contains(chore) ? "checkmark.circle.fill" : "circle")
                }
                .buttonStyle(.borderless)
                .accessibilityLabel("Done: \(chore)")
                Text(chore).strikethrough(done.contains(chore))
                Spacer()
            }
            .contentShape(Rectangle())
            .onTapGesture { opened = chore }
        }
        .overlay(alignment: .bottom) { Text(opened.map { "Opened \($0)" } ?? "Nothing opened").padding() }
    }
}

@MainActor
@Suite("Borderless button style") struct BorderlessButtonStyleTests {
    @Test func onlyTheButtonTakesItsTapAndTheRowKeepsTheRest() throws {
        let host = makeHost(Chores(), width: 360, height: 260)
        #expect(host.tap("Done: Take out the bins"))
        #expect(host.dump().contains("systemName \"checkmark.circle.fill\""))
        #expect(host.find(text: "Nothing opened") != nil, "the button's tap does not reach the row")
        let title = try #require(host.find(text: "Call the plumber"))
        host.tap(at: CGPoint(x: title.frame.midX, y: title.frame.midY))
        #expect(host.find(text: "Opened Call the plumber") != nil)
    }

    @Test func theLabelIsTintedRedWhenDestructiveAndGreyWhenDisabled() {
        func color<V: View>(_ view: V) -> String {
            let dump = makeHost(view.buttonStyle(.borderless), width: 100, height: 40).dumpDisplayList()
            return dump.split(separator: "\n").first { $0.hasPrefix("text") }.map(String.init) ?? dump
        }
        #expect(color(Button("Go") {}).contains("#007AFF"), "the tint")
        #expect(color(Button("Go") {}.tint(.green)).contains("#34C759"))
        #expect(color(Button("Delete", role: .destructive) {}).contains("#FF3B30"))
        #expect(color(Button("Go") {}.disabled(true)).contains("#8E8E93"))
        #expect(color(Button("Go") {}.foregroundColor(.orange)).contains("#FF9500"), "an explicit colour wins")
    }

    @Test func itHasNoBackground() {
        let bordered = makeHost(Button("Go") {}.buttonStyle(.bordered), width: 100, height: 40).dumpDisplayList()
        let borderless = makeHost(Button("Go") {}.buttonStyle(BorderlessButtonStyle()), width: 100, height: 40)
            .dumpDisplayList()
        #expect(bordered.contains("fill"))
        #expect(!borderless.contains("fill"), "\(borderless)")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func snapshot(scheme: ColorScheme) throws {
        let host = ViewHost(Chores(), size: CGSize(width: 440, height: 220), colorScheme: scheme)
        try host.assertSnapshot(named: "borderless-rows-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
