import Foundation

struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
struct PresentationContextKey: EnvironmentKey { static let defaultValue: PresentationContext? = nil }

extension EnvironmentValues {
    /// Whether the view is inside a presentation (a sheet, cover, popover or alert), as SwiftUI's
    /// `isPresented`. Plume differs in one case: a page pushed on a `NavigationStack` reads false.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// The older way to read and end the presentation, as SwiftUI's `presentationMode`: a binding
    /// whose value's `dismiss()` does what `dismiss` does here.
    public var presentationMode: Binding<PresentationMode> {
        let dismiss = self.dismiss
        let mode = PresentationMode(isPresented: isPresented, dismissAction: { dismiss() })
        return Binding(get: { mode }, set: { _ in })
    }

    /// The presentation this view is in, if any (what its presentation modifiers write to).
    var presentationContext: PresentationContext? {
        get { self[PresentationContextKey.self] }
        set { self[PresentationContextKey.self] = newValue }
    }
}
