@testable import FixIts
import Foundation
import SeededRandom
import XCTest

/// The project-file readers: what they decode, where they say reading
/// stopped, and that no input makes them trap, recurse without bound or go
/// quadratic.
final class ProjectFileReaderTests: XCTestCase {
    private func read(_ text: String, path: String = "Info.plist") -> Result<ProjectDocument, ProjectFileError> {
        ProjectDocument.read(path: path, bytes: Array(text.utf8))
    }

    private func failure(_ text: String, path: String = "Info.plist") -> ProjectFileError? {
        if case .failure(let error) = read(text, path: path) { return error }
        return nil
    }

    func testXMLDecodesEntitiesCDATAAndSkipsComments() throws {
        let document = try read("""
            <?xml version="1.0"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
              <!-- a comment --><key>A &amp; B</key><string>x &lt; y &#65;&#x42;<!-- c --><![CDATA[<raw>]]></string>
              <key>Flag</key><true />
              <key>Count</key><integer> 3 </integer>
              <key>Empty</key><string/>
            </dict></plist>
            """).get()
        XCTAssertEqual(document.format, .xmlPropertyList)
        XCTAssertEqual(document.root["A & B"]?.string, "x < y AB<raw>")
        XCTAssertEqual(document.root["Flag"]?.truth, .on)
        XCTAssertEqual(document.root["Count"]?.truth, .on)
        XCTAssertEqual(document.root["Empty"]?.string, "")
    }

