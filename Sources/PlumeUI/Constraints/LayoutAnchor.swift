import Foundation
import PlumeGraphics

/// A view a `ConstraintLayout` constrains: the container itself, a subview by its
/// `constraintID(_:)` (a `layoutValue` of `ConstraintID`), or a subview by its index.
public struct ConstraintItem: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case container
        case id(String)
        case index(Int)
    }
    let kind: Kind

    /// The `ConstraintLayout` container itself (its edges are the proposed bounds).
    public static let container = ConstraintItem(kind: .container)
    /// The subview marked `.constraintID(id)`.
    public static func view(_ id: String) -> ConstraintItem { ConstraintItem(kind: .id(id)) }
    /// The subview at `index` in the layout's content.
    public static func view(at index: Int) -> ConstraintItem { ConstraintItem(kind: .index(index)) }

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }

    public var description: String {
        switch kind {
        case .container: "container"
        case .id(let id): id
        case .index(let i): "view[\(i)]"
        }
    }
}

/// An edge, center or size of a constrained view.
public enum LayoutAttribute: String, Hashable, Sendable {
    case leading, trailing, centerX, top, bottom, centerY, width, height
}

/// A horizontal position anchor, as UIKit's `NSLayoutXAxisAnchor`.
public struct LayoutXAxisAnchor: Hashable, Sendable {
    public let item: ConstraintItem
    public let attribute: LayoutAttribute

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .equal, anchor.item, anchor.attribute, 1, constant)
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }
}

/// A vertical position anchor, as UIKit's `NSLayoutYAxisAnchor`.
public struct LayoutYAxisAnchor: Hashable, Sendable {
    public let item: ConstraintItem
    public let attribute: LayoutAttribute

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .equal, anchor.item, anchor.attribute, 1, constant)
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }
}

/// A width or height anchor, as UIKit's `NSLayoutDimension`.
public struct LayoutDimension: Hashable, Sendable {
    public let item: ConstraintItem
    public let attribute: LayoutAttribute

    /// `self == anchor × multiplier + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        LayoutConstraint(item, attribute, .equal, anchor.item, anchor.attribute, multiplier, constant)
    }
    /// `self >= anchor × multiplier + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, multiplier, constant)
    }
    /// `self <= anchor × multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        LayoutConstraint(item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, multiplier, constant)
    }
    /// `self == constant`.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .equal, nil, nil, 0, constant)
    }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .greaterThanOrEqual, nil, nil, 0, constant)
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .lessThanOrEqual, nil, nil, 0, constant)
    }
}
