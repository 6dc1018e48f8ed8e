import Foundation
import SwiftData

// Models written as for Apple's SwiftData.

@Model final class Item {
    var title: String
    var timestamp: Date
    var notes: String?
    var rating = 0
    @Transient var isExpanded = false

    init(title: String, timestamp: Date = Date(timeIntervalSince1970: 0)) {
        self.title = title
        self.timestamp = timestamp
    }
}

@Model final class Company {
    @Attribute(.unique) var code: String
    var name: String
    @Relationship(deleteRule: .cascade) var employees: [Employee] = []

    init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}

@Model final class Employee {
    var name: String
    var salary: Int
    var company: Company?

    init(name: String, salary: Int, company: Company? = nil) {
        self.name = name
        self.salary = salary
        self.company = company
    }
}
