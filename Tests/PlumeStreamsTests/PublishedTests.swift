import Foundation
import PlumeStreams
import Testing

private final class Model: ObservableObject {
    @Published var count = 0
    @Published var name = "a"
    var seenOnWillChange: [Int] = []
}

private final class ExplicitModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @Published var value = 1
}

private final class Plain {
    @Published var value = 0
}

@Suite struct PublishedTests {
    @Test func projectedPublisherSendsCurrentThenNewBeforeStore() {
        let model = Model()
        var seen: [(Int, Int)] = []
        let cancellable = model.$count.sink { seen.append(($0, model.count)) }
        model.count = 5
        #expect(seen.map(\.0) == [0, 5])
        #expect(seen.map(\.1) == [0, 0])
        #expect(model.count == 5)
        _ = cancellable
    }

    @Test func synthesisedObjectWillChangeFiresBeforeEachChange() {
        let model = Model()
        var fired: [Int] = []
        let cancellable = model.objectWillChange.sink { fired.append(model.count) }
        model.count = 1
        model.name = "b"
        model.count += 1
        #expect(fired == [0, 1, 1])
        #expect(model.objectWillChange === model.objectWillChange)
        _ = cancellable
    }

    @Test func separateInstancesHaveSeparatePublishers() {
        let a = Model()
        let b = Model()
        var firedA = 0
        let cancellable = a.objectWillChange.sink { firedA += 1 }
        b.count = 3
        #expect(firedA == 0)
        #expect(a.objectWillChange !== b.objectWillChange)
        _ = cancellable
    }

    @Test func declaredObjectWillChangeIsUsed() {
        let model = ExplicitModel()
        var fired = 0
        let cancellable = model.objectWillChange.sink { fired += 1 }
        model.value = 2
        #expect(fired == 1)
        _ = cancellable
    }

    @Test func publishedOutsideObservableObject() {
        let plain = Plain()
        let recorder = plain.$value.record()
        plain.value = 3
        #expect(recorder.values == [0, 3])
    }

    @Test func assignToPublished() {
        final class Target: ObservableObject {
            @Published var latest = 0
            init(source: PassthroughSubject<Int, Never>) {
                source.assign(to: &$latest)
            }
        }
        let source = PassthroughSubject<Int, Never>()
        weak var weakTarget: Target?
        do {
            let target = Target(source: source)
            weakTarget = target
            var willChange = 0
            let cancellable = target.objectWillChange.sink { willChange += 1 }
            source.send(4)
            #expect(target.latest == 4)
            #expect(willChange == 1)
            _ = cancellable
        }
        #expect(weakTarget == nil)
        source.send(5)
    }

    @Test func modelIsReleased() {
        weak var weakModel: Model?
        do {
            let model = Model()
            weakModel = model
            let cancellable = model.objectWillChange.sink {}
            model.count = 1
            _ = cancellable
        }
        #expect(weakModel == nil)
    }
}
