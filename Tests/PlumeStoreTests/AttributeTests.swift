import Foundation
import PlumeStore
import Testing

struct Address: Codable, Equatable, CodableAttributeValue {
    var city: String
    var zip: Int
}

final class Sample: ManagedObject {
    @Attribute var text: String = ""
    @Attribute var int: Int = 0
    @Attribute var int8: Int8 = 0
    @Attribute var int16: Int16 = 0
    @Attribute var int32: Int32 = 0
    @Attribute var int64: Int64 = 0
    @Attribute var uint8: UInt8 = 0
    @Attribute var uint64: UInt64 = 0
    @Attribute var double: Double = 0
    @Attribute var float: Float = 0
    @Attribute var flag: Bool = false
    @Attribute var date: Date = Date(timeIntervalSince1970: 0)
    @Attribute var uuid: UUID = UUID()
    @Attribute var data: Data = Data()
    @Attribute var url: URL = URL(string: "https://example.com")!
    @Attribute var decimal: Decimal = 0
    @Attribute var address: Address?
    @Attribute var tags: [String] = []
    @Attribute var note: String?
    @Attribute var count: Int?
    @Attribute var rating: Double = 2.5
}

final class Account: ManagedObject {
    @Attribute(unique: true) var email: String
    @Attribute(indexed: true) var name: String = "anonymous"
}

@Suite struct AttributeTests {
    @Test func everyAttributeTypeRoundTripsThroughAFile() throws {
        let url = temporaryStoreURL()
        defer { removeStore(at: url) }
        let id = UUID()
        let moment = Date(timeIntervalSince1970: 1_700_000_000.25)
        do {
            let container = PersistentContainer(name: "Types", entities: [Sample.self], storeURL: url)
            try container.loadPersistentStores()
            let context = container.viewContext
            let sample = Sample(context: context)
            sample.text = "héllo 'quoted' \"x\" 🌱"
            sample.int = Int.min
            sample.int8 = -8
            sample.int16 = 16_000
            sample.int32 = -32
            sample.int64 = Int64.max
            sample.uint8 = 255
            sample.uint64 = UInt64.max
            sample.double = 3.141592653589793
            sample.float = 1.5
            sample.flag = true
            sample.date = moment
            sample.uuid = id
            sample.data = Data([0, 1, 2, 255])
            sample.url = URL(string: "file:///tmp/a%20b")!
            sample.decimal = Decimal(string: "12345678901234567890.123456789")!
            sample.address = Address(city: "Oslo", zip: 150)
            sample.tags = ["a", "b"]
            sample.count = 7
            try context.save()
        }
        let container = PersistentContainer(name: "Types", entities: [Sample.self], storeURL: url)
        try container.loadPersistentStores()
        let sample = try #require(try container.viewContext.fetch(FetchRequest<Sample>()).first)
        #expect(sample.text == "héllo 'quoted' \"x\" 🌱")
        #expect(sample.int == Int.min)
        #expect(sample.int8 == -8)
        #expect(sample.int16 == 16_000)
        #expect(sample.int32 == -32)
        #expect(sample.int64 == Int64.max)
        #expect(sample.uint8 == 255)
        #expect(sample.uint64 == UInt64.max)
        #expect(sample.double == 3.141592653589793)
        #expect(sample.float == 1.5)
        #expect(sample.flag)
        #expect(sample.date == moment)
        #expect(sample.uuid == id)
        #expect(sample.data == Data([0, 1, 2, 255]))
        #expect(sample.url == URL(string: "file:///tmp/a%20b")!)
        #expect(sample.decimal == Decimal(string: "12345678901234567890.123456789")!)
        #expect(sample.address == Address(city: "Oslo", zip: 150))
        #expect(sample.tags == ["a", "b"])
        #expect(sample.note == nil)
        #expect(sample.count == 7)
        #expect(sample.rating == 2.5)
    }

    @Test func defaultsApplyToNewObjectsAndOptionalsStartNil() throws {
        let container = try makeMemoryContainer([Sample.self])
        let sample = Sample(context: container.viewContext)
        #expect(sample.rating == 2.5)
        #expect(sample.note == nil)
        #expect(sample.address == nil)
        sample.note = "x"
        sample.note = nil
        try container.viewContext.save()
        #expect(sample.note == nil)
    }

    @Test func missingNonOptionalValueFailsTheSaveAndKeepsChanges() throws {
        let container = try makeMemoryContainer()
        let context = container.viewContext
        let company = Company(context: context)
        company.title = "No id"
        #expect(throws: StoreError.missingValue(entity: "Company", attribute: "id")) { try context.save() }
        #expect(context.hasChanges)
        company.id = UUID()
        try context.save()
        #expect(!context.hasChanges)
    }

    @Test func uniqueConstraintViolationIsTypedAndSavesNothing() throws {
        let container = try makeMemoryContainer([Account.self])
        let context = container.viewContext
        let first = Account(context: context)
        first.email = "a@example.com"
        try context.save()
        let second = Account(context: context)
        second.email = "a@example.com"
        let third = Account(context: context)
        third.email = "b@example.com"
        do {
            try context.save()
            Issue.record("expected a constraint violation")
        } catch let error as StoreError {
            guard case .constraintViolation = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(error.description.contains("UNIQUE"))
        }
        #expect(context.hasChanges)
        let other = container.newBackgroundContext()
        #expect(try other.performAndWait { try other.count(for: FetchRequest<Account>()) } == 1)
        second.email = "c@example.com"
        try context.save()
        #expect(try context.count(for: FetchRequest<Account>()) == 3)
    }
}
