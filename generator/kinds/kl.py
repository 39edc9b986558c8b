"""The Kullback–Leibler divergence ``KL(p‖q) = Σ p log(p/q)``.

KL(p‖q) with q = 0 where p > 0 is infinite; the calculator refuses it with a
:class:`~generator.errors.ParameterError` that says so instead of returning ``inf``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from generator import calc
from generator.calc import Add, Base
from generator.check import (
    Candidate,
    Inputs,
    Item,
    Keyword,
    Paragraph,
    Sentence,
    agrees,
    as_vector,
    fractions_of,
)
from generator.kinds.base import Draw, Kind, Together, distribution, log_base, vector
from generator.kinds.entropy import LOG_NAME, TOKENS, UNIT, composition, log, stated_base
from generator.model import ParamValue, Scalar


def _terms(ps: Sequence[Scalar], qs: Sequence[Scalar], base: Base) -> list[float]:
    terms = []
    for a, b in zip(ps, qs, strict=True):
        if a == 0:
            terms.append(0.0)
            continue
        num, den = calc.same_path(a, b)
        terms.append(float(a) * log(num / den, base))
    return terms


def _comparable(ps: tuple[Scalar, ...], qs: tuple[Scalar, ...], add: Add) -> None:
    if len(ps) != len(qs):
        add(
            f"q has {calc.count_items(len(qs))} and p has {len(ps)}; they must have the same length"
        )
        return
    infinite = [i for i, (a, b) in enumerate(zip(ps, qs, strict=True)) if a > 0 and b == 0]
    for i in infinite[:3]:
        add(
            f"KL(p‖q) is infinite: q[{i}]=0 where p[{i}]={calc.show(ps[i])} > 0 "
            "(p puts mass where q puts none)"
        )


class Kl(Kind["Kl.Params"]):
    """The KL divergence of two distributions."""

    @dataclass(frozen=True)
    class Params:
        """The distributions ``p`` and ``q`` and the log base."""

        p: tuple[Scalar, ...] = field(
            metadata=vector(
                "the first distribution (e.g. the current policy)", checks=(distribution,)
            )
        )
        q: tuple[Scalar, ...] = field(
            metadata=vector(
                "the second distribution (e.g. the reference policy)", checks=(distribution,)
            )
        )
        base: Base = field(default="e", metadata=log_base())

    name = "kl"
    summary = "Kullback–Leibler divergence"
    formula = "KL(p‖q) = Σ p log(p/q)"
    params_type = Params
    keywords = (
        Keyword.prefix("kl", r"\bkl\b|\bkullback[–-]leibler(?:\s+divergence)?\b|\bdivergence\b"),
        Keyword.prefix("p", r"(?<![\w'’-])p(?![\w'’-])"),
        Keyword.prefix("q", r"(?<![\w'’-])q(?![\w'’-])"),
    )
    rules = (
        (r"\bKL\b",),
        (r"(?i:\bkullback)",),
    )
    # (a KL's formula writes its logarithm or its name: "\(\pi^* \propto \pi_{ref}
    # \exp(r / \beta)\)", the optimum of a KL-regularised objective, writes none)
    math_form = r"\\log|\\ln\b|\blog\b|\bln\b|KL"
    result_slot = "kl"
    input_slots = ("p", "q")
    together = (Together(("p", "q"), _comparable),)

    def value(self, params: Params) -> Scalar:
        return math.fsum(_terms(params.p, params.q, params.base)) + 0.0

    def steps(self, params: Params, value: Scalar) -> tuple[str, ...]:
        ps, qs, base = params.p, params.q, params.base
        num, name = calc.format_number, LOG_NAME[base]
        terms = _terms(ps, qs, base)
        pairs = zip(ps, qs, strict=True)
        symbolic = calc.elide(
            [f"{num(a)}·{name}({num(a)}/{num(b)})" for a, b in pairs if a > 0], limit=6
        )
        numeric = calc.elide([num(t) for a, t in zip(ps, terms, strict=True) if a > 0], limit=6)
        return (
            f"KL(p‖q) = Σ p·{name}(p/q) (terms with p = 0 contribute 0), in {UNIT[base]}",
            f"KL = {calc.join_terms(symbolic)}",
            f"KL = {calc.join_terms(numeric)} {calc.eq(value)} {UNIT[base]}",
        )

    def draw(self, rng: random.Random) -> Draw[Params]:
        parts = rng.choice((2, 3))
        p = composition(rng, parts, 10)
        q = composition(rng, parts, 10)
        setting = rng.choice(("reference", "teacher"))
        return Draw(self.Params(p, q, "e"), {"tokens": list(TOKENS[:parts]), "setting": setting}, 3)

    def acceptable(self, params: Params, value: Scalar) -> bool:
        return params.p != params.q

    def example_prompt(self, params: Params, precision: str) -> str:
        p = ", ".join(calc.format_value(params.p).split(","))
        q = ", ".join(calc.format_value(params.q).split(","))
        return (
            f"p = ({p}), q = ({q}). "
            f"\\(\\mathrm{{KL}}(p \\| q)\\) in {UNIT[params.base]}, {precision}?"
        )

    def relation(
        self, s: Sentence, par: Paragraph, results: Mapping[str, list[Item]]
    ) -> list[Candidate]:
        """p and q named as such; else the last two distributions of the paragraph.

        "The teacher's distribution is 0.5, 0.3 and 0.2. Let the student's be 0.25,
        0.5 and 0.25. The KL from teacher to student comes to 0.15": two unnamed
        lists of probabilities (each summing to one, of one length) stated before a
        KL with no p or q of its own. Which one is p is a convention the wording
        does not settle, so both orders are computed and the one the narration
        agrees with is kept; when neither agrees, the first-stated list is p. A whole
        number is no KL of two such lists ("the KL between the two is small").
        """
        out = super().relation(s, par, results)
        if out or s.first("p", is_list=True) or s.first("q", is_list=True):
            return out
        found = _two_distributions(par)
        if found is None:
            return out
        (first, one), (second, other) = found
        for stated in results.get("kl", ()):
            if stated.is_list or stated.weak or stated.value.denominator == 1:
                continue  # a whole number counts things here ("between the two")
            readings = []
            for p, q in ((first, second), (second, first)):
                inp = Inputs(s, par)
                inp.used.extend([one] if one is other else [one, other])
                params: dict[str, ParamValue] = {
                    "p": as_vector(fractions_of(p)),
                    "q": as_vector(fractions_of(q)),
                    "base": stated_base(s),
                }
                readings.append(inp.candidate(self.name, params, stated))
            forward, backward = readings
            out.append(backward if agrees(backward) and not agrees(forward) else forward)
        return out

    def read(self, s: Sentence, inp: Inputs, stated: Item) -> dict[str, ParamValue] | None:
        p, q = inp.get("p", is_list=True), inp.get("q", is_list=True)
        if p is None or q is None or len(p.values) != len(q.values):
            return None
        return {
            "p": as_vector(fractions_of(p)),
            "q": as_vector(fractions_of(q)),
            "base": stated_base(s),
        }


KIND = Kl()


def _two_distributions(
    par: Paragraph,
) -> tuple[tuple[Item, Sentence], tuple[Item, Sentence]] | None:
    """The lists of the paragraph's last two sentences (one each, unlabelled or named
    only as probabilities), if both are probability distributions of one length."""
    lists: list[tuple[Item, Sentence]] = []
    for sentence in reversed(par.sentences[-2:]):
        items = [i for i in (*sentence.unlabeled, *sentence.labels.get("probs", ())) if i.is_list]
        if len(items) != 1:
            return None
        lists.insert(0, (items[0], sentence))
    if len(lists) != 2:
        return None
    (a, _), (b, _) = lists
    if len(a.values) != len(b.values):
        return None
    for item in (a, b):
        if any(not 0 <= v <= 1 for v in item.values) or abs(
            sum(item.values, Fraction(0)) - 1
        ) > Fraction(1, 100):
            return None
    return lists[0], lists[1]


def kl(*, p: Sequence[Scalar], q: Sequence[Scalar], base: Base = "e") -> float:
    """The Kullback–Leibler divergence ``KL(p‖q) = Σ p log(p/q)``.

    Args:
        p: The first distribution (e.g. the current policy).
        q: The second distribution (e.g. the frozen reference), same length.
        base: ``"e"`` for nats, ``2`` for bits.

    Returns:
        The divergence (≥ 0; 0 exactly when p equals q).

    Raises:
        ParameterError: Naming every invalid argument; also when the divergence
            is infinite (q = 0 where p > 0).
    """
    return float(KIND.value(KIND.prepare({"p": p, "q": q, "base": base})))
