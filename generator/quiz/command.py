"""``lessondeck quiz``: open the progress, follow edits, then ask or print statistics.

:func:`run_quiz` takes the composed cards (the command line gets them from
:func:`generator.pipeline.compose`, whose cache makes a warm start cheap) and
wires the store (:mod:`generator.quiz.store`), the session
(:mod:`generator.quiz.session`) and a screen (:mod:`generator.quiz.ui`). The
clock is passed in (:func:`session_clock`); SIGHUP and SIGTERM close the
store cleanly, and a terminal that closes without SIGHUP reaching us (an I/O
error on it, as under ``nohup``) exits 129 too, the graded reviews saved.
"""

from __future__ import annotations

import errno
import os
import signal
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, TextIO

from generator.quiz.session import (
    DEFAULT_LIMIT,
    DEFAULT_NEW,
    Clock,
    QuizError,
    lesson_stats,
    plan_session,
    run_session,
    select_lesson,
)
from generator.quiz.store import CardState, ProgressStore, default_db_path, follow_edits
from generator.quiz.ui import make_ui

if TYPE_CHECKING:
    from generator.model import Card


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
        db: The progress database (None: the default place).
        limit: At most this many cards in the session.
        new: At most this many new cards.
        lesson: Only this lesson number.
        stats: Print statistics instead of quizzing.
    """

    db: Path | None = None
    limit: int = DEFAULT_LIMIT
    new: int = DEFAULT_NEW
    lesson: int | None = None
    stats: bool = False

    def validate(self) -> None:
        """Refuse options no session can follow (before any lesson is composed).

        Raises:
            QuizError: For ``limit`` below 1 or ``new`` below 0, naming each.
        """
        problems = []
        if self.limit < 1:
            problems.append(f"--limit must be at least 1, got {self.limit}")
        if self.new < 0:
            problems.append(f"--new must be 0 or more, got {self.new}")
        if problems:
            raise QuizError("; ".join(problems))


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
        if name == "SIGHUP" and signal.getsignal(sig) == signal.SIG_IGN:
            continue  # started under nohup: a closed terminal is met as an I/O error
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
    make_cards: Callable[[], Sequence[Card]],
    options: QuizOptions,
    *,
    clock: Clock,
    environ: Mapping[str, str],
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    home: Path | None = None,
) -> int:
    """``lessondeck quiz``: open the progress, follow edits, ask or print stats.

    Args:
        make_cards: Gives the composed cards of the SOURCES, each id once
            (:func:`generator.quiz.session.quiz_cards` of
            :func:`generator.pipeline.compose`); called once the progress
            database is open, so a database in use or not ours is refused
            before any lesson is read.
        options: The command's options.
        clock: The current time (see :func:`session_clock`).
        environ: The environment (for ``XDG_DATA_HOME``).
        stdin: Standard input (``sys.stdin`` by default).
        stdout: Standard output (``sys.stdout`` by default).
        home: The home folder (``Path.home()`` by default).

    Returns:
        0, or 130 when the session was interrupted with Ctrl-C.

    Raises:
        GeneratorError: Bad options, an unusable database, unreadable lessons.
    """
    options.validate()
    stdin = stdin if stdin is not None else sys.stdin
    stdout = stdout if stdout is not None else sys.stdout
    path = options.db if options.db is not None else default_db_path(environ, home or Path.home())
    with _exit_on_hangup(), ProgressStore.open(path) as store:
        cards = select_lesson(make_cards(), options.lesson)
        states = store.card_states()
        moves = follow_edits(cards, states)
        rekeyed = store.rekey(moves, at=clock()) if moves else ()
        if rekeyed:
            states = store.card_states()
        # Asked now: once the terminal is closed, isatty() says False.
        interactive = _isatty(stdin)
        try:
            return _ask(store, cards, states, rekeyed, options, clock, stdin, stdout)
        except OSError as exc:
            if exc.errno not in _HANGUP_ERRNOS or not interactive:
                raise
            _drop_terminal()
            return HANGUP_STATUS


HANGUP_STATUS = 128 + 1
"""The exit status when the terminal closes during a quiz (as SIGHUP's, 129)."""

_HANGUP_ERRNOS = frozenset({errno.EIO, errno.ENXIO, errno.EPIPE})


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (OSError, ValueError):
        return False


def _drop_terminal() -> None:
    """Point standard output and error at the null device: the terminal is gone, and
    flushing what was left for it at exit would fail again."""
    null = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - lives until exit
    sys.stdout = null
    sys.stderr = null


def _ask(
    store: ProgressStore,
    cards: Sequence[Card],
    states: Mapping[str, CardState],
    rekeyed: Sequence[object],
    options: QuizOptions,
    clock: Clock,
    stdin: TextIO,
    stdout: TextIO,
) -> int:
    """Show the plan, ask the session (or print statistics); return the exit status."""
    ui = make_ui(stdin, stdout)
    now = clock()
    if options.stats:
        from generator.quiz.answers import Outcome

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
