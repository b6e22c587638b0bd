/// DUO400 unreadable-project-file: an `Info.plist`, `.pbxproj` or `.xcproj`
/// that does not parse, so the project rules could not check it.
public struct UnreadableProjectFile: Rule {
    public var code: String { "DUO400" }
    public var name: String { "unreadable-project-file" }
    public var defaultSeverity: Severity { .error }
    public var triggers: [String] { [] }
    public var fileKind: FileKind { .project }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A project file that duo-lsp cannot read, so DUO401, DUO402 and DUO405 could not check it.",
            whatItFlags: """
                An `Info.plist`, `project.pbxproj` or JSON `.xcproj` that does not parse: broken XML (a tag closed \
                by the wrong end tag, a `<key>` without a value, an unterminated comment), a `.pbxproj` missing a \
                `;` or a brace, a `.xcproj` with JSON5 syntax Xcode does not write (unquoted keys, single quotes) \
                or cut short, a top level that is not a dictionary. The finding points at the line and column \
                where reading stopped and says what was expected there. A binary property list (`bplist00`) is \
                valid but not read: it is reported as a warning with the command that converts it.
                """,
            whyItMatters: """
                The rules that keep an app launching and resizing on iPhone Duo (DUO401 requires-full-screen, \
                DUO402 missing-scene-manifest, DUO405 iphone-orientation-lock) read these files. A file they cannot read is not a clean file: \
                it is one nobody checked. Xcode rejects most of these files too, so the build would fail anyway.
                """,
            example: """
                <!-- Info.plist -->
                <dict>
                    <key>UIApplicationSceneManifest</key>
                    <dict>
                        <key>UIApplicationSupportsMultipleScenes</key>
                        <false/>
                    </array>
                </dict>
                """,
            useInstead: """
                <!-- Info.plist -->
                <dict>
                    <key>UIApplicationSceneManifest</key>
                    <dict>
                        <key>UIApplicationSupportsMultipleScenes</key>
                        <false/>
                    </dict>
                </dict>
                """,
            fixSafety: """
                No fix: the intended text cannot be known. `plutil -lint` (macOS) names the same problem; for a \
                binary property list, `plutil -convert xml1 Info.plist`. When this rule is turned off while DUO401, \
                DUO402 or DUO405 stays on, the first of them reports the unreadable file under its own code, so it is \
                never silently skipped.
                """,
            references: [
                "HIG reference §5 \"Testing\": the audit reads .pbxproj and .xcproj; malformed input is an error, not a pass (seeds/000)",
                "RULES.md, \"App and scenes\"",
            ]
        )
    }

    public func checkFile(_ context: RuleContext) {
        // The lint's one reading of the file, shared with the other project rules (reading a large
        // `project.pbxproj` a second time here was a twelfth of a batch lint).
        if case .failure(let error) = context.projectReading?.result ?? ProjectDocument.read(path: context.file.path, bytes: context.file.bytes) {
            context.reportUnreadable(error)
        }
    }

    /// What a finding at `offset` covers: the tag there (`</array>`), or the
    /// word, up to the end of the line.
    static func range(at offset: Int, in bytes: [UInt8]) -> Range<Int> {
        guard offset < bytes.count else { return max(0, bytes.count - 1) ..< bytes.count }
        var end = offset + 1
        if bytes[offset] == UInt8(ascii: "<") {
            while end < bytes.count, end - offset < 120, bytes[end] != 0x0A, bytes[end - 1] != UInt8(ascii: ">") { end += 1 }
            return offset ..< end
        }
        while end < bytes.count, end - offset < 120, ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[end]) { end += 1 }
        return offset ..< end
    }
}
