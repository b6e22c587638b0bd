// SwiftCorpus: a deterministic generator of realistic iOS Swift source for the benchmarks.
//
// Same (index, seed, size) → same bytes, on every machine: the generator uses its own
// SplitMix64 generator, never the system's randomness. The text imitates real app code —
// UIKit view controllers and views, SwiftUI views, models, networking, extensions, enums with
// associated values, generics, closures — and exercises the whole lexical grammar: every
// string literal form (interpolation nested in interpolation, multi-line, raw with `#`),
// regex literals, every number form, line / block / nested block / doc comments, attributes,
// `#if` / `#available`. Every file parses without syntax errors under swift-syntax
// (checked with `scripts/swift-syntax-tokens --errors`, see scripts/README.md).
//
// The pieces: SwiftCorpus.swift (API, random numbers, names, literals), SwiftCorpusCode.swift
// (expressions and statements), SwiftCorpusFiles.swift (a file's layout, header, imports and
// members), and one file per kind of declaration: SwiftCorpusUIKit.swift (view controllers and
// views), SwiftCorpusSwiftUI.swift, SwiftCorpusModels.swift (models, services, view models),
// SwiftCorpusExtensions.swift (extensions and generics).
// `generate`'s i-th file is `file(index: i, seed: seed, approximateBytes: <its drawn size>)`.

import SeededRandom

enum SwiftCorpus {
    /// One file of about `approximateBytes` bytes (it ends at a declaration boundary, so it
    /// is usually a little longer). Deterministic in (index, seed, approximateBytes).
    static func file(index: Int, seed: UInt64, approximateBytes: Int) -> String {
        var generator = CorpusGenerator(seed: SplitMix64.mix(seed, UInt64(truncatingIfNeeded: index)))
        return generator.makeFile(approximateBytes: max(256, approximateBytes), maximumLines: nil)
    }

    /// Files adding up to about `totalBytes` (the last one is cut to fit), 4–44 KB each
    /// (24 KB on average: 50 MB makes about 2,200 files). Names are unique, flat, `.swift`.
    static func generate(totalBytes: Int, seed: UInt64) -> [(name: String, text: String)] {
        var sizes = SplitMix64(seed: SplitMix64.mix(seed, 0x5EED_F11E_5123))
        var files: [(name: String, text: String)] = []
        var total = 0
        var index = 0
        while total < totalBytes {
            let remaining = totalBytes - total
            var size = 4_000 + Int(sizes.next() % 40_000)
            if size > remaining { size = max(remaining, 256) }
            var generator = CorpusGenerator(seed: SplitMix64.mix(seed, UInt64(index)))
            let text = generator.makeFile(approximateBytes: size, maximumLines: nil)
            files.append((name: fileName(index: index, typeName: generator.primaryTypeName), text: text))
            total += text.utf8.count
            index += 1
        }
        return files
    }

    /// One file of exactly `lines` lines (a long view controller with its extensions and
    /// helper types), for the incremental re-lex benchmark.
    static func largeFile(lines: Int, seed: UInt64) -> String {
        var generator = CorpusGenerator(seed: SplitMix64.mix(seed, 0x1A4_6E_F11E))
        return generator.makeFile(approximateBytes: Int.max, maximumLines: max(1, lines))
    }

    static func fileName(index: Int, typeName: String) -> String {
        var digits = String(index)
        if digits.count < 5 { digits = String(repeating: "0", count: 5 - digits.count) + digits }
        return "F\(digits)_\(typeName).swift"
    }
}

// MARK: - Generator core

