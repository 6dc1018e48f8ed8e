import Foundation
import Plume

/// Whether the user is logged in; injected at the root with `environmentObject`.
final class UserSettings: ObservableObject {
    @Published var loggedIn: Bool = false
}

/// Shows the log-in flow or the tab bar depending on `loggedIn` (the tutorial's `StartView`).
struct StartView: View {
    @EnvironmentObject var settings: UserSettings

    var body: some View {
        if settings.loggedIn {
            return AnyView(TabbarView())
        } else {
            return AnyView(LoginContentView())
        }
    }
}

/// The log-in flow's first screen.
struct LoginContentView: View {
    var body: some View {
        VStack(spacing: 24) {
            Text("Welcome").font(.largeTitle).bold()
            Text("Log in to see your tabs.").foregroundColor(.secondary)
            LogInView()
        }
        .padding()
    }
}

/// The log-in button: flips `loggedIn` in the shared settings.
struct LogInView: View {
    @EnvironmentObject var settings: UserSettings

    var body: some View {
        GeometryReader { geometry in
            Button(action: {
                self.settings.loggedIn = true
            }) {
                HStack {
                    Text("Log In")
                }
                .padding()
                .frame(width: geometry.size.width - 40, height: 40)
                .foregroundColor(Color.white)
                .background(Color.blue)
                .cornerRadius(5)
            }
            .buttonStyle(.plain)
            .frame(maxWidth: .infinity)
        }
        .frame(height: 40)
    }
}

/// The logged-in part: two tabs; the log-out button lives in the second.
struct TabbarView: View {
    var body: some View {
        TabView {
            Text("Home")
                .font(.title)
                .tabItem {
                    Image(systemName: "house")
                    Text("Home")
                }
            AccountView()
                .tabItem {
                    Image(systemName: "person")
                    Text("Account")
                }
        }
    }
}

/// The account tab, with the log-out button (in a different view than log-in).
struct AccountView: View {
    @EnvironmentObject var settings: UserSettings

    var body: some View {
        VStack(spacing: 16) {
            Text("Signed in").font(.title2)
            Button("Log Out") { settings.loggedIn = false }
                .buttonStyle(.bordered)
        }
    }
}

enum LoginStateScene {
    static let scene = GalleryScene(
        id: "login-state", title: "EnvironmentObject log in / log out", seed: "000",
        demo: { host in host.tap("Log In") },
        make: { StartView().environmentObject(UserSettings()) })
}
