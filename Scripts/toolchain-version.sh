# Sourced by Scripts/build-matrix.sh and .ci/run: the toolchain's Swift version, as `major` and
# `minor` (0 and 0 when `swift --version` names none), and `has_swift_build`, whether SwiftPM's
# `--build-system swiftbuild` is the engine Swift 6.3 ships (earlier toolchains' is a preview).
version=$(swift --version 2>&1 | sed -n 's/.*Swift version \([0-9]*\)\.\([0-9]*\).*/\1 \2/p' | head -n 1)
read -r major minor <<<"${version:-0 0}"
has_swift_build() { ((major > 6 || (major == 6 && minor >= 3))); }
