"""The worksheet writer: printable worksheets with separate answer keys, HTML and PDF.

For each composition it is given (a lesson composed with one version's
practice seed, by :func:`generator.pipeline.compose`) this module makes a
worksheet to work on paper and an answer key to check it against, from the
same cards as the deck:

- **fill-in statements**: the cloze cards' text with a blank (caveats
  included and marked as such);
- **short answers**: the Q&A cards (definitions, distinctions, acronyms). A
  fact the deck asks both ways is asked one way here (the version's seed
  picks which), and a question whose answer another item prints is asked
  the other way or left out, since on paper every item is in view at once;
- **exercises**: the narration's worked examples and the version's seeded
  practice exercises (labelled practice), with room to work and, for returns,
  GAE and GRPO groups, a figure (:mod:`generator.figures`).

Items are numbered across the sheet. The answer key repeats each item with
its answer, the calculator's worked steps for every exercise, and the source
sentence with ``path:line``.

Versions differ in their practice exercises' numbers and in the order of
items within each section; both come from seeds derived from ``--seed`` and
the version number (:func:`version_seed`, :func:`plan_worksheet`), so the same
seed gives the same sheets. The compositions of one lesson, in the order of
its versions' seeds, are its versions; the writer reads no lesson file.
The pages are rendered from jinja2 templates with a print stylesheet
(``templates/worksheet/``), MathJax ``\\( … \\)`` becomes HTML and Unicode
(:func:`math_html`) so paper needs no JavaScript, and all lesson text is
escaped. PDFs come from WeasyPrint (imported only when a PDF
is asked for) with their metadata dates pinned to the build time, so the same
seed and ``SOURCE_DATE_EPOCH`` give the same HTML and PDF bytes; they are
rendered in worker processes, one per idle core, with the print stylesheet parsed
once per process. Every file is
written atomically (:mod:`generator.writers.atomic`).
"""

from __future__ import annotations

import base64
import gc
import hashlib
import html
import os
import random
import re
import tempfile
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from markupsafe import Markup, escape

from generator import __version__
from generator.errors import OutputError, ParameterError
from generator.exercises import PRACTICE_LABEL
from generator.figures import Figure, figure_for
from generator.glossary import is_acronym
from generator.model import Card, CardType, ClozeCard, Composition, ExerciseCard, Lesson
from generator.moments import moment
from generator.tex import RELATIONS, SYMBOLS
from generator.writers.atomic import ensure_directory, write_bytes_atomic

if TYPE_CHECKING:
    import jinja2

LESSON_LABEL = "The lesson's own numbers"
"""How an exercise with ``origin="lesson"`` is labelled (practice ones get ``PRACTICE_LABEL``)."""


class Paper(StrEnum):
    """The paper size the print stylesheet sets."""

    A4 = "a4"
    LETTER = "letter"


class OutputFormat(StrEnum):
    """A file format the writer can produce."""

    HTML = "html"
    PDF = "pdf"


class Part(StrEnum):
    """The two documents made per lesson and version."""

    WORKSHEET = "worksheet"
    KEY = "key"


class ItemSection(StrEnum):
    """The sections of a worksheet, in the order they are printed."""

    FILL_IN = "fill-in"
    SHORT_ANSWER = "short-answer"
    EXERCISE = "exercise"


SECTION_TITLES = {
    ItemSection.FILL_IN: "Fill in the blanks",
    ItemSection.SHORT_ANSWER: "Short answers",
    ItemSection.EXERCISE: "Exercises",
}


@dataclass(frozen=True)
class WorksheetOptions:
    """What to make and how.

    Attributes:
        seed: The seed the versions derive from (``--seed``); the versions'
            practice seeds are :func:`version_seed` of it.
        formats: Which files to write: HTML, PDF or both.
        paper: The paper size.
        epoch: The build time in seconds since 1970 (``SOURCE_DATE_EPOCH``),
            stored as the documents' creation date; read once by the caller.
        jobs: Worker processes rendering the PDFs; None: one per idle core
            (:func:`generator.pipeline.idle_cores`); 1: none (every PDF in this
            process). The bytes are the same.
    """

    seed: int = 0
    formats: frozenset[OutputFormat] = frozenset({OutputFormat.HTML, OutputFormat.PDF})
    paper: Paper = Paper.A4
    epoch: int = 0
    jobs: int | None = None


@dataclass(frozen=True)
class Item:
    """One numbered item of a worksheet: a card in a section."""

    number: int
    section: ItemSection
    card: Card


@dataclass(frozen=True)
class LeftOut:
    """A card of the lesson that is not on the sheet, and why."""

    card: Card
    reason: str


@dataclass(frozen=True)
class Worksheet:
    """The plan of one version of one lesson's worksheet (and of its key).

    Attributes:
        lesson: The lesson.
        seed: The seed given (``--seed``).
        version: The version number, from 1.
        versions: How many versions were made.
        practice_seed: The seed of this version's practice exercises.
        items: The items in printed order, numbered from 1.
        left_out: Q&A cards not asked on this sheet, with the reason.
    """

    lesson: Lesson
    seed: int
    version: int
    versions: int
    practice_seed: int
    items: tuple[Item, ...]
    left_out: tuple[LeftOut, ...] = ()

    def section(self, section: ItemSection) -> tuple[Item, ...]:
        """The items of one section, in printed order."""
        return tuple(i for i in self.items if i.section is section)

    def file_stem(self, part: Part, name: str | None = None) -> str:
        """``lesson-04-v1-worksheet`` or ``lesson-04-v1-key`` (``name`` instead of lesson-04)."""
        return f"{name or self.lesson.short_key}-v{self.version}-{part.value}"


@dataclass(frozen=True)
class WrittenSheet:
    """A worksheet and the files written for it (worksheet and key, each format)."""

    sheet: Worksheet
    files: tuple[Path, ...]


