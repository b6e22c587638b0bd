// The command in Xcode (a project's context menu, "DuoLSPCommandPlugin"): the
// selected targets' Swift files and the Info.plist beside them. Xcode passes
// the selection as `--target NAME`. XcodeProjectPlugin exists only in
// Xcode's toolchain: not built on Linux, so untested here (README, "Xcode").
#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

extension DuoLSPCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let (selected, command, rest) = DuoInvocation.parse(arguments)
        let targets = context.xcodeProject.targets.filter { selected.isEmpty || selected.contains($0.displayName) }
        var files: [String] = []
        var folders = Set<String>()
        for target in targets {
            for file in target.inputFiles where file.type == .source && file.url.pathExtension == "swift" {
                files.append(file.url.path(percentEncoded: false))
                folders.insert(file.url.deletingLastPathComponent().path(percentEncoded: false))
            }
        }
        for folder in folders.sorted() {
            let plist = URL(fileURLWithPath: folder).appending(path: "Info.plist")
            if FileManager.default.fileExists(atPath: plist.path(percentEncoded: false)) { files.append(plist.path(percentEncoded: false)) }
        }
        let paths = files.isEmpty ? [context.xcodeProject.directoryURL.path(percentEncoded: false)] : files
        try DuoInvocation(tool: context.tool(named: "DuoLSP").url, directory: context.xcodeProject.directoryURL)
            .run([command] + rest + paths)
    }
}
#endif
