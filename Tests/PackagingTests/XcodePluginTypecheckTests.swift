import Foundation
import XCTest

/// The plugins' Xcode conformances (`#if canImport(XcodeProjectPlugin)`)
/// compile to nothing on Linux. This typechecks them against a stand-in of
/// XcodeProjectPlugin holding only what they use, declared as Apple's
/// documentation and Xcode's own plugin templates describe it: a typo or a
/// wrong type fails here; a difference between that description and the
/// module Xcode ships would not (README, "Xcode": not tested in Xcode).
final class XcodePluginTypecheckTests: XCTestCase {
    static let standIn = """
        import Foundation
        import PackagePlugin

        public struct XcodePluginContext {
            public var xcodeProject: XcodeProject
            public var pluginWorkDirectoryURL: URL
            public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
        }

        public struct XcodeProject {
            public var displayName: String
            public var directoryURL: URL
            public var targets: [XcodeTarget]
        }

        public struct XcodeTarget {
            public var displayName: String
            public var inputFiles: FileList
        }

        public protocol XcodeBuildToolPlugin: Plugin {
            func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
        }

        public protocol XcodeCommandPlugin: Plugin {
            func performCommand(context: XcodePluginContext, arguments: [String]) throws
        }

        """

    func testXcodeConformancesTypecheck() throws {
        let swiftc = try PackagingSupport.tool("swiftc", package: "the Swift toolchain (/opt/swift)")
        let pluginAPI = swiftc.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/pm/PluginAPI").path
        let folder = try PackagingSupport.temporaryFolder("duo-xcode-api")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("XcodeProjectPlugin.swift")
        try Data(Self.standIn.utf8).write(to: source)
        let module = try PackagingSupport.run(swiftc, ["-emit-module", "-module-name", "XcodeProjectPlugin", "-package-description-version", "6.0",
                                                       "-I", pluginAPI, source.path, "-o", folder.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path],
                                              in: folder, timeout: 120)
        XCTAssertEqual(module.status, 0, module.output)

        for plugin in ["DuoLSPBuildToolPlugin", "DuoLSPCommandPlugin"] {
            let directory = PackagingSupport.packageRoot.appendingPathComponent("Plugins/\(plugin)")
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
            XCTAssertTrue(files.contains { $0.hasPrefix("Xcode") }, "\(plugin) has its Xcode conformance")
            let check = try PackagingSupport.run(swiftc, ["-typecheck", "-parse-as-library", "-package-description-version", "6.0",
                                                          "-I", pluginAPI, "-I", folder.path]
                                                    + files.map { directory.appendingPathComponent($0).path }, timeout: 120)
            XCTAssertEqual(check.status, 0, "\(plugin) with the XcodeProjectPlugin stand-in:\n\(check.output)")
        }
    }
}
