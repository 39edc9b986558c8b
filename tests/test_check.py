"""``lessondeck check``: finding the narration's worked examples and recomputing them.

Three kinds of evidence: the hand-labelled worked examples of the shared
lessons (how many ``check`` finds, how many it reports that nobody labelled),
synthetic lessons written here in words the code has never seen (right and
wrong arithmetic, every relation, sentences with numbers that are not
examples), and the command line through its real entry point.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from conftest import LESSONS, SAMPLE, SHARED, needs_shared
from hypothesis import given, settings
from hypothesis import strategies as st

from generator import calc, check
from generator.check import (
    check_lessons,
    example_exercise,
    example_exercises,
    find_examples,
    format_checks,
)
from generator.cli import main
from generator.kinds import KINDS
from generator.kinds.discounted_return import discounted_return
from generator.model import Lesson, WorkedExample
from generator.reader import parse_lesson, read_lesson, shown_path

HEADER = "# Synthetic lesson\n\nTest course · Lesson 3 of 9 · 2:00\n\n## Narration transcript\n\n"


def lesson_text(*paragraphs: str) -> str:
    return HEADER + "\n\n".join(paragraphs) + "\n\n## Provenance\n\nWritten for the tests.\n"


def lesson(*paragraphs: str) -> Lesson:
    return parse_lesson(lesson_text(*paragraphs), "synthetic.md")


def only(examples: tuple[WorkedExample, ...], kind: str) -> list[WorkedExample]:
    return [e for e in examples if e.kind == kind]


def one(paragraph: str, kind: str) -> WorkedExample:
    found = find_examples(lesson(paragraph))
    assert [e.kind for e in found] == [kind], found
    return found[0]


# --- the shared lessons and their labels ---------------------------------------------

DEEPRL = SHARED / "deeprl"

# A label names the quantity; the checker reports a calculator kind or a written equation.
_LABEL_KINDS: dict[str, frozenset[str]] = {
    "return": frozenset({"equation", "discounted_return"}),
    "mc_update": frozenset({"value_update"}),
    "td_update": frozenset({"value_update"}),
    "possible_observations": frozenset({"equation"}),
}


def _plain(text: str) -> str:
    """A sentence as the reader gives it: ``\\( … \\)`` become ``( … )``, spaces collapsed."""
    return " ".join(text.replace("\\(", "(").replace("\\)", ")").split())


def _courses() -> dict[str, list[tuple[str, Path, dict[str, Any]]]]:
    """Per course: (name, lesson file, labels) of every labelled lesson."""
    out: dict[str, list[tuple[str, Path, dict[str, Any]]]] = {}
    for course, lessons, labels in (
        ("post-training", LESSONS, SHARED / "annotations"),
        ("deep-rl", DEEPRL / "lessons", DEEPRL / "annotations"),
    ):
        for path in sorted(labels.glob("*.json")):
            data = json.loads(path.read_text("utf-8"))
            out.setdefault(course, []).append((path.stem, lessons / f"{path.stem}.md", data))
    return out


@dataclass(frozen=True)
class _Label:
    kinds: frozenset[str]
    line: int
    last: str
    stated: tuple[float, ...]
    agrees: bool
    any_value: bool  # an equation states one value per "="; its label may list the pieces


def _labels(label_file: dict[str, Any], lesson_: Lesson) -> list[_Label]:
    texts = {s["i"]: _plain(s["text"]) for s in label_file["sentences"]}
    by_text = {_plain(s.text): s for s in lesson_.statements}
    out = []
    for label in label_file["worked_examples"]:
        first, last = texts[label["sentences"][0]], texts[label["sentences"][-1]]
        assert first in by_text and last in by_text, (first, last)
        kinds = _LABEL_KINDS.get(label["quantity"], frozenset({label["quantity"]}))
        out.append(
            _Label(
                kinds,
                by_text[first].line,
                last,
                tuple(float(v) for v in label["stated"]),
                label["agrees"],
                kinds == {"equation"},
            )
        )
    return out


def _hits(example: WorkedExample, label: _Label) -> bool:
    return (
        example.kind in label.kinds
        and example.line == label.line
        and label.last in _plain(example.text)
        and any(abs(example.stated - v) < 1e-9 for v in label.stated)
    )


def _found(label: _Label, examples: tuple[WorkedExample, ...]) -> bool:
    values = [
        any(_hits(e, label) and abs(e.stated - v) < 1e-9 for e in examples) for v in label.stated
    ]
    return any(values) if label.any_value else all(values)


@needs_shared
def test_shared_lessons_all_labelled_examples_found_and_none_spurious() -> None:
    """Both courses: every labelled worked example found, with the label's verdict; no other."""
    if not (DEEPRL / "annotations").is_dir():
        pytest.skip("the second course's labels are not there")
    misses: list[str] = []
    extras: list[str] = []
    verdicts: list[str] = []
    report = []
    total_labels = 0
    for course, lessons in _courses().items():
        labelled = found = alarms = 0
        for name, path, label_file in lessons:
            lesson_ = read_lesson(path)
            examples = find_examples(lesson_)
            labels = _labels(label_file, lesson_)
            labelled += len(labels)
            for label in labels:
                if _found(label, examples):
                    found += 1
                else:
                    misses.append(f"{name}: {label}")
            for example in examples:
                matched = [lab for lab in labels if _hits(example, lab)]
                if not matched:
                    alarms += 1
                    extras.append(f"{name}:{example.line} {example.kind} {example.stated}")
                elif example.ok != matched[0].agrees:
                    verdicts.append(f"{name}:{example.line} {example.kind} ok={example.ok}")
        total_labels += labelled
        report.append(
            f"{course}: found {found}/{labelled} labelled worked examples in {len(lessons)} "
            f"lessons, {alarms} false alarms"
        )
    print("\ncheck on the labelled lessons:\n  " + "\n  ".join(report))
    assert total_labels == 8  # softmax, return, 2 advantages; return, 2 value updates, a power
    assert not misses, misses
    assert not extras, extras
    assert not verdicts, verdicts


