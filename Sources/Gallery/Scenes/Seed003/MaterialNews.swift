import Foundation
import Plume

/// The scroll view's content top, in the scroll view's own coordinate space ("news scroll"): 0 at
/// rest, negative as the content scrolls up.
struct NewsScrollOffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// The `material-news` scene: news cards from the bundled JSON feed under a flexible app bar that
/// shrinks from 140 to 56 points as the list scrolls. Cards rest at elevation 2, rise to 8 while
/// pressed and show an ink ripple from the touch point. A feed that cannot be decoded shows an error
/// view saying why.
struct MaterialNewsView: View {
    static let expandedBarHeight: CGFloat = 140
    static let collapsedBarHeight: CGFloat = 56

    let feed: Result<NewsFeed, NewsFeedError>
    @State private var scrollOffset: CGFloat = 0

    /// The app bar's height when the content top is at `offset` (≤ 0 when scrolled).
    static func barHeight(forContentTop offset: CGFloat) -> CGFloat {
        min(max(expandedBarHeight + min(offset, 0), collapsedBarHeight), expandedBarHeight)
    }

    var body: some View {
        switch feed {
        case .success(let feed): list(feed.articles)
        case .failure(let error): errorView(error)
        }
    }

    private func list(_ articles: [Article]) -> some View {
        let height = Self.barHeight(forContentTop: scrollOffset)
        return ZStack(alignment: .top) {
            ScrollView(.vertical) {
                VStack(spacing: 16) {
                    ForEach(articles) { article in NewsCard(article: article) }
                }
                .padding(.horizontal, 16)
                .padding(.top, Self.expandedBarHeight + 16)
                .padding(.bottom, 24)
                .background(
                    GeometryReader { proxy in
                        Color.clear.preference(
                            key: NewsScrollOffsetKey.self, value: proxy.frame(in: .named("news scroll")).minY)
                    })
            }
            .coordinateSpace(name: "news scroll")
            .onPreferenceChange(NewsScrollOffsetKey.self) { scrollOffset = $0 }
            NewsAppBar(height: height)
        }
        .background(Color.groupedBackground)
    }

    private func errorView(_ error: NewsFeedError) -> some View {
        VStack(spacing: 12) {
            Image(systemName: "exclamationmark.triangle.fill").font(.largeTitle).foregroundColor(.orange)
            Text("Couldn't load the news").font(.headline)
            Text(error.description).font(.footnote).foregroundColor(.secondary)
                .multilineTextAlignment(.center).fixedSize(horizontal: false, vertical: true)
                .accessibilityIdentifier("feed error")
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The flexible app bar: a large title at the bottom left when tall, fading into a small centered
/// title as it shrinks to its collapsed height.
struct NewsAppBar: View {
    let height: CGFloat

    var body: some View {
        let span = MaterialNewsView.expandedBarHeight - MaterialNewsView.collapsedBarHeight
        let progress = Double((MaterialNewsView.expandedBarHeight - height) / span)
        ZStack(alignment: .bottomLeading) {
            Color(red: 0.25, green: 0.32, blue: 0.71)
            Text("Today's News").font(.largeTitle).bold().foregroundColor(.white)
                .padding(.leading, 16).padding(.bottom, 14)
                .opacity(max(0, 1 - 2 * progress))
            Text("Today's News").font(.headline).foregroundColor(.white)
                .frame(maxWidth: .infinity).frame(height: MaterialNewsView.collapsedBarHeight)
                .opacity(max(0, 2 * progress - 1))
        }
        .frame(height: height)
        .clipped()
        .shadow(color: Color(white: 0, opacity: 0.25), radius: 4, y: 2)
        .accessibilityIdentifier("app bar")
    }
}

/// One article card: picture, source and date, title and summary on a white rounded card with a
/// Material elevation shadow (2 at rest, 8 while pressed) and an ink ripple.
struct NewsCard: View {
    let article: Article
    @State private var pressed = false

    var elevation: CGFloat { pressed ? 8 : 2 }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ArticlePictureView(picture: article.image).frame(height: 120)
            VStack(alignment: .leading, spacing: 6) {
                Text("\(article.source) · \(article.dateText)").font(.caption).foregroundColor(.secondary)
                Text(article.title).font(.headline).fixedSize(horizontal: false, vertical: true)
                Text(article.summary).font(.subheadline).foregroundColor(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
            }
            .padding(16)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.secondaryGroupedBackground)
        .inkRipple(in: RoundedRectangle(cornerRadius: 8)) { pressed = $0 }
        .background(
            RoundedRectangle(cornerRadius: 8).fill(Color.secondaryGroupedBackground)
                .shadow(color: Color(white: 0, opacity: 0.28), radius: elevation, y: elevation / 2)
        )
        .animation(.easeOut(duration: 0.2), value: pressed)
        .accessibilityIdentifier("card \(article.title)")
    }
}

/// The drawn picture for an article (vector shapes, no bitmap).
struct ArticlePictureView: View {
    let picture: ArticlePicture

    var body: some View {
        switch picture {
        case .mountains:
            ZStack(alignment: .bottom) {
                LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
                Circle().fill(Color.yellow).frame(width: 36, height: 36).offset(x: 110, y: -70)
                HStack(spacing: -60) {
                    Triangle().fill(Color(red: 0.3, green: 0.35, blue: 0.45)).frame(width: 180, height: 90)
                    Triangle().fill(Color(red: 0.2, green: 0.25, blue: 0.35)).frame(width: 220, height: 110)
                }
            }
        case .concert:
            ZStack {
                LinearGradient(colors: [.purple, .indigo], startPoint: .top, endPoint: .bottom)
                HStack(spacing: 28) {
                    ForEach(0..<4, id: \.self) { i in
                        Capsule().fill(Color(white: 1, opacity: 0.35)).frame(width: 12, height: CGFloat(40 + 18 * i))
                    }
                }
                Text("♪ ♫ ♪").font(.largeTitle).foregroundColor(.white)
            }
        case .ocean:
            ZStack(alignment: .bottom) {
                LinearGradient(colors: [.cyan, .teal], startPoint: .top, endPoint: .bottom)
                Rectangle().fill(Color.blue.opacity(0.7)).frame(height: 50)
                Text("★").font(.largeTitle).foregroundColor(.orange).padding(.bottom, 8)
            }
        case .city:
            ZStack(alignment: .bottom) {
                LinearGradient(colors: [.indigo, .black], startPoint: .top, endPoint: .bottom)
                HStack(alignment: .bottom, spacing: 6) {
                    ForEach([60, 90, 50, 100, 70, 85], id: \.self) { h in
                        Rectangle().fill(Color(white: 0.2)).frame(width: 40, height: CGFloat(h))
                            .overlay(Rectangle().fill(Color.yellow.opacity(0.8)).frame(width: 8, height: 8))
                    }
                }
            }
        case .garden:
            ZStack(alignment: .bottom) {
                LinearGradient(colors: [.mint, .green], startPoint: .top, endPoint: .bottom)
                Ellipse().fill(Color.orange).frame(width: 120, height: 70).padding(.bottom, 14)
                Capsule().fill(Color(red: 0.3, green: 0.5, blue: 0.1)).frame(width: 10, height: 22)
                    .padding(.bottom, 78)
            }
        }
    }
}

/// A triangle pointing up, filling its frame.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

enum MaterialNewsScene {
    static let scene = GalleryScene(id: "material-news", title: "Material Design cards", seed: "003") {
        MaterialNewsView(feed: NewsFeed.bundled())
    }
}
