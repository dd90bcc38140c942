import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Something added to a view to handle a kind of input (UIKit's `UIInteraction`): a context menu,
/// a tooltip, drag and drop. The view tells it when it is added and removed.
public protocol Interaction: AnyObject {
    /// The view the interaction is added to.
    var view: View? { get }
    /// The interaction is about to move to `view` (nil: removed).
    func willMove(to view: View?)
    /// The interaction moved to `view` (nil: removed).
    func didMove(to view: View?)
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A change to a view's properties driven by how the device is tilted (UIKit's `UIMotionEffect`).
/// No motion sensor moves anything here: effects are kept, and their values asked for by offset.
open class MotionEffect: NSObject {
    /// Key paths of the view and the values they take for a viewer `viewerOffset` away from the
    /// screen's centre (each coordinate −1 … 1); none for the base class.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: Offset) -> [String: Any]? { nil }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A motion effect moving one key path between two values as the device tilts along one axis
/// (UIKit's `UIInterpolatingMotionEffect`).
open class InterpolatingMotionEffect: MotionEffect {
    /// Which tilt drives the value (UIKit's `UIInterpolatingMotionEffect.EffectType`).
    public enum EffectType: Int, Sendable { case tiltAlongHorizontalAxis, tiltAlongVerticalAxis }
    /// The view's key path the effect changes (`center.x`).
    public let keyPath: String
    /// The tilt that drives it.
    public let type: EffectType
    /// The value at −1 (a number, as UIKit's `NSNumber`).
    open var minimumRelativeValue: Any?
    /// The value at +1.
    open var maximumRelativeValue: Any?

    /// An effect on `keyPath` driven by `type`.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// The value interpolated linearly between the two for the offset along the effect's axis.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: Offset) -> [String: Any]? {
        guard let low = (minimumRelativeValue as? NSNumber)?.doubleValue, let high = (maximumRelativeValue as? NSNumber)?.doubleValue
        else { return nil }
        let along = Double(type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical)
        let fraction = (min(max(along, -1), 1) + 1) / 2
        return [keyPath: low + (high - low) * fraction]
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Motion effects applied together (UIKit's `UIMotionEffectGroup`).
open class MotionEffectGroup: MotionEffect {
    /// The effects, whose values merge (a later one's key path wins).
    open var motionEffects: [MotionEffect]?

    /// Every effect's values for the offset, merged.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: Offset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            for (key, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] { merged[key] = value }
        }
        return merged.isEmpty ? nil : merged
    }
}

/// How a focus group ranks among others (UIKit's `UIFocusGroupPriority`).
public struct FocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static func < (lhs: FocusGroupPriority, rhs: FocusGroupPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// Not considered.
    public static let ignored = FocusGroupPriority(rawValue: 0)
    /// The group held focus before.
    public static let previouslyFocused = FocusGroupPriority(rawValue: 1000)
    /// Preferred.
    public static let prioritized = FocusGroupPriority(rawValue: 2000)
    /// The group holds focus now.
    public static let currentlyFocused = FocusGroupPriority(rawValue: Int.max)
}

/// How a focused view is drawn (UIKit's `UIFocusEffect`): kept, as there is no focus engine here.
open class FocusEffect: NSObject, @unchecked Sendable {}

extension View {
    /// How a view's tint is shown (UIKit's `UIView.TintAdjustmentMode`).
    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Lays a view's content out for printing (UIKit's `UIViewPrintFormatter`); no printer is
/// reachable here, so nothing prints.
open class ViewPrintFormatter: NSObject {
    /// The view printed.
    public private(set) weak var view: View?
    /// Space around the content on each page (kept).
    open var perPageContentInsets = EdgeInsets.zero
    /// A formatter of `view`.
    public init(view: View) { self.view = view }
}

extension View {
    /// `interactions`' work: removes the old, adds the new, telling each.
    func replaceInteractions(with new: [any Interaction]) {
        let old = interactions
        for interaction in old where !new.contains(where: { $0 === interaction }) {
            interaction.willMove(to: nil)
            interaction.didMove(to: nil)
        }
        keep(\View.interactions, new)
        for interaction in new where !old.contains(where: { $0 === interaction }) {
            interaction.willMove(to: self)
            interaction.didMove(to: self)
        }
    }

    /// The tint as an adjustment mode set at or above the view shows it: dimmed, a grey of the
    /// tint's brightness; nil when no view up the tree sets a mode, and the tint is inherited as set.
    var adjustedTint: Color? {
        var setsMode = false
        var current: View? = self
        while let view = current, !setsMode {
            setsMode = view.kept(\View.tintAdjustmentMode) != nil
            current = view.superview
        }
        guard setsMode else { return nil }
        var tint = Color.tintColor
        current = self
        while let view = current {
            if let own = view.appearance.tintColor { tint = own; break }
            current = view.superview
        }
        guard effectiveTintAdjustmentMode == .dimmed else { return tint }
        return Color(white: CGFloat(0.299 * tint.red + 0.587 * tint.green + 0.114 * tint.blue), alpha: CGFloat(tint.alpha))
    }

    /// Sets the view's mode and tells the views whose tint it changes: this one and those below
    /// that leave the mode automatic.
    func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        keep(\View.tintAdjustmentMode, mode)
        var pending = [self]
        while let view = pending.popLast() {
            view.tintColorDidChange()
            pending.append(contentsOf: view.subviews.reversed().filter { ($0.kept(\View.tintAdjustmentMode) ?? .automatic) == .automatic })
        }
    }

    /// The mode in effect: the view's own, else the nearest ancestor's, else normal.
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var current: View? = self
        while let view = current {
            if let mode = view.kept(\View.tintAdjustmentMode), mode != .automatic { return mode }
            current = view.superview
        }
        return .normal
    }

    /// The text sizes from smallest to largest, for clamping to a view's limits.
    private static let contentSizeOrder: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// `traits` with the text size kept within this view's limits, if it has any.
    func limitingContentSize(_ traits: TraitCollection) -> TraitCollection {
        guard rareState != nil else { return traits }
        let low = kept(\View.minimumContentSizeCategory) ?? nil, high = kept(\View.maximumContentSizeCategory) ?? nil
        guard low != nil || high != nil, let index = View.contentSizeOrder.firstIndex(of: traits.preferredContentSizeCategory)
        else { return traits }
        var clamped = index
        if let low, let floor = View.contentSizeOrder.firstIndex(of: low) { clamped = max(clamped, floor) }
        if let high, let ceiling = View.contentSizeOrder.firstIndex(of: high) { clamped = min(clamped, ceiling) }
        guard clamped != index else { return traits }
        return TraitCollection(traitsFrom: [traits, TraitCollection(preferredContentSizeCategory: View.contentSizeOrder[clamped])])
    }

    /// Sets a text-size limit and tells the views whose traits it changes.
    func setContentSizeLimit(_ key: KeyPath<View, ContentSizeCategory?>, _ value: ContentSizeCategory?) {
        let before = traitCollection
        keep(key, value)
        traitsDidChange(from: before)
    }

    /// The limits in effect on the view, its own and its ancestors', for debugging.
    var contentSizeLimitsDescription: String {
        var parts: [String] = []
        var current: View? = self
        while let view = current {
            let low = view.kept(\View.minimumContentSizeCategory) ?? nil, high = view.kept(\View.maximumContentSizeCategory) ?? nil
            if low != nil || high != nil {
                parts.append("\(view.keyDescription): minimum \(low?.rawValue ?? "none"), maximum \(high?.rawValue ?? "none")")
            }
            current = view.superview
        }
        return parts.isEmpty ? "no limits" : parts.joined(separator: "; ")
    }
}
