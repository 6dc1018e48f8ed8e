import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references of a pushed page without a back button, light and dark (`PLUME_RECORD=1` records
/// them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("__Snapshots__")

/// A checkout page that must be left through its own buttons, titled from a binding.
private struct CheckoutPage: View {
    @Binding var orderName: String
    let hidesBack: Bool
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(spacing: 12) {
            Text("3 cupcakes, $7.50")
            Button("Place order") { dismiss() }
            Button("Rename") { orderName = "Birthday order" }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .navigationTitle($orderName)
        .navigationBarTitleDisplayMode(.inline)
        .navigationBarBackButtonHidden(hidesBack)
    }
}

private struct Shop: View {
    var hidesBack = true
    @State private var orderName = "Order 1"
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Checkout") { CheckoutPage(orderName: $orderName, hidesBack: hidesBack) }
            }
            .navigationTitle("Cupcakes")
        }
    }
}

@Suite("navigationBarBackButtonHidden") struct NavigationBackButtonHiddenTests {
    @Test func thePageHasNoBackButtonAndLeavesThroughItsOwnButton() {
        let host = ViewHost(Shop(), size: CGSize(width: 360, height: 400))
        #expect(host.tap("Checkout"))
        host.advance(by: 0.5)
        #expect(host.find(identifier: "navigation.back") == nil)
        #expect(host.find(text: "Order 1") != nil)
        #expect(host.tap("Place order"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Place order") == nil)
        #expect(host.find(text: "Checkout") != nil)
    }

    @Test func escapeStillGoesBack() {
        let host = ViewHost(Shop(), size: CGSize(width: 360, height: 400))
        #expect(host.tap("Checkout"))
        host.advance(by: 0.5)
        #expect(host.press(.escape))
        host.advance(by: 0.5)
        #expect(host.find(text: "Place order") == nil)
    }

    @Test func withoutTheModifierTheBackButtonIsThere() {
        let host = ViewHost(Shop(hidesBack: false), size: CGSize(width: 360, height: 400))
        #expect(host.tap("Checkout"))
        host.advance(by: 0.5)
        #expect(host.find(identifier: "navigation.back") != nil)
    }

    @Test func aBoundTitleShowsTheBindingsValueAsItChanges() {
        let host = ViewHost(Shop(), size: CGSize(width: 360, height: 400))
        #expect(host.tap("Checkout"))
        host.advance(by: 0.5)
        #expect(host.tap("Rename"))
        host.advance(by: 0.1)
        #expect(host.find(text: "Birthday order") != nil)
        #expect(host.find(text: "Order 1") == nil)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func pictureOfAPageWithoutABackButton(scheme: ColorScheme) throws {
        let host = ViewHost(Shop(), size: CGSize(width: 360, height: 240), colorScheme: scheme)
        #expect(host.tap("Checkout"))
        host.advance(by: 0.5)
        try host.assertSnapshot(
            named: "navigation-back-hidden-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
