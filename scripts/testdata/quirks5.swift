#if compiler(>=5.3) && $NonescapableTypes
#endif
let a = foo()?.bar!
let b = (-x, !y, ~z)
let c = a?[0]
let d = x?? y
let e = _foo + _
let f = 1.0e-3.description
let g = 0xFFp2 + 0b2
let h = 1__0
let i = 0x
