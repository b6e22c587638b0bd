#!/usr/bin/env python3
"""The ecosystem check: duo-lsp's findings on real apps, against a snapshot and judged sites.

Reads the findings of `duo-lsp lint --format json` on each app of the corpus (one JSON file per
app, given as APP=FILE), then

* compares them with the committed snapshot (one `app path line code` line per finding) and prints,
  per rule, the findings that appeared and disappeared;
* scores the judged sites: the corpus's `labels.tsv` and `fix_labels.tsv` and the project's own
  verdict files (same columns as `labels.tsv`). A site matches a finding of the same app, path and
  code whose line is within one of the site's line.

It fails (exit 1) when a site judged `F` is reported, a site judged `T` is not, or a fix judged
`WRONG` is still offered. `FK` marks a false finding known to be reported (its evidence is beyond what
the rules read): counted as false in the precision, listed, not failed; use it sparingly. `MISS` sites found, and the findings no verdict covers, are counted and
listed, not failed: a missed hazard costs less than a false one.

    ecosystem.py --snapshot S --labels L --fix-labels FL [--verdicts V]… [--update] APP=FINDINGS.json[:APP_ROOT]…
"""
import argparse
import collections
import json
import sys


def read_tsv(path, columns):
    """Rows of a TSV file with a header line, as dicts; `#` lines and blank lines skipped."""
    rows = []
    with open(path, encoding="utf-8") as handle:
        header = None
        for number, line in enumerate(handle, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.split("\t")
            if header is None:
                header = fields
                missing = [c for c in columns if c not in header]
                if missing:
                    sys.exit(f"{path}: header lacks {', '.join(missing)}")
                continue
            row = dict(zip(header, fields))
            if any(c not in row for c in columns):
                sys.exit(f"{path}:{number}: expected {len(header)} tab-separated fields")
            row["line"] = int(row["line"])
            row["source"] = f"{path}:{number}"
            rows.append(row)
    return rows


class Findings:
    """The findings of every app, indexed by (app, path, code) for ±1-line matching."""

    def __init__(self, per_app):
        self.all = []
        self.by_site = collections.defaultdict(list)
        for app, items in per_app.items():
            for item in items:
                finding = {
                    "app": app,
                    "path": item["path"],
                    "line": item["start"]["line"],
                    "code": item["code"],
                    "message": item["message"],
                    "fixes": item.get("fixes", []),
                }
                self.all.append(finding)
                self.by_site[(app, finding["path"], finding["code"])].append(finding)

    def near(self, app, path, code, line):
        return [f for f in self.by_site.get((app, path, code), []) if abs(f["line"] - line) <= 1]


def relative(path, app_root):
    return path[len(app_root) + 1:] if path.startswith(app_root + "/") else path


def load_findings(pairs):
    per_app = {}
    for pair in pairs:
        app, _, spec = pair.partition("=")
        file, _, root = spec.partition(":")
        with open(file, encoding="utf-8") as handle:
            items = json.load(handle)
        for item in items:
            item["path"] = relative(item["path"], root) if root else item["path"]
        per_app[app] = items
    return Findings(per_app)


def snapshot_lines(findings):
    return sorted({f"{f['app']}\t{f['path']}\t{f['line']}\t{f['code']}" for f in findings.all})


def compare_snapshot(path, findings, update):
    current = snapshot_lines(findings)
    try:
        with open(path, encoding="utf-8") as handle:
            previous = [l.rstrip("\n") for l in handle if l.strip() and not l.startswith("#")]
    except FileNotFoundError:
        previous = []
    appeared = sorted(set(current) - set(previous))
    disappeared = sorted(set(previous) - set(current))
    print(f"snapshot: {len(current)} findings; {len(appeared)} appeared, {len(disappeared)} disappeared")
    for label, lines in (("+", appeared), ("-", disappeared)):
        by_rule = collections.defaultdict(list)
        for line in lines:
            by_rule[line.split("\t")[3]].append(line)
        for rule in sorted(by_rule):
            print(f"  {label} {rule}: {len(by_rule[rule])}")
            for line in by_rule[rule][:40]:
                app, file, number, _ = line.split("\t")
                print(f"      {label} {app} {file}:{number}")
            if len(by_rule[rule]) > 40:
                print(f"      … {len(by_rule[rule]) - 40} more")
    if update:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("# app\tpath\tline\tcode — written by scripts/ecosystem.sh --update\n")
            handle.writelines(line + "\n" for line in current)
        print(f"snapshot: wrote {path}")


# The rules that now report the hazard classes labels.tsv names `NEW-…` (issue 18).
NEW_CODES = {
    "NEW-orientation-notification": "DUO112",
    "NEW-size-class-identity": "DUO113",
    "NEW-status-bar-inset": "DUO114",
    "NEW-hand-drawn-badge": "DUO308",
    "NEW-first-scene": "DUO404",
}


def score(findings, labels, verdict_rows, fix_labels):
    failures = []
    known = []
    judged = {}  # id(finding) -> verdict
    counts = collections.Counter()
    misses_by_rule = collections.defaultdict(lambda: [0, 0])
    for row in labels + verdict_rows:
        row["code"] = NEW_CODES.get(row["code"], row["code"])
        verdict, code = row["verdict"], row["code"]
        near = findings.near(row["app"], row["path"], code, row["line"])
        where = f"{row['app']} {row['path']}:{row['line']} {code}"
        if verdict == "F":
            if near:
                failures.append(f"F site reported: {where} ({row['note']}) [{row['source']}]")
            counts["F quiet" if not near else "F reported"] += 1
        elif verdict == "T":
            if not near:
                failures.append(f"T site lost: {where} ({row['note']}) [{row['source']}]")
            counts["T kept" if near else "T lost"] += 1
        elif verdict == "MISS":
            misses_by_rule[code][1] += 1
            if near:
                misses_by_rule[code][0] += 1
            counts["MISS found" if near else "MISS missed"] += 1
        elif verdict == "FK":
            # False, and known to be reported: a false finding the rules cannot yet tell from a true one
            # (the evidence is in another file's presentation code, say). Counted as false, listed, not failed.
            counts["FK reported" if near else "FK quiet"] += 1
            if near:
                known.append(f"known false finding: {where} ({row['note']}) [{row['source']}]")
        elif verdict == "D":
            counts["D"] += 1
        else:
            failures.append(f"unknown verdict {verdict!r} [{row['source']}]")
        if verdict in ("T", "F", "D", "FK"):
            for finding in near:
                judged.setdefault(id(finding), "F" if verdict == "FK" else verdict)
        elif verdict == "MISS":
            for finding in near:
                judged.setdefault(id(finding), "T")
    # A later file's verdict on the same site wins: the project's files come after the corpus's, so a fix
    # judged WRONG that has since been replaced by a different one can be re-judged there (and is listed).
    latest = {}
    for row in fix_labels:
        key = (row["app"], row["path"], row["line"], row["code"])
        if key in latest and latest[key]["fix_verdict"] == "WRONG" and row["fix_verdict"] != "WRONG":
            print(f"fix re-judged {row['fix_verdict']}: {row['app']} {row['path']}:{row['line']} {row['code']} ({row['note']}) [{row['source']}]")
            counts["WRONG re-judged"] += 1
        latest[key] = row
    for row in latest.values():
        if row["fix_verdict"] != "WRONG":
            continue
        near = findings.near(row["app"], row["path"], row["code"], row["line"])
        if any(f["fixes"] for f in near):
            failures.append(f"WRONG fix offered: {row['app']} {row['path']}:{row['line']} {row['code']} ({row['note']})")
            counts["WRONG offered"] += 1
        else:
            counts["WRONG withdrawn"] += 1
    for line in known:
        print(line)
    return failures, judged, counts, misses_by_rule


def report(findings, judged, counts, misses_by_rule):
    rules = collections.defaultdict(lambda: collections.Counter())
    unjudged = []
    for finding in findings.all:
        verdict = judged.get(id(finding), "?")
        stats = rules[finding["code"]]
        stats["findings"] += 1
        stats[verdict] += 1
        stats["fixed"] += bool(finding["fixes"])
        if verdict == "?":
            unjudged.append(finding)
    print()
    print(f"{'rule':8} {'findings':>8} {'T':>5} {'F':>4} {'D':>4} {'?':>4} {'precision':>9} {'fixes':>6}   MISS found")
    total = collections.Counter()
    for rule in sorted(set(rules) | set(misses_by_rule)):
        stats = rules[rule]
        total.update(stats)
        true, false = stats["T"], stats["F"]
        precision = f"{100 * true / (true + false):.0f}%" if true + false else "-"
        fixes = f"{100 * stats['fixed'] / stats['findings']:.0f}%" if stats["findings"] else "-"
        found, all_misses = misses_by_rule.get(rule, (0, 0))
        miss = f"{found}/{all_misses}" if all_misses else ""
        print(f"{rule:8} {stats['findings']:8} {true:5} {false:4} {stats['D']:4} {stats['?']:4} {precision:>9} {fixes:>6}   {miss}")
    true, false = total["T"], total["F"]
    precision = f"{100 * true / (true + false):.1f}%" if true + false else "-"
    print(f"{'all':8} {total['findings']:8} {true:5} {false:4} {total['D']:4} {total['?']:4} {precision:>9}"
          f" {100 * total['fixed'] / max(1, total['findings']):5.0f}%")
    print()
    print("sites: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    if unjudged:
        print(f"\n{len(unjudged)} findings without a verdict (first 30):")
        for finding in unjudged[:30]:
            print(f"  {finding['app']}\t{finding['path']}\t{finding['line']}\t{finding['code']}\t{finding['message'][:90]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--snapshot", required=True)
    parser.add_argument("--labels", required=True)
    parser.add_argument("--fix-labels", action="append", required=True, metavar="FILE", help="fix verdicts (repeat)")
    parser.add_argument("--verdicts", action="append", default=[], metavar="FILE", help="a verdict file (repeat)")
    parser.add_argument("--update", action="store_true", help="write the snapshot from these findings")
    parser.add_argument("--unjudged", metavar="FILE", help="write the findings without a verdict to FILE (TSV)")
    parser.add_argument("findings", nargs="+", metavar="APP=FINDINGS.json[:APP_ROOT]")
    args = parser.parse_args()

    findings = load_findings(args.findings)
    compare_snapshot(args.snapshot, findings, args.update)
    labels = read_tsv(args.labels, ["app", "path", "line", "code", "verdict", "note"])
    fix_labels = [row for file in args.fix_labels for row in read_tsv(file, ["app", "path", "line", "code", "fix_verdict", "note"])]
    verdict_rows = [row for file in args.verdicts for row in read_tsv(file, ["app", "path", "line", "code", "verdict", "note"])]
    failures, judged, counts, misses_by_rule = score(findings, labels, verdict_rows, fix_labels)
    report(findings, judged, counts, misses_by_rule)
    if args.unjudged:
        with open(args.unjudged, "w", encoding="utf-8") as handle:
            handle.write("app\tpath\tline\tcode\tmessage\n")
            for finding in findings.all:
                if id(finding) not in judged:
                    handle.write(f"{finding['app']}\t{finding['path']}\t{finding['line']}\t{finding['code']}\t{finding['message']}\n")
    if failures:
        print(f"\necosystem check FAILED ({len(failures)}):")
        for failure in failures:
            print(f"  {failure}")
        return 1
    print("\necosystem check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
