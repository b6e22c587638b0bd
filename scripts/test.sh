#!/usr/bin/env bash
# The README's test command. Installs what the tests drive — Neovim, Emacs with
# Eglot and lsp-mode, Node.js (VS Code extension), Python 3 (Helix file),
# Chromium (the readiness report), patch (`lint --diff`), zsh and fish (the
# release archive's completions), groff (its man page) — from Debian's
# packages when they are missing and this can (root, or passwordless sudo),
# then runs `swift test`. Arguments go to `swift test` (scripts/test.sh
# --filter EditorTests). Without them those tests fail and say how to install
# them; they never skip.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

has() { command -v "$1" >/dev/null 2>&1; }
emacs_has() { emacs --batch --eval "(kill-emacs (if (locate-library \"$1\") 0 1))" >/dev/null 2>&1; }

packages=()
has nvim || packages+=(neovim)
if has emacs; then
    emacs_has eglot || packages+=(elpa-eglot)        # built into Emacs 29+; a package for Emacs 28
    emacs_has lsp-mode || packages+=(elpa-lsp-mode)
else
    packages+=(emacs-nox elpa-eglot elpa-lsp-mode)
fi
has node || packages+=(nodejs)
has python3 || packages+=(python3)
has chromium || packages+=(chromium)
has patch || packages+=(patch)
has zsh || packages+=(zsh)
has fish || packages+=(fish)
has groff || packages+=(groff-base)

if [ ${#packages[@]} -gt 0 ]; then
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if has sudo && sudo -n true 2>/dev/null; then sudo=(sudo -n); else sudo=(none); fi
    fi
    if [ "${sudo[*]-}" = none ] || ! has apt-get; then
        echo "scripts/test.sh: missing ${packages[*]}; cannot install them here (needs apt-get as root or passwordless sudo)." >&2
        echo "scripts/test.sh: the editor tests will fail until they are installed." >&2
    else
        echo "scripts/test.sh: installing ${packages[*]} (apt-get)"
        log=$(mktemp)
        start=$SECONDS
        # On a fresh machine another apt-get (unattended upgrades, a provisioning
        # step) may hold the package lock: wait for it up to ten minutes.
        lock=(-o DPkg::Lock::Timeout=600)
        if ! { "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get "${lock[@]}" update -qq &&
               "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get "${lock[@]}" install -y -qq --no-install-recommends "${packages[@]}"; } >"$log" 2>&1; then
            cat "$log" >&2
            echo "scripts/test.sh: apt-get failed; the editor tests will fail." >&2
        else
            echo "scripts/test.sh: installed in $((SECONDS - start)) s"
        fi
        rm -f "$log"
    fi
fi

# The packaging tests check the release archive, which cannot be made inside
# `swift test` (its build waits for the lock `swift test` holds): make it first
# when it is missing or older than the sources (CI has made it already). Only
# for the whole run, the README's command: `scripts/test.sh --filter …` does not.
if [ $# -eq 0 ]; then
    archive=$(ls .build/release-archive/duo-lsp-*.tar.gz 2>/dev/null | head -1 || true)
    if [ -z "$archive" ] || [ -n "$(find Sources Package.swift scripts/release.sh README.md -newer "$archive" -print -quit 2>/dev/null)" ]; then
        echo "scripts/test.sh: making the release archive the packaging tests check (scripts/release.sh)"
        rm -rf .build/release-archive
        scripts/release.sh --out .build/release-archive
    fi
fi

exec swift test "$@"
