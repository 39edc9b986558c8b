"""The data that flows between lessondeck's stages.

reader → :class:`Lesson` (with :class:`Statement`, :class:`Number` and
:class:`GlossaryEntry`), exercises/check → :class:`Exercise` and
:class:`WorkedExample`, compose → :class:`Card`. Every value is a frozen
dataclass with typed fields so that a stage can only read what the previous
one produced. ``to_json`` methods give the JSON contracts of DESIGN.md.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import ClassVar, TypeAlias

Scalar: TypeAlias = Fraction | int | float
"""A calculator value: exact (``Fraction``/``int``) where possible, else ``float``."""

ParamValue: TypeAlias = Fraction | int | float | str | tuple[Scalar, ...]
"""A calculator parameter: a scalar, a name (``base="e"``) or a list of scalars."""

JSONValue: TypeAlias = bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"] | None


def json_number(value: Scalar) -> int | float:
    """A number as JSON wants it: integers stay integers, the rest become floats."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, Fraction):
        return value.numerator if value.denominator == 1 else float(value)
    if value.is_integer() and abs(value) < 2**53:
        return int(value)
    return value


def json_param(value: ParamValue) -> JSONValue:
    """A parameter value as JSON: numbers via :func:`json_number`, lists as lists."""
    if isinstance(value, str):
        return value
    if isinstance(value, tuple):
        return [json_number(v) for v in value]
    return json_number(value)


class StatementKind(StrEnum):
    """Whether a sentence asserts something or limits/qualifies an assertion."""

    CLAIM = "claim"
    CAVEAT = "caveat"


class Tag(StrEnum):
    """What else a statement is, besides a claim or a caveat."""

    DEFINITION = "definition"
    DISTINCTION = "distinction"
    EXAMPLE = "example"
    ACRONYM = "acronym"
    NUMERIC = "numeric"


class NumberRole(StrEnum):
    """Whether a number-like word is a quantity or something that only looks like one."""

    QUANTITY = "quantity"
    COUNT_WORD = "count-word"  # "one sampled action", "a single update"
    METRIC_NAME = "metric-name"  # "pass-at-one"
    NAME = "name"  # "DeepSeek-R1", "one-hot"
    ORDINAL = "ordinal"  # "first", "third"


@dataclass(frozen=True)
class SourceSpan:
    """Where something came from: a file and the 1-based line it starts on."""

    path: str
    line: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}"


@dataclass(frozen=True)
class Number:
    """A number found in a sentence, with the exact text it came from.

    ``start``/``end`` are character offsets into the statement's text.
    ``value`` is exact (``Fraction``); ``unit`` is ``"percent"`` for
    percentages (value 84 for "eighty-four percent"); ``metric`` names the
    metric of a metric name ("pass@1"); ``group`` numbers the items of a
    spoken list ("one, zero, zero, one") so they can be read back together.
    """

    text: str
    value: Fraction
    start: int
    end: int
    role: NumberRole = NumberRole.QUANTITY
    unit: str | None = None
    metric: str | None = None
    group: int | None = None

    @property
    def is_quantity(self) -> bool:
        """True for a real quantity, False for count words, names, ordinals, metrics."""
        return self.role is NumberRole.QUANTITY

    def to_json(self) -> dict[str, JSONValue]:
        """The ``numbers`` item of the parse contract."""
        out: dict[str, JSONValue] = {
            "text": self.text,
            "value": json_number(self.value),
            "start": self.start,
        }
        if self.role is not NumberRole.QUANTITY:
            out["role"] = self.role.value
        if self.unit is not None:
            out["unit"] = self.unit
        if self.metric is not None:
            out["metric"] = self.metric
        if self.group is not None:
            out["group"] = self.group
        return out


class TermOrigin(StrEnum):
    """Where a glossary term comes from."""

    NARRATION = "narration"
    VISUAL_CONTEXT = "visual-context"


@dataclass(frozen=True)
class GlossaryEntry:
    """A term of the lesson: from the visual context, or defined in the narration."""

    term: str
    expansion: str | None
    line: int
    origin: TermOrigin = TermOrigin.NARRATION

    def to_json(self) -> dict[str, JSONValue]:
        """The ``glossary`` item of the parse contract."""
        return {
            "term": self.term,
            "expansion": self.expansion,
            "line": self.line,
            "origin": self.origin.value,
        }


