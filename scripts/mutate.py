#!/usr/bin/env python3
"""Mutation and injection runs: damaged and hostile copies of real dumps, linted and
announced in every format, with what must hold for each run checked.

Each mutant is a seed dump (samples/, and ../shared/corpus when present) changed by one
to three edits: bytes flipped, cut, repeated or inserted; a text value replaced by a
hostile string (line breaks with GitHub workflow commands, terminal escapes, bidi
overrides, NUL); a number made huge, negative, NaN or infinite; the file re-encoded as
UTF-16 or UTF-32 with a byte-order mark or given CR line ends; or cut short. Every run
must:
  - end by itself within --timeout seconds, with exit status 0, 1 or 2 (no signal);
  - position every error line on standard error as path:line:col;
  - write JSON and SARIF that parse, JUnit that parses as XML;
  - in text output, on standard error and in GitHub annotations, carry no control
    character other than line feed and tab, no bidi override, and no line that GitHub
    Actions would read as a workflow command unless a11ylint wrote it as an annotation.

Usage: scripts/mutate.py --linter .build/release/a11ylint [--mutants 2000] [--seed 1]
Prints a summary; writes each failing mutant and the command that failed to --failures
(default .build/mutants) and exits 1 when any run broke a rule above.
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DUMP_SUFFIXES = {".yml", ".yaml", ".xml", ".json", ".txt", ".log"}

# Strings that try to forge a workflow command, rewrite the terminal or hide text.
PAYLOADS = [
    "S\n::error::forged",
    "id\n::add-mask::secret",
    "  ::warning file=x.yml::forged",
    "x\r::error::carriage",
    "##[error]old form",
    "\x1b[2J\x1b[Hcleared",
    "\x1b]0;title\x07",
    "bell\x07",
    "\x9b31mC1 CSI",
    "del\x7f",
    "nul\x00byte",
    "\u202eevil\u202c",
    "\u2066isolate\u2069",
    "line\u2028separator",
]
HOSTILE_NUMBERS = ["-1e308", "1e308", "nan", ".nan", "Infinity", "-inf", "99999999999", "-0", "1e-300"]
COMMANDS = [
    (["lint", "--all-rules", "--no-config"], "text"),
    (["lint", "--all-rules", "--no-config", "--format", "json"], "json"),
    (["lint", "--all-rules", "--no-config", "--format", "sarif"], "json"),
    (["lint", "--all-rules", "--no-config", "--format", "github"], "github"),
    (["lint", "--all-rules", "--no-config", "--format", "junit"], "xml"),
    (["lint", "--all-rules", "--no-config", "--format", "html"], "html"),
    (["announce", "--no-config"], "text"),
    (["announce", "--no-config", "--format", "json"], "json"),
    (["announce", "--no-config", "--format", "html"], "html"),
]
# A line GitHub Actions reads as a command: "::" after leading spaces, or "##[" anywhere.
WORKFLOW_COMMAND = re.compile(r"^\s*::|##\[")
# An annotation a11ylint writes names the linted file (forged ones in PAYLOADS name x.yml).
ANNOTATION = re.compile(r"^::(error|warning|notice) (file=mutant\.\w+,line=\d+,col=\d+,)?title=[^\n]*::")
# Characters a terminal acts on: C0 but tab and line feed, DEL, C1, bidi controls.
UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
POSITIONED = re.compile(r"^.+:\d+:\d+: (error|warning|note): ")
NOT_ERROR_LINES = re.compile(r"^(Linted |Checked |No dump|note: |warning: |the SARIF report )")


def seeds(extra):
    folders = [ROOT / "samples"] + [Path(folder) for folder in extra]
    corpus = ROOT.parent / "shared" / "corpus"
    if corpus.is_dir():
        folders.append(corpus)
    found = []
    for folder in folders:
        for path in sorted(folder.rglob("*")):
            if path.is_file() and path.suffix in DUMP_SUFFIXES and path.stat().st_size < 2_000_000:
                found.append(path)
    return found


def escape_for(path, text):
    """The payload written as the seed's format writes a string value."""
    if path.suffix == ".xml":
        out = []
        for char in text:
            code = ord(char)
            if char == "&":
                out.append("&amp;")
            elif char in "<\"":
                out.append("&#%d;" % code)
            elif code < 0x20 or 0x7f <= code <= 0x9f or code > 0x2000:
                out.append("&#%d;" % code)
            else:
                out.append(char)
        return "".join(out)
    # YAML double-quoted and JSON strings both take \uXXXX escapes.
    return json.dumps(text)[1:-1]


