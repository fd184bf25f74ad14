// FileManager.homeDirectoryForCurrentUser is unavailable on iOS, tvOS and watchOS (and so on
// visionOS): a finding unless the code is marked unavailable there too.
import Foundation

func home() -> URL {
    FileManager.default.homeDirectoryForCurrentUser  // finding
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
func macHome() -> URL {
    FileManager.default.homeDirectoryForCurrentUser
}
