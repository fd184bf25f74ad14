// How many files the build plugin has kbn-gen spread a definitions file's kinds over. A debug build
// recompiles only the generated files that changed, so an edit to one kind then recompiles its
// part, not every kind (docs/PERFORMANCE.md, "Parts").

enum DefinitionsParts {
    /// The parts of every definitions file. The count cannot follow the file: SwiftPM runs a build
    /// plugin again only when a target's files change, not when one file's content does. A part
    /// without kinds is a file of comments, which costs a clean build next to nothing
    /// (docs/PERFORMANCE.md, "Parts").
    static let count = 16
}
