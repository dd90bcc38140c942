import AutoLayout
import UIKitRuntime
import Foundation

/// A controller whose view is a collection it feeds (UIKit's `UICollectionViewController`): the
/// collection's data source and delegate is the controller, and subclasses override the methods
/// they answer.
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) {
        ("UICollectionViewController", CollectionViewController.self)
    }

    private let initialLayout: CollectionViewLayout

    /// A controller whose collection lays out with `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout, from a nib where UIKit would load one (none here).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = CollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Made as on iOS without an archive (see `ViewController.init(coder:)`): a flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection, which is the controller's view.
    open var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// The collection's layout (the one the controller was made with until the collection's changes).
    open var collectionViewLayout: CollectionViewLayout { isViewLoaded ? collectionView.collectionViewLayout : initialLayout }

    /// Whether the selected items are deselected each time the view is about to appear.
    open var clearsSelectionOnViewWillAppear = true
    /// Whether pushing a collection controller animates between layouts (kept: pushes show the new view here).
    open var useLayoutToLayoutNavigationTransitions = false
    /// Whether a long press starts moving an item (kept: moves are started by `beginInteractiveMovementForItem(at:)`).
    open var installsStandardGestureForInteractiveMovement = true

    /// Makes the collection, fed by this controller, the screen's size as every controller's view is.
    open override func loadView() {
        if let archived = loadArchivedView() {
            // A storyboard scene's or xib's collection, fed by this controller unless the document connects another.
            view = archived
            if let collection = archived as? CollectionView {
                if collection.dataSource == nil { collection.dataSource = self }
                if collection.delegate == nil { collection.delegate = self }
            }
            return
        }
        let collection = CollectionView(frame: .zero, collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        makeDefaultView(collection)
    }

    /// Deselects the collection's items when `clearsSelectionOnViewWillAppear` says so, as UIKit does.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, isViewLoaded else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: indexPath, animated: animated) }
    }

    // The data source and delegate methods, to override.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    open func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    open func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
    open func scrollViewDidZoom(_ scrollView: ScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
