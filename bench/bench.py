#!/usr/bin/env python3
"""make bench: time `a11ylint lint` on a large synthetic dump against a raw libyaml
event scan of the same file, in the same run, and report the ratio and peak memory."""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
from generate import write_dump  # noqa: E402


def run(command):
    """Wall time in seconds and peak resident memory in bytes of one run."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    return elapsed, usage.ru_maxrss * 1024, code


def measure(command, repeats):
    runs = [run(command) for _ in range(repeats)]
    codes = {code for _, _, code in runs}
    return statistics.median(t for t, _, _ in runs), max(m for _, m, _ in runs), codes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linter", required=True)
    parser.add_argument("--scanner", required=True)
    parser.add_argument("--nodes", type=int, default=150_000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "large.yml")
        nodes = write_dump(path, args.nodes)
        size = os.path.getsize(path)
        print(f"file: {nodes} nodes, {size / 1e6:.1f} MB (median of {args.repeats} runs each)")

        scan_time, scan_memory, scan_codes = measure([args.scanner, path], args.repeats)
        lint_time, lint_memory, lint_codes = measure([args.linter, "lint", path], args.repeats)
        if scan_codes != {0} or not lint_codes <= {0, 1}:
            print(f"error: unexpected exit codes: scan {scan_codes}, lint {lint_codes}", file=sys.stderr)
            return 1

        ratio = lint_time / scan_time
        print(f"raw libyaml event scan : {scan_time * 1000:8.1f} ms, peak {scan_memory / 1e6:7.1f} MB")
        print(f"a11ylint lint          : {lint_time * 1000:8.1f} ms, peak {lint_memory / 1e6:7.1f} MB")
        print(f"time ratio (lint/scan) : {ratio:8.2f}  (target <= 3.0)")
        print(f"peak memory / file size: {lint_memory / size:8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
