import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Log lines to a file descriptor (standard error) that never make the
/// caller wait. Lines go into a buffer of bounded size that a thread of the
/// log's own writes out; when the reader of the descriptor does not keep up
/// (a client that never drains the server's stderr pipe) and the buffer is
/// full, lines are dropped and counted, and a line saying how many takes
/// their place as soon as there is room again. A blocking `write` to a full
/// stderr pipe had stopped the server's message thread: after about 64 KB
/// of log lines no request was answered again.
public final class BoundedLog: @unchecked Sendable {
    /// Standard error, for the whole process.
    public static let standardError = BoundedLog(fileDescriptor: 2)

    public let fileDescriptor: Int32
    /// Bytes held at most: waiting lines and the batch being written.
    public let capacity: Int
    /// A longer line is cut to this many bytes.
    public static let maximumLineBytes = 8 << 10

    private let condition = NSCondition()
    private var waiting: [UInt8] = []
    /// Bytes of `waiting` plus those of the batch the writer thread holds.
    private var held = 0
    private var dropped = 0
    private var writerStarted = false

    public init(fileDescriptor: Int32, capacity: Int = 256 << 10) {
        self.fileDescriptor = fileDescriptor
        self.capacity = capacity
    }

    /// Lines dropped since the last count was written (for tests).
    public var droppedLines: Int {
        condition.withLock { dropped }
    }

    /// Queues `message` and a line break; drops it if the buffer is full.
    public func write(_ message: String) {
        var line = Array(message.utf8)
        if line.count > Self.maximumLineBytes {
            let cut = line.count - Self.maximumLineBytes
            line.removeLast(cut)
            line += Array(" … (\(cut) bytes cut)".utf8)
        }
        line.append(10)
        condition.lock()
        defer { condition.unlock() }
        startWriterIfNeeded()
        appendDropCountIfRoom()
        guard dropped == 0, held + line.count <= capacity else {
            dropped += 1
            return
        }
        waiting += line
        held += line.count
        // Broadcast: a `flush` may be waiting on the condition too.
        condition.broadcast()
    }

    /// Waits until every queued line is written, or `timeout` passes (the
    /// reader may never read them): for the last lines before the process
    /// exits. True when all were written.
    @discardableResult
    public func flush(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        appendDropCountIfRoom()
        while held > 0, condition.wait(until: deadline) {}
        return held == 0
    }

    /// Caller holds the lock.
    private func appendDropCountIfRoom() {
        guard dropped > 0 else { return }
        let notice = Array("(\(dropped) log line\(dropped == 1 ? "" : "s") dropped: standard error was not read)\n".utf8)
        guard held + notice.count <= capacity else { return }
        waiting += notice
        held += notice.count
        dropped = 0
        condition.broadcast()
    }

    /// Caller holds the lock.
    private func startWriterIfNeeded() {
        guard !writerStarted else { return }
        writerStarted = true
        let thread = Thread { [self] in writeLoop() }
        thread.name = "log-writer"
        thread.start()
    }

    private func writeLoop() {
        while true {
            condition.lock()
            while waiting.isEmpty { condition.wait() }
            let batch = waiting
            waiting = []
            condition.unlock()
            // Blocks here, on this thread only, for as long as the reader does not read.
            let failed = FileDescriptorIO.writeAll(fileDescriptor, batch) != nil
            condition.lock()
            held -= batch.count
            if failed { dropped = 0 }  // nobody will read it: nothing to count
            appendDropCountIfRoom()
            condition.broadcast()
            condition.unlock()
        }
    }
}
