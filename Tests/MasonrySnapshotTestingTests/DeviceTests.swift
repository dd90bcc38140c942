import MasonrySnapshotTesting
import Testing
import UIKitLayout

/// The devices' screens: sizes in points, safe areas and size classes, in each orientation and
/// split, and how trait collections combine.
@Suite struct DeviceTests {
    @Test func phonesInPortraitHaveTheStatusBarOrTheNotchAbove() {
        #expect(ViewImageConfig.iPhoneSe.size == CGSize(width: 320, height: 568))
        #expect(ViewImageConfig.iPhoneSe.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))  // the status bar
        #expect(ViewImageConfig.iPhone8.size == CGSize(width: 375, height: 667))
        #expect(ViewImageConfig.iPhone8Plus.size == CGSize(width: 414, height: 736))
        #expect(ViewImageConfig.iPhoneX.size == CGSize(width: 375, height: 812))
        #expect(ViewImageConfig.iPhoneX.safeArea == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))  // notch, home indicator
        #expect(ViewImageConfig.iPhoneXsMax.size == CGSize(width: 414, height: 896))
        #expect(ViewImageConfig.iPhoneXr.size == CGSize(width: 414, height: 896))
        #expect(ViewImageConfig.iPhone12.size == CGSize(width: 390, height: 844))
        #expect(ViewImageConfig.iPhone12.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPhone12ProMax.size == CGSize(width: 428, height: 926))
        #expect(ViewImageConfig.iPhone13Mini.size == CGSize(width: 375, height: 812))
        #expect(ViewImageConfig.iPhone13Mini.safeArea == UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        // The Pro models have the screens of the models they extend.
        #expect(ViewImageConfig.iPhone12Pro.size == ViewImageConfig.iPhone12.size)
        #expect(ViewImageConfig.iPhone13.size == ViewImageConfig.iPhone12.size)
        #expect(ViewImageConfig.iPhone13Pro.safeArea == ViewImageConfig.iPhone12.safeArea)
        #expect(ViewImageConfig.iPhone13ProMax.size == ViewImageConfig.iPhone12ProMax.size)
    }

    @Test func phonesInLandscapeTurnTheirSizeAndMoveTheNotchToTheSides() {
        #expect(ViewImageConfig.iPhoneSe(.landscape).size == CGSize(width: 568, height: 320))
        #expect(ViewImageConfig.iPhoneSe(.landscape).safeArea == .zero)  // no status bar in landscape
        #expect(ViewImageConfig.iPhoneX(.landscape).size == CGSize(width: 812, height: 375))
        #expect(ViewImageConfig.iPhoneX(.landscape).safeArea == UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        #expect(ViewImageConfig.iPhone12(.landscape).safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(ViewImageConfig.iPhone13Mini(.landscape).safeArea == UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
        #expect(ViewImageConfig.iPhone12ProMax(.landscape).size == CGSize(width: 926, height: 428))
    }

    @Test func phonesAreCompactButTheLargestAreRegularWideInLandscape() {
        let portrait = ViewImageConfig.iPhone8.traits
        #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
        #expect(portrait.userInterfaceIdiom == .phone)
        #expect(portrait.preferredContentSizeCategory == "UICTContentSizeCategoryM")  // .medium
        #expect(portrait.userInterfaceStyle == .unspecified)
        let small = ViewImageConfig.iPhoneX(.landscape).traits
        #expect(small.horizontalSizeClass == .compact && small.verticalSizeClass == .compact)
        for large in [ViewImageConfig.iPhone8Plus(.landscape), .iPhoneXr(.landscape), .iPhoneXsMax(.landscape),
                      .iPhone12ProMax(.landscape), .iPhone13ProMax(.landscape)] {
            #expect(large.traits.horizontalSizeClass == .regular && large.traits.verticalSizeClass == .compact)
        }
        #expect(UITraitCollection.iPhone8Plus(.landscape) == ViewImageConfig.iPhone8Plus(.landscape).traits)
    }

    @Test func tabletsAreLandscapeByDefaultAndSplitTheScreen() {
        #expect(ViewImageConfig.iPadMini.size == CGSize(width: 1024, height: 768))
        #expect(ViewImageConfig.iPadMini.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(ViewImageConfig.iPad9_7(.portrait).size == CGSize(width: 768, height: 1024))
        #expect(ViewImageConfig.iPad10_2.size == CGSize(width: 1080, height: 810))
        #expect(ViewImageConfig.iPadPro10_5.size == CGSize(width: 1112, height: 834))
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
        #expect(ViewImageConfig.iPadPro11.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(ViewImageConfig.iPadPro12_9.size == CGSize(width: 1366, height: 1024))

        let third = ViewImageConfig.iPadPro11(.landscape(splitView: .oneThird))
        #expect(third.size == CGSize(width: 375, height: 834))
        #expect(third.traits.horizontalSizeClass == .compact && third.traits.verticalSizeClass == .regular)
        #expect(third.traits.userInterfaceIdiom == .pad)
        #expect(ViewImageConfig.iPadMini(.landscape(splitView: .oneHalf)).size == CGSize(width: 507, height: 768))
        #expect(ViewImageConfig.iPadMini(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .compact)
        // Half of the 12.9" screen is wide enough for a regular width; two thirds of a portrait one is not.
        let half = ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf))
        #expect(half.size == CGSize(width: 678, height: 1024))
        #expect(half.traits.horizontalSizeClass == .regular)
        let twoThirds = ViewImageConfig.iPadPro12_9(.portrait(splitView: .twoThirds))
        #expect(twoThirds.size == CGSize(width: 639, height: 1366))
        #expect(twoThirds.traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPad10_2(.landscape(splitView: .twoThirds)).size == CGSize(width: 750, height: 810))
        #expect(ViewImageConfig.iPad10_2(.landscape(splitView: .twoThirds)).traits == UITraitCollection.iPad10_2)
        #expect(ViewImageConfig.iPadPro10_5(.portrait(splitView: .oneThird)).traits == .iPadPro10_5_Compact_SplitView)
    }

    @Test func traitsFromTakesEachTraitFromTheLastCollectionThatSpecifiesIt() {
        let merged = UITraitCollection(traitsFrom: [
            ViewImageConfig.iPadPro11.traits, .init(horizontalSizeClass: .compact), .init(userInterfaceStyle: .dark),
            .init(displayScale: 3), .init(),
        ])
        #expect(merged.horizontalSizeClass == .compact)  // from the second
        #expect(merged.verticalSizeClass == .regular)  // the iPad's: `init(userInterfaceStyle:)` says only the style
        #expect(merged.userInterfaceIdiom == .pad)
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.displayScale == 3)  // `.init()` specifies nothing
        let one = UITraitCollection(verticalSizeClass: .compact)
        #expect(one.horizontalSizeClass == .unspecified && one.displayScale == 0 && one.userInterfaceStyle == .unspecified)
    }
}
