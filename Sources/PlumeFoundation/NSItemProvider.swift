import Foundation

#if !canImport(Darwin)
    /// Who may load a registered representation, as Apple's `NSItemProviderRepresentationVisibility`
    /// (Plume has one process: every visibility is `all`).
    public enum NSItemProviderRepresentationVisibility: Int, Sendable {
        case all = 0
        case team = 1
        case group = 2
        case ownProcess = 3
    }

    /// A type that can be made from an item provider's data, as Apple's `NSItemProviderReading`:
    /// `provider.loadObject(ofClass: String.self) { text, error in … }`. `String` and `URL` conform.
    public protocol NSItemProviderReading {
        /// The type identifiers it can be read from, best first.
        static var readableTypeIdentifiersForItemProvider: [String] { get }
        /// The value held by `data` of type `typeIdentifier`.
        static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
    }

    extension String: NSItemProviderReading {
        public static var readableTypeIdentifiersForItemProvider: [String] {
            [UTType.utf8PlainText.identifier, UTType.plainText.identifier, UTType.text.identifier]
        }
        /// The data as UTF-8 text (invalid bytes become U+FFFD).
        public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
            String(decoding: data, as: UTF8.self)
        }
    }

    extension URL: NSItemProviderReading {
        public static var readableTypeIdentifiersForItemProvider: [String] {
            [UTType.fileURL.identifier, UTType.url.identifier]
        }
        /// The URL whose characters the data holds; data that is not one throws
        /// `CocoaError(.fileReadCorruptFile)`.
        public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
                throw CocoaError(.fileReadCorruptFile)
            }
            return url
        }
    }

    /// `Data` is what `NSItemProvider.loadItem` hands over, so `item as? Data` reads it as on Apple's
    /// platforms (where `NSData` bridges); it codes as `NSData` does.
    // Retroactive on purpose: Apple's code reads a provider's item with `item as? Data`, which on
    // Linux works only if Data itself is the `NSSecureCoding` value (NSData does not bridge).
    // swift-format-ignore: AvoidRetroactiveConformances
    extension Data: @retroactive NSSecureCoding {
        public static var supportsSecureCoding: Bool { true }
        public init?(coder: NSCoder) {
            guard let data = NSData(coder: coder) else { return nil }
            self = Data(referencing: data)
        }
        public func encode(with coder: NSCoder) { NSData(data: self).encode(with: coder) }
    }

    /// Data of several types offered without being read yet, as Apple's `NSItemProvider`: what a
    /// drop hands `onDrop(of:isTargeted:perform:)`.
    ///
    /// Each representation is registered with a loader (`registerDataRepresentation`); a load asks
    /// the first representation whose type conforms to the one asked for and calls the completion
    /// handler once, on a thread of its own (not the main thread, as on Apple's platforms: hop to
    /// the main queue to touch views' state). `loadItem` hands the data as `Data`. A load of a type
    /// no representation conforms to fails with `CocoaError(.fileReadUnsupportedScheme)`. Safe to
    /// use from any thread.
    open class NSItemProvider: NSObject, @unchecked Sendable {
        /// The loader of one registered representation.
        public typealias DataLoader = (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?

        private let lock = NSLock()
        private var representations: [(type: UTType, load: DataLoader)] = []

        /// A name for the item, when a file or its source gives one.
        open var suggestedName: String?

        /// A provider with no representations.
        public override init() { super.init() }

        /// A provider of a file: its URL (`public.file-url`) and its contents as the type of its
        /// filename extension (`public.data` when none is known).
        public convenience init?(contentsOf fileURL: URL?) {
            guard let fileURL, fileURL.isFileURL else { return nil }
            self.init()
            suggestedName = fileURL.lastPathComponent
            registerFile(fileURL)
        }

        /// Offers data of `typeIdentifier`, made by `loadHandler` when asked (it calls its argument
        /// once with the data or an error).
        open func registerDataRepresentation(
            forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
            loadHandler: @escaping DataLoader
        ) {
            let type = UTType(typeIdentifier) ?? UTType(importedAs: typeIdentifier)
            lock.withLock { representations.append((type, loadHandler)) }
        }

        /// The identifiers of the registered representations, in the order they were registered.
        open var registeredTypeIdentifiers: [String] { lock.withLock { representations.map(\.type.identifier) } }

        /// Whether a representation's type conforms to `typeIdentifier`.
        open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
            representation(conformingTo: typeIdentifier) != nil
        }

        /// Whether an object of `aClass` can be read from a representation.
        open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
            aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
        }

        /// Loads the data of the first representation conforming to `typeIdentifier`.
        @discardableResult
        open func loadDataRepresentation(
            forTypeIdentifier typeIdentifier: String,
            completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
        ) -> Progress {
            let progress = Progress(totalUnitCount: 1)
            guard let load = representation(conformingTo: typeIdentifier) else {
                Thread.detachNewThread { completionHandler(nil, CocoaError(.fileReadUnsupportedScheme)) }
                return progress
            }
            Thread.detachNewThread {
                let inner = load { data, error in
                    progress.completedUnitCount = 1
                    completionHandler(data, error)
                }
                if let inner { progress.addChild(inner, withPendingUnitCount: 0) }
            }
            return progress
        }

        /// Loads the first representation conforming to `typeIdentifier` as `Data` (the options are
        /// ignored).
        open func loadItem(
            forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
            completionHandler: (@Sendable ((any NSSecureCoding)?, (any Error)?) -> Void)? = nil
        ) {
            loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
                completionHandler?(data, error)
            }
        }

        /// Loads an object of `aClass` from the first representation it can be read from.
        @discardableResult
        open func loadObject<T: NSItemProviderReading>(
            ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
        ) -> Progress {
            guard
                let identifier = aClass.readableTypeIdentifiersForItemProvider.first(where: {
                    hasItemConformingToTypeIdentifier($0)
                })
            else {
                Thread.detachNewThread { completionHandler(nil, CocoaError(.fileReadUnsupportedScheme)) }
                return Progress(totalUnitCount: 1)
            }
            return loadDataRepresentation(forTypeIdentifier: identifier) { data, error in
                guard let data else { return completionHandler(nil, error) }
                do {
                    completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: identifier), nil)
                } catch {
                    completionHandler(nil, error)
                }
            }
        }

        /// The loader of the first representation whose type conforms to `typeIdentifier`.
        private func representation(conformingTo typeIdentifier: String) -> DataLoader? {
            guard let wanted = UTType(typeIdentifier) else {
                return lock.withLock { representations.first { $0.type.identifier == typeIdentifier }?.load }
            }
            return lock.withLock { representations.first { $0.type.conforms(to: wanted) }?.load }
        }

        /// Registers a file's URL and its contents.
        private func registerFile(_ url: URL) {
            registerDataRepresentation(forTypeIdentifier: UTType.fileURL.identifier, visibility: .all) { done in
                done(Data(url.absoluteString.utf8), nil)
                return nil
            }
            let type = UTType(filenameExtension: url.pathExtension) ?? .data
            registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { done in
                do {
                    done(try Data(contentsOf: url), nil)
                } catch {
                    done(nil, error)
                }
                return nil
            }
        }
    }
#endif
