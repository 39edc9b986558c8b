"""Find the worked examples a narration states and recompute them with the calculator.

A lesson teaches by example: "with gamma point nine and success two steps
later, the earlier action receives return point eight one". This module reads
such sentences back as calculations, runs them through :mod:`generator.calc`
and says whether the narration's own arithmetic holds (``lessondeck check``).
It also turns each example into an :class:`~generator.model.Exercise` with
``origin="lesson"`` so compose can make a card of the lesson's own numbers.

Recognition is generic, never tied to one lesson's sentences. Each sentence is
read into *slots*: every number (or spoken list of numbers, such as "one,
zero, zero, one") is labelled by the keyword it belongs to — the nearest
keyword before it ("gamma point nine", "the baseline is point five") or a
keyword right after it ("two steps later", "three are correct", "ten
samples"). Relations then look for a stated result and its inputs among the
slots: the result must be in the sentence itself; an input may come from an
earlier sentence of the same paragraph ("the same baseline"). A sentence that
states only a new input and an unlabelled number right after an example of
the same relation ("A return of point two gives negative point three.") is
read as that relation again. Count words, names, ordinals and metric names
are never inputs, and a relation needs its cue words, so "reward zero while
eight tests passed" or "policy version twelve" make no example.

Relations: the discounted return (gamma with a reward or success k steps
later, or with a list of rewards), return − baseline, GRPO's group advantage
and the group's mean and standard deviation (the check-only kinds
``group_mean``/``group_std``), softmax probabilities (one example per stated
probability), the probability ratio, clipping, pass@k, entropy, KL and the
chance that a group is mixed. GAE is not recognised.

Agreement is judged at the stated precision: the computed value must lie
within half a unit of the last stated digit ("point eight one" → ±0.005,
"roughly eighty-four percent" → ±0.5 percentage points); a plain integer
("advantage is one") is taken as exact to two decimals (±0.005), unless
hedged ("about two" → ±0.5). Percentages are compared in percent.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from pathlib import Path

from generator import calc
from generator.errors import ParameterError
from generator.model import (
    Exercise,
    Lesson,
    Number,
    NumberRole,
    ParamValue,
    Scalar,
    SourceSpan,
    Statement,
    WorkedExample,
)
from generator.numbers import find_metrics

__all__ = [
    "CHECK_ONLY_KINDS",
    "LessonCheck",
    "check_lessons",
    "check_sources",
    "example_exercise",
    "example_exercises",
    "find_examples",
    "format_checks",
]

CHECK_ONLY_KINDS = ("group_mean", "group_std")
"""Kinds ``check`` reports besides the calculator's: a GRPO group's stated mean and std.

