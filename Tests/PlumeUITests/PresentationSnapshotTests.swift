import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references of a sheet and an alert in light and dark (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

private struct Library: View {
    @State var adding = false
    @State var confirming = false
    @State var title = "The Left Hand of Darkness"
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Library").font(.largeTitle).bold()
            ForEach(["Dune", "Solaris", "Hyperion", "Foundation"], id: \.self) { book in
                Text(book)
            }
            HStack {
                Button("Add Book") { adding = true }.buttonStyle(.borderedProminent)
                Button("Delete All", role: .destructive) { confirming = true }.buttonStyle(.bordered)
            }
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .sheet(isPresented: $adding) {
            VStack(spacing: 16) {
                Text("New Book").font(.headline)
                TextField("Title", text: $title).textFieldStyle(.roundedBorder)
                Button("Save") { adding = false }.buttonStyle(.borderedProminent)
            }
            .padding(24)
            .presentationDetents([.medium, .large])
        }
        .alert("Delete all books?", isPresented: $confirming) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This removes every book from the library.")
        }
    }
}

private struct Toolbar: View {
    @State var showingInfo = false
    @State var choosing = false
    var body: some View {
        VStack(spacing: 20) {
            Button("Info") { showingInfo = true }
                .buttonStyle(.bordered)
                .popover(isPresented: $showingInfo, arrowEdge: .bottom) {
                    VStack(alignment: .leading, spacing: 6) {
                        Text("Storage").font(.headline)
                        Text("12 GB of 64 GB used")
                    }
                    .padding()
                }
            Button("Background") { choosing = true }
                .confirmationDialog("Change background", isPresented: $choosing, titleVisibility: .visible) {
                    Button("Red") {}
                    Button("Green") {}
                    Button("Remove", role: .destructive) {}
                }
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity)
    }
}

@Suite("Presentation pictures") struct PresentationSnapshotTests {
    @Test func popover() throws {
        let host = ViewHost(Toolbar(), size: CGSize(width: 420, height: 360))
        #expect(host.tap("Info"))
        host.advance(by: 0.5)
        try host.assertSnapshot(named: "popover-light", in: snapshotDirectory)
    }

    @Test func confirmationDialog() throws {
        let host = ViewHost(Toolbar(), size: CGSize(width: 420, height: 360), colorScheme: .dark)
        #expect(host.tap("Background"))
        host.advance(by: 0.5)
        try host.assertSnapshot(named: "dialog-dark", in: snapshotDirectory)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func sheet(scheme: ColorScheme) throws {
        let host = ViewHost(Library(), size: CGSize(width: 600, height: 420), colorScheme: scheme)
        #expect(host.tap("Add Book"))
        host.advance(by: 0.5)
        try host.assertSnapshot(named: "sheet-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func alert(scheme: ColorScheme) throws {
        let host = ViewHost(Library(), size: CGSize(width: 600, height: 420), colorScheme: scheme)
        #expect(host.tap("Delete All"))
        host.advance(by: 0.5)
        try host.assertSnapshot(named: "alert-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
