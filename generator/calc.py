"""The calculator's shared machinery: numbers, parameters and the one way to compute a kind.

Each exercise kind (the discounted return, GAE, GRPO's advantage, pass@k, …)
lives in its own module under :mod:`generator.kinds`; this module is what they
share and what runs them:

- **numbers**: :func:`format_number` and :func:`format_answer` write values as
  a teacher does (``0.81``, ``−0.3``, ``11/12 ≈ 0.916667``), :func:`parse_number`
  reads decimal text exactly (``"0.9"`` → ``Fraction(9, 10)``); these are the
  numeric side's only formatter and parser.
- **one arithmetic path**: :func:`same_path` puts values on the exact path
  (:class:`fractions.Fraction`) when every input is an ``int`` or a
  ``Fraction``, else on the float path, so a kind writes its formula once and
  0.9² is 0.81 while a float input gives a float. Roots, exponentials and
  logarithms always give floats.
- **parameters**: :class:`Param` describes one parameter of a kind (for the
  command line, the exercises and the checker); :func:`coerce` checks and
  normalises a raw value, naming every bad value at once.
- **running a kind**: :func:`compute` runs a kind of the registry on a
  mapping of parameters and returns a :class:`Result` with the value and the
  worked steps; :func:`parse_params` / :func:`compute_text` read parameters
  from command-line strings.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from enum import StrEnum
from fractions import Fraction
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal, TypeAlias

from generator.errors import ParameterError
from generator.model import JSONValue, ParamValue, Scalar, json_number, json_param

if TYPE_CHECKING:
    from generator.kinds.base import Kind

Exact: TypeAlias = Fraction | int
"""An exact calculator value."""

Base: TypeAlias = Literal["e", 2]
"""The log base of entropy and KL: ``"e"`` (nats) or ``2`` (bits)."""

MAX_MAGNITUDE = 1e12
"""The largest magnitude of a number the calculator takes (hand-sized examples)."""

MAX_WHOLE = 10**9
"""The largest whole-number parameter (a group size, a sample count)."""

EXACT_DIGITS = 2_000
"""The most digits the exact (Fraction) path may build; beyond, a kind computes in floats."""

SUM_TOLERANCE = 1e-9
"""How far a float probability vector's sum may be from 1 (exact inputs must sum to exactly 1)."""

Add = Callable[[str], None]
"""Where a validation problem is reported (a list's ``append``)."""


# --- formatting ----------------------------------------------------------------

_SUB = str.maketrans("0123456789-", "₀₁₂₃₄₅₆₇₈₉₋")
_SUP = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")
_MAX_EXACT_DECIMALS = 12


def sub(i: int) -> str:
    """``i`` in subscript digits (``12`` → ``₁₂``)."""
    return str(i).translate(_SUB)


def sup(i: int) -> str:
    """``i`` in superscript digits (``2`` → ``²``)."""
    return str(i).translate(_SUP)


def decimal_places(x: Fraction) -> int | None:
    """Decimal places of ``x`` written out exactly (0.81 → 2), or None for 1/3 and the like."""
    den = x.denominator
    twos = fives = 0
    while den % 2 == 0:
        den //= 2
        twos += 1
    while den % 5 == 0:
        den //= 5
        fives += 1
    return max(twos, fives) if den == 1 else None


def _terminating_decimal(x: Fraction) -> str | None:
    """``x`` as an exact decimal string, or None when it needs too many digits."""
    digits = decimal_places(x)
    if digits is None or digits > _MAX_EXACT_DECIMALS:
        return None
    scaled = abs(x.numerator) * 10**digits // x.denominator
    text = str(scaled)
    if digits:
        text = text.rjust(digits + 1, "0")
        text = f"{text[:-digits]}.{text[-digits:]}".rstrip("0").rstrip(".")
    return ("-" if x < 0 else "") + text


_LONGEST_INTEGER = 15  # digits written out in full; longer numbers in scientific notation


def _scientific(x: Fraction) -> str:
    """A huge or tiny exact value as ``1e+308``, without a float conversion (which may fail)."""
    if x == 0:
        return "0"
    size = abs(x)
    exponent = math.floor(math.log10(size.numerator) - math.log10(size.denominator))
    mantissa = float(size / Fraction(10) ** exponent)
    if mantissa >= 10:  # log10 rounding
        mantissa, exponent = mantissa / 10, exponent + 1
    return f"{'-' if x < 0 else ''}{mantissa:.6g}e{exponent:+d}"


