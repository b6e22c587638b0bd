import Foundation
import XCTest

/// Samples/PluginDemo copied to a temporary folder, its dependency on this
/// package made absolute, and built once for the whole test run: the first
/// build compiles duo-lsp for the plugin (about a minute), every later build
/// and `swift package` run reuses it.
final class PluginSample: @unchecked Sendable {
    static let shared = Result { try PluginSample() }

    let root: URL
    let swift: URL
    /// The first `swift build`, from clean.
    let firstBuild: PackagingSupport.Run

    static let view = "Sources/Postcards/PostcardView.swift"
    static let configuration = ".duo-lsp.json"

    private init() throws {
        swift = try PackagingSupport.tool("swift", package: "the Swift toolchain (/opt/swift)")
        let folder = try PackagingSupport.temporaryFolder("duo-plugin")
        root = folder.appendingPathComponent("PluginDemo")
        let sample = PackagingSupport.packageRoot.appendingPathComponent("Samples/PluginDemo")
        try FileManager.default.copyItem(at: sample, to: root)
        // A build folder is tied to its path; the copy starts clean.
        try? FileManager.default.removeItem(at: root.appendingPathComponent(".build"))
        let manifest = root.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let relative = #"let duoLSPPath = "../..""#
        guard text.contains(relative) else { throw PackagingFailure("Samples/PluginDemo/Package.swift no longer has \(relative)") }
        try Data(text.replacingOccurrences(of: relative, with: "let duoLSPPath = \"\(PackagingSupport.packageRoot.path)\"").utf8).write(to: manifest)
        firstBuild = try PackagingSupport.run(swift, ["build"], in: root, timeout: 900)
    }

    static func get() throws -> PluginSample { try shared.get() }

    func build() throws -> PackagingSupport.Run {
        try PackagingSupport.run(swift, ["build"], in: root, timeout: 300)
    }

    /// `swift package [--allow-writing-to-package-directory] duo-lsp …`.
    func package(_ arguments: [String], allowWriting: Bool = true) throws -> PackagingSupport.Run {
        try PackagingSupport.run(swift, ["package"] + (allowWriting ? ["--allow-writing-to-package-directory"] : []) + ["duo-lsp"] + arguments,
                                 in: root, timeout: 300)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(relative))
    }

    /// Runs `body` and puts the file back as it was, whatever happens, so the
    /// tests do not depend on their order.
    func restoring<T>(_ relative: String, _ body: () throws -> T) throws -> T {
        let original = try read(relative)
        defer { try? write(relative, original) }
        return try body()
    }

    /// Where a finding of the sample is reported: its absolute path in a
    /// build, as the build log gives it to Xcode.
    func located(_ relative: String, _ line: Int, _ column: Int, _ severity: String) -> String {
        "\(root.path)/\(relative):\(line):\(column): \(severity): "
    }
}

/// The lines of a build log that come from the lint step.
extension PackagingSupport.Run {
    var lintRan: Bool { output.contains("duo-lsp: linting Postcards") }
    var findings: [String] { output.split(separator: "\n").map(String.init).filter { $0.contains("[DUO") } }
}
