import Foundation
import XCTest

/// The layers of ARCHITECTURE.md, read from the sources: the libraries import only what is below them and
/// do no I/O (FixIts is given bytes; the executable reads files), and inside the executable `Server/` and
/// `Shared/` use nothing declared in `CLI/` (what both need lives in `Shared/`).
final class LayeringTests: XCTestCase {
    private let sources = DuoBinary.packageRoot.appendingPathComponent("Sources")

    func testLibrariesImportOnlyTheLayersBelowThem() throws {
        let allowed: [String: Set<String>] = [
            "SwiftLexer": ["Foundation", "Glibc", "Musl", "Darwin"],
            "FixIts": ["Foundation", "SwiftLexer", "Glibc", "Musl", "Darwin"],
            "JSONRPC": ["Foundation", "Dispatch", "Glibc", "Musl", "Darwin"],
        ]
        for (module, imports) in allowed {
            for (path, text) in try swiftFiles(in: module) {
                for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                    let name = String(line.split(separator: " ").last ?? "")
                    XCTAssertTrue(imports.contains(name), "\(path) imports \(name), which \(module) may not depend on")
                }
            }
        }
    }

    func testFixItsAndTheLexerDoNoIO() throws {
        let io = ["FileManager", "FileHandle", "fopen(", "Process(", "contentsOfFile", "String(contentsOf", "Data(contentsOf", "readdir"]
        for module in ["FixIts", "SwiftLexer"] {
            for (path, text) in try swiftFiles(in: module) {
                let code = Self.withoutComments(text)
                for call in io where code.contains(call) {
                    XCTFail("\(path) does I/O (\(call)): FixIts is given the bytes it lints")
                }
                XCTAssertFalse(Self.containsCall(code, "open"), "\(path) opens a file: FixIts is given the bytes it lints")
            }
        }
    }

    func testServerAndSharedUseNothingDeclaredInTheCommandLine() throws {
        let commandLine = try swiftFiles(in: "DuoLSP/CLI")
        var declared = Set<String>()
        let declaration = try NSRegularExpression(pattern: #"^(?:public |final |private |fileprivate |internal )*(?:struct|enum|class|protocol|actor) ([A-Z][A-Za-z0-9]*)"#,
                                                  options: .anchorsMatchLines)
        for (_, text) in commandLine {
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { declared.insert(String(text[range])) }
            }
        }
        XCTAssertTrue(declared.contains("LintRunner") && declared.contains("DuoCommand"), "the CLI's types were not read: \(declared.sorted())")
        for folder in ["DuoLSP/Server", "DuoLSP/Shared"] {
            for (path, text) in try swiftFiles(in: folder) {
                let words = Set(Self.withoutComments(text).split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
                for name in declared.intersection(words).sorted() {
                    XCTFail("\(path) uses \(name), declared in CLI/: move what both need to Shared/")
                }
            }
        }
    }

    // MARK: Reading the sources

    private func swiftFiles(in folder: String) throws -> [(String, String)] {
        let root = sources.appendingPathComponent(folder)
        let paths = (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(paths.isEmpty, "no sources in \(root.path)")
        return try paths.sorted().map { ("\(folder)/\($0)", try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The text without `//` comments and `/* */` blocks (strings are left: a type named in a string is
    /// rare enough, and counts).
    static func withoutComments(_ text: String) -> String {
        var out = ""
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
        var inBlock = false
        while let line = lines.next() {
            var rest = Substring(line)
            if inBlock {
                guard let end = rest.range(of: "*/") else { continue }
                rest = rest[end.upperBound...]
                inBlock = false
            }
            if let start = rest.range(of: "/*"), rest.range(of: "//").map({ $0.lowerBound > start.lowerBound }) ?? true {
                if let end = rest[start.upperBound...].range(of: "*/") {
                    rest = rest[..<start.lowerBound] + rest[end.upperBound...]
                } else {
                    rest = rest[..<start.lowerBound]
                    inBlock = true
                }
            }
            if let comment = rest.range(of: "//") { rest = rest[..<comment.lowerBound] }
            out += rest + "\n"
        }
        return out
    }

    /// Whether `name(` is called as a free function (not `.open(`, not `isOpen(`).
    private static func containsCall(_ code: String, _ name: String) -> Bool {
        var search = code[...]
        while let found = search.range(of: name + "(") {
            let before = found.lowerBound == code.startIndex ? " " : code[code.index(before: found.lowerBound)]
            if !before.isLetter && !before.isNumber && before != "." && before != "_" { return true }
            search = code[found.upperBound...]
        }
        return false
    }
}
