"""Exercises: which kinds a lesson gets, seeded practice, answers checked independently."""

from __future__ import annotations

import itertools
import json
import math
import random
import re
from collections.abc import Mapping
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from conftest import LESSONS, SAMPLE, SHARED, needs_shared
from scipy import signal, special, stats

from generator import calc, exercises
from generator.check import find_examples
from generator.errors import ParameterError
from generator.kinds import KINDS
from generator.model import (
    Exercise,
    GlossaryEntry,
    Lesson,
    ParamValue,
    SourceSpan,
    Statement,
    StatementKind,
)

ALL_KINDS = (
    "discounted_return",
    "advantage",
    "gae",
    "grpo_advantage",
    "pass_at_k",
    "entropy",
    "kl",
    "softmax",
    "probability_ratio",
    "clipped_objective",
    "mixed_group_probability",
    "td_error",
    "value_update",
    "td_target",
)
POST_TRAINING_KINDS = ALL_KINDS[:11]
"""The kinds of the post-training course (TD and value updates come from RL courses)."""

PHRASES = {"to two decimal places": 0.005, "to three decimal places": 0.0005}


def lesson_of(
    *sentences: str,
    terms: tuple[str, ...] = (),
    glossary: tuple[GlossaryEntry, ...] = (),
    number: int | None = 3,
    path: str = "lessons/practice.md",
) -> Lesson:
    """A hand-built lesson whose narration is ``sentences``, one per line from line 20."""
    statements = tuple(
        Statement(
            id=f"s{i}",
            kind=StatementKind.CLAIM,
            tags=(),
            text=text,
            source=SourceSpan(path, 20 + i),
            section=None,
            index=i,
        )
        for i, text in enumerate(sentences)
    )
    return Lesson(
        path=path,
        title="Practice lesson",
        series="A course",
        number=number,
        total=10,
        duration=None,
        objective=None,
        terms=terms,
        statements=statements,
        glossary=glossary,
        narration_line=18,
    )


EVERY_KIND = lesson_of(
    "Return, G at time t, combines future rewards and can discount distant outcomes with gamma.",
    "Advantage subtracts a baseline from that return.",
    "GAE is Generalized Advantage Estimation, whose lambda mixes n-step estimates.",
    "GRPO compares each response with the group's reward mean and standard deviation.",
    "Pass-at-k asks whether at least one of k sampled attempts succeeds.",
    "Entropy measures how spread out one policy distribution is.",
    "KL divergence compares two distributions.",
    "Softmax converts logits into probabilities.",
    "The probability ratio divides the current policy's probability by the behavior one.",
    "Clipping limits the ratio to one plus or minus epsilon.",
    "A mixed group is one whose siblings receive different rewards.",
    "The TD error compares the reward plus the next state's value with the current value.",
    "The value update adds step size alpha times the error to the estimate.",
    "The TD target adds the discounted next value to the reward.",
)


# --- an independent implementation of every kind (numpy/scipy) --------------------------


def floats(value: ParamValue) -> list[float]:
    assert isinstance(value, tuple)
    return [float(x) for x in value]


def num(value: ParamValue) -> float:
    assert not isinstance(value, (str, tuple))
    return float(value)


def oracle(kind: str, p: Mapping[str, ParamValue]) -> float:
    """The answer of an exercise computed without generator.calc."""
    if kind == "discounted_return":
        rewards = np.array(floats(p["rewards"]))
        returns = signal.lfilter([1.0], [1.0, -num(p["gamma"])], rewards[::-1])[::-1]
        return float(returns[int(num(p["t"]))])
    if kind == "advantage":
        return num(p["return"]) - num(p["baseline"])
    if kind == "gae":
        r, v = np.array(floats(p["rewards"])), np.array(floats(p["values"]))
        g, lam = num(p["gamma"]), num(p["lam"])
        deltas = r + g * v[1:] - v[:-1]
        return float(signal.lfilter([1.0], [1.0, -g * lam], deltas[::-1])[::-1][int(num(p["t"]))])
    if kind == "grpo_advantage":
        r = np.array(floats(p["rewards"]))
        if len(set(p["rewards"])) == 1:  # type: ignore[arg-type]
            return 0.0
        adv = (r - r.mean()) / (r.std(ddof=int(num(p["ddof"]))) + num(p["eps"]))
        return float(adv[int(num(p["index"]))])
    if kind == "pass_at_k":
        n, c, k = (int(num(p[x])) for x in ("n", "c", "k"))
        return float(1 - special.comb(n - c, k, exact=True) / special.comb(n, k, exact=True))
    if kind == "entropy":
        return float(stats.entropy(floats(p["probs"]), base=2 if p["base"] == 2 else None))
    if kind == "kl":
        return float(stats.entropy(floats(p["p"]), floats(p["q"])))
    if kind == "softmax":
        probs = special.softmax(np.array(floats(p["logits"])) / num(p["temperature"]))
        return float(probs[int(num(p["index"]))])
    if kind == "probability_ratio":
        return num(p["new_prob"]) / num(p["old_prob"])
    if kind == "clipped_objective":
        rho = num(p["new_prob"]) / num(p["old_prob"])
        eps, adv = num(p["epsilon"]), num(p["advantage"])
        return float(np.minimum(rho * adv, np.clip(rho, 1 - eps, 1 + eps) * adv))
    if kind == "mixed_group_probability":
        size, prob = int(num(p["G"])), num(p["p"])
        return float(1 - stats.binom.pmf(0, size, prob) - stats.binom.pmf(size, size, prob))
    if kind == "td_error":  # the one-step GAE advantage (λ = 0), by lfilter
        r, v = np.array([num(p["reward"])]), np.array([num(p["value"]), num(p["next_value"])])
        deltas = r + num(p["gamma"]) * v[1:] - v[:-1]
        return float(signal.lfilter([1.0], [1.0, 0.0], deltas)[0])
    if kind == "value_update":  # a convex combination of the old value and the target
        return float(
            np.average(
                [num(p["value"]), num(p["target"])], weights=[1 - num(p["alpha"]), num(p["alpha"])]
            )
        )
    if kind == "td_target":  # the one-step return: rewards (r, V(s′)) discounted by γ
        return float(np.dot([1.0, num(p["gamma"])], [num(p["reward"]), num(p["next_value"])]))
    raise AssertionError(kind)


# --- which kinds a lesson gets -------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "kinds"),
    [
        (
            "With gamma point nine and success two steps later, the earlier action receives "
            "return point eight one.",
            {"discounted_return"},
        ),
        ("With γ = 0.9 the later reward counts less.", {"discounted_return"}),
        (
            "If observed return is point eight and the baseline is point five, advantage is "
            "positive point three.",
            {"advantage"},
        ),
        ("The policy assigns chances to return None, raise the error, or retry.", set()),
        ("A math checker might return one for an exact answer and zero otherwise.", set()),
        ("Cross-entropy uses target probabilities q to weight the log of p.", set()),
        ("PPO critics and Generalized Advantage Estimation, or GAE, build on this idea.", {"gae"}),
        ("PPO, GRPO, or another policy optimizer supplies the update.", set()),
        ("Compare with GRPO or another RLVR baseline before claiming value.", set()),
        ("GRPO replaces that critic with statistics from sibling responses.", {"grpo_advantage"}),
        (
            "If every sibling receives the same reward, the group standard deviation is zero.",
            {"grpo_advantage", "mixed_group_probability"},
        ),
        ("Pass-at-one can rise while entropy and pass-at-k fall.", {"pass_at_k", "entropy"}),
        ("Our pass@10 rose to 0.9.", {"pass_at_k"}),
        ("Kullback–Leibler divergence, shortened to KL, measures distribution shift.", {"kl"}),
        # logits alone are no softmax (a lesson may only penalise or mask them) ...
        ("Before sampling, the network produces raw scores called logits.", set()),
        # ... turned into probabilities they are
        ("The softmax turns logits into a probability for each token.", {"softmax"}),
        ("Logits of two and one give probabilities of 0.73 and 0.27.", {"softmax"}),
        ("Lower temperature sharpens the distribution.", {"softmax"}),
        ("The room temperature was pleasant.", set()),
        (
            "PPO also clips the probability-ratio incentive so one action cannot drive a large "
            "update.",
            {"probability_ratio", "clipped_objective"},
        ),
        ("The ratio of passing tests rose.", set()),
        ("The video clip shows the terminal.", set()),
        ("The TD error is the surprise of one step.", {"td_error"}),
        (
            "Temporal-difference learning bootstraps from the next state.",
            {"td_error", "td_target"},
        ),
        ("We form a TD target from one step.", {"td_error", "td_target"}),
        ("A Monte Carlo estimate of the value waits for the episode's end.", {"value_update"}),
        ("The value update uses a step size alpha.", {"value_update"}),
        ("The optimizer applies a learning rate alpha to make a small update.", set()),
        ("Teacher targets are richer than one-hot labels.", set()),
    ],
)
def test_keyword_rules(sentence: str, kinds: set[str]) -> None:
    """The kinds' rules say where a lesson names a kind (chosen or not, see below)."""
    assert {v.kind for v in exercises.kind_verdicts(lesson_of(sentence))} == kinds


