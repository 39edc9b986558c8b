"""Worked arithmetic written as formulas in a lesson's math, found and checked.

Written lessons show their arithmetic as equations: ``\\(V(S_0) = 0 + 0.1 *
[3 – 0]\\)`` followed by ``\\(V(S_0) = 0.3\\)``. This module finds such
formulas in the statements (:func:`formula_runs`), reads them with the safe
parser of :mod:`generator.mathexpr`, gives names the values the text states
for them, and checks every ``=`` that joins a computation to a value:

- a chain ``lhs = expression = value`` checks each ``=`` whose two sides can
  be evaluated and one of which computes something; a leading bare name (the
  quantity defined, ``V(S_0)``) is never evaluated;
- an expression on one statement and ``lhs = value`` (or ``= value``) on the
  very next one are one chain; so are a formula that ends a statement and the
  value the next one opens by restating ("… with probability \\(0.5^{10}\\). That
  is \\(\\frac{1}{1024}\\)");
- a definition without arithmetic (``\\(\\gamma = 1\\)``, ``\\(G_0 = 3\\)``)
  is not an example: it binds the name for the formulas after it;
- names get values from earlier definitions and from prose: "our learning
  rate (lr) is 0.1" binds ``lr`` and ``\\alpha``, "our discount rate is 1"
  binds ``\\gamma``, "we initialize the value function to 0" binds the values
  ``V(…)`` and ``Q(…)``. A formula with a name that has no value is not checked;
- a formula given for a quantity counted in a word ("a lag of \\(\\frac{\\beta}{1 -
  \\beta}\\) steps") is checked where a sentence within a few after it binds its names
  and states a number of that word ("For \\(\\beta = 0.9\\), the lag is 9 steps"); a
  disagreement only when the sentence names the formula's quantity;
- a relation after "when" or "if" between expressions of names states a condition, and
  is not checked with values bound for other cases; nor is a formula in a sentence that opens
  a case of its own ("For \\(H = 20\\) and \\(\\gamma = 0.99\\), …") with a name only an
  earlier case gave a value, nor one that agrees at a value the lesson gave a name before;
- two formulas of a name joined by "≈" that are different functions of it (``\\frac{\\ln
  2}{-\\ln \\gamma} \\approx \\frac{0.693}{1-\\gamma}``) state a law, not a result: not checked;
- a constant said rounded (``e \\approx 2.718``, π) binds nothing: the math keeps the constant.

An equation whose computation has the shape of the value update
``V + α·[target − V]`` is reported as the calculator kind ``value_update``;
any other as kind ``equation`` with ``params`` holding the ``expression`` (and
the ``bindings`` used).

Tolerance: a stated number agrees when the computed value lies within half a
unit of its last written digit (``0.3`` → ±0.05, ``12`` → ±0.5, ``2e-6`` →
±5e-7); a stated side that is itself a computation must agree exactly (to one
part in 10⁹), unless the chain is approximate (``≈``): then within what the rounding of
the decimals it writes moves it (``0.6 + \\sqrt{\\ln 100 / 80} \\approx 0.6 + 0.240``).
Two powers of one base (``256^{210 \\times 160 \\times 3} = 256^{100800}``) too large to
compute are compared by their exponents.
Formulas that cannot be read or evaluated (``\\(G = 1 + \\)``, a division by
zero, values beyond 10³⁰⁰) are reported as notes, never as examples.
"""

from __future__ import annotations

import contextlib
import itertools
import math
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction

from generator import calc, mathexpr
from generator.errors import ParameterError
from generator.mathexpr import (
    Bin,
    Chain,
    Expr,
    MathError,
    Name,
    Neg,
    Num,
    Sqrt,
    TooLarge,
    Unbound,
)
from generator.model import Lesson, Number, NumberRole, ParamValue, Statement, WorkedExample
from generator.numbers import half_unit_of_written, rounding_of_whole
from generator.units import scale_between, unit_size
from generator.words import FUNCTION_WORDS, ROUNDED_BEFORE, VALUE_LINK, stem

__all__ = ["MAX_SHOWN", "EquationNote", "find_equations", "formula_runs"]

# A sentence opening on a case of its own: "For \(H = 20\) and \(\gamma = 0.99\), …".
_CASE_OPENING = re.compile(r"^\W*(?:for|with|if|when|at|under|given)\b[^,;:]*\\?\(", re.IGNORECASE)
_CONSTANTS = {"e": math.e, "\\pi": math.pi}
"""Names the math reads as constants when no value is bound to them."""
MAX_SHOWN = Fraction(10) ** 300
"""Values beyond this magnitude are not reported (JSON numbers are floats)."""


@dataclass(frozen=True)
class EquationNote:
    """A formula that looks like worked arithmetic but could not be checked, and why."""

    path: str
    line: int
    text: str
    reason: str


# --- finding formulas in a sentence ------------------------------------------------

_WORD = re.compile(r"[A-Za-z]{2,}")
_BREAK = re.compile(r"[,;:?!](?=\s)|\.(?=\s|$)")
# A unit of one letter after a formula's closing bracket, before prose or the sentence's
# end: "\(4 \times 40 = 160\) s per step" (the formula ends at its bracket).
_LETTER_UNIT = re.compile(r"(?<=[)\]])\s+[A-Za-z](?=\s+[A-Za-z]{2}|\s*[,;:?!.]|\s*$)")
_EQ = re.compile(r"=|≈|←|\\approx|\\leftarrow|\\gets")
_EXTREME = re.compile(r"\\(?:max|min)\s*(?:\\left\s*)?\(")
_EQ_START = re.compile(r"[=≈←\\]")  # the first character of every match of _EQ
_OPS = re.compile(r"[-+−–—*/×·^]|\\frac|\\times|\\cdot|\\sqrt")


def _argument_lists(text: str) -> list[tuple[int, int]]:
    """The spans of ``\\max(…)`` and ``\\min(…)``: their commas separate arguments."""
    spans: list[tuple[int, int]] = []
    for m in _EXTREME.finditer(text):
        depth = 0
        for i in range(m.end() - 1, len(text)):
            depth += text[i] == "("
            depth -= text[i] == ")"
            if depth == 0:
                spans.append((m.end(), i))
                break
    return spans


def _prose_spans(text: str, names: frozenset[str]) -> Iterator[tuple[int, int]]:
    for m in _WORD.finditer(text):
        before = text[m.start() - 1] if m.start() else " "
        after = text[m.end()] if m.end() < len(text) else " "
        if before in "\\_" or after in "_('^{′" or m.group() in names:
            continue
        if _SIDE_BY_SIDE.fullmatch(m.group()) and all(c in names for c in m.group()):
            continue  # "6ND" with N and D given: a product (see :meth:`Bindings.lookup`)
        yield m.start(), m.end()
    arguments = _argument_lists(text) if "\\m" in text else []
    arguments += _tuples(text) if "," in text else []
    for m in _BREAK.finditer(text):
        if not any(a <= m.start() < b for a, b in arguments):
            yield m.start(), m.end()
    for m in _LETTER_UNIT.finditer(text):
        yield m.start(), m.end()


def _tuples(text: str) -> list[tuple[int, int]]:
    """The spans inside brackets that hold a comma and no "=", "(1, 0.5)", "(1.2, 0.6)": a
    vector's commas separate its entries, not formulas. (A bracket written ``\\(`` opens
    math.)"""
    spans: list[tuple[int, int]] = []
    opened: list[int] = []
    for i, c in enumerate(text):
        if c == "(" and (i == 0 or text[i - 1] != "\\"):
            opened.append(i)
        elif c == ")" and opened and text[i - 1] != "\\":
            start = opened.pop()
            if "," in text[start:i] and "=" not in text[start:i]:
                spans.append((start + 1, i))  # (not "(x = 1, y = 2)": two formulas)
    return spans


