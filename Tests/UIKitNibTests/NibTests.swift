import Foundation
import Testing
@_spi(MasonryPort) import UIKitRuntime
import AutoLayout
import UIKitCatalog
@testable import UIKitNib

/// The folder of this suite's own documents, which `Nib` and `Storyboard` search.
func useTestDocuments() {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Documents").path
    if !Nib.resourceFolders.contains(folder) { Nib.resourceFolders.append(folder) }
    if !Nib.modules.contains("UIKitNibTests") { Nib.modules.append("UIKitNibTests") }
    // What the port generates for these classes' @IBOutlet properties and action methods.
    KeyValueDispatch.register("UIKitNibTests") { target, key, value in
        switch (target, key) {
        case (let owner as CardOwner, "titleLabel"): owner.titleLabel = value as? Label
        case (let owner as CardOwner, "avatarView"): owner.avatarView = value as? AvatarView
        case (let home as HomeController, "tableView"): home.tableView = value as? TableView
        case (let greeting as GreetingController, "messageLabel"): greeting.messageLabel = value as? Label
        default: return false
        }
        return true
    }
    SelectorDispatch.register("UIKitNibTests") { target, name, arguments in
        guard let owner = target as? CardOwner, name == "follow:" else { return false }
        if let arguments { owner.follows.append(arguments.first.flatMap { $0 }.map { "\(type(of: $0))" } ?? "nil") }
        return true
    }
}

/// A xib's File's Owner, with outlets and an action.
final class CardOwner: NSObject {
    var titleLabel: Label! { didSet { outletsSet.append("titleLabel") } }
    var avatarView: AvatarView?
    var outletsSet: [String] = []
    var follows: [String] = []
}

/// An app's own view class, named by the document.
final class CardView: View {
    // Written only by this suite, which runs its tests one at a time.
    nonisolated(unsafe) static var awakened: [String] = []
    var madeWithCoder = false
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        // `super.init(coder:)` has decoded the subviews already, as UIKit's does.
        madeWithCoder = subviews.count == 4
    }
    override init(frame: CGRect) { super.init(frame: frame) }
    override func awakeFromNib() {
        super.awakeFromNib()
        CardView.awakened.append("card with \(subviews.count) subviews")
    }
}

/// A program's own stand-in for WebKit's view, which nibs name by its element.
final class WKWebView: View {}

/// An app's own image view class.
final class AvatarView: ImageView {
    override func awakeFromNib() {
        super.awakeFromNib()
        CardView.awakened.append("avatar")
    }
}

@MainActor @Suite(.serialized) struct NibTests {
    init() { useTestDocuments() }

    @Test func aXibMakesItsObjectsThroughTheAppsClassesWithItsAttributes() throws {
        CardView.awakened = []
        let owner = CardOwner()
        let objects = Nib(nibName: "Card", bundle: nil).instantiate(withOwner: owner)
        #expect(objects.count == 2)  // the view and the gesture recognizer
        let card = try #require(objects.first as? CardView)
        #expect(card.madeWithCoder)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(card.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(card.layer.cornerRadius == 12)  // a runtime attribute
        #expect(card.backgroundColor == Color(white: 1, alpha: 1))  // the system colour's recorded value
        let label = try #require(card.subviews[1] as? Label)
        #expect(label.text == "Ada & Grace")
        #expect(label.numberOfLines == 2)
        #expect(label.font == Font.boldSystemFont(ofSize: 15))
        #expect(label.textColor == Color(red: 1, green: 0.5, blue: 0, alpha: 1))  // the named colour's recorded value
        let button = try #require(card.subviews[2] as? Button)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Follow")
        let avatar = try #require(card.subviews[0] as? AvatarView)
        #expect(avatar.image?.size == CGSize(width: 80, height: 80))  // the size the document records
        // Outlets set through the port's setters, `didSet` running; awakeFromNib in the order made.
        #expect(owner.titleLabel === label)
        #expect(owner.avatarView === avatar)
        #expect(owner.outletsSet == ["titleLabel"])
        #expect(CardView.awakened == ["card with 4 subviews", "avatar"])
    }

    @Test func constraintsLayOutAsTheDocumentSaysAndPlaceholdersAreDropped() throws {
        let card = try #require(Nib(nibName: "Card", bundle: nil).instantiate(withOwner: CardOwner()).first as? View)
        card.layoutIfNeeded()
        let (avatar, label, button, divider) = (card.subviews[0], card.subviews[1], card.subviews[2], card.subviews[3])
        #expect(avatar.frame == CGRect(x: 16, y: 16, width: 40, height: 40))  // width 40, height by the 1:1 ratio
        #expect(label.frame.minX == 68)  // 16 + 40 + 12
        #expect(label.frame.midY == 36)  // the avatar's centre: 16 + 40 / 2
        #expect(button.frame.minY == 68)  // 16 + 40 + 12
        #expect(button.frame.width == 288)  // 320 − 16 − 16: the trailing constraint (750) beats hugging (250)
        #expect(divider.frame == CGRect(x: 0, y: 199, width: 320, height: 1))  // the 30-point placeholder is gone
        #expect(divider.constraints.count == 1)
    }

    @Test func actionsReachTheOwnerThroughSelectorDispatch() throws {
        let owner = CardOwner()
        let objects = Nib(nibName: "Card", bundle: nil).instantiate(withOwner: owner)
        let card = try #require(objects.first as? View)
        let button = try #require(card.subviews[2] as? Button)
        button.sendActions(for: .touchUpInside)
        #expect(owner.follows == ["Button"])
        let tap = try #require(objects.last as? TapGestureRecognizer)
        #expect(tap.view == nil)  // not attached: the document attaches it to no view
    }

