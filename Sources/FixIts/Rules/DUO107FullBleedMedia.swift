/// DUO107 full-bleed-media: aspect-fill media that can crop important content.
public struct FullBleedMedia: Rule {
    public var code: String { "DUO107" }
    public var name: String { "full-bleed-media" }
    public var defaultSeverity: Severity { .info }
    public var triggers: [String] { ["scaleAspectFill", "resizeAspectFill", "scaledToFill", "aspectRatio"] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "Aspect-fill media can lose important content on iPhone Duo's wider displays.",
            whatItFlags: """
                Setting UIKit's `.scaleAspectFill` content mode, AVFoundation's `.resizeAspectFill` video gravity, \
                SwiftUI's `.scaledToFill()` and `.aspectRatio(…, contentMode: .fill)`. Not reported where the \
                mode is already chosen from state (`isCompact ? .scaleAspectFit : .scaleAspectFill`), where it is \
                only compared or matched (`contentMode == .scaleAspectFill`, `case .scaleAspectFill:`), or for a \
                SwiftUI image given a fixed frame right after (`.scaledToFill().frame(width: 44, height: 44)`, a \
                thumbnail whose shape never changes).
                """,
            whyItMatters: """
                iPhone Duo's outer display is wider and shorter than earlier iPhones, and the inner display is \
                wider than tall when opened like a book; folding switches between them mid-session. Media that \
                fills its view crops whatever does not fit that aspect ratio, so a face or a caption that showed \
                on a tall phone is cut off on the wide displays.
                """,
            example: """
                heroImageView.contentMode = .scaleAspectFill

                Image("hero")
                    .resizable()
                    .scaledToFill()
                """,
            useInstead: """
                // Choose fill or fit from the size class or the aspect ratio of the space:
                heroImageView.contentMode = traitCollection.horizontalSizeClass == .regular ? .scaleAspectFit : .scaleAspectFill

                Image("hero")
                    .resizable()
                    .aspectRatio(contentMode: horizontalSizeClass == .regular ? .fit : .fill)
                // Or keep fill and place the crop around a focal point you choose.
                """,
            fixSafety: "No fix: whether to fit, fill or crop around a focal point is a design decision.",
            references: [
                "HIG reference §5 \"Build and screens\": full-bleed media (.scaleAspectFill, .aspectRatio(contentMode: .fill)) can lose important content on the wider displays; choose fill or fit from size classes or aspect ratio, or set a focal point (seeds/000)",
                "HIG reference §1 \"What the device is\": the outer display is wider and shorter than earlier iPhones (seeds/000)",
            ]
        )
    }

    private static let message = "Aspect fill can crop important content on iPhone Duo's wider displays; "
        + "choose fill or fit from the size class or aspect ratio, or keep the focal point in view"

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        switch file.text(index) {
        case "scaledToFill":
            guard file.kind(index - 1) == .period, file.kind(index + 1) == .leftParen, file.kind(index + 2) == .rightParen,
                  !hasFixedFrame(after: index + 2, in: file) else { return }
            context.report(FullBleedMedia.message, from: index - 1, through: index + 2)
        case "aspectRatio":
            guard file.kind(index - 1) == .period, file.kind(index + 1) == .leftParen, let close = file.brackets.partner(of: index + 1),
                  fillsContent(open: index + 1, close: close, in: file), !hasFixedFrame(after: close, in: file) else { return }
            context.report(FullBleedMedia.message, from: index - 1, through: close)
        default:
            // `.scaleAspectFill`, `UIView.ContentMode.scaleAspectFill`, `.resizeAspectFill`.
            guard file.kind(index - 1) == .period, file.kind(index + 1) != .period, file.kind(index + 1) != .leftParen else { return }
            let start = file.postfixChainStart(endingAt: index)
            guard isSetting(valueAt: start, in: file) else { return }
            context.report(FullBleedMedia.message, from: start, through: index)
        }
    }

    /// `contentMode: .fill` (or `ContentMode.fill`) as a whole argument.
    private func fillsContent(open: Int, close: Int, in file: SourceFile) -> Bool {
        var index = open + 1
        while index < close {
            if let partner = file.brackets.partner(of: index), partner > index {
                index = partner + 1
                continue
            }
            if file.isWord(index, "contentMode"), file.kind(index + 1) == .colon {
                var value = index + 2
                if file.isWord(value, "ContentMode"), file.kind(value + 1) == .period { value += 1 }
                return file.kind(value) == .period && file.isWord(value + 1, "fill")
                    && (file.kind(value + 2) == .rightParen || file.kind(value + 2) == .comma)
            }
            index += 1
        }
        return false
    }

    /// A value that is set, not compared, matched or chosen by a ternary.
    private func isSetting(valueAt start: Int, in file: SourceFile) -> Bool {
        let previous = start - 1
        switch file.kind(previous) {
        case .infixQuestionMark:
            return false
        case .binaryOperator:
            return !(file.isOperator(previous, "==") || file.isOperator(previous, "!=") || file.isOperator(previous, "~="))
        case .keyword:
            return !file.isWord(previous, "case")
        case .colon:
            return !isTernaryElse(colon: previous, in: file)
        case .comma:
            return !isCaseList(comma: previous, in: file)
        default:
            return true
        }
    }

    /// `cond ? .scaleAspectFit : .scaleAspectFill`: the colon of a ternary.
    private func isTernaryElse(colon: Int, in file: SourceFile) -> Bool {
        let depth = file.brackets.parent(of: colon)
        var index = colon - 1
        while index >= max(0, colon - 64) {
            if let open = file.brackets.partner(of: index), open < index {
                index = open - 1
                continue
            }
            if file.brackets.parent(of: index) != depth { return false }
            switch file.kind(index) {
            case .infixQuestionMark: return true
            case .comma, .equal, .leftBrace, .semicolon, .colon: return false
            default: break
            }
            if file.isWord(index, "return") || file.newlineBefore(index) && !file.continuesStatement(index) { return false }
            index -= 1
        }
        return false
    }

    /// `case .scaleToFill, .scaleAspectFill:`.
    private func isCaseList(comma: Int, in file: SourceFile) -> Bool {
        var index = comma - 1
        while index > 0, file.kind(index) == .identifier || file.kind(index) == .period || file.kind(index) == .comma {
            index -= 1
        }
        return file.isWord(index, "case")
    }

    /// `.frame(width: 44, height: 44)` later in the same modifier chain: a
    /// fixed-size thumbnail, not full-bleed media.
    private func hasFixedFrame(after close: Int, in file: SourceFile) -> Bool {
        var index = close
        for _ in 0 ..< 16 {
            guard file.kind(index + 1) == .period, file.kind(index + 2) == .identifier, file.kind(index + 3) == .leftParen,
                  let end = file.brackets.partner(of: index + 3) else { return false }
            if file.isWord(index + 2, "frame"), isFixedFrame(open: index + 3, close: end, in: file) { return true }
            index = end
        }
        return false
    }

    private func isFixedFrame(open: Int, close: Int, in file: SourceFile) -> Bool {
        close == open + 8 && file.isWord(open + 1, "width") && file.kind(open + 2) == .colon && isNumber(open + 3, in: file)
            && file.kind(open + 4) == .comma && file.isWord(open + 5, "height") && file.kind(open + 6) == .colon && isNumber(open + 7, in: file)
    }

    private func isNumber(_ index: Int, in file: SourceFile) -> Bool {
        file.kind(index) == .integerLiteral || file.kind(index) == .floatLiteral
    }
}
