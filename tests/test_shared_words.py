"""The reader finds each sentence's words once and hands them on: same results as without."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import shared_lessons
from hypothesis import given, settings
from hypothesis import strategies as st

from generator import classify, glossary, keywords
from generator.numbers import find_numbers
from generator.reader import read_lesson

ROOT = Path(__file__).resolve().parents[1]

# Letters that case folding or lower-casing treat unlike the rest: "ﬁve" folds to
# "five", "ſeven" to "seven", U+0345 folds to a letter, "İ" lowers to two characters.
ODD = [
    "ﬁve apples and ſeven pears",
    "one\u0345 thing",
    "İn one step",
    "GAE, or Generalized Advantage Estimation, uses pass@k and pass-at-one.",
    "twenty½ percent of the RLVR runs",
    "R_{t+1} is one reward; x_1 = 3",
]


def _sentences() -> list[str]:
    paths = [*sorted((ROOT / "source").glob("*.md")), *shared_lessons()]
    return [s.text for p in paths for s in read_lesson(p).statements] + ODD


@pytest.fixture(scope="module")
def sentences() -> list[str]:
    return _sentences()


def test_numbers_are_the_same_with_the_words_given(sentences: list[str]) -> None:
    for sentence in sentences:
        assert find_numbers(sentence, keywords.words(sentence)) == find_numbers(sentence)


def test_terms_are_the_same_with_the_words_given(sentences: list[str]) -> None:
    entries = glossary.build_glossary(
        ("rollout tuples", "feedback versus reward", "pass@k", "GAE"),
        1,
        [(s, k) for k, s in enumerate(sentences)],
    )
    with_words, without = glossary.TermMatcher(entries), glossary.TermMatcher(entries)
    found = 0
    for sentence in sentences:
        terms = without(sentence)
        assert with_words(sentence, keywords.words(sentence)) == terms
        found += bool(terms)
    assert found > 10  # the comparison is not between empty answers


def test_verdicts_are_the_same_with_the_words_given(sentences: list[str]) -> None:
    words = [keywords.words(s) for s in sentences]
    assert classify.classify_all(sentences, words=words) == classify.classify_all(sentences)


PIECES = [
    *("one", "Two", "ﬁve", "ſeven", "İ", "\u0345", "3", "½", "GAE", "pass", "-at-", "@"),
    *(" ", ", ", "-", "’", "x", "_", "{", "}"),
]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(PIECES),
        max_size=20,
    ).map("".join)
)
def test_random_text_reads_the_same_with_the_words_given(text: str) -> None:
    assert find_numbers(text, keywords.words(text)) == find_numbers(text)
    assert classify.classify_all([text], words=[keywords.words(text)]) == classify.classify_all(
        [text]
    )
