import Foundation
import PlumeGraphics

/// A view with an inspector beside it (`inspector(isPresented:content:)`): in a regular-width
/// window a trailing column of the width its content asks for, separated by a hairline; in a
/// compact one a sheet. The view keeps its identity (and state) when the window crosses from one
/// to the other; so does the inspector's content within each form.
nonisolated struct InspectorContainer<Content: View, Inspector: View>: View {
    let content: Content
    @Binding var isPresented: Bool
    let inspector: Inspector
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var columnWidth: InspectorColumnWidth?

    @MainActor private var isCompact: Bool { sizeClass == .compact }

    @MainActor var body: some View {
        GeometryReader { proxy in
            HStack(spacing: 0) {
                content
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .sheet(isPresented: isCompact ? $isPresented : .constant(false)) { inspector }
                if isPresented && !isCompact {
                    Divider()
                    inspector
                        .frame(maxHeight: .infinity, alignment: .top)
                        .frame(width: (columnWidth ?? .standard).width(in: proxy.size.width))
                        .background(Color.background)
                        .transition(.move(edge: .trailing))
                        .onPreferenceChange(InspectorColumnWidthKey.self) { columnWidth = $0 }
                }
            }
        }
    }
}

nonisolated extension View {
    /// Shows `content` as an inspector beside this view while `isPresented` is true, as SwiftUI's
    /// `inspector(isPresented:content:)`.
    ///
    /// ```swift
    /// Canvas(document)
    ///     .inspector(isPresented: $showInspector) {
    ///         Properties(document).inspectorColumnWidth(min: 220, ideal: 280, max: 360)
    ///     }
    /// ```
    /// In a window at least 600 points wide (regular width) the inspector is a column at the
    /// trailing edge, 320 points wide unless its content sets `inspectorColumnWidth` (never more
    /// than half the window), and this view takes the rest; in a narrower one it is a sheet,
    /// which the user closes as any sheet (that writes `isPresented`). Differences from SwiftUI:
    /// the column has no resize handle, and it is laid out beside the view rather than in a
    /// navigation split view's column set.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        InspectorContainer(content: self, isPresented: isPresented, inspector: content())
    }
}
