// Where the programs some tests run are: the Swift compiler and the built kbn-gen and kbn-gen-build.
// Running them is KbnTestSupport's ChildProcess; locating them is here, so each test reads as what
// it checks.

import Foundation
import KbnTestSupport

extension ChildProcess {
    /// `swiftc` from the PATH, or nil when there is none.
    static let swiftc: URL? = onPath("swiftc")

    /// The kbn-gen executable of this build, looked for in the products directory that holds these
    /// tests and nowhere else. The test target depends on kbn-gen (Package.swift), so SwiftPM builds
    /// it before the tests, even for `swift build --product swift-kbnPackageTests`.
    static var kbnGen: URL {
        get throws { try builtExecutable(named: ["kbn-gen"]) }
    }

    /// kbn-gen-build, the plugins' tool, of this build, looked for as ``kbnGen`` is.
    ///
    /// The test target cannot depend on kbn-gen-build: with SwiftPM 6.3's native build system, a
    /// test target that depends on an executable which a build plugin of the package also uses
    /// gets that executable's code linked twice, as built for the plugin and as built for the
    /// tests, and the link fails with duplicate symbols (`KbnGenBuildCommand` in kbn_gen_build.build
    /// and in kbn_gen_build-tool.build). The copy built for the plugin is a dependency of the tests
    /// all the same: KbnKitTests and KbnUITests use the plugin, so SwiftPM builds its tool before
    /// them, from the same sources, as `kbn-gen-build-tool` beside them. That copy, the one the
    /// plugin runs, is used when it is there; `kbn-gen-build`, which a build of every target makes
    /// (`swift build`, `swift test`), otherwise.
    static var kbnGenBuild: URL {
        get throws { try builtExecutable(named: ["kbn-gen-build-tool", "kbn-gen-build"]) }
    }

    /// The first of `names` that is an executable beside the tests.
    private static func builtExecutable(named names: [String]) throws -> URL {
        let candidates = names.map { productsDirectory.appending(path: $0) }
        let executable = candidates.first {
            FileManager.default.isExecutableFile(atPath: $0.path(percentEncoded: false))
        }
        guard let executable else {
            let paths = candidates.map { $0.path(percentEncoded: false) }.joined(separator: " or ")
            throw ChildProcessError(
                "\(names[names.count - 1]) is not beside the tests at \(paths); build the package first"
            )
        }
        return executable
    }

    /// The directory of the build products: SwiftPM's `.build/<triple>/debug` or the like.
    private static var productsDirectory: URL {
        #if canImport(Darwin)
        // The tests are a `.xctest` bundle in that directory, loaded by `xctest` or SwiftPM's
        // testing helper, which is the main bundle.
        Bundle(for: TestBundleMarker.self).bundleURL.deletingLastPathComponent()
        #else
        // The tests are an executable in that directory, and Foundation makes it the main bundle,
        // whose URL is then the executable's directory.
        Bundle.main.bundleURL
        #endif
    }
}

#if canImport(Darwin)
/// A class of the test bundle, through which Foundation finds the bundle.
private final class TestBundleMarker {}
#endif
