"""The progress store: schema and migrations, refusals that leave the file alone, locking."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from generator.errors import ProgressError
from generator.quiz.records import Rekey
from generator.quiz.store import (
    APPLICATION_ID,
    MIGRATIONS,
    SCHEMA_VERSION,
    CardState,
    ProgressStore,
    Review,
    default_db_path,
)

T0 = datetime(2025, 3, 1, 9, 0, tzinfo=UTC)
LESSONDECK = Path(sys.executable).with_name("lessondeck")


def state(card_id: str = "c1", *, due: datetime = T0, text: str = "A sentence.") -> CardState:
    return CardState(
        card_id=card_id,
        statement_id="s-" + card_id,
        lesson_key="lesson-04",
        card_type="cloze",
        source_text=text,
        state=1,
        step=1,
        stability=2.3,
        difficulty=5.1,
        due=due,
        last_review=T0,
        reps=1,
        lapses=0,
    )


def review(card_id: str = "c1", *, at: datetime = T0, outcome: str = "correct") -> Review:
    return Review(
        card_id=card_id,
        reviewed_at=at,
        rating=3,
        duration_ms=1234,
        typed="masked out",
        outcome=outcome,
        state_before=None,
        due_after=at + timedelta(minutes=10),
    )


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "data" / "progress.sqlite3"


def test_new_database_has_the_current_schema(db: Path) -> None:
    with ProgressStore.open(db) as store:
        assert store.version == SCHEMA_VERSION
        assert store.card_states() == {}
        assert store.reviews() == ()
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"schema_version", "cards", "reviews", "rekeys"} <= tables
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    conn.close()
    assert sorted(p.name for p in db.parent.iterdir()) == ["progress.sqlite3"]


def test_reviews_and_states_survive_reopening(db: Path) -> None:
    with ProgressStore.open(db) as store:
        store.save_review(state(), review())
        store.save_review(
            state(due=T0 + timedelta(days=3)),
            review(at=T0 + timedelta(minutes=11), outcome="wrong"),
        )
    with ProgressStore.open(db) as store:
        states = store.card_states()
        assert states == {"c1": state(due=T0 + timedelta(days=3))}
        reviews = store.reviews()
        assert [r.outcome for r in reviews] == ["correct", "wrong"]
        assert reviews[0] == review()
        assert store.reviews("other") == ()


def test_each_review_is_committed_when_saved(db: Path) -> None:
    store = ProgressStore.open(db)
    try:
        store.save_review(state(), review())
        # The session still holds the lock, so read the file as another process would
        # after a crash: a copy of the file must hold the review.
        copy = db.with_name("copy.sqlite3")
        copy.write_bytes(db.read_bytes())
        conn = sqlite3.connect(copy)
        assert conn.execute("SELECT card_id, typed FROM reviews").fetchall() == [
            ("c1", "masked out")
        ]
        conn.close()
    finally:
        store.close()


def test_migrates_a_version_1_database_and_keeps_its_data(db: Path) -> None:
    db.parent.mkdir(parents=True)
    conn = sqlite3.connect(db, isolation_level=None)
    MIGRATIONS[0](conn)
    conn.execute("UPDATE schema_version SET version = 1")
    conn.execute(
        "INSERT INTO cards VALUES ('c1', 's1', 'lesson-04', 'cloze', 'cloze', 'A sentence.', "
        "2, NULL, 3.5, 4.5, '2025-03-04T09:00:00.000000+00:00', "
        "'2025-03-01T09:00:00.000000+00:00', 2, 0)"
    )
    conn.execute(
        "INSERT INTO reviews (card_id, reviewed_at, rating, duration_ms, typed, outcome, "
        "state_before, due_after) VALUES ('c1', '2025-03-01T09:00:00.000000+00:00', 3, 900, "
        "'x', 'correct', 1, '2025-03-04T09:00:00.000000+00:00')"
    )
    conn.close()
    with ProgressStore.open(db) as store:
        assert store.version == SCHEMA_VERSION
        assert store.card_states()["c1"].stability == 3.5
        assert len(store.reviews("c1")) == 1
        assert store.card_states()["c1"].source_text == "A sentence."
    conn = sqlite3.connect(db)
    try:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        columns = {r[1] for r in conn.execute("PRAGMA table_info(cards)")}
    finally:
        conn.close()
    assert "card_cache" not in tables  # version 2 added it, version 3 dropped it
    assert "template" not in columns and "source_text" in columns


def test_refuses_a_newer_schema_and_leaves_the_file_alone(db: Path) -> None:
    with ProgressStore.open(db) as store:
        store.save_review(state(), review())
    conn = sqlite3.connect(db)
    conn.execute("UPDATE schema_version SET version = ?", (SCHEMA_VERSION + 1,))
    conn.commit()
    conn.close()
    before = db.read_bytes()
    with pytest.raises(ProgressError, match="newer") as err:
        ProgressStore.open(db)
    assert err.value.path == str(db)
    assert db.read_bytes() == before


@pytest.mark.parametrize(
    "content",
    [
        b"this is not a database at all\n" * 200,
        b"SQLite format 3\x00" + b"\xff" * 4000,
    ],
    ids=["text", "bad-header"],
)
def test_refuses_a_corrupt_file_and_leaves_it_alone(db: Path, content: bytes) -> None:
    db.parent.mkdir(parents=True)
    db.write_bytes(content)
    with pytest.raises(ProgressError, match=r"corrupt|not a SQLite database") as err:
        ProgressStore.open(db)
    assert str(err.value).startswith(f"{db}: ")
    assert db.read_bytes() == content
    assert sorted(p.name for p in db.parent.iterdir()) == ["progress.sqlite3"]


def test_refuses_a_database_with_a_damaged_page(db: Path) -> None:
    with ProgressStore.open(db) as store:
        for i in range(300):
            store.save_review(state(f"card-{i:04d}", text="x" * 200), review(f"card-{i:04d}"))
    data = bytearray(db.read_bytes())
    page = 4096
    assert len(data) > 8 * page
    for offset in range(3 * page + 8, 3 * page + 200):  # scribble over a b-tree page
        data[offset] = 0xA5
    db.write_bytes(bytes(data))
    before = db.read_bytes()
    with pytest.raises(ProgressError, match=r"corrupt|malformed"):
        ProgressStore.open(db)
    assert db.read_bytes() == before


def test_refuses_another_programs_database(db: Path) -> None:
    db.parent.mkdir(parents=True)
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
    conn.execute("INSERT INTO notes (text) VALUES ('mine')")
    conn.commit()
    conn.close()
    before = db.read_bytes()
    with pytest.raises(ProgressError, match="not a lessondeck progress database"):
        ProgressStore.open(db)
    assert db.read_bytes() == before


def test_refuses_a_folder(tmp_path: Path) -> None:
    with pytest.raises(ProgressError, match="folder"):
        ProgressStore.open(tmp_path)


def test_a_second_session_is_refused_at_once(db: Path) -> None:
    with ProgressStore.open(db) as store:
        store.save_review(state(), review())
        with pytest.raises(ProgressError, match="in use by another running quiz"):
            ProgressStore.open(db)
        store.save_review(state("c2"), review("c2"))  # the first session goes on
    with ProgressStore.open(db) as store:  # and the lock is gone with it
        assert set(store.card_states()) == {"c1", "c2"}


HOLD_LOCK = """
import sys, time
from pathlib import Path
from generator.quiz.store import ProgressStore
store = ProgressStore.open(Path(sys.argv[1]))
print("locked", flush=True)
time.sleep(600)
"""


def test_another_process_is_refused_and_a_killed_one_leaves_no_lock(db: Path) -> None:
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD_LOCK, str(db)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "locked"
        with pytest.raises(ProgressError, match="in use by another running quiz"):
            ProgressStore.open(db)
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait()
        if holder.stdout is not None:
            holder.stdout.close()
    with ProgressStore.open(db) as store:
        assert store.version == SCHEMA_VERSION


def test_the_command_reports_one_line_and_exits_1(db: Path, tmp_path: Path) -> None:
    db.parent.mkdir(parents=True)
    db.write_bytes(b"garbage" * 1000)
    before = db.read_bytes()
    result = subprocess.run(
        [str(LESSONDECK), "quiz", str(tmp_path), "--db", str(db)],
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        check=False,
    )
    assert result.returncode == 1
    assert result.stderr.startswith(f"error: {db}: ")
    assert result.stderr.count("\n") == 1
    assert "Traceback" not in result.stderr
    assert db.read_bytes() == before


def test_rekey_moves_the_state_and_every_review(db: Path) -> None:
    with ProgressStore.open(db) as store:
        store.save_review(state("old"), review("old"))
        store.save_review(state("old"), review("old", at=T0 + timedelta(minutes=10)))
        store.save_review(state("kept"), review("kept"))
        done = store.rekey(
            [Rekey("old", "new", 0.9, "A sentence, edited.", "s-new")],
            at=T0 + timedelta(days=1),
        )
        assert [m.new_id for m in done] == ["new"]
        states = store.card_states()
        assert set(states) == {"new", "kept"}
        assert states["new"].source_text == "A sentence, edited."
        assert states["new"].statement_id == "s-new"
        assert len(store.reviews("new")) == 2
        assert store.reviews("old") == ()
        assert store.rekeys() == (("old", "new"),)


def test_rekey_never_merges_into_an_existing_history(db: Path) -> None:
    with ProgressStore.open(db) as store:
        store.save_review(state("a"), review("a"))
        store.save_review(state("b"), review("b"))
        assert store.rekey([Rekey("a", "b", 0.9, "x", None)], at=T0) == ()
        assert len(store.reviews("a")) == 1
        assert len(store.reviews("b")) == 1


def test_review_counts_per_lesson(db: Path) -> None:
    with ProgressStore.open(db) as store:
        store.save_review(state("a"), review("a", outcome="correct"))
        store.save_review(state("a"), review("a", outcome="wrong"))
        store.save_review(state("b"), review("b", outcome="close"))
        counts = store.review_counts(["correct", "close"])
    assert counts["lesson-04"].reviews == 3
    assert counts["lesson-04"].right == 2


def test_default_db_path(tmp_path: Path) -> None:
    home = tmp_path / "home"
    xdg = tmp_path / "xdg"
    assert default_db_path({"XDG_DATA_HOME": str(xdg)}, home) == (
        xdg / "lessondeck" / "progress.sqlite3"
    )
    expected = home / ".local" / "share" / "lessondeck" / "progress.sqlite3"
    assert default_db_path({}, home) == expected
    assert default_db_path({"XDG_DATA_HOME": ""}, home) == expected
    assert default_db_path({"XDG_DATA_HOME": "relative/path"}, home) == expected


def test_naive_times_are_refused(db: Path) -> None:
    with ProgressStore.open(db) as store, pytest.raises(ValueError, match="naive"):
        store.save_review(state(due=datetime(2025, 1, 1)), review())
    with ProgressStore.open(db) as store:
        assert store.reviews() == ()  # the failed transaction left nothing behind


def test_the_file_is_private_to_the_user(db: Path) -> None:
    # Not a promise of the store (umask decides), but it must not be world-writable.
    with ProgressStore.open(db):
        pass
    assert not os.stat(db).st_mode & 0o002


def test_histories_from_before_course_keys_follow_their_cards(db: Path) -> None:
    """Progress saved as lesson-04:… continues on <course>/lesson-04:… (issue 12 #1)."""
    from generator.model import ClozeCard, Role, SourceSpan
    from generator.quiz.store import follow_edits

    def card(card_id: str, lesson_key: str) -> ClozeCard:
        return ClozeCard(
            id=card_id,
            role=Role.CLAIM,
            lesson_key=lesson_key,
            context="Lesson 4",
            front="A [...].",
            answer="sentence",
            source=SourceSpan("s.md", 3),
            source_text="A sentence.",
            statement_id="s-lesson-04:x",
            cloze=("A ", "sentence", "."),
        )

    course_a = card("course-a/lesson-04:x", "course-a/lesson-04")
    with ProgressStore.open(db) as store:
        store.save_review(state("lesson-04:x"), review("lesson-04:x"))
        moves = follow_edits([course_a], store.card_states())
        assert [(m.old_id, m.new_id) for m in moves] == [("lesson-04:x", course_a.id)]
        store.rekey(moves, at=T0)
        states = store.card_states()
        assert set(states) == {course_a.id}
        assert states[course_a.id].lesson_key == "course-a/lesson-04"
        assert len(store.reviews(course_a.id)) == 1
    # Two courses that both have that card: which one the history was is unknown, so none.
    course_b = card("course-b/lesson-04:x", "course-b/lesson-04")
    with ProgressStore.open(tmp := db.with_name("two.sqlite3")) as store:
        store.save_review(state("lesson-04:x"), review("lesson-04:x"))
        assert follow_edits([course_a, course_b], store.card_states()) == ()
    assert tmp.exists()
