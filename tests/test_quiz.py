"""Session logic of the quiz with hand-built cards, a fake screen and a clock the test sets."""

from __future__ import annotations

import io
import re
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from fsrs import Rating
from rich.console import Console

from generator.model import (
    Card,
    ClozeCard,
    Composition,
    Exercise,
    ExerciseCard,
    Lesson,
    QACard,
    Role,
    SourceSpan,
)
from generator.quiz.answers import Outcome, Verdict
from generator.quiz.command import QuizOptions, run_quiz, session_clock
from generator.quiz.records import ReviewCounts, SessionSummary
from generator.quiz.session import (
    LEARN_AHEAD,
    Position,
    QuizError,
    SessionPlan,
    check_answer,
    context_line,
    lesson_stats,
    plan_session,
    quiz_cards,
    run_session,
    schedule,
    select_lesson,
)
from generator.quiz.store import CardState, ProgressStore, follow_edits
from generator.quiz.ui import PlainUI, TerminalUI, parse_grade, until, verdict_lines

T0 = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)
CONTEXT = "Post-training from first principles · Lesson 4 · Rewards and credit assignment"


def make_card(
    n: int,
    *,
    answer: str = "masked out",
    lesson: str = "lesson-04",
    text: str | None = None,
) -> ClozeCard:
    """A cloze card of statement ``st-NN``, with an id made as compose makes it."""
    source_text = text or f"Sentence number {n} says that observations are masked out."
    return ClozeCard(
        id=f"{lesson}:st-{n:02d}:cloze",
        role=Role.CLAIM,
        lesson_key=lesson,
        context=CONTEXT,
        front=f"Card {n}: observations are [...] of the loss.",
        answer=answer,
        source=SourceSpan("source/script_04.md", 20 + n),
        source_text=source_text,
        section=None,
        back_extra=(f"extra line {n}",),
        statement_id=f"st-{n:02d}",
        template="cloze",
        cloze=(f"Card {n}: observations are ", answer, " of the loss."),
    )


def exercise_card() -> Card:
    ex = Exercise(
        id="ex-1",
        kind="discounted_return",
        params={"rewards": (0, 0, 1), "gamma": 0.9, "t": 0},
        prompt=r"γ = 0.9; success two steps later. Return \(G_t\)?",
        answer=0.81,
        decimals=2,
        steps=(r"\(G_t = \gamma^2 \cdot 1\)", "= 0.81"),
        source=SourceSpan("source/script_04.md", 31),
        origin="lesson",
    )
    return ExerciseCard(
        id="lesson-04-ex-1",
        lesson_key="lesson-04",
        context=CONTEXT,
        front=ex.prompt,
        answer="0.81",
        source=ex.source,
        source_text="With gamma point nine and success two steps later, the return is point "
        "eight one.",
        exercise=ex,
        template="exercise",
    )


def cards(n: int = 5) -> tuple[ClozeCard, ...]:
    return tuple(make_card(i) for i in range(1, n + 1))


def edited(card: ClozeCard, statement_id: str, text: str, lesson: str | None = None) -> ClozeCard:
    """The card as compose makes it after its sentence was edited to ``text``."""
    key = lesson or card.lesson_key
    return replace(
        card,
        id=f"{key}:{statement_id}:cloze",
        lesson_key=key,
        statement_id=statement_id,
        source_text=text,
    )


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, start: datetime = T0) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@dataclass
class FakeUI:
    """Answers and grades from lists; records what the session showed."""

    answers: list[str | None]
    grades: list[Rating | None]
    clock: Clock | None = None
    shown: list[tuple[str, Position]] = field(default_factory=list)
    verdicts: list[Verdict] = field(default_factory=list)
    saved: list[tuple[str, Rating]] = field(default_factory=list)
    summary: SessionSummary | None = None
    interrupt_at: int | None = None

    def show_plan(self, plan: SessionPlan, now: datetime, rekeyed: int) -> None:
        pass

    def show_card(self, card: Card, position: Position) -> None:
        self.shown.append((card.id, position))

    def ask_answer(self, card: Card) -> str | None:
        if self.interrupt_at is not None and len(self.shown) == self.interrupt_at:
            raise KeyboardInterrupt
        if self.clock is not None:
            self.clock.advance(seconds=4)
        return self.answers.pop(0) if self.answers else None

    def show_verdict(self, card: Card, verdict: Verdict) -> None:
        self.verdicts.append(verdict)

    def ask_grade(self, proposed: Rating) -> Rating | None:
        return self.grades.pop(0) if self.grades else None

    def show_saved(self, card: Card, grade: Rating, state: CardState, now: datetime) -> None:
        self.saved.append((card.id, grade))

    def show_summary(self, summary: SessionSummary) -> None:
        self.summary = summary

    def show_stats(self, stats: object, now: datetime) -> None:
        pass