def _strip_brackets(run: str) -> str:
    """Drop brackets that open or close outside the run, and pairs that enclose all of it."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    stack: list[int] = []
    unmatched: set[int] = set()
    for i, c in enumerate(run):
        if c in pairs:
            stack.append(i)
        elif c in pairs.values():
            if stack and pairs[run[stack[-1]]] == c:
                stack.pop()
            else:
                unmatched.add(i)
    unmatched.update(stack)
    run = "".join(c for i, c in enumerate(run) if i not in unmatched).strip()
    while len(run) >= 2 and run[0] in pairs and run[-1] == pairs[run[0]]:
        depth = 0
        for i, c in enumerate(run):
            depth += c in pairs
            depth -= c in pairs.values()
            if depth == 0 and i < len(run) - 1:
                return run
        run = run[1:-1].strip()
    return run


def formula_runs(text: str, names: frozenset[str] = frozenset()) -> list[str]:
    """The stretches of a sentence that read as a formula with ``=`` in it.

    A sentence is cut at prose words (two or more letters that are not a
    command, a subscripted or function-style symbol, or a name in ``names``)
    and at punctuation followed by a space; brackets left unbalanced by a cut
    (the ``( … )`` the reader keeps of ``\\( … \\)``) and ``$`` delimiters are dropped.

    Args:
        text: A statement's text.
        names: Multi-letter names the lesson defines (``lr``), kept in formulas.

    Returns:
        The formulas, in order.
    """
    # A run is the text's characters, some dropped or made spaces: without a character
    # that starts an ``=`` of :data:`_EQ` the text has no formula (most sentences).
    if not _EQ_START.search(text):
        return []
    cuts = sorted(_prose_spans(text, names))
    out: list[str] = []
    start = 0
    for a, b in [*cuts, (len(text), len(text))]:
        if a > start:
            # ``$…$`` and ``$$…$$`` delimit math as ``\(…\)`` does: not part of the formula.
            run = _strip_brackets(text[start:a].replace("$", " ").strip())
            if _EQ.search(run):
                out.append(run)
        start = max(start, b)
    return out


# --- values the text gives names -----------------------------------------------------

# Named in words, not as a LaTeX command: "\gamma\lambda = 0.45" binds no lambda (a
# formula binds only a left side that is one name, after it is read).
_CONCEPTS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = tuple(
    (re.compile(rf"(?<!\\)(?:{p})", re.IGNORECASE), keys)
    for p, keys in (
        (r"\blearning\s+rate\b|\bstep[- ]size\b", ("\\alpha", "lr", "\\eta")),
        (r"\bdiscount(?:\s+(?:rate|factor))?\b|\bgamma\b", ("\\gamma",)),
        (r"\balpha\b", ("\\alpha",)),
        (r"\bepsilon\b", ("\\epsilon",)),
        (r"\blambda\b", ("\\lambda",)),
    )
)
_ALIAS = re.compile(r"\s*\(\s*([^()\s]{1,12})\s*\)")
_INIT = re.compile(r"\binitiali[sz]e", re.IGNORECASE)
_VALUE_WORD = re.compile(r"\bvalues?\b", re.IGNORECASE)
_VALUE_NAME = re.compile(r"^[VQ](?:\(|_|$)")
_WILD = "V(*)"
_SIDE_BY_SIDE = re.compile(r"[A-Z]{2,3}")
_CAPITAL = re.compile(r"[A-Z]")


@dataclass
class Bindings:
    """Names and the values the lesson has stated for them so far."""

    values: dict[str, tuple[Fraction, str]] = field(default_factory=dict)
    # The index of the sentence that bound each name, and of the sentence being read.
    bound_in: dict[str, int] = field(default_factory=dict)
    sentence: int = 0
    # A name whose value was stated rounded ("\\theta = \\frac{2}{3} \\approx 0.67"): the
    # exact value, which the formulas after it may use as well as the rounded one.
    exact: dict[str, Fraction] = field(default_factory=dict)
    # The values formulas before have worked out ("E[T_2] = 1 + 1.33 = 2.33"): written again
    # as a literal, such a value may be rounded ("\\(2.33 / 0.5 \\approx 4.67\\)", 7/3).
    results: set[Fraction] = field(default_factory=set)
    # ... of which those stated after "≈" ("\\sigma(0.5) \\approx 0.62"): rounded, however few
    # their digits ("-\\ln 0.62 \\approx 0.47" is -ln 0.6225 rounded, not -ln 0.62).
    rounded: set[Fraction] = field(default_factory=set)
    # ... and the decimals the prose says rounded ("the weights are 20, 10 and about 3.33"):
    # written again in a formula ("3.33 \\times 8.0"), they stand for the value unrounded.
    said_rounded: set[Fraction] = field(default_factory=set)
    # Every value each name was given, in lesson order (the last is its value now).
    given: dict[str, list[Fraction]] = field(default_factory=dict)

    def names(self) -> frozenset[str]:
        # (and the capital letters, which written side by side are a product: "6ND")
        return frozenset(k for k in self.values if _WORD.fullmatch(k) or _CAPITAL.fullmatch(k))

    def bind(
        self,
        key: str,
        value: Fraction,
        text: str,
        exact: Fraction | None = None,
        *,
        changed: bool = False,
    ) -> None:
        """Give ``key`` a value; ``changed``: the same case's value changed over time (the
        values before are past, no other case's)."""
        constant = _CONSTANTS.get(key)
        if constant is not None and abs(float(value) - constant) <= 0.005 * constant:
            return  # "\(e \approx 2.718\)": the constant said rounded, used at its own value
        self.values[key] = (value, text)
        self.given[key] = [value] if changed else [*self.given.get(key, []), value]
        self.bound_in[key] = self.sentence
        self.exact.pop(key, None)
        if exact is not None and exact != value:
            self.exact[key] = exact

    def all_earlier(self, node: Expr | None) -> bool:
        """Whether every name of ``node`` has a value, each bound before this sentence."""
        keys = mathexpr.names_in(node)
        return bool(keys) and all(
            self.lookup(k) is not None and self._bound_at(k) < self.sentence for k in keys
        )

    def mixes_cases(self, node: Expr | None) -> bool:
        """Whether ``node`` has a name bound in this sentence and one bound only before it."""
        at = [self._bound_at(k) for k in mathexpr.names_in(node) if self.lookup(k) is not None]
        return self.sentence in at and any(a < self.sentence for a in at)

    def _bound_at(self, key: str) -> int:
        """The sentence that bound ``key`` (letters side by side: the last of theirs)."""
        if key in self.values or not _SIDE_BY_SIDE.fullmatch(key):
            return self.bound_in.get(key, -1)
        return max(self.bound_in.get(c, -1) for c in key)

    def lookup(self, key: str) -> Fraction | None:
        if key in self.values:
            return self.values[key][0]
        if _VALUE_NAME.match(key) and _WILD in self.values:
            return self.values[_WILD][0]
        if _SIDE_BY_SIDE.fullmatch(key) and all(c in self.values for c in key):
            # "6ND" with N and D given: letters written side by side multiply, as in any
            # formula (a name of its own, "KL", has no letters each given a value)
            product = Fraction(1)
            for c in key:
                product *= self.values[c][0]
            return product
        return None

    def env(self, node: Expr | None) -> tuple[dict[str, Fraction], list[str]]:
        """Values for the names in ``node`` that have one, and how each was stated."""
        env: dict[str, Fraction] = {}
        used: list[str] = []
        for key in sorted(mathexpr.names_in(node)):
            value = self.lookup(key)
            if value is not None:
                env[key] = value
                used.append(f"{key} = {calc.format_number(value)}")
        return env, used


def _agrees_in_an_earlier_case(
    node: Expr,
    stated: Fraction | float,
    tolerance: Fraction,
    env: dict[str, Fraction],
    bindings: Bindings,
) -> bool:
    """Whether ``node`` agrees with ``stated`` when one of its names, bound before this
    sentence, takes a value the lesson gave it earlier instead of its last one."""
    for key in mathexpr.names_in(node):
        if key not in env or bindings.bound_in.get(key, -1) >= bindings.sentence:
            continue
        for value in dict.fromkeys(bindings.given.get(key, [])[:-1]):
            if value == env[key]:
                continue
            try:
                again = mathexpr.evaluate(node, {**env, key: value})
            except (MathError, ValueError, OverflowError, ZeroDivisionError, TypeError):
                continue
            if abs(float(again) - float(stated)) <= float(tolerance) + 1e-12:
                return True
    return False


def _law_of_names(computed_node: Expr, stated_node: Expr, env: dict[str, Fraction]) -> bool:
    """Whether two sides sharing names are different functions of them: neither their ratio
    nor their difference stays the same when the shared names take other values (halved,
    else moved by one). ``0.81 N / 4 \\approx 0.20 N`` keeps its ratio (a worked coefficient,
    checked); ``\\frac{\\ln 2}{-\\ln \\gamma} \\approx \\frac{0.693}{1 - \\gamma}`` changes both
    (a law of γ). False when a side cannot be evaluated at the other values."""
    shared = env.keys() & mathexpr.names_in(stated_node) & mathexpr.names_in(computed_node)
    if not shared:
        return False
    points = [
        env,
        {**env, **{k: env[k] / 2 for k in shared}},
        {**env, **{k: env[k] + 1 for k in shared}},
    ]
    try:
        pairs = [
            (float(mathexpr.evaluate(computed_node, at)), float(mathexpr.evaluate(stated_node, at)))
            for at in points
        ]
    except (MathError, ValueError, OverflowError, ZeroDivisionError, TypeError):
        return False
    if any(b == 0 for _, b in pairs):
        return False
    ratios = [a / b for a, b in pairs]
    gaps = [a - b for a, b in pairs]

    def steady(values: list[float]) -> bool:
        return max(values) - min(values) <= 1e-9 * max(1.0, max(abs(v) for v in values))

    return not steady(ratios) and not steady(gaps)


def _constant(node: Expr | None) -> Fraction | None:
    """The exact value of a term of numbers alone (``10^6``, ``\\frac{1}{4}``), else None."""
    if node is None or mathexpr.names_in(node):
        return None
    try:
        value = mathexpr.evaluate(node)
    except MathError:
        return None
    return value if isinstance(value, Fraction) else None


def _prose_bindings(statement: Statement, bindings: Bindings) -> None:
    text = statement.text
    quantities = [n for n in statement.numbers if n.role is NumberRole.QUANTITY]
    if not quantities:
        return  # every binding below gives a name one of the statement's quantities
    for pattern, keys in _CONCEPTS:
        for m in pattern.finditer(text):
            end = m.end()
            alias = _ALIAS.match(text, end)
            if alias:
                end = alias.end()
            link = VALUE_LINK.match(text, end)
            if not link:
                continue
            number = next((n for n in quantities if n.start == link.end()), None)
            if number is None or number.unit is not None:
                continue
            value = Fraction(number.value)
            for key in keys:
                bindings.bind(key, value, m.group())
            if alias:
                name = alias.group(1)
                try:
                    chain = mathexpr.parse_chain(name)
                except MathError:
                    continue
                if len(chain.terms) == 1 and isinstance(chain.terms[0], Name):
                    bindings.bind(chain.terms[0].key, value, m.group())
    if _INIT.search(text) and _VALUE_WORD.search(text) and len(quantities) == 1:
        for key in [k for k in bindings.values if _VALUE_NAME.match(k)]:
            del bindings.values[key]
        bindings.bind(_WILD, Fraction(quantities[0].value), "initial value")


# A name the lesson gives a noun in apposition: "Its sensitivity \\( s_e \\) is …" (the noun
# right before a span that is one name, after a determiner).
_NAMED_NOUN = re.compile(
    r"\b(?:its|the|a|an|our|their|his|her)\s+(?P<noun>[a-z][a-z-]{2,})\s*$", re.IGNORECASE
)
# The noun given a value in words: "a sensitivity of 1", "its specificity is 0".
_NOUN_VALUE = r"\b(?:a|an|the|its|their|our)\s+{noun}\s+(?:of|is|equal\s+to|at)\s+$"


def _learn_aliases(statement: Statement, aliases: dict[str, str]) -> None:
    """Remember the nouns the sentence names math names by ("Its sensitivity \\( s_e \\)")."""
    for span in statement.math:
        before = _NAMED_NOUN.search(statement.text, max(0, span.start - 40), span.start)
        if before is None:
            continue
        try:
            chain = mathexpr.parse_chain(span.tex)
        except MathError:
            continue
        if len(chain.terms) == 1 and isinstance(chain.terms[0], Name):
            aliases[before.group("noun").lower()] = chain.terms[0].key


_Held = tuple[tuple[Fraction, str] | None, int | None, Fraction | None]
"""What a name held before a sentence rebound it: its value, the sentence that bound it and
its exact value (each None for none)."""


def _aliased_values(
    statement: Statement, aliases: dict[str, str], bindings: Bindings
) -> dict[str, _Held]:
    """Bind, for this sentence only, the names whose nouns it gives values in words: "A judge
    that flags everything has a sensitivity of 1 and a specificity of 0, so \\( J = 0 \\)"
    (set 243: \\( J = s_e + s_p - 1 \\) with the lesson's own judge, 0.85 and 0.95, is 0.8).
    Returns what each rebound name held before, to restore after it (:func:`_restore`)."""
    saved: dict[str, _Held] = {}
    text = statement.text
    for noun, key in aliases.items():
        pattern = re.compile(_NOUN_VALUE.format(noun=re.escape(noun)), re.IGNORECASE)
        for number in statement.quantities:
            if number.unit is None and pattern.search(
                text, max(0, number.start - 60), number.start
            ):
                saved.setdefault(
                    key,
                    (bindings.values.get(key), bindings.bound_in.get(key), bindings.exact.get(key)),
                )
                bindings.bind(key, Fraction(number.value), f"{noun} {number.text}")
                break
    return saved


