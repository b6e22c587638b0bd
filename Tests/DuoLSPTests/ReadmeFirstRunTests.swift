import Foundation
import JSONRPC
import XCTest

/// The README opens with the two commands a newcomer runs, and right after
/// them says why the first one reports errors: the sample app's broken
/// project files are broken on purpose.
final class ReadmeFirstRunTests: XCTestCase {
    func testReadmeExplainsTheSamplesDeliberateErrorsRightAfterTheCommands() throws {
        let readme = try String(contentsOf: DuoBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(Array(lines.prefix(3)), ["# duo-lsp", "", "```sh"])
        XCTAssertTrue(lines[3].hasPrefix("swift run -c release duo-lsp lint --exit-zero Samples/TravelJournal"), lines[3])
        XCTAssertTrue(lines[4].hasPrefix("scripts/test.sh"), lines[4])
        XCTAssertEqual(lines[5], "```")
        XCTAssertEqual(lines[6], "")
        let paragraph = lines.dropFirst(7).prefix { !$0.isEmpty }.joined(separator: " ")

        // The first command's unreadable files (DUO400) are each named there, as deliberate.
        let findings = try DuoBinary.lintFindings(["Samples/TravelJournal"], in: DuoBinary.packageRoot)
        let unreadable = Set(findings.filter { $0["code"]?.stringValue == "DUO400" }.compactMap { $0["path"]?.stringValue })
        XCTAssertFalse(unreadable.isEmpty, "the sample shows DUO400")
        for path in unreadable {
            XCTAssertTrue(paragraph.contains("`\(path)`"), "the paragraph after the commands should name \(path): \(paragraph)")
        }
        XCTAssertTrue(paragraph.contains("on purpose"), paragraph)
    }
}
