// Rare input on which duo-lsp once disagreed with swift-syntax (syntax errors on purpose).
let a = Swift::print("x") :: y
let b = 1
@available(iOS 10.0e10, *) func c() {}
@available(macOS 1.0.0xff, *) func d() {}
struct S {
/ ###line 25 "line-directive.swift"
}
#line 32000 "troops_on_the_water"
let e = """
  <<<<<<< HEAD
  #line 25 "file"
  >>>>>>> other
  """
<<<<<<< HEAD
let f = 1
=======
let f = 2
>>>>>>> other
let g = 1
﻿let h = 2
