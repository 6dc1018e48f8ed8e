import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: drawn as a button (the tint-coloured text of the
/// default style, or whatever `buttonStyle` the subtree sets) with a pointing-hand cursor, and on a
/// tap it calls the environment's `openURL` with its destination — so
/// `.environment(\.openURL, OpenURLAction { … })` above it decides what happens.
///
/// ```swift
/// Link("Plume on the web", destination: URL(string: "https://example.com")!)
/// Link(destination: helpURL) { Label("Help", systemImage: "questionmark.circle") }
/// ```
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let (openURL, destination) = (openURL, destination)
        return Button(action: { openURL(destination) }) { label }
            .pointerStyle(.pointingHand)
    }
}

extension Link where Label == Text {
    /// A link titled by a string literal.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
