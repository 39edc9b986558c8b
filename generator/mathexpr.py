"""A small, safe reader and evaluator of the arithmetic written in a lesson's math.

Lessons write worked arithmetic as formulas: ``\\(V(S_0) = 0 + 0.1 * [3 – 0]\\)``
or ``\\(256^{210 \\times 160 \\times 3} = 256^{100800}\\)``. The checker
(:mod:`generator.check`) reads such a formula into an expression tree with
:func:`parse_chain` and evaluates it with :func:`evaluate`; nothing is ever
handed to Python's ``eval``.

What is read: numbers (``3``, ``0.1``, ``.5``, ``1e-6``), ``+``, ``-`` and its
typographic forms (``−``, ``–``, ``—``), ``*``, ``×``, ``·``, ``\\times``,
``\\cdot``, ``/``, ``÷``, ``\\div``, ``^`` (and ``**``), unary minus, the
brackets ``()``, ``[]``, ``{}`` (``\\left``/``\\right`` ignored),
``\\frac{a}{b}`` (``\\dfrac``, ``\\tfrac``), ``\\sqrt{x}`` and ``\\sqrt[n]{x}``,
``\\exp``, ``e^{x}``, ``\\ln``, ``\\log`` (natural; ``\\log_2``, ``\\log_{10}``),
the logistic sigmoid ``\\sigma(x)`` (a ``\\sigma`` right before a bracket),
``\\max(a, b, …)`` and ``\\min(…)``, the ceiling and floor brackets
``\\lceil x \\rceil`` and ``\\lfloor x \\rfloor`` (``⌈x⌉``, ``⌊x⌋``), percentages
(``75\\%``), implicit multiplication (``2\\gamma``), and names: letters with subscripts and primes
(``G_0``, ``R_{t+1}``, ``s'``), backslash commands (``\\gamma``), unicode
Greek letters (``γ`` is read as ``\\gamma``) and function-style names
(``V(S_0)``, written without a space before the bracket). ``=``, ``≈``,
``\\approx`` and ``←`` join the terms of a chain ``a = b = c``.

Work is bounded whatever the input: an expression is at most
:data:`MAX_LENGTH` characters and :data:`MAX_DEPTH` brackets deep, and an
exact value may not grow beyond :data:`MAX_DIGITS` digits (a power such as
``256^{100800}`` raises :class:`TooLarge` instead of being computed).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import TypeAlias

__all__ = [
    "MAX_DEPTH",
    "MAX_DIGITS",
    "MAX_LENGTH",
    "Bin",
    "Chain",
    "Expr",
    "Extreme",
    "Func",
    "MathError",
    "Name",
    "Neg",
    "Num",
    "Sqrt",
    "TooLarge",
    "Unbound",
    "evaluate",
    "has_arithmetic",
    "has_literal",
    "literals",
    "names_in",
    "parse_chain",
    "parse_number_text",
    "plain_value",
    "show",
    "with_literal",
]

MAX_LENGTH = 400
"""The most characters of one formula the parser reads."""

MAX_DEPTH = 32
"""The deepest nesting of brackets, fractions and powers the parser follows."""

MAX_DIGITS = 1_000
"""The most decimal digits an exact value (numerator or denominator) may have."""

_MAX_BITS = int(MAX_DIGITS * 3.33) + 1


class MathError(ValueError):
    """A formula that cannot be read or evaluated; the message says why and where."""


class TooLarge(MathError):
    """A value with more than :data:`MAX_DIGITS` digits (or beyond a float's range)."""


class Unbound(MathError):
    """A name the text gives no value for."""


# --- the tree --------------------------------------------------------------------


@dataclass(frozen=True)
class Num:
    """A written number and its exact value."""

    value: Fraction
    text: str


@dataclass(frozen=True)
class Name:
    """A symbol: ``key`` is its normalised spelling (``\\gamma``, ``V(S_0)``)."""

    key: str


@dataclass(frozen=True)
class Neg:
    """Unary minus."""

    arg: Expr


@dataclass(frozen=True)
class Bin:
    """A binary operation: ``op`` is one of ``+ - * / ^``."""

    op: str
    left: Expr
    right: Expr


@dataclass(frozen=True)
class Sqrt:
    """A square root."""

    arg: Expr


@dataclass(frozen=True)
class Func:
    """``\\exp``, ``\\ln``, ``\\log`` (``base``: ``"e"``, ``"2"`` or ``"10"``), the sigmoid, the
    absolute value (``|x|``, ``name`` ``"abs"``), the ceiling (``"ceil"``) or the floor
    (``"floor"``) of an argument."""

    name: str
    base: str
    arg: Expr


@dataclass(frozen=True)
class Extreme:
    """``\\max(a, b, …)`` or ``\\min(…)`` (``name``: ``"max"`` or ``"min"``) of its arguments."""

    name: str
    args: tuple[Expr, ...]


Expr: TypeAlias = Num | Name | Neg | Bin | Sqrt | Func | Extreme


@dataclass(frozen=True)
class Chain:
    """``t0 = t1 = …``: the terms (``None`` for an empty left side, as in ``= 3``)."""

    terms: tuple[Expr | None, ...]
    texts: tuple[str, ...]
    approximate: bool = False


# --- tokens ----------------------------------------------------------------------

_GREEK = {
    "α": "\\alpha",
    "β": "\\beta",
    "γ": "\\gamma",
    "δ": "\\delta",
    "ε": "\\epsilon",
    "ɛ": "\\epsilon",
    "ϵ": "\\epsilon",
    "λ": "\\lambda",
    "θ": "\\theta",
    "π": "\\pi",
    "ρ": "\\rho",
    "σ": "\\sigma",
    "τ": "\\tau",
    "μ": "\\mu",
}
_COMMAND_ALIASES = {"\\varepsilon": "\\epsilon"}
_SKIP_COMMANDS = frozenset({"\\left", "\\right", "\\big", "\\Big", "\\bigl", "\\bigr", "\\quad"})
_TIMES = frozenset({"\\times", "\\cdot", "\\ast"})
_EQUALS = frozenset({"\\approx", "\\leftarrow", "\\gets", "\\simeq"})
_ELLIPSIS = frozenset({"\\dots", "\\ldots", "\\cdots"})
# An inequality is no chain of equal terms: "k \ge \ln(0.01) / \ln(0.9) \approx 43.7" (the
# checker reads the chain after it).
_RELATIONS = frozenset({"\\ge", "\\geq", "\\le", "\\leq", "\\gt", "\\lt", "\\neq", "\\ne"})
_OPEN = {"(": ")", "[": "]", "{": "}", "⌈": "⌉", "⌊": "⌋"}
_ROUNDING = {"⌈": "ceil", "⌊": "floor"}
"""The brackets that round what they enclose up or down to a whole number."""
_ROUNDING_COMMANDS = {"\\lceil": "⌈", "\\rceil": "⌉", "\\lfloor": "⌊", "\\rfloor": "⌋"}
_CLOSE = frozenset(_OPEN.values())

_NUMBER = re.compile(
    # "2{,}000": LaTeX's thousands separator
    r"(?:\d{1,3}(?:\{,\}\d{3})+(?!\d)(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+(?![\d.]))?"
)
_COMMAND = re.compile(r"\\[A-Za-z]+|\\[{}|,;!: ]")
_LETTERS = re.compile(r"[A-Za-z]+")


@dataclass(frozen=True)
class _Tok:
    kind: str  # num, name, op, open, close, eq, frac, sqrt, func, extreme, comma, ellipsis
    text: str
    pos: int


_DIGITS = re.compile(r"\d+")
_PERCENT = re.compile(r"\s*\\?%")
_LOG_BASE = re.compile(r"_(?:\{(2|10|e)\}|(2|e)(?![\w]))")
_SPACES = re.compile(r"\s+")
_BRACED_SUBSCRIPT = re.compile(r"_\{([A-Za-z]|\d+)\}")


def _raw_group(s: str, i: int) -> int:
    """The index after the bracket group that opens at ``s[i]``, or raise."""
    depth = 0
    for j in range(i, len(s)):
        if s[j] in _OPEN:
            depth += 1
        elif s[j] in _CLOSE:
            depth -= 1
            if depth == 0:
                return j + 1
    raise MathError(f"unclosed {s[i]!r} at column {i + 1}")


def _name_suffix(s: str, i: int) -> int:
    """Extend a name over subscripts, primes, hats' arguments and a function call."""
    while i < len(s):
        c = s[i]
        if c == "_" and i + 1 < len(s):
            if s[i + 1] == "{":
                i = _raw_group(s, i + 1)
            elif s[i + 1] == "\\":
                m = _COMMAND.match(s, i + 1)
                i = m.end() if m else i + 2
            else:
                digits = _DIGITS.match(s[i + 1 :])  # G_10 is G_{10}, not G_1·0
                i += 1 + (digits.end() if digits else 1)
        elif c in "'′":
            i += 1
        elif s.startswith("^*", i) or s.startswith("^{*}", i):
            i += 2 if s.startswith("^*", i) else 4  # V^*, Q^{*}: the optimal one's name
        elif c == "(":
            i = _raw_group(s, i)
            return i  # V(S_0): a value of a function, one symbol
        else:
            return i
    return i


def _tokens(s: str) -> list[_Tok]:
    out: list[_Tok] = []
    i = 0
    while i < len(s):
        c = s[i]
        if c.isspace() or c == "~":
            i += 1
            continue
        m = _NUMBER.match(s, i)
        if m:
            i = m.end()
            percent = _PERCENT.match(s[i:])
            if percent:
                i += percent.end()
            digits = m.group().replace("{,}", "")  # "2{,}000" is 2000
            out.append(_Tok("num", digits + ("%" if percent else ""), m.start()))
            continue
        if s.startswith("**", i):
            out.append(_Tok("op", "^", i))
            i += 2
            continue
        if s.startswith("...", i) or c == "…":
            out.append(_Tok("ellipsis", "…", i))
            i += 3 if c == "." else 1
            continue
        if c in "+":
            out.append(_Tok("op", "+", i))
        elif c in "-−–—":
            out.append(_Tok("op", "-", i))
        elif c in "*×·⋅":
            out.append(_Tok("op", "*", i))
        elif c in "/÷":
            out.append(_Tok("op", "/", i))
        elif c == "^":
            out.append(_Tok("op", "^", i))
        elif c in "=≈←":
            out.append(_Tok("eq", c, i))
        elif c in _OPEN:
            out.append(_Tok("open", c, i))
        elif c in _CLOSE:
            out.append(_Tok("close", c, i))
        elif c == ",":
            out.append(_Tok("comma", c, i))
        elif c == "|":
            out.append(_Tok("bar", c, i))  # |a - b|: an absolute value
        elif c in _GREEK:
            end = _name_suffix(s, i + 1)
            out.append(_Tok("name", _GREEK[c] + s[i + 1 : end], i))
            i = end
            continue
        elif c == "\\":
            cm = _COMMAND.match(s, i)
            if cm is None:
                raise MathError(f"stray backslash at column {i + 1}")
            word = cm.group()
            i = cm.end()
            if word in _SKIP_COMMANDS or (len(word) == 2 and word[1] in ",;!: "):
                continue
            if word in ("\\{", "\\}"):
                out.append(_Tok("open" if word == "\\{" else "close", word[1], cm.start()))
            elif word in _ROUNDING_COMMANDS:
                bracket = _ROUNDING_COMMANDS[word]
                out.append(_Tok("open" if bracket in _OPEN else "close", bracket, cm.start()))
            elif word in ("\\lvert", "\\rvert", "\\vert"):
                out.append(_Tok("bar", "|", cm.start()))
            elif word in _TIMES:
                out.append(_Tok("op", "*", cm.start()))
            elif word == "\\div":
                out.append(_Tok("op", "/", cm.start()))
            elif word in ("\\frac", "\\dfrac", "\\tfrac"):
                out.append(_Tok("frac", word, cm.start()))
            elif word == "\\sqrt":
                out.append(_Tok("sqrt", word, cm.start()))
            elif word in ("\\exp", "\\ln", "\\log"):
                base = _LOG_BASE.match(s[i:])
                if base:
                    i += base.end()
                which = (base.group(1) or base.group(2)) if base else "e"
                out.append(_Tok("func", f"{word}:{which}", cm.start()))
            elif word == "\\sigma" and s[i : i + 1] == "(":
                # σ(x) right before its bracket is the logistic sigmoid (a σ bound to a value,
                # a standard deviation, is written apart from any bracket after it)
                out.append(_Tok("func", "\\sigmoid:e", cm.start()))
            elif word in ("\\max", "\\min"):
                out.append(_Tok("extreme", word[1:], cm.start()))
            elif word in _EQUALS:
                out.append(_Tok("eq", word, cm.start()))
            elif word in _ELLIPSIS:
                out.append(_Tok("ellipsis", word, cm.start()))
            elif word in _RELATIONS:
                raise MathError(f"an inequality ({word}) at column {cm.start() + 1}")
            else:
                key = _COMMAND_ALIASES.get(word, word)
                j = i
                if j < len(s) and s[j] == "{" and word in ("\\hat", "\\bar", "\\tilde"):
                    j = _raw_group(s, j)
                end = _name_suffix(s, j)
                out.append(_Tok("name", key + s[i:end], cm.start()))
                i = end
            continue
        elif c.isalpha():
            lm = _LETTERS.match(s, i)
            end = _name_suffix(s, lm.end() if lm else i + 1)
            out.append(_Tok("name", s[i:end], i))
            i = end
            continue
        else:
            raise MathError(f"unexpected {c!r} at column {i + 1}")
        i += 1
    return out


# --- parsing ---------------------------------------------------------------------


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.toks = _tokens(text)
        self.i = 0
        self.depth = 0
        self.bars = 0  # absolute values open: a bar inside one closes it

    def peek(self) -> _Tok | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self) -> _Tok:
        tok = self.peek()
        if tok is None:
            raise MathError("the formula ends too early")
        self.i += 1
        return tok

    def where(self) -> str:
        tok = self.peek()
        return f"column {tok.pos + 1}" if tok else "the end"

    def deeper(self) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise MathError(f"nested more than {MAX_DEPTH} levels deep")

    def expr(self) -> Expr:
        node = self.term()
        while (tok := self.peek()) is not None and tok.kind == "op" and tok.text in "+-":
            self.take()
            node = Bin(tok.text, node, self.term())
        return node

    def term(self) -> Expr:
        node = self.unary()
        while (tok := self.peek()) is not None:
            if tok.kind == "op" and tok.text in "*/":
                self.take()
                node = Bin(tok.text, node, self.unary())
            elif tok.kind in ("name", "open", "frac", "sqrt", "func", "extreme") or (
                tok.kind == "bar" and self.bars == 0
            ):
                # Implicit: 2\gamma, 0.1[3 - 0], 2|x|; never before a number ("x 0" is not x·0).
                node = Bin("*", node, self.power())
            else:
                break
        return node

    def unary(self) -> Expr:
        tok = self.peek()
        if tok is not None and tok.kind == "op" and tok.text in "+-":
            self.take()
            self.deeper()
            arg = self.unary()
            self.depth -= 1
            return Neg(arg) if tok.text == "-" else arg
        return self.power()

    def power(self) -> Expr:
        base = self.atom()
        tok = self.peek()
        if tok is not None and tok.kind == "op" and tok.text == "^":
            self.take()
            self.deeper()
            exponent = self.unary()
            self.depth -= 1
            return Bin("^", base, exponent)
        return base

    def group(self) -> Expr:
        tok = self.take()
        if tok.kind != "open":
            raise MathError(f"expected a bracket at column {tok.pos + 1}")
        self.deeper()
        inner = self.expr()
        self.depth -= 1
        close = self.peek()
        self.i += 1
        if close is None or close.kind != "close" or close.text != _OPEN[tok.text]:
            raise MathError(f"{tok.text!r} at column {tok.pos + 1} is not closed")
        return inner

    def atom(self) -> Expr:
        tok = self.peek()
        if tok is None:
            raise MathError("the formula ends where a number or name is expected")
        if tok.kind == "num":
            self.take()
            return Num(parse_number_text(tok.text), tok.text)
        if tok.kind == "name":
            self.take()
            return Name(_normal(tok.text))
        if tok.kind == "open" and tok.text in _ROUNDING:
            # ⌈512 / 5⌉: the whole number at or above (⌊…⌋: at or below) what it encloses
            return Func(_ROUNDING[tok.text], "", self.group())
        if tok.kind == "open":
            return self.group()
        if tok.kind == "frac":
            self.take()
            num = self.group()
            return Bin("/", num, self.group())
        if tok.kind == "sqrt":
            self.take()
            index = self.peek()
            if index is not None and index.kind == "open" and index.text == "[":
                # \sqrt[n]{x}: the n-th root, x to the power 1/n
                n = self.group()
                return Bin("^", self.group(), Bin("/", Num(Fraction(1), "1"), n))
            return Sqrt(self.group())
        if tok.kind == "func":
            self.take()
            name, _, base = tok.text.partition(":")
            self.deeper()
            arg = self.power()
            self.depth -= 1
            return Func(name.lstrip("\\"), base, arg)
        if tok.kind == "extreme":
            self.take()
            return Extreme(tok.text, self.arguments())
        if tok.kind == "bar":
            # |1 - 0.8|: the absolute value of what the two bars enclose
            self.take()
            self.deeper()
            self.bars += 1
            inner = self.expr()
            self.bars -= 1
            self.depth -= 1
            close = self.peek()
            self.i += 1
            if close is None or close.kind != "bar":
                raise MathError(f"'|' at column {tok.pos + 1} is not closed")
            return Func("abs", "", inner)
        if tok.kind == "ellipsis":
            raise MathError("an ellipsis: a pattern, not arithmetic")
        raise MathError(f"expected a number or a name at column {tok.pos + 1}, found {tok.text!r}")

    def arguments(self) -> tuple[Expr, ...]:
        """``(a, b, …)`` after ``\\max``: one or more expressions between round brackets."""
        tok = self.take()
        if tok.kind != "open" or tok.text != "(":
            raise MathError(f"expected '(' at column {tok.pos + 1}")
        self.deeper()
        args = [self.expr()]
        while (nxt := self.peek()) is not None and nxt.kind == "comma":
            self.take()
            args.append(self.expr())
        self.depth -= 1
        close = self.peek()
        self.i += 1
        if close is None or close.kind != "close" or close.text != ")":
            raise MathError(f"'(' at column {tok.pos + 1} is not closed")
        return tuple(args)


