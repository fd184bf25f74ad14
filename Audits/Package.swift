// swift-tools-version: 6.0
// The Apple-availability audit of swift-kbn: checks, on any host, that the project's code uses no
// standard-library or Foundation API newer than its deployment floor outside `#available` or
// `@available`. Needs only the Swift toolchain; see docs/AVAILABILITY.md.
import PackageDescription

let package = Package(
    name: "Audits",
    products: [
        .executable(name: "availability-audit", targets: ["availability-audit"]),
        .executable(name: "api-listing", targets: ["api-listing"]),
    ],
    targets: [
        // Loads the toolchain's libIndexStore at run time, so nothing links against a toolchain path.
        .target(
            name: "CIndexStore",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),

        // The audit as a pipeline: SymbolGraph/ (what the library declares, with availability),
        // References/ (what the project uses, and under which checks), Audit/ (the comparison),
        // Compilation/ (running the toolchain to get both).
        .target(name: "AvailabilityAudit", dependencies: ["CIndexStore"]),

        // The command-line edge: arguments, the module table, the report and the exit status.
        .executableTarget(name: "availability-audit", dependencies: ["AvailabilityAudit"]),

        // KbnKit's public API as sorted text, for the committed baseline (Scripts/api-check.sh).
        .executableTarget(name: "api-listing"),

        .testTarget(
            name: "AvailabilityAuditTests",
            dependencies: ["AvailabilityAudit"],
            // Swift files the tests compile, read through #filePath; not sources of the test target.
            exclude: ["Fixtures"]
        ),
    ]
)