def _restore(bindings: Bindings, saved: dict[str, _Held]) -> None:
    """Give the names a sentence rebound (:func:`_aliased_values`) back what they held."""
    for key, (value, bound_in, exact) in saved.items():
        bindings.values.pop(key, None)
        bindings.bound_in.pop(key, None)
        bindings.exact.pop(key, None)
        if value is not None:
            bindings.values[key] = value
        if bound_in is not None:
            bindings.bound_in[key] = bound_in
        if exact is not None:
            bindings.exact[key] = exact


# A name's value changed in words after its math: "\\(h(B)\\) rises from 0 to 1", "\\(w\\)
# becomes 2" (the number right after, the new value).
_UPDATED = re.compile(
    r"\s+(?:(?:rises|falls|drops|climbs|grows|increases|decreases|goes|moves|changes|jumps|shrinks)"
    r"\s+from\s+\S+\s+to|(?:becomes|is\s+now|now\s+equals|is\s+raised\s+to|is\s+set\s+to))\s+$",
    re.IGNORECASE,
)


def _prose_updates(statement: Statement, bindings: Bindings) -> None:
    """Rebind a math name whose new value the sentence says in words (set 237: "… so \\(h(B)\\)
    rises from 0 to 1 …", then "\\(h(A) \\leftarrow 1 + h(B) = 2\\)" uses 1, not the 0 bound
    two sentences before)."""
    text = statement.text
    for span in statement.math:
        # (the cheap test first: a span is parsed only when an update is said right after it)
        number = next(
            (
                n
                for n in statement.quantities
                if n.start >= span.end and _UPDATED.fullmatch(text, span.end, n.start)
            ),
            None,
        )
        if number is None or number.unit is not None:
            continue
        try:
            chain = mathexpr.parse_chain(span.tex)
        except MathError:
            continue
        if len(chain.terms) != 1 or not isinstance(chain.terms[0], Name):
            continue
        key = chain.terms[0].key
        if bindings.lookup(key) is not None:
            bindings.bind(key, Fraction(number.value), f"{span.tex} = {number.text}", changed=True)


def _exact_value(rest: Sequence[Expr | None], bindings: Bindings) -> Fraction | None:
    """The exact value of a chain whose last term is that value rounded ("\\frac{2}{3}
    \\approx 0.67"): its first term's value, when that term is arithmetic of numbers and
    bound names and the last term agrees with it to its written digits."""
    first, last = rest[0], rest[-1]
    if first is None or last is None or first is last or not mathexpr.has_arithmetic(first):
        return None
    env, _ = bindings.env(first)
    with contextlib.suppress(MathError, ValueError, OverflowError, TypeError):
        value = mathexpr.evaluate(first, env)
        if isinstance(value, Fraction):
            shown = mathexpr.plain_value(last)
            if shown is not None and abs(value - shown) <= _stated_tolerance(last, shown):
                return value
    return None


def _stated_number(node: Expr | None) -> Fraction | None:
    """A number as a result is stated: plainly, or as a fraction of two whole numbers
    (``\\frac{1}{512}``)."""
    if (
        isinstance(node, Bin)
        and node.op == "/"
        and isinstance(node.left, Num)
        and isinstance(node.right, Num)
        and node.left.value.denominator == node.right.value.denominator == 1
        and node.right.value != 0
    ):
        return node.left.value / node.right.value
    return mathexpr.plain_value(node)


# A statement that opens by restating, in its first formula, the value of the formula that
# ends the statement before: "… with probability \(0.5^{10}\). That is \(\frac{1}{512}\)".
_MATH_RUN = r"\((?P<{name}>[^()]*(?:\([^()]*\)[^()]*)*)\)"
# The word right after a value or a formula: its unit, if the unit table knows it ("bytes").
_UNIT_WORD = re.compile(r"\s*([A-Za-z][\w-]*)")
_RESTATES = re.compile(
    r"(?:(?:that|this)(?:\s+(?:number|value|product|result|probability|chance))?"
    # "The result is \(D_\infty = 2\)"
    r"|the\s+(?:number|value|(?P<product>product)|result))\s+(?:is|comes\s+to|"
    r"equals|works\s+out\s+to|gives|evaluates\s+to)\s+(?P<hedge>(?:about|roughly|approximately|around)\s+)?"
    r"(?:(?:exactly|just|only)\s+)?" + _MATH_RUN.format(name="value"),
    re.IGNORECASE,
)
_ENDS_ON_MATH = re.compile(_MATH_RUN.format(name="expr") + r"\s*[.!?]?[”\"’)]*\s*$")


def _named_or_bare(chain: mathexpr.Chain) -> tuple[Expr | None, str]:
    """The formula of a chain of one term ("\\(0.5^6\\)"), or of a name given one
    ("\\(\\eta_3 = 0.1 \\times 0.5^3\\)"), with its text; (None, "") for any other chain."""
    if len(chain.terms) == 1:
        return chain.terms[0], chain.texts[0]
    lhs = chain.terms[0] if len(chain.terms) == 2 else None
    if lhs is not None and not mathexpr.has_arithmetic(lhs) and mathexpr.names_in(lhs):
        return chain.terms[1], chain.texts[1]
    last = chain.terms[-1]
    if last is not None and mathexpr.has_arithmetic(last) and not mathexpr.names_in(last):
        # "\(1 - (1 - p)^{n} = 1 - 0.998^{500}\)": the arithmetic the chain ends on
        return last, chain.texts[-1]
    return None, ""


def _worked_restatement(stated: mathexpr.Chain, node: Expr) -> Expr | None:
    """The value a chain ends on when it restates ``node`` with its operands worked out:
    "\\(p_2 = 0.45 + 0.25 = 0.70\\)" after "\\(0.9 \\times 0.5 + 0.1 / 4\\)" (a name, the same
    operation at the top with numbers for operands, then a number)."""
    terms = stated.terms
    if len(terms) < 3 or any(t is None for t in terms):
        return None
    lhs, worked, last = terms[0], terms[1], terms[-1]
    if (
        lhs is None
        or mathexpr.has_arithmetic(lhs)
        or not mathexpr.names_in(lhs)
        or not (isinstance(worked, Bin) and isinstance(node, Bin) and worked.op == node.op)
        or mathexpr.names_in(worked)
        or last is None
        or mathexpr.plain_value(last) is None
    ):
        return None
    return last


def _restated(
    before: Statement, statement: Statement, bindings: Bindings, notes: list[EquationNote]
) -> WorkedExample | None:
    """The example of a statement that restates (``That is \\(…\\)``) the value of the
    formula ending the statement before, when that formula computes something."""
    said = _RESTATES.match(statement.text)
    if said is None:
        return None  # the usual case
    ending = _ENDS_ON_MATH.search(before.text)
    if ending is None:
        return None
    try:
        computed = mathexpr.parse_chain(ending.group("expr"))
        stated = mathexpr.parse_chain(said.group("value"))
    except MathError:
        return None
    node, text = _named_or_bare(computed)
    value, _ = _named_or_bare(stated)  # "\\(D_\\infty = 2\\)": the value a name is given
    if value is None and node is not None:
        value = _worked_restatement(stated, node)
    if node is None or not mathexpr.has_arithmetic(node) or _stated_number(value) is None:
        return None
    if said.group("product") and getattr(node, "op", None) != "*":
        # "… with probability \(\frac{1}{4}\). The product is \(\frac{1}{8}\)": the product
        # of the values said before, not the last one restated (set 126)
        return None
    return _example(
        (before, statement),
        node,
        text,
        value,
        bindings,
        notes,
        approximate=said.group("hedge") is not None,
    )


# "\(\hat v(0.50) = ", "\(G_0 = ": a name (a hat, a subscript, its arguments) and "=" that open
# the math a value is said in (a statement's text keeps the math's bracket, not always its "\\")
_NAME_IN_MATH = re.compile(
    r"\\?\(\s*(?:\\[A-Za-z]+\s*\{?\s*)?[A-Za-z]\}?(?:_\{?\w+\}?)?(?:\([^()]*\))?\s*=\s*$"
)

# "… whose iteration count grows with \\(\\frac{1}{1-\\gamma}\\), lacks. With \\(\\gamma =
# 0.99\\), that factor is already 100": a formula of the sentence before, valued for "that
# factor" (or "it": "With \\(\\gamma = 0.9\\) it equals 10") once this sentence gives its names
# their values.
_THAT_FACTOR = re.compile(
    r"\b(?:(?:that|this)(?:\s+(?:factor|term|quantity|expression|ratio|bound|multiplier|horizon"
    r"|sum|series|return|chance|probability))?|it"
    # "… is \\(\\sqrt{10000 \\times 4 \\times 1.386}\\). The square root comes to about 235":
    # the operation named, which must be the formula's own (see _OPERATION_NOUNS)
    r"|the\s+(?P<operation>square\s+root|product|sum|difference|quotient|ratio|result|total))\s+"
    r"(?:is|comes\s+to|equals|becomes|grows\s+to|works\s+out\s+(?:to|at)|gives"
    r"|evaluates\s+to)\s+"
    r"(?:(?:already|only|then|now|exactly|just)\s+)?"
    r"(?P<hedge>(?:about|roughly|approximately|around|nearly|almost)\s+)?$",
    re.IGNORECASE,
)


# An operation right after a number: the number opens more arithmetic ("7.84 minus 1.96").
_MORE_ARITHMETIC = re.compile(
    r"\s*(?:minus|plus|times|divided\s+by|over|multiplied\s+by|[-−+×*/·])(?=[\s\d(\\])",
    re.IGNORECASE,
)


_OPERATION_NOUNS = {
    "product": ("*",),
    "sum": ("+",),
    "total": ("+",),
    "difference": ("-",),
    "quotient": ("/",),
    "ratio": ("/",),
}


def _is_operation(node: Expr, noun: str) -> bool:
    """Is ``node`` the operation ``noun`` names ("square root", "product", …; "result":
    any)?"""
    noun = " ".join(noun.lower().split())
    if noun == "result":
        return True
    if noun == "square root":
        return isinstance(node, Sqrt)
    return isinstance(node, Bin) and node.op in _OPERATION_NOUNS[noun]


