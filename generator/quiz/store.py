"""The quiz's progress database: every card's schedule and every review, in SQLite.

:class:`ProgressStore` owns one SQLite file (standard library ``sqlite3``).
It is opened for a whole quiz session with an exclusive lock, so a second
quiz on the same file fails at once with a clear :class:`ProgressError`
instead of waiting or interleaving. Each graded review is one transaction,
committed before the next card is shown, so an interrupted or killed quiz
loses at most the card on screen.

Durability choices, and why:

* Rollback journal (``journal_mode=DELETE``) with ``synchronous=FULL``: a
  commit is on disk when :meth:`ProgressStore.save_review` returns, and the
  database is always one self-contained file (no ``-wal`` file holding recent
  reviews that a copy or backup of the ``.sqlite3`` file alone would miss).
  There is only ever one writer, so WAL's concurrent readers buy nothing.
* ``locking_mode=EXCLUSIVE`` plus ``BEGIN EXCLUSIVE`` with no busy timeout:
  the lock is taken when the store opens and held until it closes; the
  operating system drops it when the process dies, even by SIGKILL, so a
  crashed quiz never leaves a stale lock behind.
* The file is never reset, recreated or migrated when it is not ours: a
  corrupt file, a SQLite file without our ``schema_version`` table, or one
  of a newer schema version raise :class:`ProgressError` and stay
  byte-identical.

Schema (version 3; :data:`MIGRATIONS` brings any older file up to date):

* ``schema_version(version)`` – one row.
* ``cards`` – one row per card that has been reviewed: its FSRS state (the
  fields of ``fsrs.Card.to_dict``) plus the card's lesson, type, statement id
  and source sentence, kept so that history can follow an edited sentence
  (:func:`generator.edits.variant_of` needs no more than these).
* ``reviews`` – one row per graded review: time, rating, duration, the typed
  answer and how it matched.
* ``rekeys`` – an audit trail of histories moved to an edited card's new id
  (:func:`follow_edits` finds them with :mod:`generator.edits`, the rule the
  deck's manifest follows too; :meth:`ProgressStore.rekey` moves them).

Version 2 added a ``card_cache`` table and version 1 a ``template`` column
of ``cards``; version 3 drops both: composed cards are cached by
:mod:`generator.pipeline`, and edits are followed by card id.
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from generator.errors import ProgressError

if TYPE_CHECKING:
    from generator.model import Card
    from generator.quiz.records import Rekey, ReviewCounts

SCHEMA_VERSION = 3
"""The schema version this lessondeck writes; newer files are refused."""

APPLICATION_ID = 0x4C44_4B31  # "LDK1": marks the file as ours for `file(1)` and tools


def _migrate_1(conn: sqlite3.Connection) -> None:
    conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    conn.execute("INSERT INTO schema_version (version) VALUES (0)")
    conn.execute(
        """CREATE TABLE cards (
            card_id      TEXT PRIMARY KEY,
            statement_id TEXT,
            lesson_key   TEXT NOT NULL,
            card_type    TEXT NOT NULL,     -- cloze, qa or exercise
            template     TEXT NOT NULL,     -- the compose template that made the card
            source_text  TEXT NOT NULL,
            state        INTEGER NOT NULL,  -- fsrs.State: 1 learning, 2 review, 3 relearning
            step         INTEGER,
            stability    REAL,
            difficulty   REAL,
            due          TEXT NOT NULL,     -- ISO 8601 in UTC with microseconds: sorts as text
            last_review  TEXT,
            reps         INTEGER NOT NULL DEFAULT 0,
            lapses       INTEGER NOT NULL DEFAULT 0
        )"""
    )
    conn.execute("CREATE INDEX cards_due ON cards (due)")
    conn.execute(
        """CREATE TABLE reviews (
            review_id    INTEGER PRIMARY KEY,
            card_id      TEXT NOT NULL,
            reviewed_at  TEXT NOT NULL,
            rating       INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),
            duration_ms  INTEGER,
            typed        TEXT NOT NULL,
            outcome      TEXT NOT NULL,     -- correct, close, wrong or revealed
            state_before INTEGER,           -- NULL when the card was new
            due_after    TEXT NOT NULL
        )"""
    )
    conn.execute("CREATE INDEX reviews_card ON reviews (card_id)")
    conn.execute(
        """CREATE TABLE rekeys (
            old_id     TEXT NOT NULL,
            new_id     TEXT NOT NULL,
            similarity REAL NOT NULL,
            rekeyed_at TEXT NOT NULL
        )"""
    )


def _migrate_2(conn: sqlite3.Connection) -> None:
    conn.execute(
        """CREATE TABLE card_cache (
            sources     TEXT PRIMARY KEY,   -- the SOURCES and options the cards were made from
            fingerprint TEXT NOT NULL,      -- of the source files and of lessondeck's own code
            cards       BLOB NOT NULL
        )"""
    )


def _migrate_3(conn: sqlite3.Connection) -> None:
    conn.execute("DROP TABLE card_cache")
    conn.execute("ALTER TABLE cards DROP COLUMN template")


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_migrate_1, _migrate_2, _migrate_3)
"""``MIGRATIONS[n]`` brings a version-``n`` database to version ``n + 1``."""


def iso(moment: datetime) -> str:
    """A moment as stored: ISO 8601 in UTC with microseconds, so text order is time order.

    Args:
        moment: A timezone-aware datetime.

    Returns:
        E.g. ``2025-03-01T09:30:00.000000+00:00``.

    Raises:
        ValueError: If ``moment`` is naive.
    """
    if moment.tzinfo is None:
        raise ValueError(f"naive datetime {moment!r}: the quiz's clock must be timezone-aware")
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


class _BadValue(ValueError):
    """A stored value of the wrong type or out of range (the message names the column)."""


def _int(value: object, column: str, low: int, high: int | None = None) -> int:
    if type(value) is not int or value < low or (high is not None and value > high):
        bound = f"{low}..{high}" if high is not None else f"{low} or more"
        raise _BadValue(f"{column} is {value!r}, expected an integer {bound}")
    return value


def _real(value: object, column: str) -> float:
    if type(value) not in (int, float) or not math.isfinite(float(value)):  # type: ignore[arg-type]
        raise _BadValue(f"{column} is {value!r}, expected a finite number")
    return float(value)  # type: ignore[arg-type]


def _text(value: object, column: str) -> str:
    if not isinstance(value, str):
        raise _BadValue(f"{column} is {value!r}, expected text")
    return value


def _time(value: object, column: str) -> datetime:
    try:
        moment = datetime.fromisoformat(_text(value, column))
    except ValueError:
        moment = None
    if moment is None or moment.tzinfo is None:
        raise _BadValue(f"{column} is {value!r}, expected an ISO 8601 time with its zone")
    return moment


@dataclass(frozen=True)
class CardState:
    """A reviewed card's schedule (the fields of ``fsrs.Card``) and what it was made from.

    Attributes:
        card_id: The quiz's key: the composed card's id.
        statement_id: The id of the statement the card came from, if any.
        lesson_key: ``lesson-04``.
        card_type: ``cloze``, ``qa`` or ``exercise``.
        source_text: The sentence the card came from, to follow edits.
        state: ``fsrs.State`` value (1 learning, 2 review, 3 relearning).
        step: The learning or relearning step, None in review.
        stability: FSRS stability, None before the first review.
        difficulty: FSRS difficulty, None before the first review.
        due: When the card is due next (timezone-aware).
        last_review: When it was last reviewed.
        reps: How many reviews it has had.
        lapses: How many times it was forgotten after it had been learned.
    """

    card_id: str
    statement_id: str | None
    lesson_key: str
    card_type: str
    source_text: str
    state: int
    step: int | None
    stability: float | None
    difficulty: float | None
    due: datetime
    last_review: datetime | None
    reps: int = 0
    lapses: int = 0


@dataclass(frozen=True)
class Review:
    """One graded review, as stored.

    Attributes:
        card_id: The card reviewed.
        reviewed_at: When it was graded.
        rating: 1 Again, 2 Hard, 3 Good, 4 Easy.
        duration_ms: From showing the card to grading it.
        typed: The answer as typed (empty when the back was revealed).
        outcome: ``correct``, ``close``, ``wrong`` or ``revealed``.
        state_before: The card's ``fsrs.State`` before the review, None when new.
        due_after: When the review made the card due next.
    """

    card_id: str
    reviewed_at: datetime
    rating: int
    duration_ms: int | None
    typed: str
    outcome: str
    state_before: int | None
    due_after: datetime


_CARD_COLUMNS = (
    "card_id, statement_id, lesson_key, card_type, source_text, state, step, "
    "stability, difficulty, due, last_review, reps, lapses"
)


def _card_state(row: tuple[object, ...]) -> CardState:
    (card_id, statement_id, lesson_key, card_type, source_text, state, step) = row[:7]
    stability, difficulty, due, last_review, reps, lapses = row[7:]
    return CardState(
        card_id=_text(card_id, "card_id"),
        statement_id=None if statement_id is None else _text(statement_id, "statement_id"),
        lesson_key=_text(lesson_key, "lesson_key"),
        card_type=_text(card_type, "card_type"),
        source_text=_text(source_text, "source_text"),
        state=_int(state, "state", 1, 3),
        step=None if step is None else _int(step, "step", 0, 1000),
        stability=None if stability is None else _real(stability, "stability"),
        difficulty=None if difficulty is None else _real(difficulty, "difficulty"),
        due=_time(due, "due"),
        last_review=None if last_review is None else _time(last_review, "last_review"),
        reps=_int(reps, "reps", 0),
        lapses=_int(lapses, "lapses", 0),
    )


def _review(row: tuple[object, ...]) -> Review:
    cid, at, rating, duration, typed, outcome, before, due = row
    return Review(
        card_id=_text(cid, "card_id"),
        reviewed_at=_time(at, "reviewed_at"),
        rating=_int(rating, "rating", 1, 4),
        duration_ms=None if duration is None else _int(duration, "duration_ms", 0),
        typed=_text(typed, "typed"),
        outcome=_text(outcome, "outcome"),
        state_before=None if before is None else _int(before, "state_before", 0, 3),
        due_after=_time(due, "due_after"),
    )


_REVIEW_COLUMNS = (
    "card_id, reviewed_at, rating, duration_ms, typed, outcome, state_before, due_after"
)


def _check_rows(conn: sqlite3.Connection, where: str) -> None:
    """Read every stored row once, so a garbage value is refused before anything is saved."""
    tables: tuple[tuple[str, str, Callable[[tuple[object, ...]], object]], ...] = (
        ("cards", _CARD_COLUMNS, _card_state),
        ("reviews", _REVIEW_COLUMNS, _review),
    )
    for table, columns, parse in tables:
        for row in conn.execute(f"SELECT rowid, {columns} FROM {table} ORDER BY rowid"):
            try:
                parse(tuple(row[1:]))
            except _BadValue as exc:
                raise ProgressError(
                    f"damaged row {row[0]} of table {table}: {exc}; left untouched", path=where
                ) from exc


class ProgressStore:
    """An open, exclusively locked progress database.

    Use :meth:`open` (or :func:`open_store` as a context manager); every
    method that writes commits before it returns.
    """

    def __init__(self, path: Path, conn: sqlite3.Connection) -> None:
        self.path = path
        self._conn = conn

    # --- opening ---------------------------------------------------------------

    @classmethod
    def open(cls, path: Path) -> ProgressStore:
        """Open (or create) the database at ``path`` and lock it for this session.

        Args:
            path: The SQLite file; its folder is created if missing.

        Returns:
            The open store, migrated to :data:`SCHEMA_VERSION`.

        Raises:
            ProgressError: If the file is locked by another quiz, is not a
                SQLite database or not ours, is corrupt, or has a newer schema.
                The file is left exactly as it was.
        """
        where = str(path)
        if path.is_dir():
            raise ProgressError("is a folder, not a progress database", path=where)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise ProgressError(f"cannot create its folder: {exc.strerror}", path=where) from exc
        try:
            conn = sqlite3.connect(path, timeout=0, isolation_level=None)
        except sqlite3.Error as exc:
            raise ProgressError(f"cannot open: {exc}", path=where) from exc
        try:
            conn.execute("PRAGMA locking_mode = EXCLUSIVE")
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("BEGIN EXCLUSIVE")
            cls._check_and_migrate(conn, where)
            conn.execute("COMMIT")
            conn.execute("PRAGMA journal_mode = DELETE")
        except BaseException as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            conn.close()
            if isinstance(exc, sqlite3.Error):
                raise _progress_error(exc, where) from exc
            raise
        return cls(path, conn)

    @staticmethod
    def _check_and_migrate(conn: sqlite3.Connection, where: str) -> None:
        names = {str(r[0]) for r in conn.execute("SELECT name FROM sqlite_master")}
        if not names:
            version = 0
        elif "schema_version" not in names:
            raise ProgressError(
                "not a lessondeck progress database (no schema_version table); "
                "left untouched, pass another --db",
                path=where,
            )
        else:
            app = conn.execute("PRAGMA application_id").fetchone()[0]
            if app not in (0, APPLICATION_ID):
                raise ProgressError(
                    f"not a lessondeck progress database (application id {app:#x}); "
                    "left untouched, pass another --db",
                    path=where,
                )
            # integrity_check, not quick_check: it also finds an index that no
            # longer matches its table, which would otherwise only fail at a write.
            check = [str(r[0]) for r in conn.execute("PRAGMA integrity_check")]
            if check != ["ok"]:
                raise ProgressError(
                    f"database is corrupt ({'; '.join(check[:3])}); left untouched", path=where
                )
            rows = conn.execute("SELECT version FROM schema_version").fetchall()
            if len(rows) != 1 or not isinstance(rows[0][0], int):
                raise ProgressError(
                    "damaged schema_version table (expected one integer row); left untouched",
                    path=where,
                )
            version = rows[0][0]
        if version > SCHEMA_VERSION:
            raise ProgressError(
                f"schema version {version} is newer than this lessondeck understands "
                f"({SCHEMA_VERSION}); upgrade lessondeck (the file was left untouched)",
                path=where,
            )
        if version < 0:
            raise ProgressError(f"invalid schema version {version}; left untouched", path=where)
        for step in range(version, SCHEMA_VERSION):
            MIGRATIONS[step](conn)
            conn.execute("UPDATE schema_version SET version = ?", (step + 1,))
        if version == 0:
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        _check_rows(conn, where)

    def close(self) -> None:
        """Close the database (rolling back anything uncommitted) and release the lock."""
        self._conn.close()

    def __enter__(self) -> ProgressStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        conn = self._conn
        try:
            conn.execute("BEGIN IMMEDIATE")
            yield conn
            conn.execute("COMMIT")
        except BaseException as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                raise _progress_error(exc, str(self.path)) from exc
            raise

    def _query(self, sql: str, params: Sequence[object] = ()) -> list[tuple[object, ...]]:
        try:
            return self._conn.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise _progress_error(exc, str(self.path)) from exc

    # --- reading -----------------------------------------------------------------

    @property
    def version(self) -> int:
        """The schema version of the open file."""
        return int(str(self._query("SELECT version FROM schema_version")[0][0]))

    def card_states(self) -> dict[str, CardState]:
        """Every reviewed card's state, by card id."""
        rows = self._query(f"SELECT {_CARD_COLUMNS} FROM cards ORDER BY card_id")
        return {str(r[0]): _card_state(r) for r in rows}

    def reviews(self, card_id: str | None = None) -> tuple[Review, ...]:
        """The stored reviews in the order they were graded.

        Args:
            card_id: Only this card's reviews, when given.

        Returns:
            The reviews, oldest first.
        """
        sql = f"SELECT {_REVIEW_COLUMNS} FROM reviews"
        params: tuple[object, ...] = ()
        if card_id is not None:
            sql += " WHERE card_id = ?"
            params = (card_id,)
        return tuple(_review(row) for row in self._query(sql + " ORDER BY review_id", params))

    def review_counts(self, right_outcomes: Sequence[str]) -> dict[str, ReviewCounts]:
        """Reviews done per lesson and how many had one of ``right_outcomes``.

        Args:
            right_outcomes: The outcomes that count as answered right.

        Returns:
            By lesson key.
        """
        from generator.quiz.records import ReviewCounts

        marks = ", ".join("?" for _ in right_outcomes) or "NULL"
        rows = self._query(
            f"SELECT c.lesson_key, COUNT(*), SUM(r.outcome IN ({marks})) "
            "FROM reviews r JOIN cards c ON c.card_id = r.card_id GROUP BY c.lesson_key",
            tuple(right_outcomes),
        )
        return {str(key): ReviewCounts(int(str(n)), int(str(right or 0))) for key, n, right in rows}

    # --- writing -----------------------------------------------------------------

    def save_review(self, state: CardState, review: Review) -> None:
        """Store a graded review and the card's new state in one committed transaction.

        Args:
            state: The card's state after the review.
            review: The review.
        """
        with self._transaction() as conn:
            conn.execute(
                f"INSERT OR REPLACE INTO cards ({_CARD_COLUMNS}) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    state.card_id,
                    state.statement_id,
                    state.lesson_key,
                    state.card_type,
                    state.source_text,
                    state.state,
                    state.step,
                    state.stability,
                    state.difficulty,
                    iso(state.due),
                    None if state.last_review is None else iso(state.last_review),
                    state.reps,
                    state.lapses,
                ),
            )
            conn.execute(
                "INSERT INTO reviews (card_id, reviewed_at, rating, duration_ms, typed, outcome, "
                "state_before, due_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    review.card_id,
                    iso(review.reviewed_at),
                    review.rating,
                    review.duration_ms,
                    review.typed,
                    review.outcome,
                    review.state_before,
                    iso(review.due_after),
                ),
            )

    def rekey(self, moves: Sequence[Rekey], *, at: datetime) -> tuple[Rekey, ...]:
        """Move stored histories to the new ids of edited cards, in one transaction.

        The card's state and all its reviews move; the new source sentence and
        statement id replace the old ones, and ``rekeys`` records the move.

        Args:
            moves: The re-keyings (each old and each new id at most once).
            at: When, for the audit trail.

        Returns:
            The moves made: those whose new id had no history of its own.
        """
        done: list[Rekey] = []
        if not moves:
            return ()
        with self._transaction() as conn:
            for move in moves:
                taken = conn.execute(
                    "SELECT 1 FROM cards WHERE card_id = ?", (move.new_id,)
                ).fetchone()
                if taken:
                    continue  # the new id has a history of its own; never merge two
                conn.execute(
                    "UPDATE cards SET card_id = ?, source_text = ?, statement_id = ?, "
                    "lesson_key = COALESCE(?, lesson_key) WHERE card_id = ?",
                    (
                        move.new_id,
                        move.source_text,
                        move.statement_id,
                        move.lesson_key,
                        move.old_id,
                    ),
                )
                conn.execute(
                    "UPDATE reviews SET card_id = ? WHERE card_id = ?", (move.new_id, move.old_id)
                )
                conn.execute(
                    "INSERT INTO rekeys (old_id, new_id, similarity, rekeyed_at) "
                    "VALUES (?, ?, ?, ?)",
                    (move.old_id, move.new_id, move.similarity, iso(at)),
                )
                done.append(move)
        return tuple(done)

    def rekeys(self) -> tuple[tuple[str, str], ...]:
        """The (old id, new id) pairs of every re-keying so far, oldest first."""
        rows = self._query("SELECT old_id, new_id FROM rekeys ORDER BY rowid")
        return tuple((str(a), str(b)) for a, b in rows)


