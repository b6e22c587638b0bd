#!/usr/bin/env bash
# Builds and runs the libFuzzer targets in Fuzz/ (see the README's "Guarantees").
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET…]     # default: 60 seconds, every target
#   scripts/fuzz.sh 15                                  # CI: the four targets, 15 s each
#   nohup nice -n 19 scripts/fuzz.sh 1800 lexer > .build-fuzz/lexer.log 2>&1 &
#
# Targets: lexer, json, frames, fixits. Each binary is the library's sources
# compiled with the fuzzer's file (`swiftc -sanitize=fuzzer,address`; fixits
# imports SwiftLexer built the same way), so the package needs no change.
# Seeds (never written): the lexer and rule fixtures for lexer and fixits, read
# in place so every fixture seeds the fuzzer as it is today; Fuzz/Corpus/<target>/
# for json and frames. New corpus entries, crash inputs and logs go under
# .build-fuzz/ (ignored by git).
# Exits non-zero when any target crashes, leaks, times out, runs out of
# memory or breaks an invariant (the targets check them with fatalError).
#
# Environment: SWIFTC (default: swiftc on PATH, else /opt/swift/usr/bin/swiftc),
# FUZZ_OUT (default .build-fuzz), FUZZ_ARGS (extra libFuzzer flags).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

seconds="${1:-60}"
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
    echo "usage: scripts/fuzz.sh [SECONDS_PER_TARGET] [lexer|json|frames|fixits]…" >&2
    exit 2
fi
shift || true
all_targets=(lexer json frames fixits)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all_targets[@]}")

swiftc="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
out="${FUZZ_OUT:-$root/.build-fuzz}"
mkdir -p "$out/bin" "$out/modules"
symbolizer="$(dirname "$swiftc")/llvm-symbolizer"
[ -x "$symbolizer" ] && export ASAN_SYMBOLIZER_PATH="$symbolizer"

# -O as the release build; lld avoids gold's warnings about ASan's symbols.
flags=(-parse-as-library -O -sanitize=fuzzer,address -use-ld=lld)

# Rebuilds `$1` when it is missing or older than any of the other arguments.
stale() {
    local product="$1"
    shift
    [ -e "$product" ] || return 0
    [ -n "$(find "$@" -newer "$product" -print -quit)" ]
}

build() {
    local target="$1" binary="$out/bin/$1"
    local -a sources
    case "$target" in
    lexer) sources=(Sources/SwiftLexer/*.swift Sources/SeededRandom/*.swift Fuzz/Support/*.swift Fuzz/LexerFuzzer.swift) ;;
    json) sources=(Sources/JSONRPC/*.swift Sources/SeededRandom/*.swift Fuzz/Support/FuzzControls.swift Fuzz/JSONFuzzer.swift) ;;
    frames) sources=(Sources/JSONRPC/*.swift Sources/SeededRandom/*.swift Fuzz/Support/FuzzControls.swift Fuzz/FrameReaderFuzzer.swift) ;;
    fixits)
        # FixIts imports SwiftLexer: build that as a module of its own first.
        local lexer="$out/modules/libSwiftLexer.a"
        if stale "$lexer" Sources/SwiftLexer; then
            echo "fuzz: building SwiftLexer (module for fixits)"
            "$swiftc" "${flags[@]}" -module-name SwiftLexer -emit-module \
                -emit-module-path "$out/modules/SwiftLexer.swiftmodule" \
                -emit-library -static -o "$lexer" Sources/SwiftLexer/*.swift
        fi
        mapfile -t sources < <(find Sources/FixIts -name '*.swift' | sort)
        sources+=(Sources/SeededRandom/*.swift Fuzz/Support/*.swift Fuzz/FixItsFuzzer.swift)
        if stale "$binary" "${sources[@]}" "$lexer"; then
            echo "fuzz: building fixits"
            "$swiftc" "${flags[@]}" -module-name FixIts -I "$out/modules" -L "$out/modules" -lSwiftLexer \
                "${sources[@]}" -o "$binary"
        fi
        return
        ;;
    *)
        echo "fuzz: unknown target $target (one of: ${all_targets[*]})" >&2
        exit 2
        ;;
    esac
    if stale "$binary" "${sources[@]}"; then
        echo "fuzz: building $target"
        "$swiftc" "${flags[@]}" -module-name "$(tr '[:lower:]' '[:upper:]' <<< "${target:0:1}")${target:1}Fuzzer" \
            "${sources[@]}" -o "$binary"
    fi
}

# Longest input per target: every seed fits; more only slows each run.
max_len() {
    case "$1" in
    lexer | json) echo 4096 ;;
    frames | fixits) echo 8192 ;;
    esac
}

# The folders of seeds, read recursively by libFuzzer.
seeds() {
    case "$1" in
    lexer | fixits) echo Tests/SwiftLexerTests/Fixtures Tests/FixItsTests/Fixtures ;;
    json | frames) echo "Fuzz/Corpus/$1" ;;
    esac
}

for target in "${targets[@]}"; do build "$target"; done

failed=()
summary=()
for target in "${targets[@]}"; do
    corpus="$out/corpus/$target"
    artifacts="$out/artifacts/$target"
    log="$out/logs/$target.log"
    mkdir -p "$corpus" "$artifacts" "$out/logs"
    echo "fuzz: $target for ${seconds}s (log: $log)"
    status=0
    # The first corpus folder receives new entries; the seeds stay untouched.
    # -timeout: a single input taking 10 s is a bug (everything is linear).
    # shellcheck disable=SC2086,SC2046
    "$out/bin/$target" "$corpus" $(seeds "$target") \
        -max_total_time="$seconds" -max_len="$(max_len "$target")" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$artifacts/" ${FUZZ_ARGS:-} > "$log" 2>&1 || status=$?
    runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
    summary+=("$target: ${runs:-?} executions in ${seconds}s, exit status $status")
    if [ "$status" -ne 0 ]; then
        failed+=("$target")
        echo "fuzz: $target FAILED (status $status); the input is in $artifacts/" >&2
        grep -E 'Fatal error|ERROR: |SUMMARY: |Test unit written' "$log" | head -8 >&2 || true
    fi
done

printf 'fuzz: %s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: failed: ${failed[*]}" >&2
    exit 1
fi
