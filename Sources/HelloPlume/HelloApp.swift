import SwiftUI

/// The smallest Plume app: `swift run hello-plume` opens a window with a counter (it needs a display;
/// without one it says so and exits with status 1). Written exactly as a SwiftUI app.
@main
struct HelloApp: App {
    var body: some Scene {
        WindowGroup("Hello, Plume") {
            CounterView()
        }
        .defaultSize(width: 360, height: 240)
    }
}

/// A counter with a button, as in the README.
struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Count: \(count)").font(.title)
            Button("Increment") { count += 1 }.buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
