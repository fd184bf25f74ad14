// Reads the references the compiler recorded in an index store (`-index-store-path`): every
// declaration a file uses, explicitly or implicitly, by USR, line and column.

import CIndexStore
import Foundation

/// A place where a source file references a declaration.
public struct SymbolOccurrence: Hashable, Sendable {
    public let usr: String
    /// 1-based, as in compiler diagnostics.
    public let line: Int
    /// 1-based, in UTF-8 bytes, as in compiler diagnostics.
    public let column: Int
    /// Written by the compiler rather than the programmer: a `for`–`in` loop's `makeIterator()`,
    /// an interpolation's `appendInterpolation`, a literal's initializer.
    public let isImplicit: Bool
}

public struct IndexStoreError: Error, CustomStringConvertible {
    public let description: String
}

/// libIndexStore, loaded once per process from the toolchain.
final class IndexStoreLibrary: Sendable {
    let api: CIndexStoreAPI

    init(path: URL) throws {
        var failure: UnsafePointer<CChar>?
        guard let api = CIndexStoreLoad(path.path, &failure) else {
            throw IndexStoreError(description: failure.map { String(cString: $0) } ?? "cannot load \(path.path)")
        }
        self.api = api.pointee
    }
}

/// An index store on disk.
struct IndexStore {
    private let library: IndexStoreLibrary
    let path: URL

    init(path: URL, library: IndexStoreLibrary) {
        self.path = path
        self.library = library
    }

    /// The references recorded for each source file, by the file's path as the compiler was given it.
    func referencesByFile() throws -> [String: [SymbolOccurrence]] {
        let api = library.api
        var error: UnsafeMutableRawPointer?
        guard let store = api.store_create(path.path, &error) else {
            throw IndexStoreError(description: "cannot open the index store at \(path.path): \(describe(error))")
        }
        defer { api.store_dispose(store) }

        var unitNames: [String] = []
        withUnsafeMutablePointer(to: &unitNames) { names in
            _ = api.store_units_apply_f(store, 0, names) { context, name in
                context.assumingMemoryBound(to: [String].self).pointee.append(name.string)
                return true
            }
        }
        var references: [String: [SymbolOccurrence]] = [:]
        for unitName in unitNames {
            let (mainFile, recordName) = try mainFileAndRecord(ofUnit: unitName, store: store)
            guard let recordName else { continue }
            references[mainFile, default: []] += try occurrences(inRecord: recordName, store: store)
        }
        return references
    }

    /// A unit is one compiled file; its record is the dependency of kind "record" for that file.
    private func mainFileAndRecord(ofUnit unitName: String, store: UnsafeMutableRawPointer) throws -> (String, String?)
    {
        let api = library.api
        var error: UnsafeMutableRawPointer?
        guard let unit = api.unit_reader_create(store, unitName, &error) else {
            throw IndexStoreError(description: "cannot read index unit \(unitName): \(describe(error))")
        }
        defer { api.unit_reader_dispose(unit) }
        var found = RecordSearch(api: api, mainFile: api.unit_reader_get_main_file(unit).string, record: nil)
        withUnsafeMutablePointer(to: &found) { search in
            _ = api.unit_reader_dependencies_apply_f(unit, search) { context, dependency in
                let search = context.assumingMemoryBound(to: RecordSearch.self)
                let api = search.pointee.api
                if api.unit_dependency_get_kind(dependency) == CINDEXSTORE_DEPENDENCY_RECORD,
                    api.unit_dependency_get_filepath(dependency).string == search.pointee.mainFile
                {
                    search.pointee.record = api.unit_dependency_get_name(dependency).string
                    return false
                }
                return true
            }
        }
        return (found.mainFile, found.record)
    }

    private struct RecordSearch {
        let api: CIndexStoreAPI
        let mainFile: String
        var record: String?
    }

    private func occurrences(inRecord recordName: String, store: UnsafeMutableRawPointer) throws -> [SymbolOccurrence] {
        let api = library.api
        var error: UnsafeMutableRawPointer?
        guard let record = api.record_reader_create(store, recordName, &error) else {
            throw IndexStoreError(description: "cannot read index record \(recordName): \(describe(error))")
        }
        defer { api.record_reader_dispose(record) }
        var collection = OccurrenceCollection(api: api, occurrences: [])
        withUnsafeMutablePointer(to: &collection) { collection in
            _ = api.record_reader_occurrences_apply_f(record, collection) { context, occurrence in
                let collection = context.assumingMemoryBound(to: OccurrenceCollection.self)
                let api = collection.pointee.api
                let roles = api.occurrence_get_roles(occurrence)
                // Declarations and definitions are the project's own; only uses matter here.
                guard roles & UInt64(CINDEXSTORE_ROLE_REFERENCE) != 0 else { return true }
                var line: UInt32 = 0
                var column: UInt32 = 0
                api.occurrence_get_line_col(occurrence, &line, &column)
                collection.pointee.occurrences.append(
                    SymbolOccurrence(
                        usr: api.symbol_get_usr(api.occurrence_get_symbol(occurrence)).string,
                        line: Int(line), column: Int(column),
                        isImplicit: roles & UInt64(CINDEXSTORE_ROLE_IMPLICIT) != 0
                    ))
                return true
            }
        }
        return collection.occurrences
    }

    private struct OccurrenceCollection {
        let api: CIndexStoreAPI
        var occurrences: [SymbolOccurrence]
    }

    private func describe(_ error: UnsafeMutableRawPointer?) -> String {
        guard let error else { return "no reason given" }
        defer { library.api.error_dispose(error) }
        return String(cString: library.api.error_get_description(error))
    }
}

extension CIndexStoreString {
    var string: String {
        guard let data, length > 0 else { return "" }
        return data.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
    }
}
