import Foundation

/// Reads a colour set of an Xcode asset catalogue (`Assets.xcassets/<Name>.colorset/Contents.json`)
/// for `Color("Name", bundle:)`: the universal colour and, when the set has one, its dark-appearance
/// colour. Called when the colour is made; reads files only, never writes.
///
/// Catalogues are looked for as folders ending in `.xcassets` directly in the bundle's resources
/// (copy them with `resources: [.copy("Assets.xcassets")]` in Package.swift), and a set by its name
/// anywhere inside (groups are folders), at most six folders deep. Components may be written as
/// Xcode writes them: `"0.500"`, `"0x80"` or `"128"`; colour spaces `srgb`, `extended-srgb`,
/// `display-p3`, `extended-linear-srgb` and the gray ones (a `white` component).
enum AssetCatalogColor {
    /// Why a colour could not be read.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// The light and dark colours of the set `name` in `bundle`.
    static func load(named name: String, in bundle: Bundle) throws -> (light: Color.Resolved, dark: Color.Resolved) {
        guard let contents = find(name, in: bundle) else {
            throw Problem(
                description: "no colour set named \"\(name)\" in the asset catalogues of \(bundle.bundlePath)")
        }
        let data = try Data(contentsOf: contents)
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = json["colors"] as? [[String: Any]]
        else { throw Problem(description: "\(contents.path) has no \"colors\" list") }
        var light: Color.Resolved?
        var dark: Color.Resolved?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any] else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains {
                ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark"
            }
            let isOther = !appearances.isEmpty && !isDark
            guard !isOther else { continue }  // high contrast and light-only variants
            let resolved = try resolve(color, in: contents)
            if isDark { dark = dark ?? resolved } else { light = light ?? resolved }
        }
        guard let light = light ?? dark else { throw Problem(description: "\(contents.path) defines no colour") }
        return (light, dark ?? light)
    }

    /// The `Contents.json` of the set `name`, if a catalogue of `bundle` has it.
    private static func find(_ name: String, in bundle: Bundle) -> URL? {
        let manager = FileManager.default
        guard let resources = bundle.resourceURL ?? URL(string: bundle.bundleURL.absoluteString),
            // An unreadable resources folder has no catalogue to find (the colour is then reported missing).
            let top = try? manager.contentsOfDirectory(at: resources, includingPropertiesForKeys: nil)
        else { return nil }
        for catalogue in top where catalogue.pathExtension == "xcassets" {
            if let found = search(catalogue, for: "\(name).colorset", depth: 6) {
                return found.appendingPathComponent("Contents.json")
            }
        }
        return nil
    }

    private static func search(_ folder: URL, for setName: String, depth: Int) -> URL? {
        let direct = folder.appendingPathComponent(setName)
        if FileManager.default.fileExists(atPath: direct.appendingPathComponent("Contents.json").path) { return direct }
        guard depth > 0,
            // An unreadable group is not searched (the colour is then reported missing).
            let children = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        else { return nil }
        for child in children where child.pathExtension.isEmpty {
            if let found = search(child, for: setName, depth: depth - 1) { return found }
        }
        return nil
    }

    private static func resolve(_ color: [String: Any], in file: URL) throws -> Color.Resolved {
        let space = color["color-space"] as? String ?? "srgb"
        guard let components = color["components"] as? [String: Any] else {
            throw Problem(description: "\(file.path): a colour without components")
        }
        func value(_ key: String) throws -> Double {
            guard let raw = components[key] else { throw Problem(description: "\(file.path): no \"\(key)\" component") }
            guard let number = component(raw) else {
                throw Problem(description: "\(file.path): \"\(key)\" is not a number: \(raw)")
            }
            return number
        }
        let alpha = try components["alpha"] == nil ? 1 : value("alpha")
        if space.hasPrefix("gray") || components["white"] != nil {
            let white = try value("white")
            return Color.Resolved(red: white, green: white, blue: white, opacity: alpha)
        }
        let (r, g, b) = (try value("red"), try value("green"), try value("blue"))
        let colorSpace: Color.RGBColorSpace =
            space.contains("display-p3") ? .displayP3 : space.contains("linear") ? .sRGBLinear : .sRGB
        let (sr, sg, sb) = Color.sRGBComponents(colorSpace, r, g, b)
        return Color.Resolved(red: sr, green: sg, blue: sb, opacity: alpha)
    }

    /// A component as Xcode writes it: `"0.5"` (a fraction), `"0x80"` (a byte) or `"128"` (a byte,
    /// when above 1), or a JSON number. Results are clamped to 0…1; nil when it is not a number.
    static func component(_ raw: Any) -> Double? {
        let number: Double?
        if let double = raw as? Double {
            number = double
        } else if let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) {
            if text.lowercased().hasPrefix("0x") {
                number = UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if text.contains(".") {
                number = Double(text)
            } else {
                number = Double(text).map { $0 > 1 ? $0 / 255 : $0 }
            }
        } else {
            number = nil
        }
        guard let number, number.isFinite else { return nil }
        return min(1, max(0, number))
    }
}

extension Color {
    /// The colour named `name` in an asset catalogue of `bundle` (the main bundle by default), as
    /// SwiftUI's `Color(_:bundle:)`: its universal colour, and its dark-appearance colour in dark
    /// mode (see `AssetCatalogColor`). A colour that cannot be found or read is clear, and says why
    /// on standard error once per name, as SwiftUI logs "No color named … found".
    public init(_ name: String, bundle: Bundle? = nil) {
        do {
            let (light, dark) = try AssetCatalogColor.load(named: name, in: bundle ?? .main)
            self.init(name: name, light: light, dark: dark)
        } catch {
            MissingAssetColors.report(name, error)
            self.init(
                name: name, light: Resolved(red: 0, green: 0, blue: 0, opacity: 0),
                dark: Resolved(red: 0, green: 0, blue: 0, opacity: 0))
        }
    }
}

/// The colour names already reported missing (each once per process).
private enum MissingAssetColors {
    nonisolated(unsafe) private static var reported: Set<String> = []
    private static let lock = NSLock()

    static func report(_ name: String, _ error: Error) {
        let first = lock.withLock { reported.insert(name).inserted }
        if first { FileHandle.standardError.write(Data("plume: Color(\"\(name)\"): \(error)\n".utf8)) }
    }
}
