"""PPO's clipped surrogate term ``min(ρ·A, clip(ρ, 1−ε, 1+ε)·A)``."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from generator import calc
from generator.check import Candidate, Inputs, Item, Keyword, Paragraph, Sentence, as_scalar
from generator.kinds.base import Draw, Kind, d, in_unit, scalar, tenths
from generator.kinds.probability_ratio import (
    POLICY_RATIO,
    ProbabilityRatio,
    ratio,
    stated_probabilities,
)
from generator.model import Scalar


def _ratio_as_probs(rho: Fraction) -> tuple[Fraction, Fraction]:
    """Probabilities with ratio ``rho``, both in [0, 1] (the calculator takes probabilities)."""
    if rho <= 1:
        return rho, Fraction(1)
    den = -(-rho.numerator // rho.denominator)
    return rho / den, Fraction(1, den)


class ClippedObjective(Kind["ClippedObjective.Params"]):
    """PPO's clipped surrogate term."""

    @dataclass(frozen=True)
    class Params(ProbabilityRatio.Params):
        """The ratio's two probabilities, the clip range and the advantage."""

        epsilon: Scalar = field(metadata=scalar("clip range ε in [0, 1]", checks=(in_unit,)))
        advantage: Scalar = field(metadata=scalar("the action's advantage A"))

    name = "clipped_objective"
    summary = "PPO's clipped surrogate term"
    formula = "min(ρ·A, clip(ρ, 1−ε, 1+ε)·A)"
    params_type = Params
    keywords = (
        Keyword.prefix("epsilon", r"\bepsilon\b|ε|\bclip\s+range\b"),
        Keyword.prefix("clipped", r"\b(?:clip(?:s|ped)?|capped|caps)(?:\s+(?:at|to))?\b"),
        Keyword.prefix(
            "objective",
            r"\b(?:clipped\s+)?(?:objective|surrogate)(?:\s+(?:term|value))?\b",
        ),
    )
    rules = (
        (
            r"(?i:\bclip\w*)",
            # (not "epsilon" alone: TD3 clips its target noise ε, exploration has an ε)
            # (not "objective" alone: "clipping rewards changes the objective" is another
            # clipping, of rewards; PPO's is of a ratio, in a clipped objective or surrogate)
            # ("the ratio of standard deviation to mean … before clipping" is another ratio)
            rf"(?i:{POLICY_RATIO}|\bPPO\b|\bGRPO\b|\bclipped\s+objective|incentive|surrogate)",
        ),
    )
    # A lesson that teaches PPO's clipped term names it or its clip range somewhere; one that
    # only caps an importance ratio (an off-policy correction, intra-option learning) does not
    # (set 290: PPO clipping drills for such a lesson, WEAK for both graders).
    speaks_of = (
        "PPO, GRPO, a clip range or a surrogate objective",
        r"(?i:\bPPO\b|\bGRPO\b|\bclip(?:ping)?\s+range\b|1\s*[-−±+]\s*(?:\\epsilon|ε|epsilon)"
        r"|\bsurrogate\b|\bclipped\s+objective\b|\btrust\s+region\b)",
    )
    result_slot = "clipped"
    input_slots = ("epsilon", "ratio", "new_prob", "old_prob")

    def parts(self, params: Params) -> tuple[Scalar, Scalar, Scalar, Scalar, Scalar]:
        """``(ρ, clip(ρ), ρ·A, clip(ρ)·A, min)``, exact when every input is."""
        rho = ratio(params.new_prob, params.old_prob)
        rho, eps, adv = calc.same_path(rho, params.epsilon, params.advantage)
        clipped = min(max(rho, 1 - eps), 1 + eps)
        return rho, clipped, rho * adv, clipped * adv, min(rho * adv, clipped * adv)

    def value(self, params: Params) -> Scalar:
        return self.parts(params)[4]

    def steps(self, params: Params, value: Scalar) -> tuple[str, ...]:
        num, eq, adv = calc.format_number, calc.eq, params.advantage
        rho, clipped, unclipped_term, clipped_term, _ = self.parts(params)
        (eps,) = calc.same_path(params.epsilon)
        if unclipped_term == clipped_term:
            why = "both terms are equal: clipping does not bind"
        elif value == clipped_term:
            why = "the clipped term is smaller: the incentive is capped"
        else:
            why = "the unclipped term is smaller: the pessimistic bound keeps it"
        return (
            f"ρ = {num(params.new_prob)}/{num(params.old_prob)} {eq(rho)}",
            f"clip(ρ, 1 − ε, 1 + ε) = clip({num(rho)}, {num(1 - eps)}, "
            f"{num(1 + eps)}) {eq(clipped)}",
            f"ρ·A = {num(rho)}·{calc.paren(adv)} {eq(unclipped_term)}; "
            f"clip(ρ)·A = {num(clipped)}·{calc.paren(adv)} {eq(clipped_term)}",
            f"L = min({num(unclipped_term)}, {num(clipped_term)}) {eq(value)} ({why})",
        )

    def draw(self, rng: random.Random) -> Draw[Params]:
        old = tenths(rng, 2, 8)
        new = tenths(rng)
        epsilon = d(rng.choice(("0.1", "0.2", "0.2", "0.3")))
        advantage = d(rng.choice(("-2", "-1", "-0.5", "0.5", "1", "2")))
        return Draw(self.Params(new, old, epsilon, advantage), {}, 2)

    def example_prompt(self, params: Params, precision: str) -> str:
        num = calc.format_number
        return (
            f"New probability {num(params.new_prob)}, old probability {num(params.old_prob)}, "
            f"\\(\\epsilon = {num(params.epsilon)}\\), "
            f"advantage \\(A = {num(params.advantage)}\\). "
            f"PPO's clipped surrogate term, {precision}?"
        )

    def relation(
        self, s: Sentence, par: Paragraph, results: Mapping[str, list[Item]]
    ) -> list[Candidate]:
        out: list[Candidate] = []
        for slot in ("clipped", "objective"):
            for stated in results.get(slot, ()):
                if stated.is_list:
                    continue
                if slot == "clipped" and stated.value <= 0:
                    # a clipped ratio is positive: "gradients … clipped to zero" clips
                    # something else (set 126)
                    continue
                inp = Inputs(s, par)
                eps = inp.get("epsilon")
                if eps is None:
                    continue
                probs = stated_probabilities(inp)
                ratio_item = s.first("ratio")
                if ratio_item is not None and ratio_item is not stated:
                    probs = _ratio_as_probs(ratio_item.value)
                elif probs is None:
                    carried = inp.get("ratio")
                    if carried is None:
                        continue
                    probs = _ratio_as_probs(carried.value)
                rho = probs[0] / probs[1]
                note = None
                scale = Fraction(1)
                if slot == "objective":
                    adv = inp.get("advantage")
                    if adv is None:
                        continue
                    advantage = adv.value
                else:
                    # "the ratio is clipped to 1.2": clip(ρ) is the objective over A for A = ±1.
                    advantage = Fraction(1) if rho >= 1 else Fraction(-1)
                    scale = advantage
                    note = f"clip(ρ) = L/A with A = {calc.format_number(advantage)}"
                params = {
                    "new_prob": as_scalar(probs[0]),
                    "old_prob": as_scalar(probs[1]),
                    "epsilon": as_scalar(eps.value),
                    "advantage": as_scalar(advantage),
                }
                out.append(inp.candidate(self.name, params, stated, scale=scale, note=note))
        return out


KIND = ClippedObjective()


def clipped_objective(
    *, new_prob: Scalar, old_prob: Scalar, epsilon: Scalar, advantage: Scalar
) -> Scalar:
    """PPO's clipped surrogate term ``min(ρ·A, clip(ρ, 1−ε, 1+ε)·A)``.

    Args:
        new_prob: The current policy's probability of the stored action, in [0, 1].
        old_prob: The behavior probability, in (0, 1].
        epsilon: The clip range ε, in [0, 1].
        advantage: The action's advantage ``A``.

    Returns:
        The objective term: exact when every input is.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    raw = {"new_prob": new_prob, "old_prob": old_prob, "epsilon": epsilon, "advantage": advantage}
    return KIND.value(KIND.prepare(raw))
