"""The terminal self-quiz: which cards to ask, FSRS scheduling, and the screen.

``lessondeck quiz`` asks the cards that are due, then a few new ones, takes a
typed answer, checks it (:mod:`generator.answers`), lets the learner grade it
and stores the review at once (:mod:`generator.progress`). Scheduling is
FSRS-6 from the ``fsrs`` package, without interval fuzzing so that the same
database and clock always give the same session.

The module has three layers:

* pure session logic – :class:`QuizCard` (what the quiz needs of a composed
  :class:`~generator.model.Card`), :func:`plan_session`, :func:`schedule`,
  :func:`follow_edits` and :func:`lesson_stats`;
* :func:`run_session`, which drives a :class:`QuizUI` with an injected clock;
* two user interfaces: :class:`TerminalUI` for a terminal (card fronts in
  plain ANSI styles, the rest laid out with ``rich``) and :class:`PlainUI`
  for scripts (standard input not a terminal: one answer line and one grade
  line per card, plain text out).

:func:`run_quiz` wires them for the command line. The clock is passed in
(:func:`session_clock`); nothing here reads the time of day itself. Heavy
modules (``fsrs``, ``rich``, the reader and composer) are imported where they
are first needed, after the first card is on screen, and composed cards are
cached in the progress database, so the first card shows soon after Python
has started.
"""

from __future__ import annotations

import json
import re
import signal
import sys
import zlib
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from datetime import UTC, datetime, time, timedelta
from functools import cache
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Protocol, TextIO

from generator.answers import Grade, Outcome, Verdict, check_number, check_text, plain_math
from generator.errors import GeneratorError
from generator.progress import (
    CardState,
    ProgressStore,
    Rekey,
    Review,
    ReviewCounts,
    default_db_path,
)

if TYPE_CHECKING:
    import fsrs
    from rich.console import Console

    from generator.model import Card

Clock = Callable[[], datetime]
"""Returns the current time, timezone-aware; injected so tests can set it."""

LEARN_AHEAD = timedelta(minutes=20)
"""A card graded Again comes back in the same session if due within this (as in Anki)."""

DEFAULT_NEW = 10
DEFAULT_LIMIT = 50


class QuizError(GeneratorError):
    """The quiz was asked for something it cannot do (bad option, bad scripted input)."""


# --- cards -------------------------------------------------------------------


@dataclass(frozen=True)
class NumericAnswer:
    """A numeric exercise's answer: the value, its absolute tolerance, the worked steps."""

    value: float
    tolerance: float
    steps: tuple[str, ...] = ()


