import Foundation
import PlumeUI

extension View {
    /// Shows the password dialog of `LAContext` evaluations in this window: a sheet with the
    /// prompt `center` has up (`LAPromptCenter.shared`, which `LAContext()` uses, by default).
    /// Plume's own modifier; put it once at the root of a window's content.
    ///
    /// ```swift
    /// WindowGroup { ContentView().localAuthenticationPrompts() }
    /// ```
    /// Closing the sheet with Escape cancels the prompt (`.userCancel`). While no window shows a
    /// center's prompts, evaluations that need to ask fail with `.notInteractive`; when this view
    /// goes (or its window closes), prompts still up are withdrawn (`.systemCancel`).
    public func localAuthenticationPrompts(_ center: LAPromptCenter = .shared) -> some View {
        modifier(LocalAuthenticationPrompts(center: center))
    }
}

/// `localAuthenticationPrompts(_:)`: presents `center.current` as a sheet and counts the window as
/// attached to `center` while it is on screen (and until its view state is freed, for a window
/// closed without its views disappearing first).
struct LocalAuthenticationPrompts: ViewModifier {
    @ObservedObject var center: LAPromptCenter
    @StateObject private var attachment = LAPromptAttachment()

    func body(content: Content) -> some View {
        content
            .sheet(item: presented) { prompt in
                LAPasswordDialog(prompt: prompt, center: center)
                    .presentationDetents([.medium])
            }
            .onAppear { attachment.attach(center) }
            .onDisappear { attachment.detach() }
    }

    /// The prompt shown; setting nil (Escape) cancels it.
    private var presented: Binding<LAPrompt?> {
        let center = center
        return Binding(
            get: { center.current },
            set: { newValue in
                if newValue == nil, let shown = center.current { center.cancel(shown) }
            })
    }
}
