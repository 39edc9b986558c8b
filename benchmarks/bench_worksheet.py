"""Benchmark ``lessondeck worksheet``: many versions of the sample lesson, as PDF.

Times :func:`generator.writers.worksheet.write_worksheets` making ``--versions``
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

from generator.reader import read_sources
from generator.writers.worksheet import (
    OutputFormat,
    Part,
    WorksheetOptions,
    load_weasyprint,
    make_worksheet,
    render_html,
    render_pdf,
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
    lessons = read_sources([Path(args.sources)])
    weasyprint = load_weasyprint()
    from weasyprint.text.fonts import FontConfiguration

    # Warm-up: WeasyPrint's first document loads fonts and caches; time neither side with it.
    warm = make_worksheet(lessons[0], seed=SEED + 999)
    render_pdf(render_html(warm, Part.KEY), weasyprint=weasyprint)

    options = WorksheetOptions(
        seed=SEED,
        versions=args.versions,
        formats=frozenset({OutputFormat.PDF}),
        epoch=EPOCH,
    )
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        report = write_worksheets(lessons, Path(folder), options)
        ours = time.perf_counter() - start
        size = sum(p.stat().st_size for p in report.files)

    # What the project does besides rendering, measured on its own (not part of the ratio).
    start = time.perf_counter()
    documents = []
    for lesson in lessons:
        for version in range(1, args.versions + 1):
            sheet = make_worksheet(lesson, seed=SEED, version=version, versions=args.versions)
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
