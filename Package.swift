// swift-tools-version: 6.0
// swift-kbn: type-safe division values (区分値) generated at build time from kbn-definitions.json.
import PackageDescription

let package = Package(
    name: "swift-kbn",
    // Where Swift concurrency back-deploys; consumers are never forced above it. What is newer is
    // used under `#available` or `@available` only, which Scripts/availability-audit.sh checks.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "KbnKit", targets: ["KbnKit"]),
        .library(name: "KbnUpdates", targets: ["KbnUpdates"]),
        .library(name: "KbnUI", targets: ["KbnUI"]),
        .plugin(name: "KbnGeneratorPlugin", targets: ["KbnGeneratorPlugin"]),
        .plugin(name: "KbnSourcesCommandPlugin", targets: ["KbnSourcesCommandPlugin"]),
        .executable(name: "kbn-gen", targets: ["kbn-gen"]),
        // KbnExample and kbn-demo are this repository's example, not products: `swift run kbn-demo`
        // runs it here, and packages that depend on swift-kbn cannot.
    ],
    targets: [
        // The runtime every generated kind conforms to. Standard library only.
        .target(name: "KbnKit", dependencies: ["KbnFormat"]),

        // Reads the updates a server sends (KbnUpdate) with the generator's own reader, decoder,
        // validator and update check, so that an app and kbn-gen judge an update alike. Standard
        // library only; its own module, so that an app that applies no update compiles none of it.
        .target(name: "KbnUpdates", dependencies: ["KbnKit", "KbnGeneratorCore"]),

        // What the generator writes and KbnKit reads: the table format, its columns and the
        // attribute types. Its own module so that the generator shares it without importing KbnKit;
        // KbnKit re-exports it, so apps and generated code see its names through `import KbnKit`.
        .target(name: "KbnFormat"),

        // SwiftUI components for any kind: labels, pickers, a searchable selection screen. The
        // search and selection model under them is plain Swift and Foundation, so it builds and is
        // tested where SwiftUI does not exist; the views build only where it does.
        .target(name: "KbnUI", dependencies: ["KbnKit"]),

        // The generator as a library: read → decode → validate → render, in memory, no file I/O. Only
        // what generating needs, because every consumer that applies the plugin compiles it. It
        // imports KbnFormat, not KbnKit: importing KbnKit made a consumer's first build compile all
        // of KbnKit a second time, for the tool (docs/PERFORMANCE.md, "The build tool").
        .target(name: "KbnGeneratorCore", dependencies: ["KbnFormat"]),

        // What kbn-gen does besides generating, in memory too: CSV import, String Catalogs, diff,
        // making and checking updates.
        .target(name: "KbnGeneratorTools", dependencies: ["KbnFormat", "KbnGeneratorCore"]),

        // The command-line edge that both executables share: arguments, reading the definitions,
        // writing output files safely, `generate` itself, diagnostics and exit statuses. The C
        // library only, not Foundation, whose modules would add to every consumer's first build.
        .target(name: "KbnGenCommandLine", dependencies: ["KbnGeneratorCore"]),

        // The tool users run: every subcommand.
        .executableTarget(name: "kbn-gen", dependencies: ["KbnFormat", "KbnGeneratorTools", "KbnGenCommandLine"]),

        // The plugins' tool: `generate` only, so that a consumer's first build compiles no more of
        // the generator than a build uses. Not a product: users run kbn-gen.
        .executableTarget(name: "kbn-gen-build", dependencies: ["KbnGenCommandLine"]),

        // Finds a target's definitions files (Plugins/PluginsShared) and asks kbn-gen to turn them into Swift.
        .plugin(
            name: "KbnGeneratorPlugin",
            capability: .buildTool(),
            dependencies: ["kbn-gen-build"]
        ),

        // `swift package generate-kbn-sources`: writes the generated file into each target's folder,
        // for teams that review generated code; with --check, fails when one is stale.
        .plugin(
            name: "KbnSourcesCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "generate-kbn-sources",
                    description:
                        "Regenerates KbnDefinitions.swift in each target that holds one; --target names the targets, and may create it; --check only compares."
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "Writes KbnDefinitions.swift into the source folders of the targets that hold one or that --target names."
                    )
                ]
            ),
            dependencies: ["kbn-gen-build"]
        ),

        // The example kinds, generated from the package root's kbn-definitions.json.
        .target(
            name: "KbnExample",
            dependencies: ["KbnKit"],
            plugins: ["KbnGeneratorPlugin"]
        ),
        .executableTarget(name: "kbn-demo", dependencies: ["KbnExample", "KbnUpdates"]),

        // Seeded random inputs shared by the tests and the fuzz harness (Scripts/fuzz.sh), and the
        // child-process runner and repository root that the tests, Benchmarks and Audits share.
        .target(name: "KbnTestSupport", path: "Tests/KbnTestSupport"),
        // Updates of compiled kinds as a server sends them, for the tests of updates, and the
        // differential test of reading codes, which Scripts/build-matrix.sh's layouts compile too.
        .target(
            name: "KbnUpdateTestSupport", dependencies: ["KbnKit", "KbnUpdates"], path: "Tests/KbnUpdateTestSupport"),
        // It runs kbn-gen, which it depends on so that SwiftPM builds it first, and kbn-gen-build,
        // which it cannot depend on (Tests/KbnGeneratorCoreTests/Support/Processes/BuiltPrograms.swift says
        // why): it runs the copy SwiftPM builds for the plugin that KbnKitTests and KbnUITests use.
        .testTarget(
            name: "KbnGeneratorCoreTests",
            dependencies: ["KbnFormat", "KbnGeneratorCore", "KbnGeneratorTools", "KbnTestSupport", "kbn-gen"],
            // The expected generated file and real String Catalogs, read through #filePath; not
            // resources to bundle.
            exclude: ["Snapshots", "Fixtures"]
        ),
        // The plugins' shared code, which no plugin target can be tested in: Plugins/PluginsShared,
        // compiled here through the link Tests/PluginsSharedTests/PluginsShared.
        .testTarget(name: "PluginsSharedTests"),
        // KbnUI's search and selection model, with its own kinds of Japanese names through the plugin.
        .testTarget(
            name: "KbnUITests",
            dependencies: ["KbnUI", "KbnKit", "KbnUpdates", "KbnTestSupport", "KbnUpdateTestSupport"],
            plugins: ["KbnGeneratorPlugin"]
        ),
        // Uses the example kinds and, through the plugin, its own kbn-definitions.json of edge cases;
        // KbnGeneratorCore, to check that kbn-gen and KbnKit give a kind the same fingerprint, and
        // KbnGeneratorTools, to apply the updates that kbn-gen makes.
        .testTarget(
            name: "KbnKitTests",
            dependencies: [
                "KbnExample", "KbnKit", "KbnUpdates", "KbnGeneratorCore", "KbnGeneratorTools", "KbnTestSupport",
                "KbnUpdateTestSupport",
            ],
            plugins: ["KbnGeneratorPlugin"]
        ),
    ]
)
