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

@Suite("Presentation pictures") struct PresentationSnapshotTests {
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