@dataclass(frozen=True)
class QuizCard:
    """What the quiz needs of a composed card; the same id as the deck's card.

    Attributes:
        id: The card's stable id, the quiz's key.
        type: ``cloze``, ``qa`` or ``exercise``.
        role: ``claim``, ``caveat`` or ``exercise``.
        lesson_key: ``lesson-04``.
        context: The context line (series, lesson, title).
        front: The question (cloze: the sentence with ``[...]``), may hold MathJax.
        answer: The expected answer as text.
        source: ``path:line`` of the source sentence, if any.
        source_text: The source sentence.
        section: The narration's sub-heading, if any.
        back: Further lines for the back of the card.
        statement_id: The statement the card came from.
        template: The compose template that made the card.
        numeric: For numeric exercises, the value to compare typed numbers with.
    """

    id: str
    type: str
    role: str
    lesson_key: str
    context: str
    front: str
    answer: str
    source: str | None
    source_text: str
    section: str | None = None
    back: tuple[str, ...] = ()
    statement_id: str | None = None
    template: str = ""
    numeric: NumericAnswer | None = None

    @classmethod
    def from_card(cls, card: Card) -> QuizCard:
        """The quiz's view of a composed card.

        Args:
            card: A card from :func:`generator.compose.compose_lesson`.

        Returns:
            The card for the quiz.
        """
        ex = card.exercise
        numeric = None
        if ex is not None and str(card.type) == "exercise":
            numeric = NumericAnswer(float(ex.answer), float(ex.tolerance), tuple(ex.steps))
        return cls(
            id=card.id,
            type=str(card.type),
            role=card.role,
            lesson_key=card.lesson_key,
            context=card.context,
            front=card.front,
            answer=card.answer,
            source=None if card.source is None else str(card.source),
            source_text=card.source_text,
            section=card.section,
            back=tuple(card.back_extra),
            statement_id=card.statement_id,
            template=card.template,
            numeric=numeric,
        )

    @property
    def context_line(self) -> str:
        """The context line with the section, math made readable."""
        parts = [self.context]
        if self.section and self.section not in self.context:
            parts.append(self.section)
        return plain_math(" · ".join(p for p in parts if p))

    def check(self, typed: str) -> Verdict:
        """Check a typed answer against this card.

        Args:
            typed: The typed answer (empty reveals the back).

        Returns:
            The verdict, numeric for exercises with a value, else textual (an
            answer in number words, "point eight one", also takes digits).
        """
        if self.numeric is not None:
            n = self.numeric
            return check_number(n.value, n.tolerance, typed, shown=plain_math(self.answer))
        from generator.numbers import parse_number as read_number  # lazily: not before 1st card

        return check_text(self.answer, typed, read_number=read_number)

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict (for the card cache)."""
        data: dict[str, object] = {
            "id": self.id,
            "type": self.type,
            "role": self.role,
            "lesson_key": self.lesson_key,
            "context": self.context,
            "front": self.front,
            "answer": self.answer,
            "source": self.source,
            "source_text": self.source_text,
            "section": self.section,
            "back": list(self.back),
            "statement_id": self.statement_id,
            "template": self.template,
            "numeric": None,
        }
        if self.numeric is not None:
            data["numeric"] = {
                "value": self.numeric.value,
                "tolerance": self.numeric.tolerance,
                "steps": list(self.numeric.steps),
            }
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> QuizCard:
        """The inverse of :meth:`to_json`.

        Args:
            data: A dict from :meth:`to_json`.

        Returns:
            The card.

        Raises:
            ValueError: If ``data`` is not such a dict.
        """
        try:
            numeric = data["numeric"]
            num = None
            if isinstance(numeric, dict):
                num = NumericAnswer(
                    float(numeric["value"]),
                    float(numeric["tolerance"]),
                    tuple(str(s) for s in numeric["steps"]),
                )
            back = data["back"]
            if not isinstance(back, list):
                raise ValueError("back is not a list")
            return cls(
                id=str(data["id"]),
                type=str(data["type"]),
                role=str(data["role"]),
                lesson_key=str(data["lesson_key"]),
                context=str(data["context"]),
                front=str(data["front"]),
                answer=str(data["answer"]),
                source=_opt_str(data["source"]),
                source_text=str(data["source_text"]),
                section=_opt_str(data["section"]),
                back=tuple(str(b) for b in back),
                statement_id=_opt_str(data["statement_id"]),
                template=str(data["template"]),
                numeric=num,
            )
        except (KeyError, TypeError) as exc:
            raise ValueError(f"not a cached quiz card: {exc}") from exc


def _opt_str(value: object) -> str | None:
    return None if value is None else str(value)


def compose_cards(sources: Sequence[Path]) -> tuple[QuizCard, ...]:
    """Read and compose the lessons named by ``sources``: the deck's cards, for the quiz.

    Args:
        sources: Lesson files or folders of them.

    Returns:
        Every lesson's cards, in lesson order and each lesson's card order.

    Raises:
        GeneratorError: From the reader or composer (``path:line: message``).
    """
    from generator.compose import compose_lesson
    from generator.reader import read_sources

    seen: set[str] = set()
    out: list[QuizCard] = []
    for lesson in read_sources(sources):
        for card in compose_lesson(lesson).cards:
            if card.id not in seen:
                seen.add(card.id)
                out.append(QuizCard.from_card(card))
    return tuple(out)


def _code_files() -> Iterator[Path]:
    package = Path(__file__).resolve().parent.parent
    for path in sorted(package.rglob("*")):
        if "__pycache__" not in path.parts and path.is_file():
            yield path


def sources_fingerprint(sources: Sequence[Path]) -> str:
    """What the composed cards depend on: the lesson files and lessondeck's own code.

    Lesson files are described by size and a CRC of their content, the
    package's files by size and modification time; any change gives a new
    fingerprint. The fingerprint is the description itself, so two different
    states can never share one.

    Args:
        sources: The SOURCES given to the quiz.

    Returns:
        A text that changes whenever composing ``sources`` could give other cards.
    """
    from generator import __version__

    lines = [f"lessondeck {__version__}", f"python {sys.version}"]
    for source in sources:
        if source.is_dir():
            files = sorted(p for p in source.rglob("*.md") if p.is_file())
        else:
            files = [source]
        for path in files:
            try:
                data = path.read_bytes()
            except OSError:
                lines.append(f"{path}\tmissing")
                continue
            lines.append(f"{path.resolve()}\t{len(data)}\t{zlib.crc32(data):08x}")
    for path in _code_files():
        st = path.stat()
        lines.append(f"{path}\t{st.st_size}\t{st.st_mtime_ns}")
    return "\n".join(lines)


def load_cards(
    store: ProgressStore,
    sources: Sequence[Path],
    *,
    compose: Callable[[Sequence[Path]], tuple[QuizCard, ...]] | None = None,
) -> tuple[QuizCard, ...]:
    """The cards of ``sources``, from the store's cache when nothing changed.

    Args:
        store: The open progress store (holds the cache).
        sources: Lesson files or folders.
        compose: Makes the cards when the cache is stale (:func:`compose_cards`).

    Returns:
        The cards, as :func:`compose_cards` gives them.
    """
    # The paths as given matter too: cards name their source as "source/script_04.md:19".
    key = json.dumps([[str(p), str(p.resolve())] for p in sources])
    fingerprint = sources_fingerprint(sources)
    payload = store.cached_cards(key, fingerprint)
    if payload is not None:
        try:
            items = json.loads(payload.decode("utf-8"))
            if isinstance(items, list):
                return tuple(QuizCard.from_json(item) for item in items)
        except (ValueError, UnicodeDecodeError):
            pass  # a damaged cache entry is only a cache miss
    cards = (compose or compose_cards)(sources)
    blob = json.dumps([c.to_json() for c in cards], ensure_ascii=False).encode("utf-8")
    store.cache_cards(key, fingerprint, blob)
    return cards


def select_lesson(cards: Sequence[QuizCard], lesson: int | None) -> tuple[QuizCard, ...]:
    """The cards of lesson number ``lesson`` (all cards when None).

    Args:
        cards: All cards.
        lesson: A lesson number (``4`` selects ``lesson-04``).

    Returns:
        The selected cards, in their order.

    Raises:
        QuizError: If no card belongs to that lesson.
    """
    if lesson is None:
        return tuple(cards)
    key = f"lesson-{lesson:02d}"
    chosen = tuple(c for c in cards if c.lesson_key == key)
    if not chosen:
        have = sorted({c.lesson_key for c in cards})
        raise QuizError(f"--lesson {lesson}: no such lesson in SOURCES (found: {', '.join(have)})")
    return chosen


# --- history across edits ----------------------------------------------------


def _variant(lesson_key: str, card_type: str, template: str) -> str:
    return f"{lesson_key}\t{card_type}\t{template}"


def follow_edits(cards: Sequence[QuizCard], states: Mapping[str, CardState]) -> tuple[Rekey, ...]:
    """Which stored histories belong to cards whose source sentence was edited.

    A stored card whose id is no longer composed (of a lesson that is) is
    matched to a composed card without history of the same lesson, type and
    template whose sentence is a close edit (see
    :func:`generator.writers.matching.match_successors`, shared with the
    deck's manifest).

    Args:
        cards: The composed cards.
        states: The stored states by card id.

    Returns:
        The re-keyings to apply, ordered by old id.
    """
    ids = {c.id for c in cards}
    lessons = {c.lesson_key for c in cards}
    gone = [s for s in states.values() if s.card_id not in ids and s.lesson_key in lessons]
    fresh = [c for c in cards if c.id not in states]
    if not gone or not fresh:
        return ()
    from generator.writers.matching import Candidate, match_successors, similarity

    vanished = [
        Candidate(s.card_id, _variant(s.lesson_key, s.card_type, s.template), s.source_text)
        for s in gone
        if s.source_text.strip()
    ]
    appeared = [
        Candidate(c.id, _variant(c.lesson_key, c.type, c.template), c.source_text)
        for c in fresh
        if c.source_text.strip()
    ]
    by_id = {c.id: c for c in fresh}
    old_text = {s.card_id: s.source_text for s in gone}
    moves = []
    for new_id, old_id in match_successors(vanished, appeared).items():
        new = by_id[new_id]
        moves.append(
            Rekey(
                old_id=old_id,
                new_id=new_id,
                similarity=round(similarity(old_text[old_id], new.source_text), 6),
                source_text=new.source_text,
                statement_id=new.statement_id,
            )
        )
    return tuple(sorted(moves, key=lambda m: m.old_id))


# --- planning and scheduling -------------------------------------------------


@dataclass(frozen=True)
class SessionPlan:
    """The cards of one session: due reviews first, then new cards.

    Attributes:
        due: Reviewed cards due now, the longest overdue first.
        new: Cards never reviewed, in lesson order.
        due_left: Due cards left out by the limit.
        new_left: New cards left out by the new-card or session limit.
        next_due: When the next card that is not due yet becomes due.
    """

    due: tuple[QuizCard, ...]
    new: tuple[QuizCard, ...]
    due_left: int
    new_left: int
    next_due: datetime | None

    @property
    def cards(self) -> tuple[QuizCard, ...]:
        """The session's cards in the order they are asked."""
        return self.due + self.new


def plan_session(
    cards: Sequence[QuizCard],
    states: Mapping[str, CardState],
    now: datetime,
    *,
    limit: int = DEFAULT_LIMIT,
    new: int = DEFAULT_NEW,
) -> SessionPlan:
    """Choose a session's cards; the same inputs always give the same plan.

    Args:
        cards: The cards to choose from, in their stable (lesson, composition) order.
        states: Stored states by card id; cards without one are new.
        now: The session's start.
        limit: At most this many cards.
        new: At most this many new cards.

    Returns:
        Due cards ordered by due time, then by their order in ``cards``; then
        new cards in the order of ``cards``.
    """
    order = {c.id: i for i, c in enumerate(cards)}
    reviewed = [c for c in cards if c.id in states]
    due_all = sorted(
        (c for c in reviewed if states[c.id].due <= now),
        key=lambda c: (states[c.id].due, order[c.id]),
    )
    fresh = [c for c in cards if c.id not in states]
    due = due_all[: max(0, limit)]
    room = max(0, min(new, limit - len(due)))
    chosen_new = fresh[:room]
    later = [states[c.id].due for c in reviewed if states[c.id].due > now]
    return SessionPlan(
        due=tuple(due),
        new=tuple(chosen_new),
        due_left=len(due_all) - len(due),
        new_left=len(fresh) - len(chosen_new),
        next_due=min(later) if later else None,
    )


@cache
def _scheduler() -> fsrs.Scheduler:
    import fsrs

    # Fuzzing draws from the global random generator: off, so that the same
    # reviews always give the same due dates (and tests know the order).
    return fsrs.Scheduler(enable_fuzzing=False)


def schedule(
    card: QuizCard,
    before: CardState | None,
    grade: Grade,
    at: datetime,
    *,
    duration_ms: int | None = None,
) -> CardState:
    """The card's state after a review graded ``grade`` at ``at`` (FSRS-6).

    Args:
        card: The card reviewed.
        before: Its stored state, None when new.
        grade: The learner's grade.
        at: When it was graded (timezone-aware).
        duration_ms: How long the review took.

    Returns:
        The new state, with the card's current source sentence.
    """
    import fsrs

    utc = at.astimezone(UTC)
    if before is None:
        current = fsrs.Card(card_id=1, due=utc)
    else:
        current = fsrs.Card(
            card_id=1,
            state=fsrs.State(before.state),
            step=before.step,
            stability=before.stability,
            difficulty=before.difficulty,
            due=before.due.astimezone(UTC),
            last_review=(
                None if before.last_review is None else before.last_review.astimezone(UTC)
            ),
        )
    after, _ = _scheduler().review_card(
        current, fsrs.Rating(int(grade)), review_datetime=utc, review_duration=duration_ms
    )
    lapsed = before is not None and before.state == fsrs.State.Review and grade is Grade.AGAIN
    return CardState(
        card_id=card.id,
        statement_id=card.statement_id,
        lesson_key=card.lesson_key,
        card_type=card.type,
        template=card.template,
        source_text=card.source_text,
        state=int(after.state),
        step=after.step,
        stability=after.stability,
        difficulty=after.difficulty,
        due=after.due,
        last_review=after.last_review,
        reps=(0 if before is None else before.reps) + 1,
        lapses=(0 if before is None else before.lapses) + int(lapsed),
    )


# --- statistics --------------------------------------------------------------


@dataclass(frozen=True)
class LessonStats:
    """One lesson's line of ``lessondeck quiz --stats``.

    ``due_today`` and ``due_week`` include the cards due now; "today" ends at
    the next midnight of the clock's time zone, "this week" seven days from now.
    """

    lesson_key: str
    context: str
    cards: int
    new: int
    due_now: int
    due_today: int
    due_week: int
    reviews: int
    right: int

    @property
    def share_right(self) -> float | None:
        """The share of reviews answered right, None before the first review."""
        return self.right / self.reviews if self.reviews else None


def lesson_stats(
    cards: Sequence[QuizCard],
    states: Mapping[str, CardState],
    counts: Mapping[str, ReviewCounts],
    now: datetime,
) -> tuple[LessonStats, ...]:
    """Per lesson: cards, new cards, cards due now/today/this week, reviews and share right.

    Args:
        cards: The composed cards.
        states: Stored states by card id.
        counts: Reviews per lesson key (:meth:`ProgressStore.review_counts`).
        now: The current time; its time zone decides when "today" ends.

    Returns:
        One line per lesson, in the order the lessons first appear in ``cards``.
    """
    midnight = datetime.combine(now.date() + timedelta(days=1), time(0), tzinfo=now.tzinfo)
    week = now + timedelta(days=7)
    groups: dict[str, list[QuizCard]] = {}
    for card in cards:
        groups.setdefault(card.lesson_key, []).append(card)
    out = []
    for key, group in groups.items():
        dues = [states[c.id].due for c in group if c.id in states]
        count = counts.get(key, ReviewCounts(0, 0))
        out.append(
            LessonStats(
                lesson_key=key,
                context=plain_math(group[0].context),
                cards=len(group),
                new=len(group) - len(dues),
                due_now=sum(d <= now for d in dues),
                due_today=sum(d < midnight for d in dues),
                due_week=sum(d <= week for d in dues),
                reviews=count.reviews,
                right=count.right,
            )
        )
    return tuple(out)


# --- the session -------------------------------------------------------------


@dataclass(frozen=True)
class Position:
    """Where a card stands in the session, for the screen.

    Attributes:
        number: 1 for the first card shown, 2 for the next …
        left: Cards left including this one.
        is_new: The card has never been reviewed.
        again: The card is asked again after an Again in this session.
    """

    number: int
    left: int
    is_new: bool
    again: bool = False


@dataclass(frozen=True)
class SessionSummary:
    """What a session did.

    Attributes:
        reviewed: Reviews graded and saved.
        right: Of those, answered right.
        stopped: Why it ended early (``"end of input"``, ``"interrupted"``), or None.
        next_due: When the next card is due, if any card has been reviewed.
        now: The time at the end.
        grades: The grades given, in order.
    """

    reviewed: int
    right: int
    stopped: str | None
    next_due: datetime | None
    now: datetime
    grades: tuple[Grade, ...] = field(default=())


class QuizUI(Protocol):
    """What the session needs of a screen and keyboard (or of a script)."""

    def show_plan(self, plan: SessionPlan, now: datetime, rekeyed: int) -> None:
        """Say what the session holds before the first card."""

    def show_card(self, card: QuizCard, position: Position) -> None:
        """Show a card's front."""

    def ask_answer(self, card: QuizCard) -> str | None:
        """Read the typed answer; None at the end of input."""

    def show_verdict(self, card: QuizCard, verdict: Verdict) -> None:
        """Show whether the answer was right, the difference, and the back."""

    def ask_grade(self, proposed: Grade) -> Grade | None:
        """Read the grade (``proposed`` on an empty line); None at the end of input."""

    def show_saved(self, card: QuizCard, grade: Grade, state: CardState, now: datetime) -> None:
        """Confirm the review is stored and say when the card comes back."""

    def show_summary(self, summary: SessionSummary) -> None:
        """Say what the session did."""

    def show_stats(self, stats: Sequence[LessonStats], now: datetime) -> None:
        """Print the ``--stats`` table."""


def run_session(
    store: ProgressStore,
    plan: SessionPlan,
    states: Mapping[str, CardState],
    ui: QuizUI,
    clock: Clock,
) -> SessionSummary:
    """Ask the plan's cards, saving each graded review before the next card.

    A card graded Again comes back at the end of the session when it is due
    within :data:`LEARN_AHEAD`. Ctrl-C (KeyboardInterrupt) ends the session
    with what was saved; the card on screen is not saved.

    Args:
        store: The open progress store.
        plan: From :func:`plan_session`.
        states: Stored states by card id.
        ui: The screen and keyboard, or a script.
        clock: The current time.

    Returns:
        What the session did.
    """
    current = dict(states)
    queue: deque[tuple[QuizCard, bool]] = deque((c, False) for c in plan.cards)
    grades: list[Grade] = []
    right = 0
    number = 0
    stopped: str | None = None
    try:
        while queue:
            card, again = queue.popleft()
            number += 1
            shown = clock()
            ui.show_card(card, Position(number, len(queue) + 1, card.id not in current, again))
            typed = ui.ask_answer(card)
            if typed is None:
                stopped = "end of input"
                break
            verdict = card.check(typed)
            ui.show_verdict(card, verdict)
            grade = ui.ask_grade(verdict.proposed)
            if grade is None:
                stopped = "end of input"
                break
            now = clock()
            duration = max(0, round((now - shown).total_seconds() * 1000))
            before = current.get(card.id)
            after = schedule(card, before, grade, now, duration_ms=duration)
            store.save_review(
                after,
                Review(
                    card_id=card.id,
                    reviewed_at=now,
                    rating=int(grade),
                    duration_ms=duration,
                    typed=verdict.typed,
                    outcome=verdict.outcome.value,
                    state_before=None if before is None else before.state,
                    due_after=after.due,
                ),
            )
            current[card.id] = after
            grades.append(grade)
            right += verdict.outcome.is_right
            if grade is Grade.AGAIN and after.due <= now + LEARN_AHEAD:
                queue.append((card, True))
            ui.show_saved(card, grade, after, now)
    except KeyboardInterrupt:
        stopped = "interrupted"
    now = clock()
    ids = {c.id for c in plan.cards} | set(states)
    later = [s.due for cid, s in current.items() if cid in ids]
    return SessionSummary(
        reviewed=len(grades),
        right=right,
        stopped=stopped,
        next_due=min(later) if later else None,
        now=now,
        grades=tuple(grades),
    )


# --- words for the screen ----------------------------------------------------

_GRADE_WORDS = {g.label.lower(): g for g in Grade} | {g.label[0].lower(): g for g in Grade}
GRADE_HINT = "1 Again · 2 Hard · 3 Good · 4 Easy"


def parse_grade(text: str, proposed: Grade) -> Grade | None:
    """Read a typed grade: ``1``–``4``, a grade's name or initial; empty is ``proposed``.

    Args:
        text: The typed line.
        proposed: The grade an empty line means.

    Returns:
        The grade, or None when the text is not one.
    """
    word = text.strip().lower()
    if not word:
        return proposed
    if word in ("1", "2", "3", "4"):
        return Grade(int(word))
    return _GRADE_WORDS.get(word)


def until(moment: datetime, now: datetime) -> str:
    """How long until ``moment``, in words: ``now``, ``in 10 minutes``, ``in 3 days``.

    Args:
        moment: A later (or earlier) time.
        now: The current time.

    Returns:
        A short phrase.
    """
    seconds = (moment - now).total_seconds()
    if seconds < 30:
        return "now"
    for unit, size in (("month", 30 * 86400), ("week", 7 * 86400), ("day", 86400)):
        if seconds >= 2 * size or (unit == "day" and seconds >= 86400 - 1800):
            n = round(seconds / size)
            return f"in {n} {unit}{'s' if n != 1 else ''}"
    for unit, size in (("hour", 3600), ("minute", 60)):
        if seconds >= size or unit == "minute":
            n = max(1, round(seconds / size))
            return f"in {n} {unit}{'s' if n != 1 else ''}"
    return "now"  # pragma: no cover - the loop always returns


def _plan_lines(plan: SessionPlan, now: datetime, rekeyed: int) -> list[str]:
    lines = []
    if rekeyed:
        s = "s" if rekeyed != 1 else ""
        lines.append(f"Kept the history of {rekeyed} card{s} whose sentence was edited.")
    if plan.cards:
        parts = [f"{len(plan.due)} due", f"{len(plan.new)} new"]
        text = f"{len(plan.cards)} cards this session: " + ", ".join(parts) + "."
        if plan.due_left:
            text += f" {plan.due_left} more due cards wait (--limit N)."
        lines.append(text)
    else:
        text = "Nothing to study now."
        if plan.next_due is not None:
            text += f" Next card due {until(plan.next_due, now)}."
        if plan.new_left:
            text += f" {plan.new_left} new cards wait (--new N)."
        lines.append(text)
    return lines


def _summary_line(summary: SessionSummary) -> str:
    s = "s" if summary.reviewed != 1 else ""
    text = f"{summary.reviewed} review{s} saved, {summary.right} right."
    if summary.stopped:
        text = f"Stopped ({summary.stopped}). " + text
    if summary.next_due is not None:
        text += f" Next card due {until(summary.next_due, summary.now)}."
    return text


def _counter(position: Position) -> str:
    kind = "again" if position.again else ("new" if position.is_new else "review")
    return f"{kind} · {position.left} left"


def _when(state: CardState, now: datetime) -> str:
    local = state.due.astimezone(now.tzinfo)
    return f"due {until(state.due, now)} ({local:%Y-%m-%d %H:%M})"


# --- plain text, for scripts -------------------------------------------------


class PlainUI:
    """Plain text in, plain text out: one answer line and one grade line per card.

    Used when standard input is not a terminal. Prompts end with a newline
    so the output reads line by line; nothing is coloured.

    Args:
        stdin: Where answers and grades come from.
        stdout: Where the text goes.
    """

    def __init__(self, stdin: TextIO, stdout: TextIO) -> None:
        self._in = stdin
        self._out = stdout
        self._line = 0

    def _say(self, text: str = "") -> None:
        self._out.write(text + "\n")
        self._out.flush()

    def _read(self) -> str | None:
        line = self._in.readline()
        if not line:
            return None
        self._line += 1
        return line.rstrip("\r\n")

    def show_plan(self, plan: SessionPlan, now: datetime, rekeyed: int) -> None:
        """Say what the session holds."""
        for line in _plan_lines(plan, now, rekeyed):
            self._say(line)

    def show_card(self, card: QuizCard, position: Position) -> None:
        """Print the card number, context line and question."""
        self._say()
        self._say(f"[{position.number}] {card.context_line} ({_counter(position)})")
        self._say(plain_math(card.front))

    def ask_answer(self, card: QuizCard) -> str | None:
        """Print ``answer>`` and read a line."""
        self._say("answer>")
        return self._read()

    def show_verdict(self, card: QuizCard, verdict: Verdict) -> None:
        """Print right/wrong, the difference or the worked steps, and the back."""
        for line in verdict_lines(card, verdict):
            self._say(line)

    def ask_grade(self, proposed: Grade) -> Grade | None:
        """Print the grade prompt and read a line.

        Raises:
            QuizError: If the line is not a grade (the script is out of step).
        """
        self._say(f"grade> {GRADE_HINT} (empty = {int(proposed)} {proposed.label})")
        line = self._read()
        if line is None:
            return None
        grade = parse_grade(line, proposed)
        if grade is None:
            raise QuizError(
                f"expected a grade (1-4, again/hard/good/easy or empty), got {line!r}",
                path="<stdin>",
                line=self._line,
            )
        return grade

    def show_saved(self, card: QuizCard, grade: Grade, state: CardState, now: datetime) -> None:
        """Print ``saved: Good, due in 10 minutes (…)``."""
        self._say(f"saved: {grade.label}, {_when(state, now)}")

    def show_summary(self, summary: SessionSummary) -> None:
        """Print the session's summary line."""
        self._say()
        self._say(_summary_line(summary))

    def show_stats(self, stats: Sequence[LessonStats], now: datetime) -> None:
        """Print the statistics as an aligned plain-text table."""
        rows = [_STATS_HEADER, *(_stats_row(s) for s in stats)]
        widths = [max(len(r[i]) for r in rows) for i in range(len(_STATS_HEADER))]
        for row in rows:
            cells = [row[0].ljust(widths[0])]
            cells += [c.rjust(w) for c, w in zip(row[1:], widths[1:], strict=True)]
            self._say("  ".join(cells).rstrip())


_STATS_HEADER = ("lesson", "cards", "new", "due now", "today", "this week", "reviews", "right")


def _stats_row(s: LessonStats) -> tuple[str, ...]:
    share = "-" if s.share_right is None else f"{s.share_right:.0%}"
    return (
        s.lesson_key,
        str(s.cards),
        str(s.new),
        str(s.due_now),
        str(s.due_today),
        str(s.due_week),
        str(s.reviews),
        share,
    )


def verdict_lines(card: QuizCard, verdict: Verdict) -> list[str]:
    """The plain-text back of a card after an answer.

    Args:
        card: The card.
        verdict: The checked answer.

    Returns:
        Lines: the verdict, on a miss the expected and typed answers with
        ``^`` under each difference (or the worked steps of an exercise),
        then the back and the source.
    """
    from generator.answers import diff_answer

    lines: list[str] = []
    outcome = verdict.outcome
    if outcome is Outcome.CORRECT:
        lines.append(f"right: {verdict.expected}")
    elif outcome is Outcome.CLOSE:
        lines.append(f"right ({verdict.note}): {verdict.expected}")
    elif outcome is Outcome.REVEALED:
        lines.append(f"answer: {verdict.expected}")
    else:
        lines.append("wrong")
        if card.numeric is None:
            diff = diff_answer(verdict.expected, verdict.typed)
            exp_marks, typed_marks = diff.markers()
            lines.append(f"  expected: {verdict.expected}")
            if exp_marks:
                lines.append(f"            {exp_marks}")
            lines.append(f"  typed:    {verdict.typed}")
            if typed_marks:
                lines.append(f"            {typed_marks}")
        else:
            tol = card.numeric.tolerance
            lines.append(f"  expected: {verdict.expected} (± {tol:g})")
            lines.append(
                f"  typed:    {verdict.typed}" + (f" ({verdict.note})" if verdict.note else "")
            )
    if card.numeric is not None and card.numeric.steps and not outcome.is_right:
        lines.append("  steps:")
        lines.extend(f"    {i}. {plain_math(s)}" for i, s in enumerate(card.numeric.steps, 1))
    lines.extend(f"  {plain_math(b)}" for b in card.back)
    if card.source_text:
        where = f" ({card.source})" if card.source else ""
        lines.append(f"  source{where}: {plain_math(card.source_text)}")
    return lines


# --- rich, for a terminal ----------------------------------------------------


_ESC = "\x1b["
_GAP = re.compile(r"\[\.\.\.\]|_{3,}")


class TerminalUI:
    """The terminal screen: a card front drawn at once, the rest laid out with ``rich``.

    The front of a card (context line, how many are left, a rule, the
    question) and the prompts are written with plain ANSI styles, so the
    first card appears without waiting for ``rich`` to load (it takes longer
    to import than Python takes to start). ``rich`` is imported once the
    first answer is in, and lays out the rest: the verdict with the
    difference marked, the back, the statistics table. Answers are read with
    :func:`input`, with line editing when :mod:`readline` is available.

    Args:
        stdout: Where the screen goes.
        read: Reads one line after writing its prompt (:func:`input` by default).
        console: The rich console (made on first use by default).
        color: Use colour and styles (default: unless ``NO_COLOR`` is set or
            ``TERM`` is ``dumb``).
        width: Screen width (default: the terminal's).
    """

    def __init__(
        self,
        stdout: TextIO,
        *,
        read: Callable[[str], str] = input,
        console: Console | None = None,
        color: bool | None = None,
        width: int | None = None,
    ) -> None:
        import os

        self._out = stdout
        self._read = read
        self._console = console
        if color is None:
            color = "NO_COLOR" not in os.environ and os.environ.get("TERM") != "dumb"
        self._color = color
        if width is None:
            try:
                width = os.get_terminal_size(stdout.fileno()).columns
            except (OSError, ValueError, AttributeError):
                width = 80
        self._width = max(30, width)
        # readline must be told which prompt characters take no room on screen.
        self._readline = read is input and "readline" in sys.modules

    # --- drawing without rich -------------------------------------------------------

    def _style(self, text: str, codes: str, *, prompt: bool = False) -> str:
        if not self._color or not text:
            return text
        on, off = f"{_ESC}{codes}m", f"{_ESC}0m"
        if prompt and self._readline:
            on, off = f"\001{on}\002", f"\001{off}\002"
        return f"{on}{text}{off}"

    def _write(self, text: str) -> None:
        self._out.write(text + "\n")
        self._out.flush()

    def _ask(self, prompt: str) -> str | None:
        try:
            return self._read(prompt)
        except EOFError:
            self._write("")
            return None

    @property
    def console(self) -> Console:
        """The rich console, made on first use (after the first answer, not before)."""
        if self._console is None:
            from rich.console import Console

            self._console = Console(
                file=self._out,
                width=self._width,
                highlight=False,
                emoji=False,
                no_color=not self._color,
                color_system="auto" if self._color else None,
            )
        return self._console

    def show_plan(self, plan: SessionPlan, now: datetime, rekeyed: int) -> None:
        """Say what the session holds."""
        for line in _plan_lines(plan, now, rekeyed):
            self._write(self._style(line, "2" if plan.cards else "1"))

    def show_card(self, card: QuizCard, position: Position) -> None:
        """The context line with how many are left, a rule, then the question."""
        import textwrap

        width = self._width
        counter = _counter(position)
        room = max(10, width - len(counter) - 1)
        context = textwrap.wrap(card.context_line, room) or [""]
        first = context[0].ljust(room)
        lines = ["", self._style(first, "2") + " " + self._style(counter, "1")]
        lines += [self._style(more, "2") for more in context[1:]]
        lines.append(self._style("─" * width, "2"))
        lines.append("")
        for line in textwrap.wrap(plain_math(card.front), width - 4) or [""]:
            lines.append("  " + _GAP.sub(lambda m: self._style(m.group(0), "1;36"), line))
        lines.append("")
        self._write("\n".join(lines))

    def ask_answer(self, card: QuizCard) -> str | None:
        """Prompt ``answer ›`` and read a line (Enter alone reveals the back)."""
        return self._ask(self._style("answer", "1", prompt=True) + " › ")

    def ask_grade(self, proposed: Grade) -> Grade | None:
        """Prompt for a grade until one is given; Enter accepts ``proposed``."""
        hint = self._style(f"[Enter = {int(proposed)} {proposed.label}]", "2", prompt=True)
        prompt = f"{self._style('grade', '1', prompt=True)} {GRADE_HINT}  {hint} › "
        while True:
            line = self._ask(prompt)
            if line is None:
                return None
            grade = parse_grade(line, proposed)
            if grade is not None:
                return grade
            self._write(self._style("  type 1, 2, 3 or 4 (or Enter)", "33"))

    def show_saved(self, card: QuizCard, grade: Grade, state: CardState, now: datetime) -> None:
        """One dim line: saved, the grade, when the card is due."""
        self._write(self._style(f"  saved · {grade.label} · {_when(state, now)}", "2"))

    def show_summary(self, summary: SessionSummary) -> None:
        """The session's summary line."""
        self._write("")
        self._write(self._style(_summary_line(summary), "1"))

    # --- laid out with rich ---------------------------------------------------------

    def show_verdict(self, card: QuizCard, verdict: Verdict) -> None:
        """Right or wrong with the difference marked, steps after a miss, then the back."""
        from rich.padding import Padding
        from rich.table import Table
        from rich.text import Text

        from generator.answers import diff_answer

        c = self.console
        outcome = verdict.outcome
        if outcome is Outcome.CORRECT:
            c.print(Text.assemble(("  ✓ right  ", "bold green"), verdict.expected))
        elif outcome is Outcome.CLOSE:
            c.print(
                Text.assemble(
                    ("  ✓ right  ", "bold green"), verdict.expected, (f"  ({verdict.note})", "dim")
                )
            )
        elif outcome is Outcome.REVEALED:
            c.print(Text.assemble(("  answer  ", "bold cyan"), verdict.expected))
        else:
            c.print(Text("  ✗ not quite", style="bold red"))
            grid = Table.grid(padding=(0, 2))
            grid.add_column(style="dim")
            grid.add_column()
            if card.numeric is None:
                diff = diff_answer(verdict.expected, verdict.typed)
                expected = Text()
                for seg in diff.expected:
                    expected.append(seg.text, style="" if seg.same else "bold green underline")
                typed = Text()
                for seg in diff.typed:
                    typed.append(seg.text, style="" if seg.same else "bold red underline")
                grid.add_row("expected", expected)
                grid.add_row("you typed", typed)
            else:
                tol = f" (± {card.numeric.tolerance:g})"
                grid.add_row("expected", Text.assemble((verdict.expected, "bold green"), tol))
                grid.add_row(
                    "you typed",
                    Text.assemble((verdict.typed, "bold red"), (f"  {verdict.note}", "dim")),
                )
            c.print(Padding(grid, (0, 4)))
        if card.numeric is not None and card.numeric.steps and not outcome.is_right:
            steps = Text("\n").join(
                Text(f"{i}. {plain_math(s)}") for i, s in enumerate(card.numeric.steps, 1)
            )
            c.print(Padding(Text.assemble(("steps\n", "bold"), steps), (0, 4)))
        back = [Text(plain_math(b)) for b in card.back]
        if card.source_text:
            source = Text(plain_math(card.source_text), style="italic")
            if card.source:
                source.append(f"  {card.source}", style="dim")
            back.append(source)
        if back:
            c.print(Padding(Text("\n").join(back), (1, 2, 0, 2)), style="dim")

    def show_stats(self, stats: Sequence[LessonStats], now: datetime) -> None:
        """The statistics as a rich table."""
        from rich.table import Table

        table = Table(title=f"Progress at {now:%Y-%m-%d %H:%M}", title_style="bold")
        table.add_column("lesson")
        for name in _STATS_HEADER[1:]:
            table.add_column(name, justify="right")
        for s in stats:
            table.add_row(*_stats_row(s))
        self.console.print(table)


def make_ui(stdin: TextIO, stdout: TextIO) -> QuizUI:
    """The terminal UI when ``stdin`` is a terminal, else the plain one for scripts.

    Args:
        stdin: Standard input.
        stdout: Standard output.

    Returns:
        A :class:`TerminalUI` or a :class:`PlainUI`.
    """
    if not stdin.isatty():
        return PlainUI(stdin, stdout)
    with suppress(ImportError):  # not on every platform
        import readline  # noqa: F401 - gives input() line editing and history
    return TerminalUI(stdout)


# --- the command -------------------------------------------------------------


def session_clock(start: str, monotonic: Callable[[], float]) -> Clock:
    """A clock that starts at ``start`` and advances with ``monotonic``.

    The command line reads the wall clock once (or ``LESSONDECK_NOW``) and
    passes it here; reviews are then timed by the monotonic clock.

    Args:
        start: ISO 8601 date-time; without a time zone it is UTC.
        monotonic: Seconds from an arbitrary origin (``time.monotonic``).

    Returns:
        The clock.

    Raises:
        QuizError: If ``start`` is not an ISO 8601 date-time.
    """
    try:
        origin = datetime.fromisoformat(start.strip())
    except ValueError as exc:
        raise QuizError(f"LESSONDECK_NOW: not an ISO 8601 date-time: {start!r}") from exc
    if origin.tzinfo is None:
        origin = origin.replace(tzinfo=UTC)
    base = monotonic()

    def clock() -> datetime:
        return origin + timedelta(seconds=monotonic() - base)

    return clock


@dataclass(frozen=True)
class QuizOptions:
    """The options of ``lessondeck quiz``.

    Attributes:
        sources: Lesson files or folders.
        db: The progress database (None: the default place).
        limit: At most this many cards in the session.
        new: At most this many new cards.
        lesson: Only this lesson number.
        stats: Print statistics instead of quizzing.
    """

    sources: tuple[Path, ...]
    db: Path | None = None
    limit: int = DEFAULT_LIMIT
    new: int = DEFAULT_NEW
    lesson: int | None = None
    stats: bool = False


@contextmanager
def _exit_on_hangup() -> Iterator[None]:
    """Turn SIGHUP (terminal closed) and SIGTERM into SystemExit, so the store closes cleanly."""

    left: list[int] = []

    def leave(signum: int, frame: FrameType | None) -> None:
        # Further hang-ups (a closing terminal often sends more) must not kill the
        # process while it closes the store, so they are ignored from here on.
        for sig, _ in previous:
            signal.signal(sig, signal.SIG_IGN)
        left.append(signum)
        raise SystemExit(128 + signum)

    previous: list[tuple[signal.Signals, Callable[[int, FrameType | None], object] | int]] = []
    for name in ("SIGHUP", "SIGTERM"):
        sig = getattr(signal, name, None)
        if sig is None:
            continue
        try:
            old = signal.signal(sig, leave)
        except (ValueError, OSError):  # not the main thread
            continue
        if old is not None:
            previous.append((sig, old))
    try:
        yield
    finally:
        if not left:
            for sig, old in previous:
                signal.signal(sig, old)


def run_quiz(
    options: QuizOptions,
    *,
    clock: Clock,
    environ: Mapping[str, str],
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    home: Path | None = None,
) -> int:
    """``lessondeck quiz``: open the progress, compose the cards, ask or print stats.

    Args:
        options: The command's options.
        clock: The current time (see :func:`session_clock`).
        environ: The environment (for ``XDG_DATA_HOME``).
        stdin: Standard input (``sys.stdin`` by default).
        stdout: Standard output (``sys.stdout`` by default).
        home: The home folder (``Path.home()`` by default).

    Returns:
        0, or 130 when the session was interrupted with Ctrl-C.

    Raises:
        GeneratorError: Bad options, unreadable lessons, an unusable database.
    """
    if options.limit < 1:
        raise QuizError(f"--limit must be at least 1, got {options.limit}")
    if options.new < 0:
        raise QuizError(f"--new must be 0 or more, got {options.new}")
    stdin = stdin if stdin is not None else sys.stdin
    stdout = stdout if stdout is not None else sys.stdout
    path = options.db if options.db is not None else default_db_path(environ, home or Path.home())
    with _exit_on_hangup(), ProgressStore.open(path) as store:
        cards = select_lesson(load_cards(store, options.sources), options.lesson)
        states = store.card_states()
        moves = follow_edits(cards, states)
        rekeyed = store.rekey(moves, at=clock()) if moves else ()
        if rekeyed:
            states = store.card_states()
        ui = make_ui(stdin, stdout)
        now = clock()
        if options.stats:
            right = [o.value for o in Outcome if o.is_right]
            ui.show_stats(lesson_stats(cards, states, store.review_counts(right), now), now)
            return 0
        plan = plan_session(cards, states, now, limit=options.limit, new=options.new)
        ui.show_plan(plan, now, len(rekeyed))
        if not plan.cards:
            return 0
        mine = {c.id: states[c.id] for c in cards if c.id in states}  # not other lessons'
        summary = run_session(store, plan, mine, ui, clock)
        ui.show_summary(summary)
        return 130 if summary.stopped == "interrupted" else 0
