#!/usr/bin/env bash
# The ecosystem check (README, "Real apps"): lints the five apps of ../shared/corpus with the
# release build, compares the findings with Tests/Ecosystem/snapshot.tsv and scores the judged
# sites (the corpus's labels.tsv and fix_labels.tsv, and our verdicts in Tests/Ecosystem/).
# Fails when a site judged false is reported, a true one is lost or a wrong fix is offered, or when
# the editor's reusing lint of edited versions of the apps' files differs from a fresh lint.
# Without the corpus it says so and succeeds: the README's commands must pass without it.
#
#   scripts/ecosystem.sh            # check
#   scripts/ecosystem.sh --update   # also rewrite the snapshot from today's findings
#   scripts/ecosystem.sh --unjudged FILE   # also list the findings no verdict covers
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
corpus=${DUO_CORPUS:-$root/../shared/corpus}
if [ ! -f "$corpus/apps.tar.xz" ]; then
    echo "ecosystem: skipped: no corpus at $corpus (set DUO_CORPUS to its folder)"
    exit 0
fi

apps="$root/.corpus"
stamp=$(cksum < "$corpus/apps.tar.xz")
if [ "$(cat "$apps/.stamp" 2>/dev/null)" != "$stamp" ]; then
    echo "ecosystem: unpacking $corpus/apps.tar.xz into .corpus/"
    rm -rf "$apps"
    mkdir -p "$apps"
    tar -xJf "$corpus/apps.tar.xz" -C "$apps" --strip-components=1
    echo "$stamp" > "$apps/.stamp"
fi

duo=${DUO_LSP:-$root/.build/release/duo-lsp}
if [ -z "${DUO_LSP:-}" ]; then (cd "$root" && swift build -c release --product duo-lsp >/dev/null); fi
# The apps are linted from .corpus/: a relative DUO_LSP (.ci/run passes .build/release/duo-lsp) is
# made absolute first.
case "$duo" in
    /*) ;;
    *) duo="$(cd "$(dirname "$duo")" && pwd)/$(basename "$duo")" ;;
esac
if [ ! -x "$duo" ]; then echo "ecosystem: no duo-lsp at $duo" >&2; exit 1; fi

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
pairs=()
for app in "$apps"/*/; do
    name=$(basename "$app")
    # Run from .corpus so paths come out as "<app>/<path>"; the scorer strips "<app>/".
    (cd "$apps" && "$duo" lint --format json --exit-zero --jobs 2 "$name") > "$out/$name.json" 2> "$out/$name.err" || {
        echo "ecosystem: duo-lsp failed on $name:" >&2; cat "$out/$name.err" >&2; exit 1; }
    pairs+=("$name=$out/$name.json:$name")
done

# The editor's keystroke path on the same apps: each file edited at seeded random places, and each
# version linted both reusing the last version's findings and declarations and from scratch; any
# difference fails (duo-bench reuse, LintMemo's invariant).
bench="$(dirname "$duo")/duo-bench"
if [ ! -x "$bench" ]; then (cd "$root" && swift build -c release --product duo-bench >/dev/null); bench="$root/.build/release/duo-bench"; fi
(cd "$apps" && "$bench" reuse */ --edits 8) || { echo "ecosystem: a lint that reuses the last version's findings differs from a fresh one" >&2; exit 1; }

verdicts=()
for file in "$root"/Tests/Ecosystem/verdicts*.tsv; do verdicts+=(--verdicts "$file"); done
for file in "$root"/Tests/Ecosystem/fix-verdicts*.tsv; do [ -f "$file" ] && verdicts+=(--fix-labels "$file"); done
exec python3 "$root/scripts/ecosystem.py" \
    --snapshot "$root/Tests/Ecosystem/snapshot.tsv" \
    --labels "$corpus/labels.tsv" --fix-labels "$corpus/fix_labels.tsv" \
    "${verdicts[@]}" "$@" "${pairs[@]}"
