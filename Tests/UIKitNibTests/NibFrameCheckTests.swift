import Foundation
import Testing
import AutoLayout
@testable import UIKitNib

@MainActor @Suite(.serialized) struct NibFrameCheckTests {
    private func document(_ name: String) throws -> NibDocument {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Documents")
        return try NibDocument(contentsOfFile: folder.appendingPathComponent(name).path)
    }

    @Test func aStoryboardsStoredFramesAreItsLayoutHere() throws {
        let check = NibFrameCheck(document: try document("Scenes.storyboard"))
        // The home scene under a simulated navigation bar: the banner and the table; the prototype's
        // dot is not in a scene's view (a prototype is laid out when dequeued).
        #expect(check.entries.map(\.id) == ["ban-00-001", "tbl-00-001"])
        #expect(check.entries.allSatisfy { $0.matches() })
        #expect(check.roots.map(\.id) == ["home-00-01", "det-00-001"])
    }

    @Test func aXibsFramesAreComparedWithPlaceholdersKeptAndTextApart() throws {
        let check = NibFrameCheck(document: try document("Card.xib"))
        #expect(check.entries.map(\.id) == ["img-00-001", "lbl-00-001", "btn-00-001", "div-00-001"])
        #expect(check.entries.map(\.dependsOnText) == [false, true, true, false])
        #expect(check.entries[0].matches())
        // At design time the placeholder height (30) stands beside the real one (1): they conflict,
        // and the divider's stored frame is the real one's.
        let divider = check.entries[3]
        #expect(divider.stored == CGRect(x: 0, y: 199, width: 320, height: 1))
    }

    @Test func misplacedViewsAreSkipped() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/>
                        <subviews>
                            <view id="a" misplaced="YES"><rect key="frame" x="5" y="5" width="10" height="10"/></view>
                            <view id="b"><rect key="frame" x="20" y="20" width="10" height="10"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let check = NibFrameCheck(document: try NibDocument(data: Data(text.utf8), file: "m.xib"))
        #expect(check.skipped == 1)
        #expect(check.entries.map(\.id) == ["b"])
        #expect(check.entries[0].computed == CGRect(x: 20, y: 20, width: 10, height: 10))
    }

    @Test func withXcodesTextSizesTheTextViewsFramesAreLaidOutAsStored() throws {
        let check = NibFrameCheck(document: try document("Card.xib"), textSizes: .stored)
        // The label 100 × 20 at x 16 + 40 + 12 = 68, centred on the avatar: 36 − 20 / 2 = 26;
        // the button 30 high below it.
        #expect(check.entries.map { $0.matches() } == [true, true, true, true])
        #expect(check.entries[1].computed == CGRect(x: 68, y: 26, width: 100, height: 20))
    }

    @Test func aPlaceholderIntrinsicSizeHoldsAtDesignTimeOnly() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="root"><rect key="frame" x="0" y="0" width="200" height="200"/>
                        <subviews>
                            <view id="box" placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="40" translatesAutoresizingMaskIntoConstraints="NO">
                                <rect key="frame" x="10" y="10" width="120" height="40"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let check = NibFrameCheck(document: try NibDocument(data: Data(text.utf8), file: "p.xib"))
        #expect(check.entries.first?.computed == CGRect(x: 10, y: 10, width: 120, height: 40))
        let (objects, _) = LayoutDiagnostics.collect { Nib(data: Data(text.utf8), bundle: nil).instantiate(withOwner: nil) }
        let root = try #require(objects.first as? View)
        root.layoutIfNeeded()
        #expect(root.subviews.first?.frame.size == .zero)  // at run time a plain view has no intrinsic size
    }

    @Test func filesOwnersViewIsLaidOutAsAControllersRoot() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                        <connections><outlet property="view" destination="root" id="o"/></connections>
                    </placeholder>
                    <view id="root"><rect key="frame" x="0" y="0" width="390" height="844"/>
                        <subviews>
                            <view id="box" translatesAutoresizingMaskIntoConstraints="NO">
                                <rect key="frame" x="16" y="47" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
                            <constraint firstItem="box" firstAttribute="width" constant="10" id="w"/>
                            <constraint firstItem="box" firstAttribute="height" constant="10" id="h"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let check = NibFrameCheck(document: try NibDocument(data: Data(text.utf8), file: "o.xib"))
        // A controller's root on a 390 × 844 screen: the system's minimum margin at the side (16),
        // none above the safe area's 47.
        #expect(check.entries.first?.computed == CGRect(x: 16, y: 47, width: 10, height: 10))
    }
}
