"""A lesson's MathJax: recorded beside the statement text, shown as math on every card.

The sentences here are invented (a gardener's watering weights), not lesson text.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

import pytest
from anki_helpers import import_package, open_collection

from generator import cardmath
from generator.compose import compose_lesson
from generator.model import Card, ClozeCard, Lesson, Role, SourceSpan
from generator.quiz.mathtext import plain_math
from generator.reader import parse_lesson, statement_id
from generator.writers import worksheet
from generator.writers.anki import build_notes, quality_problems, write_deck

HEADER = (
    "# Watering schedules\n\nGarden course · Lesson 3 of 5 · 2:00\n\n## Narration transcript\n\n"
)

GARDEN = (
    HEADER + "A gardener keeps a watering weight \\( \\omega \\) for every bed. "
    "The weight \\(\\omega_{k}\\) decides how much water bed \\(k\\) receives each morning. "
    "When the soil is dry, the gardener raises \\(\\omega_{k}\\) by a fixed step called the "
    "increment. The total water is \\(W = \\sum_k \\omega_k\\), and it never exceeds the tank "
    "capacity. A bed that floods is marked \\(F\\) and skipped the next day. Because "
    "\\(\\omega_{k} \\le 1\\), no bed ever receives more than a full can.\n"
)

_DELIMITER = re.compile(r"\\[()\[\]]")


def balanced(text: str) -> bool:
    """Every ``\\(`` closed by ``\\)`` (``\\[`` by ``\\]``) before the next opens."""
    opened: str | None = None
    for m in _DELIMITER.finditer(text):
        token = m.group()
        if token in ("\\(", "\\["):
            if opened is not None:
                return False
            opened = token
        elif opened != {"\\)": "\\(", "\\]": "\\["}[token]:
            return False
        else:
            opened = None
    return opened is None


def outside_math(text: str) -> str:
    return re.sub(r"\\\(.*?\\\)|\\\[.*?\\\]", " ", text, flags=re.DOTALL)


def texts(card: Card) -> list[str]:
    out = [card.front, card.answer, card.source_text, *card.back_extra]
    if isinstance(card, ClozeCard):
        out.extend(card.cloze)
    return out


def one_sentence(sentence: str) -> Lesson:
    return parse_lesson(f"{HEADER}{sentence}\n", "garden.md")


def cloze(lesson: Lesson, start: int, end: int, note: str | None = None) -> ClozeCard:
    """A cloze card deleting ``text[start:end]`` of the lesson's first sentence."""
    s = lesson.statements[0]
    before, deleted, after = s.text[:start], s.text[start:end], s.text[end:]
    return ClozeCard(
        id=f"{lesson.key}:{s.id}:cloze:{start}",
        role=Role.CLAIM,
        lesson_key=lesson.key,
        context="Garden course · Lesson 3",
        front=f"{before}[...]{after}".strip(),
        answer=deleted,
        source=SourceSpan(lesson.path, s.line),
        source_text=s.text,
        cloze=(before, deleted, after),
        note=note,
        statement_id=s.id,
        section=s.section,
    )


# --- the reader -------------------------------------------------------------------------------


def test_statement_text_and_id_stay_as_markdown_reads_them() -> None:
    lesson = parse_lesson(GARDEN, "garden.md")
    first = lesson.statements[0]
    # markdown reads "\(" as an escaped parenthesis: the text (and so the id) keeps "(".
    assert first.text == "A gardener keeps a watering weight ( \\omega ) for every bed."
    assert first.id == statement_id(first.text)
    (span,) = first.math
    assert first.text[span.start : span.end] == "( \\omega )"
    assert span.tex == " \\omega " and span.mathjax == "\\(\\omega\\)" and not span.display