Their params are ``rewards`` and ``ddof``; their values come from
:func:`generator.calc.group_stats`.
"""

# --- vocabulary --------------------------------------------------------------------

_PRE, _POST = "prefix", "postfix"

# (slot, where the number sits relative to the keyword, pattern). Overlapping
# matches are resolved longest-first, so "new probability" beats "probability".
_KEYWORDS: tuple[tuple[str, str, str], ...] = (
    ("gamma", _PRE, r"\bgamma\b|γ|\bdiscount(?:\s+(?:factor|rate))?\b"),
    ("lam", _PRE, r"\blambda\b|λ"),
    ("reward", _PRE, r"\brewards?\b|\bscor(?:es?|ed|ing)\b"),
    (
        "return",
        _PRE,
        r"\breturns?\b|\bg\s+(?:at\s+time\s+t|sub\s+t|of\s+t)\b"
        r"|\bdiscounted\s+(?:value|sum|reward)\b",
    ),
    (
        "baseline",
        _PRE,
        r"\bbaseline\b|\bexpected\s+(?:return|value)\b|\bvalue(?:\s+(?:estimate|prediction))?\b"
        r"|\bcritic\s+(?:predicts|estimates|expects)\b|\bexpectation\b",
    ),
    ("advantage", _PRE, r"\badvantages?\b"),
    ("logits", _PRE, r"\blogits?\b"),
    ("probs", _PRE, r"\bprobabilit(?:y|ies)\b|\bdistribution\b"),
    ("temperature", _PRE, r"\btemperature\b"),
    ("mean", _PRE, r"\bmean\b|\baverage\b"),
    ("std", _PRE, r"\b(?:population\s+|sample\s+)?standard\s+deviation\b|\bstd\b"),
    ("ratio", _PRE, r"\b(?:probability[- ])?ratios?\b|\brho\b|ρ"),
    (
        "new_prob",
        _PRE,
        r"\b(?:new|current)(?:\s+policy(?:'s|’s)?)?(?:\s+probability)?\b|\bnumerator\b",
    ),
    (
        "old_prob",
        _PRE,
        r"\b(?:old|behaviou?r)(?:\s+policy(?:'s|’s)?)?(?:\s+probability)?\b|\bdenominator\b",
    ),
    ("epsilon", _PRE, r"\bepsilon\b|ε|\bclip\s+range\b"),
    ("clipped", _PRE, r"\b(?:clip(?:s|ped)?|capped|caps)(?:\s+(?:at|to))?\b"),
    (
        "objective",
        _PRE,
        r"\b(?:clipped\s+)?(?:objective|surrogate)(?:\s+(?:term|value))?\b",
    ),
    (
        "n",
        _POST,
        r"\b(?:samples|attempts|completions|generations|rollouts|tries|responses|draws)\b",
    ),
    ("c", _POST, r"\b(?:correct|pass(?:ed|es)?|succeed(?:ed)?|successful|right)\b"),
    ("k", _PRE, r"\bk\b"),
    ("entropy", _PRE, r"\bentropy\b"),
    ("kl", _PRE, r"\bkl\b|\bkullback[–-]leibler(?:\s+divergence)?\b|\bdivergence\b"),
    ("p", _PRE, r"(?<![\w'’-])p(?![\w'’-])"),
    ("q", _PRE, r"(?<![\w'’-])q(?![\w'’-])"),
    ("group_size", _PRE, r"\bgroups?\s+(?:of|size(?:\s+of)?)\b|\bgroup\s+size\s+(?:is|was)\b"),
    (
        "p_success",
        _PRE,
        r"\b(?:success|solve|pass)\s+(?:rate|probability|chance)\b"
        r"|\b(?:passes|succeeds|solves\s+it|is\s+correct)\s+with\s+probability\b",
    ),
    ("mixed", _PRE, r"\bmixed\b(?:\s+(?:with\s+)?(?:probability|chance))?"),
    (
        "steps",
        _POST,
        r"\bsteps?\s+(?:later|after(?:wards)?|away|ahead|on|into\s+the\s+future"
        r"|in\s+the\s+future|down\s+the\s+line)\b",
    ),
)
_KEYWORD_RES = tuple((slot, mode, re.compile(p, re.IGNORECASE)) for slot, mode, p in _KEYWORDS)

# Words that mark a sentence without carrying a number.
_FLAGS: Mapping[str, re.Pattern[str]] = {
    name: re.compile(p, re.IGNORECASE)
    for name, p in {
        "success": r"\bsuccess(?:ful)?\b|\bsucceeds?\b|\bsolved?\b|\bpasses\b",
        "next_step": r"\b(?:the\s+)?next\s+step\b|\bone\s+step\s+later\b",
        "bits": r"\bbits?\b",
        "nats": r"\bnats?\b",
        "sample_std": r"\bsample\s+standard\s+deviation\b|\bsample\s+std\b|\bddof\s+(?:one|1)\b",
        "group": r"\bgrpo\b|\bgroups?\b|\bsiblings?\b|\bgroup[- ]relative\b",
        "softmax": r"\bsoftmax\b",
        "largest": r"\b(?:largest|highest|biggest|top|greatest)\b",
        "smallest": r"\b(?:smallest|lowest|least)\b",
        "discount": r"\bdiscount",
    }.items()
}
_CORRECT = re.compile(
    r"\b(?:correct|successful|passing|passed|solved|right|winning|better)\b", re.IGNORECASE
)
_WRONG = re.compile(
    r"\b(?:wrong|incorrect|failed|failing|unsuccessful|worse|losing)\b", re.IGNORECASE
)
_HEDGE = re.compile(
    r"\b(?:roughly|about|approximately|around|nearly|almost|circa|close\s+to|some|"
    r"just\s+(?:over|under|above|below)|on\s+the\s+order\s+of)\b|~|≈",
    re.IGNORECASE,
)
_AFTER_STEPS = re.compile(r"\b(?:after|in|within)\s+$", re.IGNORECASE)
_STEPS_NOUN = re.compile(r"^\s+steps?\b", re.IGNORECASE)
# Between a count word and its keyword only linking words may stand ("reward of one").
_TIGHT_PREFIX = re.compile(
    r"^(?:\s|[:=,(]|\b(?:of|is|was|are|were|equals?|equal\s+to|at|to|as|gets?|got|"
    r"becomes?|gives?|yields?|exactly|only|just|a|an|the)\b)*$",
    re.IGNORECASE,
)
_TIGHT_POSTFIX = re.compile(
    r"^[\s-]*(?:(?:of\s+(?:them|those|these)|out\s+of\s+\w+)\s+)?"
    r"(?:(?:are|were|is|was|get|got|come\s+out|came\s+out|turn\s+out|turned\s+out)\s+)?$",
    re.IGNORECASE,
)
# A list item after a labelled result keeps the label when the words between
# name another member ("the first gets advantage one and the second negative one").
_PARALLEL = re.compile(
    r"\b(?:others?|rest|remaining|each|every|second|third|fourth|fifth|last|latter|former)\b",
    re.IGNORECASE,
)
_PARALLEL_SLOTS = frozenset({"advantage", "probs"})

# Results of each relation, for reading an unlabelled number as "the same relation again".
_RESULT_SLOT: Mapping[str, str] = {
    "discounted_return": "return",
    "advantage": "advantage",
    "grpo_advantage": "advantage",
    "softmax": "probs",
    "probability_ratio": "ratio",
    "clipped_objective": "clipped",
    "pass_at_k": "pass_at_k",
    "entropy": "entropy",
    "kl": "kl",
    "mixed_group_probability": "mixed",
    "group_mean": "mean",
    "group_std": "std",
}
_INPUT_SLOTS: Mapping[str, tuple[str, ...]] = {
    "discounted_return": ("gamma", "steps", "reward"),
    "advantage": ("return", "baseline"),
    "grpo_advantage": ("reward",),
    "softmax": ("logits", "temperature"),
    "probability_ratio": ("new_prob", "old_prob"),
    "clipped_objective": ("epsilon", "ratio", "new_prob", "old_prob"),
    "pass_at_k": ("n", "c"),
    "entropy": ("probs",),
    "kl": ("p", "q"),
    "mixed_group_probability": ("p_success", "group_size", "n"),
    "group_mean": ("reward",),
    "group_std": ("reward",),
}

_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


# --- reading one sentence ----------------------------------------------------------


@dataclass(frozen=True)
class _Item:
    """A number, or a spoken list of numbers, in one sentence."""

    values: tuple[Fraction, ...]
    numbers: tuple[Number, ...]
    start: int
    end: int
    weak: bool = False  # a count word: an input only when it sits right at its keyword
    hedged: bool = False

    @property
    def percent(self) -> bool:
        return any(n.unit == "percent" for n in self.numbers)

    @property
    def is_list(self) -> bool:
        return len(self.values) > 1

    @property
    def value(self) -> Fraction:
        return self.values[0]


@dataclass(frozen=True)
class _Keyword:
    slot: str
    mode: str
    start: int
    end: int
    k: int | None = None  # the parameter of a pass@k metric name


@dataclass
class _Sentence:
    """One statement read into labelled slots."""

    statement: Statement
    labels: dict[str, list[_Item]]
    unlabeled: list[_Item]
    keywords: list[_Keyword]
    flags: frozenset[str]
    ordinals: tuple[Number, ...]

    @property
    def text(self) -> str:
        return self.statement.text

    def has(self, slot: str) -> bool:
        return any(k.slot == slot for k in self.keywords)

    def first(self, slot: str, *, is_list: bool = False) -> _Item | None:
        for item in self.labels.get(slot, ()):
            if item.is_list == is_list:
                return item
        return None


def _find_keywords(text: str) -> list[_Keyword]:
    found: list[_Keyword] = []
    for slot, mode, pattern in _KEYWORD_RES:
        found.extend(_Keyword(slot, mode, m.start(), m.end()) for m in pattern.finditer(text))
    for metric in find_metrics(text):
        if metric.metric.startswith("pass@"):
            found.append(_Keyword("pass_at_k", _PRE, metric.start, metric.end, metric.k))
    # Longest match first at each position; drop matches inside a kept one.
    found.sort(key=lambda k: (k.start, -(k.end - k.start)))
    kept: list[_Keyword] = []
    for kw in found:
        if kept and kw.start < kept[-1].end:
            continue
        kept.append(kw)
    return kept


def _items(statement: Statement) -> list[_Item]:
    """Quantities (and count words) of a statement, lists grouped into one item."""
    items: list[_Item] = []
    for number in statement.numbers:
        if number.role not in (NumberRole.QUANTITY, NumberRole.COUNT_WORD):
            continue
        weak = number.role is NumberRole.COUNT_WORD
        last = items[-1] if items else None
        if (
            last is not None
            and number.group is not None
            and not weak
            and last.numbers[-1].group == number.group
        ):
            items[-1] = _Item(
                (*last.values, number.value),
                (*last.numbers, number),
                last.start,
                number.end,
            )
        else:
            items.append(_Item((number.value,), (number,), number.start, number.end, weak))
    return items


_OF_THE = re.compile(r"^\s+(?:out\s+)?of\s+(?:the\s+|them\s+|those\s+)?$", re.IGNORECASE)


def _count_of_samples(
    text: str, labels: dict[str, list[_Item]], unlabeled: list[_Item], keywords: list[_Keyword]
) -> None:
    """ "Eight of the ten samples pass": the count before "of the <n> samples" is ``c``."""
    for n_item in labels.get("n", ()):
        if "c" in labels or not any(k.slot == "c" and k.start >= n_item.end for k in keywords):
            continue
        for item in unlabeled:
            if item.end <= n_item.start and _OF_THE.fullmatch(text[item.end : n_item.start]):
                unlabeled.remove(item)
                labels["c"] = [item]
                break


def _read(statement: Statement) -> _Sentence:
    """Label every number of a sentence with the keyword it belongs to."""
    text = statement.text
    keywords = _find_keywords(text)
    labels: dict[str, list[_Item]] = {}
    unlabeled: list[_Item] = []
    used: set[int] = set()  # keywords already taken as a postfix
    last_end = 0
    last_label: str | None = None
    for raw in _items(statement):
        hedge_window = text[max(last_end, raw.start - 40) : raw.start]
        item = replace(raw, hedged=bool(_HEDGE.search(hedge_window)))
        slot: str | None = None
        for i, kw in enumerate(keywords):
            if kw.start < item.end or kw.mode == _PRE:
                continue
            if _TIGHT_POSTFIX.fullmatch(text[item.end : kw.start]):
                slot = kw.slot
                used.add(i)
            break
        if (
            slot is None
            and _AFTER_STEPS.search(text[last_end : item.start])
            and _STEPS_NOUN.match(text[item.end :])
        ):
            slot = "steps"
        if slot is None:
            before = [
                (i, kw)
                for i, kw in enumerate(keywords)
                if kw.mode != _POST and i not in used and last_end <= kw.end <= item.start
            ]
            if before:
                _, kw = before[-1]
                gap = text[kw.end : item.start]
                if not item.weak or _TIGHT_PREFIX.fullmatch(gap):
                    slot = kw.slot
        if (
            slot is None
            and not item.weak
            and last_label in _PARALLEL_SLOTS
            and not any(last_end <= kw.start < item.start for kw in keywords)
            and (
                _PARALLEL.search(text[last_end : item.start])
                or _CORRECT.search(text[last_end : item.start])
                or _WRONG.search(text[last_end : item.start])
            )
        ):
            slot = last_label
        if slot is None and item.weak:
            continue  # "one sampled action": not a quantity of any example
        if slot is None:
            unlabeled.append(item)
        else:
            labels.setdefault(slot, []).append(item)
        last_end = item.end
        last_label = slot
    _count_of_samples(text, labels, unlabeled, keywords)
    flags = frozenset(name for name, p in _FLAGS.items() if p.search(text))
    ordinals = tuple(n for n in statement.numbers if n.role is NumberRole.ORDINAL)
    return _Sentence(statement, labels, unlabeled, keywords, flags, ordinals)


# --- candidates --------------------------------------------------------------------


@dataclass(frozen=True)
class _Candidate:
    """An example found, before it is computed."""

    kind: str
    params: dict[str, ParamValue]
    stated: _Item
    stated_index: int  # which value of ``stated`` (a list states several)
    sentences: tuple[_Sentence, ...]
    scale: Fraction = Fraction(1)  # computed shown = calculator value · scale
    note: str | None = None


@dataclass
class _Paragraph:
    """What earlier sentences of the paragraph said, for inputs carried over."""

    sentences: list[_Sentence] = field(default_factory=list)
    last: _Candidate | None = None
    continuing: bool = False  # reading "the same relation again" (see _continuation)

    def find(self, slot: str, *, is_list: bool = False) -> tuple[_Item, _Sentence] | None:
        for sentence in reversed(self.sentences):
            items = [i for i in sentence.labels.get(slot, ()) if i.is_list == is_list]
            if items:
                return items[-1], sentence
        return None


class _Inputs:
    """The inputs of one candidate: from its sentence first, else carried over."""

    def __init__(self, sentence: _Sentence, paragraph: _Paragraph) -> None:
        self.sentence = sentence
        self.paragraph = paragraph
        self.used: list[_Sentence] = []

    def get(self, slot: str, *, is_list: bool = False) -> _Item | None:
        found = self.find(slot, is_list=is_list)
        return found[0] if found else None

    def find(self, slot: str, *, is_list: bool = False) -> tuple[_Item, _Sentence] | None:
        """The item for ``slot`` and the sentence that states it, marking that sentence used."""
        item = self.sentence.first(slot, is_list=is_list)
        if item is not None:
            return item, self.sentence
        found = self.paragraph.find(slot, is_list=is_list)
        if found is not None and found[1] not in self.used:
            self.used.append(found[1])
        return found

    def sentences(self) -> tuple[_Sentence, ...]:
        order = {id(s): i for i, s in enumerate(self.paragraph.sentences)}
        earlier = sorted(self.used, key=lambda s: order.get(id(s), -1))
        return (*earlier, self.sentence)

    def candidate(
        self,
        kind: str,
        params: dict[str, ParamValue],
        stated: _Item,
        index: int = 0,
        *,
        scale: Fraction = Fraction(1),
        note: str | None = None,
    ) -> _Candidate:
        if stated.percent:
            scale = scale * 100
        return _Candidate(kind, params, stated, index, self.sentences(), scale, note)


def _int(value: Fraction | None) -> int | None:
    if value is None or value.denominator != 1 or value < 0:
        return None
    return value.numerator


def _scalar(value: Fraction) -> ParamValue:
    return value.numerator if value.denominator == 1 else value


def _vector(values: Sequence[Fraction]) -> tuple[Scalar, ...]:
    return tuple(v.numerator if v.denominator == 1 else v for v in values)


def _fractions(item: _Item) -> tuple[Fraction, ...]:
    """An input's values, percentages as fractions of one ("fifty percent" → 1/2)."""
    return tuple(v / 100 for v in item.values) if item.percent else item.values


