import Foundation
import XCTest

/// The release archive: what it holds, its checksum, the man page and the
/// shell completions.
final class ReleaseArchiveTests: XCTestCase {
    func testArchiveHoldsTheBinaryManPageAndCompletionsWithAChecksum() throws {
        let release = try ReleaseArchive.get()
        XCTAssertTrue(release.archive.lastPathComponent.hasPrefix("duo-lsp-"), release.archive.path)
        XCTAssertTrue(release.unpacked.lastPathComponent + ".tar.gz" == release.archive.lastPathComponent)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: release.binary.path))
        for relative in [ReleaseArchive.manPage, "README.md"] + ReleaseArchive.completions.values.sorted() {
            let size = (try? FileManager.default.attributesOfItem(atPath: release.file(relative).path)[.size] as? Int) ?? 0
            XCTAssertGreaterThan(size, 100, "\(relative) is missing or empty in the archive")
        }
        let version = try PackagingSupport.run(release.binary, ["--version"], timeout: 30)
        XCTAssertTrue(release.archive.lastPathComponent.contains(version.output.split(separator: " ").last.map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) } ?? "?"),
                      "the archive is named for the binary's version: \(version.output)")

        let sha = try PackagingSupport.tool("sha256sum", package: "coreutils")
        let check = try PackagingSupport.run(sha, ["-c", release.checksum.lastPathComponent], in: release.checksum.deletingLastPathComponent(), timeout: 60)
        XCTAssertEqual(check.status, 0, check.output)
        XCTAssertTrue(check.output.contains("\(release.archive.lastPathComponent): OK"), check.output)
    }

    /// groff reads the page without a warning, and it covers every command
    /// and every `duo-lsp lint` option of the help texts.
    func testManPageRendersAndCoversEveryCommandAndOption() throws {
        let release = try ReleaseArchive.get()
        let groff = try PackagingSupport.tool("groff", package: "groff-base")
        let page = release.file(ReleaseArchive.manPage).path
        let check = try PackagingSupport.run(groff, ["-man", "-ww", "-z", page], timeout: 60)
        XCTAssertEqual(check.status, 0, check.output)
        XCTAssertEqual(check.output, "", "groff warnings")
        let text = try PackagingSupport.run(groff, ["-man", "-Tutf8", "-P-cbou", page], timeout: 60).output
        XCTAssertTrue(text.contains("DUO-LSP(1)"), text)
        for command in ["serve", "lint", "report", "rules", "explain", "tokens", "docs", "completions", "manpage", "help"] {
            XCTAssertTrue(text.contains("\n   \(command)\n"), "the man page has no section for \(command)")
        }
        for option in try Self.lintOptions(release.binary) {
            XCTAssertTrue(text.contains(option), "the man page does not mention \(option)")
        }
    }

    func testCompletionsParseInTheirShells() throws {
        let release = try ReleaseArchive.get()
        for (shell, relative) in ReleaseArchive.completions.sorted(by: { $0.key < $1.key }) {
            let executable = try PackagingSupport.tool(shell, package: shell)
            let run = try PackagingSupport.run(executable, ["-n", release.file(relative).path], timeout: 60)
            XCTAssertEqual(run.status, 0, "\(shell) -n \(relative):\n\(run.output)")
            let text = try String(contentsOf: release.file(relative), encoding: .utf8)
            for option in try Self.lintOptions(release.binary) {
                let name = shell == "fish" ? "-l \(option.dropFirst(2))" : option
                XCTAssertTrue(text.contains(name), "the \(shell) completion lacks \(option)")
            }
        }
    }

    /// What the shells offer: options, their values, rule codes.
    func testCompletionsOfferOptionsValuesAndRules() throws {
        let release = try ReleaseArchive.get()
        let bash = try PackagingSupport.tool("bash", package: "bash")
        func bashOffers(_ words: [String]) throws -> [String] {
            let script = """
                source "$1"; shift
                COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _duo_lsp
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            let run = try PackagingSupport.run(bash, ["-c", script, "bash", release.file(ReleaseArchive.completions["bash"]!).path] + words, timeout: 30)
            return run.output.split(separator: "\n").map(String.init)
        }
        XCTAssertEqual(try bashOffers(["duo-lsp", "lin"]), ["lint"])
        XCTAssertTrue(try bashOffers(["duo-lsp", "lint", "--fo"]).contains("--format"))
        XCTAssertTrue(try bashOffers(["duo-lsp", "lint", "--format", ""]).contains("sarif"))
        XCTAssertEqual(try bashOffers(["duo-lsp", "lint", "--fail-on", "n"]), ["never"])
        XCTAssertTrue(try bashOffers(["duo-lsp", "explain", "DUO10"]).contains("DUO101"))

        let fish = try PackagingSupport.tool("fish", package: "fish")
        func fishOffers(_ line: String) throws -> [String] {
            let run = try PackagingSupport.run(fish, ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]",
                                                      release.file(ReleaseArchive.completions["fish"]!).path, line], timeout: 30)
            return run.output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        XCTAssertTrue(try fishOffers("duo-lsp li").contains("lint"))
        XCTAssertTrue(try fishOffers("duo-lsp lint --fo").contains("--format"))
        XCTAssertTrue(try fishOffers("duo-lsp report --format ").contains("html"))
        XCTAssertTrue(try fishOffers("duo-lsp explain DUO10").contains("DUO101"))
    }

    /// `--format`, `--fix`, … as `duo-lsp help lint` lists them.
    static func lintOptions(_ binary: URL) throws -> [String] {
        let help = try PackagingSupport.run(binary, ["help", "lint"], timeout: 30).output
        let options = help.split(separator: "\n").compactMap { line -> String? in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("  "), text.hasPrefix("--") else { return nil }
            return String(text.prefix { $0 != " " })
        }
        XCTAssertGreaterThan(options.count, 15, help)
        return options
    }
}
