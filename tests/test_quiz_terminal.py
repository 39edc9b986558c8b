"""The installed ``lessondeck quiz`` on the sample lesson, driven like a person would.

A real pseudo-terminal (pexpect) for the rich screen: typed answers (right, a
forgiven typo, a miss with its difference marked, numbers inside and outside
the tolerance), grades, Ctrl-C, a closed terminal and SIGKILL in the middle of
a session, then the database and the next run. Piped standard input for the
scripted mode. ``LESSONDECK_NOW`` sets the clock, so due dates are checked
without waiting. The expected answers come from the composed cards.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pexpect
import pytest

from generator.calc import format_fixed
from generator.edits import card_variant
from generator.model import Card
from generator.pipeline import compose
from generator.quiz.answers import Outcome, check_text, diff_answer, plain_math
from generator.quiz.session import check_answer, context_line, plan_session, quiz_cards
from generator.quiz.store import CardState, ProgressStore, Review

ROOT = Path(__file__).resolve().parents[1]
LESSONDECK = str(Path(sys.executable).with_name("lessondeck"))
T0 = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)

SGR = r"(?:\x1b\[[0-9;]*m)*"
ANSWER_PROMPT = rf"answer{SGR} › "
GRADE_PROMPT = rf"\[Enter = (\d) (\w+)\]{SGR} › "
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[=>]|\r")


def plain(text: str) -> str:
    """Terminal output without escape sequences and carriage returns."""
    return ANSI.sub("", text)


def compose_cards(sources: list[Path]) -> tuple[Card, ...]:
    """The cards ``lessondeck quiz SOURCES`` asks."""
    return quiz_cards(compose(sources))


@pytest.fixture(scope="module")
def deck() -> tuple[Card, ...]:
    """The sample lesson's cards, as ``lessondeck quiz source`` composes them (from ROOT)."""
    with contextlib.chdir(ROOT):
        return compose_cards([Path("source")])


def env(now: datetime) -> dict[str, str]:
    e = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    e["LESSONDECK_NOW"] = now.isoformat()
    e["TERM"] = "xterm-256color"
    return e


class Terminal:
    """``lessondeck quiz`` in a pseudo-terminal, with a transcript per step."""

    def __init__(self, db: Path, *args: str, now: datetime = T0) -> None:
        self.child = pexpect.spawn(
            LESSONDECK,
            ["quiz", "source", "--db", str(db), *args],
            cwd=str(ROOT),
            env=env(now),
            encoding="utf-8",
            dimensions=(60, 200),
            timeout=90,
        )
        self.raw = ""

    def wait(self, pattern: str) -> str:
        """Wait for ``pattern``; return the plain text since the last wait (with the match)."""
        self.child.expect(pattern)
        self.raw = str(self.child.before) + str(self.child.after)
        return plain(self.raw)

    def answer(self, text: str) -> str:
        """Wait for the answer prompt, type ``text``; return the screen up to the prompt."""
        screen = self.wait(ANSWER_PROMPT)
        self.child.sendline(text)
        return screen

    def grade(self, text: str) -> tuple[str, int]:
        """Wait for the grade prompt, type ``text``; return the screen and the proposed grade."""
        screen = self.wait(GRADE_PROMPT)
        match = self.child.match
        assert match is not None and not isinstance(match, type(pexpect.EOF))
        proposed = int(match.group(1))
        self.child.sendline(text)
        return screen, proposed

    def finish(self) -> tuple[str, int]:
        """Wait for the end; return the last screen and the exit status."""
        self.child.expect(pexpect.EOF)
        screen = plain(str(self.child.before))
        self.child.close()
        status = self.child.exitstatus
        return screen, (status if status is not None else 128 + (self.child.signalstatus or 0))


def text_cards(deck: tuple[Card, ...]) -> list[Card]:
    return [c for c in deck if c.exercise is None and normalize_ok(c.answer)]


def normalize_ok(answer: str) -> bool:
    return check_text(answer, plain_math(answer)).outcome is Outcome.CORRECT


def typo_of(card: Card) -> str | None:
    """A typed answer with one letter dropped from a long word that the quiz forgives."""
    answer = plain_math(card.answer)
    words = answer.split(" ")
    for i, word in sorted(enumerate(words), key=lambda iw: -len(iw[1])):
        if len(word) >= 6 and word.isalpha():
            typed = " ".join([*words[:i], word[:2] + word[3:], *words[i + 1 :]])
            if check_text(card.answer, typed).outcome is Outcome.CLOSE:
                return typed
    return None


