import Foundation
import JSONRPC
import XCTest
@testable import DuoLSP

/// The server's workspace index (issue 17): a wrapper declared in a file the editor never opened is
/// known after the background index, and editing its declaration in one open document changes the
/// diagnostics of another.
final class WorkspaceIndexServerTests: XCTestCase {
    private let wrapper = """
        import UIKit

        extension UIDevice {
            func isTablet() -> Bool { userInterfaceIdiom == .pad }
        }

        """
    private let user = """
        import SwiftUI

        struct RecapCard: View {
            var body: some View {
                Text("Recap").padding(.bottom, UIDevice.current.isTablet() ? 12 : 0)
            }
        }

        """

    private func codes(_ publish: JSONValue?) -> [String] {
        publish?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? []
    }

    func testAWrapperInAnUnopenedFileAndItsEditReachAnotherDocument() throws {
        let tree = try FixtureTree()
        let wrapperURL = try tree.write("App/UIDevice+Tablet.swift", wrapper)
        let userURL = try tree.write("App/RecapCard.swift", user)
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")

        let client = try LSPTestClient()
        let id = client.request("initialize", .object([
            "processId": .null, "capabilities": .object(["window": .object(["workDoneProgress": true])]),
            "workspaceFolders": .array([.object(["uri": .string(tree.root.absoluteString), "name": "fixture"])]),
        ]))
        let result = client.response(to: id)?["result"]
        XCTAssertEqual(result?["capabilities"]?["diagnosticProvider"]?["interFileDependencies"]?.boolValue, true)
        client.notify("initialized")
        // The background index reports its progress.
        let create = client.waitFor("window/workDoneProgress/create") { $0["method"]?.stringValue == "window/workDoneProgress/create" }
        client.respond(to: create?["id"] ?? .null, result: .null)
        let end = client.notification("$/progress") { $0["params"]?["value"]?["kind"]?.stringValue == "end" }
        XCTAssertNotNil(end)

        // The wrapper's use, judged with what the unopened file declares; its declaration is the related location.
        client.open(userURL.absoluteString, user)
        let first = client.notification("textDocument/publishDiagnostics") { [self] message in
            message["params"]?["uri"]?.stringValue == userURL.absoluteString && codes(message).contains("DUO105")
        }
        let finding = first?["params"]?["diagnostics"]?.arrayValue?.first { $0["code"]?.stringValue == "DUO105" }
        XCTAssertTrue(finding?["message"]?.stringValue?.contains("declared in UIDevice+Tablet.swift:4") ?? false, "\(finding ?? .null)")
        let related = finding?["relatedInformation"]?.arrayValue?.first
        XCTAssertEqual(related?["location"]?["uri"]?.stringValue.flatMap(URL.init(string:))?.lastPathComponent, "UIDevice+Tablet.swift")
        XCTAssertEqual(related?["location"]?["range"]?["start"]?["line"]?.intValue, 3)

        // The helper edited in the editor so that it no longer tests the idiom: the other document is
        // linted again without the finding.
        client.open(wrapperURL.absoluteString, wrapper)
        let edited = wrapper.replacingOccurrences(of: "userInterfaceIdiom == .pad", with: "ProcessInfo.processInfo.isiOSAppOnMac")
        client.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(wrapperURL.absoluteString), "version": 2]),
            "contentChanges": .array([.object(["text": .string(edited)])]),
        ]))
        let second = client.notification("textDocument/publishDiagnostics") { [self] message in
            message["params"]?["uri"]?.stringValue == userURL.absoluteString && !codes(message).contains("DUO105")
        }
        XCTAssertNotNil(second, "the dependent document was not published again")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// A wrapper's file changed on disk while it is not open (`didChangeWatchedFiles`): it is read again
    /// (off the server's queue) and the open document that uses it is published again.
    func testAWatchedFileChangeReachesTheOpenDependents() throws {
        let tree = try FixtureTree()
        let wrapperURL = try tree.write("App/UIDevice+Tablet.swift", wrapper)
        let userURL = try tree.write("App/RecapCard.swift", user)
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        let client = try LSPTestClient()
        client.initialize(rootURI: tree.root.absoluteString)
        client.open(userURL.absoluteString, user)
        let first = client.notification("textDocument/publishDiagnostics", timeout: 60) { [self] message in
            message["params"]?["uri"]?.stringValue == userURL.absoluteString && codes(message).contains("DUO105")
        }
        XCTAssertNotNil(first, "the wrapper's use was not reported after the index")
        try tree.write("App/UIDevice+Tablet.swift", wrapper.replacingOccurrences(of: "userInterfaceIdiom == .pad", with: "false"))
        client.notify("workspace/didChangeWatchedFiles", .object(["changes": .array([.object(["uri": .string(wrapperURL.absoluteString), "type": 2])])]))
        let second = client.notification("textDocument/publishDiagnostics") { [self] message in
            message["params"]?["uri"]?.stringValue == userURL.absoluteString && !codes(message).contains("DUO105")
        }
        XCTAssertNotNil(second, "the dependent document was not published again after the file changed on disk")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// A changed name is looked for as a whole word: a view `V` edited in one document does not lint again
    /// every document that says `UIView` (in a hostile session that starved a 3 MB document's lint).
    func testDependentsAreFoundByWholeWords() {
        let text = Array("final class Huge: UIView { let isTablet_ = 1; let x = isTablet() }".utf8)
        XCTAssertFalse(LanguageServer.containsWord(text, Array("View".utf8)))
        XCTAssertFalse(LanguageServer.containsWord(text, Array("V".utf8)))
        XCTAssertFalse(LanguageServer.containsWord(text, Array("Tablet".utf8)))
        XCTAssertTrue(LanguageServer.containsWord(text, Array("isTablet".utf8)))
        XCTAssertTrue(LanguageServer.containsWord(text, Array("UIView".utf8)))
        XCTAssertTrue(LanguageServer.containsWord(text, Array("final".utf8)))
        XCTAssertTrue(LanguageServer.containsWord(Array("x".utf8), Array("x".utf8)))
    }
}
