// Hostile updates, each of a size that a parameter sets: the shapes of input whose cost grew with
// the square of their size before KbnKit bounded it (a run of combining marks, a language per value,
// attributes or groups times values, unknown group members, a repeated key, unknown kinds), for the
// tests that count what they cost and for `Benchmarks/run.sh hostile`, which measures them (it
// compiles this file through a link, Benchmarks/Sources/kbn-bench-hostile/HostileUpdates.swift).

import Foundation
import KbnKit

/// A shape of update that an attacker sends, made for this build of one compiled kind.
public enum HostileUpdate: String, CaseIterable, Sendable {
    /// Values the update adds, each with a short name: what the others are measured against.
    case plain
    /// A value whose postfix is `a` and then `size` U+0301 and `size` U+0316: refused.
    case combiningMarks = "combining-marks"
    /// `size` values added, each with a name in a language of its own.
    case languageTags = "language-tags"
    /// `size` optional attributes declared, and `size` values added, each giving one of them.
    case optionalAttributes = "optional-attributes"
    /// `size` groups of one member each, and `size` values added.
    case groups
    /// `size` values added, and a group that lists `size` names of no value, each one edit from
    /// one of them: refused, with a suggestion for each.
    case unknownGroupMembers = "unknown-group-members"
    /// A value added whose object gives `"logicalName"` `size` times: refused.
    case repeatedKey = "repeated-key"
    /// `size` kinds that the app did not compile: refused.
    case unknownKinds = "unknown-kinds"

    /// The update of `kind` in this shape, of size `size`, for a build that compiled `compiled` in
    /// the namespace `namespace`.
    public func json<Kind: KbnType>(
        of kind: Kind.Type, namespace: String = "Kbn", compiled: [any KbnType.Type], size: Int
    ) -> String {
        var update = UpdateKind(kind)
        switch self {
        case .plain:
            update.values += (0..<size).map {
                UpdateKind.Value(caseName: "c\($0)", postfix: "x\($0)", logicalName: "名前\($0)")
            }
        case .combiningMarks:
            let postfix = "a" + String(repeating: "\u{301}", count: size) + String(repeating: "\u{316}", count: size)
            update.values.append(UpdateKind.Value(caseName: "marks", postfix: postfix, logicalName: "marks"))
        case .languageTags:
            update.values += (0..<size).map {
                UpdateKind.Value(
                    caseName: "c\($0)", postfix: "x\($0)", logicalName: "名前\($0)", localizedNames: ["l\($0)": "n"])
            }
        case .optionalAttributes:
            update.attributes += (0..<size).map { (name: "a\($0)", type: "String?") }
            update.values += (0..<size).map {
                UpdateKind.Value(
                    caseName: "c\($0)", postfix: "x\($0)", logicalName: "名前\($0)", attributes: ["a\($0)": "\"v\""])
            }
        case .groups:
            update.groups = (0..<size).map { (name: "g\($0)", members: ["c\($0)"]) }
            update.values += (0..<size).map {
                UpdateKind.Value(caseName: "c\($0)", postfix: "x\($0)", logicalName: "名前\($0)")
            }
        case .unknownGroupMembers:
            update.groups = [(name: "g", members: (0..<size).map { "u\($0)" })]
            update.values += (0..<size).map {
                UpdateKind.Value(caseName: "c\($0)", postfix: "x\($0)", logicalName: "名前\($0)")
            }
        case .repeatedKey:
            update.values.append(UpdateKind.Value(caseName: "repeated", postfix: "x", logicalName: "n"))
            let json = updateJSON(namespace: namespace, [update], compiled: compiled)
            // The last value's object, given its name again `size` times.
            let last = json.range(of: "\"logicalName\": \"n\"", options: .backwards)!
            return json.replacingCharacters(
                in: last, with: String(repeating: "\"logicalName\": \"n\", ", count: size) + "\"logicalName\": \"n\"")
        case .unknownKinds:
            let json = updateJSON(namespace: namespace, [update], compiled: compiled)
            let kinds = (0..<size).map {
                "{\"name\": \"K\($0)\", \"prefix\": \"9\($0)-\", \"logicalName\": \"k\", \"values\": [{\"case\": \"a\", \"postfix\": \"1\", \"logicalName\": \"a\"}]}"
            }
            let end = json.range(of: "]", options: .backwards)!
            return json.replacingCharacters(in: end, with: ",\n" + kinds.joined(separator: ",\n") + "]")
        }
        return updateJSON(namespace: namespace, [update], compiled: compiled)
    }

    /// A plain update of `kind` of at least `bytes` bytes, for comparing with another shape.
    public static func plainJSON<Kind: KbnType>(
        of kind: Kind.Type, namespace: String = "Kbn", compiled: [any KbnType.Type], bytes: Int
    ) -> String {
        // A value takes some 70 bytes after what every update has (its "madeFor" lists every compiled
        // kind); one more round when the estimate falls short.
        let empty = HostileUpdate.plain.json(of: kind, namespace: namespace, compiled: compiled, size: 0).utf8.count
        var size = max(1, (bytes - empty) / 70)
        var json = HostileUpdate.plain.json(of: kind, namespace: namespace, compiled: compiled, size: size)
        while json.utf8.count < bytes {
            size += max(1, (bytes - json.utf8.count) / 60)
            json = HostileUpdate.plain.json(of: kind, namespace: namespace, compiled: compiled, size: size)
        }
        return json
    }
}