def test_match_points_to_the_sentence_that_made_it_relevant() -> None:
    lesson = lesson_of(
        "Reliability and breadth need separate metrics.",
        "Entropy measures how spread out a distribution is.",
    )
    (match,) = exercises.relevant_kinds(lesson)
    assert match.kind == "entropy"
    assert match.source == SourceSpan("lessons/practice.md", 21)
    assert match.text == "Entropy measures how spread out a distribution is."
    assert match.origin == "narration"


def test_visual_context_terms_count_and_point_to_their_line() -> None:
    lesson = lesson_of(
        "Nothing numeric here.",
        # the narration names the kind in two sentences, never computing it
        "We discount later rewards.",
        "Discounting favours sooner rewards.",
        terms=("rollout tuples", "discounted return"),
        glossary=(
            GlossaryEntry("rollout tuples", None, 15, "visual-context"),
            GlossaryEntry("discounted return", None, 15, "visual-context"),
        ),
    )
    (match,) = exercises.relevant_kinds(lesson)
    assert (match.kind, match.origin, match.text) == (
        "discounted_return",
        "visual-context",
        "discounted return",
    )
    assert match.source == SourceSpan("lessons/practice.md", 15)


def test_a_visual_topic_the_narration_never_names_is_not_taught() -> None:
    lesson = lesson_of(
        "Nothing numeric here.",
        terms=("KL divergence",),
        glossary=(GlossaryEntry("KL divergence", None, 15, "visual-context"),),
    )
    assert exercises.relevant_kinds(lesson) == ()
    (verdict,) = [v for v in exercises.kind_verdicts(lesson) if v.kind == "kl"]
    assert not verdict.chosen and verdict.reason == "a visual topic the narration never names"
    # Named once in passing ("a KL penalty"), it is still not taught: blind graders called
    # such drills off-lesson.
    passing = lesson_of("A KL penalty keeps the policy close.", terms=("KL divergence",))
    (verdict,) = [v for v in exercises.kind_verdicts(passing) if v.kind == "kl"]
    assert not verdict.chosen
    assert verdict.reason == "a visual topic the narration names once in passing"
    named = lesson_of(
        "A KL penalty keeps the policy close.",
        "The KL grows as the policy drifts.",
        terms=("KL divergence",),
    )
    assert [m.kind for m in exercises.relevant_kinds(named)] == ["kl"]


def test_no_discounted_return_drills_for_a_lesson_that_does_not_discount() -> None:
    def verdict(*sentences: str) -> exercises.KindVerdict:
        from generator.reader import parse_lesson

        lesson = parse_lesson(
            "# L\n\nC · Lesson 1 of 1 · 0:00\n\n## Narration transcript\n\n" + " ".join(sentences),
            "l.md",
        )
        (found,) = [v for v in exercises.kind_verdicts(lesson) if v.kind == "discounted_return"]
        return found

    said = (
        "Every intermediate reward is 0, and there is no discounting (\\(\\gamma = 1\\)).",
        "The return is the discounted sum of the rewards that follow.",
    )
    undiscounted = verdict(*said)
    assert not undiscounted.chosen and "does not discount" in undiscounted.reason
    # a lesson that also gives γ another value discounts
    assert verdict(
        *said, "With \\(\\gamma = 0.9\\), a reward two steps later is worth 0.81."
    ).chosen


def test_narration_is_preferred_to_terms() -> None:
    lesson = lesson_of("Entropy measures spread.", terms=("entropy",))
    (match,) = exercises.relevant_kinds(lesson)
    assert match.origin == "narration" and match.source.line == 20
    assert match.reason == "defined"
    named = lesson_of("Entropy can fall.", "We watch entropy.", terms=("entropy",))
    (match,) = exercises.relevant_kinds(named)
    assert match.origin == "visual-context" and match.reason == "visual-context term"


@pytest.mark.parametrize(
    ("sentences", "chosen", "reason"),
    [
        (("Entropy measures how spread out a distribution is.",), True, "defined"),
        (("Pass-at-one can rise while entropy falls.",), False, "named once in passing"),
        (("Diversity measures pass-at-k, entropy, and distinct strategies.",), False, None),
        (("If the entropy is high, the policy explores.",), False, "named once in passing"),
        (("The problem with a low entropy is collapse.",), False, "named once in passing"),
        (("Entropy can fall.", "We watch entropy during training."), False, "named in 2"),
        (
            ("We watch entropy during training.", "To get the entropy we add up p times log p."),
            True,
            "named in 2 sentences, computed in words",
        ),
        (
            ("Entropy can fall at times.", "We watch entropy many times a day."),
            False,
            "named in 2 sentences, never computed",
        ),
        (("We write \\(H = -\\sum p \\log p\\) for the entropy.",), True, "written as a formula"),
        # scaling by a constant computes nothing of what it scales, nor a "multiplier" noun
        (
            (
                "Multiplying the rewards by ten acts like dividing the entropy coefficient by ten.",
                "The multiplier moves the entropy balance as well.",
            ),
            False,
            "named in 2 sentences, never computed",
        ),
        (("Pass-at-one can rise while entropy stays at \\(\\bar{H} = 0.5\\).",), False, None),
        (("The entropy \\(H_{t+1}\\) of the next state-action pair can fall.",), False, None),
    ],
)
def test_named_is_not_taught(sentences: tuple[str, ...], chosen: bool, reason: str | None) -> None:
    """A kind is chosen on evidence that the lesson teaches it, not on one passing mention."""
    verdicts = [v for v in exercises.kind_verdicts(lesson_of(*sentences)) if v.kind == "entropy"]
    (verdict,) = verdicts
    assert verdict.chosen == chosen
    if reason is not None:
        assert verdict.reason.startswith(reason)
    assert verdict.text in sentences


@pytest.mark.parametrize(
    "sentence",
    [
        "The reward model is a network with a head that returns one scalar.",
        "A critic returns the value of a state, and the reward arrives later.",
    ],
)
def test_a_verb_or_a_modifier_does_not_define_a_return(sentence: str) -> None:
    """'returns' the verb and 'reward' in 'reward model' name no discounted return."""
    verdicts = [
        v for v in exercises.kind_verdicts(lesson_of(sentence)) if v.kind == "discounted_return"
    ]
    assert not any(v.chosen for v in verdicts), verdicts


@pytest.mark.parametrize(
    ("sentence", "kind", "chosen"),
    [
        # The concept only modifies the subject's head: a fraction or a bonus is defined.
        (
            "The clip fraction, the share of tokens whose probability ratio lands outside the "
            "clipping range, is a gauge of the peak rate.",
            "clipped_objective",
            False,
        ),
        ("An entropy bonus adds a small term to the objective.", "entropy", False),
        # The concept inside a prepositional modifier of the subject: sampling is defined.
        ("Sampling at temperature 1.0 draws from the policy itself.", "softmax", False),
        # A head the kind's own name gives ("Kullback–Leibler divergence") is the kind.
        ("KL divergence compares two distributions.", "kl", True),
        ("The clipped objective takes the smaller of two terms.", "clipped_objective", True),
        # The concept as the object of an order: what is dropped is not defined (set 254's
        # graders: return drills for a lesson on shortest paths without a discount, WEAK) ...
        (
            "Drop the discount and the method still works, since every step costs something.",
            "discounted_return",
            False,
        ),
        # ... while the same concept as the subject is
        (
            "The discounted return is the sum of the rewards, each weighted by a power of gamma.",
            "discounted_return",
            True,
        ),
    ],
)
def test_the_concept_must_head_the_defined_subject(sentence: str, kind: str, chosen: bool) -> None:
    verdicts = [v for v in exercises.kind_verdicts(lesson_of(sentence)) if v.kind == kind]
    assert any(v.chosen and v.reason == "defined" for v in verdicts) == chosen, verdicts


