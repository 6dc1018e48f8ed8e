import Foundation

extension Image {
    /// An image resource with an accessibility label, as SwiftUI's `Image("logo", label: Text("Plume"))`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        self.label = label.plainText
    }
}