@pytest.fixture
def store(tmp_path: Path) -> ProgressStore:
    s = ProgressStore.open(tmp_path / "progress.sqlite3")
    yield s  # type: ignore[misc]
    s.close()


# --- cards -------------------------------------------------------------------


def test_context_line_adds_the_section() -> None:
    card = make_card(3)
    assert context_line(card) == CONTEXT
    assert context_line(replace(card, section="Credit")) == CONTEXT + " · Credit"
    assert context_line(replace(card, section="Lesson 4")) == CONTEXT  # already in it


def test_exercise_card_checks_numbers() -> None:
    card = exercise_card()
    assert card.exercise is not None
    assert card.exercise.answer == 0.81
    assert check_answer(card, "81%").outcome is Outcome.CORRECT
    assert check_answer(card, ".81").outcome is Outcome.CORRECT
    assert check_answer(card, "0.79").outcome is Outcome.WRONG
    assert check_answer(card, "").outcome is Outcome.REVEALED


def test_spoken_numbers_take_digits() -> None:
    card = make_card(1, answer="point eight one")
    assert check_answer(card, "0.81").outcome is Outcome.CORRECT
    assert check_answer(card, "81%").outcome is Outcome.CORRECT
    assert check_answer(card, "point eight one").outcome is Outcome.CORRECT
    assert check_answer(card, "0.8").outcome is Outcome.WRONG
    negative = make_card(2, answer="negative point three")
    assert check_answer(negative, "−0.3").outcome is Outcome.CORRECT
    assert check_answer(negative, "0.3").outcome is Outcome.WRONG


def test_quiz_cards_are_every_lesson_s_cards_each_id_once() -> None:
    lesson = Lesson("a.md", "T", None, 4, None, None, None, (), ())
    first = Composition(lesson, (*cards(2), exercise_card()))
    again = Composition(lesson, (cards(3)[1], cards(3)[2]))
    assert [c.id for c in quiz_cards([first, again])] == [
        cards(1)[0].id,
        cards(2)[1].id,
        exercise_card().id,
        cards(3)[2].id,
    ]


def test_select_lesson() -> None:
    mixed = (*cards(2), make_card(9, lesson="lesson-05"))
    assert [c.lesson_key for c in select_lesson(mixed, 5)] == ["lesson-05"]
    assert select_lesson(mixed, None) == mixed
    with pytest.raises(QuizError, match=r"no such lesson.*lesson-04, lesson-05"):
        select_lesson(mixed, 7)


# --- planning ----------------------------------------------------------------


def reviewed(card: Card, due: datetime) -> CardState:
    return CardState(
        card_id=card.id,
        statement_id=card.statement_id,
        lesson_key=card.lesson_key,
        card_type=card.type.value,
        source_text=card.source_text,
        state=2,
        step=None,
        stability=3.0,
        difficulty=5.0,
        due=due,
        last_review=due - timedelta(days=3),
        reps=2,
        lapses=0,
    )


