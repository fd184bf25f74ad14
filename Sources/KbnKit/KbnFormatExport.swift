// KbnKit's users and generated code see the table format's names (KbnColumn, KbnAttributeType,
// KbnAttributeValue, KbnTableFormat) through `import KbnKit`, as before they moved into their own
// module for the generator to share.

@_exported @_spi(KbnGenerated) import KbnFormat
