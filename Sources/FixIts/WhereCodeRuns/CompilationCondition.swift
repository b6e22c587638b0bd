/// The value of an `#if` / `#elseif` condition when the app is built for an
/// iPhone: `os(iOS)` holds, `os(watchOS)` and `targetEnvironment(macCatalyst)`
/// do not, `canImport(UIKit)` holds and `canImport(AppKit)` does not. What the
/// build decides (`DEBUG`, `arch(…)`, `swift(>=…)`, the simulator, other
/// modules) is unknown, so a branch is only ever dropped when it cannot be
/// compiled for an iPhone whatever the build's flags.
enum CompilationCondition {
    enum Truth: Equatable {
        case yes, no, unknown

        static prefix func ! (value: Truth) -> Truth {
            switch value {
            case .yes: .no
            case .no: .yes
            case .unknown: .unknown
            }
        }

        static func && (lhs: Truth, rhs: Truth) -> Truth {
            if lhs == .no || rhs == .no { return .no }
            return lhs == .yes && rhs == .yes ? .yes : .unknown
        }

        static func || (lhs: Truth, rhs: Truth) -> Truth {
            if lhs == .yes || rhs == .yes { return .yes }
            return lhs == .no && rhs == .no ? .no : .unknown
        }
    }

    /// Operating systems an `os(…)` test can name other than iOS.
    private static let otherSystems: Set<String> = ["macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows",
                                                    "Android", "FreeBSD", "OpenBSD", "WASI", "Cygwin", "PS4", "Haiku", "none"]
    /// Modules an iPhone build can import, and modules only other platforms have.
    private static let iPhoneModules: Set<String> = ["UIKit", "SwiftUI", "Foundation", "Combine", "CoreGraphics", "QuartzCore"]
    private static let otherPlatformModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices",
                                                            "TVMLKit", "RealityKitContent"]

    /// The condition in code tokens `range` (after the directive, to the end of its line).
    static func evaluate(_ range: Range<Int>, in file: SourceFile) -> Truth {
        var parser = Parser(file: file, index: range.lowerBound, end: range.upperBound)
        let value = parser.disjunction()
        return parser.index == range.upperBound ? value : .unknown
    }

    private struct Parser {
        let file: SourceFile
        var index: Int
        let end: Int

        mutating func disjunction() -> Truth {
            var value = conjunction()
            while index < end, file.isOperator(index, "||") {
                index += 1
                value = value || conjunction()
            }
            return value
        }

        mutating func conjunction() -> Truth {
            var value = unary()
            while index < end, file.isOperator(index, "&&") {
                index += 1
                value = value && unary()
            }
            return value
        }

        mutating func unary() -> Truth {
            guard index < end else { return .unknown }
            if file.isOperator(index, "!") {
                index += 1
                return !unary()
            }
            if file.kind(index) == .leftParen {
                let close = file.brackets.partner(of: index) ?? end
                index += 1
                let value = disjunction()
                index = min(end, close + 1)
                return value
            }
            if file.isWord(index, "true") { index += 1; return .yes }
            if file.isWord(index, "false") { index += 1; return .no }
            let name = file.text(index)
            index += 1
            guard index < end, file.kind(index) == .leftParen, let close = file.brackets.partner(of: index), close < end else {
                return .unknown // a build flag such as DEBUG
            }
            let argument = file.kind(index + 1) == .identifier ? file.text(index + 1) : ""
            index = close + 1
            switch name {
            case "os":
                if argument == "iOS" { return .yes }
                return CompilationCondition.otherSystems.contains(argument) ? .no : .unknown
            case "targetEnvironment":
                return argument == "macCatalyst" ? .no : .unknown
            case "canImport":
                if CompilationCondition.iPhoneModules.contains(argument) { return .yes }
                return CompilationCondition.otherPlatformModules.contains(argument) ? .no : .unknown
            default:
                return .unknown
            }
        }
    }
}