@needs_shared
def test_shared_lessons_without_examples_report_none() -> None:
    for name in ("script_01", "script_03", "script_05", "script_07", "script_09"):
        assert find_examples(read_lesson(LESSONS / f"{name}.md")) == ()


def test_sample_lesson_examples_are_exact() -> None:
    examples = find_examples(read_lesson(SAMPLE))
    assert [(e.kind, e.stated, e.computed, e.ok) for e in examples] == [
        ("discounted_return", 0.81, 0.81, True),
        ("advantage", 0.3, 0.3, True),
        ("advantage", -0.3, -0.3, True),
    ]
    ret, first, second = examples
    assert ret.params == {"rewards": (0, 0, 1), "gamma": Fraction(9, 10), "t": 0}
    assert first.params == {"return": Fraction(4, 5), "baseline": Fraction(1, 2)}
    # The baseline of the second comes from the sentence before: both sentences are the example.
    assert second.params == {"return": Fraction(1, 5), "baseline": Fraction(1, 2)}
    assert second.line == first.line
    assert len(second.statement_ids) == 2 and second.statement_ids[0] == first.statement_ids[0]
    assert second.text.startswith(first.text) and second.text.endswith("negative point three.")
    assert all(e.steps for e in examples)


# --- synthetic lessons: every relation, in words the code never saw ------------------


def test_return_of_a_delayed_reward() -> None:
    e = one(
        "With gamma point five and a reward of one arriving three steps later, "
        "the return is point one two five.",
        "discounted_return",
    )
    assert e.ok and e.stated == 0.125 and e.computed == 0.125
    assert e.params == {"rewards": (0, 0, 0, 1), "gamma": Fraction(1, 2), "t": 0}
    assert e.tolerance == pytest.approx(0.0005)
    assert e.path == "synthetic.md" and e.line == 7


def test_wrong_return_is_flagged() -> None:
    e = one(
        "With gamma point five and a reward of one arriving three steps later, "
        "the return is point two five.",
        "discounted_return",
    )
    assert not e.ok and e.stated == 0.25 and e.computed == 0.125


def test_digits_instead_of_words() -> None:
    e = one("Take gamma 0.9 and a success 2 steps later: the return is 0.81.", "discounted_return")
    assert e.ok and e.params["gamma"] == Fraction(9, 10) and e.params["rewards"] == (0, 0, 1)
    e = one(
        "With γ = 0.99, a reward of 1 arriving 1 step later is a return of 0.99.",
        "discounted_return",
    )
    assert e.ok and e.params["rewards"] == (0, 1)


def test_return_of_a_reward_list() -> None:
    e = one(
        "With rewards one, zero, zero, one and gamma point nine, the return is one point seven "
        "two nine.",
        "discounted_return",
    )
    assert e.ok and e.params["rewards"] == (1, 0, 0, 1) and e.computed == 1.729


def test_baseline_carried_across_sentences() -> None:
    examples = find_examples(
        lesson(
            "Suppose the critic's baseline is point four. A return of one gives an advantage of "
            "point six. A return of zero gives negative point four."
        )
    )
    assert [(e.kind, e.stated, e.ok) for e in examples] == [
        ("advantage", 0.6, True),
        ("advantage", -0.4, True),
    ]
    assert all(e.params["baseline"] == Fraction(2, 5) for e in examples)
    assert examples[1].params["return"] == 0
    assert len(examples[0].statement_ids) == 2  # the baseline's sentence and its own
    assert "critic's baseline" in examples[1].text


def test_wrong_carried_advantage_is_flagged() -> None:
    examples = find_examples(
        lesson(
            "If the return is point nine and the baseline is point six, the advantage is point "
            "three. A return of point one gives negative point four."
        )
    )
    assert [(e.stated, e.ok) for e in examples] == [(0.3, True), (-0.4, False)]
    assert examples[1].computed == pytest.approx(-0.5)


def test_nothing_is_carried_into_another_paragraph() -> None:
    examples = find_examples(
        lesson(
            "If the return is point nine and the baseline is point six, the advantage is point "
            "three.",
            "A return of point one gives negative point five.",
        )
    )
    assert [e.stated for e in examples] == [0.3]


def test_operands_of_a_written_sum_are_not_the_stated_result() -> None:
    # The numbers inside "(10 + 20 + 30)/3" are the sum's operands; the mean is what follows "=".
    examples = find_examples(
        lesson(
            "Three runs of a method score 10, 20 and 30. The mean is \\((10 + 20 + 30)/3 = 20\\)."
        )
    )
    assert examples and all(e.ok for e in examples), [(e.kind, e.stated) for e in examples]
    assert {e.stated for e in examples if e.kind == "group_mean"} <= {20.0}


def test_a_keyword_in_a_modifying_phrase_names_no_value() -> None:
    # "The gaps from the mean are −10, 0 and 10": these are gaps, not the mean.
    examples = find_examples(
        lesson(
            "Three runs of a method score 10, 20 and 30, so the mean is 20. "
            "The gaps from the mean are \\(-10\\), 0 and 10."
        )
    )
    assert [(e.kind, e.stated, e.ok) for e in examples] == [("group_mean", 20.0, True)]


def test_a_keyword_that_opens_the_next_clause_names_no_value_before_its_comma() -> None:
    # "If the missing scores count as zero, the batch mean is …": the zero belongs to the
    # condition; "the batch mean" is the subject of the main clause, not a name for it.
    text = (
        "Ten answers are graded with scores of 1, 0, 1, 1 and 0. "
        "If the missing scores count as zero, the batch mean is six over ten, or point six."
    )
    assert [e for e in find_examples(lesson(text)) if not e.ok] == []
    # A name after the comma with no verb of its own still names the number before it.
    named = find_examples(lesson("Rewards of 1, 0, 1 and 0 give point five, the group mean."))
    assert [(e.kind, e.stated, e.ok) for e in named] == [("group_mean", 0.5, True)]


