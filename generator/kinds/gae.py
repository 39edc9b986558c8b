"""Generalized Advantage Estimation: ``A_t = Σ_k (γλ)^k · δ_{t+k}``.

The TD errors ``δ_t = r_t + γ·V(s_{t+1}) − V(s_t)`` come from
:mod:`generator.kinds.td_error`; ``values`` holds one value more than
``rewards``: the last is the bootstrap value, 0 when the trajectory ended.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from generator import calc
from generator.calc import Add
from generator.check import Keyword
from generator.figures import (
    NARROW,
    Figure,
    Row,
    column_width,
    steps_rows,
    strip,
    valued,
    weight_cells,
)
from generator.kinds.base import (
    DISCOUNT,
    Draw,
    Kind,
    Together,
    d,
    in_unit,
    index_of,
    scalar,
    tenths,
    vector,
    whole,
)
from generator.kinds.discounted_return import exact_backward, exact_discounted_sum
from generator.kinds.td_error import deltas
from generator.model import Scalar


def _one_value_more(rewards: tuple[Scalar, ...], values: tuple[Scalar, ...], add: Add) -> None:
    if len(values) != len(rewards) + 1:
        add(
            f"values has {calc.count_items(len(values))}, needs len(rewards)+1 = "
            f"{len(rewards) + 1} (one per state plus the bootstrap value, 0 when terminal)"
        )


def _fields(
    p: Gae.Params,
) -> tuple[tuple[Scalar, ...], tuple[Scalar, ...], Scalar, Scalar, int]:
    return p.rewards, p.values, p.gamma, p.lam, p.t


class Gae(Kind["Gae.Params"]):
    """Generalized Advantage Estimation of one step."""

    @dataclass(frozen=True)
    class Params:
        """Rewards, values (one more: the bootstrap value), γ, λ and the step ``t``."""

        rewards: tuple[Scalar, ...] = field(
            metadata=vector("rewards[t] is the reward received after the action at step t")
        )
        values: tuple[Scalar, ...] = field(
            metadata=vector(
                "V(s_0) … V(s_T): len(rewards)+1 values, the last is the bootstrap value (0 when "
                "terminal)"
            )
        )
        gamma: Scalar = field(metadata=scalar("discount factor γ in [0, 1]", checks=(in_unit,)))
        lam: Scalar = field(metadata=scalar("GAE's λ in [0, 1]", checks=(in_unit,)))
        t: int = field(default=0, metadata=whole("the step (0-based)"))

    name = "gae"
    summary = "Generalized Advantage Estimation"
    formula = "A_t = Σ_k (γλ)^k · δ_{t+k}, δ_t = r_t + γ·V(s_{t+1}) − V(s_t)"
    params_type = Params
    introduced_by = (DISCOUNT, ("GAE's λ", r"(?i:\blambda\b)|λ|\\lambda"))
    keywords = (Keyword.prefix("lam", r"\blambda\b|λ"),)
    rules = (
        (r"\bGAE\b",),
        (r"(?i:\bgenerali[sz]ed advantage estimat)",),
    )
    together = (Together(("rewards", "values"), _one_value_more), index_of("t", "rewards"))

    def exact_digits(self, params: Params) -> int:
        # (γλ)^k over the trajectory, on TD errors with the values' denominators.
        terms = len(params.rewards) - params.t
        per_term = calc.exact_digits(params.gamma) + calc.exact_digits(params.lam)
        return terms * per_term + calc.exact_digits(*params.rewards, *params.values, params.gamma)

    def value(self, params: Params) -> Scalar:
        rewards, values, gamma, lam, t = _fields(params)
        if calc.all_exact(rewards, values, (gamma, lam)):
            ds = deltas(rewards[t:], values[t:], gamma, exact=True)
            return exact_discounted_sum(ds, calc.frac(gamma) * calc.frac(lam))  # type: ignore[arg-type]
        rs, vs, g = rewards, values, float(gamma)
        gl = g * float(lam)
        acc = 0.0
        for i in range(len(rs) - 1, t - 1, -1):
            acc = rs[i] + g * vs[i + 1] - vs[i] + gl * acc
        return acc

    def steps(self, params: Params, value: Scalar) -> tuple[str, ...]:
        rewards, values, gamma, lam, t = _fields(params)
        n = len(rewards)
        exact = calc.all_exact(rewards, values, (gamma, lam))
        ds = deltas(rewards, values, gamma, exact=exact)
        g, lm = calc.same_path(gamma, lam) if exact else (float(gamma), float(lam))
        gl = g * lm
        sub, num = calc.sub, calc.format_number
        steps = [
            f"δₜ = rₜ + γ·V(sₜ₊₁) − V(sₜ); Aₜ = δₜ + γλ·Aₜ₊₁, with A{sub(n)} = 0 "
            f"(V(s{sub(n)}) = {num(values[n])} is the bootstrap value)",
            f"γλ = {num(gamma)}·{num(lam)} {calc.eq(gl)}",
        ]
        delta_lines = [
            f"δ{sub(i)} = {num(rewards[i])} + {calc.paren(gamma)}·{calc.paren(values[i + 1])} "
            f"− {calc.paren(values[i])} {calc.eq(ds[i])}"
            for i in range(n - 1, t - 1, -1)
        ]
        acc: Scalar = Fraction(0) if exact else 0.0
        adv_lines = []
        for i in range(n - 1, t - 1, -1):
            if i == n - 1:
                acc = ds[i]
                adv_lines.append(f"A{sub(i)} = δ{sub(i)} {calc.eq(acc)}")
            else:
                prev = acc
                acc = ds[i] + gl * acc
                adv_lines.append(
                    f"A{sub(i)} = δ{sub(i)} + γλ·A{sub(i + 1)} = {num(ds[i])} + "
                    f"{num(gl)}·{calc.paren(prev)} {calc.eq(acc if i != t else value)}"
                )
        steps.extend(calc.elide(delta_lines, head=3, tail=2, limit=10))
        steps.extend(calc.elide(adv_lines, head=3, tail=2, limit=10))
        return tuple(steps)

    def draw(self, rng: random.Random) -> Draw[Params]:
        n = rng.randint(2, 3)
        rewards = tuple([rng.choice((0, 0, 1)) for _ in range(n - 1)] + [rng.choice((0, 1, 1))])
        values = (*(tenths(rng) for _ in range(n)), 0)
        gamma = d(rng.choice(("0.5", "0.9")))
        lam = d(rng.choice(("0.5", "0.8", "0.9")))
        t = rng.randint(0, n - 2)  # not the last step, whose advantage is just δ
        return Draw(self.Params(rewards, values, gamma, lam, t), {}, 2)

    def figure(self, params: Params, *, reveal: bool, actions: Mapping[int, str]) -> Figure:
        """The trajectory strip with each state's value, the TD errors and the weights ``(γλ)ᵏ``."""
        rewards, values, gamma, lam, t = _fields(params)
        n = len(rewards)
        sub, num = calc.sub, calc.format_number
        ds = td_errors(rewards=rewards, values=values, gamma=gamma)
        split = reveal and column_width(n) < NARROW  # values go under their symbols
        lines = 2 if split else 1
        delta_cells = tuple(
            valued(f"δ{sub(i)}", ds[i], split) if reveal else f"δ{sub(i)}" for i in range(n)
        )
        g, lm = calc.same_path(gamma, lam) if calc.all_exact((gamma, lam)) else (gamma, lam)
        weights = weight_cells(
            n, t, symbol="(γλ)", factor=g * lm, target=f"A{sub(t)}", reveal=reveal, split=split
        )
        rows = (
            *steps_rows(rewards, actions),
            Row("value", tuple(f"V = {num(values[i])}" for i in range(n))),
            Row("TD error", delta_cells, lines=lines),
            Row(f"weight in A{sub(t)}", weights, lines=lines, emphasis=True),
        )
        label = (
            f"GAE trajectory of {n} steps with rewards "
            f"{', '.join(num(r) for r in rewards)}; γ = {num(gamma)}, "
            f"λ = {num(lam)}; asked: A{sub(t)}"
        )
        caption = (
            "Each frame is one step: the state and its value V(sᵢ), the sampled action, the "
            "observation and reward that followed, and the TD error δᵢ = rᵢ + γ·V(sᵢ₊₁) − V(sᵢ). "
            f"A{sub(t)} sums the TD errors from step t = {t} on, weighted by (γλ)ᵏ "
            f"(γ = {num(gamma)}, λ = {num(lam)})."
        )
        end = (f"s{sub(n)}", f"V = {num(values[n])}")
        return strip(n=n, t=t, rows=rows, end_lines=end, label=label, caption=caption)


