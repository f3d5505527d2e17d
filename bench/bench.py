#!/usr/bin/env python3
"""make bench: a11ylint's speed as ratios of a raw libyaml event scan of the same
files, measured in the same run, plus peak memory and the small-screen time.

  large   one file of --nodes nodes (150k, about 34 MB): lint / scan, target <= 2.0;
          peak memory / file size, target <= 4
  many    --files screens of about 130 KB in one folder: lint (all cores) /
          scan of every file on one core, target <= 1.2
  node    peak memory of the large file per node, budget <= 900 bytes (the guard for node sizes)
  small   one screen of about 60 nodes, the pre-commit case: median wall time, target <= 30 ms
  growth  lint time of 4x the nodes / lint time of the nodes, target <= 4.4
  components  screens with a page control, stepper, tab group, table row or radio group
          every 50 nodes, in a feed and laid out flat (bench/components.py), every rule
          on: CPU time at 200,000 nodes / at 50,000, target <= 4.4
  dense   one screen with 5,000 stops all on it (the checks that compare stops with
          each other): median wall time, target <= 250 ms
  html    the many-files case's HTML report against its JSON report: time, and size
          (target <= 4x the JSON report)
  diff    `diff OLD NEW` on two folders of --files screens, NEW edited as between builds
          (bench/diff_case.py), against `announce OLD NEW`: target <= 2.5
  worst   inputs where one node has thousands of siblings or keys (bench/worst_cases.py):
          each command against lint on the same input (target <= 2.0) and 4x the input
          against the input (target <= 4.4)
  xml     the uiautomator XML path (bench/xml_cases.py): an 8.9 MB feed against the same
          screen as YAML (target <= 1.0) and against `xmllint --stream` (target <= 6.0),
          its peak memory (target <= 4x the file); the corpus's XML files against
          `xmllint`; feeds of 33 MB and 200 MB must lint

`--only xml` runs the XML cases alone (no --scanner needed), for work on the XML reader.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
import components  # noqa: E402
import diff_case  # noqa: E402
from generate import write_dense_dump, write_dump  # noqa: E402
import worst_cases  # noqa: E402
import xml_cases  # noqa: E402


def run(command):
    """Wall time in seconds, peak resident memory in bytes and exit code of one run."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    return elapsed, usage.ru_maxrss * 1024, os.waitstatus_to_exitcode(status)


def settle():
    """Writes the generated files out before anything is timed: the kernel would
    otherwise flush tens of megabytes of them during the first measurements, on
    one of the cores a lint uses."""
    os.sync()


def measure(command, repeats, accepted):
    run(command)  # once untimed, so that the first timed run does not read the file from disk
    runs = [run(command) for _ in range(repeats)]
    codes = {code for _, _, code in runs}
    if not codes <= accepted:
        raise SystemExit(f"error: {' '.join(command[:2])} exited with {codes}")
    return statistics.median(t for t, _, _ in runs), max(m for _, m, _ in runs)


def measure_pair(first, second, repeats, accepted):
    """Median times of two commands run turn about, and the second's peak memory:
    a machine whose speed drifts during the run (other guests on the host) then
    slows both alike instead of only whichever ran later."""
    runs = {0: [], 1: []}
    run(first)  # each once untimed, as in `measure`
    run(second)
    for _ in range(repeats):
        for which, command in ((0, first), (1, second)):
            runs[which].append(run(command))
    for which, command in ((0, first), (1, second)):
        codes = {code for _, _, code in runs[which]}
        if not codes <= accepted[which]:
            raise SystemExit(f"error: {' '.join(command[:2])} exited with {codes}")
    return (statistics.median(t for t, _, _ in runs[0]), statistics.median(t for t, _, _ in runs[1]),
            max(m for _, m, _ in runs[1]))


def verdict(value, target):
    return "ok" if value <= target else "OVER TARGET"


