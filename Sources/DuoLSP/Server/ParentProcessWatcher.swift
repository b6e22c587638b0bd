import Foundation

/// Watches the client process named in `initialize`: when it dies without
/// telling us, the server must not linger.
final class ParentProcessWatcher: @unchecked Sendable {
    private let timer: DispatchSourceTimer

    init(processID: Int32, onExit: @escaping @Sendable () -> Void) {
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
