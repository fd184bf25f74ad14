// swift-tools-version: 6.0
// A framework that ships its kinds as a binary (an XCFramework is built with library evolution).
// FrozenCodes keeps the default, `@frozen` kinds; EvolvingCodes sets "frozen": false, so that a
// later version can add values without breaking its clients' binaries. ../App is such a client.
import PackageDescription

let package = Package(
    name: "Framework",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "FrozenCodes", targets: ["FrozenCodes"]),
        .library(name: "EvolvingCodes", targets: ["EvolvingCodes"]),
    ],
    dependencies: [
        .package(name: "swift-kbn", path: "../../..")
    ],
    targets: [
        .target(
            name: "FrozenCodes",
            dependencies: [.product(name: "KbnKit", package: "swift-kbn")],
            plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")]
        ),
        .target(
            name: "EvolvingCodes",
            dependencies: [.product(name: "KbnKit", package: "swift-kbn")],
            plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")]
        ),
    ]
)
