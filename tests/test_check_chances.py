"""Chances and counts named in words (:mod:`generator.arithmetic`), through ``check``.

Every sentence here is invented for these tests: the chance that at least one
of k independent tries succeeds, a blind guess among N options, a count times
"so many for each" stated as a total, a share "of them" and what it leaves,
the mean reward of a group with so many passes, a product named over a spoken
list, and spoken arithmetic on "the remaining" part. Each structure is checked
right (✓) and wrong (✗, with both values); near-misses make no example.
"""

from __future__ import annotations

import pytest
from test_check_arithmetic import assert_checked, examples, single

# --- at least one of k tries: 1 − (1 − p)^k ---------------------------------------------


@pytest.mark.parametrize(("said", "stated"), [("point five one", 0.51), ("point six", 0.6)])
def test_at_least_one_of_k_tries(said: str, stated: float) -> None:
    found = single(
        "A dart hits the board with probability point three on each independent throw. "
        f"With two throws, the chance that at least one of them hits comes to {said}."
    )
    assert_checked(found, stated, 0.51)
    assert found.ok is (stated == 0.51)


def test_at_least_one_in_percent_in_one_sentence() -> None:
    found = single(
        "If each ticket wins with a 10 percent chance, the probability of at least one win "
        "among three tickets is about 27 percent."
    )
    assert found.unit == "percent"
    assert_checked(found, 27, 27.1)
    assert found.ok


@pytest.mark.parametrize(
    "paragraph",
    [
        # no per-try chance stated
        "With two throws, the chance that at least one of them hits comes to point six.",
        # two candidate chances: which one is meant is not said
        "One dart hits with probability point three and another with probability point five. "
        "With two throws, the chance that at least one of them hits comes to point six.",
        # drawn without replacement: not independent tries
        "A bag holds tickets that win with probability point three. Drawing two tickets "
        "without replacement, the chance that at least one wins is point six.",
        # "at least one" that names no chance
        "At least one of the two throws hit the board, and each scored point six.",
        # a value far from 1 − (1 − p)^k: another quantity, not a slip
        "A dart hits with probability point three on each throw. With two throws, the chance "
        "that at least one of them hits is point one.",
    ],
)
def test_at_least_one_near_misses(paragraph: str) -> None:
    assert not examples(paragraph)


# --- a blind guess among N options: 1/N ----------------------------------------------------


@pytest.mark.parametrize(
    ("said", "stated", "ok"), [("a fifth", 0.2, True), ("a quarter", 0.25, False)]
)
def test_a_blind_guess(said: str, stated: float, ok: bool) -> None:
    found = single(f"On a quiz item with five choices, a random guess is right {said} of the time.")
    assert_checked(found, stated, 0.2)
    assert found.ok is ok


@pytest.mark.parametrize(
    "paragraph",
    [
        # no blind choice: a trained model's accuracy, not 1/N
        "On a quiz item with five choices, the tuned model is right 80 percent of the time.",
        # a second number: more than one guess, or another quantity
        "With five choices, a random guess repeated over three items is right a fifth of the time.",
        # nothing counts the options
        "A random guess is right a fifth of the time on this quiz.",
    ],
)
def test_blind_guess_near_misses(paragraph: str) -> None:
    assert not examples(paragraph)


# --- so many for each, in total ---------------------------------------------------------------


@pytest.mark.parametrize(("said", "ok"), [("six hundred", True), ("five hundred", False)])
def test_a_count_for_each_stated_as_a_total(said: str, ok: bool) -> None:
    found = single(
        f"The class has two hundred pupils and hands out three worksheets to each pupil. "
        f"That is {said} worksheets in total."
    )
    assert_checked(found, 600 if ok else 500, 600)
    assert found.ok is ok


@pytest.mark.parametrize(
    "paragraph",
    [
        # the total counts something else: no product of these two
        "The class has two hundred pupils and hands out three worksheets to each pupil. "
        "That is fifty teachers in total.",
        # no "for each": two counts side by side
        "The class has two hundred pupils and three worksheets. "
        "That is six hundred worksheets in total.",
    ],
)
def test_for_each_near_misses(paragraph: str) -> None:
    assert not examples(paragraph)


# --- a share of them, and what it leaves ------------------------------------------------------


@pytest.mark.parametrize(("said", "ok"), [("three hundred", True), ("four hundred", False)])
def test_a_share_of_the_count_just_said(said: str, ok: bool) -> None:
    found = single(
        "The shop printed twelve hundred leaflets. "
        f"If a quarter of them reach a reader, the shop keeps {said} leaflets in use."
    )
    assert_checked(found, 300 if ok else 400, 300)
    assert found.ok is ok


