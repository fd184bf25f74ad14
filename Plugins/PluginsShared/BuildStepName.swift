// The name of the generation step in the build log. Without `-v`, SwiftPM shows a build command's
// first word and what follows the last `/` of its name, so a name that spelled paths showed the
// last file alone: "Generating kbn-definitions.json for ShopModels (2 files)" for a target with
// coupons.kbn.json too. This name holds no `/`, so the log shows every file.

/// The build log's name of the step that generates a target's kinds.
enum BuildStepName {
    /// "Generating coupons.kbn.json, kbn-definitions.json for ShopModels": each of `inputs` by its
    /// path within `folder` (the target's) or else `rootFolder` (the package's), folders set off by
    /// ` › ` instead of `/`.
    static func generating(_ inputs: [String], targetName: String, folder: String?, rootFolder: String) -> String {
        let names = inputs.map { path in
            let base = [folder, rootFolder].compactMap { $0 }.first { path.hasPrefix($0 + "/") }
            let relative = base.map { String(path.dropFirst($0.count + 1)) } ?? path
            return relative.split(separator: "/").joined(separator: " › ")
        }
        return "Generating \(names.joined(separator: ", ")) for \(targetName)"
    }
}
