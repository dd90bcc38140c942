import AutoLayout
import UIKitCatalog
import UIKitRuntime

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The classes Interface Builder's elements stand for.
enum NibClasses {
    /// Each view element's class.
    static let viewClasses: [String: View.Type] = [
        "view": View.self, "label": Label.self, "button": Button.self, "imageView": ImageView.self,
        "stackView": StackView.self, "scrollView": ScrollView.self, "textField": TextField.self,
        "textView": TextView.self, "tableView": TableView.self, "tableViewCell": TableViewCell.self,
        "collectionView": CollectionView.self, "collectionViewCell": CollectionViewCell.self,
        "collectionReusableView": CollectionReusableView.self, "switch": Switch.self, "slider": Slider.self,
        "segmentedControl": SegmentedControl.self, "activityIndicatorView": ActivityIndicatorView.self,
        "progressView": ProgressView.self, "pageControl": PageControl.self, "datePicker": DatePicker.self,
        "pickerView": PickerView.self, "searchBar": SearchBar.self, "stepper": Stepper.self,
        "navigationBar": NavigationBar.self, "tabBar": TabBar.self, "toolbar": Toolbar.self,
        "visualEffectView": VisualEffectView.self, "containerView": View.self, "control": Control.self,
        "tableViewHeaderFooterView": TableViewHeaderFooterView.self,
    ]

    /// View elements of other frameworks (MapKit, WebKit, SceneKit …): made as plain views, so
    /// that their frames and constraints still lay out.
    static let unsupportedViews: [String: View.Type] = [
        "mapView": View.self, "wkWebView": View.self, "webView": View.self, "sceneKitView": View.self,
        "arscnView": View.self, "arskView": View.self, "skView": View.self, "glkView": View.self,
        "mtkView": View.self, "mapTypeSwitcher": View.self, "imageViewLegacy": View.self,
    ]

    /// The framework class each unsupported element stands for, for warnings.
    static let unsupportedNames: [String: String] = [
        "mapView": "MKMapView", "wkWebView": "WKWebView", "webView": "UIWebView", "sceneKitView": "SCNView",
        "arscnView": "ARSCNView", "arskView": "ARSKView", "skView": "SKView", "glkView": "GLKView", "mtkView": "MTKView",
    ]

    /// Each controller element's class.
    static let controllerClasses: [String: ViewController.Type] = [
        "viewController": ViewController.self, "tableViewController": TableViewController.self,
        "collectionViewController": CollectionViewController.self,
        "navigationController": NavigationController.self, "tabBarController": TabBarController.self,
        "pageViewController": PageViewController.self, "splitViewController": SplitViewController.self,
    ]
}
