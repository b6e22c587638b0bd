// swift-tools-version:6.0
import PackageDescription

// Layers (ARCHITECTURE.md): DuoLSP → FixIts → SwiftLexer, DuoLSP → JSONRPC.
// No package dependencies: the toolchain's Foundation and Dispatch only.
let package = Package(
    name: "duo-lsp",
    products: [
        .executable(name: "duo-lsp", targets: ["DuoLSP"]),
        .executable(name: "duo-bench", targets: ["DuoBench"]),
        .library(name: "SwiftLexer", targets: ["SwiftLexer"]),
        .library(name: "FixIts", targets: ["FixIts"]),
        .library(name: "JSONRPC", targets: ["JSONRPC"]),
        // For an app's package or Xcode project: lint on every build, and `swift package duo-lsp`.
        .plugin(name: "DuoLSPBuildToolPlugin", targets: ["DuoLSPBuildToolPlugin"]),
        .plugin(name: "DuoLSPCommandPlugin", targets: ["DuoLSPCommandPlugin"]),
    ],
    targets: [
        .target(name: "SwiftLexer"),
        .target(name: "JSONRPC"),
        .target(name: "FixIts", dependencies: ["SwiftLexer"]),
        .executableTarget(name: "DuoLSP", dependencies: ["SwiftLexer", "FixIts", "JSONRPC"]),
        .executableTarget(name: "DuoBench", dependencies: ["SwiftLexer", "FixIts", "JSONRPC", "SeededRandom"]),
        // Plugins run the duo-lsp executable built from this package (Plugins/README.md).
        .plugin(name: "DuoLSPBuildToolPlugin", capability: .buildTool(), dependencies: ["DuoLSP"]),
        .plugin(
            name: "DuoLSPCommandPlugin",
            capability: .command(
                intent: .custom(verb: "duo-lsp", description: "Lint the package's targets for iPhone Duo layout hazards (lint, lint --fix, report -o FILE)"),
                permissions: [.writeToPackageDirectory(reason: "lint --fix rewrites Swift files in place; report -o writes the report file")]
            ),
            dependencies: ["DuoLSP"]
        ),
        // A deterministic random generator for the benchmarks and tests; no product uses it.
        .target(name: "SeededRandom"),
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer", "SeededRandom"], exclude: ["Fixtures"]),
        .testTarget(name: "JSONRPCTests", dependencies: ["JSONRPC"]),
        .testTarget(name: "FixItsTests", dependencies: ["FixIts", "SwiftLexer", "SeededRandom"], exclude: ["Fixtures"]),
        .testTarget(name: "DuoLSPTests", dependencies: ["DuoLSP", "FixIts", "JSONRPC", "SwiftLexer", "SeededRandom"]),
        // Drives real editors (Neovim, Emacs) with the setups in editors/ against the built duo-lsp.
        .testTarget(name: "EditorTests", exclude: ["Drivers"]),
        // Builds Samples/PluginDemo with the plugins, and checks the release archive (scripts/release.sh).
        .testTarget(name: "PackagingTests"),
    ],
    swiftLanguageModes: [.v6]
)
