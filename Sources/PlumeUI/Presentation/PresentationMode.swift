import Foundation

/// Whether a view is presented, with a way to dismiss it, as SwiftUI's `PresentationMode` (read
/// with the older `@Environment(\.presentationMode)`; prefer `\.dismiss`).
///
/// ```swift
/// @Environment(\.presentationMode) var presentationMode
/// Button("Done") { presentationMode.wrappedValue.dismiss() }
/// ```
public struct PresentationMode {
    /// Whether the view reading it is presented (in a sheet, cover, popover or alert).
    public private(set) var isPresented: Bool
    let dismissAction: () -> Void

    /// Dismisses the presentation the view is in (what `\.dismiss` does).
    public mutating func dismiss() { dismissAction() }
}
