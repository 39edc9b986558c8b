"""The TD target ``r + γ·V(s′)``: what TD learning moves a value estimate towards.

The reward received plus the discounted value estimate of the next state (0
when the episode ended there). The TD error (:mod:`generator.kinds.td_error`)
is this target minus ``V(s)``; the value update
(:mod:`generator.kinds.value_update`) moves ``V(s)`` a step towards it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from generator import calc
from generator.check import Inputs, Item, Sentence
from generator.kinds.base import DISCOUNT, NEXT_STATE, Draw, Kind, d, in_unit, scalar, tenths
from generator.model import ParamValue, Scalar


class TdTarget(Kind["TdTarget.Params"]):
    """The one-step TD target."""

    @dataclass(frozen=True)
    class Params:
        """The ``reward``, ``gamma`` and the value of the next state."""

        reward: Scalar = field(metadata=scalar("the reward r received after the action"))
        gamma: Scalar = field(metadata=scalar("discount factor γ in [0, 1]", checks=(in_unit,)))
        next_value: Scalar = field(
            metadata=scalar(
                "V(s′): the value estimate of the next state (0 when the episode ended)"
            )
        )

    name = "td_target"
    summary = "the one-step TD target"
    formula = "r + γ·V(s′)"
    params_type = Params
    introduced_by = (DISCOUNT,)
    rules = (
        (r"(?i:\bTD[- ]targets?\b)",),
        (r"(?i:\btemporal[- ]difference\b|\bTD\b)", r"(?i:\btargets?\b)"),
        (r"(?i:\bbootstrap)", r"(?i:\bnext[- ]state\b|\bnext\s+value\b)"),
        # a target on the next state's (or best next action's) estimate, discounted: the
        # target of Q-learning and DQN, "r + γ times the estimate for the best next action"
        (
            r"(?i:\btargets?\b)",
            NEXT_STATE,
            r"(?i:\bgamma\b|\bdiscount)|γ|\\gamma",
        ),
    )
    result_slot = "target"  # "the TD target is …" (the value update's word for its input)
    input_slots = ("reward", "gamma", "next_value")

    def value(self, params: Params) -> Scalar:
        r, g, next_value = calc.same_path(params.reward, params.gamma, params.next_value)
        return r + g * next_value

    def steps(self, params: Params, value: Scalar) -> tuple[str, ...]:
        num, paren = calc.format_number, calc.paren
        return (
            "TD target = r + γ·V(s′): the reward plus the discounted value of the next state",
            f"TD target = {num(params.reward)} + {paren(params.gamma)}·"
            f"{paren(params.next_value)} {calc.eq(value)}",
        )

    def draw(self, rng: random.Random) -> Draw[Params]:
        reward = d(rng.choice(("-1", "0", "0", "0.5", "1", "1")))
        gamma = d(rng.choice(("0.5", "0.8", "0.9", "0.99")))
        terminal = rng.random() < 0.2
        params = self.Params(reward, gamma, 0 if terminal else tenths(rng))
        return Draw(params, {"terminal": terminal}, 2)

    def acceptable(self, params: Params, value: Scalar) -> bool:
        return params.next_value != 0 or params.reward != 0

    def prompt(self, draw: Draw[Params], precision: str, *, formula: bool = True) -> str:
        p, num = draw.params, calc.format_number
        after = (
            "the episode ends there, so V(s′) = 0"
            if draw.context["terminal"]
            else f"the next state's value estimate is V(s′) = {num(p.next_value)}"
        )
        return (
            f"The agent acts and receives reward r = {num(p.reward)}; {after}. With discount "
            f"γ = {num(p.gamma)}, what is the TD target{' r + γ·V(s′)' if formula else ''}? "
            f"Give it {precision}."
        )

    def example_prompt(self, params: Params, precision: str) -> str:
        num = calc.format_number
        return (
            f"Reward \\(r = {num(params.reward)}\\), \\(\\gamma = {num(params.gamma)}\\), "
            f"\\(V(s') = {num(params.next_value)}\\). TD target, "
            f"{precision}?"
        )

    def read(self, s: Sentence, inp: Inputs, stated: Item) -> dict[str, ParamValue] | None:
        return inp.scalars(reward="reward", gamma="gamma", next_value="next_value")


KIND = TdTarget()


def td_target(*, reward: Scalar, gamma: Scalar, next_value: Scalar) -> Scalar:
    """The one-step TD target ``r + γ·V(s′)``.

    Args:
        reward: The reward received after the action.
        gamma: The discount factor, in [0, 1].
        next_value: ``V(s′)``, the next state's value estimate (0 when terminal).

    Returns:
        The target: a Fraction when every input is exact, else a float.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    return KIND.value(KIND.prepare({"reward": reward, "gamma": gamma, "next_value": next_value}))
