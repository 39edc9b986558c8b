"""Plain arithmetic found by its structure (:mod:`generator.arithmetic`), through ``check``.

Every sentence here is invented for these tests: arithmetic said in words with
its result in the same or the next sentence, a relation named in words over
the numbers just stated, a share of a count, a renormalised probability, and
the value update told as "the error" and "the step size". Each structure is
checked right (✓) and wrong (✗, with the stated and the computed value), and
sentences that only mention numbers must make no example.
"""

from __future__ import annotations

import math

import pytest
from test_check import lesson

from generator.check import example_exercise, find_examples
from generator.model import WorkedExample


def examples(*paragraphs: str) -> tuple[WorkedExample, ...]:
    return find_examples(lesson(*paragraphs))


def single(*paragraphs: str) -> WorkedExample:
    found = examples(*paragraphs)
    assert len(found) == 1, found
    return found[0]


def stated_once(paragraph: str, stated: float) -> WorkedExample:
    """The one example of the paragraph that checks the stated value."""
    found = [e for e in examples(paragraph) if e.stated == pytest.approx(stated)]
    assert len(found) == 1, found
    return found[0]


def assert_read(paragraph: str, stated: float, expression: str, ok: bool) -> None:
    """The paragraph's one example of ``stated`` reads as ``expression`` and agrees or not."""
    found = stated_once(paragraph, stated)
    assert (found.params["expression"], found.ok) == (expression, ok)


def assert_read_as_said(paragraph: str, said: str, expression: str, ok: bool) -> None:
    """:func:`assert_read` for a stated value written as in the paragraph ("1,600")."""
    assert_read(paragraph, float(said.replace(",", "")), expression, ok)


def assert_over(paragraph: str, stated: float, computed: float, sentences: int) -> None:
    """The paragraph's one example, checked, reads its operands over ``sentences`` sentences."""
    found = single(paragraph)
    assert_checked(found, stated, computed)
    assert len(found.statement_ids) == sentences


def assert_checked(
    example: WorkedExample, stated: float, computed: float, *, kind: str = "equation"
) -> None:
    assert example.kind == kind
    assert example.stated == pytest.approx(stated)
    assert example.computed == pytest.approx(computed, abs=1e-6)
    assert example.ok is (abs(stated - computed) <= example.tolerance + 1e-9)


# --- arithmetic said in words ---------------------------------------------------------


@pytest.mark.parametrize(("said", "stated"), [("thirteen", 13), ("twelve", 12)])
def test_spoken_sum_with_its_result(said: str, stated: float) -> None:
    found = single(
        "A learner scored eight on the first quiz and five on the second. "
        f"Her total is eight plus five, which is {said}."
    )
    assert_checked(found, stated, 13)


@pytest.mark.parametrize(("said", "ok"), [("eighty", True), ("seventy", False)])
def test_spoken_division_stated_as_a_percentage(said: str, ok: bool) -> None:
    found = single(f"The hit rate is forty divided by fifty, which is {said} percent.")
    assert found.unit == "percent"
    assert_checked(found, 80 if ok else 70, 80)
    assert found.ok is ok


@pytest.mark.parametrize(("said", "ok"), [("point two", True), ("point six", False)])
def test_a_minus_between_commas_in_a_spoken_chain_subtracts(said: str, ok: bool) -> None:
    found = single(f"Point three, minus point five, plus point four gives about {said}.")
    assert found.params["expression"] == "0.3 - 0.5 + 0.4"
    assert_checked(found, 0.2 if ok else 0.6, 0.2)


def test_a_list_of_values_with_a_negative_one_is_no_chain() -> None:
    assert examples("The three rewards were point three, minus point five and point four.") == ()


@pytest.mark.parametrize(("said", "ok"), [("point three three", True), ("point six nine", False)])
def test_an_unnamed_distribution_is_the_next_sentences_probabilities(said: str, ok: bool) -> None:
    found = single(
        "At one position the model puts point nine on one token and point one on another. "
        f"Its entropy is about {said} nats."
    )
    assert found.kind == "entropy" and found.ok is ok


def test_an_unnamed_distribution_is_not_another_sentences() -> None:
    # the next sentence speaks of a distribution of its own ("split evenly")
    assert not examples(
        "At one position the model puts point nine on one token and point one on another. "
        "A position split evenly between two tokens has an entropy of about point six nine nats."
    )


def test_spoken_precedence_and_an_or_result() -> None:
    found = single("The payoff is one plus two times three, or seven.")
    assert_checked(found, 7, 7)


@pytest.mark.parametrize(("said", "ok"), [("two point six", True), ("three point six", False)])
def test_a_sum_weighted_by_percentages_reads_them_as_fractions(said: str, ok: bool) -> None:
    found = single(f"Seventy percent times two plus thirty percent times four comes to {said}.")
    assert_checked(found, 2.6 if ok else 3.6, 2.6)
    assert found.params["expression"] == "0.7 \\times 2 + 0.3 \\times 4"


def test_a_percentage_scaled_then_added_to_a_bare_percentage_is_no_weighted_sum() -> None:
    said = "Seventy percent times two plus thirty percent comes to a hundred percent."
    assert examples(said) == ()


@pytest.mark.parametrize(
    ("sentence", "stated", "computed", "expression"),
    [
        (
            "Dividing point four eight by the square root of five hundred and twelve gives a "
            "noise of roughly point zero two one.",
            0.021,
            0.48 / 512**0.5,
            "0.48 / \\sqrt{512}",
        ),
        ("Divide six by the square root of four to get five.", 5, 3, "6 / \\sqrt{4}"),
        (
            "Dividing a hundred by point four squared gives six hundred and twenty-five.",
            625,
            625,
            "100 / 0.4^2",
        ),
        ("Subtracting one from two squared gives three.", 3, 3, "2^2 - 1"),
        ("Adding one to the square root of nine gives five.", 5, 4, "1 + \\sqrt{9}"),
        # logarithms of both operands; a whole number said of an irrational result is rounded
        (
            "Dividing the log of point zero five by the log of point nine nine gives two "
            "hundred and ninety-eight.",
            298,
            math.log(0.05) / math.log(0.99),
            "\\ln 0.05 / \\ln 0.99",
        ),
    ],
)
def test_an_instructions_second_operand_may_be_a_power_or_a_root(
    sentence: str, stated: float, computed: float, expression: str
) -> None:
    # not the square root or the power alone taken for the whole arithmetic
    found = single(sentence)
    assert_checked(found, stated, computed)
    assert found.params["expression"] == expression


@pytest.mark.parametrize(("said", "ok"), [("point two", True), ("two", False)])
def test_a_spoken_chain_gives_a_result_named_before_its_value(said: str, ok: bool) -> None:
    # "gives a standard error of …": the result's name between the verb and its value
    found = single(
        "A standard deviation of two divided by the square root of a hundred gives a "
        f"standard error of {said}."
    )
    assert_checked(found, 0.2 if ok else 2, 0.2)
    assert found.params["expression"] == "2 / \\sqrt(100)"


@pytest.mark.parametrize(("said", "ok"), [("one point five", True), ("two", False)])
def test_spoken_expression_with_its_result_after_a_comma_and_so(said: str, ok: bool) -> None:
    found = single(f"Each worker gets six divided by four, so {said} jobs go to each of them.")
    assert_checked(found, 1.5 if ok else 2, 1.5)


@pytest.mark.parametrize(("said", "ok"), [("point three five", True), ("point three nine", False)])
def test_a_power_with_its_result_said_as_only_about_in_the_next_sentence(
    said: str, ok: bool
) -> None:
    found = stated_once(
        "A judge is right nine times in ten, so all ten verdicts are right with a chance of "
        f"point nine to the power of ten. That comes to only about {said}.",
        0.35 if ok else 0.39,
    )
    assert (found.params["expression"], found.ok) == ("0.9^{10}", ok)


@pytest.mark.parametrize(("said", "ok"), [("four", True), ("five", False)])
def test_spoken_expression_with_its_result_in_the_next_sentence(said: str, ok: bool) -> None:
    found = single(f"The expected payoff is two, plus point five times four. That comes to {said}.")
    assert_checked(found, 4 if ok else 5, 4)
    assert len(found.statement_ids) == 2


@pytest.mark.parametrize(
    ("noun", "said", "ok"),
    [("divisor", "seventeen point six", True), ("factor", "nineteen", False)],
)
def test_the_next_sentence_names_the_result_by_a_noun_of_its_own(
    noun: str, said: str, ok: bool
) -> None:
    # "That divisor is …": a demonstrative and any noun, not only "sum", "total", "result"
    found = single(
        "Three layers down, the rate is divided by two point six cubed. "
        f"That {noun} is about {said}."
    )
    assert_checked(found, 17.6 if ok else 19, 17.576)
    assert len(found.statement_ids) == 2


def test_a_gerund_after_that_is_no_name_of_the_result() -> None:
    # "That being …" opens no result named by a noun
    assert not examples(
        "The rate is divided by two point six cubed. That being so, nineteen layers stay."
    )


def test_a_fraction_of_a_number() -> None:
    found = single("The learner moves one quarter of eight, which is three.")
    assert_checked(found, 3, 2)
    assert not found.ok


# --- a relation named in words over the numbers just stated ---------------------------


@pytest.mark.parametrize(("said", "ok"), [("three", True), ("two", False)])
def test_a_difference_named_in_the_next_sentence(said: str, ok: bool) -> None:
    found = single(
        "The greedy route takes nine minutes and the detour takes twelve. "
        f"The gap is {said} minutes."
    )
    assert_checked(found, 3 if ok else 2, 3)
    assert len(found.statement_ids) == 2


@pytest.mark.parametrize(("said", "ok"), [("three", True), ("four", False)])
def test_a_ratio_named_in_the_next_sentence(said: str, ok: bool) -> None:
    found = single(f"Batch A takes six seconds and batch B takes two seconds. The ratio is {said}.")
    assert_checked(found, 3 if ok else 4, 3)


@pytest.mark.parametrize(("said", "ok"), [("point five", True), ("point nine", False)])
def test_a_sum_of_a_parallel_pair_named_in_the_next_sentence(said: str, ok: bool) -> None:
    paragraph = (
        "The left critic predicts point seven and the right critic predicts minus point two. "
        f"Their sum is {said}."
    )
    assert_over(paragraph, 0.5 if ok else 0.9, 0.5, 2)


def test_a_mean_of_a_parallel_pair_is_no_example() -> None:
    # a mean of two values said apart may be weighted (an expectation over unequal chances)
    assert not examples(
        "The first draw reads point one and the second reads point five. "
        "Its average is point two, because the first draw is the likelier one."
    )


@pytest.mark.parametrize(("said", "ok"), [("twenty one", True), ("twenty", False)])
def test_a_total_of_a_spoken_list(said: str, ok: bool) -> None:
    found = single(f"The three runs scored four, six and eleven. The total is {said}.")
    assert_checked(found, 21 if ok else 20, 21)


# --- a share of a count -----------------------------------------------------------------


@pytest.mark.parametrize(("said", "ok"), [("seventy five", True), ("eighty", False)])
def test_a_share_in_the_same_sentence(said: str, ok: bool) -> None:
    found = single(f"The agent won thirty of forty games, a win rate of {said} percent.")
    assert_checked(found, 75 if ok else 80, 75)
    assert found.unit == "percent"


def test_a_share_stated_in_the_next_sentence() -> None:
    found = single("The filter kept 45 of the 60 prompts. That is a keep rate of 70 percent.")
    assert_checked(found, 70, 75)
    assert not found.ok


def test_a_share_as_a_fraction() -> None:
    found = single("Nine of twelve seeds converged, a share of 0.75.")
    assert_checked(found, 0.75, 0.75)


# --- renormalisation ----------------------------------------------------------------------


@pytest.mark.parametrize(("said", "ok"), [("about 0.57", True), ("0.65", False)])
def test_renormalised_probability(said: str, ok: bool) -> None:
    found = examples(
        "The candidate words have probabilities 0.4, 0.3, 0.2 and 0.1. "
        "The top two hold 0.7 of the mass. "
        f"After renormalising, the top word's probability goes from 0.4 to {said}."
    )
    mass, renormalised = found
    assert_checked(mass, 0.7, 0.7)
    assert_checked(renormalised, 0.57 if ok else 0.65, 0.4 / 0.7)
    assert renormalised.ok is ok


def test_a_wrong_kept_mass_is_flagged_and_the_renormalisation_uses_the_list() -> None:
    found = examples(
        "The candidate words have probabilities 0.4, 0.3, 0.2 and 0.1. "
        "The top two hold 0.8 of the mass. "
        "After renormalising, the top word's probability goes from 0.4 to 0.5."
    )
    assert [(e.stated, round(e.computed, 4), e.ok) for e in found] == [
        (0.8, 0.7, False),
        (0.5, round(0.4 / 0.7, 4), False),
    ]


def test_the_kept_part_found_from_the_mass_alone() -> None:
    found = single(
        "The candidate words have probabilities 0.5, 0.25, 0.125 and 0.125. "
        "Together they leave a nucleus that covers 0.75. "
        "Renormalised, the second word rises from 0.25 to 0.4."
    )
    assert_checked(found, 0.4, 0.25 / 0.75)
    assert not found.ok


# --- the value update told with its error and step size --------------------------------


@pytest.mark.parametrize(("said", "ok"), [("two point five", True), ("two point two", False)])
def test_value_update_from_a_stated_error(said: str, ok: bool) -> None:
    found = single(
        "The bot's current estimate is two. "
        "The observed payoff is three, so the error is one, and the step size is point five. "
        f"That gives a new estimate of {said}."
    )
    assert_checked(found, 2.5 if ok else 2.2, 2.5, kind="value_update")


# --- numbers that are no example ------------------------------------------------------------


@pytest.mark.parametrize(
    "paragraph",
    [
        "Forty of the fifty students passed, and the course ran for twelve weeks.",
        "The model has seven layers plus two heads.",
        "We trained for three times as long, with two seeds.",
        "The difference is striking: one run scored 4 and another 9.",
        "Of the 200 prompts, 130 were about math. Overall accuracy was 60 percent.",
        "The model scored 70 and 80 on two benchmarks. The average is reported in Table 2.",
        "Seven of the ten reviewers were new. The others had served for 3 years.",
        "Two labs used eight and twelve GPUs. The total is shared across 3 clusters.",
        "The probabilities are 0.5, 0.3 and 0.2. After renormalising nothing changes.",
        "We trained 3 of the 4 models, at 50 percent of the budget.",
        "Eight of the twelve heads were pruned. That is the plan for 40 percent of layers.",
        "Raise 10 to the power of 3 before the loss of 0.5 is added.",
        "Llama scored 45 on MMLU and 30 on GSM8K. The gap is 5 points on the harder split.",
        "We keep 4 of 32 layers frozen, which is the usual setup for 3 epochs.",
        "Nine of ten runs converged; the tenth diverged after 300 steps.",
        "A second answer scores three with a KL of twelve. The difference is one.",
        "Our learning rate is 0.1, and our discount rate is 1. The difference is one.",
        "We add noise to 3 of the 10 layers, which gives 2 more steps.",
        "Adding 2 GPUs to the 8 we had gives 3 more runs in total.",
        "Several copies run in parallel, for example 8 or 16. The difference is one.",
        "Ten planning updates run per step. Values such as 0.95 are common. The gap is one.",
        "The raw return was six. The action did 0.3 better than expected. The difference is one.",
        "When confident, 40 candidates include poor ones, and 40 may cut good ones. The gap is 1.",
    ],
)
def test_numbers_that_are_not_examples(paragraph: str) -> None:
    assert examples(paragraph) == ()


@pytest.mark.parametrize(("said", "ok"), [("nine", True), ("eight", False)])
def test_a_change_named_as_a_noun_over_three_sentences(said: str, ok: bool) -> None:
    paragraph = (
        "Suppose the first run scores seventy percent on the test. On the second test, it "
        f"scores sixty-one. That drop of {said} points is large."
    )
    assert_over(paragraph, 9 if ok else 8, 9, 3)


def test_a_change_noun_needs_the_two_values_it_compares() -> None:
    assert examples("The first run scores seventy. That drop of nine points is large.") == ()
    assert examples("A drop of nine points in a day is large.") == ()


@pytest.mark.parametrize(("said", "ok"), [("minus fifty", True), ("minus forty", False)])
def test_a_rate_per_unit_times_a_count_of_it(said: str, ok: bool) -> None:
    found = single(
        "The agent pays a reward of minus one per step. A failed episode lasts fifty steps, "
        f"so its return is {said}."
    )
    assert_checked(found, -50 if ok else -40, -50)
    assert len(found.statement_ids) == 2


@pytest.mark.parametrize(("said", "ok"), [("-13", True), ("-12", False)])
def test_a_rate_whose_unit_is_said_before_it_times_a_count(said: str, ok: bool) -> None:
    found = single(
        "Every step costs \\(-1\\) until the goal. The short route takes 13 steps, so its "
        f"return is \\({said}\\)."
    )
    assert_checked(found, float(said), -13)


@pytest.mark.parametrize(
    "paragraph",
    [
        "A reward of one per step is common. Episodes last fifty steps.",
        "The model samples 8 answers per problem. On 500 problems, accuracy is 60 percent.",
        "Serving costs 3 dollars per hour. Over 24 hours the queue holds 9 jobs.",
        "Every step costs one token. The route takes 13 steps through 4 rooms.",
    ],
)
def test_a_rate_and_a_count_without_their_total_are_no_example(paragraph: str) -> None:
    assert examples(paragraph) == ()


@pytest.mark.parametrize(("said", "ok"), [("point four three", True), ("point five", False)])
def test_a_power_said_as_an_ordinal(said: str, ok: bool) -> None:
    found = single(
        "All eight come out correct with probability point nine raised to the eighth power. "
        f"That is about {said}."
    )
    assert_checked(found, 0.43 if ok else 0.5, 0.9**8)


@pytest.mark.parametrize(("said", "ok"), [("thirty-five", True), ("thirty", False)])
def test_a_count_of_items_each_holding_a_number_and_their_total(said: str, ok: bool) -> None:
    found = single(
        "Take five members of seven billion parameters each. "
        f"Together they hold {said} billion parameters."
    )
    assert_checked(found, (35 if ok else 30) * 10**9, 35 * 10**9)


@pytest.mark.parametrize(
    "paragraph",
    [
        # a statistic of part of the group, and an advantage over it
        "The four responses to one prompt score point eight, point two, point five and point "
        "five. For the first response, the other three rewards average point four. Its "
        "advantage is therefore positive point four.",
        # an advantage over a baseline the text states, in a group
        "The group of eight responses scores one, one, zero, zero, zero, zero, zero and zero. "
        "For a correct response, the baseline is one seventh, about point one four, and its "
        "advantage about point eight six.",
    ],
)
def test_no_group_statistic_or_normalised_advantage_for_part_of_a_group(paragraph: str) -> None:
    found = examples(paragraph)
    assert not [e for e in found if e.kind in ("group_mean", "grpo_advantage")], found
    assert all(e.ok for e in found), found


@pytest.mark.parametrize(("which", "ok"), [("first", True), ("second", False)])
def test_the_mean_of_the_others_leaves_out_the_member_named(which: str, ok: bool) -> None:
    found = single(
        "The four responses to one prompt score point eight, point two, point five and point "
        f"five. For the {which} response, the other three rewards average point four."
    )
    assert_checked(found, 0.4, 0.4 if ok else 0.6)
    assert len(found.statement_ids) == 2


@pytest.mark.parametrize(("said", "ok"), [("fifteen", True), ("twelve", False)])
def test_an_amount_over_a_count_as_a_rate_per_thousand(said: str, ok: bool) -> None:
    found = single(
        "Model C answers sixty percent of the questions correctly with an average of four "
        f"thousand tokens. That gives it {said} points per thousand tokens."
    )
    assert_checked(found, 15 if ok else 12, 15)
    assert len(found.statement_ids) == 2


def test_the_group_a_statistic_speaks_of_is_the_latest_list_named_or_not() -> None:
    found = examples(
        "The first reply receives scores of one, five, one and five. Its mean is three. "
        "The second reply receives two point four, two point six, two point four and two "
        "point six. Its mean is two point five, with a standard deviation of point one."
    )
    assert found and all(e.ok for e in found), found
    assert [e.stated for e in found if e.kind == "group_mean"] == [3.0]


def test_a_keyword_after_by_names_a_criterion_not_the_value() -> None:
    found = examples(
        "The first model receives scores of three point one, three point three, three point "
        "one and three point three. Its mean is three point two. Ranked by mean, it is ahead "
        "by one half."
    )
    assert [(e.kind, e.stated, e.ok) for e in found] == [("group_mean", 3.2, True)]


# --- more phrasings --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        ("With a discount of point nine, point nine squared is point eight one.", 0.81, 0.81),
        ("Two to the power of five, which is thirty, counts the subsets.", 30, 32),
        ("Three times four, so we get twelve.", 12, 12),
        ("Ten minus three leaves us with seven, and that's that.", 7, 7),
        ("The cost is two plus two. That's five.", 5, 4),
        # the power said before its base, as a gerund or a noun
        ("Cubing 0.9 gives 0.81, so the value is 8.1.", 0.81, 0.729),
        ("Squaring point nine gives point eight one.", 0.81, 0.81),
        ("The cube of 0.9 is 0.729.", 0.729, 0.729),
        # a difference or ratio named before its two operands
        ("The difference between 0.7 and 0.5 is 0.3.", 0.3, 0.2),
        ("The ratio between 0.8 and 0.4 is then 2.", 2, 2),
        ("The gap between seventy-two percent and fifty-eight percent is fourteen points.", 14, 14),
    ],
)
def test_more_spoken_arithmetic(paragraph: str, stated: float, computed: float) -> None:
    assert_checked(single(paragraph), stated, computed)


def test_a_difference_between_two_quantities_of_different_kinds_is_not_read() -> None:
    # a reward minus a baseline is no difference "of one kind" (the relation's own guard)
    assert not examples("The gap between a reward of 0.7 and a KL of 0.5 is 0.2.")
    assert not examples("The difference between 7 and 70 layers is large.")


@pytest.mark.parametrize(("said", "ok"), [("point two", True), ("point three", False)])
def test_a_gap_over_two_sentences_that_state_one_number_each(said: str, ok: bool) -> None:
    found = single(
        f"The first route costs point nine. The second route costs point seven. That gap is {said}."
    )
    assert_checked(found, 0.2 if ok else 0.3, 0.2)
    assert len(found.statement_ids) == 3


@pytest.mark.parametrize(("said", "ok"), [("0.56", True), ("0.625", False)])
def test_renormalised_within_a_nucleus_threshold(said: str, ok: bool) -> None:
    # The smallest set of the likeliest tokens reaching 0.8 holds 0.5 + 0.25 + 0.15 = 0.9.
    found = single(
        "Take next-token probabilities 0.25, 0.5, 0.15 and 0.1, with a top-p of 0.8. "
        f"Renormalised, the likeliest token goes from 0.5 to {said}."
    )
    assert_checked(found, 0.56 if ok else 0.625, 0.5 / 0.9)


@pytest.mark.parametrize(("said", "ok"), [("0.57", True), ("0.5", False)])
def test_renormalised_after_keeping_the_k_most_likely(said: str, ok: bool) -> None:
    found = single(
        "The model assigns 0.4, 0.3, 0.2 and 0.1. We keep the two most likely tokens. "
        f"After renormalising, the top one goes from 0.4 to {said}."
    )
    assert_checked(found, 0.57 if ok else 0.5, 0.4 / 0.7)


@pytest.mark.parametrize(("said", "ok"), [("3", True), ("4", False)])
def test_a_relation_over_the_list_after_it(said: str, ok: bool) -> None:
    found = single(f"Across seeds, the mean of 1, 2 and 6 is {said}.")
    assert_checked(found, 3 if ok else 4, 3)


@pytest.mark.parametrize(("said", "ok"), [("2", True), ("3", False)])
def test_a_difference_named_with_an_article(said: str, ok: bool) -> None:
    found = single(f"The score went from 5 to 7, a difference of {said}.")
    assert_checked(found, 2 if ok else 3, 2)


def test_a_margin_between_the_pair_just_said() -> None:
    found = single("Over 3 seeds the two models score 80 and 77, a margin of 2 points.")
    assert_checked(found, 2, 3)


def test_a_share_said_as_k_in_n() -> None:
    found = single("One in four prompts failed, 20 percent of them.")
    assert_checked(found, 20, 25)
    assert not found.ok


@pytest.mark.parametrize(("said", "ok"), [("thirty", True), ("twenty", False)])
def test_a_percentage_of_a_number(said: str, ok: bool) -> None:
    found = single(f"Fifteen percent of the two hundred prompts, which is {said}, were filtered.")
    assert_checked(found, 30 if ok else 20, 30)


@pytest.mark.parametrize(("said", "ok"), [("0.73", True), ("0.75", False)])
def test_dollar_delimited_math_is_checked(said: str, ok: bool) -> None:
    found = single(f"So $0.9^3 \\approx {said}$ of the reward remains.")
    assert_checked(found, float(said), 0.729)


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        ("Three of the four answers are correct, so the accuracy is 75%.", 75, 75),
        ("The tests passed for 6 of 8 programs. So the pass rate is 70 percent.", 70, 75),
        ("pass@1 is 3 out of 8 samples, or 37.5 percent.", 37.5, 37.5),
        # the share named after a longer clause
        (
            "If forty of two hundred answers in the batch miss the format, the failure "
            "rate is twenty-five percent.",
            25,
            20,
        ),
    ],
)
def test_more_share_phrasings(paragraph: str, stated: float, computed: float) -> None:
    assert_checked(single(paragraph), stated, computed)


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        ("Accuracy rose from 50 to 60 percent, a 20 percent increase.", 20, 20),
        ("The loss fell from 2.0 to 1.5, a drop of 30 percent.", 30, 25),
        ("Latency went from 80 to 100 milliseconds. That is a 25% increase.", 25, 25),
        # a saving is a fall; "is" joins the change to its values as a comma does
        ("Cutting the batch from 120 to 90 is a saving of 30 percent.", 30, 25),
        ("The bill falls from 120 to 90, a 25 percent saving.", 25, 25),
        # a change said as how much more or less
        ("The sample count goes from 5 to about 6.78, roughly 46% more.", 46, 35.6),
        ("The cost falls from 120 to 90, 25 percent less.", 25, 25),
    ],
)
def test_a_relative_change(paragraph: str, stated: float, computed: float) -> None:
    assert_checked(single(paragraph), stated, computed)


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        # invented: one value of the sentence before said as a percentage above the other
        (
            "A run keeps a best score of 80 and asks for 120. "
            "That request is about 50% higher than anything it has reached.",
            50,
            50,
        ),
        (
            "A run keeps a best score of 80 and asks for 120. "
            "That request is about thirty percent higher than anything it has reached.",
            30,
            50,
        ),
        (
            "The old loss was 40 and the new one is 30. "
            "The new loss is 25 percent lower than the old one.",
            25,
            25,
        ),
    ],
)
def test_a_percentage_above_or_below_the_value_before(
    paragraph: str, stated: float, computed: float
) -> None:
    assert_checked(single(paragraph), stated, computed)


@pytest.mark.parametrize(
    "paragraph",
    [
        # three numbers before: which two are compared is not said
        "Runs scored 80, 90 and 120. That best run is 50% higher than the worst.",
        # values far apart: another comparison (a count and a score)
        "Each of 3 runs scored 90. The last run is 20 percent higher than the rest.",
        # a bound on the percentage, not its value
        "A run keeps a best score of 80 and asks for 120. That is at least 40% higher.",
    ],
)
def test_no_percentage_above_without_one_clear_pair(paragraph: str) -> None:
    assert examples(paragraph) == ()


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        # how much more the first value is than the one set against it, over that one
        ("Six seconds against five is a fifth more waiting per batch.", 0.2, "(6 - 5) / 5", True),
        ("Nine tokens against six is about a third more memory.", 1 / 3, "(9 - 6) / 6", False),
        (
            "Fifteen hours versus twelve is twenty-five percent more.",
            25,
            "(15 - 12) / 12 \\times 100",
            True,
        ),
        # "less": the difference over the value set against
        ("Three calls against four is a quarter fewer calls.", 0.25, "(4 - 3) / 4", True),
        # dividing by the new total is the classic slip
        ("Eight steps against six is about a quarter more work.", 0.25, "(8 - 6) / 6", False),
    ],
)
def test_a_share_more_than_the_value_set_against(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(paragraph, stated, expression, ok)


@pytest.mark.parametrize(
    ("paragraph", "stated", "ok"),
    [
        ("Fifteen in five hundred is a loss of three percentage points.", 3, True),
        ("Three out of four is seventy-five percent, the usual pass rate.", 75, True),
        # a factor of ten off: the slip of a decimal place
        ("Eight in two hundred is a rise of point four percentage points.", 0.4, False),
    ],
)
def test_a_count_in_a_count_restated_in_percent(paragraph: str, stated: float, ok: bool) -> None:
    found = stated_once(paragraph, stated)
    assert found.ok is ok


@pytest.mark.parametrize(
    ("paragraph", "stated", "ok"),
    [
        (
            "A lab keeps three thousand graded answers and adds two thousand new answers. "
            "Together that makes five thousand answers.",
            5000,
            True,
        ),
        (
            "The run logs 40 clean episodes and 25 noisy episodes. In total it has 75 episodes.",
            75,
            False,
        ),
    ],
)
def test_counts_of_one_thing_pooled_in_the_next_sentence(
    paragraph: str, stated: float, ok: bool
) -> None:
    assert stated_once(paragraph, stated).ok is ok


def test_a_change_the_other_way_or_a_comparison_with_than_is_not_read_as_set_against() -> None:
    assert examples("Four units against three is a quarter less compute.") == ()


def test_a_value_past_a_bound_is_not_its_stated_value() -> None:
    # "past one point two" bounds the ratio; it does not state it (1.5, correct, is)
    found = examples(
        "Take a token the old policy chose with probability point two. After two epochs "
        "the current policy gives it point three, so its ratio is one point five. Its "
        "advantage is positive and its ratio is already past one point two, so it gets "
        "no further gradient."
    )
    assert found and all(e.ok for e in found), found


@pytest.mark.parametrize(("said", "ok"), [("point six two five", True), ("point six five", False)])
def test_a_spoken_fraction_restated_as_a_decimal(said: str, ok: bool) -> None:
    found = single(f"The soft label is five eighths, or {said}, while the hard label is one.")
    assert_checked(found, 0.625 if ok else 0.65, 0.625)


@pytest.mark.parametrize(("said", "ok"), [("forty-four", True), ("fifty", False)])
def test_any_spoken_fraction_restated_as_a_percentage(said: str, ok: bool) -> None:
    found = single(f"The vote share is seven sixteenths, or about {said} percent.")
    assert_checked(found, 44 if ok else 50, 43.75)


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        # all k fail, against a chance of success: (1 - p)^k
        (
            "If a draft passes review half of the time and we write three drafts, we start "
            "over only when all three fail. That happens about twelve percent of the time.",
            12,
            12.5,
        ),
        (
            "If a draft passes review half of the time and we write three drafts, we start "
            "over only when all three fail. That happens about twenty percent of the time.",
            20,
            12.5,
        ),
        # all k do what the chance measures, "the whole way": p^k
        (
            "Each hop of a relay delivers the message 90% of the time, independently. Over a "
            "chain of 5 hops, the share of messages that arrive the whole way is about 0.59.",
            0.59,
            0.59049,
        ),
    ],
)
def test_the_chance_that_all_independent_tries_agree(
    paragraph: str, stated: float, computed: float
) -> None:
    assert_checked(single(paragraph), stated, computed)


@pytest.mark.parametrize(
    "paragraph",
    [
        # the stated number is the base of the power the sentence says
        "Four independent tests each pass ninety percent of the time. The chance that all four "
        "pass is point nine raised to the power four.",
        # two chances before: which one the tries share is not said
        "A draft passes review 50% of the time and a test 80% of the time. With three drafts, "
        "all three fail about 12% of the time.",
    ],
)
def test_no_chance_of_all_tries_without_one_chance_and_its_result(paragraph: str) -> None:
    assert not [e for e in examples(paragraph) if "^" in e.params["expression"]]


def test_percentage_points_are_no_relative_change() -> None:
    # a difference of the two percentages (60 - 50), not a relative change (10 / 50)
    found = single("Accuracy rose from 50 to 60 percent, a 10 percentage point gain.")
    assert_checked(found, 10, 10)
    assert found.params["expression"] == "60 - 50"


def test_a_share_of_the_others() -> None:
    found = single("Three of the five answers are wrong. That is an accuracy of 40 percent.")
    assert_checked(found, 40, 40)


@pytest.mark.parametrize(("said", "ok"), [("1.5", True), ("1.4", False)])
def test_the_worked_tail_of_a_formula_with_an_unreadable_symbolic_head(said: str, ok: bool) -> None:
    found = single(
        "The ratio is \\(r = \\frac{\\pi(a|s)}{\\pi_{old}(a|s)} = "
        f"\\frac{{0.3}}{{0.2}} = {said}\\)."
    )
    assert_checked(found, float(said), 1.5)


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        ("Multiply 0.9 by 0.9 to get 0.81.", 0.81, 0.81),
        ("Divide 60 by 80 to get 0.7.", 0.7, 0.75),
        ("Subtracting the baseline of 4 from the return of 6 gives 2.", 2, 2),
        ("We add 3 to 4 and get 8.", 8, 7),
        ("Adding up the rewards 1, 0 and 2 gives 3.", 3, 3),
    ],
)
def test_arithmetic_told_as_an_instruction(paragraph: str, stated: float, computed: float) -> None:
    assert_checked(single(paragraph), stated, computed)


@pytest.mark.parametrize(
    ("paragraph", "expression", "ok"),
    [
        # the operand after "by" said as a difference (set 269: "multiplies point nine by one
        # minus point nine, giving … point zero nine" was read as 1 − 0.9, a false ✗)
        (
            "The update multiplies point eight by one minus point eight, giving point one six.",
            "0.8 \\times (1 - 0.8)",
            True,
        ),
        (
            "Multiplying point eight by one minus point eight gives point three.",
            "0.8 \\times (1 - 0.8)",
            False,
        ),
        ("Dividing three by one plus point five gives two.", "3 / (1 + 0.5)", True),
        # the verb in the third person, as with the gerund
        ("It divides twelve by four, giving three.", "12 / 4", True),
        (
            "Point eight times one minus point eight is point one six.",
            "0.8 \\times (1 - 0.8)",
            True,
        ),
    ],
)
def test_an_instruction_whose_second_operand_is_a_difference(
    paragraph: str, expression: str, ok: bool
) -> None:
    found = single(paragraph)
    assert (found.params["expression"], found.ok) == (expression, ok)


def test_a_quantity_set_beside_a_result_is_no_relation_of_the_numbers_before() -> None:
    # set 272: "… about 0.26, which is large beside a true gap of 0.4" was read as a gap
    # between the numbers before it (2 − 0.26), a false ✗
    for beside in ("large beside a true gap", "small next to a gap", "small against a gap"):
        paragraph = f"Multiplying the two, the error is about 0.26, which is {beside} of 0.4."
        assert not [e for e in examples(paragraph) if e.stated == pytest.approx(0.4)], beside
    # a gap named as the result of the numbers before is read as before
    assert_read("The two errors are 0.9 and 0.64, a gap of 0.26.", 0.26, "0.9 - 0.64", True)


