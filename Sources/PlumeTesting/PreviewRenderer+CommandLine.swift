import Foundation
import PlumeUI

extension PreviewRenderer {
    /// The body of the runner program that `plume-preview` generates: reads `--out DIR` and
    /// `--scheme light|dark|both` from `arguments`, renders the `#Preview`s of `module` (those
    /// linked into the program whose file is in that module) and the previews of `providers` into
    /// the folder with ``writeAll(_:providers:to:colorSchemes:scale:)``, prints one line per image
    /// and returns the exit status (0, or 1 after printing what went wrong to standard error).
    ///
    /// Called from the runner's `main.swift` only; not meant for apps.
    public static func runCommandLine(
        module: String, providers: [any PreviewProvider.Type], arguments: [String] = CommandLine.arguments
    ) -> Int32 {
        var out: URL?
        var schemes: [ColorScheme] = [.light, .dark]
        var rest = arguments.dropFirst()
        func fail(_ message: String) -> Int32 {
            FileHandle.standardError.write(Data("plume-preview runner: \(message)\n".utf8))
            return 1
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--out":
                guard let path = rest.popFirst() else { return fail("--out needs a folder") }
                out = URL(fileURLWithPath: path, isDirectory: true)
            case "--scheme":
                switch rest.popFirst() {
                case "light": schemes = [.light]
                case "dark": schemes = [.dark]
                case "both": schemes = [.light, .dark]
                default: return fail("--scheme must be light, dark or both")
                }
            default: return fail("unexpected argument \(argument)")
            }
        }
        guard let out else { return fail("--out is required") }
        let previews = Preview.all.filter { $0.fileID.hasPrefix(module + "/") }
        do {
            let rendered = try writeAll(previews, providers: providers, to: out, colorSchemes: schemes)
            for image in rendered {
                let notes = image.notes.isEmpty ? "" : " (\(image.notes.joined(separator: "; ")))"
                print(
                    "\(image.name) · \(image.colorScheme.rawValue) · \(Int(image.size.width))×\(Int(image.size.height))\(notes)"
                )
            }
            print("\(rendered.count) images in \(out.path)")
            return 0
        } catch {
            return fail("\(error)")
        }
    }
}
