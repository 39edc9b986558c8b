"""Print the ``NOT_FOUND`` entries a newly labelled set needs, and its planted slips.

Usage (from a checkout)::

    .venv/bin/python scripts/missed_examples.py FOLDER

FOLDER holds ``lessons/*.md`` and ``annotations/*.json`` (a set written as
``tests/data/written/README.md`` describes). Prints one line per labelled worked example that
no checked example touches, in the form of ``tests/test_written.py``'s ``NOT_FOUND`` (key and
a short note from the label), ready to paste before its closing brace; and, on stderr, one
``SLIP`` line per example labelled ``agrees: false``: ``CAUGHT`` when a ✗ reads it with the
labelled values (as the test asks), else ``MISSED`` (found but not caught: a ``NOT_CAUGHT``
entry, or a mend).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from generator.check import find_examples
from generator.labels import matched
from generator.reader import read_lesson

NOTE_CHARS = 70
"""How much of the label's quantity and note an entry keeps."""


def _rounding(labelled: float) -> float:
    """The test's tolerance for a labelled computed value (``tests/test_written.py``)."""
    digits = len(repr(labelled).partition(".")[2].rstrip("0"))
    return max(0.006, 0.5 * 10.0**-digits + 1e-9, 0.0005 * abs(labelled))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    args = parser.parse_args(argv)
    for path in sorted((args.folder / "annotations").glob("*.json")):
        labels = json.loads(path.read_text("utf-8"))
        lesson = read_lesson(args.folder / "lessons" / f"{path.stem}.md")
        sentences = matched(lesson.statements, labels["sentences"])
        examples = find_examples(lesson)
        listed: set[tuple[int, ...]] = set()
        for label in labels["worked_examples"]:
            key = tuple(label["sentences"])
            ids = {sentences[i].id for i in key if i in sentences}
            hits = [e for e in examples if ids & set(e.statement_ids)]
            if not hits and key not in listed:
                listed.add(key)
                note = f"{label['quantity']}: {label.get('note', '')}".replace('"', "'")
                if len(note) > NOTE_CHARS:
                    note = note[:NOTE_CHARS] + "…"
                shown = f"({key[0]},)" if len(key) == 1 else str(key)
                print(f'    ("{path.stem}", {shown}): "{note}",')
            if not label["agrees"]:
                caught = any(
                    not e.ok
                    and any(abs(e.stated - v) < 1e-9 for v in label["stated"])
                    and any(abs(e.computed - v) <= _rounding(v) for v in label["computed"])
                    for e in hits
                )
                verdict = "CAUGHT" if caught else "MISSED"
                print(f"SLIP {path.stem} {key}: {verdict} {label['quantity']}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
