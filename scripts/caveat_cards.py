"""How many hand-labelled caveats get a card of their own sentence.

Usage::

    .venv/bin/python scripts/caveat_cards.py [FOLDER ...] [--quiet]

Each FOLDER holds ``lessons/*.md`` and ``annotations/*.json`` (default: the shared
post-training lessons, the Deep RL pages and ``tests/data/written``). Labels are
matched to the reader's sentences by their text. A labelled caveat counts as
carded when some card of its lesson (cloze, question or distinction; not an
exercise) has that sentence as its source; the card's role (caveat or claim) is
what the classifier said. Prints, per folder, carded / labelled, how many of the
carded ones are cards in the caveat role, and the sentences without a card.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from generator.cardmath import comparable
from generator.compose import compose_lesson
from generator.model import CardType, StatementKind
from generator.reader import read_lesson

DEFAULT = (Path("../shared"), Path("../shared/deeprl"), Path("tests/data/written"))


def _annotations(folder: Path) -> list[tuple[Path, Path]]:
    labels = folder / "annotations"
    lessons = folder / "lessons"
    out = []
    for path in sorted(labels.glob("*.json")):
        data = json.loads(path.read_text("utf-8"))
        name = Path(str(data.get("lesson", path.stem))).stem
        lesson = lessons / f"{name}.md"
        if lesson.exists():
            out.append((lesson, path))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", type=Path, default=list(DEFAULT))
    parser.add_argument("--quiet", action="store_true", help="only the totals")
    args = parser.parse_args(argv)
    for folder in args.folders:
        labelled = carded = as_caveat = 0
        missing: list[str] = []
        for lesson_path, label_path in _annotations(folder):
            lesson = read_lesson(lesson_path)
            labels = json.loads(label_path.read_text("utf-8"))["sentences"]
            comp = compose_lesson(lesson, practice=0)
            by_id = {
                c.statement_id: c
                for c in comp.cards
                if c.statement_id and c.type is not CardType.EXERCISE
            }
            said = {comparable(s.text): s for s in lesson.statements}
            for label in labels:
                if label["kind"] != "caveat":
                    continue
                labelled += 1
                statement = said.get(comparable(str(label["text"])))
                if statement is None:
                    missing.append(f"{lesson_path.name}: not read as one sentence: {label['text']}")
                    continue
                if statement.id not in by_id:
                    missing.append(f"{lesson_path.name}:{statement.line}: {statement.text[:90]}")
                    continue
                carded += 1
                as_caveat += statement.kind is StatementKind.CAVEAT
        print(f"{folder}: {carded}/{labelled} labelled caveats on a card ({as_caveat} as caveats)")
        if not args.quiet:
            for line in missing:
                print(f"  no card: {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