def wrong_of(card: Card) -> str:
    """A wrong answer that shares its first word with the expected one."""
    words = plain_math(card.answer).split(" ")
    typed = " ".join([*words[:-1], "zzzz"]) if len(words) > 1 else "zzzz"
    assert check_text(card.answer, typed).outcome is Outcome.WRONG
    return typed


def seed_all_but(db: Path, deck: tuple[Card, ...], keep: list[Card]) -> None:
    """Mark every card but ``keep`` as reviewed and due in a year, so a session asks ``keep``."""
    kept = {c.id for c in keep}
    with ProgressStore.open(db) as store:
        for card in deck:
            if card.id in kept:
                continue
            due = T0 + timedelta(days=365)
            store.save_review(
                CardState(
                    card_id=card.id,
                    statement_id=card.statement_id,
                    lesson_key=card.lesson_key,
                    card_type=card.type.value,
                    source_text=card.source_text,
                    state=2,
                    step=None,
                    stability=400.0,
                    difficulty=3.0,
                    due=due,
                    last_review=T0 - timedelta(days=1),
                    reps=3,
                ),
                Review(card.id, T0 - timedelta(days=1), 4, 1000, "seed", "correct", 2, due),
            )


def reviews_of(db: Path, ids: list[str]) -> list[tuple[str, int, str, str]]:
    """(card id, rating, outcome, typed) of the reviews of ``ids``, in the order graded."""
    conn = sqlite3.connect(db)
    try:
        marks = ",".join("?" * len(ids))
        rows = conn.execute(
            f"SELECT card_id, rating, outcome, typed FROM reviews WHERE card_id IN ({marks}) "
            "ORDER BY review_id",
            ids,
        ).fetchall()
    finally:
        conn.close()
    return [(str(a), int(b), str(c), str(d)) for a, b, c, d in rows]


def front_fragment(card: Card) -> str:
    """The start of the card's question as the screen shows it (before any gap)."""
    return plain_math(card.front).split("[...]")[0][:40].strip() or plain_math(card.front)[:40]


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "progress.sqlite3"
    yield path


# --- one session, every kind of answer ---------------------------------------


