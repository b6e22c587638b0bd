import Foundation

/// A temporary project folder for command-line tests.
final class FixtureTree {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("duo-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        // Folders a test made read-only must be writable again to be removed.
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
        if let enumerator = FileManager.default.enumerator(atPath: root.path) {
            while let path = enumerator.nextObject() as? String {
                _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.appendingPathComponent(path).path)
            }
        }
        try? FileManager.default.removeItem(at: root)
    }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> URL {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The sample app that ships with the repository, copied in.
    func copySample() throws {
        let sample = DuoBinary.packageRoot.appendingPathComponent("Samples/TravelJournal")
        try FileManager.default.copyItem(at: sample, to: root.appendingPathComponent("TravelJournal"))
    }
}
