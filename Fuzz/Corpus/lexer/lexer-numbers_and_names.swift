#!/usr/bin/env swift
let numbers = [0, 42, 1_000_000, 0x1F, 0xFF_FF, 0o17, 0b1010_0101, 3.14, 1e10, 1.5e-3, 0x1p-2, 0x1.8p3]
let tuple = (1, 2).0, member = 4.description, hex = 0xff.description
let `class` = 1, `default` = 2
let dollar = someFunc { $0 }
let closure = { $0 + $1 }
let café = "ok", π = 3.14159, 日本 = "nihon", 🐶 = "dog"
@available(iOS 15.0, macOS 12.0, *)
@MainActor
final class ViewController: UIViewController {
    @IBOutlet private weak var label: UILabel!
    @objc func tap(_ sender: Any?) {}
}
#if DEBUG && !os(Linux)
let mode = "debug"
#elseif canImport(UIKit)
let mode = "ui"
#else
let mode = "release"
#endif
if #available(iOS 17.0, *) { print(#file, #line, #function) }
let selector = #selector(ViewController.tap(_:))
/* block /* nested */ still comment */
/// doc comment
/** doc block */
let keyPath = \ViewController.label, other = \.count