def test_due_cards_come_first_by_due_time_then_new_cards_in_order() -> None:
    deck = cards(8)
    states = {
        deck[5].id: reviewed(deck[5], T0 - timedelta(days=2)),
        deck[2].id: reviewed(deck[2], T0 - timedelta(hours=1)),
        deck[6].id: reviewed(deck[6], T0 - timedelta(days=2)),  # same due: deck order
        deck[0].id: reviewed(deck[0], T0 + timedelta(days=1)),  # not due yet
    }
    plan = plan_session(deck, states, T0, limit=50, new=2)
    assert [c.id for c in plan.due] == [deck[5].id, deck[6].id, deck[2].id]
    assert [c.id for c in plan.new] == [deck[1].id, deck[3].id]
    assert plan.cards == plan.due + plan.new
    assert plan.new_left == 2
    assert plan.due_left == 0
    assert plan.next_due == T0 + timedelta(days=1)


def test_plan_respects_the_session_limit_and_is_deterministic() -> None:
    deck = cards(8)
    states = {c.id: reviewed(c, T0 - timedelta(minutes=i)) for i, c in enumerate(deck[:3])}
    plan = plan_session(deck, states, T0, limit=4, new=10)
    assert len(plan.cards) == 4
    assert [c.id for c in plan.due] == [deck[2].id, deck[1].id, deck[0].id]
    assert len(plan.new) == 1
    assert plan_session(list(deck), dict(reversed(states.items())), T0, limit=4, new=10) == plan
    tight = plan_session(deck, states, T0, limit=2, new=10)
    assert tight.new == () and tight.due_left == 1


def test_no_new_cards_with_new_zero() -> None:
    assert plan_session(cards(3), {}, T0, limit=50, new=0).cards == ()


# --- scheduling --------------------------------------------------------------


def test_scheduling_moves_due_dates() -> None:
    card = cards(1)[0]
    good = schedule(card, None, Rating.Good, T0)
    again = schedule(card, None, Rating.Again, T0)
    easy = schedule(card, None, Rating.Easy, T0)
    assert again.due == T0 + timedelta(minutes=1)
    assert good.due == T0 + timedelta(minutes=10)
    assert easy.due >= T0 + timedelta(days=1)
    assert good.reps == 1 and good.lapses == 0
    assert good.source_text == card.source_text and good.card_type == "cloze"
    # Good again after ten minutes graduates the card to days.
    later = T0 + timedelta(minutes=10)
    graduated = schedule(card, good, Rating.Good, later)
    assert graduated.due >= later + timedelta(days=1)
    assert graduated.reps == 2
    # Forgetting a graduated card is a lapse and brings it back within minutes.
    when = graduated.due
    lapsed = schedule(card, graduated, Rating.Again, when)
    assert lapsed.lapses == 1
    assert lapsed.due <= when + LEARN_AHEAD


def test_scheduling_is_deterministic() -> None:
    card = cards(1)[0]
    state = None
    states = []
    for i, grade in enumerate([Rating.Good, Rating.Good, Rating.Hard, Rating.Easy, Rating.Good]):
        state = schedule(card, state, grade, T0 + timedelta(days=10 * i))
        states.append(state)
    again = None
    for i, grade in enumerate([Rating.Good, Rating.Good, Rating.Hard, Rating.Easy, Rating.Good]):
        again = schedule(card, again, grade, T0 + timedelta(days=10 * i))
        assert again == states[i]


# --- a session ---------------------------------------------------------------


