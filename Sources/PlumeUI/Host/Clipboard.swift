import Foundation

/// The clipboard text fields copy to and paste from; a window host provides the system's.
///
/// `ViewGraph.clipboard` starts as a `MemoryClipboard`; PlumeSDL replaces it with one backed by
/// SDL's clipboard, and tests can read or fill the memory one directly.
public protocol Clipboard: AnyObject {
    /// The clipboard's text, or nil when it holds none.
    var string: String? { get set }
}

/// A clipboard that lives in memory: the headless host's and the tests'.
public final class MemoryClipboard: Clipboard {
    public var string: String?
    public init(string: String? = nil) { self.string = string }
}
