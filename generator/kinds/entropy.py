"""The Shannon entropy ``H = −Σ p log p`` of a distribution, in nats or bits."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from generator import calc
from generator.calc import Base
from generator.check import Inputs, Item, Keyword, Sentence, as_vector, fractions_of
from generator.kinds.base import Draw, Kind, distribution, log_base, vector
from generator.model import ParamValue, Scalar

LOG_NAME = {"e": "ln", 2: "log₂"}
"""How a step names the log of each base."""

UNIT = {"e": "nats", 2: "bits"}
"""The unit of each base."""

TOKENS = ("A", "B", "C", "D")
"""Plain outcome names for practice distributions (no story from one course)."""


def log(x: Scalar, base: Base) -> float:
    """``log x`` in ``base``."""
    return math.log2(x) if base == 2 else math.log(x)


def composition(rng: random.Random, parts: int, units: int) -> tuple[Scalar, ...]:
    """``parts`` positive multiples of ``1/units`` that sum to 1 (a practice distribution)."""
    cuts = sorted(rng.sample(range(1, units), parts - 1))
    edges = [0, *cuts, units]
    out: list[Scalar] = []
    for a, b in itertools.pairwise(edges):
        x = Fraction(b - a, units)
        out.append(x.numerator if x.denominator == 1 else x)
    return tuple(out)


def stated_base(s: Sentence) -> ParamValue:
    """The base a sentence states: 2 for "bits", else e."""
    return 2 if "bits" in s.flags and "nats" not in s.flags else "e"


def _terms(probs: Sequence[Scalar], base: Base) -> list[float]:
    return [float(x) * log(x, base) if x > 0 else 0.0 for x in probs]


class Entropy(Kind["Entropy.Params"]):
    """The entropy of a distribution."""

    @dataclass(frozen=True)
    class Params:
        """The probabilities and the log base."""

        probs: tuple[Scalar, ...] = field(
            metadata=vector("the probabilities (summing to 1)", checks=(distribution,))
        )
        base: Base = field(default="e", metadata=log_base())

    name = "entropy"
    summary = "entropy of a distribution"
    formula = "−Σ p log p"
    params_type = Params
    keywords = (Keyword.prefix("entropy", r"\bentropy\b"),)
    rules = ((r"(?i:(?<![\w-])(?<!cross )entropy\b)",),)
    # (an entropy's formula writes its logarithm or its name, H: "the entropy weight is
    # \((1-\alpha)\tau\)" writes a weight)
    math_form = r"\\log|\\ln\b|\blog\b|\bln\b|(?<![\w\\])H\b|\\mathcal\{H\}|entropy"
    # a drill in bits only for a lesson that speaks of bits (set 292's graders: entropy drills
    # in bits for lessons that work in nats, WEAK)
    optional_inputs = (("base", r"(?i:\bbits?\b)"),)
    result_slot = "entropy"
    input_slots = ("probs",)
    # A density's (differential) entropy, "0.5 log(2πeσ²)": another formula.
    another_form = (
        "the entropy of a continuous density",
        r"(?i:\bgaussian|\bnormal\s+distribution|\bdensit(?:y|ies)\b|\bcontinuous\b|\bdifferential\s+entropy)",
    )

    def value(self, params: Params) -> Scalar:
        return -math.fsum(_terms(params.probs, params.base)) + 0.0  # + 0.0: no −0.0

    def steps(self, params: Params, value: Scalar) -> tuple[str, ...]:
        probs, base = params.probs, params.base
        num, name = calc.format_number, LOG_NAME[base]
        terms = _terms(probs, base)
        symbolic = calc.elide([f"{num(x)}·{name} {num(x)}" for x in probs if x > 0], limit=6)
        numeric = calc.elide([num(t) for t in terms if t != 0], limit=6) or ["0"]
        return (
            f"H = −Σ p·{name} p (terms with p = 0 contribute 0), in {UNIT[base]}",
            f"H = −({calc.join_terms(symbolic)})",
            f"H = −({calc.join_terms(numeric)}) {calc.eq(value)} {UNIT[base]}",
        )

    def draw(self, rng: random.Random) -> Draw[Params]:
        parts = rng.choice((2, 3, 3, 4))
        bits = rng.random() < 0.5
        units = rng.choice((4, 8)) if bits else 10
        probs = composition(rng, parts, max(units, parts))
        while len(set(probs)) == 1:
            # a uniform distribution's entropy is log n, no arithmetic to practise (blind
            # graders of sets 220 and 222: "trivially log2 4 = 2 bits")
            probs = composition(rng, parts, max(units, 2 * parts))
        tokens = list(TOKENS[:parts])
        return Draw(self.Params(probs, 2 if bits else "e"), {"tokens": tokens}, 2)

    def example_prompt(self, params: Params, precision: str) -> str:
        probs = ", ".join(calc.format_value(params.probs).split(","))
        return f"A policy's probabilities are {probs}. Entropy in {UNIT[params.base]}, {precision}?"

    def read(self, s: Sentence, inp: Inputs, stated: Item) -> dict[str, ParamValue] | None:
        probs = inp.get("probs", is_list=True)
        if probs is None:
            return None
        return {"probs": as_vector(fractions_of(probs)), "base": stated_base(s)}


KIND = Entropy()


def entropy(*, probs: Sequence[Scalar], base: Base = "e") -> float:
    """The Shannon entropy ``H = −Σ p log p`` of a distribution.

    Args:
        probs: The probabilities, each in [0, 1], summing to 1.
        base: ``"e"`` for nats, ``2`` for bits.

    Returns:
        The entropy (0 ≤ H ≤ log n).

    Raises:
        ParameterError: Naming every invalid argument.
    """
    return float(KIND.value(KIND.prepare({"probs": probs, "base": base})))
