// The kinds are generated into this module from kbn-definitions.json. Re-exporting KbnUpdates (and
// through it KbnKit) lets every file that imports Checkout read updates and use KbnValue without
// importing either.
@_exported import KbnUpdates
