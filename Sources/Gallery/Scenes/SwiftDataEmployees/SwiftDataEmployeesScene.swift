#if os(Linux)
    import SwiftData
    import SwiftUI

    extension SwiftDataEmployees {
        /// The gallery's entry: the in-memory sample for pictures and tests, the gallery's own SQLite
        /// file (``Store/windowConfiguration``) in a window.
        static let scene = GalleryScene(
            id: "company-employees-swiftdata", title: "SwiftData: companies and employees", seed: "app",
            inWindow: { CompanyListView().modelContainer(Store.windowContainer()) },
            make: { CompanyListView().modelContainer(Store.previewContainer()) })
    }
#endif
