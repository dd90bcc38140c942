import AutoLayout
import Foundation

extension WindowScene {
    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// What a scene is asked to become (UIKit's `UIWindowScene.GeometryPreferences`).
    open class GeometryPreferences: NSObject {}

    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// Where a scene is and which way up (UIKit's `UIWindowScene.Geometry`).
    open class Geometry: NSObject {
        /// The scene's frame on the screen.
        public let systemFrame: CGRect
        /// Which way up the interface is.
        public let interfaceOrientation: InterfaceOrientation
        /// Whether the user is resizing the scene (never: a phone's scenes fill the screen).
        public let isInteractivelyResizing: Bool
        /// The scene's coordinate space.
        public let coordinateSpace: any CoordinateSpace
        init(scene: WindowScene) {
            (systemFrame, interfaceOrientation) = (scene.screen.bounds, scene.interfaceOrientation)
            (isInteractivelyResizing, coordinateSpace) = (false, scene.coordinateSpace)
        }
    }

    /// The scene's geometry now.
    public var effectiveGeometry: Geometry { Geometry(scene: self) }

    /// Asks the scene to take `geometryPreferences`. Asked for orientations that include the
    /// current one, there is nothing to do; asked to turn, the error handler is told the request
    /// is unsupported (UIKit's `geometryRequestUnsupported`): the screen here does not turn.
    public func requestGeometryUpdate(_ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil) {
        if let phone = geometryPreferences as? GeometryPreferences.iOS,
           let mask = phone.interfaceOrientations, mask.contains(InterfaceOrientationMask(interfaceOrientation)) {
            return
        }
        errorHandler?(SceneError(.geometryRequestUnsupported))
    }
}

extension WindowScene.GeometryPreferences {
    /// An iPhone's or iPad's preferences: the orientations the scene may take (UIKit's
    /// `UIWindowScene.GeometryPreferences.iOS`).
    open class iOS: WindowScene.GeometryPreferences {
        /// The orientations the scene may take (nil: any the app supports).
        open var interfaceOrientations: InterfaceOrientationMask?
        /// Preferences of any orientation.
        public override init() { super.init() }
        /// Preferences of `interfaceOrientations`.
        public convenience init(interfaceOrientations: InterfaceOrientationMask) {
            self.init()
            self.interfaceOrientations = interfaceOrientations
        }
    }
}

extension InterfaceOrientationMask {
    /// The mask of one orientation (empty for `.unknown`).
    init(_ orientation: InterfaceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        case .unknown: self = []
        }
    }
}
