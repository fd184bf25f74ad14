// A stand-in for Xcode's closed-source XcodeProjectPlugin module, so that the plugins'
// `#if canImport(XcodeProjectPlugin)` branches are type-checked on Linux too
// (Tests/KbnGeneratorCoreTests/Repository/XcodeProjectPluginBranchTests.swift compiles it and them).
// No SwiftPM target uses this folder; it is never linked or run.
//
// It declares only members the real module has, with the real names, types and effects, and only
// those the plugins use plus their immediate neighbours; add a member here when a plugin starts
// to use it, with where its signature comes from. Apple publishes no source or reference page
// for the module, so each declaration cites public code that compiles against it:
//
// - SwiftPM's `swift package init --type build-tool-plugin` template, Apple's own example:
//   swiftlang/swift-package-manager@swift-6.3-RELEASE (ca32d33dd7a8b67b1d7c76dc033cd02a9fd36318)
//   Sources/Workspace/InitPackage.swift lines 529-545.
// - SwiftPM's record of what Xcode passes to the plugin, from which XcodeProjectPlugin builds
//   its values, with the `_PackageDescription` availability of each field: same revision,
//   Sources/Runtimes/PackagePlugin/Plugin.swift lines 422-507 (`XcodeProjectPluginInvocationRecord`).
//   Its version 5.11 is what became 6.0 (there is no 5.11 tools version), so it admits and
//   deprecates exactly what 6.0 does.
// - Plugins that build in Xcode: apple/swift-openapi-generator@b2064e3f21892dbfd26fc46feee6876b564cebdb
//   Plugins/OpenAPIGenerator/plugin.swift lines 60-72; apple/swift-protobuf@0830058db7443806c702eee61d0e568e43971bce
//   Plugins/SwiftProtobufPlugin/plugin.swift lines 151-155 and 335-350;
//   Brightify/Cuckoo@7cef6391ef36c684759f38a91968bbf97e12e02b Generator/Plugin/File/CuckooPluginFile.swift
//   lines 32-69; swiftlang/swift-format@6ac428e1c3889961dc30f47188e1239f8763cf9f
//   Plugins/FormatPlugin/plugin.swift lines 68-85; realm/SwiftLint@3938c408502888902ac44f9f9c8c0eac0b410192
//   Plugins/SwiftLintCommandPlugin/CommandContext.swift lines 55-92.
// - Xcode 14.1's interface of the module, XcodeProjectPlugin.swiftmodule/arm64-apple-macos.swiftinterface,
//   published at https://gist.github.com/ikesyo/f152bf8ee60b1c9bff2e757b01a95fa9 (`public struct`
//   XcodeProject and XcodeTarget with `public let` properties).

import Foundation
import PackagePlugin

/// The Xcode counterpart of `BuildToolPlugin`; its one requirement is synchronous, unlike
/// `BuildToolPlugin`'s `async` one. Signature: InitPackage.swift line 534
/// (`func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]`
/// in `extension …: XcodeBuildToolPlugin`), as in swift-openapi-generator plugin.swift line 64 and
/// swift-protobuf plugin.swift lines 338-342.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// What Xcode passes to a plugin, the Xcode counterpart of `PluginContext`. A structure:
/// SwiftPM's WritingBuildToolPlugin.md (same revision,
/// Sources/PackageManagerDocs/Documentation.docc/Plugins/WritingBuildToolPlugin.md line 257)
/// calls it "The `XcodePluginContext` input structure".
public struct XcodePluginContext {
    /// The project the plugin runs for: SwiftLint CommandContext.swift lines 71 and 84,
    /// swift-format plugin.swift line 80, Cuckoo CuckooPluginFile.swift line 57; the record's
    /// `public let xcodeProject: XcodeProject` (Plugin.swift line 424).
    public let xcodeProject: XcodeProject

    /// The plugin's writable directory: InitPackage.swift line 540, swift-openapi-generator
    /// plugin.swift line 66, swift-protobuf plugin.swift line 344, Cuckoo line 58. Availability
    /// from the record's `pluginWorkDirectoryURL` (Plugin.swift lines 426-427).
    @available(_PackageDescription, introduced: 5.11)
    public let pluginWorkDirectoryURL: URL

    /// The `Path` form the URL replaced, so that using it warns here as it does in Xcode: SwiftLint
    /// CommandContext.swift line 67 (`pluginWorkDirectory.string`); deprecation from the record's
    /// `pluginWorkDirectory` (Plugin.swift lines 435-438).
    @available(_PackageDescription, deprecated: 5.11)
    public var pluginWorkDirectory: Path { fatalError("stand-in: only type-checked") }

    /// The same `PluginContext.Tool` as PackagePlugin's: Cuckoo passes `context.tool(named:)` to a
    /// `(String) throws -> PluginContext.Tool` parameter (CuckooPluginFile.swift lines 56 and 66),
    /// swift-protobuf passes `context.tool` to one typed
    /// `(String) throws -> PackagePlugin.PluginContext.Tool` (plugin.swift lines 154 and 346).
    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("stand-in: only type-checked")
    }
}

/// An Xcode project: the 14.1 interface's `public struct XcodeProject`.
public struct XcodeProject {
    /// The project's name: the 14.1 interface's `public let displayName: Swift.String`; SwiftLint
    /// CommandContext.swift line 84.
    public let displayName: String

    /// The folder that holds the `.xcodeproj`: swift-format plugin.swift line 80
    /// (`context.xcodeProject.directoryURL.path()`), Cuckoo CuckooPluginFile.swift line 57 (passed
    /// as a `URL`); availability from the record's `directoryPathURL` (Plugin.swift lines 477-478).
    @available(_PackageDescription, introduced: 5.11)
    public let directoryURL: URL

    /// The `Path` form the URL replaced: the 14.1 interface's `public let directory: PackagePlugin.Path`,
    /// SwiftLint CommandContext.swift line 71; deprecation from the record's `directoryPath`
    /// (Plugin.swift lines 473-476).
    @available(_PackageDescription, deprecated: 5.11)
    public var directory: Path { fatalError("stand-in: only type-checked") }

    /// The project's targets: the 14.1 interface's `public let targets: [XcodeProjectPlugin.XcodeTarget]`,
    /// SwiftLint CommandContext.swift line 86.
    public let targets: [XcodeTarget]
}

/// A target of an Xcode project: the 14.1 interface's `public struct XcodeTarget`.
public struct XcodeTarget {
    /// The target's name as Xcode shows it: the 14.1 interface's `public let displayName: Swift.String`,
    /// swift-openapi-generator plugin.swift line 69, Cuckoo CuckooPluginFile.swift line 47.
    public let displayName: String

    /// The target's files, as PackagePlugin's `FileList` of `File`: swift-openapi-generator passes it
    /// to a `FileList` parameter (plugin.swift lines 21 and 68), swift-protobuf too (lines 153 and
    /// 345), InitPackage.swift line 539 maps it with `\.url`; the record's
    /// `public var inputFiles: FileList` (Plugin.swift line 486).
    public let inputFiles: FileList
}
