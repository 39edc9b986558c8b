"""Mix the cards of two card maker versions into one unlabelled file for blind grading.

Usage::

    .venv/bin/python scripts/mix_blind.py OUT.jsonl cards_start.jsonl cards_then.jsonl

Each input is a ``scripts/dump_cards.py`` dump. A card both versions make is listed once
(matched as ``scripts/blind_grades.py`` matches them); the rest are shuffled in a fixed
order (seeded, so the same inputs give the same file) and numbered ``n`` = 1, 2, … in
file order, with only what a grader should see: no id, no version.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

from blind_grades import _key, _lines

_SHOWN = ("lesson", "type", "role", "front", "answer", "back_extra", "source_text", "source")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("dumps", type=Path, nargs="+")
    parser.add_argument("--seed", type=int, default=20261202)
    args = parser.parse_args(argv)
    unique: dict[tuple[str, str, str], dict[str, str]] = {}
    for path in args.dumps:
        for card in _lines(path):
            unique.setdefault(_key(card), card)
    cards = list(unique.values())
    random.Random(args.seed).shuffle(cards)
    # Keep a lesson's cards together, as a teacher reads them, in shuffled order within it.
    cards.sort(key=lambda c: c["lesson"])
    lines = [
        json.dumps({"n": n, **{k: card[k] for k in _SHOWN if k in card}}, ensure_ascii=False)
        for n, card in enumerate(cards, 1)
    ]
    tmp = args.out.with_suffix(".tmp")
    tmp.write_text("\n".join(lines) + "\n", "utf-8")
    tmp.replace(args.out)
    print(f"{args.out}: {len(cards)} cards from {len(args.dumps)} dumps")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
