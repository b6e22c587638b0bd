/// The code that runs when a notification named at some token is posted,
/// read from the shapes observers take:
/// - `addObserver(self, selector: #selector(method), name: N, object: nil)`:
///   the body of `func method` in the same type;
/// - `addObserver(forName: N, object: nil, queue: .main) { … }` (or `using:`);
/// - `.onReceive(NotificationCenter.default.publisher(for: N)) { … }` (or
///   `perform:`), also `N.publisher()` and `NotificationCenter.Publisher(center: .default, name: N)`;
/// - `NotificationCenter.default.publisher(for: N)…sink { … }` (`receiveValue:`);
/// - `for await _ in NotificationCenter.default.notifications(named: N) { … }`.
extension SourceFile {
    /// The handler bodies (`{ … }` as their brace indices) for the notification named at code token `name`.
    func notificationHandlers(forNameAt name: Int) -> [ClosedRange<Int>] {
        let chainStart = postfixChainStart(endingAt: name)
        guard let open = brackets.parent(of: chainStart), kind(open) == .leftParen else {
            // `N.publisher()` standing alone: the chain around it.
            return closuresReceiving(chainStartingAt: chainStart)
        }
        let callee = open - 1
        if isWord(callee, "addObserver") {
            let arguments = self.arguments(inParenAt: open)
            if let selector = arguments.first(where: { $0.label == "selector" }) {
                return selectorMethodBody(selector.value).map { [$0] } ?? []
            }
            if let using = arguments.first(where: { $0.label == "using" }), let body = closureBody(at: using.value.lowerBound) {
                return [body]
            }
            if let call = call(named: callee), let closure = call.trailingClosures.first { return [closure.open ... closure.close] }
            return []
        }
        if isWord(callee, "onReceive") {
            // `.onReceive(N.publisher()) { … }`
            return closuresReceiving(chainStartingAt: chainStart)
        }
        if isWord(callee, "publisher") || isWord(callee, "notifications") || isWord(callee, "notification") {
            return closuresReceiving(chainStartingAt: postfixChainStart(endingAt: callee))
        }
        // `NotificationCenter.Publisher(center: .default, name: N)`: the publisher made by its initializer.
        if isWord(callee, "Publisher"), kind(callee - 1) == .period, isWord(callee - 2, "NotificationCenter") {
            return closuresReceiving(chainStartingAt: callee - 2)
        }
        return []
    }

    /// The closures that receive what the publisher chain starting at
    /// `start` emits: a `.sink`/`.subscribe` along it, an `.onReceive(chain)`
    /// around it, or the body of `for await _ in chain`.
    private func closuresReceiving(chainStartingAt start: Int) -> [ClosedRange<Int>] {
        // `for await _ in chain {`
        if isWord(start - 1, "in"), (start - 6 ..< start - 1).contains(where: { isWord($0, "for") }) {
            let body = postfixChainEnd(startingAt: start) + 1
            guard kind(body) == .leftBrace, let close = brackets.partner(of: body) else { return [] }
            return [body ... close]
        }
        // Along the chain: `.receive(on: …)`, `.sink { … }`, `.store(in: &bag)`.
        var index = start
        var steps = 0
        while steps < 64, index < count {
            steps += 1
            if isWord(index, "sink") || isWord(index, "subscribe"), kind(index - 1) == .period {
                return call(named: index).flatMap { receiverClosure(of: $0, labels: ["receiveValue", "onNext"]) }.map { [$0] } ?? []
            }
            let next = index + 1
            if kind(next) == .leftParen || kind(next) == .leftBrace, !newlineBefore(next), let close = brackets.partner(of: next) {
                index = close
            } else if kind(next) == .period, kind(next + 1) == .identifier || kind(next + 1) == .keyword {
                index = next + 1
            } else if kind(next) == .postfixQuestionMark || kind(next) == .exclamationMark {
                index = next
            } else {
                break
            }
        }
        // `.onReceive(chain) { … }` / `.onReceive(chain, perform: { … })`.
        if let open = brackets.parent(of: start), kind(open) == .leftParen, open + 1 == start, isWord(open - 1, "onReceive"),
           let call = call(named: open - 1) {
            return receiverClosure(of: call, labels: ["perform"]).map { [$0] } ?? []
        }
        return []
    }

