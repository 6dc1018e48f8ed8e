import Foundation
import PlumeGraphics

nonisolated extension View {
    /// Draws this view and its descendants in `colorScheme`, as SwiftUI's (deprecated) `colorScheme(_:)`:
    /// it sets `\.colorScheme` in the environment. Previews written for Xcode 11 use it
    /// (`ContentView().colorScheme(.dark)`); `preferredColorScheme(_:)` is the current spelling.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }
}