@pytest.mark.parametrize(("said", "ok"), [("81.0", True), ("91.0", False)])
def test_adding_them_after_a_formula_worked_in_math(said: str, ok: bool) -> None:
    # set 273: "The value part is \(0.951 \times 80 \approx 76.1\). Adding them gives …
    # 81.0" summed the formula's inputs with its result (157.05), a false ✗; "them" are results
    # said before, and no sum of that sentence's numbers
    paragraph = (
        "The reward part is \\(\\frac{1 - 0.99^5}{1 - 0.99} \\approx 4.90\\). The value part is "
        f"\\(0.951 \\times 80 \\approx 76.1\\). Adding them gives a score of about {said}."
    )
    assert not [e for e in examples(paragraph) if "0.951 + 80" in str(e.params["expression"])]
    # numbers said as they are, not worked out in math, are still combined
    assert_read(
        "Take 4 actions, 50 rollouts each, and 20 steps. Multiplying these gives 4,000 steps.",
        4000,
        "4 \\times 50 \\times 20",
        True,
    )


def test_a_count_word_is_no_base_of_a_running_step() -> None:
    # set 274: "… \(12 - 5 + 1 = 8\) shingles. One substitution … removes 5, leaving 3" took
    # the count word "One" as the value the step starts from (1 − 5), a false ✗
    assert_read(
        "A short answer has only \\(12 - 5 + 1 = 8\\) shingles. "
        "One substitution in the middle removes 5, leaving 3 shared shingles.",
        3,
        "8 - 5",
        True,
    )


def test_a_term_that_takes_part_of_a_named_value_breaks_a_spoken_sum() -> None:
    # set 277: "point nine of the old value plus a tenth of one hundred gives ten point nine"
    # was read as a tenth of one hundred alone (10), a false ✗
    assert not examples(
        "The average moves: point nine of the old value plus a tenth of one hundred gives "
        "ten point nine."
    )
    assert_read(
        "Point nine times two plus point one gives one point nine.",
        1.9,
        "0.9 \\times 2 + 0.1",
        True,
    )


@pytest.mark.parametrize(("said", "ok"), [("twelve", True), ("fourteen", False)])
def test_a_share_of_a_whole_whose_larger_count_is_what_is_left(said: str, ok: bool) -> None:
    # set 274: "finds 7,200 already seen. Subtracting those, 52,800 survive, so twelve percent
    # of the export was repetition" was read as 7,200 / 52,800 (13.6%), a false ✗: the whole
    # is what was taken away and what is left together
    paragraph = (
        "A team collects sixty thousand pairs. The filter finds seven thousand two hundred "
        "examples already seen. Subtracting those, fifty-two thousand eight hundred examples "
        f"survive, so {said} percent of the collection was repetition."
    )
    assert_read(paragraph, 14 if not ok else 12, "(7200 / (7200 + 52800)) \\times 100", ok)


def test_a_fraction_that_closes_a_range_is_no_share_of_two_counts() -> None:
    # set 277: "seven hundred steps later … a run of a thousand steps … at a third to a half
    # of its intended rate" checked 700 / 1000 against "a half", a false ✗
    paragraph = (
        "Seven hundred steps later the rate is still low. A run of a thousand steps then "
        "learns at {} of its intended rate."
    )
    assert not examples(paragraph.format("a third to a half"))
    # one fraction alone is a share of the two counts, as before
    assert_read(paragraph.format("seven tenths"), 0.7, "700 / 1000", True)


def test_a_plural_noun_sums_is_no_instruction() -> None:
    # "the sums 12 to 21" names values; "sums" there is no verb adding them
    assert not [
        e
        for e in examples("That leaves the sums 12 to 21, which is 10 values.")
        if e.params.get("expression") == "12 + 21"
    ]


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        # an inline formula that is a closed expression is one operand of the words around it
        ("Multiplying 5 by \\(0.9^{20}\\) gives about 0.68.", 0.68, 5 * 0.9**20),
        ("Multiplying 5 by \\(0.9^{20}\\) gives about 0.61.", 0.61, 5 * 0.9**20),
        ("Dividing 0.5 by \\(1 - 0.9^{4}\\) gives about 1.45.", 1.45, 0.5 / (1 - 0.9**4)),
        ("The chance is \\(0.9^{20}\\), about 0.12.", 0.12, 0.9**20),
    ],
)
def test_a_written_formula_as_an_operand_of_spoken_arithmetic(
    paragraph: str, stated: float, computed: float
) -> None:
    assert_checked(single(paragraph), stated, computed)


@pytest.mark.parametrize(("said", "ok"), [("eight and a half", True), ("nine and a half", False)])
def test_a_change_named_after_a_from_to_pair_among_other_numbers(said: str, ok: bool) -> None:
    # the forty-one percent is another quantity: the drop is of the "from … to" pair
    paragraph = (
        "Suppose the pass rate holds at forty-one percent while the mean length falls from "
        f"thirty-two and a half steps to twenty-four. That is a drop of {said} steps."
    )
    (found,) = examples(paragraph)
    assert (found.params["expression"], found.ok) == ("32.5 - 24", ok)


@pytest.mark.parametrize(("share", "ok"), [("twenty-six", True), ("thirty-six", False)])
def test_a_change_restated_as_a_share_of_the_original(share: str, ok: bool) -> None:
    paragraph = (
        "The mean length falls from thirty-two and a half steps to twenty-four. That is a "
        f"drop of eight and a half steps, about {share} percent of the original length."
    )
    assert_read(
        paragraph,
        float({"twenty-six": 26, "thirty-six": 36}[share]),
        "(32.5 - 24) / 32.5 \\times 100",
        ok,
    )
    # a percentage of something else is no share of the change
    other = paragraph.replace("the original length", "the whole budget")
    assert [e.stated for e in examples(other)] == [8.5]


@pytest.mark.parametrize(("hours", "ok"), [("six and a quarter", True), ("seven", False)])
def test_an_amount_restated_in_another_unit_by_the_next_sentence(hours: str, ok: bool) -> None:
    paragraph = (
        "Those labels take twenty-two thousand five hundred seconds. "
        f"Converted to hours, that comes to {hours} hours of labelling every day."
    )
    (found,) = examples(paragraph)
    assert (found.params["expression"], found.ok) == ("(22500) / 3600", ok)
    # a next sentence that does not restate the amount is no conversion
    assert not examples(paragraph.replace("Converted to hours, that comes to", "Then come"))


@pytest.mark.parametrize(
    ("total", "ok"), [("twenty-two thousand five hundred", True), ("twenty-five thousand", False)]
)
def test_an_amount_per_item_then_the_count_then_the_total(total: str, ok: bool) -> None:
    paragraph = (
        f"At about forty-five seconds per label, those five hundred labels take {total} seconds."
    )
    (found,) = examples(paragraph)
    assert (found.params["expression"], found.ok) == ("500 \\times 45", ok)


@pytest.mark.parametrize(("said", "ok"), [("three", True), ("four", False)])
def test_an_operation_on_quantities_named_by_what_they_are(said: str, ok: bool) -> None:
    paragraph = (
        "Suppose the model writes three hundred and sixty planning tokens before it speaks, "
        "and the server decodes one hundred and twenty tokens per second. Dividing the token "
        f"count by the decoding rate, that silence lasts {said} seconds."
    )
    (found,) = examples(paragraph)
    assert (found.params["expression"], found.ok) == ("360 / 120", ok)
    assert len(found.statement_ids) == 2
    # two rates and no count: the names do not pick one operand each
    two_rates = paragraph.replace("planning tokens before it speaks", "tokens per minute")
    assert not examples(two_rates)


def test_a_formula_that_is_an_operand_of_a_relation_is_no_result_of_its_own() -> None:
    # 5.05 is the average of e and e², not the value of e²
    said = "With two values, the average of \\(e^{1}\\) and \\(e^{2}\\) is about 5.05."
    assert not [e for e in examples(said) if not e.ok]
    alone = "The chance is \\(0.9^{20}\\), about 0.12."
    assert [(e.stated, e.ok) for e in examples(alone)] == [(0.12, True)]


def test_a_count_mapped_to_a_value_is_no_share_restated() -> None:
    # "sends 0 of 8 to 1/18": the smoothed estimate of a count, not the count's share
    said = "A prior sends 0 of 8 to \\(\\frac{1}{18} \\approx 0.056\\)."
    assert [(e.stated, e.ok) for e in examples(said)] == [(0.056, True)]
    shown = "Three of five answers (60%) pass."
    assert [(e.stated, e.ok) for e in examples(shown)] == [(60, True)]


def test_advantages_given_by_rank_are_not_group_normalised() -> None:
    ranked = (
        "Ranking also manufactures differences where the reward model saw almost none: if four "
        "responses score point seven zero, point seven one, point seven two and point seven "
        "three, the spread is well within the reward model's noise, yet ranking still hands out "
        "advantages from minus one half to plus one half. Small groups make the scale coarse "
        "as well: with two responses, rank-based advantages can only ever be minus one half or "
        "plus one half."
    )
    assert not examples(ranked)
    scored = (
        "In a group, four responses score one, zero, zero and one, so the spread is one half "
        "and the first one's advantage is one."
    )
    assert [(e.kind, e.ok) for e in examples(scored) if e.kind == "grpo_advantage"] == [
        ("grpo_advantage", True)
    ]


@pytest.mark.parametrize(
    ("said", "stated", "ok"), [("one eight", 0.18, True), ("two three", 0.23, False)]
)
def test_averaging_the_list_before_after_a_clause_of_its_own(
    said: str, stated: float, ok: bool
) -> None:
    paragraph = (
        "The squared errors are point zero one, point one six, point zero four and point four "
        "nine. They sum to point seven, and averaging over the four statements gives a Brier "
        f"score of about point {said}."
    )
    found = stated_once(paragraph, stated)
    assert (found.params["expression"], found.ok) == ("(0.01 + 0.16 + 0.04 + 0.49) / 4", ok)
    # the same in digits: the first clause's decimal point ends no sentence
    digits = (
        "The squared errors are 0.01, 0.16, 0.04 and 0.49. They sum to 0.7, and averaging "
        f"over the four statements gives about {stated}."
    )
    found = stated_once(digits, stated)
    assert (found.params["expression"], found.ok) == ("(0.01 + 0.16 + 0.04 + 0.49) / 4", ok)


def test_values_joined_by_or_are_possible_values_not_a_group() -> None:
    # "0 or 1" says what a reward may be; the 1 of the formula after is no standard deviation
    said = "For rewards of 0 or 1, the standard deviation is \\(\\sqrt{\\mu(1-\\mu)}\\)."
    assert not examples(said)
    # the rewards of a group, listed with "and", are read as before
    group = "The group's rewards are 0, 1 and 1, so their mean is 0.67."
    (found,) = examples(group)
    assert (found.kind, found.params["rewards"], found.ok) == ("group_mean", (0, 1, 1), True)


def test_a_formula_with_a_name_is_no_operand_of_spoken_arithmetic() -> None:
    # \\(\\gamma^{20}\\) has no value the sentence gives: nothing to check
    assert not examples("Multiplying 5 by \\(\\gamma^{20}\\) gives about 0.68.")


@pytest.mark.parametrize(("said", "ok"), [("0.3", True), ("0.4", False)])
def test_a_plain_text_x_is_a_times_between_numbers(said: str, ok: bool) -> None:
    found = single(f"The TD error is 1 + 0.9 x 2 - 2.5 = {said}.")
    assert_checked(found, float(said), 0.3)


# --- logarithms said in words ------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "stated", "computed"),
    [
        (
            "A biased die's surprise is point three times the log of one over point three, "
            "plus point seven times the log of one over point seven. That comes to about "
            "point six one.",
            0.61,
            0.3 * 1.2039728043259361 + 0.7 * 0.35667494393873245,
        ),
        (
            "The same sum, wrongly, is point three times the log of one over point three, "
            "plus point seven times the log of one over point seven. That comes to about "
            "point eight eight.",
            0.88,
            0.6108643020548935,
        ),
        (
            "Eight equal outcomes carry the log of eight, about two point zero eight.",
            2.08,
            2.0794415416798357,
        ),
        ("In bits that is the log base two of eight, which is three.", 3.0, 3.0),
    ],
)
def test_a_logarithm_said_in_words(said: str, stated: float, computed: float) -> None:
    assert_checked(single(said), stated, computed)


@pytest.mark.parametrize(
    "said",
    [
        "The log of the odds moves a little, about as much as before.",
        "We keep a log of every run, about twenty of them.",
        "The log of zero is undefined, so a zero probability needs care.",
    ],
)
def test_a_logarithm_named_without_arithmetic_is_no_example(said: str) -> None:
    assert examples(said) == ()


@pytest.mark.parametrize(("said", "ok"), [("three point four eight", True), ("four", False)])
def test_a_result_that_starts_more_arithmetic_is_a_step(said: str, ok: bool) -> None:
    """'… which gives 1.68 plus 1.8, or 3.48': 1.68 is a step, the chain's result is 3.48."""
    found = examples(
        "The value is point six times two point eight plus point four times four point five, "
        f"which gives one point six eight plus one point eight, or {said}."
    )
    assert [e.ok for e in found] == [ok], [(e.stated, e.computed) for e in found]


# --- structures an unseen set (set 12) showed, said here in other words ----------------


@pytest.mark.parametrize(
    ("total", "stated", "ok"), [("nine six", 0.96, True), ("six nine", 0.69, False)]
)
def test_a_number_that_starts_more_arithmetic_is_an_operand_not_a_result(
    total: str, stated: float, ok: bool
) -> None:
    # "which is point eight squared plus …" starts the sum: "point eight" is no result, and
    # "That sum comes to …" in the next sentence is.
    found = single(
        "Each guess lands with probability point eight, and we take two guesses. "
        "A hit needs at least one of the two, which is point eight squared plus two times "
        f"point eight times point two. That sum comes to point {total}, better than one guess."
    )
    assert_checked(found, stated, 0.96)
    assert found.ok is ok


def test_a_group_told_as_the_first_and_the_others() -> None:
    found = examples(
        "Take a batch of five answers. The first answer passes and earns a reward of one, "
        "and the other four earn zero. The batch mean is therefore point two. Dividing the "
        "passing answer's gap of point eight by that spread gives an advantage of two. "
        "Each failing answer gets minus point two divided by the same spread, which is "
        "minus point five."
    )
    assert [(e.stated, e.ok) for e in found] == [(0.2, True), (2.0, True), (-0.5, True)]
    assert all(e.computed == pytest.approx(v) for e, v in zip(found, (0.2, 2.0, -0.5), strict=True))


def test_an_estimate_made_from_weights_and_features_is_not_checked_as_a_table_entry() -> None:
    # A linear estimate moves by alpha times the error times the squared feature norm; the
    # tabular rule V + alpha (target - V) would call the right 1.5 wrong.
    assert not examples(
        "The features of the state are one and two, and the weights are point two and point "
        "four, so the current estimate is one. The TD target is two and the step size "
        "alpha is point one. The new estimate is one point five."
    )


@pytest.mark.parametrize(("said", "ok"), [("three hundred", True), ("three thousand", False)])
def test_the_two_numbers_of_the_sentence_before_combined(said: str, ok: bool) -> None:
    found = single(
        "Each crate holds twelve jars, and a truck carries twenty-five crates. "
        f"Multiplying the two, one truck carries {said} jars."
    )
    assert_checked(found, 300.0 if ok else 3000.0, 300.0)
    assert found.ok is ok


@pytest.mark.parametrize(("said", "ok"), [("four hundred", True), ("five hundred", False)])
def test_one_divided_by_the_other_of_the_sentence_before(said: str, ok: bool) -> None:
    # set 153's slip: "Say the budget of twenty thousand is divided evenly across fifty
    # clusters. Dividing one by the other, each cluster is owed five hundred examples."
    found = single(
        "Say the budget of twenty thousand is divided evenly across fifty clusters. "
        f"Dividing one by the other, each cluster is owed {said} examples."
    )
    assert_checked(found, 400.0 if ok else 500.0, 400.0)


@pytest.mark.parametrize(("said", "ok"), [("four", True), ("five", False)])
def test_after_a_gerund_clause_any_short_subject_states_the_result(said: str, ok: bool) -> None:
    # set 153: "Subtracting eight from twelve, robot A's difference reward is four"
    found = single(f"Subtracting eight from twelve, robot A's difference reward is {said}.")
    assert_checked(found, 4.0 if ok else 5.0, 4.0)


@pytest.mark.parametrize(("said", "ok"), [("\\frac{1}{8}", True), ("\\frac{1}{6}", False)])
def test_the_product_of_the_two_chances_said_before(said: str, ok: bool) -> None:
    # Set 126: the sentence before has other numbers ("in exactly 2 steps"); its two chances
    # are what "The product" multiplies.
    found = single(
        "To finish in exactly 2 steps, the first move happens with probability "
        "\\(\\frac{1}{2}\\), and the second with probability \\(\\frac{1}{4}\\). "
        f"The product is \\({said}\\), so such episodes are rare."
    )
    assert_checked(found, 1 / 8 if ok else 1 / 6, 1 / 8)


@pytest.mark.parametrize(("said", "ok"), [("point five", True), ("point six", False)])
def test_the_first_subtracted_from_the_second_of_two_rates(said: str, ok: bool) -> None:
    # Set 131: two percentages of the sentence before, read as rates, the later less the
    # earlier.
    found = single(
        "The no-tool arm gets it right forty percent of the time, and the tool arm ninety "
        "percent of the time. Subtract the first rate from the second and the tool is worth "
        f"{said} on this prompt."
    )
    assert_checked(found, 0.5 if ok else 0.6, 0.5)


@pytest.mark.parametrize(("said", "ok"), [("point two eight", True), ("two point eight", False)])
def test_an_amount_divided_by_a_rate(said: str, ok: bool) -> None:
    # Set 156: the second operand a rate ("gigabytes per second"), the result in its time unit.
    found = single(
        "Dividing fourteen gigabytes by fifty gigabytes per second gives "
        f"{said} seconds per broadcast."
    )
    assert_checked(found, 0.28 if ok else 2.8, 0.28)


@pytest.mark.parametrize(
    ("said", "ok"), [("one point seven five", True), ("two point five", False)]
)
def test_a_fraction_of_an_amount_with_its_unit_before_is(said: str, ok: bool) -> None:
    # Set 156: the amount's unit, a plural noun, stands between the arithmetic and "is".
    found = single(f"One eighth of fourteen gigabytes is {said} gigabytes per GPU.")
    assert_checked(found, 1.75 if ok else 2.5, 1.75)


@pytest.mark.parametrize(("said", "ok"), [("half a percent", True), ("one percent", False)])
def test_a_quotient_said_as_a_fraction_of_a_percent(said: str, ok: bool) -> None:
    # Set 156: "half a percent" is 0.5%, the quotient 0.005 in percent (a false ✗ before).
    found = single(f"Divide fifty by ten thousand and the error rate is {said}.")
    assert_checked(found, 0.5 if ok else 1, 0.5)


@pytest.mark.parametrize(("said", "ok"), [("128", True), ("64", False)])
def test_a_power_in_math_counting_things_then_its_value(said: str, ok: bool) -> None:
    # Set 157: "\\(2^{7}\\) distinct noise directions, which is 64" (a wrong power, planted);
    # the base and the exponent are no operands of their own (8² agreed with 64 before).
    found = single(
        "Take a generation of \\( n = 2^{8} \\) rollouts. Split into mirrored pairs, that "
        f"budget covers \\( 2^{{7}} \\) distinct noise directions, which is {said} directions."
    )
    assert_checked(found, float(said), 128)


@pytest.mark.parametrize(("said", "ok"), [("fifty", True), ("twenty", False)])
def test_the_first_divided_by_the_second_of_two_amounts(said: str, ok: bool) -> None:
    # Set 154: the two amounts of the sentence before, in the order said; the result after
    # the noun phrase it makes.
    found = single(
        "A slip moves the value by two and a half units near the goal and by point zero five "
        f"units far from it. Dividing the first shift by the second makes that slip {said} "
        "times as costly near the goal."
    )
    assert_checked(found, 50 if ok else 20, 50)


@pytest.mark.parametrize(("said", "ok"), [("point zero four nine", True), ("point one", False)])
def test_a_power_said_with_a_scale_ordinal(said: str, ok: bool) -> None:
    # set 209: "Raising point nine nine to the three hundredth power gives …" (0.99^300)
    found = single(f"Raising point nine nine to the three hundredth power gives about {said}.")
    assert found.params["expression"] == "0.99^{300}"
    assert found.ok is ok


@pytest.mark.parametrize(("said", "ok"), [("ten", True), ("five", False)])
def test_the_second_divided_by_the_first_and_the_ratio_named(said: str, ok: bool) -> None:
    # set 208: "Divide the second by the first and the ratio is ten" (the later value over the
    # earlier; the result named by "the ratio is")
    found = single(
        "In the log, one state-action pair makes up point zero two of all transitions. The "
        "policy we want to evaluate would spend point two of its time there. Divide the "
        f"second by the first and the ratio is {said}."
    )
    assert_checked(found, 10.0 if ok else 5.0, 10.0)


def test_the_first_by_the_second_among_three_amounts_only_agrees() -> None:
    # Three amounts said before: the last two are the pair only when they give the result;
    # a disagreeing guess is no ✗.
    text = (
        "An error of point one moves the value by two and a half units near the goal and by "
        "point zero five units far from it. Dividing the first shift by the second makes that "
        "error {} times as costly near the goal."
    )
    assert single(text.format("fifty")).ok
    assert [e for e in examples(text.format("twenty")) if not e.ok] == []


@pytest.mark.parametrize(("said", "ok"), [("30", True), ("300", False)])
def test_the_first_by_the_second_of_two_sentences_each_stating_one(said: str, ok: bool) -> None:
    # Set 197: each of the two sentences before states one amount outside its math (the
    # operands of its formula are not the pair); the result closes a clause of its own,
    # "… cuts the load by a factor of".
    text = (
        "Without a cache, the server answers \\(40 \\times 300\\) requests a minute. That is "
        "12,000 requests. With the cache, only \\(2 \\times 200\\), or 400, reach the database. "
        f"Dividing the first count by the second, the cache cuts the load by a factor of {said}."
    )
    found = stated_once(text, float(said))
    assert_checked(found, 30 if ok else 300, 30)


def test_the_first_by_the_second_across_sentences_needs_one_amount_in_each() -> None:
    # Two amounts in a sentence before (a rate and a count): no pair is guessed across them.
    text = (
        "Without a cache, the server answers 12,000 requests a minute from 50 clients. With the "
        "cache, 400 reach the database. Dividing the first count by the second, the cache cuts "
        "the load by a factor of 300."
    )
    assert [e for e in examples(text) if e.stated == 300] == []


@pytest.mark.parametrize(("said", "ok"), [("twenty-five point six", True), ("forty", False)])
def test_the_two_combined_with_a_preposition_after_the_verb(said: str, ok: bool) -> None:
    found = single(
        "A worker produces sixty-four rollouts per step, and the ratio sits at point four. "
        f"Multiplying the two, the step learns from about {said} effective rollouts."
    )
    assert_checked(found, 25.6 if ok else 40, 25.6)


@pytest.mark.parametrize(
    ("said", "ok"), [("one hundred and twenty-eight", True), ("sixty-four", False)]
)
def test_the_two_combined_as_an_order_and_what_follows(said: str, ok: bool) -> None:
    found = single(
        "Suppose thirty-two agents run at once and each one makes four calls a minute. "
        f"Multiply those and the fleet asks for {said} calls a minute."
    )
    assert_checked(found, 128 if ok else 64, 128)


@pytest.mark.parametrize(("said", "ok"), [("zero", True), ("one", False)])
def test_a_chain_whose_result_is_named_that_sum(said: str, ok: bool) -> None:
    found = single(
        "Its expected reward is point five times one plus point five times minus one, and "
        f"that sum is {said}."
    )
    assert_checked(found, 0 if ok else 1, 0)


def test_a_gap_between_two_labelled_things_is_not_their_labels_difference() -> None:
    # "distances 1 and 2" name two cells; their values differ by 0.1
    said = "The gap between distances 1 and 2 is 0.1, while the gap between 9 and 10 is 1."
    assert [(e.stated, e.ok) for e in examples(said)] == [(1, True)]


@pytest.mark.parametrize(
    ("said", "ok"), [("point zero six two five", True), ("point one two five", False)]
)
def test_a_whole_divided_into_equal_parts(said: str, ok: bool) -> None:
    found = single(
        f"Sixteen divided into two hundred and fifty-six equal steps gives a step of {said}."
    )
    assert_checked(found, 0.0625 if ok else 0.125, 0.0625)


def test_a_fraction_said_as_the_smaller_values_multiple_agrees_or_is_not_read() -> None:
    said = (
        "The small policy's scores spread with a standard deviation of one point two. The "
        "large policy's spread is point three, {} as wide."
    )
    (found,) = examples(said.format("a quarter"))
    assert (found.stated, found.computed, found.ok) == (0.25, 0.25, True)
    assert examples(said.format("a third")) == ()  # it may compare with something unsaid


@pytest.mark.parametrize(("said", "ok"), [("0.128", True), ("0.1024", False)])
def test_a_formula_whose_name_holds_an_equals_sign_valued_next(said: str, ok: bool) -> None:
    found = single(f"The formula gives \\(P(T = 3) = 0.8^2 \\times 0.2\\). That is {said}.")
    assert_checked(found, float(said), 0.128)


@pytest.mark.parametrize(("said", "ok"), [("eight nine", True), ("nine nine", False)])
def test_an_operand_said_rounded_inside_a_spoken_chain(said: str, ok: bool) -> None:
    found = single(
        f"It comes to point five plus point two plus about point one nine, roughly point {said}."
    )
    assert_checked(found, 0.89 if ok else 0.99, 0.89)


@pytest.mark.parametrize(("said", "ok"), [("twenty-one", True), ("thirty-one", False)])
def test_a_drop_in_points_of_two_percentages_named_differently(said: str, ok: bool) -> None:
    found = single(
        "On four hundred problems, the training prompt gave a pass rate of eighty-two percent. "
        "The deployment prompt scored sixty-one percent. "
        f"That is a drop of {said} points."
    )
    assert_checked(found, 21 if ok else 31, 21)


def test_a_value_said_after_the_formula_comes_before_one_said_before_it() -> None:
    found = single("The chance of a perfect 10 out of 10 is \\(0.7^{10}\\), about 0.028.")
    assert_checked(found, 0.028, 0.7**10)


@pytest.mark.parametrize(("said", "ok"), [("0.45", True), ("0.54", False)])
def test_a_value_said_before_the_formula_that_makes_it(said: str, ok: bool) -> None:
    found = single(
        f"The coefficient {said} is \\(0.5 \\times 0.9\\), half the mass discounted once."
    )
    assert_checked(found, float(said), 0.45)


def test_a_setting_on_the_other_side_of_a_comparison_is_no_result() -> None:
    # "a gap of 0.1" names a setting compared with, not 100 - 0.01
    assert examples("A gap of 0.01 needs about 100 times as many pulls as a gap of 0.1.") == ()


# --- a share said as "A out of B is …", and a formula whose value the prose states -----------


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        ("Nine out of twelve seeds is exactly three quarters of the sweep.", 0.75, 0.75),
        ("That leaves 45 passing tests out of 60 tests, a pass rate of 80 percent.", 80, 75),
        ("Three out of forty is about seven percent of the batch.", 7, 7.5),
        ("Thirty out of fifty comes to point six.", 0.6, 0.6),
    ],
)
def test_a_share_said_as_a_count_out_of_a_total(
    paragraph: str, stated: float, computed: float
) -> None:
    assert_checked(single(paragraph), stated, computed)


@pytest.mark.parametrize(
    "paragraph",
    [
        # A comparison after "of", not a share.
        "One of the four runs is 20 percent faster than the rest.",
        "Two of the 10 layers are 3 times wider.",
    ],
)
def test_a_count_of_a_total_followed_by_another_number_is_no_share(paragraph: str) -> None:
    assert examples(paragraph) == ()


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        (r"The blend gives \(0.2 \times 5 + 0.8 \times 3\). That comes to 3.4.", 3.4, 3.4),
        (r"The blend gives \(0.2 \times 5 + 0.8 \times 3\). That comes to 3.6.", 3.6, 3.4),
        (r"The length is \(\sqrt{0.6^2 + 0.8^2}\), which is 1.", 1, 1),
        (r"Its entropy is \(-\ln(0.25)\), which comes to about 1.39.", 1.39, 1.386294),
        # the formula set off as the operation's object, or as the subject, then a verb of
        # result (set 151's slip: "Scaling our MFU by that ratio, \(39.4\% \times 8/6\),
        # gives an HFU of about 47%")
        (r"Scaling the rate by that ratio, \(0.394 \times 8/6\), gives 0.53.", 0.53, 0.394 * 8 / 6),
        (r"Scaling it by that ratio, \(0.394 \times 8/6\), gives about 0.47.", 0.47, 0.394 * 8 / 6),
        (r"So \(3 \times 8\) comes to 24 tokens.", 24, 24),
        (r"Scaling it by that ratio, \(39.4\% \times 8/6\), gives an HFU of 47%.", 47, 157.6 / 3),
    ],
)
def test_a_formula_in_math_with_its_value_in_prose(
    paragraph: str, stated: float, computed: float
) -> None:
    assert_checked(single(paragraph), stated, computed)


@pytest.mark.parametrize(
    "paragraph",
    [
        # A name without a value, a formula that goes on after it, a tuple, a unit.
        r"The update gives \(\tau \times 4 + 0.995 \times 2\). That comes to 2.01.",
        r"We compute \(0.2 \times 5\) and then add 3 to it. That comes to 4.",
        r"The policy moves from \((0.5, 0.5)\) to \((0.6, 0.4)\). That is 0.02 away.",
    ],
)
def test_formulas_without_a_value_in_prose_are_no_examples(paragraph: str) -> None:
    assert examples(paragraph) == ()


def test_a_power_said_in_words_beyond_twelve() -> None:
    found = single("Over a long run, point nine to the power of fifty, roughly point zero one.")
    assert_checked(found, 0.01, 0.9**50)


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        ("The loss is about 0.005, roughly a quarter of the earlier 0.020.", 0.005, 0.005),
        ("The gap is now 14, three times the original 4.", 14, 12),
        ("The new step is 0.3, half the old 0.6.", 0.3, 0.3),
        # "as much" multiplies the value the sentence before ends on, itself rounded.
        ("A short answer costs about 0.69 nats. A long one costs 1.39, twice as much.", 1.39, 1.38),
        ("A short answer costs about 0.69 nats. A long one costs 1.59, twice as much.", 1.59, 1.38),
        # any noun phrase that names the other value with "of", past the value's math (set
        # 206: "\\(3 \\times 10^{-3}\\), which is 10 times a common LoRA rate of …")
        ("A score of 12, or three times the baseline's score of 4.", 12, 12),
        (
            "It trains with a rate of \\(3 \\times 10^{-3}\\), which is 5 times a common LoRA "
            "rate of \\(3 \\times 10^{-4}\\).",
            0.003,
            0.0015,
        ),
    ],
)
def test_a_multiple_said_in_words(paragraph: str, stated: float, computed: float) -> None:
    assert_checked(single(paragraph), stated, computed)


@pytest.mark.parametrize(
    "paragraph",
    [
        "That is 0.5, ten times the tolerance.",  # the tolerance's value is not said here
        "It took 30 steps, twice as many as 15 would.",
        "The loss fell to 2, three times as fast.",
        "The score is 8, three times higher than before.",
    ],
)
def test_a_multiple_without_its_other_value_is_no_example(paragraph: str) -> None:
    assert examples(paragraph) == ()


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        # the multiple is the ratio of the two values said before it
        (
            "The long answer uses 2,200 tokens and the short one uses 400, "
            "five and a half times as many.",
            5.5,
            5.5,
        ),
        (
            "The teacher scores 40 answers a second and the student 600: fifteen times faster.",
            15,
            15,
        ),
        ("Ranked at 0.25 and at 0.09, the first is almost three times higher.", 3, 25 / 9),
    ],
)
def test_a_ratio_said_as_a_multiple(paragraph: str, stated: float, computed: float) -> None:
    found = stated_once(paragraph, stated)
    assert found.ok
    assert found.computed == pytest.approx(computed)


@pytest.mark.parametrize(
    "paragraph",
    [
        # what the multiple compares is not the two values here: found only where it agrees
        "We now run 8 rollouts for each of 64 prompts, four times as many as before.",
        "The teacher scores 40 answers a second and the student 600: twelve times faster.",
    ],
)
def test_a_ratio_said_as_a_multiple_never_disagrees(paragraph: str) -> None:
    assert all(e.ok for e in examples(paragraph))
    assert not any(e.stated in (4, 12) for e in examples(paragraph))


def test_two_mentions_of_one_value_multiply() -> None:
    found = stated_once(
        "Take a beam width of four and four expansions per beam. "
        "That makes sixteen candidate steps per round.",
        16,
    )
    assert found.ok and found.params["expression"] == "4 \\times 4"
    # one value said in two sentences is no pair of factors ("two actions … = 2")
    assert not any(
        e.stated == 4
        for e in examples(
            "Consider a start state with two actions. "
            "Action A earns 10 with probability 0.2, so its return is \\(0.2 \\times 10 = 2\\). "
            "Action B earns 4 every time."
        )
    )


def test_a_rate_over_a_count_with_its_total_said_after() -> None:
    found = stated_once(
        "That makes sixteen candidate steps per round. "
        "Over ten rounds, the search writes one hundred and sixty steps in total.",
        160,
    )
    assert found.ok and found.computed == 160


@pytest.mark.parametrize(
    ("paragraph", "stated", "ok"),
    [
        (
            r"The horizon is \(\frac{1}{1-\gamma}\), which is 10 steps at \(\gamma = 0.9\).",
            10,
            True,
        ),
        (
            r"The horizon is \(\frac{1}{1-\gamma}\), which is 12 steps at \(\gamma = 0.9\).",
            12,
            False,
        ),
        # a bound written as an inequality, its value given for a γ said after it
        (
            r"It stays stable only while \(\alpha < 2/(1 + \gamma)\), which is about 1.05 "
            r"for \(\gamma = 0.9\).",
            1.05,
            True,
        ),
    ],
)
def test_a_formula_whose_names_are_given_after_its_value(
    paragraph: str, stated: float, ok: bool
) -> None:
    assert stated_once(paragraph, stated).ok is ok


@pytest.mark.parametrize(
    ("paragraph", "stated", "ok"),
    [
        # "over" said before a difference divides by all of it, as it is heard
        ("Its window is about one over one minus point seven, so roughly three steps.", 3, True),
        ("Its window is about one over one minus point seven, so roughly five steps.", 5, False),
    ],
)
def test_over_divides_by_all_that_follows_it(paragraph: str, stated: float, ok: bool) -> None:
    found = stated_once(paragraph, stated)
    assert found.ok is ok
    assert found.computed == pytest.approx(1 / 0.3)


