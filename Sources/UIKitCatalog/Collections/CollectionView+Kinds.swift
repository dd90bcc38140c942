import AutoLayout
import Foundation

extension CollectionView {
    /// The direction a layout lays sections out in (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    /// What a layout attributes' element is (UIKit's `UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }
}
