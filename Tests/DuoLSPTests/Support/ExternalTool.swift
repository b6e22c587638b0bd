import Foundation
import XCTest

/// A program of the machine's own (patch, git, chromium) that a test drives.
enum ExternalTool {
    /// The program's path; a missing one fails the test with how to install it.
    static func path(_ name: String, package: String? = nil) throws -> String {
        for folder in ["/usr/bin", "/bin", "/usr/local/bin"] where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
            return "\(folder)/\(name)"
        }
        XCTFail("\(name) is not installed (apt-get install \(package ?? name))")
        throw CocoaError(.fileNoSuchFile)
    }

    /// Runs `name` with `arguments` in `directory`, feeding it `stdin`.
    @discardableResult
    static func run(_ name: String, _ arguments: [String], stdin: Data = Data(), in directory: URL,
                    package: String? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try path(name, package: package))
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(stdin)
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
