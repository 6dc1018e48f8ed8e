import Foundation
import PlumeGraphics
import PlumeUI

/// The dialog that asks one `LAPrompt`: the app's reason, PAM's notes, a field for the password
/// (hidden unless PAM asked for visible text), Cancel, the fallback button when the app set one,
/// and OK. Return is OK, Escape is Cancel.
///
/// OK sends what was typed through `LAPromptCenter.submit(_:text:)`; an answer it refuses (too long,
/// a NUL character) is shown under the field and the dialog stays. Shown by
/// `localAuthenticationPrompts(_:)`, never on its own.
struct LAPasswordDialog: View {
    let prompt: LAPrompt
    let center: LAPromptCenter
    @State private var text = ""
    @State private var problem: String?
    @FocusState private var fieldFocused: Bool

    /// PAM's question as a field label: "Password: " → "Password".
    var fieldLabel: String {
        let trimmed = prompt.question.trimmingCharacters(
            in: CharacterSet(charactersIn: ": ").union(.whitespacesAndNewlines))
        return trimmed.isEmpty ? "Password" : trimmed
    }

    var body: some View {
        VStack(spacing: 14) {
            Image(systemName: "lock.fill").font(.largeTitle).foregroundColor(.accentColor)
            Text("Authentication Required").font(.headline)
            Text(prompt.reason).multilineTextAlignment(.center)
            ForEach(Array(prompt.notes.enumerated()), id: \.offset) { note in
                Text(note.element).font(.footnote).foregroundColor(.secondary)
            }
            Text("Enter the password for “\(prompt.user)”.").font(.subheadline).foregroundColor(.secondary)
            field
                .textFieldStyle(.roundedBorder)
                .focused($fieldFocused)
                .onSubmit(submit)
            if let problem {
                Text(problem).font(.footnote).foregroundColor(.red).multilineTextAlignment(.center)
            }
            HStack(spacing: 12) {
                Button(prompt.cancelTitle) { center.cancel(prompt) }
                    .buttonStyle(.bordered)
                    .keyboardShortcut(.cancelAction)
                if let fallback = prompt.fallbackTitle {
                    Button(fallback) { center.fallBack(prompt) }.buttonStyle(.bordered)
                }
                Button("OK", action: submit)
                    .buttonStyle(.borderedProminent)
                    .keyboardShortcut(.defaultAction)
            }
        }
        .padding(24)
        .frame(maxWidth: 360)
        .onAppear { fieldFocused = true }
    }

    @ViewBuilder private var field: some View {
        if prompt.isSecret {
            SecureField(fieldLabel, text: $text)
        } else {
            TextField(fieldLabel, text: $text)
        }
    }

    private func submit() {
        problem = center.submit(prompt, text: text)
    }
}
