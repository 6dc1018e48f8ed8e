#!/usr/bin/env python3
"""Checks every `import` in Sources/<Target>/ against the layer table in docs/ARCHITECTURE.md.

The table's last column lists what a target may import. Any other import fails with a message naming
the file, the line and the module. Run by `make test`.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
ALWAYS = {"Glibc", "Musl"}
IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|typealias)\s+)?(\w+)")


def read_table():
    allowed = {}
    for line in (ROOT / "docs" / "ARCHITECTURE.md").read_text().splitlines():
        if not line.startswith("| `"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3:
            continue
        targets = re.findall(r"`(\w+)`", cells[0])
        imports = {m.strip() for m in cells[2].split(",") if m.strip() and m.strip() != "—"}
        for t in targets:
            allowed[t] = imports
    return allowed


def main():
    allowed = read_table()
    failures = []
    for target_dir in sorted((ROOT / "Sources").iterdir()):
        if not target_dir.is_dir():
            continue
        name = target_dir.name
        swift_files = list(target_dir.rglob("*.swift"))
        if not swift_files:
            continue
        if name not in allowed:
            failures.append(f"{name}: target missing from the layer table in docs/ARCHITECTURE.md")
            continue
        for f in swift_files:
            for n, line in enumerate(f.read_text().splitlines(), 1):
                m = IMPORT.match(line)
                if m and m.group(1) not in allowed[name] | ALWAYS:
                    rel = f.relative_to(ROOT)
                    failures.append(f"{rel}:{n}: {name} may not import {m.group(1)} (allowed: {', '.join(sorted(allowed[name]))})")
    if failures:
        print("Layer check failed:\n  " + "\n  ".join(failures))
        sys.exit(1)
    print(f"Layer check: {len(allowed)} targets, every import allowed.")


if __name__ == "__main__":
    main()
