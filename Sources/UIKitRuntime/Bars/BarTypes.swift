import AutoLayout
import Foundation

/// A bar's look: default or black (UIKit's `UIBarStyle`).
public enum BarStyle: Int, Sendable { case `default`, black }

/// The bar sizes settings are kept for (UIKit's `UIBarMetrics`).
public enum BarMetrics: Int, Sendable { case `default`, compact, defaultPrompt = 101, compactPrompt }

/// Where a bar sits (UIKit's `UIBarPosition`).
public enum BarPosition: Int, Sendable { case any, bottom, top, topAttached }

/// A value kept per control state and bar metrics, as bars keep their images and adjustments.
package struct BarSettings<Value> {
    private var values: [String: Value] = [:]
    package init() {}
    package subscript(_ parts: Int...) -> Value? {
        get { values[parts.map(String.init).joined(separator: "/")] }
        set { values[parts.map(String.init).joined(separator: "/")] = newValue }
    }
}
