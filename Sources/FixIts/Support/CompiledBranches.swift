/// Which statements of a block an iOS build compiles, read directive by directive: the branch of `#if` /
/// `#elseif` whose condition can hold on iOS (both when it may or may not), none after one that always
/// holds, and `#else` only when no branch before it always held. What a view body's bar items are
/// (`ViewBodyLeaves`) and what a wrapper's body is (`HazardWrapper`) are read through it.
struct CompiledBranches {
    /// Per open `#if`: whether the branch being read is compiled, and whether an earlier one always holds.
    private var open: [(active: Bool, decided: Bool)] = []

    var isActive: Bool { open.allSatisfy(\.active) }
    /// Every `#if` of the block was closed in it.
    var isClosed: Bool { open.isEmpty }

    /// Reads the directive at `index` (its line ends at `last`); false for one it does not know.
    mutating func read(directiveAt index: Int, through last: Int, in file: SourceFile) -> Bool {
        switch file.text(index) {
        case "#if":
            let truth = CompilationCondition.evaluate(index + 1 ..< last + 1, in: file)
            open.append((truth != .no, truth == .yes))
        case "#elseif":
            guard let current = open.popLast() else { return false }
            let truth = current.decided ? .no : CompilationCondition.evaluate(index + 1 ..< last + 1, in: file)
            open.append((truth != .no, current.decided || truth == .yes))
        case "#else":
            guard let current = open.popLast() else { return false }
            open.append((!current.decided, true))
        case "#endif":
            guard open.popLast() != nil else { return false }
        default:
            return false
        }
        return true
    }
}

extension SourceFile {
    /// The one statement of the block at `open` an iOS build compiles, when the block holds `#if` directives
    /// (`var isPhone: Bool { #if os(iOS) idiom == .phone #else false #endif }`); nil when it holds none,
    /// when more than one is compiled, or for a directive it cannot read.
    func soleCompiledStatement(ofBlockAt open: Int) -> ClosedRange<Int>? {
        var compiled = CompiledBranches()
        var sole: ClosedRange<Int>?
        var sawDirective = false
        for statement in statements(inBlockAt: open, atMost: 16) {
            if kind(statement.lowerBound) == .poundKeyword {
                guard compiled.read(directiveAt: statement.lowerBound, through: statement.upperBound, in: self) else { return nil }
                sawDirective = true
                continue
            }
            guard compiled.isActive else { continue }
            guard sole == nil else { return nil }
            sole = statement
        }
        return sawDirective && compiled.isClosed ? sole : nil
    }
}
