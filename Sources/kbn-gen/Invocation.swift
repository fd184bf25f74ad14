// The command line, parsed: which subcommand and which files. Kept apart from running it so the
// accepted forms are visible in one place.

/// What kbn-gen was asked to do.
enum Invocation: Equatable {
    case help
    case generate(input: String, output: String?)
    case check(input: String)

    init(parsing arguments: [String]) throws(UsageError) {
        if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") || arguments == ["help"] {
            self = .help
            return
        }
        var remaining = arguments.dropFirst()
        var output: String?
        var positional: [String] = []
        while let argument = remaining.popFirst() {
            if argument == "--output" {
                guard let path = remaining.popFirst() else { throw UsageError("--output needs a file path") }
                output = path
            } else if argument.hasPrefix("-") {
                throw UsageError("unknown option '\(argument)'")
            } else {
                positional.append(argument)
            }
        }
        guard positional.count == 1 else {
            throw UsageError(positional.isEmpty ? "missing the definitions file" : "expected one definitions file, got \(positional.count)")
        }
        switch arguments[0] {
        case "generate":
            self = .generate(input: positional[0], output: output)
        case "check":
            if output != nil { throw UsageError("check writes nothing; --output belongs to generate") }
            self = .check(input: positional[0])
        default:
            throw UsageError("unknown subcommand '\(arguments[0])'")
        }
    }
}

struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
