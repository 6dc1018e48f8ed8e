#if os(Linux)
    import Foundation
    import SwiftData

    extension SwiftDataEmployees {
        /// The containers of the scene: in memory with the sample companies for pictures and tests,
        /// and a SQLite file of the gallery's own in a window, so that what the user types survives a
        /// restart.
        enum Store {
            static let models: [any PersistentModel.Type] = [Company.self, Employee.self]

            /// The window's file: `$XDG_DATA_HOME/<name>/<name>.sqlite` (or `~/.local/share/…`).
            static let windowConfiguration = ModelConfiguration("plume-gallery-company-employees-swiftdata")

            /// An in-memory container holding the sample companies.
            static func previewContainer() -> ModelContainer {
                do {
                    let container = try ModelContainer(
                        for: Schema(models), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
                    try addSample(to: container)
                    return container
                } catch {
                    // An in-memory store of two fixed models has nothing that can fail but a bug.
                    fatalError("company-employees-swiftdata: the in-memory store failed: \(error)")
                }
            }

            /// The container on the file at `url` (the gallery's own by default); a new, empty file
            /// gets the sample companies once. A file that cannot be opened (unwritable, not a store)
            /// is left as it is: the error goes to standard error and the sample shows in memory.
            static func windowContainer(url: URL = windowConfiguration.url) -> ModelContainer {
                do {
                    let container = try ModelContainer(
                        for: Schema(models), configurations: [ModelConfiguration(url: url)])
                    if try ModelContext(container).fetchCount(FetchDescriptor<Company>()) == 0 {
                        try addSample(to: container)
                    }
                    return container
                } catch {
                    FileHandle.standardError.write(
                        Data(
                            "company-employees-swiftdata: cannot use \(url.path) (\(error)); showing the sample in memory\n"
                                .utf8))
                    return previewContainer()
                }
            }

            private static func addSample(to container: ModelContainer) throws {
                let context = ModelContext(container)
                for (title, owner, people) in [
                    ("Acme", "Wile E.", ["Road Runner", "Coyote"]), ("Cyberdyne", "Miles", ["Sarah"]),
                    ("Blue Sun", nil, []),
                ] {
                    let company = Company(title: title, owner: owner)
                    context.insert(company)
                    for name in people {
                        let employee = Employee(name: name)
                        context.insert(employee)
                        employee.company = company
                    }
                }
                try context.save()
            }
        }
    }
#endif
