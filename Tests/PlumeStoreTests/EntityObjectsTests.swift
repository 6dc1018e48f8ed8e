import Foundation
import Testing

@testable import PlumeStore

/// The registry's table of one entity's objects: dense while the keys are, hashed once they are too
/// sparse, the same objects found either way.
@Suite struct EntityObjectsTests {
    private let entity = EntityRegistry.shared.entity(for: Employee.self)

    private func fault(_ key: Int64) -> ManagedObject {
        let object = SlotCounter.make(Employee.self, ObjectCreation(entity: entity, mode: .fault))
        object.primaryKey = key
        return object
    }

    /// Registers `keys` one by one, checks every one is found, and returns the objects by key.
    @discardableResult
    private func register(_ keys: [Int64], in table: EntityObjects) -> [Int64: ManagedObject] {
        var objects: [Int64: ManagedObject] = [:]
        for key in keys {
            let made = fault(key)
            #expect(table.register(made, key: key) === made)
            objects[key] = made
        }
        for (key, object) in objects { #expect(table.existing(key) === object) }
        return objects
    }

    @Test func keysInOrderOutOfOrderAndBelowTheFirstAreFound() {
        let table = EntityObjects(entity)
        let keys = Array(Int64(500)...600) + Array((Int64(1)..<500).reversed()) + [601, 9_000]
        let objects = register(keys, in: table)
        #expect(table.count == keys.count)
        #expect(table.existing(0) == nil && table.existing(9_001) == nil && table.existing(-1) == nil)
        var seen = 0
        table.forEach { object in
            #expect(objects[object.primaryKey] === object)
            seen += 1
        }
        #expect(seen == keys.count)
    }

    @Test func aSecondObjectForARowGivesTheFirstBack() {
        let table = EntityObjects(entity)
        let first = fault(7)
        #expect(table.register(first, key: 7) === first)
        #expect(table.register(fault(7), key: 7) === first)
        #expect(table.object(7) { fault(7) }.isNew == false)
        #expect(table.object(8) { fault(8) }.isNew)
        #expect(table.count == 2)
    }

    @Test func sparseKeysTurnTheTableHashedWithEveryObjectKept() {
        let table = EntityObjects(entity)
        let dense = Array(Int64(1)...100)
        let sparse: [Int64] = [1 << 40, -(1 << 50), .max, .min, .max - 1, .min + 1, 12_345_678_901]
        let objects = register(dense + sparse, in: table)
        #expect(table.count == dense.count + sparse.count)
        for (key, object) in objects { #expect(table.existing(key) === object) }
        #expect(table.existing(0) == nil && table.existing(.max - 2) == nil)
        // Removal keeps the others reachable past the removed slots.
        for key in dense where key % 3 == 0 { table.remove(key) }
        table.remove(.max)
        table.remove(424_242)
        for (key, object) in objects {
            let removed = (key > 0 && key <= 100 && key % 3 == 0) || key == .max
            #expect((table.existing(key) === object) == !removed)
        }
        #expect(table.count == dense.count + sparse.count - 33 - 1)
    }

    @Test func reservingARangeThenRegisteringFitsOrGoesHashed() {
        let dense = EntityObjects(entity)
        dense.reserve(more: 1_000, lowest: 10_001, highest: 11_000)
        register(Array(Int64(10_001)...11_000).shuffled(), in: dense)
        #expect(dense.count == 1_000)

        let sparse = EntityObjects(entity)
        register([1, 2, 3], in: sparse)
        sparse.reserve(more: 10, lowest: 1, highest: 1 << 60)
        let objects = register([5, 1 << 59, 1 << 60], in: sparse)
        #expect(sparse.count == 6)
        for (key, object) in objects { #expect(sparse.existing(key) === object) }
        #expect(sparse.existing(1) != nil && sparse.existing(4) == nil)
    }

    @Test func replacingAnObjectKeepsTheCount() {
        let table = EntityObjects(entity)
        register([1, 2], in: table)
        let replacement = fault(2)
        table.set(replacement, key: 2)
        #expect(table.existing(2) === replacement)
        #expect(table.count == 2)
        table.remove(2)
        table.remove(2)
        #expect(table.count == 1 && table.existing(2) == nil)
    }

    @Test func aFetchListLongerThanOneSegmentKeepsEveryObjectInOrder() {
        var builder = ObjectListBuilder()
        let count = ObjectListBuilder.segmentCapacity * 2 + 5
        let objects = (0..<count).map { fault(Int64($0)) }
        for object in objects { builder.append(object) }
        #expect(builder.count == count)
        let list = builder.finish()
        #expect(builder.count == 0)
        #expect(list.count == count)
        #expect(zip(list, objects).allSatisfy { $0 === $1 })
    }

    @Test func aFetchListDroppedBeforeFinishingReleasesWhatItHeld() {
        weak var first: ManagedObject?
        weak var last: ManagedObject?
        do {
            var builder = ObjectListBuilder()
            let count = ObjectListBuilder.segmentCapacity + 3
            for key in 0..<count {
                let object = fault(Int64(key))
                if key == 0 { first = object }
                if key == count - 1 { last = object }
                builder.append(object)
            }
            #expect(builder.count == count)
            #expect(first != nil && last != nil)
            _ = consume builder
        }
        #expect(first == nil && last == nil)
    }
}
