import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// The catalogue's Controls page used as a person would: pick dates in each date picker style,
/// pick a colour, share a link and read the clipboard.
@Suite("catalogue: controls") struct CatalogueControlsTests {
    private func open(scheme: ColorScheme = .light) throws -> ViewHost {
        try openCataloguePage("Controls", scheme: scheme)
    }

    private func chosen(_ host: ViewHost) -> String? {
        host.texts.first { $0.hasPrefix("Chosen: ") }.map { String($0.dropFirst(8)) }
    }

    @Test func theGraphicalCalendarPicksDaysMovesMonthsAndChangesTheTime() throws {
        let host = try open()
        #expect(host.find(text: "March 2025") != nil)
        #expect(host.tap("Saturday, March 22, 2025"))
        #expect(chosen(host) == "2025-03-22T09:41:00Z")
        #expect(host.tap("Next Month"))
        #expect(host.find(text: "April 2025") != nil)
        #expect(host.tap("Tuesday, April 1, 2025"))
        #expect(chosen(host) == "2025-04-01T09:41:00Z")
        #expect(host.tap("9:41 AM"))
        host.advance(by: 0.5)
        #expect(host.tap("Hour 11"))
        #expect(host.tap("Minute 40"))
        #expect(chosen(host) == "2025-04-01T11:40:00Z")
    }

    @Test func theCompactPickerOpensTheCalendarAndTheWheelTurns() throws {
        let host = try open()
        #expect(host.tap("Compact"))
        host.advance(by: 0.3)
        #expect(host.find(text: "March 2025") == nil)
        #expect(host.tap("Mar 14, 2025"))
        host.advance(by: 0.5)
        #expect(host.tap("Monday, March 3, 2025"))
        #expect(chosen(host) == "2025-03-03T09:41:00Z")
        host.tap(at: CGPoint(x: 380, y: 750))
        host.advance(by: 0.5)
        #expect(host.tap("Wheel"))
        host.advance(by: 0.3)
        #expect(host.tap("Month May"))
        #expect(chosen(host) == "2025-05-03T09:41:00Z")
        #expect(host.tap("Field"))
        host.advance(by: 0.3)
        #expect(host.find(text: "5/3/2025, 9:41 AM") != nil)
    }

    @Test func theColourPickerAndTheShareLinkWork() throws {
        let host = try open()
        #expect(host.tap("Compact"))
        host.advance(by: 0.3)
        #expect(host.tap("Colour"))
        host.advance(by: 0.5)
        #expect(host.find(text: "#FF9500") != nil, "the panel shows the orange it starts with")
        #expect(host.tap("Blue"))
        #expect(host.find(text: "#007AFF") != nil)
        host.tap(at: CGPoint(x: 380, y: 750))
        host.advance(by: 0.5)
        #expect(host.tap("Share Plume"))
        host.advance(by: 0.5)
        #expect(host.withGraph { $0.clipboard.string } == "SwiftUI on Linux\nhttps://github.com/plume-ui/plume")
        #expect(host.find(text: "Copied to the clipboard") != nil)
    }

    @Test(arguments: [ColorScheme.light, .dark]) func everyDatePickerStyle(scheme: ColorScheme) throws {
        let host = try open(scheme: scheme)
        for style in ["Compact", "Graphical", "Wheel", "Field"] {
            #expect(host.tap(style))
            host.advance(by: 0.3)
            try host.assertSnapshot(
                named: "catalogue-controls-\(style.lowercased())-\(scheme == .dark ? "dark" : "light")",
                in: snapshotDirectory)
        }
    }
}