def _normal(name: str) -> str:
    """A name's key: spaces dropped, ``_{12}`` as ``_12``, unicode primes as ``'``."""
    key = _SPACES.sub("", name).replace("′", "'")
    return _BRACED_SUBSCRIPT.sub(r"_\1", key)


_TIMES_X = re.compile(r"(?<=[\d)\]])\s+[xX]\s+(?=[\d(\[])")


def parse_chain(text: str) -> Chain:
    """Read ``t0 = t1 = …`` (a single term is a chain of one).

    An empty first term is allowed (``= 3``, continuing the formula of the line
    before); any other empty term is an error.

    Args:
        text: The formula, without ``\\(``/``\\)`` delimiters.

    Returns:
        The chain's terms and their source texts.

    Raises:
        MathError: When the text is too long or too deep, or is not a formula;
            the message says where.
    """
    if len(text) > MAX_LENGTH:
        raise MathError(f"formula longer than {MAX_LENGTH} characters")
    text = _TIMES_X.sub(r" \\times ", text)  # "0.9 x 2" written in plain text
    p = _Parser(text)
    terms: list[Expr | None] = []
    texts: list[str] = []
    approximate = False
    start = 0
    while True:
        tok = p.peek()
        if tok is not None and tok.kind == "eq" and not terms:
            terms.append(None)  # "= 3"
            texts.append("")
        else:
            terms.append(p.expr())
            after = p.peek()
            end = after.pos if after is not None else len(text)
            texts.append(text[start:end].strip())
        tok = p.peek()
        if tok is None:
            break
        if tok.kind != "eq":
            raise MathError(f"unexpected {tok.text!r} at column {tok.pos + 1}")
        approximate = approximate or tok.text in ("≈", "\\approx", "\\simeq")
        p.take()
        nxt = p.peek()
        start = nxt.pos if nxt is not None else len(text)
    return Chain(tuple(terms), tuple(texts), approximate)


