// The one table of what a change to a definitions file does: the severity `kbn-gen diff` gives it,
// for apps built against the old file, and whether an update applied at run time may make it. The
// diff, `kbn-gen check-update` and KbnKit's updates all decide by this table.

/// Every kind of difference between an old and a new version of a definitions file.
package enum DefinitionsChangeKind: CaseIterable, Hashable, Sendable {
    case namespaceRenamed
    /// The kinds moved from inside the namespace to the module's top level, or back.
    case kindsMoved
    case accessNarrowed
    case accessWidened
    case kindRemoved
    case kindAdded
    case kindRenamed
    case prefixChanged
    /// The prefix changed, and every old code is kept as a former code.
    case prefixChangedKeepingFormerCodes
    /// A name, description, short name, deprecation, former or alternate code list, localized name,
    /// attribute value or sort attribute: what people see.
    case textChanged
    case attributeRemoved
    case attributeTypeChanged
    case groupRemoved
    case groupMembersChanged
    case caseRenamed
    /// A value's code now belongs to another value (or, in an update, to a value the app does not have).
    case codeGivenToOtherValue
    case codeChanged
    /// A value's code changed, and the old code is kept as a former code.
    case codeChangedKeepingFormerCode
    /// A value was removed while another value reads its code.
    case valueMerged
    case valueRemoved
    case secondaryCodeRemoved
    case secondaryCodeReadAsOtherValue
    /// A value the old file has gained a former or alternate code.
    case secondaryCodeAddedToCompiledValue
    case valueAdded
    case orderChanged
    /// A kind's parent kind changed, or a value kept its code under another parent.
    case parentChanged

    /// What `kbn-gen diff` reports it as: an error when it breaks apps built against the old file or
    /// data written with it, a warning when those apps meet something new, else a note.
    package var severity: Diagnostic.Severity {
        switch self {
        case .namespaceRenamed, .kindsMoved, .accessNarrowed, .kindRemoved, .kindRenamed, .prefixChanged,
            .attributeRemoved, .attributeTypeChanged, .groupRemoved, .caseRenamed, .codeGivenToOtherValue, .codeChanged,
            .valueRemoved, .secondaryCodeRemoved, .secondaryCodeReadAsOtherValue, .parentChanged:
            .error
        case .prefixChangedKeepingFormerCodes, .codeChangedKeepingFormerCode, .valueMerged, .valueAdded:
            .warning
        case .accessWidened, .kindAdded, .textChanged, .groupMembersChanged, .orderChanged,
            .secondaryCodeAddedToCompiledValue:
            .note
        }
    }

    /// Whether an update, which changes what people see of the kinds an app compiled, may make the
    /// change; nil when it may, else why not, for the message that refuses it.
    ///
    /// An update never changes what a compiled code means: the code is still read as the compiled
    /// value, so logic written against the kind stays right. Everything people see may change.
    package var whyRefusedInUpdate: String? {
        switch self {
        case .namespaceRenamed: "the app's kinds are in another namespace"
        case .kindAdded, .kindRenamed: "the app has no such kind; an update changes the kinds it compiled"
        case .prefixChanged, .prefixChangedKeepingFormerCodes: "an update cannot change a kind's prefix"
        case .attributeRemoved, .attributeTypeChanged:
            "an update gives every attribute the app compiled, with its compiled type"
        case .caseRenamed:
            "a compiled value keeps its case name, its identity in the app's code; to rename what people see, change its logicalName"
        case .secondaryCodeAddedToCompiledValue:
            "the app reads a compiled value by the codes it compiled only, so an update cannot add one"
        case .codeGivenToOtherValue, .codeChanged, .codeChangedKeepingFormerCode, .valueMerged,
            .secondaryCodeReadAsOtherValue:
            "an update cannot change which value a compiled code reads as"
        case .valueRemoved: "an update keeps every value the app compiled; to stop offering one, deprecate it"
        case .parentChanged: "an update keeps a kind's parent kind and every compiled value's parent"
        // Where the Swift code declares a kind is nothing an update, which is data, can change.
        case .kindsMoved, .accessNarrowed, .accessWidened, .kindRemoved, .textChanged, .groupRemoved,
            .groupMembersChanged, .secondaryCodeRemoved, .valueAdded, .orderChanged:
            nil
        }
    }
}
