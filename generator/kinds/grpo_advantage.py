"""GRPO's group-relative advantage ``(r_i − mean)/(std + eps)``, and the group's statistics.

Besides the calculator kind ``grpo_advantage`` this module holds the
check-only kinds ``group_mean`` and ``group_std`` (a narration's stated mean
or standard deviation of a group's rewards) and the group chart of the
worksheets. The mean and variance stay exact for exact rewards; the standard
deviation too when the variance is a rational square.
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from generator import calc
from generator.calc import Add
from generator.check import (
    CORRECT,
    WRONG,
    Candidate,
    Inputs,
    Item,
    Keyword,
    Paragraph,
    Sentence,
    agrees,
    as_scalar,
    as_vector,
)
from generator.exercises import ordinal
from generator.figures import Figure, group_chart
from generator.kinds.base import Draw, Kind, Together, d, index_of, scalar, vector, whole
from generator.model import ParamValue, Scalar

_GRPO = r"(?:\bGRPO\b|(?i:\bgroup[- ]relative\b))"


@dataclass(frozen=True)
class GroupStats:
    """A GRPO group's mean (exact when the rewards are), variance and standard deviation."""

    mean: Scalar
    variance: Scalar
    std: Scalar


def _stats(rewards: Sequence[Scalar], ddof: int) -> GroupStats:
    n = len(rewards)
    if calc.all_exact(rewards):
        mean = sum((calc.frac(r) for r in rewards), Fraction(0)) / n
        var = sum(((calc.frac(r) - mean) ** 2 for r in rewards), Fraction(0)) / (n - ddof)
        root = calc.exact_sqrt(var)
        return GroupStats(mean, var, root if root is not None else math.sqrt(var))
    fmean = math.fsum(rewards) / n
    fvar = math.fsum((r - fmean) ** 2 for r in rewards) / (n - ddof)
    return GroupStats(fmean, fvar, math.sqrt(fvar))


def _advantages(rewards: Sequence[Scalar], ddof: int, eps: Scalar) -> tuple[Scalar, ...]:
    stats = _stats(rewards, ddof)
    if calc.is_exact(stats.std) and calc.is_exact(eps):
        den = calc.frac(stats.std) + calc.frac(eps)
        if den == 0:
            return tuple(Fraction(0) for _ in rewards)
        return tuple((calc.frac(r) - stats.mean) / den for r in rewards)
    fden = float(stats.std) + float(eps)
    if fden == 0:
        return tuple(0.0 for _ in rewards)
    if isinstance(stats.mean, Fraction):
        return tuple(float(calc.frac(r) - stats.mean) / fden for r in rewards)
    fmean = float(stats.mean)
    return tuple((float(r) - fmean) / fden for r in rewards)


def _group_digits(rewards: Sequence[Scalar]) -> int:
    # The mean and the sum of squares live over the product of the rewards' denominators.
    return len(rewards) * calc.exact_digits(*rewards)


def _ddof(name: str, ddof: int, add: Add) -> None:
    if ddof not in (0, 1):
        add(f"{name}={ddof} must be 0 (population std) or 1 (sample std)")


def _enough_for(ddof: int, rewards: tuple[Scalar, ...], add: Add) -> None:
    if ddof == 1 and len(rewards) < 2:
        add(f"ddof=1 (sample std) needs at least 2 rewards; the group has {len(rewards)}")


_SAMPLE_STD = Together(("ddof", "rewards"), _enough_for)


def _non_negative(name: str, value: Scalar, add: Add) -> None:
    if value < 0:
        add(f"{name}={calc.show(value)} must be ≥ 0")


def _group_prompt(rewards: tuple[Scalar, ...], ddof: int) -> tuple[str, str]:
    """The head of a worked-example prompt about a group, and its kind of std."""
    listed = ", ".join(calc.format_value(rewards).split(","))
    return f"Sibling responses to one prompt score {listed}.", (
        "sample" if ddof == 1 else "population"
    )


def _group_rewards(s: Sentence, par: Paragraph) -> Item | None:
    """The group's rewards for a stated statistic, or None when the sentence has none."""
    rewards = Inputs(s, par).get("reward", is_list=True)
    if rewards is None or s.first("return") is not None:
        return None  # no group, or return − baseline
    return rewards