def parse_number_text(text: str) -> Fraction:
    """The exact value of a written number (``0.1``, ``1e-6``), bounded (:func:`calc.read_number`).

    Raises:
        TooLarge: When the power of ten has more than :data:`MAX_DIGITS` digits.
    """
    from generator.calc import ExponentTooLarge, read_number

    try:
        return read_number(text, max_exponent=MAX_DIGITS)
    except ExponentTooLarge as exc:
        raise TooLarge(f"{text}: a power of ten beyond 10^{MAX_DIGITS}") from exc


# --- questions about a tree -----------------------------------------------------


def has_arithmetic(node: Expr | None) -> bool:
    """Whether a term computes something (not just a number, a name or a negative number)."""
    if node is None or isinstance(node, Num | Name):
        return False
    if isinstance(node, Neg):
        return has_arithmetic(node.arg)
    return True


def plain_value(node: Expr | None) -> Fraction | None:
    """The value of a number written alone (``0.9``, ``-2``), None for anything else."""
    if isinstance(node, Num):
        return node.value
    if isinstance(node, Neg) and isinstance(node.arg, Num):
        return -node.arg.value
    return None


def names_in(node: Expr | None) -> frozenset[str]:
    """The keys of every name in a tree."""
    if node is None or isinstance(node, Num):
        return frozenset()
    if isinstance(node, Name):
        return frozenset({node.key})
    if isinstance(node, Neg | Sqrt | Func):
        return names_in(node.arg)
    if isinstance(node, Extreme):
        return frozenset().union(*(names_in(a) for a in node.args))
    return names_in(node.left) | names_in(node.right)


