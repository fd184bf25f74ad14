// swift-tools-version: 6.0
// A client of ../Framework, built by .ci/run with `-Xswiftc -enable-library-evolution`. It must be
// a package of its own: the compiler lets modules of one package switch over each other's enums
// as if they were frozen, so only a client in another package sees what a binary's client sees.
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        .package(path: "../Framework")
    ],
    targets: [
        .executableTarget(
            name: "FrameworkClient",
            dependencies: [
                .product(name: "FrozenCodes", package: "Framework"),
                .product(name: "EvolvingCodes", package: "Framework"),
            ]
        )
    ]
)
