import AutoLayout
import Foundation

/// The iPhone and iPad screens documents are laid out for, found by a root view's size (a
/// document's `<device id>` names different screens in different Xcode versions): the safe area
/// Xcode's canvas gives a full-screen view there.
public struct NibDevice: Sendable, Equatable {
    /// The screen's size in points, portrait.
    public var size: CGSize
    /// The safe area's insets at the screen's edges with a status bar, portrait.
    public var safeArea: EdgeInsets

    /// Whether the screen has a sensor housing, whose inset the safe area keeps without a status bar.
    public var isNotched: Bool { safeArea.bottom > 0 }

    /// The screen of `size` (either orientation's width first); nil if no iPhone or iPad has it.
    /// Where two devices share a size, the document's `<device id>` and the version of the Xcode
    /// that saved it (`toolsVersion`) choose: Xcode 12 and later give `retina6_1` (iPhone 11) the
    /// 48-point housing iOS 14 gives it, earlier ones 44; `retina6_0` (iPhone 12 Pro) has 44.
    public static func screen(of size: CGSize, device: String? = nil, toolsVersion: Int = 0) -> NibDevice? {
        let portrait = CGSize(width: min(size.width, size.height), height: max(size.width, size.height))
        guard var values = table[[portrait.width, portrait.height]] else { return nil }
        if device == "retina6_1", portrait == CGSize(width: 414, height: 896), toolsVersion >= 17000 { values.top = 48 }
        if device == "retina6_0", portrait == CGSize(width: 390, height: 844) { values.top = 44 }
        return NibDevice(size: portrait, safeArea: EdgeInsets(top: values.top, left: 0, bottom: values.bottom, right: 0))
    }

    /// Screen sizes in points, portrait, with the top and bottom safe-area insets.
    private static let table: [[CGFloat]: (top: CGFloat, bottom: CGFloat)] = [
        [320, 480]: (20, 0), [320, 568]: (20, 0), [375, 667]: (20, 0), [414, 736]: (20, 0),
        [375, 812]: (44, 34), [414, 896]: (44, 34), [360, 780]: (50, 34), [390, 844]: (47, 34), [428, 926]: (47, 34),
        [393, 852]: (59, 34), [430, 932]: (59, 34), [402, 874]: (62, 34), [440, 956]: (62, 34),
        [768, 1024]: (20, 0), [810, 1080]: (20, 0), [834, 1112]: (20, 0), [820, 1180]: (24, 20), [834, 1194]: (24, 20),
        [744, 1133]: (24, 20), [1024, 1366]: (24, 20), [1032, 1376]: (24, 20),
    ]
}
