import Foundation
import Testing

import PlumeAnimation

@Test func manualClockAdvancesAndNotifies() throws {
    let clock = ManualClock()
    #expect(clock.now == 0)
    var seen: [TimeInterval] = []
    let subscription = clock.observeAdvances { seen.append($0) }
    try clock.advance(by: 0.5)
    try clock.advance(to: 2)
    #expect(clock.now == 2)
    #expect(seen == [0.5, 2])
    subscription.cancel()
    try clock.advance(by: 1)
    #expect(seen == [0.5, 2])
    #expect(clock.now == 3)
}

@Test func manualClockRejectsGoingBackwards() throws {
    let clock = ManualClock(start: 10)
    #expect(throws: ManualClock.ClockError.invalidTime(requested: 9, now: 10)) { try clock.advance(by: -1) }
    #expect(throws: ManualClock.ClockError.self) { try clock.advance(to: .nan) }
    #expect(throws: ManualClock.ClockError.self) { try clock.advance(by: .infinity) }
    #expect(clock.now == 10)
    let message = ManualClock.ClockError.invalidTime(requested: 9, now: 10).description
    #expect(message.contains("9.0") && message.contains("10.0"))
}

@Test func releasingASubscriptionStopsNotifications() throws {
    let clock = ManualClock()
    var count = 0
    var subscription: FrameClockSubscription? = clock.observeAdvances { _ in count += 1 }
    try clock.advance(by: 1)
    #expect(subscription != nil)
    subscription = nil
    try clock.advance(by: 1)
    #expect(count == 1)
}

@Test func observersRunInSubscriptionOrder() throws {
    let clock = ManualClock()
    var order: [String] = []
    let first = clock.observeAdvances { _ in order.append("first") }
    let second = clock.observeAdvances { _ in order.append("second") }
    try clock.advance(by: 1)
    #expect(order == ["first", "second"])
    withExtendedLifetime((first, second)) {}
}

@Test func sampleAnAnimationWithTheClock() throws {
    let clock = ManualClock()
    let value = AnimatedValue(from: 0.0, to: 1.0, animation: .linear(duration: 1), startTime: clock.now)
    var frames: [Double] = []
    let subscription = clock.observeAdvances { frames.append(value.value(at: $0)) }
    for _ in 0..<4 { try clock.advance(by: 0.25) }
    #expect(frames == [0.25, 0.5, 0.75, 1])
    subscription.cancel()
}
