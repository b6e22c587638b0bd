import SwiftLexer
public enum FixItsPlaceholder {}