def test_values_given_per_outcome_are_a_rule_not_a_group() -> None:
    # "one for a pass and zero for a fail" says how answers are scored; it is not a group of
    # two rewards whose mean is a half.
    text = (
        "Eight answers are graded, each scored one for a pass and zero for a fail. "
        "Five of them pass, so the group mean is five eighths."
    )
    assert [e for e in find_examples(lesson(text)) if e.kind == "group_mean" and not e.ok] == []
    listed = find_examples(lesson("The answers score one and zero, so the group mean is 0.5."))
    assert [(e.kind, e.stated, e.ok) for e in listed] == [("group_mean", 0.5, True)]


def test_a_keyword_after_with_respect_to_names_no_value() -> None:
    # "its gradient with respect to this ratio is 0": the 0 is the gradient's, not the ratio's.
    examples = find_examples(
        lesson(
            "The clip range is 0.2. An action had probability 0.5 under the old policy and "
            "0.8 under the new policy, so the ratio is 1.6. With advantage 1, the clipped "
            "objective is 1.2, and its gradient with respect to this ratio is 0."
        )
    )
    clipped = only(examples, "clipped_objective")
    assert [(e.stated, e.computed, e.ok) for e in clipped] == [(1.2, 1.2, True)], clipped


@pytest.mark.parametrize("said", ["sample variance is 100", "variance, dividing by n − 1, is 100"])
def test_a_sample_variance_makes_the_standard_deviation_a_sample_one(said: str) -> None:
    examples = find_examples(
        lesson(f"Three runs score 10, 20 and 30; their {said} and the standard deviation is 10.")
    )
    std = only(examples, "group_std")
    assert [(e.stated, e.ok) for e in std] == [(10.0, True)], examples


def test_grpo_group() -> None:
    examples = find_examples(
        lesson(
            "Four sibling patches score one, zero, zero, and one, so the group has mean point "
            "five and standard deviation point five; the first patch gets advantage one and the "
            "second negative one."
        )
    )
    got = [(e.kind, e.stated, e.ok) for e in examples]
    assert got == [
        ("group_mean", 0.5, True),
        ("group_std", 0.5, True),
        ("grpo_advantage", 1.0, True),
        ("grpo_advantage", -1.0, True),
    ]
    advantages = only(examples, "grpo_advantage")
    assert [e.params["index"] for e in advantages] == [0, 1]
    assert advantages[0].params["ddof"] == 0


def test_grpo_failed_member_and_rounding() -> None:
    examples = find_examples(
        lesson(
            "Three siblings pass and one fails: the group rewards are one, one, one, and zero. "
            "The failing sibling's advantage is about negative one point seven three."
        )
    )
    (e,) = only(examples, "grpo_advantage")
    assert e.ok and e.params["index"] == 3 and e.computed == pytest.approx(-1.7320508)
    wrong = find_examples(
        lesson(
            "The group rewards are one, one, one, and zero. "
            "The failing sibling's advantage is about negative one point five."
        )
    )
    assert [x.ok for x in only(wrong, "grpo_advantage")] == [False]


def test_an_advantage_taken_from_the_group_mean_alone_is_no_slip() -> None:
    # A text that never speaks of the group's spread may take the advantage as the reward
    # minus the group mean; dividing by the standard deviation (1.73) would call it wrong.
    text = (
        "Under strict grading the four responses score one, zero, zero and zero, so the group "
        "mean is a quarter. The correct response gets an advantage of three quarters, and each "
        "of the others gets minus a quarter."
    )
    advantages = [e for e in find_examples(lesson(text)) if "advantage" in e.kind]
    assert [(e.kind, e.stated, e.ok) for e in advantages] == [
        ("advantage", 0.75, True),
        ("advantage", -0.25, True),
    ]
    assert advantages[0].params == {"return": 1, "baseline": Fraction(1, 4)}
    # A value neither reading gives is still a slip, shown as the normalised advantage.
    slip = find_examples(lesson(text.replace("three quarters", "a half")))
    assert next((e.kind, e.ok) for e in slip if "advantage" in e.kind) == ("grpo_advantage", False)
    # Once the text divides by the spread, the difference from the mean is no reading.
    spread = find_examples(
        lesson(text.replace("a quarter.", "a quarter and the standard deviation about 0.43."))
    )
    assert next((e.kind, e.ok) for e in spread if "advantage" in e.kind) == (
        "grpo_advantage",
        False,
    )


def test_the_last_response_of_a_group_and_a_group_changed_after_it() -> None:
    text = (
        "Consider a group of four responses, scored point two, point four, point six and point "
        "eight. Their mean is point five, so the last response gets an advantage of plus point "
        "three. With a fresh score for it the group mean falls to point four, and the same "
        "response's advantage drops to zero."
    )
    found = [(e.kind, e.stated, e.ok) for e in find_examples(lesson(text))]
    # "the last response" is the fourth (0.8 - 0.5); the mean and advantage a change leads to
    # are of a group the rewards read do not describe
    assert ("advantage", 0.3, True) in found
    assert all(ok for _, _, ok in found)
    assert not [x for x in found if x[1] in (0.4, 0.0)]


def test_probability_ratio_and_clipping() -> None:
    ratio = one(
        "If the new probability is point six and the old probability point four, the ratio is "
        "one point five.",
        "probability_ratio",
    )
    assert ratio.ok and ratio.params == {"new_prob": Fraction(3, 5), "old_prob": Fraction(2, 5)}
    clip = one(
        "With epsilon point two, a ratio of one point five is clipped to one point two.",
        "clipped_objective",
    )
    assert clip.ok and clip.computed == 1.2 and clip.params["epsilon"] == Fraction(1, 5)
    low = one(
        "With epsilon point two, a ratio of point five is clipped to point eight.",
        "clipped_objective",
    )
    assert low.ok and low.computed == 0.8
    bad = one(
        "With epsilon point two, a ratio of one point five is clipped to one point five.",
        "clipped_objective",
    )
    assert not bad.ok


