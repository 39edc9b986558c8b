"""The learned card-quality score: its features, its leave-one-set-out measure, its use."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import ROOT, SAMPLE, SHARED, needs_shared

from generator import card_quality, train_card_quality
from generator.card_quality import QualityModel, Shown, card_features
from generator.classify import CaveatModel
from generator.compose import compose_lesson
from generator.model import Role
from generator.reader import parse_lesson, read_lesson

GRADES = Path(__file__).parent / "data" / "written" / "grades"

_LESSON = """# Baselines

My course · Lesson 1 of 2 · 1:00

## Narration transcript

A baseline is a value subtracted from the return. Subtracting a baseline lowers the
variance of the gradient. With a discount of 0.9, the return is 1.8. This trick keeps the
gradient unbiased. The baseline does not change the expected gradient.
"""


def _lesson():  # type: ignore[no-untyped-def]
    return parse_lesson(_LESSON, "baselines.md")


def _card(front: str, answer: str, role: str = "claim", type: str = "cloze") -> Shown:
    source = front.replace("[...]", answer)
    return Shown("My course · Lesson 1 · Baselines", front, answer, role, type, source)


def test_a_number_answer_is_named_and_counted_in_words() -> None:
    f = card_features(_card("With a discount of 0.9, the return is [...].", "1.8"), _lesson())
    assert "answer-number" in f
    assert "answer-words:1-1" in f
    assert "blank:end" in f
    assert "front-number" in f


def test_an_answer_visible_on_the_front_or_in_the_context_line() -> None:
    lesson = _lesson()
    visible = card_features(
        _card("Subtracting a [...] lowers the baseline variance.", "baseline"), lesson
    )
    assert "answer-shown:all" in visible
    assert "answer-in-context-line" in visible  # the header's section is "Baselines"
    hidden = card_features(_card("Subtracting a baseline lowers the [...].", "variance"), lesson)
    assert "answer-shown:all" not in hidden and "answer-shown:some" not in hidden
    assert "answer-in-context-line" not in hidden


def test_a_pointer_word_without_a_lead_in_is_told_from_one_with_it() -> None:
    lesson = _lesson()
    bare = card_features(_card("This trick keeps the gradient [...].", "unbiased"), lesson)
    assert "starts-with-pointer" in bare and "lead-in" not in bare
    shown = card_features(
        _card(
            "Subtracting a baseline lowers the variance of the gradient. "
            "This trick keeps the gradient [...].",
            "unbiased",
        ),
        lesson,
    )
    assert "starts-with-pointer+lead-in" in shown and "lead-in" in shown
    gap = card_features(_card("The gap closes when [...] is large.", "the batch"), lesson)
    assert "deictic" in gap


def test_a_glossary_term_a_function_word_and_a_split_phrase() -> None:
    lesson = parse_lesson(
        _LESSON.replace("## Narration", "## Visual context\n\nbaseline, variance.\n\n## Narration"),
        "b.md",
    )
    assert "answer-is-term" in card_features(
        _card("A [...] is a value subtracted from the return.", "baseline"), lesson
    )
    function = card_features(_card("The baseline does [...] change it.", "not"), lesson)
    assert "answer-function-words-only" in function
    split = card_features(_card("It lowers the [...] gradient variance.", "expected"), lesson)
    assert "content-word-after-blank" in split
    assert "before-blank:the" in split and "blank-after-article" in split


def test_role_type_and_exercise_features() -> None:
    lesson = _lesson()
    caveat = card_features(_card("It does [...] the gradient.", "not change", "caveat"), lesson)
    assert {"role:caveat", "type:cloze", "role:caveat+cloze", "answer-negation"} <= set(caveat)
    practice = card_features(
        _card(
            "Practice (numbers made up): what is H = −Σ p·ln p?", "0.693", "exercise", "exercise"
        ),
        lesson,
    )
    assert {"practice", "practice-formula-shown", "type:exercise"} <= set(practice)
    assert "answer-words:1-1" not in practice  # exercises have their own features


def test_features_from_a_made_card_are_those_of_its_json() -> None:
    lesson = read_lesson(SAMPLE)
    for card in compose_lesson(lesson, practice=2).cards:
        shown = card_quality.shown(card)
        again = Shown(
            shown.header,
            shown.front,
            card.answer,
            card.role.value,
            card.type.value,
            card.source_text,
        )
        assert card_features(again, lesson) == card_features(shown, lesson)


def test_choose_never_drops_a_caveat_or_an_exercise_and_says_why() -> None:
    lesson = read_lesson(SAMPLE)
    made = compose_lesson(lesson, quality=False).cards
    never, always = CaveatModel(-20.0, {}, 0.5), CaveatModel(20.0, {}, 0.5)
    harsh = QualityModel(good=never, bad=never)  # no card predicted GOOD
    kept, skipped = card_quality.choose(lesson, made, harsh)
    claims = [c for c in made if c.role is Role.CLAIM]
    assert {c.id for c in made if c.role is not Role.CLAIM} <= {c.id for c in kept}
    # At most MAX_DROPPED of the lesson's claim cards go, however poor all of them look.
    assert len(skipped) == int(card_quality.MAX_DROPPED * len(claims)) > 0
    assert len(kept) + len(skipped) == len(made)
    assert all(s.reason.startswith("low predicted quality") for s in skipped)
    assert all("GOOD" in s.reason for s in skipped)
    _, skipped = card_quality.choose(lesson, made, QualityModel(good=always, bad=always))
    assert skipped and all("BAD" in s.reason for s in skipped)
    kept, _ = card_quality.choose(lesson, made, QualityModel(good=always, bad=never))
    assert kept == made
    # Only the cards predicted poor go: here the claims whose answer is a number.
    numbers = QualityModel(good=CaveatModel(0.0, {"answer-number": -5.0}, 0.4), bad=never)
    kept, skipped = card_quality.choose(lesson, made, numbers)
    gone = [c for c in made if c not in kept]
    assert gone and all(
        "answer-number" in card_features(card_quality.shown(c), lesson) for c in gone
    )
    protected = {c.statement_id for c in made if c.role is Role.CLAIM}
    kept, _ = card_quality.choose(lesson, made, harsh, keep={x for x in protected if x})
    assert len(kept) == len(made)


_TOPIC = """# Tokens

