"""The calculator: known values, exactness, independent implementations, properties, validation."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy import signal, special, stats

from generator import calc
from generator.errors import ParameterError
from generator.kinds import KINDS
from generator.kinds.advantage import advantage
from generator.kinds.clipped_objective import clipped_objective
from generator.kinds.discounted_return import discounted_return, discounted_returns
from generator.kinds.entropy import entropy
from generator.kinds.gae import gae, gae_advantages, td_errors
from generator.kinds.grpo_advantage import group_stats, grpo_advantage, grpo_advantages
from generator.kinds.kl import kl
from generator.kinds.mixed_group_probability import mixed_group_probability
from generator.kinds.pass_at_k import pass_at_k
from generator.kinds.probability_ratio import probability_ratio
from generator.kinds.softmax import softmax, softmax_probs
from generator.kinds.td_error import td_error
from generator.kinds.value_update import value_update
from generator.model import Scalar

F = Fraction
PROPS = settings(deadline=None, max_examples=150)


def d(text: str) -> Fraction:
    """An exact decimal, written as the course writes it."""
    return Fraction(text)


# --- known values (from the issue, the lessons and reference formulas) ----------------


def test_lesson_return_is_exactly_point_eight_one() -> None:
    value = discounted_return(rewards=[0, 0, 1], gamma=d("0.9"), t=0)
    assert value == d("0.81")
    assert isinstance(value, Fraction)


def test_lesson_advantages_are_exact() -> None:
    assert advantage(return_=d("0.8"), baseline=d("0.5")) == d("0.3")
    assert advantage(return_=d("0.2"), baseline=d("0.5")) == d("-0.3")
    # The float path gives what floats give; the exact path must not.
    assert 0.8 - 0.5 != 0.3


def test_td_error_of_the_issue_is_exactly_point_eight_six() -> None:
    value = td_error(reward=1, gamma=d("0.9"), value=d("0.5"), next_value=d("0.4"))
    assert value == d("0.86") and isinstance(value, Fraction)
    # δ < 0 when the next state is worth less than expected; terminal: V(s′) = 0.
    assert td_error(reward=0, gamma=d("0.9"), value=1, next_value=d("0.5")) == d("-0.55")
    assert td_error(reward=1, gamma=d("0.99"), value=d("0.25"), next_value=0) == d("0.75")
    assert isinstance(td_error(reward=1.0, gamma=0.9, value=0.5, next_value=0.4), float)


def test_value_update_of_the_issue_is_exactly_point_three() -> None:
    value = value_update(value=0, target=3, alpha=d("0.1"))
    assert value == d("0.3") and isinstance(value, Fraction)
    assert value_update(value=d("0.5"), target=d("-1"), alpha=d("0.5")) == d("-0.25")
    assert value_update(value=2, target=7, alpha=1) == 7  # α = 1 jumps to the target
    assert value_update(value=2, target=7, alpha=0) == 2  # α = 0 learns nothing


def test_td_error_is_the_first_gae_delta() -> None:
    rewards, values, gamma = (1, 0), (d("0.5"), d("0.4"), 0), d("0.9")
    first = td_errors(rewards=rewards, values=values, gamma=gamma)[0]
    assert first == td_error(reward=1, gamma=gamma, value=d("0.5"), next_value=d("0.4"))
    assert gae(rewards=rewards, values=values, gamma=gamma, lam=0) == first


def test_pass_at_k_reference_value() -> None:
    value = pass_at_k(n=10, c=3, k=5)
    assert value == Fraction(11, 12)
    assert float(value) == pytest.approx(0.916667, abs=5e-7)


def test_gae_reference_values() -> None:
    # By hand: δ2 = 1 + 0.9·0 − 0.6 = 0.4; δ1 = 0 + 0.9·0.6 − 0.4 = 0.14;
    # δ0 = 1 + 0.9·0.4 − 0.5 = 0.86; γλ = 0.72; A1 = 0.14 + 0.72·0.4 = 0.428;
    # A0 = 0.86 + 0.72·0.428 = 1.16816.
    kwargs = {
        "rewards": [1, 0, 1],
        "values": [d("0.5"), d("0.4"), d("0.6"), 0],
        "gamma": d("0.9"),
        "lam": d("0.8"),
    }
    assert gae_advantages(**kwargs) == (d("1.16816"), d("0.428"), d("0.4"))
    assert [gae(**kwargs, t=t) for t in range(3)] == [d("1.16816"), d("0.428"), d("0.4")]
    floats = gae_advantages(
        rewards=[1.0, 0.0, 1.0], values=[0.5, 0.4, 0.6, 0.0], gamma=0.9, lam=0.8
    )
    assert floats == pytest.approx([1.16816, 0.428, 0.4], abs=1e-12)
    assert td_errors(rewards=[1, 0, 1], values=kwargs["values"], gamma=d("0.9")) == (
        d("0.86"),
        d("0.14"),
        d("0.4"),
    )


def test_grpo_course_example_population_std() -> None:
    rewards = [1, 0, 0, 1, 1, 0]
    stats_ = group_stats(rewards=rewards)
    assert (stats_.mean, stats_.variance, stats_.std) == (d("0.5"), d("0.25"), d("0.5"))
    assert grpo_advantages(rewards=rewards) == (1, -1, -1, 1, 1, -1)


def test_grpo_irrational_std_keeps_mean_exact() -> None:
    stats_ = group_stats(rewards=[1, 0, 1, 1])
    assert stats_.mean == d("0.75") and stats_.variance == d("0.1875")
    assert isinstance(stats_.std, float)
    assert grpo_advantage(rewards=[1, 0, 1, 1], index=1) == pytest.approx(-math.sqrt(3))


def test_grpo_sample_std_and_eps() -> None:
    value = grpo_advantage(rewards=[1, 0], index=0, ddof=1, eps=d("0.0001"))
    # mean 0.5, sample variance 0.5, std √0.5
    assert value == pytest.approx(0.5 / (math.sqrt(0.5) + 1e-4))


def test_grpo_uniform_group_is_zero() -> None:
    assert grpo_advantages(rewards=[1, 1, 1]) == (0, 0, 0)
    assert grpo_advantages(rewards=[0.5, 0.5], eps=1e-4) == (0.0, 0.0)
    steps = calc.compute("grpo_advantage", {"rewards": (1, 1, 1)}).steps
    assert "no relative signal" in steps[-1]


def test_lesson_two_softmax() -> None:
    probs = softmax_probs(logits=[3, 1, d("0.2")])
    assert [round(p * 100) for p in probs] == [84, 11, 5]
    assert softmax(logits=[3, 1, d("0.2")], index=0) == probs[0]


def test_softmax_temperature_sharpens_and_flattens() -> None:
    base = softmax(logits=[2, 1], index=0)
    assert softmax(logits=[2, 1], temperature=d("0.5"), index=0) > base
    assert softmax(logits=[2, 1], temperature=2, index=0) < base
    # Huge logits do not overflow: softmax is computed shift-invariantly.
    assert softmax(logits=[1000, 0], index=0) == pytest.approx(1.0)


def test_entropy_and_kl_known_values() -> None:
    assert entropy(probs=[d("0.25")] * 4, base=2) == 2.0
    assert entropy(probs=[d("0.5"), d("0.25"), d("0.25")], base=2) == 1.5
    assert entropy(probs=[1, 0]) == 0.0
    assert kl(p=[d("0.5"), d("0.5")], q=[d("0.25"), d("0.75")]) == pytest.approx(
        0.5 * math.log(2) + 0.5 * math.log(2 / 3)
    )
    assert kl(p=[1, 0], q=[d("0.5"), d("0.5")], base=2) == 1.0


def test_ratio_clip_and_mixed_known_values() -> None:
    assert probability_ratio(new_prob=d("0.6"), old_prob=d("0.5")) == d("1.2")
    kw = {"new_prob": d("0.6"), "old_prob": d("0.4"), "epsilon": d("0.2")}
    assert clipped_objective(**kw, advantage=2) == d("2.4")  # capped at 1.2·2
    assert clipped_objective(**kw, advantage=-2) == -3  # pessimistic: ρ·A
    assert mixed_group_probability(p=d("0.5"), G=4) == d("0.875")
    assert mixed_group_probability(p=1, G=8) == 0


# --- worked steps -----------------------------------------------------------------


def test_return_steps_read_like_a_teacher() -> None:
    result = calc.compute("discounted_return", {"rewards": (0, 0, 1), "gamma": d("0.9")})
    assert result.value == d("0.81") and result.exact
    assert result.steps[-1] == "G₀ = 0 + 0.9·0 + 0.9²·1 = 0 + 0 + 0.81 = 0.81"
    assert result.params == {"rewards": (0, 0, 1), "gamma": d("0.9"), "t": 0}


def test_gae_steps_show_every_delta_and_advantage() -> None:
    result = calc.compute(
        "gae",
        {
            "rewards": (1, 0, 1),
            "values": (d("0.5"), d("0.4"), d("0.6"), 0),
            "gamma": d("0.9"),
            "lam": d("0.8"),
        },
    )
    text = "\n".join(result.steps)
    for line in (
        "γλ = 0.9·0.8 = 0.72",
        "δ₂ = 1 + 0.9·0 − 0.6 = 0.4",
        "δ₀ = 1 + 0.9·0.4 − 0.5 = 0.86",
        "A₁ = δ₁ + γλ·A₂ = 0.14 + 0.72·0.4 = 0.428",
        "A₀ = δ₀ + γλ·A₁ = 0.86 + 0.72·0.428 = 1.16816",
    ):
        assert line in text


def test_steps_mark_roundings() -> None:
    result = calc.compute("pass_at_k", {"n": 10, "c": 3, "k": 5})
    assert result.steps[-1] == "pass@5 = 1 − 21/252 = 11/12 ≈ 0.916667"
    assert result.answer_text == "11/12 ≈ 0.916667"
    grpo = calc.compute("grpo_advantage", {"rewards": (1, 0, 1, 1), "index": 1})
    assert "std = √0.1875 ≈ 0.433013" in grpo.steps
    assert "≈ −1.73205" in grpo.steps[3]


def test_long_inputs_give_short_steps() -> None:
    result = calc.compute(
        "discounted_return", {"rewards": tuple([0] * 99 + [1]), "gamma": d("0.5")}
    )
    assert len(result.steps) == 2 and "…" in result.steps[1]
    assert all(len(s) < 300 for s in result.steps)


def test_every_kind_computes_and_serialises() -> None:
    examples = {
        "discounted_return": {"rewards": (0, 0, 1), "gamma": d("0.9")},
        "advantage": {"return": d("0.8"), "baseline": d("0.5")},
        "gae": {"rewards": (1,), "values": (d("0.5"), 0), "gamma": 1, "lam": 1},
        "grpo_advantage": {"rewards": (1, 0)},
        "pass_at_k": {"n": 5, "c": 1, "k": 1},
        "entropy": {"probs": (d("0.5"), d("0.5"))},
        "kl": {"p": (d("0.5"), d("0.5")), "q": (d("0.5"), d("0.5"))},
        "softmax": {"logits": (0, 0)},
        "probability_ratio": {"new_prob": d("0.5"), "old_prob": d("0.5")},
        "clipped_objective": {
            "new_prob": 1,
            "old_prob": d("0.5"),
            "epsilon": d("0.2"),
            "advantage": 1,
        },
        "mixed_group_probability": {"p": d("0.5"), "G": 2},
        "td_error": {"reward": 1, "gamma": d("0.9"), "value": d("0.5"), "next_value": d("0.4")},
        "value_update": {"value": 0, "target": 3, "alpha": d("0.1")},
        "td_target": {"reward": 1, "gamma": d("0.9"), "next_value": d("0.4")},
    }
    expected = {
        "discounted_return": d("0.81"),
        "advantage": d("0.3"),
        "gae": d("0.5"),
        "grpo_advantage": 1,
        "pass_at_k": d("0.2"),
        "entropy": math.log(2),
        "kl": 0.0,
        "softmax": 0.5,
        "probability_ratio": 1,
        "clipped_objective": d("1.2"),
        "mixed_group_probability": d("0.5"),
        "td_error": d("0.86"),
        "value_update": d("0.3"),
        "td_target": d("1.36"),
    }
    assert set(examples) == set(KINDS)
    for kind, params in examples.items():
        result = calc.compute(kind, params)
        assert result.value == pytest.approx(expected[kind], abs=1e-12), kind
        assert result.steps and all(isinstance(s, str) and s for s in result.steps)
        data = result.to_json()
        assert data["kind"] == kind and isinstance(data["value"], (int, float))


def test_registry_matches_design_table() -> None:
    design = {
        "discounted_return": ["rewards", "gamma", "t"],
        "advantage": ["return", "baseline"],
        "gae": ["rewards", "values", "gamma", "lam", "t"],
        "grpo_advantage": ["rewards", "index", "ddof", "eps"],
        "pass_at_k": ["n", "c", "k"],
        "entropy": ["probs", "base"],
        "kl": ["p", "q", "base"],
        "softmax": ["logits", "temperature", "index"],
        "probability_ratio": ["new_prob", "old_prob"],
        "clipped_objective": ["new_prob", "old_prob", "epsilon", "advantage"],
        "mixed_group_probability": ["p", "G"],
        "td_error": ["reward", "gamma", "value", "next_value"],
        "value_update": ["value", "target", "alpha"],
        "td_target": ["reward", "gamma", "next_value"],
    }
    assert list(calc.kind_names()) == list(design)
    for name, params in design.items():
        kind = KINDS[name]
        assert list(kind.param_names) == params
        assert all(p.help for p in kind.params)
    assert KINDS["grpo_advantage"].param("ddof").default == 0
    assert KINDS["entropy"].param("base").type is calc.ParamType.BASE


# --- formatting and parsing ---------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (d("0.81"), "0.81"),
        (d("-0.3"), "−0.3"),
        (3, "3"),
        (Fraction(1, 3), "0.333333"),
        (0.1 + 0.2, "0.3"),
        (d("1.16816"), "1.16816"),
    ],
)
def test_format_number(value: Scalar, text: str) -> None:
    assert calc.format_number(value) == text


def test_format_answer_marks_rounding() -> None:
    assert calc.format_answer(d("0.81")) == "0.81"
    assert calc.format_answer(Fraction(2, 3)) == "2/3 ≈ 0.666667"
    assert calc.format_answer(math.log(2)) == "≈ 0.693147"
    assert calc.format_answer(0.5) == "0.5"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("0.9", Fraction(9, 10)),
        (" 1 ", 1),
        ("1/3", Fraction(1, 3)),
        ("−0.3", Fraction(-3, 10)),
        ("84%", Fraction(21, 25)),
        ("1e-4", Fraction(1, 10000)),
    ],
)
def test_parse_number_is_exact(text: str, value: Fraction) -> None:
    parsed = calc.parse_number(text)
    assert parsed == value and type(parsed) is type(value)


@pytest.mark.parametrize("text", ["x", "nan", "inf", "", "1/0", "0.9.1"])
def test_parse_number_rejects(text: str) -> None:
    with pytest.raises((ValueError, ZeroDivisionError)):
        calc.parse_number(text)


def test_compute_text_parses_decimals_exactly() -> None:
    result = calc.compute_text("discounted_return", {"rewards": "0,0,1", "gamma": "0.9", "t": "0"})
    assert result.value == d("0.81")
    assert calc.parse_params("entropy", {"probs": "0.5, 0.5", "base": "2"}) == {
        "probs": (d("0.5"), d("0.5")),
        "base": "2",
    }
    assert calc.compute_text("entropy", {"probs": "0.5,0.5", "base": "2"}).value == 1.0


# --- validation ---------------------------------------------------------------------


def error_of(kind: str, params: dict[str, object]) -> str:
    with pytest.raises(ParameterError) as info:
        calc.compute(kind, params)  # type: ignore[arg-type]  # bad on purpose
    return str(info.value)


def test_every_bad_parameter_is_named_at_once() -> None:
    message = error_of(
        "gae",
        {"rewards": (1, 0, 1), "values": (1, 2, 3), "gamma": d("1.5"), "lam": 2, "t": 7},
    )
    assert message.startswith("gae: ")
    for part in (
        "gamma=1.5 must be in [0, 1]",
        "lam=2 must be in [0, 1]",
        "values has 3 items, needs len(rewards)+1 = 4",
        "t=7 must be in [0, 2]",
    ):
        assert part in message
    assert message.count(";") >= 3


@pytest.mark.parametrize(
    ("kind", "params", "parts"),
    [
        ("discounted_return", {"rewards": (), "gamma": "x"}, ["rewards is empty", "gamma='x'"]),
        ("discounted_return", {"rewards": (1, math.nan), "gamma": 0.5}, ["rewards[1]=nan"]),
        ("discounted_return", {"rewards": (1, True), "gamma": 0.5}, ["rewards[1]=True"]),
        (
            "discounted_return",
            {"gamma": d("0.9"), "bogus": 1},
            ["rewards is missing", "unknown parameter bogus=1"],
        ),
        ("advantage", {"return": 1}, ["baseline is missing"]),
        ("pass_at_k", {"n": 5, "c": 7, "k": 6}, ["c=7 must be ≤ n=5", "k=6 must be ≤ n=5"]),
        (
            "pass_at_k",
            {"n": 0, "c": d("0.5"), "k": 0},
            ["n=0 must be ≥ 1", "c=0.5 must be a whole number", "k=0 must be ≥ 1"],
        ),
        (
            "entropy",
            {"probs": (d("0.5"), d("0.6")), "base": 10},
            ["sums to 1.1", "base=10 must be 'e'"],
        ),
        (
            "entropy",
            {"probs": (d("-0.5"), d("1.5"))},
            ["probs[0]=−0.5 must be in [0, 1]", "probs[1]=1.5 must be in [0, 1]"],
        ),
        (
            "kl",
            {"p": (d("0.5"), d("0.5")), "q": (1, 0)},
            ["KL(p‖q) is infinite: q[1]=0 where p[1]=0.5 > 0"],
        ),
        ("kl", {"p": (1, 0), "q": (1, 0, 0)}, ["q has 3 items and p has 2"]),
        (
            "grpo_advantage",
            {"rewards": (1,), "ddof": 1, "eps": -1, "index": 3},
            [
                "index=3 must be in [0, 0]",
                "ddof=1 (sample std) needs at least 2 rewards",
                "eps=−1 must be ≥ 0",
            ],
        ),
        ("grpo_advantage", {"rewards": (1, 0), "ddof": 2}, ["ddof=2 must be 0"]),
        (
            "softmax",
            {"logits": (1, 2), "temperature": 0, "index": 2},
            ["temperature=0 must be > 0", "index=2 must be in [0, 1]"],
        ),
        (
            "probability_ratio",
            {"new_prob": 2, "old_prob": 0},
            ["new_prob=2 must be in [0, 1]", "old_prob=0 must be in (0, 1]"],
        ),
        (
            "clipped_objective",
            {"new_prob": 1, "old_prob": 1, "epsilon": 2, "advantage": (1,)},
            ["epsilon=2 must be in [0, 1]", "advantage=[1] must be a number"],
        ),
        (
            "mixed_group_probability",
            {"p": -1, "G": 0},
            ["p=−1 must be in [0, 1]", "G=0 must be ≥ 1"],
        ),
        ("discounted_return", {"rewards": 5, "gamma": 1}, ["rewards=5 must be a list"]),
        (
            "td_error",
            {"reward": 1, "gamma": d("1.5"), "value": "x"},
            ["gamma=1.5 must be in [0, 1]", "value='x' must be a number", "next_value is missing"],
        ),
        ("value_update", {"value": 0, "target": 3, "alpha": 2}, ["alpha=2 must be in [0, 1]"]),
    ],
)
def test_validation_names_value(kind: str, params: dict[str, object], parts: list[str]) -> None:
    message = error_of(kind, params)
    for part in parts:
        assert part in message, message


def test_pure_functions_validate_too() -> None:
    with pytest.raises(ParameterError, match=r"gamma=1\.5 must be in \[0, 1\]"):
        discounted_returns(rewards=[1.0], gamma=1.5)
    with pytest.raises(ParameterError, match="infinite"):
        kl(p=[1, 0], q=[0, 1])
    with pytest.raises(ParameterError, match="temperature"):
        softmax_probs(logits=[1, 2], temperature=-1)


def test_unknown_kind_lists_the_kinds() -> None:
    with pytest.raises(ParameterError) as info:
        calc.compute("return", {})
    assert "unknown kind 'return'" in str(info.value)
    for name in KINDS:
        assert name in str(info.value)


def test_text_problems_and_range_problems_in_one_error() -> None:
    with pytest.raises(ParameterError) as info:
        calc.compute_text("discounted_return", {"rewards": "0,0,x", "gamma": "1.5", "t": "a"})
    message = str(info.value)
    assert "rewards[2]='x' is not a number" in message
    assert "t='a' is not a number" in message
    assert "gamma=1.5 must be in [0, 1]" in message
    assert "missing" not in message  # a value that did not parse is not also "missing"


# --- independent implementations ------------------------------------------------------

small_floats = st.floats(-10, 10, allow_nan=False, allow_infinity=False)
unit_floats = st.floats(0, 1, allow_nan=False, allow_infinity=False)
decimals = st.integers(-20, 20).map(lambda i: Fraction(i, 10))
unit_decimals = st.integers(0, 100).map(lambda i: Fraction(i, 100))


@PROPS
@given(st.lists(small_floats, min_size=1, max_size=60), unit_floats)
def test_returns_match_lfilter(rewards: list[float], gamma: float) -> None:
    expected = signal.lfilter([1.0], [1.0, -gamma], np.array(rewards)[::-1])[::-1]
    got = discounted_returns(rewards=rewards, gamma=gamma)
    np.testing.assert_allclose(got, expected, rtol=1e-9, atol=1e-9)
    assert discounted_return(rewards=rewards, gamma=gamma, t=len(rewards) // 2) == (
        pytest.approx(expected[len(rewards) // 2], rel=1e-9, abs=1e-9)
    )


@PROPS
@given(st.data(), st.integers(1, 40), unit_floats, unit_floats)
def test_gae_matches_lfilter_on_td_errors(
    data: st.DataObject, n: int, gamma: float, lam: float
) -> None:
    rewards = np.array(data.draw(st.lists(small_floats, min_size=n, max_size=n)))
    values = np.array(data.draw(st.lists(small_floats, min_size=n + 1, max_size=n + 1)))
    deltas = rewards + gamma * values[1:] - values[:-1]
    expected = signal.lfilter([1.0], [1.0, -gamma * lam], deltas[::-1])[::-1]
    got = gae_advantages(rewards=rewards.tolist(), values=values.tolist(), gamma=gamma, lam=lam)
    np.testing.assert_allclose(got, expected, rtol=1e-9, atol=1e-8)


def test_long_float_trajectory_matches_lfilter() -> None:
    rng = np.random.default_rng(0)
    rewards = rng.choice([0.0, 0.5, 1.0], size=100_000)
    values = rng.random(100_001)
    expected = signal.lfilter([1.0], [1.0, -0.99], rewards[::-1])[::-1]
    np.testing.assert_allclose(
        discounted_returns(rewards=rewards.tolist(), gamma=0.99), expected, rtol=1e-9
    )
    deltas = rewards + 0.99 * values[1:] - values[:-1]
    expected_gae = signal.lfilter([1.0], [1.0, -0.99 * 0.95], deltas[::-1])[::-1]
    got = gae_advantages(rewards=rewards.tolist(), values=values.tolist(), gamma=0.99, lam=0.95)
    np.testing.assert_allclose(got, expected_gae, rtol=1e-8, atol=1e-9)


@PROPS
@given(st.integers(1, 60), st.data())
def test_pass_at_k_matches_scipy_and_product_form(n: int, data: st.DataObject) -> None:
    c = data.draw(st.integers(0, n))
    k = data.draw(st.integers(1, n))
    value = pass_at_k(n=n, c=c, k=k)
    assert float(value) == pytest.approx(
        1 - special.comb(n - c, k, exact=True) / special.comb(n, k, exact=True), abs=1e-12
    )
    # The numerically stable form of the Codex paper's estimator.
    codex = 1.0 if n - c < k else 1.0 - float(np.prod(1.0 - k / np.arange(n - c + 1, n + 1)))
    assert float(value) == pytest.approx(codex, abs=1e-9)


def distributions(size: int, *, positive: bool = False) -> st.SearchStrategy[list[Fraction]]:
    """Distributions over ``size`` outcomes in hundredths, exactly summing to 1."""
    if positive:
        cuts = st.lists(st.integers(1, 99), min_size=size - 1, max_size=size - 1, unique=True)
    else:
        cuts = st.lists(st.integers(0, 100), min_size=size - 1, max_size=size - 1)

    def parts(points: list[int]) -> list[Fraction]:
        edges = [0, *sorted(points), 100]
        return [Fraction(b - a, 100) for a, b in itertools.pairwise(edges)]

    return cuts.map(parts)


@PROPS
@given(st.integers(1, 6).flatmap(distributions), st.sampled_from(["e", 2]))
def test_entropy_matches_scipy_and_is_bounded(probs: list[Fraction], base: calc.Base) -> None:
    value = entropy(probs=probs, base=base)
    scipy_base = None if base == "e" else 2
    assert value == pytest.approx(
        stats.entropy([float(p) for p in probs], base=scipy_base), abs=1e-12
    )
    log_n = math.log(len(probs)) if base == "e" else math.log2(len(probs))
    assert -1e-12 <= value <= log_n + 1e-12


@PROPS
@given(
    st.integers(1, 6).flatmap(
        lambda n: st.tuples(distributions(n), distributions(n, positive=True))
    )
)
def test_kl_matches_scipy_nonnegative_zero_iff_equal(
    pq: tuple[list[Fraction], list[Fraction]],
) -> None:
    p, q = pq
    value = kl(p=p, q=q)
    assert value == pytest.approx(
        stats.entropy([float(x) for x in p], [float(x) for x in q]), abs=1e-12
    )
    if p == q:
        assert value == 0.0
    else:
        assert value > 0
    assert kl(p=q, q=q) == 0.0


@PROPS
@given(
    st.lists(st.floats(-50, 50, allow_nan=False), min_size=1, max_size=10),
    st.floats(0.1, 10),
    st.floats(-100, 100, allow_nan=False),
)
def test_softmax_matches_scipy_sums_to_one_shift_invariant(
    logits: list[float], temperature: float, shift: float
) -> None:
    probs = softmax_probs(logits=logits, temperature=temperature)
    np.testing.assert_allclose(
        probs, special.softmax(np.array(logits) / temperature), rtol=1e-9, atol=1e-12
    )
    assert math.fsum(probs) == pytest.approx(1.0, abs=1e-12)
    shifted = softmax_probs(logits=[z + shift for z in logits], temperature=temperature)
    np.testing.assert_allclose(shifted, probs, rtol=1e-6, atol=1e-9)


@PROPS
@given(
    st.lists(unit_decimals, min_size=1, max_size=10),
    st.sampled_from([0, 1]),
    st.sampled_from([Fraction(0), Fraction(1, 10000)]),
)
def test_grpo_matches_numpy(rewards: list[Fraction], ddof: int, eps: Fraction) -> None:
    if ddof == 1 and len(rewards) < 2:
        rewards = [*rewards, Fraction(0)]
    arr = np.array([float(r) for r in rewards])
    std = arr.std(ddof=ddof)
    if len(set(rewards)) == 1:
        # numpy's float std of equal decimals such as 0.05 can be 1e-17, not 0, and
        # would give ±1; the exact mean and variance are exactly 0.
        expected = np.zeros_like(arr)
    else:
        expected = (arr - arr.mean()) / (std + float(eps))
    got = [float(a) for a in grpo_advantages(rewards=rewards, ddof=ddof, eps=eps)]
    np.testing.assert_allclose(got, expected, rtol=1e-9, atol=1e-9)


@PROPS
@given(decimals, unit_decimals, decimals, decimals)
def test_td_error_is_target_minus_estimate(
    reward: Fraction, gamma: Fraction, value: Fraction, next_value: Fraction
) -> None:
    delta = td_error(reward=reward, gamma=gamma, value=value, next_value=next_value)
    assert isinstance(delta, Fraction)
    # Written out independently: the TD target minus the estimate.
    assert delta == reward + gamma * next_value - value
    # Moving V(s) to the TD target leaves no error: δ is the step of a full update.
    target = value + delta
    assert td_error(reward=reward, gamma=gamma, value=target, next_value=next_value) == 0
    # A TD update with α = 1 lands on the target; the float path agrees with the exact one.
    assert value_update(value=value, target=target, alpha=1) == target
    floats = td_error(
        reward=float(reward), gamma=float(gamma), value=float(value), next_value=float(next_value)
    )
    assert floats == pytest.approx(float(delta), abs=1e-9)


@PROPS
@given(decimals, decimals, unit_decimals)
def test_value_update_moves_a_fraction_alpha_towards_the_target(
    value: Fraction, target: Fraction, alpha: Fraction
) -> None:
    new = value_update(value=value, target=target, alpha=alpha)
    assert new == (1 - alpha) * value + alpha * target  # the weighted-average form
    # Never overshoots: the new value lies between the old one and the target.
    assert min(value, target) <= new <= max(value, target)
    # The remaining gap shrinks by the factor 1 − α.
    assert abs(target - new) == (1 - alpha) * abs(target - value)
    floats = value_update(value=float(value), target=float(target), alpha=float(alpha))
    assert isinstance(floats, float) and floats == pytest.approx(float(new), abs=1e-9)


@PROPS
@given(unit_decimals, st.integers(1, 30))
def test_mixed_group_matches_binomial(p: Fraction, size: int) -> None:
    expected = 1 - stats.binom.pmf(0, size, float(p)) - stats.binom.pmf(size, size, float(p))
    value = mixed_group_probability(p=p, G=size)
    assert float(value) == pytest.approx(expected, abs=1e-12)
    # At most 1 − 2·(1/2)^G, reached at p = 1/2.
    assert 0 <= value <= 1 - 2 * Fraction(1, 2) ** size
    assert (value == 1 - 2 * Fraction(1, 2) ** size) == (p == Fraction(1, 2) or size == 1)


@PROPS
@given(
    st.integers(1, 100).map(lambda i: Fraction(i, 100)),
    st.integers(0, 100).map(lambda i: Fraction(i, 100)),
    st.integers(0, 50).map(lambda i: Fraction(i, 100)),
    decimals,
)
def test_clipped_objective_matches_numpy_and_bounds(
    old: Fraction, new: Fraction, eps: Fraction, adv: Fraction
) -> None:
    value = clipped_objective(new_prob=new, old_prob=old, epsilon=eps, advantage=adv)
    rho = new / old
    clipped = float(np.clip(float(rho), float(1 - eps), float(1 + eps)))
    assert float(value) == pytest.approx(
        float(np.minimum(float(rho) * float(adv), clipped * float(adv))), abs=1e-12
    )
    assert value <= rho * adv
    if adv >= 0:
        assert value <= (1 + eps) * adv
    else:
        assert value <= (1 - eps) * adv
    if 1 - eps <= rho <= 1 + eps:
        assert value == rho * adv
    assert probability_ratio(new_prob=new, old_prob=old) == rho


# --- properties -------------------------------------------------------------------------


@PROPS
@given(
    st.integers(1, 12).flatmap(
        lambda n: st.tuples(
            st.lists(decimals, min_size=n, max_size=n), st.lists(decimals, min_size=n, max_size=n)
        )
    ),
    unit_decimals,
    decimals,
    decimals,
)
def test_returns_are_linear_in_rewards(
    pair: tuple[list[Fraction], list[Fraction]], gamma: Fraction, a: Fraction, b: Fraction
) -> None:
    r1, r2 = pair
    mixed = [a * x + b * y for x, y in zip(r1, r2, strict=True)]
    g1 = discounted_returns(rewards=r1, gamma=gamma)
    g2 = discounted_returns(rewards=r2, gamma=gamma)
    assert discounted_returns(rewards=mixed, gamma=gamma) == tuple(
        a * x + b * y for x, y in zip(g1, g2, strict=True)
    )


@PROPS
@given(
    st.integers(1, 10).flatmap(
        lambda n: st.tuples(
            st.lists(decimals, min_size=n, max_size=n),
            st.lists(decimals, min_size=n + 1, max_size=n + 1),
        )
    ),
    unit_decimals,
)
def test_gae_limits(rv: tuple[list[Fraction], list[Fraction]], gamma: Fraction) -> None:
    rewards, values = rv
    n = len(rewards)
    monte_carlo = gae_advantages(rewards=rewards, values=values, gamma=gamma, lam=1)
    for t in range(n):
        g_t = discounted_return(rewards=rewards, gamma=gamma, t=t)
        assert monte_carlo[t] == g_t + gamma ** (n - t) * values[n] - values[t]
    one_step = gae_advantages(rewards=rewards, values=values, gamma=gamma, lam=0)
    assert one_step == tuple(rewards[t] + gamma * values[t + 1] - values[t] for t in range(n))
    assert one_step == td_errors(rewards=rewards, values=values, gamma=gamma)


@PROPS
@given(st.lists(unit_decimals, min_size=1, max_size=12))
def test_population_grpo_sums_to_zero_with_unit_spread(rewards: list[Fraction]) -> None:
    adv = [float(a) for a in grpo_advantages(rewards=rewards)]
    if len(set(rewards)) == 1:
        assert adv == [0.0] * len(rewards)
        return
    assert math.fsum(adv) == pytest.approx(0.0, abs=1e-9)
    mean_square = math.fsum(a * a for a in adv) / len(adv)
    assert mean_square == pytest.approx(1.0, abs=1e-9)


@PROPS
@given(st.integers(1, 40), st.data())
def test_pass_at_k_in_unit_interval_and_grows_with_k(n: int, data: st.DataObject) -> None:
    c = data.draw(st.integers(0, n))
    values = [pass_at_k(n=n, c=c, k=k) for k in range(1, n + 1)]
    assert all(0 <= v <= 1 for v in values)
    assert all(a <= b for a, b in itertools.pairwise(values))
    assert values[0] == Fraction(c, n)  # pass@1 is the success rate
    assert (values[-1] == 1) == (c > 0)


@PROPS
@given(st.lists(decimals, min_size=33, max_size=300), unit_decimals, st.data())
def test_exact_long_sum_equals_naive_sum(
    rewards: list[Fraction], gamma: Fraction, data: st.DataObject
) -> None:
    t = data.draw(st.integers(0, len(rewards) - 1))
    naive = sum((gamma**k * r for k, r in enumerate(rewards[t:])), Fraction(0))
    assert discounted_return(rewards=rewards, gamma=gamma, t=t) == naive
    assert discounted_returns(rewards=rewards, gamma=gamma)[t] == naive


@PROPS
@given(st.lists(decimals, min_size=1, max_size=20), unit_decimals)
def test_exact_and_float_paths_agree(rewards: list[Fraction], gamma: Fraction) -> None:
    exact = discounted_returns(rewards=rewards, gamma=gamma)
    floats = discounted_returns(rewards=[float(r) for r in rewards], gamma=float(gamma))
    assert all(isinstance(x, Fraction) for x in exact)
    assert all(isinstance(x, float) for x in floats)
    np.testing.assert_allclose([float(x) for x in exact], floats, rtol=1e-12, atol=1e-12)


def test_exact_sqrt() -> None:
    assert calc.exact_sqrt(Fraction(1, 4)) == Fraction(1, 2)
    assert calc.exact_sqrt(Fraction(9, 16)) == Fraction(3, 4)
    assert calc.exact_sqrt(2) is None
    assert calc.exact_sqrt(Fraction(-1, 4)) is None


@pytest.mark.parametrize("text", ["1e999999999", "-1e-999999999", "2.5E401"])
def test_parse_number_refuses_huge_exponents_at_once(text: str) -> None:
    # 10**999999999 would take minutes to build exactly: the reader refuses it first.
    with pytest.raises(calc.ExponentTooLarge, match="power of ten"):
        calc.parse_number(text)


def test_calc_command_names_a_huge_exponent(capsys: pytest.CaptureFixture[str]) -> None:
    from generator.cli import main

    code = main(["calc", "discounted_return", "--rewards", "1,1e999999999", "--gamma", "0.9"])
    err = capsys.readouterr().err
    assert code != 0
    assert "rewards[1]='1e999999999': a power of ten beyond 10^400" in err


@given(st.fractions(max_denominator=10**6).filter(lambda f: abs(f) < 10**9))
def test_every_reader_of_digits_agrees(value: Fraction) -> None:
    """calc (command-line values), the quiz (typed answers) and formulas read digits alike."""
    from generator.mathexpr import parse_number_text
    from generator.quiz.answers import parse_number as typed

    for text in (str(value), f"{float(value)!r}"):
        read = calc.read_number(text)
        assert typed(text) == read
        assert calc.parse_number(text) == read
        if not text.startswith("-") and "/" not in text and "e" not in text:
            assert parse_number_text(text) == read
