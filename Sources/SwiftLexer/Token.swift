public enum SwiftLexerPlaceholder {}
