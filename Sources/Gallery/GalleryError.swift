import Foundation

/// What can go wrong in the gallery's commands; each message says what to do.
public enum GalleryError: Error, CustomStringConvertible, Equatable {
    case unknownScene(String, suggestion: String?)
    case notBuilt(String, issue: String)
    case badArgument(String)
    case windowFailed(String)
    case imagesDiffer(String)

    public var description: String {
        switch self {
        case .unknownScene(let id, let suggestion):
            "unknown scene '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + " (`gallery list` shows every scene)"
        case .notBuilt(let id, let issue):
            "scene '\(id)' is not built yet (planned in issue \(issue)); `gallery list` shows the built ones"
        case .badArgument(let message): message
        case .windowFailed(let reason):
            "cannot open the window: \(reason); `gallery render` draws scenes to files without a display"
        case .imagesDiffer(let summary): "the images differ: \(summary)"
        }
    }
}
