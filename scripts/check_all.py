"""Print every worked example ``lessondeck check`` reads in many lessons, one line each.

Usage (from a checkout)::

    .venv/bin/python scripts/check_all.py OUT [FOLDER ...]

Reads every ``*.md`` lesson of ``tests/data/written/lessons``, ``../shared/lessons`` and
``../shared/deeprl`` (those present) and of each FOLDER, and writes to OUT one line per
example: the lesson's file name, a tab, the example as ``lessondeck check --json`` gives it
(keys sorted). A file that is no lesson gets one ``ERROR`` line. Run it with the code before
a checker change (``PYTHONPATH=<a worktree of the commit before>``) and after, then compare
the two files (``diff <(sort -u A) <(sort -u B)``): every reading the change adds, drops or
turns is a line.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from generator.check import check_lessons
from generator.errors import LessonError
from generator.pipeline import read_lessons

DEFAULT = ("tests/data/written/lessons", "../shared/lessons", "../shared/deeprl")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("folders", type=Path, nargs="*")
    args = parser.parse_args(argv)
    folders = [Path(f) for f in DEFAULT if Path(f).is_dir()] + list(args.folders)
    files = sorted(p for folder in folders for p in folder.glob("*.md") if p.name != "README.md")
    with args.out.open("w", encoding="utf-8") as out:
        for path in files:
            try:
                checks = check_lessons(read_lessons([path]))
            except LessonError as exc:
                out.write(f"{path}\tERROR {exc}\n")
                continue
            for check in checks:
                for example in check.examples:
                    out.write(f"{path.name}\t{json.dumps(example.to_json(), sort_keys=True)}\n")
    print(f"{len(files)} files read, examples in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