def test_a_discount_of_something_else_teaches_no_return() -> None:
    """A discount of counts is no discounted return; a per-turn discount of rewards is."""
    counts = lesson_of(
        "A common fix multiplies every count by a discount, say point nine nine, each round.",
        "Every count then shrinks by the discount again, and old counts fade.",
    )
    assert "discounted_return" not in exercises.kinds_for_lesson(counts)
    turns = lesson_of(
        "Take a per-turn discount of point nine.",
        "Three turns before the reward, the discount multiplies point nine times point nine "
        "times point nine.",
    )
    assert "discounted_return" in exercises.kinds_for_lesson(turns)


def test_logits_changed_teach_no_softmax_logits_turned_into_probabilities_do() -> None:
    """A lesson that divides or masks logits works on them; one that turns them into
    probabilities teaches the softmax (graders: softmax drills for the first kind, WEAK)."""
    penalty = lesson_of(
        "A repeated token has its logit divided by the penalty, say one point two.",
        "A logit of two point four divided by one point two gives two.",
        "A negative logit is multiplied by the penalty instead, so it falls further.",
    )
    assert "softmax" not in exercises.kinds_for_lesson(penalty)
    probabilities = lesson_of(
        "The model's logits are turned into a probability for each token.",
        "Logits of two and one give probabilities of about point seven three and point two seven.",
        "Raising one logit raises its probability and lowers every other one.",
    )
    assert "softmax" in exercises.kinds_for_lesson(probabilities)


def test_a_ratio_of_other_things_near_clipping_teaches_no_ppo_kind() -> None:
    """A lesson on clipping rewards that gives "the ratio of standard deviation to mean"
    teaches no probability ratio and no clipped objective (set 100's graders: its PPO
    drills off the lesson); a ratio of probabilities does, however its "of" phrase runs."""
    rewards = lesson_of(
        "Clipping each reward to the interval from minus one to one caps a rare large reward.",
        "The ratio of standard deviation to mean was \\(1.42 / 0.7 \\approx 2.03\\) before "
        "clipping and \\(0.66 / 0.4 = 1.65\\) after it.",
    )
    kinds = exercises.kinds_for_lesson(rewards)
    assert "probability_ratio" not in kinds and "clipped_objective" not in kinds
    ratio = lesson_of(
        "The ratio of learner to sampler probability is one point two.",
        "PPO clips that ratio at one point two, so a larger ratio earns nothing more.",
    )
    assert "probability_ratio" in exercises.kinds_for_lesson(ratio)


def test_a_fraction_with_a_numerator_and_a_denominator_is_no_probability_ratio() -> None:
    """A closed form's numerator and denominator, and "the ratio" of the two, teach no
    policy's probability ratio (set 342's graders: its ratio drill, BAD for both)."""
    closed_form = lesson_of(
        "The option stops after each step with a fixed probability \\(\\beta\\).",
        "With \\(\\beta = 0.25\\) and \\(\\gamma = 0.9\\), the numerator is 0.225.",
        "The denominator is \\(1 - 0.75 \\times 0.9 = 0.325\\), and the ratio is about 0.692.",
    )
    assert "probability_ratio" not in exercises.kinds_for_lesson(closed_form)
    assert not any(e.kind == "probability_ratio" for e in find_examples(closed_form))


def test_pass_at_one_alone_teaches_no_pass_at_k() -> None:
    """The share of first samples that pass is no estimate over k draws (set 349's graders:
    pass@2 drills for a lesson that names only pass-at-one, off the lesson)."""
    one = lesson_of(
        "Pass-at-one reports the share of problems whose first sample passes every test.",
        "Pass-at-one can rise while the mean fraction of tests passed falls.",
        "A model at pass-at-one of point four solves four problems in ten on its first try.",
    )
    assert "pass_at_k" not in exercises.kinds_for_lesson(one)
    k = lesson_of(
        "Pass@k is the chance that at least one of k samples passes.",
        "Pass at eight rises far faster than pass at one as the samples grow.",
        "With n samples and c correct, pass@k is one minus C(n minus c, k) over C(n, k).",
    )
    assert "pass_at_k" in exercises.kinds_for_lesson(k)


def test_a_lesson_that_discounts_counts_each_step_teaches_no_return() -> None:
    """Discounting old samples by 0.9 each step is no discounted return: the lesson never
    speaks of rewards or returns (set 66's graders: its return drills all WEAK)."""
    counts = lesson_of(
        "Discounting old samples, say by multiplying past counts by point nine each step, "
        "keeps the estimate current at the price of more noise.",
        "Each step the pass count and the sample count both shrink by the same factor.",
    )
    assert "discounted_return" not in exercises.kinds_for_lesson(counts)
    rewards = lesson_of(
        "Discounting multiplies each later reward by point nine per step.",
        "A reward of one two steps later then counts as point eight one.",
    )
    assert "discounted_return" in exercises.kinds_for_lesson(rewards)


def test_a_negated_copula_defines_nothing() -> None:
    lesson = lesson_of("A discount below one is not part of this objective at all.")
    verdicts = [v for v in exercises.kind_verdicts(lesson) if v.kind == "discounted_return"]
    assert not any(v.reason == "defined" for v in verdicts), verdicts


def test_a_return_defined_as_the_subject_is_taught() -> None:
    lesson = lesson_of("The return adds up the discounted rewards after a step.")
    (verdict,) = [v for v in exercises.kind_verdicts(lesson) if v.kind == "discounted_return"]
    assert verdict.chosen and verdict.reason == "defined"


@pytest.mark.parametrize(
    ("sentences", "kind", "missing"),
    [
        (
            ("The expected return is the average of the rewards over trajectories.",),
            "discounted_return",
            "the discount factor γ",
        ),
        (("GAE combines value predictions across time.",), "gae", "the discount factor γ"),
        (("GAE combines value predictions across time, discounted by gamma.",), "gae", "GAE's λ"),
        (
            ("GRPO's advantage subtracts the group mean from each reward.",),
            "grpo_advantage",
            "the group's standard deviation",
        ),
        (
            ("Monte Carlo estimates the value as the average of the returns.",),
            "value_update",
            "the step size α",
        ),
    ],
)
def test_a_kind_whose_inputs_the_lesson_never_introduces_gets_no_practice(
    sentences: tuple[str, ...], kind: str, missing: str
) -> None:
    """A drill asks for γ, λ or α: a lesson that never names them has not taught the kind."""
    (verdict,) = [v for v in exercises.kind_verdicts(lesson_of(*sentences)) if v.kind == kind]
    assert not verdict.chosen
    assert verdict.reason == f"needs {missing}, which the lesson never introduces"
    introduced = {
        "the discount factor γ": "We discount each later reward by gamma.",
        "GAE's λ": "Its lambda trades bias for variance, and we discount by γ.",
        "the step size α": "The step size alpha sets how far it moves.",
        "the group's standard deviation": "It then divides by the standard deviation.",
    }[missing]
    (again,) = [
        v for v in exercises.kind_verdicts(lesson_of(*sentences, introduced)) if v.kind == kind
    ]
    assert again.chosen or not again.reason.startswith(f"needs {missing}"), again


