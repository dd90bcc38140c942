import Foundation

/// A coder holding one archived view (an element of a nib or storyboard): `View.init(coder:)`
/// hands it the view being made, before the subclass's own `init(coder:)` body runs, as UIKit's
/// `initWithCoder:` decodes before returning to the subclass.
///
/// The engine knows nothing of nib files; a reader implements this (`UIKitNib`'s coder).
public protocol ViewArchiveCoder: AnyObject {
    /// Sets `view`'s archived properties, subviews and constraints.
    func decodeArchivedState(of view: View)
}
