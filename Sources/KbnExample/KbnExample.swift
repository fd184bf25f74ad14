// The example kinds (Kbn.Gender, Kbn.Prefecture) are generated into this module by
// KbnGeneratorPlugin from the package root's kbn-definitions.json; this file only makes KbnKit's
// API available to the module's users.

@_exported import KbnKit
