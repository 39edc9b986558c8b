"""Tests of the worksheet writer: what the printed pages say, not only what the HTML holds.

The sample lesson's worksheets and keys are written once (two versions, HTML
and PDF) and read back: the PDF's text through pypdf, the first page as a PNG
through pdftoppm (Debian's poppler-utils; skipped where absent, a failure
when ``LESSONDECK_REQUIRE_TOOLS`` is set, as in CI). Determinism is checked
in-process and against a real ``python -m generator worksheet`` run in
another process with another hash seed.
"""

from __future__ import annotations

import base64
import builtins
import gc
import os
import re
import shutil
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from pypdf import PdfReader

from generator.cli import main
from generator.compose import compose_lesson
from generator.errors import OutputError
from generator.figures import figure_for
from generator.model import Card, ClozeCard, Composition, Exercise, Lesson
from generator.reader import read_sources, shown_path
from generator.writers.worksheet import (
    ItemSection,
    OutputFormat,
    Paper,
    Part,
    Worksheet,
    WorksheetOptions,
    gives_away,
    math_html,
    pdf_document,
    plain_text,
    plan_worksheet,
    render_html,
    render_pdf,
    version_seed,
    version_seeds,
    visible_text,
    write_worksheets,
)

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "source" / "script_04.md"
EPOCH = 1_700_000_000
SEED = 7
HTML_ONLY = frozenset({OutputFormat.HTML})


# --- helpers ------------------------------------------------------------------------------