@pytest.mark.parametrize(
    "paragraph",
    [
        # what is kept counts something else
        "The shop printed twelve hundred leaflets. "
        "If a quarter of them reach a reader, the shop keeps three hundred customers.",
        # the share is of something named, not of "them"
        "The shop printed twelve hundred leaflets. "
        "If a quarter of the readers reply, the shop keeps three hundred leaflets.",
    ],
)
def test_share_of_them_near_misses(paragraph: str) -> None:
    assert not examples(paragraph)


# --- the mean reward of a group with so many passes -------------------------------------------


@pytest.mark.parametrize(("said", "ok"), [("point four", True), ("point five", False)])
def test_the_mean_of_a_group_with_passes(said: str, ok: bool) -> None:
    found = single(
        "Take a group of five attempts in which two pass. "
        f"The mean reward is {said}, and each pass stands above it."
    )
    assert_checked(found, 0.4 if ok else 0.5, 0.4)
    assert found.ok is ok


@pytest.mark.parametrize(
    "paragraph",
    [
        # the mean of something else, further on
        "Take a group of five attempts in which two pass. "
        "The rewards are then scaled. The mean reward is point five.",
        # no passes counted
        "Take a group of five attempts in which two are long. The mean reward is point five.",
    ],
)
def test_group_mean_near_misses(paragraph: str) -> None:
    assert not examples(paragraph)


# --- a product over a spoken list; "the remaining" part ----------------------------------------


@pytest.mark.parametrize(("said", "ok"), [("about point two four", True), ("point three", False)])
def test_a_product_named_over_the_list_before(said: str, ok: bool) -> None:
    found = single(
        "A chain of three links holds with chances point six, point eight and point five. "
        f"Its product is {said}, lower than any single link."
    )
    assert_checked(found, 0.24 if ok else 0.3, 0.24)
    assert found.ok is ok


@pytest.mark.parametrize(
    "paragraph",
    [
        # one number before: nothing to multiply
        "The first link holds point six. The product is point three.",
        # three stray numbers, neither a spoken list nor a pair ("The two filters …" counts the
        # things it names: then 0.9 and 0.8 are a pair)
        "Two filters keep \\(a = 0.9\\) and \\(b = 0.8\\) of the rows. "
        "Their product is about 0.72.",
    ],
)
def test_a_product_needs_a_list_or_a_pair(paragraph: str) -> None:
    assert not examples(paragraph)


@pytest.mark.parametrize(("said", "ok"), [("point five five", True), ("point seven", False)])
def test_arithmetic_on_the_remaining_part(said: str, ok: bool) -> None:
    found = single(
        "The share sold is point five, plus point one times the remaining "
        f"point five, which comes to {said}."
    )
    assert_checked(found, 0.55 if ok else 0.7, 0.55)
    assert found.ok is ok


@pytest.mark.parametrize(("said", "ok"), [("point seven two", True), ("point eight", False)])
def test_operands_tagged_with_where_they_come_from(said: str, ok: bool) -> None:
    found = single(
        "A visitor buys with chance point six from the banner, plus a fifth of point six "
        f"from the newsletter. That adds up to {said}."
    )
    assert_checked(found, 0.72 if ok else 0.8, 0.72)
    assert found.ok is ok


def test_a_source_phrase_alone_is_no_arithmetic() -> None:
    assert not examples("A visitor buys with chance point six from the banner. That is point six.")


@pytest.mark.parametrize(("said", "ok"), [("about 0.72", True), ("about 0.9", False)])
def test_a_product_of_the_pair_just_stated(said: str, ok: bool) -> None:
    found = single(
        "The filters keep \\(a = 0.9\\) and \\(b = 0.8\\) of the rows. "
        f"Their product is {said}, the share that passes both."
    )
    assert_checked(found, 0.72 if ok else 0.9, 0.72)
    assert found.ok is ok


def test_a_product_far_from_the_pair_is_another_product() -> None:
    assert not examples(
        "The filters keep \\(a = 0.9\\) and \\(b = 0.8\\) of the rows. "
        "Their product is 7.2, counted in tenths."
    )


# --- the advantages of a group with pass/fail rewards -----------------------------------------


@pytest.mark.parametrize(("said", "ok"), [("three fifths", True), ("four fifths", False)])
def test_raw_advantages_of_a_pass_and_fail_group(said: str, ok: bool) -> None:
    found = examples(
        "Take a group of five attempts in which two pass. "
        f"The mean reward is point four, so a passing attempt's advantage is {said}. "
        "Each failing attempt gets minus point four."
    )
    values = sorted((e.stated, e.computed, e.ok) for e in found)
    assert values == sorted([(0.4, 0.4, True), ((0.6 if ok else 0.8), 0.6, ok), (-0.4, -0.4, True)])


