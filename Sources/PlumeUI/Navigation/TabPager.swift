import Foundation
import PlumeAnimation
import PlumeGraphics

/// A `TabView` with the page style: every tab is a page as wide as the view, side by side. A
/// horizontal drag moves them with the pointer (resisting past the first and last page); on
/// release they snap to the page nearest where the drag was heading (its predicted end, so a
/// fling turns one page). Dots at the bottom show the current page; tapping one goes to it. Pages
/// keep their state while others are shown.
struct TabPager: View {
    let tabs: [TabEntry]
    let current: Int
    let indexDisplayMode: PageTabViewStyle.IndexDisplayMode
    let select: (Int) -> Void
    /// How far the current drag has moved the pages, in points.
    @State private var dragOffset: CGFloat = 0
    @Environment(\.indexBackground) private var indexBackground

    /// How pages snap after a drag or a tap on a dot.
    static var snap: Animation { .easeOut(duration: 0.3) }

    private var showsDots: Bool {
        switch indexDisplayMode.kind {
        case .always: true
        case .automatic: tabs.count > 1
        case .never: false
        }
    }

    var body: some View {
        let tabs = self.tabs
        let current = self.current
        let select = self.select
        let offset = $dragOffset
        return GeometryReader { proxy in
            let width = proxy.size.width
            HStack(spacing: 0) {
                ForEach(Array(tabs.enumerated()), id: \.offset) { _, tab in
                    AnyView(erasing: tab.view).frame(width: width, height: proxy.size.height)
                }
            }
            .offset(x: -CGFloat(current) * width + dragOffset)
            .frame(width: width, height: proxy.size.height, alignment: .leading)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 10)
                    .onChanged { value in
                        offset.wrappedValue = Self.resisted(
                            value.translation.width, current: current, count: tabs.count, width: width)
                    }
                    .onEnded { value in
                        let target = Self.target(
                            after: value.predictedEndTranslation.width, current: current, count: tabs.count,
                            width: width)
                        withAnimation(Self.snap) {
                            select(target)
                            offset.wrappedValue = 0
                        }
                    }
            )
        }
        .clipped()
        .overlay(alignment: .bottom) {
            if showsDots { dots }
        }
    }

    /// The page dots: the current one opaque, the others faint; on a capsule when the index view
    /// style asks for it.
    private var dots: some View {
        let select = self.select
        return HStack(spacing: 8) {
            ForEach(0..<tabs.count, id: \.self) { index in
                Button {
                    withAnimation(Self.snap) { select(index) }
                } label: {
                    Circle()
                        .fill(Color.white.opacity(index == current ? 1 : 0.35))
                        .frame(width: 8, height: 8)
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Page \(index + 1) of \(tabs.count)")
            }
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 7)
        .background(
            Capsule().fill(Color.black.opacity(indexBackground.showsBackground ? 0.25 : 0))
        )
        .padding(.bottom, 12)
    }

    /// A drag's offset: with the pointer between pages, a third of it past the first or last page.
    static func resisted(_ translation: CGFloat, current: Int, count: Int, width: CGFloat) -> CGFloat {
        let pastStart = current == 0 && translation > 0
        let pastEnd = current >= count - 1 && translation < 0
        return pastStart || pastEnd ? translation / 3 : max(-width, min(width, translation))
    }

    /// The page a drag released with `predicted` translation settles on: the next or previous one
    /// when it would end more than half a page away, else the same; never past the ends.
    static func target(after predicted: CGFloat, current: Int, count: Int, width: CGFloat) -> Int {
        guard count > 0, width > 0 else { return 0 }
        var target = current
        if predicted < -width / 2 { target += 1 } else if predicted > width / 2 { target -= 1 }
        return max(0, min(count - 1, target))
    }
}
