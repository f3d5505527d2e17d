#!/usr/bin/env python3
"""Compare `a11ylint announce` with the independent review's ground-truth focus stops.

For every ../shared/review/ground-truth/<dump>.tsv (columns order, anchor, utterance,
confidence, why; conventions in ../README.md) this runs
`a11ylint announce --no-config --format json <dump>` and counts, per file:

  expected  stops the review lists
  found     predicted stops that sit on an element the review lists as a stop
  extra     predicted stops on an element the review does not list
  in order  found stops in the review's order (longest common subsequence of the two
            stop sequences, compared by element)
  words ok  found stops whose words match (see `words_match`)

Usage: python3 scripts/review-ground-truth.py [--linter PATH] [--corpus DIR] [--ground-truth DIR]
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys

# --- Where an element is -----------------------------------------------------------------------
#
# a11ylint reports a stop as (line, column) of the element in the dump. Checked against the
# dumps: both are 1-based, a line ends at a line feed only (a carriage return or a BOM is an
# ordinary character), and the column counts Unicode scalars, not bytes, up to the `<` of the
# start tag. For XCUITest debugDescription logs the element is its own line, so the line alone
# identifies it.
#
# The review names an element by an anchor: for XML the 0-based index of the element in
# document order (root or <hierarchy> = 0), for debugDescription logs the 1-based line.

# Markup that contains `<` but is not an element start tag; skipped while scanning.
XML_TOKEN = re.compile(r"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<\?.*?\?>|<![^>]*>|<(?=[A-Za-z_:])", re.S)


def xml_element_positions(text):
    """(line, column) of every element's start tag, in document order."""
    positions = []
    line, line_start, scanned = 1, 0, 0
    for token in XML_TOKEN.finditer(text):
        if token.group() != "<":
            continue
        # Advance the line counter up to this tag.
        newlines = text.count("\n", scanned, token.start())
        if newlines:
            line += newlines
            line_start = text.rindex("\n", scanned, token.start()) + 1
        scanned = token.start()
        positions.append((line, token.start() - line_start + 1))
    return positions


def anchor_to_key(anchor, element_positions):
    """The key a11ylint's stops are matched on: (line, column) for XML, line for logs."""
    if element_positions is None:
        return int(anchor)
    index = int(anchor)
    return element_positions[index] if index < len(element_positions) else ("bad anchor", index)


def stop_to_key(stop, is_xml):
    return (stop["line"], stop["column"]) if is_xml else stop["line"]


# --- What a stop says --------------------------------------------------------------------------
#
# Words match when the lower-cased sets of words (runs of letters/digits, any script) are equal
# after removing from BOTH utterances what the review and a11ylint report differently or the
# dump cannot tell:
#   - collection phrases: "in list[ <name>][, n items]", "in grid[, r rows, c columns]",
#     "out of list", "out of grid" (a11ylint reports these in a separate field);
#   - position words: "2 of 5", "2 of {n}", "row 3", "column 2";
#   - placeholders {n} and {?}.
# When the review's utterance holds {?} (app text the dump does not contain), the review's
# remaining words need only be a subset of a11ylint's. Word order and punctuation are ignored;
# extra or missing words (a role, a state, a hint-like word) make a mismatch.
COLLECTION_OR_POSITION = re.compile(
    r"(?<!\w)(?:in (?:list|grid)\b[^,]*"
    r"|out of (?:list|grid)\b"
    r"|(?:\d+|\{n\}) (?:items?|rows?|columns?)\b"
    r"|(?:\d+|\{[n?]\}) of (?:\d+|\{n\})"
    r"|(?:row|column) \d+)"
)
PLACEHOLDER = re.compile(r"\{[n?]\}")


def words(utterance):
    text = utterance.lower().replace("\\n", " ").replace("\\t", " ")
    text = COLLECTION_OR_POSITION.sub(" ", text)
    text = PLACEHOLDER.sub(" ", text)
    return set(re.findall(r"\w+", text))


def words_match(expected, predicted):
    if "{?}" in expected:
        return words(expected) <= words(predicted)
    return words(expected) == words(predicted)


# --- Counting ----------------------------------------------------------------------------------