@pytest.mark.parametrize("weight", ["At a gamma of two", "With γ = 1.5"])
def test_a_gamma_no_discount_factor_takes_is_no_discount(weight: str) -> None:
    """A lesson whose γ weighs a loss ("gamma times the pretraining loss") and takes a value
    above one uses the letter for something else: no discounted-return drill."""
    sentences = (
        "The total loss is the policy loss plus gamma times the language-modelling loss, "
        "and the reward model still scores every response.",
        "A small gamma leaves the reward in charge, and a large one turns the run into "
        "continued pretraining with a little reward on top.",
        f"{weight}, the pretraining term is four times as large as the reward term.",
    )
    (verdict,) = [v for v in exercises.kind_verdicts(_parsed(*sentences)) if v.kind == _RETURN]
    assert not verdict.chosen
    assert verdict.reason == (
        "the lesson's name for the discount factor γ takes a value outside 0–1: "
        "it names something else"
    )
    assert verdict.text.startswith(weight)
    # The same lesson with a discount's value for γ does teach the kind.
    discount = (*sentences[:2], "A gamma of point nine makes the return of rewards 1 and 1 1.9.")
    percent = (*sentences[:2], "A discount of 5 percent per step weighs later rewards less.")
    (rate,) = [v for v in exercises.kind_verdicts(_parsed(*percent)) if v.kind == _RETURN]
    assert "outside" not in rate.reason, rate  # five percent is 0.05: a discount's value
    (again,) = [v for v in exercises.kind_verdicts(_parsed(*discount)) if v.kind == _RETURN]
    assert again.chosen, again


@pytest.mark.parametrize(
    ("sentence", "said", "kind", "field", "default"),
    [
        # Set 153: softmax drills at a temperature for a lesson whose softmax (an exp(ηA)
        # update, renormalised) has none. The temperature is drawn only for a lesson that
        # names one.
        (
            "The softmax turns the logits into probabilities by exponentiating and "
            "renormalising.{} flattens that distribution.",
            " Sampling at a temperature",
            "softmax",
            "temperature",
            1.0,
        ),
        # Set 292: entropy drills in bits for lessons that work in nats (WEAK for both
        # graders).
        (
            "The entropy of the policy tells how spread out its choices are.{} is one for a "
            "fair coin.",
            " Measured in bits, it",
            "entropy",
            "base",
            "e",
        ),
    ],
)
@pytest.mark.parametrize("varied", [False, True])
def test_a_drill_varies_an_optional_input_only_where_the_lesson_speaks_of_it(
    sentence: str, said: str, kind: str, field: str, default: object, varied: bool
) -> None:
    first, _, rest = sentence.partition("{}")
    lesson = _parsed(first + (said + rest if varied else ""))
    drills = [e for e in exercises.practice_exercises(lesson, seed=0, count=40) if e.kind == kind]
    assert len(drills) >= 10
    values = {e.params[field] for e in drills}
    # Where the lesson speaks of it, every drill sets it (set 330: softmax drills with no
    # temperature under a lesson on fitting one, WEAK for both graders; those with one GOOD).
    assert default not in values if varied else values == {default}, values
    assert exercises.unspoken_inputs(lesson, kind) == (
        frozenset() if varied else frozenset({field})
    )


_RETURN = "discounted_return"


def _parsed(*sentences: str) -> Lesson:
    """A lesson read from markdown whose narration is ``sentences`` (numbers and all)."""
    from generator.reader import parse_lesson

    narration = " ".join(sentences)
    return parse_lesson(f"# Practice kinds\n\n## Narration transcript\n\n{narration}\n", "k.md")


def test_kinds_come_in_registry_order() -> None:
    assert exercises.kinds_for_lesson(EVERY_KIND) == ALL_KINDS


def test_sample_lesson_gets_its_kinds() -> None:
    from generator.reader import read_lesson

    lesson = read_lesson(SAMPLE)
    kinds = set(exercises.kinds_for_lesson(lesson))
    assert {"discounted_return", "advantage", "kl"} <= kinds
    # Entropy and pass@k are visual topics the narration names once, in passing ("Pass-at-one
    # can rise while entropy and pass-at-k fall …"): shown, not taught.
    assert not {"entropy", "pass_at_k"} & kinds
    # GAE and GRPO are named by the narration; nothing else is.
    assert kinds <= {
        "discounted_return",
        "advantage",
        "entropy",
        "pass_at_k",
        "kl",
        "gae",
        "grpo_advantage",
    }
    for match in exercises.relevant_kinds(lesson):
        assert match.source.path == lesson.path
        if match.origin == "narration":
            assert any(s.source == match.source and s.text in match.text for s in lesson.statements)
        else:
            assert match.text in lesson.terms


@needs_shared
def test_shared_lessons_get_general_kinds() -> None:
    """Both courses: the kinds chosen per lesson, as judged by reading each lesson.

    The expectations are a reader's judgement of what each lesson teaches (not
    the code's output copied): the definitions lesson defines every
    post-training kind but the mixed-group chance (it only says a uniform group
    has no signal); the rewards lesson works returns and advantages, and of
    the entropy, pass@k and KL among its visual topics it names only KL more than once in
    passing; distillation teaches KL
    direction and teacher temperature; the credible-experiments lesson lists
    metrics in passing only. In the second course, Monte Carlo vs TD works
    value updates and writes the TD target, A2C teaches the advantage
    function, Q-learning the TD target and error, PPO's intuition the clipped
    ratio.
    """
    from generator.reader import read_lesson

    deeprl = SHARED / "deeprl" / "lessons"
    paths = sorted(LESSONS.glob("script_*.md")) + sorted(deeprl.glob("hf_*.md"))
    got = {path.stem: set(exercises.kinds_for_lesson(read_lesson(path))) for path in paths}
    print()
    for name, kinds in got.items():
        print(f"  {name}: {', '.join(sorted(kinds)) or '-'}")
    expected = {
        "script_01": set(),  # "return None" is code, not a return
        # names GAE and spells it out, never its λ: no GAE drill
        "script_02": set(POST_TRAINING_KINDS) - {"mixed_group_probability", "gae"},
        "script_03": set(),
        # shows entropy and pass@k among its visual topics but names them once in passing
        "script_04": {"discounted_return", "advantage", "kl"},
        "script_05": set(),  # mentions GRPO only as an optimizer's name
        "script_07": {"kl", "softmax"},  # KL direction, teacher temperature
        "script_09": set(),  # "Diversity measures pass-at-k, entropy, and …": a list
    }
    if deeprl.is_dir():
        expected |= {
            "hf_01": {"discounted_return"},
            "hf_03": set(),  # "the expected discounted return" inside a value's definition
            "hf_04": {"discounted_return", "td_error", "value_update", "td_target"},
            "hf_07": set(),  # "advantages and disadvantages": pros and cons
            "hf_09": {"advantage"},
            "hf_11": set(),
            "hf_13": set(),
            "hf_14": {"td_error", "td_target"},
            "hf_15": set(),
            "hf_16": set(),  # its "expected return" never discounts: no γ to drill
            "hf_17": set(),
            "hf_18": set(),
            "hf_19": {"probability_ratio", "clipped_objective"},
            "hf_20": set(),
        }
    assert got == expected
    assert "discounted_return" not in got["script_07"]  # no return drill in distillation


# --- practice exercises ------------------------------------------------------------------


def as_json(items: tuple[Exercise, ...]) -> list[object]:
    return [e.to_json() for e in items]


def test_same_seed_same_exercises_and_no_global_randomness() -> None:
    random.seed(1)
    first = as_json(exercises.practice_exercises(EVERY_KIND, seed=7, count=15))
    random.seed(2)
    second = as_json(exercises.practice_exercises(EVERY_KIND, seed=7, count=15))
    assert first == second


def test_larger_count_only_appends() -> None:
    short = as_json(exercises.practice_exercises(EVERY_KIND, seed=3, count=5))
    long = as_json(exercises.practice_exercises(EVERY_KIND, seed=3, count=12))
    assert long[:5] == short


def test_different_seeds_give_different_parameters() -> None:
    def params_of(seed: int) -> list[str]:
        return [
            calc.describe_params(e.params)
            for e in exercises.practice_exercises(EVERY_KIND, seed=seed, count=13)
        ]

    runs = [params_of(seed) for seed in range(6)]
    assert len({tuple(r) for r in runs}) == 6
    for a, b in itertools.pairwise(runs):
        assert sum(x != y for x, y in zip(a, b, strict=True)) >= 5