My course · Lesson 1 of 2 · 1:00

## Narration transcript

The stop token raises a hard choice. Some pipelines place the reward on the end-of-sequence
token, while others place it on the last content token of the answer.
"""


def test_the_subject_of_a_short_predicate_is_dropped_beyond_the_cap() -> None:
    lesson = parse_lesson(_TOPIC, "tokens.md")
    made = compose_lesson(lesson, quality=False).cards
    short = [c for c in made if c.front.startswith("The [...] raises a hard")]
    assert [c.answer for c in short] == ["stop token"]
    never, always = CaveatModel(-20.0, {}, 0.5), CaveatModel(20.0, {}, 0.5)
    kept, skipped = card_quality.choose(lesson, made, QualityModel(good=always, bad=never))
    assert short[0] not in kept and len(kept) == len(made) - 1
    assert [s.reason for s in skipped] == [f"{card_quality.SHORT_SUBJECT}: stop token"]
    # Not a caveat's card, nor one the caller keeps.
    protected = {short[0].statement_id or ""}
    kept, _ = card_quality.choose(lesson, made, QualityModel(always, never), keep=protected)
    assert kept == made


_VALUE_HEAD = """# Critics

My course · Lesson 1 of 2 · 1:00

## Narration transcript

A value head predicts the return of each state. It shares the trunk of the policy network
and adds one linear layer on top.
"""


def test_a_claims_short_topic_sentence_is_dropped_beyond_the_cap() -> None:
    lesson = parse_lesson(_VALUE_HEAD, "critics.md")
    topic, unfolding = lesson.statements
    made = compose_lesson(lesson, quality=False).cards
    (short,) = [c for c in made if c.statement_id == topic.id]
    assert short.front.endswith(f"[...]. {unfolding.text}")  # the sentence after it, shown
    never, always = CaveatModel(-20.0, {}, 0.5), CaveatModel(20.0, {}, 0.5)
    keep_all = QualityModel(good=always, bad=never)
    kept, skipped = card_quality.choose(lesson, made, keep_all, topics={topic.id})
    assert short not in kept and len(kept) == len(made) - 1
    assert [s.reason for s in skipped] == [f"{card_quality.TOPIC_SENTENCE}: {short.answer}"]
    # the shipped pipeline passes its topic sentences on
    assert topic.id not in {c.statement_id for c in compose_lesson(lesson).cards}
    # not a claim the caller keeps (one read as a caveat)
    kept, _ = card_quality.choose(lesson, made, keep_all, keep={topic.id}, topics={topic.id})
    assert kept == made


def test_every_caveat_keeps_its_card_with_the_shipped_model() -> None:
    lesson = read_lesson(SAMPLE)
    off = compose_lesson(lesson, quality=False)
    on = compose_lesson(lesson)
    assert on.warnings == off.warnings
    assert [c.id for c in off.cards if c.role is Role.CAVEAT] == [
        c.id for c in on.cards if c.role is Role.CAVEAT
    ]
    dropped = {c.id for c in off.cards} - {c.id for c in on.cards}
    assert len(dropped) == sum("low predicted quality" in s.reason for s in on.skipped)


@pytest.fixture(scope="module")
def graded() -> list[train_card_quality.Graded]:
    """The written sets' graded cards, and the shared lessons' (set 0) where they are."""
    cards = train_card_quality.load_grades(GRADES)
    if (SHARED / "lessons").is_dir():
        cards += train_card_quality.load_shared_grades(ROOT / "tests" / "data" / "graded", SHARED)
    return cards


LEAVE_OUT_FOLDS = 8
"""The test holds the sets out eight folds at a time (eight fits, not one per set: the full
leave-one-set-out, ``python -m generator.train_card_quality``, takes minutes)."""


def test_leave_one_set_out(graded: list[train_card_quality.Graded]) -> None:
    rows = train_card_quality.leave_one_set_out(graded, folds=LEAVE_OUT_FOLDS)
    print("\n" + train_card_quality.format_rows(rows))
    assert len(rows) == len({c.set for c in graded})  # one row per set held out
    pooled = rows[0]
    for row in rows[1:]:
        pooled = pooled + row
    kept, made = pooled.claims_kept, pooled.claims
    assert 0 < kept.cards < made.cards
    # Held out: the claim cards kept are no worse than all claim cards made.
    assert kept.good / kept.verdicts >= made.good / made.verdicts
    assert kept.bad / kept.verdicts <= made.bad / made.verdicts


def test_folds_hold_each_set_out_once(graded: list[train_card_quality.Graded]) -> None:
    """One fold per set is leave-one-set-out; fewer folds still score every set once."""
    few = [c for c in graded if c.set in {1, 2, 3}]
    one_each = train_card_quality.leave_one_set_out(few)
    assert train_card_quality.leave_one_set_out(few, folds=3) == one_each
    two = train_card_quality.leave_one_set_out(few, folds=2)
    assert [r.name for r in two] == [r.name for r in one_each] == ["set 1", "set 2", "set 3"]
    assert [r.every for r in two] == [r.every for r in one_each]  # the same cards scored


@needs_shared  # the shipped model is fitted with the shared lessons' graded cards too
def test_shipped_weights_are_what_the_training_script_writes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = [str(GRADES), "--shared", str(SHARED), "--check"]
    assert train_card_quality.main(args) == 0, capsys.readouterr().out
