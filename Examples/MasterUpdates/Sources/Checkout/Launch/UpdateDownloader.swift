// Downloads an update from the back end: the body of a 200 answer, no larger than the app reads
// and no slower than its timeout, so that no server can hang the download or fill the memory.

import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where the app downloads its update from, and how much it waits for and reads.
public struct UpdateDownloader: Sendable {
    public let url: URL
    /// The longest the whole download may take on Apple platforms; on Linux, the longest wait for
    /// the next byte.
    public let timeout: TimeInterval
    /// The most bytes read; a longer answer is stopped there.
    public let maximumSize: Int

    public init(url: URL, timeout: TimeInterval = 30, maximumSize: Int = KbnUpdate.defaultMaximumSize) {
        self.url = url
        self.timeout = timeout
        self.maximumSize = maximumSize
    }

    /// The whole body of a 200 answer.
    ///
    /// - Throws: ``UpdateDownloadError``. (Not a typed `throws`: the compiler cannot build one for
    ///   iOS 13 against an SDK of Swift 5.8's standard library, which lacks `_willThrowTyped`.)
    func download() async throws -> Data {
        let configuration = URLSessionConfiguration.ephemeral
        // The resource timeout bounds the whole answer, so that a server that sends a byte a
        // minute is stopped too; the request timeout, the longest wait for the next byte, is the
        // one that Linux's FoundationNetworking applies (without it, a silent server was stopped
        // after the default 60 s, not after `timeout`).
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let body = BodyCollector(maximumSize: maximumSize)
        let session = URLSession(configuration: configuration, delegate: body, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: url)
        let result = await withCheckedContinuation { continuation in
            body.collect(task, then: continuation)
        }
        switch result {
        case .success(let bytes): return bytes
        case .failure(let error): throw error
        }
    }
}

/// Collects one task's body as it comes, and stops the task when it grows past the maximum.
///
/// The session calls it on its own serial queue; the lock makes its state safe to share for the
/// compiler, which cannot see that queue.
private final class BodyCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let maximumSize: Int
    private let lock = NSLock()
    private var body = Data()
    private var isTooLarge = false
    private var continuation: CheckedContinuation<Result<Data, UpdateDownloadError>, Never>?

    init(maximumSize: Int) {
        self.maximumSize = maximumSize
    }

    func collect(
        _ task: URLSessionDataTask, then continuation: CheckedContinuation<Result<Data, UpdateDownloadError>, Never>
    ) {
        locked { self.continuation = continuation }
        task.resume()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let stop = locked {
            body.append(data)
            isTooLarge = body.count > maximumSize
            return isTooLarge
        }
        if stop { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (result, continuation) = locked {
            defer { self.continuation = nil }
            return (outcome(of: task, error), self.continuation)
        }
        continuation?.resume(returning: result)
    }

    /// `body` under the lock (NSLocking's `withLock` is newer than the app's floor).
    private func locked<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// What the finished `task` brought. The status is judged first: a 500 page is a 500, however
    /// long it is.
    private func outcome(of task: URLSessionTask, _ error: (any Error)?) -> Result<Data, UpdateDownloadError> {
        if let response = task.response as? HTTPURLResponse, response.statusCode != 200 {
            return .failure(.status(response.statusCode, contentType: response.mimeType))
        }
        if isTooLarge { return .failure(.tooLarge(maximumSize: maximumSize)) }
        if let error { return .failure(.connection(error)) }
        return .success(body)
    }
}
