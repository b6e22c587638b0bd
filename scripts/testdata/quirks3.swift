let t = x.0.1
#sourceLocation(file: "a.swift", line: 10)
#sourceLocation()
let p = <#placeholder#>
@objc @MainActor func f(_ g: @escaping () -> Void) {}
let r = / a /
let r2 = foo(/a/, /b/)
let s = "a\rb\r\nc\\nd"
let u = "\(")")"
let v = Text("x")
  #if os(iOS)
  .padding()
  #endif
let w = a.+b
let ml = """
  line1
  line2
  """
let tab = """
	A
	  B
	"""
let e = """
    """
let e2 = """

    x

    """
let q = x ?? y
/* unterminated