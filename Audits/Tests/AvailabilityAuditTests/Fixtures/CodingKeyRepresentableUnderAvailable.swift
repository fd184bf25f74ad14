// The same conformance on an extension marked `@available` for every platform: no finding.
enum Column: String {
    case name
}

@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
extension Column: CodingKeyRepresentable {}
