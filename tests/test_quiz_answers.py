"""Answer matching: what the quiz forgives, what it does not, and how it shows a miss."""

from __future__ import annotations

import string
from fractions import Fraction

import pytest
from fsrs import Rating
from hypothesis import assume, example, given
from hypothesis import strategies as st

from generator.calc import format_fixed
from generator.quiz.answers import (
    Outcome,
    check_number,
    check_text,
    diff_answer,
    edit_distance,
    normalize,
    parse_number,
    plain_math,
    typo_budget,
)

# --- text answers ------------------------------------------------------------


@pytest.mark.parametrize(
    ("expected", "typed"),
    [
        ("masked out", "masked out"),
        ("masked out", "  Masked OUT  "),
        ("masked out", "masked out."),
        ("masked out", "masked-out!"),
        ("step-level", "step level"),
        ("step-level", "steplevel"),
        ("step–level", "step-level"),  # en dash versus hyphen
        ("Kullback–Leibler", "kullback leibler"),
        ("“inspect files”", '"inspect files"'),
        ("the behavior’s probability", "the behavior's probability"),
        ("the behavior’s probability", "behaviors probability"),
        ("the scalar", "scalar"),
        ("scalar", "a scalar"),
        ("an objective", "the objective"),
        ("Generalized Advantage Estimation (GAE)", "generalized advantage estimation"),
        ("−1.73", "-1.73"),
        ("0.81", ".81"),
        ("0.81", "81%"),
        (r"\( G_t \)", "G_t"),
        (r"\( G_t \)", "gt"),
        ("pass@k", "pass k"),
    ],
)
def test_forgiven_as_correct(expected: str, typed: str) -> None:
    verdict = check_text(expected, typed)
    assert verdict.outcome is Outcome.CORRECT, verdict
    assert verdict.proposed is Rating.Good


@pytest.mark.parametrize(
    ("expected", "typed", "fix"),
    [
        ("masked out", "maskd out", "maskd → masked"),
        ("does not prove causal accuracy", "does not prove casual accuracy", "casual → causal"),
        ("Generalized Advantage Estimation", "generalised advantage estimation", "generalised"),
        ("distribution shift", "distrbution shift", "distrbution → distribution"),
        ("exploration", "exploraiton", "exploraiton → exploration"),  # a swap is one edit
        ("credit assignment", "credit assingmnet", "assingmnet → assignment"),  # 2 in 10+ letters
    ],
)
def test_small_typo_in_a_long_word_is_close(expected: str, typed: str, fix: str) -> None:
    verdict = check_text(expected, typed)
    assert verdict.outcome is Outcome.CLOSE, verdict
    assert fix in verdict.note
    assert verdict.proposed is Rating.Good
    assert verdict.outcome.is_right


@pytest.mark.parametrize(
    ("expected", "typed"),
    [
        ("masked out", "masked in"),
        ("reward", "feedback"),
        ("raises", "lowers"),
        ("PPO", "PPG"),  # short words must be exact
        ("KL", "KM"),
        ("four", "five"),
        ("increase", "decrease"),  # two edits in an 8-letter word
        ("biased", "unbiased"),
        ("0.81", "0.18"),
        ("0.81", "0.8"),
        ("-1.73", "1.73"),  # the sign matters
        ("masked out", "masked out of the loss"),
        ("masked out", "out masked"),
        ("pass-at-one", "pass-at-two"),
        ("two steps", "three steps"),
        ("the terminal reward", "the terminal rewards are here"),
    ],
)
def test_misses(expected: str, typed: str) -> None:
    verdict = check_text(expected, typed)
    assert verdict.outcome is Outcome.WRONG, verdict
    assert verdict.proposed is Rating.Again
    assert not verdict.outcome.is_right


def test_typos_in_too_many_words_are_a_miss() -> None:
    assert check_text("masked out", "maskd ot").outcome is Outcome.WRONG
    assert check_text("sampled behavior probability", "sampld behavor probability").outcome is (
        Outcome.WRONG
    )


@pytest.mark.parametrize("typed", ["", "   ", "\t"])
def test_empty_answer_reveals(typed: str) -> None:
    verdict = check_text("masked out", typed)
    assert verdict.outcome is Outcome.REVEALED
    assert verdict.proposed is Rating.Again
    assert verdict.expected == "masked out"


def test_expected_answer_is_shown_with_readable_math() -> None:
    assert check_text(r"\( G_t \)", "x").expected == "G_t"


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        (r"Return \(G_t\) of the action", "Return G_t of the action"),
        (r"\( \gamma^2 \cdot 1 = 0.81 \)", "γ^2 · 1 = 0.81"),
        (r"\(G_{t}\) and \(\gamma^{k+1}\)", "G_t and γ^(k+1)"),
        (r"\(\frac{1}{2}\) and \(\frac{a+b}{n}\)", "1/2 and (a+b)/n"),
        (r"\(\text{KL}(p \| q)\)", "KL(p ‖ q)"),
        (r"\(\pi_\theta\)", "π_θ"),
        ("no math here [...]", "no math here [...]"),
    ],
)
def test_plain_math(text: str, plain: str) -> None:
    assert plain_math(text) == plain


