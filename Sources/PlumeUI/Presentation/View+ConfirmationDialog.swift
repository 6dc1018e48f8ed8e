import Foundation
import PlumeGraphics

nonisolated extension View {
    /// Presents a dialog of choices while `isPresented` is true, as SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
    ///
    /// ```swift
    /// .confirmationDialog("Change background", isPresented: $choosing, titleVisibility: .visible) {
    ///     Button("Red") { color = .red }
    ///     Button("Green") { color = .green }
    /// }
    /// ```
    /// Drawn as on a desktop window: a centered box with one row per button, the cancel button
    /// last; a "Cancel" button is added when none has the cancel role. Every button dismisses the
    /// dialog after its action runs. The title shows unless `titleVisibility` is `.hidden`
    /// (`.automatic` shows it, as macOS does; iOS hides it).
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialogPresentation(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: AnyView(actions()),
            message: nil)
    }

    /// A dialog titled by a string.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialogPresentation(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: AnyView(actions()),
            message: nil)
    }

    /// A dialog with a message, as SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialogPresentation(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: AnyView(actions()),
            message: AnyView(message()))
    }

    /// A dialog titled by a string, with a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialogPresentation(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: AnyView(actions()),
            message: AnyView(message()))
    }

    /// A dialog about `data`, as SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`:
    /// shown while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialogPresentation(
            Text(titleKey), isPresented: data == nil ? .constant(false) : isPresented,
            titleVisibility: titleVisibility, actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
            message: nil)
    }

    /// A dialog about `data`, with a message built from it.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialogPresentation(
            Text(titleKey), isPresented: data == nil ? .constant(false) : isPresented,
            titleVisibility: titleVisibility, actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
            message: data.map { AnyView(message($0)) })
    }

    /// The presentation of a dialog box.
    func dialogPresentation(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: AnyView, message: AnyView?
    ) -> some View {
        let shownTitle = titleVisibility == .hidden ? nil : title
        return presentation(.confirmationDialog, isPresented: isPresented, onDismiss: nil) {
            AnyView(AlertBody(style: .dialog, title: shownTitle, message: message, actions: actions))
        }
    }
}
