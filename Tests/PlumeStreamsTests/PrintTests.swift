import Foundation
import PlumeStreams
import Testing

/// Issue 15, item 3: `print(_:to:)` returns `Publishers.Print` and writes Combine's lines.
@Suite struct PrintTests {
    /// Collects what `Print` writes, split into lines.
    final class Lines: TextOutputStream {
        var text = ""
        func write(_ string: String) { text += string }
        var lines: [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    @Test func printReturnsPublishersPrintWithItsParts() {
        let lines = Lines()
        let publisher: Publishers.Print<Just<Int>> = Just(1).print("p", to: lines)
        #expect(publisher.prefix == "p")
        #expect(publisher.stream != nil)
        #expect(Just(1).print().stream == nil)
        #expect(Just(1).print().prefix == "")
    }

    @Test func unlimitedSubscriberToASequence() {
        let lines = Lines()
        let cancellable = [1, 2].publisher.print("p", to: lines).sink { _ in }
        #expect(
            lines.lines == [
                "p: receive subscription: (Sequence)", "p: request unlimited", "p: receive value: (1)",
                "p: receive value: (2)", "p: receive finished",
            ])
        cancellable.cancel()
        #expect(lines.lines.count == 5, "a cancel after the completion is not printed")
    }

    @Test func limitedDemandAndSynchronousDemand() {
        let lines = Lines()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(demand: .max(2))
        recorder.onValue = { $0 == 1 ? .max(1) : .none }
        subject.print("tap", to: lines).subscribe(recorder)
        subject.send(1)
        subject.send(2)
        recorder.request(.unlimited)
        recorder.cancel()
        #expect(
            lines.lines == [
                "tap: receive subscription: (PassthroughSubject)", "tap: request max: (2)", "tap: receive value: (1)",
                "tap: request max: (1) (synchronous)", "tap: receive value: (2)", "tap: request unlimited",
                "tap: receive cancel",
            ])
    }

    @Test func failureAndNoPrefix() {
        let lines = Lines()
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = subject.print(to: lines).record()
        subject.send(completion: .failure(TestError(code: 7)))
        #expect(
            lines.lines == [
                "receive subscription: (PassthroughSubject)", "request unlimited",
                "receive error: (TestError(code: 7))",
            ])
        #expect(recorder.failure == TestError(code: 7))
    }

    @Test func theDownstreamSeesAPrintSubscription() {
        let recorder = Just(1).print(to: Lines()).record(demand: .none)
        #expect((recorder.subscription as? CustomStringConvertible)?.description == "Print")
    }

    @Test func eventsPassThroughUnchanged() {
        let recorder = [3, 4, 5].publisher.print(to: Lines()).record(demand: .max(2))
        #expect(recorder.values == [3, 4])
        recorder.request(.max(5))
        #expect(recorder.values == [3, 4, 5])
        #expect(recorder.isFinished)
    }
}
