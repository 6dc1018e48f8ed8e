import Testing

@testable import PlumeCairo

/// `FixedPointCode` (a `DeviceShape`'s path numbers): the first 32 inline, the rest in an array; two
/// codes are equal, and hash alike, exactly when their numbers are.
@Suite struct FixedPointCodeTests {
    /// A code holding `values`.
    private func code(_ values: [Int32]) -> FixedPointCode {
        var code = FixedPointCode()
        for value in values { code.append(value) }
        return code
    }

    @Test func keepsShortAndLongCodesInOrder() {
        for count in [0, 1, 6, 15, 16, 17, 31, 32, 33, 40, 70] {
            let values = (0..<count).map { Int32($0 * 7 - 20) }
            let made = code(values)
            #expect(made.count == count)
            #expect(made.values == values)
        }
    }

    @Test func equalExactlyWhenTheNumbersAre() {
        let long = (0..<50).map { Int32($0) }
        #expect(code(long) == code(long))
        #expect(code(long).hashValue == code(long).hashValue)
        var changed = long
        changed[25] = 99
        var changedPastInline = long
        changedPastInline[45] = 99
        #expect(code(long) != code(changedPastInline))
        #expect(code(long) != code(changed))
        // A prefix is not equal, though its unused lanes are zero: the count differs.
        #expect(code([1, 2, 0]) != code([1, 2]))
        #expect(code([]) == FixedPointCode())
        #expect(code([3, 4, 5]) != code([3, 4, 6]))
    }

    @Test func offsetMovesPointsAndKeepsSteps() {
        let move = DeviceShape.Step.move.rawValue
        let line = DeviceShape.Step.line.rawValue
        let curve = DeviceShape.Step.curve.rawValue
        let close = DeviceShape.Step.close.rawValue
        // Moves, lines and curves (three points each), past the 32 inline numbers, and a close.
        var moved = code([
            move, 300, 400, line, 500, 600, curve, 1, 2, 3, 4, 5, 6, line, 7, 8, curve, 9, 10, 11, 12, 13, 14,
            line, 15, 16, curve, 17, 18, 19, 20, 21, 22, curve, 23, 24, 25, 26, 27, 28, close,
        ])
        moved.offset(by: 256, 512)
        #expect(
            moved.values == [
                move, 44, -112, line, 244, 88, curve, -255, -510, -253, -508, -251, -506, line, -249, -504, curve,
                -247, -502, -245, -500, -243, -498, line, -241, -496, curve, -239, -494, -237, -492, -235, -490,
                curve, -233, -488, -231, -486, -229, -484, close,
            ])
    }
}
