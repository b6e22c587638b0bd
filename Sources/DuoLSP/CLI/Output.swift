import Foundation

/// Where the command line writes: stdout for results, stderr for messages.
///
/// Writes go straight to the descriptor with `write(2)`: `FileHandle.write`
/// traps on a failed write (a full disk, a closed descriptor) and `print`
/// buffers and drops the failure at exit. A failed write of results is
/// reported once, on stderr, and the command exits with status 2.
enum Output {
    private static let state = OutputState()

    /// Results, on stdout.
    static func write(_ text: String) {
        guard !state.stdoutFailed else { return }
        if let failure = writeAll(Array(text.utf8), to: STDOUT_FILENO) {
            state.stdoutFailed = true
            error("cannot write the results to standard output (\(state.isClosed(STDOUT_FILENO) ? "it is closed" : failure))")
        }
    }

    /// One line on stderr, `duo-lsp: message`, with control characters in
    /// it shown escaped (a newline in a file name cannot forge a line).
    static func error(_ text: String) {
        message("duo-lsp: " + DisplayText.escaped(text) + "\n")
    }

    /// Text on stderr as it is (summaries, usage): the program's own words.
    static func message(_ text: String) {
        _ = writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// The status to exit with: `status`, or 2 when the results could not be written.
    static func exitStatus(_ status: Int32) -> Int32 {
        state.stdoutFailed ? 2 : status
    }

    /// All of standard input, or why it cannot be read.
    static func readStandardInput() -> Result<[UInt8], OutputError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = state.isClosed(STDIN_FILENO) ? "it is closed" : String(cString: strerror(errno))
                return .failure(OutputError(description: "cannot read standard input (\(reason))"))
            }
            bytes += chunk[..<count]
        }
    }

    /// A descriptor among 0, 1, 2 that the caller closed (`>&-`) would be
    /// taken by the next file this process opens, and results would be
    /// written into it. Each closed one is held by `/dev/null`, opened the
    /// other way round so that using it still fails (EBADF), as it would have.
    static func reserveStandardDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
            if opened != descriptor, opened >= 0 { close(opened) }
            state.markClosed(descriptor)
        }
    }

    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// The error text of a failed write, nil when everything was written.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    // A non-blocking descriptor inherited from the caller: wait until it takes more.
                    var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&poller, 1, -1)
                    continue
                }
                return String(cString: strerror(errno))
            }
            offset += written
        }
        return nil
    }
}

struct OutputError: Error, CustomStringConvertible {
    var description: String
}

/// What `Output` remembers: which standard descriptors were closed, and
/// whether writing results failed.
private final class OutputState: @unchecked Sendable {
    private let lock = NSLock()
    private var failed = false
    private var closed: Set<Int32> = []

    var stdoutFailed: Bool {
        get { lock.withLock { failed } }
        set { lock.withLock { failed = newValue } }
    }

    func markClosed(_ descriptor: Int32) { lock.withLock { _ = closed.insert(descriptor) } }
    func isClosed(_ descriptor: Int32) -> Bool { lock.withLock { closed.contains(descriptor) } }
}
