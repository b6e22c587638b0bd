import Foundation
import XCTest

/// Every subcommand takes `-h` and `--help`, anywhere among its arguments,
/// and prints its own help on stdout with status 0.
final class CLIHelpTests: XCTestCase {
    func testEverySubcommandTakesHelpFlags() throws {
        let tree = try FixtureTree()
        let usages = [
            "serve": "usage: duo-lsp [serve]", "lint": "usage: duo-lsp lint", "report": "usage: duo-lsp report",
            "rules": "usage: duo-lsp rules", "explain": "usage: duo-lsp explain", "tokens": "usage: duo-lsp tokens",
            "docs": "usage: duo-lsp docs", "help": "usage: duo-lsp [serve]",
        ]
        for (command, usage) in usages.sorted(by: { $0.key < $1.key }) {
            for flag in ["-h", "--help"] {
                for arguments in [[command, flag], [command, "--format", "json", flag]] {
                    let result = try DuoBinary.run(arguments, in: tree.root)
                    XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
                    XCTAssertTrue(result.stdout.hasPrefix(usage), "\(arguments) printed: \(result.stdout)")
                    XCTAssertEqual(result.stderr, "", "\(arguments)")
                }
            }
        }
    }

    func testHelpNamesTheHelpFlag() throws {
        let tree = try FixtureTree()
        let result = try DuoBinary.run(["lint", "--help"], in: tree.root)
        XCTAssertTrue(result.stdout.contains("-h, --help"), result.stdout)
    }
}
