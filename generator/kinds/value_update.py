"""The value update ``V ← V + α·(target − V)``: Monte Carlo and TD learning's one rule.

The estimate moves a fraction ``α`` (the step size) of the way to the target:
the observed return for Monte Carlo, ``r + γ·V(s′)`` for TD learning.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from generator import calc
from generator.check import Inputs, Item, Keyword, Sentence, as_scalar
from generator.kinds.base import STEP_SIZE, Draw, Kind, d, in_unit, scalar, tenths
from generator.model import ParamValue, Scalar

# An estimate computed from parameters rather than stored in a table.
_PARAMETRIC = re.compile(
    r"\b(?:weights?|parameters?|features?|feature\s+vectors?|dot\s+product|gradients?)\b"
    r"|\\theta|θ|\\mathbf",
    re.IGNORECASE,
)


class ValueUpdate(Kind["ValueUpdate.Params"]):
    """One step of a value estimate towards its target."""

    @dataclass(frozen=True)
    class Params:
        """The current ``value``, the ``target`` and the step size ``alpha``."""

        value: Scalar = field(metadata=scalar("V: the current value estimate"))
        target: Scalar = field(
            metadata=scalar("the target: the return (Monte Carlo) or r + γ·V(s′) (TD)")
        )
        alpha: Scalar = field(metadata=scalar("the step size α in [0, 1]", checks=(in_unit,)))

    name = "value_update"
    summary = "the value estimate after one update"
    formula = "V + α·(target − V)"
    params_type = Params
    introduced_by = (STEP_SIZE,)
    rules = (
        (r"(?i:\bmonte[- ]carlo\b)", r"(?i:\bvalues?\b)"),
        (
            r"(?i:\bvalue (?:updates?|estimates?|functions?)\b)",
            r"(?i:\bstep[- ]size\b|\balpha\b|α)",
        ),
    )
    result_slot = "new_value"
    input_slots = ("baseline", "target", "return", "alpha", "error")
    keywords = (
        Keyword.prefix("new_value", r"\b(?:new|updated)\s+(?:value|estimate)\b"),
        # the estimate before the update: "the current estimate is point four"
        Keyword.prefix(
            "baseline", r"\b(?:current|old|previous|initial|prior|present)\s+estimate\b"
        ),
        # how far the target lies from the estimate: "the error is point six"
        Keyword.prefix("error", r"\b(?:prediction\s+)?errors?\b"),
        Keyword.prefix("target", r"\b(?:TD\s+|Monte[- ]Carlo\s+)?target\b"),
        Keyword.prefix("alpha", r"\balpha\b|α|\bstep[- ]size\b|\blearning[- ]rate\b"),
    )

    def value(self, params: Params) -> Scalar:
        value, target, alpha = calc.same_path(params.value, params.target, params.alpha)
        return value + alpha * (target - value)

    def steps(self, params: Params, value: Scalar) -> tuple[str, ...]:
        num, paren = calc.format_number, calc.paren
        v, target = calc.same_path(params.value, params.target)
        error = target - v
        return (
            "V ← V + α·(target − V): move the estimate a fraction α of the way to the target",
            f"target − V = {num(params.target)} − {paren(params.value)} {calc.eq(error)}",
            f"V ← {num(params.value)} + {num(params.alpha)}·{paren(error)} {calc.eq(value)}",
        )

    def draw(self, rng: random.Random) -> Draw[Params]:
        method = rng.choice(("Monte Carlo", "TD"))
        value = tenths(rng, 0, 9)
        target = d(rng.choice(("-1", "0", "0.5", "1", "1.5", "2", "3")))
        alpha = d(rng.choice(("0.1", "0.2", "0.5")))
        return Draw(self.Params(value, target, alpha), {"method": method}, 2)

    def acceptable(self, params: Params, value: Scalar) -> bool:
        return params.target != params.value

    def prompt(self, draw: Draw[Params], precision: str, *, formula: bool = True) -> str:
        p, num = draw.params, calc.format_number
        target = (
            f"the return observed from the state, {num(p.target)}"
            if draw.context["method"] == "Monte Carlo"
            else f"the TD target r + γ·V(s′) = {num(p.target)}"
        )
        return (
            f"A {draw.context['method']} learner's value estimate of a state is V = "
            f"{num(p.value)}. It updates towards {target}, with step size α = {num(p.alpha)}. "
            f"What is the new value estimate{' V + α·(target − V)' if formula else ''}? "
            f"Give it {precision}."
        )

    def example_prompt(self, params: Params, precision: str) -> str:
        num = calc.format_number
        # In words, not V and α: the lesson may name what it updates otherwise (an average
        # reward R̄ with step size β, an entry of a table), and the card keeps to its words
        # (graders: "relabels the lesson's estimate", "does not state the update rule").
        return (
            f"An estimate of {num(params.value)} moves toward a target of {num(params.target)} "
            f"with step size {num(params.alpha)}: new = old + step size × (target − old). "
            f"What does the estimate become, {precision}?"
        )

    def read(self, s: Sentence, inp: Inputs, stated: Item) -> dict[str, ParamValue] | None:
        found = inp.scalars(value="baseline", target=("target", "return"), alpha="alpha")
        if any(_PARAMETRIC.search(x.text) for x in (s, *inp.used)):
            # "The estimate is the dot product of weights and features …": the step moves
            # the weights, and the new estimate depends on the features too; the tabular
            # rule would report a false ✗.
            return None
        if found is not None:
            return found
        # The error stated instead of the target: target = V + error.
        value, error, alpha = inp.get("baseline"), inp.get("error"), inp.get("alpha")
        if value is None or error is None or alpha is None:
            return None
        return {
            "value": as_scalar(value.value),
            "target": as_scalar(value.value + error.value),
            "alpha": as_scalar(alpha.value),
        }


KIND = ValueUpdate()


def value_update(*, value: Scalar, target: Scalar, alpha: Scalar) -> Scalar:
    """The value estimate after one update, ``V + α·(target − V)``.

    Args:
        value: The current estimate ``V``.
        target: The target (a return, or ``r + γ·V(s′)``).
        alpha: The step size, in [0, 1].

    Returns:
        The new estimate: a Fraction when every input is exact, else a float.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    return KIND.value(KIND.prepare({"value": value, "target": target, "alpha": alpha}))