Relation = Callable[[_Sentence, _Paragraph, Mapping[str, list[_Item]]], list[_Candidate]]


def _results(results: Mapping[str, list[_Item]], slot: str) -> list[_Item]:
    return list(results.get(slot, ()))


def _discounted_return(
    s: _Sentence, par: _Paragraph, results: Mapping[str, list[_Item]]
) -> list[_Candidate]:
    out: list[_Candidate] = []
    for stated in _results(results, "return"):
        if stated.is_list:
            continue
        inp = _Inputs(s, par)
        cue = any(s.first(x) or s.first(x, is_list=True) for x in ("gamma", "steps", "reward"))
        if not (cue or "discount" in s.flags or "next_step" in s.flags or par.continuing):
            continue
        gamma = inp.get("gamma")
        if gamma is None:
            continue
        own_delay = s.first("steps") is not None or "next_step" in s.flags
        rewards = None if own_delay else inp.get("reward", is_list=True)
        if rewards is not None:
            params: dict[str, ParamValue] = {
                "rewards": _vector(rewards.values),
                "gamma": _scalar(gamma.value),
                "t": 0,
            }
            out.append(inp.candidate("discounted_return", params, stated))
            continue
        delay = _delay(s, inp)
        if delay is None:
            continue
        steps, reward = delay
        rewards_vec = (*([Fraction(0)] * steps), reward)
        out.append(
            inp.candidate(
                "discounted_return",
                {"rewards": _vector(rewards_vec), "gamma": _scalar(gamma.value), "t": 0},
                stated,
            )
        )
    return out