def _bound_before(text: str, end: int, names: frozenset[str], bindings: Bindings) -> Bindings:
    """The bindings as they stand where a sentence states a value (``text[:end]``): a name the
    sentence binds twice has, for a value said between the two, the first of them ("With
    \\(\\gamma = 0.99\\) that factor is 10000, and with \\(\\gamma = 0.9\\) it is 100")."""
    given: dict[str, Fraction] = {}
    for run in re.finditer(_MATH_RUN.format(name="expr"), text[:end]):
        try:
            chain = mathexpr.parse_chain(run.group("expr"))
        except MathError:
            continue
        if len(chain.terms) != 2:
            continue
        lhs, value = chain.terms[0], mathexpr.plain_value(chain.terms[1])
        if isinstance(lhs, Name) and lhs.key in names and value is not None:
            given[lhs.key] = value
    changed = {k: v for k, v in given.items() if bindings.lookup(k) != v}
    if not changed:
        return bindings
    local = replace(bindings, values=dict(bindings.values), exact=dict(bindings.exact))
    for key, value in changed.items():
        local.values[key] = (value, calc.format_number(value))
        local.exact.pop(key, None)
    return local


def _valued_next(
    before: Statement,
    statement: Statement,
    index: int,
    bindings: Bindings,
    notes: list[EquationNote],
) -> WorkedExample | None:
    """The example of a formula of ``before`` whose every name ``statement`` (the sentence at
    ``index``) binds, and whose value it states for "that factor" (see :data:`_THAT_FACTOR`)."""
    for number in statement.numbers:
        if number.role is not NumberRole.QUANTITY or number.unit is not None:
            continue
        # (_THAT_FACTOR ends its search where it is told to: at the number, or before the
        # name the value is given in math, "That gives \(\hat v(0.50) = 5.0\)")
        said = _THAT_FACTOR.search(statement.text, 0, number.start)
        if said is None:
            named = _NAME_IN_MATH.search(statement.text, 0, number.start)
            said = _THAT_FACTOR.search(statement.text, 0, named.start()) if named else None
        if said is None:
            continue
        if _MORE_ARITHMETIC.match(statement.text, number.end):
            continue  # "That equals 7.84 minus 1.96, which is 5.88": an operand, not the value
        candidates: list[tuple[Expr, str]] = []
        operation = said.group("operation")
        said_before = [
            n.value
            for n in statement.numbers
            if n.role is NumberRole.QUANTITY and n.end <= said.start()
        ]
        said_in = _UNIT_WORD.match(statement.text, number.end)
        stated = Num(Fraction(number.value), calc.format_number(number.value))
        for run in re.finditer(_MATH_RUN.format(name="expr"), before.text):
            try:
                chain = mathexpr.parse_chain(run.group("expr"))
            except MathError:
                continue
            # "\\(\\eta_3 = 0.1 \\times 0.5^3\\). That comes to 0.025": a name given the
            # formula, its value said next
            node, text = _named_or_bare(chain)
            names = mathexpr.names_in(node)
            if (
                node is not None
                and mathexpr.has_arithmetic(node)
                # its names bound by this sentence, or none: "… multiplies the variance by
                # \(\frac{64}{48}\). That factor is 1.25"
                and all(bindings.bound_in.get(k) == index for k in names)
                and (operation is None or _is_operation(node, operation))
            ):
                # "… need \(7 \times 10^9 \times 2\) bytes each. That is 1.4 GB": in the
                # unit the value is said in
                made_in = _UNIT_WORD.match(before.text, run.end())
                if made_in is not None and said_in is not None:
                    converted = _converted(node, text, made_in.group(1), said_in.group(1), stated)
                    if converted is not None:
                        node, text = converted
                candidates.append((node, text))
        if len(candidates) == 1:
            node, text = candidates[0]
            example = _example(
                (before, statement),
                node,
                text,
                stated,
                _bound_before(statement.text, number.start, mathexpr.names_in(node), bindings),
                notes,
                approximate=said.group("hedge") is not None,
            )
            sibling = _coordinated_after(statement, number)
            if example is not None and not example.ok and sibling is not None:
                # "that gives 4 samples and 2,400 tokens per kept trace": the formula's value
                # is either of two results said together; the one it agrees with, and no ✗
                # when neither does (which one it is, the sentence does not say)
                other = _example(
                    (before, statement),
                    node,
                    text,
                    Num(Fraction(sibling.value), calc.format_number(sibling.value)),
                    _bound_before(statement.text, number.start, mathexpr.names_in(node), bindings),
                    [],
                    approximate=said.group("hedge") is not None,
                )
                return other if other is not None and other.ok else None
            literals = {n.value for n in mathexpr.literals(node)}
            if (
                example is not None
                and not example.ok
                and not mathexpr.names_in(node)
                and any(v not in literals for v in said_before)
            ):
                # "In a corpus of 1 billion tokens, that is about 1,750": a value said before
                # "that", no input of the formula, may scale what "that" is; no ✗ on it
                return None
            return example
    return None


# "4 samples and 2,400 tokens": two results said together, each with its noun
_COORDINATED = re.compile(r"(?:\s+[a-z][\w-]*){1,2}\s*,?\s+and\s+", re.IGNORECASE)


def _coordinated_after(statement: Statement, number: Number) -> Number | None:
    """The quantity said together with ``number`` after it, each with its own noun ("that
    gives 4 samples and 2,400 tokens"), or None."""
    after = [
        n
        for n in statement.numbers
        if n.start >= number.end and n.role is NumberRole.QUANTITY and n.unit is None
    ]
    if after and _COORDINATED.fullmatch(statement.text, number.end, after[0].start):
        return after[0]
    return None


@dataclass(frozen=True)
class _Shape:
    """A formula a sentence gives for a quantity without working it out, to be applied later:
    "those values sit on average \\(\\frac{k - 1}{2}\\) steps in the past"."""

    node: Expr
    text: str
    unit: str
    """The word after the formula, what its value counts ("steps")."""
    head: frozenset[str]
    """The words just before it ("average lag is"): what the quantity is called."""
    statement: Statement
    index: int
    end: int
    """Where the formula's span ends in its sentence."""


# The word a formula's value counts, right after its span: "\(\frac{k - 1}{2}\) steps".
_COUNTED = re.compile(r"\s+(?P<unit>[a-z]{3,})\b")
_HEAD_WORDS = re.compile(r"[a-z]{3,}")
SHAPE_SENTENCES = 6
"""How many sentences after it a formula given for a quantity may be applied in."""


def _shapes(statement: Statement, index: int) -> list[_Shape]:
    """The formulas of ``statement`` that give a quantity counted in a word ("\\(\\frac{\\beta}
    {1 - \\beta}\\) steps", "\\(\\frac{1}{1-\\gamma} = 100\\) steps"): an expression of names,
    with arithmetic, alone or with the values it comes to after it."""
    out: list[_Shape] = []
    for span in statement.math:
        unit = _COUNTED.match(statement.text, span.end)
        if unit is None or unit.group("unit") in FUNCTION_WORDS:
            continue
        try:
            chain = mathexpr.parse_chain(span.tex)
        except MathError:
            continue
        node = chain.terms[0]
        if (
            node is None
            or not mathexpr.names_in(node)
            or not mathexpr.has_arithmetic(node)
            or any(term is None or mathexpr.names_in(term) for term in chain.terms[1:])
        ):
            continue
        before = _HEAD_WORDS.findall(statement.text[max(0, span.start - 40) : span.start].lower())
        head = frozenset(stem(w) for w in before[-3:] if w not in FUNCTION_WORDS)
        shape = _Shape(node, chain.texts[0], unit.group("unit"), head, statement, index, span.end)
        out.append(shape)
    return out


def _applied_later(
    shapes: Sequence[_Shape],
    statement: Statement,
    index: int,
    bindings: Bindings,
    notes: list[EquationNote],
) -> list[WorkedExample]:
    """The value a sentence states for a formula given a few sentences before, once it binds
    the formula's every name: "Its average lag is \\(\\frac{\\beta}{1 - \\beta}\\) steps. For
    \\(\\beta = 0.9\\), the lag is 9 steps." The stated number counts the formula's word
    ("9 steps"). A disagreement is reported only for a formula the sentence names ("the lag"
    after "its average lag is …"), the one formula it names; otherwise only a value one of
    the fitting formulas gives (agreeing) is."""
    out: list[WorkedExample] = []
    words = {stem(w) for w in _HEAD_WORDS.findall(statement.text.lower())}
    for number in statement.quantities:
        if number.unit is not None or any(m.start <= number.start < m.end for m in statement.math):
            continue
        counted = _COUNTED.match(statement.text, number.end)
        if counted is None:
            continue
        fitting = [
            s
            for s in shapes
            if s.unit == counted.group("unit")
            and index - s.index <= SHAPE_SENTENCES
            and (s.index < index or s.end < number.start)
            and s.statement.section == statement.section
            and all(bindings.bound_in.get(k) == index for k in mathexpr.names_in(s.node))
        ]
        named = [s for s in fitting if s.head & words]
        # a disagreement only for the one formula the sentence names: a formula whose names
        # the sentence binds may still give another quantity counted the same way
        candidates, strict = named or fitting, len(named) == 1
        hedged = ROUNDED_BEFORE.search(statement.text, 0, number.start)
        stated = Num(Fraction(number.value), calc.format_number(number.value))
        for shape in candidates:
            example = _example(
                (shape.statement, statement) if shape.index < index else (statement,),
                shape.node,
                shape.text,
                stated,
                bindings,
                notes,
                approximate=hedged is not None,
            )
            if example is not None and (strict or example.ok):
                out.append(example)
                break
    return out


# --- checking ----------------------------------------------------------------------


@dataclass(frozen=True)
class _Formula:
    statement: Statement
    lhs: Expr | None
    rest: tuple[Expr | None, ...]
    texts: tuple[str, ...]
    approximate: bool = False
    units: tuple[str | None, ...] = ()
    """The unit each term of ``rest`` is written in (``16200 \\text{ minutes}``), if any."""


# A unit written after a term's number, ending the term: "16200 \text{ minutes} = …".
_UNIT_TEXT = re.compile(
    r"(?<=[\d.%}])\s*\\(?:text|textrm|mathrm|mbox)\s*\{\s*(?P<unit>[A-Za-z][\w -]*?)\s*\}"
    r"(?=\s*(?:=|≈|\\approx|[)\]$.,;]|$))"
)


def _unit_markers(text: str) -> tuple[str, list[str]]:
    """``text`` with each unit or label written after a number at the end of a term
    (``16200 \\text{ minutes}``, ``15 \\text{ runs}``) replaced by a marker command
    (``\\lessondeckunita``, kept in formula runs), and the units in marker order. A unit of
    the table (:mod:`generator.units`) is converted between terms; a label only names what
    the number counts."""
    units: list[str] = []

    def mark(m: re.Match[str]) -> str:
        if len(units) >= 26:
            return m.group(0)
        units.append(m.group("unit").strip())
        return f" {_MARKER}{chr(ord('a') + len(units) - 1)} "

    return _UNIT_TEXT.sub(mark, text), units