def subterms(node: Expr) -> Iterator[Expr]:
    """Every subtree of a tree, the tree itself first, then its parts left to right."""
    yield node
    if isinstance(node, Neg | Sqrt | Func):
        yield from subterms(node.arg)
    elif isinstance(node, Extreme):
        for arg in node.args:
            yield from subterms(arg)
    elif isinstance(node, Bin):
        yield from subterms(node.left)
        yield from subterms(node.right)


def literals(node: Expr | None) -> Iterator[Num]:
    """Every written number of a tree, left to right."""
    if node is not None:
        yield from (term for term in subterms(node) if isinstance(term, Num))


def has_literal(node: Expr | None) -> bool:
    """Whether a tree holds a written number (``N \\cdot P(i)`` has none, ``0.5 N`` one)."""
    return next(literals(node), None) is not None


def with_literal(node: Expr, old: Num, new: Num) -> Expr:
    """``node`` with the literal ``old`` (that very node) replaced by ``new``."""
    if node is old:
        return new
    if isinstance(node, Bin):
        return Bin(node.op, with_literal(node.left, old, new), with_literal(node.right, old, new))
    if isinstance(node, Neg):
        return Neg(with_literal(node.arg, old, new))
    if isinstance(node, Sqrt):
        return Sqrt(with_literal(node.arg, old, new))
    if isinstance(node, Func):
        return Func(node.name, node.base, with_literal(node.arg, old, new))
    if isinstance(node, Extreme):
        return Extreme(node.name, tuple(with_literal(a, old, new) for a in node.args))
    return node


