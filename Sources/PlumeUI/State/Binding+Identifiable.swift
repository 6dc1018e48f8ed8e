import Foundation

/// A binding to an identifiable value is identified as the value is, as in SwiftUI: so
/// `ForEach($model.items) { $item in … }` keys its rows by the items' ids, and
/// `$model.items.first { $0.id == wanted }` finds the binding to one item.
///
/// The id is read from the binding's current value each time it is asked.
extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the value the binding points to now.
    public var id: Value.ID { wrappedValue.id }
}
