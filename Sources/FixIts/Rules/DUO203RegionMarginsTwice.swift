/// DUO203 region-margins-twice: a reserved region's frame padded again by its margins.
public struct RegionMarginsTwice: Rule {
    public var code: String { "DUO203" }
    public var name: String { "region-margins-twice" }
    public var defaultSeverity: Severity { .info }
    public var triggers: [String] { ["margins"] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A reserved region's frame already includes its margins; adding them again doubles the clearance.",
            whatItFlags: """
                A region's `frame` grown by the same region's `margins`: `fold.frame.maxX + fold.margins.right`, \
                `fold.frame.minX - fold.margins.left`, `region.frame.width + region.margins.left`, \
                `fold.frame.insetBy(dx: -fold.margins.left, dy: 0)`, \
                `fold.frame.inset(by: UIEdgeInsets(top: 0, left: -fold.margins.left, …))`, also through a local \
                `let frame = fold.frame`. Insetting the frame by its margins (`fold.frame.inset(by: fold.margins)`, \
                the bare hardware area for full-bleed media) is correct and not reported.
                """,
            whyItMatters: """
                On iPhone Duo the fold and the cameras are reserved regions. Each region's `frame` already includes \
                its `margins`, the clearance the system keeps for interactive content, so keeping controls outside \
                `frame` is enough. Padding the frame by the margins again pushes controls twice as far from the \
                fold (about 20 extra points on each side of a 40-point band), wasting space on the half-folded \
                display and moving controls further than needed.
                """,
            example: """
                let x = fold.frame.maxX + fold.margins.right
                """,
            useInstead: """
                let x = fold.frame.maxX   // frame already includes the margins
                // The bare hardware band, for full-bleed media: fold.frame.inset(by: fold.margins)
                """,
            fixSafety: "No fix: the intended clearance is for a person to decide.",
            references: [
                "HIG reference §6 \"Reserved regions\": region properties; frame (includes margins), margins (seeds/000)",
                "Adaptive layouts around the fold, \"Reserved regions\": don't pad by margins a second time (seeds/001)",
                "Keeping content clear of the fold: \"Querying regions in SwiftUI\", the frame already includes the margins (seeds/003)",
            ]
        )
    }

    private static let growingEdges: Set<String> = ["maxX", "maxY", "width", "height", "size.width", "size.height"]
    private static let shrinkingEdges: Set<String> = ["minX", "minY", "origin.x", "origin.y"]

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        guard file.kind(index - 1) == .period else { return }
        let start = file.postfixChainStart(endingAt: index)
        guard start < index - 1 else { return }
        guard looksLikeRegion(start ... index - 2, in: file) else { return }
        let region = compactText(from: start, through: index - 2, in: file)
        let marginsEnd = file.kind(index + 1) == .period && file.kind(index + 2) == .identifier ? index + 2 : index
        let before = start - 1
        if file.kind(before) == .binaryOperator, file.isOperator(before, "+") || file.isOperator(before, "-") {
            let operandStart = file.postfixChainStart(endingAt: before - 1)
            let edges = file.isOperator(before, "+") ? RegionMarginsTwice.growingEdges : RegionMarginsTwice.shrinkingEdges
            guard operandStart <= before - 1, isFrame(of: region, edgeIn: edges, from: operandStart, through: before - 1, in: file) else { return }
            report(context, from: operandStart, through: marginsEnd)
        } else if file.kind(before) == .prefixOperator, file.isOperator(before, "-"), let (first, last) = insetCall(around: before, region: region, in: file) {
            report(context, from: first, through: last)
        }
    }

    private func report(_ context: RuleContext, from first: Int, through last: Int) {
        context.report("A reserved region's `frame` already includes its `margins`; padding it by them again doubles the clearance around iPhone Duo's fold",
                       from: first, through: last)
    }

    /// `region.frame.maxX`, or `frame.maxX` where `let frame = region.frame`.
    private func isFrame(of region: String, edgeIn edges: Set<String>, from first: Int, through last: Int, in file: SourceFile) -> Bool {
        let operand = compactText(from: first, through: last, in: file)
        if let edge = operand.removingPrefix(region + ".frame."), edges.contains(edge) { return true }
        guard file.kind(first) == .identifier, file.kind(first + 1) == .period,
              let edge = operand.removingPrefix(file.text(first) + "."), edges.contains(edge),
              let binding = file.bindings.lookup(file.text(first), at: first, in: file), !binding.initializer.isEmpty else { return false }
        return compactText(from: binding.initializer.lowerBound, through: binding.initializer.upperBound - 1, in: file) == region + ".frame"
    }

    /// `region.frame.insetBy(dx: -…, …)` or `region.frame.inset(by: UIEdgeInsets(… -…))` around the `-` at `minus`.
    private func insetCall(around minus: Int, region: String, in file: SourceFile) -> (Int, Int)? {
        guard var open = file.brackets.parent(of: minus), file.kind(open) == .leftParen else { return nil }
        if file.isWord(open - 1, oneOf: ["UIEdgeInsets", "NSDirectionalEdgeInsets", "EdgeInsets"]) {
            guard let outer = file.brackets.parent(of: open), file.kind(outer) == .leftParen, file.isWord(outer - 1, "inset") else { return nil }
            open = outer
        } else if !file.isWord(open - 1, "insetBy") {
            return nil
        }
        guard file.kind(open - 2) == .period, let close = file.brackets.partner(of: open) else { return nil }
        let receiverStart = file.postfixChainStart(endingAt: open - 3)
        guard receiverStart <= open - 3 else { return nil }
        let receiver = compactText(from: receiverStart, through: open - 3, in: file)
        if receiver == region + ".frame" { return (receiverStart, close) }
        if receiverStart == open - 3, let binding = file.bindings.lookup(file.text(receiverStart), at: receiverStart, in: file),
           !binding.initializer.isEmpty,
           compactText(from: binding.initializer.lowerBound, through: binding.initializer.upperBound - 1, in: file) == region + ".frame" {
            return (receiverStart, close)
        }
        return nil
    }

    private static let regionWords = ["fold", "region", "hinge", "division", "occlusion", "camera", "crease"]

    /// Whether the receiver of `.margins` is a reserved region and not some
    /// other type with a frame and margins: read from `reservedRegions`, or
    /// named for the fold, a region, the hinge or a camera (a closure's `$0`
    /// or a loop's variable by the collection it iterates).
    private func looksLikeRegion(_ receiver: ClosedRange<Int>, in file: SourceFile) -> Bool {
        func named(_ index: Int) -> Bool {
            guard file.kind(index) == .identifier else { return false }
            let word = file.text(index)
            return RegionMarginsTwice.regionWords.contains { word.containsLowercased($0) }
        }
        if receiver.contains(where: named) { return true }
        let base = receiver.lowerBound
        if file.kind(base) == .identifier, isRegionBinding(file.text(base), at: base, in: file, depth: 0) { return true }
        // `folds.map { $0.frame… }`, `for r in view.reservedRegions(kind: .division) {`.
        guard let scope = file.scopes.chain(containing: base, in: file).first else { return false }
        let header = scope.headerStart ..< scope.open
        return header.contains(where: named) || file.containsWord("reservedRegions", in: header)
    }

    /// A name declared as a `ReservedRegion`, read from `reservedRegions`, or
    /// unwrapped from such a name (`if let fold = self.fold`).
    private func isRegionBinding(_ name: String, at index: Int, in file: SourceFile, depth: Int) -> Bool {
        guard depth < 2, let binding = file.bindings.lookup(name, at: index, in: file) else { return false }
        if binding.type?.containsBytes(of: "ReservedRegion") == true || file.containsWord("reservedRegions", in: binding.initializer) { return true }
        var source = binding.initializer.lowerBound
        if file.isWord(source, "self"), file.kind(source + 1) == .period { source += 2 }
        guard source + 1 == binding.initializer.upperBound, file.kind(source) == .identifier else { return false }
        return isRegionBinding(file.text(source), at: binding.nameIndex, in: file, depth: depth + 1)
    }

    /// The code tokens' text without trivia, and without a leading `self.`.
    private func compactText(from first: Int, through last: Int, in file: SourceFile) -> String {
        guard first <= last else { return "" }
        let text = (first ... last).map { file.text($0) }.joined()
        return text.removingPrefix("self.") ?? text
    }
}

private extension String {
    func removingPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