def test_a_session_in_the_terminal(deck: tuple[Card, ...], db: Path) -> None:
    texts = text_cards(deck)
    typo_card = next(c for c in texts if typo_of(c) is not None)
    others = [c for c in texts if c is not typo_card]
    right_card, wrong_card = others[0], others[1]
    numeric = [c for c in deck if c.exercise is not None]
    assert len(numeric) >= 2, "the sample lesson has worked examples and practice exercises"
    inside_card, outside_card = numeric[0], numeric[1]
    chosen = [right_card, typo_card, wrong_card, inside_card, outside_card]
    order = sorted(chosen, key=deck.index)
    seed_all_but(db, deck, chosen)

    assert inside_card.exercise is not None and outside_card.exercise is not None
    inside = inside_card.exercise
    inside_typed = f"{(inside.answer + inside.tolerance / 2) * 100:.8g}%"
    assert check_answer(inside_card, inside_typed).outcome is Outcome.CORRECT
    outside = outside_card.exercise
    outside_typed = f"{outside.answer + 4 * outside.tolerance:.8g}"
    assert check_answer(outside_card, outside_typed).outcome is Outcome.WRONG
    plan: dict[str, tuple[str, str]] = {  # card id → (typed answer, grade typed)
        right_card.id: (plain_math(right_card.answer), ""),  # Enter accepts the proposal
        typo_card.id: (typo_of(typo_card) or "", "3"),
        wrong_card.id: (wrong_of(wrong_card), "2"),
        inside_card.id: (inside_typed, "4"),
        outside_card.id: (outside_typed, "2"),
    }

    term = Terminal(db)
    for n, card in enumerate(order):
        typed, grade = plan[card.id]
        screen = term.answer(typed)
        assert plain_math(card.context) in screen
        assert front_fragment(card) in screen
        assert f"new · {len(order) - n} left" in screen
        if n == 0:
            assert "5 cards this session: 0 due, 5 new." in screen
        else:
            assert "saved ·" in screen
        verdict, proposed = term.grade(grade)
        expected = plain_math(card.answer)
        if card is right_card:
            assert "✓ right" in verdict and expected in verdict
            assert proposed == 3
        elif card is typo_card:
            assert "✓ right" in verdict and "typo forgiven" in verdict
            assert proposed == 3
        elif card is wrong_card:
            assert "✗ not quite" in verdict and proposed == 1
            assert re.search(rf"expected\s+{re.escape(expected)}", verdict)
            assert re.search(rf"you typed\s+{re.escape(typed)}", verdict)
            marked = [s.text for s in diff_answer(expected, typed).typed if not s.same]
            assert marked
            for text in marked:  # each difference is underlined
                assert re.search(r"\x1b\[(?:\d+;)*4(?:;\d+)*m" + re.escape(text), term.raw)
        elif card is inside_card:
            assert "✓ right" in verdict and proposed == 3
        else:
            assert "✗ not quite" in verdict and proposed == 1
            assert re.search(rf"expected\s+{re.escape(expected)}", verdict)
            assert f"you typed  {typed}" in verdict
            if outside.steps:
                assert "steps" in verdict
                assert plain_math(outside.steps[0])[:30] in verdict
        if card.source:
            assert str(card.source) in verdict
    screen, status = term.finish()
    assert "5 reviews saved, 3 right." in screen
    assert status == 0

    ids = [c.id for c in order]
    got = reviews_of(db, ids)
    wanted_ratings = {"": 3, "2": 2, "3": 3, "4": 4}
    outcomes = {
        right_card.id: "correct",
        typo_card.id: "close",
        wrong_card.id: "wrong",
        inside_card.id: "correct",
        outside_card.id: "wrong",
    }
    assert got == [
        (c.id, wanted_ratings[plan[c.id][1]], outcomes[c.id], plan[c.id][0]) for c in order
    ]

    # A day later the cards that are due come back first, longest overdue first.
    later = T0 + timedelta(days=1)
    with ProgressStore.open(db) as store:
        states = store.card_states()
    due_plan = plan_session(deck, states, later, new=0)
    assert due_plan.due, "cards graded Hard or Good on their first review are due in minutes"
    result = run_piped(db, "", now=later, args=("--new", "0"))
    assert result.returncode == 0
    first = due_plan.due[0]
    assert f"[1] {context_line(first)} (review · {len(due_plan.due)} left)" in result.stdout
    assert plain_math(first.front) in result.stdout


# --- interruptions lose at most the card on screen ---------------------------


def reveal_and_grade(term: Terminal, count: int) -> None:
    for _ in range(count):
        term.answer("")
        _, proposed = term.grade("3")
        assert proposed == 1  # a revealed answer proposes Again


def test_ctrl_c_at_the_first_card(db: Path) -> None:
    term = Terminal(db)
    term.wait(ANSWER_PROMPT)
    term.child.sendintr()
    screen, status = term.finish()
    assert "Stopped (interrupted). 0 reviews saved, 0 right." in screen
    assert status == 130


def test_ctrl_c_keeps_every_graded_review(deck: tuple[Card, ...], db: Path) -> None:
    term = Terminal(db, "--new", "5")
    reveal_and_grade(term, 2)
    screen = term.wait(ANSWER_PROMPT)
    assert front_fragment(deck[2]) in screen
    term.child.sendintr()
    screen, status = term.finish()
    assert "Stopped (interrupted). 2 reviews saved, 0 right." in screen
    assert status == 130
    assert reviews_of(db, [c.id for c in deck]) == [
        (deck[0].id, 3, "revealed", ""),
        (deck[1].id, 3, "revealed", ""),
    ]

    # Half a minute later the session goes on with the third card …
    term = Terminal(db, "--new", "5", now=T0 + timedelta(seconds=30))
    screen = term.wait(ANSWER_PROMPT)
    assert front_fragment(deck[2]) in screen
    assert "5 cards this session: 0 due, 5 new." in screen and "new · 5 left" in screen
    term.child.sendeof()
    _, status = term.finish()
    assert status == 0

    # … and an hour later the two graded cards are due again, in the order they were graded.
    term = Terminal(db, "--new", "0", now=T0 + timedelta(hours=1))
    screen = term.wait(ANSWER_PROMPT)
    assert "2 cards this session: 2 due, 0 new." in screen
    assert front_fragment(deck[0]) in screen and "review · 2 left" in screen
    term.child.sendline("")
    term.grade("4")
    screen = term.wait(ANSWER_PROMPT)
    assert front_fragment(deck[1]) in screen and "review · 1 left" in screen
    term.child.sendeof()
    screen, status = term.finish()
    assert "Stopped (end of input). 1 review saved" in screen
    assert status == 0
    assert len(reviews_of(db, [deck[0].id])) == 2


