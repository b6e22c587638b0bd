#!/usr/bin/env bash
# Self-test of scripts/compare_tokens.py (until `duo-lsp tokens` exists):
#  1. the swift-syntax dumper against itself (through a fake `duo-lsp tokens`): must agree;
#  2. against a hand-edited copy of its output with known fake mismatches: must report them,
#     with string-segment-only ones told apart under --ignore-string-segments;
#  3. against a lexer that merges consecutive string segments: only string-segment-only
#     differences, which --ignore-string-segments accepts.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "FAIL: $*"; exit 1; }
scripts/build-swift-syntax-tokens.sh
DUMPER="$PWD/.build-tools/swift-syntax-tokens"
T="$(mktemp -d)"
trap 'rm -rf "$T"' EXIT
D=scripts/testdata
FILES=("$D/quirks1.swift" "$D/quirks2.swift" "$D/shebang.swift")

printf '#!/bin/sh\nshift\nexec "%s" "$@"\n' "$DUMPER" > "$T/fake-duo-lsp"
chmod +x "$T/fake-duo-lsp"
echo "== 1. dumper against itself"
scripts/compare_tokens.py --duo-lsp "$T/fake-duo-lsp" "${FILES[@]}" | tee "$T/out1"
grep -q "3 files compared, 3 identical, 0 mismatching tokens" "$T/out1"

echo "== 2. against a hand-edited copy"
"$DUMPER" "${FILES[@]}" > "$T/lexer.txt"
python3 - "$T/lexer.txt" <<'PY'
import sys
path = sys.argv[1]
lines = open(path).read().split("\n")
out, section = [], None
def edit(section, line):
    if section.endswith("quirks1.swift"):
        # `>>` closing two generic argument lists lexed as one operator: real mismatch
        if line.startswith("227\t"): return "227\t2\tbinaryOperator"
        if line.startswith("228\t"): return None
        # "\u{1F600}\n\t" as one segment: string-segment-only
        if line.startswith("9\t11\t"): return "9\t13\tstringSegment"
        if line.startswith("20\t2\t"): return None
        # multi-line string line with its indentation in the segment: string-segment-only
        if line.startswith("40\t6\t"): return "36\t10\tstringSegment"
        # after an interpolation: "\n" + indentation + "  world" as one segment: string-segment-only
        if line.startswith("53\t1\tstringSegment"): return "53\t12\tstringSegment"
        if line.startswith("58\t7\t"): return None
        # `\(` as one token, and an identifier inside the interpolation split: real mismatches
        # even though they are inside a string literal
        if line.startswith("46\t1\tbackslash"): return "46\t2\tinterpolationStart"
        if line.startswith("47\t1\tleftParen"): return None
        if line.startswith("48\t4\tidentifier"): return "48\t2\tidentifier\n50\t2\tidentifier"
        # `a!=b` lexed as `a` `!=` `b`: real mismatch
        if line.startswith("572\t"): return "572\t2\tbinaryOperator"
        if line.startswith("573\t"): return None
    if section.endswith("shebang.swift"):
        # the block comment not reported as a comment: real (kind) mismatch
        if line.startswith("52\t15\t"): return "52\t15\tblockComment"
        # an extra token where swift-syntax has trivia: real mismatch
        if line.startswith("68\t"): return "67\t1\tunknown\n" + line
    return line
for line in lines:
    if line.startswith("# "): section = line
    e = edit(section or "", line) if not line.startswith("# ") else line
    if e is not None: out.append(e)
open(path, "w").write("\n".join(out))
PY
set +e
scripts/compare_tokens.py --lexer-output "$T/lexer.txt" "${FILES[@]}" > "$T/out2"; rc2=$?
scripts/compare_tokens.py --lexer-output "$T/lexer.txt" --ignore-string-segments "${FILES[@]}" > "$T/out3"; rc3=$?
set -e
cat "$T/out2"; echo "-- with --ignore-string-segments"; cat "$T/out3"
[ $rc2 = 1 ] || fail "expected exit 1, got $rc2"
[ $rc3 = 1 ] || fail "expected exit 1 with --ignore-string-segments, got $rc3"
grep -q "quirks1.swift: lexer 218 tokens, swift-syntax 222 tokens, 20 mismatching tokens in 7 places" "$T/out2" || fail "quirks1 counts"
grep -q "quirks1.swift: lexer 218 tokens, swift-syntax 222 tokens, 12 mismatching tokens in 4 places (+ 8 string-segment-only tokens in 3 places)" "$T/out3" || fail "quirks1 string-only counts"
grep -q "shebang.swift: lexer 26 tokens, swift-syntax 25 tokens, 3 mismatching tokens in 2 places" "$T/out2" || fail "shebang counts"
grep -q "quirks2.swift: lexer 316 tokens, swift-syntax 316 tokens, identical" "$T/out2" || fail "quirks2 identical"
grep -q "SUMMARY: 3 files compared, 1 identical, 15 mismatching tokens in 6 places in 2 files; string-segment-only: 8 tokens in 3 places" "$T/out3" || fail "summary"

echo "== 3. a lexer with one segment per run of string text (segments merged)"
cat > "$T/merge.py" <<'PY'
import sys
out, run = [], None
def flush():
    global run
    if run:
        out.append("%d\t%d\tstringSegment" % (run[0], run[1] - run[0]))
        run = None
for line in sys.stdin.read().splitlines():
    if line.startswith("# "):
        flush(); out.append(line); continue
    o, l, k = line.split("\t")
    if k == "stringSegment":
        if run: run[1] = int(o) + int(l)
        else: run = [int(o), int(o) + int(l)]
        continue
    flush(); out.append(line)
flush()
print("\n".join(out))
PY
printf '#!/bin/sh\nshift\n"%s" "$@" | python3 "%s"\n' "$DUMPER" "$T/merge.py" > "$T/merging-duo-lsp"
chmod +x "$T/merging-duo-lsp"
ALL=("$D"/quirks*.swift "$D/shebang.swift")
set +e
scripts/compare_tokens.py --duo-lsp "$T/merging-duo-lsp" --only-mismatches "${ALL[@]}" > "$T/out4"; rc4=$?
scripts/compare_tokens.py --duo-lsp "$T/merging-duo-lsp" --only-mismatches --ignore-string-segments "${ALL[@]}" > "$T/out5"; rc5=$?
set -e
tail -1 "$T/out5"
[ $rc4 = 1 ] || fail "merged segments must differ without --ignore-string-segments"
[ $rc5 = 0 ] || fail "merged segments must all be string-segment-only"
grep -q "0 mismatching tokens in 0 places in 0 files; string-segment-only: [1-9]" "$T/out5" || fail "string-only count"
echo "3 passed, 0 failed"
