import Foundation
import PlumeCairo
import PlumeUI

/// Why a snapshot check failed.
public enum SnapshotError: Error, CustomStringConvertible {
    /// There is no reference image yet; run with `PLUME_RECORD=1` to record it.
    case missingReference(String)
    /// The rendering differs from the reference by more than the tolerance.
    case mismatch(String, ImageDifference, actualPath: String)

    public var description: String {
        switch self {
        case .missingReference(let path):
            "no reference image at \(path); run the test with PLUME_RECORD=1 to record it"
        case .mismatch(let path, let diff, let actual):
            "rendering differs from \(path): \(diff); actual image written to \(actual)"
        }
    }
}

extension ViewHost {
    /// Compares the current frame with the PNG `name`.png in `directory`.
    ///
    /// Passes when at most `allowedFraction` of the pixels differ by more than `tolerance` (0…255 per
    /// channel). With the environment variable `PLUME_RECORD=1`, or `record: true`, it writes the
    /// reference instead. On a mismatch the actual image is written next to the reference as
    /// `name.actual.png`.
    public func assertSnapshot(
        named name: String, in directory: URL, tolerance: Int = 8, allowedFraction: Double = 0.002, record: Bool = false
    ) throws {
        let reference = directory.appendingPathComponent("\(name).png")
        let image = try render()
        if record || ProcessInfo.processInfo.environment["PLUME_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try image.writePNG(to: reference)
            return
        }
        guard FileManager.default.fileExists(atPath: reference.path) else {
            throw SnapshotError.missingReference(reference.path)
        }
        let expected = try RenderedImage(contentsOf: reference)
        let diff = image.difference(expected, tolerance: tolerance)
        if !diff.isWithin(channelTolerance: tolerance, allowedFraction: allowedFraction) {
            let actual = directory.appendingPathComponent("\(name).actual.png")
            try? image.writePNG(to: actual)
            throw SnapshotError.mismatch(reference.path, diff, actualPath: actual.path)
        }
    }
}
