let a = "\u{1F600}\n\t"
let b = """
    hello \(name)
      world\
    end
    """
let c = #"raw \#(x) \(y) "quoted" "#
let d = ##"a"#b"##
let r = /ab+c/
let r2 = #/a/b/#
let e = x / y / z
let f = a >> b; let g: Array<Array<Int>>? = nil
let h = x?.y ?? z!.w
let i = 0x1p-3 + 1_000.5e+10 - -3 + 0b1010 &+ 0o17
#if DEBUG
print("x")
#elseif os(iOS)
#endif
if #available(iOS 17, *) {}
if #unavailable(iOS 17) {}
@available(iOS 17, *) func q<T: Equatable>(_ t: T) -> T where T: Hashable { t }
let s = 'a'
let `class` = 1
x = a ... b; x = a..<b; _ = [1...]; _ = (...5)
let z = a!=b
let m = """
    \(a)
    """
