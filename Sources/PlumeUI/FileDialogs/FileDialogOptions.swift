import Foundation

/// What a file dialog lists beyond the usual, as SwiftUI's `FileDialogBrowserOptions`.
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// List the inside of packages (folders with an extension) as folders. On Linux every folder
    /// is a folder, so this changes nothing; it is kept for source compatibility.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    /// List files and folders whose names start with a dot.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    /// Show every file's extension (they are hidden for files whose type is known otherwise).
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

/// The customisations of file dialogs that views above a `fileImporter`/`fileExporter` set, read
/// by the dialog when it comes up (it inherits the presenter's environment).
struct FileDialogOptions {
    var message: Text?
    var confirmationLabel: Text?
    var filenameLabel: Text?
    var defaultDirectory: URL?
    var browserOptions: FileDialogBrowserOptions = []
    var customizationID: String?
}

struct FileDialogOptionsKey: EnvironmentKey { static var defaultValue: FileDialogOptions { FileDialogOptions() } }

extension EnvironmentValues {
    var fileDialogOptions: FileDialogOptions {
        get { self[FileDialogOptionsKey.self] }
        set { self[FileDialogOptionsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The message the file dialogs presented inside this view show above their list, as SwiftUI's
    /// `fileDialogMessage(_:)`.
    public func fileDialogMessage(_ message: Text?) -> some View {
        environmentRule(FileDialogOptionRule(field: \.message, value: message))
    }
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
        fileDialogMessage(Text(messageKey))
    }
    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View { fileDialogMessage(Text(message)) }

    /// The label of the dialog's confirming button ("Open", "Save" by default), as SwiftUI's
    /// `fileDialogConfirmationLabel(_:)`.
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
        environmentRule(FileDialogOptionRule(field: \.confirmationLabel, value: label))
    }
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
        fileDialogConfirmationLabel(Text(labelKey))
    }
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
        fileDialogConfirmationLabel(Text(label))
    }

    /// The label beside an exporter's name field ("Save As:" by default), as SwiftUI's
    /// `fileExporterFilenameLabel(_:)`.
    public func fileExporterFilenameLabel(_ label: Text?) -> some View {
        environmentRule(FileDialogOptionRule(field: \.filenameLabel, value: label))
    }
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View {
        fileExporterFilenameLabel(Text(labelKey))
    }
    @_disfavoredOverload
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View {
        fileExporterFilenameLabel(Text(label))
    }

    /// The folder the dialogs open in, as SwiftUI's `fileDialogDefaultDirectory(_:)`; nil for the
    /// home folder. A dialog with a `fileDialogCustomizationID` opens in the folder it last showed
    /// instead, once it has shown one.
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
        environmentRule(FileDialogOptionRule(field: \.defaultDirectory, value: defaultDirectory))
    }

    /// What the dialogs list beyond the usual, as SwiftUI's `fileDialogBrowserOptions(_:)`.
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View {
        environmentRule(FileDialogOptionRule(field: \.browserOptions, value: options))
    }

    /// A name under which the dialogs remember their last folder for this process, as SwiftUI's
    /// `fileDialogCustomizationID(_:)` (which also remembers it across launches on macOS; Plume
    /// remembers it while the app runs).
    public func fileDialogCustomizationID(_ id: String) -> some View {
        environmentRule(FileDialogOptionRule(field: \.customizationID, value: id))
    }
}

/// One of the modifiers above as a value: the option it sets and what to. Compared as `ViewEquality`
/// compares fields (the key path with `==`, the value by its own rules), so a view made again with
/// the same option is not rebuilt.
struct FileDialogOptionRule<Value>: EnvironmentRule {
    let field: WritableKeyPath<FileDialogOptions, Value>
    let value: Value
    static var keyPath: WritableKeyPath<EnvironmentValues, FileDialogOptions> { \.fileDialogOptions }
    func apply(to options: inout FileDialogOptions) { options[keyPath: field] = value }
}
