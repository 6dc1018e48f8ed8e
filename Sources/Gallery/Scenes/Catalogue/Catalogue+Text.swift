import Foundation
import Plume

/// The catalogue's text page: dynamic type sizes, a title shrinking to fit, symbol scales, a
/// placeholder while "loading", then live dates, markdown, an attributed string and font widths
/// (`CatalogueStyledTextSection`).
struct CatalogueTextPage: View {
    @State private var loading = true
    @State private var narrow = true
    @ScaledMetric(relativeTo: .body) private var badgeSide: CGFloat = 28

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 14) {
                ForEach([DynamicTypeSize.small, .large, .xxLarge, .accessibility1], id: \.self) { size in
                    Text("Body at \(String(describing: size))").dynamicTypeSize(size)
                }
                Toggle("Narrow frame", isOn: $narrow)
                Text("Shrinks to fit")
                    .font(.title)
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                    .frame(width: narrow ? 130 : 358, alignment: .leading)
                HStack(spacing: 18) {
                    ForEach(Image.Scale.allCases, id: \.self) { scale in
                        Label("\(String(describing: scale))", systemImage: "star.fill").imageScale(scale)
                    }
                }
                Toggle("Loading", isOn: $loading)
                HStack(spacing: 12) {
                    Image(systemName: "person.circle").font(.largeTitle)
                    VStack(alignment: .leading) {
                        Text("Ada Lovelace").font(.headline)
                        Text("Analyst of the Engine, 1843")
                    }
                    Spacer()
                    Text("New").unredacted().padding(6).background(Color.orange, in: Capsule())
                }
                .redacted(reason: loading ? .placeholder : [])
                Color.accentColor.frame(width: badgeSide, height: badgeSide).clipShape(Circle())
                CatalogueStyledTextSection()
            }
            .padding()
        }
    }
}

/// Dates that keep counting (each style of `Text(_:style:)`, a timer interval and a range, in UTC
/// so they read the same everywhere), a markdown line with a link, an attributed string and the
/// four font widths.
struct CatalogueStyledTextSection: View {
    /// 1 January 2026, 00:00 UTC: the gallery's tests start 9 hours 41 minutes later.
    static let newYear = Date(timeIntervalSince1970: 1_767_225_600)
    private var meeting: Date { Self.newYear.addingTimeInterval(10.5 * 3600) }
    @State private var opened: [URL] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Since New Year (UTC)").font(.headline)
            row("Relative", Text(Self.newYear, style: .relative))
            row("Offset", Text(Self.newYear, style: .offset))
            row("Timer", Text(Self.newYear, style: .timer).monospacedDigit())
            row(
                "Day left",
                Text(timerInterval: Self.newYear...Self.newYear.addingTimeInterval(86_400)).monospacedDigit())
            row("Meeting", Text(meeting, style: .time))
            row("Range", Text(meeting...meeting.addingTimeInterval(1800)))
            Text("**Markdown**, *italic*, `code` and [a link](https://example.com/plume)")
                .environment(
                    \.openURL,
                    OpenURLAction { url in
                        opened.append(url)
                        return .handled
                    })
            if let last = opened.last {
                Text("Opened \(last.absoluteString)").font(.caption).foregroundStyle(.secondary)
            }
            Text(Self.attributed)
            HStack(alignment: .firstTextBaseline, spacing: 10) {
                Text("Compressed").fontWidth(.compressed)
                Text("Condensed").fontWidth(.condensed)
                Text("Standard")
                Text("Expanded").fontWidth(.expanded)
            }
            .font(.callout)
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
    }

    /// "Sale ends today", with "today" bold and red on a yellow mark.
    static var attributed: AttributedString {
        var text = AttributedString("Attributed: sale ends today")
        text.foregroundColor = .secondary
        if let range = text.range(of: "today") {
            text[range].font = .body.bold()
            text[range].foregroundColor = .red
            text[range].underlineStyle = .single
        }
        return text
    }

    private func row(_ title: String, _ value: Text) -> some View {
        HStack {
            Text(title).foregroundStyle(.secondary)
            Spacer()
            value.layoutPriority(1)
        }
    }
}