def replace_value(data, path, rng):
    """Puts a payload in place of one quoted value, or of a plain YAML value (then quoted)."""
    text = data.decode("utf-8", errors="surrogateescape")
    quoted = [(match, "") for match in re.finditer(r'"([^"\\\n]{1,80})"', text)]
    if path.suffix in (".yml", ".yaml"):
        quoted += [(match, '"') for match in re.finditer(r"^\s*-?\s*[A-Za-z]+: ([A-Za-z][^\n#{}\[\]:\"']{0,80})$",
                                                         text, re.MULTILINE)]
    if not quoted:
        return data
    match, quote = rng.choice(quoted)
    payload = quote + escape_for(path, rng.choice(PAYLOADS)) + quote
    text = text[: match.start(1)] + payload + text[match.end(1):]
    return text.encode("utf-8", errors="surrogateescape")


def inject(data, path, rng):
    """A dump that stays whole, with hostile strings in several of its values."""
    for _ in range(rng.randint(1, 6)):
        data = replace_value(data, path, rng)
    return data


def replace_number(data, rng):
    numbers = [match for match in re.finditer(rb"(?<![\w.])-?\d+(\.\d+)?(?![\w.])", data)]
    if not numbers:
        return data
    match = rng.choice(numbers)
    return data[: match.start()] + rng.choice(HOSTILE_NUMBERS).encode() + data[match.end():]


def mutate(data, path, rng):
    for _ in range(rng.randint(1, 3)):
        kind = rng.choice(["flip", "cut", "repeat", "insert", "value", "value", "number", "number",
                           "truncate", "encoding", "line-ends"])
        if not data:
            break
        at = rng.randrange(len(data))
        if kind == "flip":
            data = data[:at] + bytes([rng.randrange(256)]) + data[at + 1:]
        elif kind == "cut":
            data = data[:at] + data[at + rng.randint(1, 200):]
        elif kind == "repeat":
            piece = data[at: at + rng.randint(1, 400)]
            data = data[:at] + piece * rng.randint(2, 50) + data[at:]
        elif kind == "insert":
            data = data[:at] + rng.choice([b"\x00", b"\xff\xfe", b"&", b"<", b"{", b"[", b"*a", b"&a ", b"\t",
                                           b"\r", b"- ", b": ", b"\xc3", b"!!binary "]) + data[at:]
        elif kind == "value":
            data = replace_value(data, path, rng)
        elif kind == "number":
            data = replace_number(data, rng)
        elif kind == "truncate":
            data = data[:at]
        elif kind == "encoding":
            text = data.decode("utf-8", errors="replace")
            data = text.encode(rng.choice(["utf-16", "utf-16-be", "utf-32"]))
            if not data.startswith((b"\xff\xfe", b"\xfe\xff", b"\x00\x00\xfe\xff")):
                data = b"\xfe\xff" + data
        elif kind == "line-ends":
            data = data.replace(b"\n", rng.choice([b"\r", b"\r\r\n"]))
    return data


def problems_of(command, kind, result, elapsed, timeout):
    found = []
    if result is None:
        return [f"did not end within {timeout} s"]
    status = result.returncode
    if status < 0:
        found.append(f"ended by signal {-status}")
    elif status not in (0, 1, 2):
        found.append(f"exit status {status}")
    stdout = result.stdout.decode("utf-8", errors="replace")
    stderr = result.stderr.decode("utf-8", errors="replace")
    for line in stderr.splitlines():
        if " error: " in line and not POSITIONED.match(line) and not NOT_ERROR_LINES.match(line):
            found.append(f"unpositioned error line: {line[:160]!r}")
            break
    lines = stderr.splitlines()
    if kind in ("text", "github"):
        lines += stdout.splitlines()
    for line in lines:
        if UNSAFE.search(line):
            found.append(f"control or bidi character in a line: {line[:160]!r}")
            break
        # The runner reads a line as an annotation first; "##[" inside one is its message.
        if WORKFLOW_COMMAND.search(line) and not (kind == "github" and ANNOTATION.match(line)):
            found.append(f"line GitHub would read as a command: {line[:160]!r}")
            break
    if kind in ("json", "xml", "html") and status in (0, 1):
        for line in stdout.splitlines():
            if WORKFLOW_COMMAND.search(line):
                found.append(f"report line GitHub would read as a command: {line[:160]!r}")
                break
    if kind == "json" and status in (0, 1, 2) and stdout:
        try:
            json.loads(stdout)
        except ValueError as error:
            found.append(f"JSON does not parse: {error}")
    if kind == "xml" and stdout:
        try:
            ElementTree.fromstring(result.stdout)
        except ElementTree.ParseError as error:
            found.append(f"JUnit XML does not parse: {error}")
    return found


