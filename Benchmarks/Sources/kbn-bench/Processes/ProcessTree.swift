// The processes a build started, found through /proc, so that limits apply to the compiler
// processes below `swift build` and not only to `swift build` itself.

import Foundation
import Glibc

#if !os(Linux)
#error("kbn-bench watches builds through /proc: run it on Linux")
#endif

/// A snapshot of one process and all of its descendants.
struct ProcessTree {
    private(set) var processIDs: [pid_t] = []
    /// The sum of their resident memory, in bytes.
    private(set) var residentBytes = 0

    private static let pageSize = sysconf(Int32(_SC_PAGESIZE))

    init(root: pid_t) {
        var childrenByParent: [pid_t: [pid_t]] = [:]
        var residentBytesByProcess: [pid_t: Int] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let processID = pid_t(entry), let stat = Self.stat(of: processID) else { continue }
            childrenByParent[stat.parent, default: []].append(processID)
            residentBytesByProcess[processID] = stat.residentPages * Self.pageSize
        }
        var pending = [root]
        while let processID = pending.popLast() {
            processIDs.append(processID)
            residentBytes += residentBytesByProcess[processID] ?? 0
            pending += childrenByParent[processID] ?? []
        }
    }

    /// The parent and resident pages from /proc/<pid>/stat, whose second field, the command name
    /// in parentheses, may itself contain spaces and parentheses.
    private static func stat(of processID: pid_t) -> (parent: pid_t, residentPages: Int)? {
        guard let text = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8),
            let nameEnd = text.lastIndex(of: ")")
        else { return nil }
        // Fields after the name start at field 3 (state); the parent is field 4, resident pages field 24.
        let fields = text[text.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 21, let parent = pid_t(fields[1]), let pages = Int(fields[21]) else { return nil }
        return (parent, pages)
    }
}
