import Foundation
import PlumeFoundation

struct UndoManagerKey: EnvironmentKey { static var defaultValue: UndoManager? { nil } }

extension EnvironmentValues {
    /// The undo manager of the views' document, as SwiftUI's `undoManager`: in a `DocumentGroup`'s
    /// window, the document's (what is registered with it marks the document edited, and undoing
    /// back to the saved state makes it clean). Differs from SwiftUI: other windows have none (nil).
    public internal(set) var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
}
