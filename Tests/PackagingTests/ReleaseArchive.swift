import Foundation
import XCTest

/// The archive `scripts/release.sh` made, unpacked once for the test run.
///
/// The script cannot run inside `swift test`: its `swift build` waits for
/// the lock `swift test` holds on `.build`. So CI makes the archive first
/// (`.ci/run`: `scripts/release.sh --out .build/release-archive`, its static
/// build being CI's release build) and these tests check it; an archive older
/// than the sources fails them, as a missing one does.
final class ReleaseArchive: @unchecked Sendable {
    static let shared = Result { try ReleaseArchive() }
    static func get() throws -> ReleaseArchive { try shared.get() }

    static let folder = ProcessInfo.processInfo.environment["DUO_RELEASE_ARCHIVE_DIR"]
        .map { URL(fileURLWithPath: $0) } ?? PackagingSupport.packageRoot.appendingPathComponent(".build/release-archive")

    let archive: URL
    let checksum: URL
    /// The archive's one folder, unpacked.
    let unpacked: URL
    var binary: URL { unpacked.appendingPathComponent("bin/duo-lsp") }

    static let manPage = "share/man/man1/duo-lsp.1"
    static let completions = [
        "bash": "share/bash-completion/completions/duo-lsp",
        "zsh": "share/zsh/site-functions/_duo-lsp",
        "fish": "share/fish/vendor_completions.d/duo-lsp.fish",
    ]

    private init() throws {
        let remedy = "run `scripts/release.sh --out \(Self.folder.path)` first (.ci/run does)"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? []
        let archives = names.filter { $0.hasPrefix("duo-lsp-") && $0.hasSuffix(".tar.gz") }
        guard archives.count == 1 else {
            throw PackagingFailure("expected one release archive in \(Self.folder.path), found \(archives.isEmpty ? "none" : archives.joined(separator: ", ")): \(remedy)")
        }
        archive = Self.folder.appendingPathComponent(archives[0])
        checksum = Self.folder.appendingPathComponent(archives[0] + ".sha256")
        let made = try Self.modified(archive)
        if let newer = try Self.newestSource(), newer.date > made {
            throw PackagingFailure("the release archive is older than \(newer.path): \(remedy)")
        }
        let folder = try PackagingSupport.temporaryFolder("duo-release")
        let into = folder.appendingPathComponent("unpacked")
        try FileManager.default.createDirectory(at: into, withIntermediateDirectories: true)
        let tar = try PackagingSupport.tool("tar", package: "tar")
        let untar = try PackagingSupport.run(tar, ["-xzf", archive.path, "-C", into.path], timeout: 120)
        guard untar.status == 0 else { throw PackagingFailure("tar -xzf failed: \(untar.output)") }
        let top = try FileManager.default.contentsOfDirectory(atPath: into.path)
        guard top.count == 1 else { throw PackagingFailure("the archive should hold one folder, not \(top)") }
        unpacked = into.appendingPathComponent(top[0])
    }

    func file(_ relative: String) -> URL { unpacked.appendingPathComponent(relative) }

    private static func modified(_ url: URL) throws -> Date {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date ?? .distantPast
    }

    /// The most recently changed file the archive is made from.
    private static func newestSource() throws -> (path: String, date: Date)? {
        let root = PackagingSupport.packageRoot
        var paths = ["Package.swift", "scripts/release.sh", "README.md"]
        if let walk = FileManager.default.enumerator(atPath: root.appendingPathComponent("Sources").path) {
            while let path = walk.nextObject() as? String {
                if path.hasSuffix(".swift") { paths.append("Sources/" + path) }
            }
        }
        return try paths.map { ($0, try modified(root.appendingPathComponent($0))) }.max { $0.1 < $1.1 }
    }
}
