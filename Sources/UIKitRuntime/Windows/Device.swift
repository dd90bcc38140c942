import AutoLayout
import Foundation
import Synchronization

/// The device code asks about (UIKit's `UIDevice`, an open `NSObject` as here): the phone whose
/// screen is `Screen.main`, on the iOS release whose UIKit this package follows. Its orientation
/// is `.unknown` until orientation notifications are begun, then portrait, as on a phone held upright.
///
/// `@unchecked Sendable` because it is open: it stores nothing itself (its settings are behind
/// `Device.state`'s lock), and a subclass that stores state must guard it the same way.
open class Device: NSObject, @unchecked Sendable {
    /// The device the code runs on.
    open class var current: Device { shared }
    private static let shared = Device()

    /// The device's user-visible name.
    open var name: String { "iPhone" }
    /// The kind of device.
    open var model: String { "iPhone" }
    /// The kind of device, in the current language.
    open var localizedModel: String { model }
    /// The operating system's name.
    open var systemName: String { "iOS" }
    /// The operating system's version: the release whose UIKit this package follows.
    open var systemVersion: String { "17.0" }
    /// The kind of interface: a phone.
    open var userInterfaceIdiom: UserInterfaceIdiom { .phone }
    /// Whether several apps can run at once (true on every current device).
    open var isMultitaskingSupported: Bool { true }

    /// How the device is held: `.unknown` unless orientation notifications are being generated.
    open var orientation: DeviceOrientation { isGeneratingDeviceOrientationNotifications ? .portrait : .unknown }
    /// Whether `beginGeneratingDeviceOrientationNotifications()` calls outnumber their ends.
    open var isGeneratingDeviceOrientationNotifications: Bool { Device.state.withLock { $0.notifying > 0 } }

    /// The one device's settings, which any thread may change.
    private static let state = Mutex((notifying: 0, batteryMonitoring: false))

    /// Starts reporting the orientation (nested calls count, as UIKit's do).
    open func beginGeneratingDeviceOrientationNotifications() { Device.state.withLock { $0.notifying += 1 } }
    /// Ends one `beginGeneratingDeviceOrientationNotifications()`.
    open func endGeneratingDeviceOrientationNotifications() {
        Device.state.withLock { $0.notifying = max(0, $0.notifying - 1) }
    }

    /// Whether the battery's state and level are reported (they are not known here: `.unknown`, -1).
    open var isBatteryMonitoringEnabled: Bool {
        get { Device.state.withLock { $0.batteryMonitoring } }
        set { Device.state.withLock { $0.batteryMonitoring = newValue } }
    }
    /// The battery's state: unknown here.
    open var batteryState: BatteryState { .unknown }
    /// The battery's charge from 0 to 1, or -1 when unknown (always, here).
    open var batteryLevel: Float { -1 }
    /// The identifier of this app's vendor on the device: one for the process, as one device runs here.
    open var identifierForVendor: UUID? { Device.vendorIdentifier }
    private static let vendorIdentifier = UUID()
    /// Whether the proximity sensor is on (it stays off: there is no sensor here).
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// Whether something is near the sensor (never: there is no sensor).
    open var proximityState: Bool { false }
    /// Plays the keyboard click (there is no sound here).
    open func playInputClick() {}
    /// Posted when the battery level changes (never here: it is unknown).
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the battery state changes (never here).
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the orientation changes (never here: the device is held in portrait).
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the proximity state changes (never here).
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    /// A device of the kind `current` describes (for subclasses; code asks `current`).
    public override init() { super.init() }

    /// The battery's state (UIKit's `UIDevice.BatteryState`).
    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }
}

/// How a device is held (UIKit's `UIDeviceOrientation`).
public enum DeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// On either side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Lying face up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can take this orientation (neither flat nor unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
