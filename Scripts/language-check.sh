#!/usr/bin/env bash
# Checks that the package's Swift sources, generated code included, use no language feature or
# standard-library type newer than Swift 6.0, the oldest compiler that `swift-tools-version: 6.0`
# admits, outside a branch of `#if compiler(>=6.1)` (or newer, or `#if swift(>=…)`), which older
# compilers do not parse. Only a 6.0 toolchain proves it (the Linux jobs of .github/workflows/ci.yml run one); this
# check runs anywhere and names the line. It looks for the spellings that Swift 6.1, 6.2 and 6.3
# added, in code with its comments and string literals blanked out. Each finding is printed as
# `path:line: error: …`; the exit status is 0 when there is none, 1 when there are.
#
# --self-test checks, on one line per spelling, that each spelling is found, and that lines
# Swift 6.0 accepts are not.
# Needs only bash and perl.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# Each rule: the Swift version that added the feature, what it is, and a Perl pattern for its
# spelling in code whose comments and strings are blanked (newlines kept, so lines still count).
read -r -d '' rules <<'RULES' || true
6.1	a trailing comma in an argument, parameter, tuple or generic list (SE-0439)	,\s*(?:\)|>(?!=))
6.1	nonisolated on a type or extension (SE-0449)	\bnonisolated\s+(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*(?:struct|class|enum|extension|protocol|actor)\b
6.2	nonisolated(nonsending) (SE-0461)	\bnonisolated\s*\(\s*nonsending\s*\)
6.2	@concurrent (SE-0461)	@concurrent\b
6.2	InlineArray (SE-0453)	\bInlineArray\b
6.2	an inline array type [N of T] (SE-0483)	\[\s*\d+\s+of\b
6.2	Span, RawSpan, MutableSpan or UTF8Span (SE-0447, SE-0464, SE-0467)	\b(?:Mutable)?(?:Raw)?Span\b|\bUTF8Span\b|\.(?:span|utf8Span|mutableSpan)\b
6.2	a raw identifier, a name in backticks that is not an identifier (SE-0451)	`[\p{L}\p{N}_\$]*`(*SKIP)(*FAIL)|`[^`\n]*[^\p{L}\p{N}_`\$\n][^`\n]*`
6.2	an isolated conformance (SE-0470)	\b(?:extension|struct|class|enum|actor)\b[^{\n]*:[^{\n]*@\w*Actor\s+[A-Za-z_]
6.2	a nonisolated conformance (SE-0470)	\b(?:extension|struct|class|enum|actor)\b[^{\n]*:[^{\n]*\bnonisolated\s+[A-Za-z_]
6.2	an unsafe expression or @safe / @unsafe (SE-0458)	\bunsafe\s+[\w(&\[]|@(?:safe|unsafe)\b
6.2	weak let (SE-0481)	\bweak\s+let\b
6.2	Task.immediate or a named task (SE-0472, SE-0469)	\bTask\s*\.\s*immediate\b|\bTask\s*\(\s*name\s*:
6.2	@abi (SE-0476)	@abi\s*\(
6.3	@c (SE-0495)	@c\b(?!\w)
6.3	a module selector Module::name (SE-0491)	\b\w+\s*::\s*\w
6.3	@specialized (SE-0460)	@specialized\b
6.3	@inline(always) (SE-0496)	@inline\s*\(\s*always\s*\)
RULES

# The rules on each file's code, then the one rule that is spelled inside string literals:
# a default value in string interpolation, "\(x, default: "-")" (SE-0477, Swift 6.2).
check() {
    RULES="$rules" perl -CSD -Mutf8 -e '
        my @rules = map { [split /\t/] } grep { length } split /\n/, $ENV{RULES};

        # The text with comments and string literals turned into spaces, newlines kept; the code
        # in string interpolations stays, as it is code.
        sub blank {
            my $s = shift;
            my @modes = ("code");  # code, string, comment
            my @closers;           # per string: its closing delimiter and its number of #
            my @depths;            # per interpolation: its open parentheses
            my $out = "";
            my $i = 0;
            my $keep = sub { my $n = shift; $out .= substr($s, $i, $n); $i += $n };
            # Comments become spaces, strings underscores: a string is still an expression.
            my $spaces = sub { my $n = shift; (my $b = substr($s, $i, $n)) =~ s/[^\n]/ /g; $out .= $b; $i += $n };
            my $filler = sub { my $n = shift; (my $b = substr($s, $i, $n)) =~ s/[^\n]/_/g; $out .= $b; $i += $n };
            while ($i < length $s) {
                my $mode = $modes[-1];
                my $ahead = substr($s, $i, 12);
                if ($mode eq "code") {
                    if ($ahead =~ m{^//}) { my $end = index($s, "\n", $i); $spaces->(($end < 0 ? length $s : $end) - $i); next }
                    if ($ahead =~ m{^/\*}) { push @modes, "comment"; $spaces->(2); next }
                    if ($ahead =~ /^(#*)("""|")/) {
                        push @modes, "string";
                        push @closers, [$2 . $1, length $1];
                        $filler->(length($1) + length($2));
                        next;
                    }
                    my $char = substr($s, $i, 1);
                    if (@depths && $char eq "(") { $depths[-1]++ }
                    if (@depths && $char eq ")") {
                        if ($depths[-1] == 0) { pop @depths; pop @modes; $spaces->(1); next }
                        $depths[-1]--;
                    }
                    $keep->(1);
                } elsif ($mode eq "comment") {
                    if ($ahead =~ m{^\*/}) { pop @modes; $spaces->(2); next }
                    if ($ahead =~ m{^/\*}) { push @modes, "comment"; $spaces->(2); next }
                    $spaces->(1);
                } else {
                    my ($closer, $hashCount) = @{$closers[-1]};
                    if (substr($s, $i, length $closer) eq $closer) { pop @modes; pop @closers; $filler->(length $closer); next }
                    my $escape = "\\" . ("#" x $hashCount);
                    if (substr($s, $i, length $escape) eq $escape) {
                        if (substr($s, $i + length $escape, 1) eq "(") {
                            $filler->(length($escape) + 1);
                            push @modes, "code"; push @depths, 0;
                            next;
                        }
                        $filler->(length($escape) + 1);
                        next;
                    }
                    $filler->(1);
                }
            }
            return $out;
        }

        # The code with each branch of `#if compiler(>=X.Y)` or `#if swift(>=X.Y)` newer than 6.0
        # blanked, up to its `#else`, `#elseif` or `#endif`: an older compiler does not parse it.
        sub unguarded {
            my @lines = split /\n/, shift, -1;
            my @stack;  # per #if: whether its current branch is blanked
            for my $line (@lines) {
                if ($line =~ /^\s*#if\b/) {
                    my $newer = $line =~ /^\s*#if\s+(?:compiler|swift)\s*\(\s*>=\s*(\d+)(?:\.(\d+))?/
                        && ($1 > 6 || ($1 == 6 && ($2 // 0) > 0));
                    push @stack, ($newer ? 1 : 0);
                } elsif ($line =~ /^\s*#(?:else|elseif)\b/ && @stack) {
                    $stack[-1] = 0;
                } elsif ($line =~ /^\s*#endif\b/ && @stack) {
                    pop @stack;
                } elsif (grep { $_ } @stack) {
                    $line =~ s/[^\n]/ /g;
                }
            }
            return join "\n", @lines;
        }
        my $found = 0;
        for my $path (@ARGV) {
            open my $file, "<:encoding(UTF-8)", $path or die "$path: $!";
            local $/; my $text = <$file>; close $file;
            my $code = unguarded(blank($text));
            for my $rule (@rules) {
                my ($version, $what, $pattern) = @$rule;
                while ($code =~ /$pattern/g) {
                    my $line = 1 + (substr($code, 0, $-[0]) =~ tr/\n//);
                    print "$path:$line: error: $what needs Swift $version; the package supports Swift 6.0\n";
                    $found = 1;
                }
            }
            while ($text =~ /\\\((?:[^()"]|"[^"]*")*,\s*default\s*:/g) {
                my $line = 1 + (substr($text, 0, $-[0]) =~ tr/\n//);
                print "$path:$line: error: a default value in string interpolation needs Swift 6.2 (SE-0477); the package supports Swift 6.0\n";
                $found = 1;
            }
        }
        exit $found;
    ' "$@"
}

if [[ ${1:-} == --self-test ]]; then
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    cat > "$work/new.swift" <<'SWIFT'
f(a, b,)
func f(a: Int,) {}
struct S<T,> {}
nonisolated struct N {}
nonisolated public final class C {}
nonisolated(nonsending) func g() async {}
@concurrent func h() async {}
let i: InlineArray<3, Int> = [1, 2, 3]
let j: [3 of Int] = [1, 2, 3]
func k(_ s: Span<UInt8>) {}
let l = array.span
func `a b`() {}
extension M: @MainActor P {}
extension M2: Q, nonisolated P {}
let m = unsafe pointer.pointee
@unsafe func n() {}
weak let o = object
Task.immediate { }
Task(name: "x") { }
@abi(func p()) func p2() {}
@c func q() {}
let r = Swift::print
@specialized(where T == Int) func s<T>(_: T) {}
@inline(always) func t() {}
let u = "\(value, default: "-")"
SWIFT
    cat > "$work/old.swift" <<'SWIFT'
// f(a, b,) in a comment, `a b` in a comment, Swift::print
let strings = ["f(a, b,)", "`a b`", "Swift::print", "@concurrent", #"InlineArray"#]
let array = [1, 2, 3,]
let dictionary = ["a": 1,]
if a >= b, c > d {}
let x = a < b ? 1 : 2
let y = (a, b)
func `default`() {}
let z = `default`
// Two names in backticks on one line: what lies between them is no name.
let w = [`default`, f(a: 1, b: 2) + `default`]
let bits = unsafeBitCast(value, to: UInt8.self)
nonisolated func f() {}
nonisolated(unsafe) var g = 0
let text = """
    f(a, b,) `a b`
    """
let interpolated = "\(a, b)"
#if compiler(>=6.2)
extension M: nonisolated P {}
#else
extension M: P {}
#endif
#if swift(>=6.1)
nonisolated struct N {}
#endif
SWIFT
    expected=$(grep -c . "$work/new.swift")
    findings=$(check "$work/new.swift" || true)
    found=$(cut -d: -f2 <<<"$findings" | sort -un | wc -l)
    if [[ $found -ne $expected ]]; then
        echo "language-check --self-test: $found of the $expected lines of newer Swift were found:" >&2
        echo "$findings" >&2
        exit 1
    fi
    if ! old=$(check "$work/old.swift"); then
        echo "language-check --self-test: Swift 6.0 was reported as newer:" >&2
        echo "$old" >&2
        exit 1
    fi
    echo "language-check --self-test: each of the $expected spellings found, none in Swift 6.0 code"
    exit 0
fi

files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(
    git ls-files -z -- '*.swift' '*.swift.expected'
)
if check "${files[@]}"; then
    echo "language-check: ${#files[@]} files use nothing newer than Swift 6.0"
else
    exit 1
fi
