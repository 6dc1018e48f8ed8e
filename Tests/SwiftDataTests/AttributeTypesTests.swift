import Foundation
import SwiftData
import Testing

struct Address: Codable, Equatable, CodableAttributeValue {
    var city: String
}

@Model final class Contact {
    var id: UUID = UUID()
    var name: String
    var tags: [String] = []
    var address: Address?
    var photo: Data?
    var homepage: URL?
    var balance: Decimal = 0
    var score: Double = 0
    var isFavourite = false

    init(name: String) { self.name = name }
}

@Suite("@Model attribute types") struct AttributeTypesTests {
    @Test func everyAttributeTypeRoundTripsThroughTheStore() throws {
        let container = try ModelContainer(
            for: Contact.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let contact = Contact(name: "Ada")
        contact.tags = ["maths", "engines"]
        contact.address = Address(city: "London")
        contact.photo = Data([1, 2, 3])
        contact.homepage = URL(string: "https://example.org/ada")
        contact.balance = Decimal(string: "12.50")!
        contact.score = 0.5
        contact.isFavourite = true
        context.insert(contact)
        try context.save()
        let fetched = try #require(try ModelContext(container).fetch(FetchDescriptor<Contact>()).first)
        #expect(fetched.id == contact.id)
        #expect(fetched.tags == ["maths", "engines"])
        #expect(fetched.address == Address(city: "London"))
        #expect(fetched.photo == Data([1, 2, 3]))
        #expect(fetched.homepage?.absoluteString == "https://example.org/ada")
        #expect(fetched.balance == Decimal(string: "12.50")!)
        #expect(fetched.score == 0.5 && fetched.isFavourite)
    }
}