def test_kinds_take_turns_and_ids_are_stable() -> None:
    count = len(ALL_KINDS) + 2
    items = exercises.practice_exercises(EVERY_KIND, seed=4, count=count)
    assert [e.kind for e in items] == [*ALL_KINDS, *ALL_KINDS[:2]]
    assert [e.id for e in items] == [f"a-course/lesson-03:practice:4:{i}" for i in range(count)]
    assert all(e.origin == "practice" for e in items)


def test_no_repeated_exercise_within_a_lesson() -> None:
    lesson = lesson_of("Pass-at-k asks whether one of k attempts succeeds.")
    items = exercises.practice_exercises(lesson, seed=0, count=30)
    assert len({calc.describe_params(e.params) for e in items}) == 30


@pytest.mark.parametrize("seed", range(25))
def test_every_answer_matches_an_independent_implementation(seed: int) -> None:
    for ex in exercises.practice_exercises(EVERY_KIND, seed=seed, count=26):
        expected = oracle(ex.kind, ex.params)
        assert ex.answer == pytest.approx(expected, abs=1e-9), (ex.kind, ex.params)
        # The answer rounded as the prompt asks is within the tolerance, and the
        # rounding is not a tie (the exercise has one right rounded answer).
        places = ex.decimals
        assert abs(round(expected, places) - expected) <= ex.tolerance
        scaled = abs(expected) * 10**places
        assert abs(scaled - math.floor(scaled) - 0.5) > 1e-7


@pytest.mark.parametrize("seed", range(10))
def test_prompt_states_tolerance_and_parameters(seed: int) -> None:
    shown = {
        "discounted_return": ("rewards", "gamma"),
        "advantage": ("return", "baseline"),
        "gae": ("rewards", "values", "gamma", "lam"),
        "grpo_advantage": ("rewards",),
        "pass_at_k": ("n", "c", "k"),
        "entropy": ("probs",),
        "kl": ("p", "q"),
        "softmax": ("logits",),
        "probability_ratio": ("new_prob", "old_prob"),
        "clipped_objective": ("new_prob", "old_prob", "epsilon", "advantage"),
        "mixed_group_probability": ("p", "G"),
        "td_error": ("reward", "gamma", "value", "next_value"),
        "value_update": ("value", "target", "alpha"),
    }
    for ex in exercises.practice_exercises(EVERY_KIND, seed=seed, count=13):
        stated = [phrase for phrase in PHRASES if phrase in ex.prompt]
        assert len(stated) == 1, ex.prompt
        assert PHRASES[stated[0]] == ex.tolerance
        for name in shown[ex.kind]:
            value = ex.params[name]
            for item in value if isinstance(value, tuple) else (value,):
                assert isinstance(item, (int, Fraction, float))
                assert calc.format_number(item) in ex.prompt, (name, item, ex.prompt)
        assert "\n" not in ex.prompt and "  " not in ex.prompt


# Words of one course's running story (a code-repair agent, a teacher and a student,
# a frozen reference policy): a practice prompt goes to every course, so it names none.
STORY = re.compile(
    r"cancel|patch|sibling|exception|repair|inspect|teacher|student|reference|critic|"
    r"verifier|the tests|rollout",
    re.IGNORECASE,
)


@pytest.mark.parametrize("seed", range(10))
def test_practice_prompts_are_neutral_and_self_contained(seed: int) -> None:
    for ex in exercises.practice_exercises(EVERY_KIND, seed=seed, count=13):
        assert STORY.search(ex.prompt) is None, (ex.kind, ex.prompt)
        # words of two template lines never run together ("1.With", "0.5and", "state)is")
        assert not re.search(r"[a-z)][A-Z]|[.,;)][A-Za-z]|\d(?:and|is|with)\b", ex.prompt)


def test_parameters_are_hand_workable() -> None:
    for seed in range(30):
        for ex in exercises.practice_exercises(EVERY_KIND, seed=seed, count=13):
            p = ex.params
            for name in ("rewards", "values", "probs", "p", "q", "logits"):
                value = p.get(name)
                if isinstance(value, tuple):
                    assert len(value) <= 6
                    # exact decimals with at most three places
                    assert all((Fraction(x) * 1000).denominator == 1 for x in value), (name, value)
            if ex.kind in ("discounted_return", "gae"):
                assert p["gamma"] in {Fraction(x) for x in ("0.5", "0.8", "0.9", "0.99")}
            if ex.kind == "pass_at_k":
                assert 1 <= p["k"] <= p["n"] <= 10  # type: ignore[operator]


def test_uniform_grpo_groups_say_so() -> None:
    rng = random.Random(0)
    seen_uniform = False
    for i in range(300):
        ex = exercises.make_exercise("grpo_advantage", rng, id=str(i))
        rewards = ex.params["rewards"]
        assert isinstance(rewards, tuple)
        if len(set(rewards)) == 1:
            seen_uniform = True
            assert ex.answer == 0.0
            assert "no relative signal" in ex.steps[-1]
            assert "advantage is 0 by convention" in ex.prompt
    assert seen_uniform


def test_json_matches_the_contract() -> None:
    lesson = lesson_of(
        "G at time t is the discounted sum of later rewards.",
        "KL divergence compares two distributions.",
    )
    items = exercises.practice_exercises(lesson, seed=11, count=4)
    data = json.loads(json.dumps({"exercises": as_json(items)}))
    for item, ex in zip(data["exercises"], items, strict=True):
        assert {"id", "kind", "params", "prompt", "answer", "tolerance", "steps", "source"} <= set(
            item
        )
        assert item["kind"] in ALL_KINDS
        assert set(item["params"]) == set(KINDS[item["kind"]].param_names)
        assert isinstance(item["answer"], float)
        assert item["tolerance"] == {"abs": ex.tolerance}
        assert item["steps"] and all(isinstance(s, str) for s in item["steps"])
        assert item["source"] == {"path": "lessons/practice.md", "line": ex.source.line}  # type: ignore[union-attr]
        assert item["origin"] == "practice"
    assert data["exercises"][0]["params"]["gamma"] in (0.5, 0.8, 0.9, 0.99)


def test_exercise_source_is_the_matching_sentence() -> None:
    for ex in exercises.practice_exercises(EVERY_KIND, seed=2, count=13):
        assert ex.source is not None
        statement = next(s for s in EVERY_KIND.statements if s.line == ex.source.line)
        assert ex.source_text == statement.text


def test_count_edge_cases() -> None:
    assert exercises.practice_exercises(EVERY_KIND, seed=0, count=0) == ()
    assert exercises.practice_exercises(lesson_of("Nothing to compute."), seed=0, count=5) == ()
    with pytest.raises(ParameterError, match="count=-1"):
        exercises.practice_exercises(EVERY_KIND, seed=0, count=-1)


def test_draw_params_is_seeded_and_checks_the_kind() -> None:
    for kind in ALL_KINDS:
        a = exercises.draw_params(kind, random.Random(5))
        b = exercises.draw_params(kind, random.Random(5))
        assert a == b
        calc.compute(kind, a)  # valid parameters
    with pytest.raises(ParameterError, match="unknown kind"):
        exercises.draw_params("nope", random.Random(0))


def test_an_entropy_drill_is_never_of_a_uniform_distribution() -> None:
    # A uniform distribution's entropy is log n, which needs no arithmetic (blind graders of
    # sets 220 and 222: "trivially log2 4 = 2 bits"); every size the drills use can be drawn.
    sizes = set()
    for seed in range(400):
        probs = exercises.draw_params("entropy", random.Random(seed))["probs"]
        assert isinstance(probs, tuple)
        assert len(set(probs)) > 1, (seed, probs)
        assert math.isclose(sum(float(p) for p in probs), 1.0)
        sizes.add(len(probs))
    assert sizes == {2, 3, 4}


def test_different_lessons_get_different_draws_at_the_same_seed() -> None:
    one = lesson_of("Entropy measures spread.", number=1)
    two = lesson_of("Entropy measures spread.", number=2)
    a = exercises.practice_exercises(one, seed=0, count=3)
    b = exercises.practice_exercises(two, seed=0, count=3)
    assert [e.params for e in a] != [e.params for e in b]


