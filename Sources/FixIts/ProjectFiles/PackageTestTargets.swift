/// The test targets a `Package.swift` declares, with the folder each one's
/// sources are in (`path:`, else SwiftPM's default `Tests/<name>`), read from
/// the manifest's tokens: `.testTarget(name: "AppTests", path: "Tests")`.
/// A manifest that computes names or paths gives what it spells literally.
public enum PackageTestTargets {
    public struct Target: Sendable, Equatable {
        public var name: String
        /// Relative to the package's folder, without a trailing `/`.
        public var path: String
    }

    public static func read(_ manifest: SourceFile) -> [Target] {
        var targets: [Target] = []
        for identifier in manifest.kinds.identifiers {
            let index = Int(identifier)
            guard manifest.isWord(index, "testTarget"), manifest.kind(index - 1) == .period,
                  let call = manifest.call(named: index) else { continue }
            guard let name = call.argument("name").flatMap({ manifest.simpleStringLiteral(at: $0.value.lowerBound)?.value }) else { continue }
            let path = call.argument("path").flatMap { manifest.simpleStringLiteral(at: $0.value.lowerBound)?.value } ?? "Tests/\(name)"
            var trimmed = path
            while trimmed.hasSuffix("/") { trimmed.removeLast() }
            while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
            targets.append(Target(name: name, path: trimmed))
        }
        return targets
    }

    /// The test target whose folder holds `path` (relative to the package's folder).
    public static func target(holding path: String, in targets: [Target]) -> Target? {
        // As bytes (String's `hasPrefix` compares Characters; every file of a batch lint asks), and as text
        // for a path that is not ASCII, which may spell a folder in another normalization form.
        let bytes = Array(path.utf8)
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        return targets.first { target in
            guard !target.path.isEmpty else { return true }
            let folder = target.path.utf8
            if bytes.count > folder.count, bytes[folder.count] == UInt8(ascii: "/"), bytes.starts(with: folder) { return true }
            return !isASCII && path.hasPrefix(target.path + "/")
        }
    }
}
