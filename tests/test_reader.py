"""The reader: metadata, sentences and their lines, ids, sections, glossary, bad input."""

from __future__ import annotations

import gc
import json
from pathlib import Path

import pytest
from conftest import ROOT, SAMPLE, annotations, needs_shared, shared_lessons
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.errors import LessonError
from generator.model import Lesson, StatementKind
from generator.reader import (
    lesson_files,
    parse_lesson,
    read_lesson,
    read_sources,
    split_terms,
)
from generator.sentences import split_sentences

MINIMAL = """# A title

Some course · Lesson 2 of 7 · 1:30

## Learning objective

Learn a thing.

## Narration transcript

First sentence here. Second sentence here.
"""


def lesson_text(narration: str, *, header: str = MINIMAL.split("## Narration")[0]) -> str:
    return f"{header}## Narration transcript\n\n{narration}\n"


# --- the sample lesson -----------------------------------------------------------


def test_sample_metadata() -> None:
    lesson = read_lesson(SAMPLE)
    assert lesson.title == "Rewards and credit assignment"
    assert lesson.series == "Post-training from first principles"
    assert (lesson.number, lesson.total, lesson.duration) == (4, 10, "3:00")
    assert lesson.objective == (
        "Follow a code-repair trajectory from actions and observations to advantage."
    )
    assert lesson.terms == (
        "trajectories",
        "rollout tuples",
        "feedback versus reward",
        "credit assignment",
        "discounted return",
        "advantage",
        "entropy",
        "pass@k",
        "reference KL",
    )
    assert lesson.key == "post-training-from-first-principles/lesson-04"
    assert lesson.short_key == "lesson-04"
    assert lesson.deck_name == (
        "Post-training from first principles::04 Rewards and credit assignment"
    )
    # The instructions to summarisers and the provenance are kept, not narration.
    titles = [s.title for s in lesson.sections]
    assert titles == ["Using this with an LLM", "Provenance"]
    assert not any("source material" in s.text for s in lesson.statements)


def test_golden_parse_of_the_sample() -> None:
    """The reviewed parse of the sample lesson (tests/golden/script_04.json).

    The fixture was generated once and then reviewed sentence by sentence
    (kind, tags, numbers, line); regenerate it only after reviewing a change.
    """
    golden = json.loads((ROOT / "tests" / "golden" / "script_04.json").read_text("utf-8"))
    parsed = parse_lesson(SAMPLE.read_text("utf-8"), "source/script_04.md").to_json()
    assert parsed == golden


def test_every_statement_starts_on_its_line() -> None:
    for path in [SAMPLE, *shared_lessons()]:
        lines = path.read_text("utf-8").splitlines()
        lesson = read_lesson(path)
        for s in lesson.statements:
            assert s.text[:25] in lines[s.line - 1], (path, s.line, s.text)


@needs_shared
def test_sentences_match_the_hand_split_of_every_shared_lesson() -> None:
    for labels in annotations():
        path = next(p for p in shared_lessons() if p.stem == labels["lesson"])
        lesson = read_lesson(path)
        assert [s.text for s in lesson.statements] == [s["text"] for s in labels["sentences"]]
        assert lesson.title == labels["title"]


@needs_shared
def test_all_shared_lessons_parse() -> None:
    lessons = read_sources([p.parent for p in shared_lessons()[:1]])
    assert len(lessons) == len(shared_lessons()) == 7
    for lesson in lessons:
        assert lesson.series == "Post-training from first principles"
        assert lesson.number is not None and lesson.total == 10
        assert lesson.statements


# --- structure -------------------------------------------------------------------


def test_subheadings_become_sections_not_statements() -> None:
    text = lesson_text(
        "Intro sentence.\n\n### Returns\n\nA return sums rewards.\n\n"
        "### Advantages\n\nAdvantage subtracts a baseline. It can be negative."
    )
    lesson = parse_lesson(text, "x.md")
    assert [(s.text, s.section) for s in lesson.statements] == [
        ("Intro sentence.", None),
        ("A return sums rewards.", "Returns"),
        ("Advantage subtracts a baseline.", "Advantages"),
        ("It can be negative.", "Advantages"),
    ]
    lines = text.splitlines()
    for s in lesson.statements:
        assert s.text in lines[s.line - 1]


