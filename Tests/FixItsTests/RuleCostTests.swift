import XCTest
@testable import FixIts

/// Each rule's cost is bounded and linear, counted as token reads (`SourceFile.tokenReads`, debug builds):
/// on a hazard-dense file (every Swift fixture, one after another) each rule alone, from a fresh file,
/// reads at most `readsPerToken` tokens per code token and at most `share` of what all rules read; and on
/// the same text twice over it reads at most a little over twice as much (a rule that walks the enclosing
/// function or file per finding is quadratic, and fails here long before a user's large file hangs it).
/// `duo-bench rules` gives the same shares in time, on a release build.
final class RuleCostTests: XCTestCase {
    private static let readsPerToken = 4.0
    private static let share = 0.15
    private static let growthWhenDoubled = 2.2

    private func denseText() throws -> String {
        try Fixture.all().map { String(decoding: $0.bytes, as: UTF8.self) }.joined(separator: "\n")
    }

    /// What linting `text` with only `rule` on reads, past building the file.
    private func reads(of rule: any Rule, in text: String) -> (reads: Int, tokens: Int) {
        let file = SourceFile(path: "Dense.swift", text: text)
        var configuration = Configuration()
        configuration.select = [rule.code]
        let before = file.tokenReads
        _ = Linter(configuration: configuration).lint(file)
        return (file.tokenReads - before, file.count)
    }

    func testEachRuleReadsABoundedLinearShare() throws {
        #if DEBUG
        let text = try denseText()
        var costs: [(code: String, reads: Int)] = []
        for rule in RuleRegistry.all {
            let once = reads(of: rule, in: text)
            let twice = reads(of: rule, in: text + "\n" + text)
            costs.append((rule.code, once.reads))
            XCTAssertLessThanOrEqual(Double(once.reads) / Double(once.tokens), Self.readsPerToken,
                                     "\(rule.code) reads \(once.reads) tokens for \(once.tokens) code tokens")
            XCTAssertLessThanOrEqual(Double(twice.reads), Self.growthWhenDoubled * Double(once.reads) + 1000,
                                     "\(rule.code) reads \(once.reads) tokens, and \(twice.reads) on the same text twice over")
        }
        let total = Double(costs.reduce(0) { $0 + $1.reads })
        for cost in costs {
            XCTAssertLessThanOrEqual(Double(cost.reads) / total, Self.share,
                                     "\(cost.code) reads \(Int(100 * Double(cost.reads) / total))% of what all rules read")
        }
        XCTAssertGreaterThan(total, 0)
        print(costs.sorted { $0.reads > $1.reads }.prefix(8).map { "\($0.code) \(Int(1000 * Double($0.reads) / total) / 10)%" }.joined(separator: ", "))
        #else
        throw XCTSkip("token reads are counted in debug builds only")
        #endif
    }
}
