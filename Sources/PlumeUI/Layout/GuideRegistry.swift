import Foundation

/// Every alignment guide made so far, by id: lets the graph, which passes guides around by id,
/// hand a `Layout` the `HorizontalAlignment` or `VerticalAlignment` its `explicitAlignment`
/// methods take, and tell vertical guides from horizontal ones.
enum GuideRegistry {
    nonisolated(unsafe) private static var horizontals: [ObjectIdentifier: HorizontalAlignment] = [:]
    nonisolated(unsafe) private static var verticals: [ObjectIdentifier: VerticalAlignment] = [:]
    private static let lock = NSLock()

    static func insert(_ guide: HorizontalAlignment) {
        lock.lock()
        defer { lock.unlock() }
        if horizontals[guide.id] == nil { horizontals[guide.id] = guide }
    }

    static func insert(_ guide: VerticalAlignment) {
        lock.lock()
        defer { lock.unlock() }
        if verticals[guide.id] == nil { verticals[guide.id] = guide }
    }

    /// The horizontal guide with this id, if one was made (the built-in ones always are).
    static func horizontal(_ id: ObjectIdentifier) -> HorizontalAlignment? {
        lock.lock()
        let made = horizontals[id]
        lock.unlock()
        return made ?? [HorizontalAlignment.leading, .center, .trailing].first { $0.id == id }
    }

    /// The vertical guide with this id, if one was made (the built-in ones always are).
    static func vertical(_ id: ObjectIdentifier) -> VerticalAlignment? {
        lock.lock()
        let made = verticals[id]
        lock.unlock()
        return made
            ?? [VerticalAlignment.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline].first { $0.id == id }
    }
}
