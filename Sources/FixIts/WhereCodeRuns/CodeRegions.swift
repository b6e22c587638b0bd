import SwiftLexer

/// The parts of a Swift file that do not run in the app on an iPhone, read
/// from its tokens: `#if` branches that cannot be compiled for iOS, previews,
/// fallbacks of `#available` checks that iPhone Duo always passes, and test
/// case classes. Built only for files that have findings (`Linter` asks).
struct CodeRegions {
    struct Region {
        /// Bytes of the file.
        var range: Range<Int>
        var elsewhere: RunsElsewhere
    }

    /// In file order of their starts; regions may nest.
    private(set) var regions: [Region] = []

    init(_ file: SourceFile) {
        findCompilationBranches(in: file)
        findAvailabilityFallbacks(in: file)
        findAvailabilityConstantBranches(in: file)
        findPreviewsAndTests(in: file)
        findMacOnlyBranches(in: file)
        findPadOnlyBranches(in: file)
        findDeclarationsUsedOnlyOnOlderSystems(in: file)
        regions.sort { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The regions whose code `configuration` does not lint, merged into
    /// disjoint ranges (an inner region inside an outer one adds nothing).
    func skipped(under configuration: Configuration) -> SkippedRanges {
        SkippedRanges(merging: regions.filter { !configuration.lints($0.elsewhere) })
    }

    // MARK: #if

    /// `#if os(tvOS)` … `#elseif os(iOS)` … `#else` … `#endif`: a branch is
    /// dropped when its condition cannot hold for an iPhone build, or when an
    /// earlier branch always holds.
    private mutating func findCompilationBranches(in file: SourceFile) {
        struct Group {
            /// The branch being read: where it starts (bytes) and why it is dropped, if it is.
            var start: Int
            var dropped: RunsElsewhere?
            /// An earlier branch always holds: every later one is dropped.
            var decided: String?
        }
        var open: [Group] = []
        for directive in file.kinds.directives {
            let index = Int(directive)
            guard file.kind(index) == .poundKeyword else { continue }
            let spelling = file.text(index)
            let start = file.code[index].start
            switch spelling {
            case "#if", "#elseif", "#else":
                let conditionEnd = CodeRegions.lineEnd(after: index, in: file)
                let truth = spelling == "#else" ? .yes : CompilationCondition.evaluate(index + 1 ..< conditionEnd, in: file)
                let written = file.text(from: index, through: max(index, conditionEnd - 1))
                var group: Group
                if spelling == "#if" {
                    group = Group(start: start)
                } else {
                    guard var current = open.popLast() else { continue }
                    close(current, at: start)
                    current.start = start
                    current.dropped = nil
                    group = current
                }
                if let decided = group.decided {
                    group.dropped = RunsElsewhere(.otherPlatform, why: "`\(written)` after `\(decided)`, which always holds on iOS")
                } else if truth == .no {
                    group.dropped = RunsElsewhere(.otherPlatform, why: "the `\(written)` branch")
                } else if truth == .yes, spelling != "#else" {
                    group.decided = written
                } else if spelling != "#else", CodeRegions.isDevelopmentFlag(index + 1 ..< conditionEnd, in: file) {
                    group.dropped = RunsElsewhere(.development, why: "the `\(written)` branch")
                }
                open.append(group)
            case "#endif":
                if let current = open.popLast() { close(current, at: file.code[index].end) }
            default:
                continue
            }
        }
        // An unterminated `#if` runs to the end of the file.
        while let current = open.popLast() { close(current, at: file.bytes.count) }

        func close(_ group: Group, at end: Int) {
            if let dropped = group.dropped, group.start < end { regions.append(Region(range: group.start ..< end, elsewhere: dropped)) }
        }
    }

    /// `DEBUG` or `!RELEASE`, the whole condition: a development build's flag.
    private static func isDevelopmentFlag(_ range: Range<Int>, in file: SourceFile) -> Bool {
        if range.count == 1 { return file.isWord(range.lowerBound, "DEBUG") }
        return range.count == 2 && file.isOperator(range.lowerBound, "!") && file.isWord(range.lowerBound + 1, "RELEASE")
    }

    /// The first code token after `index` that starts a line (the end of a directive's condition).
    private static func lineEnd(after index: Int, in file: SourceFile) -> Int {
        var end = index + 1
        while end < file.count, !file.newlineBefore(end) { end += 1 }
        return end
    }

    // MARK: #available

    /// `if #available(iOS 26, *) { … } else { fallback }`, `guard #available(iOS 26, *) else { fallback }`,
    /// `if #unavailable(iOS 26) { fallback }`: iPhone Duo's iOS is newer, so the fallback never runs
    /// there. Only a check that is the whole condition counts (`if #available(…), flag` can fail for `flag`).
    private mutating func findAvailabilityFallbacks(in file: SourceFile) {
        for directive in file.kinds.directives {
            guard let found = DuoAvailabilityCheck(at: Int(directive), in: file) else { continue }
            let (index, close, unavailable) = (found.keyword, found.close, found.isUnavailable)
            let check = file.text(from: index, through: close)
            let isIf = file.isWord(index - 1, "if")
            if isIf, file.kind(close + 1) == .leftBrace, let body = file.brackets.partner(of: close + 1) {
                if unavailable {
                    add(from: close + 1, through: body, why: "the body of `if \(check)`")
                } else if file.isWord(body + 1, "else"), let end = CodeRegions.elseChainEnd(from: body + 1, in: file) {
                    add(from: body + 1, through: end, why: "the fallback of `if \(check)`")
                } else if CodeRegions.exits(blockAt: close + 1, in: file), let block = file.brackets.parent(of: index - 1),
                          file.kind(block) == .leftBrace, let blockEnd = file.brackets.partner(of: block),
                          case let end = CodeRegions.caseEnd(after: body, inBlock: block, end: blockEnd, in: file), body + 1 <= end {
                    // `if #available(iOS 26, *) { return }`: the rest of the block is the fallback (of a `switch`'s
                    // case, the rest of that case).
                    add(from: body + 1, through: end, why: "the code after `if \(check) { return }`")
                }
            } else if file.isWord(index - 1, "guard"), file.isWord(close + 1, "else"), file.kind(close + 2) == .leftBrace,
                      let body = file.brackets.partner(of: close + 2) {
                if !unavailable {
                    add(from: close + 1, through: body, why: "the `else` of `guard \(check)`")
                } else if let block = file.brackets.parent(of: index), file.kind(block) == .leftBrace,
                          let blockEnd = file.brackets.partner(of: block), body + 1 < blockEnd {
                    // `guard #unavailable(iOS 26) else { return modern }`: the rest of the block runs only before.
                    add(from: body + 1, through: blockEnd - 1, why: "the code after `guard \(check)`")
                }
            }
        }

        func add(from first: Int, through last: Int, why: String) {
            regions.append(Region(range: file.range(from: first, through: last), elsewhere: RunsElsewhere(.olderSystem, why: why)))
        }
    }

    /// The last token before `blockEnd` that runs after `index`: in a `switch`, up to the next `case` or
    /// `default` label of the block (the other cases do not follow this one).
    private static func caseEnd(after index: Int, inBlock block: Int, end blockEnd: Int, in file: SourceFile) -> Int {
        var current = index + 1
        while current < blockEnd {
            if file.isWord(current, oneOf: ["case", "default"]), file.brackets.parent(of: current) == block,
               file.newlineBefore(current) || file.kind(current - 1) == .semicolon { return current - 1 }
            current += 1
        }
        return blockEnd - 1
    }

    /// Whether the block at `open` ends by leaving the scope around it (`return`, `throw`, `break`,
    /// `continue`, `fatalError(…)`): the code after the statement that holds it does not run when it does.
    private static func exits(blockAt open: Int, in file: SourceFile) -> Bool {
        guard let close = file.brackets.partner(of: open), close > open + 1 else { return false }
        let last = file.statementBounds(containing: close - 1)
        guard last.lowerBound > open else { return false }
        return file.isWord(last.lowerBound, oneOf: ["return", "throw", "break", "continue", "fatalError", "preconditionFailure"])
    }

    /// A private function or property that only code of older systems uses (`rebuildToolbarItems()`, called
    /// only after `if #available(iOS 26, *) { return }` and in `if #unavailable(iOS 26) { … }`; a bar item
    /// only it places) runs only there too. Private: another file may call an internal one. Only the names
    /// that code mentions are looked at, so a file with little such code pays little.
    private mutating func findDeclarationsUsedOnlyOnOlderSystems(in file: SourceFile) {
        var claimed = Set<String>()
        // First the functions that older systems' code calls; then whatever the functions found so mention (a
        // property only they use), a few rounds. Looking up every name of that code cost more than the lint.
        var searched = olderSystemRanges(regions)
        var callsOnly = true
        for _ in 0 ..< 3 {
            guard !searched.isEmpty else { return }
            let older = olderSystemRanges(regions)
            var found: [Region] = []
            for name in CodeRegions.names(within: searched, callsOnly: callsOnly, in: file) where !claimed.contains(name) {
                let occurrences = file.names.of(name)
                let declarations = occurrences.filter { file.isWord($0 - 1, oneOf: ["func", "var", "let"]) }
                guard declarations.count == 1, let extent = CodeRegions.privateDeclaration(named: declarations[0], in: file),
                      occurrences.allSatisfy({ $0 == declarations[0] || older.elsewhere(at: file.code[$0].start) != nil }) else { continue }
                claimed.insert(name)
                let why = "`\(name)`, which only code for systems before iOS \(RunsElsewhere.duoFirstIOS) uses"
                found.append(Region(range: file.range(from: extent.first, through: extent.last), elsewhere: RunsElsewhere(.olderSystem, why: why)))
            }
            regions += found
            searched = olderSystemRanges(found)
            callsOnly = false
        }

        func olderSystemRanges(_ regions: [Region]) -> SkippedRanges {
            SkippedRanges(merging: regions.filter { $0.elsewhere.kind == .olderSystem }.sorted { $0.range.lowerBound < $1.range.lowerBound })
        }
    }

    /// The names of values and functions written in the byte ranges of `ranges`, or only of the functions
    /// called there; lowercase, as Swift's naming has them.
    private static func names(within ranges: SkippedRanges, callsOnly: Bool, in file: SourceFile) -> Set<String> {
        var names = Set<String>()
        for range in ranges.regions.map(\.range) {
            var index = file.codeIndex(atOrAfter: range.lowerBound)
            while index < file.count, file.code[index].start < range.upperBound {
                defer { index += 1 }
                // A member's name or a property's or function's, not a type's (`UIScreen`) or a label (`width:`).
                guard file.kind(index) == .identifier, file.kind(index - 1) != .period, file.kind(index + 1) != .colon,
                      !callsOnly || file.kind(index + 1) == .leftParen else { continue }
                let first = file.bytes[file.code[index].start]
                if first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") || first == UInt8(ascii: "_") { names.insert(file.text(index)) }
            }
        }
        return names
    }

    /// The first and last tokens of the `private` or `fileprivate` function or property whose name is at
    /// `name` (a function through its body, a property through its statement), or nil for another one.
    private static func privateDeclaration(named name: Int, in file: SourceFile) -> (first: Int, last: Int)? {
        let keyword = name - 1
        var modifier = keyword - 1
        while file.isWord(modifier, oneOf: ["lazy", "static", "final", "override", "class", "weak", "nonisolated", "dynamic"]) { modifier -= 1 }
        guard file.isWord(modifier, oneOf: ["private", "fileprivate"]) else { return nil }
        if file.isWord(keyword, "func") {
            let parent = file.brackets.parent(of: name)
            var brace = name + 1
            while brace < file.count, file.kind(brace) != .leftBrace || file.brackets.parent(of: brace) != parent {
                if file.kind(brace) == .rightBrace { return nil }
                brace += 1
            }
            guard let close = file.brackets.partner(of: brace) else { return nil }
            return (modifier, close)
        }
        return (modifier, file.statementBounds(containing: name).upperBound)
    }

    /// The last `}` of `else { … }` or `else if … { … } else …` starting at the `else` at `index`.
    /// `if !supportsGlass { … }` where `supportsGlass` answers true on every iPhone Duo system
    /// (`AvailabilityConstants`).
    private mutating func findAvailabilityConstantBranches(in file: SourceFile) {
        for block in AvailabilityConstants(file).ruledOutBlocks(in: file) {
            let why = "a branch of `if` on `\(block.name)`, which is \(block.answer) on iOS \(RunsElsewhere.duoFirstIOS) and later"
            regions.append(Region(range: file.range(from: block.first, through: block.last), elsewhere: RunsElsewhere(.olderSystem, why: why)))
        }
    }

    private static func elseChainEnd(from index: Int, in file: SourceFile) -> Int? {
        var current = index
        while file.isWord(current, "else") {
            var brace = current + 1
            if file.isWord(brace, "if") {
                let parent = file.brackets.parent(of: brace)
                while brace < file.count, file.kind(brace) != .leftBrace || file.brackets.parent(of: brace) != parent { brace += 1 }
            }
            guard file.kind(brace) == .leftBrace, let close = file.brackets.partner(of: brace) else { return nil }
            current = close + 1
        }
        return current - 1
    }

    // MARK: Run-time checks for the Mac

    /// `if ProcessInfo.processInfo.isMacCatalystApp { … }`, `if Current.isCatalyst { … }`,
    /// `if ProcessInfo.processInfo.isiOSAppOnMac { … }` as the whole condition: the block runs on a Mac.
    private mutating func findMacOnlyBranches(in file: SourceFile) {
        for name in ["isMacCatalystApp", "isiOSAppOnMac", "isCatalyst", "isMacCatalyst"] {
            for index in file.names.of(name) {
                let start = file.postfixChainStart(endingAt: index)
                guard file.isWord(start - 1, "if"), file.kind(index + 1) == .leftBrace, let close = file.brackets.partner(of: index + 1) else { continue }
                regions.append(Region(range: file.range(from: index + 1, through: close),
                                      elsewhere: RunsElsewhere(.otherPlatform, why: "the body of `if \(file.text(from: start, through: index))`, which runs on a Mac")))
            }
        }
    }

    // MARK: Run-time checks for the iPad

    /// `if UIDevice.current.userInterfaceIdiom == .pad { … }` (or an `isPad` wrapper, joined only by `,` and
    /// `&&`), and `case .pad:` of a `switch` over the idiom: the code runs on an iPad (`SourceFile.padOnlyBlocks`,
    /// `padOnlyCases`).
    private mutating func findPadOnlyBranches(in file: SourceFile) {
        for block in file.padOnlyBlocks() {
            let why = "the block of `if \(file.text(from: block.condition.lowerBound, through: block.condition.upperBound - 1))`"
            regions.append(Region(range: file.range(from: block.open, through: block.close), elsewhere: RunsElsewhere(.otherDevice, why: why)))
        }
        for body in file.padOnlyCases() {
            let why = "the `case .pad` of `switch \(file.text(from: body.subject.lowerBound, through: body.subject.upperBound - 1))`"
            regions.append(Region(range: file.range(from: body.first, through: body.last), elsewhere: RunsElsewhere(.otherDevice, why: why)))
        }
    }

    // MARK: Previews and tests

    /// `#Preview { … }`, a `PreviewProvider` or `XCTestCase` type, `.previewDisplayName(…)`.
    private mutating func findPreviewsAndTests(in file: SourceFile) {
        for directive in file.kinds.directives {
            let index = Int(directive)
            guard file.kind(index) == .pound, file.isWord(index + 1, "Preview") else { continue }
            var end = index + 1
            if file.kind(end + 1) == .leftParen, let close = file.brackets.partner(of: end + 1) { end = close }
            if file.kind(end + 1) == .leftBrace, let close = file.brackets.partner(of: end + 1) { end = close }
            regions.append(Region(range: file.range(from: index, through: end), elsewhere: RunsElsewhere(.preview, why: "a `#Preview`")))
        }
        for index in file.names.of("PreviewProvider") {
            if let type = typeBody(inheriting: index, in: file) {
                regions.append(Region(range: type.range, elsewhere: RunsElsewhere(.preview, why: "the `PreviewProvider` \(type.name)")))
            }
        }
        for index in file.names.of("XCTestCase") {
            if let type = typeBody(inheriting: index, in: file) {
                regions.append(Region(range: type.range, elsewhere: RunsElsewhere(.test, why: "the `XCTestCase` \(type.name)")))
            }
        }
        for index in file.names.of(prefix: "preview") where file.kind(index - 1) == .period && file.kind(index + 1) == .leftParen {
            if isPreviewModifier(index, in: file), let close = file.brackets.partner(of: index + 1) {
                regions.append(Region(range: file.range(from: index - 1, through: close),
                                      elsewhere: RunsElsewhere(.preview, why: "`.\(file.text(index))(…)`")))
            }
        }
    }

    /// `previewDisplayName`, `previewLayout`, `previewDevice`, `previewInterfaceOrientation`, `previewContext`.
    private func isPreviewModifier(_ index: Int, in file: SourceFile) -> Bool {
        let bytes = file.bytes[file.code[index].range]
        return bytes.starts(with: "preview".utf8) && bytes.dropFirst(7).first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } == true
    }

    /// The declaration `struct Name: …, <index>, … { … }` whose inheritance clause holds `index`.
    private func typeBody(inheriting index: Int, in file: SourceFile) -> (name: String, range: Range<Int>)? {
        var current = index - 1
        var sawColon = false
        while current >= 0, index - current < 64 {
            switch file.kind(current) {
            case .colon: sawColon = true
            case .identifier, .comma, .period, .leftAngle, .rightAngle: break
            case .keyword:
                guard sawColon, file.isWord(current, oneOf: ["struct", "class", "enum", "extension", "actor"]) else {
                    if file.isWord(current, "any") || file.isWord(current, "some") { break }
                    return nil
                }
                let parent = file.brackets.parent(of: index)
                var brace = index + 1
                while brace < file.count, file.kind(brace) != .leftBrace || file.brackets.parent(of: brace) != parent {
                    if file.kind(brace) == .rightBrace || file.kind(brace) == .semicolon { return nil }
                    brace += 1
                }
                guard let close = file.brackets.partner(of: brace) else { return nil }
                return (file.text(current + 1), file.range(from: current, through: close))
            default:
                return nil
            }
            current -= 1
        }
        return nil
    }
}

/// Disjoint byte ranges, in order, whose findings are not reported.
struct SkippedRanges {
    fileprivate(set) var regions: [CodeRegions.Region]

    /// `regions` (in order of their starts) merged into disjoint ranges: an inner region inside an outer one
    /// adds nothing, and one that overlaps the last extends it.
    init(merging regions: [CodeRegions.Region]) {
        var merged: [CodeRegions.Region] = []
        for region in regions {
            if let last = merged.last, region.range.lowerBound < last.range.upperBound {
                if region.range.upperBound > last.range.upperBound {
                    merged[merged.count - 1].range = last.range.lowerBound ..< region.range.upperBound
                }
                continue
            }
            merged.append(region)
        }
        self.regions = merged
    }

    var isEmpty: Bool { regions.isEmpty }

    /// Why the code at byte `offset` is skipped, if it is.
    func elsewhere(at offset: Int) -> RunsElsewhere? {
        var low = 0
        var high = regions.count
        while low < high {
            let mid = (low + high) / 2
            if regions[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return low < regions.count && regions[low].range.contains(offset) ? regions[low].elsewhere : nil
    }
}
