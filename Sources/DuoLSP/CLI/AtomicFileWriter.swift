import Foundation

/// Writes a fixed file so that readers see the old bytes or the new ones,
/// never a mix, and a failure leaves the old file exactly as it was.
///
/// Everything happens relative to the descriptor of the file's folder,
/// reached again from the root without following a link (`Folder`), so a
/// folder swapped for a link during the run is refused, not followed:
/// 1. refuse a read-only file or folder (even as root), a file with other
///    names (hard links, which a rename would split off), a file not the one
///    that was read;
/// 2. write a temporary file beside it (`TemporaryFiles`) with the
///    original's owner, mode bits, user attributes and ACL (`FileMetadata`),
///    and flush it;
/// 3. right before the swap, check the file still has the size, time and
///    bytes that were read;
/// 4. swap the two names in one step (`renameat2` `RENAME_EXCHANGE`), then
///    check the old version once more: a write that reached it in between
///    swaps them back (their version wins) and is reported;
/// 5. remove the old version's name, keeping it open (`ReplacedFiles`) to
///    report a write into it that comes even later.
///
/// `DUO_LSP_TEST_FAULT` (tests only; nothing else sets it) injects what this
/// must survive: `replace-folder-before-rename` moves the file's folder away
/// and puts a link to another folder in its place before anything is
/// opened; `disk-full` fails the write halfway (ENOSPC); before the
/// check of step 3 `modify-before-rename` appends to the file,
/// `replace-before-rename` renames another file over it (as editors save),
/// `delete-before-rename` deletes it, `pause-before-rename` says so on stderr and waits (for a signal);
/// `append-during-rename` appends through a descriptor opened before the
/// swap, between the swap and the check after it, and
/// `append-after-rename` does so after the fix is done.
enum AtomicFileWriter {
    struct WriteError: Error, CustomStringConvertible {
        var description: String
    }

    /// Replaces `file` with `bytes`, if it still holds what was read.
    static func write(_ bytes: [UInt8], over file: ReadFile, path: String) throws(WriteError) {
        func failure(_ text: String) -> WriteError { WriteError(description: "\(path): \(text)") }
        let name = file.location.name
        let fault = AtomicFileWriter.testFault
        if fault == "replace-folder-before-rename" { replaceFolder(file.location.folder) }
        let folder: Int32
        do {
            folder = try file.location.folder.openVerified()
        } catch {
            throw failure(error.folderChanged ? "its folder was moved or replaced while being fixed; left as it is"
                                              : "cannot open its folder (\(error.description))")
        }
        defer { close(folder) }

        // 1. What may not be replaced.
        guard let current = SystemCalls.status(of: name, in: folder) else { throw failure("deleted or unreadable while being fixed; not written") }
        guard current.identity == file.status.identity, current.isRegularFile else { throw failure("changed while being fixed; left as it is") }
        // A read-only file or folder says "don't change me", even to root, who could.
        guard current.st_mode & 0o222 != 0, SystemCalls.withCString(name, { faccessat(folder, $0, W_OK, 0) }) == 0 else {
            throw failure("the file is read-only; left as it is")
        }
        guard let folderStatus = SystemCalls.status(of: folder), folderStatus.st_mode & 0o222 != 0 else {
            throw failure("its folder is read-only; left as it is")
        }
        guard current.st_nlink == 1 else {
            throw failure("it has \(current.st_nlink) names (hard links), which replacing it would split apart; left as it is")
        }
        let original = SystemCalls.open(name, in: folder, flags: O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
        guard original >= 0 else { throw failure("deleted or unreadable while being fixed; not written") }
        var keepOriginal = false
        defer { if !keepOriginal { close(original) } }
        guard SystemCalls.status(of: original)?.identity == file.status.identity else { throw failure("changed while being fixed; left as it is") }

        // 2. The new text beside it, with its metadata, on disk.
        let temporary: TemporaryFiles.Temporary
        do {
            temporary = try TemporaryFiles.shared.create(for: name, in: folder)
        } catch {
            throw failure("cannot create a temporary file in \(file.location.folder.path) (\(error.description))")
        }
        var swapped = false
        defer { if !swapped { TemporaryFiles.shared.remove(temporary) } }
        if fault == "disk-full" {
            try writeAll(Array(bytes.prefix(bytes.count / 2)), to: temporary.descriptor, path: path)
            throw failure("cannot write (\(String(cString: strerror(ENOSPC))))")
        }
        try writeAll(bytes, to: temporary.descriptor, path: path)
        do {
            try FileMetadata.copy(from: original, status: current, to: temporary.descriptor)
        } catch {
            throw failure("\(error.description); left as it is")
        }
        guard fsync(temporary.descriptor) == 0 else { throw failure("cannot flush (\(SystemCalls.errorText))") }

        // 3. Still the file that was read, right before the swap.
        let concurrentWriter = injectFault(fault, name: name, in: folder, file: file)
        defer { if concurrentWriter >= 0 { close(concurrentWriter) } }
        guard let before = SystemCalls.status(of: name, in: folder) else {
            throw failure("deleted or unreadable while being fixed; not written")
        }
        guard before.identity == file.status.identity, !changed(original, since: file) else {
            throw failure("changed while being fixed; left as it is")
        }

        // 4. The swap, and a write that reached the old version meanwhile.
        let exchanged = SystemCalls.renameat2(folder, temporary.name, folder, name, flags: SystemCalls.renameExchange) == 0
        if !exchanged {
            guard [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP].contains(errno) else {
                throw failure("cannot replace the file (\(SystemCalls.errorText))")
            }
            // A file system without exchange: a plain rename, the old version then has no name.
            guard SystemCalls.withCString(temporary.name, { from in SystemCalls.withCString(name) { renameat(folder, from, folder, $0) } }) == 0 else {
                throw failure("cannot replace the file (\(SystemCalls.errorText))")
            }
            TemporaryFiles.shared.forget(temporary)
        }
        swapped = true
        if fault == "append-during-rename", concurrentWriter >= 0 { appendLine(to: concurrentWriter) }
        if changed(original, since: file) {
            guard exchanged else { throw failure("another program wrote to it while it was replaced; that write is not in the fixed file") }
            guard SystemCalls.renameat2(folder, temporary.name, folder, name, flags: SystemCalls.renameExchange) == 0 else {
                TemporaryFiles.shared.forget(temporary)
                throw failure("another program wrote to it while it was replaced; its version is kept as \(DisplayText.name(temporary.name))")
            }
            // Their version is back under the name; ours, now at the temporary name, goes.
            let ours = SystemCalls.status(of: temporary.descriptor)
            TemporaryFiles.shared.remove(temporary)
            if let ours, Int(ours.st_size) != bytes.count {
                throw failure("changed while being fixed, and written to again as the fix was undone; check it")
            }
            throw failure("changed while being fixed; left as it is")
        }

        // 5. The old version's name goes; the old version is watched to the end of the run.
        if exchanged { TemporaryFiles.shared.remove(temporary) }
        keepOriginal = true
        ReplacedFiles.shared.watch(original, path: path, asRead: file.status)
        if fault == "append-after-rename", concurrentWriter >= 0 { appendLine(to: concurrentWriter) }
    }

    /// Whether the file behind `descriptor` differs from what was read: its
    /// size or modification time, or else its bytes.
    private static func changed(_ descriptor: Int32, since file: ReadFile) -> Bool {
        guard let now = SystemCalls.status(of: descriptor), FileStamp(now) == FileStamp(file.status),
              lseek(descriptor, 0, SEEK_SET) == 0, let bytes = try? FileContent.readAll(descriptor, sizeHint: file.bytes.count)
        else { return true }
        return bytes != file.bytes
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(WriteError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteError(description: "\(path): cannot write (\(SystemCalls.errorText))")
            }
            offset += written
        }
    }

