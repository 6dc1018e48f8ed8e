#if os(Linux)
    import Foundation
    import SwiftData

    /// The `company-employees-swiftdata` scene: the `company-employees` screens written with SwiftData
    /// (`@Model`, `@Query`, `\.modelContext`, `.modelContainer`) instead of Core Data and view models.
    /// Its models, views and stores are nested here, beside the Core Data scene's own `Company` and
    /// `Employee`.
    enum SwiftDataEmployees {
        /// A company; deleting it deletes its employees.
        @Model final class Company {
            /// Names the company in the employees screen's query (titles repeat: "Add company" cycles
            /// through a list of names).
            @Attribute(.unique) var code: String
            var title: String
            var owner: String?
            @Relationship(deleteRule: .cascade, inverse: \Employee.company) var employees: [Employee] = []

            init(title: String, owner: String? = nil) {
                self.code = UUID().uuidString
                self.title = title
                self.owner = owner
            }
        }

        /// An employee of one company.
        @Model final class Employee {
            var name: String
            var company: Company?

            init(name: String) { self.name = name }
        }
    }
#endif
