import Foundation

/// One preview declared with `#Preview`, as SwiftUI's `Preview` (DeveloperToolsSupport): a name,
/// traits, where it was declared, and the view.
///
/// The `#Preview` macro (module `PlumeMacros`, re-exported by `SwiftUI` and `Plume` on Linux) makes
/// one and registers it in the `plume_previews` section of the binary; `Preview.all` lists them and
/// PlumeTesting's `PreviewRenderer` draws them. It can also be made by hand.
public struct Preview {
    /// The name given to `#Preview("…")`, or nil.
    public let name: String?
    /// The traits given to `#Preview(traits:)`.
    public let traits: [PreviewTrait<Preview.ViewTraits>]
    /// The file (`#fileID`) and line of the declaration.
    public let fileID: String
    public let line: Int
    /// Builds the view (on the main thread).
    public let makeView: @MainActor () -> AnyView

    /// A preview of the view `body` builds.
    public init<Content: View>(
        _ name: String? = nil, traits: [PreviewTrait<Preview.ViewTraits>] = [], fileID: String = #fileID,
        line: Int = #line, @ViewBuilder body: @escaping @MainActor () -> Content
    ) {
        self.name = name
        self.traits = traits
        self.fileID = fileID
        self.line = line
        self.makeView = { AnyView(body()) }
    }

    /// The name a list of previews shows: the given name, else the file name and line
    /// (`ContentView.swift:42`), as Xcode lists unnamed previews by file.
    public var displayName: String {
        name ?? "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
    }

    /// The traits a preview of views can have.
    public enum ViewTraits {}
}

/// A trait of a preview, as SwiftUI's `PreviewTrait`: its layout or its device's orientation.
public struct PreviewTrait<T>: Sendable {
    enum Value: Equatable, Sendable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }
    let value: Value
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Drawn at the view's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(value: .layout(.sizeThatFits)) }
    /// Drawn at the default device's size.
    public static var defaultLayout: PreviewTrait { PreviewTrait(value: .layout(.device)) }
    /// Drawn at a fixed size in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(value: .layout(.fixed(width: width, height: height)))
    }
    public static var portrait: PreviewTrait { PreviewTrait(value: .orientation(.portrait)) }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(value: .orientation(.portraitUpsideDown)) }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(value: .orientation(.landscapeLeft)) }
    public static var landscapeRight: PreviewTrait { PreviewTrait(value: .orientation(.landscapeRight)) }
}