def test_each_span_is_where_the_text_has_it_and_keeps_its_tex() -> None:
    lesson = one_sentence(
        "Mix \\(*p* + q\\) parts with \\(\\{a\\}\\) and a note \\[1\\], then \\[ y^2 \\] "
        "and \\(a +\n  b\\) to finish."
    )
    (s,) = lesson.statements
    shown = [(s.text[m.start : m.end], m.tex, m.display) for m in s.math]
    # Math is read as written, in the text and in its TeX: no emphasis out of "*p*", no
    # escape out of "\{"; "\[1\]" is an escaped bracket (no TeX in it), "\[ y^2 \]" display
    # math; the line break inside the last span is one space in the sentence.
    assert shown == [
        ("(*p* + q)", "*p* + q", False),
        ("(\\{a\\})", "\\{a\\}", False),
        ("[ y^2 ]", " y^2 ", True),
        ("(a + b)", "a +\n  b", False),
    ]


def test_a_span_the_sentence_split_cuts_is_left_out() -> None:
    lesson = one_sentence("The pot holds \\(x. Then\\) more water. A second one holds \\(y\\).")
    assert [len(s.math) for s in lesson.statements] == [0, 0, 1]


def test_parse_json_adds_math_only_where_there_is_math() -> None:
    lesson = parse_lesson(GARDEN + "\nNo formula is in this sentence.\n", "garden.md")
    out = json.loads(json.dumps(lesson.to_json()))
    with_math = [s for s in out["statements"] if "math" in s]
    assert len(with_math) == len([s for s in lesson.statements if s.math]) >= 5
    assert out["statements"][-1].keys() == {
        "id",
        "kind",
        "tags",
        "text",
        "line",
        "section",
        "numbers",
        "terms",
    }
    first = with_math[0]
    (item,) = first["math"]
    assert first["text"][item["start"] : item["end"]] == "( \\omega )"


# --- cards --------------------------------------------------------------------------------------


def test_composed_cards_show_the_math_as_mathjax() -> None:
    lesson = parse_lesson(GARDEN, "garden.md")
    cards = compose_lesson(lesson).cards
    assert cards
    regions = {s.text[m.start : m.end] for s in lesson.statements for m in s.math}
    shown = "\n".join(t for c in cards for t in texts(c))
    assert "\\(\\omega_{k}\\)" in shown
    for card in cards:
        for text in texts(card):
            assert balanced(text), text
            assert not re.search(r"\\[A-Za-z]", outside_math(text)), text
            for region in regions:
                assert region not in outside_math(text), (region, text)


def test_a_sub_heading_shows_its_math_on_the_cards_under_it() -> None:
    lesson = parse_lesson(
        HEADER + "###  Beds of size \\(m_{j}\\)\n\nEvery bed is dug to the same depth before "
        "planting, so the roots of each row share one level of soil.\n",
        "garden.md",
    )
    (s,) = lesson.statements
    assert s.section == "Beds of size (m_{j})"  # as markdown reads it, like the text
    cards = cardmath.with_math(lesson, [cloze(lesson, 0, 5)])
    assert [c.section for c in cards] == ["Beds of size \\(m_{j}\\)"]


def test_a_caveat_on_the_back_shows_its_math() -> None:
    lesson = parse_lesson(
        HEADER + "Roses get water first. Only beds below \\(\\omega_{k} = 1\\) are skipped.\n",
        "garden.md",
    )
    card = cloze(lesson, 0, 5)
    card = ClozeCard(**{**card.__dict__, "back_extra": (f"Caveat: {lesson.statements[1].text}",)})
    (shown,) = cardmath.with_math(lesson, [card])
    assert shown.back_extra == ("Caveat: Only beds below \\(\\omega_{k} = 1\\) are skipped.",)
    assert shown.cloze == card.cloze


def test_a_lesson_without_math_keeps_its_cards() -> None:
    lesson = one_sentence("The gardener waters the roses before the lilies every morning.")
    cards = (cloze(lesson, 4, 12),)
    assert cardmath.with_math(lesson, cards) == cards


MIXED = "The rule sets \\(V(s) = 0.3\\) once \\(\\theta_{t+1}\\) moves past the fence."