def show(node: Expr) -> str:
    """A tree written back as plain text, fully bracketed where it matters."""
    if isinstance(node, Num):
        return node.text
    if isinstance(node, Name):
        return node.key
    if isinstance(node, Neg):
        return f"−{_wrapped(node.arg)}"
    if isinstance(node, Sqrt):
        return f"√({show(node.arg)})"
    if isinstance(node, Func) and node.name == "abs":
        return f"|{show(node.arg)}|"
    if isinstance(node, Func) and node.name in ("ceil", "floor"):
        left, right = ("⌈", "⌉") if node.name == "ceil" else ("⌊", "⌋")
        return f"{left}{show(node.arg)}{right}"
    if isinstance(node, Func):
        base = f"_{node.base}" if node.name == "log" and node.base != "e" else ""
        return f"{node.name}{base}({show(node.arg)})"
    if isinstance(node, Extreme):
        return f"{node.name}({', '.join(show(a) for a in node.args)})"
    op = {"*": "×", "-": "−"}.get(node.op, node.op)
    return f"{_wrapped(node.left)} {op} {_wrapped(node.right)}"


def _wrapped(node: Expr) -> str:
    return f"({show(node)})" if isinstance(node, Bin) else show(node)


# --- evaluation ------------------------------------------------------------------

