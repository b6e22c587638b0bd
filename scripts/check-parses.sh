#!/usr/bin/env bash
# Checks that Swift files parse without syntax errors under swift-syntax (the dumper's
# --errors mode), in parallel. For generated corpora (every file must pass) and for the
# real-code corpus (most should).
# Usage: scripts/check-parses.sh DIR_OR_FILE…     exit 1 if any file has syntax errors;
# prints the files with errors (path, line:col, first diagnostic) and a summary.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build-swift-syntax-tokens.sh
DUMPER="$PWD/.build-tools/swift-syntax-tokens"
[ $# -gt 0 ] || { echo "usage: $0 DIR_OR_FILE…" >&2; exit 2; }
LIST="$(mktemp)"; OUT="$(mktemp)"
trap 'rm -f "$LIST" "$OUT"' EXIT
for p in "$@"; do
    find "$p" -type f \( -name '*.swift' -o -name '*.swiftinterface' \) -print0
done > "$LIST"
total=$(tr -cd '\0' < "$LIST" | wc -c)
JOBS="${JOBS:-$(nproc)}"
xargs -0 -n 100 -P "$JOBS" "$DUMPER" --errors --quiet < "$LIST" > "$OUT" 2>/dev/null || true
bad=$(grep -c $'\terror' "$OUT" || true)
cat "$OUT"
echo "$total files checked, $bad with syntax errors"
[ "$bad" = 0 ]
