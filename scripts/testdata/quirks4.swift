let a: Array<Array<Array<Int>>>? = nil
var b: Optional<Int>! = nil
let c: Array<Int>=[]
let d = x >>> y
let e = Set<Int>.self
