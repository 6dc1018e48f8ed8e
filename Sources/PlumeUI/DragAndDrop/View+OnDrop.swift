import Foundation
import PlumeFoundation

nonisolated extension View {
    /// Makes the view take drops of the given content types as item providers, as SwiftUI's
    /// `onDrop(of:isTargeted:perform:)` (the older, `NSItemProvider` form of `dropDestination`).
    ///
    /// ```swift
    /// Rectangle()
    ///     .onDrop(of: [.text, .fileURL], isTargeted: $isTargeted) { providers in
    ///         providers.first?.loadObject(ofClass: String.self) { text, _ in … }
    ///         return true
    ///     }
    /// ```
    /// A drag can drop here when one of its items offers a type conforming to one of `supportedContentTypes`:
    /// text and values dragged in the window (through their `Transferable` exports), files from the
    /// desktop (their `public.file-url` and their contents as their extension's type) and text from
    /// the desktop. `isTargeted` is set while such a drag is over the view (drags from the desktop
    /// report no movement on Linux's SDL2, so only their drop is seen). `action` gets one provider
    /// per item, on the main actor; the providers load on threads of their own (see `NSItemProvider`).
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
    ) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// The same, with the drop point in the view's own coordinates.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
    ) -> some View {
        modifier(
            DropDestinationModifier(
                destination: ItemProviderDropDestination(
                    types: supportedContentTypes, action: action, isTargeted: { isTargeted?.wrappedValue = $0 })))
    }
}

/// What an `onDrop(of:…)` takes: items offering one of `types`, handed over as item providers.
struct ItemProviderDropDestination: AnyDropDestination {
    let types: [UTType]
    let action: ([NSItemProvider], CGPoint) -> Bool
    let isTargeted: (Bool) -> Void

    func canReceive(_ payload: DragPayload) -> Bool {
        Self.offeredTypes(of: payload).contains { offered in types.contains { offered.conforms(to: $0) } }
    }

    @MainActor func receive(_ payloads: [DragPayload], at point: CGPoint, graph: ViewGraph) -> Bool {
        let accepted = payloads.filter(canReceive)
        guard !accepted.isEmpty else { return false }
        return action(accepted.map(Self.provider(for:)), point)
    }

    /// The content types a payload offers: its exports, and for a file URL its `public.file-url`
    /// and its contents' type.
    static func offeredTypes(of payload: DragPayload) -> [UTType] {
        if let url = payload.value as? URL, url.isFileURL {
            return [.fileURL, UTType(filenameExtension: url.pathExtension) ?? .data]
                + payload.exports.map(\.contentType)
        }
        return payload.exports.map(\.contentType)
    }

    /// An item provider offering what `payload` offers, each export run when a load asks for it.
    static func provider(for payload: DragPayload) -> NSItemProvider {
        if let url = payload.value as? URL, url.isFileURL, let file = NSItemProvider(contentsOf: url) { return file }
        let provider = NSItemProvider()
        for (contentType, export) in payload.exports {
            let box = UncheckedExport(export: export)
            provider.registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: .all) { done in
                Task {
                    do {
                        done(try await box.export(), nil)
                    } catch {
                        done(nil, error)
                    }
                }
                return nil
            }
        }
        return provider
    }
}

/// An export closure carried to the task that runs it (exports read only the dragged value, a
/// copy made when the drag began).
private struct UncheckedExport: @unchecked Sendable {
    let export: () async throws -> Data
}