def _number_text(x: Scalar) -> tuple[str, bool]:
    """The display text of ``x`` and whether that text is exactly ``x``."""
    if isinstance(x, bool):
        return str(int(x)), True
    if isinstance(x, int) and len(str(abs(x))) <= _LONGEST_INTEGER:
        return str(x), True
    if isinstance(x, int):
        return _scientific(Fraction(x)), False
    if isinstance(x, Fraction) and not (
        x == 0 or Fraction(1, 10**_LONGEST_INTEGER) <= abs(x) < 10**_LONGEST_INTEGER
    ):
        return _scientific(x), False
    if isinstance(x, Fraction):
        exact = _terminating_decimal(x)
        if exact is not None:
            return exact, True
        return f"{float(x):.6g}", False
    if not math.isfinite(x):
        return str(x), True
    text = f"{x:.6g}"
    if "e" not in text and float(text) == x:
        return text, True
    if x == 0:
        return "0", True
    return text, float(text) == x


def _minus_sign(text: str) -> str:
    return "−" + text[1:] if text.startswith("-") else text


def format_number(x: Scalar) -> str:
    """A number as a teacher writes it: ``0.81``, ``−0.3``, ``0.433013``.

    Exact values with a terminating decimal expansion are written exactly;
    other values are rounded to six significant digits (see
    :func:`format_answer` for a form that marks the rounding).

    Args:
        x: The number.

    Returns:
        Its text, with a typographic minus for negative values.
    """
    return _minus_sign(_number_text(x)[0])


def format_fixed(x: float, decimals: int, *, trim: bool = False) -> str:
    """``x`` to ``decimals`` places, as an exercise's answer is asked: ``0.81``, ``−0.30``.

    Args:
        x: The value.
        decimals: Decimal places (≥ 0).
        trim: Drop trailing zeros (``0.30`` → ``0.3``), as a remark on an answer does.

    Returns:
        The text, with a typographic minus and never ``−0``.
    """
    text = f"{x:.{decimals}f}"
    if math.isfinite(x) and abs(x) < 1e15:
        # Half up on the decimal the value is written as (0.5125 → 0.513), as a teacher
        # rounds; the binary float 0.5125 lies just below it and would give 0.512.
        text = f"{Decimal(repr(float(x))).quantize(Decimal(1).scaleb(-decimals), ROUND_HALF_UP):f}"
    if trim and "." in text:
        text = text.rstrip("0").rstrip(".")
    if text.startswith("-") and float(text) == 0:
        text = text[1:]
    return _minus_sign(text)


def format_answer(x: Scalar) -> str:
    """A result as the end of a worked step: ``0.81``, ``11/12 ≈ 0.916667``, ``≈ 0.693147``.

    Args:
        x: The value.

    Returns:
        Its exact text when that is short, else a fraction or ``≈`` and a rounding.
    """
    text, exact = _number_text(x)
    if exact:
        return _minus_sign(text)
    if isinstance(x, Fraction) and x.denominator < 10**6:
        return f"{_minus_sign(str(x))} ≈ {_minus_sign(text)}"
    return f"≈ {_minus_sign(text)}"


def eq(x: Scalar) -> str:
    """``= 0.81`` or ``≈ 0.916667`` (the relation sign that fits the shown text)."""
    text = format_answer(x)
    return text if text.startswith("≈") else f"= {text}"


def paren(x: Scalar) -> str:
    """A factor in a product: negative numbers in parentheses."""
    text = format_number(x)
    return f"({text})" if text.startswith("−") else text


def join_terms(terms: Sequence[str]) -> str:
    """Terms of a sum; terms that start with a minus are subtracted."""
    out = ""
    for i, term in enumerate(terms):
        if i == 0:
            out = term
        elif term.startswith("−"):
            out += f" − {term[1:]}"
        else:
            out += f" + {term}"
    return out


def elide(items: Sequence[str], head: int = 3, tail: int = 1, limit: int = 8) -> list[str]:
    """At most ``limit`` items: the first ``head``, ``…``, the last ``tail``."""
    if len(items) <= limit:
        return list(items)
    return [*items[:head], "…", *items[len(items) - tail :]]


def count_items(n: int) -> str:
    """``1 item``, ``3 items``."""
    return f"{n} item" if n == 1 else f"{n} items"


