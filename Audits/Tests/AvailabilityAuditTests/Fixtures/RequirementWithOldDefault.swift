// `&*` resolves to FixedWidthInteger's requirement, added in macOS 15, on a Linux compiler; the
// default implementation it replaced is as old as the protocol, so this builds for the floor.
func scramble(_ value: UInt64) -> UInt64 {
    value &* 0x100_0000_01B3
}
