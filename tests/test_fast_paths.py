"""Shortcuts taken for speed give exactly the answers of the slow way they replace.

Each fast path (a keyword index that rules patterns out, a character a match
needs, a lazy draw) is compared with the plain computation on every sentence
of the lessons at hand and on random text built from the patterns' words.
"""

from __future__ import annotations

import re
import sys
from functools import cache
from pathlib import Path

from conftest import ROOT, shared_lessons
from hypothesis import given, settings
from hypothesis import strategies as st

from generator import check, classify, equations, exercises, numbers
from generator.reader import read_lesson


@cache
def _sentences() -> tuple[str, ...]:
    paths = [
        *sorted((ROOT / "source").glob("*.md")),
        *shared_lessons(),
        *sorted((ROOT / "tests" / "data" / "written" / "lessons").glob("*.md")),
    ]
    return tuple(s.text for p in paths for s in read_lesson(p).statements)


def _rule_words() -> list[str]:
    found = {
        w
        for rules in exercises._compiled().values()
        for rule in rules
        for p in rule
        for w in re.findall(r"[A-Za-z]{2,}", p.pattern)
    }
    return sorted(found)


# --- the keyword index of the kinds' rules ---------------------------------------------


def _assert_rules_sound(text: str) -> None:
    """A rule that matches ``text`` is never ruled out by the index."""
    (mask,) = exercises._rule_masks([text])
    needs = exercises._rule_index()[1]
    for kind, rules in exercises._compiled().items():
        for rule, need in zip(rules, needs[kind], strict=True):
            if exercises._matches(rule, text):
                assert mask & need == need, (kind, [p.pattern for p in rule], text)


def test_the_rule_index_only_rules_out_rules_that_do_not_match_the_lessons() -> None:
    sentences = _sentences()
    assert len(sentences) > 300
    needs = [n for ns in exercises._rule_index()[1].values() for n in ns]
    ruled_out = 0
    for text in sentences:
        for variant in (text, text.upper(), text.lower(), text.title()):
            _assert_rules_sound(variant)
        (mask,) = exercises._rule_masks([text])
        ruled_out += sum(mask & need != need for need in needs)
    # The point of the index: most rules are not searched in most sentences.
    assert ruled_out > len(sentences) * len(needs) / 2


_RULE_PIECES = st.sampled_from(
    [*_rule_words(), " ", " ", "  ", "-", "@", "_", "(", ")", "^", "\\", "γ", "α", "ſ", "K", "1"]
)


@settings(max_examples=500, deadline=None)
@given(
    st.lists(_RULE_PIECES, min_size=1, max_size=12).map("".join),
    st.sampled_from(["keep", "upper", "lower", "title", "swap"]),
)
def test_the_rule_index_only_rules_out_rules_that_do_not_match_random_text(
    text: str, case: str
) -> None:
    text = {
        "keep": text,
        "upper": text.upper(),
        "lower": text.lower(),
        "title": text.title(),
    }.get(case, text.swapcase())
    _assert_rules_sound(text)


def test_a_lookahead_that_differs_by_case_does_not_hide_a_match() -> None:
    # "(?i:\badvantages?\b)(?!\s+estimat)": the lookahead is case-sensitive.
    text = "The advantage Estimate uses a baseline."
    rule = exercises._compiled()["advantage"][0]
    assert exercises._matches(rule, text)
    _assert_rules_sound(text)


def _slow_verdicts(path: Path) -> tuple[exercises.KindVerdict, ...]:
    """:func:`exercises.kind_verdicts` searching every rule in every statement."""
    lesson = read_lesson(path)
    examples: dict[str, tuple[int, str]] = {}
    from generator.check import find_examples

    for example in find_examples(lesson):
        examples.setdefault(example.kind, (example.line, example.text))
    out = []
    for kind in exercises._compiled():
        verdict = exercises._verdict(lesson, kind, examples)  # no hits: searches every rule
        if verdict.reason != "not named":
            out.append(verdict)
    return tuple(out)


def test_kind_verdicts_are_those_of_searching_every_rule() -> None:
    paths = [*shared_lessons(), *sorted((ROOT / "source").glob("*.md"))]
    for path in paths:
        assert exercises.kind_verdicts(read_lesson(path)) == _slow_verdicts(path), path


