import Foundation
import PlumeGraphics

/// What a presented view declares about the presentation it is in, through modifiers inside it
/// (`presentationDetents`, `presentationDragIndicator`, `interactiveDismissDisabled`,
/// `presentationBackground`, `presentationCornerRadius`, `presentationContentInteraction`,
/// `presentationCompactAdaptation`), and the
/// state of an interactive drag of its card.
///
/// One per presentation, reached through the environment (`\.presentationContext`); the modifiers
/// write it when they update and clear their part when they go, and the layer reads it when it
/// places and draws the card. A modifier further in overrides one further out, as SwiftUI's
/// preferences do.
@MainActor
final class PresentationContext {
    /// The layer to tell when something here changes the card's size or drawing.
    weak var layerNode: ViewNode?
    /// The presented view's card, made again when a background view appears or goes.
    weak var cardNode: ViewNode?

    /// The heights the card may rest at (empty: `.large` only), by declaring node serial.
    private var detentDeclarations:
        [(serial: Int, detents: [PresentationDetent], selection: Binding<PresentationDetent>?)] =
            []
    /// Whether interactive dismissal (Escape, drag, outside tap) is off, by declaring node serial.
    private var dismissDeclarations: [(serial: Int, disabled: Bool)] = []
    /// Drag indicator visibility, by declaring node serial.
    private var indicatorDeclarations: [(serial: Int, visibility: Visibility)] = []
    /// The card's fill instead of the system background, by declaring node serial.
    private var backgroundDeclarations: [(serial: Int, style: AnyShapeStyle)] = []
    /// The detent shown when no selection binding is given.
    private var ownSelection: PresentationDetent?
    /// How far the card is dragged down from its rest position (negative: up), in points.
    var dragOffset: CGFloat = 0
    /// The card's corner radius (`presentationCornerRadius`; a nil value: the system's).
    var cornerRadii = PresentationDeclarationStack<CGFloat?>()
    /// Whether a drag in the content resizes the sheet or scrolls (`presentationContentInteraction`).
    var contentInteractions = PresentationDeclarationStack<PresentationContentInteraction>()
    /// How a popover adapts to a compact window (`presentationCompactAdaptation`).
    var compactAdaptations = PresentationDeclarationStack<PresentationCompactAdaptations>()
    /// A view the card shows behind its content (`presentationBackground(alignment:content:)`).
    var backgroundViews = PresentationDeclarationStack<PresentationBackgroundView>()

    /// The detents in effect, smallest first (`.large` when none was declared).
    func detents(maxHeight: CGFloat) -> [PresentationDetent] {
        let declared = detentDeclarations.last?.detents ?? []
        let detents = declared.isEmpty ? [PresentationDetent.large] : declared
        return detents.sorted { $0.height(in: maxHeight) < $1.height(in: maxHeight) }
    }

    /// The detent the card rests at: the selection binding's value when it names a declared detent,
    /// else the one picked last by a drag, else the smallest declared.
    func selectedDetent(maxHeight: CGFloat) -> PresentationDetent {
        let all = detents(maxHeight: maxHeight)
        if let binding = detentDeclarations.last?.selection, all.contains(binding.wrappedValue) {
            return binding.wrappedValue
        }
        if let own = ownSelection, all.contains(own) { return own }
        return all[0]
    }

    /// Makes `detent` the resting detent (through the selection binding when there is one).
    func select(_ detent: PresentationDetent) {
        if let binding = detentDeclarations.last?.selection {
            binding.wrappedValue = detent
        }
        ownSelection = detent
        changed()
    }

    /// Whether Escape, drags and outside taps may close the presentation.
    var allowsInteractiveDismiss: Bool { !(dismissDeclarations.last?.disabled ?? false) }

    /// Whether the card shows a drag indicator: as declared, or (automatic) when it has several
    /// detents to drag between.
    func showsDragIndicator(maxHeight: CGFloat) -> Bool {
        switch indicatorDeclarations.last?.visibility ?? .automatic {
        case .visible: true
        case .hidden: false
        case .automatic: detents(maxHeight: maxHeight).count > 1
        }
    }

    func declareDetents(_ detents: [PresentationDetent], selection: Binding<PresentationDetent>?, by serial: Int) {
        detentDeclarations.removeAll { $0.serial == serial }
        detentDeclarations.append((serial, detents, selection))
        changed()
    }

    func declareInteractiveDismissDisabled(_ disabled: Bool, by serial: Int) {
        dismissDeclarations.removeAll { $0.serial == serial }
        dismissDeclarations.append((serial, disabled))
    }

    /// The style the card is filled with, if a view inside declared one (`presentationBackground`).
    var background: AnyShapeStyle? { backgroundDeclarations.last?.style }

    func declareBackground(_ style: AnyShapeStyle, by serial: Int) {
        backgroundDeclarations.removeAll { $0.serial == serial }
        backgroundDeclarations.append((serial, style))
        changed()
    }

    func declareDragIndicator(_ visibility: Visibility, by serial: Int) {
        indicatorDeclarations.removeAll { $0.serial == serial }
        indicatorDeclarations.append((serial, visibility))
        changed()
    }

    /// Records a declaration of one of the settings held in a `PresentationDeclarationStack`.
    func declare<Value>(
        _ stack: ReferenceWritableKeyPath<PresentationContext, PresentationDeclarationStack<Value>>, _ value: Value,
        by serial: Int
    ) {
        let oldBackground = backgroundViews.current
        self[keyPath: stack].declare(value, by: serial)
        if backgroundViewChangesCard(oldBackground) { cardNode?.invalidateBody(transaction: Transaction()) }
        changed()
    }

    /// The declaring modifier went away: its declarations go with it.
    func withdrawDeclarations(by serial: Int) {
        cornerRadii.withdraw(by: serial)
        contentInteractions.withdraw(by: serial)
        compactAdaptations.withdraw(by: serial)
        let oldBackground = backgroundViews.current
        backgroundViews.withdraw(by: serial)
        if backgroundViewChangesCard(oldBackground) { cardNode?.invalidateBody(transaction: Transaction()) }
        detentDeclarations.removeAll { $0.serial == serial }
        dismissDeclarations.removeAll { $0.serial == serial }
        indicatorDeclarations.removeAll { $0.serial == serial }
        backgroundDeclarations.removeAll { $0.serial == serial }
        changed()
    }

    private func changed() { layerNode?.invalidateLayout() }
}
