#!/usr/bin/env python3
"""The diff case of `make bench`: `a11ylint diff OLD NEW` on two folders of --files
screens against `a11ylint announce OLD NEW` on the same folders (the work the diff
cannot avoid: reading and modelling both sides), run turn about in one run.
Target: diff <= 2.5 x announce.

NEW is OLD with the edits a team makes between builds: every tenth screen has a
row relabelled, every tenth (others) a row removed, every twenty-fifth a row
inserted, one screen in fifty is gone and a few new ones are added.

Run alone: python3 bench/diff_case.py --linter .build/release/a11ylint
"""
import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from generate import write_dump  # noqa: E402

TARGET = 2.5


def row_block(text, row):
    """The YAML of one table row of bench/generate.py's dump."""
    start = text.index(f"        - class: UITableViewCell\n          accessibilityIdentifier: row-{row}\n")
    end = text.find("        - class: UITableViewCell\n", start + 1)
    return start, (len(text) if end < 0 else end)


def edited(text, index):
    """The NEW version of screen `index`, or the same text."""
    if index % 10 == 3:
        return text.replace('accessibilityLabel: "Produkt 3, ', 'accessibilityLabel: "Product 3, ', 1)
    if index % 10 == 7:
        start, end = row_block(text, 5)
        return text[:start] + text[end:]
    if index % 25 == 11:
        start, end = row_block(text, 2)
        inserted = text[start:end].replace("row-2", "row-new").replace("Produkt 2", "Neu")
        return text[:end] + inserted + text[end:]
    return text


def write_folders(folder, files, nodes):
    template = os.path.join(folder, "template.yml")
    write_dump(template, nodes)
    with open(template, encoding="utf-8") as source:
        text = source.read()
    old, new = os.path.join(folder, "old"), os.path.join(folder, "new")
    os.mkdir(old)
    os.mkdir(new)
    for index in range(files):
        name = f"screen-{index:04}.yml"
        with open(os.path.join(old, name), "w", encoding="utf-8") as out:
            out.write(text)
        if index % 50 != 49:
            with open(os.path.join(new, name), "w", encoding="utf-8") as out:
                out.write(edited(text, index))
    for index in range(files // 50):
        with open(os.path.join(new, f"added-{index:04}.yml"), "w", encoding="utf-8") as out:
            out.write(text.replace("Benchmark catalog", f"Added {index}"))
    return old, new


def run(linter, files=1000, nodes=200, repeats=5, report=print, measure_pair=None, settle=None):
    if measure_pair is None:
        from bench import measure_pair, settle  # noqa: F811
    with tempfile.TemporaryDirectory() as folder:
        old, new = write_folders(folder, files, nodes)
        settle()
        announce_time, diff_time, diff_memory = measure_pair(
            [linter, "announce", "--no-config", old, new], [linter, "diff", "--no-config", old, new],
            repeats, ({0}, {1}))
        ratio = diff_time / announce_time
        verdict = "ok" if ratio <= TARGET else "OVER TARGET"
        report(f"{files} screens of about {nodes} nodes on each side: announce both {announce_time * 1000:.0f} ms, "
               f"diff {diff_time * 1000:.0f} ms (peak {diff_memory / 1e6:.0f} MB), ratio {ratio:.2f} "
               f"(target <= {TARGET}, {verdict})")
        return ratio


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--linter", required=True)
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--nodes", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=5)
    arguments = parser.parse_args()
    run(arguments.linter, arguments.files, arguments.nodes, arguments.repeats, report=lambda line: print("diff  : " + line))


if __name__ == "__main__":
    main()
