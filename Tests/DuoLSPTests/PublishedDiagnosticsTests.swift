import FixIts
import Foundation
import JSONRPC
import XCTest
@testable import DuoLSP

/// A push client's `publishDiagnostics` is built of the JSON kept from the previous publication
/// (`PublishedDiagnostics`): it says exactly what serializing the whole notification says, version after
/// version of an edited document, and an edit serializes only the diagnostics it changed.
final class PublishedDiagnosticsTests: XCTestCase {
    private let text = """
        import UIKit

        final class Banner: UIView {
            override func layoutSubviews() {
                let width = UIScreen.main.bounds.width
                label.frame = CGRect(x: 0, y: 0, width: width - safeAreaInsets.left * 2, height: 44)
            }
            func place() {
                frame.size.width = UIScreen.main.bounds.width
            }
        }

        """

    /// The notification as one JSON value, the way it was sent before the cache.
    private func whole(_ diagnostics: [Diagnostic], _ snapshot: DocumentSnapshot, _ capabilities: ClientCapabilities) -> JSONValue {
        .object([
            "jsonrpc": "2.0",
            "method": "textDocument/publishDiagnostics",
            "params": .object([
                "uri": .string(snapshot.uri),
                "version": .integer(Int64(snapshot.version)),
                "diagnostics": .array(diagnostics.map { snapshot.diagnostic($0, capabilities) }),
            ]),
        ])
    }

    func testEachPublicationSaysWhatTheWholeNotificationSaysAndSerializesOnlyWhatChanged() throws {
        let capabilities = ClientCapabilities()
        let published = PublishedDiagnostics()
        var document = Document(uri: "file:///tmp/Banner.swift", version: 1, text: Array(text.utf8))
        var counts: [Int] = []
        var totals: [Int] = []
        // Nothing yet; a space before the finding of line 9 (its characters move); a line at the top (every
        // finding moves down); an empty change (nothing moves).
        let edits: [(start: (Int, Int), end: (Int, Int), text: String)?] = [nil, ((8, 8), (8, 8), " "), ((2, 0), (2, 0), "\n"), ((0, 0), (0, 0), "")]
        for (step, edit) in edits.enumerated() {
            if let edit {
                document.apply([Document.Change(range: (start: edit.start, end: edit.end), text: edit.text)], version: step + 1,
                               encoding: capabilities.positionEncoding)
            }
            let snapshot = DocumentSnapshot(document, configuration: Configuration(), generation: 0)
            let diagnostics = snapshot.lintAndIndex().diagnostics
            XCTAssertGreaterThan(diagnostics.count, 1)
            let body = published.notificationBody(diagnostics, of: snapshot, capabilities)
            XCTAssertEqual(try JSONParser.parse(body), whole(diagnostics, snapshot, capabilities), "step \(step)")
            counts.append(published.serializedLastTime)
            totals.append(diagnostics.count)
        }
        XCTAssertEqual(counts[0], totals[0], "the first publication serializes every diagnostic")
        XCTAssertEqual(counts[1], 1, "a space before one finding re-serializes that one")
        XCTAssertEqual(counts[2], totals[2], "a line above every finding moves them all")
        XCTAssertEqual(counts[3], 0, "an empty change re-serializes none")
        published.forget("file:///tmp/Banner.swift")
        let snapshot = DocumentSnapshot(document, configuration: Configuration(), generation: 0)
        _ = published.notificationBody(snapshot.lintAndIndex().diagnostics, of: snapshot, capabilities)
        XCTAssertEqual(published.serializedLastTime, totals[3], "forgotten: all serialized again")
    }

    /// A kept diagnostic is reused only for the same bytes: the same message under another spelling of
    /// the same characters (an `é` composed, then decomposed: equal as Swift Strings) or another message
    /// of the same length at the same place is serialized again.
    func testAFragmentIsReusedOnlyForTheSameBytes() throws {
        let capabilities = ClientCapabilities()
        let published = PublishedDiagnostics()
        let document = Document(uri: "file:///tmp/Banner.swift", version: 1, text: Array(text.utf8))
        let snapshot = DocumentSnapshot(document, configuration: Configuration(), generation: 0)
        func finding(_ message: String) -> Diagnostic {
            Diagnostic(code: "DUO101", name: "main-screen", severity: .warning, message: message, range: 10 ..< 14)
        }
        for message in ["caf\u{E9} one", "cafe\u{301} one", "cafe\u{301} two", "cafe\u{301} two"] {
            let diagnostics = [finding(message)]
            let body = published.notificationBody(diagnostics, of: snapshot, capabilities)
            let sent = try JSONParser.parse(body)["params"]?["diagnostics"]?.arrayValue?.first?["message"]?.stringValue
            XCTAssertEqual(sent.map { Array($0.utf8) }, Array(message.utf8), message)
        }
        XCTAssertEqual(published.serializedLastTime, 0, "the same bytes again: reused")
    }
}
