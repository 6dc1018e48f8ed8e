import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

// `@AppStorage` as SwiftUI code writes it, in a store of the test's own (removed afterwards).

private enum Theme: String { case light, dark, sepia }
private enum Level: Int {
    case low = 1
    case high = 3
}

private struct SettingsForm: View {
    let store: UserDefaults
    @AppStorage var username: String
    @AppStorage var fontSize: Double
    @AppStorage var notifications: Bool
    @AppStorage var theme: Theme
    @AppStorage var level: Level
    @AppStorage var nickname: String?

    init(store: UserDefaults) {
        self.store = store
        _username = AppStorage(wrappedValue: "Anonymous", "username", store: store)
        _fontSize = AppStorage(wrappedValue: 14, "fontSize", store: store)
        _notifications = AppStorage(wrappedValue: true, "notifications", store: store)
        _theme = AppStorage(wrappedValue: .light, "theme", store: store)
        _level = AppStorage(wrappedValue: .low, "level", store: store)
        _nickname = AppStorage("nickname", store: store)
    }

    var body: some View {
        VStack {
            TextField("Name", text: $username)
            Text("Hello, \(username)")
            Text("Size \(Int(fontSize))")
            Button("Bigger") { fontSize += 2 }
            Toggle("Notifications", isOn: $notifications)
            Text(notifications ? "notify" : "quiet")
            Button("Sepia") { theme = .sepia }
            Text("Theme \(theme.rawValue)")
            Button("High") { level = .high }
            Text("Level \(level.rawValue)")
            Text("Nickname \(nickname ?? "none")")
            Button("Nick") { nickname = "Ace" }
            Button("No nick") { nickname = nil }
            Greeting(store: store)
        }
    }
}

/// A second view reading the same key: it shows what the first one writes.
private struct Greeting: View {
    @AppStorage var username: String
    init(store: UserDefaults) { _username = AppStorage(wrappedValue: "Anonymous", "username", store: store) }
    var body: some View { Text("Signed in as \(username)") }
}

/// A fresh store named for one test, removed when the test ends.
private final class ScratchDefaults {
    let name = "plume-tests-appstorage-\(UUID().uuidString)"
    let store: UserDefaults
    init() { store = UserDefaults(suiteName: name)! }
    deinit { store.removePersistentDomain(forName: name) }
}

@Suite struct AppStorageTests {
    @Test func valuesStartAtTheirDefaultsAndEveryReaderSeesAWrite() throws {
        let scratch = ScratchDefaults()
        let host = ViewHost(SettingsForm(store: scratch.store), size: CGSize(width: 390, height: 844))
        #expect(host.find(text: "Hello, Anonymous") != nil)
        #expect(host.find(text: "Signed in as Anonymous") != nil)
        let field = try #require(host.find(label: "Name"))
        host.tap(at: CGPoint(x: field.frame.midX, y: field.frame.midY))
        #expect(host.type("!"))
        #expect(host.find(text: "Hello, Anonymous!") != nil)
        #expect(host.find(text: "Signed in as Anonymous!") != nil, "another view reading the key updates")
        #expect(scratch.store.string(forKey: "username") == "Anonymous!")
    }

    @Test func everyKindOfValueIsStoredAndReadBack() {
        let scratch = ScratchDefaults()
        let host = ViewHost(SettingsForm(store: scratch.store), size: CGSize(width: 390, height: 844))
        #expect(host.tap("Bigger"))
        #expect(host.find(text: "Size 16") != nil)
        #expect(host.tap("Notifications"))
        #expect(host.find(text: "quiet") != nil)
        #expect(host.tap("Sepia"))
        #expect(host.tap("High"))
        #expect(host.tap("Nick"))
        #expect(host.find(text: "Theme sepia") != nil)
        #expect(host.find(text: "Level 3") != nil)
        #expect(host.find(text: "Nickname Ace") != nil)
        #expect(scratch.store.double(forKey: "fontSize") == 16)
        #expect(scratch.store.object(forKey: "notifications") as? Bool == false)
        #expect(scratch.store.string(forKey: "theme") == "sepia")
        #expect(scratch.store.integer(forKey: "level") == 3)
        #expect(host.tap("No nick"))
        #expect(host.find(text: "Nickname none") != nil)
        #expect(scratch.store.object(forKey: "nickname") == nil, "storing nil removes the key")

        // A new view over the same store starts from what was stored.
        let again = ViewHost(SettingsForm(store: scratch.store), size: CGSize(width: 390, height: 844))
        #expect(again.find(text: "Size 16") != nil)
        #expect(again.find(text: "Theme sepia") != nil)
        #expect(again.find(text: "quiet") != nil)
    }

    @Test func aStoredValueOfAnotherTypeReadsAsTheDefault() {
        let scratch = ScratchDefaults()
        scratch.store.set("big", forKey: "fontSize")
        scratch.store.set("purple", forKey: "theme")
        scratch.store.set(7, forKey: "level")
        let host = ViewHost(SettingsForm(store: scratch.store), size: CGSize(width: 390, height: 844))
        #expect(host.find(text: "Size 14") != nil)
        #expect(host.find(text: "Theme light") != nil)
        #expect(host.find(text: "Level 1") != nil)
    }

    @Test func anUnreadableSettingsFileIsKeptAsideNotOverwritten() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plume-settings-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("app.plist")
        let garbage = Data("not a property list <<<".utf8)
        try garbage.write(to: file)
        let message = try #require(SettingsFileCheck.quarantineIfUnreadable(file))
        #expect(message.contains("kept as app.plist.bad"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(FileManager.default.contents(atPath: file.appendingPathExtension("bad").path) == garbage)

        // A second bad file does not replace the first copy.
        try garbage.write(to: file)
        let second = try #require(SettingsFileCheck.quarantineIfUnreadable(file))
        #expect(second.contains("kept as app.plist.bad.1"))

        // A readable file is left alone.
        let good = try PropertyListSerialization.data(fromPropertyList: ["a": 1], format: .xml, options: 0)
        try good.write(to: file)
        #expect(SettingsFileCheck.quarantineIfUnreadable(file) == nil)
        #expect(FileManager.default.contents(atPath: file.path) == good)
    }

    @Test func theStandardFileFollowsXDG() {
        let name = ProcessInfo.processInfo.processName
        #expect(
            SettingsFileCheck.standardFile(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/h"])?.path
                == "/x/cfg/\(name).plist")
        #expect(SettingsFileCheck.standardFile(environment: ["HOME": "/h"])?.path == "/h/.config/\(name).plist")
        #expect(SettingsFileCheck.standardFile(environment: [:]) == nil)
    }
}
