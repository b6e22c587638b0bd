/// The label of a SwiftUI `Button` or `Menu` as written, and the rewrite to
/// the title-plus-symbol initializers (`Button(_:systemImage:action:)`,
/// iOS 14; with `role:`, iOS 15; `Menu(_:systemImage:content:)`, iOS 14)
/// that DUO303 and DUO304 offer.
struct ControlLabel {
    enum Place {
        /// `Button { } label: { here }`, `Button(action: f) { here }`.
        case trailingClosure(Int)
        /// `Button(action: { }, label: { here })`.
        case argument(Int)
    }

    var place: Place
    var open: Int
    var close: Int
}

extension CallSyntax {
    /// The custom label closure of a `Button` or `Menu` call, nil for the
    /// title forms (`Button("Edit") { }`).
    func customLabel(in file: SourceFile) -> ControlLabel? {
        if let index = trailingClosures.firstIndex(where: { $0.label == "label" }) {
            return ControlLabel(place: .trailingClosure(index), open: trailingClosures[index].open, close: trailingClosures[index].close)
        }
        // `Button(action: a) { label }`, `Link(destination: url) { label }`: the one trailing closure is the label.
        if file.isWord(name, "Button") && argument("action") != nil || file.isWord(name, "Link") && argument("destination") != nil,
           trailingClosures.count == 1, trailingClosures[0].label == nil {
            return ControlLabel(place: .trailingClosure(0), open: trailingClosures[0].open, close: trailingClosures[0].close)
        }
        if let index = arguments.firstIndex(where: { $0.label == "label" }), file.kind(arguments[index].value.lowerBound) == .leftBrace,
           file.brackets.partner(of: arguments[index].value.lowerBound) == arguments[index].value.upperBound {
            return ControlLabel(place: .argument(index), open: arguments[index].value.lowerBound, close: arguments[index].value.upperBound)
        }
        return nil
    }

    /// The lowest iOS version of the title-plus-symbol form of this call.
    var titleAndSymbolVersion: OSVersion { argument("role") != nil ? OSVersion(15) : OSVersion(14) }

    /// Edits that turn `Button { a } label: { … }` into
    /// `Button("Title", systemImage: "symbol") { a }` (and the other label
    /// forms likewise), `titleLiteral` written as given. Nil when the call has
    /// arguments the title form does not take, the label is not last, or a
    /// comment sits in the removed label.
    func titleAndSymbolEdits(replacing label: ControlLabel, titleLiteral: String, symbol: String, in file: SourceFile) -> [TextEdit]? {
        let allowed: Set<String> = file.isWord(name, "Button") ? ["role", "action", "label"] : ["content", "label"]
        guard arguments.allSatisfy({ $0.label.map(allowed.contains) ?? false }) else { return nil }
        let removal: Range<Int>
        switch label.place {
        case .trailingClosure(let index):
            guard index == trailingClosures.count - 1 else { return nil }
            let before = index > 0 ? trailingClosures[index - 1].close : (parens?.upperBound ?? name)
            removal = file.code[before].end ..< file.code[label.close].end
        case .argument(let index):
            guard index == arguments.count - 1, index > 0 else { return nil }
            removal = file.code[arguments[index - 1].value.upperBound].end ..< file.code[label.close].end
        }
        guard !file.hasComment(in: removal) else { return nil }
        let head = "\(titleLiteral), systemImage: \"\(symbol)\""
        let insertion: TextEdit
        if let first = arguments.first {
            insertion = .insert(head + ", ", at: file.code[first.start].start)
        } else if let parens {
            insertion = .insert(head, at: file.code[parens.lowerBound].end)
        } else {
            insertion = .insert("(\(head))", at: file.code[name].end)
        }
        return [insertion, TextEdit(range: removal, newText: "")]
    }
}

extension SourceFile {
    /// `Image(systemName: "x")` or `Text("Edit")` spanning exactly `statement`
    /// (no modifiers): the literal argument's text without quotes.
    func plainLiteralCall(_ callee: StaticString, label: StaticString?, spanning statement: ClosedRange<Int>) -> String? {
        let start = statement.lowerBound
        guard isWord(start, callee), kind(start + 1) == .leftParen, brackets.partner(of: start + 1) == statement.upperBound else { return nil }
        var literal = start + 2
        if let label {
            guard isWord(literal, label), kind(literal + 1) == .colon else { return nil }
            literal += 2
        }
        guard let (value, end) = simpleStringLiteral(at: literal), end + 1 == statement.upperBound else { return nil }
        return value
    }
}
