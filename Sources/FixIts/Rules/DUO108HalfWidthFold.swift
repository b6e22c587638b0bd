/// DUO108 half-width-fold: the fold's position computed as half the width or height.
public struct HalfWidthFold: Rule {
    public var code: String { "DUO108" }
    public var name: String { "half-width-fold" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] { ["width", "height", "midX", "midY"] }
    public var offeredFixes: [Fix.Safety] { [.unsafe] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "The fold is not at half the width: ask for the division reserved region.",
            whatItFlags: """
                A fold, hinge, crease, gutter or seam position computed as half a width or height, judged by the \
                name it is given: `let foldX = bounds.width / 2`, `hingeY = size.height * 0.5`, \
                `let creaseX = 0.5 * view.bounds.width`, `let gutterX = bounds.midX`, and computed properties or \
                functions so named that return such a value. Names of sizes (`foldWidth`, `hingeSpacing`) and \
                words that merely contain "fold" (`scaffoldX`) are not reported.
                """,
            whyItMatters: """
                iPhone Duo's fold is a hardware region the system reports, with a frame and margins, and it is \
                there only while the device is partly folded. Half the width is wrong whenever the view does not \
                span the whole inner display (Split View, a sidebar, a sheet, a custom container), on the outer \
                display, which has no fold, and in right-to-left layouts; Split View is a separate feature that \
                really is half and half. Controls placed "clear of the fold" by arithmetic end up on the crease.
                """,
            example: """
                override func layoutSubviews() {
                    super.layoutSubviews()
                    let foldX = bounds.width / 2
                    palette.center.x = foldX + 180
                }
                """,
            useInstead: """
                override func layoutSubviews() {
                    super.layoutSubviews()
                    if let fold = reservedRegions(kind: .division).first(where: \\.isActive)?.frame {
                        palette.center.x = fold.maxX + 180   // move only while the fold is active
                    }
                }
                // SwiftUI: proxy.reservedRegions(kind: .division) inside a GeometryReader.
                // Needs iOS 27.1: guard with if #available(iOS 27.1, *) when the deployment target is lower.
                """,
            fixSafety: """
                Unsafe, and the result is optional (nil when no fold is active, as on the outer display): \
                `let foldX = view.bounds.width / 2` becomes \
                `let foldX = view.reservedRegions(kind: .division).first(where: \\.isActive)?.frame.midX` \
                (`midY` for a height; `proxy.reservedRegions` for a `GeometryProxy`). Offered only for an \
                unannotated `let`/`var` whose whole value is half of a view's `bounds` (or a proxy's `size`), \
                where that view can be named, and only when iOS 27.1 is certain: the deployment target allows it \
                (with no `deploymentTarget` the newest SDK is assumed), or the code already sits under \
                `if #available(iOS 27.1, *)`, after `guard #available(iOS 27.1, *)`, or in an \
                `@available(iOS 27.1, *)` declaration. The replacement is an expression and cannot be wrapped in \
                `if #available` itself. The code that uses the value must handle nil.
                """,
            references: [
                "Laying out around the iPhone Duo fold, \"Ask for the region\": do not compute the hinge as half the width (seeds/002)",
                "HIG reference §3 \"Reserved regions\" and §6 \"Reserved regions\": the division region is the fold (seeds/000)",
                "HIG reference §7 \"Fold-aware custom layout (UIKit)\": reservedRegions(kind: .division).first(where: \\.isActive) (seeds/000)",
                "Keeping Content Clear of the iPhone Duo Fold with ReservedRegion, \"Inactive Regions and Cameras\": gutterX = foldLines.first?.frame.midX (seeds/003)",
                "Adaptive layouts around the fold, \"Reserved regions\" (seeds/001)",
            ]
        )
    }

    private static let foldWords: Set<String> = ["fold", "hinge", "crease", "gutter", "seam"]
    /// A read through one of these comes from the reserved region, not from half the view.
    private static let regionWords: Set<String> = ["region", "regions", "fold", "folds", "hinge", "division", "crease"]
    /// A name with one of these is a size, not a position.
    private static let sizeWords: Set<String> = ["width", "height", "size", "spacing", "thickness", "inset", "margin", "padding"]

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        guard file.kind(index - 1) == .period, let term = halfTerm(at: index, in: file) else { return }
        let statement = file.statementBounds(containing: index)
        guard let target = target(of: term, statement: statement, in: file),
              NameWords.contains(target.name, anyOf: HalfWidthFold.foldWords),
              !NameWords.contains(target.name, anyOf: HalfWidthFold.sizeWords) else { return }
        let axis = file.isWord(index, "width") || file.isWord(index, "midX") ? "midX" : "midY"
        var fixes: [Fix] = []
        if target.fixable, file.mayUse(iOS: OSVersion(27, 1), at: index, configuration: context.configuration),
           let regions = reservedRegions(standingForWidthOf: term.chain, at: index, in: file) {
            let range = file.range(from: term.range.lowerBound, through: term.range.upperBound)
            if !file.hasComment(in: range) {
                fixes.append(Fix(title: "Read the active fold's \(axis) from the division region", safety: .unsafe, edits: [
                    TextEdit(range: range, newText: "\(regions)(kind: .division).first(where: \\.isActive)?.frame.\(axis)"),
                ]))
            }
        }
        context.report("`\(target.name)` takes the fold to be at half the \(axis == "midX" ? "width" : "height"); iPhone Duo's fold is wherever the "
                       + "division region says, and only while partly folded: use `reservedRegions(kind: .division)`",
                       from: term.range.lowerBound, through: term.range.upperBound, fixes: fixes)
    }

    private struct Term {
        /// The whole half expression (`bounds.width / 2`).
        var range: ClosedRange<Int>
        /// The width or height read (`bounds.width`).
        var chain: ClosedRange<Int>
    }

    /// `X.width / 2`, `X.width / 2.0`, `X.width * 0.5`, `0.5 * X.width`, `X.midX`.
    private func halfTerm(at index: Int, in file: SourceFile) -> Term? {
        let start = file.postfixChainStart(endingAt: index)
        guard start < index - 1, file.kind(index + 1) != .period, file.kind(index + 1) != .leftParen else { return nil }
        let chain = start ... index
        var term: Term
        if file.isWord(index, "midX") || file.isWord(index, "midY") {
            guard file.isWord(index - 2, "bounds") || file.isWord(index - 2, "frame") else { return nil }
            term = Term(range: chain, chain: chain)
        } else if file.isOperator(index + 1, "/") && isNumber(index + 2, 2, in: file) || file.isOperator(index + 1, "*") && isNumber(index + 2, 0.5, in: file) {
            guard !bindsTighter(after: index + 2, in: file), !bindsTighter(before: start, in: file) else { return nil }
            term = Term(range: start ... index + 2, chain: chain)
        } else if file.isOperator(start - 1, "*"), isNumber(start - 2, 0.5, in: file) {
            guard !bindsTighter(after: index, in: file), !bindsTighter(before: start - 2, in: file) else { return nil }
            term = Term(range: start - 2 ... index, chain: chain)
        } else {
            return nil
        }
        // `foldLines.first?.frame.midX`, `region.frame.width / 2`: the region itself, the right source.
        let names = file.chainComponents(from: start, through: index)
        return names.contains(where: { NameWords.contains($0, anyOf: HalfWidthFold.regionWords) }) ? nil : term
    }

    private func isNumber(_ index: Int, _ value: Double, in file: SourceFile) -> Bool {
        guard file.kind(index) == .integerLiteral || file.kind(index) == .floatLiteral else { return false }
        return Double(file.text(index)) == value
    }

    /// `*`, `/` or `%` after the term, or any arithmetic before it, makes it part of something else.
    private func bindsTighter(after end: Int, in file: SourceFile) -> Bool {
        let next = end + 1
        if file.kind(next) == .period || file.kind(next) == .leftParen { return true }
        return file.isOperator(next, "*") || file.isOperator(next, "/") || file.isOperator(next, "%")
    }

    private func bindsTighter(before start: Int, in file: SourceFile) -> Bool {
        let previous = start - 1
        return file.kind(previous) == .prefixOperator || file.isOperator(previous, "*") || file.isOperator(previous, "/")
            || file.isOperator(previous, "-")
    }

    private struct Target {
        var name: String
        /// The term is the whole value of an unannotated `let`/`var`: an optional fits.
        var fixable: Bool
    }

    /// The name the term is given: `let foldX = term…`, `self.hingeY = term…`,
    /// `var foldX: CGFloat { term }`, `func hingeX() -> CGFloat { return term }`.
    private func target(of term: Term, statement: ClosedRange<Int>, in file: SourceFile) -> Target? {
        let first = term.range.lowerBound
        if let equal = file.assignment(in: statement, before: first) {
            // The term leads the value.
            guard equal == first - 1, file.kind(equal) == .equal else { return nil }
            let whole = term.range.upperBound == statement.upperBound
            if let keyword = (statement.lowerBound ..< equal).first(where: { file.isWord($0, "let") || file.isWord($0, "var") }) {
                let name = keyword + 1
                guard file.kind(name) == .identifier else { return nil }
                return Target(name: file.text(name), fixable: whole && name + 1 == equal)
            }
            guard file.kind(equal - 1) == .identifier else { return nil }
            return Target(name: file.text(equal - 1), fixable: false)
        }
        // The only expression of a computed property's or function's body.
        var expression = first
        if file.isWord(first - 1, "return") { expression = first - 1 }
        guard statement.lowerBound == expression, term.range.upperBound == statement.upperBound,
              file.kind(expression - 1) == .leftBrace, file.kind(term.range.upperBound + 1) == .rightBrace,
              let block = file.block(openedAt: expression - 1) else { return nil }
        switch block.kind {
        case .function(let function): return Target(name: function.name, fixable: false)
        case .accessor(let accessor) where !["get", "set", "willSet", "didSet"].contains(accessor.name): return Target(name: accessor.name, fixable: false)
        default: return nil
        }
    }

    /// The view or proxy whose `reservedRegions` stand for the width read:
    /// `bounds.width` in a view, `view.bounds.width` in a view controller,
    /// `collectionView.bounds.width`, `proxy.size.width` in a `GeometryReader`.
    private func reservedRegions(standingForWidthOf chain: ClosedRange<Int>, at index: Int, in file: SourceFile) -> String? {
        var end = chain.upperBound
        if file.isWord(end, oneOf: ["width", "height", "midX", "midY"]), file.kind(end - 1) == .period { end -= 2 }
        if file.isWord(end, "size"), file.kind(end - 1) == .period, file.isWord(end - 2, "bounds") { end -= 2 }
        if file.isWord(end, "size"), end - 2 == chain.lowerBound, file.kind(end - 1) == .period, file.isGeometryProxy(chain.lowerBound) {
            return "\(file.text(chain.lowerBound)).reservedRegions"
        }
        guard file.isWord(end, "bounds") else { return nil }
        if end == chain.lowerBound {
            let instance = InstanceContext(at: index, in: file)
            return instance.role == .view ? instance.reference("reservedRegions") : nil
        }
        guard file.kind(end - 1) == .period else { return nil }
        let receiverEnd = end - 2
        var nameIndex = receiverEnd
        while file.kind(nameIndex) == .postfixQuestionMark || file.kind(nameIndex) == .exclamationMark { nameIndex -= 1 }
        guard file.kind(nameIndex) == .identifier || file.isWord(nameIndex, "self") else { return nil }
        let name = file.text(nameIndex)
        let receiver = file.text(from: chain.lowerBound, through: receiverEnd)
        if name == "self" {
            return InstanceContext(at: index, in: file).role == .view ? "\(receiver).reservedRegions" : nil
        }
        if name == "view" && InstanceContext(at: index, in: file).role == .viewController || name.hasSuffix("View") || name == "window" || name.hasSuffix("Window") {
            return "\(receiver).reservedRegions"
        }
        return nil
    }
}
