// The audit on small files with and without the checks the deployment floor needs.

import AvailabilityAudit
import Testing

@Suite("The audit on fixtures")
struct FixtureAuditTests {
    @Test("URL(filePath:) outside any check fails, naming the file, line and every platform")
    func unguardedUseFails() async throws {
        let fixture = try await AuditedFixture("UnguardedFilePath.swift")
        #expect(!fixture.report.passed)
        let finding = try #require(fixture.report.findings.first)
        #expect(fixture.report.findings.count == 1)
        #expect(finding.line == (try fixture.markedLines.first))
        #expect(
            finding.diagnostic.hasPrefix(
                "\(fixture.path):\(finding.line):5: error: 'URL.init(filePath:directoryHint:relativeTo:)' is only available on macOS 13.0 / iOS 16.0 / tvOS 16.0 / watchOS 9.0 and newer; the deployment floor is macOS 10.15, iOS 13, tvOS 13, watchOS 6, visionOS 1; use it under `if #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)`"
            ))
    }

    @Test("URL(filePath:) under if #available for every platform passes")
    func useUnderAvailablePasses() async throws {
        let report = try await AuditedFixture("FilePathUnderAvailable.swift").report
        #expect(report.passed)
        #expect(report.referenceCount > 0)
    }

    @Test("URL(filePath:) in a function marked @available for every platform passes")
    func useInAvailableFunctionPasses() async throws {
        #expect(try await AuditedFixture("FilePathInAvailableFunction.swift").report.passed)
    }

    @Test("if #available(macOS 13, *) covers macOS only: iOS, tvOS and watchOS are reported")
    func macOSOnlyCheckFailsForTheOthers() async throws {
        let fixture = try await AuditedFixture("FilePathUnderMacOSOnly.swift")
        let finding = try #require(fixture.report.findings.first)
        #expect(fixture.report.findings.count == 1)
        #expect(finding.line == (try fixture.markedLines.first))
        #expect(finding.unmet.keys.sorted() == [.iOS, .tvOS, .watchOS])
        #expect(
            finding.message.contains(
                "only available on iOS 16.0 / tvOS 16.0 / watchOS 9.0 and newer, and the checks around this use cover only macOS"
            ))
    }

    @Test("A CodingKeyRepresentable conformance on an extension without @available fails")
    func unguardedConformanceFails() async throws {
        let fixture = try await AuditedFixture("UnguardedCodingKeyRepresentable.swift")
        #expect(fixture.report.findings.map(\.line) == (try fixture.markedLines))
        #expect(fixture.report.findings.first?.declaration.name == "CodingKeyRepresentable")
        #expect(
            fixture.report.findings.first?.message.contains("macOS 12.3 / iOS 15.4 / tvOS 15.4 / watchOS 8.5") == true)
    }

    @Test("The same conformance on an extension marked @available passes")
    func conformanceUnderAvailablePasses() async throws {
        #expect(try await AuditedFixture("CodingKeyRepresentableUnderAvailable.swift").report.passed)
    }

    @Test("guard, #unavailable, closures, members and initial values are scoped as the compiler scopes them")
    func otherScopes() async throws {
        let fixture = try await AuditedFixture("GuardsAndScopes.swift")
        #expect(fixture.report.findings.map(\.line) == (try fixture.markedLines))
        #expect(
            fixture.report.findings.map(\.declaration.name) == [
                "URL.init(filePath:directoryHint:relativeTo:)", "Duration",
            ])
    }

    @Test("A declaration unavailable on some platforms fails outside code marked unavailable there")
    func unavailableDeclaration() async throws {
        let fixture = try await AuditedFixture("UnavailableOnSomePlatforms.swift")
        let finding = try #require(fixture.report.findings.first)
        #expect(fixture.report.findings.map(\.line) == (try fixture.markedLines))
        #expect(
            finding.unmet == [.iOS: .unavailable, .tvOS: .unavailable, .watchOS: .unavailable, .visionOS: .unavailable])
        #expect(finding.message.contains("is unavailable on iOS, tvOS, watchOS and visionOS"))
    }

    @Test("A requirement newer than the floor with an old default implementation passes")
    func requirementWithOldDefaultPasses() async throws {
        #expect(try await AuditedFixture("RequirementWithOldDefault.swift").report.passed)
    }

    @Test("The project's own @available declarations, and their members, are checked where used")
    func projectDeclarations() async throws {
        let fixture = try await AuditedFixture("ProjectDeclarations.swift")
        #expect(fixture.report.findings.map(\.line) == (try fixture.markedLines))
        #expect(
            fixture.report.findings.map(\.declaration.name) == ["ModernType", "modernHelper()", "ModernType.member()"])
    }

    @Test("A module's own floor replaces the project's: macOS 13 alone needs no check for URL(filePath:)")
    func moduleFloor() async throws {
        let floor = try DeploymentFloor(parsing: "macOS 13")
        #expect(try await AuditedFixture("UnguardedFilePath.swift", floor: floor).report.passed)
    }
}