# A value the group's statistic changes to ("the group mean falls to point four", "the
# same response's advantage drops to zero"): of the group changed, not the rewards read.
_CHANGED_GROUP = re.compile(
    r"\b(?:falls?|fell|drops?|dropped|rises?|rose|climbs?|climbed|shrinks?|shrank|grows?|grew"
    r"|jumps?|jumped|moves?|moved|goes|went|changes?|changed)\s+(?:down\s+|up\s+)?to\s+"
    r"(?:(?:about|roughly|around|nearly|almost|exactly|just)\s+)?$",
    re.IGNORECASE,
)
# "the last response", "the final sample": the group's last member
_LAST_MEMBER = re.compile(
    r"\b(?:last|final)\s+(?:[a-z-]+\s+)?(?:response|sample|answer|one|completion|reward)\b",
    re.IGNORECASE,
)


def _grpo_index(
    s: Sentence, stated: Item, rewards: Sequence[Fraction], value: Fraction, prev_end: int
) -> tuple[int, str | None]:
    """Which response a stated advantage is about, from the words before it."""
    local = s.text[prev_end : stated.start]
    ordinals = [n for n in s.ordinals if prev_end <= n.start < stated.start]
    if ordinals and 1 <= ordinals[-1].value <= len(rewards):
        return int(ordinals[-1].value) - 1, None
    if _LAST_MEMBER.search(local):
        return len(rewards) - 1, None
    if WRONG.search(local):
        return rewards.index(min(rewards)), None
    if CORRECT.search(local):
        return rewards.index(max(rewards)), None
    mean = sum(rewards, Fraction(0)) / len(rewards)
    for i, r in enumerate(rewards):
        if (r > mean and value > 0) or (r < mean and value < 0) or (r == mean and value == 0):
            return i, "the narration does not say which response; taken from the stated sign"
    return 0, None


