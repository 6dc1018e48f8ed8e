import Foundation

/// A change of case applied to the selected text, as the Transformations items of the Edit menu
/// (`TextEditingCommands`) make it: Make Upper Case, Make Lower Case and Capitalize.
enum TextTransformation: CaseIterable, Sendable {
    case uppercase, lowercase, capitalize

    /// The menu item's title, as macOS names it.
    var title: String {
        switch self {
        case .uppercase: "Make Upper Case"
        case .lowercase: "Make Lower Case"
        case .capitalize: "Capitalize"
        }
    }

    /// `text` transformed, in the user's locale's rules (`capitalize` makes the first letter of
    /// each word upper case and the rest lower case, as `String.capitalized` does).
    func apply(to text: String) -> String {
        switch self {
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .capitalize: text.capitalized
        }
    }
}

extension TextEditingState {
    /// Replaces the selection with `transformation` applied to it and keeps the new text selected
    /// (one undo step).
    mutating func transformSelection(_ transformation: TextTransformation) {
        guard hasSelection else { return }
        let range = selection
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: range.lowerBound)
        let end = text.utf8.index(text.utf8.startIndex, offsetBy: range.upperBound)
        let changed = transformation.apply(to: String(text[start..<end]))
        replaceSelection(with: changed, kind: .other)
        select(range.lowerBound..<range.lowerBound + changed.utf8.count)
    }
}
