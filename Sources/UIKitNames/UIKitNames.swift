/// UIKitNames: UIKit's, Core Graphics' and Core Animation's names for this package's types, and
/// no others, so that an app's file importing it (the port plugin makes `import UIKit` this)
/// leaves the app's own `Button` or `View` unambiguous beside another library's.
///
/// There is no module named `UIKit` on Linux: `canImport(UIKit)` would then be true in every
/// target of the build, and packages that mean Apple's UIKit by it (swift-snapshot-testing among
/// them) would compile their UIKit code here.

@_exported import Foundation  // as `import UIKit` brings it
@_exported import struct AutoLayout.CGAffineTransform
@_exported import class AutoLayout.CGPath
@_exported import class AutoLayout.CGMutablePath
@_exported import struct AutoLayout.CGPathElement
@_exported import enum AutoLayout.CGPathElementType
@_exported import enum AutoLayout.CGPathFillRule
@_exported import enum AutoLayout.CGPathDrawingMode
@_exported import enum AutoLayout.CGLineCap
@_exported import enum AutoLayout.CGLineJoin
@_exported import struct AutoLayout.CATransform3D
@_exported import var AutoLayout.CATransform3DIdentity
@_exported import func AutoLayout.CATransform3DIsIdentity
@_exported import func AutoLayout.CATransform3DEqualToTransform
@_exported import func AutoLayout.CATransform3DMakeTranslation
@_exported import func AutoLayout.CATransform3DMakeScale
@_exported import func AutoLayout.CATransform3DMakeRotation
@_exported import func AutoLayout.CATransform3DConcat
@_exported import func AutoLayout.CATransform3DTranslate
@_exported import func AutoLayout.CATransform3DScale
@_exported import func AutoLayout.CATransform3DRotate
@_exported import func AutoLayout.CATransform3DMakeAffineTransform
#if !canImport(ObjectiveC)
@_exported import class AutoLayout.NSUserActivity
@_exported import class AutoLayout.UndoManager
#endif
@_exported import func AutoLayout.CATransform3DIsAffine
@_exported import func AutoLayout.CATransform3DGetAffineTransform
@_exported import func AutoLayout.CATransform3DInvert
@_exported import func AutoLayout.CACurrentMediaTime
@_exported import typealias AutoLayout.CFTimeInterval
@_exported import struct AutoLayout.Selector
@_exported import enum AutoLayout.NSWritingDirection
@_exported import class UIKitRuntime.CADisplayLink
@_exported import class AutoLayout.CGContext
@_exported import struct AutoLayout.CGVector
@_exported import class AutoLayout.CGImage
@_exported import enum AutoLayout.CGBlendMode
@_exported import func AutoLayout.UIGraphicsGetCurrentContext
@_exported import func AutoLayout.UIGraphicsPushContext
@_exported import func AutoLayout.UIGraphicsPopContext
@_exported import func UIKitRuntime.UIGraphicsBeginImageContext
@_exported import func UIKitRuntime.UIGraphicsBeginImageContextWithOptions
@_exported import func UIKitRuntime.UIGraphicsGetImageFromCurrentImageContext
@_exported import func UIKitRuntime.UIGraphicsEndImageContext
@_exported import struct UIKitRuntime.CAFrameRateRange
import Masonry
import UIKitRuntime
import UIKitCatalog
import UIKitNib

/// The type `#colorLiteral(…)` makes where nothing else is asked for, as in UIKit.
public typealias _ColorLiteralType = Color
/// The type `#imageLiteral(resourceName:)` makes where nothing else is asked for, as in UIKit.
public typealias _ImageLiteralType = Image

