/// Whether code may use an API of a given iOS version: the deployment target
/// allows it, or the code is already guarded — inside `if #available(iOS x, *)`,
/// after `guard #available(iOS x, *) else { … }` in an enclosing block, or in a
/// declaration marked `@available(iOS x, *)` — with x at least that version.
/// Then a fix may introduce the API as a bare expression.
extension SourceFile {
    func mayUse(iOS version: OSVersion, at index: Int, configuration: Configuration) -> Bool {
        if configuration.supports(version) { return true }
        for scope in scopes.chain(containing: index, in: self) {
            if case .controlFlow = scope.kind, isWord(scope.headerStart, "if") || isWord(scope.headerStart, "while"),
               availability(in: scope.headerStart ..< scope.open).contains(where: { $0 >= version }) {
                return true
            }
            if guardedEarlier(in: scope, before: index, version: version) { return true }
            switch scope.kind {
            case .function, .type, .accessor:
                if attributes(before: scope.headerStart, through: scope.open).contains(where: { $0 >= version }) { return true }
            default:
                break
            }
        }
        return false
    }

    /// Whether `index` is in the `else` block of `if #available(iOS x, *)` with
    /// x at least `version`: the fallback for systems older than iPhone Duo's,
    /// where the old API is the only one (and where a guarded fix leaves it).
    func isInFallback(forIOS version: OSVersion, at index: Int) -> Bool {
        isInFallback(at: index) { $0 >= version }
    }

    /// Whether `index` is in the `else` block of `if #available(iOS x, *)` that every iPhone Duo system passes
    /// (x at most iOS 27): code that never runs on one.
    func isInFallbackDuoNeverRuns(at index: Int) -> Bool {
        isInFallback(at: index) { $0 <= RunsElsewhere.duoFirstIOS }
    }

    /// Whether `index` is in the `else` block of an `if` whose `#available` condition names a version `matches`.
    private func isInFallback(at index: Int, where matches: (OSVersion) -> Bool) -> Bool {
        for scope in scopes.chain(containing: index, in: self) {
            guard isWord(scope.open - 1, "else"), kind(scope.open - 2) == .rightBrace,
                  let ifOpen = brackets.partner(of: scope.open - 2) else { continue }
            let ifScope = scopes[ifOpen]
            if isWord(ifScope.headerStart, "if"), availability(in: ifScope.headerStart ..< ifOpen).contains(where: matches) {
                return true
            }
        }
        return false
    }

    /// iOS versions of the `#available(…)`/`@available(…)` conditions in `range`.
    private func availability(in range: Range<Int>) -> [OSVersion] {
        var versions: [OSVersion] = []
        for index in range where isWord(index, "available") || kind(index) == .poundKeyword && bytesEqual(index, "#available") {
            let open = index + 1
            guard kind(open) == .leftParen, let close = brackets.partner(of: open) else { continue }
            var platform = open + 1
            while platform < close, !isWord(platform, "iOS") { platform += 1 }
            var number = ""
            var part = platform + 1
            while part < close, kind(part) == .integerLiteral || kind(part) == .floatLiteral || kind(part) == .period {
                number += text(part)
                part += 1
            }
            if let version = OSVersion(number) { versions.append(version) }
        }
        return versions
    }

    /// The iOS version an `#available(…)` / `#unavailable(…)` list names, its
    /// parentheses at `parentheses`: `iOS 26` (or `iOSApplicationExtension 26`),
    /// else `0` when `*` covers iOS (`#available(macOS 14, *)` holds on every
    /// iOS); nil when it names neither.
    func availabilityVersion(forIOSIn parentheses: ClosedRange<Int>) -> OSVersion? {
        var sawWildcard = false
        var index = parentheses.lowerBound + 1
        while index < parentheses.upperBound {
            if isWord(index, "iOS") || isWord(index, "iOSApplicationExtension") {
                var number = ""
                var part = index + 1
                while part < parentheses.upperBound, kind(part) == .integerLiteral || kind(part) == .floatLiteral || kind(part) == .period {
                    number += text(part)
                    part += 1
                }
                return OSVersion(number)
            }
            if isOperator(index, "*") { sawWildcard = true }
            index += 1
        }
        return sawWildcard ? OSVersion(0) : nil
    }

    /// `guard #available(iOS x, *) else { … }` directly in `scope`, before `index`.
    private func guardedEarlier(in scope: Scope, before index: Int, version: OSVersion) -> Bool {
        var current = scope.open + 1
        while current < index {
            if isWord(current, "guard"), kind(current + 1) == .poundKeyword,
               availability(in: current + 1 ..< current + 2).contains(where: { $0 >= version }) {
                return true
            }
            if let close = brackets.partner(of: current), close > current, close < index { current = close }
            current += 1
        }
        return false
    }

    /// Versions of `@available(iOS x, *)` attributes of the declaration whose
    /// header starts at `headerStart`: on its lines, or on lines of their own above.
    private func attributes(before headerStart: Int, through brace: Int) -> [OSVersion] {
        var start = headerStart
        while true {
            let previous = start - 1
            if kind(previous) == .rightParen, let open = brackets.partner(of: previous), kind(open - 1) == .identifier, kind(open - 2) == .atSign {
                start = open - 2
            } else if kind(previous) == .identifier, kind(previous - 1) == .atSign {
                start = previous - 1
            } else {
                break
            }
        }
        return availability(in: start ..< brace)
    }
}
