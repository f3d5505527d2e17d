#!/usr/bin/env python3
"""Compares a11ylint's predicted focus stops with the ground truth in Tests/GroundTruth/.

Each Tests/GroundTruth/<corpus file>.yml lists the stops TalkBack or VoiceOver really
makes on that corpus file, in swipe order, with what each says. This script runs
`a11ylint announce --format json` on every corpus file that has one and prints, per
file and in total:
  expected  stops in the ground truth
  found     predicted stops at an expected position
  extra     predicted stops at no expected position
  order     found stops in the ground truth's order (longest common run)
  name      found stops whose spoken name matches (case, spacing, punctuation ignored)
  role      found stops whose role word matches (the reader's wording, normalized)
  speech    found stops whose name, value, role and states have the same words as the
            expected speech (order ignored: `speech` keeps the reader's order; the usage
            hint is left out on both sides)

  scripts/ground-truth.py [--linter .build/release/a11ylint] [--corpus ../shared/corpus]
"""
import argparse
import json
import os
import re
import subprocess
import sys

import yaml

ROLE_SYNONYMS = {
    "check box": "checkbox", "checkbox": "checkbox", "switch button": "switch", "switch": "switch",
    "edit box": "text field", "text field": "text field", "search field": "search field",
    "button": "button", "link": "link", "image": "image", "heading": "heading", "tab": "tab",
    "adjustable": "adjustable", "slider": "adjustable", "seek control": "adjustable",
    "radio button": "radio button", "toggle button": "toggle button", "drop down list": "drop down list",
}


def words(text):
    return re.findall(r"\w+", (text or "").lower())


def role_key(role):
    key = " ".join(words(role))
    return ROLE_SYNONYMS.get(key, key)


def common_run(expected, found):
    """Length of the longest common subsequence of two lists of positions."""
    previous = [0] * (len(found) + 1)
    for item in expected:
        current = [0]
        for index, other in enumerate(found):
            current.append(previous[index] + 1 if item == other else max(previous[index + 1], current[-1]))
        previous = current
    return previous[-1]


def compare(truth, predicted_stops):
    expected = truth.get("stops") or []
    by_position = {f"{stop['line']}:{stop['column']}": stop for stop in predicted_stops}
    expected_positions = [stop["at"] for stop in expected]
    found = [stop for stop in expected if stop["at"] in by_position]
    predicted_order = [f"{stop['line']}:{stop['column']}" for stop in predicted_stops
                       if f"{stop['line']}:{stop['column']}" in set(expected_positions)]
    result = {
        "expected": len(expected),
        "found": len(found),
        "extra": sum(1 for position in by_position if position not in set(expected_positions)),
        "order": common_run([stop["at"] for stop in found], predicted_order),
        "name": 0, "role": 0, "speech": 0,
    }
    for stop in found:
        predicted = by_position[stop["at"]]
        if words(predicted["name"]) == words(stop.get("name", "")):
            result["name"] += 1
        if role_key(predicted["role"]) == role_key(stop.get("role", "")):
            result["role"] += 1
        expected_words = sorted(w for w in words(stop.get("speech", "")) if w != "unlabelled")
        spoken = " ".join([predicted["name"], predicted["value"], predicted["role"]] + predicted["states"])
        if sorted(words(spoken)) == expected_words:
            result["speech"] += 1
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linter", default=".build/release/a11ylint")
    parser.add_argument("--corpus", default="../shared/corpus")
    parser.add_argument("--truth", default="Tests/GroundTruth")
    args = parser.parse_args()
    columns = ["expected", "found", "extra", "order", "name", "role", "speech"]
    total = dict.fromkeys(columns, 0)
    print("file".ljust(44) + "".join(column.rjust(9) for column in columns))
    for name in sorted(os.listdir(args.truth)):
        if not name.endswith(".yml"):
            continue
        with open(os.path.join(args.truth, name), encoding="utf-8") as handle:
            truth = yaml.safe_load(handle)
        corpus_file = os.path.join(args.corpus, truth["file"])
        if not os.path.exists(corpus_file):
            continue
        run = subprocess.run([args.linter, "announce", "--no-config", "--format", "json", corpus_file],
                             capture_output=True, text=True)
        document = json.loads(run.stdout) if run.stdout.strip() else {"screens": []}
        # The ground truth lists the app's windows only, as rules judge them.
        stops = [stop for screen in document["screens"] for stop in screen["stops"]
                 if stop.get("layer", "app") in ("app", "modal")]
        result = compare(truth, stops)
        for column in columns:
            total[column] += result[column]
        print(truth["file"][:43].ljust(44) + "".join(str(result[column]).rjust(9) for column in columns))
    print("total".ljust(44) + "".join(str(total[column]).rjust(9) for column in columns))
    return 0


if __name__ == "__main__":
    sys.exit(main())
