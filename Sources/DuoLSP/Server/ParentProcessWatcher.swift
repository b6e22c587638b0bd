import Foundation

/// Watches the client process named in `initialize`: when it dies without
/// telling us, the server must not linger.
final class ParentProcessWatcher: @unchecked Sendable {
    private let timer: DispatchSourceTimer

    /// `processId` as the client sent it, if it names a live process. Only
    /// 1…`Int32.max` are process IDs: 0 and negative values mean a process
    /// group or every process to `kill`, and a larger value truncated to 32
    /// bits became one of those (2^32-1 and 2^63-1 are -1), so the server
    /// watched something else and never exited, or exited at once.
    static func liveProcess(_ value: Int64) -> pid_t? {
        guard value >= 1, value <= Int64(Int32.max) else { return nil }
        let pid = pid_t(value)
        // EPERM: it exists but belongs to another user; still alive.
        return kill(pid, 0) == 0 || errno == EPERM ? pid : nil
    }

    init(processID: pid_t, onExit: @escaping @Sendable () -> Void) {
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler { [timer] in
            // Signal 0 checks existence only; ESRCH means the process is gone.
            if kill(processID, 0) != 0, errno == ESRCH {
                timer.cancel()
                onExit()
            }
        }
        timer.resume()
    }

    func stop() {
        timer.cancel()
    }
}