_MARKER = "\\lessondeckunit"
_MARKED = re.compile(r"\s*\\lessondeckunit(?P<k>[a-z])\s*")


def _without_units(run: str, units: Sequence[str]) -> tuple[str, tuple[str | None, ...]]:
    """``run`` without its unit markers (:func:`_unit_markers`), and the unit of each of
    its terms (split at ``=``), None where it has none."""
    found: list[str | None] = [None] * (len(_EQ.findall(run)) + 1)
    for m in _MARKED.finditer(run):
        k = ord(m.group("k")) - ord("a")
        if k < len(units):
            found[len(_EQ.findall(run, 0, m.start()))] = units[k]
    return _MARKED.sub(" ", run).strip(), tuple(found)


def _converted(
    a: Expr, text: str, from_unit: str | None, to_unit: str | None, stated: Expr | None
) -> tuple[Expr, str] | None:
    """``a`` (written ``text``, in ``from_unit``) restated in ``to_unit``: "16200 minutes =
    270 GPU-hours" is 16200 / 60. None when there is nothing to convert (no unit on one side,
    the same size, or units of different measures). Bytes may be meant decimal or binary:
    the size nearer the stated value is taken, or the decimal one when neither is near it."""
    source = unit_size(from_unit) if from_unit else None
    target = unit_size(to_unit) if to_unit else None
    if source is None or target is None:
        return None
    value: Fraction | None = None
    goal: Fraction | None = None
    if stated is not None:
        try:
            value = Fraction(mathexpr.evaluate(a, {}))
            goal = Fraction(mathexpr.evaluate(stated, {}))
        except (MathError, ValueError, ZeroDivisionError, OverflowError):
            value = goal = None
    scale = scale_between(source, target, value, goal)
    if scale is None:
        return None
    if scale.denominator == 1:
        return Bin("*", a, Num(scale, str(scale))), f"{text} \\times {scale}"
    inverse = 1 / scale
    shown = str(inverse) if inverse.denominator == 1 else f"({inverse})"
    return Bin("/", a, Num(inverse, str(inverse))), f"{text} / {shown}"


_BASE_UNITS = {"byte": "bytes", "second": "seconds"}


def _from_base_unit(a: Expr, text: str, to_unit: str, stated: Expr) -> tuple[Expr, str] | None:
    """``a``, arithmetic with no unit written, restated in ``to_unit`` from the base unit of
    its measure (:func:`_converted`), when that reading is nearer the stated value than ``a``
    as it is; else None."""
    target = unit_size(to_unit)
    base = _BASE_UNITS.get(target[0]) if target is not None else None
    if base is None:
        return None
    converted = _converted(a, text, base, to_unit, stated)
    if converted is None:
        return None
    try:
        goal = Fraction(mathexpr.evaluate(stated, {}))
        raw = Fraction(mathexpr.evaluate(a, {}))
        scaled = Fraction(mathexpr.evaluate(converted[0], {}))
    except (MathError, ValueError, ZeroDivisionError, OverflowError):
        return None
    if goal <= 0 or raw <= 0 or scaled <= 0:
        return None

    def off(value: Fraction) -> Fraction:
        return max(value / goal, goal / value)

    return converted if off(scaled) < off(raw) else None


def _bare(node: Expr | None) -> Expr | None:
    return node.arg if isinstance(node, Neg) else node


def _stated_tolerance(node: Expr | None, value: Fraction | float) -> Fraction:
    """Half a unit of the last written digit of a plain number, or of the mantissa of one in
    scientific notation ("9.0 \\times 10^{11}": ±0.05 × 10¹¹); else one part in 10⁹."""
    num = _bare(node)
    if (
        isinstance(num, Bin)
        and num.op == "*"
        and isinstance(num.left, Num)
        and isinstance(num.right, Bin)
        and num.right.op == "^"
        and isinstance(num.right.left, Num)
        and num.right.left.value == 10
        and isinstance(num.right.right, Num | Neg)
    ):
        power = _bare(num.right.right)
        if isinstance(power, Num) and power.value.denominator == 1 and abs(power.value) <= 300:
            sign = -1 if isinstance(num.right.right, Neg) else 1
            return _stated_tolerance(num.left, num.left.value) * Fraction(10) ** (
                sign * int(power.value)
            )
    if isinstance(num, Num):
        return half_unit_of_written(num.text)
    return max(Fraction(1), abs(Fraction(value))) / 10**9


def _round_number_tolerance(node: Expr | None) -> Fraction:
    """Half a unit of the last non-zero digit of a whole number that ends in zeros
    ("\\approx 4800": ±50, "\\approx 300": ±50), for a value said approximately, as the
    prose reader takes "about 300"; else 0."""
    num = _bare(node)
    if not isinstance(num, Num) or not num.text.isdigit() or not num.text.endswith("0"):
        return Fraction(0)
    return rounding_of_whole(int(num.text))


def _rounds_parts(computed: Expr, stated: Expr, env: Mapping[str, Fraction]) -> bool:
    """Does the stated side write a part of the computed side rounded ("\\ln 0.8" as
    "0.223")? Then an "=" between them is rounded, not exact."""
    parts: list[tuple[Fraction, Fraction]] = []  # each part's value and its own rounding
    for term in mathexpr.subterms(computed):
        if term is computed or isinstance(term, Num | mathexpr.Name):
            continue
        with contextlib.suppress(MathError, ValueError, OverflowError, TypeError):
            value = abs(Fraction(mathexpr.evaluate(term, env)))
            # a part computed from a rounded number is rounded too ("\log 1.503" written
            # "0.408": ln 1.5032 is 0.4076)
            parts.append((value, _rounding_error(term, env, _short_literals(term))))
    for num in mathexpr.literals(stated):
        if "." not in num.text:
            continue
        half = _stated_tolerance(num, num.value)
        if any(v != num.value and abs(v - num.value) <= half + moved for v, moved in parts):
            return True
    return False


def _carried(node: Expr, bindings: Bindings) -> frozenset[Fraction]:
    """The values of ``node``'s literals that an earlier formula worked out, written with
    three or more significant digits ("2.33", not "0.9": a short value is an input) or said
    to be rounded ("≈ 0.62", "about 3.33" in the prose)."""
    return frozenset(
        num.value
        for num in mathexpr.literals(node)
        if num.value in bindings.rounded
        or num.value in bindings.said_rounded
        or (num.value in bindings.results and num.value not in _short_literals(num, 3))
    )


def _short_literals(node: Expr, fewer_than: int = 4) -> frozenset[Fraction]:
    """The values of ``node``'s literals written with fewer than ``fewer_than`` significant
    digits ("0.8", "0.00004"): inputs, taken as exact. One written with more ("1.503") is
    more likely a result carried over rounded."""
    out = set()
    for num in mathexpr.literals(node):
        digits = num.text.rstrip("%").lower().partition("e")[0].replace(".", "").lstrip("0-")
        if len(digits) < fewer_than:
            out.add(num.value)
    return frozenset(out)


def _rounding_error(
    node: Expr, env: Mapping[str, Fraction], exact: frozenset[Fraction]
) -> Fraction:
    """How far the value of ``node`` may move when each written decimal in it moves by
    half a unit of its last digit (first-order: the sum of each one's effect alone);
    whole numbers and the values of ``exact`` (the inputs, copied) do not move."""
    try:
        base = Fraction(mathexpr.evaluate(node, env))
        total = Fraction(0)
        for num in mathexpr.literals(node):
            if "." not in num.text or num.value in exact:
                continue  # a whole number ("100", "2") or an input copied is exact
            half = _stated_tolerance(num, num.value)
            moved = Fraction(
                mathexpr.evaluate(
                    mathexpr.with_literal(node, num, Num(num.value + half, num.text)), env
                )
            )
            total += abs(moved - base)
    except (MathError, ValueError, OverflowError):
        return Fraction(0)
    return total


def value_update_params(node: Expr, env: Mapping[str, Fraction]) -> dict[str, ParamValue] | None:
    """``V + α·[target − V]`` (either order of the product): the value update's parameters
    (None for any other shape)."""
    if not (isinstance(node, Bin) and node.op == "+" and isinstance(node.right, Bin)):
        return None
    product = node.right
    if product.op != "*":
        return None
    for alpha, diff in ((product.left, product.right), (product.right, product.left)):
        if not (isinstance(diff, Bin) and diff.op == "-"):
            continue
        try:
            v1, v2 = mathexpr.evaluate(node.left, env), mathexpr.evaluate(diff.right, env)
            a, target = mathexpr.evaluate(alpha, env), mathexpr.evaluate(diff.left, env)
        except MathError:
            return None
        if v1 != v2 or not 0 < a <= 1 or isinstance(v1, float) or isinstance(target, float):
            continue
        if not _same_form(node.left, diff.right):
            # "p \cdot 1 + (1 - p) \cdot 0": an expectation over two outcomes whose values
            # happen to agree, not one estimate moved a step towards a target
            continue
        return {"value": v1, "target": target, "alpha": a}
    return None


def _same_form(a: Expr, b: Expr) -> bool:
    """Are two terms written alike (the same symbols, numbers of the same value, the same
    operations), as the estimate is written twice in ``V + α·[target − V]``?"""
    if isinstance(a, Num) and isinstance(b, Num):
        return a.value == b.value
    if isinstance(a, Bin) and isinstance(b, Bin):
        return a.op == b.op and _same_form(a.left, b.left) and _same_form(a.right, b.right)
    return a == b


def _unrounded(
    statements: Sequence[Statement],
    rest: Sequence[Expr | None],
    texts: Sequence[str],
    i: int,
    stated: Expr,
    bindings: Bindings,
) -> WorkedExample | None:
    """The check of ``stated`` against the term before ``rest[i]`` when ``rest[i]`` only
    restates that term with its parts rounded ("\\sqrt{0.125 \\times 0.875} = \\sqrt{0.109}
    \\approx 0.331": 0.331 is the root of 0.109375, not of the 0.109 written on the way),
    if the value agrees with it; None otherwise."""
    earlier = rest[i - 1] if i > 0 else None
    term = rest[i]
    if earlier is None or term is None or not mathexpr.has_arithmetic(earlier):
        return None
    env, _ = bindings.env(earlier)
    if not _rounds_parts(earlier, term, env):
        return None
    again = _example(statements, earlier, texts[i - 1], stated, bindings, [])
    return again if again is not None and again.ok else None


def _texts(statements: Sequence[Statement]) -> str:
    return " ".join(s.text for s in statements)


