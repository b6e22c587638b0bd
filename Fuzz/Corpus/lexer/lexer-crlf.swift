let crlf = 1
let next = "a"
/* multi
line */
let s = """
    x
    """
