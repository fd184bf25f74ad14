// Package.swift text for the consumer packages: Swift 6 (tools-version 6.0), depending on
// swift-kbn by path as the README tells users to.

enum Manifest {
    static func package(name: String, repository: String?, targets: [String]) -> String {
        let dependencies =
            repository.map { "    dependencies: [.package(name: \"swift-kbn\", path: \(swiftLiteral($0)))],\n" } ?? ""
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: \(swiftLiteral(name)),
            \(dependencies)    targets: [
            \(targets.map { "        \($0)," }.joined(separator: "\n"))
                ]
            )

            """
    }

    /// A library target that generates its kinds with KbnGeneratorPlugin.
    static func generatedTarget(_ name: String) -> String {
        """
        .target(name: \(swiftLiteral(name)), dependencies: [.product(name: "KbnKit", package: "swift-kbn")], \
        plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")])
        """
    }
}