KIND = Gae()


def gae(
    *,
    rewards: Sequence[Scalar],
    values: Sequence[Scalar],
    gamma: Scalar,
    lam: Scalar,
    t: int = 0,
) -> Scalar:
    """The Generalized Advantage Estimate ``A_t = Σ_k (γλ)^k · δ_{t+k}``.

    Args:
        rewards: The rewards, ``rewards[t]`` after the action at step ``t``.
        values: ``V(s_0) … V(s_T)``: one longer than ``rewards``; the last is the
            bootstrap value, 0 when the trajectory ended.
        gamma: The discount factor, in [0, 1].
        lam: GAE's λ, in [0, 1] (0: one-step TD error; 1: Monte-Carlo return − value).
        t: The step whose advantage is wanted (0-based).

    Returns:
        ``A_t``: a Fraction when every input is exact, else a float.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    raw = {"rewards": rewards, "values": values, "gamma": gamma, "lam": lam, "t": t}
    return KIND.value(KIND.prepare(raw))


def td_errors(
    *, rewards: Sequence[Scalar], values: Sequence[Scalar], gamma: Scalar
) -> tuple[Scalar, ...]:
    """The one-step TD errors ``δ_t = r_t + γ·V(s_{t+1}) − V(s_t)`` of every step.

    Args:
        rewards: The rewards, ``rewards[t]`` after the action at step ``t``.
        values: ``V(s_0) … V(s_T)``: one longer than ``rewards``; the last is the
            bootstrap value, 0 when the trajectory ended.
        gamma: The discount factor, in [0, 1].

    Returns:
        ``(δ_0, …, δ_{T−1})``, exact when every input is.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = KIND.prepare({"rewards": rewards, "values": values, "gamma": gamma, "lam": 0, "t": 0})
    exact = calc.all_exact(p.rewards, p.values, (p.gamma,))
    return tuple(deltas(p.rewards, p.values, p.gamma, exact=exact))


