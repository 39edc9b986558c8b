"""What the quiz asks next: choosing a session's cards, FSRS scheduling, statistics.

Pure session logic over composed :data:`~generator.model.Card` values (from
:func:`generator.pipeline.compose`, the deck's own cards; the quiz keeps no
copy of the type): :func:`plan_session` picks due cards then new ones,
:func:`schedule` runs FSRS-6 from the ``fsrs`` package (without interval
fuzzing, so the same database and clock always give the same session) and
:func:`run_session` asks the cards through a :class:`QuizUI` with an
injected clock; nothing here reads the time of day itself. ``fsrs`` is
imported when the first review is graded, after the first card is on screen.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta
from functools import cache
from typing import TYPE_CHECKING, Protocol

from generator.errors import GeneratorError
from generator.quiz.mathtext import plain_math
from generator.quiz.store import CardState, ProgressStore, Review

if TYPE_CHECKING:
    import fsrs
    from fsrs import Rating

    from generator.model import Card, Composition
    from generator.quiz.answers import Verdict
    from generator.quiz.records import LessonStats, ReviewCounts, SessionSummary

Clock = Callable[[], datetime]
"""Returns the current time, timezone-aware; injected so tests can set it."""

LEARN_AHEAD = timedelta(minutes=20)
"""A card graded Again comes back in the same session if due within this (as in Anki)."""

DEFAULT_NEW = 10
DEFAULT_LIMIT = 50


class QuizError(GeneratorError):
    """The quiz was asked for something it cannot do (bad option, bad scripted input)."""


# --- cards -------------------------------------------------------------------


def quiz_cards(comps: Sequence[Composition]) -> tuple[Card, ...]:
    """The cards to quiz: every composition's cards in order, each id once.

    Args:
        comps: From :func:`generator.pipeline.compose`.

    Returns:
        The cards, in lesson order and each lesson's card order.
    """
    seen: set[str] = set()
    out: list[Card] = []
    for comp in comps:
        for card in comp.cards:
            if card.id not in seen:
                seen.add(card.id)
                out.append(card)
    return tuple(out)


def context_line(card: Card) -> str:
    """The card's context line with its section, math made readable.

    Args:
        card: The card.

    Returns:
        E.g. ``Lesson 4 · Rewards and credit assignment · Credit``.
    """
    parts = [card.context]
    if card.section and card.section not in card.context:
        parts.append(card.section)
    return plain_math(" · ".join(p for p in parts if p))


def check_answer(card: Card, typed: str) -> Verdict:
    """Check a typed answer against a card.

    Args:
        card: The card asked.
        typed: The typed answer (empty reveals the back).

    Returns:
        The verdict: numeric for an exercise (its value and tolerance), else
        textual (an answer in number words, "point eight one", also takes digits).
    """
    # Imported with the first answer: the first card is shown without them.
    from generator.quiz.answers import check_number, check_text

    exercise = card.exercise
    if exercise is not None:
        return check_number(
            float(exercise.answer), exercise.decimals, typed, shown=plain_math(card.answer)
        )
    from generator.numbers import parse_number as read_number  # lazily: not before 1st card

    return check_text(card.answer, typed, read_number=read_number)


def select_lesson(cards: Sequence[Card], lesson: int | None) -> tuple[Card, ...]:
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
    # The lesson within its course: "--lesson 4" asks every course's lesson 4 given.
    chosen = tuple(c for c in cards if c.lesson_key.rsplit("/", 1)[-1] == key)
    if not chosen:
        have = sorted({c.lesson_key for c in cards})
        raise QuizError(f"--lesson {lesson}: no such lesson in SOURCES (found: {', '.join(have)})")
    return chosen


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

    due: tuple[Card, ...]
    new: tuple[Card, ...]
    due_left: int
    new_left: int
    next_due: datetime | None

    @property
    def cards(self) -> tuple[Card, ...]:
        """The session's cards in the order they are asked."""
        return self.due + self.new


def plan_session(
    cards: Sequence[Card],
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
    card: Card,
    before: CardState | None,
    grade: Rating,
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
        current, grade, review_datetime=utc, review_duration=duration_ms
    )
    lapsed = before is not None and before.state == fsrs.State.Review and grade is fsrs.Rating.Again
    return CardState(
        card_id=card.id,
        statement_id=card.statement_id,
        lesson_key=card.lesson_key,
        card_type=card.type.value,
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


def lesson_stats(
    cards: Sequence[Card],
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
    from generator.quiz.records import LessonStats, ReviewCounts

    midnight = datetime.combine(now.date() + timedelta(days=1), time(0), tzinfo=now.tzinfo)
    week = now + timedelta(days=7)
    groups: dict[str, list[Card]] = {}
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


class QuizUI(Protocol):
    """What the session needs of a screen and keyboard (or of a script)."""

    def show_plan(self, plan: SessionPlan, now: datetime, rekeyed: int) -> None:
        """Say what the session holds before the first card."""

    def show_card(self, card: Card, position: Position) -> None:
        """Show a card's front."""

    def ask_answer(self, card: Card) -> str | None:
        """Read the typed answer; None at the end of input."""

    def show_verdict(self, card: Card, verdict: Verdict) -> None:
        """Show whether the answer was right, the difference, and the back."""

    def ask_grade(self, proposed: Rating) -> Rating | None:
        """Read the grade (``proposed`` on an empty line); None at the end of input."""

    def show_saved(self, card: Card, grade: Rating, state: CardState, now: datetime) -> None:
        """Confirm the review is stored and say when the card comes back."""

    def show_summary(self, summary: SessionSummary) -> None:
        """Say what the session did."""

    def show_stats(self, stats: Sequence[LessonStats], now: datetime) -> None:
        """Print the ``--stats`` table."""


def _again() -> Rating:
    from fsrs import Rating  # by the first grade the first card has been shown

    return Rating.Again


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
    queue: deque[tuple[Card, bool]] = deque((c, False) for c in plan.cards)
    grades: list[Rating] = []
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
            verdict = check_answer(card, typed)
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
            if grade is _again() and after.due <= now + LEARN_AHEAD:
                queue.append((card, True))
            ui.show_saved(card, grade, after, now)
    except KeyboardInterrupt:
        stopped = "interrupted"
    from generator.quiz.records import SessionSummary  # here: not before the first card

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
