import Foundation
import XCTest
@testable import FixIts
import SwiftLexer

/// The rule fixtures (Fixtures/README.md): expected findings, expected fixed
/// output, fixed output that parses, idempotent fixing, and findings that
/// survive comments and line breaks inside them.
final class FixtureTests: XCTestCase {
    func testFindingsMatchExpectations() throws {
        let fixtures = try Fixture.all()
        XCTAssertGreaterThan(fixtures.count, 20)
        for fixture in fixtures {
            let file = SourceFile(path: fixture.name, bytes: fixture.bytes)
            assertFindings(Linter(configuration: fixture.configuration).lint(file), in: file, match: fixture)
        }
    }

    /// A workspace fixture's files are linted with what all of them declare: a wrapper's uses in one file
    /// are reported through its declaration in another; each file's findings are its own expectations.
    func testWorkspaceFixtureFindingsMatchExpectations() throws {
        let workspaces = try Fixture.workspaces()
        XCTAssertGreaterThanOrEqual(workspaces.count, 5)
        for (_, fixtures) in workspaces {
            let index = WorkspaceIndex()
            let files = fixtures.map { SourceFile(path: $0.name, bytes: $0.bytes) }
            for file in files { index.update(file.path, FileDeclarations(of: file)) }
            for (fixture, file) in zip(fixtures, files) {
                assertFindings(Linter(configuration: fixture.configuration).lint(file, workspace: index), in: file, match: fixture)
            }
        }
    }

    private func assertFindings(_ diagnostics: [Diagnostic], in file: SourceFile, match fixture: Fixture) {
        var unmatched = fixture.expectations
        for diagnostic in diagnostics {
            let line = file.lines.line(of: diagnostic.range.lowerBound)
            let flagged = Fixture.flaggedText(diagnostic.range, in: file)
            if let match = unmatched.firstIndex(where: {
                $0.code == diagnostic.code && $0.line == line && $0.flagged == flagged && ($0.severity ?? defaultSeverity($0.code)) == diagnostic.severity
            }) {
                checkPins(unmatched.remove(at: match), diagnostic, at: "\(fixture.name):\(line + 1)")
            } else {
                XCTFail("\(fixture.name):\(line + 1): unexpected \(diagnostic.code):\(diagnostic.severity.rawValue) `\(flagged)` — \(diagnostic.message)")
            }
        }
        for expectation in unmatched {
            XCTFail("\(fixture.name):\(expectation.line + 1): missing \(expectation)")
        }
    }