# --- exercises from given numbers -------------------------------------------------------------


def test_exercise_from_the_lessons_own_numbers() -> None:
    source = SourceSpan("source/script_04.md", 29)
    ex = exercises.exercise_from_params(
        "discounted_return",
        {"rewards": (0, 0, 1), "gamma": Fraction(9, 10)},
        prompt="γ = 0.9; success arrives two steps later (reward 1). Return G_t of the earlier "
        "action, to two decimal places?",
        source=source,
        source_text="With gamma point nine and success two steps later, …",
        id="lesson-04:example:0",
    )
    assert ex.answer == pytest.approx(0.81) and ex.tolerance == 0.005
    assert ex.origin == "lesson" and ex.source == source
    assert ex.params == {"rewards": (0, 0, 1), "gamma": Fraction(9, 10), "t": 0}
    assert ex.steps[-1].endswith("= 0.81")
    assert ex.to_json()["params"] == {"rewards": [0, 0, 1], "gamma": 0.9, "t": 0}


def test_exercise_from_bad_params_names_the_line() -> None:
    with pytest.raises(ParameterError) as info:
        exercises.exercise_from_params(
            "advantage",
            {"return": Fraction(4, 5)},
            prompt="?",
            source=SourceSpan("source/script_04.md", 31),
            id="x",
        )
    assert str(info.value).startswith("source/script_04.md:31: advantage: baseline is missing")


@pytest.mark.parametrize("name", list(KINDS))
def test_every_kind_module_has_what_the_pipeline_asks(name: str) -> None:
    """A kind module is all a kind needs: rules, draw, prompt, checker relation."""
    from generator.check import _KEYWORDS  # the shared vocabulary
    from generator.kinds import REGISTRY

    kind = KINDS[name]
    assert kind.rules and kind.summary and kind.formula
    draw = kind.draw(random.Random(0))
    assert kind.prepare(kind.as_mapping(draw.params)) == draw.params  # drawn params are valid
    prompt = kind.prompt(draw, exercises.precision_phrase(draw.decimals))
    assert prompt.endswith((".", "?")) and "to " in prompt
    if kind.result_slot is not None:  # the slots it reads are in some vocabulary
        slots = {w.slot for w in _KEYWORDS} | {
            w.slot for k in REGISTRY.values() for w in k.keywords
        }
        assert {kind.result_slot, *kind.input_slots} <= slots | {"pass_at_k"}, name


def test_precision_helpers() -> None:
    assert exercises.tolerance_for(2) == 0.005
    assert exercises.tolerance_for(3) == 0.0005
    assert exercises.precision_phrase(2) == "to two decimal places"
    assert exercises.precision_phrase(1) == "to one decimal place"


def test_describe_lists_prompt_answer_and_steps() -> None:
    (ex,) = exercises.practice_exercises(
        lesson_of("Advantage subtracts a baseline from that return."), seed=0, count=1
    )
    lines = exercises.describe(ex)
    assert lines[0].startswith("a-course/lesson-03:practice:0:0 · advantage · practice built from")
    assert (
        lines[1]
        == "  from lessons/practice.md:20: Advantage subtracts a baseline from that return."
    )
    assert lines[2] == "  why advantage: the lesson teaches it (defined)"
    assert re.fullmatch(r"  answer: −?\d+(\.\d+)? \(within ±0\.005\)", lines[4])
    assert lines[5:] == tuple(f"    {s}" for s in ex.steps)


def test_exercises_command_says_why(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from generator.cli import main

    path = tmp_path / "lesson.md"
    path.write_text(
        "# Entropy\n\nTest course · Lesson 2 of 5 · 1:00\n\n## Narration transcript\n\n"
        "Entropy measures how spread out a distribution is. Pass-at-k appears once.\n\n"
        "## Provenance\n\nWritten for the tests.\n",
        encoding="utf-8",
    )
    assert main(["exercises", str(path), "--count", "2", "--json"]) == 0
    items = json.loads(capsys.readouterr().out)["exercises"]
    assert [item["kind"] for item in items] == ["entropy", "entropy"]
    assert all(
        item["why"] == "defined: Entropy measures how spread out a distribution is."
        for item in items
    )
    required = {"id", "kind", "params", "prompt", "answer", "tolerance", "steps", "source"}
    assert all(required <= set(item) for item in items)
    assert main(["exercises", str(path), "--count", "1"]) == 0
    assert "why entropy: the lesson teaches it (defined)" in capsys.readouterr().out
    # a lesson that gets none says so, and why, on stderr (stdout stays the exercises)
    none = tmp_path / "passing.md"
    none.write_text(
        "# Passing\n\nTest course · Lesson 3 of 5 · 1:00\n\n## Narration transcript\n\n"
        "Pass-at-k appears once here. Nothing else is computed.\n\n"
        "## Provenance\n\nWritten for the tests.\n",
        encoding="utf-8",
    )
    assert main(["exercises", str(none), "--count", "1"]) == 0
    out, err = capsys.readouterr()
    assert out == "" and "no practice exercises" in err and "pass_at_k: named once" in err
    # a lesson that teaches a kind but was asked for none is no such lesson
    assert main(["exercises", str(path), "--count", "0"]) == 0
    assert "no practice exercises" not in capsys.readouterr().err


@pytest.mark.parametrize(
    ("sentences", "printed"),
    [
        # Only named: the card prints the formula, else it asks for what was never taught.
        (("Entropy measures how spread out a distribution is.",), True),
        # Written as a formula: the learner recalls it, the card does not print it.
        (("We write \\(H = -\\sum p \\log p\\) for the entropy.",), False),
    ],
)
def test_practice_prints_the_formula_only_when_the_lesson_does_not_show_it(
    sentences: tuple[str, ...], printed: bool
) -> None:
    (exercise,) = exercises.practice_exercises(lesson_of(*sentences), seed=0, count=1)
    assert exercise.kind == "entropy"
    assert ("−Σ p·log p" in exercise.prompt) == printed, exercise.prompt
    assert "−Σ p·l" in exercise.steps[0]  # the back always shows it (log₂ or ln)


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        # An opening phrase is not the subject: the gradient is defined, not softmax.
        ("For a softmax policy, the gradient of the log-probability is one minus p.", "softmax"),
        # γ in a TD target is no discounted return.
        (
            "It moves Q toward the target \\(y = r + \\gamma \\max_{a'} Q(s', a')\\).",
            "discounted_return",
        ),
    ],
)
def test_a_passing_use_does_not_teach_a_kind(sentence: str, kind: str) -> None:
    verdicts = [v for v in exercises.kind_verdicts(lesson_of(sentence)) if v.kind == kind]
    assert not any(v.chosen for v in verdicts), verdicts


@pytest.mark.parametrize(
    ("sentence", "taught"),
    [
        # TD3-like target smoothing: noise ε clipped to a range, no probability ratio.
        (
            "The smoothed action is \\(a' = \\mu(s') + \\epsilon\\), where \\(\\epsilon\\) is "
            "noise with \\(\\sigma = 0.3\\), clipped to \\([-0.4, 0.4]\\).",
            False,
        ),
        # Rewards clipped to a range change what is maximised; no probability ratio is clipped.
        (
            "Clipping every reward to \\([-1, 1]\\) changes the objective itself: the agent "
            "maximises how often it is rewarded, not how much.",
            False,
        ),
        (
            "PPO clips the probability ratio to \\([1 - \\epsilon, 1 + \\epsilon]\\) in its "
            "surrogate objective.",
            True,
        ),
        (
            "The clipped objective takes the smaller of the two terms, so the update gains "
            "nothing from pushing the ratio past \\(1 + \\epsilon\\).",
            True,
        ),
    ],
)
def test_only_a_clipped_ratio_teaches_the_clipped_objective(sentence: str, taught: bool) -> None:
    kinds = exercises.kinds_for_lesson(lesson_of(sentence))
    assert ("clipped_objective" in kinds) is taught, kinds


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_a_printed_formula_is_set_apart_from_the_word_before_it(kind: str) -> None:
    for seed in range(5):
        question = exercises.make_exercise(kind, random.Random(seed), id="x").prompt
        # "from step 2(G_t = …)" ran the formula into the step number.
        assert not re.search(r"[\w\]](?:\(G_t|\(δ_t)", question), question


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_no_practice_answer_is_a_value_that_rounds_to_zero(kind: str) -> None:
    for seed in range(40):
        exercise = exercises.make_exercise(kind, random.Random(seed), id="x")
        shown = round(exercise.answer, exercise.decimals)
        assert exercise.answer == 0 or shown != 0, (exercise.prompt, exercise.answer)


