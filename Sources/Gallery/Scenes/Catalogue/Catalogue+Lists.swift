import Foundation
import Plume

/// The catalogue's lists page: a sortable, selectable table, an outline list, a list that
/// refreshes when pulled, and the list styles; a segmented control at the top picks one.
struct CatalogueListsPage: View {
    enum Demo: String, CaseIterable, Hashable {
        case table = "Table"
        case outline = "Outline"
        case refresh = "Refresh"
        case styles = "Styles"
    }
    @State private var demo = Demo.table

    var body: some View {
        VStack(spacing: 0) {
            Picker("Demo", selection: $demo) {
                ForEach(Demo.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            .padding(.horizontal)
            .padding(.vertical, 8)
            switch demo {
            case .table: CataloguePlanetTable()
            case .outline: CatalogueFileOutline()
            case .refresh: CatalogueRefreshingNews()
            case .styles: CatalogueListStyles()
            }
        }
    }
}

/// Planets in a table: click a header to sort, click rows to select them.
struct CataloguePlanetTable: View {
    struct Planet: Identifiable, Hashable {
        var id: String { name }
        let name: String
        let moons: Int
        let distance: Double
    }
    @State private var planets = [
        Planet(name: "Mercury", moons: 0, distance: 0.39), Planet(name: "Venus", moons: 0, distance: 0.72),
        Planet(name: "Earth", moons: 1, distance: 1), Planet(name: "Mars", moons: 2, distance: 1.52),
        Planet(name: "Jupiter", moons: 95, distance: 5.2), Planet(name: "Saturn", moons: 146, distance: 9.54),
        Planet(name: "Uranus", moons: 28, distance: 19.2), Planet(name: "Neptune", moons: 16, distance: 30.06),
    ]
    @State private var sortOrder = [KeyPathComparator(\Planet.distance)]
    @State private var selection = Set<Planet.ID>()

    var body: some View {
        VStack(spacing: 0) {
            Table(planets, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Planet", value: \.name)
                TableColumn("Moons", value: \.moons) { Text("\($0.moons)") }.width(70)
                TableColumn("AU", value: \.distance) { Text(String(format: "%.2f", $0.distance)) }.width(60)
            }
            .onChange(of: sortOrder) { _, order in planets.sort(using: order) }
            Text(selection.isEmpty ? "No selection" : "Selected: " + selection.sorted().joined(separator: ", "))
                .font(.footnote)
                .foregroundStyle(.secondary)
                .padding(8)
        }
    }
}

/// A folder tree in an outline list: chevrons open folders, a click selects.
struct CatalogueFileOutline: View {
    struct File: Identifiable, Hashable {
        var id: String { name }
        let name: String
        var children: [File]? = nil
    }
    let files = [
        File(
            name: "Projects",
            children: [
                File(name: "Plume", children: [File(name: "README.md"), File(name: "Package.swift")]),
                File(name: "Notes.txt"),
            ]),
        File(name: "Photos", children: [File(name: "Lake.jpg"), File(name: "Fjord.jpg")]),
        File(name: "todo.md"),
    ]
    @State private var selection: String?

    var body: some View {
        List(files, children: \.children, selection: $selection) { file in
            Label(file.name, systemImage: file.children == nil ? "doc" : "folder")
        }
    }
}

/// Headlines that refresh when the list is pulled down.
struct CatalogueRefreshingNews: View {
    @State private var headlines = ["Ferry back on schedule", "Library opens late on Thursdays"]
    @State private var updates = 0

    var body: some View {
        List {
            Section {
                ForEach(headlines, id: \.self) { Text($0) }
            } footer: {
                Text("Pull down to refresh.")
            }
        }
        .refreshable {
            do {
                try await Task.sleep(nanoseconds: 300_000_000)
            } catch {
                return  // cancelled: the page went away
            }
            updates += 1
            headlines.insert("Update \(updates): northern lights tonight", at: 0)
        }
    }
}

/// One list in each of the list styles, with row and section modifiers.
struct CatalogueListStyles: View {
    enum Style: String, CaseIterable, Hashable {
        case plain = "Plain"
        case grouped = "Grouped"
        case inset = "Inset"
        case insetGrouped = "Inset grouped"
        case
            sidebar = "Sidebar"
    }
    @State private var style = Style.insetGrouped

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                ForEach(Style.allCases, id: \.self) { option in
                    Button(option.rawValue) { style = option }
                        .font(.caption)
                        .fontWeight(option == style ? .bold : .regular)
                        .accessibilityLabel("Style \(option.rawValue)")
                }
            }
            .padding(.bottom, 6)
            styled(mailboxes)
        }
    }

    private var mailboxes: some View {
        List {
            Section("Mailboxes") {
                Label("Inbox", systemImage: "tray").badge(4)
                Label("Flagged", systemImage: "flag")
                    .listRowBackground(Color.orange.opacity(0.2))
                Label("Trash", systemImage: "trash")
            }
            Section("Smart folders") {
                Label("Today", systemImage: "calendar")
                    .listRowSeparatorTint(.blue)
                Label("Unread", systemImage: "envelope")
            }
            .headerProminence(.increased)
        }
    }

    @ViewBuilder
    private func styled(_ list: some View) -> some View {
        switch style {
        case .plain: list.listStyle(.plain)
        case .grouped: list.listStyle(.grouped)
        case .inset: list.listStyle(.inset)
        case .insetGrouped: list.listStyle(.insetGrouped)
        case .sidebar: list.listStyle(.sidebar)
        }
    }
}
