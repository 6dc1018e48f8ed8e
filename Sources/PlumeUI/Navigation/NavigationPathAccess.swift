import Foundation
import PlumeAnimation
import PlumeGraphics

/// How a `NavigationStack` reads and changes its path, whatever the path's type: a
/// `Binding<NavigationPath>` (its own state or the caller's) or a binding to a typed collection such
/// as `[Int]`. Changes go through the binding as the smallest mutation (`append`, `removeLast`), so
/// a model that owns the path sees exactly what a person did.
struct NavigationPathAccess {
    /// The path's values, bottom first.
    let items: () -> [NavigationPathItem]
    /// Bad input the path met (a `NavigationPath`'s clamped `removeLast`).
    let problems: () -> [String]
    /// Appends a value; returns why it could not (a value of another type than a typed path's).
    let append: (NavigationPathItem) -> String?
    /// Removes the last `k` values (`k` at most the count).
    let removeLast: (Int) -> Void

    init(_ path: Binding<NavigationPath>) {
        items = { path.wrappedValue.items }
        problems = { path.wrappedValue.problems }
        append = { item in
            path.wrappedValue.items.append(item)
            return nil
        }
        removeLast = { k in path.wrappedValue.removeLast(k) }
    }

    init<Data>(_ path: Binding<Data>)
    where
        Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
        Data.Element: Hashable
    {
        items = { path.wrappedValue.map { NavigationPathItem(typed: $0) } }
        problems = { [] }
        append = { item in
            guard let value = item.value(as: Data.Element.self) else {
                return "NavigationLink: a value of type \(item.type) cannot go on a path of \(Data.Element.self)"
                    + " (the stack's path is a \(Data.self)); nothing was pushed"
            }
            path.wrappedValue.append(value)
            return nil
        }
        removeLast = { k in
            let count = path.wrappedValue.count
            path.wrappedValue.removeLast(min(max(k, 0), count))
        }
    }
}
