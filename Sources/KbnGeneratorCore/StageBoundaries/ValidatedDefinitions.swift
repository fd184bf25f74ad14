// What the validate stage hands on and the render stage takes: definitions that passed every check,
// and the name the generated code calls each file by. Only the validator's output becomes code.

/// Definitions that passed every check, alone and together with the files generated with them: the
/// only input the renderer takes, so that nothing unchecked is turned into code.
package struct ValidatedDefinitions: Sendable {
    package let definitions: Definitions
    /// Each kind's table, in the order of `definitions.kinds`, as the validator built them.
    let tables: [KindTable]

    /// Only the pipeline, ``KbnGenerator``, makes one, after validating.
    init(_ definitions: Definitions, tables: [KindTable]) {
        precondition(tables.count == definitions.kinds.count, "a validated file has a table for each kind")
        self.definitions = definitions
        self.tables = tables
    }
}

/// A validated definitions file and the name that the generated code calls it by.
package struct NamedDefinitions: Sendable {
    /// The file's path below the folder that holds all the inputs, for headers and doc comments; not
    /// a full path, so that output is the same on every machine.
    package let name: String
    /// Validated: ``init(name:definitions:)`` takes nothing else.
    package let definitions: Definitions
    /// Each kind's table, as the validator built it.
    let tables: [KindTable]

    package init(name: String, definitions: ValidatedDefinitions) {
        self.name = name
        self.definitions = definitions.definitions
        tables = definitions.tables
    }
}