def test_lines_of_sentences_inside_wrapped_paragraphs_lists_and_quotes() -> None:
    text = lesson_text(
        "A first sentence that\nwraps over a line. A second\none starts on line two.\n\n"
        "- A list item says one thing.\n- Another item. With two sentences.\n\n"
        "> A quoted sentence *with emphasis*. And `code` too."
    )
    lesson = parse_lesson(text, "x.md")
    lines = text.splitlines()
    got = {s.text: s.line for s in lesson.statements}
    assert (
        got["A first sentence that wraps over a line."] == lines.index("A first sentence that") + 1
    )
    assert got["A second one starts on line two."] == lines.index("wraps over a line. A second") + 1
    assert got["With two sentences."] == lines.index("- Another item. With two sentences.") + 1
    assert got["A quoted sentence with emphasis."] == len(lines)
    assert "And code too." in got


def test_unknown_sections_are_kept_but_are_not_narration() -> None:
    text = lesson_text("Only this counts.") + "\n## Teacher notes\n\nNot narration.\n"
    lesson = parse_lesson(text, "x.md")
    assert [s.text for s in lesson.statements] == ["Only this counts."]
    assert [(s.title, s.text) for s in lesson.sections] == [("Teacher notes", "Not narration.")]


def test_missing_series_line_gives_nulls_and_other_fields_survive() -> None:
    lesson = parse_lesson("# Bare\n\n## Narration transcript\n\nOne sentence.\n", "b.md")
    assert (lesson.series, lesson.number, lesson.total, lesson.duration) == (None, None, None, None)
    assert lesson.objective is None and lesson.terms == ()
    assert lesson.key == "lesson-bare" and lesson.deck_name == "Bare"


def test_series_line_without_total_or_duration() -> None:
    text = "# T\n\nMy course · Lesson 12\n\n## Narration\n\nHello there.\n"
    lesson = parse_lesson(text, "t.md")
    assert (lesson.series, lesson.number, lesson.total, lesson.duration) == (
        "My course",
        12,
        None,
        None,
    )


def test_windows_line_endings_and_bom_keep_lines_right() -> None:
    text = "\ufeff" + lesson_text("Line one sentence.\n\nLine two sentence.").replace("\n", "\r\n")
    path_lines = text.replace("\r\n", "\n").lstrip("\ufeff").splitlines()
    lesson = parse_lesson(text.replace("\r\n", "\n").lstrip("\ufeff"), "w.md")
    for s in lesson.statements:
        assert s.text in path_lines[s.line - 1]


def test_split_terms() -> None:
    assert split_terms("a rollout tuple, PPO and GRPO cards, and full acronym maps.") == (
        "rollout tuple",
        "PPO and GRPO cards",
        "full acronym maps",
    )
    assert split_terms("on- and off-policy sources, a record; schemas and routing") == (
        "on- and off-policy sources",
        "record",
        "schemas",
        "routing",
    )