    /// A fault the tests inject (`DUO_LSP_TEST_FAULT`), read once per process.
    private static let testFault = ProcessInfo.processInfo.environment["DUO_LSP_TEST_FAULT"]
    private static let faultLine = Array("// changed by someone else\n".utf8)

    /// Does what the fault says before the check; returns a descriptor
    /// opened for appending when a later step needs one (else -1).
    private static func injectFault(_ fault: String?, name: [UInt8], in folder: Int32, file: ReadFile) -> Int32 {
        switch fault {
        case "modify-before-rename":
            let writer = SystemCalls.open(name, in: folder, flags: O_WRONLY | O_APPEND)
            if writer >= 0 {
                appendLine(to: writer)
                close(writer)
            }
        case "replace-before-rename":
            let other = name + Array(".other-writer".utf8)
            let writer = SystemCalls.open(other, in: folder, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o644)
            if writer >= 0 {
                _ = Array("// replaced by someone else\n".utf8).withUnsafeBytes { Glibc.write(writer, $0.baseAddress, $0.count) }
                close(writer)
            }
            SystemCalls.withCString(other) { from in SystemCalls.withCString(name) { _ = renameat(folder, from, folder, $0) } }
        case "delete-before-rename":
            SystemCalls.withCString(name) { _ = unlinkat(folder, $0, 0) }
        case "pause-before-rename":
            Output.message("duo-lsp: test: paused before rename\n")
            sleep(120)
        case "append-during-rename", "append-after-rename":
            return SystemCalls.open(name, in: folder, flags: O_WRONLY | O_APPEND)
        default:
            break
        }
        return -1
    }

    /// `replace-folder-before-rename`: the folder moves out of the way and a
    /// link to another folder (`DUO_LSP_TEST_ELSEWHERE`) takes its place.
    private static func replaceFolder(_ folder: Folder) {
        guard let elsewhere = ProcessInfo.processInfo.environment["DUO_LSP_TEST_ELSEWHERE"] else { return }
        rename(folder.path, folder.path + ".moved")
        symlink(elsewhere, folder.path)
    }

    private static func appendLine(to descriptor: Int32) {
        _ = faultLine.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }
}
