import Foundation

/// What `plume-preview` was asked to do, read from its command line by ``PreviewOptions/parse(_:)``.
///
/// Made once by `main.swift`; read by ``PreviewCommand``. Paths are made absolute against the current
/// directory so later steps never depend on it.
struct PreviewOptions: Equatable {
    /// Which colour schemes to draw.
    enum Schemes: String, Equatable {
        case light, dark, both
        /// The names the runner passes to `ColorScheme(rawValue:)`.
        var names: [String] { self == .both ? ["light", "dark"] : [rawValue] }
    }

    /// The target whose previews are drawn; nil picks the only target that has any.
    var target: String?
    /// The package the command works in (`--package-path`, else the current directory).
    var packagePath: URL
    /// Where the PNGs and `index.html` go (`--out`, else `.build/plume-preview/images/<target>`).
    var out: URL?
    var schemes: Schemes = .both
    /// Re-render when a source file of the target changes, until interrupted.
    var watch = false
    /// Seconds between two looks at the sources' modification times in `--watch`.
    var pollInterval: Double = 1

    static let usage = """
        usage: plume-preview [target] [--out DIR] [--scheme light|dark|both] [--watch] [--package-path DIR]

        Renders every #Preview and PreviewProvider of a target of the package to PNG files (light and
        dark by default) with an index.html. --watch renders again whenever a source file of the
        target changes (Ctrl-C stops). Writes only in --out and in .build/plume-preview/.
        """

    /// A command line that cannot be understood; its message says why.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads `arguments` (without the program name); relative paths are taken from `currentDirectory`.
    static func parse(_ arguments: [String], currentDirectory: URL) throws -> PreviewOptions {
        var options = PreviewOptions(packagePath: currentDirectory)
        var rest = arguments[...]
        func value(for flag: String) throws -> String {
            guard let value = rest.popFirst(), !value.hasPrefix("--") else {
                throw UsageError(description: "\(flag) needs a value")
            }
            return value
        }
        func path(_ text: String) -> URL {
            URL(fileURLWithPath: text, relativeTo: currentDirectory).standardizedFileURL
        }
        var outText: String?
        while let argument = rest.popFirst() {
            switch argument {
            case "--out": outText = try value(for: argument)
            case "--package-path": options.packagePath = path(try value(for: argument))
            case "--scheme":
                let text = try value(for: argument)
                guard let schemes = Schemes(rawValue: text) else {
                    throw UsageError(description: "--scheme must be light, dark or both, not \(text)")
                }
                options.schemes = schemes
            case "--watch": options.watch = true
            case "--poll-interval":
                let text = try value(for: argument)
                guard let seconds = Double(text), seconds.isFinite, seconds >= 0.1, seconds <= 60 else {
                    throw UsageError(description: "--poll-interval must be between 0.1 and 60 seconds, not \(text)")
                }
                options.pollInterval = seconds
            case "-h", "--help": throw UsageError(description: usage)
            default:
                guard !argument.hasPrefix("-"), options.target == nil else {
                    throw UsageError(description: "unexpected argument \(argument)\n\n\(usage)")
                }
                options.target = argument
            }
        }
        options.out = outText.map(path)
        return options
    }
}