@dataclass(frozen=True)
class MathSpan:
    """Math the lesson wrote in MathJax form (``\\( … \\)`` or ``\\[ … \\]``) in a statement.

    The reader keeps a statement's text as markdown reads it, where ``\\(``
    and ``\\)`` are escaped parentheses: "our policy \\(\\pi\\)" reads
    "our policy (\\pi)". ``start``/``end`` are offsets into that text of the
    whole span, its parentheses (or brackets) included; ``tex`` is the TeX
    between the delimiters as the lesson wrote it, so cards can show the
    math as math (:mod:`generator.cardmath`).
    """

    start: int
    end: int
    tex: str
    display: bool = False

    @property
    def mathjax(self) -> str:
        """The span in MathJax form: ``\\(\\pi\\)`` (``\\[ … \\]`` when display math)."""
        tex = " ".join(self.tex.split())
        return f"\\[{tex}\\]" if self.display else f"\\({tex}\\)"

    def to_json(self) -> dict[str, JSONValue]:
        """The ``math`` item of the parse contract (an optional addition)."""
        out: dict[str, JSONValue] = {"start": self.start, "end": self.end, "tex": self.tex}
        if self.display:
            out["display"] = True
        return out


@dataclass(frozen=True)
class Statement:
    """One sentence of the narration transcript, classified.

    ``id`` depends only on the sentence's own text (and on how many identical
    sentences precede it), so editing other sentences never changes it.
    ``start``/``end`` are the seconds of the video where the sentence is said,
    from captions (:mod:`generator.captions`); None when untimed. ``math`` is
    the MathJax the sentence held, as spans of ``text`` (:class:`MathSpan`).
    ``caveat_score`` is the classifier's probability that it is a caveat, as the
    reader found it (None for a statement the reader did not classify).
    """

    id: str
    kind: StatementKind
    tags: tuple[Tag, ...]
    text: str
    source: SourceSpan
    section: str | None
    numbers: tuple[Number, ...] = ()
    terms: tuple[str, ...] = ()
    index: int = 0
    paragraph: int = 0
    start: float | None = None
    end: float | None = None
    math: tuple[MathSpan, ...] = ()
    caveat_score: float | None = None

    @property
    def line(self) -> int:
        """The 1-based line of the file where the sentence starts."""
        return self.source.line

    @property
    def quantities(self) -> tuple[Number, ...]:
        """The numbers that are quantities (not count words, names, ordinals or metrics)."""
        return tuple(n for n in self.numbers if n.is_quantity)

    def to_json(self, *, timed: bool | None = None) -> dict[str, JSONValue]:
        """The ``statements`` item of the parse contract.

        ``"start"``/``"end"`` (``null`` where untimed) are there only when the
        lesson has captions: ``timed`` says so (:meth:`Lesson.to_json` passes
        it); None means "when this statement has a time".
        """
        out: dict[str, JSONValue] = {
            "id": self.id,
            "kind": self.kind.value,
            "tags": [t.value for t in self.tags],
            "text": self.text,
            "line": self.line,
            "section": self.section,
            "numbers": [n.to_json() for n in self.numbers],
            "terms": list(self.terms),
        }
        if timed or (timed is None and self.start is not None):
            out["start"] = self.start
            out["end"] = self.end
        if self.math:
            out["math"] = [m.to_json() for m in self.math]
        return out


@dataclass(frozen=True)
class Section:
    """A ``##`` section of the script that is not narration, kept verbatim."""

    title: str
    line: int
    text: str


_SLUG = re.compile(r"[^a-z0-9]+")


