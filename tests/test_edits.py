"""The one definition of "the same card after an edit", shared by the deck and the quiz."""

from __future__ import annotations

from conftest import SAMPLE

from generator.compose import compose_lesson
from generator.edits import card_variant, variant_of
from generator.reader import read_lesson
from generator.writers.anki import build_notes


def test_the_variant_blanks_the_statement_id_once() -> None:
    assert variant_of("cloze", "lesson-04:s1234:cloze", "s1234") == "cloze|lesson-04:*:cloze"
    assert variant_of("qa", "lesson-04:s12:acronym:GAE:name", "s12") == (
        "qa|lesson-04:*:acronym:GAE:name"
    )
    # Without a statement id in it, the id is the variant: only that card continues it.
    assert variant_of("exercise", "lesson-04:practice:0:1", None) == (
        "exercise|lesson-04:practice:0:1"
    )
    assert variant_of("cloze", "lesson-04:s1:cloze", "s1") != variant_of(
        "cloze", "lesson-05:s1:cloze", "s1"
    )


def test_the_deck_and_the_quiz_see_the_same_variants() -> None:
    comp = compose_lesson(read_lesson(SAMPLE))
    by_card = {card.id: card_variant(card) for card in comp.cards}
    notes = build_notes([comp])
    single = [n for n in notes if n.id == n.card.id]  # a note of one card: the quiz's card
    assert len(single) > len(notes) // 2
    for note in single:
        assert note.variant == by_card[note.card.id]
