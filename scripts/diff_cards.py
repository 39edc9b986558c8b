"""Count the cards two versions of the code make differently, from two card dumps.

Usage::

    .venv/bin/python scripts/diff_cards.py OLD.jsonl NEW.jsonl [--show] [--lessons PREFIX ...]

Both files come from ``scripts/dump_cards.py ... --skipped``. A card with the same
lesson, front and answer in both is *kept*; a card of the same sentence, type and
role with another front or answer is *changed*; a card of the old dump whose
sentence makes no such card in the new one is *dropped*; the rest are *added*.
Warnings (caveats without a card) are counted per dump. Printed per group of
lessons (the lesson name up to its last ``_``: ``script``, ``hf``, ``fresh``).
"""

from __future__ import annotations

import argparse
import json
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

Row = dict[str, Any]


def _lines(path: Path) -> list[Row]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def _slot(card: Row) -> tuple[str, str, str, str]:
    # The sentence's own end: a card that shows another sentence before it is the same slot.
    return card["lesson"], card["source_text"][-80:], card["type"], card["role"]


def _key(card: Row) -> tuple[str, str, str]:
    return card["lesson"], card["front"], card["answer"]


def _group(lesson: str) -> str:
    return lesson.rsplit("_", 1)[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--show", action="store_true", help="print every difference")
    parser.add_argument("--lessons", nargs="*", default=[], help="lesson name prefixes")
    args = parser.parse_args(argv)

    def wanted(row: Row) -> bool:
        return not args.lessons or any(row["lesson"].startswith(p) for p in args.lessons)

    old_rows = [r for r in _lines(args.old) if wanted(r)]
    new_rows = [r for r in _lines(args.new) if wanted(r)]
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for rows, name in ((old_rows, "warnings before"), (new_rows, "warnings after")):
        for r in rows:
            if r["type"] == "warning":
                counts[_group(r["lesson"])][name] += 1
    old = [r for r in old_rows if r["type"] not in {"skipped", "warning"}]
    new = [r for r in new_rows if r["type"] not in {"skipped", "warning"}]
    old_keys = {_key(c) for c in old}
    new_keys = {_key(c) for c in new}
    old_slots: dict[tuple[str, str, str, str], list[Row]] = defaultdict(list)
    for c in old:
        old_slots[_slot(c)].append(c)
    new_slots = {_slot(c) for c in new}
    for c in new:
        group = counts[_group(c["lesson"])]
        if _key(c) in old_keys:
            group["kept"] += 1
        elif _slot(c) in old_slots:
            group["changed"] += 1
            if args.show:
                was = [o["answer"] for o in old_slots[_slot(c)] if _key(o) not in new_keys]
                print(f"CHANGED {c['lesson']} {c['front'].split(chr(10), 1)[-1]!r}")
                print(f"   => {c['answer']!r}   (was {was})")
        else:
            group["added"] += 1
            if args.show:
                question = c["front"].split("\n", 1)[-1]
                print(f"ADDED {c['lesson']} {question!r} => {c['answer']!r}")
    for c in old:
        if _slot(c) not in new_slots:
            counts[_group(c["lesson"])]["dropped"] += 1
            if args.show:
                print(f"DROPPED {c['lesson']} {c['front'].split(chr(10), 1)[-1]!r}")
                print(f"   => {c['answer']!r}")
    names = ("kept", "changed", "dropped", "added", "warnings before", "warnings after")
    for group in sorted(counts):
        print(f"{group:>8}: " + ", ".join(f"{n} {counts[group][n]}" for n in names))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
