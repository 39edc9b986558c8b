"""The KL-penalised reward ``r − β·KL``: a reward shaped to stay near a reference policy.

RL fine-tuning of a language model subtracts ``β`` times the KL divergence
from the reference model from the reward model's score, so that a response
that drifted far must score much higher to be worth it. Lessons work it out
in words: "a score of two point five, a KL of four and beta point one give a
shaped reward of two point one". The checker reads it (a check-only kind,
like a group's stated mean: no practice exercises, no ``calc`` command); the
inputs may come from the sentences before the result ("a second response
scores three with a KL of twelve … its shaped reward is one point eight").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from generator import calc
from generator.check import Inputs, Item, Keyword, Sentence
from generator.kinds.base import Kind, scalar
from generator.model import ParamValue, Scalar


def _not_negative(name: str, value: Scalar, add: calc.Add) -> None:
    if value < 0:
        add(f"{name}={calc.show(value)} must not be negative")


class KlPenalty(Kind["KlPenalty.Params"]):
    """A reward model's score minus β times the KL from the reference."""

    @dataclass(frozen=True)
    class Params:
        """The ``reward`` (score), the coefficient ``beta`` and the ``kl`` divergence."""

        reward: Scalar = field(metadata=scalar("the reward model's score r"))
        beta: Scalar = field(
            metadata=scalar("the KL coefficient β (not negative)", checks=(_not_negative,))
        )
        kl: Scalar = field(
            metadata=scalar(
                "the KL divergence from the reference (not negative)", checks=(_not_negative,)
            )
        )

    name = "kl_penalty"
    summary = "a reward penalised by β times the KL from the reference"
    formula = "r − β·KL"
    params_type = Params
    calculator = False
    result_slot = "shaped_reward"
    input_slots = ("reward", "beta", "kl")
    keywords = (
        Keyword.prefix(
            "shaped_reward",
            r"\b(?:shaped|penali[sz]ed|regulari[sz]ed|adjusted"
            r"|kl[- ](?:penali[sz]ed|adjusted|regulari[sz]ed)"
            r")\s+(?:reward|score)s?\b",
        ),
        Keyword.prefix(
            "beta",
            r"\bbeta\b|β|\bkl\s+(?:coefficient|weight)\b|\bpenalty\s+(?:coefficient|weight)\b",
        ),
    )

    def value(self, params: Params) -> Scalar:
        reward, beta, kl = calc.same_path(params.reward, params.beta, params.kl)
        return reward - beta * kl

    def steps(self, params: Params, value: Scalar) -> tuple[str, ...]:
        num, paren = calc.format_number, calc.paren
        beta, kl = calc.same_path(params.beta, params.kl)
        return (
            "shaped reward = r − β·KL: the score minus the penalty for drifting from the reference",
            f"β·KL = {num(params.beta)}·{paren(params.kl)} {calc.eq(beta * kl)}",
            f"r − β·KL = {num(params.reward)} − {paren(beta * kl)} {calc.eq(value)}",
        )

    def example_prompt(self, params: Params, precision: str) -> str:
        num = calc.format_number
        return (
            f"A response scores \\(r = {num(params.reward)}\\) with a KL of "
            f"{num(params.kl)} from the reference and \\(\\beta = {num(params.beta)}\\). "
            f"Its KL-penalised reward \\(r - \\beta \\cdot \\mathrm{{KL}}\\), {precision}?"
        )

    def read(self, s: Sentence, inp: Inputs, stated: Item) -> dict[str, ParamValue] | None:
        return inp.scalars(reward="reward", beta="beta", kl="kl")


KIND = KlPenalty()