public typealias UIResponder = Responder
public typealias UIKeyModifierFlags = KeyModifierFlags
public typealias UIApplication = Application
public typealias UIScreenMode = ScreenMode
public typealias UICoordinateSpace = CoordinateSpace
public typealias UIScreenReferenceDisplayModeStatus = ReferenceDisplayModeStatus
public typealias UIPasteboard = Pasteboard
public typealias UIFeedbackGenerator = FeedbackGenerator
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator
public typealias UIApplicationDelegate = ApplicationDelegate
public typealias UIBackgroundTaskIdentifier = BackgroundTaskIdentifier
public typealias UIBackgroundRefreshStatus = BackgroundRefreshStatus
public typealias UIStatusBarAnimation = StatusBarAnimation
public typealias UIInterfaceOrientation = InterfaceOrientation
public typealias UIView = View
public typealias UITouch = Touch
public typealias UIEvent = Event
public typealias UILabel = Label
public typealias UIButton = Button
public typealias UIImageView = ImageView
public typealias UIImage = Image
public typealias UIScrollView = ScrollView
public typealias UIStackView = StackView
public typealias UIViewController = ViewController
public typealias UIStoryboardSegue = StoryboardSegue
public typealias UILayoutGuide = LayoutGuide
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
public typealias UITableViewCell = TableViewCell
public typealias UICellConfigurationState = CellConfigurationState
public typealias UIBackgroundConfiguration = BackgroundConfiguration
public typealias UICellConfigurationDragState = CellDragState
public typealias UICollectionViewCell = CollectionViewCell
public typealias UITextField = TextField
public typealias UITextView = TextView
public typealias NSLineBreakMode = LineBreakMode
public typealias NSLayoutConstraint = LayoutConstraint
public typealias UILayoutPriority = LayoutPriority
public typealias NSLayoutAnchor = LayoutAnchor
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
public typealias UIEdgeInsets = EdgeInsets
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias UIFont = Font
public typealias UIColor = Color
public typealias NSTextAlignment = TextAlignment
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
public typealias UISemanticContentAttribute = SemanticContentAttribute
public typealias CALayer = Layer

extension LayoutConstraint {
    /// `NSLayoutConstraint.Attribute`.
    public typealias Attribute = LayoutAttribute
    /// `NSLayoutConstraint.Relation`.
    public typealias Relation = LayoutRelation
    /// `NSLayoutConstraint.Axis`.
    public typealias Axis = LayoutAxis
}

