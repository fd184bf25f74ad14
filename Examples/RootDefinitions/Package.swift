// swift-tools-version: 6.0
// One kbn-definitions.json at the package root, used both ways: LiveCodes generates its kinds at
// build time with KbnGeneratorPlugin, and CommittedCodes commits them, written and checked by
// `swift package --allow-writing-to-package-directory generate-kbn-sources [--check]`. Neither
// target has a definitions file of its own, so both use the root one. Without --target, the command
// handles CommittedCodes only, the one target that holds KbnDefinitions.swift. .ci/run checks this.
import PackageDescription

let package = Package(
    name: "RootDefinitions",
    // swift-kbn's floor: SwiftPM refuses a target below the platforms of a product it uses.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        // Named, so the product references below hold whatever the checkout's folder is called.
        .package(name: "swift-kbn", path: "../..")
    ],
    targets: [
        .target(
            name: "LiveCodes",
            dependencies: [.product(name: "KbnKit", package: "swift-kbn")],
            plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")]
        ),
        // Applies no build plugin; its committed Sources/CommittedCodes/KbnDefinitions.swift is what
        // makes the command regenerate it when no target is named.
        .target(name: "CommittedCodes", dependencies: [.product(name: "KbnKit", package: "swift-kbn")]),
        .testTarget(
            name: "RootDefinitionsTests",
            dependencies: ["LiveCodes", "CommittedCodes", .product(name: "KbnKit", package: "swift-kbn")]
        ),
    ]
)
