"""What the surface report measures: UIKit's types that view code touches, and how a member of
ours is matched to UIKit's."""

# UIKit's (and Core Animation's) types, in the report's order. Each counts the members it declares
# itself; an inherited member is counted once, on the class that declares it.
TYPES = [
    'UIResponder', 'UIView', 'UIControl', 'UIButton', 'UILabel', 'UIImageView', 'UITextField',
    'UITextView', 'UIScrollView', 'UITableView', 'UITableViewCell', 'UICollectionView',
    'UICollectionViewCell', 'UIStackView', 'UISwitch', 'UISlider', 'UISegmentedControl',
    'UIActivityIndicatorView', 'UIProgressView', 'UIPageControl', 'UIRefreshControl',
    'UIViewController', 'UINavigationController', 'UITabBarController', 'UIPageViewController',
    'UIGestureRecognizer', 'UITapGestureRecognizer', 'UIPanGestureRecognizer',
    'UILongPressGestureRecognizer', 'UISwipeGestureRecognizer', 'UIPinchGestureRecognizer',
    'UIRotationGestureRecognizer', 'UIScreenEdgePanGestureRecognizer',
    'UIBarButtonItem', 'UINavigationBar', 'UITabBar',
    'UIApplication', 'UIScreen', 'UIDevice', 'UIPasteboard', 'UIFeedbackGenerator',
    'UIImpactFeedbackGenerator', 'UINotificationFeedbackGenerator', 'UISelectionFeedbackGenerator',
    'UIFont', 'UIColor', 'UIImage', 'UITraitCollection', 'NSLayoutConstraint',
    'NSAttributedString.Key', 'NSUnderlineStyle', 'NSParagraphStyle', 'NSMutableParagraphStyle',
    'CALayer', 'CAShapeLayer', 'CAGradientLayer', 'UIBezierPath',
]

# Types a dump names by their Objective-C typedef (UIKit) or by a nested name without its outer
# type (an extension of Foundation's type on Linux) rather than their Swift path.
USR_NAMES = {'c:@T@NSAttributedStringKey': 'NSAttributedString.Key',
             's:10Foundation18NSAttributedStringC3KeyV': 'NSAttributedString.Key'}


def walk(node, parents=()):
    """Every node of a swift-api-digester dump with the names of the nodes above it."""
    yield node, list(parents)
    for child in node.get('children', []):
        yield from walk(child, parents + (node.get('name', ''),))


def type_name(node, parents):
    """The dotted name of a type declaration, as the report spells it."""
    if node.get('usr') in USR_NAMES:
        return USR_NAMES[node['usr']]
    outer = [p for p in parents[1:] if p]
    return '.'.join(outer + [node['name']])
