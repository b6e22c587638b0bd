import Foundation
import XCTest
@testable import FixIts

/// What each rule says it can fix (`offeredFixes`, shown by `duo-lsp rules`
/// and docs/rules) is what its fixtures show it fixing: the safeties of the
/// fixes on its findings there.
final class RuleFixDeclarationTests: XCTestCase {
    func testDeclaredFixesMatchTheFixtures() throws {
        var seen: [String: Set<Fix.Safety>] = [:]
        for fixture in try Fixture.all() {
            let file = SourceFile(path: fixture.name, bytes: fixture.bytes)
            for diagnostic in Linter(configuration: fixture.configuration).lint(file) {
                seen[diagnostic.code, default: []].formUnion(diagnostic.fixes.map(\.safety))
            }
        }
        for rule in RuleRegistry.all {
            let observed = seen[rule.code] ?? []
            XCTAssertEqual(Set(rule.offeredFixes), observed,
                           "\(rule.code) declares offeredFixes \(rule.offeredFixes.map(\.rawValue)); its fixtures show \(observed.map(\.rawValue).sorted())")
        }
        XCTAssertTrue(RuleRegistry.all.contains { !$0.offeredFixes.isEmpty })
    }
}
