"""The calculator: returns, advantages and their relatives, exact where possible.

Every quantity the lessons teach a learner to compute by hand is a pure
function here with keyword-only arguments: :func:`discounted_return`,
:func:`advantage`, :func:`gae`, :func:`grpo_advantage`, :func:`pass_at_k`,
:func:`entropy`, :func:`kl`, :func:`softmax`, :func:`probability_ratio`,
:func:`clipped_objective` and :func:`mixed_group_probability`, plus the
whole-trajectory forms :func:`discounted_returns`, :func:`td_errors`,
:func:`gae_advantages`, :func:`grpo_advantages` and :func:`softmax_probs`.

Arithmetic is exact (:class:`fractions.Fraction`) when every input is an
``int`` or a ``Fraction`` and the operation is rational, so 0.9² is 0.81 and
0.8 − 0.5 is 0.3. A ``float`` anywhere in the inputs selects the float path
(also the fast path for long trajectories). Roots, exponentials and
logarithms always give floats; GRPO's mean and variance stay exact and only
the square root is a float (exact when the variance is a rational square).

Conventions are explicit parameters: GRPO's ``ddof`` (0 population, 1
sample) and ``eps``, the log ``base`` ("e" → nats, 2 → bits) of entropy and
KL. KL(p‖q) with q = 0 where p > 0 is infinite; the calculator refuses it with
a :class:`~generator.errors.ParameterError` that says so, instead of returning
``inf``. Every invalid input is reported at once: one error names each bad
parameter and its value.

The registry :data:`KINDS` describes each kind's parameters for the command
line, the exercises and the checker; :func:`compute` runs a kind on a mapping
of parameters and returns a :class:`Result` with the value and the worked
steps a teacher would write; :func:`parse_params` / :func:`compute_text`
read parameters from command-line strings (``"0.9"`` → ``Fraction(9, 10)``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from types import MappingProxyType
from typing import Literal, TypeAlias

from generator.errors import ParameterError
from generator.model import JSONValue, ParamValue, Scalar, json_number, json_param

Exact: TypeAlias = Fraction | int
"""An exact calculator value."""

Base: TypeAlias = Literal["e", 2]
"""The log base of entropy and KL: ``"e"`` (nats) or ``2`` (bits)."""

SUM_TOLERANCE = 1e-9
"""How far a float probability vector's sum may be from 1 (exact inputs must sum to exactly 1)."""

_Add = Callable[[str], None]
_P = Mapping[str, ParamValue]


# --- formatting ----------------------------------------------------------------

_SUB = str.maketrans("0123456789-", "₀₁₂₃₄₅₆₇₈₉₋")
_SUP = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")
_MAX_EXACT_DECIMALS = 12


def _sub(i: int) -> str:
    return str(i).translate(_SUB)


def _sup(i: int) -> str:
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


def _number_text(x: Scalar) -> tuple[str, bool]:
    """The display text of ``x`` and whether that text is exactly ``x``."""
    if isinstance(x, bool):
        return str(int(x)), True
    if isinstance(x, int):
        return str(x), True
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


def _eq(x: Scalar) -> str:
    """``= 0.81`` or ``≈ 0.916667`` (the relation sign that fits the shown text)."""
    text = format_answer(x)
    return text if text.startswith("≈") else f"= {text}"


def _paren(x: Scalar) -> str:
    """A factor in a product: negative numbers in parentheses."""
    text = format_number(x)
    return f"({text})" if text.startswith("−") else text


def _sum_text(values: Sequence[Scalar]) -> str:
    """``a + b − c``: a sum written with the signs folded in."""
    parts: list[str] = []
    for i, v in enumerate(values):
        text = format_number(v)
        if i == 0:
            parts.append(text)
        elif text.startswith("−"):
            parts.append(f"− {text[1:]}")
        else:
            parts.append(f"+ {text}")
    return " ".join(parts)


def _join_terms(terms: Sequence[str]) -> str:
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


def _elide(items: Sequence[str], head: int = 3, tail: int = 1, limit: int = 8) -> list[str]:
    """At most ``limit`` items: the first ``head``, ``…``, the last ``tail``."""
    if len(items) <= limit:
        return list(items)
    return [*items[:head], "…", *items[len(items) - tail :]]


def _items(n: int) -> str:
    return f"{n} item" if n == 1 else f"{n} items"


def _show(value: object) -> str:
    """A parameter value inside an error message."""
    if isinstance(value, (int, float, Fraction)) and not isinstance(value, bool):
        return format_number(value)
    if isinstance(value, (tuple, list)):
        shown = ", ".join(_show(v) for v in value[:8])
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


# --- number classification -----------------------------------------------------


def _is_number(x: object) -> bool:
    return isinstance(x, (int, float, Fraction)) and not isinstance(x, bool)


def _is_exact(x: object) -> bool:
    return isinstance(x, (int, Fraction)) and not isinstance(x, bool)


_EXACT_TYPES = frozenset({int, Fraction})


def _all_exact(*groups: Iterable[Scalar]) -> bool:
    """True when every value of every group is an int or a Fraction."""
    for group in groups:
        if isinstance(group, (tuple, list)):
            if group and type(group[0]) is float:
                return False  # the common float case, without scanning a long list
            if not set(map(type, group)) <= _EXACT_TYPES and not all(map(_is_exact, group)):
                return False
        elif not all(map(_is_exact, group)):
            return False
    return True


def _frac(x: Scalar) -> Fraction:
    return x if isinstance(x, Fraction) else Fraction(x)


def exact_sqrt(x: Exact) -> Fraction | None:
    """The exact square root of a non-negative rational, or None when it is irrational.

    Args:
        x: A non-negative int or Fraction.

    Returns:
        ``√x`` as a Fraction when numerator and denominator are perfect squares.
    """
    f = _frac(x)
    if f < 0:
        return None
    n, d = math.isqrt(f.numerator), math.isqrt(f.denominator)
    if n * n == f.numerator and d * d == f.denominator:
        return Fraction(n, d)
    return None


# --- registry types --------------------------------------------------------------


class ParamType(StrEnum):
    """What a calculator parameter holds."""

    SCALAR = "scalar"
    INT = "int"
    LIST = "list"
    BASE = "base"


@dataclass(frozen=True)
class Param:
    """One parameter of a kind: its name, type, help text and default (None: required)."""

    name: str
    type: ParamType
    help: str
    default: ParamValue | None = None

    @property
    def required(self) -> bool:
        """True when the parameter has no default."""
        return self.default is None


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


@dataclass(frozen=True)
class Kind:
    """A kind of calculation: its name, what it answers and its parameters."""

    name: str
    summary: str
    answer: str
    params: tuple[Param, ...]
    check: Callable[[_P, _Add], None]
    value: Callable[[_P], Scalar]
    steps: Callable[[_P, Scalar], tuple[str, ...]]

    def param(self, name: str) -> Param:
        """The parameter called ``name``.

        Raises:
            KeyError: When the kind has no such parameter.
        """
        for p in self.params:
            if p.name == name:
                return p
        raise KeyError(name)

    @property
    def param_names(self) -> tuple[str, ...]:
        """The names of the parameters, in order."""
        return tuple(p.name for p in self.params)


# --- coercion and validation -------------------------------------------------------


