#!/usr/bin/env python3
"""Compare duo-lsp's token boundaries with the Swift compiler's own parser (swift-syntax).

Runs `duo-lsp tokens FILE…` and the swift-syntax dumper (.build-tools/swift-syntax-tokens,
built by scripts/build-swift-syntax-tokens.sh) on the same files and compares the token
boundaries (byte offset, byte length). Kinds are not compared, except that a token that is a
`comment` on one side must be a `comment` on the other (`shebang` counts as a comment).

Usage:
  scripts/compare_tokens.py [options] PATH…        (files, or folders searched for *.swift)

Options:
  --duo-lsp PATH         the duo-lsp binary (default .build/release/duo-lsp); it is run as
                         `PATH tokens FILE…` (PATH may be a command with arguments, quoted)
  --lexer-output FILE    read the lexer's tokens from FILE (the `duo-lsp tokens` format,
                         `# path` headers with several files) instead of running duo-lsp
  --dumper PATH          swift-syntax dumper (default .build-tools/swift-syntax-tokens; it is
                         built first if missing)
  -n, --max-mismatches N show the first N mismatches per file (default 5)
  --ignore-string-segments
                         mismatches whose every byte lies in string literal content and where
                         swift-syntax has only stringSegment tokens (segments split after `\\n`,
                         multi-line indentation / last newline / line continuations in trivia)
                         are counted as "string-segment-only", not shown, and do not fail
  --only-mismatches      print per-file lines only for files that differ
  --include-unexpected   also compare swift-syntax's `unexpectedText` trivia (stray characters,
                         a BOM, no-break spaces, conflict markers) with duo-lsp's (printed as
                         `unexpectedText`; without this flag those are left out on both sides)
  --drop-lexer-kinds K,… ignore lexer tokens of these kinds (e.g. whitespace,newline if the
                         lexer prints trivia); zero-length lexer tokens are always ignored
  --batch N              files per process invocation (default 100)
  -j, --jobs N           parallel invocations (default 2)
  --timeout S            seconds per invocation (default 600)

Exit status: 0 if every file agrees, 1 if any mismatch (or a tool failed on a file), 2 on
usage errors.
"""

import argparse
import os
import shlex
import subprocess
import sys
import unicodedata
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_DUMPER = os.path.join(ROOT, ".build-tools", "swift-syntax-tokens")
DEFAULT_DUO = os.path.join(ROOT, ".build", "release", "duo-lsp")

QUOTES = {"stringQuote", "multilineStringQuote", "singleQuote"}


class ToolError(Exception):
    pass


# ---------------------------------------------------------------------------------------------
# Reading token dumps


def parse_dump(text, paths):
    """Parse `offset\\tlength\\tkind` lines with optional `# path` headers.

    Returns {path: [(offset, length, kind)]} for the given paths (in order). Headers are
    matched to paths by name when they are equal, else by position."""
    sections = []  # [(header or None, tokens)]
    current = None
    for lineno, line in enumerate(text.splitlines(), 1):
        if not line:
            continue
        if line.startswith("# "):
            current = (line[2:], [])
            sections.append(current)
            continue
        parts = line.split("\t")
        if len(parts) < 3:
            raise ToolError("bad token line %d: %r" % (lineno, line))
        if current is None:
            current = (None, [])
            sections.append(current)
        try:
            current[1].append((int(parts[0]), int(parts[1]), parts[2]))
        except ValueError:
            raise ToolError("bad token line %d: %r" % (lineno, line))
    result = {}
    if len(paths) == 1 and len(sections) <= 1:
        result[paths[0]] = sections[0][1] if sections else []
        return result
    by_name = {h: toks for h, toks in sections if h is not None}
    if all(p in by_name for p in paths):
        return {p: by_name[p] for p in paths}
    headed = [s for s in sections if s[0] is not None]
    if len(headed) != len(paths):
        raise ToolError("expected %d `# path` sections, found %d" % (len(paths), len(headed)))
    for p, (_, toks) in zip(paths, headed):
        result[p] = toks
    return result