def test_session_saves_each_review_and_requeues_again(store: ProgressStore) -> None:
    deck = cards(3)
    clock = Clock()
    plan = plan_session(deck, {}, clock(), limit=50, new=10)
    ui = FakeUI(
        answers=["masked out", "maskd out", "wrong", "masked out"],
        grades=[Rating.Good, Rating.Good, Rating.Again, Rating.Good],
        clock=clock,
    )
    summary = run_session(store, plan, {}, ui, clock)
    assert [cid for cid, _ in ui.shown] == [deck[0].id, deck[1].id, deck[2].id, deck[2].id]
    assert [p.left for _, p in ui.shown] == [3, 2, 1, 1]
    assert ui.shown[-1][1].again and not ui.shown[0][1].again
    assert [v.outcome for v in ui.verdicts] == [
        Outcome.CORRECT,
        Outcome.CLOSE,
        Outcome.WRONG,
        Outcome.CORRECT,
    ]
    assert summary.reviewed == 4 and summary.right == 3 and summary.stopped is None
    reviews = store.reviews()
    assert [(r.card_id, r.rating, r.outcome, r.typed) for r in reviews] == [
        (deck[0].id, 3, "correct", "masked out"),
        (deck[1].id, 3, "close", "maskd out"),
        (deck[2].id, 1, "wrong", "wrong"),
        (deck[2].id, 3, "correct", "masked out"),
    ]
    assert all(r.duration_ms == 4000 for r in reviews)
    assert reviews[0].reviewed_at == T0 + timedelta(seconds=4)
    assert reviews[0].state_before is None and reviews[3].state_before == 1
    assert set(store.card_states()) == {c.id for c in deck}


def test_end_of_input_stops_and_keeps_what_was_graded(store: ProgressStore) -> None:
    deck = cards(3)
    clock = Clock()
    plan = plan_session(deck, {}, clock(), limit=50, new=10)
    ui = FakeUI(answers=["masked out", "masked out"], grades=[Rating.Good, None])
    summary = run_session(store, plan, {}, ui, clock)
    assert summary.stopped == "end of input"
    assert summary.reviewed == 1
    assert [r.card_id for r in store.reviews()] == [deck[0].id]


def test_ctrl_c_loses_only_the_card_on_screen(store: ProgressStore) -> None:
    deck = cards(4)
    clock = Clock()
    plan = plan_session(deck, {}, clock(), limit=50, new=10)
    ui = FakeUI(answers=["masked out"] * 4, grades=[Rating.Good] * 4, interrupt_at=3)
    summary = run_session(store, plan, {}, ui, clock)
    assert summary.stopped == "interrupted"
    assert [r.card_id for r in store.reviews()] == [deck[0].id, deck[1].id]
    # The next run continues with the cards not yet seen.
    states = store.card_states()
    plan = plan_session(deck, states, clock(), limit=50, new=10)
    assert [c.id for c in plan.cards] == [deck[2].id, deck[3].id]


def test_due_cards_come_back_when_time_passes(store: ProgressStore) -> None:
    deck = cards(4)
    clock = Clock()
    plan = plan_session(deck, {}, clock(), limit=50, new=2)
    grades = [Rating.Good, Rating.Easy]
    run_session(store, plan, {}, FakeUI(["masked out"] * 2, grades), clock)
    states = store.card_states()
    soon = plan_session(deck, states, clock(), limit=50, new=0)
    assert soon.cards == ()
    assert soon.next_due == states[deck[0].id].due
    clock.advance(minutes=11)
    assert [c.id for c in plan_session(deck, states, clock(), new=0).cards] == [deck[0].id]
    clock.advance(days=30)
    later = plan_session(deck, states, clock(), new=1)
    assert [c.id for c in later.due] == [deck[0].id, deck[1].id]  # by due time
    assert [c.id for c in later.new] == [deck[2].id]


# --- edits keep their history ------------------------------------------------


def test_an_edited_sentence_keeps_its_history(store: ProgressStore) -> None:
    old = make_card(1, text="Observations condition later actions.")
    other = make_card(2, text="Reward is the scalar an objective consumes.")
    clock = Clock()
    plan = plan_session([old, other], {}, clock(), new=10)
    run_session(store, plan, {}, FakeUI(["masked out"] * 2, [Rating.Good] * 2), clock)
    new = edited(old, "st-99", "Observations condition the later actions.")
    unrelated = edited(old, "st-98", "Entropy falls as the model collapses.")
    elsewhere = edited(old, "st-99", new.source_text, lesson="lesson-05")
    states = store.card_states()
    moves = follow_edits([new, unrelated, other, elsewhere], states)
    assert [(m.old_id, m.new_id) for m in moves] == [(old.id, new.id)]
    assert moves[0].similarity >= 0.6
    store.rekey(moves, at=clock())
    states = store.card_states()
    assert new.id in states and old.id not in states
    assert states[new.id].statement_id == "st-99"
    assert len(store.reviews(new.id)) == 1
    plan = plan_session([new, unrelated, other], states, clock(), new=10)
    assert [c.id for c in plan.new] == [unrelated.id]


