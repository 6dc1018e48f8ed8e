import Foundation

struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether controls in this subtree leave out their labels (`.labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Hides the labels of the controls inside, as SwiftUI's `labelsHidden()`: toggles, pickers,
    /// steppers, date pickers and colour pickers draw only the control; a `Text` label still names
    /// the control for accessibility.
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}

/// A control's label as its styles draw it: the label, or nothing under `.labelsHidden()`. Made by
/// the controls that draw a label (the style configurations' `Label` views use it).
struct ControlLabel<Content: View>: View {
    let content: Content
    @Environment(\.labelsHidden) private var hidden
    var body: some View {
        if !hidden { content }
    }
}

/// The space between a label and its control, gone with the label under `.labelsHidden()`.
struct ControlLabelSpacer: View {
    @Environment(\.labelsHidden) private var hidden
    var body: some View {
        if !hidden { Spacer() }
    }
}