def _verdict_of(narration: str, kind: str, title: str = "Practice kinds") -> exercises.KindVerdict:
    from generator.reader import parse_lesson

    text = f"# {title}\n\n## Narration transcript\n\n{narration}\n"
    (verdict,) = [v for v in exercises.kind_verdicts(parse_lesson(text, "k.md")) if v.kind == kind]
    return verdict


def test_a_concept_named_only_inside_another_formula_is_not_written_as_one() -> None:
    inside = (
        "The CQL loss adds a penalty to the usual regression: "
        "\\(\\mathcal{L}(Q) = \\alpha P(Q) + \\mathcal{L}_{\\text{TD}}(Q)\\)."
    )
    assert not _verdict_of(inside, "td_error").chosen
    # On the left side, the formula is the concept's own.
    own = "The TD error is \\(\\delta_{\\text{TD}} = r + \\gamma V(s') - V(s)\\) for each step."
    assert _verdict_of(own, "td_error").chosen


def test_a_hyphen_in_a_compound_writes_no_formula() -> None:
    # "top-\( p \)" is a name, not top minus p; "t-1" is arithmetic
    named = "Temperature and top-\\( p \\) settings change that distribution too."
    assert not _verdict_of(named, "softmax").chosen
    written = "Dividing by the temperature T-1 times sharpens the softmax of the logits."
    assert _verdict_of(written, "softmax").chosen


def test_a_value_given_to_gamma_beside_another_formula_writes_no_return() -> None:
    # a maximum written in the math, and γ only given a value: no discounted return formula;
    # "and -1" is a negative reward, not a subtraction
    given = (
        "Each of two branches pays rewards 2 and -1, and the branches lead to states with "
        "values \\(\\max_{b} Q\\) of 3 and 5, with \\(\\gamma = 0.8\\)."
    )
    assert _verdict_of(given, "discounted_return").reason != exercises.WRITTEN
    written = "With rewards \\(r_t\\), the return is \\(G = r_0 + \\gamma r_1 + \\gamma^2 r_2\\)."
    assert _verdict_of(written, "discounted_return").reason == exercises.WRITTEN


def test_the_entropy_of_a_density_is_another_formula() -> None:
    gaussian = (
        "The entropy of a one-dimensional Gaussian has a closed form that depends only on "
        "\\(\\sigma\\): \\(H = 0.5 \\log(2\\pi e \\sigma^2)\\)."
    )
    verdict = _verdict_of(gaussian, "entropy")
    assert not verdict.chosen and "continuous density" in verdict.reason
    discrete = (
        "The entropy of a distribution is \\(H = -\\sum_i p_i \\log p_i\\) over its outcomes."
    )
    assert _verdict_of(discrete, "entropy").chosen
    # in a lesson on a density by its title, an entropy bonus beside a formula is the density's
    bonus = "Clamp \\(\\log \\sigma\\) from below, or add an entropy bonus to the loss."
    assert _verdict_of(bonus, "entropy").chosen
    under = _verdict_of(bonus, "entropy", title="Gaussian policies for continuous control")
    assert not under.chosen and "continuous density" in under.reason


@pytest.mark.parametrize(
    ("kind", "beside", "its_own"),
    [
        # set 268: the memory of "the softmax output …, each an (s × s) matrix" got softmax
        # drills; set 269: "With a KL limit δ, the largest step is β = √(2δ/…)" got KL drills
        (
            "softmax",
            "The third term, \\(4 n^2 h\\), holds the softmax output, an \\(n \\times n\\) matrix.",
            "The softmax output is \\(p_i = \\exp(z_i) / \\sum_j \\exp(z_j)\\) for each head.",
        ),
        (
            "kl",
            "With a KL budget \\(\\epsilon\\), the step size is "
            "\\(\\eta = \\sqrt{2\\epsilon / g^2}\\).",
            "The KL budget bounds \\(\\sum_i p_i \\log (p_i / q_i)\\) between the two policies.",
        ),
        (
            "entropy",
            "The entropy bonus has the weight \\((1 - \\alpha) \\tau\\) in the loss.",
            "The entropy bonus is \\(-\\sum_a \\pi(a) \\log \\pi(a)\\) in the loss.",
        ),
    ],
)
def test_a_formula_beside_the_kinds_name_is_of_it_only_in_its_form(
    kind: str, beside: str, its_own: str
) -> None:
    # a sentence that names the kind beside the formula of something else writes no formula
    # of the kind (Kind.math_form: its function or its name in the math): the kind is
    # taught, and its drills print the formula
    verdict = _verdict_of(beside, kind)
    assert verdict.chosen and verdict.reason == exercises.BESIDE
    assert exercises.BESIDE not in exercises.SHOWS_HOW
    verdict = _verdict_of(its_own, kind)
    assert verdict.chosen and verdict.reason == exercises.WRITTEN


def test_a_normalised_fraction_with_no_exponential_is_no_softmax() -> None:
    # set 260: a move's probability as its visit count to the power 1/τ over the sum of all
    # of them, "where τ is a temperature", got softmax drills over logits (graders: WEAK)
    powered = (
        "Each arm is drawn with probability \\(p(i) = \\frac{c_i^{1/T}}{\\sum_j c_j^{1/T}}\\), "
        "where \\(T\\) is a temperature."
    )
    verdict = _verdict_of(powered, "softmax")
    assert not verdict.chosen and "no exponential" in verdict.reason
    for exponential in ("e^{z_i/T}", "\\exp(z_i/T)"):
        written = powered.replace("c_i^{1/T}", exponential).replace(
            "c_j^{1/T}", exponential.replace("i", "j")
        )
        assert _verdict_of(written, "softmax").chosen, written
    # a later sentence that writes the exponential decides
    later = (
        powered
        + " For logits the probabilities are"
        + " \\(p_i = \\frac{e^{z_i/T}}{\\sum_j e^{z_j/T}}\\) at the same temperature."
    )
    assert _verdict_of(later, "softmax").reason == exercises.WRITTEN


@pytest.mark.parametrize(
    "bootstrap",
    [
        "For a transition with reward \\(r\\), the target atoms are \\(r + \\gamma "
        "\\theta_j(s', a^*)\\) for every next-state quantile, with a discount \\(\\gamma\\).",
        "Inside the bracket the rewards cancel, and what remains is \\(\\gamma\\) times an "
        "average of \\(U(s') - V(s')\\), so the discount shrinks every gap.",
        # a backup (or a bootstrapped target) with no next state named: set 202's graders
        # marked down the return drills of such a lesson
        "Both states move to the second state with reward 0, so every true value is 0 and "
        "each backed-up target is \\(\\gamma \\cdot 2w\\), with a discount \\(\\gamma\\).",
    ],
)
def test_a_one_step_target_on_the_next_state_is_another_formula(bootstrap: str) -> None:
    verdict = _verdict_of(bootstrap, "discounted_return")
    assert not verdict.chosen and "next state's value" in verdict.reason
    # a return that also raises gamma to a power is the calculator's
    both = bootstrap.replace("for every", "as \\(G_t = r_t + \\gamma^2 r_{t+2}\\) is, for every")
    if both != bootstrap:
        assert _verdict_of(both, "discounted_return").chosen


def test_a_target_on_the_best_next_action_said_in_words_is_a_td_target() -> None:
    said = (
        "With reward \\(r = 2\\), \\(\\gamma = 0.9\\) and an estimate of 3 for the best next "
        "action, the target is \\(y = 2 + 0.9 \\times 3 = 4.7\\)."
    )
    # (γ is only given a value there: no formula of a return, whichever reason says so)
    assert not _verdict_of(said, "discounted_return").chosen
    assert _verdict_of(said, "td_target").chosen