# --- sentences ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("paragraph", "expected"),
    [
        (
            "The policy samples “inspect files.” File contents are observations.",
            ["The policy samples “inspect files.”", "File contents are observations."],
        ),
        ('He said "stop." Then he left.', ['He said "stop."', "Then he left."]),
        ("Was “None” the token? Nobody knows!", ["Was “None” the token?", "Nobody knows!"]),
        (
            "Rewards are 3.5 on average. Returns are 0.81.",
            ["Rewards are 3.5 on average.", "Returns are 0.81."],
        ),
        (
            "Use metrics, e.g. Pass-at-one, i.e. One try. Compare A vs. B here.",
            ["Use metrics, e.g. Pass-at-one, i.e. One try.", "Compare A vs. B here."],
        ),
        ("Wait... Then go. And… Stop.", ["Wait...", "Then go.", "And…", "Stop."]),
        ("It ends in a quote: ‘done.’ Next one.", ["It ends in a quote: ‘done.’", "Next one."]),
        ("See Fig. 2 and Dr. Lee. Done.", ["See Fig. 2 and Dr. Lee.", "Done."]),
        # a title is written with its capital; lower-case, the letters are a unit
        (
            "A step takes 1.9 ms. With more copies it grows.",
            ["A step takes 1.9 ms.", "With more copies it grows."],
        ),
        ("Ask Ms. Lee about it.", ["Ask Ms. Lee about it."]),
        ("lower case after. stays together", ["lower case after. stays together"]),
        (
            "Brackets (like this.) End. (Another one.)",
            ["Brackets (like this.)", "End.", "(Another one.)"],
        ),
        # A capital letter and a period: an initial before a name, a sentence's end before a
        # word that opens sentences.
        ("As J. Smith showed, it holds.", ["As J. Smith showed, it holds."]),
        (
            "Both pick A or both pick B. That happens often.",
            ["Both pick A or both pick B.", "That happens often."],
        ),
        # ... or before an order (set 192: "… by the square root of K. Take a standard
        # deviation …" was one sentence, and a card's blank ran across the two)
        (
            "It shrinks by the square root of K. Take nine snapshots.",
            ["It shrinks by the square root of K.", "Take nine snapshots."],
        ),
    ],
)
def test_split_sentences(paragraph: str, expected: list[str]) -> None:
    spans = split_sentences(paragraph)
    assert [s.text for s in spans] == expected
    for span in spans:
        assert paragraph[span.start : span.end] == span.text


# --- ids ---------------------------------------------------------------------------


def _ids(narration: str) -> dict[str, str]:
    return {s.text: s.id for s in parse_lesson(lesson_text(narration), "x.md").statements}


def test_ids_survive_edits_to_other_sentences() -> None:
    before = _ids("Alpha is first. Beta is second.\n\nGamma is third.")
    edited = _ids("Alpha was edited. Beta is second.\n\nA new one. Gamma is third.")
    removed = _ids("Gamma is third.")
    assert edited["Beta is second."] == before["Beta is second."]
    assert edited["Gamma is third."] == before["Gamma is third."] == removed["Gamma is third."]
    assert edited["Alpha was edited."] != before["Alpha is first."]


def test_identical_sentences_get_distinct_ids() -> None:
    lesson = parse_lesson(lesson_text("Say it. Say it.\n\nSay it."), "x.md")
    ids = [s.id for s in lesson.statements]
    assert len(ids) == 3 and len(set(ids)) == 3


# --- glossary ----------------------------------------------------------------------


def test_sample_glossary_has_defined_acronyms_with_lines() -> None:
    lesson = read_lesson(SAMPLE)
    lines = SAMPLE.read_text("utf-8").splitlines()
    found = {g.term: g for g in lesson.glossary}
    assert found["GAE"].expansion == "Generalized Advantage Estimation"
    assert found["KL"].expansion == "Kullback–Leibler divergence"
    for term in ("GAE", "KL"):
        assert term in lines[found[term].line - 1]
    assert found["pass@k"].origin == "visual-context"


