import Foundation
import Observation
import PlumeAnimation
import PlumeGraphics

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`.
///
/// ```swift
/// struct Editor: View {
///     @Bindable var book: Book
///     var body: some View { Toggle("Read", isOn: $book.isRead) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Itself, so `$book.title` makes a binding.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Environment {
    /// Reads the `@Observable` object of type `objectType` that an ancestor supplied with
    /// `environment(_:)`. Reading it when none was supplied stops with a message naming the type, as
    /// SwiftUI does.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(reader: { values in
            guard let object = values.object(of: Value.self) else {
                fatalError(
                    "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) "
                        + "may be missing as an ancestor of this view.")
            }
            return object
        })
    }
}

nonisolated extension View {
    /// Supplies an `@Observable` object to `@Environment(Type.self)` properties below.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        environmentRule(EnvironmentObjectRule(object: object))
    }
}
