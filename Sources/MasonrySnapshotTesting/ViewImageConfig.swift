import AutoLayout
import Foundation

/// A device to lay a screen out on (swift-snapshot-testing's `ViewImageConfig`): its size in
/// points, the part of it bars and rounded corners cover (`safeArea`), and its traits.
///
/// ```swift
/// assertSnapshot(of: controller, as: .image(on: .iPhoneSe))
/// assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhoneX(.landscape)))
/// assertSnapshot(of: controller, as: .image(on: .iPadPro11(.portrait(splitView: .oneThird))))
/// ```
///
/// Phones come in `.portrait` (their `static let`) and `.landscape`; tablets in `.landscape`
/// (their `static let`) and `.portrait`, full screen or sharing it in split view. A phone's
/// safe area in portrait is its status bar (20 points) or notch and home indicator; in landscape
/// the notch's sides and the home indicator. Tablets keep the status bar (20 points; 24 above and
/// 20 below on the iPad Pro 11") in every orientation.
public struct ViewImageConfig: Sendable {
    /// A phone's orientation.
    public enum Orientation: Hashable, Sendable {
        case landscape
        case portrait
    }

    /// A tablet's orientation, and how much of the screen the app has in split view.
    public enum TabletOrientation: Hashable, Sendable {
        /// The app's share of a portrait screen.
        public enum PortraitSplits: Hashable, Sendable {
            case oneThird
            case twoThirds
            case full
        }
        /// The app's share of a landscape screen.
        public enum LandscapeSplits: Hashable, Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The insets of the device's safe area from its edges.
    public var safeArea: EdgeInsets
    /// The screen's size in points; nil keeps the view's own size.
    public var size: CGSize?
    /// The device's traits (size classes, idiom, text size).
    public var traits: TraitCollection

    /// A device of `size` with `safeArea` and `traits`; by default no size (the view keeps its
    /// own), no unsafe area and no traits.
    public init(safeArea: EdgeInsets = .zero, size: CGSize? = nil, traits: TraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}

// MARK: Phones

/// What makes one phone: its portrait size, its safe areas, and whether it is wide enough in
/// landscape for a regular width (the Plus and Max sizes, and the XR).
struct PhoneModel {
    let width: CGFloat
    let height: CGFloat
    let portraitSafeArea: EdgeInsets
    let landscapeSafeArea: EdgeInsets
    let landscapeWidthClass: UserInterfaceSizeClass

    /// A phone `width` × `height` points in portrait, with a notch `notch` points deep (above in
    /// portrait, at each side in landscape) and a home indicator (34 points in portrait,
    /// `landscapeIndicator` in landscape); without a notch, a 20-point status bar in portrait
    /// and nothing unsafe in landscape.
    init(_ width: CGFloat, _ height: CGFloat, notch: CGFloat = 0, landscapeIndicator: CGFloat = 0,
         landscapeWidth: UserInterfaceSizeClass) {
        (self.width, self.height, landscapeWidthClass) = (width, height, landscapeWidth)
        if notch == 0 {
            portraitSafeArea = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            landscapeSafeArea = .zero
        } else {
            portraitSafeArea = EdgeInsets(top: notch, left: 0, bottom: 34, right: 0)
            landscapeSafeArea = EdgeInsets(top: 0, left: notch, bottom: landscapeIndicator, right: notch)
        }
    }

    func config(_ orientation: ViewImageConfig.Orientation) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            ViewImageConfig(safeArea: portraitSafeArea, size: CGSize(width: width, height: height), traits: traits(orientation))
        case .landscape:
            ViewImageConfig(safeArea: landscapeSafeArea, size: CGSize(width: height, height: width), traits: traits(orientation))
        }
    }

    /// A phone's traits: the phone idiom, the medium text size, and in portrait a compact
    /// width and regular height; in landscape a compact height.
    func traits(_ orientation: ViewImageConfig.Orientation) -> TraitCollection {
        let (width, height): (UserInterfaceSizeClass, UserInterfaceSizeClass) = switch orientation {
        case .portrait: (.compact, .regular)
        case .landscape: (landscapeWidthClass, .compact)
        }
        return TraitCollection(traitsFrom: [
            TraitCollection(userInterfaceIdiom: .phone), TraitCollection(preferredContentSizeCategory: "UICTContentSizeCategoryM"),
            TraitCollection(horizontalSizeClass: width), TraitCollection(verticalSizeClass: height),
        ])
    }

