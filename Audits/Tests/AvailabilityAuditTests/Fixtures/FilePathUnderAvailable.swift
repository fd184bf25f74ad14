// URL(filePath:) under `if #available` for every platform that needs it: no finding.
import Foundation

func configurationFile(in folder: String) -> URL {
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
        return URL(filePath: folder)
    }
    return URL(fileURLWithPath: folder)
}
