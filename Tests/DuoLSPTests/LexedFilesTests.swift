import Foundation
import XCTest
@testable import DuoLSP
import FixIts

/// A batch lint hands the files the index pass built, or their tokens, to the lint pass (`LexedFiles`):
/// each file is kept once, within the memory budget, only for the files linted, and linting from them
/// finds exactly what linting from the bytes finds.
final class LexedFilesTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("duo-lexed-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("""
            import UIKit

            final class Banner: UIView {
                override func layoutSubviews() {
                    frame.size.width = UIScreen.main.bounds.width // the screen, not the window
                    let isPad = UIDevice.current.userInterfaceIdiom == .pad
                    alpha = isPad ? 1 : 0.5
                }
            }

            """.utf8).write(to: root.appendingPathComponent("Banner.swift"))
        try Data("let greeting = \"hello\"\n".utf8).write(to: root.appendingPathComponent("Plain.swift"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private static let lintEverything = LexedFiles.Skipping.never

    private func found() -> (FileDiscovery, [FileDiscovery.Found]) {
        var discovery = FileDiscovery(resolver: ConfigurationResolver())
        let files = discovery.collect([root.path]).sorted { $0.path < $1.path }
        return (discovery, files)
    }

    func testEachLintedFileIsKeptOnceWithinTheBudget() throws {
        let (_, files) = found()
        XCTAssertEqual(files.map { ($0.path as NSString).lastPathComponent }, ["Banner.swift", "Plain.swift"])
        let kept = LexedFiles(wanted: files, skipping: Self.lintEverything)
        WorkspaceIndexing.index(files, into: WorkspaceIndex(), jobs: 2, keeping: kept)
        for file in files {
            XCTAssertNotNil(kept.take(file), file.path)
            XCTAssertNil(kept.take(file), "taken twice: \(file.path)")
        }
        // Nothing past the budget; nothing of a file not linted (a project file indexed for its declarations).
        let none = LexedFiles(wanted: files, budget: 0, skipping: Self.lintEverything)
        WorkspaceIndexing.index(files, into: WorkspaceIndex(), jobs: 2, keeping: none)
        XCTAssertTrue(files.allSatisfy { none.take($0) == nil })
        let onlyFirst = LexedFiles(wanted: Array(files.prefix(1)), skipping: Self.lintEverything)
        WorkspaceIndexing.index(files, into: WorkspaceIndex(), jobs: 2, keeping: onlyFirst)
        XCTAssertNotNil(onlyFirst.take(files[0]))
        XCTAssertNil(onlyFirst.take(files[1]))
    }

    /// Whole while every file fits whole; once one does not, every file as its tokens (which fit).
    func testFilesAreKeptWholeWhileAllFitAndAsTokensOnceOneDoesNot() throws {
        let (_, files) = found()
        let built = try files.map { found in
            let file = SourceFile(path: found.path, bytes: try found.location.read().bytes)
            _ = FileDeclarations.kept(on: file)
            return file
        }
        let whole = built.map(\.retainedSize)
        let tokens = built.map(\.lexed.size)
        XCTAssertTrue(zip(whole, tokens).allSatisfy { $0 > $1 }, "\(whole) \(tokens)")
        func forms(budget: Int) -> [String] {
            let kept = LexedFiles(wanted: files, budget: budget, skipping: Self.lintEverything)
            WorkspaceIndexing.index(files, into: WorkspaceIndex(), jobs: 1, keeping: kept)
            return files.map { found in
                switch kept.take(found)?.form {
                case .built?: "built"
                case .lexed?: "tokens"
                case nil: "none"
                }
            }
        }
        XCTAssertEqual(forms(budget: whole[0] + whole[1]), ["built", "built"])
        XCTAssertEqual(forms(budget: whole[0] + tokens[1]), ["tokens", "tokens"])
        XCTAssertEqual(forms(budget: tokens[0]), ["tokens", "none"])
    }

    func testLintingFromKeptFilesFindsWhatLintingFromBytesFinds() throws {
        let (_, files) = found()
        let options = try LintOptions.parse([root.path])
        let runner = LintRunner(options: options, resolver: ConfigurationResolver())
        let kept = runner.lexedFiles(wanted: files)
        WorkspaceIndexing.index(files, into: runner.workspace, jobs: 2, keeping: kept)
        let fromTokens = runner.run(files, lexed: kept)
        let fromBytes = runner.run(files)
        XCTAssertEqual(fromTokens.map(\.diagnostics), fromBytes.map(\.diagnostics))
        XCTAssertEqual(fromTokens.map { $0.diagnostics.map(\.code) }, [["DUO101"], []])
    }

    /// A file the index pass finds is not linted (a test) keeps the verdict and none of its tokens, and the
    /// lint pass reports it skipped as it would from the bytes; opted in, it is kept and linted.
    func testAFileThatIsNotLintedKeepsItsVerdictAndNoTokens() throws {
        try Data("import XCTest\nimport UIKit\nlet width = UIScreen.main.bounds.width\n".utf8)
            .write(to: root.appendingPathComponent("BannerTests.swift"))
        let (_, files) = found()
        let test = try XCTUnwrap(files.first { $0.path.hasSuffix("BannerTests.swift") })
        let runner = LintRunner(options: try LintOptions.parse([root.path]), resolver: ConfigurationResolver())
        let kept = runner.lexedFiles(wanted: files)
        WorkspaceIndexing.index(files, into: runner.workspace, jobs: 2, keeping: kept)
        let verdict = try XCTUnwrap(kept.take(test))
        XCTAssertNil(verdict.form)
        XCTAssertEqual(verdict.skipped?.kind, .test)
        WorkspaceIndexing.index(files, into: runner.workspace, jobs: 2, keeping: kept)
        let fromKept = runner.run(files, lexed: kept)
        let fromBytes = runner.run(files)
        XCTAssertEqual(fromKept.map(\.skipped), fromBytes.map(\.skipped))
        XCTAssertEqual(fromKept.map { $0.skipped?.kind }, [nil, .some(.test), nil])

        try Data(#"{ "lintTests": true }"#.utf8).write(to: root.appendingPathComponent(".duo-lsp.json"))
        let optedIn = LintRunner(options: try LintOptions.parse([root.path]), resolver: ConfigurationResolver())
        let keptOptedIn = optedIn.lexedFiles(wanted: files)
        WorkspaceIndexing.index(files, into: optedIn.workspace, jobs: 2, keeping: keptOptedIn)
        XCTAssertNotNil(keptOptedIn.take(test)?.form)
        WorkspaceIndexing.index(files, into: optedIn.workspace, jobs: 2, keeping: keptOptedIn)
        XCTAssertEqual(optedIn.run(files, lexed: keptOptedIn).map { $0.diagnostics.map(\.code) }, [["DUO101"], ["DUO101"], []])
    }
}
