"""Benchmark ``lessondeck build`` on a synthetic course of many lessons.

The course is made from the shared lessons (``../shared/lessons``, or
``LESSONDECK_SHARED``): lesson *i* is a copy of shared script *i mod 7*
renumbered as lesson *i* of N, so every copy gets its own deck and notes.
The script times reading, composing and writing the deck (a first build, then
an unchanged rebuild against the manifest), and the baseline: genanki alone
writing the same notes (same fields, tags, GUIDs and decks, no parsing) with
``genanki.Package.write_to_file``. It prints the time per lesson and the ratio
to that baseline (the goal is at most 1.5×). Figures only, no assertions.

Run: ``python benchmarks/bench_build.py [--lessons 1000] [--synthetic]``.
``--synthetic`` (or a missing reader/compose) builds the cards without the
reader and compose, from the narration's sentences, to time the writer alone.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time
import warnings
from collections.abc import Sequence
from pathlib import Path

from generator.model import Card, CardType, Composition, Lesson, SourceSpan
from generator.writers.anki import AnkiNote, build_notes, deck_id_for, guid_for, write_deck

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("LESSONDECK_SHARED", ROOT.parent / "shared")) / "lessons"
EPOCH = 1_700_000_000
_SERIES_LINE = re.compile(r"Lesson\s+\d+\s+of\s+\d+")


def make_course(sources: Sequence[Path], count: int, folder: Path) -> list[Path]:
    """Write ``count`` renumbered copies of ``sources`` into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    texts = [p.read_text("utf-8") for p in sources]
    paths = []
    for i in range(count):
        text = texts[i % len(texts)]
        text = _SERIES_LINE.sub(f"Lesson {i + 1} of {count}", text, count=1)
        text = re.sub(r"^# (.*)$", rf"# \1 (copy {i // len(texts) + 1})", text, count=1, flags=re.M)
        path = folder / f"script_{i + 1:04d}.md"
        path.write_text(text, "utf-8")
        paths.append(path)
    return paths


def synthetic_compositions(paths: Sequence[Path]) -> list[Composition]:
    """Cloze cards from the narration's sentences, without the reader or compose."""
    comps = []
    for number, path in enumerate(paths, start=1):
        text = path.read_text("utf-8")
        title = text.splitlines()[0].lstrip("# ").strip()
        narration = text.split("## Narration transcript", 1)[-1].split("\n## ", 1)[0]
        lesson = Lesson(
            path=str(path),
            title=title,
            series="Synthetic course",
            number=number,
            total=len(paths),
            duration=None,
            objective=None,
            terms=(),
            statements=(),
        )
        cards = []
        for i, sentence in enumerate(re.split(r"(?<=[.?!])\s+", narration.strip())):
            words = sentence.split()
            if len(words) < 6:
                continue
            deleted = " ".join(words[-3:-1])
            start = sentence.rindex(deleted)
            cards.append(
                Card(
                    id=f"{lesson.key}:s{i}:cloze",
                    type=CardType.CLOZE,
                    role="claim",
                    lesson_key=lesson.key,
                    context=f"Synthetic course · {lesson.context}",
                    front=sentence[:start] + "[...]" + sentence[start + len(deleted) :],
                    answer=deleted,
                    source=SourceSpan(str(path), i + 1),
                    source_text=sentence,
                    cloze=(sentence[:start], deleted, sentence[start + len(deleted) :]),
                    tags=("synthetic",),
                    statement_id=f"s{i}",
                )
            )
        comps.append(Composition(lesson=lesson, cards=tuple(cards)))
    return comps


