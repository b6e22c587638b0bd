import Foundation

let a = x / y / z
let b = (width - insets.left * 2) / 2
let r1 = /[a-z]+/
let r2 = #/ab/c/#
let r3 = #/
    (?<word>\w+)   # a word
    \s*
  /#
let matches = text.matches(of: /\d+(\.\d+)?/)
let c = items.filter { $0 > 1 }.map { $0 / 2 }
let d = try? /x+/.wholeMatch(in: s)
let e = !/abc/.ignoresCase().isEmpty
let f = a ?? b, g = x?.y?.z, h = optional!.value
let i = 1...10, j = 0..<count, k = ...5
let m: [String: Array<Set<Int>>]? = nil
let n = Result<Array<Int>, Error>?.none
let o = Dictionary<String, Int>()
let p = a<b, q = c > d, s = e >> 2, t = f<<3
var u = 0; u += 1; u -= 1; u *= 2; u /= 2
func ∑(_ xs: [Int]) -> Int { xs.reduce(0, +) }
infix operator <~>: AdditionPrecedence
let v = &buffer
let w = -x + -1 - (-2)
