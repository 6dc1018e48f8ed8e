/// A class whose changes can be observed through `objectWillChange`, as in Combine.
///
/// Classes get an `objectWillChange` of type `ObservableObjectPublisher` for free; every `@Published`
/// property sends it before changing. A class may instead declare its own
/// `let objectWillChange = ObservableObjectPublisher()`, which `@Published` properties then use.
///
/// ```swift
/// final class Model: ObservableObject { @Published var count = 0 }
/// let model = Model()
/// let c = model.objectWillChange.sink { print("will change") }
/// model.count += 1  // prints "will change"
/// ```
public protocol ObservableObject: AnyObject {
    /// The publisher that fires before the object changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// Fires before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The synthesised publisher: one per instance, created on first use and kept for the object's life.
    public var objectWillChange: ObservableObjectPublisher { ObjectWillChangeRegistry.publisher(for: self) }
}

/// Where synthesised `objectWillChange` publishers live: a table keyed by object identity whose
/// entries hold the object weakly, so a reused address never finds a dead object's publisher.
///
/// Consulted once per `@Published` property and instance (the property caches the result), never
/// on every change. Dead entries are purged as the table grows.
enum ObjectWillChangeRegistry {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private static let lock = Lock()
    nonisolated(unsafe) private static var table: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) private static var purgeThreshold = 64

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        lock.lock()
        defer { lock.unlock() }
        if let entry = table[key], entry.object === object { return entry.publisher }
        let publisher = ObservableObjectPublisher()
        table[key] = Entry(object: object, publisher: publisher)
        if table.count >= purgeThreshold {
            table = table.filter { $0.value.object != nil }
            purgeThreshold = Swift.max(64, table.count * 2)
        }
        return publisher
    }
}

/// Finds the `ObservableObjectPublisher` of `object` if it is an `ObservableObject` using one.
func observableObjectPublisher(of object: AnyObject) -> ObservableObjectPublisher? {
    guard let observable = object as? any ObservableObject else { return nil }
    func find<O: ObservableObject>(_ object: O) -> ObservableObjectPublisher? {
        object.objectWillChange as? ObservableObjectPublisher
    }
    return find(observable)
}
