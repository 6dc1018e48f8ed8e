import Foundation
import Plume

/// The software keyboard's current frame, kept up to date from the keyboard's notifications with
/// Combine, as the tutorial does (`UIResponder`'s names and keys are Plume's, spelled as UIKit's).
final class KeyboardProperties: ObservableObject {
    @Published var frame = CGRect.zero

    var subscription: Cancellable?

    init() {
        subscription = NotificationCenter.default
            .publisher(for: UIResponder.keyboardDidShowNotification)
            .compactMap { $0.userInfo }
            .compactMap {
                $0[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            }
            .merge(
                with: NotificationCenter.default.publisher(for: UIResponder.keyboardDidHideNotification).map { _ in
                    CGRect.zero
                }
            )
            .assign(to: \.frame, on: self)
    }
}

/// The `keyboard-aware` scene ("All Rise!"): a text field at the bottom is offset by the keyboard's
/// height, with a short ease-in, once the keyboard has appeared, and goes back when it hides.
///
/// Two changes from the 2020 tutorial: the model is a `@StateObject` per screen instead of a shared
/// singleton (so every mounted copy of the scene starts fresh), and the stack ignores the keyboard's
/// safe area. Plume shrinks the safe area under the keyboard as SwiftUI has done since iOS 14; the
/// tutorial's screen was written before that, so without `.ignoresSafeArea(.keyboard)` the field
/// would rise twice (once with the safe area, once by its offset).
struct AllRiseView: View {
    @State var textValue = ""
    @StateObject var keyboardProps = KeyboardProperties()

    var kbHeight: CGFloat {
        keyboardProps.frame.height
    }

    var body: some View {
        VStack(spacing: 12) {
            Text("All Rise!").font(.largeTitle).bold()
            Text("Tap the field: it rises above the software keyboard.")
                .font(.callout)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
            // Pushes TextField to the bottom of view
            Spacer()
            TextField("Enter some text", text: $textValue)
                .textFieldStyle(.roundedBorder)
                // Text field will now be pushed up by the keyboard
                .offset(y: -kbHeight)
                // A little animation to soothe things up
                .animation(.easeIn(duration: 0.2))
        }
        .padding()
        .ignoresSafeArea(.keyboard)
    }
}

enum KeyboardAwareScene {
    static let scene = GalleryScene(
        id: "keyboard-aware", title: "Keyboard-aware views", seed: "002",
        demo: { host in
            // Touch mode, then a tap on the field: the keyboard slides up (0.25 s), then the field
            // rises (0.2 s), so the picture at 0.5 s shows both in place.
            host.usesSoftwareKeyboard = true
            host.tap("Enter some text")
        },
        make: { AllRiseView() })
}