@dataclass(frozen=True)
class WorksheetReport:
    """What :func:`write_worksheets` wrote."""

    output: Path
    sheets: tuple[WrittenSheet, ...]

    @property
    def files(self) -> tuple[Path, ...]:
        """Every file written, in order."""
        return tuple(f for s in self.sheets for f in s.files)


# --- seeds and planning ----------------------------------------------------------------


def version_seed(seed: int, version: int) -> int:
    """The seed of a version's practice exercises.

    Version 1 uses ``seed`` itself, so its exercises are those of the deck
    and of ``lessondeck exercises`` with the same seed; later versions use a
    hash of the seed and the version number.

    Args:
        seed: The seed given (``--seed``).
        version: The version number, from 1.

    Returns:
        A non-negative integer seed.

    Raises:
        ParameterError: When ``version`` is below 1.
    """
    if version < 1:
        raise ParameterError(f"version={version} must be ≥ 1")
    if version == 1:
        return seed
    digest = hashlib.sha256(f"lessondeck:worksheet:{seed}:v{version}".encode()).digest()
    return int.from_bytes(digest[:4], "big")


def version_seeds(seed: int, versions: int) -> tuple[int, ...]:
    """The practice seeds of versions 1 to ``versions``: what to compose the lessons with.

    Args:
        seed: The seed given (``--seed``).
        versions: How many versions (≥ 1).

    Returns:
        :func:`version_seed` of each version, in order.

    Raises:
        ParameterError: When ``versions`` is below 1.
    """
    if versions < 1:
        raise ParameterError(f"versions={versions} must be ≥ 1")
    return tuple(version_seed(seed, v) for v in range(1, versions + 1))


def plan_worksheet(
    comp: Composition, *, seed: int, version: int, versions: int = 1, practice_seed: int = 0
) -> Worksheet:
    """Choose, order and number the items of one version's worksheet.

    Cloze cards become fill-in items, Q&A cards short-answer items (see
    :func:`choose_questions` for which) and exercise cards exercises. Items
    are shuffled within their section by a ``random.Random`` seeded with the
    lesson, the seed and the version, then numbered from 1.

    Args:
        comp: The lesson's composition (its practice exercises made with
            ``practice_seed``).
        seed: The seed given (``--seed``).
        version: The version number, from 1.
        versions: How many versions are made.
        practice_seed: The seed ``comp``'s practice exercises were made with.

    Returns:
        The plan.
    """
    rng = random.Random(f"lessondeck:worksheet:{comp.lesson.short_key}:{seed}:v{version}")
    cloze = [c for c in comp.cards if c.type is CardType.CLOZE]
    exercises = [c for c in comp.cards if c.type is CardType.EXERCISE]
    qa = [c for c in comp.cards if c.type is CardType.QA]
    cloze, blanks_left_out = choose_fill_ins(cloze, exercises)
    questions, left_out = choose_questions(qa, [*cloze, *exercises], rng)
    left_out = blanks_left_out + left_out
    items: list[Item] = []
    for section, cards in (
        (ItemSection.FILL_IN, cloze),
        (ItemSection.SHORT_ANSWER, questions),
        (ItemSection.EXERCISE, exercises),
    ):
        order = list(cards)
        rng.shuffle(order)
        start = len(items) + 1
        items.extend(Item(start + i, section, c) for i, c in enumerate(order))
    return Worksheet(
        lesson=comp.lesson,
        seed=seed,
        version=version,
        versions=versions,
        practice_seed=practice_seed,
        items=tuple(items),
        left_out=tuple(left_out),
    )


_PAIRED = frozenset({"acronym", "definition"})  # compose's templates that ask a fact both ways


def visible_text(card: Card) -> str:
    """What a card prints on the worksheet (its question, never its answer).

    Args:
        card: A card.

    Returns:
        The cloze text around the blank, a Q&A card's question or an exercise's prompt.
    """
    if isinstance(card, ClozeCard):
        return f"{card.cloze[0]} … {card.cloze[2]}"
    if isinstance(card, ExerciseCard):
        return card.exercise.prompt
    return card.front


def gives_away(answer: str, texts: Iterable[str]) -> bool:
    """Whether one of ``texts`` prints ``answer``.

    Only answers that identify themselves count: an acronym (matched with
    its case) or a phrase of two or more words (matched ignoring case);
    one common word such as "Reward" appears everywhere without giving
    anything away.

    Args:
        answer: A Q&A card's answer.
        texts: What the other items print.

    Returns:
        True when an item prints the answer as whole words.
    """
    words = re.findall(r"[\w’'-]+", answer)
    if not words:
        return False
    if len(words) == 1 and not is_acronym(words[0]):
        return False
    pattern = r"(?<![\w-])" + r"[\s\W]+".join(re.escape(w) for w in words) + r"(?![\w-])"
    flags = 0 if len(words) == 1 else re.IGNORECASE
    return any(re.search(pattern, text, flags) for text in texts)


def prints_answer(answer: str, text: str) -> bool:
    """Whether ``text`` prints ``answer``, as whole words, ignoring case.

    Stricter than :func:`gives_away`: a fill-in's answer is one specific word
    or phrase, so one word counts too, unless it is a short word (under four
    letters, "one", "the") that prints everywhere without giving anything away.
    """
    words = re.findall(r"[\w’'-]+", answer)
    if not words:
        return False
    if len(words) == 1 and len(words[0]) < 4 and not is_acronym(words[0]):
        return False
    pattern = r"(?<![\w-])" + r"[\s\W]+".join(re.escape(w) for w in words) + r"(?![\w-])"
    flags = 0 if is_acronym(answer) else re.IGNORECASE
    return re.search(pattern, text, flags) is not None


