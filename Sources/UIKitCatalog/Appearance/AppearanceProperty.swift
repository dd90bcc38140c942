import AutoLayout
import UIKitRuntime
import Foundation

#if MainActorViews
/// Compares one property of two objects, or copies it from the first to the second.
typealias AppearanceStep<Result> = @MainActor @Sendable (NSObject, NSObject) -> Result
/// Reads a property.
typealias AppearanceGetter<Root, Value> = @MainActor @Sendable (Root) -> Value
/// Writes a property.
typealias AppearanceSetter<Root, Value> = @MainActor @Sendable (Root, Value) -> Void
/// Reads a property for a control state.
typealias AppearanceStateGetter<Root, Value> = @MainActor @Sendable (Root, ControlState) -> Value
/// Writes a property for a control state.
typealias AppearanceStateSetter<Root, Value> = @MainActor @Sendable (Root, Value, ControlState) -> Void
#else
/// Compares one property of two objects, or copies it from the first to the second.
typealias AppearanceStep<Result> = @Sendable (NSObject, NSObject) -> Result
/// Reads a property.
typealias AppearanceGetter<Root, Value> = @Sendable (Root) -> Value
/// Writes a property.
typealias AppearanceSetter<Root, Value> = @Sendable (Root, Value) -> Void
/// Reads a property for a control state.
typealias AppearanceStateGetter<Root, Value> = @Sendable (Root, ControlState) -> Value
/// Writes a property for a control state.
typealias AppearanceStateSetter<Root, Value> = @Sendable (Root, Value, ControlState) -> Void
#endif

/// One property appearance proxies carry (UIKit marks them `UI_APPEARANCE_SELECTOR`): set on a
/// proxy when its value differs from its class's default, unset on an instance when its value
/// is the default still.
struct AppearanceProperty: Sendable {
    /// Whether two objects of the property's class have the same value (false for other objects).
    let same: AppearanceStep<Bool>
    /// Copies the value from the first object to the second.
    let copy: AppearanceStep<Void>

    /// A property read and written through `get` and `set`, compared with `same`.
    init<Root: NSObject, Value>(_ get: @escaping AppearanceGetter<Root, Value>, _ set: @escaping AppearanceSetter<Root, Value>,
                                same: @escaping @Sendable (Value, Value) -> Bool) {
        self.same = { one, other in
            guard let one = one as? Root, let other = other as? Root else { return false }
            return same(get(one), get(other))
        }
        copy = { source, target in
            guard let source = source as? Root, let target = target as? Root else { return }
            set(target, get(source))
        }
    }

    /// A property compared with `==`.
    init<Root: NSObject, Value: Equatable & Sendable>(_ get: @escaping AppearanceGetter<Root, Value>, _ set: @escaping AppearanceSetter<Root, Value>) {
        self.init(get, set) { $0 == $1 }
    }

    /// Text attributes, compared as dictionaries of objects.
    init<Root: NSObject>(attributes get: @escaping AppearanceGetter<Root, [NSAttributedString.Key: Any]?>,
                         _ set: @escaping AppearanceSetter<Root, [NSAttributedString.Key: Any]?>) {
        self.init(get, set, same: Self.sameAttributes)
    }

    static func sameAttributes(_ one: [NSAttributedString.Key: Any]?, _ other: [NSAttributedString.Key: Any]?) -> Bool {
        switch (one, other) {
        case (nil, nil): true
        case let (one?, other?): NSDictionary(dictionary: one).isEqual(to: other)
        default: false
        }
    }

    /// The properties of the classes here that UIKit's headers mark for appearance proxies.
    /// A property set per control state, for the states UIKit's appearance proxies record.
    static func perState<Root: NSObject, Value: Equatable & Sendable>(
        _ get: @escaping AppearanceStateGetter<Root, Value>, _ set: @escaping AppearanceStateSetter<Root, Value>
    ) -> [AppearanceProperty] {
        [ControlState.normal, .highlighted, .disabled, .selected].map { state in
            AppearanceProperty({ (root: Root) in get(root, state) }, { (root: Root, value: Value) in set(root, value, state) })
        }
    }

