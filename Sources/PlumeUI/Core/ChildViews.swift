import Foundation
import PlumeAnimation
import PlumeGraphics

/// Views that contribute children to their parent's layout without a layout of their own report them
/// here, each with the key that is its identity among its siblings.
@MainActor
protocol ChildViewsProvider {
    func childViews() -> [(key: AnyHashable, view: any View)]
}

extension EmptyView: ChildViewsProvider {
    func childViews() -> [(key: AnyHashable, view: any View)] { [] }
}

extension TupleView: ChildViewsProvider {
    func childViews() -> [(key: AnyHashable, view: any View)] {
        children.enumerated().map { (AnyHashable($0.offset), $0.element) }
    }
}

extension _ConditionalContent: ChildViewsProvider {
    func childViews() -> [(key: AnyHashable, view: any View)] {
        switch storage {
        case .trueContent(let v): [(AnyHashable(true), v)]
        case .falseContent(let v): [(AnyHashable(false), v)]
        }
    }
}

extension Optional: ChildViewsProvider where Wrapped: View {
    func childViews() -> [(key: AnyHashable, view: any View)] {
        switch self {
        case .some(let v): [(AnyHashable(0), v)]
        case .none: []
        }
    }
}

extension Group: ChildViewsProvider {
    func childViews() -> [(key: AnyHashable, view: any View)] { [(AnyHashable(0), content)] }
}

extension AnyView: ChildViewsProvider {
    func childViews() -> [(key: AnyHashable, view: any View)] {
        [(AnyHashable(ObjectIdentifier(type(of: view))), view)]
    }
}

extension ForEach: ChildViewsProvider {
    func childViews() -> [(key: AnyHashable, view: any View)] {
        // Ids are checked for repeats as themselves, in a set sized once: hashing them as
        // `AnyHashable` (and growing a dictionary) cost more than making the rows.
        var seen = Set<ID>(minimumCapacity: data.count)
        var repeats: [ID: Int] = [:]
        return data.map { element in
            let id = self.id(element)
            if seen.insert(id).inserted { return (AnyHashable(id), content(element)) }
            // Duplicate ids would share identity; keep them apart and stable by occurrence.
            let occurrence = repeats[id, default: 1]
            repeats[id] = occurrence + 1
            return (AnyHashable(DuplicateID(id: AnyHashable(id), occurrence: occurrence)), content(element))
        }
    }
}

/// The identity of the n-th repeat of an id in a `ForEach` (SwiftUI leaves this undefined).
struct DuplicateID: Hashable {
    let id: AnyHashable
    let occurrence: Int
}