def test_a_formula_worked_out_after_a_clause_that_names_the_work() -> None:
    found = stated_once(
        r"With \(\gamma = 0.9\), the far path is worth \(10 \times 0.9^{4}\). "
        "Working out the power and multiplying, that comes to about 5.90.",
        5.9,
    )
    assert not found.ok and found.computed == pytest.approx(6.561)


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        ("The squared weights are 1, 0.25 and 0.0625, which add up to 1.3125.", 1.3125, 1.3125),
        ("The rewards are two, three and four, which add up to eight.", 8, 9),
        ("Scores of 4, 6 and 11, which average 7, are typical.", 7, 7),
        # "whose average" is the list's, not that of a group said before it
        (
            "Four graders score an answer at point six, point seven, point six five and point "
            "one. Trimming one from each end keeps point six and point six five, whose "
            "average is point six two five.",
            0.625,
            0.625,
        ),
        ("Two seeds score 40 and 50, whose sum is 100.", 100, 90),
        # a list said before, added up and divided by its count: its mean
        (
            "Take three pairs whose margins are three, one and minus one. "
            "Adding them up and dividing by three gives a mean margin of one.",
            1,
            1,
        ),
    ],
)
def test_a_list_and_its_total_or_mean(paragraph: str, stated: float, computed: float) -> None:
    found = stated_once(paragraph, stated)
    assert found.ok is (stated == computed)
    assert found.computed == pytest.approx(computed)


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        # a total of a count, then its mean: total / count
        (
            "The five that remain sum to thirty-seven, and their average is seven point four.",
            7.4,
            7.4,
        ),
        ("Ten prompts take 250 seconds in all, an average of 25 seconds each.", 25, 25),
        ("The eight episodes earn a total of forty points, so their mean is six.", 6, 5),
    ],
)
def test_a_mean_of_a_total_and_its_count(paragraph: str, stated: float, computed: float) -> None:
    found = stated_once(paragraph, stated)
    assert found.ok is (stated == computed)
    assert found.computed == pytest.approx(computed)


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        # counts named by their nouns, after a gerund that says the operation
        (
            "In one run, the agent might finish 160 episodes in its first 8,000 steps. "
            "Dividing the steps by the episodes gives an average of 50 steps per episode.",
            50,
            50,
        ),
        # a rate per unit over a count, the total "lost"
        (
            "If that overhead is two and a half hours per run, thirty-two runs lose eighty "
            "hours to it.",
            80,
            80,
        ),
    ],
)
def test_counts_named_by_their_nouns(paragraph: str, stated: float, computed: float) -> None:
    assert_checked(stated_once(paragraph, stated), stated, computed)


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        # a geometric series written with its first terms and said to run over a count
        (
            r"Summing the discounted rewards \(1 + 0.9 + 0.9^2 + \dots\) over those 10 steps "
            "gives a return of about 6.51.",
            6.51,
            (1 - 0.9**10) / 0.1,
        ),
        (
            r"Summing the discounted rewards \(1 + 0.9 + 0.9^2 + \dots\) over those 10 steps "
            "gives a return of about 6.86.",
            6.86,
            (1 - 0.9**10) / 0.1,
        ),
        # a share after "A out of B is a … rate of"
        (
            "Sixty-five out of two hundred is a true accuracy of thirty-two and a half percent.",
            32.5,
            32.5,
        ),
        # an operation said as a gerund, and what a clause's subject reports
        (
            "Dividing one hundred and ninety by two hundred, the grader reports a mean reward "
            "of point nine five.",
            0.95,
            0.95,
        ),
        # amounts said clause by clause, and their whole
        (
            "Generation takes ninety seconds, scoring takes ten, and the update takes thirty. "
            "The whole step is therefore one hundred and thirty seconds.",
            130,
            130,
        ),
    ],
)
def test_more_shapes_of_a_worked_result(paragraph: str, stated: float, computed: float) -> None:
    found = stated_once(paragraph, stated)
    assert found.computed == pytest.approx(computed)
    assert found.ok is (abs(stated - computed) <= found.tolerance)


@pytest.mark.parametrize(
    ("paragraph", "stated", "ok"),
    [
        # a result said as a rate is that rate, not its count
        ("Point one to the eighth is one in a hundred million, and can be ignored.", 1e-8, True),
        ("Point one to the second is one in a thousand, and can be ignored.", 1e-3, False),
        # a round number said "roughly" is rounded to its last non-zero digit
        (
            r"Every token at 0.95 gives \(0.95^{200}\), about \(3.5 \times 10^{-5}\). That is "
            "roughly 1 in 29,000.",
            1 / 29000,
            True,
        ),
    ],
)
def test_a_result_said_as_a_rate(paragraph: str, stated: float, ok: bool) -> None:
    assert stated_once(paragraph, stated).ok is ok


@pytest.mark.parametrize(("said", "ok"), [("seventeen", True), ("twelve", False)])
def test_a_gap_with_a_modifier_in_points(said: str, ok: bool) -> None:
    # "a template gap of seventeen points" between two percentages said just before
    found = stated_once(
        "Suppose the first comes out at eighty-one percent and the second at sixty-four "
        f"percent. Subtracting gives a template gap of {said} points.",
        {"seventeen": 17, "twelve": 12}[said],
    )
    assert found.ok is ok and found.computed == 17


def test_a_gerund_operation_and_what_you_need() -> None:
    found = stated_once(
        "Dividing a hundred by point four, you need to draw two hundred and fifty prompts.", 250
    )
    assert found.ok and found.computed == 250


def test_amounts_said_clause_by_clause_need_a_word_of_the_whole() -> None:
    # without "whole", "total", "therefore" … the next sentence's first value is not their sum
    assert not any(
        e.stated == 130
        for e in examples(
            "Generation takes ninety seconds, scoring takes ten, and the update takes thirty. "
            "A second run takes one hundred and thirty seconds."
        )
    )


def test_a_value_given_after_another_result_is_not_that_results() -> None:
    # "… is 10 here, and with γ = 0.99 it is 100": γ is given for the second, not the first
    paragraph = (
        r"The horizon is \(\frac{1}{1-\gamma}\), which is 10 here, "
        r"and with \(\gamma = 0.99\) it is 100."
    )
    assert all(e.ok for e in examples(paragraph))


@pytest.mark.parametrize(
    "paragraph",
    [
        # An argument or a factor of a function in the math is no stated value of a kind.
        r"With 4 actions, a uniform policy has entropy \(\ln 4\) nats, while one with "
        r"probabilities 0.7 and 0.3 has entropy \(-(0.7 \ln 0.7 + 0.3 \ln 0.3)\).",
    ],
)
def test_a_number_inside_a_written_function_is_no_stated_result(paragraph: str) -> None:
    assert all(e.ok for e in examples(paragraph))


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        # "to the power" without "of", its value opening the next sentence.
        (
            "Three misses in a row have chance point six to the power three. That is about "
            "point two two.",
            0.22,
            0.216,
        ),
        # A formula's value apposed: ", or about …", ", about …".
        (r"The chance it still runs after 3 steps is \(0.5^3\), or about 0.13.", 0.13, 0.125),
        (r"Each decision discounts by \(0.9^{10}\), about 0.35.", 0.35, 0.9**10),
        # A percentage scaled by a number stays a percentage.
        ("Recall is then eighty percent times point five. That gives forty percent.", 40, 40),
        ("Accuracy is 76% times 0.8, or about 65%.", 65, 60.8),
    ],
)
def test_more_formulas_and_powers_with_their_values(
    paragraph: str, stated: float, computed: float
) -> None:
    assert_checked(single(paragraph), stated, computed)


@pytest.mark.parametrize(
    "paragraph",
    [
        # Two formulas and two values in turn: not one formula's value.
        r"The two shares are \(e/(e + 1)\) and \(1/(e + 1)\), about 0.73 and 0.27.",
        # A percentage plus a number is no arithmetic of one kind.
        "Accuracy is 76% plus 0.8, or about 77%.",
    ],
)
def test_lists_and_mixed_units_are_no_example(paragraph: str) -> None:
    assert all(e.ok for e in examples(paragraph))


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        # "A of them" after a sentence that states the total.
        (
            "Take a pool of two hundred answers. The grader accepts fifty of them. Its "
            "acceptance rate is therefore twenty-five percent.",
            25,
            25,
        ),
        # The total first: "a set of B …, … A".
        (
            "On a clean set of four hundred prompts, it refuses twenty. That is a refusal rate "
            "of six percent.",
            6,
            5,
        ),
        # "A of them" after "B of the C": "them" are the B the phrase names
        (
            "A reviewer reads 40 of the 300 essays and finds 10 of them off topic. That is "
            "25% of what was read.",
            25,
            25,
        ),
        # "A of them" after the total in the same sentence.
        (
            "Say a critic reviews five hundred summaries and forty of them get a warning. The "
            "warning rate is eight percent.",
            8,
            8,
        ),
        (
            "Say a critic reviews five hundred summaries and forty of them get a warning. The "
            "warning rate is four percent.",
            4,
            8,
        ),
        # The members of the total after "in which" / "of which".
        (
            "Consider a log of eight hundred episodes in which two hundred ended early. Its "
            "early-stop rate is a quarter.",
            0.25,
            0.25,
        ),
        (
            "The sweep ran sixty trials, of which nine diverged, a share of 0.2.",
            0.2,
            0.15,
        ),
        # "Of the B …, A …"
        (
            "Of the fifty proofs it attempts, only twenty check out. That is a success rate of "
            "forty percent.",
            40,
            40,
        ),
        # The share said as "one in every K".
        (
            "That makes six hundred drafts, of which one hundred survive, one in every six.",
            1 / 6,
            1 / 6,
        ),
        (
            "That makes six hundred drafts, of which one hundred survive, one in every five.",
            0.2,
            1 / 6,
        ),
    ],
)
def test_a_share_whose_total_is_said_first(paragraph: str, stated: float, computed: float) -> None:
    assert_checked(single(paragraph), stated, computed)


def test_a_count_after_a_sentence_with_two_totals_is_no_share() -> None:
    paragraph = (
        "Take a pool of two hundred answers and a second pool of fifty. The grader accepts "
        "ten of them. Its acceptance rate is therefore five percent."
    )
    assert examples(paragraph) == ()


@pytest.mark.parametrize(
    "paragraph",
    [
        # "of them" after a count of something else, across a clause break.
        "The run took twelve hours. Eight of them went to evaluation; the pass rate is 40 percent.",
        # No member count after "in which": a rate that is not a share of the total.
        "It trains on a pool of two thousand prompts in which the reward is 0.3 on average.",
        # "of" that names the total's contents, not a subset of it.
        "Of the three settings, temperature matters most, by about 20 percent.",
    ],
)
def test_counts_without_a_subset_of_the_total_are_no_share(paragraph: str) -> None:
    assert all(e.ok for e in examples(paragraph))


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        # The parts in the sentence of the whole ("A of B"), the rest after them.
        (
            "The tutor marks thirty of eighty essays as strong, twenty as weak, and the "
            "remaining thirty as fair.",
            30,
            30,
        ),
        (
            "The tutor marks thirty of eighty essays as strong, twenty as weak, and the "
            "remaining twenty as fair.",
            20,
            30,
        ),
        # The whole in an earlier sentence, the parts in the next.
        (
            "Picture a batch of six hundred episodes. Two hundred end in a win and one hundred "
            "in a draw. The other three hundred are losses.",
            300,
            300,
        ),
        # Shares of a hundred percent.
        (
            "If 70% of the budget goes to sampling and the remaining 40% to training, the "
            "trainer idles.",
            40,
            30,
        ),
        # What is left said after the count: "… survive", "… are left".
        (
            "If forty of two hundred games end in a draw, only one hundred and sixty games "
            "survive, which is enough.",
            160,
            160,
        ),
        ("In a pool of 500 prompts, 120 are too easy and 80 too hard; 200 are left.", 200, 300),
    ],
)
def test_the_rest_of_a_whole_after_its_parts(
    paragraph: str, stated: float, computed: float
) -> None:
    assert_checked(stated_once(paragraph, stated), stated, computed)


@pytest.mark.parametrize(
    "paragraph",
    [
        # A reward of two is a value, not a count of responses.
        "Take a group of five responses. The first earns a reward of two, and the other four "
        "earn nothing.",
        # A count of something else between the whole and the rest.
        "Picture a batch of six hundred episodes. Two hundred end after eight turns. The other "
        "three hundred run longer.",
        # No whole marked as one: "the other three" of what?
        "Two answers are right. The other three are wrong.",
        # A part said by its state, not what is left: "remain unsolved".
        "Of 500 prompts, 120 are too easy; 200 remain unsolved.",
    ],
)
def test_the_rest_without_a_whole_of_counted_parts_is_no_example(paragraph: str) -> None:
    assert all(e.ok for e in examples(paragraph))


def test_a_share_of_them_reads_its_result_after_the_count() -> None:
    # The total's sentence is long, so its offsets run past the count's: the share stated
    # right after the count must still be read.
    paragraph = (
        "Take a very large and carefully balanced pool of exactly two hundred answers. "
        "It accepts fifty of them, a rate of 25 percent."
    )
    assert_checked(single(paragraph), 25, 25)


# --- a result said after its inputs, with no operation named -----------------------------


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression"),
    [
        (
            "Say the old printer needs forty minutes per batch and the new one fifteen. "
            "Its saving comes to twenty-five minutes.",
            25,
            "40 - 15",
        ),
        (
            "A coin was flipped at step two hundred and checked at step two hundred and six. "
            "Its delay is six steps.",
            6,
            "206 - 200",
        ),
        (
            "The old model picked the word with probability point four. "
            "The new model gives the same word point one. "
            "That word's weight is then point two five.",
            0.25,
            "0.1 / 0.4",
        ),
        (
            "Take a fee of one and a charge of point zero five per page. "
            "A client who prints eight pages keeps point six.",
            0.6,
            "1 - 0.05 \\times 8",
        ),
        # a leading clause that performs the operation marks the "is" as a result
        (
            "A quiz has eighty questions and the model answers sixty of them. "
            "Dividing one by the other, the score is point seven five.",
            0.75,
            "60 / 80",
        ),
    ],
)
def test_a_result_after_its_inputs_is_found_by_the_one_combination_that_fits(
    paragraph: str, stated: float, expression: str
) -> None:
    found = single(paragraph)
    assert_checked(found, stated, stated)
    assert found.params["expression"] == expression


@pytest.mark.parametrize(
    "paragraph",
    [
        # A plain "is" with no sign of a result states a given.
        "The old estimate is two and the target is four. The step size alpha is point five.",
        # Two combinations fit: which one the narration meant is a guess.
        "The runs took two, four and six hours. Its delay is now eight hours.",
        # A relation is named: only its own finder may read it.
        "A die shows six with probability point two. The chance of two sixes in a row is "
        "then point four.",
        # A number that restates an input.
        "The fee is point three. Its cost is then point three.",
        # A value of a list is one value of a whole, not a result.
        "The scores are 2, 1 and 0. Their weights become about 0.5, 0.3 and 0.2.",
        # A set-up sentence states inputs.
        "The base is ten and the bonus is two. Suppose the total score comes to twelve.",
    ],
)
def test_results_that_no_search_may_claim(paragraph: str) -> None:
    assert examples(paragraph) == ()


def test_a_wrong_result_of_a_named_kind_is_not_hidden_by_a_combination_that_fits() -> None:
    # 2 + 0.1 × 4 = 2.4 fits the stated value, but the value update (2 + 0.1 × (4 − 2))
    # names it and says 2.2: the search never overrides another reading.
    found = examples(
        "Our learning rate is 0.1. The old estimate is 2 and the target is 4. "
        "The new estimate is 2.4."
    )
    assert [(e.kind, e.ok) for e in found] == [("value_update", False)]


@pytest.mark.parametrize(("said", "found"), [("one point zero", True), ("one", False)])
def test_one_with_its_decimals_is_a_result_the_bare_word_is_not(said: str, found: bool) -> None:
    paragraph = (
        "Suppose each tidy call earns point one. An agent can emit ten tidy calls and never "
        f"answer. It collects {said}, as much as a correct answer."
    )
    if found:
        assert_checked(single(paragraph), 1.0, 1.0)
        assert single(paragraph).params["expression"] == "0.1 \\times 10"
    else:
        assert examples(paragraph) == ()


def test_a_parameter_the_example_set_up_earlier_in_the_paragraph_is_an_operand() -> None:
    found = single(
        "Take a fee of twenty and a charge of one point five per page. "
        "Printing is quick. Nobody waits long. "
        "A client who prints six pages pays twenty-nine."
    )
    assert found.params["expression"] == "20 + 1.5 \\times 6"
    # The example shows the set-up and the result, not the sentences between.
    assert "Nobody waits" not in found.text and found.text.startswith("Take a fee")


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        (
            "For a pair of dice the log of six is about one point seven nine, and taking off "
            "a half leaves about one point two nine.",
            1.29,
            "1.79 - 0.5",
            True,
        ),
        # A slip in the step is a ✗, not hidden by another combination that happens to fit.
        (
            "For a pair of dice the log of six is about one point seven nine, and taking off "
            "a half leaves about one point three nine.",
            1.39,
            "1.79 - 0.5",
            False,
        ),
        # The step opens its sentence: the base ends the one before, and it is rounded.
        (
            "The running score comes to about two point seven seven. Three quarters come off "
            "it, which leaves about two point zero three.",
            2.03,
            "2.77 - 0.75",
            True,
        ),
        ("The bill is eight. Adding two gives ten.", 10, "8 + 2", True),
        # A fraction of the value just said, in apposition.
        (
            "The gap comes to point three. Half of that, about point one five, is kept.",
            0.15,
            "0.3 \\times 0.5",
            True,
        ),
        (
            "The gap comes to point three. Half of that, about point two five, is kept.",
            0.25,
            "0.3 \\times 0.5",
            False,
        ),
        ("The bill is eight. Dividing by four leaves three.", 3, "8 / 4", False),
    ],
)
def test_a_value_just_said_taken_one_step_further(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(paragraph, stated, expression, ok)


@pytest.mark.parametrize(
    ("paragraph", "result"),
    [
        # No value was said before the step: nothing to take it from.
        ("Taking off three quarters leaves point two five of the cake.", 0.25),
        # The value said before is in another paragraph: another example's.
        (("The bill is eight.", "Adding two gives ten."), 10),
    ],
)
def test_a_step_with_nothing_to_take_it_from_is_no_example(
    paragraph: str | tuple[str, ...], result: float
) -> None:
    paragraphs = (paragraph,) if isinstance(paragraph, str) else paragraph
    assert [e for e in examples(*paragraphs) if e.stated == pytest.approx(result)] == []


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        # An ordinal exponent with no "power" after it.
        (
            "The chance that none of three tries fails is one minus point two to the third, "
            "about point nine nine.",
            0.99,
            1 - 0.2**3,
        ),
        (
            "Doubling takes eight steps, since one point one to the seventh is only about one "
            "point nine five.",
            1.95,
            1.1**7,
        ),
    ],
)
def test_a_power_said_with_an_ordinal_alone(paragraph: str, stated: float, computed: float) -> None:
    assert_checked(stated_once(paragraph, stated), stated, computed)


def test_an_ordinal_before_a_noun_is_no_exponent() -> None:
    assert examples("The agent moves point five to the third slot, then stops.") == ()


@pytest.mark.parametrize(
    ("said", "found"),
    [
        ("carries point six", True),
        ("holds point six", True),
        ("would take point six", True),
        ("takes point six", False),
        ("mentions point six", False),
    ],
)
def test_amounts_said_with_verbs_of_carrying_and_needing(said: str, found: bool) -> None:
    paragraph = (
        "Each token costs point zero two. Take a response of thirty tokens. "
        f"The whole response {said}."
    )
    result = [e for e in examples(paragraph) if e.stated == pytest.approx(0.6)]
    assert len(result) == (1 if found else 0), result


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        # A fraction said as a word is of the quantity itself.
        (
            "Set the starting beta at point two. Later beta grows by a tenth, to point two two.",
            0.22,
            "0.2 \\times (1 + 0.1)",
            True,
        ),
        (
            "The learning rate starts at 0.001. After warm-up the learning rate falls by half, "
            "to 0.0006.",
            0.0006,
            "0.001 \\times (1 - 0.5)",
            False,
        ),
        (
            "The bonus was 40 at first. Then the bonus dropped by 25 percent, to 30.",
            30,
            "40 \\times (1 - 0.25)",
            True,
        ),
        # Any other amount is added or taken off.
        (
            "The margin is 0.7 on day one. By day two the margin fell by 0.2, to 0.5.",
            0.5,
            "0.7 - 0.2",
            True,
        ),
    ],
)
def test_a_named_quantity_changed_by_an_amount(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(paragraph, stated, expression, ok)


@pytest.mark.parametrize(
    "paragraph",
    [
        # The quantity's earlier value is never said.
        "Beta grows by a tenth, to point one one.",
        # Another quantity's value is not its base.
        "The gain is point five. Beta grows by a tenth, to point one one.",
    ],
)
def test_a_change_without_the_earlier_value_is_no_example(paragraph: str) -> None:
    assert [e for e in examples(paragraph) if e.stated == pytest.approx(0.11)] == []


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        (
            "Discounting favours rewards that come soon. With gamma at point nine per move, a "
            "win after three moves is worth about point seven three.",
            0.73,
            "0.9^{3}",
            True,
        ),
        (
            "Set gamma to point five and place a reward of eight at the end of a four-step path. "
            "Today it is worth about point six.",
            0.6,
            "8 \\times 0.5^{4}",
            False,
        ),
        (
            "The discount shrinks late rewards. At point eight, a reward two steps out keeps "
            "about point six four of its weight.",
            0.64,
            "0.8^{2}",
            True,
        ),
        # the step credited, that many steps before the reward, and its share
        (
            "A reward k moves later is multiplied by gamma to the power k. Suppose gamma is "
            "point eight. The opening move sits two moves earlier, so its share is point "
            "five one.",
            0.51,
            "0.8^{2}",
            False,
        ),
    ],
)
def test_a_reward_discounted_over_a_delay(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(paragraph, stated, expression, ok)


@pytest.mark.parametrize(
    "paragraph",
    [
        # No discount anywhere in the paragraph: a delay and a value are no example.
        "A win after three moves is worth about point seven three.",
        # The reward's size is not said.
        "With gamma at point nine, a reward three steps out is worth about point seven three.",
    ],
)
def test_a_delay_without_its_discount_or_reward_is_no_example(paragraph: str) -> None:
    assert [e for e in examples(paragraph) if e.stated == pytest.approx(0.73)] == []


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        (
            "A rule of thumb gives an effective horizon of one over one minus gamma steps. "
            "With gamma at point eight, the horizon is five steps.",
            5,
            "1 / (1 - 0.8)",
            True,
        ),
        (
            "A rule of thumb gives an effective horizon of one over one minus gamma steps. "
            "At point nine five it is ten.",
            10,
            "1 / (1 - 0.95)",
            False,
        ),
        (
            "The expected best of n draws is n divided by n plus one. With three draws that is "
            "point seven five.",
            0.75,
            "3 / (3 + 1)",
            True,
        ),
        (
            "With a discount of point eight, the horizon sits at the reciprocal of one minus "
            "the discount, which is five steps.",
            5,
            "1 / (1 - 0.8)",
            True,
        ),
        (
            "With a discount factor of point nine five, the horizon is the inverse of one minus "
            "the discount factor, which is about ten steps.",
            10,
            "1 / (1 - 0.95)",
            False,
        ),
    ],
)
def test_a_formula_said_in_words_then_evaluated(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(paragraph, stated, expression, ok)


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        # "p times one minus p" is p(1 − p) as speech groups it, not p − p
        (
            "The spread of a coin flip is p times one minus p. At point two it is point one six.",
            0.16,
            "0.2 \\times (1 - 0.2)",
            True,
        ),
        (
            "The spread of a coin flip is p times one minus p. At point two it is point two four.",
            0.24,
            "0.2 \\times (1 - 0.2)",
            False,
        ),
        # and the value given may be reached by a verb of change
        (
            "The spread of a coin flip is p times one minus p. At point three it grows to "
            "point two one.",
            0.21,
            "0.3 \\times (1 - 0.3)",
            True,
        ),
    ],
)
def test_a_product_said_before_a_difference_takes_all_of_it(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(paragraph, stated, expression, ok)


def test_a_sum_before_the_product_keeps_the_usual_precedence() -> None:
    # "one plus p times one minus p" is not (1 + p)(1 − p): only one term before "times"
    # takes all that follows; 1 + 0.2 × 1 − 0.2 = 1 is read as said, and 0.96 is no reading
    found = stated_once(
        "The odd score is one plus p times one minus p. At point two it is point nine six.",
        0.96,
    )
    assert found.params["expression"] == "1 + 0.2 \\times 1 - 0.2"
    assert not found.ok


@pytest.mark.parametrize(("said", "ok"), [("point eight seven", True), ("point nine five", False)])
def test_a_power_that_is_a_root(said: str, ok: bool) -> None:
    # "to the power one fifth": a fractional exponent, its value a root (0.5^0.2 = 0.8706)
    found = single(f"The decay per step is one half to the power one fifth. That is about {said}.")
    assert (found.params["expression"], found.ok) == ("0.5^{0.2}", ok)
    assert found.computed == pytest.approx(0.5**0.2)


@pytest.mark.parametrize(
    "paragraph",
    [
        # A formula with no symbol is plain arithmetic, not a formula to evaluate.
        "The horizon is one over one minus point nine. With three draws that is twenty.",
        # A value given to the formula is not followed by a result.
        "The horizon is one over one minus gamma. With gamma at point nine we stop.",
        # No value given before the formula in its sentence: the result is not its value.
        "The horizon is the reciprocal of one minus the discount, which is the point.",
    ],
)
def test_no_formula_or_no_value_makes_no_evaluation(paragraph: str) -> None:
    assert examples(paragraph) == ()


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        (
            "The adapters need \\(40 \\times 10^6 \\times 8\\) bytes, only 0.32 GB.",
            0.32,
            "((40 × (10 ^ 6)) × 8) / 1000000000",
            True,
        ),
        # A slip in the restated amount is a cross.
        (
            "The adapters need \\(40 \\times 10^6 \\times 8\\) bytes, only 3.2 GB.",
            3.2,
            "((40 × (10 ^ 6)) × 8) / 1000000000",
            False,
        ),
        # A formula's last term, restated.
        (
            "That copy takes \\(7 \\times 10^9 \\times 2 = 14 \\times 10^9\\) bytes, or 14 GB.",
            14,
            "(14 × (10 ^ 9)) / 1000000000",
            True,
        ),
        # A decimal prefix meant as a binary one.
        (
            "A page holds 1073741824 bytes, or 1 GB.",
            1,
            "(1073741824) / 1073741824",
            True,
        ),
        (
            "One round takes 1500 ms, or about 1.5 seconds.",
            1.5,
            "(1500) / 1000",
            True,
        ),
    ],
)
def test_an_amount_restated_in_another_unit(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(paragraph, stated, expression, ok)


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed", "ok"),
    [
        ("The table holds 4,000 rows, which take 8 KB at 2 bytes each.", 8, 8, True),
        ("Our cache keeps 3 million keys that need 12 MB at 4 bytes per key.", 12, 12, True),
        # A slip in the total is a cross, shown with decimal prefixes.
        ("Our cache keeps 3 million keys that need 24 MB at 4 bytes per key.", 24, 12, False),
        # The amount per item carried to the next sentence's count of the same items.
        (
            "A small index has 500 rows, which take 1 KB at 2 bytes each. "
            "A large one has 2 million rows and needs about 40 MB.",
            40,
            4,
            False,
        ),
        (
            "A small index has 500 rows, which take 1 KB at 2 bytes each. "
            "A large one has 2 million rows and needs about 4 MB.",
            4,
            4,
            True,
        ),
    ],
)
def test_an_amount_for_each_item_after_its_total(
    paragraph: str, stated: float, computed: float, ok: bool
) -> None:
    found = stated_once(paragraph, stated)
    assert (found.computed, found.ok) == (pytest.approx(computed), ok)


@pytest.mark.parametrize(
    "paragraph",
    [
        # The amount is for other items than the count's.
        "The table holds 4,000 rows, which take 8 KB at 2 bytes per column.",
        # The next sentence gives its own amount for each.
        "A small index has 500 rows, which take 1 KB at 2 bytes each. "
        "A large one has 2 million rows and needs 40 MB at 20 bytes each.",
        # The next sentence counts other items.
        "A small index has 500 rows, which take 1 KB at 2 bytes each. "
        "The server has 64 cores and needs about 40 MB.",
    ],
)
def test_amounts_for_other_items_make_no_total(paragraph: str) -> None:
    assert [e for e in examples(paragraph) if not e.ok] == []


@pytest.mark.parametrize(
    "paragraph",
    [
        # Another measure.
        "The batch needs 8000 bytes, or 8 seconds of transfer.",
        # No restating: two amounts of one sentence.
        "The weights take 14 GB and the states 56 GB.",
        # The same unit.
        "The cache holds 2 GB, or 3 GB at peak.",
    ],
)
def test_amounts_not_restated_are_no_conversion(paragraph: str) -> None:
    assert [e for e in examples(paragraph) if "/ 1" in e.params.get("expression", "")] == []


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        (
            "Draw a thousand samples. The chance that it never shows is point nine nine nine "
            "multiplied by itself a thousand times. That comes to about point three seven.",
            0.37,
            "0.999^{1000}",
            True,
        ),
        (
            "The chance of no slip is point nine times itself ten times, about point three five.",
            0.35,
            "0.9^{10}",
            True,
        ),
        (
            "With twenty independent checks, we multiply point nine five by itself twenty "
            "times. That leaves about a thirty-six percent chance that none of them fires.",
            36,
            "(0.95^{20}) \\times 100",
            True,
        ),
        (
            "Give each of three robots five moves. The number of joint moves is five "
            "multiplied by itself once per robot. That comes to a hundred and fifty joint "
            "moves.",
            150,
            "5^3",
            False,
        ),
        (
            "Take two independent noisy sensors. We multiply point eight by itself once for "
            "each sensor, which gives point six four.",
            0.64,
            "0.8^2",
            True,
        ),
    ],
)
def test_a_number_multiplied_by_itself_n_times(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(paragraph, stated, expression, ok)


@pytest.mark.parametrize(
    "paragraph",
    [
        # two different counts of robots said: the power is not known
        "The left room holds two robots and the right room three robots. The number of joint "
        "moves is five multiplied by itself once per robot. That comes to a hundred and "
        "fifty joint moves.",
        # a count of moves per robot is no count of robots
        "Allow four moves per robot. The number of joint moves is five multiplied by itself "
        "once per robot. That comes to six hundred joint moves.",
        # no count of robots said at all
        "The number of joint moves is five multiplied by itself once per robot. That comes "
        "to a hundred and twenty-five joint moves.",
        # a bare "by itself" without "multiply" before the base is no power
        "Each of four robots moves by itself. Five by itself once per robot is how the "
        "count grows, six hundred and twenty-five.",
    ],
)
def test_once_per_needs_one_count_of_the_noun(paragraph: str) -> None:
    assert [e for e in examples(paragraph) if "^" in e.params.get("expression", "")] == []


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        (
            "With ten samples per round, the fitted variance is on average point nine of the "
            "true one. After twelve rounds the expected variance is about point three one of "
            "where it started.",
            0.31,
            "0.9^{12}",
            False,
        ),
        (
            "Each epoch the learning rate shrinks by a factor of 0.5. After 3 epochs it is "
            "0.125 of its starting value.",
            0.125,
            "0.5^{3}",
            True,
        ),
        # The start and the end of one value, the factor said with "multiplies … by".
        (
            "A common fix multiplies every count by a discount, say point nine nine, each "
            "round. An arm left alone for ten rounds sees a count of fifty shrink to about "
            "forty-five.",
            45,
            "50 \\times 0.99^{10}",
            True,
        ),
    ],
)
def test_a_factor_per_round_compounded(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(paragraph, stated, expression, ok)


@pytest.mark.parametrize(("said", "ok"), [("seven point three", True), ("nine point three", False)])
def test_a_factor_per_token_that_compounds_to_a_value(said: str, ok: bool) -> None:
    # the verb names the operation: the factor needs no more than "per-token"
    paragraph = (
        "A per-token ratio of one point oh one sounds harmless. Over two hundred tokens it "
        f"compounds to about {said}."
    )
    assert_read(paragraph, 7.3 if ok else 9.3, "1.01^{200}", ok)


def test_compounding_needs_the_factor_said_per_round() -> None:
    paragraph = (
        "A ratio of one point oh one sounds harmless. Over two hundred tokens it compounds to "
        "about seven point three."
    )
    assert [e for e in examples(paragraph) if e.stated == pytest.approx(7.3)] == []


@pytest.mark.parametrize(
    "paragraph",
    [
        # No round named with the factor.
        "The fitted variance is point nine of the true one. After twelve rounds the variance "
        "is about point three one of where it started.",
        # The result is no share of the start.
        "With ten samples per round, the variance is point nine of the true one. After twelve "
        "rounds the loss is about point three one.",
    ],
)
def test_no_compounding_without_a_round_or_a_share_of_the_start(paragraph: str) -> None:
    assert [e for e in examples(paragraph) if e.stated == pytest.approx(0.31)] == []


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        (
            "A long warm-up has a cost: in a run of eight hundred steps, a warm-up of two "
            "hundred steps spends a quarter of the budget below the peak.",
            0.25,
            "200 / 800",
            True,
        ),
        (
            "Take a warm-up of two hundred steps. At step fifty the rate is half of the peak.",
            0.5,
            "50 / 200",
            False,
        ),
        (
            "Of 400 prompts in the pool, 100 prompts are dropped, or 25 percent of the pool.",
            25,
            "(100 / 400) \\times 100",
            True,
        ),
        # What is spared is the rest: "at step four hundred" counts steps, not "saves".
        (
            "Say the run was planned for one thousand steps. Stopping at step four hundred "
            "saves sixty percent of the planned compute.",
            60,
            "(1 - 400 / 1000) \\times 100",
            True,
        ),
        (
            "Say the run was planned for one thousand steps. Stopping at step four hundred "
            "saves forty percent of the planned compute.",
            40,
            "(1 - 400 / 1000) \\times 100",
            False,
        ),
    ],
)
def test_a_fraction_of_a_whole_after_two_counts_of_one_thing(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(paragraph, stated, expression, ok)


@pytest.mark.parametrize(
    "paragraph",
    [
        # Counts of two different things.
        "In a run of 800 steps with 200 prompts, the rate stays at a quarter of the peak.",
        # No share "of" a whole.
        "In a run of 800 steps, a warm-up of 200 steps lowers the rate by a quarter.",
        # A verb that joins arithmetic to its result counts nothing ("twenty gives forty").
        "Dividing eight hundred by twenty gives forty rollouts. That is a quarter of the batch.",
        # A position ("at step two hundred") is no whole: the whole, said further back, is
        # not in view.
        "Runs last a thousand steps. The loss settles at step four hundred. Stopping there "
        "skips fifty steps of cleanup, a quarter of the run.",
    ],
)
def test_a_fraction_without_two_counts_of_one_thing_is_no_share(paragraph: str) -> None:
    assert [e for e in examples(paragraph) if e.stated == pytest.approx(0.25)] == []


@pytest.mark.parametrize(
    ("paragraph", "stated", "ok"),
    [
        (
            "Say model A wins seventy percent of sixty coding prompts and forty percent of one "
            "hundred and forty writing prompts. Its overall win rate is forty-nine percent.",
            49,
            True,
        ),
        (
            "The judge agrees with 80% of 100 easy pairs and 50% of 300 hard pairs, a combined "
            "agreement of 65%.",
            65,
            False,
        ),
    ],
)
def test_an_overall_rate_of_groups_of_known_sizes(paragraph: str, stated: float, ok: bool) -> None:
    found = stated_once(paragraph, stated)
    assert found.ok is ok and found.computed == pytest.approx(49 if ok else 57.5)


def test_rates_without_an_overall_result_are_no_example() -> None:
    paragraph = (
        "Model A wins seventy percent of sixty coding prompts and forty percent of one hundred "
        "and forty writing prompts. It loses fifty percent of the rest."
    )
    assert [e for e in examples(paragraph) if e.stated == pytest.approx(50)] == []


@pytest.mark.parametrize(("said", "ok"), [("one thousand", True), ("nine hundred", False)])
def test_a_list_taken_together_is_its_sum(said: str, ok: bool) -> None:
    paragraph = (
        "Take a batch of four responses with fifty, fifty, one hundred and eight hundred "
        f"tokens. Together they hold {said} tokens."
    )
    found = stated_once(paragraph, 1000 if ok else 900)
    assert (found.params["expression"], found.ok) == ("50 + 50 + 100 + 800", ok)


def test_a_list_s_sum_said_next_is_read_only_when_it_is_the_sum() -> None:
    # Without "together" the next value may be anything: the sum is a match, never a ✗.
    said = "The three steps earn one, zero and four points. The agent logs a score of {} for it."
    found = stated_once(said.format("five"), 5)
    assert (found.params["expression"], found.ok) == ("1 + 0 + 4", True)
    assert [e for e in examples(said.format("six")) if e.stated == pytest.approx(6)] == []


def test_a_count_times_an_amount_each_matching_a_total_said_before() -> None:
    said = "With room for {} answers, we can take twelve questions with four answers each."
    found = stated_once(said.format("forty-eight"), 48)
    assert (found.params["expression"], found.ok) == ("12 \\times 4", True)
    # Said before and of no word of totalling, another value is no example (no ✗).
    assert [e for e in examples(said.format("fifty")) if e.stated == pytest.approx(50)] == []


def test_a_count_times_an_amount_each_matching_a_count_of_times_said_after() -> None:
    said = "Over a run of 200 games at 30 moves each, the judge is consulted {} times."
    found = stated_once(said.format("6,000"), 6000)
    assert (found.params["expression"], found.ok) == ("200 \\times 30", True)
    # Of no word of totalling, another value is no example (no ✗).
    assert [e for e in examples(said.format("5,000")) if e.stated == pytest.approx(5000)] == []


@pytest.mark.parametrize(("said", "ok"), [("sixty", True), ("seventy", False)])
def test_a_division_in_words_whose_result_is_named(said: str, ok: bool) -> None:
    found = single(f"Dividing thirty by fifty gives a pass rate of {said} percent.")
    assert found.unit == "percent"
    assert_checked(found, 60 if ok else 70, 60)


@pytest.mark.parametrize(("said", "ok"), [("point seven three", True), ("point six six", False)])
def test_a_named_factor_over_successive_rounds(said: str, ok: bool) -> None:
    paragraph = (
        "Use a decay factor of point nine. A count of ten becomes nine after one round. "
        f"Over three consecutive rounds, the count is left at about {said} of its starting size."
    )
    found = stated_once(paragraph, 0.73 if ok else 0.66)
    assert (found.params["expression"], found.ok) == ("0.9^{3}", ok)


def test_successive_rounds_without_a_named_factor_are_no_example() -> None:
    paragraph = (
        "A count of ten drops by point nine. Over three consecutive rounds, the count is left at "
        "about point five of its starting size."
    )
    assert [e for e in examples(paragraph) if e.stated == pytest.approx(0.5)] == []


@pytest.mark.parametrize(("said", "ok"), [("one point two five", True), ("one point five", False)])
def test_a_named_relation_with_an_adverb_before_its_value(said: str, ok: bool) -> None:
    paragraph = (
        "One mask gives the action point four, and another gives it point five. "
        f"The ratio is then {said}."
    )
    found = stated_once(paragraph, 1.25 if ok else 1.5)
    assert (found.params["expression"], found.ok) == ("0.5 / 0.4", ok)


# --- functions said in words, repeated operations, parts taken out, amounts per item ---


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        (
            "A gap of one gives the sigmoid of one, about point seven three.",
            0.73,
            "\\sigma(1)",
            True,
        ),
        (
            "A gap of one gives the sigmoid of one, about point six three.",
            0.63,
            "\\sigma(1)",
            False,
        ),
        # "the logistic" is the sigmoid's other name
        (
            "A win rate of seventy percent needs a gap near point eight five, since the "
            "logistic of point eight five is about point seven.",
            0.7,
            "\\sigma(0.85)",
            True,
        ),
        ("The square root of two is about one point four one.", 1.41, "\\sqrt(2)", True),
        # a root of another order, said by its ordinal (set 205's slip took the square root)
        ("The cube root of twenty-seven is three.", 3, "(27)^{1/3}", True),
        ("The fourth root of 256 is 16, so the cap is 32 children.", 16, "(256)^{1/4}", False),
        (
            "The decay factor is the twenty-third root of point one, about point nine zero five.",
            0.905,
            "(0.1)^{1/23}",
            True,
        ),
        ("So the weight is e to the minus one, about point three seven.", 0.37, "\\exp(-1)", True),
        ("The exponential of point five comes to one point six five.", 1.65, "\\exp(0.5)", True),
        (
            "The loss is the negative log of point five, about point six nine.",
            0.69,
            "-\\ln(0.5)",
            True,
        ),
        ("One minus the log of two is about point three one.", 0.31, "1 - \\ln(2)", True),
        # After a verb of value, "minus" negates: nothing stands before it to subtract from
        # (set 333: "costs minus the log of point one" read as ln(0.1), a false ✗).
        (
            "That pair costs minus the log of point one, roughly two point three.",
            2.3,
            "-\\ln(0.1)",
            True,
        ),
        (
            "The wrong pair costs minus the log of point one, roughly one point two.",
            1.2,
            "-\\ln(0.1)",
            False,
        ),
    ],
)
def test_a_function_of_a_number_said_in_words(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(paragraph, stated, expression, ok)


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression"),
    [
        # The argument is all the arithmetic said after "of" (a false ✗ read √0.6 × 0.4 / 200).
        (
            "For two hundred prompts and a pass rate of sixty percent, that is the square root "
            "of point six times point four over two hundred, roughly point zero three five.",
            0.035,
            "\\sqrt(0.6 \\times 0.4 / 200)",
        ),
        # A sum of terms each with its own function: the first argument ends before "plus".
        (
            "The exact KL is point eight times the log of one point six plus point two times "
            "the log of point four. That comes to about point one nine three.",
            0.193,
            "0.8 \\times \\ln(1.6) + 0.2 \\times \\ln(0.4)",
        ),
    ],
)
def test_a_function_takes_the_arithmetic_said_after_it(
    paragraph: str, stated: float, expression: str
) -> None:
    assert_read(paragraph, stated, expression, True)


