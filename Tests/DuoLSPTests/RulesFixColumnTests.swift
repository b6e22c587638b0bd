import FixIts
import Foundation
import JSONRPC
import XCTest

/// `duo-lsp rules` and docs/rules say which rules can fix, from what each
/// rule declares (RuleFixDeclarationTests holds that to the fixtures).
final class RulesFixColumnTests: XCTestCase {
    private static func words(_ rule: any Rule) -> String {
        rule.offeredFixes.isEmpty ? "—" : rule.offeredFixes.map(\.rawValue).joined(separator: ", ")
    }

    func testRulesSayWhichFixesTheyOffer() throws {
        let tree = try FixtureTree()
        let json = try DuoBinary.run(["rules", "--format", "json"], in: tree.root)
        let rules = try XCTUnwrap(JSONParser.parse(Array(json.stdout.utf8)).arrayValue)
        XCTAssertEqual(rules.count, RuleRegistry.all.count)
        for (entry, rule) in zip(rules, RuleRegistry.all) {
            XCTAssertEqual(entry["fixes"]?.arrayValue?.compactMap(\.stringValue), rule.offeredFixes.map(\.rawValue), rule.code)
        }

        let text = try DuoBinary.run(["rules"], in: tree.root).stdout.split(separator: "\n")
        XCTAssertTrue(text.first?.hasPrefix("CODE") == true, "a header names the columns: \(text.first ?? "")")
        for rule in RuleRegistry.all {
            let line = text.first { $0.hasPrefix(rule.code + " ") } ?? ""
            XCTAssertTrue(line.contains("  \(Self.words(rule))  "), "\(rule.code): \(line)")
        }
    }

    func testRuleIndexHasAFixColumn() throws {
        let index = try String(contentsOf: DuoBinary.packageRoot.appendingPathComponent("docs/rules/README.md"), encoding: .utf8)
        XCTAssertTrue(index.contains("| Code | Name | Severity | Fix | Summary |"), index)
        for rule in RuleRegistry.all {
            XCTAssertTrue(index.contains("| \(rule.defaultSeverity.rawValue) | \(Self.words(rule)) |"), rule.code)
        }
    }
}
