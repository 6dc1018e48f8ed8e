import Foundation

/// When typed text gets capital letters, as SwiftUI's `TextInputAutocapitalization`; set it with
/// `.textInputAutocapitalization(_:)`.
///
/// ```swift
/// TextField("Name", text: $name).textInputAutocapitalization(.words)
/// ```
/// Plume applies it as the user types into a `TextField` (not to pasted text, nor in secure
/// fields): `.characters` capitalises every letter, `.words` the first letter of each word,
/// `.sentences` the first letter after the start or a `.`, `!` or `?`, `.never` none. Without the
/// modifier text is kept as typed (as on macOS; iOS capitalises sentences by default).
public struct TextInputAutocapitalization: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case never, words, sentences, characters }
    let kind: Kind

    /// No capitals added.
    public static var never: TextInputAutocapitalization { .init(kind: .never) }
    /// The first letter of each word.
    public static var words: TextInputAutocapitalization { .init(kind: .words) }
    /// The first letter of each sentence.
    public static var sentences: TextInputAutocapitalization { .init(kind: .sentences) }
    /// Every letter.
    public static var characters: TextInputAutocapitalization { .init(kind: .characters) }

    /// `typed` as it goes into a field after `before` (the text up to the caret).
    func apply(to typed: String, after before: Substring) -> String {
        switch kind {
        case .never: return typed
        case .characters: return typed.uppercased()
        case .words, .sentences:
            var result = ""
            for character in typed {
                let starts = kind == .words ? Self.startsWord(before, result) : Self.startsSentence(before, result)
                result += starts && character.isLetter ? String(character).uppercased() : String(character)
            }
            return result
        }
    }

    /// Whether a letter typed after `before` + `typed` starts a word: at the start or after a space.
    private static func startsWord(_ before: Substring, _ typed: String) -> Bool {
        guard let last = typed.last ?? before.last else { return true }
        return last.isWhitespace
    }

    /// Whether a letter typed after `before` + `typed` starts a sentence: at the start (spaces
    /// aside), or after a space that follows a `.`, `!` or `?`.
    private static func startsSentence(_ before: Substring, _ typed: String) -> Bool {
        guard let last = typed.last ?? before.last else { return true }
        let mark = typed.last(where: { !$0.isWhitespace }) ?? before.last(where: { !$0.isWhitespace })
        guard let mark else { return true }
        return last.isWhitespace && ".!?".contains(mark)
    }
}

/// The kind of software keyboard a field asks for, as UIKit's `UIKeyboardType` (SwiftUI's
/// `.keyboardType(_:)` takes it). Plume keeps it in the environment; its touch keyboard does not
/// yet change layout for it, and desktop keyboards have nothing to change.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a field's text is (a user name, a one-time code…), as UIKit's `UITextContentType`, for the
/// system's autofill. Linux has no autofill: Plume keeps it and nothing uses it.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let URL = UITextContentType(rawValue: "url")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
}

/// The word on the return key of a software keyboard, as SwiftUI's `SubmitLabel`. Plume keeps it
/// in the environment; its touch keyboard's return key does not yet show it.
public struct SubmitLabel: Equatable, Sendable {
    let name: String
    public static var done: SubmitLabel { .init(name: "done") }
    public static var go: SubmitLabel { .init(name: "go") }
    public static var send: SubmitLabel { .init(name: "send") }
    public static var join: SubmitLabel { .init(name: "join") }
    public static var route: SubmitLabel { .init(name: "route") }
    public static var search: SubmitLabel { .init(name: "search") }
    public static var `return`: SubmitLabel { .init(name: "return") }
    public static var next: SubmitLabel { .init(name: "next") }
    public static var `continue`: SubmitLabel { .init(name: "continue") }
}

struct TextInputAutocapitalizationKey: EnvironmentKey { static let defaultValue: TextInputAutocapitalization? = nil }
struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }
struct KeyboardTypeKey: EnvironmentKey { static let defaultValue = UIKeyboardType.default }
struct TextContentTypeKey: EnvironmentKey { static let defaultValue: UITextContentType? = nil }
struct SubmitLabelKey: EnvironmentKey { static let defaultValue = SubmitLabel.return }

extension EnvironmentValues {
    /// When typed text gets capitals (nil: as typed).
    var textInputAutocapitalization: TextInputAutocapitalization? {
        get { self[TextInputAutocapitalizationKey.self] }
        set { self[TextInputAutocapitalizationKey.self] = newValue }
    }
    /// Whether autocorrection is off, as SwiftUI's `\.autocorrectionDisabled`. Plume does not
    /// autocorrect, so nothing changes either way.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
    var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }
    var textContentType: UITextContentType? {
        get { self[TextContentTypeKey.self] }
        set { self[TextContentTypeKey.self] = newValue }
    }
    var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Capitalises text typed into the fields inside (see `TextInputAutocapitalization`).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environment(\.textInputAutocapitalization, autocapitalization)
    }
    /// Turns autocorrection off in the fields inside. Accepted for SwiftUI code; Plume never
    /// autocorrects, so nothing visible changes.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }
    /// Asks for a kind of software keyboard. Accepted and kept; Plume's keyboards do not change for it.
    public func keyboardType(_ type: UIKeyboardType) -> some View { environment(\.keyboardType, type) }
    /// Says what the fields inside hold, for autofill. Accepted and kept; Linux has no autofill.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        environment(\.textContentType, textContentType)
    }
    /// Names the return key of the software keyboard. Accepted and kept; Plume's keyboard still says
    /// "return".
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { environment(\.submitLabel, submitLabel) }
}
