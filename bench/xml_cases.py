#!/usr/bin/env python3
"""The uiautomator XML path's speed and memory (issue 40), as ratios of CPU time
(user and system, of the child alone) measured in the same run, the commands run
turn about after one untimed run of each:

  xml-large  one feed of about 8.9 MB (bench/uiautomator_feed.py): `lint` of the XML
             against `lint` of the same screen after `a11ylint convert` to YAML
             (target <= 1.0) and against `xmllint --noout --stream` on the XML
             (target <= 6.0); peak memory / file size (target <= 4)
  xml-many   every well-formed XML file of the shared corpus, copied over and over to
             about 20 MB in one folder (or, without the corpus, generated feeds of
             20-200 KB): `lint` of the folder against `xmllint --noout` over the same
             files in one process (no target yet: reported)
  xml-huge   feeds of 33 MB and 200 MB, written in the temporary folder and deleted
             after: each must lint (exit 0 or 1, not 2: refused); its time, its
             time against `xmllint --noout --stream`, and peak memory / file size
             (target <= 4)

xmllint comes from libxml2's tools (`libxml2-utils` on Debian; `make bench` installs
it with apt-get). Without it the ratios against it are left out, with a note.

Run alone (no build: give the binary):
  python3 bench/xml_cases.py --linter .build/release/a11ylint [--case xml-large ...] [--repeats 5]
`python3 bench/bench.py --only xml --linter ...` runs the same; `make bench` runs them last.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import xml.parsers.expat

sys.path.insert(0, os.path.dirname(__file__))
from uiautomator_feed import write_feed  # noqa: E402

CASES = ("xml-large", "xml-many", "xml-huge")
LARGE_BYTES = 8_900_000
MANY_BYTES = 20_000_000
HUGE_BYTES = (33_000_000, 200_000_000)
DEFAULT_CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "corpus")


class Run:
    """One run of a command: its CPU time (user and system), wall time, peak resident
    memory, exit code and the first line it wrote to standard error.

    Linux gives a child's peak as the larger of its own and this process's peak when
    it forked (the memory it had before `exec`), so this script keeps its own small:
    the 200 MB file is written a thousand cards at a time, never held whole."""

    def __init__(self, command):
        with tempfile.TemporaryFile() as errors:
            start = os.times().elapsed
            process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=errors)
            _, status, usage = os.wait4(process.pid, 0)
            self.wall = os.times().elapsed - start
            errors.seek(0)
            self.first_error = errors.readline(400).decode("utf-8", "replace").strip()
        self.cpu = usage.ru_utime + usage.ru_stime
        self.peak = usage.ru_maxrss * 1024
        self.code = os.waitstatus_to_exitcode(status)


def turn_about(commands, repeats):
    """Each command's runs, `repeats` of them, the commands run turn about after one
    untimed run of each (which reads the files from disk): a machine whose speed
    drifts during the runs slows them all alike."""
    for command in commands:
        Run(command)
    runs = [[] for _ in commands]
    for _ in range(repeats):
        for place, command in enumerate(commands):
            runs[place].append(Run(command))
    return runs


def median_cpu(runs):
    return statistics.median(run.cpu for run in runs)


def refused(runs, accepted=(0, 1)):
    """Words for runs that exited with a code outside `accepted`, or None."""
    bad = [run for run in runs if run.code not in accepted]
    if not bad:
        return None
    return f"exit {bad[0].code}: {bad[0].first_error}"


class Targets:
    """Each target's verdict, printed as it is measured and counted for the summary."""

    def __init__(self, report):
        self.report = report
        self.over = []
        self.count = 0

    def verdict(self, name, held):
        self.count += 1
        if held:
            return "ok"
        self.over.append(name)
        return "OVER TARGET"

    def check(self, name, value, target):
        return self.verdict(name, value <= target)

    def fail(self, name):
        """A target that could not be measured because the input was refused."""
        return self.verdict(name, False)


def settle():
    """Writes the generated files out before anything is timed (see bench.py)."""
    os.sync()


