import Foundation

/// "linted 1200/2107 files (845 files/s)" on the terminal while a long run
/// goes on: on stderr, only when stderr is a terminal, never in results.
final class ProgressLine: @unchecked Sendable {
    private let total: Int
    private let lock = NSLock()
    private var done = 0
    private var timer: DispatchSourceTimer?
    private let start = DispatchTime.now().uptimeNanoseconds

    /// Nil when there is nothing worth showing: few files, or no terminal.
    static func start(total: Int, verb: String = "linted") -> ProgressLine? {
        guard total > 200, isatty(STDERR_FILENO) == 1 else { return nil }
        return ProgressLine(total: total, verb: verb)
    }

    private init(total: Int, verb: String) {
        self.total = total
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
        timer.schedule(deadline: .now() + 0.2, repeating: 0.2)
        timer.setEventHandler { [weak self] in self?.draw(verb) }
        self.timer = timer
        timer.resume()
    }

    func increment() {
        lock.lock()
        done += 1
        lock.unlock()
    }

    private func draw(_ verb: String) {
        lock.lock()
        let done = self.done
        lock.unlock()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let rate = seconds > 0 ? Int(Double(done) / seconds) : 0
        Output.message("\r\u{1B}[K  \(verb) \(done)/\(total) files (\(rate) files/s)")
    }

    /// Stops and erases the line.
    func finish() {
        timer?.cancel()
        timer = nil
        Output.message("\r\u{1B}[K")
    }
}
