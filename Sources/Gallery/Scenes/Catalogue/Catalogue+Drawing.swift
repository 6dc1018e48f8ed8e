import Foundation
import Plume

/// The catalogue's drawing-and-time page: a `Canvas` bar chart with a symbol, a `TimelineView`
/// clock drawn in a canvas, an `AsyncImage` of the gallery's bundled landscape, and a card on a
/// `Material` over it.
struct CatalogueDrawingPage: View {
    @State private var values: [Double] = [4, 7, 3, 8, 5]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Canvas").font(.headline)
                chart
                HStack {
                    Button("Add bar") { values.append(Double((values.count * 7) % 9 + 1)) }
                    Button("Reset") { values = [4, 7, 3, 8, 5] }
                }
                Text("TimelineView").font(.headline)
                TimelineView(.animation(minimumInterval: 1)) { context in
                    HStack(spacing: 16) {
                        ClockFace(date: context.date).frame(width: 72, height: 72)
                        Text(Self.time(of: context.date)).font(.title2.monospacedDigit())
                    }
                }
                Text("AsyncImage and Material").font(.headline)
                ZStack(alignment: .bottomLeading) {
                    AsyncImage(url: Bundle.module.url(forResource: "landscape", withExtension: "svg")) { image in
                        image.resizable().scaledToFill()
                    } placeholder: {
                        ProgressView()
                    }
                    .frame(height: 150)
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                    Label("Alpine lake", systemImage: "mappin")
                        .padding(10)
                        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 10))
                        .padding(10)
                }
            }
            .padding()
        }
    }

    /// Bars of `values`, with a star over the tallest.
    private var chart: some View {
        Canvas { context, size in
            let width = size.width / CGFloat(values.count)
            let top = values.max() ?? 1
            for (index, value) in values.enumerated() {
                let height = (size.height - 24) * value / top
                let bar = CGRect(
                    x: CGFloat(index) * width + 3, y: size.height - height, width: width - 6, height: height)
                context.fill(
                    Path(roundedRect: bar, cornerRadius: 4),
                    with: .linearGradient(
                        Gradient(colors: [.teal, .blue]), startPoint: CGPoint(x: bar.midX, y: bar.minY),
                        endPoint: CGPoint(x: bar.midX, y: bar.maxY)))
                if value == top, let star = context.resolveSymbol(id: "star") {
                    context.draw(star, at: CGPoint(x: bar.midX, y: bar.minY - 12))
                }
            }
            context.draw(Text("\(values.count) bars").font(.caption), at: CGPoint(x: 4, y: 0), anchor: .topLeading)
        } symbols: {
            Image(systemName: "star.fill").foregroundStyle(.yellow).tag("star")
        }
        .frame(height: 120)
    }

    /// "09:41:05" in UTC.
    static func time(of date: Date) -> String {
        let parts = ClockFace.calendar.dateComponents([.hour, .minute, .second], from: date)
        return String(format: "%02d:%02d:%02d UTC", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }
}

/// An analogue clock drawn in a canvas, for one date (UTC).
private struct ClockFace: View {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    let date: Date

    var body: some View {
        Canvas { context, size in
            let radius = min(size.width, size.height) / 2
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            context.fill(
                Path(
                    ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
                ),
                with: .color(.secondary.opacity(0.15)))
            let parts = Self.calendar.dateComponents([.hour, .minute, .second], from: date)
            let seconds = Double(parts.second ?? 0)
            let minutes = Double(parts.minute ?? 0) + seconds / 60
            let hours = Double((parts.hour ?? 0) % 12) + minutes / 60
            var face = context
            face.translateBy(x: center.x, y: center.y)
            for (turns, length, width, color) in [
                (hours / 12, 0.5, 4.0, Color.primary), (minutes / 60, 0.75, 3.0, .primary),
                (seconds / 60, 0.85, 1.5, .red),
            ] {
                var hand = face
                hand.rotate(by: .degrees(turns * 360))
                var path = Path()
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: 0, y: -radius * length))
                hand.stroke(path, with: .color(color), style: StrokeStyle(lineWidth: width, lineCap: .round))
            }
        }
    }
}
