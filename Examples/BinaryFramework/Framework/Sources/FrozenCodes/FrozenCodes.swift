// The kinds are generated from kbn-definitions.json in this folder; SwiftPM needs one Swift file of
// the target's own to run the plugin.
@_exported import KbnKit