def test_typo_budget_grows_with_length() -> None:
    assert [typo_budget(n) for n in (1, 4, 5, 9, 10, 30)] == [0, 0, 1, 1, 2, 2]


@pytest.mark.parametrize(
    ("a", "b", "d"),
    [("", "", 0), ("abc", "", 3), ("kitten", "sitting", 3), ("teh", "the", 1), ("ab", "ba", 1)],
)
def test_edit_distance(a: str, b: str, d: int) -> None:
    assert edit_distance(a, b) == d
    assert edit_distance(b, a) == d


def test_an_answer_in_number_words_takes_digits() -> None:
    words = {
        "point eight one": Fraction(81, 100),
        "positive point three": Fraction(3, 10),
        "eight": Fraction(8),
    }
    read = words.get
    for typed in ("0.81", ".81", "81%", "point eight one", "81/100"):
        assert check_text("point eight one", typed, read_number=read).outcome is Outcome.CORRECT
    assert check_text("positive point three", "+.3", read_number=read).outcome is Outcome.CORRECT
    assert check_text("positive point three", "-0.3", read_number=read).outcome is Outcome.WRONG
    assert check_text("eight", "8", read_number=read).outcome is Outcome.CORRECT
    assert check_text("eight", "9", read_number=read).outcome is Outcome.WRONG
    # Without a reader of number words the words are compared as text.
    assert check_text("point eight one", "0.81").outcome is Outcome.WRONG


# --- numbers -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("0.81", Fraction(81, 100)),
        (".81", Fraction(81, 100)),
        ("81%", Fraction(81, 100)),
        ("81 %", Fraction(81, 100)),
        ("8.1e-1", Fraction(81, 100)),
        ("8.1E-1", Fraction(81, 100)),
        ("81/100", Fraction(81, 100)),
        ("+0.81", Fraction(81, 100)),
        ("-0.3", Fraction(-3, 10)),
        ("−0.3", Fraction(-3, 10)),  # unicode minus
        ("– 0.3", Fraction(-3, 10)),  # en dash typed as a minus
        ("1/2", Fraction(1, 2)),
        ("≈ 0.81", Fraction(81, 100)),
        ("1,234.5", Fraction(2469, 2)),
        ("3", Fraction(3)),
        ("1.", Fraction(1)),
    ],
)
def test_parse_number(text: str, value: Fraction) -> None:
    assert parse_number(text) == value


@pytest.mark.parametrize(
    "text", ["", "abc", "0..81", "1/0", "1e99999", "0.8 1", "--1", "81%%", "1/2/3", "½"]
)
def test_parse_number_refuses(text: str) -> None:
    assert parse_number(text) is None


@pytest.mark.parametrize("typed", ["0.81", ".81", "81%", "8.1e-1", "81/100", "0.814", "0.806"])
def test_number_within_tolerance(typed: str) -> None:
    verdict = check_number(0.81, 2, typed)
    assert verdict.outcome is Outcome.CORRECT, verdict
    assert verdict.proposed is Rating.Good


@pytest.mark.parametrize("typed", ["0.8", "0.82", "-0.81", "81", "0.7", "abc"])
def test_number_outside_tolerance(typed: str) -> None:
    verdict = check_number(0.81, 2, typed)
    assert verdict.outcome is Outcome.WRONG, verdict
    assert verdict.proposed is Rating.Again
    assert verdict.note  # "off by …" or "could not read …"


def test_tolerance_edge_is_inclusive() -> None:
    assert check_number(0.81, 2, "0.815").outcome is Outcome.CORRECT
    assert check_number(0.81, 2, "0.805").outcome is Outcome.CORRECT
    assert check_number(0.81, 2, "0.8151").outcome is Outcome.WRONG


def test_negative_answers_and_unicode_minus() -> None:
    assert check_number(-1.7320508, 2, "−1.73").outcome is Outcome.CORRECT
    assert check_number(-1.7320508, 2, "1.73").outcome is Outcome.WRONG


def test_empty_numeric_answer_reveals() -> None:
    verdict = check_number(0.81, 2, " ")
    assert verdict.outcome is Outcome.REVEALED
    assert verdict.expected == "0.81"


@pytest.mark.parametrize(
    ("value", "decimals", "text"),
    [(0.81, 2, "0.81"), (0.8, 2, "0.8"), (-1.7320508, 2, "−1.73"), (3.0, 0, "3"), (-0.001, 2, "0")],
)
def test_a_miss_is_told_in_the_decimals_asked(value: float, decimals: int, text: str) -> None:
    assert format_fixed(value, decimals, trim=True) == text
    verdict = check_number(0.0, decimals, f"{value!r}")
    assert verdict.outcome is Outcome.CORRECT or verdict.note == f"off by {text}"


# --- the diff of a miss ------------------------------------------------------