struct CorpusGenerator {
    var rng: SplitMix64
    var out = ""
    var lineCount = 0
    var level = 0
    var indentUnit = "    "
    var indentCases = false
    var indents: [String] = []
    /// Names the current function can refer to (locals and parameters).
    var locals: [String] = []
    /// The file's primary type, used for the file name.
    var primaryTypeName = "Main"
    /// Whether the current function is `async` / `throws`.
    var inAsync = false
    var inThrows = false
    var returnsValue = false
    /// Fixed-shape declarations already in this file (not repeated within a file).
    var usedVariants: Set<Int> = []

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        let style = rng.next() % 20
        indentUnit = style < 15 ? "    " : (style < 19 ? "  " : "\t")
        indentCases = style % 5 == 1
        var s = ""
        for _ in 0..<24 {
            indents.append(s)
            s += indentUnit
        }
    }

    // MARK: Random choices

    mutating func int(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
    mutating func int(_ low: Int, _ high: Int) -> Int { low + int(high - low + 1) }
    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
    mutating func pick(_ list: [String]) -> String { list[int(list.count)] }

    /// A variant in 0..<count of declaration group `group` not used yet in this file.
    mutating func freshVariant(group: Int, count: Int) -> Int? {
        let start = int(count)
        for step in 0..<count {
            let variant = (start + step) % count
            if usedVariants.insert(group * 100 + variant).inserted { return variant }
        }
        return nil
    }

    // MARK: Output

    mutating func line(_ text: String) {
        out += indents[min(level, indents.count - 1)]
        out += text
        out += "\n"
        lineCount += 1
    }

    mutating func blank() {
        out += "\n"
        lineCount += 1
    }

    /// A line that opens a block (`text` ends with `{`); the following lines are indented.
    mutating func open(_ text: String) {
        line(text)
        level += 1
    }

    mutating func close(_ text: String = "}") {
        level -= 1
        line(text)
    }

    /// `switch … {`: its `case` labels at the level of `switch` (Xcode's style) or, in some
    /// files, indented.
    mutating func openSwitch(_ text: String) {
        line(text)
        if indentCases { level += 1 }
    }

    mutating func closeSwitch() {
        if indentCases { level -= 1 }
        line("}")
    }

    /// Raw text appended verbatim (it must end with a newline); counts its lines.
    mutating func raw(_ text: String) {
        out += text
        for byte in text.utf8 where byte == 10 { lineCount += 1 }
    }

    var indentString: String { indents[min(level, indents.count - 1)] }

    // MARK: Names

    mutating func noun() -> String { pick(Words.nouns) }
    mutating func Noun() -> String { pick(Words.capitalizedNouns) }
    mutating func verb() -> String { pick(Words.verbs) }
    mutating func adjective() -> String { pick(Words.adjectives) }
    mutating func Adjective() -> String { pick(Words.capitalizedAdjectives) }

    /// A property or variable name: `photos`, `selectedAlbum`, `isLoading`, `recentOrderCount`.
    mutating func varName() -> String {
        switch int(9) {
        case 0: return noun()
        case 1: return pick(Words.pluralNouns)
        case 2: return adjective() + Noun()
        case 3: return adjective() + pick(Words.capitalizedPluralNouns)
        case 4: return "is" + Adjective()
        case 5: return noun() + pick(["Count", "Index", "ID", "Title", "Name", "URL", "Date", "Height", "Width", "Offset", "Spacing", "Label", "Button", "Task", "Token"])
        case 6: return adjective() + Noun() + pick(["Count", "Identifier", "Text", "View", "Handler"])
        case 7: return pick(["title", "subtitle", "count", "identifier", "createdAt", "updatedAt", "imageURL", "thumbnailURL", "isFavorite", "isEnabled", "displayName", "summary", "detailText", "progress", "duration", "rating", "price", "quantity", "status", "kind"])
        default: return "has" + Noun()
        }
    }

    /// A function name: `loadPhotos`, `configureHeader`, `refresh`.
    mutating func funcName() -> String {
        switch int(5) {
        case 0: return verb()
        case 1, 2: return verb() + Noun()
        case 3: return verb() + Adjective() + pick(Words.capitalizedPluralNouns)
        default: return verb() + Noun() + pick(["IfNeeded", "Async", "Later", "Now", "Items", "Layout", "State"])
        }
    }

    /// A type name base: `Photo`, `RecentOrder`, `PlaylistTrack`.
    mutating func typeBase() -> String {
        switch int(4) {
        case 0: return Noun()
        case 1: return Adjective() + Noun()
        default: return Noun() + Noun()
        }
    }

    /// A local name not clashing with the current ones (keeps code readable, not required).
    mutating func newLocal() -> String {
        var name = varName()
        if locals.contains(name) { name += String(locals.count) }
        locals.append(name)
        return name
    }

    mutating func someLocal() -> String {
        if locals.isEmpty || chance(30) { return varName() }
        return locals[int(locals.count)]
    }

    mutating func sfSymbol() -> String { pick(Words.symbols) }

    mutating func simpleType() -> String {
        switch int(12) {
        case 0: return "String"
        case 1: return "Int"
        case 2: return "Double"
        case 3: return "Bool"
        case 4: return "CGFloat"
        case 5: return "[\(typeBase())]"
        case 6: return "\(typeBase())?"
        case 7: return "URL?"
        case 8: return "Date"
        case 9: return "[String: \(pick(["Int", "String", "Any", "[String]", "Double"]))]"
        case 10: return "Set<\(pick(["String", "Int", "UUID"]))>"
        default: return typeBase()
        }
    }

    // MARK: Literals

    mutating func intLiteral() -> String {
        switch int(14) {
        case 0: return "0"
        case 1: return "1"
        case 2: return String(int(2, 64))
        case 3: return String(int(100, 9999))
        case 4: return "1_000"
        case 5: return "\(int(1, 999))_\(int(100, 999))"
        case 6: return "0x" + hex(int(1, 0xFFFFFF))
        case 7: return "0x" + hex(int(0, 0xFF)).uppercased()
        case 8: return "0b" + binary(int(1, 255))
        case 9: return "0o" + String(int(1, 0o777), radix: 8)
        case 10: return "-" + String(int(1, 100))
        case 11: return "0b1010_0101"
        case 12: return "0xFF_FF"
        default: return String(int(2, 12))
        }
    }

    mutating func floatLiteral() -> String {
        switch int(12) {
        case 0: return "\(int(0, 99)).\(int(0, 99))"
        case 1: return "0.\(int(1, 9))"
        case 2: return "\(int(1, 9)).\(int(0, 9))e\(int(1, 12))"
        case 3: return "1e-\(int(3, 9))"
        case 4: return "6.022_140_76e23"
        case 5: return "0x1p-\(int(1, 8))"
        case 6: return "0x1.8p\(int(1, 6))"
        case 7: return "3.141_592"
        case 8: return "\(int(1, 999)).0"
        case 9: return "2.5E+3"
        case 10: return "-0.\(int(1, 99))"
        default: return "\(int(8, 64)).0"
        }
    }

    func hex(_ value: Int) -> String { String(value, radix: 16) }
    func binary(_ value: Int) -> String { String(value, radix: 2) }

    /// A single-line string literal: plain, escaped, Unicode, interpolated (sometimes with a
    /// string literal or another interpolation nested inside the interpolation).
    mutating func stringLiteral(depth: Int = 0) -> String {
        switch int(depth > 0 ? 8 : 16) {
        case 0: return "\"\(pick(Words.phrases))\""
        case 1: return "\"\(pick(Words.keys))\""
        case 2: return "\"\""
        case 3: return "\"\(Noun()) \\(\(someLocal()))\""
        case 4: return "\"\\(\(someLocal()).\(varName())) \(pick(Words.pluralNouns))\""
        case 5: return "\"\(pick(Words.phrases))\\n\""
        case 6: return "\"\(pick(Words.unicodePhrases))\""
        case 7: return "\"\\t\\\"\(noun())\\\"\\u{2022} \\u{1F600}\""
        case 8:
            let count = someLocal()
            return "\"\\(\(count)) item\\(\(count) == 1 ? \"\" : \"s\")\""
        case 9: return "\"\(pick(Words.phrases)): \\(\(stringLiteral(depth: depth + 1)))\""
        case 10: return "\"\\(\(someLocal()).map { \"\\($0)\" }.joined(separator: \", \"))\""
        case 11: return "\"/api/v\(int(1, 3))/\(pick(Words.pluralNouns))/\\(\(someLocal()))?page=\\(\(someLocal()) + 1)\""
        case 12: return "\"\\(String(format: \"%.\(int(0, 3))f\", \(someLocal())))\""
        case 13: return "\"\(Noun()): \\(\(someLocal()) ?? \"none\")\""
        case 14: return rawStringLiteral()
        default: return "\"\\(\(someLocal()), privacy: .public)\""
        }
    }

    /// A raw string literal: `#"…"#` with `\#(…)` interpolation, `"` and `\` unescaped.
    mutating func rawStringLiteral() -> String {
        switch int(5) {
        case 0: return "#\"C:\\Users\\\(noun())\\\"quoted\" \\(not interpolated)\"#"
        case 1: return "#\"\(Noun()) \\#(\(someLocal())) \"#"
        case 2: return "##\"a \"#raw\"# string with \\##(\(someLocal()))\"##"
        case 3: return "#\"\\d+\\.\\d+ \\#(\(someLocal()).count)\"#"
        default: return "#\"{\"\(noun())\": \\#(\(someLocal())), \"ok\": true}\"#"
        }
    }

    /// A regex literal expression: `/…/` (bare, where it cannot be a division) or `#/…/#`.
    mutating func regexLiteral() -> String {
        switch int(10) {
        case 0: return "/(\\d+)-(\\w+)/"
        case 1: return "/[A-Z][a-z]+/"
        case 2: return "#/^\\s*(?<key>[a-z_]+)\\s*=\\s*(?<value>.*)$/#"
        case 3: return "/\\b\(noun())s?\\b/.ignoresCase()"
        case 4: return "#/https?://[^/\\s]+(/[^\\s]*)?/#"
        case 5: return "/(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})/"
        case 6: return "/[0-9a-fA-F]{6}/"
        case 7: return "##/a#/b/#c/##"
        case 8: return "/\\$[0-9]+(\\.[0-9]{2})?/"
        default: return "#/[#@][\\w]+/#"
        }
    }

    /// A simple literal of any kind.
    mutating func literal() -> String {
        switch int(8) {
        case 0, 1: return intLiteral()
        case 2: return floatLiteral()
        case 3, 4: return stringLiteral()
        case 5: return pick(["true", "false", "nil"])
        case 6: return "[\(intLiteral()), \(intLiteral()), \(intLiteral())]"
        default: return "[\"\(pick(Words.keys))\": \(intLiteral())]"
        }
    }
}

