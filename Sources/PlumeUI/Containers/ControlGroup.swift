import Foundation
import PlumeGraphics

/// Related controls shown together as one segmented piece, as SwiftUI's `ControlGroup`: each
/// button of the content is a segment (thin separators between them) on a rounded panel.
///
/// ```swift
/// ControlGroup {
///     Button { zoom -= 1 } label: { Image(systemName: "minus") }
///     Button { zoom += 1 } label: { Image(systemName: "plus") }
/// }
/// ```
public struct ControlGroup<Content: View>: View {
    let content: Content
    let label: AnyView?
    @Environment(\.controlGroupStyle) private var style

    /// A group of the controls `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }

    /// A group with a label: the `.menu` and `.compactMenu` styles show the label as the menu's
    /// title; the others show the controls themselves (Plume's toolbars never collapse a group into
    /// a menu on their own).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        let label = label()
        self.content = LabeledControlGroupContent(content: content(), label: label)
        self.label = AnyView(label)
    }

    public var body: some View {
        style.make(
            ControlGroupStyleConfiguration(
                content: ControlGroupStyleConfiguration.Content(content: AnyView(content)),
                label: ControlGroupStyleConfiguration.Label(content: label ?? AnyView(EmptyView()))))
    }
}

/// The content of a `ControlGroup` made with a label, as SwiftUI names it.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}

/// One segment of a control group: the label in the tint colour, padded, on the group's fill;
/// dimmed while pressed.
struct ControlGroupSegmentStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        ControlGroupSegment(configuration: configuration)
    }
}

struct ControlGroupSegment: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    var body: some View {
        configuration.label
            .foregroundColor(configuration.roleColor(tint: tint, isEnabled: isEnabled))
            .padding(.horizontal, 14)
            .padding(.vertical, 7)
            .frame(maxHeight: .infinity)
            .background(Color.secondaryGroupedBackground)
            .overlay(Color.systemFill)
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}
