let a = """
    line one
    line two "quoted" \t
      line three
    """
let b = #"""
    raw \#(x) line
    """#
let u = "\u{1F600}"; let u2 = "a\u{1F600}b\nc"; let u3 = "abc\ndef\t"
let n = "\("\(x)" + "y")"
let c = a ? b : c
let t = try? f(); let t2 = try! g(); let cast = x as! Int; let cast2 = x as? Int
foo(&x); let k = $0 + $1; let p = $x
let r = 1..<2; let s = 1.description; let h = 0x1.8p3; let e = 1e5
let w = x.+.y; let v = a<b && c>d
let g = foo<Int>(x)
#if os(iOS) && !targetEnvironment(macCatalyst)
#endif
let sel = #selector(tap(_:)); let fid = #fileID
#warning("todo")
let ä = 1; let 🙂 = 2
let bt = `a b`
let q = x!
  .y
let o = x !== y; let oo = !x; let ooo = -x; let q3 = x? .y
let rr = arr.filter { $0 > 1 }.map(/a+/.ignoresCase)
let div = (a) / 2 / (b)
let spl = a.split(separator: /\s+/)
let rx = #/
  a b # comment
/#
x = y/z
x = y /z
