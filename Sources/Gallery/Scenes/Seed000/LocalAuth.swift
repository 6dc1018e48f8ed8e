import Foundation
import Plume
import PlumeLocalAuth
import PlumeTesting

/// The `local-auth` scene: a locked screen whose Authenticate button asks `LocalAuthModel`; once
/// authenticated the secret notes show and Lock locks again. The password dialog is the module's
/// (`localAuthenticationPrompts`).
struct LocalAuthView: View {
    @StateObject var model: LocalAuthModel

    private var unlocked: Bool { model.state == .unlocked }

    var body: some View {
        VStack(spacing: 18) {
            Spacer()
            Image(systemName: unlocked ? "lock.open.fill" : "lock.fill")
                .font(.system(size: 64))
                .foregroundColor(unlocked ? .green : .accentColor)
            Text(unlocked ? "Unlocked" : "Locked").font(.largeTitle).bold()
            if unlocked {
                secretNotes
            } else {
                Text("Authenticate to see your secret notes.").foregroundColor(.secondary)
            }
            if let message = model.message {
                Text(message).font(.callout).foregroundColor(unlocked ? .green : .primary)
            }
            Spacer()
            Button(unlocked ? "Lock" : "Authenticate") {
                if unlocked { model.lock() } else { model.authenticate() }
            }
            .buttonStyle(.borderedProminent)
            .disabled(model.state == .authenticating)
            Text(model.biometry)
                .font(.caption)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(24)
        .localAuthenticationPrompts(model.prompts)
    }

    private var secretNotes: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Secret notes").font(.headline)
            Text("The spare key is under the blue flower pot.")
            Text("Wi-Fi: plume-guest / ripple-lantern-42")
        }
        .fixedSize(horizontal: false, vertical: true)
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.secondary.opacity(0.15))
        .cornerRadius(12)
    }
}

enum LocalAuthScene {
    static let scene = GalleryScene(
        id: "local-auth", title: "Local authentication", seed: "000",
        demo: { host in
            _ = host.tap("Authenticate")
            waitForDialog(host)
        },
        make: { LocalAuthView(model: LocalAuthModel()) })

    /// Runs frames until the password dialog is up (PAM asks from its own thread), 5 s at most.
    static func waitForDialog(_ host: ViewHost) {
        let deadline = Date().addingTimeInterval(5)
        while host.find(text: "Authentication Required") == nil, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
            host.runFrame()
        }
        host.advance(by: 0.5)
    }
}
