import FixIts
import Foundation
import FoundationXML
import JSONRPC
import XCTest

/// `duo-lsp report`: the HTML page shows the numbers of the JSON summary and
/// renders in a real browser without console errors.
final class ReportTests: XCTestCase {
    func testPageNumbersEqualTheJSONSummary() throws {
        let tree = try FixtureTree()
        try tree.copySample()
        let json = try JSONParser.parse(Array(DuoBinary.run(["report", "--format", "json", "TravelJournal"], in: tree.root).stdout.utf8))
        let html = try DuoBinary.run(["report", "TravelJournal"], in: tree.root).stdout
        let page = try PageFacts(html)
        XCTAssertEqual(page.summary["findings"], json["findings"]?.intValue)
        XCTAssertEqual(page.summary["files-with-findings"], json["filesWithFindings"]?.intValue)
        XCTAssertEqual(page.summary["safe-fixes"], json["fixable"]?["safe"]?.intValue)
        XCTAssertEqual(page.summary["unsafe-fixes"], json["fixable"]?["unsafe"]?.intValue)
        XCTAssertEqual(page.summary["unfixable"], json["fixable"]?["none"]?.intValue)
        let rules = json["rules"]?.arrayValue ?? []
        // The sample has findings of every rule.
        XCTAssertEqual(rules.count, RuleRegistry.all.count)
        for rule in rules {
            let code = try XCTUnwrap(rule["code"]?.stringValue)
            XCTAssertEqual(page.ruleCounts[code], rule["count"]?.intValue, code)
            XCTAssertEqual(page.bars["rule-\(code)"], rule["count"]?.intValue, code)
        }
        XCTAssertEqual(json["findings"]?.intValue, try DuoBinary.lintFindings(["TravelJournal"], in: tree.root).count)
        XCTAssertEqual(page.files.count, json["topFiles"]?.arrayValue?.count)
        XCTAssertFalse(html.contains("<script"), "the report must work without scripts")
        XCTAssertFalse(html.contains("http://") && !html.contains("http://www.w3.org/2000/svg"), "no external assets")
    }

    func testRendersInHeadlessChromiumWithoutConsoleErrors() throws {
        let chromium = try XCTUnwrap(["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                     "Chromium is not installed: apt-get install chromium (scripts/test.sh does)")
        let tree = try FixtureTree()
        try tree.copySample()
        XCTAssertEqual(try DuoBinary.run(["report", "TravelJournal", "-o", "report.html"], in: tree.root).status, 0)
        // The console check catches errors: a broken page shows them.
        try tree.write("broken.html", "<!DOCTYPE html><html><body><script>undefinedFunction()</script></body></html>")
        XCTAssertFalse(try consoleMessages(chromium, tree.root.appendingPathComponent("broken.html")).isEmpty)
        let messages = try consoleMessages(chromium, tree.root.appendingPathComponent("report.html"))
        XCTAssertEqual(messages, [], "console messages while rendering the report")
    }

    private func consoleMessages(_ chromium: String, _ page: URL) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0", "--dump-dom", page.absoluteString]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output)
        return output.split(separator: "\n").filter { $0.contains(":CONSOLE") || $0.contains("Uncaught") }.map(String.init)
    }
}

/// The numbers a report page shows, read from its markup.
private struct PageFacts {
    var summary: [String: Int] = [:]
    var ruleCounts: [String: Int] = [:]
    var bars: [String: Int] = [:]
    var files: [String] = []

    init(_ html: String) throws {
        let parser = XMLParser(data: Data(html.utf8))
        let reader = Reader()
        parser.delegate = reader
        guard parser.parse() else { throw parser.parserError ?? NSError(domain: "report", code: 1) }
        summary = reader.summary
        ruleCounts = reader.ruleCounts
        bars = reader.bars
        files = reader.files
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var summary: [String: Int] = [:]
        var ruleCounts: [String: Int] = [:]
        var bars: [String: Int] = [:]
        var files: [String] = []
        private var currentSummary: String?
        private var currentRule: String?
        private var text = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            text = ""
            currentSummary = attributes["data-summary"]
            if let rule = attributes["data-rule"] { currentRule = rule }
            if let count = attributes["data-count"], let rule = currentRule { ruleCounts[rule] = Int(count) }
            if let bar = attributes["data-bar"], let value = attributes["data-value"] { bars[bar] = Int(value) }
            if let file = attributes["data-file"] { files.append(file) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if let key = currentSummary { summary[key] = Int(text) }
            currentSummary = nil
        }
    }
}
