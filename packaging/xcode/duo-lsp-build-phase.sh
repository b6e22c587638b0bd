#!/bin/sh
# An Xcode "Run Script" build phase that lints the target with duo-lsp, for
# projects that do not use the build-tool plugin (packaging/README.md, "Xcode
# Run Script phase"). In the phase:
#
#   Shell:              /bin/sh
#   Script:             "$SRCROOT/packaging/xcode/duo-lsp-build-phase.sh"   (where you put this file)
#   Input File Lists:   $(SRCROOT)/duo-lsp.xcfilelist
#   Output Files:       $(DERIVED_FILE_DIR)/duo-lsp.stamp
#   Based on dependency analysis: on
#
# duo-lsp.xcfilelist lists the target's Swift files, its Info.plist and the
# .duo-lsp.json, one a line, as $(SRCROOT)/… paths. Xcode runs the phase only
# when one of them changed or the stamp is missing. Make (and commit) it with
#
#   DUO_LSP_WRITE_FILELIST=App sh packaging/xcode/duo-lsp-build-phase.sh
#
# from the project folder (App: the target's folder); run that again when
# files are added or removed.
#
# Findings appear in the issue navigator at their line. The build fails only
# as .duo-lsp.json's "failOn" asks (duo-lsp lint --build-step).
#
# Finding duo-lsp, first found wins:
#   1. DUO_LSP, a path set in the build settings or the environment;
#   2. a binary checked in at $SRCROOT/bin/duo-lsp (from the release archive);
#   3. Mint: `mint which duo-lsp` (mint install duo-lsp/duo-lsp);
#   4. PATH, with Homebrew's folders added (Xcode's PATH lacks them).
set -eu

if [ -n "${DUO_LSP_WRITE_FILELIST:-}" ]; then
    # One path a line, sorted so the file's diff shows what changed.
    {
        find "$DUO_LSP_WRITE_FILELIST" -type f \( -name '*.swift' -o -name 'Info.plist' -o -name '*-Info.plist' \) \
            -not -path '*/.build/*' -not -path '*/DerivedData/*' -not -path '*/Pods/*'
        [ -f .duo-lsp.json ] && echo .duo-lsp.json
    } | sed 's|^\./||' | LC_ALL=C sort | sed 's|^|$(SRCROOT)/|' > duo-lsp.xcfilelist
    echo "wrote duo-lsp.xcfilelist ($(wc -l < duo-lsp.xcfilelist | tr -d ' ') files)"
    exit 0
fi

duo=${DUO_LSP:-}
if [ -z "$duo" ] && [ -x "${SRCROOT:-.}/bin/duo-lsp" ]; then duo="${SRCROOT:-.}/bin/duo-lsp"; fi
if [ -z "$duo" ] && command -v mint >/dev/null 2>&1; then duo=$(mint which duo-lsp 2>/dev/null || true); fi
if [ -z "$duo" ]; then
    PATH="$PATH:/opt/homebrew/bin:/usr/local/bin"
    duo=$(command -v duo-lsp 2>/dev/null || true)
fi
if [ -z "$duo" ]; then
    echo "warning: duo-lsp not found: brew install duo-lsp, mint install duo-lsp/duo-lsp, or check in bin/duo-lsp (see packaging/README.md)"
    exit 0
fi

stamp=${SCRIPT_OUTPUT_FILE_0:-${DERIVED_FILE_DIR:-.}/duo-lsp.stamp}
# Xcode hands the phase its input file lists with the $(…) paths resolved.
files=$(mktemp)
trap 'rm -f "$files"' EXIT
i=0
while [ "$i" -lt "${SCRIPT_INPUT_FILE_LIST_COUNT:-0}" ]; do
    eval "list=\${SCRIPT_INPUT_FILE_LIST_$i}"
    # shellcheck disable=SC2154 # set by the eval
    grep -E '(\.swift|Info\.plist)$' "$list" >> "$files" || true
    i=$((i + 1))
done
if [ ! -s "$files" ]; then
    echo "warning: duo-lsp: the phase has no Swift files in its input file lists (see the comment at the top of $0)"
    exit 0
fi
tr '\n' '\0' < "$files" | xargs -0 "$duo" lint --build-step --stamp "$stamp"
