"""Print every card of the given lessons as JSON lines, for graders.

Usage::

    .venv/bin/python scripts/dump_cards.py LESSON.md [LESSON.md | FOLDER ...]

One line per card: ``{lesson, id, type, role, front, answer, back_extra,
source_text, source}``. ``front`` is the card as the learner sees it: the
context line (lesson and section), the sentence it points back to when the
card shows one, then the question. With ``--skipped`` the statements that made
no card (and why) and the lesson's warnings follow as lines with
``"type": "skipped"`` / ``"type": "warning"``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from generator.card_quality import context_line
from generator.compose import compose_lesson
from generator.errors import GeneratorError
from generator.reader import lesson_files, read_lesson


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", type=Path, help="lesson files or folders")
    parser.add_argument("--skipped", action="store_true", help="also print skips and warnings")
    parser.add_argument("--practice", type=int, default=5, help="practice exercises per lesson")
    args = parser.parse_args(argv)
    try:
        files = lesson_files(args.paths)
        for path in files:
            composition = compose_lesson(read_lesson(path), practice=args.practice)
            name = path.stem
            for card in composition.cards:
                header = context_line(card.context, card.section)
                row = {
                    "lesson": name,
                    "id": card.id,
                    "type": card.type.value,
                    "role": card.role.value,
                    "front": f"{header}\n{card.front}",
                    "answer": card.answer,
                    "back_extra": list(card.back_extra),
                    "source_text": card.source_text,
                    "source": str(card.source) if card.source else None,
                }
                note = getattr(card, "note", None)
                if note is not None:
                    row["note"] = note
                print(json.dumps(row, ensure_ascii=False))
            if args.skipped:
                for s in composition.skipped:
                    print(
                        json.dumps(
                            {
                                "lesson": name,
                                "type": "skipped",
                                "line": s.line,
                                "text": s.text,
                                "reason": s.reason,
                            },
                            ensure_ascii=False,
                        )
                    )
                for w in getattr(composition, "warnings", ()):
                    print(json.dumps({"lesson": name, "type": "warning", "text": str(w)}))
    except GeneratorError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