def show(value: object) -> str:
    """A parameter value inside an error message."""
    if isinstance(value, (int, float, Fraction)) and not isinstance(value, bool):
        return format_number(value)
    if isinstance(value, (tuple, list)):
        shown = ", ".join(show(v) for v in value[:8])
        more = f", … ({len(value)} items)" if len(value) > 8 else ""
        return f"[{shown}{more}]"
    return repr(value)


def format_value(value: ParamValue) -> str:
    """A parameter value as the command line takes it: ``0.9``, ``0,0,1``, ``e``.

    Args:
        value: A scalar, a base name or a list.

    Returns:
        The text; lists are comma-separated.
    """
    if isinstance(value, str):
        return value
    if isinstance(value, tuple):
        return ",".join(_number_text(v)[0] for v in value)
    return _number_text(value)[0]


def describe_params(params: Mapping[str, ParamValue]) -> str:
    """Parameters as one line: ``rewards=0,0,1 gamma=0.9 t=0``.

    Args:
        params: Parameters by name.

    Returns:
        The line, values as the command line takes them.
    """
    return " ".join(f"{name}={_shown_value(value)}" for name, value in params.items())


def _shown_value(value: ParamValue) -> str:
    """:func:`format_value`, a long list shortened to its first items and its length."""
    if isinstance(value, tuple) and len(value) > 12:
        head = ",".join(_number_text(v)[0] for v in value[:8])
        return f"{head},…({len(value):,} items)"
    return format_value(value)


# --- parsing ---------------------------------------------------------------------


# Powers of ten a number may be written with (1e-400 … 1e400). Larger exponents are no value
# a lesson or a learner means, and 10**10**9 would take minutes to build exactly.
MAX_EXPONENT = 400

_DECIMAL = r"(?:\d+(?:\.\d*)?|\.\d+)"
_NUMBER_TEXT = re.compile(
    rf"""
    (?P<sign>[+\-−])?\s*
    (?:
        (?P<num>{_DECIMAL})\s*/\s*(?P<den>{_DECIMAL})
      | (?P<dec>{_DECIMAL})(?:[eE](?P<exp>[+\-−]?\d+))?\s*(?P<pct>%)?
    )
    """,
    re.VERBOSE,
)


class ExponentTooLarge(ValueError):
    """A number written with a power of ten beyond :data:`MAX_EXPONENT` (``1e999999999``)."""


def read_number(text: str, *, max_exponent: int = MAX_EXPONENT) -> Fraction:
    """The exact value of a number written in digits: the one reader of digits in lessondeck.

    Accepts a sign (``+``, ``-`` or a typographic minus), decimals (``0.9``,
    ``.9``, ``9.``), exponents (``1e-4``), percentages (``84%`` → 21/25) and
    fractions (``1/3``, ``0.5/2``), with surrounding spaces and ``_`` between
    digits (``1_000``). Spoken numbers ("point nine") are :mod:`generator.numbers`;
    typed answers are normalised first by :mod:`generator.quiz.answers`.

    Args:
        text: The number, alone.
        max_exponent: The largest power of ten accepted (either sign).

    Returns:
        The value as a Fraction.

    Raises:
        ExponentTooLarge: When the exponent is beyond ``max_exponent``.
        ValueError: When the text is not one number or divides by zero.
    """
    cleaned = text.strip().replace("_", "") if "_" in text else text.strip()
    if len(cleaned) > 1_000:
        raise ValueError(f"{cleaned[:20]!r}…: a number of more than 1,000 characters")
    m = _NUMBER_TEXT.fullmatch(cleaned)
    if m is None:
        raise ValueError(f"{text.strip()[:40]!r} is not a number")
    if m.group("den") is not None:
        den = Fraction(m.group("den"))
        if den == 0:
            raise ValueError(f"{cleaned!r} divides by zero")
        value = Fraction(m.group("num")) / den
    else:
        value = Fraction(m.group("dec"))
        exp = m.group("exp")
        if exp is not None:
            e = int(exp.replace("−", "-"))
            if abs(e) > max_exponent:
                raise ExponentTooLarge(f"{cleaned!r}: a power of ten beyond 10^{max_exponent}")
            value *= Fraction(10) ** e
        if m.group("pct"):
            value /= 100
    return -value if m.group("sign") in ("-", "−") else value


