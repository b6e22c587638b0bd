import Foundation
import XCTest
@testable import DuoLSP
import FixIts

/// The index pass of a batch lint also reads the rest of the projects the linted files belong to
/// (`WorkspaceIndexing.projectFiles`), and walks no tree the lint walk has already walked whole.
final class ProjectFilesTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("duo-project-files-\(UUID().uuidString)")
        for (path, text) in [("Package.swift", "// swift-tools-version:5.9\n"), ("Sources/App/View.swift", "struct A {}\n"),
                             ("Sources/Kit/Wrapper.swift", "struct B {}\n")] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
        ProjectLayout.shared.reset()
    }

    private func names(_ files: [FileDiscovery.Found]) -> [String] {
        files.map { ($0.path as NSString).lastPathComponent }.sorted()
    }

    func testTheRestOfTheProjectIsFoundButNoWalkedTreeAgain() throws {
        let resolver = ConfigurationResolver()
        // A lint of one folder of the package: the package's other Swift files are read for the index.
        var some = FileDiscovery(resolver: resolver)
        let app = some.collect([root.appendingPathComponent("Sources/App").path])
        XCTAssertEqual(names(app), ["View.swift"])
        XCTAssertEqual(names(WorkspaceIndexing.projectFiles(around: app, walked: some.walkedFolders, resolver: resolver)),
                       ["Package.swift", "Wrapper.swift"])
        // A lint of the whole package: nothing more to find, and the tree is not walked again.
        var all = FileDiscovery(resolver: resolver)
        let everything = all.collect([root.path])
        XCTAssertEqual(names(everything.filter { $0.target == .swift }), ["Package.swift", "View.swift", "Wrapper.swift"])
        XCTAssertEqual(all.walkedFolders, [Paths.realPath(root.path)!])
        XCTAssertEqual(WorkspaceIndexing.projectFiles(around: everything, walked: all.walkedFolders, resolver: resolver).count, 0)
    }
}
