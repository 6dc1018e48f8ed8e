import Foundation

/// Everything an app's scenes declare: the windows (in declaration order) and the menu bar commands.
///
/// Built once from `App.body` by `AppSession`; read by window hosts as `AppSession.scenes`.
struct SceneContents {
    /// The windows the scenes describe.
    var windows: [WindowConfiguration] = []
    /// The commands added with `.commands { }`, in declaration order: each evaluates its commands'
    /// bodies in the app's environment (see `AppSession`).
    var commands: [(EnvironmentValues) -> [CommandItem]] = []
}
