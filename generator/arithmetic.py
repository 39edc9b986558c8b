"""Everyday arithmetic a narration works through in words, found by its structure and checked.

Besides the quantities of its own kinds (:mod:`generator.kinds`) and written
formulas (:mod:`generator.equations`), a lesson does plain arithmetic any
course uses, often spread over sentences. This module finds these structures
and recomputes them; each is reported as kind ``equation`` with the
``expression`` it evaluated, so a wrong stated result is a ✗ with both values:

- **arithmetic said in words**: numbers joined by "plus", "minus", "times",
  "divided by", "over", "one fifth of …", "fifteen percent of …" (a
  percentage "times" a number stays a percentage), raised by "squared",
  "to the power (of)", "multiplied by itself n times" ("multiply x by itself
  n times") or "once per agent", the count of agents said in the sentence or
  the two before (or by "squaring", "cubing", "the square of" said before
  it), a function of a number
  ("the log of ten", "the log of one over point nine", "the negative log of …",
  "the sigmoid of one", "the square root of two", "e to the minus one"; not a
  function of a function), followed by the result (", which is …", ", or …",
  "giving …", "so we get …", ", so …", ", about …") in the same sentence or at the
  start of the next one ("That comes to one point five."); a result said
  after a sum's last product is that product's when the sum's total follows
  ("… plus point four times point three, which is point one two, for a total
  of point five four");
- **a relation named in words over the numbers just stated**: "the difference
  (gap, margin) is …" and "the ratio is …" over a pair (said as a pair in one
  clause, "at 2.5 and … at 1.5", "from 70 to 72", or one number in each of two
  parallel sentences), "the sum/total/mean is …" over a spoken list, "the
  mean of 1, 2 and 6 is 3", and "the difference (gap, ratio) between 0.7 and
  0.5 is 0.2"; an operation on "the two" numbers of the sentence before
  ("Multiplying the two, …", "Subtract the first from the second", "Dividing
  the first shift by the second makes the error fifty times as costly");
- **a share of a count**: "A of (the) B …" (or "A in B") followed by a
  percentage or a rate ("won 130 of 200 games, a win rate of 65 percent", or
  "That is a rate of 65 percent." in the next sentence), or "A (wins) out of
  B is …" ("seven out of sixty-two is about eleven percent"); the rate may be
  of the others ("3 of 5 wrong … an accuracy of 40 percent");
- **a multiple said in words**: "about 0.005, roughly a quarter of the earlier
  0.020", "12, three times the original 4", "1.39, exactly twice as much" (as
  the value the sentence before ends on); both values are rounded as stated;
- **a formula in math whose value the prose states**: a formula without
  ``=`` (``\\(0.005 \\times 4 + 0.995 \\times 2\\)``), followed by
  ", which sums to …", ", or about …" or ", about …" (not a list of values
  in turn), or ending its sentence before "That comes to …"; its names each
  given one value in math before the result, in its sentence or the one
  before (", which for \\(\\gamma = 0.9\\) is 9 steps"; then a plain "is …"
  ending its clause is a result too);
- **an amount restated in another unit** of its measure: "\\(40 \\times 10^6
  \\times 8\\) bytes, only 0.32 GB", "1500 ms, or about 1.5 seconds";
- **a fraction of a whole after two counts of one thing**: "in a run of eight
  hundred steps, a warm-up of two hundred steps spends a quarter of the budget";
- **a factor per round, compounded**: "point nine of the true one" with "per
  round", then "After twelve rounds … about point two eight of where it started";
- **a product of equal factors**: "Over five steps where each ratio is 1.5, the
  product already reaches about 7.59" (1.5⁵);
- **a sum of squares**: a squared error, norm or distance after its components
  ("misses by 0.3 in the first and by -0.4 in the second. The squared error is then
  …": 0.3² + 0.4²; the mean of the squares for a mean squared error);
- **an operation repeated**: "divide it by two three times, leaving …" (of the
  value said just before), "halve it twice, giving …", "doubles the batch three
  times, from 64 to 512";
- **a part taken out of a whole**: "a batch of two thousand comparisons contains
  three hundred ties. Dropping them leaves one thousand seven hundred pairs and
  throws away fifteen percent of the budget";
- **an amount per item times the count**: "seven billion parameters … each
  parameter takes four bytes, so the master weights fill twenty-eight gigabytes"
  ("2 bytes per parameter", in the total's unit of the same measure);
- **renormalisation**: a list of probabilities, the part kept ("the first two
  cover 0.7", "the third is added", "the two most likely", a top-p
  threshold), and a probability that "after renormalising" goes "from X to
  Y": Y must be X divided by the kept sum (the kept part is always the most
  likely). A stated kept sum is itself checked against the list;
- **a relative change**: "from 50 to 60, a 20 percent increase" ("a drop of
  …", "That is a 25% increase."); percentage points are a difference, not one;
  and a percentage said as how much higher (or lower) one of two values of the
  sentence before is than the other ("… a best of 90, and you ask for 150. That
  target is about 67% higher than …");
- **chances and counts named in words**: the chance that at least one of k
  independent tries succeeds, ``1 − (1 − p)^k``, with the per-try chance in
  the sentence or one of the two before ("with probability …", "a … chance");
  a blind guess among N options, ``1/N``; so many "for each" of a count,
  stated "in total" (``a × b``, the total counting the same thing); two counts
  of different things said as a pair and a total of a third "in total" (their
  product or their sum, read only when it is exactly one of them); a function
  of each value of the list the sentence before says ("Their log-probabilities
  are about -0.69, -1.20 and -1.61", also squares, square roots, exponentials:
  one result per value, in order); a share
  "of them" (the count of the sentence before) and what it "keeps" or
  "leaves"; the mean reward of "a group of n … in which c pass" (``c/n``) and
  its advantages, ``1 − c/n`` for a pass and ``−c/n`` for the others, divided
  by the group's deviation when whitened (population or sample, whichever the
  narration used); a product named over a spoken list or the pair just
  stated ("Their product is …");
- **a named quantity's change**: "the proxy reward is 1.2 … the proxy has
  risen to 2.9 … the proxy gained 1.7": later minus earlier, the quantity
  told by the first word of its subject at exactly two moments.
- **a value picked from what was said**: a target that is "just the reward"
  (the one reward stated in the sentences before: a terminal state bootstraps
  nothing), and "the minimum"/"the maximum" of the list just stated (a spoken
  list, or values each after an ordinal: "the first step 0.9, the second 0.8").

Beside the others (:func:`find_worked_on`): **a formula worked out on the next line**
("… the estimate is \\(0.5 + 2 \\times 0.4 - 1 \\times 0.4^2\\). Working through the terms
gives \\(\\hat{v}(0.4) = 0.5 + 0.8 - 0.4 = 0.9\\)."), checked across the two lines: the
next line's equation may hold as written while the step between the lines is the slip, so
its ✗ is reported beside that equation's ✓.

Last (:func:`find_derived`, called by :mod:`generator.check` after every other
reading): **a result told as the amount of something with no operation named**
("Its weight is one point five" after "point two … point three"), found when
exactly one simple combination of the numbers just said gives it; such a reading
can only agree, and never replaces another reading of the same result.

A sentence that merely mentions numbers is not an example: every structure
needs its operator, relation or share words, and a result right where the
structure puts it. Readings that span sentences are the loosest, so they are
guarded: the two numbers of a named difference must be of one kind (no
keyword of :mod:`generator.check` names them apart), the result must end its
clause ("the gap is 5 points on the harder split" names another gap), and a
value off by a factor of two or more is another pair's relation, not a slip.
Agreement is judged at the stated precision, as in :mod:`generator.check`
(half a unit of the last stated digit; a plain unhedged integer is exact to
two decimals; percentages in percent).
"""

from __future__ import annotations

import contextlib
import itertools
import math
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from generator import calc, mathexpr
from generator.cloze import is_verb, word_count
from generator.equations import value_update_params
from generator.errors import ParameterError
from generator.model import Lesson, Number, NumberRole, ParamValue, Statement, WorkedExample
from generator.numbers import half_unit_of_written, rounding_of_whole, spoken_step
from generator.units import UNIT_SIZES, scale_between, unit_size
from generator.words import (
    APPROXIMATORS,
    AUXILIARIES,
    CARDINALS,
    DISCOUNT_NAMES,
    FUNCTION_WORDS,
    MODALS,
    ONE_SIDED,
    PERCENT_AFTER,
    SETS_UP,
    other_instance,
    percent_end,
    stem,
    wordset,
)

__all__ = ["find_arithmetic", "find_carried", "find_derived"]

_HEDGE = rf"(?:{APPROXIMATORS}\s+)"
_HEDGED = re.compile(rf"{_HEDGE}$|~\s*$|≈\s*$", re.IGNORECASE)
# A named result arriving at its value: "the score comes to", "works out at", "lands near",
# "settles at", "ends up around", "comes out at" (never a change from a value given before:
# "falls to", "rises to").
_ARRIVES = (
    r"(?:comes\s+to|works\s+out\s+(?:to|at)|lands\s+(?:near|at|on|around)"
    r"|settles\s+(?:at|near|around|on)|ends\s+up\s+(?:at|near|around)"
    r"|comes\s+out\s+(?:at|to|near|around))"
)

# --- numbers of a statement -----------------------------------------------------------


_DECIMALS = re.compile(r"[-+−]?\d*\.(\d+)")  # the written decimals of a number


def _operands(statement: Statement) -> list[Number]:
    """Quantities and count words, in order (ordinals, names, years and metrics are not)."""
    return [n for n in statement.numbers if n.role in (NumberRole.QUANTITY, NumberRole.COUNT_WORD)]


def _quantities(statement: Statement) -> list[Number]:
    return [n for n in statement.numbers if n.role is NumberRole.QUANTITY]


def _number_at(numbers: Sequence[Number], start: int) -> Number | None:
    return next((n for n in numbers if n.start == start), None)


def _hedged(text: str, number: Number) -> bool:
    # (the hedge may stand before the math the number opens: "about \\(1.3 \\times 10^{90}\\)")
    before = text[max(0, number.start - 30) : number.start]
    return bool(_HEDGED.search(before) or _HEDGED.search(before.rstrip("\\( ") + " "))


# A number in scientific notation as the reader keeps its text: "1.3 \\times 10^{90}".
_SCIENTIFIC = re.compile(r"(\d+(?:\.\d+)?)\s*(?:\\times|×|\*)\s*10\^\{?([-−]?\d+)\}?")


def _tolerance(number: Number, hedged: bool) -> Fraction:
    """Half a unit of the last stated digit; an unhedged whole number is exact to ±0.005.
    In scientific notation, half a unit of the mantissa's last digit ("1.3 × 10⁹⁰": ±0.05 ×
    10⁹⁰)."""
    scientific = _SCIENTIFIC.fullmatch(number.text.strip())
    if scientific is not None:
        power = int(scientific.group(2).replace("−", "-"))
        return half_unit_of_written(scientific.group(1)) * Fraction(10) ** power
    written = _DECIMALS.fullmatch(number.text.strip())
    decimals = calc.decimal_places(number.value)
    if decimals is None:
        return Fraction(1, 10**9)
    if written:
        decimals = max(decimals, len(written.group(1)))
    if decimals == 0 and not hedged and number.unit != "percent":
        return Fraction(1, 200)
    step = spoken_step(number.text)
    if step is not None:
        return max(step / 2, Fraction(1, 2 * 10**decimals))  # "roughly thirty-eight and a half"
    if decimals == 0 and hedged and number.value and number.unit != "percent":
        # "roughly 29,000", "about 2,300": rounded to its last non-zero digit
        return rounding_of_whole(number.value.numerator)
    return Fraction(1, 2 * 10**decimals)


def _half_unit(value: Fraction) -> Fraction:
    """Half a unit of the last decimal a value is written to: how far its rounding may have
    moved it (0.005 for 0.25); none for a whole number or a value of no finite decimals."""
    places = calc.decimal_places(value)
    return Fraction(0) if not places else Fraction(1, 2 * 10**places)


def _raised(base: str, power: int) -> str:
    """``base`` to ``power`` as TeX: an exponent of more than one character in braces
    ("2^{10}"; "2^10" would raise 2 to 1)."""
    exponent = str(power)
    return f"{base}^{exponent}" if len(exponent) == 1 else f"{base}^{{{exponent}}}"


def _text(value: Fraction) -> str:
    """An operand as the expression shows it: ``0.25``, or ``\\frac{1}{3}``."""
    if calc.decimal_places(value) is not None:
        return calc.format_number(value).replace("−", "-")
    sign = "-" if value < 0 else ""
    return f"{sign}\\frac{{{abs(value.numerator)}}}{{{value.denominator}}}"


@dataclass(frozen=True)
class _Found:
    """One example: what was computed, how it reads, and the stated number."""

    statements: tuple[Statement, ...]
    expression: str
    computed: Fraction
    stated: Number
    hedged: bool
    steps: tuple[str, ...] = ()
    slack: Fraction = Fraction(0)  # the rounding of a stated operand, added to the tolerance
    update: dict[str, ParamValue] | None = None
    """The parameters of ``V + α·[target − V]`` when the expression has that shape (its
    example is then of the calculator kind ``value_update``)."""
    derived: bool = False
    """The last sentence says it works on the value the one before states ("… for A.
    Multiplying by sixteen gives B …"): a result for another instance, derived from it."""


# "a little over point three eight", "just under half": the value lies on one side of the
# number said, up to a unit of its last digit away.
_ONE_SIDED = re.compile(rf"{ONE_SIDED}\s+$", re.IGNORECASE)


def _full_tolerance(found: _Found) -> Fraction:
    """The tolerance of a found result: half a unit of its last stated digit (see
    :func:`_tolerance`), a whole unit when it is said to lie just over or under the number
    ("a little over point three eight" for 8/21 = 0.381), plus the finder's slack."""
    stated = found.stated
    tolerance = _tolerance(stated, found.hedged)
    said = next((s.text for s in reversed(found.statements) if stated in s.numbers), "")
    if _ONE_SIDED.search(said[max(0, stated.start - 30) : stated.start]):
        tolerance *= 2
        if calc.decimal_places(stated.value) is None:
            # "a little under two thirds" for 0.64: a fraction with no last digit, a twentieth
            # of it either way
            tolerance = max(tolerance, abs(stated.value) / 20)
    return tolerance + found.slack


# A count of whole things, said after the number ("eight full steps", "three whole
# batches") or by what is left over ("…, with two seconds to spare"): the quotient's whole
# part, not its rounding. (Not "complete": "73 complete the task" is a verb.)
_WHOLE_THINGS = re.compile(r"\s+(?:full|whole)\s+[a-z]", re.IGNORECASE)
_REMAINDER_AFTER = re.compile(
    r"^[^.;]*?\b(?:to\s+spare|left\s+over|(?:as\s+a|with\s+a)\s+remainder)\b", re.IGNORECASE
)


def _whole_count(found: _Found) -> Fraction | None:
    """The whole part of a result the narration counts in whole things ("Dividing twenty-six
    by three gives eight full steps, with two seconds to spare": 26 / 3 = 8.67, and 8 whole
    steps fit), or None when it states the value itself."""
    stated, computed = found.stated, found.computed
    if stated.value.denominator != 1 or computed <= 0 or computed.denominator == 1:
        return None
    said = next((s.text for s in reversed(found.statements) if stated in s.numbers), "")
    if not (_WHOLE_THINGS.match(said, stated.end) or _REMAINDER_AFTER.match(said[stated.end :])):
        return None
    return Fraction(math.floor(computed))


def _example(found: _Found) -> WorkedExample:
    whole = _whole_count(found)
    steps = (*found.steps, f"{found.expression} = {calc.format_number(found.computed)}")
    params: dict[str, ParamValue] = {"expression": found.expression}
    if whole is not None:
        steps = (*steps, f"whole ones: {calc.format_number(whole)}")
        params["counted"] = "whole part"
    computed = found.computed if whole is None else whole
    stated = found.stated
    percent = stated.unit == "percent"
    tolerance = _full_tolerance(found)
    first = found.statements[0]
    kind = "equation"
    if found.update is not None and whole is None:
        # "\\(Q(s, a) \\leftarrow 0 + 0.5 \\cdot (-1 - 0)\\), which moves the estimate to
        # \\(-0.5\\)": a value update, as equations.py reports one written with "="
        with contextlib.suppress(ParameterError):
            result = calc.compute("value_update", found.update)
            kind, params, steps = "value_update", dict(result.params), result.steps
    return WorkedExample(
        path=first.source.path,
        line=first.line,
        text=" ".join(s.text for s in found.statements),
        kind=kind,
        params=params,
        stated=float(stated.value),
        computed=float(computed),
        ok=abs(computed - stated.value) <= tolerance,
        unit="percent" if percent else None,
        tolerance=float(tolerance),
        steps=steps,
        statement_ids=tuple(s.id for s in found.statements),
    )


# --- arithmetic said in words ------------------------------------------------------------

# Where an operand comes from, said after it: "point nine from exploiting, plus …".
# Not "for each" ("3 for each, plus 2"): that multiplies by a count left unsaid.
_SOURCE = (
    # ("one third times minus one against paper, plus …": the term's case named after it)
    r"(?:\s+(?:from|for|against|versus|on|in|at|under)\s+(?:the\s+|its\s+|their\s+)?"
    r"(?!(?:each|every|all|one)\b)[a-z][a-z-]*)?"
)
_OPERATOR = re.compile(
    # ("twenty-six seconds divided by …": the unit of the operand, said after it)
    # (not "times" itself: "seventy-five times plus point two" is 75 × +0.2, no unit; a
    # comma may follow it: "… times eighteen weights, plus eighteen biases")
    r"(?:\s+(?!times\b)[a-z]{2,}s(?=\s*,?\s+(?:plus|minus|multiplied|divided|times)\b))?"
    + _SOURCE
    + r"\s*,?\s*(?P<op>plus|minus|take\s+away|times|multiplied\s+by|divided\s+(?:by|into)|over)"
    r"\s+"
    # "point five plus point two plus about point one nine": an operand said rounded
    r"(?:(?:about|roughly)\s+)?(?:the\s+)?"
    # "times the remaining point four": the operand is the rest of something just said;
    # "minus the old zero": an estimate before and after an update
    r"(?:(?:remaining|leftover|missing|other|old|new|current|previous)\s+)?$",
    re.IGNORECASE,
)
_SCALING = frozenset({"times", "multiplied", "divided", "over"})
_PERCENT_WORD = re.compile(r"^\s*(?:%|(?:percent|per\s+cent)\b)", re.IGNORECASE)
_SYMBOL = {
    "plus": "+",
    "minus": "-",
    "take": "-",  # "take away"
    "times": "*",
    "multiplied": "*",
    "divided": "/",
    "over": "/",
}
# "one fifth of point six": a fraction of a number is their product.
_FRACTION_OF = re.compile(r"\s+of\s+(?:the\s+|its\s+|their\s+)?$", re.IGNORECASE)
# (the whole may be a noun valued at the number: "twenty-two percent of a fine of a hundred")
_PERCENT_OF = re.compile(
    r"\s*(?:%|percent|per\s+cent)?\s+of\s+(?:the\s+|its\s+|their\s+"
    r"|(?:a|an|the|its|their)\s+[a-z]+\s+of\s+)?$",
    re.IGNORECASE,
)
# (any denominator said as an ordinal: "seven sixteenths", "three hundredths")
_FRACTION_WORD = re.compile(r"\b(?:half|halves|thirds?|quarters?|[a-z]+ths?)$", re.IGNORECASE)
# The result after the expression: ", which is two", ", or point eight", "giving 1.5"
# (after a word or an "of the …" phrase: "… of the time, or sixty-eight percent").
_RESULT = re.compile(
    rf"^(?:(?:\s+[A-Za-z-]+|\s+of\s+(?:the|all)\s+[A-Za-z-]+)?\s*(?:,|—|–|;)|\s*-"
    # "… divided into two hundred and fifty-six equal steps gives": the parts, counted
    rf"|\s+(?:equal\s+)?[a-z]+s(?=\s+(?:gives|makes|comes\s+to)\b)"
    # "One eighth of fourteen gigabytes is …": the amount's unit (a plural noun) before "is"
    rf"|\s+[a-z]+s(?=\s+is\b)"
    # "… divided by six point two seconds per step leaves room for five": its unit
    rf"|\s+[a-z]+s\s+per\s+[a-z]+(?=\s+(?:gives|makes|comes\s+to|leaves)\b))?"
    rf"\s*(?:and\s+)?(?:(?:which|that|this)"
    # ", and that sum is zero"
    rf"(?:\s+(?:sum|total|product|result|difference|value))?(?:\s+here)?"
    rf"\s+(?:is|was|gives|equals|makes"
    rf"|comes\s+to|leaves|works\s+out\s+to|adds\s+up\s+to|sums\s+to|totals)"
    rf"(?:\s+us)?(?:\s+with)?|that(?:'s|’s)|or"
    rf"|giving(?:\s+us)?|gives|leaves(?:\s+us)?(?:\s+with|\s+room\s+for)?"
    rf"|equals?|makes|comes\s+to|is|would\s+be|(?:(?:so|and)\s+)?(?:we|you)\s+get|to\s+get"
    # "… point five plus point two, so the weights average point seven"
    rf"|(?<=,\s)so\s+(?:the|its|their)\s+[a-z-]+\s+(?:averages?|totals?|sums?\s+to|adds?\s+up\s+to)"
    rf"|for\s+a\s+total\s+of|=|(?<=,\s)so"
    # "540 billion divided by 770 million means the student is about 700 times smaller"
    rf"|means\s+(?:that\s+)?(?:[a-z][\w-]*\s+){{1,4}}?(?:is|are)"
    # "…, and its chance of success comes to one in four": a named result that comes to it
    rf"|(?:its|their|the)\s+(?:[a-z][\w-]*\s+){{1,4}}?{_ARRIVES}"
    # "Three divided by a hundred and fifty puts the bound at point zero two": a quantity the
    # result sets
    rf"|(?:puts|sets|places|brings)\s+(?:the|its|their)\s+(?:[a-z][\w-]*\s+){{0,2}}?[a-z][\w-]*"
    rf"\s+(?:at|to))"
    # (the result named: "… gives a standard error of point two")
    rf"(?:\s+(?:a|an)(?:\s+[a-z][\w-]*){{1,3}}\s+of)?"
    rf"\s+(?:(?:only|just|still|already|exactly|precisely)\s+)?{_HEDGE}?"
    # (or a symbol in math given it: "… to that fourth power gives \(\epsilon_3 = 0.064\)")
    rf"(?:\(\s*\\?[A-Za-z]+(?:_\{{?\w+\}}?)?\s*=\s*)?$",
    re.IGNORECASE,
)
# The next sentence giving the result: "That comes to one point five."
_NEXT_RESULT = re.compile(
    # (after a gerund clause that names the work: "Working out the power and multiplying, …")
    # (or a participle: "Worked out, that comes to about point six six")
    rf"^\W*(?:(?:[a-z]+ing|worked\s+out|computed|calculated|evaluated|multiplied\s+out)\b"
    rf"[^,.;:]{{0,60}},\s*)?"
    # (or a demonstrative and the noun the result is named by: "That divisor is about …")
    rf"(?:so\s+)?(?:(?:(?:that|this|the)\s+(?:sum|total|product|result|difference|"
    rf"value|chance|probability)|(?:that|this)\s+[a-z][a-z-]+(?<!ing)|that|this|which|it"
    rf"|altogether|in\s+total|all\s+together)\s+"
    rf"(?:(?:all\s+)?(?:comes?\s+to|is|gives(?:\s+us)?|equals|makes|adds\s+up\s+to|totals?"
    rf"|sums\s+to|works\s+out\s+to|leaves(?:\s+us\s+with)?))|that(?:'s|’s)|we\s+get"
    # a named result arriving at its value: "Dividing through, the break-even rank comes to"
    rf"|(?:the|its|their)\s+(?:[a-z][\w-]*\s+){{1,3}}?{_ARRIVES}"
    # a gerund naming the work as the subject: "Multiplying out and adding gives 7.2"
    rf"|(?<![\w,])[a-z]+ing\b[^,.;:]{{0,50}}?\s+(?:gives|yields|leaves))"
    rf"\s+(?:(?:only|just|still|already|exactly|precisely)\s+)?{_HEDGE}?"
    # "That leaves about a seven point seven percent chance", "… gives a chance of 0.81"
    rf"(?:an?\s+(?:(?:chance|probability|share|fraction)\s+of\s+(?:{_HEDGE})?)?)?"
    # (the value written in math: "That sum equals \(0.5\)")
    rf"(?:\\?\(\s*)?$",
    re.IGNORECASE,
)
# (after the last operand: what the result counts, "…, divided by two, distinct pairs.")
# After the unit, what the count is for, a phrase with no number in it: "… needs thirty-two
# times eighteen forward passes just for the targets. That product is …" (set 228).
_NUMBERLESS_WORD = (
    rf"(?!(?:{'|'.join(sorted(CARDINALS))}|\w+teen|point|each|every|all|both)\b)[a-z][a-z'’-]*"
)
_PURPOSE_TAIL = (
    r"(?:\s+(?:just\s+|only\s+)?(?:for|in|on|at|across|over|during)\s+"
    rf"(?:{_NUMBERLESS_WORD}\s+){{0,3}}{_NUMBERLESS_WORD})?"
)
_END = re.compile(
    rf"^{_SOURCE}(?:\s*,?\s+(?:[a-z][a-z-]*\s+){{0,2}}[a-z][a-z-]*s{_PURPOSE_TAIL})?\s*[.!?;]?\s*$"
)
# A hedged value apposed to the arithmetic: "the log of two, about point six nine".
_APPOSED_RESULT = re.compile(rf"^\s*,\s*{_HEDGE}$", re.IGNORECASE)
# Between the items of a list: "one in five, one in four and one in two".
_LIST_NEXT = re.compile(r"\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+", re.IGNORECASE)


def _evaluate(values: Sequence[Fraction], ops: Sequence[str]) -> Fraction | None:
    """The value with the usual precedence (× and ÷ before + and −); None on ÷ 0."""
    terms: list[Fraction] = [values[0]]
    signs: list[str] = ["+"]
    for op, value in zip(ops, values[1:], strict=True):
        if op in "*/":
            if op == "/" and value == 0:
                return None
            terms[-1] = terms[-1] * value if op == "*" else terms[-1] / value
        else:
            terms.append(value)
            signs.append(op)
    return sum((t if s == "+" else -t for s, t in zip(signs, terms, strict=True)), Fraction(0))


_SHOWN_OPS = {"+": "+", "-": "-", "*": "\\times", "/": "/"}


def _show(operands: Sequence[str], ops: Sequence[str]) -> str:
    out = [operands[0]]
    for op, operand in zip(ops, operands[1:], strict=True):
        out += [_SHOWN_OPS[op], operand]
    return " ".join(out)


@dataclass(frozen=True)
class _Atom:
    """An operand of spoken arithmetic: a number, perhaps raised to a power ("point nine
    squared", "two to the power of three") or its logarithm ("the log of ten");
    ``end`` is where its words end; ``powered``: computed from its words, not said."""

    value: Fraction
    shown: str
    last: Number
    end: int
    unit: str | None
    powered: bool = False
    start: int | None = None  # where its words begin, when before its first number

    @property
    def begins(self) -> int:
        return self.last.start if self.start is None else self.start


_SQUARED = re.compile(r"\s+(?P<word>squared|cubed)\b", re.IGNORECASE)
# "four factorial", "4!": the product of the whole numbers up to it (not "4!=" in a formula,
# nor an exclamation that ends a sentence: "It scored 4! That is …").
_FACTORIAL = re.compile(r"\s+factorial\b|!(?!=)(?!\s*(?:$|[A-Z\"“]))", re.IGNORECASE)
MAX_FACTORIAL = 20
"""The largest whole number whose spoken factorial is worked out (20! is about 2.4e18)."""
# The power said before its base: "Squaring 0.9 gives 0.81", "the cube of point nine is …".
_SQUARING = re.compile(
    r"\b(?:(?P<square>squaring|the\s+square\s+of)|cubing|the\s+cube\s+of)\s+$", re.IGNORECASE
)
# A multiple said before its operand: "Twice one times one half is one" (2 × 1 × 0.5).
_MULTIPLE_BEFORE = re.compile(r"\b(?:(?P<two>twice)|thrice)\s+$", re.IGNORECASE)
_TO_THE_POWER = re.compile(r"\s+(?:raised\s+)?to\s+the\s+power\s+(?:of\s+)?$", re.IGNORECASE)
# "point nine raised to the eighth power": the exponent said as an ordinal.
# ("Raising 0.4 to that fourth power": the power just worked out, named again)
_TO_THE_ORDINAL = re.compile(r"\s+(?:raised\s+)?to\s+(?:the|that|this)\s+$", re.IGNORECASE)
# "… to the eighth power", or "… to the fourth" where no noun follows the ordinal ("to the
# fourth, about point five nine"; not "moves to the fourth slot").
_POWER_WORD = re.compile(
    r"\s+power\b|(?=\s*(?:[,.;:)]|$|\s(?:is|was|gives|equals|comes|makes|leaves|and|or|plus"
    r"|minus|times)\b))",
    re.IGNORECASE,
)


MAX_SPOKEN_POWER = 10_000
"""The largest whole power a spoken base is raised to ("point nine nine nine nine to the power
two thousand", "multiplied by itself a thousand times"); the exact value stays small enough."""

MAX_FRACTIONAL_POWER = 100
"""The largest power that is no whole number a spoken base is raised to ("to the power 1.3")."""

# "x multiplied by itself n times": the power n, as spoken arithmetic means it.
_BY_ITSELF = re.compile(r"\s+(?:multiplied\s+by|times|(?P<by>by))\s+itself\s+$", re.IGNORECASE)
# "we multiply point nine by itself …": the verb before the base that a bare "by itself" needs
_MULTIPLY_BEFORE = re.compile(r"\bmultiply(?:ing)?\s+$", re.IGNORECASE)
_TIMES_AFTER = re.compile(r"\s+times\b", re.IGNORECASE)  # "… a thousand [times]"
# "six multiplied by itself once per agent": the power is the count of agents said before
_ONCE_PER = re.compile(
    r"\s+(?:multiplied\s+by|times|(?P<by>by))\s+itself\s+once\s+"
    r"(?:per|for\s+(?:each|every))\s+(?P<noun>[a-z]+)\b",
    re.IGNORECASE,
)


def _raised_by_itself(m: re.Match[str] | None, text: str, atom: _Atom) -> bool:
    """Whether ``m`` (of :data:`_BY_ITSELF` or :data:`_ONCE_PER`, after ``atom``) raises the
    atom to a power: "multiplied by itself" after it, or "by itself" with "multiply" before."""
    return m is not None and (
        not m.group("by") or _MULTIPLY_BEFORE.search(text, 0, atom.begins) is not None
    )


def _once_per(
    noun: str, earlier: Sequence[Statement], statement: Statement, before: int
) -> int | None:
    """The power of "… multiplied by itself once per agent": the one count of the noun said
    in ``earlier`` or in ``statement`` before ``before`` ("Give each of four agents six
    actions", "three independent flaky tests"), or None when none (or two different ones) is."""
    counts = [
        (n.value, word.lower())
        for s in (*earlier, statement)
        for n in _quantities(s)
        if not (s is statement and n.start >= before)
        and not n.unit
        and n.value.denominator == 1
        and 2 <= n.value <= MAX_SPOKEN_POWER
        and (words := _COUNTED_NOUN.match(s.text, n.end)) is not None
        for word in words.group(0).split()
    ]
    count = _count_of(noun.lower(), counts)
    return None if count is None else int(count)


# The words after a count, up to its noun: "four agents", "three independent flaky tests" (not
# past a preposition: "four steps per agent" counts steps).
_COUNTED_NOUN = re.compile(
    r"(?:\s+(?!(?:per|of|for|in|on|at|by|with|from|to|and|or|each|every)\b)[a-z][a-z-]*){1,4}",
    re.IGNORECASE,
)


def _ordinal_power(statement: Statement, end: int) -> tuple[int, int] | None:
    """The exponent and the end of "… to the eighth power" (or "… to the eighth") said right
    after ``end``."""
    text = statement.text
    for o in statement.numbers:
        if o.role is not NumberRole.ORDINAL or o.start < end:
            continue
        after = _POWER_WORD.match(text, o.end)
        if (
            after is None
            or not _TO_THE_ORDINAL.fullmatch(text[end : o.start])
            or o.value.denominator != 1
            or not 0 <= o.value <= 1000
        ):
            return None
        return int(o.value), after.end()
    return None


# The order of a root said in words: "the cube root of", "the fourth root of", "the
# twenty-third root of" (an ordinal the reader found there; not a square root: "sqrt").
_ROOT_ORDER = r"cube|(?<![\w-])[\w-]+"


# A function of a number said in words: "the log of ten", "the natural log of two", "log
# base two of four" (natural unless a base is named), "the sigmoid of one", "the square root
# of two" (or "the fourth root of 256"), "the exponential of minus one", "e to the minus one";
# its argument is a number or "one over point nine".
_FUNCTION_OF = re.compile(
    r"(?:\b(?:the\s+)?(?:(?:natural\s+)?(?P<log>log(?:arithm)?|ln)"
    r"(?:\s+(?:to\s+)?base\s+(?P<base>two|2|ten|10))?"
    # ("the log-sigmoid of three": the log of the sigmoid, said as one word)
    r"|(?P<logsigmoid>log[-\s]sigmoid)"
    r"|(?<![\w-])(?P<sigmoid>sigmoid|logistic(?:\s+function)?)|(?P<sqrt>square\s+root)"
    rf"|(?P<root>{_ROOT_ORDER})\s+root"
    r"|(?P<exp>exponential|exp))\s+of\s+(?:the\s+)?"
    r"|(?<![\w-])(?P<e>e)\s+(?:raised\s+)?to\s+the\s+(?:power\s+(?:of\s+)?)?)$",
    re.IGNORECASE,
)
_OF_BEFORE = re.compile(
    r"\b(?:log(?:arithm)?|ln|sigmoid|logistic(?:\s+function)?|square\s+root|exponential|exp"
    rf"|(?:{_ROOT_ORDER})\s+root)\s+of\s+(?:the\s+)?$",
    re.IGNORECASE,
)
# "the negative log of point five": the function's value negated ("minus" is an operator,
# except where nothing stands before it to subtract from: "and minus the natural log of point
# two is about one point six one", "the loss would be minus the log of point nine", "That
# pair costs minus the log of point one": after a verb of value nothing is subtracted from).
_NEGATIVE_BEFORE = re.compile(
    r"(?:\bnegative|(?:^|[,;:]|\b(?:and|is|are|was|be|equals|gives|so|then|but|costs?"
    r"|comes\s+to|came\s+to|adds|contributes|pays|incurs|yields|becomes|becoming|remains"
    r"|stays|totals|means|weighs|gets|scores|earns|reaches))\s*minus)"
    r"\s+(?:the\s+)?$",
    re.IGNORECASE,
)
# "twice the log of …", "half the square root of …": a multiple of a function's value (a
# number said "times" before it is a chain's operand: "point two times the log of …").
_MULTIPLIED_BEFORE = re.compile(
    r"\b(?:twice|double|triple|thrice|half)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
# The words of an operation said between two numbers.
_OPERATOR_WORD = r"plus|minus|times|multiplied\s+by|divided\s+by|over"
_ARGUMENT_OPERATOR = re.compile(rf"\s+(?P<op>{_OPERATOR_WORD})\s+(?:the\s+)?$", re.IGNORECASE)
_COMMA_BEFORE = re.compile(r"^\s*,\s*")
_LOG_BASES = {"two": 2, "2": 2, "ten": 10, "10": 10}


def _root_order(m: re.Match[str], ordinals: Sequence[Number]) -> int | None:
    """The order of the root :data:`_FUNCTION_OF` matched: three for "cube", else the
    ordinal the reader found right there ("fourth", "twenty-third", "5th"); None for none or
    one below three (a "second root" is no way to say a square root)."""
    if m.group("root").casefold() == "cube":
        return 3
    start, end = m.span("root")
    said = next((o for o in ordinals if (o.start, o.end) == (start, end)), None)
    if said is None or said.value < 3 or said.value.denominator != 1:
        return None
    return int(said.value)


def _function_of(
    text: str,
    numbers: Sequence[Number],
    i: int,
    *,
    wide: bool = False,
    ordinals: Sequence[Number] = (),
) -> tuple[_Atom, int] | None:
    """The atom of "the log of <number>" (or of "<a> over <b>", or of any arithmetic said
    after it), "the sigmoid of …", "the square root of …", "e to the …" starting at
    ``numbers[i]``, and the index of its last number; None if no function is said.
    ``wide``: its argument runs on past a comma before an operator too; ``ordinals``: the
    sentence's ordinals, one of which gives a root its order ("the fourth root of")."""
    n = numbers[i]
    m = _FUNCTION_OF.search(text, max(0, n.start - 40), n.start)
    if m is None or n.unit or _OF_BEFORE.search(text, 0, m.start()):
        return None  # ("the log of the sigmoid of …": a function of a function, not read)
    sign = -1 if _NEGATIVE_BEFORE.search(text, max(0, m.start() - 20), m.start()) else 1
    if _MULTIPLIED_BEFORE.search(text, max(0, m.start() - 20), m.start()):
        return None  # ("twice the log-sigmoid of one": a multiple of the function, not read)
    # Its argument is all the arithmetic said after "of" without a comma ("the square root
    # of point six times point four over two hundred" is √(0.6 × 0.4 / 200)), as "over"
    # divides by all that follows it when said.
    values, shown_parts, ops, last = [n.value], [_text(n.value)], [], i
    while last + 1 < len(numbers):
        nxt = numbers[last + 1]
        gap = text[numbers[last].end : nxt.start]
        op = _ARGUMENT_OPERATOR.fullmatch(_COMMA_BEFORE.sub(" ", gap, 1) if wide else gap)
        if op is None or nxt.unit:
            break
        after = numbers[last + 2] if last + 2 < len(numbers) else None
        if (
            op.group("op").lower() in {"plus", "minus"}
            and after is not None
            and _FUNCTION_OF.search(text, max(nxt.end, after.start - 40), after.start)
        ):
            # "… the log of 1.6 plus 0.2 times the log of 0.4": a sum of terms, each with
            # its own function; the first argument ends before the "plus".
            break
        ops.append(_SYMBOL[op.group("op").split()[0].lower()])
        values.append(nxt.value)
        shown_parts.append(_text(nxt.value))
        last += 1
    evaluated = _evaluate(values, ops)
    if evaluated is None:
        return None
    argument, shown = evaluated, _show(shown_parts, ops)
    x = float(argument)
    if m.group("log"):
        if argument <= 0:
            return None
        base = _LOG_BASES.get((m.group("base") or "").lower())
        value = math.log(x) / math.log(base) if base else math.log(x)
        name = f"\\log_{{{base}}}" if base else "\\ln"
    elif m.group("sigmoid"):
        if abs(x) > 700:
            return None
        value, name = 1 / (1 + math.exp(-x)), "\\sigma"
    elif m.group("logsigmoid"):
        if abs(x) > 700:
            return None
        value, name = -math.log1p(math.exp(-x)), "\\log\\sigma"
    elif m.group("sqrt"):
        if argument < 0:
            return None
        value, name = math.sqrt(x), "\\sqrt"
    elif m.group("root"):
        order = _root_order(m, ordinals)
        if argument < 0 or order is None:
            return None
        value, name = x ** (1 / order), ""
        shown = f"({shown})^{{1/{order}}}"  # "the fourth root of 256": (256)^{1/4}
    else:  # the exponential, said either way
        if x > 700:
            return None
        value, name = math.exp(x), "\\exp"
    end = numbers[last]
    shown = f"{'-' if sign < 0 else ''}{f'{name}({shown})' if name else shown}"
    atom = _Atom(Fraction(sign * value), shown, end, end.end, None, True, m.start())
    return atom, last


# A share said "one in twenty" that arithmetic acts on: raised, multiplied, divided …
_SHARE_OPERATED_ON = re.compile(
    r"\s+(?:(?:raised\s+)?to\s+the|squared|cubed|times|multiplied|divided|plus|minus|over)\b",
    re.IGNORECASE,
)
_SHARE_OPERAND_AFTER = re.compile(rf"\b(?:{_OPERATOR_WORD}|rais(?:e|es|ed|ing))\s+$", re.IGNORECASE)


def _written_operand(text: str, numbers: Sequence[Number], i: int) -> tuple[Number, int] | None:
    """The inline formula that ``numbers[i]`` opens, when it is a closed arithmetic
    expression and no equation ("Multiplying 5 by \\(0.9^{20}\\) gives about 0.68"), as one
    quantity: its ``text`` the formula, its value the formula's (by :mod:`generator.mathexpr`),
    its span the formula's; with the index of the formula's last number."""
    n = numbers[i]
    span = _math_span_at(text, n.start)
    if span is None or text[span.start("body") : n.start].strip():
        return None
    try:
        chain = mathexpr.parse_chain(span.group("body"))
    except mathexpr.MathError:
        return None
    term = chain.terms[-1]
    if term is None:
        return None
    if len(chain.terms) == 1:
        if not mathexpr.has_arithmetic(term) or mathexpr.names_in(term):
            return None
    elif mathexpr.has_arithmetic(term) or mathexpr.names_in(term):
        # ("Dividing \(2 \times 0.95 = 1.9\) by 0.0025 gives …": an equation that ends in
        # its value is that value; the equation itself is checked on its own)
        return None
    try:
        value = mathexpr.evaluate(term)
    except mathexpr.MathError:
        return None
    j = i
    while j + 1 < len(numbers) and numbers[j + 1].start < span.end():
        j += 1
    body = span.group("body").strip()
    if len(chain.terms) > 1:
        body = re.split(r"=|\\approx|≈", body)[-1].strip()  # (the value an equation ends in)
    shown = body if re.fullmatch(r"[\d.]+(?:\^\{?[\d.]+\}?)?", body) else f"({body})"
    exact = value if isinstance(value, Fraction) else Fraction(value)
    return Number(shown, exact, span.start(), span.end(), NumberRole.QUANTITY), j


def _with_written_operands(text: str, numbers: Sequence[Number]) -> list[Number]:
    """``numbers`` with each inline formula that is a closed arithmetic expression read as
    one quantity (see :func:`_written_operand`)."""
    out: list[Number] = []
    i = 0
    while i < len(numbers):
        written = _written_operand(text, numbers, i)
        if written is None:
            out.append(numbers[i])
            i += 1
            continue
        out.append(written[0])
        i = written[1] + 1
    return out


def _atoms(
    statement: Statement, *, wide: bool = False, earlier: Sequence[Statement] = ()
) -> list[_Atom]:
    """The operands of a sentence's spoken arithmetic, in order; ``wide``: a function's
    argument runs on past a comma (:func:`_function_of`); ``earlier``: the sentences said
    just before it, where a count it raises a base to may be said (:data:`_ONCE_PER`)."""
    text = statement.text
    numbers = _operands(statement)
    ordinals = [n for n in statement.numbers if n.role is NumberRole.ORDINAL]
    atoms: list[_Atom] = []
    i = 0
    while i < len(numbers):
        n = numbers[i]
        function = _function_of(text, numbers, i, wide=wide, ordinals=ordinals)
        if function is not None:
            atoms.append(function[0])
            i = function[1] + 1
            continue
        atom = _Atom(n.value, _text(n.value), n, n.end, n.unit)
        whole = _out_of(n, statement)
        if (
            whole is not None
            and i + 1 < len(numbers)
            and numbers[i + 1] is whole
            and (
                _SHARE_OPERATED_ON.match(text, whole.end)
                or _SHARE_OPERAND_AFTER.search(text, 0, n.start)
            )
        ):
            # "raise one in twenty to the third power": the share 1/20 is the operand (said as
            # a result, "… is one in a hundred million", it is read as such elsewhere)
            share = n.value / whole.value
            atom = _Atom(share, _text(share), whole, whole.end, None, start=n.start)
            i += 1
            n = whole
        before = _SQUARING.search(text, max(0, n.start - 20), n.start)
        if before is not None and n.unit is None:
            power = 2 if before.group("square") else 3
            atom = _Atom(
                n.value**power, f"{atom.shown}^{power}", n, n.end, None, True, before.start()
            )
        multiple = _MULTIPLE_BEFORE.search(text, max(0, n.start - 10), n.start)
        if multiple is not None and before is None and atom.start is None:
            factor = 2 if multiple.group("two") else 3
            atom = replace(
                atom,
                value=factor * atom.value,
                shown=f"{factor} \\times {atom.shown}",
                powered=True,
                start=multiple.start(),
            )
        while True:
            m = _SQUARED.match(text, atom.end)
            nxt = numbers[i + 1] if i + 1 < len(numbers) else None
            ordinal = _ordinal_power(statement, atom.end)
            power_end: int | None = None
            if m:
                power = 2 if m.group("word").lower() == "squared" else 3
            elif ordinal is not None:
                power, power_end = ordinal
            elif (
                nxt is not None
                and _TO_THE_POWER.fullmatch(text[atom.end : nxt.start])
                and nxt.value.denominator == 1
                and 0 <= nxt.value <= MAX_SPOKEN_POWER
            ):
                power, i = int(nxt.value), i + 1
            elif (
                nxt is not None
                and _raised_by_itself(_BY_ITSELF.fullmatch(text[atom.end : nxt.start]), text, atom)
                and (times := _TIMES_AFTER.match(text, nxt.end)) is not None
                and nxt.value.denominator == 1
                and 1 <= nxt.value <= MAX_SPOKEN_POWER
            ):
                # "point nine nine nine multiplied by itself a thousand times"
                power, power_end, i = int(nxt.value), times.end(), i + 1
            elif (
                _raised_by_itself(once := _ONCE_PER.match(text, atom.end), text, atom)
                and once is not None
                and atom.unit is None
                and (count := _once_per(once.group("noun"), earlier, statement, atom.begins))
                is not None
            ):
                # "six multiplied by itself once per agent", four agents said before
                power, power_end = count, once.end()
            elif (
                (bang := _FACTORIAL.match(text, atom.end)) is not None
                and atom.unit is None
                and atom.value.denominator == 1
                and 0 <= atom.value <= MAX_FACTORIAL
            ):
                # "four factorial is twenty-four", "4! = 24": the product 1 × 2 × … × n
                atom = _Atom(
                    Fraction(math.factorial(int(atom.value))),
                    f"{atom.shown}!",
                    atom.last,
                    bang.end(),
                    None,
                    powered=True,
                    start=atom.begins,
                )
                continue
            elif (
                nxt is not None
                and _TO_THE_POWER.fullmatch(text[atom.end : nxt.start])
                and 0 < nxt.value <= MAX_FRACTIONAL_POWER
                and nxt.value.denominator != 1
                and atom.value > 0
                and atom.unit is None
            ):
                # "one half to the power one tenth": a root; "Raising 7.39 to the power 1.3":
                # a power between whole ones; its value a float's
                atom = _Atom(
                    Fraction(float(atom.value) ** float(nxt.value)),
                    f"{atom.shown}^{{{_text(nxt.value)}}}",
                    nxt,
                    nxt.end,
                    None,
                    powered=True,
                    start=atom.begins,
                )
                i += 1
                continue
            else:
                break
            atom = _Atom(
                atom.value**power,
                _raised(atom.shown, power) if atom.unit is None else atom.shown,
                numbers[i],
                m.end() if m else power_end if power_end is not None else numbers[i].end,
                atom.unit,
                powered=True,
                # its words begin at the base ("one minus [point nine five to the power of
                # twenty]"), not at the exponent it now ends with
                start=atom.begins,
            )
        atoms.append(atom)
        i += 1
    return atoms


def _grouped(
    values: Sequence[Fraction], shown: Sequence[str], ops: Sequence[str], split: int | None
) -> tuple[Fraction | None, str]:
    """The value and the expression of a chain, split in two operands at ``ops[split]``
    ("A − B, divided by C − D"), or read with the usual precedence when ``split`` is None."""
    if split is None or split >= len(ops):
        return _evaluate(values, ops), _show(shown, ops)
    left = _evaluate(values[: split + 1], ops[:split])
    right = _evaluate(values[split + 1 :], ops[split + 1 :])
    parts = []
    for part, part_ops in (
        (shown[: split + 1], ops[:split]),
        (shown[split + 1 :], ops[split + 1 :]),
    ):
        text = _show(part, part_ops)
        parts.append(f"({text})" if part_ops else text)
    expression = f"{parts[0]} {_SHOWN_OPS[ops[split]]} {parts[1]}"
    if left is None or right is None:
        return None, expression
    return _evaluate([left, right], [ops[split]]), expression


_COMMA_ONLY = re.compile(r"\s*,\s*")
_SAID_MINUS = re.compile(r"minus\b", re.IGNORECASE)


def _minus_in_a_chain(text: str, atoms: Sequence[_Atom], j: int) -> bool:
    """Is the next atom a number said "minus …" after a comma, between two operands of a
    chain ("A, minus B, plus C")? Then its sign is the chain's operator. (Without an
    operator after it, "1, minus 1 and 0" is a list of values.)"""
    if j + 2 >= len(atoms) or atoms[j].unit:
        return False
    a, b, c = atoms[j], atoms[j + 1], atoms[j + 2]
    return (
        _COMMA_ONLY.fullmatch(text[a.end : b.begins]) is not None
        and _SAID_MINUS.match(b.last.text) is not None
        and b.value < 0
        and _OPERATOR.fullmatch(text[b.end : c.begins]) is not None
    )


def _spoken(statements: Sequence[Statement]) -> Iterator[_Found]:
    for index, statement in enumerate(statements):
        earlier = statements[max(0, index - 2) : index]
        found = [
            _in_points(f)
            for f in _spoken_chains(statements, index, _atoms(statement, earlier=earlier))
        ]
        if any(not _agrees(f) for f in found):
            # "the square root of one half times one half, divided by four hundred": where a
            # pause closes a function's argument, speech leaves its scope open. A result the
            # narrow reading misses but the wide one (√(0.25 / 400)) gives is read that way.
            # (neither agreeing, the reading nearer the value stated: a slip lands near it)
            wide = {
                (f.statements[-1].id, f.stated.start): f
                for f in _spoken_chains(
                    statements, index, _atoms(statement, wide=True, earlier=earlier)
                )
            }
            found = [
                f if _agrees(f) else _nearer(f, wide.get((f.statements[-1].id, f.stated.start)))
                for f in found
            ]
            # "one over one minus point seven, so roughly three": "over" said before a sum
            # divides by all of it, as it is heard (1 / (1 − 0.7)), when that is nearer; so
            # does "times" ("two, times one minus point five, which is one": 2 × (1 − 0.5))
            found = [f if _agrees(f) else _nearer(f, _over_all_that_follows(f)) for f in found]
            found = [
                f if _agrees(f) else _nearer(f, _over_all_that_follows(f, _TIMES_A_SUM))
                for f in found
            ]
        yield from found


_OVER_A_SUM = re.compile(r"(?P<num>[^/]+?) (?P<op>/) (?P<den>[^/]*? [-+] [^/]*)")
_TIMES_A_SUM = re.compile(
    r"(?P<num>(?:(?!\\times)[^/+-])+?) (?P<op>\\times) (?P<den>(?:(?!\\times)[^/])*? [-+] "
    r"(?:(?!\\times)[^/])*)"
)


def _over_all_that_follows(found: _Found, shape: re.Pattern[str] = _OVER_A_SUM) -> _Found | None:
    """``found`` with its one division (or, with ``_TIMES_A_SUM``, its one product) taking
    all the terms after it as its operand, or None when its expression has no such operator
    before a sum or a difference."""
    m = shape.fullmatch(found.expression)
    if m is None:
        return None
    expression = f"{m.group('num')} {m.group('op')} ({m.group('den')})"
    try:
        (node,) = mathexpr.parse_chain(expression.replace("\\times", "*")).terms
        value = Fraction(mathexpr.evaluate(node)) if node is not None else None
    except (mathexpr.MathError, OverflowError, ValueError):
        return None
    return None if value is None else replace(found, expression=expression, computed=value)


def _nearer(found: _Found, other: _Found | None) -> _Found:
    """``other`` when it agrees or lies nearer the value stated (by ratio), else ``found``."""
    if other is None:
        return found
    if _agrees(other):
        return other
    if other.computed == 0 or found.computed == 0:
        return found

    def off(f: _Found) -> float:
        ratio = abs(float(f.stated.value / f.computed)) if f.stated.value else 0.0
        return max(ratio, 1 / ratio) if ratio else math.inf

    return other if off(other) < off(found) else found


def _in_points(found: _Found) -> _Found:
    """A fraction said in (percentage) points: "the square root of point seven times point
    three over five hundred. That comes to about two points." (0.0205, 2.05 points): read in
    points when that is nearer the value stated."""
    said = found.statements[-1].text
    if (
        _agrees(found)
        or not 0 < abs(found.computed) < 1
        or not _POINTS_AFTER.match(said, found.stated.end)
    ):
        return found
    points = replace(
        found,
        expression=f"({found.expression}) \\times 100",
        computed=found.computed * 100,
        steps=(*found.steps, "a share in points is the fraction times 100"),
    )
    # (a slip in points is shown in points: "about five points" against 2.05)
    closer = abs(points.computed - found.stated.value) < abs(found.computed - found.stated.value)
    return points if closer else found


def _agrees(found: _Found) -> bool:
    """Does the stated result agree with the computed one, within the tolerance its digits
    and hedge imply (as :func:`_example` judges it)?"""
    return abs(found.computed - found.stated.value) <= _full_tolerance(found)


# Before the second operand of an instruction said in words: "Divide six by …", "Subtracting
# one from …", "Adding one to …"
_INSTRUCTION_OPERAND = re.compile(
    r"\b(?:(?:multiply(?:ing)?|divid(?:e|ing))\b[^.;:,]*\bby|subtract(?:ing)?\b[^.;:,]*\bfrom"
    r"|add(?:ing)?\b(?!\s+up\b)[^.;:,]*\bto)\s+$",
    re.IGNORECASE,
)


_SCALES_BY = re.compile(
    r"\b(?:multipl(?:ies|ied)|divid(?:es|ed)|scales?|scaled)\s+(?:this|that|it|them)\s+by\s+$",
    re.IGNORECASE,
)
_WHOLE_RESULT = re.compile(
    r"\s*,\s*(?:giving|to\s+give|which\s+gives|yielding|leaving|for)\b", re.IGNORECASE
)


# A chain scaled as a whole after its last operand: "four times three, halved, is six",
# "… plus two, then doubled, gives …".
_CHAIN_SCALED = re.compile(
    r"\s*,?\s*(?:and\s+)?(?:then\s+)?(?P<verb>halved|doubled|tripled)\b\s*"
    r"(?=,|\s+(?:is|gives|makes|comes|which|that|leaves|equals|to\s+get|and)\b)",
    re.IGNORECASE,
)
_CHAIN_FACTORS = {"halv": Fraction(1, 2), "doub": Fraction(2), "trip": Fraction(3)}


# An operator word opening and one ending the gap between two numbers ("one, plus nothing
# from middle, plus point three"): the chain after it continues a sum whose term between
# was not read as a number.
_TERM_OPERATOR_END = re.compile(r"\b(?:plus|minus|times|over|divided\s+by|multiplied\s+by)\s+$")
# (or a term that takes a part of a value named, not said: "point nine of the old value plus
# a tenth of one hundred gives ten point nine")
_TERM_OPERATOR_START = re.compile(
    r"\s*,?\s*(?:plus|minus|times|over|divided\s+by|multiplied\s+by"
    r"|of\s+(?:the|its|their|this|that|our)\s)"
)


# A symbol named in words right after a chain's last number (its coefficient: "two epsilon")
# or before its first with an operator between ("epsilon over one …").
_SYMBOL_NAMES = (
    r"(?:alpha|beta|gamma|delta|epsilon|zeta|eta|theta|kappa|lambda|mu|nu|xi|pi|rho|sigma|"
    r"tau|phi|chi|psi|omega)"
)
_NAMED_SYMBOL_AFTER = re.compile(rf"\s+{_SYMBOL_NAMES}\b", re.IGNORECASE)
_NAMED_SYMBOL_BEFORE = re.compile(
    # (not "times": "sigma times the square root of two, about one point four one sigma" is
    # the chain's value in units of the symbol)
    rf"\b{_SYMBOL_NAMES}\s+(?:over|plus|minus|divided\s+by)\s+$",
    re.IGNORECASE,
)


def _spoken_chains(
    statements: Sequence[Statement], index: int, atoms: Sequence[_Atom]
) -> Iterator[_Found]:
    """The chains of spoken arithmetic of ``statements[index]`` ("point nine times two,
    which is one point eight"), each with the result said after it there or opening the
    next sentence."""
    statement = statements[index]
    text = statement.text
    # The chains before, in this sentence, with no result of their own said after them: a
    # sentence of several ("96% of 500 … and 12% of 400 …") and the next one's list of
    # results ("That is 480 … and 48 …") pair in order.
    pending: list[tuple[Fraction, str]] = []
    i = 0
    while i < len(atoms):
        if _INSTRUCTION_OPERAND.search(text, 0, atoms[i].begins):
            # "Divide six by the square root of four to get three": the chain is an
            # instruction's second operand (see _verbal), not the whole arithmetic
            i += 1
            continue
        if _SCALES_BY.search(text, 0, atoms[i].begins) and _WHOLE_RESULT.match(text, atoms[i].end):
            # "… multiplies this by the square root of two, giving about point zero two": the
            # result of the whole operation, whose other operand is no number here (set 342;
            # "multiplies minus ten by point nine squared, which is point eight one" names
            # the factor's value)
            i += 1
            continue
        if (
            i > 0
            and _TERM_OPERATOR_START.match(text, atoms[i - 1].end, atoms[i].begins)
            and _TERM_OPERATOR_END.search(text, atoms[i - 1].end, atoms[i].begins)
        ):
            # "point five times one, plus nothing from middle, plus point three times two,
            # which makes one point one": a term read as no number broke the sum; what
            # follows it is only its tail
            i += 1
            continue
        values, shown = [atoms[i].value], [atoms[i].shown]
        ops: list[str] = []
        j = i
        percent_of: set[int] = set()  # percentages taken "of" the next number
        # "seventy-six percent times point eight": a percentage scaled, still in percent.
        in_percent = False
        weights = False  # percentages read as fractions of one ("… plus thirty percent times")
        # "A minus B, divided by C minus D": a comma before × or ÷ after a sum closes
        # the sum, and the chain after it is the other operand ((A − B) / (C − D)).
        split: int | None = None
        while j + 1 < len(atoms):
            a, b = atoms[j], atoms[j + 1]
            gap = text[a.end : b.begins]
            m = _OPERATOR.fullmatch(gap)
            if m and "," in gap and not in_percent and ops:
                if split is not None:
                    break
                if _SYMBOL[m.group("op").split()[0].lower()] in "*/" and any(
                    op in "+-" for op in ops
                ):
                    split = len(ops)
            scaled = (
                _OPERATOR.fullmatch(_PERCENT_WORD.sub("", gap, 1))
                if j == i and a.unit == "percent" and not a.powered and not b.unit
                else None
            )
            if scaled is not None and scaled.group("op").split()[0].lower() in _SCALING:
                ops.append(_SYMBOL[scaled.group("op").split()[0].lower()])
                in_percent = True
            elif m and not a.unit:
                ops.append(_SYMBOL[m.group("op").split()[0].lower()])
            elif (
                weights
                and a.unit == "percent"
                and not a.powered
                and not b.unit
                and (weighs := _OPERATOR.fullmatch(_PERCENT_WORD.sub("", gap, 1))) is not None
                and _SYMBOL[weighs.group("op").split()[0].lower()] == "*"
            ):
                # "… plus thirty percent times zero": the next weight of the sum
                values[-1], shown[-1] = a.value / 100, _text(a.value / 100)
                ops.append("*")
                percent_of.add(j)
            elif _minus_in_a_chain(text, atoms, j):
                # "Point zero seven, minus point zero seven, plus point one one": the
                # "minus" the reader gave the number is the chain's subtraction
                ops.append("-")
                values.append(-b.value)
                shown.append(_text(-b.value))
                j += 1
                continue
            elif _FRACTION_OF.fullmatch(gap) and _FRACTION_WORD.search(a.last.text):
                ops.append("*")
            elif _PERCENT_OF.fullmatch(gap) and a.unit == "percent" and not a.powered:
                # "twenty percent of fifty": a fraction of one times the number
                values[-1], shown[-1] = a.value / 100, _text(a.value / 100)
                ops.append("*")
                percent_of.add(j)
            else:
                break
            if in_percent and len(ops) == 2 and ops[-1] in "+-" and b.unit == "percent":
                # "seventy percent times one plus thirty percent times zero": not a
                # percentage scaled but a sum of terms weighted by fractions of one
                in_percent, weights = False, True
                values[0], shown[0] = atoms[i].value / 100, _text(atoms[i].value / 100)
                percent_of.add(i)
            elif in_percent and (b.unit or ops[-1] not in "*/"):
                in_percent = False
                ops.pop()
                break
            values.append(b.value)
            shown.append(b.shown)
            j += 1
        arithmetic = bool(ops) or atoms[i].powered
        units = [
            a
            for k, a in enumerate(atoms[i : j + 1], i)
            if a.unit and k not in percent_of and not (in_percent and k == i)
        ]
        if not arithmetic or units:
            i = j + 1
            continue
        last = atoms[j]
        if _NAMED_SYMBOL_AFTER.match(text, last.end) or _NAMED_SYMBOL_BEFORE.search(
            text, 0, atoms[i].begins
        ):
            # "epsilon over one minus two epsilon, which is point one two five": the numbers
            # are a formula's constants and coefficients, the symbol's value unsaid here
            i = j + 1
            continue
        after = atoms[j + 1].last if j + 1 < len(atoms) else None
        computed, expression = _grouped(values, shown, ops, split)
        found: _Found | None = None
        # A "result" that starts more arithmetic ("which gives 1.68 plus 1.8, or 3.48")
        # is a step of a longer chain: the chain from it is checked on its own.
        continued = j + 2 < len(atoms) and bool(
            _OPERATOR.fullmatch(text[atoms[j + 1].end : atoms[j + 2].begins])
        )
        gap_end = last.end
        scaled_by = _CHAIN_SCALED.match(text, last.end) if computed is not None else None
        if scaled_by is not None and computed is not None and not in_percent:
            # "four times three, halved, is six": the whole chain halved (doubled)
            factor = _CHAIN_FACTORS[scaled_by.group("verb").lower()[:4]]
            computed *= factor
            expression = (
                f"({expression}) / 2" if factor < 1 else f"({expression}) \\times {int(factor)}"
            )
            gap_end = scaled_by.end()
        if computed is not None and after is not None and not continued:
            if (
                after.role is NumberRole.QUANTITY
                and not atoms[j + 1].powered
                # (a percentage scaled may be said in points: "forty percent times point
                # three five, which is fourteen points")
                and (
                    not in_percent
                    or after.unit == "percent"
                    or (after.unit is None and _POINTS_AFTER.match(text, after.end) is not None)
                )
                and (
                    _RESULT.fullmatch(text[gap_end : after.start])
                    or (
                        _APPOSED_RESULT.fullmatch(text[gap_end : after.start])
                        # "rates of one in five, one in four and one in two": a list's items
                        and not (
                            j + 2 < len(atoms)
                            and _LIST_NEXT.fullmatch(text, atoms[j + 1].end, atoms[j + 2].begins)
                        )
                    )
                )
            ):
                percent = (
                    after.unit == "percent"
                    and not in_percent
                    and _a_fraction_in_percent(computed, after.value)
                )
                found = _Found(
                    (statement,),
                    f"({expression}) \\times 100" if percent else expression,
                    computed * (100 if percent else 1),
                    after,
                    _hedged(text, after),
                    ("a percentage is the fraction times 100",) if percent else (),
                )
        elif computed is not None and _END.fullmatch(text[gap_end:]):
            nxt = statements[index + 1] if index + 1 < len(statements) else None
            result = _next_result(nxt, "percent" if in_percent else None) if nxt else None
            if nxt is not None and result is not None and _another_operation(nxt, result, ops):
                result = None
            if nxt is not None and result is not None and pending:
                results = _listed_results(nxt, result)
                if len(results) == len(pending) + 1:
                    # one result for each chain, in order; a count that differs pairs none
                    # ("… That is 528 refusals in all": a sum of the chains, or another thing)
                    for (value, shown_as), said in zip(
                        [*pending, (computed, expression)], results, strict=True
                    ):
                        yield _Found(
                            (statement, nxt), shown_as, value, said, _hedged(nxt.text, said)
                        )
                i = j + 1
                continue
            if nxt is not None and result is not None:
                found = _Found(
                    (statement, nxt), expression, computed, result, _hedged(nxt.text, result)
                )
            elif nxt is not None and not in_percent and 0 <= computed <= 1:
                # "… is point nine raised to the power four. That comes to about sixty-six
                # percent.": a chance said as a percentage
                result = _next_result(nxt, "percent")
                if result is not None and not _another_operation(nxt, result, ops):
                    found = _Found(
                        (statement, nxt),
                        f"({expression}) \\times 100",
                        computed * 100,
                        result,
                        _hedged(nxt.text, result),
                        ("a percentage is the fraction times 100",),
                    )
        if found is not None and computed and found.hedged and not _agrees(found):
            # operands said rounded before ("about point six nine") move the result as much
            moved = _rounded_inputs(statements, index, values, shown, ops, split)
            found = replace(found, slack=found.slack + moved * abs(found.computed / computed))
        if found is not None and not _agrees(found) and split is None:
            yield from _last_term_then_total(statement, atoms, j, values, shown, ops, found)
        elif found is not None:
            yield found
        elif computed is not None and not continued:
            pending.append((computed, expression))
        i = j + 1


def _rounded_inputs(
    statements: Sequence[Statement],
    index: int,
    values: Sequence[Fraction],
    shown: Sequence[str],
    ops: Sequence[str],
    split: int | None,
) -> Fraction:
    """How far a chain's value moves when the operands the sentences just before said as
    rounded results ("its loss is about point six nine") are off by half a unit of their last
    digit: "point seven times point six nine, plus point two times one point two, plus point
    one times one point six one. Adding those three terms gives roughly point eight nine"
    (0.884 from the rounded logs, 0.887 from the exact ones; set 231)."""
    said = {
        abs(q.value)
        for s in statements[max(0, index - 3) : index + 1]
        for q in _quantities(s)
        if _hedged(s.text, q)
    }
    base, _ = _grouped(values, shown, ops, split)
    if base is None:
        return Fraction(0)
    slack = Fraction(0)
    for k, value in enumerate(values):
        half = _half_unit(abs(value))
        if not half or abs(value) not in said:
            continue
        moved = [*values[:k], value + half, *values[k + 1 :]]
        result, _ = _grouped(moved, shown, ops, split)
        if result is not None:
            slack += abs(result - base)
    return slack


def _last_term_then_total(
    statement: Statement,
    atoms: Sequence[_Atom],
    j: int,
    values: Sequence[Fraction],
    shown: Sequence[str],
    ops: Sequence[str],
    found: _Found,
) -> Iterator[_Found]:
    """A chain's result that is the value of its last product, the whole told after it: "…
    point four two, plus point four times point three, which is point one two, for a total of
    point five four" (0.4 × 0.3, then 0.42 + 0.4 × 0.3). Read so only when a second result
    follows and one of the two readings agrees (so a slip in either is a ✗ with the right
    values); else ``found`` as it is."""
    text = statement.text
    cut = max((k for k, op in enumerate(ops) if op in "+-"), default=None)
    total = atoms[j + 2] if j + 2 < len(atoms) else None
    if (
        cut is None
        or cut + 1 == len(ops)  # the last term is one number, no product of its own
        or total is None
        or total.unit
        or not _RESULT.fullmatch(text[found.stated.end : total.begins])
    ):
        yield found
        return
    value = _evaluate(values[cut + 1 :], ops[cut + 1 :])
    whole = _Found(
        (statement,), found.expression, found.computed, total.last, _hedged(text, total.last)
    )
    if value is None:
        yield found
        return
    term = replace(found, expression=_show(shown[cut + 1 :], ops[cut + 1 :]), computed=value)
    if not _agrees(term) and not _agrees(whole):
        yield found  # neither reading holds: the chain's own result, as it is read
        return
    yield term  # the last product's value, right or wrong, when one of the two agrees
    yield whole


# An operator written as a symbol between two numbers: "That sum is 2 + 0 + 5, or 7."
_SYMBOL_BETWEEN = re.compile(r"\s*[-+×*/−·]\s*")


# Between two results a sentence lists: "That is 480 correct refusals and 48 unnecessary ones."
_RESULT_LIST_GAP = re.compile(r"[^\d.;:!?()]*?(?:,\s*(?:and\s+)?|\s+and\s+)", re.IGNORECASE)


def _listed_results(statement: Statement, first: Number) -> list[Number]:
    """``first`` (see :func:`_next_result`) and the quantities the sentence lists after it,
    in its unit, each joined to the one before by "and" or a comma."""
    text = statement.text
    after = [n for n in _quantities(statement) if n.start > first.start]
    out = [first]
    for number in after:
        if number.unit != first.unit or not _RESULT_LIST_GAP.fullmatch(
            text, out[-1].end, number.start
        ):
            break
        out.append(number)
    return out


# A gerund opening a sentence that names the operation it works ("Adding the two factors
# together gives …"), and the operator it stands for ("" for one that reworks a single value).
_GERUND_OPERATION = re.compile(
    r"^\W*(?:(?:so|then|and)\s+)?(?P<verb>adding|summing|totalling|totaling|combining|"
    r"subtracting|multiplying|dividing|doubling|halving|tripling|squaring|cubing)\b",
    re.IGNORECASE,
)
_GERUND_OPERATOR = {
    "adding": "+",
    "summing": "+",
    "totalling": "+",
    "totaling": "+",
    "combining": "+",
    "subtracting": "-",
    "multiplying": "*",
    "dividing": "/",
}


def _another_operation(statement: Statement, result: Number, ops: Sequence[str]) -> bool:
    """Does the sentence that states ``result`` name an operation the chain before it does
    not hold ("… eight times four thousand and ninety-six weights. Adding the two factors
    together gives sixty-five thousand …": a sum of that product and another)? Its result is
    then no value of the chain."""
    m = _GERUND_OPERATION.match(statement.text, 0, result.start)
    if m is None:
        return False
    operator = _GERUND_OPERATOR.get(m.group("verb").lower())
    return operator is None or operator not in ops  # (doubling, squaring …: never the chain's)


# A power said right after a number: "five to the fourth", "point nine squared".
_RAISED_AFTER = re.compile(
    r"\s+(?:squared|cubed|(?:raised\s+)?to\s+the\s+(?:power\s+(?:of\s+)?)?[a-z0-9-]+(?:\s+power)?)",
    re.IGNORECASE,
)


def _next_result(statement: Statement, unit: str | None = None) -> Number | None:
    """The number a sentence like "That comes to one point five." opens with, in ``unit``
    (past a count of things the sentence names: "Adding the two products gives 5.2")."""
    text = statement.text
    quantities = [n for n in _quantities(statement) if not _counts_named_things(text, n)]
    if not quantities or quantities[0].unit != unit:
        return None
    number = quantities[0]  # "That sum comes to 0.96, better than one guess."
    if not _NEXT_RESULT.fullmatch(text[: number.start]):
        return None
    power = _RAISED_AFTER.match(text, number.end)
    if power is not None:
        # "That is five to the fourth, or six hundred and twenty-five": the number is a base
        # (set 248); the result is the one restated after the power, if any
        after = quantities[1] if len(quantities) > 1 else None
        if after is not None and after.unit == unit:
            gap = text[power.end() : after.start]
            if _RESTATED.fullmatch(gap):
                return after
        return None
    # "That is point two four over point four eight, or exactly one half": the number opens
    # more arithmetic, and the result is the one said after it.
    k = 0
    while k + 1 < len(quantities) and (
        _OPERATOR.fullmatch(gap := text[quantities[k].end : quantities[k + 1].start])
        or _SYMBOL_BETWEEN.fullmatch(gap)
    ):
        k += 1
    if k == 0:
        return number
    if k + 1 < len(quantities) and quantities[k + 1].unit == unit:
        gap = text[quantities[k].end : quantities[k + 1].start]
        if _RESULT.fullmatch(gap) or _APPOSED_RESULT.fullmatch(gap):
            return quantities[k + 1]
    return None


# --- arithmetic told as an instruction ------------------------------------------------------

# Words between an instruction's verb and its number: "the baseline of", "the rewards".
_FILLER = (
    # (a modifier after the article: "the twenty extra positions by the original two hundred")
    r"(?:\s+(?:(?:the|a|an|its|their|our|these|those)(?:\s+(?:original|extra|initial|same|"
    r"new|old|other|remaining|total|full))?|(?:[\w'’-]+\s+)?[\w'’-]+\s+of|[\w'’-]+\s+is|"
    r"(?:[\w'’-]+\s+)?[\w'’-]+s)){0,3}"
)
_VERBAL = re.compile(
    # (a verb of the third person too, "it multiplies …"; not after a determiner, where
    # "averages" is a noun, nor "sums": "the sums 12 to 21")
    rf"(?<!\bthe\s)(?<!\bits\s)(?<!\btheir\s)(?<!\bthese\s)(?<!\bthose\s)"
    rf"\b(?P<verb>multipl(?:y|ies|ying)|divid(?:e|es|ing)|add(?:s|ing)?(?:\s+up)?"
    rf"|subtract(?:s|ing)?|sum(?:ming)?(?:\s+up)?|averag(?:e|es|ing))"
    rf"{_FILLER}\s*$",
    re.IGNORECASE,
)
# An instruction said in words, its operands restated in numbers after a comma: "Divide the
# success probability by the number of steps left, point six by ten, and you get …".
_VERBAL_RESTATED = re.compile(
    r"(?:^|[,;:]\s+|\band\s+)(?P<verb>multiply(?:ing)?|divid(?:e|ing))\s+(?:the|a|an|its|their|our)"
    r"\s+[^.;:,\d]{1,60}?\s+by\s+[^.;:,\d]{1,60}?,\s*$",
    re.IGNORECASE,
)
# The word that joins an instruction's two operands ("Averaging twenty and twenty-five gives
# …": their mean).
_JOINED_BY = {
    "multiply": "(?:by|with|and)",
    "divide": "by",
    "add": "(?:and|to)",
    "subtract": "from",
    "average": "and",
}
_VERBAL_JOIN = {
    key: re.compile(rf"^{_FILLER}?\s+{word}\s*{_FILLER}\s*$", re.IGNORECASE)
    for key, word in _JOINED_BY.items()
}
# The result after the operands, maybe named ("… by two hundred gives a consistency rate of
# seventy-seven percent").
_VERBAL_RESULT = re.compile(
    # (after the second operand its unit, perhaps a rate: "by fifty gigabytes per second gives")
    rf"^(?:\s+[\w'’-]+(?:\s+per\s+[a-z]+)?)?\s*,?\s*(?:(?:and\s+)?(?:to\s+get|get|gives?|"
    rf"giving|yields?|leaves|"
    # ("Add seventy, twenty, six and two and you reach ninety-nine")
    rf"results?\s+in|(?:and\s+)?(?:we|you)\s+(?:get|reach|arrive\s+at|end\s+up\s+(?:with|at))"
    rf"|which\s+(?:is|gives)|=)"
    # "Dividing 190 by 200, the grader reports a mean reward of 0.95": what a clause's subject
    # reports after the operation said as a gerund
    rf"|(?:and\s+)?(?:the|its|our|their|a|an|each|every)\s+[\w-]+(?:\s+[\w-]+)?\s+"
    rf"(?:reports?|shows?|returns?|records?|computes?|outputs?|assigns?"
    # "Multiply 25 samples by 1,000 prompts, and a single evaluation needs 25,000": what
    # the clause's subject needs, takes or costs, once the instruction has said the work
    rf"|needs?|takes?|costs?|requires?|uses?|holds?"
    # "Subtracting 52.4 from 58.1, the recipe is worth 5.7 points": what the clause's subject
    # is (worth), once the gerund has said the operation
    rf"|(?:is|are|comes\s+to|comes\s+out\s+(?:at|to|as))(?:\s+worth)?)"
    # "Dividing a hundred by point four, you need to draw two hundred and fifty", "…, we
    # should expect to draw about twelve"
    rf"|(?:we|you)\s+(?:(?:should|would|will|can|could|might|must)\s+)?(?:need|get|have|expect)"
    rf"(?:\s+to\s+[a-z]+)?"
    # "Subtracting eight from twelve, robot A's difference reward is four", "Dividing twenty
    # thousand by fifty, each cluster is owed five hundred": after the gerund's clause, any
    # short subject and a verb of being or getting
    rf"|(?<=,\s)[A-Za-z][\w'’-]*(?:\s+[A-Za-z][\w'’-]*){{0,5}}\s+(?:(?:is|are|was|were)"
    rf"(?:\s+(?:worth|owed|left\s+with))?|comes\s+to|comes\s+out\s+(?:at|to|as)|gets|receives"
    # "Dividing point six by the square root of nine, the spread … falls to about point two"
    rf"|earns|(?:falls|drops|shrinks|rises|grows|climbs)\s+to))"
    # "… gives correctness a Shapley value of …": one word may name what it is given to
    rf"(?:(?:\s+[a-z][\w-]*)?\s+(?:a|an)(?:\s+[a-z][\w-]*){{1,2}}\s+of|\s+(?:those|these|the))?"
    rf"\s+{_HEDGE}?$",
    re.IGNORECASE,
)


# A result written as an equation that names it: "Dividing 1 by 0.05 gives \\( \\mu = 25 \\)"
# (the reader's text keeps the parentheses of inline math, not their backslashes).
_NAMED_IN_MATH = re.compile(
    r"\s*\\?\(\s*\\?[A-Za-z]+(?:_\{?\\?[\w,]+\}?)?(?:\([^()]{0,12}\))?\s*(?:=|\\approx)\s*$"
)


def _verbal_result(between: str) -> bool:
    """Do the words between an operation's last operand and a number say that the number
    is its result (:data:`_VERBAL_RESULT`), the result perhaps named in an equation?"""
    named = _NAMED_IN_MATH.search(between)
    if named is not None:
        between = between[: named.start()] + " "
    return _VERBAL_RESULT.fullmatch(between) is not None


def _verbal_sum(statement: Statement, numbers: Sequence[Number]) -> Iterator[_Found]:
    """ "Summing 1, 2 and 3 gives 6", "adding up the rewards 1, 0 and 2 gives 3", "They are
    about 1.111, 1.25 and 5, summing to 7.361"."""
    text = statement.text
    for i, first in enumerate(numbers):
        if first.group is None or (i and numbers[i - 1].group == first.group):
            continue
        m = _VERBAL.search(text, 0, first.start)
        items = [n for n in numbers if n.group == first.group]
        after = next((n for n in numbers if n.start > items[-1].end), None)
        if after is None or after.role is not NumberRole.QUANTITY or items[0].unit:
            continue
        between = text[items[-1].end : after.start]
        verb = "" if m is None else m.group("verb").lower()
        if verb.startswith(("add", "sum", "averag")):
            if not _verbal_result(between):
                continue
        elif not (_SUMMING_TO.fullmatch(between) and not after.unit):
            continue
        total = sum((n.value for n in items), Fraction(0))
        shown = " + ".join(_text(n.value) for n in items)
        if verb.startswith("averag"):  # "Averaging 1, 2 and 3 gives 2": their mean
            if any(n.unit != after.unit for n in items):
                continue
            total, shown = total / len(items), f"({shown}) / {len(items)}"
        hedged = _hedged(text, after)
        items_hedged = _HEDGED.search(text, 0, first.start) is not None
        relation = "mean" if verb.startswith("averag") else "sum"
        slack = _summed_rounding(relation, items) if hedged or items_hedged else Fraction(0)
        found = _Found((statement,), shown, total, after, hedged, slack=slack)
        if m is None and items_hedged and not _agrees(found):
            # "They are about 0.667, 0.667 …, summing to 1.333": rounded items may sum to
            # a hair off the total worked from the exact ones; only agreement is read
            continue
        yield found


# The elision of a progression's middle terms before its last: "1, 2, 4, …, 128", "one, two,
# three and so on up to ten".
_ELIDED = re.compile(
    r"\s*,?\s*(?:…|\.\.\.|\\[lc]?dots|(?:and\s+)?so\s+on)(?:\s+(?:up\s+)?to)?\s*,?\s*$",
    re.IGNORECASE,
)
# What such a progression's terms do together: "… together cover 256 rounds", "…, which sum
# to …", "… add up to …".
_TERMS_TOGETHER = re.compile(
    rf"(?:\s+[a-z][\w-]*){{0,2}}?\s+together\s+(?:make\s+up|come\s+to|[a-z]+)\s+{_HEDGE}?$",
    re.IGNORECASE,
)
MAX_PROGRESSION_TERMS = 1000
"""The most terms a progression said with its middle elided may have to be summed."""


def _progression_terms(items: Sequence[Fraction], last: Fraction) -> list[Fraction] | None:
    """Every term of the arithmetic or geometric progression that ``items`` start and
    ``last`` ends (None when the items make neither, or ``last`` is not a later term)."""
    if len(items) < 3 or last <= items[-1]:
        return None
    step = items[1] - items[0]
    if step > 0 and all(b - a == step for a, b in itertools.pairwise(items)):
        count = (last - items[0]) / step
        if count.denominator == 1 and count < MAX_PROGRESSION_TERMS:
            return [items[0] + k * step for k in range(int(count) + 1)]
        return None
    if items[0] <= 0:
        return None
    ratio = items[1] / items[0]
    if ratio <= 1 or any(b != a * ratio for a, b in itertools.pairwise(items)):
        return None
    terms = [items[0]]
    while terms[-1] < last and len(terms) < MAX_PROGRESSION_TERMS:
        terms.append(terms[-1] * ratio)
    return terms if terms[-1] == last else None


def _progression_sum(statement: Statement, numbers: Sequence[Number]) -> Iterator[_Found]:
    """ "Epochs of lengths 1, 2, 4, …, 128 together cover 256 rounds", "one, two, three and so
    on up to ten, which sum to fifty-five": a progression's first terms, its last after an
    elision, and their total."""
    text = statement.text
    for i, first in enumerate(numbers):
        if first.group is None or (i and numbers[i - 1].group == first.group):
            continue
        items = [n for n in numbers if n.group == first.group]
        later = [n for n in numbers if n.start >= items[-1].end]
        if len(later) < 2 or any(n.unit for n in (*items, *later[:2])):
            continue
        last, total = later[0], later[1]
        if total.role is not NumberRole.QUANTITY or not _ELIDED.fullmatch(
            text[items[-1].end : last.start]
        ):
            continue
        between = text[last.end : total.start]
        if not (_SUMMING_TO.fullmatch(between) or _TERMS_TOGETHER.fullmatch(between)):
            continue
        terms = _progression_terms([n.value for n in items], last.value)
        if terms is None:
            continue
        shown = " + ".join(_text(n.value) for n in items) + f" + … + {_text(last.value)}"
        steps = (f"{len(terms)} terms: {' + '.join(_text(v) for v in terms)}",)
        yield _Found(
            (statement,), shown, sum(terms, Fraction(0)), total, _hedged(text, total), steps
        )


# A list's total said right after it: "1.111, 1.25 and 5, summing to 7.361", "…, which add up
# to …", "…, for a total of …".
_SUMMING_TO = re.compile(
    rf"\s*,?\s*(?:(?:which|that)\s+)?(?:sum(?:s|ming)?\s+to|add(?:s|ing)?\s+(?:up\s+)?to|"
    rf"total(?:s|ling|ing)?|for\s+a\s+total\s+of)\s+{_HEDGE}?",
    re.IGNORECASE,
)


# "Multiplying the two gives …", "Adding these two, we get …": the two numbers just stated.
_THE_TWO = re.compile(
    r"^\W*(?:(?P<verb>multiply(?:ing)?|add(?:ing)?|divid(?:e|ing)|averag(?:e|ing))\s+"
    r"(?:the|these|those|both|them)(?:\s+two)?(?:\s+numbers|\s+values|\s+figures)?"
    # "Subtract one from the other, and each rollout sheds …": the larger less the smaller
    r"|(?P<subtract>subtract(?:ing)?)\s+(?:one|the\s+smaller)\s+from\s+the\s+(?:other|larger)"
    # "Subtract the first rate from the second": the later less the earlier
    r"|(?P<in_order>subtract(?:ing)?)\s+the\s+first(?:\s+[a-z]+)?\s+from\s+the\s+second"
    r"(?:\s+[a-z]+)?)"
    r"\s*,?\s*(?:and\s+)?"
    r"(?:(?:(?:we|you)\s+get|gives?|giving|yields?|makes?|comes?\s+to)"
    # (the result named: "Averaging them gives a regret of …")
    r"(?:\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?[\w-]+\s+of)?"
    # "Subtracting the first from the second, that is a gain of …"
    r"|(?:that|this|it)\s+(?:is|comes\s+to|makes)"
    r"(?:\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?[\w-]+\s+of)?"
    r"|(?:a|an|the|one|each|every)\s+\w+"
    r"(?:\s+\w+){0,3}?\s+(?:need|get|is|has|hold|take|use|[a-z]+s)"
    # "…, the step learns from about twenty-five point six": a preposition after the verb
    r"(?:\s+(?:from|on|with|over|across|in|for|to|at|worth))?)\s+"
    rf"(?:{_HEDGE}\s*)?$",
    re.IGNORECASE,
)


# "Dividing the first shift by the second makes the grasp error fifty times as costly",
# "Multiply the first by the second and you get …": the two numbers just stated, in order.
_FIRST_BY_SECOND = re.compile(
    r"^\W*(?P<verb>multiply(?:ing)?|divid(?:e|ing))\s+the\s+(?P<order>first|second)(?:\s+[a-z]+)?"
    r"\s+by\s+the\s+(?!(?P=order)\b)(?:first|second)(?:\s+[a-z]+)?\s*,?\s*(?:and\s+)?"
    # ("and the ratio is ten": the result named and said)
    r"(?:(?:(?:we|you)\s+get|gives?|giving|yields?|makes?|comes?\s+to"
    r"|(?:the|its)\s+(?:ratio|product|quotient|result)\s+is)"
    # (the result may follow what it measures: "makes the grasp error fifty times …")
    r"(?:\s+(?:the|a|an|its|their|that|this)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+)?"
    # "…, perfect ordering cuts the work by a factor of about 4,500": a clause of its own
    # whose verb changes something by a factor
    r"|(?:(?:the|a|an|its|their|this|that)\s+)?[\w-]+(?:\s+[\w-]+){0,2}?\s+[a-z]+s"
    r"(?:\s+(?:the|its|their)\s+[\w-]+)?\s+by\s+a\s+factor\s+of)"
    rf"\s+(?:{_HEDGE}\s*)?$",
    re.IGNORECASE,
)


# "The average of those two is 7.5", "Those two drops add to 35": the two numbers just stated,
# named together as a noun.
_THE_TWO_TOGETHER = re.compile(
    r"^\W*(?:(?:the\s+)?(?P<noun>average|mean|sum|total|product)\s+of\s+"
    r"(?:the|these|those|both)(?:\s+two)?(?:\s+[a-z]+)?\s*,?\s+"
    r"(?:is|comes\s+to|equals|works\s+out\s+to)"
    r"|(?:the|these|those)\s+two(?:\s+[a-z]+)?\s+(?:together\s+)?"
    r"(?P<together>add\s+(?:up\s+)?to|sum\s+to|average\s+(?:out\s+)?to|average))"
    rf"\s+(?:{_HEDGE}\s*)?$",
    re.IGNORECASE,
)


# "The product is \\(\\frac{1}{8}\\)" opening a sentence: of the two chances said just before.
_THE_PRODUCT = re.compile(
    rf"^\W*the\s+(?P<noun>product)\s+(?:is|comes\s+to|equals|works\s+out\s+to)\s+(?:{_HEDGE}\s*)?"
    r"(?:\\?\(\s*)?$",
    re.IGNORECASE,
)


def _a_fraction_in_percent(computed: Fraction, stated: Fraction) -> bool:
    """Is a result of plain numbers, said as a percentage, a fraction to scale by 100? Not
    when it is above one and so read is the nearer to what is said: "one hundred minus five,
    or ninety-five percent", "Subtracting forty from sixty leaves twenty percent" (the
    operands are counts of percent already, said as plain numbers)."""
    return computed <= 1 or abs(computed * 100 - stated) < abs(computed - stated)


def _combine(
    key: str, x: Fraction, y: Fraction, y_shown: str | None = None, x_shown: str | None = None
) -> tuple[Fraction, str] | None:
    """Two numbers combined as an instruction in words says, with the expression shown:
    ``multiply`` x·y, ``divide`` x/y (None for y = 0), ``add`` x + y, ``subtract`` y − x
    ("subtracting x from y"); ``x_shown``, ``y_shown``: how each is shown, when not as its
    value."""
    a = _text(x) if x_shown is None else x_shown
    b = _text(y) if y_shown is None else y_shown
    if key == "multiply":
        return x * y, f"{a} \\times {b}"
    if key == "divide":
        return None if y == 0 else (x / y, f"{a} / {b}")
    if key == "add":
        return x + y, f"{a} + {b}"
    if key == "average":
        return (x + y) / 2, f"({a} + {b}) / 2"
    return y - x, f"{b} - {a}"


def _under_function(
    said: re.Match[str] | None, value: Fraction, shown: str
) -> tuple[Fraction, str] | None:
    """``value`` under the function said before it ("the square root of", "the log of"), with
    how it is shown; as it is with none said; None where the function is undefined."""
    if said is None:
        return value, shown
    if said.group("sqrt"):
        return (Fraction(math.sqrt(value)), f"\\sqrt{{{shown}}}") if value >= 0 else None
    return (Fraction(math.log(value)), f"\\ln {shown}") if value > 0 else None


def _led_to(statement: Statement, phrase: re.Pattern[str]) -> tuple[Number, re.Match[str]] | None:
    """The first quantity of ``statement`` that ``phrase`` (anchored at the sentence's start)
    leads up to, with the phrase's match: "Multiplying the two, a single update needs [1024]"
    ("the two" itself, "one truck" are on the way)."""
    text = statement.text
    return next(
        ((q, m) for q in _quantities(statement) if (m := phrase.match(text[: q.start]))), None
    )


def _the_two(statements: Sequence[Statement], index: int) -> _Found | None:
    """ "A batch holds 64 prompts and each gets a group of 16. Multiplying the two, a single
    update needs 1024 responses.": the two quantities of the sentence before, combined."""
    statement = statements[index]
    text = statement.text
    said_before = _quantities(statements[index - 1]) if index else []
    before = [n for n in said_before if not n.unit]
    found = _led_to(statement, _THE_TWO) or _led_to(statement, _THE_TWO_TOGETHER)
    if index and found is not None and sum(a.powered for a in _atoms(statements[index - 1])) >= 2:
        return None  # "… point five squared, and … point five squared": the powers (_combined)
    if found is None and (ordered := _led_to(statement, _FIRST_BY_SECOND)) is not None:
        return _first_by_second(statements[:index], statement, *ordered) if index else None
    if found is None and len(before) >= 2:
        found = _led_to(statement, _THE_PRODUCT)
        # "… which happens with probability ½, and the second … with probability ¼. The
        # product is ⅛": the two chances of the sentence before (its other numbers, "in
        # exactly 2 steps", are no chances)
        before = [n for n in before if 0 < n.value < 1]
        if found is not None and not 0 < found[0].value < 1:
            return None
    if (
        found is not None
        and not before
        and found[0].value < 1
        and len(said_before) == 2
        and all(n.unit == "percent" for n in said_before)
    ):
        # "… right forty percent of the time, and … ninety percent. Subtract the first rate
        # from the second and the tool is worth point five": two percentages read as rates
        before = [replace(n, value=n.value / 100, unit=None) for n in said_before]
    elif (
        found is not None
        and len(before) != 2
        and len(said_before) == 2
        and {n.unit for n in said_before} <= {"percent", None}
        and found[0].value >= 1
    ):
        # "The baseline scores 52.4 percent, and the full recipe scores 58.1. Subtracting the
        # first from the second, the recipe is worth 5.7 points": two percentages (the second
        # leaves its unit unsaid), compared in points
        before = [replace(n, unit=None) for n in said_before]
    if len(before) != 2 or found is None or found[0].unit:
        return None
    stated, m = found
    x, y = before[0].value, before[1].value
    if m.re is _THE_TWO_TOGETHER or m.re is _THE_PRODUCT:
        word = (m.group("noun") or m.group("together")).lower()
        combined = _combine(
            "average"
            if word.startswith(("average", "mean"))
            else "multiply"
            if word == "product"
            else "add",
            x,
            y,
        )
    elif m.group("subtract"):
        combined = _combine("subtract", min(x, y), max(x, y))
    elif m.group("in_order"):
        combined = _combine("subtract", x, y)
    else:
        verb = m.group("verb").lower()
        key = (
            "multiply"
            if verb.startswith("multipl")
            else "add"
            if verb.startswith("add")
            else "average"
            if verb.startswith("averag")
            else "divide"
        )
        combined = _combine(key, x, y)
    if combined is None:
        return None
    computed, shown = combined
    used = (statements[index - 1], statement)
    return _Found(used, shown, computed, stated, _hedged(text, stated))


def _first_by_second(
    earlier: Sequence[Statement], statement: Statement, stated: Number, m: re.Match[str]
) -> _Found | None:
    """ "… shifts the value by two and a half units in a grasp state and by point zero five
    units in free space. Dividing the first shift by the second makes the grasp error fifty
    times as costly": the first of the two quantities said before over (or times) the second.
    With more than two said ("an error of point one shifts …"), the last two are the pair
    meant when their result agrees; a disagreeing reading of a guessed pair is no example.
    Two sentences that each state one quantity outside their math ("That is 810,000
    positions. Under perfect ordering, alpha-beta needs \\(30^2 + 30^2 - 1\\), or 1,799, of
    them. Dividing the first count by the second, …") are the pair when the sentence before
    holds no other pair."""
    if stated.unit:
        return None
    before = earlier[-1]
    used: tuple[Statement, ...] = (before, statement)
    said = [n for n in _quantities(before) if not n.unit]
    if len(said) != 2 and len(earlier) >= 2:
        plain = [[n for n in _prose_quantities(s) if not n.unit] for s in earlier[-2:]]
        if all(len(p) == 1 for p in plain):
            said, used = plain[0] + plain[1], (earlier[-2], before, statement)
    if len(said) < 2:
        return None
    key = "multiply" if m.group("verb").lower().startswith("multipl") else "divide"
    # ("Divide the second by the first": the later value over the earlier)
    first, second = said[-2], said[-1]
    if m.group("order").lower() == "second":
        first, second = second, first
    combined = _combine(key, first.value, second.value)
    if combined is None:
        return None
    found = _Found(used, combined[1], combined[0], stated, _hedged(statement.text, stated))
    return found if len(said) == 2 or _agrees(found) else None


def _prose_quantities(statement: Statement) -> list[Number]:
    """The quantities of ``statement`` outside its inline math (what a sentence states in
    words, not the numbers of its formulas)."""
    spans = [m.span() for m in _MATH_SPAN.finditer(statement.text)]
    return [n for n in _quantities(statement) if not any(a <= n.start < b for a, b in spans)]


def _math_span_at(text: str, position: int) -> re.Match[str] | None:
    """The inline formula of ``text`` that holds ``position``, if any."""
    return next((m for m in _MATH_SPAN.finditer(text) if m.start() < position < m.end()), None)


# "Add those four rewards and you get 0.9", "Summing them gives 3": the list said just before.
_ADD_THOSE = re.compile(
    # (after a clause of its own: "They sum to point seven, and averaging over the four …")
    r"^\W*(?:(?:[^.;:]|(?<=\d)\.(?=\d))*?,\s+(?:and\s+|so\s+)?)?"
    r"(?:add(?:ing)?|sum(?:ming)?|(?P<mean>averag(?:e|ing)))\s+(?:up\s+)?"
    r"(?:(?:over|across)\s+)?(?:them|these|those|the)"
    r"(?:\s+(?P<count>[\w-]+))?(?:\s+[a-z-]+)?(?:\s+up)?\s*,?\s*(?:and\s+)?"
    # "Adding them up and dividing by three gives": their mean
    r"(?:(?P<divided>divid(?:e|ing)\s+by\s+[\w-]+)\s*,?\s*(?:and\s+)?)?"
    rf"(?:(?:we|you)\s+get|gives?|giving|yields?|to\s+get|comes?\s+to)"
    # (the result named: "gives a mean of", "gives a Brier score of")
    rf"(?:\s+(?:a|an|the)\s+(?:[\w-]+\s+){{0,2}}?(?:mean|average|total|sum|score|value)"
    rf"(?:\s+[a-z-]+)?\s+of)?\s+{_HEDGE}?$",
    re.IGNORECASE,
)


def _sum_of_the_list_before(statements: Sequence[Statement], index: int) -> _Found | None:
    """ "The per-token rewards are point two, point three, minus point one and point five. Add
    those four rewards and you get point nine.": the sum of the list the sentence before ends
    with (of three or more values; as many as a count said with "those")."""
    if index == 0:
        return None
    statement = statements[index]
    text = statement.text
    found = _led_to(statement, _ADD_THOSE)
    if found is None:
        return None
    stated, m = found
    before = _quantities(statements[index - 1])
    groups = [n.group for n in before if n.group is not None]
    if not groups:
        return None
    items = [n for n in before if n.group == groups[-1]]
    said = [n for n in _quantities(statement) if n.end <= m.end()]
    if len(items) < 3 or (said and said[-1].value != len(items)):
        return None
    total = sum((n.value for n in items), Fraction(0))
    shown = " + ".join(_text(n.value) for n in items)
    if m.group("mean") or m.group("divided"):  # "Averaging the four gives 69%": of one unit
        if any(n.unit != stated.unit for n in items):
            return None
        total, shown = total / len(items), f"({shown}) / {len(items)}"
    elif stated.unit or any(n.unit for n in items):
        return None
    return _Found((statements[index - 1], statement), shown, total, stated, _hedged(text, stated))


# A power said after the second operand of an instruction: "… by point four squared"
_SQUARED_AFTER = re.compile(r"\s+(squared|cubed)\b", re.IGNORECASE)
# A function said before an operand of an instruction: "… by the square root of", "Dividing
# the log of …" (natural, as "the log of" is elsewhere)
_OPERAND_FUNCTION = re.compile(
    r"\s+the\s+(?:(?P<sqrt>square\s+root)|(?P<log>(?:natural\s+)?log(?:arithm)?))\s+of\s*$",
    re.IGNORECASE,
)


def _operation(verbal: re.Match[str]) -> str:
    """The operation an instruction's verb (a match of ``_VERBAL``) names: ``multiply``,
    ``divide``, ``add``, ``subtract`` or ``average``."""
    verb = verbal.group("verb").lower()
    key = next(
        k for k in ("multipl", "divid", "add", "subtract", "sum", "averag") if verb.startswith(k)
    )
    return {"multipl": "multiply", "divid": "divide", "sum": "add", "averag": "average"}.get(
        key, key
    )


# A relative clause right after an operand under a function: it gives that operand's value.
_WHICH_IS_AFTER = re.compile(r"\s*,\s*which\s+is\s+", re.IGNORECASE)


def _verbal(statements: Sequence[Statement]) -> Iterator[_Found]:
    """ "Multiply 0.9 by 0.9 to get 0.81", "Subtracting the baseline of 4 from 6 gives 2"."""
    for index, statement in enumerate(statements):
        text = statement.text
        numbers = _operands(statement)
        yield from _verbal_sum(statement, numbers)
        yield from _progression_sum(statement, numbers)
        both = _the_two(statements, index)
        if both is not None:
            yield both
        listed = _sum_of_the_list_before(statements, index)
        if listed is not None:
            yield listed
        # ("Multiplying 5 by \\(0.9^{20}\\) gives about 0.61": a formula is one operand)
        operands = _with_written_operands(text, numbers)
        written = {n.start for n in operands} - {n.start for n in numbers}
        for k, (a, b) in enumerate(itertools.pairwise(operands)):
            if a.group is not None and a.group == b.group:
                continue  # a list: summed by _verbal_sum
            # the result: the next quantity ("…, and a single evaluation needs 25,000": a
            # count word of the subject between)
            c = next((n for n in operands[k + 2 :] if n.role is NumberRole.QUANTITY), None)
            m = _VERBAL.search(text, 0, a.start) or _VERBAL_RESTATED.search(text, 0, a.start)
            if m is None:
                continue
            # "… divide 1,000 by 3.05. The result is about 328": an operation that ends its
            # sentence, its result opening the next one
            carried = c is None and index + 1 < len(statements)
            if c is None:
                after = _quantities(statements[index + 1]) if carried else []
                if not after or not _NEXT_RESULT.match(
                    statements[index + 1].text[: after[0].start]
                ):
                    continue
                c = after[0]
            key = _operation(m)
            # "Multiply forty percent by a quarter and you get ten points": a percentage
            # scaled by a plain number stays a percentage
            scaled = (key in ("multiply", "divide") and a.unit == "percent" and not b.unit) or (
                key == "multiply" and b.unit == "percent" and not a.unit
            )
            if (a.unit or b.unit) and not scaled:
                continue
            join = text[percent_end(text, a.end) : b.start]  # (past "percent")
            # "Dividing point four eight by the square root of five hundred and twelve",
            # "dividing the log of point zero five by the log of point nine nine"
            root = _OPERAND_FUNCTION.search(join)
            if root is not None:
                join = join[: root.start()]
            if not _VERBAL_JOIN[key].fullmatch(join):
                continue
            first = _under_function(
                _OPERAND_FUNCTION.search(text, m.end("verb"), a.start),
                a.value,
                a.text if a.start in written else _text(a.value),
            )
            if first is None:
                continue
            # "… by point four squared gives": the operand's power
            power = _SQUARED_AFTER.match(text, b.end)
            end = power.end() if power is not None else b.end
            exponent = 1 if power is None else 2 if power.group(1).lower() == "squared" else 3
            base = b.text if b.start in written else _text(b.value)
            said = base if exponent == 1 else f"{base}^{exponent}"
            value = b.value**exponent
            difference = _operand_difference(text, key, operands, k, end) if root is None else None
            if difference is not None:
                # "multiplies point nine by one minus point nine, giving point zero nine": the
                # operand after "by" is the difference (0.9 × (1 − 0.9))
                value, said, end, c = difference
            if carried:
                if not _OPERATION_ENDS.fullmatch(text, end):
                    continue
            elif not _verbal_result(text[end : c.start]):
                continue
            elif root is not None and _WHICH_IS_AFTER.fullmatch(text, end, c.start):
                continue  # "by the square root of four, which is two": the root's value
            said_in = statements[index + 1].text if carried else text
            second = _under_function(root, value, said)
            if second is None:
                continue
            combined = _combine(key, first[0], second[0], second[1], first[1])
            if combined is None:
                continue
            computed, shown = combined
            converted = (
                _in_unit_said(text, (a, b), c, computed)
                if key == "multiply" and not carried
                else None
            )
            if converted is not None:
                # "Multiplying 384 bytes by … 1,000,000 tokens gives about 38.4 MB"
                scale, unit = converted
                by = f"\\times {_text(scale)}" if scale > 1 else f"/ {_text(1 / scale)}"
                computed, shown = computed * scale, f"({shown}) {by} (in {unit})"
            if scaled and c.unit != "percent" and _POINTS_AFTER.match(said_in, c.end) is None:
                # (a percentage scaled, its result said as a plain share: "… you get 0.1")
                if abs(computed / 100 - c.value) < abs(computed - c.value):
                    computed, shown = computed / 100, f"({shown}) / 100"
            elif c.unit == "percent" and not scaled and _a_fraction_in_percent(computed, c.value):
                computed, shown = computed * 100, f"({shown}) \\times 100"
            # (a root or a logarithm is irrational: its value is said rounded, hedged or not)
            rounded = root is not None or first[1] != _text(a.value)
            used = (statement, statements[index + 1]) if carried else (statement,)
            yield _Found(used, shown, computed, c, rounded or _hedged(said_in, c))


# The end of a sentence after an operation's last operand (its result said in the next).
_OPERATION_ENDS = re.compile(r"\s*[.!?]?\s*")


# "… by one minus point nine": a difference (or a sum) as the operand after "by"
_OPERAND_DIFFERENCE = re.compile(r"\s+(?P<op>minus|plus)\s+", re.IGNORECASE)


def _operand_difference(
    text: str, key: str, operands: Sequence[Number], k: int, end: int
) -> tuple[Fraction, str, int, Number] | None:
    """The second operand of a product or a quotient said as a difference or a sum of two
    numbers ("Multiplying point nine by one minus point nine gives …"): its value, how it
    is shown, where it ends and the result said after it; None when the operand after "by"
    (``operands[k + 1]``, ending at ``end``) is one number."""
    if key not in ("multiply", "divide") or k + 3 >= len(operands):
        return None
    b, d = operands[k + 1], operands[k + 2]
    said = _OPERAND_DIFFERENCE.fullmatch(text, end, d.start)
    result = next((n for n in operands[k + 3 :] if n.role is NumberRole.QUANTITY), None)
    if said is None or result is None or b.unit or d.unit or end != b.end:
        return None
    minus = said.group("op").lower() == "minus"
    value = b.value - d.value if minus else b.value + d.value
    shown = f"({_text(b.value)} {'-' if minus else '+'} {_text(d.value)})"
    return value, shown, d.end, result


def _in_unit_said(
    text: str, operands: Sequence[Number], result: Number, computed: Fraction
) -> tuple[Fraction, str] | None:
    """The scale from the unit an operand is said in ("384 bytes") to another unit of the same
    measure that the result is said in ("38.4 MB"), and that unit; None when there is none.
    Bytes may be meant decimal or binary: the size nearer the stated value is taken, or the
    decimal one when neither is within a twentieth of it (a slip)."""
    said = _sized(text, result)
    made = next((m for n in operands if (m := _sized(text, n)) is not None), None)
    if said is None or made is None:
        return None
    scale = scale_between(made[1], said[1], computed, result.value)
    return None if scale is None else (scale, said[0].group("unit"))


# A sentence that says how the value before it was reached: "At step 450 the rate should be
# six tenths of the peak. That figure comes from dividing the six hundred remaining steps by
# the thousand in total."
_EXPLAINED = re.compile(
    r"^\W*(?:that|this|the)\s+(?:figure|number|value|result|share|fraction|ratio|rate|"
    r"estimate|answer)\s+(?:comes\s+from|came\s+from|follows\s+from|is\s+(?:just\s+|simply\s+)?"
    r"what\s+(?:you|we)\s+get\s+(?:by|from|when)|is\s+obtained\s+by)\s",
    re.IGNORECASE,
)


# (operands with the words that say what they count: "the six hundred remaining decay steps by
# the thousand in total")
_NOUNS_JOIN = {
    key: re.compile(rf"^(?:\s+[a-z][\w'’-]*){{0,4}}\s+{word}\s+(?:the\s+|a\s+|an\s+)?$", re.I)
    for key, word in _JOINED_BY.items()
}


def _explained_after(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A value the sentence before stated, worked out by an instruction in words that names
    it back ("That figure comes from dividing the six hundred remaining steps by the
    thousand"): the last quantity of the sentence before against the two operands."""
    for before, statement in itertools.pairwise(statements):
        text = statement.text
        if not _EXPLAINED.match(text):
            continue
        numbers = _operands(statement)
        stated = next(iter(_quantities(before)[-1:]), None)
        if len(numbers) != 2 or stated is None:
            continue
        a, b = numbers
        m = _VERBAL.search(text, 0, a.start)
        if m is None or a.unit or b.unit or stated.unit == "percent":
            continue
        key = _operation(m)
        join = text[a.end : b.start]
        if not (_VERBAL_JOIN[key].fullmatch(join) or _NOUNS_JOIN[key].fullmatch(join)):
            continue
        combined = _combine(key, a.value, b.value)
        if combined is None:
            continue
        computed, shown = combined
        yield _Found((before, statement), shown, computed, stated, _hedged(before.text, stated))


# A result said first, its arithmetic apposed after it to end the sentence: "That share works
# out to one thousand unknown examples, twenty thousand divided by twenty" (set 226).
_APPOSED_AFTER = re.compile(r"(?:\s+[a-z][a-z'’-]*){0,3}\s*,\s*(?:or\s+|that\s+is\s+)?")
# An opening phrase whose preposition takes the number as what the work is done on: "Applied
# to point seven four, that is point five four divided by point six" (the operation gives
# another value), "For 0.74, …", "Starting from 0.74, …".
_INPUT_OPENING = re.compile(
    r"^\W*(?:[a-z]+(?:ed|ing)\s+)?(?:to|for|at|with|from|on|given|under)\s+"
    r"(?:[a-z][a-z'’-]*\s+){0,3}$",
    re.IGNORECASE,
)


def _arithmetic_apposed(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A stated number followed by the one operation of two numbers that gives it, apposed
    at the end of its sentence."""
    for statement in statements:
        text = statement.text
        numbers = _operands(statement)
        for stated, a, b in zip(numbers, numbers[1:], numbers[2:], strict=False):
            if stated.unit or a.unit or b.unit or b is not numbers[-1]:
                continue
            if not _APPOSED_AFTER.fullmatch(text, stated.end, a.start):
                continue
            if _INPUT_OPENING.match(text[: stated.start]):
                continue
            m = _OPERATOR.fullmatch(text, a.end, b.start)
            if m is None or not _END.fullmatch(text[b.end :]):
                continue
            op = _SYMBOL[m.group("op").split()[0].lower()]
            computed = _evaluate([a.value, b.value], [op])
            if computed is None:
                continue
            expression = f"{_text(a.value)} {_SHOWN_OPS[op]} {_text(b.value)}"
            yield _Found((statement,), expression, computed, stated, _hedged(text, stated))


# --- a relation named in words -------------------------------------------------------------

# The verb that links a named relation to its value, and an adverb between them: "The ratio
# is then 1.25".
_RELATION_VERB = r"is|was|comes\s+to|equals|works\s+out\s+to"
_RELATION_ADVERB = r"(?:(?:then|now|therefore|thus|so|here|simply|only|just|merely)\s+)?"
_RELATION = re.compile(
    r"\b(?:(?P<the>the|that|this|their|its|our)|an?)\s+(?:(?:absolute|raw)\s+)?"
    # one noun modifier ("a template gap of seventeen points")
    r"(?:(?!(?:difference|gap|margin|ratio|sum|total|mean|average|product)\b)[a-z]+\s+(?="
    r"(?:difference|gap|margin)\s+of\b))?"
    r"(?P<rel>difference|gap|margin|ratio|sum|total|mean|average|product|"
    r"drop|fall|rise|increase|decrease|decline|jump|improvement)\b"
    r"(?:\s+(?:between|of)\s+(?:them|the\s+two|these|those|the\s+\w+s))?"
    rf"(?P<link>\s*,\s*|\s+(?:{_RELATION_VERB}|of)\s+{_RELATION_ADVERB})"
    rf"{_HEDGE}?",
    re.IGNORECASE,
)
# Two numbers said as a pair in a clause of their own: "at 2.5 and … at 1.5", "from 3 to 5".
_PARALLEL_PAIR = re.compile(
    r"^(?!.*\bor\b).*(?:\b(?:and|while|whereas|versus|vs\.?|against|compared\s+(?:to|with)|but"
    # "agreement was seventy-four percent; on the fresh pool's pairs, it was sixty-one": two
    # clauses a semicolon sets side by side
    r"|to)\b|;)",
    re.IGNORECASE | re.DOTALL,
)
_CONTENT_WORD = re.compile(r"[a-z]{4,}")
_COMMON_WORDS = wordset(
    "that this these those with from into than then there their they have been were which "
    "when what while also only just each some more most much such very about after before "
    "over under same other first second third"
)


def _parallel(a: Statement, b: Statement, least: int = 2) -> bool:
    """Two sentences told in parallel: they share content words ("route", "costs")."""

    def words(s: Statement) -> set[str]:
        return set(_CONTENT_WORD.findall(s.text.lower())) - _COMMON_WORDS

    return len(words(a) & words(b)) >= least


# A change named as a noun ("That drop of fourteen points", "the rise is 3"): the
# difference of the value before and the value after.
_CHANGE_NOUNS = wordset("drop fall rise increase decrease decline jump improvement")
# "fourteen points", "6 percentage points", "half a point": a difference of two percentages.
_POINTS_AFTER = re.compile(r"\s+(?:an?\s+)?(?:(?:percentage|percent)\s+)?points?\b", re.IGNORECASE)


# Two numbers said as a pair: "from 70 to 72", "80 and 78", "0.4 versus 0.6".
_PAIR = re.compile(r"\s+(?:[\w-]+\s+)?(?:and|to|vs\.?|versus|against)\s+", re.IGNORECASE)
# A named result ends its clause, perhaps after a unit: "The gap is three minutes."
_CLAUSE_END = re.compile(
    r"(?:\s+[\w-]+)?\s*(?:[,.;:!?)—–]|$|\s+(?:and|so|which|because|but)\b)", re.IGNORECASE
)
# "the mean of 2, 4 and 9 is 5": the relation over a list said right after it.
_OF_LIST_RESULT = re.compile(
    rf"^\s+(?:is|was|equals|comes\s+to|works\s+out\s+to|gives)\s+{_HEDGE}?$", re.IGNORECASE
)


# Between a number and the value it is worked out to: "point one five squared, which is point
# zero two two five", "three times four, that is twelve".
_WORKED_TO = re.compile(
    rf"^(?:\s+(?:squared|cubed))?\s*,?\s*(?:which|that)\s+(?:is|gives|comes\s+to|makes)\s+"
    rf"{_HEDGE}?$",
    re.IGNORECASE,
)


def _results_only(statement: Statement, numbers: Sequence[Number]) -> list[Number]:
    """``numbers`` without those a sentence works out to another value right after them (the
    result stands for them) and without a count of the things it names ("the two
    numerators"): "the two numerators become point eight five squared, which is point seven
    two two five, and point one five squared, which is point zero two two five" leaves 0.7225
    and 0.0225, what "Their sum" of the next sentence adds."""
    text = statement.text
    return [
        a
        for a, b in itertools.zip_longest(numbers, numbers[1:])
        if a is not None
        and (b is None or not _WORKED_TO.match(text[a.end : b.start]))
        and not _counts_named_things(text, a)
        and not _opening_count(text, a)
        and not _is_index(text, a)
    ]


def _is_index(text: str, number: Number) -> bool:
    """Is ``number`` a whole number right after a noun of a sequence ("at step twelve
    hundred", "time 0"): its index there, not a value (see :data:`_INDEX_BEFORE`)?"""
    return number.value.denominator == 1 and bool(_INDEX_BEFORE.search(text, 0, number.start))


_THE_BEFORE = re.compile(r"\b(?:the|those|these|all|all\s+the|its|their)\s+$", re.IGNORECASE)
_PLURAL_AFTER = re.compile(r"\s+[a-z-]+s\b")


# A count in the phrase that opens a sentence and sets its time: "After two thousand updates it
# scores point seven eight" (the setting, not a value of the measure).
_OPENING_SETTING = re.compile(r"^\W*(?:after|within|over|during|in|for)\s+$", re.IGNORECASE)


def _opening_count(text: str, number: Number) -> bool:
    """Is ``number`` the count of an opening phrase of time (:data:`_OPENING_SETTING`)?"""
    return bool(
        _OPENING_SETTING.match(text[: number.start]) and _PLURAL_AFTER.match(text, number.end)
    )


def _counts_named_things(text: str, number: Number) -> bool:
    """Is ``number`` a count of the things its sentence names ("the two numerators", "the two
    products"), not a value of them?"""
    return bool(_THE_BEFORE.search(text, 0, number.start) and _PLURAL_AFTER.match(text, number.end))


def _relations(statements: Sequence[Statement]) -> Iterator[_Found]:
    for index, statement in enumerate(statements):
        text = statement.text
        quantities = _quantities(statement)
        for m in _RELATION.finditer(text):
            first = _number_at(quantities, m.end())
            # (a difference of percentages may be said in "percentage points")
            if first is None or (first.unit and first.unit != "percentage point"):
                continue
            rel = m.group("rel").lower()
            change = rel in _CHANGE_NOUNS
            if change:
                rel = "difference"
            link = m.group("link").strip().lower()
            items = [n for n in quantities if first.group is not None and n.group == first.group]
            if len(items) == 2 and re.fullmatch(r"\s*,\s*", text[items[0].end : items[1].start]):
                # "The drop is point zero three, three points of accuracy": the value restated
                # in apposition, no list of two
                items = []
            if items:
                # "the mean of 2, 4 and 9 is 5": a list after "of", then its result.
                result = next((n for n in quantities if n.start > items[-1].end), None)
                if (
                    link != "of"
                    or m.group("the") is None
                    or result is None
                    or not _OF_LIST_RESULT.fullmatch(text[items[-1].end : result.start])
                ):
                    continue
                found = _relation(rel, items, result, (statement,))
                if found is not None:
                    expression, computed = found
                    hedged = _hedged(text, result)
                    slack = _summed_rounding(rel, items) if hedged else Fraction(0)
                    yield _Found((statement,), expression, computed, result, hedged, slack=slack)
                continue
            if link == "of" and m.group("the") is not None and not change:
                continue  # "the sum of 3 runs": "of" after "the" names what is summed
            if _OPERATOR_BEFORE.search(text, 0, m.start()):
                continue  # "beta times the margin is two": the margin is an operand
            if _COMPARED_WITH.search(text, 0, m.start()):
                continue  # "100 times as many pulls as a gap of 0.1": a setting compared with
            if _CONDITION_OPENS.search(text, 0, m.start()):
                # "… 0.55, down from about 0.69 when the margin is zero": a condition on
                # another quantity, not a result of the numbers before it
                continue
            stated = first
            points_after = _POINTS_AFTER.match(text, stated.end)
            end = stated.end if points_after is None else points_after.end()
            if not _CLAUSE_END.match(text, end) and not (change and link == "of"):
                # "the gap is 5 points on the harder split": some other gap ("That drop of
                # 14 points is …" names its own change: the noun phrase ends at its unit)
                continue
            # (not a small count of things: "the two estimators coincide, while … a ratio of
            # 3.0" relates no two)
            here = [n for n in quantities if n.end <= m.start() and not _definite_count(text, n)]
            used: tuple[Statement, ...] = (statement,)
            operands = here
            pair = False
            moved = (
                _from_to(text, [n for n in quantities if n.start > stated.end])
                if not here and rel in _TWO_OPERANDS and _THEN_FROM.match(text, end)
                else None
            )
            if moved is not None:
                # "The drop is thirteen points, from ninety-four to eighty-one": the pair
                # after the change it makes
                operands, pair = list(moved), True
            elif first.unit is not None:
                # points of a pair said elsewhere: "Twenty in a thousand is a drop of point two
                # percentage points" is a rate restated, not 1000 − 20
                continue
            elif not here and index > 0:
                # The numbers just stated: a pair said in the sentence before ("scores it at
                # two point five and the other at one point five"), or one in each of two
                # parallel sentences ("The first route costs … The second route costs …").
                before = statements[index - 1]
                operands = _results_only(before, _quantities(before))
                used = (before, statement)
                if len(operands) == 2 and not _PARALLEL_PAIR.search(
                    before.text[operands[0].end : operands[1].start]
                ):
                    continue
                pair = len(operands) == 2 and m.group("the") is not None
                moved = _from_to(before.text, operands) if change else None
                if moved is not None and len(operands) > 2:
                    # "holds at 41 percent while the length falls from 32.5 steps to 24.
                    # That is a drop of 8.5 steps": the change is of the "from … to" pair
                    operands, pair = list(moved), True
                if len(operands) == 1 and index > 1:
                    two_back = statements[index - 2]
                    earlier = [n for n in _quantities(two_back) if not _is_index(two_back.text, n)]
                    if operands[0].unit is not None:
                        # "On 400 problems … a pass rate of 82 percent": the one of its unit
                        earlier = [n for n in earlier if n.unit == operands[0].unit]
                    # A change named as such ("That drop of …") needs less to tie the two
                    # sentences: one shared content word ("scores … it scores").
                    least = 1 if change else 2
                    if len(earlier) != 1 or not _parallel(statements[index - 2], before, least):
                        continue
                    operands = [*earlier, *operands]
                    used = (statements[index - 2], *used)
            if (
                rel in _TWO_OPERANDS
                and len(here) > 2
                and _PAIR.fullmatch(text[here[-2].end : here[-1].start])
            ):
                operands = here[-2:]  # "improves by 2 points, from 70 to 72, a gap of 2"
            points = (
                rel in ("difference", "gap", "margin")
                and _POINTS_AFTER.match(text, stated.end) is not None
            )
            found = _relation(rel, operands, stated, used, points=points, pair=pair)
            if found is None:
                continue
            expression, computed = found
            if len(used) > 1 and not _near(computed, stated.value):
                # Named over earlier sentences, a value far from the stated one is another
                # pair's relation (a misreading), not a slip in the narration's arithmetic.
                continue
            hedged = _hedged(text, stated)
            slack = _summed_rounding(rel, operands) if hedged else Fraction(0)
            yield _Found(used, expression, computed, stated, hedged, slack=slack)
            share = _share_of_original(statement, stated) if change and len(operands) == 2 else None
            if share is not None and operands[0].value:
                # "… a drop of 8.5 steps, about 26 percent of the original length": the
                # change as a share of the value it moved from
                start = operands[0]
                yield _Found(
                    used,
                    f"({expression}) / {_text(start.value)} \\times 100",
                    abs(computed) / abs(start.value) * 100,
                    share,
                    _hedged(text, share),
                )


# ", from": a "from … to" pair right after a stated change.
_THEN_FROM = re.compile(r"\s*,\s*from\s", re.IGNORECASE)
# "from 32.5 steps to 24", "from seventy to seventy-two percent": a value and the one it
# moved to.
_FROM_WORD = re.compile(r"\bfrom\s+(?:about\s+|roughly\s+|around\s+)?$", re.IGNORECASE)
_FROM_TO_GAP = re.compile(r"^\s+(?:[a-z-]+\s+){0,2}?to\s+(?:about\s+|roughly\s+|around\s+)?$", re.I)


def _from_to(text: str, numbers: Sequence[Number]) -> tuple[Number, Number] | None:
    """The one pair of ``numbers`` said as "from A to B" in ``text``, if there is one."""
    pairs = [
        (a, b)
        for a, b in itertools.pairwise(numbers)
        if _FROM_WORD.search(text, 0, a.start) and _FROM_TO_GAP.match(text[a.end : b.start])
    ]
    return pairs[0] if len(pairs) == 1 else None


# ", about 26 percent of the original length": a change restated as a share of where it began.
_OF_THE_ORIGINAL = re.compile(
    r"\s*(?:%|percent|per\s+cent)\s+of\s+(?:the|its|their)\s+"
    r"(?:original|initial|starting|previous|old|earlier|baseline)\b",
    re.IGNORECASE,
)


def _share_of_original(statement: Statement, change: Number) -> Number | None:
    """The percentage right after a stated change that says it as a share of the value the
    change started from ("a drop of 8.5 steps, about 26 percent of the original length")."""
    text = statement.text
    share = next((n for n in _quantities(statement) if n.start > change.end), None)
    if share is None or share.unit != "percent":
        return None
    between = text[change.end : share.start]
    if not re.fullmatch(rf"(?:\s+[a-z-]+)?\s*,\s*(?:or\s+)?{_HEDGE}?", between, re.I):
        return None
    return share if _OF_THE_ORIGINAL.match(text, share.end) else None


def _summed_rounding(rel: str, operands: Sequence[Number]) -> Fraction:
    """How far a sum or a mean of ``operands`` may be from one worked from their exact values,
    where the narration says its numbers are rounded ("the terms are 0.199, 0.332, 0.186 and
    0.066 bits, for a total of about 0.784": each item given to its last digit may be
    rounded, and the roundings add up). No slack for any other relation."""
    if rel not in ("sum", "total", "mean", "average"):
        return Fraction(0)
    slack = sum((_half_unit(n.value) for n in operands), Fraction(0))
    return slack / len(operands) if rel in ("mean", "average") and operands else slack


_TWO_OPERANDS = frozenset({"difference", "gap", "margin", "ratio"})
# An arithmetic operator said in words right before a relation noun makes it an operand.
_OPERATOR_BEFORE = re.compile(
    r"\b(?:times|plus|minus|over|(?:divided|multiplied)\s+by|power\s+of)\s+$|[+×*/^·−]\s*$",
    re.IGNORECASE,
)
# The other side of a comparison: "… as many pulls as [a gap of 0.1]", "… than …"
# (or set beside it: "0.26, which is large beside a true gap of 0.4", "small next to a margin
# of 2": another quantity weighed against the result, not computed from the numbers before)
_COMPARED_WITH = re.compile(
    r"\b(?:as|than|(?:beside|against|versus|next\s+to|compared\s+(?:with|to)|relative\s+to)"
    r"(?:\s+(?:a|an|the|its|their))?(?:\s+[a-z]+)?)\s+$",
    re.IGNORECASE,
)
_CONDITION_OPENS = re.compile(
    r"\b(?:when|whenever|if|unless|once|until)\s+(?:[\w-]+\s+){0,2}$", re.IGNORECASE
)


def _of_one_kind(a: Number, b: Number, statements: Sequence[Statement]) -> bool:
    """Whether no keyword names the two numbers as different quantities ("a score of three
    and a KL of twelve" are not two of one kind: their difference means nothing)."""
    from generator.check import number_slots

    slots: dict[int, str | None] = {}
    for number in (a, b):
        holder = next((s for s in statements if number in s.numbers), None)
        slots[id(number)] = number_slots(holder).get(number.start) if holder else None
    first, second = slots[id(a)], slots[id(b)]
    return first is None or second is None or first == second


def _near(computed: Fraction, stated: Fraction) -> bool:
    """Within a factor of two of each other (a slip, not another quantity altogether)."""
    if computed == stated:
        return True
    if computed == 0 or stated == 0 or (computed > 0) != (stated > 0):
        return False
    return Fraction(1, 2) < computed / stated < 2


# "The difference between 0.7 and 0.5 is 0.2", "the gap between a reward of 0.7 and a baseline
# of 0.5 comes to 0.2": the two operands named after "between", the result after a link.
_BETWEEN = re.compile(
    r"\b(?:the|a|an|that|this|its|their)\s+(?:(?:absolute|raw)\s+)?"
    r"(?P<rel>difference|gap|margin|ratio)\s+between\s+(?P<lead>(?:[^\W\d][\w-]*\s+){0,4})$",
    re.IGNORECASE,
)
# A plural noun right before a pair of numbers: "between [distances] 1 and 2"
_LABELS_NOUN = re.compile(r"\b[a-z][\w-]*[^s\W]s\s+$", re.IGNORECASE)
_BETWEEN_AND = re.compile(r"\s+(?:[^\W\d][\w-]*\s+){0,4}?and\s+(?:[^\W\d][\w-]*\s+){0,4}")
_BETWEEN_RESULT = re.compile(
    rf"(?:\s+[^\W\d][\w-]*)?\s*,?\s+(?:{_RELATION_VERB}|amounts\s+to)\s+{_RELATION_ADVERB}{_HEDGE}?",
    re.IGNORECASE,
)


def _relations_between(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A difference or ratio named before its two operands: "The difference between 0.7 and 0.5
    is 0.2" (the operands of one kind, the result ending its clause)."""
    for statement in statements:
        text = statement.text
        if "between" not in text:
            continue  # the usual case
        quantities = _quantities(statement)
        for k in range(len(quantities) - 2):
            a, b, stated = quantities[k : k + 3]
            m = _BETWEEN.search(text, max(0, a.start - 80), a.start)
            if (
                m is None
                or not _BETWEEN_AND.fullmatch(text, a.end, b.start)
                or not _BETWEEN_RESULT.fullmatch(text, b.end, stated.start)
                or not _CLAUSE_END.match(text, stated.end)
            ):
                continue
            if _LABELS_NOUN.search(m.group("lead")) and text[a.end : b.start].strip() == "and":
                # "the gap between distances 1 and 2 is 0.1": a plural noun before the pair
                # makes them the labels of two things, whose values differ by the result
                continue
            rel = m.group("rel").lower()
            points = rel != "ratio" and _POINTS_AFTER.match(text, stated.end) is not None
            found = _relation(rel, (a, b), stated, (statement,), points=points)
            if found is not None:
                yield _Found((statement,), found[0], found[1], stated, _hedged(text, stated))


def _relation(
    rel: str,
    operands: Sequence[Number],
    stated: Number,
    statements: Sequence[Statement] = (),
    *,
    points: bool = False,
    pair: bool = False,
) -> tuple[str, Fraction] | None:
    """``points``: the stated difference is in (percentage) points, so operands that are
    percentages ("seventy-two percent … fifty-eight") compare as they are said.
    ``pair``: the operands are the two numbers of a parallel pair said just before ("A holds
    point six and B holds minus point two. Their sum is point four."), which a sum may take
    as well as a spoken list."""
    if any(n.unit for n in operands) and not (
        points and all(n.unit in (None, "percent") for n in operands)
    ):
        return None
    if (
        points
        and any(n.unit == "percent" for n in operands)
        and any(n.unit is None and abs(n.value) > 100 for n in operands)
    ):
        # "refuses one hundred and thirty, the rate is sixty-five percent, a fall of thirty
        # points": a percentage compares in points with another rate, and a count above a
        # hundred is none (set 128)
        return None
    values = [n.value for n in operands]
    # (two percentages a difference in points compares are of one kind, however each is
    # named: "a pass rate of eighty-two percent … scored sixty-one percent")
    percentages = points and all(n.unit == "percent" for n in operands)
    if rel in _TWO_OPERANDS and (
        len(values) != 2 or not (percentages or _of_one_kind(operands[0], operands[1], statements))
    ):
        return None
    if rel in ("difference", "gap", "margin"):
        a, b = values
        if a == b:
            return None  # one number said twice, not two to compare
        if (a >= 0) == (b >= 0) and abs(stated.value) >= max(abs(a), abs(b)):
            return None  # no difference of two such numbers is that large: another pair's
        if stated.value < 0:
            return f"{_text(a)} - {_text(b)}", a - b
        big, small = max(a, b), min(a, b)
        return f"{_text(big)} - {_text(small)}", big - small
    if rel == "ratio":
        if 0 in values:
            return None
        a, b = values
        forward, backward = a / b, b / a
        if abs(forward - stated.value) <= abs(backward - stated.value):
            return f"{_text(a)} / {_text(b)}", forward
        return f"{_text(b)} / {_text(a)}", backward
    if rel == "product" and len(values) == 2 and all(n.group is None for n in operands):
        return f"{_text(values[0])} \\times {_text(values[1])}", values[0] * values[1]
    # A sum or a mean is of a spoken list ("one, zero and two"), never of stray numbers.
    groups = [n.group for n in operands if n.group is not None]
    if pair and len(values) == 2 and rel in ("sum", "total"):
        pass  # the two of a pair, whatever list the reader read one of them in
    elif not groups:
        # (a mean of two values said apart may be weighted: "Its average is 0.172", an
        # expectation over tokens of unequal chance)
        return None
    else:
        values = [n.value for n in operands if n.group == groups[-1]]
    if len(values) < 2:
        return None
    total = sum(values, Fraction(0))
    shown = " + ".join(_text(v) for v in values)
    if rel in ("mean", "average"):
        return f"({shown}) / {len(values)}", total / len(values)
    if rel == "product":
        return " \\times ".join(_text(v) for v in values), math.prod(values, start=Fraction(1))
    return shown, total


# --- a share of a count ----------------------------------------------------------------------

_OF_COUNT = re.compile(
    # "one response in twenty": the counted noun between the two numbers
    r"^(?:\s+(?:out\s+of|of|in)|(?:\s+[a-z][\w-]*){1,2}\s+(?:out\s+of|in))"
    r"\s+(?:the\s+|them\s+|those\s+|these\s+|all\s+|every\s+)?$"
)
_SHARE_WORD = (
    r"(?:rate|share|fraction|proportion|percentage|accuracy|agreement|success\s+rate"
    r"|pass\s+rate|win\s+rate|hit\s+rate)"
)
# Between the count and its share in one sentence: ", 60 percent", "— a win rate of 60%".
_SHARE_SAME = re.compile(
    # (not a value the count is mapped to: "sends 0 of 8 to \\(\\frac{1}{18}\\)")
    rf"^(?!.*\b(?:to|into|from)\s*\($)(?:\s+[\w-]+){{0,3}}\s*(?:,|—|–|\(|:)\s*"
    rf"(?:(?:which|that|this)\s+is\s+|or\s+|i\.e\.\s+|so\s+|giving\s+)?"
    # (not "with": "Fifty of the hundred prompts are easy, with a pass rate of point nine" is
    # the rate of the fifty)
    rf"(?:(?:(?:a|an|the|its|their)\s+)?(?:(?!with\b)[\w-]+\s+){{0,2}}{_SHARE_WORD}\s+(?:of|is)\s+"
    # "6 of 8 continuations succeed, giving \(\hat{{V}}(h) = 0.75\)": the share as a value named
    rf"|\\?\(\s*(?:[^=()\d]|\([^()]*\))+=\s*)?"
    rf"{_HEDGE}?$",
    re.IGNORECASE,
)
# A share named after the clause that counts ("If 300 of 2000 tokens in a minibatch lie
# outside it, the clip fraction is 15 percent"): a longer clause, as the share is named.
_SHARE_NAMED_AFTER = re.compile(
    rf"^(?:\s+[\w-]+){{0,8}}\s*,\s*(?:so\s+|and\s+|then\s+)?(?:the|its|their|our)\s+"
    rf"(?:[\w-]+\s+){{0,2}}{_SHARE_WORD}\s+(?:is|was|comes\s+to)\s+"
    rf"(?:(?:therefore|then|thus|now)\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
# After "A out of B" only: "seven out of sixty-two is about eleven percent" ("one of four runs
# is 20 percent better" compares, it states no share).
_SHARE_IS = re.compile(
    rf"^(?:\s+[a-z][\w-]*){{0,2}}\s+(?:(?:is|are|was|comes\s+to|makes|gives|works\s+out\s+to)\s+"
    # "… is a true accuracy of thirty-two and a half percent"
    rf"(?:(?:a|an|the)\s+(?:[\w-]+\s+){{0,2}}?{_SHARE_WORD}\s+of\s+)?"
    # "… in four runs out of eight has a pass rate of one half": the share named, had
    rf"|(?:has|have|had|gets|get|got)\s+(?:a|an)\s+(?:[\w-]+\s+){{0,2}}?{_SHARE_WORD}\s+of\s+)"
    rf"(?:exactly\s+|just\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
_OUT_OF = re.compile(r"\bout\s+of\b", re.IGNORECASE)


def _opens_a_clause(text: str, end: int) -> bool:
    """Is the number ending at ``end`` the subject of a verb right after it (and its unit),
    or after the whole it is a share of ("ninety-three percent of prompts are flagged")?"""
    after = _AFTER_A_NUMBER.match(text, end)
    if after is None:
        return False
    words = [w.lower() for w in after.group("words").split()]
    if words[0] == "of":
        # "of (the) prompts are …": the verb after a whole of one or two words
        whole = words[2:] if len(words) > 1 and words[1] in _OF_DETERMINERS else words[1:]
        # (a verb that ends the sentence is the whole's own noun: "a third of the
        # labelling cost.")
        verbs = [
            _verb_word(w) and (w in AUXILIARIES or w in MODALS or k + 1 < len(whole))
            for k, w in enumerate(whole)
        ]
        return any(verbs[k] and not any(verbs[:k]) for k in (1, 2) if k < len(verbs))
    return _verb_word(words[0])


def _verb_word(word: str) -> bool:
    return word in AUXILIARIES or word in MODALS or is_verb(word)


_AFTER_A_NUMBER = re.compile(
    r"\s*(?:%|percent\b)?\s*(?P<words>[a-z][\w’'-]*(?:\s+[a-z][\w’'-]*){0,4})", re.IGNORECASE
)
_OF_DETERMINERS = frozenset(["the", "all", "these", "those", "its", "their", "our"])


# What makes a number after a comma the share restated: a link or the share named.
_SHARE_LINK = re.compile(
    rf"\b(?:which|that|this|or|i\.e\.|so|giving|of|is)\b|[(:]|{_SHARE_WORD}", re.IGNORECASE
)
_SHARE_NEXT = re.compile(
    rf"^\W*(?:so\s+)?(?:(?:that|this|which|it)\s+(?:is|was|gives|makes|means|comes\s+to)\s+"
    rf"(?:(?:(?:a|an|the)\s+)?(?:[\w-]+\s+){{0,2}}{_SHARE_WORD}\s+(?:of\s+)?)?"
    # "So the pass rate is 60 percent."
    rf"|(?:the|its|their|our)\s+(?:[\w-]+\s+){{0,2}}{_SHARE_WORD}\s+(?:is|was|comes\s+to)\s+"
    # "Its compliance rate is therefore three percent."
    rf"(?:(?:therefore|then|thus|so|now)\s+)?)"
    rf"{_HEDGE}?$",
    re.IGNORECASE,
)


def _whole(n: Number) -> bool:
    return not n.unit and n.value.denominator == 1


def _count_pairs(
    statements: Sequence[Statement], index: int
) -> Iterator[tuple[Number, Number, bool, tuple[Statement, ...]]]:
    """A count and the total it is a share of, whether "out of" joins them, and the
    statements they come from (the count's last): "A of (the) B", "A out of B"; "A of them"
    after a sentence stating one total ("Take a set of 400 prompts. It complies with twelve
    of them."); "a set of B …, … A" ("On a benign set of 600 prompts, it refuses 48.")."""
    statement = statements[index]
    text = statement.text
    numbers = _operands(statement)
    for a, b in itertools.pairwise(numbers):
        if _whole(a) and _whole(b) and _OF_COUNT.fullmatch(text[a.end : b.start]):
            yield a, b, bool(_OUT_OF.search(text[a.end : b.start])), (statement,)
    for k, a in enumerate(numbers):
        if not _whole(a) or not _OF_THEM.match(text, a.end):
            continue
        # "two thousand prompts, and ninety of them succeed": the total just before
        before = [n for n in numbers[:k] if _whole(n)]
        if before and not _BREAK_BETWEEN.search(text, before[-1].end, a.start):
            total = before[-1]
            if len(before) > 1 and _OF_COUNT.fullmatch(text[before[-2].end : total.start]):
                # "checks 20 of the 52 answers and finds that 13 of them are wrong": "them"
                # are the 20 the phrase names, not the 52 they were taken from
                total = before[-2]
            yield a, total, False, (statement,)
        elif not before and index > 0:
            previous = statements[index - 1]
            totals = [n for n in _quantities(previous) if _whole(n)]
            named = _OF_THOSE_NOUN.match(text, a.end)
            if len(totals) > 1 and named is not None:
                # "… one hundred prompts holding two hundred and fifty instructions. If the
                # model follows two hundred and twenty-five of those instructions, …": the
                # total of the noun named
                noun = stem(named.group("noun").lower())
                totals = [n for n in totals if stem(_noun(previous, n) or "") == noun]
            if len(totals) == 1:
                yield a, totals[0], False, (previous, statement)
    for b, a in itertools.pairwise(numbers):
        # "a run of two thousand steps in which three hundred were clipped"
        if not (_whole(a) and _whole(b)):
            continue
        if _IN_WHICH.match(text[b.end : a.start]) or (
            # "Of the forty answers, only thirty pass"
            _OF_THE_TOTAL.search(text, 0, b.start)
            and _TOTAL_THEN_COUNT.fullmatch(text[b.end : a.start])
        ):
            yield a, b, False, (statement,)
    # ("…, the two judges agreed on 190": a definite count names things, it is no count)
    counted = [n for n in numbers if not _definite_count(text, n)]
    for b, a in itertools.pairwise(counted):
        if (
            _whole(a)
            and _whole(b)
            and not a.unit
            and _TOTAL_IN_OPENING.match(text[: b.start])
            and _OPENING_THEN_COUNT.fullmatch(text[b.end : a.start])
        ):
            yield a, b, False, (statement,)
    for k, b in enumerate(numbers):
        after = numbers[k + 1 :]
        counts = [n for n in after if _whole(n)]
        # "a set of 600 prompts", "On the eighty comparisons where …, it wins forty-eight"
        if (
            _whole(b)
            and len(after) == 1
            and _whole(after[0])
            and (_SET_OF.search(text, 0, b.start) or _ON_THE_TOTAL.search(text, 0, b.start))
        ):
            yield after[0], b, False, (statement,)
        elif (
            _whole(b)
            and len(counts) == 1
            and _TAKE_TOTAL.match(text[: b.start])
            and _COUNTED_AFTER.match(text, b.end)  # a total of things: "two hundred problems"
            and not any(m.start() <= counts[0].start < m.end() for m in _MATH_SPAN.finditer(text))
        ):
            # "Take two hundred maths problems, and suppose the first drafts get one hundred
            # and twenty right, which is sixty percent": the total an example sets up
            yield counts[0], b, False, (statement,)


# A sentence's opening adverbial that holds a total: "In one audit of 2,000 rollouts, 140
# did", "Across a sweep of 40 runs, 6 diverged": the count opens the clause after it.
_TOTAL_IN_OPENING = re.compile(
    r"^\W*(?:in|on|across|from|over|among|during|throughout)\b[^,;:()]{0,40}?\b[a-z]+\s+of\s+$",
    re.IGNORECASE,
)
# A small count said in words after "the", "all" or "those": "the two judges", "all four
# samples", "Adding the two gives …" (with or without the things it counts named after it).
_SMALL_COUNTS = frozenset({"two", "three", "four", "five"})


def _definite_count(text: str, n: Number) -> bool:
    """Is ``n`` a small count said in words after "the", "all", "those" (things counted, not
    a value to work with)?"""
    return n.text.lower() in _SMALL_COUNTS and bool(_THE_BEFORE.search(text, 0, n.start))


_OPENING_THEN_COUNT = re.compile(
    r"\s+[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}\s*,\s*"
    # (or the clause's subject and verb first: "…, its verdicts matched on 190", "…, the
    # grader flags 30"; never a count for each, "…, each gets 8")
    r"(?:(?!(?:each|every|per|than|times|all|both)\b)[a-z][\w'’-]*\s+){0,8}?"
    r"(?:only\s+|just\s+|exactly\s+)?$",
    re.IGNORECASE,
)
# "a set of 600 prompts", "a benchmark of 500 items": the total a later count is a share of.
_SET_OF = re.compile(
    r"\b(?:set|batch|group|pool|benchmark|sample|suite|collection)\s+of\s+$", re.IGNORECASE
)
_OF_THEM = re.compile(r"\s+of\s+(?:them|those|these)\b", re.IGNORECASE)
_OF_THOSE_NOUN = re.compile(r"\s+of\s+(?:those|these|the)\s+(?P<noun>[a-z-]+s)\b", re.IGNORECASE)
# An example that opens by setting a total up: "Take two hundred maths problems".
_TAKE_TOTAL = re.compile(r"^\W*(?:take|consider|suppose\s+we\s+have|say\s+we\s+have)\s+$", re.I)
_ON_THE_TOTAL = re.compile(
    r"(?:^|[,;:]\s)\W*(?:on|over|across|among)\s+(?:the|these|those|all)\s+$", re.IGNORECASE
)
# Between a total and a count of its members: "… steps in which …", "… prompts, of which …",
# "… answers, among them …" (the count the first number after it).
_IN_WHICH = re.compile(
    r"\s+(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*\s*,?\s+"
    r"(?:(?:in|of|among|for)\s+which|among\s+(?:them|those))\b[^.;:!?]*$",
    re.IGNORECASE,
)
_OF_THE_TOTAL = re.compile(
    r"(?:^|[,;:]\s)\W*(?:of|out\s+of|among)\s+(?:the|these|those|its|their|our|all)\s+$", re.I
)
_TOTAL_THEN_COUNT = re.compile(r"(?:\s+[a-z][\w-]*){1,4}\s*,(?:\s+[a-z][\w-]*){0,3}\s+", re.I)
_BREAK_BETWEEN = re.compile(r"[.;:!?](?:\s|$)")  # a sentence or clause break between


# A count for each of something after a number: "one per conversation", "two for every prompt".
_RATE_PER = re.compile(r"\s+(?:per(?!\s+cent\b)|for\s+(?:each|every)|each|apiece)\b", re.IGNORECASE)


def _shares(statements: Sequence[Statement]) -> Iterator[_Found]:
    for index, statement in enumerate(statements):
        text = statement.text
        for a, b, out_of, used in _count_pairs(statements, index):
            if not 0 <= a.value <= b.value or b.value == 0:
                continue
            # where the share may follow, in this sentence (a total of the sentence before
            # has offsets of its own)
            start = a.end if used[0] is not statement else max(a.end, b.end)
            later = [n for n in _quantities(statement) if n.start > start]
            stated: Number | None = None
            share_hedged = False
            between = text[start : later[0].start] if later else ""
            if later and (
                _SHARE_SAME.fullmatch(between)
                or _SHARE_NAMED_AFTER.fullmatch(between)
                or (out_of and _SHARE_IS.fullmatch(between))
            ):
                stated = later[0]
                share_hedged = _hedged(text, stated)
                if not _SHARE_LINK.search(between) and _opens_a_clause(
                    text, _one_in(stated, statement).end
                ):
                    # "a tolerance of one in a thousand, point three three three passes as
                    # one third": after a bare comma a number that opens a clause of its own
                    # is its subject, not the share restated
                    continue
                restated = _one_in(stated, statement)
                if _RATE_PER.match(text, restated.end):
                    # "removes 32 of them, one per conversation": a count for each of
                    # something, not the share restated
                    continue
                if not _SHARE_LINK.search(between) and any(
                    _LIST_NEXT.fullmatch(text, restated.end, n.start)
                    for n in later
                    if n.start >= restated.end
                ):
                    # "success rates of one in five, one in four and one in two": after a bare
                    # comma, a number the list goes on from is its next item
                    continue
            elif not later and index + 1 < len(statements):
                nxt = statements[index + 1]
                first = _quantities(nxt)[:1]
                if first and _SHARE_NEXT.fullmatch(nxt.text[: first[0].start]):
                    stated, used = first[0], (*used, nxt)
                    share_hedged = _hedged(nxt.text, stated)
            if stated is None:
                continue
            stated = _one_in(stated, used[-1])
            share = a.value / b.value
            shown = f"{_text(a.value)} / {_text(b.value)}"
            scale = 100 if stated.unit == "percent" else 1
            if (
                scale == 100
                and stated.value == a.value
                and b.value != 100
                and _hundred_before(statements, index, a)
            ):
                # "… 100 requests. … only 61 of those 84 contain …, so the judged rate is
                # 61%": a percentage that is the part's own count, a hundred said before, is a
                # share of that hundred, not of the 84
                continue
            if scale == 1 and not 0 <= stated.value <= 1:
                continue
            # "3 of 5 answers are wrong. That is an accuracy of 40 percent": the rate may be
            # of the others; the closer of the two readings is the one the narration meant.
            rest_share = (b.value - a.value) / b.value
            if abs(rest_share * scale - stated.value) < abs(share * scale - stated.value):
                share = rest_share
                shown = f"({_text(b.value)} - {_text(a.value)}) / {_text(b.value)}"
            if scale == 100:
                share, shown = share * 100, f"({shown}) \\times 100"
            yield _Found(used, shown, share, stated, share_hedged)


def _hundred_before(statements: Sequence[Statement], index: int, part: Number) -> bool:
    """Is a count of a hundred said in the two sentences before, or before ``part`` in its
    own?"""
    return any(
        n.value == 100 and not n.unit and (at < index or n.end <= part.start)
        for at in range(max(0, index - 2), index + 1)
        for n in _quantities(statements[at])
    )


# (also "one time in twenty-five", "one chance in ten")
_ONE_IN = re.compile(
    r"\s+(?:(?:times?|chances?|cases?|tries)\s+)?(?:in|out\s+of)\s+(?:every\s+|each\s+)?$"
    # "three assistant turns in every ten", "two prompts out of five": the things counted
    # between (only before "in every", "in each" or "out of": "five steps in ten" is no share)
    r"|\s+(?:[a-z][\w-]*\s+){1,3}(?:in\s+(?:every|each)|out\s+of)\s+$",
    re.IGNORECASE,
)


def _out_of(stated: Number, statement: Statement) -> Number | None:
    """The whole a stated count is said to be out of ("one in eight": eight), or None."""
    if stated.unit:
        return None
    after = [n for n in _quantities(statement) if n.start >= stated.end]
    if (
        after
        and not after[0].unit
        and after[0].value
        and _ONE_IN.fullmatch(statement.text[stated.end : after[0].start])
    ):
        return after[0]
    return None


def _one_in(stated: Number, statement: Statement) -> Number:
    """A share said as "one in (every) eight" or "three out of four" read as the fraction
    (1/8, 3/4); any other stated number as it is."""
    whole = _out_of(stated, statement)
    if whole is None:
        return stated
    text = statement.text[stated.start : whole.end]
    return replace(stated, text=text, value=stated.value / whole.value, end=whole.end)


# --- an operation on counts named by their nouns ------------------------------------------

_COUNT_NAME = r"(?:the\s+)?number\s+of\s+(?:[a-z-]+\s+)?(?P<{0}>[a-z]{{3,}}?)s?\b"
# What joins a named operation to its result: ", which gives", "is", "gives an average of".
_NAMED_RESULT = (
    rf"\s*,?\s*(?:(?:which|this|that)\s+)?(?:gives|is|equals|comes\s+to|makes|yields|"
    rf"leaves)\s+(?:us\s+)?"
    rf"(?:(?:a|an|the)\s+(?:average|mean|total|rate|ratio|product)(?:\s+[a-z-]+)?\s+of\s+)?"
    rf"{_HEDGE}?$"
)
# "Raising the number of actions to the power of the number of states gives 81", "the number
# of states times the number of actions is 12", "Dividing the number of tokens by the number
# of steps gives 40".
_NAMED_COUNTS = re.compile(
    r"(?:(?P<verb>raising|multiplying|dividing)\s+)?"
    + _COUNT_NAME.format("a")
    + r"\s+(?P<op>(?:raised\s+)?to\s+the\s+power\s+of|times|multiplied\s+by|divided\s+by|"
    r"over|plus|minus|by)\s+" + _COUNT_NAME.format("b") + _NAMED_RESULT,
    re.IGNORECASE,
)
# "Dividing the steps by the episodes gives 50": the counts named by their plural nouns alone,
# after a gerund that says the operation.
_NAMED_BY_NOUNS = re.compile(
    r"(?P<verb>multiplying|dividing)\s+the\s+(?P<a>[a-z]{3,}?)s\s+(?P<op>by)\s+the\s+"
    r"(?P<b>[a-z]{3,}?)s\b" + _NAMED_RESULT,
    re.IGNORECASE,
)


def _count_of(noun: str, counts: Sequence[tuple[Fraction, str]]) -> Fraction | None:
    """The one count said of ``noun`` (singular, or of the same stem) among ``counts``; None
    when none is, or when two different ones are."""
    values = {v for v, n in counts if n == noun or stem(n) == stem(noun)}
    return values.pop() if len(values) == 1 else None


def _named_counts(statements: Sequence[Statement]) -> Iterator[_Found]:
    """An operation on two counts named by their nouns, the counts said in the sentence or
    the two before it ("Take 4 states with 3 actions in each. Raising the number of actions
    to the power of the number of states gives 81 policies"): the operands are bound by
    name, not by the order they were said in."""
    for index, statement in enumerate(statements):
        text = statement.text
        for stated in _quantities(statement):
            m = _NAMED_COUNTS.search(text, 0, stated.start) or _NAMED_BY_NOUNS.search(
                text, 0, stated.start
            )
            if m is None or stated.unit:
                continue
            op_word = m.group("op").lower().split()
            verb = (m.group("verb") or "").lower()
            if op_word[0] == "by":
                if verb not in ("multiplying", "dividing"):
                    continue
                op = "*" if verb == "multiplying" else "/"
            else:
                op = "^" if "power" in op_word else _SYMBOL[op_word[0]]
            if (op == "^") != (verb == "raising" or "power" in op_word):
                continue
            used = statements[max(0, index - 2) : index + 1]
            counts = [c for s in used[:-1] for c in _noun_counts(s)]
            counts += _noun_counts(statement, m.start())
            a = _count_of(m.group("a").lower(), counts)
            b = _count_of(m.group("b").lower(), counts)
            if a is None or b is None or (op == "/" and b == 0):
                continue
            if op == "^":
                if b > 64:
                    continue
                computed, shown = a ** int(b), f"{_text(a)}^{{{_text(b)}}}"
            else:
                result = _evaluate([a, b], [op])
                if result is None:
                    continue
                computed, shown = result, _show([_text(a), _text(b)], [op])
            holders = [s for s in used if s is statement or _noun_counts(s)]
            yield _Found(tuple(holders), shown, computed, stated, _hedged(text, stated))


# "Dividing the token count by the decoding rate, that silence lasts four seconds": an
# operation on two quantities named by what they are, said in the sentences before.
_NAMED_OPERATION = re.compile(
    r"^\W*(?P<verb>multiplying|dividing)\s+(?:the\s+)?(?P<a>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+by\s+"
    r"(?:the\s+)?(?P<b>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s*,\s*(?:[a-z’'-]+\s+){0,5}?"
    rf"{_HEDGE}?$",
    re.IGNORECASE,
)
_RATE_NOUNS = wordset("rate speed throughput pace")
_COUNT_NOUNS = wordset("count number total amount")
# After a number, the words of a rate: "120 tokens per second", "3 steps an hour".
_AS_A_RATE = re.compile(r"\s+(?:[a-z-]+\s+){0,2}?(?:per|an?|each)\s+[a-z]+\b", re.IGNORECASE)
_WORDS_AFTER = re.compile(r"(?:\s+[a-z][\w-]*){1,3}", re.IGNORECASE)


def _named_quantity(phrase: str, numbers: Sequence[tuple[Number, str]]) -> Number | None:
    """The one number of ``numbers`` (each with the text of its sentence) that ``phrase``
    names: "the decoding rate" a number said as a rate ("120 tokens per second"), "the token
    count" a number of tokens that is no rate; None when none or several are."""
    words = [stem(w) for w in phrase.lower().split()]
    head, rest = words[-1], words[:-1]
    found: list[Number] = []
    for n, text in numbers:
        if n.unit or n.role is not NumberRole.QUANTITY:
            continue
        rate = _AS_A_RATE.match(text, n.end) is not None
        after = _WORDS_AFTER.match(text, n.end)
        nouns = {stem(w) for w in after.group(0).lower().split()} if after is not None else set()
        if head in _RATE_NOUNS:
            if rate:
                found.append(n)
        elif head in _COUNT_NOUNS:
            if not rate and rest and rest[-1] in nouns:
                found.append(n)
        elif not rate and head in nouns:
            found.append(n)
    return found[0] if len({n.value for n in found}) == 1 else None


def _named_quantities(statements: Sequence[Statement]) -> Iterator[_Found]:
    """An operation told by naming its two operands, said in the two sentences before:
    "Suppose the model writes 360 planning tokens …, and the server decodes 120 tokens per
    second. Dividing the token count by the decoding rate, that silence lasts four seconds"."""
    for index, statement in enumerate(statements):
        if index == 0:
            continue
        text = statement.text
        for stated in _quantities(statement):
            m = _NAMED_OPERATION.match(text, 0, stated.start)
            if m is None:
                continue
            used = statements[max(0, index - 2) : index]
            numbers = [(n, s.text) for s in used for n in _quantities(s)]
            a = _named_quantity(m.group("a"), numbers)
            b = _named_quantity(m.group("b"), numbers)
            if (
                a is None
                or b is None
                or a is b
                or (m.group("verb").lower() == "dividing" and not b.value)
            ):
                continue
            op = "/" if m.group("verb").lower() == "dividing" else "*"
            computed = a.value / b.value if op == "/" else a.value * b.value
            holders = tuple(s for s in used if any(n is a or n is b for n in _quantities(s)))
            shown = _show([_text(a.value), _text(b.value)], [op])
            yield _Found((*holders, statement), shown, computed, stated, _hedged(text, stated))
            break


# --- a share of a count, said as a fraction of a whole -------------------------------------

# "a quarter of the budget", "half of the run", "ten percent of the batch".
_SHARE_OF = re.compile(r"\s+of\s+(?:the|its|their|this|that|our|a|an)\s+[a-z]", re.IGNORECASE)
_OF_THE_TIME = re.compile(r"\s+of\s+the\s+time\b", re.IGNORECASE)
_TIME_NOUNS = wordset("step epoch iteration round update second minute hour day")  # (stems)
# A count changed to another: "Double the task to twenty steps", "cut the run from 800 steps":
# the two counts are one quantity before and after, not a part and its whole.
_CHANGED_COUNT = re.compile(
    r"\b(?:doubl|tripl|quadrupl|halv|rais|increas|extend|lengthen|grow|shorten|reduc|lower|"
    r"cut)[a-z]*\s+(?:[\w-]+\s+){0,3}?(?:to|from)\s+(?P<count>(?:[\w.,-]+\s+){1,4})",
    re.IGNORECASE,
)


def _count_changed(texts: Iterable[str], noun: str) -> bool:
    """Do the texts change a count of ``noun`` to another ("Double the task to twenty steps")?"""
    for text in texts:
        for m in _CHANGED_COUNT.finditer(text):
            said = re.findall(r"[\w.,-]+", m.group("count"))
            # (a count said as a number: "Cut the warm-up to a few steps" changes no count)
            number = said[0][0].isdigit() or said[0].lower().split("-")[0] in CARDINALS
            if number and stem(noun) in {stem(w.lower()) for w in said}:
                return True
    return False


# The share's whole when it is other counted things: a plural noun ("of the slots").
_OF_WHOLE = re.compile(
    r"\s+of\s+(?:the|its|their|these|those|our)\s+(?P<word>[a-z]+[^s\W]s)\b",
    re.IGNORECASE,
)
# The share's whole when it is a unit of measure ("a fifth of a second", "half an hour"):
# an amount of that unit, not a share of the things counted before it.
_OF_A_UNIT = re.compile(r"\s+of\s+(?:a|an|one)\s+(?P<word>[a-z]+)\b", re.IGNORECASE)
_SPARED = re.compile(
    rf"\b(?:saves?|saving|spares?|sparing|skips?|skipping|avoids?|avoiding|frees?\s+up|cuts?)\s+"
    rf"(?:(?:only|just|exactly)\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
_FRACTION_TEXT = re.compile(r"\b(?:half|halves|thirds?|quarters?|fifths?|tenths?)\b", re.I)
# A count for each of some things: "eight samples each", "four samples for every prompt" (not
# "40 steps per sequence" beside "sequences of 80 steps": a part of the same whole).
_COUNT_EACH = re.compile(
    r"\s+(?:[a-z-]+\s+)?[a-z-]+\s+(?:each|apiece|for\s+(?:each|every)\s+[a-z-]+)\b",
    re.IGNORECASE,
)
_COUNTED_AFTER = re.compile(r"\s+(?:[a-z]+-[a-z]+\s+)?(?P<noun>[a-z]{3,}?)s?\b", re.IGNORECASE)
_COUNTED_BEFORE = re.compile(r"\b(?P<noun>[a-z]{3,}?)s?\s+$", re.IGNORECASE)
# The noun after a count, singular ("ten epochs" → "epoch"), and the word after a number as
# it is written ("eight turns").
_ROUND_NOUN = re.compile(r"\s+(?P<noun>[a-z]+?)s?\b", re.IGNORECASE)
_WORD_AFTER = re.compile(r"\s+(?P<word>[a-z][\w-]*)", re.IGNORECASE)


def _noun_counts(
    statement: Statement,
    before: int | None = None,
    *,
    named_after: bool = False,
    per_item: bool = True,
) -> list[tuple[Fraction, str]]:
    """The whole counts of a sentence (before ``before``) with the noun they count: "eight
    hundred steps", "a warm-up of two hundred steps", "at step fifty" (with ``named_after``
    only those whose noun follows them: "at step fifty" is a position, not a count; without
    ``per_item``, not one counted for each of something, "eight samples each")."""
    text = statement.text
    out = []
    for n in _prose_quantities(statement):  # (a number of a formula counts nothing in prose)
        if before is not None and n.start >= before:
            break
        if n.unit or n.value.denominator != 1 or n.value < 2:
            continue
        if not per_item and (_COUNT_EACH.match(text, n.end) or n.group is not None):
            # (nor one item of a list the noun counts: "cooldowns of two thousand, four
            # thousand and eight thousand steps" make no count of eight thousand steps)
            continue
        after = _COUNTED_AFTER.match(text, n.end)
        ahead = _COUNTED_BEFORE.search(text[max(0, n.start - 20) : n.start])
        if ahead is not None and re.search(r"[^s]s\s*$", ahead.group(0), re.IGNORECASE):
            # a label before a number is singular ("at step fifty"); a plural before it is
            # another phrase's noun ("counts the tiles two states share": no two tiles)
            ahead = None
        # ("six plus seven": an operation, not a noun counted)
        if _OPERATION_AFTER.match(text, n.end):
            after = None
        if _ARGUMENT_OPERATOR.search(text, max(0, n.start - 20), n.start):
            ahead = None
        # Both readings when both are words: "at step four hundred saves …" counts steps, not
        # "saves"; the caller pairs counts of one noun, so the wrong reading finds no pair.
        nouns = [
            m.group("noun").lower()
            for m in ((after,) if named_after else (after, ahead))
            if m is not None
            and m.group("noun").lower() not in FUNCTION_WORDS
            and m.group("noun").lower() not in _LINKING_VERBS
        ]
        out += [(n.value, noun) for noun in dict.fromkeys(nouns)]
    return out


_OPERATION_AFTER = re.compile(rf"\s+(?:{_OPERATOR_WORD})\b", re.IGNORECASE)
# The verbs that join arithmetic to its result ("twenty gives forty"): next to a count, no noun
# it counts.
_LINKING_VERBS = wordset(
    "gives give gave giving yields yield leaves leave makes make equals equal becomes become "
    "totals total reaches"
)


# Before a count, words that say it is what is left: "leaving 300", "left with 300" (after
# it, _LEFT_AFTER: "52,800 examples survive").
_LEFT_BEFORE = re.compile(
    r"\b(?:leaving|leaves|left\s+with)\s+(?:only\s+|just\s+)?$", re.IGNORECASE
)


# Between the two ends of a range: "a third to a half", "ten to twenty percent".
_RANGE_TO = re.compile(r"\s+(?:to|or)\s+")


def _a_remainder(value: Fraction, statements: Sequence[Statement]) -> bool:
    """Is a count of ``value`` in ``statements`` said as what is left ("52,800 examples
    survive", "leaving 300")?"""
    for statement in statements:
        text = statement.text
        for n in _quantities(statement):
            if n.value == value and (
                _LEFT_AFTER.match(text, n.end)
                or _LEFT_BEFORE.search(text, max(0, n.start - 20), n.start)
            ):
                return True
    return False


# A position said after a word for a range of positions: "beyond step thirty", "after
# turn ten", "up to token 512", "from layer four on".
_RANGE_BEFORE = re.compile(
    r"\b(?:beyond|after|past|before|until|till|since|from|through|up\s+to)\s+"
    r"(?:the\s+)?(?P<noun>[a-z]{3,}?)s?\s+$",
    re.IGNORECASE,
)


def _range_position(statements: Sequence[Statement], value: Fraction, noun: str) -> bool:
    """Is ``value`` said, in one of ``statements``, as a position of ``noun`` after a word for
    a range of positions ("beyond step thirty")?"""
    return any(
        (m := _RANGE_BEFORE.search(s.text, max(0, n.start - 30), n.start)) is not None
        and stem(m.group("noun").lower()) == stem(noun)
        for s in statements
        for n in _quantities(s)
        if n.value == value
    )


def _fraction_of_count(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A fraction of a whole said after two counts of one thing: "in a run of eight hundred
    steps, a warm-up of two hundred steps spends a quarter of the budget" (200/800); "Take a
    warm-up of two hundred steps. At step fifty the rate is a quarter of the peak" (50/200).
    The fraction is said in words or as a percentage and "of the …"; the counts are the only
    two of the one noun in the sentence and the one before."""
    for index, statement in enumerate(statements):
        text = statement.text
        previous: list[tuple[Fraction, str]] | None = None
        quantities = _quantities(statement)
        for f in quantities:
            if not (_FRACTION_TEXT.search(f.text) or f.unit == "percent"):
                continue
            if not _SHARE_OF.match(text, percent_end(text, f.end)):
                continue
            low = next((q for q in reversed(quantities) if q.end <= f.start), None)
            if low is not None and _RANGE_TO.fullmatch(text, low.end, f.start):
                # "learning at a third to a half of its intended rate": a range said loosely,
                # no share of two counts held to one of its ends (set 277: 700 / 1000 against
                # "a half", a false ✗)
                continue
            if any(q.end <= f.start and q.value == f.value for q in quantities):
                # "The share is \(\frac{10}{30}\), so a third of the sequence …": the fraction
                # restates a value its sentence gives, not a share of two counts before it
                continue
            # (a count for each of something is no part of a whole: "With eight samples each
            # …, the accepted set holds about four thousand three hundred and twenty samples")
            counts = _noun_counts(statement, f.start, per_item=False)
            if previous is None:
                previous = _noun_counts(statements[index - 1], per_item=False) if index > 0 else []
            by_noun: dict[str, set[Fraction]] = {}
            for value, noun in previous + counts:
                by_noun.setdefault(noun, set()).add(value)
            pairs = [(noun, sorted(v)) for noun, v in by_noun.items() if len(v) == 2]
            if len(pairs) != 1:
                continue
            noun, (small, large) = pairs[0]
            wholes = _noun_counts(statement, f.start, named_after=True)
            if index > 0:
                wholes += _noun_counts(statements[index - 1], named_after=True)
            if (large, noun) not in wholes:
                # "at token eight hundred … saves four hundred tokens, one third of the
                # generation": a position is a part of the whole, never the whole itself
                continue
            if _count_changed((statements[index - 1].text, text) if index else (text,), noun):
                continue  # "ten steps … Double the task to twenty steps": not a part of a whole
            apposed = next((q for q in reversed(_quantities(statement)) if q.end <= f.start), None)
            if (
                apposed is not None
                and apposed.value == large
                and _APPOSED_PHRASE_LEAD.fullmatch(text, apposed.end, f.start)
            ):
                # "Together that is just under twenty-five gigabytes, roughly a quarter of the
                # full figure", "burns 384 tokens of decoding after the answer is finished,
                # which is three quarters of the whole budget": the fraction sizes the larger
                # count against another whole
                continue
            if _OF_THE_TIME.match(text, percent_end(text, f.end)) and noun not in _TIME_NOUNS:
                # "400 pairs sit in the bin … right only seventy percent of the time": how
                # often something holds, not a share of the pairs.
                continue
            whole = _OF_WHOLE.match(text, percent_end(text, f.end))
            if whole is not None and stem(whole.group("word").lower()) != stem(noun):
                # "1,000 tokens … 24 tokens of padding. … thirty-three percent of the slots":
                # a share of other things (counted items, not "the budget" or "the peak").
                continue
            unit = _OF_A_UNIT.match(text, percent_end(text, f.end))
            if unit is not None and unit.group("word").lower() in UNIT_SIZES:
                # "reaches back twelve frames, which is a fifth of a second": an amount of
                # time (12 frames at 60 a second), not a share of the frames (set 38).
                continue
            if _range_position(statements[max(0, index - 1) : index + 1], small, noun):
                # "Rewards beyond step thirty keep less than five per cent of their weight":
                # a range of positions, all the steps past one (or before it), is no part of a
                # whole as a point of a warm-up is ("at step fifty … a quarter of the peak"):
                # 30 / 200 against 5 percent was a false ✗ (set 331)
                continue
            spared = _SPARED.search(text, 0, f.start) is not None
            if _a_remainder(large, (statements[index - 1], statement) if index else (statement,)):
                # "finds 7,200 already seen. Subtracting those, 52,800 examples survive, so
                # twelve percent of the export was repetition": the larger count is what is
                # left, and the whole is both (7,200 / 60,000)
                whole_value, whole_shown = small + large, f"({_text(small)} + {_text(large)})"
            else:
                whole_value, whole_shown = large, _text(large)
            # "Stopping at step 400 of 1000 saves 60 percent": what is spared is the rest.
            share = (1 - small / whole_value if spared else small / whole_value) * (
                100 if f.unit == "percent" else 1
            )
            shown = f"{_text(small)} / {whole_shown}"
            if spared:
                shown = f"1 - {shown}"
            if f.unit == "percent":
                shown = f"({shown}) \\times 100"
            before = any(v in (small, large) for v, _ in previous)
            used = (statements[index - 1], statement) if before else (statement,)
            yield _Found(used, shown, share, f, _hedged(text, f))


# --- a percentage of a counted whole, restated as a count ---------------------------------

# "sixty percent right, which is one hundred and twenty problems": the percentage (and a
# word or two), then the count it comes to.
_RESTATED_COUNT = re.compile(
    rf"^(?:\s+[a-z][\w-]*){{0,2}}\s*,?\s*(?:which\s+is|that\s+is|i\.e\.|or|giving)\s+"
    rf"{_HEDGE}?$"
    # "For a request of thirty words, ten percent is three words": the share as the subject
    rf"|^\s+(?:is|comes\s+to|works\s+out\s+to)\s+{_HEDGE}?$",
    re.IGNORECASE,
)


# A clause of its own saying the count the share comes to: ", each batch carries", ", so every
# group holds".
_CONSEQUENCE_COUNT = re.compile(
    rf"^(?:\s+[a-z][\w-]*){{0,2}}\s*,\s*(?:so\s+)?(?:each|every|the|a|an|one)\s+[a-z][\w-]*"
    rf"\s+(?:carries|holds|gets|contains|has|sees|includes)\s+{_HEDGE}?$",
    re.IGNORECASE,
)


# "90% of the 1,000 wrong targets": a percentage of a count said right after it.
_OF_THE_COUNT = re.compile(r"\s+of\s+(?:(?:the|these|those|its|their|our|all)\s+)?$", re.I)
# What links that amount to its value: "…, which is 900", "… is nine hundred", "… removes 900 of
# them" (a part of the count, said as such).
_PART_LINK = re.compile(
    r"(?:\s+[a-z][a-z'’-]*){0,3}?(?:\s*,\s*(?:which|that)\s+(?:is|comes\s+to)|\s+(?:is|are|or))\s+"
    rf"(?:{_HEDGE})?$",
    re.IGNORECASE,
)
_ANY_LINK = re.compile(r"[^,.;:\d]{0,60}$")


# A function of the value just said: "Its square root, the UCB1 bonus, is about point five
# three", "The square root of that product … comes to about point zero five nine" (set 234).
_FUNCTION_OF_THAT = re.compile(
    r"^\W*(?:its\s+(?P<own>square\s+root|cube\s+root|natural\s+log(?:arithm)?|reciprocal|square)"
    r"|(?:the\s+)?(?P<of>square\s+root|cube\s+root|natural\s+log(?:arithm)?|reciprocal|square)"
    r"\s+of\s+(?:that|this|it)(?:\s+(?:value|number|product|quotient|ratio|sum|result))?"
    # "Taking the negative logarithm gives a loss of about 0.374" (set 247): the operand unsaid
    r"|taking\s+(?:the\s+|its\s+)?(?P<negative>negative\s+|minus\s+)?"
    r"(?P<taken>square\s+root|cube\s+root|(?:natural\s+)?log(?:arithm)?|reciprocal|square)"
    r"(?:\s+of\s+(?:that|this|it))?"
    # "Squaring that for the product gives …" (a power of the result just worked out)
    r"|(?P<verbed>squaring|cubing)\s+(?:that|this|it)(?:\s+(?:value|number|factor|result))?"
    r"(?:\s+for\s+(?:the\s+)?[a-z-]+)?)"
    r"(?:\s*,[^,.;]{1,60},)?\s+(?:is|comes\s+to|gives|yields|equals|works\s+out\s+to)\s+"
    r"(?:(?:a|an)\s+[a-z-]+\s+of\s+)?"
    rf"(?:{_HEDGE})?$",
    re.IGNORECASE,
)
# The same function named as what a noun is, its value after a comma: "The standard
# deviation is the square root of that, about one point six" (set 343).
_NAMED_FUNCTION_OF_THAT = re.compile(
    r"^\W*(?:the\s+)?(?:[a-z-]+\s+){1,3}(?:is|was|becomes)\s+(?:the\s+|its\s+)?"
    r"(?P<of>square\s+root|cube\s+root|natural\s+log(?:arithm)?|reciprocal|square)"
    r"\s+of\s+(?:that|this|it)(?:\s+(?:value|number|product|quotient|ratio|sum|result))?"
    rf"\s*,\s*(?:which\s+is\s+|or\s+)?(?:{_HEDGE})?$",
    re.IGNORECASE,
)
_FUNCTION_TEX = {
    "square root": "\\sqrt{{{}}}",
    "cube root": "{}^{{1/3}}",
    "natural log": "\\ln({})",
    "natural logarithm": "\\ln({})",
    # (a log said with no base is the natural one, as in "the log of ten")
    "log": "\\ln({})",
    "logarithm": "\\ln({})",
    "reciprocal": "1 / {}",
    "square": "{}^2",
    "squaring": "{}^2",
    "cubing": "{}^3",
}
# The base ends the sentence before: at most two words follow it ("… is point zero three four
# five.", "… about 0.276 per pull."), so "its" can point to nothing else.
_ENDS_ITS_SENTENCE = re.compile(r"(?:\s+[a-z][a-z-]*){0,2}\s*[.!?;]?\s*$", re.IGNORECASE)


def _closing_number(before: Statement, between: str) -> Number | None:
    """The plain number (no unit) the sentence ends with, which "that" or "its" in the next
    one can only point to; ``between``: the characters that may stand right after it (")"
    closing its math, "," before its noun: "…, or 810,000, leaves.")."""
    earlier = _quantities(before)
    if not earlier:
        return None
    base = earlier[-1]
    if base.unit or not _ENDS_ITS_SENTENCE.fullmatch(before.text[base.end :].lstrip(between)):
        return None
    return base


# After the number closing a chain: words to the end of the sentence, no other number.
_WORDS_TO_END = re.compile(r"(?:\s+[a-z][a-z'’-]*){0,8}\s*[.!?;]?\s*$", re.IGNORECASE)


def _chain_result(span: re.Match[str], quantities: Sequence[Number]) -> Number | None:
    """The number a chain written in the math ``span`` ends on, as the last of ``quantities``
    inside it ("\\(e^{-0.01} \\approx 0.99\\)": 0.99), or None for no chain."""
    chain = _parsed(span.group("body"))
    if chain is None or len(chain.terms) < 2 or chain.terms[-1] is None:
        return None
    last = mathexpr.plain_value(chain.terms[-1])
    inside = [q for q in quantities if span.start() <= q.start < span.end()]
    return inside[-1] if last is not None and inside and inside[-1].value == last else None


def _closing_result(before: Statement) -> Number | None:
    """The plain number ending the sentence's last math as the final term of a chain (a
    result worked out there: "\\(\\approx e^{-0.1} \\approx 0.905\\) of its size from decay
    alone."), with only words after it; else None."""
    earlier = _quantities(before)
    if not earlier or earlier[-1].unit:
        return None
    base, text = earlier[-1], before.text
    if not text.startswith(")", base.end) or not _WORDS_TO_END.fullmatch(text, base.end + 1):
        return None
    span = next((m for m in _MATH_SPAN.finditer(text) if m.end() == base.end + 1), None)
    return base if span is not None and _chain_result(span, earlier) is base else None


def _opening_then_chain(
    statement: Statement, quantities: Sequence[Number]
) -> tuple[re.Match[str] | None, Number | None]:
    """The opening a chain of math follows right away, and the number that chain ends on
    ("Squaring that … gives \\(e^{-0.01} \\approx 0.99\\)": 0.99), or (None, None)."""
    text = statement.text
    span = next(iter(_MATH_SPAN.finditer(text)), None)
    m = _FUNCTION_OF_THAT.match(text[: span.start()]) if span is not None else None
    stated = _chain_result(span, quantities) if span is not None and m is not None else None
    return (m, stated) if stated is not None else (None, None)


def _function_of_that(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A square root, cube root, natural log, reciprocal or square of the number the sentence
    before ends with, opening the next sentence: "… a quarter of that is point zero three four
    five. The square root of that product, the tuned bonus, comes to about point zero five
    nine" (√0.0345 ≈ 0.186: set 234's planted slip)."""
    for before, statement in itertools.pairwise(statements):
        quantities = _quantities(statement)
        if not quantities:
            continue
        stated = quantities[0]
        head = statement.text[: stated.start]
        m = _FUNCTION_OF_THAT.match(head) or _NAMED_FUNCTION_OF_THAT.match(head)
        if m is not None and not stated.unit:
            yield from _function_found(before, statement, m, stated)


# A standard deviation that falls because the sentence before scaled a variance or the count
# averaged over: "Averaging twenty rollouts divides the noise variance by twenty. A noise
# standard deviation of two therefore drops to …", "… multiplies the batch by 4. The standard
# deviation of the gradient noise therefore falls to \(1/4\) of its old value".
_DEVIATION = re.compile(r"\bstandard\s+(?:deviation|error)s?\b", re.IGNORECASE)
_VARIANCE_WORD = re.compile(r"\bvariances?\b", re.IGNORECASE)
_VARIANCE_SCALED = re.compile(
    r"\b(?:divid(?:es|ing|ed)\s+(?:the\s+)?(?:[a-z-]+\s+){0,2}variance"
    r"|multipl(?:ies|ying|ied)\s+(?:the\s+)?(?:[a-z-]+\s+){0,2}"
    r"(?:batch|sample|samples|count|number\s+of\s+[a-z-]+)(?:\s+size)?)\s+by\s+$",
    re.IGNORECASE,
)
_SO_CONSEQUENCE = re.compile(r"\b(?:therefore|so|thus|hence)\b", re.IGNORECASE)
_FALLS_TO = re.compile(
    rf"\b(?:falls|drops|shrinks|decreases|goes\s+down|comes\s+down)\s+to\s+{_HEDGE}?\(?\s*$",
    re.IGNORECASE,
)
_OF_ITS_VALUE = re.compile(
    r"\s*\)?\s+of\s+its\s+(?:old\s+|previous\s+|original\s+|former\s+|earlier\s+)?"
    r"(?:value|size|level)\b",
    re.IGNORECASE,
)
_DEVIATION_OF = re.compile(r"\bdeviation\s+of\s+(?:about\s+|roughly\s+)?\(?\s*$", re.IGNORECASE)


def _ends_at(pattern: re.Pattern[str], text: str, end: int) -> bool:
    """Does ``pattern`` (anchored with ``$``) match a stretch of ``text`` ending at ``end``?"""
    return pattern.search(text, 0, end) is not None


def _deviation_of_a_scaled_variance(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A standard deviation said to fall as a consequence of a variance divided by k, or of k
    times as many things averaged, in the sentence before: it falls by √k, not k (sets 309
    and 314: "… multiplies the batch by 4. The standard deviation … therefore falls to
    \\(1/4\\) of its old value", it is 1/2). The new value is said as a share of the old
    ("of its old value") or after the old one ("A noise standard deviation of two therefore
    drops to …")."""
    for before, statement in itertools.pairwise(statements):
        text = statement.text
        if (
            not _DEVIATION.search(text)
            or _VARIANCE_WORD.search(text)
            or not _SO_CONSEQUENCE.search(text)
            or _DEVIATION.search(before.text)
        ):
            continue
        factors = [
            q
            for q in _quantities(before)
            if not q.unit and _ends_at(_VARIANCE_SCALED, before.text, q.start)
        ]
        if len(factors) != 1 or factors[0].value <= 1:
            continue
        k = factors[0].value
        root = Fraction(math.sqrt(k))
        quantities = _quantities(statement)
        for index, stated in enumerate(quantities):
            if stated.unit or not _ends_at(_FALLS_TO, text, stated.start):
                continue
            if _OF_ITS_VALUE.match(text, stated.end):
                expression, computed = f"1 / \\sqrt{{{_text(k)}}}", 1 / root
            else:
                old = next(
                    (
                        q
                        for q in reversed(quantities[:index])
                        if not q.unit and _ends_at(_DEVIATION_OF, text, q.start)
                    ),
                    None,
                )
                if old is None:
                    continue
                expression = f"{_text(old.value)} / \\sqrt{{{_text(k)}}}"
                computed = old.value / root
            yield _Found((before, statement), expression, computed, stated, _hedged(text, stated))
            break


def _function_of_that_worked(statements: Sequence[Statement]) -> Iterator[_Found]:
    """The same function of the number the sentence before ends with, its value the end of a
    chain right after the opening: "… \\(\\approx e^{-0.1} \\approx 0.905\\) of its size from
    decay alone. Squaring that for the product gives \\(e^{-0.01} \\approx 0.99\\)" (0.905²
    is 0.82: set 310's planted slip). The chain may hold as written while the step from the
    sentence before is the slip (see :func:`find_worked_on`)."""
    for before, statement in itertools.pairwise(statements):
        m, stated = _opening_then_chain(statement, _quantities(statement))
        if m is not None and stated is not None and not stated.unit:
            yield from _function_found(before, statement, m, stated)


def _function_found(
    before: Statement, statement: Statement, m: re.Match[str], stated: Number
) -> Iterator[_Found]:
    """The reading of a function of the number ``before`` ends with (``m``: the opening that
    names the function), against ``stated``; nothing when there is no such number."""
    # (the base may close the sentence's math: "… and \\(\\sigma(0.5) \\approx 0.622\\)."; a
    # power said as a gerund, "Squaring that", is of a result that closes a chain, maybe
    # further back: "… \\(\\approx e^{-0.1} \\approx 0.905\\) of its size from decay alone.")
    groups = m.groupdict()
    base = _closing_result(before) if groups.get("verbed") else _closing_number(before, ")")
    if base is None or base.value <= 0:
        return
    said = next(groups[k] for k in ("own", "of", "taken", "verbed") if groups.get(k))
    name = re.sub(r"\s+", " ", said.lower())
    template = f"-{_FUNCTION_TEX[name]}" if groups.get("negative") else _FUNCTION_TEX[name]
    shifts: tuple[Fraction, ...] = (Fraction(0), *_rounding_of(base))
    values = [_function_value(template, base.value + d) for d in shifts]
    if values[0] is None:
        return
    # (the base, said to its digits, is itself rounded: how far that moves the function
    # widens the tolerance: "about point six two two … Taking the negative logarithm gives
    # about point four seven four", −ln 0.6225 = 0.474)
    slack = max((abs(v - values[0]) for v in values[1:] if v is not None), default=Fraction(0))
    yield _Found(
        (before, statement),
        template.format(_text(base.value)),
        values[0],
        stated,
        _hedged(statement.text, stated),
        slack=slack,
    )


def _rounding_of(number: Number) -> tuple[Fraction, ...]:
    """The two ways a number said to its last decimal may have been rounded (none for a whole
    number)."""
    half = _half_unit(number.value)
    return (half, -half) if half else ()


def _function_value(template: str, value: Fraction) -> Fraction | None:
    """A function's value, from its TeX template with ``value`` as its argument."""
    if value <= 0:
        return None
    try:
        (node,) = mathexpr.parse_chain(template.format(_text(value))).terms
        result = mathexpr.evaluate(node) if node is not None else None
    except (mathexpr.MathError, OverflowError, ValueError):
        return None
    return None if result is None else Fraction(result)


# "Going one ply deeper multiplies that by another 30, to …", "Dividing it by four gives …":
# an operation on the number the sentence before ends with, by the number after "by".
_SCALES_THAT = re.compile(
    r"^(?:[^.;:]{0,60}?\s)?(?P<verb>multipl(?:y|ies|ying|ied)|divid(?:e|es|ing|ed))\s+"
    r"(?:that|this|it|the(?=\s+(?:total|sum|product|result)\b))(?:\s+(?:value|number|count"
    r"|total|product|result|sum|difference|figure|amount))?\s+by\s+(?:the\s+)?"
    r"(?:another\s+|a\s+further\s+|a\s+factor\s+of\s+)?$",
    re.IGNORECASE,
)
# What follows the factor, before the result: ", to 2,430,000", ", giving …", " gives …".
_SCALED_TO = re.compile(
    # (after what the factor counts: "by the 20 pulls gives …")
    rf"^(?:\s+[a-z][a-z-]*s\b)?"
    rf"\s*(?:,\s*(?:to|giving|which\s+gives|for|and\s+(?:gives|yields))|\s+(?:gives|yields|makes))"
    # "…, which gives an arrival term of 8.1": the result named
    rf"\s+(?:(?:a|an|the)\s+(?:[a-z-]+\s+){{1,2}}of\s+)?(?:(?:only|just|exactly)\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)


def _scaled_that(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A product or quotient of the number the sentence before ends with, said with "that"
    and the factor after "by", and the result after it: "… visits about \\( 30^{4} \\), or
    810,000, leaves. Going one ply deeper multiplies that by another 30, to 2,430,000 leaves"
    (810,000 × 30 = 24,300,000: set 244's planted slip). The factor may be written in math,
    its names given values before: "… a hallway state whose value is \\(V(s') = 10\\).
    Discounting that value over the 3 steps multiplies it by \\(\\gamma^3\\), which gives an
    arrival term of 8.1" (0.9³ × 10 = 7.29 with \\(\\gamma = 0.9\\) set up before: set 341's
    planted slip, which had passed as 0.81 × 10 from a number said for another step)."""
    for index in range(1, len(statements)):
        before, statement = statements[index - 1], statements[index]
        quantities = _quantities(statement)
        base = _closing_number(before, ",)")  # ("…, or 810,000, leaves.", "\\(V = 10\\).")
        if not quantities or base is None:
            continue
        text = statement.text
        written = _math_factor(statements, index, base) or _counted_factor(before, statement, base)
        if written is not None:
            yield written
            continue
        for factor, stated in itertools.pairwise(quantities):
            m = _SCALES_THAT.match(text[: factor.start])
            if m is None:
                continue  # ("Going [one] ply deeper multiplies that by …": not yet the factor)
            if factor.unit or stated.unit or factor.value == 0:
                break
            if not _SCALED_TO.match(text[factor.end : stated.start]):
                break
            combined = _combine(_operation(m), base.value, factor.value)
            if combined is None:
                break
            computed, expression = combined
            yield _Found((before, statement), expression, computed, stated, _hedged(text, stated))
            break


# "The running total is now \\(12 + 14 = 26\\). Dividing by the number of episodes gives an
# estimate of 5.2 after six episodes": the factor a count of things said in words, its number
# given with the same noun in this sentence or the one before (set 369's planted slip).
_BY_THE_NUMBER_OF = re.compile(
    r"^\W*(?:(?:so|then|now)\s+)?(?P<verb>multiply(?:ing)?|divid(?:e|ing))"
    r"(?:\s+(?:it|that|this|the\s+(?:total|sum)))?\s+by\s+the\s+number\s+of\s+(?P<noun>[a-z-]+s)\b",
    re.IGNORECASE,
)


def _counted_factor(before: Statement, statement: Statement, base: Number) -> _Found | None:
    """:func:`_scaled_that`'s reading where the factor is "the number of" things counted in
    this sentence or the one before (:data:`_BY_THE_NUMBER_OF`); None for none."""
    text = statement.text
    m = _BY_THE_NUMBER_OF.match(text)
    if m is None:
        return None
    noun = re.escape(m.group("noun"))
    counts = {
        q.value
        for s in (before, statement)
        for q in _quantities(s)
        if q.value.denominator == 1 and q.value > 0 and re.match(rf"\s+{noun}\b", s.text[q.end :])
    }
    stated = next((q for q in _quantities(statement) if q.start >= m.end()), None)
    if len(counts) != 1 or stated is None or stated.unit:
        return None
    if not _SCALED_TO.match(text[m.end() : stated.start]):
        return None
    (count,) = counts
    combined = _combine(_operation(m), base.value, count)
    if combined is None:
        return None
    computed, expression = combined
    return _Found((before, statement), expression, computed, stated, _hedged(text, stated))


def _math_factor(statements: Sequence[Statement], index: int, base: Number) -> _Found | None:
    """:func:`_scaled_that`'s reading where the factor is written in math ("multiplies it by
    \\(\\gamma^3\\), which gives …"): its value with the names given before; None for none."""
    statement = statements[index]
    text = statement.text
    for span in _MATH_SPAN.finditer(text):
        m = _SCALES_THAT.match(text[: span.start()])
        if m is None or not m.group("verb").lower().startswith("multipl"):
            continue
        stated = next((q for q in _quantities(statement) if q.start >= span.end()), None)
        if stated is None or stated.unit or not _SCALED_TO.match(text[span.end() : stated.start]):
            return None
        node = _lone_term(span.group("body"))  # (a formula's one term too: "0.9^{3}")
        if node is None:
            return None
        names = mathexpr.names_in(node)
        env = _given_values(statements, index, names, span.start()) if names else {}
        if env is None:
            return None
        try:
            factor = Fraction(mathexpr.evaluate(node, env))
        except (mathexpr.MathError, OverflowError, ValueError):
            return None
        steps = tuple(f"{name} = {_text(value)}" for name, value in sorted(env.items()))
        return _Found(
            (statements[index - 1], statement),
            f"{_text(base.value)} \\times {mathexpr.show(node)}",
            base.value * factor,
            stated,
            _hedged(text, stated),
            steps=steps,
        )
    return None


def _lone_term(body: str) -> mathexpr.Expr | None:
    """The one term of a math span with no "=" ("\\gamma^3"), or None."""
    chain = None if "=" in body else _parsed(body)
    return chain.terms[0] if chain is not None and len(chain.terms) == 1 else None


def _percent_of_number(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A percentage of a count said right after it, and the part it comes to: "A filter that
    catches 90% of the 1,000 wrong targets removes 900 of them" (set 233), "sixty percent of
    the two hundred problems, which is one hundred and twenty". The part is the next number of
    its clause, linked as the amount's value ("which is", "is") or said "of them"."""
    for statement in statements:
        text = statement.text
        numbers = _quantities(statement)
        for share, count, part in zip(numbers, numbers[1:], numbers[2:], strict=False):
            if share.unit != "percent" or count.unit or part.unit or count.value <= 0:
                continue
            if not _OF_THE_COUNT.match(text[percent_end(text, share.end) : count.start]):
                continue
            between = text[count.end : part.start]
            if not (
                _PART_LINK.match(between)
                or (_ANY_LINK.match(between) and _OF_THEM.match(text, part.end))
            ):
                continue
            computed = share.value * count.value / 100
            expression = f"{_text(share.value / 100)} \\times {_text(count.value)}"
            yield _Found((statement,), expression, computed, part, _hedged(text, part))


def _percent_of_count(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A percentage of a whole counted before it, restated as a count of the same things:
    "Take two hundred maths problems, and suppose the first drafts get sixty percent right,
    which is one hundred and twenty problems" (60% of 200). The whole is the one count of
    that noun (within its next two words) before the percentage in the sentence, or else in
    the sentence before; a count far from the share is of something else (a misreading)."""
    for index, statement in enumerate(statements):
        text = statement.text
        for share, count in itertools.pairwise(_quantities(statement)):
            # (an amount of a unit noun too: "twelve point five newtons … one percent of that is
            # point one two five newtons")
            if share.unit != "percent" or count.unit or count.value <= 0:
                continue
            between = text[percent_end(text, share.end) : count.start]
            # "… and a four percent mix, each batch carries twenty harmful prompts": a clause
            # of its own says the count (reported only when it agrees, below)
            consequence = _CONSEQUENCE_COUNT.match(between) is not None
            if not consequence and not _RESTATED_COUNT.match(between):
                continue
            after = _WORD_AFTER.match(text, count.end)
            if after is None:
                continue
            nouns = [stem(after.group("word").lower())]
            if consequence:  # (the noun may follow a modifier: "twenty harmful prompts")
                nouns += sorted(_stems_ahead(text, count.end, 2) - set(nouns))
            holders = (statement, *statements[max(0, index - 1) : index])
            # the first noun, and the nearest sentence, that counts a whole
            holder, wholes = next(
                (
                    (h, w)
                    for noun in nouns
                    for h in holders
                    if (
                        w := _counted_wholes(
                            h, noun, share.start if h is statement else len(h.text)
                        )
                    )
                ),
                (statement, set()),
            )
            if len(wholes) != 1:
                continue
            (whole,) = wholes
            computed = share.value * whole / 100
            if not _near(computed, count.value):
                continue
            used = (statement,) if holder is statement else (holder, statement)
            expression = f"{_text(share.value)} / 100 \\times {_text(whole)}"
            yield _Found(used, expression, computed, count, _hedged(text, count))


# "On 5,000 benign prompts, a 2% false-positive rate flags 100 of them": a rate's noun phrase
# and its verb between the share and the part (no number, no clause break).
_RATE_VERB = re.compile(r"^(?:\s+[a-z][\w-]*){1,5}\s+(?:only\s+|about\s+|roughly\s+)?$", re.I)


def _rate_of_a_count(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A percentage applied to the one count said before it in its sentence, and the part it
    comes to said "of them": "On 5,000 benign prompts, a 2% false-positive rate flags 100 of
    them" (set 240). The whole is the sentence's only plain count before the share; a part
    more than twice or less than half of the share's is of another group, not a slip."""
    for statement in statements:
        text = statement.text
        numbers = _quantities(statement)
        for k, (share, part) in enumerate(itertools.pairwise(numbers)):
            if share.unit != "percent" or part.unit or not _OF_THEM.match(text, part.end):
                continue
            if not _RATE_VERB.match(text[percent_end(text, share.end) : part.start]):
                continue
            wholes = [n for n in numbers[:k] if not n.unit and n.value.denominator == 1]
            if len(wholes) != 1 or wholes[0].value <= 0:
                continue
            computed = share.value * wholes[0].value / 100
            if _near(computed, part.value):
                expression = f"{_text(share.value)} / 100 \\times {_text(wholes[0].value)}"
                yield _Found((statement,), expression, computed, part, _hedged(text, part))


# A count said as the result of the sentence before: "… removes the top five percent. That
# is one in twenty, so [two thousand examples] leave."
_COUNT_RESULT = re.compile(
    rf"\b(?:so|that\s+is|which\s+is|meaning|leaving)\s+{_HEDGE}?$", re.IGNORECASE
)


def _percent_of_count_next(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A percentage of a whole, both in one sentence, restated as a count of the same things
    in the next one after words of a result: "Suppose you hold forty thousand examples and
    the ceiling removes the top five percent. That is one in twenty, so two thousand
    examples leave" (5% of 40,000). The sentence before holds one percentage and, before
    it, one count of the noun the count counts. Only an agreeing reading is reported: a
    count a sentence later may be of another share."""
    for index in range(1, len(statements)):
        before, statement = statements[index - 1], statements[index]
        shares = [q for q in _quantities(before) if q.unit == "percent"]
        if len(shares) != 1 or any(q.unit == "percent" for q in _quantities(statement)):
            continue
        (share,) = shares
        text = statement.text
        for count in _quantities(statement):
            if count.unit or count.value.denominator != 1:
                continue
            if not _COUNT_RESULT.search(text, 0, count.start):
                continue
            after = _WORD_AFTER.match(text, count.end)
            if after is None:
                continue
            noun = stem(after.group("word").lower())
            wholes = _counted_wholes(before, noun, share.start)
            if len(wholes) != 1:
                continue
            (whole,) = wholes
            found = _agreeing_share(before, statement, share, whole, count)
            if found is not None:
                yield found
            break


# "… the top 5% of the pool. For a pool of 270,000, that is 13,500 examples": the share names
# its whole by a noun, and the next sentence counts that whole.
_OF_A_WHOLE = re.compile(
    r"\s+of\s+(?:the|its|their|our|your|this|that|each|every|a|an)\s+(?P<noun>[a-z][\w-]*)\b",
    re.IGNORECASE,
)


def _share_of_named_whole(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A percentage of a whole the sentence names by a noun ("fine-tuning on the top 5% of
    the pool"), and the next sentence sizing that whole and saying the count the share
    comes to after words of a result: "For a pool of 270,000, that is 13,500 examples"
    (5% of 270,000). The whole is the one number of the second sentence, before the count,
    said as "pool of N" or "N pools" (the noun within its next two words). Only an agreeing
    reading is reported: the count may be of another share."""
    for before, statement in itertools.pairwise(statements):
        shares = [q for q in _quantities(before) if q.unit == "percent"]
        if len(shares) != 1 or any(q.unit == "percent" for q in _quantities(statement)):
            continue
        (share,) = shares
        named = _OF_A_WHOLE.match(before.text, percent_end(before.text, share.end))
        if named is None:
            continue
        noun = stem(named.group("noun").lower())
        text = statement.text
        quantities = _quantities(statement)
        for k, count in enumerate(quantities):
            if count.unit or count.value.denominator != 1 or k == 0:
                continue
            if not _COUNT_RESULT.search(text, 0, count.start):
                continue
            wholes = [
                q
                for q in quantities[:k]
                if not q.unit
                and q.value > count.value
                and (
                    noun in _stems_ahead(text, q.end, 2)
                    or re.search(
                        rf"\b{re.escape(named.group('noun'))}s?\s+of\s+$", text[: q.start], re.I
                    )
                )
            ]
            if len(wholes) != 1:
                break
            found = _agreeing_share(before, statement, share, wholes[0].value, count)
            if found is not None:
                yield found
            break


# "Put as a share, that is about 3.5 percent", "As a share of the frozen matrix, that comes
# to roughly eight percent": a share asked for in so many words, of the value just said.
_AS_A_SHARE = re.compile(
    r"^\W*(?:(?:put|expressed|written|taken|seen|counted)\s+)?as\s+an?\s+"
    r"(?:share|fraction|percentage|proportion)"
    r"(?:\s+of\s+(?:the|its|their|our|this|that)\s+(?P<whole>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}))?"
    rf"\s*,\s*(?:that|this|it)\s+(?:is|comes\s+to|works\s+out\s+to|makes)\s+{_HEDGE}?$"
    # "… amount to 16 out of 50,000. That share is 0.032% of the documents."
    rf"|^\W*(?:that|this|the)\s+(?:share|fraction|proportion)\s+(?:is|comes\s+to|works\s+out\s+to)"
    rf"\s+{_HEDGE}?$",
    re.IGNORECASE,
)


def _share_asked(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A share asked for in words, of the value the sentence before said: "… after about 7
    million frames, against the 200 million DQN had used. Put as a share, that is about 3.5
    percent" (the sentence before's two values, the smaller of the larger), or "As a share of
    the frozen matrix, that comes to roughly eight percent" (the sentence before's last value,
    of the one value an earlier sentence of the paragraph says right after naming "the frozen
    matrix"). The share is asked for, so a disagreement is a slip."""
    for index, statement in enumerate(statements[1:], 1):
        stated = next(iter(_quantities(statement)), None)
        if stated is None:
            continue
        asked = _AS_A_SHARE.match(statement.text[: stated.start])
        if asked is None:
            continue
        before = statements[index - 1]
        values = _quantities(before)
        named = asked.group("whole")
        used: tuple[Statement, ...]
        if named is None:
            if len(values) > 2 and _out_of(values[-2], before) == values[-1]:
                values = values[-2:]  # "… amount to 16 out of 50,000": the pair it ends on
            if len(values) != 2 or values[0].unit != values[1].unit or values[0].unit == "percent":
                continue
            part, whole = sorted(values, key=lambda n: n.value)
            used = (before, statement)
        else:
            if not values or values[-1].unit == "percent":
                continue
            part = values[-1]
            found = _valued_after_name(statements[: index - 1], named)
            if found is None:
                continue
            whole, said = found
            used = (said, before, statement)
        if whole.value <= 0 or part.value > whole.value:
            continue
        expression = f"{_text(part.value)} / {_text(whole.value)}"
        computed = part.value / whole.value
        if stated.unit == "percent":
            computed, expression = computed * 100, f"({expression}) \\times 100"
        elif not 0 < stated.value < 1:
            continue
        yield _Found(used, expression, computed, stated, _hedged(statement.text, stated))


def _valued_after_name(
    statements: Sequence[Statement], name: str
) -> tuple[Number, Statement] | None:
    """The one value the latest of ``statements`` naming ``name`` ("frozen matrix") says
    within a few words after the name ("the frozen matrix holds about 16.8 million
    weights"), with its sentence; None when none does or the sentence says two."""
    pattern = re.compile(rf"\b{re.escape(name)}\b", re.IGNORECASE)
    for said in reversed(statements):
        mention = pattern.search(said.text)
        if mention is None:
            continue
        after = [
            q
            for q in _quantities(said)
            if q.start >= mention.end() and word_count(said.text[mention.end() : q.start]) <= 4
        ]
        span = _math_span_at(said.text, after[0].start) if after else None
        if len(after) > 1 and span is not None:
            # "the frozen matrix holds \\(4096^2 = 16{,}777{,}216\\) weights": the value its
            # formula comes to, after the last "="
            equals = said.text.rfind("=", span.start(), span.end())
            inside = [q for q in _quantities(said) if equals < q.start < span.end()]
            after = inside if equals >= 0 and len(inside) == 1 else after
        return (after[0], said) if len(after) == 1 and not after[0].unit else None
    return None


def _agreeing_share(
    before: Statement, statement: Statement, share: Number, whole: Fraction, count: Number
) -> _Found | None:
    """The reading of ``count`` as ``share`` percent of ``whole``, if it agrees (a count a
    sentence after a share may be of another share: a disagreement is no slip)."""
    expression = f"{_text(share.value)} / 100 \\times {_text(whole)}"
    computed = share.value * whole / 100
    hedged = _hedged(statement.text, count)
    found = _Found((before, statement), expression, computed, count, hedged)
    return found if _agrees(found) else None


def _counted_wholes(statement: Statement, noun: str, before: int) -> set[Fraction]:
    """The wholes (no unit) of ``statement`` before offset ``before`` that count or measure
    ``noun`` (a stem within their next two words): "forty thousand [examples]", "twelve point
    five [newtons]"; a count is two or more."""
    return {
        q.value
        for q in _quantities(statement)
        if q.start < before
        and not q.unit
        and (q.value >= 2 or q.value.denominator != 1)
        and q.value > 0
        and noun in _stems_ahead(statement.text, q.end, 2)
    }


_WORDS_AHEAD = re.compile(r"[a-z][\w-]*", re.IGNORECASE)


def _stems_ahead(text: str, at: int, count: int) -> set[str]:
    """The stems of the first ``count`` words after ``at`` ("two hundred [maths problems]"):
    where the noun a count counts is."""
    return {stem(w.lower()) for w in _WORDS_AHEAD.findall(text, at, at + 40)[:count]}


# --- a percentage of a percentage ---------------------------------------------------------

_OF_THOSE = re.compile(r"\s+of\s+(?:them|those|these|that\s+share)\b", re.IGNORECASE)
_SO_OVERALL = re.compile(
    rf"\b(?:so|therefore|thus|which\s+is|that\s+is|meaning|in\s+all|overall)\b[^.;]*?"
    rf"{_HEDGE}?$",
    re.IGNORECASE,
)


def _share_of_share(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A percentage of a percentage, and the share of the whole it makes: "twelve percent of
    episodes contain a hack and the monitor catches eighty percent of them, so about nine
    point six percent of all episodes get flagged" (12% × 80%). The sentence says exactly
    three percentages: the second "of them" (of those), the third after a word of result."""
    for statement in statements:
        text = statement.text
        shares = [q for q in _quantities(statement) if q.unit == "percent"]
        if len(shares) != 3:
            continue
        outer, inner, stated = shares
        if not _OF_THOSE.match(text, percent_end(text, inner.end)):
            continue
        if not _SO_OVERALL.search(text, percent_end(text, inner.end), stated.start):
            continue
        computed = outer.value * inner.value / 100
        if not _near(computed, stated.value):
            continue
        expression = f"{_text(outer.value)} \\times {_text(inner.value)} / 100"
        yield _Found((statement,), expression, computed, stated, _hedged(text, stated))


# --- a fraction restated as a percentage ----------------------------------------------------

_RESTATED_AS = re.compile(
    # (not "a quarter of that, which is point four": a fraction of an amount said before)
    rf"^(?:\s+of\s+(?!(?:that|this|it|those|these|them)\b)"
    rf"(?:the\s+|its\s+|their\s+|all\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?)?"
    rf"\s*,\s*(?:or|that\s+is|i\.e\.|which\s+is)\s+{_HEDGE}?$",
    re.IGNORECASE,
)


def _fraction_as_percent(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A fraction said in words restated as a percentage or a decimal right after it: "each
    would take one eighth of the tokens, or twelve and a half percent" (1/8 = 12.5%), "a
    quarter, that is 25%", "five eighths, or point six two five". (A decimal there may be
    an operand: "76% plus 0.8, or about 77%".)"""
    for statement in statements:
        text = statement.text
        for part, stated in itertools.pairwise(_quantities(statement)):
            if part.unit or not 0 < part.value < 1:
                continue
            # as a percentage, or as a decimal ("five eighths, or point six two five")
            percent = stated.unit == "percent"
            decimal = stated.unit is None and _DECIMAL_SAID.search(stated.text) is not None
            if not (percent or decimal) or not _FRACTION_WORD.search(part.text):
                continue  # "76% plus 0.8, or about 77%": a decimal may be an operand
            if not _RESTATED_AS.match(text[part.end : stated.start]):
                continue
            computed = part.value * 100 if percent else part.value
            if not _near(computed, stated.value):
                continue
            expression = f"{_text(part.value)} \\times 100" if percent else _text(part.value)
            yield _Found((statement,), expression, computed, stated, _hedged(text, stated))


# --- a band around a centre -----------------------------------------------------------------

# The two ends of a band, said as a pair: "between 0.8 and 1.2", "from 0.6 to 1.0".
_BAND_LINK = re.compile(r"\s+(and|to)\s+", re.IGNORECASE)
_BAND_OPENS = {
    "and": re.compile(r"\bbetween\s+$", re.IGNORECASE),
    "to": re.compile(r"\bfrom\s+$", re.IGNORECASE),
}
# A half-width said before the band: "plus or minus 25 percent", "± 0.5", "\pm 0.5".
_PLUS_MINUS = re.compile(r"(?:\bplus\s+or\s+minus|±|\\pm)\s*$", re.IGNORECASE)
# The clip range of a ratio: "a clip range of 0.2", "epsilon is 0.2", "\(\epsilon = 0.2\)".
_CLIP_WIDTH = re.compile(
    rf"(?:\bclip(?:ping)?\s+(?:range|width|parameter)|\bepsilon|ε|\\(?:var)?epsilon)\s*"
    rf"(?:(?:is|of|at|to|set\s+to|equal\s+to)\s+|=\s*)?{_HEDGE}?$",
    re.IGNORECASE,
)
_RATIO_WORD = re.compile(r"\bratios?\b", re.IGNORECASE)


@dataclass(frozen=True)
class _Centre:
    """What a band is centred on and how wide it is, and the sentences that say so."""

    value: Fraction
    width: Fraction
    relative: bool  # a percentage of the centre ("plus or minus 25 percent")
    statements: tuple[Statement, ...]


def _band_centre(window: Sequence[Statement], low: Number) -> _Centre | None:
    """The centre and half-width a band's sentence (last in ``window``) or the two before it
    set up: the clip range ε of a ratio (centred on 1: the ratio of an unchanged policy; the
    ratio named there or in the sentences before, "… limits each ratio to a band around one.
    With a clip range of point two, the band runs from point eight to one point two"), or
    a value "plus or minus" a width (centred on the last quantity said before the width)."""
    band = window[-1]
    named = any(_RATIO_WORD.search(w.text) for w in window)  # a ratio, here or just before
    for k in range(len(window) - 1, -1, -1):
        statement = window[k]
        text = statement.text
        for n in reversed(_quantities(statement)):
            if statement is band and n.end > low.start:
                continue
            before = text[max(0, n.start - 60) : n.start]
            if _CLIP_WIDTH.search(before) and named and 0 < n.value < 1:
                return _Centre(Fraction(1), n.value, False, tuple(window[k:]))
            if not _PLUS_MINUS.search(before) or n.value <= 0:
                continue
            # the centre: the last quantity before the width, here or one sentence back
            for j in range(k, max(-1, k - 2), -1):
                earlier = [q for q in _quantities(window[j]) if q.end <= n.start or j < k]
                if earlier:
                    centre = earlier[-1]
                    relative = n.unit == "percent" and centre.unit != "percent"
                    return _Centre(centre.value, n.value, relative, tuple(window[j:]))
            return None
    return None


def _bands(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A band said by its two ends, around a centre and a half-width said before it:
    "Epsilon is point two on both sides, so the ratio is held between point eight and one
    point two" (the clip range ε bounds a ratio at 1 − ε and 1 + ε), "friction is point
    eight … randomise it by plus or minus twenty-five percent. That gives a range from
    point six to one point zero" (0.8 × (1 − 0.25) and 0.8 × (1 + 0.25)). The width is said
    in the band's sentence or one of the two before it. Each end is checked when the pair
    straddles the centre and one end agrees (a narrower pair inside the band is another
    range, "ratios between 0.9 and 1.1 are never clipped", not a slip)."""
    for index, statement in enumerate(statements):
        text = statement.text
        for low, high in itertools.pairwise(_quantities(statement)):
            link = _BAND_LINK.fullmatch(text, low.end, high.start)
            if link is None or not _BAND_OPENS[link.group(1).lower()].search(text, 0, low.start):
                continue
            if low.unit != high.unit or low.value >= high.value:
                continue
            centre = _band_centre(statements[max(0, index - 2) : index + 1], low)
            if centre is None or not low.value < centre.value < high.value:
                continue
            c, w = centre.value, centre.width
            if centre.relative:
                ends = (c * (1 - w / 100), c * (1 + w / 100))
                shown = [f"{_text(c)} \\times (1 {op} {_text(w / 100)})" for op in "-+"]
            else:
                ends = (c - w, c + w)
                shown = [f"{_text(c)} {op} {_text(w)}" for op in "-+"]
            pairs = list(zip(ends, (low, high), shown, strict=True))
            hedged = [_hedged(text, n) for n in (low, high)]
            agree = [
                abs(end - n.value) <= _tolerance(n, h)
                for (end, n, _), h in zip(pairs, hedged, strict=True)
            ]
            if not any(agree):
                continue
            for (end, stated, expression), h in zip(pairs, hedged, strict=True):
                yield _Found(centre.statements, expression, end, stated, h)


# "within 2σ of the mean, that is between 0.5 and 1.5", "within two standard deviations of
# the mean, or from 3 to 7": a band of k standard deviations restated by its two ends.
_WITHIN_SIGMAS = re.compile(
    r"\bwithin\s+\(?\s*(?P<k>[\w.]+)?\s*(?:\\sigma|σ|standard\s+deviations?)\s*\)?\s+of\s+"
    r"(?:the|its|their)\s+mean\s*,?\s*(?:that\s+is|i\.e\.|or|which\s+is)\s*,?\s*"
    r"(?P<open>between|from)\s+$",
    re.IGNORECASE,
)
_SIGMA_IS = re.compile(
    r"(?:\\sigma|σ|standard\s+deviation)\s*(?:=|is|of|equal\s+to)\s*(?:\(\s*)?$", re.IGNORECASE
)
_MEAN_WORD = re.compile(r"\bmean\b", re.IGNORECASE)


def _sigma_bands(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A band of k standard deviations around a mean, restated by its two ends: "The mean
    action is 1.0. With σ = 0.5, roughly 95% of actions fall within 2σ of the mean, that is
    between 0 and 2" (1.0 ∓ 2 × 0.5). The mean is the last quantity after the word "mean"
    in the sentence or the two before; σ a value said as "σ = …" or "a standard deviation
    of …" there; k the number before σ (one when none). "That is" makes the two ends the
    band's own: each is checked."""
    for index, statement in enumerate(statements):
        text = statement.text
        for low, high in itertools.pairwise(_quantities(statement)):
            link = _BAND_LINK.fullmatch(text, low.end, high.start)
            within = _WITHIN_SIGMAS.search(text, 0, low.start)
            if link is None or within is None or within.end() != low.start:
                continue
            if within.group("open").lower() != ("between" if link.group(1) == "and" else "from"):
                continue
            k_number = [
                n for n in _quantities(statement) if within.start() < n.start < within.end()
            ]
            k = k_number[0].value if k_number else Fraction(1)
            window = statements[max(0, index - 2) : index + 1]
            sigma: Number | None = None
            mean: tuple[Statement, Number] | None = None
            for earlier in window:
                before_within = earlier is statement
                for n in _quantities(earlier):
                    if before_within and n.start >= within.start():
                        break
                    if _SIGMA_IS.search(earlier.text[max(0, n.start - 30) : n.start]):
                        sigma = n
                    elif (m := _MEAN_WORD.search(earlier.text, 0, n.start)) is not None and (
                        not before_within or m.start() < within.start()
                    ):
                        mean = (earlier, n)
            if sigma is None or mean is None or sigma.value <= 0:
                continue
            centre, width = mean[1].value, k * sigma.value
            used = tuple(s for s in window if s is mean[0] or s is statement)
            for end, stated, op in ((centre - width, low, "-"), (centre + width, high, "+")):
                expression = f"{_text(centre)} {op} {_text(k)} \\times {_text(sigma.value)}"
                yield _Found(used, expression, end, stated, _hedged(text, stated))


# --- memory at another bit width ----------------------------------------------------------

# "At sixteen bits", "a four-bit copy", "in 8-bit precision": the bit width said with it.
_BITS = re.compile(r"^(?:\s+|-)bits?\b", re.IGNORECASE)


def _bit_width(statement: Statement) -> Number | None:
    """The one bit width a sentence names ("sixteen bits", "a four-bit copy"), if one."""
    found = [
        n
        for n in _quantities(statement)
        if not n.unit and _whole(n) and _BITS.match(statement.text[n.end : n.end + 6])
    ]
    return found[0] if len(found) == 1 else None


def _memory_amount(statement: Statement, after: int) -> tuple[Number, str] | None:
    """The last amount of memory after ``after`` ("two bytes … fourteen gigabytes": the
    fourteen), with its unit as written, if any."""
    found = []
    for n in _quantities(statement):
        unit = _WORD_AFTER.match(statement.text, n.end)
        size = UNIT_SIZES.get(unit.group("word").lower()) if unit else None
        if n.start > after and not n.unit and unit and size and size[0] == "byte":
            found.append((n, unit.group("word").lower()))
    return found[-1] if found else None


def _other_bit_width(statements: Sequence[Statement]) -> Iterator[_Found]:
    """Memory restated at another bit width: "At sixteen bits, each parameter needs two bytes,
    so the weights alone fill fourteen gigabytes. A four-bit copy of the same weights fits in
    about seven gigabytes" (14 × 4/16 = 3.5). Each sentence names one bit width and one
    amount of memory after it (the last), in one unit."""
    for first, second in itertools.pairwise(statements):
        wide, narrow = _bit_width(first), _bit_width(second)
        if wide is None or narrow is None or wide.value == narrow.value or narrow.value <= 0:
            continue
        before, after = _memory_amount(first, wide.end), _memory_amount(second, narrow.end)
        if before is None or after is None or before[1] != after[1]:
            continue
        (amount, _), (stated, _) = before, after
        computed = amount.value * narrow.value / wide.value
        if not _near(computed, stated.value) and computed * 2 != stated.value:
            continue  # (a bits-for-bytes slip doubles it: still this restatement)
        expression = f"{_text(amount.value)} \\times {_text(narrow.value)} / {_text(wide.value)}"
        yield _Found((first, second), expression, computed, stated, _hedged(second.text, stated))


# --- a difference said in percentage points ----------------------------------------------


def _points_apart(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A difference said in percentage points after the two percentages it separates:
    "succeeds in 85% of episodes and the greedy one in 92%. The greedy version looks 7
    percentage points better". The two are the only percentages of the sentence before
    the difference, or else of the sentence before it, and of one kind; a difference far
    from the stated one is of other percentages (a misreading), not a slip."""
    for index, statement in enumerate(statements):
        for stated in _quantities(statement):
            if stated.unit != "percentage point":
                continue
            here = [
                q for q in _quantities(statement) if q.unit == "percent" and q.end <= stated.start
            ]
            used: tuple[Statement, ...] = (statement,)
            if not here and index > 0:
                here = [q for q in _quantities(statements[index - 1]) if q.unit == "percent"]
                used = (statements[index - 1], statement)
            if len(here) == 1 and index > 1:
                # "… reaches 82% against its own simulator. Against a held-out one, … 61%.
                # The gap is 21 percentage points": one percentage in each sentence before
                first = [q for q in _quantities(statements[index - 2]) if q.unit == "percent"]
                if len(first) == 1:
                    here = [*first, *here]
                    used = (statements[index - 2], *used)
            if len(here) != 2 or not _of_one_kind(here[0], here[1], used):
                continue
            a, b = here
            computed = abs(a.value - b.value)
            if not _near(computed, stated.value):
                continue
            high, low = (a, b) if a.value >= b.value else (b, a)
            expression = f"{_text(high.value)} - {_text(low.value)}"
            yield _Found(used, expression, computed, stated, _hedged(statement.text, stated))


# --- a difference said as the measure of a comparison -------------------------------------

# "0.008 lower than", "five points higher than", "two more heads than", "0.002 below": the
# measure of a comparison (its difference), then the comparison. (Not "four times larger":
# a multiple; not "20% more than": a relative change, which :func:`_percent_than` reads.)
_MEASURED_COMPARISON = re.compile(
    # (the measure's unit between, "five points higher", "16 rows below" after "48 rows";
    # never "times")
    r"\s+(?:(?:percentage\s+|percent\s+)?points?\s+|(?!(?:times|percent|fold)\b)(?P<unit>[a-z]+s)\s+)?"
    r"(?:"
    r"(?:(?P<down1>lower|smaller|shorter|cheaper|slower)|higher|greater|larger|bigger|longer"
    r"|faster|costlier)\s+than"
    r"|(?:(?P<down2>less|fewer)|more)\s+(?:[a-z][\w-]*\s+)?than"
    # (not "over" or "under": "seven times eight over two", "0.4 under the old policy")
    r"|(?P<down3>below)|above)\s+",
    re.IGNORECASE,
)
# Between the value compared and the measure: a few words of one clause ("1.412 is", "72%,",
# "1.418 does not count, because it sits just").
_COMPARED_GAP = re.compile(r"^\s*[%)]?(?:\s*,?\s*[\w’'-]+){0,10}?\s*,?\s+$", re.IGNORECASE)
# Between the comparison and the other value: a few words naming it ("than [model B at]
# 67%", "than [the best of] 1.42", "below [the] 1.42").
_OTHER_GAP = re.compile(r"^(?!(?:and|or|but)\b)(?:[\w’'-]+\s+){0,5}?(?:\(\s*)?$", re.IGNORECASE)
# The other value named by a noun phrase of its own, said before ("… than the best" after
# "The best validation loss so far is 1.42"): the words after the article.
_NAMED_OTHER = re.compile(
    r"(?:the|its|our|their)\s+(?P<name>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s*(?:[.;:!?,)]|$)",
    re.IGNORECASE,
)


def _named_value(statements: Sequence[Statement], name: str, before: int) -> Number | None:
    """The value an earlier sentence (of the last two) or the start of this one gives the
    thing named ``name``: "The best validation loss so far is 1.42" for "the best"."""
    said = re.compile(
        rf"\b(?:the|its|our|their)\s+{re.escape(name)}\b(?:\s+[\w-]+){{0,4}}?\s+"
        rf"(?:is|was|stands\s+at|sits\s+at|of|at|=)\s+{_HEDGE}?$",
        re.IGNORECASE,
    )
    for holder in reversed(statements):
        numbers = _quantities(holder)
        if holder is statements[-1]:
            numbers = [n for n in numbers if n.end <= before]
        for number in numbers:
            if said.search(holder.text, max(0, number.start - 80), number.start):
                return number
    return None


def _difference_of(
    high: Number, low: Number, stated: Number, text: str, used: tuple[Statement, ...]
) -> _Found | None:
    """``high − low``, as the difference ``stated`` (said in ``text``, of the last of
    ``used``) says it: in the values' own unit, or in points between two percentages; of two
    values of one kind, positive and near the stated one (far from it, the values are others
    than the two compared: a misreading, not a slip)."""
    points = stated.unit == "percentage point" or (
        stated.unit is None and _POINTS_AFTER.match(text, stated.end) is not None
    )
    if points:
        if high.unit != "percent" or low.unit != "percent":
            return None
    elif not (high.unit == low.unit == stated.unit) or stated.unit == "percent":
        return None
    if not _of_one_kind(high, low, used):
        return None
    computed = high.value - low.value
    if computed <= 0 or not _near(computed, stated.value):
        return None
    expression = f"{_text(high.value)} - {_text(low.value)}"
    return _Found(used, expression, computed, stated, _hedged(text, stated))


def _measured_comparisons(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A difference said as the measure of a comparison between two values: "The new loss of
    1.412 is 0.008 lower than the old loss of 1.42", "Model A scores 72%, five points higher
    than model B at 67%"; the other value may be named by a noun phrase said before ("The
    best validation loss so far is 1.42. A new reading of 1.418 … sits 0.002 below the
    best"). The compared value is the quantity just before the measure in its clause; the
    direction said must hold, and a difference far from the measure is of other values (a
    misreading), not a slip."""
    for index, statement in enumerate(statements):
        text = statement.text
        quantities = _quantities(statement)
        for k, stated in enumerate(quantities):
            m = _MEASURED_COMPARISON.match(text, stated.end)
            if m is None or k == 0 or stated.unit == "percent":
                continue
            a = quantities[k - 1]
            if _counts_named_things(text, a):
                continue  # "The two values sit 1 above …": how many, not a value compared
            if (
                not _COMPARED_GAP.match(text[a.end : stated.start])
                or ";" in text[a.end : stated.start]
            ):
                continue
            down = bool(m.group("down1") or m.group("down2") or m.group("down3"))
            unit = m.group("unit")
            if unit and not re.match(rf"\s+{unit}\b", text[a.end :], re.IGNORECASE):
                continue  # a word that is no unit of the values: "seven-eighths falls below"
            b = quantities[k + 1] if k + 1 < len(quantities) else None
            used: tuple[Statement, ...] = (statement,)
            if b is None or not _OTHER_GAP.match(text[m.end() : b.start]):
                named = _NAMED_OTHER.match(text, m.end())
                if named is None:
                    continue
                window = statements[max(0, index - 2) : index + 1]
                b = _named_value(window, named.group("name"), a.start)
                if b is None:
                    continue
                holder = next(s for s in window if b in s.numbers)
                used = (holder, statement) if holder is not statement else used
            found = _difference_of(*((b, a) if down else (a, b)), stated, text, used)
            if found is not None:
                yield found


# "…, three times the old error." after "The old error was 0.02": a multiple of a value a
# noun phrase names, said before.
_TIMES_THE = re.compile(r"\s+times\s+(?=(?:the|its|our|their)\s)", re.IGNORECASE)
_THAT_IS = re.compile(rf"\W*(?:that|this|it)(?:'s|’s|\s+is|\s+was)\s+{_HEDGE}?", re.IGNORECASE)


def _multiple_of_named(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A value said as a multiple of another that a noun phrase names, its value given in a
    sentence before: "The old error was 0.02. The new error is 0.06, three times the old
    error." The compared value is the quantity just before the multiple in its clause (of one
    unit and kind with the named one); a ratio far from the multiple compares other values (a
    misreading, not a slip)."""
    for index, statement in enumerate(statements):
        text = statement.text
        quantities = _quantities(statement)
        for k, stated in enumerate(quantities):
            m = _TIMES_THE.match(text, stated.end)
            if m is None or stated.unit or stated.value <= 1:
                continue
            first: tuple[Statement, ...] = ()
            if k == 0:
                # "… the error is 0.06. That is three times the old error.": the value just said
                said = _quantities(statements[index - 1]) if index else []
                if not said or not _THAT_IS.fullmatch(text[: stated.start]):
                    continue
                a, first = said[-1], (statements[index - 1],)
            else:
                a = quantities[k - 1]
                gap = text[a.end : stated.start]
                if _counts_named_things(text, a) or not _COMPARED_GAP.match(gap) or ";" in gap:
                    continue
            named = _NAMED_OTHER.match(text, m.end())
            if named is None:
                continue
            window = statements[max(0, index - 2) : index + 1]
            b = _named_value(window, named.group("name"), a.start)
            if b is None or b.unit != a.unit or b.value <= 0 or a.value <= 0:
                continue
            holder = next(h for h in window if b in h.numbers)
            used = tuple(dict.fromkeys((holder, *first, statement)))
            if not _of_one_kind(a, b, used):
                continue
            computed = a.value / b.value
            if not _near(computed, stated.value):
                continue
            expression = f"{_text(a.value)} / {_text(b.value)}"
            yield _Found(used, expression, computed, stated, _hedged(text, stated))


# "0.72 and 0.67 differ by 0.05", "scores of 72% and 67% are five points apart": a pair, then
# the verb that says the difference (or "apart" after it).
_PAIR_AND = re.compile(r"^\s*[%)]?(?:\s+[a-z-]+)?\s*,?\s+and\s+(?:[a-z-]+\s+){0,3}?$", re.I)
_DIFFER = re.compile(
    rf"^\s*[%)]?(?:\s+[a-z-]+)?\s*,?\s+(?P<verb>differ\s+(?:only\s+|just\s+)?by|are"
    rf"(?:\s+only|\s+just)?)\s+{_HEDGE}?$",
    re.IGNORECASE,
)
_APART = re.compile(r"(?:\s+(?:(?:percentage|percent)\s+)?points?)?\s+apart\b", re.I)


def _differ_by(statements: Sequence[Statement]) -> Iterator[_Found]:
    """Two values said to differ by a third: "Scores of 0.72 and 0.67 differ by 0.05", "72%
    and 67% are five points apart" (the pair of one kind, the difference in their unit or,
    for percentages, in points)."""
    for statement in statements:
        text = statement.text
        if "differ" not in text and "apart" not in text:
            continue  # the usual case
        quantities = _quantities(statement)
        for a, b, stated in zip(quantities, quantities[1:], quantities[2:], strict=False):
            differ = _DIFFER.match(text[b.end : stated.start])
            if differ is None or not _PAIR_AND.match(text[a.end : b.start]):
                continue
            if differ.group("verb").lower().startswith("are") and not _APART.match(
                text, stated.end
            ):
                continue
            high, low = (a, b) if a.value > b.value else (b, a)
            found = _difference_of(high, low, stated, text, (statement,))
            if found is not None:
                yield found


# --- a part said as a share of a whole ------------------------------------------------------

# Between a part and its share: a link of a few words ("40 examples is", "ten steps is a
# little over", ", or"), none an operator or a preposition that would make the numbers
# something else ("40 of 160", "grows by", "per").
_PART_TO_SHARE = re.compile(
    r"^\s*[%)]?(?:\s+(?!(?:of|times|plus|minus|over|per|by|to|from|than|and|or|in|at|for|with"
    # (nor a share of each: "three paths each cover one third of a twelve-step route")
    r"|each|every|apiece)\b)"
    r"[a-z][\w’'-]*){0,4}?\s*,?\s+(?:(?:or|which\s+is|that\s+is|i\.e\.)\s+)?"
    rf"{_HEDGE}?$",
    re.IGNORECASE,
)
# Between a share and its whole: "of", "of the", "of the whole" ("25 percent of [the] 160").
_SHARE_OF_WHOLE = re.compile(
    r"^\s+of\s+(?:(?:the|a|an|all|its|their)\s+)?(?:[a-z-]+\s+){0,2}?$", re.I
)


def _part_as_share(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A part said as a share of a whole, in one clause: "Ten steps is a little over ten
    percent of ninety-six", "That is 40 examples, or 25 percent of 160", "Forty examples are
    a quarter of the 160" (part / whole). The part and the whole are of one unit and one kind;
    a share far from their ratio is of other numbers (a misreading), not a slip."""
    for statement in statements:
        text = statement.text
        quantities = _quantities(statement)
        for part, share, whole in zip(quantities, quantities[1:], quantities[2:], strict=False):
            percent = share.unit == "percent"
            if not (percent or (share.unit is None and 0 < share.value < 1)):
                continue
            if not _SHARE_OF_WHOLE.match(
                text[percent_end(text, share.end) : whole.start]
            ) or not _PART_TO_SHARE.match(text[part.end : share.start]):
                continue
            if part.unit != whole.unit or part.unit == "percent" or whole.value <= 0:
                continue
            if not percent and _MULTIPLIED.fullmatch(text[share.end : whole.start]):
                continue  # "0.005, roughly a quarter of the earlier 0.020": a multiple (read so)
            if part.value <= 0 or _counts_named_things(text, part):
                continue
            if not _of_one_kind(part, whole, (statement,)):
                continue
            scale = Fraction(100) if percent else Fraction(1)
            computed = part.value / whole.value * scale
            if not _near(computed, share.value):
                continue
            expression = f"{_text(part.value)} / {_text(whole.value)}"
            if percent:
                expression = f"({expression}) \\times 100"
            yield _Found((statement,), expression, computed, share, _hedged(text, share))


# --- a sum of squares ------------------------------------------------------------------

# "The squared error is then 0.5", "a squared norm of 0.25", "the sum of squares comes to
# 0.25", "the mean squared error is 0.125": the value said right after the name.
_SQUARED_NAME = re.compile(
    rf"\b(?:(?P<mean>mean\s+)?squared\s+(?:error|norm|distance|length|residual|"
    rf"difference)s?|sum\s+of\s+(?:the\s+)?squares?)\s+(?:(?:is|was|comes\s+to|equals|of|=)\s+)?"
    rf"(?:(?:then|therefore|thus|now|only|just)\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
_ROOT = re.compile(r"\broot\s+(?:mean\s+)?$", re.IGNORECASE)  # "root mean squared": no sum
# "For the probabilities point four five, …, the squares sum to point three two five"
_SQUARES_SUM = re.compile(
    rf"\b(?:their|the|whose)\s+squares\s+(?:sum|add\s+up)\s+to\s+{_HEDGE}?$", re.IGNORECASE
)
_COUNTED = re.compile(r"\s+(?!(?:and|or|in|on|at|for|to|of|with)\b)[a-z][a-z-]*s\b")
# Components of a miss, an error or a vector: "misses by 0.3 in the first and by -0.4 in
# the second", "errors of 0.1, -0.2 and 0.2", "the difference vector (0.3, -0.4)".
_COMPONENT_WORDS = re.compile(
    r"\b(?:miss(?:es|ed)?|off|errors?|residuals?|differences?|deviations?|components?|"
    r"coordinates?|entries|vector)\b",
    re.IGNORECASE,
)


def _sum_of_squares(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A squared error, norm or distance stated after its components were given: the sum
    of the components' squares (their mean for a mean squared error). The components are
    the unitless quantities said after the sentence calls them misses, errors,
    differences or components ("misses by 0.3 in the first and by -0.4 in the second"),
    two to six of them, before the name or in the sentence just before it."""
    for index, statement in enumerate(statements):
        if "squar" not in statement.text.lower():
            continue  # the usual case: no squared error, norm or sum of squares named
        quantities = _quantities(statement)
        for stated in quantities:
            if stated.unit:
                continue
            listed = _SQUARES_SUM.search(statement.text[: stated.start])
            name = listed or _SQUARED_NAME.search(statement.text[: stated.start])
            if name is None or _ROOT.search(statement.text, 0, name.start()):
                continue
            source, end = statement, name.start()
            used: tuple[Statement, ...] = (statement,)
            if not any(n.end <= end for n in quantities) and index > 0:
                source = statements[index - 1]
                used, end = (source, statement), len(source.text)
            # ("the squares sum to …" names its operation: the list before it, whatever it holds)
            cue = _COMPONENT_WORDS.search(source.text, 0, end) if listed is None else None
            if cue is None and listed is None:
                continue
            here = [
                n
                for n in _quantities(source)
                if (cue.end() if cue is not None else 0) <= n.start
                and n.end <= end
                and not n.unit
                and not _COUNTED.match(source.text, n.end)  # "on four states": a count
                and (listed is None or n.group is not None)
            ]
            if listed is not None and len({n.group for n in here}) != 1:
                continue  # one list, squared and summed
            if not 2 <= len(here) <= 6:
                continue
            values = [n.value for n in here]
            computed = sum((v * v for v in values), Fraction(0))
            expression = " + ".join(
                f"{_text(v)}^2" if v >= 0 else f"({_text(v)})^2" for v in values
            )
            if listed is None and name.group("mean"):
                computed /= len(values)
                expression = f"({expression}) / {len(values)}"
            if not _near(computed, stated.value) and not _near(computed, stated.value**2):
                continue  # another quantity altogether (a slip squares or forgets to)
            yield _Found(
                used,
                expression,
                computed,
                stated,
                _hedged(statement.text, stated),
                ("the squares of the components, added",),
            )
            break


# --- the standard error of a mean -------------------------------------------------------

# "the standard error is 3", "each standard error would be about 9.5", "a standard error of
# 4": the value said right after the name (not "well below 10": a bound).
_STANDARD_ERROR = re.compile(
    rf"\bstandard\s+errors?(?:\s+of\s+the\s+mean)?\s+(?:(?:is|was|would\s+be|will\s+be|"
    rf"becomes|comes\s+to|falls\s+to|drops\s+to|shrinks\s+to|of)\s+)?{_HEDGE}?$|"
    # "the standard error of each first-round score is about …": what it is of, then a verb
    rf"\bstandard\s+errors?\s+of\s+(?:[\w-]+\s+){{1,4}}?(?:is|was|would\s+be|will\s+be|"
    rf"becomes|comes\s+to|falls\s+to|drops\s+to|shrinks\s+to)\s+{_HEDGE}?$",
    re.IGNORECASE,
)
_STANDARD_DEVIATION = re.compile(
    rf"\bstandard\s+deviations?\s+(?:(?:is|was|of|at|=)\s+)?{_HEDGE}?$", re.IGNORECASE
)


def _counts_up_to(statements: Sequence[Statement], index: int, before: int) -> set[Fraction]:
    """The whole counts said before a number (``before``) in ``statements[index]``, or, when
    it says none, in the sentence before (see :func:`_noun_counts`)."""
    counts = {v for v, _ in _noun_counts(statements[index], before)}
    if not counts and index > 0:
        counts = {v for v, _ in _noun_counts(statements[index - 1])}
    return counts


def _standard_error(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A standard error said after its name ("the standard error is 3", "the standard error
    of each score is about …"), with the count of what it averages (a whole number before a
    noun) before it in the sentence, or in the one before when it has none, the only one;
    read from the one standard deviation said in the sentence or the two before it (see
    :func:`_error_of_mean`) or, with none said there, from the one rate named there (see
    :func:`_error_of_rate`)."""
    for index, statement in enumerate(statements):
        text = statement.text
        if "standard" not in text.lower():
            continue
        for stated in _quantities(statement):
            if not _STANDARD_ERROR.search(text[max(0, stated.start - 60) : stated.start]):
                continue
            window = statements[max(0, index - 2) : index + 1]
            counts = _counts_up_to(statements, index, stated.start)
            if len(counts) != 1:
                continue
            (n,) = counts
            if any("standard deviation" in s.text.lower() for s in window):
                found = None if stated.unit else _error_of_mean(window, statement, stated, n)
            else:
                found = _error_of_rate(window, statement, stated, n)
            if found is not None:
                yield found


def _error_of_mean(
    window: Sequence[Statement], statement: Statement, stated: Number, n: Fraction
) -> _Found | None:
    """The standard error of a mean over ``n`` runs from the one standard deviation said in
    ``window``: "each standard deviation is 30 … With only 10 episodes, each standard error
    would be about 9.5" (30 / √10)."""
    deviations = [
        q
        for s in window
        for q in _quantities(s)
        if not q.unit
        and q.value > 0
        and _STANDARD_DEVIATION.search(s.text[max(0, q.start - 40) : q.start])
    ]
    if len({q.value for q in deviations}) != 1:
        return None
    deviation = deviations[-1]
    computed = Fraction(float(deviation.value) / math.sqrt(n))
    if not _near(computed, stated.value):
        return None
    holder = next(s for s in window if any(q is deviation for q in s.numbers))
    used = (holder, statement) if holder is not statement else (statement,)
    expression = f"{_text(deviation.value)} / \\sqrt{{{_text(n)}}}"
    return _Found(used, expression, computed, stated, _hedged(statement.text, stated))


# A rate said with its name before it: "a pass rate of one half", "the win rate of fifty-five
# percent", "an accuracy near 0.8".
_RATE_NAMED = re.compile(
    rf"\b(?:(?:pass|win|success|solve|error|failure|agreement|acceptance|hit)\s+rates?|accuracy|"
    rf"proportion|share)\s+(?:(?:is|was|of|at|near|around|=)\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
_IN_POINTS = re.compile(r"\s*(?:(?:percentage\s+)?points?\b|%|percent\b)", re.IGNORECASE)


def _error_of_rate(
    window: Sequence[Statement], statement: Statement, stated: Number, n: Fraction
) -> _Found | None:
    """The standard error of a rate measured on ``n`` items, √(p(1 − p)/n), from the one rate
    said after its name ("pass rate", "win rate", "accuracy") in ``window``: "With eight
    hundred prompts at a pass rate near one half, the standard error … is about one point
    eight percentage points" (√(0.25/800) = 0.0177). A result in points or percent is the
    rate's standard error times 100."""
    shares = (
        (q.value / 100 if q.unit == "percent" else q.value, q, s)
        for s in window
        for q in _quantities(s)
        if q is not stated and _RATE_NAMED.search(s.text[max(0, q.start - 40) : q.start])
    )
    rates = {value for value, _, _ in shares if 0 < value < 1}
    if len(rates) != 1:
        return None
    (rate,) = rates
    points = stated.unit in ("percent", "percentage point") or bool(
        _IN_POINTS.match(statement.text, stated.end)
    )
    scale = 100 if points else 1
    computed = Fraction(math.sqrt(float(rate * (1 - rate) / n))) * scale
    if not _near(computed, stated.value):
        return None
    holders = [s for s in window if s is not statement] + [statement]
    used = tuple(dict.fromkeys(holders[-2:] if len(holders) > 1 else holders))
    expression = f"\\sqrt{{{_text(rate)} (1 - {_text(rate)}) / {_text(n)}}}"
    if points:
        expression = f"{expression} \\times 100"
    return _Found(used, expression, computed, stated, _hedged(statement.text, stated))


# --- an overall rate of groups of known sizes ---------------------------------------------

_RATE_OF = re.compile(r"\s+of\s+(?:the\s+|its\s+|their\s+)?$", re.IGNORECASE)
_OVERALL = re.compile(
    r"\b(?:overall|combined|pooled|aggregate|total|altogether|across\s+(?:both|all))\b", re.I
)


def _overall_rate(statements: Sequence[Statement]) -> Iterator[_Found]:
    """The overall rate of groups whose rates and sizes are said: "wins seventy percent of
    sixty coding prompts and forty percent of one hundred and forty writing prompts. Its
    overall win rate is forty-nine percent" ((70·60 + 40·140) / 200). Each group is "P
    percent of N …"; the result is a percentage after "overall" (or "combined", "pooled",
    "total") in the sentence or the next one."""
    for index, statement in enumerate(statements):
        text = statement.text
        numbers = _quantities(statement)
        pairs = [
            (p, n)
            for p, n in itertools.pairwise(numbers)
            if p.unit == "percent"
            and _whole(n)
            and n.value > 0
            and _RATE_OF.fullmatch(text, percent_end(text, p.end), n.start)
        ]
        if len(pairs) < 2:
            continue
        last = pairs[-1][1]
        candidates = [(statement, q) for q in numbers if q.start > last.end]
        if index + 1 < len(statements):
            candidates += [(statements[index + 1], q) for q in _quantities(statements[index + 1])]
        for where, q in candidates:
            if q.unit != "percent":
                continue
            before = where.text[max(0, q.start - 60) : q.start]
            if where is statement:
                before = text[last.end : q.start]
            if not _OVERALL.search(before):
                continue
            total = sum((n.value for _, n in pairs), Fraction(0))
            computed = sum((p.value * n.value for p, n in pairs), Fraction(0)) / total
            shown = " + ".join(f"{_text(p.value)} \\times {_text(n.value)}" for p, n in pairs)
            used = (statement,) if where is statement else (statement, where)
            yield _Found(used, f"({shown}) / {_text(total)}", computed, q, _hedged(where.text, q))
            break


def _share_misses(pairs: Sequence[tuple[Number, Number]], whole: Fraction) -> Fraction:
    """How far the stated percentages are from their counts' shares of ``whole``, in all."""
    return sum((abs(c.value / whole * 100 - q.value) for c, q in pairs), Fraction(0))


# What a percentage is of: "ninety percent of the bad ones" → "bad ones".
_RATE_OF_PART = re.compile(
    r"\s*(?:percent|per\s+cent|%)?\s+of\s+(?:the|those|these|its|their|all)\s+"
    r"(?P<what>[\w-]+(?:\s+(?!and\b|or\b)[\w-]+)?)",
    re.IGNORECASE,
)


def _percent_of_what(text: str, shares: Sequence[Number]) -> list[str]:
    """What each percentage of ``shares`` is said to be of, where the text says it."""
    found = (_RATE_OF_PART.match(text, share.end) for share in shares)
    return [m.group("what").lower() for m in found if m is not None]


# "each head drives about a tenth", "each GPU holds 12.5%": the share of one of several
# (the noun after "each", then a verb and perhaps a hedge before the share).
_EACH_BEFORE = re.compile(
    rf"\beach\s+(?:of\s+the\s+)?(?P<noun>[a-z]+)\s+(?:[a-z]+\s+){{1,2}}?{_HEDGE}?$",
    re.IGNORECASE,
)


def _even_shares(statements: Sequence[Statement]) -> Iterator[_Found]:
    """The share of one of a number of things, said as "each": "With ten heads, each head
    drives about a tenth of the episodes" (1/10), "Split over 8 GPUs, each GPU holds 12.5% of
    the weights". The count is said of the same noun, in the plural, in the sentence or the
    one before. The shares need not be even ("each head sees half of the transitions" is a
    probability of its own), so the reading is reported only where it agrees."""
    for index, statement in enumerate(statements):
        text = statement.text
        if "each" not in text.lower():
            continue  # the usual case
        for share in _quantities(statement):
            percent = share.unit == "percent"
            if share.unit not in (None, "percent") or not 0 < share.value < (100 if percent else 1):
                continue
            each = _EACH_BEFORE.search(text, max(0, share.start - 60), share.start)
            if each is None:
                continue
            noun = re.escape(each.group("noun").lower())
            # ("each of the heads": the noun is said in the plural already)
            ending = "" if re.match(r"each\s+of\b", each.group(0), re.I) else "(?:s|es)"
            plural = re.compile(rf"\s+(?:[a-z-]+\s+)?{noun}{ending}\b", re.I)
            window = [*statements[max(0, index - 1) : index], statement]
            count = next(
                (
                    (holder, n)
                    for holder in reversed(window)
                    for n in _quantities(holder)
                    if (holder is not statement or n.end <= each.start())
                    and n.unit is None
                    and n.value.denominator == 1
                    and n.value > 1
                    and plural.match(holder.text, n.end)
                ),
                None,
            )
            if count is None:
                continue
            holder, n = count
            whole = Fraction(100) if percent else Fraction(1)
            used = (holder, statement) if holder is not statement else (statement,)
            found = _Found(
                used,
                f"{_text(whole)} / {_text(n.value)}",
                whole / n.value,
                share,
                _hedged(text, share),
            )
            if _agrees(found):
                yield found


def _split_shares(statements: Sequence[Statement]) -> Iterator[_Found]:
    """Shares of a whole split into counts: "over ten rounds the opponent threw rock in six,
    paper in three and scissors in one. The mixture is then sixty percent rock, thirty
    percent paper and ten percent scissors" (6/10, 3/10, 1/10). The counts are every number
    of their sentence (with, at most, their total); the shares every number of the next
    sentence, as many as the counts, percentages that add up to a hundred, in the counts'
    order (or in order of size when that is what they match)."""
    for first, second in itertools.pairwise(statements):
        # (a number of a formula, "\\(v(s_1) = 2\\)", is a value given, not a count)
        counts = _prose_quantities(first)
        if len(counts) < 2 or not all(_whole(n) for n in counts):
            continue
        values = [n.value for n in counts]
        if sum(values[1:]) == values[0]:  # "over ten rounds … in six, … in three, … in one"
            counts = counts[1:]
        elif sum(values[:-1]) == values[-1]:
            counts = counts[:-1]
        shares = _quantities(second)
        if len(shares) != len(counts) or len(counts) < 2:
            continue
        if not all(q.unit == "percent" for q in shares) or any(n.value < 0 for n in counts):
            continue  # (fractions adding up to one, "zero" and "one", come by chance)
        if len({noun for n in counts if (noun := _noun(first, n)) is not None}) > 1:
            # "Take two prompts and draw eight samples from each": counts of two things
            continue
        if any(_out_of(n, first) in counts for n in counts):
            continue  # "three assistant turns in every ten": a share and its whole, no parts
        if any(_OF_THE_TIME.match(second.text, percent_end(second.text, q.end)) for q in shares):
            # "solved ninety percent of the time, and the hard prompt ten percent": how often,
            # not a part of a whole
            continue
        whole = sum((n.value for n in counts), Fraction(0))
        stated_sum = sum((q.value for q in shares), Fraction(0))
        if whole == 0 or abs(stated_sum - 100) > Fraction(len(shares), 2):
            continue  # not a whole split into its parts
        if len(set(_percent_of_what(second.text, shares))) > 1:
            # "… catches ninety percent of the bad ones and removes ten percent of the good
            # ones": rates within different parts, not the parts' shares of the whole
            continue
        pairs = list(zip(counts, shares, strict=True))
        by_size = list(
            zip(
                sorted(counts, key=lambda n: n.value),
                sorted(shares, key=lambda q: q.value),
                strict=True,
            )
        )
        if _share_misses(by_size, whole) < _share_misses(pairs, whole):
            pairs = by_size
        if not all(_near(count.value / whole * 100, share.value) for count, share in pairs):
            # "… eight thousand math prompts, forty thousand code prompts and … chat
            # prompts. … it fixes the mix at fifty percent math, thirty percent code and twenty
            # percent chat": a split chosen, far from the counts' own (a misreading, not a slip)
            continue
        for count, share in pairs:
            yield _Found(
                (first, second),
                f"({_text(count.value)} / {_text(whole)}) \\times 100",
                count.value / whole * 100,
                share,
                _hedged(second.text, share),
            )


def _counts_of_shares(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A whole split by percentages into counts: "Take a batch of two hundred prompts and a
    ratio of fifty, thirty and twenty percent. That batch holds one hundred maths prompts,
    sixty coding prompts and forty chat prompts" (50% of 200, …). The first sentence has
    one whole count and its other numbers are percentages adding up to a hundred; the next
    sentence's numbers are as many counts, each of the whole's noun, in the shares' order."""
    for first, second in itertools.pairwise(statements):
        numbers = _quantities(first)
        wholes = [n for n in numbers if n.unit is None]
        shares = [n for n in numbers if n.unit == "percent"]
        if len(wholes) != 1 or len(shares) < 2 or len(wholes) + len(shares) != len(numbers):
            continue
        whole = wholes[0]
        if not _whole(whole) or whole.value <= 0 or whole.start > shares[0].start:
            continue
        if abs(sum((q.value for q in shares), Fraction(0)) - 100) > Fraction(len(shares), 2):
            continue  # not a whole split into its parts
        counts = _quantities(second)
        noun = _WORD_AFTER.match(first.text, whole.end)
        if len(counts) != len(shares) or noun is None or not all(_whole(n) for n in counts):
            continue
        stem_of_whole = stem(noun.group("word").lower())
        if not all(stem_of_whole in _stems_ahead(second.text, n.end, 3) for n in counts):
            continue  # counts of other things
        for share, count in zip(shares, counts, strict=True):
            yield _Found(
                (first, second),
                f"{_text(share.value)} / 100 \\times {_text(whole.value)}",
                share.value * whole.value / 100,
                count,
                _hedged(second.text, count),
            )


# "Five responses give ten distinct pairs", "a set of 100,000 prompts contains roughly five
# billion pairs": the pairs of N things, N(N − 1)/2 (ordered: N(N − 1)).
_PAIRS_VERB = re.compile(
    r"^\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:gives?|makes?|forms?|contains?|yields?|has|have|"
    r"means?|produces?|allows?|offers?|holds?)\s+(?:(?:only|just|already|exactly)\s+)?"
    rf"{_HEDGE}?$",
    re.IGNORECASE,
)
_PAIRS_NOUN = re.compile(
    r"\s+(?:(?P<ordered>ordered)\s+|(?:distinct|unordered|possible|different|unique)\s+)?"
    r"(?:pairs|pairings|pairwise\s+comparisons|head-to-head\s+comparisons|matchups)\b",
    re.IGNORECASE,
)
# "three pairs of headphones": pairs of something other than the things counted.
_PAIRS_OF_WHAT = re.compile(r"\s+of\s+(?:the\s+|its\s+|their\s+)?(?P<word>[a-z][\w-]*)", re.I)


def _pairs_of(statements: Sequence[Statement]) -> Iterator[_Found]:
    """The number of pairs of N things: "Five responses give ten distinct pairs" (5 · 4 / 2)."""
    for statement in statements:
        text = statement.text
        numbers = _quantities(statement)
        for n, m in itertools.pairwise(numbers):
            if not (_whole(n) and _whole(m)) or n.value < 2:
                continue
            noun = _PAIRS_NOUN.match(text, m.end)
            if noun is None or not _PAIRS_VERB.fullmatch(text[n.end : m.start]):
                continue
            of = _PAIRS_OF_WHAT.match(text, noun.end())
            counted = _WORD_AFTER.match(text, n.end)
            if of is not None and (
                counted is None or stem(of.group("word")) != stem(counted.group("word"))
            ):
                continue  # "eight annotators have three pairs of headphones"
            ordered = noun.group("ordered") is not None
            count = n.value * (n.value - 1) / (1 if ordered else 2)
            if not count / 3 <= m.value <= count * 3:
                continue  # another count of pairs, not all of them
            shown = f"{_text(n.value)} \\times {_text(n.value - 1)}" + ("" if ordered else " / 2")
            hedged = _hedged(text, m)
            # "roughly five billion": a round number said roughly holds to its leading digits
            whole = hedged and m.value.denominator == 1
            slack = rounding_of_whole(m.value.numerator) if whole else Fraction(0)
            yield _Found((statement,), shown, count, m, hedged, slack=slack)


# A value that halves (doubles, …) every K units: "starts at \( \tau = 4 \) and halves every
# 1,000 steps. By step 3,000 it has fallen to \( \tau = 0.25 \)".
_STARTS_AT = re.compile(
    r"\b(?:starts?|starting|begins?|beginning|initiali[sz]ed)\s+(?:out\s+)?(?:at|from)\s+"
    r"(?:\(\s*\\?[\w\\]+\s*=\s*)?$",
    re.IGNORECASE,
)
_EVERY_PERIOD = re.compile(
    r"\s*\)?\s*,?\s*(?:and\s+)?(?:then\s+)?(?P<verb>halves|is\s+halved|is\s+cut\s+in\s+half|"
    r"doubles|is\s+doubled|triples|is\s+tripled)\s+(?:once\s+)?every\s+$",
    re.IGNORECASE,
)
_BY_STEP = re.compile(r"\b(?:by|after|at)\s+(?:step|epoch|iteration|round|update)\s+$", re.I)
_FALLEN_TO = re.compile(
    r"\b(?:fallen|dropped|decayed|shrunk|risen|grown|climbed|reached|reaches|is|be|sits)\s+"
    rf"(?:to\s+)?{_HEDGE}?(?:\(\s*\\?[\w\\]+\s*=\s*)?$",
    re.IGNORECASE,
)
_PERIOD_FACTORS = {
    "halv": Fraction(1, 2),
    "cut": Fraction(1, 2),
    "doubl": Fraction(2),
    "tripl": Fraction(3),
    "quadrupl": Fraction(4),
}


def _period_schedule(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A start value that halves (doubles, triples) every K steps, and its value at step S:
    V₀ · f^(S / K) when S is a whole number of periods."""
    for index, statement in enumerate(statements):
        text = statement.text
        numbers = _quantities(statement)
        for start, period in itertools.pairwise(numbers):
            if start.unit or not _whole(period) or period.value == 0:
                continue
            if not _STARTS_AT.search(text, max(0, start.start - 40), start.start):
                continue
            every = _EVERY_PERIOD.search(text, start.end, period.start)
            if every is None or every.end() != period.start:
                continue
            unit = _ROUND_NOUN.match(text, period.end)
            verb = every.group("verb").lower().replace("is ", "")
            factor = next(f for k, f in _PERIOD_FACTORS.items() if verb.startswith(k))
            for later in statements[index : index + 3]:
                ts = _quantities(later)
                for step, value in itertools.pairwise(ts):
                    if later is statement and step.start <= period.end:
                        continue
                    if not _whole(step) or value.unit:
                        continue
                    if not _BY_STEP.search(later.text, max(0, step.start - 20), step.start):
                        continue
                    if (
                        unit is None
                        or unit.group("noun").lower()
                        not in later.text[max(0, step.start - 20) : step.start].lower()
                    ):
                        continue
                    if not _FALLEN_TO.search(later.text, step.end, value.start):
                        continue
                    periods = step.value / period.value
                    if periods.denominator != 1 or not 1 <= periods <= 30:
                        continue
                    used = (statement,) if later is statement else (statement, later)
                    yield _Found(
                        used,
                        f"{_text(start.value)} \\times {_text(factor)}^{{{periods}}}",
                        start.value * factor ** int(periods),
                        value,
                        _hedged(later.text, value),
                        (f"{_text(step.value)} / {_text(period.value)} = {periods} periods",),
                    )
                    break


# --- a formula in math, its value said in prose ---------------------------------------------

# An inline formula the reader kept as "( … )" (one level of brackets inside it).
_MATH_SPAN = re.compile(r"\((?P<body>[^()]*(?:\([^()]*\)[^()]*)*)\)")
_MATH_OPERATOR = re.compile(r"[-+−*/×·^]|\\(?:frac|times|cdot|sqrt|ln|log|exp)\b")
# Between a value and the formula that makes it: "The coefficient 0.45 is \(…\)"
_VALUE_IS_FORMULA = re.compile(r"\s+(?:is|equals)\s+(?:just\s+|simply\s+)?")
# A whole number after a noun of a sequence is its index, not a value: "The 4-step target at
# time 0 is \\(0 + 0.9 \\cdot 1 + …\\)" (set 361: a false ✗ against 0), "by step two thousand it
# sits at point six six" (set 359: no operand of the drop said next).
_INDEX_BEFORE = re.compile(
    r"\b(?:time|step|state|episode|iteration|epoch|round|turn|stage|trial|update|position)\s+$",
    re.IGNORECASE,
)
# "Here \(2^{25}\) is about 3.4 million": the formula the subject of its value.
_FORMULA_IS = re.compile(
    rf"^\s+(?:is|equals|comes\s+to|works\s+out\s+to)\s+{_HEDGE}?$", re.IGNORECASE
)
# ", which sums to about 0.020", ", which is 1.1", ", or about 0.56": the formula's value in
# the same sentence.
_SPAN_RESULT = re.compile(
    rf"^\s*,?\s*(?:which|that)\s+(?:(?:sums|comes|adds\s+up|works\s+out)\s+to"
    rf"|is|equals|gives"
    # an update's new value: ", which moves the estimate to \\(-0.5\\)"
    rf"|(?:moves|brings|takes|sets|puts|pushes|pulls|lifts|raises|lowers|drops)\s+"
    rf"(?:the|its|our|their)\s+(?:[a-z][\w-]*\s+){{1,2}}?to)\s+{_HEDGE}?$"
    # ", or about 0.56", ", about 0.82", ", or 1,600": the value apposed (said approximately,
    # or after "or")
    rf"|^\s*,\s*(?:or\s+)?{_HEDGE}$|^\s*,\s*or\s+$"
    # the formula a count of things it names: "covers \\(2^{7}\\) distinct noise directions,
    # which is 64"
    rf"|^\s+(?:[a-z][\w-]*\s+){{0,2}}[a-z][\w-]*s\s*,\s*(?:which|that)\s+(?:is|comes\s+to)\s+"
    rf"{_HEDGE}?$"
    # the formula set off as the operation's object or standing as the subject, then a verb
    # of result: "Scaling the rate by that ratio, \\(39.4\\% \\times 8/6\\), gives an HFU of
    # about 47%", "So \\(3 \\times 8\\) comes to 24"
    rf"|^\s*,?\s*(?:gives|yields|comes\s+to|works\s+out\s+to|equals)"
    rf"(?:\s+(?:us\s+)?(?:an?|the)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+of)?\s+{_HEDGE}?$",
    re.IGNORECASE,
)


_LIST_GOES_ON = re.compile(r"\s*(?:,|and\b|or\b)\s*[-−]?\s*(?:\d|\.\d|point\b)", re.IGNORECASE)


# A value given to a name on the way from a formula to its value: ", which for \\(\\gamma =
# 0.9\\) is": the value follows as if the words were not there.
_GIVEN = (
    r"\s*,?\s*\b(?:for|with|at|when|if)\s+\((?:[^()=]*)=\s*-?[\d.]+\s*\)"
    r"(?:\s*,?\s*and\s+\((?:[^()=]*)=\s*-?[\d.]+\s*\))*"
)
_GIVEN_ON_THE_WAY = re.compile(rf"{_GIVEN}\s*(?=,|\s)", re.IGNORECASE)
# … or after the value, ending its clause: "which is about 1.05 for \\(\\gamma = 0.9\\)."
# (… or before the next value's own: "10 steps at \\(\\gamma = 0.9\\) and 100 steps at …")
_GIVEN_AFTER = re.compile(rf"{_GIVEN}(?=\s*(?:[,.;:!?)]|$|and\s+\S*\d))", re.IGNORECASE)
# A formula with names, then "is" and its value: "the horizon \\(\\frac{1}{1-\\gamma}\\) is 10".
_NAMED_FORMULA_IS = re.compile(
    rf"^\s*,?\s+(?:and\s+)?(?:(?:that|this|which|it)\s+)?(?:is|equals|comes\s+to)\s+"
    # "The denominator \\(1 - \\gamma^2\\) is then 0.5"
    rf"(?:(?:then|now|here|therefore|thus)\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)


# A formula of names said to move to a value: "Take \\(\\gamma = 0.8\\) instead … The bootstrap
# weight \\(\\gamma^3\\) drops to 0.64" (set 353's planted slip: 0.512). Read only with the
# names given in that sentence or the one before: a name given further back may have moved since
# ("so \\(\\log \\alpha\\) falls to \\(-0.0024\\)", after an update of α).
_NAMED_FORMULA_MOVES = re.compile(
    rf"^\s*,?\s+(?:and\s+)?(?:drops|falls|shrinks|rises|grows|climbs)\s+to\s+{_HEDGE}?$",
    re.IGNORECASE,
)


# A bound written as a name and an inequality: "\\(\\alpha < 2/(1 + \\gamma)\\), which is about
# 1.05": the value said after it is the bound's.
_BOUND_BY = re.compile(r"^\s*\\?[A-Za-z]+(?:_\{?\w+\}?)?\s*(?:<|>|\\[lg]eq?\b|\\[lg]t\b|≤|≥)\s*")
# What may stand between a value and the values of its names said after it: a unit.
_UNIT_GAP = re.compile(r"(?:\s+[a-z]+){0,2}?(?=\s*,?\s*\b(?:for|with|at|when|if)\s+\()", re.I)


def _parsed(body: str) -> mathexpr.Chain | None:
    """The chain a math span's body parses to, or None when it does not parse."""
    try:
        return mathexpr.parse_chain(body)
    except (mathexpr.MathError, OverflowError, ValueError):
        return None


def _math_binding(body: str) -> tuple[str, Fraction] | None:
    """The name and the value a math span gives it ("\\gamma = 0.9": gamma, 0.9; "1 - p =
    0.8", a linear expression of one name: p, 0.2), or None."""
    chain = _parsed(body)
    if chain is None or len(chain.terms) != 2 or chain.terms[0] is None:
        return None
    value = mathexpr.plain_value(chain.terms[1])
    if value is None:
        return None
    if isinstance(chain.terms[0], mathexpr.Name):
        return chain.terms[0].key, value
    return _solved(chain.terms[0], value)


def _solved(node: mathexpr.Expr, value: Fraction) -> tuple[str, Fraction] | None:
    """The one name of a linear expression and the value that makes it ``value`` ("1 - p =
    0.8": p, 0.2), or None when it has another shape."""
    names = mathexpr.names_in(node)
    if len(names) != 1 or not mathexpr.has_literal(node):
        return None
    (key,) = names
    try:
        at = [mathexpr.evaluate(node, {key: Fraction(x)}) for x in (0, 1, 2)]
    except (mathexpr.MathError, OverflowError, ValueError, ZeroDivisionError):
        return None
    if not all(isinstance(v, Fraction) for v in at):
        return None
    f0, f1, f2 = (Fraction(v) for v in at)
    slope = f1 - f0
    if slope == 0 or f2 - f1 != slope:
        return None
    return key, (value - f0) / slope


def _math_bindings(text: str, names: frozenset[str], end: int) -> dict[str, set[Fraction]]:
    """The values math spans of ``text`` before offset ``end`` give each of ``names``
    ("\\(\\gamma = 0.9\\)": gamma, {0.9}); a name given two values has both."""
    found: dict[str, set[Fraction]] = {}
    for m in _MATH_SPAN.finditer(text, 0, end):
        binding = _math_binding(m.group("body"))
        if binding is not None and binding[0] in names:
            found.setdefault(binding[0], set()).add(binding[1])
    return found


def _given_after(text: str, stated: Number, names: frozenset[str]) -> dict[str, Fraction] | None:
    """The values of ``names`` given in math right after the stated value, to the end of its
    clause ("which is about 1.05 for \\(\\gamma = 0.9\\)", "10 steps at \\(\\gamma = 0.9\\)");
    None unless each name gets exactly one there."""
    gap = _UNIT_GAP.match(text, stated.end)
    given = _GIVEN_AFTER.match(text, gap.end()) if gap is not None else None
    if given is None:
        return None
    env: dict[str, Fraction] = {}
    for m in _MATH_SPAN.finditer(text, given.start(), given.end()):
        binding = _math_binding(m.group("body"))
        if binding is None or binding[0] in env:
            return None
        env[binding[0]] = binding[1]
    return env if names <= env.keys() else None


def _given_values(
    statements: Sequence[Statement], index: int, names: frozenset[str], before: int
) -> dict[str, Fraction] | None:
    """The value of each of ``names`` given in math ("\\(\\gamma = 0.9\\)") in sentence ``index``
    before offset ``before``, or else in the one before; None when a name has none there, or
    two."""
    env: dict[str, Fraction] = {}
    for at in (index, index - 1):
        if at < 0:
            break
        text = statements[at].text
        found = _math_bindings(text, names, before if at == index else len(text))
        for name, values in found.items():
            if name not in env:
                if len(values) > 1:
                    return None
                env[name] = next(iter(values))
        if names <= env.keys():
            return env
    return _set_up_values(statements, index, names, env)


# A sentence whose opening phrase gives a value for its own clause only: "With \(\lambda =
# 0.9\) the same token would get …", "For", "If", "When" (a set-up for what follows opens
# as :data:`_SETS_UP` says: "Take \(\lambda = 0.95\) and \(R = 1\)", "Suppose", "Let").
_LOCAL_GIVEN = re.compile(r"^\W*(?:with|for|if|when|at|under)\b", re.IGNORECASE)
SET_UP_REACH = 6
"""How many sentences back a set-up ("Take \\(\\lambda = 0.95\\)") still gives its values."""


def _set_up_values(
    statements: Sequence[Statement], index: int, names: frozenset[str], env: dict[str, Fraction]
) -> dict[str, Fraction] | None:
    """``env`` completed with the values a set-up sentence of the paragraph gave the names still
    missing ("Take \\(\\lambda = 0.95\\). … Its advantage is \\(\\lambda^{50}\\), about
    0.13"), passing over a value an opening phrase gave for its own sentence only ("With
    \\(\\lambda = 0.9\\) the same token would get …"); None when a name is given a value in
    any other way on the way back, or none."""
    env = dict(env)
    missing = set(names - env.keys())
    for at in range(index - 2, max(-1, index - 1 - SET_UP_REACH), -1):
        text = statements[at].text
        found = _math_bindings(text, frozenset(missing), len(text))
        if not found or _LOCAL_GIVEN.match(text):
            continue
        if not _SETS_UP.match(text) or any(len(v) > 1 for v in found.values()):
            return None
        for name, values in found.items():
            env[name] = next(iter(values))
            missing.discard(name)
        if not missing:
            return env
    return None


# What opens a sentence that works a formula of the sentence before out: "Working through the
# terms gives", "Evaluating it, we get", "So the estimate is".
_WORKED_ON = re.compile(
    r"^\W*(?:[a-z]+ing\s+(?:through|out|it|this|that|them|the\s+[a-z-]+)(?:\s+[a-z-]+){0,2}\s*,?\s*"
    r"(?:gives|yields|we\s+get|you\s+get|leaves)|so\s+(?:the\s+[a-z-]+\s+)?(?:is|comes\s+to))\s*$",
    re.IGNORECASE,
)


def _worked_on(statement: Statement, formula: mathexpr.Expr) -> Number | None:
    """The value a sentence works ``formula`` (of the sentence before) out to, in a chain of its
    own: "… so the estimate is \\(0.5 + 2 \\times 0.4 - 1 \\times 0.4^2\\). Working through the
    terms gives \\(\\hat{v}(0.4) = 0.5 + 0.8 - 0.4 = 0.9\\)." (0.9, to check against the formula:
    a slip between the two lines is no slip of either alone). The chain's first worked term
    opens with the formula's first number, and its last term is a plain number."""
    text = statement.text
    span = next(iter(_MATH_SPAN.finditer(text)), None)
    if span is None or not _WORKED_ON.match(text[: span.start()]):
        return None
    try:
        terms = mathexpr.parse_chain(span.group("body")).terms
    except (mathexpr.MathError, OverflowError, ValueError):
        return None
    worked = [t for t in terms if t is not None and not isinstance(t, mathexpr.Name)]
    if len(worked) < 2 or mathexpr.plain_value(worked[-1]) is None:
        return None
    first = next(mathexpr.literals(worked[0]), None)
    lead = next(mathexpr.literals(formula), None)
    if first is None or lead is None or first.value != lead.value:
        return None
    inside = [n for n in _quantities(statement) if span.start() <= n.start < span.end()]
    if not inside or inside[-1].value != mathexpr.plain_value(worked[-1]):
        return None
    return inside[-1]


def _bare_formula(body: str) -> mathexpr.Expr | None:
    """The tree of a formula written in math without "=" (``0.005 \\times 4 + 0.995 \\times 2``),
    when it holds arithmetic; None for a chain, a lone term or what does not parse."""
    if "=" in body or not _MATH_OPERATOR.search(body):
        return None
    try:
        chain = mathexpr.parse_chain(body)
    except (mathexpr.MathError, OverflowError, ValueError):
        return None
    node = chain.terms[0] if len(chain.terms) == 1 else None
    return node if node is not None and mathexpr.has_arithmetic(node) else None


_DEFINES = re.compile(r"=|←|\\leftarrow\b|\\gets\b")


def _defined_formula(body: str) -> mathexpr.Expr | None:
    """The right side of a formula that defines a name by arithmetic and states no value
    (``Q(s, \\text{east}) = 0.8 \\cdot 10 + 0.1 \\cdot 2``), its value then said in prose;
    None for any other formula. An update's arrow defines as "=" does
    (``Q(s, \\text{left}) \\leftarrow 0 + 0.5 \\cdot (-1 - 0)``)."""
    signs = list(_DEFINES.finditer(body))
    if not signs or not _MATH_OPERATOR.search(body, signs[-1].end()):
        return None  # ("P(T = 3) = …": an "=" inside the name's brackets is its own)
    try:
        chain = mathexpr.parse_chain(body)
    except (mathexpr.MathError, OverflowError, ValueError):
        return None
    if len(chain.terms) != 2 or not (
        chain.terms[0] is None or isinstance(chain.terms[0], mathexpr.Name)
    ):
        return None
    node = chain.terms[1]
    return node if node is not None and mathexpr.has_arithmetic(node) else None


def _formula_worked_next(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A formula in math that ends its sentence, and the value the next sentence works it out to
    in a chain of its own (:func:`_worked_on`), checked across the two lines."""
    for index, statement in enumerate(statements[:-1]):
        text = statement.text
        spans = list(_MATH_SPAN.finditer(text))
        if not spans or not _END.fullmatch(text[spans[-1].end() :]):
            continue
        body = spans[-1].group("body")
        node = _bare_formula(body)
        if node is None:
            continue
        try:
            value = Fraction(mathexpr.evaluate(node, {}))
        except (mathexpr.MathError, OverflowError, ValueError):
            continue
        nxt = statements[index + 1]
        stated = _worked_on(nxt, node)
        if stated is not None and _near(value, stated.value):
            # the formula as the lesson writes it
            shown = " ".join(body.split())
            yield _Found((statement, nxt), shown, value, stated, _hedged(nxt.text, stated))


def find_worked_on(lesson: Lesson) -> tuple[WorkedExample, ...]:
    """Formulas whose value the next sentence works out in an equation of its own ("… the
    estimate is \\(0.5 + 2 \\times 0.4 - 1 \\times 0.4^2\\). Working through the terms gives
    \\(\\hat{v}(0.4) = 0.5 + 0.8 - 0.4 = 0.9\\)."), and a function of the result the sentence
    before ends on, worked in a chain of the next ("Squaring that gives \\(e^{-0.01} \\approx
    0.99\\)"), and a standard deviation said to fall after a variance scaled in the sentence
    before (:func:`_deviation_of_a_scaled_variance`): that equation may hold as written while the
    step between the lines is the slip, so :mod:`generator.check` reports such a reading's ✗
    beside the equation's own ✓."""
    return tuple(
        _example(found)
        for paragraph in _paragraphs(lesson)
        for finder in (
            _formula_worked_next,
            _function_of_that_worked,
            _deviation_of_a_scaled_variance,
        )
        for found in finder(paragraph)
    )


# The last item of the operands of a relation said in words: "the average of … and ", "the
# sum of … and ": what follows it is the relation's value, not the item's.
_LAST_OPERAND_OF = re.compile(
    r"\b(?:average|mean|sum|total|product|difference|ratio|maximum|minimum|max|min)\s+of\s+"
    r"[^.;:]{1,80}?\s(?:and|or)\s+(?:\\?\()?\s*$",
    re.IGNORECASE,
)


# An operand the sentence names an operation for, before its formula: "Multiplying by
# \\(\\frac{1}{4}\\) gives about \\(-0.33\\)" (the error of the sentence before, scaled, not the
# value of one quarter). (Not "adding": "Adding \\(1 + 0.5 + 0.25\\) gives 1.75" sums the formula.)
_OPERAND_OF_OPERATION = re.compile(
    r"\b(?:(?:multipl(?:y|ies|ied|ying)|divid(?:e|es|ed|ing)|scal(?:e|es|ed|ing))"
    r"(?:\s+(?:it|that|this|them|the\s+[a-z-]+))?\s+by|times|plus|minus)\s*(?:\\?\()?\s*$",
    re.IGNORECASE,
)


# The next sentence naming the operation its value is of: "The sum is 20, so the mean is 5"
# after "\\(\\frac{2 + 6 + 4 + 8}{4}\\)" gives the numerator's value, not the formula's (set 365).
_NAMES_OPERATION = re.compile(
    r"^\W*(?:so\s+)?(?:that|this|the)\s+(?P<noun>sum|total|product|difference)\b", re.IGNORECASE
)
# (a power is a product: "\\(0.9^{10}\\). That product comes to about 0.35")
_OPERATION_OF_NOUN = {"sum": "+-", "total": "+-", "product": "*^", "difference": "-"}


def _names_its_operation(text: str, node: mathexpr.Expr) -> bool:
    """Does ``text`` name no operation (:data:`_NAMES_OPERATION`), or the one ``node`` is?"""
    named = _NAMES_OPERATION.match(text)
    return named is None or (
        isinstance(node, mathexpr.Bin)
        and node.op in _OPERATION_OF_NOUN[named.group("noun").lower()]
    )


def _math_with_prose_result(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A formula in math whose value the prose states, after it or in the next sentence.

    "the update gives \\(0.005 \\times 4 + 0.995 \\times 2\\). That comes to 2.01." A formula
    with "=" (:mod:`generator.equations` reads those) is not one. Its names must each be given
    one value in math in its sentence or the one before ("\\(\\frac{\\gamma}{1-\\gamma}\\), which
    for \\(\\gamma = 0.9\\) is 9 steps"; "With \\(\\gamma = 0.9\\), the horizon
    \\(\\frac{1}{1-\\gamma}\\) is 10 steps", the value then ending its clause).
    """
    for index, statement in enumerate(statements):
        text = statement.text
        for m in _MATH_SPAN.finditer(text):
            if _LAST_OPERAND_OF.search(text, 0, m.start()):
                continue  # "the average of \\(e^{1}\\) and \\(e^{2}\\) is about 5.05": an operand
            if _OPERAND_OF_OPERATION.search(text, 0, m.start()):
                continue
            body = _BOUND_BY.sub("", m.group("body"), count=1)
            node = _bare_formula(body) or _defined_formula(body)
            if node is None:
                continue
            names = mathexpr.names_in(node)
            given = [g.span() for g in _GIVEN_ON_THE_WAY.finditer(text, m.end())]
            later = [
                n
                for n in _quantities(statement)
                if n.start >= m.end() and not any(a <= n.start < b for a, b in given)
            ]
            stated: Number | None = None
            used: tuple[Statement, ...] = (statement,)
            # (up to the value, or to the math that holds it: "…, which is \\(-0.5\\)")
            gap = text[m.end() : later[0].start].removesuffix("(") if later else ""
            gap = _GIVEN_ON_THE_WAY.sub("", gap)
            earlier = [n for n in _quantities(statement) if n.end <= m.start()]
            moves = bool(
                later
                and names
                and _NAMED_FORMULA_MOVES.fullmatch(gap)
                and _CLAUSE_END.match(text, later[0].end)
            )
            if moves or (
                later
                and (
                    _SPAN_RESULT.fullmatch(gap)
                    # "Here \(2^{25}\) is about 3.4 million": numbers only, the formula the subject
                    # (not the argument of a function said in words: "The square root of \(4/1\)
                    # is 2")
                    or (
                        not names
                        and _FORMULA_IS.fullmatch(gap)
                        and not _OF_BEFORE.search(text, 0, m.start())
                    )
                    or (
                        names
                        and _NAMED_FORMULA_IS.fullmatch(gap)
                        and _CLAUSE_END.match(text, later[0].end)
                    )
                )
            ):
                stated = later[0]
            elif (
                _END.fullmatch(text[m.end() :])
                and index + 1 < len(statements)
                and _names_its_operation(statements[index + 1].text, node)
            ):
                stated = _next_result(statements[index + 1])
                used = (statement, statements[index + 1])
            if (
                stated is None
                and earlier
                and _VALUE_IS_FORMULA.fullmatch(text, earlier[-1].end, m.start())
                and not _is_index(text, earlier[-1])
            ):
                # "The coefficient 0.45 is \(0.5 \times 0.9\)": the value said first (where
                # none is said after: "10 out of 10 is \(0.7^{10}\), about 0.028")
                stated, used = earlier[-1], (statement,)
            if stated is None or stated.unit not in (None, "percent"):
                continue
            if _LIST_GOES_ON.match(used[-1].text, stated.end):
                continue  # "(A) and (B), about 0.881 and 0.119": values of a list, in turn
            # (a value given after the result is for something said later: "… is 10 here, and
            # with \\(\\gamma = 0.99\\) it is 100")
            before = stated.start if len(used) == 1 else len(text)
            if moves:
                recent = statements[max(0, index - 1) : index + 1]
                env = _given_values(recent, len(recent) - 1, names, before)
            else:
                env = _given_values(statements, index, names, before) if names else None
            if names and env is None and not moves:
                # "…, which is about 1.05 for \\(\\gamma = 0.9\\)": given right after the value
                env = _given_after(used[-1].text, stated, names)
            try:  # (a name given no value raises; ``e`` is a constant)
                value = Fraction(mathexpr.evaluate(node, env or {}))
            except (mathexpr.MathError, OverflowError, ValueError):
                continue
            hedged = _hedged(used[-1].text, stated)
            shown = mathexpr.show(node)
            if stated.unit == "percent":
                # "the share used is \(1 - 0.9^{10}\), about 65.1%": a share restated in
                # percent; read only where it agrees (a percentage there may be of another
                # quantity: "…, a 65% drop")
                found = _Found(used, f"({shown}) \\times 100", value * 100, stated, hedged)
                # (a formula of percentages has its value in percent, whatever it comes to:
                # "\\(39.4\\% \\times 8/6\\), gives an HFU of about 47%" is a slip)
                # (", or about 0.39%" right after the formula restates it: a slip there is a ✗)
                restated = len(used) == 1 and _RESTATED_RIGHT_AFTER.fullmatch(
                    text, m.end(), stated.start
                )
                if any(n.text.endswith("%") for n in mathexpr.literals(node)) or (
                    0 <= value <= 1 and (_agrees(found) or restated)
                ):
                    yield found
                continue
            update = value_update_params(node, env or {}) if _DEFINES.search(body) else None
            yield _Found(used, shown, value, stated, hedged, update=update)


# Between a formula and its value restated at once: "\(\frac{131{,}072}{16{,}777{,}216}\), or
# about 0.39%".
_RESTATED_RIGHT_AFTER = re.compile(rf"\s*,\s*(?:or|that\s+is|i\.e\.,?)\s+{_HEDGE}?", re.IGNORECASE)


# --- a formula of counted things, applied to values given after it --------------------------

# The word right after a formula or a name in math: what it counts ("\\(L - n + 1\\) n-grams",
# "\\(L\\) tokens").
_NOUN_AFTER_MATH = re.compile(r"\s+(?P<noun>[A-Za-z0-9]*-?[a-z]+s)\b")
# What comes between a result and the things it counts: "gives 47 distinct 13-grams".
_RESULT_BEFORE = re.compile(
    rf"\b(?:gives?|giving|yields?|makes?|has|have|contains?|holds?|produces?|leaves?|is|are"
    rf"|comes?\s+to)\s+(?:(?:only|just|exactly|then|therefore|thus)\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
_RESULT_COUNTS = re.compile(r"\s+(?:[a-z-]+\s+)?(?P<noun>[A-Za-z0-9]*-?[a-z]+s)\b")
FORMULA_REACH = 2
"""How many sentences after a formula of counted things its values and result may come."""


def _counts_what(noun: str) -> str:
    """What a plural noun counts, its prefix dropped ("13-grams", "n-grams": "gram")."""
    return stem(noun.rsplit("-", 1)[-1].lower())


def _bound_by_noun(
    statements: Sequence[Statement], index: int, name: str, upto: int, before: int
) -> Fraction | None:
    """The value a name written with the noun it counts ("\\(L\\) tokens") takes from the one
    number said with that noun in the sentences after ``index`` ("a question of 60 tokens"),
    up to sentence ``upto`` and offset ``before`` in it; None unless exactly one."""
    noun: str | None = None
    for m in _MATH_SPAN.finditer(statements[index].text):
        try:
            terms = mathexpr.parse_chain(m.group("body")).terms
        except (mathexpr.MathError, OverflowError, ValueError):
            continue
        if len(terms) == 1 and isinstance(terms[0], mathexpr.Name) and terms[0].key == name:
            after = _NOUN_AFTER_MATH.match(statements[index].text, m.end())
            if after is not None:
                noun = _counts_what(after.group("noun"))
                break
    if noun is None:
        return None
    values = set()
    for k in range(index + 1, upto + 1):
        text = statements[k].text
        for n in _quantities(statements[k]):
            if k == upto and n.end > before:
                break
            after = _NOUN_AFTER_MATH.match(text, n.end)
            if after is not None and _counts_what(after.group("noun")) == noun and not n.unit:
                values.add(n.value)
    return next(iter(values)) if len(values) == 1 else None


def _formula_applied(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A formula of counted things in math, its names given values in the next sentences and
    its result said there, counting the same things: "An item of \\(L\\) tokens contains
    \\(L - n + 1\\) n-grams of length \\(n\\). Take a question of 60 tokens and a window of
    \\(n = 13\\). Sliding the window … gives 47 distinct 13-grams." (60 − 13 + 1 = 48). A name
    is given its value in math ("\\(n = 13\\)") or by the noun it is written with ("\\(L\\)
    tokens" and "60 tokens")."""
    for index, statement in enumerate(statements):
        for m in _MATH_SPAN.finditer(statement.text):
            node = _bare_formula(m.group("body"))
            after = _NOUN_AFTER_MATH.match(statement.text, m.end())
            if node is None or after is None:
                continue
            names = mathexpr.names_in(node)
            if not names:
                continue
            counted = _counts_what(after.group("noun"))
            last = min(len(statements) - 1, index + FORMULA_REACH)
            for k in range(index + 1, last + 1):
                text = statements[k].text
                stated = next(
                    (
                        n
                        for n in _quantities(statements[k])
                        if not n.unit
                        and (c := _RESULT_COUNTS.match(text, n.end)) is not None
                        and _counts_what(c.group("noun")) == counted
                        and _RESULT_BEFORE.search(text, 0, n.start)
                    ),
                    None,
                )
                if stated is None:
                    continue
                env: dict[str, Fraction] = {}
                for name in names:
                    given = _given_values(statements, k, frozenset({name}), stated.start)
                    value = (
                        given[name]
                        if given is not None
                        else _bound_by_noun(statements, index, name, k, stated.start)
                    )
                    if value is None:
                        break
                    env[name] = value
                else:
                    try:
                        computed = Fraction(mathexpr.evaluate(node, env))
                    except (mathexpr.MathError, OverflowError, ValueError):
                        break
                    shown = mathexpr.show(node)
                    for name, value in sorted(env.items()):
                        shown = re.sub(
                            rf"(?<![\w\\]){re.escape(name)}(?![\w])", _text(value), shown
                        )
                    used = tuple(statements[index : k + 1])
                    yield _Found(used, shown, computed, stated, _hedged(text, stated))
                break


# --- a geometric series said with its count of terms -----------------------------------------

# "\\(1 + 0.9 + 0.9^2 + \\dots\\)": a series whose terms are the powers of one ratio.
_GEOMETRIC = re.compile(
    r"^\s*1\s*\+\s*(?P<r>\d*\.?\d+)\s*\+\s*(?P=r)\s*\^\s*\{?\s*2\s*\}?\s*\+\s*"
    r"(?:\\[lc]?dots|\.\.\.|…)\s*$"
)
# "over those 10 steps", "for the 20 rewards": how many terms the series has.
_OVER_TERMS = re.compile(
    r"\s*(?:,\s*)?(?:over|for|across)\s+(?:those\s+|these\s+|the\s+|all\s+|its\s+)?",
    re.IGNORECASE,
)
_TERMS_AFTER = re.compile(r"\s+(?:time\s+)?(?:steps?|terms?|rewards?|rounds?|turns?)\b", re.I)
_SERIES_RESULT = re.compile(
    rf"\s*(?:[\w-]+\s+){{0,3}}?(?:gives?|giving|comes\s+to|is|equals|yields?|sums?\s+to"
    rf"|adds?\s+up\s+to)\s+(?:(?:a|an|the)\s+(?:[\w-]+\s+)?(?:of\s+)?)?{_HEDGE}?",
    re.IGNORECASE,
)


def _geometric_series(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A geometric series written in math with its first terms and said to run over a count
    of terms, and its sum said after: "Summing the discounted rewards \\(1 + 0.9 + 0.9^2 +
    \\dots\\) over those 10 steps gives a return of about 6.86" ((1 − 0.9¹⁰) / (1 − 0.9))."""
    for statement in statements:
        text = statement.text
        for m in _MATH_SPAN.finditer(text):
            series = _GEOMETRIC.match(m.group("body"))
            if series is None:
                continue
            ratio = Fraction(series.group("r"))
            after = [n for n in _quantities(statement) if n.start >= m.end()]
            if len(after) < 2 or ratio in (0, 1):
                continue
            count, stated = after[0], after[1]
            terms = _TERMS_AFTER.match(text, count.end)
            if (
                terms is None
                or not _OVER_TERMS.fullmatch(text, m.end(), count.start)
                or count.value.denominator != 1
                or not 2 <= count.value <= 10_000
                or stated.unit is not None
                or not _SERIES_RESULT.fullmatch(text, terms.end(), stated.start)
            ):
                continue
            n = int(count.value)
            total = (1 - ratio**n) / (1 - ratio)
            shown = f"(1 - {_text(ratio)}^{{{n}}}) / (1 - {_text(ratio)})"
            yield _Found((statement,), shown, total, stated, _hedged(text, stated))


# --- a value divided or multiplied by a formula in math ------------------------------------

# "the correction divides it by ( 1 - 0.9^2 )", "multiplies that by ( 0.9^3 )": a step
# whose operand is the formula right after it.
_BY_FORMULA = re.compile(
    r"\b(?P<verb>divid(?:e|es|ing)|multipl(?:y|ies|ying)|scal(?:e|es|ing))\s+"
    r"(?:it|this|that|them|the\s+[a-z-]+(?:\s+[a-z-]+)?)\s+(?:down\s+|up\s+)?by\s+$",
    re.IGNORECASE,
)
# ", and the corrected first moment comes to 0.38", ", which gives about 1.5", ", to 0.2":
# the result of the step, said after it in the same sentence.
_STEP_RESULT = re.compile(
    rf"^\s*,?\s*(?:and\s+|which\s+|so\s+|giving\s+|to\s+)?(?:(?:the|its|our)\s+[a-z-]+"
    rf"(?:\s+[a-z-]+){{0,3}}\s+|it\s+|that\s+|this\s+)?(?:(?:comes|falls|drops|rises|grows)"
    rf"\s+to|becomes|gives|leaves|is|equals)?\s*{_HEDGE}?$",
    re.IGNORECASE,
)


def _formula_step(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A value just worked out, divided or multiplied by a formula written in math, and the
    result said after it: "Then ( m = 0.9 \\times 0.02 + 0.1 \\times 0.2 = 0.038 ), the
    correction divides it by ( 1 - 0.9^2 ), and the corrected first moment comes to 0.2".
    The value is the last amount said before the step in its sentence (a formula's by its
    last term); no other number may stand between the formula and the result, and a
    result far from the computed one is of something else (a misreading), not a slip."""
    for statement in statements:
        text = statement.text
        if " by (" not in text:
            continue
        amounts = list(_amounts(statement))
        for m in _MATH_SPAN.finditer(text):
            step = _BY_FORMULA.search(text, max(0, m.start() - 60), m.start())
            if step is None or step.end() != m.start():
                continue
            try:
                chain = mathexpr.parse_chain(m.group("body"))
                node = chain.terms[-1] if len(chain.terms) == 1 else None
                if node is None:
                    continue
                factor = Fraction(mathexpr.evaluate(node, {}))
            except (mathexpr.MathError, OverflowError, ValueError, ZeroDivisionError):
                continue
            earlier = [(v, shown) for v, shown, end in amounts if end <= step.start()]
            later = [n for n in _quantities(statement) if n.start >= m.end()]
            if not earlier or not later or later[0].unit is not None or factor == 0:
                continue
            stated = later[0]
            if not _STEP_RESULT.fullmatch(text[m.end() : stated.start]):
                continue
            (base, base_shown) = earlier[-1]
            divide = step.group("verb").lower().startswith("divid")
            computed = base / factor if divide else base * factor
            if not _near(computed, stated.value):
                continue
            sign = "/" if divide else "\\times"
            expression = f"{base_shown} {sign} ({mathexpr.show(node)})"
            yield _Found((statement,), expression, computed, stated, _hedged(text, stated))


# --- one amount restated in another unit ------------------------------------------------------

# ("GPU-seconds": a compound, counted in its last part's unit; see units.unit_size)
_UNIT_AFTER = re.compile(r"\s*\)?\s*(?P<unit>(?:[A-Za-z]+-)?[A-Za-z]+)\b")
# Between an amount's unit and the amount restated: "bytes, or 56 GB", "bytes, only 0.32 GB".
_RESTATED = re.compile(
    rf"\s*,\s*(?:(?:or|only|just|i\.e\.|that\s+is|which\s+is)\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)


def _amounts(statement: Statement) -> Iterator[tuple[Fraction, str, int]]:
    """Each amount of a sentence with where it ends: a number in prose, and a formula in math
    by its last term ("(7 \\times 10^9 \\times 8 = 56 \\times 10^9)")."""
    text = statement.text
    spans = []
    for m in _MATH_SPAN.finditer(text):
        spans.append((m.start(), m.end()))
        try:
            chain = mathexpr.parse_chain(m.group("body"))
            last = chain.terms[-1]
            if last is None:
                continue
            value = Fraction(mathexpr.evaluate(last, {}))
        except (mathexpr.MathError, OverflowError, ValueError, ZeroDivisionError):
            continue
        yield value, mathexpr.show(last), m.end()
    for n in _quantities(statement):
        if n.unit is None and not any(a <= n.start < b for a, b in spans):
            yield n.value, _text(n.value), n.end


# The next sentence restating the amount that ended the one before: "Converted to hours,
# that comes to six and a quarter hours", "In minutes, that is 2.5".
_RESTATED_NEXT = re.compile(
    r"^\W*(?:(?:(?:converted|expressed|measured|put)\s+(?:in(?:to)?|to)|in)\s+[a-z-]+\s*,\s*)?"
    rf"(?:that|this|which|it)\s+(?:is|comes\s+to|makes|equals|works\s+out\s+to)\s+{_HEDGE}?$",
    re.IGNORECASE,
)


def _conversions(statements: Sequence[Statement]) -> Iterator[_Found]:
    """An amount restated in another unit of the same measure: "\\(40 \\times 10^6 \\times
    8\\) bytes, only 0.32 GB", "1500 ms, or 1.5 seconds", or at the start of the next
    sentence ("… take 22,500 seconds. Converted to hours, that comes to 6.25 hours")."""
    for index, statement in enumerate(statements):
        text = statement.text
        quantities = _quantities(statement)
        nxt = statements[index + 1] if index + 1 < len(statements) else None
        for value, shown, end in _amounts(statement):
            first = _UNIT_AFTER.match(text, end)
            sizes = unit_size(first.group("unit")) if first is not None else None
            if first is None or sizes is None:
                continue
            measure, size, binary = sizes
            used: tuple[Statement, ...] = (statement,)
            where = statement
            stated = next((n for n in quantities if n.start >= first.end()), None)
            if stated is None and nxt is not None and _END.fullmatch(text[first.end() :]):
                where, used = nxt, (statement, nxt)
                stated = next(iter(_quantities(nxt)), None)
                if stated is None or not _RESTATED_NEXT.fullmatch(nxt.text[: stated.start]):
                    continue
            elif stated is None or not _RESTATED.fullmatch(text[first.end() : stated.start]):
                continue
            second = _UNIT_AFTER.match(where.text, stated.end)
            to = unit_size(second.group("unit")) if second else None
            if to is None or to[0] != measure or (to[1], to[2]) == (size, binary):
                continue
            computed = value * size / to[1]
            other = value * binary / to[2]
            if abs(other - stated.value) < abs(computed - stated.value):
                computed, size, to = other, binary, (measure, to[2], to[2])
            ratio = size / to[1]
            shown = f"({shown}) " + (
                f"/ {_text(1 / ratio)}" if ratio < 1 else f"\\times {_text(ratio)}"
            )
            yield _Found(used, shown, computed, stated, _hedged(where.text, stated))


# An amount for each item of a count: "each parameter takes four bytes", "two bytes per
# parameter", "at 2 bytes per parameter".
_EACH_TAKES = re.compile(
    r"\beach\s+(?P<noun>[a-z-]+?)(?:s)?\s+(?:takes|uses|needs|holds|occupies|costs|is|gets)\s+$",
    re.IGNORECASE,
)
_PER_ITEM = re.compile(r"\s+(?:per|for\s+each|for\s+every|a|an|each)\s+(?P<noun>[a-z-]+)\b", re.I)
# Between the amount per item and the total: "so the master weights alone fill", ", another".
_ITEM_TOTAL_CUE = re.compile(
    rf"^(?:\s*,)?\s*(?:(?:so|and\s+so|which\s+means)\s+(?:[\w'-]+\s+){{0,5}}?"
    rf"(?:fill|fills|take|takes|need|needs|use|uses|come\s+to|comes\s+to|total|totals|is|are"
    rf"|occupy|occupies|hold|holds)|,\s*(?:another|or|that\s+is|which\s+is|in\s+all|a\s+total\s+of)"
    rf"|(?:\s+[\w'-]+){{0,4}}\s+(?:fill|fills|need|needs|take|takes|use|uses|come\s+to|comes\s+to"
    rf"|occupy|occupies))\s+{_HEDGE}?$",
    re.IGNORECASE,
)


# "… at two bytes each, …": an amount of each item, the item's noun left to the count before
# it ("each" with a verb or a comma after it, not "each parameter").
_EACH_ALONE = re.compile(
    r"\s+(?:each|apiece)\b(?=\s*[,;]|\s+(?:takes?|needs?|uses?|occup\w*|fills?"
    r"|comes?|costs?|holds?|is|are|so|and|which|that)\b)",
    re.IGNORECASE,
)


def _sized(
    text: str, number: Number
) -> tuple[re.Match[str], tuple[str, Fraction, Fraction]] | None:
    """The unit word after a number said without a unit of its own ("8 bytes", "2 GB"), and
    that unit's measure and sizes (:data:`UNIT_SIZES`), when it is a unit of one."""
    unit = _UNIT_AFTER.match(text, number.end)
    sizes = unit_size(unit.group("unit")) if unit and not number.unit else None
    return None if unit is None or sizes is None else (unit, sizes)


def _item_count_end(text: str, number: Number | None, item: str | None) -> int | None:
    """Where the noun after ``number`` ends, when ``number`` counts the item an amount is
    given for ("500 labels" after "45 seconds per label"); None otherwise."""
    if number is None or item is None or number.unit or number.value <= 1:
        return None
    noun = _NOUN.match(text, number.end)
    if noun is None or stem(noun.group(1).lower()) != stem(item.lower()):
        return None
    return noun.end()


def _per_item_amount(statements: Sequence[Statement]) -> Iterator[_Found]:
    """An amount for each item of a count, and the total: "Take a model with seven billion
    parameters. In thirty-two-bit float each parameter takes four bytes, so the master
    weights alone fill twenty-eight gigabytes" (7 × 10⁹ × 4 bytes in GB). The count is of the
    item named (in the sentence, or the last such count of the two sentences before); the amount
    and the total are of one measure (bytes, time), the total said in its own unit."""
    for index, statement in enumerate(statements):
        text = statement.text
        quantities = _quantities(statement)
        for k, amount in enumerate(quantities):
            sized = _sized(text, amount)
            if sized is None:
                continue
            unit, (measure, size, binary) = sized
            each = _EACH_TAKES.search(text[max(0, amount.start - 40) : amount.start])
            # "at two bytes each occupies …": the amount of each item of the count said before
            # it, whatever its noun
            alone = None if each else _EACH_ALONE.match(text, unit.end())
            per = None if each or alone else _PER_ITEM.match(text, unit.end())
            named = each or per
            if named is None and alone is None:
                continue
            item = named.group("noun") if named is not None else None
            after = per.end() if per else alone.end() if alone else unit.end()
            total = next((n for n in quantities[k + 1 :] if n.start >= after), None)
            counted = _item_count_end(text, total, item)
            count_here = total if counted is not None else None
            if counted is not None:
                # "At 45 seconds per label, those 500 labels take 22,500 seconds": the count
                # of the items, then the total
                after = counted
                total = next((n for n in quantities[k + 1 :] if n.start >= after), None)
            cue = text[after : total.start] if total is not None else ""
            if total is None or not _ITEM_TOTAL_CUE.fullmatch(cue):
                continue
            total_sized = _sized(text, total)
            to = total_sized[1] if total_sized else None
            if to is None or to[0] != measure:
                continue
            item = stem(item.lower()) if item is not None else None
            count: Number | None = count_here
            holder = statement
            for at in (index, index - 1, index - 2):
                if at < 0 or count is not None:
                    break
                candidates = [
                    n
                    for n in _quantities(statements[at])
                    if (at < index or n.end <= amount.start)
                    and not n.unit
                    and n.value > 1
                    and (noun := _NOUN.match(statements[at].text, n.end)) is not None
                    and (item is None or stem(noun.group(1).lower()) == item)
                ]
                if candidates:
                    count, holder = candidates[-1], statements[at]
                    break
            if count is None:
                continue
            yield _item_total(
                statement, count, amount.value, (size, binary), total, to, held=holder
            )


# An amount for each item said after the total it makes: "…, which take 8 MB at 8 bytes
# each", "… at 2 bytes per parameter", "… at 4 bytes apiece".
_AT_AMOUNT = re.compile(r"\s*,?\s*at\s+$", re.IGNORECASE)
_EACH_AFTER = re.compile(
    r"\s+(?:each|apiece|per\s+(?P<noun>[a-z-]+)|an?\s+(?P<noun2>[a-z-]+))\b", re.IGNORECASE
)
# Between a count's noun and the total its items make: ", which take", " and needs", "
# that together fill", "would need about".
_COUNT_TOTAL_CUE = re.compile(
    rf"^(?:\s*,)?\s+(?:(?:which|that|and|so|then|so\s+they)\s+)?"
    rf"(?:(?:would|will|together|alone|then|in\s+all)\s+)*"
    rf"(?:take|takes|need|needs|fill|fills|use|uses|occupy|occupies|require|requires"
    rf"|come\s+to|comes\s+to|cost|costs)\s+{_HEDGE}?$",
    re.IGNORECASE,
)


def _amount_each(
    text: str, amount: Number
) -> tuple[tuple[str, Fraction, Fraction], re.Match[str]] | None:
    """The unit sizes of an amount said for each item ("8 bytes each", "2 bytes per key"),
    and the words after it that say so."""
    sized = _sized(text, amount)
    each = _EACH_AFTER.match(text, sized[0].end()) if sized else None
    return None if sized is None or each is None else (sized[1], each)


def _count_and_total(
    statement: Statement, before: int, measure: str
) -> Iterator[tuple[Number, str, Number, tuple[str, Fraction, Fraction]]]:
    """Each count of a plural noun in ``statement`` (before offset ``before``) followed by
    a total of ``measure`` its items make ("1,000,000 entries, which take 8 MB"): the
    count, the noun's stem, the total and the total unit's sizes."""
    text = statement.text
    quantities = _quantities(statement)
    for k, count in enumerate(quantities):
        noun = _NOUN.match(text, count.end)
        if count.unit or count.value <= 1 or noun is None or count.end >= before:
            continue
        total = next((n for n in quantities[k + 1 :] if n.start >= noun.end()), None)
        if total is None or total.start >= before:
            continue
        if not _COUNT_TOTAL_CUE.match(text[noun.end() : total.start]):
            continue
        sized = _sized(text, total)
        if sized is None or sized[1][0] != measure:
            continue
        yield count, stem(noun.group(1).lower()), total, sized[1]


def _amount_after_total(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A count, the total its items make, then the amount for each: "With 1,000 features,
    A has 1,000,000 entries, which take 8 MB at 8 bytes each" (10⁶ × 8 bytes in MB). The
    next sentence may apply the same amount to another count of the same items: "With
    50,000 features, A has 2.5 billion entries and needs about 20 GB" (2.5 × 10⁹ × 8 bytes
    in GB), when it states no amount of its own."""
    for index, statement in enumerate(statements):
        text = statement.text
        for amount in _quantities(statement):
            read = _amount_each(text, amount)
            if read is None or not _AT_AMOUNT.search(text[max(0, amount.start - 8) : amount.start]):
                continue
            (measure, size, binary), each = read
            named = each.group("noun") or each.group("noun2")
            item = stem(named.lower()) if named else None
            found = [
                pair
                for pair in _count_and_total(statement, amount.start, measure)
                if item is None or pair[1] == item
            ]
            if not found:
                continue
            count, noun, total, sizes = found[-1]
            yield _item_total(statement, count, amount.value, (size, binary), total, sizes)
            if index + 1 >= len(statements):
                continue
            following = statements[index + 1]
            if any(_amount_each(following.text, n) for n in _quantities(following)):
                continue  # an amount of its own
            for count2, noun2, total2, sizes2 in _count_and_total(
                following, len(following.text), measure
            ):
                if noun2 == noun and count2.value != count.value:
                    yield _item_total(
                        following,
                        count2,
                        amount.value,
                        (size, binary),
                        total2,
                        sizes2,
                        held=statement,
                    )


# "… add eight bytes per weight. Multiplied across seven billion weights, that comes to
# twenty-eight gigabytes": the amount per item said before, then the count and the total.
_ACROSS_THE_COUNT = re.compile(
    r"^\W*(?:(?:so|then|and)\s+)?(?:multiplied|multiplying|scaled|scaling|summed|summing)"
    r"\s+(?:across|over|by|for)\s+(?:all\s+|the\s+|those\s+)?$",
    re.IGNORECASE,
)
_ACROSS_TOTAL_CUE = re.compile(
    rf"^\s*,\s*(?:that|this|it|the\s+total)\s+(?:comes\s+to|is|makes|gives|totals)\s+{_HEDGE}?$",
    re.IGNORECASE,
)


def _per_item_amount_before(statements: Sequence[Statement]) -> Iterator[_Found]:
    """An amount per item said in one sentence, multiplied across a count of the items in the
    next, and the total: "Adam's two states … add eight bytes per weight. Multiplied across
    seven billion weights, that comes to twenty-eight gigabytes" (7 × 10⁹ × 8 bytes in GB)."""
    for before, statement in itertools.pairwise(statements):
        text = statement.text
        quantities = _quantities(statement)
        if len(quantities) < 2:
            continue
        count, total = quantities[0], quantities[1]
        if count.unit or count.value <= 1 or not _ACROSS_THE_COUNT.fullmatch(text[: count.start]):
            continue
        noun = _NOUN.match(text, count.end)
        if noun is None or not _ACROSS_TOTAL_CUE.fullmatch(text[noun.end() : total.start]):
            continue
        total_sized = _sized(text, total)
        if total_sized is None:
            continue
        to = total_sized[1]
        item = stem(noun.group(1).lower())
        for amount in reversed(_quantities(before)):
            sized = _sized(before.text, amount)
            if sized is None:
                continue
            unit, (measure, size, binary) = sized
            per = _PER_ITEM.match(before.text, unit.end())
            if per is None or stem(per.group("noun").lower()) != item or measure != to[0]:
                continue
            yield _item_total(
                statement, count, amount.value, (size, binary), total, to, held=before
            )
            break


def _item_total(
    statement: Statement,
    count: Number,
    amount: Fraction,
    amount_sizes: tuple[Fraction, Fraction],
    total: Number,
    total_sizes: tuple[str, Fraction, Fraction],
    held: Statement | None = None,
) -> _Found:
    """count × amount in the total's unit, with decimal prefixes or, when those disagree
    and binary ones ("GB" meant as 2³⁰ bytes) agree within 5%, binary ones."""
    computed = count.value * amount * amount_sizes[0] / total_sizes[1]
    other = count.value * amount * amount_sizes[1] / total_sizes[2]
    ratio = amount_sizes[0] / total_sizes[1]
    if (
        abs(other - total.value) < abs(computed - total.value)
        and abs(other - total.value) <= abs(total.value) / 20
    ):
        computed, ratio = other, amount_sizes[1] / total_sizes[2]
    shown = f"{_text(count.value)} \\times {_text(amount)}"
    if ratio != 1:
        shown += f" / {_text(1 / ratio)}" if ratio < 1 else f" \\times {_text(ratio)}"
    return _Found(
        tuple(dict.fromkeys((held or statement, statement))),
        shown,
        computed,
        total,
        _hedged(statement.text, total),
    )


# --- a multiple said in words ----------------------------------------------------------------

# Between a stated value and its multiplier: "0.005, roughly a quarter of …", "12, or three
# times …", "1.39, exactly twice as much".
_MULTIPLE_LEAD = re.compile(
    # (past the close of the value's inline math: "\\(3 \\times 10^{-3}\\), which is …")
    rf"\s*\)?\s*,\s*(?:(?:which|that)\s+is\s+|or\s+)?(?:{_HEDGE}|exactly\s+|just\s+)?",
    re.IGNORECASE,
)
_FRACTION_MULTIPLIER = re.compile(
    r"^(?:(?:a|one)\s+)?(?:half|third|quarter|fifth|tenth)$", re.IGNORECASE
)
# After the multiplier, up to the value it multiplies: "times the earlier", "of the old".
_MULTIPLIED = re.compile(
    r"^\s+(?:times\s+|of\s+)?(?:that\s+of\s+)?(?:(?:the|our|its|their)\s+"
    r"(?:(?:earlier|previous|original|old|first|initial|baseline|starting)\s+)"
    r"(?:[a-z-]+\s+){0,2}"
    # ... or any noun phrase of a few words that names the value with "of": "10 times a common
    # LoRA rate of \(3 \times 10^{-4}\)", "three times the baseline's score of 4"
    r"|times\s+(?:the|a|an|our|its|their)\s+(?:[\w’'-]+\s+){0,3}of\s+)\(?\s*$",
    re.IGNORECASE,
)
# The value linked to its multiple by a verb: "An error of 0.03 is six times the error of
# 0.005" (the other value named after it; never "… as much" of the sentence before, which
# the verb's subject may not be).
_LINKED_MULTIPLE = re.compile(
    rf"\s*[%)]?\s+(?:is|was|are|were)\s+(?:{_HEDGE}|exactly\s+|just\s+)?", re.IGNORECASE
)
# (after the value's unit: "twenty-five gigabytes, roughly a quarter of …")
_APPOSED_LEAD = re.compile(rf"(?:\s+[a-z][\w-]*)?{_MULTIPLE_LEAD.pattern}", re.IGNORECASE)
# … and after the count's whole noun phrase, up to ten words: "384 tokens of decoding after
# the answer is finished, which is …".
_APPOSED_PHRASE_LEAD = re.compile(
    rf"(?:\s+[a-z][\w-]*){{0,10}}{_MULTIPLE_LEAD.pattern}", re.IGNORECASE
)
_TWICE = re.compile(r"\s*(?P<m>twice|double)\b", re.IGNORECASE)
# "twice as much", "three times as large": of the value the sentence before ends on.
_AS_MUCH = re.compile(
    r"\s+(?:times\s+)?as\s+(?:much|large|high|big|many|long|great|costly)\b(?!\s+as\b)",
    re.IGNORECASE,
)


def _multiples(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A value said to be a multiple of another in words: "about 0.005, roughly a quarter of
    the earlier 0.020", "1.39, exactly twice as much" (as the sentence before's 0.69).

    The other value is named as earlier ("the earlier", "the original", …) in the sentence,
    or, for "… as much", is the last value of the sentence before. Both values are rounded
    as stated, so the tolerance is the stated value's plus the multiple of the other's.
    """
    for index, statement in enumerate(statements):
        text = statement.text
        numbers = _quantities(statement)
        for k, a in enumerate(numbers):
            rest = numbers[k + 1 :]
            stop = rest[0].start if rest else len(text)
            lead = _MULTIPLE_LEAD.match(text, a.end, stop)
            linked = lead is None  # "0.03 is six times the error of 0.005"
            if linked:
                lead = _LINKED_MULTIPLE.match(text, a.end, stop)
            if a.unit == "percent" or lead is None:
                continue
            twice = _TWICE.match(text, lead.end())
            if twice is not None:
                multiplier, end, others = Fraction(2), twice.end(), rest
            elif (
                rest
                and rest[0].start == lead.end()
                and (
                    _FRACTION_MULTIPLIER.fullmatch(rest[0].text.strip())
                    or _TIMES_AFTER.match(text, rest[0].end)
                )
            ):
                multiplier, end, others = rest[0].value, rest[0].end, rest[1:]
            else:
                continue
            b: Number | None = None
            used: tuple[Statement, ...] = (statement,)
            if others and _MULTIPLIED.fullmatch(text[end : others[0].start]):
                b = others[0]
            elif not linked and _AS_MUCH.match(text, end) and index > 0:
                before = _quantities(statements[index - 1])
                if before:
                    b, used = before[-1], (statements[index - 1], statement)
            if b is None or b.unit != a.unit or b.value == 0 or multiplier <= 0:
                continue
            slack = multiplier * _tolerance(b, _hedged(used[0].text if len(used) > 1 else text, b))
            yield _Found(
                used,
                f"{_text(multiplier)} \\times {_text(b.value)}",
                multiplier * b.value,
                a,
                _hedged(text, a),
                (f"{_text(b.value)} is itself rounded: give or take {_text(slack)}",),
                slack,
            )


# A ratio said as a multiple right after a number: "five and a half times as many", "four
# times longer", "nine times smaller", "a 20-fold increase" (the number is the ratio).
_FRACTION_AS = re.compile(r"\s+as\s+(?:[a-z]+|much|many)\b(?!\s+as\b)", re.IGNORECASE)
_TIMES_AS = re.compile(
    r"(?:\s+times\s+(?:as\s+[a-z]+\b|(?:more|less|fewer|[a-z]+er)\b)|-fold\b)", re.IGNORECASE
)


def _relative_rounding(number: Number, statements: Sequence[Statement]) -> Fraction:
    """How far a stated value may be off by its rounding, relative to the value."""
    holder = next(s for s in statements if number in s.numbers)
    return _tolerance(number, _hedged(holder.text, number)) / number.value


def _ratio_as_multiple(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A ratio of two values said as a multiple after them: "The long answer uses 2,200
    tokens and the short one 400, five and a half times as many"; "One run needs 400
    samples. The other needs 1,600, four times as many."

    The two values are the sentence's only two quantities before the multiple (of one unit
    and one kind), or its one quantity and the one quantity of the sentence before; the
    multiple is the larger over the smaller. What the multiple compares is not always
    those two ("64 prompts of 8 rollouts, four times as many as before"), so the reading
    is reported only where it agrees (it never raises a ✗).
    """
    for index, statement in enumerate(statements):
        text = statement.text
        numbers = _quantities(statement)
        for k, stated in enumerate(numbers):
            # "point three, a quarter as wide": a fraction said as the smaller's multiple
            part = 0 < stated.value < 1 and _FRACTION_AS.match(text, stated.end) is not None
            if stated.unit or not (
                part or (stated.value > 1 and _TIMES_AS.match(text, stated.end))
            ):
                continue
            before = numbers[:k]
            used: tuple[Statement, ...] = (statement,)
            if len(before) == 1 and index > 0:
                earlier = _quantities(statements[index - 1])
                if len(earlier) != 1:
                    continue
                before = [earlier[0], before[0]]
                used = (statements[index - 1], statement)
            if len(before) != 2:
                continue
            a, b = before
            if a.unit != b.unit or a.value <= 0 or b.value <= 0 or a.value == b.value:
                continue
            if not _of_one_kind(a, b, used):
                continue
            big, small = (a, b) if a.value > b.value else (b, a)
            if part:
                big, small = small, big
            computed = big.value / small.value

            found = _Found(
                used,
                f"{_text(big.value)} / {_text(small.value)}",
                computed,
                stated,
                _hedged(text, stated),
                slack=computed * (_relative_rounding(big, used) + _relative_rounding(small, used)),
            )
            if _agrees(found):
                yield found


# --- a running value taken further --------------------------------------------------------------

# The operation said as a verb before its operand: "taking off three quarters", "adding
# point two", "dividing by four".
_STEP_BEFORE = re.compile(
    r"\b(?P<verb>tak(?:e|es|ing)\s+(?:off|away)|subtract(?:s|ing)?|remov(?:e|es|ing)"
    r"|deduct(?:s|ing)?|add(?:s|ing)?(?:\s+on)?|multiply(?:ing)?\s+by|multiplies\s+by"
    r"|divid(?:e|es|ing)\s+by)\s+(?:the\s+|another\s+)?$",
    re.IGNORECASE,
)
# The operand said first, then taken off or added to what was just said: "Fifteen
# sixteenths come off it, which leaves …", "point two is added to that, giving …".
_STEP_AFTER = re.compile(
    r"\s+(?:(?P<off>comes?\s+off|(?:is|are)\s+(?:taken|subtracted)\s+(?:off|from))"
    r"|(?P<on>(?:is|are)\s+added\s+(?:on\s+)?to)|(?P<of>of))\s+(?:it|that|this|them)\b",
    re.IGNORECASE,
)
# "Half of that, about point zero eight three": the part in apposition.
_APPOSED_PART = re.compile(rf"\s*,\s*{_HEDGE}?", re.IGNORECASE)
_LEAVES = re.compile(
    rf"^\s*,?\s*(?:and\s+|which\s+|to\s+|so\s+)?(?:leaves?|leaving|gives?|giving|makes?"
    rf"|comes?\s+to|brings?\s+it\s+to)(?:\s+us)?(?:\s+with)?\s+{_HEDGE}?$",
    re.IGNORECASE,
)
_STEP_OPS = (("tak", "-"), ("sub", "-"), ("rem", "-"), ("ded", "-"), ("add", "+"))


def _step_op(verb: str) -> str:
    word = verb.lower()
    if "multipl" in word:
        return "*"
    if "divid" in word:
        return "/"
    return next(op for prefix, op in _STEP_OPS if word.startswith(prefix))


def _running(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A value just said, taken one step further: "the log of four is about one point three
    nine, and taking off three quarters leaves about point five four"; "Fifteen sixteenths
    come off it, which leaves about one point eight four"; "Half of that, about point zero
    eight three" (a fraction of it, in apposition). The base is the last number said
    before the step, in its sentence or (for a step that opens its sentence) at the end of
    the one before; a hedged base is itself rounded, and that rounding widens the
    tolerance."""
    for index, statement in enumerate(statements):
        text = statement.text
        numbers = _operands(statement)
        for k in range(len(numbers) - 1):
            operand, stated = numbers[k], numbers[k + 1]
            if operand.unit or stated.unit or stated.role is not NumberRole.QUANTITY:
                continue
            if _definite_count(text, operand):
                continue  # "Adding the two gives …": the things counted, no step
            before = _STEP_BEFORE.search(text[max(0, operand.start - 40) : operand.start])
            after = _STEP_AFTER.match(text, operand.end)
            end = after.end() if after else operand.end
            part = after is not None and after.group("of") is not None
            if part and not (
                _FRACTION_MULTIPLIER.fullmatch(operand.text.strip())
                and _APPOSED_PART.fullmatch(text[end : stated.start])
            ):
                continue  # "half of that, about …": only a fraction of it, in apposition
            if (before is None) == (after is None) or not (
                part or _LEAVES.fullmatch(text[end : stated.start])
            ):
                continue
            if before is not None:
                op, step_start = _step_op(before.group("verb")), operand.start - len(before[0])
            elif part:
                op, step_start = "*", operand.start
            else:
                op, step_start = ("-" if after and after.group("off") else "+"), operand.start
            # (a count word counts things, no value a step starts from: "… \(12 - 5 + 1 = 8\)
            # shingles. One substitution removes 5, leaving 3" steps from the 8)
            earlier = [
                n for n in numbers[:k] if n.end <= step_start and n.role is NumberRole.QUANTITY
            ]
            before_it = _operands(statements[index - 1]) if index > 0 and not earlier else []
            used: tuple[Statement, ...] = (statement,)
            base_text = text
            if earlier:
                base = earlier[-1]
            elif before_it:
                base = before_it[-1]
                used, base_text = (statements[index - 1], statement), statements[index - 1].text
            else:
                continue
            if base.unit or (op == "/" and operand.value == 0):
                continue
            computed = _evaluate([base.value, operand.value], [op])
            if computed is None:
                continue
            hedged_base = _hedged(base_text, base)
            slack = _tolerance(base, True) if hedged_base else Fraction(0)
            if op in "*/":
                slack *= abs(operand.value) if op == "*" else 1 / abs(operand.value)
            yield _Found(
                used,
                _show([_text(base.value), _text(operand.value)], [op]),
                computed,
                stated,
                _hedged(text, stated),
                (f"{_text(base.value)} is itself rounded: give or take {_text(slack)}",)
                if slack
                else (),
                slack,
            )


# --- a reward discounted over a delay ------------------------------------------------------------

_DISCOUNT_WORD = re.compile(DISCOUNT_NAMES)
# The discount's value: "gamma at point nine", "set gamma to point eight", "gamma were …",
# "a discount of 0.9"; or "At point nine, …" opening a sentence of a paragraph on discounting.
_GAMMA_VALUE = re.compile(
    r"(?:\b(?:gamma|γ|discount(?:\s+(?:factor|rate))?)\s+(?:\w+\s+)?"
    r"(?:at|to|of|is|was|were|=|equals?|set\s+to)\s*$)",
    re.IGNORECASE,
)
_AT_VALUE = re.compile(r"^\W*(?:at|with)\s+$", re.IGNORECASE)
_DELAY_UNIT = r"(?:steps?|turns?|tokens?|moves?|rounds?|periods?|time\s*steps?)"
# The delay: "ten steps out", "three steps later", "five hundred tokens after the first",
# "after four turns", "at the end of a twenty-step path".
_DELAY_AFTER = re.compile(
    rf"(?:\s+|-){_DELAY_UNIT}(?:\s+(?:later|out|away|ahead|after|on|into\s+the\s+future"
    # (or the step credited, that many before the reward: "sits three turns earlier")
    rf"|earlier|before|back)\b"
    rf"|-?(?=\s+(?:path|episode|trajectory|journey|route|delay)\b))",
    re.IGNORECASE,
)
_DELAY_BEFORE = re.compile(r"\b(?:after|in)\s+$", re.IGNORECASE)
_DELAY_NOUN = re.compile(rf"^\s+{_DELAY_UNIT}\b", re.IGNORECASE)
# "its share is about …", "the credit it gets is …": the part of the reward a step is given.
_PART_IS = r"(?:share|credit|portion)\s+(?:is|comes\s+to|would\s+be|becomes)"
_REWARD_OF = re.compile(r"\breward\s+(?:of\s+|is\s+)?$", re.IGNORECASE)
# What the delayed reward is still worth: "is worth about", "keeps about", "would receive".
_WORTH = re.compile(
    rf"\b(?:worth|keeps?|brings?|receives?|gets?|retains?|counts?\s+for|comes?\s+to"
    rf"|{_PART_IS})\s+(?:only\s+|just\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
# "… of its weight", "… of it": a share of the reward, so the reward counts as one.
_SHARE_AFTER = re.compile(r"\s+of\s+(?:its|it|the|their|that)\b", re.IGNORECASE)
_SUCCESS = re.compile(r"\b(?:success|win\b|wins\b|victory)", re.IGNORECASE)
_KEEPS = re.compile(rf"\b(?:keeps?|retains?)\s+(?:only\s+|just\s+)?{_HEDGE}?$", re.IGNORECASE)


def _gamma_in(statement: Statement, before: int | None = None) -> Number | None:
    """The discount factor a sentence states (before offset ``before``), if it states one."""
    text = statement.text
    for n in _quantities(statement):
        if before is not None and n.start >= before:
            break
        if n.unit or not 0 < n.value < 1:
            continue
        head = text[: n.start]
        if _GAMMA_VALUE.search(head[-40:]) or _AT_VALUE.fullmatch(head):
            return n
    return None


def _discounted(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A reward's worth after a delay, in a paragraph on discounting: "With gamma at point
    nine five per turn, a success after four turns is worth about point eight one" (0.95⁴);
    "Set gamma to point eight and place a reward of one hundred at the end of a twenty-step
    path. Today it is worth about one point one five" (100 · 0.8²⁰); "At point nine, a
    reward ten steps out keeps about point three five of its weight" (0.9¹⁰). The discount is
    the one the sentence names, else the last one named in the paragraph; the reward is the
    one named with the delay (one for a success or a share "of its weight")."""
    if not any(_DISCOUNT_WORD.search(s.text) for s in statements):
        return
    gammas = [_gamma_in(s) for s in statements]
    for index, statement in enumerate(statements):
        text = statement.text
        numbers = _quantities(statement)
        for k, count in enumerate(numbers):
            if count.unit or count.value.denominator != 1 or not 1 <= count.value <= 1000:
                continue
            after = _DELAY_AFTER.match(text, count.end)
            if after is None and not (
                _DELAY_BEFORE.search(text[: count.start]) and _DELAY_NOUN.match(text[count.end :])
            ):
                continue
            gamma, at = _gamma_in(statement, count.start), index
            if gamma is None:
                at = next((b for b in range(index - 1, -1, -1) if gammas[b] is not None), -1)
                gamma = gammas[at] if at >= 0 else None
            if gamma is None:
                continue
            # The result: the first number after the delay with a cue of worth, in this
            # sentence or (for a sentence that ends on the delay) at the next one's start.
            place: tuple[int, Number] | None = None
            for n in numbers[k + 1 :]:
                if _WORTH.search(text[max(count.end, n.start - 40) : n.start]):
                    place = (index, n)
                break
            if place is None and not numbers[k + 1 :] and index + 1 < len(statements):
                nxt = statements[index + 1]
                first = _quantities(nxt)[:1]
                if first and _WORTH.search(nxt.text[max(0, first[0].start - 40) : first[0].start]):
                    place = (index + 1, first[0])
            if place is None:
                continue
            where_at, stated = place
            where = statements[where_at]
            if stated.unit or stated is gamma:
                continue
            # "keeps about point three seven", "its share is about …": what it keeps is a
            # share of the reward.
            before = where.text[max(0, stated.start - 30) : stated.start]
            share = (
                bool(_SHARE_AFTER.match(where.text, stated.end))
                or bool(_KEEPS.search(before))
                or re.search(_PART_IS, before, re.IGNORECASE) is not None
            )
            reward = next(
                (
                    n.value
                    for n in numbers[:k]
                    if _REWARD_OF.search(text[max(0, n.start - 20) : n.start])
                ),
                None,
            )
            if reward is None or share:
                reward = Fraction(1)
                if not (share or _SUCCESS.search(text)):
                    continue  # the reward's size is not said
            weight = gamma.value ** int(count.value)
            computed = reward * weight
            said = sorted({at, index, where_at})
            expression = f"{_text(gamma.value)}^{{{int(count.value)}}}"
            if reward != 1:
                expression = f"{_text(reward)} \\times {expression}"
            yield _Found(
                tuple(statements[i] for i in said),
                expression,
                computed,
                stated,
                _hedged(where.text, stated),
            )


# --- a factor per round, compounded ----------------------------------------------------------

# A factor said of a quantity's last value: "is on average point nine of the true one",
# "by a factor of 0.9", "keeps 0.8 of it".
_FACTOR_AFTER = re.compile(r"\s+(?:of|times)\s+(?:the|its|their|what\s+it\s+was)\b", re.I)
_FACTOR_BEFORE = re.compile(
    r"\b(?:(?:by\s+)?a\s+factor\s+of|keeps?|retains?|"
    # "multiplies every count by a discount, say point nine nine"
    r"multipl\w*\s+(?:[\w-]+\s+){0,3}by\s+(?:an?\s+[\w-]+\s*,?\s*)?(?:say\s+|of\s+)?)"
    r"\s*(?:about\s+|roughly\s+)?$",
    re.I,
)
# The rounds: "After twelve rounds …" opening its clause, or "… left alone for ten rounds".
_AFTER_COUNT = re.compile(r"(?:(?:^|[,;:]\s*)\W*(?:after|over)|\bfor)\s+$", re.IGNORECASE)
# The result as a value of its own: "sees a count of fifty shrink to about forty-five".
_CHANGES_TO = re.compile(
    r"^\s+(?:[\w-]+\s+){0,2}?(?:shrinks?|shrank|falls?|fell|drops?|dropped|decays?|decayed|"
    rf"grows?|grew|rises?|rose|goes|went|comes?|came)\s+(?:down\s+|up\s+)?to\s+{_HEDGE}?$",
    re.IGNORECASE,
)
# The result of compounding, named so: "it compounds to about seven point three".
_COMPOUNDS_TO = re.compile(
    rf"\bcompound(?:s|ed)?\s+(?:up\s+)?(?:to|into)\s+{_HEDGE}?$", re.IGNORECASE
)
# The result, as a share of the start: "about point three one of where it started".
_OF_START = re.compile(
    r"\s+(?:of|times)\s+(?:where\s+it\s+(?:started|began)|what\s+it\s+was\s+at\s+first|"
    r"(?:its|the|their)\s+(?:start|starting|original|initial|first)\b)",
    re.IGNORECASE,
)


def _compounded(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A factor per round, compounded over rounds: "With ten samples per round, the fitted
    variance is on average point nine of the true one. After twelve rounds the expected
    variance is about point two eight of where it started" (0.9¹²). The factor is the one
    number of the sentence (or the three before) that names a round and says it of a
    value before ("point nine of the true one", "by a factor of 0.9", "multiplies every count
    by a discount, say point nine nine"); the result is a share of the start, or the value a
    start said with it goes to ("sees a count of fifty shrink to about forty-five")."""
    for index, statement in enumerate(statements):
        text = statement.text
        numbers = _quantities(statement)
        for k, count in enumerate(numbers):
            if count.unit or count.value.denominator != 1 or not 2 <= count.value <= 1000:
                continue
            noun = _ROUND_NOUN.match(text, count.end)
            if noun is None or not _AFTER_COUNT.search(
                text[max(0, count.start - 30) : count.start]
            ):
                continue
            stated = next((n for n in numbers[k + 1 :] if _OF_START.match(text, n.end)), None)
            base = Fraction(1)
            # "Over two hundred tokens it compounds to about seven point three": the verb
            # names the operation, and the factor needs no more marking than "per token"
            compounds = stated is None and any(
                _COMPOUNDS_TO.search(text, count.end, n.start) for n in numbers[k + 1 :]
            )
            if compounds:
                stated = next(
                    n for n in numbers[k + 1 :] if _COMPOUNDS_TO.search(text, count.end, n.start)
                )
            if stated is None:
                # "An arm left alone for ten rounds sees a count of fifty shrink to about
                # forty-five": the start and the end of one value.
                later = numbers[k + 1 :]
                for a, b in itertools.pairwise(later):
                    if _CHANGES_TO.match(text[a.end : b.start]) and not a.unit:
                        base, stated = a.value, b
                        break
            if stated is None or stated.unit:
                continue
            per = re.compile(
                rf"\b(?:per|each|every|a)[\s-]+{re.escape(noun.group('noun'))}\b", re.IGNORECASE
            )
            factors: list[tuple[int, Number]] = []
            for at in range(max(0, index - 3), index + 1):
                before = statements[at]
                if not per.search(before.text):
                    continue
                for n in _quantities(before):
                    if at == index and n.start >= count.start:
                        break
                    if n.unit or not 0 < n.value < 2 or n.value == 1:
                        continue
                    if (
                        _FACTOR_AFTER.match(before.text, n.end)
                        or _FACTOR_BEFORE.search(before.text[max(0, n.start - 60) : n.start])
                        or (compounds and per.search(before.text[max(0, n.start - 40) : n.start]))
                    ):
                        factors.append((at, n))
            if len(factors) != 1:
                continue
            at, factor = factors[0]
            yield _factor_over_rounds(statements, at, index, factor, int(count.value), stated, base)


def _factor_over_rounds(
    statements: Sequence[Statement],
    at: int,
    index: int,
    factor: Number,
    rounds: int,
    stated: Number,
    base: Fraction = Fraction(1),
) -> _Found:
    """``factor`` (said in statement ``at``) applied ``rounds`` times, to ``base`` when a start
    value is said: the value ``stated`` in statement ``index`` should be base × factor^rounds."""
    shown = f"{_text(factor.value)}^{{{rounds}}}"
    return _Found(
        tuple(statements[i] for i in sorted({at, index})),
        shown if base == 1 else f"{_text(base)} \\times {shown}",
        base * factor.value**rounds,
        stated,
        _hedged(statements[index].text, stated),
    )


# A factor named as such: "Take a shrink factor of point eight", "the decay factor is 0.9".
_NAMED_FACTOR = re.compile(
    r"\b(?:an?|the|its|their)\s+(?:[\w-]+\s+)?factor\s+(?:of\s+|is\s+|=\s*)(?:about\s+)?$",
    re.IGNORECASE,
)
# Rounds said as a count of successive things: "at three successive task switches",
# "over five consecutive updates", "for four rounds in a row".
_SUCCESSIVE_BEFORE = re.compile(r"\b(?:at|over|after|for|across)\s+$", re.IGNORECASE)
_SUCCESSIVE_AFTER = re.compile(
    r"\s+(?:successive|consecutive)\b|\s+[a-z-]+(?:\s+[a-z-]+)?\s+in\s+a\s+row\b",
    re.IGNORECASE,
)


# "the average shrinks by a factor of two-thirds per round": a factor applied once a round.
_BY_A_FACTOR = re.compile(
    r"\b(?P<verb>shrink|fall|drop|decay|decrease|cut|divide|grow|rise|increase|multipl|scale)"
    r"[a-z]*\s+(?:[a-z]+\s+){0,2}?by\s+a\s+factor\s+of\s+$",
    re.IGNORECASE,
)
_FACTOR_PER = re.compile(r"\s+(?:per|each|every|a)\s+(?P<noun>[a-z]+)", re.IGNORECASE)
_SHRINKING = ("shrink", "fall", "drop", "decay", "decrease", "cut", "divide")
# "Starting from an average of thirty-six, …": the value the rounds start from.
_STARTING_FROM = re.compile(r"\bfrom\s+(?:(?:an?|the|its)\s+)?(?:[a-z-]+\s+){0,2}?(?:of\s+)?$")
_LIST_JOIN = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+")


def _factor_rounds(statements: Sequence[Statement]) -> Iterator[_Found]:
    """Successive values of a factor applied once a round: "the average shrinks by a factor of
    two-thirds per round. Starting from an average of thirty-six, the next three rounds give
    twenty-four, sixteen, and ten and two-thirds" (set 229). Each value of the list is the one
    before it (the start, then each as said) times the factor; the list is said after the
    start, in the factor's sentence or the next, and goes the way the verb says."""
    for index, statement in enumerate(statements):
        text = statement.text
        for factor in _quantities(statement):
            verb = _BY_A_FACTOR.search(text[: factor.start])
            per = _FACTOR_PER.match(text, factor.end)
            if verb is None or per is None or factor.unit or factor.value <= 0 or factor.value == 1:
                continue
            shrinking = verb.group("verb").lower() in _SHRINKING
            # ("shrinks by a factor of two-thirds" and "of three" both make it smaller)
            f = factor.value if (factor.value < 1) == shrinking else 1 / factor.value
            rounds = per.group("noun").lower().removesuffix("s")
            for later in statements[index : index + 2]:
                numbers = [
                    n
                    for n in _quantities(later)
                    if (later is not statement or n.start > per.end())
                    and not re.match(rf"\s+(?:[a-z]+\s+)?{rounds}", later.text[n.end :], re.I)
                ]
                start = next(
                    (
                        k
                        for k, n in enumerate(numbers)
                        if _STARTING_FROM.search(later.text[: n.start])
                    ),
                    None,
                )
                if start is None:
                    continue
                items = [numbers[start + 1]] if start + 1 < len(numbers) else []
                for a, b in itertools.pairwise(numbers[start + 1 :]):
                    if not _LIST_JOIN.fullmatch(later.text, a.end, b.start):
                        break
                    items.append(b)
                if len(items) < 2 or any(n.unit for n in [numbers[start], *items]):
                    continue
                before = numbers[start]
                for item in items:
                    yield _Found(
                        (statement, later) if later is not statement else (statement,),
                        f"{_text(before.value)} \\times {_text(f)}",
                        before.value * f,
                        item,
                        _hedged(later.text, item),
                    )
                    before = item
                break


def _successive_factor(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A factor named as such, applied at a count of successive rounds, and the share of the
    start that is left: "Take a shrink factor of point eight. … Apply the operation at three
    successive task switches and, leaving the noise aside, that weight ends at about point
    five one of its original size" (0.8³). The factor is the one so named in the sentence or
    the three before it; the result is said "of its original …" / "of where it started"."""
    for index, statement in enumerate(statements):
        text = statement.text
        numbers = _quantities(statement)
        for k, count in enumerate(numbers):
            if count.unit or count.value.denominator != 1 or not 2 <= count.value <= 1000:
                continue
            if not _SUCCESSIVE_BEFORE.search(text[max(0, count.start - 12) : count.start]):
                continue
            if not _SUCCESSIVE_AFTER.match(text, count.end):
                continue
            stated = next((n for n in numbers[k + 1 :] if _OF_START.match(text, n.end)), None)
            if stated is None or stated.unit:
                continue
            factors = [
                (at, n)
                for at in range(max(0, index - 3), index + 1)
                for n in _quantities(statements[at])
                if (at < index or n.start < count.start)
                and not n.unit
                and 0 < n.value < 2
                and n.value != 1
                and _NAMED_FACTOR.search(statements[at].text[max(0, n.start - 40) : n.start])
            ]
            if len(factors) != 1:
                continue
            at, factor = factors[0]
            yield _factor_over_rounds(statements, at, index, factor, int(count.value), stated)


# "Over five steps where each ratio is 1.5, the product already reaches about 7.59": the
# product of a count of equal factors.
_EACH_FACTOR = re.compile(r"\beach\s+[a-z-]+\s+(?:is|equals|of)\s+$", re.IGNORECASE)
_OVER_COUNT = re.compile(r"\b(?:over|across|for|after)\s+(?:the\s+)?$", re.IGNORECASE)
_PRODUCT_IS = re.compile(
    rf"\b(?:their|the|its)\s+product\s+(?:(?:already|then|now|quickly)\s+)?"
    rf"(?:is|reaches|comes\s+to|grows\s+to|equals|gives)\s+{_HEDGE}?$",
    re.IGNORECASE,
)


def _product_of_equal(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A product of a count of equal factors in one sentence: "Over five steps where each
    ratio is 1.5, the product already reaches about 7.59" (1.5⁵). The count is a whole number
    of things after "over"/"across"/"for"; the factor is "each … is F"; the result is "the
    product is/reaches …"."""
    for statement in statements:
        text = statement.text
        numbers = _quantities(statement)
        for stated in numbers:
            if not _PRODUCT_IS.search(text[max(0, stated.start - 60) : stated.start]):
                continue
            before = [n for n in numbers if n.end <= stated.start]
            factors = [
                n
                for n in before
                if not n.unit and _EACH_FACTOR.search(text[max(0, n.start - 30) : n.start])
            ]
            counts = [
                n
                for n in before
                if not n.unit
                and n.value.denominator == 1
                and 2 <= n.value <= 1000
                and _ROUND_NOUN.match(text, n.end)
                and _OVER_COUNT.search(text[max(0, n.start - 20) : n.start])
            ]
            if len(factors) != 1 or len(counts) != 1 or stated.unit:
                continue
            factor, count = factors[0].value, int(counts[0].value)
            yield _Found(
                (statement,),
                f"{_text(factor)}^{{{count}}}",
                factor**count,
                stated,
                _hedged(text, stated),
            )


# "the product of ten factors of point nine comes to …", "twelve copies of 0.95 multiplied
# together give …": a power said as its factors, counted.
_PRODUCT_OF = re.compile(r"\b(?:product|multiplication)\s+of\s+(?:the\s+)?$", re.IGNORECASE)
_FACTORS_OF = re.compile(
    r"\s+(?:equal\s+|identical\s+)?(?:factors|copies|terms)\s+(?:each\s+)?(?:of|equal\s+to)\s+",
    re.IGNORECASE,
)
_MULTIPLIED_TOGETHER = re.compile(r"\s+(?:all\s+)?multiplied\s+together\b", re.IGNORECASE)


def _factors_of(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A power said as a count of equal factors and their product: "the product of ten
    factors of point nine comes to roughly point three five" (0.9¹⁰), "ten copies of point
    nine multiplied together give …". The result follows the factor as a result does."""
    for statement in statements:
        text = statement.text
        numbers = _quantities(statement)
        for count, factor, stated in zip(numbers, numbers[1:], numbers[2:], strict=False):
            if (
                count.unit
                or factor.unit
                or count.value.denominator != 1
                or not 2 <= count.value <= 1000
                or not _FACTORS_OF.fullmatch(text, count.end, factor.start)
            ):
                continue
            end = factor.end
            together = _MULTIPLIED_TOGETHER.match(text, end)
            if together is not None:
                end = together.end()
            elif not _PRODUCT_OF.search(text, max(0, count.start - 40), count.start):
                continue
            if not _RESULT.match(text[end : stated.start]):
                continue
            n = int(count.value)
            yield _Found(
                (statement,),
                f"{_text(factor.value)}^{{{n}}}",
                factor.value**n,
                stated,
                _hedged(text, stated),
            )


# "Multiplying the three chances together, the wrong query slips through only one time in
# twenty-five": a product of a counted set of factors, said before (one value for all of them,
# a power; or as many values as the count).
_COUNTED_PRODUCT = re.compile(
    r"\W*(?:(?:so|then|now)\s*,?\s+)?multiplying\s+(?:the|these|those|all)\s+(?:of\s+the\s+)?$",
    re.IGNORECASE,
)
_PRODUCT_NOUN = re.compile(r"\s+(?P<noun>[a-z][a-z-]+?)s\b(?:\s+together)?\s*,\s*", re.IGNORECASE)
# Between the gerund clause and its result: a short clause ("the wrong query slips through
# only"), then the value.
_SHORT_CLAUSE = re.compile(rf"(?:[a-z][\w'’-]*\s+){{1,8}}?{_HEDGE}?", re.IGNORECASE)
_NOUN_NEAR = 3
"""How many words after a value (or before it, before "of") its noun may stand."""


def _named_by(number: Number, text: str, noun: str) -> bool:
    """Is ``number`` of ``text`` a value of ``noun`` ("a one in five chance of", "a chance
    of 0.2")?"""
    after = [stem(w) for w in re.findall(r"[a-z-]+", text[number.end :].lower())[:_NOUN_NEAR]]
    before = re.findall(r"[a-z-]+", text[: number.start].lower())[-_NOUN_NEAR:]
    named_before = len(before) >= 2 and before[-1] == "of" and stem(before[-2]) == noun
    return noun in after or named_before


def _counted_product(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A product of a counted set of factors named by their noun, each given in the two
    sentences before: "Suppose a wrong query has a one in five chance of matching …. Require
    a match on three independent databases. Multiplying the three chances together, the
    wrong query slips through only one time in twenty-five" (0.2³). Every other value of
    those sentences must be the count itself, so that the factors are all there is."""
    for index, statement in enumerate(statements):
        text = statement.text
        numbers = _quantities(statement)
        for count, stated in itertools.pairwise(numbers):
            if (
                count.unit
                or count.value.denominator != 1
                or not 2 <= count.value <= 12
                or not _COUNTED_PRODUCT.fullmatch(text, 0, count.start)
            ):
                continue
            m = _PRODUCT_NOUN.match(text, count.end)
            if m is None or not _SHORT_CLAUSE.fullmatch(text, m.end(), stated.start):
                continue
            stated = _one_in(stated, statement)
            if stated.unit:
                continue
            noun = stem(m.group("noun").lower())
            used = statements[max(0, index - 2) : index]
            factors: list[tuple[Statement, Number]] = []
            for before in used:
                for n in _rates(_free(before), before):
                    if _named_by(n, before.text, noun):
                        factors.append((before, n))
                    elif n.value != count.value:
                        factors = []
                        break  # another value: the factors may not be all there is
                else:
                    continue
                break
            values = {n.value for _, n in factors}
            n_count = int(count.value)
            if not factors or not (len(values) == 1 or len(factors) == n_count):
                continue
            if len(factors) == n_count:
                terms = [_text(n.value) for _, n in factors]
                computed = _evaluate([n.value for _, n in factors], ["*"] * (n_count - 1))
                shown = _show(terms, ["*"] * (n_count - 1))
            else:
                factor = factors[0][1].value
                computed, shown = factor**n_count, f"{_text(factor)}^{{{n_count}}}"
            if computed is None:
                continue
            holders = tuple(dict.fromkeys(b for b, _ in factors))
            yield _Found((*holders, statement), shown, computed, stated, _hedged(text, stated))
            break


# "the first term is about point three seven six and the second is about minus point one eight
# three, so the KL comes to roughly point one nine": the terms of a sum, each said by its place,
# then the sum.
_TERM_PLACES = ("first", "second", "third", "fourth")
_NTH_TERM = (
    r"(?:^|[,;]\s*|\b(?:and|while|whereas)\s+)(?:the\s+)?{place}(?:\s+terms?)?\s+"
    r"(?:is|comes\s+to|equals|contributes|gives)\s+(?:(?:only|just)\s+)?"
)
_FIRST_TERM = re.compile(
    r"\b(?:the\s+)?first\s+terms?\s+(?:is|comes\s+to|equals|contributes|gives)\s+"
    rf"(?:(?:only|just)\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
_TERMS_SUMMED = re.compile(
    r"\s*,?\s*(?:so|and\s+so|giving|which\s+gives|for\s+a\s+total\s+of|and\s+together)\b"
    rf"(?:[^.;\d]{{0,40}}?\b(?:comes?\s+to|is|totals?|sums?\s+to|adds?\s+up\s+to|of|gives?))?"
    rf"\s+(?:(?:only|just)\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)


def _terms_summed(statements: Sequence[Statement]) -> Iterator[_Found]:
    """The terms of a sum said by their places, then the sum: "the first term is about point
    three seven six and the second is about minus point one eight three, so the KL comes to
    roughly point one nine" (0.376 − 0.183). Terms are added, whatever they are terms of."""
    for statement in statements:
        text = statement.text
        numbers = _quantities(statement)
        for k, first in enumerate(numbers):
            if first.unit or not _FIRST_TERM.search(text, max(0, first.start - 60), first.start):
                continue
            terms = [first]
            for place, n in zip(_TERM_PLACES[1:], numbers[k + 1 :], strict=False):
                said = re.compile(_NTH_TERM.format(place=place) + f"{_HEDGE}?$", re.IGNORECASE)
                if n.unit or not said.search(text, terms[-1].end, n.start):
                    break
                terms.append(n)
            after = numbers[k + len(terms) : k + len(terms) + 1]
            if len(terms) < 2 or not after or after[0].unit:
                continue
            stated = after[0]
            if not _TERMS_SUMMED.fullmatch(text, terms[-1].end, stated.start):
                continue
            values = [t.value for t in terms]
            shown = _show([_text(v) for v in values], ["+"] * (len(values) - 1))
            total = sum(values, Fraction(0))
            yield _Found((statement,), shown, total, stated, _hedged(text, stated))
            break


# "Take a state with two actions whose true values are ten and nine point eight. Their
# difference, the gap, is point two": a relation of the two values the sentence before says.
_THEIR_RELATION = re.compile(
    r"^\W*(?:(?:so|then|and)\s*,?\s+)?(?P<root>the\s+square\s+root\s+of\s+)?"
    r"(?:their|the\s+two\s+values'|its)\s+"
    r"(?P<relation>difference|sum|total|product|ratio)"
    r"(?:\s*,\s*(?:the|its|their)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s*,)?"
    rf"\s+(?:is|comes\s+to|equals)\s+(?:(?:only|just|exactly)\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)


# "The ordinary target is the sum of those last two numbers, eleven and a half": the last two
# values of the sentence before.
_OF_THOSE_TWO = re.compile(
    r"\b(?:the\s+)?(?P<relation>difference|sum|total|product|ratio)\s+of\s+(?:those|these)\s+"
    r"(?P<last>last\s+)?two(?:\s+(?:numbers|values|figures|terms|amounts))?"
    rf"\s*(?:,\s*(?:(?:which\s+is|or|that\s+is)\s+)?|\s+(?:is|gives|comes\s+to)\s+){_HEDGE}?$",
    re.IGNORECASE,
)


_RELATION_OPS = {"difference": "-", "sum": "+", "total": "+", "product": "*", "ratio": "/"}
FAR_OFF = 5
"""How many times off a relation of the two values just said may be and still be a reading
of them (farther, "their product" counts them in another unit or means another product)."""
_COUNTS_A_NOUN = re.compile(r"\s+[a-z][a-z-]*s\b(?!\s+(?:of|per)\b)")
_OPERATOR_AFTER = re.compile(
    r"\s+(?:over|times|plus|minus|divided\s+by|multiplied\s+by)\b", re.IGNORECASE
)


def _their_relation(statements: Sequence[Statement]) -> Iterator[_Found]:
    """The difference, sum, product or ratio of the two values the sentence before says, named
    by "their" or "those (last) two": "… whose true values are ten and nine point eight. Their
    difference, the gap, is point two" (10 − 9.8), or its square root ("The square root of
    their product is …"). A difference is the larger less the smaller;
    a ratio the larger over the smaller when the value stated is above one, else the reverse."""
    for before, statement in itertools.pairwise(statements):
        found = [
            (n, m)
            for n in _quantities(statement)
            if not n.unit
            and (
                m := _THEIR_RELATION.match(statement.text[: n.start])
                or _OF_THOSE_TWO.search(statement.text[: n.start])
            )
            is not None
        ]
        if not found:
            continue
        stated, m = found[0]
        own = [n for n in _free(statement) if n.start < stated.start and n.start < m.start()]
        if own or _OPERATOR_AFTER.match(statement.text, stated.end):
            # "Their sum is …" after values of its own sentence (the two may be those), or
            # "The ratio of those two, point five over point five nine, is …": an operand
            continue
        operands = _rates(_free(before), before)
        groups = {n.group for n in operands if n.group is not None}
        if m.re is _OF_THOSE_TWO and m.group("last"):
            operands = operands[-2:]  # "those last two numbers"
        elif len(operands) > 2 and len(groups) == 1:
            # "two actions whose true values are ten and nine point eight": the pair said as
            # a list, not the count of things before it
            counts = [n for n in operands if _COUNTS_A_NOUN.match(before.text, n.end)]
            operands = [n for n in operands if n not in counts]
        if len(operands) != 2:
            continue
        a, b = sorted((n.value for n in operands), reverse=True)
        op = _RELATION_OPS[m.group("relation").lower()]
        if op == "/" and stated.value < 1:
            a, b = b, a
        computed = _evaluate([a, b], [op])
        if computed is None or (op == "/" and not a):
            continue
        shown = _show([_text(a), _text(b)], [op])
        if m.re is _THEIR_RELATION and m.group("root"):
            # "The square root of their product is exactly one thousand and twenty-four"
            if computed < 0:
                continue
            computed = Fraction(math.sqrt(computed))
            shown = f"\\sqrt{{{shown}}}"
        if _ratio_off(computed, stated.value) >= FAR_OFF:
            continue  # "Their product is 7.2, counted in tenths": another quantity of them
        yield _Found((before, statement), shown, computed, stated, _hedged(statement.text, stated))


# "The numerator is \(5200 - 200 = 5000\) and the denominator is \(4200 - 200 = 4000\). The
# normalised score is therefore 130%.": the two parts of a fraction named, then its value.
_NUMERATOR = re.compile(r"\bthe\s+numerator\b", re.IGNORECASE)
_DENOMINATOR = re.compile(r"\bthe\s+denominator\b", re.IGNORECASE)
_APPROX_SIGN = re.compile(r"\\approx\s*$")
_FRACTION_VALUE = re.compile(
    r"^\W*(?:(?:so|then|thus)\s*,?\s+)?(?:the|its|their|our)\s+(?:[\w-]+\s+){0,3}"
    r"(?:is|comes\s+to|equals|becomes)\s+(?:(?:therefore|then|thus|so|now)\s+)?"
    rf"{_HEDGE}?$",
    re.IGNORECASE,
)


def _numerator_over_denominator(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A fraction whose numerator and denominator one sentence names with their values ("The
    numerator is … 5000 and the denominator is … 4000"), and whose value the next sentence
    states ("The normalised score is therefore 130%"): each part's value is the last number
    said for it (a worked part ends on its result)."""
    for before, statement in itertools.pairwise(statements):
        text = before.text
        top, bottom = _NUMERATOR.search(text), _DENOMINATOR.search(text)
        if top is None or bottom is None or bottom.start() < top.end():
            continue
        values = [n for n in _quantities(before) if not n.unit]
        upper = [n for n in values if top.end() <= n.start < bottom.start()]
        lower = [n for n in values if n.start >= bottom.end()]
        if not upper or not lower or lower[-1].value == 0:
            continue
        stated = next(iter(_quantities(statement)), None)
        if stated is None or _FRACTION_VALUE.match(statement.text[: stated.start]) is None:
            continue
        a, b = upper[-1], lower[-1]
        share = a.value / b.value
        shown = f"{_text(a.value)} / {_text(b.value)}"
        # A part said rounded ("\\ln 0.01 \\approx -4.61") moves the fraction by as much as
        # its rounding does (set 336's join: 43.9 from the rounded parts of a stated 43.7).
        da, db = (
            _tolerance(n, True)
            if _hedged(text, n) or _APPROX_SIGN.search(text, max(0, n.start - 12), n.start)
            else Fraction(0)
            for n in (a, b)
        )
        if abs(b.value) <= db:
            continue
        slack = max(
            abs((a.value + x) / (b.value + y) - share) for x in (-da, da) for y in (-db, db)
        )
        scale = 100 if stated.unit == "percent" else 1
        if stated.unit and scale == 1:
            continue
        if scale == 100:
            shown = f"({shown}) \\times 100"
        hedged = _hedged(statement.text, stated)
        yield _Found((before, statement), shown, share * scale, stated, hedged, slack=slack * scale)


# "… might sit at minus five. Exponentiating gives a probability of roughly point zero zero
# seven"; "a log-probability of minus point two, which is a probability of about point eight
# two": a log-probability turned back into a probability.
_EXPONENTIATING = re.compile(
    r"^\W*(?:(?:so|then|now)\s*,?\s+)?(?:exponentiating|taking\s+the\s+exponential)"
    r"(?:\s+(?:it|that|this))?\s*,?\s*(?:gives|yields|leaves|makes|(?:we|you)\s+get)\s+"
    rf"(?:(?:a|an|the)\s+(?:[a-z-]+\s+){{0,2}}of\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
_LOG_PROBABILITY_BEFORE = re.compile(
    r"\blog-?\s?probabilit(?:y|ies)\s+(?:(?:of|is|at|starts\s+at|sits\s+at|equal\s+to)\s+)+$",
    re.IGNORECASE,
)
_AS_A_PROBABILITY = re.compile(
    r"\s*,?\s*(?:which\s+is|i\.e\.|or|that\s+is)\s+(?:a\s+)?probability\s+of\s+"
    rf"{_HEDGE}?$",
    re.IGNORECASE,
)


def _exponentiated(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A log-probability turned back into a probability: "… might sit at minus five.
    Exponentiating gives a probability of roughly point zero zero seven" (e⁻⁵, the one value
    of the sentence before), "a log-probability of minus point two, which is a probability of
    about point eight two" (e^−0.2)."""
    for index, statement in enumerate(statements):
        text = statement.text
        numbers = _quantities(statement)
        for log_p, stated in itertools.pairwise(numbers):
            if (
                log_p.unit is None
                and stated.unit is None
                and log_p.value <= 0
                and _LOG_PROBABILITY_BEFORE.search(text, max(0, log_p.start - 60), log_p.start)
                and _AS_A_PROBABILITY.fullmatch(text, log_p.end, stated.start)
            ):
                yield _exponential(log_p, stated, (statement,))
        if index == 0 or not numbers or numbers[0].unit is not None:
            continue
        stated = numbers[0]
        if not _EXPONENTIATING.match(text[: stated.start]):
            continue  # (the sentence before is read only after this test)
        before = _free(statements[index - 1])
        if len(before) == 1 and before[0].value <= 0:
            yield _exponential(before[0], stated, (statements[index - 1], statement))


# "Raising 0.9 to that power gives about 0.35": the power is the value the sentence before
# ends on ("The exponent on the final term is \(T - t - 1 = 9\).").
_RAISING_BASE = re.compile(r"\brais(?:e|es|ing)\s+$", re.IGNORECASE)
_TO_THAT_POWER = re.compile(
    r"\s+to\s+(?:that|this|the\s+same)\s+power" + _NAMED_RESULT, re.IGNORECASE
)
MAX_POWER_THAT = 64
"""The largest power "that power" is read as."""


def _to_that_power(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A base raised to "that power", the whole value the sentence before ends on."""
    for index, statement in enumerate(statements[1:], 1):
        text = statement.text
        for base, stated in itertools.pairwise(_quantities(statement)):
            if (
                base.unit is not None
                or stated.unit is not None
                or not _RAISING_BASE.search(text, max(0, base.start - 12), base.start)
                or not _TO_THAT_POWER.fullmatch(text, base.end, stated.start)
            ):
                continue
            before = _free(statements[index - 1])
            power = before[-1].value if before else None
            if power is None or power.denominator != 1 or not 1 < power <= MAX_POWER_THAT:
                continue
            computed = base.value ** int(power)
            shown = f"{_text(base.value)}^{{{_text(power)}}}"
            used = (statements[index - 1], statement)
            yield _Found(used, shown, computed, stated, _hedged(text, stated))


def _exponential(log_p: Number, stated: Number, used: tuple[Statement, ...]) -> _Found:
    """e to the log-probability ``log_p``, against ``stated`` (said in ``used[-1]``)."""
    value = Fraction(math.exp(float(log_p.value)))
    shown = f"\\exp({_text(log_p.value)})"
    return _Found(used, shown, value, stated, _hedged(used[-1].text, stated))


# "Adding minus one a hundred and twenty times, the return is minus one hundred and twenty":
# a value added to itself a counted number of times.
_ADDING = re.compile(r"\b(?:adding|add|adds|summing)\s+(?:up\s+)?$", re.IGNORECASE)
_TIMES_OVER = re.compile(r"\s+times\b", re.IGNORECASE)
_SUBJECT_IS = re.compile(
    rf"\s*,?\s*(?:(?:the|its|their|our|a|an)\s+)?(?:[a-z][\w'’-]*\s+){{0,3}}?"
    rf"(?:is|comes\s+to|totals|equals|gives|makes)\s+{_HEDGE}?",
    re.IGNORECASE,
)


def _added_times(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A value added a counted number of times: "Adding minus one a hundred and twenty times,
    the return is minus one hundred and twenty" (−1 × 120)."""
    for statement in statements:
        text = statement.text
        numbers = _quantities(statement)
        for value, count, stated in zip(numbers, numbers[1:], numbers[2:], strict=False):
            if (
                value.unit
                or count.unit
                or count.value.denominator != 1
                or count.value < 2
                or not _ADDING.search(text, max(0, value.start - 20), value.start)
                or text[value.end : count.start].strip()
            ):
                continue
            times = _TIMES_OVER.match(text, count.end)
            if times is None:
                continue
            gap = text[times.end() : stated.start]
            if not (_SUBJECT_IS.fullmatch(gap) or _RESULT.match(gap)):
                continue
            n = int(count.value)
            shown = f"{_text(value.value)} \\times {n}"
            yield _Found((statement,), shown, value.value * n, stated, _hedged(text, stated))


# "divide it by two three times", "halved twice", "doubles the batch three times": the same
# operation repeated; its result follows ("leaving …", "to …", "from 64 to 512").
_REPEAT_VERB = re.compile(
    r"\b(?:(?P<half>halv(?:e|es|ed|ing))|(?P<double>doubl(?:e|es|ed|ing))"
    r"|(?P<divide>divid(?:e|es|ed|ing))|(?P<multiply>multipl(?:y|ies|ied|ying)))\b",
    re.IGNORECASE,
)
_REPEAT_OBJECT = r"(?:\s+(?:it|this|that|them|(?:the|its|their)\s+[\w-]+(?:\s+[\w-]+)?))?"
_REPEAT_BY = re.compile(rf"{_REPEAT_OBJECT}\s+by\s+(?:a\s+factor\s+of\s+)?$", re.IGNORECASE)
_REPEAT_GAP = re.compile(rf"{_REPEAT_OBJECT}\s+$", re.IGNORECASE)
_REPEAT_OBJECT_AT = re.compile(_REPEAT_OBJECT, re.IGNORECASE)
_REPEAT_TWICE = re.compile(r"\s*,?\s+(?P<word>twice|thrice)\b", re.IGNORECASE)
_REPEAT_RESULT = re.compile(
    rf"^\s*,?\s*(?:(?:which|that)\s+(?:is|gives|leaves)|leaving(?:\s+it\s+at)?|giving|to|"
    rf"and\s+(?:ends|lands|settles)\s+(?:up\s+)?at|for|or|so\s+it\s+(?:is|ends\s+at))"
    rf"\s+{_HEDGE}?$",
    re.IGNORECASE,
)
_REPEAT_FROM_TO = re.compile(r"^\s*,?\s*from\s+$", re.IGNORECASE)
_REPEAT_BARE_GAP = re.compile(r"\s*,?\s+$")  # "by two, three times"
_REPEAT_TO = re.compile(r"\s+to\s+(?:about\s+)?", re.IGNORECASE)
_REPEAT_ON_THAT = re.compile(r"\s+(?:it|this|that|them|(?:the|its|their)\s)", re.IGNORECASE)


# "Four such updates in a row take β from 0.05 to 1.6": rounds of a rule the sentences
# before set out (a value doubled or halved), counted, and where they take the value.
_ROUNDS_FROM_TO = re.compile(
    r"\s+(?:such\s+|more\s+|consecutive\s+|successive\s+)?(?P<what>[a-z]+?)s?"
    r"(?:\s+in\s+a\s+row)?\s+(?:take|takes|took|bring|brings|brought|move|moves|moved|"
    r"carry|carries|carried|push|pushes|pushed|drive|drives|drove|send|sends|sent)\s+"
    r"(?:[^\s,;.]+\s+){0,4}?from\s+$",
    re.IGNORECASE,
)
_ROUND_NOUNS = wordset("update step round doubling halving application iteration time change")
_DOUBLES = re.compile(r"\bdoubl(?:e|es|ed|ing)\b", re.IGNORECASE)
_HALVES = re.compile(r"\bhal(?:ve|ves|ved|ving)\b", re.IGNORECASE)


def _rounds_of_a_rule(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A value taken through several rounds of a rule set out before: "If the KL is too high,
    it doubles β … Four such updates in a row take β from 0.05 to 1.6" (0.05 × 2⁴ = 0.8).
    The rule doubles or halves, as the sentence or the five before it in its section say
    (doublings when the value rises, halvings when it falls); the count is a whole number
    from 2 to 64. Read over a section (:func:`find_arithmetic`), not a paragraph."""
    for index, statement in enumerate(statements):
        text = statement.text
        numbers = _quantities(statement)
        for n, start, stated in zip(numbers, numbers[1:], numbers[2:], strict=False):
            if n.unit or n.value.denominator != 1 or not 2 <= n.value <= 64:
                continue
            m = _ROUNDS_FROM_TO.fullmatch(text, n.end, start.start)
            if m is None or stated.unit or start.unit or start.value <= 0 or stated.value <= 0:
                continue
            if not re.fullmatch(r"\s+to\s+" + f"{_HEDGE}?", text[start.end : stated.start], re.I):
                continue
            what = m.group("what").lower()
            if what not in _ROUND_NOUNS:
                continue
            before = " ".join(s.text for s in statements[max(0, index - 5) : index + 1])
            rising = stated.value > start.value
            named = (
                (what == "doubling" or _DOUBLES.search(before))
                if rising
                else (what == "halving" or _HALVES.search(before))
            )
            if not named:
                continue
            factor = Fraction(2) if rising else Fraction(1, 2)
            rounds = int(n.value)
            computed = start.value * factor**rounds
            if not Fraction(1, 4) <= computed / stated.value <= 4:
                continue  # far off: not these rounds of this rule (a misreading)
            sign = "\\times" if rising else "/"
            expression = f"{_text(start.value)} {sign} 2^{{{rounds}}}"
            yield _Found((statement,), expression, computed, stated, _hedged(text, stated))


def _repeat_factor(
    text: str, m: re.Match[str], numbers: Sequence[Number]
) -> tuple[Fraction, int, list[Number]] | None:
    """The factor of a verb of :data:`_REPEAT_VERB` ("halves": 1/2, "multiplies … by four": 4),
    where its words end, and the quantities after them; None when "by" names no factor."""
    after = [n for n in numbers if n.start >= m.end()]
    if m.group("half") or m.group("double"):
        return (Fraction(1, 2) if m.group("half") else Fraction(2)), m.end(), after
    k = after[0] if after else None
    if k is None or k.unit or not _REPEAT_BY.fullmatch(text[m.end() : k.start]):
        return None
    if k.value <= 0 or k.value == 1:
        return None
    return (1 / k.value if m.group("divide") else k.value), k.end, after[1:]


def _repeated(statements: Sequence[Statement]) -> Iterator[_Found]:
    """The same operation repeated: "Say training starts with a scale of 65536. Three
    overflowing steps divide it by two three times, leaving 8192" (65536 / 2³), "the rate
    is halved twice, to 0.25", "it doubles the batch three times, from 64 to 512". The start
    is "from A" after the repetition, else the last quantity said before it in the sentence
    (not a count of the repetitions) or, when the operation acts on "it", "this" or "the …",
    the last quantity of the sentence before."""
    for index, statement in enumerate(statements):
        text = statement.text
        numbers = _quantities(statement)
        for m in _REPEAT_VERB.finditer(text):
            operation = _repeat_factor(text, m, numbers)
            if operation is None:
                continue
            factor, at, after = operation
            # halving and doubling name no factor: their object may stand before "twice"
            gap = _REPEAT_GAP if m.group("half") or m.group("double") else None
            # (the verb's object before "twice": "halve it twice")
            obj = _REPEAT_OBJECT_AT.match(text, at) if gap is not None else None
            twice = _REPEAT_TWICE.match(text, obj.end() if obj else at)
            if twice is not None:
                rounds, end = (2 if twice.group("word").lower() == "twice" else 3), twice.end()
            else:
                n = after[0] if after else None
                times = _TIMES_AFTER.match(text, n.end) if n is not None else None
                if (
                    n is None
                    or times is None
                    or n.unit
                    or n.value.denominator != 1
                    or not 2 <= n.value <= 64
                    or not (gap or _REPEAT_BARE_GAP).fullmatch(text[at : n.start])
                ):
                    continue
                rounds, end = int(n.value), times.end()
                after = after[1:]
            if not after:
                continue
            base: Number | None = None
            stated = after[0]
            if _REPEAT_FROM_TO.fullmatch(text[end : stated.start]) and len(after) > 1:
                base, stated = stated, after[1]
                if not _REPEAT_TO.fullmatch(text[base.end : stated.start]):
                    continue
            elif not _REPEAT_RESULT.fullmatch(text[end : stated.start]):
                continue
            first = statements[index]
            if base is None:
                before = [n for n in numbers if n.end <= m.start()]
                # A count right before the verb's subject ("Three overflowing steps divide
                # it …") counts the repetitions, not the start.
                before = [
                    n
                    for n in before
                    if not (n.value.denominator == 1 and n.value == rounds and not n.unit)
                ]
                if before:
                    base = before[-1]
                elif index > 0 and _REPEAT_ON_THAT.match(text, m.end()):
                    earlier = _quantities(statements[index - 1])
                    base = earlier[-1] if earlier else None
                    first = statements[index - 1]
            if base is None or stated.unit != base.unit or base.value == 0:
                continue
            symbol = f"\\times {_text(factor)}" if factor > 1 else f"/ {_text(1 / factor)}"
            shown = f"{_text(base.value)}" + f" {symbol}" * rounds
            yield _Found(
                tuple(dict.fromkeys((first, statement))),
                shown,
                base.value * factor**rounds,
                stated,
                _hedged(text, stated),
            )


# "Doubling sixty-six percent would give one hundred and thirty-two percent", "Halving 0.8
# gives 0.4": a scaling said as a gerund right before its operand, then its result.
_SCALING_GERUND = re.compile(
    r"\b(?P<verb>doubling|halving|tripling|quadrupling|squaring)\s+$", re.IGNORECASE
)
_GERUND_GIVES = re.compile(
    rf"^\s*,?\s*(?:would\s+give|gives|yields|makes|comes\s+to|leaves)\s+{_HEDGE}?$",
    re.IGNORECASE,
)


def _scaled_by_a_gerund(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A number doubled, halved, tripled or squared, said as a gerund before it, and the
    value that gives, in the same unit: "Doubling sixty-six percent would give one hundred
    and thirty-two percent" (66 × 2)."""
    for statement in statements:
        text = statement.text
        for operand, stated in itertools.pairwise(_quantities(statement)):
            said = _SCALING_GERUND.search(text, 0, operand.start)
            if said is None or said.end() != operand.start or operand.unit != stated.unit:
                continue
            if not _GERUND_GIVES.match(text[percent_end(text, operand.end) : stated.start]):
                continue
            verb, x = said.group("verb").lower(), operand.value
            if verb == "squaring":
                expression, computed = f"{_text(x)}^2", x**2
            else:  # the factors of "halves every …", "doubles every …" (_PERIOD_FACTORS)
                factor = next(f for k, f in _PERIOD_FACTORS.items() if verb.startswith(k))
                shown = f"/ {_text(1 / factor)}" if factor < 1 else f"\\times {_text(factor)}"
                expression, computed = f"{_text(x)} {shown}", x * factor
            yield _Found((statement,), expression, computed, stated, _hedged(text, stated))


_OPENING_GERUND = re.compile(r"\W*(?:(?:so|then|and|now)\s*,?\s+)?", re.IGNORECASE)
_BY_NEXT = re.compile(r"\s+by\s", re.IGNORECASE)
# What a gerund's operation gives: "… gives B a learning rate of …", "… yields 0.4".
_GERUND_RESULT = re.compile(
    rf"^\s*,?\s*(?:gives|yields|makes)(?:\s+(?:it|us|[A-Z][\w-]*))?"
    rf"(?:\s+(?:a|an|the)\s+(?:[a-z-]+\s+){{0,3}}of)?\s+{_HEDGE}?$",
    re.IGNORECASE,
)


def _applied_once(statements: Sequence[Statement]) -> Iterator[_Found]:
    """An operation applied once to the value the sentence before ends with, named as "it",
    "this" or "the …", and its result after it: "That comes to 784 decisive comparisons.
    Halving the edge multiplies the count by 4, to 3,136" (784 × 4). Where the sentence before
    holds more than one value, which one is meant is a guess: only a reading that agrees is
    kept (a slip there is left unread rather than a false ✗)."""
    for before, statement in itertools.pairwise(statements):
        earlier = _quantities(before)
        if not earlier:
            continue
        text = statement.text
        numbers = _quantities(statement)
        for m in _REPEAT_VERB.finditer(text):
            # ("Multiplying by sixteen gives …": a gerund opening the sentence, its object the
            # value just said)
            elided = bool(
                _OPENING_GERUND.fullmatch(text, 0, m.start())
                and m.group(0).lower().endswith("ing")
                and _BY_NEXT.match(text, m.end())
            )
            if not _REPEAT_ON_THAT.match(text, m.end()) and not elided:
                continue
            operation = _repeat_factor(text, m, numbers)
            if operation is None:
                continue
            factor, at, after = operation
            if m.group("half") or m.group("double"):
                obj = _REPEAT_OBJECT_AT.match(text, at)
                at = obj.end() if obj else at
            if not after or not (
                _REPEAT_RESULT.fullmatch(text[at : after[0].start])
                or (elided and _GERUND_RESULT.fullmatch(text[at : after[0].start]))
            ):
                continue  # (repeated: "… three times, leaving …", see _repeated)
            base, stated = earlier[-1], after[0]
            if base.unit != stated.unit or base.value == 0:
                continue
            symbol = (
                f"\\times {_text(factor)}"
                if factor > 1 or m.group("multiply")
                else f"/ {_text(1 / factor)}"
            )
            found = _Found(
                (before, statement),
                f"{_text(base.value)} {symbol}",
                base.value * factor,
                stated,
                _hedged(text, stated),
                derived=elided,
            )
            if len(earlier) == 1 or _agrees(found):
                yield found


# --- a formula said in words, then evaluated ----------------------------------------------------

# The symbols a spoken formula names: "one over one minus gamma", "n divided by n plus one".
_SYMBOL_WORDS = {
    "gamma": "gamma",
    "γ": "gamma",
    "lambda": "lambda",
    "λ": "lambda",
    "beta": "beta",
    "alpha": "alpha",
    "epsilon": "epsilon",
    "n": "n",
    "k": "k",
    "p": "p",
}
_FORMULA_OPS = re.compile(
    r"\s*(?P<op>over|divided\s+by|minus|plus|times|multiplied\s+by)\b\s*", re.IGNORECASE
)
_SYMBOL_TOKEN = re.compile(
    r"\s*(?P<sym>gamma|lambda|beta|alpha|epsilon|γ|λ|[nkp]"
    # the discount named in words: "one minus the discount"
    r"|(?:the\s+)?discount(?:\s+factor)?)\b",
    re.IGNORECASE,
)
# "the reciprocal of one minus gamma": one over all that follows.
_RECIPROCAL = re.compile(r"the\s+(?:reciprocal|inverse)\s+of\s+", re.IGNORECASE)
# Where a formula starts: "… is n divided by n plus one", "… horizon of one over one minus
# gamma steps", "the return adds up to one over …".
_FORMULA_CUE = re.compile(
    # (a bound before the formula: "its error is at most one over one minus gamma times …")
    r"\b(?:is|are|equals?|of|to|into|as|gives?|at)\s+(?:(?:at\s+most|at\s+least|no\s+more\s+than"
    r"|up\s+to)\s+)?",
    re.IGNORECASE,
)
MAX_FORMULA_TERMS = 8


@dataclass(frozen=True)
class _Formula:
    """A formula said in words: its terms and operators, and the symbol it is of."""

    terms: tuple[Fraction | None, ...]  # None stands for the symbol
    ops: tuple[str, ...]
    symbol: str
    start: int = 0  # where its words start and end in the sentence
    end: int = 0

    def value(self, x: Fraction) -> Fraction | None:
        """The formula at ``x``; "over" divides by all that follows it ("one over one minus
        gamma" is 1/(1 − γ), "n divided by n plus one" is n/(n + 1)), as it is said."""
        values = [x if t is None else t for t in self.terms]
        if "/" in self.ops:
            cut = self.ops.index("/")
            top = _evaluate(values[: cut + 1], self.ops[:cut])
            bottom = _evaluate(values[cut + 1 :], self.ops[cut + 1 :])
            if top is None or bottom is None or bottom == 0:
                return None
            return top / bottom
        return _evaluate(values, self.ops)

    def shown(self, x: Fraction) -> str:
        parts = [_text(x) if t is None else _text(t) for t in self.terms]
        if "/" in self.ops:
            cut = self.ops.index("/")
            top = _show(parts[: cut + 1], self.ops[:cut])
            bottom = _show(parts[cut + 1 :], self.ops[cut + 1 :])
            top = f"({top})" if cut > 0 else top
            bottom = f"({bottom})" if cut + 1 < len(parts) - 1 else bottom
            return f"{top} / {bottom}"
        return _show(parts, self.ops)

    def readings(self, x: Fraction) -> list[tuple[Fraction, str]]:
        """The formula's values at ``x`` with how each is shown: as :meth:`value` reads it,
        and, where one term times a sum or a difference is all it says ("p times one minus
        p"), also with all that follows "times" as one factor, as speech groups it (p(1 − p),
        like "one over one minus gamma"; the shape :data:`_TIMES_A_SUM` reads in a chain)."""
        out: list[tuple[Fraction, str]] = []
        value = self.value(x)
        if value is not None:
            out.append((value, self.shown(x)))
        first, *rest = self.ops
        if first != "*" or not rest or any(op in "*/" for op in rest):
            return out
        values = [x if t is None else t for t in self.terms]
        parts = [_text(x) if t is None else _text(t) for t in self.terms]
        factor = _evaluate(values[1:], rest)
        if factor is not None:
            out.append((values[0] * factor, f"{parts[0]} \\times ({_show(parts[1:], rest)})"))
        return out


def _closest(
    readings: Sequence[tuple[Fraction, str]], stated: Number
) -> tuple[Fraction, str] | None:
    """Of a formula's readings, the one nearest the value the narration states."""
    return min(readings, key=lambda r: abs(r[0] - stated.value), default=None)


def _spoken_formula(statement: Statement) -> _Formula | None:
    """The formula a sentence says in words after a cue ("is", "of", "adds up to"), with one
    symbol at least once and an operator; None when it says none."""
    text = statement.text
    if not _FORMULA_OPS.search(text):
        return None  # no operator word: no formula (most sentences)
    numbers = {n.start: n for n in statement.numbers if n.role is not NumberRole.ORDINAL}
    for cue in _FORMULA_CUE.finditer(text):
        terms: list[Fraction | None] = []
        ops: list[str] = []
        symbol: str | None = None
        i = end = cue.end()
        reciprocal = _RECIPROCAL.match(text, i)
        if reciprocal is not None:
            terms.append(Fraction(1))
            ops.append("/")
            i = reciprocal.end()
        while len(terms) < MAX_FORMULA_TERMS:
            while i < len(text) and text[i] == " ":
                i += 1
            if i in numbers:
                terms.append(numbers[i].value)
                i = numbers[i].end
            else:
                m = _SYMBOL_TOKEN.match(text, i)
                if m is None:
                    break
                word = m.group("sym").lower()
                name = "gamma" if "discount" in word else _SYMBOL_WORDS[word]
                if symbol not in (None, name):
                    break
                symbol = name
                terms.append(None)
                i = m.end()
            end = i
            op = _FORMULA_OPS.match(text, i)
            if op is None:
                break
            word = op.group("op").split()[0].lower()
            ops.append(_SYMBOL.get(word, "*" if word == "multiplied" else "/"))
            i = op.end()
        if len(ops) == len(terms) and ops:
            ops.pop()  # an operator with nothing after it ends the formula early
        if symbol is not None and ops and len(terms) == len(ops) + 1 and ops.count("/") <= 1:
            return _Formula(tuple(terms), tuple(ops), symbol, cue.end(), end)
    return None


# "With gamma at point nine, …", "At point nine nine …", "with sixteen …", "For four
# samples …": the value given to the formula's symbol, then its result.
_BINDING = re.compile(
    r"\b(?:with|at|for)\s+(?:(?:an?\s+|the\s+)?"
    r"(?:gamma|lambda|beta|alpha|epsilon|γ|λ|[nkp]|discount(?:\s+factor)?)\s+"
    # ("With gamma point nine nine, that sum is one hundred": the value right after the name)
    r"(?:(?:at|=|of|set\s+to)\s+)?)?$"
    # "Drop gamma to point nine, and the same formula gives ten"
    r"|\b(?:set|drop|raise|lower|increase|decrease|change)\s+(?:the\s+)?"
    r"(?:gamma|lambda|beta|alpha|epsilon|γ|λ|discount(?:\s+factor)?)\s+to\s+$",
    re.IGNORECASE,
)
# The result said right after the formula in its own sentence: "…, which is one hundred".
_RESULT_AFTER = re.compile(
    rf"^(?:\s+[a-z-]+)?\s*,?\s*(?:which|that|this)\s+(?:is|comes\s+to|gives)\s+{_HEDGE}?$",
    re.IGNORECASE,
)
_EVALUATED = re.compile(
    rf"^(?:\s+[a-z-]+)?\s*,?\s*(?:and\s+)?(?:(?:(?:the|that|this)(?:\s+same)?\s+[a-z-]+|it|that|this)"
    r"\s+(?:is|comes\s+to"
    # "With gamma at point nine, that bound allows ten times the best error"
    r"|becomes|allows|permits|gives|yields"
    r"|(?:drops|falls|rises|climbs|grows|shrinks)\s+to)"
    rf"|(?:is|gives|comes\s+to))\s+(?:only\s+|just\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)


def _formula_values(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A formula said in words ("an effective horizon of one over one minus gamma steps",
    "the expected best of n such samples is n divided by n plus one") and then evaluated in
    the sentences after it ("With gamma at point nine, the horizon is ten steps", "At point
    nine nine it is one hundred", "With four samples that is point eight, and with sixteen
    it is about point nine four")."""
    formulas = [_spoken_formula(s) for s in statements]
    for index, (statement, formula) in enumerate(zip(statements, formulas, strict=True)):
        if formula is None:
            continue
        own = _evaluated_in_place(statement, formula)
        if own is not None:
            yield own
        for offset, later in enumerate(statements[index + 1 : index + 5], index + 1):
            if formulas[offset] is not None:
                break  # another formula: the values after it are its own
            text = later.text
            numbers = _quantities(later)
            for given, stated in itertools.pairwise(numbers):
                if given.unit or stated.unit:
                    continue
                if not _BINDING.search(text[max(0, given.start - 30) : given.start]):
                    continue
                if not _EVALUATED.match(text[given.end : stated.start]):
                    continue
                if not _fits(formula, given.value):
                    continue
                reading = _closest(formula.readings(given.value), stated)
                if reading is None:
                    continue
                computed, shown = reading
                yield _Found(
                    (statement, later),
                    shown,
                    computed,
                    stated,
                    _hedged(text, stated),
                )


# A formula in math given as the value of a quantity ("the score's variance is \(1/\sigma^2\)"),
# a value given to its name in math later ("At \(\sigma = 0.5\)"), and the link to the value
# the formula then takes ("that variance is 4", "it is 10").
_FORMULA_AS_VALUE = re.compile(r"\b(?:is|equals|becomes)\s+(?:just\s+|simply\s+)?$", re.I)
_AT_A_VALUE = re.compile(r"(?:^|\b(?:at|with|for|when|if))\s*$", re.IGNORECASE)
_TAKES_THE_VALUE = re.compile(
    # (not "the first is 0 and the second is 1": values of several things said before)
    rf"^\s*,?\s*(?:(?:that|this|the|its)\s+(?!(?:first|second|third|former|latter|last|other)\b)"
    rf"(?:[\w'’-]+\s+){{0,3}}|it\s+)"
    rf"(?:is|comes\s+to|equals|becomes|drops\s+to|rises\s+to|grows\s+to)\s+{_HEDGE}?$",
    re.IGNORECASE,
)


def _written_formula_values(statements: Sequence[Statement]) -> Iterator[_Found]:
    r"""A formula of one name written in math as a quantity's value, then evaluated in the
    sentences after it at values given to that name in math: "the score's variance is
    \(1/\sigma^2\). At \(\sigma = 0.5\) that variance is 4. At \(\sigma = 0.1\) it is 100."
    (Another formula of the same name ends the run: the values after it are its own.)"""
    for index, statement in enumerate(statements):
        for m in _MATH_SPAN.finditer(statement.text):
            if not _FORMULA_AS_VALUE.search(statement.text, 0, m.start()):
                continue
            chain = _parsed(m.group("body"))
            term = chain.terms[0] if chain is not None and len(chain.terms) == 1 else None
            names = mathexpr.names_in(term)
            if term is None or len(names) != 1 or not mathexpr.has_arithmetic(term):
                continue
            (name,) = names
            for later in statements[index + 1 : index + 4]:
                text = later.text
                spans = list(_MATH_SPAN.finditer(text))
                if any(
                    _FORMULA_AS_VALUE.search(text, 0, other.start())
                    and name in _names_of(other.group("body"))
                    for other in spans
                ):
                    break  # another formula of the name: the values after it are its own
                for k, given in enumerate(spans):
                    binding = _math_binding(given.group("body"))
                    if binding is None or binding[0] != name:
                        continue
                    if not _AT_A_VALUE.search(text, 0, given.start()):
                        continue
                    bound = binding[1]
                    stated = next((n for n in _quantities(later) if n.start >= given.end()), None)
                    if (
                        stated is None
                        or stated.unit
                        or any(other.start() < stated.start for other in spans[k + 1 :])
                    ):
                        continue
                    if not _TAKES_THE_VALUE.match(text[given.end() : stated.start]):
                        continue
                    try:
                        computed = mathexpr.evaluate(term, {name: bound})
                    except (mathexpr.MathError, ZeroDivisionError, OverflowError):
                        continue
                    exact = computed if isinstance(computed, Fraction) else Fraction(computed)
                    shown = f"{mathexpr.show(term)} with {given.group('body').strip()}"
                    yield _Found((statement, later), shown, exact, stated, _hedged(text, stated))


def _names_of(body: str) -> frozenset[str]:
    """The names a math span's formula uses (none when it does not parse)."""
    chain = _parsed(body)
    if chain is None:
        return frozenset()
    return frozenset().union(*(mathexpr.names_in(t) for t in chain.terms))


def _fits(formula: _Formula, value: Fraction) -> bool:
    """Can the formula's symbol take this value (a discount or a rate in [0, 1], a count whole)?"""
    if formula.symbol in ("gamma", "lambda", "beta", "alpha", "epsilon", "p"):
        return 0 <= value <= 1
    return formula.symbol not in ("n", "k") or value.denominator == 1


def _evaluated_in_place(statement: Statement, formula: _Formula) -> _Found | None:
    """A formula given its value before it and evaluated right after it, in one sentence:
    "With a discount of point nine nine, a rule of thumb puts the horizon at the reciprocal
    of one minus the discount, which is one hundred steps"."""
    text = statement.text
    numbers = [n for n in _quantities(statement) if not n.unit]
    given = next(
        (
            n
            for n in reversed(numbers)
            if n.end <= formula.start and _BINDING.search(text[max(0, n.start - 30) : n.start])
        ),
        None,
    )
    stated = next((n for n in numbers if n.start >= formula.end), None)
    if given is None or stated is None or not _fits(formula, given.value):
        return None
    if not _RESULT_AFTER.match(text[formula.end : stated.start]):
        return None
    reading = _closest(formula.readings(given.value), stated)
    if reading is None:
        return None
    computed, shown = reading
    return _Found((statement,), shown, computed, stated, _hedged(text, stated))


# --- renormalisation ---------------------------------------------------------------------------

_RENORMALISE = re.compile(
    r"\b(?:re-?normali[sz](?:e|es|ed|ing|ation)|rescal(?:e|es|ed|ing)"
    r"|divid(?:e|es|ed|ing)\s+by\s+(?:the|their|its)\s+(?:kept\s+)?(?:sum|total|mass))\b",
    re.IGNORECASE,
)
_FROM_TO = re.compile(rf"\bfrom\s+{_HEDGE}?$", re.IGNORECASE)
_TO = re.compile(rf"^\s+(?:(?:down|up)\s+)?to\s+{_HEDGE}?$", re.IGNORECASE)
# "from forty [percent] to sixty", "from 120 [seconds] to 105": the first value's unit said
_TO_AFTER_UNIT = re.compile(
    rf"^\s*(?:%|percent|per\s+cent|\s[a-z]+s)?\s+(?:(?:down|up)\s+)?to\s+{_HEDGE}?$", re.IGNORECASE
)
# "the first two tokens cover 0.7", "the top three hold 0.85 of the mass", "the two most
# likely tokens", "top-k with k = 2".
_KEPT_COUNT = re.compile(
    r"\b(?:first|top|most\s+likely|largest|highest|likeliest)\s+$|\bk\s*=\s*$", re.IGNORECASE
)
_KEPT_COUNT_AFTER = re.compile(
    r"\s+(?:most\s+likely|likeliest|most\s+probable|highest|largest|top|best)\b", re.IGNORECASE
)
# The nucleus threshold: "p = 0.9", "a top-p of 0.9", "threshold of 0.9".
_THRESHOLD = re.compile(
    r"(?:\bp\s*=\s*|\btop[- ]p\s+(?:of\s+|=\s*|is\s+)?"
    r"|\bthreshold\s+(?:p\s+)?(?:of\s+|is\s+|=\s*)?)$",
    re.IGNORECASE,
)
_ORDINALS = {
    w: i + 1
    for i, w in enumerate(
        (
            "first",
            "second",
            "third",
            "fourth",
            "fifth",
            "sixth",
            "seventh",
            "eighth",
            "ninth",
            "tenth",
        )
    )
}
_ORDINAL_ADDED = re.compile(
    rf"\b(?:the\s+)?(?P<ord>{'|'.join(_ORDINALS)})"
    r"(?:\s+(?:one|token|item|word|option))?\s+(?:is|gets)\s+(?:added|included|kept|taken)\b",
    re.IGNORECASE,
)
_MASS = re.compile(
    r"\b(?:cover(?:s|ed)?|hold(?:s)?|held|sum\s+to|sums\s+to|add\s+up\s+to|adds\s+up\s+to"
    r"|total(?:s|ling|ing)?|mass\s+(?:is|of)|reach(?:es)?|account\s+for|accounts\s+for)\s+"
    rf"(?:only\s+|just\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class _Distribution:
    statement: Statement
    values: tuple[Fraction, ...]


def _distribution(statement: Statement) -> _Distribution | None:
    """A spoken or written list of at least three probabilities (summing to at most one)."""
    groups: dict[int, list[Fraction]] = {}
    for n in _quantities(statement):
        if n.group is not None and not n.unit:
            groups.setdefault(n.group, []).append(n.value)
    for values in groups.values():
        if len(values) >= 3 and all(0 <= v <= 1 for v in values) and sum(values) <= 1:
            # What is kept is always the most likely: the list from the largest down.
            return _Distribution(statement, tuple(sorted(values, reverse=True)))
    return None


def _kept_events(statement: Statement) -> list[tuple[int, int | None, Number | None]]:
    """Where a sentence says how many are kept ("the first two", "the third is added") and
    what they hold (a number after "cover", "hold", "sum to"), by position."""
    text = statement.text
    events: list[tuple[int, int | None, Number | None]] = []
    for n in _operands(statement):
        prefix = text[: n.start]
        if _MASS.search(prefix):
            events.append((n.start, None, n))
        elif (
            (_KEPT_COUNT.search(prefix) or _KEPT_COUNT_AFTER.match(text, n.end))
            and n.value.denominator == 1
            and n.value > 1
        ):
            # Keeping one is greedy decoding, and "the top one" is a pronoun: never a count.
            events.append((n.start, int(n.value), None))
    for m in _ORDINAL_ADDED.finditer(text):
        events.append((m.start(), _ORDINALS[m.group("ord").lower()], None))
    return sorted(events, key=lambda e: e[0])


def _threshold(statement: Statement) -> Fraction | None:
    for n in _quantities(statement):
        if not n.unit and 0 < n.value <= 1 and _THRESHOLD.search(statement.text[: n.start]):
            return n.value
    return None


def _nucleus(values: Sequence[Fraction], p: Fraction) -> int | None:
    """How many of the most likely probabilities the smallest set reaching ``p`` keeps."""
    return next((i + 1 for i, s in enumerate(itertools.accumulate(values)) if s >= p), None)


def _renormalised(statements: Sequence[Statement]) -> Iterator[_Found]:
    dist: _Distribution | None = None
    kept: int | None = None
    p: Fraction | None = None
    since: list[Statement] = []
    for statement in statements:
        p = _threshold(statement) or p
        found = _distribution(statement)
        if found is not None:
            dist, kept, since = found, None, []
            continue
        if dist is None:
            continue
        if kept is None and p is not None:
            kept = _nucleus(dist.values, p)
        since.append(statement)
        text = statement.text
        count: int | None = None
        for _, said, mass in _kept_events(statement):
            if said is not None:
                count = said if said <= len(dist.values) else None
                continue
            assert mass is not None
            if mass.unit or not 0 <= mass.value <= 1:
                continue
            if count is None:
                # No count said: the kept part is the first items that add up to the mass.
                sums = itertools.accumulate(dist.values)
                tolerance = _tolerance(mass, _hedged(text, mass))
                count = next(
                    (i + 1 for i, s in enumerate(sums) if abs(s - mass.value) <= tolerance), None
                )
                if count is not None:
                    kept = count
                count = None
                continue
            part = dist.values[:count]
            kept = count
            yield _Found(
                (dist.statement, *since),
                " + ".join(_text(v) for v in part),
                sum(part, Fraction(0)),
                mass,
                _hedged(text, mass),
                (f"the first {count} probabilities of the list",),
            )
            count = None
        if count is not None:
            kept = count
        if not _RENORMALISE.search(text) or kept is None:
            continue
        quantities = _quantities(statement)
        for a, b in itertools.pairwise(quantities):
            if not (_FROM_TO.search(text[: a.start]) and _TO.fullmatch(text[a.end : b.start])):
                continue
            part = dist.values[:kept]
            total = sum(part, Fraction(0))
            if a.value not in part or a.unit or b.unit or total == 0:
                continue
            shown = f"{_text(a.value)} / ({' + '.join(_text(v) for v in part)})"
            yield _Found(
                (dist.statement, *since),
                shown,
                a.value / total,
                b,
                _hedged(text, b),
                (f"renormalised: divided by the sum of the {kept} probabilities kept",),
            )


# --- a relative change ------------------------------------------------------------------------

_CHANGE_WORD = (
    r"(?P<word>increase|rise|gain|improvement|jump|growth|drop|decrease|reduction|decline|fall"
    r"|cut|loss|saving|more|higher|larger|less|lower|fewer|smaller)"
)
_CHANGE_WORD_RE = re.compile(_CHANGE_WORD, re.IGNORECASE)
# "from 50 to 60, a 20 percent increase" / "… an increase of 20 percent" / "That is a 20% drop."
_CHANGE_BEFORE = re.compile(
    rf"^\s*(?:%|percent|per\s+cent)?\s*(?:,|—|–|\(|:|(?<=\s)is\b|(?<=\s)was\b)\s*"
    rf"(?:(?:which|that|this)\s+is\s+|or\s+)?"
    rf"(?:an?\s+)?(?:relative\s+)?{_CHANGE_WORD}\s+of\s+{_HEDGE}?$",
    re.IGNORECASE,
)
_CHANGE_NUMBER_FIRST = re.compile(
    rf"^\s*(?:%|percent|per\s+cent)?\s*(?:,|—|–|\(|:)\s*(?:(?:which|that|this)\s+is\s+|or\s+)?"
    rf"(?:an?\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
_CHANGE_AFTER = re.compile(
    rf"\s*(?:%|percent|per\s+cent)?(?:\s+|-)(?:relative\s+)?{_CHANGE_WORD}\b", re.IGNORECASE
)
_CHANGE_NEXT = re.compile(
    rf"^\W*(?:so\s+)?(?:that|this|it)\s+(?:is|was|means|makes)\s+(?:an?\s+)?"
    rf"(?:(?:relative\s+)?{_CHANGE_WORD}\s+of\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
_POINTS = re.compile(r"\s*(?:percentage|percent)\s+points?\b", re.IGNORECASE)
_FALLING = frozenset(
    {"drop", "decrease", "reduction", "decline", "fall", "cut", "loss", "saving"}
    | {"less", "lower", "fewer", "smaller"}
)


def _changes(statements: Sequence[Statement]) -> Iterator[_Found]:
    for index, statement in enumerate(statements):
        text = statement.text
        quantities = _quantities(statement)
        for a, b in itertools.pairwise(quantities):
            if not (
                _FROM_TO.search(text[: a.start]) and _TO_AFTER_UNIT.fullmatch(text[a.end : b.start])
            ):
                continue
            if a.unit not in (None, b.unit) or a.value == 0:
                continue  # "from 50 to 60 percent" is a range in one unit
            rest = [n for n in quantities if n.start > b.end]
            stated: Number | None = None
            used: tuple[Statement, ...] = (statement,)
            where = text
            # "from 29.8% to 64.7%. That is a gain of nearly 35 points": a change of two
            # percentages said in points is their difference
            percents = a.unit == "percent" == b.unit
            if rest and (rest[0].unit == "percent" or percents):
                gap = text[b.end : rest[0].start]
                if _CHANGE_BEFORE.fullmatch(gap) or (
                    _CHANGE_NUMBER_FIRST.fullmatch(gap) and _CHANGE_AFTER.match(text, rest[0].end)
                ):
                    stated = rest[0]
            elif not rest and index + 1 < len(statements):
                nxt = statements[index + 1]
                first = _quantities(nxt)[:1]
                if (
                    first
                    and (first[0].unit == "percent" or percents)
                    and _CHANGE_NEXT.fullmatch(nxt.text[: first[0].start])
                    and (
                        _CHANGE_AFTER.match(nxt.text, first[0].end)
                        or "of" in nxt.text[: first[0].start]
                    )
                ):
                    stated, used, where = first[0], (statement, nxt), nxt.text
            if stated is None:
                continue
            word = _CHANGE_WORD_RE.search(where[stated.start - 40 : stated.end + 30])
            falling = word is not None and word.group("word").lower() in _FALLING
            if percents and _POINTS_AFTER.match(where, stated.end):
                high, low = (a, b) if falling else (b, a)
                change = high.value - low.value
                shown = f"{_text(high.value)} - {_text(low.value)}"
                why = "a change between two percentages, in points, is their difference"
            elif stated.unit != "percent" or _POINTS.match(where, stated.end):
                continue  # "ten percentage points" is a difference, not a relative change
            else:
                change = (b.value - a.value) / a.value * 100
                if falling:
                    change = -change
                shown = f"({_text(b.value)} - {_text(a.value)}) / {_text(a.value)} \\times 100"
                why = "a relative change is (new − old) / old, in percent"
            if change < 0:
                continue  # the stated size of a change that went the other way: not read
            yield _Found(used, shown, change, stated, _hedged(where, stated), (why,))


# "If correctness comes first, it adds twenty points, from forty to sixty", "accuracy fell 12
# points, from 70 to 58": the amount of a change said before the two values it lies between.
_AMOUNT_VERB = re.compile(
    r"\b(?:adds?|added|adding|gains?|gained|gaining|loses?|lost|losing|"
    r"(?:rises?|rose|risen|rising|falls?|fell|fallen|falling|drops?|dropped|dropping|climbs?"
    r"|climbed|grows?|grew|grown|increases?|increased|decreases?|decreased|improves?|improved"
    r"|(?:goes|went|gone|going)\s+(?:up|down))(?:\s+by)?)\s+$",
    re.IGNORECASE,
)
_AMOUNT_FROM = re.compile(
    r"^(?:\s+(?:percentage\s+)?points?)?\s*,?\s+(?:going\s+|moving\s+)?from\s+$",
    re.IGNORECASE,
)


def _amount_from_to(statements: Sequence[Statement]) -> Iterator[_Found]:
    """An amount of change, then "from A to B": the amount is the distance between A and B.
    The two values are of one unit; an amount in percent (a relative change, or points:
    unclear) is not read."""
    for statement in statements:
        text = statement.text
        for amount, a, b in zip(*(_quantities(statement)[k:] for k in range(3)), strict=False):
            if not _AMOUNT_VERB.search(text, 0, amount.start):
                continue
            if not _AMOUNT_FROM.fullmatch(text[amount.end : a.start]):
                continue
            if not _TO_AFTER_UNIT.fullmatch(text[a.end : b.start]) or a.unit != b.unit:
                continue
            if amount.unit not in (None, "percentage point") or a.value == b.value:
                continue
            high, low = (a, b) if a.value > b.value else (b, a)
            yield _Found(
                (statement,),
                f"{_text(high.value)} - {_text(low.value)}",
                high.value - low.value,
                amount,
                _hedged(text, amount),
            )


# "That target is about 40% higher than any return the model has seen": the percentage by
# which one value of the sentence before exceeds (or falls short of) the other.
_PERCENT_THAN = re.compile(
    r"\s*(?:%|percent|per\s+cent)\s+(?P<way>higher|larger|greater|bigger|more|lower|smaller"
    r"|less|fewer)(?:\s+than\b|(?:\s+[a-z-]+){1,2}?"
    # "B then uses 25% fewer tokens and takes the tie": what it counts, then its clause ends
    r"(?:\s+than\b|(?=\s*(?:[.,;:]|$)|\s+(?:and|but|so|while)\b)))",
    re.IGNORECASE,
)
_UNDER = frozenset({"lower", "smaller", "less", "fewer"})
# "at least 40% higher": a bound on the percentage, not its value
_BOUND_BEFORE = re.compile(r"\b(?:at\s+(?:least|most)|more\s+than|up\s+to|over)\s+$", re.I)
MAX_COMPARED_RATIO = 10
"""Two values further apart than this are no pair one sentence compares in percent."""


def _percent_than(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A percentage said as how much higher (or lower) one value is than another, both
    stated in the sentence just before and nothing else there: "Suppose the best return in
    the data is 90, and you ask for 150. That target is about 67% higher than any return
    the model has seen." Higher is (larger − smaller) / smaller, lower (larger − smaller) /
    larger. The sentence states that percentage and no other number; a pair whose values
    are more than :data:`MAX_COMPARED_RATIO` apart, or a percentage that is not within a
    factor of three of either reading, is not read (a different comparison is meant)."""
    for before, statement in itertools.pairwise(statements):
        numbers = _quantities(statement)
        pair = _quantities(before)
        if len(numbers) != 1 or numbers[0].unit != "percent" or len(pair) != 2:
            continue
        stated = numbers[0]
        way = _PERCENT_THAN.match(statement.text, stated.end)
        if way is None or _BOUND_BEFORE.search(statement.text, 0, stated.start):
            continue
        a, b = pair
        if a.unit != b.unit or a.unit == "percent" or min(a.value, b.value) <= 0:
            continue
        small, large = sorted((a.value, b.value))
        if small == large or large > MAX_COMPARED_RATIO * small:
            continue
        under = way.group("way").lower() in _UNDER
        base = large if under else small
        computed = (large - small) / base * 100
        readings = ((large - small) / small * 100, (large - small) / large * 100)
        if not any(r / 3 <= stated.value <= r * 3 for r in readings):
            continue
        yield _Found(
            (before, statement),
            f"({_text(large)} - {_text(small)}) / {_text(base)} \\times 100",
            computed,
            stated,
            _hedged(statement.text, stated),
            (
                f"{'lower' if under else 'higher'} than: the difference over the "
                f"{'larger' if under else 'smaller'} value, in percent",
            ),
        )


# "Twenty in a thousand is a drop of two percentage points": a count of a count, restated as
# a percentage in the same sentence.
_IN_A_COUNT = re.compile(r"^\s+(?:in|out\s+of)\s+$", re.IGNORECASE)
_IS_A_SHARE = re.compile(
    r"^\s*,?\s*(?:is|are|was|were|means|makes|gives|comes\s+to)\s+(?:an?\s+)?"
    r"(?:(?:drop|fall|loss|decline|gain|rise|increase|change|difference|share|rate)\s+of\s+)?"
    rf"{_HEDGE}?$",
    re.IGNORECASE,
)
_PERCENTAGE_POINTS = re.compile(r"\s*(?:%|percent|per\s*cent)?\s+percentage[\s-]+points?\b", re.I)


def _linked_triples(
    statements: Sequence[Statement], first: re.Pattern[str], second: re.Pattern[str]
) -> Iterator[tuple[Statement, Number, Number, Number]]:
    """Three consecutive quantities of one sentence whose gaps, a to b and b to c, the two
    patterns match whole ("Twenty | in | a thousand | is a drop of | two …")."""
    for statement in statements:
        text = statement.text
        numbers = _quantities(statement)
        for a, b, c in zip(numbers, numbers[1:], numbers[2:], strict=False):
            if first.fullmatch(text[a.end : b.start]) and second.fullmatch(text[b.end : c.start]):
                yield statement, a, b, c


def _count_in_count(statements: Sequence[Statement]) -> Iterator[_Found]:
    """ "Twenty in a thousand is a drop of two percentage points", "three out of four is
    seventy-five percent": ``a / b`` in percent, stated right after in the same sentence."""
    for statement, a, b, c in _linked_triples(statements, _IN_A_COUNT, _IS_A_SHARE):
        text = statement.text
        points = c.unit == "percentage point" or (
            c.unit is None and _PERCENTAGE_POINTS.match(text, c.end) is not None
        )
        if (
            a.unit
            or b.unit
            or not (c.unit == "percent" or points)
            or a.value.denominator != 1
            or b.value.denominator != 1
            or not 0 < a.value <= b.value
        ):
            continue
        yield _Found(
            (statement,),
            f"({_text(a.value)} / {_text(b.value)}) \\times 100",
            a.value / b.value * 100,
            c,
            _hedged(text, c),
            ("a count of a count, in percent",),
        )


# "Four units against three is about a quarter more compute": how much more (or less) the
# first value is than the one it is set against, as a share of that one.
_AGAINST = re.compile(
    r"^\s*(?:[a-z-]+\s+){0,2}(?:against|versus|vs\.?|compared\s+(?:with|to))\s+$",
    re.IGNORECASE,
)
_AGAINST_IS = re.compile(
    r"^\s*(?:[a-z-]+\s+){0,2}?,?\s*(?:is|are|means|gives|makes|comes\s+to)\s+"
    rf"(?:(?:just|only)\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
_SHARE_MORE = re.compile(
    r"\s*(?:%|percent|per\s+cent)?\s+(?P<way>more|extra|higher|larger|greater|bigger|"
    r"less|fewer|lower|smaller)\b(?!\s+than\b)",
    re.IGNORECASE,
)


def _against(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A share said as how much more (or less) one value is than the one it is set against,
    in the same sentence: "Four units against three is about a quarter more compute" is
    (4 − 3) / 3; "less" is (B − A) / B. A change that goes the other way is not read."""
    for statement, a, b, c in _linked_triples(statements, _AGAINST, _AGAINST_IS):
        text = statement.text
        way = _SHARE_MORE.match(text, c.end)
        if way is None or a.unit != b.unit or a.unit == "percent" or b.value <= 0:
            continue
        under = way.group("way").lower() in _UNDER
        computed = ((b.value - a.value) if under else (a.value - b.value)) / b.value
        if computed <= 0:
            continue
        shown = (
            f"({_text(b.value)} - {_text(a.value)}) / {_text(b.value)}"
            if under
            else f"({_text(a.value)} - {_text(b.value)}) / {_text(b.value)}"
        )
        if c.unit == "percent":
            computed, shown = computed * 100, f"{shown} \\times 100"
        yield _Found(
            (statement,),
            shown,
            computed,
            c,
            _hedged(text, c),
            ("how much more: the difference over the value it is set against",),
        )


# --- chances and counts named in words ----------------------------------------------------------

# "the chance that at least one of them is correct", "the probability of at least one success".
_AT_LEAST_ONE = re.compile(
    r"\b(?:chance|probability|odds|likelihood)\s+(?:that\s+|of\s+)?(?:getting\s+|seeing\s+)?"
    r"at\s+least\s+one\b",
    re.IGNORECASE,
)
# Between "at least one …" and its value: "of them is correct comes to", "in three tries is".
_AT_LEAST_ONE_VALUE = re.compile(
    rf"^[^,.;:\d]*?\b(?:is|are|was|comes\s+to|equals|works\s+out\s+to|becomes|rises\s+to"
    rf"|climbs\s+to|reaches)\s+(?:only\s+|just\s+|now\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
# A per-try probability: "with probability point three", "a 30 percent chance", "solves 0.3".
_PER_TRY = re.compile(
    r"\b(?:probability|chance|rate|odds)\b[^.;]{0,20}$|\b(?:with|at)\s+(?:a\s+)?$", re.IGNORECASE
)
_PER_TRY_AFTER = re.compile(r"^\s*(?:%|percent)?\s+(?:chance|probability)\b", re.IGNORECASE)


# Tries that are not independent, or a value set against the formula's ("not the 0.76").
_NOT_INDEPENDENT = re.compile(
    r"\b(?:without\s+replacement|correlated|dependent|not\s+independent|in\s+practice"
    r"|instead\s+of|rather\s+than|not\s+the)\b",
    re.IGNORECASE,
)


def _probability(number: Number) -> Fraction | None:
    """A number read as a probability: a fraction in (0, 1), or a percentage."""
    if number.unit == "percent":
        value = number.value / 100
    elif number.unit is None:
        value = number.value
    else:
        return None
    return value if 0 < value < 1 else None


def _per_try(statement: Statement, before: int | None = None) -> list[tuple[Number, Fraction]]:
    """Probabilities a sentence states as a chance ("with probability 0.3", "a 30% chance")."""
    text = statement.text
    out: list[tuple[Number, Fraction]] = []
    for n in _quantities(statement):
        if before is not None and n.start >= before:
            break
        p = _probability(n)
        if p is None:
            continue
        if _PER_TRY.search(text[max(0, n.start - 30) : n.start]) or _PER_TRY_AFTER.match(
            text, n.end
        ):
            out.append((n, p))
    return out


def _at_least_one(statements: Sequence[Statement]) -> Iterator[_Found]:
    """ "Each try succeeds with probability 0.3. With two tries, the chance that at least one
    succeeds is 0.51": independent tries, so the chance is ``1 − (1 − p)^k``."""
    for index, statement in enumerate(statements):
        text = statement.text
        m = _AT_LEAST_ONE.search(text)
        if m is None or _NOT_INDEPENDENT.search(text):
            continue
        numbers = _operands(statement)
        stated = next(
            (
                n
                for n in _quantities(statement)
                if n.start > m.end() and _AT_LEAST_ONE_VALUE.fullmatch(text[m.end() : n.start])
            ),
            None,
        )
        if stated is None or _probability(stated) is None:
            continue
        # The number of tries: the one whole number ≥ 2 of the sentence before its value.
        tries = [
            n
            for n in numbers
            if n.start < stated.start
            and not n.unit
            and n.value.denominator == 1
            and 2 <= n.value <= 100
        ]
        if len(tries) != 1:
            continue
        k = int(tries[0].value)
        # The chance of one try: stated in this sentence or in one of the two before it.
        used: tuple[Statement, ...] = (statement,)
        chances = _per_try(statement, stated.start)
        for back in (1, 2):
            if chances or index - back < 0:
                break
            earlier = statements[index - back]
            chances = _per_try(earlier)
            used = (*statements[index - back : index], statement)
        if len(chances) != 1:
            continue
        p = chances[0][1]
        computed = 1 - (1 - p) ** k
        scale = 100 if stated.unit == "percent" else 1
        others = [n for n in _quantities(statement) if n.start > stated.end]
        if any(abs(n.value - computed * scale) <= _tolerance(n, True) for n in others):
            continue  # the formula's value said apart from the stated one: a contrast
        if not _near(computed * scale, stated.value):
            continue
        expression = f"1 - (1 - {_text(p)})^{k}"
        if scale == 100:
            computed, expression = computed * 100, f"({expression}) \\times 100"
        steps = (
            f"each of the {k} independent tries fails with probability 1 - {_text(p)}; "
            f"all {k} fail with probability (1 - {_text(p)})^{k}",
        )
        yield _Found(used, expression, computed, stated, _hedged(text, stated), steps)


# Every one of k independent tries: "all four fail", "all 15 steps stay within", "the whole
# way", "every one of them".
_ALL_OF = re.compile(
    r"\b(?:all(?:\s+of)?(?:\s+(?:the|them|those|these))?|every\s+one\s+of|each\s+and\s+every)\s+"
    r"(?:(?P<k>[\w-]+)\s+)?",
    re.IGNORECASE,
)
_WHOLE_WAY = re.compile(r"\b(?:the\s+whole\s+way|all\s+the\s+way|throughout)\b", re.IGNORECASE)
_FAILING = re.compile(
    r"\b(?:fail\w*|wrong|incorrect|miss\w*|errors?|outside|drift\w*|break\w*|lose|loses|lost)\b",
    re.IGNORECASE,
)
# Between the universal and the stated chance in the next sentence: "That happens about".
_HAPPENS = re.compile(
    r"^\W*(?:that|this|it)\s+(?:happens|occurs|comes\s+about)\s+(?:only\s+)?"
    rf"{_HEDGE}?$",
    re.IGNORECASE,
)
MAX_TRIES = 100


def _all_tries(statements: Sequence[Statement]) -> Iterator[_Found]:
    """The chance that all k independent tries come out the same way: "If a step's true
    success rate is one half and we draw four completions, the hard label is zero only
    when all four fail. That happens about 6 percent of the time" ((1 − 1/2)^4), "each
    step stays within tolerance 95% of the time, independently … Over 15 steps, the share
    that stays within tolerance the whole way is about 0.46" (0.95^15). p^k when the tries
    all do what the per-try chance measures, (1 − p)^k when they all fail it; one chance
    and one count of tries in the sentence or the one before; a stated value not within a
    factor of three of the reading is another quantity, not read."""
    for index, statement in enumerate(statements):
        text = statement.text
        if _NOT_INDEPENDENT.search(text):
            continue
        quantities = _quantities(statement)
        universal = _ALL_OF.search(text) or _WHOLE_WAY.search(text)
        if universal is None:
            continue
        used: tuple[Statement, ...] = (statement,)
        stated = next((n for n in quantities if n.start > universal.end()), None)
        if stated is None and index + 1 < len(statements):
            nxt = statements[index + 1]
            first = _quantities(nxt)[:1]
            if first and _HAPPENS.fullmatch(nxt.text[: first[0].start]):
                stated, used = first[0], (statement, nxt)
        if stated is None or _probability(stated) is None:
            continue
        around = [statement] if index == 0 else [statements[index - 1], statement]
        chances = [
            (t, n, p) for t in around for n, p in _per_try(t) + _frequencies(t) if n is not stated
        ]
        tries = [
            n
            for t in around
            for n in _quantities(t)
            if n is not stated
            and not n.unit
            and n.value.denominator == 1
            and 2 <= n.value <= MAX_TRIES
            and all(n is not c for _, c, _ in chances)
        ]
        if len(chances) != 1 or len({n.value for n in tries}) != 1:
            continue  # (the count may be said twice: "four completions … all four fail")
        where, chance, p = chances[0]
        k = int(tries[0].value)
        if where is not statement:
            used = (where, *used)
        # the same outcome as the chance measures, or its failure
        after = text[universal.start() : universal.end() + 40]
        before = where.text[max(0, chance.start - 40) : chance.end + 30]
        flips = bool(_FAILING.search(after)) != bool(_FAILING.search(before))
        base = 1 - p if flips else p
        computed = base**k
        scale = 100 if stated.unit == "percent" else 1
        if not Fraction(1, 3) < computed * scale / stated.value < 3:
            continue
        shown = _raised(f"(1 - {_text(p)})", k) if flips else _raised(_text(p), k)
        if scale == 100:
            computed, shown = computed * 100, f"{shown} \\times 100"
        steps = (
            f"each of the {k} independent tries does so with probability {_text(base)}; "
            f"all {k} with probability {_text(base)}^{k}",
        )
        yield _Found(used, shown, computed, stated, _hedged(used[-1].text, stated), steps)


def _frequencies(statement: Statement) -> list[tuple[Number, Fraction]]:
    """Chances a sentence states as frequencies ("95% of the time", "half of the time")."""
    out = []
    for n in _quantities(statement):
        p = _probability(n)
        if p is not None and _OF_THE_TIME.match(statement.text, percent_end(statement.text, n.end)):
            out.append((n, p))
    return out


# "four options", "six faces": the equally likely outcomes a blind choice picks from.
_OUTCOMES = re.compile(
    r"\s+(?:(?:possible|equally\s+likely|answer)\s+)?(?:options|choices|answers|outcomes|faces"
    r"|sides|doors|cards|categories|classes|labels|arms|actions|tokens)\b",
    re.IGNORECASE,
)
_BLIND = re.compile(
    r"\b(?:(?:blind|random|uniform)(?:ly)?\s+(?:guess|guesses|guessing|pick|choice)"
    r"|guess(?:es|ing)?\s+(?:blindly|at\s+random|randomly|uniformly)"
    r"|(?:picks?|chooses?|choosing|picking)\s+(?:one\s+)?(?:uniformly\s+)?at\s+random)\b",
    re.IGNORECASE,
)


def _blind_guess(statements: Sequence[Statement]) -> Iterator[_Found]:
    """ "With four options, a blind guess is right a quarter of the time": ``1/N``."""
    for statement in statements:
        text = statement.text
        blind = _BLIND.search(text)
        if blind is None:
            continue
        quantities = _quantities(statement)
        counts = [
            n
            for n in _operands(statement)
            if not n.unit
            and n.value.denominator == 1
            and 2 <= n.value <= 1000
            and _OUTCOMES.match(text, n.end)
        ]
        chances = [
            n
            for n in quantities
            if n.start > blind.end() and n not in counts and _probability(n) is not None
        ]
        others = [n for n in quantities if n not in counts and n not in chances]
        if len(counts) != 1 or len(chances) != 1 or others:
            continue
        stated, count = chances[0], counts[0]
        computed = 1 / count.value
        expression = f"1 / {_text(count.value)}"
        if stated.unit == "percent":
            computed, expression = computed * 100, f"({expression}) \\times 100"
        steps = (f"a blind choice among {_text(count.value)} equally likely options",)
        yield _Found((statement,), expression, computed, stated, _hedged(text, stated), steps)


# "four samples for each (problem)", "three answers per prompt".
_FOR_EACH = re.compile(
    r"\s+[\w-]+(?:\s+[\w-]+)?\s+(?:(?:for|per|from|of|to)\s+(?:each|every)|each)\b",
    re.IGNORECASE,
)
# A total announced before its number: "Together they hold [35 billion] parameters".
_TOTAL_WORDS = r"together|altogether|in\s+total|in\s+all|combined|all\s+told"
"""Words that announce a total (a pattern's alternatives)."""
_TOTAL_BEFORE = re.compile(rf"\b(?:{_TOTAL_WORDS})\b[^.;]*$", re.IGNORECASE)
_IN_TOTAL = re.compile(
    r"\s+[\w-]+(?:\s+[\w-]+)?\s+(?:in\s+total|in\s+all|altogether|overall)\b", re.IGNORECASE
)
# The plural noun after a count ("four thousand samples"), or the noun a count is joined to in a
# compound modifier, singular there ("a seven-billion-parameter model").
_NOUN = re.compile(
    r"(?:\s+(?:[\w-]+\s+)?(?=[a-z][\w-]*s\b)|-(?=[a-z]+\s))([a-z][\w-]*)\b", re.IGNORECASE
)


def _noun(statement: Statement, number: Number) -> str | None:
    """The plural noun a count counts: "four thousand samples" → samples."""
    m = _NOUN.match(statement.text, number.end)
    return m.group(1).lower() if m else None


_POOLED = re.compile(rf"\b(?:pooled|{_TOTAL_WORDS})\b", re.IGNORECASE)


def _pooled_counts(statements: Sequence[Statement]) -> Iterator[_Found]:
    """Counts of one thing said in one sentence, pooled in the next: "twenty thousand
    human-labelled pairs and … eighty thousand synthetic pairs. Pooled together, that is one
    hundred thousand pairs" (20000 + 80000). The sentence before holds two or three counts of
    the plural noun and no other number; the total is of the same noun, after words that pool
    them."""
    for before, statement in itertools.pairwise(statements):
        counts = _quantities(before)
        if not 2 <= len(counts) <= 3 or any(
            n.unit or n.value.denominator != 1 or n.value < 1 for n in counts
        ):
            continue
        nouns = {_noun(before, n) for n in counts}
        if len(nouns) != 1 or None in nouns:
            continue
        (noun,) = nouns
        text = statement.text
        for total in _quantities(statement):
            if total.unit or _noun(statement, total) != noun:
                continue
            if not _POOLED.search(text[: total.start]) and not _IN_TOTAL.match(text, total.end):
                continue
            yield _Found(
                (before, statement),
                " + ".join(_text(n.value) for n in counts),
                sum((n.value for n in counts), Fraction(0)),
                total,
                _hedged(text, total),
                ("counts of one thing, pooled: their sum",),
            )
            break


# "Dropping them leaves 1700 pairs", "Filtering those out keeps 450 prompts": a part taken
# out of a whole just counted, and what is left.
_TAKE_OUT = re.compile(
    r"\b(?:dropp?(?:ing|ed|s)?|remov(?:e|es|ed|ing)|discard(?:s|ed|ing)?|exclud(?:e|es|ed|ing)"
    r"|filter(?:s|ed|ing)?|throw(?:s|ing)?\s+out)\s+(?:out\s+)?(?:them|these|those"
    r"|the\s+(?:[\w-]+\s+){0,2}?[\w-]+s)(?:\s+out)?\b",
    re.IGNORECASE,
)
_LEFT_OVER = re.compile(
    r"\s+(?:leaves|leaving|keeps|keeping|left\s+us\s+with|leaves\s+us\s+with)\s+"
    rf"(?:(?:only|just)\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
_LOST_SHARE = re.compile(
    rf"\b(?:throws?\s+away|throwing\s+away|discards?|discarding|loses|losing|costs?|costing"
    rf"|removes?|removing)\s+(?:(?:only|just)\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
_WHOLE_HOLDS = re.compile(
    r"\s+(?:[\w-]+\s+){0,3}?(?:contains?|includes?|has|have|holds?|with)\s+$", re.IGNORECASE
)


def _taken_out(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A part taken out of a whole just counted, and what is left: "Suppose a batch of two
    thousand comparisons contains three hundred ties. Dropping them leaves one thousand seven
    hundred pairs" (2000 − 300). The whole and the part are the two counts of the sentence
    before ("A … contains/has/holds/with B …"), the part the later and smaller one."""
    for index, statement in enumerate(statements[1:], 1):
        text = statement.text
        taken = _TAKE_OUT.search(text)
        if taken is None:
            continue
        counts = [
            n
            for n in _quantities(statements[index - 1])
            if not n.unit and n.value.denominator == 1 and n.value >= 1
        ]
        if len(counts) != 2:
            continue
        whole, part = counts
        previous = statements[index - 1].text
        holds = _WHOLE_HOLDS.fullmatch(previous[whole.end : part.start])
        if part.value >= whole.value or not holds:
            continue
        for left in _quantities(statement):
            if left.start < taken.end() or left.unit or left.value.denominator != 1:
                continue
            if _LEFT_OVER.fullmatch(text[taken.end() : left.start]):
                yield _Found(
                    (statements[index - 1], statement),
                    f"{_text(whole.value)} - {_text(part.value)}",
                    whole.value - part.value,
                    left,
                    _hedged(text, left),
                )
            break
        # "… and throws away fifteen percent of the budget": the part's share of the whole.
        for share in _quantities(statement):
            if share.unit == "percent" and _LOST_SHARE.search(text[: share.start]):
                yield _Found(
                    (statements[index - 1], statement),
                    f"{_text(part.value)} / {_text(whole.value)} \\times 100",
                    part.value / whole.value * 100,
                    share,
                    _hedged(text, share),
                )
                break


# "the remaining forty", "the other fifty", "the rest, 10%": what a whole leaves after its parts.
_REMAINING = re.compile(
    r"\b(?:the\s+)?(?:remaining|other|leftover|rest\s+of\s+the)\s+$|\bthe\s+rest\W+$",
    re.IGNORECASE,
)
_VALUE_BEFORE = re.compile(
    rf"\b(?:of|is|are|was|were|equals?|at|by|to|from|earns?|scores?|gets?)\s+{_HEDGE}?$",
    re.IGNORECASE,
)
# After a count, words that say it is what is left: "only seven hundred pairs survive,",
# "two hundred are left." (not "two hundred remain unsolved": a part, said by its state).
_LEFT_AFTER = re.compile(
    r"\s+(?:[a-z-]+\s+)?(?:survive|survives|remain|remains|are\s+left|is\s+left)"
    r"(?=\s*(?:[,.;:]|$))",
    re.IGNORECASE,
)
_REMAINDER_MORE = re.compile(r"\s*(?:minus|plus|times|[-+−×*/])", re.IGNORECASE)
# The whole a later count is part of: "a pool of ten thousand prompts", "a log of 800 episodes".
_WHOLE_OF = re.compile(
    r"\b(?:set|batch|group|pool|benchmark|sample|suite|collection|run|log|total)\s+of\s+$",
    re.IGNORECASE,
)


def _bare_or(statement: Statement, n: Number, noun: str | None) -> bool:
    """Whether ``n`` counts nothing named, or ``noun``: "four thousand are solved", "two
    hundred end in a win", "loses seventy and …", "three thousand prompts" (not "eight
    turns": a plural after a count names what it counts)."""
    after = _WORD_AFTER.match(statement.text, n.end)
    if after is None:
        return True
    word = after.group("word").lower()
    if word in FUNCTION_WORDS or not word.endswith("s") or word.endswith("ss"):
        return True
    return noun is not None and stem(word) == stem(noun)


def _remainder(statements: Sequence[Statement]) -> Iterator[_Found]:
    """What is left of a whole after the parts just counted: "model A wins ninety of two
    hundred comparisons, loses seventy and ties the remaining forty" (200 − 90 − 70); "a pool
    of ten thousand prompts. Four thousand are solved every time, and three thousand never.
    The remaining three thousand …"; "if 90% come from one policy and the remaining 10% …"
    (100 − 90); "if three hundred of one thousand prompts end in a tie, only seven hundred
    pairs survive" (1000 − 300). The whole is marked as one ("A of B", "a pool of B"), in the
    sentence or the two before; every number between it and the rest is a part (a count of
    nothing else)."""
    for index, statement in enumerate(statements):
        text = statement.text
        for rest in _quantities(statement):
            if rest.value.denominator != 1 or rest.unit not in (None, "percent"):
                continue
            if not (
                _REMAINING.search(text, max(0, rest.start - 20), rest.start)
                or _LEFT_AFTER.match(text, rest.end)
            ):
                continue
            if _REMAINDER_MORE.match(text, rest.end):
                continue
            if rest.unit == "percent":
                parts = [n for n in _quantities(statement) if n.end <= rest.start]
                if parts and all(n.unit == "percent" for n in parts):
                    total = sum((n.value for n in parts), Fraction(0))
                    if total < 100:
                        shown = " - ".join(["100", *(_text(n.value) for n in parts)])
                        yield _Found((statement,), shown, 100 - total, rest, _hedged(text, rest))
                continue
            found = _whole_and_parts(statements, index, rest)
            if found is None:
                continue
            used, whole, parts = found
            left = whole.value - sum((n.value for n in parts), Fraction(0))
            if left <= 0:
                continue
            shown = " - ".join([_text(whole.value), *(_text(n.value) for n in parts)])
            yield _Found(used, shown, left, rest, _hedged(text, rest))


def _whole_and_parts(
    statements: Sequence[Statement], index: int, rest: Number
) -> tuple[tuple[Statement, ...], Number, list[Number]] | None:
    """The whole before ``rest`` (in statement ``index`` or the two before) and the counts
    between them, or None when any number between is not a count of the whole's parts."""
    first = max(0, index - 2)
    window = list(statements[first : index + 1])
    # the latest whole: "A of B" (B), "a pool of B"
    whole: tuple[int, Number] | None = None
    for k, statement in enumerate(window):
        text = statement.text
        totals = {b for _, b, _, _ in _count_pairs(statements, k + first)}
        for n in _quantities(statement):
            if k == len(window) - 1 and n.start >= rest.start:
                break
            if not _whole(n):
                continue
            if n in totals or _WHOLE_OF.search(text, max(0, n.start - 30), n.start):
                whole = (k, n)
    if whole is None:
        return None
    k0, total = whole
    noun_match = _COUNTED_AFTER.match(window[k0].text, total.end)
    noun = noun_match.group("noun").lower() if noun_match else None
    parts: list[Number] = []
    for k in range(k0, len(window)):
        statement = window[k]
        for n in _quantities(statement):
            if k == k0 and n.start <= total.end and n is not total:
                # a count before the whole in its sentence: "ninety of two hundred"
                if _OF_COUNT.fullmatch(statement.text[n.end : total.start]) and _whole(n):
                    parts.append(n)
                continue
            if n is total:
                continue
            if k == len(window) - 1 and n.start >= rest.start:
                break
            if not _whole(n) or n.value < 1 or not _bare_or(statement, n, noun):
                return None
            if _VALUE_BEFORE.search(statement.text, max(0, n.start - 30), n.start):
                return None  # "earns a reward of one": a value, not a count of the parts
            parts.append(n)
    if not parts:
        return None
    return tuple(window[k0:]), total, parts


# A function applied to each value of a list said just before: "probabilities 0.5, 0.3 and 0.2.
# Their log-probabilities are about -0.69, -1.20 and -1.61."
_ELEMENTWISE = re.compile(
    r"\b(?:their|its|the|these|those)\s+(?P<neg>negative\s+)?"
    r"(?P<f>log-?\s?probabilit(?:y|ies)|(?:natural\s+)?log(?:arithm)?s|squares|square\s+roots"
    r"|exponentials)(?:\s+of\s+(?:them|these|those|the\s+[a-z-]+))?\s+"
    rf"(?:are|were|come\s+to|become|would\s+be)\s+{_HEDGE}?(?:\\?\(\s*)?$",
    re.IGNORECASE,
)
# Between two items of a list, math delimiters aside: ", ", " and ", ", and ".
_ITEM_GAP = re.compile(r"[\s\\()]*(?:,\s*(?:and\s+)?|\s+and\s+)[\s\\()]*", re.IGNORECASE)


def _elementwise(statements: Sequence[Statement]) -> Iterator[_Found]:
    """Each value of a list said in the sentence before, through a function the sentence names:
    "… probabilities 0.5, 0.3 and 0.2. Their log-probabilities are about -0.69, -1.20 and
    -1.61." (natural logs; also their squares, square roots, exponentials), the results as many
    as the values, in order."""
    for index, statement in enumerate(statements):
        if index == 0:
            continue
        text = statement.text
        quantities = _quantities(statement)
        for k, first in enumerate(quantities):
            m = _ELEMENTWISE.search(text, max(0, first.start - 80), first.start)
            if m is None:
                continue
            groups = [n.group for n in _quantities(statements[index - 1]) if n.group is not None]
            if not groups:
                break
            values = [n for n in _quantities(statements[index - 1]) if n.group == groups[-1]]
            stated = quantities[k : k + len(values)]
            if (
                len(values) < 2
                or len(stated) != len(values)
                or any(n.unit for n in (*values, *stated))
                or not all(
                    _ITEM_GAP.fullmatch(text, a.end, b.start) for a, b in itertools.pairwise(stated)
                )
                or (
                    k + len(values) < len(quantities)
                    and _ITEM_GAP.fullmatch(text, stated[-1].end, quantities[k + len(values)].start)
                )
            ):
                break  # not one result for each value, in a list of its own
            f = " ".join(m.group("f").lower().replace("-", " ").split())
            negative = m.group("neg") is not None
            for value, result in zip(values, stated, strict=True):
                found = _applied(f, negative, value.value)
                if found is None:
                    break
                shown, computed = found
                yield _Found(
                    (statements[index - 1], statement),
                    shown,
                    computed,
                    result,
                    _hedged(text, result),
                )
            break


def _applied(f: str, negative: bool, x: Fraction) -> tuple[str, Fraction] | None:
    """``f`` (a function named in words) of ``x``, as shown and as a value; None off its domain."""
    if f.startswith("log") or f.startswith("natural"):
        if x <= 0:
            return None
        value = Fraction(math.log(x))
        shown = f"\\ln {_text(x)}"
    elif f == "squares":
        value, shown = x * x, f"{_text(x)}^2"
    elif f == "square roots":
        if x < 0:
            return None
        value, shown = Fraction(math.sqrt(x)), f"\\sqrt{{{_text(x)}}}"
    else:  # exponentials
        if x > 700:
            return None
        value, shown = Fraction(math.exp(x)), f"\\exp({_text(x)})"
    return (f"-{shown}", -value) if negative else (shown, value)


# Two counts said as a pair, each with its noun: "With 50,000 transitions and 40 iterations".
_COUNT_PAIR = re.compile(r"\s+(?:[\w-]+\s+){1,2}and\s+", re.IGNORECASE)
_SAYS_TOTAL = re.compile(r"\b(?:in\s+total|in\s+all|altogether|overall)\b", re.IGNORECASE)


def _pair_and_total(statements: Sequence[Statement]) -> Iterator[_Found]:
    """Two counts of different things said as a pair, then a total of a third in the same
    sentence: "With 50,000 transitions and 40 iterations, the regressor is trained on
    2,000,000 pairs in total". Nothing says how the pair combines, so the total is read as
    their product or their sum only when it is exactly that (a match, never a ✗)."""
    for statement in statements:
        text = statement.text
        if not _SAYS_TOTAL.search(text):
            continue  # the usual case
        counts = [
            n
            for n in _quantities(statement)
            if not n.unit and n.value.denominator == 1 and n.value >= 2
        ]
        for a, b, total in zip(counts, counts[1:], counts[2:], strict=False):
            first, second = _noun(statement, a), _noun(statement, b)
            if (
                first is None
                or second is None
                or stem(first) == stem(second)
                or not _COUNT_PAIR.fullmatch(text, a.end, b.start)
                or not _IN_TOTAL.match(text, total.end)
            ):
                continue
            if total.value == a.value * b.value:
                shown, computed = f"{_text(a.value)} \\times {_text(b.value)}", total.value
            elif total.value == a.value + b.value:
                shown, computed = f"{_text(a.value)} + {_text(b.value)}", total.value
            else:
                continue
            yield _Found((statement,), shown, computed, total, _hedged(text, total))


# A total said of a count of things: "The five that remain sum to thirty-seven", "Ten prompts
# take 250 seconds in all", "eight episodes earn a total of forty points".
_SUMS_TO = re.compile(
    r"\b(?:sums?\s+to|summ?ed\s+to|adds?\s+up\s+to|added\s+up\s+to|comes?\s+to|totals?"
    r"|a\s+total\s+of)\s+$",
    re.IGNORECASE,
)
# A total said as what adding gives: "Adding the three returns gives 6".
_ADDING_GIVES = re.compile(
    r"\b(?:adding|summing)\s+(?:up\s+)?(?:(?:the|these|those|all|its|their)\s+)?"
    r"(?:[\w-]+\s+){0,3}?(?:gives|yields|makes|comes\s+to)\s+$",
    re.IGNORECASE,
)
_IN_ALL = re.compile(r"\s+(?:[\w-]+\s+)?(?:in\s+all|in\s+total|altogether)\b", re.IGNORECASE)
# The mean named right before the result: "and their average is", ", an average of", "so the
# mean comes to about".
_MEAN_IS = re.compile(
    # (a phrase after the noun, an adverb after the verb: "the every-visit average from this
    # episode is therefore 3")
    rf"\b(?:average|mean)(?:\s+[a-z-]+){{0,3}}?\s+(?:is|was|of|comes\s+to|equals|works\s+out\s+to)"
    rf"(?:\s+(?:therefore|then|thus|so|now))?\s+{_HEDGE}?$",
    re.IGNORECASE,
)


def _mean_of_total(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A mean said after a total and the count it is of, in one sentence: "The five that
    remain sum to thirty-seven, and their average is seven point four" (37 / 5); "Ten
    prompts take 250 seconds in all, an average of 25 seconds each". Read only when the
    sentence says one other whole count, before the total: the things the total is of."""
    for statement in statements:
        text = statement.text
        numbers = _operands(statement)
        for k, result in enumerate(numbers):
            if not _MEAN_IS.search(text, max(0, result.start - 60), result.start):
                continue
            before = numbers[:k]
            totals = [
                n
                for n in before
                if _SUMS_TO.search(text, max(0, n.start - 30), n.start)
                or _IN_ALL.match(text, n.end)
                or _ADDING_GIVES.search(text, 0, n.start)
            ]
            if len(totals) != 1:
                continue
            total = totals[0]
            counts = [
                n
                for n in before
                if n is not total
                and n.end <= total.start
                and not n.unit
                and n.value.denominator == 1
                and n.value >= 2
            ]
            if len(counts) != 1 or len(before) != 2 or result.unit != total.unit:
                continue
            count = counts[0]
            yield _Found(
                (statement,),
                f"{_text(total.value)} / {_text(count.value)}",
                total.value / count.value,
                result,
                _hedged(text, result),
            )


def _per_each_total(statements: Sequence[Statement]) -> Iterator[_Found]:
    """ "A thousand problems, four samples for each. That is four thousand samples in total.";
    "Take five members of seven billion parameters each. Together they hold thirty-five
    billion parameters."."""
    for index, statement in enumerate(statements):
        text = statement.text
        whole = [n for n in _operands(statement) if not n.unit and n.value.denominator == 1]
        for a, b in itertools.pairwise(whole):
            if not _FOR_EACH.match(text, b.end) or a.value < 2 or b.value < 2:
                continue
            noun = _noun(statement, b)
            later = [n for n in _quantities(statement) if n.start > b.end]
            used: tuple[Statement, ...] = (statement,)
            total = next((n for n in later if _IN_TOTAL.match(text, n.end)), None)
            if total is None and not later and index + 1 < len(statements):
                nxt = statements[index + 1]
                first = _quantities(nxt)[:1]
                if first and (
                    _IN_TOTAL.match(nxt.text, first[0].end)
                    or _TOTAL_BEFORE.search(nxt.text, 0, first[0].start)
                ):
                    total, used = first[0], (statement, nxt)
            if total is None:
                # "With a budget of 512 responses, you could take 64 prompts with 8 samples
                # each": a total said before, perhaps of another noun; or after, of another
                # noun ("Over 1,000 steps at 50 simulations each, the network is called
                # 50,000 times"); read only when the product is exactly it (a match, never a
                # ✗).
                product = a.value * b.value
                said = next(
                    (
                        n
                        for n in _quantities(statement)
                        if (n.end <= a.start or n.start > b.end) and n.value == product
                    ),
                    None,
                )
                if said is not None:
                    yield _Found(
                        used, f"{_text(a.value)} \\times {_text(b.value)}", product, said, False
                    )
                continue
            if noun is None or _noun(used[-1], total) != noun:
                continue
            computed = a.value * b.value
            if not _near(computed, total.value):
                continue
            yield _Found(
                used,
                f"{_text(a.value)} \\times {_text(b.value)}",
                computed,
                total,
                _hedged(used[-1].text, total),
            )


# A rate: "minus one per step", "500 tokens per request", "about 2 dollars per hour".
_PER_UNIT = re.compile(r"(?:\s+[a-z-]+){0,2}?\s+per\s+(?P<unit>[a-z]+)\b", re.IGNORECASE)
# The unit said before the rate: "Every step costs \(-1\)", "each call earns point one".
_EACH_UNIT = re.compile(
    r"\b(?:each|every)\s+(?P<unit>[a-z]+)\s+(?:then\s+|still\s+)?"
    r"(?:costs?|earns?|carr(?:y|ies)|gets?|receives?|pays?|gives?|adds?)"
    r"(?:\s+(?:a|an|the|same|fixed|reward|penalty|cost|of)){0,4}\s*\(?\s*$",
    re.IGNORECASE,
)
# A total worked out from it: "so its return is [minus fifty]", "which comes to …".
_TOTAL_CUE = re.compile(
    r"\b(?:so|therefore|thus|which\s+is|which\s+comes\s+to|comes?\s+to|adds?\s+up\s+to|"
    r"(?:a|the)\s+(?:total|budget|bill|sum)\s+of|in\s+total|totals?|returns?|gives?|costs?|"
    r"earns?|uses?|loses?|lost|spends?|spent|(?:need|needs|require|requires)(?:\s+(?:a|an|the))?|"
    r"(?:is|was|are)\s+(?:therefore\s+|then\s+)?)\s*"
    rf"{_HEDGE}?\(?\s*$",
    re.IGNORECASE,
)


def _counted(statement: Statement, unit: str, skip: Number) -> list[Number]:
    """Whole numbers of ``statement`` that count ``unit`` ("fifty steps", "16 parallel
    requests"), besides ``skip``."""
    pattern = re.compile(rf"\s+(?:[a-z-]+\s+)?{re.escape(unit)}(?:s|es)?\b", re.IGNORECASE)
    return [
        n
        for n in _quantities(statement)
        if n is not skip
        and not n.unit
        and n.value.denominator == 1
        and n.value >= 2
        and pattern.match(statement.text, n.end)
    ]


def _rate_times_count(statements: Sequence[Statement]) -> Iterator[_Found]:
    """ "A reward of minus one per step. A failed episode lasts fifty steps, so its return is
    minus fifty." ("Every step costs −1 … takes 13 steps, so its return is −13"): a rate per
    unit times a count of that unit, stated as a total after
    words of a result, in the sentence of the count or the next one."""
    for index, statement in enumerate(statements):
        for rate in _quantities(statement):
            per = _PER_UNIT.match(statement.text, rate.end) or _EACH_UNIT.search(
                statement.text[max(0, rate.start - 80) : rate.start]
            )
            if per is None or rate.unit:
                continue
            unit = per.group("unit").lower()
            window = statements[index : index + 2]
            for k, holder in enumerate(window):
                counts = _counted(holder, unit, rate)
                if len(counts) != 1:
                    continue
                count = counts[0]
                later = [(holder, n) for n in _quantities(holder) if n.start > count.end]
                if not later and index + k + 1 < len(statements):
                    following = statements[index + k + 1]
                    later = [(following, n) for n in _quantities(following)[:1]]
                for where, total in later:
                    if (
                        total is rate
                        or total.unit
                        or not (
                            _TOTAL_CUE.search(where.text[max(0, total.start - 40) : total.start])
                            # "… writes one hundred and sixty steps in total"
                            or _IN_TOTAL.match(where.text, total.end)
                        )
                    ):
                        continue
                    computed = rate.value * count.value
                    if not _near(computed, total.value):
                        break
                    used = tuple(dict.fromkeys((statement, holder, where)))
                    yield _Found(
                        used,
                        f"{_text(rate.value)} \\times {_text(count.value)}",
                        computed,
                        total,
                        _hedged(where.text, total),
                    )
                    break
                break


# A rate charged per (a scale of) a unit: "minus point one for every thousand thinking tokens",
# "each thousand tokens costs point one".
_SCALE_WORDS = r"(?:(?P<scale>hundred|thousand|million)\s+)?"
_RATE_AFTER = re.compile(
    rf"\s+(?:for\s+every|for\s+each|per|a|each)\s+{_SCALE_WORDS}(?:[a-z-]+\s+)?"
    r"(?P<unit>[a-z]+?)s?\b",
    re.IGNORECASE,
)
_RATE_BEFORE = re.compile(
    rf"\b(?:each|every|per)\s+{_SCALE_WORDS}(?P<unit>[a-z]+?)s?\s+(?:of\s+(?:[a-z-]+\s+){{1,2}})?"
    r"(?P<verb>costs?|subtracts?|deducts?|takes\s+away|removes?|adds?|earns?)\s+$",
    re.IGNORECASE,
)
_COST = re.compile(r"\b(?:cost|subtract|deduct|take|remove|minus|penalt|charge|lose)", re.I)
# The base it is charged against: "a reward of one for a correct answer", "a correct answer
# earns one".
_BASE_BEFORE = re.compile(
    r"\b(?:reward|score|bonus|base)\s+(?:of\s+|is\s+)?$|"
    r"\b(?:earns?|scores?|gets?|receives?|is\s+worth)\s+$",
    re.IGNORECASE,
)
# What one instance then gets: "… then scores point seven", "… receives point nine two".
_GETS = re.compile(
    r"\b(?:then\s+|now\s+|only\s+)?(?:scores?|earns?|gets?|receives?|is\s+worth|"
    r"(?:its\s+)?(?:reward|score)\s+is)\s+(?:then\s+|only\s+|just\s+)?"
    rf"{_HEDGE}?$",
    re.IGNORECASE,
)


def _charged_rate(statement: Statement) -> tuple[Number, Fraction, int, str] | None:
    """The rate of a sentence charged per a unit, signed (a cost is negative), the scale of
    the unit and the unit's stem: "minus point one for every thousand thinking tokens"."""
    text = statement.text
    for q in _quantities(statement):
        if q.unit:
            continue
        after = _RATE_AFTER.match(text, q.end)
        before = _RATE_BEFORE.search(text, max(0, q.start - 80), q.start)
        m = after or before
        if m is None:
            continue
        value = q.value
        cost = (
            _COST.match(before.group("verb"))
            if before is not None and after is None
            else _COST.search(text[max(0, q.start - 20) : q.start])
        )
        if cost:
            value = -abs(value)
        return q, value, _SCALES[(m.group("scale") or "").lower()], m.group("unit").lower()
    return None


def _base_and_rate(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A base minus a rate per (a scale of) a unit, for a count of that unit: "Take a reward
    of one for a correct answer, minus point one for every thousand thinking tokens. A
    correct answer reached in three thousand tokens then scores point seven" (1 − 0.1 × 3).
    The base and the rate are said in one sentence; each of the next three may count the
    unit once and say what that instance then gets."""
    for index, statement in enumerate(statements):
        charged = _charged_rate(statement)
        if charged is None:
            continue
        rate, signed, scale, unit = charged
        text = statement.text
        # ("earns one": the reader may take a bare "one" for a count word)
        bases = [
            q
            for q in statement.numbers
            if q.role in (NumberRole.QUANTITY, NumberRole.COUNT_WORD)
            and q is not rate
            and not q.unit
            and _BASE_BEFORE.search(text, max(0, q.start - 30), q.start)
        ]
        if len(bases) != 1:
            continue
        base = bases[0]
        for later in statements[index + 1 : index + 4]:
            counts = _counted(later, unit, rate)
            got = [
                q
                for q in _quantities(later)
                if counts
                and q.start > counts[0].end
                and not q.unit
                and _GETS.search(later.text, max(0, q.start - 40), q.start)
            ]
            if len(counts) != 1 or len(got) != 1:
                continue
            count = counts[0].value
            computed = base.value + signed * count / scale
            sign = "-" if signed < 0 else "+"
            per = f" / {_text(Fraction(scale))}" if scale != 1 else ""
            yield _Found(
                (statement, later),
                f"{_text(base.value)} {sign} {_text(abs(signed))} \\times {_text(count)}{per}",
                computed,
                got[0],
                _hedged(later.text, got[0]),
            )


# A rate per a scale of a unit: "twenty points per thousand tokens".
_PER_SCALE = re.compile(
    rf"\s+(?:[a-z-]+\s+)?per\s+{_SCALE_WORDS}(?P<unit>[a-z]+)\b",
    re.IGNORECASE,
)
_SCALES = {"": 1, "hundred": 100, "thousand": 1000, "million": 10**6}
# A number an operation takes: "… divided by [six point two] seconds per step".
_OPERAND_AFTER = re.compile(rf"\b(?:{_OPERATOR_WORD})\s+(?:about\s+)?$", re.IGNORECASE)


def _rate_per_scale(statements: Sequence[Statement]) -> Iterator[_Found]:
    """ "Model A answers eighty percent correctly and averages four thousand tokens. That
    gives it twenty points per thousand tokens.": an amount over a count of a unit, stated
    as a rate per (a scale of) that unit, in the sentence of the count or one of the next
    two."""
    for index, statement in enumerate(statements):
        text = statement.text
        for stated in _quantities(statement):
            m = _PER_SCALE.match(text, stated.end)
            if m is None or stated.unit or _OPERAND_AFTER.search(text, 0, stated.start):
                continue  # ("divided by six point two seconds per step": an operand)
            scale = _SCALES[(m.group("scale") or "").lower()]
            unit = m.group("unit").lower()
            for holder in reversed(statements[max(0, index - 2) : index + 1]):
                counts = _counted(holder, unit, stated)
                if len(counts) != 1:
                    continue
                count = counts[0]
                amounts = [
                    n
                    for n in _quantities(holder)
                    if n is not count and n is not stated and n.start < count.start
                ]
                if len(amounts) != 1:
                    break
                amount = amounts[0]
                computed = amount.value / (count.value / scale)
                if _near(computed, stated.value):
                    yield _Found(
                        tuple(dict.fromkeys((holder, statement))),
                        f"{_text(amount.value)} / ({_text(count.value)} / {scale})",
                        computed,
                        stated,
                        _hedged(text, stated),
                    )
                break


# "If pretraining had cost five hundred thousand accelerator-hours, point two percent of that
# would be one thousand hours": a percentage of the value just said, named by "that".
_OF_THAT = re.compile(r"\s+of\s+(?:that|this|it)\b", re.IGNORECASE)


def _percent_of_that(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A percentage "of that" and the value it comes to: "… cost five hundred thousand
    accelerator-hours, point two percent of that would be one thousand hours". "That" is the
    last value said before the percentage, in its sentence or else in the sentence before."""
    for index, statement in enumerate(statements):
        text = statement.text
        quantities = _quantities(statement)
        for k, share in enumerate(quantities[:-1]):
            percent = share.unit == "percent"
            # (or a fraction said in words: "gets back a quarter of that, which is point four")
            fraction = (
                share.unit is None
                and 0 < share.value < 1
                and _FRACTION_WORD.search(share.text) is not None
            )
            if not (percent or fraction):
                continue
            of = _OF_THAT.match(text, percent_end(text, share.end) if percent else share.end)
            result = quantities[k + 1]
            if of is None or result.unit == "percent":
                continue
            if not _RESULT.fullmatch(text[of.end() : result.start]):
                continue
            earlier = [q for q in quantities[:k] if q.unit != "percent"]
            used: tuple[Statement, ...] = (statement,)
            if not earlier and index > 0:
                earlier = [q for q in _quantities(statements[index - 1]) if q.unit != "percent"]
                used = (statements[index - 1], statement)
            if not earlier or earlier[-1].value <= 0:
                continue
            base = earlier[-1].value
            yield _Found(
                used,
                f"{_text(share.value)} {'/ 100 ' if percent else ''}\\times {_text(base)}",
                share.value * base / (100 if percent else 1),
                result,
                _hedged(text, result),
            )


# "If a quarter of them pass, the filter keeps one thousand samples."
_KEEPS_OF_THEM = re.compile(
    r"\b(?:keeps?|kept|keeping|leaves?|left|leaving|remain|remains|survive|survives|retains?"
    r"|retaining|is|are)\s+"
    rf"(?:only\s+|just\s+|exactly\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)


def _share_of_them(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A share of the count just said, and what it leaves: ``share × count``."""
    for index, statement in enumerate(statements[1:], 1):
        text = statement.text
        quantities = _quantities(statement)
        previous = statements[index - 1]
        counts = [
            n
            for n in _quantities(previous)
            if not n.unit and n.value.denominator == 1 and n.value >= 2
        ]
        if not counts:
            continue
        base = counts[-1]
        noun = _noun(previous, base)
        for share in quantities:
            fraction = _probability(share)
            if fraction is None or not _OF_THEM.match(text, percent_end(text, share.end)):
                continue
            kept = next(
                (
                    n
                    for n in quantities
                    if n.start > share.end
                    and n.value.denominator == 1
                    and not n.unit
                    and _KEEPS_OF_THEM.search(text[share.end : n.start])
                ),
                None,
            )
            if kept is None or noun is None or _noun(statement, kept) != noun:
                continue
            computed = fraction * base.value
            if not _near(computed, kept.value):
                continue
            yield _Found(
                (previous, statement),
                f"{_text(fraction)} \\times {_text(base.value)}",
                computed,
                kept,
                _hedged(text, kept),
            )


# "a group of four samples in which one passes"
_GROUP = re.compile(r"\b(?:group|batch|set)\s+of\s+$", re.IGNORECASE)
_GROUP_WHICH = re.compile(
    # (the noun may go unsaid: "Take a group of ten in which five pass")
    r"^(?:\s+[\w-]+(?:\s+[\w-]+)?)?\s*,?\s+(?:in\s+which|where|of\s+which|and|with)\s+"
    r"(?:only\s+|just\s+)?$",
    re.IGNORECASE,
)
# "nine of the ten pass", "where three of its eight samples are correct"
_OF_THE_GROUP = re.compile(
    r"^\s+of\s+(?:the|its|their)\s+$",
    re.IGNORECASE,
)
_PASSES = re.compile(
    r"\s+(?:of\s+them\s+)?(?:(?:is|are)\s+(?:correct|right)|pass(?:es|ed)?|succeeds?|succeeded"
    r"|solves?\s+it|gets?\s+it\s+right)\b",
    re.IGNORECASE,
)
# A group's statistic said to be, or to move to, its value ("is", "rises to"), and the
# adverbs that may follow the verb ("is also point five")
_STAT_VERB = r"(?:is|comes\s+to|equals|becomes|(?:rises|falls|drops|moves|climbs|sinks)\s+to)"
_STAT_ADVERB = r"(?:therefore|thus|then|now|also)"
_GROUP_MEAN = re.compile(
    rf"\b(?:the|its|their)\s+(?:(?:group|batch|set)(?:'s|’s)?\s+)?(?:mean|average)(?:\s+(?:reward|score))?\s+"
    rf"{_STAT_VERB}(?:\s+{_STAT_ADVERB})?\s+{_HEDGE}?$",
    re.IGNORECASE,
)


def _group_mean(statements: Sequence[Statement]) -> Iterator[_Found]:
    """ "A group of four samples in which one passes. The mean reward is one quarter.":
    with a reward of one for a pass and zero otherwise, the mean is ``c / n``."""
    for index in range(len(statements) - 1):
        group = _binary_group(statements, index)
        if group is None:
            continue
        nxt = statements[index + 1]
        first = _quantities(nxt)[:1]
        if not first or not _GROUP_MEAN.search(nxt.text[: first[0].start]):
            continue
        stated = first[0]
        if _probability(stated) is None and stated.value not in (0, 1):
            continue
        computed = group.passes / group.size
        expression = f"{_text(group.passes)} / {_text(group.size)}"
        if stated.unit == "percent":
            computed, expression = computed * 100, f"({expression}) \\times 100"
        steps = ("a reward of 1 for each pass and 0 otherwise: the mean is the share passing",)
        yield _Found(
            (*group.statements, nxt), expression, computed, stated, _hedged(nxt.text, stated), steps
        )


# "one response in a group of eight is correct"
_IN_GROUP = re.compile(
    r"\s+[\w-]+\s+(?:in|of)\s+(?:a|the|one|each)\s+(?:group|batch|set)\s+of\s+$", re.IGNORECASE
)
_CORRECT_AFTER = re.compile(
    r"\s+(?:[\w-]+\s+)?(?:is|are)\s+(?:correct|right)\b|\s+(?:[\w-]+\s+)?pass(?:es)?\b",
    re.IGNORECASE,
)


# "The first response earns a reward of one, and the other three earn zero."
_ONE_AND_OTHERS = re.compile(
    r"\b(?:the\s+first|one|only\s+one|a\s+single)\b[^.;\d]{0,60}?\b(?:earns?|gets?|receives?|"
    r"scores?)\s+(?:a\s+(?:reward|score)\s+of\s+)?$",
    re.IGNORECASE,
)
_AND_THE_OTHERS = re.compile(
    r"^\s*,?\s*(?:and|while|whereas)\s+(?:the\s+)?(?:other|remaining)\s+$", re.IGNORECASE
)
_OTHERS_EARN = re.compile(
    r"^\s+(?:[\w-]+\s+)?(?:earn|get|receive|score)\s+(?:a\s+(?:reward|score)\s+of\s+)?$",
    re.IGNORECASE,
)
_GROUP_SIZE = re.compile(r"\b(?:group|batch|set)\s+of\s+$", re.IGNORECASE)


@dataclass(frozen=True)
class _Group:
    """A group whose rewards are one for a pass and zero otherwise: its size, its passes,
    the sentences that say so and the numbers of theirs that describe the group."""

    size: Fraction
    passes: Fraction
    statements: tuple[Statement, ...]
    numbers: tuple[Number, ...]


def _binary_group(statements: Sequence[Statement], index: int) -> _Group | None:
    """The size and the passes of a group said in words: "a group of four samples in which
    one passes", "one response in a group of eight is correct", or "a group of four
    responses. The first earns a reward of one, and the other three earn zero." (the
    statement at ``index`` is the last that describes the group)."""
    statement = statements[index]
    text = statement.text
    whole = [
        n for n in _operands(statement) if not n.unit and n.value.denominator == 1 and n.value >= 0
    ]
    for a, b in itertools.pairwise(whole):
        if (
            _GROUP.search(text[: a.start])
            and _GROUP_WHICH.fullmatch(text[a.end : b.start])
            and _PASSES.match(text, b.end)
        ):
            n, c = a, b
        elif _IN_GROUP.fullmatch(text[a.end : b.start]) and _CORRECT_AFTER.match(text, b.end):
            n, c = b, a
        elif _OF_THE_GROUP.fullmatch(text[a.end : b.start]) and _CORRECT_AFTER.match(text, b.end):
            n, c = b, a  # "an easy prompt where nine of the ten pass"
        else:
            continue
        if n.value >= 2 and c.value <= n.value:
            return _Group(n.value, c.value, (statement,), (n, c))
    for x, m, y in zip(whole, whole[1:], whole[2:], strict=False):
        if not (
            _ONE_AND_OTHERS.search(text[: x.start])
            and _AND_THE_OTHERS.fullmatch(text[x.end : m.start])
            and _OTHERS_EARN.fullmatch(text[m.end : y.start])
            and {x.value, y.value} == {0, 1}
            and m.value >= 1
        ):
            continue
        size = m.value + 1
        described: tuple[Statement, ...] = (statement,)
        if index > 0:
            before = statements[index - 1]
            said = [
                k
                for k in _operands(before)
                if k.value == size and _GROUP_SIZE.search(before.text[: k.start])
            ]
            if said:
                described = (before, statement)
        passes = Fraction(1) if x.value == 1 else m.value
        return _Group(size, passes, described, (x, m, y))
    return None


_ADVANTAGE_OF = re.compile(
    rf"\badvantages?\b[^.;\d]{{0,40}}?\b(?:of|is|are|gets|=)\s+{_HEDGE}?\(?\s*$", re.IGNORECASE
)
_OTHERS = re.compile(
    rf"\b(?:others?|rest|fail(?:ing|ed|s|ures?)?|(?:wrong|incorrect|failed|failing)\s+"
    rf"(?:ones?|responses?|answers?|samples?|attempts?))\b[^.;\d]{{0,80}}?"
    rf"(?:\b(?:gets?|is|are|of|has|have)\s+|\s)(?:only\s+)?{_HEDGE}?\(?\s*$",
    re.IGNORECASE,
)
_WHITENED = re.compile(
    r"\b(?:whiten\w*|normali[sz]\w*|standardi[sz]\w*|z-scores?|divid\w*\b[^.;]{0,60}?\s+by\s+"
    r"(?:the\s+|its\s+|that\s+|this\s+)?(?:same\s+)?(?:group'?s?\s+)?"
    r"(?:standard\s+deviation|std|spread))\b",
    re.IGNORECASE,
)


# A pass's advantage told as what a pass gets: "every pass gets plus one"
# (not where another quantity of the group is named between: "If five of the eight pass, the
# mean is five eighths" states the mean)
_PASS_GETS = re.compile(
    rf"\b(?:pass(?:es|ing)?|successes|(?:correct|right|passing)\s+(?:ones?|responses?|answers?|"
    rf"samples?|attempts?))\b"
    rf"(?:(?!\b(?:mean|average|rate|share|fraction|probability|chance|variance|deviation|"
    rf"spread)\b)[^.;\d]){{0,40}}?\b(?:gets?|receives?|earns?|is|are|of)\s+"
    rf"(?:only\s+)?{_HEDGE}?(?:plus\s+|positive\s+)?\(?\s*$",
    re.IGNORECASE,
)
# A binary group's spread, named before its value: "the standard deviation is also point five",
# "the standard deviation falls to point three"
_GROUP_STD = re.compile(
    rf"\b(?:standard\s+deviation|spread|std)\s+(?:{_STAT_VERB}\s+)?(?:{_STAT_ADVERB}\s+)?"
    rf"{_HEDGE}?$",
    re.IGNORECASE,
)


def _group_std(statements: Sequence[Statement]) -> Iterator[_Found]:
    """The spread of a group with rewards one for a pass and zero otherwise, stated in the
    sentence after the group: ``√(p(1 − p))`` (or the sample deviation, if that is nearer)."""
    for index in range(len(statements) - 1):
        group = _binary_group(statements, index)
        if group is None or group.passes in (0, group.size):
            continue
        size, passes = group.size, group.passes
        nxt = statements[index + 1]
        for stated in _quantities(nxt):
            if stated.unit or not _GROUP_STD.search(nxt.text[: stated.start]):
                continue
            population, sample = _deviations(passes / size, size)
            share = f"{_text(passes)}/{_text(size)} \\times {_text(size - passes)}/{_text(size)}"
            readings = [
                (population, f"\\sqrt{{{share}}}"),
                (sample, f"\\sqrt{{{share} \\times {_text(size)}/{_text(size - 1)}}}"),
            ]
            value, expression = min(readings, key=lambda r: abs(r[0] - float(stated.value)))
            yield _Found(
                (*group.statements, nxt),
                expression,
                Fraction(value),
                stated,
                True,  # a square root, said rounded
                ("rewards 1 for a pass and 0 otherwise: the spread is √(p(1 − p))",),
            )
            break


_SPREAD_BEFORE = re.compile(
    r"\b(?:standard\s+deviation|spread|std|deviation)\b[^.;\d]{0,30}$", re.IGNORECASE
)


def _deviations(p: Fraction, size: Fraction) -> tuple[float, float]:
    """The population and the sample standard deviation of a group of ``size`` rewards, one
    for a pass and zero otherwise, with pass share ``p``."""
    spread = p * (1 - p)
    return math.sqrt(spread), math.sqrt(spread * size / (size - 1))


def _of_the_group(q: Number, text: str, p: Fraction, size: Fraction) -> bool:
    """Is ``q`` (a number of ``text``) a reward (0 or 1) of a binary group with pass share
    ``p``, their mean, a gap to the mean (``1 − p``, ``−p``) or, said as one, their spread
    (population or sample deviation)?"""
    if q.value in (0, 1, p, 1 - p, -p):
        return True
    if not _SPREAD_BEFORE.search(text[max(0, q.start - 60) : q.start]):
        return False
    tolerance = _tolerance(q, True)
    return any(abs(Fraction(v) - q.value) <= tolerance for v in _deviations(p, size))


def _group_advantages(statements: Sequence[Statement]) -> Iterator[_Found]:
    """The advantages of a group with rewards one for a pass and zero otherwise: ``1 − p``
    for a pass and ``−p`` for the others (``p = c/n``), divided by ``√(p(1 − p))`` when the
    narration whitens them (or by the sample deviation, if that is the one it used)."""
    for index in range(len(statements)):
        group = _binary_group(statements, index)
        if group is None:
            continue
        size, passes = group.size, group.passes
        if passes in (0, size):
            continue  # no pass or no failure: every advantage is zero
        p = passes / size
        span = statements[index : index + 4]
        whitened = any(_WHITENED.search(s.text) for s in span)
        # "The mean is point five and the standard deviation is also point five, so every
        # pass gets plus one": a spread stated beside the advantages, the narration's word
        # for whitening (or not: the raw gap is a reading too)
        spread_said = not whitened and any(
            _GROUP_STD.search(s.text[: q.start]) for s in span for q in _quantities(s)
        )
        for offset, s in enumerate(span):
            text = s.text
            quantities = [q for q in _quantities(s) if q not in group.numbers and not q.unit]
            stated: list[tuple[Number, bool]] = []  # (number, of a pass)
            for q in quantities:
                before = text[max(0, q.start - 100) : q.start]
                others, advantage = _OTHERS.search(before), _ADVANTAGE_OF.search(before)
                if advantage is None:
                    advantage = _PASS_GETS.search(before)  # "every pass gets plus one"
                if others and (advantage is None or others.start() > advantage.start()):
                    stated.append((q, False))  # the nearer label says whose value it is
                elif advantage:
                    stated.append((q, True))
            if not stated:
                continue
            # Only rewards of zero and one, their mean, a pass's gap to it and their spread
            # besides: other rewards make other advantages.
            rest = [q for q in quantities if q not in [x for x, _ in stated]]
            if any(not _of_the_group(q, text, p, size) for q in rest):
                break
            for q, passed in stated:
                raw = (1 - p) if passed else -p
                sigma = ""
                unscaled = (
                    f"1 - {_text(passes)}/{_text(size)}"
                    if passed
                    else f"-{_text(passes)}/{_text(size)}"
                )
                if not whitened and not spread_said:
                    computed, expression = raw, unscaled
                else:
                    population, sample = _deviations(p, size)
                    share = f"{_text(passes)}/{_text(size)}"
                    rest_share = f"{_text(size - passes)}/{_text(size)}"
                    spread = f"{share} \\times {rest_share}"
                    readings = [
                        (Fraction(float(raw) / population), f"\\sqrt{{{spread}}}"),
                        (
                            Fraction(float(raw) / sample),
                            f"\\sqrt{{{spread} \\times {_text(size)}/{_text(size - 1)}}}",
                        ),
                    ]
                    if spread_said:
                        readings.append((raw, ""))
                    computed, sigma = min(readings, key=lambda r: abs(r[0] - q.value))
                    top = f"1 - {share}" if passed else f"-{share}"
                    expression = f"({top}) / {sigma}" if sigma else unscaled
                if not _near(computed, q.value):
                    continue
                used = (*group.statements, *statements[index + 1 : index + offset + 1])
                steps = (
                    f"rewards 1 for each of the {_text(passes)} passes and 0 for the others; "
                    f"mean p = {_text(passes)}/{_text(size)}",
                    *((f"whitened: divided by σ = {sigma}",) if sigma else ()),
                )
                yield _Found(used, expression, computed, q, _hedged(text, q), steps)


# "the proxy gained one point seven", "the gold score lost point three"
_CHANGE_VERB = re.compile(
    r"\b(?P<subject>(?:the|its|their|our)\s+(?:[a-z][\w'’-]*\s+){1,2}?)"
    r"(?:has\s+|had\s+)?(?P<verb>gained|lost|rose\s+by|fell\s+by|dropped\s+by|grew\s+by"
    r"|shrank\s+by|increased\s+by|decreased\s+by|went\s+up\s+by|went\s+down\s+by)\s+"
    rf"(?:only\s+|just\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
# The later value told as a movement ("has risen to 2.9"), or both sentences opening on a
# moment ("After one thousand steps, …").
_MOVED_TO = re.compile(rf"\b(?:to|reaches|reached|now(?:\s+is)?)\s+{_HEDGE}?$", re.IGNORECASE)
_AT_A_TIME = re.compile(
    r"\W*(?:after|by|at|before|later|now|then|initially|at\s+first|on\s+day|in\s+week)\b",
    re.IGNORECASE,
)
_GAINS = ("gained", "rose", "grew", "increased", "went up")
_NAME_STOP = wordset(
    "the its their our score scores reward rewards value values has had have is was are"
)
_WORD = re.compile(r"[a-z][\w'’-]+", re.IGNORECASE)


def _names(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text)} - _NAME_STOP


def _named_values(statement: Statement, names: set[str]) -> list[Number]:
    """The quantities whose words since the previous number name one of ``names``."""
    out: list[Number] = []
    last = 0
    for n in statement.numbers:
        if (
            n.role is NumberRole.QUANTITY
            and not n.unit
            and _names(statement.text[last : n.start]) & names
        ):
            out.append(n)
        last = n.end
    return out


def _named_changes(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A quantity named at two moments and then its change in words: "the proxy reward is
    1.2 … the proxy has risen to 2.9 … So the proxy gained 1.7": later minus earlier."""
    for index, statement in enumerate(statements):
        text = statement.text
        for stated in _quantities(statement):
            m = _CHANGE_VERB.search(text[: stated.start])
            if m is None or stated.unit or stated.value <= 0:
                continue
            # The subject's first word tells it from its kin ("the gold score", "the proxy").
            words = [
                w.lower() for w in _WORD.findall(m.group("subject")) if w.lower() not in _NAME_STOP
            ]
            if not words:
                continue
            names = {words[0]}
            values: list[tuple[int, Number]] = []
            for back in range(max(0, index - 3), index):
                values += [(back, n) for n in _named_values(statements[back], names)]
            if len(values) != 2 or values[0][0] == values[1][0]:
                continue  # the quantity named at exactly two moments, one in each sentence
            (first_at, before), (later_at, after) = values
            moved = _MOVED_TO.search(statements[later_at].text[: after.start])
            timed = all(_AT_A_TIME.match(statements[i].text) for i in (first_at, later_at))
            if not (moved or timed):
                continue  # two values of one name, not told as one quantity at two moments
            gain = m.group("verb").lower().startswith(_GAINS)
            computed = after.value - before.value if gain else before.value - after.value
            if computed <= 0 or not _near(computed, stated.value):
                continue  # the other direction, or far off: another quantity's change
            expression = (
                f"{_text(after.value)} - {_text(before.value)}"
                if gain
                else f"{_text(before.value)} - {_text(after.value)}"
            )
            used = tuple(statements[first_at : index + 1])
            yield _Found(used, expression, computed, stated, _hedged(text, stated))


# "Beta grows by a tenth, to point one one": a named quantity changed by an amount, and its
# new value. A fraction said as a word or a percentage ("by a tenth", "by 20 percent") is
# of the quantity itself; any other amount is added or taken off ("falls by 0.2, to 0.5").
_CHANGED_BY = re.compile(
    r"\b(?P<subject>[a-z][\w'’-]*)\s+(?:(?:has|had|is|was)\s+)?"
    r"(?P<verb>grows?|grew|grown|rises?|rose|risen|increases?|increased|climbs?|climbed"
    r"|shrinks?|shrank|shrunk|falls?|fell|fallen|drops?|dropped|decreases?|decreased"
    r"|(?:is\s+|was\s+)?cut|raised|lowered|reduced)\s+by\s+(?:(?:only|just|exactly)\s+)?$",
    re.IGNORECASE,
)
_TO_VALUE = re.compile(
    rf"\s*(?:%|percent|per\s+cent)?\s*,?\s+(?:to|reaching|landing\s+at|ending\s+at)\s+"
    rf"{_HEDGE}?$",
    re.IGNORECASE,
)
_LOWERS = ("shr", "fal", "fel", "dro", "dec", "cut", "is", "was", "low", "red")
MAX_CHANGE_LOOKBACK = 6
"""How many sentences back the quantity's earlier value may be said."""


def _changed_by(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A named quantity's new value after a change by an amount: its last value said before
    (named by the same word, in the paragraph's last few sentences) times one plus or minus
    a fraction, or plus or minus an amount."""
    for index, statement in enumerate(statements):
        text = statement.text
        numbers = _quantities(statement)
        for amount, stated in itertools.pairwise(numbers):
            m = _CHANGED_BY.search(text[max(0, amount.start - 60) : amount.start])
            if m is None or stated.unit or not _TO_VALUE.fullmatch(text[amount.end : stated.start]):
                continue
            name = m.group("subject").lower()
            if name in _NAME_STOP or name in FUNCTION_WORDS:
                continue
            start = amount.start - len(m.group(0))
            base: tuple[int, Number] | None = None
            for back in range(index, max(-1, index - MAX_CHANGE_LOOKBACK - 1), -1):
                earlier = [
                    n
                    for n in _named_values(statements[back], {name})
                    if back < index or n.end <= start
                ]
                if earlier:
                    base = (back, earlier[-1])
                    break
            if base is None or base[1].value == 0:
                continue
            at, before = base
            percent = amount.unit == "percent" or bool(PERCENT_AFTER.match(text, amount.end))
            fraction = percent or bool(_FRACTION_WORD.search(amount.text))
            size = amount.value / 100 if amount.unit == "percent" else amount.value
            down = m.group("verb").lower().startswith(_LOWERS)
            sign = "-" if down else "+"
            if fraction:
                computed = before.value * (1 - size if down else 1 + size)
                expression = f"{_text(before.value)} \\times (1 {sign} {_text(size)})"
            else:
                computed = before.value - size if down else before.value + size
                expression = f"{_text(before.value)} {sign} {_text(size)}"
            hedged_base = _hedged(statements[at].text, before)
            slack = _tolerance(before, True) * (1 + size if fraction else 1) if hedged_base else 0
            yield _Found(
                tuple(statements[k] for k in sorted({at, index})),
                expression,
                computed,
                stated,
                _hedged(text, stated),
                (f"{_text(before.value)} is itself rounded: give or take {_text(Fraction(slack))}",)
                if slack
                else (),
                Fraction(slack),
            )


# "the target would be just the reward, one": at a terminal state nothing is bootstrapped.
_JUST_THE_REWARD = re.compile(
    rf"\b(?:target|return|value)\s+(?:is|would\s+be|becomes|will\s+be)\s+(?:just|only|simply)"
    rf"\s+the\s+(?:immediate\s+)?reward\s*(?:,|:|—|–|of)?\s*{_HEDGE}?$",
    re.IGNORECASE,
)
_REWARD_STATED = re.compile(
    rf"\breward\s+(?:of|is|was|=)\s+{_HEDGE}?$|\breceives?\s+(?:a\s+)?$", re.IGNORECASE
)


def _terminal_target(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A target that is "just the reward": the one reward stated in the sentences before."""
    for index, statement in enumerate(statements):
        text = statement.text
        for stated in _quantities(statement):
            if stated.unit or not _JUST_THE_REWARD.search(text[: stated.start]):
                continue
            rewards = [
                (back, n)
                for back in range(max(0, index - 3), index)
                for n in _quantities(statements[back])
                if not n.unit
                and _REWARD_STATED.search(statements[back].text[max(0, n.start - 30) : n.start])
            ]
            if len({n.value for _, n in rewards}) != 1:
                continue  # no reward said, or several: which one is meant is not told
            at, reward = rewards[-1]
            yield _Found(
                tuple(statements[at : index + 1]),
                f"{_text(reward.value)} + \\gamma \\times 0",
                reward.value,
                stated,
                _hedged(text, stated),
                ("a terminal next state bootstraps nothing: the target is the reward",),
            )


# "If we take the minimum instead, the solution scores point five."
_EXTREME = re.compile(
    r"\b(?:(?:take|taking|use|using|keep|keeping)\s+the\s+(?P<a>minimum|maximum|min|max)\b"
    r"|(?:the|its|their)\s+(?P<b>minimum|maximum|smallest|largest)\s+(?:is|of|comes\s+to)\b)",
    re.IGNORECASE,
)


def _listed(statement: Statement) -> list[Number] | None:
    """A sentence's values when they are a list: a spoken list, or each after an ordinal
    ("the first step point nine, the second point eight, and the third point five")."""
    quantities = [n for n in _quantities(statement) if not n.unit]
    groups = {n.group for n in quantities if n.group is not None}
    if len(groups) == 1:
        items = [n for n in quantities if n.group in groups]
        return items if len(items) >= 2 else None
    if len(quantities) < 2 or len(quantities) != len(_quantities(statement)):
        return None
    ordinals = [n for n in statement.numbers if n.role is NumberRole.ORDINAL]
    if len(ordinals) != len(quantities):
        return None
    for ordinal, value in zip(ordinals, quantities, strict=True):
        if not ordinal.end < value.start or value.start - ordinal.end > 20:
            return None
    return quantities


# "the other three rewards average point four", "the rest average …": a mean of the list
# without one member, and the ordinal that names which member ("For the first response").
_OTHERS_AVERAGE = re.compile(
    r"\bthe\s+(?:other|remaining)\s+(?:[\w-]+\s+){0,2}?(?:average|averages|mean\s+(?:is|of))\s+"
    rf"{_HEDGE}?$",
    re.IGNORECASE,
)


def _mean_of_others(statements: Sequence[Statement]) -> Iterator[_Found]:
    """ "The four responses score 0.8, 0.2, 0.5 and 0.5. For the first response, the other
    three rewards average 0.4.": the mean of the list said before without the member the
    sentence names by its ordinal (a leave-one-out mean)."""
    for index, statement in enumerate(statements):
        text = statement.text
        ordinals = [n for n in statement.numbers if n.role is NumberRole.ORDINAL]
        for stated in _quantities(statement):
            if stated.unit or not _OTHERS_AVERAGE.search(text, 0, stated.start):
                continue
            which = [o for o in ordinals if o.end <= stated.start]
            listed = next(
                (x for t in reversed(statements[:index]) if (x := _listed(t)) is not None), None
            )
            if len(which) != 1 or listed is None or len(listed) < 3:
                continue
            k = int(which[0].value) - 1
            if not 0 <= k < len(listed) or which[0].value.denominator != 1:
                continue
            others = [n.value for j, n in enumerate(listed) if j != k]
            computed = sum(others, Fraction(0)) / len(others)
            if not _near(computed, stated.value):
                continue
            holder = next(t for t in statements[:index] if listed[0] in t.numbers)
            shown = " + ".join(_text(v) for v in others)
            yield _Found(
                (holder, statement),
                f"({shown}) / {len(others)}",
                computed,
                stated,
                _hedged(text, stated),
            )


# "\( k \ge \ln(0.01) / \ln(0.9) \approx 43.7 \), so 44 sweeps are enough": a whole count
# after a lower bound on it, worked out in the math.
_LOWER_BOUND = re.compile(
    # (the statement's math keeps "(" and ")" or "\\(" and "\\)" around it)
    r"(?<![\w\\])[A-Za-z](?:_\{?\w+\}?)?\s*(?:\\geq?(?![A-Za-z])|≥)[^,;]*?"
    r"(?:\\approx|=|≈)\s*(?P<value>\d+(?:\.\d+)?)\s*\\?\)"
)
_COUNT_AFTER_BOUND = re.compile(
    r"\s*,?\s*(?:so|or|that\s+is|i\.e\.|hence|thus)\s+(?:at\s+least\s+)?$", re.IGNORECASE
)


def _whole_count_after_bound(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A whole count said after a lower bound the math works out: "k ≥ … ≈ 43.7, or 44
    sweeps" (the bound rounded up), "…, so 50 sweeps are enough" (a count above
    it may be a margin). A count below the bound ("so 43 sweeps are enough") is a slip: a
    bound of 43.7 needs 44."""
    for statement in statements:
        text = statement.text
        for m in _LOWER_BOUND.finditer(text):
            bound = Fraction(m.group("value"))
            after = [n for n in _quantities(statement) if n.start >= m.end()]
            if not after or not _whole(after[0]):
                continue
            count = after[0]
            if not _COUNT_AFTER_BOUND.fullmatch(text[m.end() : count.start]):
                continue
            needed = Fraction(math.ceil(bound))
            if not _near(needed, count.value):
                continue  # "…, or 2 minutes of play": another quantity, not the count
            # a count above the bound may be a margin ("so 50 sweeps, to be safe"); only one
            # below it contradicts the math
            computed = count.value if count.value >= bound else needed
            yield _Found(
                (statement,),
                f"\\lceil {_text(bound)} \\rceil",
                computed,
                count,
                False,
                (f"a whole count at least {_text(bound)}: {_text(needed)} or more",),
            )


def _extremes(statements: Sequence[Statement]) -> Iterator[_Found]:
    """The minimum or maximum of the list stated just before, named in words."""
    for index, statement in enumerate(statements):
        text = statement.text
        m = _EXTREME.search(text)
        if m is None:
            continue
        after = [n for n in _quantities(statement) if n.start > m.end()]
        if (
            len(after) != 1
            or after[0].unit
            or [n for n in _quantities(statement) if n.end <= m.start()]
        ):
            continue
        stated = after[0]
        listed: list[Number] | None = None
        at = index
        for back in range(index - 1, max(-1, index - 4), -1):
            listed = _listed(statements[back])
            if listed is not None:
                at = back
                break
        if listed is None:
            continue
        word = (m.group("a") or m.group("b")).lower()
        low = word in ("minimum", "min", "smallest")
        values = [n.value for n in listed]
        computed = min(values) if low else max(values)
        if not _near(computed, stated.value):
            continue
        shown = ", ".join(_text(v) for v in values)
        yield _Found(
            tuple(statements[at : index + 1]),
            f"\\{'min' if low else 'max'}({shown})",
            computed,
            stated,
            _hedged(text, stated),
        )


# --- a result said after its inputs, with no operation named -----------------------------------

# A verb of amounting before the result: "Its weight is …", "a step lasts …", "keeps …",
# "comes to …", "is cut to …", "is charged for …" (not "takes", "has", "sees", "scores":
# these state a given as often as a result).
_AMOUNTS = (
    r"(?:is|are|was|were|becomes?|comes?\s+to|works?\s+out\s+(?:to|at)|amounts?\s+to"
    r"|adds?\s+up\s+to|totals?|sums?\s+to|equals?|gives?|leaves?|makes?|keeps?|earns?|gets?"
    r"|collects?|costs?|lasts?|reach(?:es|ed)?|yields?|produces?|is\s+charged\s+for"
    r"|pays?|paid|spends?|spent|saves?|saved|carr(?:y|ies|ied)|holds?|held|contains?"
    # a penalty or a bonus in the amount it moves a score: "a threefold speedup adds point
    # three", "the same coefficient charges two full points", "subtracts", "deducts"
    r"|adds?|charges?|subtracts?|deducts?"
    # "would take eight million generations": the hypothetical is worked out; a plain "takes
    # thirteen steps" states a given as often.
    r"|would\s+(?:take|need|require|cost)"
    r"|(?:grows?|grew|drops?|dropped|falls?|fell|rises?|rose|climbs?|climbed|goes|went"
    r"|moves?|moved|shrinks?|shrank|(?:is\s+)?cut)\s+to|stays?\s+at|ends?\s+(?:up\s+)?at)"
)
_DERIVED_ADVERBS = (
    r"(?:\s+(?:then|now|already|only|just|exactly|therefore|thus|so|still|again|also"
    r"|instead|in\s+total|altogether))*"
)
_SETS_UP = re.compile(SETS_UP, re.IGNORECASE)
# Zero or one said with its decimals ("one point zero", "1.0") is a value worked out, not
# the constant every lesson names.
_DECIMAL_SAID = re.compile(r"\bpoint\b|\d\.\d", re.IGNORECASE)
# A plain "is" states a given as often as a result ("The TD target is two"): it takes a
# sign that the value follows from what was said, a word of consequence before it ("so",
# "then", "which is"), a subject that points back or is made ("Its weight", "That token's
# weight", "the new estimate"), or a leading condition that holds the inputs ("With five
# free calls, …").
_COPULA = re.compile(r"\b(?:is|are|was|were|becomes?)\b", re.IGNORECASE)
_CONSEQUENCE = re.compile(
    r"\b(?:so|then|thus|therefore|hence|now|already|which|that\s+is|altogether|in\s+total)\b"
    r"|\b(?:its|their|that|this|those|these|it|they)\b[^,;:.]*$"
    r"|\b(?:new|resulting|final|updated|combined|overall|remaining)\s+[a-z-]+(?:\s+[a-z-]+)?\s*$"
    r"|^(?:with|if|when|given|after|at|for)\b[^,;]*,[^,;]*$"
    # a leading clause that performs the operation: "Dividing one by the other, the score is"
    r"|^(?:dividing|multiplying|adding|subtracting|squaring|halving|doubling|averaging)\b"
    r"[^,;]*,[^,;]*$",
    re.IGNORECASE,
)
# A relation named for the result (its chance, a share, a total, the minimum, "a quarter
# of them"): the finder of that relation checks it, or nothing does; another combination
# that happens to fit would hide a slip ("the chance that at least one wins is point six").
_NAMED = re.compile(
    rf"\b(?:chance|probability|odds|likelihood|difference|ratio|sum|total|mean"
    rf"|average|averaging|product"
    rf"|minimum|maximum|smallest|largest|{_SHARE_WORD})\b"
    r"|\b(?:half|halves|thirds?|quarters?|fifths?|tenths?|percent)\s+of\b"
    # a reciprocal said in words ("one divided by that root"): its operand is named
    r"|\b(?:one|1)\s+divided\s+by\b"
    # the factor named ("multiplies it by \(\gamma^3\)"): :func:`_scaled_that`
    r"|\bmultipl(?:y|ies|ied|ying)\s+(?:it|that|this|them)\s+by\s+\(",
    re.IGNORECASE,
)
# A number joined by an operator to a symbol is that symbol's coefficient, not a value of
# its own ("\\tau \\times 4").
_COEFFICIENT_BEFORE = re.compile(r"(?:\\[a-zA-Z]+|\b[a-zA-Z])\s*(?:\\times|\\cdot|\*|×)\s*$")
_COEFFICIENT_AFTER = re.compile(r"^\s*(?:\\times|\\cdot|\*|×)\s*(?:\\[a-zA-Z]+|[a-zA-Z]\b)")
_AMOUNTED = re.compile(
    rf"\b{_AMOUNTS}{_DERIVED_ADVERBS}"
    rf"(?:\s+(?:a|an|the)\s+(?:[a-z-]+\s+){{0,2}}(?:of|near|around|at)\b)?\s*{_HEDGE}?\(?\s*$",
    re.IGNORECASE,
)
# A verb of its own, marked as following from what was said ("A budget of 1,000 reads
# therefore buys 5 expected updates"), or an estimate ("a sweep … takes about 10^5 …").
_CONSEQUENT = re.compile(
    rf"(?:\b(?:therefore|thus|hence)\s+[a-z]+s\s+{_HEDGE}?|\btakes?\s+{_HEDGE}|\bmeans\s+{_HEDGE}?"
    # "… cuts 5,478 positions to 765. That is a reduction by a factor of about 7"
    rf"|\bby\s+a\s+factor\s+of\s+{_HEDGE}?)"
    rf"\(?\s*$",
    re.IGNORECASE,
)
_TAKES = re.compile(r"\btakes?\s+$", re.IGNORECASE)
_OFF = re.compile(r"\s+(?:[a-z-]+\s+){0,2}?off\b", re.IGNORECASE)
# The result in apposition: ", a saving of a quarter", ", an expected minus point one".
_APPOSED = re.compile(
    rf",\s*(?:for\s+|or\s+)?(?:a|an)\s+(?:[a-z-]+\s+){{0,2}}(?:(?:of|near|around)\s+)?"
    rf"{_HEDGE}?\(?\s*$"
    # ", about one hundred and thirty-one million parameters": a hedged count in apposition
    rf"|,\s*{_HEDGE}$",
    re.IGNORECASE,
)


# --- a list just said, taken together -------------------------------------------------------

# "Together they hold one thousand tokens", "In all, the four answers come to …".
_TOGETHER = re.compile(
    rf"^\W*(?:together|altogether|in\s+all|in\s+total|combined),?\s+(?:[\w-]+\s+){{0,4}}?"
    rf"{_AMOUNTS}\s+{_HEDGE}?$",
    re.IGNORECASE,
)


# Between the items of a list: "1, 0.25 and 0.0625", "two, three, and four".
_LIST_GAP = re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+)", re.IGNORECASE)
# After a list, what its total or mean is said with: ", which add up to", ", for a total of",
# ", which average".
_LIST_RESULT = re.compile(
    r"\s*,?\s*(?:(?:which|that|these|they|and\s+(?:together\s+)?they)\s+(?:all\s+)?"
    r"(?P<verb>add\s+up\s+to|adds\s+up\s+to|sum\s+to|sums\s+to|total|totals|come\s+to"
    r"|average|averages)|(?:for\s+)?a\s+(?P<noun>total|sum|mean|average)\s+of"
    # "keeps point six and point six five, whose average is point six two five"
    r"|whose\s+(?P<whose>total|sum|mean|average)\s+(?:is|comes\s+to))\s+"
    rf"{_HEDGE}?",
    re.IGNORECASE,
)


def _list_and_its_total(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A list of values and its sum or mean said right after it: "The squared weights are 1,
    0.25 and 0.0625, which add up to 1.3125"; "… earn two, three and four, for a total of
    nine"; "scores of 4, 6 and 8, which average 6"."""
    for statement in statements:
        text = statement.text
        quantities = _quantities(statement)
        k = 0
        while k < len(quantities):
            run = [quantities[k]]
            while (
                k + len(run) < len(quantities)
                and quantities[k + len(run)].unit == run[0].unit
                and _LIST_GAP.fullmatch(text, run[-1].end, quantities[k + len(run)].start)
            ):
                run.append(quantities[k + len(run)])
            k += len(run)
            if len(run) < 2 or k >= len(quantities):
                continue
            result = quantities[k]
            said = _LIST_RESULT.fullmatch(text, run[-1].end, result.start)
            if said is None or result.unit != run[0].unit:
                continue
            total = sum((n.value for n in run), Fraction(0))
            shown = " + ".join(_text(n.value) for n in run)
            word = (said.group("verb") or said.group("noun") or said.group("whose") or "").lower()
            if word.startswith(("average", "mean")):
                total, shown = total / len(run), f"({shown}) / {len(run)}"
            yield _Found((statement,), shown, total, result, _hedged(text, result))


# A total, then a colon and its parts, each with what it is for: "about 16 bytes per
# parameter: 2 for the weights, 2 for the gradients, 4 for a master copy and 8 for the
# moments".
_TOTAL_THEN_COLON = re.compile(r"\s*(?:[A-Za-z][\w-]*(?:\s+|(?=:))){0,4}:\s*")
_PART_FOR = r"\s*(?:[a-z][\w-]*\s+)?(?:for|on|in|from|by)\s+[^,;:.!?()]{1,60}?"
_PART_GAP = re.compile(rf"{_PART_FOR}(?:\s*,\s*(?:and\s+)?|\s+and\s+)")
_LAST_PART = re.compile(rf"{_PART_FOR}\s*(?:[.;!?]\s*)?")


def _total_then_parts(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A total said before a colon and the parts it is made of after it, each with what it
    goes to ("needs about 16 bytes per parameter: 2 for the weights, 2 for the gradients, 4
    for a master copy and 8 for the moments"): the parts add up to the total. A total that
    counts the parts ("three settings: 0.1 for …"), a share (parts of a percentage may be
    averaged) and a list that does not end the sentence are not read."""
    for statement in statements:
        text = statement.text
        quantities = _quantities(statement)
        for k, total in enumerate(quantities):
            if total.unit == "percent" or not _TOTAL_THEN_COLON.fullmatch(
                text, total.end, quantities[k + 1].start if k + 1 < len(quantities) else total.end
            ):
                continue
            parts = [quantities[k + 1]]
            while k + 1 + len(parts) < len(quantities) and _PART_GAP.fullmatch(
                text, parts[-1].end, quantities[k + 1 + len(parts)].start
            ):
                parts.append(quantities[k + 1 + len(parts)])
            if (
                len(parts) < 2
                or not _LAST_PART.fullmatch(text, parts[-1].end)
                or any(p.unit != parts[0].unit for p in parts)
                or (parts[0].unit is not None and parts[0].unit != total.unit)
                or total.value == len(parts)
                or total.value <= max(p.value for p in parts)
            ):
                continue
            shown = " + ".join(_text(p.value) for p in parts)
            computed = sum((p.value for p in parts), Fraction(0))
            yield _Found((statement,), shown, computed, total, _hedged(text, total))


_WHOLE_CUE = re.compile(
    r"\b(?:whole|total|overall|therefore|altogether|together|in\s+all|combined|entire)\b",
    re.IGNORECASE,
)


def _together(statements: Sequence[Statement]) -> Iterator[_Found]:
    """The sum of the list of three or more values the sentence before says, said as the
    first value of the next sentence: told with "together" or "in all" ("Take a batch of
    four responses with fifty, fifty, one hundred and eight hundred tokens. Together they hold
    one thousand tokens": 50 + 50 + 100 + 800), or without such a word ("Suppose the four
    frames of a block earn zero, one, zero and two points. The agent records a reward of
    three for that step"). Without the word the next sentence may say anything, so only a
    value that is the sum exactly (and none of the listed values) is read as it: a match,
    never a ✗."""
    for index, statement in enumerate(statements[1:], 1):
        first = next(iter(_quantities(statement)), None)
        if first is None or first.unit:
            continue
        listed = _listed(statements[index - 1])
        loose = False
        if not listed:
            # amounts said clause by clause ("Generation takes ninety seconds, scoring takes
            # ten, and the update takes thirty. The whole step is therefore one hundred and
            # thirty seconds"): their exact sum, after a word of the whole, only
            listed = [n for n in _quantities(statements[index - 1]) if n.unit is None]
            loose = len(listed) == len(_quantities(statements[index - 1]))
            if not loose or not _WHOLE_CUE.search(statement.text, 0, first.start):
                continue
        if len(listed) < 3:
            continue
        total = sum((n.value for n in listed), Fraction(0))
        told = not loose and _TOGETHER.fullmatch(statement.text[: first.start]) is not None
        if not told and (first.value != total or any(n.value == total for n in listed)):
            continue
        shown = " + ".join(_text(n.value) for n in listed)
        hedged = _hedged(statement.text, first) if told else False
        yield _Found((statements[index - 1], statement), shown, total, first, hedged)


def _combinations(operands: Sequence[Number]) -> Iterator[tuple[str, Fraction, tuple[int, ...]]]:
    """Every simple combination of two or three of the numbers: a sum, a difference, a
    product, a quotient, ``a ± b × c``, or a power by a whole count up to 20; with its
    expression and the positions of the numbers it uses. Identities (× 1, + 0) and one
    mention used twice are left out: they restate a number rather than compute one (two
    mentions of one value are multiplied only)."""
    for i, j in itertools.permutations(range(len(operands)), 2):
        a, b = operands[i].value, operands[j].value
        if a == b:
            # two mentions of one value multiply ("a width of four and four expansions
            # each"); their sum, difference, quotient or power would fit too often by chance
            if i < j and a not in (0, 1):
                yield f"{_text(a)} \\times {_text(b)}", a * b, (i, j)
            continue
        if 0 in (a, b):
            continue  # (+ 0, − 0, × 0: an identity or nothing)
        if i < j:
            yield f"{_text(a)} + {_text(b)}", a + b, (i, j)
        yield f"{_text(a)} - {_text(b)}", a - b, (i, j)
        if 1 in (a, b):
            continue
        if i < j:
            yield f"{_text(a)} \\times {_text(b)}", a * b, (i, j)
        yield f"{_text(a)} / {_text(b)}", a / b, (i, j)
        if b.denominator == 1 and 2 <= b <= 20 and abs(a) < 10:
            yield f"{_text(a)}^{{{b}}}", a ** int(b), (i, j)
    for i, j, k in itertools.permutations(range(len(operands)), 3):
        a, b, c = (operands[n].value for n in (i, j, k))
        if j > k or len({a, b, c}) < 3 or {b, c} & {Fraction(0), Fraction(1)}:
            continue
        yield f"{_text(a)} - {_text(b)} \\times {_text(c)}", a - b * c, (i, j, k)
        yield f"{_text(a)} + {_text(b)} \\times {_text(c)}", a + b * c, (i, j, k)


MAX_DERIVED_OPERANDS = 8
"""How many of the numbers said just before a result the search combines (the nearest)."""


def _derived(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A result told as the amount of something ("Its weight is one point five") right
    after its inputs ("probability point two … gives the same token point three"), with
    no operation named: the one simple combination of the numbers of its sentence, the
    two before and the paragraph's set-up sentences that gives the stated value. Exactly,
    unless the value is hedged (then at its stated precision); any second combination of
    other values that also fits makes the reading a guess, and it is dropped. A hedged or
    small whole result ("about 0.51", "three different estimates") takes two operands
    only: three make such values too easy to hit by chance. A value of a list is not a
    result of its own. Only an agreement can be found so: with no relation named, a wrong
    result leaves nothing to compare."""
    free = [_free(s) for s in statements]
    sets_up = [_SETS_UP.search(s.text) is not None for s in statements]
    for index, statement in enumerate(statements):
        text = statement.text
        if sets_up[index] or _NAMED.search(text):
            # "Take a response of ten tokens": a set-up states inputs; a relation named
            # is its own finder's to read.
            continue
        # The numbers of the two sentences before, and the parameters the example set up
        # earlier in the paragraph ("Take a penalty of point zero two per call"), each with
        # the sentence it is said in.
        near = range(max(0, index - 2), index)
        setup = [k for k in range(max(0, index - 2)) if sets_up[k]]
        before = [(k, n) for k in (*setup, *near) for n in free[k]]
        for stated in _quantities(statement):
            value = stated.value
            head = text[: stated.start]
            verb = (
                _AMOUNTED.search(head)
                or _APPOSED.search(head)
                or _CONSEQUENT.search(head)
                # "the penalty takes point four off each response's reward"
                or (_TAKES.search(head) if _OFF.match(text, stated.end) else None)
            )
            if (
                (value in (0, 1) and not _DECIMAL_SAID.search(stated.text))
                or stated.unit
                or stated.group is not None
                or verb is None
                or (_COPULA.fullmatch(verb.group(0).split()[0]) and not _consequence(head))
            ):
                continue  # one value of a list ("about 0.67, 0.24 and 0.09") is of a whole
            candidates = [*before, *((index, n) for n in free[index] if n.end <= stated.start)]
            if len(candidates) < 2 or any(abs(n.value) == abs(value) for _, n in candidates):
                continue  # the value restates a number already said, or its negation
            # The nearest numbers only: the search stays small whatever the paragraph holds.
            candidates = candidates[-MAX_DERIVED_OPERANDS:]
            hedged = _hedged(text, stated)
            tolerance = _tolerance(stated, hedged) if hedged else Fraction(0)
            # Three operands only for an exact result that is not a small whole number:
            # within a rounding, or as "three", too many triples fit by chance.
            two = hedged or (value.denominator == 1 and abs(value) <= 10)
            fits: dict[frozenset[Fraction], tuple[str, Fraction, tuple[int, ...]]] = {}
            operands = [n for _, n in candidates]
            exponents = {
                p
                for p, (k, n) in enumerate(candidates)
                if _EXPONENT_SAID.search(statements[k].text, max(0, n.start - 30), n.start)
            }
            for expression, computed, positions in _combinations(operands):
                if any(
                    p in exponents and not expression.endswith(f"^{{{_text(operands[p].value)}}}")
                    for p in positions
                ):
                    # "Raising 7.39 to the power 1.3 gives about 9.61": an exponent said is
                    # one only (set 330: 7.39 × 1.3 = 9.61 passed a planted slip)
                    continue
                used = frozenset(operands[p].value for p in positions)
                if len(used) < len(positions) and len({candidates[p][0] for p in positions}) > 1:
                    continue  # one value said in two sentences is no pair of factors
                if (
                    abs(computed - value) <= tolerance
                    and not (two and len(used) > 2)
                    and (used not in fits or sum(positions) > sum(fits[used][2]))
                ):
                    fits[used] = (expression, computed, positions)  # the nearest said
            if len(fits) != 1:
                continue
            ((expression, computed, positions),) = fits.values()
            said = sorted({candidates[p][0] for p in positions} | {index})
            yield _Found(tuple(statements[k] for k in said), expression, computed, stated, hedged)


# Before an exponent said in words: "… to the power 1.3", "… raised to the power of ten".
_EXPONENT_SAID = re.compile(r"\bto\s+the\s+power\s+(?:of\s+)?$", re.IGNORECASE)


def _consequence(head: str) -> bool:
    """Does the clause before a plain "is" mark its value as following from what was said?"""
    clause = re.split(r"[;:]|,\s+(?:and|but|so)\s+", head)[-1]
    return bool(_CONSEQUENCE.search(clause) or _CONSEQUENCE.search(head))


def _free(statement: Statement) -> list[Number]:
    """The statement's quantities that are values of their own: no unit, not a symbol's
    coefficient."""
    text = statement.text
    return [
        n
        for n in _quantities(statement)
        if not n.unit
        and not _COEFFICIENT_BEFORE.search(text[: n.start])
        and not _COEFFICIENT_AFTER.match(text, n.end)
        and not _OF_A_POWER.match(text, n.end)
        and not _OF_A_POWER_BEFORE.search(text[: n.start])
    ]


# Between the two numbers of a frequency: "one in ten thousand", "three in eight".
_IN_BETWEEN = re.compile(r"\s+in\s+(?:a\s+|every\s+)?", re.IGNORECASE)


def _of_a_frequency(statement: Statement, number: Number) -> bool:
    """Is ``number`` the denominator of a frequency said in words ("one in ten thousand")?"""
    earlier = [q for q in _quantities(statement) if q.end <= number.start]
    return (
        bool(earlier)
        and _IN_BETWEEN.fullmatch(statement.text, earlier[-1].end, number.start) is not None
    )


# The base and the exponent of a power written in math ("\\(2^{8}\\)"): the power is the value,
# not either number alone (a second reading from them makes a result a guess, or a false one).
_OF_A_POWER = re.compile(r"\s*\^")
_OF_A_POWER_BEFORE = re.compile(r"\^\s*\{?\s*$")


# "Multiplying these gives 4,000", "Adding the three together gives 1.2": the numbers of the
# sentence before, combined as named.
_COMBINED = re.compile(
    r"^\W*(?:(?:so|then|now)\s*,?\s+)?(?P<verb>multiplying|adding|summing|dividing)\s+"
    # "Dividing gives a logit of exactly two": the object may go unsaid
    r"(?:(?:these|them|those|the\s+(?P<count>two|three|four)(?:\s+[a-z-]+)?"
    # "Dividing one by the other": the two of the sentence before, in no stated order
    r"|(?<=dividing\s)(?:the\s+)?one\s+by\s+the\s+other"
    # "Dividing the shift by the spread": the two named, by names the sentence before need
    # not use (read only where it agrees)
    r"|(?:(?<=dividing\s)|(?<=multiplying\s))(?P<named>(?:the|its|their)\s+[a-z-]+(?:\s+[a-z-]+)?\s+by\s+"
    r"(?:the|its|their)\s+[a-z-]+(?:\s+[a-z-]+)?))(?:\s+|(?=,)))?"
    rf"(?:together\s+)?,?\s*(?:(?:gives|yields|comes\s+to|makes|leaves)\s+(?:us\s+)?"
    # "…, each cluster is owed five hundred": a short subject and a verb of being or getting
    rf"|(?<=,\s)[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){{0,3}}\s+(?:(?:is|are)(?:\s+(?:owed|worth))?"
    rf"|gets|receives|{_ARRIVES}"
    # "Multiplying the two, the batch mean falls by point zero five": the change it comes to
    r"|(?:falls|drops|rises|grows|shrinks|climbs)\s+by)\s+)"
    rf"(?:(?:a|an)\s+(?:[a-z-]+\s+){{1,2}}of\s+)?(?:exactly\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
_COUNT_WORDS = {"two": 2, "three": 3, "four": 4}
# A value a sentence states as the result of its own arithmetic: "… of six thousand is [four
# thousand two hundred]".
_STATED_RESULT = re.compile(
    rf"\b(?:is|are|gives|equals|makes|comes\s+to)\s+{_HEDGE}?$", re.IGNORECASE
)
# A number a formula in math works out: "\\(0.951 \\times 80 \\approx 76.1\\)".
_WORKED_IN_MATH = re.compile(r"(?:=|\\approx|≈)\s*$")
# A number that a value changed to: "… is cut to 0.5", "rises from 3 to 5", "becomes 2".
_CHANGED_TO = re.compile(rf"\b(?:to|into|becomes?)\s+{_HEDGE}?$", re.IGNORECASE)
MAX_COMBINED = 4
"""The most numbers of the sentence before that "multiplying these" combines."""


def _rates(numbers: Sequence[Number], statement: Statement) -> list[Number]:
    """``numbers`` with each share said as "three in ten" read as one value (0.3): the
    whole it is out of is no operand of its own."""
    wholes = [w for n in numbers if (w := _out_of(n, statement)) is not None]
    return [_one_in(n, statement) for n in numbers if n not in wholes]


def _typed_names(named: str) -> bool:
    """Does "the X by the Y" name a count or a rate ("the token count by the decoding rate")?"""
    heads = [part.split()[-1].lower() for part in re.split(r"\s+by\s+", named) if part.split()]
    return any(h in _RATE_NOUNS or h in _COUNT_NOUNS for h in heads)


def _combined(statements: Sequence[Statement]) -> Iterator[_Found]:
    """The numbers of a sentence combined as the next sentence names it ("Take 4 actions, 50
    rollouts each, and trajectories of 20 steps. Multiplying these gives 4,000 simulated
    steps"): their product or sum, against the value stated."""
    for before, statement in itertools.pairwise(statements):
        # (not the count of "Adding the two gives …")
        stated = next(
            (n for n in _quantities(statement) if not _definite_count(statement.text, n)), None
        )
        if stated is None:
            continue
        m = _COMBINED.match(statement.text[: stated.start])
        if m is None:
            continue
        count = m.group("count")
        atoms = _atoms(before)
        powers = [a for a in atoms if a.powered]
        if (
            2 <= len(powers) <= MAX_COMBINED
            # (every other number of the sentence a count of things: "all four fail")
            and all(a.powered or _definite_count(before.text, a.last) for a in atoms)
            and m.group("verb").lower() in ("adding", "summing", "multiplying")
            and (count is None or _COUNT_WORDS[count.lower()] == len(powers))
        ):
            # "All four pass with probability point nine raised to the fourth power, and all
            # four fail with probability point one raised to the fourth. Adding the two gives
            # …": the powers the sentence names are the terms, not their bases and exponents
            op = "*" if m.group("verb").lower() == "multiplying" else "+"
            ops = [op] * (len(powers) - 1)
            computed = _evaluate([a.value for a in powers], ops)
            if computed is not None:
                shown = _show([a.shown for a in powers], ops)
                yield _Found(
                    (before, statement), shown, computed, stated, _hedged(statement.text, stated)
                )
            continue
        operands = _rates(_free(before), before)
        if not 2 <= len(operands) <= MAX_COMBINED:
            continue
        if any(_CHANGED_TO.search(before.text, 0, n.start) for n in operands):
            continue  # "the noise is cut to 0.5": one quantity's values, not its terms
        if count is not None and _COUNT_WORDS[count.lower()] != len(operands):
            continue
        results = [n for n in operands if _STATED_RESULT.search(before.text, 0, n.start)]
        worked = [n for n in operands if _WORKED_IN_MATH.search(before.text, 0, n.start)]
        if len(worked) == 1:
            # "The value part is \(0.951 \times 80 \approx 76.1\). Adding them gives …": a
            # formula's inputs and its result are no terms to combine ("them" are results
            # said before, one of them not in this sentence)
            continue
        if 2 <= len(results) < len(operands):
            # "Seventy percent of six thousand is four thousand two hundred, and forty percent
            # of two thousand is eight hundred. Adding those gives five thousand": the
            # results the sentence worked out, not their inputs
            operands = results
        verb = m.group("verb").lower()
        if verb == "dividing" and len(operands) != 2:
            continue  # the first said by the second: two numbers only
        op = {"multiplying": "*", "dividing": "/"}.get(verb, "+")
        values = [n.value for n in operands]
        if (
            op == "/"
            and values[1] != 0
            and values[0] != 0
            and (values[0] > values[1]) != (stated.value > 1)
        ):
            # "Among 540 traces, suppose 378 reach the right answer. Dividing gives point
            # seven": no order said, so the share (part by whole) when the value stated is
            # below one, the ratio (whole by part) when it is above
            values.reverse()
        computed = _evaluate(values, [op] * (len(values) - 1))
        if computed is None:
            continue
        shown = _show([_text(v) for v in values], [op] * (len(values) - 1))
        hedged = _hedged(statement.text, stated)
        found = _Found((before, statement), shown, computed, stated, hedged)
        if m.group("named") and (not _agrees(found) or _typed_names(m.group("named"))):
            # the names may be of other values than these two; names of a count or a rate
            # are read by their type (_named_quantities), and bind there or nowhere
            continue
        yield found


# "Subtracting, A is ahead by 18 questions", "we divide the radius by four and get point oh
# oh five": an operation named by its verb, its operands (or all but one) said before by what
# they are, not by their values.
_NAMED_VERB = re.compile(
    r"^\W*(?:(?:so|then|now|and)\s*,?\s+)?(?:(?:we|you)\s+(?:can\s+)?)?"
    r"(?P<verb>divid(?:e|ing)|multipl(?:y|ying)|subtract(?:ing)?|add(?:ing)?)\b"
    r"(?!\s+(?:up|together|them|these|those|it|this|that)\b)"
    r"(?P<object>[^.;:]*?)"
    r"(?:\s*,\s*(?:(?:and|so)\s+)?(?:[a-z][\w'’-]*\s+){0,6}?"
    # (a clause's verb of the third person: "…, gravity pulls two and a half times harder")
    r"(?:is|are|was|comes\s+to|gets?|by|to|[a-z]{2,}s)"
    r"|\s+(?:and\s+(?:you\s+|we\s+)?get|gives|yields|leaves|comes\s+to|makes|to\s+get))\s+"
    rf"(?:(?:a|an|the)\s+(?:[a-z-]+\s+){{0,2}}of\s+)?{_HEDGE}?$",
    re.IGNORECASE,
)
_VERB_OPS = {"divid": "/", "multipl": "*", "subtract": "-", "add": "+"}
# A second step coordinated with the verb's operation, a gerund after "and"/"then": "Adding
# one and taking the reciprocal gives …" (the reciprocal is read; any other step leaves the
# sentence unread, since one operation would miss it).
_SECOND_STEP = re.compile(
    r"\s*,?\s+(?:and|then)\s+(?:then\s+)?(?:(?P<reciprocal>taking\s+(?:the\s+)?(?:reciprocal|inverse)"
    r"|inverting)|[a-z]+ing\b)",
    re.IGNORECASE,
)
MAX_SEARCHED = 6
"""The most values said before that an operation named by its verb is searched among."""
_COUNT_DETERMINER = re.compile(r"\b(?:the|these|those|all)\s+$", re.IGNORECASE)
_SMALL_COUNT_VALUES = frozenset(Fraction(k) for k in range(2, 13))
_OPENING_WORDS = 12
# The verb's operand right after it: "Subtracting \(\frac{7}{8}\)", "Dividing by four".
_DIRECT_OPERAND = re.compile(r"\s+(?:by\s+)?\(?\s*", re.IGNORECASE)
"""How far into its sentence (in characters) a verb opens it ("So, subtracting …")."""


def _words_before(text: str, number: Number, count: int = 4) -> tuple[str, ...]:
    """The stems of the ``count`` words before a number ("raw win rate of"): what it measures."""
    found = _WORDS_AHEAD.findall(text, max(0, number.start - 60), number.start)
    return tuple(stem(w.lower()) for w in found[-count:])


def _operation_searched(statements: Sequence[Statement]) -> Iterator[_Found]:
    """An operation named by its verb whose operands are said before by what they are
    ("Model A answers 412 questions, model B 394. Subtracting, A is ahead by 18 questions"):
    the values of the two sentences before (and of this one before the verb, and any said in
    the operation's own words) are searched for the one pair the operation takes to the
    stated value. Read only where exactly one pair agrees: which values the words name is not
    known, so a value no pair gives is no slip. Except where the sentence opens on the verb
    with its one operand said ("Subtracting \\(\\frac{7}{8}\\) leaves a KL of about 1.329"):
    with no value before that it takes to the result, it acts on the last value the sentence
    before says (2.079 − 0.875, a ✗)."""
    for index, statement in enumerate(statements):
        text = statement.text
        numbers = _quantities(statement)
        for stated in numbers:
            m = _NAMED_VERB.match(text[: stated.start])
            if m is None or stated.unit:
                continue
            op = next(o for k, o in _VERB_OPS.items() if m.group("verb").lower().startswith(k))
            # "Adding one and taking the reciprocal gives …": a second step, coordinated
            step = _SECOND_STEP.search(text, m.start("object"), m.end("object"))
            if step is not None and not step.group("reciprocal"):
                continue  # a step this reading does not know: no single operation
            object_end = step.start() if step is not None else m.end("object")
            said = [
                n
                for n in numbers
                if m.start("object") <= n.start < object_end
                # ("Adding the two parts gives …": a count of the operands, not one)
                and not (
                    n.value in _SMALL_COUNT_VALUES
                    and _COUNT_DETERMINER.search(text, max(0, n.start - 10), n.start)
                )
            ]
            if len(said) > 1 or any(n.unit for n in said) or _typed_names(m.group("object")):
                continue  # (a count and a rate named: _named_quantities reads them by type)
            earlier = [
                (s, n) for s in statements[max(0, index - 2) : index] for n in _rates(_free(s), s)
            ]
            like = op == "-" and _POINTS_AFTER.match(text, stated.end) is not None
            if like:
                # "Subtracting, X leads by 8 points": a difference of percentages, in points,
                # of one measure (the words before each value the same: "raw win rate of")
                earlier = [
                    (s, n)
                    for s in statements[max(0, index - 2) : index]
                    for n in _quantities(s)
                    if n.unit == "percent"
                ]
            earlier = [(s, n) for s, n in earlier if n.value != stated.value]
            if not earlier or (len(earlier) > MAX_SEARCHED and not said):
                continue
            pairs: list[tuple[tuple[Statement, ...], Number, Number]] = []
            if said:
                for s, n in earlier:
                    pairs += [((s,), n, said[0]), ((s,), said[0], n)]
            else:
                for (s1, a), (s2, b) in itertools.permutations(earlier, 2):
                    if like and _words_before(s1.text, a) != _words_before(s2.text, b):
                        continue
                    pairs.append(((s1, s2), a, b))
            agreeing: dict[frozenset[Fraction] | tuple[Fraction, Fraction], _Found] = {}
            for holders, a, b in pairs:
                computed = _evaluate([a.value, b.value], [op])
                if computed is None:
                    continue
                shown = _show([_text(a.value), _text(b.value)], [op])
                if step is not None:
                    if computed == 0:
                        continue
                    computed, shown = 1 / computed, f"1 / ({shown})"
                used = tuple(dict.fromkeys((*holders, statement)))
                found = _Found(used, shown, computed, stated, _hedged(text, stated))
                if _agrees(found):
                    key: frozenset[Fraction] | tuple[Fraction, Fraction] = (
                        frozenset((a.value, b.value)) if op in "+*" else (a.value, b.value)
                    )
                    agreeing.setdefault(key, found)
            if len(agreeing) == 1:
                yield next(iter(agreeing.values()))
                break
            before = _free(statements[index - 1]) if index else []
            if (
                agreeing
                or not said
                or not before
                or m.start("verb") > _OPENING_WORDS
                or not _DIRECT_OPERAND.fullmatch(text, m.end("verb"), said[0].start)
            ):
                continue
            # the one operand said, acting on the value just said: "… gives \(\log 8 \approx
            # 2.079\). Subtracting \(\frac{7}{8}\) leaves a KL of about 1.329"
            running, operand = before[-1], said[0]
            if _of_a_frequency(statements[index - 1], running):
                break  # "the rate of one in ten thousand": a rate, not 10,000
            computed = _evaluate([running.value, operand.value], [op])
            if computed is not None and step is not None:
                computed = 1 / computed if computed != 0 else None
            if computed is not None:
                shown = _show([_text(running.value), _text(operand.value)], [op])
                if step is not None:
                    shown = f"1 / ({shown})"
                used = (statements[index - 1], statement)
                yield _Found(used, shown, computed, stated, _hedged(text, stated))
            break


# "one minus that", "that times four": an operation on the result said just before, then its
# own result ("Pass-at-four is then one minus that, roughly point four nine").
_ON_THAT = re.compile(
    r"(?:(?P<a>\S+(?:\s+\S+){0,3}?)\s+(?P<op>minus|plus|times)\s+(?:that|this|it)"
    r"|(?:that|this|it)\s+(?P<op2>minus|plus|times|divided\s+by|over)\s+(?P<b>\S+(?:\s+\S+){0,3}?))"
    r"(?=\s*,|\s+(?:which|that|this|is|gives|comes|equals|makes|leaves))",
    re.IGNORECASE,
)


def find_carried(lesson: Lesson, examples: Sequence[WorkedExample]) -> tuple[WorkedExample, ...]:
    """Results worked out in the next sentence from an example's result ("The chance that
    all four miss is point eight to the fourth, about point five one. Pass-at-four is then
    one minus that, roughly point four nine."), computed from the example's result as said
    when it is right, and from what it really is when it is wrong: a slip carried into the
    next sentence is a ✗ there too."""
    index = {s.id: k for k, s in enumerate(lesson.statements)}
    out: list[WorkedExample] = []
    for example in examples:
        at = index.get(example.statement_ids[-1]) if example.statement_ids else None
        if at is None or at + 1 >= len(lesson.statements):
            continue
        before, statement = lesson.statements[at], lesson.statements[at + 1]
        if statement.paragraph != before.paragraph:
            continue
        numbers = _quantities(statement)
        text = statement.text
        for m in _ON_THAT.finditer(text):
            side = "a" if m.group("op") else "b"
            # the operand is the number that ends its side: "… then [one] minus that"
            operand = next(
                (n for n in numbers if n.start >= m.start(side) and n.end == m.end(side)), None
            )
            if operand is None:
                continue
            stated = next((n for n in numbers if n.start >= m.end()), None)
            between = text[m.end() : stated.start] if stated is not None else ""
            if stated is None or not (_RESULT.match(between) or _APPOSED_RESULT.match(between)):
                continue
            # a right result is used as said (its rounding is the narration's); a wrong one
            # as it really is, so that its slip shows in what is worked out from it
            value = example.stated if example.ok else example.computed
            result = Fraction(value).limit_denominator(10**9)
            op = _SYMBOL[(m.group("op") or m.group("op2")).split()[0].lower()]
            values = [operand.value, result] if side == "a" else [result, operand.value]
            computed = _evaluate(values, [op])
            if computed is None:
                continue
            shown = _show([_text(v) for v in values], [op])
            found = _Found((before, statement), shown, computed, stated, _hedged(text, stated))
            worked = _example(found)
            carried = {**worked.params, "carried_from": calc.format_number(value)}
            out.append(replace(worked, params=carried))
    return tuple(out)


def find_derived(lesson: Lesson) -> tuple[WorkedExample, ...]:
    """Results said after their inputs with no operation named (see :func:`_derived`): the
    checker's last resort, kept only where no other reading states the same result."""
    return tuple(
        _example(found)
        for paragraph in _paragraphs(lesson)
        for found in _derived(paragraph)
        if not _operand_of_more(found)
    )


# --- the lesson --------------------------------------------------------------------------------


def _paragraphs(lesson: Lesson) -> Iterator[list[Statement]]:
    current: list[Statement] = []
    for statement in lesson.statements:
        if current and statement.paragraph != current[-1].paragraph:
            yield current
            current = []
        current.append(statement)
    if current:
        yield current


# Arithmetic right after a number: "point six cubed plus …", "two times …".
# ("times" before the clause ends counts occasions: "is called 50,000 times.")
_MORE_ARITHMETIC = re.compile(
    r"\s*(?:cubed|squared|(?:raised\s+)?to\s+the\s+(?:power|\w+\s+power)|plus|minus|"
    r"times(?!\s*(?:[.,;:!?)]|$|\s+(?:and|but|or|so|which|per|over|as|more|less|fewer)\b"
    r"|\s+[a-z]+er\b))|"
    r"multiplied\s+by|"
    r"divided\s+by|[+×*/^·−]|\\(?:times|cdot|div)\b"
    # an ASCII minus in a formula: "\(1 - 0.7^4\)" (not a hyphen joining words)
    r"|-(?=\s*[\d(\\]))",
    re.IGNORECASE,
)


def _operand_of_more(found: _Found) -> bool:
    """Is the "stated result" an operand of more arithmetic ("which is point six cubed plus
    three times …")? Then it states no result: the sum it starts is said further on."""
    for statement in found.statements:
        if any(n is found.stated for n in statement.numbers):
            more = _MORE_ARITHMETIC.match(statement.text, found.stated.end)
            if more is not None and more.group(0).strip().lower() == "times":
                if _HOW_OFTEN.match(statement.text, more.end()):
                    # "… so twenty-four times in total, against three times for …": how often,
                    # the result itself (set 233)
                    return False
                # "that bound allows ten times the best error.": a multiple of a quantity
                # named, not of a number said, in the rest of its clause
                end = _CLAUSE_STOP.search(statement.text, more.end())
                stop = end.start() if end is not None else len(statement.text)
                return any(more.end() <= n.start < stop for n in statement.numbers)
            return more is not None
    return False


_CLAUSE_STOP = re.compile(r"[.;:!?]|,\s+(?:and|but|so|which|while)\b")
# After "N times": a count of occurrences, ended or said to be the whole ("in total").
_HOW_OFTEN = re.compile(
    r"\s*(?:[,.;:!?]|$|in\s+(?:total|all)\b|altogether\b|overall\b|per\b|each\b)", re.I
)


def _as_a_rate(found: _Found) -> _Found:
    """The result read as the rate it is said as, when it is: "point one to the eighth, is one
    in a hundred million" states 10⁻⁸, not one (:func:`_one_in`); else as found."""
    holder = next((s for s in found.statements if any(n is found.stated for n in s.numbers)), None)
    whole = _out_of(found.stated, holder) if holder is not None else None
    if holder is None or whole is None or _agrees(found):
        return found
    against_whole = replace(found, stated=whole, hedged=_hedged(holder.text, whole))
    if _agrees(against_whole):
        # "we raise forty to the fifth power. That gives one chance in one hundred and two
        # million four hundred thousand": the whole is what was worked out
        return against_whole
    rate = _one_in(found.stated, holder)
    # "roughly 1 in 29,000": the whole is rounded, and so is the rate it gives
    hedged = _hedged(holder.text, found.stated)
    slack = rate.value * _tolerance(whole, hedged) / whole.value
    return replace(found, stated=rate, hedged=hedged, slack=found.slack + slack)


def _unit_after(statement: Statement, number: Number) -> tuple[str, Fraction, Fraction] | None:
    """The unit of :data:`UNIT_SIZES` named right after ``number`` ("two [bytes]"), if any."""
    m = _UNIT_AFTER.match(statement.text, number.end)
    return unit_size(m.group("unit")) if m is not None else None


def _ratio_off(value: Fraction, stated: Fraction) -> float:
    """How many times ``value`` is from ``stated`` (≥ 1; infinite at zero)."""
    if value == 0 or stated == 0:
        return math.inf
    ratio = abs(float(value / stated))
    return max(ratio, 1 / ratio)


def _in_stated_unit(found: _Found) -> _Found:
    """The result converted to the unit it is stated in, when its operands are in a smaller
    unit of the same measure ("seven billion parameters at two bytes each … fourteen
    gigabytes": 14 × 10⁹ bytes) and the converted result is near the stated one (within a
    factor of two: a slip in the arithmetic, not in the unit), or, near none, nearer it than
    the result as found (a slip of the conversion, shown in the unit stated: "sixteen bytes
    … eleven point two gigabytes" for 112); else as found."""
    stated = found.stated
    if found.computed == stated.value or _near(found.computed, stated.value):
        return found  # (in the stated unit already)
    holder = next((s for s in found.statements if any(n is stated for n in s.numbers)), None)
    unit = _unit_after(holder, stated) if holder is not None else None
    if unit is None:
        return found
    measure, *sizes = unit
    given = {
        size
        for s in found.statements
        for n in s.numbers
        if n is not stated and (other := _unit_after(s, n)) is not None and other[0] == measure
        for size in other[1:]
    }
    candidates = [
        (size / small, found.computed * small / size) for small in sorted(given) for size in sizes
    ]
    if not candidates:
        return found
    near = [c for c in candidates if _near(c[1], stated.value)]
    # (none near: a slip of the conversion itself, read with the unit's first, decimal size,
    # when that brings the result nearer the value stated than it was: not one converted
    # already)
    factor, converted = (
        min(near, key=lambda c: (abs(c[1] - stated.value), c[0])) if near else candidates[0]
    )
    if factor <= 1 or (
        not near and _ratio_off(converted, stated.value) >= _ratio_off(found.computed, stated.value)
    ):
        return found
    return replace(found, expression=f"({found.expression}) / {_text(factor)}", computed=converted)


# --- a power of a symbol said by name ------------------------------------------------------

# A symbol given a value in words: "gamma is point nine", "with gamma at point nine five", "set
# lambda to point nine", "gamma point nine".
_NAME_GIVEN = re.compile(
    rf"\b(?P<name>{_SYMBOL_NAMES})\s+(?:(?:is|was|at|of|to|equals|=|(?:is\s+)?set\s+to)\s+)?$",
    re.IGNORECASE,
)
# A power of a symbol said by name: "gamma cubed", "gamma to the fourth", "lambda to the
# fiftieth power".
_NAMED_BASE = re.compile(
    rf"\b(?P<name>{_SYMBOL_NAMES})(?=\s+(?:squared|cubed|(?:raised\s+)?to\s+the)\b)",
    re.IGNORECASE,
)
# From the power to the value it is worked out to: ", which is", "is about", ", about".
_POWER_WORKED_TO = re.compile(
    r"\s*,?\s*(?:(?:(?:which|that)\s+)?(?:is|gives|comes\s+to|makes|equals|works\s+out\s+to)"
    rf"\s+{_HEDGE}?|,\s*{_HEDGE})",
    re.IGNORECASE,
)


def _symbol_values(statement: Statement, name: str, before: int) -> list[Fraction]:
    """The values ``statement`` gives the symbol ``name`` in words before offset ``before``."""
    text = statement.text
    return [
        n.value
        for n in _quantities(statement)
        if n.end <= before
        and not n.unit
        and (m := _NAME_GIVEN.search(text, max(0, n.start - 40), n.start)) is not None
        and m.group("name").lower() == name
    ]


def _symbol_value(
    statements: Sequence[Statement], index: int, name: str, before: int
) -> tuple[Fraction, int] | None:
    """The value of the symbol ``name`` where sentence ``index`` raises it (offset ``before``),
    and the sentence that gives it: the last one given in that sentence or in its paragraph,
    else the one value the lesson gave it before; None when there is none, or the lesson gave
    it two and the paragraph none."""
    given = _symbol_values(statements[index], name, before)
    if given:
        return given[-1], index
    earlier = [
        (k, v)
        for k in range(index)
        for v in _symbol_values(statements[k], name, len(statements[k].text))
    ]
    paragraph = statements[index].paragraph
    same = [(k, v) for k, v in earlier if statements[k].paragraph == paragraph]
    if same:
        k, v = same[-1]
        return v, k
    if earlier and len({v for _, v in earlier}) == 1:
        k, v = earlier[-1]
        return v, k
    return None


def _named_powers(statements: Sequence[Statement]) -> Iterator[_Found]:
    """A power of a symbol said by name, worked out to a value: "… gamma is point nine. … The
    four-step arrival is discounted by gamma to the fourth, which is point six five six one"
    (0.9⁴), the symbol given its value in words earlier in the lesson (see
    :func:`_symbol_value`)."""
    for index, statement in enumerate(statements):
        text = statement.text
        for m in _NAMED_BASE.finditer(text):
            squared = _SQUARED.match(text, m.end())
            if squared is not None:
                exponent, end = (
                    (2 if squared.group("word").lower() == "squared" else 3),
                    squared.end(),
                )
            else:
                power = _ordinal_power(statement, m.end())
                if power is None:
                    continue
                exponent, end = power
            stated = next((n for n in _quantities(statement) if n.start >= end), None)
            if (
                stated is None
                or stated.unit
                or not _POWER_WORKED_TO.fullmatch(text, end, stated.start)
            ):
                continue
            value = _symbol_value(statements, index, m.group("name").lower(), m.start())
            if value is None or exponent < 2:
                continue
            base, at = value
            name = m.group("name").lower()
            given = statements[at]
            steps: tuple[str, ...] = ()
            if given.paragraph == statement.paragraph:
                used = tuple(statements[k] for k in sorted({at, index}))
            else:
                # (given in another paragraph: the example is this sentence's, and says where)
                used = (statement,)
                steps = (f"{name} = {_text(base)} (given at line {given.line})",)
            yield _Found(
                used,
                f"{_text(base)}^{{{exponent}}}",
                base**exponent,
                stated,
                _hedged(text, stated),
                steps=steps,
            )


# Between a value and the one it replaces: "becomes three eighths, or point three seven five,
# in place of one half", "falls to 0.4 from 0.6".
_REPLACES = re.compile(
    r"^[^.;:]{0,40}?\b(?:in\s+place\s+of|instead\s+of|rather\s+than|down\s+from|up\s+from"
    r"|from)\s+(?:the\s+|an?\s+)?$",
    re.IGNORECASE,
)


def _reads_the_replaced(found: _Found, computed: float) -> bool:
    """Does a disagreeing reading give the value its stated result is said to replace ("The
    group mean becomes three eighths … in place of one half", read as 4/8): the relation of
    the case before, not a wrong result (set 336: a false ✗)?"""
    statement = found.statements[-1]
    text = statement.text
    return any(
        n.start >= found.stated.end
        and _REPLACES.match(text[found.stated.end : n.start]) is not None
        and math.isclose(float(n.value), computed, rel_tol=1e-9, abs_tol=1e-12)
        for n in _quantities(statement)
    )


def find_arithmetic(lesson: Lesson) -> tuple[WorkedExample, ...]:
    """The everyday arithmetic of a lesson's narration, checked.

    Args:
        lesson: A parsed lesson.

    Returns:
        One example (kind ``equation``) per structure found, in lesson order.
        The same stated number is reported once.
    """
    out: list[WorkedExample] = []
    seen: set[tuple[str, int]] = set()
    # Where the first reading of a stated result disagrees, the index of its example: a later
    # reading that agrees replaces it ("Dividing 0.48 by the square root of 512 gives 0.021"
    # is not √512 = 0.021 but 0.48 / √512).
    disagreeing: dict[tuple[str, int], int] = {}
    for paragraph in _paragraphs(lesson):
        if not any(_operands(s) for s in paragraph):
            continue
        for finder in (
            _product_of_equal,  # before a product over "the pair just stated" (count, factor)
            _factors_of,
            _counted_product,
            _added_times,
            _terms_summed,
            _their_relation,
            _numerator_over_denominator,
            _exponentiated,
            _to_that_power,
            _explained_after,
            _arithmetic_apposed,
            _spoken,
            _verbal,
            _relations,
            _relations_between,
            _named_counts,
            _named_quantities,
            _shares,
            _fraction_of_count,
            _points_apart,
            _measured_comparisons,
            _differ_by,
            _multiple_of_named,
            _part_as_share,
            _fraction_as_percent,
            _bands,
            _sigma_bands,
            _other_bit_width,
            _share_of_share,
            _percent_of_count,
            _percent_of_number,
            _rate_of_a_count,
            _scaled_that,
            _percent_of_count_next,
            _share_of_named_whole,
            _share_asked,
            _standard_error,
            _sum_of_squares,
            _overall_rate,
            _split_shares,
            _even_shares,
            _counts_of_shares,
            _pairs_of,
            _period_schedule,
            _together,
            _list_and_its_total,
            _total_then_parts,
            _math_with_prose_result,
            _formula_applied,
            _geometric_series,
            _formula_step,
            _conversions,
            _per_item_amount,
            _per_item_amount_before,
            _amount_after_total,
            _multiples,
            _ratio_as_multiple,
            _running,
            _function_of_that,
            _discounted,
            _compounded,
            _successive_factor,
            _factor_rounds,
            _repeated,
            _scaled_by_a_gerund,
            _applied_once,
            _formula_values,
            _written_formula_values,
            _renormalised,
            _changes,
            _amount_from_to,
            _percent_than,
            _against,
            _count_in_count,
            _at_least_one,
            _all_tries,
            _blind_guess,
            _per_each_total,
            _mean_of_total,
            _pair_and_total,
            _elementwise,
            _taken_out,
            _pooled_counts,
            _remainder,
            _rate_times_count,
            _base_and_rate,
            _rate_per_scale,
            _share_of_them,
            _percent_of_that,
            _group_mean,
            _group_std,
            _mean_of_others,
            _group_advantages,
            _named_changes,
            _changed_by,
            _terminal_target,
            _whole_count_after_bound,
            _extremes,
            _combined,
            _operation_searched,
        ):
            for found in finder(paragraph):
                key = (found.statements[-1].id, found.stated.start)
                if not found.derived and any(
                    other_instance(s.text, found.statements[-1].text) for s in found.statements[:-1]
                ):
                    continue  # values of one instance ("Solution B"), a result of another
                if key in seen and key in disagreeing and not _operand_of_more(found):
                    example = _example(_in_stated_unit(_as_a_rate(found)))
                    if example.ok:
                        out[disagreeing.pop(key)] = example
                    continue
                if key in seen or _operand_of_more(found):
                    continue
                example = _example(_in_stated_unit(_as_a_rate(found)))
                if not example.ok and _reads_the_replaced(found, example.computed):
                    continue
                seen.add(key)
                if not example.ok:
                    disagreeing[key] = len(out)
                out.append(example)
    # A symbol given its value in words in one paragraph may be raised in another.
    for found in _named_powers(lesson.statements):
        key = (found.statements[-1].id, found.stated.start)
        if key not in seen and not _operand_of_more(found):
            seen.add(key)
            out.append(_example(found))
    # A rule set out in one paragraph may be applied in the next one of its section.
    for _, group in itertools.groupby(lesson.statements, key=lambda s: s.section):
        for found in _rounds_of_a_rule(list(group)):
            key = (found.statements[-1].id, found.stated.start)
            if key not in seen:
                seen.add(key)
                out.append(_example(found))
    order = {s.id: i for i, s in enumerate(lesson.statements)}
    out.sort(key=lambda e: order.get(e.statement_ids[-1], -1))
    return tuple(out)