# issue 12 #6 (hardening, r12): "success one million steps later" built a
# million-item rewards vector (a hang; 1e308 steps raised OverflowError), and
# "a group of 99999999999999999999" made the calculator raise p to that power.
# A delay beyond MAX_DELAY_STEPS steps, or a count (group size, samples, k,
# index) beyond MAX_COUNT, is not read as a worked example.
MAX_DELAY_STEPS = 1000
MAX_COUNT = 10_000


def _delay(s: _Sentence, inp: _Inputs) -> tuple[int, Fraction] | None:
    """``(k, r)`` of "a reward r (or a success) k steps later", k ≤ :data:`MAX_DELAY_STEPS`."""
    if s.first("steps") is None and "next_step" in s.flags:
        steps: int | None = 1
        where = s
    else:
        found = inp.find("steps")
        if found is None:
            return None
        steps, where = _int(found[0].value), found[1]
    if steps is None or steps > MAX_DELAY_STEPS:  # issue 12 #6: bounded work
        return None
    reward = inp.get("reward")
    if reward is not None:
        return steps, reward.value
    if "success" in s.flags or "success" in where.flags:
        return steps, Fraction(1)
    return None


def _advantage(
    s: _Sentence, par: _Paragraph, results: Mapping[str, list[_Item]]
) -> list[_Candidate]:
    out: list[_Candidate] = []
    if s.first("reward", is_list=True) is not None:
        return out  # a group of rewards: GRPO's advantage, not return − baseline
    for stated in _results(results, "advantage"):
        if stated.is_list:
            continue
        inp = _Inputs(s, par)
        ret, base = inp.get("return"), inp.get("baseline")
        if ret is None or base is None or ret is stated or base is stated:
            continue
        params: dict[str, ParamValue] = {
            "return": _scalar(ret.value),
            "baseline": _scalar(base.value),
        }
        out.append(inp.candidate("advantage", params, stated))
    return out


def _grpo_index(
    s: _Sentence, stated: _Item, rewards: Sequence[Fraction], value: Fraction, prev_end: int
) -> tuple[int, str | None]:
    """Which response a stated advantage is about, from the words before it."""
    local = s.text[prev_end : stated.start]
    ordinals = [n for n in s.ordinals if prev_end <= n.start < stated.start]
    if ordinals and 1 <= ordinals[-1].value <= len(rewards):
        return int(ordinals[-1].value) - 1, None
    if _WRONG.search(local):
        return rewards.index(min(rewards)), None
    if _CORRECT.search(local):
        return rewards.index(max(rewards)), None
    mean = sum(rewards, Fraction(0)) / len(rewards)
    for i, r in enumerate(rewards):
        if (r > mean and value > 0) or (r < mean and value < 0) or (r == mean and value == 0):
            return i, "the narration does not say which response; taken from the stated sign"
    return 0, None


