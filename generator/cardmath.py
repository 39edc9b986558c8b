"""The lesson's math on its cards: MathJax where the lesson wrote MathJax.

markdown reads a lesson's ``\\( \\pi \\)`` as escaped parentheses, so a
statement's text says "our policy ( \\pi )" (its words, ids, classification
and the checker all work on that text, and must not change). The reader
records each such span (:class:`~generator.model.MathSpan`); compose builds
cards from the statements' text, and :func:`with_math` then gives the cards
of a lesson with math the spans back in MathJax form, ``\\(\\pi\\)``, which
Anki renders, the worksheet typesets as HTML and Unicode and the quiz prints
as Unicode (the card model's text is plain text with MathJax, see
:class:`~generator.model.Card`).

A span is found in a card's text by its text as the statement has it; a
short one ("(n)", which a list label could also be) only where its
neighbourhood is the sentence's. A cloze deletion that cuts into a span
splits it into two formulas where the TeX allows a cut there (``V(s) =``
and ``0.3``); else the deletion takes in the whole span (when one card asks
the sentence), else (the items of one overlapping cloze) that span stays
text with its TeX names in Unicode (``\\theta`` → θ). No field ever has an
unbalanced delimiter, and no deletion is left without words of its own.
The narration's sub-headings, a card's section, get their math back too. A
lesson without math gets its cards back unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import pairwise

from generator.model import Card, ClozeCard, Lesson, MathSpan
from generator.quiz.mathtext import plain_math

_BLANK = "[...]"  # what the cloze front shows for the deletion (templates/cards.j2)
_DISTINCTIVE = re.compile(r"[\\_^{}=|]")
_CONTEXT = 6  # characters of the sentence that must agree around a short span
# Commands that take an argument: a cut right after one would part it from it.
_TAKES_ARGUMENT = frozenset(
    {
        "frac",
        "dfrac",
        "tfrac",
        "sqrt",
        "hat",
        "bar",
        "tilde",
        "vec",
        "overline",
        "text",
        "mathrm",
        "textrm",
        "mathbf",
        "mathit",
        "mathbb",
        "mathcal",
        "mathsf",
        "operatorname",
        "boldsymbol",
        "bm",
        "binom",
        "left",
        "right",
    }
)


@dataclass(frozen=True)
class _Known:
    """One span's text as statements have it, and what it becomes."""

    region: str  # "( \\pi )": the span in the statement's text, delimiters included
    tex: str
    mathjax: str
    places: tuple[tuple[str, int], ...]  # (statement text, offset) where the region is

    @property
    def distinctive(self) -> bool:
        """Could this text be anything but this math? "(G_t)" no; "(n)" or "(a)" yes."""
        inner = self.region[1:-1].strip()
        return len(inner) >= 3 or _DISTINCTIVE.search(inner) is not None

    @property
    def inner(self) -> tuple[int, int]:
        """Where the span's content starts and ends in ``region`` (without delimiter or space)."""
        inner = self.region[1:-1]
        start = 1 + len(inner) - len(inner.lstrip())
        return start, 1 + len(inner.rstrip())


@dataclass(frozen=True)
class _Found:
    """A span found in a text: ``text[start:end]`` is ``known.region``."""

    start: int
    end: int
    known: _Known


@dataclass(frozen=True)
class _Catalog:
    """The spans of a lesson by their text, and the lengths those texts have."""

    by_region: Mapping[str, _Known]
    lengths: tuple[int, ...]  # longest first: a longer span wins where two start together


def _catalog(lesson: Lesson) -> _Catalog:
    """Every span of the lesson."""
    by_region: dict[str, tuple[str, str, list[tuple[str, int]]]] = {}
    for s in lesson.statements:
        for m in s.math:
            region = s.text[m.start : m.end]
            entry = by_region.setdefault(region, (m.tex, m.mathjax, []))
            entry[2].append((s.text, m.start))
    known = {r: _Known(r, tex, mj, tuple(places)) for r, (tex, mj, places) in by_region.items()}
    return _Catalog(known, tuple(sorted({len(r) for r in known}, reverse=True)))


