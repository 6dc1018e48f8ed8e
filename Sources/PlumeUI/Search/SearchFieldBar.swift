import Foundation
import PlumeGraphics

/// The search field of a `searchable` view: a rounded field with a magnifying glass, the prompt as
/// placeholder and a clear button while it holds text, and a Cancel button while searching.
struct SearchFieldBar: View {
    let text: Binding<String>
    let prompt: String
    let focused: FocusState<Bool>.Binding
    let showsCancel: Bool
    let cancel: () -> Void

    /// The field's fill (iOS's tertiary system fill).
    static let fill = Color(
        light: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12),
        dark: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.24))

    var body: some View {
        let text = self.text
        return HStack(spacing: 10) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass").foregroundColor(.secondary)
                TextField(prompt, text: text)
                    .focused(focused)
                    .textFieldStyle(.plain)
                    .focusEffectDisabled()
                    .environment(\.submitTrigger, .search)
                if !text.wrappedValue.isEmpty {
                    Button {
                        text.wrappedValue = ""
                    } label: {
                        Image(systemName: "xmark.circle.fill").foregroundColor(.secondary)
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel("Clear text")
                }
            }
            .padding(.horizontal, 8)
            .frame(height: 36)
            .background(RoundedRectangle(cornerRadius: 10).fill(Self.fill))
            if showsCancel {
                Button("Cancel", action: cancel).buttonStyle(.plain).foregroundColor(.accentColor)
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}
