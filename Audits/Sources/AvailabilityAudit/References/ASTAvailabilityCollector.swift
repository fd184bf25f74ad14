// Reads what one file's JSON AST dump (`swiftc -dump-ast -dump-ast-format json`) says about
// availability: the scopes that `@available` declarations and `if`, `guard` and `while` conditions
// with `#available` or `#unavailable` refine, and the file's own declarations that are annotated
// for an Apple platform, which other code must then check for like the library's.

import Foundation

/// The availability facts of one source file.
struct FileAvailability {
    var scopes: [AvailabilityScope] = []
    /// Declarations with (or inside a declaration with) `@available` for an Apple platform, by USR.
    var declarations: [AnnotatedDeclaration] = []
}

struct ASTAvailabilityCollector {
    private let source: SourceText
    private var facts = FileAvailability()

    /// The facts of the file whose text is `source` and whose AST dump is `astDump`.
    static func facts(inASTDump astDump: Data, source: SourceText) throws -> FileAvailability {
        var collector = ASTAvailabilityCollector(source: source)
        collector.visit(
            try JSONSerialization.jsonObject(with: astDump),
            context: Context(parentKind: nil, blockEnd: source.bytes.count, names: [], guarantees: [:])
        )
        return collector.facts
    }

    private init(source: SourceText) {
        self.source = source
    }

    /// What the walk knows about the place it is at.
    private struct Context {
        var parentKind: String?
        /// Where the innermost enclosing block ends: a `guard` refines the code up to there.
        var blockEnd: Int
        /// The enclosing types, for the names of the declarations in them.
        var names: [String]
        /// What the enclosing declarations' `@available` attributes say; their members inherit it.
        var guarantees: [Platform: PlatformGuarantee]
    }

    private mutating func visit(_ value: Any, context: Context) {
        if let nodes = value as? [Any] {
            for case let node as [String: Any] in nodes {
                addDeclarationScope(of: node, siblings: nodes)
            }
            for node in nodes {
                visit(node, context: context)
            }
        } else if let node = value as? [String: Any] {
            let kind = node["_kind"] as? String
            var inner = context
            inner.parentKind = kind
            switch kind {
            case "brace_stmt" where context.parentKind != "top_level_code_decl":
                // The block of a top-level statement holds only that statement; a `guard` there
                // refines the rest of the file, which is what `blockEnd` already says.
                inner.blockEnd = range(of: node)?.end ?? context.blockEnd
            case "if_stmt", "guard_stmt", "while_stmt":
                addConditionScopes(of: node, blockEnd: context.blockEnd)
            default:
                break
            }
            if let usr = node["usr"] as? String, !usr.isEmpty {
                enterDeclaration(node, usr: usr, context: &inner)
            }
            for (key, child) in node where key != "attrs" {
                visit(child, context: inner)
            }
        }
    }

    /// A declaration has the availability of the declarations around it, narrowed by its own
    /// `@available`; when that names an Apple platform, its uses are checked like the library's.
    private mutating func enterDeclaration(_ node: [String: Any], usr: String, context: inout Context) {
        context.guarantees = context.guarantees.narrowed(
            by: Self.guarantees(ofAttributes: node["attrs"] as? [[String: Any]] ?? []))
        guard let name = Self.name(of: node) else { return }
        if !context.guarantees.isEmpty {
            facts.declarations.append(
                AnnotatedDeclaration(
                    usr: usr, name: (context.names + [name]).joined(separator: "."),
                    availability: DeclarationAvailability(
                        context.guarantees.mapValues { guarantee in
                            switch guarantee {
                            case let .atLeast(version): .introduced(version)
                            case .never: .unavailable
                            }
                        }),
                    defaultImplementations: []
                ))
        }
        if ["struct_decl", "class_decl", "enum_decl", "protocol_decl", "actor_decl"].contains(node["_kind"] as? String)
        {
            context.names.append(name)
        }
    }

    /// `configurationFile(in:)`, `init(code:)`, `Gender`: the declaration's name as Swift writes it.
    private static func name(of node: [String: Any]) -> String? {
        guard let name = node["name"] as? [String: Any], let base = name["base_name"] as? [String: Any],
            let baseName = (base["name"] ?? base["special"]) as? String
        else { return nil }
        // The dump leaves out `args` for a function without parameters.
        let isFunction = ["func_decl", "constructor_decl", "accessor_decl"].contains(node["_kind"] as? String)
        guard let labels = name["args"] as? [String] ?? (isFunction ? [] : nil) else { return baseName }
        return "\(baseName)(\(labels.map { ($0.isEmpty ? "_" : $0) + ":" }.joined()))"
    }

    // MARK: - @available

    /// A declaration with `@available` for an Apple platform: everything it spans, attributes and
    /// accessors included, runs only where the attributes say. A `var`'s initial value sits in the
    /// pattern binding beside it, so that binding is part of its span too.
    private mutating func addDeclarationScope(of node: [String: Any], siblings: [Any]) {
        guard let attributes = node["attrs"] as? [[String: Any]] else { return }
        let guarantees = Self.guarantees(ofAttributes: attributes)
        guard !guarantees.isEmpty, var span = extent(of: node) else { return }
        if node["_kind"] as? String == "var_decl", let start = range(of: node)?.start {
            for case let binding as [String: Any] in siblings
            where binding["_kind"] as? String == "pattern_binding_decl" {
                if let bindingRange = range(of: binding), bindingRange.start <= start, start <= bindingRange.end {
                    span = (min(span.start, bindingRange.start), max(span.end, bindingRange.end))
                }
            }
        }
        facts.scopes.append(AvailabilityScope(start: span.start, end: span.end, guarantees: guarantees))
    }

