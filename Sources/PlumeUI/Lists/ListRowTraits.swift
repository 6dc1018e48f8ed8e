import Foundation
import PlumeGraphics

/// What the list row modifiers (`listRowBackground`, `listRowInsets`, `listRowSeparator`,
/// `listRowSeparatorTint`) and section modifiers (`listSectionSeparator`,
/// `listSectionSeparatorTint`) say about a row or section, as SwiftUI's row traits.
///
/// The modifiers change nothing where they are; the `List` section that makes the row (or the
/// list that holds the section) reads them from the row's modifier chain with `of(_:)`. So they
/// work on a row as the list's content builds it (`Text("A").listRowInsets(…)` in a `ForEach`),
/// not inside a custom row view's body. The outermost modifier of each kind wins.
struct ListRowTraits {
    var background: AnyView?
    var insets: EdgeInsets?
    /// Separators hidden (top: the one above the row; bottom: the one below).
    var hiddenSeparators: VerticalEdge.Set = []
    var separatorTint: Color?
    var separatorTintEdges: VerticalEdge.Set = []
    /// For a section: its top and bottom separators hidden (grouped and plain styles).
    var hiddenSectionSeparators: VerticalEdge.Set = []
    var sectionSeparatorTint: Color?
    var sectionSeparatorTintEdges: VerticalEdge.Set = []
    /// For a section: the space it asks for around it (`listSectionSpacing` on the section).
    var sectionSpacing: CGFloat?

    /// The traits set by the modifiers around `view` (walking its modifier chain from the outside).
    static func of(_ view: any View) -> ListRowTraits {
        var traits = ListRowTraits()
        var seen = Set<String>()
        var current = view
        while let modified = current as? AnyModifiedContent {
            if let trait = modified.anyModifier as? ListRowTraitModifier, seen.insert(trait.trait.kind).inserted {
                trait.trait.apply(to: &traits)
            }
            current = modified.anyContent
        }
        return traits
    }
}

/// One trait a row or section modifier sets.
enum ListRowTrait {
    case background(AnyView?)
    case insets(EdgeInsets?)
    case separator(Visibility, VerticalEdge.Set)
    case separatorTint(Color?, VerticalEdge.Set)
    case sectionSeparator(Visibility, VerticalEdge.Set)
    case sectionSeparatorTint(Color?, VerticalEdge.Set)
    case sectionSpacing(CGFloat?)

    /// Which modifier this is (the outermost of each kind wins).
    var kind: String {
        switch self {
        case .background: "background"
        case .insets: "insets"
        case .separator: "separator"
        case .separatorTint: "separatorTint"
        case .sectionSeparator: "sectionSeparator"
        case .sectionSeparatorTint: "sectionSeparatorTint"
        case .sectionSpacing: "sectionSpacing"
        }
    }

    func apply(to traits: inout ListRowTraits) {
        switch self {
        case .background(let view): traits.background = view
        case .insets(let insets): traits.insets = insets
        case .separator(let visibility, let edges):
            if visibility == .hidden { traits.hiddenSeparators = edges }
        case .separatorTint(let color, let edges): (traits.separatorTint, traits.separatorTintEdges) = (color, edges)
        case .sectionSeparator(let visibility, let edges):
            if visibility == .hidden { traits.hiddenSectionSeparators = edges }
        case .sectionSeparatorTint(let color, let edges):
            (traits.sectionSeparatorTint, traits.sectionSeparatorTintEdges) = (color, edges)
        case .sectionSpacing(let spacing): traits.sectionSpacing = spacing
        }
    }
}

/// Whether two row backgrounds show the same view (both none, or equal views).
private func sameBackground(_ a: AnyView?, _ b: AnyView?) -> Bool {
    switch (a, b) {
    case (.none, .none): true
    case (.some(let x), .some(let y)): ViewEquality.areEqualValues(x, y)
    default: false
    }
}

/// A row's traits compare by value (the background by the view it shows), so a row whose modifiers
/// are the same is seen as unchanged when the list is made again.
extension ListRowTraits: Equatable {
    static func == (lhs: ListRowTraits, rhs: ListRowTraits) -> Bool {
        sameBackground(lhs.background, rhs.background) && lhs.insets == rhs.insets
            && lhs.hiddenSeparators == rhs.hiddenSeparators && lhs.separatorTint == rhs.separatorTint
            && lhs.separatorTintEdges == rhs.separatorTintEdges
            && lhs.hiddenSectionSeparators == rhs.hiddenSectionSeparators
            && lhs.sectionSeparatorTint == rhs.sectionSeparatorTint
            && lhs.sectionSeparatorTintEdges == rhs.sectionSeparatorTintEdges
            && lhs.sectionSpacing == rhs.sectionSpacing
    }
}

/// Traits compare by value (a background by the view it shows), so a row whose modifiers are the
/// same is seen as unchanged when the list is made again.
extension ListRowTrait: Equatable {
    static func == (lhs: ListRowTrait, rhs: ListRowTrait) -> Bool {
        switch (lhs, rhs) {
        case (.background(let a), .background(let b)): sameBackground(a, b)
        case (.insets(let a), .insets(let b)): a == b
        case (.separator(let a, let e), .separator(let b, let f)): a == b && e == f
        case (.separatorTint(let a, let e), .separatorTint(let b, let f)): a == b && e == f
        case (.sectionSeparator(let a, let e), .sectionSeparator(let b, let f)): a == b && e == f
        case (.sectionSeparatorTint(let a, let e), .sectionSeparatorTint(let b, let f)): a == b && e == f
        case (.sectionSpacing(let a), .sectionSpacing(let b)): a == b
        default: false
        }
    }
}

/// Marks a row or section with a trait; draws nothing itself.
/// A plain value (`nonisolated`): `ListRowTraits.of(_:)` reads it from any view value.
nonisolated struct ListRowTraitModifier: ViewModifier {
    let trait: ListRowTrait
    @MainActor func body(content: Content) -> some View { content }
}

nonisolated extension View {
    /// The view behind this row of a `List`, as SwiftUI's `listRowBackground(_:)` (nil: the style's).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowTraitModifier(trait: .background(view.map { AnyView($0) })))
    }

    /// The space around this row's content in a `List` (nil: the style's, 6 points above and below
    /// and 16 at the sides), as SwiftUI's `listRowInsets(_:)`.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowTraitModifier(trait: .insets(insets)))
    }

    /// Shows or hides the separators above (`.top`) and below (`.bottom`) this row, as SwiftUI's
    /// `listRowSeparator(_:edges:)`. A separator between two rows shows unless either hides it.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowTraitModifier(trait: .separator(visibility, edges)))
    }

    /// The colour of the separators at `edges` of this row (nil: the style's), as SwiftUI's
    /// `listRowSeparatorTint(_:edges:)`.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowTraitModifier(trait: .separatorTint(color, edges)))
    }

    /// Shows or hides the separators at the top and bottom of this section, as SwiftUI's
    /// `listSectionSeparator(_:edges:)`. Only the grouped style (both) and the plain style (the
    /// bottom one) draw them.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowTraitModifier(trait: .sectionSeparator(visibility, edges)))
    }

    /// The colour of this section's separators at `edges`, as SwiftUI's
    /// `listSectionSeparatorTint(_:edges:)`.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowTraitModifier(trait: .sectionSeparatorTint(color, edges)))
    }
}
