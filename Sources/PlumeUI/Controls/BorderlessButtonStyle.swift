import Foundation

/// A button style that draws no border, as SwiftUI's `BorderlessButtonStyle` (`.borderless`): the
/// label in the tint (red for a destructive button, grey while disabled), dimmed while pressed; an
/// explicit `foregroundColor` or `foregroundStyle` on the button wins over the tint.
///
/// ```swift
/// List(tasks) { task in
///     HStack {
///         Button { task.isDone.toggle() } label: { Image(systemName: "circle") }
///             .buttonStyle(.borderless)
///         Text(task.title)
///     }
/// }
/// ```
/// It is what SwiftUI apps put on a button inside a list row so that only the button, not the
/// whole row, takes the tap: in Plume every button in a row responds only within its own frame,
/// whatever its style, so the row keeps its own tap (selection, navigation) around it.
public struct BorderlessButtonStyle: ButtonStyle {
    /// A borderless button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DefaultButtonBody(configuration: configuration)
    }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that draws no border: the label in the tint.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
