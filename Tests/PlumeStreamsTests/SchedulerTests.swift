import Foundation
import PlumeStreams
import Testing

@Suite struct TimingOperatorTests {
    /// Apple's documented debounce example: indexes 1, 4 and 5 come out.
    @Test func debounceAppleExample() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.debounce(for: .seconds(0.5), scheduler: scheduler).record()
        let bounces: [(Int, Double)] = [(0, 0), (1, 0.25), (2, 1), (3, 1.25), (4, 1.5), (5, 2)]
        for (index, time) in bounces {
            scheduler.advance(to: .init(nanoseconds: Int(time * 1e9)))
            subject.send(index)
        }
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values == [1, 4, 5])
    }

    @Test func delayAndMeasureInterval() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let delayed = subject.delay(for: .seconds(1), scheduler: scheduler).record()
        subject.send(1)
        #expect(delayed.values.isEmpty)
        scheduler.advance(by: .milliseconds(999))
        #expect(delayed.values.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(delayed.values == [1])
        subject.send(completion: .finished)
        scheduler.advance(by: .seconds(1))
        #expect(delayed.isFinished)

        let ticks = PassthroughSubject<Void, Never>()
        let intervals = ticks.measureInterval(using: scheduler).record()
        scheduler.advance(by: .seconds(2))
        ticks.send()
        scheduler.advance(by: .milliseconds(500))
        ticks.send()
        #expect(intervals.values == [.seconds(2), .milliseconds(500)])
    }

    @Test func timeout() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = subject.timeout(.seconds(1), scheduler: scheduler).record()
        scheduler.advance(by: .milliseconds(900))
        subject.send(1)
        scheduler.advance(by: .milliseconds(900))
        #expect(!recorder.isFinished)
        scheduler.advance(by: .milliseconds(200))
        #expect(recorder.values == [1] && recorder.isFinished)
        let failing = PassthroughSubject<Int, TestError>().timeout(
            .seconds(1), scheduler: scheduler, customError: { TestError(code: 9) }
        ).record()
        scheduler.advance(by: .seconds(2))
        #expect(failing.failure == TestError(code: 9))
    }

    @Test func receiveOnAndSubscribeOn() {
        let scheduler = TestScheduler()
        let recorder = [1, 2].publisher.receive(on: scheduler).record()
        #expect(recorder.values.isEmpty)
        scheduler.advance()
        #expect(recorder.values == [1, 2] && recorder.isFinished)
        let later = [3].publisher.subscribe(on: scheduler).record()
        #expect(later.values.isEmpty)
        scheduler.run()
        #expect(later.values == [3])
    }

    @Test func receiveOnDispatchQueue() async {
        let queue = DispatchQueue(label: "receive-on")
        let values = await withCheckedContinuation { continuation in
            var collected: [Int] = []
            var cancellable: AnyCancellable?
            cancellable = (1...3).publisher.receive(on: queue).sink(
                receiveCompletion: { _ in
                    continuation.resume(returning: collected)
                    _ = cancellable
                }, receiveValue: { collected.append($0) })
        }
        #expect(values == [1, 2, 3])
    }
}

@Suite struct SchedulerTests {
    @Test func testSchedulerOrdersActions() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(2))) { log.append("b") }
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { log.append("a") }
        scheduler.schedule { log.append("now") }
        #expect(log.isEmpty)
        scheduler.advance(by: .seconds(1))
        #expect(log == ["now", "a"])
        #expect(scheduler.now == .init(nanoseconds: 1_000_000_000))
        scheduler.run()
        #expect(log == ["now", "a", "b"])
    }

    @Test func repeatingActionsAndCancel() {
        let scheduler = TestScheduler()
        var count = 0
        let repeating = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) { count += 1 }
        scheduler.advance(by: .seconds(3))
        #expect(count == 4)
        repeating.cancel()
        scheduler.advance(by: .seconds(3))
        #expect(count == 4)
        let forever = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) {}
        #expect(scheduler.run(maxSteps: 50) == 50)
        forever.cancel()
    }

    @Test func strides() {
        typealias Stride = TestScheduler.SchedulerTimeType.Stride
        #expect(Stride.seconds(1.5) == Stride.milliseconds(1500))
        #expect(Stride.microseconds(1) == Stride.nanoseconds(1000))
        #expect(Stride(floatLiteral: 0.5) == .milliseconds(500))
        #expect(Stride.seconds(Double.nan) == .zero)
        #expect(DispatchQueue.SchedulerTimeType.Stride.seconds(2).timeInterval == .nanoseconds(2_000_000_000))
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(250).magnitude == 0.25)
        let date = RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 0))
        #expect(date.advanced(by: .seconds(3)).date == Date(timeIntervalSince1970: 3))
        let dispatchNow = DispatchQueue.main.now
        #expect(dispatchNow.distance(to: dispatchNow.advanced(by: .milliseconds(5))) == .milliseconds(5))
    }

    @Test func immediateScheduler() {
        var ran = false
        ImmediateScheduler.shared.schedule { ran = true }
        #expect(ran)
        #expect([1].publisher.receive(on: ImmediateScheduler.shared).record().values == [1])
    }

    @Test func dispatchQueueSchedulesAfter() async {
        let queue = DispatchQueue(label: "after")
        await withCheckedContinuation { continuation in
            queue.schedule(after: queue.now.advanced(by: .milliseconds(1))) { continuation.resume() }
        }
        let operationQueue = OperationQueue()
        await withCheckedContinuation { continuation in
            operationQueue.schedule { continuation.resume() }
        }
    }

    @Test func runLoopSchedules() {
        var ran = false
        RunLoop.current.schedule { ran = true }
        let deadline = Date().addingTimeInterval(5)
        while !ran && Date() < deadline { RunLoop.current.run(until: Date().addingTimeInterval(0.01)) }
        #expect(ran)
    }

    @Test func notificationCenterPublisher() {
        let center = NotificationCenter()
        let name = Notification.Name("plume.test")
        let recorder = center.publisher(for: name).map(\.name).record()
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        #expect(recorder.values == [name])
        recorder.cancel()
        center.post(name: name, object: nil)
        #expect(recorder.values.count == 1)
    }
}

/// Tests that set the process-wide `Timer.TimerPublisher.clockOverride` run one at a time.
@Suite(.serialized) struct TimerOverrideTests {
    /// Apple's throttle example: a 3 s timer throttled to 10 s windows.
    @Test(arguments: [true, false])
    func throttleAppleExample(latest: Bool) {
        let scheduler = TestScheduler()
        let recorder = Timer.TimerPublisher.withClockOverride(scheduler) {
            Timer.publish(every: 3.0, on: .main, in: .default).autoconnect()
                .map { Int($0.timeIntervalSince1970) }
                .throttle(for: 10.0, scheduler: scheduler, latest: latest).record()
        }
        scheduler.advance(by: .seconds(30))
        #expect(recorder.values == (latest ? [3, 12, 21] : [3, 6, 15]))
    }

    @Test func timerPublisherWithOverrideClock() {
        let scheduler = TestScheduler(referenceDate: Date(timeIntervalSince1970: 100))
        let recorder = Timer.TimerPublisher.withClockOverride(scheduler) {
            Timer.publish(every: 2, on: .main, in: .common).autoconnect().record()
        }
        scheduler.advance(by: .seconds(5))
        #expect(recorder.values == [Date(timeIntervalSince1970: 102), Date(timeIntervalSince1970: 104)])
        recorder.cancel()
        scheduler.advance(by: .seconds(5))
        #expect(recorder.values.count == 2)
        #expect(scheduler.pendingCount == 0)
    }
}