    @Test func whatCannotLoadIsWarnedAboutWithItsPlace() {
        let nib = Nib(data: Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="v1" customClass="NoSuchView">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <subviews>
                            <mapView id="m1"/>
                            <view id="v2">
                                <constraints>
                                    <constraint firstItem="nowhere" firstAttribute="top" id="c1"/>
                                </constraints>
                            </view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """.utf8), bundle: nil)
        let objects = nib.instantiate(withOwner: nil)
        #expect(objects.count == 1)
        #expect(nib.warnings.map(\.description) == [
            "<data>:3:9: warning: custom class NoSuchView not found in this program; made as View",
            "<data>:6:17: warning: <mapView> (MKMapView) is not available here; drawn as a UIView",
            "<data>:9:25: warning: a constraint names nowhere, which is no view or layout guide of the document; skipped",
        ])
    }

    @Test func aMissingOrMalformedNibGivesNoObjectsAndSaysWhy() {
        let (objects, diagnostics) = LayoutDiagnostics.collect { Nib(nibName: "Nowhere", bundle: nil).instantiate(withOwner: nil) }
        #expect(objects.isEmpty)
        #expect(diagnostics.first?.message.hasPrefix("UINib could not load: Nowhere.xib:1:1: error: no Nowhere.xib in the bundle or in Nib.resourceFolders") == true)
        let broken = Nib(data: Data("<document>\n<objects>\n</document>".utf8), bundle: nil)
        let (none, _) = LayoutDiagnostics.collect { broken.instantiate(withOwner: nil) }
        #expect(none.isEmpty)
        #expect(broken.warnings.map(\.description) == ["<data>:3:1: error: </document> closes <objects>, opened at 2:1"])
    }

    @Test func aTableMakesCellsFromARegisteredNib() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let nib = Nib(data: Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <tableViewCell id="cell" reuseIdentifier="Other">
                        <rect key="frame" x="0" y="0" width="320" height="60"/>
                        <tableViewCellContentView key="contentView" id="content">
                            <rect key="frame" x="0" y="0" width="320" height="60"/>
                            <subviews>
                                <view id="badge" translatesAutoresizingMaskIntoConstraints="NO">
                                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                                </view>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """.utf8), bundle: nil)
        table.register(nib, forCellReuseIdentifier: "Row")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "Row"))
        #expect(cell.reuseIdentifier == "Row")  // the identifier registered, as UIKit's
        #expect(cell.frame.height == 60)
        #expect(cell.contentView.subviews.count == 1)
    }

    @Test func sizeClassVariationsResolveForAPhoneInPortrait() throws {
        let nib = Nib(data: Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="root">
                        <rect key="frame" x="0" y="0" width="300" height="300"/>
                        <subviews>
                            <view id="phone" translatesAutoresizingMaskIntoConstraints="NO"/>
                            <view id="pad"/>
                            <label id="title" text="T">
                                <fontDescription key="fontDescription" type="system" pointSize="30"/>
                                <variation key="widthClass=compact">
                                    <fontDescription key="fontDescription" type="system" pointSize="11"/>
                                </variation>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="phone" firstAttribute="width" constant="10" id="w">
                                <variation key="heightClass=regular-widthClass=compact" constant="40"/>
                                <variation key="heightClass=regular-widthClass=regular" constant="500"/>
                            </constraint>
                            <constraint firstItem="phone" firstAttribute="height" constant="20" id="h"/>
                            <constraint firstItem="phone" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                            <constraint firstItem="phone" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                            <constraint firstItem="phone" firstAttribute="height" constant="90" id="padOnly"/>
                        </constraints>
                        <variation key="default">
                            <mask key="subviews"><exclude reference="pad"/></mask>
                            <mask key="constraints"><exclude reference="padOnly"/></mask>
                        </variation>
                        <variation key="widthClass=regular">
                            <mask key="subviews"><include reference="pad"/></mask>
                            <mask key="constraints"><include reference="padOnly"/></mask>
                        </variation>
                    </view>
                </objects>
            </document>
            """.utf8), bundle: nil)
        let root = try #require(nib.instantiate(withOwner: nil).first as? View)
        root.layoutIfNeeded()
        #expect(root.subviews.count == 2)  // the regular-width view is left out
        #expect(root.subviews[0].frame.size == CGSize(width: 40, height: 20))  // compact width, regular height
        #expect((root.subviews[1] as? Label)?.font.pointSize == 11)
        #expect(nib.warnings.isEmpty)
    }

    @Test func aFrameworksViewIsTheProgramsClassOfThatNameWhenItHasOne() throws {
        let nib = Nib(data: Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="root">
                        <subviews>
                            <wkWebView id="web"/>
                            <mapView id="map"/>
                        </subviews>
                    </view>
                </objects>
            </document>
            """.utf8), bundle: nil)
        let root = try #require(nib.instantiate(withOwner: nil).first as? View)
        #expect(root.subviews.first is WKWebView)  // so an outlet typed WKWebView is set
        #expect(type(of: root.subviews[1]) == View.self)
        #expect(nib.warnings.map(\.message) == ["<mapView> (MKMapView) is not available here; drawn as a UIView"])
    }

    @Test func aTableMakesHeadersFromARegisteredNib() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(Nib(data: Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <tableViewHeaderFooterView id="header"><rect key="frame" x="0" y="0" width="320" height="40"/></tableViewHeaderFooterView>
                </objects>
            </document>
            """.utf8), bundle: nil), forHeaderFooterViewReuseIdentifier: "Header")
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Header"))
        #expect(header.reuseIdentifier == "Header")
        #expect(header.frame.height == 40)
    }
}
