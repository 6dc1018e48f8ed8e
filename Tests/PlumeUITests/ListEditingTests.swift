import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references of list editing (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// What a list did, kept outside the view so a test can read it.
private final class FruitLog {
    var pinned: [String] = []
    var archived: [String] = []
}

/// A fruit list as an iOS developer writes it: deletable, movable, with an edit button.
private struct Fruits: View {
    @State var fruits = ["Apple", "Banana", "Cherry", "Damson"]
    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                HStack {
                    Spacer()
                    EditButton()
                }
                .padding(.horizontal)
                List {
                    ForEach(fruits, id: \.self) { fruit in
                        Text(fruit)
                    }
                    .onDelete { fruits.remove(atOffsets: $0) }
                    .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
                }
                Text("Order: " + fruits.joined(separator: ","))
            }
            .navigationTitle("Fruits")
        }
    }
}

/// Rows with swipe actions of their own on both edges.
private struct Mail: View {
    let log: FruitLog
    @State var subjects = ["Lunch", "Invoice", "Party"]
    var body: some View {
        List {
            ForEach(subjects, id: \.self) { subject in
                Text(subject)
                    .swipeActions(edge: .leading) {
                        Button("Pin") { log.pinned.append(subject) }.tint(.orange)
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                        Button("Archive") { log.archived.append(subject) }
                        Button("Trash", role: .destructive) { subjects.removeAll { $0 == subject } }
                    }
            }
        }
    }
}

private struct Picking: View {
    @State var selected: String?
    @State var many = Set<Int>()
    let multiple: Bool
    var body: some View {
        VStack(spacing: 0) {
            if multiple {
                EditButton()
                List(selection: $many) {
                    ForEach(1...4, id: \.self) { n in Text("Item \(n)") }
                }
                Text("Picked: " + many.sorted().map(String.init).joined(separator: ","))
            } else {
                List(["North", "South", "East"], id: \.self, selection: $selected) { Text($0) }
                Text("Picked: \(selected ?? "none")")
            }
        }
    }
}

private func center(_ host: ViewHost, _ text: String) throws -> CGPoint {
    let info = try #require(host.find(text: text), "no \(text) on screen")
    return CGPoint(x: info.frame.midX, y: info.frame.midY)
}

private func order(_ host: ViewHost) -> String? { host.texts.first { $0.hasPrefix("Order: ") } }

@Suite("List editing") struct ListEditingTests {
    let size = CGSize(width: 360, height: 640)

    @Test func swipingARowLeftShowsDeleteAndTappingItDeletesTheRow() throws {
        let host = ViewHost(Fruits(), size: size)
        let banana = try center(host, "Banana")
        host.drag(from: banana, to: CGPoint(x: banana.x - 110, y: banana.y))
        host.advance(by: 0.5)
        #expect(host.find(text: "Delete") != nil, "the row opened on its Delete action")
        #expect(host.tap("Delete"))
        host.advance(by: 0.5)
        #expect(order(host) == "Order: Apple,Cherry,Damson")
        #expect(host.find(text: "Banana") == nil)
    }

    @Test func aShortSwipeSnapsBackAndAFullSwipeDeletesAtOnce() throws {
        let host = ViewHost(Fruits(), size: size)
        let cherry = try center(host, "Cherry")
        host.drag(from: cherry, to: CGPoint(x: cherry.x - 20, y: cherry.y))
        host.advance(by: 0.5)
        #expect(host.find(text: "Delete") == nil, "a short swipe closes again")
        host.drag(from: cherry, to: CGPoint(x: cherry.x - 300, y: cherry.y))
        host.advance(by: 0.5)
        #expect(order(host) == "Order: Apple,Banana,Damson")
    }

    @Test func aVerticalDragDoesNotOpenTheRow() throws {
        let host = ViewHost(Fruits(), size: size)
        let banana = try center(host, "Banana")
        host.drag(from: banana, to: CGPoint(x: banana.x - 15, y: banana.y + 90))
        host.advance(by: 0.5)
        #expect(host.find(text: "Delete") == nil)
        #expect(order(host) == "Order: Apple,Banana,Cherry,Damson")
    }

    @Test func editModeShowsMinusButtonsThatRevealDelete() throws {
        let host = ViewHost(Fruits(), size: size)
        #expect(host.find(label: "Delete Apple") == nil, "no delete controls out of edit mode")
        #expect(host.tap("Edit"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Done") != nil)
        #expect(host.find(label: "Delete Apple") != nil)
        #expect(host.tap("Delete Apple"))
        host.advance(by: 0.5)
        #expect(host.tap("Delete"))
        host.advance(by: 0.5)
        #expect(order(host) == "Order: Banana,Cherry,Damson")
        #expect(host.tap("Done"))
        host.advance(by: 0.5)
        #expect(host.find(label: "Delete Banana") == nil, "leaving edit mode hides the controls")
    }

