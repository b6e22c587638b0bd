#!/usr/bin/env swift
/// doc
let x = "a\(b)c" // hi
/* a /* b */ */ print(x?.y, a!)
