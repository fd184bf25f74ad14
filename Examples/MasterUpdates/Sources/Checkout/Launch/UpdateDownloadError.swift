// Why a download brought no update: what the app logs, while it keeps the update it has.

import Foundation

/// Why a download of an update failed.
public enum UpdateDownloadError: Error, CustomStringConvertible {
    /// The server answered with another status than 200, such as a 500 page of a failing proxy.
    case status(Int, contentType: String?)
    /// The answer grew past the most bytes the app reads; the download was stopped there.
    case tooLarge(maximumSize: Int)
    /// The connection failed, was cut before the whole answer came, or timed out (a `URLError`).
    case connection(any Error)

    public var description: String {
        switch self {
        case .status(let status, let contentType):
            "the server answered \(status) (\(contentType ?? "no Content-Type")), not 200 with an update"
        case .tooLarge(let maximumSize):
            "the update is larger than \(maximumSize) bytes, the most this app reads; the download was stopped"
        case .connection(let error):
            "the download failed: \(error.localizedDescription)"
        }
    }
}
