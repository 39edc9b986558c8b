"""Agreement between two labellings of the sentences' kinds (claim or caveat).

Usage (from a checkout)::

    .venv/bin/python scripts/label_agreement.py REFERENCE OTHER [OTHER ...]

Each folder holds one JSON file per lesson: hand labels in the shared schema (each
sentence's ``kind``) or a relabelling, ``{"lesson": …, "kinds": ["claim", "caveat", …]}``
with one entry per sentence in order. For each OTHER, prints per course (lessons named
``script_*``, ``hf_*`` or ``fresh_*``) the caveat recall and precision of OTHER's labels
against REFERENCE's, on the lessons both hold. It measures how far two careful labellers
agree, the ceiling for any reader scored on such labels (``tests/data/relabel/README.md``).
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path


def _kinds(folder: Path) -> dict[str, list[str]]:
    """Each lesson's sentence kinds, in order."""
    out: dict[str, list[str]] = {}
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text("utf-8"))
        kinds = data.get("kinds") or [s["kind"] for s in data["sentences"]]
        out[data["lesson"]] = kinds
    return out


def _course(lesson: str) -> str:
    return lesson.split("_")[0]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    reference = _kinds(Path(args[0]))
    for folder in args[1:]:
        other = _kinds(Path(folder))
        counts: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
        for lesson, kinds in other.items():
            gold = reference.get(lesson)
            if gold is None:
                continue
            if len(gold) != len(kinds):
                print(f"{folder}: {lesson}: {len(kinds)} kinds for {len(gold)} sentences")
                return 1
            tally = counts[_course(lesson)]
            for g, k in zip(gold, kinds, strict=True):
                tally[0] += g == "caveat" and k == "caveat"
                tally[1] += g != "caveat" and k == "caveat"
                tally[2] += g == "caveat" and k != "caveat"
        for course, (tp, fp, fn) in sorted(counts.items()):
            recall = tp / (tp + fn) if tp + fn else 1.0
            precision = tp / (tp + fp) if tp + fp else 1.0
            print(
                f"{folder} against {args[0]}, {course}: recall {recall:.2f} "
                f"precision {precision:.2f} (tp {tp} fp {fp} fn {fn})"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
