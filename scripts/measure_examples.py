"""List every labelled worked example and whether ``lessondeck check`` finds it.

Usage (from a checkout)::

    .venv/bin/python scripts/measure_examples.py [FOLDER ...]

Each FOLDER holds ``lessons/*.md`` and ``annotations/*.json`` in the shared
labels' schema (default: ``../shared``, ``../shared/deeprl`` and
``tests/data/written``; ``../shared`` keeps its annotations beside
``lessons/``). A labelled example is *found* when a checked example uses one
of its sentences, and *read* when such an example checks a value the label says
is stated (its result, not only a neighbour's); a labelled wrong result
(``agrees: false``) is *caught* when such an example is a ✗. Every other ✗ is a
false alarm. Prints one line per labelled example, then per folder: found /
labelled, read, caught / wrong, false ✗.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from generator.check import find_examples
from generator.labels import catches, matched, reads
from generator.model import Lesson, WorkedExample
from generator.reader import read_lesson

DEFAULT = ("../shared", "../shared/deeprl", "tests/data/written")


def _sentence_ids(lesson: Lesson, labels: list[dict[str, Any]]) -> dict[int, str]:
    """Labelled sentence index → statement id (by position, else by text)."""
    return {i: s.id for i, s in matched(lesson.statements, labels).items()}


def _measure(folder: Path) -> tuple[int, int, int, int, int, int]:
    """Print the folder's examples; return found, labelled, read, caught, wrong, false ✗."""
    found = labelled = read = caught = wrong = false = 0
    for path in sorted((folder / "annotations").glob("*.json")):
        data = json.loads(path.read_text("utf-8"))
        lesson = read_lesson(folder / "lessons" / f"{data['lesson']}.md")
        ids = _sentence_ids(lesson, data["sentences"])
        examples = find_examples(lesson)
        claimed: set[int] = set()
        for label in data.get("worked_examples", []):
            mine = {ids[i] for i in label["sentences"] if i in ids}
            hits = [(k, e) for k, e in enumerate(examples) if mine.intersection(e.statement_ids)]
            # A ✗ catches a wrong result only if it reads the value the label says is stated;
            # another ✗ on the same sentences is a false alarm.
            stated = [float(v) for v in label["stated"]]
            bad = [e for _, e in hits if catches(e, mine, stated)]
            labelled += 1
            found += bool(hits)
            is_read = any(reads(e, mine, stated) for _, e in hits)
            read += is_read
            agrees = label.get("agrees", True)
            wrong += not agrees
            caught += not agrees and bool(bad)
            if not agrees:
                claimed.update(k for k, e in hits if any(e is b for b in bad))
            mark = ("found" if is_read else "found (a neighbour only)") if hits else "MISSED"
            if not agrees:
                mark += ", caught" if bad else ", NOT caught"
            print(
                f"  {data['lesson']} {label['sentences']} {label.get('quantity', '')}: {mark} "
                f"({len(hits)} checked: {', '.join(_brief(e) for _, e in hits)})"
            )
        for k, e in enumerate(examples):
            if not e.ok and k not in claimed:
                false += 1
                print(f"  FALSE ✗ {e.path}:{e.line} {_brief(e)}: {e.text}")
    return found, labelled, read, caught, wrong, false


def _brief(e: WorkedExample) -> str:
    return f"{e.kind} {e.stated:g}{'' if e.ok else f'✗{e.computed:g}'}"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    folders = [Path(a) for a in args] or [Path(d) for d in DEFAULT]
    rows = []
    for folder in folders:
        print(folder)
        rows.append((folder, _measure(folder)))
    for folder, (found, labelled, read, caught, wrong, false) in rows:
        print(
            f"{folder}: {found}/{labelled} labelled examples found ({read} with their stated "
            "value read), "
            f"{caught}/{wrong} wrong results caught, {false} false ✗"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