def _agree_before(text: str, at: int, source: str, start: int) -> bool:
    n = 0
    while n < _CONTEXT and n < at and n < start and text[at - 1 - n] == source[start - 1 - n]:
        n += 1
    return n >= 3 or (n >= 1 and n == start)


def _agree_after(text: str, at: int, source: str, end: int) -> bool:
    n = 0
    while (
        n < _CONTEXT
        and at + n < len(text)
        and end + n < len(source)
        and text[at + n] == source[end + n]
    ):
        n += 1
    return n >= 3 or (n >= 1 and end + n == len(source))


def _in_place(text: str, start: int, known: _Known) -> bool:
    """Is ``text[start:]``'s region where one of its sentences has it (the same neighbours)?"""
    end = start + len(known.region)
    return any(
        _agree_before(text, start, source, at)
        or _agree_after(text, end, source, at + len(known.region))
        for source, at in known.places
    )


_OPENING = re.compile(r"[(\[]")


_DELIMITED = re.compile(r"\\\((?:(?!\\\)).)*?\\\)", re.DOTALL)


def find_spans(text: str, catalog: _Catalog) -> list[_Found]:
    """The lesson's spans in ``text``, in order, none overlapping another."""
    found: list[_Found] = []
    end_of_last = 0
    # (math a card already writes with its delimiters is no place for another span: "It works
    # out \\(0.572 \\cdot 1 + (-0.056) \\cdot 2\\) as 0.516", where "(-0.056)" is a span of
    # the lesson too; set 368's graders, a correction card with nested delimiters)
    written = [(w.start(), w.end()) for w in _DELIMITED.finditer(text)]
    for m in _OPENING.finditer(text):
        start = m.start()
        if start < end_of_last or text[start - 1 : start] == "\\":
            continue
        if any(a < start < b for a, b in written):
            continue
        for length in catalog.lengths:
            end = start + length
            if end > len(text) or text[end - 1] not in ")]":
                continue
            known = catalog.by_region.get(text[start:end])
            if known is not None and (known.distinctive or _in_place(text, start, known)):
                found.append(_Found(start, end, known))
                end_of_last = end
                break
    return found


def _can_cut(tex: str, at: int) -> bool:
    """Can ``tex`` be set as two formulas, ``tex[:at]`` and ``tex[at:]``?

    Not inside braces or a ``\\left … \\right`` pair, not inside a command's
    name or between a command and its argument, not next to a ``_``/``^``.
    """
    head, tail = tex[:at], tex[at:]
    if not head.strip() or not tail.strip():
        return False
    depth = 0
    for m in re.finditer(r"\\.|[{}]", head):
        if m.group() == "{":
            depth += 1
        elif m.group() == "}":
            depth -= 1
    if depth != 0 or len(re.findall(r"\\left\b", head)) != len(re.findall(r"\\right\b", head)):
        return False
    command = re.search(r"\\([A-Za-z]*)$", head)
    if command and (
        not command.group(1) or tail[:1].isalpha() or command.group(1) in _TAKES_ARGUMENT
    ):
        return False
    return not (
        head.rstrip().endswith(("_", "^")) or tail.lstrip().startswith(("_", "^", "'", "}"))
    )


def _math(tex: str, known: _Known) -> str:
    """``tex`` (part of a span) in MathJax form, the span's spaces kept outside it."""
    if not any(ch.isalnum() or ch == "\\" for ch in tex):
        return tex  # ", " between two items: no formula of its own
    lead = tex[: len(tex) - len(tex.lstrip())]
    trail = tex[len(tex.rstrip()) :]
    body = " ".join(tex.split())
    open_, close = ("\\[", "\\]") if known.mathjax.startswith("\\[") else ("\\(", "\\)")
    return f"{lead}{open_}{body}{close}{trail}"


