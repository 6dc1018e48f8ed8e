import Foundation

/// What a presentation modifier (`.sheet`, `.alert`…) hands to the window's `PresentationLayer`
/// while its binding says "presented": the content to show and how to close it.
struct PresentationRequest {
    /// Where and how the content is shown.
    var kind: PresentationKind
    /// Tells presentations of one modifier apart: the item's `id` for `.sheet(item:)`, else 0. A new
    /// identity is a new presentation (the old one leaves, the new one gets fresh state).
    var identity: AnyHashable
    /// Builds the presented view (called by the layer each time it refreshes).
    var content: () -> AnyView
    /// Closes the presentation by writing its binding (`false`, or `nil` for an item).
    var dismiss: () -> Void
    /// Runs once the presentation has gone (SwiftUI's `onDismiss`).
    var onDismiss: (() -> Void)?
}
