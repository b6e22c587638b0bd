import Foundation

/// Paths as text: folder, name, joining, making absolute. Written here rather
/// than taken from `NSString`, whose `deletingLastPathComponent` traps on a
/// one-character component (`x`, `b/`, `é`) in the toolchain's Foundation.
enum Paths {
    /// The folder part of `path`: `a/b` → `a`, `/x` → `/`, `x` and `b/` → ``
    /// (the current folder), `/` → `/`. Trailing slashes name the same entry.
    static func folder(of path: String) -> String {
        String(decoding: folder(of: Array(path.utf8)), as: UTF8.self)
    }

    /// The last component of `path`, trailing slashes ignored: `a/b/` → `b`, `/` → `/`.
    static func name(of path: String) -> String {
        String(decoding: name(of: Array(path.utf8)), as: UTF8.self)
    }

    /// `folder(of:)` of a path's bytes (which need not be UTF-8).
    static func folder(of path: [UInt8]) -> [UInt8] {
        var bytes = path
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return [] }
        var end = slash
        while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return end == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<end])
    }

    /// `name(of:)` of a path's bytes.
    static func name(of path: [UInt8]) -> [UInt8] {
        var bytes = path
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard bytes.count > 1, let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return bytes }
        return Array(bytes[(slash + 1)...])
    }

    /// `name` inside `folder` (`` is the current folder).
    static func joined(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Whether `path` is `root` or lies under it (both absolute, normalized).
    static func isInside(_ path: String, _ root: String) -> Bool {
        root == "/" ? path.hasPrefix("/") : path == root || path.hasPrefix(root + "/")
    }

    /// `path` made absolute against the current folder, with `.`, `..` and
    /// links resolved as far as the path exists (the rest is taken as
    /// written), as configurations, baselines and the server's URIs compare
    /// paths.
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : joined(FileManager.default.currentDirectoryPath, path)
        return resolved(lexical(full))
    }

    /// `.` and `..` removed by reading the path, not the file system.
    static func lexical(_ absolutePath: String) -> String {
        var parts: [Substring] = []
        for part in absolutePath.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The longest existing prefix of an absolute path with its links
    /// resolved, then the rest as it is.
    private static func resolved(_ path: String) -> String {
        if let real = realPath(path) { return real }
        if path == "/" { return path }
        return joined(resolved(folder(of: path)), name(of: path))
    }

    /// `realpath(3)`: nil when the path does not exist (or is too long).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
