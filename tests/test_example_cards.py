"""Which worked examples of a lesson become exercise cards (compose's example cards)."""

from __future__ import annotations

from generator.check import find_examples
from generator.compose import bare_arithmetic, compose_lesson
from generator.model import CardType, Lesson
from generator.reader import parse_lesson

HEADER = "# Formulas\n\nTest course · Lesson 2 of 5 · 1:00\n\n## Narration transcript\n\n"


def lesson(*paragraphs: str) -> Lesson:
    text = HEADER + "\n\n".join(paragraphs) + "\n\n## Provenance\n\nWritten for the tests.\n"
    return parse_lesson(text, "formulas.md")


def exercise_fronts(*paragraphs: str) -> list[str]:
    comp = compose_lesson(lesson(*paragraphs), practice=0)
    return [c.front for c in comp.cards if c.type is CardType.EXERCISE]


def test_written_arithmetic_of_literal_numbers_is_checked_but_not_asked() -> None:
    text = "The return from the first step is \\(G_0 = 1 + 0.9 \\times 2 = 2.8\\)."
    (example,) = [e for e in find_examples(lesson(text)) if e.kind == "equation"]
    assert example.ok and bare_arithmetic(example)
    assert not any("1 + 0.9" in front for front in exercise_fronts(text))


def test_an_equation_with_names_the_text_binds_is_checked_but_not_asked() -> None:
    """γ bound to 0.9 makes "1 + γ × 2" no less a multiplication to redo."""
    text = (
        "Our discount factor is \\(\\gamma = 0.9\\). The return from the first step is "
        "\\(G_0 = 1 + \\gamma \\times 2 = 2.8\\)."
    )
    examples = [e for e in find_examples(lesson(text)) if e.kind == "equation"]
    assert examples and all(e.ok and bare_arithmetic(e) for e in examples)
    assert not any("\\gamma" in front for front in exercise_fronts(text))


def test_a_wrong_bare_result_keeps_its_card() -> None:
    """A ✗ is shown on a card with both values, even when it is only arithmetic."""
    text = "The mean of the three scores is \\((70 + 74 + 78)/3 = 75\\)."
    (example,) = [e for e in find_examples(lesson(text)) if e.kind == "equation"]
    assert not example.ok
    assert any("70 + 74 + 78" in front for front in exercise_fronts(text))


def test_a_logarithm_of_literal_numbers_is_checked_but_not_asked() -> None:
    text = "A fair four-sided die has an entropy of the log of four, about one point three nine."
    (example,) = [e for e in find_examples(lesson(text)) if e.kind == "equation"]
    assert example.ok and bare_arithmetic(example)
    assert exercise_fronts(text) == []


def test_a_power_of_eulers_number_is_bare_arithmetic() -> None:
    text = "The first exponential is \\(e^2 \\approx 7.389\\), the largest of the three."
    examples = [e for e in find_examples(lesson(text)) if e.kind == "equation"]
    assert examples and all(bare_arithmetic(e) for e in examples)
    assert exercise_fronts(text) == []


def test_a_groups_mean_is_checked_but_asked_only_when_the_narration_slips() -> None:
    right = "Three runs of a method score 10, 20 and 30, so the mean is 20."
    (example,) = [e for e in find_examples(lesson(right)) if e.kind == "group_mean"]
    assert example.ok and bare_arithmetic(example)
    assert not any("their mean" in front for front in exercise_fronts(right))
    # a wrong mean keeps its card, which shows the right value
    wrong = right.replace("mean is 20", "mean is 25")
    (slip,) = [e for e in find_examples(lesson(wrong)) if e.kind == "group_mean"]
    assert not slip.ok
    assert any("their mean" in front for front in exercise_fronts(wrong))


def test_a_wrong_result_halfway_between_two_roundings_is_asked_to_one_more_place() -> None:
    """16 / 256 = 0.0625 "to three decimal places" rounds either way: four places are asked."""
    text = (
        "Sixteen divided into two hundred and fifty-six equal steps gives a step of point one "
        "two five."
    )
    comp = compose_lesson(lesson(text), practice=0)
    (card,) = [c for c in comp.cards if c.type is CardType.EXERCISE]
    assert "to four decimal places" in card.front and card.answer == "0.0625", card.front
