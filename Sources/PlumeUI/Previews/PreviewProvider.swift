import Foundation

/// A type that shows previews of views, as SwiftUI's `PreviewProvider`:
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         ContentView()
///         ContentView().previewLayout(.sizeThatFits).previewDisplayName("Compact")
///     }
/// }
/// ```
///
/// Each top-level view of `previews` (a `Group`'s or `ForEach`'s views count one by one) is one
/// preview. On Linux there is no canvas: `PreviewItem.items(of:)` lists them with their traits, and
/// PlumeTesting's `PreviewRenderer` renders each to an image, in light and dark, at the size its
/// `previewLayout` and `previewDevice` ask for.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews are for; nil lets the tools decide (Plume draws every platform the
    /// same way, so this is kept only for source compatibility).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// A platform a preview is for, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS
}