@dataclass(frozen=True)
class Lesson:
    """A parsed lesson script."""

    path: str
    title: str
    series: str | None
    number: int | None
    total: int | None
    duration: str | None
    objective: str | None
    terms: tuple[str, ...]
    statements: tuple[Statement, ...]
    glossary: tuple[GlossaryEntry, ...] = ()
    sections: tuple[Section, ...] = ()
    narration_line: int = 0
    video: str | None = None  # the lesson's video address (lessondeck.toml or --video)
    section_math: tuple[tuple[str, tuple[MathSpan, ...]], ...] = ()
    """The math of the narration's sub-headings: each heading (a statement's ``section``,
    as read) with its :class:`MathSpan` list."""

    @property
    def key(self) -> str:
        """The lesson's identity, course and lesson: ``post-training-…-principles/lesson-04``.

        Two courses may both have a lesson 4, in one build and in one Anki
        collection: card ids, GUIDs, the deck manifest and the quiz's progress
        all start from this key. A lesson without a series line is just
        :attr:`short_key`.
        """
        if not self.series:
            return self.short_key
        course = _SLUG.sub("-", self.series.lower()).strip("-") or "course"
        return f"{course}/{self.short_key}"

    @property
    def short_key(self) -> str:
        """``lesson-04``, or a slug of the title when unnumbered: the lesson within its course.

        Used where the course is already clear: the lesson's Anki tag, file
        names of worksheets, the seed of its practice exercises.
        """
        if self.number is not None:
            return f"lesson-{self.number:02d}"
        slug = _SLUG.sub("-", self.title.lower()).strip("-")
        return f"lesson-{slug or 'untitled'}"

    @property
    def deck_name(self) -> str:
        """``<Series>::<NN> <Title>`` (DESIGN.md); the title alone without a series."""
        prefix = f"{self.number:02d} " if self.number is not None else ""
        name = f"{prefix}{self.title}".replace("::", ":")
        return f"{self.series.replace('::', ':')}::{name}" if self.series else name

    @property
    def timed(self) -> bool:
        """True when captions gave any statement a time."""
        return any(s.start is not None for s in self.statements)

    @property
    def context(self) -> str:
        """The context line of a card: ``Lesson 4 · Rewards and credit assignment``."""
        if self.number is not None:
            return f"Lesson {self.number} · {self.title}"
        return self.title

    def to_json(self) -> dict[str, JSONValue]:
        """The parse contract of DESIGN.md: ``{"lesson", "statements", "glossary"}``."""
        timed = self.timed
        return {
            "lesson": {
                "title": self.title,
                "series": self.series,
                "number": self.number,
                "total": self.total,
                "duration": self.duration,
                "objective": self.objective,
                "terms": list(self.terms),
                "path": self.path,
            },
            "statements": [s.to_json(timed=timed) for s in self.statements],
            "glossary": [g.to_json() for g in self.glossary],
        }


class Origin(StrEnum):
    """Where an exercise's numbers come from."""

    LESSON = "lesson"  # a worked example the narration states: its own numbers
    PRACTICE = "practice"  # seeded practice built from the lesson's formulas


def tolerance_for(decimals: int) -> float:
    """The absolute tolerance of an answer asked to ``decimals`` places (2 → 0.005).

    Args:
        decimals: Decimal places, ≥ 0.

    Returns:
        Half a unit in the last place.
    """
    return 0.5 * 10.0**-decimals


@dataclass(frozen=True)
class Exercise:
    """A numeric exercise whose answer comes from the calculator.

    ``kind`` is a name of the kind registry (:data:`generator.kinds.REGISTRY`).
    ``decimals`` is the precision the prompt asks for; the tolerance follows
    from it. ``origin`` says whether the numbers are the narration's own
    (a worked example) or seeded practice built from the lesson's formulas.
    """

    id: str
    kind: str
    params: Mapping[str, ParamValue]
    prompt: str
    answer: float
    decimals: int
    steps: tuple[str, ...]
    source: SourceSpan | None
    origin: Origin = Origin.PRACTICE
    source_text: str | None = None
    why: str | None = None  # practice: why the lesson gets this kind (evidence: sentence)

    @property
    def tolerance(self) -> float:
        """The absolute tolerance: half a unit in the last place asked for (2 → 0.005)."""
        return tolerance_for(self.decimals)

    def to_json(self) -> dict[str, JSONValue]:
        """The ``exercises`` item of the exercises contract."""
        return {
            "id": self.id,
            "kind": self.kind,
            "params": {k: json_param(v) for k, v in self.params.items()},
            "prompt": self.prompt,
            "answer": self.answer,
            "tolerance": {"abs": self.tolerance},
            "steps": list(self.steps),
            "source": (
                {"path": self.source.path, "line": self.source.line} if self.source else None
            ),
            "origin": str(self.origin),
            **({"why": self.why} if self.why else {}),
        }


