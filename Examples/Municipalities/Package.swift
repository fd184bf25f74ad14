// swift-tools-version: 6.0
// A real code master imported as it is published: the municipalities of Data/localgovjp-utf8.csv
// became Sources/Municipalities/kbn-definitions.json in one `kbn-gen import-csv` command
// (import.sh), with no converter and no name written by hand. .ci/run reruns that command with
// --merge and fails when it changes the committed file, then builds and tests the package.
import PackageDescription

let package = Package(
    name: "Municipalities",
    // swift-kbn's floor: SwiftPM refuses a target below the platforms of a product it uses.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    // A library, so that Examples/Screens can show its municipalities in a selection screen.
    products: [.library(name: "Municipalities", targets: ["Municipalities"])],
    dependencies: [
        .package(name: "swift-kbn", path: "../..")
    ],
    targets: [
        .target(
            name: "Municipalities",
            dependencies: [.product(name: "KbnKit", package: "swift-kbn")],
            plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")]
        ),
        .testTarget(
            name: "MunicipalitiesTests",
            dependencies: ["Municipalities", .product(name: "KbnKit", package: "swift-kbn")]
        ),
    ]
)
