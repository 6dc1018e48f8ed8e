import Foundation
import PlumeFoundation

/// A button that shares items, as SwiftUI's `ShareLink`.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com/recipe")!, message: Text("Try this"))
/// ShareLink("Share Notes", item: notes.text)
/// ```
/// Linux has no share sheet, so a press **copies** the items to the clipboard as text (one item a
/// line: a string as it is, a URL as its address, any other `Transferable` through its first plain
/// text or URL representation), with `message` on a line before them, and says so in a small
/// popover ("Copied to the clipboard", with the preview's title). An item with no text or URL
/// representation is reported in `ViewGraph.diagnostics` and nothing is copied. `subject` (an
/// email's subject line on Apple's platforms) is not used. The preview's image and icon are not drawn.
public struct ShareLink<
    Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View
>:
    View
where Data.Element: Transferable {
    let items: [ShareItemText]
    let message: Text?
    let previewTitle: String?
    let label: Label
    @State private var outcome: ShareOutcome?
    @Environment(\.systemClipboard) private var clipboard

    init(items: [ShareItemText], message: Text?, previewTitle: String?, label: Label) {
        self.items = items
        self.message = message
        self.previewTitle = previewTitle
        self.label = label
    }

    public var body: some View {
        let presented = Binding<Bool>(get: { outcome != nil }, set: { if !$0 { outcome = nil } })
        return Button(action: share) { label }
            .popover(isPresented: presented, arrowEdge: .bottom) {
                ShareConfirmation(outcome: outcome ?? .copied(""), title: previewTitle).padding(14)
            }
    }

    private func share() {
        let items = self.items
        let clipboard = self.clipboard
        let lead = message.map { [$0.plainText] } ?? []
        let finish: ([String]) -> Void = { texts in
            let text = (lead + texts).joined(separator: "\n")
            outcome = clipboard.copy(text) ? .copied(text) : .failed("There is no clipboard here.")
        }
        if let texts = ShareItemText.immediate(items) {
            if let problem = ShareItemText.problem(in: items) {
                clipboard.report("ShareLink: \(problem); nothing was copied")
                outcome = .failed(problem)
                return
            }
            return finish(texts)
        }
        Task { @MainActor in
            do {
                finish(try await ShareItemText.texts(items))
            } catch {
                clipboard.report("ShareLink: \(error); nothing was copied")
                outcome = .failed("\(error)")
            }
        }
    }
}

/// What pressing a `ShareLink` did: the text it copied, or why it copied nothing.
enum ShareOutcome: Equatable {
    case copied(String)
    case failed(String)
}

/// One item of a `ShareLink` as the text it puts on the clipboard: known at once (strings, URLs),
/// made by the item's transfer representation (async), or not available.
enum ShareItemText {
    case text(String)
    case export(typeName: String, () async throws -> String)
    case unavailable(typeName: String)

    /// The text of `item`: itself for a string, the address for a URL, else its first export to
    /// plain text or a URL.
    static func of<Item: Transferable>(_ item: Item) -> ShareItemText {
        if let string = item as? String { return .text(string) }
        if let url = item as? URL { return .text(url.absoluteString) }
        let conversion = Item.transferConversions.first { conversion in
            conversion.export != nil
                && (conversion.contentType.conforms(to: .plainText) || conversion.contentType.conforms(to: .url)
                    || conversion.contentType == .text)
        }
        guard let conversion, let export = conversion.export else {
            return .unavailable(typeName: "\(Item.self)")
        }
        return .export(typeName: "\(Item.self)") { String(decoding: try await export(item), as: UTF8.self) }
    }

    /// The texts, when none needs an export (an unavailable item gives an empty text; see `problem`).
    static func immediate(_ items: [ShareItemText]) -> [String]? {
        var texts: [String] = []
        for item in items {
            switch item {
            case .text(let text): texts.append(text)
            case .unavailable: texts.append("")
            case .export: return nil
            }
        }
        return texts
    }

    /// Why these items cannot be copied, if they cannot.
    static func problem(in items: [ShareItemText]) -> String? {
        if items.isEmpty { return "there are no items to share" }
        for (index, item) in items.enumerated() {
            if case .unavailable(let name) = item {
                return "item \(index + 1) (\(name)) has no plain text or URL representation to copy"
            }
        }
        return nil
    }

    /// The texts of every item, exporting those that need it.
    /// On the main actor, where the share button holds the items (an export that takes long awaits).
    @MainActor static func texts(_ items: [ShareItemText]) async throws -> [String] {
        if let problem = problem(in: items) { throw ShareError(description: problem) }
        var texts: [String] = []
        for item in items {
            switch item {
            case .text(let text): texts.append(text)
            case .export(_, let export): texts.append(try await export())
            case .unavailable: break
            }
        }
        return texts
    }
}

/// Why a `ShareLink` copied nothing.
struct ShareError: Error, CustomStringConvertible {
    let description: String
}

/// The popover a `ShareLink` shows after a press: what was copied, or why nothing was.
struct ShareConfirmation: View {
    let outcome: ShareOutcome
    let title: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            switch outcome {
            case .copied(let text):
                PlumeUI.Label("Copied to the clipboard", systemImage: "checkmark.circle").font(.headline)
                Text(title ?? text).font(.subheadline).foregroundColor(.secondary).lineLimit(2)
            case .failed(let reason):
                PlumeUI.Label("Nothing was copied", systemImage: "exclamationmark.triangle").font(.headline)
                Text(reason).font(.subheadline).foregroundColor(.secondary).lineLimit(3)
            }
        }
        .frame(maxWidth: 280, alignment: .leading)
    }
}

/// The label of a `ShareLink` made without one, as SwiftUI's `DefaultShareLinkLabel`: "Share" with
/// the share symbol.
public struct DefaultShareLinkLabel: View {
    public var body: some View { PlumeUI.Label("Share", systemImage: "square.and.arrow.up") }
}
