#!/usr/bin/env bash
# The standard comparison of duo-lsp's tokens with swift-syntax's: builds duo-lsp (release) and
# the dumper, then compares on the toolchain's .swiftinterface files and, when present, the
# real iOS corpus in /work/corpus/ios (see scripts/README.md). Extra arguments go to
# compare_tokens.py (options and more files/folders), e.g.
#   scripts/compare-tokens.sh --ignore-string-segments --only-mismatches
#   scripts/compare-tokens.sh -n 20 path/to/generated-corpus
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build -c release --product duo-lsp >&2
scripts/build-swift-syntax-tokens.sh
paths=()
while IFS= read -r f; do paths+=("$f"); done < <(find /opt/swift -name '*.swiftinterface' | sort)
[ -d /work/corpus/ios ] && paths+=(/work/corpus/ios)
exec scripts/compare_tokens.py "$@" "${paths[@]}"
