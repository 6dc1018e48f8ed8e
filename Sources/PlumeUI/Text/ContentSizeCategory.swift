import Foundation

/// The reader's preferred text size under its older name, as SwiftUI's `ContentSizeCategory`
/// (iOS 13): the same setting as `DynamicTypeSize`, one case for each.
///
/// `\.sizeCategory` reads and writes `\.dynamicTypeSize`: `.environment(\.sizeCategory,
/// .extraLarge)` makes the text inside as large as `.dynamicTypeSize(.xLarge)` does, and a view
/// reading `\.sizeCategory` under `.dynamicTypeSize(.accessibility1)` sees `.accessibilityMedium`.
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a dynamic type size (the two enumerations list the same sizes in order).
    init(dynamicTypeSize: DynamicTypeSize) {
        let index = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3
        self = Self.allCases[index]
    }
}

extension DynamicTypeSize {
    /// The dynamic type size of a content size category.
    init(sizeCategory: ContentSizeCategory) {
        let index = ContentSizeCategory.allCases.firstIndex(of: sizeCategory) ?? 3
        self = Self.allCases[index]
    }
}

extension EnvironmentValues {
    /// The preferred text size under its older name: reads and writes `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize: dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(sizeCategory: newValue) }
    }
}