    @Test func draggingTheHandleMovesTheRow() throws {
        let host = ViewHost(Fruits(), size: size)
        #expect(host.tap("Edit"))
        host.advance(by: 0.5)
        let handles = host.views.filter { $0.label == "Reorder" }
        #expect(handles.count == 4)
        let apple = try center(host, "Apple")
        let handle = try #require(handles.min { abs($0.frame.midY - apple.y) < abs($1.frame.midY - apple.y) })
        let rowHeight = try center(host, "Banana").y - apple.y
        let start = CGPoint(x: handle.frame.midX, y: handle.frame.midY)
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + rowHeight * 2))
        host.advance(by: 0.5)
        #expect(order(host) == "Order: Banana,Cherry,Apple,Damson")
        // Past the end clamps to the last place.
        let cherry = try center(host, "Cherry")
        host.drag(from: CGPoint(x: start.x, y: cherry.y), to: CGPoint(x: start.x, y: cherry.y + rowHeight * 40))
        host.advance(by: 0.5)
        #expect(order(host) == "Order: Banana,Apple,Damson,Cherry")
    }

    @Test func swipeActionsOnBothEdgesRunAndClose() throws {
        let log = FruitLog()
        let host = ViewHost(Mail(log: log), size: size)
        let lunch = try center(host, "Lunch")
        host.drag(from: lunch, to: CGPoint(x: lunch.x + 100, y: lunch.y))
        host.advance(by: 0.5)
        #expect(host.tap("Pin"))
        host.advance(by: 0.5)
        #expect(log.pinned == ["Lunch"])
        #expect(host.find(text: "Pin") == nil, "tapping an action closes the row")

        let invoice = try center(host, "Invoice")
        host.drag(from: invoice, to: CGPoint(x: invoice.x - 340, y: invoice.y))
        host.advance(by: 0.5)
        #expect(host.find(text: "Invoice") != nil, "no full swipe: the row stays")
        #expect(host.find(text: "Archive") != nil && host.find(text: "Trash") != nil)
        #expect(host.tap("Trash"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Invoice") == nil)
        #expect(log.archived.isEmpty)
    }

    @Test func aTapSelectsOneRow() throws {
        let host = ViewHost(Picking(multiple: false), size: size)
        #expect(host.find(text: "Picked: none") != nil)
        #expect(host.tap("South"))
        #expect(host.find(text: "Picked: South") != nil)
        #expect(host.tap("East"))
        #expect(host.find(text: "Picked: East") != nil)
        let highlighted = host.dumpDisplayList().components(separatedBy: "\n").filter { $0.contains("#D1D1D6") }
        #expect(!highlighted.isEmpty, "the selected row is drawn highlighted")
    }

    @Test func multipleSelectionTogglesAndShowsCirclesInEditMode() throws {
        let host = ViewHost(Picking(multiple: true), size: size)
        #expect(host.tap("Item 2"))
        #expect(host.tap("Item 4"))
        #expect(host.find(text: "Picked: 2,4") != nil)
        #expect(host.tap("Item 2"))
        #expect(host.find(text: "Picked: 4") != nil)
        #expect(host.tap("Edit"))
        host.advance(by: 0.5)
        #expect(host.views.filter { $0.label == "Selected" }.count == 1)
        #expect(host.views.filter { $0.label == "Not selected" }.count == 3)
    }

    @Test func rowsWithoutActionsIgnoreSwipesAndEditButtonsWithoutModeSaySo() throws {
        struct Plain: View {
            @State var items = ["One", "Two"]
            var body: some View {
                VStack {
                    EditButton().environment(\.editMode, nil)
                    List { ForEach(items, id: \.self) { Text($0) }.onDelete(perform: nil) }
                }
            }
        }
        let host = ViewHost(Plain(), size: size)
        let one = try center(host, "One")
        host.drag(from: one, to: CGPoint(x: one.x - 300, y: one.y))
        host.advance(by: 0.5)
        #expect(host.find(text: "One") != nil && host.find(text: "Delete") == nil)
        #expect(host.tap("Edit"))
        #expect(host.withGraph { $0.diagnostics.contains { $0.contains("EditButton without an edit mode") } })
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let name = scheme == .dark ? "dark" : "light"
        let log = FruitLog()
        let mail = ViewHost(Mail(log: log), size: CGSize(width: 360, height: 300))
        mail.setColorScheme(scheme)
        let invoice = try center(mail, "Invoice")
        mail.drag(from: invoice, to: CGPoint(x: invoice.x - 120, y: invoice.y))
        mail.advance(by: 0.5)
        try mail.assertSnapshot(named: "list-swipe-\(name)", in: snapshotDirectory)

        let fruits = ViewHost(Fruits(), size: CGSize(width: 360, height: 420))
        fruits.setColorScheme(scheme)
        #expect(fruits.tap("Edit"))
        fruits.advance(by: 0.5)
        #expect(fruits.tap("Delete Banana"))
        fruits.advance(by: 0.5)
        try fruits.assertSnapshot(named: "list-edit-\(name)", in: snapshotDirectory)
    }
}
