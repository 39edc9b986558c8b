"""Checking a typed answer against a card's expected answer, for the quiz.

Pure functions, no I/O: :func:`check_text` for cloze and Q&A cards,
:func:`check_number` for numeric exercises, :func:`diff_answer` to mark where
a miss differs from the expected answer, and :func:`plain_math` (from
:mod:`generator.quiz.mathtext`) to show MathJax readably in a terminal. Matching forgives what a
person would forgive: case, surrounding spaces, punctuation, straight versus
curly quotes, hyphens and dashes, a leading article and a small typo in a
long word (the allowed edit distance grows with the word's length). Every
check returns a :class:`Verdict` whose :attr:`~Verdict.proposed` rating
(``fsrs.Rating``) is the default the quiz offers.

The edit distance is rapidfuzz's optimal string alignment. What is
hand-written here, because no library does it, is the forgiving
normalization of an answer, the typo budget per word, the reading of typed
numbers (``81%``, ``81/100``) and the terminal rendering of MathJax.
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from generator.quiz.mathtext import plain_math as plain_math  # re-exported: the quiz's API
from generator.words import ARTICLES

if TYPE_CHECKING:
    from collections.abc import Callable
    from fractions import Fraction

    from fsrs import Rating

# difflib, fractions, fsrs and rapidfuzz are imported where they are used, and the
# quiz imports this module once the first answer is typed: start-up time counts.


class Outcome(StrEnum):
    """How a typed answer compares with the expected one."""

    CORRECT = "correct"  # equal once case, spacing, punctuation … are forgiven
    CLOSE = "close"  # accepted with a small typo
    WRONG = "wrong"
    REVEALED = "revealed"  # the learner typed nothing and looked at the back

    @property
    def is_right(self) -> bool:
        """True when the answer counts as right (correct or close)."""
        return self in (Outcome.CORRECT, Outcome.CLOSE)


@dataclass(frozen=True)
class Verdict:
    """The result of checking one typed answer.

    Attributes:
        outcome: How the answer compares.
        typed: The answer as typed (surrounding whitespace removed).
        expected: The expected answer as shown to the learner.
        note: A short explanation, e.g. ``typo forgiven: maskd → masked``.
        value: For numeric answers, the number read from ``typed`` if any.
    """

    outcome: Outcome
    typed: str
    expected: str
    note: str = ""
    value: float | None = None

    @property
    def proposed(self) -> Rating:
        """The rating the quiz proposes: Good when right, Again otherwise."""
        from fsrs import Rating

        return Rating.Good if self.outcome.is_right else Rating.Again


# --- text answers ------------------------------------------------------------

_QUOTES = str.maketrans(
    {
        "‘": "'",
        "’": "'",
        "‚": "'",
        "‛": "'",
        "′": "'",
        "`": "'",
        "´": "'",
        "“": '"',
        "”": '"',
        "„": '"',
        "‟": '"',
        "″": '"',
        "«": '"',
        "»": '"',
    }
)
_DASHES = "-‐‑‒–—―−﹣－"
_MINUS = re.compile(rf"(?:^|(?<=[\s(\[]))[{_DASHES}](?=\.?\d)")
_DECIMAL_POINT = re.compile(r"(?:(?<=\d)|(?<=^)|(?<=[\s\0]))\.(?=\d)")
_ARTICLES = ARTICLES


def normalize(text: str) -> str:
    """The comparable form of an answer: what matching looks at.

    Lower case (casefolded), NFKC, math made plain, quotes and apostrophes
    dropped, hyphens and dashes turned into spaces (except a minus sign in
    front of a number), other punctuation turned into spaces (except a
    decimal point between digits), whitespace collapsed and a leading
    article (a, an, the) dropped.

    Args:
        text: An answer, typed or expected.

    Returns:
        The normalized answer; idempotent (``normalize(normalize(x)) == normalize(x)``).
    """
    text = unicodedata.normalize("NFKC", plain_math(text)).translate(_QUOTES)
    text = unicodedata.normalize("NFKC", text.casefold())
    text = text.replace("\0", " ").replace("\1", " ")  # our markers, below
    text = _MINUS.sub("\0", text)
    text = _DECIMAL_POINT.sub("\1", text)
    chars: list[str] = []
    for ch in text:
        if ch == "\0":
            chars.append("-")
        elif ch == "\1":
            chars.append(".")
        elif ch in "'\"":
            continue
        elif ch.isalnum():
            chars.append(ch)
        else:
            chars.append(" ")
    words = "".join(chars).split()
    while len(words) > 1 and words[0] in _ARTICLES:
        words = words[1:]
    return " ".join(words)


def typo_budget(length: int) -> int:
    """How many edits a word of ``length`` letters may have and still be a typo.

    Short words must be exact (a changed letter often makes another word);
    words of 5 to 9 letters may have one edit, longer words two.

    Args:
        length: The number of letters of the expected word.

    Returns:
        0, 1 or 2.
    """
    if length < 5:
        return 0
    return 1 if length < 10 else 2


def edit_distance(a: str, b: str) -> int:
    """Optimal string alignment distance: insertions, deletions, substitutions, swaps.

    A swap of two adjacent letters ("teh") counts as one edit, as a person
    would count it (rapidfuzz's ``OSA``).

    Args:
        a: One string.
        b: The other.

    Returns:
        The smallest number of edits that turn ``a`` into ``b``.
    """
    from rapidfuzz.distance import OSA

    return int(OSA.distance(a, b))


def _typos(expected: str, typed: str) -> list[tuple[str, str]] | None:
    """The (typed, expected) word pairs that differ by forgivable typos, or None."""
    want, got = expected.split(), typed.split()
    if len(want) != len(got):
        return None
    pairs = [(g, w) for g, w in zip(got, want, strict=True) if g != w]
    if len(pairs) > max(1, len(want) // 3):
        return None
    for g, w in pairs:
        if not (w.isalpha() and g.isalpha()):
            return None  # numbers and symbols must be exact
        if edit_distance(g, w) > typo_budget(len(w)):
            return None
    return pairs


_PARENTHETICAL = re.compile(r"\s*\([^()]*\)")


def _expected_forms(expected: str) -> list[str]:
    """The normalized forms of the expected answer that count as right."""
    forms = [normalize(expected)]
    shorter = _PARENTHETICAL.sub("", plain_math(expected))
    if shorter.strip() and normalize(shorter) not in forms:
        forms.append(normalize(shorter))  # "GAE (Generalized …)" accepts "GAE"
    return [f for f in forms if f]


def check_text(
    expected: str,
    typed: str,
    *,
    read_number: Callable[[str], Fraction | None] | None = None,
) -> Verdict:
    """Check a typed answer to a cloze or Q&A card.

    When the expected answer is one number ("0.81", or "point eight one"
    with a ``read_number`` that reads words) and so is the typed one, the
    two values are compared exactly, so "0.81", ".81" and "81%" all answer
    "point eight one".

    Args:
        expected: The card's answer (plain text, may contain MathJax).
        typed: What the learner typed; empty or blank reveals the back.
        read_number: Reads a number written in words or digits (e.g.
            :func:`generator.numbers.parse_number`); :func:`parse_number`
            (digits only) is always tried too.

    Returns:
        A verdict: ``REVEALED`` for an empty answer, ``CORRECT`` when equal
        after normalization (also when only the spacing of words differs,
        as in "stepwise" for "step-wise"), ``CLOSE`` when a long word has a
        small typo, else ``WRONG``.
    """
    typed = typed.strip()
    shown = plain_math(expected)
    if not typed:
        return Verdict(Outcome.REVEALED, typed, shown)
    number = _read_number(shown, read_number)
    if number is not None:
        typed_number = _read_number(typed, read_number)
        if typed_number is not None:  # "point eight one" expected, ".81" or "81%" typed
            outcome = Outcome.CORRECT if typed_number == number else Outcome.WRONG
            return Verdict(outcome, typed, shown, value=float(typed_number))
    got = normalize(typed)
    forms = _expected_forms(expected)
    for form in forms:
        if got == form or got.replace(" ", "") == form.replace(" ", ""):
            return Verdict(Outcome.CORRECT, typed, shown)
    for form in forms:
        pairs = _typos(form, got)
        if pairs is not None:
            fixes = ", ".join(f"{g} → {w}" for g, w in pairs)
            return Verdict(Outcome.CLOSE, typed, shown, note=f"typo forgiven: {fixes}")
    return Verdict(Outcome.WRONG, typed, shown)


def _read_number(
    text: str, read_number: Callable[[str], Fraction | None] | None
) -> Fraction | None:
    value = parse_number(text)
    if value is None and read_number is not None:
        try:
            value = read_number(text)
        except (ValueError, ArithmeticError):
            value = None
    return value


# --- numeric answers ---------------------------------------------------------

_NUMBER_DASHES = str.maketrans({d: "-" for d in _DASHES})


def parse_number(text: str) -> Fraction | None:
    """Read a typed number: ``0.81``, ``.81``, ``81%``, ``8.1e-1``, ``81/100``, ``−0.5``.

    What :func:`generator.calc.read_number` reads, after what people type
    around a number: any dash or minus, thousands separators (``1,234``),
    surrounding spaces, upper case and a leading ``≈``/``~``/``=``.

    Args:
        text: The typed answer.

    Returns:
        The exact value, or None when the text is not one number.
    """
    from generator.calc import read_number  # lazily: the quiz starts without the calculator

    s = unicodedata.normalize("NFKC", text).translate(_NUMBER_DASHES).strip().lower()
    s = s.lstrip("≈~=").strip()
    s = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", s)
    if len(s) > 64 or "_" in s:
        return None
    try:
        return read_number(s)
    except ValueError:
        return None


def check_number(expected: float, decimals: int, typed: str, *, shown: str = "") -> Verdict:
    """Check a typed answer to a numeric exercise asked to ``decimals`` places.

    Args:
        expected: The exercise's answer.
        decimals: The decimal places the exercise asks for; the tolerance is
            half a unit in the last of them (2 → 0.005), as :class:`Exercise` says.
        typed: What the learner typed; empty or blank reveals the back.
        shown: How to show the expected answer (default: ``expected`` to
            ``decimals`` places).

    Returns:
        ``REVEALED``, ``CORRECT`` within the tolerance, else ``WRONG`` (with
        a note when the text is not a number).
    """
    from generator.calc import format_fixed
    from generator.model import tolerance_for

    tolerance = tolerance_for(decimals)
    typed = typed.strip()
    shown = shown or format_fixed(expected, decimals)
    if not typed:
        return Verdict(Outcome.REVEALED, typed, shown)
    value = parse_number(typed)
    if value is None:
        return Verdict(Outcome.WRONG, typed, shown, note=f"could not read {typed!r} as a number")
    number = float(value)
    # A hair of slack so that 0.815 typed for 0.81 ± 0.005 is not lost to binary floats.
    slack = 1e-9 * max(1.0, abs(expected))
    ok = math.isfinite(number) and abs(number - expected) <= tolerance + slack
    outcome = Outcome.CORRECT if ok else Outcome.WRONG
    note = "" if ok else f"off by {format_fixed(number - expected, decimals, trim=True)}"
    return Verdict(outcome, typed, shown, note=note, value=number)


# --- showing a miss ----------------------------------------------------------


@dataclass(frozen=True)
class Segment:
    """A run of characters of one side of a diff, and whether the other side has it too."""

    text: str
    same: bool


@dataclass(frozen=True)
class AnswerDiff:
    """The expected and the typed answer, each cut into runs that match or differ."""

    expected: tuple[Segment, ...]
    typed: tuple[Segment, ...]

    def markers(self) -> tuple[str, str]:
        """Caret lines for plain text: ``^`` under every character that differs.

        Returns:
            The marker line for the expected answer and the one for the typed
            answer (trailing spaces removed).
        """
        return (_carets(self.expected), _carets(self.typed))


def _carets(segments: tuple[Segment, ...]) -> str:
    return "".join((" " if s.same else "^") * len(s.text) for s in segments).rstrip()


def _segments(text: str, spans: list[tuple[int, int, bool]]) -> tuple[Segment, ...]:
    out: list[Segment] = []
    for start, end, same in spans:
        if start == end:
            continue
        if out and out[-1].same == same:
            out[-1] = Segment(out[-1].text + text[start:end], same)
        else:
            out.append(Segment(text[start:end], same))
    return tuple(out)


def diff_answer(expected: str, typed: str) -> AnswerDiff:
    """Where a typed answer differs from the expected one, character by character.

    Case is ignored when aligning, so only real differences are marked.

    Args:
        expected: The expected answer as shown.
        typed: The typed answer.

    Returns:
        Both answers cut into matching and differing runs; joining each
        side's runs gives back the original text.
    """
    import difflib

    a = [c.casefold() for c in expected]
    b = [c.casefold() for c in typed]
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    left: list[tuple[int, int, bool]] = []
    right: list[tuple[int, int, bool]] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        same = tag == "equal"
        left.append((i1, i2, same))
        right.append((j1, j2, same))
    return AnswerDiff(_segments(expected, left), _segments(typed, right))
