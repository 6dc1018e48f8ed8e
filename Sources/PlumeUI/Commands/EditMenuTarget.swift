import Foundation

/// What the menu bar's standard Edit items (`StandardEditItem`) act on: the focused text field or
/// editor, or a selectable `Text` (`textSelection(.enabled)`) holding the focus.
///
/// A behaviour states it through `NodeBehavior.editMenuTarget`; `ViewGraph.editMenuTarget` finds
/// the focused one when the menu bar builds its items (each time a menu opens or closes) and when
/// an item is chosen.
@MainActor
protocol EditMenuTarget: AnyObject {
    /// Whether `item` can act now (a selection to copy, text on the clipboard to paste…); the menu
    /// shows it disabled otherwise.
    func canPerform(_ item: StandardEditItem) -> Bool
    /// Carries out `item` as its keyboard shortcut would.
    func perform(_ item: StandardEditItem)
    /// Whether there is an editable selection for the Transformations items (`TextEditingCommands`).
    func canTransformSelection() -> Bool
    /// Applies `transformation` to the selection, which stays selected.
    func transformSelection(_ transformation: TextTransformation)
}
