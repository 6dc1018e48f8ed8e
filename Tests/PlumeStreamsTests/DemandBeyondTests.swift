import Foundation
import PlumeStreams
import Testing

/// Issue 15, item 2: operators with several upstreams under limited downstream demand (`.max(1)`,
/// then more later). Values an upstream sends beyond the demand wait and go downstream as demand
/// arrives, in the order they came; a completion is never lost and never overtakes waiting values
/// (a failure does, as in Combine); each downstream request reaches the upstreams.
@Suite struct DemandBeyondTests {
    /// Combine's merge asks each upstream for one value at a time while the demand is limited: on
    /// subscription, and again each time that upstream's value went downstream.
    @Test func mergeAsksEachUpstreamForOneValueAtATime() {
        let a = ManualPublisher<Int, Never>()
        let b = ManualPublisher<Int, Never>()
        let recorder = a.merge(with: b).record(demand: .max(1))
        #expect(a.subscription.requests == [.max(1)])
        #expect(b.subscription.requests == [.max(1)])
        #expect(a.send(1) == .none)
        #expect(a.subscription.requests == [.max(1), .max(1)], "1 went downstream: one more from a")
        a.send(2)  // no demand: waits
        b.send(3)  // waits too
        #expect(recorder.values == [1])
        #expect(a.subscription.requests == [.max(1), .max(1)])
        #expect(b.subscription.requests == [.max(1)])
        recorder.request(.max(1))
        #expect(recorder.values == [1, 2])
        #expect(a.subscription.requests == [.max(1), .max(1), .max(1)])
        #expect(b.subscription.requests == [.max(1)])
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(recorder.completions.isEmpty, "the completion waits for the value still waiting")
        recorder.request(.max(1))
        #expect(recorder.values == [1, 2, 3])
        #expect(recorder.isFinished)
    }

