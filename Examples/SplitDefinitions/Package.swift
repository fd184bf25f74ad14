// swift-tools-version: 6.0
// A code master split by domain, as teams that own parts of it keep it: Catalog has
// Orders/kbn-definitions.json and People/kbn-definitions.json, which make one namespace `Kbn`, and
// shipping.kbn.json, which makes the namespace `Shipping`. KbnGeneratorPlugin uses all three, and
// Storefront, another target, uses kinds of each. .ci/run builds and tests it.
import PackageDescription

let package = Package(
    name: "SplitDefinitions",
    // swift-kbn's floor: SwiftPM refuses a target below the platforms of a product it uses.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        // Named, so the product references below hold whatever the checkout's folder is called.
        .package(name: "swift-kbn", path: "../..")
    ],
    targets: [
        // No `exclude` is needed: SwiftPM does not warn about files the plugin's command reads.
        .target(
            name: "Catalog",
            dependencies: [.product(name: "KbnKit", package: "swift-kbn")],
            plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")]
        ),
        .target(name: "Storefront", dependencies: ["Catalog", .product(name: "KbnKit", package: "swift-kbn")]),
        .testTarget(
            name: "StorefrontTests",
            dependencies: ["Storefront", "Catalog", .product(name: "KbnKit", package: "swift-kbn")]),
    ]
)