@dataclass(frozen=True)
class WorkedExample:
    """A computation the narration states, recomputed by the calculator."""

    path: str
    line: int
    text: str
    kind: str
    params: Mapping[str, ParamValue]
    stated: float
    computed: float
    ok: bool
    unit: str | None = None
    tolerance: float = 0.0
    steps: tuple[str, ...] = ()
    statement_ids: tuple[str, ...] = ()

    def to_json(self) -> dict[str, JSONValue]:
        """The ``examples`` item of the check contract."""
        return {
            "path": self.path,
            "line": self.line,
            "text": self.text,
            "kind": self.kind,
            "params": {k: json_param(v) for k, v in self.params.items()},
            "stated": self.stated,
            "computed": self.computed,
            "ok": self.ok,
            "unit": self.unit,
            "tolerance": self.tolerance,
        }


class CardType(StrEnum):
    """The note type a card is written with."""

    CLOZE = "cloze"
    QA = "qa"
    EXERCISE = "exercise"


class Role(StrEnum):
    """What a card asks about: a claim, a caveat or an exercise (the note's kind tag)."""

    CLAIM = "claim"
    CAVEAT = "caveat"
    EXERCISE = "exercise"


@dataclass(frozen=True, kw_only=True)
class _CardBase:
    """What every card has, whatever its type.

    Text fields are plain text (writers escape them); math is written in
    MathJax inline form ``\\( … \\)``. ``front`` is the question as shown
    and ``answer`` what the learner recalls.
    """

    id: str
    role: Role
    lesson_key: str
    context: str
    front: str
    answer: str
    source: SourceSpan | None
    source_text: str
    section: str | None = None
    back_extra: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    statement_id: str | None = None
    template: str = ""  # which compose template made it, for summaries and tests
    start: float | None = None  # when the lesson's video says the source sentence (seconds)
    video: str | None = None  # the lesson's video address, to link to that moment


@dataclass(frozen=True, kw_only=True)
class ClozeCard(_CardBase):
    """A sentence with one deletion: ``cloze`` is (text before, deleted words, text after).

    Cards that ask the items of one sentence one by one (an overlapping cloze)
    share ``note``, the id of the note they make together in Anki (c1, c2, …);
    ``None`` gives the card a note of its own.
    """

    type: ClassVar[CardType] = CardType.CLOZE
    exercise: ClassVar[None] = None
    cloze: tuple[str, str, str]
    note: str | None = None


@dataclass(frozen=True, kw_only=True)
class QACard(_CardBase):
    """A question (``front``) and its short answer."""

    type: ClassVar[CardType] = CardType.QA
    exercise: ClassVar[None] = None


@dataclass(frozen=True, kw_only=True)
class ExerciseCard(_CardBase):
    """A numeric exercise: ``front`` is its prompt, ``answer`` the rounded answer."""

    type: ClassVar[CardType] = CardType.EXERCISE
    exercise: Exercise
    role: Role = Role.EXERCISE


Card: TypeAlias = ClozeCard | QACard | ExerciseCard
"""One study item, the same for the deck, the worksheet and the quiz.

A union, so that a card's type decides which fields it has: a cloze card
cannot be built without its deletion, nor an exercise card without its
exercise.
"""


@dataclass(frozen=True)
class Skipped:
    """A statement that made no card, and why (listed in the build summary)."""

    statement_id: str
    line: int
    text: str
    reason: str


@dataclass(frozen=True)
class Composition:
    """Everything compose made of one lesson: its cards, what it skipped, its checked examples.

    ``seed`` is the seed its practice exercises were drawn with (a worksheet
    version is one composition).
    """

    lesson: Lesson
    cards: tuple[Card, ...]
    skipped: tuple[Skipped, ...] = ()
    examples: tuple[WorkedExample, ...] = ()
    seed: int = 0
    warnings: tuple[str, ...] = ()
    """Quality warnings of the lesson ("line 12: caveat without a card"); --strict fails on them."""
