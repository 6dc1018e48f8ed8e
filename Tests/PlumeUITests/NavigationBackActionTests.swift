import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A navigation bar made again for the same page (a push renders the pages below the new top again)
/// compares equal, so its back button and the button's candidate labels are not made again; a bar
/// whose back button pops somewhere else, or does what it cannot name, counts as changed.
@MainActor @Suite struct NavigationBackActionTests {
    private func bar(_ back: NavigationBackAction, title: String = "Item 3") -> NavigationBarView {
        NavigationBarView(title: title, backTitle: "Item 2", large: false, back: back)
    }

    @Test func aBarMadeAgainForTheSamePageIsEqual() {
        let model = NavigationStackModel()
        #expect(ViewEquality.areEqual(bar(.pop(model.context(depth: 3))), bar(.pop(model.context(depth: 3)))))
        #expect(ViewEquality.areEqual(bar(.nothing), bar(.nothing)))
    }

    @Test func aBarThatPopsElsewhereOrCannotSayIsChanged() {
        let model = NavigationStackModel()
        let other = NavigationStackModel()
        #expect(!ViewEquality.areEqual(bar(.pop(model.context(depth: 3))), bar(.pop(model.context(depth: 4)))))
        #expect(!ViewEquality.areEqual(bar(.pop(model.context(depth: 3))), bar(.pop(other.context(depth: 3)))))
        #expect(!ViewEquality.areEqual(bar(.other {}), bar(.other {})))
        #expect(
            !ViewEquality.areEqual(bar(.pop(model.context(depth: 3))), bar(.pop(model.context(depth: 3)), title: "New"))
        )
    }

    @Test func theBackButtonOfAPageKeptFromAnEarlierPushStillPops() throws {
        let host = ViewHost(BackStack(), size: CGSize(width: 390, height: 844))
        #expect(host.tap("Push"))
        host.runFrame()
        host.advance(by: 1)
        #expect(host.tap("Push"))
        host.runFrame()
        host.advance(by: 1)
        #expect(host.find(text: "Depth 2") != nil)
        // The page at depth 1 was rendered again by the second push with an equal bar; back from
        // depth 2, then back again through that kept bar.
        #expect(host.tap("navigation.back"))
        host.runFrame()
        host.advance(by: 1)
        #expect(host.find(text: "Count 1") != nil)
        #expect(host.find(text: "Depth 2") == nil)
        #expect(host.tap("navigation.back"))
        host.runFrame()
        host.advance(by: 1)
        #expect(host.find(text: "Count 0") != nil)
        #expect(host.find(text: "Depth 1") == nil)
    }
}

private struct BackStack: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Count \(path.count)")
                Button("Push") { path.append(path.count + 1) }
            }
            .navigationTitle("Root")
            .navigationDestination(for: Int.self) { n in
                VStack {
                    Text("Depth \(n)")
                    Button("Push") { path.append(n + 1) }
                }
                .navigationTitle("Page \(n)")
            }
        }
    }
}
