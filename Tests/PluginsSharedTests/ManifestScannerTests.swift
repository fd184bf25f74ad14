// How the command plugin tells which targets apply KbnGeneratorPlugin
// (Plugins/PluginsShared/ManifestScanner.swift): on this repository's manifests, then on the
// spellings a hand-written manifest may use.

import Foundation
import Testing

@Suite struct ManifestScannerTests {
    static let repository = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func targetsApplyingTheBuildPlugin(in manifest: String) -> Set<String> {
        ManifestScanner.targetsApplying(plugin: "KbnGeneratorPlugin", in: manifest)
    }

    @Test(arguments: [
        ("Package.swift", ["KbnExample", "KbnKitTests"]),
        ("Examples/ConsumerApp/Package.swift", ["OrderKinds"]),
        ("Examples/CommittedSources/Package.swift", []),
        ("Examples/BinaryFramework/Framework/Package.swift", ["FrozenCodes", "EvolvingCodes"]),
        ("Examples/SplitDefinitions/Package.swift", ["Catalog"]),
        ("Examples/RootDefinitions/Package.swift", ["LiveCodes"]),
    ] as [(String, Set<String>)])
    func theRepositorysManifests(path: String, expected: Set<String>) throws {
        let manifest = try String(contentsOf: Self.repository.appending(path: path), encoding: .utf8)
        #expect(Self.targetsApplyingTheBuildPlugin(in: manifest) == expected)
    }

    @Test func commentsAndOtherStringsDoNotApplyThePlugin() {
        let manifest = #"""
            // .target(name: "Commented", plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")]),
            /* .target(name: "Block", plugins: ["KbnGeneratorPlugin"]), /* nested */ still a comment */
            let package = Package(
                name: "App",
                targets: [
                    .target(
                        name: "Applied", // "KbnGeneratorPlugin" is named in this comment only: ("(
                        dependencies: [.product(name: "KbnKit", package: "swift-kbn")],
                        plugins: [
                            .plugin(name: "KbnGeneratorPlugin", package: "swift-kbn"), // ]) closes nothing
                        ]
                    ),
                    .target(name: "InDescription", swiftSettings: [.define("KbnGeneratorPlugin")], plugins: [.plugin(name: "Other")]),
                    .target(name: "CommentedOut", plugins: [/* .plugin(name: "KbnGeneratorPlugin", package: "swift-kbn") */]),
                    .testTarget(name: "AppTests", dependencies: ["Applied"], plugins: ["KbnGeneratorPlugin"]),
                ]
            )
            """#
        #expect(Self.targetsApplyingTheBuildPlugin(in: manifest) == ["Applied", "AppTests"])
    }

    @Test func aPluginNamedInANestedCallCountsForItsOwnTargetOnly() {
        let manifest = #"""
            let package = Package(name: "P", targets: [
                .target(name: "Outer", dependencies: [.target(name: "Inner")], plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")]),
                .target(name: "Inner", plugins: []),
            ])
            """#
        #expect(Self.targetsApplyingTheBuildPlugin(in: manifest) == ["Outer"])
    }

    @Test func stringLiteralsAreReadAsSwiftReadsThem() {
        let manifest = #####"""
            let note = "a \"quoted\" ( and \\"
            let raw = #"raw "(" \(notInterpolated)"#
            let multiline = """
                ) ] } "KbnGeneratorPlugin"
                """
            let package = Package(name: "P", targets: [
                .target(name: #"Raw"#, plugins: [#"KbnGeneratorPlugin"#]),
                .target(name: "\u{45}scaped", plugins: ["Kbn\u{47}eneratorPlugin"]),
                .target(name: "Interpolated\(suffix(")"))", plugins: ["KbnGeneratorPlugin"]),
                .target(name: "After", plugins: ["KbnGeneratorPlugin"]),
            ])
            """#####
        #expect(Self.targetsApplyingTheBuildPlugin(in: manifest) == ["Raw", "Escaped", "After"])
    }

    /// The documented limit: what a variable holds is not seen. The build plugin's
    /// CommittedOutputError stops such a target's build instead.
    @Test func aPluginUsageInAVariableIsNotSeen() {
        let manifest = #"""
            let kbn: Target.PluginUsage = .plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")
            let package = Package(name: "P", targets: [.target(name: "Hidden", plugins: [kbn])])
            """#
        #expect(Self.targetsApplyingTheBuildPlugin(in: manifest).isEmpty)
    }
}
