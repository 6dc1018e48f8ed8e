import Foundation
import PlumeAnimation

extension Binding {
    /// This binding with writes that animate with `animation`, as SwiftUI's `$value.animation()`:
    /// `Toggle("Details", isOn: $showDetails.animation(.spring()))`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }
}
