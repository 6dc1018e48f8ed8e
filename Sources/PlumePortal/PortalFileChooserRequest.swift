import Foundation
import PlumeFoundation
import PlumeUI

/// The FileChooser portal's side of a `FileChooserRequest`: the arguments of its `OpenFile` or
/// `SaveFile` call (parent window, title, options) and the meaning of its `Response` signal.
///
/// Options given: `handle_token` (so the request's object path is known before the call),
/// `modal`, `accept_label`, `multiple` (opening files), `directory` (choosing a folder),
/// `current_name` (saving), `current_folder` (the folder to start in) and `filters`: one per
/// allowed type, with its extensions as globs ("*.txt") and its MIME types; none when any file
/// may be chosen (`.item`, `.data`, no types).
enum PortalFileChooserRequest {
    /// The portal method that shows the dialog `request` asks for.
    static func method(for request: FileChooserRequest) -> String { request.kind == .save ? "SaveFile" : "OpenFile" }

    /// The call's arguments: no parent window, the title, the options.
    static func arguments(for request: FileChooserRequest, token: String) -> [DBusValue] {
        var options: [(key: String, value: DBusValue)] = [("handle_token", .string(token)), ("modal", .bool(true))]
        if let label = request.acceptLabel { options.append(("accept_label", .string(label))) }
        switch request.kind {
        case .openFiles:
            options.append(("multiple", .bool(request.allowsMultipleSelection)))
        case .chooseFolder:
            options.append(("directory", .bool(true)))
        case .save:
            if let name = request.suggestedName { options.append(("current_name", .string(name))) }
        }
        let filters = filters(for: request.allowedTypes)
        if !filters.isEmpty { options.append(("filters", .array(element: "(sa(us))", filters))) }
        if let folder = request.folder {
            options.append(
                ("current_folder", .array(element: "y", (Array(folder.path.utf8) + [0]).map(DBusValue.byte))))
        }
        return [.string(""), .string(request.title), .dictionary(options)]
    }

    /// One `(name, [(kind, pattern)])` filter per type (kind 0: a glob, 1: a MIME type); none at all
    /// when one of the types lets any file through.
    static func filters(for types: [UTType]) -> [DBusValue] {
        guard !types.contains(where: { $0 == .item || $0 == .data }) else { return [] }
        return types.compactMap { type in
            let globs = (type.tags[.filenameExtension] ?? []).map {
                DBusValue.structure([.uint32(0), .string("*.\($0)")])
            }
            let mimes = (type.tags[.mimeType] ?? []).filter { !$0.contains(";") }.map {
                DBusValue.structure([.uint32(1), .string($0)])
            }
            guard !globs.isEmpty || !mimes.isEmpty else { return nil }
            let name = type.localizedDescription.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? type.identifier
            return .structure([.string(name), .array(element: "(us)", globs + mimes)])
        }
    }

    /// What the `Response` signal's arguments (response code, results) mean: code 0 with `uris`
    /// is a choice of those files; 1 (cancelled), 2 (ended otherwise) or no file URL is a cancel.
    static func answer(from arguments: [DBusValue]) -> FileChooserAnswer {
        guard case .uint32(0)? = arguments.first, arguments.count > 1 else { return .cancelled }
        let urls = (arguments[1]["uris"]?.elements ?? []).compactMap(\.stringValue).compactMap(URL.init(string:))
            .filter(\.isFileURL)
        return urls.isEmpty ? .cancelled : .chosen(urls)
    }
}
