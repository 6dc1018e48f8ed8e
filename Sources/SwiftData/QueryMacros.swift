import Foundation
import PlumeAnimation
import PlumeUI

// SwiftData's `@Query` macros, with Apple's signatures: each makes the view's property `items` a getter
// over a peer `_items` of type `Query<Item, [Item]>` built from the same arguments (the model type
// comes from the property's declared type, `[Item]`). They stand beside the `Query` struct under the
// same name, as in SwiftData: in an attribute, `@Query` is the macro; in an expression
// (`_items = Query(…)` in a view's `init`), `Query` is the struct. Expanded by PlumeMacrosPlugin's
// `QueryMacro`.
//
// As with Apple's, the macro's arguments are type-checked before the property's type is known: a
// predicate or key path names its model (`#Predicate<Item> { … }`, `\Item.title`) unless another
// argument does.

/// Fetches every model of the property's type: `@Query private var items: [Item]`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query() = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches every model of the property's type, updating the view with `animation` after a change.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query(animation: Animation) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches every model of the property's type, updating the view in `transaction` after a change.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query(transaction: Transaction) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models `descriptor` describes (predicate, order, limit, offset).
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation) =
    #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models `descriptor` describes (predicate, order, limit, offset).
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) =
    #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, in the order of the sort descriptors.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, in the order of the sort descriptors.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    transaction: Transaction? = nil
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, sorted by the property at `keyPath`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
    animation: Animation
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, sorted by the optional property at `keyPath`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
    animation: Animation
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, sorted by the property at `keyPath`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
    transaction: Transaction? = nil
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, sorted by the optional property at `keyPath`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
    transaction: Transaction? = nil
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")