def choose_fill_ins(
    cards: Sequence[Card], exercises: Sequence[Card]
) -> tuple[list[Card], list[LeftOut]]:
    """The cloze cards to print as fill-in items: none prints another's answer.

    In lesson order, a card is kept unless a kept card (or an exercise) prints
    its answer, or it prints a kept card's answer. The cards of one
    overlapping cloze (the items of one list) print each other's answers, so
    one of them is on a sheet.

    Args:
        cards: The lesson's cloze cards, in lesson order.
        exercises: The sheet's exercise cards.

    Returns:
        The cards to print and the ones left out, with reasons.
    """
    kept: list[Card] = []
    left_out: list[LeftOut] = []
    prompts = [visible_text(e) for e in exercises]
    for card in cards:
        text = visible_text(card)
        if _has_raw_tex(card):
            left_out.append(LeftOut(card, "a formula the worksheet cannot print (raw TeX)"))
            continue
        clash = next(
            (k for k in kept if prints_answer(card.answer, visible_text(k))),
            None,
        ) or next((k for k in kept if prints_answer(k.answer, text)), None)
        if clash is not None:
            left_out.append(
                LeftOut(card, f"it and item “{visible_text(clash)}” print each other's answers")
            )
        elif any(prints_answer(card.answer, p) for p in prompts):
            left_out.append(LeftOut(card, "an exercise on the sheet prints its answer"))
        else:
            kept.append(card)
    return kept, left_out


def unprintable(text: str) -> bool:
    """Would the printed text still show raw TeX (a literal ``^``, ``_{…}`` or ``\\name``)?"""
    shown = re.sub(r"<[^>]+>", "", str(quoted_html(text)))
    return bool(re.search(r"\^|_\{|\\[A-Za-z]", shown))


_BARE_TEX = re.compile(r"\(((?:[^()]|\([^()]*\))*?(?:\\[A-Za-z]+|\^|_\{)(?:[^()]|\([^()]*\))*?)\)")


def quoted_html(text: str) -> Markup:
    """A lesson sentence as the key quotes it: its bare TeX in parentheses typeset.

    Lesson text sometimes keeps a formula without its ``\\( \\)`` delimiters,
    "(G_t = R_{t+1} + \\gamma^{2} R_{t+3})"; printed as it is, it would show a
    literal ``^``. Its MathJax (``\\( … \\)``, whose delimiters are parentheses
    too) is typeset as such.
    """
    if "\\(" not in text and "\\[" not in text:
        return Markup(_bare_tex_html(text))
    out: list[str] = []
    pos = 0
    for m in _MATH.finditer(text):
        out.append(_bare_tex_html(text[pos : m.start()]))
        out.append(str(math_html(m.group(0))))
        pos = m.end()
    out.append(_bare_tex_html(text[pos:]))
    return Markup("".join(out))


def _bare_tex_html(text: str) -> str:
    """Text as HTML, its bare TeX in parentheses typeset (see :func:`quoted_html`)."""
    out: list[str] = []
    pos = 0
    for m in _BARE_TEX.finditer(text):
        out.append(str(math_html(text[pos : m.start()], scripts=True)))
        out.append(f'(<span class="math">{tex_html(m.group(1))}</span>)')
        pos = m.end()
    out.append(str(math_html(text[pos:], scripts=True)))
    return "".join(out)


def _has_raw_tex(card: Card) -> bool:
    """Would the sheet or its key print raw TeX for this card (question, answer, source, notes)?"""
    texts = [visible_text(card), card.answer, card.source_text, *card.back_extra]
    return any(unprintable(t) for t in texts)


def answer_with_digits(answer: str) -> str:
    """A spoken number answer in digits, the spoken form kept: "0.81 (point eight one)".

    Answers without a spoken number come back unchanged.
    """
    from generator.numbers import find_numbers

    found = [n for n in find_numbers(answer) if n.is_quantity and not n.text[:1].isdigit()]
    if not found:
        return answer
    out = answer
    for n in reversed(found):
        value = n.value
        digits = str(value.numerator) if value.denominator == 1 else f"{float(value):g}"
        digits = digits.replace("-", "−")
        out = out[: n.start] + digits + out[n.end :]
    return f"{out} ({answer})"


def choose_questions(
    cards: Sequence[Card], others: Sequence[Card], rng: random.Random
) -> tuple[list[Card], list[LeftOut]]:
    """The Q&A cards to ask on one sheet, where every item is in view at once.

    - A definition that a distinction question on the sheet quotes is left
      out (the distinction asks it already, and prints it).
    - A fact the deck asks both ways (acronym ↔ expansion, term ↔
      definition) is asked one way; ``rng`` picks which.
    - A question whose answer another item prints (:func:`gives_away`), or
      that prints the answer of a fill-in item, is asked the other way, or
      left out when both ways give something away.

    Args:
        cards: The lesson's Q&A cards, in lesson order.
        others: The other items of the sheet (cloze and exercise cards).
        rng: The version's generator.

    Returns:
        The cards to ask (in lesson order) and the ones left out, with reasons.
    """
    left_out: list[LeftOut] = []
    distinctions = [c for c in cards if c.template == "distinction"]
    kept: list[Card] = []
    for card in cards:
        if _has_raw_tex(card):
            left_out.append(LeftOut(card, "a formula the worksheet cannot print (raw TeX)"))
            continue
        quoted = next(
            (
                d
                for d in distinctions
                if card.template == "definition"
                and card.source_text
                and card.source_text != d.source_text
                and card.source_text in d.source_text
            ),
            None,
        )
        if quoted is not None:
            left_out.append(LeftOut(card, f"the distinction question “{quoted.front}” asks it"))
        else:
            kept.append(card)
    groups: dict[tuple[str, str], list[Card]] = {}
    for card in kept:
        key = (
            (card.statement_id or card.id, card.template)
            if card.template in _PAIRED
            else (card.id, "")
        )
        groups.setdefault(key, []).append(card)
    blanks = [c for c in others if isinstance(c, ClozeCard)]
    chosen: list[Card] = []
    for key, group in groups.items():
        candidates = list(group)
        rng.shuffle(candidates)
        texts = [visible_text(c) for c in others] + [
            visible_text(c) for k, g in groups.items() if k != key for c in g
        ]
        pick = next(
            (
                c
                for c in candidates
                if not gives_away(c.answer, texts)
                and not any(gives_away(o.answer, [c.front]) for o in blanks)
            ),
            None,
        )
        for card in candidates:
            if card is pick:
                chosen.append(card)
            elif pick is not None:
                left_out.append(
                    LeftOut(card, f"the same fact as “{pick.front}”, asked the other way")
                )
            else:
                left_out.append(
                    LeftOut(card, "it and another item on the sheet would give each other away")
                )
    order = {c.id: i for i, c in enumerate(cards)}
    chosen.sort(key=lambda c: order[c.id])
    left_out.sort(key=lambda lo: order[lo.card.id])
    return chosen, left_out