def _coerce_list(name: str, value: object, add: _Add) -> tuple[Scalar, ...] | None:
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Iterable):
        add(f"{name}={_show(value)} must be a list of numbers")
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
        if not _is_number(x) or (isinstance(x, float) and not math.isfinite(x))
    ]
    if not bad:
        return items  # a float sum overflowed, but every item is finite
    for i in bad[:3]:
        add(f"{name}[{i}]={_show(items[i])} must be a finite number")
    if len(bad) > 3:
        add(f"{name} has {len(bad) - 3} more items that are not finite numbers")
    return None


def _coerce(param: Param, value: object, add: _Add) -> ParamValue | None:
    """``value`` checked and normalised for ``param``; None (and a problem) when bad."""
    name = param.name
    if param.type is ParamType.LIST:
        return _coerce_list(name, value, add)
    if param.type is ParamType.BASE:
        if isinstance(value, str) and value.strip().lower() in ("e", "2"):
            return "e" if value.strip().lower() == "e" else 2
        if _is_number(value) and value == 2:
            return 2
        add(f"{name}={_show(value)} must be 'e' (nats) or 2 (bits)")
        return None
    if not _is_number(value):
        add(f"{name}={_show(value)} must be a number")
        return None
    if isinstance(value, float) and not math.isfinite(value):
        add(f"{name}={_show(value)} must be a finite number")
        return None
    if param.type is ParamType.INT:
        if isinstance(value, int):
            return value
        if isinstance(value, Fraction) and value.denominator == 1:
            return value.numerator
        if isinstance(value, float) and value.is_integer():
            return int(value)
        add(f"{name}={_show(value)} must be a whole number")
        return None
    assert isinstance(value, (int, float, Fraction))
    return value


def _num(p: _P, name: str) -> Scalar | None:
    v = p.get(name)
    return v if isinstance(v, (int, float, Fraction)) else None


def _int(p: _P, name: str) -> int | None:
    v = p.get(name)
    return v if isinstance(v, int) else None


def _vec(p: _P, name: str) -> tuple[Scalar, ...] | None:
    v = p.get(name)
    return v if isinstance(v, tuple) else None


def _base(p: _P, name: str = "base") -> Base:
    return "e" if p.get(name, "e") == "e" else 2


def _need_num(p: _P, name: str) -> Scalar:
    v = _num(p, name)
    if v is None:
        raise AssertionError(f"{name} was not validated")
    return v


def _need_int(p: _P, name: str) -> int:
    v = _int(p, name)
    if v is None:
        raise AssertionError(f"{name} was not validated")
    return v


def _need_vec(p: _P, name: str) -> tuple[Scalar, ...]:
    v = _vec(p, name)
    if v is None:
        raise AssertionError(f"{name} was not validated")
    return v


def _in_unit(p: _P, name: str, add: _Add) -> None:
    v = _num(p, name)
    if v is not None and not 0 <= v <= 1:
        add(f"{name}={_show(v)} must be in [0, 1]")


def _index_in(p: _P, name: str, of: str, add: _Add) -> None:
    i, items = _int(p, name), _vec(p, of)
    if i is not None and items is not None and not 0 <= i < len(items):
        add(f"{name}={i} must be in [0, {len(items) - 1}] ({of} has {_items(len(items))})")
    elif i is not None and i < 0:
        add(f"{name}={i} must be ≥ 0")


def _distribution(p: _P, name: str, add: _Add) -> None:
    probs = _vec(p, name)
    if probs is None:
        return
    bad = [i for i, x in enumerate(probs) if not 0 <= x <= 1]
    for i in bad[:3]:
        add(f"{name}[{i}]={_show(probs[i])} must be in [0, 1]")
    if len(bad) > 3:
        add(f"{name} has {len(bad) - 3} more items outside [0, 1]")
    if _all_exact(probs):
        total: Scalar = sum((_frac(x) for x in probs), Fraction(0))
        ok = total == 1
    else:
        total = math.fsum(float(x) for x in probs)
        ok = abs(total - 1) <= SUM_TOLERANCE
    if not ok:
        add(f"{name}={_show(probs)} must sum to 1 (sums to {format_number(total)})")


# --- discounted returns ---------------------------------------------------------


def _split_sum(ms: Sequence[int], a: int, b: int, lo: int, hi: int) -> tuple[int, int, int]:
    """``(Σ m_t a^(t−lo) b^(hi−1−t), a^(hi−lo), b^(hi−lo))`` over ``lo ≤ t < hi``.

    Binary splitting keeps the big-integer products balanced, so an exact
    discounted sum of n terms costs O(M(n) log n) instead of the O(n²) of a
    term-by-term Horner loop on ever-growing numbers.
    """
    if hi - lo <= 32:
        total, a_pow, b_pow = 0, 1, 1
        for t in range(lo, hi):
            total = total * b + ms[t] * a_pow
            a_pow *= a
            b_pow *= b
        return total, a_pow, b_pow
    mid = (lo + hi) // 2
    left, a_left, b_left = _split_sum(ms, a, b, lo, mid)
    right, a_right, b_right = _split_sum(ms, a, b, mid, hi)
    return left * b_right + a_left * right, a_left * a_right, b_left * b_right


