import Foundation
import PlumeGraphics

/// A presented view telling its presentation something about itself (`presentationDetents`,
/// `presentationDragIndicator`, `interactiveDismissDisabled`, `presentationBackground`). Outside a presentation it does
/// nothing, as in SwiftUI. The modified view is laid out and drawn as if it were not there.
nonisolated struct PresentationDeclarationModifier: ViewModifier, PrimitiveModifier {
    enum Declaration {
        case detents([PresentationDetent], selection: Binding<PresentationDetent>?)
        case dragIndicator(Visibility)
        case interactiveDismissDisabled(Bool)
        case background(AnyShapeStyle)
        case cornerRadius(CGFloat?)
        case contentInteraction(PresentationContentInteraction)
        case compactAdaptation(PresentationCompactAdaptations)
        case backgroundView(PresentationBackgroundView)
    }
    typealias Body = Never
    let declaration: Declaration
    @MainActor func makeBehavior() -> NodeBehavior { PresentationDeclarationBehavior() }
}

/// Writes the declaration to the presentation context in its environment on each update, and
/// withdraws it when the view goes.
final class PresentationDeclarationBehavior: TransparentModifierBehavior<PresentationDeclarationModifier> {
    private weak var context: PresentationContext?

    override func update(changed: Bool) {
        super.update(changed: changed)
        let context = node.environment.presentationContext
        if let old = self.context, old !== context { old.withdrawDeclarations(by: node.serial) }
        self.context = context
        guard let context else { return }
        switch modifier.declaration {
        case .detents(let detents, let selection):
            context.declareDetents(detents, selection: selection, by: node.serial)
        case .dragIndicator(let visibility):
            context.declareDragIndicator(visibility, by: node.serial)
        case .interactiveDismissDisabled(let disabled):
            context.declareInteractiveDismissDisabled(disabled, by: node.serial)
        case .background(let style):
            context.declareBackground(style, by: node.serial)
        case .cornerRadius(let radius):
            context.declare(\.cornerRadii, radius, by: node.serial)
        case .contentInteraction(let interaction):
            context.declare(\.contentInteractions, interaction, by: node.serial)
        case .compactAdaptation(let adaptations):
            context.declare(\.compactAdaptations, adaptations, by: node.serial)
        case .backgroundView(let background):
            context.declare(\.backgroundViews, background, by: node.serial)
        }
    }
    override func modifierChanged(from old: PresentationDeclarationModifier) {}
    override func destroyed() { context?.withdrawDeclarations(by: node.serial) }
}

nonisolated extension View {
    /// The heights the sheet this view is presented in may rest at, as SwiftUI's
    /// `presentationDetents(_:)`. The sheet starts at the smallest; dragging its drag indicator
    /// moves between them, and down from the smallest dismisses it.
    ///
    /// ```swift
    /// .sheet(isPresented: $showFilters) { Filters().presentationDetents([.medium, .large]) }
    /// ```
    /// Plume differs from SwiftUI in one point: the card stays centered in the window (the desktop
    /// look) rather than rising from the bottom edge. An empty set means `.large`.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(
            PresentationDeclarationModifier(declaration: .detents(PresentationDetent.ordered(detents), selection: nil)))
    }

    /// The detents of the sheet, with the one it rests at bound to `selection` (a drag between
    /// detents writes it; writing it moves the sheet), as SwiftUI's `presentationDetents(_:selection:)`.
    /// A selection that is not one of `detents` shows the smallest.
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        modifier(
            PresentationDeclarationModifier(
                declaration: .detents(PresentationDetent.ordered(detents), selection: selection)))
    }

    /// Whether the sheet shows its drag indicator, as SwiftUI's `presentationDragIndicator(_:)`
    /// (automatic: shown when it has several detents).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(PresentationDeclarationModifier(declaration: .dragIndicator(visibility)))
    }

    /// Keeps the user from dismissing the presentation this view is in by Escape, dragging or a tap
    /// outside, as SwiftUI's `interactiveDismissDisabled(_:)`; `dismiss` and the binding still
    /// close it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(PresentationDeclarationModifier(declaration: .interactiveDismissDisabled(isDisabled)))
    }

    /// Fills the card of the sheet, popover or cover this view is presented in with `style`
    /// instead of the system's background, as SwiftUI's `presentationBackground(_:)`. A material
    /// blurs what is behind the card (the dimmed presenter) under its tint.
    ///
    /// ```swift
    /// .sheet(isPresented: $adding) { AddTodo().presentationBackground(.regularMaterial) }
    /// ```
    /// Difference from SwiftUI: alerts and confirmation dialogs keep their own background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        modifier(PresentationDeclarationModifier(declaration: .background(AnyShapeStyle(style))))
    }
}

extension PresentationDetent {
    /// A set's detents in a stable order (sets have none), so that equal sets declare alike.
    static func ordered(_ detents: Set<PresentationDetent>) -> [PresentationDetent] {
        detents.sorted { $0.height(in: 1000) < $1.height(in: 1000) }
    }
}