@needs_shared
def test_glossary_of_the_definitions_lesson() -> None:
    path = next(p for p in shared_lessons() if p.stem == "script_02")
    found = {g.term: g.expansion for g in read_lesson(path).glossary}
    assert found["PPO"] == "Proximal Policy Optimization"
    assert found["GRPO"] == "Group Relative Policy Optimization"
    assert found["RFT"] == "reinforcement fine-tuning"
    assert found["OPSD"] == "On-Policy Self-Distillation"
    assert found["SRPO"] == "Self-Rewarding Policy Optimization"
    assert found["logits"] == "raw scores"
    assert "RLVR" not in found or found["RLVR"] is None  # "RLVR adds …" defines nothing


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # an expansion in apposition closes where it ends
        ("We train with PPO, proximal policy optimisation, on every prompt.", "PPO"),
        ("GAE, generalised advantage estimation, trades bias for variance.", "GAE"),
        # words after a comma that run on into the clause are its subject, not a name
        ("Late in reasoning RL, response length and accuracy often keep climbing.", None),
    ],
)
def test_an_acronym_and_the_words_after_its_comma(sentence: str, expected: str | None) -> None:
    from generator.glossary import find_definitions

    assert [d.term for d in find_definitions(sentence)] == ([expected] if expected else [])


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a digit between two letters counts one of them twice or three times
        ("In advantage actor-critic, or A2C, the loss has a bonus.", "advantage actor-critic"),
        ("Asynchronous advantage actor-critic (A3C) runs many workers.", None),
        ("Imagination-augmented agents (I2A) plan with a model.", None),
        # the letters alone do not make the name ("actor-critic" is no A2C)
        ("Plain actor-critic (A2C) is the baseline.", ""),
    ],
)
def test_a_digit_inside_an_acronym_repeats_a_letter(sentence: str, expected: str | None) -> None:
    from generator.glossary import find_definitions

    found = {d.term: d.expansion for d in find_definitions(sentence)}
    if expected == "":
        assert found == {}
    else:
        (expansion,) = found.values()
        assert expansion == (expected or sentence.split(" (")[0])


def test_statement_terms_come_from_the_glossary() -> None:
    lesson = read_lesson(SAMPLE)
    by_text = {s.text: s for s in lesson.statements}
    assert (
        "feedback versus reward"
        in by_text["Reward and feedback carry different information."].terms
    )
    gae = next(s for s in lesson.statements if "Generalized Advantage Estimation" in s.text)
    assert "GAE" in gae.terms


# --- bad input --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "message", "line"),
    [
        (b"", "empty file", 1),
        (b"   \n\n", "empty file", 1),
        (
            b"# Title\n\n## Learning objective\n\nNo narration.\n",
            "no '## Narration transcript'",
            None,
        ),
        (b"# T\n\n## Narration transcript\n\nok\xff\xfe bad\n", "invalid UTF-8", 5),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00", "binary file", None),
        (b"# T\n\n## Narration transcript\n\n```\ncode only\n```\n", "holds no sentences", 3),
    ],
)
def test_bad_files_raise_lesson_errors(
    tmp_path: Path, content: bytes, message: str, line: int | None
) -> None:
    path = tmp_path / "bad.md"
    path.write_bytes(content)
    with pytest.raises(LessonError) as info:
        read_lesson(path)
    assert message in info.value.message
    assert info.value.path == str(path) or info.value.path == path.as_posix()
    assert info.value.line == line


def test_missing_path_and_folder_without_lessons(tmp_path: Path) -> None:
    with pytest.raises(LessonError, match="no such file"):
        read_sources([tmp_path / "nope.md"])
    (tmp_path / "README.md").write_text("# Just a readme\n", "utf-8")
    with pytest.raises(LessonError, match="no lesson scripts or captions in this folder"):
        read_sources([tmp_path])
    with pytest.raises(LessonError, match="is a folder"):
        read_lesson(tmp_path)


def test_folders_skip_markdown_that_is_not_a_lesson(tmp_path: Path) -> None:
    (tmp_path / "README.md").write_text("# Notes\n\nNothing here.\n", "utf-8")
    (tmp_path / "l1.md").write_text(lesson_text("One sentence."), "utf-8")
    assert [p.name for p in lesson_files([tmp_path])] == ["l1.md"]


def test_oversized_file_is_refused_without_reading_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import generator.sources as sources

    monkeypatch.setattr(sources, "MAX_BYTES", 100)
    path = tmp_path / "big.md"
    path.write_text(lesson_text("x. " * 100), "utf-8")
    with pytest.raises(LessonError, match="MiB limit"):
        read_lesson(path)