def _exact_discounted_sum(xs: Sequence[Exact], factor: Exact) -> Fraction:
    """``Σ_k factor^k · xs[k]`` exactly."""
    if not xs:
        return Fraction(0)
    den = math.lcm(*(x.denominator for x in xs))
    ms = [x.numerator * (den // x.denominator) for x in xs]
    f = _frac(factor)
    total, _, b_pow = _split_sum(ms, f.numerator, f.denominator, 0, len(ms))
    return Fraction(total * f.denominator, den * b_pow)


def _float_discounted_sum(xs: Sequence[Scalar], factor: float) -> float:
    acc = 0.0
    for x in reversed(xs):
        acc = x + factor * acc
    return acc


def _check_discounted_return(p: _P, add: _Add) -> None:
    _in_unit(p, "gamma", add)
    _index_in(p, "t", "rewards", add)


def _discounted_return_value(p: _P) -> Scalar:
    rewards, gamma, t = _need_vec(p, "rewards"), _need_num(p, "gamma"), _need_int(p, "t")
    if _all_exact(rewards, (gamma,)):
        return _exact_discounted_sum(rewards[t:], gamma)  # type: ignore[arg-type]  # exact
    return _float_discounted_sum(rewards[t:], float(gamma))


def _steps_discounted_return(p: _P, value: Scalar) -> tuple[str, ...]:
    rewards, gamma, t = _need_vec(p, "rewards"), _need_num(p, "gamma"), _need_int(p, "t")
    m = len(rewards) - t
    exact = _all_exact(rewards, (gamma,))
    g_text = _paren(gamma)
    head = f"G{_sub(t)}"
    if m == 1:
        return (
            f"{head} = Σₖ γᵏ·r{_sub(t)}₊ₖ; step {t} is the last, so {head} = r{_sub(t)}",
            f"{head} = {format_number(rewards[t])}",
        )
    # Long trajectories show the first three terms and the last, like _elide.
    shown = range(m) if m <= 8 else (0, 1, 2, None, m - 1)
    symbols, numbers, parts = [], [], []
    for k in shown:
        if k is None:
            symbols.append("…")
            numbers.append("…")
            parts.append("…")
            continue
        r = rewards[t + k]
        power = "" if k == 0 else ("γ·" if k == 1 else f"γ{_sup(k)}·")
        symbols.append(f"{power}r{_sub(t + k)}")
        factor = "" if k == 0 else (f"{g_text}·" if k == 1 else f"{g_text}{_sup(k)}·")
        numbers.append(f"{factor}{_paren(r)}" if k else format_number(r))
        part: Scalar = _frac(gamma) ** k * _frac(r) if exact else float(gamma) ** k * float(r)
        parts.append(format_number(part))
    first = f"{head} = Σₖ γᵏ·r{_sub(t)}₊ₖ = {' + '.join(symbols)}"
    second = f"{head} = {' + '.join(numbers)} = {_join_terms(parts)} {_eq(value)}"
    return (first, second)


def discounted_return(*, rewards: Sequence[Scalar], gamma: Scalar, t: int = 0) -> Scalar:
    """The discounted return ``G_t = Σ_k γ^k · rewards[t+k]``.

    ``rewards[t]`` is the reward received after the action at step ``t``.

    Args:
        rewards: The rewards of the trajectory, in order.
        gamma: The discount factor, in [0, 1].
        t: The step whose return is wanted (0-based).

    Returns:
        ``G_t``: a Fraction when every input is exact, else a float.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = _prepare("discounted_return", {"rewards": rewards, "gamma": gamma, "t": t})
    return _discounted_return_value(p)


def discounted_returns(*, rewards: Sequence[Scalar], gamma: Scalar) -> tuple[Scalar, ...]:
    """The discounted return of every step, ``G_0 … G_{T−1}``, in one backward pass.

    Linear in the number of floats on the float path. On the exact path the
    values themselves have Θ(T) digits, so the cost grows quadratically; use
    floats for long trajectories.

    Args:
        rewards: The rewards of the trajectory, in order.
        gamma: The discount factor, in [0, 1].

    Returns:
        ``(G_0, …, G_{T−1})``: Fractions when every input is exact, else floats.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = _prepare("discounted_return", {"rewards": rewards, "gamma": gamma, "t": 0})
    rs, g = _need_vec(p, "rewards"), _need_num(p, "gamma")
    if _all_exact(rs, (g,)):
        return _exact_backward(rs, g)  # type: ignore[arg-type]  # exact
    return tuple(_float_backward(rs, float(g)))


def _exact_backward(xs: Sequence[Exact], factor: Exact) -> tuple[Fraction, ...]:
    out: list[Fraction] = [Fraction(0)] * len(xs)
    acc = Fraction(0)
    f = _frac(factor)
    for i in range(len(xs) - 1, -1, -1):
        acc = xs[i] + f * acc
        out[i] = acc
    return tuple(out)


def _float_backward(xs: Sequence[Scalar], factor: float) -> list[float]:
    # Appending while iterating backwards, then reversing, is the fastest pure-Python form.
    out: list[float] = []
    append = out.append
    acc = 0.0
    for x in reversed(xs):
        acc = x + factor * acc
        append(acc)
    out.reverse()
    return out


# --- advantage -------------------------------------------------------------------


def _check_advantage(p: _P, add: _Add) -> None:
    del p, add  # any two finite numbers will do


def _advantage_value(p: _P) -> Scalar:
    ret, base = _need_num(p, "return"), _need_num(p, "baseline")
    if _all_exact((ret, base)):
        return _frac(ret) - _frac(base)
    return float(ret) - float(base)


def _steps_advantage(p: _P, value: Scalar) -> tuple[str, ...]:
    ret, base = _need_num(p, "return"), _need_num(p, "baseline")
    return (
        f"A = G − b = {format_number(ret)} − {_paren(base)} {_eq(value)}",
        "positive: better than expected (the action becomes more likely)"
        if value > 0
        else (
            "negative: worse than expected (the action becomes less likely)"
            if value < 0
            else "zero: exactly as expected (no push either way)"
        ),
    )


def advantage(*, return_: Scalar, baseline: Scalar) -> Scalar:
    """The advantage ``A = G − b``: how much better the return was than expected.

    Args:
        return_: The observed return ``G`` (the registry calls it ``return``).
        baseline: The baseline ``b`` (a critic's value, or a group mean).

    Returns:
        ``G − b``: a Fraction when both are exact, else a float.

    Raises:
        ParameterError: When either is not a finite number.
    """
    p = _prepare("advantage", {"return": return_, "baseline": baseline})
    return _advantage_value(p)


# --- GAE -------------------------------------------------------------------------


def _check_gae(p: _P, add: _Add) -> None:
    _in_unit(p, "gamma", add)
    _in_unit(p, "lam", add)
    rewards, values = _vec(p, "rewards"), _vec(p, "values")
    if rewards is not None and values is not None and len(values) != len(rewards) + 1:
        add(
            f"values has {_items(len(values))}, needs len(rewards)+1 = {len(rewards) + 1} "
            "(one per state plus the bootstrap value, 0 when terminal)"
        )
    _index_in(p, "t", "rewards", add)


def _deltas(
    rewards: Sequence[Scalar], values: Sequence[Scalar], gamma: Scalar, exact: bool
) -> list[Scalar]:
    if exact:
        g = _frac(gamma)
        return [rewards[i] + g * values[i + 1] - values[i] for i in range(len(rewards))]
    rs, vs, gf = rewards, values, float(gamma)
    return [rs[i] + gf * vs[i + 1] - vs[i] for i in range(len(rs))]


def _gae_value(p: _P) -> Scalar:
    rewards, values = _need_vec(p, "rewards"), _need_vec(p, "values")
    gamma, lam, t = _need_num(p, "gamma"), _need_num(p, "lam"), _need_int(p, "t")
    if _all_exact(rewards, values, (gamma, lam)):
        deltas = _deltas(rewards[t:], values[t:], gamma, True)
        return _exact_discounted_sum(deltas, _frac(gamma) * _frac(lam))  # type: ignore[arg-type]
    rs, vs, g = rewards, values, float(gamma)
    gl = g * float(lam)
    acc = 0.0
    for i in range(len(rs) - 1, t - 1, -1):
        acc = rs[i] + g * vs[i + 1] - vs[i] + gl * acc
    return acc


def _steps_gae(p: _P, value: Scalar) -> tuple[str, ...]:
    rewards, values = _need_vec(p, "rewards"), _need_vec(p, "values")
    gamma, lam, t = _need_num(p, "gamma"), _need_num(p, "lam"), _need_int(p, "t")
    n = len(rewards)
    exact = _all_exact(rewards, values, (gamma, lam))
    deltas = _deltas(rewards, values, gamma, exact)
    gl: Scalar = _frac(gamma) * _frac(lam) if exact else float(gamma) * float(lam)
    steps = [
        f"δₜ = rₜ + γ·V(sₜ₊₁) − V(sₜ); Aₜ = δₜ + γλ·Aₜ₊₁, with A{_sub(n)} = 0 "
        f"(V(s{_sub(n)}) = {format_number(values[n])} is the bootstrap value)",
        f"γλ = {format_number(gamma)}·{format_number(lam)} {_eq(gl)}",
    ]
    delta_lines = [
        f"δ{_sub(i)} = {format_number(rewards[i])} + {_paren(gamma)}·{_paren(values[i + 1])} "
        f"− {_paren(values[i])} {_eq(deltas[i])}"
        for i in range(n - 1, t - 1, -1)
    ]
    advs: list[Scalar] = []
    acc: Scalar = Fraction(0) if exact else 0.0
    adv_lines = []
    for i in range(n - 1, t - 1, -1):
        if i == n - 1:
            acc = deltas[i]
            adv_lines.append(f"A{_sub(i)} = δ{_sub(i)} {_eq(acc)}")
        else:
            prev = acc
            acc = deltas[i] + gl * acc
            adv_lines.append(
                f"A{_sub(i)} = δ{_sub(i)} + γλ·A{_sub(i + 1)} = {format_number(deltas[i])} + "
                f"{format_number(gl)}·{_paren(prev)} {_eq(acc if i != t else value)}"
            )
        advs.append(acc)
    steps.extend(_elide(delta_lines, head=3, tail=2, limit=10))
    steps.extend(_elide(adv_lines, head=3, tail=2, limit=10))
    return tuple(steps)


def td_errors(
    *, rewards: Sequence[Scalar], values: Sequence[Scalar], gamma: Scalar
) -> tuple[Scalar, ...]:
    """The one-step TD errors ``δ_t = r_t + γ·V(s_{t+1}) − V(s_t)`` of every step.

    Args:
        rewards: The rewards, ``rewards[t]`` after the action at step ``t``.
        values: ``V(s_0) … V(s_T)``: one longer than ``rewards``; the last is the
            bootstrap value, 0 when the trajectory ended.
        gamma: The discount factor, in [0, 1].

    Returns:
        ``(δ_0, …, δ_{T−1})``, exact when every input is.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = _prepare("gae", {"rewards": rewards, "values": values, "gamma": gamma, "lam": 0, "t": 0})
    rs, vs, g = _need_vec(p, "rewards"), _need_vec(p, "values"), _need_num(p, "gamma")
    return tuple(_deltas(rs, vs, g, _all_exact(rs, vs, (g,))))


def gae(
    *,
    rewards: Sequence[Scalar],
    values: Sequence[Scalar],
    gamma: Scalar,
    lam: Scalar,
    t: int = 0,
) -> Scalar:
    """The Generalized Advantage Estimate ``A_t = Σ_k (γλ)^k · δ_{t+k}``.

    Args:
        rewards: The rewards, ``rewards[t]`` after the action at step ``t``.
        values: ``V(s_0) … V(s_T)``: one longer than ``rewards``; the last is the
            bootstrap value, 0 when the trajectory ended.
        gamma: The discount factor, in [0, 1].
        lam: GAE's λ, in [0, 1] (0: one-step TD error; 1: Monte-Carlo return − value).
        t: The step whose advantage is wanted (0-based).

    Returns:
        ``A_t``: a Fraction when every input is exact, else a float.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = _prepare("gae", {"rewards": rewards, "values": values, "gamma": gamma, "lam": lam, "t": t})
    return _gae_value(p)


def gae_advantages(
    *, rewards: Sequence[Scalar], values: Sequence[Scalar], gamma: Scalar, lam: Scalar
) -> tuple[Scalar, ...]:
    """The GAE advantage of every step, ``A_0 … A_{T−1}``, in one backward pass.

    Args:
        rewards: The rewards, ``rewards[t]`` after the action at step ``t``.
        values: ``V(s_0) … V(s_T)``: one longer than ``rewards`` (bootstrap value last).
        gamma: The discount factor, in [0, 1].
        lam: GAE's λ, in [0, 1].

    Returns:
        The advantages: Fractions when every input is exact, else floats.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = _prepare("gae", {"rewards": rewards, "values": values, "gamma": gamma, "lam": lam, "t": 0})
    rs, vs = _need_vec(p, "rewards"), _need_vec(p, "values")
    g, lm = _need_num(p, "gamma"), _need_num(p, "lam")
    if _all_exact(rs, vs, (g, lm)):
        return _exact_backward(_deltas(rs, vs, g, True), _frac(g) * _frac(lm))  # type: ignore[arg-type]
    return tuple(_float_gae(rs, vs, float(g), float(g) * float(lm)))


def _float_gae(rs: Sequence[Scalar], vs: Sequence[Scalar], g: float, gl: float) -> list[float]:
    out: list[float] = []
    append = out.append
    acc = 0.0
    values = reversed(vs)
    next_value = next(values)  # the bootstrap value V(s_T)
    for r, v in zip(reversed(rs), values, strict=False):
        acc = r + g * next_value - v + gl * acc
        append(acc)
        next_value = v
    out.reverse()
    return out


# --- GRPO ------------------------------------------------------------------------


@dataclass(frozen=True)
class GroupStats:
    """A GRPO group's mean (exact when the rewards are), variance and standard deviation."""

    mean: Scalar
    variance: Scalar
    std: Scalar


def _check_grpo(p: _P, add: _Add) -> None:
    _index_in(p, "index", "rewards", add)
    ddof, rewards = _int(p, "ddof"), _vec(p, "rewards")
    if ddof is not None and ddof not in (0, 1):
        add(f"ddof={ddof} must be 0 (population std) or 1 (sample std)")
    elif ddof == 1 and rewards is not None and len(rewards) < 2:
        add(f"ddof=1 (sample std) needs at least 2 rewards; the group has {len(rewards)}")
    eps = _num(p, "eps")
    if eps is not None and eps < 0:
        add(f"eps={_show(eps)} must be ≥ 0")


def _group_stats(rewards: Sequence[Scalar], ddof: int) -> GroupStats:
    n = len(rewards)
    if _all_exact(rewards):
        mean = sum((_frac(r) for r in rewards), Fraction(0)) / n
        var = sum(((_frac(r) - mean) ** 2 for r in rewards), Fraction(0)) / (n - ddof)
        root = exact_sqrt(var)
        return GroupStats(mean, var, root if root is not None else math.sqrt(var))
    rs = rewards
    fmean = math.fsum(rs) / n
    fvar = math.fsum((r - fmean) ** 2 for r in rs) / (n - ddof)
    return GroupStats(fmean, fvar, math.sqrt(fvar))


def _grpo_all(rewards: Sequence[Scalar], ddof: int, eps: Scalar) -> tuple[Scalar, ...]:
    stats = _group_stats(rewards, ddof)
    exact = isinstance(stats.std, (int, Fraction)) and _is_exact(eps)
    if exact:
        den = _frac(stats.std) + _frac(eps)
        if den == 0:
            return tuple(Fraction(0) for _ in rewards)
        return tuple((_frac(r) - stats.mean) / den for r in rewards)
    fden = float(stats.std) + float(eps)
    if fden == 0:
        return tuple(0.0 for _ in rewards)
    if isinstance(stats.mean, Fraction):
        return tuple(float(_frac(r) - stats.mean) / fden for r in rewards)
    fmean = float(stats.mean)
    return tuple((float(r) - fmean) / fden for r in rewards)


def _grpo_value(p: _P) -> Scalar:
    rewards, index = _need_vec(p, "rewards"), _need_int(p, "index")
    return _grpo_all(rewards, _need_int(p, "ddof"), _need_num(p, "eps"))[index]


def _steps_grpo(p: _P, value: Scalar) -> tuple[str, ...]:
    rewards, index = _need_vec(p, "rewards"), _need_int(p, "index")
    ddof, eps = _need_int(p, "ddof"), _need_num(p, "eps")
    n = len(rewards)
    stats = _group_stats(rewards, ddof)
    shown = _elide([format_number(r) for r in rewards], head=6, tail=2, limit=10)
    squares = _elide(
        [f"({format_number(r)} − {format_number(stats.mean)})²" for r in rewards],
        head=3,
        tail=1,
        limit=6,
    )
    which = "population, ddof 0" if ddof == 0 else "sample, ddof 1"
    steps = [
        f"mean = ({' + '.join(shown)})/{n} {_eq(stats.mean)}",
        f"variance ({which}) = ({' + '.join(squares)})/{n - ddof} {_eq(stats.variance)}",
        f"std = √{format_number(stats.variance)} {_eq(stats.std)}",
    ]
    eps_text = "" if eps == 0 else f" + {format_number(eps)}"
    if float(stats.std) + float(eps) == 0:
        steps.append(
            "std + eps = 0: every sibling got the same reward, so the group carries no "
            f"relative signal and every advantage is 0 (A{_sub(index)} = 0)"
        )
        return tuple(steps)
    steps.append(
        f"A{_sub(index)} = (r{_sub(index)} − mean)/{'(std + eps)' if eps else 'std'} = "
        f"({format_number(rewards[index])} − {format_number(stats.mean)})/"
        f"{f'({format_number(stats.std)}{eps_text})' if eps else format_number(stats.std)} "
        f"{_eq(value)}"
        f"  [response {index + 1} of {n}]"
    )
    if n <= 8:
        everyone = _grpo_all(rewards, ddof, eps)
        steps.append(f"all advantages: {', '.join(format_number(a) for a in everyone)}")
    return tuple(steps)


def group_stats(*, rewards: Sequence[Scalar], ddof: int = 0) -> GroupStats:
    """A GRPO group's reward mean, variance and standard deviation.

    Args:
        rewards: The rewards of the group's responses (size ≥ 1; ≥ 2 when ddof is 1).
        ddof: 0 for the population standard deviation (the course's), 1 for the sample one.

    Returns:
        The statistics; mean and variance are exact when the rewards are, the
        standard deviation too when the variance is a rational square.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = _prepare("grpo_advantage", {"rewards": rewards, "index": 0, "ddof": ddof, "eps": 0})
    return _group_stats(_need_vec(p, "rewards"), ddof)


def grpo_advantage(
    *, rewards: Sequence[Scalar], index: int, ddof: int = 0, eps: Scalar = 0
) -> Scalar:
    """GRPO's group-relative advantage ``(r_i − mean)/(std + eps)``; 0 when std + eps is 0.

    Args:
        rewards: The rewards of the sibling responses to one prompt.
        index: Which response (0-based).
        ddof: 0 for the population standard deviation (the course's), 1 for the sample one.
        eps: Added to the standard deviation (trainers use a small value such as 1e-4).

    Returns:
        The advantage: exact when the rewards, eps and the standard deviation are.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = _prepare("grpo_advantage", {"rewards": rewards, "index": index, "ddof": ddof, "eps": eps})
    return _grpo_value(p)


def grpo_advantages(
    *, rewards: Sequence[Scalar], ddof: int = 0, eps: Scalar = 0
) -> tuple[Scalar, ...]:
    """GRPO's advantages for a whole group.

    Args:
        rewards: The rewards of the sibling responses to one prompt.
        ddof: 0 for the population standard deviation, 1 for the sample one.
        eps: Added to the standard deviation.

    Returns:
        One advantage per response; all 0 when std + eps is 0.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = _prepare("grpo_advantage", {"rewards": rewards, "index": 0, "ddof": ddof, "eps": eps})
    return _grpo_all(_need_vec(p, "rewards"), ddof, _need_num(p, "eps"))


# --- pass@k ----------------------------------------------------------------------


def _check_pass_at_k(p: _P, add: _Add) -> None:
    n, c, k = _int(p, "n"), _int(p, "c"), _int(p, "k")
    if n is not None and n < 1:
        add(f"n={n} must be ≥ 1 (the number of samples)")
    if c is not None and c < 0:
        add(f"c={c} must be ≥ 0 (the number of correct samples)")
    if c is not None and n is not None and c > n:
        add(f"c={c} must be ≤ n={n}")
    if k is not None and k < 1:
        add(f"k={k} must be ≥ 1")
    if k is not None and n is not None and k > n:
        add(f"k={k} must be ≤ n={n}")


def _pass_at_k_value(p: _P) -> Scalar:
    n, c, k = _need_int(p, "n"), _need_int(p, "c"), _need_int(p, "k")
    return 1 - Fraction(math.comb(n - c, k), math.comb(n, k))


def _steps_pass_at_k(p: _P, value: Scalar) -> tuple[str, ...]:
    n, c, k = _need_int(p, "n"), _need_int(p, "c"), _need_int(p, "k")
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
    fail, total = math.comb(n - c, k), math.comb(n, k)
    return (
        first,
        f"C({n - c}, {k}) = {fail}; C({n}, {k}) = {total}",
        f"pass@{k} = 1 − {fail}/{total} {_eq(value)}",
    )


def pass_at_k(*, n: int, c: int, k: int) -> Fraction:
    """The unbiased pass@k estimate ``1 − C(n−c, k)/C(n, k)``.

    The chance that at least one of ``k`` samples drawn without replacement
    from ``n`` attempts, ``c`` of them correct, is correct.

    Args:
        n: The number of sampled attempts (≥ 1).
        c: How many of them are correct (0 ≤ c ≤ n).
        k: The budget of attempts (1 ≤ k ≤ n).

    Returns:
        The estimate, exactly.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = _prepare("pass_at_k", {"n": n, "c": c, "k": k})
    value = _pass_at_k_value(p)
    assert isinstance(value, Fraction)
    return value


# --- entropy and KL --------------------------------------------------------------

_LOG_NAME = {"e": "ln", 2: "log₂"}
_UNIT = {"e": "nats", 2: "bits"}


def _log(x: Scalar, base: Base) -> float:
    return math.log2(x) if base == 2 else math.log(x)


def _check_entropy(p: _P, add: _Add) -> None:
    _distribution(p, "probs", add)


def _entropy_terms(probs: Sequence[Scalar], base: Base) -> list[float]:
    return [float(x) * _log(x, base) if x > 0 else 0.0 for x in probs]


def _entropy_value(p: _P) -> Scalar:
    terms = _entropy_terms(_need_vec(p, "probs"), _base(p))
    return -math.fsum(terms) + 0.0  # + 0.0 turns −0.0 into 0.0


def _steps_entropy(p: _P, value: Scalar) -> tuple[str, ...]:
    probs, base = _need_vec(p, "probs"), _base(p)
    log = _LOG_NAME[base]
    terms = _entropy_terms(probs, base)
    symbolic = _elide(
        [f"{format_number(x)}·{log} {format_number(x)}" for x in probs if x > 0], limit=6
    )
    numeric = _elide([format_number(t) for t in terms if t != 0], limit=6) or ["0"]
    return (
        f"H = −Σ p·{log} p (terms with p = 0 contribute 0), in {_UNIT[base]}",
        f"H = −({_join_terms(symbolic)})",
        f"H = −({_join_terms(numeric)}) {_eq(value)} {_UNIT[base]}",
    )


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
    p = _prepare("entropy", {"probs": probs, "base": base})
    return float(_entropy_value(p))


def _check_kl(p: _P, add: _Add) -> None:
    _distribution(p, "p", add)
    _distribution(p, "q", add)
    ps, qs = _vec(p, "p"), _vec(p, "q")
    if ps is None or qs is None:
        return
    if len(ps) != len(qs):
        add(f"q has {_items(len(qs))} and p has {len(ps)}; they must have the same length")
        return
    infinite = [i for i, (a, b) in enumerate(zip(ps, qs, strict=True)) if a > 0 and b == 0]
    for i in infinite[:3]:
        add(
            f"KL(p‖q) is infinite: q[{i}]=0 where p[{i}]={_show(ps[i])} > 0 "
            "(p puts mass where q puts none)"
        )


def _kl_terms(ps: Sequence[Scalar], qs: Sequence[Scalar], base: Base) -> list[float]:
    terms = []
    for a, b in zip(ps, qs, strict=True):
        if a == 0:
            terms.append(0.0)
            continue
        ratio = _frac(a) / _frac(b) if _is_exact(a) and _is_exact(b) else float(a) / float(b)
        terms.append(float(a) * _log(ratio, base))
    return terms


def _kl_value(p: _P) -> Scalar:
    return math.fsum(_kl_terms(_need_vec(p, "p"), _need_vec(p, "q"), _base(p))) + 0.0


def _steps_kl(p: _P, value: Scalar) -> tuple[str, ...]:
    ps, qs, base = _need_vec(p, "p"), _need_vec(p, "q"), _base(p)
    log = _LOG_NAME[base]
    terms = _kl_terms(ps, qs, base)
    symbolic = _elide(
        [
            f"{format_number(a)}·{log}({format_number(a)}/{format_number(b)})"
            for a, b in zip(ps, qs, strict=True)
            if a > 0
        ],
        limit=6,
    )
    numeric = _elide([format_number(t) for a, t in zip(ps, terms, strict=True) if a > 0], limit=6)
    return (
        f"KL(p‖q) = Σ p·{log}(p/q) (terms with p = 0 contribute 0), in {_UNIT[base]}",
        f"KL = {_join_terms(symbolic)}",
        f"KL = {_join_terms(numeric)} {_eq(value)} {_UNIT[base]}",
    )


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
    params = _prepare("kl", {"p": p, "q": q, "base": base})
    return float(_kl_value(params))


# --- softmax ---------------------------------------------------------------------


def _check_softmax(p: _P, add: _Add) -> None:
    temperature = _num(p, "temperature")
    if temperature is not None and temperature <= 0:
        add(f"temperature={_show(temperature)} must be > 0")
    _index_in(p, "index", "logits", add)


def _scaled_logits(logits: Sequence[Scalar], temperature: Scalar) -> list[Scalar]:
    if _all_exact(logits, (temperature,)):
        return [_frac(z) / _frac(temperature) for z in logits]
    return [float(z) / float(temperature) for z in logits]


def _softmax_all(logits: Sequence[Scalar], temperature: Scalar) -> tuple[float, ...]:
    scaled = [float(z) for z in _scaled_logits(logits, temperature)]
    top = max(scaled)
    exps = [math.exp(z - top) for z in scaled]
    total = math.fsum(exps)
    return tuple(e / total for e in exps)


def _softmax_value(p: _P) -> Scalar:
    logits, temperature = _need_vec(p, "logits"), _need_num(p, "temperature")
    return _softmax_all(logits, temperature)[_need_int(p, "index")]


def _steps_softmax(p: _P, value: Scalar) -> tuple[str, ...]:
    logits, temperature = _need_vec(p, "logits"), _need_num(p, "temperature")
    index = _need_int(p, "index")
    scaled = _scaled_logits(logits, temperature)
    top = max(float(z) for z in scaled)
    shift = top > 30  # exp would print (or overflow) unreadably: use the shift invariance
    steps = []
    if temperature != 1:
        steps.append(
            f"zᵢ/T with T = {format_number(temperature)}: "
            + ", ".join(_elide([format_number(z) for z in scaled]))
        )
    if shift:
        steps.append(
            f"subtract the largest, {format_number(top)}, first (softmax is shift-invariant)"
        )
    exps = [math.exp(float(z) - (top if shift else 0.0)) for z in scaled]
    total = math.fsum(exps)
    arg = "zᵢ/T − max" if shift else ("zᵢ/T" if temperature != 1 else "zᵢ")
    steps.append(f"exp({arg}) = " + ", ".join(_elide([format_number(e) for e in exps])))
    steps.append(f"sum = {format_number(total)}")
    steps.append(
        f"p{_sub(index)} = {format_number(exps[index])}/{format_number(total)} {_eq(value)}"
    )
    if len(logits) <= 8:
        everyone = _softmax_all(logits, temperature)
        steps.append("all probabilities: " + ", ".join(format_number(x) for x in everyone))
    return tuple(steps)


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
    p = _prepare("softmax", {"logits": logits, "temperature": temperature, "index": 0})
    return _softmax_all(_need_vec(p, "logits"), _need_num(p, "temperature"))


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
    p = _prepare("softmax", {"logits": logits, "temperature": temperature, "index": index})
    return float(_softmax_value(p))


# --- PPO ratio and clipping ---------------------------------------------------------


def _check_ratio(p: _P, add: _Add) -> None:
    _in_unit(p, "new_prob", add)
    old = _num(p, "old_prob")
    if old is not None and not 0 < old <= 1:
        add(f"old_prob={_show(old)} must be in (0, 1] (it is the ratio's denominator)")


def _ratio(p: _P) -> Scalar:
    new, old = _need_num(p, "new_prob"), _need_num(p, "old_prob")
    if _all_exact((new, old)):
        return _frac(new) / _frac(old)
    return float(new) / float(old)


def _steps_ratio(p: _P, value: Scalar) -> tuple[str, ...]:
    new, old = _need_num(p, "new_prob"), _need_num(p, "old_prob")
    meaning = (
        "above 1: the action became more likely"
        if value > 1
        else ("below 1: the action became less likely" if value < 1 else "1: unchanged")
    )
    return (
        f"ρ = π_new(a|s)/π_old(a|s) = {format_number(new)}/{format_number(old)} {_eq(value)}",
        meaning,
    )


def probability_ratio(*, new_prob: Scalar, old_prob: Scalar) -> Scalar:
    """PPO's probability ratio ``ρ = π_new(a|s) / π_old(a|s)``.

    Args:
        new_prob: The current policy's probability of the stored action, in [0, 1].
        old_prob: The behavior probability recorded during the rollout, in (0, 1].

    Returns:
        ``ρ``: exact when both are.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = _prepare("probability_ratio", {"new_prob": new_prob, "old_prob": old_prob})
    return _ratio(p)


def _check_clipped(p: _P, add: _Add) -> None:
    _check_ratio(p, add)
    _in_unit(p, "epsilon", add)


def _clip_parts(p: _P) -> tuple[Scalar, Scalar, Scalar, Scalar, Scalar]:
    """``(ρ, clip(ρ), ρ·A, clip(ρ)·A, min)``."""
    rho = _ratio(p)
    eps, adv = _need_num(p, "epsilon"), _need_num(p, "advantage")
    if isinstance(rho, Fraction) and _all_exact((eps, adv)):
        lo, hi, a = 1 - _frac(eps), 1 + _frac(eps), _frac(adv)
        clipped: Scalar = min(max(rho, lo), hi)
        return rho, clipped, rho * a, clipped * a, min(rho * a, clipped * a)
    r, fe, fa = float(rho), float(eps), float(adv)
    fclip = min(max(r, 1 - fe), 1 + fe)
    return r, fclip, r * fa, fclip * fa, min(r * fa, fclip * fa)


def _clipped_value(p: _P) -> Scalar:
    return _clip_parts(p)[4]


def _steps_clipped(p: _P, value: Scalar) -> tuple[str, ...]:
    new, old = _need_num(p, "new_prob"), _need_num(p, "old_prob")
    eps, adv = _need_num(p, "epsilon"), _need_num(p, "advantage")
    rho, clipped, unclipped_term, clipped_term, _ = _clip_parts(p)
    lo = 1 - _frac(eps) if _is_exact(eps) else 1 - float(eps)
    hi = 1 + _frac(eps) if _is_exact(eps) else 1 + float(eps)
    if unclipped_term == clipped_term:
        why = "both terms are equal: clipping does not bind"
    elif value == clipped_term:
        why = "the clipped term is smaller: the incentive is capped"
    else:
        why = "the unclipped term is smaller: the pessimistic bound keeps it"
    return (
        f"ρ = {format_number(new)}/{format_number(old)} {_eq(rho)}",
        f"clip(ρ, 1 − ε, 1 + ε) = clip({format_number(rho)}, {format_number(lo)}, "
        f"{format_number(hi)}) {_eq(clipped)}",
        f"ρ·A = {format_number(rho)}·{_paren(adv)} {_eq(unclipped_term)}; "
        f"clip(ρ)·A = {format_number(clipped)}·{_paren(adv)} {_eq(clipped_term)}",
        f"L = min({format_number(unclipped_term)}, {format_number(clipped_term)}) "
        f"{_eq(value)} ({why})",
    )


def clipped_objective(
    *, new_prob: Scalar, old_prob: Scalar, epsilon: Scalar, advantage: Scalar
) -> Scalar:
    """PPO's clipped surrogate term ``min(ρ·A, clip(ρ, 1−ε, 1+ε)·A)``.

    Args:
        new_prob: The current policy's probability of the stored action, in [0, 1].
        old_prob: The behavior probability, in (0, 1].
        epsilon: The clip range ε, in [0, 1].
        advantage: The action's advantage ``A``.

    Returns:
        The objective term: exact when every input is.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = _prepare(
        "clipped_objective",
        {"new_prob": new_prob, "old_prob": old_prob, "epsilon": epsilon, "advantage": advantage},
    )
    return _clipped_value(p)


# --- mixed groups ------------------------------------------------------------------


def _check_mixed(p: _P, add: _Add) -> None:
    _in_unit(p, "p", add)
    size = _int(p, "G")
    if size is not None and size < 1:
        add(f"G={size} must be ≥ 1 (the group size)")


def _mixed_parts(p: _P) -> tuple[Scalar, Scalar, Scalar]:
    """``(p^G, (1−p)^G, 1 − p^G − (1−p)^G)``."""
    prob, size = _need_num(p, "p"), _need_int(p, "G")
    if _is_exact(prob):
        f = _frac(prob)
        all_pass, all_fail = f**size, (1 - f) ** size
        return all_pass, all_fail, 1 - all_pass - all_fail
    x = float(prob)
    fp, ff = x**size, (1 - x) ** size
    return fp, ff, 1 - fp - ff


def _mixed_value(p: _P) -> Scalar:
    return _mixed_parts(p)[2]


def _steps_mixed(p: _P, value: Scalar) -> tuple[str, ...]:
    prob, size = _need_num(p, "p"), _need_int(p, "G")
    all_pass, all_fail, _ = _mixed_parts(p)
    one_minus = 1 - _frac(prob) if _is_exact(prob) else 1 - float(prob)
    return (
        "a group is mixed unless all G samples pass or all fail: P(mixed) = 1 − pᴳ − (1 − p)ᴳ",
        f"P(mixed) = 1 − {_paren(prob)}{_sup(size)} − {_paren(one_minus)}{_sup(size)} "
        f"= 1 − {format_number(all_pass)} − {format_number(all_fail)} {_eq(value)}",
    )


def mixed_group_probability(*, p: Scalar, G: int) -> Scalar:
    """The chance a GRPO group of ``G`` samples is mixed: ``1 − p^G − (1−p)^G``.

    Only mixed groups (some pass, some fail) give a non-zero GRPO advantage.

    Args:
        p: The chance one sample passes, in [0, 1].
        G: The group size (≥ 1).

    Returns:
        The probability: exact when ``p`` is.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    params = _prepare("mixed_group_probability", {"p": p, "G": G})
    return _mixed_value(params)


# --- the registry ------------------------------------------------------------------

_S, _I, _L, _B = ParamType.SCALAR, ParamType.INT, ParamType.LIST, ParamType.BASE
_REWARDS = Param("rewards", _L, "rewards[t] is the reward received after the action at step t")
_GAMMA = Param("gamma", _S, "discount factor γ in [0, 1]")


def _kinds() -> dict[str, Kind]:
    kinds = (
        Kind(
            "discounted_return",
            "the return of one step",
            "G_t = Σ_k γ^k · rewards[t+k]",
            (_REWARDS, _GAMMA, Param("t", _I, "the step (0-based)", 0)),
            _check_discounted_return,
            _discounted_return_value,
            _steps_discounted_return,
        ),
        Kind(
            "advantage",
            "return minus baseline",
            "A = return − baseline",
            (
                Param("return", _S, "the observed return G"),
                Param("baseline", _S, "the baseline b (critic value or group mean)"),
            ),
            _check_advantage,
            _advantage_value,
            _steps_advantage,
        ),
        Kind(
            "gae",
            "Generalized Advantage Estimation",
            "A_t = Σ_k (γλ)^k · δ_{t+k}, δ_t = r_t + γ·V(s_{t+1}) − V(s_t)",
            (
                _REWARDS,
                Param(
                    "values",
                    _L,
                    "V(s_0) … V(s_T): len(rewards)+1 values, the last is the bootstrap "
                    "value (0 when terminal)",
                ),
                _GAMMA,
                Param("lam", _S, "GAE's λ in [0, 1]"),
                Param("t", _I, "the step (0-based)", 0),
            ),
            _check_gae,
            _gae_value,
            _steps_gae,
        ),
        Kind(
            "grpo_advantage",
            "GRPO's group-relative advantage",
            "(r_i − mean)/(std + eps); 0 when std + eps is 0",
            (
                Param("rewards", _L, "the rewards of the sibling responses"),
                Param("index", _I, "which response (0-based)", 0),
                Param("ddof", _I, "0: population std (the course's), 1: sample std", 0),
                Param("eps", _S, "added to the std (trainers use e.g. 1e-4)", 0),
            ),
            _check_grpo,
            _grpo_value,
            _steps_grpo,
        ),
        Kind(
            "pass_at_k",
            "unbiased pass@k estimate",
            "1 − C(n−c, k)/C(n, k)",
            (
                Param("n", _I, "the number of sampled attempts"),
                Param("c", _I, "how many of them are correct"),
                Param("k", _I, "the budget of attempts"),
            ),
            _check_pass_at_k,
            _pass_at_k_value,
            _steps_pass_at_k,
        ),
        Kind(
            "entropy",
            "entropy of a distribution",
            "−Σ p log p",
            (
                Param("probs", _L, "the probabilities (summing to 1)"),
                Param("base", _B, "log base: e (nats) or 2 (bits)", "e"),
            ),
            _check_entropy,
            _entropy_value,
            _steps_entropy,
        ),
        Kind(
            "kl",
            "Kullback–Leibler divergence",
            "KL(p‖q) = Σ p log(p/q)",
            (
                Param("p", _L, "the first distribution (e.g. the current policy)"),
                Param("q", _L, "the second distribution (e.g. the reference policy)"),
                Param("base", _B, "log base: e (nats) or 2 (bits)", "e"),
            ),
            _check_kl,
            _kl_value,
            _steps_kl,
        ),
        Kind(
            "softmax",
            "softmax probability of one logit",
            "exp(z_i/T) / Σ_j exp(z_j/T)",
            (
                Param("logits", _L, "the raw scores z"),
                Param("temperature", _S, "T > 0", 1),
                Param("index", _I, "which logit (0-based)", 0),
            ),
            _check_softmax,
            _softmax_value,
            _steps_softmax,
        ),
        Kind(
            "probability_ratio",
            "PPO's probability ratio",
            "ρ = new_prob / old_prob",
            (
                Param("new_prob", _S, "current policy's probability of the action"),
                Param("old_prob", _S, "behavior probability recorded at rollout"),
            ),
            _check_ratio,
            _ratio,
            _steps_ratio,
        ),
        Kind(
            "clipped_objective",
            "PPO's clipped surrogate term",
            "min(ρ·A, clip(ρ, 1−ε, 1+ε)·A)",
            (
                Param("new_prob", _S, "current policy's probability of the action"),
                Param("old_prob", _S, "behavior probability recorded at rollout"),
                Param("epsilon", _S, "clip range ε in [0, 1]"),
                Param("advantage", _S, "the action's advantage A"),
            ),
            _check_clipped,
            _clipped_value,
            _steps_clipped,
        ),
        Kind(
            "mixed_group_probability",
            "chance a GRPO group is mixed",
            "1 − p^G − (1−p)^G",
            (
                Param("p", _S, "the chance one sample passes"),
                Param("G", _I, "the group size"),
            ),
            _check_mixed,
            _mixed_value,
            _steps_mixed,
        ),
    )
    return {k.name: k for k in kinds}


KINDS: Mapping[str, Kind] = MappingProxyType(_kinds())
"""Every kind of calculation, by name, in the order of DESIGN.md's table."""


def kind_names() -> tuple[str, ...]:
    """The names of every kind, in the order of DESIGN.md's table."""
    return tuple(KINDS)


def get_kind(name: str) -> Kind:
    """The kind called ``name``.

    Raises:
        ParameterError: When there is no such kind; the message lists the kinds.
    """
    try:
        return KINDS[name]
    except KeyError:
        raise ParameterError(f"unknown kind {name!r}; the kinds are {', '.join(KINDS)}") from None


def _prepare(
    kind_name: str,
    raw: Mapping[str, object],
    problems: Sequence[str] = (),
    skip: Sequence[str] = (),
) -> dict[str, ParamValue]:
    """The parameters coerced, defaults filled and validated; every problem in one error.

    ``problems`` found earlier (while parsing text) are reported with the rest;
    parameters in ``skip`` already have a problem and are not checked again.
    """
    kind = get_kind(kind_name)
    found: list[str] = list(problems)
    add = found.append
    for name in raw:
        if name not in kind.param_names:
            add(
                f"unknown parameter {name}={_show(raw[name])} "
                f"({kind.name} takes {', '.join(kind.param_names)})"
            )
    params: dict[str, ParamValue] = {}
    for param in kind.params:
        if param.name in skip:
            continue
        value = raw.get(param.name)
        if value is None:
            if param.default is None:
                add(f"{param.name} is missing ({param.help})")
                continue
            value = param.default
        coerced = _coerce(param, value, add)
        if coerced is not None:
            params[param.name] = coerced
    kind.check(params, add)
    if found:
        raise ParameterError(f"{kind.name}: " + "; ".join(found))
    return params


def compute(kind: str, params: Mapping[str, ParamValue]) -> Result:
    """Run one kind of calculation, with worked steps.

    Args:
        kind: A name from :data:`KINDS` (e.g. ``"discounted_return"``).
        params: Its parameters by name (``{"rewards": (0, 0, 1), "gamma":
            Fraction(9, 10), "t": 0}``); parameters with a default may be left out.

    Returns:
        The value (exact where possible), the steps and the parameters as used.

    Raises:
        ParameterError: For an unknown kind (listing the kinds), or naming every
            missing, unknown or invalid parameter and its value.
    """
    spec = get_kind(kind)
    prepared = _prepare(spec.name, params)
    value = spec.value(prepared)
    return Result(spec.name, MappingProxyType(prepared), value, spec.steps(prepared, value))


# --- parsing command-line strings ---------------------------------------------------


def parse_number(text: str) -> Exact:
    """A number from text, exactly: ``"0.9"`` → ``Fraction(9, 10)``, ``"3"`` → ``3``.

    Accepts decimals, fractions (``"1/3"``), exponents (``"1e-4"``), a
    typographic minus (``"−0.3"``) and percentages (``"84%"`` → 0.84).

    Args:
        text: The text.

    Returns:
        An int when the value is whole, else a Fraction.

    Raises:
        ValueError: When the text is not a finite number.
    """
    cleaned = text.strip().replace("−", "-").replace("_", "")
    scale = Fraction(1)
    if cleaned.endswith("%"):
        cleaned, scale = cleaned[:-1].rstrip(), Fraction(1, 100)
    value = Fraction(cleaned) * scale
    return value.numerator if value.denominator == 1 else value


def parse_value(param: Param, text: str) -> ParamValue:
    """One parameter's value from command-line text.

    Lists are comma-separated (``"0,0,1"``); a base is ``e`` or ``2``.

    Args:
        param: The parameter.
        text: Its text.

    Returns:
        The value (numbers exact).

    Raises:
        ParameterError: Naming the parameter and the bad text.
    """
    problems: list[str] = []
    value = _parse_one(param, text, problems.append)
    if problems or value is None:
        raise ParameterError("; ".join(problems))
    return value


def _parse_one(param: Param, text: str, add: _Add) -> ParamValue | None:
    if param.type is ParamType.BASE:
        return text.strip()
    if param.type is ParamType.LIST:
        items = [] if not text.strip() else text.split(",")
        values: list[Scalar] = []
        ok = True
        for i, item in enumerate(items):
            try:
                values.append(parse_number(item))
            except (ValueError, ZeroDivisionError):
                add(f"{param.name}[{i}]={item.strip()!r} is not a number (in {text!r})")
                ok = False
        return tuple(values) if ok else None
    try:
        return parse_number(text)
    except (ValueError, ZeroDivisionError):
        add(f"{param.name}={text!r} is not a number")
        return None


def parse_params(kind: str, texts: Mapping[str, str]) -> dict[str, ParamValue]:
    """Parameters from command-line text, exactly (``"0.9"`` → ``Fraction(9, 10)``).

    Args:
        kind: A name from :data:`KINDS`.
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


def _parse_all(spec: Kind, texts: Mapping[str, str], add: _Add) -> dict[str, ParamValue]:
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


def compute_text(kind: str, texts: Mapping[str, str]) -> Result:
    """:func:`compute` on command-line text; parse and range problems in one error.

    Args:
        kind: A name from :data:`KINDS`.
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
    prepared = _prepare(spec.name, parsed, problems, skip=unparsed)
    value = spec.value(prepared)
    return Result(spec.name, MappingProxyType(prepared), value, spec.steps(prepared, value))


def describe_params(params: Mapping[str, ParamValue]) -> str:
    """Parameters as one line: ``rewards=0,0,1 gamma=0.9 t=0``.

    Args:
        params: Parameters by name.

    Returns:
        The line, values as the command line takes them.
    """
    return " ".join(f"{name}={format_value(value)}" for name, value in params.items())