def test_something_else_clipped_to_zero_is_no_clipped_ratio() -> None:
    # Set 126: "clipped to zero" of gradients, under a clip range and a ratio of 1, was read
    # as the clipped ratio (a false ✗ of 0 against 1). A clipped ratio is positive.
    text = (
        "For \\(A > 0\\) its gradient is zero once \\(r > 1 + \\epsilon\\), and for \\(A < 0\\) "
        "it is zero once \\(r < 1 - \\epsilon\\). On the first minibatch of an update every "
        "ratio is exactly 1, and a single gradient step taken from there can carry some ratios "
        "well outside the interval. Several epochs compound this, and a step taken for one "
        "token moves the ratios of others whose gradients were already clipped to zero."
    )
    assert [(e.kind, e.ok) for e in find_examples(lesson(text))] == []


def test_softmax_with_temperature_in_percent() -> None:
    examples = find_examples(
        lesson(
            "At temperature two, logits two and zero give probabilities of about seventy-three "
            "and twenty-seven percent."
        )
    )
    assert [(e.kind, e.stated, e.unit, e.ok) for e in examples] == [
        ("softmax", 73.0, "percent", True),
        ("softmax", 27.0, "percent", True),
    ]
    assert examples[0].params == {"logits": (2, 0), "temperature": 2, "index": 0}
    assert examples[0].computed == pytest.approx(73.10586, abs=1e-4)
    assert examples[0].tolerance == 0.5


def test_softmax_wrong_percentages() -> None:
    examples = find_examples(
        lesson("Logits two, one, and zero turn into roughly seventy, twenty, and ten percent.")
    )
    # No "probabilities" keyword: the percentages are not labelled, so no example.
    assert examples == ()
    examples = find_examples(
        lesson(
            "Logits two, one, and zero turn into probabilities of roughly seventy, twenty, and "
            "ten percent."
        )
    )
    assert [e.ok for e in examples] == [False, False, False]


def test_pass_at_k_mixed_groups_entropy_and_kl() -> None:
    p = one(
        "Of ten samples, three are correct, so pass-at-five is about ninety-two percent.",
        "pass_at_k",
    )
    assert p.ok and p.params == {"n": 10, "c": 3, "k": 5} and p.unit == "percent"
    m = one(
        "With a solve rate of one half and groups of four, a group is mixed with probability "
        "seven eighths.",
        "mixed_group_probability",
    )
    assert m.ok and m.params == {"p": Fraction(1, 2), "G": 4}
    h = one(
        "A fair coin, with probabilities one half and one half, has an entropy of one bit.",
        "entropy",
    )
    assert h.ok and h.params["base"] == 2
    k = one(
        "If p is point five, point five and q is point nine, point one, the KL divergence is "
        "about point five one nats.",
        "kl",
    )
    assert k.ok and k.params["base"] == "e"


def test_mixed_as_part_of_a_compound_adjective_states_no_mixed_group_chance() -> None:
    # "Mixed-difficulty sets" names sets of prompts, not the chance a group is mixed: the
    # "8" after it is a group size, not a probability
    found = find_examples(
        lesson(
            "Easy prompts mirror hard ones: at \\(p = 0.9\\), a group of 4 contains a failure "
            "with probability "
            "\\(1 - 0.9^4 \\approx 0.34\\). Mixed-difficulty sets therefore favour moderate "
            "groups, often 8 to 16 samples."
        )
    )
    assert [e.kind for e in found] == ["equation"] and found[0].ok


def test_more_phrasings() -> None:
    e = one(
        "With gamma point eight, a reward of one after two steps gives a return of point six four.",
        "discounted_return",
    )
    assert e.ok and e.params["rewards"] == (0, 0, 1)
    e = one(
        "With epsilon point two, a new probability of point nine and an old probability of "
        "point six, and advantage two, the clipped objective is two point four.",
        "clipped_objective",
    )
    assert e.ok and e.params["advantage"] == 2 and e.computed == 2.4
    e = one(
        "A policy with probabilities of fifty and fifty percent has an entropy of about point "
        "six nine.",
        "entropy",
    )
    assert e.ok and e.params == {"probs": (Fraction(1, 2), Fraction(1, 2)), "base": "e"}
    e = one("Eight of the ten samples pass, and pass-at-one is point eight.", "pass_at_k")
    assert e.ok and e.params == {"n": 10, "c": 8, "k": 1}
    e = one(
        "The current policy gives the action point three where the behavior policy gave point "
        "six. The ratio is point five.",
        "probability_ratio",
    )
    assert e.ok and len(e.statement_ids) == 2


def test_td_error_and_value_update() -> None:
    e = one(
        "With reward one, gamma point nine, a value of point five and a next-state value of "
        "point four, the TD error is point eight six.",
        "td_error",
    )
    assert e.ok and e.computed == pytest.approx(0.86)
    assert e.params == {
        "reward": 1,
        "gamma": Fraction(9, 10),
        "value": Fraction(1, 2),
        "next_value": Fraction(2, 5),
    }
    bad = one(
        "With reward zero, gamma point five, a value of one and a next value of one, "
        "the TD error is point five.",
        "td_error",
    )
    assert not bad.ok and bad.computed == pytest.approx(-0.5)
    u = one(
        "The value estimate is zero, the Monte Carlo target is three and the step size is "
        "point one, so the new value is point three.",
        "value_update",
    )
    assert u.ok and u.params == {"value": 0, "target": 3, "alpha": Fraction(1, 10)}
    wrong = one(
        "With a value of one, a target of two and alpha point five, the updated value is two.",
        "value_update",
    )
    assert not wrong.ok and wrong.computed == pytest.approx(1.5)


