"""Share of GOOD / WEAK / BAD cards per card maker version, from a blind grading.

Usage::

    .venv/bin/python scripts/blind_grades.py tests/data/written/grades set3

``<set>_blind.jsonl`` holds the cards graders saw (both versions mixed, numbered
1, 2, … in file order); ``<set>_graded_<G>.jsonl`` a grader's verdicts by that
number; ``<set>_cards_<version>.jsonl`` the cards one version made.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from generator.cardmath import comparable


def _key(card: dict[str, str]) -> tuple[str, str, str]:
    # A card whose math is MathJax now matches the same card graded before (cardmath).
    return card["lesson"], comparable(card["front"]), comparable(card["answer"])


def _lines(path: Path) -> list[dict[str, str]]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("set", help="the file prefix, e.g. set3")
    args = parser.parse_args(argv)
    folder, prefix = args.folder, args.set
    number = {_key(c): n for n, c in enumerate(_lines(folder / f"{prefix}_blind.jsonl"), 1)}
    graders = sorted(p.stem.rsplit("_", 1)[1] for p in folder.glob(f"{prefix}_graded_*.jsonl"))
    grades = {
        g: {int(x["n"]): x["grade"] for x in _lines(folder / f"{prefix}_graded_{g}.jsonl")}
        for g in graders
    }
    for path in sorted(folder.glob(f"{prefix}_cards_*.jsonl")):
        cards = _lines(path)
        version = path.stem.removeprefix(f"{prefix}_cards_")
        for g in graders:
            counts = Counter(grades[g][number[_key(c)]] for c in cards)
            total = sum(counts.values())
            shares = " ".join(
                f"{k} {counts[k]} ({counts[k] / total:.0%})" for k in ("GOOD", "WEAK", "BAD")
            )
            print(f"{version:>6} grader {g}: {total} cards  {shares}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
