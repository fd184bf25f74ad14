// swift-tools-version: 6.0
// An app-side package that uses swift-kbn the way its README tells users to, so that .ci/run
// proves the instructions work. A real app names the package by URL instead of by path.
import PackageDescription

let package = Package(
    name: "ConsumerApp",
    // swift-kbn's floor: SwiftPM refuses a target below the platforms of a product it uses.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        // A path dependency is known by its folder's name, which is the clone's name here, so the
        // name is given; a dependency by URL is known as "swift-kbn" without it.
        .package(name: "swift-kbn", path: "../..")
    ],
    targets: [
        // Its own kbn-definitions.json sits among the target's files, so the plugin uses that one
        // rather than the one at swift-kbn's root.
        .target(
            name: "OrderKinds",
            dependencies: [.product(name: "KbnKit", package: "swift-kbn")],
            plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")]
        ),
        .testTarget(
            name: "OrderKindsTests",
            dependencies: ["OrderKinds", .product(name: "KbnKit", package: "swift-kbn")]
        ),
    ]
)