def test_no_rekey_across_card_types_or_below_the_threshold(store: ProgressStore) -> None:
    old = make_card(1, text="Observations condition later actions.")
    states = {old.id: reviewed(old, T0)}
    same = edited(old, "st-99", "Observations condition the later actions.")
    qa = QACard(
        id="lesson-04:st-99:cloze",  # the cloze card's id, but another card type
        role=Role.CLAIM,
        lesson_key="lesson-04",
        context=CONTEXT,
        front="What do observations condition?",
        answer="later actions",
        source=same.source,
        source_text=same.source_text,
        statement_id="st-99",
    )
    far = edited(old, "st-50", "Something else entirely, about KL.")
    assert follow_edits([same], states) != ()  # the edit itself would be followed
    assert follow_edits([qa, far], states) == ()
    # A lesson that is not among the sources keeps its cards untouched.
    assert follow_edits([edited(old, "st-99", same.source_text, lesson="lesson-09")], states) == ()


def test_rekeying_is_one_to_one() -> None:
    a = make_card(1, text="Gradients apply to action positions.")
    b = make_card(2, text="Gradients apply to the action positions only.")
    states = {a.id: reviewed(a, T0), b.id: reviewed(b, T0)}
    a2 = edited(a, "a2", "Gradients apply to action positions!")
    b2 = edited(b, "b2", "Gradients apply to the action positions, only.")
    moves = follow_edits([a2, b2], states)
    assert sorted((m.old_id, m.new_id) for m in moves) == [(a.id, a2.id), (b.id, b2.id)]


# --- statistics --------------------------------------------------------------


def test_lesson_stats() -> None:
    deck = cards(6)
    local = timezone(timedelta(hours=2))
    now = datetime(2025, 3, 3, 20, 0, tzinfo=local)
    states = {
        deck[0].id: reviewed(deck[0], now - timedelta(minutes=5)),  # due now
        deck[1].id: reviewed(deck[1], now + timedelta(hours=3)),  # before local midnight
        deck[2].id: reviewed(deck[2], now + timedelta(hours=5)),  # tomorrow
        deck[3].id: reviewed(deck[3], now + timedelta(days=10)),
    }
    other = make_card(7, lesson="lesson-05")
    stats = lesson_stats(
        [*deck, other], states, {"lesson-04": ReviewCounts(reviews=8, right=6)}, now
    )
    assert [s.lesson_key for s in stats] == ["lesson-04", "lesson-05"]
    s = stats[0]
    assert (s.cards, s.new, s.due_now, s.due_today, s.due_week) == (6, 2, 1, 2, 3)
    assert (s.reviews, s.right, s.share_right) == (8, 6, 0.75)
    assert stats[1].share_right is None and stats[1].new == 1


# --- the two interfaces ------------------------------------------------------


def test_plain_ui_reads_lines_and_prints_plain_text(store: ProgressStore) -> None:
    deck = (*cards(2), exercise_card())
    clock = Clock()
    stdin = io.StringIO("masked out\n\nmasked in\n1\n0.7\nhard\n")
    stdout = io.StringIO()
    ui = PlainUI(stdin, stdout)
    plan = plan_session(deck, {}, clock(), new=10)
    ui.show_plan(plan, clock(), 0)
    summary = run_session(store, plan, {}, ui, clock)
    ui.show_summary(summary)
    out = stdout.getvalue()
    assert "\x1b" not in out
    assert "3 cards this session: 0 due, 3 new." in out
    assert "[1] " + CONTEXT + " (new · 3 left)" in out
    assert "right: masked out" in out
    assert "saved: Good, due in 10 minutes" in out
    assert "  expected: masked out\n            ^^^^^^^^^^\n" not in out
    assert "  expected: masked out\n" in out and "  typed:    masked in\n" in out
    assert "  expected: 0.81 (± 0.005)" in out
    assert "steps:\n    1. G_t = γ^2 · 1\n" in out
    assert [r.rating for r in store.reviews()] == [3, 1, 2]
    assert summary.reviewed == 3