def run_tool(cmd, paths, timeout):
    try:
        proc = subprocess.run(cmd + paths, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        raise ToolError("%s timed out after %ss" % (cmd[0], timeout))
    except OSError as e:
        raise ToolError("cannot run %s: %s" % (cmd[0], e))
    if proc.returncode != 0:
        err = proc.stderr.decode("utf-8", "replace").strip().splitlines()
        raise ToolError("%s exited with %d%s" % (os.path.basename(cmd[0]), proc.returncode,
                                                 (": " + err[-1]) if err else ""))
    return parse_dump(proc.stdout.decode("utf-8", "replace"), paths)


def run_batched(cmd, paths, timeout):
    """Run on a batch; on failure retry file by file so one bad file does not sink the rest.
    Returns ({path: tokens}, {path: error})."""
    try:
        return run_tool(cmd, paths, timeout), {}
    except ToolError as e:
        if len(paths) == 1:
            return {}, {paths[0]: str(e)}
    tokens, errors = {}, {}
    for p in paths:
        try:
            tokens.update(run_tool(cmd, [p], timeout))
        except ToolError as e:
            errors[p] = str(e)
    return tokens, errors


# ---------------------------------------------------------------------------------------------
# Comparison


def norm_kind(kind):
    return "comment" if kind in ("comment", "shebang") else ""


def string_content_spans(tokens):
    """Byte spans of string literal content according to swift-syntax's tokens: from the end
    of an opening quote (or of an interpolation's closing paren) to the start of the next
    non-segment token. Tokens must be in offset order."""
    spans = []
    stack = []  # "str", or ["paren", depth] for the code of an interpolation
    content_start = None
    pending_interp = False  # after `\` (and `#`s): the `(` opening an interpolation
    for off, length, kind in tokens:
        if pending_interp:
            if kind == "rawStringPoundDelimiter":
                continue
            pending_interp = False
            if kind == "leftParen":
                stack.append(["paren", 1])
                continue
            # `\` not followed by `(`: malformed; the string goes on.
        top = stack[-1] if stack else None
        if top == "str":
            if kind == "stringSegment":
                if content_start is None:
                    content_start = off
                continue
            if content_start is not None and off > content_start:
                spans.append((content_start, off))
            content_start = None
            if kind in QUOTES:
                stack.pop()
            elif kind == "backslash":
                pending_interp = True
            continue
        if kind in QUOTES:
            stack.append("str")
            content_start = off + length
            continue
        if isinstance(top, list):
            if kind == "leftParen":
                top[1] += 1
            elif kind == "rightParen":
                top[1] -= 1
                if top[1] == 0:
                    stack.pop()
                    if stack and stack[-1] == "str":
                        content_start = off + length
    return spans


def in_spans(spans, start, end):
    """Is [start, end) inside one span? spans sorted, non-overlapping."""
    lo, hi = 0, len(spans)
    while lo < hi:
        mid = (lo + hi) // 2
        if spans[mid][1] <= start:
            lo = mid + 1
        else:
            hi = mid
    return lo < len(spans) and spans[lo][0] <= start and end <= spans[lo][1]


def compare(lexer, syntax):
    """Returns (matched, regions); a region is (start, end, lexer_tokens, syntax_tokens,
    string_only)."""
    lex_keys = {(o, l): norm_kind(k) for o, l, k in lexer}
    syn_keys = {(o, l): norm_kind(k) for o, l, k in syntax}
    lex_bad = [t for t in lexer if syn_keys.get((t[0], t[1])) != norm_kind(t[2])]
    syn_bad = [t for t in syntax if lex_keys.get((t[0], t[1])) != norm_kind(t[2])]
    matched = len(syntax) - len(syn_bad)
    if not lex_bad and not syn_bad:
        return matched, []
    tagged = sorted([(t[0], t[1], t[2], "L") for t in lex_bad] +
                    [(t[0], t[1], t[2], "S") for t in syn_bad])
    regions = []
    cur = None
    for off, length, kind, side in tagged:
        end = off + max(length, 1)
        if cur is None or off >= cur[1]:
            cur = [off, end, [], []]
            regions.append(cur)
        else:
            cur[1] = max(cur[1], end)
        (cur[2] if side == "L" else cur[3]).append((off, length, kind))
    spans = string_content_spans(syntax)
    out = []
    for start, end, ltoks, stoks in regions:
        string_only = (all(k == "stringSegment" for _, _, k in stoks)
                       and all(norm_kind(k) == "" for _, _, k in ltoks)
                       and in_spans(spans, start, end))
        out.append((start, end, ltoks, stoks, string_only))
    return matched, out


# ---------------------------------------------------------------------------------------------
# Reporting


class Source:
    def __init__(self, data):
        self.data = data
        self.line_starts = [0]
        i = data.find(b"\n")
        while i >= 0:
            self.line_starts.append(i + 1)
            i = data.find(b"\n", i + 1)

    def line_col(self, offset):
        lo, hi = 0, len(self.line_starts)
        while lo + 1 < hi:
            mid = (lo + hi) // 2
            if self.line_starts[mid] <= offset:
                lo = mid
            else:
                hi = mid
        return lo + 1, offset - self.line_starts[lo] + 1

    def line_bytes(self, line):
        start = self.line_starts[line - 1]
        end = self.line_starts[line] - 1 if line < len(self.line_starts) else len(self.data)
        return start, self.data[start:end].rstrip(b"\r")

    def text(self, off, length, limit=40):
        s = self.data[off:off + length].decode("utf-8", "replace")
        if len(s) > limit:
            s = s[:limit - 1] + "…"
        return s.encode("unicode_escape").decode("ascii").replace('"', '\\"') if _needs_escape(s) else s


def _needs_escape(s):
    return any(c in s for c in "\n\r\t") or any(ord(c) < 32 for c in s)


def describe_tokens(src, toks):
    if not toks:
        return "(no token: trivia)"
    parts = []
    for off, length, kind in toks[:8]:
        line, col = src.line_col(off)
        parts.append("%d:%d+%d %s `%s`" % (line, col, length, kind, src.text(off, length)))
    if len(toks) > 8:
        parts.append("… %d more" % (len(toks) - 8))
    return "  ".join(parts)


def _visible(text):
    """Control characters and a BOM shown as `·`, tabs as one space."""
    return "".join("·" if (ord(c) < 32 or c == "\ufeff") else c for c in text.expandtabs(1))


def _width(text):
    """Terminal columns: East Asian wide/full-width characters take two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def excerpt(src, start, end, width=100):
    line, col = src.line_col(start)
    ls, raw = src.line_bytes(line)
    a = start - ls
    b = min(end - ls, len(raw))
    # Window the line around the region.
    lo = max(0, a - width // 2)
    hi = min(len(raw), max(b, lo + width))
    prefix = _visible(raw[lo:a].decode("utf-8", "replace"))
    marked = _visible(raw[a:b].decode("utf-8", "replace"))
    text = _visible(raw[lo:hi].decode("utf-8", "replace"))
    lead = "…" if lo > 0 else ""
    tail = "…" if hi < len(raw) else ""
    caret = " " * (len(lead) + _width(prefix)) + "^" * max(1, _width(marked))
    more = ""
    if end - ls > len(raw):
        more = "  (region continues to line %d)" % src.line_col(end - 1)[0]
    return "      | %s%s%s\n      | %s%s" % (lead, text, tail, caret, more)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--duo-lsp", default=DEFAULT_DUO)
    ap.add_argument("--lexer-output")
    ap.add_argument("--dumper", default=DEFAULT_DUMPER)
    ap.add_argument("-n", "--max-mismatches", type=int, default=5)
    ap.add_argument("--ignore-string-segments", action="store_true")
    ap.add_argument("--only-mismatches", action="store_true")
    ap.add_argument("--include-unexpected", action="store_true")
    ap.add_argument("--drop-lexer-kinds", default="")
    ap.add_argument("--batch", type=int, default=100)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=600)
    args = ap.parse_args()

    files = []
    for p in args.paths:
        if os.path.isdir(p):
            found = []
            for dirpath, dirnames, filenames in os.walk(p):
                dirnames.sort()
                found += [os.path.join(dirpath, f) for f in sorted(filenames)
                          if f.endswith(".swift") or f.endswith(".swiftinterface")]
            files += found
        elif os.path.isfile(p):
            files.append(p)
        else:
            print("compare_tokens: no such file or folder: %s" % p, file=sys.stderr)
            return 2
    if not files:
        print("compare_tokens: no Swift files", file=sys.stderr)
        return 2

    if args.dumper == DEFAULT_DUMPER:
        # A no-op when the dumper is newer than its source.
        subprocess.run([os.path.join(ROOT, "scripts", "build-swift-syntax-tokens.sh")], check=True)
    dumper = [args.dumper] + (["--unexpected"] if args.include_unexpected else [])
    drop_kinds = set(k for k in args.drop_lexer_kinds.split(",") if k)
    if not args.include_unexpected:
        # duo-lsp prints the text the compiler skips as `unexpectedText`, which
        # the dumper shows only with --unexpected: compare like with like.
        drop_kinds.add("unexpectedText")
    duo = shlex.split(args.duo_lsp) + ["tokens"]
    if args.lexer_output is None and not os.path.exists(duo[0]):
        print("compare_tokens: %s not found (build it with `swift build -c release`)" % duo[0],
              file=sys.stderr)
        return 2

    batches = [files[i:i + args.batch] for i in range(0, len(files), args.batch)]
    syn_tokens, lex_tokens, errors = {}, {}, {}

    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [pool.submit(run_batched, dumper, b, args.timeout) for b in batches]
        if args.lexer_output is None:
            lfutures = [pool.submit(run_batched, duo, b, args.timeout) for b in batches]
        for f in futures:
            t, e = f.result()
            syn_tokens.update(t)
            for p, msg in e.items():
                errors.setdefault(p, []).append("swift-syntax dumper: " + msg)
        if args.lexer_output is None:
            for f in lfutures:
                t, e = f.result()
                lex_tokens.update(t)
                for p, msg in e.items():
                    errors.setdefault(p, []).append("duo-lsp: " + msg)
    if args.lexer_output is not None:
        with open(args.lexer_output, encoding="utf-8", errors="replace") as fh:
            try:
                lex_tokens = parse_dump(fh.read(), files)
            except ToolError as e:
                print("compare_tokens: %s: %s" % (args.lexer_output, e), file=sys.stderr)
                return 2

    identical = identical_but_strings = 0
    total_syn = total_lex = total_matched = 0
    real_tokens = string_tokens = 0
    real_regions = string_regions = 0
    files_with_real = 0
    for path in files:
        if path in errors:
            print("%s: ERROR %s" % (path, "; ".join(errors[path])))
            continue
        syn = syn_tokens.get(path, [])
        lex = [t for t in lex_tokens.get(path, []) if t[1] > 0 and t[2] not in drop_kinds]
        matched, regions = compare(lex, syn)
        total_syn += len(syn)
        total_lex += len(lex)
        total_matched += matched
        real = [r for r in regions if not (args.ignore_string_segments and r[4])]
        strs = [r for r in regions if args.ignore_string_segments and r[4]]
        n_real = sum(len(r[2]) + len(r[3]) for r in real)
        n_str = sum(len(r[2]) + len(r[3]) for r in strs)
        real_tokens += n_real
        string_tokens += n_str
        real_regions += len(real)
        string_regions += len(strs)
        if not regions:
            identical += 1
        elif not real:
            identical_but_strings += 1
        else:
            files_with_real += 1
        if args.only_mismatches and not real:
            continue
        line = "%s: lexer %d tokens, swift-syntax %d tokens" % (path, len(lex), len(syn))
        if not regions:
            line += ", identical"
        else:
            line += ", %d mismatching tokens in %d places" % (n_real, len(real))
            if args.ignore_string_segments:
                line += " (+ %d string-segment-only tokens in %d places)" % (n_str, len(strs))
        print(line)
        if not real:
            continue
        with open(path, "rb") as fh:
            src = Source(fh.read())
        for start, end, ltoks, stoks, string_only in real[:args.max_mismatches]:
            line_no, col = src.line_col(start)
            tag = "  [inside string content]" if string_only else ""
            print("  %s:%d:%d%s" % (path, line_no, col, tag))
            print("    lexer:        " + describe_tokens(src, ltoks))
            print("    swift-syntax: " + describe_tokens(src, stoks))
            print(excerpt(src, start, end))
        if len(real) > args.max_mismatches:
            print("  … %d more places" % (len(real) - args.max_mismatches))

    compared = len(files) - len(errors)
    union = total_syn + total_lex - total_matched
    agreement = 100.0 * total_matched / union if union else 100.0
    summary = ("SUMMARY: %d files compared, %d identical, %d mismatching tokens in %d places "
               "in %d files" % (compared, identical, real_tokens, real_regions, files_with_real))
    if args.ignore_string_segments:
        summary += ("; string-segment-only: %d tokens in %d places (%d more files identical but "
                    "for them)" % (string_tokens, string_regions, identical_but_strings))
    if union:
        summary += ("; agreement %.4f%% (%d of %d distinct token boundaries; lexer %d tokens, "
                    "swift-syntax %d)" % (agreement, total_matched, union, total_lex, total_syn))
    else:
        summary += "; agreement n/a (no tokens compared)"
    if errors:
        summary += "; %d files failed" % len(errors)
    print(summary)
    return 1 if (real_tokens or errors) else 0


if __name__ == "__main__":
    sys.exit(main())
