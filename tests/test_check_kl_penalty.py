"""The check-only kind ``kl_penalty`` (``r − β·KL``): read from invented sentences, and computed."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_check import lesson

from generator import calc
from generator.check import example_exercise, find_examples
from generator.errors import ParameterError
from generator.kinds import KINDS, REGISTRY


def test_value_and_steps() -> None:
    result = calc.compute("kl_penalty", {"reward": Fraction(3), "beta": Fraction(1, 5), "kl": 5})
    assert result.value == 2
    assert any("β·KL" in step for step in result.steps)


def test_a_negative_coefficient_is_refused() -> None:
    with pytest.raises(ParameterError, match="beta"):
        calc.compute("kl_penalty", {"reward": 1, "beta": -1, "kl": 2})


def test_check_only() -> None:
    assert "kl_penalty" in REGISTRY and "kl_penalty" not in KINDS


@pytest.mark.parametrize(("said", "ok"), [("two", True), ("two point five", False)])
def test_penalised_reward_with_inputs_in_earlier_sentences(said: str, ok: bool) -> None:
    text = (
        "The grader gives the essay a score of three. "
        "Its KL from the base model is five, and beta is point two. "
        f"So the penalised reward is {said}."
    )
    lesson_ = lesson(text)
    found = [e for e in find_examples(lesson_) if e.kind == "kl_penalty"]
    assert len(found) == 1, found
    example = found[0]
    assert example.params == {"reward": 3, "beta": Fraction(1, 5), "kl": 5}
    assert example.computed == pytest.approx(2)
    assert example.ok is ok
    exercise = example_exercise(example, lesson_)
    assert exercise.answer == pytest.approx(2)
    assert "0.2" in exercise.prompt and "= 2\\" not in exercise.prompt


def test_a_second_response_takes_the_coefficient_from_before() -> None:
    found = find_examples(
        lesson(
            "Beta is point five. One answer scores four with a KL of two. "
            "Its shaped reward is three.",
        )
    )
    assert [(e.kind, e.stated, e.computed, e.ok) for e in found] == [("kl_penalty", 3.0, 3.0, True)]


def test_a_number_before_and_a_new_clause_is_not_the_next_keywords() -> None:
    # "four, and beta is …": the four is the KL's, not beta's.
    found = find_examples(
        lesson(
            "The score is six. The KL is four, and beta is point five. The shaped reward is four."
        )
    )
    assert [(e.kind, e.computed) for e in found] == [("kl_penalty", 4.0)]
