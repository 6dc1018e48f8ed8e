import Foundation

/// The older `NavigationLink` spellings whose page is driven by a binding (deprecated in SwiftUI
/// since iOS 16, still in much code): the page is up while `isActive` is true, or while
/// `selection` holds the link's `tag`. Tapping the link sets the binding; going back clears it;
/// setting it from code pushes or pops the page. Plume builds them on
/// `navigationDestination(isPresented:)`, so they need an enclosing `NavigationStack` (or
/// `NavigationView`) as the new spellings do.
///
/// ```swift
/// NavigationLink(destination: Settings(), isActive: $showingSettings) { Text("Settings") }
/// ForEach(notes) { note in
///     NavigationLink(destination: NoteView(note), tag: note.id, selection: $openNote) { Text(note.title) }
/// }
/// ```
extension NavigationLink {
    /// A link whose page is up while `isActive` is true.
    @available(*, deprecated, message: "use NavigationLink(value:label:) and navigationDestination, as SwiftUI says")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(target: .active(destination, isActive), label: label())
    }

    /// A link whose page is up while `selection` is `tag`.
    @available(*, deprecated, message: "use NavigationLink(value:label:) and navigationDestination, as SwiftUI says")
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        let isActive = Binding<Bool>(
            get: { selection.wrappedValue == tag },
            set: { active in
                if active {
                    selection.wrappedValue = tag
                } else if selection.wrappedValue == tag {
                    selection.wrappedValue = nil
                }
            })
        self.init(target: .active(destination, isActive), label: label())
    }

    /// A link whose page is up while `selection` is `tag`, with the destination built by a closure.
    @available(*, deprecated, message: "use NavigationLink(value:label:) and navigationDestination, as SwiftUI says")
    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
        @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }

    /// A link whose page is up while `isActive` is true, with the destination built by a closure.
    @available(*, deprecated, message: "use NavigationLink(value:label:) and navigationDestination, as SwiftUI says")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled by a string literal whose page is up while `isActive` is true.
    @available(*, deprecated, message: "use NavigationLink(_:value:) and navigationDestination, as SwiftUI says")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// A link titled by a string literal whose page is up while `selection` is `tag`.
    @available(*, deprecated, message: "use NavigationLink(_:value:) and navigationDestination, as SwiftUI says")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }
}
