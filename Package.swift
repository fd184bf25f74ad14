// swift-tools-version: 6.0
// swift-kbn: type-safe division values (区分値) generated at build time from kbn-definitions.json.
import PackageDescription

let package = Package(
    name: "swift-kbn",
    products: [
        .library(name: "KbnKit", targets: ["KbnKit"]),
        .plugin(name: "KbnGeneratorPlugin", targets: ["KbnGeneratorPlugin"]),
        .executable(name: "kbn-gen", targets: ["kbn-gen"]),
        .library(name: "KbnExample", targets: ["KbnExample"]),
        .executable(name: "kbn-demo", targets: ["kbn-demo"]),
    ],
    targets: [
        // The runtime every generated kind conforms to. Standard library only.
        .target(name: "KbnKit"),

        // The generator as a library: parse → validate → render, in memory, no file I/O.
        .target(name: "KbnGeneratorCore"),

        // The command-line edge: reads files, prints diagnostics, writes output.
        .executableTarget(name: "kbn-gen", dependencies: ["KbnGeneratorCore"]),

        // Finds a target's kbn-definitions.json and asks kbn-gen to turn it into Swift.
        .plugin(
            name: "KbnGeneratorPlugin",
            capability: .buildTool(),
            dependencies: ["kbn-gen"]
        ),

        // The example kinds, generated from the package root's kbn-definitions.json.
        .target(
            name: "KbnExample",
            dependencies: ["KbnKit"],
            plugins: ["KbnGeneratorPlugin"]
        ),
        .executableTarget(name: "kbn-demo", dependencies: ["KbnExample"]),

        // Seeded random inputs shared by the tests and the fuzz harness (Scripts/fuzz.sh).
        .target(name: "KbnTestSupport", path: "Tests/KbnTestSupport"),
        .testTarget(name: "KbnGeneratorCoreTests", dependencies: ["KbnGeneratorCore", "KbnTestSupport"]),
        .testTarget(name: "KbnKitTests", dependencies: ["KbnExample", "KbnTestSupport"]),
    ]
)
