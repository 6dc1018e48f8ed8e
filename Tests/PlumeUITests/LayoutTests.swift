import Foundation
import PlumeGraphics
import Testing

@testable import PlumeUI

@MainActor
@Suite("Layout") struct LayoutTests {
    @Test func vstackCentersTextsWithDefaultSpacing() {
        let graph = makeGraph(
            VStack {
                Text("Hello")
                Text("Hi")
            })
        #expect(
            graph.dump() == """
                VStack (180, 130, 40, 40)
                  Text (180, 130, 40, 16) "Hello"
                  Text (192, 154, 16, 16) "Hi"
                """)
    }

    @Test func hstackGivesSpacersTheRest() {
        let graph = makeGraph(
            HStack {
                Text("A")
                Spacer()
                Text("B")
            }.frame(width: 200))
        #expect(
            graph.dump() == """
                frame (100, 142, 200, 16)
                  HStack (100, 142, 200, 16)
                    Text (100, 142, 8, 16) "A"
                    Spacer (116, 150, 168, 0)
                    Text (292, 142, 8, 16) "B"
                """)
    }

    @Test func paddingAndFlexibleFrame() {
        let graph = makeGraph(Text("Hi").padding().frame(maxWidth: .infinity, alignment: .leading))
        #expect(
            graph.dump() == """
                frame (0, 126, 400, 48)
                  padding (0, 126, 48, 48)
                    Text (16, 142, 16, 16) "Hi"
                """)
    }
}