    /// A call's trailing closure, or its closure argument with one of `labels`.
    private func receiverClosure(of call: CallSyntax, labels: Set<String>) -> ClosedRange<Int>? {
        if let closure = call.trailingClosures.first { return closure.open ... closure.close }
        for argument in call.arguments where argument.label.map(labels.contains) ?? false {
            if let body = closureBody(at: argument.value.lowerBound) { return body }
        }
        return nil
    }

    private func closureBody(at brace: Int) -> ClosedRange<Int>? {
        guard kind(brace) == .leftBrace, let close = brackets.partner(of: brace) else { return nil }
        return brace ... close
    }

    /// `#selector(method)`, `#selector(self.method(_:))`, `#selector(Type.method)`:
    /// the body of `func method` in the type around the selector.
    private func selectorMethodBody(_ value: ClosedRange<Int>) -> ClosedRange<Int>? {
        guard kind(value.lowerBound) == .pound, isWord(value.lowerBound + 1, "selector"), kind(value.lowerBound + 2) == .leftParen,
              let close = brackets.partner(of: value.lowerBound + 2) else { return nil }
        var method: Int?
        var index = value.lowerBound + 3
        while index < close {
            if kind(index) == .identifier || kind(index) == .keyword, !isWord(index, "self") {
                method = index
                if kind(index + 1) == .leftParen { break }
            }
            index += 1
        }
        guard let method else { return nil }
        return methodBody(named: text(method), inTypeAround: value.lowerBound)
    }

    /// The body of `func name(` declared directly in the type whose body holds
    /// `index`, or in an extension of that type at the top level of this file.
    /// Reads declarations only, skipping their bodies.
    func methodBody(named name: String, inTypeAround index: Int) -> ClosedRange<Int>? {
        guard let type = enclosingTypeBlock(index), case .type(let declaration) = type.kind else { return nil }
        if let body = methodBody(named: name, inTypeBody: type.open ... type.close) { return body }
        // `extension ViewController { @objc func rotated() { … } }` elsewhere in the file (or the class, from an
        // extension): the type's name after a type keyword at the top level. Found by the name index, not a walk
        // of the file's declarations, which made each finding cost the whole file.
        for top in names.of(declaration.name) where brackets.parent(of: top) == nil {
            guard let keyword = typeKeyword(at: top - 1), keyword != .protocol else { continue }
            var brace = top + 1
            while brace < count, kind(brace) != .leftBrace, kind(brace) != .rightBrace { brace += 1 }
            if kind(brace) == .leftBrace, let close = brackets.partner(of: brace), brace != type.open,
               let body = methodBody(named: name, inTypeBody: brace ... close) {
                return body
            }
        }
        return nil
    }

    private func methodBody(named name: String, inTypeBody type: ClosedRange<Int>) -> ClosedRange<Int>? {
        var member = type.lowerBound + 1
        while member < type.upperBound {
            if kind(member) == .keyword, isWord(member, "func"), isToken(member + 1, spelled: name), kind(member + 2) == .leftParen || kind(member + 2) == .leftAngle {
                var brace = member + 2
                while brace < type.upperBound, kind(brace) != .leftBrace {
                    if let partner = brackets.partner(of: brace), partner > brace { brace = partner }
                    brace += 1
                }
                // A cut file may end the type before the body opens.
                guard kind(brace) == .leftBrace, let end = brackets.partner(of: brace), end > brace else { return nil }
                return brace ... end
            }
            if let partner = brackets.partner(of: member), partner > member { member = partner }
            member += 1
        }
        return nil
    }
}
