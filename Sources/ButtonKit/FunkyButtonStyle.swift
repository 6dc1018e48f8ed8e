import Plume

/// A loud button style from the `button-kit` tutorial, shipped in its own library target: the label
/// padded, on red, with corner radius 16 and white text (dimmed while pressed).
///
/// ```swift
/// import ButtonKit
/// Button("Press me") {}.buttonStyle(FunkyButtonStyle())
/// ```
public struct FunkyButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Self.Configuration) -> some View {
        configuration.label.padding()
            .background(Color.red)
            .cornerRadius(16)
            .foregroundColor(.white)
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}
