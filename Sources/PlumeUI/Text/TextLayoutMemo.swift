import Foundation
import PlumeGraphics

/// The measurements of one graph's texts, shared by the texts that lay out alike: texts whose
/// requests are equal but for the size limits (the same runs in the same fonts, line limit,
/// alignment, truncation and line spacing) keep one `TextMeasurements`, so each width and height
/// offered to any of them is measured once for all (a list of rows that repeat a label, a grid of
/// equal captions).
///
/// Sound because `TextLayoutEngine`'s contract makes `layout(_:)` deterministic: the same request
/// gives the same result, whichever text sends it. A text looks its measurements up once after each
/// change (`TextBehavior` drops them in `layoutInvalidated`), not per proposal; the texts that still
/// hold a shared one keep it, since what it answers is still true of their requests. At most
/// `capacity` groups, and at most `byteBudget` bytes of their texts, are remembered; the next group
/// after that starts the memo afresh (texts keep the measurements they hold). The byte bound matters
/// when a long text changes often (a 20 KB text mirroring a field as the user types): each version
/// is a new group, and without it the memo kept every version's text until the 4,096th.
///
///     let memo = TextLayoutMemo()
///     let a = memo.measurements(for: request)  // a new group
///     let b = memo.measurements(for: request)  // the same one: a === b
final class TextLayoutMemo {
    /// The most groups remembered before the memo starts afresh.
    static let capacity = 4096
    /// The most bytes of text (UTF-8, all runs of the remembered requests) remembered before the
    /// memo starts afresh: far more than the texts of a screen, even a 10,000-row stack of labels.
    static let byteBudget = 2 << 20

    private var groups: [Key: SharedTextMeasurements] = [:]
    /// The UTF-8 bytes of the remembered requests' texts.
    private(set) var rememberedBytes = 0

    /// How many groups are remembered.
    var count: Int { groups.count }

    /// The measurements shared by the texts whose requests are `request` but for `maxWidth` and
    /// `maxHeight` (which are ignored here).
    func measurements(for request: TextLayoutRequest) -> SharedTextMeasurements {
        var request = request
        request.maxWidth = nil
        request.maxHeight = nil
        let key = Key(request: request)
        if let group = groups[key] { return group }
        let group = SharedTextMeasurements()
        let bytes = request.runs.reduce(0) { $0 + $1.text.utf8.count }
        if groups.count >= Self.capacity || rememberedBytes + bytes > Self.byteBudget {
            groups.removeAll(keepingCapacity: true)
            rememberedBytes = 0
        }
        groups[key] = group
        rememberedBytes += bytes
        return group
    }
}

extension TextLayoutMemo {
    /// A request as a key: equal when the requests are, hashed from a sample of each run: its
    /// characters (their count and at most 16 bytes at each end) and its font's size, with the
    /// paragraph settings. Hashing every character of a long paragraph cost more than measuring it
    /// from the shared measurements, and hashing each run's whole font and colours cost a third of
    /// a lookup; requests that share a sample but differ (the same words in another weight or
    /// colour) are told apart by `==`.
    struct Key: Hashable {
        let request: TextLayoutRequest

        static func == (a: Key, b: Key) -> Bool { a.request == b.request }

        func hash(into hasher: inout Hasher) {
            let runs = request.runs
            hasher.combine(runs.count)
            for i in runs.indices {
                var text = runs[i].text
                text.withUTF8 { bytes in
                    hasher.combine(bytes.count)
                    hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes.prefix(16))))
                    if bytes.count > 16 {
                        hasher.combine(
                            bytes: UnsafeRawBufferPointer(
                                UnsafeBufferPointer(rebasing: bytes.suffix(Swift.min(16, bytes.count - 16)))))
                    }
                }
                hasher.combine(runs[i].font.size)
            }
            hasher.combine(request.lineLimit)
            hasher.combine(request.alignment)
            hasher.combine(request.truncation)
            hasher.combine(request.lineSpacing)
        }
    }
}

/// One group's measurements (see `TextLayoutMemo`), shared by reference.
final class SharedTextMeasurements {
    /// Read and extended by `TextBehavior.result` for every size question of a layout pass. No
    /// dynamic exclusivity check (it was 1 % of a grid's first layout): the only code that runs
    /// during an access is the text engine's `layout` of one request, which never reaches a
    /// text's measurements.
    @exclusivity(unchecked) var measurements = TextMeasurements()
}
