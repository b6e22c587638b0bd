// SwiftCorpus: what a generated file holds, its header and imports, and the members
// (properties, methods, doc comments) every declaration uses (see SwiftCorpus.swift).

extension CorpusGenerator {
    enum Flavor: CaseIterable {
        case viewController, uiView, swiftUI, model, service, viewModel, extensions, generics
    }

    // MARK: Files

    mutating func makeFile(approximateBytes: Int, maximumLines: Int?) -> String {
        out.reserveCapacity(min(approximateBytes, 4 << 20) + 16_384)
        let flavor = maximumLines != nil ? .viewController : Flavor.allCases[int(Flavor.allCases.count)]
        let base = typeBase()
        primaryTypeName = base + primarySuffix(flavor)
        fileHeader()
        imports(flavor)
        if let maximumLines {
            fillLines(maximumLines, primary: flavor, base: base)
            return out
        }
        unit(flavor, base: base)
        while out.utf8.count < approximateBytes {
            blank()
            extraUnit(primary: flavor, base: base)
        }
        return out
    }

    func primarySuffix(_ flavor: Flavor) -> String {
        switch flavor {
        case .viewController: return "ViewController"
        case .uiView: return "View"
        case .swiftUI: return "Screen"
        case .model: return ""
        case .service: return "Service"
        case .viewModel: return "ViewModel"
        case .extensions: return "+Helpers"
        case .generics: return "Store"
        }
    }

    /// Another declaration in the file: often of the same kind as the primary one (with
    /// another name), else related to the primary type (its model, service, extension, …).
    mutating func extraUnit(primary: Flavor, base: String) {
        let flavor = chance(45) ? primary : Flavor.allCases[int(Flavor.allCases.count)]
        unit(flavor, base: flavor == primary || chance(40) ? typeBase() : base)
    }

    /// Declarations up to exactly `maximumLines` lines: a declaration that would overflow is
    /// taken back and smaller ones are tried; a few one-line declarations fill the rest.
    mutating func fillLines(_ maximumLines: Int, primary: Flavor, base: String) {
        var attempts = 0
        var first = true
        while lineCount < maximumLines && attempts < 12 {
            let mark = out.utf8.count
            let saved = (lineCount, locals, usedVariants)
            if !first { blank() }
            if first {
                unit(primary, base: base)
            } else if attempts == 0 {
                extraUnit(primary: primary, base: base)
            } else if chance(50) {
                errorEnum(base: typeBase())
            } else {
                model(base: typeBase())
            }
            first = false
            if lineCount > maximumLines {
                out = String(decoding: out.utf8.prefix(mark), as: UTF8.self)
                (lineCount, locals, usedVariants) = saved
                attempts += 1
            }
        }
        if lineCount > maximumLines {
            // Only the file header is there and it is already too long (a tiny file): drop it.
            out = ""
            lineCount = 0
        }
        padLines(to: maximumLines)
    }

    mutating func padLines(to maximumLines: Int) {
        var i = 0
        while lineCount < maximumLines {
            switch i % 4 {
            case 0: line("// MARK: - \(commentText())")
            case 1: line("let \(varName())\(i) = \(literal())")
            case 2: line("/// \(commentText())")
            default: line("private let \(noun())Limit\(i) = \(intLiteral())")
            }
            i += 1
        }
    }

    mutating func fileHeader() {
        switch int(4) {
        case 0:
            line("//")
            line("//  \(primaryTypeName).swift")
            line("//  \(pick(["Photos", "Shop", "Journal", "Fitness", "Messenger", "Recipes", "Travel", "Podcasts"]))")
            line("//")
            line("//  Created by \(pick(["Jane Appleseed", "Alex Kim", "Sam Rivera", "Chen Wei", "Noor Haddad", "Luis García"])) on \(int(1, 28))/\(int(1, 12))/\(int(19, 25)).")
            line("//  Copyright © 20\(int(19, 25)) Example Inc. All rights reserved.")
            line("//")
            blank()
        case 1:
            line("// \(primaryTypeName).swift — \(commentText()).")
            blank()
        case 2:
            line("/*")
            line(" * \(primaryTypeName)")
            line(" * \(commentText()).")
            line(" */")
            blank()
        default:
            break
        }
    }

    mutating func imports(_ flavor: Flavor) {
        switch flavor {
        case .viewController, .uiView: line("import UIKit")
        case .swiftUI: line("import SwiftUI")
        case .viewModel: line(chance(50) ? "import Combine" : "import Observation")
        default: break
        }
        line("import Foundation")
        if chance(30) { line("import OSLog") }
        if chance(15) { line("@testable import \(pick(["AppCore", "Networking", "DesignSystem"]))") }
        if chance(20) {
            line("#if canImport(UIKit)")
            line("import UIKit")
            line("#endif")
        }
        blank()
        if chance(40) {
            line("private let logger = Logger(subsystem: \"com.example.\(noun())\", category: \"\(primaryTypeName)\")")
            blank()
        }
    }

