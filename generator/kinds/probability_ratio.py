"""PPO's probability ratio ``ρ = π_new(a|s) / π_old(a|s)``."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from fractions import Fraction

from generator import calc
from generator.calc import Add
from generator.check import Inputs, Item, Keyword, Sentence, as_scalar, fractions_of
from generator.kinds.base import Draw, Kind, in_unit, scalar, tenths
from generator.model import ParamValue, Scalar


def old_prob_in_range(name: str, value: Scalar, add: Add) -> None:
    """The behavior probability is the ratio's denominator: it must lie in (0, 1]."""
    if not 0 < value <= 1:
        add(f"{name}={calc.show(value)} must be in (0, 1] (it is the ratio's denominator)")


def stated_probabilities(inp: Inputs) -> tuple[Fraction, Fraction] | None:
    """The new and the old probability a sentence (or its paragraph) states.

    Named ("the new probability is …") or as a change ("the probability rose
    from X to Y": X the old one, Y the new one).
    """
    new, old = inp.get("new_prob"), inp.get("old_prob")
    if new is None or old is None:
        for sentence in (inp.sentence, *reversed(inp.paragraph.sentences)):
            change = sentence.changes.get("probs") or sentence.changes.get("new_prob")
            if change is not None:
                old, new = change
                if sentence is not inp.sentence and sentence not in inp.used:
                    inp.used.append(sentence)
                break
    if new is None or old is None or old.value == 0:
        return None
    return fractions_of(new)[0], fractions_of(old)[0]


def ratio(new_prob: Scalar, old_prob: Scalar) -> Scalar:
    """``new_prob / old_prob``, exact when both are."""
    new, old = calc.same_path(new_prob, old_prob)
    return new / old


POLICY_RATIO = r"\bratios?\b(?!\s+of\s+(?![^.;]*?(?:probabilit|polic|likelihood|\bnew\b|\bold\b)))"
"""The word "ratio", unless it is a ratio "of" things none of which is a probability or a policy
before the clause ends ("the ratio of standard deviation to mean … before clipping"): a pattern
the probability-ratio and clipped-objective kinds share."""


class ProbabilityRatio(Kind["ProbabilityRatio.Params"]):
    """PPO's probability ratio."""

    @dataclass(frozen=True)
    class Params:
        """The current and the behavior probability of the stored action."""

        new_prob: Scalar = field(
            metadata=scalar("current policy's probability of the action", checks=(in_unit,))
        )
        old_prob: Scalar = field(
            metadata=scalar("behavior probability recorded at rollout", checks=(old_prob_in_range,))
        )

    name = "probability_ratio"
    summary = "PPO's probability ratio"
    formula = "ρ = new_prob / old_prob"
    params_type = Params
    keywords = (
        Keyword.prefix("ratio", r"\b(?:probability[- ])?ratios?\b|\brho\b|ρ"),
        # (not "numerator" and "denominator": any fraction has them, "the numerator is
        # 0.225 … the denominator 0.325, and the ratio is about 0.692" of a closed form (set
        # 342) is no policy's ratio)
        Keyword.prefix(
            "new_prob", r"\b(?:new|current)(?:\s+policy(?:'s|’s)?)?(?:\s+probability)?\b"
        ),
        Keyword.prefix(
            "old_prob", r"\b(?:old|behaviou?r)(?:\s+policy(?:'s|’s)?)?(?:\s+probability)?\b"
        ),
    )
    rules = (
        (r"(?i:probability[- ]ratio)",),
        (
            # (not a ratio of things none of which is a probability or a policy: see
            # POLICY_RATIO), whatever else the sentence names
            rf"(?i:{POLICY_RATIO})",
            r"(?i:probabilit|polic|\bPPO\b|\bGRPO\b|\bclip)",
        ),
    )
    result_slot = "ratio"
    input_slots = ("new_prob", "old_prob")

    def value(self, params: Params) -> Scalar:
        return ratio(params.new_prob, params.old_prob)

    def steps(self, params: Params, value: Scalar) -> tuple[str, ...]:
        meaning = (
            "above 1: the action became more likely"
            if value > 1
            else ("below 1: the action became less likely" if value < 1 else "1: unchanged")
        )
        return (
            f"ρ = π_new(a|s)/π_old(a|s) = {calc.format_number(params.new_prob)}/"
            f"{calc.format_number(params.old_prob)} {calc.eq(value)}",
            meaning,
        )

    def draw(self, rng: random.Random) -> Draw[Params]:
        old = tenths(rng)
        new = tenths(rng)
        return Draw(self.Params(new, old), {}, 2)

    def acceptable(self, params: Params, value: Scalar) -> bool:
        return value != 1

    def example_prompt(self, params: Params, precision: str) -> str:
        return (
            "The current policy gives the stored action probability "
            f"{calc.format_number(params.new_prob)}; the behavior probability was "
            f"{calc.format_number(params.old_prob)}. Probability ratio \\(\\rho\\), {precision}?"
        )

    def read(self, s: Sentence, inp: Inputs, stated: Item) -> dict[str, ParamValue] | None:
        probs = stated_probabilities(inp)
        if probs is None:
            return None
        return {"new_prob": as_scalar(probs[0]), "old_prob": as_scalar(probs[1])}


KIND = ProbabilityRatio()


def probability_ratio(*, new_prob: Scalar, old_prob: Scalar) -> Scalar:
    """PPO's probability ratio ``ρ = π_new(a|s) / π_old(a|s)``.

    Args:
        new_prob: The current policy's probability of the stored action, in [0, 1].
        old_prob: The behavior probability recorded during the rollout, in (0, 1].

    Returns:
        ``ρ``: exact when both are.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    return KIND.value(KIND.prepare({"new_prob": new_prob, "old_prob": old_prob}))