def html_report(lint, screens, folder, repeats):
    """Times the HTML and the JSON report of a folder of screens and compares their sizes."""
    sizes, times = {}, {}
    for kind in ("json", "html"):
        report = os.path.join(folder, f"report.{kind}")
        times[kind], _ = measure(lint + ["--report", f"{kind}={report}", screens],
                                 max(1, repeats // 2), {0, 1})
        sizes[kind] = os.path.getsize(report)
    ratio = sizes["html"] / sizes["json"]
    print(f"html  : report of the many files {sizes['html'] / 1e6:.0f} MB in {times['html'] * 1000:.0f} ms; "
          f"JSON report {sizes['json'] / 1e6:.0f} MB in {times['json'] * 1000:.0f} ms; "
          f"size ratio {ratio:.2f} (target <= 4, {verdict(ratio, 4)})")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linter", required=True)
    parser.add_argument("--scanner", help="the raw libyaml scan (bench/yaml_scan.c); not needed with --only xml")
    parser.add_argument("--nodes", type=int, default=150_000)
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--only", choices=["xml"], help="run only these cases: xml (bench/xml_cases.py)")
    parser.add_argument("--corpus", default=xml_cases.DEFAULT_CORPUS,
                        help="real dumps for the XML many-files case (default ../shared/corpus)")
    args = parser.parse_args()
    if args.only != "xml" and not args.scanner:
        parser.error("give --scanner (or --only xml)")
    if args.only == "xml":
        xml_cases.run(args.linter, repeats=args.repeats, corpus=args.corpus)
        return 0
    lint = [args.linter, "lint", "--no-config"]

    with tempfile.TemporaryDirectory() as folder:
        print(f"median of {args.repeats} runs each, after one untimed run; ratios against raw libyaml scans "
              "run turn about with them")

        large = os.path.join(folder, "large.yml")
        nodes = write_dump(large, args.nodes)
        size = os.path.getsize(large)
        settle()
        scan_time, lint_time, lint_memory = measure_pair([args.scanner, large], lint + [large], args.repeats,
                                                         ({0}, {0, 1}))
        ratio, memory = lint_time / scan_time, lint_memory / size
        print(f"large : {nodes} nodes, {size / 1e6:.1f} MB: scan {scan_time * 1000:.0f} ms, "
              f"lint {lint_time * 1000:.0f} ms, ratio {ratio:.2f} (target <= 2.0, {verdict(ratio, 2.0)}); "
              f"peak {lint_memory / 1e6:.0f} MB = {memory:.2f} x file (target <= 4, {verdict(memory, 4)})")
        # The budget for the size of a loaded node, its model node and its facts
        # together: unit tests no longer pin type layouts, the peak memory does.
        per_node = lint_memory / nodes
        print(f"node  : {per_node:.0f} bytes of peak memory per node (budget <= 900, {verdict(per_node, 900)})")

        quarter = os.path.join(folder, "quarter.yml")
        write_dump(quarter, args.nodes // 4)
        settle()
        quarter_time, _ = measure(lint + [quarter], args.repeats, {0, 1})
        growth = lint_time / quarter_time
        print(f"growth: {args.nodes // 4} -> {nodes} nodes: {quarter_time * 1000:.0f} ms -> {lint_time * 1000:.0f} ms, "
              f"x{growth:.2f} (target <= 4.4, {verdict(growth, 4.4)})")
        # The same growth where components crowd the screen: the checks that look around them.
        components.run(args.linter, repeats=max(1, args.repeats // 2), report=lambda line: print("components: " + line))

        screens = os.path.join(folder, "screens")
        os.mkdir(screens)
        template = os.path.join(folder, "screen.yml")
        write_dump(template, 580)
        for index in range(args.files):
            shutil.copyfile(template, os.path.join(screens, f"screen-{index:04}.yml"))
        files = sorted(os.path.join(screens, name) for name in os.listdir(screens))
        total = sum(os.path.getsize(path) for path in files)
        settle()
        many_scan, many_lint, _ = measure_pair([args.scanner] + files, lint + [screens], args.repeats, ({0}, {0, 1}))
        many = many_lint / many_scan
        print(f"many  : {len(files)} files, {total / 1e6:.0f} MB: one-core scan {many_scan * 1000:.0f} ms, "
              f"lint {many_lint * 1000:.0f} ms on {os.cpu_count()} cores, ratio {many:.2f} "
              f"(target <= 1.2, {verdict(many, 1.2)})")

        html_report(lint, screens, folder, args.repeats)

        diff_case.run(args.linter, files=args.files, repeats=args.repeats,
                      report=lambda line: print("diff  : " + line), measure_pair=measure_pair, settle=settle)

        small = os.path.join(folder, "small.yml")
        write_dump(small, 60)
        settle()  # the reports just written too
        small_time, _ = measure(lint + [small], max(args.repeats, 21), {0, 1})
        print(f"small : 60 nodes: median {small_time * 1000:.1f} ms (target <= 30 ms, {verdict(small_time * 1000, 30)})")

        dense = os.path.join(folder, "dense.yml")
        write_dense_dump(dense, 5000)
        settle()
        dense_time, _ = measure(lint + [dense], args.repeats, {0, 1})
        print(f"dense : 5000 stops on one screen: median {dense_time * 1000:.0f} ms "
              f"(target <= 250 ms, {verdict(dense_time * 1000, 250)})")

    worst_cases.run(args.linter, list(worst_cases.CASES), repeats=max(1, args.repeats // 2),
                    report=lambda line: print("worst : " + line))
    xml_cases.run(args.linter, repeats=args.repeats, corpus=args.corpus)
    return 0


if __name__ == "__main__":
    sys.exit(main())
