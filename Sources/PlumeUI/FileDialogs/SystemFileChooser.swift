import Foundation
import PlumeFoundation

/// The desktop's own file dialog, which `fileImporter`, `fileExporter`, `fileMover` and a
/// `DocumentGroup`'s Open and Save As use instead of Plume's dialog when a window host gives one
/// (`ViewGraph.fileChooser`): PlumeSDL's window host gives the XDG desktop portal's
/// (`PortalFileChooser`) when `xdg-desktop-portal` answers on the session bus. Headless graphs and
/// tests have none (they show Plume's dialog) unless a test sets one.
///
/// Called on the graph's thread when a dialog is presented. The chooser shows its dialog without
/// blocking that thread and calls `completion` exactly once, on the main queue: with the files or
/// folder chosen, with `.cancelled`, or with `.unavailable` when it could not show a dialog at all
/// (then Plume's own dialog is shown instead; the chooser says why where its user can see it). It
/// returns the dialog it put up: when Plume closes that (the app set `isPresented` to false, or the
/// window closed), the chooser takes its dialog down and never calls `completion`.
public protocol SystemFileChooser: AnyObject {
    /// Shows the dialog `request` describes and reports the answer to `completion`, unless the
    /// returned dialog is closed first.
    func choose(_ request: FileChooserRequest, completion: @escaping (FileChooserAnswer) -> Void)
        -> FileChooserDialog
}

/// What a system file dialog is asked: open files, choose a folder, or choose where to save.
public struct FileChooserRequest: Equatable {
    /// What the dialog chooses.
    public enum Kind: Equatable {
        /// Existing files (several when `allowsMultipleSelection`).
        case openFiles
        /// One folder (exporting several documents, moving files, an importer of folders).
        case chooseFolder
        /// A name and a folder for a file to write.
        case save
    }

    public var kind: Kind
    /// The dialog's title ("Open", "Save", "Move").
    public var title: String
    /// The confirming button's label, when the app sets one (`fileDialogConfirmationLabel`).
    public var acceptLabel: String?
    /// The types of the files that can be chosen (the dialog's filters); empty: any file.
    public var allowedTypes: [UTType]
    /// Whether several files can be chosen.
    public var allowsMultipleSelection: Bool
    /// The name a saved file is offered, with its extension ("Letter.txt").
    public var suggestedName: String?
    /// The folder the dialog starts in, when the app gives one.
    public var folder: URL?

    public init(
        kind: Kind, title: String, acceptLabel: String? = nil, allowedTypes: [UTType] = [],
        allowsMultipleSelection: Bool = false, suggestedName: String? = nil, folder: URL? = nil
    ) {
        self.kind = kind
        self.title = title
        self.acceptLabel = acceptLabel
        self.allowedTypes = allowedTypes
        self.allowsMultipleSelection = allowsMultipleSelection
        self.suggestedName = suggestedName
        self.folder = folder
    }
}

/// How a system file dialog ended.
public enum FileChooserAnswer: Equatable {
    /// The user chose these files (or this folder, or where to save).
    case chosen([URL])
    /// The user cancelled (or the dialog was closed without a choice).
    case cancelled
    /// No dialog could be shown (no portal on the bus, the bus unreachable); says why.
    case unavailable(String)
}

/// How a view reaches its graph's `SystemFileChooser` (read when a dialog is presented, so a
/// chooser the host installs after building the graph is used), and the graph's list of the
/// dialogs that are up, which it closes when it is torn down.
struct SystemFileChooserAccess {
    let current: () -> SystemFileChooser?
    let openDialogs: OpenFileChooserDialogs

    init(openDialogs: OpenFileChooserDialogs = OpenFileChooserDialogs(), current: @escaping () -> SystemFileChooser?) {
        self.current = current
        self.openDialogs = openDialogs
    }

    /// Views outside a graph: no system dialog.
    static var none: SystemFileChooserAccess { SystemFileChooserAccess { nil } }
}

struct SystemFileChooserKey: EnvironmentKey { static var defaultValue: SystemFileChooserAccess { .none } }

extension EnvironmentValues {
    /// The graph's system file dialog, if its host gives one.
    var systemFileChooser: SystemFileChooserAccess {
        get { self[SystemFileChooserKey.self] }
        set { self[SystemFileChooserKey.self] = newValue }
    }
}
