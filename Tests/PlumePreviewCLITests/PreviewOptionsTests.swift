import Foundation
import Testing

@testable import PlumePreviewCLI

@Suite("plume-preview: command line") struct PreviewOptionsTests {
    let here = URL(fileURLWithPath: "/work/app", isDirectory: true)

    @Test func readsTargetFoldersSchemeAndWatch() throws {
        let options = try PreviewOptions.parse(
            ["Views", "--out", "shots", "--scheme", "dark", "--watch", "--package-path", "../lib"],
            currentDirectory: here)
        #expect(options.target == "Views")
        #expect(options.out?.path == "/work/app/shots")
        #expect(options.packagePath.path == "/work/lib")
        #expect(options.schemes == .dark)
        #expect(options.watch)
    }

    @Test func defaultsToBothSchemesNoWatchAndTheCurrentPackage() throws {
        let options = try PreviewOptions.parse([], currentDirectory: here)
        #expect(options.target == nil)
        #expect(options.schemes.names == ["light", "dark"])
        #expect(!options.watch)
        #expect(options.packagePath == here)
        #expect(options.out == nil)
    }

    @Test func badArgumentsSayWhatIsWrong() {
        for (arguments, message) in [
            (["--scheme", "sepia"], "--scheme must be light, dark or both, not sepia"),
            (["--out"], "--out needs a value"),
            (["--poll-interval", "nan"], "--poll-interval must be between 0.1 and 60 seconds, not nan"),
            (["--poll-interval", "1e300"], "--poll-interval must be between 0.1 and 60 seconds, not 1e300"),
            (["A", "B"], "unexpected argument B"),
        ] {
            #expect {
                try PreviewOptions.parse(arguments, currentDirectory: here)
            } throws: { error in
                "\(error)".hasPrefix(message)
            }
        }
    }
}