    /// `@available(macOS 13, iOS 16, *)` gives each platform it names that version;
    /// `@available(iOS, unavailable)` and `@available(*, unavailable)` say the code never runs there.
    /// Like the compiler, a declaration with an iOS attribute and none for visionOS gets the iOS one
    /// on visionOS too.
    static func guarantees(ofAttributes attributes: [[String: Any]]) -> [Platform: PlatformGuarantee] {
        var guarantees: [Platform: PlatformGuarantee] = [:]
        func add(_ platform: Platform, _ guarantee: PlatformGuarantee) {
            guarantees[platform] = guarantees[platform].map { $0.narrowed(by: guarantee) } ?? guarantee
        }
        for attribute in attributes where attribute["_kind"] as? String == "available_attr" {
            let domain = attribute["domain"] as? String
            if attribute["unavailable"] as? Bool == true {
                if domain == "*" {
                    for platform in Platform.allCases { add(platform, .never) }
                } else if let platform = domain.flatMap(Platform.init(domain:)) {
                    add(platform, .never)
                }
            } else if let platform = domain.flatMap(Platform.init(domain:)),
                let version = (attribute["introduced"] as? String).flatMap({ Version($0) })
            {
                add(platform, .atLeast(version))
            }
        }
        if guarantees[.visionOS] == nil, let iOS = guarantees[.iOS] {
            guarantees[.visionOS] =
                switch iOS {
                case .never: .never
                case let .atLeast(version): .atLeast(Platform.visionOSVersion(forIOS: version))
                }
        }
        return guarantees
    }

    // MARK: - #available and #unavailable

    /// The dump writes `#unavailable` as `#available` with the same queries, so which one a
    /// condition is comes from the source text, in order of appearance before the body.
    private mutating func addConditionScopes(of node: [String: Any], blockEnd: Int) {
        guard let statement = range(of: node),
            let conditions = node["conditions"] as? [[String: Any]]
        else { return }
        let availabilityConditions = conditions.filter { $0["_kind"] as? String == "#available" }
        guard !availabilityConditions.isEmpty else { return }
        let body = (node["then_stmt"] ?? node["body"]).flatMap { $0 as? [String: Any] }.flatMap(range(of:))
        let conditionsEnd = body?.start ?? statement.end
        let keywords =
            (source.occurrences(of: "#available", from: statement.start, to: conditionsEnd).map { ($0, false) }
            + source.occurrences(of: "#unavailable", from: statement.start, to: conditionsEnd).map { ($0, true) })
            .sorted { $0.0 < $1.0 }
        let elseBranch = (node["else_stmt"] as? [String: Any]).flatMap(range(of:))

        for (index, condition) in availabilityConditions.enumerated() {
            let guarantees = Self.guarantees(ofQueries: condition["queries"] as? [[String: Any]] ?? [])
            guard !guarantees.isEmpty else { continue }
            // Without the keyword (say, in a comment the scan confused), assume `#available` from
            // the statement's start: the conditions after it are refined too.
            let (keyword, isUnavailable) = index < keywords.count ? keywords[index] : (statement.start, false)
            var refined: [(Int, Int)] = []
            switch (node["_kind"] as? String, isUnavailable) {
            case ("guard_stmt", false):
                refined = [(keyword, (body?.start ?? statement.end) - 1), (statement.end + 1, blockEnd)]
            case ("guard_stmt", true):
                refined = body.map { [($0.start, $0.end)] } ?? []
            case (_, false):
                refined = [(keyword, body?.end ?? statement.end)]
            case (_, true):
                refined = elseBranch.map { [($0.start, $0.end)] } ?? []
            }
            facts.scopes += refined.filter { $0.0 <= $0.1 }.map {
                AvailabilityScope(start: $0.0, end: $0.1, guarantees: guarantees)
            }
        }
    }

    /// `#available(macOS 13, iOS 16, *)` gives each platform it names that version. Unlike
    /// `@available`, an iOS query says nothing about visionOS: at run time visionOS answers `*`.
    static func guarantees(ofQueries queries: [[String: Any]]) -> [Platform: PlatformGuarantee] {
        var guarantees: [Platform: PlatformGuarantee] = [:]
        for query in queries {
            guard let platform = (query["domain"] as? String).flatMap(Platform.init(domain:)),
                let version = (query["version"] as? String).flatMap({ Version($0) })
            else { continue }
            guarantees[platform] = .atLeast(version)
        }
        return guarantees
    }

    // MARK: - Ranges

    private func range(of node: [String: Any]) -> (start: Int, end: Int)? {
        guard let range = node["range"] as? [String: Any],
            let start = range["start"] as? Int, let end = range["end"] as? Int
        else { return nil }
        return (start, end)
    }

    /// From the first to the last offset of any range in the node, its attributes included.
    private func extent(of value: Any) -> (start: Int, end: Int)? {
        var result: (start: Int, end: Int)?
        func include(_ value: Any) {
            if let node = value as? [String: Any] {
                if let own = range(of: node) {
                    result = result.map { (min($0.start, own.start), max($0.end, own.end)) } ?? own
                }
                node.values.forEach(include)
            } else if let nodes = value as? [Any] {
                nodes.forEach(include)
            }
        }
        include(value)
        return result
    }
}