def test_sigkill_mid_session_loses_only_the_card_on_screen(
    deck: tuple[Card, ...], db: Path
) -> None:
    term = Terminal(db, "--new", "5")
    reveal_and_grade(term, 2)
    term.answer("something")  # the third card is answered but not graded
    term.wait(GRADE_PROMPT)

    # While it runs, a second quiz on the same database is refused at once.
    other = subprocess.run(
        [LESSONDECK, "quiz", "source", "--db", str(db)],
        cwd=ROOT,
        env=env(T0),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert other.returncode == 1
    assert other.stderr == (
        f"error: {db}: in use by another running quiz (or another program); finish that one first\n"
    )

    term.child.kill(signal.SIGKILL)
    term.child.expect(pexpect.EOF)
    term.child.close()
    assert term.child.signalstatus == signal.SIGKILL
    assert [r[0] for r in reviews_of(db, [c.id for c in deck])] == [deck[0].id, deck[1].id]

    result = run_piped(db, "", now=T0 + timedelta(seconds=30), args=("--new", "5"))
    assert result.returncode == 0, result.stderr
    assert f"[1] {context_line(deck[2])} (new · 5 left)" in result.stdout
    assert plain_math(deck[2].front) in result.stdout


def test_a_closed_terminal_keeps_every_graded_review(deck: tuple[Card, ...], db: Path) -> None:
    term = Terminal(db, "--new", "5")
    reveal_and_grade(term, 1)
    term.wait(ANSWER_PROMPT)
    term.child.close(force=False)  # hang up: the terminal goes away
    assert term.child.exitstatus == 128 + signal.SIGHUP  # a clean exit, not killed by it
    assert [r[0] for r in reviews_of(db, [c.id for c in deck])] == [deck[0].id]
    result = run_piped(db, "", now=T0 + timedelta(seconds=30), args=("--new", "5"))
    assert result.returncode == 0, result.stderr  # no lock was left behind
    assert f"[1] {context_line(deck[1])} (new · 5 left)" in result.stdout


# --- scripted: standard input is not a terminal ------------------------------


def run_piped(
    db: Path, stdin: str, *, now: datetime = T0, args: tuple[str, ...] = ()
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [LESSONDECK, "quiz", "source", "--db", str(db), *args],
        cwd=ROOT,
        env=env(now),
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def typed_answer(card: Card) -> str:
    if card.exercise is not None:
        return format_fixed(card.exercise.answer, card.exercise.decimals, trim=True)
    return plain_math(card.answer)


def test_scripted_mode(deck: tuple[Card, ...], db: Path) -> None:
    first = deck[:3]
    lines = []
    for card in first:
        lines += [typed_answer(card), ""]
    result = run_piped(db, "\n".join(lines) + "\n", args=("--new", "3"))
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "\x1b" not in out
    assert out.count("answer>\n") == 3
    assert out.count("\nright: ") == 3
    assert out.count("\nsaved: Good, due in 10 minutes") == 3
    for n, card in enumerate(first, 1):
        assert f"[{n}] {context_line(card)} (new · {4 - n} left)\n{plain_math(card.front)}\n" in out
    assert out.rstrip().endswith("3 reviews saved, 3 right. Next card due in 10 minutes.")
    assert [r[1:3] for r in reviews_of(db, [c.id for c in first])] == [(3, "correct")] * 3

    stats = run_piped(db, "", args=("--stats",))
    assert stats.returncode == 0
    assert "\x1b" not in stats.stdout
    row = next(line for line in stats.stdout.splitlines() if "lesson-04 " in line)
    cells = row.split()
    assert cells[1] == str(len(deck)) and cells[2] == str(len(deck) - 3)
    assert cells[-2:] == ["3", "100%"]


def test_scripted_mode_refuses_a_line_that_is_not_a_grade(deck: tuple[Card, ...], db: Path) -> None:
    result = run_piped(db, typed_answer(deck[0]) + "\nperhaps\n")
    assert result.returncode == 1
    assert result.stderr == (
        "error: <stdin>:2: expected a grade (1-4, again/hard/good/easy or empty), got 'perhaps'\n"
    )
    assert reviews_of(db, [deck[0].id]) == []


# --- an edited sentence keeps its history ------------------------------------


def test_an_edited_sentence_keeps_its_history(tmp_path: Path) -> None:
    lessons = tmp_path / "lessons"
    lessons.mkdir()
    script = lessons / "script_04.md"
    script.write_text((ROOT / "source" / "script_04.md").read_text("utf-8"), "utf-8")
    db = tmp_path / "progress.sqlite3"
    before = compose_cards([lessons])
    original = script.read_text("utf-8")
    first = next(
        c
        for c in before
        if c.type != "exercise" and " the " in c.source_text and original.count(c.source_text) == 1
    )
    n = before.index(first) + 1

    def quiz(stdin: str, now: datetime, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [LESSONDECK, "quiz", str(lessons), "--db", str(db), *args],
            env=env(now),
            input=stdin,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )

    done = quiz("\n3\n" * n, T0, "--new", str(n))
    assert done.returncode == 0, done.stderr
    assert f"{n} review{'s' if n > 1 else ''} saved" in done.stdout

    sentence = first.source_text
    edited = sentence.replace(" the ", " a ", 1)  # "this" would make it refer back
    script.write_text(original.replace(sentence, edited), "utf-8")
    after = compose_cards([lessons])
    new = next(
        c for c in after if c.source_text == edited and card_variant(c) == card_variant(first)
    )
    assert new.id != first.id

    later = quiz("", T0 + timedelta(hours=1), "--new", "0")
    assert later.returncode == 0, later.stderr
    assert "Kept the history of 1 card whose sentence was edited." in later.stdout
    # The edited card is due with the others (with --new 0 a card without history would not be).
    assert f"{n} cards this session: {n} due, 0 new." in later.stdout
    assert reviews_of(db, [first.id]) == []
    assert reviews_of(db, [new.id]) == [(new.id, 3, "revealed", "")]
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("SELECT old_id, new_id FROM rekeys").fetchall() == [(first.id, new.id)]
        assert conn.execute(
            "SELECT source_text FROM cards WHERE card_id = ?", (new.id,)
        ).fetchone() == (edited,)
    finally:
        conn.close()


# --- start-up: nothing heavy before the first card ---------------------------

HEAVY = (
    "rich",
    "fsrs",
    "jinja2",
    "markdown_it",
    "genanki",
    "weasyprint",
    "text_to_num",
    "rapidfuzz",
)


def imported_before_prompt(output: str) -> set[str]:
    """Top-level package names in ``python -X importtime`` output before the first prompt."""
    names = set()
    for line in output.splitlines():
        if line.startswith("import time:") and "|" in line:
            names.add(line.rsplit("|", 1)[1].strip().split(".")[0])
    return names


def importtime_quiz(db: Path) -> tuple[set[str], set[str]]:
    """Modules imported before the first prompt: in a terminal, and with piped input."""
    child = pexpect.spawn(
        sys.executable,
        ["-X", "importtime", "-m", "generator", "quiz", "source", "--db", str(db)],
        cwd=str(ROOT),
        env=env(T0),
        encoding="utf-8",
        dimensions=(60, 200),
        timeout=90,
    )
    child.expect(ANSWER_PROMPT)
    in_terminal = imported_before_prompt(str(child.before))
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    piped = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "generator", "quiz", "source", "--db", str(db)],
        cwd=ROOT,
        env=env(T0),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert piped.returncode == 0, piped.stderr[-2000:]
    return in_terminal, imported_before_prompt(piped.stderr)


def test_no_heavy_module_is_imported_before_the_first_card(db: Path) -> None:
    warm = run_piped(db, "")  # composes the cards once; the pipeline caches them
    assert warm.returncode == 0, warm.stderr
    in_terminal, piped = importtime_quiz(db)
    assert {"generator", "sqlite3"} <= in_terminal  # the output was read
    assert {"generator", "sqlite3"} <= piped
    assert not in_terminal & set(HEAVY), sorted(in_terminal & set(HEAVY))
    assert not piped & set(HEAVY), sorted(piped & set(HEAVY))
    # Nor what a warm start does without: logging (nothing is read that warns) and
    # OpenSSL's hashlib (BLAKE2b keys the cache).
    spared = {"logging", "hashlib"}
    assert not in_terminal & spared, sorted(in_terminal & spared)
    assert not piped & spared, sorted(piped & spared)
