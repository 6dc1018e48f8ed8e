import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A test host over `view` with fixed-metric text (every character 8 × 16), so that frames are exact.
func makeHost<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> ViewHost {
    ViewHost(view, size: CGSize(width: width, height: height), textEngine: MonospaceTextLayoutEngine())
}

/// Records what views did (appear, disappear, change, body calls) in order, for assertions.
final class EventLog: @unchecked Sendable {
    private(set) var events: [String] = []
    func record(_ event: String) { events.append(event) }
    func clear() { events.removeAll() }
    func count(of event: String) -> Int { events.filter { $0 == event }.count }
}

/// A mutable box tests give views so that they can report values they see (geometry, preferences).
final class Recorder<Value>: @unchecked Sendable {
    var value: Value
    var history: [Value] = []
    init(_ value: Value) { self.value = value }
    func record(_ newValue: Value) {
        value = newValue
        history.append(newValue)
    }
}

/// The lines of a dump that mention `needle`, for focused assertions on big dumps.
func lines(of dump: String, containing needle: String) -> [String] {
    dump.split(separator: "\n").map(String.init).filter { $0.contains(needle) }
}

extension ViewHost {
    /// The frame of the frontmost view whose text is `text` (nil when there is none).
    func frame(ofText text: String) -> CGRect? { find(text: text)?.frame }
}
