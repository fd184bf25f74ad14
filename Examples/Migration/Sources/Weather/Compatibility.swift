// The members that the hand-written enums had and the generated kinds name otherwise, so that the
// app's call sites (CallSites/) compile unchanged. Each can go once no call site uses it; KbnKit's
// article "Moving From Hand-Written Enums" explains each.

extension Prefecture {
    /// The hand-written enum's name for ``logicalName``.
    public var name: String { logicalName }

    /// The JIS X 0401 number, which the hand-written enum called `id`.
    ///
    /// `Identifiable`'s `id` stays the code, as every kind's is: SwiftUI identifies values by it.
    /// Where the type is not written, Swift takes this one, the type's own, as the call sites
    /// expect; new code says ``number``.
    public var id: Int { number }

    /// The area the forecasts group the prefecture in.
    public var area: Area {
        guard let area = Area(code: areaCode) else {
            preconditionFailure("\(code) has the area code \(areaCode), which no Area has")
        }
        return area
    }
}

extension Area {
    /// The hand-written enum's name for ``logicalName``.
    public var name: String { logicalName }
}
