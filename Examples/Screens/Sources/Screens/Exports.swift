// The example kinds are generated into this module by KbnGeneratorPlugin from kbn-definitions.json,
// a copy of the root package's; this file makes KbnKit's and KbnUI's API available with them.

@_exported import KbnKit
@_exported import KbnUI
