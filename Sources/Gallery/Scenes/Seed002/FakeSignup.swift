import Foundation
import Plume

/// The sign-up form's fields and their validation publishers (the `fake-signup` tutorial). The
/// debounce runs on `scheduler`: `RunLoop.main` in an app, the gallery's `SceneScheduler` (the main
/// queue in a window, the host's clock in pictures), a `TestScheduler` in tests.
final class SignUpFormModel<S: Scheduler>: ObservableObject {
    @Published var username: String = ""
    @Published var password: String = ""
    @Published var passwordAgain: String = ""
    let scheduler: S

    init(scheduler: S) { self.scheduler = scheduler }

    var validatedPassword: AnyPublisher<String?, Never> {
        $password.combineLatest($passwordAgain) { password, passwordAgain in
            guard password == passwordAgain, password.count > 6 else {
                return "invalid"
            }
            return password
        }
        .map { $0 == "password" ? "invalid" : $0 }
        .eraseToAnyPublisher()
    }

    /// The fake server: only "foobar" is free; answers on the main queue.
    func usernameAvailable(_ username: String, completion: @escaping (Bool) -> Void) {
        DispatchQueue.main.async {
            completion(username == "foobar")
        }
    }

    var validatedUsername: AnyPublisher<String?, Never> {
        $username
            .debounce(for: .seconds(0.5), scheduler: scheduler)
            .removeDuplicates()
            .flatMap { username in
                Future { promise in
                    self.usernameAvailable(username) { available in
                        promise(.success(available ? username : nil))
                    }
                }
            }
            .eraseToAnyPublisher()
    }

    var validatedCredentials: AnyPublisher<(String, String)?, Never> {
        validatedUsername.combineLatest(validatedPassword) { username, password in
            guard let uname = username, let pwd = password else { return nil }
            return (uname, pwd)
        }
        .eraseToAnyPublisher()
    }
}

/// The `fake-signup` scene: ✅/❌ beside the fields and Sign up enabled only when all is valid.
struct SignUpForm<S: Scheduler>: View {
    @ObservedObject var model: SignUpFormModel<S>
    @State private var usernameAvailable = false
    @State private var passwordValid = false
    @State private var signUpDisabled = true
    @State private var signedUp = false

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Sign up").font(.largeTitle).bold()
            HStack {
                TextField("Username", text: $model.username)
                Text(usernameAvailable ? "✅" : "❌")
                    .accessibilityLabel(usernameAvailable ? "Username OK" : "Username not OK")
                    .onReceive(model.validatedUsername) {
                        self.usernameAvailable = $0 != nil
                    }
            }
            HStack {
                SecureField("Password 'secreto'", text: $model.password)
                Text(passwordValid ? "✅" : "❌")
                    .accessibilityLabel(passwordValid ? "Password OK" : "Password not OK")
                    .onReceive(model.validatedPassword) {
                        self.passwordValid = $0 != "invalid"
                    }
            }
            SecureField("Password again", text: $model.passwordAgain)
            Button("Sign up") { signedUp = true }
                .buttonStyle(.borderedProminent)
                .disabled(signUpDisabled)
                .onReceive(model.validatedCredentials) {
                    guard let credentials = $0 else {
                        self.signUpDisabled = true
                        return
                    }
                    let (_, validPassword) = credentials
                    self.signUpDisabled = validPassword == "invalid"
                }
            if signedUp { Text("Welcome, \(model.username)!") }
        }
        .textFieldStyle(.roundedBorder)
        .padding()
    }
}

enum FakeSignupScene {
    static let scene = GalleryScene(
        id: "fake-signup", title: "Form validation with Combine", seed: "002",
        demo: { host in
            host.tap("Username")
            host.type("foobar")
            host.tap("Password 'secreto'")
            host.type("secreto")
            host.tap("Password again")
            host.type("secreto")
            host.advance(by: 0.6)
        },
        scheduled: { scheduler in SignUpForm(model: SignUpFormModel(scheduler: scheduler)) })
}
