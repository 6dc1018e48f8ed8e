import Foundation
import PlumeFoundation

/// A type whose values can be dragged, dropped and shared, as SwiftUI's (CoreTransferable's)
/// `Transferable`: it says, in `transferRepresentation`, which content types it can be turned into
/// and made from.
///
/// ```swift
/// struct Note: Codable, Transferable {
///     var title: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .json)
///         ProxyRepresentation(exporting: \.title)     // also droppable where text is taken
///     }
/// }
/// ```
/// `String`, `URL` and `Data` are transferable. Drag and drop inside a window hands the value over
/// as it is when the destination takes the same type, and otherwise converts it through the first
/// content type the value exports and the destination imports (see `TransferConversions`).
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    /// How values of this type are turned into content types and back.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
    /// The conversions of `transferRepresentation`. Its builder makes representations of `Self`
    /// only, but an opaque `some TransferRepresentation` does not say so to the type checker (as in
    /// SwiftUI, the protocol cannot require it), hence the check; a representation of another item
    /// type, which only a hand-written `Representation` could be, converts nothing.
    static var transferConversions: [TransferConversion<Self>] {
        transferRepresentation._conversions() as? [TransferConversion<Self>] ?? []
    }
}

/// One way a `Transferable` type becomes data of a content type or is made from it, as SwiftUI's
/// `TransferRepresentation`; compose them in `transferRepresentation` (`CodableRepresentation`,
/// `DataRepresentation`, `ProxyRepresentation`) or write your own with a `body` of those.
public protocol TransferRepresentation<Item> {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation where Body.Item == Item
    /// The representations this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
    /// The conversions it stands for (Plume's; the built-in representations provide them, yours
    /// come from `body`).
    func _conversions() -> [TransferConversion<Item>]
}

extension TransferRepresentation {
    public func _conversions() -> [TransferConversion<Item>] { body._conversions() }
}

/// A conversion between a transferable item and data of one content type: what the built-in
/// representations are made of. `export` turns an item into data (nil: it cannot be exported);
/// `import` makes an item from data (nil: it cannot be imported).
public struct TransferConversion<Item> {
    let contentType: UTType
    let export: ((Item) async throws -> Data)?
    let `import`: ((Data) async throws -> Item)?
}

/// Builds a type's transfer representations from the ones listed, in order, as SwiftUI's
/// `TransferRepresentationBuilder`.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> TransferRepresentationList<
        Item
    > where R.Item == Item {
        TransferRepresentationList(conversions: representation._conversions())
    }
    public static func buildBlock(_ parts: TransferRepresentationList<Item>...) -> TransferRepresentationList<Item> {
        TransferRepresentationList(conversions: parts.flatMap(\.conversions))
    }
    public static func buildOptional(_ part: TransferRepresentationList<Item>?) -> TransferRepresentationList<Item> {
        part ?? TransferRepresentationList(conversions: [])
    }
    public static func buildEither(first part: TransferRepresentationList<Item>) -> TransferRepresentationList<Item> {
        part
    }
    public static func buildEither(second part: TransferRepresentationList<Item>) -> TransferRepresentationList<Item> {
        part
    }
}

/// The representations a `TransferRepresentationBuilder` listed, in order.
public struct TransferRepresentationList<Item: Transferable>: TransferRepresentation {
    let conversions: [TransferConversion<Item>]
    public var body: Self { self }
    public func _conversions() -> [TransferConversion<Item>] { conversions }
}

/// A value encoded as JSON of `contentType`, as SwiftUI's `CodableRepresentation`.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    let contentType: UTType

    /// The item as JSON of `contentType`.
    public init(contentType: UTType) { self.contentType = contentType }
    /// The item (`Item`) as JSON of `contentType`.
    public init(for itemType: Item.Type, contentType: UTType) { self.contentType = contentType }

    public var body: TransferRepresentationList<Item> { TransferRepresentationList(conversions: _conversions()) }
    public func _conversions() -> [TransferConversion<Item>] {
        [
            TransferConversion(
                contentType: contentType, export: { try JSONEncoder().encode($0) },
                import: { try JSONDecoder().decode(Item.self, from: $0) })
        ]
    }
}

/// A value turned into bytes of `contentType` (and back) by your closures, as SwiftUI's
/// `DataRepresentation`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    let conversion: TransferConversion<Item>

    /// Exports and imports `contentType`.
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        conversion = TransferConversion(contentType: contentType, export: exporting, import: importing)
    }
    /// Only exports `contentType`.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        conversion = TransferConversion(contentType: exportedContentType, export: exporting, import: nil)
    }
    /// Only imports `contentType`.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        conversion = TransferConversion(contentType: importedContentType, export: nil, import: importing)
    }

    public var body: TransferRepresentationList<Item> { TransferRepresentationList(conversions: [conversion]) }
    public func _conversions() -> [TransferConversion<Item>] { [conversion] }
}

/// A value that stands in for the item as another transferable type, as SwiftUI's
/// `ProxyRepresentation`: the item takes on every representation of the proxy.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    let exporting: ((Item) throws -> Proxy)?
    let importing: ((Proxy) throws -> Item)?

    /// Exports the item as `Proxy` (`ProxyRepresentation(exporting: \.title)`).
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {
        self.exporting = exporting
        importing = nil
    }
    /// Exports the item as `Proxy` and makes one from a `Proxy`.
    public init(
        exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item
    ) {
        self.exporting = exporting
        self.importing = importing
    }
    /// Only makes the item from a `Proxy`.
    public init(importing: @escaping @Sendable (Proxy) throws -> Item) {
        exporting = nil
        self.importing = importing
    }

    public var body: TransferRepresentationList<Item> { TransferRepresentationList(conversions: _conversions()) }
    public func _conversions() -> [TransferConversion<Item>] {
        let (exporting, importing) = (exporting, importing)
        return Proxy.transferConversions.map { proxy in
            TransferConversion(
                contentType: proxy.contentType,
                export: exporting.flatMap { exporting in
                    proxy.export.map { export in { item in try await export(try exporting(item)) } }
                },
                import: importing.flatMap { importing in
                    proxy.import.map { make in { data in try importing(try await make(data)) } }
                })
        }
    }
}

extension String: Transferable {
    public static var transferRepresentation: TransferRepresentationList<String> {
        DataRepresentation(
            contentType: .utf8PlainText, exporting: { Data($0.utf8) },
            importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension URL: Transferable {
    public static var transferRepresentation: TransferRepresentationList<URL> {
        DataRepresentation(
            contentType: .url, exporting: { Data($0.absoluteString.utf8) },
            importing: { data in
                guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
                    throw CocoaError(.fileReadCorruptFile)
                }
                return url
            })
    }
}

extension Data: Transferable {
    public static var transferRepresentation: TransferRepresentationList<Data> {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}
