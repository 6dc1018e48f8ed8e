import Foundation
import PlumeAnimation
import PlumeGraphics

/// Read-only text, as SwiftUI's `Text`: measured and drawn by the host's text engine (Pango with Inter).
///
/// ```swift
/// Text("Hello").font(.title).bold()
/// Text("\(temperature, specifier: "%.1f")°") + Text(" now").foregroundColor(.secondary)
/// ```
/// The font defaults to the environment's (`.body`, 17 pt), the color to the foreground style. Text
/// wraps at the proposed width and cuts with "…" at the line limit or proposed height.
///
/// Unlike SwiftUI, very long text is cut too: the text engine lays out only what its
/// `limit(for:)` allows (Pango: 100,000 bytes, 2,000 line breaks, about 4,000 wrapped lines, 1.5
/// million points either way), ending with "…" and reported in `ViewGraph.diagnostics`. Font sizes
/// outside 1…10,000 points are clamped and reported.
nonisolated public struct Text: View, PrimitiveView, Equatable {
    struct Segment: Equatable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var monospaced = false
        var monospacedDigit = false
        var color: Color?
        var underline = false
        var strikethrough = false
        var underlineColor: Color? = nil
        var strikethroughColor: Color? = nil
        var tracking: CGFloat = 0
        var baselineOffset: CGFloat = 0
        /// A date shown as time passes (`Text(_:style:)`); `string` then holds its text at creation.
        var live: LiveDateText? = nil
        /// The colour behind the characters (an `AttributedString`'s `backgroundColor`).
        var background: Color? = nil
        /// Where a tap on these characters goes (a markdown or `AttributedString` link).
        var link: URL? = nil
        /// The font width (`fontWidth(_:)`).
        var width: Font.Width? = nil
        /// An `AttributedString` run's own font and colour: they win over the text's modifiers.
        var attributedFont: Font? = nil
        var attributedColor: Color? = nil
        /// A value in a format style, formatted in the environment's locale (`string` then holds it
        /// formatted in Foundation's current locale).
        var formatted: LocaleFormattedValue? = nil
        /// An image shown inside the text (`Text(_: Image)`, `"\(Image(systemName: "star"))"`).
        var inlineImage: InlineImage? = nil
        /// The size the text is drawn at relative to its font's (`textScale(_:isEnabled:)`).
        var scale: Text.Scale = .default
    }
    var segments: [Segment]

    /// Text from a string literal, its inline markdown styled (`**bold**`, `*italic*`, `` `code` ``,
    /// `~~struck~~`, `[links](https://example.com)`; see `MarkdownText`). Interpolated values are
    /// shown as they are, as in SwiftUI.
    public init(_ key: LocalizedStringKey) {
        guard !key.pieces.isEmpty else {
            segments = MarkdownText.segments(key.markdown)
            return
        }
        // Interpolated texts, images and dates keep their own segments between the literal's.
        segments = key.pieces.flatMap { piece -> [Segment] in
            switch piece {
            case .markdown(let markdown): MarkdownText.segments(markdown)
            case .text(let text): text.segments
            }
        }
    }
    /// Text showing `content` as is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { segments = [Segment(string: String(content))] }
    /// Text showing `content` as is.
    public init(verbatim content: String) { segments = [Segment(string: content)] }
    /// Text from a string-literal key; the table and bundle are ignored (no localization in Plume).
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        segments = [Segment(string: key.key)]
    }

    /// The characters shown.
    public var plainText: String { segments.map(\.string).joined() }

    /// Both texts, one after the other, each with its own style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs
        t.segments += rhs.segments
        return t
    }

    private func map(_ change: (inout Segment) -> Void) -> Text {
        var t = self
        for i in t.segments.indices { change(&t.segments[i]) }
        return t
    }

    public func font(_ font: Font?) -> Text { map { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { map { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { map { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func monospaced(_ isActive: Bool = true) -> Text { map { $0.monospaced = isActive } }
    public func monospacedDigit() -> Text { map { $0.monospacedDigit = true } }
    public func foregroundColor(_ color: Color?) -> Text { map { $0.color = color } }
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    /// Underlined in `color` (nil: the text's colour).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        map {
            $0.underline = isActive
            $0.underlineColor = color
        }
    }
    /// Struck through in `color` (nil: the text's colour).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        map {
            $0.strikethrough = isActive
            $0.strikethroughColor = color
        }
    }
    public func kerning(_ kerning: CGFloat) -> Text { tracking(kerning) }
    public func tracking(_ tracking: CGFloat) -> Text { map { $0.tracking = tracking.isFinite ? tracking : 0 } }
    public func baselineOffset(_ offset: CGFloat) -> Text { map { $0.baselineOffset = offset.isFinite ? offset : 0 } }

    /// Letter case transforms, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    public typealias Body = Never
    @MainActor func makeBehavior() -> NodeBehavior { TextBehavior() }

    /// Whether some characters change as time passes (a live date text).
    var hasLiveSegments: Bool { segments.contains { $0.live?.isLive ?? false } }

    /// Whether some characters depend on the environment's locale or the time (dates, format styles).
    var hasResolvedSegments: Bool { segments.contains { $0.live != nil || $0.formatted != nil } }

    /// This text with each date segment's characters as shown at `now` in `format`, and each
    /// formatted value in `format`'s locale.
    func resolvingDates(at now: Date, format: DateTextFormat) -> Text {
        guard hasResolvedSegments else { return self }
        return map { segment in
            if let live = segment.live { segment.string = live.string(at: now, format: format) }
            if let formatted = segment.formatted { segment.string = formatted.string(in: format.locale) }
        }
    }

    /// The earliest moment after `now` when a date segment's characters change.
    func nextDateChange(after now: Date, format: DateTextFormat) -> Date? {
        segments.compactMap { $0.live?.nextChange(after: now, format: format) }.min()
    }

    /// The runs to measure and draw in `environment`.
    func runs(in environment: EnvironmentValues) -> [TextRun] {
        let baseFont = environment.font ?? .body
        let scheme = environment.colorScheme
        let appearance = environment.textAppearance
        // Read once, not per segment (each read walks the environment's entries).
        let fontWidth = environment.fontWidth
        let textCase = environment.textCase
        let dynamicTypeSize = environment.dynamicTypeSize
        let legibilityWeight = environment.legibilityWeight
        let hasLinks = segments.contains { $0.link != nil }
        let tint = hasLinks ? environment.tint : nil
        return segments.map { s in
            let ownFont = s.attributedFont ?? s.font
            var font = (ownFont ?? baseFont).scaled(for: dynamicTypeSize)
            if let design = appearance.design, ownFont == nil || ownFont?.family == nil { font.design = design }
            if let w = s.weight ?? appearance.weight { font = font.weight(w) }
            if let legibilityWeight { font = font.weight(legibilityWeight.adjusted(font.weight)) }
            if s.scale != .default { font.size *= s.scale.sizeFactor }
            if s.italic || appearance.italic { font = font.italic() }
            if s.monospaced || appearance.monospaced { font = font.monospaced() }
            if s.monospacedDigit || appearance.monospacedDigit { font = font.monospacedDigit() }
            if let width = s.width ?? fontWidth { font = font.width(width) }
            var string = s.string
            switch textCase {
            case .uppercase: string = string.uppercased()
            case .lowercase: string = string.lowercased()
            case nil: break
            }
            let color = s.attributedColor ?? (s.link != nil ? tint : s.color)
            if let image = s.inlineImage {
                // A symbol is a ligature of the icon font, at the size of the text around it.
                return TextRun(
                    image.ligature ?? "", font: .custom(InlineImage.symbolFontFamily, size: font.size),
                    color: color?.resolve(in: scheme), baselineOffset: s.baselineOffset)
            }
            return TextRun(
                string, font: font, color: color?.resolve(in: scheme), background: s.background?.resolve(in: scheme),
                underline: s.underline || appearance.underline,
                strikethrough: s.strikethrough || appearance.strikethrough,
                tracking: s.tracking != 0 ? s.tracking : appearance.tracking ?? 0,
                baselineOffset: s.baselineOffset != 0 ? s.baselineOffset : appearance.baselineOffset ?? 0,
                underlineColor: s.underlineColor?.resolve(in: scheme),
                strikethroughColor: s.strikethroughColor?.resolve(in: scheme))
        }
    }
}

nonisolated extension View {
    /// Changes the case of text inside.
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
}

final class TextBehavior: PrimitiveBehavior<Text>, AnimationTicking {
    override var animationTarget: AnimationTicking? { self }
    /// Taps on links (markdown or `AttributedString` links), and presses that select when the text
    /// is selectable; other texts take no presses.
    override var pointerHandler: PointerHandler? { selection ?? linkTapper }
    /// A selectable text takes the focus when clicked (for Control-C and the Edit menu).
    override var focusTarget: FocusableBehavior? { selection }
    override var editMenuTarget: EditMenuTarget? { selection }
    /// The view's text with its dates as shown at the graph's current time (see `LiveDateText`). No
    /// dynamic exclusivity check: every access is an instant read or write of the value.
    @exclusivity(unchecked) private(set) var text = Text(verbatim: "")
    /// Made when the text has links, dropped when it has none.
    private var linkTapper: TextLinkTapper?
    /// Made while the environment allows selection (`textSelection(.enabled)`), dropped otherwise.
    private var selection: TextSelectionController?
    private let colorSlot = ColorSlot()
    private let crossfade = TextCrossfade()
    /// What `draw` drew last (the text that fades out when the characters change under animation).
    private var drawn: (request: TextLayoutRequest, size: CGSize, color: Color.Resolved)?
    private var started = false
    /// The characters at the previous update (a body may update the text twice in one frame, the
    /// second time under another transaction: only a change of characters fades).
    private var previousPlainText = ""
    /// Which way a `.numericText` change rolls: -1 down, 1 up, 0 no roll (a cross-fade).
    private var roll: CGFloat = 0
    /// The value of the last `.numericText(value:)` seen (which way the next change rolls).
    private var lastNumericValue: Double?

    override func update(changed: Bool) {
        guard changed else { return }
        text = viewResolvedNow()
        let hasLinks = text.segments.contains { $0.link != nil }
        if hasLinks != (linkTapper != nil) { linkTapper = hasLinks ? TextLinkTapper(owner: self) : nil }
        let selectable = TextSelectionController.allowsSelection(of: node)
        if selectable != (selection != nil) { selection = selectable ? TextSelectionController(owner: self) : nil }
        selection?.links = linkTapper
        scheduleDateChange()
        node.invalidateContent()
        reportUnusableInput()
        colorSlot.update(
            ForegroundStyle()._paint(in: .zero, environment: node.environment).stops.first?.color, node: node)
        let plainText = text.plainText
        if !started {
            started = true
            crossfade.start(node: node)
        } else if let drawn, previousPlainText != plainText, node.environment.contentTransition.animates {
            roll = rollDirection(node.environment.contentTransition)
            crossfade.replace(request: drawn.request, size: drawn.size, color: drawn.color, node: node)
        }
        if case .numericValue(let value) = node.environment.contentTransition.kind, !value.isNaN {
            lastNumericValue = value
        }
        previousPlainText = plainText
    }

    /// Which way `transition` rolls a change (see `roll`).
    private func rollDirection(_ transition: ContentTransition) -> CGFloat {
        switch transition.kind {
        case .numericText(let countsDown): countsDown ? -1 : 1
        case .numericValue(let value): value < (lastNumericValue ?? value) ? -1 : 1
        default: 0
        }
    }

    /// The graph's current date: its clock's time after `dateAtTimeZero`.
    private var now: Date { node.graph.dateAtTimeZero.addingTimeInterval(node.frameState.time) }

    private func viewResolvedNow() -> Text {
        // Most texts show no dates: they make no format (its locale, calendar and time zone).
        guard view.hasResolvedSegments else { return view }
        return view.resolvingDates(at: now, format: DateTextFormat(node.environment))
    }

    /// Asks the graph's `WakeUps` for a frame when a live date's characters next change (none for
    /// other texts, so an idle host stays idle).
    private func scheduleDateChange() {
        guard view.hasLiveSegments,
            let next = view.nextDateChange(after: now, format: DateTextFormat(node.environment))
        else { return node.graph.wakeUps.cancel(self) }
        node.graph.wakeUps.schedule(self, at: next.timeIntervalSince(node.graph.dateAtTimeZero)) {
            [weak self] in self?.dateChanged()
        }
    }

    /// A wake-up: shows the dates as they are now and asks for the next one.
    private func dateChanged() {
        let fresh = viewResolvedNow()
        if fresh != text {
            text = fresh
            previousPlainText = fresh.plainText
            node.invalidateContent()
        }
        scheduleDateChange()
    }

    override func destroyed() { node.graph.wakeUps.cancel(self) }

    /// Reports font sizes that were clamped.
    private func reportUnusableInput() {
        let base = node.environment.font ?? .body
        if text.segments.contains(where: { $0.live?.wasClamped ?? false }) {
            node.graph.report(
                "Text: a date is not a finite date within ±100,000 years of 2001; it is shown clamped into that range")
        }
        for segment in text.segments {
            if let problem = segment.inlineImage?.problem { node.graph.report(problem) }
            if let asked = (segment.attributedFont ?? segment.font ?? base).sizeProblem {
                node.graph.report(
                    "Text: font size \(asked) is outside 1…\(formatNumber(Font.maximumSize)) points; drawn at "
                        + "\(formatNumber((segment.attributedFont ?? segment.font ?? base).size))")
            }
        }
    }

    /// Reports when the text engine lays out only part of `request` (see `TextLayoutEngine.limit(for:)`).
    private func reportCut(_ request: TextLayoutRequest) {
        guard let limit = node.graph.textEngine.limit(for: request), request.exceeds(limit) else { return }
        let length = request.runs.reduce(0) { $0 + $1.text.utf8.count }
        node.graph.report(
            "Text: \(length) bytes are more than the text engine lays out at this size and width; "
                + "the text is cut and ends with \"…\" (see TextLayoutEngine.limit(for:))")
    }

    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        node.invalidateRender()
        let colorRuns = colorSlot.tick(at: time, completions: &completions)
        let fadeRuns = crossfade.tick(at: time, completions: &completions)
        return colorRuns || fadeRuns
    }

    func request(_ proposal: ProposedViewSize) -> TextLayoutRequest {
        var request = inputs.request
        request.limit(width: proposal.width, height: proposal.height)
        return request
    }

    /// What layout reads of the text and its environment, worked out once after each change (a
    /// text is asked many proposals per pass; `layoutInvalidated` drops it, as every change of the
    /// text or its environment invalidates the node's layout). A class: each read is one retain,
    /// where a struct was copied whole (its request's runs retained) at every read.
    private final class LayoutInputs {
        /// The request for the unspecified proposal (runs, line limit, alignment, truncation).
        let request: TextLayoutRequest
        let minimumScaleFactor: CGFloat
        let lineLimitMinimum: Int?
        let allowsTightening: Bool

        init(request: TextLayoutRequest, minimumScaleFactor: CGFloat, lineLimitMinimum: Int?, allowsTightening: Bool) {
            self.request = request
            self.minimumScaleFactor = minimumScaleFactor
            self.lineLimitMinimum = lineLimitMinimum
            self.allowsTightening = allowsTightening
        }
    }

    @exclusivity(unchecked) private var cachedInputs: LayoutInputs?

    private var inputs: LayoutInputs {
        if let cachedInputs { return cachedInputs }
        let env = node.environment
        let made = LayoutInputs(
            request: TextLayoutRequest(
                runs: text.runs(in: env), maxWidth: nil, maxHeight: nil, lineLimit: env.lineLimit,
                alignment: env.multilineTextAlignment.resolved(for: env.layoutDirection),
                truncation: env.truncationMode,
                lineSpacing: env.lineSpacing),
            minimumScaleFactor: env.minimumScaleFactor, lineLimitMinimum: env.lineLimitMinimum,
            allowsTightening: env.allowsTightening)
        cachedInputs = made
        return made
    }

    /// The measurements of this text, shared with the graph's texts that lay out alike (looked up
    /// after each change; see `TextLayoutMemo`; no dynamic exclusivity check: every access is an instant read or write that calls nothing that could reach it again).
    @exclusivity(unchecked) private var measurements: SharedTextMeasurements?

    override func layoutInvalidated() {
        measurements = nil
        cachedInputs = nil
    }

    /// The text laid out for `proposal`, from the kept measurements when they answer it.
    private func result(_ proposal: ProposedViewSize) -> TextLayoutResult {
        let shared: SharedTextMeasurements
        if let measurements {
            shared = measurements
        } else {
            shared = node.graph.textLayouts.measurements(for: request(.unspecified))
            measurements = shared
        }
        return shared.measurements.result(width: proposal.width, height: proposal.height) { width, height in
            let req = request(ProposedViewSize(width: width, height: height))
            reportCut(req)
            return node.graph.textEngine.layout(req)
        }
    }

    /// The font scale at which the text fits `proposal` (`minimumScaleFactor`; 1 when it fits or
    /// may not shrink).
    private func fittingScale(_ proposal: ProposedViewSize) -> CGFloat {
        let minimum = inputs.minimumScaleFactor
        guard minimum < 1, proposal.width != nil || proposal.height != nil else { return 1 }
        return TextScaleFit.largestFittingScale(minimum: minimum) { scale in
            scale == 1 ? !result(proposal).isTruncated : !scaledResult(proposal, scale: scale).isTruncated
        }
    }

    /// The text laid out for `proposal` with its fonts scaled by `scale` (not shared: only shrunk
    /// texts ask).
    private func scaledResult(_ proposal: ProposedViewSize, scale: CGFloat) -> TextLayoutResult {
        node.graph.textEngine.layout(TextScaleFit.scaled(request(proposal), by: scale))
    }

    /// How much the letters are drawn closer together to fit `proposal` (`allowsTightening`; 0
    /// when the text fits, may not tighten, or would not fit even tightened).
    private func tightening(_ proposal: ProposedViewSize) -> CGFloat {
        guard inputs.allowsTightening, proposal.width != nil, result(proposal).isTruncated else { return 0 }
        return TextTightening.smallestFittingFraction { fraction in
            !node.graph.textEngine.layout(TextTightening.tightened(request(proposal), by: fraction)).isTruncated
        }
    }

    /// The request drawn for `proposal`: tightened when that makes it fit, otherwise scaled by
    /// `minimumScaleFactor` when that does.
    private func fittedRequest(_ proposal: ProposedViewSize) -> TextLayoutRequest {
        let fraction = tightening(proposal)
        if fraction > 0 { return TextTightening.tightened(request(proposal), by: fraction) }
        return TextScaleFit.scaled(request(proposal), by: fittingScale(proposal))
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let inputs = self.inputs
        var size = fittedSize(proposal, inputs)
        if let w = proposal.width, size.width > w { size.width = w }
        if let minimum = inputs.lineLimitMinimum { size.height = max(size.height, reservedHeight(minimum)) }
        return size
    }

    /// The size of the text laid out for `proposal`: tightened when that makes it fit, otherwise
    /// scaled by `minimumScaleFactor` when that does (before the width clamp and reserved lines).
    private func fittedSize(_ proposal: ProposedViewSize, _ inputs: LayoutInputs) -> CGSize {
        // Most texts may neither tighten nor shrink: their size is the shared measurement's.
        guard inputs.allowsTightening || inputs.minimumScaleFactor < 1 else { return result(proposal).size }
        let fraction = tightening(proposal)
        if fraction > 0 {
            return node.graph.textEngine.layout(TextTightening.tightened(request(proposal), by: fraction)).size
        }
        let scale = fittingScale(proposal)
        return scale == 1 ? result(proposal).size : scaledResult(proposal, scale: scale).size
    }

    /// The height of `lines` lines of this text's first font (`lineLimit(2...4)`, `reservesSpace`).
    private func reservedHeight(_ lines: Int) -> CGFloat {
        let env = node.environment
        let font = text.runs(in: env).first?.font ?? env.font ?? .body
        return node.graph.textEngine.height(ofLines: lines, font: font, spacing: env.lineSpacing)
    }

    override func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? {
        let first = id == ObjectIdentifier(VerticalAlignment.FirstBaseline.self)
        let last = id == ObjectIdentifier(VerticalAlignment.LastBaseline.self)
        guard first || last else { return nil }
        let result = result(ProposedViewSize(width: size.width + 0.01, height: size.height + 0.01))
        return first ? result.firstBaseline : result.lastBaseline
    }

    /// Draws the text laid out at its final size, where the (possibly animating) frame is now: while
    /// a frame animation plays, the lines keep their final wrapping instead of being cut short by an
    /// intermediate width (a spring that undershoots would otherwise truncate "Card open"), standing
    /// at the point of the frame that does not move (a label growing around its centre stays
    /// centred). Characters changed under an animation cross-fade from the old text.
    override func draw(into list: inout DisplayList) {
        let shown = node.drawFrame
        let final = node.frame
        let time = node.frameState.time
        // A numeric roll moves the old text out and the new one in by part of a line, as they fade
        // (only the characters after those they share, for one-line texts in one font).
        let outgoing = 1 - crossfade.incomingOpacity(at: time)
        let rollDistance = roll * NumericTextRoll.distance * final.height
        let old = crossfade.outgoing(at: time)
        let rolls = roll != 0 && old != nil
        if let old, !rolls {
            list.append(
                .text(old.request, frame: shown.anchoredPlacement(of: old.size, towards: final), color: old.color))
        }
        var frame = shown.anchoredPlacement(of: final.size, towards: final)
        guard frame.width > 0, frame.height > 0 else { return }
        let proposal = ProposedViewSize(width: frame.width + 0.01, height: frame.height + 0.01)
        var req = fittedRequest(proposal)
        if text.plainText.isEmpty { return }
        req.maxWidth = frame.width + 0.01
        let paint = ForegroundStyle()._paint(in: frame, environment: node.environment)
        var color = colorSlot.value(at: time) ?? paint.stops.first?.color ?? .clear
        if node.environment.redactionReasons.contains(.placeholder) {
            let lines = node.graph.textEngine.layout(req).lineCount
            return RedactionPlaceholder.drawText(lines: lines, in: frame, color: color, into: &list)
        }
        drawn = (req, frame.size, color)
        if rolls, let old {
            let engine = node.graph.textEngine
            if NumericTextRoll.draw(
                old: old, new: (req, frame, color), outgoing: outgoing, direction: roll, engine: engine, into: &list)
            {
                return
            }
            let place = shown.anchoredPlacement(of: old.size, towards: final)
            list.append(
                .text(old.request, frame: place.offsetBy(dx: 0, dy: -rollDistance * (1 - outgoing)), color: old.color))
            frame = frame.offsetBy(dx: 0, dy: rollDistance * outgoing)
        }
        color.opacity *= crossfade.incomingOpacity(at: time)
        selection?.draw(req, in: frame, into: &list)
        list.append(.text(req, frame: frame, color: color))
    }

    override var dumpDetails: String? { "\"\(text.plainText)\"" }
    override var displayedText: String? { text.plainText }
    override func hitTest(_ point: CGPoint) -> ViewNode? { node.frame.contains(point) ? node : nil }
}