@pytest.mark.parametrize(
    ("said", "stated", "expression", "ok"),
    [
        # A pause before "divided by" leaves the root's scope open: the result said is the
        # root of the whole (√(0.25 / 400) = 0.025), which the narrow reading (√0.25 / 400 =
        # 0.00125) read as a false ✗ on an unseen set.
        ("point zero two five", 0.025, "\\sqrt(0.5 \\times 0.5 / 400)", True),
        # The narrow reading is kept when it is what was said ...
        ("point zero zero one two five", 0.00125, "\\sqrt(0.5 \\times 0.5) / 400", True),
        # ... and a result neither reading gives stays a ✗, of the reading nearer to it.
        ("point zero five", 0.05, "\\sqrt(0.5 \\times 0.5 / 400)", False),
    ],
)
def test_a_function_argument_closed_by_a_pause_is_read_either_way(
    said: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(
        "The standard error is the square root of one half times one half, divided by four "
        f"hundred. That comes to {said}.",
        stated,
        expression,
        ok,
    )


def test_one_minus_a_power_said_in_words_subtracts_the_whole_power() -> None:
    # "one minus point nine five to the power of twenty": 1 − 0.95²⁰ = 0.64; the chain once
    # began at the exponent, and read 0.95²⁰ = 0.36 against the stated 64%, a false ✗.
    assert_read(
        "The chance that at least one clears the margin is one minus point nine five to the "
        "power of twenty. That works out to about sixty-four percent.",
        64,
        "(1 - 0.95^{20}) \\times 100",
        True,
    )


def test_a_function_of_a_function_is_not_read_as_the_inner_one() -> None:
    # -ln(sigmoid(0.3)) = 0.554: the sigmoid alone (0.574) would be a false ✗.
    assert not examples(
        "The loss for this pair is the negative log of the sigmoid of point three, which "
        "comes to about point five five."
    )


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        (
            "Say training starts with a scale of sixty-five thousand five hundred and thirty-six. "
            "Three overflowing steps in a row divide it by two three times, leaving eight "
            "thousand one hundred and ninety-two.",
            8192,
            "65536 / 2 / 2 / 2",
            True,
        ),
        (
            "Say training starts with a scale of sixty-five thousand five hundred and thirty-six. "
            "Three overflowing steps in a row divide it by two three times, leaving sixteen "
            "thousand three hundred and eighty-four.",
            16384,
            "65536 / 2 / 2 / 2",
            False,
        ),
        (
            "It doubles the batch three times, from 64 to 512.",
            512,
            "64 \\times 2 \\times 2 \\times 2",
            True,
        ),
        ("Start at 0.8 and halve it twice, giving 0.2.", 0.2, "0.8 / 2 / 2", True),
    ],
)
def test_an_operation_repeated_so_many_times(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(paragraph, stated, expression, ok)


def test_a_repetition_without_its_result_is_no_example() -> None:
    assert not examples("The scale starts at 1024. Overflows halve it three times in a row.")


@pytest.mark.parametrize(("left", "ok"), [("one thousand seven hundred", True), ("1600", False)])
def test_a_part_taken_out_of_a_whole_and_what_is_left(left: str, ok: bool) -> None:
    paragraph = (
        "Suppose a batch of two thousand comparisons contains three hundred ties. "
        f"Dropping them leaves {left} pairs and throws away fifteen percent of the budget."
    )
    assert_read(paragraph, 1700 if ok else 1600, "2000 - 300", ok)
    assert_read(paragraph, 15, "300 / 2000 \\times 100", True)


def test_a_part_not_taken_out_is_no_subtraction() -> None:
    # Nothing is dropped: the two counts and the third are three facts.
    assert not examples(
        "Suppose a batch of two thousand comparisons contains three hundred ties. "
        "Annotators wrote one thousand seven hundred comments."
    )


@pytest.mark.parametrize(("total", "ok"), [("twenty-eight", True), ("thirty-two", False)])
def test_an_amount_per_item_times_the_count(total: str, ok: bool) -> None:
    paragraph = (
        "Take a model with seven billion parameters. In thirty-two-bit float each parameter "
        f"takes four bytes, so the master weights alone fill {total} gigabytes."
    )
    assert_read(paragraph, 28 if ok else 32, "7000000000 \\times 4 / 1000000000", ok)


@pytest.mark.parametrize(("total", "ok"), [("six", True), ("eight", False)])
def test_an_amount_each_after_the_count_of_its_items(total: str, ok: bool) -> None:
    # "at 2 bytes each occupies …": the items are the count's, whatever the noun
    paragraph = f"A reward model with three billion weights at two bytes each occupies {total} GB."
    assert_read(paragraph, 6 if ok else 8, "3000000000 \\times 2 / 1000000000", ok)


@pytest.mark.parametrize(("total", "ok"), [("fourteen", True), ("twenty-eight", False)])
def test_a_count_joined_to_its_noun_in_a_compound_modifier(total: str, ok: bool) -> None:
    # "a seven-billion-parameter model": the count and its noun make one hyphenated modifier
    paragraph = f"A seven-billion-parameter model at two bytes each occupies {total} gigabytes."
    assert_read(paragraph, 14 if ok else 28, "7000000000 \\times 2 / 1000000000", ok)


@pytest.mark.parametrize(
    ("term", "total", "read"),
    [
        ("point one two", "point five four", [(0.12, 0.12), (0.54, 0.54)]),
        ("point one three", "point five four", [(0.13, 0.12), (0.54, 0.54)]),  # the term's slip
        ("point one two", "point five five", [(0.12, 0.12), (0.55, 0.54)]),  # the total's slip
    ],
)
def test_a_result_after_a_chain_is_its_last_product_when_a_total_follows(
    term: str, total: str, read: list[tuple[float, float]]
) -> None:
    found = examples(
        f"That is point six times point seven, which is point four two, plus point four times "
        f"point three, which is {term}, for a total of {total}."
    )
    assert [(e.stated, round(e.computed, 6)) for e in found] == read


@pytest.mark.parametrize(("last", "ok"), [("-1.61", True), ("-1.71", False)])
def test_a_function_of_each_value_of_the_list_before(last: str, ok: bool) -> None:
    found = examples(
        "Take three actions with probabilities 0.5, 0.3 and 0.2. Their log-probabilities are "
        f"about \\(-0.69\\), \\(-1.20\\) and \\({last}\\)."
    )
    assert [e.params["expression"] for e in found] == ["\\ln 0.5", "\\ln 0.3", "\\ln 0.2"]
    assert [e.ok for e in found] == [True, True, ok]


def test_a_function_of_a_list_needs_one_result_per_value() -> None:
    assert not examples(
        "The errors are point one, point two and point three. Their squares are point zero one "
        "and point zero four."
    )
    assert len(examples("The gaps are 3 and 4. Their squares are 9 and 16.")) == 2


@pytest.mark.parametrize(("said", "ok"), [("9", True), ("12", False)])
def test_a_formula_with_a_name_given_a_value_then_its_value_in_prose(said: str, ok: bool) -> None:
    assert_read(
        "The mean stopping time is \\(\\frac{\\gamma}{1-\\gamma}\\), which for "
        f"\\(\\gamma = 0.9\\) is {said} steps.",
        float(said),
        "\\gamma / (1 − \\gamma)",
        ok,
    )
    assert_read(
        f"With \\(\\gamma = 0.9\\), the mean \\(\\frac{{\\gamma}}{{1-\\gamma}}\\) is {said}.",
        float(said),
        "\\gamma / (1 − \\gamma)",
        ok,
    )


@pytest.mark.parametrize(("said", "ok"), [("0.08", True), ("0.13", False)])
def test_a_name_keeps_the_value_a_set_up_gave_it_sentences_before(said: str, ok: bool) -> None:
    """ "Take \\(\\lambda = 0.95\\)" holds for the paragraph; "With \\(\\lambda = 0.9\\) …" only
    for its own sentence."""
    paragraph = (
        "Take \\(\\lambda = 0.95\\) and \\(R = 1\\). A token near the end keeps most of the score. "
        "With \\(\\lambda = 0.9\\) the same token would keep less. Next, take a response of 51 "
        "tokens. Its first token's weight is \\(\\lambda^{50}\\), which works out to about "
        f"{said}."
    )
    assert_read(paragraph, float(said), "\\lambda ^ 50", ok)


def test_a_name_given_two_values_on_the_way_back_is_not_read() -> None:
    # "Now λ = 0.9" is neither a set-up nor a value for its own clause: which holds is unsaid
    assert not examples(
        "Take \\(\\lambda = 0.95\\). A token near the end keeps most of the score. Now "
        "\\(\\lambda = 0.9\\) for the rest. A long answer has 51 tokens. Its first token's "
        "weight is \\(\\lambda^{50}\\), which works out to about 0.08."
    )


def test_a_set_up_too_far_back_gives_no_value() -> None:
    fillers = " ".join(f"Step {word} changes nothing here." for word in ("one", "two", "three"))
    assert not examples(
        f"Take \\(\\lambda = 0.95\\). {fillers} {fillers} Its first token's weight is "
        "\\(\\lambda^{50}\\), which works out to about 0.08."
    )


@pytest.mark.parametrize(
    ("said", "ok"), [("point six five six one", True), ("point seven two nine", False)]
)
def test_a_power_of_a_symbol_said_by_name(said: str, ok: bool) -> None:
    """ "gamma is point nine" in one paragraph; "gamma to the fourth, which is …" in another."""
    found = [
        e
        for e in examples(
            "Every step costs one and gamma is point nine.",
            f"The four-step arrival is discounted by gamma to the fourth, which is {said}.",
        )
        if e.params["expression"] == "0.9^{4}"
    ]
    assert [e.ok for e in found] == [ok]
    assert found[0].line == 9  # the sentence that raises it, not the one that gave the value


def test_a_symbol_squared_and_cubed_in_the_sentence_that_gives_it() -> None:
    assert_read(
        "With lambda at point nine five, lambda squared is about point nine.",
        0.9,
        "0.95^{2}",
        True,
    )
    assert_read(
        "With lambda at point five, lambda cubed comes to point two five.",
        0.25,
        "0.5^{3}",
        False,
    )


def test_a_symbol_given_two_values_in_other_paragraphs_is_not_raised() -> None:
    assert not [
        e
        for e in examples(
            "Gamma is point nine in the first task.",
            "Gamma is point nine nine in the second task.",
            "Gamma squared is point eight one.",
        )
        if "^{2}" in str(e.params["expression"])
    ]


def test_a_number_a_phrase_applies_the_work_to_is_no_result() -> None:
    # "Applied to 0.74, that is 0.54 / 0.6": 0.74 is what the correction works on
    assert not examples(
        "Applied to point seven four, that is point five four divided by point six."
    )
    assert_read(
        "The clean estimate is point nine, that is point five four divided by point six.",
        0.9,
        "0.54 / 0.6",
        True,
    )


def test_a_small_count_of_things_is_no_operand_of_a_ratio() -> None:
    # "the two estimators": a count of what coincides, not a value related to 1.0
    assert not examples(
        "Log the ratio at every step. A ratio of 1.0 means the two estimators coincide, while "
        "the example above has a ratio of 3.0."
    )


def test_a_value_given_after_the_result_is_not_the_formulas() -> None:
    # the 0.99 is for the clause after: the 10 is of an earlier γ, not read here
    assert not examples(
        "The horizon \\(\\frac{1}{1-\\gamma}\\) is 10 here, and with \\(\\gamma = 0.99\\) "
        "it is 100."
    )


@pytest.mark.parametrize(("said", "ok"), [("point nine", True), ("point eight", False)])
def test_adding_those_values_sums_the_list_before(said: str, ok: bool) -> None:
    assert_read(
        "The per-token rewards are point two, point three, minus point one and point five. "
        f"Add those four rewards and you get {said}.",
        0.9 if ok else 0.8,
        "0.2 + 0.3 + -0.1 + 0.5",
        ok,
    )
    # a count that is not the list's: no reading of the sum
    assert not examples("The rewards are 1, 0 and 2. Add those four rewards and you get 3.")


@pytest.mark.parametrize(("said", "ok"), [("sixty-nine", True), ("seventy-one", False)])
def test_averaging_the_values_before_is_their_mean(said: str, ok: bool) -> None:
    found = single(
        "A model scores sixty-four, sixty-eight, seventy and seventy-four percent. Averaging the "
        f"four gives {said} percent."
    )
    assert (found.params["expression"], found.computed, found.ok) == (
        "(64 + 68 + 70 + 74) / 4",
        69,
        ok,
    )


@pytest.mark.parametrize(("said", "ok"), [("0.12", True), ("0.35", False)])
def test_a_formula_whose_names_are_given_values_together(said: str, ok: bool) -> None:
    found = single(
        "Its weight after \\(n\\) updates is \\((1-\\alpha)^n\\), and with \\(\\alpha = 0.1\\) "
        f"and \\(n = 20\\) that is about {said}."
    )
    assert (found.ok, round(found.computed, 4)) == (ok, 0.1216)


def test_a_formula_worked_out_wrong_on_the_next_line_is_a_cross() -> None:
    """The next line's equation holds as written; the slip is the step between the lines."""
    formula = "So the estimate is \\(0.5 + 2 \\times 0.4 - 1 \\times 0.4^2\\). "
    wrong = examples(
        formula + "Working through the terms gives \\(\\hat{v}(0.4) = 0.5 + 0.8 - 0.4 = 0.9\\)."
    )
    assert sorted((e.stated, round(e.computed, 6), e.ok) for e in wrong) == [
        (0.9, 0.9, True),
        (0.9, 1.14, False),
    ]
    right = examples(
        formula + "Working through the terms gives \\(\\hat{v}(0.4) = 0.5 + 0.8 - 0.16 = 1.14\\)."
    )
    assert [(e.stated, e.ok) for e in right] == [(1.14, True)]


@pytest.mark.parametrize(("said", "ok"), [("1400", True), ("1500", False)])
def test_subtracting_one_from_the_other_of_the_two_before(said: str, ok: bool) -> None:
    assert_read(
        "The cap is 2000 tokens and answers end at token 600. Subtract one from the other, and "
        f"each rollout sheds {said} tokens.",
        float(said),
        "2000 - 600",
        ok,
    )


@pytest.mark.parametrize(
    "paragraph",
    [
        "With a coefficient of 0.05 and a KL of 8 nats, the penalty takes 0.4 off each reward.",
        "With a coefficient of 0.05, a KL of 40 nats charges 2 full points.",
        "The regulariser is 1.46, and with a weight of 5 it adds 7.3 to the loss.",
    ],
)
def test_a_penalty_or_bonus_said_as_what_it_adds_or_takes_off(paragraph: str) -> None:
    (found,) = examples(paragraph)
    assert found.ok and found.params["expression"].count("\\times") == 1


def test_a_number_that_opens_a_written_product_is_no_result() -> None:
    # "adds \\(0.81 \\times 3 = 2.43\\)": 0.81 is an operand of the product, not a result
    found = examples(
        "With a discount of 0.9 twice, a stale value of 3 adds \\(0.81 \\times 3 = 2.43\\)."
    )
    assert [e.stated for e in found] == [2.43]


@pytest.mark.parametrize(("said", "ok"), [("two", True), ("five", False)])
def test_a_fraction_said_in_points_is_read_in_points(said: str, ok: bool) -> None:
    found = single(
        "With accuracy near seventy percent, the standard error is the square root of point "
        f"seven times point three over five hundred. That comes to about {said} points."
    )
    assert (found.ok, round(found.computed, 2)) == (ok, 2.05)


def test_one_from_the_other_is_no_operand() -> None:
    # "one" of "subtracting one from the other" is a pronoun: no gap of 2 - 1 is read
    assert not [
        e
        for e in examples(
            "Beta is point one. Subtracting one from the other gives a gap of two, and scaling "
            "by beta gives a margin of point two."
        )
        if not e.ok
    ]


@pytest.mark.parametrize(("said", "ok"), [("7", True), ("8", False)])
def test_a_formula_then_its_terms_summed_with_symbols_on_the_next_line(said: str, ok: bool) -> None:
    found = single(
        "The weighted squared error is \\(0.5 \\times 2^2 + 0.3 \\times 0^2 + 0.2 \\times 5^2\\). "
        f"That sum is 2 + 0 + 5, or {said}."
    )
    assert (found.stated, found.computed, found.ok) == (float(said), 7, ok)


@pytest.mark.parametrize(("said", "ok"), [("100", True), ("1000", False)])
def test_a_gerund_operation_whose_result_is_a_determined_noun(said: str, ok: bool) -> None:
    assert_read(
        f"Dividing 10,000 by 100 gives those {said} groups.", float(said), "10000 / 100", ok
    )


def test_values_given_in_math_are_no_counts_to_split() -> None:
    # 3 + 2 + 4 = 9 by chance: the values of v(s) are no counts whose shares follow
    assert not examples(
        "Take three states with true values \\(v(s_1) = 2\\), \\(v(s_2) = 4\\) and "
        "\\(v(s_3) = 9\\). They account for 50%, 30% and 20% of the visits."
    )


def test_a_pair_of_counts_and_a_total_is_read_only_when_it_matches() -> None:
    # nothing says whether the pair multiplies or adds: exactly one of them, or no reading
    assert_read(
        "With 50,000 transitions and 40 iterations, the regressor is trained on 2,000,000 "
        "transition-target pairs in total.",
        2_000_000,
        "50000 \\times 40",
        True,
    )
    assert_read("With 3 prompts and 4 rewrites, the set holds 7 items in all.", 7, "3 + 4", True)
    assert not examples("With 3 prompts and 4 samples, we score 20 responses in total.")


def test_an_amount_per_item_in_a_binary_unit() -> None:
    assert_read(
        "A cache of 1024 blocks at 4 KiB per block needs 4 MiB.", 4, "1024 \\times 4 / 1024", True
    )


def test_a_rate_of_the_time_is_no_share_of_the_things_counted() -> None:
    # 400 of 1000 pairs, "right seventy percent of the time": how often, not 400/1000.
    assert not examples(
        "Take one thousand held-out pairs split into two bins. Four hundred pairs sit in the "
        "confident bin, where the model is right only seventy percent of the time."
    )
    # Counted in steps, "of the time" is the share of the steps.
    assert_read(
        "In a run of eight hundred steps, the warm-up of two hundred steps takes a quarter "
        "of the time.",
        0.25,
        "200 / 800",
        True,
    )


@pytest.mark.parametrize(
    ("paragraph", "stated", "ok"),
    [
        (
            "Over five steps where each ratio is 1.5, the product already reaches about 7.59.",
            7.59,
            True,
        ),
        (
            "Over five steps where each ratio is 1.5, the product already reaches about 5.06.",
            5.06,
            False,
        ),
        # Not "4 × 0.9" (a count and a factor are no pair to multiply).
        ("Across four layers where each gain is 0.9, their product is about 0.66.", 0.66, True),
    ],
)
def test_a_product_of_a_count_of_equal_factors(paragraph: str, stated: float, ok: bool) -> None:
    found = stated_once(paragraph, stated)
    assert found.params["expression"].endswith("}") and found.ok is ok


# --- a whole split into counts, a share over "the N …", a base less a rate per unit -----------


@pytest.mark.parametrize(
    ("said", "ok"),
    [("fifty, thirty and twenty", True), ("forty, forty and twenty", False)],
)
def test_counts_then_their_shares_of_the_whole(said: str, ok: bool) -> None:
    paragraph = (
        "Over twenty games the bot opened with the queen's pawn in ten, the king's pawn in six "
        f"and the knight in four. Its opening mix is {said.replace(',', ' percent,')} percent."
    )
    found = examples(paragraph)
    assert [e.params["expression"] for e in found] == [
        "(10 / 20) \\times 100",
        "(6 / 20) \\times 100",
        "(4 / 20) \\times 100",
    ]
    assert all(e.ok for e in found) is ok


def test_shares_that_do_not_add_up_to_the_whole_are_no_split() -> None:
    # Two numbers, then two percentages of something else (they add up to 90).
    paragraph = (
        "The model saw twelve prompts and three tools. Accuracy was sixty percent and recall "
        "thirty percent."
    )
    assert examples(paragraph) == ()


@pytest.mark.parametrize(("said", "ok"), [("fifteen", True), ("twelve", False)])
def test_a_share_of_the_total_said_after_on_the(said: str, ok: bool) -> None:
    paragraph = (
        "On the sixty puzzles that need backtracking, the planner solves only nine. That is a "
        f"solve rate of {said} percent."
    )
    assert_checked(single(paragraph), 15 if ok else 12, 15)


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        (
            "Give each finished proof a score of two, minus point five for every hundred "
            "lines. A proof of three hundred lines then scores point five.",
            0.5,
            0.5,
        ),
        (
            "Say a solved task earns ten, and each minute of wall time costs point two. A task "
            "solved in fifteen minutes then earns seven.",
            7,
            7,
        ),
        (
            "Say a solved task earns ten, and each minute of wall time costs point two. A task "
            "solved in fifteen minutes then earns eight.",
            8,
            7,
        ),
    ],
)
def test_a_base_less_a_rate_per_unit(paragraph: str, stated: float, computed: float) -> None:
    assert_checked(single(paragraph), stated, computed)


def test_a_rate_with_no_base_is_no_charge() -> None:
    paragraph = (
        "Each thousand tokens costs point one. A response of three thousand tokens then "
        "scores point seven."
    )
    assert all(e.ok for e in examples(paragraph))


# --- a comma that closes a sum before × or ÷, a result said after a restated chain ------------


@pytest.mark.parametrize(("said", "ok"), [("one half", True), ("point four", False)])
def test_a_comma_closes_the_sum_before_a_division(said: str, ok: bool) -> None:
    paragraph = (
        "The score is point nine minus point six, divided by one minus point four. That is "
        f"point three over point six, or exactly {said}."
    )
    found = stated_once(paragraph, 0.5 if ok else 0.4)
    assert found.params["expression"] == "(0.9 - 0.6) / (1 - 0.4)"
    assert_checked(found, 0.5 if ok else 0.4, 0.5)


def test_without_a_comma_the_usual_precedence_holds() -> None:
    found = single("The score is point nine minus point six divided by two, which is point six.")
    assert_checked(found, 0.6, 0.6)


@pytest.mark.parametrize(
    ("paragraph", "stated", "computed"),
    [
        ("Seven checkpoints give twenty-one distinct pairs to compare.", 21, 21),
        ("Seven checkpoints give forty-nine distinct pairs to compare.", 49, 21),
        ("Ten players make ninety ordered pairs of players.", 90, 90),
        (
            "A pool of two hundred thousand answers holds roughly twenty billion pairs.",
            2e10,
            19999900000,
        ),
    ],
)
def test_the_pairs_of_n_things(paragraph: str, stated: float, computed: float) -> None:
    assert_checked(single(paragraph), stated, computed)


@pytest.mark.parametrize(
    "paragraph",
    [
        "Eight annotators share three pairs of headphones.",
        # Far fewer than all the pairs: some of them, not a count of all.
        "Twenty prompts give four pairs that the judge could not split.",
    ],
)
def test_pairs_of_something_else_are_no_example(paragraph: str) -> None:
    assert all(e.ok for e in examples(paragraph))


@pytest.mark.parametrize(("said", "ok"), [("sixty-six", True), ("seventy", False)])
def test_a_chance_in_words_then_its_percentage(said: str, ok: bool) -> None:
    paragraph = (
        f"The chance that all four hold is point nine raised to the power four. That comes to "
        f"about {said} percent."
    )
    assert_checked(single(paragraph), 66 if ok else 70, 65.61)


@pytest.mark.parametrize(("said", "ok"), [("0.0125", True), ("0.025", False)])
def test_a_value_halved_every_period(said: str, ok: bool) -> None:
    paragraph = (
        "The learning rate starts at 0.1 and is halved every ten epochs. By epoch thirty it "
        f"has fallen to {said}."
    )
    assert_checked(single(paragraph), float(said), 0.0125)


def test_a_period_that_does_not_divide_the_step_is_no_example() -> None:
    paragraph = (
        "The learning rate starts at 0.1 and is halved every ten epochs. By epoch twenty-five "
        "it has fallen to 0.02."
    )
    assert all(e.ok for e in examples(paragraph))


@pytest.mark.parametrize(("said", "ok"), [("eleven", True), ("thirteen", False)])
def test_a_difference_in_percentage_points(said: str, ok: bool) -> None:
    paragraph = (
        "The tuned prompt solves 64% of the puzzles and the plain prompt 53%. That is "
        f"{said} percentage points ahead."
    )
    assert_checked(single(paragraph), 11 if ok else 13, 11)


def test_a_count_is_no_rate_a_difference_in_points_compares() -> None:
    # Set 128: "a fall of thirty points" is 95% − 65%, the rates of two sentences; the count
    # 130 beside the 65% is no rate (a false ✗ of 130 − 65 = 65).
    paragraph = (
        "Keep a held-out set of two hundred harmful prompts. If the trained model refuses one "
        "hundred and thirty, the rate is sixty-five percent, a fall of thirty points."
    )
    assert all(e.ok for e in examples(paragraph))
    # Points of a return compare two returns, however large (fresh_168: 900 − 810).
    paragraph = "The specialist earns nine hundred. The other earns eight hundred and ten. "
    assert all(e.ok for e in examples(paragraph + "The drop is ninety points."))


def test_the_first_operand_of_a_written_formula_is_no_result() -> None:
    # Set 131: "at least one of the four … is \\(1 - 0.7^4 = …\\)": the formula's 1 opens
    # more arithmetic (an ASCII minus), so it states no share of the four (a false ✗ of 3/4).
    paragraph = (
        "Suppose each sample is correct with probability \\(p = 0.3\\) and we draw \\(n = 4\\). "
        "The chance that at least one of the four is correct is "
        "\\(1 - 0.7^4 = 1 - 0.2401 \\approx 0.76\\)."
    )
    found = examples(paragraph)
    assert found and all(e.ok for e in found), found
    assert 1.0 not in [e.stated for e in found]


def test_percentage_points_far_from_the_difference_are_no_example() -> None:
    # Other percentages (a slip would be near the difference of these two).
    paragraph = (
        "Accuracy is 90% on the easy split and 20% on the hard one. Next year's model "
        "should gain 5 percentage points on each."
    )
    assert not examples(paragraph)


@pytest.mark.parametrize(("said", "ok"), [("about 6.3", True), ("about 4", False)])
def test_a_standard_error_from_its_deviation_and_count(said: str, ok: bool) -> None:
    paragraph = (
        "Returns of the policy spread with a standard deviation of 20. Averaged over "
        f"10 seeds, the standard error is {said}."
    )
    assert_checked(single(paragraph), 6.3 if ok else 4, 6.324555)


def test_a_standard_error_bound_is_no_example() -> None:
    paragraph = "The standard deviation is 40, and we want the standard error below 5 with 16 runs."
    assert not examples(paragraph)


def test_a_share_of_other_things_than_those_counted_is_no_example() -> None:
    # 1,000 tokens fill 3 rows of 1,024 slots: 33% of the slots, not 24 of the 1,000 tokens.
    paragraph = (
        "Packed, the batch fills one thousand tokens, leaving twenty-four tokens of padding. "
        "Padded one by one, it takes three rows, and only about thirty-three percent of the "
        "slots hold real tokens."
    )
    assert all(e.ok for e in examples(paragraph))


def test_a_fraction_of_a_unit_is_no_share_of_the_counts() -> None:
    # 12 frames at 60 a second is a fifth of a second, not 4/12 of the frames.
    paragraph = (
        "Each clip keeps four frames. Spaced out, the four frames span twelve frames of "
        "play, which is a fifth of a second."
    )
    assert all(e.ok for e in examples(paragraph))
    assert not [e for e in examples(paragraph) if e.stated == pytest.approx(0.2)]


@pytest.mark.parametrize(("said", "ok"), [("0.5", True), ("0.4", False)])
def test_a_value_divided_by_a_formula_in_math(said: str, ok: bool) -> None:
    paragraph = (
        "First \\(v = 0.2 \\times 0.5 = 0.1\\), then the rescaling divides it by "
        f"\\(1 - 0.8\\), and the rescaled value comes to {said}."
    )
    assert_checked(stated_once(paragraph, float(said)), float(said), 0.5)


def test_a_value_multiplied_by_a_formula_in_math() -> None:
    paragraph = "The reward is 2.0, and discounting multiplies it by \\(0.9^2\\), giving 1.62."
    assert_checked(stated_once(paragraph, 1.62), 1.62, 1.62)


@pytest.mark.parametrize(("said", "ok"), [("a thousand", True), ("nine hundred", False)])
def test_a_rate_times_a_count_that_a_budget_needs(said: str, ok: bool) -> None:
    paragraph = (
        "A reply may run to four hundred words, and at two point five tokens per word "
        f"it needs a budget of about {said} tokens."
    )
    assert_checked(single(paragraph), 1000 if ok else 900, 1000)


