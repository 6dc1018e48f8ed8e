import Foundation

extension ShareLink {
    /// Shares `items`, each described by `preview`, with a label.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.init(
            items: items.map { ShareItemText.of($0) }, message: message,
            previewTitle: items.first.map { preview($0).title },
            label: label())
    }

    /// Shares `item`, described by `preview`, with a label.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(items: [.of(item)], message: message, previewTitle: preview.title, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Shares URLs, with a label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == URL {
        self.init(items: items.map { ShareItemText.of($0) }, message: message, previewTitle: nil, label: label())
    }
    /// Shares strings, with a label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == String {
        self.init(items: items.map { ShareItemText.of($0) }, message: message, previewTitle: nil, label: label())
    }
    /// Shares a URL, with a label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(items: [.of(item)], message: message, previewTitle: nil, label: label())
    }
    /// Shares a string, with a label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: [.of(item)], message: message, previewTitle: nil, label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `items`, each described by `preview`, labelled "Share".
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
    }
    /// Shares `item`, described by `preview`, labelled "Share".
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Shares URLs, labelled "Share".
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel() }
    }
    /// Shares strings, labelled "Share".
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel() }
    }
    /// Shares a URL, labelled "Share".
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
    }
    /// Shares a string, labelled "Share".
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
    }
}

extension ShareLink where Label == PlumeUI.Label<Text, Image> {
    /// Shares `item`, described by `preview`, titled by a string literal beside the share symbol.
    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) {
            PlumeUI.Label(titleKey, systemImage: "square.and.arrow.up")
        }
    }
    /// Shares `item`, described by `preview`, titled by a string beside the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) {
            PlumeUI.Label(title, systemImage: "square.and.arrow.up")
        }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == PlumeUI.Label<Text, Image> {
    /// Shares a URL, titled by a string literal beside the share symbol.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(item: item, subject: subject, message: message) {
            PlumeUI.Label(titleKey, systemImage: "square.and.arrow.up")
        }
    }
    /// Shares a string, titled by a string literal beside the share symbol.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(item: item, subject: subject, message: message) {
            PlumeUI.Label(titleKey, systemImage: "square.and.arrow.up")
        }
    }
    /// Shares a URL, titled by a string beside the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(item: item, subject: subject, message: message) {
            PlumeUI.Label(title, systemImage: "square.and.arrow.up")
        }
    }
    /// Shares a string, titled by a string beside the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(item: item, subject: subject, message: message) {
            PlumeUI.Label(title, systemImage: "square.and.arrow.up")
        }
    }
    /// Shares URLs, titled by a string literal beside the share symbol.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil)
    where Data.Element == URL {
        self.init(items: items, subject: subject, message: message) {
            PlumeUI.Label(titleKey, systemImage: "square.and.arrow.up")
        }
    }
    /// Shares strings, titled by a string literal beside the share symbol.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil)
    where Data.Element == String {
        self.init(items: items, subject: subject, message: message) {
            PlumeUI.Label(titleKey, systemImage: "square.and.arrow.up")
        }
    }
}
