import Foundation
import PlumeGraphics

/// Loads an `AsyncImage`'s URL and shows its content for the current phase.
///
/// The first update and every update with a new URL cancel the load in flight and start one
/// (`AsyncImageLoad`); its result arrives on the main queue, is decoded by the graph's image loader
/// (`ImageLoader.size(of:)` reads the whole image, so an HTML page fails here), and becomes the
/// phase, applied as a body change in the view's transaction. `destroyed()` cancels the load.
final class AsyncImageBehavior<Content: View>: SingleContentViewBehavior<AsyncImage<Content>> {
    override var movesWithFrame: Bool { false }
    private var phase: AsyncImagePhase = .empty
    private var loadingURL: URL?
    private var load: AsyncImageLoad?
    private var hasStarted = false

    override var displayName: String? { "AsyncImage" }

    override func update(changed: Bool) {
        if !hasStarted || view.url != loadingURL { start() }
        let shown: (key: AnyHashable, view: any View)
        if view.showsDefaultPlaceholder, phase.image == nil {
            shown = (AnyHashable("placeholder"), Rectangle().fill(Color.gray.opacity(0.25)))
        } else {
            shown = (AnyHashable("content"), view.content(phase))
        }
        node.reconcileChildren([shown], environment: node.environment)
    }

    private func start() {
        load?.cancel()
        load = nil
        hasStarted = true
        loadingURL = view.url
        phase = .empty
        guard let url = view.url else { return }
        load = AsyncImageLoad(url: url, timeout: node.environment.asyncImageTimeout) { [weak self] result in
            self?.finish(url: url, result: result)
        }
    }

    private func finish(url: URL, result: Result<Data, Error>) {
        guard url == loadingURL, !node.isDestroyed else { return }
        load = nil
        switch result {
        case .success(let data):
            phase = decode(data, from: url)
        case .failure(let error):
            phase = .failure(error)
        }
        if case .failure(let error) = phase { node.graph.report("AsyncImage: \(url.absoluteString): \(error)") }
        node.invalidateBody(transaction: view.transaction)
    }

    /// The image in `data`, checked by the graph's decoder.
    private func decode(_ data: Data, from url: URL) -> AsyncImagePhase {
        guard let loader = node.graph.imageLoader else { return .failure(AsyncImageError.noImageLoader) }
        let name = url.lastPathComponent.isEmpty ? url.absoluteString : url.lastPathComponent
        let source = ImageSource.data(data, name: name)
        do {
            _ = try loader.size(of: source)
        } catch {
            return .failure(error)
        }
        var image = Image(data: data, name: name)
        image.scale = view.scale.isFinite && view.scale > 0 ? view.scale : 1
        return .success(image)
    }

    override func destroyed() {
        load?.cancel()
        load = nil
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { contentSize(proposal) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) { placeContent(in: rect, proposal: proposal) }
}
