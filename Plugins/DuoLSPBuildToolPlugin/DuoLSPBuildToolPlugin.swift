import Foundation
import PackagePlugin

/// Lints a SwiftPM target on every build that changed one of its Swift files,
/// its Info.plist or a `.duo-lsp.json` above them; the findings are the
/// build's warnings at file, line and column.
@main
struct DuoLSPBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let swiftFiles = module.sourceFiles(withSuffix: "swift").map(\.url)
        let listed = module.sourceFiles.map(\.url)
        return try LintStep(
            name: target.name,
            tool: context.tool(named: "DuoLSP").url,
            workDirectory: context.pluginWorkDirectoryURL,
            swiftFiles: swiftFiles,
            // Info.plist is usually excluded from a SwiftPM target, so it is
            // looked for at the target's root too, not only in its file list.
            otherFiles: listed,
            folders: commonFolder(of: listed).map { [$0] } ?? []
        ).commands()
    }

    /// The deepest folder holding all of `files`: the target's folder, as far
    /// as its files tell (`Target.directoryURL` needs tools version 6.1).
    private func commonFolder(of files: [URL]) -> URL? {
        guard var common = files.first?.deletingLastPathComponent().standardizedFileURL.pathComponents else { return nil }
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return common.isEmpty ? nil : URL(fileURLWithPath: NSString.path(withComponents: common))
    }
}
