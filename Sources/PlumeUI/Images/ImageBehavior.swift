import Foundation
import PlumeAnimation
import PlumeGraphics

/// Lays out and draws an `Image`.
final class ImageBehavior: PrimitiveBehavior<Image>, AnimationTicking {
    override var animationTarget: AnimationTicking? { self }
    private var image: Image { view }
    /// `contentTransition(.symbolEffect(_:))` between symbols.
    private let replacement = SymbolReplacementPlayer()
    private var started = false
    private var resolved: Result<ImageSource, ImageError>?
    private var naturalSize: CGSize = .zero
    private var ligature: String?
    /// A numbered symbol ("3.circle") the symbol font has no glyph for, drawn by Plume.
    private var numbered: NumberedSymbol?

    override var displayName: String? { "Image" }
    override var dumpDetails: String? {
        switch image.source {
        case .system(let name): "systemName \"\(name)\""
        case .named(let name, _): "\"\(name)\""
        case .source(let s): "\"\(s)\""
        }
    }

    override func update(changed: Bool) {
        guard changed else { return }
        node.invalidateLayout()
        let previousLigature = ligature
        defer { replaceSymbolIfChanged(from: previousLigature) }
        ligature = nil
        numbered = nil
        resolved = nil
        if case .system(let name) = image.source {
            for player in node.environment.symbolEffectPlayers { player.register(node) }
            let variants = node.environment.symbolVariants.candidateNames(for: name)
            if let l = variants.lazy.compactMap(SystemSymbols.ligature(for:)).first {
                ligature = l
            } else if let symbol = variants.lazy.compactMap(NumberedSymbol.init(systemName:)).first {
                numbered = symbol
            } else {
                node.graph.report(
                    "unknown system image '\(name)': Plume maps SF Symbol names to Material Icons (see SystemSymbols)")
            }
            return
        }
        let r = image.resolvedSource()
        resolved = r
        switch r {
        case .success(let source):
            guard let loader = node.graph.imageLoader else {
                naturalSize = .zero
                node.graph.report("no image loader in this host: cannot show \(source)")
                return
            }
            do {
                let size = try loader.size(of: source).sanitized
                naturalSize = CGSize(width: size.width / image.scale, height: size.height / image.scale)
                reportIfHuge(source)
            } catch {
                naturalSize = .zero
                resolved = .failure((error as? ImageError) ?? .unreadable("\(source)", reason: "\(error)"))
                node.graph.report("\(error)")
            }
        case .failure(let error):
            naturalSize = .zero
            node.graph.report("\(error)")
        }
    }

    /// Starts a symbol replacement when the symbol changed and the content transition asks for one.
    private func replaceSymbolIfChanged(from previous: String?) {
        guard started else {
            started = true
            return replacement.start(node: node)
        }
        guard previous != nil, previous != ligature,
            case .symbolEffect(let effect) = node.environment.contentTransition.kind
        else { return }
        replacement.replace(with: effect ?? .automatic, node: node)
    }

    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        node.invalidateRender()
        return replacement.tick(at: time, completions: &completions)
    }

    /// Sides beyond this many points (larger than any window) are reported for images that are not
    /// resizable: they are shown at their declared size, as asked, which pushes their siblings away.
    static let hugeSide: CGFloat = 100_000

    private func reportIfHuge(_ source: ImageSource) {
        guard !image.isResizable, max(naturalSize.width, naturalSize.height) > Self.hugeSide else { return }
        node.graph.report(
            "\(source) declares \(formatNumber(naturalSize.width)) × \(formatNumber(naturalSize.height)) points "
                + "and is shown at that size (larger than any window): use .resizable() to fit it in a frame")
    }

    /// The symbol's point size: the environment font's size (at the dynamic type size, for a text
    /// style) times the image scale, or the frame's for resizable symbols.
    private var symbolSize: CGFloat {
        let environment = node.environment
        return environment.scaledFont(environment.font ?? .body).size * 1.2 * environment.imageScale.factor
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if case .system = image.source {
            let s = symbolSize
            if image.isResizable { return proposal.replacingUnspecifiedDimensions(by: CGSize(width: s, height: s)) }
            return CGSize(width: s, height: s)
        }
        let natural = isMissing ? CGSize(width: 24, height: 24) : naturalSize
        return image.isResizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
    }

    private var isMissing: Bool {
        if case .system = image.source { return ligature == nil && numbered == nil }
        if case .success = resolved { return false }
        return true
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? { node.frame.contains(point) ? node : nil }

    override func draw(into list: inout DisplayList) {
        let frame = node.drawFrame
        guard frame.width > 0, frame.height > 0 else { return }
        let foreground = ForegroundStyle()._paint(in: frame, environment: node.environment).stops.first?.color ?? .clear
        if node.environment.redactionReasons.contains(.placeholder) {
            return RedactionPlaceholder.drawImage(in: frame, color: foreground, into: &list)
        }
        if isMissing {
            var cross = Path(frame.insetBy(dx: 1, dy: 1))
            cross.move(to: CGPoint(x: frame.minX, y: frame.minY))
            cross.addLine(to: CGPoint(x: frame.maxX, y: frame.maxY))
            cross.move(to: CGPoint(x: frame.maxX, y: frame.minY))
            cross.addLine(to: CGPoint(x: frame.minX, y: frame.maxY))
            list.append(
                .stroke(cross, .color(Color.red.resolve(in: node.environment.colorScheme)), StrokeStyle(lineWidth: 1)))
            return
        }
        if ligature != nil || numbered != nil {
            let size = image.isResizable ? min(frame.width, frame.height) : symbolSize
            let square = CGRect(x: frame.midX - size / 2, y: frame.midY - size / 2, width: size, height: size)
            var symbol = DisplayList()
            if let ligature {
                let request = TextLayoutRequest(runs: [TextRun(ligature, font: .custom("Material Icons", size: size))])
                symbol.append(
                    .text(
                        request,
                        frame: CGRect(origin: square.origin, size: CGSize(width: size + 0.01, height: size + 0.01)),
                        color: foreground))
            } else {
                numbered?.draw(in: square, color: foreground, engine: node.graph.textEngine, into: &symbol)
            }
            if node.isRightToLeft, case .system(let name) = image.source, SystemSymbols.isDirectional(name) {
                symbol = symbol.mirroredHorizontally(in: frame)
            }
            var replaced = DisplayList()
            replacement.draw(symbol, in: frame, at: node.frameState.time, into: &replaced)
            node.environment.symbolEffectPose(at: node.frameState.time).draw(replaced, in: frame, into: &list)
            return
        }
        guard case .success(let source) = resolved else { return }
        let tint: Color.Resolved? = image.renderingMode == .template ? foreground : nil
        let interpolation: ImageInterpolation =
            switch image.interpolation {
            case .none: .none
            case .low: .low
            case .medium: .medium
            case .high: .high
            }
        list.append(.image(source, frame: frame, tint: tint, interpolation: interpolation))
    }
}
