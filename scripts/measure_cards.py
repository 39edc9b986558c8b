"""Compare the cards the current code makes with blindly graded cards.

Usage::

    .venv/bin/python scripts/measure_cards.py [--sets set2 set3 set4] [--show changed,dropped]

For every lesson of the chosen sets (``tests/data/written/grades/<set>_*.jsonl``)
the current code's cards are matched with the graded ones: a card with the same
lesson, front and answer is *unchanged* (its two verdicts count); a card from a
sentence (and of a type and role) that had a graded card, but with another front
or answer, is *changed* (read it against RUBRIC.md yourself); a graded card whose
sentence no longer makes a card of its type is *dropped*; the rest are *new*.

Printed per type and role (cloze claim, cloze caveat, qa, exercise): unchanged
cards with their share of GOOD verdicts and the number of BAD verdicts still
kept, and the counts of changed, dropped and new cards. The graded cards are
only those of the latest version of each set (``cards_then``, or ``cards`` for
set1), so that the counts of kept and dropped cards add up.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from generator.card_quality import context_line
from generator.compose import compose_lesson
from generator.reader import read_lesson

ROOT = Path(__file__).resolve().parent.parent
GRADES = ROOT / "tests" / "data" / "written" / "grades"
LESSONS = ROOT / "tests" / "data" / "written" / "lessons"

Row = dict[str, Any]


def _lines(path: Path) -> list[Row]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def _graded(prefix: str) -> tuple[list[Row], dict[tuple[str, str, str], list[Row]]]:
    """The latest graded cards of a set and every verdict by (lesson, front, answer)."""
    verdicts: dict[tuple[str, str, str], list[Row]] = defaultdict(list)
    for path in sorted(GRADES.glob(f"{prefix}_graded_*.jsonl")):
        for row in _lines(path):
            verdicts[row["lesson"].removesuffix(".md"), row["front"], row["answer"]].append(row)
    for name in ("cards_then", "cards_start", "cards"):  # the latest version graded
        latest = GRADES / f"{prefix}_{name}.jsonl"
        if latest.is_file():
            break
    return _lines(latest), verdicts


def _current(lesson: str) -> list[Row]:
    composition = compose_lesson(read_lesson(LESSONS / f"{lesson}.md"), practice=5)
    rows = []
    for card in composition.cards:
        header = context_line(card.context, card.section)
        rows.append(
            {
                "lesson": lesson,
                "type": card.type.value,
                "role": card.role.value,
                "front": f"{header}\n{card.front}",
                "answer": card.answer,
                "source_text": card.source_text,
            }
        )
    return rows


def _group(card: Row) -> str:
    return card["type"] if card["type"] != "cloze" else f"cloze {card['role']}"


def _slot(card: Row) -> tuple[str, str, str, str]:
    # The sentence's own end: a card that shows another sentence before it is the same slot.
    return card["lesson"], card["source_text"][-80:], card["type"], card["role"]


def _question(card: Row) -> str:
    return str(card["front"]).split("\n", 1)[-1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", nargs="+", default=["set2", "set3", "set4"])
    parser.add_argument("--show", default="", help="comma-separated: changed,dropped,new,bad")
    args = parser.parse_args(argv)
    show = set(filter(None, args.show.split(",")))
    stats: dict[str, Counter[str]] = defaultdict(Counter)
    for prefix in args.sets:
        graded, verdicts = _graded(prefix)
        for lesson in sorted({c["lesson"] for c in graded}):
            old = [c for c in graded if c["lesson"] == lesson]
            new = _current(lesson)
            old_keys = {(c["lesson"], c["front"], c["answer"]) for c in old}
            old_slots: dict[tuple[str, str, str, str], list[Row]] = defaultdict(list)
            for c in old:
                old_slots[_slot(c)].append(c)
            new_slots = {_slot(c) for c in new}
            for card in new:
                key = (card["lesson"], card["front"], card["answer"])
                group = _group(card)
                if key in old_keys:
                    grades = [v["grade"] for v in verdicts[key]]
                    stats[group]["unchanged"] += 1
                    stats[group]["verdicts"] += len(grades)
                    stats[group]["GOOD"] += grades.count("GOOD")
                    stats[group]["BAD"] += grades.count("BAD")
                    if "bad" in show and "BAD" in grades:
                        print(f"BAD kept [{group}] {_question(card)!r} => {card['answer']!r}")
                elif _slot(card) in old_slots:
                    stats[group]["changed"] += 1
                    if "changed" in show:
                        print(f"CHANGED [{group}] {lesson}\n  new: {_question(card)!r}")
                        print(f"       => {card['answer']!r}")
                        for was in old_slots[_slot(card)]:
                            grades = verdicts[was["lesson"], was["front"], was["answer"]]
                            marks = " ".join(v["grade"] for v in grades)
                            print(f"  was: {was['answer']!r} ({marks})")
                else:
                    stats[group]["new"] += 1
                    if "new" in show:
                        print(f"NEW [{group}] {lesson} {_question(card)!r} => {card['answer']!r}")
            for card in old:
                if _slot(card) not in new_slots:
                    group = _group(card)
                    stats[group]["dropped"] += 1
                    grades = [
                        v["grade"] for v in verdicts[card["lesson"], card["front"], card["answer"]]
                    ]
                    stats[group]["dropped GOOD"] += grades.count("GOOD")
                    stats[group]["dropped verdicts"] += len(grades)
                    if "dropped" in show:
                        marks = " ".join(grades)
                        print(f"DROPPED [{group}] {_question(card)!r} => {card['answer']!r}", marks)
    print(f"sets: {' '.join(args.sets)}")
    for group in sorted(stats):
        s = stats[group]
        share = s["GOOD"] / s["verdicts"] if s["verdicts"] else 0.0
        dropped = (
            f" ({s['dropped GOOD']}/{s['dropped verdicts']} verdicts GOOD)"
            if s["dropped verdicts"]
            else ""
        )
        print(
            f"{group:>14}: unchanged {s['unchanged']:3d} GOOD {share:4.0%} "
            f"BAD verdicts {s['BAD']:2d} | changed {s['changed']:3d} | "
            f"dropped {s['dropped']:3d}{dropped} | new {s['new']:3d}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
