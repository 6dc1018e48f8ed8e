import Foundation
import PlumeAnimation
import PlumeGraphics

/// How a `Picker` looks and lets the user choose, as SwiftUI's `PickerStyle`; set it with
/// `pickerStyle(_:)`.
///
/// Plume has `.automatic`, `.segmented`, `.inline`, `.navigationLink`, `.menu`, `.radioGroup`,
/// `.wheel` (a compact turning column, `PickerWheel`) and `.palette` (a row of symbols,
/// `PickerPalette`); `.automatic` is `.navigationLink` in a `Form` or `List` inside a navigation
/// stack and `.inline` elsewhere (SwiftUI uses a menu there).
public protocol PickerStyle {
    /// Which of Plume's styles this is.
    var kind: PickerStyleKind { get }
}

/// The picker styles Plume draws.
public enum PickerStyleKind: Hashable, Sendable {
    case automatic, segmented, inline, navigationLink, menu, radioGroup, wheel, palette
}

/// Options on a turning wheel, as SwiftUI's `WheelPickerStyle`: on a desktop, a compact column
/// that a drag, the mouse wheel or the arrow keys turn (see `PickerWheel`).
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .wheel }
}

/// Options side by side as symbols, as SwiftUI's `PalettePickerStyle` (see `PickerPalette`).
public struct PalettePickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .palette }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A turning wheel of the options.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A row of symbols.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// The style chosen by context, as SwiftUI's `DefaultPickerStyle`.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .automatic }
}

/// Options side by side in a segmented control, as SwiftUI's `SegmentedPickerStyle`.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .segmented }
}

/// Options as rows with a checkmark on the selected one, as SwiftUI's `InlinePickerStyle`.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .inline }
}

/// A row showing the selection that pushes a list of the options, as SwiftUI's
/// `NavigationLinkPickerStyle`. It needs an enclosing navigation stack.
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .navigationLink }
}

/// A button showing the selection that opens a menu of the options, as SwiftUI's `MenuPickerStyle`.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .menu }
}

/// A column of radio buttons, one per option, as SwiftUI's `RadioGroupPickerStyle` (macOS).
public struct RadioGroupPickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .radioGroup }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A button that opens a menu of the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// A column of radio buttons.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The style chosen by context.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Rows with a checkmark.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that pushes the list of options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.automatic }

extension EnvironmentValues {
    /// The style of pickers in this subtree.
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { environment(\.pickerStyle, style.kind) }
}