def large_case(linter, xmllint, folder, repeats, targets):
    lint = [linter, "lint", "--no-config"]
    xml_path = os.path.join(folder, "feed.xml")
    nodes = write_feed(xml_path, LARGE_BYTES)
    size = os.path.getsize(xml_path)
    head = f"xml-large: {nodes} nodes, {size / 1e6:.1f} MB"
    first = Run(lint + [xml_path])
    if first.code not in (0, 1):
        against = ["YAML", "xmllint", "memory"] if xmllint else ["YAML", "memory"]
        for name in against:
            targets.fail(f"xml-large/{name.lower()}")
        targets.report(f"{head}: refused, exit {first.code}: {first.first_error} "
                       f"(OVER TARGET: {', '.join(against)} not measured)")
        return
    yaml_path = os.path.join(folder, "feed.yml")
    converted = Run([linter, "convert", xml_path, "--output", yaml_path])
    if converted.code in (0, 1):
        same_screen(lint, xml_path, yaml_path, targets.report)
    else:
        targets.report(f"{head}: convert exited {converted.code} ({converted.first_error}), "
                       f"so no YAML to compare with ({targets.fail('xml-large/yaml')})")
        yaml_path = None
    settle()
    commands = [lint + [xml_path]]
    if yaml_path:
        commands.append(lint + [yaml_path])
    if xmllint:
        commands.append([xmllint, "--noout", "--stream", xml_path])
    runs = turn_about(commands, repeats)
    xml_runs = runs[0]
    problem = refused(xml_runs)
    if problem:
        raise SystemExit(f"error: lint of the feed failed in a timed run after an untimed one passed ({problem})")
    xml_time = median_cpu(xml_runs)
    if yaml_path:
        problem = refused(runs[1])
        if problem:
            raise SystemExit(f"error: lint of the converted YAML failed ({problem})")
        yaml_time = median_cpu(runs[1])
        ratio = xml_time / yaml_time
        targets.report(f"{head}: lint XML {xml_time * 1000:.0f} ms, same screen as YAML "
                       f"({os.path.getsize(yaml_path) / 1e6:.1f} MB) {yaml_time * 1000:.0f} ms, ratio {ratio:.2f} "
                       f"(target <= 1.0, {targets.check('xml-large/yaml', ratio, 1.0)})")
    if xmllint:
        problem = refused(runs[-1], (0,))
        if problem:
            raise SystemExit(f"error: xmllint --stream failed on the feed ({problem})")
        stream_time = median_cpu(runs[-1])
        ratio = xml_time / stream_time
        targets.report(f"xml-large: xmllint --noout --stream {stream_time * 1000:.0f} ms, ratio {ratio:.1f} "
                       f"(target <= 6.0, {targets.check('xml-large/xmllint', ratio, 6.0)})")
    peak = max(run.peak for run in xml_runs)
    memory = peak / size
    targets.report(f"xml-large: peak {peak / 1e6:.0f} MB = {memory:.2f} x file "
                   f"(target <= 4, {targets.check('xml-large/memory', memory, 4)})")