class GrpoAdvantage(Kind["GrpoAdvantage.Params"]):
    """GRPO's group-relative advantage of one response."""

    @dataclass(frozen=True)
    class Params:
        """The group's ``rewards``, the ``index`` asked about, ``ddof`` and ``eps``."""

        rewards: tuple[Scalar, ...] = field(metadata=vector("the rewards of the sibling responses"))
        index: int = field(default=0, metadata=whole("which response (0-based)"))
        ddof: int = field(
            default=0,
            metadata=whole("0: population std (the course's), 1: sample std", checks=(_ddof,)),
        )
        eps: Scalar = field(
            default=0,
            metadata=scalar("added to the std (trainers use e.g. 1e-4)", checks=(_non_negative,)),
        )

    name = "grpo_advantage"
    summary = "GRPO's group-relative advantage"
    formula = "(r_i − mean)/(std + eps); 0 when std + eps is 0"
    params_type = Params
    # Its drill divides by the group's spread: a lesson whose advantage is only the
    # difference from the mean has not taught that.
    introduced_by = (
        (
            "the group's standard deviation",
            r"(?i:standard\s+deviation|\bstd\b|\bspread\b|\bnormali[sz]\w*)|σ|\\sigma",
        ),
    )
    keywords = (
        Keyword.prefix("mean", r"\bmean\b|(?<!\bon\s)\baverage\b"),
        Keyword.prefix("std", r"\b(?:population\s+|sample\s+)?standard\s+deviation\b|\bstd\b"),
    )
    rules = (
        (_GRPO, r"(?i:\bsiblings?\b|\bmean\b|standard deviation|\badvantages?\b|\bcritic\b)"),
        (r"(?i:\bsiblings?\b)", r"(?i:\brewards?\b|\bresponses?\b|\bpatch)"),
    )
    result_slot = "advantage"
    input_slots = ("reward",)
    together = (index_of("index", "rewards"), _SAMPLE_STD)

    def exact_digits(self, params: Params) -> int:
        return _group_digits(params.rewards)

    def value(self, params: Params) -> Scalar:
        return _advantages(params.rewards, params.ddof, params.eps)[params.index]

    def steps(self, params: Params, value: Scalar) -> tuple[str, ...]:
        rewards, index, ddof, eps = params.rewards, params.index, params.ddof, params.eps
        num, sub, eq = calc.format_number, calc.sub, calc.eq
        n = len(rewards)
        stats = _stats(rewards, ddof)
        shown = calc.elide([num(r) for r in rewards], head=6, tail=2, limit=10)
        squares = calc.elide(
            [f"({num(r)} − {num(stats.mean)})²" for r in rewards], head=3, tail=1, limit=6
        )
        which = "population, ddof 0" if ddof == 0 else "sample, ddof 1"
        steps = [
            f"mean = ({' + '.join(shown)})/{n} {eq(stats.mean)}",
            f"variance ({which}) = ({' + '.join(squares)})/{n - ddof} {eq(stats.variance)}",
            f"std = √{num(stats.variance)} {eq(stats.std)}",
        ]
        eps_text = "" if eps == 0 else f" + {num(eps)}"
        if float(stats.std) + float(eps) == 0:
            steps.append(
                "std + eps = 0: every sibling got the same reward, so the group carries no "
                f"relative signal and every advantage is 0 (A{sub(index)} = 0)"
            )
            return tuple(steps)
        steps.append(
            f"A{sub(index)} = (r{sub(index)} − mean)/{'(std + eps)' if eps else 'std'} = "
            f"({num(rewards[index])} − {num(stats.mean)})/"
            f"{f'({num(stats.std)}{eps_text})' if eps else num(stats.std)} "
            f"{eq(value)}"
            f"  [response {index + 1} of {n}]"
        )
        if n <= 8:
            everyone = _advantages(rewards, ddof, eps)
            steps.append(f"all advantages: {', '.join(num(a) for a in everyone)}")
        return tuple(steps)

    def draw(self, rng: random.Random) -> Draw[Params]:
        size = rng.choice((3, 4, 4, 5, 6))
        graded = rng.random() < 0.3
        pool: tuple[Scalar, ...] = (0, d("0.5"), 1) if graded else (0, 1)
        rewards = tuple(rng.choice(pool) for _ in range(size))
        if len(set(rewards)) == 1 and rng.random() < 0.85:
            # A uniform group is allowed (its advantage is 0 by convention) but rare.
            rewards = (*rewards[:-1], 1 - rewards[-1])
        index = rng.randrange(size)
        context = {"graded": graded, "ordinal": ordinal(index)}
        return Draw(self.Params(rewards, index, 0, 0), context, 2)

    def example_prompt(self, params: Params, precision: str) -> str:
        head, std = _group_prompt(params.rewards, params.ddof)
        return (
            f"{head} GRPO advantage ({std} std) of the {ordinal(params.index)} response, "
            f"{precision}?"
        )

    def relation(
        self, s: Sentence, par: Paragraph, results: Mapping[str, list[Item]]
    ) -> list[Candidate]:
        out: list[Candidate] = []
        rewards_item = _group_rewards(s, par)
        if rewards_item is None:
            return out
        context = any(
            "group" in x.flags or x.has("mean") or x.has("std") for x in (s, *par.sentences)
        )
        if not context:
            return out
        if any(
            x.first("baseline") is not None or (x.has("mean") and _SUBSET.search(x.text))
            for x in (s, *par.sentences)
        ):
            # "Its baseline is one seventh … its advantage about point eight six", "the
            # other three rewards average point four. Its advantage is …": an advantage
            # over a baseline the text states (leave-one-out, a critic's), not the
            # group-normalised one.
            return out
        if any(_RANKED.search(x.text) for x in (s, *par.sentences)):
            # "ranking still hands out advantages from minus one half to plus one half":
            # advantages from the responses' ranks, not from the rewards' mean and spread
            return out
        rewards = rewards_item.values
        ddof = 1 if "sample_std" in s.flags else 0
        # A text that never speaks of the group's spread may take the advantage as the
        # bare difference from the mean (as some GRPO variants do): that reading is
        # checked when the normalised one disagrees with what it states.
        centred = not any(_SPREAD.search(x.text) for x in (s, *par.sentences))
        prev_end = 0
        for stated in results.get("advantage", ()):
            if _CHANGED_GROUP.search(s.text, max(0, stated.start - 40), stated.start):
                prev_end = stated.end
                continue
            inp = Inputs(s, par)
            inp.get("reward", is_list=True)
            if stated.is_list and len(stated.values) == len(rewards):
                for i in range(len(rewards)):
                    params: dict[str, ParamValue] = {
                        "rewards": as_vector(rewards),
                        "index": i,
                        "ddof": ddof,
                        "eps": 0,
                    }
                    out.append(
                        _reading(inp.candidate(self.name, params, stated, i), inp, centred, rewards)
                    )
            elif not stated.is_list:
                index, note = _grpo_index(s, stated, rewards, stated.value, prev_end)
                params = {"rewards": as_vector(rewards), "index": index, "ddof": ddof, "eps": 0}
                out.append(
                    _reading(
                        inp.candidate(self.name, params, stated, note=note), inp, centred, rewards
                    )
                )
            prev_end = stated.end
        return out

    def figure(self, params: Params, *, reveal: bool, actions: Mapping[int, str]) -> Figure:
        """The group chart: a bar per response; in the key the mean and the advantages."""
        stats = _stats(params.rewards, params.ddof)
        return group_chart(
            params.rewards,
            params.index,
            mean=stats.mean,
            std=stats.std,
            advantages=_advantages(params.rewards, params.ddof, params.eps),
            sample=params.ddof == 1,
            reveal=reveal,
        )


