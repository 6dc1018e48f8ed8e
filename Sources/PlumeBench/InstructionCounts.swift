import CPlumeCallgrind
import Foundation

/// `PlumeBench --instructions` (what `make bench-instructions` runs under callgrind): each chosen
/// figure's timed region runs once, between callgrind client requests, so that the instructions it
/// executes are counted deterministically. The region is the same closure the timed figure runs;
/// its setup runs outside the counted region, as it runs outside the clock.
///
/// Each counted region becomes a callgrind profile named after the figure; for each, a line
/// `instructions.goal<TAB>name<TAB>goal` (goal -1 when there is none) is printed, which
/// `scripts/bench-instructions.sh` joins with the profile's total.
enum InstructionCounts {
    /// Whether `--instructions` was given: figures that support it count instead of timing.
    nonisolated(unsafe) static var isOn = false

    /// Counts the instructions of one `run(setup())`, keeping what it returns alive until the count
    /// has stopped (as the timed figures do with the clock).
    static func count<Prepared, Kept>(
        _ name: String, goal: Int?, setup: () -> Prepared, _ run: (Prepared) -> Kept
    ) {
        let prepared = setup()
        plume_callgrind_begin()
        let kept = run(prepared)
        plume_callgrind_end(name)
        withExtendedLifetime((prepared, kept)) {}
        print("instructions.goal\t\(name)\t\(goal ?? -1)")
        fflush(stdout)
    }

    /// Stops with a message when `--instructions` cannot count here (no valgrind header at build
    /// time, or not running under valgrind).
    static func requireCallgrind() {
        guard plume_callgrind_supported() == 1 else {
            fail("PlumeBench was built without valgrind's callgrind.h (install the Debian package valgrind)")
        }
        guard plume_callgrind_running() == 1 else {
            fail("--instructions counts only under valgrind; run `make bench-instructions`")
        }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        exit(2)
    }
}

/// The figures `--instructions` counts: the layout, frame and pixel figures, and the store and SwiftData
/// figures (each side, raw sqlite3 and the store, counted on its own: `<figure>.raw`, `<figure>.store`).
let instructionFigurePrefixes = [
    "ui.grid", "ui.messages", "ui.vstack1000.first", "animation.frame1000", "store", "swiftdata",
    "drawing.canvas10k", "sheet.list1000", "ui.lazygrid.scroll100k", "input.drag.moves5000",
    "navigation.push.depth50", "ui.lazy.scroll50k", "scroll.text10k", "ui.table.arrow10k",
]
