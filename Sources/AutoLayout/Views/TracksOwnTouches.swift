import Foundation

/// A view that follows its own touches, as a control does: a scroll view's drag that starts on
/// one leaves it its touches (`ScrollView.touchesShouldCancel(in:)`). Controls, declared above
/// this module, take it on.
package protocol TracksOwnTouches: AnyObject {}