markdownish = st.text(
    alphabet=st.sampled_from(list("#*_`>-[]()!.?,:;\"'“”… \n\t\raAbB1.éß\u00a0\x00\ufeff")),
    max_size=300,
)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(body=st.one_of(st.text(max_size=300), markdownish))
def test_arbitrary_text_gives_a_lesson_or_a_lesson_error(body: str) -> None:
    for text in (body, lesson_text(body)):
        try:
            lesson = parse_lesson(text, "fuzz.md")
        except LessonError as exc:
            assert exc.path == "fuzz.md"
            continue
        assert isinstance(lesson, Lesson)
        for s in lesson.statements:
            assert s.text.strip() and s.line >= 1
            assert s.kind in (StatementKind.CLAIM, StatementKind.CAVEAT)
            for n in s.numbers:
                assert s.text[n.start : n.end] == n.text


@pytest.mark.parametrize("enabled", [True, False])
def test_reading_leaves_the_garbage_collector_as_it_was(enabled: bool) -> None:
    text = SAMPLE.read_text("utf-8")
    was = gc.isenabled()
    try:
        if enabled:
            gc.enable()
        else:
            gc.disable()
        parse_lesson(text, "source/script_04.md")
        assert gc.isenabled() is enabled
        with pytest.raises(LessonError):
            parse_lesson("# Title\n\nno narration here\n", "x.md")
        assert gc.isenabled() is enabled
    finally:
        if was:
            gc.enable()
        else:
            gc.disable()


def test_ids_read_any_whitespace_as_one_space() -> None:
    from generator.reader import statement_id

    plain = statement_id("Rewards are noisy today.")
    for spaced in (
        " Rewards are noisy today.",
        "Rewards are noisy today. ",
        "Rewards  are noisy today.",
        "Rewards\nare noisy\ttoday.",
        "Rewards\u2009are\u00a0noisy\u3000today.",
        "REWARDS are noisy today.",
    ):
        assert statement_id(spaced) == plain, spaced
    assert statement_id("Rewards are noisy today!") != plain


def test_a_sentence_reads_any_whitespace_as_one_space() -> None:
    lesson = parse_lesson(MINIMAL + "\nTabs\tand\u00a0odd\u2009spaces  here.\n", "m.md")
    assert lesson.statements[-1].text == "Tabs and odd spaces here."


def test_inline_math_is_read_as_written() -> None:
    # no emphasis or escape inside \( … \): "V^*(F) … V^*(C)" kept both stars, "\," its
    # backslash, "a*b*c" its operators
    text = (
        "# T\n\nC · Lesson 1 of 1 · 0:00\n\n## Narration transcript\n\n"
        "Working back, \\(V^*(F) = -1 + V^*(C) = -1\\) and \\(a*b*c\\) and "
        "\\(0.9\\,(1 + 2)\\), while *this* stays emphasis and \\[1\\] a bracket.\n"
    )
    (statement,) = parse_lesson(text, "t.md").statements
    assert statement.text == (
        "Working back, (V^*(F) = -1 + V^*(C) = -1) and (a*b*c) and (0.9\\,(1 + 2)), while this "
        "stays emphasis and [1] a bracket."
    )
    assert [m.tex for m in statement.math] == [
        "V^*(F) = -1 + V^*(C) = -1",
        "a*b*c",
        "0.9\\,(1 + 2)",
    ]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # the parenthesis names all of it; the initials spell only its start ("TD")
        (
            "TD3 (Twin Delayed Deep Deterministic policy gradient) keeps two critics.",
            "Twin Delayed Deep Deterministic policy gradient",
        ),
        ("PPO (Proximal Policy Optimization) clips the ratio.", "Proximal Policy Optimization"),
        # words that qualify the name are no part of it
        (
            "We use PPO (proximal policy optimization with clipping) here.",
            "proximal policy optimization",
        ),
    ],
)
def test_an_acronym_before_a_parenthesis_is_named_by_all_of_it(
    sentence: str, expected: str
) -> None:
    from generator.glossary import find_definitions

    assert [(d.term, d.expansion) for d in find_definitions(sentence)] == [
        (sentence.split(" (")[0].split()[-1], expected)
    ]
