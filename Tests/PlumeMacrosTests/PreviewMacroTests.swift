import Foundation
import PlumeMacros
import PlumeTesting
import PlumeUI
import Testing

// Previews as a SwiftUI file declares them. The test finds them in the binary and draws them.

private struct Greeting: View {
    var name = "World"
    var body: some View { Text("Hello, \(name)!").padding() }
}

#Preview {
    Greeting()
}

#Preview("Named greeting") {
    Greeting(name: "Plume")
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Greeting(name: "small")
}

#Preview("Landscape", traits: .landscapeLeft, .fixedLayout(width: 300, height: 120)) {
    Greeting(name: "wide")
}

#Preview("Counter") {
    @Previewable @State var count = 0
    VStack {
        Text("Count \(count)")
        Button("More") { count += 1 }
    }
}

@Suite struct PreviewMacroTests {
    @Test func everyPreviewOfTheFileIsFound() {
        let names = Preview.all.map(\.displayName)
        #expect(names.contains("Named greeting"))
        #expect(names.contains("Fits"))
        #expect(names.contains("Counter"))
        // An unnamed preview is listed by its file and line.
        #expect(names.contains("PreviewMacroTests.swift:14"))
    }

    @Test func namesTraitsAndPlacesAreKept() throws {
        let fits = try #require(Preview.named("Fits"))
        #expect(fits.fileID.hasSuffix("PreviewMacroTests.swift"))
        #expect(fits.line == 22)
        let item = PreviewItem(fits)
        #expect(item.layout == .sizeThatFits)
        let landscape = PreviewItem(try #require(Preview.named("Landscape")))
        #expect(landscape.orientation == .landscapeLeft)
        #expect(landscape.screenSize == CGSize(width: 300, height: 120))
    }

    @Test func aPreviewableStateBehavesAsState() throws {
        let counter = try #require(Preview.named("Counter"))
        let host = ViewHost(PreviewItem(counter).view, size: CGSize(width: 300, height: 200))
        #expect(host.find(text: "Count 0") != nil)
        #expect(host.tap("More"))
        #expect(host.tap("More"))
        #expect(host.find(text: "Count 2") != nil)
    }

    @Test func previewsRenderInBothSchemes() throws {
        let rendered = try PreviewRenderer.render(try #require(Preview.named("Fits")))
        #expect(rendered.map(\.colorScheme) == [.light, .dark])
        #expect(rendered[0].size.width < 200)
        #expect(rendered[0].fileName == "Fits-light.png")
    }
}
