#!/usr/bin/env bash
# Builds a release archive of duo-lsp: the binary, its man page and shell
# completions, and a SHA-256 file (packaging/README.md).
#
#   scripts/release.sh [--out DIR]      default DIR: dist/
#
# Linux: `swift build -c release --static-swift-stdlib`, so the binary needs
# only the C libraries every Debian/Ubuntu base system has (glibc, libstdc++,
# libgcc_s), not a Swift toolchain. macOS: a universal binary (arm64 and
# x86_64, `--arch arm64 --arch x86_64`; the system has the Swift runtime).
#
# Writes DIR/duo-lsp-VERSION-OS-ARCH.tar.gz and DIR/duo-lsp-VERSION-OS-ARCH.tar.gz.sha256
# (`sha256sum -c` / `shasum -a 256 -c` format). The archive holds one folder:
#   bin/duo-lsp
#   share/man/man1/duo-lsp.1
#   share/bash-completion/completions/duo-lsp
#   share/zsh/site-functions/_duo-lsp
#   share/fish/vendor_completions.d/duo-lsp.fish
#   README.md
# The man page and completions are made by the binary itself from its help
# texts (`duo-lsp manpage`, `duo-lsp completions SHELL`).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

out=dist
while [ $# -gt 0 ]; do
    case "$1" in
        --out) out="$2"; shift 2 ;;
        -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "release.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done

case "$(uname -s)" in
    Linux)
        os=linux
        arch=$(uname -m)
        swift build -c release --static-swift-stdlib --product duo-lsp
        binary=.build/release/duo-lsp
        ;;
    Darwin)
        os=macos
        arch=universal
        # SwiftPM builds each architecture and joins them with lipo.
        swift build -c release --arch arm64 --arch x86_64 --product duo-lsp
        binary=.build/apple/Products/Release/duo-lsp
        ;;
    *)
        echo "release.sh: no release build for $(uname -s)" >&2
        exit 2
        ;;
esac

version=$("$binary" --version | awk '{print $2}')
name="duo-lsp-$version-$os-$arch"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root="$stage/$name"
mkdir -p "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
         "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d"
cp "$binary" "$root/bin/duo-lsp"
# Debug information is most of a release binary's size and no use to users.
strip "$root/bin/duo-lsp" 2>/dev/null || true
"$root/bin/duo-lsp" manpage > "$root/share/man/man1/duo-lsp.1"
"$root/bin/duo-lsp" completions bash > "$root/share/bash-completion/completions/duo-lsp"
"$root/bin/duo-lsp" completions zsh > "$root/share/zsh/site-functions/_duo-lsp"
"$root/bin/duo-lsp" completions fish > "$root/share/fish/vendor_completions.d/duo-lsp.fish"
cp README.md "$root/README.md"

mkdir -p "$out"
archive="$out/$name.tar.gz"
if [ "$os" = linux ]; then
    # The same files give the same archive: names sorted, owners and times fixed.
    mtime=$(git log -1 --format=%ct 2>/dev/null || echo 0)
    tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$mtime" -C "$stage" -cf - "$name" | gzip -n > "$archive"
    (cd "$out" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
else
    tar -C "$stage" -czf "$archive" "$name"
    (cd "$out" && shasum -a 256 "$name.tar.gz" > "$name.tar.gz.sha256")
fi
echo "$archive"
echo "$archive.sha256"
