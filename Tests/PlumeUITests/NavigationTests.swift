import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private struct Detail: View {
    @Binding var count: Int
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Detail \(count)")
            Button("Close") { dismiss() }
            Button("Add here") { count += 1 }
            Button("Add and close") {
                count += 1
                dismiss()
            }
        }
        .navigationTitle("Detail")
    }
}

private struct Root: View {
    @State var count = 0
    var body: some View {
        NavigationStack {
            VStack {
                Text("Count \(count)")
                Button("Add") { count += 1 }
                NavigationLink("Open", destination: Detail(count: $count))
            }
            .navigationTitle("Home")
        }
    }
}

@Suite("Navigation") struct NavigationTests {
    @Test func dismissPopsTheDestinationAndTheRootKeepsItsState() throws {
        let host = ViewHost(Root(), size: CGSize(width: 320, height: 480))
        #expect(host.tap("Add"))
        #expect(host.find(text: "Count 1") != nil)
        #expect(host.tap("Open"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Detail 1") != nil)
        #expect(host.findAll(text: "Home").contains { $0.isButton }, "the back button shows the root's title")
        #expect(host.tap("Close"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Detail 1") == nil)
        #expect(host.find(text: "Count 1") != nil)
    }

    @Test func thePushedPageFollowsTheStateOfTheViewThatPushedIt() throws {
        let host = ViewHost(Root(), size: CGSize(width: 320, height: 480))
        #expect(host.tap("Open"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Detail 0") != nil)
        #expect(host.tap("Add here"))
        #expect(host.find(text: "Detail 1") != nil)
        #expect(host.tap("Add here"))
        #expect(host.find(text: "Detail 2") != nil)
        #expect(host.tap("Close"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Count 2") != nil)
    }

    @Test func aStateChangeThenDismissPops() throws {
        let host = ViewHost(Root(), size: CGSize(width: 320, height: 480))
        #expect(host.tap("Open"))
        host.advance(by: 0.5)
        #expect(host.tap("Add and close"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Count 1") != nil)
        #expect(host.find(text: "Detail 1") == nil)
    }
}

private struct Level: View {
    let number: Int
    var body: some View {
        VStack {
            Text("Level \(number)")
            if number < 3 { NavigationLink("Deeper", destination: Level(number: number + 1)) }
        }
        .navigationTitle(number == 2 ? "" : "Title \(number)")
    }
}

@Suite("Navigation depth") struct NavigationDepthTests {
    @Test func backButtonsNameThePreviousPageAndPopOneLevel() throws {
        let host = ViewHost(NavigationStack { Level(number: 1) }, size: CGSize(width: 320, height: 480))
        #expect(host.find(text: "Title 1") != nil)
        #expect(host.tap("Deeper"))
        host.advance(by: 0.5)
        #expect(host.findAll(text: "Title 1").contains { $0.isButton })
        #expect(host.tap("Deeper"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Level 3") != nil)
        // Level 2's title is empty: the back button says "Back".
        #expect(host.findAll(text: "Back").contains { $0.isButton })
        #expect(host.tap("Back"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Level 3") == nil)
        #expect(host.find(text: "Level 2") != nil)
        #expect(host.tap("Title 1"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Level 2") == nil)
        #expect(host.find(text: "Level 1") != nil)
    }
}
