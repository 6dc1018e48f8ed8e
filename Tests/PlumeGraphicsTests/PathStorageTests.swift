import Foundation
import Testing

import PlumeGraphics

/// `Path` keeps a short path's elements inline and a longer one's in an array
/// (`PathElementStorage`): both forms give the same elements, equality, hashing, current point and
/// moves, and a path growing past the inline room keeps every element.
@Suite struct PathStorageTests {
    /// The elements of a path built one by one, as the list of what was added.
    private func built(_ count: Int) -> (Path, [Path.Element]) {
        var path = Path()
        var expected: [Path.Element] = []
        for index in 0..<count {
            let p = CGPoint(x: Double(index), y: Double(index * index) / 3)
            let c = CGPoint(x: Double(index) + 0.5, y: -Double(index))
            switch index % 5 {
            case 0:
                path.move(to: p)
                expected.append(.move(to: p))
            case 1:
                path.addLine(to: p)
                expected.append(.line(to: p))
            case 2:
                path.addQuadCurve(to: p, control: c)
                expected.append(.quadCurve(to: p, control: c))
            case 3:
                path.addCurve(to: p, control1: c, control2: CGPoint(x: c.y, y: c.x))
                expected.append(.curve(to: p, control1: c, control2: CGPoint(x: c.y, y: c.x)))
            default:
                path.closeSubpath()
                expected.append(.closeSubpath)
            }
        }
        return (path, expected)
    }

    @Test func everyLengthKeepsItsElementsInOrder() {
        for count in 0...24 {
            let (path, expected) = built(count)
            #expect(path.elements == expected, "\(count) elements")
            #expect(path.elementCount == expected.count)
            #expect(path.isEmpty == expected.isEmpty)
            var visited: [Path.Element] = []
            path.forEach { visited.append($0) }
            #expect(visited == expected)
            let again = built(count).0
            #expect(path == again)
            #expect(path.hashValue == again.hashValue)
            if count > 0 { #expect(path != built(count - 1).0) }
        }
    }

    @Test func theCurrentPointFollowsTheLastElementAndReturnsToTheSubpathStartOnClose() {
        var path = Path()
        #expect(path.currentPoint == nil)
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 2))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 9, y: 4))
        #expect(path.currentPoint == CGPoint(x: 5, y: 6))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
        // Past the inline room (a cubic needs three more points): the same answers from the array.
        path.move(to: CGPoint(x: 10, y: 10))
        path.addCurve(to: CGPoint(x: 20, y: 10), control1: CGPoint(x: 12, y: 4), control2: CGPoint(x: 18, y: 4))
        #expect(path.currentPoint == CGPoint(x: 20, y: 10))
        path.closeSubpath()
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
        #expect(path.description == "M 1 2 L 5 2 Q 9 4 5 6 Z M 10 10 C 12 4 18 4 20 10 Z")
    }

    @Test func aRectangleAndALineStayInlineAndMoveLikeLongerPaths() {
        let rect = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(rect.description == "M 1 2 L 4 2 L 4 6 L 1 6 Z")
        #expect(rect.offsetBy(dx: 10, dy: -2).description == "M 11 0 L 14 0 L 14 4 L 11 4 Z")
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 2))
        let moved = ellipse.offsetBy(dx: 1, dy: 1)
        #expect(moved == ellipse.applying(CGAffineTransform(translationX: 1, y: 1)))
        #expect(moved.currentPoint == CGPoint(x: 5, y: 2))
        var line = Path()
        line.addLine(to: CGPoint(x: CGFloat.nan, y: 0))
        line.addLine(to: CGPoint(x: 1, y: 1))
        line.addLine(to: CGPoint(x: CGFloat.infinity, y: 1))
        line.addLine(to: CGPoint(x: 4, y: 3))
        #expect(line.description == "M 1 1 L 4 3")
        var joined = rect
        joined.addPath(line)
        #expect(joined.description == "M 1 2 L 4 2 L 4 6 L 1 6 Z M 1 1 L 4 3")
        #expect(Set([rect, joined, rect.offsetBy(dx: 0, dy: 0)]).count == 2)
    }
}
