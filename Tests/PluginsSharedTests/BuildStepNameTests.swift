// The build log's name of the generation step (Plugins/PluginsShared/BuildStepName.swift): every
// file by its path in the target, with no `/` for SwiftPM to cut the name at.

import Testing

@Suite("Build step name")
struct BuildStepNameTests {
    @Test("Every file of the target is named, by its path within the target's folder")
    func everyFile() {
        let name = BuildStepName.generating(
            ["/p/Sources/Shop/coupons.kbn.json", "/p/Sources/Shop/kbn-definitions.json"],
            targetName: "Shop", folder: "/p/Sources/Shop", rootFolder: "/p"
        )
        #expect(name == "Generating coupons.kbn.json, kbn-definitions.json for Shop")
    }

    @Test("Files in subfolders keep their folders, set off without a slash")
    func subfolders() {
        let name = BuildStepName.generating(
            ["/p/Sources/Catalog/Orders/kbn-definitions.json", "/p/Sources/Catalog/shipping.kbn.json"],
            targetName: "Catalog", folder: "/p/Sources/Catalog", rootFolder: "/p"
        )
        #expect(name == "Generating Orders › kbn-definitions.json, shipping.kbn.json for Catalog")
        #expect(!name.contains("/"))
    }

    @Test("The root file is named by its path in the package; a target without a folder by the project's")
    func rootFile() {
        #expect(
            BuildStepName.generating(
                ["/p/kbn-definitions.json"], targetName: "Live", folder: "/p/Sources/Live", rootFolder: "/p")
                == "Generating kbn-definitions.json for Live")
        #expect(
            BuildStepName.generating(
                ["/x/Models/kbn-definitions.json"], targetName: "App", folder: nil, rootFolder: "/x")
                == "Generating Models › kbn-definitions.json for App")
    }
}
