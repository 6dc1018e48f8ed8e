import Foundation
import PlumeGraphics

nonisolated extension View {
    /// Presents `content` in a sheet while `isPresented` is true, as SwiftUI's
    /// `sheet(isPresented:onDismiss:content:)`.
    ///
    /// ```swift
    /// @State private var composing = false
    /// Button("Compose") { composing = true }
    ///     .sheet(isPresented: $composing, onDismiss: saveDraft) { ComposeView() }
    /// ```
    /// The sheet is a centered card over the dimmed window (as on macOS and iPadOS), sliding up
    /// when presented and down when dismissed. It inherits this view's environment; inside it,
    /// `@Environment(\.dismiss)` closes it (setting `isPresented` to false). Escape, and dragging
    /// its drag indicator down, close it too unless it declares `interactiveDismissDisabled()`.
    /// `onDismiss` runs after it is gone. Sheets presented from inside a sheet stack above it.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss) { AnyView(content()) }
    }

    /// Presents a sheet for `item` while it is not nil, as SwiftUI's `sheet(item:onDismiss:content:)`.
    ///
    /// ```swift
    /// .sheet(item: $selectedNote) { note in NoteEditor(note: note) }
    /// ```
    /// A different item (by `id`) is a new presentation: the sheet for the old one leaves and one
    /// for the new one, with fresh state, comes up. Dismissing sets `item` to nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentation(.sheet, item: item, onDismiss: onDismiss) { AnyView(content($0)) }
    }

    /// Presents `content` over the whole window while `isPresented` is true, as SwiftUI's
    /// `fullScreenCover(isPresented:onDismiss:content:)`. It slides up from the bottom and covers
    /// everything; Escape does not close it (as on iOS: it closes through its own controls).
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss) { AnyView(content()) }
    }

    /// Presents a full-screen cover for `item` while it is not nil, as SwiftUI's
    /// `fullScreenCover(item:onDismiss:content:)`.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentation(.fullScreenCover, item: item, onDismiss: onDismiss) { AnyView(content($0)) }
    }
}
