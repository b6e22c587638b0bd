import Foundation

/// Whether text output is for a terminal: colours and source excerpts.
struct TextStyle {
    let color: Bool
    let excerpts: Bool

    init(options: LintOptions) {
        let terminal = Output.stdoutIsTerminal
        switch options.color {
        case .always: color = true
        case .never: color = false
        case .auto: color = terminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
        excerpts = terminal || options.color == .always
    }

    init(color: Bool, excerpts: Bool) {
        self.color = color
        self.excerpts = excerpts
    }

    func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
