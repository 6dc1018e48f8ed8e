import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A presented view is built from the presenter's current state, as in SwiftUI: a sheet whose
/// content reads the presenter's `@State` shows its changes, and an alert declared inside the sheet
/// on the presenter's state comes up.
private struct Presenter: View {
    @State private var showing = false
    @State private var count = 0
    @State private var warning = false
    var body: some View {
        Button("Open") { showing = true }
            .sheet(isPresented: $showing) {
                VStack {
                    Text("Count \(count)")
                    Button("Add") { count += 1 }
                    Button("Warn") { warning = true }
                }
                .alert("Careful", isPresented: $warning) { Button("OK") {} }
            }
    }
}

@Suite("Presented state") struct PresentedStateTests {
    @Test func theSheetFollowsThePresentersState() {
        let host = ViewHost(Presenter(), size: CGSize(width: 390, height: 700))
        #expect(host.tap("Open"))
        host.advance(by: 0.6)
        #expect(host.find(text: "Count 0") != nil)
        #expect(host.tap("Add"))
        host.advance(by: 0.1)
        #expect(host.find(text: "Count 1") != nil)
        #expect(host.find(text: "Count 0") == nil)
    }

    @Test func anAlertInsideTheSheetOnThePresentersStateComesUp() {
        let host = ViewHost(Presenter(), size: CGSize(width: 390, height: 700))
        #expect(host.tap("Open"))
        host.advance(by: 0.6)
        #expect(host.tap("Warn"))
        host.advance(by: 0.6)
        #expect(host.find(text: "Careful") != nil)
        #expect(host.tap("OK"))
        host.advance(by: 0.6)
        #expect(host.find(text: "Careful") == nil)
        #expect(host.find(text: "Count 0") != nil, "the sheet stays up")
    }
}