// MARK: - Words

enum Words {
    static let nouns = [
        "photo", "album", "user", "profile", "message", "conversation", "order", "cart", "product",
        "review", "comment", "post", "feed", "story", "event", "ticket", "recipe", "workout",
        "playlist", "track", "episode", "podcast", "note", "task", "reminder", "contact", "location",
        "place", "trip", "booking", "payment", "invoice", "account", "session", "setting",
        "notification", "badge", "avatar", "thumbnail", "attachment", "document", "folder", "tag",
        "category", "result", "page", "section", "header", "footer", "banner", "card", "tile",
        "chart", "metric", "goal", "habit", "streak", "friend", "follower", "team", "project",
        "issue", "draft", "subscription", "coupon", "wallet", "transaction", "device", "sensor",
        "reading", "forecast", "city", "route", "vehicle", "driver", "menu", "dish", "restaurant",
        "movie", "book", "author", "chapter", "lesson", "course", "quiz", "score", "level",
        "achievement", "item", "entry", "record", "channel", "video", "image", "asset", "layer",
        "marker", "pin", "region", "slot", "shift", "invite", "member", "group", "thread", "reply",
    ]
    static let verbs = [
        "load", "fetch", "reload", "refresh", "update", "configure", "present", "dismiss", "save",
        "delete", "insert", "apply", "reset", "sync", "upload", "download", "validate", "prepare",
        "render", "select", "toggle", "share", "archive", "restore", "sort", "merge", "schedule",
        "cancel", "observe", "register", "handle", "track", "format", "decode", "encode", "cache",
        "prefetch", "animate", "show", "hide", "reveal", "close", "start", "stop", "resume", "pause",
        "submit", "compose", "bind", "attach", "detach", "scroll", "highlight", "expand", "collapse",
    ]
    static let adjectives = [
        "recent", "favorite", "shared", "pending", "selected", "visible", "cached", "remote", "local",
        "primary", "secondary", "featured", "archived", "pinned", "hidden", "active", "current",
        "next", "previous", "initial", "unread", "starred", "popular", "nearby", "upcoming",
        "completed", "expired", "trending", "saved", "draft", "muted", "blocked", "verified", "new",
        "suggested", "filtered", "sorted", "grouped", "compact", "expanded", "detailed", "quick",
    ]
    static let capitalizedNouns = nouns.map(capitalized)
    static let pluralNouns = nouns.map(plural)
    static let capitalizedPluralNouns = pluralNouns.map(capitalized)
    static let capitalizedAdjectives = adjectives.map(capitalized)

