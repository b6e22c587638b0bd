/// Whether a file writes its user-facing text through a localization layer rather than as literals: a fix
/// that inserts an English title (DUO303's table) is then one for a person to finish, not a safe one.
extension SourceFile {
    /// `NSLocalizedString`, `String(localized:)`, `LocalizedStringKey`/`Resource`, SwiftGen's enums (`L10n`,
    /// `VectorL10n`, `AppStrings`), R.swift's `R.string.…`, and the apps' own helpers (`"Done".localized`,
    /// `localizedString("done")`, DuckDuckGo's `UserText`).
    var localizesText: Bool {
        if ["NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource", "UserText"].contains(where: { !names.of($0).isEmpty }) { return true }
        if names.of("localized").contains(where: { kind($0 + 1) == .colon || kind($0 - 1) == .period }) { return true }
        if names.of("localizedString").contains(where: { kind($0 + 1) == .leftParen }) { return true }
        if names.of("string").contains(where: { kind($0 - 1) == .period && isWord($0 - 2, "R") }) { return true }
        // An enum of strings used as `L10n.done`, `VectorL10n.share`, `AppStrings.cancel`.
        if names.of("L10n").contains(where: { kind($0 + 1) == .period }) { return true }
        return names.of(suffix: "L10n").contains { kind($0 + 1) == .period } || names.of(suffix: "Strings").contains { kind($0 + 1) == .period }
    }
}