@pytest.mark.parametrize(
    ("expression", "stated", "computed", "plausible"),
    [
        # slips: near the value, a power of ten off, a factor of an operand off (5⁵ for 5⁶)
        ("10 \\times 0.9^3", 8.1, 7.29, True),
        ("1/\\sqrt{100}", 0.01, 0.1, True),
        ("5^6", 3125, 15625, True),
        ("0.5 - 0.5", 0.5, 0, True),
        # misreadings of this session's unseen sets: another quantity taken for the result
        ("(20 / 40) \\times 100", 4, 50, False),
        ("2 - 1", 0.2, 1, False),
        ("0.42 + 0.4 \\times 0.3", 0.12, 0.54, False),
        # operands far beyond a float's range when raised to a power: no overflow
        ("10^{300} \\times 7", 3e300, 7e300, True),
        ("1" + "0" * 400 + " / 3", 5.0, 40.0, False),
    ],
)
def test_a_disagreement_far_off_in_no_slips_shape_is_a_misreading(
    expression: str, stated: float, computed: float, plausible: bool
) -> None:
    example = WorkedExample(
        "l.md", 1, "", "equation", {"expression": expression}, stated, computed, False
    )
    assert check._plausible(example) is plausible


@pytest.mark.parametrize(("said", "ok"), [("0.018", True), ("0.135", False)])
def test_a_written_chain_of_numbers_alone_is_checked_however_far_off(said: str, ok: bool) -> None:
    """ "\\(0.998^{2000} \\approx 0.135\\)": 0.135 is 0.998¹⁰⁰⁰, an exponent halved, a factor of
    7.4 from the value and no power of ten or small power away; written out in numbers it can
    be no other quantity's reading."""
    (found,) = find_examples(
        lesson(f"At 2000 tokens the same calculation gives \\(0.998^{{2000}} \\approx {said}\\).")
    )
    assert found.computed == pytest.approx(0.0182424, abs=1e-6)
    assert found.ok is ok


def test_a_written_formula_with_a_name_far_off_stays_a_misreading() -> None:
    # "\\(2m = 922\\)" with m given 50 before: 100 against 922, the name read from elsewhere
    assert not [
        e
        for e in find_examples(
            lesson("Take \\(m = 50\\). Exploration then takes \\(2m = 922\\) rounds in all.")
        )
        if not e.ok
    ]


@pytest.mark.parametrize(
    ("expression", "stated", "computed", "tolerance", "plausible"),
    [
        # a wrong exponent seen at the stated precision: "about 0.09" for 0.85^{15} = 0.087,
        # where 0.85^8 = 0.27 (a ratio of 3.03, and 0.85^7 off only within two digits)
        ("0.85^8", 0.09, 0.85**8, 0.005, True),
        ("0.85^8", 0.09, 0.85**8, 0.0, False),
        # a one-digit value is no licence: "a margin of 0.2" read as 2 - 1 stays a misreading
        ("2 - 1", 0.2, 1, 0.05, False),
    ],
)
def test_a_wrong_power_is_judged_at_the_stated_precision(
    expression: str, stated: float, computed: float, tolerance: float, plausible: bool
) -> None:
    example = WorkedExample(
        "l.md",
        1,
        "",
        "equation",
        {"expression": expression},
        stated,
        computed,
        False,
        tolerance=tolerance,
    )
    assert check._plausible(example) is plausible


def test_a_value_that_might_be_is_no_result() -> None:
    # "might average point eight": a value of something else that may be, not a mean read
    found = find_examples(
        lesson(
            "Three prompts score one third, two thirds and one half. A different set of three "
            "prompts might average point eight."
        )
    )
    assert not [e for e in found if not e.ok]


def test_the_discounted_next_value_is_no_next_value() -> None:
    # "the discounted next value" is γ·V(s′) already: no TD target read on it as V(s′)
    assert not [
        e
        for e in find_examples(
            lesson(
                "With reward one and gamma point nine, the discounted next value is one point "
                "eight, and adding the reward gives a target of two point eight."
            )
        )
        if e.kind == "td_target"
    ]


def test_td_target_and_an_update_towards_it() -> None:
    e = one(
        "With reward one, gamma point nine and a next-state value of point four, the TD target "
        "is one point three six.",
        "td_target",
    )
    assert e.ok and e.params == {
        "reward": 1,
        "gamma": Fraction(9, 10),
        "next_value": Fraction(2, 5),
    }
    wrong = one(
        "With reward one, gamma point nine and a next-state value of point four, the TD target "
        "is one point four six.",
        "td_target",
    )
    assert not wrong.ok and wrong.computed == pytest.approx(1.36)
    examples = find_examples(
        lesson(
            "The reward is zero and the next value is one; with a discount of point five the TD "
            "target is point five. The value estimate is zero, so with alpha point one the new "
            "value is point zero five."
        )
    )
    assert [(e.kind, e.stated, e.ok) for e in examples] == [
        ("td_target", 0.5, True),
        ("value_update", 0.05, True),
    ]
    assert examples[1].params["target"] == Fraction(1, 2)  # the target of the sentence before


def test_value_update_again_with_a_new_step_size() -> None:
    examples = find_examples(
        lesson(
            "The value estimate is zero and the TD target is two; with alpha point five the "
            "new value is one. Alpha point one gives point two."
        )
    )
    assert [(e.kind, e.stated, e.ok) for e in examples] == [
        ("value_update", 1.0, True),
        ("value_update", 0.2, True),
    ]
    assert examples[1].params["alpha"] == Fraction(1, 10)


def test_same_relation_again_with_a_new_input() -> None:
    examples = find_examples(
        lesson(
            "Logits three, one, and point two become probabilities of roughly eighty-four, "
            "eleven, and five percent. At temperature two, they become roughly sixty-two, "
            "twenty-three and sixteen percent."
        )
    )
    assert [(e.stated, e.ok) for e in examples] == [
        (84.0, True),
        (11.0, True),
        (5.0, True),
        (62.0, True),
        (23.0, True),
        (16.0, False),  # 15.27 %
    ]
    assert all(e.params["temperature"] == 2 for e in examples[3:])