def squash(text: str) -> str:
    """Text compared the way a PDF's extracted text allows: NFKC, no whitespace."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


def pdf_text(path: Path) -> str:
    return "\n".join(page.extract_text() or "" for page in PdfReader(path).pages)


def question_parts(card: Card) -> list[str]:
    """The pieces of text the worksheet prints for a card (around any blank)."""
    if isinstance(card, ClozeCard):
        before, _, after = card.cloze
        return [p for p in (plain_text(before), plain_text(after)) if p.strip()]
    if card.exercise is not None:
        return [plain_text(card.exercise.prompt, scripts=True)]
    return [plain_text(card.front)]


def practice_params(sheet: Worksheet) -> list[str]:
    return sorted(
        repr(sorted(i.card.exercise.params.items()))
        for i in sheet.section(ItemSection.EXERCISE)
        if i.card.exercise is not None and i.card.exercise.origin == "practice"
    )


def versions_of(lesson: Lesson, seed: int = 0, versions: int = 1) -> list[Composition]:
    """The lesson composed once per version, as ``lessondeck worksheet`` composes it."""
    return [compose_lesson(lesson, seed=s) for s in version_seeds(seed, versions)]


def make_worksheet(lesson: Lesson, *, seed: int, version: int = 1, versions: int = 1) -> Worksheet:
    """One version's plan, from the lesson composed with that version's practice seed."""
    practice_seed = version_seed(seed, version)
    comp = compose_lesson(lesson, seed=practice_seed)
    return plan_worksheet(
        comp, seed=seed, version=version, versions=versions, practice_seed=practice_seed
    )


@pytest.fixture(scope="module")
def lesson() -> Lesson:
    return read_sources([SAMPLE])[0]


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory, lesson: Lesson) -> Any:
    out = tmp_path_factory.mktemp("worksheets")
    options = WorksheetOptions(seed=SEED, epoch=EPOCH)
    return write_worksheets(versions_of(lesson, SEED, 2), out, options)


@pytest.fixture(scope="module")
def texts(written: Any) -> dict[str, str]:
    """The extracted text of every PDF written, by file name."""
    return {p.name: pdf_text(p) for p in written.files if p.suffix == ".pdf"}


# --- files ----------------------------------------------------------------------------------


def test_files_say_lesson_version_and_key(written: Any) -> None:
    names = sorted(p.name for p in written.files)
    assert names == sorted(
        f"lesson-04-v{v}-{part}.{ext}"
        for v in (1, 2)
        for part in ("worksheet", "key")
        for ext in ("html", "pdf")
    )
    assert sorted(p.name for p in written.output.iterdir()) == names  # no temporary files left
    for path in written.files:
        assert path.read_bytes()[:5] in (b"%PDF-", b"<!DOC")


# --- the worksheet --------------------------------------------------------------------------


def test_worksheet_pdf_prints_every_question_numbered(written: Any, texts: dict[str, str]) -> None:
    sheet = written.sheets[0].sheet
    text = squash(texts["lesson-04-v1-worksheet.pdf"])
    # Fewer than cards: none prints another's answer, and the learned choice drops claims.
    assert len(sheet.section(ItemSection.FILL_IN)) >= 10
    assert sheet.section(ItemSection.SHORT_ANSWER) and sheet.section(ItemSection.EXERCISE)
    assert [i.number for i in sheet.items] == list(range(1, len(sheet.items) + 1))
    for item in sheet.items:
        assert f"{item.number}." in text
        for part in question_parts(item.card):
            assert squash(part) in text, (item.number, part)
    # the header: course, lesson, version and seed, name and date to fill in
    for words in ("Post-training from first principles", "Lesson 4 of 10", "Rewards and credit"):
        assert squash(words).lower() in text.lower()
    assert "version1of2" in text and f"seed{SEED}" in text
    assert "NAME" in text.upper() and "DATE" in text.upper()


def test_worksheet_marks_caveats_and_practice(written: Any, texts: dict[str, str]) -> None:
    sheet = written.sheets[0].sheet
    html = (written.output / "lesson-04-v1-worksheet.html").read_text("utf-8")
    caveats = [i for i in sheet.section(ItemSection.FILL_IN) if i.card.role == "caveat"]
    assert caveats, "the sample lesson has caveats: they must be on the sheet"
    for item in caveats:
        block = html.split(f'id="item-{item.number}"', 1)[1].split('class="item ', 1)[0]
        assert '<span class="tag">caveat</span>' in block
    text = squash(texts["lesson-04-v1-worksheet.pdf"]).upper()
    origins = {
        i.card.exercise.origin for i in sheet.section(ItemSection.EXERCISE) if i.card.exercise
    }
    assert origins == {"lesson", "practice"}
    assert squash("Practice built from the lesson's formulas").upper() in text
    assert squash("The lesson's own numbers").upper() in text


def test_worksheet_shows_no_answers(written: Any, texts: dict[str, str]) -> None:
    sheet = written.sheets[0].sheet
    text = squash(texts["lesson-04-v1-worksheet.pdf"])
    assert "ANSWERKEY·VERSION" not in text.upper()
    for item in sheet.section(ItemSection.EXERCISE):
        assert item.card.exercise is not None
        assert squash(plain_text(item.card.exercise.steps[-1], scripts=True)) not in text
    for item in sheet.section(ItemSection.SHORT_ANSWER):
        # the answer is never printed by the question itself
        assert squash(item.card.answer).lower() not in squash(item.card.front).lower()


def test_no_item_gives_away_another_and_no_fact_is_asked_twice(
    written: Any, lesson: Lesson
) -> None:
    for ws in written.sheets:
        sheet = ws.sheet
        questions = [i.card for i in sheet.section(ItemSection.SHORT_ANSWER)]
        facts = [(c.statement_id, c.template) for c in questions if c.template == "acronym"]
        assert len(facts) == len(set(facts)), "an acronym asked both ways"
        for card in questions:
            others = [visible_text(i.card) for i in sheet.items if i.card is not card]
            assert not gives_away(card.answer, others), card.front
    # The rules make reverse questions of the sample lesson to leave out (the learned
    # choice of cards may drop them before the worksheet sees them).
    rules = plan_worksheet(compose_lesson(lesson, quality=False), seed=SEED, version=1)
    assert rules.left_out, "the sample lesson has reverse questions to leave out"


def test_gives_away() -> None:
    assert gives_away("GAE", ["What is the GAE advantage A₁?"])
    assert not gives_away("GAE", ["the gae of it"])
    assert gives_away(
        "the scalar consumed by an objective", ["which is the Scalar consumed by an objective?"]
    )
    assert not gives_away("Reward", ["Reward and feedback"])  # one common word gives nothing away


# --- the answer key -------------------------------------------------------------------------


def test_key_pdf_holds_every_answer_step_and_source_line(
    written: Any, texts: dict[str, str]
) -> None:
    for ws in written.sheets:
        sheet = ws.sheet
        text = squash(texts[f"lesson-04-v{sheet.version}-key.pdf"])
        assert "ANSWERKEY·VERSION" in text.upper()
        for item in sheet.items:
            card = item.card
            assert f"{item.number}." in text
            assert squash(plain_text(card.answer)) in text, (item.number, card.answer)
            assert card.source is not None
            assert f"{card.source.path}:{card.source.line}" in text, item.number
            assert squash(plain_text(card.source_text)) in text, item.number
            if card.exercise is not None:
                for step in card.exercise.steps:
                    assert squash(plain_text(step, scripts=True)) in text, step


def test_key_numbers_match_the_worksheet(written: Any) -> None:
    sheet = written.sheets[0].sheet
    worksheet = (written.output / "lesson-04-v1-worksheet.html").read_text("utf-8")
    key = (written.output / "lesson-04-v1-key.html").read_text("utf-8")
    numbers = [int(n) for n in re.findall(r'id="item-(\d+)"', worksheet)]
    assert numbers == [int(n) for n in re.findall(r'id="item-(\d+)"', key)]
    assert numbers == [i.number for i in sheet.items]


def test_no_raw_tex_on_paper(written: Any, texts: dict[str, str]) -> None:
    raw = [c for c in (written.sheets[0].sheet.items) if "\\(" in visible_text(c.card)]
    assert raw, "the sample's exercises use MathJax: the test needs some"
    for name, text in texts.items():
        assert "\\(" not in text and "\\)" not in text, name
    for path in written.files:
        if path.suffix == ".html":
            assert "\\(" not in path.read_text("utf-8"), path.name


# --- figures --------------------------------------------------------------------------------


def test_figures_in_worksheet_and_key(tmp_path: Path) -> None:
    # The sample lesson with two sentences that teach GAE and GRPO's advantage, so that
    # its practice exercises (only of kinds a lesson teaches) include their figures.
    text = SAMPLE.read_text("utf-8").replace(
        "\n## Provenance",
        "\nGAE is an exponentially weighted sum of TD errors, weighted by powers of lambda. "
        "GRPO computes each sibling's "
        "advantage from the group's mean and standard deviation.\n\n## Provenance",
    )
    source = tmp_path / SAMPLE.name
    source.write_text(text, encoding="utf-8")
    out = tmp_path / "worksheets"
    out.mkdir()
    options = WorksheetOptions(seed=SEED, epoch=EPOCH)
    written = write_worksheets(versions_of(read_sources([source])[0], SEED, 2), out, options)
    sheet = written.sheets[0].sheet
    kinds = {i.card.exercise.kind for i in sheet.items if i.card.exercise is not None}
    assert {"discounted_return", "gae", "grpo_advantage"} <= kinds
    worksheet = (written.output / "lesson-04-v1-worksheet.html").read_text("utf-8")
    key = (written.output / "lesson-04-v1-key.html").read_text("utf-8")
    for document in (worksheet, key):
        assert document.count('class="figure trajectory"') >= 3  # two returns, one GAE
        assert document.count('class="figure grpo"') == 1
        for svg in re.findall(r"<svg.*?</svg>", document, re.DOTALL):
            ET.fromstring(svg)  # well-formed
    # The GRPO figure shows the group's mean in the key only (items are found by their
    # figure, not by their position: the item order depends on which items are printed).
    grpo = re.compile(r'class="figure grpo">(<div class="canvas".*?)<figcaption>', re.DOTALL)
    sheet_fig, key_fig = grpo.search(worksheet), grpo.search(key)
    assert sheet_fig is not None and key_fig is not None
    assert "mean " in key_fig.group(1) and "mean " not in sheet_fig.group(1)
    # The labels are HTML over the SVG (WeasyPrint lays out SVG text letter by letter).
    for document in (worksheet, key):
        assert "<text" not in document and 'class="fl' in document


def test_pdf_document_gives_each_figure_as_an_image_of_its_svg(written: Any) -> None:
    key = (written.output / "lesson-04-v1-key.html").read_text("utf-8")
    svgs = re.findall(r"<svg.*?</svg>", key, re.DOTALL)
    assert svgs
    pdf = pdf_document(key)
    assert "<svg" not in pdf
    images = re.findall(r'<img class="svg" alt="" src="data:image/svg\+xml;base64,([^"]+)">', pdf)
    assert [base64.b64decode(i).decode("utf-8") for i in images] == svgs
    # nothing else changed: the labels, the captions and the text around the figures
    rest = re.sub(r"<svg.*?</svg>", "", key, flags=re.DOTALL)
    assert re.sub(r'<img class="svg"[^>]*>', "", pdf) == rest


def _exercise(kind: str, params: dict[str, Any], prompt: str = "") -> Exercise:
    return Exercise("x", kind, params, prompt, 0.0, 2, (), None)


def test_trajectory_strip_labels_and_weights() -> None:
    params = {"rewards": (0, 0, 1), "gamma": 0.9, "t": 0}
    prompt = 'step 0 "inspect files" (reward 0); step 1 "run <the> tests" (reward 0)'
    hidden = figure_for(_exercise("discounted_return", params, prompt), reveal=False)
    shown = figure_for(_exercise("discounted_return", params), reveal=True)
    assert shown is not None
    assert hidden is not None
    for label in ("state", "sampled action", "observation", "reward", "step 0 = t"):
        assert f">{label}</span>" in hidden.html
    assert "inspect" in hidden.html and "&lt;the&gt;" in hidden.html  # names from the prompt
    assert "γ² = 0.81" in shown.html and "0.81" not in hidden.html
    for fig in (hidden, shown):
        ET.fromstring(fig.svg)
        ET.fromstring(fig.html)
        assert "<text" not in fig.svg


def test_gae_strip_shows_td_errors_only_in_the_key() -> None:
    params = {"rewards": (0, 1), "values": (0.5, 0.4, 0), "gamma": 0.5, "lam": 0.5, "t": 0}
    hidden, shown = (figure_for(_exercise("gae", params), reveal=r) for r in (False, True))
    assert hidden is not None and shown is not None
    assert "TD error" in hidden.html and "δ₀ = −0.3" in shown.html and "−0.3" not in hidden.html
    assert "(γλ)¹ = 0.25" in shown.html


def test_grpo_chart_shows_mean_and_advantages_in_the_key() -> None:
    params = {"rewards": (0, 0, 1, 0, 0, 1), "index": 1, "ddof": 0, "eps": 0}
    hidden, shown = (
        figure_for(_exercise("grpo_advantage", params), reveal=r) for r in (False, True)
    )
    assert hidden is not None and shown is not None
    assert "mean" not in hidden.html and "A = ?" in hidden.html
    assert "mean ≈ 0.333" in shown.html and "−0.71" in shown.html and "1.41" in shown.html
    assert shown.svg.count("<rect") >= 6
    same = {"rewards": (1, 1, 1), "index": 0, "ddof": 0, "eps": 0}
    uniform = figure_for(_exercise("grpo_advantage", same), reveal=True)
    assert uniform is not None
    assert uniform.html.count(">0.00<") == 3  # no relative signal: every advantage is 0


# --- versions and seeds ---------------------------------------------------------------------


def test_version_seed() -> None:
    assert version_seed(5, 1) == 5  # version 1 matches the deck built with the same seed
    assert version_seed(5, 2) == version_seed(5, 2) != version_seed(5, 3)
    assert version_seed(5, 2) != version_seed(6, 2)
    with pytest.raises(ValueError):
        version_seed(5, 0)


def test_versions_differ_in_numbers_and_order(written: Any) -> None:
    one, two = (w.sheet for w in written.sheets)
    assert practice_params(one) != practice_params(two)
    own = [
        sorted(
            repr(sorted(i.card.exercise.params.items()))
            for i in s.items
            if i.card.exercise and i.card.exercise.origin == "lesson"
        )
        for s in (one, two)
    ]
    assert own[0] == own[1] and own[0], "the lesson's own numbers stay"
    assert [i.card.id for i in one.section(ItemSection.FILL_IN)] != [
        i.card.id for i in two.section(ItemSection.FILL_IN)
    ]
    # The same fill-ins, except one that a version's practice exercise prints the answer of.
    printed = {lo.card.id for s in (one, two) for lo in s.left_out if "exercise" in lo.reason}
    assert {i.card.id for i in one.section(ItemSection.FILL_IN)} - printed == {
        i.card.id for i in two.section(ItemSection.FILL_IN)
    } - printed


def test_same_seed_same_plan_other_seed_other_numbers(lesson: Lesson) -> None:
    a = make_worksheet(lesson, seed=SEED, version=2, versions=2)
    b = make_worksheet(lesson, seed=SEED, version=2, versions=2)
    assert a == b
    c = make_worksheet(lesson, seed=SEED + 1, version=2, versions=2)
    assert practice_params(a) != practice_params(c)


def test_same_seed_same_bytes_in_process(written: Any, lesson: Lesson) -> None:
    sheet = make_worksheet(lesson, seed=SEED, version=1, versions=2)
    for part in Part:
        document = render_html(sheet, part, epoch=EPOCH)
        stem = written.output / sheet.file_stem(part)
        assert document.encode("utf-8") == stem.with_suffix(".html").read_bytes()
        assert render_pdf(document) == stem.with_suffix(".pdf").read_bytes()


def test_rendering_leaves_the_cyclic_collector_as_it_found_it(lesson: Lesson) -> None:
    """render_pdf freezes the objects already held while it renders, and only its own freeze."""
    document = render_html(make_worksheet(lesson, seed=SEED), Part.WORKSHEET, epoch=EPOCH)
    alone = render_pdf(document)  # WeasyPrint imported and its fonts loaded
    assert gc.get_freeze_count() == 0 and gc.isenabled()
    frozen_during: list[int] = []
    callback = lambda phase, info: frozen_during.append(gc.get_freeze_count())  # noqa: E731
    gc.callbacks.append(callback)
    try:
        assert render_pdf(document) == alone
    finally:
        gc.callbacks.remove(callback)
    assert frozen_during and min(frozen_during) > 0  # the collector ran, with objects frozen
    assert gc.get_freeze_count() == 0 and gc.isenabled()
    gc.freeze()  # someone else's freeze is theirs to undo
    held = gc.get_freeze_count()
    try:
        assert render_pdf(document) == alone
        # Not unfrozen (that empties the permanent generation): only what the render freed
        # of it is gone (WeasyPrint 70 drops a few dozen objects it held).
        assert gc.get_freeze_count() >= 0.9 * held
    finally:
        gc.unfreeze()


def test_pdfs_from_workers_are_the_bytes_made_one_by_one(
    tmp_path: Path, lesson: Lesson, monkeypatch: pytest.MonkeyPatch
) -> None:
    import generator.pipeline
    import generator.writers.worksheet as worksheet

    monkeypatch.setattr(generator.pipeline, "idle_cores", lambda: 2)  # even on a busy machine
    comps = versions_of(lesson, SEED, 2)
    made: dict[int | None, list[bytes]] = {}
    done: dict[int | None, list[tuple[int, int]]] = {}
    workers = tmp_path / "workers"
    workers.mkdir()
    real_start = worksheet._start_pdf_worker

    def start(parent: int) -> None:
        (workers / str(os.getpid())).touch()  # a worker says it started
        real_start(parent)

    monkeypatch.setattr(worksheet, "_start_pdf_worker", start)
    for jobs in (1, None):
        options = WorksheetOptions(seed=SEED, epoch=EPOCH, jobs=jobs)
        progress = done.setdefault(jobs, [])
        report = write_worksheets(
            comps, tmp_path / str(jobs), options, progress=lambda d, t, p=progress: p.append((d, t))
        )
        pdfs = [p for p in report.files if p.suffix == ".pdf"]
        assert len(pdfs) == 4
        made[jobs] = [p.read_bytes() for p in pdfs]
    assert made[None] == made[1]
    assert done[None] == done[1] == [(1, 2), (2, 2)]
    pids = {int(p.name) for p in workers.iterdir()}
    assert pids and os.getpid() not in pids  # the PDFs were made in processes of their own
    with pytest.raises(ValueError, match="jobs=0"):
        write_worksheets(comps, tmp_path / "0", WorksheetOptions(jobs=0))


def test_a_pdf_failing_in_a_worker_names_its_file(
    tmp_path: Path, lesson: Lesson, monkeypatch: pytest.MonkeyPatch
) -> None:
    import generator.pipeline
    import generator.writers.worksheet as worksheet

    monkeypatch.setattr(generator.pipeline, "idle_cores", lambda: 2)
    real_render = worksheet.render_pdf

    def render(document: str, **kwargs: Any) -> bytes:
        if "Answer key" in document and os.getpid() != parent:
            raise OutputError("cannot make the PDF: a library failed")
        return real_render(document, **kwargs)

    parent = os.getpid()
    monkeypatch.setattr(worksheet, "render_pdf", render)  # forked workers inherit it
    with pytest.raises(OutputError) as info:
        write_worksheets(versions_of(lesson), tmp_path, WorksheetOptions(seed=SEED, epoch=EPOCH))
    assert info.value.path is not None and info.value.path.endswith("lesson-04-v1-key.pdf")
    assert "a library failed" in str(info.value)


def test_two_seeds_give_different_numbers_on_paper(
    tmp_path: Path, lesson: Lesson, texts: dict[str, str]
) -> None:
    options = WorksheetOptions(seed=SEED + 1, epoch=EPOCH, formats=frozenset({OutputFormat.PDF}))
    other = write_worksheets(versions_of(lesson, SEED + 1, 2), tmp_path, options)
    sheet = other.sheets[0].sheet
    text = squash(pdf_text(tmp_path / "lesson-04-v1-worksheet.pdf"))
    mine = squash(texts["lesson-04-v1-worksheet.pdf"])
    prompts = [
        squash(plain_text(i.card.exercise.prompt, scripts=True))
        for i in sheet.section(ItemSection.EXERCISE)
        if i.card.exercise is not None and i.card.exercise.origin == "practice"
    ]
    assert prompts and all(p in text for p in prompts)
    assert any(p not in mine for p in prompts)
    assert (tmp_path / "lesson-04-v1-worksheet.pdf").read_bytes() != (
        other.output / "lesson-04-v2-worksheet.pdf"
    ).read_bytes()


def test_epoch_is_the_pdf_date(written: Any) -> None:
    meta = PdfReader(written.output / "lesson-04-v1-key.pdf").metadata
    assert meta is not None
    assert meta["/CreationDate"] == meta["/ModDate"] == "D:20231114221320Z"
    assert "2023-11-14T22:13:20Z" in (written.output / "lesson-04-v1-key.html").read_text("utf-8")


# --- safety ---------------------------------------------------------------------------------


def test_lesson_html_is_escaped(tmp_path: Path) -> None:
    source = SAMPLE.read_text("utf-8").replace(
        # A sentence whose fill-in no other item answers (issue 11 leaves those out), and
        # whose card the learned choice keeps.
        "Positive advantage raises the sampled behavior’s probability; negative advantage "
        "lowers it.",
        "Positive advantage raises the sampled behavior’s probability; negative advantage "
        "lowers it `<script>alert(1)</script>` &lt;b&gt;.",
    )
    source = source.replace("# Rewards and credit assignment", "# Rewards `<i>` &amp; credit", 1)
    lessons_dir = tmp_path / "src"
    lessons_dir.mkdir()
    (lessons_dir / "script_04.md").write_text(source, "utf-8")
    lesson = read_sources([lessons_dir])[0]
    assert any("<script>" in s.text for s in lesson.statements), "precondition: text kept"
    assert lesson.title == "Rewards <i> & credit"
    report = write_worksheets(
        versions_of(lesson), tmp_path / "out", WorksheetOptions(formats=HTML_ONLY)
    )
    for path in report.files:
        document = path.read_text("utf-8")
        assert "<script" not in document and "<b>" not in document and "<i> &" not in document
        assert "Rewards &lt;i&gt; &amp; credit" in document
    key = (tmp_path / "out" / "lesson-04-v1-key.html").read_text("utf-8")
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in key
    pdf = tmp_path / "key.pdf"
    pdf.write_bytes(render_pdf(key))
    assert "<script>alert(1)</script>" in pdf_text(pdf)


def test_math_html() -> None:
    assert str(math_html(r"Return \(G_t\)")) == (
        'Return <span class="math"><i>G</i><sub><i>t</i></sub></span>'
    )
    assert plain_text(r"\(A = G - b\)") == "A = G − b"
    assert plain_text(r"\(\gamma^{k+1} \cdot \lambda\)") == "γk + 1·λ"
    frac = str(math_html(r"\(\frac{r_i - \text{mean}}{\text{std}}\)"))
    assert 'class="frac"' in frac and "mean" in frac and "std" in frac
    assert plain_text(r"\(\mathrm{KL}(p \| q)\)") == "KL(p‖q)"
    assert plain_text(r"\(x<y\) & \(\unknown\)") == "x < y & unknown"
    assert (
        str(math_html("G_t = Σ_k γ^k", scripts=True))
        == "G<sub>t</sub> = Σ<sub>k</sub> γ<sup>k</sup>"
    )
    assert "_" in plain_text("pass_at_k", scripts=True)  # identifiers are left alone
    assert str(math_html("\\\\))")) == ")"  # a stray delimiter and the backslashes before it


@given(st.text(alphabet="\\()[]{}_^<>&'\"abxG γ-=,", max_size=40))
@settings(max_examples=300, deadline=None)
@example("\\\\))")  # a TeX line break before a stray delimiter
def test_math_html_is_well_formed_and_never_shows_raw_tex(text: str) -> None:
    for scripts in (False, True):
        rendered = str(math_html(text, scripts=scripts))
        ET.fromstring(f"<div>{rendered}</div>")  # every tag closed, every & and < escaped
        assert "\\(" not in rendered and "\\)" not in rendered


# --- errors ---------------------------------------------------------------------------------


def test_output_under_a_file_is_a_clear_error(tmp_path: Path, lesson: Lesson) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(OutputError) as info:
        write_worksheets(versions_of(lesson), blocker / "out", WorksheetOptions(formats=HTML_ONLY))
    assert str(blocker / "out") in str(info.value)


def test_unwritable_folder_is_a_clear_error(
    tmp_path: Path, lesson: Lesson, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "out"
    out.mkdir()
    import generator.writers.worksheet as worksheet

    def refuse(*args: object, **kwargs: object) -> Any:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(worksheet.tempfile, "TemporaryFile", refuse)
    with pytest.raises(OutputError) as info:
        write_worksheets(versions_of(lesson), out, WorksheetOptions(formats=HTML_ONLY))
    assert info.value.path == str(out)
    assert "not writable" in str(info.value) and "Permission denied" in str(info.value)
    assert list(out.iterdir()) == []


def test_two_lessons_with_one_name_are_refused(tmp_path: Path, lesson: Lesson) -> None:
    copy = tmp_path / "copy" / "script_04.md"
    copy.parent.mkdir()
    copy.write_text(SAMPLE.read_text("utf-8"), "utf-8")
    twins = [*versions_of(lesson), *versions_of(read_sources([copy])[0])]
    with pytest.raises(OutputError) as info:
        write_worksheets(twins, tmp_path / "out", WorksheetOptions(formats=HTML_ONLY))
    assert shown_path(copy) in str(info.value) and "lesson-04" in str(info.value)
    assert not (tmp_path / "out").exists()


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_read_only_folder_is_a_clear_error(tmp_path: Path, lesson: Lesson) -> None:
    out = tmp_path / "ro"
    out.mkdir()
    out.chmod(0o555)
    try:
        if os.access(out, os.W_OK):
            pytest.skip("running as a user who can write anywhere (root)")
        code = main(["worksheet", str(SAMPLE), "-o", str(out), "--format", "html"])
        assert code == 1
        assert list(out.iterdir()) == []
    finally:
        out.chmod(0o755)


@pytest.fixture
def no_pango(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """``import weasyprint`` fails as it does when Pango is missing (cffi raises OSError)."""
    real_import = builtins.__import__

    def fake_import(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "weasyprint" or name.startswith("weasyprint."):
            raise OSError("cannot load library 'libpango-1.0-0': No such file or directory")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", fake_import)
    yield


def test_missing_pdf_library_suggests_html(
    tmp_path: Path, lesson: Lesson, no_pango: None, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(OutputError) as info:
        write_worksheets(versions_of(lesson), tmp_path / "a", WorksheetOptions())
    message = str(info.value)
    assert "--format html" in message and "libpango" in message
    assert info.value.path is not None and info.value.path.endswith("lesson-04-v1-worksheet.pdf")
    assert list((tmp_path / "a").iterdir()) == []  # nothing half-written
    assert main(["worksheet", str(SAMPLE), "-o", str(tmp_path / "b")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "--format html" in err and err.count("\n") == 1
    # HTML needs no WeasyPrint at all
    assert main(["worksheet", str(SAMPLE), "-o", str(tmp_path / "c"), "--format", "html"]) == 0
    assert sorted(p.name for p in (tmp_path / "c").iterdir()) == [
        "lesson-04-v1-key.html",
        "lesson-04-v1-worksheet.html",
    ]


# --- command line ---------------------------------------------------------------------------


def test_cli_main(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "ws"
    code = main(
        [
            "worksheet",
            str(SAMPLE),
            "--seed",
            "3",
            "--versions",
            "2",
            "-o",
            str(out),
            "--format",
            "html",
            "--paper",
            "letter",
        ]
    )
    assert code == 0
    stdout = capsys.readouterr().out
    assert "wrote 4 files" in stdout and "lesson-04-v2-key.html" in stdout
    document = (out / "lesson-04-v2-worksheet.html").read_text("utf-8")
    assert "size: letter" in document and "seed 3" in document
    with pytest.raises(SystemExit) as exit_info:
        main(["worksheet", "--versions", "0"])
    assert exit_info.value.code == 1  # argument errors: one line, exit 1 (issue 12 #14)
    capsys.readouterr()
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert main(["worksheet", str(SAMPLE), "-o", str(blocker), "--format", "html"]) == 1
    assert capsys.readouterr().err == f"error: {blocker}: not a directory\n"


def test_cli_help_lists_worksheet(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["worksheet", "--help"])
    help_text = capsys.readouterr().out
    for option in ("--seed", "--versions", "--format", "--paper", "-o"):
        assert option in help_text


def test_subprocess_gives_the_same_bytes(tmp_path: Path, written: Any) -> None:
    """A real run, in another process with another hash seed, writes the same bytes."""
    env = {**os.environ, "SOURCE_DATE_EPOCH": str(EPOCH), "PYTHONHASHSEED": "12345"}
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "generator",
            "worksheet",
            str(SAMPLE),
            "--seed",
            str(SEED),
            "--versions",
            "2",
            "-o",
            str(tmp_path),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "wrote 8 files" in result.stdout
    for path in written.files:
        assert (tmp_path / path.name).read_bytes() == path.read_bytes(), path.name


def test_letter_paper_pdf(lesson: Lesson, tmp_path: Path) -> None:
    sheet = make_worksheet(lesson, seed=1)
    pdf = tmp_path / "letter.pdf"
    pdf.write_bytes(render_pdf(render_html(sheet, Part.WORKSHEET, paper=Paper.LETTER)))
    box = PdfReader(pdf).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)


# --- the rendered page ----------------------------------------------------------------------


def _pdftoppm() -> str:
    path = shutil.which("pdftoppm")
    if path is None:
        if os.environ.get("LESSONDECK_REQUIRE_TOOLS"):  # CI installs it: a skip would hide a gap
            pytest.fail("pdftoppm is missing but LESSONDECK_REQUIRE_TOOLS is set")
        pytest.skip("pdftoppm (poppler-utils) is not installed")
    return path


def test_first_page_renders_to_png(written: Any, tmp_path: Path) -> None:
    pdftoppm = _pdftoppm()
    for part in ("worksheet", "key"):
        pdf = written.output / f"lesson-04-v1-{part}.pdf"
        command = [pdftoppm, "-r", "60", "-f", "1", "-l", "1", "-png", str(pdf)]
        subprocess.run([*command, str(tmp_path / part)], check=True, timeout=120)
        pngs = sorted(tmp_path.glob(f"{part}*.png"))
        assert len(pngs) == 1
        data = pngs[0].read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
        assert abs(width - 496) <= 1 and abs(height - 702) <= 1  # A4 (210 × 297 mm) at 60 dpi
        assert len(data) > 10_000  # a page with text on it, not a blank one


def _gray_pages(pdftoppm: str, pdf: Path, folder: Path, dpi: int) -> list[tuple[int, int, bytes]]:
    """Every page of ``pdf`` as (width, height, 8-bit gray pixels), through PGM files."""
    prefix = folder / pdf.stem
    subprocess.run([pdftoppm, "-r", str(dpi), "-gray", str(pdf), str(prefix)], check=True)
    pages = []
    for path in sorted(folder.glob(f"{pdf.stem}-*.pgm"), key=lambda p: int(p.stem.rsplit("-")[-1])):
        data = path.read_bytes()
        magic, width, height, maxval, pixels = data.split(maxsplit=4)
        assert magic == b"P5" and maxval == b"255"
        pages.append((int(width), int(height), pixels))
    return pages


def test_nothing_runs_into_the_margins(written: Any, tmp_path: Path) -> None:
    """Every page's outer margin (12 mm sides, 10 mm top, 6 mm bottom) is blank paper."""
    pdftoppm = _pdftoppm()
    dpi = 40
    side, top, bottom = (round(mm / 25.4 * dpi) for mm in (12, 10, 6))
    for part in ("worksheet", "key"):
        pdf = written.output / f"lesson-04-v2-{part}.pdf"
        pages = _gray_pages(pdftoppm, pdf, tmp_path, dpi)
        assert len(pages) == len(PdfReader(pdf).pages) > 1
        for number, (width, height, pixels) in enumerate(pages, start=1):
            rows = [pixels[y * width : (y + 1) * width] for y in range(height)]
            inked = [
                (x, y)
                for y, row in enumerate(rows)
                for x in (*range(side), *range(width - side, width))
                if row[x] != 255
            ]
            inked += [
                (x, y)
                for y in (*range(top), *range(height - bottom, height))
                for x in range(width)
                if rows[y][x] != 255
            ]
            assert not inked, f"{pdf.name} page {number}: ink in the margin at {inked[:5]}"