SNAP, WIDEN, TEXT = "snap", "widen", "text"
"""How a cloze deletion that meets a span is written (see :func:`_span_segments`)."""


def _span_segments(
    found: _Found, starts: set[int], ends: set[int], how: str
) -> tuple[list[tuple[int, int, str]], dict[int, int]] | None:
    """How one span of a text whose cloze deletions start at ``starts`` and end at ``ends``
    is written, and which cuts move.

    ``SNAP``: a cut at a delimiter moves to the span's edge; one inside the
    span stays where the TeX can be cut there (the span becomes two formulas);
    None when it cannot be. ``WIDEN``: a deletion that starts or
    ends inside the span takes it in whole. ``TEXT``: a span a cut meets is
    written as text, its TeX names in Unicode (``\\theta`` → θ).

    Returns:
        The span's segments ``(start, end, shown)`` in order, and the moved cuts.
    """
    known = found.known
    start, end = found.start, found.end
    inside = sorted(c for c in starts | ends if start < c < end)
    whole = [(start, end, known.mathjax)]
    if not inside:
        return whole, {}
    if how == WIDEN:
        return whole, {c: start if c in starts else end for c in inside}
    inner_start, inner_end = (start + i for i in known.inner)
    moved = {c: start for c in inside if c <= inner_start}
    moved |= {c: end for c in inside if c >= inner_end}
    cutting = [c for c in inside if c not in moved]
    if how == SNAP and not cutting:
        return whole, moved
    if (
        how == SNAP
        and known.region[1:-1] == known.tex
        and all(_can_cut(known.tex, c - start - 1) for c in cutting)
    ):
        bounds = [start, *cutting, end]
        segments = []
        for a, b in pairwise(bounds):
            lo, hi = max(a, start + 1) - start - 1, min(b, end - 1) - start - 1
            segments.append((a, b, _math(known.tex[lo:hi], known)))
        return segments, moved
    if how == SNAP:
        return None
    bounds = [start, *inside, end]
    region = known.region
    return [(a, b, plain_math(region[a - start : b - start])) for a, b in pairwise(bounds)], {}


def _render(
    text: str, spans: Sequence[_Found], starts: set[int], ends: set[int], how: str
) -> tuple[str, dict[int, int]] | None:
    """``text`` with its spans in MathJax, and where each cut lands in the result
    (None when a span cannot be written so, see :func:`_span_segments`)."""
    segments: list[tuple[int, int, str]] = []
    moved: dict[int, int] = {}
    cuts = sorted(starts | ends)
    pos = 0

    def plain(a: int, b: int) -> None:
        bounds = [a, *(c for c in cuts if a < c < b), b]
        segments.extend((x, y, text[x:y]) for x, y in pairwise(bounds))

    for f in spans:
        plain(pos, f.start)
        written = _span_segments(f, starts, ends, how)
        if written is None:
            return None
        parts, moves = written
        segments.extend(parts)
        moved |= moves
        pos = f.end
    plain(pos, len(text))
    at = {0: 0}
    length = 0
    out: list[str] = []
    for a, b, shown in segments:
        at.setdefault(a, length)
        out.append(shown)
        length += len(shown)
        at[b] = length
    where = {c: at[moved.get(c, c)] for c in cuts}
    return "".join(out), where


def _text(text: str, catalog: _Catalog) -> str:
    spans = find_spans(text, catalog)
    written = _render(text, spans, set(), set(), SNAP) if spans else None
    return written[0] if written else text


