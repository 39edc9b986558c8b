"""Measure the reader on labelled lessons: caveat recall and precision, quantities, checks.

Usage (from a checkout)::

    .venv/bin/python scripts/measure_written.py [FOLDER]

FOLDER holds ``lessons/*.md`` and ``annotations/*.json`` in the shared labels'
schema (default: ``tests/data/written``). Prints the caveat counts per lesson
and in total, how many labelled quantities are found with their value, and the
report of ``lessondeck check``.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from generator.labels import matched
from generator.model import NumberRole, Statement, StatementKind
from generator.reader import read_lesson


def _counts(statements: tuple[Statement, ...], labels: list[dict[str, Any]]) -> list[int]:
    """[tp, fp, fn, quantities found, quantities labelled, labels unmatched] of one lesson."""
    by_index = matched(statements, labels)
    out = [0, 0, 0, 0, 0, 0]
    for i, label in enumerate(labels):
        statement = by_index.get(i)
        if statement is None:
            out[5] += 1
            continue
        gold = label["kind"] == "caveat"
        said = statement.kind is StatementKind.CAVEAT
        out[0] += gold and said
        out[1] += said and not gold
        out[2] += gold and not said
        found = [n.value for n in statement.numbers if n.role is NumberRole.QUANTITY]
        for number in label.get("numbers", []):
            if not number.get("role"):
                out[4] += 1
                out[3] += any(abs(float(v) - number["value"]) < 1e-9 for v in found)
    return out


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    folder = Path(args[0] if args else "tests/data/written")
    total = [0, 0, 0, 0, 0, 0]
    for path in sorted((folder / "annotations").glob("*.json")):
        data = json.loads(path.read_text("utf-8"))
        lesson = read_lesson(folder / "lessons" / f"{data['lesson']}.md")
        counts = _counts(lesson.statements, data["sentences"])
        total = [a + b for a, b in zip(total, counts, strict=True)]
        unread = f", {counts[5]} labelled sentences not read as one" if counts[5] else ""
        print(f"{data['lesson']}: caveats tp {counts[0]} fp {counts[1]} fn {counts[2]}{unread}")
    tp, fp, fn, found, labelled, unmatched = total
    recall = tp / (tp + fn) if tp + fn else 1.0
    precision = tp / (tp + fp) if tp + fp else 1.0
    print(f"caveats: recall {recall:.2f} precision {precision:.2f} (tp {tp}, fp {fp}, fn {fn})")
    print(f"quantities found with their value: {found}/{labelled}")
    if unmatched:
        print(f"{unmatched} labelled sentences not read as one sentence (left out above)")
    check = [sys.executable, "-m", "generator", "check", str(folder / "lessons")]
    report = subprocess.run(check, capture_output=True, text=True, check=False)
    sys.stdout.write(report.stdout + report.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
