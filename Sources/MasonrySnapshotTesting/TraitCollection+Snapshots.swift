import AutoLayout
import Foundation

// UIKit's one-trait initializers and `init(traitsFrom:)`, which device configurations and
// snapshot tests build trait collections with. A collection made by one of them specifies that
// trait only, as UIKit's does: its other traits are unspecified (`.unspecified`, a display scale
// of 0, the unspecified text size), so that `init(traitsFrom:)` takes each trait from the last
// collection that specifies it.

extension TraitCollection {
    /// UIKit's name for an unspecified text size.
    static let unspecifiedContentSizeCategory = ContentSizeCategory.unspecified

    /// A collection that specifies nothing (what UIKit's `UITraitCollection()` is; this module's
    /// `TraitCollection()` is a light phone in portrait instead).
    static var unspecifiedTraits: TraitCollection {
        var traits = TraitCollection(userInterfaceStyle: .unspecified)
        traits.horizontalSizeClass = .unspecified
        traits.verticalSizeClass = .unspecified
        traits.userInterfaceIdiom = .unspecified
        traits.displayScale = 0
        traits.preferredContentSizeCategory = unspecifiedContentSizeCategory
        return traits
    }

    /// A collection that specifies only the horizontal size class.
    public init(horizontalSizeClass: UserInterfaceSizeClass) {
        self = .unspecifiedTraits
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// A collection that specifies only the vertical size class.
    public init(verticalSizeClass: UserInterfaceSizeClass) {
        self = .unspecifiedTraits
        self.verticalSizeClass = verticalSizeClass
    }

    /// A collection that specifies only the kind of device.
    public init(userInterfaceIdiom: UserInterfaceIdiom) {
        self = .unspecifiedTraits
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// A collection that specifies only the pixels per point.
    public init(displayScale: CGFloat) {
        self = .unspecifiedTraits
        self.displayScale = displayScale
    }

    /// A collection that specifies only the text size, by UIKit's raw value
    /// (`"UICTContentSizeCategoryM"` is `.medium`).
    public init(preferredContentSizeCategory: ContentSizeCategory) {
        self = .unspecifiedTraits
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The collections combined: each trait from the last of them that specifies it. A
    /// collection made by `TraitCollection(userInterfaceStyle:)`, whose other traits are this
    /// module's phone defaults, counts as specifying its interface style only, and
    /// `TraitCollection()` as specifying nothing — as the same calls do in UIKit.
    public init(traitsFrom collections: [TraitCollection]) {
        var merged = TraitCollection.unspecifiedTraits
        for collection in collections.map(\.specifiedTraits) {
            if collection.userInterfaceStyle != .unspecified { merged.userInterfaceStyle = collection.userInterfaceStyle }
            if collection.horizontalSizeClass != .unspecified { merged.horizontalSizeClass = collection.horizontalSizeClass }
            if collection.verticalSizeClass != .unspecified { merged.verticalSizeClass = collection.verticalSizeClass }
            if collection.userInterfaceIdiom != .unspecified { merged.userInterfaceIdiom = collection.userInterfaceIdiom }
            if collection.displayScale > 0 { merged.displayScale = collection.displayScale }
            if collection.preferredContentSizeCategory != TraitCollection.unspecifiedContentSizeCategory {
                merged.preferredContentSizeCategory = collection.preferredContentSizeCategory
            }
        }
        self = merged
    }

    /// The traits this collection specifies: a collection whose traits other than its interface
    /// style are `TraitCollection()`'s (one made with `init(userInterfaceStyle:)`) specifies its
    /// style only, and `TraitCollection()` itself (UIKit's empty `UITraitCollection()`) nothing.
    var specifiedTraits: TraitCollection {
        var style = self
        style.userInterfaceStyle = TraitCollection().userInterfaceStyle
        guard style == TraitCollection() else { return self }
        var only = TraitCollection.unspecifiedTraits
        if self != TraitCollection() { only.userInterfaceStyle = userInterfaceStyle }
        return only
    }
}