def _cloze_group(cards: Sequence[ClozeCard], catalog: _Catalog) -> list[ClozeCard] | None:
    """The cards of one cloze note (one sentence) with its math; None when they cannot have it.

    The deletions are tried with :data:`SNAP`, then (one card only) :data:`WIDEN`,
    then :data:`TEXT`; the first that leaves every deletion words of its own and
    the deletions of the note apart is taken.
    """
    full = "".join(cards[0].cloze)
    spans = find_spans(full, catalog)
    if not spans:  # the sentence has none, a caveat on the back may
        return [
            replace(c, back_extra=tuple(_text(t, catalog) for t in c.back_extra)) for c in cards
        ]
    cuts = [(len(c.cloze[0]), len(c.cloze[0]) + len(c.cloze[1])) for c in cards]
    starts, ends = {a for a, _ in cuts}, {b for _, b in cuts}
    for how in (SNAP, WIDEN, TEXT) if len(cards) == 1 else (SNAP, TEXT):
        written = _render(full, spans, starts, ends, how)
        if written is None:
            continue
        rendered, where = written
        moved = sorted((where[a], where[b]) for a, b in cuts)
        apart = all(b1 <= a2 for (_, b1), (a2, _) in pairwise(moved))
        if apart and all(rendered[a:b].strip() for a, b in moved):
            break
    else:
        return None
    out: list[ClozeCard] = []
    for card, (a, b) in zip(cards, cuts, strict=True):
        cloze = (rendered[: where[a]], rendered[where[a] : where[b]], rendered[where[b] :])
        front = card.front
        if front == f"{card.cloze[0]}{_BLANK}{card.cloze[2]}".strip():
            front = f"{cloze[0]}{_BLANK}{cloze[2]}".strip()
        else:
            front = _text(front, catalog)
        source_text = rendered if card.source_text == full else _text(card.source_text, catalog)
        out.append(
            replace(
                card,
                cloze=cloze,
                front=front,
                answer=cloze[1] if card.answer == card.cloze[1] else _text(card.answer, catalog),
                source_text=source_text,
                back_extra=tuple(_text(t, catalog) for t in card.back_extra),
            )
        )
    return out


def with_math(lesson: Lesson, cards: Sequence[Card]) -> tuple[Card, ...]:
    """The lesson's cards with its math in MathJax form (see the module's docstring).

    Args:
        lesson: The lesson the cards were composed from.
        cards: Its cards, in order.

    Returns:
        The cards, in the same order; the same objects when the lesson has no math.
    """
    catalog = _catalog(lesson)
    if not catalog.by_region and not lesson.section_math:
        return tuple(cards)
    out: list[Card] = list(cards)
    notes: dict[str, list[int]] = {}
    for i, card in enumerate(cards):
        if isinstance(card, ClozeCard):
            notes.setdefault(card.note or f"\0{i}", []).append(i)
            continue
        out[i] = replace(
            card,
            front=_text(card.front, catalog),
            answer=_text(card.answer, catalog),
            source_text=_text(card.source_text, catalog),
            back_extra=tuple(_text(t, catalog) for t in card.back_extra),
        )
    for indices in notes.values():
        group = [c for c in (cards[i] for i in indices) if isinstance(c, ClozeCard)]
        if len({"".join(c.cloze) for c in group}) != 1:
            continue
        rendered = _cloze_group(group, catalog)
        if rendered is not None:
            for i, card in zip(indices, rendered, strict=True):
                out[i] = card
    headings = {h: _with_spans(h, spans) for h, spans in lesson.section_math}
    if headings:
        out = [replace(c, section=headings[c.section]) if c.section in headings else c for c in out]
    return tuple(out)


def _with_spans(text: str, spans: Sequence[MathSpan]) -> str:
    """``text`` with each of its ``spans`` (in order) in MathJax form."""
    out: list[str] = []
    pos = 0
    for m in spans:
        out.append(text[pos : m.start])
        out.append(m.mathjax)
        pos = m.end
    out.append(text[pos:])
    return "".join(out)


_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")


def comparable(text: str) -> str:
    """A key under which a text with MathJax delimiters and the reader's text of it agree.

    markdown resolves a backslash before punctuation (``\\(`` is read as ``(``,
    ``\\,`` as ``,``): the key resolves them too and ignores case and whitespace,
    so a card of today matches the same card graded before its math was kept,
    and a hand label (the sentence as written) matches its statement.
    """
    return "".join(_ESCAPE.sub(r"\1", text).casefold().split())