def test_diff_marks_only_the_differences() -> None:
    diff = diff_answer("masked out", "Maskd in")
    assert "".join(s.text for s in diff.expected) == "masked out"
    assert "".join(s.text for s in diff.typed) == "Maskd in"
    assert [s.text for s in diff.expected if not s.same] == ["e", "out"]
    assert [s.text for s in diff.typed if not s.same] == ["in"]
    expected_marks, typed_marks = diff.markers()
    assert expected_marks == "    ^  ^^^"
    assert typed_marks == "      ^^"


def test_diff_of_equal_texts_has_no_marks() -> None:
    assert diff_answer("Scalar", "scalar").markers() == ("", "")


# --- properties --------------------------------------------------------------

words = st.text(alphabet=string.ascii_letters, min_size=1, max_size=12)
phrases = st.lists(words, min_size=1, max_size=5).map(" ".join)


@given(st.text())
def test_normalize_is_idempotent(text: str) -> None:
    once = normalize(text)
    assert normalize(once) == once


@given(phrases)
def test_an_answer_matches_itself(answer: str) -> None:
    assume(normalize(answer))
    assert check_text(answer, answer).outcome is Outcome.CORRECT


@given(phrases, st.data())
def test_case_spacing_and_punctuation_are_forgiven(answer: str, data: st.DataObject) -> None:
    assume(normalize(answer))
    typed = "".join(c.upper() if data.draw(st.booleans()) else c.lower() for c in answer)
    typed = data.draw(st.sampled_from(["", " ", "  "])) + typed
    typed += data.draw(st.sampled_from(["", ".", "!", " ?", "…", "  "]))
    typed = typed.replace(" ", data.draw(st.sampled_from([" ", "  ", "-", " – "])))
    assert check_text(answer, typed).outcome is Outcome.CORRECT


@given(st.text(alphabet=string.ascii_lowercase, min_size=5, max_size=20), st.data())
def test_one_typo_in_a_long_word_is_forgiven(word: str, data: st.DataObject) -> None:
    i = data.draw(st.integers(0, len(word) - 1))
    kind = data.draw(st.sampled_from(["delete", "replace", "insert"]))
    letter = data.draw(st.sampled_from(string.ascii_lowercase))
    if kind == "delete":
        typed = word[:i] + word[i + 1 :]
    elif kind == "replace":
        typed = word[:i] + letter + word[i + 1 :]
    else:
        typed = word[:i] + letter + word[i:]
    assume(normalize(typed) == typed and typed not in ("a", "an", "the"))
    assert check_text(word, typed).outcome in (Outcome.CORRECT, Outcome.CLOSE)


@given(st.text(alphabet=string.ascii_lowercase, min_size=1, max_size=4), st.data())
def test_a_changed_letter_in_a_short_word_is_a_miss(word: str, data: st.DataObject) -> None:
    i = data.draw(st.integers(0, len(word) - 1))
    letter = data.draw(st.sampled_from(string.ascii_lowercase).filter(lambda c: c != word[i]))
    typed = word[:i] + letter + word[i + 1 :]
    assume(word not in ("a", "an", "the") and typed not in ("a", "an", "the"))
    assert check_text(word, typed).outcome is Outcome.WRONG


@given(st.text(), st.text())
def test_diff_splits_both_texts_exactly(expected: str, typed: str) -> None:
    diff = diff_answer(expected, typed)
    assert "".join(s.text for s in diff.expected) == expected
    assert "".join(s.text for s in diff.typed) == typed
    same_expected = "".join(s.text for s in diff.expected if s.same).casefold()
    same_typed = "".join(s.text for s in diff.typed if s.same).casefold()
    assert same_expected == same_typed


@given(st.text(), st.text())
def test_checking_never_fails(expected: str, typed: str) -> None:
    verdict = check_text(expected, typed)
    assert verdict.outcome in Outcome
    assert check_number(0.5, 2, typed).outcome in Outcome


decimal_places = st.sampled_from([0, 1, 2, 3])
answers = st.floats(min_value=-1000, max_value=1000, allow_nan=False, allow_infinity=False)


@given(answers, decimal_places)
@example(0.81, 2)
def test_number_written_many_ways_is_right(value: float, decimals: int) -> None:
    for typed in (
        repr(value),
        format_fixed(value, decimals),
        format_fixed(value, decimals, trim=True),
        f"{value:e}",
        f"{value * 100!r}%",
        str(Fraction(value).limit_denominator(10**6)),
        f"{value:.12f}".replace("-", "−"),
    ):
        assert check_number(value, decimals, typed).outcome is Outcome.CORRECT, typed


@given(answers, decimal_places, st.floats(min_value=1.01, max_value=100))
def test_number_outside_tolerance_is_wrong(value: float, decimals: int, factor: float) -> None:
    tolerance = 0.5 * 10.0**-decimals
    for off in (tolerance * factor, -tolerance * factor):
        typed = repr(value + off)
        assert check_number(value, decimals, typed).outcome is Outcome.WRONG, typed


@given(st.fractions(max_denominator=10**6).filter(lambda f: abs(f) < 10**9))
def test_parse_number_reads_back_fractions_and_decimals(value: Fraction) -> None:
    assert parse_number(str(value)) == value
    assert parse_number(f"{value.numerator}/{value.denominator}") == value