# --- issue 11: no item answers another; digits; no raw TeX ---------------------------------


def _sheets() -> Iterator[Any]:
    from conftest import SHARED

    from generator.compose import compose_lesson
    from generator.reader import read_lesson
    from generator.writers.worksheet import plan_worksheet

    paths = [SAMPLE, *sorted((SHARED / "deeprl" / "lessons").glob("hf_0*.md"))]
    for path in paths:
        comp = compose_lesson(read_lesson(path))
        yield plan_worksheet(comp, seed=SEED, version=1)


def test_no_printed_item_prints_the_answer_of_another() -> None:
    from generator.writers.worksheet import prints_answer, visible_text

    for sheet in _sheets():
        items = [i for i in sheet.items if i.section is not ItemSection.EXERCISE]
        for item in items:
            for other in sheet.items:
                if other is not item:
                    assert not prints_answer(item.card.answer, visible_text(other.card)), (
                        sheet.lesson.path,
                        item.card.answer,
                        visible_text(other.card),
                    )


def test_overlapping_cloze_siblings_share_no_sheet(tmp_path: Path) -> None:
    from generator.compose import compose_lesson
    from generator.reader import parse_lesson
    from generator.writers.worksheet import plan_worksheet

    text = (
        "# T\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n"
        "Useful training lowers both training loss and held-out error.\n"
    )
    comp = compose_lesson(parse_lesson(text, "t.md"), practice=0)
    assert len([c for c in comp.cards if isinstance(c, ClozeCard) and c.note]) == 2
    sheet = plan_worksheet(comp, seed=1, version=1)
    assert len(sheet.section(ItemSection.FILL_IN)) == 1
    assert "print each other's answers" in sheet.left_out[0].reason


