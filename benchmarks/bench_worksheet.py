"""Benchmark ``lessondeck worksheet`` as PDF, per page, against WeasyPrint's plain page.

*Ours*: :func:`generator.pipeline.compose` (no cache) and
:func:`generator.writers.worksheet.write_worksheets` writing one version of
the sample lesson's worksheet and answer key as PDF (composing, planning,
templates, figures, WeasyPrint, atomic writes), divided by the pages written;
the PDFs are rendered as by default, by one process per idle core (on a
machine busy with other work, in this process alone).
*The floor*: WeasyPrint rendering a plain HTML page of paragraphs long enough
for two A4 pages with one small inline SVG, with the same call the writer
makes, the objects already held frozen out of the cyclic collector's passes
as the writer freezes them, divided by its two pages. Both run after a
warm-up render, in this process, alternately (ours, floor, …); medians are
printed. Goal: at most 3x
per page. Two rows: wall-clock time, and CPU time (this process and its PDF
workers), which other work on a shared machine disturbs less. Then where ours
goes, in this process alone: composing, planning and the HTML, and
WeasyPrint's PDFs (medians per page). Figures only, no assertions. Run::

    python benchmarks/bench_worksheet.py [--quick] [--runs 5] [--sources source/script_04.md]

``--quick`` (under a minute): 5 runs each.
"""

from __future__ import annotations

import argparse
import gc
import io
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from _ab import HEADER, interleave, row
from pypdf import PdfReader

from generator.pipeline import Cache, compose
from generator.writers.worksheet import (
    OutputFormat,
    Part,
    WorksheetOptions,
    load_weasyprint,
    plan_worksheet,
    render_html,
    render_pdf,
    write_worksheets,
)

ROOT = Path(__file__).resolve().parents[1]
EPOCH = 1_700_000_000
SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120" viewBox="0 0 300 120">'
    '<rect x="10" y="10" width="120" height="80" fill="#ddd" stroke="#333"/>'
    '<line x1="140" y1="50" x2="280" y2="50" stroke="#333"/>'
    '<text x="150" y="40" font-size="14">reward</text></svg>'
)
PARAGRAPH = (
    "<p>The policy samples an answer, a verifier scores it, and the update moves "
    "probability towards answers that scored above the group's average. "
    "Question: what does the baseline subtract? Answer: ____________.</p>"
)


def plain_page(paragraphs: int) -> str:
    """A plain HTML document: a heading, ``paragraphs`` paragraphs and one SVG."""
    body = PARAGRAPH * paragraphs
    return (
        "<!doctype html><html><head><meta charset='utf-8'><title>plain</title>"
        "<style>@page { size: A4; margin: 2cm } body { font: 11pt serif }</style>"
        f"</head><body><h1>Worksheet</h1>{SVG}{body}</body></html>"
    )


def cpu_seconds() -> float:
    """CPU time of this process and of its children that have ended (the PDF workers)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def pages_of(data: bytes) -> int:
    """Pages of a PDF."""
    return len(PdfReader(io.BytesIO(data)).pages)


def shares(sources: list[Path], weasyprint: Any, font_config: Any, runs: int) -> str:
    """Where ours goes, one step after another in this process: medians per page."""
    steps: dict[str, list[float]] = {"compose": [], "plan + HTML": [], "PDF (WeasyPrint)": []}
    for _ in range(runs):
        start = time.perf_counter()
        comps = compose(sources, store=Cache(None), jobs=1)
        composed = time.perf_counter()
        sheets = [
            plan_worksheet(c, seed=0, version=1, versions=1, practice_seed=c.seed) for c in comps
        ]
        documents = [render_html(s, part, epoch=EPOCH) for s in sheets for part in Part]
        planned = time.perf_counter()
        pdfs = [render_pdf(d, weasyprint=weasyprint, font_config=font_config) for d in documents]
        rendered = time.perf_counter()
        pages = sum(pages_of(p) for p in pdfs)
        steps["compose"].append((composed - start) / pages)
        steps["plan + HTML"].append((planned - composed) / pages)
        steps["PDF (WeasyPrint)"].append((rendered - planned) / pages)
    medians = {k: statistics.median(v) for k, v in steps.items()}
    total = sum(medians.values())
    return "; ".join(f"{k} {v * 1000:.1f} ms ({v / total:.0%})" for k, v in medians.items())


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=5, help="runs of each side (default 5)")
    parser.add_argument("--quick", action="store_true", help="5 runs each")
    parser.add_argument(
        "--sources", default=str(ROOT / "source" / "script_04.md"), help="the lesson"
    )
    args = parser.parse_args(argv)
    runs = 5 if args.quick else max(5, args.runs)
    weasyprint = load_weasyprint()
    from weasyprint.text.fonts import FontConfiguration

    # The plain document: as many paragraphs as fill two pages.
    font_config = FontConfiguration()
    paragraphs = 10
    while len(weasyprint.HTML(string=plain_page(paragraphs)).render().pages) < 2:
        paragraphs += 5
    document = plain_page(paragraphs)
    floor_pages = pages_of(
        weasyprint.HTML(string=document).write_pdf(font_config=font_config, pdf_identifier=False)
    )
    sources = [Path(args.sources)]
    options = WorksheetOptions(seed=0, formats=frozenset({OutputFormat.PDF}), epoch=EPOCH)

    with tempfile.TemporaryDirectory(prefix="lessondeck-bench-") as tmp:
        counter = iter(range(10**6))
        pages: list[int] = []
        cpu: dict[str, list[float]] = {"ours": [], "floor": []}

        def ours() -> float:
            out = Path(tmp) / f"ws-{next(counter)}"
            start, start_cpu = time.perf_counter(), cpu_seconds()
            comps = compose(sources, store=Cache(None), jobs=1)
            report = write_worksheets(comps, out, options)
            seconds, used = time.perf_counter() - start, cpu_seconds() - start_cpu
            pages.append(sum(pages_of(p.read_bytes()) for p in report.files))
            cpu["ours"].append(used / pages[-1])
            return seconds / pages[-1]

        def floor() -> float:
            start, start_cpu = time.perf_counter(), cpu_seconds()
            gc.freeze()  # as render_pdf freezes the objects already held while it renders
            try:
                weasyprint.HTML(string=document, base_url=None).write_pdf(
                    font_config=font_config, pdf_identifier=False
                )
            finally:
                gc.unfreeze()
            cpu["floor"].append((cpu_seconds() - start_cpu) / floor_pages)
            return (time.perf_counter() - start) / floor_pages

        ours(), floor()  # warm-up: fonts, caches, imports
        pages.clear()
        cpu["ours"].clear()
        cpu["floor"].clear()
        a, b = interleave(ours, floor, runs)
    print(f"lesson: {args.sources}; ours: worksheet + key as PDF, {pages[0]} pages per run")
    print(f"floor: WeasyPrint, a plain {floor_pages}-page page with one SVG; figures per page")
    print(HEADER)
    print(row("worksheet PDF, per page", a, b, 3.0))
    print(row("worksheet PDF, per page, CPU time", cpu["ours"], cpu["floor"], 3.0))
    print(f"ours per page, one process: {shares(sources, weasyprint, font_config, runs)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
