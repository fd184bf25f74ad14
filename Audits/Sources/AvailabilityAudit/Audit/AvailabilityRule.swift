// The rule itself: a declaration may be used where, on every platform of the floor, the code
// either cannot run or runs only on versions that have the declaration.

enum AvailabilityRule {
    /// The platforms of `floor` on which code with `guarantees` may run without `declaration`.
    ///
    /// A protocol requirement added after the floor (Swift 6 made `FixedWidthInteger.&*` one, for
    /// macOS 15) is met by a default implementation that is old enough: a Linux compiler, with no
    /// deployment target, resolves `a &* b` to the requirement, while the compiler for an older
    /// Apple target uses the default implementation; such code builds for those targets.
    static func unmetPlatforms(
        of declaration: AnnotatedDeclaration,
        floor: DeploymentFloor,
        guarantees: [Platform: PlatformGuarantee]
    ) -> [Platform: PlatformStatus] {
        let unmet = unmetPlatforms(of: declaration.availability, floor: floor, guarantees: guarantees)
        guard !unmet.isEmpty else { return unmet }
        let metByDefault = declaration.defaultImplementations.contains {
            unmetPlatforms(of: $0, floor: floor, guarantees: guarantees).isEmpty
        }
        return metByDefault ? [:] : unmet
    }

    private static func unmetPlatforms(
        of declaration: DeclarationAvailability,
        floor: DeploymentFloor,
        guarantees: [Platform: PlatformGuarantee]
    ) -> [Platform: PlatformStatus] {
        var unmet: [Platform: PlatformStatus] = [:]
        for (platform, floorVersion) in floor.versions {
            guard let status = declaration.statuses[platform] else { continue }
            let guarantee =
                guarantees[platform].map { $0.narrowed(by: .atLeast(floorVersion)) } ?? .atLeast(floorVersion)
            switch (status, guarantee) {
            case (_, .never):
                continue
            case let (.introduced(needed), .atLeast(runs)) where runs >= needed:
                continue
            default:
                unmet[platform] = status
            }
        }
        return unmet
    }
}
