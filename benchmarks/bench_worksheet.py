"""Benchmark ``lessondeck worksheet``: many versions of the sample lesson, as PDF.

Times :func:`generator.pipeline.compose` (without its cache) and
:func:`generator.writers.worksheet.write_worksheets` making ``--versions``
versions (default 30) of the sample lesson's worksheet and answer key as PDF
(composing each version's cards, planning, templates, figures, WeasyPrint,
atomic writes), then the baseline: WeasyPrint alone rendering the very same
HTML documents in the same process, with the same call the writer makes
(``HTML(string=…).write_pdf`` sharing one font configuration). Both run
after a warm-up render, so neither pays for importing WeasyPrint or loading
fonts. It prints the times, the project's own share and the ratio (the goal
is under 1.3×). Figures only, no assertions.

Run: ``python benchmarks/bench_worksheet.py [--versions 30] [--sources source/]``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from generator.compose import compose_lesson
from generator.pipeline import Cache, compose, read_lessons
from generator.writers.worksheet import (
    OutputFormat,
    Part,
    WorksheetOptions,
    load_weasyprint,
    plan_worksheet,
    render_html,
    render_pdf,
    version_seeds,
    write_worksheets,
)

ROOT = Path(__file__).resolve().parents[1]
EPOCH = 1_700_000_000
SEED = 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--versions", type=int, default=30, help="versions (default: 30)")
    parser.add_argument(
        "--sources", default=str(ROOT / "source" / "script_04.md"), help="the lesson"
    )
    args = parser.parse_args(argv)
    no_cache = Cache(None)  # measure the work itself, not the cache
    sources = [Path(args.sources)]
    lessons = read_lessons(sources, store=no_cache)
    weasyprint = load_weasyprint()
    from weasyprint.text.fonts import FontConfiguration

    # Warm-up: WeasyPrint's first document loads fonts and caches; time neither side with it.
    warm = plan_worksheet(compose_lesson(lessons[0], seed=SEED + 999), seed=SEED + 999, version=1)
    render_pdf(render_html(warm, Part.KEY), weasyprint=weasyprint)

    options = WorksheetOptions(seed=SEED, formats=frozenset({OutputFormat.PDF}), epoch=EPOCH)
    seeds = version_seeds(SEED, args.versions)
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        comps = compose(sources, seeds=seeds, store=no_cache)
        report = write_worksheets(comps, Path(folder), options)
        ours = time.perf_counter() - start
        size = sum(p.stat().st_size for p in report.files)

    # What the project does besides rendering, measured on its own (not part of the ratio).
    start = time.perf_counter()
    documents = []
    for lesson in lessons:
        for version, seed in enumerate(seeds, 1):
            comp = compose_lesson(lesson, seed=seed)
            sheet = plan_worksheet(
                comp, seed=SEED, version=version, versions=args.versions, practice_seed=seed
            )
            documents.extend(render_html(sheet, part, epoch=EPOCH) for part in Part)
    own = time.perf_counter() - start

    font_config = FontConfiguration()
    start = time.perf_counter()
    for document in documents:
        weasyprint.HTML(string=document, base_url=None).write_pdf(
            font_config=font_config, pdf_identifier=False
        )
    alone = time.perf_counter() - start

    count = len(documents)
    print(f"lesson: {lessons[0].path}; {args.versions} versions → {count} PDFs ({size:,} bytes)")
    print(f"lessondeck worksheet (compose, plan, HTML, figures, PDF, write): {ours:8.2f} s")
    print(f"  of which compose + plan + HTML + figures alone:              {own:8.2f} s")
    print(f"WeasyPrint alone on the same HTML:                             {alone:8.2f} s")
    print(f"per PDF: {ours / count * 1000:.0f} ms vs {alone / count * 1000:.0f} ms")
    print(f"ratio: {ours / alone:.3f}× (goal: under 1.3×)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
