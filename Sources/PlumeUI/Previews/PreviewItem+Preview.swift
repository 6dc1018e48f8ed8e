import Foundation

extension PreviewItem {
    /// The item for a `#Preview`: its name (or `File.swift:line`), the layout and orientation its traits
    /// ask for, and its view, built when the graph first evaluates it (on the main thread).
    public init(_ preview: Preview) {
        var layout = PreviewLayout.device
        var orientation = InterfaceOrientation.portrait
        for trait in preview.traits {
            switch trait.value {
            case .layout(let value): layout = value
            case .orientation(let value): orientation = value
            }
        }
        self.init(
            name: preview.displayName, layout: layout, device: nil, orientation: orientation,
            view: AnyView(PreviewBody(make: preview.makeView)))
    }
}

/// Builds a `#Preview`'s view when the graph evaluates it: view bodies run on the main thread, where
/// the preview's `@MainActor` closure may be called.
private nonisolated struct PreviewBody: View {
    let make: @MainActor () -> AnyView
    @MainActor var body: some View { make() }
}
