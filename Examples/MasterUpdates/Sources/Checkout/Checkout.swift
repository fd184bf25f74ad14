// The kinds are generated into this module from kbn-definitions.json. Re-exporting KbnKit lets
// every file that imports Checkout use KbnUpdate and KbnValue without importing KbnKit.
@_exported import KbnKit