    func testXMLErrorsNameWhatAndWhere() {
        let text = "<plist><dict><key>A</key><string>x</string>\n<key>B</key></dict></plist>"
        let error = failure(text)
        XCTAssertEqual(error?.message, "the key B has no value")
        XCTAssertEqual(error?.offset, text.utf8.firstIndex(of: UInt8(ascii: "\n")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) + 1 })
        XCTAssertEqual(failure("<plist><dict><key>A</key><strin>x</strin></dict></plist>")?.message, "unknown element <strin>")
        XCTAssertEqual(failure("<plist><dict><!-- open </dict></plist>")?.message, "unterminated comment <!--")
        XCTAssertEqual(failure("<plist><dict></dict></plist>trailing")?.message, "unexpected text after the property list")
        XCTAssertEqual(failure("")?.message, "empty file: no property list")
    }

    func testTextFormatReadsPbxprojSyntax() throws {
        let document = try read("""
            // !$*UTF8*$!
            {
                objects = {
                    A1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {"KEY[sdk=iphoneos*]" = "a\\"b\\n"; LIST = (x, "y z", ); DATA = <0fbd 12>; }; };
                };
                rootObject = A1 /* Project object */;
            }
            """, path: "project.pbxproj").get()
        XCTAssertEqual(document.format, .textPropertyList)
        XCTAssertEqual(document.role, .xcodeProject)
        let settings = document.root["objects"]?["A1"]?["buildSettings"]
        XCTAssertEqual(settings?["KEY[sdk=iphoneos*]"]?.string, "a\"b\n")
        XCTAssertEqual(settings?["LIST"]?.elements?.compactMap(\.string), ["x", "y z"])
        XCTAssertNotNil(settings?["DATA"])
        XCTAssertEqual(failure("{ a = b }", path: "project.pbxproj") == nil, true, "a missing last ';' before '}' is tolerated")
        XCTAssertEqual(failure("{ a = b; c d; }", path: "project.pbxproj")?.message, "expected '=' after the key c, found 'd'")
        XCTAssertEqual(failure("{ a = b; /* open", path: "project.pbxproj")?.message, "unterminated comment /*")
    }

    func testJSONKeyAndValueRanges() throws {
        let text = "{\n  \"K\" /* c */ : \"YES\", // x\n  \"B\": true,\n}"
        let document = try read(text, path: "App.xcproj").get()
        let bytes = Array(text.utf8)
        let k = try XCTUnwrap(document.root.entry("K"))
        XCTAssertEqual(String(decoding: bytes[k.range], as: UTF8.self), "\"K\" /* c */ : \"YES\"")
        let b = try XCTUnwrap(document.root.entry("B"))
        XCTAssertEqual(String(decoding: bytes[b.range], as: UTF8.self), "\"B\": true")
        XCTAssertEqual(document.root["B"]?.truth, .on)
    }

    func testCommentsAreNotFoundInsideStrings() {
        let json = Array("{ \"a\": \"http://x /* y */\" } // real\n/* also */".utf8)
        XCTAssertEqual(ProjectComments.scan(json, format: .json).map { String(decoding: json[$0.range], as: UTF8.self) }, ["// real", "/* also */"])
        let xml = Array("<plist><string><![CDATA[<!-- no -->]]></string><!-- yes --></plist>".utf8)
        XCTAssertEqual(ProjectComments.scan(xml, format: .xmlPropertyList).map { String(decoding: xml[$0.range], as: UTF8.self) }, ["<!-- yes -->"])
    }

    /// Deep nesting is an error, not a stack overflow.
    func testDeepNestingIsAnError() {
        let depth = 100_000
        XCTAssertEqual(failure(String(repeating: "<dict><key>k</key>", count: depth))?.message, "nesting deeper than 256 levels")
        XCTAssertEqual(failure(String(repeating: "{a=", count: depth), path: "project.pbxproj")?.message, "nesting deeper than 256 levels")
        XCTAssertNotNil(failure(String(repeating: "[", count: depth), path: "App.xcproj"))
    }

    /// Every prefix and thousands of mutations of the fixtures read without
    /// trapping, and the whole project-file path (rules, suppressions) runs.
    func testTruncatedAndMutatedFixturesNeverTrap() throws {
        let fixtures = try ProjectFixture.all()
        XCTAssertFalse(fixtures.isEmpty)
        var generator = SplitMix64(seed: 0xD0_0403)
        let linter = Linter()
        for fixture in fixtures {
            let bytes = fixture.bytes
            for end in stride(from: 0, through: bytes.count, by: max(1, bytes.count / 97)) {
                _ = linter.lintProjectFile(SourceFile(path: fixture.name, bytes: Array(bytes[..<end])))
            }
            for _ in 0 ..< 40 where !bytes.isEmpty {
                var mutated = bytes
                for _ in 0 ..< 1 + Int(generator.next() % 4) {
                    let offset = Int(generator.next() % UInt64(mutated.count))
                    let structural: [UInt8] = Array("<>/{}()=;,\"'!-*[]".utf8) + [0x0A, 0x00, 0xFF]
                    mutated[offset] = structural[Int(generator.next() % UInt64(structural.count))]
                }
                _ = linter.lintProjectFile(SourceFile(path: fixture.name, bytes: mutated))
            }
        }
    }

    /// A big project reads in time proportional to its size.
    func testLargeProjectReadsInLinearTime() throws {
        func project(_ count: Int) -> [UInt8] {
            var text = "// !$*UTF8*$!\n{\n\tobjects = {\n"
            for index in 0 ..< count {
                text += "\t\tC\(index) /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; "
                    + "\"INFOPLIST_KEY_UIRequiresFullScreen[sdk=iphoneos*]\" = NO; SDKROOT = iphoneos; }; name = Debug; };\n"
            }
            return Array((text + "\t};\n\trootObject = C0;\n}\n").utf8)
        }
        func seconds(_ bytes: [UInt8]) -> Double {
            let start = Date()
            _ = ProjectDocument.read(path: "project.pbxproj", bytes: bytes)
            return Date().timeIntervalSince(start)
        }
        let small = project(2_000)
        let large = project(20_000)
        _ = seconds(small)
        let ratio = seconds(large) / max(seconds(small), 0.000_1)
        XCTAssertLessThan(ratio, 40, "10x the input took \(ratio)x the time")
    }
}
