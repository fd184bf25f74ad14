// swift-tools-version: 6.0
// The documentation's screens as compiled code: every SwiftUI snippet of the DocC article "One
// Screen for Every Kind" (and of the other articles) is a region of a file in Sources/Screens/Snippets,
// which a test of the root package compares with the text, so that no snippet can rot.
// Scripts/ios-build.sh builds the views for iOS 13 against a real SDK; on Linux the package builds
// without them, and its tests check what the plain-Swift snippets print.
import PackageDescription

let package = Package(
    name: "Screens",
    // swift-kbn's floor: SwiftPM refuses a target below the platforms of a product it uses.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        .package(name: "swift-kbn", path: "../.."),
        // Japan's 1,916 municipalities, for the selection screen of a large master.
        .package(name: "Municipalities", path: "../Municipalities"),
    ],
    targets: [
        // The example kinds (Kbn.Gender, Kbn.Prefecture, Kbn.ContactMethod), from a copy of the
        // root package's kbn-definitions.json, and the snippets that use them.
        .target(
            name: "Screens",
            dependencies: [
                .product(name: "KbnKit", package: "swift-kbn"),
                .product(name: "KbnUI", package: "swift-kbn"),
                .product(name: "Municipalities", package: "Municipalities"),
            ],
            plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")]
        ),
        .testTarget(name: "ScreensTests", dependencies: ["Screens"]),
    ]
)
