// The names of kbn-gen's --output-dir files (Plugins/PluginsShared/GeneratedFileNames.swift), which
// the build plugin declares as its command's outputs: one per input or per part of it, never two alike.

import Testing

@Suite("Generated file names")
struct GeneratedFileNamesTests {
    @Test func twoKbnDefinitionsFilesInDifferentFoldersGetDifferentNames() {
        let names = GeneratedFileNames.outputNames(
            forInputs: [
                "/p/Sources/Catalog/Orders/kbn-definitions.json",
                "/p/Sources/Catalog/People/kbn-definitions.json",
                "/p/Sources/Catalog/shipping.kbn.json",
            ], partCounts: [1, 1, 1])
        #expect(names == [["Orders_kbn-definitions.swift"], ["People_kbn-definitions.swift"], ["shipping.kbn.swift"]])
    }

    @Test func underscoresInPathsCannotMakeTwoPathsOneName() {
        let names = GeneratedFileNames.outputNames(
            forInputs: ["/p/a_b/x.kbn.json", "/p/a/b_x.kbn.json"], partCounts: [1, 1])
        #expect(names[0] != names[1])
    }

    @Test func aSingleRootFileIsNamedAfterItself() {
        #expect(
            GeneratedFileNames.outputNames(forInputs: ["/p/kbn-definitions.json"], partCounts: [1]) == [
                ["kbn-definitions.swift"]
            ])
    }

    @Test func aFileOfSeveralPartsNumbersThemFromOne() {
        let names = GeneratedFileNames.outputNames(
            forInputs: ["/p/Orders/kbn-definitions.json", "/p/x.kbn.json"], partCounts: [3, 1])
        #expect(
            names == [
                ["Orders_kbn-definitions.1.swift", "Orders_kbn-definitions.2.swift", "Orders_kbn-definitions.3.swift"],
                ["x.kbn.swift"],
            ])
    }

    @Test func aFileWithoutPartsHasNoNameAndTheSharedFilesAreNumberedLikeParts() {
        let names = GeneratedFileNames.outputNames(forInputs: ["/p/a.kbn.json", "/p/b.kbn.json"], partCounts: [0, 1])
        #expect(names == [[], ["b.kbn.swift"]])
        #expect(GeneratedFileNames.shared(count: 0) == [])
        #expect(GeneratedFileNames.shared(count: 1) == ["_KbnShared.swift"])
        #expect(GeneratedFileNames.shared(count: 2) == ["_KbnShared.1.swift", "_KbnShared.2.swift"])
    }

    @Test(arguments: [
        ["/p/_KbnNamespaces.kbn.json"],
        ["/p/_KbnNamespaces.json"],
        ["/p/a/_KbnNamespaces.json", "/p/b/kbn-definitions.json"],
        ["/p/_/KbnNamespaces.json", "/p/x.kbn.json"],
        ["/p/_KbnShared.json"],
        ["/p/_KbnShared.1.json", "/p/_/KbnShared.json"],
    ])
    func theNamespacesAndSharedFileNamesAreNeverAnInputsName(inputs: [String]) {
        let names =
            GeneratedFileNames.outputNames(forInputs: inputs, partCounts: inputs.map { _ in 2 }).flatMap { $0 }
            + GeneratedFileNames.outputNames(forInputs: inputs, partCounts: inputs.map { _ in 1 }).flatMap { $0 }
        #expect(!names.contains(GeneratedFileNames.namespaces), "\(names)")
        #expect(Set(names).isDisjoint(with: (1...3).flatMap(GeneratedFileNames.shared(count:))), "\(names)")
    }
}
