// The other ways code is refined, each with one use that is covered and, where marked, one that
// is not.
import Foundation

func afterGuard(_ folder: String) -> String {
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return folder }
    return URL(filePath: folder).path(percentEncoded: false)
}

func inUnavailableElse(_ folder: String) -> URL {
    if #unavailable(macOS 13, iOS 16, tvOS 16, watchOS 9) {
        return URL(fileURLWithPath: folder)
    } else {
        return URL(filePath: folder)
    }
}

func inUnavailableThen(_ folder: String) -> URL {
    if #unavailable(macOS 13, iOS 16, tvOS 16, watchOS 9) {
        return URL(filePath: folder)  // finding
    }
    return URL(fileURLWithPath: folder)
}

func inClosure(_ folder: String) -> () -> URL? {
    {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return nil }
        return URL(filePath: folder)
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct Folders {
    static let temporary = URL(filePath: "/var/cache")
    var home: URL { URL(filePath: "/home") }
}

struct Settings {
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    static let root = URL(filePath: "/")
    var timeout: Duration?  // finding
}
