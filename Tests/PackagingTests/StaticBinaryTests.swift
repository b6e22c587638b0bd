import Foundation
import XCTest

/// The archive's binary runs where no Swift is installed: in a root file
/// system holding only it, the sample app and the shared objects of the
/// Debian packages every base system has (libc6, libstdc++6, libgcc-s1).
final class StaticBinaryTests: XCTestCase {
    static let basePackages = ["libc6", "libstdc++6", "libgcc-s1"]

    func testTheStaticBinaryLintsTheSampleInARootWithoutSwift() throws {
        let release = try ReleaseArchive.get()
        let root = try PackagingSupport.temporaryFolder("duo-chroot")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("proc"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: release.binary, to: root.appendingPathComponent("bin/duo-lsp"))
        let sample = PackagingSupport.packageRoot.appendingPathComponent("Samples/TravelJournal")
        try FileManager.default.copyItem(at: sample, to: root.appendingPathComponent("TravelJournal"))
        let copied = try Self.copySharedObjects(of: Self.basePackages, into: root)
        XCTAssertTrue(copied.contains { $0.hasSuffix("/libc.so.6") }, "\(copied)")
        let all = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
        XCTAssertFalse(all.contains { $0.contains("libswift") || $0.contains("libFoundation") || $0.contains("libdispatch") },
                       "the root has Swift's libraries: \(all.filter { $0.contains("swift") })")

        let inRoot = try Self.runInRoot(root, ["/bin/duo-lsp", "lint", "--format", "json", "/TravelJournal"])
        XCTAssertEqual(inRoot.status, 1, "findings (status 1) expected:\n\(inRoot.output.prefix(2000))")
        let onHost = try PackagingSupport.run(release.binary, ["lint", "--format", "json", sample.path], timeout: 120)
        let expected = try Self.findings(onHost.output, under: sample.path)
        XCTAssertGreaterThan(expected.count, 20)
        XCTAssertEqual(try Self.findings(inRoot.output, under: "/TravelJournal"), expected)
    }

    /// `unshare` gives the chroot its own /proc (the Swift runtime reads the
    /// arguments from /proc/self/cmdline: without it duo-lsp sees none) and
    /// takes it away when the command ends. Needs root, or user namespaces.
    static func runInRoot(_ root: URL, _ command: [String]) throws -> PackagingSupport.Run {
        let unshare = try PackagingSupport.tool("unshare", package: "util-linux")
        let chroot = try PackagingSupport.tool("chroot", package: "coreutils")
        let asRoot = geteuid() == 0 ? [] : ["--map-root-user"]
        let run = try PackagingSupport.run(unshare, asRoot + ["--mount", "--pid", "--fork", "--mount-proc=\(root.path)/proc", chroot.path, root.path] + command,
                                           timeout: 120)
        if run.output.contains("unshare failed") || run.output.contains("Operation not permitted") {
            throw PackagingFailure("""
                This test needs root (or unprivileged user namespaces) to chroot: run it as root, as CI does \
                (.ci/run). unshare said:\n\(run.output)
                """)
        }
        return run
    }

    /// The shared objects (`*.so*`) the packages installed, copied to the
    /// same paths under `root`, links resolved.
    static func copySharedObjects(of packages: [String], into root: URL) throws -> [String] {
        let dpkg = try PackagingSupport.tool("dpkg", package: "dpkg (a Debian system)")
        var copied: [String] = []
        for package in packages {
            let list = try PackagingSupport.run(dpkg, ["-L", package], timeout: 60)
            guard list.status == 0 else { throw PackagingFailure("dpkg -L \(package) failed: \(list.output)") }
            for path in list.output.split(separator: "\n").map(String.init) where path.contains(".so") {
                let source = URL(fileURLWithPath: path).resolvingSymlinksInPath()
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                let name = URL(fileURLWithPath: path).lastPathComponent
                guard name.hasSuffix(".so") || name.contains(".so.") else { continue }
                let target = root.appendingPathComponent(String(path.dropFirst()))
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                if FileManager.default.fileExists(atPath: target.path) { continue }
                try FileManager.default.copyItem(at: source, to: target)
                copied.append(path)
            }
        }
        return copied
    }

    /// `relative/path:line:column:CODE` of each finding in `--format json` output.
    static func findings(_ json: String, under prefix: String) throws -> [String] {
        guard let start = json.firstIndex(of: "["),
              let array = try JSONSerialization.jsonObject(with: Data(json[start...].utf8)) as? [[String: Any]] else {
            throw PackagingFailure("not a JSON array of findings:\n\(json.prefix(2000))")
        }
        return array.map { finding in
            let full = finding["path"] as? String ?? ""
            let path = full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
            let start = finding["start"] as? [String: Any] ?? [:]
            return "\(path):\(start["line"] ?? 0):\(start["column"] ?? 0):\(finding["code"] ?? "")"
        }.sorted()
    }
}
