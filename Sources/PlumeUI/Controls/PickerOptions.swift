import Foundation
import PlumeAnimation
import PlumeGraphics

/// One option of a picker: its identity, its tag (explicit `.tag(_:)`, or implied by the id of the
/// `ForEach` that made it), the view shown in lists (with modifiers applied to its `ForEach`) and
/// the view alone (shown as the current value).
struct PickerOption {
    let key: AnyHashable
    let tag: AnyHashable?
    let view: any View
    let plainView: any View

    /// What names the option for accessibility: a `Text`'s characters or an `Image`'s label
    /// (a symbol's name), else nil.
    var plainText: String? {
        var view = plainView
        while let modified = view as? AnyModifiedContent { view = modified.anyContent }
        return (view as? Text)?.plainText ?? (view as? Image)?.label
    }
}

/// Rebuilds a `ModifiedContent` around another content, to apply a modifier written on a list of
/// options (`ForEach { … }.navigationTitle("Planets")`) to each option.
protocol ModifierRewrapping {
    func rewrap(_ content: any View) -> any View
}

extension ModifiedContent: ModifierRewrapping where Content: View, Modifier: ViewModifier {
    func rewrap(_ content: any View) -> any View {
        func wrap<V: View>(_ element: V) -> any View {
            ModifiedContent<V, Modifier>(content: element, modifier: modifier)
        }
        return _openExistential(content, do: wrap)
    }
}

/// A `ForEach` lists its elements with their ids (the implied tags of the options they make).
@MainActor
protocol IdentifiedElements {
    func identifiedElements() -> [(id: AnyHashable, view: any View)]
}

extension ForEach: IdentifiedElements {
    func identifiedElements() -> [(id: AnyHashable, view: any View)] {
        data.map { (AnyHashable(id($0)), content($0) as any View) }
    }
}

@MainActor
enum PickerOptions {
    /// The options in a picker's content: tuples, groups, conditionals and `ForEach` are opened,
    /// every other view is one option.
    static func options(in content: any View) -> [PickerOption] {
        collect(content, key: AnyHashable(0), impliedTag: nil)
    }

    private static func isList(_ view: any View) -> Bool {
        if let modified = view as? AnyModifiedContent { return isList(modified.anyContent) }
        return !(view is AnyView) && (view is ChildViewsProvider || view is IdentifiedElements)
    }

    private static func collect(_ view: any View, key: AnyHashable, impliedTag: AnyHashable?) -> [PickerOption] {
        if let modified = view as? AnyModifiedContent, isList(modified.anyContent),
            let rewrapping = view as? ModifierRewrapping
        {
            return collect(modified.anyContent, key: key, impliedTag: impliedTag).map {
                PickerOption(key: $0.key, tag: $0.tag, view: rewrapping.rewrap($0.view), plainView: $0.plainView)
            }
        }
        if let each = view as? IdentifiedElements {
            var seen: [AnyHashable: Int] = [:]
            return each.identifiedElements().flatMap { element -> [PickerOption] in
                let count = seen[element.id, default: 0]
                seen[element.id] = count + 1
                let elementKey = AnyHashable([key, element.id, AnyHashable(count)])
                return collect(element.view, key: elementKey, impliedTag: element.id)
            }
        }
        if !(view is AnyView), !(view is AnyModifiedContent), let provider = view as? ChildViewsProvider {
            return provider.childViews().flatMap {
                collect($0.view, key: AnyHashable([key, $0.key]), impliedTag: impliedTag)
            }
        }
        return [PickerOption(key: key, tag: explicitTag(of: view) ?? impliedTag, view: view, plainView: view)]
    }

    /// The tag set by the outermost `.tag(_:)` on `view`.
    static func explicitTag(of view: any View) -> AnyHashable? {
        var current = view
        while let modified = current as? AnyModifiedContent {
            if let tag = modified.anyModifier as? TagProviding { return tag.anyTag }
            current = modified.anyContent
        }
        return nil
    }
}
