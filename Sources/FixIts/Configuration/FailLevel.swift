/// Which findings make a lint fail: `duo-lsp lint`'s exit status, and whether
/// a build that lints (the SwiftPM/Xcode plugin, a Run Script phase) fails.
/// `.duo-lsp.json`'s `"failOn"`, or `--fail-on` on the command line.
public enum FailLevel: Equatable, Sendable, CustomStringConvertible {
    /// Findings at or above this severity fail.
    case severity(Severity)
    /// Nothing fails (the default of a build step).
    case never

    /// A severity by either spelling (`info` or `note`, …), or `never`.
    public init?(_ text: String) {
        if text == "never" {
            self = .never
        } else if let severity = Severity(word: text) {
            self = .severity(severity)
        } else {
            return nil
        }
    }

    public func fails(_ severity: Severity) -> Bool {
        guard case .severity(let least) = self else { return false }
        return severity >= least
    }

    public var description: String {
        switch self {
        case .severity(let severity): severity.rawValue
        case .never: "never"
        }
    }

    public static let all: [FailLevel] = Severity.allCases.reversed().map { .severity($0) } + [.never]
    public static var names: String { Severity.spellings + " or never" }
}
