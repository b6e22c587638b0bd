/// How serious a finding is. Ordered: `hint < info < warning < error`.
public enum Severity: String, Comparable, CaseIterable, Sendable {
    case hint
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .hint: 0
        case .info: 1
        case .warning: 2
        case .error: 3
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// swiftc's word, which the text output prints so editors' and CI's
    /// matchers read it.
    public var compilerWord: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        case .hint: "remark"
        }
    }

    /// A severity by either of its spellings: the name (`info`, `hint`, as
    /// JSON and LSP say) or swiftc's word (`note`, `remark`, as the text
    /// output says). Wherever a severity is named, both are accepted.
    public init?(word: String) {
        guard let severity = Severity.allCases.first(where: { $0.rawValue == word || $0.compilerWord == word }) else { return nil }
        self = severity
    }

    /// The words `init(word:)` takes, for error messages: `error, warning, info (note), hint (remark)`.
    public static var spellings: String {
        allCases.reversed().map { $0.rawValue == $0.compilerWord ? $0.rawValue : "\($0.rawValue) (\($0.compilerWord))" }
            .joined(separator: ", ")
    }
}
