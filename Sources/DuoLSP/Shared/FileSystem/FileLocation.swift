import Foundation

/// Where a file really is: a name in a `Folder` (links already resolved, so
/// the name itself is never a link).
struct FileLocation: Sendable {
    let folder: Folder
    let name: [UInt8]

    /// The real path as text, for messages and the configuration.
    var path: String { Paths.joined(folder.path, DisplayText.name(name)) }

    /// The file's bytes and what it was when they were read (for `--fix` to
    /// tell whether anyone changed it since).
    func read() throws(FileSystemError) -> ReadFile {
        // O_NONBLOCK: a walk lists regular files, but one replaced by a FIFO meanwhile must not hang the run.
        let descriptor = try FolderDescriptors.shared.openFile(name, in: folder, flags: O_RDONLY | O_NONBLOCK)
        defer { close(descriptor) }
        guard let status = SystemCalls.status(of: descriptor) else { throw FileSystemError(SystemCalls.errorText) }
        if !status.isRegularFile {
            // Named on the command line (`<(…)`, a device): read it as the stream it is.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        return ReadFile(location: self, bytes: try FileContent.readAll(descriptor, sizeHint: Int(status.st_size)), status: status)
    }
}

/// A file as it was read: its bytes and status.
struct ReadFile: Sendable {
    let location: FileLocation
    let bytes: [UInt8]
    let status: stat
}

enum FileContent {
    /// Everything from the descriptor's current offset to its end.
    static func readAll(_ descriptor: Int32, sizeHint: Int) throws(FileSystemError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(sizeHint, 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: max(65536, bytes.count)) }
            let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(SystemCalls.errorText)
            }
            count += read
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Whether `bytes` is text the linter reads, and if not, why: a NUL byte
    /// in the first block (an executable, an image, UTF-16 or UTF-32 text
    /// without a byte order mark) or a UTF-16 byte order mark. Such a file is
    /// skipped and never fixed: its bytes are not Swift source in UTF-8.
    static func notText(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16 text (a byte order mark); only UTF-8 is read" }
        // memchr: the generic `firstIndex(of:)` was a twentieth of a batch lint, which asks of every file twice.
        let nul = bytes.withUnsafeBytes { buffer in
            buffer.baseAddress.flatMap { memchr($0, 0, min(buffer.count, 8192)) }.map { $0 - UnsafeMutableRawPointer(mutating: buffer.baseAddress!) }
        }
        if let offset = nul { return "not text (a NUL byte at offset \(offset))" }
        return nil
    }
}