@pytest.mark.parametrize(("said", "ok"), [("ninety-six", True), ("one hundred and six", False)])
def test_a_percentage_of_a_counted_whole_restated_as_a_count(said: str, ok: bool) -> None:
    paragraph = (
        "Take one hundred and twenty test prompts, and suppose the new policy solves eighty "
        f"percent of them, which is {said} prompts."
    )
    assert_checked(single(paragraph), 96 if ok else 106, 96)


@pytest.mark.parametrize(
    ("paragraph", "stated"),
    [
        # Set 128: the share as the subject of "is" ...
        ("For a request of thirty words, ten percent is {} words, so the band is narrow.", 3),
        # ... and a clause of its own that says the count, after a modifier of the noun
        (
            "With batches of five hundred prompts and a four percent mix, each batch carries "
            "{} harmful prompts.",
            20,
        ),
    ],
)
@pytest.mark.parametrize("ok", [True, False])
def test_a_percentage_of_a_counted_whole_said_as_a_count_of_its_own(
    paragraph: str, stated: int, ok: bool
) -> None:
    said = stated if ok else stated + 1
    assert_checked(single(paragraph.format(said)), said, stated)
    # a count of other things is no example
    assert not examples(
        paragraph.format(stated)
        .replace("words,", "seconds,", 1)
        .replace("harmful prompts", "hours")
    )


def test_a_percentage_of_a_counted_whole_restated_as_a_count_a_sentence_later() -> None:
    setup = "Suppose you hold forty thousand examples and the ceiling removes the top five percent."
    found = single(f"{setup} That is one in twenty, so two thousand examples leave.")
    assert_checked(found, 2000, 2000)
    # a sentence later, another count may be of another share: only agreement is read
    assert not examples(f"{setup} That is one in twenty, so three thousand examples leave.")
    assert not examples(f"{setup} That is one in twenty, so two thousand hours are saved.")


@pytest.mark.parametrize(("said", "ok"), [("7.361", True), ("7.461", False)])
def test_a_list_and_the_total_said_right_after_it(said: str, ok: bool) -> None:
    assert_read_as_said(
        f"The reciprocals are 1.111, 1.25 and 5, summing to {said}.", said, "1.111 + 1.25 + 5", ok
    )


def test_a_total_of_rounded_items_is_read_only_when_it_agrees() -> None:
    # "about 0.667, 0.667 and 0.5": rounded items; the total worked from exact thirds is 1.833,
    # from the rounded items 1.834: both agree, their roundings allowed
    assert single("The shares are about 0.667, 0.667 and 0.5, summing to 1.833.").ok
    assert single("The shares are about 0.667, 0.667 and 0.5, summing to 1.834.").ok
    assert not examples("The shares are about 0.667, 0.667 and 0.5, summing to 2.5.")


def test_a_count_of_other_things_after_a_percentage_is_no_example() -> None:
    paragraph = (
        "Take one hundred and twenty test prompts, and suppose the new policy solves eighty "
        "percent of them, which is ninety-six hours of compute."
    )
    assert not examples(paragraph)


@pytest.mark.parametrize(("said", "ok"), [("0.64", True), ("1.28", False)])
def test_rounds_of_a_doubling_rule_set_out_in_the_paragraph_before(said: str, ok: bool) -> None:
    found = single(
        "When the loss spikes, the controller doubles the penalty weight.",
        f"Three such updates in a row take it from 0.08 to {said}.",
    )
    assert_checked(found, float(said), 0.64)


def test_rounds_of_a_rule_that_neither_doubles_nor_halves_are_no_example() -> None:
    paragraphs = (
        "When the loss spikes, the controller adds 0.1 to the penalty weight.",
        "Three such updates in a row take it from 0.08 to 0.38.",
    )
    assert not examples(*paragraphs)


@pytest.mark.parametrize(("said", "ok"), [("ninety", True), ("eighty", False)])
def test_a_whole_split_by_percentages_into_counts(said: str, ok: bool) -> None:
    found = examples(
        "Take a pool of three hundred prompts and a mix of thirty, fifty and twenty percent. "
        f"The pool then holds {said} easy prompts, one hundred and fifty medium prompts and "
        "sixty hard prompts."
    )
    first = next(e for e in found if e.stated == (90 if ok else 80))
    assert_checked(first, 90 if ok else 80, 90)
    assert len(found) == 3


def test_counts_of_other_things_after_a_split_are_no_example() -> None:
    found = examples(
        "Take a pool of three hundred prompts and a mix of thirty, fifty and twenty percent. "
        "Training then takes ninety minutes, one hundred and fifty steps and sixty checkpoints."
    )
    assert not found


@pytest.mark.parametrize(("said", "ok"), [("six", True), ("eight", False)])
def test_a_percentage_of_a_percentage(said: str, ok: bool) -> None:
    paragraph = (
        "Twenty percent of the answers are wrong, and the grader catches thirty percent of "
        f"them, so about {said} percent of all answers get a low score."
    )
    assert_checked(single(paragraph), 6 if ok else 8, 6)


@pytest.mark.parametrize(("said", "ok"), [("twenty-five", True), ("twenty", False)])
def test_a_fraction_restated_as_a_percentage(said: str, ok: bool) -> None:
    paragraph = f"Each of the four workers takes a quarter of the prompts, or {said} percent."
    assert_checked(single(paragraph), 25 if ok else 20, 25)


@pytest.mark.parametrize(("said", "ok"), [("six", True), ("twelve", False)])
def test_memory_restated_at_another_bit_width(said: str, ok: bool) -> None:
    found = single(
        "At thirty-two bits, each weight takes four bytes, so the model fills twenty-four "
        f"gigabytes. An eight-bit copy of the same model fits in about {said} gigabytes."
    )
    assert_checked(found, 6 if ok else 12, 6)


# --- a band around a centre ------------------------------------------------------------


@pytest.mark.parametrize(("said", "ok"), [("one point three", True), ("one point two", False)])
def test_a_clip_range_bounds_a_ratio_on_both_sides(said: str, ok: bool) -> None:
    paragraph = (
        "We set the clip range to point three, so each ratio is kept between point seven "
        f"and {said}."
    )
    assert_read(paragraph, 0.7, "1 - 0.3", True)
    assert_read(paragraph, 1.3 if ok else 1.2, "1 + 0.3", ok)


def test_a_value_plus_or_minus_a_percentage_gives_its_range() -> None:
    paragraph = (
        "The motor's gain is two in the nominal model. We randomise it by plus or minus "
        "ten percent. That gives a range from one point eight to two point two."
    )
    assert_read(paragraph, 1.8, "2 \\times (1 - 0.1)", True)
    assert_read(paragraph, 2.2, "2 \\times (1 + 0.1)", True)


def test_a_value_plus_or_minus_an_amount_in_digits() -> None:
    paragraph = "The mass is 3 kg, sampled plus or minus 0.5 kg, so anywhere from 2.5 to 3.4 kg."
    assert_read(paragraph, 2.5, "3 - 0.5", True)
    assert_read(paragraph, 3.4, "3 + 0.5", False)


@pytest.mark.parametrize(("said", "ok"), [("point eight", True), ("point seven", False)])
def test_a_clip_band_with_its_ratio_named_the_sentence_before(said: str, ok: bool) -> None:
    paragraph = (
        "The clipped objective limits each ratio to a band around one. "
        f"With a clip range of point two, the band runs from {said} to one point two."
    )
    low = stated_once(paragraph, 0.8 if ok else 0.7)
    assert low.params["expression"] == "1 - 0.2" and low.ok is ok


@pytest.mark.parametrize(
    "paragraph",
    [
        # a narrower range inside the band: another range, not the band's ends
        "With epsilon at point two, ratios between point nine and one point one are never clipped.",
        # no ratio: an exploration ε, not a clip range
        "Epsilon is point two, and the learning rate moves between point eight and one point "
        "two over training.",
        # the pair does not straddle the centre
        "With a clip range of point two, a ratio between one point two and one point five "
        "gets no gradient for a positive advantage.",
    ],
)
def test_other_ranges_are_not_a_band(paragraph: str) -> None:
    assert not [e for e in examples(paragraph) if "1 -" in e.params.get("expression", "")]
    assert not [e for e in examples(paragraph) if "1 +" in e.params.get("expression", "")]


@pytest.mark.parametrize(
    ("paragraph", "ok"),
    [
        (
            "The mean score is 7. With a standard deviation of 1.5, most runs fall within "
            "two standard deviations of the mean, that is between 4 and 10.",
            True,
        ),
        (
            "The mean action is \\(0.5 + 0.5 = 1.0\\). With \\(\\sigma = 0.5\\), most actions "
            "fall within \\(2\\sigma\\) of the mean, that is between 0.5 and 1.5.",
            False,
        ),
    ],
)
def test_a_band_of_standard_deviations_restated_by_its_ends(paragraph: str, ok: bool) -> None:
    ends = [e for e in examples(paragraph) if "\\times" in e.params.get("expression", "")]
    assert len(ends) == 2 and all(e.ok is ok for e in ends), ends


def test_a_band_of_standard_deviations_needs_its_restatement() -> None:
    # "and nearly all between …": another band, not the one within two deviations
    paragraph = (
        "The mean score is 7. With a standard deviation of 1.5, most runs fall within two "
        "standard deviations of the mean, and nearly all between 2 and 12."
    )
    assert not [e for e in examples(paragraph) if "\\times" in e.params.get("expression", "")]


# --- a sum of squares ------------------------------------------------------------------


@pytest.mark.parametrize(("said", "ok"), [("0.13", True), ("0.36", False)])
def test_a_squared_error_from_components_said_the_sentence_before(said: str, ok: bool) -> None:
    # 0.2² + 0.3² = 0.13; 0.36 is (0.2 + 0.4)², a slip of adding before squaring
    assert_read(
        "The value estimate is off by 0.2 on the first state and by -0.3 on the second. "
        f"Its squared error is {said}.",
        float(said),
        "0.2^2 + (-0.3)^2",
        ok,
    )


def test_a_mean_squared_error_divides_by_the_count() -> None:
    assert_read(
        "The critic's errors on four states are 0.5, -0.5, 1 and -1, "
        "so the mean squared error is 0.625.",
        0.625,
        "(0.5^2 + (-0.5)^2 + 1^2 + (-1)^2) / 4",
        True,
    )


@pytest.mark.parametrize(
    "paragraph",
    [
        # no components: numbers that are no misses, errors or differences
        "The batch holds 0.3 of the easy prompts and 0.4 of the hard ones. "
        "The squared error is then 0.5.",
        # a root mean squared error is no sum of squares
        "The errors are 0.3 and -0.4. The root mean squared error is about 0.35.",
    ],
)
def test_other_numbers_before_a_squared_error_are_no_sum_of_squares(paragraph: str) -> None:
    assert not [e for e in examples(paragraph) if "^2" in e.params.get("expression", "")]


def test_a_relation_inside_a_condition_is_no_result() -> None:
    # "when the margin is zero" sets a condition on another quantity; 0.69 − 0.55 is no zero
    paragraph = (
        "The loss is minus the log of the sigmoid of that margin, roughly 0.55, "
        "down from about 0.69 when the margin is zero."
    )
    assert not [e for e in examples(paragraph) if not e.ok]
    said = "The two scores are 0.69 and 0.55, and the gap is 0.14."
    assert_read(said, 0.14, "0.69 - 0.55", True)


@pytest.mark.parametrize(("said", "ok"), [("1,600", True), ("1,200", False)])
def test_a_formula_in_math_with_its_value_apposed_after_or(said: str, ok: bool) -> None:
    # 40 × (20 + 20) = 1600; 1200 is 40 × (20 + 10)
    assert_read_as_said(
        "One update samples 40 tasks and 20 runs per task before and after adapting, so it "
        f"consumes \\(40 \\times (20 + 20)\\), or {said} runs.",
        said,
        "40 × (20 + 20)",
        ok,
    )


@pytest.mark.parametrize(("said", "ok"), [("81", True), ("64", False)])
def test_counts_named_by_their_nouns_bind_by_name_not_order(said: str, ok: bool) -> None:
    # 3 actions in each of 4 states: 3^4 = 81 policies; 64 is 4^3, the operands swapped
    assert_read(
        "Take 4 states with 3 actions in each. Raising the number of actions to the power of "
        f"the number of states gives {said} deterministic policies.",
        float(said),
        "3^{4}",
        ok,
    )
    assert_read(
        "We draw 8 samples for each of 12 prompts. The number of prompts times the number of "
        "samples is 96 completions.",
        96,
        "12 \\times 8",
        True,
    )


def test_a_relation_noun_after_an_operator_word_is_an_operand() -> None:
    # "beta times the margin is two" is 0.1 × 20, not the margin 20 − 0.1
    paragraph = "With beta at point one and a margin of twenty, beta times the margin is two."
    assert [e.ok for e in examples(paragraph)] == [True]
    assert single(paragraph).computed == pytest.approx(2)


@pytest.mark.parametrize(("said", "ok"), [("fourteen", True), ("eighteen", False)])
def test_a_result_in_a_larger_unit_of_its_operands_measure(said: str, ok: bool) -> None:
    # 7 × 10^9 parameters × 2 bytes = 14 × 10^9 bytes: 14 gigabytes
    found = single(
        "Picture a model with seven billion parameters stored at two bytes per parameter. "
        f"Multiplying those gives {said} gigabytes of weights."
    )
    assert (found.computed, found.ok) == (pytest.approx(14), ok)


def test_a_number_opening_a_clause_after_a_comma_restates_no_share() -> None:
    # "point three three three passes as one third" is the subject of "passes", not 1/1000
    paragraph = (
        "With an absolute tolerance of one in a thousand, point three three three passes as "
        "one third."
    )
    assert not [e for e in examples(paragraph) if not e.ok]
    assert_read(
        "Only one in twenty, five percent, passes the check.", 5, "(1 / 20) \\times 100", True
    )


@pytest.mark.parametrize(
    ("first", "then", "expression", "ok"),
    [
        # the slip (0.8^4 is 0.41, not 0.51) carries into "one minus that": 0.49 is wrong too
        ("point five one", "point four nine", "1 - 0.4096", False),
        # a right result is taken as said
        ("point four one", "point five nine", "1 - 0.41", True),
    ],
)
def test_a_result_worked_out_from_the_one_before_carries_its_slip(
    first: str, then: str, expression: str, ok: bool
) -> None:
    found = [
        e
        for e in examples(
            f"The chance that all four miss is point eight raised to the fourth power, which "
            f"comes to about {first}. Pass-at-four is then one minus that, roughly {then}."
        )
        if "carried_from" in e.params
    ]
    assert [(e.params["expression"], e.ok) for e in found] == [(expression, ok)]


def test_a_carried_result_makes_no_exercise_of_its_own() -> None:
    from test_check import lesson

    from generator.check import example_exercises

    wrong = lesson(
        "The chance that all four miss is point eight raised to the fourth power, which comes "
        "to about point five one. Pass-at-four is then one minus that, roughly point four nine."
    )
    assert [x.answer for x in example_exercises(wrong)] == [pytest.approx(0.4096)]


@pytest.mark.parametrize(("said", "ok"), [("4,000", True), ("2,000", False)])
def test_the_numbers_of_the_sentence_before_multiplied_as_named(said: str, ok: bool) -> None:
    assert_read_as_said(
        "Take 4 actions, 50 rollouts each, and trajectories of 20 steps. "
        f"Multiplying these gives {said} simulated steps for every decision.",
        said,
        "4 \\times 50 \\times 20",
        ok,
    )


@pytest.mark.parametrize(("said", "ok"), [("five thousand", True), ("six thousand", False)])
def test_the_results_the_sentence_before_worked_out_are_what_those_adds(
    said: str, ok: bool
) -> None:
    # "Adding those": the two results (4,200 and 800), not their inputs as well
    assert_read_as_said(
        "Seventy percent of six thousand is four thousand two hundred, and forty percent of "
        f"two thousand is eight hundred. Adding those gives {said} answers in all.",
        {"five thousand": "5000", "six thousand": "6000"}[said],
        "4200 + 800",
        ok,
    )


def test_numbers_of_one_quantity_changed_are_not_combined() -> None:
    # 0.7 is cut to 0.5: "them" are the output 0.6 and the cut noise, 1.1, not 0.6 + 0.7 + 0.5
    paragraph = (
        "If the target actor outputs 0.6 and the sampled noise is 0.7, the noise is cut to 0.5. "
        "Adding them gives 1.1, and clipping brings the target action to 1."
    )
    assert not [e for e in examples(paragraph) if not e.ok]


@pytest.mark.parametrize(
    ("said", "stated", "ok"),
    [
        # "a little over point three eight": 8/21 = 0.381, a share restated with a hedge that
        # sets which side of the number it lies on (set 63: not read before)
        ("a little over point three eight", 0.38, True),
        ("slightly more than point three eight", 0.38, True),
        # the hedge widens the tolerance to a unit of the last digit, no more
        ("a little over point three five", 0.35, False),
    ],
)
def test_a_share_said_to_lie_just_over_a_number(said: str, stated: float, ok: bool) -> None:
    assert_read(f"That gives eight out of twenty-one, {said}.", stated, "8 / 21", ok)


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        # the standard error of a rate measured on N items, √(p(1 − p)/N), in points
        (
            "With eight hundred prompts at a pass rate near one half, the standard error of "
            "each score is about one point eight percentage points.",
            1.8,
            "\\sqrt{0.5 (1 - 0.5) / 800} \\times 100",
            True,
        ),
        # the rate and the count in the sentence before
        (
            "Now return to the win rate of fifty-five percent from two hundred comparisons. Its "
            "standard error is about point zero three five.",
            0.035,
            "\\sqrt{0.55 (1 - 0.55) / 200}",
            True,
        ),
        # a slip (√(0.25/400) is 0.025) is a ✗
        (
            "A validation set of four hundred prompts has an accuracy of one half. Its standard "
            "error is about point zero three five.",
            0.035,
            "\\sqrt{0.5 (1 - 0.5) / 400}",
            False,
        ),
    ],
)
def test_the_standard_error_of_a_rate(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(paragraph, stated, expression, ok)


def test_no_standard_error_of_a_rate_when_two_rates_are_in_view() -> None:
    # which rate's error is meant, the sentence does not say
    assert not examples(
        "Model A has a win rate of sixty percent and model B a win rate of forty percent over "
        "two hundred comparisons. The standard error is about point zero three five."
    )


@pytest.mark.parametrize(
    ("paragraph", "stated", "ok"),
    [
        # the counted noun between the count and its total: "one prompt in twenty"
        ("The model fails on one prompt in twenty, which is five percent of the set.", 5, True),
        ("A hard prompt is solved one time in ten, a pass rate of point one.", 0.1, True),
        ("The model fails on one prompt in twenty, which is two percent of the set.", 2, False),
    ],
)
def test_a_share_with_its_noun_between_count_and_total(
    paragraph: str, stated: float, ok: bool
) -> None:
    assert stated_once(paragraph, stated).ok is ok


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression"),
    [
        # a verb of its own marked as a consequence: "therefore buys", "therefore receives"
        (
            "An expected update reads 200 values. A budget of 1,000 reads therefore buys 5 "
            "expected updates.",
            5,
            "1000 / 200",
        ),
        # "means": what the numbers just said come to
        (
            "One hundred programs against fifty tests means five thousand executions per problem.",
            5000,
            "100 \\times 50",
        ),
        # an estimate: "takes about"
        (
            "If every state has at most 10 successors, a sweep over 10,000 states takes about "
            "\\(10^5\\) multiply-adds.",
            100000,
            "10 \\times 10000",
        ),
    ],
)
def test_a_result_marked_as_following_with_a_verb_of_its_own(
    paragraph: str, stated: float, expression: str
) -> None:
    assert_read(paragraph, stated, expression, True)


