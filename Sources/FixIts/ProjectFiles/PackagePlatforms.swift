/// The iOS version a `Package.swift` supports at least, read from its tokens: `platforms: [.iOS(.v15)]`,
/// `.iOS(.v17_2)`, `.iOS("16.4")`. Nil when the manifest names no iOS platform literally (SwiftPM's
/// default then applies, which the linter does not guess).
public enum PackagePlatforms {
    public static func iOSDeploymentTarget(in manifest: SourceFile) -> OSVersion? {
        for identifier in manifest.kinds.identifiers {
            let index = Int(identifier)
            guard manifest.isWord(index, "iOS"), manifest.kind(index - 1) == .period, manifest.kind(index + 1) == .leftParen,
                  let close = manifest.brackets.partner(of: index + 1) else { continue }
            // `.v15`, `.v17_2`
            if manifest.kind(index + 2) == .period, index + 4 == close, case let name = manifest.text(index + 3), name.hasPrefix("v") {
                return OSVersion(String(name.dropFirst().map { $0 == "_" ? "." : $0 }))
            }
            if let (text, end) = manifest.simpleStringLiteral(at: index + 2), end + 1 == close { return OSVersion(text) }
        }
        return nil
    }
}