_RANKED = re.compile(r"\brank(?:s|ed|ing)?\b", re.IGNORECASE)
"""Words of advantages given by rank, which no mean and spread of the rewards give."""
_SPREAD = re.compile(GrpoAdvantage.introduced_by[0][1])
"""Words of the group's spread: a text with none of them may not normalise."""


def _reading(grpo: Candidate, inp: Inputs, centred: bool, rewards: Sequence[Fraction]) -> Candidate:
    """The group-normalised advantage, or, when it disagrees with the stated value and the
    text names no spread (``centred``), the reward minus the group mean if that agrees
    ("the group mean is a quarter. The perfect response receives an advantage of three
    quarters")."""
    if not centred or agrees(grpo) is not False:
        return grpo
    index = grpo.params["index"]
    assert isinstance(index, int)
    mean = sum(rewards, Fraction(0)) / len(rewards)
    params: dict[str, ParamValue] = {
        "return": as_scalar(rewards[index]),
        "baseline": as_scalar(mean),
    }
    difference = inp.candidate(
        "advantage",
        params,
        grpo.stated,
        grpo.stated_index,
        note="the reward minus the group mean (the narration divides by no spread)",
    )
    return difference if agrees(difference) else grpo


# A statistic of part of the group: "the other three", "the remaining rewards", "excluding
# its own".
# The count a mean is taken over, said before it: "after 3 pulls the average is …".
_COUNTED_SO_FAR = re.compile(
    r"\b(?:after|over|of|from)\s+(?:the\s+first\s+)?(?P<count>[\w-]+)\s+[a-z]+s\b[^.;:]*?"
    r"\b(?:average|mean)\b[^.;:]*$",
    re.IGNORECASE,
)
# The two ends of a range, not a group's values: "score between zero and one".
_BETWEEN = re.compile(r"\bbetween\s+$", re.IGNORECASE)
_SUBSET = re.compile(
    r"\b(?:other|others|remaining|rest|excluding|except|leave-one-out|left\s+out|"
    r"without\s+(?:its|their)\s+own)\b",
    re.IGNORECASE,
)


