import Foundation
import PlumeStreams
import Testing

/// Everything a publisher sends to a sink with unlimited demand, as a Combine user collects it.
private func collected<P: Publisher>(_ publisher: P) -> (
    values: [P.Output], completion: Subscribers.Completion<P.Failure>?
) {
    var values: [P.Output] = []
    var completion: Subscribers.Completion<P.Failure>?
    let cancellable = publisher.sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
    cancellable.cancel()
    return (values, completion)
}

@Suite struct JustSpecialisationTests {
    @Test func operatorsOnJustReturnJust() {
        let mapped: Just<Int> = Just(1).map { $0 + 1 }
        #expect(mapped.output == 2)
        let collectedJust: Just<[Int]> = Just(3).collect()
        #expect(collectedJust.output == [3])
        let counted: Just<Int> = Just("a").count()
        #expect(counted.output == 1)
        let contains: Just<Bool> = Just(4).contains(4)
        #expect(contains.output)
        let all: Just<Bool> = Just(4).allSatisfy { $0 > 5 }
        #expect(!all.output)
        let first: Just<Int> = Just(7).removeDuplicates().replaceError(with: 0).retry(3).first().last().min().max()
        #expect(first == Just(7))
    }

    @Test func operatorsOnJustThatMayDropReturnOptionalPublisher() {
        let filtered: Optional<Int>.Publisher = Just(5).filter { $0 > 9 }
        #expect(filtered.output == nil)
        #expect(Just(5).dropFirst(0).output == 5)
        #expect(Just(5).dropFirst().output == nil)
        #expect(Just(5).prefix(1).output == 5 && Just(5).prefix(0).output == nil)
        #expect(Just(5).output(at: 0).output == 5 && Just(5).output(in: 1...).output == nil)
        #expect(Just("7").compactMap { Int($0) }.output == 7)
        #expect(Just(1).first { $0 == 1 }.output == 1)
        let empty: Empty<Int, Never> = Just(1).ignoreOutput()
        #expect(collected(empty).values.isEmpty)
    }

    @Test func operatorsOnJustThatMayFailReturnResultPublisher() throws {
        let tried: Result<Int, Error>.Publisher = Just(2).tryMap { value -> Int in
            if value == 2 { throw TestError() }
            return value
        }
        #expect(collected(tried).values.isEmpty)
        let reduced: Result<Int, Never>.Publisher = Just(2).reduce(10, +)
        #expect(collected(reduced).values == [12])
        let typed: Result<Int, TestError>.Publisher = Just(3).setFailureType(to: TestError.self)
        #expect(try typed.result.get() == 3)
        let sequence: Publishers.Sequence<[Int], Never> = Just(2).prepend(0, 1).append([3])
        #expect(collected(sequence).values == [0, 1, 2, 3])
    }
}

@Suite struct SequenceSpecialisationTests {
    @Test func operatorsOnSequencesReturnSequences() {
        let mapped: Publishers.Sequence<[Int], Never> = [1, 2, 3].publisher.map { $0 * 2 }
        #expect(mapped.sequence == [2, 4, 6])
        let filtered: Publishers.Sequence<[Int], Never> = (1...6).publisher.filter { $0.isMultiple(of: 3) }
        #expect(filtered.sequence == [3, 6])
        #expect([1, 1, 2, 1].publisher.removeDuplicates().sequence == [1, 2, 1])
        #expect([1, 2, 3].publisher.scan(0, +).sequence == [1, 3, 6])
        #expect(Array([1, 2, 3].publisher.dropFirst().sequence) == [2, 3])
        #expect(Array([1, 2, 3].publisher.prefix(2).sequence) == [1, 2])
        #expect([1, 2, 3].publisher.output(in: 1..<3).sequence == [2, 3])
        let appended: Publishers.Sequence<[Int], Never> = [2].publisher.prepend(1).append(3, 4).append([5].publisher)
        #expect(collected(appended).values == [1, 2, 3, 4, 5])
        let replaced: Publishers.Sequence<[Int?], Never> = [1, nil].publisher.replaceNil(with: 0)
        #expect(replaced.sequence == [1, 0])
    }

    @Test func sequencePublishersAreEquatable() {
        #expect([1, 2].publisher == [1, 2].publisher)
        #expect([1, 2].publisher != [2, 1].publisher)
    }

    @Test func reducingOperatorsOnSequencesReturnSingleValuePublishers() throws {
        let count: Just<Int> = [1, 2, 3].publisher.count()
        #expect(count.output == 3)
        let min: Optional<Int>.Publisher = [3, 1, 2].publisher.min()
        #expect(min.output == 1 && [3, 1, 2].publisher.max().output == 3)
        #expect([Int]().publisher.first().output == nil && [4, 5].publisher.last().output == 5)
        #expect([4, 5].publisher.output(at: 1).output == 5 && [4, 5].publisher.output(at: 9).output == nil)
        let contains: Result<Bool, Never>.Publisher = [1, 2].publisher.contains(2)
        #expect(try contains.result.get())
        let reduced: Result<Int, Never>.Publisher = [1, 2, 3].publisher.reduce(0, +)
        #expect(collected(reduced).values == [6])
        let tried = [1, 2].publisher.tryAllSatisfy { _ in throw TestError() }
        #expect(collected(tried).values.isEmpty)
        let failingCount: Result<Int, TestError>.Publisher = [1, 2].publisher.setFailureType(to: TestError.self).count()
        #expect(try failingCount.result.get() == 2)
    }
}