def test_examples_spread_over_sentences() -> None:
    """Operands and result in different sentences, the relation named in words."""
    examples = find_examples(
        lesson(
            "Before the rollout, the value model forecast point three. The rollout then "
            "collected one point one. Call the difference, point eight, its advantage."
        )
    )
    assert [(e.kind, e.stated, e.ok, len(e.statement_ids)) for e in examples] == [
        ("advantage", 0.8, True, 3)
    ]
    wrong = find_examples(
        lesson(
            "Before the rollout, the value model forecast point three. The rollout then "
            "collected one point one. Call the difference, point six, its advantage."
        )
    )
    assert [(e.stated, e.computed, e.ok) for e in wrong] == [(0.6, pytest.approx(0.8), False)]
    ratio = one(
        "Under the new weights the chosen token's probability climbed from point four to point "
        "five, which is a ratio of one point two five.",
        "probability_ratio",
    )
    assert ratio.ok and ratio.params == {"new_prob": Fraction(1, 2), "old_prob": Fraction(2, 5)}
    later = find_examples(
        lesson(
            "The token's probability dropped from point eight to point six. Thus the ratio is "
            "point nine."
        )
    )
    assert [(e.kind, e.ok) for e in later] == [("probability_ratio", False)]  # 0.75
    assert later[0].computed == pytest.approx(0.75)
    ret = find_examples(
        lesson(
            "Take a discount factor of point five. A reward of two comes one step later. So "
            "the return is one."
        )
    )
    assert [(e.kind, e.ok) for e in ret] == [("discounted_return", True)]
    single = one(
        "The response received reward one, while the critic had estimated point seven five. "
        "Its advantage is point two five.",
        "advantage",
    )
    assert single.ok and single.params == {"return": 1, "baseline": Fraction(3, 4)}


def test_the_old_one_is_a_pronoun_not_a_number() -> None:
    examples = find_examples(
        lesson(
            "The current policy puts point two on the token; the old one put point four. "
            "That ratio, point five, is below the clip range."
        )
    )
    assert [(e.kind, e.ok) for e in examples] == [("probability_ratio", True)]
    assert examples[0].params == {"new_prob": Fraction(1, 5), "old_prob": Fraction(2, 5)}


def test_numbers_across_sentences_that_are_not_examples() -> None:
    text = lesson(
        "The critic predicted point five. The learning rate was point one. The advantage "
        "estimator has two parameters.",
        "Accuracy rose from forty to sixty percent. The ratio of passing tests is high.",
        "The discount is point nine. A reward arrives two steps later. Its scale is one.",
        "We collected ten thousand samples. The critic expected more.",
    )
    assert find_examples(text) == ()


def test_numeric_sentences_without_a_stated_result() -> None:
    text = lesson(
        "PPO typically uses epsilon point two and gamma point nine nine.",
        "GRPO samples eight responses per prompt, and the group mean reward was point six.",
        "We used a learning rate of one e minus six and a KL coefficient of point zero four.",
        "The entropy dropped from one point two to point eight during training.",
        "Pass-at-one rose from forty to sixty percent while pass-at-ten stayed at ninety.",
        "With gamma point nine nine, returns are dominated by rewards within about a hundred "
        "steps.",
        "The ratio was clipped to the range point eight to one point two with epsilon point two.",
        "The baseline was trained for three epochs. The return of episode five was twelve.",
    )
    assert find_examples(text) == ()


def test_numbers_that_are_not_worked_examples() -> None:
    text = lesson(
        "Policy version twelve generates an attempt that will update version twelve. "
        "Suppose visible tests cover only three examples. "
        "A patch can receive reward zero while the environment still knows that eight tests "
        "passed. For a binary verifier, reward is zero or one. Verifier errors have two "
        "directions.",
        "A math checker might return one for an exact answer and zero otherwise. A ratio above "
        "one means that action became more likely. If every sibling receives the same reward, "
        "the group standard deviation is zero. One sampled action receives credit.",
        "Gamma is usually point nine nine. The return is one number per step.",
    )
    assert find_examples(text) == ()


def test_a_return_next_to_an_advantage_is_not_a_discounted_return() -> None:
    examples = find_examples(
        lesson(
            "With gamma point nine and success two steps later, the return is point eight one. "
            "If the observed return is point eight and the baseline is point five, the "
            "advantage is point three."
        )
    )
    assert [e.kind for e in examples] == ["discounted_return", "advantage"]


def test_plain_integers_are_exact_hedged_ones_are_not() -> None:
    plain = one(
        "If the return is one point three and the baseline is point three, the advantage is one.",
        "advantage",
    )
    assert plain.ok and plain.tolerance == 0.005
    wrong = one(
        "If the return is one point four and the baseline is point three, the advantage is one.",
        "advantage",
    )
    assert not wrong.ok
    hedged = one(
        "If the return is one point four and the baseline is point three, the advantage is "
        "roughly one.",
        "advantage",
    )
    assert hedged.ok and hedged.tolerance == 0.5


@settings(max_examples=40, deadline=None)
@given(
    gamma=st.sampled_from(["0.5", "0.8", "0.9", "0.95", "0.99"]),
    steps=st.integers(min_value=1, max_value=4),
    reward=st.sampled_from(["1", "2", "0.5"]),
    off=st.sampled_from([Fraction(0), Fraction(1, 10), Fraction(-1, 4)]),
)
def test_any_delayed_reward_in_digits(gamma: str, steps: int, reward: str, off: Fraction) -> None:
    value = discounted_return(
        rewards=[0] * steps + [calc.parse_number(reward)], gamma=calc.parse_number(gamma)
    )
    stated = Fraction(value) + off
    sentence = (
        f"Take gamma {gamma} and a reward of {reward} arriving {steps} steps later; "
        f"the return is {calc.format_number(stated).replace('−', '-')}."
    )
    e = one(sentence, "discounted_return")
    assert e.ok == (off == 0)
    assert e.computed == pytest.approx(float(value))


# --- exercises of the lesson's own numbers ----------------------------------------------


def test_a_tiny_value_is_shown_in_full() -> None:
    lesson_ = lesson("Point one to the eighth is one in a hundred million, and can be ignored.")
    report = "\n".join(format_checks(check_lessons([lesson_])))
    assert "stated 1e-08" in report and "computed 1e-08" in report


