/// Whether a file writes its user-facing text through a localization layer rather than as literals: a fix
/// that inserts an English title (DUO303's table) is then one for a person to finish, not a safe one.
extension SourceFile {
    /// `NSLocalizedString`, `String(localized:)`, `LocalizedStringKey`/`Resource`, SwiftGen's enums (`L10n`,
    /// `VectorL10n`, `AppStrings`), R.swift's `R.string.…`, the apps' own helpers (`"Done".localized`,
    /// `localizedString("done")`, DuckDuckGo's `UserText`), and catalog keys as literals (`Text("settings.title")`).
    var localizesText: Bool {
        if ["NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource", "UserText"].contains(where: { !names.of($0).isEmpty }) { return true }
        if names.of("localized").contains(where: { kind($0 + 1) == .colon || kind($0 - 1) == .period }) { return true }
        if names.of("localizedString").contains(where: { kind($0 + 1) == .leftParen }) { return true }
        if names.of("string").contains(where: { kind($0 - 1) == .period && isWord($0 - 2, "R") }) { return true }
        // An enum of strings used as `L10n.done`, `VectorL10n.share`, `AppStrings.cancel`.
        if names.of("L10n").contains(where: { kind($0 + 1) == .period }) { return true }
        if names.of(suffix: "L10n").contains(where: { kind($0 + 1) == .period }) || names.of(suffix: "Strings").contains(where: { kind($0 + 1) == .period }) {
            return true
        }
        // The app's own generated enum named for localization: `LocalString.common_done`, `Localizable.Settings.title`.
        if names.of(prefix: "Local").contains(where: { kind($0 + 1) == .period && kind($0 + 2) == .identifier && Self.namesLocalizedText(text($0)) }) {
            return true
        }
        return writesLocalizationKeys
    }

    /// `LocalString`, `Localizable`, `LocalizedStrings`, `Localization`: a type named for the app's translated text
    /// (not `Locale`, `LocalStorage`, `LocalNotification`).
    private static func namesLocalizedText(_ name: String) -> Bool {
        let words = NameWords.split(name)
        guard let first = words.first else { return false }
        if first.hasPrefix("localiz") { return true }
        return first == "local" && words.count == 2 && ["string", "strings", "text", "texts"].contains(words[1])
    }

    /// Views whose first, unlabelled string is looked up in the app's string catalog.
    private static let textTakingViews: [StaticString] = ["Text", "Button", "Label", "Toggle", "Section", "navigationTitle", "alert", "confirmationDialog"]

    /// `Text("status.image.alt-text")`, `Button("settings.push.title") { … }`: a string catalog's key written as
    /// the literal (lowercase words joined by periods), so the app's text comes from its catalog.
    private var writesLocalizationKeys: Bool {
        kinds.stringSegments.contains { segment in
            let index = Int(segment)
            return kind(index - 1) == .stringQuote && kind(index + 1) == .stringQuote && kind(index - 2) == .leftParen
                && isWord(index - 3, oneOf: Self.textTakingViews) && Self.isLocalizationKey(bytes[code[index].range])
        }
    }

    /// Two or more parts joined by periods, each a lowercase letter followed by lowercase letters, digits, `-` or `_`.
    private static func isLocalizationKey(_ text: ArraySlice<UInt8>) -> Bool {
        var parts = 1
        var partStart = true
        for byte in text {
            switch byte {
            case UInt8(ascii: "a") ... UInt8(ascii: "z"): partStart = false
            case UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"): if partStart { return false }
            case UInt8(ascii: "."):
                if partStart { return false }
                parts += 1
                partStart = true
            default: return false
            }
        }
        return parts >= 2 && !partStart
    }
}
