import Foundation
import Plume

/// The constraints of the `constraints` scene's top area: a header pinned to the edges with
/// 16-point margins, two boxes side by side with equal widths (each as tall as half its width), a
/// centered badge, and a bar that prefers 320 points (priority 750) but gives way to the required
/// 16-point margins when the window narrows.
enum ConstraintsDemo {
    static let header = ConstraintItem.view("header")
    static let left = ConstraintItem.view("left")
    static let right = ConstraintItem.view("right")
    static let badge = ConstraintItem.view("badge")
    static let bar = ConstraintItem.view("bar")
    static let container = ConstraintItem.container

    static let constraints: [LayoutConstraint] = [
        header.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
        header.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
        header.topAnchor.constraint(equalTo: container.topAnchor, constant: 16),
        header.heightAnchor.constraint(equalToConstant: 44),
        left.leadingAnchor.constraint(equalTo: header.leadingAnchor),
        left.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 12),
        right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 12),
        right.trailingAnchor.constraint(equalTo: header.trailingAnchor),
        right.topAnchor.constraint(equalTo: left.topAnchor),
        right.widthAnchor.constraint(equalTo: left.widthAnchor),
        left.heightAnchor.constraint(equalTo: left.widthAnchor, multiplier: 0.5),
        right.heightAnchor.constraint(equalTo: left.heightAnchor),
        badge.centerXAnchor.constraint(equalTo: container.centerXAnchor),
        badge.topAnchor.constraint(equalTo: left.bottomAnchor, constant: 16),
        badge.widthAnchor.constraint(equalToConstant: 120),
        badge.heightAnchor.constraint(equalToConstant: 32),
        bar.centerXAnchor.constraint(equalTo: container.centerXAnchor),
        bar.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 16),
        bar.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -16),
        bar.widthAnchor.constraint(equalToConstant: 320).priority(.defaultHigh),
        bar.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 16),
        bar.heightAnchor.constraint(equalToConstant: 36),
        // The panel ends 16 points below the bar (it is as tall as the boxes need at any width).
        bar.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor, constant: -16),
    ]

    /// Two required widths for one view: what the solver says about them.
    static var conflictMessage: String {
        let view = ConstraintItem.view("box")
        let layout = ConstraintLayout([
            view.widthAnchor.constraint(equalToConstant: 100),
            view.widthAnchor.constraint(equalToConstant: 200),
        ])
        do {
            _ = try layout.solve(proposal: ProposedViewSize(width: 300, height: 100), ids: ["box"], idealSizes: [])
            return "no conflict"
        } catch {
            return "\(error)"
        }
    }
}

/// A view's bounds (its own size, origin zero) and frame (the axis-aligned box around it in the
/// parent after rotating by `degrees` about its center).
struct BoundsAndFrame: Equatable {
    let bounds: CGRect
    let frame: CGRect

    init(center: CGPoint, size: CGSize, degrees: Double) {
        bounds = CGRect(origin: .zero, size: size)
        let angle = degrees * .pi / 180
        let (c, s) = (abs(cos(angle)), abs(sin(angle)))
        let width = size.width * c + size.height * s
        let height = size.width * s + size.height * c
        frame = CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    static func text(_ rect: CGRect) -> String {
        String(format: "(%.1f, %.1f, %.1f × %.1f)", rect.minX, rect.minY, rect.width, rect.height)
    }
}

/// The `constraints` scene.
struct ConstraintsView: View {
    @State private var degrees = 30.0
    static let viewSize = CGSize(width: 120, height: 60)
    static let center = CGPoint(x: 100, y: 80)

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ConstraintLayout(ConstraintsDemo.constraints) {
                box("Header pinned 16 pt from the edges", .indigo).constraintID("header")
                box("Equal width", .teal).constraintID("left")
                box("Equal width", .teal).constraintID("right")
                box("Centered", .orange).constraintID("badge")
                box("320 pt @750 — gives way", .pink).constraintID("bar")
            }
            .fixedSize(horizontal: false, vertical: true)
            .background(Color.gray.opacity(0.12))
            VStack(alignment: .leading, spacing: 2) {
                Text("Two required widths for one view (100 and 200 pt): the solver keeps the first and says")
                    .font(.caption).foregroundStyle(.secondary)
                Text(ConstraintsDemo.conflictMessage).font(.caption).foregroundStyle(.red)
            }
            .padding(.horizontal, 16)
            boundsVersusFrame
        }
    }

    private func box(_ title: String, _ color: Color) -> some View {
        RoundedRectangle(cornerRadius: 8).fill(color)
            .overlay(Text(title).font(.caption).foregroundStyle(.white))
    }

    private var boundsVersusFrame: some View {
        let geometry = BoundsAndFrame(center: Self.center, size: Self.viewSize, degrees: degrees)
        return VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("Bounds vs frame").font(.headline).layoutPriority(1)
                Spacer()
                Button("30°") { degrees = 30 }
                Button("45°") { degrees = 45 }
            }
            ZStack(alignment: .topLeading) {
                Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 1.5, dash: [5, 3]))
                    .frame(width: geometry.frame.width, height: geometry.frame.height)
                    .offset(x: geometry.frame.minX, y: geometry.frame.minY)
                Rectangle().fill(Color.blue.opacity(0.35))
                    .overlay(Rectangle().stroke(Color.blue, lineWidth: 2))
                    .frame(width: Self.viewSize.width, height: Self.viewSize.height)
                    .rotationEffect(.degrees(degrees))
                    .offset(x: Self.center.x - Self.viewSize.width / 2, y: Self.center.y - Self.viewSize.height / 2)
            }
            .frame(width: 200, height: 160, alignment: .topLeading)
            Text("bounds \(BoundsAndFrame.text(geometry.bounds))").font(.caption).foregroundStyle(.blue)
            Text("frame \(BoundsAndFrame.text(geometry.frame))").font(.caption).foregroundStyle(.red)
        }
        .padding(.horizontal, 16)
    }
}

enum ConstraintsScene {
    static let scene = GalleryScene(
        id: "constraints", title: "Programmatic constraints", seed: "003", demo: { _ in },
        make: { ConstraintsView() })
}
