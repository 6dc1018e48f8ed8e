import Foundation
import PlumeStreams

extension ManagedObjectContext {
    /// The context's did-save notifications as a Combine publisher (delivered on the thread that
    /// saved). Equivalent to `NotificationCenter.default.publisher(for: .NSManagedObjectContextDidSave,
    /// object: context)`.
    ///
    /// ```swift
    /// context.didSavePublisher.sink { note in print(note.userInfo?[NSInsertedObjectsKey] ?? "") }
    /// ```
    public var didSavePublisher: AnyPublisher<Notification, Never> {
        NotificationCenter.default.publisher(for: .NSManagedObjectContextDidSave, object: self).eraseToAnyPublisher()
    }
}
