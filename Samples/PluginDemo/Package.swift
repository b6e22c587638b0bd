// swift-tools-version:6.0
import Foundation
import PackageDescription

// A package that lints its target with duo-lsp's build-tool plugin on every
// `swift build` (and in Xcode), and gets `swift package duo-lsp …`.
// It uses the duo-lsp checkout it lies in; an app would write
// `.package(url: "https://github.com/<owner>/duo-lsp.git", from: "0.1.0")`
// and `package: "duo-lsp"`.
let duoLSPPath = "../.."

// SwiftPM names a package at a path after its folder.
let duoLSPFolder = URL(fileURLWithPath: duoLSPPath, relativeTo: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    .standardizedFileURL.lastPathComponent

let package = Package(
    name: "PluginDemo",
    dependencies: [.package(path: duoLSPPath)],
    targets: [
        .target(
            name: "Postcards",
            // Linted by the plugin, not a resource of the library.
            exclude: ["Info.plist"],
            plugins: [.plugin(name: "DuoLSPBuildToolPlugin", package: duoLSPFolder)]
        ),
    ]
)
