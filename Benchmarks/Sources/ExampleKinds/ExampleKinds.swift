// The repository's example kinds (Kbn.Gender, Kbn.Prefecture, Kbn.ContactMethod), generated here by
// KbnGeneratorPlugin from the root kbn-definitions.json, which kbn-definitions.json in this folder
// links to: KbnExample is not a product of swift-kbn, so the benchmark builds its own copy. Beside
// it, renumbered.kbn.json (namespace Renumbered) gives every prefecture two former codes,
// unprefixed.kbn.json (namespace Unprefixed) has the prefectures without a prefix, and hostile.kbn.json
// (namespace Hostile, a link to the KbnUI tests' file) has the 65 kinds of the hostile entry points.

@_exported import KbnKit