# --- math on paper ------------------------------------------------------------------------

_MATH = re.compile(r"\\\((.*?)(?:\\\)|$)|\\\[(.*?)(?:\\\]|$)", re.DOTALL)
_STRAY_DELIMITER = re.compile(r"\\+[()\[\]]")  # and the backslashes before it: no "\\)" is left
_TOKEN = re.compile(r"\\[A-Za-z]+|\\.|[{}_^]|\s+|.", re.DOTALL)

_TEXT_COMMANDS = frozenset({"text", "mathrm", "textrm", "operatorname", "textsf", "mathsf"})
_ACCENTS = {
    "hat": "\u0302",
    "bar": "\u0304",
    "overline": "\u0304",
    "tilde": "\u0303",
    "vec": "\u20d7",
}
_BLACKBOARD = {"E": "𝔼", "R": "ℝ", "N": "ℕ", "Z": "ℤ", "P": "ℙ"}
_IGNORED = frozenset({"left", "right", "big", "Big", "bigg", "Bigg", "displaystyle", "limits"})


class _TeX:
    """A small TeX-to-HTML converter for the inline math of cards.

    It knows what course material uses: letters (set in italics), Greek
    letters and common symbols, sub- and superscripts, ``\\frac``, ``\\sqrt``, ``\\binom``,
    ``\\text``/``\\mathrm``, accents and function names. Anything else is
    shown by its name, never as raw TeX. Every piece of text is escaped.
    """

    def __init__(self, source: str) -> None:
        self.tokens: list[str] = _TOKEN.findall(source)
        self.i = 0
        self.operand = False  # whether the last atom was an operand (binary vs unary minus)

    def peek(self) -> str | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self) -> str:
        token = self.tokens[self.i]
        self.i += 1
        return token

    def skip_space(self) -> None:
        while (tok := self.peek()) is not None and tok.isspace():
            self.i += 1

    def sequence(self, *, in_group: bool) -> str:
        out: list[str] = []
        while (tok := self.peek()) is not None:
            if tok == "}":
                if in_group:
                    break
                self.i += 1  # a stray closing brace
                continue
            big = self.peek() in ("\\sum", "\\prod")
            atom = self.atom()
            while True:
                self.skip_space()
                op = self.peek()
                if op not in ("_", "^"):
                    break
                self.i += 1
                arg = self.argument()
                atom += f"<sub>{arg}</sub>" if op == "_" else f"<sup>{arg}</sup>"
                self.operand = True
            out.append(atom + ("\u2009" if big else ""))
        return "".join(out)

    def group(self) -> str:
        saved = self.operand
        self.operand = False
        inner = self.sequence(in_group=True)
        if self.peek() == "}":
            self.i += 1
        self.operand = saved or bool(inner)
        return inner

    def argument(self) -> str:
        self.skip_space()
        tok = self.peek()
        if tok is None:
            return ""
        if tok == "{":
            self.i += 1
            return self.group()
        return self.atom()

    def raw_argument(self) -> str:
        """The text of a ``{…}`` argument, unparsed (for ``\\text``)."""
        self.skip_space()
        if self.peek() != "{":
            return self.take() if self.peek() is not None else ""
        self.i += 1
        depth, out = 1, []
        while (tok := self.peek()) is not None:
            self.i += 1
            if tok == "{":
                depth += 1
            elif tok == "}":
                depth -= 1
                if depth == 0:
                    break
            out.append(tok[1:] if tok.startswith("\\") and len(tok) == 2 else tok)
        return "".join(out)

    def atom(self) -> str:
        tok = self.take()
        if tok.isspace():
            return ""
        if tok == "{":
            return self.group()
        if tok in ("_", "^"):
            arg = self.argument()
            return f"<sub>{arg}</sub>" if tok == "_" else f"<sup>{arg}</sup>"
        if tok.startswith("\\"):
            return self.command(tok[1:])
        return self.char(tok)

    def relation(self, symbol: str, name: str) -> str:
        unary = name in ("+", "-", "pm") and not self.operand
        self.operand = False
        text = str(escape(symbol))
        return text if unary else f" {text} "

    def char(self, ch: str) -> str:
        if ch in RELATIONS:
            return self.relation(RELATIONS[ch], ch)
        if ch in "([":
            self.operand = False
            return ch
        if ch in ",;":
            self.operand = False
            return ch + " "
        self.operand = True
        if ch == "*":
            return "∗"
        if ch == "'":
            return "′"
        if ch.isalpha() and ch.isascii():
            return f"<i>{ch}</i>"
        return str(escape(ch))

    def command(self, name: str) -> str:
        if name in _IGNORED:
            if name in ("left", "right") and self.peek() == ".":
                self.i += 1
            return ""
        if name in RELATIONS:
            return self.relation(RELATIONS[name], name)
        if name in SYMBOLS:
            symbol = SYMBOLS[name]
            self.operand = name not in ("sum", "prod")
            return str(escape(symbol))
        if name == "frac" or name == "dfrac" or name == "tfrac":
            top, bottom = self.argument(), self.argument()
            self.operand = True
            return (
                f'<span class="frac"><span class="num">{top}</span>'
                f'<span class="den">{bottom}</span></span>'
            )
        if name == "binom":
            top, bottom = self.argument(), self.argument()
            self.operand = True
            return f"C({top}, {bottom})"
        if name == "sqrt":
            inner = self.argument()
            self.operand = True
            return f'√<span class="radicand">{inner}</span>'
        if name in _TEXT_COMMANDS:
            self.operand = True
            return f'<span class="upright">{escape(self.raw_argument())}</span>'
        if name in ("mathbf", "boldsymbol", "bm"):
            return f"<b>{self.argument()}</b>"
        if name == "mathit":
            return f"<i>{self.argument()}</i>"
        if name == "mathbb":
            letter = self.raw_argument()
            self.operand = True
            return str(escape(_BLACKBOARD.get(letter, letter)))
        if name in _ACCENTS:
            inner = self.argument()
            mark = _ACCENTS[name]
            if inner.endswith("</i>"):
                return inner[:-4] + mark + "</i>"
            return inner + mark
        self.operand = True
        return f'<span class="upright">{escape(name)}</span>'  # function names and the unknown


