import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A mail app as a SwiftUI developer writes one: mailboxes, the messages of the chosen mailbox, the
/// chosen message.
private struct Mail: Identifiable, Hashable {
    let id: Int
    let mailbox: String
    let sender: String
    let subject: String
    let text: String
}

private let mailboxes = ["Inbox", "Sent", "Archive"]
private let mails = [
    Mail(id: 1, mailbox: "Inbox", sender: "Ana", subject: "Lunch on Friday?", text: "The new place on the corner."),
    Mail(id: 2, mailbox: "Inbox", sender: "Ben", subject: "Quarterly report", text: "Numbers attached."),
    Mail(id: 3, mailbox: "Sent", sender: "Me", subject: "Re: Tickets", text: "Two seats, row F."),
    Mail(id: 4, mailbox: "Archive", sender: "Cleo", subject: "Old photos", text: "From the lake, 2019."),
]

private struct MailApp: View {
    @State var mailbox: String? = "Inbox"
    @State var selected: Mail.ID?
    @State var visibility = NavigationSplitViewVisibility.all
    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(selection: $mailbox) {
                Section {
                    ForEach(mailboxes, id: \.self) { Text($0) }
                } footer: {
                    Text("Showing \(mailbox ?? "no mailbox")")
                }
            }
            .navigationTitle("Mailboxes")
        } content: {
            List(mails.filter { $0.mailbox == mailbox }, selection: $selected) { mail in
                Text(mail.subject)
            }
            .navigationTitle(mailbox ?? "Mail")
        } detail: {
            if let mail = mails.first(where: { $0.id == selected }) {
                VStack(alignment: .leading, spacing: 8) {
                    Text(mail.subject).font(.title)
                    Text("From \(mail.sender)")
                    Text(mail.text)
                    Spacer()
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .navigationTitle(mail.sender)
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Focus") { visibility = .detailOnly } }
                }
            } else {
                Text("No message selected").foregroundColor(.secondary)
            }
        }
    }
}

/// Two columns with a `NavigationStack` in the detail.
private struct ProjectsApp: View {
    @State var project: String? = "Garden"
    var body: some View {
        NavigationSplitView {
            List(["Garden", "Kitchen"], id: \.self, selection: $project) { Text($0) }
                .navigationTitle("Projects")
        } detail: {
            NavigationStack {
                VStack(spacing: 12) {
                    Text("Project \(project ?? "none")")
                    NavigationLink("Tasks", value: project ?? "")
                }
                .navigationTitle(project ?? "None")
                .navigationDestination(for: String.self) { name in
                    Text("Tasks of \(name)").navigationTitle("Tasks")
                }
            }
        }
    }
}

private let wide = CGSize(width: 1000, height: 600)
private let narrow = CGSize(width: 390, height: 700)

@Suite("NavigationSplitView") struct NavigationSplitViewTests {
    @Test func threeColumnsStandSideBySideAndASelectionDrivesTheNext() throws {
        let host = ViewHost(MailApp(), size: wide)
        let sidebarRow = try #require(host.find(text: "Sent"))
        let contentRow = try #require(host.find(text: "Lunch on Friday?"))
        #expect(sidebarRow.frame.maxX <= 280 && contentRow.frame.minX >= 280 && contentRow.frame.maxX <= 600)
        #expect(host.find(text: "Mailboxes") != nil && host.find(text: "No message selected") != nil)
        #expect(host.tap("Lunch on Friday?"))
        let body = try #require(host.find(text: "The new place on the corner."))
        #expect(body.frame.minX >= 600, "the message shows in the detail column")
        #expect(host.find(text: "Ana") != nil, "the detail's title is in its own bar")
        #expect(host.tap("Sent"))
        #expect(host.find(text: "Re: Tickets") != nil && host.find(text: "Quarterly report") == nil)
        #expect(host.find(text: "Showing Sent") != nil)
    }

    @Test func theSidebarToggleAndColumnVisibilityHideAndShowTheLeadingColumns() throws {
        let host = ViewHost(MailApp(), size: wide)
        let toggle = try #require(host.find(label: "Toggle Sidebar"))
        #expect(toggle.frame.maxX < 280, "the toggle is in the sidebar's bar")
        #expect(host.tap("Toggle Sidebar"))
        host.advance(by: 0.15)
        let halfway = try #require(host.find(text: "Lunch on Friday?")).frame.minX
        #expect(halfway > 80 && halfway < 260, "the sidebar slides out")
        host.advance(by: 0.5)
        #expect(try #require(host.find(text: "Lunch on Friday?")).frame.minX < 60, "the content column leads")
        #expect(try #require(host.find(label: "Toggle Sidebar")).frame.minX < 60, "the toggle moved to the content")
        #expect(host.tap("Toggle Sidebar"))
        host.advance(by: 0.5)
        #expect(try #require(host.find(text: "Lunch on Friday?")).frame.minX >= 280)

        // The app hides both leading columns through its binding.
        #expect(host.tap("Quarterly report"))
        #expect(host.tap("Focus"))
        host.advance(by: 0.5)
        #expect(try #require(host.find(text: "Numbers attached.")).frame.minX < 60, "the detail takes the window")
        _ = host.tap("Sent")
        #expect(host.find(text: "Showing Inbox") != nil, "hidden rows take no taps")
    }

