"""The one-step TD error ``δ = r + γ·V(s′) − V(s)``.

How far the TD target ``r + γ·V(s′)`` (the reward plus the discounted value of
the next state) lies from the current estimate ``V(s)``; GAE sums these
errors (:mod:`generator.kinds.gae`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from generator import calc
from generator.check import Inputs, Item, Keyword, Sentence
from generator.kinds.base import DISCOUNT, Draw, Kind, d, in_unit, scalar, tenths
from generator.model import ParamValue, Scalar


def deltas(
    rewards: Sequence[Scalar], values: Sequence[Scalar], gamma: Scalar, *, exact: bool
) -> list[Scalar]:
    """``δ_t = r_t + γ·V(s_{t+1}) − V(s_t)`` for every step (``values`` one longer).

    ``exact`` is whether every input of the whole calculation is exact (one
    path for all the steps).
    """
    g: Scalar = calc.frac(gamma) if exact else float(gamma)
    return [rewards[i] + g * values[i + 1] - values[i] for i in range(len(rewards))]


_FORMULA = " = r + γ·V(s′) − V(s)"


class TdError(Kind["TdError.Params"]):
    """The temporal-difference error of one step."""

    @dataclass(frozen=True)
    class Params:
        """The ``reward``, ``gamma`` and the values of the state and the next state."""

        reward: Scalar = field(metadata=scalar("the reward r received after the action"))
        gamma: Scalar = field(metadata=scalar("discount factor γ in [0, 1]", checks=(in_unit,)))
        value: Scalar = field(metadata=scalar("V(s): the value estimate of the current state"))
        next_value: Scalar = field(
            metadata=scalar(
                "V(s′): the value estimate of the next state (0 when the episode ended)"
            )
        )

    name = "td_error"
    summary = "the one-step temporal-difference error"
    formula = "δ = r + γ·V(s′) − V(s)"
    params_type = Params
    introduced_by = (DISCOUNT,)
    rules = (
        (r"\bTD\b",),
        (r"(?i:\btemporal[- ]difference\b)",),
    )
    result_slot = "td_error"
    input_slots = ("reward", "gamma", "baseline", "next_value")
    keywords = (
        Keyword.prefix("td_error", r"\b(?:TD|temporal[- ]difference)\s+errors?\b"),
        Keyword.prefix(
            "next_value",
            # (not "the discounted next value": that is γ·V(s′), already multiplied)
            r"(?<!discounted\s)\bnext(?:[- ]state(?:'s|’s)?)?\s+value\b"
            r"|(?<!discounted\s)\bvalue\s+of\s+the\s+next\s+state\b"
            r"|\bbootstrap(?:ped)?\s+value\b",
        ),
    )

    def target(self, params: Params) -> Scalar:
        """The TD target ``r + γ·V(s′)``."""
        r, g, next_value = calc.same_path(params.reward, params.gamma, params.next_value)
        return r + g * next_value

    def value(self, params: Params) -> Scalar:
        target, value = calc.same_path(self.target(params), params.value)
        return target - value

    def steps(self, params: Params, value: Scalar) -> tuple[str, ...]:
        num = calc.format_number
        target = self.target(params)
        return (
            "δ = r + γ·V(s′) − V(s): the TD target r + γ·V(s′) minus the current estimate V(s)",
            f"TD target = {num(params.reward)} + {calc.paren(params.gamma)}·"
            f"{calc.paren(params.next_value)} {calc.eq(target)}",
            f"δ = {num(target)} − {calc.paren(params.value)} {calc.eq(value)}"
            + (
                " (positive: better than the estimate expected)"
                if value > 0
                else (" (negative: worse than expected)" if value < 0 else " (as expected)")
            ),
        )

    def draw(self, rng: random.Random) -> Draw[Params]:
        reward = d(rng.choice(("-1", "0", "0", "0.5", "1", "1")))
        gamma = d(rng.choice(("0.5", "0.8", "0.9", "0.99")))
        terminal = rng.random() < 0.2
        params = self.Params(reward, gamma, tenths(rng), 0 if terminal else tenths(rng))
        return Draw(params, {"terminal": terminal}, 2)

    def acceptable(self, params: Params, value: Scalar) -> bool:
        return value != 0

    def prompt(self, draw: Draw[Params], precision: str, *, formula: bool = True) -> str:
        p, num = draw.params, calc.format_number
        after = (
            "the episode ends there, so V(s′) = 0"
            if draw.context["terminal"]
            else f"the next state's value estimate is V(s′) = {num(p.next_value)}"
        )
        return (
            f"The current state's value estimate is V(s) = {num(p.value)}. The agent acts, "
            f"receives reward r = {num(p.reward)}, and {after}. With discount "
            f"γ = {num(p.gamma)}, what is the TD error δ{_FORMULA if formula else ''}? "
            f"Give it {precision} (a negative error keeps its sign)."
        )

    def example_prompt(self, params: Params, precision: str) -> str:
        num = calc.format_number
        return (
            f"Reward \\(r = {num(params.reward)}\\), \\(\\gamma = {num(params.gamma)}\\), "
            f"\\(V(s) = {num(params.value)}\\), \\(V(s') = {num(params.next_value)}\\). "
            f"TD error \\(\\delta\\), {precision}?"
        )

    def read(self, s: Sentence, inp: Inputs, stated: Item) -> dict[str, ParamValue] | None:
        return inp.scalars(
            reward="reward", gamma="gamma", value="baseline", next_value="next_value"
        )


KIND = TdError()


def td_error(*, reward: Scalar, gamma: Scalar, value: Scalar, next_value: Scalar) -> Scalar:
    """The one-step TD error ``δ = r + γ·V(s′) − V(s)``.

    Args:
        reward: The reward received after the action.
        gamma: The discount factor, in [0, 1].
        value: ``V(s)``, the current state's value estimate.
        next_value: ``V(s′)``, the next state's value estimate (0 when terminal).

    Returns:
        ``δ``: a Fraction when every input is exact, else a float.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    raw = {"reward": reward, "gamma": gamma, "value": value, "next_value": next_value}
    return KIND.value(KIND.prepare(raw))
