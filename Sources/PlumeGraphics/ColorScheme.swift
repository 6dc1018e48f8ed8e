/// Light or dark appearance, as SwiftUI's `ColorScheme`. Adaptive colors resolve against it.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    case light
    case dark
}
