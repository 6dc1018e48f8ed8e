import Foundation
import Plume

/// The fields of the log-in form.
enum LogInField: Hashable {
    case username
    case password
}

/// The `focus-login` scene, enum variant: Submit focuses the first empty field; the username field
/// takes focus shortly after the form appears.
struct FocusLoginView: View {
    @State private var username = ""
    @State private var password = ""
    @FocusState private var loginFieldFocus: LogInField?
    /// How long after appearing the username field is focused (the tutorial waits 0.3 s).
    let focusDelay: TimeInterval

    init(focusDelay: TimeInterval = 0.3) { self.focusDelay = focusDelay }

    var body: some View {
        VStack(spacing: 16) {
            Text("Log in").font(.largeTitle).bold()
            TextField("Username", text: $username)
                .focused($loginFieldFocus, equals: .username)
            SecureField("Password", text: $password)
                .focused($loginFieldFocus, equals: .password)
            Button("Submit") {
                if username.isEmpty {
                    loginFieldFocus = .username
                } else if password.isEmpty {
                    loginFieldFocus = .password
                }
            }
            .buttonStyle(.borderedProminent)
            BoolFocusForm()
            Spacer()
        }
        .textFieldStyle(.roundedBorder)
        .padding()
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + focusDelay) {
                loginFieldFocus = .username
            }
        }
    }
}

/// The Bool variant: Submit refocuses the password when it has fewer than 8 characters.
struct BoolFocusForm: View {
    @State private var username = ""
    @State private var password = ""
    @FocusState private var fieldFocus: Bool
    @State private var message = "Passwords need 8 characters"

    init() {}

    var body: some View {
        VStack(spacing: 12) {
            Divider()
            TextField("Username (2)", text: $username)
            SecureField("Password (2)", text: $password)
                .focused($fieldFocus)
            Button("Submit (2)") {
                if password.count < 8 {
                    fieldFocus = true
                    message = "Too short: \(password.count) of 8"
                } else {
                    message = "Accepted"
                }
            }
            Text(message).font(.footnote).foregroundColor(.secondary)
        }
    }
}

enum FocusLoginScene {
    static let scene = GalleryScene(
        id: "focus-login", title: "FocusState log-in form", seed: "000",
        demo: { host in
            host.tap("Password (2)")
            host.type("secret")
        },
        make: { FocusLoginView(focusDelay: 0) })
}
