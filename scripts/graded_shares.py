"""Share of GOOD and BAD verdicts among the graded cards the current code still makes.

Usage::

    .venv/bin/python scripts/graded_shares.py [--sets set1 … set8]

For each graded set (``tests/data/written/grades``), the current code's cards of the
set's lessons are matched with the graded ones (same lesson, front and answer); per
grader, the share of GOOD and BAD verdicts among the matched cards is printed, with
how many cards the code makes and how many of them were graded (a card not graded is
new or changed: read it against RUBRIC.md yourself, see ``measure_cards.py``). Run
it with ``PYTHONPATH`` set to another checkout's tree to get that checkout's figures.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from generator.card_quality import context_line
from generator.cardmath import comparable
from generator.compose import compose_lesson
from generator.reader import read_lesson

ROOT = Path(__file__).resolve().parent.parent
GRADES = ROOT / "tests" / "data" / "written" / "grades"
LESSONS = ROOT / "tests" / "data" / "written" / "lessons"

Key = tuple[str, str, str]


def _lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def _made(lesson: str) -> list[Key]:
    composition = compose_lesson(read_lesson(LESSONS / f"{lesson}.md"), practice=5)
    keys = []
    for card in composition.cards:
        header = context_line(card.context, card.section)
        keys.append((lesson, comparable(f"{header}\n{card.front}"), comparable(card.answer)))
    return keys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--sets",
        nargs="+",
        default=["set1", "set2", "set3", "set4", "set5", "set5s", "set6", "set7", "set8"],
    )
    args = parser.parse_args(argv)
    for prefix in args.sets:
        graders: dict[str, dict[Key, str]] = {}
        for path in sorted(GRADES.glob(f"{prefix}_graded_*.jsonl")):
            rows = _lines(path)
            graders[path.stem.rsplit("_", 1)[-1]] = {
                (
                    r["lesson"].removesuffix(".md"),
                    comparable(r["front"]),
                    comparable(r["answer"]),
                ): r["grade"]
                for r in rows
            }
        lessons = sorted({k[0] for verdicts in graders.values() for k in verdicts})
        made = [k for lesson in lessons for k in _made(lesson)]
        parts = []
        for name, verdicts in graders.items():
            grades = [verdicts[k] for k in made if k in verdicts]
            if not grades:
                continue
            good = grades.count("GOOD") / len(grades)
            bad = grades.count("BAD") / len(grades)
            parts.append(f"{name}: {good:.0%} GOOD {bad:.1%} BAD of {len(grades)} graded")
        print(f"{prefix}: {len(made)} cards | " + " | ".join(parts))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
