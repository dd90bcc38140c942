import AutoLayout
import Foundation

/// A task the app asked to finish in the background (UIKit's `UIBackgroundTaskIdentifier`).
public struct BackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task: what `beginBackgroundTask` answers when it cannot begin one.
    public static let invalid = BackgroundTaskIdentifier(rawValue: 0)
}

/// Whether the app may refresh in the background (UIKit's `UIBackgroundRefreshStatus`).
public enum BackgroundRefreshStatus: Int, Sendable { case restricted, denied, available }

/// The app's life as notifications: the names UIKit posts them under, posted here only by the
/// app's own code and tests, as no system moves the app between states.
extension Application {
    /// Posted when the app becomes active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app goes to the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back to the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app has launched.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app is about to end.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system is short of memory.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the day changes or the clock is set.
    nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Posted when the user takes a screenshot.
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    /// Posted when the user allows or stops background refresh.
    nonisolated public static let backgroundRefreshStatusDidChangeNotification = Notification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")
    /// Posted when protected files become readable.
    nonisolated public static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    /// Posted when protected files are about to become unreadable.
    nonisolated public static let protectedDataWillBecomeUnavailableNotification = Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")

    /// The shortest interval the system fetches in the background at.
    nonisolated public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    /// No background fetch.
    nonisolated public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude
}

#if !MainActorViews
/// Without the views' isolation the one app is shared by every thread: its state is behind a lock.
extension Application: @unchecked Sendable {}
#endif
