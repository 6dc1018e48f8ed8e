import Foundation
import PlumeGraphics

nonisolated extension View {
    /// Presents an alert with `titleKey` and the buttons `actions` builds while `isPresented` is
    /// true, as SwiftUI's `alert(_:isPresented:actions:)`.
    ///
    /// ```swift
    /// .alert("Delete draft?", isPresented: $confirming) {
    ///     Button("Delete", role: .destructive) { deleteDraft() }
    ///     Button("Cancel", role: .cancel) {}
    /// } message: {
    ///     Text("You cannot undo this.")
    /// }
    /// ```
    /// Drawn as a small centered box over the dimmed window; every button dismisses the alert after
    /// its action runs (destructive ones in red, the cancel one semibold and on Escape). Without
    /// buttons the alert gets an "OK" button.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alertPresentation(Text(titleKey), isPresented: isPresented, actions: AnyView(actions()), message: nil)
    }

    /// An alert titled by a string, as SwiftUI's `alert(_:isPresented:actions:)` with a `StringProtocol` title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alertPresentation(Text(title), isPresented: isPresented, actions: AnyView(actions()), message: nil)
    }

    /// An alert titled by a `Text`.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertPresentation(title, isPresented: isPresented, actions: AnyView(actions()), message: nil)
    }

    /// An alert with a message, as SwiftUI's `alert(_:isPresented:actions:message:)`.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alertPresentation(
            Text(titleKey), isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
    }

    /// An alert titled by a string, with a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alertPresentation(
            Text(title), isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
    }

    /// An alert titled by a `Text`, with a message.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alertPresentation(title, isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
    }

    /// An alert about `data`, as SwiftUI's `alert(_:isPresented:presenting:actions:)`: shown while
    /// `isPresented` is true and `data` is not nil; `actions` gets the data.
    ///
    /// ```swift
    /// .alert("Delete \(file.name)?", isPresented: $confirming, presenting: file) { file in
    ///     Button("Delete", role: .destructive) { delete(file) }
    /// }
    /// ```
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        alertPresentation(
            Text(titleKey), isPresented: data == nil ? .constant(false) : isPresented,
            actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), message: nil)
    }

    /// An alert about `data` titled by a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alertPresentation(
            Text(title), isPresented: data == nil ? .constant(false) : isPresented,
            actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), message: nil)
    }

    /// An alert about `data`, with a message built from it, as SwiftUI's
    /// `alert(_:isPresented:presenting:actions:message:)`.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alertPresentation(
            Text(titleKey), isPresented: data == nil ? .constant(false) : isPresented,
            actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
            message: data.map { AnyView(message($0)) })
    }

    /// An alert about `data` titled by a string, with a message built from it.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alertPresentation(
            Text(title), isPresented: data == nil ? .constant(false) : isPresented,
            actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
            message: data.map { AnyView(message($0)) })
    }

    /// The presentation of an alert box.
    func alertPresentation(_ title: Text, isPresented: Binding<Bool>, actions: AnyView, message: AnyView?) -> some View
    {
        presentation(.alert, isPresented: isPresented, onDismiss: nil) {
            AnyView(AlertBody(style: .alert, title: title, message: message, actions: actions))
        }
    }
}
