// Swift 6 user code (this target is in the Swift 6 language mode, with warnings as errors): views
// with modifiers built in nonisolated functions, which SwiftUI allows since its modifiers are
// `nonisolated` (only `body` and the graph's work are on the main actor). With main-actor modifiers
// every call below is "call to main actor-isolated instance method 'padding' in a synchronous
// nonisolated context".
import SwiftUI

/// A plain enum of view helpers: its static functions are nonisolated.
enum Badges {
    /// A count on an orange badge, padded 8 points each side.
    static func badge(_ count: Int) -> some View {
        Text("\(count)")
            .font(.caption)
            .foregroundStyle(.white)
            .padding(8)
            .background(Color.orange)
            .clipShape(Capsule())
    }
}

/// A plain (nonisolated) struct that makes rows: its methods build modified views with closures.
struct RowFactory {
    let inset: CGFloat

    func row(_ title: String, onTap: @escaping () -> Void) -> some View {
        Text(title)
            .padding(inset)
            .frame(maxWidth: .infinity, alignment: .leading)
            .contentShape(Rectangle())
            .onTapGesture(perform: onTap)
            .accessibilityIdentifier(title)
    }
}

/// A button style; `InboxScreen` makes it in its body and a nonisolated helper applies it.
struct FilledStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(6).background(Color.blue)
    }
}

/// Applies a button style given to it, outside the main actor.
func styled<Content: View, Style: ButtonStyle>(_ content: Content, _ style: Style) -> some View {
    content.buttonStyle(style).padding(.top, 4)
}

/// A main-actor view whose nonisolated static helper makes part of its content, as
/// `nonisolated static func badge() -> some View` does in a SwiftUI app.
struct InboxHeader: View {
    let unread: Int

    var body: some View {
        HStack(spacing: 4) {
            Self.title("Inbox")
            Badges.badge(unread)
        }
    }

    nonisolated static func title(_ text: String) -> some View {
        Text(text).bold().padding(.horizontal, 4).overlay(alignment: .bottom) { Rectangle().frame(height: 1) }
    }
}

/// A screen whose body puts together pieces made by nonisolated functions.
struct InboxScreen: View {
    let unread: Int
    let onRowTap: () -> Void
    let onSave: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            InboxHeader.title("Inbox")
                .padding(.leading, 20)
            RowFactory(inset: 12).row("First message", onTap: onRowTap)
            styled(Button("Save", action: onSave), FilledStyle())
            Badges.badge(unread)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