def _example(
    statements: Sequence[Statement],
    computed_node: Expr,
    computed_text: str,
    stated_node: Expr | None,
    bindings: Bindings,
    notes: list[EquationNote],
    *,
    approximate: bool = False,
    applied: bool = False,
) -> WorkedExample | None:
    first = statements[0]
    env, used = bindings.env(computed_node)
    stated_env, stated_used = bindings.env(stated_node)
    if (
        approximate
        and env.keys() & stated_env.keys()
        and all(Fraction(n.value).denominator == 1 for n in mathexpr.literals(stated_node))
    ):
        # "\ln(1/\gamma) \approx 1 - \gamma" (when γ is near 1): an approximation with one
        # name on both sides, and no worked coefficient on the stated one, is a law about
        # that name, not a result worked out at its value ("0.81 N / 4 \approx 0.20 N" is)
        return None
    env.update(stated_env)
    used = sorted(set(used) | set(stated_used))
    params: dict[str, ParamValue] = {"expression": computed_text}
    if used:
        params["bindings"] = ", ".join(used)
    assert stated_node is not None
    try:
        computed = mathexpr.evaluate(computed_node, env)
        stated = mathexpr.evaluate(stated_node, env)
        if abs(Fraction(computed)) > MAX_SHOWN or abs(Fraction(stated)) > MAX_SHOWN:
            raise TooLarge("a value beyond 10^300")
    except Unbound:
        return None  # a symbolic formula: not worked arithmetic
    except TooLarge as exc:
        compared = _same_base_powers(computed_node, stated_node, env)
        if compared is None:
            notes.append(EquationNote(first.source.path, first.line, computed_text, str(exc)))
            return None
        computed, stated, base = compared
        assert isinstance(computed_node, Bin)
        computed_text = mathexpr.show(computed_node.right)
        params = {
            "expression": params["expression"],
            "compared": f"exponents of {calc.format_number(base)}",
        }
        stated_node = stated_node.right if isinstance(stated_node, Bin) else stated_node
    except MathError as exc:
        notes.append(EquationNote(first.source.path, first.line, computed_text, str(exc)))
        return None
    tolerance = _stated_tolerance(stated_node, stated)
    if approximate:
        tolerance = max(tolerance, _round_number_tolerance(stated_node))
    exact = frozenset(n.value for n in mathexpr.literals(computed_node))
    if not isinstance(_bare(stated_node), Num) and (
        approximate or _rounds_parts(computed_node, stated_node, env)
    ):
        # "0.6 + \sqrt{\ln 100 / 80} \approx 0.6 + 0.240 = 0.840", "-(\ln 0.8 + \ln 0.5)/2 =
        # (0.223 + 0.693)/2": the stated side computes with numbers rounded from the
        # computed side's; it agrees within what their rounding moves it.
        # Both sides may hold rounded decimals then ("1002 + \log 1.503 = 1002 + 0.408"):
        # the computed side's move too (a whole number or a copied input does not).
        moved = _rounding_error(stated_node, env, exact)
        moved += _rounding_error(computed_node, env, _short_literals(computed_node))
        tolerance = max(tolerance, moved)
    elif (carried := _carried(computed_node, bindings)) and (
        approximate or carried & bindings.said_rounded
    ):
        # "\\(2.33 / 0.5 \\approx 4.67\\)": in a chain written "≈", a literal that an earlier
        # formula worked out is a result carried over rounded (2.33 for 7/3); the value stated
        # may be the unrounded one's
        exact_inputs = frozenset(n.value for n in mathexpr.literals(computed_node)) - carried
        tolerance += _rounding_error(computed_node, env, exact_inputs)
    if isinstance(computed, float) or isinstance(stated, float):
        ok = abs(float(computed) - float(stated)) <= float(tolerance) + 1e-12
    else:
        ok = abs(computed - stated) <= tolerance
    rounded = {k: v for k, v in bindings.exact.items() if k in env}
    if not ok and rounded:
        # "\theta \approx 0.67 … 2\theta \approx 1.33": a name stated rounded may be used
        # at its exact value (2 × 2/3), as well as at the rounded one (2 × 0.67 = 1.34).
        with contextlib.suppress(MathError, ValueError, OverflowError, TypeError):
            again = mathexpr.evaluate(computed_node, {**env, **rounded})
            if abs(float(again) - float(stated)) <= float(tolerance) + 1e-12:
                computed, ok = again, True
                used = [
                    f"{k} = {calc.format_number(rounded[k])} (unrounded)"
                    if (k := u.partition(" = ")[0]) in rounded
                    else u
                    for u in used
                ]
                params["bindings"] = ", ".join(used)
    measure = _times_a_name(stated_node)
    if not ok and measure is not None and not mathexpr.names_in(computed_node):
        # "\(0.798/(1 - 0.603) \approx 2.0\,\sigma_0\)": numbers alone, said as a multiple
        # of a name, are in units of that name (2.0 of σ₀), whatever value it was given
        stated = measure.value
        tolerance = _stated_tolerance(measure, stated)
        if approximate:
            tolerance = max(tolerance, _round_number_tolerance(measure))
        ok = abs(float(computed) - float(stated)) <= float(tolerance) + 1e-12
        params.pop("bindings", None)
        used = []
    if not ok and approximate and _law_of_names(computed_node, stated_node, env):
        # "\(t = \frac{\ln 2}{-\ln \gamma} \approx \frac{0.693}{1-\gamma}\)": two
        # formulas of a name that are not one up to a factor or an offset state a law that
        # holds near some value of it (γ near 1), not a result worked out at the value given
        return None
    if not ok and _agrees_in_an_earlier_case(computed_node, stated, tolerance, env, bindings):
        # "each state adds at most \\(\\alpha \\log 2 \\approx 0.693\\)" after an example at
        # \\(\\alpha = 0.5\\): the value a name had before, in another case the lesson set out
        # (α = 1), makes it agree; which case the sentence speaks of is not known
        return None
    if not ok and _instantiates(computed_node, stated_node):
        # "\\gamma^{10} = 0.9^{10}": the right side writes the left with its names' values of
        # the moment, whatever an earlier sentence gave them ("… 100 steps at \\(\\gamma =
        # 0.99\\)"): it binds them, it is no result to check against those
        return None
    if (
        not ok
        and not applied
        and not mathexpr.has_literal(computed_node)
        and bindings.all_earlier(computed_node)
    ):
        # "a rarely drawn transition with N·P(i) = 0.5": names alone, all given values by
        # earlier sentences, may now stand for another case; no ✗ on that reading.
        return None
    if (
        not ok
        and not applied
        and not mathexpr.has_literal(computed_node)
        and _CASE_OPENING.match(first.text)
        and bindings.mixes_cases(computed_node)
    ):
        # "For \(H = 20\) and \(\gamma = 0.99\), this gives \(\gamma\lambda = 0.95\)": a
        # sentence that opens a case of its own with values for some names; a name it gives
        # none keeps the value of an earlier case, or is what the case solves for (λ here)
        return None
    kind = "equation"
    steps: tuple[str, ...] = (
        *(f"{u} (stated in the lesson)" for u in used),
        f"{computed_text} = {calc.format_number(computed)}",
    )
    update = value_update_params(computed_node, env) if "compared" not in params else None
    if update is not None:
        try:
            result = calc.compute("value_update", update)
        except ParameterError:
            update = None
        else:
            kind, params, steps = "value_update", dict(result.params), result.steps
    # "\(\frac{38}{50} = 78\%\)": a result written as a percentage is shown as one (78%
    # against 76%), as the narration says it
    stated_num = _bare(stated_node)
    percent = kind == "equation" and isinstance(stated_num, Num) and stated_num.text.endswith("%")
    scale = 100 if percent else 1
    if percent and not ok and 1 < computed <= 100:
        # "\(0.15 \times 90 + 0.85 \times 70 = 73\%\)": terms in percentage points, so the
        # expression gives the percentage itself (a value above one is no fraction of one)
        computed = computed / 100
        ok = abs(float(computed) - float(stated)) <= float(tolerance) + 1e-12
        steps = (*steps, "the terms are in percentage points: the result is the percentage")
    if not percent and not ok and _percentages_added(computed_node):
        # "\(30\% - 5\% = 25\)" percentage points: a sum or difference of percentages
        # stated without its sign is in points
        computed = computed * 100
        ok = abs(float(computed) - float(stated)) <= float(tolerance) + 1e-12
        steps = (*steps, "percentages added or taken away: the result is in points")
    return WorkedExample(
        path=first.source.path,
        line=first.line,
        text=_texts(statements),
        kind=kind,
        params=params,
        stated=float(stated) * scale,
        computed=float(computed) * scale,
        ok=ok,
        unit="percent" if percent else None,
        tolerance=float(tolerance) * scale,
        steps=steps,
        statement_ids=tuple(s.id for s in statements),
    )


def _times_a_name(node: Expr | None) -> Num | None:
    """The number of a side written as a number times a name ("2.0\\,\\sigma_0"), or None."""
    if (
        isinstance(node, Bin)
        and node.op == "*"
        and isinstance(node.left, Num)
        and isinstance(node.right, Name)
    ):
        return node.left
    return None


_LETTER_GIVEN = re.compile(r"(?<![\\\w])([A-Za-z])\s*=")
_LETTERS_WORD = re.compile(r"(?<![\\\w])[A-Za-z]{2,3}(?!\w)")


def _side_by_side_names(statement: Statement, bindings: Bindings) -> frozenset[str]:
    """The words of two or three letters in the sentence's math ("Np") whose letters each
    have a value, before or in the sentence ("\\(p = 0.3\\) and \\(N = 8\\)"): a product,
    to be kept in its formula, not cut as a prose word."""
    if not statement.math:
        return frozenset()
    given = set(bindings.values)
    given.update(m.group(1) for span in statement.math for m in _LETTER_GIVEN.finditer(span.tex))
    return frozenset(
        w
        for span in statement.math
        for w in _LETTERS_WORD.findall(span.tex)
        if len(set(w)) == len(w) and all(c in given for c in w)
    )


def _side_by_side(lhs: Expr | None, bindings: Bindings) -> Expr | None:
    """A name of two or three letters written side by side ("Np"), with no value of its
    own and each letter given one before: their product (None for any other left side)."""
    if not isinstance(lhs, Name):
        return None
    key = lhs.key
    if not (2 <= len(key) <= 3 and key.isascii() and key.isalpha()) or key in bindings.values:
        return None
    if len(set(key)) < len(key) or any(c not in bindings.values for c in key):
        return None
    product: Expr = Name(key[0])
    for c in key[1:]:
        product = Bin("*", product, Name(c))
    return product


