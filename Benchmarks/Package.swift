// swift-tools-version: 6.0
// The swift-kbn benchmark: compile time, runtime, generator speed and incremental builds, measured
// side by side and printed as one table of medians and ratios. Kept out of the root package so
// `swift build` and `swift test` there never build it. Run it with `Benchmarks/run.sh`.
import PackageDescription

let package = Package(
    name: "swift-kbn-benchmarks",
    dependencies: [
        .package(name: "swift-kbn", path: "..")
    ],
    targets: [
        // The driver: writes throw-away consumer packages, builds them, runs the measurements below
        // and prints the table.
        .executableTarget(name: "kbn-bench"),

        // Runtime measurements in a release build: lookups, property access, JSON decoding and
        // first use, on the example kinds and on the usual hand-written shape.
        .executableTarget(name: "kbn-bench-runtime", dependencies: ["ExampleKinds"]),

        // Hostile updates of the example kinds, written and applied one per process, and every public
        // entry point that takes outside data, against plain inputs in one process (`run.sh hostile`).
        .executableTarget(
            name: "kbn-bench-hostile",
            dependencies: [
                "ExampleKinds", .product(name: "KbnKit", package: "swift-kbn"),
                .product(name: "KbnUpdates", package: "swift-kbn"), .product(name: "KbnUI", package: "swift-kbn"),
            ]
        ),

        // The repository's example kinds, generated from its kbn-definitions.json.
        .target(
            name: "ExampleKinds",
            dependencies: [.product(name: "KbnKit", package: "swift-kbn")],
            plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")]
        ),
    ]
)