@Suite struct ResultAndOptionalSpecialisationTests {
    @Test func operatorsOnResultPublisherKeepTheFailure() throws {
        let success = Result<Int, TestError>.Publisher(4)
        let mapped: Result<String, TestError>.Publisher = success.map { "\($0)" }
        #expect(try mapped.result.get() == "4")
        let failed = Result<Int, TestError>.Publisher(TestError(code: 2))
        #expect(collected(failed.map { $0 + 1 }).completion == .failure(TestError(code: 2)))
        let replaced: Result<Int, Never>.Publisher = failed.replaceError(with: 9)
        #expect(collected(replaced).values == [9])
        let erased: Result<Int, Error>.Publisher = success.tryMap { _ in throw TestError(code: 5) }
        #expect(throws: TestError(code: 5)) { try erased.result.get() }
        #expect(try success.count().result.get() == 1)
        #expect(try success.contains(4).result.get())
        #expect(throws: TestError(code: 8)) { try failed.mapError { _ in TestError(code: 8) }.result.get() }
    }

    @Test func operatorsOnOptionalPublisherStayOptional() {
        let some = Optional(3).publisher
        let mapped: Optional<Int>.Publisher = some.map { $0 * 2 }
        #expect(mapped.output == 6)
        #expect(some.filter { $0 > 5 }.output == nil)
        let none = Optional<Int>.none.publisher
        #expect(none.count().output == nil && some.count().output == 1)
        let replaced: Just<Int> = none.replaceEmpty(with: 1)
        #expect(replaced.output == 1)
        #expect(collected(none.map { $0 + 1 }).completion == .finished)
    }
}

@Suite struct FusedChainTests {
    @Test func mapFilterAndCompactMapChainsFuse() {
        let subject = PassthroughSubject<Int, Never>()
        let maps: Publishers.Map<PassthroughSubject<Int, Never>, String> = subject.map { $0 + 1 }.map { "\($0)" }
        let tryMaps: Publishers.TryMap<PassthroughSubject<Int, Never>, Int> = subject.map { $0 }.tryMap { $0 }.map {
            $0
        }
        let filters: Publishers.Filter<PassthroughSubject<Int, Never>> = subject.filter { $0 > 1 }.filter { $0 < 4 }
        let tryFilters: Publishers.TryFilter<PassthroughSubject<Int, Never>> = subject.filter { $0 > 1 }.tryFilter {
            $0 < 4
        }
        let compacts: Publishers.CompactMap<PassthroughSubject<Int, Never>, Int> = subject.compactMap { $0 }.map { $0 }
        var log: [String] = []
        var cancellables = Set<AnyCancellable>()
        maps.sink { log.append("map \($0)") }.store(in: &cancellables)
        filters.sink { log.append("filter \($0)") }.store(in: &cancellables)
        tryFilters.sink(receiveCompletion: { _ in }, receiveValue: { log.append("tryFilter \($0)") })
            .store(in: &cancellables)
        tryMaps.sink(receiveCompletion: { _ in }, receiveValue: { log.append("tryMap \($0)") }).store(in: &cancellables)
        compacts.sink { log.append("compact \($0)") }.store(in: &cancellables)
        subject.send(1)
        subject.send(3)
        #expect(log.filter { $0.hasPrefix("map") } == ["map 2", "map 4"])
        #expect(log.filter { $0.hasPrefix("filter") } == ["filter 3"])
        #expect(log.filter { $0.hasPrefix("tryFilter") } == ["tryFilter 3"])
        #expect(log.filter { $0.hasPrefix("tryMap") } == ["tryMap 1", "tryMap 3"])
        #expect(log.filter { $0.hasPrefix("compact") } == ["compact 1", "compact 3"])
    }
}

@Suite struct MergeChainTests {
    @Test func mergeAfterMergeWidensInsteadOfNesting() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let c = PassthroughSubject<Int, Never>()
        typealias Subject = PassthroughSubject<Int, Never>
        let three: Publishers.Merge3<Subject, Subject, Subject> = a.merge(with: b).merge(with: c)
        let eight: Publishers.Merge8<Subject, Subject, Subject, Subject, Subject, Subject, Subject, Subject> =
            three.merge(with: a, b).merge(with: c, a, b)
        var values: [Int] = []
        let cancellable = eight.sink { values.append($0) }
        a.send(1)
        c.send(3)
        #expect(values == [1, 1, 1, 3, 3])
        cancellable.cancel()
    }
}