def test_plain_ui_rejects_a_bad_grade_line_with_its_line_number() -> None:
    ui = PlainUI(io.StringIO("masked out\nmaybe\n"), io.StringIO())
    card = cards(1)[0]
    assert ui.ask_answer(card) == "masked out"
    with pytest.raises(QuizError, match="got 'maybe'") as err:
        ui.ask_grade(Rating.Good)
    assert str(err.value).startswith("<stdin>:2: ")


def test_verdict_lines_mark_the_difference() -> None:
    card = cards(1)[0]
    lines = verdict_lines(card, check_answer(card, "maskd in"))
    assert lines[:5] == [
        "wrong",
        "  expected: masked out",
        "                ^  ^^^",
        "  typed:    maskd in",
        "                  ^^",
    ]
    assert lines[-1] == (
        "  source (source/script_04.md:21): Sentence number 1 says that observations are "
        "masked out."
    )


ESCAPES = re.compile(r"\x1b\[[0-9;]*m")


def terminal_ui(lines: list[str], width: int = 100) -> tuple[TerminalUI, io.StringIO]:
    out = io.StringIO()
    console = Console(file=out, force_terminal=True, width=width, color_system="standard")

    def read(prompt: str) -> str:
        out.write(prompt)
        return lines.pop(0)

    return TerminalUI(out, read=read, console=console, color=True, width=width), out


def test_terminal_ui_lays_out_a_card_and_asks_again_for_a_bad_grade(
    store: ProgressStore,
) -> None:
    deck = cards(1)
    ui, out = terminal_ui(["maskd in", "x", "", "masked out", "4"])
    clock = Clock()
    plan = plan_session(deck, {}, clock(), new=10)
    ui.show_plan(plan, clock(), 0)
    summary = run_session(store, plan, {}, ui, clock)
    ui.show_summary(summary)
    raw = out.getvalue()
    text = ESCAPES.sub("", raw)
    header = next(line for line in text.splitlines() if line.startswith(CONTEXT))
    assert header.endswith("new · 1 left") and len(header) == 100
    assert "─" * 100 in text
    assert "  Card 1: observations are [...] of the loss." in text
    assert "\x1b[1;36m[...]\x1b[0m" in raw  # the gap stands out
    assert "answer › " in text
    assert "✗ not quite" in text
    assert re.search(r"expected\s+masked out", text)
    assert re.search(r"you typed\s+maskd in", text)
    assert "type 1, 2, 3 or 4" in text
    assert "[Enter = 1 Again] › " in text
    assert "again · 1 left" in text  # the card graded Again comes back
    assert "saved · Easy" in text
    assert "2 reviews saved, 1 right." in text
    assert [r.rating for r in store.reviews()] == [1, 4]


def test_terminal_ui_wraps_a_long_context_and_question() -> None:
    ui, out = terminal_ui([], width=40)
    card = replace(cards(1)[0], front="word " * 30)
    ui.show_card(card, Position(1, 7, is_new=False))
    lines = [ESCAPES.sub("", line) for line in out.getvalue().splitlines()]
    assert lines[1].endswith("review · 7 left") and len(lines[1]) == 40
    assert lines[2].startswith("principles")  # the context line goes on below
    assert all(len(line) <= 40 for line in lines)
    assert sum(line.startswith("  word") for line in lines) >= 4


