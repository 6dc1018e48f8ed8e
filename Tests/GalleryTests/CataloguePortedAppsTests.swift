import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// The catalogue's "From ported apps" page used as a person would: tick a chore with its borderless
/// button and open another by its row, add a chore typed in lower case, switch the status to
/// shapes, clear the done chores from the toolbar, see the separators start under the titles, and
/// take pictures in light and dark.
@MainActor
@Suite("catalogue: from ported apps") struct CataloguePortedAppsTests {
    private func open(scheme: ColorScheme = .light) throws -> ViewHost {
        try openCataloguePage("From ported apps", scheme: scheme)
    }

    @Test func theCheckButtonTakesOnlyItsOwnTap() throws {
        let host = try open()
        #expect(host.tap("Done: Take out the bins"))
        #expect(host.find(text: "Tap a chore to open it") != nil)
        #expect(host.find(text: "2 of 3 done") != nil)
        let row = try #require(host.find(text: "Descale the kettle")?.frame)
        host.tap(at: CGPoint(x: row.midX, y: row.midY))
        #expect(host.find(text: "Opened: Descale the kettle") != nil)
    }

    @Test func aNewChoreIsCapitalisedAsTypedAndCountsItsSteps() throws {
        let host = try open()
        #expect(host.tap("Chore"))
        #expect(host.type("defrost the freezer"))
        #expect(host.press(.enter))
        host.advance(by: 0.3)
        #expect(host.find(text: "Defrost The Freezer") != nil)
        #expect(host.find(label: "\("Defrost The Freezer".count % 9 + 1) steps") != nil)
        #expect(host.find(text: "1 of 4 done") != nil)
    }

    @Test func theStatusSwitchesToShapesAndTheToolbarClearsDoneChores() throws {
        let host = try open()
        #expect(!host.dump().contains("systemName \"xmark.circle\""))
        #expect(host.tap("Shapes instead of colour"))
        #expect(host.dump().contains("systemName \"xmark.circle\""))
        #expect(host.find(text: "Clear Done") == nil, "the bar shows the label's icon alone")
        #expect(host.tap("Clear Done"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Water the plants") == nil)
        #expect(host.find(text: "0 of 2 done") != nil)
    }

    @Test func theSeparatorsBetweenChoresStartUnderTheirTitles() throws {
        let host = try open()
        let title = try #require(host.find(text: "Take out the bins")?.frame)
        let button = try #require(host.find(label: "Done: Take out the bins")?.frame)
        let below = host.views.filter { $0.typeName == "Divider" && $0.frame.minY >= title.maxY }
            .min { $0.frame.minY < $1.frame.minY }
        let separator = try #require(below?.frame, "a separator below the first chore")
        #expect(separator.minX == title.minX, "under the title, not under the check button")
        #expect(separator.minX > button.maxX)
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let host = try open(scheme: scheme)
        #expect(host.tap("Done: Take out the bins"))
        #expect(host.tap("Shapes instead of colour"))
        host.advance(by: 0.5)
        try host.assertSnapshot(
            named: "catalogue-ported-apps-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
