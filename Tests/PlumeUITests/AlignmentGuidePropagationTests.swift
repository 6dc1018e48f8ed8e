import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

extension HorizontalAlignment {
    /// A guide for these tests that defaults to the leading edge.
    fileprivate enum Column: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }
    fileprivate static let column = HorizontalAlignment(Column.self)
}

/// A guide set deep inside a view reaches the stack that aligns on it, moved by every container on
/// the way (stacks, frames, padding), as in SwiftUI: fixed-metric text, 8 × 16 a character.
@MainActor
@Suite("Alignment guides pass through frames and stacks")
struct AlignmentGuidePropagationTests {
    /// The form layout SwiftUI's documentation builds with a custom guide: labels of different
    /// lengths in rows, their fields lined up on one column.
    @Test func aGuideInsideAnHStackLinesUpColumnsAcrossRows() throws {
        let host = makeHost(
            VStack(alignment: .column) {
                HStack {
                    Text("Name")
                    Text("Ada").alignmentGuide(.column) { d in d[.leading] }
                }
                HStack {
                    Text("Occupation")
                    Text("Engineer").alignmentGuide(.column) { d in d[.leading] }
                }
            })
        let ada = try #require(host.frame(ofText: "Ada"))
        let engineer = try #require(host.frame(ofText: "Engineer"))
        #expect(ada.minX == engineer.minX, "Ada \(ada), Engineer \(engineer)")
        let name = try #require(host.frame(ofText: "Name"))
        #expect(name.maxX < ada.minX)
    }

    @Test func aFrameReportsItsContentsGuideWhereItPutsIt() throws {
        let host = makeHost(
            VStack(alignment: .column) {
                Text("AB").alignmentGuide(.column) { d in d[.trailing] }
                    .frame(width: 100, alignment: .trailing)
                Text("CD")
            })
        // AB's trailing edge is 100 into its frame; CD starts there.
        let ab = try #require(host.frame(ofText: "AB"))
        let cd = try #require(host.frame(ofText: "CD"))
        #expect(cd.minX == ab.maxX, "AB \(ab), CD \(cd)")
    }

    @Test func textBaselinesLineUpThroughFrames() throws {
        let host = makeHost(
            HStack(alignment: .firstTextBaseline) {
                Text("Title")
                Text("small").padding(.top, 20).frame(width: 80, alignment: .leading)
            })
        // The padded text's baseline is 20 points below its frame's top; lined up on baselines,
        // the two texts stand at the same height.
        let title = try #require(host.frame(ofText: "Title"))
        let small = try #require(host.frame(ofText: "small"))
        #expect(small.minY == title.minY, "Title \(title), small \(small)")
    }
}
