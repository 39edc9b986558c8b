"""The quiz against hostile lessons, damaged progress databases and a closing terminal (issue 12).

#5: every C0/C1 control and ESC sequences (OSC 52, a title change, a screen
clear) in a lesson's title and sentences reach the quiz's output only as
visible escapes, piped and in a real pseudo-terminal. #10: a database with a
garbage value in a row, or a damaged index, is refused at start-up with one
``error:`` line naming the file, before any review is saved, and is left
byte-identical. #13: closing the terminal (end of input and I/O errors on
the terminal, not only SIGHUP) exits 129 with the graded reviews saved.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import random
import re
import sqlite3
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pexpect
import pytest
from conftest import CONTROLS, ROOT
from hypothesis import given, settings
from hypothesis import strategies as st

from generator import calc
from generator.exercises import answer_in_prompt, make_exercise
from generator.pipeline import compose
from generator.quiz import command
from generator.quiz.session import quiz_cards
from generator.quiz.ui import TerminalUI
from generator.terminal import terminal_safe

LESSONDECK = str(Path(sys.executable).with_name("lessondeck"))
NOW = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)

INJECTIONS = [
    "\x1b]52;c;SGVsbG8=\x07",  # OSC 52: write the clipboard
    "\x1b]0;pwned\x07",  # window title
    "\x1b[2J\x1b[H",  # clear the screen
    "\x9b2J",  # C1 CSI: clear the screen
]


def hostile_lesson(folder: Path) -> Path:
    """A lesson whose title and sentences carry every control and the injections."""
    sentences = [
        f"Observations are masked out {c} of the policy-gradient loss in case {n}."
        for n, c in enumerate(CONTROLS)
    ]
    sentences += [
        f"Reward is the scalar {seq} consumed by objective number {n}."
        for n, seq in enumerate(INJECTIONS)
    ]
    text = (
        "# Rewards \x1b]0;title\x07 and \x9b2J credit\n\n"
        "A course \x1b]52;c;eA==\x07 · Lesson 3 of 9 · 2:00\n\n"
        "## Learning objective\n\nLearn \x1b[2J it.\n\n"
        "## Visual context\n\nreward, feedback\n\n"
        "## Narration transcript\n\n" + "\n\n".join(sentences) + "\n"
    )
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "script_03.md"
    path.write_text(text, "utf-8")
    return path


def env() -> dict[str, str]:
    e = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    e["LESSONDECK_NOW"] = NOW.isoformat()
    e["TERM"] = "xterm-256color"
    return e


def quiz(source: Path, db: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [LESSONDECK, "quiz", str(source), "--db", str(db), *args],
        env=env(),
        input=stdin,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def raw_controls(output: str) -> list[str]:
    return sorted({f"U+{ord(c):04X}" for c in output if terminal_safe(c, keep="\n") != c})


# --- #5 terminal escapes in the quiz ------------------------------------------------


def _cards(source: Path) -> int:
    """How many cards the hostile lesson makes (one per sentence or more, most of them)."""
    from generator.pipeline import compose
    from generator.quiz.session import quiz_cards

    count = len(quiz_cards(compose([source])))
    # Most hostile sentences are on a card: the learned choice drops at most 30% of a
    # lesson's claim cards (card_quality.MAX_DROPPED).
    assert count >= 0.7 * len(CONTROLS)
    return count


def test_piped_quiz_prints_no_control_of_the_lesson(tmp_path: Path) -> None:
    source = hostile_lesson(tmp_path / "src").parent
    db = tmp_path / "p.sqlite3"
    # Enter reveals each card, 3 grades it Good: every back is shown once.
    result = quiz(source, db, "--new", "200", "--limit", "200", stdin="\n3\n" * 400)
    assert result.returncode == 0, result.stderr
    assert raw_controls(result.stdout + result.stderr) == []
    assert "masked out \\x1b" in result.stdout and "\\x9b2J" in result.stdout
    assert result.stdout.count("saved:") == _cards(source)  # every card was asked
    stats = quiz(source, db, "--stats")
    assert stats.returncode == 0, stats.stderr
    assert raw_controls(stats.stdout + stats.stderr) == []


# What the terminal screen itself writes: colours, readline's modes, line ends.
OWN = re.compile(r"\x1b\[[0-9;]*m|\x1b\[\?[0-9;]*[hl]|\x1b[=>]|\r|\x01|\x02")


def test_terminal_quiz_prints_no_control_of_the_lesson(tmp_path: Path) -> None:
    source = hostile_lesson(tmp_path / "src").parent
    db = tmp_path / "t.sqlite3"
    child = pexpect.spawn(
        LESSONDECK,
        ["quiz", str(source), "--db", str(db), "--new", "200", "--limit", "200"],
        env=env(),
        encoding="utf-8",
        dimensions=(60, 200),
        timeout=120,
    )
    seen = ""
    shown = 0
    while True:
        index = child.expect([r"answer\S* › ", r"› ", pexpect.EOF])
        seen += str(child.before) + (str(child.after) if index < 2 else "")
        if index == 2:
            break
        shown += index == 0
        child.sendline("" if index == 0 else "3")  # reveal the back, then grade Good
    child.close()
    assert child.exitstatus == 0, seen[-2000:]
    assert shown == _cards(source)  # every card was asked
    assert raw_controls(OWN.sub("", seen)) == []
    assert "\\x1b]52" in seen and "\\x9b2J" in seen


# --- #10 a damaged progress database ------------------------------------------------


def reviewed_db(tmp_path: Path) -> Path:
    """A progress database with two graded cards of the sample lesson."""
    db = tmp_path / "progress.sqlite3"
    result = quiz(ROOT / "source", db, "--new", "2", stdin="\n3\n\n3\n")
    assert result.returncode == 0, result.stderr
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT COUNT(*) FROM reviews").fetchone()[0] == 2
    return db


GARBAGE = [
    "UPDATE cards SET state = 'learning'",
    "UPDATE cards SET state = 9",
    "UPDATE cards SET step = -4",
    "UPDATE cards SET due = 'next tuesday'",
    "UPDATE cards SET stability = 'x'",
    "UPDATE cards SET reps = 1.5",
    "UPDATE reviews SET rating = 7",
    "UPDATE reviews SET reviewed_at = '2025-13-45'",
    "UPDATE reviews SET due_after = 12",
]


def _damage(db: Path, *sql: str) -> None:
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("PRAGMA ignore_check_constraints = ON")  # as another tool might
    for statement in sql:
        conn.execute(statement)
    conn.close()


@pytest.mark.parametrize("sql", GARBAGE)
def test_a_garbage_value_is_one_error_line_and_the_file_is_untouched(
    tmp_path: Path, sql: str
) -> None:
    db = reviewed_db(tmp_path)
    _damage(db, sql)
    before = db.read_bytes()
    result = quiz(ROOT / "source", db, "--new", "2", stdin="\n3\n\n3\n")
    assert result.returncode == 1, result.stdout
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith(f"error: {db}: ") and result.stderr.count("\n") == 1
    assert "saved" not in result.stdout
    assert db.read_bytes() == before


def test_null_where_not_allowed_is_refused(tmp_path: Path) -> None:
    db = reviewed_db(tmp_path)
    # The schema says NOT NULL; a file written by another tool may still hold one.
    _damage(
        db,
        "PRAGMA writable_schema = ON",
        "UPDATE sqlite_master SET sql = replace(sql, 'lesson_key   TEXT NOT NULL', "
        "'lesson_key TEXT') WHERE name = 'cards'",
    )
    _damage(db, "UPDATE cards SET lesson_key = NULL")
    before = db.read_bytes()
    result = quiz(ROOT / "source", db, stdin="\n3\n")
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert result.stderr.startswith(f"error: {db}: ") and "lesson_key" in result.stderr
    assert db.read_bytes() == before


def test_a_damaged_index_is_found_before_any_review_is_saved(tmp_path: Path) -> None:
    db = reviewed_db(tmp_path)
    # The index now claims to hold another column than the entries it has.
    _damage(
        db,
        "PRAGMA writable_schema = ON",
        "UPDATE sqlite_master SET sql = 'CREATE INDEX cards_due ON cards (lapses)' "
        "WHERE name = 'cards_due'",
    )
    before = db.read_bytes()
    result = quiz(ROOT / "source", db, "--new", "2", stdin="\n3\n\n3\n")
    assert result.returncode == 1, result.stdout
    assert "Traceback" not in result.stderr and result.stderr.count("\n") == 1
    assert "corrupt" in result.stderr and "saved" not in result.stdout
    assert db.read_bytes() == before


# --- #13 closing the terminal --------------------------------------------------------


def test_a_closed_terminal_met_as_an_io_error_exits_129_with_progress_saved(
    tmp_path: Path,
) -> None:
    db = tmp_path / "closed.sqlite3"
    # SIGHUP ignored (as under nohup): the closed terminal is only seen as end of
    # input and I/O errors on the terminal.
    child = pexpect.spawn(
        LESSONDECK,
        ["quiz", str(ROOT / "source"), "--db", str(db), "--new", "5"],
        env=env(),
        encoding="utf-8",
        dimensions=(60, 200),
        timeout=120,
        ignore_sighup=True,
    )
    child.expect(r"answer\S* › ")
    child.sendline("")
    child.expect(r"Enter = .*› ")
    child.sendline("3")
    child.expect(r"answer\S* › ")
    child.close(force=False)  # the terminal goes away
    assert child.exitstatus == 129, (child.exitstatus, child.signalstatus)
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT COUNT(*) FROM reviews").fetchone()[0] == 1


class _Tty(io.StringIO):
    """Standard input that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def test_an_io_error_on_the_terminal_is_a_hangup_129_with_progress_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "eio.sqlite3"
    with contextlib.chdir(ROOT):
        cards = quiz_cards(compose([Path("source")]))
    typed = iter(["", "3"])  # reveal the first card, grade it Good; then the terminal is gone

    def read(prompt: str) -> str:
        for line in typed:
            return line
        raise OSError(errno.EIO, "Input/output error")

    out = io.StringIO()
    monkeypatch.setattr(command, "make_ui", lambda stdin, stdout: TerminalUI(out, read=read))
    dropped: list[bool] = []
    monkeypatch.setattr(command, "_drop_terminal", lambda: dropped.append(True), raising=False)
    status = command.run_quiz(
        lambda: cards,
        command.QuizOptions(db=db, new=5),
        clock=lambda: NOW,
        environ={},
        stdin=_Tty(),
        stdout=out,
    )
    assert status == 129 and dropped == [True]
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT card_id FROM reviews").fetchall() == [(cards[0].id,)]


# --- #16 practice prompts never state their own answer --------------------------------


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), kind=st.sampled_from(calc.kind_names()))
def test_a_practice_prompt_never_states_its_answer(seed: int, kind: str) -> None:
    ex = make_exercise(kind, random.Random(seed), id="x")
    assert not answer_in_prompt(ex.params, ex.answer, ex.decimals), ex.prompt


def test_the_rule_sees_an_answer_in_the_prompt() -> None:
    from fractions import Fraction

    rewards = (0, 1)
    assert answer_in_prompt({"rewards": rewards, "gamma": Fraction(99, 100), "t": 0}, 0.99, 2)
    assert not answer_in_prompt({"rewards": rewards, "gamma": Fraction(9, 10), "t": 0}, 0.81, 2)
