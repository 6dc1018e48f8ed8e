import Foundation
import PlumeGraphics

struct FontWidthKey: EnvironmentKey { static let defaultValue: Font.Width? = nil }

extension EnvironmentValues {
    /// The width of the texts' fonts inside (`fontWidth(_:)`; nil: each font's own).
    var fontWidth: Font.Width? {
        get { self[FontWidthKey.self] }
        set { self[FontWidthKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The width of the fonts of the texts inside, as SwiftUI's `fontWidth(_:)` on a view (nil:
    /// each font's own). See `Font.Width` for the faces drawn on Linux.
    public func fontWidth(_ width: Font.Width?) -> some View { environment(\.fontWidth, width) }
}

extension Text {
    /// This text's font at `width`, as SwiftUI's `Text.fontWidth(_:)` (nil: the font's own).
    public func fontWidth(_ width: Font.Width?) -> Text {
        var text = self
        for index in text.segments.indices { text.segments[index].width = width }
        return text
    }
}