def test_a_plain_takes_states_a_given_not_a_result() -> None:
    # "takes thirteen steps" with no estimate marked is as often a given
    assert not examples("Each episode has 3 stages of 4 steps and takes 12 steps in all.") or all(
        e.stated != 12 or "takes" not in e.text for e in examples("Each run takes 12 steps.")
    )


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        # "Dividing gives …": the first number of the sentence before by the second
        (
            "Take a repeated token with a logit of two point four and a penalty of one point "
            "two. Dividing gives a logit of exactly two.",
            2,
            "2.4 / 1.2",
            True,
        ),
        (
            "Take a repeated token with a logit of two point four and a penalty of one point "
            "two. Dividing gives a logit of exactly three.",
            3,
            "2.4 / 1.2",
            False,
        ),
    ],
)
def test_dividing_the_two_numbers_of_the_sentence_before(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(paragraph, stated, expression, ok)


def test_dividing_three_numbers_is_not_read() -> None:
    # which divides which, the sentence does not say
    assert not examples(
        "Take logits of two, three and four. Dividing gives a logit of exactly two."
    )


@pytest.mark.parametrize(
    ("paragraph", "stated", "ok"),
    [
        # the total an example sets up ("Take two hundred … problems"), a count of it later
        (
            "Take two hundred maths problems, and suppose the first drafts get one hundred and "
            "twenty right, which is sixty percent.",
            60,
            True,
        ),
        (
            "Take two hundred maths problems, and suppose the first drafts get one hundred and "
            "twenty right, which is sixty-five percent.",
            65,
            False,
        ),
    ],
)
def test_a_share_of_the_total_an_example_sets_up(paragraph: str, stated: float, ok: bool) -> None:
    assert stated_once(paragraph, stated).ok is ok


def test_a_vector_after_a_total_is_no_share_of_it() -> None:
    # "Take two features, \(x(s) = (1, 0.5)\)": numbers of a formula count nothing
    assert not [
        e
        for e in examples("Take two features, \\( x(s) = (1, 0.5) \\), and parameters to match.")
        if e.stated == 0.5
    ]


# --- set 102 and 103's shapes ---------------------------------------------------------------


@pytest.mark.parametrize(("said", "ok"), [("sixteen", True), ("about twelve", False)])
def test_a_gerund_operation_whose_result_we_should_expect(said: str, ok: bool) -> None:
    # set 102's slip: the main clause after "Dividing four by a quarter," states the result
    assert_read(
        f"Dividing four by a quarter, we should expect to draw {said} samples.",
        16 if ok else 12,
        "4 / 0.25",
        ok,
    )


@pytest.mark.parametrize(
    ("sentence", "stated", "expression", "ok"),
    [
        (
            "Averaging twenty and twenty-five gives correctness a Shapley value of twenty-two "
            "and a half points.",
            22.5,
            "(20 + 25) / 2",
            True,
        ),
        ("Averaging 0.2, 0.4 and 0.9 gives 0.6.", 0.6, "(0.2 + 0.4 + 0.9) / 3", False),
        (
            "Adding each component to the base gives twenty and five, which add to twenty-five.",
            25,
            "20 + 5",
            True,
        ),
    ],
)
def test_an_average_or_a_total_said_as_a_verb(
    sentence: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(sentence, stated, expression, ok)


@pytest.mark.parametrize(
    ("second", "stated", "expression"),
    [
        ("The average of those two is seven and a half points.", 7.5, "(5 + 10) / 2"),
        ("Those two drops add to fifteen, more than the gain.", 15, "5 + 10"),
    ],
)
def test_the_two_numbers_before_named_together(second: str, stated: float, expression: str) -> None:
    first = "Added first, it contributes five points; added second, it contributes ten."
    assert_read(f"{first} {second}", stated, expression, True)


@pytest.mark.parametrize(
    ("sentence", "stated", "expression", "ok"),
    [
        (
            "If correctness comes first, it adds twenty points, from forty to sixty.",
            20,
            "60 - 40",
            True,
        ),
        ("Accuracy fell 12 points, from 70% to 58%.", 12, "70 - 58", True),
        ("Accuracy fell 10 points, from 70% to 58%.", 10, "70 - 58", False),
    ],
)
def test_an_amount_of_change_then_the_two_values_it_lies_between(
    sentence: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(sentence, stated, expression, ok)


def test_a_power_of_two_digits_is_braced_as_tex() -> None:
    # "2^10" in TeX raises 2 to 1 and writes a 0 after it
    found = stated_once("With ten components that is two to the power ten, or 512 runs.", 512)
    assert (found.params["expression"], found.ok, found.computed) == ("2^{10}", False, 1024)


@pytest.mark.parametrize(("total", "ok"), [("0.784", True), ("0.794", False)])
def test_a_total_of_items_given_to_their_last_digit_allows_their_rounding(
    total: str, ok: bool
) -> None:
    # set 104's false ✗: four terms rounded to three decimals sum to 0.783; the exact ones
    # to 0.784
    found = stated_once(
        f"Now the terms are 0.199, 0.332, 0.186 and 0.066 bits, for a total of about {total} bits.",
        float(total),
    )
    assert found.ok is ok


@pytest.mark.parametrize(
    ("result", "stated", "expression", "ok"),
    [
        ("one", 1, "2 \\times (1 - 0.5)", True),
        ("point seven", 0.7, "2 \\times (1 - 0.5)", False),
    ],
)
def test_times_said_before_a_difference_may_take_all_of_it(
    result: str, stated: float, expression: str, ok: bool
) -> None:
    # set 107's false ✗: "two, times one minus point five, which is one" is 2 × (1 − 0.5), as
    # heard, where 2 × 1 − 0.5 = 1.5 misses the value stated; a slip is read against the
    # nearer reading
    assert_read(
        f"The variance of the difference is two, times one minus point five, which is {result}.",
        stated,
        expression,
        ok,
    )
    # where the narrow reading agrees, it stands
    assert_read("Two times one minus point five is one point five.", 1.5, "2 \\times 1 - 0.5", True)


@pytest.mark.parametrize(("said", "ok"), [("thirteen", True), ("eleven", False)])
def test_two_values_a_semicolon_sets_side_by_side_and_their_drop(said: str, ok: bool) -> None:
    # set 106: "agreement was seventy-four percent; on the fresh pool's pairs, it was sixty-one
    # percent. That is a drop of thirteen points."
    assert_read(
        "On the original pairs, agreement was seventy-four percent; on the fresh pairs, it was "
        f"sixty-one percent. That is a drop of {said} points.",
        13 if ok else 11,
        "74 - 61",
        ok,
    )


@pytest.mark.parametrize(("said", "ok"), [("25", True), ("20", False)])
def test_a_percentage_fewer_said_without_than(said: str, ok: bool) -> None:
    # set 107: "A spends 800 tokens … B spends 600. B then uses 25% fewer tokens and takes the tie."
    assert_read(
        "Suppose A spends 800 tokens per answer on average and B spends 600. "
        f"B then uses {said}% fewer tokens and takes the tie.",
        float(said),
        "(800 - 600) / 800 \\times 100",
        ok,
    )


def test_a_share_in_math_restated_in_percent_is_read_when_it_agrees() -> None:
    # set 107: "the share used is \(1 - 0.9^{10}\), about 65.1%"; a percentage far from it may be
    # of another quantity ("…, a 60% drop"): not read
    found = stated_once("After 10 epochs the share used is \\(1 - 0.9^{10}\\), about 65.1%.", 65.1)
    assert found.ok
    assert not examples("After 10 epochs the share used is \\(1 - 0.9^{10}\\), about 60%.")


@pytest.mark.parametrize(
    ("said", "stated", "computed", "ok"),
    [
        ("seven full batches, with one prompt to spare", 7, 7, True),
        ("seven whole batches", 7, 7, True),
        ("seven batches, with one prompt left over", 7, 7, True),
        ("eight full batches", 8, 7, False),
    ],
)
def test_a_quotient_counted_in_whole_things_is_its_whole_part(
    said: str, stated: float, computed: float, ok: bool
) -> None:
    # set 108's false ✗: "Dividing twenty-six by three gives eight full steps, with two seconds
    # to spare" counts whole steps (26 / 3 = 8.67): the whole part is the value, and a count
    # that is not the whole part is a ✗
    found = stated_once(f"Dividing fifty by seven gives {said}.", stated)
    assert (found.params["expression"], found.params["counted"]) == ("50 / 7", "whole part")
    assert (found.computed, found.ok) == (computed, ok)
    # a quotient said as a value (no whole things counted) is compared as it is
    assert_read("Dividing fifty by eight gives six point two five.", 6.25, "50 / 8", True)


def test_a_whole_part_exercise_asks_for_the_whole_part() -> None:
    read = lesson("Dividing fifty by seven gives eight full batches, with one prompt to spare.")
    (example,) = find_examples(read)
    exercise = example_exercise(example, read)
    assert "the whole part of \\(50 / 7\\)" in exercise.prompt
    assert exercise.answer == 7


@pytest.mark.parametrize(("said", "ok"), [("seven", True), ("eight", False)])
def test_a_quotient_of_operands_said_with_their_units(said: str, ok: bool) -> None:
    # set 108's slip: "Twenty-six seconds divided by six point two seconds per step leaves room
    # for five full steps" (26 / 6.2 = 4.19): the rate "per step" is an operand, not a result
    found = stated_once(
        f"Fifty seconds divided by seven seconds per step leaves room for {said} full steps.",
        7 if ok else 8,
    )
    assert (found.params["expression"], found.ok) == ("50 / 7", ok)


@pytest.mark.parametrize(("said", "ok"), [("fifty", True), ("sixty", False)])
def test_a_share_said_as_n_in_m_is_one_operand_of_a_product(said: str, ok: bool) -> None:
    # set 109's false ✗: "… five hundred and twelve prompts and … three in ten of them come
    # back uniform. Multiplying those gives about one hundred and fifty-four": 512 × 0.3,
    # not 512 × 3 × 10
    assert_read(
        "A batch holds two hundred prompts, and one in four of them comes back uniform. "
        f"Multiplying those gives {said} wasted prompts.",
        50 if ok else 60,
        "200 \\times 0.25",
        ok,
    )


@pytest.mark.parametrize(("said", "ok"), [("twenty", True), ("twenty-five", False)])
def test_a_relative_change_from_a_value_with_its_unit(said: str, ok: bool) -> None:
    # set 109: "The step shrinks from one hundred and twenty seconds to one hundred and five, a
    # saving of twelve and a half percent"
    assert_read(
        f"The run shrinks from fifty minutes to forty, a saving of {said} percent.",
        20 if ok else 25,
        "(40 - 50) / 50 \\times 100",
        ok,
    )


@pytest.mark.parametrize(("said", "ok"), [("about 25", True), ("about 35", False)])
def test_an_amount_of_a_compound_unit_restated_in_another(said: str, ok: bool) -> None:
    # set 109: "81920 GPU-seconds, about 23 GPU-hours": a compound unit counts in its last
    # part's unit, as "seconds, or … hours" does
    assert_read(
        f"The judge needs 90,000 GPU-seconds, {said} GPU-hours.",
        25 if ok else 35,
        "(90000) / 3600",
        ok,
    )


@pytest.mark.parametrize(
    ("sentence", "stated", "expression", "ok"),
    [
        # set 110's false ✗: "we raise one in twenty to the third power. That is one in eight
        # thousand" read as 20³ against 1/8000
        (
            "All four must fail, so we raise one in five to the fourth power. That is one in six "
            "hundred and twenty-five.",
            0.0016,
            "0.2^4",
            True,
        ),
        (
            "All four must fail, so we raise one in five to the fourth power. That is one in a "
            "hundred and twenty-five.",
            0.008,
            "0.2^4",
            False,
        ),
        # set 110/111: "Two hundred times one in twenty is ten"
        ("Four hundred times one in twenty is twenty.", 20, "400 \\times 0.05", True),
    ],
)
def test_a_share_said_n_in_m_is_one_operand_of_spoken_arithmetic(
    sentence: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(sentence, stated, expression, ok)
    # said as a result, it stays the result ("… is one in a hundred million")
    assert_read("Point one to the fourth is one in ten thousand.", 0.0001, "0.1^4", True)


@pytest.mark.parametrize(("said", "ok"), [("point three seven", True), ("point four seven", False)])
def test_a_large_spoken_power_with_its_result_after_and_you_get(said: str, ok: bool) -> None:
    # set 111: "Raise point nine nine nine nine to the power two thousand and you get about
    # point eight two" (a power over a thousand, and the result after "and you get")
    assert_read(
        f"Raise point nine nine nine five to the power two thousand and you get about {said}.",
        0.37 if ok else 0.47,
        "0.9995^{2000}",
        ok,
    )
    # a power over a thousand said with "gives"
    assert_read(
        "Point nine nine nine five to the power two thousand gives about point three seven.",
        0.37,
        "0.9995^{2000}",
        True,
    )


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        # set 108: "That comes to 784 decisive comparisons. Halving the edge to a 52.5% win rate
        # multiplies the count by 4, to 3,136."
        (
            "That comes to 250 rollouts. Halving the margin to a 51% win rate multiplies the "
            "count by 4, to 1,000.",
            1000,
            "250 \\times 4",
            True,
        ),
        (
            "That comes to 250 rollouts. Halving the margin multiplies the count by 4, to 1,200.",
            1200,
            "250 \\times 4",
            False,
        ),
        ("The variance is 0.8. Averaging two samples halves it, to 0.4.", 0.4, "0.8 / 2", True),
        ("The variance is 0.8. Averaging two samples halves it, to 0.3.", 0.3, "0.8 / 2", False),
    ],
)
def test_an_operation_applied_once_to_the_value_before(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(paragraph, stated, expression, ok)


def test_an_operation_applied_once_to_one_of_several_values_before_is_read_only_if_it_agrees() -> (
    None
):
    # which of the sentence's values "it" is, is a guess: a reading that disagrees is no ✗
    assert_read(
        "The mean is 2.0 and the variance is 0.8. Averaging two samples halves it, to 0.4.",
        0.4,
        "0.8 / 2",
        True,
    )
    assert not examples(
        "The mean is 2.0 and the variance is 0.8. Averaging two samples halves it, to 0.3."
    )


def test_a_count_followed_by_the_verb_complete_is_no_whole_count() -> None:
    # "complete" after a count is as often a verb ("73 complete the task") as "full": the
    # value stated is compared as it is
    found = stated_once(
        "Multiplying two hundred by point three six four gives about 73 complete runs.", 73
    )
    assert "counted" not in found.params
    assert found.ok


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        (
            "Moving up scored 3.5 and moving left scored 2.6, a gap of only 0.9.",
            0.9,
            "3.5 - 2.6",
            True,
        ),
        (
            "Moving up scored 3.5 and moving left scored 2.6, a gap of just 0.8.",
            0.8,
            "3.5 - 2.6",
            False,
        ),
    ],
)
def test_a_focusing_adverb_between_a_named_relation_and_its_value(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(paragraph, stated, expression, ok)


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        (
            "Suppose the reference is twelve point five newtons. One percent of that is point "
            "one two five newtons.",
            0.125,
            "1 / 100 \\times 12.5",
            True,
        ),
        (
            "Suppose the reference is twelve point five newtons. Two percent of that is point "
            "four newtons.",
            0.4,
            "2 / 100 \\times 12.5",
            False,
        ),
    ],
)
def test_a_percentage_of_a_measured_amount_restated_in_its_unit(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    # the whole is an amount of a unit noun, not a count: "twelve point five newtons"
    assert_read(paragraph, stated, expression, ok)


@pytest.mark.parametrize(
    ("paragraph", "stated", "ok"),
    [
        ("The drop is thirteen percentage points, from ninety-four to eighty-one.", 13, True),
        ("The drop is twelve percentage points, from ninety-four to eighty-one.", 12, False),
        ("The drop of point four, from point six down to point two, marks the turn.", 0.4, True),
    ],
)
def test_a_change_stated_before_the_from_to_pair_it_makes(
    paragraph: str, stated: float, ok: bool
) -> None:
    found = stated_once(paragraph, stated)
    assert found.ok is ok
    assert found.computed == pytest.approx(float(stated) if ok else 13)


def test_points_of_a_rate_restated_are_no_difference_of_the_counts_before() -> None:
    # "Twenty in a thousand" is a rate (2 points), not the pair 1000 and 20
    found = stated_once(
        "Twenty in a thousand is a drop of point two percentage points in accuracy.", 0.2
    )
    assert not found.ok and found.computed == pytest.approx(2)


@pytest.mark.parametrize(
    ("paragraph", "stated", "ok"),
    [
        (r"With \(\gamma = 0.5\), the denominator \(1 - \gamma^2\) is then 0.75.", 0.75, True),
        # the power of γ one too few: 1 − γ is 0.5, 1 − γ² is not
        (r"With \(\gamma = 0.5\), the denominator \(1 - \gamma^2\) is then 0.5.", 0.5, False),
    ],
)
def test_a_named_formula_valued_after_an_adverb(paragraph: str, stated: float, ok: bool) -> None:
    found = stated_once(paragraph, stated)
    assert found.ok is ok and found.computed == pytest.approx(0.75)


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression", "ok"),
    [
        (
            "Doubling sixty-six percent would give one hundred and thirty-two percent, which "
            "tells you the question was framed wrongly.",
            132,
            "66 \\times 2",
            True,
        ),
        ("Doubling 66 percent gives 122 percent.", 122, "66 \\times 2", False),
        ("Halving 0.8 gives 0.4.", 0.4, "0.8 / 2", True),
        ("Squaring 0.9 gives about 0.81.", 0.81, "0.9^2", True),
    ],
)
def test_a_scaling_said_as_a_gerund_before_its_operand(
    paragraph: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(paragraph, stated, expression, ok)


def test_a_gerund_scaling_of_no_number_is_no_example() -> None:
    assert examples("Doubling the batch gives 600 tokens.") == ()


def test_a_signed_operand_after_times_is_no_unit_of_the_number_before() -> None:
    # "times plus point two" is 75 × (+0.2); "times" is no unit word that "plus" follows
    assert not [
        e
        for e in examples(
            "Seventy-five times plus point two is fifteen, twenty-five times minus point six is "
            "minus fifteen, and the two cancel."
        )
        if not e.ok
    ]


@pytest.mark.parametrize(
    ("paragraph", "stated", "ok"),
    [
        ("Point nine take away point two is point seven.", 0.7, True),
        ("Point nine take away point two is point six.", 0.6, False),
    ],
)
def test_take_away_is_a_minus(paragraph: str, stated: float, ok: bool) -> None:
    assert_read(paragraph, stated, "0.9 - 0.2", ok)


def test_a_result_said_next_that_opens_more_arithmetic_is_not_the_result() -> None:
    # "That comes to point nine take away one, which leaves minus point one": the result is
    # the one after the arithmetic, not "point nine"
    found = examples(
        "Acting at once gives point nine times plus one, added to one tenth times minus ten. "
        "That comes to point nine take away one, which leaves minus point one."
    )
    assert [(e.stated, e.ok) for e in found] == [(-0.1, True)]


@pytest.mark.parametrize(("said", "ok"), [("five point seven", True), ("six point seven", False)])
def test_the_first_subtracted_from_the_second_of_two_scores_in_points(said: str, ok: bool) -> None:
    # Set 140: a percentage and a score whose unit is left unsaid, compared in points.
    found = single(
        "The baseline scores fifty-two point four percent on a held-out maths set, and the "
        "full recipe scores fifty-eight point one. Subtracting the first from the second, the "
        f"recipe is worth {said} points."
    )
    assert_checked(found, 5.7 if ok else 6.7, 5.7)


@pytest.mark.parametrize(("said", "ok"), [("five point seven", True), ("four point seven", False)])
def test_a_gerund_operation_then_what_the_subject_is_worth(said: str, ok: bool) -> None:
    # "Subtracting …, the recipe is worth …": the clause after the gerund states its result
    found = single(
        "Subtracting fifty-two point four from fifty-eight point one, the recipe is worth "
        f"{said} points."
    )
    assert_checked(found, 5.7 if ok else 4.7, 5.7)


@pytest.mark.parametrize(("said", "ok"), [("one", True), ("two", False)])
def test_twice_before_an_operand_doubles_it(said: str, ok: bool) -> None:
    # set 142: "Twice one times one half is one" (2 × 1 × 0.5) was read as 1 × 0.5: a false ✗
    found = stated_once(f"Twice one times one half is {said}, the harmonic mean.", 1 if ok else 2)
    assert (found.computed, found.ok) == (1, ok)


def test_rates_within_different_parts_are_not_the_parts_shares() -> None:
    # set 142: 90% and 10% add up to a hundred, but each is a rate within one part, not the
    # part's share of the whole (50,000 and 150,000 of 200,000): two false ✗
    found = examples(
        "That makes fifty thousand bad examples and one hundred and fifty thousand good ones. "
        "Say the filter catches ninety percent of the bad ones and wrongly removes ten percent "
        "of the good ones."
    )
    assert all(e.ok for e in found), found
    # the shares of one whole, said of it alike, still are
    split = examples(
        "Over ten rounds the opponent threw rock in six and paper in four. The mixture is "
        "then seventy percent rock and thirty percent paper."
    )
    assert [e.ok for e in split] == [False, False]


@pytest.mark.parametrize(
    ("said", "ok"), [("one hundred and twelve", True), ("eleven point two", False)]
)
def test_a_slip_of_a_unit_conversion_is_shown_in_the_unit_stated(said: str, ok: bool) -> None:
    # set 143: "seven billion times sixteen bytes comes to eleven point two gigabytes": the ✗
    # shows 112 (gigabytes), not 112000000000 (bytes)
    found = single(
        f"For seven billion parameters, seven billion times sixteen bytes comes to {said} "
        "gigabytes."
    )
    assert (found.computed, found.ok) == (pytest.approx(112), ok)


@pytest.mark.parametrize(("said", "ok"), [("twenty-eight", True), ("fifty-six", False)])
def test_a_chain_ending_on_what_it_counts_is_valued_in_the_next_sentence(
    said: str, ok: bool
) -> None:
    # set 145's slip: "eight times seven, divided by two, distinct pairs. That comes to
    # fifty-six" (the halving skipped) was read as 8 × 7 = 56 and agreed
    found = single(
        "A fully labelled set needs eight times seven, divided by two, distinct pairs. "
        f"That comes to {said} comparisons for every prompt."
    )
    assert (found.computed, found.ok) == (28, ok)


@pytest.mark.parametrize(
    ("said", "computed", "ok"),
    [("point seven", 0.7, True), ("point eight", 0.7, False), ("one point four three", 1.43, True)],
)
def test_a_division_of_two_numbers_in_no_order_said_is_a_share_below_one(
    said: str, computed: float, ok: bool
) -> None:
    # set 149: "Among the five hundred and forty reflecting traces, suppose three hundred and
    # seventy-eight reach the right answer. Dividing gives point seven." (540 / 378 was a ✗)
    found = find_examples(
        lesson(
            "Among the five hundred and forty reflecting traces, suppose three hundred and "
            f"seventy-eight reach the right answer. Dividing gives {said}."
        )
    )
    assert [(round(e.computed, 2), e.ok) for e in found] == [(computed, ok)]


@pytest.mark.parametrize(("said", "ok"), [("six", True), ("twelve", False)])
def test_a_spoken_chain_halved_as_a_whole(said: str, ok: bool) -> None:
    # set 159: "With four arms there are six distinct pairs, since four times three, halved, is
    # six" (the halving after the product's last operand was the end of the chain)
    found = single(f"Four players give six matches, since four times three, halved, is {said}.")
    assert (found.params["expression"], found.computed, found.ok) == ("(4 \\times 3) / 2", 6, ok)


@pytest.mark.parametrize(("said", "ok"), [("point one five", True), ("point three", False)])
def test_averaging_them_means_the_two_values_just_stated(said: str, ok: bool) -> None:
    # set 159: "The margins are point two and point one. Averaging them gives a regret of point
    # one five for that single duel."
    found = single(
        f"The gaps are point two and point one. Averaging them gives a penalty of {said} for "
        "that round."
    )
    assert (found.params["expression"], found.computed, found.ok) == ("(0.2 + 0.1) / 2", 0.15, ok)


@pytest.mark.parametrize(("said", "ok"), [("ten thousand", True), ("one thousand", False)])
def test_a_result_said_after_which_here_is(said: str, ok: bool) -> None:
    found = single(
        "The number of trials needed grows as one over point zero one squared, which here is "
        f"{said}."
    )
    assert (found.computed, found.ok) == (10000, ok)


@pytest.mark.parametrize(("said", "ok"), [("48", True), ("47", False)])
def test_a_formula_of_counted_things_applied_to_values_given_after_it(said: str, ok: bool) -> None:
    # set 159's slip: "An item of \\(L\\) tokens contains \\(L - n + 1\\) n-grams of length
    # \\(n\\). Take a question of 60 tokens and a window of \\(n = 13\\). Sliding the window …
    # gives 47 distinct 13-grams." was read as 60 − 13 = 47 and agreed
    found = stated_once(
        "A sequence of \\(T\\) frames holds \\(T - k + 1\\) windows of width \\(k\\). "
        "Take a clip of 60 frames and a width of \\(k = 13\\). "
        f"Sliding along one frame at a time gives {said} distinct windows.",
        float(said),
    )
    assert (found.computed, found.ok) == (48, ok)


def test_a_formula_of_counted_things_without_a_value_for_each_name_is_no_example() -> None:
    assert not examples(
        "A sequence of \\(T\\) frames holds \\(T - k + 1\\) windows of width \\(k\\). "
        "Take a width of \\(k = 13\\). Sliding along gives 47 distinct windows."
    )


@pytest.mark.parametrize(("said", "ok"), [("73", True), ("70", False)])
def test_an_equation_in_percentage_points_stated_as_a_percentage(said: str, ok: bool) -> None:
    # set 159: "\\(0.15 \\times 90 + 0.85 \\times 70 = 73\\%\\)" was a ✗ against 7300%
    found = single(f"The overall score is \\(0.15 \\times 90 + 0.85 \\times 70 = {said}\\%\\).")
    assert (found.computed, found.ok) == (pytest.approx(73), ok)


def test_a_fraction_of_one_stated_as_a_tiny_percentage_is_still_a_cross() -> None:
    # (the percentage-point reading is only for a value above one)
    found = single("The pass rate is \\(\\frac{38}{50} = 0.76\\%\\).")
    assert not found.ok


@pytest.mark.parametrize(("said", "ok"), [("about 131 million", True), ("about 13 million", False)])
def test_a_hedged_count_in_apposition_is_the_product_of_rows_and_columns(
    said: str, ok: bool
) -> None:
    # set 159: "The padded table here holds thirty-two thousand and sixty-four rows of four
    # thousand and ninety-six numbers, about one hundred and thirty-one million parameters."
    found = examples(f"The table holds 32,064 rows of 4,096 numbers, {said} parameters.")
    assert [(e.computed, e.ok) for e in found] == ([(32064 * 4096, True)] if ok else [])


def test_values_of_one_lettered_instance_are_no_inputs_of_another() -> None:
    # set 158: "Solution B has 3 steps, scored 0.95, 0.6 and 0.95. For A, the minimum and the
    # mean are both 0.9" was a ✗ (B's mean, 0.83, against A's 0.9)
    found = examples(
        "Solution A has 5 steps, each scored 0.9. Solution B has 3 steps, scored 0.95, 0.6 and "
        "0.95. For A, the mean is 0.9. For B, the mean is about 0.83."
    )
    assert [(e.stated, e.ok) for e in found] == [(0.83, True)]


def test_a_reciprocal_said_in_words_is_no_combination_of_other_numbers() -> None:
    # set 157's fresh_612: "The episodic bonus is one divided by that root, roughly point six
    # seven" read as 1.48 / 2.2 (the root and the sum before it)
    found = examples(
        "The four scores add up to two point two, and the square root of that sum is about one "
        "point four eight. The bonus is one divided by that root, roughly point six seven."
    )
    assert all("2.2" not in str(e.params.get("expression")) or e.stated != 0.67 for e in found)
    assert not any(e.stated == pytest.approx(0.67) for e in found)


def test_a_result_carried_from_a_slip_is_read_from_the_true_value_first() -> None:
    # fresh_241: "… which comes to about point five one. Pass-at-four is then one minus that,
    # roughly point four nine": a ✗ on 0.51, and on 0.49 from the true 0.4096 (the apposed
    # "roughly point four nine" is also 1 − 0.51, which must not be the reading)
    found = examples(
        "The chance that all four miss is point eight raised to the fourth power, which comes to "
        "about point five one. Pass-at-four is then one minus that, roughly point four nine."
    )
    assert [(e.stated, e.ok) for e in found] == [(0.51, False), (0.49, False)]


@pytest.mark.parametrize(("said", "ok"), [("9.0", True), ("9.5", False)])
def test_a_result_in_scientific_notation_is_held_to_its_mantissas_digits(
    said: str, ok: bool
) -> None:
    # set 160: "\\(2 \\times 7 \\times 10^9 \\times 64 \\approx 9.0 \\times 10^{11}\\)" was a ✗
    # (held to one part in 10⁹ of the value, not to the stated digits)
    found = single(
        "One step costs \\(2 \\times 7 \\times 10^9 \\times 64 "
        f"\\approx {said} \\times 10^{{11}}\\) FLOPs."
    )
    assert (found.computed, found.ok) == (pytest.approx(8.96e11), ok)


@pytest.mark.parametrize(("said", "ok"), [("ten", True), ("twelve", False)])
def test_a_formula_under_a_bound_valued_as_a_multiple_of_a_named_quantity(
    said: str, ok: bool
) -> None:
    # set 160: "… a fixed point whose value error is at most one over one minus gamma times the
    # smallest achievable error. With gamma at point nine, that bound allows ten times the best
    # error." ("at most" hid the formula; "ten times the best error" was read as an operand)
    found = single(
        "Its error is at most one over one minus gamma times the smallest error. "
        f"With gamma at point nine, that bound allows {said} times the best error."
    )
    assert (found.params["expression"], found.computed, found.ok) == ("1 / (1 - 0.9)", 10, ok)


def test_counts_of_two_things_are_no_whole_split_by_rates_said_of_the_time() -> None:
    # set 161: "Take two prompts and draw eight samples from each. The easy prompt is solved
    # ninety percent of the time, and the hard prompt ten percent of the time." was read as
    # 8 / 10 and 2 / 10 of a whole (two false crosses)
    assert not examples(
        "Take two prompts and draw eight samples from each. The easy prompt is solved ninety "
        "percent of the time, and the hard prompt ten percent of the time."
    )
    found = examples(
        "Over ten rounds the opponent threw rock in seven rounds and paper in three rounds. "
        "The mixture is then seventy percent rock and thirty percent paper."
    )
    assert [(e.computed, e.ok) for e in found] == [(70, True), (30, True)]


def test_a_count_for_each_item_is_no_part_of_the_whole() -> None:
    # set 161: "With eight samples each …, the accepted set holds about four thousand three
    # hundred and twenty samples … Hard prompts … supply under one and a half percent of the
    # accepted samples" was read as 8 / 4320
    assert not examples(
        "With eight samples each, the accepted set holds four thousand three hundred and twenty "
        "samples from the easy prompts and eighty from the hard ones. The hard prompts supply "
        "under one and a half percent of the accepted samples."
    )


def test_a_relation_of_the_values_just_worked_out_takes_their_results() -> None:
    # set 161: "… point eight five squared, which is point seven two two five, and point one
    # five squared, which is point zero two two five. Their sum is point seven four five" was
    # read as 0.7225 + 0.15 (a false cross)
    found = examples(
        "The two numerators become point eight five squared, which is point seven two two five, "
        "and point one five squared, which is point zero two two five. Their sum is point seven "
        "four five."
    )
    assert all(e.ok for e in found)
    (total,) = [e for e in found if e.stated == pytest.approx(0.745)]
    assert total.params["expression"] == "0.7225 + 0.0225"


@pytest.mark.parametrize(("said", "ok"), [("one hundred", True), ("ten", False)])
def test_a_spoken_formula_valued_with_the_name_right_before_its_value(said: str, ok: bool) -> None:
    # set 163: "those weights add up to one over one minus gamma. With gamma point nine nine,
    # that sum is one hundred" ("gamma point nine nine": no "at" between them)
    found = single(
        "A discount gamma weights a reward k steps away by gamma to the power k, and those "
        "weights add up to one over one minus gamma. With gamma point nine nine, that sum is "
        f"{said}."
    )
    assert (found.params["expression"], found.computed, found.ok) == ("1 / (1 - 0.99)", 100, ok)


@pytest.mark.parametrize(("said", "ok"), [("ten", True), ("nine", False)])
def test_a_spoken_formula_valued_after_the_name_is_set_to_a_value(said: str, ok: bool) -> None:
    # set 163: "Drop gamma to point nine, and the same formula gives ten."
    found = single(
        "The weights add up to one over one minus gamma. "
        f"Drop gamma to point nine, and the same formula gives {said}."
    )
    assert (found.computed, found.ok) == (10, ok)


@pytest.mark.parametrize(("said", "ok"), [("5.2", True), ("5.4", False)])
def test_the_next_sentence_values_a_formula_past_a_count_of_what_it_names(
    said: str, ok: bool
) -> None:
    # set 163: "Then \\(U = 0.8 \\times 5 + 0.2 \\times 6\\). Adding the two products gives 5.2."
    # ("two" was read as the result)
    found = single(
        f"Then \\(U = 0.8 \\times 5 + 0.2 \\times 6\\). Adding the two products gives {said}."
    )
    assert (found.computed, found.ok) == (pytest.approx(5.2), ok)


@pytest.mark.parametrize(("said", "ok"), [("ninety", True), ("eighty", False)])
def test_a_count_of_those_things_is_a_share_of_the_total_of_that_noun(said: str, ok: bool) -> None:
    # set 163: "Take a set of one hundred prompts holding two hundred and fifty instructions in
    # total. If the model follows two hundred and twenty-five of those instructions, its
    # instruction-level accuracy is ninety percent." (two totals before "of those")
    found = single(
        "Take a set of one hundred prompts holding two hundred and fifty instructions in total. "
        "If the model follows two hundred and twenty-five of those instructions, its accuracy is "
        f"{said} percent."
    )
    assert (found.computed, found.ok) == (90, ok)


@pytest.mark.parametrize(("said", "ok"), [("point seven five", True), ("point eight five", False)])
def test_an_instruction_whose_result_comes_out_at_a_value(said: str, ok: bool) -> None:
    # set 162: "Dividing point three by point four, the ratio comes out at point seven five."
    found = single(f"Dividing point three by point four, the ratio comes out at {said}.")
    assert (found.params["expression"], found.computed, found.ok) == ("0.3 / 0.4", 0.75, ok)


# --- set 164 and set 165 (forty-second session) --------------------------------------------


def test_a_count_changed_to_another_is_no_part_of_a_whole() -> None:
    # set 164: "… ten steps, that gives about point six. Double the task to twenty steps and
    # the same agent finishes only about thirty-six percent of the time" was a ✗ (10/20).
    found = examples(
        "With a per-step reliability of point nine five and ten steps, that gives about point "
        "six. Double the task to twenty steps and the same agent finishes only about "
        "thirty-six percent of the time."
    )
    assert all(e.ok for e in found), found


def test_a_sum_broken_by_a_term_without_a_number_is_not_read_from_its_tail() -> None:
    # set 165: "point five times one, plus nothing from middle, plus point three times two,
    # which makes one point one" was a ✗ (0.3 × 2 against 1.1).
    found = examples(
        "So the true value of the target policy is point five times one, plus nothing from "
        "middle, plus point three times two, which makes one point one."
    )
    assert all(e.ok for e in found), found


def test_on_average_qualifies_the_value_before_it_not_the_next() -> None:
    # set 165: "… gives the first particle one point eight copies on average and the last
    # particle just point four" was read as the mean of the scores (0.5 against 0.4).
    found = examples(
        "Take four particles whose verifier scores are point nine, point six, point three and "
        "point two. Drawing four new particles from those probabilities gives the first "
        "particle one point eight copies on average and the last particle just point four."
    )
    assert all(e.kind != "group_mean" and e.ok for e in found), found


@pytest.mark.parametrize(
    ("said", "ok"), [("roughly point three five", True), ("roughly point four three", False)]
)
def test_a_power_said_as_a_count_of_equal_factors(said: str, ok: bool) -> None:
    # set 164's slip: "the product of ten factors of point nine comes to roughly point four
    # three" (0.9⁸; 0.9¹⁰ is 0.35)
    found = single(f"Over ten steps, the product of ten factors of point nine comes to {said}.")
    assert (found.params["expression"], found.ok) == ("0.9^{10}", ok)
    assert found.computed == pytest.approx(0.9**10)


@pytest.mark.parametrize(("said", "ok"), [("21", True), ("23", False)])
def test_a_gap_in_points_between_percentages_of_the_two_sentences_before(
    said: str, ok: bool
) -> None:
    # set 164: "… reaches 82% … Against a held-out simulator …, the same policy reaches 61%.
    # The gap is 21 percentage points."
    found = examples(
        "Suppose a policy reaches 82% success against the simulator it trained with. Against a "
        "held-out simulator built from another model, the same policy reaches 61%. "
        f"The gap is {said} percentage points."
    )
    assert [(e.computed, e.ok) for e in found if e.stated == int(said)] == [(21, ok)]


@pytest.mark.parametrize(("said", "ok"), [("one half", True), ("one third", False)])
def test_a_count_out_of_a_whole_that_has_a_rate(said: str, ok: bool) -> None:
    # set 164: "An agent that solves a task in four runs out of eight has a pass rate of one
    # half on it"
    found = single(
        f"An agent that solves a task in four runs out of eight has a pass rate of {said} on it."
    )
    assert (found.params["expression"], found.ok) == ("4 / 8", ok)


@pytest.mark.parametrize(("said", "ok"), [("0.75", True), ("0.5", False)])
def test_a_share_given_as_the_value_of_a_named_symbol(said: str, ok: bool) -> None:
    # set 164: "6 of 8 continuations succeed, giving \\(\\hat{V}(h_t^+) = 0.75\\)"
    found = single(
        "From the history that includes the question, 6 of 8 continuations succeed, giving "
        f"\\(\\hat{{V}}(h_t^+) = {said}\\)."
    )
    assert (found.params["expression"], found.ok) == ("6 / 8", ok)


@pytest.mark.parametrize(("said", "ok"), [("six tenths", True), ("seven tenths", False)])
def test_a_value_explained_by_the_next_sentence(said: str, ok: bool) -> None:
    # set 164: "… the rate should therefore be six tenths of the peak. That figure comes from
    # dividing the six hundred remaining decay steps by the thousand in total."
    found = single(
        f"At step four hundred and fifty, the rate should be {said} of the peak. That figure "
        "comes from dividing the six hundred remaining decay steps by the thousand in total."
    )
    assert (found.params["expression"], found.ok) == ("600 / 1000", ok)


def test_a_rate_after_with_is_the_rate_of_the_part_not_its_share() -> None:
    # "Fifty of the hundred prompts are easy, with a pass rate of point nine" (the rate of the
    # fifty; a false ✗ once "the hundred" was read as a number)
    found = examples(
        "Fifty of the hundred prompts are easy, with a pass rate of point nine, and the other "
        "fifty are hard, with a pass rate of point one."
    )
    assert all(e.ok for e in found), found


@pytest.mark.parametrize(("said", "ok"), [("point seven", True), ("point eight", False)])
def test_a_sum_whose_result_a_clause_says_the_terms_average(said: str, ok: bool) -> None:
    # set 165: "that total is point five plus point two, so the weights average point seven"
    found = single(f"That total is point five plus point two, so the weights average {said}.")
    assert (found.params["expression"], found.ok) == ("0.5 + 0.2", ok)


@pytest.mark.parametrize(
    ("said", "ok"), [("point three two five", True), ("point three five five", False)]
)
def test_the_squares_of_a_list_summed(said: str, ok: bool) -> None:
    # set 165: "For the probabilities point four five, point three, point one five and point
    # one, the squares sum to point three two five."
    found = single(
        "For the probabilities point four five, point three, point one five and point one, "
        f"the squares sum to {said}."
    )
    assert (found.computed, found.ok) == (pytest.approx(0.325), ok)


# --- set 167: a group of passes and failures told in words ---------------------------------


def test_a_group_without_its_noun_its_spread_and_what_a_pass_gets() -> None:
    # set 167: "Take a group of ten in which five pass. The mean is point five and the standard
    # deviation is also point five, so every pass gets plus one and every fail gets minus one."
    found = examples(
        "Take a group of ten in which five pass. The mean is point five and the standard "
        "deviation is also point five, so every pass gets plus one and every fail gets minus one."
    )
    assert sorted((e.stated, e.computed, e.ok) for e in found) == [
        (-1, -1, True),
        (0.5, 0.5, True),
        (0.5, 0.5, True),
        (1, 1, True),
    ]


@pytest.mark.parametrize(("said", "ok"), [("point three", True), ("point four", False)])
def test_the_spread_of_a_group_where_some_of_its_members_pass(said: str, ok: bool) -> None:
    # set 167: "Now take an easy prompt where nine of the ten pass. The mean rises to point
    # nine, and the standard deviation falls to point three."
    found = examples(
        "Now take an easy prompt where nine of the ten pass. The mean rises to point nine, "
        f"and the standard deviation falls to {said}."
    )
    spread = [e for e in found if e.params["expression"].startswith("\\sqrt")]
    # (the population spread √(0.9 × 0.1), or the sample one where that is nearer a slip)
    assert [(e.computed, e.ok) for e in spread] == [(pytest.approx(0.3, abs=0.02), ok)]
    assert [(e.computed, e.ok) for e in found if e not in spread] == [(0.9, True)]


@pytest.mark.parametrize(("said", "ok"), [("point five nine", True), ("point six six", False)])
def test_a_result_worked_out_in_the_next_sentence_after_a_participle(said: str, ok: bool) -> None:
    # set 169's slip: "The return for that action is point nine to the power of five. Worked
    # out, that comes to about point six six." (0.9⁴; 0.9⁵ is 0.59)
    found = single(
        "The return for that action is point nine to the power of five. "
        f"Worked out, that comes to about {said}."
    )
    assert (found.params["expression"], found.ok) == ("0.9^5", ok)


def test_a_half_before_a_scale_word_is_scaled_with_it() -> None:
    # set 168: "one hundred and fifty thousand squared sequences. That product is twenty-two
    # and a half billion." was a ✗ against 22.5
    found = single(
        "A response of two tokens can be any of one hundred and fifty thousand squared "
        "sequences. That product is twenty-two and a half billion."
    )
    assert (found.stated, found.ok) == (22_500_000_000, True)


# --- session 45: sets 184 and 185 -------------------------------------------------------


@pytest.mark.parametrize(("said", "ok"), [("four thousand", True), ("three thousand", False)])
def test_an_instruction_whose_result_a_clause_subject_needs(said: str, ok: bool) -> None:
    # set 185: "Multiply twenty-five samples by a thousand prompts, and a single evaluation
    # needs twenty-five thousand generations" (the count word "single" is the subject's)
    found = single(
        f"Multiply eight draws by five hundred questions, and a single run needs {said} calls."
    )
    assert_checked(found, 4000 if ok else 3000, 4000)


@pytest.mark.parametrize(("said", "ok"), [("24", True), ("20", False)])
def test_a_total_before_a_colon_and_its_parts(said: str, ok: bool) -> None:
    # set 185: "about 16 bytes per parameter: 2 for the weights, 2 for the gradients, 4 for
    # an FP32 master copy and 8 for the two moment estimates"
    found = single(
        f"Each request takes {said} milliseconds: 6 for the queue, 10 for the prefill and 8 "
        "for the two decoding steps."
    )
    assert_checked(found, 24 if ok else 20, 24)


@pytest.mark.parametrize(
    "sentence",
    [
        # the total counts the parts, it does not sum them
        "We tried three settings: 0.1 for the first run, 0.01 for the second and 0.001 for "
        "the third.",
        # a share's parts may be averaged
        "Accuracy is 70%: 80% on the easy split and 60% on the hard split.",
        # the list goes on after its parts: not all of the total is said
        "The budget is 10,000 tokens: 6,000 for the prompt and 3,000 for the answer, and "
        "the rest is spare.",
    ],
)
def test_a_colon_list_that_is_not_the_parts_of_a_total(sentence: str) -> None:
    assert examples(sentence) == ()


def test_a_share_that_opens_a_clause_of_its_own_whole_is_not_the_rate_restated() -> None:
    # set 185's false ✗: "At a rate of one in ten, about ninety-three percent of prompts are
    # flagged" (1 − 0.9²⁵, not the complement of one in ten)
    assert (
        examples("At a rate of one in ten, about ninety-three percent of prompts are flagged.")
        == ()
    )
    # a share of a whole that ends the sentence is the rate restated
    found = single(
        "The saving is one thousand labels out of four thousand, a quarter of the labelling cost."
    )
    assert found.ok and found.computed == pytest.approx(0.25)


@pytest.mark.parametrize(
    ("said", "ok"), [("thirty-eight and a half", True), ("thirty-eight", False)]
)
def test_a_spoken_half_is_said_to_the_nearest_half(said: str, ok: bool) -> None:
    # set 184's false ✗: 926 hours "or roughly thirty-eight and a half days" (38.58)
    found = single(f"The run lasts nine hundred and twenty-six hours, or {said} days.")
    assert found.computed == pytest.approx(926 / 24)
    assert found.ok is ok


@pytest.mark.parametrize(("said", "ok"), [("point three", True), ("point four", False)])
def test_a_division_that_gives_a_rate_named_in_three_words(said: str, ok: bool) -> None:
    # set 186: "Three divided by ten gives an estimated success rate of point three"
    found = single(f"Three divided by ten gives an estimated success rate of {said}.")
    assert_checked(found, 0.3 if ok else 0.4, 0.3)


@pytest.mark.parametrize(("said", "ok"), [("three and a half", True), ("five", False)])
def test_a_share_asked_for_of_the_two_values_before(said: str, ok: bool) -> None:
    # set 187: "… after about seven million frames, against the two hundred million DQN had
    # used. Put as a share, that is about three and a half percent of the data."
    found = single(
        "The new agent matched the old score after seven million frames, against the two "
        f"hundred million the old one had used. Put as a share, that is {said} percent."
    )
    assert_checked(found, 3.5 if ok else 5, 3.5)


@pytest.mark.parametrize(("said", "ok"), [("about point eight", True), ("about eight", False)])
def test_a_share_asked_for_of_a_whole_named_earlier(said: str, ok: bool) -> None:
    # set 187's planted slip: the frozen matrix holds about 16.8 million weights, the adapter
    # 131,072, "As a share of the frozen matrix, that comes to roughly eight percent" (0.78)
    found = [
        e
        for e in examples(
            "The frozen matrix holds about sixteen point eight million weights. The adapter "
            "adds two factors. Together the factors hold one hundred and thirty-one thousand "
            "and seventy-two trainable weights. As a share of the frozen matrix, that comes "
            f"to {said} percent."
        )
        if e.params["expression"].startswith("(131072")
    ]
    assert len(found) == 1, found
    assert found[0].computed == pytest.approx(131072 / 16_800_000 * 100)
    assert found[0].ok is ok


@pytest.mark.parametrize(
    ("sentence", "said", "stated", "ok"),
    [
        # set 189: "covering every ordering takes twenty-four runs, since four factorial is
        # twenty-four"
        (
            "Every order takes one run, since five factorial is {}.",
            "a hundred and twenty",
            120,
            True,
        ),
        ("Every order takes one run, since five factorial is {}.", "sixty", 60, False),
        ("There are \\(4! = {}\\) orderings of the options.", "24", 24, True),
        ("There are \\(4! = {}\\) orderings of the options.", "12", 12, False),
    ],
)
def test_a_factorial(sentence: str, said: str, stated: float, ok: bool) -> None:
    found = single(sentence.format(said))
    assert_checked(found, stated, 120 if "five" in sentence else 24)
    assert found.ok is ok


def test_an_exclamation_after_a_number_is_no_factorial() -> None:
    assert examples("The score jumped to 4! That is twelve more than the week before.") == ()


@pytest.mark.parametrize(
    ("said", "ok"), [("ten points", True), ("ten percent", True), ("twelve points", False)]
)
def test_a_percentage_scaled_by_an_instruction(said: str, ok: bool) -> None:
    # set 189: "Multiply forty percent by a quarter and you get ten points"
    found = single(f"Multiply forty percent by a quarter and you get {said}.")
    assert_checked(found, 10 if ok else 12, 10)


@pytest.mark.parametrize(("said", "ok"), [("fourteen", True), ("forty", False)])
def test_a_percentage_scaled_in_a_chain_said_in_points(said: str, ok: bool) -> None:
    # set 189: "forty percent times point three five, which is fourteen points"
    found = single(
        f"The model collects forty percent times point three five, which is {said} points."
    )
    assert_checked(found, 14 if ok else 40, 14)


@pytest.mark.parametrize(("said", "ok"), [("twenty-two", True), ("twelve", False)])
def test_a_percentage_of_a_noun_valued_at_a_number(said: str, ok: bool) -> None:
    # set 189: "twenty-two percent of a fine of a hundred points is about twenty-two points"
    found = single(f"Twenty-two percent of a fine of a hundred points is {said} points.")
    assert_checked(found, 22 if ok else 12, 22)


def test_a_fraction_apposed_to_the_larger_count_sizes_it_against_another_whole() -> None:
    # set 190's false ✗: "… about twelve gigabytes more. Together that is just under
    # twenty-five gigabytes, roughly a quarter of the full figure" (25 of 107, not 12 of 25)
    assert not [
        e
        for e in examples(
            "The frozen weights need about twelve gigabytes more. Together that is just under "
            "twenty-five gigabytes, roughly a quarter of the full figure."
        )
        if not e.ok
    ]


@pytest.mark.parametrize(("said", "ok"), [("five point nine", True), ("six point nine", False)])
def test_the_first_subtracted_from_the_second_restated_with_that(said: str, ok: bool) -> None:
    # set 191: "Subtracting the first from the second, that is a gain of five point nine points"
    found = single(
        "The score rose from sixty-nine point three percent to seventy-five point two percent. "
        f"Subtracting the first from the second, that is a gain of {said} points."
    )
    assert_checked(found, 5.9 if ok else 6.9, 5.9)


@pytest.mark.parametrize(("said", "ok"), [("one thousand", True), ("ten thousand", False)])
def test_a_percentage_of_that(said: str, ok: bool) -> None:
    # set 191: "If pretraining had cost five hundred thousand accelerator-hours, point two
    # percent of that would be one thousand hours"
    found = single(
        "If pretraining had cost five hundred thousand accelerator-hours, point two percent of "
        f"that would be {said} hours."
    )
    assert_checked(found, 1000 if ok else 10000, 1000)


@pytest.mark.parametrize(("said", "ok"), [("0.032%", True), ("0.32%", False)])
def test_that_share_of_a_part_out_of_a_whole(said: str, ok: bool) -> None:
    # set 190: "16 insertions amount to 16 out of 50,000. That share is 0.032% of the documents."
    found = single(
        "In a set of 50,000 documents, 16 insertions amount to 16 out of 50,000. "
        f"That share is {said} of the documents."
    )
    assert_checked(found, 0.032 if ok else 0.32, 0.032)


@pytest.mark.parametrize(("said", "ok"), [("33.6 million", True), ("3.4 million", False)])
def test_a_formula_in_math_is_its_value_in_prose(said: str, ok: bool) -> None:
    # set 190's planted slip: "Here \(2^{25}\) is about 3.4 million" (it is 33.6 million)
    found = single(f"Here \\(2^{{25}}\\) is about {said}, so guessing takes a while.")
    assert_checked(found, 33.6e6 if ok else 3.4e6, 2**25)


def test_a_formula_under_a_function_said_in_words_is_no_subject() -> None:
    assert not [
        e
        for e in examples("The square root of \\(4/1\\) is 2, and doubling it gives 4 seconds.")
        if not e.ok
    ]


@pytest.mark.parametrize(("said", "ok"), [("point two", True), ("point zero seven", False)])
def test_an_instruction_whose_result_a_longer_subject_falls_to(said: str, ok: bool) -> None:
    # set 192's planted slip: "Dividing point six by the square root of nine, the spread of the
    # averaged target falls to about point zero seven" (0.6 / 3 is 0.2; 0.07 divides by 9)
    found = single(
        "Dividing point six by the square root of nine, the spread of the averaged target "
        f"falls to {said}."
    )
    assert_checked(found, 0.2 if ok else 0.07, 0.2)


@pytest.mark.parametrize(("said", "ok"), [("one in eight", True), ("one in four", False)])
def test_a_power_whose_named_result_comes_to_it(said: str, ok: bool) -> None:
    # set 193's planted slip: "Raise one half to the power of three, and its chance of success
    # comes to one in four"
    found = single(
        f"Raise one half to the power of three, and its chance of success comes to {said}."
    )
    assert_checked(found, 0.125 if ok else 0.25, 0.125)


@pytest.mark.parametrize(
    ("said", "ok"), [("four hundred and forty-eight", True), ("four hundred", False)]
)
def test_a_count_with_its_noun_times_a_cost(said: str, ok: bool) -> None:
    # set 193's false ✗: "five misses times fifty, plus one hundred and ninety-eight, which
    # comes to four hundred and forty-eight units" was read as 50 + 198
    found = single(
        "The total cost is five misses times fifty, plus one hundred and ninety-eight, which "
        f"comes to {said} units."
    )
    assert_checked(found, 448 if ok else 400, 448)


@pytest.mark.parametrize(("said", "ok"), [("0.5", True), ("0.6", False)])
def test_a_formula_valued_in_math_in_the_next_sentence(said: str, ok: bool) -> None:
    # set 195: "Its accuracy is \(0.5 \times 0.85 + 0.5 \times 0.15\). That sum equals \(0.5\)"
    found = single(
        "Its accuracy is \\(0.5 \\times 0.85 + 0.5 \\times 0.15\\). "
        f"That sum equals \\({said}\\), near chance."
    )
    assert_checked(found, float(said), 0.5)


@pytest.mark.parametrize(("said", "ok"), [("two", True), ("one", False)])
def test_a_change_from_one_value_down_to_another(said: str, ok: bool) -> None:
    # set 195: "… costs a player two, from five down to three"
    found = single(f"The score drops by {said}, from five down to three.")
    assert_checked(found, 2 if ok else 1, 2)


# Sets 198 and 199, read after their measurement: four false ✗ (each made a BAD correction
# card), and the readings that mend them.


@pytest.mark.parametrize(("said", "ok"), [("2.2", True), ("2.5", False)])
def test_a_result_in_scientific_notation_is_held_to_its_mantissa(said: str, ok: bool) -> None:
    # "That is about \\(1.3 \\times 10^{90}\\)" for 32000^20 = 1.27e90: half a unit of the
    # mantissa's last digit (±0.05e90), not a whole number exact to ±0.005.
    found = stated_once(
        "With 60 symbols and 12 places there are \\(60^{12}\\) strings. That is about "
        f"\\({said} \\times 10^{{21}}\\), more than anyone could list.",
        float(said) * 1e21,
    )
    assert found.ok is ok
    assert found.tolerance == pytest.approx(0.05e21)


@pytest.mark.parametrize(("said", "ok"), [("ninety-two", True), ("ninety", False)])
def test_a_difference_said_in_percent_is_a_count_of_percent(said: str, ok: bool) -> None:
    # "one hundred minus five, or ninety-five percent" is 95 percent, not (100 − 5) × 100 (nor
    # is a slip in it: "ninety percent" is a ✗ against 92, not 9,200); "three over two, or one
    # hundred and fifty percent" is still a fraction scaled.
    found = single(
        "Eight percent of the key is wrong, so even a perfect model scores one hundred minus "
        f"eight, or {said} percent."
    )
    assert found.ok is ok
    assert found.computed == pytest.approx(92)
    scaled = single("A ratio of three over two, or one hundred and fifty percent.")
    assert scaled.ok and scaled.computed == pytest.approx(150)


@pytest.mark.parametrize(("said", "ok"), [("five and three quarters", True), ("six", False)])
def test_a_sum_of_mixed_numbers_said_in_words(said: str, ok: bool) -> None:
    # set 207: "two and a half plus five and a quarter minus a half, or seven and a quarter"
    # was not read; "five and three quarters" was read as 5 (a false ✗ against 5.75)
    found = single(f"The total is point five plus five and a quarter, which is {said}.")
    assert_checked(found, 5.75 if ok else 6.0, 5.75)
    assert_read(
        "The same sum gives two and a half plus five and a quarter minus a half, or seven and "
        "a quarter.",
        7.25,
        "2.5 + 5.25 - 0.5",
        True,
    )


@pytest.mark.parametrize(("said", "ok"), [("48", True), ("50", False)])
def test_two_chains_and_the_next_sentences_two_results_pair_in_order(said: str, ok: bool) -> None:
    # Two "P% of N" in one sentence and "That is A … and B …" after it: each chain its own
    # result (the last chain alone took the first result: a false ✗, 480 against 0.12 × 400)
    setup = "Suppose a policy refuses 96% of 500 harmful prompts and 12% of 400 benign prompts."
    found = examples(f"{setup} That is 480 correct refusals and {said} unnecessary ones.")
    assert [(e.stated, e.computed, e.ok) for e in found] == [
        (480, 480, True),
        (float(said), 48, ok),
    ]
    # one result for two chains: a sum, or another thing; no example, no ✗
    assert examples(f"{setup} That is 528 refusals in all.") == ()


def test_rewards_in_an_interval_are_no_return_to_check() -> None:
    # set 204: only the bound is an example; "[0, 1]" read as two rewards was a false ✗
    found = examples(
        "With rewards in \\([0, 1]\\) and \\(\\gamma = 0.99\\), returns can reach "
        "\\(\\frac{1}{1-\\gamma} = 100\\)."
    )
    assert [(e.kind, e.ok) for e in found] == [("equation", True)]


@pytest.mark.parametrize(("said", "ok"), [("twenty", True), ("thirty", False)])
def test_an_instruction_on_counts_of_percent_is_no_fraction_to_scale(said: str, ok: bool) -> None:
    # Set 205: "Subtracting forty from sixty leaves twenty percent" (the two shares said as
    # percentages in the sentences before) is 20 percent, not a ✗ against (60 − 40) × 100; a
    # slip in it is still a ✗ against 20. Shares said as fractions are still scaled.
    found = single(f"Subtracting forty from sixty leaves {said} percent.")
    assert found.ok is ok
    assert found.computed == pytest.approx(20)
    scaled = single("Subtracting point four from point six leaves twenty percent.")
    assert scaled.ok and scaled.computed == pytest.approx(20)


def test_a_percentage_equal_to_its_count_after_a_hundred_is_of_the_hundred() -> None:
    # "… 100 requests. … only 61 of those 84 contain …, so the judged rate is 61%": 61 of
    # the hundred, not a ✗ on 61/84.
    text = (
        "The attack was run on 100 requests, and the filter let 90 of them through. A grader "
        "finds that only 45 of those 90 answers are harmful, so the judged rate is 45%."
    )
    assert [e for e in examples(text) if not e.ok] == []
    slip = "A grader finds that only 45 of the 90 answers are harmful, so the rate is 45%."
    assert [e for e in examples(slip) if not e.ok]


@pytest.mark.parametrize(
    "text",
    [
        # a plural noun before a count is another phrase's noun: no "2 tiles" to divide
        "Each state switches on 8 tiles, and the overlap counts the tiles two states share. "
        "That step size moves the visited state by a tenth of its error.",
        # an operation word after a count is no noun it counts
        "Each player's payoff is six plus seven plus two, divided by three, which is five. "
        "The signal beats the old plan by a third of a point per player.",
    ],
)
def test_no_fraction_of_a_count_from_words_that_count_nothing(text: str) -> None:
    assert [e for e in examples(text) if not e.ok] == []


@pytest.mark.parametrize(("said", "ok"), [("0.44%", True), ("4.4%", False)])
def test_a_share_of_a_whole_whose_formula_states_its_value(said: str, ok: bool) -> None:
    # Set 198's planted slip: "the frozen matrix holds \\(4096^2 = 16{,}777{,}216\\) weights
    # … As a share of the frozen matrix, that is about 4.2%" (0.415%): the whole is the value
    # its formula comes to, after the last "=".
    text = (
        "Take a square layer with \\(d = 2048\\), so the frozen matrix holds \\(2048^2 = "
        "4{,}194{,}304\\) weights. The adapter and its scales add \\(16{,}384 + 2{,}048 = "
        "18{,}432\\) trainable parameters. As a share of the frozen matrix, that is about "
        f"{said}."
    )
    found = stated_once(text, float(said.rstrip("%")))
    assert found.ok is ok
    assert found.computed == pytest.approx(18432 / 4194304 * 100)


@pytest.mark.parametrize("said", ["sixty-five thousand five hundred and thirty-six", "eighty"])
def test_a_sentence_naming_another_operation_does_not_state_the_chain_before(said: str) -> None:
    # set 210: "each factor holds eight times four thousand and ninety-six weights. Adding the
    # two factors together gives sixty-five thousand …" (a sum of two such products; 8 × 4096
    # was checked against it, a false ✗)
    assert not examples(
        "Each factor holds eight times four thousand and ninety-six weights. "
        f"Adding the two factors together gives {said} trainable weights."
    )


@pytest.mark.parametrize(("said", "ok"), [("point three", True), ("point four", False)])
def test_a_gerund_naming_the_chains_own_operation_states_its_result(said: str, ok: bool) -> None:
    found = single(f"The product is point six times point five. Multiplying out gives {said}.")
    assert (found.params["expression"], found.ok) == ("0.6 \\times 0.5", ok)


def test_a_list_of_shares_is_no_share_and_its_restatement() -> None:
    # set 213: "individual success rates are one in five, one in four and one in two" (1/5 was
    # checked against "one in four", a false ✗)
    assert not examples(
        "Suppose an attacker tries three languages whose individual success rates are one in "
        "five, one in four and one in two."
    )


@pytest.mark.parametrize(("said", "ok"), [("one third", True), ("two thirds", False)])
def test_a_sum_whose_terms_are_named_by_the_case_they_are_against(said: str, ok: bool) -> None:
    # set 213: "rock earns one third times zero, plus one third times minus one against paper,
    # plus one third times two against scissors. That sum is one third" (the sum was cut at
    # "against paper", and 1/3 × 2 checked against one third, a false ✗)
    found = single(
        "Against one third of each move, rock earns one third times zero, plus one third times "
        "minus one against paper, plus one third times two against scissors. "
        f"That sum is {said}."
    )
    assert found.computed == pytest.approx(1 / 3)
    assert found.ok is ok


@pytest.mark.parametrize(("said", "ok"), [("760", True), ("76", False)])
def test_an_equation_ending_in_its_value_is_an_operand_of_an_instruction(
    said: str, ok: bool
) -> None:
    # set 212's planted slip: "Dividing \\(2 \\times 0.95 = 1.9\\) by 0.0025 gives a factor of 76"
    found = stated_once(
        f"Dividing \\(2 \\times 0.95 = 1.9\\) by 0.0025 gives a factor of {said}.", float(said)
    )
    assert (found.params["expression"], found.ok) == ("1.9 / 0.0025", ok)


@pytest.mark.parametrize(("said", "ok"), [("0.28", True), ("0.38", False)])
def test_a_gerund_with_its_object_unsaid_applies_to_the_value_just_stated(
    said: str, ok: bool
) -> None:
    # "The standard error … is 0.5. Multiplying by 0.564 gives an expected overestimate of
    # about 0.28" (a written lesson): the object of "Multiplying" is the value before
    found = stated_once(
        "The standard error of each estimate is 0.5. Multiplying by 0.564 gives an expected "
        f"overestimate of about {said}.",
        float(said),
    )
    assert (found.params["expression"], found.ok) == ("0.5 \\times 0.564", ok)


@pytest.mark.parametrize(("said", "ok"), [("three", True), ("two", False)])
def test_a_value_derived_for_another_instance_from_the_one_before(said: str, ok: bool) -> None:
    # set 210's planted slip: "Take a base learning rate of two times ten to the minus four for
    # A. Multiplying by sixteen gives B a learning rate of three point two times ten to the
    # minus two." (the values of A and a result of B were kept apart as two instances)
    found = single(
        "Take a base learning rate of two times ten to the minus four for A. Multiplying by "
        f"sixteen gives B a learning rate of three point two times ten to the minus {said}."
    )
    assert (found.params["expression"], found.ok) == ("0.0002 \\times 16", ok)


def test_a_share_said_with_its_things_counted_is_no_pair_of_parts() -> None:
    # set 214: "three assistant turns in every ten … supervises thirty percent of the assistant
    # tokens and treats the other seventy percent as context" (3 and 10 were read as two parts
    # of thirteen, 3/13 against thirty percent, a false ✗)
    found = examples(
        "Suppose annotators checked three assistant turns in every ten and left the rest as "
        "logged. With turns of equal length, the quality mask then supervises thirty percent of "
        "the assistant tokens and treats the other seventy percent as context."
    )
    assert all(e.ok for e in found), found


def test_numbers_beside_a_symbol_named_in_words_are_a_formulas_constants() -> None:
    # set 215: "epsilon over one minus two epsilon, which is point one two five" (1 − 2 was
    # checked against 0.125, a false ✗)
    assert not examples(
        "Under robust DPO the push never falls below epsilon over one minus two epsilon, which "
        "is point one two five in our example."
    )


@pytest.mark.parametrize(("said", "ok"), [("point four", True), ("point three", False)])
def test_a_fraction_of_that_is_a_fraction_of_the_amount_said_before(said: str, ok: bool) -> None:
    # set 217: "becomes one point six tokens in the pot, and the player gets back a quarter of
    # that, which is point four" (a quarter was read as restated as point four, a false ✗)
    found = single(
        "Every token a player contributes becomes one point six tokens in the pot, and the "
        f"player gets back a quarter of that, which is {said}."
    )
    assert (found.params["expression"], found.ok) == ("0.25 \\times 1.6", ok)


@pytest.mark.parametrize(("said", "ok"), [("700", True), ("70", False)])
def test_a_quotient_whose_result_a_clause_with_means_states(said: str, ok: bool) -> None:
    # set 216's planted slip: "540 billion divided by 770 million means the student is about
    # 70 times smaller"
    found = single(
        f"The size gap is large: 540 billion divided by 770 million means the student is about "
        f"{said} times smaller."
    )
    assert (found.computed, found.ok) == (pytest.approx(701.2987, abs=1e-3), ok)


@pytest.mark.parametrize(("said", "ok"), [("thirty-three", True), ("thirty-one", False)])
def test_a_result_said_to_half_a_million_agrees_within_a_quarter_million(
    said: str, ok: bool
) -> None:
    # set 218: "two times four thousand and ninety-six squared, about thirty-three and a half
    # million numbers" (33,554,432: checked to ±50,000, a false ✗)
    found = single(
        "Adam under full fine-tuning stores two times four thousand and ninety-six squared, "
        f"about {said} and a half million numbers."
    )
    assert (found.computed, found.ok) == (33554432, ok)


@pytest.mark.parametrize(("said", "ok"), [("100", True), ("10", False)])
def test_a_written_formula_of_one_name_evaluated_at_values_given_later(said: str, ok: bool) -> None:
    # set 219's planted slip: "the score's variance is \\(1/\\sigma^2\\). At \\(\\sigma = 0.5\\)
    # that variance is 4. At \\(\\sigma = 0.1\\) it is 10." (1/0.1² is 100)
    found = examples(
        "Because \\(z\\) has unit variance, the score's variance is \\(1/\\sigma^2\\). "
        f"At \\(\\sigma = 0.5\\) that variance is 4. At \\(\\sigma = 0.1\\) it is {said}."
    )
    assert [(e.computed, e.stated, e.ok) for e in found] == [(4, 4, True), (100, float(said), ok)]


def test_a_second_formula_of_the_name_takes_the_values_after_it() -> None:
    found = examples(
        "The first variance is \\(1/\\sigma^2\\). The second is \\(2/\\sigma^2\\). "
        "At \\(\\sigma = 0.5\\) it is 8."
    )
    assert all(e.ok for e in found) and not any(e.stated == 8 and e.computed == 4 for e in found)


@pytest.mark.parametrize(("said", "ok"), [("fifty-six", True), ("twenty-eight", False)])
def test_an_amount_per_item_multiplied_across_a_count_in_the_next_sentence(
    said: str, ok: bool
) -> None:
    # set 218's planted slip: "… add eight bytes per weight. Multiplied across seven billion
    # weights, that comes to twenty-eight gigabytes"
    found = stated_once(
        "Adam's two states at four bytes apiece add eight bytes per weight. Multiplied across "
        f"seven billion weights, that comes to {said} gigabytes.",
        56 if ok else 28,
    )
    assert (found.computed, found.ok) == (56, ok)


def test_values_of_several_formulas_said_by_ordinal_are_not_one_formulas() -> None:
    # set 224: "For Process 1 the value error is \\((w - 1)^2\\). For Process 2 it is \\(0.5\\,w^2 +
    # 0.5\\,(w - 2)^2\\) … At \\(w = 1\\) the first is 0 and the second is 1." (the second
    # formula was checked against the first's value, a false ✗)
    found = examples(
        "For Process 1 the value error is \\((w - 1)^2\\). For Process 2 it is "
        "\\(0.5\\,w^2 + 0.5\\,(w - 2)^2\\), which simplifies to \\((w - 1)^2 + 1\\). "
        "At \\(w = 1\\) the first is 0 and the second is 1."
    )
    assert all(e.ok for e in found), found


@pytest.mark.parametrize(("said", "ok"), [("0.78%", True), ("0.39%", False)])
def test_a_formula_restated_at_once_as_a_percentage_is_checked(said: str, ok: bool) -> None:
    # set 222's planted slip: "The trainable fraction is therefore
    # \\(\\frac{131{,}072}{16{,}777{,}216}\\), or about 0.39%." (read only where it agreed)
    found = single(
        "The trainable fraction is therefore \\(\\frac{131{,}072}{16{,}777{,}216}\\), or about "
        f"{said}."
    )
    assert (found.computed, found.ok) == (pytest.approx(0.78125), ok)


@pytest.mark.parametrize(("said", "ok"), [("ninety-eight", True), ("ninety-nine", False)])
def test_an_order_to_add_whose_result_you_reach(said: str, ok: bool) -> None:
    # set 224's planted slip: "Add seventy, twenty, six and two and you reach ninety-nine."
    found = single(f"Add seventy, twenty, six and two and you reach {said}.")
    assert (found.params["expression"], found.ok) == ("70 + 20 + 6 + 2", ok)


@pytest.mark.parametrize(("said", "ok"), [("seventy-six", True), ("sixty-six", False)])
def test_a_product_whose_count_says_what_it_is_for_then_that_product(said: str, ok: bool) -> None:
    # set 228: "… needs thirty-two times eighteen forward passes just for the targets. That
    # product is five hundred and seventy-six passes" (the phrase after the unit hid the chain)
    assert_read(
        "For a minibatch of thirty-two transitions, the input design needs thirty-two times "
        "eighteen forward passes just for the targets. That product is five hundred and "
        f"{said} passes, against thirty-two for the other design.",
        500 + (76 if ok else 66),
        "32 \\times 18",
        ok,
    )


def test_a_phrase_with_a_number_after_the_unit_is_no_tail_of_the_product() -> None:
    # "… for the ten heads": the count of heads may be part of the arithmetic, unsaid
    found = examples(
        "The input design needs thirty-two times eighteen forward passes for the ten heads. "
        "That product is five thousand seven hundred and sixty passes."
    )
    assert not any(e.stated == 5760 and not e.ok for e in found), found


@pytest.mark.parametrize(("said", "ok"), [("thirty-four", True), ("twenty-four", False)])
def test_a_unit_and_a_comma_between_the_terms_of_a_spoken_sum(said: str, ok: bool) -> None:
    # set 228: "… needs five hundred and twelve times eighteen weights, plus eighteen biases.
    # That comes to nine thousand two hundred and thirty-four parameters"
    assert_read(
        "An output layer for eighteen actions needs five hundred and twelve times eighteen "
        "weights, plus eighteen biases. That comes to nine thousand two hundred and "
        f"{said} parameters.",
        9200 + (34 if ok else 24),
        "512 \\times 18 + 18",
        ok,
    )


@pytest.mark.parametrize(("said", "ok"), [("one thousand", True), ("two thousand", False)])
def test_a_result_said_before_its_arithmetic_apposed_to_it(said: str, ok: bool) -> None:
    # set 226: "That share works out to one thousand unknown examples, twenty thousand divided
    # by twenty."
    assert_read(
        f"That share works out to {said} unknown examples, twenty thousand divided by twenty.",
        1000 if ok else 2000,
        "20000 / 20",
        ok,
    )


@pytest.mark.parametrize(("said", "ok"), [("sixteen", True), ("eighteen", False)])
def test_successive_values_of_a_factor_applied_once_a_round(said: str, ok: bool) -> None:
    # set 229: "the average shrinks by a factor of two-thirds per round. Starting from an
    # average of thirty-six, the next three rounds give twenty-four, sixteen, and ten and
    # two-thirds" (each value the one said before it times the factor)
    found = examples(
        "If the whole class follows that rule, the average shrinks by a factor of two-thirds "
        f"per round. Starting from an average of thirty-six, the next three rounds give "
        f"twenty-four, {said}, and ten and two-thirds."
    )
    read = [(e.params["expression"], e.stated, e.ok) for e in found]
    second = 16 if ok else 18
    assert read[:2] == [
        ("36 \\times \\frac{2}{3}", 24, True),
        ("24 \\times \\frac{2}{3}", second, ok),
    ]
    assert read[2][1] == pytest.approx(32 / 3) and read[2][2] == ok  # 18 × ⅔ is 12, not 10⅔


def test_a_factor_per_round_without_a_start_reads_no_list() -> None:
    # the list is not said "from" a start: nothing tells what the first value is the factor of
    found = examples(
        "The average shrinks by a factor of two-thirds per round. The three groups scored "
        "twenty-four, sixteen and twelve."
    )
    assert not found, found


@pytest.mark.parametrize(("said", "ok"), [("twenty-four", True), ("twenty-one", False)])
def test_a_count_of_times_in_total_is_the_result_not_a_factor(said: str, ok: bool) -> None:
    # set 233: "… seen eight times per epoch for three epochs, so twenty-four times in total,
    # against three times for a general example" ("twenty-four times" was read as a factor of
    # more arithmetic, "against three")
    assert_read(
        "Each curated example is seen eight times per epoch for three epochs, so "
        f"{said} times in total, against three times for a general example.",
        24 if ok else 21,
        "8 \\times 3",
        ok,
    )


@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("A filter that catches 90% of the 1,000 wrong targets removes {} of them.", "900"),
        ("Ninety percent of the thousand wrong targets is {}.", "nine hundred"),
        ("A filter catches 90% of the 1,000 wrong targets, which is {} of them.", "900"),
    ],
)
def test_a_percentage_of_a_count_said_after_it_and_the_part_it_comes_to(
    sentence: str, stated: str
) -> None:
    # set 233: "A filter that catches 90% of the 1,000 wrong targets removes 900 of them."
    right = stated_once(sentence.format(stated), 900)
    assert (right.params["expression"], right.ok) == ("0.9 \\times 1000", True)
    wrong = stated.replace("900", "800").replace("nine", "eight")
    assert not stated_once(sentence.format(wrong), 800).ok