    /// `photo` → `photos`, `story` → `stories`, `match` → `matches`.
    static func plural(_ word: String) -> String {
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) {
            return word.dropLast() + "ies"
        }
        if word.hasSuffix("s") || word.hasSuffix("ch") || word.hasSuffix("sh") || word.hasSuffix("x") {
            return word + "es"
        }
        return word + "s"
    }

    static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    static let phrases = [
        "Loading…", "Something went wrong", "Try again", "No results", "Done", "Cancel", "Settings",
        "Edit Profile", "Sign in to continue", "Pull to refresh", "Delete this item?", "Share",
        "Add to favorites", "Remove", "Are you sure?", "Saved", "Upload failed", "Recently viewed",
        "See all", "Welcome back", "Your order is on its way", "Tap to retry", "Offline mode",
        "Select a photo", "New message", "Mark as read", "Archive", "Search", "Filters", "Sort by",
        "Continue", "Skip", "Learn more", "Privacy", "Notifications", "Log out", "Version",
    ]
    static let unicodePhrases = [
        "Café crème", "日本語のテキスト", "Привет, мир", "🎉 Congrats!", "Größe: 12 mm", "naïve façade",
        "✓ Synced", "→ Next", "€ 12,50", "👍🏽 Liked", "Ελληνικά", "中文 (简体)", "한국어", "¿Qué tal?",
    ]
    static let keys = [
        "id", "title", "name", "created_at", "updated_at", "image_url", "user_id", "items", "count",
        "next_cursor", "status", "error", "message", "data", "page", "per_page", "total", "token",
        "com.example.app.settings", "onboardingCompleted", "lastSyncDate", "selectedTab", "theme",
    ]
    static let symbols = [
        "plus", "ellipsis.circle", "gearshape", "square.and.arrow.up", "trash", "heart", "heart.fill",
        "star", "star.fill", "magnifyingglass", "person.crop.circle", "bell", "bell.badge",
        "chevron.right", "chevron.left", "xmark", "checkmark", "photo.on.rectangle", "camera",
        "line.3.horizontal.decrease.circle", "arrow.clockwise", "pencil", "folder", "tag", "map",
        "slider.horizontal.3", "square.grid.2x2", "list.bullet", "bookmark", "paperplane",
    ]
    static let colors = [
        "systemBackground", "secondarySystemBackground", "label", "secondaryLabel", "systemBlue",
        "systemRed", "systemGreen", "tertiaryLabel", "separator", "systemGroupedBackground", "tintColor",
    ]
}
