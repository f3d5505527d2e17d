#!/usr/bin/env python3
"""Writes Sources/A11yRules/Catalog/EmbeddedRules.swift from Rules/*.yml, so the
binary carries its catalog. Run by `make catalog`; a test fails when it is stale."""
import pathlib
import sys

root = pathlib.Path(__file__).resolve().parent.parent
out = root / "Sources/A11yRules/Catalog/EmbeddedRules.swift"
lines = [
    "// GENERATED FILE. DO NOT EDIT! Written by scripts/embed-rules.py from Rules/*.yml (make catalog).",
    "",
    "/// The rule catalog files, embedded so the binary knows its rules wherever it is copied.",
    "enum EmbeddedRules {",
    "    static let files: [(name: String, text: String)] = [",
]
for path in sorted((root / "Rules").glob("*.yml")):
    text = path.read_text(encoding="utf-8")
    if '"""#' in text:
        sys.exit(f"{path}: contains a raw-string terminator")
    lines.append(f'        ("{path.name}", #"""')
    lines.extend(text.rstrip("\n").split("\n"))
    lines.append('"""#),')
lines += ["    ]", "}", ""]
new = "\n".join(lines)
if not out.exists() or out.read_text(encoding="utf-8") != new:
    out.write_text(new, encoding="utf-8")
    print(f"wrote {out.relative_to(root)}")