    /// Asked for one value at a time, a subject upstream keeps a value sent beyond the downstream's
    /// demand (merge holds it) instead of dropping it for want of demand.
    @Test func mergeOfSubjectsKeepsOneValuePerSubjectBeyondDemand() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = a.merge(with: b).record(demand: .max(1))
        a.send(1)
        a.send(2)
        b.send(3)
        #expect(recorder.values == [1])
        recorder.request(.max(2))
        #expect(recorder.values == [1, 2, 3])
        a.send(4)
        #expect(recorder.values == [1, 2, 3])
        recorder.request(.max(1))
        #expect(recorder.values == [1, 2, 3, 4])
    }

    /// Once the downstream asks for `.unlimited`, so does merge, of every upstream.
    @Test func mergeAsksForUnlimitedOnceTheDownstreamDoes() {
        let a = ManualPublisher<Int, Never>()
        let b = ManualPublisher<Int, Never>()
        let recorder = a.merge(with: b).record(demand: .max(1))
        a.send(1)
        a.send(2)
        recorder.request(.unlimited)
        #expect(recorder.values == [1, 2])
        #expect(a.subscription.requests.last == .unlimited)
        #expect(b.subscription.requests == [.max(1), .unlimited])
        let c = ManualPublisher<Int, Never>()
        let d = ManualPublisher<Int, Never>()
        let unlimitedFromTheStart = c.merge(with: d).record()
        #expect(c.subscription.requests == [.unlimited] && d.subscription.requests == [.unlimited])
        c.send(5)
        #expect(unlimitedFromTheStart.values == [5])
        #expect(c.subscription.requests == [.unlimited], "no more requests once unlimited")
        let sequences = [1, 2].publisher.merge(with: [3, 4].publisher).record()
        #expect(sequences.values == [1, 2, 3, 4])
        #expect(sequences.isFinished)
    }

    @Test func mergeFailureOvertakesWaitingValues() {
        let a = ManualPublisher<Int, TestError>()
        let b = ManualPublisher<Int, TestError>()
        let recorder = a.merge(with: b).record(demand: .max(1))
        a.send(1)
        a.send(2)
        b.send(completion: .failure(TestError()))
        #expect(recorder.values == [1])
        #expect(recorder.failure == TestError())
        #expect(a.subscription.cancels == 1)
    }

    @Test func zipPairsBeyondDemandWaitAndTheCompletionFollowsThem() {
        let a = ManualPublisher<Int, Never>()
        let b = ManualPublisher<String, Never>()
        let recorder = a.zip(b).map { "\($0)\($1)" }.record(demand: .max(1))
        #expect(a.subscription.requests == [.max(1)])
        #expect(b.subscription.requests == [.max(1)])
        for value in 1...3 { a.send(value) }
        b.send("a")
        b.send("b")
        #expect(recorder.values == ["1a"])
        recorder.request(.max(1))
        #expect(recorder.values == ["1a", "2b"])
        #expect(a.subscription.requests == [.max(1), .max(1)])
        a.send(completion: .finished)
        b.send("c")
        #expect(recorder.values == ["1a", "2b"])
        #expect(recorder.completions.isEmpty, "a finished, but its third value waits for demand")
        recorder.request(.max(3))
        #expect(recorder.values == ["1a", "2b", "3c"])
        #expect(recorder.isFinished)
    }

    @Test func combineLatestKeepsTheLatestCombinationForTheNextDemand() {
        let a = ManualPublisher<Int, Never>()
        let b = ManualPublisher<String, Never>()
        let recorder = a.combineLatest(b).map { "\($0)\($1)" }.record(demand: .max(1))
        let requestsBefore = (a.subscription.requests.count, b.subscription.requests.count)
        a.send(1)
        b.send("a")
        b.send("b")  // beyond the demand: only the latest combination is kept
        a.send(2)
        #expect(recorder.values == ["1a"])
        recorder.request(.max(1))
        #expect(recorder.values == ["1a", "2b"])
        #expect(a.subscription.requests.count > requestsBefore.0 && b.subscription.requests.count > requestsBefore.1)
        #expect(a.subscription.requests.last == .max(1) && b.subscription.requests.last == .max(1))
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(recorder.isFinished)
        #expect(recorder.values == ["1a", "2b"])
    }

    @Test func flatMapBuffersInnerValuesBeyondDemandAndFinishesAfterThem() {
        let outer = ManualPublisher<Int, Never>()
        let inners = [ManualPublisher<Int, Never>(), ManualPublisher<Int, Never>()]
        let recorder = outer.flatMap { inners[$0] }.record(demand: .max(1))
        #expect(outer.subscription.requests == [.unlimited])
        outer.send(0)
        outer.send(1)
        #expect(inners[0].subscription.requests == [.max(1)])
        inners[0].send(10)
        inners[0].send(11)
        inners[1].send(20)
        outer.send(completion: .finished)
        inners[0].send(completion: .finished)
        inners[1].send(completion: .finished)
        #expect(recorder.values == [10])
        #expect(recorder.completions.isEmpty)
        recorder.request(.max(1))
        #expect(recorder.values == [10, 11])
        recorder.request(.unlimited)
        #expect(recorder.values == [10, 11, 20])
        #expect(recorder.isFinished)
    }

    @Test func flatMapWithMaxPublishersRequestsOneUpstreamValuePerFinishedInner() {
        let outer = ManualPublisher<Int, Never>()
        let inners = [ManualPublisher<Int, Never>(), ManualPublisher<Int, Never>()]
        let recorder = outer.flatMap(maxPublishers: .max(1)) { inners[$0] }.record(demand: .max(1))
        #expect(outer.subscription.requests == [.max(1)])
        outer.send(0)
        inners[0].send(10)
        inners[0].send(completion: .finished)
        #expect(outer.subscription.requests == [.max(1), .max(1)])
        outer.send(1)
        inners[1].send(20)
        #expect(recorder.values == [10])
        recorder.request(.max(1))
        #expect(recorder.values == [10, 20])
    }
}