def follow_edits(cards: Sequence[Card], states: Mapping[str, CardState]) -> tuple[Rekey, ...]:
    """Which stored histories belong to cards whose source sentence was edited.

    A stored card whose id is no longer composed (of a lesson that is) is
    matched to a composed card without history of the same variant whose
    sentence is a close edit: the deck manifest's rule, from
    :mod:`generator.edits`.

    Args:
        cards: The composed cards.
        states: The stored states by card id.

    Returns:
        The re-keyings to apply, ordered by old id.
    """
    ids = {c.id for c in cards}
    courses = _before_courses(cards, states)
    states = {k: v for k, v in states.items() if k not in {m.old_id for m in courses}}
    lessons = {c.lesson_key for c in cards}
    gone = [s for s in states.values() if s.card_id not in ids and s.lesson_key in lessons]
    fresh = [c for c in cards if c.id not in states and c.id not in {m.new_id for m in courses}]
    if not gone or not fresh:
        return courses
    from generator.edits import Candidate, card_variant, match_successors, similarity, variant_of
    from generator.quiz.records import Rekey

    vanished = [
        Candidate(s.card_id, variant_of(s.card_type, s.card_id, s.statement_id), s.source_text)
        for s in gone
        if s.source_text.strip()
    ]
    appeared = [
        Candidate(c.id, card_variant(c), c.source_text) for c in fresh if c.source_text.strip()
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
    return tuple(sorted([*courses, *moves], key=lambda m: m.old_id))


def _before_courses(cards: Sequence[Card], states: Mapping[str, CardState]) -> tuple[Rekey, ...]:
    """Histories stored before lesson keys named the course: ``lesson-04:…`` became
    ``<course>/lesson-04:…``. Each moves to the one card whose id is its id with a
    course in front (none when two courses both have such a card)."""
    by_old: dict[str, list[Card]] = {}
    for card in cards:
        course, slash, rest = card.id.partition("/")
        if slash and course and card.id not in states:
            by_old.setdefault(rest, []).append(card)
    moves = []
    for old_id, found in by_old.items():
        if old_id in states and len(found) == 1:
            from generator.quiz.records import Rekey  # only on an edit: not at every start

            (new,) = found
            moves.append(
                Rekey(old_id, new.id, 1.0, new.source_text, new.statement_id, new.lesson_key)
            )
    return tuple(moves)


def _progress_error(exc: sqlite3.Error, where: str) -> ProgressError:
    name = getattr(exc, "sqlite_errorname", "")
    text = str(exc)
    if name.startswith("SQLITE_BUSY") or "locked" in text:
        return ProgressError(
            "in use by another running quiz (or another program); finish that one first",
            path=where,
        )
    if name.startswith("SQLITE_NOTADB") or "not a database" in text:
        return ProgressError(
            "not a SQLite database (corrupt, or another kind of file); left untouched",
            path=where,
        )
    if name.startswith("SQLITE_CORRUPT") or "malformed" in text:
        return ProgressError(f"database is corrupt ({text}); left untouched", path=where)
    if name.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM")):
        return ProgressError(f"cannot write: {text}", path=where)
    return ProgressError(f"database error: {text}", path=where)


def default_db_path(environ: Mapping[str, str], home: Path) -> Path:
    """Where the progress database lives unless ``--db`` says otherwise.

    Args:
        environ: The environment (``XDG_DATA_HOME`` is honoured when absolute).
        home: The user's home folder.

    Returns:
        ``$XDG_DATA_HOME/lessondeck/progress.sqlite3``, else
        ``~/.local/share/lessondeck/progress.sqlite3``.
    """
    xdg = environ.get("XDG_DATA_HOME", "")
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
    return base / "lessondeck" / "progress.sqlite3"