    /// The properties here that UIKit's headers mark `UI_APPEARANCE_SELECTOR`, and the tint, which
    /// UIKit's proxies take in practice.
    static let all: [AppearanceProperty] = [
        AppearanceProperty({ (view: View) in view.backgroundColor }, { $0.backgroundColor = $1 }),
        AppearanceProperty({ (view: View) in view.ownTintColor }, { $0.tintColor = $1 }),
        AppearanceProperty({ (label: Label) in label.font }, { $0.font = $1 }),
        AppearanceProperty({ (label: Label) in label.textColor }, { $0.textColor = $1 }),
        AppearanceProperty({ (label: Label) in label.shadowColor }, { $0.shadowColor = $1 }),
        AppearanceProperty({ (label: Label) in label.shadowOffset }, { $0.shadowOffset = $1 }),
        AppearanceProperty({ (label: Label) in label.highlightedTextColor }, { $0.highlightedTextColor = $1 }),
        AppearanceProperty({ (button: Button) in button.contentEdgeInsets }, { $0.contentEdgeInsets = $1 }),
        AppearanceProperty({ (control: Switch) in control.onTintColor }, { $0.onTintColor = $1 }),
        AppearanceProperty({ (control: Switch) in control.thumbTintColor }, { $0.thumbTintColor = $1 }),
        AppearanceProperty({ (slider: Slider) in slider.minimumTrackTintColor }, { $0.minimumTrackTintColor = $1 }),
        AppearanceProperty({ (slider: Slider) in slider.maximumTrackTintColor }, { $0.maximumTrackTintColor = $1 }),
        AppearanceProperty({ (slider: Slider) in slider.thumbTintColor }, { $0.thumbTintColor = $1 }),
        AppearanceProperty({ (progress: ProgressView) in progress.progressTintColor }, { $0.progressTintColor = $1 }),
        AppearanceProperty({ (progress: ProgressView) in progress.trackTintColor }, { $0.trackTintColor = $1 }),
        AppearanceProperty({ (indicator: ActivityIndicatorView) in indicator.color }, { $0.color = $1 }),
        AppearanceProperty({ (pages: PageControl) in pages.pageIndicatorTintColor }, { $0.pageIndicatorTintColor = $1 }),
        AppearanceProperty({ (pages: PageControl) in pages.currentPageIndicatorTintColor }, { $0.currentPageIndicatorTintColor = $1 }),
        AppearanceProperty({ (segments: SegmentedControl) in segments.selectedSegmentTintColor }, { $0.selectedSegmentTintColor = $1 }),
        AppearanceProperty({ (refresh: RefreshControl) in refresh.attributedTitle }, { $0.attributedTitle = $1 }, same: { $0 == $1 }),
        AppearanceProperty({ (table: TableView) in table.separatorColor }, { $0.separatorColor = $1 }),
        AppearanceProperty({ (table: TableView) in table.separatorInset }, { $0.separatorInset = $1 }),
        AppearanceProperty({ (cell: TableViewCell) in cell.separatorInset }, { $0.separatorInset = $1 }),
        AppearanceProperty({ (bar: NavigationBar) in bar.barTintColor }, { $0.barTintColor = $1 }),
        AppearanceProperty({ (bar: NavigationBar) in bar.isTranslucent }, { $0.isTranslucent = $1 }),
        AppearanceProperty({ (bar: NavigationBar) in bar.prefersLargeTitles }, { $0.prefersLargeTitles = $1 }),
        AppearanceProperty(attributes: { (bar: NavigationBar) in bar.titleTextAttributes }, { $0.titleTextAttributes = $1 }),
        AppearanceProperty(attributes: { (bar: NavigationBar) in bar.largeTitleTextAttributes }, { $0.largeTitleTextAttributes = $1 }),
        AppearanceProperty({ (item: BarButtonItem) in item.tintColor }, { $0.tintColor = $1 }),
    ]
    + perState({ (button: Button, state) in button.titleColor(for: state) }, { $0.setTitleColor($1, for: $2) })
    + perState({ (button: Button, state) in button.backgroundImage(for: state) }, { $0.setBackgroundImage($1, for: $2) })
}
