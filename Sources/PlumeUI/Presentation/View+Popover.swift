import Foundation
import PlumeGraphics

nonisolated extension View {
    /// Presents `content` in a popover pointing at this view while `isPresented` is true, as
    /// SwiftUI's `popover(isPresented:attachmentAnchor:arrowEdge:content:)`, drawn as on a desktop
    /// window: a rounded bubble at its content's ideal size beside `attachmentAnchor`, on the side
    /// `arrowEdge` names (the other side when there is no room), with an arrow pointing at it.
    ///
    /// ```swift
    /// Button("Info") { showInfo = true }
    ///     .popover(isPresented: $showInfo, arrowEdge: .bottom) { Text("Details").padding() }
    /// ```
    /// A tap outside or Escape closes it. The window behind is not dimmed but does not take input
    /// while it is up.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentation(
            .popover(attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge), isPresented: isPresented,
            onDismiss: nil
        ) { AnyView(content()) }
    }

    /// Presents a popover for `item` while it is not nil, as SwiftUI's
    /// `popover(item:attachmentAnchor:arrowEdge:content:)`.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentation(
            .popover(attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge), item: item, onDismiss: nil
        ) { AnyView(content($0)) }
    }
}
