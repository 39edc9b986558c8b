"""Benchmark ``lessondeck build`` of a course of many lessons against its floor and its cache.

The course is made from the shared lessons (``../shared/lessons``, or
``LESSONDECK_SHARED``): lesson *i* is a copy of shared script *i mod 7*
renumbered as lesson *i* of N, so every copy gets its own deck and notes.

- *build* (in this process, no cache): what ``lessondeck build`` does,
  :func:`generator.pipeline.compose` (worker processes as by default on an
  otherwise idle machine: one per available core) and
  :func:`generator.writers.anki.write_deck` into an empty folder. The floor:
  markdown-it-py reading (tokenising) every lesson file, then genanki writing
  the same notes (fields, tags, GUIDs, decks) as one package, deflated at
  level 6 like ours (genanki alone stores the collection uncompressed). The
  floor's note fields are made beforehand and not timed. Goal: at most 3x.
- *jobs*: the same build with the default worker processes (one per idle core)
  against ``--jobs 1`` (no workers): the default must be the faster, at most
  1x (issue 14: ``--jobs`` helps on two cores or is not the default).

The default counts idle cores from the one-minute load average
(:func:`generator.pipeline.idle_cores`), which this benchmark's own runs raise.
Both rows pass the default's choice for an otherwise idle machine explicitly, so
the figures do not depend on the load the runs before them left.
- *rebuild*: ``lessondeck build`` as a subprocess when nothing changed (the
  same pipeline cache and output folder) against a cold build (an empty
  cache, a new folder). Goal: the rebuild at most 0.2x the cold build.

Runs alternate (ours, floor, ours, floor, …); medians are printed. Figures
only, no assertions. Run::

    python benchmarks/bench_build.py [--quick] [--lessons 200] [--runs 5]

``--quick`` (under a minute): 20 lessons, 5 runs each.
"""

from __future__ import annotations

import argparse
import functools
import os
import re
import subprocess
import sys
import tempfile
import time
import warnings
import zipfile
from collections.abc import Sequence
from pathlib import Path

from _ab import HEADER, interleave, row
from markdown_it import MarkdownIt

from generator.pipeline import Cache, compose, idle_cores
from generator.writers.anki import AnkiNote, build_notes, deck_id_for, guid_for, write_deck

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("LESSONDECK_SHARED", ROOT.parent / "shared")) / "lessons"
EPOCH = 1_700_000_000
LESSONDECK = str(Path(sys.executable).with_name("lessondeck"))
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


def floor_build(paths: Sequence[Path], notes: Sequence[AnkiNote], out: Path) -> float:
    """Seconds for markdown-it-py to read ``paths`` and genanki to write ``notes``, deflated."""
    import genanki
    import genanki.package

    start = time.perf_counter()
    md = MarkdownIt()
    for path in paths:
        md.parse(path.read_text("utf-8"))
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
    deflated = functools.partial(zipfile.ZipFile, compression=zipfile.ZIP_DEFLATED, compresslevel=6)
    original = genanki.package.zipfile.ZipFile
    genanki.package.zipfile.ZipFile = deflated  # compressed like lessondeck's package
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            genanki.Package(list(decks.values())).write_to_file(str(out), timestamp=EPOCH)
    finally:
        genanki.package.zipfile.ZipFile = original
    return time.perf_counter() - start


def ours_build(course: Path, out: Path, jobs: int | None = None) -> float:
    """Seconds for compose (workers unless ``jobs`` is 1, no cache) and write_deck."""
    start = time.perf_counter()
    comps = compose([course], store=Cache(None), jobs=jobs)
    write_deck(comps, out, epoch=EPOCH)
    return time.perf_counter() - start


def cli_build(course: Path, out: Path, cache: Path) -> float:
    """Seconds for ``lessondeck build COURSE -o OUT`` with the pipeline cache in ``cache``."""
    env = dict(os.environ, LESSONDECK_CACHE_DIR=str(cache), SOURCE_DATE_EPOCH=str(EPOCH))
    start = time.perf_counter()
    subprocess.run(
        [LESSONDECK, "build", str(course), "-o", str(out)],
        check=True,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    return time.perf_counter() - start


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lessons", type=int, default=200, help="lessons (default 200)")
    parser.add_argument("--runs", type=int, default=5, help="runs of each side (default 5)")
    parser.add_argument("--quick", action="store_true", help="20 lessons, 5 runs")
    args = parser.parse_args(argv)
    lessons = 20 if args.quick else args.lessons
    runs = max(5, args.runs)

    sources = sorted(SHARED.glob("script_*.md"))
    if not sources:
        print(f"no shared lessons at {SHARED}", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="lessondeck-bench-") as tmp:
        folder = Path(tmp)
        course = folder / "course"
        paths = make_course(sources, lessons, course)
        comps = compose([course], store=Cache(None))
        notes = build_notes(comps)
        counter = iter(range(10**6))

        def fresh(what: str) -> Path:
            return folder / f"{what}-{next(counter)}"

        print(f"{lessons} lessons, {len(notes)} notes; {os.cpu_count()} cores")
        print("build floor: markdown-it-py tokenising the lessons + genanki writing")
        print("  the same notes, deflated at level 6 like ours")
        print("jobs: the build with one worker per idle core (the default) vs --jobs 1")
        print("rebuild: `lessondeck build`, nothing changed (warm cache) vs cold (empty cache)")
        print(HEADER)
        default_jobs = idle_cores(load=0.0)  # the default on an otherwise idle machine
        ours, floor = interleave(
            lambda: ours_build(course, fresh("decks"), jobs=default_jobs),
            lambda: floor_build(paths, notes, fresh("genanki").with_suffix(".apkg")),
            runs,
        )
        print(row(f"build, {lessons} lessons (in process)", ours, floor, 3.0))
        default, single = interleave(
            lambda: ours_build(course, fresh("decks"), jobs=default_jobs),
            lambda: ours_build(course, fresh("decks"), jobs=1),
            runs,
        )
        print(row(f"build default jobs vs --jobs 1, {lessons}", default, single, 1.0))

        warm_cache, warm_out = folder / "warm-cache", folder / "warm-out"
        cli_build(course, warm_out, warm_cache)  # fill the cache and the manifest
        rebuild, cold = interleave(
            lambda: cli_build(course, warm_out, warm_cache),
            lambda: cli_build(course, fresh("cold-out"), fresh("cold-cache")),
            runs,
        )
        print(row(f"rebuild unchanged vs cold build, {lessons}", rebuild, cold, 0.2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
