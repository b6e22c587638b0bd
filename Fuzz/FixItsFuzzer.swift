import SwiftLexer

/// libFuzzer target `fixits`: the whole rule pass and fix application on any
/// bytes. Every finding's range lies within the file and is non-empty; the
/// fixed text lexes losslessly; fixing the fixed text again changes nothing
/// (applying twice equals applying once). The same bytes are also read as a
/// project file (`Info.plist`, `project.pbxproj` or `.xcproj`, chosen by a
/// hash of the input) through the project rules, with the same range checks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fixItsFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let hash = fnv1a(input)
    // Half the runs with an old deployment target: fixes are then guarded
    // with `if #available` or withheld, a path of its own.
    let linter = hash & 1 == 0 ? defaultLinter : oldTargetLinter

    let file = SourceFile(path: "Fuzz.swift", bytes: input)
    checkRanges(linter.lint(file), byteCount: input.count, "lint")

    let once = linter.fix(file, includeUnsafe: true)
    checkLossless(Lexer.lex(once.bytes), byteCount: once.bytes.count, "the fixed text")
    checkRanges(once.remaining, byteCount: once.bytes.count, "findings after fixing")
    let twice = linter.fix(SourceFile(path: "Fuzz.swift", bytes: once.bytes), includeUnsafe: true)
    if twice.bytes != once.bytes {
        fatalError("""
            fixing the fixed text changed it again (\(twice.applied) more fixes):
            once: \(String(decoding: once.bytes.prefix(400), as: UTF8.self))
            twice: \(String(decoding: twice.bytes.prefix(400), as: UTF8.self))
            """)
    }

    let projectPath = projectPaths[Int((hash >> 1) % UInt64(projectPaths.count))]
    let project = SourceFile(path: projectPath, bytes: input)
    checkRanges(linter.lintProjectFile(project), byteCount: input.count, "project file \(projectPath)")
    return 0
}

private let defaultLinter = Linter()
/// Below iOS 16 fixes take their `if #available` forms.
private let oldTargetLinter = Linter(configuration: Configuration(deploymentTarget: OSVersion(15, 0)))
private let projectPaths = ["App/Info.plist", "App.xcodeproj/project.pbxproj", "App.xcproj"]

/// A finding's range is within the file and never empty (an empty file has
/// no byte to point at: there, only the empty range at 0 is possible).
private func checkRanges(_ diagnostics: [Diagnostic], byteCount: Int, _ what: String) {
    for diagnostic in diagnostics {
        let range = diagnostic.range
        guard range.lowerBound >= 0, range.upperBound <= byteCount else {
            fatalError("\(what): \(diagnostic.code) at \(range) is outside the file of \(byteCount) bytes")
        }
        guard !range.isEmpty || byteCount == 0 else {
            fatalError("\(what): \(diagnostic.code) has an empty range at \(range.lowerBound)")
        }
        for fix in diagnostic.fixes {
            for edit in fix.edits where edit.range.lowerBound < 0 || edit.range.upperBound > byteCount {
                fatalError("\(what): a fix of \(diagnostic.code) edits \(edit.range), outside the file of \(byteCount) bytes")
            }
        }
    }
}