    @Test func collapsedTheSidebarIsTheRootAndARowPushesTheNextColumn() throws {
        let host = ViewHost(MailApp(), size: narrow)
        #expect(host.find(text: "Lunch on Friday?") == nil, "only the sidebar shows")
        #expect(host.find(label: "Toggle Sidebar") == nil)
        #expect(host.tap("Archive"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Old photos") != nil)
        #expect(host.findAll(text: "Mailboxes").contains { $0.isButton }, "back to the sidebar")
        #expect(host.tap("Old photos"))
        host.advance(by: 0.5)
        #expect(host.find(text: "From the lake, 2019.") != nil)
        #expect(host.findAll(text: "Archive").contains { $0.isButton }, "back to the messages")
        #expect(host.tap("Archive"))
        host.advance(by: 0.5)
        #expect(host.find(text: "From the lake, 2019.") == nil)
        #expect(host.tap("Mailboxes"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Old photos") == nil)
        #expect(host.find(text: "Showing no mailbox") != nil, "going back clears the sidebar's selection")
    }

    @Test func aWindowNarrowedBelowTheThresholdCollapses() throws {
        let host = ViewHost(MailApp(), size: wide)
        #expect(host.find(text: "Lunch on Friday?") != nil)
        host.resize(
            to: CGSize(width: NavigationSplitView<EmptyView, EmptyView, EmptyView>.collapseWidth - 1, height: 600))
        host.runFrame()
        #expect(host.find(text: "Lunch on Friday?") == nil && host.find(text: "Inbox") != nil)
    }

    @Test func aNavigationStackInTheDetailPushesThereAndResetsOnANewSelection() throws {
        let host = ViewHost(ProjectsApp(), size: wide)
        #expect(host.find(text: "Project Garden") != nil)
        #expect(host.findAll(label: "Toggle Sidebar").count == 1)
        #expect(host.tap("Tasks"))
        host.advance(by: 0.5)
        let tasks = try #require(host.find(text: "Tasks of Garden"))
        #expect(tasks.frame.minX >= 280, "pushed inside the detail column")
        #expect(host.findAll(text: "Garden").contains { $0.isButton }, "the detail stack's back button")
        #expect(host.find(text: "Projects") != nil, "the sidebar stays")
        #expect(host.tap("Kitchen"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Tasks of Garden") == nil, "a new selection pops the detail's values")
        #expect(host.find(text: "Project Kitchen") != nil)

        // With the sidebar hidden, the toggle is in the detail stack's own bar (one bar, one toggle).
        #expect(host.tap("Toggle Sidebar"))
        host.advance(by: 0.5)
        let toggles = host.findAll(label: "Toggle Sidebar")
        #expect(toggles.count == 1 && toggles[0].frame.minX < 60)
    }

    @Test func collapsedADetailStackTakesTheBackButtonToTheSidebar() throws {
        let host = ViewHost(ProjectsApp(), size: narrow)
        #expect(host.tap("Kitchen"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Project Kitchen") != nil)
        #expect(host.findAll(text: "Projects").filter(\.isButton).count == 1, "one back button, in one bar")
        #expect(host.tap("Tasks"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Tasks of Kitchen") != nil)
        #expect(host.tap("Kitchen"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Tasks of Kitchen") == nil && host.find(text: "Project Kitchen") != nil)
        #expect(host.tap("Projects"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Project Kitchen") == nil && host.find(text: "Garden") != nil)
    }
}

extension ViewHost {
    fileprivate func findAll(label: String) -> [ViewInfo] { views.filter { $0.label == label } }
}

/// PNG references of the wide and the collapsed layout in light and dark (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("__Snapshots__")

@Suite("NavigationSplitView pictures") struct NavigationSplitViewSnapshotTests {
    @Test(arguments: [ColorScheme.light, .dark])
    func threeColumns(scheme: ColorScheme) throws {
        let host = ViewHost(MailApp(), size: CGSize(width: 1000, height: 420), colorScheme: scheme)
        #expect(host.tap("Lunch on Friday?"))
        try host.assertSnapshot(named: "splitview-wide-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func collapsedDetail(scheme: ColorScheme) throws {
        let host = ViewHost(MailApp(), size: CGSize(width: 390, height: 420), colorScheme: scheme)
        #expect(host.tap("Inbox"))
        host.advance(by: 0.5)
        #expect(host.tap("Quarterly report"))
        host.advance(by: 0.5)
        try host.assertSnapshot(
            named: "splitview-collapsed-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
