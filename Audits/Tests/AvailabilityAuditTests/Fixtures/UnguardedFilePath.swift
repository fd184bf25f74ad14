// URL(filePath:) (macOS 13, iOS 16, tvOS 16, watchOS 9) with no check around it: a finding.
import Foundation

func configurationFile(in folder: String) -> URL {
    URL(filePath: folder)  // finding
}
