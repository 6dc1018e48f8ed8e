import Plume

/// The widest width reported by the text bubbles (the tutorial's key keeps the last value; the
/// modifier keeps the maximum).
struct EqualWidthPreferenceKey: PreferenceKey {
    typealias Value = CGFloat
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

/// Measures the content with a GeometryReader behind it, reports the width, and widens the content
/// to the widest width seen through the binding.
struct EqualWidth: ViewModifier {
    let width: Binding<CGFloat?>

    func body(content: Content) -> some View {
        content.frame(width: width.wrappedValue, alignment: .leading)
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: EqualWidthPreferenceKey.self, value: proxy.size.width)
                }
            )
            .onPreferenceChange(EqualWidthPreferenceKey.self) { value in
                self.width.wrappedValue = max(self.width.wrappedValue ?? 0, value)
            }
    }
}

extension View {
    func equalWidth(_ width: Binding<CGFloat?>) -> some View {
        modifier(EqualWidth(width: width))
    }
}

/// A blue bubble around a text whose width is shared with the other bubbles.
struct TextBubble: View {
    let text: String
    let minTextWidth: Binding<CGFloat?>

    var body: some View {
        Text(text).equalWidth(minTextWidth)
            .foregroundColor(Color.white)
            .padding()
            .background(Color.blue)
            .cornerRadius(8)
    }
}

/// The `equal-width` scene: two bubbles, both as wide as the wider text.
struct EqualWidthView: View {
    @State private var textMinWidth: CGFloat?

    var body: some View {
        VStack(spacing: 16) {
            TextBubble(text: "First", minTextWidth: $textMinWidth)
            TextBubble(text: "Second longer", minTextWidth: $textMinWidth)
        }
    }
}

enum EqualWidthScene {
    static let scene = GalleryScene(id: "equal-width", title: "Equal width text bubbles", seed: "001") {
        EqualWidthView()
    }
}
