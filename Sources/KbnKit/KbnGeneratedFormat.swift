// The format of generated files that this KbnKit reads, named in each of them so that a file from
// an incompatible kbn-gen fails to compile instead of trapping when it runs.

/// The generated-file format of kbn-gen 1.x, which every file it writes names.
///
/// When the format changes, KbnKit adds the next one and marks this one unavailable with a message
/// that says to generate the file again, as swift-protobuf does with its generated-version check.
/// A file from a newer kbn-gen than KbnKit names a format this KbnKit does not have yet; the line
/// that names it says what to do.
@_spi(KbnGenerated) public enum KbnGeneratedFormat1 {}
