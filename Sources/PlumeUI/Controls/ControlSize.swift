import Foundation
import PlumeGraphics

/// The size of controls, as SwiftUI's `ControlSize`; set it with `.controlSize(_:)` and read it as
/// `\.controlSize`.
///
/// ```swift
/// HStack { Button("Cancel") {}; Button("OK") {} }
///     .buttonStyle(.bordered)
///     .controlSize(.large)
/// ```
/// Bordered buttons, toggles, sliders, segmented pickers, steppers, progress views, text fields with
/// the rounded-border style and date pickers grow or shrink with it; `.regular` is the default.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge

    /// A length that is `regular` at the regular size, scaled for this one (mini 0.7, small 0.85,
    /// large 1.15, extra large 1.3): the factor the built-in controls size their parts by.
    var scale: CGFloat {
        switch self {
        case .mini: 0.7
        case .small: 0.85
        case .regular: 1
        case .large: 1.15
        case .extraLarge: 1.3
        }
    }

    /// The font size of a control's text: 17 points at the regular size (as iOS's body).
    var fontSize: CGFloat {
        switch self {
        case .mini: 11
        case .small: 13
        case .regular: 17
        case .large: 19
        case .extraLarge: 21
        }
    }
}

struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The size of controls in this subtree (`.regular` unless `.controlSize(_:)` set another).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the size of the controls inside, as SwiftUI's `controlSize(_:)`.
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }
}