def _percentages_added(node: Expr | None) -> bool:
    """Is the expression only percentages ("30\\%") added or taken away?"""
    if isinstance(node, Num):
        return node.text.endswith("%")
    if isinstance(node, Neg):
        return _percentages_added(node.arg)
    return (
        isinstance(node, Bin)
        and node.op in ("+", "-")
        and _percentages_added(node.left)
        and _percentages_added(node.right)
    )


def _instantiates(named: Expr | None, numeric: Expr | None) -> bool:
    """Is ``numeric`` the formula ``named`` with a number in place of each of its names (one
    number per name), and at least one name so replaced?"""
    seen: dict[str, Fraction] = {}
    return _matches(named, numeric, seen) and bool(seen)


def _matches(named: Expr | None, numeric: Expr | None, seen: dict[str, Fraction]) -> bool:
    if isinstance(named, Name) and isinstance(numeric, Num):
        return seen.setdefault(named.key, numeric.value) == numeric.value
    if isinstance(named, Num) and isinstance(numeric, Num):
        return named.value == numeric.value
    if isinstance(named, Bin) and isinstance(numeric, Bin):
        return (
            named.op == numeric.op
            and _matches(named.left, numeric.left, seen)
            and _matches(named.right, numeric.right, seen)
        )
    if isinstance(named, Neg) and isinstance(numeric, Neg):
        return _matches(named.arg, numeric.arg, seen)
    return False


def _same_base_powers(
    a: Expr, b: Expr | None, env: Mapping[str, Fraction]
) -> tuple[Fraction | float, Fraction | float, Fraction | float] | None:
    if not (isinstance(a, Bin) and isinstance(b, Bin) and a.op == b.op == "^"):
        return None
    try:
        base_a, base_b = mathexpr.evaluate(a.left, env), mathexpr.evaluate(b.left, env)
        if base_a != base_b or base_a in (0, 1, -1):
            return None
        exponents = mathexpr.evaluate(a.right, env), mathexpr.evaluate(b.right, env)
    except MathError:
        return None
    if any(abs(Fraction(x)) > MAX_SHOWN for x in exponents):
        return None
    return (*exponents, base_a)


_ASSIGNS = re.compile(r"\\(?:leftarrow|gets)\b|←")
_PLAIN_VALUE = re.compile(r"\s*[-−]?\s*(?:\d[\d,]*(?:\.\d+)?|\.\d+)\s*(?:\\?%)?\s*")
_DIGIT = re.compile(r"\d")
_ELLIPSIS = re.compile(r"…|\.\.\.|\\[lc]?dots")


def _reportable(run: str) -> bool:
    """A formula worth a note when unreadable: digits, an operator, text on both sides of ``=``.

    An update rule (``θ⁻ ← τθ + (1 − τ)θ⁻``) that states no value is not: nothing of the
    narration's is left unchecked.
    """
    sides = _EQ.split(run)
    if _ASSIGNS.search(run) and not _PLAIN_VALUE.fullmatch(sides[-1]):
        return False
    return (
        bool(_DIGIT.search(run))
        and bool(_OPS.search(run))
        and all(side.strip() for side in sides)
        and not _ELLIPSIS.search(run)
    )


# An inequality before a worked chain: "|Q(s, a)| \le \frac{1}{1 - 0.99} = 100".
_BOUND = re.compile(r"\\(?:le|leq|ge|geq|lt|gt)(?![A-Za-z])|[<>≤≥]")


def _readable_tail(run: str) -> Chain | None:
    """The longest part of a chain after one of its ``=`` (or a bound, ``\\le``) that reads
    as ``a = b = …``."""
    splits = sorted([*_EQ.finditer(run), *_BOUND.finditer(run)], key=lambda m: m.start())
    for m in splits:
        try:
            chain = mathexpr.parse_chain(run[m.end() :])
        except MathError:
            continue
        if len(chain.terms) >= 2 and any(mathexpr.has_arithmetic(t) for t in chain.terms):
            return chain
    return None


# A thin space ``\\,`` that Markdown read as an escaped comma: a comma after a space or an
# opening bracket ("\\alpha , [, r + …  ,]"); a comma of the math itself follows its term.
_LOST_THIN_SPACE = re.compile(r"(?:(?<=\s)|(?<=[\[(])),")


# Before an equation to be solved, not evaluated: "Solving \(…\)", "Setting \(…\) and solving"
_TO_SOLVE = re.compile(
    r"\b(?:solv(?:e|es|ing)|setting)\s+(?:for\s+\S+\s+(?:in\s+)?)?(?:\\?\(|\\\[|\$)?\s*$",
    re.IGNORECASE,
)


# Before a relation that states a condition: "… when \(…\)", "only if \(…\)".
_CONDITION = re.compile(
    r"\b(?:when|whenever|if|iff|unless|until|provided(?:\s+that)?|as\s+long\s+as|where)\s+"
    r"(?:\\?\(|\\\[|\$)?\s*$"
    # the condition said in words, the formula in apposition: "break even where the success
    # gap equals the penalty gap, \(0.1 = C \times 0.009\)"
    r"|\b(?:when|where|if)\s+[^.;:()\\]{1,80},\s*(?:\\?\(|\\\[|\$)?\s*$",
    re.IGNORECASE,
)


# A formula's value said in bits after it ("\(\log 5 \approx 2.32\) bits"), and a logarithm
# written with no base.
_IN_BITS = re.compile(r"\s*\\?\)?\s*bits?\b", re.IGNORECASE)
# A unit word right after the formula: "\(7 \times 10^9 \times 2 = 14\) GB".
_UNIT_AFTER = re.compile(r"\s*\\?\)?\s*(?P<unit>[A-Za-z][\w-]*)\b")
_BARE_LOG = re.compile(r"\\log(?![_a-zA-Z])")


def _formulas(
    statement: Statement, bindings: Bindings, notes: list[EquationNote]
) -> list[_Formula]:
    out: list[_Formula] = []
    text, marked = _unit_markers(statement.text) if "\\" in statement.text else (statement.text, [])
    for written in formula_runs(text, bindings.names() | _side_by_side_names(statement, bindings)):
        at = text.find(written)
        if at >= 0 and _TO_SOLVE.search(text, 0, at):
            continue  # "Solving \(\frac{0.1\sqrt{n}}{0.7} = 1.645\) gives …": a condition
        run, units = _without_units(written, marked)
        run = _LOST_THIN_SPACE.sub("", run)
        if at >= 0 and _IN_BITS.match(text, at + len(written)):
            # "\(\log 5 \approx 2.32\) bits": a logarithm whose value is said in bits is
            # to base 2 (set 176's four false ✗)
            run = _BARE_LOG.sub(r"\\log_2", run)
        try:
            chain: Chain = mathexpr.parse_chain(run)
        except MathError as exc:
            # "r = \frac{\pi(a|s)}{\pi_{old}(a|s)} = \frac{0.3}{0.2} = 1.5": a symbolic
            # head the parser cannot read leaves the worked tail after an "=" to check.
            tail = _readable_tail(run)
            if tail is not None:
                out.append(_Formula(statement, None, tail.terms, tail.texts, tail.approximate))
            elif _reportable(run):
                why = (
                    "holds a vector ('(…, …)'), which the checker does not compute with"
                    if _tuples(run)
                    else f"cannot read: {exc}"
                )
                notes.append(EquationNote(statement.source.path, statement.line, run, why))
            continue
        terms, texts = chain.terms, chain.texts
        if (
            at >= 0
            and _CONDITION.search(text, 0, at)
            and (
                all(term is not None and mathexpr.names_in(term) for term in terms)
                # "… where …, \(0.1 = C \times 0.009\)": arithmetic with a name to solve for
                or any(
                    term is not None and mathexpr.names_in(term) and mathexpr.has_arithmetic(term)
                    for term in terms
                )
            )
        ):
            # "Both averages have the same lag when \(\frac{k - 1}{2} = \frac{\beta}{1 -
            # \beta}\)": a relation between symbols under which something holds, not a value
            # worked out (values bound earlier belong to other cases)
            continue
        if len(units) != len(terms):
            units = (None,) * len(terms)
        after = _UNIT_AFTER.match(text, at + len(written)) if at >= 0 else None
        if after is not None and units[-1] is None and unit_size(after.group("unit")):
            # the result's unit said after the formula: "… = 14\) GB of memory"
            units = (*units[:-1], after.group("unit"))
        if terms[0] is None or isinstance(terms[0], Name):
            # "\(E_1 = E_2 = 1 \times 2 = 2\)": every bare name before the arithmetic is
            # defined by it, none evaluated (E_2 may hold another case's value)
            lead = 1
            while lead < len(terms) - 1 and isinstance(terms[lead], Name):
                lead += 1
            out.append(
                _Formula(
                    statement,
                    terms[0],
                    terms[lead:],
                    texts[lead:],
                    chain.approximate,
                    units[lead:],
                )
            )
        else:
            out.append(_Formula(statement, None, terms, texts, chain.approximate, units))
    return out


def _continues(previous: _Formula, formula: _Formula) -> bool:
    """``lhs = value`` with the left side of the formula before, or a statement opening ``= …``."""
    if formula.lhs is None:
        return formula.statement.text.lstrip("([{\\ ").startswith("=")
    return (
        isinstance(previous.lhs, Name)
        and isinstance(formula.lhs, Name)
        and (previous.lhs.key == formula.lhs.key)
    )


@dataclass(frozen=True)
class _Rule:
    """An update rule written with an arrow: ``W(b_t) \\leftarrow W(b_t) + \\alpha[…]``."""

    lhs: str
    rhs: Expr
    text: str
    statement: Statement


def _update_rule(formula: _Formula) -> _Rule | None:
    """The update rule a formula writes (its left side assigned, and used on its right), if any."""
    statement = formula.statement
    if not (
        _ASSIGNS.search(statement.text)
        and isinstance(formula.lhs, Name)
        and len(formula.rest) == 1
        and formula.rest[0] is not None
        and formula.lhs.key in mathexpr.names_in(formula.rest[0])
        and not mathexpr.has_literal(formula.rest[0])
    ):
        return None
    return _Rule(formula.lhs.key, formula.rest[0], formula.texts[0], statement)


# No reward said in words: "no reward yet", "zero reward", "a reward of zero".
_NO_REWARD = re.compile(
    r"\bno\s+reward\b|\bzero\s+reward\b|\breward\s+(?:of|is)\s+(?:zero|0)\b", re.IGNORECASE
)
_REWARD_NAME = re.compile(r"^[rR](?:_|\{|\(|$)")
RULE_REACH = 3
"""How many sentences after an update rule its values and result may be given."""