def test_a_sum_of_rewards_with_a_power_of_gamma_after_a_one_step_target_is_taught() -> None:
    one_step = (
        "With reward \\(r = 2\\), \\(\\gamma = 0.9\\) and an estimate of 3 at the next state, "
        "the target is \\(y = 2 + 0.9 \\times 3 = 4.7\\)."
    )
    n_step = (
        "Over two steps the target sums the discounted rewards first: "
        "\\(y = r_t + \\gamma r_{t+1} + \\gamma^2 V(s_{t+2})\\)."
    )
    bound = "After \\(k\\) sweeps the error is at most \\(\\gamma^k\\) times the first one."
    assert _verdict_of(one_step, "discounted_return").chosen is False
    verdict = exercises.kind_verdicts(lesson_of(one_step, n_step))
    (taught,) = [v for v in verdict if v.kind == "discounted_return"]
    assert taught.chosen and taught.text == n_step
    # a power of gamma that discounts no rewards (a contraction's bound) is no return
    verdict = exercises.kind_verdicts(lesson_of(one_step, bound))
    assert not [v for v in verdict if v.kind == "discounted_return" and v.chosen]


def _td_drills(lesson: Lesson, *, seed: int, count: int) -> list[tuple[Exercise, str]]:
    """The lesson's practice drills of TD kinds (at least one), each with all it shows."""
    drills = [
        (e, " ".join((e.prompt, *e.steps)))
        for e in exercises.practice_exercises(lesson, seed=seed, count=count)
        if e.kind in exercises.ACTION_VALUE_KINDS
    ]
    assert drills
    return drills


def test_td_drills_of_a_sarsa_lesson_take_the_next_action_not_the_best() -> None:
    """SARSA's target is the value of the action taken next; a drill of r + γ·max Q(s′, a′)
    teaches the method it is set against (set 353's graders: BAD). A Q-learning lesson keeps
    its maximum."""
    from generator.reader import read_lesson

    # "Three rewards and a bootstrap: the n-step SARSA target for n = 3, term by term"
    sarsa = read_lesson(Path(__file__).parent / "data" / "written" / "lessons" / "fresh_1410.md")
    assert exercises.teaches_on_policy(sarsa)
    for _, shown in _td_drills(sarsa, seed=0, count=6):
        assert "max" not in shown and "Q(s′, a′)" in shown, shown
    q = lesson_of(
        "Q-learning moves Q(s, a) towards r plus gamma times the largest Q-value after it.",
        "The TD error compares that target with the current value.",
    )
    assert not exercises.teaches_on_policy(q)


def test_td_drills_of_a_lesson_of_action_values_are_worded_for_action_values() -> None:
    q = lesson_of(
        "The TD error compares the reward plus the next state's value with the current value.",
        "Q-learning moves Q(s, a) towards r plus gamma times the largest Q-value after it.",
    )
    v = lesson_of(
        "The TD error compares the reward plus the next state's value with the current value.",
        "TD(0) moves V(s) towards the reward plus gamma times V(s').",
    )
    assert exercises.teaches_action_values(q) and not exercises.teaches_action_values(v)
    # one passing mention of a method of action values is no lesson of them (set 206: a
    # semi-gradient TD(0) lesson's "as in DQN" made its drills Q-learning's); two are
    td0 = "The semi-gradient TD(0) update moves the weight by the TD error times the feature."
    dqn = "Target networks, as in DQN, make runaway growth rarer."
    assert not exercises.teaches_action_values(lesson_of(td0, dqn))
    assert exercises.teaches_action_values(lesson_of(td0, dqn, "DQN also replays old data."))
    for lesson, action_values in ((q, True), (v, False)):
        for e, shown in _td_drills(lesson, seed=1, count=4):
            assert ("V(s" not in shown) is action_values, shown
            assert ("Q(s, a)" in shown) is action_values, shown
            # the same arithmetic either way: δ = r + γ·next − current
            p = e.params
            nxt = p.get("next_value", 0)
            expected = num(p["reward"]) + num(p["gamma"]) * num(nxt) - num(p.get("value", 0))
            if e.kind == "td_target":
                expected += num(p.get("value", 0))
            assert e.answer == pytest.approx(expected)


def test_a_running_return_kept_to_scale_rewards_is_another_formula() -> None:
    running = (
        "Many implementations keep a discounted running return "
        "\\(R \\leftarrow \\gamma R + r\\) and divide each reward by its standard deviation."
    )
    verdict = _verdict_of(running, "discounted_return")
    assert not verdict.chosen and "running return" in verdict.reason
    episode = (
        "The discounted return of step t is \\(G_t = r_t + \\gamma r_{t+1} + \\gamma^2 "
        "r_{t+2}\\), with a discount factor \\(\\gamma\\) below one."
    )
    assert _verdict_of(episode, "discounted_return").chosen


def test_a_range_in_the_math_is_no_formula_of_what_is_computed() -> None:
    # held-out hf_19 (session 41): "we clip this ratio in a range \\([1 - \\epsilon, 1 +
    # \\epsilon]\\)" chose PPO's clipped objective as written, and its drills asked for
    # min(ρA, clip(ρ)A) unprinted: BAD for the grader (clipping as taught gives another value)
    ranged = (
        "We measure how far the policy moved with the ratio of the new and the old policy. "
        "And we clip this ratio in a range \\( [1 - \\epsilon, 1 + \\epsilon] \\), so that the "
        "current policy cannot move too far from the old one."
    )
    verdict = _verdict_of(ranged, "clipped_objective")
    assert (verdict.chosen, verdict.reason) == (True, exercises.RANGE_WRITTEN)
    assert verdict.reason not in exercises.SHOWS_HOW  # the practice prints the formula
    from generator.reader import parse_lesson

    read = parse_lesson(f"# Practice kinds\n\n## Narration transcript\n\n{ranged}\n", "k.md")
    (drill,) = [
        e
        for e in exercises.practice_exercises(read, seed=0, count=2)
        if e.kind == "clipped_objective"
    ]
    assert "min(" in drill.prompt
    written = (
        "For each action PPO's clipped objective takes \\(\\min(\\rho A, \\text{clip}(\\rho, 1 - "
        "\\epsilon, 1 + \\epsilon) A)\\), the smaller of the two terms."
    )
    assert _verdict_of(written, "clipped_objective").reason == exercises.WRITTEN


@pytest.mark.parametrize(
    ("params", "restates"),
    [
        # set 284: pass@2 drawn with n = 5 and c = 2, the lesson's own "n = 5 sampled attempts,
        # c = 2 of them succeed", was printed as "numbers made up, not from the lesson"
        ({"n": 5, "c": 2, "k": 2}, True),
        ({"n": 6, "c": 2, "k": 2}, False),
        # one value besides 0 and ±1 is no example: half a lesson's sentences say a 2
        ({"n": 2, "c": 1, "k": 1}, False),
    ],
)
def test_a_draw_of_two_values_the_lesson_says_together_is_its_own_example(
    params: dict[str, int], restates: bool
) -> None:
    said = (frozenset({5.0, 2.0, 0.7}), frozenset({6.0}))
    assert exercises._restates_the_lesson(params, said) is restates


def test_a_lesson_that_only_caps_an_importance_ratio_teaches_no_clipped_objective() -> None:
    """Capping an importance ratio is no PPO clipped term unless the lesson names PPO, GRPO,
    a clip range or a surrogate (set 290: PPO clipping drills for an intra-option lesson that
    caps its ratio at two, WEAK for both graders)."""
    capped = lesson_of(
        "The update weights each sample by the ratio of the new policy's probability to the "
        "behaviour policy's.",
        "Practitioners often clip the ratio at three, which caps the variance of the estimate.",
    )
    verdicts = {v.kind: v for v in exercises.kind_verdicts(capped)}
    assert not verdicts["clipped_objective"].chosen
    assert "never speaks of PPO" in verdicts["clipped_objective"].reason
    ppo = lesson_of(
        "PPO clips the probability ratio to the range from one minus epsilon to one plus epsilon.",
        "The clipped objective takes the smaller of the clipped and the unclipped term.",
    )
    assert "clipped_objective" in exercises.kinds_for_lesson(ppo)
