"""Parsing time against script size: is reading a lesson linear in its length?

Builds synthetic scripts of about 1, 5 and 20 MB from the sample lesson's
narration (its paragraphs repeated, each copy under a ``###`` sub-heading so
sections and line numbers are exercised), parses each with the real reader,
and prints seconds, MB/s and the time per MB relative to the 1 MB run. A
linear reader keeps that ratio near 1.0. Run:

    python benchmarks/bench_parse.py [--sizes 1,5,20]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from generator.reader import parse_lesson

ROOT = Path(__file__).resolve().parents[1]


def synthetic(size_mb: float) -> str:
    """A lesson script of about ``size_mb`` megabytes."""
    sample = (ROOT / "source" / "script_04.md").read_text("utf-8")
    head, rest = sample.split("## Narration transcript", 1)
    narration, tail = rest.split("## Provenance", 1)
    chunks = [head, "## Narration transcript\n\n"]
    size = sum(len(c.encode()) for c in chunks)
    n = 0
    while size < size_mb * 1_000_000:
        block = f"### Part {n}\n\n{narration.strip()}\n\n"
        chunks.append(block)
        size += len(block.encode())
        n += 1
    chunks.append("## Provenance" + tail)
    return "".join(chunks)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1,5,20", help="sizes in MB, comma-separated")
    args = parser.parse_args()
    sizes = [float(s) for s in args.sizes.split(",")]
    base: float | None = None
    print(f"{'MB':>6} {'statements':>11} {'seconds':>8} {'MB/s':>6} {'s/MB vs first':>14}")
    for mb in sizes:
        text = synthetic(mb)
        real_mb = len(text.encode()) / 1_000_000
        start = time.perf_counter()
        lesson = parse_lesson(text, "synthetic.md")
        seconds = time.perf_counter() - start
        per_mb = seconds / real_mb
        base = base or per_mb
        print(
            f"{real_mb:6.1f} {len(lesson.statements):11d} {seconds:8.2f} "
            f"{real_mb / seconds:6.2f} {per_mb / base:14.2f}"
        )


if __name__ == "__main__":
    main()
