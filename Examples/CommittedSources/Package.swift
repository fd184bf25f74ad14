// swift-tools-version: 6.0
// A package that commits its generated division values, for teams that review generated code:
// `swift package --allow-writing-to-package-directory generate-kbn-sources` writes
// Sources/ReviewedCodes/KbnDefinitions.swift, and CI runs the same command with --check.
import PackageDescription

let package = Package(
    name: "CommittedSources",
    // swift-kbn's floor: SwiftPM refuses a target below the platforms of a product it uses.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        // Named, so the product reference below holds whatever the checkout's folder is called.
        .package(name: "swift-kbn", path: "../..")
    ],
    targets: [
        // No KbnGeneratorPlugin here: the committed KbnDefinitions.swift already declares the kinds.
        // The definitions file is excluded only so that SwiftPM does not warn about a file the
        // target neither builds nor hands to a plugin; both plugins use every definitions file in
        // the target's folder, excluded or not.
        .target(
            name: "ReviewedCodes",
            dependencies: [.product(name: "KbnKit", package: "swift-kbn")],
            exclude: ["kbn-definitions.json"]
        ),
        .testTarget(name: "ReviewedCodesTests", dependencies: ["ReviewedCodes"]),
    ]
)
