import Foundation
import PlumeAnimation
import PlumeGraphics

/// One pushed page of a navigation stack.
struct NavigationPage: Identifiable {
    let id: Int
    let view: AnyView
}

/// Views pushed one over another with a bar at the top, as SwiftUI's `NavigationStack`.
///
/// ```swift
/// NavigationStack {
///     Form { NavigationLink("Details", destination: DetailView()) }
///         .navigationTitle("Settings")
/// }
/// ```
/// The root page shows its `navigationTitle` large; a pushed page shows its title inline with a
/// back button (‹ and the previous page's title, or "Back") that pops it. `NavigationLink` pushes,
/// `@Environment(\.dismiss)` pops from inside a destination; both slide (0.35 s ease-in-out on the
/// graph clock). Pages below the top keep their state; a pushed page follows the state of the view
/// that pushed it (its link's destination is re-read whenever the link re-renders).
///
/// Differences from SwiftUI: no path binding or value-based `navigationDestination`, no toolbar
/// items; a link that leaves the screen while its page is pushed leaves the page showing its last
/// value.
public struct NavigationStack<Root: View>: View {
    let root: Root
    @State private var pages: [NavigationPage] = []
    @State private var titles: [Int: String] = [:]
    @State private var counter = NavigationPageCounter()

    /// A stack whose root page is `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    /// How pushes and pops move.
    static var animation: Animation { .easeInOut(duration: 0.35) }

    public var body: some View {
        let pages = self.pages
        return GeometryReader { proxy in
            let width = proxy.size.width
            ZStack {
                pageView(AnyView(root), id: 0, depth: 0, backTitle: nil)
                    .modifier(NavigationSlideEffect(fraction: pages.isEmpty ? 0 : -0.3, width: width))
                    .allowsHitTesting(pages.isEmpty)
                ForEach(Array(pages.enumerated()), id: \.element.id) { index, page in
                    pageView(page.view, id: page.id, depth: index + 1, backTitle: title(below: index + 1))
                        .modifier(NavigationSlideEffect(fraction: index == pages.count - 1 ? 0 : -0.3, width: width))
                        .allowsHitTesting(index == pages.count - 1)
                        .transition(
                            .modifier(
                                active: NavigationSlideEffect(fraction: 1, width: width),
                                identity: NavigationSlideEffect(fraction: 0, width: width)))
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .clipped()
    }

    private func title(below depth: Int) -> String {
        let id = depth - 1 == 0 ? 0 : pages[depth - 2].id
        guard let title = titles[id], !title.isEmpty else { return "Back" }
        return title
    }

    private func pageView(_ content: AnyView, id: Int, depth: Int, backTitle: String?) -> NavigationPageView {
        let titles = $titles
        let pagesBinding = $pages
        let counter = self.counter
        let context = NavigationContext(
            push: { view in
                withAnimation(Self.animation) {
                    let kept = Array(pagesBinding.wrappedValue.prefix(depth))
                    counter.last += 1
                    pagesBinding.wrappedValue = kept + [NavigationPage(id: counter.last, view: view)]
                }
            },
            pop: { target in
                let current = pagesBinding.wrappedValue
                guard current.count > target else { return }
                withAnimation(Self.animation) { pagesBinding.wrappedValue = Array(current.prefix(target)) }
                // Popped pages (already drawn with their titles while they slide out) forget them.
                for page in current.dropFirst(target) { titles.wrappedValue[page.id] = nil }
            },
            depth: depth)
        return NavigationPageView(
            content: content, context: context, backTitle: backTitle,
            title: titles.wrappedValue[id],
            onTitle: { title in titles.wrappedValue[id] = title })
    }
}

/// Numbers pushed pages, so that a page pushed while another slides out never takes its identity.
final class NavigationPageCounter {
    var last = 0
}

/// Slides a page by a fraction of the stack's width (1: off the trailing edge; -0.3: the parallax of
/// a covered page); animatable, so pushes and pops slide on the graph clock.
struct NavigationSlideEffect: AnimatableModifier {
    var fraction: CGFloat
    let width: CGFloat
    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }
    func body(content: Content) -> some View { content.offset(x: fraction * width) }
}

/// The older name of `NavigationStack`, as SwiftUI's `NavigationView` (always the stack style).
public typealias NavigationView<Content: View> = NavigationStack<Content>
