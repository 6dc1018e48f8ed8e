import Foundation
import PlumeTesting
import PlumeUI
import Testing

/// `fileMover` written as an app writes it, used as a person would: tap Move, open a folder in the
/// dialog, confirm; the files move, or on any problem none does.
@Suite("File mover") struct FileMoverTests {
    private final class Outcome {
        var moved: [URL] = []
        var errors: [String] = []
        var cancellations = 0
    }

    private struct Organizer: View {
        let start: URL
        let files: [URL]
        let outcome: Outcome
        @State private var moving = false
        @State private var movingOne = false

        var body: some View {
            VStack {
                Button("Move All") { moving = true }
                Button("Move First") { movingOne = true }
            }
            .fileMover(isPresented: $moving, files: files) { result in
                switch result {
                case .success(let urls): outcome.moved = urls
                case .failure(let error): outcome.errors.append(error.localizedDescription)
                }
            } onCancellation: {
                outcome.cancellations += 1
            }
            .fileMover(isPresented: $movingOne, file: files.first) { result in
                switch result {
                case .success(let url): outcome.moved = [url]
                case .failure(let error): outcome.errors.append(error.localizedDescription)
                }
            }
            .fileDialogDefaultDirectory(start)
        }
    }

    /// A folder with `Inbox/a.txt`, `Inbox/b.txt` and an empty `Archive`.
    private func makeFolder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plume-file-mover-\(UUID())")
        for name in ["Inbox", "Archive"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        try Data("A".utf8).write(to: root.appendingPathComponent("Inbox/a.txt"))
        try Data("B".utf8).write(to: root.appendingPathComponent("Inbox/b.txt"))
        return root
    }

    private func exists(_ root: URL, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    private func mount(_ root: URL, _ outcome: Outcome) -> ViewHost {
        let files = ["a.txt", "b.txt"].map { root.appendingPathComponent("Inbox/\($0)") }
        return ViewHost(
            Organizer(start: root, files: files, outcome: outcome), size: CGSize(width: 600, height: 640))
    }

    @Test func movingIntoAChosenFolder() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = Outcome()
        let host = mount(root, outcome)
        #expect(host.tap("Move All"))
        host.advance(by: 0.6)
        #expect(host.find(text: "Archive") != nil)
        #expect(host.tap("Archive"))
        host.advance(by: 0.2)
        #expect(host.find(text: "This folder is empty.") != nil)
        #expect(host.tap("Move"))
        host.advance(by: 0.6)
        #expect(outcome.moved.map(\.lastPathComponent) == ["a.txt", "b.txt"])
        #expect(outcome.moved.allSatisfy { $0.deletingLastPathComponent().lastPathComponent == "Archive" })
        #expect(exists(root, "Archive/a.txt") && exists(root, "Archive/b.txt"))
        #expect(!exists(root, "Inbox/a.txt") && !exists(root, "Inbox/b.txt"))
        #expect(host.find(text: "Archive") == nil, "the dialog closed")
    }

    @Test func aNameAlreadyInTheFolderMovesNothing() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("older b".utf8).write(to: root.appendingPathComponent("Archive/b.txt"))
        let outcome = Outcome()
        let host = mount(root, outcome)
        #expect(host.tap("Move All"))
        host.advance(by: 0.6)
        #expect(host.tap("Archive"))
        host.advance(by: 0.2)
        #expect(host.tap("Move"))
        host.advance(by: 0.6)
        #expect(outcome.moved.isEmpty)
        #expect(outcome.errors.count == 1)
        #expect(outcome.errors.first?.contains("“b.txt” already exists") == true)
        #expect(exists(root, "Inbox/a.txt") && exists(root, "Inbox/b.txt"), "nothing moved")
        #expect(try String(contentsOf: root.appendingPathComponent("Archive/b.txt"), encoding: .utf8) == "older b")
    }

    @Test func oneFileAndCancelling() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = Outcome()
        let host = mount(root, outcome)
        #expect(host.tap("Move All"))
        host.advance(by: 0.6)
        #expect(host.tap("Cancel"))
        host.advance(by: 0.6)
        #expect(outcome.cancellations == 1)
        #expect(exists(root, "Inbox/a.txt"))
        #expect(host.tap("Move First"))
        host.advance(by: 0.6)
        #expect(host.tap("Archive"))
        host.advance(by: 0.2)
        #expect(host.tap("Move"))
        host.advance(by: 0.6)
        #expect(outcome.moved.map(\.lastPathComponent) == ["a.txt"])
        #expect(exists(root, "Archive/a.txt") && exists(root, "Inbox/b.txt"))
    }

    @Test func aFileThatWentAwayIsAnErrorAndTheOthersStay() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = Outcome()
        let host = mount(root, outcome)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Inbox/b.txt"))
        #expect(host.tap("Move All"))
        host.advance(by: 0.6)
        #expect(host.tap("Archive"))
        host.advance(by: 0.2)
        #expect(host.tap("Move"))
        host.advance(by: 0.6)
        #expect(outcome.errors.first?.contains("“b.txt” cannot be moved") == true)
        #expect(exists(root, "Inbox/a.txt") && !exists(root, "Archive/a.txt"))
    }
}
