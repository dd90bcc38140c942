import AutoLayout
import Foundation
import Testing

/// What holds an item without keeping it alive — subviews' superview, constraints' items and
/// holder, guides' owning view — reads nil once the item is gone, as a weak reference would.
@Suite struct ItemReferenceTests {
    /// A type of its own conforming to `LayoutItem`: not a view or guide, so it gets a weak reference.
    private final class Foreign: LayoutItem {}

    @Test func aSubviewOutlivingItsSuperviewHasNone() {
        let child = View()
        do {
            let parent = View()
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        #expect(child.rootView === child)
    }

    @Test func aConstraintOutlivingItsItemsNamesNone() {
        let guide = LayoutGuide()
        var constraint: LayoutConstraint?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), child = View()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            root.addLayoutGuide(guide)
            let made = LayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: root,
                                        attribute: .width, multiplier: 0.5, constant: 0)
            made.isActive = true
            root.layoutIfNeeded()
            #expect(child.frame.width == 50)  // 0.5 × 100
            #expect(made.firstItem === child && made.secondItem === root)
            #expect(guide.owningView === root)
            constraint = made
        }
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.secondItem == nil)
        #expect(guide.owningView == nil)
    }

    @Test func viewsAndGuidesShareOneReferenceToThemselves() {
        let view = View(), guide = LayoutGuide()
        #expect(view.itemReference === view.itemReference)
        #expect(view.itemReference.view === view && view.itemReference.guide == nil)
        #expect(guide.itemReference.guide === guide && guide.itemReference.view == nil)
        #expect(view.itemReference.item === view && guide.itemReference.item === guide)
    }

    @Test func otherItemTypesAreHeldWeakly() {
        var foreign: Foreign? = Foreign()
        let reference = foreign!.itemReference  // safe: just made
        #expect(reference.item === foreign)
        #expect(reference.view == nil && reference.guide == nil)
        foreign = nil
        #expect(reference.item == nil)
    }
}