# --- formulas ---------------------------------------------------------------------------


def _slow_formula_runs(text: str, names: frozenset[str] = frozenset()) -> list[str]:
    """:func:`equations.formula_runs` without the test for a character an ``=`` needs."""
    cuts = sorted(equations._prose_spans(text, names))
    out: list[str] = []
    start = 0
    for a, b in [*cuts, (len(text), len(text))]:
        if a > start:
            run = equations._strip_brackets(text[start:a].replace("$", " ").strip())
            if equations._EQ.search(run):
                out.append(run)
        start = max(start, b)
    return out


def test_formula_runs_are_those_without_the_shortcut_on_the_lessons() -> None:
    for text in _sentences():
        assert equations.formula_runs(text) == _slow_formula_runs(text), text


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "V",
                "x",
                "lr",
                "value",
                " ",
                "=",
                "≈",
                "←",
                "\\approx",
                "\\gets",
                "\\leftarrow",
                "\\",
                "g",
                "ets",
                "(",
                ")",
                "[",
                "]",
                "{",
                "}",
                "$",
                "0.5",
                "+",
                "-",
                ",",
                ". ",
            ]
        ),
        max_size=20,
    ).map("".join)
)
def test_formula_runs_are_those_without_the_shortcut_on_random_text(text: str) -> None:
    assert equations.formula_runs(text) == _slow_formula_runs(text)
    assert equations.formula_runs(text, frozenset({"lr"})) == _slow_formula_runs(
        text, frozenset({"lr"})
    )


# --- practice drawn one at a time -------------------------------------------------------


def test_practice_drawn_one_at_a_time_is_the_practice_asked_for_at_once() -> None:
    for path in [*shared_lessons()[:3], ROOT / "source" / "script_04.md"]:
        lesson = read_lesson(path)
        for seed in (0, 7):
            at_once = exercises.practice_exercises(lesson, seed=seed, count=12)
            lazy = exercises.iter_practice(lesson, seed=seed)
            assert tuple(next(lazy) for _ in range(len(at_once))) == at_once, path
            assert tuple(exercises.iter_practice(lesson, seed=seed, limit=5)) == at_once[:5]
    assert tuple(exercises.iter_practice(lesson, seed=0, limit=0)) == ()


# --- metric names -----------------------------------------------------------------------


def _slow_metrics(text: str) -> tuple[numbers.MetricMention, ...]:
    """:func:`numbers.find_metrics` without the test for "@" or "-at-"."""
    if not numbers._may_have_numbers(text):
        return ()
    scanner = numbers._Scanner(text)
    scanner.scan()
    return tuple(scanner.metrics)


def test_metric_names_are_those_of_a_full_scan_on_the_lessons() -> None:
    found = 0
    for text in _sentences():
        for variant in (text, text.upper()):
            metrics = numbers.find_metrics(variant)
            assert metrics == _slow_metrics(variant), variant
            found += len(metrics)
    assert found > 0


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                *("pass", "PASS", "paſs", "maj", "cons", "-at-", "-AT-", "@", "-", "at", "one"),
                *("k", "1", "10", " ", "ten", "two", "-k", "@k", ",", "."),
            ]
        ),
        max_size=12,
    ).map("".join)
)
def test_metric_names_are_those_of_a_full_scan_on_random_text(text: str) -> None:
    assert numbers.find_metrics(text) == _slow_metrics(text)


# --- the checker's sentence flags -------------------------------------------------------


def _slow_flags(text: str) -> frozenset[str]:
    return frozenset(name for name, p in check._FLAGS.items() if p.search(text))


def test_sentence_flags_are_those_of_searching_every_flag_on_the_lessons() -> None:
    flagged = 0
    for text in _sentences():
        for variant in (text, text.upper(), text.lower()):
            assert check._flags(variant) == _slow_flags(variant), variant
        flagged += bool(check._flags(text))
    assert flagged > 0


