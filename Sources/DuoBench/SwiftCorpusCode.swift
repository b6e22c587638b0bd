// SwiftCorpus: expressions and statements inside function bodies (see SwiftCorpus.swift).

extension CorpusGenerator {
    // MARK: Expressions

    static let binaryOperators = ["+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "??", "&+", "|", "&", "^", "<<", ">>", "..<", "..."]

    /// A member access chain: `model.recentPhotos`, `self?.header.title`, `items.first!.name`.
    mutating func memberChain() -> String {
        switch int(9) {
        case 0: return "\(someLocal()).\(varName())"
        case 1: return "\(someLocal())?.\(varName())"
        case 2: return "self.\(varName())"
        case 3: return "\(someLocal()).\(varName())?.\(varName())"
        case 4: return "\(someLocal()).first!.\(varName())"
        case 5: return "\(someLocal())!.\(varName())"
        case 6: return "\(someLocal())[\(int(0, 3))].\(varName())"
        case 7: return "\(typeBase()).shared.\(varName())"
        default: return "\(someLocal())?[\"\(pick(Words.keys))\"]"
        }
    }

    mutating func callExpression(depth: Int) -> String {
        switch int(11) {
        case 0: return "\(funcName())()"
        case 1: return "\(funcName())(\(expression(depth: depth + 1)))"
        case 2: return "\(someLocal()).\(funcName())(for: \(expression(depth: depth + 1)))"
        case 3: return "\(typeBase())(\(varName()): \(expression(depth: depth + 1)), \(varName()): \(literal()))"
        case 4: return "\(someLocal()).map { $0.\(varName()) }"
        case 5: return "\(someLocal()).filter { !$0.is\(Adjective()) }.count"
        case 6: return "\(someLocal()).sorted { $0.\(varName()) > $1.\(varName()) }"
        case 7: return "\(someLocal()).reduce(0) { $0 + $1.\(varName()) }"
        case 8: return "\(someLocal()).compactMap(\\.\(varName()))"
        case 9: return "max(\(expression(depth: depth + 1)), \(intLiteral()))"
        default: return "\(someLocal()).firstIndex(where: { $0.id == \(someLocal()).id })"
        }
    }

    /// An expression on one line.
    mutating func expression(depth: Int = 0) -> String {
        if depth > 2 { return chance(50) ? someLocal() : intLiteral() }
        switch int(20) {
        case 0, 1: return someLocal()
        case 2, 3: return memberChain()
        case 4: return intLiteral()
        case 5: return floatLiteral()
        case 6, 7: return callExpression(depth: depth)
        case 8: return "\(expression(depth: depth + 1)) \(pick(Self.binaryOperators)) \(expression(depth: depth + 1))"
        case 9: return stringLiteral()
        case 10: return "(\(memberChain()) ?? \(literal()))"
        case 11: return "\(someLocal()).isEmpty ? \(literal()) : \(expression(depth: depth + 1))"
        case 12: return "!\(someLocal()).is\(Adjective())"
        case 13: return depth == 0 ? "\(someLocal()) as? \(typeBase())" : "(\(someLocal()) as? \(typeBase()))"
        case 14: return "CGFloat(\(someLocal()).count) * \(floatLiteral())"
        case 15: return "(\(expression(depth: depth + 1)))"
        case 16: return "[\(expression(depth: depth + 1)), \(expression(depth: depth + 1))]"
        case 17: return ".\(adjective())"
        case 18: return depth == 0 ? "\(someLocal()) is \(typeBase())" : "(\(someLocal()) is \(typeBase()))"
        default: return "-\(someLocal()).\(varName())"
        }
    }

    mutating func condition() -> String {
        switch int(9) {
        case 0: return "\(someLocal()).isEmpty"
        case 1: return "!\(someLocal()).isEmpty"
        case 2: return "\(someLocal()).count > \(int(0, 10))"
        case 3: return "\(memberChain()) == \(literal())"
        case 4: return "let \(newLocal()) = \(memberChain())"
        case 5: return "\(someLocal()) != nil && \(someLocal()).is\(Adjective())"
        case 6: return "case .\(adjective())(let \(newLocal())) = \(someLocal())"
        case 7: return "\(someLocal()).\(varName()) >= \(floatLiteral()) || \(someLocal()).isEmpty"
        default: return "\(someLocal()).contains(where: { $0.\(varName()) == \(someLocal()) })"
        }
    }

    // MARK: Statements

    /// `count` statements at the current indentation; blocks nest up to `depth` levels more.
    mutating func statements(_ count: Int, depth: Int) {
        for _ in 0..<count { statement(depth: depth) }
    }

    mutating func statement(depth: Int) {
        if chance(8) { blank() }
        if chance(8) { commentLine() }
        if chance(12) {
            moreStatement(depth: depth)
            return
        }
        let nested = depth > 0
        switch int(nested ? 46 : 26) {
        case 0, 1: line("let \(newLocal()) = \(expression())")
        case 2: line("var \(newLocal()): \(simpleType()) = \(literal())")
        case 3: line("\(memberChain()) = \(expression())")
        case 4: line("\(someLocal()) += \(intLiteral())")
        case 5: line("\(callExpression(depth: 1))")
        case 6: line("print(\(stringLiteral()))")
        case 7: line("logger.\(pick(["debug", "info", "error", "notice"]))(\(stringLiteral()))")
        case 8:
            commentLine()
            statement(depth: depth)
        case 9: line("\(memberChain()) = \(expression()) // \(pick(Words.phrases))")
        case 10: stringShowcase()
        case 11: numberShowcase()
        case 12: regexShowcase()
        case 13:
            let name = newLocal()
            line("let \(name) = \(someLocal())")
            level += 1
            for _ in 0..<int(2, 4) {
                switch int(6) {
                case 0: line(".filter { !$0.is\(Adjective()) }")
                case 1: line(".sorted { $0.\(varName()) < $1.\(varName()) }")
                case 2: line(".prefix(\(int(3, 20)))")
                case 3: line(".map(\\.\(varName()))")
                case 4: line(".compactMap { $0 as? \(typeBase()) }")
                default: line(".map { \(typeBase())(\(varName()): $0) }")
                }
            }
            level -= 1
        case 14: line("\(inThrows ? "try " : "try? ")\(inAsync ? "await " : "")\(someLocal()).\(funcName())(\(expression(depth: 1)))")
        case 15: line("let (\(newLocal()), \(newLocal())) = (\(expression(depth: 2)), \(expression(depth: 2)))")
        case 16: line("_ = \(expression())")
        case 17: line("\(someLocal()).append(contentsOf: [\(literal()), \(literal())])")
        case 18: line("let \(newLocal()): [\(pick(["String", "Int"])): [\(typeBase())]] = [:]")
        case 19: line("let \(newLocal()) = Dictionary(grouping: \(someLocal()), by: { $0.\(varName()) })")
        case 20: line("assert(!\(someLocal()).isEmpty, \(stringLiteral()))")
        case 21: line("let \(newLocal()) = \(someLocal()).\(varName()) ?? \(stringLiteral())")
        case 22: line("NotificationCenter.default.post(name: .\(noun())Did\(pick(["Change", "Update", "Load", "Finish"])), object: self, userInfo: [\"\(pick(Words.keys))\": \(someLocal())])")
        case 23: line("let \(newLocal()) = Array(repeating: \(literal()), count: \(int(2, 8)))")
        case 24: line("let \(newLocal()) = \(someLocal()).enumerated().map { index, element in (index, element.\(varName())) }")
        case 25: line("defer { \(someLocal()).\(funcName())() }")
        // Blocks (only while depth remains).
        case 26, 27:
            open("if \(condition()) {")
            statements(int(1, 3), depth: depth - 1)
            if chance(40) {
                if chance(40) {
                    close("} else if \(condition()) {")
                    level += 1
                    statements(int(1, 2), depth: depth - 1)
                }
                close("} else {")
                level += 1
                statements(int(1, 2), depth: depth - 1)
            }
            close()
        case 28, 29:
            open("guard let \(newLocal()) = \(memberChain())\(chance(30) ? ", let \(newLocal()) = \(memberChain())" : "") else {")
            if chance(50) { line("\(someLocal()).\(funcName())()") }
            line(guardExit())
            close()
        case 30:
            let element = newLocal()
            switch int(4) {
            case 0: open("for \(element) in \(someLocal()) where \(element).is\(Adjective()) {")
            case 1: open("for (index, \(element)) in \(someLocal()).enumerated() {")
            case 2: open("for \(element) in stride(from: 0, to: \(someLocal()).count, by: \(int(2, 4))) {")
            default: open("for \(element) in 0..<\(someLocal()).count {")
            }
            statements(int(1, 3), depth: depth - 1)
            if chance(30) { line(pick(["continue", "break"])) }
            close()
        case 31: switchStatement(depth: depth)
        case 32:
            open("do {")
            line("let \(newLocal()) = try \(inAsync ? "await " : "")\(someLocal()).\(funcName())(\(expression(depth: 1)))")
            statements(int(0, 2), depth: depth - 1)
            close(chance(50) ? "} catch let error as \(Noun())Error {" : "} catch \(Noun())Error.\(adjective()) {")
            level += 1
            line("\(someLocal()) = \(chance(50) ? "error.localizedDescription" : stringLiteral())")
            close("} catch {")
            level += 1
            line("logger.error(\"\\(error.localizedDescription)\")")
            close()
        case 33:
            open("DispatchQueue.main.async\(chance(30) ? "After(deadline: .now() + \(floatLiteral()))" : "") { [weak self] in")
            line("guard let self else { return }")
            statements(int(1, 2), depth: depth - 1)
            close()
        case 34:
            open("Task\(chance(40) ? " { @MainActor in" : " {")")
            line("\(chance(50) ? "let \(newLocal()) = " : "")await \(someLocal()).\(funcName())()")
            statements(int(0, 2), depth: depth - 1)
            close()
        case 35:
            open("if #available(iOS \(pick(["15", "16", "16.4", "17", "17.0", "18"])), *) {")
            statements(int(1, 2), depth: depth - 1)
            close("} else {")
            level += 1
            statements(1, depth: depth - 1)
            close()
        case 36:
            raw("#if DEBUG\n")
            statements(int(1, 2), depth: depth - 1)
            if chance(40) {
                raw("#else\n")
                statements(1, depth: depth - 1)
            }
            raw("#endif\n")
        case 37:
            let name = newLocal()
            open("let \(name): (\(typeBase()), Int) -> Bool = { \(chance(50) ? "item, index" : "[weak self] item, index") in")
            statements(int(0, 2), depth: depth - 1)
            line("return index \(pick(["<", ">", "!=", "=="])) \(intLiteral())")
            close()
        case 38:
            open("while \(someLocal()).count < \(int(2, 50)) {")
            statements(int(1, 2), depth: depth - 1)
            close()
        case 39:
            open("repeat {")
            statements(int(1, 2), depth: depth - 1)
            close("} while \(someLocal()) > \(intLiteral())")
        case 40:
            open("if let \(newLocal()), \(condition().hasPrefix("let") ? "!\(someLocal()).isEmpty" : "\(someLocal()).count > 1") {")
            statements(int(1, 2), depth: depth - 1)
            close()
        case 41:
            open("UIView.animate(withDuration: \(floatLiteral()), delay: 0, options: [.curveEaseInOut, .allowUserInteraction]) {")
            line("self.\(varName()).alpha = \(pick(["0", "1", "0.5"]))")
            line("self.view.layoutIfNeeded()")
            close("} completion: { finished in")
            level += 1
            line("if finished { self.\(funcName())() }")
            close()
        case 42:
            open("\(someLocal()).\(funcName())(\(varName()): \(expression(depth: 1))) { [weak self] result in")
            openSwitch("switch result {")
            line("case .success(let \(newLocal())):")
            level += 1
            line("self?.\(varName()) = \(someLocal())")
            level -= 1
            line("case .failure(let error):")
            level += 1
            line("self?.show(error)")
            level -= 1
            closeSwitch()
            close()
        case 43:
            let group = newLocal()
            open("\(inAsync ? "" : "_ = ")await withTaskGroup(of: \(typeBase())?.self) { \(group) in")
            open("for \(newLocal()) in \(someLocal()) {")
            line("\(group).addTask { try? await \(someLocal()).\(funcName())() }")
            close()
            close()
        case 44:
            blockComment()
            statement(depth: depth)
        default:
            open("if \(condition()),")
            line("   \(someLocal()).\(varName()) != \(literal()) {")
            statements(int(1, 2), depth: depth - 1)
            close()
        }
    }

    /// Less common forms: unspaced arithmetic, key paths, tuple access, `async let`, pattern
    /// matching, constraint DSL closures, `#function`, Unicode identifiers, semicolons.
    mutating func moreStatement(depth: Int) {
        switch int(depth > 0 ? 16 : 12) {
        case 0: line("let \(newLocal()) = \(someLocal())+\(int(1, 9))*\(someLocal())-\(int(1, 99))")
        case 1: line("let \(newLocal()) = \(someLocal()).map(\\.\(varName())).sorted(by: <)")
        case 2: line("let \(newLocal()) = \\\(typeBase()).\(varName())\(chance(50) ? "?.count" : "")")
        case 3: line("print(\(someLocal()).0, \(someLocal()).1.\(varName()))")
        case 4: line("\(inAsync ? "async let" : "let") \(newLocal()) = \(inAsync ? "" : "try? ")\(someLocal()).\(funcName())()")
        case 5: line("logger.debug(\"\\(#function) at \\(#fileID):\\(#line) — \\(\(someLocal()))\")")
        case 6: line("let \(pick(["π", "Δx", "温度", "café", "ñandú"])) = \(floatLiteral())")
        case 7: line("\(someLocal()) += 1; \(someLocal()) -= \(int(1, 9));")
        case 8: line("let \(newLocal()) = \(someLocal())!.\(varName())!.\(varName()) as! \(typeBase())")
        case 9: line("let \(newLocal()) = \(someLocal()).sorted { (lhs: \(typeBase()), rhs: \(typeBase())) -> Bool in lhs.\(varName()) < rhs.\(varName()) }")
        case 10: line("let \(newLocal()): any \(pick(["Error", "Sendable", "Collection<Int>"])) = \(someLocal())")
        case 11: line("let \(newLocal()) = #selector(\(typeBase())ViewController.\(funcName())(_:))")
        case 12:
            open("if case let .\(adjective())(\(newLocal()))? = \(someLocal()) {")
            statements(1, depth: depth - 1)
            close()
        case 13:
            open("for case let \(newLocal())? in \(someLocal()) {")
            statements(int(1, 2), depth: depth - 1)
            close()
        case 14:
            open("\(someLocal()).snp.makeConstraints { make in")
            line("make.top.equalTo(\(someLocal()).snp.bottom).offset(\(int(4, 24)))")
            line("make.leading.trailing.equalToSuperview().inset(\(int(8, 20)))")
            line("make.height.equalTo(\(int(24, 88))).priority(.high)")
            close()
        default:
            let name = newLocal()
            line("let \(name) = \"\"\"")
            line("<p>\\(\(funcName())(")
            level += 1
            line("\(varName()): \(someLocal()),")
            line("count: \(someLocal()).count")
            level -= 1
            line("))</p>")
            line("\\(\(someLocal()).map { \"<li>\\($0)</li>\" }.joined(separator: \"\\n\"))")
            line("\"\"\"")
        }
    }

    mutating func guardExit() -> String {
        returnsValue ? pick(["return nil", "return .init()", "return []"]) : pick(["return", "return", "return", inThrows ? "throw \(Noun())Error.\(adjective())" : "return"])
    }

    mutating func switchStatement(depth: Int) {
        openSwitch("switch \(someLocal()) {")
        let cases = int(2, 5)
        for i in 0..<cases {
            switch int(7) {
            case 0: line("case .\(adjective()):")
            case 1: line("case .\(adjective())(let \(newLocal())):")
            case 2: line("case let .\(adjective())(\(newLocal()), _) where \(someLocal()) > \(intLiteral()):")
            case 3: line("case .\(adjective()), .\(adjective()):")
            case 4: line("case \(intLiteral())...\(int(10, 99)):")
            case 5: line("case \"\(pick(Words.keys))\":")
            default: line("case .\(adjective())(\(varName()): let \(newLocal()), \(varName()): _):")
            }
            level += 1
            if i == cases - 1 && chance(20) {
                line("fallthrough")
            } else if chance(20) {
                line("break")
            } else {
                statements(int(1, 2), depth: max(0, depth - 2))
            }
            level -= 1
        }
        line("@unknown default:")
        level += 1
        line(pick(["break", "assertionFailure(\"Unhandled case\")", "return"]))
        level -= 1
        closeSwitch()
    }

    /// One or two sentences of comment text.
    mutating func commentText() -> String {
        switch int(4) {
        case 0: return pick(Words.comments) + ". " + pick(Words.comments)
        case 1: return pick(Words.comments) + ", see `" + funcName() + "(_:)`"
        default: return pick(Words.comments)
        }
    }

    mutating func commentLine() {
        switch int(8) {
        case 0: line("// \(commentText())")
        case 1: line("// TODO: \(commentText())")
        case 2: line("// FIXME: \(commentText()) (see #\(int(100, 9999)))")
        case 3: line("/// \(commentText())")
        case 4: line("/* \(commentText()) */")
        case 5: line("// swiftlint:disable:next \(pick(["force_unwrapping", "line_length", "cyclomatic_complexity"]))")
        case 6: line("//\(commentText())")
        default: line("// NOTE: \(commentText()) — \(pick(Words.unicodePhrases))")
        }
    }

    mutating func blockComment() {
        switch int(4) {
        case 0:
            line("/*")
            line(" \(commentText()).")
            line(" /* nested: \(commentText()) */")
            line(" */")
        case 1:
            line("/* \(commentText()) /* nested */ still a comment */")
        case 2:
            line("/**")
            line(" \(commentText()).")
            line("")
            line(" - Parameter \(varName()): \(commentText()).")
            line(" - Returns: \(commentText()).")
            line(" */")
        default:
            line("/*")
            line(" let \(varName()) = \"not code\" // \(commentText())")
            line(" */")
        }
    }

    /// String literals of every form: nested interpolation, multi-line with interpolation,
    /// raw single- and multi-line, Unicode escapes, line continuations.
    mutating func stringShowcase() {
        switch int(9) {
        case 0:
            line("let \(newLocal()) = \"\\(\(someLocal()).\(varName())) has \\(\(someLocal()).count) item\\(\(someLocal()).count == 1 ? \"\" : \"s\")\"")
        case 1:
            line("let \(newLocal()) = \"\\(\"\\(\(someLocal()))\".uppercased()) — \\(\(someLocal()).map { \"\\($0)\" } ?? \"–\")\"")
        case 2:
            let name = newLocal()
            line("let \(name) = \"\"\"")
            line("\(pick(Words.phrases)), \\(\(someLocal()).\(varName()))!")
            line("  \(commentText()) \"quoted\" and \\\"escaped\\\" \\t")
            line("Total: \\(\(someLocal()).reduce(0) { $0 + $1.\(varName()) }) \\")
            line("\(pick(Words.pluralNouns))")
            line("\"\"\"")
        case 3:
            line("let \(newLocal()) = #\"\\#(\(someLocal())) \"\(noun())\": \\(raw) \\d+\"#")
        case 4:
            let name = newLocal()
            line("let \(name) = #\"\"\"")
            line("{")
            line("  \"\(pick(Words.keys))\": \"\\#(\(someLocal()))\",")
            line("  \"pattern\": \"\\d{3}-\\d{4}\", \"\"\"")
            line("}")
            line("\"\"\"#")
        case 5:
            line("let \(newLocal()) = \"\\u{1F600}\\n\\t\\u{00E9}\\0\\\\\\\"\\'\"")
        case 6:
            let name = newLocal()
            line("let \(name) = \"\"\"")
            level += 1
            line("<html>")
            line("  <body class=\"\\(\(someLocal()))\">\\(\"\\(\(someLocal()).count)\")</body>")
            line("</html>")
            line("")
            line("\"\"\"")
            level -= 1
        case 7:
            line("let \(newLocal()) = ##\"She said \"#hi\"# and left \\##(\(someLocal()))\"##")
        default:
            line("let \(newLocal()) = \(stringLiteral()) + \(stringLiteral()) + String(\(someLocal()))")
        }
    }

    mutating func numberShowcase() {
        switch int(5) {
        case 0: line("let \(newLocal()) = \(intLiteral()) + \(intLiteral()) * \(intLiteral())")
        case 1: line("let \(newLocal()): Double = \(floatLiteral()) * \(floatLiteral())")
        case 2: line("let \(newLocal()) = (\(someLocal()) >> \(int(1, 24))) & 0xFF")
        case 3: line("let \(newLocal()): UInt32 = 0x\(hex(int(0x100000, 0xFFFFFF)).uppercased())")
        default: line("let \(newLocal()) = [\(floatLiteral()), \(floatLiteral()), -\(floatLiteral()), \(intLiteral())]")
        }
    }

    mutating func regexShowcase() {
        switch int(6) {
        case 0: line("let \(newLocal()) = \(regexLiteral())")
        case 1: line("if let match = \(someLocal()).firstMatch(of: \(regexLiteral())) { print(match.0) }")
        case 2: line("let \(newLocal()) = \(someLocal()).split(separator: /\\s*,\\s*/)")
        case 3: line("let \(newLocal()) = \(someLocal()).replacing(/\\s+/, with: \" \")")
        case 4:
            let name = newLocal()
            line("let \(name) = #/")
            level += 1
            line("(?<\(noun())> [a-z]+ ) \\s* # the name")
            line(": \\s* (?<value> \\d+ )   # its value")
            level -= 1
            line("/#")
        default: line("let \(newLocal()) = try? Regex(#\"\\d{2,4}\"#)")
        }
    }
}

extension Words {
    static let comments = [
        "Keep in sync with the server", "Called on the main thread only", "Workaround for a UIKit bug",
        "The layout depends on the safe area", "Avoid a retain cycle", "Debounced to avoid flicker",
        "Matches the design spec", "Cached for performance", "Remove after the migration",
        "Falls back to the placeholder", "Must be called after viewDidLoad", "Sorted newest first",
        "Recomputed on rotation", "Only when the user is signed in", "Prefetch the next page",
        "The API returns snake_case keys", "Handles the empty state", "Values are in points",
        "Hidden behind a feature flag", "Accessibility: VoiceOver reads the title first",
    ]
}