Value: TypeAlias = Fraction | float


def _bounded(value: Value) -> Value:
    if isinstance(value, float):
        if not math.isfinite(value):
            raise TooLarge("beyond the range of floating point")
        return value
    if value.numerator.bit_length() > _MAX_BITS or value.denominator.bit_length() > _MAX_BITS:
        raise TooLarge(f"more than {MAX_DIGITS} digits")
    return value


def _power(base: Value, exponent: Value) -> Value:
    if isinstance(exponent, Fraction) and exponent.denominator == 1:
        e = exponent.numerator
        if isinstance(base, Fraction) and base in (0, 1, -1):
            if base == 0 and e < 0:
                raise MathError("zero to a negative power")
            return base**e
        if isinstance(base, Fraction):
            # (size ≥ 1 here: a huge exponent is too large before it is multiplied as a float)
            size = math.log2(max(abs(base.numerator), base.denominator))
            if abs(e) <= _MAX_BITS and size * abs(e) <= _MAX_BITS:
                return _bounded(base**e)
            # Too many digits to keep exact ("0.998^{500}"): a float, where it has a range.
            try:
                return _bounded(float(base) ** e)
            except (OverflowError, ZeroDivisionError, TooLarge):
                raise TooLarge(f"a power with more than {MAX_DIGITS} digits") from None
    b, x = float(base), float(exponent)
    if b < 0:
        raise MathError("a negative number to a fractional power")
    if b == 0 and x < 0:
        raise MathError("zero to a negative power")
    try:
        return _bounded(b**x)
    except OverflowError:
        raise TooLarge("beyond the range of floating point") from None