def parse_number(text: str) -> Exact:
    """A number from text, exactly: ``"0.9"`` → ``Fraction(9, 10)``, ``"3"`` → ``3``.

    Reads what :func:`read_number` reads.

    Args:
        text: The text.

    Returns:
        An int when the value is whole, else a Fraction.

    Raises:
        ValueError: When the text is not a finite number.
    """
    value = read_number(text)
    return value.numerator if value.denominator == 1 else value


# --- one arithmetic path ---------------------------------------------------------


def is_number(x: object) -> bool:
    """True for an int, float or Fraction (not a bool)."""
    return isinstance(x, (int, float, Fraction)) and not isinstance(x, bool)


def is_exact(x: object) -> bool:
    """True for an int or a Fraction (not a bool)."""
    return isinstance(x, (int, Fraction)) and not isinstance(x, bool)


_EXACT_TYPES = frozenset({int, Fraction})


def all_exact(*groups: Iterable[Scalar]) -> bool:
    """True when every value of every group is an int or a Fraction."""
    for group in groups:
        if isinstance(group, (tuple, list)):
            if group and type(group[0]) is float:
                return False  # the common float case, without scanning a long list
            if not set(map(type, group)) <= _EXACT_TYPES and not all(map(is_exact, group)):
                return False
        elif not all(map(is_exact, group)):
            return False
    return True


def frac(x: Scalar) -> Fraction:
    """``x`` as a Fraction (exact inputs only)."""
    return x if isinstance(x, Fraction) else Fraction(x)


def same_path(*values: Scalar) -> tuple[Scalar, ...]:
    """The values on one arithmetic path: all Fractions when every one is exact, else floats.

    A kind writes its formula once on the result: ``r, g, v = same_path(r, g, v)``
    then ``r + g * v`` is exact for exact inputs and a float otherwise.
    """
    if all_exact(values):
        return tuple(frac(v) for v in values)
    return tuple(float(v) for v in values)


def exact_sqrt(x: Exact) -> Fraction | None:
    """The exact square root of a non-negative rational, or None when it is irrational.

    Args:
        x: A non-negative int or Fraction.

    Returns:
        ``√x`` as a Fraction when numerator and denominator are perfect squares.
    """
    f = frac(x)
    if f < 0:
        return None
    n, d = math.isqrt(f.numerator), math.isqrt(f.denominator)
    if n * n == f.numerator and d * d == f.denominator:
        return Fraction(n, d)
    return None


# --- parameters --------------------------------------------------------------------


class ParamType(StrEnum):
    """What a calculator parameter holds."""

    SCALAR = "scalar"
    INT = "int"
    LIST = "list"
    BASE = "base"


FieldCheck = Callable[[str, Any, Add], None]
"""A check of one parameter's value on its own: ``(name, value, add)``."""


@dataclass(frozen=True)
class Param:
    """One parameter of a kind: its name, type, help text and default (None: required).

    ``attr`` is the field of the kind's ``Params`` dataclass that holds it
    (``return_`` for the parameter ``return``); ``checks`` test the value on
    its own (range, distribution), before the kind checks values together.
    """

    name: str
    type: ParamType
    help: str
    default: ParamValue | None = None
    attr: str = ""
    checks: tuple[FieldCheck, ...] = ()

    @property
    def required(self) -> bool:
        """True when the parameter has no default."""
        return self.default is None


def _coerce_list(name: str, value: object, add: Add) -> tuple[Scalar, ...] | None:
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Iterable):
        add(f"{name}={show(value)} must be a list of numbers")
        return None
    items = tuple(value)
    if not items:
        add(f"{name} is empty; it needs at least 1 item")
        return None
    types = set(map(type, items))
    if types <= _EXACT_TYPES or (types == {float} and math.isfinite(sum(items))):
        return items  # every item is a finite number
    if types <= {int, float, Fraction} and math.isfinite(sum(x for x in items if type(x) is float)):
        return items
    bad = [
        i
        for i, x in enumerate(items)
        if not is_number(x) or (isinstance(x, float) and not math.isfinite(x))
    ]
    if not bad:
        return items  # a float sum overflowed, but every item is finite
    for i in bad[:3]:
        add(f"{name}[{i}]={show(items[i])} must be a finite number")
    if len(bad) > 3:
        add(f"{name} has {len(bad) - 3} more items that are not finite numbers")
    return None


def _items_in_range(name: str, items: tuple[Scalar, ...], add: Add) -> tuple[Scalar, ...] | None:
    problems: list[str] = []
    for i, x in enumerate(items):
        if not _in_range(f"{name}[{i}]", x, problems.append) and len(problems) >= 3:
            break
    for problem in problems:
        add(problem)
    return None if problems else items