def _grpo(s: _Sentence, par: _Paragraph, results: Mapping[str, list[_Item]]) -> list[_Candidate]:
    out: list[_Candidate] = []
    inp0 = _Inputs(s, par)
    rewards_item = inp0.get("reward", is_list=True)
    if rewards_item is None:
        return out
    if s.first("return") is not None:
        return out  # return − baseline, not a group
    context = any("group" in x.flags or x.has("mean") or x.has("std") for x in (s, *par.sentences))
    rewards = rewards_item.values
    ddof = 1 if "sample_std" in s.flags else 0
    prev_end = 0
    for stated in _results(results, "advantage"):
        inp = _Inputs(s, par)
        inp.get("reward", is_list=True)
        if not context:
            break
        if stated.is_list and len(stated.values) == len(rewards):
            for i in range(len(rewards)):
                params: dict[str, ParamValue] = {
                    "rewards": _vector(rewards),
                    "index": i,
                    "ddof": ddof,
                    "eps": 0,
                }
                out.append(inp.candidate("grpo_advantage", params, stated, i))
        elif not stated.is_list:
            index, note = _grpo_index(s, stated, rewards, stated.value, prev_end)
            params = {"rewards": _vector(rewards), "index": index, "ddof": ddof, "eps": 0}
            out.append(inp.candidate("grpo_advantage", params, stated, note=note))
        prev_end = stated.end
    for slot, kind in (("mean", "group_mean"), ("std", "group_std")):
        for stated in _results(results, slot):
            if stated.is_list:
                continue
            inp = _Inputs(s, par)
            inp.get("reward", is_list=True)
            params = {"rewards": _vector(rewards), "ddof": ddof}
            out.append(inp.candidate(kind, params, stated))
    return out


def _softmax_index(s: _Sentence, stated: _Item, logits: Sequence[Fraction]) -> int | None:
    before = [n for n in s.ordinals if n.start < stated.start]
    if before and 1 <= before[-1].value <= len(logits):
        return int(before[-1].value) - 1
    if "largest" in s.flags:
        return logits.index(max(logits))
    if "smallest" in s.flags:
        return logits.index(min(logits))
    return None


def _softmax(s: _Sentence, par: _Paragraph, results: Mapping[str, list[_Item]]) -> list[_Candidate]:
    out: list[_Candidate] = []
    cue = s.first("logits", is_list=True) is not None or "softmax" in s.flags
    if not (cue or par.continuing):
        return out
    for stated in _results(results, "probs"):
        inp = _Inputs(s, par)
        logits_item = inp.get("logits", is_list=True)
        if logits_item is None:
            continue
        logits = logits_item.values
        temp = inp.get("temperature")
        temperature = temp.value if temp is not None and temp.value > 0 else Fraction(1)
        if stated.is_list:
            if len(stated.values) != len(logits):
                continue
            indices = list(range(len(logits)))
        else:
            index = _softmax_index(s, stated, logits)
            if index is None:
                continue
            indices = [index]
        for n, i in enumerate(indices):
            params: dict[str, ParamValue] = {
                "logits": _vector(logits),
                "temperature": _scalar(temperature),
                "index": i,
            }
            out.append(inp.candidate("softmax", params, stated, n if stated.is_list else 0))
    return out


def _probabilities(inp: _Inputs) -> tuple[Fraction, Fraction] | None:
    new, old = inp.get("new_prob"), inp.get("old_prob")
    if new is None or old is None or old.value == 0:
        return None
    return _fractions(new)[0], _fractions(old)[0]


def _ratio(s: _Sentence, par: _Paragraph, results: Mapping[str, list[_Item]]) -> list[_Candidate]:
    out: list[_Candidate] = []
    for stated in _results(results, "ratio"):
        if stated.is_list:
            continue
        inp = _Inputs(s, par)
        probs = _probabilities(inp)
        if probs is None:
            continue
        params: dict[str, ParamValue] = {
            "new_prob": _scalar(probs[0]),
            "old_prob": _scalar(probs[1]),
        }
        out.append(inp.candidate("probability_ratio", params, stated))
    return out