def gae_advantages(
    *, rewards: Sequence[Scalar], values: Sequence[Scalar], gamma: Scalar, lam: Scalar
) -> tuple[Scalar, ...]:
    """The GAE advantage of every step, ``A_0 … A_{T−1}``, in one backward pass.

    Args:
        rewards: The rewards, ``rewards[t]`` after the action at step ``t``.
        values: ``V(s_0) … V(s_T)``: one longer than ``rewards`` (bootstrap value last).
        gamma: The discount factor, in [0, 1].
        lam: GAE's λ, in [0, 1].

    Returns:
        The advantages: Fractions when every input is exact, else floats.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = KIND.prepare({"rewards": rewards, "values": values, "gamma": gamma, "lam": lam, "t": 0})
    rs, vs, g, lm = p.rewards, p.values, p.gamma, p.lam
    if calc.all_exact(rs, vs, (g, lm)):
        ds = deltas(rs, vs, g, exact=True)
        return exact_backward(ds, calc.frac(g) * calc.frac(lm))  # type: ignore[arg-type]
    return tuple(_float_gae(rs, vs, float(g), float(g) * float(lm)))


def _float_gae(rs: Sequence[Scalar], vs: Sequence[Scalar], g: float, gl: float) -> list[float]:
    out: list[float] = []
    append = out.append
    acc = 0.0
    values = reversed(vs)
    next_value = next(values)  # the bootstrap value V(s_T)
    for r, v in zip(reversed(rs), values, strict=False):
        acc = r + g * next_value - v + gl * acc
        append(acc)
        next_value = v
    out.reverse()
    return out
