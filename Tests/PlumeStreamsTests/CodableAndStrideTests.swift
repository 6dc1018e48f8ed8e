import Dispatch
import Foundation
import PlumeStreams
import Testing

private struct CodedError: Error, Codable, Equatable {
    var reason: String
}

private func roundTrip<T: Codable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
}

private func json<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

@Suite struct CodableConformanceTests {
    @Test func completionCodesAsCombineDoes() throws {
        let finished = Subscribers.Completion<CodedError>.finished
        let failure = Subscribers.Completion<CodedError>.failure(CodedError(reason: "offline"))
        #expect(try json(finished) == #"{"success":true}"#)
        #expect(try json(failure) == #"{"error":{"reason":"offline"},"success":false}"#)
        #expect(try roundTrip(finished) == finished)
        #expect(try roundTrip(failure) == failure)
        let broken = Data(#"{"success":false}"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Subscribers.Completion<CodedError>.self, from: broken)
        }
    }

    @Test func demandCodesAsOneNumber() throws {
        #expect(try json([Subscribers.Demand.max(3)]) == "[3]")
        #expect(try json([Subscribers.Demand.unlimited]) == "[9223372036854775808]")
        for demand in [Subscribers.Demand.none, .max(1), .max(Int.max - 1), .unlimited] {
            #expect(try roundTrip([demand]) == [demand])
        }
    }

    @Test func recordRoundTripsAndReplays() throws {
        let record = Record<Int, CodedError>(output: [1, 2], completion: .failure(CodedError(reason: "end")))
        let decoded = try roundTrip(record)
        #expect(decoded.recording.output == [1, 2])
        #expect(decoded.recording.completion == .failure(CodedError(reason: "end")))
        var values: [Int] = []
        var completion: Subscribers.Completion<CodedError>?
        let cancellable = decoded.sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        #expect(values == [1, 2] && completion == .failure(CodedError(reason: "end")))
        cancellable.cancel()
        let recording = try roundTrip(Record<String, CodedError>.Recording(output: ["a"]))
        #expect(recording.output == ["a"] && recording.completion == .finished)
    }

    @Test func schedulerStridesAreCodable() throws {
        #expect(try roundTrip(DispatchQueue.SchedulerTimeType.Stride.milliseconds(5)) == .milliseconds(5))
        #expect(try roundTrip(RunLoop.SchedulerTimeType.Stride.seconds(1.5)) == .seconds(1.5))
        #expect(try roundTrip(OperationQueue.SchedulerTimeType.Stride.seconds(2)) == .seconds(2))
        #expect(
            try roundTrip(ImmediateScheduler.SchedulerTimeType.Stride(3))
                == ImmediateScheduler.SchedulerTimeType.Stride(3))
    }
}

@Suite struct SchedulerStrideTests {
    typealias DispatchStride = DispatchQueue.SchedulerTimeType.Stride

    @Test func dispatchStrideConvertsDispatchTimeIntervals() {
        #expect(DispatchStride(.seconds(2)) == .seconds(2))
        #expect(DispatchStride(.milliseconds(3)).magnitude == 3_000_000)
        #expect(DispatchStride(.microseconds(4)).magnitude == 4_000)
        #expect(DispatchStride(.nanoseconds(5)).magnitude == 5)
        #expect(DispatchStride(.never).magnitude == Int.max)
        #expect(DispatchStride.milliseconds(7).timeInterval == .nanoseconds(7_000_000))
        #expect(DispatchStride(.milliseconds(7)).timeInterval == .milliseconds(7))
    }

    @Test func dispatchStrideSaturatesInsteadOfWrapping() {
        let huge = DispatchStride(.nanoseconds(Int.max - 1))
        #expect((huge + .seconds(1)).magnitude == Int.max)
        #expect((DispatchStride(.nanoseconds(Int.min + 1)) - .seconds(1)).magnitude == Int.min)
        #expect((huge * 2).magnitude == Int.max)
        #expect(DispatchStride.seconds(Int.max).magnitude == Int.max)
        #expect(DispatchStride(.seconds(Int.min)).magnitude == Int.min)
        #expect(DispatchStride(exactly: Int.max) == nil)
        let later = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 10))
        let earlier = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 4))
        #expect(later.distance(to: earlier) == DispatchStride(.nanoseconds(-6)))
        #expect(earlier.distance(to: later) == DispatchStride(.nanoseconds(6)))
    }

    @Test func runLoopAndOperationQueueHaveDistinctTimeTypes() {
        #expect(RunLoop.SchedulerTimeType.self != OperationQueue.SchedulerTimeType.self)
        #expect(RunLoop.SchedulerTimeType.Stride.self != OperationQueue.SchedulerTimeType.Stride.self)
        let start = OperationQueue.SchedulerTimeType(Date(timeIntervalSince1970: 10))
        #expect(start.advanced(by: .milliseconds(500)).date == Date(timeIntervalSince1970: 10.5))
        #expect(start.distance(to: start.advanced(by: 2)).timeInterval == 2)
    }
}
