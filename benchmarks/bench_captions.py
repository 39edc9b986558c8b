"""Aligning a one-hour lecture's captions with its script, against reading the caption file.

Builds a lecture of about an hour (``--minutes``, at 150 words a minute) from
the sample lesson's narration repeated, its captions cut into cues of 5-11
words that split sentences (about 1,000 cues for an hour) with a few words
changed, then times, interleaved and repeated (``--repeat``): reading the
caption file (:func:`generator.captions.read_captions`), aligning it with the
parsed script (:func:`generator.captions.align`), and reading the captions
alone as a lesson (:func:`generator.captions.read_captions_lesson`). Prints
the median of each and the alignment's coverage. Reading captions alone
costs what parsing a script of the same length costs (classification,
numbers, glossary); aligning is the part this benchmark is about. Run:

    python benchmarks/bench_captions.py [--minutes 60] [--repeat 7]
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from generator.captions import align, read_captions, read_captions_lesson
from generator.model import Lesson
from generator.reader import parse_lesson

ROOT = Path(__file__).resolve().parents[1]
WORDS_PER_MINUTE = 150


def _stamp(seconds: float) -> str:
    ms = round(seconds * 1000)
    h, rest = divmod(ms, 3_600_000)
    m, rest = divmod(rest, 60_000)
    s, ms = divmod(rest, 1000)
    return f"{h:02d}:{m:02d}:{s:02d}.{ms:03d}"


def lecture(minutes: float, folder: Path) -> tuple[Lesson, Path, int]:
    """A script of about ``minutes`` of speech, its captions file, and its cue count."""
    sample = (ROOT / "source" / "script_04.md").read_text("utf-8")
    head, rest = sample.split("## Narration transcript", 1)
    narration = rest.split("## Provenance", 1)[0].strip()
    wanted = minutes * WORDS_PER_MINUTE
    parts = []
    words = 0
    n = 0
    while words < wanted:
        parts.append(f"### Part {n}\n\n{narration}\n\n")
        words += len(narration.split())
        n += 1
    text = head + "## Narration transcript\n\n" + "".join(parts)
    lesson = parse_lesson(text, "lecture.md")
    rng = random.Random(1)
    said = []
    for statement in lesson.statements:
        for word in statement.text.split():
            said.append(rng.choice(["so", "this"]) if rng.random() < 0.03 else word)
    per_word = 60 / WORDS_PER_MINUTE
    blocks = []
    i = 0
    while i < len(said):
        k = rng.randint(5, 11)
        start = i * per_word
        end = (i + len(said[i : i + k])) * per_word
        blocks.append(f"{_stamp(start)} --> {_stamp(end)}\n{' '.join(said[i : i + k])}")
        i += k
    path = folder / "lecture.vtt"
    path.write_text("WEBVTT\n\n" + "\n\n".join(blocks) + "\n", "utf-8")
    return lesson, path, len(blocks)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=60.0)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        lesson, path, cues = lecture(args.minutes, Path(tmp))
        captions = read_captions(path)
        runs: dict[str, list[float]] = {"read captions": [], "align": [], "captions alone": []}
        tasks: dict[str, Callable[[], object]] = {
            "read captions": lambda: read_captions(path),
            "align": lambda: align(lesson, captions),
            "captions alone": lambda: read_captions_lesson(path),
        }
        for _ in range(args.repeat):
            for name, task in tasks.items():  # interleaved, so load affects all alike
                start = time.perf_counter()
                task()
                runs[name].append(time.perf_counter() - start)
        coverage = align(lesson, captions).coverage
        size = path.stat().st_size
    print(
        f"lecture: {args.minutes:g} min, {len(lesson.statements)} statements, {cues} cues, "
        f"{size / 1e6:.2f} MB of captions"
    )
    read = statistics.median(runs["read captions"])
    for name, times in runs.items():
        median = statistics.median(times)
        print(f"{name:>15}: median {median * 1000:8.1f} ms  ({median / read:5.2f}x reading)")
    print(f"alignment coverage: {coverage:.1%}")


if __name__ == "__main__":
    main()
