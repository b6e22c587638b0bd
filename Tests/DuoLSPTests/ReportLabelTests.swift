import Foundation
import JSONRPC
import XCTest

/// The report's paths: relative to the project root also when an absolute
/// path is linted, long ones shortened in the middle with the whole path as
/// a tooltip, and charts wide enough for their labels, which a screenshot in
/// headless Chromium shows: the page looks the same whether or not the
/// charts clip what overflows them.
final class ReportLabelTests: XCTestCase {
    private static let deepFolder = "Modules/PhotoLibraryImportAndOrganisation/Sources/PhotoLibraryImportAndOrganisation/ViewControllers"
    private static let finding = "import UIKit\nfinal class V: UIView { func f() { _ = UIScreen.main.scale } }\n"

    private func project() throws -> FixtureTree {
        let tree = try FixtureTree()
        try tree.copySample()
        try tree.write("TravelJournal/\(Self.deepFolder)/ImportViewController.swift", Self.finding)
        return tree
    }

    func testPathsAreRelativeToTheProjectRootWhenLintedByAbsolutePath() throws {
        let tree = try project()
        let absolute = tree.root.appendingPathComponent("TravelJournal").path
        let json = try JSONParser.parse(Array(DuoBinary.run(["report", "--format", "json", absolute], in: tree.root).stdout.utf8))
        XCTAssertEqual(json["root"]?.stringValue, absolute, "the folder with TravelJournal.xcodeproj")
        let folders = json["folders"]?.arrayValue?.compactMap { $0["path"]?.stringValue } ?? []
        XCTAssertTrue(folders.contains("Features/Trips"), "\(folders)")
        XCTAssertTrue(folders.contains(Self.deepFolder), "\(folders)")
        let files = json["topFiles"]?.arrayValue?.compactMap { $0["path"]?.stringValue } ?? []
        XCTAssertFalse(files.isEmpty)
        for path in folders + files { XCTAssertFalse(path.hasPrefix("/"), path) }

        let page = try DuoBinary.run(["report", absolute], in: tree.root).stdout
        XCTAssertTrue(page.contains("<title>iPhone Duo readiness: TravelJournal</title>"), String(page.prefix(400)))
        XCTAssertFalse(page.contains(tree.root.path), "no absolute path on the page")
        // Linted from inside, the same paths.
        let inside = try JSONParser.parse(Array(DuoBinary.run(["report", "--format", "json"], in: tree.root.appendingPathComponent("TravelJournal")).stdout.utf8))
        XCTAssertEqual(inside["folders"], json["folders"])
    }

    func testLongLabelsAreShortenedInTheMiddleWithTheWholePathAsTooltip() throws {
        let tree = try project()
        let page = try DuoBinary.run(["report", "TravelJournal"], in: tree.root).stdout
        XCTAssertTrue(page.contains("<title>\(Self.deepFolder)</title>"), "the whole path is the label's tooltip")
        let shown = try XCTUnwrap(page.range(of: "<title>\(Self.deepFolder)</title>").map { page[$0.upperBound...].prefix { $0 != "<" } })
        XCTAssertTrue(shown.hasPrefix("Modules/PhotoLibrary"), String(shown))
        XCTAssertTrue(shown.hasSuffix("ViewControllers"), String(shown))
        XCTAssertTrue(shown.contains("…"), String(shown))
        XCTAssertLessThanOrEqual(shown.count, 48)
    }

    func testNoLabelIsClippedInHeadlessChromium() throws {
        let chromium = try XCTUnwrap(["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                     "Chromium is not installed: apt-get install chromium (scripts/test.sh does)")
        let tree = try project()
        // Absolute paths (as the issue reported) and labels of every length.
        let absolute = tree.root.appendingPathComponent("TravelJournal").path
        XCTAssertEqual(try DuoBinary.run(["report", absolute, "-o", "report.html"], in: tree.root).status, 0)
        let page = try tree.read("report.html")

        // The check sees clipping: a label that starts left of its chart differs once overflow shows.
        let clipped = "<!DOCTYPE html><html><head><style>body{margin:0 200px}</style></head><body><svg width=\"200\" height=\"40\">"
            + "<text x=\"60\" y=\"20\" text-anchor=\"end\">Features/Trips/AVeryLongFolderName</text></svg></body></html>"
        XCTAssertNotEqual(try screenshots(chromium, of: clipped, in: tree).hidden, try screenshots(chromium, of: clipped, in: tree).visible,
                          "the screenshot check should catch a clipped label")

        let shots = try screenshots(chromium, of: page, in: tree)
        XCTAssertGreaterThan(shots.hidden.count, 10_000, "a screenshot of the page")
        XCTAssertEqual(shots.hidden, shots.visible, "a chart clips a label: the page changes when overflow is shown")
    }

    /// Screenshots of `html` as it is and with every SVG's overflow shown.
    private func screenshots(_ chromium: String, of html: String, in tree: FixtureTree) throws -> (hidden: Data, visible: Data) {
        let shown = html.replacingOccurrences(of: "</head>", with: "<style>svg { overflow: visible !important; }</style></head>")
        func shot(_ text: String, _ name: String) throws -> Data {
            let file = try tree.write("\(name).html", text)
            let png = tree.root.appendingPathComponent("\(name).png")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: chromium)
            process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                                 "--window-size=1280,4000", "--screenshot=\(png.path)", file.absoluteString]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "chromium --screenshot")
            return try Data(contentsOf: png)
        }
        return (try shot(html, "hidden"), try shot(shown, "visible"))
    }
}
