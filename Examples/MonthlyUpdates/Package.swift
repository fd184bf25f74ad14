// swift-tools-version: 6.0
// A back end's month with two builds of the Banks app in users' hands: the bank master in a
// PostgreSQL table, exported with psql and made into an update for each build (month.sh), which
// the tests serve over HTTP on loopback and apply as each build does. Build 1.0 compiled the banks
// of 2019-02-05 (BanksBuild1); build 2.0 is ../Banks, which compiled those of 2026-05-25.

import PackageDescription

let package = Package(
    name: "MonthlyUpdates",
    // swift-kbn's floor: SwiftPM refuses a target below the platforms of a product it uses.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        .package(name: "swift-kbn", path: "../.."),
        .package(name: "Banks", path: "../Banks"),
    ],
    targets: [
        .target(
            name: "BanksBuild1",
            dependencies: [.product(name: "KbnKit", package: "swift-kbn")],
            plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")]
        ),
        .testTarget(
            name: "MonthlyUpdatesTests",
            dependencies: [
                "BanksBuild1", .product(name: "Banks", package: "Banks"),
                .product(name: "KbnUpdates", package: "swift-kbn"), .product(name: "KbnUI", package: "swift-kbn"),
            ]
        ),
    ]
)