def same_screen(lint, xml_path, yaml_path, report):
    """Says so when the XML and its YAML conversion give different findings: the ratio
    would then compare different work. (A reader being rewritten can get this wrong.)"""
    def findings(path):
        printed = subprocess.run(lint + [path], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout
        return [line.split(b":", 3)[-1] for line in printed.splitlines()]
    xml_findings, yaml_findings = findings(xml_path), findings(yaml_path)
    if xml_findings != yaml_findings:
        report(f"xml-large: warning: the XML gives {len(xml_findings)} lines of output, its YAML conversion "
               f"{len(yaml_findings)}, and they differ: the ratio compares different work")


def well_formed(path):
    """Whether Python's expat reads the file: the corpus keeps a few broken dumps on
    purpose, which xmllint would refuse and a11ylint report as input errors."""
    parser = xml.parsers.expat.ParserCreate()
    try:
        with open(path, "rb") as source:
            parser.Parse(source.read(), True)
    except (xml.parsers.expat.ExpatError, ValueError, LookupError):
        return False
    return True


def many_files(corpus, folder):
    """The many-files case's files, about MANY_BYTES in all, and words saying where they come from."""
    screens = os.path.join(folder, "screens")
    os.mkdir(screens)
    sources = []
    if os.path.isdir(corpus):
        names = sorted(name for name in os.listdir(corpus) if name.endswith(".xml"))
        sources = [os.path.join(corpus, name) for name in names if well_formed(os.path.join(corpus, name))]
    if sources:
        left_out = len(names) - len(sources)
        origin = (f"the corpus's {len(sources)} well-formed XML files"
                  + (f" ({left_out} broken ones left out)" if left_out else ""))
    else:
        origin = f"generated feeds of 20-200 KB (no corpus at {corpus})"
        source_folder = os.path.join(folder, "sources")
        os.mkdir(source_folder)
        total, index = 0, 0
        while total < MANY_BYTES:
            path = os.path.join(source_folder, f"feed-{index:03}.xml")
            write_feed(path, 20_000 + index * 37_000 % 180_000)
            total += os.path.getsize(path)
            sources.append(path)
            index += 1
    total = sum(os.path.getsize(path) for path in sources)
    copies = max(1, round(MANY_BYTES / total))
    files = []
    for copy in range(copies):
        for source in sources:
            path = os.path.join(screens, f"{copy}-{os.path.basename(source)}")
            shutil.copyfile(source, path)
            files.append(path)
    return screens, sorted(files), origin + (f", {copies} copies of each" if copies > 1 else "")


def many_case(linter, xmllint, corpus, folder, repeats, targets):
    screens, files, origin = many_files(corpus, folder)
    total = sum(os.path.getsize(path) for path in files)
    settle()
    commands = [[linter, "lint", "--no-config", screens]]
    if xmllint:
        commands.append([xmllint, "--noout"] + files)
    runs = turn_about(commands, repeats)
    head = f"xml-many : {len(files)} files, {total / 1e6:.1f} MB ({origin})"
    problem = refused(runs[0])
    if problem:
        targets.report(f"{head}: lint refused them ({problem}; {targets.fail('xml-many')})")
        return
    lint_time = median_cpu(runs[0])
    if not xmllint:
        targets.report(f"{head}: lint {lint_time * 1000:.0f} ms of CPU; no xmllint, so no ratio")
        return
    problem = refused(runs[1], (0,))
    if problem:
        raise SystemExit(f"error: xmllint --noout failed on the many files ({problem})")
    xmllint_time = median_cpu(runs[1])
    targets.report(f"{head}: lint {lint_time * 1000:.0f} ms of CPU on {os.cpu_count()} cores, xmllint --noout "
                   f"{xmllint_time * 1000:.0f} ms, ratio {lint_time / xmllint_time:.1f} (no target yet; "
                   f"issue 40 measured 6.5)")


def huge_case(linter, xmllint, folder, targets):
    """One run of each: at 200 MB a second run would cost more than it tells."""
    for size_wanted in HUGE_BYTES:
        path = os.path.join(folder, f"huge-{size_wanted // 1_000_000}.xml")
        nodes = write_feed(path, size_wanted)
        size = os.path.getsize(path)
        settle()
        name = f"xml-huge/{size_wanted // 1_000_000}MB"
        head = f"xml-huge : {nodes} nodes, {size / 1e6:.0f} MB"
        lint = Run([linter, "lint", "--no-config", path])
        if lint.code not in (0, 1):
            # Its memory target fails too, unmeasured, so that every run counts the same targets.
            targets.fail(name)
            targets.fail(name + "/memory")
            targets.report(f"{head}: refused, exit {lint.code} after {lint.cpu * 1000:.0f} ms: {lint.first_error} "
                           "(OVER TARGET: memory not measured)")
            os.remove(path)
            continue
        stream = ""
        if xmllint:
            reference = Run([xmllint, "--noout", "--stream", path])
            if reference.code == 0:
                stream = f", {lint.cpu / reference.cpu:.1f} x xmllint --stream ({reference.cpu * 1000:.0f} ms)"
            else:
                stream = f" (xmllint --stream refused it too: {reference.first_error})"
        memory = lint.peak / size
        targets.report(f"{head}: linted, exit {lint.code} ({targets.verdict(name, True)}), {lint.cpu:.2f} s of CPU, "
                       f"{lint.wall:.2f} s wall{stream}; peak {lint.peak / 1e6:.0f} MB = {memory:.2f} x file "
                       f"(target <= 4, {targets.check(name + '/memory', memory, 4)})")
        os.remove(path)


def run(linter, cases=None, repeats=5, report=print, corpus=DEFAULT_CORPUS):
    """Runs the cases; returns whether every target held."""
    xmllint = shutil.which("xmllint")
    if not xmllint:
        report("note: xmllint is not installed (Debian: apt-get install libxml2-utils); "
               "the ratios against it are left out")
    targets = Targets(report)
    with tempfile.TemporaryDirectory() as folder:
        for case in cases or CASES:
            if case == "xml-large":
                large_case(linter, xmllint, folder, repeats, targets)
            elif case == "xml-many":
                many_case(linter, xmllint, corpus, folder, repeats, targets)
            elif case == "xml-huge":
                huge_case(linter, xmllint, folder, targets)
    if targets.count:
        held = targets.count - len(targets.over)
        report(f"xml      : {held} of {targets.count} targets held"
               + (f"; over: {', '.join(targets.over)}" if targets.over else ""))
    return not targets.over


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--linter", required=True, help="the a11ylint binary to time")
    parser.add_argument("--case", action="append", choices=CASES, help="a case to run (default: all)")
    parser.add_argument("--repeats", type=int, default=5, help="timed runs per command; the median counts")
    parser.add_argument("--corpus", default=DEFAULT_CORPUS, help="the folder of real dumps (default ../shared/corpus)")
    args = parser.parse_args()
    return 0 if run(args.linter, args.case, args.repeats, corpus=args.corpus) else 1


if __name__ == "__main__":
    sys.exit(main())