def _function(node: Func, x: Value) -> Value:
    if node.name == "abs":
        return -x if x < 0 else x
    if node.name in ("ceil", "floor"):
        whole = math.ceil(x) if node.name == "ceil" else math.floor(x)
        return Fraction(whole)
    if node.name == "sigmoid":
        return 1 / (1 + math.exp(-float(x))) if x > -700 else 0.0
    if node.name == "exp":
        if x > 700:
            raise TooLarge("beyond the range of floating point")
        return math.exp(float(x))
    if x <= 0:
        raise MathError(f"the logarithm of {float(x):g}")
    if node.base == "2":
        return math.log2(float(x))
    if node.base == "10":
        return math.log10(float(x))
    return math.log(float(x))


def evaluate(node: Expr, bindings: Mapping[str, Fraction] | None = None) -> Value:
    """The value of a tree, exact (a ``Fraction``) unless a root or a fractional power needs floats.

    Args:
        node: The tree.
        bindings: Values of names, by key.

    Returns:
        The value.

    Raises:
        Unbound: When a name has no value in ``bindings``.
        TooLarge: When a value would exceed :data:`MAX_DIGITS` digits.
        MathError: Division by zero and the like.
    """
    env = bindings or {}
    if isinstance(node, Num):
        return node.value
    if isinstance(node, Name):
        if node.key == "\\pi" and node.key not in env:
            return math.pi  # the constant, where no policy π is given a value
        if node.key not in env:
            raise Unbound(f"no value for {node.key}")
        return env[node.key]
    if isinstance(node, Neg):
        return -evaluate(node.arg, env)
    if isinstance(node, Func):
        return _function(node, evaluate(node.arg, env))
    if isinstance(node, Extreme):
        values = [evaluate(a, env) for a in node.args]
        return max(values) if node.name == "max" else min(values)
    if isinstance(node, Bin) and node.op == "^" and node.left == Name("e") and "e" not in env:
        return _function(Func("exp", "e", node.right), evaluate(node.right, env))
    if isinstance(node, Sqrt):
        x = evaluate(node.arg, env)
        if x < 0:
            raise MathError("square root of a negative number")
        if isinstance(x, Fraction):
            n, d = math.isqrt(x.numerator), math.isqrt(x.denominator)
            if n * n == x.numerator and d * d == x.denominator:
                return Fraction(n, d)
        return math.sqrt(float(x))
    left, right = evaluate(node.left, env), evaluate(node.right, env)
    if node.op == "^":
        return _power(left, right)
    if isinstance(left, float) or isinstance(right, float):
        a, b = float(left), float(right)
        if node.op == "/" and b == 0:
            raise MathError("division by zero")
        result = {"+": a + b, "-": a - b, "*": a * b}.get(node.op) if node.op != "/" else a / b
        assert result is not None
        return _bounded(result)
    if node.op == "+":
        return _bounded(left + right)
    if node.op == "-":
        return _bounded(left - right)
    if node.op == "*":
        return _bounded(left * right)
    if right == 0:
        raise MathError("division by zero")
    return _bounded(left / right)