def test_a_number_after_a_percentage_of_a_count_with_no_link_is_no_part_of_it() -> None:
    # "adds 50 new ones": another amount, not 90% of the count
    found = examples("It keeps 90% of the 1,000 prompts and adds 50 new ones.")
    assert not any(e.stated == 50 for e in found), found


@pytest.mark.parametrize(("said", "ok"), [("one eight six", True), ("zero five nine", False)])
def test_a_square_root_of_the_value_just_said(said: str, ok: bool) -> None:
    # set 234's planted slip: "… a quarter of that is point zero three four five. The square root
    # of that product, the tuned bonus, comes to about point zero five nine" (√0.0345 ≈ 0.186;
    # off by √10, a decimal place slipped under the root)
    found = stated_once(
        "For the tuned bound, a quarter of that is point zero three four five. The square root "
        f"of that product, the tuned bonus, comes to about point {said}.",
        0.186 if ok else 0.059,
    )
    assert (found.params["expression"], found.ok) == ("\\sqrt{0.0345}", ok)


def test_its_square_root_is_of_the_number_that_ends_the_sentence_before() -> None:
    found = stated_once(
        "Dividing by fifty gives about point two seven six. Its square root, the bonus, is about "
        "point five three.",
        0.53,
    )
    assert (found.params["expression"], found.ok) == ("\\sqrt{0.276}", True)
    # a number followed by more of its clause is not what "its" points to
    found = examples(
        "The variance is four for the first arm and nine for the second one here. Its square "
        "root is two."
    )
    assert not any(e.stated == 2 and not e.ok for e in found), found


@pytest.mark.parametrize(("said", "ok"), [("two point four four", True), ("two point six", False)])
def test_adding_those_n_terms_gives_the_result_of_the_sum_before(said: str, ok: bool) -> None:
    # set 239: "… is one plus point eight plus point eight squared … Adding those five terms
    # gives about three point three six": "five" counts the terms, it is not the result
    found = single(
        "The expected count per pass is one plus point eight plus point eight squared. "
        f"Adding those three terms gives about {said} tokens per pass."
    )
    assert (found.params["expression"], found.ok) == ("1 + 0.8 + 0.8^2", ok)


def test_a_rate_applied_to_the_count_said_before_it_and_the_part_of_them() -> None:
    # set 240: "On 5,000 benign prompts, a 2% false-positive rate flags 100 of them."
    assert_read(
        "On 4,000 clean prompts, a 3% error rate flags 120 of them.",
        120,
        "3 / 100 \\times 4000",
        True,
    )
    assert_read(
        "On 4,000 clean prompts, a 3% error rate flags 160 of them.",
        160,
        "3 / 100 \\times 4000",
        False,
    )
    # (a part far from the share's is of another group: "of them" may point elsewhere)
    assert not examples("On 4,000 clean prompts, a 3% error rate flags 900 of them.")


@pytest.mark.parametrize(("before", "ok"), [("about point six nine", True), ("high", False)])
def test_operands_said_rounded_before_widen_the_tolerance_by_what_they_move(
    before: str, ok: bool
) -> None:
    # set 231: 0.7 × 0.69 + 0.2 × 1.2 + 0.1 × 1.61 = 0.884 from logs said rounded before
    # ("about point six nine"); the exact logs give 0.887, and "roughly point eight nine"
    # agrees. Operands not said rounded are exact, and 0.884 is no 0.89.
    found = stated_once(
        f"Against the hard label its loss is {before}. Weighted by the teacher, the loss is "
        "point seven times point six nine, plus point two times one point two, plus point one "
        "times one point six one. Adding those three terms gives roughly point eight nine.",
        0.89,
    )
    assert found.params["expression"] == "0.7 \\times 0.69 + 0.2 \\times 1.2 + 0.1 \\times 1.61"
    assert found.ok is ok


def test_the_log_sigmoid_said_in_words_is_the_log_of_the_sigmoid() -> None:
    # set 242: "the log-sigmoid of three is about negative point zero five" was read as the
    # sigmoid of three (0.95), a false ✗; a multiple of it ("twice the log-sigmoid of one")
    # is not read
    assert_read(
        "The log-sigmoid of three is about negative point zero five.",
        -0.05,
        "\\log\\sigma(3)",
        True,
    )
    assert_read(
        "The log-sigmoid of minus one is about negative one point five.",
        -1.5,
        "\\log\\sigma(-1)",
        False,
    )
    assert not examples("For B, twice the log-sigmoid of one gives about negative point six three.")


@pytest.mark.parametrize(("said", "ok"), [("24,300,000", True), ("2,430,000", False)])
def test_a_product_of_that_by_a_factor_said_after_by(said: str, ok: bool) -> None:
    # set 244: "… visits about \(30^{4}\), or 810,000, leaves. Going one ply deeper multiplies
    # that by another 30, to 2,430,000 leaves": the planted slip, a factor of ten short
    found = stated_once(
        "A four-step search visits about 810,000 leaves. Going one step deeper multiplies "
        f"that by another 30, to {said} leaves.",
        float(said.replace(",", "")),
    )
    assert (found.params["expression"], found.ok) == ("810000 \\times 30", ok)
    assert_read(
        "A batch holds 512 prompts. Dividing that by four gives 128 per device.",
        128,
        "512 / 4",
        True,
    )


@pytest.mark.parametrize(
    ("said", "ok"), [("six hundred and twenty-five", True), ("six hundred", False)]
)
def test_a_power_restating_a_product_is_no_result_itself(said: str, ok: bool) -> None:
    # set 248: "… five times five times five times five entries. That is five to the fourth, or
    # six hundred and twenty-five": "five" is the power's base (a false ✗ 5 against 625 before)
    found = single(
        "The joint space has five times five times five times five entries. "
        f"That is five to the fourth, or {said} joint actions."
    )
    assert (found.computed, found.ok) == (625, ok)
    assert not examples(
        "The joint space has five times five times five times five entries. That is five to "
        "the fourth."
    )


@pytest.mark.parametrize(("said", "ok"), [("0.475", True), ("0.374", False)])
def test_taking_a_function_of_the_value_the_sentence_before_ends_with(said: str, ok: bool) -> None:
    # set 247: "… and \(\sigma(0.5) \approx 0.622\). Taking the negative logarithm gives a loss
    # of about 0.374" (−ln 0.622 = 0.475: the planted slip); the base closes the sentence's math
    found = stated_once(
        "The argument drops to 0.5, and \\(\\sigma(0.5) \\approx 0.622\\). Taking the negative "
        f"logarithm gives a loss of about {said}.",
        float(said),
    )
    assert (found.params["expression"], found.ok) == ("-\\ln(0.622)", ok)
    # (a base said to three digits is itself rounded: −ln 0.6225 is 0.474)
    assert stated_once(
        "The chance is about point six two two. Taking the negative logarithm gives a loss of "
        "about point four seven four.",
        0.474,
    ).ok


@pytest.mark.parametrize(("said", "ok"), [("40", True), ("4", False)])
def test_a_result_named_in_an_equation_after_the_operation(said: str, ok: bool) -> None:
    # set 252: "Dividing 1 by 0.05 gives \( \mu = 25 \)" (the planted slip, 1/0.05 = 20)
    # was not read: the result is written as an equation that names it
    assert_read(f"Dividing 2 by 0.05 gives \\(n = {said}\\) rollouts.", float(said), "2 / 0.05", ok)
    assert_read(
        f"Multiplying 8 by 5 gives \\(k_{{\\max}} \\approx {said}\\).",
        float(said),
        "8 \\times 5",
        ok,
    )


@pytest.mark.parametrize(("said", "ok"), [("31", True), ("32", False)])
def test_a_progression_with_its_middle_elided_and_its_total(said: str, ok: bool) -> None:
    # set 253: "epochs of lengths 1, 2, 4, …, 128 together cover 256 rounds" (1 + 2 + … + 128
    # is 255: the planted slip); a geometric or arithmetic progression is summed in full
    assert_read(
        f"Batches of 1, 2, 4, …, 16 prompts together hold {said} prompts.",
        float(said),
        "1 + 2 + 4 + … + 16",
        ok,
    )
    assert_read(
        f"The delays three, six, nine and so on up to fifteen add up to {int(said) + 14}.",
        float(int(said) + 14),
        "3 + 6 + 9 + … + 15",
        ok,
    )
    # terms that make no progression, or a last term the progression never reaches: no sum
    assert not examples("Batches of 1, 2, 5, …, 16 prompts together hold 31 prompts.")
    assert not examples("Batches of 1, 2, 4, …, 20 prompts together hold 35 prompts.")


@pytest.mark.parametrize(("said", "ok"), [("15", True), ("0.15", True), ("25", False)])
def test_percentages_taken_away_stated_in_points(said: str, ok: bool) -> None:
    # set 250: "\(30\% - 5\% = 25\) percentage points" was a false ✗ (25 against 0.25);
    # the fraction (0.15) is right too
    assert_read(
        f"The excess is \\(20\\% - 5\\% = {said}\\) percentage points.",
        float(said),
        "20\\% - 5\\%",
        ok,
    )


@pytest.mark.parametrize(("said", "ok"), [("5%", True), ("8%", False)])
def test_a_count_after_an_opening_phrase_that_holds_its_total(said: str, ok: bool) -> None:
    # set 252: "In one audit of 2,000 rollouts, 140 did, which is 7%": the total sits in the
    # sentence's opening adverbial, the count opens the clause after it
    assert_read(
        f"Across a sweep of 60 runs, 3 diverged, which is {said}.",
        float(said.rstrip("%")),
        "(3 / 60) \\times 100",
        ok,
    )
    # (no share stated: nothing to check)
    assert not examples("Across a sweep of 60 runs, 3 diverged.")


def test_a_share_restating_its_sentences_formula_or_of_a_list_item_is_no_share_of_counts() -> None:
    # set 254: "… the overhead is 10 tokens against 20 tokens of content. The share is
    # \(\frac{10}{30}\), so a third of the sequence is template" was a false ✗ (10/20); set
    # 257: "cooldowns of two thousand, four thousand and eight thousand steps … forty-six
    # thousand steps, … about a third of the plan" was a false ✗ (8000/46000)
    assert all(
        e.ok
        for e in examples(
            "The prompt is 6 tokens against 12 tokens of answer. The share is "
            "\\(\\frac{6}{18}\\), so a third of the sequence is prompt."
        )
    )
    assert all(
        e.ok
        for e in examples(
            "The two warm-ups last one thousand and three thousand steps. The full run takes "
            "twelve thousand steps, which is about a third of the old plan."
        )
    )


@pytest.mark.parametrize(("said", "ok"), [("point six seven", True), ("point six two", False)])
def test_an_operation_with_a_second_step_coordinated_after_it(said: str, ok: bool) -> None:
    # set 259: "… ten to the minus one half is about point three one six. Adding one and
    # taking the reciprocal gives about point seven six" was a false ✗ (0.316 + 1 = 1.316)
    assert_read(
        f"The odds come to point five. Adding one and taking the reciprocal gives {said}.",
        float(said.replace("point six seven", "0.67").replace("point six two", "0.62")),
        "1 / (0.5 + 1)",
        ok,
    )
    # a second step the reading does not know: no single operation is read
    assert not [
        e
        for e in examples("The odds come to point five. Adding one and squaring gives two.")
        if e.params.get("expression") == "0.5 + 1"
    ]


