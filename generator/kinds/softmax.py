"""The softmax probability of one logit, ``exp(z_i/T) / Σ_j exp(z_j/T)``."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from generator import calc
from generator.calc import Add
from generator.check import (
    Candidate,
    Inputs,
    Item,
    Keyword,
    Paragraph,
    Sentence,
    agrees,
    as_scalar,
    as_vector,
)
from generator.exercises import ordinal
from generator.kinds.base import Draw, Kind, d, index_of, scalar, vector, whole
from generator.kinds.entropy import TOKENS
from generator.model import ParamValue, Scalar


def _positive(name: str, value: Scalar, add: Add) -> None:
    if value <= 0:
        add(f"{name}={calc.show(value)} must be > 0")


def _scaled(logits: Sequence[Scalar], temperature: Scalar) -> list[Scalar]:
    *zs, t = calc.same_path(*logits, temperature)
    return [z / t for z in zs]


def _all(logits: Sequence[Scalar], temperature: Scalar) -> tuple[float, ...]:
    # Shift by the largest logit before dividing by T, so that a tiny T cannot overflow.
    *zs, t = calc.same_path(*logits, temperature)
    top = max(zs)
    exps = [math.exp(calc.to_float((z - top) / t)) for z in zs]
    total = math.fsum(exps)
    return tuple(e / total for e in exps)


def _index(s: Sentence, stated: Item, logits: Sequence[Fraction]) -> int | None:
    before = [n for n in s.ordinals if n.start < stated.start]
    if before and 1 <= before[-1].value <= len(logits):
        return int(before[-1].value) - 1
    if "largest" in s.flags:
        return logits.index(max(logits))
    if "smallest" in s.flags:
        return logits.index(min(logits))
    return None


class Softmax(Kind["Softmax.Params"]):
    """The softmax probability of one logit."""

    @dataclass(frozen=True)
    class Params:
        """The ``logits``, the ``temperature`` and the ``index`` asked about."""

        logits: tuple[Scalar, ...] = field(metadata=vector("the raw scores z"))
        temperature: Scalar = field(default=1, metadata=scalar("T > 0", checks=(_positive,)))
        index: int = field(default=0, metadata=whole("which logit (0-based)"))

    name = "softmax"
    summary = "softmax probability of one logit"
    formula = "exp(z_i/T) / Σ_j exp(z_j/T)"
    params_type = Params
    keywords = (
        Keyword.prefix("logits", r"\blogits?\b"),
        Keyword.prefix("temperature", r"\btemperature\b"),
    )
    rules = (
        (r"(?i:\bsoftmax\b)",),
        # Logits alone are what a lesson about changing them (a penalty, a mask) works on; the
        # softmax is taught where they are turned into probabilities (graders: softmax drills
        # for lessons that never name it, 50% GOOD of 10 verdicts, against 95% of 86).
        (r"(?i:\blogits?\b)", r"(?i:probabilit|distribution)"),
        (
            r"(?i:\btemperature\b)",
            r"(?i:distribution|\btargets?\b|one-hot|sharpen|flatten|probabilit)",
        ),
    )
    # A distribution written as a normalised fraction with no exponential in its sentence
    # ("\(\pi(a) = \frac{N(a)^{1/\tau}}{\sum_b N(b)^{1/\tau}}\)": visit counts raised to a
    # power) is no softmax of logits, whatever temperature it has (set 260's graders: softmax
    # drills for such a lesson, WEAK).
    another_form = (
        "a normalised fraction with no exponential, not a softmax of logits",
        r"^(?![\s\S]*(?:\\exp\b|\bexp\b|(?<![\w\\])e\s*\^|\\mathrm\{e\}))"
        r"(?=[\s\S]*\\sum)(?=[\s\S]*\\frac)",
    )
    # (a later sentence that writes the exponential is the softmax the lesson teaches)
    own_form = r"\\exp\b|\bexp\b|(?<![\w\\])e\s*\^|\\mathrm\{e\}"
    # (a formula of a softmax writes its exponential, its name or a sigmoid; "the attention
    # core: the softmax output …, each an \(s \times s\) matrix" sizes one)
    math_form = rf"{own_form}|softmax|\\sigma\b"
    # Set 153's graders: temperature drills for lessons whose softmax has none (an
    # exp(ηA) update renormalised), the lesson never speaking of a temperature.
    optional_inputs = (("temperature", r"(?i:\btemperature\b)"),)
    result_slot = "probs"
    input_slots = ("logits", "temperature")
    together = (index_of("index", "logits"),)

    def value(self, params: Params) -> Scalar:
        return _all(params.logits, params.temperature)[params.index]

    def steps(self, params: Params, value: Scalar) -> tuple[str, ...]:
        logits, temperature, index = params.logits, params.temperature, params.index
        num = calc.format_number
        scaled = _scaled(logits, temperature)
        largest = max(scaled)
        top = calc.to_float(largest)
        shift = top > 30  # exp would print (or overflow) unreadably: use the shift invariance
        steps = []
        if temperature != 1:
            steps.append(
                f"zᵢ/T with T = {num(temperature)}: "
                + ", ".join(calc.elide([num(z) for z in scaled]))
            )
        if shift:
            steps.append(f"subtract the largest, {num(top)}, first (softmax is shift-invariant)")
        exps = [math.exp(calc.to_float(z - largest if shift else z)) for z in scaled]
        total = math.fsum(exps)
        arg = "zᵢ/T − max" if shift else ("zᵢ/T" if temperature != 1 else "zᵢ")
        steps.append(f"exp({arg}) = " + ", ".join(calc.elide([num(e) for e in exps])))
        steps.append(f"sum = {num(total)}")
        steps.append(f"p{calc.sub(index)} = {num(exps[index])}/{num(total)} {calc.eq(value)}")
        if len(logits) <= 8:
            everyone = _all(logits, temperature)
            steps.append("all probabilities: " + ", ".join(num(x) for x in everyone))
        return tuple(steps)

    def draw(self, rng: random.Random) -> Draw[Params]:
        parts = rng.choice((2, 3, 3))
        pool = ("-1", "0", "0.5", "1", "2", "3")
        logits = tuple(d(x) for x in rng.sample(pool, parts))
        temperature = d(rng.choice(("1", "1", "0.5", "2")))
        index = rng.randrange(parts)
        context = {"tokens": list(TOKENS[:parts]), "token": TOKENS[index]}
        return Draw(self.Params(logits, temperature, index), context, 2)

    def example_prompt(self, params: Params, precision: str) -> str:
        logits, index, num = params.logits, params.index, calc.format_number
        temp = "" if params.temperature == 1 else f" at temperature {num(params.temperature)}"
        listed = ", ".join(calc.format_value(logits).split(","))
        return (
            f"Logits {listed}{temp}. Softmax probability of the {ordinal(index)} "
            f"(logit {num(logits[index])}), as a probability {precision}?"
        )

    def _candidate(
        self,
        inp: Inputs,
        logits: Sequence[Fraction],
        temperature: Fraction,
        stated: Item,
        n: int,
        index: int,
    ) -> Candidate:
        params: dict[str, ParamValue] = {
            "logits": as_vector(logits),
            "temperature": as_scalar(temperature),
            "index": index,
        }
        return inp.candidate(self.name, params, stated, n if stated.is_list else 0)

    def relation(
        self, s: Sentence, par: Paragraph, results: Mapping[str, list[Item]]
    ) -> list[Candidate]:
        out: list[Candidate] = []
        cue = s.first("logits", is_list=True) is not None or "softmax" in s.flags
        if not (cue or par.continuing):
            return out
        for stated in results.get("probs", ()):
            inp = Inputs(s, par)
            logits_item = inp.get("logits", is_list=True)
            if logits_item is None:
                continue
            logits = logits_item.values
            found_logits, found_temp = inp.find("logits", is_list=True), inp.find("temperature")
            temp = found_temp[0] if found_temp else None
            temperature = temp.value if temp is not None and temp.value > 0 else Fraction(1)
            # A temperature said only in an earlier sentence, apart from the logits ("a common
            # default is a temperature around 0.7"), may be context rather than this example's:
            # where it makes the narration disagree and temperature one does not, it is dropped.
            aside = (
                found_temp is not None
                and found_logits is not None
                and found_temp[1] not in (s, found_logits[1])
            )
            if stated.is_list:
                if len(stated.values) != len(logits):
                    continue
                indices = list(range(len(logits)))
            else:
                index = _index(s, stated, logits)
                if index is None:
                    continue
                indices = [index]
            if aside and temperature != 1:
                plain = [
                    self._candidate(inp, logits, Fraction(1), stated, n, i)
                    for n, i in enumerate(indices)
                ]
                said = [
                    self._candidate(inp, logits, temperature, stated, n, i)
                    for n, i in enumerate(indices)
                ]
                if all(agrees(c) for c in plain) and not all(agrees(c) for c in said):
                    temperature = Fraction(1)
                    if found_temp is not None and found_temp[1] in inp.used:
                        inp.used.remove(found_temp[1])
            for n, i in enumerate(indices):
                out.append(self._candidate(inp, logits, temperature, stated, n, i))
        return out


KIND = Softmax()


def softmax_probs(*, logits: Sequence[Scalar], temperature: Scalar = 1) -> tuple[float, ...]:
    """The softmax distribution ``exp(z_i/T) / Σ_j exp(z_j/T)`` of all logits.

    Args:
        logits: The raw scores.
        temperature: ``T`` > 0; lower sharpens, higher flattens.

    Returns:
        The probabilities, summing to 1.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = KIND.prepare({"logits": logits, "temperature": temperature, "index": 0})
    return _all(p.logits, p.temperature)


def softmax(*, logits: Sequence[Scalar], temperature: Scalar = 1, index: int = 0) -> float:
    """The softmax probability of one logit, ``exp(z_i/T) / Σ_j exp(z_j/T)``.

    Args:
        logits: The raw scores.
        temperature: ``T`` > 0.
        index: Which logit's probability (0-based).

    Returns:
        The probability.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = KIND.prepare({"logits": logits, "temperature": temperature, "index": index})
    return float(KIND.value(p))
