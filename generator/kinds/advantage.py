"""The advantage ``A = G − b``: how much better the return was than expected."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from generator import calc
from generator.check import Inputs, Item, Sentence, as_scalar
from generator.kinds.base import Draw, Kind, d, scalar, tenths
from generator.model import ParamValue, Scalar

_ADV = r"(?i:\badvantages?\b)(?!\s+estimat)"


class Advantage(Kind["Advantage.Params"]):
    """Return minus baseline."""

    @dataclass(frozen=True)
    class Params:
        """The observed ``return`` G (field ``return_``) and the ``baseline`` b."""

        return_: Scalar = field(metadata=scalar("the observed return G", name="return"))
        baseline: Scalar = field(metadata=scalar("the baseline b (critic value or group mean)"))

    name = "advantage"
    summary = "return minus baseline"
    formula = "A = return − baseline"
    params_type = Params
    rules = (
        (_ADV, r"(?i:\bbaselines?\b)"),
        (_ADV, r"(?i:\breturns?\b)"),
        (_ADV, r"(?i:\bexpected\b)"),
        (r"(?i:\badvantage\s+functions?\b)",),
    )
    result_slot = "advantage"
    input_slots = ("return", "baseline")

    def value(self, params: Params) -> Scalar:
        ret, base = calc.same_path(params.return_, params.baseline)
        return ret - base

    def steps(self, params: Params, value: Scalar) -> tuple[str, ...]:
        return (
            f"A = G − b = {calc.format_number(params.return_)} − {calc.paren(params.baseline)} "
            f"{calc.eq(value)}",
            "positive: better than expected (the action becomes more likely)"
            if value > 0
            else (
                "negative: worse than expected (the action becomes less likely)"
                if value < 0
                else "zero: exactly as expected (no push either way)"
            ),
        )

    def draw(self, rng: random.Random) -> Draw[Params]:
        ret = rng.choice((tenths(rng, 0, 10), d(rng.choice(("0.81", "0.9", "0.729", "0.45")))))
        baseline = tenths(rng)
        setting = rng.choice(("critic", "mean"))
        return Draw(self.Params(ret, baseline), {"setting": setting}, 2)

    def acceptable(self, params: Params, value: Scalar) -> bool:
        return value != 0

    def example_prompt(self, params: Params, precision: str) -> str:
        return (
            f"Observed return \\(G = {calc.format_number(params.return_)}\\), baseline "
            f"\\(b = {calc.format_number(params.baseline)}\\). Advantage \\(A\\), "
            f"{precision}?"
        )

    def read(self, s: Sentence, inp: Inputs, stated: Item) -> dict[str, ParamValue] | None:
        if s.first("reward", is_list=True) is not None:
            return None  # a group of rewards: GRPO's advantage, not return − baseline
        ret, base = inp.get("return"), inp.get("baseline")
        if ret is None and inp.get("reward", is_list=True) is None:
            ret = inp.get("reward")  # one reward ends the episode: it is the return
        if ret is None or base is None or ret is stated or base is stated:
            return None
        return {"return": as_scalar(ret.value), "baseline": as_scalar(base.value)}


KIND = Advantage()


def advantage(*, return_: Scalar, baseline: Scalar) -> Scalar:
    """The advantage ``A = G − b``: how much better the return was than expected.

    Args:
        return_: The observed return ``G`` (the parameter ``return``).
        baseline: The baseline ``b`` (a critic's value, or a group mean).

    Returns:
        ``G − b``: a Fraction when both are exact, else a float.

    Raises:
        ParameterError: When either is not a finite number.
    """
    return KIND.value(KIND.prepare({"return": return_, "baseline": baseline}))
