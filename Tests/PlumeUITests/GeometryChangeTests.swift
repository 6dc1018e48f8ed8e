import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A message bubble that reports its height, and a header that reports when it scrolls away, as
/// iOS 18 apps write them with `onGeometryChange`.
private struct Thread: View {
    @State private var height: CGFloat = 0
    @State private var changes: [String] = []
    @State private var long = false
    var body: some View {
        VStack {
            Text("height \(Int(height))")
            Text("changes \(changes.joined(separator: ","))")
            Button("Grow") { long = true }
            ScrollView {
                VStack(spacing: 0) {
                    Text(long ? "A\nlonger\nmessage" : "Hi")
                        .onGeometryChange(for: CGFloat.self) {
                            $0.size.height
                        } action: {
                            height = $0
                        }
                    Text("Header")
                        .frame(height: 40)
                        .onGeometryChange(for: Bool.self) {
                            $0.frame(in: .global).minY < 60
                        } action: { old, new in
                            changes.append("\(old)>\(new)")
                        }
                    ForEach(0..<30, id: \.self) { Text("Row \($0)").frame(height: 40) }
                }
            }
        }
    }
}

@Suite("onGeometryChange")
struct GeometryChangeTests {
    @Test func theActionRunsWithTheFirstValueThenOnEachChange() throws {
        let host = ViewHost(Thread(), size: CGSize(width: 300, height: 400))
        host.advance(by: 0.1)
        let first = try #require(host.texts.first { $0.hasPrefix("height ") })
        #expect(first != "height 0", "the first value arrived after the first layout")
        #expect(host.tap("Grow"))
        host.advance(by: 0.1)
        let grown = try #require(host.texts.first { $0.hasPrefix("height ") })
        #expect(Int(grown.dropFirst(7))! > Int(first.dropFirst(7))! * 2, "\(first) → \(grown)")
    }

    @Test func scrollingMovesTheViewAndReportsOnlyRealChanges() throws {
        let host = ViewHost(Thread(), size: CGSize(width: 300, height: 400))
        host.advance(by: 0.1)
        #expect(host.find(text: "changes false>false") != nil, "\(host.texts)")
        #expect(host.scroll(at: CGPoint(x: 150, y: 300), by: CGSize(width: 0, height: 20)))
        host.advance(by: 0.1)
        #expect(host.find(text: "changes false>false") != nil, "still below 60: no new call")
        #expect(host.scroll(at: CGPoint(x: 150, y: 300), by: CGSize(width: 0, height: 60)))
        host.advance(by: 0.1)
        #expect(host.find(text: "changes false>false,false>true") != nil, "\(host.texts)")
    }
}