class _GroupStat(Kind["_GroupStat.Params"]):
    """A group statistic the narration states (check-only: no practice, no ``calc``)."""

    @dataclass(frozen=True)
    class Params:
        """The group's ``rewards`` and ``ddof``."""

        rewards: tuple[Scalar, ...] = field(metadata=vector("the rewards of the group's responses"))
        ddof: int = field(
            default=0,
            metadata=whole("0: population std (the course's), 1: sample std", checks=(_ddof,)),
        )

    params_type = Params
    calculator = False
    input_slots = ("reward",)
    together = (_SAMPLE_STD,)
    shown_steps = 1  # how many of grpo_advantage's steps show this statistic
    what = ""

    def exact_digits(self, params: Params) -> int:
        return _group_digits(params.rewards)

    def steps(self, params: Params, value: Scalar) -> tuple[str, ...]:
        grpo = GrpoAdvantage.Params(params.rewards, 0, params.ddof, 0)
        return GRPO.steps(grpo, GRPO.value(grpo))[: self.shown_steps]

    def example_prompt(self, params: Params, precision: str) -> str:
        # A mean or a spread is asked of any values (seeds' scores, a group's rewards): the
        # prompt names none of GRPO's setting, and the card carries the lesson's sentence.
        _, std = _group_prompt(params.rewards, params.ddof)
        listed = ", ".join(calc.format_value(params.rewards).split(","))
        return f"The values {listed}: their {self.what.format(std=std)}, {precision}?"

    def read(self, s: Sentence, inp: Inputs, stated: Item) -> dict[str, ParamValue] | None:
        found = inp.find("reward", is_list=True)
        if found is None or s.first("return") is not None:
            return None  # no group, or return − baseline
        rewards, source = found
        if _SUBSET.search(s.text):
            return None  # "the other three rewards average point four": a part of the group
        if _BETWEEN.search(source.text, max(0, rewards.start - 12), rewards.start):
            return None  # "two models that score between zero and one": a range, no group
        if _CHANGED_GROUP.search(s.text, max(0, stated.start - 40), stated.start):
            return None  # "with the fresh score the group mean falls to point four"
        counted = _COUNTED_SO_FAR.search(s.text, max(0, stated.start - 60), stated.start)
        if counted is not None and any(
            n.start == counted.start("count") and n.value != len(rewards.values)
            for n in s.statement.numbers
        ):
            return None  # "after 3 pulls the average is 1", of a list of four: its first part
        ddof = 1 if "sample_std" in s.flags else 0
        return {"rewards": as_vector(rewards.values), "ddof": ddof}


class GroupMean(_GroupStat):
    """The mean reward of a group."""

    name = "group_mean"
    summary = "a group's mean reward"
    formula = "Σ r_i / n"
    result_slot = "mean"
    what = "mean"

    def value(self, params: _GroupStat.Params) -> Scalar:
        return _stats(params.rewards, params.ddof).mean


class GroupStd(_GroupStat):
    """The standard deviation of a group's rewards."""

    name = "group_std"
    summary = "a group's reward standard deviation"
    formula = "√(Σ (r_i − mean)² / (n − ddof))"
    result_slot = "std"
    shown_steps = 3
    what = "{std} standard deviation"

    def value(self, params: _GroupStat.Params) -> Scalar:
        return _stats(params.rewards, params.ddof).std


GRPO = GrpoAdvantage()


def group_stats(*, rewards: Sequence[Scalar], ddof: int = 0) -> GroupStats:
    """A GRPO group's reward mean, variance and standard deviation.

    Args:
        rewards: The rewards of the group's responses (size ≥ 1; ≥ 2 when ddof is 1).
        ddof: 0 for the population standard deviation (the course's), 1 for the sample one.

    Returns:
        The statistics; mean and variance are exact when the rewards are, the
        standard deviation too when the variance is a rational square.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = GRPO.prepare({"rewards": rewards, "index": 0, "ddof": ddof, "eps": 0})
    return _stats(p.rewards, p.ddof)


def grpo_advantage(
    *, rewards: Sequence[Scalar], index: int, ddof: int = 0, eps: Scalar = 0
) -> Scalar:
    """GRPO's group-relative advantage ``(r_i − mean)/(std + eps)``; 0 when std + eps is 0.

    Args:
        rewards: The rewards of the sibling responses to one prompt.
        index: Which response (0-based).
        ddof: 0 for the population standard deviation (the course's), 1 for the sample one.
        eps: Added to the standard deviation (trainers use a small value such as 1e-4).

    Returns:
        The advantage: exact when the rewards, eps and the standard deviation are.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    return GRPO.value(GRPO.prepare({"rewards": rewards, "index": index, "ddof": ddof, "eps": eps}))


def grpo_advantages(
    *, rewards: Sequence[Scalar], ddof: int = 0, eps: Scalar = 0
) -> tuple[Scalar, ...]:
    """GRPO's advantages for a whole group.

    Args:
        rewards: The rewards of the sibling responses to one prompt.
        ddof: 0 for the population standard deviation, 1 for the sample one.
        eps: Added to the standard deviation.

    Returns:
        One advantage per response; all 0 when std + eps is 0.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = GRPO.prepare({"rewards": rewards, "index": 0, "ddof": ddof, "eps": eps})
    return _advantages(p.rewards, p.ddof, p.eps)
