import Foundation
import PackagePlugin

/// `swift package duo-lsp lint [--fix …] [--target NAME…]` and
/// `swift package duo-lsp report [-o FILE] [--target NAME…]`: duo-lsp over the
/// package's folder (as `duo-lsp lint` in it: Info.plist files included,
/// `.build` and the configuration's "exclude" skipped) or over the Swift files
/// of the targets named. Other arguments go to duo-lsp as they are.
///
/// Writing (`lint --fix`, `report -o`) needs SwiftPM's write permission:
/// `swift package --allow-writing-to-package-directory duo-lsp lint --fix`.
@main
struct DuoLSPCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let (selected, command, rest) = DuoInvocation.parse(arguments)
        let modules = context.package.targets.compactMap(\.sourceModule)
        if let unknown = selected.first(where: { name in !modules.contains { $0.name == name } }) {
            throw DuoInvocation.Failure("no source target named '\(unknown)' in \(context.package.displayName)")
        }
        let root = context.package.directoryURL.standardizedFileURL.path(percentEncoded: false)
        let paths = selected.isEmpty ? ["."] : modules.filter { selected.contains($0.name) }.flatMap { module in
            module.sourceFiles.map(\.url).filter { $0.pathExtension == "swift" || $0.lastPathComponent.hasSuffix("Info.plist") }
                .map { DuoInvocation.relative($0.path(percentEncoded: false), to: root) }
        }
        try DuoInvocation(tool: context.tool(named: "DuoLSP").url, directory: context.package.directoryURL)
            .run([command] + rest + paths)
    }
}
