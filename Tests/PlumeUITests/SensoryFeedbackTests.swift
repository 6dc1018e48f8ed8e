import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A stepper made of two buttons, asking for feedback as a haptics tutorial does.
private struct CupCounter: View {
    @State private var cups = 3
    var body: some View {
        HStack {
            Button("Fewer") { cups -= 1 }
                .sensoryFeedback(.decrease, trigger: cups) { old, new in new < old }
            Text("\(cups) cups")
            Button("More") { cups += 1 }
                .sensoryFeedback(.increase, trigger: cups) { old, new in new > old }
            Button("Order") { cups = 0 }
                .sensoryFeedback(trigger: cups) { _, new in new == 0 ? .success : nil }
                .sensoryFeedback(.impact(weight: .heavy, intensity: 7), trigger: cups)
        }
    }
}

private func feedbackMessages(_ host: ViewHost) -> [String] {
    host.withGraph { $0.diagnostics }.filter { $0.hasPrefix("sensoryFeedback") }
}

@MainActor
@Suite("sensoryFeedback") struct SensoryFeedbackTests {
    @Test func nothingIsAskedForUntilTheTriggerChanges() {
        let host = ViewHost(CupCounter(), size: CGSize(width: 360, height: 60))
        #expect(feedbackMessages(host).isEmpty)
    }

    @Test func aChangeAsksForTheFeedbackItsConditionAllowsAndSaysNoneIsPlayed() {
        let host = ViewHost(CupCounter(), size: CGSize(width: 360, height: 60))
        #expect(host.tap("More"))
        #expect(host.find(text: "4 cups") != nil)
        let messages = feedbackMessages(host)
        #expect(messages.contains { $0.contains("(.increase)") && $0.contains("no haptic device") })
        #expect(!messages.contains { $0.contains("(.decrease)") })
        #expect(!messages.contains { $0.contains("(.success)") })
        #expect(messages.contains { $0.contains(".impact(weight: .heavy, intensity: 1.0)") })
    }

    @Test func theClosureFormNamesTheFeedbackForTheNewValue() {
        let host = ViewHost(CupCounter(), size: CGSize(width: 360, height: 60))
        #expect(host.tap("Fewer"))
        #expect(!feedbackMessages(host).contains { $0.contains("(.success)") })
        #expect(feedbackMessages(host).contains { $0.contains("(.decrease)") })
        #expect(host.tap("Order"))
        #expect(feedbackMessages(host).contains { $0.contains("(.success)") })
    }

    @Test func intensitiesAreClampedAndANonNumberIsFull() {
        #expect(
            SensoryFeedback.impact(flexibility: .soft, intensity: -3).description
                == ".impact(flexibility: .soft, intensity: 0.0)")
        #expect(SensoryFeedback.impact(intensity: .nan) == .impact)
        #expect(SensoryFeedback.impact(weight: .light, intensity: 1e300) == .impact(weight: .light, intensity: 1))
    }
}
