// swift-tools-version: 6.0
// An app's package whose kind of banks was imported from a published JSON master with one
// `kbn-gen import-json` command (import.sh), and whose tests use it as an app would.

import PackageDescription

let package = Package(
    name: "Banks",
    // swift-kbn's floor: SwiftPM refuses a target below the platforms of a product it uses.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    // Examples/MonthlyUpdates applies updates to this build of the app.
    products: [.library(name: "Banks", targets: ["Banks"])],
    dependencies: [
        .package(name: "swift-kbn", path: "../..")
    ],
    targets: [
        .target(
            name: "Banks",
            dependencies: [.product(name: "KbnKit", package: "swift-kbn")],
            plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")]
        ),
        .testTarget(
            name: "BanksTests",
            dependencies: ["Banks", .product(name: "KbnKit", package: "swift-kbn")]
        ),
    ]
)
