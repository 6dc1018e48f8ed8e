import Foundation
import PlumeFoundation

/// The value being dragged, with what it can be turned into: made by `draggable` when a drag
/// begins (or by the window host for files dropped from the desktop), read by drop destinations.
struct DragPayload {
    /// The dragged value itself.
    let value: Any
    /// Its type (a destination of the same type takes `value` as it is).
    let type: Any.Type
    /// The content types it exports, in its representation's order, each with its export.
    let exports: [(contentType: UTType, export: () async throws -> Data)]

    init<T: Transferable>(_ item: T) {
        value = item
        type = T.self
        exports = T.transferConversions.compactMap { conversion in
            conversion.export.map { export in (conversion.contentType, { try await export(item) }) }
        }
    }

    /// How a destination taking `T` gets this payload: the value itself when it is a `T`,
    /// otherwise through the first exported content type that conforms to one `T` imports (nil:
    /// it cannot).
    func delivery<T: Transferable>(as _: T.Type) -> Delivery<T>? {
        if let same = value as? T { return .immediate(same) }
        let imports = T.transferConversions
        for exported in exports {
            for conversion in imports {
                guard let make = conversion.import, exported.contentType.conforms(to: conversion.contentType) else {
                    continue
                }
                let export = exported.export
                return .converted(exported.contentType, { try await make(try await export()) })
            }
        }
        return nil
    }

    /// A payload reaching a destination: as it is, or after a conversion that may take time.
    enum Delivery<T> {
        case immediate(T)
        case converted(UTType, () async throws -> T)
    }
}