    static let se = PhoneModel(320, 568, landscapeWidth: .compact)
    static let eight = PhoneModel(375, 667, landscapeWidth: .compact)
    static let eightPlus = PhoneModel(414, 736, landscapeWidth: .regular)
    static let x = PhoneModel(375, 812, notch: 44, landscapeIndicator: 24, landscapeWidth: .compact)
    static let xsMax = PhoneModel(414, 896, notch: 44, landscapeIndicator: 24, landscapeWidth: .regular)
    static let xr = PhoneModel(414, 896, notch: 44, landscapeIndicator: 24, landscapeWidth: .regular)
    static let twelve = PhoneModel(390, 844, notch: 47, landscapeIndicator: 21, landscapeWidth: .compact)
    static let twelveProMax = PhoneModel(428, 926, notch: 47, landscapeIndicator: 21, landscapeWidth: .regular)
    static let thirteenMini = PhoneModel(375, 812, notch: 50, landscapeIndicator: 21, landscapeWidth: .compact)
}

extension ViewImageConfig {
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { PhoneModel.se.config(orientation) }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { PhoneModel.eight.config(orientation) }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig { PhoneModel.eightPlus.config(orientation) }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig { PhoneModel.x.config(orientation) }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig { PhoneModel.xsMax.config(orientation) }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig { PhoneModel.xr.config(orientation) }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig { PhoneModel.twelve.config(orientation) }

    /// The iPhone 12 Pro: the iPhone 12's screen.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { PhoneModel.twelve.config(orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig { PhoneModel.twelveProMax.config(orientation) }

    /// The iPhone 13: the iPhone 12's screen.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { PhoneModel.twelve.config(orientation) }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig { PhoneModel.thirteenMini.config(orientation) }

    /// The iPhone 13 Pro: the iPhone 12's screen.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { PhoneModel.twelve.config(orientation) }

    /// The iPhone 13 Pro Max: the iPhone 12 Pro Max's screen.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { PhoneModel.twelveProMax.config(orientation) }
}

extension TraitCollection {
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { PhoneModel.se.traits(orientation) }
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { PhoneModel.eight.traits(orientation) }
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { PhoneModel.eightPlus.traits(orientation) }
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { PhoneModel.x.traits(orientation) }
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { PhoneModel.xr.traits(orientation) }
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { PhoneModel.xsMax.traits(orientation) }
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { PhoneModel.twelve.traits(orientation) }
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { PhoneModel.twelveProMax.traits(orientation) }
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { PhoneModel.twelve.traits(orientation) }
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> TraitCollection { PhoneModel.twelveProMax.traits(orientation) }
}

// MARK: Tablets

