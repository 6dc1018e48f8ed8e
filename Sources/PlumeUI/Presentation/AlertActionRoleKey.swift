import Foundation

/// The role of an alert or dialog button, for the buttons' layout (cancel buttons go last, or first
/// in a pair side by side).
struct AlertActionRoleKey: LayoutValueKey {
    static let defaultValue: ButtonRole? = nil
}
