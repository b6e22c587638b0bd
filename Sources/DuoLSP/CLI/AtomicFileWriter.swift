import Foundation

/// Writes a file's new content so that readers see the old bytes or the new
/// ones, never a mix, and a failure leaves the old file exactly as it was:
/// a temporary file in the same folder, the original's permissions, an fsync,
/// a check that the file did not change since it was read, then rename.
///
/// `DUO_LSP_TEST_FAULT` (tests only; nothing else sets it) injects the
/// failures this must survive: `disk-full` fails the write halfway (ENOSPC),
/// and between the read and the rename `modify-before-rename` appends to the
/// file, `replace-before-rename` renames another file over it (as editors
/// save), `delete-before-rename` deletes it.
enum AtomicFileWriter {
    struct WriteError: Error, CustomStringConvertible {
        var description: String
    }

    /// Replaces the file at `path` (a link is replaced at its destination,
    /// keeping the link) with `bytes`, if it still holds `expected`.
    static func write(_ bytes: [UInt8], to path: String, expected: [UInt8]) throws(WriteError) {
        let target = resolvedPath(path)
        var status = stat()
        guard stat(target, &status) == 0 else { throw WriteError(description: "\(path): cannot read its attributes (\(errnoText()))") }
        // A read-only file says "don't change me", even to root, who could.
        guard access(target, W_OK) == 0, status.st_mode & 0o222 != 0 else {
            throw WriteError(description: "\(path): the file is read-only; left as it is")
        }
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.\(name).duo-lsp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw WriteError(description: "\(path): cannot create a temporary file in \(folder.isEmpty ? "." : folder) (\(errnoText()))") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var keepTemporary = false
        defer {
            if !keepTemporary { unlink(temporary) }
        }
        let fault = AtomicFileWriter.testFault
        do {
            defer { close(descriptor) }
            if fault == "disk-full" {
                try writeAll(Array(bytes.prefix(bytes.count / 2)), to: descriptor, path: path)
                throw WriteError(description: "\(path): cannot write (\(String(cString: strerror(ENOSPC))))")
            }
            try writeAll(bytes, to: descriptor, path: path)
            guard fchmod(descriptor, status.st_mode & 0o7777) == 0 else { throw WriteError(description: "\(path): cannot set permissions (\(errnoText()))") }
            _ = fchown(descriptor, status.st_uid, status.st_gid)
            guard fsync(descriptor) == 0 else { throw WriteError(description: "\(path): cannot flush (\(errnoText()))") }
        }
        switch fault {
        case "modify-before-rename":
            if let handle = FileHandle(forWritingAtPath: target) {
                handle.seekToEndOfFile()
                handle.write(Data("// changed by someone else\n".utf8))
                try? handle.close()
            }
        case "replace-before-rename":
            let other = target + ".other-writer"
            _ = FileManager.default.createFile(atPath: other, contents: Data("// replaced by someone else\n".utf8))
            rename(other, target)
        case "delete-before-rename":
            unlink(target)
        default:
            break
        }
        // Someone else wrote, replaced or deleted the file while we linted it:
        // leave their version (a deleted file stays deleted).
        guard let current = FileManager.default.contents(atPath: target) else {
            throw WriteError(description: "\(path): deleted or unreadable while being fixed; not written")
        }
        guard [UInt8](current) == expected else {
            throw WriteError(description: "\(path): changed while being fixed; left as it is")
        }
        guard rename(temporary, target) == 0 else { throw WriteError(description: "\(path): cannot replace the file (\(errnoText()))") }
        keepTemporary = true
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(WriteError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteError(description: "\(path): cannot write (\(errnoText()))")
            }
            offset += written
        }
    }

    /// The path a write must replace: a link's destination, so the link stays a link.
    /// A fault the tests inject (`DUO_LSP_TEST_FAULT`), read once per process.
    private static let testFault = ProcessInfo.processInfo.environment["DUO_LSP_TEST_FAULT"]

    static func resolvedPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
