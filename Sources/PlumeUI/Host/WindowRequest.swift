import Foundation

/// What a view asks of the app's windows through `openWindow`, `dismissWindow` or `openSettings`;
/// the window's `AppSession` carries it out.
enum WindowRequest {
    /// Open (or bring forward) a window of the scene `id`, or of the scene that presents `value`'s type.
    case open(id: String?, value: AnyHashable?, valueType: Any.Type?)
    /// Close the windows of scene `id` (presenting `value`), or with both nil the asking window.
    case dismiss(id: String?, value: AnyHashable?)
    /// Open (or bring forward) the `Settings` window.
    case openSettings

    /// The request as the caller wrote it, for diagnostics.
    var spelled: String {
        switch self {
        case .open(let id, let value, _):
            "openWindow(\([id.map { "id: \"\($0)\"" }, value.map { "value: \($0.base)" }].compactMap { $0 }.joined(separator: ", ")))"
        case .dismiss(let id, let value):
            "dismissWindow(\([id.map { "id: \"\($0)\"" }, value.map { "value: \($0.base)" }].compactMap { $0 }.joined(separator: ", ")))"
        case .openSettings: "openSettings()"
        }
    }
}

/// Carries a window request to the session of the window a view is in; outside an app's window (a
/// view mounted alone) it writes why nothing happens to standard error.
struct WindowRequestHandler {
    let perform: (WindowRequest) -> Void

    static var outsideApp: WindowRequestHandler {
        WindowRequestHandler { request in
            FileHandle.standardError.write(
                Data(
                    "plume: \(request.spelled) does nothing: this view is not in an app's window (run the app with App.main(), or mount it in PlumeTesting's AppHost)\n"
                        .utf8))
        }
    }
}
