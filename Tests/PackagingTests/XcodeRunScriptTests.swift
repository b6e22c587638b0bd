import Foundation
import XCTest

/// packaging/xcode/duo-lsp-build-phase.sh, run as Xcode runs a Run Script
/// phase: with SRCROOT, the resolved input file list and the output file in
/// the environment (set here by hand: there is no Xcode on Linux).
final class XcodeRunScriptTests: XCTestCase {
    static let script = PackagingSupport.packageRoot.appendingPathComponent("packaging/xcode/duo-lsp-build-phase.sh")

    /// The duo-lsp `swift test` built.
    static func binary() throws -> URL {
        let url = PackagingSupport.packageRoot.appendingPathComponent(".build/debug/duo-lsp")
        guard FileManager.default.isExecutableFile(atPath: url.path) else { throw PackagingFailure("\(url.path) is not built: run swift build") }
        return url
    }

    private func project() throws -> URL {
        let root = try PackagingSupport.temporaryFolder("duo-xcode")
        let sample = PackagingSupport.packageRoot.appendingPathComponent("Samples/PluginDemo")
        for name in ["Sources", ".duo-lsp.json"] {
            try FileManager.default.copyItem(at: sample.appendingPathComponent(name), to: root.appendingPathComponent(name))
        }
        return root
    }

    private func runPhase(_ root: URL, environment: [String: String]) throws -> PackagingSupport.Run {
        let sh = try PackagingSupport.tool("sh", package: "dash")
        // Xcode resolves the list's $(SRCROOT) before the script reads it.
        let list = try String(contentsOf: root.appendingPathComponent("duo-lsp.xcfilelist"), encoding: .utf8)
        let resolved = root.appendingPathComponent("Derived/resolved.xcfilelist")
        try FileManager.default.createDirectory(at: resolved.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(list.replacingOccurrences(of: "$(SRCROOT)", with: root.path).utf8).write(to: resolved)
        let xcode = [
            "SRCROOT": root.path, "DERIVED_FILE_DIR": root.appendingPathComponent("Derived").path,
            "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": resolved.path,
            "SCRIPT_OUTPUT_FILE_0": root.appendingPathComponent("Derived/duo-lsp.stamp").path,
        ]
        return try PackagingSupport.run(sh, [Self.script.path], in: root, environment: xcode.merging(environment) { $1 }, timeout: 120)
    }

    func testThePhaseLintsTheListedFilesAndWritesTheStamp() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let sh = try PackagingSupport.tool("sh", package: "dash")
        let write = try PackagingSupport.run(sh, [Self.script.path], in: root, environment: ["DUO_LSP_WRITE_FILELIST": "Sources"], timeout: 60)
        XCTAssertEqual(write.status, 0, write.output)
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("duo-lsp.xcfilelist"), encoding: .utf8), """
            $(SRCROOT)/.duo-lsp.json
            $(SRCROOT)/Sources/Postcards/Info.plist
            $(SRCROOT)/Sources/Postcards/PostcardView.swift
            $(SRCROOT)/Sources/Postcards/UIKitStandIns.swift

            """)

        let phase = try runPhase(root, environment: ["DUO_LSP": try Self.binary().path])
        XCTAssertEqual(phase.status, 0, phase.output)
        XCTAssertTrue(phase.output.contains("\(root.path)/Sources/Postcards/PostcardView.swift:5:27: warning: "), phase.output)
        XCTAssertTrue(phase.output.contains("\(root.path)/Sources/Postcards/Info.plist:4:1: warning: "), phase.output)
        XCTAssertFalse(phase.output.contains("error:"), phase.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Derived/duo-lsp.stamp").path))

        try Data(#"{ "failOn": "error" }"#.utf8).write(to: root.appendingPathComponent(".duo-lsp.json"))
        let failing = try runPhase(root, environment: ["DUO_LSP": try Self.binary().path])
        XCTAssertNotEqual(failing.status, 0, failing.output)
        XCTAssertTrue(failing.output.contains("Info.plist:4:1: error: "), failing.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Derived/duo-lsp.stamp").path))
    }

    /// Without DUO_LSP: a binary checked in at $SRCROOT/bin comes first;
    /// with none anywhere the phase warns and the build goes on.
    func testThePhaseFindsACheckedInBinaryAndWarnsWithoutOne() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let sh = try PackagingSupport.tool("sh", package: "dash")
        _ = try PackagingSupport.run(sh, [Self.script.path], in: root, environment: ["DUO_LSP_WRITE_FILELIST": "Sources"], timeout: 60)
        let bare = ["PATH": "/usr/bin:/bin", "DUO_LSP": ""]

        let missing = try runPhase(root, environment: bare)
        XCTAssertEqual(missing.status, 0, missing.output)
        XCTAssertTrue(missing.output.contains("warning: duo-lsp not found"), missing.output)

        try FileManager.default.createDirectory(at: root.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("bin/duo-lsp"), withDestinationURL: try Self.binary())
        let checkedIn = try runPhase(root, environment: bare)
        XCTAssertEqual(checkedIn.status, 0, checkedIn.output)
        XCTAssertTrue(checkedIn.output.contains("PostcardView.swift:5:27: warning: "), checkedIn.output)
    }
}
