// URL(filePath:) in a function marked `@available` for every platform that needs it: no finding.
import Foundation

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
func configurationFile(in folder: String) -> URL {
    URL(filePath: folder)
}
