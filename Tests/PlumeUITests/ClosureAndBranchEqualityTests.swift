import Foundation
import PlumeTesting
import PlumeUI
import Testing

/// Each input that used to compare as changed however it was made.
enum ValueComparedInput: String, CaseIterable, Sendable {
    case ifElse, transformEnvironment, onSubmit, onScrollGeometryChange, sameAction
}

/// Makes one of the inputs again on every tap, equal each time.
private struct RemadeInput: View {
    let input: ValueComparedInput
    let tally: BodyTally
    let save: () -> Void
    @State private var taps = 0
    @State private var text = ""

    var body: some View {
        VStack {
            Button("Tap \(taps)") { taps += 1 }
            switch input {
            case .ifElse:
                BodyCounted(tally: tally) {
                    if text.isEmpty { Text("Empty") } else { Text(text) }
                }
            case .transformEnvironment:
                BodyCounted(tally: tally) { Text("Title").transformEnvironment(\.font) { $0 = .title } }
            case .onSubmit:
                BodyCounted(tally: tally) { Text("Name").onSubmit(save) }
            case .onScrollGeometryChange:
                BodyCounted(tally: tally) {
                    ScrollView { Text("Rows") }
                        .onScrollGeometryChange(for: CGFloat.self) {
                            $0.contentOffset.y
                        } action: { _, _ in
                        }
                }
            case .sameAction:
                BodyCounted(tally: tally) { Button("Save", action: save) }
            }
        }
    }
}

/// `if`/`else` views compare by their branch and its view; closures compare as the same closure
/// when they are (one that captures nothing, or one passed down unchanged); so the modifiers made of
/// them (`transformEnvironment`, `onSubmit`, `onScrollGeometryChange`) and a view holding them are not
/// built again when made again equal. A closure made again with captures still counts as changed.
@MainActor @Suite struct ClosureAndBranchEqualityTests {
    @Test(arguments: ValueComparedInput.allCases)
    func anInputMadeAgainEqualIsNotBuiltAgain(_ input: ValueComparedInput) throws {
        let tally = BodyTally()
        let host = ViewHost(
            RemadeInput(input: input, tally: tally, save: {}), size: CGSize(width: 320, height: 240))
        #expect(tally.count == 1)
        #expect(host.tap("Tap 0"))
        host.runFrame()
        #expect(host.find(text: "Tap 1") != nil)
        #expect(tally.count == 1, "\(input): the view holding it was built again")
    }

    @Test func switchingBranchesBuildsAgain() throws {
        let tally = BodyTally()
        let host = ViewHost(BranchSwitch(tally: tally), size: CGSize(width: 320, height: 240))
        #expect(host.find(text: "Off") != nil)
        #expect(host.tap("Switch"))
        host.runFrame()
        #expect(host.find(text: "On") != nil)
        #expect(host.find(text: "Off") == nil)
        #expect(tally.count == 2)
    }

    @Test func aClosureMadeAgainWithCapturesCountsAsChanged() throws {
        let tally = BodyTally()
        let host = ViewHost(CapturingAction(tally: tally), size: CGSize(width: 320, height: 240))
        #expect(host.tap("Tap 0"))
        host.runFrame()
        #expect(tally.count == 2)
        // The action built last is the one that runs: it captured the new count.
        #expect(host.tap("Report"))
        host.runFrame()
        #expect(host.find(text: "Reported 1") != nil)
    }
}

private struct BranchSwitch: View {
    let tally: BodyTally
    @State private var on = false
    var body: some View {
        VStack {
            Button("Switch") { on.toggle() }
            BodyCounted(tally: tally) {
                if on { Text("On") } else { Text("Off") }
            }
        }
    }
}

private struct CapturingAction: View {
    let tally: BodyTally
    @State private var taps = 0
    @State private var reported: Int?
    var body: some View {
        VStack {
            Button("Tap \(taps)") { taps += 1 }
            BodyCounted(tally: tally) { Button("Report") { reported = taps } }
            if let reported { Text("Reported \(reported)") }
        }
    }
}
