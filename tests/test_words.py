"""The closed word classes: one home, used by the reader, the cards, the glossary and the quiz."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generator import cloze, glossary, numbers, words
from generator.quiz import answers

CLASSES = {
    name: value
    for name, value in vars(words).items()
    if name.isupper() and isinstance(value, frozenset)
}


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_every_class_is_lower_case_single_words(name: str) -> None:
    bad = [w for w in CLASSES[name] if w != w.lower() or not w or any(c.isspace() for c in w)]
    assert not bad, f"{name}: {bad}"


@pytest.mark.parametrize(
    ("narrow", "wide"),
    [
        ("COMMON_FUNCTION_WORDS", "FUNCTION_WORDS"),
        ("COMMON_PREPOSITIONS", "PREPOSITIONS"),
        ("ARTICLES", "DETERMINERS"),
        ("DEMONSTRATIVES", "DETERMINERS"),
        ("SUBJECT_PRONOUNS", "PRONOUNS"),
        ("COORDINATORS", "CONJUNCTIONS"),
        ("SUBORDINATORS", "CONJUNCTIONS"),
    ],
)
def test_narrow_classes_stay_inside_their_class(narrow: str, wide: str) -> None:
    assert CLASSES[narrow] <= CLASSES[wide], sorted(CLASSES[narrow] - CLASSES[wide])


def test_function_words_hold_no_content_words() -> None:
    # Words that carry a lesson's content must never be treated as skippable.
    content = {"reward", "policy", "gradient", "state", "value", "model", "one", "zero", "point"}
    assert not content & words.FUNCTION_WORDS


def test_the_stages_share_the_lists() -> None:
    """No stage keeps a drifting copy: each uses the classes (or a named part of them)."""
    assert cloze._DETERMINERS is words.DETERMINERS
    assert cloze._FUNCTION_WORDS is words.COMMON_FUNCTION_WORDS
    assert numbers._MODALS is words.MODALS
    assert words.FUNCTION_WORDS <= numbers._FUNCTION_WORDS
    assert glossary._SMALL_WORDS <= words.FUNCTION_WORDS
    assert answers._ARTICLES is words.ARTICLES


def test_number_one_is_a_pronoun_only_where_numbers_decides() -> None:
    # "one" is a number to the cards and the glossary; numbers tells the pronoun apart itself.
    assert "one" not in words.FUNCTION_WORDS
    assert numbers.parse_number("one") == 1


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("baselines", "baseline"),
        ("Rewards", "rewarded"),
        ("policies", "policy"),
        ("estimates", "estimate"),
    ],
)
def test_one_stemmer_joins_a_words_forms(a: str, b: str) -> None:
    assert words.stem(a) == words.stem(b)


def test_a_heading_in_the_plural_gives_a_singular_answer_away() -> None:
    # "Baselines" above a card gives "[baseline]" away (a crude suffix cut missed it).
    assert cloze.given_away("baseline", "Policy gradients Baselines")
    assert not cloze.given_away("critic", "Policy gradients Baselines")


@pytest.mark.parametrize(
    ("phrase", "text"),
    [
        ("kl", "the kl term"),
        ("kl", "klaxon kl"),
        ("kl", "kl_div and kl"),
        ("a-b", "x a-b y"),
        ("a-b", "xa-b a-bc"),
        ("(k)", "pass@(k) now"),
        ("é", "café é"),
        ("x", "x"),
        ("x", ""),
        ("", "ab"),
        ("", ""),
        ("", "a b"),
        ("1", "0.1 and 1"),
        ("1", "10"),
    ],
)
def test_contains_word_is_the_whole_word_search(phrase: str, text: str) -> None:
    expected = re.search(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", text) is not None
    assert words.contains_word(phrase, text) is expected


@given(st.text(alphabet="ab_-é1 .(", max_size=4), st.text(alphabet="ab_-é1 .(", max_size=12))
def test_contains_word_agrees_with_the_regex_on_any_text(phrase: str, text: str) -> None:
    expected = re.search(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", text) is not None
    assert words.contains_word(phrase, text) is expected


@pytest.mark.parametrize(
    ("text", "sets_up"),
    [
        (
            "Shrink the buffer to one hundred thousand transitions and keep everything else fixed.",
            True,
        ),
        ("Double the sequence to two hundred tokens.", True),
        ("Raise the temperature to 1.5.", True),
        ("Set the learning rate to \\(0.1\\).", True),
        ("Halve the learning rate, all else equal.", True),
        ("Now lower the threshold to point two.", True),
        # a gerund, an adverb, a quantifier or a plural noun opens no imperative
        ("Clipping the ratio to 1.2 keeps it close.", False),
        ("Usually the agent stops at 3.", False),
        ("Twice the reward is 4.", False),
        ("Rewards the agent collects sum to ten.", False),
        # an imperative that sets no value makes no instance up
        ("Train the model for a while.", False),
        ("Compare the two runs at the end.", False),
        # a bare name set by a verb of setting (set 187's "[sixty-four]": BAD, BAD)
        ("Keep alpha at thirty-two and raise the rank from sixteen to sixty-four.", True),
        ("Set gamma to 0.9 and run again.", True),
        # a noun phrase that opens a statement is no verb of setting
        ("Beta close to one means a flat loss.", False),
        ("Keep in mind that alpha is 32.", False),
    ],
)
def test_an_imperative_that_sets_a_value(text: str, sets_up: bool) -> None:
    assert words.imperative_set_up(text) is sets_up
