"""The chance a GRPO group of ``G`` samples is mixed: ``1 − p^G − (1−p)^G``.

Only mixed groups (some pass, some fail) give a non-zero GRPO advantage.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from generator import calc
from generator.calc import Add
from generator.check import (
    Inputs,
    Item,
    Keyword,
    Sentence,
    as_int,
    as_scalar,
    fractions_of,
)
from generator.kinds.base import Draw, Kind, d, in_unit, scalar, whole
from generator.model import ParamValue, Scalar

_GROUP = r"(?i:\bsiblings?\b|\bgroups?\b)"


def _group_size(name: str, value: int, add: Add) -> None:
    if value < 1:
        add(f"{name}={value} must be ≥ 1 (the group size)")


class MixedGroupProbability(Kind["MixedGroupProbability.Params"]):
    """The chance a GRPO group is mixed."""

    @dataclass(frozen=True)
    class Params:
        """The pass chance ``p`` of one sample and the group size ``G``."""

        p: Scalar = field(metadata=scalar("the chance one sample passes", checks=(in_unit,)))
        G: int = field(metadata=whole("the group size", checks=(_group_size,)))

    name = "mixed_group_probability"
    summary = "chance a GRPO group is mixed"
    formula = "1 − p^G − (1−p)^G"
    params_type = Params
    keywords = (
        Keyword.prefix(
            "group_size", r"\bgroups?\s+(?:of|size(?:\s+of)?)\b|\bgroup\s+size\s+(?:is|was)\b"
        ),
        Keyword.prefix(
            "p_success",
            r"\b(?:success|solve|pass)\s+(?:rate|probability|chance)\b"
            r"|\b(?:passes|succeeds|solves\s+it|is\s+correct)\s+with\s+probability\b",
        ),
        # (not a compound adjective: "Mixed-difficulty sets favour groups of 8 to 16")
        Keyword.prefix("mixed", r"\bmixed\b(?!-)(?:\s+(?:with\s+)?(?:probability|chance))?"),
    )
    rules = (
        (
            _GROUP,
            r"(?i:same reward|standard deviation is zero|zero (?:variance|standard deviation)"
            r"|\bmixed\b(?!-)|\ball (?:pass|fail|succeed|correct|wrong)|no (?:relative )?"
            r"(?:signal|advantage))",
        ),
    )
    result_slot = "mixed"
    input_slots = ("p_success", "group_size", "n")

    def parts(self, params: Params) -> tuple[Scalar, Scalar, Scalar, Scalar]:
        """``(1 − p, p^G, (1−p)^G, 1 − p^G − (1−p)^G)``, exact when ``p`` is."""
        (p,) = calc.same_path(params.p)
        all_pass, all_fail = p**params.G, (1 - p) ** params.G
        return 1 - p, all_pass, all_fail, 1 - all_pass - all_fail

    def exact_digits(self, params: Params) -> int:
        return params.G * calc.exact_digits(params.p)

    def value(self, params: Params) -> Scalar:
        return self.parts(params)[3]

    def steps(self, params: Params, value: Scalar) -> tuple[str, ...]:
        one_minus, all_pass, all_fail, _ = self.parts(params)
        size = calc.sup(params.G)
        return (
            "a group is mixed unless all G samples pass or all fail: P(mixed) = 1 − pᴳ − (1 − p)ᴳ",
            f"P(mixed) = 1 − {calc.paren(params.p)}{size} − {calc.paren(one_minus)}{size} "
            f"= 1 − {calc.format_number(all_pass)} − {calc.format_number(all_fail)} "
            f"{calc.eq(value)}",
        )

    def draw(self, rng: random.Random) -> Draw[Params]:
        p = d(rng.choice(("0.1", "0.2", "0.25", "0.3", "0.5", "0.7", "0.75", "0.8", "0.9")))
        size = rng.choice((2, 3, 4, 8))
        return Draw(self.Params(p, size), {}, 3)

    def example_prompt(self, params: Params, precision: str) -> str:
        return (
            f"Each sample passes with probability {calc.format_number(params.p)}; a group has "
            f"{params.G} samples. Chance the group is mixed (some pass, some fail), "
            f"{precision}?"
        )

    def read(self, s: Sentence, inp: Inputs, stated: Item) -> dict[str, ParamValue] | None:
        p = inp.get("p_success") or inp.get("probs")
        size_item = inp.get("group_size") or inp.get("n")
        size = as_int(size_item.value) if size_item else None
        if p is None or size is None or p is stated:
            return None
        return {"p": as_scalar(fractions_of(p)[0]), "G": size}


KIND = MixedGroupProbability()


def mixed_group_probability(*, p: Scalar, G: int) -> Scalar:
    """The chance a GRPO group of ``G`` samples is mixed: ``1 − p^G − (1−p)^G``.

    Args:
        p: The chance one sample passes, in [0, 1].
        G: The group size (≥ 1).

    Returns:
        The probability: exact when ``p`` is.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    return KIND.value(KIND.prepare({"p": p, "G": G}))