@pytest.mark.parametrize(("said", "ok"), [("1.73", True), ("1.2", False)])
def test_whitened_advantages_of_a_pass_and_fail_group(said: str, ok: bool) -> None:
    found = examples(
        "If exactly one answer in a group of four is correct, with reward 1 against 0 for the "
        f"others, whitening gives it an advantage of about {said} and each of the others "
        "about -0.58."
    )
    values = sorted((e.stated, round(e.computed, 3), e.ok) for e in found)
    assert values[0] == (-0.58, -0.577, True)
    # a wrong value is a ✗ under either deviation (population 1.732, sample 1.5)
    assert values[1][0] == float(said) and values[1][2] is ok
    assert values[1][1] in (1.732, 1.5)


def test_whitened_with_the_sample_deviation_is_no_false_alarm() -> None:
    # (1 − 1/4) / √(1/4 · 3/4 · 4/3) = 1.5: the narration divided by n − 1.
    found = single(
        "If exactly one answer in a group of four is correct, whitening gives it an advantage "
        "of 1.5."
    )
    assert found.ok
    assert found.computed == pytest.approx(1.5)


@pytest.mark.parametrize(
    "paragraph",
    [
        # rewards other than one and zero: the advantages are of other rewards
        "If exactly one answer in a group of four is correct, with reward 1 against 0.5 for "
        "the others, the advantage is about 0.38.",
        # every answer correct: no advantage to check (all zero)
        "Take a group of four answers in which four pass. The advantage of each is 0.",
        # no group said
        "One answer is correct, and its advantage is three quarters.",
    ],
)
def test_group_advantage_near_misses(paragraph: str) -> None:
    assert not examples(paragraph)


# --- a quantity named at two moments, and its change in words ----------------------------------

_TWO_MOMENTS = (
    "In spring, the oak height is two point one and the pine height is three. "
    "By autumn, the oak has grown to two point six, but the pine height has shrunk to two point "
    "eight. "
)


@pytest.mark.parametrize(("said", "ok"), [("point five", True), ("point seven", False)])
def test_a_named_gain_between_two_moments(said: str, ok: bool) -> None:
    found = single(_TWO_MOMENTS + f"So the oak gained {said} over the summer.")
    assert_checked(found, 0.5 if ok else 0.7, 0.5)
    assert found.ok is ok


def test_a_named_loss_between_two_moments() -> None:
    found = single(_TWO_MOMENTS + "Meanwhile the pine height lost point two.")
    assert_checked(found, 0.2, 0.2)
    assert found.ok


@pytest.mark.parametrize(
    "said",
    [
        # the direction contradicts the two values: another change, not a slip
        "So the oak lost point five.",
        # a name said at one moment only
        "So the birch gained point five.",
    ],
)
def test_named_change_near_misses(said: str) -> None:
    assert not examples(_TWO_MOMENTS + said)


@pytest.mark.parametrize(
    "paragraph",
    [
        "A dart hits with probability point three on each throw. In practice throws are "
        "correlated, so the chance that at least one of two throws hits is only point four.",
        "A dart hits with probability point three on each throw. With two throws, the chance "
        "that at least one of them hits is point six, while the formula gives point five one.",
    ],
)
def test_at_least_one_told_as_a_contrast_is_no_example(paragraph: str) -> None:
    assert not examples(paragraph)


def test_for_each_is_no_source_of_an_operand() -> None:
    # "three for each" multiplies by a count the sentence does not say
    assert not examples("We pay three for each, plus two for the bag, which comes to eleven.")


def test_two_values_of_one_name_not_at_two_moments_make_no_change() -> None:
    assert not examples(
        "The model scores seventy on the first test. The model scores seventy five on the "
        "second test. So the model gained three points from tuning."
    )


# --- a terminal target, "just the reward"; the minimum or maximum of a list ---------------------


@pytest.mark.parametrize(("said", "ok"), [("two", True), ("three", False)])
def test_a_terminal_target_is_the_reward_said_before(said: str, ok: bool) -> None:
    found = single(
        "The robot gets a reward of two and reaches a state the critic values at seven. "
        f"Were that state terminal, the target would be just the reward, {said}."
    )
    assert_checked(found, 2 if ok else 3, 2)
    assert found.ok is ok


@pytest.mark.parametrize(
    "paragraph",
    [
        # two rewards said: which one is meant is not told
        "The robot gets a reward of two, then a reward of four. "
        "Were that state terminal, the target would be just the reward, two.",
        # no reward said before
        "Were that state terminal, the target would be just the reward, two.",
    ],
)
def test_terminal_target_near_misses(paragraph: str) -> None:
    assert not examples(paragraph)


