import Foundation
import PlumeAnimation
import PlumeGraphics

/// Identifies an alignment guide and its default value, as SwiftUI's `AlignmentID`.
///
/// ```swift
/// extension VerticalAlignment {
///     private enum Middle: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
///     }
///     static let middle = VerticalAlignment(Middle.self)
/// }
/// ```
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment's `AlignmentID` type, shared by the `Sendable` alignment values.
///
/// `@unchecked Sendable`: Swift 6 cannot prove a metatype of `AlignmentID` (which, as SwiftUI's, does
/// not refine `SendableMetatype`) safe to share, but the type carries no state: its one requirement
/// is a static function of the dimensions it is given.
struct AlignmentKey: @unchecked Sendable {
    let type: any AlignmentID.Type
}

/// A guide along the horizontal axis (x positions), as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
    let id: ObjectIdentifier
    let key: AlignmentKey
    /// A guide identified by `id`.
    public init(_ id: AlignmentID.Type) {
        self.id = ObjectIdentifier(id)
        key = AlignmentKey(type: id)
        GuideRegistry.insert(self)
    }
    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    public func hash(into h: inout Hasher) { h.combine(id) }

    enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)
}

/// A guide along the vertical axis (y positions), as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable {
    let id: ObjectIdentifier
    let key: AlignmentKey
    /// A guide identified by `id`.
    public init(_ id: AlignmentID.Type) {
        self.id = ObjectIdentifier(id)
        key = AlignmentKey(type: id)
        GuideRegistry.insert(self)
    }
    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    public func hash(into h: inout Hasher) { h.combine(id) }

    enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum FirstBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum LastBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    public static let firstTextBaseline = VerticalAlignment(FirstBaseline.self)
    public static let lastTextBaseline = VerticalAlignment(LastBaseline.self)
}

/// A pair of guides, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A view's size and its alignment guides, as SwiftUI's `ViewDimensions`.
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat
    private let guides: ExplicitGuides

    /// Where the explicit guide values come from (a node's, without allocating a closure per question).
    private enum ExplicitGuides {
        case none
        case node(ViewNode)
        case custom((ObjectIdentifier, ViewDimensions) -> CGFloat?)
    }

    init(size: CGSize) {
        width = size.width
        height = size.height
        guides = .none
    }

    init(size: CGSize, explicit: @escaping (ObjectIdentifier, ViewDimensions) -> CGFloat?) {
        width = size.width
        height = size.height
        guides = .custom(explicit)
    }

    /// The dimensions of `node` at `size`, with its explicit guides.
    init(size: CGSize, node: ViewNode) {
        width = size.width
        height = size.height
        guides = .node(node)
    }

    var size: CGSize { CGSize(width: width, height: height) }

    /// The explicit value of the guide `id`, if any.
    func explicitValue(_ id: ObjectIdentifier) -> CGFloat? {
        let size = size
        return switch guides {
        case .none: nil
        case .node(let node): GraphIsolation.layoutQuestion { node.explicitAlignment(id, size: size) }
        case .custom(let explicit): explicit(id, self)
        }
    }

    /// The guide's value: an explicit one (from `alignmentGuide` or text baselines) or the default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicitValue(guide.id) ?? guide.key.type.defaultValue(in: self)
    }
    /// The guide's value: an explicit one (from `alignmentGuide` or text baselines) or the default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicitValue(guide.id) ?? guide.key.type.defaultValue(in: self)
    }
    /// The explicit value of a guide, if any.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.id) }
    /// The explicit value of a guide, if any.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.id) }
}