/// What makes one tablet: its landscape size, the app's width in each split, and its safe area.
struct TabletModel {
    /// The long side and the short side, in points.
    let long: CGFloat, short: CGFloat
    /// The app's width in landscape at a third, a half and two thirds of the screen.
    let landscapeSplits: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat)
    /// The app's width in portrait at a third and two thirds of the screen.
    let portraitSplits: (oneThird: CGFloat, twoThirds: CGFloat)
    let safeArea: EdgeInsets
    /// Whether half of the landscape screen is a regular width (the 12.9" screen's is).
    let halfIsRegular: Bool

    init(_ long: CGFloat, _ short: CGFloat, landscape: (CGFloat, CGFloat, CGFloat), portrait: (CGFloat, CGFloat),
         safeArea: EdgeInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), halfIsRegular: Bool = false) {
        (self.long, self.short, self.safeArea, self.halfIsRegular) = (long, short, safeArea, halfIsRegular)
        landscapeSplits = (landscape.0, landscape.1, landscape.2)
        portraitSplits = (portrait.0, portrait.1)
    }

    func config(_ orientation: ViewImageConfig.Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape: config(.landscape(splitView: .full))
        case .portrait: config(.portrait(splitView: .full))
        }
    }

    /// The app's frame and traits: a regular width at full screen and at two thirds of a
    /// landscape screen, a compact one in the narrower splits.
    func config(_ orientation: ViewImageConfig.TabletOrientation) -> ViewImageConfig {
        let width: CGFloat, height: CGFloat, regular: Bool
        switch orientation {
        case .landscape(let split):
            height = short
            switch split {
            case .oneThird: (width, regular) = (landscapeSplits.oneThird, false)
            case .oneHalf: (width, regular) = (landscapeSplits.oneHalf, halfIsRegular)
            case .twoThirds: (width, regular) = (landscapeSplits.twoThirds, true)
            case .full: (width, regular) = (long, true)
            }
        case .portrait(let split):
            height = long
            switch split {
            case .oneThird: (width, regular) = (portraitSplits.oneThird, false)
            case .twoThirds: (width, regular) = (portraitSplits.twoThirds, false)
            case .full: (width, regular) = (short, true)
            }
        }
        return ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height),
                               traits: regular ? TabletModel.regular : TabletModel.compactSplit)
    }

    /// A tablet's traits at full screen: a regular width and height.
    static let regular = tabletTraits(width: .regular)
    /// A tablet's traits in a narrow split: a compact width, a regular height.
    static let compactSplit = tabletTraits(width: .compact)

    private static func tabletTraits(width: UserInterfaceSizeClass) -> TraitCollection {
        TraitCollection(traitsFrom: [TraitCollection(userInterfaceIdiom: .pad), TraitCollection(horizontalSizeClass: width),
                                     TraitCollection(verticalSizeClass: .regular)])
    }

    static let mini = TabletModel(1024, 768, landscape: (320, 507, 694), portrait: (320, 438))
    static let ten2 = TabletModel(1080, 810, landscape: (320, 535, 750), portrait: (320, 480))
    static let pro10_5 = TabletModel(1112, 834, landscape: (320, 551, 782), portrait: (320, 504))
    static let pro11 = TabletModel(1194, 834, landscape: (375, 592, 809), portrait: (320, 504),
                                   safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    static let pro12_9 = TabletModel(1366, 1024, landscape: (375, 678, 981), portrait: (375, 639), halfIsRegular: true)
}

extension ViewImageConfig {
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { TabletModel.mini.config(orientation) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { TabletModel.mini.config(orientation) }

    /// The 9.7" iPad: the iPad mini's screen in points.
    public static let iPad9_7 = ViewImageConfig.iPad9_7(.landscape)
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { TabletModel.mini.config(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { TabletModel.mini.config(orientation) }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { TabletModel.ten2.config(orientation) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { TabletModel.ten2.config(orientation) }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { TabletModel.pro10_5.config(orientation) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { TabletModel.pro10_5.config(orientation) }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { TabletModel.pro11.config(orientation) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { TabletModel.pro11.config(orientation) }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { TabletModel.pro12_9.config(orientation) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { TabletModel.pro12_9.config(orientation) }
}

extension TraitCollection {
    public static let iPadMini = TabletModel.regular
    public static let iPadMini_Compact_SplitView = TabletModel.compactSplit
    public static let iPad9_7 = TabletModel.regular
    public static let iPad9_7_Compact_SplitView = TabletModel.compactSplit
    public static let iPad10_2 = TabletModel.regular
    public static let iPad10_2_Compact_SplitView = TabletModel.compactSplit
    public static let iPadPro10_5 = TabletModel.regular
    public static let iPadPro10_5_Compact_SplitView = TabletModel.compactSplit
    public static let iPadPro11 = TabletModel.regular
    public static let iPadPro11_Compact_SplitView = TabletModel.compactSplit
    public static let iPadPro12_9 = TabletModel.regular
    public static let iPadPro12_9_Compact_SplitView = TabletModel.compactSplit
}
