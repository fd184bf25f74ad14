// URL(filePath:) under `if #available(macOS 13, *)`: the `*` leaves iOS, tvOS and watchOS at the
// floor, so the use is a finding for those three and not for macOS.
import Foundation

func configurationFile(in folder: String) -> URL {
    if #available(macOS 13, *) {
        return URL(filePath: folder)  // finding
    }
    return URL(fileURLWithPath: folder)
}