    mutating func unit(_ flavor: Flavor, base: String) {
        locals = []
        switch flavor {
        case .viewController: viewController(base: base)
        case .uiView: uiView(base: base)
        case .swiftUI: swiftUIView(base: base)
        case .model: chance(60) ? model(base: base) : errorEnum(base: base)
        case .service: service(base: base)
        case .viewModel: viewModel(base: base)
        case .extensions: extensionUnit(base: base)
        case .generics: genericUnit(base: base)
        }
    }

    // MARK: Members

    /// Stored properties of a class; returns their names.
    mutating func properties(_ count: Int, uiKit: Bool) -> [String] {
        var names: [String] = []
        for _ in 0..<count {
            let name = varName()
            if names.contains(name) { continue }
            names.append(name)
            if chance(20) { line("/// \(commentText()).") }
            let access = pick(["", "", "private ", "private ", "fileprivate ", "private(set) ", "public "])
            switch int(uiKit ? 10 : 7) {
            case 0: line("\(access)var \(name): \(simpleType()) = \(literal())")
            case 1: line("\(access)let \(name) = \(literal())")
            case 2: line("\(access)var \(name): \(simpleType())?")
            case 3:
                open("\(access)var \(name): \(simpleType()) {")
                line("didSet { \(funcName())() }")
                close()
            case 4: line("\(access)lazy var \(name) = \(typeBase())(\(varName()): \(literal()))")
            case 5:
                open("\(access)var \(name): \(pick(["Int", "Bool", "String"])) {")
                locals = names
                line(expression())
                close()
            case 6: line("\(access)static let \(name) = \(literal())")
            case 7: line("private let \(name) = UILabel()")
            case 8: line("private weak var \(name): UIView?")
            default:
                open("private lazy var \(name): UIButton = {")
                line("let button = UIButton(type: .system)")
                line("button.setImage(UIImage(systemName: \"\(sfSymbol())\"), for: .normal)")
                line("button.addTarget(self, action: #selector(\(funcName())Tapped(_:)), for: .touchUpInside)")
                line("return button")
                close("}()")
            }
        }
        return names
    }

    /// A method with a generated body. `members` are names the body may refer to.
    mutating func method(members: [String], inClass: Bool, mutatingAllowed: Bool = false) {
        let name = funcName()
        var params: [String] = []
        var signature = ""
        inAsync = false
        inThrows = false
        returnsValue = false
        if chance(15) { line(pick(["@MainActor", "@discardableResult", "@available(iOS 16.0, *)", "@inlinable", "@available(*, deprecated, message: \"Use the async version\")"])) }
        var modifiers = pick(["", "", "", "private ", "private ", "fileprivate ", "public ", "internal "])
        if inClass && chance(10) { modifiers += "static " }
        if !inClass && mutatingAllowed && chance(20) { modifiers += "mutating " }
        var generic = ""
        var paramList: [String] = []
        for i in 0..<int(0, 3) {
            let p = varName()
            if params.contains(p) { continue }
            params.append(p)
            switch int(7) {
            case 0: paramList.append("_ \(p): \(simpleType())")
            case 1: paramList.append("\(p): \(simpleType())")
            case 2: paramList.append("for \(p): \(simpleType())")
            case 3: paramList.append("\(p): \(simpleType()) = \(literal())")
            case 4: paramList.append("completion \(p): @escaping (Result<[\(typeBase())], Error>) -> Void")
            case 5:
                if i == 0 { generic = "<T: \(pick(["Decodable", "Hashable", "Identifiable & Sendable", "Collection"]))>" }
                paramList.append("_ \(p): \(generic.isEmpty ? "Int" : "T")")
            default: paramList.append("with \(p): inout [\(typeBase())]")
            }
        }
        signature = "\(modifiers)func \(name)\(generic)(\(paramList.joined(separator: ", ")))"
        if chance(30) { signature += " async"; inAsync = true }
        if chance(30) { signature += " throws"; inThrows = true }
        if chance(35) {
            signature += " -> \(simpleType())"
            returnsValue = true
        }
        if !generic.isEmpty && chance(50) { signature += " where T: Sendable" }
        switch int(10) {
        case 0, 1, 2: docComment()
        case 3: commentLine()
        case 4: blockComment()
        default: break
        }
        open(signature + " {")
        locals = members + params
        statements(int(2, 7), depth: int(1, 3))
        if returnsValue { line("return \(expression())") }
        close()
    }

    mutating func docComment() {
        switch int(3) {
        case 0: line("/// \(commentText()).")
        case 1:
            line("/// \(commentText()).")
            line("///")
            line("/// - Parameters:")
            line("///   - \(varName()): \(commentText()).")
            line("/// - Returns: \(commentText()).")
        default:
            line("/**")
            line(" \(commentText()).")
            line(" ")
            line(" ```swift")
            line(" let \(varName()) = \(typeBase())()")
            line(" ```")
            line(" */")
        }
    }
}
