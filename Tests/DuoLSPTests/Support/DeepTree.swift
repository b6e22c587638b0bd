import Foundation

/// Trees deeper than `PATH_MAX`, made and removed by descriptor (no path to
/// their bottom fits in one system call, so `FileManager` cannot).
enum DeepTree {
    /// `depth` nested folders named `name` under `root`; `files(level)`
    /// gives the files (name, text) at that level (1-based).
    static func make(under root: URL, depth: Int, name: String = "d", files: (Int) -> [(String, String)]) throws {
        var folder = open(root.path, O_RDONLY | O_DIRECTORY)
        guard folder >= 0 else { throw CocoaError(.fileNoSuchFile) }
        for level in 1 ... depth {
            guard mkdirat(folder, name, 0o755) == 0 else { throw CocoaError(.fileWriteUnknown) }
            let next = openat(folder, name, O_RDONLY | O_DIRECTORY)
            close(folder)
            guard next >= 0 else { throw CocoaError(.fileReadUnknown) }
            folder = next
            for (file, text) in files(level) {
                let descriptor = openat(folder, file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
            }
        }
        close(folder)
    }

    /// The text of `A.swift` at `level` of a tree `make` built.
    static func read(under root: URL, level: Int, name: String = "d") -> String? {
        var folder = open(root.path, O_RDONLY | O_DIRECTORY)
        for _ in 0 ..< level {
            let next = openat(folder, name, O_RDONLY | O_DIRECTORY)
            close(folder)
            guard next >= 0 else { return nil }
            folder = next
        }
        defer { close(folder) }
        let descriptor = openat(folder, "A.swift", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 1 << 16)
        let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        return String(decoding: bytes.prefix(max(0, count)), as: UTF8.self)
    }

    /// Removes the folder `name` of `root` and everything in it, however deep
    /// (with a stack of its own, not the call stack).
    static func remove(_ name: String, under root: URL) {
        let base = open(root.path, O_RDONLY | O_DIRECTORY)
        guard base >= 0 else { return }
        defer { close(base) }
        var stack: [(descriptor: Int32, name: String)] = []
        let first = openat(base, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        guard first >= 0 else { return }
        stack.append((first, name))
        while let top = stack.last {
            // Files go; the first folder met is entered; a folder found empty goes.
            var entered = false
            for entry in names(in: top.descriptor) where unlinkat(top.descriptor, entry, 0) != 0 {
                let child = openat(top.descriptor, entry, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
                if child >= 0 {
                    stack.append((child, entry))
                    entered = true
                    break
                }
            }
            if entered { continue }
            close(top.descriptor)
            stack.removeLast()
            unlinkat(stack.last?.descriptor ?? base, top.name, AT_REMOVEDIR)
        }
    }

    private static func names(in folder: Int32) -> [String] {
        guard let stream = fdopendir(dup(folder)) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
