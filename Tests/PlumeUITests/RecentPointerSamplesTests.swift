import Foundation
import Testing

@testable import PlumeUI

/// The samples a drag measures its velocity over: the last 0.1 s, at least two, at most 32.
@Suite struct RecentPointerSamplesTests {
    private func sample(_ x: CGFloat, at time: TimeInterval) -> PointerSample {
        PointerSample(location: CGPoint(x: x, y: 0), time: time)
    }

    @Test func keepsOnlyTheLastTenthOfASecondButAlwaysTwo() {
        var samples = RecentPointerSamples()
        samples.reset(to: sample(0, at: 0))
        samples.append(sample(1, at: 0.05))
        #expect(samples.count == 2)
        #expect(samples.oldest?.location.x == 0)
        samples.append(sample(2, at: 0.12))
        // The sample at 0 is older than 0.1 s before 0.12; the one at 0.05 is not.
        #expect(samples.count == 2)
        #expect(samples.oldest?.location.x == 1)
        samples.append(sample(3, at: 5))
        // Both older ones are stale, but two are always kept.
        #expect(samples.count == 2)
        #expect(samples.oldest?.location.x == 2)
        #expect(samples[1].location.x == 3)
    }

    @Test func aFloodOfMovesKeepsTheNewestThirtyTwoInOrder() {
        var samples = RecentPointerSamples()
        samples.reset(to: sample(0, at: 0))
        for i in 1...1000 { samples.append(sample(CGFloat(i), at: Double(i) * 0.0001)) }
        #expect(samples.count == RecentPointerSamples.capacity)
        #expect(samples.oldest?.location.x == CGFloat(1000 - RecentPointerSamples.capacity + 1))
        for i in 0..<samples.count { #expect(samples[i].location.x == CGFloat(1000 - samples.count + 1 + i)) }
    }

    @Test func aNewPressStartsAfresh() {
        var samples = RecentPointerSamples()
        samples.reset(to: sample(0, at: 0))
        for i in 1...40 { samples.append(sample(CGFloat(i), at: Double(i) * 0.001)) }
        samples.reset(to: sample(-5, at: 10))
        #expect(samples.count == 1)
        #expect(samples.oldest?.location.x == -5)
    }

    @Test func aClockGoingBackKeepsTheNewestSamples() {
        var samples = RecentPointerSamples()
        samples.reset(to: sample(0, at: 100))
        samples.append(sample(1, at: 0))
        samples.append(sample(2, at: 0.01))
        #expect(samples.count >= 2)
        #expect(samples[samples.count - 1].location.x == 2)
    }
}
