// The project's own declarations marked `@available` for newer systems need the same checks where
// they are used as the library's: a Linux compiler ignores those attributes.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
func modernHelper() {}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct ModernType {
    func member() {}
}

func caller(_ value: ModernType) {  // finding
    modernHelper()  // finding
    value.member()  // finding
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
        modernHelper()
    }
}
