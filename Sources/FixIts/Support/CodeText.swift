extension SourceFile {
    /// The code tokens `first ... last` without comments and line breaks,
    /// single-spaced where the source had space: how a message quotes a
    /// multi-line expression.
    func codeText(from first: Int, through last: Int) -> String {
        var result = ""
        for index in first ... last {
            if index > first, code[index].start > code[index - 1].end, !isTightAfterBreak(index) { result += " " }
            result += text(index)
        }
        return result
    }

    /// A `.member` continuing a chain on a new line reads as `a.member`.
    private func isTightAfterBreak(_ index: Int) -> Bool {
        (kind(index) == .period || kind(index - 1) == .period) && newlineBefore(index)
    }
}