def coerce(param: Param, value: object, add: Add) -> ParamValue | None:
    """``value`` checked and normalised for ``param``; None (and a problem) when bad.

    Args:
        param: The parameter.
        value: A raw value (from Python, JSON or parsed text).
        add: Where to report a problem.

    Returns:
        The value (ints for whole numbers, ``"e"``/``2`` for a base), or None.
    """
    name = param.name
    if param.type is ParamType.LIST:
        items = _coerce_list(name, value, add)
        return None if items is None else _items_in_range(name, items, add)
    if param.type is ParamType.BASE:
        if isinstance(value, str) and value.strip().lower() in ("e", "2"):
            return "e" if value.strip().lower() == "e" else 2
        if is_number(value) and value == 2:
            return 2
        add(f"{name}={show(value)} must be 'e' (nats) or 2 (bits)")
        return None
    if not is_number(value):
        add(f"{name}={show(value)} must be a number")
        return None
    if isinstance(value, float) and not math.isfinite(value):
        add(f"{name}={show(value)} must be a finite number")
        return None
    if param.type is ParamType.INT:
        whole: int | None = None
        if isinstance(value, int):
            whole = value
        elif isinstance(value, Fraction) and value.denominator == 1:
            whole = value.numerator
        elif isinstance(value, float) and value.is_integer():
            whole = int(value)
        if whole is None:
            add(f"{name}={show(value)} must be a whole number")
        elif abs(whole) > MAX_WHOLE:
            add(f"{name}={show(value)} is too large (at most {MAX_WHOLE:,})")
            return None
        return whole
    assert isinstance(value, (int, float, Fraction))
    return value if _in_range(name, value, add) else None


def _in_range(name: str, value: Scalar, add: Add) -> bool:
    """Whether ``value`` is hand-sized: at most 1e12 in magnitude."""
    if not -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE:
        add(f"{name}={show(value)} is out of range: numbers must be at most 1e12 in magnitude")
        return False
    return True


def to_float(x: Scalar) -> float:
    """``float(x)``, with ±inf for an exact value beyond the float range instead of an error."""
    try:
        return float(x)
    except OverflowError:
        return math.inf if x > 0 else -math.inf


def exact_digits(*values: Scalar) -> int:
    """The most digits of the numerator or denominator of any exact value (floats count 0)."""
    most = 0
    for v in values:
        if isinstance(v, Fraction):
            most = max(most, len(str(abs(v.numerator))), len(str(v.denominator)))
        elif isinstance(v, int) and not isinstance(v, bool):
            most = max(most, len(str(abs(v))))
    return most


def floated(value: ParamValue) -> ParamValue:
    """A parameter value on the float path: numbers and lists of numbers as floats."""
    if isinstance(value, tuple):
        return tuple(float(x) for x in value)
    if isinstance(value, (Fraction, float)) or (
        isinstance(value, int) and not isinstance(value, bool)
    ):
        return float(value)
    return value


def _parse_one(param: Param, text: str, add: Add) -> ParamValue | None:
    if param.type is ParamType.BASE:
        return text.strip()
    if param.type is ParamType.LIST:
        items = [] if not text.strip() else text.split(",")
        values: list[Scalar] = []
        ok = True
        for i, item in enumerate(items):
            try:
                values.append(parse_number(item))
            except ExponentTooLarge as exc:
                add(f"{param.name}[{i}]={exc} (in {text!r})")
                ok = False
            except (ValueError, ZeroDivisionError):
                add(f"{param.name}[{i}]={item.strip()!r} is not a number (in {text!r})")
                ok = False
        return tuple(values) if ok else None
    try:
        return parse_number(text)
    except ExponentTooLarge as exc:
        add(f"{param.name}={exc}")
        return None
    except (ValueError, ZeroDivisionError):
        add(f"{param.name}={text!r} is not a number")
        return None


# --- running a kind ----------------------------------------------------------------


