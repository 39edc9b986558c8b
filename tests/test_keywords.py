"""The keyword index: a pattern it rules out for a text never matches that text."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import shared_lessons
from hypothesis import given, settings
from hypothesis import strategies as st

from generator import check, classify
from generator.keywords import KeywordIndex, Trigger, candidates, digest, saved_indexes, triggers
from generator.reader import read_lesson

ROOT = Path(__file__).resolve().parents[1]

# Every pattern the classifier and the tagger search, as the index holds them.
PATTERNS = classify.INDEXED_PATTERNS


def _sentences() -> list[str]:
    paths = [*sorted((ROOT / "source").glob("*.md")), *shared_lessons()]
    return [s.text for p in paths for s in read_lesson(p).statements]


def _words(patterns: tuple[re.Pattern[str], ...]) -> list[str]:
    """The words the patterns are made of: the alphabet of the random texts below."""
    found = {w.lower() for p in patterns for w in re.findall(r"[A-Za-z]+", p.pattern)}
    return sorted(found - {"w", "s", "b"})  # \w, \s, \b


WORDS = _words(PATTERNS)


def _assert_sound(index: KeywordIndex, text: str) -> None:
    mask = index.mask(text)
    for bit, pattern in enumerate(PATTERNS):
        for searched in (text, text.lower()):
            if pattern.search(searched) is not None:
                assert mask >> bit & 1, (pattern.pattern, text)


def test_the_index_only_rules_out_patterns_that_do_not_match_the_lessons() -> None:
    index = KeywordIndex(PATTERNS)
    sentences = _sentences()
    assert len(sentences) > 50
    skipped = 0
    for sentence in sentences:
        _assert_sound(index, sentence)
        skipped += index.size - bin(index.mask(sentence)).count("1")
    # The point of the index: most patterns are not searched in most sentences.
    assert skipped > len(sentences) * index.size / 2


_PIECES = st.sampled_from(
    [*WORDS, " ", " ", ", ", "; ", ": ", "'", "’", "-", "–", ".", "?", "!", '"', "“", "”", "x"]
)


@settings(max_examples=400, deadline=None)
@given(
    st.lists(_PIECES, min_size=1, max_size=30).map("".join),
    st.sampled_from(["keep", "upper", "title", "glue"]),
)
def test_the_index_only_rules_out_patterns_that_do_not_match_random_text(
    text: str, case: str
) -> None:
    text = {"keep": text, "upper": text.upper(), "title": text.title()}.get(
        case, text.replace(" ", "")
    )
    _assert_sound(_INDEX, text)


_INDEX = KeywordIndex(PATTERNS)


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"\bnever\b", {Trigger("never", False)}),
        (r"\bfail\w*", {Trigger("fail", True)}),
        (r"\b(?:un(?:stable|safe))\b", {Trigger("unstable", False), Trigger("unsafe", False)}),
        (r"\bso\s+(?:\w+\s+){0,2}?not\b", {Trigger("not", False)}),  # the rarer word
        (r"\b(?:is|are)\s+x", {Trigger("is", False), Trigger("are", False)}),
        (r"n['’]t\b", {Trigger("t", False)}),
    ],
)
def test_triggers_of_simple_patterns(pattern: str, expected: set[Trigger]) -> None:
    assert triggers(re.compile(pattern)) == expected


@pytest.mark.parametrize(
    "pattern",
    [
        r"never",  # inside a word: "whenever"
        r"(?:\bnot\s+)?x",  # optional, and "x" may be inside a word
        r"\b\w+ing\b",  # a word's end, not its beginning
        r"(?m)^never\b",  # line starts: not analysed
    ],
)
def test_patterns_without_a_safe_trigger_are_always_searched(pattern: str) -> None:
    assert triggers(re.compile(pattern)) is None
    index = KeywordIndex([re.compile(pattern)])
    assert index.mask("") == 1


def test_every_word_a_pattern_needs_is_required() -> None:
    pattern = re.compile(r"\bso\s+(?:\w+\s+){0,2}?not\b")
    assert candidates(pattern) == [{Trigger("not", False)}, {Trigger("so", False)}]
    index = KeywordIndex([pattern])
    assert index.mask("it is not so") == 1
    assert index.mask("so it goes") == 0
    assert index.mask("it is not") == 0


def test_patterns_without_words_may_need_a_character() -> None:
    index = KeywordIndex([re.compile(r":\s*$"), re.compile(r"[“\"][^”\"]{1,40}[”\"]")])
    assert index.mask("a list:") == 0b01
    assert index.mask("a “quote”") == 0b10
    assert index.mask("plain words") == 0


def test_a_text_without_the_trigger_rules_the_pattern_out() -> None:
    index = KeywordIndex([re.compile(r"\bnever\b"), re.compile(r"\bfail\w*", re.IGNORECASE)])
    assert index.mask("It does not work.") == 0
    assert index.mask("It never works.") == 0b01
    assert index.mask("FAILURES happen, whenever") == 0b10


def test_letters_that_case_blind_matching_reads_otherwise_disable_the_index() -> None:
    # "ſ" (long s) matches "s" case-blind, though "ſ".lower() stays "ſ".
    pattern = re.compile(r"\bstable\b", re.IGNORECASE)
    index = KeywordIndex([pattern])
    assert pattern.search("ſtable") is not None
    assert index.mask("ſtable") == 1


@pytest.mark.parametrize("saved", saved_indexes(), ids=lambda s: s[1].name)
def test_the_saved_indexes_are_current(saved: tuple[list[re.Pattern[str]], Path]) -> None:
    patterns, path = saved
    data = json.loads(path.read_text("utf-8"))
    stale = "the patterns or generator/keywords.py changed: run `python -m generator.keywords`"
    assert data.pop("digest") == digest(patterns), stale
    assert data == KeywordIndex(patterns).tables(), stale


def test_the_checker_index_only_rules_out_patterns_that_do_not_match() -> None:
    patterns = check.indexed_patterns()
    index = KeywordIndex(patterns)
    for sentence in _sentences():
        mask = index.mask(sentence)
        for bit, pattern in enumerate(patterns):
            if pattern.search(sentence) is not None:
                assert mask >> bit & 1, (pattern.pattern, sentence)


def test_saved_tables_are_used_only_for_their_patterns(tmp_path: Path) -> None:
    patterns = [re.compile(r"\bnever\b"), re.compile(r"\bfail\w*")]
    path = tmp_path / "index.json"
    KeywordIndex(patterns).save(patterns, path)
    assert KeywordIndex.load(patterns, path).tables() == KeywordIndex(patterns).tables()
    # Saved for other patterns: ignored, worked out again.
    other = [re.compile(r"\bnever\b"), re.compile(r"\bwin\w*")]
    assert KeywordIndex.load(other, path).mask("winning") == 0b10
    path.write_text("{not json", "utf-8")
    assert KeywordIndex.load(patterns, path).mask("it never fails") == 0b11


def test_strings_inside_words_are_found_with_the_words() -> None:
    index = KeywordIndex([re.compile(r"\bnever\b")], inside=["no", "fail"])
    assert index.mask("Nothing happens") == index.inside_bit
    assert index.mask("it never FAILS") == 1 | index.inside_bit
    assert index.mask("it never works") == 1
    # A letter case-blind matching reads otherwise: the lower-cased text is searched.
    assert index.mask("ſo NO") == 1 | index.inside_bit
    with pytest.raises(ValueError, match="word characters"):
        KeywordIndex([], inside=["n't"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECES | st.sampled_from(["İ", "ſ", "ı", "N", "O"]), max_size=30).map("".join))
def test_the_negation_gate_through_the_index_is_the_substring_test(text: str) -> None:
    lowered = text.lower()
    expected = any(word in lowered for word in classify._NEGATION_GATE)
    mask = classify._INDEX.mask(text)
    found = bool(mask & classify._INDEX.inside_bit) or any(
        word in lowered for word in classify._NEGATION_GATE_APART
    )
    assert found == expected


def test_tables_kept_beside_the_bytecode_are_read_back_and_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """KeywordIndex.kept: worked out once, saved where bytecode goes, read by the next process."""
    import importlib.util
    import sys

    from generator import keywords

    monkeypatch.setattr(importlib.util, "cache_from_source", lambda _: str(tmp_path / "k.pyc"))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    patterns = tuple(check._FLAGS.values())
    first = KeywordIndex.kept(patterns)
    assert first.tables() == KeywordIndex(patterns).tables()
    (kept,) = tmp_path.glob("keywords-*.json")

    def no_tables(patterns: object) -> None:
        raise AssertionError("worked out again")

    with monkeypatch.context() as patch:
        patch.setattr(keywords, "_tables", no_tables)
        assert KeywordIndex.kept(patterns).tables() == first.tables()
    kept.write_text('{"digest": "other"}', "utf-8")  # damaged: worked out and saved again
    assert KeywordIndex.kept(patterns).tables() == first.tables()
    assert json.loads(kept.read_text("utf-8"))["digest"] == digest(patterns)
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    kept.unlink()
    assert KeywordIndex.kept(patterns).tables() == first.tables()
    assert not kept.exists()  # Python writing no bytecode: nothing written
