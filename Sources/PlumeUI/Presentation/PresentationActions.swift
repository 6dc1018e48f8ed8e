import Foundation

/// What the actions of an alert or dialog hold, read from the view value before it is shown: how
/// many buttons, and whether one has the cancel role (the system adds "OK" to an alert without
/// buttons and "Cancel" to a dialog without a cancel button, as SwiftUI does).
///
/// Looks through groups, tuples, conditionals, optionals, `AnyView`, `ForEach` and modifiers;
/// buttons inside other custom views are not seen (they count as no button).
@MainActor
struct PresentationActions {
    private(set) var buttonCount = 0
    private(set) var hasCancel = false

    init(_ view: any View) { visit(view) }

    private mutating func visit(_ view: any View) {
        if let button = view as? RoleReporting {
            buttonCount += 1
            if button.buttonRole == .cancel { hasCancel = true }
        } else if let provider = view as? ChildViewsProvider {
            for child in provider.childViews() { visit(child.view) }
        } else if let list = view as? ViewList {
            for child in list.listElements() { visit(child.view) }
        } else if let modified = view as? AnyModifiedContent {
            visit(modified.anyContent)
        }
    }
}

/// A button's role, read from the value (see `PresentationActions`).
@MainActor
protocol RoleReporting {
    var buttonRole: ButtonRole? { get }
}

extension Button: RoleReporting {
    var buttonRole: ButtonRole? { role }
}