    /// What an expectation pins beyond the range: part of the message (`says "…"`), the first fix's title
    /// (`fix "…"`).
    private func checkPins(_ expectation: Fixture.Expectation, _ diagnostic: Diagnostic, at place: String) {
        if let says = expectation.says, !diagnostic.message.contains(says) {
            XCTFail("\(place): \(diagnostic.code)'s message does not say \"\(says)\": \(diagnostic.message)")
        }
        if let title = expectation.fixTitle, diagnostic.fixes.first?.title != title {
            XCTFail("\(place): \(diagnostic.code)'s fix is \(diagnostic.fixes.first.map { "\"\($0.title)\"" } ?? "missing"), not \"\(title)\"")
        }
    }

    /// Project files (`Info.plist`, `.pbxproj`, `.xcproj`) go through
    /// `lintProjectFile`, as the CLI and the server send them.
    func testProjectFileFindingsMatchExpectations() throws {
        let fixtures = try ProjectFixture.all()
        XCTAssertGreaterThan(fixtures.count, 10)
        for fixture in fixtures {
            let file = SourceFile(path: fixture.name, bytes: fixture.bytes)
            let diagnostics = Linter(configuration: fixture.configuration).lintProjectFile(file)
            var unmatched = fixture.expectations
            for diagnostic in diagnostics {
                let line = file.lines.line(of: diagnostic.range.lowerBound)
                let flagged = ProjectFixture.flaggedText(diagnostic.range, in: file)
                if let match = unmatched.firstIndex(where: {
                    $0.code == diagnostic.code && $0.line == line && $0.flagged == flagged && ($0.severity ?? defaultSeverity($0.code)) == diagnostic.severity
                }) {
                    checkPins(unmatched.remove(at: match), diagnostic, at: "\(fixture.name):\(line + 1)")
                } else {
                    XCTFail("\(fixture.name):\(line + 1): unexpected \(diagnostic.code):\(diagnostic.severity.rawValue) `\(flagged)` — \(diagnostic.message)")
                }
                // No project rule offers a fix: the CLI does not apply fixes to project files.
                XCTAssertTrue(diagnostic.fixes.isEmpty, "\(fixture.name):\(line + 1): \(diagnostic.code) offers a fix")
            }
            for expectation in unmatched {
                XCTFail("\(fixture.name):\(expectation.line + 1): missing \(expectation)")
            }
        }
    }

    func testFixedOutputMatchesAndParses() throws {
        var outputs: [(name: String, bytes: [UInt8])] = []
        for fixture in try Fixture.all() {
            let linter = Linter(configuration: fixture.configuration)
            let file = SourceFile(path: fixture.name, bytes: fixture.bytes)
            for (unsafe, expected) in [(false, fixture.expectedSafe), (true, fixture.expectedUnsafe)] {
                let outcome = linter.fix(file, includeUnsafe: unsafe)
                let label = "\(fixture.name) (\(unsafe ? "--unsafe-fixes" : "--fix"))"
                if outcome.bytes != expected {
                    XCTFail("\(label): fixed output differs:\n\(firstDifference(outcome.bytes, expected))")
                }
                // Fixing the fixed output again changes nothing.
                let again = linter.fix(SourceFile(path: fixture.name, bytes: outcome.bytes), includeUnsafe: unsafe)
                XCTAssertEqual(again.bytes, outcome.bytes, "\(label): fixing twice differs from once")
                if outcome.bytes != fixture.bytes { outputs.append((label, outcome.bytes)) }
            }
        }
        let inputs = try Fixture.all().map { ($0.name + " (input)", $0.bytes) }
        for (name, error) in try SwiftParseCheck.errors(in: inputs + outputs) {
            XCTFail("\(name) does not pass swiftc -parse:\n\(error)")
        }
    }

    /// A comment after the first token and a line break inside each flagged
    /// range leave the finding in place.
    func testFindingsSurviveTriviaInside() throws {
        for fixture in try Fixture.all() {
            let linter = Linter(configuration: fixture.configuration)
            let file = SourceFile(path: fixture.name, bytes: fixture.bytes)
            for diagnostic in linter.lint(file) where diagnostic.code != "DUO001" {
                let first = file.codeIndex(atOrAfter: diagnostic.range.lowerBound)
                let last = file.codeIndex(atOrAfter: diagnostic.range.upperBound - 1)
                var bytes = file.bytes
                var insertions: [(Int, String)] = []
                if last > first, !file.code[first].kind.isStringPiece, !file.code[first + 1].kind.isStringPiece, !bindsToTheLeft(file.code[first + 1].kind) {
                    insertions.append((file.code[first].end, " /* note */"))
                    // Break the line before a `.` or a spaced binary operator, or after a comma.
                    if let breakPoint = (first + 1 ... last).first(where: { isSafeLineBreak(before: $0, in: file) }) {
                        insertions.append((file.code[breakPoint].start, "\n            "))
                    }
                } else if first > 0 {
                    // A literal takes no trivia inside: put it just before the finding.
                    insertions.append((file.code[first].start, "/* note */ "))
                }
                for (offset, text) in insertions.sorted(by: { $0.0 > $1.0 }) { bytes.insert(contentsOf: Array(text.utf8), at: offset) }
                let edited = SourceFile(path: fixture.name, bytes: bytes)
                let shift = insertions.filter { $0.0 <= diagnostic.range.lowerBound }.reduce(0) { $0 + $1.1.utf8.count }
                let found = linter.lint(edited).contains { $0.code == diagnostic.code && $0.range.lowerBound == diagnostic.range.lowerBound + shift }
                XCTAssertTrue(found, "\(fixture.name): \(diagnostic.code) at line \(file.lines.line(of: diagnostic.range.lowerBound) + 1) lost with trivia inside:\n\(String(decoding: bytes, as: UTF8.self))")
            }
        }
    }

    /// `x?`, `x!` and `x++` stop being postfix with space on the left: trivia there changes the code.
    private func bindsToTheLeft(_ kind: TokenKind) -> Bool {
        kind == .postfixQuestionMark || kind == .exclamationMark || kind == .postfixOperator
    }

    private func isSafeLineBreak(before index: Int, in file: SourceFile) -> Bool {
        if file.kind(index) == .period { return true }
        if file.kind(index) == .binaryOperator, file.code[index - 1].end < file.code[index].start, file.code[index].end < file.code[index + 1].start { return true }
        return file.kind(index - 1) == .comma
    }

    private func defaultSeverity(_ code: String) -> Severity {
        RuleRegistry.rule(named: code)?.defaultSeverity ?? .warning
    }

    private func firstDifference(_ actual: [UInt8], _ expected: [UInt8]) -> String {
        let a = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let e = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0 ..< max(a.count, e.count) where (i < a.count ? a[i] : nil) != (i < e.count ? e[i] : nil) {
            return "line \(i + 1):\n  actual:   \(i < a.count ? String(a[i]) : "<none>")\n  expected: \(i < e.count ? String(e[i]) : "<none>")"
        }
        return "(lengths differ)"
    }
}