def test_no_deletion_leaves_a_span_cut() -> None:
    lesson = one_sentence(MIXED)
    text = lesson.statements[0].text
    for start in range(len(text)):
        for end in range(start + 1, len(text) + 1):
            if not text[start:end].strip():
                continue
            (card,) = cardmath.with_math(lesson, [cloze(lesson, start, end)])
            assert isinstance(card, ClozeCard)
            before, deleted, after = card.cloze
            assert deleted.strip(), (start, end)
            for part in card.cloze:
                assert balanced(part), (start, end, card.cloze)
            joined = before + deleted + after
            assert joined == card.source_text
            assert card.front == f"{before}[...]{after}".strip()
            assert card.answer == deleted
            # One card asks the sentence: every bit of math is MathJax, never TeX as text.
            assert "\\" not in outside_math(joined), (start, end, card.cloze)


def test_a_deletion_inside_a_span_splits_it_or_takes_it_whole() -> None:
    lesson = one_sentence(MIXED)
    text = lesson.statements[0].text
    number = text.index("0.3")
    (card,) = cardmath.with_math(lesson, [cloze(lesson, number, number + 3)])
    assert isinstance(card, ClozeCard)
    assert card.answer == "\\(0.3\\)"  # "V(s) =" stays on the front, as math
    assert card.cloze[0].endswith("\\(V(s) =\\) ")
    name = text.index("\\theta")
    (card,) = cardmath.with_math(lesson, [cloze(lesson, name, name + len("\\theta"))])
    assert card.answer == "\\(\\theta_{t+1}\\)"  # a subscript cannot lose its letter
    paren = text.index("(V(s)")
    (card,) = cardmath.with_math(lesson, [cloze(lesson, paren + 1, paren + 5)])  # "V(s)"
    assert card.answer == "\\(V(s)\\)"
    whole = text.index("(V(s)")
    (card,) = cardmath.with_math(lesson, [cloze(lesson, whole, text.index(")", number) + 1)])
    assert card.answer == "\\(V(s) = 0.3\\)"  # the whole span deleted: an answer that is math
    assert card.cloze[0] == "The rule sets "


def test_the_items_of_one_note_share_their_sentence() -> None:
    lesson = one_sentence("Each log keeps the pair \\(S_t, A_t\\) for the day.")
    text = lesson.statements[0].text
    a, b = text.index("S_t"), text.index("A_t")
    note = "garden:items"
    cards = cardmath.with_math(
        lesson, [cloze(lesson, a, a + 3, note), cloze(lesson, b, b + 3, note)]
    )
    assert [c.answer for c in cards] == ["\\(S_t\\)", "\\(A_t\\)"]
    assert len({"".join(c.cloze) for c in cards if isinstance(c, ClozeCard)}) == 1


def test_items_that_cannot_be_cut_apart_fall_back_to_unicode() -> None:
    lesson = one_sentence("Each log keeps \\(R_{t+1}, S_{t+1}\\) for the day.")
    text = lesson.statements[0].text
    first = text.index("t+1")
    second = text.index("t+1", first + 1)
    note = "garden:items"
    cards = cardmath.with_math(
        lesson, [cloze(lesson, first, first + 3, note), cloze(lesson, second, second + 3, note)]
    )
    assert [c.answer for c in cards] == ["t+1", "t+1"]
    for card in cards:
        for part in texts(card):
            assert balanced(part) and "\\" not in part


def test_a_short_span_is_replaced_only_where_its_sentence_has_it() -> None:
    lesson = parse_lesson(
        HEADER + "Bed \\(a\\) is watered first. The list (a) names roses.\n", "garden.md"
    )
    second = lesson.statements[1]
    (card,) = cardmath.with_math(lesson, [cloze(lesson, 0, 3)])
    assert card.source_text.startswith("Bed \\(a\\)")
    other = cloze(lesson, 0, 3)
    other = ClozeCard(**{**other.__dict__, "source_text": second.text})
    (card,) = cardmath.with_math(lesson, [other])
    assert card.source_text == second.text  # "(a)", a list label: no neighbour agrees


# --- the writers ------------------------------------------------------------------------------


