"""Inputs carried between sentences must belong to the example, and counts read as counts.

Invented paragraphs where a number of an unrelated sentence would otherwise be
read as an input or a stated result (a false ✗), and a few readings of inputs
the checker missed ("1 of 4 is correct", a learning rate as the step size).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_check import lesson

from generator.check import find_examples


def kinds_and_verdicts(*paragraphs: str) -> list[tuple[str, float, bool]]:
    return [(e.kind, e.stated, e.ok) for e in find_examples(lesson(*paragraphs))]


def test_success_k_steps_later_is_a_reward_of_one_whatever_was_scored_before() -> None:
    found = kinds_and_verdicts(
        "A rival that scored 76 on one seed says little. "
        "With gamma point nine and success two steps later, the action receives return "
        "point eight one."
    )
    assert found == [("discounted_return", 0.81, True)]


def test_the_same_relation_again_needs_a_verb_right_before_its_result() -> None:
    found = kinds_and_verdicts(
        "If the return is point eight and the baseline is point five, the advantage is "
        "point three. Suppose an arm's current estimate is point four after four pulls."
    )
    assert found == [("advantage", 0.3, True)]


def test_a_p_value_is_not_a_value_estimate() -> None:
    found = kinds_and_verdicts(
        "If the return is point eight and the baseline is point five, the advantage is "
        "point three. A p-value of 0.05 means the result is significant, yet 20 variants "
        "were tried."
    )
    assert found == [("advantage", 0.3, True)]


def test_arithmetic_said_in_the_sentence_beats_inputs_carried_from_before() -> None:
    found = kinds_and_verdicts(
        "If the return is point eight and the baseline is point five, the advantage is "
        "point three. Later the advantage is six minus four, which is two."
    )
    assert ("advantage", 0.3, True) in found
    assert all(ok for _, _, ok in found)
    assert any(stated == 2 for _, stated, _ in found)


def test_a_number_that_counts_things_is_no_result() -> None:
    found = kinds_and_verdicts(
        "If the return is point eight and the baseline is point five, the advantage is "
        "point three. Advantage estimation then trades between the two extremes, and this "
        "advantage function needs two value functions."
    )
    assert found == [("advantage", 0.3, True)]


def test_a_hypothetical_without_numbers_takes_no_earlier_inputs() -> None:
    found = kinds_and_verdicts(
        "In GRPO the group's rewards are 1, 0, 1 and 1, so the mean is 0.75. "
        "If every sibling received the same reward, the group standard deviation would be zero."
    )
    assert all(ok for _, _, ok in found)
    assert ("group_mean", 0.75, True) in found


def test_a_temperature_said_as_context_is_not_forced_on_the_example() -> None:
    found = kinds_and_verdicts(
        "A common default for chat is a temperature around 0.7. In the example, logits "
        "three, one, and point two become probabilities of roughly eighty-four, eleven, and "
        "five percent."
    )
    assert [(kind, ok) for kind, _, ok in found] == [("softmax", True)] * 3


def test_a_temperature_set_before_the_example_still_applies() -> None:
    found = find_examples(
        lesson(
            "Set the temperature to 0.5. Then logits 2, 1 and 0 give probabilities of about "
            "0.87, 0.12 and 0.02."
        )
    )
    assert [(e.kind, e.ok, e.params["temperature"]) for e in found] == [
        ("softmax", True, Fraction(1, 2))
    ] * 3


def test_a_bound_is_no_stated_value() -> None:
    found = kinds_and_verdicts(
        "With n = 6 samples, c = 2 correct and k = 3, pass@3 is 0.8. "
        "Pass-at-k asks whether at least one of k sampled attempts succeeds."
    )
    assert found == [("pass_at_k", 0.8, True)]


def test_an_operand_after_latex_times_is_no_stated_value() -> None:
    found = kinds_and_verdicts(
        "Take a step with reward \\( r = 1 \\), discount \\( \\gamma = 0.9 \\) and "
        "next-state value \\( V(s') = 2 \\). The target is \\(y = 1 + 0.9 \\times 4 = 4.6\\)."
    )
    assert all(ok for _, _, ok in found)


def test_a_difference_far_from_the_pair_before_is_another_pair() -> None:
    found = kinds_and_verdicts(
        "For each pixel, the value can go from 0 to 255. The difference is one, and it is small."
    )
    assert found == []


def test_a_count_of_a_count_is_no_stated_metric() -> None:
    found = kinds_and_verdicts(
        "With n = 5 samples, c = 3 correct and k = 2, pass@2 is 0.9. "
        "Now estimate pass@1 from the same samples: 3 of the 5 are correct, so the estimate "
        "is \\(3/5 = 0.6\\)."
    )
    assert all(ok for _, _, ok in found)
    assert ("pass_at_k", 0.9, True) in found


def test_one_of_four_is_correct_counts_one_correct() -> None:
    found = find_examples(
        lesson("We sample 4 completions per prompt; 1 of 4 is correct, so pass@1 is 25 percent.")
    )
    assert [(e.kind, e.params, e.ok) for e in found] == [
        ("pass_at_k", {"n": 4, "c": 1, "k": 1}, True)
    ]


@pytest.mark.parametrize(("said", "ok"), [("2.2", True), ("2.4", False)])
def test_a_learning_rate_is_the_value_updates_step_size(said: str, ok: bool) -> None:
    found = find_examples(
        lesson(
            "Our learning rate is 0.1. The old estimate is 2 and the target is 4. "
            f"The new estimate is {said}."
        )
    )
    assert [(e.kind, e.computed, e.ok) for e in found] == [("value_update", 2.2, ok)]


@pytest.mark.parametrize(
    ("stated", "ok"),
    [("0.088", True), ("0.0915", True), ("0.30", False)],
)
def test_a_kl_of_two_distributions_stated_in_the_sentences_before(stated: str, ok: bool) -> None:
    """Two unnamed distributions, then their KL: either order may be meant; a value that
    neither order gives is a ✗. KL(a‖b) ≈ 0.0877 and KL(b‖a) ≈ 0.0915 nats here."""
    found = kinds_and_verdicts(
        "One distribution puts 0.6, 0.3 and 0.1 on three actions. "
        "Another puts 0.4, 0.4 and 0.2 on them. "
        f"The KL divergence from the first to the second comes to about {stated} nats."
    )
    assert found == [("kl", float(stated), ok)]


def test_lists_that_are_no_distributions_make_no_kl() -> None:
    found = kinds_and_verdicts(
        "The rewards were 3, 5 and 2. Then they were 1, 4 and 4. The KL penalty was 0.2."
    )
    assert [f for f in found if f[0] == "kl"] == []


def test_a_count_word_after_a_kl_states_no_kl() -> None:
    """ "between the two" counts the distributions: it is no stated KL of them."""
    found = kinds_and_verdicts(
        "One distribution puts 0.6, 0.3 and 0.1 on three actions. "
        "Another puts 0.4, 0.4 and 0.2 on them. "
        "The KL divergence between the two is small."
    )
    assert [f for f in found if f[0] == "kl"] == []


@pytest.mark.parametrize(("stated", "ok"), [("two point two", True), ("two point six", False)])
def test_a_result_worked_from_a_rounded_result_may_use_its_unrounded_value(
    stated: str, ok: bool
) -> None:
    """√2.5 is said as "about one point six"; 1.6 × √2 ≈ 2.26, √2.5 × √2 ≈ 2.24: "about two
    point two" agrees with the value the narrator carried (set 343's false ✗), a value that
    neither gives stays a ✗."""
    found = kinds_and_verdicts(
        "Dividing ten by four gives a variance of two and a half. "
        "The standard deviation is the square root of that, about one point six. "
        f"Multiplying one point six by the square root of two gives about {stated}."
    )
    assert ("equation", 1.6, True) in found
    assert found[-1] == ("equation", 2.6 if not ok else 2.2, ok)


def test_a_function_named_as_what_a_noun_is_reads_the_number_before() -> None:
    """ "The standard deviation is the square root of that, about one point six": √2.5,
    not the two numbers before it divided."""
    examples = find_examples(
        lesson(
            "Dividing ten by four gives a variance of two and a half. "
            "The standard deviation is the square root of that, about one point six."
        )
    )
    assert [(e.stated, e.params.get("expression")) for e in examples] == [
        (2.5, "10 / 4"),
        (1.6, "\\sqrt{2.5}"),
    ]


def test_a_factor_of_this_gives_no_result_of_its_own() -> None:
    """ "… multiplies this by the square root of two, giving about point zero two": the
    result of the whole product (set 342's false ✗ read √2 = 0.02)."""
    found = kinds_and_verdicts(
        "Its square root is about point zero one four five. "
        "Comparing two runs multiplies this by the square root of two, giving about "
        "point zero two."
    )
    assert all(ok for _, _, ok in found), found


@pytest.mark.parametrize(("stated", "ok"), [("0.512", True), ("0.64", False)])
def test_a_formula_of_names_said_to_move_to_a_value(stated: str, ok: bool) -> None:
    """ "\\(\\gamma^3\\) drops to 0.64" once \\(\\gamma = 0.8\\) is given in the sentence
    before (set 353's planted slip: 0.512)."""
    found = kinds_and_verdicts(
        "Take \\(\\gamma = 0.8\\) instead, keeping the same rewards. "
        f"The bootstrap weight \\(\\gamma^3\\) drops to {stated}, so the estimate shrinks."
    )
    assert ("equation", float(stated), ok) in found


def test_a_formula_of_a_name_given_long_before_is_not_read_as_moving() -> None:
    """α given at the start has moved since: "so \\(\\log \\alpha\\) falls to \\(-0.0024\\)"
    is the update, not log 1."""
    found = kinds_and_verdicts(
        "Start with \\(\\alpha = 1\\). We train for a while. Nothing else changes. "
        "With a learning rate of \\(3 \\times 10^{-4}\\), the step is "
        "\\(3 \\times 10^{-4} \\times 8 = 0.0024\\), so \\(\\log \\alpha\\) falls to "
        "\\(-0.0024\\) and \\(\\alpha\\) falls to about 0.9976."
    )
    assert all(ok for _, _, ok in found), found


def test_a_mean_is_not_read_from_its_formula_nor_over_a_part_of_the_list() -> None:
    """The denominator of "\\(\\frac{1 + 2 + 0}{3} = 1\\)" states no mean, and "after 3 pulls
    the average is 1" is the mean of the first three of four rewards (set 350's false ✗)."""
    found = kinds_and_verdicts(
        "For arm 1 the rewards are 1, 2 and 0, so the sample average is "
        "\\(\\frac{1 + 2 + 0}{3} = 1\\).",
        "For arm 3 the rewards are 2, 1, 0 and 3, which sum to 6. The incremental form "
        "reaches the same number: after 3 pulls the average is 1, and the fourth pull updates "
        "it to \\(1 + \\frac{1}{4}(3 - 1) = 1.5\\).",
    )
    assert all(ok for _, _, ok in found), found
    assert ("group_mean", 1.0, True) in found