public typealias UIControl = Control
public typealias UIAction = Action
public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UISwitch = Switch
public typealias UIActivityIndicatorView = ActivityIndicatorView
public typealias UISlider = Slider
public typealias UIProgressView = ProgressView
public typealias UISegmentedControl = SegmentedControl
public typealias UIPageControl = PageControl
public typealias UIRefreshControl = RefreshControl
public typealias UIVisualEffectView = VisualEffectView
public typealias UIVisualEffect = VisualEffect
public typealias UIBlurEffect = BlurEffect
public typealias UIVibrancyEffect = VibrancyEffect
public typealias UIFontMetrics = FontMetrics
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UITextFieldDelegate = TextFieldDelegate
public typealias UITextViewDelegate = TextViewDelegate
public typealias UIKeyboardType = KeyboardType
public typealias UIKeyboardAppearance = KeyboardAppearance
public typealias UIReturnKeyType = ReturnKeyType
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
public typealias UITextAutocorrectionType = TextAutocorrectionType
public typealias UITextSpellCheckingType = TextSpellCheckingType
public typealias UITextContentType = TextContentType
public typealias UITableView = TableView
public typealias UITableViewController = TableViewController
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
public typealias UICollectionView = CollectionView
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionReusableView = CollectionReusableView
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDelegate = CollectionViewDelegate
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
public typealias UINavigationController = NavigationController
public typealias UINavigationBar = NavigationBar
public typealias UINavigationBarDelegate = NavigationBarDelegate
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
public typealias UIBarAppearance = BarAppearance
public typealias UINavigationBarAppearance = NavigationBarAppearance
public typealias UITabBarAppearance = TabBarAppearance
public typealias UIToolbarAppearance = ToolbarAppearance
public typealias UIBarButtonItemAppearance = BarButtonItemAppearance
public typealias UIBarButtonItemStateAppearance = BarButtonItemStateAppearance
public typealias UITabBarItemAppearance = TabBarItemAppearance
public typealias UITabBarItemStateAppearance = TabBarItemStateAppearance
public typealias UIBarStyle = BarStyle
public typealias UIBarMetrics = BarMetrics
public typealias UIBarPosition = BarPosition
public typealias UIOffset = Offset
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
public typealias UITableViewDataSourcePrefetching = TableViewDataSourcePrefetching
public typealias UINavigationItem = NavigationItem
public typealias UIBarButtonItem = BarButtonItem
public typealias UIStatusBarStyle = StatusBarStyle
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
public typealias UIModalPresentationStyle = ModalPresentationStyle
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
public typealias UIViewControllerTransitionCoordinatorContext = TransitionCoordinatorContext
public typealias UIWindow = Window
public typealias UIMenu = Menu
public typealias UIMenuElement = MenuElement
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
public typealias UIContextMenuInteraction = ContextMenuInteraction
public typealias UIContextMenuInteractionDelegate = ContextMenuInteractionDelegate
public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating
public typealias UIContextMenuActionProvider = ContextMenuConfiguration.ActionProvider
public typealias UIContextMenuContentPreviewProvider = ContextMenuConfiguration.PreviewProvider
public typealias UITargetedPreview = TargetedPreview
public typealias UIToolTipInteraction = ToolTipInteraction
public typealias UIBehavioralStyle = BehavioralStyle
public typealias UIPointerEffect = PointerEffect
public typealias UIPointerHighlightEffect = PointerHighlightEffect
public typealias UIPointerLiftEffect = PointerLiftEffect
public typealias UIPointerHoverEffect = PointerHoverEffect
public typealias UIPointerShape = PointerShape
public typealias UIPointerStyle = PointerStyle
public typealias NSTextContainer = TextContainer
public typealias UIDataDetectorTypes = TextView.DataDetectorTypes
public typealias UIBaselineAdjustment = Label.BaselineAdjustment
public typealias CALayerContentsFilter = Layer.ContentsFilter
public typealias UISearchController = SearchController
public typealias UISearchResultsUpdating = SearchResultsUpdating
public typealias UITabBarController = TabBarController
public typealias UIPageViewController = PageViewController
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
public typealias UIStepper = Stepper
public typealias UISearchBar = SearchBar
public typealias UIToolbar = Toolbar
public typealias UITabBar = TabBar
public typealias UITabBarDelegate = TabBarDelegate
public typealias UIDatePicker = DatePicker
public typealias UIPickerView = PickerView
public typealias UIAlertController = AlertController
public typealias UIAlertAction = AlertAction
public typealias UITraitCollection = TraitCollection
public typealias UIUserInterfaceStyle = UserInterfaceStyle
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
public typealias UIAccessibilityContrast = AccessibilityContrast
public typealias UIUserInterfaceLevel = UserInterfaceLevel
public typealias UILegibilityWeight = LegibilityWeight
public typealias UIDisplayGamut = DisplayGamut
public typealias UIForceTouchCapability = ForceTouchCapability
public typealias UIUserInterfaceActiveAppearance = UserInterfaceActiveAppearance
public typealias UINSToolbarItemPresentationSize = ToolbarItemPresentationSize
public typealias UIAccessibilityTraits = AccessibilityTraits
public typealias UIBezierPath = BezierPath
public typealias UIRectCorner = RectCorner
public typealias CACornerMask = Layer.CornerMask
public typealias CALayerCornerCurve = Layer.CornerCurve
public typealias CAGradientLayer = GradientLayer
public typealias CAGradientLayerType = GradientLayer.GradientType
public typealias CAShapeLayer = ShapeLayer
public typealias CAShapeLayerFillRule = ShapeLayer.FillRule
public typealias CAShapeLayerLineCap = ShapeLayer.LineCap
public typealias CAShapeLayerLineJoin = ShapeLayer.LineJoin
public typealias CALayerDelegate = LayerDelegate
public typealias CAAction = LayerAction
public typealias CAEdgeAntialiasingMask = Layer.EdgeAntialiasingMask
public typealias CALayerContentsGravity = Layer.ContentsGravity
public typealias CALayerContentsFormat = Layer.ContentsFormat
public typealias CAAnimation = LayerAnimation
public typealias CAAnimationDelegate = LayerAnimationDelegate
public typealias CAPropertyAnimation = PropertyAnimation
public typealias CABasicAnimation = BasicAnimation
public typealias CAKeyframeAnimation = KeyframeAnimation
public typealias CASpringAnimation = SpringAnimation
public typealias CAAnimationGroup = AnimationGroup
public typealias CATransition = LayerTransition
public typealias CATransitionType = TransitionType
public typealias CATransitionSubtype = TransitionSubtype
public typealias CAAnimationCalculationMode = AnimationCalculationMode
public typealias CAAnimationRotationMode = AnimationRotationMode
public typealias CAMediaTimingFunction = MediaTimingFunction
public typealias CAMediaTimingFunctionName = MediaTimingFunctionName
public typealias CAMediaTimingFillMode = MediaTimingFillMode
public typealias CATransaction = LayerTransaction
public typealias UITabBarItem = TabBarItem
public typealias UIBarItem = BarItem
public typealias UIRectEdge = RectEdge
public typealias UIContentConfiguration = ContentConfiguration
public typealias UIContentView = ContentView
public typealias UIContentSizeCategory = ContentSizeCategory
public typealias UIListContentConfiguration = ListContentConfiguration

// SnapKit's type names are in SnapKitTypes.swift.

public typealias UIScreen = Screen
public typealias UILayoutSupport = LayoutSupport
public typealias UIDevice = Device
public typealias UIDeviceOrientation = DeviceOrientation
public typealias UIAppearance = Appearance
public typealias UIAppearanceContainer = AppearanceContainer

