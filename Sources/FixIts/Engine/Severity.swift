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
}
