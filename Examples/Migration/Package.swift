// swift-tools-version: 6.0
// An app's hand-written enums moved to swift-kbn, as the DocC article "Moving From Hand-Written
// Enums" walks through: HandWrittenWeather is the app before, with its enums written by hand;
// Weather is the app after, whose kinds the plugin generates at the module's top level from
// Sources/Weather/kbn-definitions.json. Both compile the app's code in CallSites/ unchanged (each
// target links to the folder), and the tests compare the two value by value.
import PackageDescription

let package = Package(
    name: "Migration",
    // swift-kbn's floor: SwiftPM refuses a target below the platforms of a product it uses.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        .package(name: "swift-kbn", path: "../..")
    ],
    targets: [
        // Before: Prefecture and Area as the app wrote them, with switches.
        .target(name: "HandWrittenWeather"),
        // Prints the enums' tables as CSV, from which import.sh makes the definitions of Weather.
        .executableTarget(name: "print-tables", dependencies: ["HandWrittenWeather"]),
        // After: the same names, generated, and the few members the call sites need beside them.
        .target(
            name: "Weather",
            dependencies: [.product(name: "KbnKit", package: "swift-kbn")],
            plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")]
        ),
        .testTarget(name: "WeatherTests", dependencies: ["HandWrittenWeather", "Weather"]),
    ]
)
