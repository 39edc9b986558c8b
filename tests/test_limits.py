"""Bounded work: the calculator and the checker on inputs of any size (issue 12 #6, #7).

Every kind is run on parameters drawn from its whole parameter space (huge and
tiny numbers, long lists, long decimals, whole numbers with many digits). Each
call must answer or refuse with a :class:`ParameterError` that names the
parameter, never raise anything else, never return an infinite value, and
finish within Hypothesis's deadline.
"""

from __future__ import annotations

from datetime import timedelta
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator import calc
from generator.check import find_examples
from generator.errors import ParameterError
from generator.exercises import MAX_COUNT, practice_exercises
from generator.kinds import KINDS
from generator.model import Scalar
from generator.reader import parse_lesson

_decimals = st.builds(
    lambda n, d: Fraction(n, 10**d), st.integers(-(10**40), 10**40), st.integers(0, 40)
)
_scalars: st.SearchStrategy[Scalar] = st.one_of(
    st.integers(-(10**30), 10**30),
    _decimals,
    st.fractions(max_denominator=10**30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([0, 1, Fraction(1, 2), Fraction(9, 10), 1e-320, 1e308]),
)
_wholes = st.one_of(st.integers(-10, 10), st.integers(-(10**25), 10**25))


def _value(param: calc.Param) -> st.SearchStrategy[Any]:
    if param.type is calc.ParamType.LIST:
        small = st.lists(_scalars, min_size=0, max_size=8)
        long = st.builds(lambda x, n: (x,) * n, _scalars, st.integers(0, 20_000))
        return st.one_of(small, long)
    if param.type is calc.ParamType.INT:
        return _wholes
    if param.type is calc.ParamType.BASE:
        return st.sampled_from(["e", 2, "x"])
    return _scalars


@pytest.mark.parametrize("name", [n for n, k in KINDS.items() if k.calculator])
@settings(
    max_examples=60,
    deadline=timedelta(seconds=5),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_every_kind_answers_or_refuses_any_input_quickly(name: str, data: st.DataObject) -> None:
    kind = KINDS[name]
    raw = {p.name: data.draw(_value(p), label=p.name) for p in kind.params}
    try:
        result = calc.compute(name, raw)
    except ParameterError as exc:
        assert exc.message.startswith(f"{name}: ")
        return
    value = float(result.value)
    assert value == value and abs(value) != float("inf")
    assert all(len(step) < 20_000 for step in result.steps)


@pytest.mark.parametrize(
    ("name", "params"),
    [
        ("mixed_group_probability", {"p": Fraction(9, 10), "G": 1_000_000}),
        ("discounted_return", {"rewards": (Fraction(1, 2),) * 9_000, "gamma": "0.987654321"}),
        ("pass_at_k", {"n": 20_000, "c": 10, "k": 5_000}),
        (
            "gae",
            {"rewards": (1,) * 5_000, "values": (Fraction(1, 3),) * 5_001, "gamma": 1, "lam": 1},
        ),
    ],
)
def test_costly_exact_work_falls_back_to_floats_and_says_so(
    name: str, params: dict[str, Any]
) -> None:
    if params.get("gamma") == "0.987654321":
        params = {**params, "gamma": calc.parse_number("0.987654321")}
    result = calc.compute(name, params)
    assert isinstance(result.value, float)
    assert any("floating point" in step for step in result.steps)


@pytest.mark.parametrize("temperature", [Fraction(1, 10**11), Fraction(1, 10**320), 1e-320])
def test_a_tiny_temperature_gives_a_one_hot_distribution_not_an_overflow(
    temperature: Scalar,
) -> None:
    result = calc.compute("softmax", {"logits": (1, 2, 3), "temperature": temperature})
    assert result.value == 0.0
    result = calc.compute("softmax", {"logits": (1, 2, 3), "temperature": temperature, "index": 2})
    assert result.value == 1.0


@pytest.mark.parametrize(
    ("name", "params", "message"),
    [
        ("mixed_group_probability", {"p": Fraction(1, 2), "G": 12345678901234567890}, "G="),
        ("discounted_return", {"rewards": (1e308, 1e308), "gamma": 1}, "rewards[0]="),
        ("grpo_advantage", {"rewards": (10**20, 0), "index": 0}, "rewards[0]="),
    ],
)
def test_numbers_out_of_range_are_refused_by_name(
    name: str, params: dict[str, Any], message: str
) -> None:
    with pytest.raises(ParameterError, match=message.replace("[", r"\[")) as info:
        calc.compute(name, params)
    assert len(str(info.value)) < 400  # a 1e308 integer is not printed digit by digit


def test_a_horizon_in_words_is_not_a_worked_example() -> None:
    text = (
        "# Horizon\n## Narration transcript\n"
        "With gamma point nine, a success one hundred thousand steps later gives the earlier "
        "action a return of point zero.\n\n"
        "With gamma point nine and success one million steps later, the return is zero.\n\n"
        "With gamma point nine and success two steps later, the return is point eight one.\n"
    )
    examples = find_examples(parse_lesson(text, "horizon.md"))
    assert [e.stated for e in examples] == [0.81]


def test_practice_exercise_count_is_bounded() -> None:
    lesson = parse_lesson(
        "# L\n## Narration transcript\nThe discount factor gamma weighs later rewards.\n",
        "l.md",
    )
    assert len(practice_exercises(lesson, seed=1, count=3)) == 3
    with pytest.raises(ParameterError, match=f"{MAX_COUNT:,}"):
        practice_exercises(lesson, seed=1, count=MAX_COUNT + 1)


def test_huge_numbers_in_a_lesson_never_crash_the_checker(tmp_path: Path) -> None:
    text = (
        "# Big\n## Narration transcript\n"
        "The reward is 1e308 and gamma is 0.9, so the return is 99999999999999999999.\n\n"
        "An advantage of 123456789012345678901234567890 minus a baseline of 1e-320 is large.\n"
    )
    find_examples(parse_lesson(text, "big.md"))
