import FixIts
import Foundation
import FoundationXML
import JSONRPC
import XCTest

/// `duo-lsp lint` on a fixture tree, every output format checked structurally.
final class CLIOutputTests: XCTestCase {
    private func lint(_ tree: FixtureTree, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        try DuoBinary.run(["lint"] + arguments, in: tree.root)
    }

    private func sampleTree() throws -> FixtureTree {
        let tree = try FixtureTree()
        try tree.copySample()
        // Skipped folders and excluded globs: nothing in them is reported.
        try tree.write("Pods/Vendor/Vendor.swift", "let s = UIScreen.main.scale\n")
        try tree.write("TravelJournal/Generated/Strings.swift", "let s = UIScreen.main.scale\n")
        try tree.write(".duo-lsp.json", #"{ "exclude": ["**/Generated/**"] } // generated code is not ours"#)
        try tree.write("notes.txt", "UIScreen.main\n")
        return tree
    }

    func testTextFormatIsSwiftcShaped() throws {
        let tree = try sampleTree()
        let result = try lint(tree, ["--color", "never"])
        XCTAssertEqual(result.status, 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let pattern = try NSRegularExpression(pattern: #"^TravelJournal/[^:]+\.(swift|plist|pbxproj):\d+:\d+: (error|warning|note): .+ \[DUO\d{3}\]( \[\*\])?$"#)
        XCTAssertGreaterThanOrEqual(lines.count, 9)
        for line in lines {
            XCTAssertNotNil(pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), "not swiftc-shaped: \(line)")
        }
        XCTAssertFalse(result.stdout.contains("Pods") || result.stdout.contains("Generated"), "skipped or excluded files were linted")
        XCTAssertTrue(result.stderr.contains("Found \(lines.count) findings"), result.stderr)
        XCTAssertFalse(result.stdout.contains("\u{1B}["), "colour written to a pipe")
    }

    func testJSONFormat() throws {
        let tree = try sampleTree()
        let result = try lint(tree, ["--format", "json"])
        XCTAssertEqual(result.status, 1)
        let findings = try XCTUnwrap(JSONParser.parse(Array(result.stdout.utf8)).arrayValue)
        XCTAssertGreaterThanOrEqual(findings.count, 9)
        for finding in findings {
            for key in ["path", "code", "name", "severity", "message", "start", "end", "fixes"] {
                XCTAssertNotNil(finding[key], "finding without \(key)")
            }
            for key in ["line", "column", "offset"] { XCTAssertNotNil(finding["start"]?[key]?.intValue) }
            for fix in finding["fixes"]?.arrayValue ?? [] {
                XCTAssertTrue(["safe", "unsafe"].contains(fix["safety"]?.stringValue ?? ""))
                XCTAssertFalse(fix["edits"]?.arrayValue?.isEmpty ?? true)
            }
        }
        let codes = Set(findings.compactMap { $0["code"]?.stringValue })
        // The README's sample shows every rule.
        XCTAssertEqual(codes, Set(RuleRegistry.all.map(\.code)))
    }

    func testSARIFHasWhatCodeScanningRequires() throws {
        let tree = try sampleTree()
        let result = try lint(tree, ["--format", "sarif"])
        let log = try JSONParser.parse(Array(result.stdout.utf8))
        XCTAssertEqual(log["version"]?.stringValue, "2.1.0")
        XCTAssertNotNil(log["$schema"]?.stringValue)
        let run = try XCTUnwrap(log["runs"]?[0])
        let driver = try XCTUnwrap(run["tool"]?["driver"])
        XCTAssertEqual(driver["name"]?.stringValue, "duo-lsp")
        let rules = driver["rules"]?.arrayValue ?? []
        XCTAssertFalse(rules.isEmpty)
        for rule in rules {
            XCTAssertNotNil(rule["id"]?.stringValue)
            XCTAssertNotNil(rule["shortDescription"]?["text"]?.stringValue)
            XCTAssertNotNil(rule["help"]?["text"]?.stringValue)
            XCTAssertNotNil(rule["helpUri"]?.stringValue)
        }
        let results = run["results"]?.arrayValue ?? []
        XCTAssertGreaterThanOrEqual(results.count, 9)
        for result in results {
            let id = try XCTUnwrap(result["ruleId"]?.stringValue)
            XCTAssertNotNil(result["message"]?["text"]?.stringValue)
            XCTAssertTrue(["error", "warning", "note"].contains(result["level"]?.stringValue ?? ""))
            if let index = result["ruleIndex"]?.intValue { XCTAssertEqual(rules[index]["id"]?.stringValue, id) }
            let location = result["locations"]?[0]?["physicalLocation"]
            XCTAssertNotNil(location?["artifactLocation"]?["uri"]?.stringValue)
            XCTAssertGreaterThanOrEqual(location?["region"]?["startLine"]?.intValue ?? 0, 1)
            XCTAssertGreaterThanOrEqual(location?["region"]?["startColumn"]?.intValue ?? 0, 1)
        }
    }

    func testJUnitAndCheckstyleAreWellFormedWithTheRightCounts() throws {
        let tree = try sampleTree()
        let findings = try JSONParser.parse(Array(lint(tree, ["--format", "json"]).stdout.utf8)).arrayValue ?? []
        let expected = findings.count

        // Failures are the findings at or above --fail-on (warning); JUnitFailOnTests has the rest.
        let failing = findings.filter { ["warning", "error"].contains($0["severity"]?.stringValue) }.count
        let junit = try lint(tree, ["--format", "junit"]).stdout
        let junitCounts = try XMLCounts(junit, element: "failure")
        XCTAssertEqual(junitCounts.elements, failing)
        XCTAssertEqual(junitCounts.rootAttributes["failures"], String(failing))
        XCTAssertGreaterThanOrEqual(Int(junitCounts.rootAttributes["tests"] ?? "") ?? 0, expected)

        let checkstyle = try lint(tree, ["--format", "checkstyle"]).stdout
        XCTAssertEqual(try XMLCounts(checkstyle, element: "error").elements, expected)
    }

    func testGitHubAnnotations() throws {
        let tree = try sampleTree()
        let output = try lint(tree, ["--format", "github"]).stdout
        let lines = output.split(separator: "\n")
        XCTAssertGreaterThanOrEqual(lines.count, 9)
        for line in lines {
            XCTAssertTrue(line.hasPrefix("::warning file=") || line.hasPrefix("::error file=") || line.hasPrefix("::notice file="), String(line))
            XCTAssertTrue(line.contains(",line=") && line.contains(",col=") && line.contains("::"), String(line))
        }
    }

    func testStatisticsSelectIgnoreAndQuiet() throws {
        let tree = try sampleTree()
        let statistics = try lint(tree, ["--statistics"]).stdout
        XCTAssertTrue(statistics.contains("DUO101  main-screen"), statistics)
        let selected = try lint(tree, ["--select", "DUO3", "--format", "json"]).stdout
        let codes = Set(try JSONParser.parse(Array(selected.utf8)).arrayValue!.compactMap { $0["code"]?.stringValue })
        XCTAssertEqual(codes, Set(RuleRegistry.all.map(\.code).filter { $0.hasPrefix("DUO3") }))
        let ignored = try lint(tree, ["--ignore", "DUO3,main-screen", "--format", "json"]).stdout
        let remaining = Set(try JSONParser.parse(Array(ignored.utf8)).arrayValue!.compactMap { $0["code"]?.stringValue })
        XCTAssertFalse(remaining.isEmpty)
        XCTAssertFalse(remaining.contains("DUO101") || remaining.contains { $0.hasPrefix("DUO3") }, "\(remaining)")
        XCTAssertEqual(try lint(tree, ["--quiet"]).stderr, "")
    }

    /// Many files and a pipe for stderr: no progress line, and stdout stays machine-readable.
    func testNoProgressLineWithoutATerminal() throws {
        let tree = try FixtureTree()
        for index in 0 ..< 250 { try tree.write("F\(index).swift", "let value\(index) = \(index)\n") }
        try tree.write("Bad.swift", "let s = UIScreen.main.scale\n")
        let result = try DuoBinary.run(["lint", "--format", "json"], in: tree.root)
        XCTAssertFalse(result.stderr.contains("\r") || result.stderr.contains("files/s"), result.stderr)
        XCTAssertEqual(try JSONParser.parse(Array(result.stdout.utf8)).arrayValue?.count, 1)
    }

    func testStandardInput() throws {
        let tree = try FixtureTree()
        let source = "import UIKit\nfinal class V: UIView { override func draw(_ rect: CGRect) { layer.borderWidth = 1 / UIScreen.main.scale } }\n"
        let result = try DuoBinary.run(["lint", "-", "--stdin-filename", "App/V.swift"], stdin: Data(source.utf8), in: tree.root)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.hasPrefix("App/V.swift:2:"), result.stdout)
        let fixed = try DuoBinary.run(["lint", "--fix", "-", "--stdin-filename", "V.swift"], stdin: Data(source.utf8), in: tree.root)
        XCTAssertEqual(fixed.stdout, source.replacingOccurrences(of: "UIScreen.main.scale", with: "traitCollection.displayScale"))
    }
}

/// Parses XML (failing on malformed input) and counts one element.
struct XMLCounts {
    var elements = 0
    var rootAttributes: [String: String] = [:]

    init(_ text: String, element: String) throws {
        let parser = XMLParser(data: Data(text.utf8))
        let delegate = Counter(element: element)
        parser.delegate = delegate
        guard parser.parse() else { throw parser.parserError ?? NSError(domain: "XML", code: 1) }
        elements = delegate.count
        rootAttributes = delegate.root
    }

    private final class Counter: NSObject, XMLParserDelegate {
        let element: String
        var count = 0
        var root: [String: String] = [:]
        private var depth = 0

        init(element: String) { self.element = element }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if depth == 0 { root = attributes }
            depth += 1
            if elementName == element { count += 1 }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            depth -= 1
        }
    }
}
