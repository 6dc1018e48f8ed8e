import Foundation
import Plume

/// The top anchor of the scrolled text, in the scroll view's reader's coordinates.
struct OffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

/// The `scroll-magic` scene: the title bar is at the top until the text has scrolled more than 10
/// points, then jumps to the bottom, and back when scrolled to the top.
struct JumpingTitleBar: View {
    @State var onTop = true

    var scrollView: some View {
        GeometryReader { g in
            ScrollView(.vertical) {
                Text(Self.longText)
                    .padding(.vertical, 60)
                    .padding(.horizontal)
                    .anchorPreference(key: OffsetKey.self, value: .top) {
                        g[$0].y
                    }
            }
        }
    }

    var topBar: some View { bar("Scroll Magic (top)") }
    var bottomBar: some View { bar("Scroll Magic (bottom)") }

    private func bar(_ title: String) -> some View {
        Text(title)
            .font(.headline)
            .foregroundColor(.white)
            .frame(maxWidth: .infinity)
            .padding()
            .background(Color.indigo)
    }

    var body: some View {
        ZStack {
            scrollView
                .onPreferenceChange(OffsetKey.self) {
                    if $0 < -10 {
                        self.onTop = false
                    } else {
                        self.onTop = true
                    }
                }
            VStack {
                if onTop { topBar }
                Spacer()
                if !onTop { bottomBar }
            }
        }
    }

    static let longText = (1...30).map { "Line \($0): scroll down to see the title bar jump from top to bottom." }
        .joined(separator: "\n")
}

enum ScrollMagicScene {
    static let scene = GalleryScene(
        id: "scroll-magic", title: "Scroll offset via anchor preferences", seed: "002",
        demo: { host in host.scroll(at: CGPoint(x: 195, y: 320), by: CGSize(width: 0, height: 80)) },
        make: { JumpingTitleBar() })
}