@pytest.mark.parametrize(("said", "ok"), [("point four", True), ("point six", False)])
def test_the_minimum_of_an_ordinal_list(said: str, ok: bool) -> None:
    found = single(
        "The judge gives the first answer point seven, the second point four, and the third "
        f"point nine. If we take the minimum instead, the batch scores {said}."
    )
    assert_checked(found, 0.4 if ok else 0.6, 0.4)
    assert found.ok is ok


def test_the_maximum_of_a_spoken_list() -> None:
    found = single(
        "The three runs scored point seven, point four and point nine. Their maximum is point nine."
    )
    assert_checked(found, 0.9, 0.9)


@pytest.mark.parametrize(
    "paragraph",
    [
        # the values are not a list: a count and a score
        "The judge saw three answers and gave one of them point seven. "
        "If we take the minimum instead, the batch scores point four.",
        # a minimum of some other thing, with its own number before it
        "The runs scored point seven, point four and point nine. "
        "At step 5 the minimum is point two.",
    ],
)
def test_extreme_near_misses(paragraph: str) -> None:
    assert not examples(paragraph)


@pytest.mark.parametrize(
    ("said", "stated", "ok"),
    [
        ("That is a gain of nearly thirty-five points.", 35, True),
        ("That is a gain of about twenty-five points.", 25, False),
    ],
)
def test_a_change_of_two_percentages_in_points(said: str, stated: float, ok: bool) -> None:
    """A change between two percentages said in points is their difference, not a ratio."""
    found = single(
        "The win rate rose from about twenty-nine point eight percent to about sixty-four "
        f"point seven percent. {said}"
    )
    assert_checked(found, stated, 34.9)
    assert found.ok is ok


def test_a_fall_in_points_is_the_old_value_less_the_new() -> None:
    found = single("Accuracy fell from 64.7% to 29.8%, a drop of 30 points.")
    assert_checked(found, 30, 34.9)
    assert not found.ok


def test_a_relative_change_in_percent_is_still_a_ratio() -> None:
    found = single("Accuracy fell from 60% to 30%, a drop of 50%.")
    assert_checked(found, 50, 50)
    assert found.ok


@pytest.mark.parametrize(
    ("whole", "count"),
    [
        ("For a pool of 270,000, that is 13,500 examples.", 13500),
        ("With a pool of two hundred prompts, that is ten prompts.", 10),
    ],
)
def test_a_share_of_a_whole_named_in_the_sentence_before(whole: str, count: float) -> None:
    found = single(f"Fine-tuning on the top 5% of the pool matched the whole pool. {whole}")
    assert_checked(found, count, count)
    assert found.ok


@pytest.mark.parametrize(
    "paragraph",
    [
        # the count is of another share: only an agreeing reading is reported
        "Fine-tuning on the top 5% of the pool matched the whole pool. For a pool of 270,000, "
        "that is 20,000 examples.",
        # the whole is named by another noun
        "Fine-tuning on the top 5% of the pool matched the whole pool. For a budget of 270,000, "
        "that is 13,500 examples.",
    ],
)
def test_share_of_a_named_whole_near_misses(paragraph: str) -> None:
    assert not examples(paragraph)


@pytest.mark.parametrize(("said", "ok"), [("six", True), ("seven", False)])
def test_the_square_root_of_their_product(said: str, ok: bool) -> None:
    found = single(
        "Take a batch of four prompts and nine samples for each. "
        f"The square root of their product is exactly {said}."
    )
    assert_checked(found, 6 if ok else 7, 6)
    assert found.ok is ok


@pytest.mark.parametrize(("said", "ok"), [("8", True), ("9", False)])
def test_a_lead_in_points_searched_among_the_percentages_before(said: str, ok: bool) -> None:
    paragraph = (
        "Model X has a raw win rate of 62% and a controlled win rate of 51%. "
        "Model Y has a raw win rate of 54% and a controlled win rate of 53%. "
        f"Subtracting, X leads by {said} points on the raw win rate, while Y leads on the "
        "controlled one."
    )
    found = examples(paragraph)
    # only a reading that agrees is made: which two values the words name is not known
    assert [(e.stated, e.computed) for e in found] == ([(8, 8)] if ok else [])


def test_half_a_point_is_a_change_in_points() -> None:
    found = single(
        "The mean reward goes from three point one to three point six, a gap of half a point."
    )
    assert_checked(found, 0.5, 0.5)
    assert found.ok


@pytest.mark.parametrize(("said", "ok"), [("300,000", True), ("200,000", False)])
def test_a_percentage_of_them_leaving_a_count(said: str, ok: bool) -> None:
    found = single(
        f"Suppose we start with 500,000 web documents. A filter keeps 60% of them, leaving {said} "
        "documents."
    )
    assert_checked(found, 300000 if ok else 200000, 300000)
    assert found.ok is ok
