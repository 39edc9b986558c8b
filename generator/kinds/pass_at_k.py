"""The unbiased pass@k estimate ``1 − C(n−c, k)/C(n, k)``.

The chance that at least one of ``k`` samples drawn without replacement from
``n`` attempts, ``c`` of them correct, is correct. Exact, unless the
binomials would have more than :data:`generator.calc.EXACT_DIGITS` digits:
then it is computed in floats from log-gamma.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from fractions import Fraction

from generator import calc
from generator.calc import Add, FieldCheck
from generator.check import Inputs, Item, Keyword, Sentence, as_int
from generator.kinds.base import Draw, Kind, Together, whole
from generator.model import ParamValue, Scalar


def _at_least(low: int, why: str = "") -> FieldCheck:
    def check(name: str, value: int, add: Add) -> None:
        if value < low:
            add(f"{name}={value} must be ≥ {low}{why}")

    return check


def _at_most_n(name: str) -> Together:
    def check(value: int, n: int, add: Add) -> None:
        if value > n:
            add(f"{name}={value} must be ≤ n={n}")

    return Together((name, "n"), check)


def _log_comb(a: int, b: int) -> float:
    return math.lgamma(a + 1) - math.lgamma(b + 1) - math.lgamma(a - b + 1)


def _comb_digits(n: int, k: int) -> int:
    """About how many decimal digits C(n, k) has."""
    return int(_log_comb(n, k) / math.log(10)) + 1


class PassAtK(Kind["PassAtK.Params"]):
    """The unbiased pass@k estimator."""

    @dataclass(frozen=True)
    class Params:
        """``n`` attempts, ``c`` correct, a budget of ``k``."""

        n: int = field(
            metadata=whole(
                "the number of sampled attempts",
                checks=(_at_least(1, " (the number of samples)"),),
            )
        )
        c: int = field(
            metadata=whole(
                "how many of them are correct",
                checks=(_at_least(0, " (the number of correct samples)"),),
            )
        )
        k: int = field(metadata=whole("the budget of attempts", checks=(_at_least(1),)))

    name = "pass_at_k"
    summary = "unbiased pass@k estimate"
    formula = "1 − C(n−c, k)/C(n, k)"
    params_type = Params
    keywords = (Keyword.prefix("k", r"\bk\b"),)
    # (pass@1 alone is the share of first samples that pass, no estimate over k draws: a
    # lesson that names only it teaches no pass@k, set 349's graders: its pass@2 drills
    # off the lesson)
    rules = (
        (r"(?i:\bpass(?:@|-at-|\s+at\s+)(?:k|(?!1\b)\d+|two|three|five|ten|eight|sixteen)\b)",),
    )
    result_slot = "pass_at_k"
    input_slots = ("n", "c")
    together = (_at_most_n("c"), _at_most_n("k"))

    def value(self, params: Params) -> Scalar:
        n, c, k = params.n, params.c, params.k
        if n - c < k:
            return Fraction(1)
        if _comb_digits(n, k) > calc.EXACT_DIGITS:
            # 1 − C(n−c, k)/C(n, k) from log-gamma: the binomials have too many digits.
            return -math.expm1(_log_comb(n - c, k) - _log_comb(n, k))
        return 1 - Fraction(math.comb(n - c, k), math.comb(n, k))

    def steps(self, params: Params, value: Scalar) -> tuple[str, ...]:
        n, c, k = params.n, params.c, params.k
        first = (
            f"pass@k = 1 − C(n−c, k)/C(n, k) (unbiased estimator; n = {n} samples, "
            f"c = {c} correct, k = {k})"
        )
        if n - c < k:
            return (
                first,
                f"n − c = {n - c} < k = {k}: every set of {k} samples contains a correct one, "
                f"so pass@{k} = 1",
            )
        if _comb_digits(n, k) > calc.EXACT_DIGITS:
            return (
                first,
                f"C({n}, {k}) has about {_comb_digits(n, k):,} digits: computed in floating "
                "point from log-gamma, ln C(a, b) = lgamma(a+1) − lgamma(b+1) − lgamma(a−b+1)",
                f"pass@{k} = 1 − exp(ln C({n - c}, {k}) − ln C({n}, {k})) {calc.eq(value)}",
            )
        fail, total = math.comb(n - c, k), math.comb(n, k)
        return (
            first,
            f"C({n - c}, {k}) = {fail}; C({n}, {k}) = {total}",
            f"pass@{k} = 1 − {fail}/{total} {calc.eq(value)}",
        )

    def draw(self, rng: random.Random) -> Draw[Params]:
        n = rng.choice((4, 5, 6, 8, 10))
        # k ≥ 2: pass@1 is c/n, and a drill of it tests no estimator.
        c = rng.randint(1, n - 2)
        k = rng.randint(2, min(5, n - c))
        return Draw(self.Params(n, c, k), {}, 3)

    def example_prompt(self, params: Params, precision: str) -> str:
        return (
            f"Of {params.n} samples, {params.c} are correct. Unbiased "
            f"pass@{params.k} estimate, as a probability {precision}?"
        )

    def read(self, s: Sentence, inp: Inputs, stated: Item) -> dict[str, ParamValue] | None:
        metric = next(
            (
                kw
                for kw in reversed(s.keywords)
                if kw.slot == "pass_at_k" and kw.end <= stated.start
            ),
            None,
        )
        k = metric.k if metric is not None else None
        if k is None:
            k_item = inp.get("k")
            k = as_int(k_item.value) if k_item else None
        n_item, c_item = inp.get("n"), inp.get("c")
        n = as_int(n_item.value) if n_item else None
        c = as_int(c_item.value) if c_item else None
        if n is None or c is None or k is None:
            return None
        return {"n": n, "c": c, "k": k}


KIND = PassAtK()


def pass_at_k(*, n: int, c: int, k: int) -> Scalar:
    """The unbiased pass@k estimate ``1 − C(n−c, k)/C(n, k)``.

    Args:
        n: The number of sampled attempts (≥ 1).
        c: How many of them are correct (0 ≤ c ≤ n).
        k: The budget of attempts (1 ≤ k ≤ n).

    Returns:
        The estimate, exactly (a float for very large ``n``).

    Raises:
        ParameterError: Naming every invalid argument.
    """
    return KIND.value(KIND.prepare({"n": n, "c": c, "k": k}))