@pytest.mark.parametrize(("said", "ok"), [("0.24", True), ("0.16", False)])
def test_a_base_raised_to_that_power_the_sentence_before_ends_on(said: str, ok: bool) -> None:
    # set 258: "The exponent on the final term is \(T - t - 1 = 9\). Raising 0.9 to that power
    # gives about 0.35" was read with the 10 of "10 steps left", two sentences before (0.9^10
    # agrees with the slip)
    assert_read(
        "Keep a decay of 0.7 and 5 rounds of play. The last round counts "
        f"\\(R - 1 = 4\\) steps back. Raising 0.7 to that power gives about {said}.",
        float(said),
        "0.7^{4}",
        ok,
    )


def test_a_value_said_before_that_may_scale_what_that_is() -> None:
    # set 258: "… \(p = \frac{1}{50000 \times 11.4} \approx 1.75 \times 10^{-6}\). In a corpus
    # of 1 billion tokens, that is about 1,750 occurrences." was a false ✗ (1750 against the
    # formula's own value)
    found = examples(
        "The rarest word has \\(p = \\frac{1}{40000 \\times 5} = 5 \\times 10^{-6}\\). In a "
        "sample of 2 million words, that is about 10 occurrences."
    )
    assert found and all(e.ok for e in found)
    # (with no value said before "that", a value the formula does not give is a ✗)
    assert not all(
        e.ok
        for e in examples(
            "The rarest word has \\(p = \\frac{1}{40000 \\times 5}\\). That is about 0.0005."
        )
    )


@pytest.mark.parametrize(("said", "ok"), [("96", True), ("91.6", True), ("9.6", False)])
def test_an_operation_in_words_said_in_another_unit_of_its_measure(said: str, ok: bool) -> None:
    # set 263: "Multiplying 384 bytes by a rollout batch of 1,000,000 tokens gives about 38.4
    # MB" (it is 384 MB) was not read: the operand's unit and "a rollout batch of"
    # (91.6 MB: 96,000,000 bytes in binary megabytes)
    found = stated_once(
        f"Multiplying 48 bytes by a training set of 2,000,000 rows gives about {said} MB.",
        float(said),
    )
    assert found.ok is ok
    assert "(in MB)" in str(found.params["expression"])


# --- a difference as the measure of a comparison, and shares of one of several ------------


@pytest.mark.parametrize(
    ("sentence", "stated", "expression", "ok"),
    [
        (
            "The new error of 2.615 is 0.015 lower than the old error of 2.63.",
            0.015,
            "2.63 - 2.615",
            True,
        ),
        (
            "The new error of 2.615 is 0.025 lower than the old error of 2.63.",
            0.025,
            "2.63 - 2.615",
            False,
        ),
        ("Run A reaches 81%, four points higher than run B at 77%.", 4, "81 - 77", True),
        (
            "Run A reaches 81 percent, six points above the 77 percent of run B.",
            6,
            "81 - 77",
            False,
        ),
        ("A batch of 48 rows is 16 rows below the limit of 64 rows.", 16, "64 - 48", True),
    ],
)
def test_a_difference_said_as_the_measure_of_a_comparison(
    sentence: str, stated: float, expression: str, ok: bool
) -> None:
    # set 280: "A new reading of 1.418 … sits just 0.002 below the best" was not read
    assert_read(sentence, stated, expression, ok)


def test_the_other_side_of_a_measured_comparison_may_be_named_before() -> None:
    # set 280: "The best validation loss so far is one point four two … The next reading, one
    # point four one two, is eight thousandths lower than the best."
    found = single(
        "The lowest error so far is two point six three. The next reading, two point six one "
        "five, is fifteen thousandths lower than the lowest."
    )
    assert_checked(found, 0.015, 0.015)
    assert len(found.statement_ids) == 2


@pytest.mark.parametrize(
    "paragraph",
    [
        # the direction said does not hold: the numbers are not the two compared
        "The new error of 2.615 is 0.015 higher than the old error of 2.63.",
        # an operator, not a comparison: "seven times eight over two"
        "A table of nine times eight over two entries holds thirty-six.",
        # how many, not values compared
        "The two scores sit 1 above and 1 below the mean.",
        # a verb, not the measure's unit (set 264: "from one-eighth to seven-eighths falls
        # below point nine")
        "Every cut from one-fifth to four-fifths falls below point nine.",
    ],
)
def test_no_measured_comparison_without_two_values_of_one_kind_in_its_direction(
    paragraph: str,
) -> None:
    assert not [e for e in examples(paragraph) if "-" in str(e.params.get("expression", ""))]


@pytest.mark.parametrize(
    ("sentence", "stated", "expression", "ok"),
    [
        ("Scores of 0.84 and 0.79 differ by 0.05.", 0.05, "0.84 - 0.79", True),
        ("Scores of 0.84 and 0.79 differ by 0.06.", 0.06, "0.84 - 0.79", False),
        ("Pass rates of 64% and 71% are seven points apart.", 7, "71 - 64", True),
    ],
)
def test_two_values_said_to_differ_by_a_third(
    sentence: str, stated: float, expression: str, ok: bool
) -> None:
    assert_read(sentence, stated, expression, ok)


@pytest.mark.parametrize(("said", "ok"), [("seven", True), ("five", False)])
def test_a_value_linked_by_a_verb_to_a_multiple_of_another(said: str, ok: bool) -> None:
    # "The standard error of a single loss, 0.03, and that of the paired difference, 0.005,
    # …": a value, "is", and a multiple of a value named after it was not read
    found = stated_once(f"A spread of 0.035 is {said} times the spread of 0.005.", 0.035)
    multiple = {"seven": 7, "five": 5}[said]
    assert found.params["expression"] == f"{multiple} \\times 0.005"
    assert found.ok is ok


@pytest.mark.parametrize(
    ("paragraph", "stated", "expression"),
    [
        # set 280: "With ten heads, each head drives about a tenth of the episodes."
        ("With eight workers, each worker takes about an eighth of the queue.", 0.125, "1 / 8"),
        ("Sharded over 4 GPUs, each GPU holds 25% of the weights.", 25, "100 / 4"),
        ("The run uses five seeds. Each seed gets a fifth of the budget.", 0.2, "1 / 5"),
        (
            "The run uses five seeds, and each of the seeds gets a fifth of the budget.",
            0.2,
            "1 / 5",
        ),
    ],
)
def test_the_share_of_each_of_several(paragraph: str, stated: float, expression: str) -> None:
    assert_read(paragraph, stated, expression, True)


def test_a_share_of_each_of_several_that_is_not_even_is_not_checked() -> None:
    # each head may see each transition with a probability of its own: no ✗ for 1/10
    assert not examples("With ten heads, each head sees half of the transitions.")


@pytest.mark.parametrize(
    ("sentence", "stated", "ok"),
    [
        ("A held-out split of 30 prompts is 12.5 percent of the 240 we have.", 12.5, True),
        ("That is 30 prompts, or 15% of 240.", 15, False),
        # set 285: "ten steps is a little over ten percent of ninety-six" (10.4%)
        (
            "For the short run, twelve steps is a little over ten percent of a hundred and ten.",
            10,
            True,
        ),
        ("Sixty prompts are a quarter of the 240.", 0.25, True),
    ],
)
def test_a_part_said_as_a_share_of_a_whole(sentence: str, stated: float, ok: bool) -> None:
    found = stated_once(sentence, stated)
    assert found.ok is ok


@pytest.mark.parametrize(
    ("paragraph", "misread"),
    [
        # the share is of another whole than the number before it
        ("In 3 of 5 runs, 20% of the 100 prompts fail.", "(5 / 100) \\times 100"),
        # an operator, not a link
        ("Scaling 30 by 12.5 percent of 240 gives 30.", "(30 / 240) \\times 100"),
        # a share of each (fresh_724: "three logged paths each cover one third of a twelve-step
        # route")
        ("Four short runs each take a fifth of a twenty-hour budget.", "4 / 20"),
    ],
)
def test_no_share_of_a_whole_where_the_part_is_not_linked_to_it(
    paragraph: str, misread: str
) -> None:
    assert misread not in [e.params.get("expression") for e in examples(paragraph)]


@pytest.mark.parametrize(("said", "ok"), [("328", True), ("350", False)])
def test_an_operation_that_ends_its_sentence_has_its_result_in_the_next(
    said: str, ok: bool
) -> None:
    # set 288: "With 1,000 logged episodes and a horizon of 5, divide 1,000 by 3.05. The result
    # is about 328 effective episodes" was not read
    found = stated_once(
        f"With 2,000 logged prompts, divide 1,000 by 3.05. The result is about {said} prompts.",
        float(said),
    )
    assert (found.params["expression"], found.ok) == ("1000 / 3.05", ok)
    assert len(found.statement_ids) == 2


def test_an_operation_ending_its_sentence_takes_only_a_result_said_as_one() -> None:
    assert not examples("Multiply 0.9 by 0.8 for the second step. The next step uses 5.")


@pytest.mark.parametrize(
    ("paragraph", "said", "expression", "ok"),
    [
        # set 290: "Raising point nine to the fourth power, the prompt-level score lands near
        # point seven three" (a named result arriving at its value) was not read
        (
            "Squaring point eight, the pass rate lands near point six four.",
            "0.64",
            "0.8^2",
            True,
        ),
        (
            "Raising point five to the third power, the share of clean runs settles at point two.",
            "0.2",
            "0.5^3",
            False,
        ),
        # set 293: "Twice the product is 0.57 and the sum is 1.25. Dividing one by the other,
        # the F1 comes to 0.38"
        (
            "The hit count is 0.42 and the trial count is 1.4. Dividing one by the other, the "
            "hit rate comes to 0.3.",
            "0.3",
            "0.42 / 1.4",
            True,
        ),
        (
            "The hit count is 0.42 and the trial count is 1.4. Dividing one by the other, the "
            "hit rate ends up at 0.35.",
            "0.35",
            "0.42 / 1.4",
            False,
        ),
        # set 291: a formula with no value, its result named in the next sentence ("Dividing
        # through, the break-even rank comes to 4096")
        (
            "For this layer the width reads \\(w = \\frac{512 \\times 512}{1024}\\). Working "
            "it out, the usable width comes to 256.",
            "256",
            "(512 × 512) / 1024",
            True,
        ),
        (
            "For this layer the width reads \\(w = \\frac{512 \\times 512}{1024}\\). Working "
            "it out, the usable width comes out at 512.",
            "512",
            "(512 × 512) / 1024",
            False,
        ),
    ],
)
def test_a_named_result_arrives_at_its_value(
    paragraph: str, said: str, expression: str, ok: bool
) -> None:
    assert_read(paragraph, float(said), expression, ok)


@pytest.mark.parametrize(
    "paragraph",
    [
        # a change from a value given before is no result of the arithmetic
        "Squaring point eight, the pass rate falls to point five.",
        # a value the sentence gives, with no operation before it
        "The pass rate lands near point six four on the second benchmark.",
    ],
)
def test_a_change_or_a_given_value_is_no_arrived_result(paragraph: str) -> None:
    assert not [e for e in examples(paragraph) if e.kind == "equation"]


def test_a_count_for_each_is_no_share_restated() -> None:
    # set 295: "That product is 4,800. An early shift removes 32 of them, one per conversation,
    # which is …" read "one" as the share of the 4,800 left (a false ✗, 1 against 0.993)
    found = examples(
        "A run holds \\(20 \\times 50\\) answer tokens. That product is 1,000. A bad cut removes "
        "20 of them, one per answer, which is \\(\\frac{20}{1000} = 2\\%\\) of the loss."
    )
    assert [(e.stated, e.ok) for e in found] == [(1000, True), (2, True)]
    # the share said as one in fifty is still read
    assert_read(
        "A run holds \\(20 \\times 50\\) answer tokens. That product is 1,000. A bad cut removes "
        "20 of them, one in fifty.",
        0.02,
        "20 / 1000",
        True,
    )


def test_the_first_operand_of_a_formula_is_no_stated_result() -> None:
    # set 296: "A group of 8 is mixed with probability \(1 - p^{8} - (1-p)^{8}\)" was read as a
    # mixed-group chance of 1 (a false ✗, p = 1 taken from "2p(1-p)" before)
    assert not examples(
        "A pair is useful only when one sample passes and the other fails, which happens with "
        "probability \\(2p(1-p)\\). A group of 4 is mixed with probability \\(1 - p^{4} - "
        "(1-p)^{4}\\)."
    )
    found = single(
        "Take a prompt whose samples pass with probability 0.5. A group of 4 is mixed with "
        "probability 0.8."
    )
    assert (found.kind, found.ok) == ("mixed_group_probability", False)


@pytest.mark.parametrize(("said", "ok"), [("95 percent", True), ("90 percent", False)])
def test_a_total_in_the_opening_and_a_count_after_a_subject_and_verb(said: str, ok: bool) -> None:
    # set 294: "In a sample of two hundred graded responses, its verdicts … matched on one
    # hundred and ninety, which is nineteen in twenty": the count follows a subject and a verb
    assert_read(
        f"In a sample of 200 graded answers, the two judges agreed on 190, which is {said}.",
        float(said.split()[0]),
        "(190 / 200) \\times 100",
        ok,
    )


def test_a_count_for_each_after_an_opening_total_is_no_share() -> None:
    assert not examples("In a batch of 64 prompts, each gets 8 samples, which is 12.5 percent.")


@pytest.mark.parametrize(("said", "ok"), [("point five", True), ("point two five", False)])
def test_adding_the_two_powers_said_before(said: str, ok: bool) -> None:
    # set 296: "All four samples pass with probability point nine raised to the fourth power,
    # and all four fail with probability point one raised to the fourth. Adding the two gives
    # about point six six": the two powers are the terms, not their bases and exponents
    paragraph = (
        "Both coins land heads with probability point five squared, and both land tails with "
        f"probability point five squared. Adding the two gives {said}."
    )
    found = single(paragraph)
    assert (found.params["expression"], found.ok) == ("0.5^2 + 0.5^2", ok)


def test_adding_the_two_powers_beside_counts_of_things() -> None:
    # "all three" counts the checks; the terms are the two powers
    assert_read(
        "All three checks pass with probability point eight cubed, and all three fail with "
        "probability point two cubed. Adding the two gives about point five two.",
        0.52,
        "0.8^3 + 0.2^3",
        True,
    )


def test_adding_the_two_values_said_before() -> None:
    # "the two" is the count of the terms, not a value added to the last one
    assert_read(
        "The first run takes 30 steps and the second 50 steps. Adding the two gives 80.",
        80,
        "30 + 50",
        True,
    )


@pytest.mark.parametrize(("said", "ok"), [("0.06", True), ("0.08", False)])
def test_a_multiple_of_a_value_a_noun_phrase_named_before(said: str, ok: bool) -> None:
    # set 294: "… a variance near 0.037. That is roughly 18 times the variance at γ = 0.99"
    # (the other value named by a noun phrase said before with its value)
    assert_read(
        f"The old error was 0.02. The new error is {said}, three times the old error.",
        3,
        f"{said} / 0.02",
        ok,
    )


def test_that_is_a_multiple_of_a_value_a_noun_phrase_named_before() -> None:
    found = stated_once(
        "The old error was 0.02. After the change the error is 0.08. That is roughly three "
        "times the old error.",
        3,
    )
    assert (found.params["expression"], found.ok, len(found.statement_ids)) == (
        "0.08 / 0.02",
        False,
        3,
    )


def test_a_multiple_of_a_noun_phrase_with_no_value_said_is_not_read() -> None:
    assert not examples("The new error is 0.06, three times the old error.")
    # a ratio far from the multiple compares other values: a misreading, not a slip
    assert not examples("The old error was 0.02. The new error is 0.6, three times the old error.")


def test_a_split_chosen_far_from_the_counts_is_no_share_of_them() -> None:
    # set 301: pool counts of 8,000, 40,000 and 112,000 prompts, then "it fixes the mix at
    # fifty percent math, thirty percent code and twenty percent chat" (two false ✗)
    assert not examples(
        "The pool holds two thousand easy prompts, six thousand medium prompts and twelve "
        "thousand hard prompts. The team fixes the mix at fifty percent easy, thirty percent "
        "medium and twenty percent hard."
    )
    # a slip in one share of a real split is still a ✗
    found = examples(
        "Over ten rounds the opponent threw rock in six, paper in three and scissors in one. The "
        "mixture is then sixty-five percent rock, twenty-five percent paper and ten percent "
        "scissors."
    )
    assert [(e.params["expression"], e.ok) for e in found] == [
        ("(6 / 10) \\times 100", False),
        ("(3 / 10) \\times 100", False),
        ("(1 / 10) \\times 100", True),
    ]


def test_a_power_of_the_result_before_said_as_a_gerund_before_a_chain() -> None:
    # set 310's planted slip: the chain "e^{-0.01} ≈ 0.99" holds as written; the step from
    # the sentence before (0.905 squared is 0.82) is the slip
    said = (
        "Each factor keeps \\((1 - 5 \\times 10^{-5})^{2000} \\approx e^{-0.1} \\approx 0.905\\) "
        "of its size from decay alone. Squaring that for the product gives \\(e^{-0.E} "
        "\\approx V\\), so the product keeps about P% of its size."
    )
    slip = [
        e
        for e in examples(said.replace("E", "01").replace("V", "0.99").replace("P", "99"))
        if e.params.get("expression") == "0.905^2"
    ]
    assert [(e.ok, round(e.computed, 4)) for e in slip] == [(False, 0.819)]
    right = examples(said.replace("E", "2").replace("V", "0.82").replace("P", "82"))
    assert all(e.ok for e in right), right
    # a number the sentence before does not end its chain on is no "that"
    assert not [
        e
        for e in examples(
            "Each factor keeps \\(e^{-0.1} \\approx 0.905\\) of its size over 2,000 steps. "
            "Squaring that gives \\(e^{-0.01} \\approx 0.99\\)."
        )
        if not e.ok
    ]


def test_a_fraction_apposed_to_a_count_and_its_phrase_sizes_it_against_another_whole() -> None:
    # set 313: "… burns three hundred and eighty-four tokens of decoding after the answer is
    # finished, which is three quarters of the whole budget" was read 128 / 384 (a false ✗)
    assert all(
        e.ok
        for e in examples(
            "Say a typical answer needs one hundred and twenty-eight tokens and the length limit "
            "is five hundred and twelve. Every runaway response then burns three hundred and "
            "eighty-four tokens of decoding after the answer is finished, which is three "
            "quarters of the whole budget."
        )
    )


@pytest.mark.parametrize(
    ("said", "stated", "computed", "ok"),
    [
        # set 314's planted slip: four times the batch divides the variance by four, the
        # deviation by two
        (
            "Going from 32,768 to 131,072 tokens multiplies the batch by 4. The standard "
            "deviation of the gradient noise therefore falls to \\(1/4\\) of its old value.",
            0.25,
            0.5,
            False,
        ),
        (
            "Going from 32,768 to 131,072 tokens multiplies the batch by 4. The standard "
            "deviation of the gradient noise therefore falls to \\(1/2\\) of its old value.",
            0.5,
            0.5,
            True,
        ),
        # set 309's: the old deviation said before the new one
        (
            "Averaging twenty rollouts divides the noise variance by twenty. A noise standard "
            "deviation of two therefore drops to point one.",
            0.1,
            2 / math.sqrt(20),
            False,
        ),
    ],
)
def test_a_deviation_falls_by_the_root_of_a_variance_factor_said_before(
    said: str, stated: float, computed: float, ok: bool
) -> None:
    found = [e for e in examples(said) if "sqrt" in str(e.params["expression"])]
    assert [(e.stated, round(e.computed, 6), e.ok) for e in found] == [
        (stated, round(computed, 6), ok)
    ]


def test_a_deviation_divided_by_its_own_factor_is_no_variance_reading() -> None:
    # the sentence before scales the deviation itself, or the sentence is no consequence
    assert not [
        e
        for e in examples(
            "Averaging twenty rollouts divides the standard deviation by twenty. A noise "
            "standard deviation of two therefore drops to point one."
        )
        if "sqrt" in str(e.params["expression"])
    ]
    assert not [
        e
        for e in examples(
            "Averaging twenty rollouts divides the noise variance by twenty. A noise standard "
            "deviation of two drops to point one in another run."
        )
        if "sqrt" in str(e.params["expression"])
    ]


def test_the_denominator_of_a_frequency_is_no_value_just_said() -> None:
    # set 314: "the rate of one in ten thousand … Multiplying by sixteen, B's rate becomes
    # sixteen in ten thousand" was read 10,000 × 16 (a false ✗ and a false correction card)
    assert all(
        e.ok
        for e in examples(
            "Say A keeps the rate of one in ten thousand from before. Multiplying by sixteen, "
            "B's rate becomes sixteen in ten thousand, or point zero zero one six."
        )
    )


@pytest.mark.parametrize(("said", "ok"), [("3", False), ("2", True)])
def test_a_mean_after_the_total_adding_gives(said: str, ok: bool) -> None:
    # set 318's planted slip: "Adding the three returns gives 6, and the every-visit average
    # from this episode is therefore 3" (6 / 3 is 2)
    found = single(
        f"Adding the three returns gives 6, and the every-visit average from this episode is "
        f"therefore {said}."
    )
    assert (found.params["expression"], found.ok) == ("6 / 3", ok)


@pytest.mark.parametrize(
    ("count", "ok"), [("six thousand four hundred", True), ("five thousand", False)]
)
def test_a_fraction_said_a_little_under_or_over_is_a_twentieth_of_it_either_way(
    count: str, ok: bool
) -> None:
    # set 322: "six thousand four hundred labels, a little under two thirds of the full ten
    # thousand" (0.64) was a false ✗ and a false correction card (BAD for both graders)
    found = single(
        f"Together that comes to {count} labels, a little under two thirds of the full ten "
        "thousand."
    )
    assert found.ok is ok


@pytest.mark.parametrize(("said", "ok"), [("0.64", False), ("0.512", True)])
def test_a_value_given_to_a_linear_expression_of_a_name_binds_the_name(said: str, ok: bool) -> None:
    # set 329's planted slip: "… is \((1-p)^3\). With \(1 - p = 0.8\), that is 0.64" (0.512)
    found = single(
        "The share of pairs that have survived at least three refreshes is \\((1-p)^3\\). "
        f"With \\(1 - p = 0.8\\), that is {said} of the buffer."
    )
    assert (found.computed, found.ok) == (pytest.approx(0.512), ok)


# --- a power that is no whole number, said in words; a range of positions ----------------


@pytest.mark.parametrize(("said", "ok"), [("13.47", True), ("9.61", False)])
def test_a_power_between_whole_ones_is_read_as_a_power(said: str, ok: bool) -> None:
    # Set 330: "Raising 7.39 to the power 1.3 gives about 9.61" passed as 7.39 × 1.3, a
    # planted slip (the power is 13.47): the exponent said is one only.
    paragraph = (
        "The per-token perplexity is about 7.39 and the tokeniser spends 1.3 tokens per word. "
        f"Raising 7.39 to the power 1.3 gives about {said} per word."
    )
    assert_read_as_said(paragraph, said, "7.39^{1.3}", ok)


def test_a_position_after_a_range_word_is_no_part_of_a_whole() -> None:
    # Set 331: "beyond step thirty" is all the steps past it, not 30 of a game's 200 steps
    # (30/200 against "less than five per cent" was a false ✗) …
    paragraph = (
        "A game of two hundred steps played with gamma at point nine is judged over roughly "
        "ten of them. Rewards beyond step thirty keep less than five per cent of their weight."
    )
    assert not [e for e in examples(paragraph) if e.stated == pytest.approx(5)]
    # … while a point of a warm-up is: "at step fifty … a quarter of the peak" is 50/200.
    warm_up = "Take a warm-up of two hundred steps. At step fifty the rate is a third of the peak."
    found = stated_once(warm_up, 1 / 3)
    assert (found.params["expression"], found.ok) == ("50 / 200", False)


def test_that_opening_a_clause_leaves_point_a_decimal() -> None:
    # Set 337: "The reason is that point nine to the thirty-seventh …" read "that point" as a
    # noun ("at that point"), and 9^37 against 0.02 (a false ✗).
    paragraph = "The reason is that point nine to the thirty-seventh is about point zero two."
    assert_read(paragraph, 0.02, "0.9^{37}", True)


def test_a_value_said_twice_and_the_value_it_replaces_are_no_group_and_no_result() -> None:
    # Set 336: "three eighths, or point three seven five" is one mean said twice, not a group
    # of two rewards; and 4/8 is the "one half" it replaces, not a wrong 3/8 (two false ✗).
    paragraph = (
        "Take a group of eight responses in which four are correct and one of those four is "
        "misread. The group mean reward becomes three eighths, or point three seven five, in "
        "place of one half. The misread response, which deserved an advantage of plus one "
        "half, now receives minus point three seven five."
    )
    assert [e for e in examples(paragraph) if not e.ok] == []


@pytest.mark.parametrize(
    ("said", "ok"), [("point zero zero five", True), ("point zero five", False)]
)
def test_the_two_values_before_multiplied_by_name(said: str, ok: bool) -> None:
    # Set 334's planted slip: "Multiplying the two, the batch mean falls by point zero five"
    # after "one in twenty … point one" (0.05 × 0.1 = 0.005), a factor of ten off.
    found = single(
        "Suppose one in twenty replies in a batch leaks, and each leak costs that full point "
        f"one. Multiplying the two, the batch mean falls by {said}."
    )
    assert_checked(found, 0.005 if ok else 0.05, 0.005)


@pytest.mark.parametrize(("stated", "ok"), [(125, True), (130, False)])
def test_a_fraction_whose_parts_are_named(stated: int, ok: bool) -> None:
    # Set 336's planted slip: the numerator and the denominator worked out, then the share.
    paragraph = (
        "The numerator is \\(5200 - 200 = 5000\\) and the denominator is \\(4200 - 200 = "
        f"4000\\). The normalised score is therefore {stated}%."
    )
    assert_read(paragraph, stated, "(5000 / 4000) \\times 100", ok)


def test_a_fraction_of_rounded_parts_carries_their_rounding() -> None:
    # ln 0.01 / ln 0.9 = 43.7; from the parts as said, -4.61 / -0.105 = 43.9: no ✗.
    paragraph = (
        "The numerator is \\(\\ln 0.01 \\approx -4.61\\) and the denominator is \\(\\ln 0.9 "
        "\\approx -0.105\\). The ratio is about 43.7, so 44 steps suffice."
    )
    assert_read(paragraph, 43.7, "-4.61 / -0.105", True)


@pytest.mark.parametrize(("said", "ok"), [("7.29", True), ("8.1", False)])
def test_a_value_multiplied_by_a_factor_written_in_math(said: str, ok: bool) -> None:
    # Set 341's planted slip: γ³ at γ = 0.9 is 0.729, not 0.81; 8.1 had passed as 0.81 × 10,
    # from a 0.81 said earlier for another step.
    paragraph = (
        "Take \\(\\gamma = 0.9\\) and an option that walks for 3 steps. The rewards on the way "
        "are \\(-1 - 0.9 - 0.81\\), which sums to \\(-2.71\\). The option stops in a state whose "
        "value is \\(V(s') = 10\\). Discounting that value over the 3 steps multiplies it by "
        f"\\(\\gamma^3\\), which gives an arrival term of {said}."
    )
    found = stated_once(paragraph, float(said))
    assert (found.computed, found.ok) == (pytest.approx(7.29), ok)


def test_a_formula_after_multiplying_by_is_an_operand_not_the_result() -> None:
    # set 357's false ✗: "Multiplying by \(\frac{1}{4}\) gives about \(-0.33\)" read as one
    # quarter's value (the error of the sentence before is what is scaled)
    paragraph = (
        "The error is \\(2 - 3.33 = -1.33\\). Multiplying by \\(\\frac{1}{4}\\) gives about "
        "\\(-0.33\\), and the estimate moves to 3."
    )
    assert not [e for e in examples(paragraph) if not e.ok], examples(paragraph)
    # a formula that is the whole sum said is still its own result
    assert_read("Adding \\(1 + 0.5 + 0.25\\) gives 1.75.", 1.75, "(1 + 0.5) + 0.25", True)


@pytest.mark.parametrize(("said", "ok"), [("point zero six", True), ("point six", False)])
def test_an_instruction_whose_operands_are_restated_in_numbers(said: str, ok: bool) -> None:
    paragraph = (
        "Divide the chance of success by the number of moves left, point six by ten, and you "
        f"get {said} per move."
    )
    found = single(paragraph)
    assert (found.params["expression"], found.computed, found.ok) == ("0.6 / 10", 0.06, ok)


@pytest.mark.parametrize(("said", "ok"), [("point zero three", True), ("point zero five", False)])
def test_a_drop_over_a_sentence_that_opens_with_a_count_of_updates(said: str, ok: bool) -> None:
    # "After two thousand updates it scores …": the count sets the time, it is no score; and
    # the drop restated in points after a comma is no list of two
    paragraph = (
        "The model scores point eight one on a reading set before training. After two thousand "
        f"updates it scores point seven eight. The absolute drop is {said}, three points of "
        "accuracy."
    )
    found = stated_once(paragraph, 0.03 if ok else 0.05)
    assert (found.params["expression"], found.ok) == ("0.81 - 0.78", ok)


@pytest.mark.parametrize(("said", "ok"), [("point zero six", True), ("point zero four", False)])
def test_a_drop_between_values_said_at_numbered_steps(said: str, ok: bool) -> None:
    # set 359's planted slip: "step twelve hundred", "step two thousand" are indexes, no values
    paragraph = (
        "The held-out score climbs to point seven two at step twelve hundred. After that it "
        "sags, and by step two thousand it sits at point six six. "
        f"The fall from the peak is a drop of {said}."
    )
    found = stated_once(paragraph, 0.06 if ok else 0.04)
    assert (found.params["expression"], found.ok) == ("0.72 - 0.66", ok)


def test_an_index_before_a_formula_is_not_its_value() -> None:
    # set 361's false ✗: "The 4-step target at time 0 is \(…\)" read as the formula's value 0
    paragraph = (
        "The target at time 0 is \\(0 + 0.9 \\cdot 1 + 0.9^2 \\cdot 3\\). "
        "With \\(0.9^2 = 0.81\\), that target is 3.33."
    )
    assert not [e for e in examples(paragraph) if not e.ok], examples(paragraph)


def test_the_mean_of_a_binary_group_is_not_a_pass_advantage() -> None:
    # set 360's false ✗: "If five of the eight pass, the mean is five eighths" read as the
    # advantage of a pass, 1 - 5/8
    paragraph = (
        "Each prompt gets eight samples, each scored one for a pass and zero for a fail. "
        "If five of the eight pass, the mean is five eighths, or point six two five."
    )
    assert not [e for e in examples(paragraph) if not e.ok], examples(paragraph)


def test_the_ends_of_a_range_are_no_group_of_values() -> None:
    # set 358's false ✗: "two judges that score between zero and one" read as a group whose
    # mean (0.5) and spread (0.5) the next sentence's "a mean of point two and a standard
    # deviation of point six" were checked against
    paragraph = (
        "A judge whose scores run wide will win most minimum contests against two judges that "
        "score between zero and one. Suppose the wide judge scores an answer at one point four, "
        "and on held-out answers its scores have a mean of point two and a standard deviation "
        "of point six."
    )
    assert not [e for e in examples(paragraph) if not e.ok], examples(paragraph)


@pytest.mark.parametrize(("said", "ok"), [("1.05", True), ("1.40", False)])
def test_that_sum_divided_by_a_number(said: str, ok: bool) -> None:
    # set 361's planted slip, with the count said: "Dividing that sum by … gives about 1.40"
    paragraph = f"The squares add to 4.21. Dividing that sum by four gives about {said}."
    found = stated_once(paragraph, float(said))
    assert (found.params["expression"], found.ok) == ("4.21 / 4", ok)


def test_the_value_of_an_operand_under_a_function_is_no_result() -> None:
    # set 363's false ✗: "we divide two point four by the square root of four, which is two"
    # read as 2.4 / √4 = 2 (the clause gives the root's value)
    paragraph = (
        "With four seeds, we divide two point four by the square root of four, which is two."
    )
    assert not [e for e in examples(paragraph) if not e.ok], examples(paragraph)


def test_the_next_sentence_naming_another_operation_is_not_the_formula_value() -> None:
    # set 365's false ✗: "\(\bar{G} = \frac{2 + 6 + 4 + 8}{4}\). The sum is 20, so the mean is
    # 5": the sum is the numerator's, not the formula's value
    paragraph = (
        "The sample mean is \\(\\bar{G} = \\frac{1 + 5 + 3 + 7}{4}\\). The sum is 16, so the mean "
        "is 4."
    )
    assert not [e for e in examples(paragraph) if not e.ok], examples(paragraph)
    # a power is a product: "That product comes to about 0.39" is checked, and is a slip
    slip = stated_once(
        "After ten steps the weight left is \\(0.9^{10}\\). That product comes to about 0.39.",
        0.39,
    )
    assert (slip.computed, slip.ok) == (pytest.approx(0.9**10), False)


def test_a_squared_discount_is_not_the_discount() -> None:
    # set 365's false ✗: "The squared discount is 0.25, so the return is 2" read with γ = 0.25
    paragraph = (
        "Take episodes with discount \\(\\gamma = 0.5\\). The first episode receives rewards "
        "0, 0 and 8 on its three steps. The squared discount is 0.25, so the return is 2."
    )
    assert not [e for e in examples(paragraph) if not e.ok], examples(paragraph)


@pytest.mark.parametrize(("said", "ok"), [("point zero two", True), ("point zero three", False)])
def test_a_quotient_that_puts_a_quantity_at_its_value(said: str, ok: bool) -> None:
    # set 364's planted slip: "Three divided by a hundred and fifty puts the bound at point zero
    # three"
    paragraph = f"Three divided by a hundred and fifty puts the bound at {said}."
    found = single(paragraph)
    assert (found.params["expression"], found.ok) == ("3 / 150", ok)


@pytest.mark.parametrize(("said", "ok"), [("0.15", True), ("0.3", False)])
def test_the_total_divided_by_a_count_of_things(said: str, ok: bool) -> None:
    paragraph = (
        "The regret after 20 pulls is 3.0. Dividing the total by the 20 pulls gives an average "
        f"regret of {said} per pull."
    )
    found = stated_once(paragraph, float(said))
    assert (found.params["expression"], found.ok) == ("3 / 20", ok)


@pytest.mark.parametrize(("said", "ok"), [("4.33", True), ("5.2", False)])
def test_dividing_by_the_number_of_things_counted_in_the_sentence(said: str, ok: bool) -> None:
    # set 369's planted slip: the divisor is "the number of episodes", six, said after the result
    paragraph = (
        "The returns so far add to 12, and the next three add 14. The running total is now "
        f"\\(12 + 14 = 26\\). Dividing by the number of episodes gives an estimate of {said} "
        "after six episodes."
    )
    found = stated_once(paragraph, float(said))
    assert (found.params["expression"], found.ok) == ("26 / 6", ok)
    # a count of other things is no divisor
    other = (
        "The running total is now \\(12 + 14 = 26\\). Dividing by the number of episodes gives an "
        "estimate of 5.2 after six steps."
    )
    assert not [e for e in examples(other) if e.params.get("expression") == "26 / 6"]