def _applied(
    rule: _Rule | None, formula: _Formula, lesson: Lesson, bindings: Bindings
) -> WorkedExample | None:
    """A value for a rule's left side stated after its other names were given values, the
    left side's old value among them ("Take \\(\\alpha = 0.1\\), …, \\(W(b_t) = 0.5\\) … gives
    \\(W(b_t) = 0.58\\)"): the rule applied to those values, checked. "No reward" said in
    words gives a reward name the value zero."""
    if rule is None:
        return None
    statement = formula.statement
    start, index = rule.statement.index, statement.index
    if (
        bindings.lookup(rule.lhs) is None  # the left side's old value
        or not start < bindings.bound_in.get(rule.lhs, -1) <= index
        or index - start > RULE_REACH
        or statement.section != rule.statement.section
        or len(formula.rest) != 1
    ):
        return None
    between = lesson.statements[start + 1 : index + 1]
    given = Bindings(
        dict(bindings.values), dict(bindings.bound_in), bindings.sentence, dict(bindings.exact)
    )
    for key in mathexpr.names_in(rule.rhs):
        if given.lookup(key) is None and _REWARD_NAME.match(key):
            if not any(_NO_REWARD.search(s.text) for s in between):
                return None
            given.bind(key, Fraction(0), "no reward")
    if any(given.lookup(k) is None for k in mathexpr.names_in(rule.rhs)):
        return None
    binder = lesson.statements[bindings.bound_in[rule.lhs]]
    return _example(
        (binder, statement) if binder is not statement else (statement,),
        rule.rhs,
        rule.text,
        formula.rest[0],
        given,
        [],
        applied=True,
    )


# A value a sentence gives a name after the formula that uses it: "… \\(\\frac{1}{1-\\gamma} =
# 100\\) for \\(\\gamma = 0.99\\)" (in the statement's text, math keeps its brackets).
_GIVEN_AFTER = re.compile(
    r"\b(?:for|with|at|when|where|taking|using)\s+\(\s*(?P<name>\\[A-Za-z]+|[A-Za-z](?:_\{?\w+\}?)?)"
    r"\s*=\s*(?P<value>-?\d+(?:\.\d+)?)\s*\)"
)


def _bind_given_after(statement: Statement, bindings: Bindings) -> None:
    """Bind, before the sentence's formulas are read, each value it gives a name after a
    formula that uses that name ("… \\(\\frac{1}{1-\\gamma} = 100\\) for \\(\\gamma = 0.99\\)"):
    the formula is worked out at that value, not at one an earlier sentence gave."""
    if "=" not in statement.text:
        return  # the usual case
    for m in _GIVEN_AFTER.finditer(statement.text):
        name = m.group("name")
        if name not in statement.text[: m.start()]:
            continue  # no formula before it uses the name: bound in order, as usual
        try:
            chain = mathexpr.parse_chain(f"{name} = {m.group('value')}")
        except MathError:
            continue
        lhs, value = chain.terms[0], mathexpr.plain_value(chain.terms[-1])
        if isinstance(lhs, Name) and value is not None:
            bindings.bind(lhs.key, value, lhs.key)


# "For step 3 the power is \\(\\gamma^3\\), and multiplying it by \\(1-\\gamma = 0.5\\) gives a
# weight of 0.125": a formula of the sentence, scaled by the next one's value, and the product
# said.
_SCALED_BY_NEXT = re.compile(
    r"^\s*,?\s*(?:(?:and|then|so)\s+)?(?P<op>multiplying|dividing)\s+(?:it|that|this)\s+by\s*$",
    re.IGNORECASE,
)
_SCALED_GIVES = re.compile(
    r"\s*,?\s*(?:gives|yields|makes|leaves|comes\s+to)\s+(?:(?:a|an|the)\s+(?:[a-z-]+\s+){0,2}?of\s+)?"
    r"(?P<hedge>(?:about|roughly|approximately|around|nearly|almost)\s+)?",
    re.IGNORECASE,
)


def _scaled_by_next(
    statement: Statement, bindings: Bindings, notes: list[EquationNote]
) -> Iterator[WorkedExample]:
    """The examples of :data:`_SCALED_BY_NEXT`: the first formula's last term times (or over)
    the second's, against the quantity said right after "gives"."""
    text = statement.text
    for a, b in itertools.pairwise(statement.math):
        said = _SCALED_BY_NEXT.match(text[a.end : b.start])
        after = _SCALED_GIVES.match(text, b.end)
        if said is None or after is None:
            continue
        stated = next(
            (
                n
                for n in statement.quantities
                if n.start in (after.end(), after.end() + 1) and n.unit is None
            ),
            None,
        )
        try:
            left = mathexpr.parse_chain(a.tex).terms[-1]
            right = mathexpr.parse_chain(b.tex).terms[-1]
        except MathError:
            continue
        if stated is None or left is None or right is None or not mathexpr.names_in(left):
            continue  # (a formula of numbers alone is read where it is written)
        op = "*" if said.group("op").lower() == "multiplying" else "/"
        node = Bin(op, left, right)
        example = _example(
            (statement,),
            node,
            mathexpr.show(node),
            Num(Fraction(stated.value), stated.text),
            bindings,
            notes,
            approximate=after.group("hedge") is not None,
        )
        if example is not None:
            yield example


def find_equations(lesson: Lesson) -> tuple[tuple[WorkedExample, ...], tuple[EquationNote, ...]]:
    """The worked equations of a lesson's math, checked, and the formulas that could not be.

    Args:
        lesson: A parsed lesson.

    Returns:
        The examples (kind ``equation``, or ``value_update`` for that shape) in
        lesson order, and notes on formulas that look like arithmetic but could
        not be read or evaluated.
    """
    bindings = Bindings()
    examples: list[WorkedExample] = []
    notes: list[EquationNote] = []
    previous: _Formula | None = None
    previous_index = -2
    rules: dict[str, _Rule] = {}
    shapes: list[_Shape] = []
    aliases: dict[str, str] = {}
    for index, statement in enumerate(lesson.statements):
        bindings.sentence = index
        _prose_bindings(statement, bindings)
        _learn_aliases(statement, aliases)
        saved = _aliased_values(statement, aliases, bindings)
        for number in statement.quantities:
            if "." in number.text and ROUNDED_BEFORE.search(statement.text, 0, number.start):
                bindings.said_rounded.add(Fraction(number.value))
        if index > 0:
            restated = _restated(lesson.statements[index - 1], statement, bindings, notes)
            if restated is not None:
                examples.append(restated)
        _bind_given_after(statement, bindings)
        formulas = _formulas(statement, bindings, notes)
        examples.extend(_scaled_by_next(statement, bindings, notes))
        for formula in formulas:
            statements: tuple[Statement, ...] = (statement,)
            rest, texts = formula.rest, formula.texts
            joinable = (
                previous is not None
                and previous_index == index - 1
                and len(rest) == 1
                and mathexpr.plain_value(rest[0]) is not None
                and previous.rest
                and mathexpr.has_arithmetic(previous.rest[-1])
                and _continues(previous, formula)
            )
            units = formula.units or (None,) * len(rest)
            if joinable and previous is not None:
                statements = (previous.statement, statement)
                rest, texts = (*previous.rest[-1:], *rest), (*previous.texts[-1:], *texts)
                units = ((previous.units or (None,) * len(previous.rest))[-1], *units)
            for i in range(len(rest) - 1):
                a, b = rest[i], rest[i + 1]
                if a is None or b is None:
                    continue
                # "= 16200 \text{ minutes} = 270 \text{ GPU-hours}": the one restated
                converted = _converted(a, texts[i], units[i], units[i + 1], b)
                said_in = units[i + 1]
                if converted is None and units[i] is None and said_in is not None:
                    # "7 \times 10^9 \times 2 = 14\) GB": arithmetic in the measure's base
                    # unit (bytes, seconds), its result said in a larger one, when so read
                    # it is the nearer to what is said
                    converted = _from_base_unit(a, texts[i], said_in, b)
                if converted is not None:
                    computed, computed_text, stated = (*converted, b)
                elif not (mathexpr.has_arithmetic(a) or mathexpr.has_arithmetic(b)):
                    continue
                else:
                    computed, computed_text, stated = (
                        (a, texts[i], b) if mathexpr.has_arithmetic(a) else (b, texts[i + 1], a)
                    )
                example = _example(
                    statements,
                    computed,
                    computed_text,
                    stated,
                    bindings,
                    notes,
                    approximate=formula.approximate,
                )
                if example is not None and not example.ok and computed is a:
                    example = _unrounded(statements, rest, texts, i, b, bindings) or example
                if example is not None:
                    examples.append(example)
            rule = _update_rule(formula)
            if rule is not None:
                rules[rule.lhs] = rule
            # What a formula states binds its left side for the formulas after it.
            last = mathexpr.plain_value(rest[-1]) if rest else None
            if last is None and len(rest) == 1:
                last = _constant(rest[0])  # "n = 10^6", "p = \\frac{1}{4}"
            product = _side_by_side(formula.lhs, bindings) if len(rest) == 1 else None
            if product is not None and last is not None and rest[0] is not None:
                # "… \(p = 0.3\) and \(N = 8\), the expected count is \(Np = 2.4\)": the
                # letters' values multiplied, against the value the name is given
                example = _example(
                    statements,
                    product,
                    mathexpr.show(product),
                    rest[0],
                    bindings,
                    notes,
                    approximate=formula.approximate,
                )
                if example is not None:
                    examples.append(example)
            if isinstance(formula.lhs, Name) and last is not None:
                applied = _applied(rules.get(formula.lhs.key), formula, lesson, bindings)
                if applied is not None:
                    examples.append(applied)
                exact = _exact_value(rest, bindings)
                bindings.bind(formula.lhs.key, last, formula.lhs.key, exact)
            if last is not None and any(
                mathexpr.has_arithmetic(r) for r in rest[:-1] if r is not None
            ):
                bindings.results.add(last)
                if formula.approximate:
                    bindings.rounded.add(last)
        if formulas:
            previous, previous_index = formulas[-1], index
        if index > 0:
            valued = _valued_next(lesson.statements[index - 1], statement, index, bindings, notes)
            if valued is not None and not any(
                e.statement_ids[-1:] == valued.statement_ids[-1:] and e.stated == valued.stated
                for e in examples
            ):
                # (a value named in math, "that is \(p = 0.05\)", may be a rule's, read already)
                examples.append(valued)
        # Formulas given for a quantity, applied a few sentences later (see _applied_later).
        shapes = [s for s in shapes if index - s.index <= SHAPE_SENTENCES]
        if statement.math:
            shapes.extend(_shapes(statement, index))
        if shapes and (statement.math or index in bindings.bound_in.values()):
            examples.extend(_applied_later(shapes, statement, index, bindings, notes))
        _restore(bindings, saved)
        _prose_updates(statement, bindings)
    return tuple(examples), tuple(notes)
