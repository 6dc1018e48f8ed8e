import Foundation

/// A view that loads and shows an image from a URL, as SwiftUI's `AsyncImage`.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/icon.png"))
/// AsyncImage(url: url) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     ProgressView()
/// }
/// AsyncImage(url: url, transaction: Transaction(animation: .easeIn)) { phase in
///     switch phase {
///     case .empty: ProgressView()
///     case .success(let image): image.resizable().transition(.opacity)
///     case .failure: Image(systemName: "photo")
///     @unknown default: EmptyView()
///     }
/// }
/// ```
/// The load starts when the view appears (is mounted) and whenever its URL changes, and is cancelled
/// when the view goes or the URL changes first. `file:` URLs are read on a background queue;
/// `http:` and `https:` URLs are fetched with `URLSession` (FoundationNetworking on Linux), and a
/// status other than 2xx is a failure. The bytes are decoded by the host's image loader (PNG, JPEG,
/// SVG): anything else (an HTML page) is a failure. A request that gets no answer fails with
/// `URLError(.timedOut)` after `asyncImageTimeout` seconds (60 by default, URLSession's own request
/// timeout; Plume's `.asyncImageTimeout(_:)` changes it). The phase changes in `transaction`, so
/// content with a transition animates in. An image's size in points is its pixel size divided by
/// `scale`. With `AsyncImage(url:scale:)`, a failed or pending load shows a grey placeholder that
/// takes the space it is offered.
public struct AsyncImage<Content: View>: View, PrimitiveView {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let content: (AsyncImagePhase) -> Content
    /// Whether an empty or failed phase shows the default placeholder instead of `content`.
    let showsDefaultPlaceholder: Bool

    /// An image loaded from `url` (shown at its size, a grey placeholder until then).
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        content = { $0.image ?? Image(systemName: "photo") }
        showsDefaultPlaceholder = true
    }

    /// The image loaded from `url`, shown through `content`; `placeholder` until it has loaded (and
    /// when it fails).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        self.content = { phase in
            if let image = phase.image {
                ViewBuilder.buildEither(first: content(image)) as _ConditionalContent<I, P>
            } else {
                ViewBuilder.buildEither(second: placeholder()) as _ConditionalContent<I, P>
            }
        }
        showsDefaultPlaceholder = false
    }

    /// `content` for each phase of loading `url`; phases change in `transaction`.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
        showsDefaultPlaceholder = false
    }

    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { AsyncImageBehavior<Content>() }
}

struct AsyncImageTimeoutKey: EnvironmentKey { static let defaultValue: TimeInterval = 60 }

extension EnvironmentValues {
    /// How long an `AsyncImage` waits for an answer before failing with `URLError(.timedOut)`, in
    /// seconds (Plume addition; 60 by default).
    public var asyncImageTimeout: TimeInterval {
        get { self[AsyncImageTimeoutKey.self] }
        set { self[AsyncImageTimeoutKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how long `AsyncImage`s inside wait for an answer before failing (Plume addition). NaN,
    /// infinite, zero and negative values are used as 60 seconds.
    public func asyncImageTimeout(_ seconds: TimeInterval) -> some View {
        environment(\.asyncImageTimeout, seconds.isFinite && seconds > 0 ? seconds : 60)
    }
}