/// The kind of interface the device has (UIKit's macro, `UIDevice.current.userInterfaceIdiom`).
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom { Device.current.userInterfaceIdiom }
public typealias UIScene = Scene
public typealias UIWindowScene = WindowScene
public typealias UISceneSession = SceneSession
public typealias UISceneConfiguration = SceneConfiguration
public typealias UISceneDelegate = SceneDelegate
public typealias UIWindowSceneDelegate = WindowSceneDelegate
public typealias UIStatusBarManager = StatusBarManager
public typealias UIOpenURLContext = Scene.OpenURLContext
public typealias UISceneSizeRestrictions = WindowScene.SizeRestrictions
public typealias UISceneDestructionRequestOptions = SceneDestructionRequestOptions
public typealias UISceneError = SceneError
public typealias UIPress = Press
public typealias UIPressesEvent = PressesEvent
public typealias UIKey = Key
public typealias UIKeyboardHIDUsage = KeyboardHIDUsage
public typealias UITextInputMode = TextInputMode
public typealias UIEditingInteractionConfiguration = EditingInteractionConfiguration
public typealias UIApplicationShortcutItem = ShortcutItem
public typealias UIMutableApplicationShortcutItem = MutableShortcutItem
public typealias UIApplicationShortcutIcon = ShortcutIcon
public typealias UIContextualAction = ContextualAction
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
public typealias UICollectionViewController = CollectionViewController
public typealias UIInteraction = Interaction
public typealias UIMotionEffect = MotionEffect
public typealias UIInterpolatingMotionEffect = InterpolatingMotionEffect
public typealias UIMotionEffectGroup = MotionEffectGroup
public typealias UIFocusGroupPriority = FocusGroupPriority
public typealias UIFocusEffect = FocusEffect
public typealias UIViewPrintFormatter = ViewPrintFormatter
public typealias UITextPosition = TextPosition
public typealias UITextRange = TextRange
public typealias UITextSelectionRect = TextSelectionRect
public typealias UITextLayoutDirection = TextLayoutDirection
public typealias UITextStorageDirection = TextStorageDirection
public typealias UITextInputDelegate = TextInputDelegate
public typealias UIKeyInput = KeyInput
public typealias UITextInput = TextInput
public typealias UITextWritingDirection = NSWritingDirection
public typealias UISearchBarDelegate = SearchBarDelegate
public typealias UIPresentationController = PresentationController
public typealias UISheetPresentationController = SheetPresentationController
public typealias UIPopoverPresentationController = PopoverPresentationController
public typealias UIPopoverArrowDirection = PopoverArrowDirection
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
public typealias UIViewControllerRestoration = ViewControllerRestoration
public typealias UIStoryboardUnwindSegueSource = StoryboardUnwindSegueSource
public typealias UICommand = Command
public typealias UIKeyCommand = KeyCommand
public typealias UIBarButtonItemGroup = BarButtonItemGroup
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
public typealias NSDirectionalRectEdge = DirectionalRectEdge
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
public typealias UIScrollTypeMask = ScrollTypeMask
public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat
public typealias UIGraphicsImageRendererContext = GraphicsImageRendererContext
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
public typealias UICollectionViewCompositionalLayoutSectionProvider = CollectionViewCompositionalLayoutSectionProvider
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior
public typealias UIContentInsetsReference = ContentInsetsReference
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
public typealias NSCollectionLayoutSize = CollectionLayoutSize
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
public typealias NSRectAlignment = RectAlignment
public typealias NSCollectionLayoutItem = CollectionLayoutItem
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
public typealias NSCollectionLayoutGroupCustomItemProvider = CollectionLayoutGroupCustomItemProvider
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
public typealias NSCollectionLayoutSection = CollectionLayoutSection
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
public typealias UIViewAnimating = ViewAnimating
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
public typealias UIViewAnimatingState = ViewAnimatingState
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
public typealias UITimingCurveProvider = TimingCurveProvider
public typealias UITimingCurveType = TimingCurveType
public typealias UICubicTimingParameters = CubicTimingParameters
public typealias UISpringTimingParameters = SpringTimingParameters
public typealias UIActivity = Activity
public typealias UIActivityViewController = ActivityViewController
public typealias CGColor = Color
public typealias UIConfigurationTextAttributesTransformer = ConfigurationTextAttributesTransformer
public typealias UIImageReader = ImageReader
public typealias UISplitViewController = SplitViewController
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
public typealias UINib = Nib
public typealias UIStoryboard = Storyboard
