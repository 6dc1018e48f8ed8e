import Foundation

/// When typed text gets capitals, as UIKit's `UITextAutocapitalizationType`, which SwiftUI's older
/// `.autocapitalization(_:)` modifier takes. Plume applies it as `TextInputAutocapitalization`.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// No capitals added.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

extension TextInputAutocapitalization {
    /// The autocapitalization `type` asks for, as SwiftUI's initialiser from UIKit's type.
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}

nonisolated extension View {
    /// Capitalises text typed into the fields inside, as SwiftUI's older spelling of
    /// `.textInputAutocapitalization(_:)`:
    /// `TextField("Word", text: $word).autocapitalization(.none)`.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        textInputAutocapitalization(TextInputAutocapitalization(style))
    }

    /// Turns autocorrection off (`true`) or back to the default (`false` or nil) in the fields
    /// inside, as SwiftUI's older spelling of `.autocorrectionDisabled(_:)`. Plume never
    /// autocorrects, so nothing visible changes.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }
}
