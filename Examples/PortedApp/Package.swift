// swift-tools-version:6.1
// An iOS app's view files (App/), unedited, compiled and tested on Linux through the port plugin:
// the setup the README gives for your own app. It is a package of its own because SwiftPM builds a
// build-tool plugin's tool (here swift-syntax) for every build of the package that applies it.
// It takes swift-masonry with the trait `MainActorViews`, as an app does: views, controllers and
// constraints are then the main actor's, as UIKit's are.
//
//   swift test --package-path Examples/PortedApp
import PackageDescription

let package = Package(
    name: "PortedApp",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [.package(name: "swift-masonry", path: "../..", traits: ["MainActorViews"])],
    targets: [
        .testTarget(
            name: "PortedAppTests",
            dependencies: [.product(name: "UIKitLayout", package: "swift-masonry")],
            exclude: ["masonry-port.json"],
            plugins: [.plugin(name: "MasonryPortPlugin", package: "swift-masonry")]),
    ],
    swiftLanguageModes: [.v6]
)
