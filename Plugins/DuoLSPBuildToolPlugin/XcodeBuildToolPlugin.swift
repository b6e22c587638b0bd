// The same lint step for a target of an Xcode project (Xcode's "Run Build Tool
// Plug-ins" phase). XcodeProjectPlugin exists only in Xcode's toolchain, so on
// Linux this file compiles to nothing; it has not been built here (see
// README, "Xcode").
#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

extension DuoLSPBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let swiftFiles = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        // An app's Info.plist is not an input file of any build phase; it is
        // found beside the Swift files (App/Info.plist next to App/*.swift).
        return try LintStep(
            name: target.displayName,
            tool: context.tool(named: "DuoLSP").url,
            workDirectory: context.pluginWorkDirectoryURL,
            swiftFiles: swiftFiles,
            otherFiles: target.inputFiles.map(\.url),
            folders: []
        ).commands()
    }
}
#endif