def run_one(linter, index, seed, data, commands, timeout, workdir):
    folder = Path(workdir) / f"m{index}"
    folder.mkdir()
    target = folder / f"mutant{seed.suffix}"
    target.write_bytes(data)
    outcomes = []
    for arguments, kind in commands:
        started = time.monotonic()
        try:
            result = subprocess.run([linter] + arguments + [target.name], cwd=folder, capture_output=True,
                                    timeout=timeout)
        except subprocess.TimeoutExpired:
            result = None
        elapsed = time.monotonic() - started
        outcomes.append((arguments, kind, result.returncode if result else None, elapsed,
                         problems_of(arguments, kind, result, elapsed, timeout)))
    return index, seed, data, outcomes


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--linter", default=str(ROOT / ".build/release/a11ylint"))
    parser.add_argument("--mutants", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--commands", type=int, default=2, help="commands run per mutant, picked at random")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--failures", default=str(ROOT / ".build/mutants"))
    parser.add_argument("--seeds", action="append", default=[], help="another folder of seed dumps")
    options = parser.parse_args()

    linter = str(Path(options.linter).resolve())
    if not os.access(linter, os.X_OK):
        sys.exit(f"mutate: no linter at {linter}: build it first")
    rng = random.Random(options.seed)
    seed_files = seeds(options.seeds)
    plans = []
    for index in range(options.mutants):
        seed = rng.choice(seed_files)
        # Four in ten mutants are injections into a dump that stays whole, so the
        # hostile strings reach the reports rather than stop at a syntax error.
        change = inject if rng.random() < 0.4 else mutate
        data = change(seed.read_bytes(), seed, rng)
        plans.append((index, seed, data, rng.sample(COMMANDS, min(options.commands, len(COMMANDS)))))

    statuses = {}
    slowest = (0.0, None)
    failures = []
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="a11ylint-mutants-") as workdir, \
            ThreadPoolExecutor(max_workers=options.jobs) as pool:
        runs = [pool.submit(run_one, linter, index, seed, data, commands, options.timeout, workdir)
                for index, seed, data, commands in plans]
        for run in runs:
            index, seed, data, outcomes = run.result()
            for arguments, kind, status, elapsed, problems in outcomes:
                statuses[status] = statuses.get(status, 0) + 1
                if elapsed > slowest[0]:
                    slowest = (elapsed, f"{' '.join(arguments)} on a mutant of {seed.name}")
                if problems:
                    failures.append((index, seed, data, arguments, problems))

    runs = sum(statuses.values())
    print(f"{options.mutants} mutants of {len(seed_files)} seed dumps, {runs} runs in "
          f"{time.monotonic() - started:.0f} s (seed {options.seed})")
    print("exit statuses: " + ", ".join(f"{status if status is not None else 'timeout'}: {count}"
                                         for status, count in sorted(statuses.items(), key=lambda item: str(item[0]))))
    if slowest[1]:
        print(f"slowest run: {slowest[0]:.2f} s ({slowest[1]})")
    if not failures:
        print("every run kept every rule")
        return 0
    out = Path(options.failures)
    out.mkdir(parents=True, exist_ok=True)
    for index, seed, data, arguments, problems in failures:
        mutant = out / f"mutant-{options.seed}-{index}{seed.suffix}"
        mutant.write_bytes(data)
        print(f"FAIL {mutant} (from {seed.name}): a11ylint {' '.join(arguments)} {mutant}")
        for problem in problems:
            print(f"    {problem}")
    print(f"{len(failures)} runs broke a rule; the mutants are in {out}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
