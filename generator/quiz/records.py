"""The quiz's records made after its first card is on screen: rekeys, counts, summaries.

Frozen dataclasses that :mod:`generator.quiz.store` and
:mod:`generator.quiz.session` return once the learner has answered, or for
``--stats``. Each class costs half a millisecond to build, so they are kept
here, imported when first made rather than before the first card is shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fsrs import Rating


@dataclass(frozen=True)
class Rekey:
    """A stored history that moves to the new id of its edited card.

    Attributes:
        old_id: The stored card id, no longer among the composed cards.
        new_id: The composed card that continues it.
        similarity: How close the two source sentences are (0 to 1).
        source_text: The new card's source sentence.
        statement_id: The new card's statement id.
    """

    old_id: str
    new_id: str
    similarity: float
    source_text: str
    statement_id: str | None
    lesson_key: str | None = None  # the new card's lesson, when that changed too


@dataclass(frozen=True)
class ReviewCounts:
    """Reviews done for one lesson and how many of them were answered right."""

    reviews: int
    right: int


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
    grades: tuple[Rating, ...] = field(default=())
