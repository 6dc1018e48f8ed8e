import Foundation
import PlumeGraphics

/// Where a scroll view is scrolled, as SwiftUI's `ScrollPosition` (iOS 18): a view's id, an edge or
/// a point of the content, or wherever the person left it.
///
/// ```swift
/// @State private var position = ScrollPosition(idType: Item.ID.self)
///
/// ScrollView {
///     LazyVStack { ForEach(items) { ItemRow($0) } }
///         .scrollTargetLayout()
/// }
/// .scrollPosition($position)
/// Button("Top") { withAnimation { position.scrollTo(edge: .top) } }
/// ```
/// Setting a position (`scrollTo(…)`, or assigning a new value) scrolls the scroll view the
/// `scrollPosition(_:anchor:)` modifier is on, animated inside `withAnimation`. When the person
/// scrolls, the value becomes positioned by the user: `edge` and `point` are nil and `viewID` is the
/// id of the top-most (leading-most) view of the scroll target layout whose id has the `idType`.
public struct ScrollPosition {
    /// What a position asks the scroll view to show.
    enum Target: Equatable {
        /// Wherever it is (an automatic position, or one the person scrolled to).
        case none
        case view(AnyHashable, anchor: UnitPoint?)
        case edge(Edge)
        /// Content offsets; a nil coordinate keeps the current one.
        case point(x: CGFloat?, y: CGFloat?)
    }

    /// The type of the ids reported as the person scrolls (`Never`: none are).
    let idType: Any.Type
    /// A reported id as the `idType` it is (nil for another type).
    private let typedID: (AnyHashable) -> (any Hashable & Sendable)?
    /// The id asked for by `scrollTo(id:anchor:)`, as given.
    private var requestedID: (any Hashable & Sendable)?
    private(set) var target: Target = .none
    /// The id reported after the person scrolled.
    private(set) var userViewID: AnyHashable?
    /// Changes with every request, so that the scroll view acts on each once (two requests for the
    /// same edge both scroll).
    private(set) var request = 0

    /// Whether the scroll view was last positioned by the person (dragging, flinging, the wheel).
    /// Setting it to true clears `edge` and `point`, as SwiftUI's does.
    public var isPositionedByUser: Bool {
        didSet {
            guard isPositionedByUser else { return }
            if case .view(let id, _) = target { userViewID = id }
            target = .none
        }
    }

    /// An automatic position that reports ids of type `idType`.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self) {
        self.idType = idType
        typedID = { $0.base as? ID }
        isPositionedByUser = false
    }

    /// A position at the view with `id`, aligned by `anchor` (nil: the scroll view's anchor, or the
    /// top leading corner).
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        self.init(idType: ID.self)
        scrollTo(id: id, anchor: anchor)
    }

    /// A position at `edge` of the content.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, edge: Edge) {
        self.init(idType: idType)
        scrollTo(edge: edge)
    }

    /// A position at content offset `point`.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, point: CGPoint) {
        self.init(idType: idType)
        scrollTo(point: point)
    }

    /// A position at content offset `x` horizontally (the vertical offset is kept).
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat) {
        self.init(idType: idType)
        scrollTo(x: x)
    }

    /// A position at content offset `y` vertically (the horizontal offset is kept).
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, y: CGFloat) {
        self.init(idType: idType)
        scrollTo(y: y)
    }

    /// A position at content offset (`x`, `y`).
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat, y: CGFloat) {
        self.init(idType: idType)
        scrollTo(x: x, y: y)
    }

    /// The id of the view the position is at: the one asked for, or the top-most one the person
    /// scrolled to whose id has the position's `idType`.
    public var viewID: (any Hashable & Sendable)? {
        if case .view = target { return requestedID }
        return userViewID.flatMap(typedID)
    }

    /// `viewID` as a `T`, or nil when it is another type.
    public func viewID<T: Hashable>(type: T.Type) -> T? {
        switch target {
        case .view(let id, _): return id.base as? T
        default: return userViewID?.base as? T
        }
    }

    /// The edge the position is at, when it was set to one.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    /// The content offset the position is at, when it was set to a point with both coordinates.
    public var point: CGPoint? {
        if case .point(let x?, let y?) = target { return CGPoint(x: x, y: y) }
        return nil
    }

    /// Scrolls to the view with `id` in the scroll target layout, aligned by `anchor`.
    public mutating func scrollTo<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        request(.view(AnyHashable(id), anchor: anchor))
        requestedID = id
    }

    /// Scrolls to `edge` of the content (`.top`: offset 0; `.bottom`: the end).
    public mutating func scrollTo(edge: Edge) { request(.edge(edge)) }

    /// Scrolls so that the content offset is `point`.
    public mutating func scrollTo(point: CGPoint) { request(.point(x: point.x, y: point.y)) }

    /// Scrolls horizontally to content offset `x`.
    public mutating func scrollTo(x: CGFloat) { request(.point(x: x, y: nil)) }

    /// Scrolls vertically to content offset `y`.
    public mutating func scrollTo(y: CGFloat) { request(.point(x: nil, y: y)) }

    /// Scrolls to content offset (`x`, `y`).
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { request(.point(x: x, y: y)) }

    private mutating func request(_ target: Target) {
        self.target = target
        requestedID = nil
        userViewID = nil
        isPositionedByUser = false
        request = ScrollPosition.nextRequest()
    }

    private static let counter = RequestCounter()
    private static func nextRequest() -> Int { counter.next() }

    /// The position after the person scrolled so that `id` is the top-most target view.
    func positionedByUser(at id: AnyHashable?) -> ScrollPosition {
        var position = self
        position.target = .none
        position.isPositionedByUser = true
        position.requestedID = nil
        position.userViewID = id.flatMap { typedID($0) == nil ? nil : $0 }
        return position
    }
}