@dataclass(frozen=True)
class Result:
    """The calculator's answer for one kind, with the worked steps.

    ``value`` is exact (``Fraction``) where the inputs were exact and the
    operation rational, else a ``float``. ``params`` are the parameters as
    used, defaults filled in.
    """

    kind: str
    params: Mapping[str, ParamValue]
    value: Scalar
    steps: tuple[str, ...]

    @property
    def exact(self) -> bool:
        """True when ``value`` is exact."""
        return not isinstance(self.value, float)

    @property
    def answer_text(self) -> str:
        """The value as a teacher writes it: ``0.81``, ``11/12 ≈ 0.916667``."""
        return format_answer(self.value)

    def __float__(self) -> float:
        return float(self.value)

    def to_json(self) -> dict[str, JSONValue]:
        """``{"kind", "params", "value", "exact", "steps"}`` (numbers as JSON numbers)."""
        return {
            "kind": self.kind,
            "params": {k: json_param(v) for k, v in self.params.items()},
            "value": json_number(self.value),
            "exact": self.exact,
            "steps": list(self.steps),
        }


def get_kind(name: str) -> Kind[Any]:
    """The kind called ``name``: a calculator kind or a check-only one.

    Raises:
        ParameterError: When there is no such kind; the message lists the kinds.
    """
    from generator.kinds import KINDS, REGISTRY

    try:
        return REGISTRY[name]
    except KeyError:
        raise ParameterError(f"unknown kind {name!r}; the kinds are {', '.join(KINDS)}") from None


def kind_names() -> tuple[str, ...]:
    """The names of the calculator's kinds, in the order of DESIGN.md's table."""
    from generator.kinds import KINDS

    return tuple(KINDS)


def _result(kind: Kind[Any], exact: Any) -> Result:
    params, note = kind.bounded(exact)
    value = kind.value(params)
    steps = kind.steps(params, value)
    if not _finite(value):
        raise ParameterError(
            f"{kind.name}: the result overflows floating point; use smaller numbers"
        )
    return Result(
        kind.name,
        MappingProxyType(kind.as_mapping(params)),
        value,
        steps if note is None else (note, *steps),
    )


def _finite(value: Scalar) -> bool:
    return not isinstance(value, float) or math.isfinite(value)


def compute(kind: str, params: Mapping[str, object]) -> Result:
    """Run one kind of calculation, with worked steps.

    Args:
        kind: A kind's name (e.g. ``"discounted_return"``).
        params: Its parameters by name (``{"rewards": (0, 0, 1), "gamma":
            Fraction(9, 10), "t": 0}``); parameters with a default may be left out.

    Returns:
        The value (exact where possible), the steps and the parameters as used.

    Raises:
        ParameterError: For an unknown kind (listing the kinds), or naming every
            missing, unknown or invalid parameter and its value.
    """
    spec = get_kind(kind)
    return _result(spec, spec.prepare_exact(params))


def _parse_all(spec: Kind[Any], texts: Mapping[str, str], add: Add) -> dict[str, ParamValue]:
    parsed: dict[str, ParamValue] = {}
    for name, text in texts.items():
        try:
            param = spec.param(name)
        except KeyError:
            add(
                f"unknown parameter {name}={text!r} ({spec.name} takes "
                f"{', '.join(spec.param_names)})"
            )
            continue
        value = _parse_one(param, text, add)
        if value is not None:
            parsed[name] = value
    return parsed


def parse_params(kind: str, texts: Mapping[str, str]) -> dict[str, ParamValue]:
    """Parameters from command-line text, exactly (``"0.9"`` → ``Fraction(9, 10)``).

    Args:
        kind: A kind's name.
        texts: Parameter name → text, for the parameters given.

    Returns:
        The parsed values (not yet range-checked: :func:`compute` does that).

    Raises:
        ParameterError: For an unknown kind, or naming every unknown parameter
            and every value that is not a number.
    """
    spec = get_kind(kind)
    problems: list[str] = []
    parsed = _parse_all(spec, texts, problems.append)
    if problems:
        raise ParameterError(f"{spec.name}: " + "; ".join(problems))
    return parsed


def compute_text(kind: str, texts: Mapping[str, str]) -> Result:
    """:func:`compute` on command-line text; parse and range problems in one error.

    Args:
        kind: A kind's name.
        texts: Parameter name → text (``{"rewards": "0,0,1", "gamma": "0.9"}``).

    Returns:
        The result, computed exactly from the decimal text where possible.

    Raises:
        ParameterError: For an unknown kind, or naming every bad parameter.
    """
    spec = get_kind(kind)
    problems: list[str] = []
    parsed = _parse_all(spec, texts, problems.append)
    # A value that did not parse is reported once, not again as "missing".
    unparsed = [n for n in texts if n not in parsed and n in spec.param_names]
    return _result(spec, spec.prepare_exact(parsed, problems, skip=unparsed))