def tex_html(source: str) -> Markup:
    """Inline TeX (without its ``\\( \\)`` delimiters) as HTML.

    Args:
        source: TeX such as ``G_t = \\gamma^2 \\cdot 1``.

    Returns:
        Escaped HTML: ``<i>G</i><sub><i>t</i></sub> = γ<sup>2</sup>·1``.
    """
    return Markup(_TeX(source).sequence(in_group=False).strip())


_PLAIN_SCRIPT = re.compile(
    r"(?<![\w\]\)])([A-Za-zα-ωΣΔ])([_^])(?:\(([^()\s]{1,12})\)|([A-Za-z0-9]))(?![\w(])"
)


_BARE_COMMAND = re.compile(r"\\([A-Za-z]+)")
_FUNCTION_NAMES = frozenset({"ln", "log", "exp", "min", "max", "arg"})


def _bare_command(m: re.Match[str]) -> str:
    name = m.group(1)
    symbol = RELATIONS.get(name) or SYMBOLS.get(name)
    if symbol is not None:
        return symbol
    return name if name in _FUNCTION_NAMES else m.group(0)


def _plain_scripts(text: str) -> str:
    """Escaped text with plain-text scripts (``G_t``, ``γ^k``, ``s_(t+1)``) set as HTML,
    and TeX names written without ``\\( \\)`` (``\\gamma = 0.9``) as their symbols."""
    if "\\" in text:
        text = _BARE_COMMAND.sub(_bare_command, text)
    out: list[str] = []
    pos = 0
    for m in _PLAIN_SCRIPT.finditer(text):
        out.append(str(escape(text[pos : m.start()])))
        tag = "sub" if m.group(2) == "_" else "sup"
        script = m.group(3) or m.group(4) or ""
        out.append(f"{escape(m.group(1))}<{tag}>{escape(script)}</{tag}>")
        pos = m.end()
    out.append(str(escape(text[pos:])))
    return "".join(out)


def math_html(text: str, *, scripts: bool = False) -> Markup:
    """Card text as HTML, its MathJax ``\\( … \\)`` rendered without JavaScript.

    Text outside the math is escaped (a lesson's ``<script>`` shows as
    text); math becomes a ``<span class="math">`` of HTML and Unicode
    (:func:`tex_html`). Unclosed or stray delimiters never show.

    Args:
        text: Plain text from a card.
        scripts: Also set plain-text scripts such as ``G_t`` or ``γ^k``
            (used for exercise prompts, which write formulas that way).

    Returns:
        Escaped HTML.
    """
    plain = _plain_scripts if scripts else (lambda s: str(escape(s)))
    out: list[str] = []
    pos = 0
    for m in _MATH.finditer(text):
        out.append(plain(_STRAY_DELIMITER.sub("", text[pos : m.start()])))
        source = m.group(1) if m.group(1) is not None else m.group(2) or ""
        out.append(f'<span class="math">{tex_html(source)}</span>')
        pos = m.end()
    out.append(plain(_STRAY_DELIMITER.sub("", text[pos:])))
    return Markup("".join(out))


_TAG = re.compile(r"<[^>]+>")


def plain_text(text: str, *, scripts: bool = False) -> str:
    """The text a reader sees printed for ``text``: :func:`math_html` without its markup.

    Args:
        text: Plain text from a card.
        scripts: As for :func:`math_html`.

    Returns:
        Unicode text (``\\(G_t\\)`` → ``Gt``: a subscript reads as plain text).
    """
    return html.unescape(_TAG.sub("", str(math_html(text, scripts=scripts))))


# --- HTML -----------------------------------------------------------------------------------


def _blank_width(answer: str) -> str:
    """The width class of a fill-in blank: room for the answer, in steps so lengths are vague.

    ``w6`` to ``w18`` (ems, ``print.css``): a class rather than a ``style``
    attribute, because WeasyPrint shares the computed style of elements alike
    in classes but computes every ``style`` attribute's element on its own.
    """
    em = min(18, max(6, 3 * round((len(answer) * 0.55 + 3) / 3)))
    return f"w{em}"


