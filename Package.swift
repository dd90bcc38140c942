// swift-tools-version:6.1
import PackageDescription

// This package's own code that makes views — examples, benchmarks, tools and tests — takes the
// views' isolation when they have one; the libraries declare theirs.
let viewIsolated: [SwiftSetting] = [
    .unsafeFlags(["-default-isolation", "MainActor"], .when(traits: ["MainActorViews"])),
]

let package = Package(
    name: "swift-masonry",
    // Linux is what CI tests; on Apple's platforms `Mutex` and `Atomic` need these versions.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .executable(name: "masonry", targets: ["masonry"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "UIKitRuntime", targets: ["UIKitRuntime"]),
        .library(name: "UIKitCatalog", targets: ["UIKitCatalog"]),
        .library(name: "Masonry", targets: ["Masonry"]),
        .library(name: "MasonryShorthand", targets: ["MasonryShorthand"]),
        .library(name: "MasonrySnapKit", targets: ["MasonrySnapKit"]),
        .library(name: "MasonryRender", targets: ["MasonryRender"]),
        .library(name: "MasonryLayoutFile", targets: ["MasonryLayoutFile"]),
        .library(name: "UIKitNames", targets: ["UIKitNames"]),
        .library(name: "UIKitNib", targets: ["UIKitNib"]),
        .library(name: "UIKitLayout", targets: ["UIKitLayout"]),
        .library(name: "MasonryFonts", targets: ["MasonryFonts"]),
        .library(name: "MasonryPNG", targets: ["MasonryPNG"]),
        .library(name: "MasonrySnapshotTesting", targets: ["MasonrySnapshotTesting"]),
        .library(name: "MasonryPort", targets: ["MasonryPort"]),
        .executable(name: "masonry-port", targets: ["masonry-port"]),
        .plugin(name: "MasonryPortPlugin", targets: ["MasonryPortPlugin"]),
    ],
    // On by default, as UIKit's isolation is; a server that lays out hierarchies on several
    // threads at once takes the package with `traits: []`.
    traits: [
        .trait(
            name: "MainActorViews",
            description: "Views, controllers, constraints and the engine are isolated to the main actor, as UIKit's are."),
        .default(enabledTraits: ["MainActorViews"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "masonry",
            dependencies: ["MasonryExamples", "MasonryRender", "MasonryLayoutFile", "MasonryPNG", "MasonryFonts", "UIKitNib",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")], swiftSettings: viewIsolated),
        .target(name: "Cassowary"),
        .target(name: "AutoLayout", dependencies: ["Cassowary"]),
        .target(name: "UIKitRuntime", dependencies: ["AutoLayout"]),
        .target(name: "Masonry", dependencies: ["AutoLayout", "UIKitRuntime"]),
        .target(name: "MasonryShorthand", dependencies: ["Masonry"]),
        .target(name: "MasonrySnapKit", dependencies: ["Masonry"]),
        .target(name: "UIKitCatalog", dependencies: ["AutoLayout", "UIKitRuntime"]),
        .target(name: "UIKitNib", dependencies: ["AutoLayout", "UIKitRuntime", "UIKitCatalog"]),
        .target(name: "UIKitNames", dependencies: ["Masonry", "UIKitRuntime", "UIKitCatalog", "UIKitNib"]),
        .target(name: "UIKitLayout", dependencies: ["UIKitNames", "Masonry", "MasonrySnapKit", "UIKitRuntime", "UIKitCatalog", "UIKitNib"]),
        .target(name: "MasonryRender", dependencies: ["AutoLayout"]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "MasonryFonts", dependencies: ["AutoLayout", "CFreeType", "CFontconfig"]),
        .target(name: "MasonryPNG", dependencies: ["AutoLayout", "MasonryRender", "MasonryFonts", "CPNG"]),
        .target(
            name: "MasonrySnapshotTesting",
            dependencies: ["AutoLayout", "UIKitRuntime", "MasonryRender", "MasonryPNG",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        .target(name: "MasonryExamples", dependencies: ["Masonry", "UIKitRuntime", "UIKitCatalog", "UIKitLayout", "MasonryRender", "MasonryPNG"], swiftSettings: viewIsolated),
        .target(name: "MasonryLayoutFile", dependencies: ["Masonry", "UIKitRuntime", "MasonryRender", "Yams"]),
        // An app's view sources rewritten to compile here: the library, its tool and the build plugin.
        .target(
            name: "MasonryPort",
            dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"),
                           .product(name: "SwiftParser", package: "swift-syntax")]),
        .executableTarget(name: "masonry-port", dependencies: ["MasonryPort"], path: "Tools/MasonryPortTool"),
        .plugin(name: "MasonryPortPlugin", capability: .buildTool(), dependencies: ["masonry-port"]),
        .target(name: "CassowaryWorkloads", dependencies: ["Cassowary"], path: "Benchmarks/CassowaryWorkloads"),
        .executableTarget(
            name: "cassowary-bench",
            dependencies: ["Cassowary", "CassowaryWorkloads"],
            path: "Benchmarks/CassowaryBenchmarks"),
        .executableTarget(
            name: "autolayout-bench",
            dependencies: ["AutoLayout", "Cassowary", "CassowaryWorkloads"],
            path: "Benchmarks/AutoLayoutBenchmarks", swiftSettings: viewIsolated),
        .executableTarget(name: "masonry-bench", dependencies: ["Masonry", "CassowaryWorkloads"], path: "Benchmarks/MasonryBenchmarks", swiftSettings: viewIsolated),
        .target(name: "FeedWorkload", dependencies: ["Masonry", "UIKitRuntime"], path: "Benchmarks/FeedWorkload", swiftSettings: viewIsolated),
        .executableTarget(
            name: "feed-bench", dependencies: ["FeedWorkload", "CassowaryWorkloads", "Cassowary", "AutoLayout"],
            path: "Benchmarks/FeedBenchmarks", swiftSettings: viewIsolated),
        .executableTarget(name: "masonry-soak", dependencies: ["Masonry"], path: "Benchmarks/Soak", swiftSettings: viewIsolated),
        // Built only by Scripts/fuzz, with -sanitize=fuzzer (libFuzzer provides `main`).
        .target(name: "FuzzDriver", path: "Fuzz/FuzzDriver"),
        .executableTarget(
            name: "LayoutFileFuzz", dependencies: ["MasonryLayoutFile", "Masonry", "FuzzDriver"], path: "Fuzz/LayoutFileFuzz",
            swiftSettings: viewIsolated + [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "NibFuzz", dependencies: ["UIKitNib", "AutoLayout", "FuzzDriver"], path: "Fuzz/NibFuzz",
            swiftSettings: viewIsolated + [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "FontFuzz", dependencies: ["MasonryFonts", "AutoLayout", "FuzzDriver"], path: "Fuzz/FontFuzz",
            swiftSettings: viewIsolated + [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(name: "cassowary-solve", dependencies: ["Cassowary"], path: "Tools/CassowarySolve"),
        .executableTarget(
            name: "png-cross-check", dependencies: ["MasonryExamples", "MasonryPNG", "MasonryFonts", "MasonryRender", "CPNG"],
            path: "Tools/PNGCrossCheck", swiftSettings: viewIsolated),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "CassowaryWorkloads"]),
        // Trees and helpers the engine's and the catalogue's tests share.
        .target(name: "LayoutTestSupport", dependencies: ["AutoLayout", "UIKitRuntime"], path: "Tests/LayoutTestSupport", swiftSettings: viewIsolated),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "UIKitRuntime", "LayoutTestSupport"], swiftSettings: viewIsolated),
        .testTarget(name: "UIKitRuntimeTests", dependencies: ["UIKitRuntime", "AutoLayout", "LayoutTestSupport"], swiftSettings: viewIsolated),
        .testTarget(name: "UIKitCatalogTests", dependencies: ["UIKitCatalog", "UIKitRuntime", "AutoLayout", "LayoutTestSupport", "Masonry"], swiftSettings: viewIsolated),
        .testTarget(name: "MasonryTests", dependencies: ["Masonry", "AutoLayout", "UIKitRuntime"], swiftSettings: viewIsolated),
        .testTarget(name: "MasonryShorthandTests", dependencies: ["MasonryShorthand"], swiftSettings: viewIsolated),
        .testTarget(name: "UIKitLayoutTests", dependencies: ["UIKitLayout", "UIKitRuntime", "MasonryExamples"], swiftSettings: viewIsolated),
        .testTarget(name: "MasonryRenderTests", dependencies: ["MasonryRender", "Masonry", "UIKitRuntime"], swiftSettings: viewIsolated),
        .testTarget(name: "MasonryFontsTests", dependencies: ["MasonryFonts", "AutoLayout"], swiftSettings: viewIsolated),
        .testTarget(name: "MasonryPNGTests", dependencies: ["MasonryPNG", "MasonryFonts", "AutoLayout", "UIKitRuntime"], swiftSettings: viewIsolated),
        .testTarget(
            name: "MasonrySnapshotTestingTests",
            dependencies: ["MasonrySnapshotTesting", "MasonryExamples", "MasonryPNG", "UIKitLayout"],
            exclude: ["__Snapshots__"], swiftSettings: viewIsolated),
        .testTarget(
            name: "MasonryExamplesTests",
            dependencies: ["MasonryExamples", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"], swiftSettings: viewIsolated),
        .testTarget(name: "FeedTests", dependencies: ["FeedWorkload"], swiftSettings: viewIsolated),
        .testTarget(name: "MasonryPortTests", dependencies: ["MasonryPort"]),
        // A library of an app's that declares its own `Button` and `View`, as apps' libraries do.
        .target(name: "AppLibraryFixture", path: "Tests/AppLibraryFixture"),
        .testTarget(name: "UIKitNamesTests", dependencies: ["UIKitNames", "MasonrySnapKit", "AppLibraryFixture"], swiftSettings: viewIsolated),
        .testTarget(
            name: "UIKitNibTests", dependencies: ["UIKitNib", "UIKitRuntime", "UIKitCatalog", "AutoLayout"],
            exclude: ["Documents"], swiftSettings: viewIsolated),
        .testTarget(name: "MasonryLayoutFileTests", dependencies: ["MasonryLayoutFile", "MasonryExamples", "Masonry", "UIKitRuntime"], swiftSettings: viewIsolated),
    ],
    swiftLanguageModes: [.v6]
)
