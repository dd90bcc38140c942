import AutoLayout
import UIKitRuntime
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What appearance proxies can be scoped to (UIKit's `UIAppearanceContainer`): views and
/// controllers.
public protocol AppearanceContainer: NSObjectProtocol {}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A class whose instances take the values set on its appearance proxies as they enter a window
/// (UIKit's `UIAppearance`): `UINavigationBar.appearance().barTintColor = .red`.
public protocol Appearance: NSObjectProtocol {
    /// The proxy for every instance of the class.
    static func appearance() -> Self
    /// The proxy for instances inside the containers, innermost first (`[UINavigationBar.self,
    /// UIToolbar.self]`: in a navigation bar that is in a toolbar).
    static func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> Self
    /// The proxy for instances whose traits include `trait`'s.
    static func appearance(for trait: TraitCollection) -> Self
    /// The proxy for instances with `trait`'s traits inside the containers, innermost first.
    static func appearance(for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> Self
}

extension View: Appearance, AppearanceContainer {
    /// The proxy for every view of this class.
    public class func appearance() -> Self { AppearanceProxies.shared.proxy(of: self, containers: [], trait: nil) }
    /// The proxy for views of this class inside the containers, innermost first.
    public class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> Self {
        AppearanceProxies.shared.proxy(of: self, containers: containerTypes, trait: nil)
    }
    /// The proxy for views of this class whose traits include `trait`'s.
    public class func appearance(for trait: TraitCollection) -> Self {
        AppearanceProxies.shared.proxy(of: self, containers: [], trait: trait)
    }
    /// The proxy for views of this class with `trait`'s traits inside the containers.
    public class func appearance(for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> Self {
        AppearanceProxies.shared.proxy(of: self, containers: containerTypes, trait: trait)
    }
}

extension BarItem: Appearance {
    /// The proxy for every item of this class.
    public class func appearance() -> Self { AppearanceProxies.shared.proxy(of: self, containers: [], trait: nil) }
    /// The proxy for items of this class inside the containers (a bar, its controller), innermost first.
    public class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> Self {
        AppearanceProxies.shared.proxy(of: self, containers: containerTypes, trait: nil)
    }
    /// The proxy for items of this class whose bar's traits include `trait`'s.
    public class func appearance(for trait: TraitCollection) -> Self {
        AppearanceProxies.shared.proxy(of: self, containers: [], trait: trait)
    }
    /// The proxy for items of this class with `trait`'s traits inside the containers.
    public class func appearance(for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> Self {
        AppearanceProxies.shared.proxy(of: self, containers: containerTypes, trait: trait)
    }
}

extension ViewController: AppearanceContainer {}