def test_a_count_worked_out_exactly_is_asked_as_a_whole_number() -> None:
    # "to two decimal places" of 9078 asks for "9078.00" (set 74's graders: pointless)
    lesson_ = lesson(r"Exploration takes 922 rounds, leaving \(10000 - 922 = 9178\) rounds.")
    (example,) = [e for e in find_examples(lesson_) if e.stated == 9178]
    exercise = example_exercise(example, lesson_)
    assert exercise.answer == 9078
    # a whole result asks for no rounding at all
    assert exercise.prompt.endswith("what does it really come to?")
    assert "decimal" not in exercise.prompt and "nearest" not in exercise.prompt
    # the slip's own sentence says what the number counts
    assert "Exploration takes 922 rounds" in exercise.prompt


def test_example_exercise_asks_without_revealing() -> None:
    lesson_ = lesson(
        "With gamma point five and a reward of one arriving three steps later, the return is "
        "point one two five."
    )
    (example,) = find_examples(lesson_)
    exercise = example_exercise(example, lesson_)
    assert exercise.origin == "lesson"
    assert exercise.id == f"test-course/lesson-03:{example.statement_ids[0]}:example:0"
    assert exercise.kind == "discounted_return"
    assert exercise.answer == 0.125 and exercise.tolerance == pytest.approx(0.0005)
    assert "0.125" not in exercise.prompt
    # the delay as the rewards it means: "three steps later" reads as the third or the fourth
    assert "the rewards after the action are 0, 0, 0, 1" in exercise.prompt
    assert "\\(G_0\\)" in exercise.prompt and "three decimal places" in exercise.prompt
    assert exercise.steps and exercise.source is not None and exercise.source.line == 7
    assert exercise.source_text == example.text


def test_example_exercises_for_every_kind() -> None:
    lesson_ = lesson(
        "Four sibling patches score one, zero, zero, and one, so the group has mean point five "
        "and standard deviation point five; the first patch gets advantage one.",
        "Logits three, one, and point two become probabilities of roughly eighty-four, eleven, "
        "and five percent.",
        "If the new probability is point six and the old probability point four, the ratio is "
        "one point five.",
        "With epsilon point two, a ratio of one point five is clipped to one point two.",
        "Of ten samples, three are correct, so pass-at-five is about ninety-two percent.",
        "With reward one, gamma point nine, a value of point five and a next value of point "
        "four, the TD error is point eight six.",
        "The value is zero, the target three and alpha point one: the new value is point three.",
    )
    examples = find_examples(lesson_)
    exercises = example_exercises(lesson_)
    assert len(exercises) == len(examples) == 11
    assert len({x.id for x in exercises}) == len(exercises)
    for example, exercise in zip(examples, exercises, strict=True):
        assert exercise.origin == "lesson" and exercise.prompt.endswith("?")
        scale = 100 if example.unit == "percent" else 1
        assert exercise.answer * scale == pytest.approx(example.computed)
    softmax = [x for x in exercises if x.kind == "softmax"]
    assert [x.answer for x in softmax] == pytest.approx([0.836019, 0.113143, 0.0508384], 1e-5)
    assert all("84" not in x.prompt for x in softmax)
    td, update = exercises[-2:]
    assert (td.kind, td.answer, update.kind, update.answer) == pytest.approx(
        ("td_error", 0.86, "value_update", 0.3)  # type: ignore[arg-type]
    )
    assert "0.86" not in td.prompt and "V(s') = 0.4" in td.prompt
    assert "0.3" not in update.prompt and "a target of 3" in update.prompt


# --- the command line --------------------------------------------------------------------


def write(tmp_path: Path, name: str, *paragraphs: str) -> Path:
    path = tmp_path / name
    path.write_text(lesson_text(*paragraphs), encoding="utf-8")
    return path


GOOD = "With gamma point five and success one step later, the return is point five."
BAD = "If the return is point nine and the baseline is point two, the advantage is point six."
PLAIN = "Reward is a scalar. Feedback is richer evidence."


def test_cli_check_ok(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "good.md", GOOD)
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    shown = re.escape(shown_path(path))  # lesson paths never show the machine's folders
    assert re.search(rf"^{shown}:7  discounted_return  ✓$", out, re.MULTILINE)
    assert GOOD in out and "stated 0.5" in out and "computed 0.5" in out
    assert "1 worked example in 1 lesson: 1 agree, 0 disagree" in out