def longest_common_subsequence(a, b):
    lengths = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            lengths[i + 1][j + 1] = lengths[i][j] + 1 if x == y else max(lengths[i][j + 1], lengths[i + 1][j])
    return lengths[-1][-1]


def read_ground_truth(path):
    """[(anchor, utterance)] in swipe order. Split by hand: cells may hold quote characters."""
    with open(path, encoding="utf-8") as f:
        rows = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    header, rows = rows[0], rows[1:]
    anchor, utterance = header.index("anchor"), header.index("utterance")
    return [(row[anchor], row[utterance]) for row in rows]


def predicted_stops(linter, dump_path):
    out = subprocess.run([linter, "announce", "--no-config", "--format", "json", dump_path],
                         capture_output=True, text=True)
    if not out.stdout.strip():
        sys.exit(f"{linter} printed nothing for {dump_path}: {out.stderr.strip()}")
    report = json.loads(out.stdout)
    return [stop for screen in report["screens"] for stop in screen["stops"]]


def measure(linter, dump_path, truth_path):
    is_xml = dump_path.endswith(".xml")
    element_positions = None
    if is_xml:
        # newline="": a11ylint counts lines by line feeds only, so "\r\r\n" must stay as it is.
        with open(dump_path, encoding="utf-8", errors="replace", newline="") as f:
            element_positions = xml_element_positions(f.read())

    expected = [(anchor_to_key(a, element_positions), u) for a, u in read_ground_truth(truth_path)]
    predicted = [(stop_to_key(s, is_xml), s["utterance"]) for s in predicted_stops(linter, dump_path)]

    # Pair the k-th predicted stop on an element with the k-th expected stop on it; any
    # predicted stop left without a partner is extra.
    expected_by_key = collections.defaultdict(list)
    for key, utterance in expected:
        expected_by_key[key].append(utterance)
    found = words_ok = 0
    for key, utterance in predicted:
        if expected_by_key[key]:
            found += 1
            words_ok += words_match(expected_by_key[key].pop(0), utterance)

    # Sanity check on the column convention: every predicted XML stop should be an element.
    known = set(element_positions or ())
    off_element = sum(1 for key, _ in predicted if is_xml and key not in known)

    return {
        "expected": len(expected),
        "found": found,
        "extra": len(predicted) - found,
        "in order": longest_common_subsequence([k for k, _ in expected], [k for k, _ in predicted]),
        "words ok": words_ok,
        "off element": off_element,
    }


def percent(part, whole):
    return f"{100 * part / whole:5.1f}%" if whole else "    -"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--linter", default=".build/debug/a11ylint")
    # The shared material lies beside the project (../shared), as the tests expect it.
    shared = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared")
    parser.add_argument("--corpus", default=os.path.join(shared, "corpus"))
    parser.add_argument("--ground-truth", default=os.path.join(shared, "review", "ground-truth"))
    args = parser.parse_args()

    columns = ["expected", "found", "extra", "in order", "words ok"]
    totals = collections.Counter()
    print(f"{'dump':42} " + " ".join(f"{c:>8}" for c in columns))
    for truth_file in sorted(os.listdir(args.ground_truth)):
        if not truth_file.endswith(".tsv"):
            continue
        dump = truth_file[: -len(".tsv")]
        counts = measure(args.linter, os.path.join(args.corpus, dump),
                         os.path.join(args.ground_truth, truth_file))
        totals.update(counts)
        note = f"  ({counts['off element']} stops not on an element start)" if counts["off element"] else ""
        print(f"{dump:42} " + " ".join(f"{counts[c]:>8}" for c in columns) + note)

    found = totals["found"]
    print(f"{'TOTAL':42} " + " ".join(f"{totals[c]:>8}" for c in columns))
    print(f"totals: expected {totals['expected']}, "
          f"found {found} ({percent(found, totals['expected']).strip()} of expected), "
          f"extra {totals['extra']} ({percent(totals['extra'], found + totals['extra']).strip()} of predicted), "
          f"in order {totals['in order']} ({percent(totals['in order'], found).strip()} of found), "
          f"words right {totals['words ok']} ({percent(totals['words ok'], found).strip()} of found)")


if __name__ == "__main__":
    main()
