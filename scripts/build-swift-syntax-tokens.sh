#!/usr/bin/env bash
# Builds scripts/swift-syntax-tokens.swift against the toolchain's swift-syntax host libraries
# into .build-tools/swift-syntax-tokens (gitignored). Rebuilds only when the source is newer.
# Usage: scripts/build-swift-syntax-tokens.sh [--force]
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT_ROOT="${SWIFT_ROOT:-/opt/swift}"
SWIFTC="${SWIFTC:-$SWIFT_ROOT/usr/bin/swiftc}"
command -v "$SWIFTC" >/dev/null 2>&1 || SWIFTC="$(command -v swiftc)"
H="$SWIFT_ROOT/usr/lib/swift/host"
if [ ! -e "$H/SwiftParser.swiftmodule" ]; then
    H="$(dirname "$(dirname "$(readlink -f "$SWIFTC")")")/lib/swift/host"
fi
OUT=.build-tools/swift-syntax-tokens
SRC=scripts/swift-syntax-tokens.swift
mkdir -p .build-tools
if [ "${1:-}" != "--force" ] && [ -x "$OUT" ] && [ "$OUT" -nt "$SRC" ]; then
    exit 0
fi
"$SWIFTC" -O "$SRC" -module-name SwiftSyntaxTokens \
    -I "$H" -L "$H" \
    -lSwiftSyntax -lSwiftParser -lSwiftParserDiagnostics -lSwiftDiagnostics -lSwiftBasicFormat \
    -Xlinker -rpath -Xlinker "$H" \
    -o "$OUT"
echo "built $OUT" >&2