def test_cli_check_disagreement_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path, "a_good.md", GOOD)
    write(tmp_path, "b_bad.md", BAD)
    write(tmp_path, "c_plain.md", PLAIN)
    assert main(["check", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "advantage  ✗" in out and "DISAGREES" in out and "computed 0.7" in out
    assert f"{shown_path(tmp_path / 'c_plain.md')}: no worked examples" in out
    assert "2 worked examples in 3 lessons: 1 agree, 1 disagree" in out


def test_cli_check_no_examples_is_fine(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "plain.md", PLAIN)
    assert main(["check", str(path)]) == 0
    assert "no worked examples" in capsys.readouterr().out


def test_cli_check_json_contract(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path, "a_good.md", GOOD)
    write(tmp_path, "b_bad.md", BAD)
    assert main(["check", str(tmp_path), "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert list(data) == ["examples"]
    required = {"path", "line", "text", "kind", "params", "stated", "computed", "ok"}
    for item in data["examples"]:
        assert required <= set(item)
        assert item["kind"] in KINDS
    good, bad = data["examples"]
    assert good["params"] == {"rewards": [0, 1], "gamma": 0.5, "t": 0}
    assert (good["stated"], good["computed"], good["ok"], good["line"]) == (0.5, 0.5, True, 7)
    assert bad["ok"] is False and bad["computed"] == pytest.approx(0.7)


def test_cli_check_missing_path(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(tmp_path / "nope.md")]) == 1
    assert capsys.readouterr().err.startswith("error: ")


def test_format_checks_summary() -> None:
    checks = check_lessons([lesson(PLAIN), lesson(GOOD)])
    lines = format_checks(checks)
    assert lines[0] == "synthetic.md: no worked examples in the narration"
    assert lines[-1] == "1 worked example in 2 lessons: 1 agree, 0 disagree"


def test_real_command(tmp_path: Path) -> None:
    exe = Path(sys.executable).with_name("lessondeck")
    if not exe.exists():
        pytest.skip(f"console script not installed at {exe}")
    bad = write(tmp_path, "bad.md", BAD)
    run = subprocess.run([str(exe), "check", str(bad)], capture_output=True, text=True, check=False)
    assert run.returncode == 1, run.stderr
    assert "✗" in run.stdout and "✓" not in run.stdout
    good = write(tmp_path, "good.md", GOOD)
    run = subprocess.run(
        [str(exe), "check", str(good), "--json"], capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["examples"][0]["ok"] is True


def test_a_wrong_worked_example_warns_in_build_and_worksheet_and_fails_strict(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 12 #16: a ✗ is never a silent exit 0; the key says which value is the answer."""
    from generator.cli import main

    src = tmp_path / "src"
    src.mkdir()
    (src / "w.md").write_text(
        "# Wrong\nMy course · Lesson 1 of 2 · 1:00\n## Narration transcript\n"
        "With gamma point nine and success two steps later, the earlier action receives "
        "a return of point nine one.\n",
        "utf-8",
    )
    assert main(["build", str(src), "-o", str(tmp_path / "d")]) == 0
    out = capsys.readouterr().out
    assert "warning:" in out and "the narration says 0.91, the calculator gives 0.81" in out
    assert main(["build", str(src), "-o", str(tmp_path / "d"), "--strict"]) == 1
    capsys.readouterr()
    assert main(["worksheet", str(src), "--format", "html", "-o", str(tmp_path / "ws")]) == 0
    assert "the narration says 0.91, the calculator gives 0.81" in capsys.readouterr().err
    (key,) = (tmp_path / "ws").glob("*key.html")
    assert "the narration says 0.91; the calculator gives 0.81" in key.read_text("utf-8")


@pytest.mark.parametrize(
    "said",
    [
        "The return was seven and the baseline five. "
        "The advantage is seven minus five, which is two.",
        "The return was seven and the baseline five, so the advantage, seven minus five, is two.",
    ],
)
def test_spoken_operands_are_not_the_stated_result(said: str) -> None:
    # "seven minus five" is arithmetic said aloud: the result is what follows it.
    examples = only(find_examples(lesson(said)), "advantage")
    assert [(e.stated, e.ok) for e in examples] == [(2.0, True)], examples


def test_a_spoken_sum_with_commas_states_no_result_itself() -> None:
    # "one, plus point five times zero, plus …" are operands: no value to compare with.
    text = (
        "The rewards are one, zero and two, with gamma point five. The return is one, "
        "plus point five times zero, plus point two five times two."
    )
    assert not [e for e in find_examples(lesson(text)) if not e.ok]


def test_a_number_after_a_verb_and_its_object_is_not_the_keywords() -> None:
    # The temperature did not become two thirds: the top token's share did.
    text = (
        "The logits are two, one and zero. Halving the temperature has moved the top token "
        "from two thirds of the mass to almost nine tenths."
    )
    assert not [e for e in find_examples(lesson(text)) if not e.ok]


@pytest.mark.parametrize(("said", "ok"), [("0.83", True), ("0.5", False)])
def test_inputs_written_as_math_before_their_noun(said: str, ok: bool) -> None:
    # "(n = 10) samples": the closing parenthesis does not part a number from its noun.
    e = one(
        f"With \\(n = 10\\) samples, \\(c = 4\\) correct and \\(k = 3\\), pass@3 is {said}.",
        "pass_at_k",
    )
    assert e.params == {"n": 10, "c": 4, "k": 3} and e.ok is ok


@pytest.mark.parametrize(("stated", "ok"), [("0.53", True), ("0.58", False)])
def test_an_update_rule_written_with_an_arrow_is_applied_to_the_values_given_after_it(
    stated: str, ok: bool
) -> None:
    # W ← W + α[r + γW' − W] with α = 0.1, γ = 1, no reward, W = 0.5, W' = 0.8: 0.53 (the
    # thin spaces "\\," are escaped commas to Markdown)
    found = find_examples(
        lesson(
            "The update is \\(W(b_t) \\leftarrow W(b_t) + \\alpha \\, [\\, r_{t+1} + \\gamma "
            "W(b_{t+1}) - W(b_t) \\,]\\).",
            "Take \\(\\alpha = 0.1\\), \\(\\gamma = 1\\), no reward yet, \\(W(b_t) = 0.5\\) and "
            "\\(W(b_{t+1}) = 0.8\\). Adding the scaled TD error to the old estimate gives "
            f"\\(W(b_t) = {stated}\\).",
        )
    )
    assert [(e.kind, e.computed, e.ok) for e in found] == [
        ("value_update", pytest.approx(0.53), ok)
    ]


def test_an_update_rule_with_a_name_left_without_a_value_is_not_applied() -> None:
    # the reward is never given: nothing to check, and no ✗
    found = find_examples(
        lesson(
            "The update is \\(W(b_t) \\leftarrow W(b_t) + \\alpha [r_{t+1} + \\gamma W(b_{t+1})"
            " - W(b_t)]\\).",
            "Take \\(\\alpha = 0.1\\), \\(\\gamma = 1\\), \\(W(b_t) = 0.5\\) and "
            "\\(W(b_{t+1}) = 0.8\\). After the update, \\(W(b_t) = 0.58\\).",
        )
    )
    assert found == ()


def test_a_root_left_out_is_a_slip() -> None:
    # set 260: "For move C it is \( 0.5 / \sqrt{25} = 0.02 \)" (0.5/25, the root left out)
    # was read and dropped as another quantity, five times off
    (found,) = find_examples(lesson("For the small arm it is \\( 0.6 / \\sqrt{36} = 0.0167 \\)."))
    assert (found.ok, found.computed) == (False, pytest.approx(0.1))
