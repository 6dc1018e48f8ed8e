import Foundation
import PlumeAnimation
import PlumeUI

// SwiftData's sectioned `@Query` macros, with Apple's signatures: on
// `var items: SectionedResults<Item, String>` each makes a peer `_items` of type
// `Query<Item, SectionedResults<Item, String>>` from the same arguments (see QueryMacros.swift and
// Query+Sections.swift). Expanded by PlumeMacrosPlugin's `QueryMacro`.

/// Fetches the models `descriptor` describes, in sections by `sectionKeyPath`, updating in `transaction` after a
/// change (nil: the change's own).
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
    _ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil,
    sectionBy sectionKeyPath: KeyPath<Element, String>
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models `descriptor` describes, in sections by `sectionKeyPath` (`nil` is the section titled `""`),
/// updating in `transaction` after a change (nil: the change's own).
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
    _ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil,
    sectionBy sectionKeyPath: KeyPath<Element, String?>
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models `descriptor` describes, in sections by `sectionKeyPath`, updating with `animation` after a
/// change.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
    _ descriptor: FetchDescriptor<Element>, animation: Animation,
    sectionBy sectionKeyPath: KeyPath<Element, String>
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models `descriptor` describes, in sections by `sectionKeyPath` (`nil` is the section titled `""`),
/// updating with `animation` after a change.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
    _ descriptor: FetchDescriptor<Element>, animation: Animation,
    sectionBy sectionKeyPath: KeyPath<Element, String?>
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, in the order of the sort descriptors, in sections by `sectionKeyPath`,
/// updating in `transaction` after a change (nil: the change's own).
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    transaction: Transaction? = nil,
    sectionBy sectionKeyPath: KeyPath<Element, String>
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, in the order of the sort descriptors, in sections by `sectionKeyPath` (`nil`
/// is the section titled `""`), updating in `transaction` after a change (nil: the change's own).
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    transaction: Transaction? = nil,
    sectionBy sectionKeyPath: KeyPath<Element, String?>
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, in the order of the sort descriptors, in sections by `sectionKeyPath`,
/// updating with `animation` after a change.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation,
    sectionBy sectionKeyPath: KeyPath<Element, String>
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, in the order of the sort descriptors, in sections by `sectionKeyPath` (`nil`
/// is the section titled `""`), updating with `animation` after a change.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation,
    sectionBy sectionKeyPath: KeyPath<Element, String?>
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, sorted by the property at `keyPath`, in sections by `sectionKeyPath`,
/// updating in `transaction` after a change (nil: the change's own).
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
    transaction: Transaction? = nil,
    sectionBy sectionKeyPath: KeyPath<Element, String>
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, sorted by the property at `keyPath`, in sections by `sectionKeyPath` (`nil`
/// is the section titled `""`), updating in `transaction` after a change (nil: the change's own).
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
    transaction: Transaction? = nil,
    sectionBy sectionKeyPath: KeyPath<Element, String?>
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, sorted by the property at `keyPath`, in sections by `sectionKeyPath`,
/// updating with `animation` after a change.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
    animation: Animation,
    sectionBy sectionKeyPath: KeyPath<Element, String>
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, sorted by the property at `keyPath`, in sections by `sectionKeyPath` (`nil`
/// is the section titled `""`), updating with `animation` after a change.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
    animation: Animation,
    sectionBy sectionKeyPath: KeyPath<Element, String?>
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, sorted by the optional property at `keyPath`, in sections by
/// `sectionKeyPath`, updating in `transaction` after a change (nil: the change's own).
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
    transaction: Transaction? = nil,
    sectionBy sectionKeyPath: KeyPath<Element, String>
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, sorted by the optional property at `keyPath`, in sections by
/// `sectionKeyPath` (`nil` is the section titled `""`), updating in `transaction` after a change (nil: the change's
/// own).
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
    transaction: Transaction? = nil,
    sectionBy sectionKeyPath: KeyPath<Element, String?>
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, sorted by the optional property at `keyPath`, in sections by
/// `sectionKeyPath`, updating with `animation` after a change.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
    animation: Animation,
    sectionBy sectionKeyPath: KeyPath<Element, String>
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")

/// Fetches the models matching `filter`, sorted by the optional property at `keyPath`, in sections by
/// `sectionKeyPath` (`nil` is the section titled `""`), updating with `animation` after a change.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
    animation: Animation,
    sectionBy sectionKeyPath: KeyPath<Element, String?>
) = #externalMacro(module: "PlumeMacrosPlugin", type: "QueryMacro")
