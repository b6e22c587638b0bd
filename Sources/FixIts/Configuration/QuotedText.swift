/// Text someone else wrote (a configuration key, a command-line argument)
/// quoted back in a message: at most `limit` characters, so a megabyte-long
/// key or argument makes a one-line message, not a flood.
public enum QuotedText {
    public static let limit = 80

    public static func bounded(_ text: String, limit: Int = QuotedText.limit) -> String {
        let head = text.prefix(limit + 1)
        return head.count > limit ? String(head.prefix(limit)) + "…" : text
    }
}