def _ratio_as_probs(rho: Fraction) -> tuple[Fraction, Fraction]:
    """Probabilities with ratio ``rho``, both in [0, 1] (the calculator takes probabilities)."""
    if rho <= 1:
        return rho, Fraction(1)
    den = -(-rho.numerator // rho.denominator)
    return rho / den, Fraction(1, den)


def _clipped(s: _Sentence, par: _Paragraph, results: Mapping[str, list[_Item]]) -> list[_Candidate]:
    out: list[_Candidate] = []
    for slot in ("clipped", "objective"):
        for stated in _results(results, slot):
            if stated.is_list:
                continue
            inp = _Inputs(s, par)
            eps = inp.get("epsilon")
            if eps is None:
                continue
            probs = _probabilities(inp)
            ratio_item = s.first("ratio")
            if ratio_item is not None and ratio_item is not stated:
                probs = _ratio_as_probs(ratio_item.value)
            elif probs is None:
                carried = inp.get("ratio")
                if carried is None:
                    continue
                probs = _ratio_as_probs(carried.value)
            rho = probs[0] / probs[1]
            note = None
            scale = Fraction(1)
            if slot == "objective":
                adv = inp.get("advantage")
                if adv is None:
                    continue
                advantage = adv.value
            else:
                # "the ratio is clipped to 1.2": clip(ρ) is the objective over A for A = ±1.
                advantage = Fraction(1) if rho >= 1 else Fraction(-1)
                scale = advantage
                note = f"clip(ρ) = L/A with A = {calc.format_number(advantage)}"
            params: dict[str, ParamValue] = {
                "new_prob": _scalar(probs[0]),
                "old_prob": _scalar(probs[1]),
                "epsilon": _scalar(eps.value),
                "advantage": _scalar(advantage),
            }
            out.append(inp.candidate("clipped_objective", params, stated, scale=scale, note=note))
    return out


def _pass_at_k(
    s: _Sentence, par: _Paragraph, results: Mapping[str, list[_Item]]
) -> list[_Candidate]:
    out: list[_Candidate] = []
    for stated in _results(results, "pass_at_k"):
        if stated.is_list:
            continue
        inp = _Inputs(s, par)
        metric = next(
            (
                kw
                for kw in reversed(s.keywords)
                if kw.slot == "pass_at_k" and kw.end <= stated.start
            ),
            None,
        )
        k = metric.k if metric is not None else None
        if k is None:
            k_item = inp.get("k")
            k = _int(k_item.value) if k_item else None
        n_item, c_item = inp.get("n"), inp.get("c")
        n = _int(n_item.value) if n_item else None
        c = _int(c_item.value) if c_item else None
        if n is None or c is None or k is None:
            continue
        out.append(inp.candidate("pass_at_k", {"n": n, "c": c, "k": k}, stated))
    return out


def _base(s: _Sentence) -> ParamValue:
    return 2 if "bits" in s.flags and "nats" not in s.flags else "e"


def _entropy(s: _Sentence, par: _Paragraph, results: Mapping[str, list[_Item]]) -> list[_Candidate]:
    out: list[_Candidate] = []
    for stated in _results(results, "entropy"):
        if stated.is_list:
            continue
        inp = _Inputs(s, par)
        probs = inp.get("probs", is_list=True)
        if probs is None:
            continue
        params: dict[str, ParamValue] = {"probs": _vector(_fractions(probs)), "base": _base(s)}
        out.append(inp.candidate("entropy", params, stated))
    return out


def _kl(s: _Sentence, par: _Paragraph, results: Mapping[str, list[_Item]]) -> list[_Candidate]:
    out: list[_Candidate] = []
    for stated in _results(results, "kl"):
        if stated.is_list:
            continue
        inp = _Inputs(s, par)
        p, q = inp.get("p", is_list=True), inp.get("q", is_list=True)
        if p is None or q is None or len(p.values) != len(q.values):
            continue
        params: dict[str, ParamValue] = {
            "p": _vector(_fractions(p)),
            "q": _vector(_fractions(q)),
            "base": _base(s),
        }
        out.append(inp.candidate("kl", params, stated))
    return out


def _mixed(s: _Sentence, par: _Paragraph, results: Mapping[str, list[_Item]]) -> list[_Candidate]:
    out: list[_Candidate] = []
    for stated in _results(results, "mixed"):
        if stated.is_list:
            continue
        inp = _Inputs(s, par)
        p = inp.get("p_success") or inp.get("probs")
        size_item = inp.get("group_size") or inp.get("n")
        size = _int(size_item.value) if size_item else None
        if p is None or size is None or p is stated:
            continue
        prob = _fractions(p)[0]
        params: dict[str, ParamValue] = {"p": _scalar(prob), "G": size}
        out.append(inp.candidate("mixed_group_probability", params, stated))
    return out


_RELATIONS: tuple[Relation, ...] = (
    _discounted_return,
    _advantage,
    _grpo,
    _softmax,
    _ratio,
    _clipped,
    _pass_at_k,
    _entropy,
    _kl,
    _mixed,
)
_RELATION_OF_KIND: Mapping[str, Relation] = {
    "discounted_return": _discounted_return,
    "advantage": _advantage,
    "grpo_advantage": _grpo,
    "group_mean": _grpo,
    "group_std": _grpo,
    "softmax": _softmax,
    "probability_ratio": _ratio,
    "clipped_objective": _clipped,
    "pass_at_k": _pass_at_k,
    "entropy": _entropy,
    "kl": _kl,
    "mixed_group_probability": _mixed,
}


def _continuation(s: _Sentence, par: _Paragraph) -> list[_Candidate]:
    """ "A return of point two gives negative point three." after an advantage example."""
    last = par.last
    if last is None or not s.unlabeled or s.labels.get(_RESULT_SLOT[last.kind]):
        return []
    inputs = [item for slot in _INPUT_SLOTS[last.kind] for item in s.labels.get(slot, ())]
    if not inputs:
        return []
    after = [u for u in s.unlabeled if u.start > min(i.start for i in inputs)]
    if len(after) != 1:
        return []
    # The previous example's own sentences provide the inputs this one does not restate.
    context = _Paragraph(list(last.sentences), None, continuing=True)
    found = _RELATION_OF_KIND[last.kind](s, context, {_RESULT_SLOT[last.kind]: after})
    return [c for c in found if c.kind == last.kind]


def _candidates(lesson: Lesson) -> Iterator[_Candidate]:
    # Every input and every stated result is a number of the paragraph, so a
    # paragraph without any number cannot hold an example: skip reading it.
    numeric = {
        s.paragraph
        for s in lesson.statements
        if any(n.role in (NumberRole.QUANTITY, NumberRole.COUNT_WORD) for n in s.numbers)
    }
    paragraph = _Paragraph()
    current: int | None = None
    for statement in lesson.statements:
        if statement.paragraph not in numeric:
            continue
        if statement.paragraph != current:
            paragraph = _Paragraph()
            current = statement.paragraph
        sentence = _read(statement)
        found: list[_Candidate] = []
        for relation in _RELATIONS:
            found.extend(relation(sentence, paragraph, sentence.labels))
        if not found:
            found = _continuation(sentence, paragraph)
        yield from sorted(found, key=lambda c: (c.stated.start, c.params.get("index", 0)))
        if found:
            paragraph.last = found[-1]
        paragraph.sentences.append(sentence)


# --- computing and judging -----------------------------------------------------------


def _stated_decimals(item: _Item, index: int) -> int | None:
    """Digits the narration gave: from the written digits ("0.50" → 2) or the value."""
    number = item.numbers[index] if index < len(item.numbers) else item.numbers[0]
    written = re.fullmatch(r"[-+−]?\d*\.(\d+)", number.text.strip())
    from_value = calc.decimal_places(number.value)
    if written and from_value is not None:
        return max(len(written.group(1)), from_value)
    return from_value


def _tolerance(item: _Item, index: int) -> Fraction:
    decimals = _stated_decimals(item, index)
    if decimals is None:
        return Fraction(1, 10**9)
    half = Fraction(1, 2 * 10**decimals)
    if decimals == 0 and not item.hedged and not item.percent:
        return Fraction(1, 200)  # "advantage is one" means 1.00, not anything that rounds to 1
    return half


def _group_stat(kind: str, params: Mapping[str, ParamValue]) -> tuple[Scalar, tuple[str, ...]]:
    rewards = params["rewards"]
    ddof = params["ddof"]
    assert isinstance(rewards, tuple) and isinstance(ddof, int)
    stats = calc.group_stats(rewards=rewards, ddof=ddof)
    steps = calc.compute(
        "grpo_advantage", {"rewards": rewards, "index": 0, "ddof": ddof, "eps": 0}
    ).steps
    if kind == "group_mean":
        return stats.mean, steps[:1]
    return stats.std, steps[:3]


def _compute(kind: str, params: Mapping[str, ParamValue]) -> tuple[Scalar, tuple[str, ...]]:
    if kind in CHECK_ONLY_KINDS:
        return _group_stat(kind, params)
    result = calc.compute(kind, params)
    return result.value, result.steps


def _example(candidate: _Candidate) -> WorkedExample | None:
    if any(isinstance(v, int) and abs(v) > MAX_COUNT for v in candidate.params.values()):
        return None  # issue 12 #6: bounded work (see MAX_COUNT)
    try:
        value, steps = _compute(candidate.kind, candidate.params)
        float(value)  # issue 12 #6: a result beyond a float's range is not an example
    except (ParameterError, OverflowError):
        return None  # not a computable example (e.g. a "gamma" above one)
    tolerance = _tolerance(candidate.stated, candidate.stated_index)
    stated = candidate.stated.values[candidate.stated_index]
    if isinstance(value, float):
        shown: Scalar = value * float(candidate.scale)
        ok = abs(shown - float(stated)) <= float(tolerance) + 1e-12
    else:
        exact = Fraction(value) * candidate.scale
        shown = exact
        ok = abs(exact - stated) <= tolerance
    extra = list(steps)
    if candidate.scale == 100:
        extra.append(f"in percent: {calc.format_number(shown)} %")
    elif candidate.note:
        extra.append(f"{candidate.note} = {calc.format_number(shown)}")
    statements = [s.statement for s in candidate.sentences]
    return WorkedExample(
        path=statements[0].source.path,
        line=statements[0].line,
        text=" ".join(st.text for st in statements),
        kind=candidate.kind,
        params=dict(candidate.params),
        stated=float(stated),
        computed=float(shown),
        ok=ok,
        unit="percent" if candidate.stated.percent else None,
        tolerance=float(tolerance),
        steps=tuple(extra),
        statement_ids=tuple(st.id for st in statements),
    )


def find_examples(lesson: Lesson) -> tuple[WorkedExample, ...]:
    """Find the worked examples a lesson's narration states and recompute them.

    Args:
        lesson: A parsed lesson (its statements carry their numbers).

    Returns:
        The examples in narration order, each with the stated and the computed
        value and whether they agree at the stated precision. A lesson without
        worked examples gives an empty tuple.
    """
    out: list[WorkedExample] = []
    seen: set[tuple[str, int, str, str]] = set()
    for candidate in _candidates(lesson):
        example = _example(candidate)
        if example is None:
            continue
        key = (
            example.kind,
            example.line,
            repr(sorted((k, str(v)) for k, v in example.params.items())),
            repr(example.stated),
        )
        if key not in seen:
            seen.add(key)
            out.append(example)
    return tuple(out)


@dataclass(frozen=True)
class LessonCheck:
    """One lesson and the worked examples ``check`` found in it."""

    lesson: Lesson
    examples: tuple[WorkedExample, ...]

    @property
    def ok(self) -> bool:
        """True when every example agrees (also when there is none)."""
        return all(e.ok for e in self.examples)


def check_lessons(lessons: Sequence[Lesson]) -> tuple[LessonCheck, ...]:
    """:func:`find_examples` for each lesson.

    Args:
        lessons: Parsed lessons.

    Returns:
        One :class:`LessonCheck` per lesson, in order.
    """
    return tuple(LessonCheck(lesson, find_examples(lesson)) for lesson in lessons)


def check_sources(paths: Sequence[Path]) -> tuple[LessonCheck, ...]:
    """Read lesson files or folders and check their worked examples.

    Args:
        paths: Lesson scripts or folders of them.

    Returns:
        One :class:`LessonCheck` per lesson.

    Raises:
        LessonError: When a path is missing or a file is not a lesson.
    """
    from generator.reader import read_sources

    return check_lessons(read_sources(paths))


def _shown(value: float, unit: str | None) -> str:
    number = round(value, 6) + 0.0
    text = calc.format_number(int(number) if number.is_integer() else number)
    return f"{text}%" if unit == "percent" else text


def format_checks(checks: Sequence[LessonCheck]) -> list[str]:
    """The report ``lessondeck check`` prints, as lines.

    Each example gets a header line (``path:line  kind  ✓`` or ``✗``), the
    sentence(s), and the stated and computed values with the parameters.

    Args:
        checks: The checked lessons.

    Returns:
        The lines, ending with a one-line summary.
    """
    lines: list[str] = []
    total = bad = 0
    for check in checks:
        if not check.examples:
            lines.append(f"{check.lesson.path}: no worked examples in the narration")
            continue
        for example in check.examples:
            total += 1
            bad += not example.ok
            mark = "✓" if example.ok else "✗"
            lines.append(f"{example.path}:{example.line}  {example.kind}  {mark}")
            lines.append(f"  {example.text}")
            hedge = f" (±{_shown(example.tolerance, example.unit)})"
            verdict = "agrees" if example.ok else "DISAGREES"
            lines.append(
                f"  stated {_shown(example.stated, example.unit)}{hedge} · computed "
                f"{_shown(example.computed, example.unit)} · {verdict}"
            )
            lines.append(f"  {calc.describe_params(example.params)}")
    lessons = len(checks)
    noun = "lesson" if lessons == 1 else "lessons"
    lines.append(
        f"{total} worked example{'s' if total != 1 else ''} in {lessons} {noun}: "
        f"{total - bad} agree, {bad} disagree"
    )
    return lines


# --- exercises from examples -----------------------------------------------------------


def _word(n: int) -> str:
    return _WORDS[n] if 0 <= n < len(_WORDS) else str(n)


def _ordinal(i: int) -> str:
    return _ORDINAL_WORDS[i] if 0 <= i < len(_ORDINAL_WORDS) else f"#{i + 1}"


def _num(value: ParamValue) -> str:
    return (
        calc.format_value(value).replace(",", ", ")
        if isinstance(value, tuple)
        else (calc.format_number(value) if not isinstance(value, str) else value)
    )


def _prompt(example: WorkedExample, precision: str) -> str:
    p = example.params
    kind = example.kind
    if kind == "discounted_return":
        rewards = p["rewards"]
        assert isinstance(rewards, tuple)
        if len(rewards) >= 1 and all(r == 0 for r in rewards[:-1]):
            later = len(rewards) - 1
            when = "on the next step" if later == 1 else f"{_word(later)} steps later"
            if later == 0:
                when = "immediately"
            return (
                f"γ = {_num(p['gamma'])}; the action's reward of {_num(rewards[-1])} arrives "
                f"{when}. Return \\(G_t\\) of the earlier action, {precision}?"
            )
        return (
            f"γ = {_num(p['gamma'])}; the rewards after the action are {_num(rewards)}. "
            f"Return \\(G_0 = \\sum_k \\gamma^k r_k\\), {precision}?"
        )
    if kind == "advantage":
        return (
            f"Observed return \\(G = {_num(p['return'])}\\), baseline "
            f"\\(b = {_num(p['baseline'])}\\). Advantage \\(A = G - b\\), {precision}?"
        )
    if kind in ("grpo_advantage", "group_mean", "group_std"):
        std = "sample" if p.get("ddof") == 1 else "population"
        head = f"Sibling responses to one prompt score {_num(p['rewards'])}."
        if kind == "group_mean":
            return f"{head} The group's mean reward, {precision}?"
        if kind == "group_std":
            return f"{head} The group's {std} standard deviation, {precision}?"
        index = p["index"]
        assert isinstance(index, int)
        return (
            f"{head} GRPO advantage \\((r_i - \\text{{mean}})/\\text{{std}}\\) "
            f"({std} std) of the {_ordinal(index)} response, {precision}?"
        )
    if kind == "softmax":
        index = p["index"]
        logits = p["logits"]
        assert isinstance(index, int) and isinstance(logits, tuple)
        temp = "" if p.get("temperature", 1) == 1 else f" at temperature {_num(p['temperature'])}"
        return (
            f"Logits {_num(logits)}{temp}. Softmax probability of the {_ordinal(index)} "
            f"(logit {_num(logits[index])}), as a probability {precision}?"
        )
    if kind == "probability_ratio":
        return (
            f"The current policy gives the stored action probability {_num(p['new_prob'])}; "
            f"the behavior probability was {_num(p['old_prob'])}. Probability ratio "
            f"\\(\\rho\\), {precision}?"
        )
    if kind == "clipped_objective":
        return (
            f"New probability {_num(p['new_prob'])}, old probability {_num(p['old_prob'])}, "
            f"\\(\\epsilon = {_num(p['epsilon'])}\\), advantage \\(A = {_num(p['advantage'])}\\). "
            "Clipped term "
            f"\\(\\min(\\rho A, \\mathrm{{clip}}(\\rho, 1-\\epsilon, 1+\\epsilon) A)\\), "
            f"{precision}?"
        )
    if kind == "pass_at_k":
        return (
            f"Of {_num(p['n'])} samples, {_num(p['c'])} are correct. Unbiased "
            f"pass@{_num(p['k'])} estimate, as a probability {precision}?"
        )
    if kind == "entropy":
        unit = "bits" if p.get("base") == 2 else "nats"
        return f"A policy's probabilities are {_num(p['probs'])}. Entropy in {unit}, {precision}?"
    if kind == "kl":
        unit = "bits" if p.get("base") == 2 else "nats"
        return (
            f"p = ({_num(p['p'])}), q = ({_num(p['q'])}). "
            f"\\(\\mathrm{{KL}}(p \\| q)\\) in {unit}, {precision}?"
        )
    if kind == "mixed_group_probability":
        return (
            f"Each sample passes with probability {_num(p['p'])}; a group has "
            f"{_num(p['G'])} samples. Chance the group is mixed (some pass, some fail), "
            f"{precision}?"
        )
    raise ParameterError(f"no exercise prompt for kind {kind!r}")


def _exercise_decimals(example: WorkedExample) -> int:
    decimals = calc.decimal_places(Fraction(example.stated).limit_denominator(10**9))
    if decimals is None:
        return 3
    if example.unit == "percent":
        return decimals + 2
    return max(decimals, 2)


def example_exercise(example: WorkedExample, lesson: Lesson, n: int | None = None) -> Exercise:
    """An exercise with the lesson's own numbers, asking for what the example states.

    The prompt gives the example's inputs in the lesson's terms and asks for
    the stated quantity without revealing it; the answer and worked steps come
    from the calculator. The id is ``"<lesson key>:<first statement id>:example:<n>"``.

    Args:
        example: A worked example found in ``lesson`` by :func:`find_examples`.
        lesson: The lesson it comes from.
        n: The number in the id. By default the example's position among the
            lesson's examples that start at the same sentence, so the id stays
            the same when examples elsewhere in the lesson are added or removed.

    Returns:
        The exercise, ``origin="lesson"``, its source the example's first sentence.
        A percentage is asked (and answered) as a probability.

    Raises:
        ParameterError: When the example's parameters are invalid for the calculator.
    """
    from generator.exercises import exercise_from_params, precision_phrase, tolerance_for

    decimals = _exercise_decimals(example)
    first_id = example.statement_ids[0] if example.statement_ids else f"line{example.line}"
    if n is None:
        same_start = [
            e
            for e in find_examples(lesson)
            if (e.statement_ids[:1] or (f"line{e.line}",))[0] == first_id
        ]
        n = next((i for i, e in enumerate(same_start) if e == example), len(same_start))
    ident = f"{lesson.key}:{first_id}:example:{n}"
    source = SourceSpan(example.path, example.line)
    prompt = _prompt(example, precision_phrase(decimals))
    if example.kind in CHECK_ONLY_KINDS:
        value, steps = _group_stat(example.kind, example.params)
        return Exercise(
            id=ident,
            kind=example.kind,
            params=dict(example.params),
            prompt=prompt,
            answer=float(value),
            tolerance=tolerance_for(decimals),
            steps=steps,
            source=source,
            origin="lesson",
            source_text=example.text,
        )
    return exercise_from_params(
        example.kind,
        example.params,
        prompt=prompt,
        source=source,
        id=ident,
        source_text=example.text,
        origin="lesson",
        decimals=decimals,
    )


def example_exercises(lesson: Lesson) -> tuple[Exercise, ...]:
    """:func:`example_exercise` for every worked example of a lesson.

    Args:
        lesson: The lesson.

    Returns:
        One exercise per example whose parameters the calculator accepts, in order.
    """
    out: list[Exercise] = []
    for example in find_examples(lesson):
        try:
            out.append(example_exercise(example, lesson))
        except ParameterError:
            continue
    return tuple(out)
