// swift-tools-version: 6.0
// An app's package whose kind of banks was imported from a published JSON master with one
// `kbn-gen import-json` command (import.sh), and whose tests use it as an app would: the app's
// model (Banks) and its screen that chooses a bank, then one of its branches (BankScreens).

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
        // The screen, on KbnUI: its SwiftUI view where SwiftUI is, and on Linux the lists it shows,
        // which BankScreensTests checks on the real branches.
        .target(
            name: "BankScreens",
            dependencies: ["Banks", .product(name: "KbnUI", package: "swift-kbn")]
        ),
        .testTarget(
            name: "BanksTests",
            dependencies: ["Banks", .product(name: "KbnKit", package: "swift-kbn")]
        ),
        .testTarget(
            name: "BankScreensTests",
            dependencies: [
                "BankScreens", "Banks", .product(name: "KbnUI", package: "swift-kbn"),
                .product(name: "KbnUpdates", package: "swift-kbn"),
            ]
        ),
    ]
)
