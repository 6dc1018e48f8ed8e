import Foundation
import PlumeGraphics
import Testing

@testable import PlumeUI

@Suite("constraint layout") struct ConstraintLayoutTests {
    let a = ConstraintItem.view("a")
    let b = ConstraintItem.view("b")
    let box = ConstraintItem.container

    @Test func intrinsicSizesFillWhatTheConstraintsLeaveOpen() throws {
        let layout = ConstraintLayout([
            a.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
        ])
        let solution = try layout.solve(
            proposal: ProposedViewSize(width: 200, height: 100), ids: ["a"], idealSizes: [CGSize(width: 42, height: 17)]
        )
        #expect(solution.frames[a] == CGRect(x: 10, y: 5, width: 42, height: 17))
        #expect(solution.frames[.view(at: 0)] == solution.frames[a], "index and id name the same view")
    }

    @Test func compressionResistanceOutweighsHuggingAndLosesToRequired() throws {
        // Two views share 100 points; a's ideal is 80, b's 60: b (hugging) stretches no more than
        // needed, and the required total squeezes one of them.
        let layout = ConstraintLayout([
            a.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: box.trailingAnchor),
        ])
        let ideals = [CGSize(width: 80, height: 10), CGSize(width: 60, height: 10)]
        let solution = try layout.solve(
            proposal: ProposedViewSize(width: 100, height: 10), ids: ["a", "b"], idealSizes: ideals)
        let (fa, fb) = (try #require(solution.frames[a]), try #require(solution.frames[b]))
        #expect(abs(fa.width + fb.width - 100) < 1e-6)
        #expect(fa.width <= 80 + 1e-6 && fb.width <= 60 + 1e-6, "\(fa) \(fb)")
    }

    @Test func anUnspecifiedProposalShrinksToTheConstraints() throws {
        let layout = ConstraintLayout([
            a.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 8),
            a.trailingAnchor.constraint(lessThanOrEqualTo: box.trailingAnchor, constant: -8),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.topAnchor.constraint(equalTo: box.topAnchor),
            a.bottomAnchor.constraint(lessThanOrEqualTo: box.bottomAnchor),
            a.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
        ])
        let solution = try layout.solve(proposal: .unspecified, ids: ["a"], idealSizes: [])
        #expect(solution.size == CGSize(width: 66, height: 30))
    }

    @Test func multipliersAndPrioritiesTradeOff() throws {
        let layout = ConstraintLayout(
            [
                a.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.25, constant: 10),
                b.widthAnchor.constraint(equalToConstant: 500).priority(.defaultLow),
                b.widthAnchor.constraint(lessThanOrEqualTo: box.widthAnchor, multiplier: 0.5).priority(.defaultHigh),
            ], intrinsicSizes: false)
        let solution = try layout.solve(
            proposal: ProposedViewSize(width: 400, height: 50), ids: ["a", "b"], idealSizes: [])
        #expect(solution.frames[a]?.width == 110)
        #expect(solution.frames[b]?.width == 200, "the 750 cap wins over the 250 wish")
    }

    @Test func unknownViewsAreReportedByName() {
        let layout = ConstraintLayout([ConstraintItem.view("ghost").widthAnchor.constraint(equalToConstant: 1)])
        do {
            _ = try layout.solve(proposal: .unspecified, ids: ["a"], idealSizes: [])
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "No view ghost for the constraint ghost.width == 1")
        }
    }

    @Test func aLongChainSolves() throws {
        var constraints = [ConstraintItem.view(at: 0).leadingAnchor.constraint(equalTo: box.leadingAnchor)]
        for i in 1..<60 {
            constraints.append(
                ConstraintItem.view(at: i).leadingAnchor.constraint(
                    equalTo: ConstraintItem.view(at: i - 1).trailingAnchor, constant: 1))
            constraints.append(
                ConstraintItem.view(at: i).widthAnchor.constraint(equalTo: ConstraintItem.view(at: 0).widthAnchor))
        }
        constraints.append(ConstraintItem.view(at: 59).trailingAnchor.constraint(equalTo: box.trailingAnchor))
        let solution = try ConstraintLayout(constraints, intrinsicSizes: false)
            .solve(
                proposal: ProposedViewSize(width: 659, height: 10), ids: Array(repeating: nil, count: 60),
                idealSizes: [])
        #expect(abs((solution.frames[.view(at: 59)]?.minX ?? 0) - 649) < 1e-6)
        #expect(abs((solution.frames[.view(at: 30)]?.width ?? 0) - 10) < 1e-6)
    }
}
