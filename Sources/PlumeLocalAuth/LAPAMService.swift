import Foundation

/// The PAM service an `LAContext` checks the device owner with: a service name and the directory
/// its file is read from (`pam_start_confdir`, Linux-PAM 1.5 and later). Plume's own addition.
///
/// The default, `.plumeLocalAuth`, is the file `plume-local-auth` that this module ships in its
/// resources (`auth` and `account` through `pam_unix.so`: the user's login password), so nothing
/// is ever installed under `/etc/pam.d`. Tests and apps with other needs give a directory of their
/// own:
/// ```swift
/// let service = LAPAMService(name: "permit", directory: testDirectory)  // testDirectory/permit
/// let context = LAContext(pamService: service)
/// ```
/// A `directory` of nil reads the system's services (`/etc/pam.d`, `pam_start`).
public struct LAPAMService: Hashable, Sendable {
    /// The service name (the file's name in `directory`).
    public var name: String
    /// The directory holding the service file, or nil for the system's.
    public var directory: URL?

    /// A service `name` read from `directory` (nil: the system's).
    public init(name: String, directory: URL?) {
        self.name = name
        self.directory = directory
    }

    /// The service this module ships: `plume-local-auth` in its resources (`pam_unix.so`).
    public static var plumeLocalAuth: LAPAMService {
        LAPAMService(name: "plume-local-auth", directory: Bundle.module.resourceURL?.appendingPathComponent("pam.d"))
    }

    /// Where the service's file is (`directory/name`, or `/etc/pam.d/name`).
    public var fileURL: URL {
        (directory ?? URL(fileURLWithPath: "/etc/pam.d")).appendingPathComponent(name)
    }

    /// Why this service cannot be used, or nil: a name that is empty or holds a `/` or a NUL, or a
    /// file that does not exist.
    var problem: String? {
        if name.isEmpty || name.contains("/") || name.contains("\0") || name == "." || name == ".." {
            return "\"\(name)\" is not a PAM service name"
        }
        if !FileManager.default.fileExists(atPath: fileURL.path) {
            return "there is no PAM service file at \(fileURL.path)"
        }
        return nil
    }
}
