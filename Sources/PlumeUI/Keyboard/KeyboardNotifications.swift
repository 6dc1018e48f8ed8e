import Foundation
import PlumeGraphics

/// The names and user-info keys of the on-screen keyboard's notifications, spelled as UIKit's
/// `UIResponder` spells them so that keyboard-aware code from iOS tutorials runs unchanged:
///
/// ```swift
/// NotificationCenter.default.publisher(for: UIResponder.keyboardDidShowNotification)
///     .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
/// ```
/// Plume's software keyboard (touch mode, `ViewGraph.softwareKeyboardMode`) posts them on
/// `NotificationCenter.default`, on the main thread, with the graph as the notification's `object`:
/// *will show* when a text field takes focus and the keyboard starts sliding up, *did show* when it
/// is up, *will hide* when the focus leaves (or the hide key is tapped), *did hide* when it is gone.
///
/// Differences from UIKit: this is a namespace, not a responder class; frames in `userInfo` are
/// `CGRect` values (not `NSValue`s) in the window's coordinates; there is no `UIKeyboardFrameChange`
/// notification.
public enum UIResponder {
    /// Posted when the keyboard starts sliding up.
    public static let keyboardWillShowNotification = Notification.Name("PlumeKeyboardWillShowNotification")
    /// Posted when the keyboard is fully up.
    public static let keyboardDidShowNotification = Notification.Name("PlumeKeyboardDidShowNotification")
    /// Posted when the keyboard starts sliding down.
    public static let keyboardWillHideNotification = Notification.Name("PlumeKeyboardWillHideNotification")
    /// Posted when the keyboard is gone.
    public static let keyboardDidHideNotification = Notification.Name("PlumeKeyboardDidHideNotification")

    /// The keyboard's frame (`CGRect`, window coordinates) when the change starts.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame (`CGRect`, window coordinates) when the change ends; below the window
    /// when hiding.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The slide's duration in seconds (`Double`).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// Whether the keyboard belongs to this app (`Bool`, always true).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
