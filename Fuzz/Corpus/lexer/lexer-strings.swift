// Every string form, nested.
let plain = "hello, world"
let empty = ""
let escapes = "tab\tquote\"backslash\\unicode\u{1F600}newline\nend"
let nested = "a\(b["k"] + "\(c)")"
let deep = "1 \(f("2 \(g("3 \(h("4"))"))")) done"
let closures = "\(items.map { "\($0.name): \($0.count)" }.joined(separator: ", "))"
let multi = """
    Dear \(name),
      indented line
    "quoted" and ""double"" inside
    last line \
    continued
    """
let raw = #"C:\path\to\file "with quotes""#
let rawInterpolated = ##"value: \##(value) not \#(this) nor \(that)"##
let rawMulti = #"""
    raw \#(x) and \(y) "#
    """#
let rawTriple = #"""#
let emoji = "👩‍💻 ©️ café ñ 日本語"
let unicodeName = "\u{1F469}\u{200D}\u{1F4BB}"
let multiInterp = """
    \(a) \(b)
    \(c("\(d)"))
    """
