"""Parsing a big lesson against its floor, and the memory of ``parse``'s table output.

The lessons: the narration of the shared lessons (``../shared/lessons``, or
``LESSONDECK_SHARED``) repeated, each copy under its own ``###`` heading,
after the first lesson's header, until the script is 1 MB and 5 MB.

- *parse*: :func:`generator.reader.parse_lesson` on the text, in this process.
  The floor: markdown-it-py tokenising the same text plus
  :func:`generator.sentences.split_sentences` on every paragraph (the reader
  uses no part-of-speech tagger or model, so there is none to add), with the
  cyclic garbage collector held off as the reader holds it off. Goal: at most
  3x the floor, and at least 2 MB/s on the 5 MB lesson.
- *memory*: peak RSS of ``lessondeck parse FILE`` (the table) against
  ``lessondeck parse FILE --json``, each a subprocess writing to /dev/null.
  Goal: the table within 1.5x of the JSON.

Runs alternate (ours, floor, ours, floor, …); medians are printed. Run:

    python benchmarks/bench_parse.py [--quick] [--sizes 1,5] [--runs 5]

``--quick`` (under a minute): a 0.3 MB lesson, 5 runs each.
"""

from __future__ import annotations

import argparse
import gc
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _ab import HEADER, interleave, row
from markdown_it import MarkdownIt

from generator.reader import parse_lesson
from generator.sentences import split_sentences

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("LESSONDECK_SHARED", ROOT.parent / "shared")) / "lessons"
LESSONDECK = str(Path(sys.executable).with_name("lessondeck"))


def synthetic(size_mb: float) -> str:
    """A lesson script of about ``size_mb`` megabytes made of the shared lessons' narration."""
    texts = [p.read_text("utf-8") for p in sorted(SHARED.glob("script_*.md"))]
    narrations = []
    for text in texts:
        rest = text.split("## Narration transcript", 1)[1]
        narrations.append(re.split(r"^## ", rest, maxsplit=1, flags=re.M)[0].strip())
    head = texts[0].split("## Narration transcript", 1)[0]
    chunks = [head, "## Narration transcript\n\n"]
    size = sum(len(c.encode()) for c in chunks)
    n = 0
    while size < size_mb * 1_000_000:
        block = f"### Part {n}\n\n{narrations[n % len(narrations)]}\n\n"
        chunks.append(block)
        size += len(block.encode())
        n += 1
    return "".join(chunks)


def floor_parse(text: str) -> int:
    """markdown-it-py's tokens of ``text`` and the sentences of every paragraph.

    Like the reader, it holds the cyclic garbage collector off while it works,
    so that both sides are measured the same way.
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        tokens = MarkdownIt().parse(text)
        count = 0
        for token in tokens:
            if token.type == "inline" and token.content:
                count += len(split_sentences(token.content))
        return count
    finally:
        if collecting:
            gc.enable()


def _timed(fn: object) -> float:
    start = time.perf_counter()
    fn()  # type: ignore[operator]
    return time.perf_counter() - start


_RUNS = iter(range(10**9))


def peak_rss(args: list[str], tmp: str) -> float:
    """Peak resident memory in bytes of a subprocess running ``args`` (output discarded).

    Each run gets an empty pipeline cache, so both sides read the lesson.
    """
    env = dict(os.environ, LESSONDECK_CACHE_DIR=f"{tmp}/cache-{next(_RUNS)}")
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode:
        raise RuntimeError(f"{' '.join(args)} failed: {proc.stderr.read() if proc.stderr else ''}")
    return float(usage.ru_maxrss * 1024)  # kilobytes on Linux


def main() -> int:
    """Measure and print; returns 0."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1,5", help="sizes in MB, comma-separated")
    parser.add_argument("--runs", type=int, default=5, help="runs of each side (default 5)")
    parser.add_argument("--quick", action="store_true", help="a 0.3 MB lesson, 5 runs")
    args = parser.parse_args()
    sizes = [0.3] if args.quick else [float(s) for s in args.sizes.split(",")]
    runs = max(5, args.runs)
    print("parse floor: markdown-it-py tokens + split_sentences of every paragraph")
    print("memory floor: peak RSS of `lessondeck parse FILE --json` (both to /dev/null)")
    print(HEADER)
    with tempfile.TemporaryDirectory(prefix="lessondeck-bench-") as tmp:
        for mb in sizes:
            text = synthetic(mb)
            real = len(text.encode()) / 1_000_000
            ours, floor = interleave(
                lambda text=text: _timed(lambda: parse_lesson(text, "synthetic.md")),
                lambda text=text: _timed(lambda: floor_parse(text)),
                runs,
            )
            print(row(f"parse, {real:.1f} MB lesson (in process)", ours, floor, 3.0))
            best = min(ours)
            print(f"{'':42} ours {real / best:.2f} MB/s at best (goal >= 2 MB/s on 5 MB)")
            path = Path(tmp) / f"lesson-{mb}.md"
            path.write_text(text, "utf-8")
            table, js = interleave(
                lambda path=path: peak_rss([LESSONDECK, "parse", str(path)], tmp),
                lambda path=path: peak_rss([LESSONDECK, "parse", str(path), "--json"], tmp),
                runs,
            )
            print(row(f"parse table peak RSS, {real:.1f} MB", table, js, 1.5, unit="B"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
