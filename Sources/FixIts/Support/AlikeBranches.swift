extension SourceFile {
    /// Whether the `if` or `switch` whose condition or subject holds `index` runs the same code whichever way it
    /// goes, so what it tests decides nothing: every block of an `if … else` chain that ends in `else` alike,
    /// token for token; every case of a `switch` alike; or `if … { return x }` followed by `return x`
    /// (`switch UIDevice.current.orientation { case .landscapeLeft: showBars() … default: showBars() }`).
    func choosesBetweenAlikeBranches(_ index: Int) -> Bool {
        let statement = statementBounds(containing: index)
        let head = statement.lowerBound
        guard isWord(head, "if") || isWord(head, "switch") else { return false }
        let level = brackets.parent(of: head)
        let blocks = statement.filter { kind($0) == .leftBrace && brackets.parent(of: $0) == level }
        // In the condition or subject, not in a block.
        guard let first = blocks.first, index < first, let firstClose = brackets.partner(of: first) else { return false }
        if isWord(head, "switch") {
            let bodies = caseBodies(ofSwitchBlockAt: first)
            return bodies.count > 1 && bodies.dropFirst().allSatisfy { tokensAlike($0, bodies[0]) }
        }
        if blocks.count > 1 {
            guard let last = blocks.last, isWord(last - 1, "else") else { return false }
            let insides = blocks.compactMap { open in brackets.partner(of: open).map { open + 1 ..< $0 } }
            return insides.count == blocks.count && insides.dropFirst().allSatisfy { tokensAlike($0, insides[0]) }
        }
        // `if … { return false }` then `return false`.
        guard let block = level, kind(block) == .leftBrace, let inside = soleStatement(ofBlockAt: first), isWord(inside.lowerBound, "return"),
              let next = statements(inBlockAt: block).first(where: { $0.lowerBound > firstClose }) else { return false }
        return tokensAlike(inside.lowerBound ..< inside.upperBound + 1, next.lowerBound ..< next.upperBound + 1)
    }

    /// The code of each `case …:` and `default:` of the switch block at `open`, after its colon.
    private func caseBodies(ofSwitchBlockAt open: Int) -> [Range<Int>] {
        guard let close = brackets.partner(of: open) else { return [] }
        var labels: [(keyword: Int, colon: Int)] = []
        var index = open + 1
        while index < close {
            if brackets.parent(of: index) == open, isWord(index, "case") || isWord(index, "default") {
                var colon = index + 1
                while colon < close, kind(colon) != .colon || brackets.parent(of: colon) != open {
                    if let partner = brackets.partner(of: colon), partner > colon { colon = partner }
                    colon += 1
                }
                labels.append((index, colon))
                index = colon
            }
            if let partner = brackets.partner(of: index), partner > index { index = partner }
            index += 1
        }
        return labels.indices.map { position in
            // A label without its colon (code being typed) ends at the block's end: an empty body, never a reversed range.
            let start = labels[position].colon + 1
            return start ..< max(start, position + 1 < labels.count ? labels[position + 1].keyword : close)
        }
    }

    /// Whether two runs of code tokens are the same tokens.
    private func tokensAlike(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { kind($0) == kind($1) && bytes[code[$0].range] == bytes[code[$1].range] }
    }
}
