// Runs the toolchain's programs side by side, as many at once as the machine has cores.

import Foundation

extension Sequence where Element: Sendable {
    /// `transform` on every element, at most `width` at a time, in the original order: the
    /// compiler jobs use every core without starting more than the machine runs at once.
    func concurrentMap<T: Sendable>(
        width: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @escaping @Sendable (Element) async throws -> T
    ) async throws -> [T] {
        try await withThrowingTaskGroup(of: (Int, T).self) { group in
            var results: [Int: T] = [:]
            var running = 0
            for (index, element) in enumerated() {
                if running == Swift.max(width, 1) {
                    let (done, result) = try await group.next()!
                    results[done] = result
                    running -= 1
                }
                group.addTask { (index, try await transform(element)) }
                running += 1
            }
            for try await (done, result) in group {
                results[done] = result
            }
            return results.keys.sorted().map { results[$0]! }
        }
    }
}
