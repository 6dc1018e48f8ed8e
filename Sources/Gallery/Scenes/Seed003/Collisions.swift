import Foundation
import Plume

/// The simulated world of the `collisions` scene (the tutorial's `UIDynamicAnimator` with
/// gravity and collision behaviours): squares fall onto a shelf, a slanted line and the floor.
final class CollisionsWorld {
    /// A square and the color it is drawn with.
    struct Square: Identifiable {
        let item: DynamicItem
        let color: Color
        /// The square's number in drop order (0 first), used as its accessibility identifier.
        let number: Int
        var id: Int { item.id }
    }

    /// The world's size: the reference bounds are (0, 0, size), the floor is the bottom edge.
    static let size = CGSize(width: 390, height: 540)
    /// The level shelf on the left (the tutorial's "leftBoundary").
    static let shelf = (CGPoint(x: 0, y: 210), CGPoint(x: 120, y: 210))
    /// The slanted line in the middle: high on the left, low on the right.
    static let slant = (CGPoint(x: 110, y: 250), CGPoint(x: 260, y: 370))

    let animator: DynamicAnimator
    let gravity = GravityBehavior()
    let collision = CollisionBehavior()
    let material = DynamicItemBehavior()
    private(set) var squares: [Square] = []

    private static let palette: [Color] = [.orange, .blue, .green, .purple, .pink, .teal, .red, .indigo]
    /// Where "Drop" puts new squares, in turn: x, side and initial angle.
    private static let drops: [(x: CGFloat, side: CGFloat, angle: Double)] = [
        (180, 44, 0.3), (70, 36, -0.2), (320, 52, 0.1), (240, 40, 0.5), (130, 48, -0.4),
    ]

    /// The scene's starting world: four squares of different sizes above the shelf, the slant and
    /// the floor.
    init() throws {
        animator = try DynamicAnimator(referenceBounds: CGRect(origin: .zero, size: Self.size))
        collision.translatesReferenceBoundsIntoBoundary = true
        try collision.addBoundary(withIdentifier: "shelf", from: Self.shelf.0, to: Self.shelf.1)
        try collision.addBoundary(withIdentifier: "slant", from: Self.slant.0, to: Self.slant.1)
        material.elasticity = 0.35
        material.friction = 0.3
        material.angularResistance = 0.2
        for behavior in [gravity, collision, material] as [DynamicBehavior] { animator.addBehavior(behavior) }
        try add(CGSize(width: 60, height: 60), at: CGPoint(x: 55, y: 70), angle: 0.15)
        try add(CGSize(width: 50, height: 50), at: CGPoint(x: 170, y: 60), angle: 0)
        try add(CGSize(width: 40, height: 40), at: CGPoint(x: 330, y: 120), angle: 0.6)
        try add(CGSize(width: 70, height: 46), at: CGPoint(x: 290, y: 30), angle: -0.25)
    }

    /// Adds a square at the top (the "Drop" button), cycling through positions and colors.
    func drop() throws {
        let d = Self.drops[(squares.count - 4 + Self.drops.count * 100) % Self.drops.count]
        try add(CGSize(width: d.side, height: d.side), at: CGPoint(x: d.x, y: d.side), angle: d.angle)
    }

    /// Where each held square was when the drag started, by item id.
    private var grabbed: [Int: CGPoint] = [:]

    /// Holds `square` at its drag start moved by `translation` (still, while the finger holds it).
    func hold(_ square: Square, translation: CGSize) throws {
        let start = grabbed[square.id] ?? square.item.center
        grabbed[square.id] = start
        try square.item.setVelocity(.zero)
        try square.item.move(to: CGPoint(x: start.x + translation.width, y: start.y + translation.height))
    }

    /// Lets go of `square` with the finger's `velocity` (at most 3000 points/s each way).
    func release(_ square: Square, velocity: CGSize) throws {
        grabbed[square.id] = nil
        let limit: CGFloat = 3000
        let clamped = CGVector(
            dx: min(max(velocity.width, -limit), limit), dy: min(max(velocity.height, -limit), limit))
        try square.item.setVelocity(clamped)
    }

    private func add(_ size: CGSize, at center: CGPoint, angle: Double) throws {
        let item = try DynamicItem(size: size, center: center, angle: angle)
        squares.append(
            Square(item: item, color: Self.palette[squares.count % Self.palette.count], number: squares.count))
        for behavior in [gravity, collision, material] as [DynamicBehavior] { behavior.addItem(item) }
    }
}

/// The `collisions` scene: squares fall under gravity, collide with each other, a shelf, a slanted
/// line and the floor, tumble and settle; "Drop" adds a square and dragging one throws it. Frames
/// stop once all rest.
struct CollisionsView: View {
    @State private var world: CollisionsWorld
    @State private var frame = 0
    @State private var error: String?

    /// The scene showing `world` (tests pass theirs to read the items).
    init(world: CollisionsWorld) { _world = State(initialValue: world) }

    /// The scene's starting world.
    init() { self.init(world: try! CollisionsWorld()) }  // constant geometry, checked by the tests

    var body: some View {
        VStack(spacing: 0) {
            Text("UIKit Dynamics").font(.headline).padding(.vertical, 12)
            canvas
                .frame(width: CollisionsWorld.size.width, height: CollisionsWorld.size.height)
                .clipped()
                .dynamicAnimator(world.animator) { frame += 1 }
            HStack(spacing: 12) {
                Button("Drop") { attempt { try world.drop() } }
                    .buttonStyle(.borderedProminent)
                Text(world.animator.isRunning ? "Moving" : "At rest")
                    .foregroundStyle(.secondary)
                Text("\(world.squares.count) squares").foregroundStyle(.secondary).monospacedDigit()
            }
            .padding(.vertical, 12)
            if let error { Text(error).foregroundStyle(.red) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(Color.groupedBackground)
    }

    private var canvas: some View {
        ZStack(alignment: .topLeading) {
            Color.secondaryGroupedBackground
            line(CollisionsWorld.shelf)
            line(CollisionsWorld.slant)
            ForEach(world.squares) { square in
                RoundedRectangle(cornerRadius: 4)
                    .fill(square.color)
                    .frame(width: square.item.size.width, height: square.item.size.height)
                    .rotationEffect(.radians(square.item.angle))
                    .accessibilityIdentifier("square-\(square.number)")
                    .gesture(
                        DragGesture(minimumDistance: 2, coordinateSpace: .global)
                            .onChanged { value in
                                attempt { try world.hold(square, translation: value.translation) }
                            }
                            .onEnded { value in attempt { try world.release(square, velocity: value.velocity) } }
                    )
                    .position(square.item.center)
            }
        }
    }

    /// Runs a world change and shows its error, if any; bumps `frame` so the view re-reads the world.
    private func attempt(_ change: () throws -> Void) {
        do { try change() } catch { self.error = "\(error)" }
        frame += 1
    }

    private func line(_ ends: (CGPoint, CGPoint)) -> some View {
        Path { path in
            path.move(to: ends.0)
            path.addLine(to: ends.1)
        }
        .stroke(Color.primary, style: StrokeStyle(lineWidth: 3, lineCap: .round))
    }
}

/// The gallery registration of `collisions`.
enum CollisionsScene {
    static let scene = GalleryScene(
        id: "collisions", title: "UIKit Dynamics collisions", seed: "003",
        demo: { host in host.advance(by: 6) },
        make: { CollisionsView() })
}