def test_terminal_ui_without_colour_writes_no_escapes() -> None:
    ui, out = terminal_ui(["", ""])
    ui = TerminalUI(out, read=lambda prompt: "", color=False, width=60)
    ui.show_card(cards(1)[0], Position(1, 1, is_new=True))
    ui.show_saved(cards(1)[0], Rating.Good, schedule(cards(1)[0], None, Rating.Good, T0), T0)
    assert "\x1b" not in out.getvalue()


def test_terminal_ui_end_of_input() -> None:
    def eof(prompt: str) -> str:
        raise EOFError

    ui = TerminalUI(io.StringIO(), read=eof, color=False, width=80)
    assert ui.ask_answer(cards(1)[0]) is None
    assert ui.ask_grade(Rating.Good) is None


# --- small parts -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "grade"),
    [("", Rating.Hard), ("1", Rating.Again), (" 4 ", Rating.Easy), ("good", Rating.Good)],
)
def test_parse_grade(text: str, grade: Rating) -> None:
    assert parse_grade(text, Rating.Hard) is grade


@pytest.mark.parametrize("text", ["5", "0", "x", "goo", "3 3"])
def test_parse_grade_refuses(text: str) -> None:
    assert parse_grade(text, Rating.Good) is None


@pytest.mark.parametrize(
    ("delta", "words"),
    [
        (timedelta(seconds=5), "now"),
        (timedelta(minutes=1), "in 1 minute"),
        (timedelta(minutes=10), "in 10 minutes"),
        (timedelta(hours=5), "in 5 hours"),
        (timedelta(days=1), "in 1 day"),
        (timedelta(days=3), "in 3 days"),
        (timedelta(days=21), "in 3 weeks"),
        (timedelta(days=90), "in 3 months"),
    ],
)
def test_until(delta: timedelta, words: str) -> None:
    assert until(T0 + delta, T0) == words


def test_session_clock() -> None:
    ticks = iter([100.0, 100.0, 107.5])
    clock = session_clock("2025-03-03T09:00:00Z", lambda: next(ticks))
    assert clock() == T0
    assert clock() == T0 + timedelta(seconds=7.5)
    naive = session_clock("2025-03-03T09:00", lambda: 0.0)
    assert naive() == T0
    with pytest.raises(QuizError, match="LESSONDECK_NOW"):
        session_clock("tomorrow", lambda: 0.0)


# --- the whole command with a stand-in composer ------------------------------


def test_run_quiz_scripted_and_stats(tmp_path: Path) -> None:
    deck = cards(3)
    options = QuizOptions(db=tmp_path / "p.sqlite3", new=2)
    out = io.StringIO()
    status = run_quiz(
        lambda: deck,
        options,
        clock=Clock(),
        environ={},
        stdin=io.StringIO("masked out\n\n" * 5),
        stdout=out,
    )
    assert status == 0
    assert "2 reviews saved, 2 right. Next card due in 10 minutes." in out.getvalue()
    stats_out = io.StringIO()
    stats = replace(options, stats=True)
    status = run_quiz(
        lambda: deck, stats, clock=Clock(), environ={}, stdin=io.StringIO(), stdout=stats_out
    )
    assert status == 0
    lines = stats_out.getvalue().splitlines()
    assert lines[0].split() == [
        "lesson",
        "cards",
        "new",
        "due",
        "now",
        "today",
        "this",
        "week",
        "reviews",
        "right",
    ]
    assert lines[1].split() == ["lesson-04", "3", "1", "0", "2", "2", "2", "100%"]


def test_run_quiz_refuses_bad_limits(tmp_path: Path) -> None:
    for options in (
        QuizOptions(db=tmp_path / "p", limit=0),
        QuizOptions(db=tmp_path / "p", new=-1),
    ):
        with pytest.raises(QuizError):
            run_quiz(
                cards,
                options,
                clock=Clock(),
                environ={},
                stdin=io.StringIO(),
                stdout=io.StringIO(),
            )
        assert not (tmp_path / "p").exists()  # refused before the database is touched
