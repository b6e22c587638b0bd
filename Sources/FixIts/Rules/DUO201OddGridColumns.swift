/// DUO201 odd-grid-columns: a grid with an odd literal column count.
public struct OddGridColumns: Rule {
    public var code: String { "DUO201" }
    public var name: String { "odd-grid-columns" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] { ["count", "subitems", "GridItem"] + OddGridColumns.columnNames.sorted() }
    public var offeredFixes: [Fix.Safety] { [.unsafe] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "An odd number of grid columns puts items across the fold.",
            whatItFlags: """
                A grid whose column count is an odd literal above 1: `Array(repeating: GridItem(…), count: 3)`, \
                an array literal of 3, 5 … `GridItem`s used as `columns` (also written `.init(.flexible())`, and as a \
                value of a ternary that is a `columns:` argument or the whole value of a function named for columns, and \
                as what a function, computed property or closure-initialised property named for columns returns: \
                `let columns: [GridItem] = { if isPad { … } else { return [GridItem(), GridItem(), GridItem()] } }()`), \
                `NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count: 3)` and \
                `.horizontal(layoutSize:subitem:count:)` and `.horizontal(layoutSize:subitems: [item, item, item])`, \
                and `columns: 5`, `numberOfColumns = 5`, `columnCount: 3`, `itemsPerRow: CGFloat = 3` style settings \
                (also `3.0`), also through a constant (`let columnCount = 3`) and in either value of a ternary \
                (`itemsPerRow = width < 500 ? 4 : 5`; not when it tests `reservedRegions`). A count of 7 \
                is usually a week: it is reported as info, without a fix. Not reported: a count in the block of \
                an `if` that requires the iPad idiom (`if UIDevice.current.userInterfaceIdiom == .pad { … }`, \
                `if isPad, … { … }`) or in the `else` of one that tests for the phone alone (`if idiom == .phone { … } \
                else { … }`), also through a constant used only there, or the value a ternary chooses when its \
                condition requires the iPad idiom: iPhone Duo is a phone and never runs it (DUO105 reports the idiom test).
                """,
            whyItMatters: """
                When iPhone Duo is partly folded, the fold runs down the middle of the inner display. With an odd \
                column count the middle column sits on the crease; with an even count the fold falls between two \
                columns. Prefer an even count whenever the device has a fold, read from the inactive division \
                region so the layout does not reshuffle as the device bends.
                """,
            example: """
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) { … }
                """,
            useInstead: """
                GeometryReader { proxy in
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible()),
                        count: proxy.reservedRegions(kind: .division, options: .includeInactive).isEmpty ? 3 : 4)) { … }
                }
                // UIKit: view.reservedRegions(kind: .division, options: .includeInactive).isEmpty ? 3 : 4
                """,
            fixSafety: """
                Unsafe, two fixes: the fold-aware count (offered where it is read again when the regions change — \
                in a `GeometryReader`, a layout pass such as `viewDidLayoutSubviews` or `layoutSubviews` or a method \
                only they call, a compositional layout's section provider — and where the deployment target, the \
                configuration's or the project's, allows iOS 27.1), and the next even count (not where the count \
                is handed to the app's own type, `Grid(columns: 3)`, or divided by in the same function, \
                `.fractionalWidth(1 / 3)`, `(width - gaps) / 3`, `CGFloat(3)`: changing it alone would leave the grid \
                inconsistent) (an array literal gains one more copy of its last `GridItem`, not when the function \
                divides by its count: a column more of a size worked out for three would not fit, nor when one more \
                column's minimum width and spacing, `.flexible(minimum: 100)`, would not fit a 375-point-wide iPhone, \
                or a minimum is not a literal). Both change the layout, so a person decides; plain `--fix` \
                applies neither.
                """,
            references: [
                "HIG reference §3 \"Adapting when the device folds\": grids use an even number of columns (seeds/000)",
                "HIG reference §5 \"Displacement and poses\": query inactive divisions (talk 111463)",
                "Adaptive layouts around the fold, \"Reserved regions\" (seeds/001)",
            ]
        )
    }

    private static let columnNames: Set<String> = [
        "columns", "numberOfColumns", "columnCount", "columnsCount", "numberOfColumnsInGrid", "numColumns",
        // A flow layout's row is its columns.
        "itemsPerRow", "numberOfItemsPerRow", "cellsPerRow",
    ]

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        let word = file.text(index)
        if word == "GridItem" {
            checkGridItemArray(firstElement: index, context: context)
            return
        }
        if word == "count" {
            guard file.kind(index + 1) == .colon, isColumnCountArgument(index, in: file) else { return }
            checkValue(at: index + 2, context: context)
            return
        }
        if word == "subitems" {
            // `.horizontal(layoutSize:subitems: [item, item, item])`: one item repeated is a row of columns.
            guard file.kind(index + 1) == .colon, file.kind(index + 2) == .leftSquare, isHorizontalGroupArgument(index, in: file),
                  let close = file.brackets.partner(of: index + 2) else { return }
            checkArray(open: index + 2, close: close, context: context) { elements in
                let first = file.text(from: elements[0].lowerBound, through: elements[0].upperBound)
                return elements.allSatisfy { $0.count == 1 && file.kind($0.lowerBound) == .identifier && file.text($0.lowerBound) == first }
            }
            return
        }
        // `columns: 3`, `columns = 3`, `let columns = [GridItem(), …]`, `x.numberOfColumns = 5`.
        guard OddGridColumns.columnNames.contains(word) else { return }
        var value = index + 1
        if file.kind(value) == .colon, isDeclaration(index, in: file) {
            // `let columns: [GridItem] = […]`: skip the type.
            while value < file.count, file.kind(value) != .equal, !file.newlineBefore(value + 1) || file.kind(value + 1) == .equal { value += 1 }
        }
        guard file.kind(value) == .colon || file.kind(value) == .equal else { return }
        if file.kind(value) == .colon, isDeclaration(index, in: file) { return }
        checkValue(at: value + 1, context: context)
    }

    private func isDeclaration(_ index: Int, in file: SourceFile) -> Bool {
        file.isWord(index - 1, "let") || file.isWord(index - 1, "var")
    }

    /// `count:` of `Array(repeating: GridItem…, count:)` or of a horizontal
    /// compositional layout group.
    private func isColumnCountArgument(_ label: Int, in file: SourceFile) -> Bool {
        guard let open = file.brackets.parent(of: label), file.kind(open) == .leftParen else { return false }
        // `Array(repeating:count:)`, `[GridItem](repeating:count:)`, `.init(repeating:count:)` of a `[GridItem]`.
        let before = open - 1
        if file.isWord(before, "Array") || file.isWord(before, "init") && file.kind(before - 1) == .period
            || file.kind(before) == .rightSquare && file.isWord(before - 1, "GridItem") && file.kind(before - 2) == .leftSquare {
            guard let repeated = file.arguments(inParenAt: open).first(where: { $0.label == "repeating" }) else { return false }
            return isGridItem(repeated.value, in: file)
        }
        guard let callee = file.nameBefore(paren: open) else { return false }
        return file.isWord(callee, "horizontal")
    }

    /// `GridItem(…)`, `GridItem.init(…)`, or `.init(.flexible())` with a grid item's size (`.flexible`,
    /// `.fixed`, `.adaptive`): an element of a `[GridItem]`.
    private func isGridItem(_ value: ClosedRange<Int>, in file: SourceFile) -> Bool {
        let start = value.lowerBound
        if file.isWord(start, "GridItem") { return true }
        guard file.kind(start) == .period, file.isWord(start + 1, "init"), file.kind(start + 2) == .leftParen else { return false }
        return file.kind(start + 3) == .period && file.isWord(start + 4, oneOf: ["flexible", "fixed", "adaptive"])
            || file.isWord(start + 3, "GridItem")
    }

    private func isHorizontalGroupArgument(_ label: Int, in file: SourceFile) -> Bool {
        guard let open = file.brackets.parent(of: label), file.kind(open) == .leftParen else { return false }
        return file.calleeName(beforeParen: open) == "horizontal"
    }

    /// Reports the odd count that starts at `value`: a literal, an array of
    /// `GridItem`s, or a constant bound to a literal.
    private func checkValue(at value: Int, context: RuleContext) {
        let file = context.file
        if let count = oddLiteral(at: value, in: file) {
            reportLiteral(at: value, count: count, context: context)
        } else if file.isWord(value, oneOf: ["CGFloat", "Int", "Double", "Float"]), file.kind(value + 1) == .leftParen,
                  file.kind(value + 3) == .rightParen, isWholeValue(value + 3, in: file), let count = oddCount(at: value + 2, in: file) {
            // `CGFloat(3)`: the literal converted.
            reportLiteral(at: value + 2, count: count, context: context)
        } else if file.kind(value) == .leftSquare, let close = file.brackets.partner(of: value), !file.isWord(value + 1, "GridItem") {
            // `columns: [.init(.flexible()), .init(.flexible()), .init(.flexible())]`: grid items by their type's
            // initializer (an array that starts with `GridItem(` is checked from that word).
            checkArray(open: value, close: close, context: context) { elements in elements.allSatisfy { isGridItem($0, in: file) } }
        } else if file.kind(value) == .identifier, isWholeValue(value, in: file),
                  let binding = file.bindings.lookup(file.text(value), at: value, in: file),
                  binding.initializer.count == 1, let count = oddLiteral(at: binding.initializer.lowerBound, in: file),
                  !OddGridColumns.columnNames.contains(binding.name), !file.runsOnlyOnIPad(value) {
            // A named constant (the declaration is reported by name when it is `columns`-like), where it is used
            // in code a phone runs.
            reportLiteral(at: binding.initializer.lowerBound, count: count, context: context)
        } else {
            // `width < 450 ? 4 : 5`: each literal the value may be.
            for branch in ternaryLiterals(inValueAt: value, in: file) {
                if file.kind(branch) == .integerLiteral, let count = oddCount(at: branch, in: file) {
                    reportLiteral(at: branch, count: count, context: context, inTernary: true)
                }
            }
        }
    }

    /// The two values of a ternary that is the whole value starting at `value`, when each is one token.
    private func ternaryLiterals(inValueAt value: Int, in file: SourceFile) -> [Int] {
        let depth = file.brackets.parent(of: value)
        let end = file.statementBounds(containing: value).upperBound
        var index = value
        while index < end, file.kind(index) != .infixQuestionMark {
            if file.kind(index) == .comma && file.brackets.parent(of: index) == depth { return [] }
            index += 1
        }
        guard file.kind(index) == .infixQuestionMark, file.brackets.parent(of: index) == depth,
              file.kind(index + 2) == .colon, isWholeValue(index + 3, in: file) else { return [] }
        // `reservedRegions(kind: .division, …).isEmpty ? 3 : 4`: the odd count only where there is no fold.
        if file.containsWord("reservedRegions", in: value ..< index) { return [] }
        return [index + 1, index + 3]
    }

    /// The value at `index` is a lone odd integer literal above 1, or a
    /// floating-point one with a whole value (`let itemsPerRow: CGFloat = 3.0`).
    private func oddLiteral(at index: Int, in file: SourceFile) -> Int? {
        isWholeValue(index, in: file) ? oddCount(at: index, in: file) : nil
    }

    /// The odd count above 1 that the number literal at `index` writes, whatever follows it.
    private func oddCount(at index: Int, in file: SourceFile) -> Int? {
        var digits = file.text(index).filter { $0 != "_" }
        if file.kind(index) == .floatLiteral {
            guard let point = digits.firstIndex(of: "."), digits[digits.index(after: point)...].allSatisfy({ $0 == "0" }) else { return nil }
            digits = String(digits[..<point])
        } else if file.kind(index) != .integerLiteral {
            return nil
        }
        guard digits.allSatisfy(\.isASCII), let count = Int(digits), count > 1, count % 2 == 1 else { return nil }
        return count
    }

    /// Nothing else belongs to the value: it ends at `,`, `)`, `]`, a line end or `;`.
    private func isWholeValue(_ index: Int, in file: SourceFile) -> Bool {
        switch file.kind(index + 1) {
        case .comma, .rightParen, .rightSquare, .semicolon, .rightBrace: return true
        default: return file.newlineBefore(index + 1) && file.kind(index + 1) != .period && file.kind(index + 1) != .binaryOperator
        }
    }

    /// `inTernary`: the literal is a ternary's value, so a fold-aware replacement is parenthesized.
    private func reportLiteral(at index: Int, count: Int, context: RuleContext, inTernary: Bool = false) {
        let file = context.file
        if file.runsOnlyOnIPad(index) { return }
        let range = file.range(from: index, through: index)
        if count == 7 {
            context.report("A 7-column grid straddles the fold on iPhone Duo; if this is a week, keep it and suppress this finding",
                           bytes: range, severity: .info)
            return
        }
        // A floating-point count stays one, so its type does not change.
        let written = file.kind(index) == .floatLiteral ? { (n: Int) in "\(n).0" } : { (n: Int) in "\(n)" }
        var fixes: [Fix] = []
        if let regions = file.reservedRegionsOfContainer(around: index), context.configuration.supports(OSVersion(27, 1)) {
            fixes.append(Fix(title: "Use \(count + 1) columns when the device has a fold", safety: .unsafe, edits: [
                TextEdit(range: range, newText: { inTernary ? "(\($0))" : $0 }("\(regions)(kind: .division, options: .includeInactive).isEmpty ? \(written(count)) : \(written(count + 1))")),
            ]))
        }
        if !countIsAssumedElsewhere(index, count: count, in: file) {
            fixes.append(Fix(title: "Use \(count + 1) columns", safety: .unsafe, edits: [TextEdit(range: range, newText: written(count + 1))]))
        }
        context.report("\(count) columns put the middle column on the fold when iPhone Duo is partly folded; prefer an even count",
                       bytes: range, fixes: fixes)
    }

    /// Whether changing the count alone could leave the grid inconsistent, so no plain even-count rewrite is
    /// certain: a count handed to the app's own type (`Grid(columns: 3, …)`, whose body may lay out three
    /// whatever it is told), or one written again in the same function (`.fractionalWidth(1 / 3)` beside
    /// `count: 3`).
    private func countIsAssumedElsewhere(_ literal: Int, count: Int, in file: SourceFile) -> Bool {
        if file.kind(literal - 1) == .colon, OddGridColumns.columnNames.contains(file.text(literal - 2)),
           let open = file.brackets.parent(of: literal), file.kind(open) == .leftParen,
           let callee = file.nameBefore(paren: open), file.text(callee).first?.isUppercase == true { return true }
        return isDivided(by: count, around: literal, except: literal, in: file)
    }

    /// Whether the function (or accessor, or compositional layout closure) around `index` divides by `count`
    /// (`/ 3`, `/ 3.0`, `/ CGFloat(3)`) somewhere other than `except`: a size worked out for that many columns.
    private func isDivided(by count: Int, around index: Int, except: Int? = nil, in file: SourceFile) -> Bool {
        guard let body = file.scopes.chain(containing: index, in: file).first(where: { scope in
            switch scope.kind {
            case .function, .accessor: return true
            case .closure(let closure): return closure.callee == "UICollectionViewCompositionalLayout"
            default: return false
            }
        }) else { return false }
        return (body.open ..< body.close).contains { other in
            guard other != except, file.kind(other) == .integerLiteral || file.kind(other) == .floatLiteral,
                  Double(file.text(other).replacingOccurrences(of: "_", with: "")) == Double(count) else { return false }
            var before = other - 1
            // `CGFloat(3)`, `Double(3)`.
            if file.kind(before) == .leftParen, file.kind(before - 1) == .identifier, file.kind(other + 1) == .rightParen { before -= 2 }
            return file.isOperator(before, "/")
        }
    }

    /// `[GridItem(…), …]` starting at its first element, used as columns:
    /// a `columns:` argument or a variable that is not named for rows.
    private func checkGridItemArray(firstElement: Int, context: RuleContext) {
        let file = context.file
        let open = firstElement - 1
        guard file.kind(open) == .leftSquare, let close = file.brackets.partner(of: open) else { return }
        var before = open - 1
        if file.kind(before) == .equal {
            before -= 1
            // `let columns: [GridItem] = [`: the name precedes the type.
            if file.kind(before) == .rightSquare, let typeOpen = file.brackets.partner(of: before), file.kind(typeOpen - 1) == .colon {
                before = typeOpen - 2
            }
            guard file.kind(before) == .identifier, !file.text(before).containsLowercased("row") else { return }
        } else if file.kind(before) == .colon, file.isWord(before - 1, "columns") {
            // `columns: [`
        } else if !isColumnsTernaryBranch(open, in: file), !isReturnedColumns(open, in: file) {
            return
        }
        checkArray(open: open, close: close, context: context) { elements in
            elements.allSatisfy { file.isWord($0.lowerBound, "GridItem") && file.postfixChainEnd(startingAt: $0.lowerBound) == $0.upperBound }
        }
    }

    /// `return [GridItem(…) ×3]`, or the array as the whole statement of a body or of an `if`/`else` branch,
    /// in a function, computed property or closure-initialised property named for columns and not for rows
    /// (`let columns: [GridItem] = { if isPad { return […] } else { return […] } }()`); the iPad's branch
    /// is left to `checkArray`'s own test.
    private func isReturnedColumns(_ open: Int, in file: SourceFile) -> Bool {
        let statement = file.statementBounds(containing: open)
        let returns = file.isWord(statement.lowerBound, "return")
        guard (returns ? statement.lowerBound + 1 : statement.lowerBound) == open,
              statement.upperBound == file.brackets.partner(of: open) else { return false }
        if !returns {
            guard let block = file.brackets.parent(of: statement.lowerBound), file.soleStatement(ofBlockAt: block) == statement else { return false }
        }
        guard let declaration = file.wrapperDeclaration(around: open) else { return false }
        return declaration.name.containsLowercased("column") && !declaration.name.containsLowercased("row")
    }

    /// `cond ? [GridItem(…) ×3] : [GridItem(…) ×2]`, the literal at `open` one of its values, where the ternary is
    /// a `columns:` argument or the whole value of a function or property named for columns (`func columns() ->
    /// [GridItem]`); not the value chosen when the condition requires the pad idiom (an iPad's, DUO105's finding).
    private func isColumnsTernaryBranch(_ open: Int, in file: SourceFile) -> Bool {
        let level = file.brackets.parent(of: open)
        // The `?` of this ternary: right before a first value, or the one of a second value's `:`.
        let mark = open - 1
        guard let question = file.kind(mark) == .colon ? file.ternaryQuestion(before: mark) : mark,
              file.kind(question) == .infixQuestionMark else { return false }
        let conditionStart: Int
        if let brace = level, file.kind(brace) == .leftParen {
            // `columns: cond ? … : …`: the argument's label right before the condition.
            var start = question - 1
            while start > brace + 1, file.brackets.parent(of: start - 1) == level, file.kind(start - 1) != .comma, file.kind(start - 1) != .colon {
                start -= 1
                if let partner = file.brackets.partner(of: start), partner < start { start = partner }
            }
            guard file.kind(start - 1) == .colon, file.isWord(start - 2, "columns") else { return false }
            conditionStart = start
        } else {
            // The whole value of a function or property named for columns.
            let statement = file.statementBounds(containing: question)
            guard let block = level, file.kind(block) == .leftBrace, file.soleStatement(ofBlockAt: block) == statement,
                  let declaration = file.wrapperDeclaration(around: question), declaration.name.containsLowercased("column") else { return false }
            conditionStart = file.isWord(statement.lowerBound, "return") ? statement.lowerBound + 1 : statement.lowerBound
        }
        let isFirstValue = question == open - 1
        return !(isFirstValue && file.requiresPadIdiom(conditionStart ..< question))
    }

    /// An array literal of an odd number of columns: `[GridItem(…), GridItem(…), GridItem(…)]`,
    /// `[item, item, item]`, when `areColumns` accepts its elements.
    private func checkArray(open: Int, close: Int, context: RuleContext, areColumns: ([ClosedRange<Int>]) -> Bool) {
        let file = context.file
        let elements = file.elements(inBracketAt: open)
        guard elements.count > 1, elements.count % 2 == 1, areColumns(elements), !file.runsOnlyOnIPad(open) else { return }
        let range = file.range(from: open, through: close)
        if elements.count == 7 {
            context.report("A 7-column grid straddles the fold on iPhone Duo; if this is a week, keep it and suppress this finding",
                           bytes: range, severity: .info)
            return
        }
        var fixes: [Fix] = []
        let last = elements[elements.count - 1]
        let lastText = file.text(from: last.lowerBound, through: last.upperBound)
        // A column more of a size worked out for this many (`.fixed((width - gaps) / 3)`) would not fit.
        if !file.hasComment(in: file.range(from: last.lowerBound, through: last.upperBound)), !isDivided(by: elements.count, around: open, in: file),
           fitsOneMoreColumn(elements, in: file) {
            let trailingComma = file.kind(last.upperBound + 1) == .comma
            let edit: TextEdit
            if file.newlineBefore(last.lowerBound) {
                let indentation = file.indentation(ofLineContaining: file.code[last.lowerBound].start)
                edit = trailingComma
                    ? .insert("\n\(indentation)\(lastText),", at: file.code[last.upperBound + 1].end)
                    : .insert(",\n\(indentation)\(lastText)", at: file.code[last.upperBound].end)
            } else {
                edit = trailingComma
                    ? .insert(" \(lastText),", at: file.code[last.upperBound + 1].end)
                    : .insert(", \(lastText)", at: file.code[last.upperBound].end)
            }
            fixes.append(Fix(title: "Use \(elements.count + 1) columns", safety: .unsafe, edits: [edit]))
        }
        context.report("\(elements.count) columns put the middle column on the fold when iPhone Duo is partly folded; prefer an even count",
                       bytes: range, fixes: fixes)
    }

    /// The narrowest width a phone app is laid out in on the systems it supports (an iPhone SE's or mini's
    /// 375-point portrait width).
    private static let narrowestWidth = 375.0

    /// Whether the columns, with one more copy of the last, still fit the narrowest iPhone: the sum of their
    /// minimum widths (`.fixed(100)`, `.flexible(minimum: 100)`, `.adaptive(minimum: 80)`; a plain `.flexible()`
    /// takes 10) and the spacing between them (`spacing: 4`; 8 when not given). False when a width is not a
    /// literal: `.flexible(minimum: 100)` three times fits, a fourth (412 points) does not.
    private func fitsOneMoreColumn(_ elements: [ClosedRange<Int>], in file: SourceFile) -> Bool {
        var total = 0.0
        let columns = elements + [elements[elements.count - 1]]
        for (position, column) in columns.enumerated() {
            var minimum = 10.0
            var spacing = 8.0
            for index in column where file.kind(index) == .identifier {
                let named = file.isWord(index, "fixed") && file.kind(index + 1) == .leftParen
                    || file.isWord(index, "minimum") && file.kind(index + 1) == .colon
                let spaced = file.isWord(index, "spacing") && file.kind(index + 1) == .colon
                guard named || spaced else { continue }
                let argument = index + 2
                // The value must be the whole argument (`minimum: 100)`, `spacing: 4,`), a literal.
                guard file.kind(argument) == .integerLiteral || file.kind(argument) == .floatLiteral,
                      [.comma, .rightParen].contains(file.kind(argument + 1)), let value = Double(file.text(argument).replacingOccurrences(of: "_", with: "")) else {
                    return false
                }
                if named { minimum = value } else { spacing = value }
            }
            total += minimum + (position < columns.count - 1 ? spacing : 0)
        }
        return total <= Self.narrowestWidth
    }
}