@pytest.mark.parametrize(
    ("answer", "shown"),
    [
        ("point eight one", "0.81 (point eight one)"),
        ("negative point three", "−0.3 (negative point three)"),
        ("the critic", "the critic"),
        ("0.95 and 0.99", "0.95 and 0.99"),
    ],
)
def test_spoken_numbers_in_answers_are_given_in_digits(answer: str, shown: str) -> None:
    from generator.writers.worksheet import answer_with_digits

    assert answer_with_digits(answer) == shown


def test_no_literal_caret_or_raw_tex_is_printed(tmp_path: Path) -> None:
    text = (
        "# Returns\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n"
        "The return sums rewards as (G_t = R_{t+1} + \\gamma^{2} R_{t+3}) with a discount. "
        "The discount factor gamma^2 weights the reward two steps later. "
        "A critic estimates the expected return of a state.\n"
    )
    src = tmp_path / "src"
    src.mkdir()
    (src / "l.md").write_text(text, "utf-8")
    report = write_worksheets(
        versions_of(read_sources([src])[0]), tmp_path / "out", WorksheetOptions(formats=HTML_ONLY)
    )
    for path in report.files:
        body = path.read_text("utf-8").split("<main>", 1)[1]
        shown = re.sub(r"<[^>]+>", "", body)
        assert "^" not in shown and "_{" not in shown and "\\gamma" not in shown, path.name


def test_two_courses_with_the_same_lesson_number_get_files_of_their_own(
    tmp_path: Path, lesson: Lesson
) -> None:
    other = replace(lesson, series="Another course")
    report = write_worksheets(
        [*versions_of(lesson), *versions_of(other)],
        tmp_path / "out",
        WorksheetOptions(formats=HTML_ONLY),
    )
    names = sorted(p.name for p in report.files)
    assert "post-training-from-first-principles--lesson-04-v1-worksheet.html" in names
    assert "another-course--lesson-04-v1-worksheet.html" in names
    assert len(names) == len(set(names)) == 4