def test_worksheet_and_quiz_print_the_math_as_unicode() -> None:
    cards = compose_lesson(parse_lesson(GARDEN, "garden.md")).cards
    for card in cards:
        for text in texts(card):
            printed = re.sub(r"<[^>]+>", "", str(worksheet.quoted_html(text)))
            assert "\\" not in printed, printed
            assert not worksheet.unprintable(text)
            assert "\\" not in plain_math(text)
    printed = re.sub(r"<[^>]+>", "", str(worksheet.quoted_html("Raise \\(J(\\theta)\\) now.")))
    assert printed == "Raise J(θ) now."
    assert plain_math("A weight \\(\\omega_{k} \\le 1\\).") == "A weight ω_k ≤ 1."


def test_a_worked_step_with_tex_names_but_no_delimiters_prints_symbols() -> None:
    step = "\\omega = 0.4, \\ln(2) \\le 1 and \\unknown (as written)"
    printed = worksheet.plain_text(step, scripts=True)
    assert printed == "ω = 0.4, ln(2) ≤ 1 and \\unknown (as written)"


@pytest.mark.parametrize(
    ("tex", "terminal", "paper"),
    [
        ("\\binom{m}{j}", "C(m, j)", "C(m, j)"),
        ("\\sqrt{2}", "√2", "√2"),
        ("\\boldsymbol{\\omega}", "ω", "ω"),
        ("\\arg\\max_j h_j", "argmax_j h_j", "argmaxj hj"),
        ("h_j,\\ c", "h_j, c", "hj, c"),
    ],
)
def test_commands_of_the_lessons_math_read_as_unicode(tex: str, terminal: str, paper: str) -> None:
    text = f"\\({tex}\\)"
    assert plain_math(text) == terminal
    assert worksheet.plain_text(text).replace(" ", "") == paper.replace(" ", "")


def test_the_deck_has_balanced_math_in_every_field() -> None:
    comp = compose_lesson(parse_lesson(GARDEN, "garden.md"))
    notes = build_notes([comp])
    assert not [p for p in quality_problems(notes) if "MathJax" in p]
    # Braces are character references in a field; MathJax reads the decoded text.
    fields = [html.unescape(value) for note in notes for value in note.fields]
    assert any("\\(\\omega_{k}\\)" in value for value in fields)


def test_a_correction_card_writes_no_span_inside_its_own_formula() -> None:
    # set 368: a slip's correction card asked of "\(0.572 \cdot 1 + (-0.056) \cdot 2\)" came
    # out as "\(0.572 \cdot 1 + \(-0.056\) \cdot 2\)", since "\(-0.056\)" is a span of the
    # lesson of its own
    lesson = parse_lesson(
        HEADER + "One update moves the second weight to \\(-0.056\\) and the first to "
        "\\(0.572\\). Evaluating the new weights on the state gives "
        "\\(0.572 \\cdot 1 + (-0.056) \\cdot 2 = 0.516\\).\n",
        "weights.md",
    )
    fronts = [c.front for c in compose_lesson(lesson, practice=0).cards]
    (correction,) = [f for f in fronts if "really come to" in f]
    assert "\\(0.572 \\cdot 1 + (-0.056) \\cdot 2\\)" in correction
    assert all(balanced(f) for f in fronts), fronts


@pytest.fixture
def col(tmp_path: Path) -> Any:
    collection = open_collection(tmp_path / "collection.anki2")
    yield collection
    collection.close()


def test_math_cards_import_into_anki(tmp_path: Path, col: Any) -> None:
    comp = compose_lesson(parse_lesson(GARDEN, "garden.md"))
    report = write_deck([comp], tmp_path / "decks", epoch=1_700_000_000)
    log = import_package(col, report.package)
    assert len(log.new) == report.lessons[0].added
    rendered = [
        html.unescape(shown)
        for cid in col.find_cards("")
        for shown in (col.get_card(cid).question(), col.get_card(cid).answer())
    ]
    assert any("\\(\\omega_{k}\\)" in shown for shown in rendered)
    for shown in rendered:
        assert balanced(shown), shown
