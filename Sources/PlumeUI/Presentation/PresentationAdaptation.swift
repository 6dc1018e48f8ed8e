import Foundation
import PlumeGraphics

/// How a presentation looks in a compact window, as SwiftUI's `PresentationAdaptation`: set with
/// `presentationCompactAdaptation(_:)` on the presented content.
public struct PresentationAdaptation: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, none, popover, sheet, fullScreenCover }
    let kind: Kind

    /// The system's adaptation. On Plume a popover stays a popover (the desktop look; on an
    /// iPhone SwiftUI shows it as a sheet).
    public static var automatic: PresentationAdaptation { .init(kind: .automatic) }
    /// No adaptation: a popover stays a popover.
    public static var none: PresentationAdaptation { .init(kind: .none) }
    /// A popover, pointing at its anchor.
    public static var popover: PresentationAdaptation { .init(kind: .popover) }
    /// A sheet: a card over the dimmed window, with detents and drag-to-dismiss.
    public static var sheet: PresentationAdaptation { .init(kind: .sheet) }
    /// A full-screen cover over the whole window.
    public static var fullScreenCover: PresentationAdaptation { .init(kind: .fullScreenCover) }
}

/// The adaptations declared for a horizontally and a vertically compact window.
struct PresentationCompactAdaptations {
    let horizontal: PresentationAdaptation
    let vertical: PresentationAdaptation
}

nonisolated extension View {
    /// How the popover this view is presented in adapts when the window is compact (narrower than
    /// 600 points or shorter than 500), as SwiftUI's `presentationCompactAdaptation(_:)`.
    ///
    /// ```swift
    /// .popover(isPresented: $showTip) {
    ///     Text("Tip").padding().presentationCompactAdaptation(.sheet)
    /// }
    /// ```
    /// `.sheet` shows it as a sheet, `.fullScreenCover` as a cover, `.popover`, `.none` and
    /// `.automatic` as a popover. In a regular window the popover stays a popover. Sheets and
    /// covers are not adapted (Plume's sheets are already cards in every window).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        presentationCompactAdaptation(horizontal: adaptation, vertical: adaptation)
    }

    /// How the popover this view is presented in adapts in a horizontally compact window and in a
    /// vertically compact one, as SwiftUI's `presentationCompactAdaptation(horizontal:vertical:)`;
    /// in a window compact both ways `verticalAdaptation` applies.
    public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View {
        modifier(
            PresentationDeclarationModifier(
                declaration: .compactAdaptation(
                    PresentationCompactAdaptations(horizontal: horizontalAdaptation, vertical: verticalAdaptation))))
    }
}

extension PresentationEntry {
    /// The kind the presentation shows as now: the requested one, or for a popover in a compact
    /// window the sheet or cover its content asked for (`presentationCompactAdaptation`). Read by
    /// the layer's views each time they place, draw or route input.
    var kind: PresentationKind {
        guard case .popover = request.kind, let adaptations = context.compactAdaptations.current else {
            return request.kind
        }
        let adaptation: PresentationAdaptation
        if environment.verticalSizeClass == .compact {
            adaptation = adaptations.vertical
        } else if environment.horizontalSizeClass == .compact {
            adaptation = adaptations.horizontal
        } else {
            return request.kind
        }
        switch adaptation.kind {
        case .sheet: return .sheet
        case .fullScreenCover: return .fullScreenCover
        case .automatic, .none, .popover: return request.kind
        }
    }
}