/// Numbers requests (main thread: positions are view state).
private final class RequestCounter: @unchecked Sendable {
    private var value = 0
    func next() -> Int {
        value += 1
        return value
    }
}

extension ScrollPosition: Equatable {
    public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool {
        a.target == b.target && a.userViewID == b.userViewID && a.isPositionedByUser == b.isPositionedByUser
            && a.idType == b.idType
    }
}

/// The scroll position binding a `scrollPosition` modifier gives the scroll views inside.
enum ScrollPositionLink {
    /// The link of `scrollPosition(id:anchor:)`, reading and writing `binding` as `AnyHashable`. Made
    /// here, outside any actor, so its closures hold the id's type without carrying it across one.
    nonisolated static func id<ID: Hashable>(_ binding: Binding<ID?>, anchor: UnitPoint?) -> ScrollPositionLink {
        .id(
            get: {
                guard let id = binding.wrappedValue else { return nil }
                return AnyHashable(id)
            },
            set: { value in binding.wrappedValue = value?.base as? ID }, anchor: anchor)
    }

    /// `scrollPosition(id:anchor:)`: an id, read and written as `AnyHashable`.
    case id(get: () -> AnyHashable?, set: (AnyHashable?) -> Void, anchor: UnitPoint?)
    /// `scrollPosition(_:anchor:)`: a whole `ScrollPosition`.
    case position(Binding<ScrollPosition>, anchor: UnitPoint?)

    var anchor: UnitPoint? {
        switch self {
        case .id(_, _, let anchor), .position(_, let anchor): return anchor
        }
    }
}

struct ScrollPositionLinkKey: EnvironmentKey { static var defaultValue: ScrollPositionLink? { nil } }

extension EnvironmentValues {
    /// The scroll position binding of the nearest `scrollPosition` modifier (the scroll view under
    /// it takes it; its content does not see it).
    var scrollPositionLink: ScrollPositionLink? {
        get { self[ScrollPositionLinkKey.self] }
        set { self[ScrollPositionLinkKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Binds the id of the top-most (leading-most) view of the scroll target layout, as SwiftUI's
    /// `scrollPosition(id:anchor:)`.
    ///
    /// ```swift
    /// @State private var top: Int?
    /// ScrollView {
    ///     LazyVStack { ForEach(0..<100) { Text("Row \($0)").id($0) } }
    ///         .scrollTargetLayout()
    /// }
    /// .scrollPosition(id: $top)
    /// ```
    /// As the person scrolls, the binding is set to the id of the first view of the
    /// `scrollTargetLayout()` that shows in the scroll view (the first whose bottom, or trailing
    /// edge, is past the top, or leading edge). Setting the binding scrolls that view to `anchor` of
    /// the visible region (nil: its top leading corner to the top leading corner, as far as the
    /// content allows), animated inside `withAnimation`. A scroll made by setting the binding does not
    /// write it back. An id no view has is reported in `ViewGraph.diagnostics` and nothing moves.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPositionLink, .id(id, anchor: anchor))
    }

    /// Binds a `ScrollPosition` to the scroll view inside, as SwiftUI's `scrollPosition(_:anchor:)`
    /// (iOS 18): setting it scrolls there, and the person's scrolling updates it.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPositionLink, .position(position, anchor: anchor))
    }
}
