# Homebrew formula for duo-lsp (packaging/README.md, "Homebrew"). Builds from
# the tagged source with the Swift toolchain and installs the man page and
# the completions the binary makes. Not run here: there is no Homebrew on the
# machine this was written on (Linux, no macOS).
class DuoLsp < Formula
  desc "Language server and linter for iPhone Duo layout hazards in Swift code"
  homepage "https://github.com/duo-lsp/duo-lsp"
  url "https://github.com/duo-lsp/duo-lsp/archive/refs/tags/v0.1.0.tar.gz"
  # The release fills this in: shasum -a 256 v0.1.0.tar.gz
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  head "https://github.com/duo-lsp/duo-lsp.git", branch: "main"

  depends_on xcode: ["16.0", :build]
  uses_from_macos "swift" => :build

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "duo-lsp"
    bin.install ".build/release/duo-lsp"
    (man1/"duo-lsp.1").write Utils.safe_popen_read(bin/"duo-lsp", "manpage")
    generate_completions_from_executable(bin/"duo-lsp", "completions")
  end

  test do
    (testpath/"View.swift").write "let width = UIScreen.main.bounds.width\n"
    assert_match "[DUO101]", shell_output("#{bin}/duo-lsp lint View.swift", 1)
    assert_match "duo-lsp #{version}", shell_output("#{bin}/duo-lsp --version")
  end
end