def genanki_baseline(notes: Sequence[AnkiNote], path: Path) -> float:
    """Seconds genanki takes to write ``notes`` (objects built and written)."""
    import genanki

    start = time.perf_counter()
    models = {}
    decks: dict[str, object] = {}
    for note in notes:
        nt = note.note_type
        if nt.id not in models:
            models[nt.id] = nt.genanki_model()
        name = note.lesson.deck_name
        if name not in decks:
            decks[name] = genanki.Deck(deck_id_for(name), name)
        decks[name].add_note(  # type: ignore[attr-defined]
            genanki.Note(
                model=models[nt.id],
                fields=list(note.fields),
                tags=list(note.tags),
                guid=guid_for(note.card.lesson_key, note.card.id),
            )
        )
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        genanki.Package(list(decks.values())).write_to_file(str(path), timestamp=EPOCH)
    return time.perf_counter() - start


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lessons", type=int, default=1000, help="lessons in the course")
    parser.add_argument("--synthetic", action="store_true", help="skip the reader and compose")
    args = parser.parse_args(argv)

    sources = sorted(SHARED.glob("script_*.md"))
    if not sources:
        print(f"no shared lessons at {SHARED}", file=sys.stderr)
        return 1
    from generator.compose import compose_lesson
    from generator.pipeline import Cache, compose, read_lessons

    no_cache = Cache(None)  # measure the work itself, not the cache

    with tempfile.TemporaryDirectory(prefix="lessondeck-bench-") as tmp:
        folder = Path(tmp)
        paths = make_course(sources, args.lessons, folder / "course")
        t0 = time.perf_counter()
        if not args.synthetic:
            lessons = read_lessons([folder / "course"], jobs=1, store=no_cache)
            t1 = time.perf_counter()
            comps = [compose_lesson(lesson) for lesson in lessons]
            mode = "reader + compose + writer"
        else:
            t1 = t0
            comps = synthetic_compositions(paths)
            mode = "synthetic cards + writer"
        t2 = time.perf_counter()
        report = write_deck(comps, folder / "decks", epoch=EPOCH)
        t3 = time.perf_counter()
        write_deck(comps, folder / "decks", epoch=EPOCH + 60)
        t4 = time.perf_counter()
        parallel = None
        if not args.synthetic:
            # What `lessondeck build` does: read and compose in worker processes.
            p0 = time.perf_counter()
            par = compose([folder / "course"], store=no_cache)
            p1 = time.perf_counter()
            assert par == tuple(comps), "parallel composition differs from sequential"
            parallel = p1 - p0
        notes = build_notes(comps)
        baseline = genanki_baseline(notes, folder / "genanki.apkg")
        size = report.package.stat().st_size
        genanki_size = (folder / "genanki.apkg").stat().st_size

    n = len(comps)
    read, compose, write, rebuild = t1 - t0, t2 - t1, t3 - t2, t4 - t3
    total = read + compose + write
    print(f"{mode}: {n} lessons, {report.notes} notes")
    print(f"  read          {read:7.2f} s  {1000 * read / n:7.2f} ms/lesson")
    print(f"  compose       {compose:7.2f} s  {1000 * compose / n:7.2f} ms/lesson")
    print(f"  write deck    {write:7.2f} s  {1000 * write / n:7.2f} ms/lesson  ({size:,} bytes)")
    print(f"  rebuild       {rebuild:7.2f} s  {1000 * rebuild / n:7.2f} ms/lesson  (unchanged)")
    print(f"  one process   {total:7.2f} s  {1000 * total / n:7.2f} ms/lesson")
    print(
        f"  genanki alone {baseline:7.2f} s  {1000 * baseline / n:7.2f} ms/lesson"
        f"  ({genanki_size:,} bytes)"
    )
    print(f"  ratio one process / genanki: {total / baseline:.2f}x")
    if parallel is not None:
        build = parallel + write
        print(
            f"  build (read + compose in {os.cpu_count()} workers, then write): "
            f"{build:7.2f} s  {1000 * build / n:7.2f} ms/lesson"
        )
        print(f"  ratio build / genanki: {build / baseline:.2f}x (goal <= 1.5x)")
    print(f"  ratio writer / genanki: {write / baseline:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