def _iso(epoch: int) -> str:
    return datetime.fromtimestamp(epoch, tz=UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


@cache
def _environment() -> jinja2.Environment:
    import jinja2

    from generator.template_cache import template_cache

    env = jinja2.Environment(
        loader=jinja2.PackageLoader("generator", "templates/worksheet"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        bytecode_cache=template_cache(),
    )
    env.filters["math"] = math_html
    env.filters["prompt"] = lambda text: math_html(text, scripts=True)
    env.filters["blank_width"] = _blank_width
    env.filters["digits"] = answer_with_digits
    env.filters["quoted"] = quoted_html
    env.globals["figure"] = _figure
    env.globals["moment"] = moment
    env.globals["SECTION_TITLES"] = {s.value: t for s, t in SECTION_TITLES.items()}
    env.globals["PRACTICE_LABEL"] = PRACTICE_LABEL
    env.globals["LESSON_LABEL"] = LESSON_LABEL
    return env


def _figure(card: Card, reveal: bool) -> Figure | None:
    return figure_for(card.exercise, reveal=reveal) if card.exercise is not None else None


def render_html(sheet: Worksheet, part: Part, *, paper: Paper = Paper.A4, epoch: int = 0) -> str:
    """The HTML of a worksheet or of its answer key.

    Args:
        sheet: The plan (see :func:`plan_worksheet`).
        part: The worksheet or the key.
        paper: The paper size the print stylesheet sets.
        epoch: The build time, stored as the document's creation date.

    Returns:
        A complete, self-contained HTML document (stylesheet and figures inline).
    """
    template = _environment().get_template(f"{part.value}.html.j2")
    sections = [
        (section.value, sheet.section(section)) for section in ItemSection if sheet.section(section)
    ]
    context: dict[str, Any] = {
        "sheet": sheet,
        "lesson": sheet.lesson,
        "part": part.value,
        "sections": sections,
        "paper": "A4" if paper is Paper.A4 else "letter",
        "created": _iso(epoch),
        "generator": f"lessondeck {__version__}",
    }
    return template.render(context).rstrip() + "\n"


# --- PDF ------------------------------------------------------------------------------------

_PDF_HINT = "use --format html to write the HTML worksheets without PDFs"


def load_weasyprint(target: Path | None = None) -> Any:
    """Import WeasyPrint, turning a missing library into a clear :class:`OutputError`.

    Args:
        target: The first PDF to be written, named in the error.

    Returns:
        The ``weasyprint`` module.

    Raises:
        OutputError: WeasyPrint is not installed, or a system library it
            needs (Pango, HarfBuzz, fontconfig) cannot be loaded; the message
            suggests ``--format html``.
    """
    where = str(target) if target is not None else None
    try:
        import weasyprint
    except OSError as exc:
        raise OutputError(
            f"cannot make PDFs: WeasyPrint could not load a system library it needs ({exc}); "
            f"install Pango (Debian/Ubuntu: apt-get install libpango-1.0-0 libpangoft2-1.0-0), "
            f"or {_PDF_HINT}",
            path=where,
        ) from exc
    except ImportError as exc:
        raise OutputError(
            f"cannot make PDFs: WeasyPrint is not installed ({exc}); pip install weasyprint, "
            f"or {_PDF_HINT}",
            path=where,
        ) from exc
    return weasyprint


@cache
def _stylesheet_text() -> str:
    """The print stylesheet as :func:`render_html` puts it in every document."""
    return _environment().get_template("print.css").render()


@cache
def _parsed_stylesheet(weasyprint: Any) -> Any:
    """The print stylesheet parsed once per process, shared by every PDF."""
    return weasyprint.CSS(string=_stylesheet_text())


_INLINE_SVG = re.compile(r"<svg\b.*?</svg>", re.DOTALL)


def _svg_as_image(match: re.Match[str]) -> str:
    data = base64.b64encode(match.group(0).encode("utf-8")).decode("ascii")
    return f'<img class="svg" alt="" src="data:image/svg+xml;base64,{data}">'


def pdf_document(document: str) -> str:
    """The document as WeasyPrint gets it: each inline SVG figure as an image of itself.

    WeasyPrint cascades the document's styles over every element, an inline
    SVG's shapes too, before it draws the SVG as an image anyway; given as
    a ``data:`` image, the same SVG is drawn the same without that work.
    The HTML file keeps its inline SVG.
    """
    return _INLINE_SVG.sub(_svg_as_image, document)


def render_pdf(document: str, *, weasyprint: Any = None, font_config: Any = None) -> bytes:
    """The PDF of an HTML document from :func:`render_html`.

    The document pins WeasyPrint's metadata: its ``dcterms.created`` and
    ``dcterms.modified`` meta tags become the PDF's dates (WeasyPrint writes
    none otherwise), no file identifier is written, and font subsets are
    named from hashes of the fonts, so the same HTML gives the same bytes.
    The print stylesheet the document carries is parsed once per process:
    WeasyPrint gets the document without it and the parsed sheet beside it,
    which gives the same bytes as the document as it is; figures' SVG comes
    as images (:func:`pdf_document`).

    Args:
        document: The HTML.
        weasyprint: The module from :func:`load_weasyprint` (imported when None).
        font_config: A ``weasyprint.text.fonts.FontConfiguration`` to share
            between documents (one is made when None).

    Returns:
        The PDF bytes.

    Raises:
        OutputError: WeasyPrint or a system library it needs is missing.
    """
    wp = weasyprint if weasyprint is not None else load_weasyprint()
    document = pdf_document(document)
    # WeasyPrint makes many objects per page, and the cyclic collector's full passes
    # would walk every object the process already holds (WeasyPrint's modules, fonts,
    # the compositions) again and again: a tenth of the time. Frozen for the render
    # (gc.freeze, the documented way), they are left out of those passes; what the
    # render leaves behind is collected as before.
    freeze = gc.isenabled() and gc.get_freeze_count() == 0
    if freeze:
        gc.freeze()
    try:
        stylesheets = []
        css = _stylesheet_text()
        if document.count(css) == 1:
            document = document.replace(css, "")
            stylesheets.append(_parsed_stylesheet(wp))
        with _pinned_font_timestamps():
            return bytes(
                wp.HTML(string=document, base_url=None).write_pdf(
                    stylesheets=stylesheets, font_config=font_config, pdf_identifier=False
                )
            )
    except OSError as exc:
        raise OutputError(
            f"cannot make the PDF: a system library WeasyPrint needs failed ({exc}); {_PDF_HINT}"
        ) from exc
    finally:
        if freeze:
            gc.unfreeze()


@contextmanager
def _pinned_font_timestamps() -> Iterator[None]:
    """Font subsets made by fontTools stamp their ``head`` table with the time they were
    made (WeasyPrint subsets with fontTools where the system's HarfBuzz has no subsetter),
    so that two renders differ. fontTools takes that time from ``SOURCE_DATE_EPOCH`` when
    it is set (reproducible builds): it is 0 for the render, whatever the user's value (the
    PDF's own dates come from the document), and put back after."""
    before = os.environ.get("SOURCE_DATE_EPOCH")
    os.environ["SOURCE_DATE_EPOCH"] = "0"
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("SOURCE_DATE_EPOCH", None)
        else:
            os.environ["SOURCE_DATE_EPOCH"] = before


@cache
def _font_config() -> Any:
    """The process's one FontConfiguration: its fonts, once loaded, serve every later PDF.

    A forked worker inherits it, with the fonts this process has loaded.
    """
    from weasyprint.text.fonts import FontConfiguration

    return FontConfiguration()


def _start_pdf_worker(parent: int) -> None:
    """In a PDF worker: exit with the parent; WeasyPrint and its fonts (when spawned)."""
    from generator.pipeline import watch_parent

    watch_parent(parent)
    _parsed_stylesheet(load_weasyprint())
    _font_config()


def _pdf_in_worker(document: str) -> bytes:
    return render_pdf(document, weasyprint=load_weasyprint(), font_config=_font_config())


def _render_pdfs(documents: Sequence[str], *, weasyprint: Any, jobs: int | None) -> Iterator[bytes]:
    """The PDFs of ``documents`` in order: with worker processes when there are cores for them.

    With ``n`` workers this process renders every ``n``-th document itself
    (its fonts stay loaded from one run to the next) and ``n - 1`` forked
    processes render the others. Each renders whole documents with the same
    stylesheet and fonts, so a PDF's bytes do not depend on where it was made.
    """
    from generator.pipeline import idle_cores

    font_config = _font_config()
    workers = min(jobs or idle_cores(), len(documents))
    if workers <= 1:
        for document in documents:
            yield render_pdf(document, weasyprint=weasyprint, font_config=font_config)
        return
    import multiprocessing
    import os
    from concurrent.futures import Future, ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    _parsed_stylesheet(weasyprint)  # parsed here once: forked workers inherit it
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    try:
        with ProcessPoolExecutor(
            workers - 1,
            mp_context=multiprocessing.get_context(method),
            initializer=_start_pdf_worker,
            initargs=(os.getpid(),),
        ) as pool:
            theirs: dict[int, Future[bytes]] = {
                i: pool.submit(_pdf_in_worker, document)
                for i, document in enumerate(documents)
                if i % workers
            }
            for i, document in enumerate(documents):
                if i in theirs:
                    yield theirs[i].result()
                else:
                    yield render_pdf(document, weasyprint=weasyprint, font_config=font_config)
    except BrokenProcessPool as exc:
        raise OutputError(f"a worker rendering PDFs stopped ({exc}); try again") from exc


# --- writing --------------------------------------------------------------------------------


def _check_writable(directory: Path) -> None:
    """Fail before any work when files cannot be created in ``directory``."""
    ensure_directory(directory)
    try:
        with tempfile.TemporaryFile(dir=directory, prefix=".lessondeck-probe-"):
            pass
    except OSError as exc:
        raise OutputError(
            f"the output folder is not writable ({exc.strerror or exc}); choose another with -o",
            path=str(directory),
        ) from exc


def _versions(comps: Sequence[Composition]) -> list[list[Composition]]:
    """The compositions grouped by lesson file, in order: each group is a lesson's versions."""
    groups: dict[tuple[str, str], list[Composition]] = {}
    for comp in comps:
        groups.setdefault((comp.lesson.key, comp.lesson.path), []).append(comp)
    return list(groups.values())


def _file_names(lessons: Sequence[Lesson]) -> dict[str, str]:
    """Each lesson's file name stem by key: ``lesson-04``, or with its course in front
    (``post-training-from-first-principles--lesson-04``) when another course's lesson 4
    is on the same run. Two lessons of one course with the same number would overwrite
    each other's files: an error."""
    shared: dict[str, int] = {}
    for lesson in lessons:
        shared[lesson.short_key] = shared.get(lesson.short_key, 0) + 1
    names = {
        lesson.key: lesson.short_key
        if shared[lesson.short_key] == 1
        else lesson.key.replace("/", "--")
        for lesson in lessons
    }
    first: dict[str, Lesson] = {}
    clashes = []
    for lesson in lessons:
        name = names[lesson.key]
        if name in first:
            clashes.append(f"{first[name].path} and {lesson.path} are both {name}")
        else:
            first[name] = lesson
    if clashes:
        raise OutputError(
            "; ".join(clashes) + ": their worksheets would have the same file names "
            "(give each lesson its own number, or make them in separate runs)"
        )
    return names


def _validate(options: WorksheetOptions) -> None:
    problems = []
    if not options.formats:
        problems.append("formats is empty: choose html, pdf or both")
    if options.epoch < 0:
        problems.append(f"epoch={options.epoch} must be ≥ 0")
    if options.jobs is not None and options.jobs < 1:
        problems.append(f"jobs={options.jobs} must be ≥ 1 (or None: one per idle core)")
    if problems:
        raise ParameterError("; ".join(problems))


def write_worksheets(
    comps: Sequence[Composition],
    output: Path,
    options: WorksheetOptions,
    *,
    progress: Callable[[int, int], None] | None = None,
) -> WorksheetReport:
    """Write every lesson's worksheets and answer keys into ``output``.

    The compositions of one lesson file, in order, are its versions 1, 2, …
    (compose them with :func:`version_seeds`). For each lesson and version
    ``v`` this writes ``<lesson key>-v<v>-worksheet`` and
    ``<lesson key>-v<v>-key`` as ``.html`` and/or ``.pdf``, each atomically.
    The folder is checked (and WeasyPrint loaded) before anything is rendered,
    so a bad folder or a missing library fails at once and writes nothing.
    The PDFs are rendered after every HTML document is made, by
    ``options.jobs`` worker processes (one per idle core by default), and are the
    same bytes as when rendered one by one in this process.

    Args:
        comps: Each lesson composed once per version, with that version's
            practice seed (:func:`generator.pipeline.compose`).
        output: The folder to write into (created when missing).
        options: Seed, formats, paper and build time.
        progress: Called with (sheets done, sheets in all) after each version.

    Returns:
        The sheets and the files written.

    Raises:
        OutputError: The folder cannot be created or written, two lessons
            would write the same file names, or PDFs were asked for and
            WeasyPrint cannot run (the message suggests ``--format html``).
        ParameterError: For invalid options.
    """
    _validate(options)
    lessons = _versions(comps)
    names = _file_names([group[0].lesson for group in lessons])
    _check_writable(output)
    pdf = OutputFormat.PDF in options.formats
    wp: Any = None
    if pdf and lessons:
        first = output / f"{names[lessons[0][0].lesson.key]}-v1-{Part.WORKSHEET.value}.pdf"
        wp = load_weasyprint(first)
    # The HTML of every document first (written as it is made), then the PDFs, which
    # worker processes may render side by side; each is written as it comes back.
    written: list[tuple[Worksheet, list[Path]]] = []
    pending: list[tuple[int, Path, str]] = []  # (sheet index, PDF path, its HTML)
    total = len(comps)
    for group in lessons:
        for version, comp in enumerate(group, 1):
            sheet = plan_worksheet(
                comp,
                seed=options.seed,
                version=version,
                versions=len(group),
                practice_seed=comp.seed,
            )
            files: list[Path] = []
            for part in Part:
                document = render_html(sheet, part, paper=options.paper, epoch=options.epoch)
                stem = output / sheet.file_stem(part, names[comp.lesson.key])
                if OutputFormat.HTML in options.formats:
                    path = stem.with_suffix(".html")
                    write_bytes_atomic(path, document.encode("utf-8"))
                    files.append(path)
                if pdf:
                    path = stem.with_suffix(".pdf")
                    pending.append((len(written), path, document))
                    files.append(path)
            written.append((sheet, files))
            if progress is not None and not pdf:
                progress(len(written), total)
    if pending:
        last = {index: n for n, (index, _, _) in enumerate(pending)}  # a sheet's last PDF
        pdfs = _render_pdfs([doc for _, _, doc in pending], weasyprint=wp, jobs=options.jobs)
        for n, (index, path, _) in enumerate(pending):
            try:
                data = next(pdfs)
            except OutputError as exc:
                raise OutputError(exc.message, path=str(path)) from exc
            write_bytes_atomic(path, data)
            if progress is not None and last[index] == n:
                progress(index + 1, total)
    return WorksheetReport(output, tuple(WrittenSheet(s, tuple(f)) for s, f in written))


def summary_lines(report: WorksheetReport) -> list[str]:
    """What was written, for the command line: per lesson its items, per version its files.

    Args:
        report: From :func:`write_worksheets`.

    Returns:
        Lines without newlines.
    """
    lines: list[str] = []
    by_lesson: dict[str, list[WrittenSheet]] = {}
    for written in report.sheets:
        by_lesson.setdefault(written.sheet.lesson.key, []).append(written)
    for group in by_lesson.values():
        first = group[0].sheet
        counts = {s: len(first.section(s)) for s in ItemSection}
        exercises = [i.card.exercise for i in first.section(ItemSection.EXERCISE)]
        own = sum(1 for e in exercises if e is not None and e.origin == "lesson")
        lines.append(f"{first.lesson.context}  ({first.lesson.path})")
        not_asked = len(first.left_out)
        lines.append(
            f"  {len(first.items)} items: {counts[ItemSection.FILL_IN]} fill-in, "
            f"{counts[ItemSection.SHORT_ANSWER]} short answer, "
            f"{counts[ItemSection.EXERCISE]} exercises ({own} from the lesson, "
            f"{len(exercises) - own} practice)"
            + (
                f"; {not_asked} Q&A card{'s' if not_asked != 1 else ''} not asked "
                "(asked the other way, or answered by another item)"
                if not_asked
                else ""
            )
        )
        if len(group) <= 10:
            for written in group:
                names = ", ".join(f.name for f in written.files)
                lines.append(
                    f"  version {written.sheet.version} "
                    f"(practice seed {written.sheet.practice_seed}): {names}"
                )
    files = report.files
    lines.append(f"wrote {len(files)} file{'s' if len(files) != 1 else ''} to {report.output}/")
    return lines
