// A conformance to CodingKeyRepresentable (macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5) on an
// extension without `@available`: a finding.
enum Column: String {
    case name
}

extension Column: CodingKeyRepresentable {}  // finding
