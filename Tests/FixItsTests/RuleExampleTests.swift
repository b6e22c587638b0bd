import XCTest
@testable import FixIts

/// The documentation is held to the rule (issue 19): every rule's `example` is reported by it, its
/// `useInstead` is not, and where the rule fixes the example safely, the fixed example is reported no
/// more. A page that shows an example its rule does not flag teaches the wrong thing.
final class RuleExampleTests: XCTestCase {
    private func codes(of rule: any Rule, in text: String) -> [Diagnostic] {
        let linter = Linter(rules: [rule])
        switch rule.fileKind {
        case .project:
            return linter.lintProjectFile(SourceFile(path: "App/Info.plist", bytes: Array(Self.propertyList(from: text).utf8)))
                .filter { $0.code == rule.code }
        default:
            return linter.lint(SourceFile(path: "App/Example.swift", bytes: Array(text.utf8))).filter { $0.code == rule.code }
        }
    }

    /// A project rule's example shows `Info.plist` entries, then (after a `/* project.pbxproj … */` line)
    /// the build setting that says the same: the entries, as the whole `Info.plist` they would be in.
    static func propertyList(from example: String) -> String {
        let lines = example.split(separator: "\n", omittingEmptySubsequences: false)
        let entries = lines.prefix { !$0.hasPrefix("/*") }.filter { !$0.hasPrefix("<!--") }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + entries.joined(separator: "\n") + "\n</dict>\n</plist>\n"
    }

    func testEveryExampleTriggersItsRuleAndUseInsteadDoesNot() {
        var checked = 0
        for rule in RuleRegistry.all where rule.code != "DUO001" && rule.code != "DUO400" {
            let doc = rule.documentation
            let example = codes(of: rule, in: doc.example)
            XCTAssertFalse(example.isEmpty, "\(rule.code)'s example is not reported by \(rule.code)")
            XCTAssertEqual(codes(of: rule, in: doc.useInstead).map(\.message), [], "\(rule.code)'s use-instead is reported by \(rule.code)")
            if rule.fileKind != .project, example.contains(where: { $0.fixes.first?.safety == .safe }) {
                let fixed = Linter(rules: [rule]).fix(SourceFile(path: "App/Example.swift", bytes: Array(doc.example.utf8)), includeUnsafe: false).bytes
                let again = codes(of: rule, in: String(decoding: fixed, as: UTF8.self))
                XCTAssertLessThan(again.count, example.count, "\(rule.code): the safe fix of its example changes nothing it reports")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 25)
    }
}