_FLAG_WORDS = sorted(
    {w.lower() for p in check._FLAGS.values() for w in re.findall(r"[A-Za-z]{2,}", p.pattern)}
)


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.sampled_from([*_FLAG_WORDS, " ", " ", ",", "-", "−", "1", "ſ", "İ", "'"]), max_size=12
    ).map("".join),
    st.sampled_from(["keep", "upper", "title"]),
)
def test_sentence_flags_are_those_of_searching_every_flag_on_random_text(
    text: str, case: str
) -> None:
    text = {"keep": text, "upper": text.upper()}.get(case, text.title())
    assert check._flags(text) == _slow_flags(text)


# --- caveat features, found once per sentence -------------------------------------------


def test_caveat_features_remembered_from_reading_are_those_found_afresh() -> None:
    sentences = _sentences()
    for text in sentences:
        remembered = classify._FEATURES_READ.get(text)
        if remembered is not None:
            assert remembered == classify._sentence_features(text, None), text
    classify._FEATURES_READ.clear()
    classify.lesson_features(sentences[:50])
    assert set(classify._FEATURES_READ) == set(sentences[:50])
    assert all(
        classify.sentence_features(t) == classify._sentence_features(t, None) for t in sentences
    )


# --- literal strings the checker's always-searched keywords need --------------------------


def _slow_keywords(text: str) -> list[check.KeywordMatch]:
    """:func:`check._find_keywords` without ruling patterns out by the strings they need."""
    original = check._always_tests
    check._always_tests = lambda: ()  # type: ignore[assignment]
    try:
        return check._find_keywords(text)
    finally:
        check._always_tests = original


def test_checker_keywords_are_those_of_searching_every_pattern_on_the_lessons() -> None:
    assert check._always_tests()  # there are patterns to rule out
    for text in _sentences():
        for variant in (text, text.upper(), text.title()):
            assert check._find_keywords(variant) == _slow_keywords(variant), variant


_KEYWORD_WORDS = sorted(
    {w for _, _, p in check._keyword_res() for w in re.findall(r"[^\W\d_]+", p.pattern)} - {"b"}
)


@settings(max_examples=500, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [*_KEYWORD_WORDS, " ", " ", "-", "'", "’", "ſ", "ı", "İ", "K", "ϐ", "ϵ", "ϱ", "Β", "P"]
        ),
        max_size=10,
    ).map("".join),
    st.sampled_from(["keep", "upper", "title", "swap"]),
)
def test_checker_keywords_are_those_of_searching_every_pattern_on_random_text(
    text: str, case: str
) -> None:
    text = {"keep": text, "upper": text.upper(), "title": text.title()}.get(case, text.swapcase())
    assert check._find_keywords(text) == _slow_keywords(text)


def test_the_strings_a_pattern_needs() -> None:
    needs = check._literal_needs
    assert needs(re.compile(r"\bgamma\b|γ", re.I)) == ("gamma", "γ")
    # "s" and "i" have other case-blind forms ("ſ", "ı"): they split a run of letters.
    assert needs(re.compile(r"\bbasis\b", re.I)) == ("ba",)
    assert needs(re.compile(r"β", re.I)) == ("β", "ϐ")
    assert needs(re.compile(r"\b(?:predict|forecast)\b", re.I)) == ("pred", "foreca")
    assert needs(re.compile(r"\w+|x")) is None  # an alternative without a literal
    for pattern, text in [
        (r"\bbasis\b", "BAſIS"),
        (r"β", "ϐ"),
        (r"\bpredict\b", "PREDICT"),
        (r"\bkelvin\b", "\u212aelvin"),
    ]:
        compiled = re.compile(pattern, re.I)
        assert compiled.search(text)
        assert any(n in text.lower() for n in needs(compiled) or ()), (pattern, text)


def test_str_lower_is_the_lower_case_re_compares_but_for_one_letter() -> None:
    # What the shortcut relies on: ``str.lower`` of a text is ``re``'s case-blind lower
    # case letter by letter, except for "İ" (the text is then searched in full).
    differ = [
        chr(c)
        for c in range(sys.maxunicode + 1)
        if len(chr(c).lower()) != 1 or ord(chr(c).lower()) != check._lower(c)
    ]
    assert differ == ["\u0130"]
