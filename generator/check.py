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
samples"), or a keyword named right after it ("the gap, point two, is the
advantage"); "the probability rose from X to Y" gives that slot an old and a
new value. Relations then look for a stated result and its inputs among the
slots: the result must be in the sentence itself; an input may come from an
earlier sentence of the same paragraph ("the same baseline"). A sentence that
states only a new input and an unlabelled number right after an example of
the same relation ("A return of point two gives negative point three.") is
read as that relation again. A result sentence that refers back ("So the
return is …", "Its advantage is …") takes its inputs from the sentences
before it, as "the critic expected point seven" (a baseline) and "the rollout
collected one" (a return) state them. Count words, names, ordinals and metric names
are never inputs, and a relation needs its cue words, so "reward zero while
eight tests passed" or "policy version twelve" make no example.

This module is the shared machinery: the vocabulary of slots (a kind may add
words of its own, :attr:`~generator.kinds.base.Kind.keywords`), the reading of
a sentence (:class:`Sentence`), the inputs carried over within a paragraph
(:class:`Paragraph`, :class:`Inputs`) and the judging. Each kind's
:meth:`~generator.kinds.base.Kind.relation` finds its own examples (the
discounted return, return − baseline, GRPO's advantage and a group's mean and
standard deviation, softmax, the ratio, clipping, pass@k, entropy, KL, the
mixed-group chance, the TD error, the value update and the KL-penalised reward;
GAE is not recognised).

Plain arithmetic any course does (said in words, a named difference or ratio,
a share of a count, a renormalisation, a relative change) is found by
:mod:`generator.arithmetic` and written formulas by :mod:`generator.equations`;
both give their operands explicitly, so a kind's reading of the same stated
result that a formula contradicts, or that disagrees where the spoken
arithmetic agrees, took its inputs from the wrong sentence and is dropped.
Inputs are carried only where they belong to the example: a hypothetical
with no number in its premise ("If every sibling got the same reward, …")
takes none, a bound ("at least one") or a count of things ("the two
extremes") is no stated value.

Agreement is judged at the stated precision: the computed value must lie
within half a unit of the last stated digit ("point eight one" → ±0.005,
"roughly eighty-four percent" → ±0.5 percentage points); a plain integer
("advantage is one") is taken as exact to two decimals (±0.005), unless
hedged ("about two" → ±0.5). Percentages are compared in percent.
"""

from __future__ import annotations

import importlib
import itertools
import math
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from generator import calc, mathexpr
from generator.errors import ParameterError
from generator.keywords import KeywordIndex
from generator.model import (
    Exercise,
    Lesson,
    Number,
    NumberRole,
    Origin,
    ParamValue,
    Scalar,
    SourceSpan,
    Statement,
    WorkedExample,
)
from generator.numbers import find_metrics, spoken_step
from generator.words import APPROXIMATORS, CARDINALS, other_instance, wordset

if TYPE_CHECKING:
    from generator.equations import EquationNote

__all__ = [
    "CORRECT",
    "WRONG",
    "Candidate",
    "Inputs",
    "Item",
    "Keyword",
    "LessonCheck",
    "Paragraph",
    "Sentence",
    "agrees",
    "as_int",
    "as_scalar",
    "as_vector",
    "check_lessons",
    "check_sources",
    "example_exercise",
    "example_exercises",
    "find_examples",
    "format_checks",
    "fractions_of",
    "number_slots",
]


# --- vocabulary --------------------------------------------------------------------

_PRE, _POST = "prefix", "postfix"


@dataclass(frozen=True)
class Keyword:
    """A word of the checker's vocabulary: numbers next to it belong to ``slot``.

    ``mode`` says where the number sits: after the keyword (``prefix``:
    "gamma point nine") or before it (``postfix``: "two steps later").
    """

    slot: str
    mode: str
    pattern: str

    @classmethod
    def prefix(cls, slot: str, pattern: str) -> Keyword:
        """A keyword followed by its number."""
        return cls(slot, _PRE, pattern)

    @classmethod
    def postfix(cls, slot: str, pattern: str) -> Keyword:
        """A keyword preceded by its number."""
        return cls(slot, _POST, pattern)


_KEYWORDS: tuple[Keyword, ...] = (
    # (not a power of it: "The squared discount is 0.25", "gamma squared is 0.81")
    Keyword.prefix(
        "gamma",
        r"(?<!squared\s)(?<!cubed\s)(?:\bgamma\b|γ|\bdiscount(?:\s+(?:factor|rate))?\b)"
        r"(?!\s+(?:squared|cubed))",
    ),
    Keyword.prefix("reward", r"\brewards?\b|\bscor(?:es?|ed|ing)\b"),
    Keyword.prefix(
        "return",
        r"\breturn(?:s|ed)?\b|\bg\s+(?:at\s+time\s+t|sub\s+t|of\s+t)\b"
        r"|\bdiscounted\s+(?:value|sum|reward)\b"
        # what an episode brought in: "the episode earned point six"
        r"|\b(?:earn(?:s|ed)?|collect(?:s|ed)?|accumulat(?:es|ed))\b",
    ),
    Keyword.prefix(
        "baseline",
        r"\bbaseline\b|\bexpected\s+(?:return|value)\b"
        r"|(?<![-\w])value(?:\s+(?:estimate|prediction))?\b"  # not a "p-value"
        r"|\bexpectation\b"
        # what a critic believed beforehand: "the critic expected", "the value head predicted"
        r"|\b(?:predict(?:s|ed)?|expect(?:s|ed)?|estimat(?:es|ed)|forecast(?:s|ed)?)\b",
    ),
    Keyword.prefix("advantage", r"\badvantages?\b"),
    Keyword.prefix("probs", r"\bprobabilit(?:y|ies)\b|\bdistribution\b"),
    Keyword.postfix(
        "n",
        r"\b(?:samples|attempts|completions|generations|rollouts|tries|responses|draws)\b",
    ),
    Keyword.postfix("c", r"\b(?:correct|pass(?:ed|es)?|succeed(?:ed)?|successful|right)\b"),
    Keyword.postfix(
        "steps",
        r"\bsteps?\s+(?:later|after(?:wards)?|away|ahead|on|into\s+the\s+future"
        r"|in\s+the\s+future|down\s+the\s+line)\b",
    ),
)


@cache
def _keyword_res() -> tuple[tuple[str, str, re.Pattern[str]], ...]:
    """The shared vocabulary and the kinds' own words, compiled."""
    from generator.kinds import REGISTRY

    words = (*_KEYWORDS, *(w for kind in REGISTRY.values() for w in kind.keywords))
    return tuple((w.slot, w.mode, re.compile(w.pattern, re.IGNORECASE)) for w in words)


# Words that mark a sentence without carrying a number.
_FLAGS: Mapping[str, re.Pattern[str]] = {
    name: re.compile(p, re.IGNORECASE)
    for name, p in {
        "success": r"\bsuccess(?:ful)?\b|\bsucceeds?\b|\bsolved?\b|\bpasses\b",
        "next_step": r"\b(?:the\s+)?next\s+step\b|\bone\s+step\s+later\b",
        "bits": r"\bbits?\b",
        "nats": r"\bnats?\b",
        # The sample variance divides by n − 1; the standard deviation said with it does too.
        "sample_std": r"\bsample\s+(?:standard\s+deviation|std|variance)\b|\bddof\s+(?:one|1)\b|"
        r"\bn\s*(?:-|−|minus)\s*(?:1|one)\b",
        "group": r"\bgrpo\b|\bgroups?\b|\bsiblings?\b|\bgroup[- ]relative\b",
        "softmax": r"\bsoftmax\b",
        "largest": r"\b(?:largest|highest|biggest|top|greatest)\b",
        "smallest": r"\b(?:smallest|lowest|least)\b",
        "discount": r"\bdiscount",
        # "If every sibling gets the same reward, the deviation is zero": a premise of its
        # own, without numbers, sets up a hypothetical that takes no earlier inputs.
        "hypothetical": r"^\W*(?:if|when|whenever|unless)\b[^,\d]*,",
        # A sentence that refers back to the ones before it states their result.
        "linked": r"^\W*(?:so|thus|hence|then|therefore|that|this|these|its|their|which|"
        r"altogether|overall|in\s+total|in\s+the\s+end|the\s+result)\b",
    }.items()
}


@cache
def _flag_index() -> KeywordIndex:
    """Which of the :data:`_FLAGS` patterns may match a sentence, from one pass over its words."""
    return KeywordIndex.kept(tuple(_FLAGS.values()))


def _flags(text: str) -> frozenset[str]:
    """The :data:`_FLAGS` whose pattern the text matches."""
    bits = _flag_index().mask(text)
    return frozenset(
        name for i, (name, p) in enumerate(_FLAGS.items()) if bits >> i & 1 and p.search(text)
    )


CORRECT = re.compile(
    r"\b(?:correct|successful|passing|passed|solved|right|winning|better)\b", re.IGNORECASE
)
WRONG = re.compile(
    r"\b(?:wrong|incorrect|failed|failing|unsuccessful|worse|losing)\b", re.IGNORECASE
)
_HEDGE = re.compile(rf"\b{APPROXIMATORS}\b|~|≈", re.IGNORECASE)
_AFTER_STEPS = re.compile(r"\b(?:after|in|within)\s+$", re.IGNORECASE)
_STEPS_NOUN = re.compile(r"^\s+steps?\b", re.IGNORECASE)
# Between a count word and its keyword only linking words may stand ("reward of one").
_TIGHT_PREFIX = re.compile(
    r"^(?:\s|[:=,(]|\b(?:of|is|was|are|were|equals?|equal\s+to|at|to|as|gets?|got|"
    r"becomes?|gives?|yields?|exactly|only|just|a|an|the)\b)*$",
    re.IGNORECASE,
)
_TIGHT_POSTFIX = re.compile(
    r"^[\s)\]-]*(?:(?:of\s+(?:them|those|these)|out\s+of\s+\w+)\s+)?"
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


# --- reading one sentence ----------------------------------------------------------


@dataclass(frozen=True)
class Item:
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
class KeywordMatch:
    slot: str
    mode: str
    start: int
    end: int
    k: int | None = None  # the parameter of a pass@k metric name


@dataclass
class Sentence:
    """One statement read into labelled slots.

    ``changes`` holds "<slot> rose from X to Y": the slot named before the
    change and its two values (the old and the new one).
    """

    statement: Statement
    labels: dict[str, list[Item]]
    unlabeled: list[Item]
    keywords: list[KeywordMatch]
    flags: frozenset[str]
    ordinals: tuple[Number, ...]
    changes: dict[str, tuple[Item, Item]] = field(default_factory=dict)

    @property
    def text(self) -> str:
        return self.statement.text

    def has(self, slot: str) -> bool:
        return any(k.slot == slot for k in self.keywords)

    def first(self, slot: str, *, is_list: bool = False) -> Item | None:
        for item in self.labels.get(slot, ()):
            if item.is_list == is_list:
                return item
        if slot == "probs" and is_list:
            # unnamed, a list of shares that sum to one is a distribution all the same:
            # "puts point nine on one choice and point one on another"
            return next((i for i in self.unlabeled if _distribution(i)), None)
        return None


_POINTS_BACK = re.compile(
    r"(?:(?:so|then|and)\s+)?(?:its|their|this|that|these|those)\b", re.IGNORECASE
)


def _distribution(item: Item) -> bool:
    """Is ``item`` a list of shares of one whole (each between 0 and 1, summing to 1)?"""
    return (
        item.is_list
        and not item.percent
        and all(0 < v < 1 for v in item.values)
        and sum(item.values) == 1
    )


INDEX_FILE = "check_keyword_index.json"
"""The keyword index of the checker's words, saved beside this module by
``python -m generator.keywords``."""


def indexed_patterns() -> tuple[re.Pattern[str], ...]:
    """The patterns of the checker's keyword index, in the order of its bits."""
    return tuple(pattern for _, _, pattern in _keyword_res())


@cache
def _keyword_index() -> KeywordIndex:
    return KeywordIndex.load(indexed_patterns(), Path(__file__).with_name(INDEX_FILE))


# --- literal strings a pattern needs ------------------------------------------------
# The index has no trigger word for a pattern that may match a letter inside a word or a
# symbol alone ("γ", "(?<![\w'’-])p"); such patterns are searched in every sentence unless
# a cheaper test rules them out: a string every match holds, looked for with ``in``.

_sre: Any = importlib.import_module("_sre")
_re_parser: Any = importlib.import_module("re._parser")
_CASE_EXTRAS: Mapping[int, tuple[int, ...]] = importlib.import_module("re._casefix")._EXTRA_CASES


def _lower(code: int) -> int:
    """The lower case ``re`` compares case-blind (``str.lower`` but for "İ")."""
    lowered: int = _sre.unicode_tolower(code)
    return lowered


def _literal_alternatives(seq: Any) -> list[str] | None:
    """Strings one of which every match of the sequence holds in its lower-cased text.

    The runs of literal characters at the sequence's own level are needed by every
    match; a letter that case-blind matching reads as another one too ("s" and "ſ")
    splits a run, and standing alone it needs any of its forms. A group is read the
    same way (each alternative of a group gives its strings). Of the candidates the one
    with the longest shortest string is kept; None: no candidate.
    """
    candidates: list[list[str]] = []
    run: list[str] = []
    for op, av in [*seq, (None, None)]:
        name = str(op)
        code = av if name == "LITERAL" else None
        if code is not None and _lower(code) not in _CASE_EXTRAS:
            run.append(chr(_lower(code)))
            continue
        if run:
            candidates.append(["".join(run)])
        run = []
        if code is not None:
            lowered = _lower(code)
            candidates.append([chr(c) for c in (lowered, *_CASE_EXTRAS[lowered])])
        elif name in ("SUBPATTERN", "BRANCH"):  # a group, or a choice read in place
            found = _branch_needs(list(av[3]) if name == "SUBPATTERN" else [(op, av)])
            if found is not None:
                candidates.append(found)
    if not candidates:
        return None
    return max(candidates, key=lambda c: (min(map(len, c)), -len(c)))


def _branch_needs(tree: list[Any]) -> list[str] | None:
    """:func:`_literal_alternatives` of a sequence that may be one choice of alternatives."""
    branch = len(tree) == 1 and str(tree[0][0]) == "BRANCH"
    needs: list[str] = []
    for alternative in tree[0][1][1] if branch else [tree]:
        found = _literal_alternatives(alternative)
        if found is None:
            return None
        needs.extend(found)
    return list(dict.fromkeys(needs))


def _literal_needs(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """Strings one of which the lower-cased text holds wherever ``pattern`` matches.

    Each alternative of the pattern gives its own (see :func:`_literal_alternatives`);
    None when one has none. The lower-cased text is ``str.lower`` of a text without
    "İ" (which lowers to two characters).
    """
    found = _branch_needs(list(_re_parser.parse(pattern.pattern, pattern.flags)))
    return None if found is None else tuple(found)


@cache
def _always_tests() -> tuple[tuple[int, tuple[str, ...]], ...]:
    """(bit, strings) for each pattern the index always searches that has needed strings."""
    index = _keyword_index()
    tests = []
    for i, (_, _, pattern) in enumerate(_keyword_res()):
        needs = _literal_needs(pattern) if index.always >> i & 1 else None
        if needs:
            tests.append((1 << i, needs))
    return tuple(tests)


def _find_keywords(text: str) -> list[KeywordMatch]:
    found: list[KeywordMatch] = []
    # Only the words a sentence has can match: one pass over them picks the patterns.
    bits = _keyword_index().mask(text)
    if "\u0130" not in text:
        lowered = text.lower()
        for bit, needs in _always_tests():
            if bits & bit and not any(need in lowered for need in needs):
                bits ^= bit
    words = _keyword_res()
    while bits:
        low = bits & -bits
        slot, mode, pattern = words[low.bit_length() - 1]
        found.extend(KeywordMatch(slot, mode, m.start(), m.end()) for m in pattern.finditer(text))
        bits ^= low
    for metric in find_metrics(text):
        if metric.metric.startswith("pass@"):
            found.append(KeywordMatch("pass_at_k", _PRE, metric.start, metric.end, metric.k))
    # Longest match first at each position; drop matches inside a kept one.
    found.sort(key=lambda k: (k.start, -(k.end - k.start)))
    kept: list[KeywordMatch] = []
    for kw in found:
        if kept and kw.start < kept[-1].end:
            continue
        kept.append(kw)
    return kept


# A whole number right before a plural noun counts things ("the two extremes", "two value
# functions"): like a count word, it is an input only right at its keyword.
_PLURAL_AFTER = re.compile(r"\s+(?:[a-z-]+\s+)?(?P<noun>[a-z-]{3,}s)\b")
_NOT_NOUNS = wordset(
    "is was has does gives makes means becomes yields goes comes equals seems remains stays "
    "falls rises drops grows shows looks lies sits gets puts sets less plus minus times "
    "thus this its always perhaps"
)


def _counts_things(text: str, number: Number) -> bool:
    if number.value.denominator != 1 or number.unit is not None or number.group is not None:
        return False
    m = _PLURAL_AFTER.match(text, number.end)
    return m is not None and m.group("noun").lower() not in _NOT_NOUNS


_OF_A_NUMBER = re.compile(
    rf"\s+(?:out\s+)?of\s+(?:the\s+|them\s+|those\s+)?(?:\d|(?:{'|'.join(sorted(CARDINALS))})\b)",
    re.IGNORECASE,
)


# "or" between the items of a list: values a quantity may take ("rewards of 0 or 1"), no
# values observed.
_OR = re.compile(r"^\s+or\s+$", re.IGNORECASE)
# Between a value and the same value said again: "three eighths, or point three seven five".
_RESTATED = re.compile(r"^\s*,?\s*(?:or|i\.e\.|that\s+is)\s+$", re.IGNORECASE)


def _alternatives(statement: Statement) -> frozenset[int]:
    """The groups of the statement's lists joined by "or" (possible values, no sample)."""
    numbers = statement.numbers
    return frozenset(
        a.group
        for a, b in itertools.pairwise(numbers)
        if a.group is not None and a.group == b.group and _OR.match(statement.text[a.end : b.start])
    )


def _items(statement: Statement) -> list[Item]:
    """Quantities (and count words) of a statement, lists grouped into one item; the values of
    a list joined by "or" are none."""
    items: list[Item] = []
    alternatives = _alternatives(statement)
    for number in statement.numbers:
        if number.role not in (NumberRole.QUANTITY, NumberRole.COUNT_WORD):
            continue
        if number.group is not None and number.group in alternatives:
            continue
        weak = number.role is NumberRole.COUNT_WORD or _counts_things(statement.text, number)
        # the list's last member so far, past count words said between ("point nine on one
        # choice and point one on another")
        k = len(items) - 1
        while k >= 0 and items[k].weak and items[k].numbers[-1].group is None:
            k -= 1
        last = items[k] if k >= 0 else None
        if (
            last is not None
            and number.group is not None
            and not _PER_OUTCOME.match(statement.text, last.numbers[-1].end)
            and not weak
            and last.numbers[-1].group == number.group
        ):
            if number.value == last.values[-1] and _RESTATED.match(
                statement.text[last.numbers[-1].end : number.start]
            ):
                continue  # "three eighths, or point three seven five": one value said twice
            items[k] = Item(
                (*last.values, number.value),
                (*last.numbers, number),
                last.start,
                number.end,
            )
        else:
            items.append(Item((number.value,), (number,), number.start, number.end, weak))
    return items


# A value given per outcome ("scored one for a pass and zero for a fail"): a rule, whose
# values are no list of observed rewards.
_PER_OUTCOME = re.compile(r"\s+(?:for|per)\s+(?:a|an|each|every)\s+[a-z-]+", re.IGNORECASE)

_OF_THE = re.compile(r"^\s+(?:out\s+)?of\s+(?:the\s+|them\s+|those\s+)?$", re.IGNORECASE)


def _count_of_samples(
    text: str, labels: dict[str, list[Item]], unlabeled: list[Item], keywords: list[KeywordMatch]
) -> None:
    """ "Eight of the ten samples pass": the count before "of the <n> samples" is ``c``.

    "1 of 4 is correct": the number right before the keyword is the whole, not the count
    correct; the count is the one before "of".
    """
    for c_item in list(labels.get("c", ())):
        whole = [
            i
            for i in unlabeled
            if i.end <= c_item.start and _OF_THE.fullmatch(text[i.end : c_item.start])
        ]
        if whole:
            unlabeled.remove(whole[-1])
            labels["c"] = [whole[-1]]
            if "n" not in labels:
                labels["n"] = [c_item]
            return
    for n_item in labels.get("n", ()):
        if "c" in labels or not any(k.slot == "c" and k.start >= n_item.end for k in keywords):
            continue
        for item in unlabeled:
            if item.end <= n_item.start and _OF_THE.fullmatch(text[item.end : n_item.start]):
                unlabeled.remove(item)
                labels["c"] = [item]
                break


# "the gap, point two, is the advantage": a number named by the keyword after it.
_NAMED_AFTER = re.compile(
    r"^\s*(?:(?P<comma>,)\s*)?(?:(?P<verb>is|was|are|were|makes?|gives?|equals?|becomes?)\s+)?"
    # the one word before the keyword qualifies it ("is the estimated advantage"); a
    # conjunction starts another clause ("four, and beta is …" names no value "beta")
    r"(?:(?:the|an?|our|its|their|this|that)\s+)?(?:(?!(?:and|but|or|so|while|whereas)\b)\w+\s+)?$",
    re.IGNORECASE,
)
# A finite verb right after a keyword (one word between at most: "the mean reward is"): the
# keyword is the subject of a clause of its own.
_SUBJECT_OF_VERB = re.compile(
    r"(?:\s+[a-z-]+)?\s+(?:is|are|was|were|equals?|comes?\s+to|becomes?|falls?|rises?|drops?)\b",
    re.IGNORECASE,
)
# "the old one", "the new one": "one" standing for a noun after an adjective.
_PRONOUN_ONE = re.compile(
    r"\b(?:new|old|current|behaviou?r|same|other|next|previous|later|earlier|better|worse|"
    r"best|worst|first|last|second|third|final|original|updated)\s+$"
    # a determiner and a modifier before a pronoun the reader marked so: "the clipped one is"
    r"|\b(?:the|this|that|each|every)\s+[a-z-]+\s+$",
    re.IGNORECASE,
)
_FROM = re.compile(r"\bfrom\s+$", re.IGNORECASE)
_TO = re.compile(r"\s+to\s+", re.IGNORECASE)
# A probability qualified by the policy named just before it ("the old policy gave it a
# probability of point five") belongs to that policy.
_QUALIFIED = {"probs": ("new_prob", "old_prob")}


def _named_after(text: str, item: Item, keywords: list[KeywordMatch]) -> str | None:
    """The slot of a prefix keyword that names ``item`` from after it ("…, is the advantage")."""
    for kw in keywords:
        if kw.start < item.end:
            continue
        m = _NAMED_AFTER.fullmatch(text[item.end : kw.start])
        if m and not m.group("verb") and _SUBJECT_OF_VERB.match(text, kw.end):
            return None  # "If the gaps are filled with zero, the group mean is …": the
            # keyword is the next clause's subject, not a name of the number before the comma
        if kw.mode == _PRE and m and (m.group("comma") or m.group("verb")):
            return kw.slot
        return None
    return None


_OBJECT_BETWEEN = re.compile(
    r"\b(?:has|have|had|was|were|is|are)?\s*\w+(?:ed|s)\s+(?:the|a|an|its|their|this|that)\s+\w+",
    re.IGNORECASE,
)


def _changes(
    text: str,
    items: list[Item],
    labels: dict[str, list[Item]],
    unlabeled: list[Item],
    keywords: list[KeywordMatch],
) -> dict[str, tuple[Item, Item]]:
    """ "The probability rose from X to Y": X and Y as the old and new value of that slot."""
    out: dict[str, tuple[Item, Item]] = {}
    for a, b in itertools.pairwise(items):
        if a.is_list or b.is_list or a.weak or b.weak:
            continue
        if not (_FROM.search(text[: a.start]) and _TO.fullmatch(text[a.end : b.start])):
            continue
        subject = [kw for kw in keywords if kw.end <= a.start and kw.mode == _PRE]
        if not subject:
            continue
        if _OBJECT_BETWEEN.search(text, subject[-1].end, a.start):
            # "Halving the temperature has moved the top token from X to Y": what changed
            # is the verb's object, not the keyword before it.
            continue
        slot = subject[-1].slot
        for item in (a, b):
            for found in labels.values():
                if item in found:
                    found.remove(item)
            if item in unlabeled:
                unlabeled.remove(item)
        out[slot] = (a, b)
    for slot in [k for k, v in labels.items() if not v]:
        del labels[slot]
    return out


# Arithmetic written around a number: an operand of a written expression is the
# equation checker's, not a value a keyword names ("the mean is (70 + 74 + 78)/3 = 74").
# A function of the math ("\\ln 2", "0.9 \\ln 0.9") makes its argument and its factor operands.
_OPERATOR_AFTER = re.compile(
    r"\s*\)?\s*(?:[+×*/^·÷]|\\(?:times|cdot|ln|log|exp|sqrt)\b|[-−]\s*[\d.(])"
)
_OPERATOR_BEFORE = re.compile(
    r"(?:[+×*/^·÷]|\\(?:times|cdot)|\\(?:ln|log|exp|sqrt)(?:_\{?\w+\}?)?|[\d)]\s*[-−]"
    # a fraction's numerator or denominator: "\\frac{1 + 2 + 0}{3} = 1" (set 350)
    r"|\\frac\s*|\}\s*(?=\{))"
    r"\s*[({]?\s*$"
)
# A keyword inside a phrase that modifies another noun ("the deviations from the mean are …",
# "the gradient with respect to this ratio is 0") does not name the value the clause goes on
# to give; nor does one after "by" ("Ranked by mean, A is ahead by one half": a criterion).
_MODIFYING_PHRASE = re.compile(
    r"\b(?:from|than|above|below|around|about|over|under|by|relative\s+to|with\s+respect\s+to|"
    r"compared\s+(?:to|with)|versus|against|beyond|toward|towards)\s+"
    r"(?:(?:the|a|an|its|their|our|this|that|these|those|each|every)\s+)?$",
    re.IGNORECASE,
)


# The same arithmetic said in words: "six minus four, which is two".
_NUMBER_WORD = rf"(?:\d[\d.,]*|{'|'.join(sorted(CARDINALS))}|\w+teen|point)"
# ("four over eight": a fraction said aloud, whose parts name no value of their own)
_SPOKEN_OPERATOR = r"(?:minus|plus|times|divided\s+by|multiplied\s+by|over)"
_SPOKEN_AFTER = re.compile(rf",?\s+{_SPOKEN_OPERATOR}\s+{_NUMBER_WORD}\b", re.IGNORECASE)
_SPOKEN_BEFORE = re.compile(
    rf"\b{_NUMBER_WORD}\s+{_SPOKEN_OPERATOR}\s+(?:negative\s+|minus\s+)?$", re.IGNORECASE
)


# "at least one of k attempts", "more than 3 samples", "a ratio already past 1.2": a bound,
# not a value of the example.
_BOUND = re.compile(
    r"\b(?:at\s+(?:least|most)|(?:more|fewer|less|greater|higher|lower|larger|smaller)\s+than|"
    r"up\s+to|no\s+more\s+than|past|above|below|beyond|exceeding)"
    r"\s+$",
    re.IGNORECASE,
)


def _operand(text: str, item: Item) -> bool:
    """Does the number sit inside written or spoken arithmetic as an operand (not after ``=``)?"""
    before = text[: item.start]
    return bool(
        _OPERATOR_AFTER.match(text, item.end)
        or _OPERATOR_BEFORE.search(before)
        or _SPOKEN_AFTER.match(text, item.end)
        or _SPOKEN_BEFORE.search(before)
    )


_CLAUSE_BREAK = re.compile(r"[,;]")
_DECIMALS = re.compile(r"[-+−]?\d*\.(\d+)")  # the written decimals of a number


def _read(statement: Statement) -> Sentence:
    """Label every number of a sentence with the keyword it belongs to."""
    text = statement.text
    keywords = _find_keywords(text)
    labels: dict[str, list[Item]] = {}
    unlabeled: list[Item] = []
    used: set[int] = set()  # keywords already taken as a postfix
    seen: list[Item] = []
    last_end = 0
    last_label: str | None = None
    for raw in _items(statement):
        hedge_window = text[max(last_end, raw.start - 40) : raw.start]
        item = replace(raw, hedged=bool(_HEDGE.search(hedge_window)))
        if not item.is_list and (_operand(text, item) or _BOUND.search(text, 0, item.start)):
            continue  # an operand of written arithmetic, or a bound ("at least one")
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
                if kw.mode != _POST
                and i not in used
                and last_end <= kw.end <= item.start
                and not _MODIFYING_PHRASE.search(text[: kw.start])
            ]
            tight = bool(before) and _TIGHT_PREFIX.fullmatch(text[before[-1][1].end : item.start])
            after = None if tight or item.weak else _named_after(text, item, keywords)
            if after is not None:
                slot = after
            elif before and _OF_A_NUMBER.match(text, item.end):
                pass  # "pass@1 …: 3 of the 5 are correct": a count of a count, not pass@1
            elif before:
                _, kw = before[-1]
                gap = text[kw.end : item.start]
                if _FROM.search(gap) and _OBJECT_BETWEEN.search(gap):
                    pass  # "the temperature has moved the top token from …": the object's
                elif not item.weak or _TIGHT_PREFIX.fullmatch(gap):
                    slot = kw.slot
                    qualified = [k for _, k in before[:-1] if k.slot in _QUALIFIED.get(slot, ())]
                    if qualified and not _CLAUSE_BREAK.search(text[qualified[-1].end : kw.start]):
                        slot = qualified[-1].slot
        if (
            slot is None
            and not item.weak
            and last_label in _PARALLEL_SLOTS
            and not any(last_end <= kw.start < item.start for kw in keywords)
            and (
                _PARALLEL.search(text[last_end : item.start])
                or CORRECT.search(text[last_end : item.start])
                or WRONG.search(text[last_end : item.start])
            )
        ):
            slot = last_label
        if (
            item.weak
            and _PRONOUN_ONE.search(text[: item.start])
            and (item.numbers[0].text.lower() == "one")
        ):
            continue  # "the old one assigned …": the pronoun, not a number
        seen.append(item)
        if slot is None and item.weak:
            continue  # "one sampled action": not a quantity of any example
        if slot is None:
            unlabeled.append(item)
        else:
            labels.setdefault(slot, []).append(item)
        last_end = item.end
        last_label = slot
    _count_of_samples(text, labels, unlabeled, keywords)
    changes = _changes(text, seen, labels, unlabeled, keywords)
    flags = _flags(text)
    ordinals = tuple(n for n in statement.numbers if n.role is NumberRole.ORDINAL)
    return Sentence(statement, labels, unlabeled, keywords, flags, ordinals, changes)


def number_slots(statement: Statement) -> dict[int, str]:
    """The slot each number of a statement is read into, by the number's start offset.

    Numbers no keyword names are left out. Plain arithmetic uses it to tell two
    numbers of one kind ("scores two point five and one point five") from two of
    different kinds ("scores three with a KL of twelve").
    """
    sentence = _read(statement)
    return {
        number.start: slot
        for slot, items in sentence.labels.items()
        for item in items
        for number in item.numbers
    }


# --- candidates --------------------------------------------------------------------


@dataclass(frozen=True)
class Candidate:
    """An example found, before it is computed."""

    kind: str
    params: dict[str, ParamValue]
    stated: Item
    stated_index: int  # which value of ``stated`` (a list states several)
    sentences: tuple[Sentence, ...]
    scale: Fraction = Fraction(1)  # computed shown = calculator value · scale
    note: str | None = None


@dataclass
class Paragraph:
    """What earlier sentences of the paragraph said, for inputs carried over."""

    sentences: list[Sentence] = field(default_factory=list)
    last: Candidate | None = None
    continuing: bool = False  # reading "the same relation again" (see _continuation)

    def find(self, slot: str, *, is_list: bool = False) -> tuple[Item, Sentence] | None:
        for sentence in reversed(self.sentences):
            items = [i for i in sentence.labels.get(slot, ()) if i.is_list == is_list]
            if items:
                return items[-1], sentence
            if is_list and any(i.is_list for i in sentence.unlabeled):
                # "A receives scores of 2, 4, 2 and 4. … B receives 2.4, 2.6, 2.4 and 2.6.
                # Its mean is 2.5": a later list, named or not, is the one the next
                # sentence speaks of.
                return None
        return None


def _premise_without_numbers(sentence: Sentence) -> bool:
    """The premise before the first comma states no number of its own."""
    comma = sentence.text.find(",")
    return not any(
        n.start < comma for n in sentence.statement.numbers if n.role is not NumberRole.ORDINAL
    )


class Inputs:
    """The inputs of one candidate: from its sentence first, else carried over."""

    def __init__(self, sentence: Sentence, paragraph: Paragraph) -> None:
        self.sentence = sentence
        self.paragraph = paragraph
        self.used: list[Sentence] = []

    def get(self, slot: str, *, is_list: bool = False) -> Item | None:
        """The item for ``slot`` (see :meth:`find`)."""
        found = self.find(slot, is_list=is_list)
        return found[0] if found else None

    def scalars(self, **slots: str | tuple[str, ...]) -> dict[str, ParamValue] | None:
        """Scalar parameters read from slots, or None when one is missing.

        ``reward="reward"`` reads the parameter ``reward`` from the slot of that
        name; a tuple of slots takes the first that holds a number.
        """
        out: dict[str, ParamValue] = {}
        for name, wanted in slots.items():
            for slot in (wanted,) if isinstance(wanted, str) else wanted:
                item = self.get(slot)
                if item is not None:
                    out[name] = as_scalar(item.value)
                    break
            else:
                return None
        return out

    def find(self, slot: str, *, is_list: bool = False) -> tuple[Item, Sentence] | None:
        """The item for ``slot`` and the sentence that states it, marking that sentence used."""
        item = self.sentence.first(slot, is_list=is_list)
        if item is not None:
            return item, self.sentence
        if "hypothetical" in self.sentence.flags and _premise_without_numbers(self.sentence):
            return None
        found = self.paragraph.find(slot, is_list=is_list)
        if found is None and self.paragraph.sentences and _POINTS_BACK.match(self.sentence.text):
            # "… puts point nine on one choice and point one on another. Its entropy is …":
            # an unnamed distribution (:meth:`Sentence.first`), of the sentence right before
            # and only for one that speaks of it ("A position split evenly …" has its own)
            before = self.paragraph.sentences[-1]
            shares = before.first(slot, is_list=is_list) if slot == "probs" else None
            found = (shares, before) if shares is not None else None
        if found is not None and other_instance(found[1].text, self.sentence.text):
            # "Solution B has 3 steps, scored 0.95, 0.6 and 0.95. For A, the mean is 0.9": the
            # values of one instance, and a result said of another
            return None
        if found is not None and found[1] not in self.used:
            self.used.append(found[1])
        return found

    def sentences(self) -> tuple[Sentence, ...]:
        order = {id(s): i for i, s in enumerate(self.paragraph.sentences)}
        earlier = sorted(self.used, key=lambda s: order.get(id(s), -1))
        return (*earlier, self.sentence)

    def candidate(
        self,
        kind: str,
        params: dict[str, ParamValue],
        stated: Item,
        index: int = 0,
        *,
        scale: Fraction = Fraction(1),
        note: str | None = None,
    ) -> Candidate:
        if stated.percent:
            scale = scale * 100
        return Candidate(kind, params, stated, index, self.sentences(), scale, note)


def as_int(value: Fraction | None) -> int | None:
    if value is None or value.denominator != 1 or value < 0:
        return None
    return value.numerator


def as_scalar(value: Fraction) -> ParamValue:
    return value.numerator if value.denominator == 1 else value


def as_vector(values: Sequence[Fraction]) -> tuple[Scalar, ...]:
    return tuple(v.numerator if v.denominator == 1 else v for v in values)


def fractions_of(item: Item) -> tuple[Fraction, ...]:
    """An input's values, percentages as fractions of one ("fifty percent" → 1/2)."""
    return tuple(v / 100 for v in item.values) if item.percent else item.values


_GIVES = re.compile(
    r"\b(?:gives?|gave|yields?|makes?|means?|leads?\s+to|produces?|becomes?|become|"
    r"results?\s+in|turns?\s+into|comes?\s+to|is|are|was|were)\b|→|->",
    re.IGNORECASE,
)


def _continuation(s: Sentence, par: Paragraph) -> list[Candidate]:
    """ "A return of point two gives negative point three." after an advantage example."""
    from generator.kinds import REGISTRY

    last = par.last
    kind = REGISTRY[last.kind] if last is not None else None
    if last is None or kind is None or kind.result_slot is None:
        return []
    if not s.unlabeled or s.labels.get(kind.result_slot):
        return []
    inputs = [item for slot in kind.input_slots for item in s.labels.get(slot, ())]
    if not inputs:
        return []
    after = [u for u in s.unlabeled if u.start > min(i.start for i in inputs)]
    if len(after) != 1:
        return []
    # The new result follows its input through a verb ("gives", "they become"), not a
    # preposition ("an estimate of point four after four pulls").
    last_input = max(
        (i for i in inputs if i.end <= after[0].start), key=lambda i: i.end, default=None
    )
    gap = s.text[last_input.end : after[0].start] if last_input is not None else ""
    if last_input is None or not _GIVES.search(gap) or len(gap.split()) > 5 or ";" in gap:
        return []
    # The previous example's own sentences provide the inputs this one does not restate.
    context = Paragraph(list(last.sentences), None, continuing=True)
    found = kind.relation(s, context, {kind.result_slot: after})
    return [c for c in found if c.kind == last.kind]


# An operator and its next operand right after a number: the number opens an expression.
_OPERAND_AFTER = re.compile(r"\s*(?:[-−+×*/^]|\\times\b|\\cdot\b)\s*[\w\\({]")
_MAY_BE = re.compile(
    rf"\b(?:might|could|may)\s+(?:[a-z]+\s+){{0,2}}(?:{APPROXIMATORS}\s+)?$", re.IGNORECASE
)


def _candidates(lesson: Lesson) -> Iterator[Candidate]:
    from generator.kinds import REGISTRY

    # Every input and every stated result is a number of the paragraph, so a
    # paragraph without any number cannot hold an example: skip reading it.
    numeric = {
        s.paragraph
        for s in lesson.statements
        if any(n.role in (NumberRole.QUANTITY, NumberRole.COUNT_WORD) for n in s.numbers)
    }
    paragraph = Paragraph()
    current: int | None = None
    for statement in lesson.statements:
        if statement.paragraph not in numeric:
            continue
        if statement.paragraph != current:
            paragraph = Paragraph()
            current = statement.paragraph
        sentence = _read(statement)
        found: list[Candidate] = []
        for kind in REGISTRY.values():
            found.extend(kind.relation(sentence, paragraph, sentence.labels))
        if not found:
            found = _continuation(sentence, paragraph)
        # "… a different set of three prompts might average point eight": a value that may
        # be, of something else, is no result of the inputs before it
        # nor is the first operand of an expression written on after it ("… is mixed with
        # probability \(1 - p^{8} - (1-p)^{8}\)": a formula, its 1 no value of its own)
        found = [
            c
            for c in found
            if not _MAY_BE.search(statement.text, max(0, c.stated.start - 40), c.stated.start)
            and not _OPERAND_AFTER.match(statement.text, c.stated.end)
        ]
        yield from sorted(found, key=lambda c: (c.stated.start, c.params.get("index", 0)))
        if found:
            paragraph.last = found[-1]
        paragraph.sentences.append(sentence)


# --- computing and judging -----------------------------------------------------------


def _stated_number(item: Item, index: int) -> Number:
    """The number the narration said for the item's value at ``index``."""
    return item.numbers[index] if index < len(item.numbers) else item.numbers[0]


def _stated_decimals(item: Item, index: int) -> int | None:
    """Digits the narration gave: from the written digits ("0.50" → 2) or the value."""
    number = _stated_number(item, index)
    written = _DECIMALS.fullmatch(number.text.strip())
    from_value = calc.decimal_places(number.value)
    if written and from_value is not None:
        return max(len(written.group(1)), from_value)
    return from_value


def _tolerance(item: Item, index: int) -> Fraction:
    decimals = _stated_decimals(item, index)
    if decimals is None:
        return Fraction(1, 10**9)
    half = Fraction(1, 2 * 10**decimals)
    if decimals == 0 and not item.hedged and not item.percent:
        return Fraction(1, 200)  # "advantage is one" means 1.00, not anything that rounds to 1
    step = spoken_step(_stated_number(item, index).text)
    return half if step is None else max(half, step / 2)  # "roughly thirty-eight and a half"


def _example(candidate: Candidate) -> WorkedExample | None:
    try:
        result = calc.compute(candidate.kind, candidate.params)
    except ParameterError:
        return None  # not a computable example (e.g. a "gamma" above one)
    value, steps = result.value, result.steps
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


def agrees(candidate: Candidate) -> bool | None:
    """Whether a candidate's computed value agrees with what it states (None: not computable).

    A kind with two readings of an input uses it to prefer the one the narration agrees with.
    """
    example = _example(candidate)
    return None if example is None else example.ok


def find_examples(lesson: Lesson) -> tuple[WorkedExample, ...]:
    """Find the worked examples a lesson's narration states and recompute them.

    Spoken examples (read from the sentences' slots) and written equations
    (:mod:`generator.equations`) together.

    Args:
        lesson: A parsed lesson (its statements carry their numbers).

    Returns:
        The examples in narration order, each with the stated and the computed
        value and whether they agree at the stated precision. A lesson without
        worked examples gives an empty tuple.
    """
    # Composing a lesson asks twice (its exercise cards, and which kinds it teaches for
    # practice), a worksheet once more per version: the last answer is kept for the
    # same (frozen) lesson object.
    global _last_found
    last = _last_found
    if last is not None and last[0] is lesson:
        return last[1]
    found = _find(lesson)[0]
    _last_found = (lesson, found)
    return found


_last_found: tuple[Lesson, tuple[WorkedExample, ...]] | None = None


def _find(lesson: Lesson) -> tuple[tuple[WorkedExample, ...], tuple[EquationNote, ...]]:
    from generator.arithmetic import find_arithmetic, find_carried, find_derived, find_worked_on
    from generator.equations import find_equations

    spoken = _spoken_examples(lesson)
    written, notes = find_equations(lesson)
    arithmetic = find_arithmetic(lesson)
    # A written formula gives its operands explicitly: a reading of the same stated result
    # by a kind's slots that computes another value misread the sentence (its inputs came
    # from elsewhere), and is dropped. So is one that disagrees where arithmetic said in
    # words ("six minus four, which is two") agrees.
    formulas: dict[tuple[str, float], list[float]] = {}
    for e in written:
        formulas.setdefault(_result_key(e), []).append(e.computed)
    agreeing = {_result_key(e) for e in arithmetic if e.ok}
    spoken = tuple(
        e
        for e in spoken
        if (
            _result_key(e) not in formulas
            or any(abs(c - e.computed) < 1e-9 for c in formulas[_result_key(e)])
        )
        and (e.ok or _result_key(e) not in agreeing)
    )
    # Plain arithmetic (said in words, a named difference, a share, a renormalisation) only
    # where no kind or formula already states that result.
    stated = {_result_key(e) for e in (*spoken, *written)}
    plain = tuple(e for e in arithmetic if _result_key(e) not in stated)
    # Last, a result said after its inputs with no operation named, where nothing else
    # reads that result (it can only agree, so it never hides another reading's ✗).
    taken = stated | {_result_key(e) for e in plain}
    # What the next sentence works out from one of them ("one minus that"), from the value
    # the example really comes to: before the derived readings, which would read it from
    # the stated value (and so agree with a slip carried on).
    read = (*spoken, *written, *plain)
    carried = tuple(e for e in find_carried(lesson, read) if _result_key(e) not in taken)
    taken |= {_result_key(e) for e in carried}
    derived = tuple(e for e in find_derived(lesson) if _result_key(e) not in taken)
    found = (*read, *derived)
    taken |= {_result_key(e) for e in derived}
    # (… and what is worked out from a derived result)
    more = tuple(e for e in find_carried(lesson, derived) if _result_key(e) not in taken)
    carried = (*carried, *more)
    taken |= {_result_key(e) for e in more}
    # A formula worked out on the next line: its ✗ stands beside the next line's own ✓ (the
    # slip is the step between them); agreeing, it adds nothing a reading has not said.
    across = tuple(e for e in find_worked_on(lesson) if not e.ok or _result_key(e) not in taken)
    carried = (*carried, *across)
    order = {s.id: i for i, s in enumerate(lesson.statements)}
    if not written and not plain and not derived and not carried:
        return _with_unrounded_inputs(spoken, order), notes

    # sorted is stable: each group keeps its order
    explicit = {id(e) for e in written if _written_out(e)}
    merged = sorted(
        (e for e in (*found, *carried) if id(e) in explicit or _plausible(e)),
        key=lambda e: _sentence_index(e, order),
    )
    return _with_unrounded_inputs(tuple(merged), order), notes


def _sentence_index(example: WorkedExample, order: Mapping[str, int], end: int = 0) -> int:
    """Where in the lesson (``order``: statement id → index) the example's first sentence
    (``end`` 0) or last one (``end`` -1) stands; -1 for an example with no sentence."""
    return order.get(example.statement_ids[end], -1) if example.statement_ids else -1


UNROUNDED_REACH = 6
"""How many sentences before a result's own an earlier example's rounded result may be
said for :func:`_with_unrounded_inputs` to read it as that example's unrounded value."""


def _with_unrounded_inputs(
    examples: tuple[WorkedExample, ...], order: Mapping[str, int]
) -> tuple[WorkedExample, ...]:
    """The examples, a ✗ worked out from an earlier example's rounded result turned ✓ when
    that example's unrounded value gives the stated result: "The standard deviation is the
    square root of that, about one point six. … Multiplying one point six by the square
    root of two gives about two point two" (√2.5 × √2 ≈ 2.24, where 1.6 × √2 ≈ 2.26). A
    narrator rounds a result to say it, not to work on with it. Only a formula's operands
    (``kind`` ``equation``) are read again, each number equal to the rounded result of an
    agreeing example said at most :data:`UNROUNDED_REACH` sentences before; a result
    that neither reading gives stays a ✗."""
    if all(e.ok for e in examples):
        return examples

    # the agreeing examples that rounded their result, by the sentence that states it
    ending: dict[int, list[WorkedExample]] = {}
    for e in examples:
        if e.ok and e.unit is None and e.stated != e.computed:
            ending.setdefault(_sentence_index(e, order, -1), []).append(e)
    out = list(examples)
    for k, example in enumerate(examples):
        expression = example.params.get("expression")
        if (
            example.ok
            or example.kind != "equation"
            or example.unit is not None
            or not isinstance(expression, str)
        ):
            continue
        start, end = _sentence_index(example, order), _sentence_index(example, order, -1)
        rounded = {
            Fraction(e.stated).limit_denominator(10**9): e
            for i in range(start - UNROUNDED_REACH, start + 1)
            for e in ending.get(i, ())
            if i < end
        }
        if not rounded:
            continue
        try:
            chain = mathexpr.parse_chain(expression)
            if len(chain.terms) != 1 or chain.terms[0] is None:
                continue
            node, used = _unrounded(chain.terms[0], rounded)
            value = float(mathexpr.evaluate(node)) if used else None
        except (mathexpr.MathError, OverflowError, ValueError, ZeroDivisionError):
            continue
        if value is None or abs(value - example.stated) > example.tolerance + 1e-12:
            continue
        lines = ", ".join(str(line) for line in sorted({e.line for e in used}))
        note = f"{mathexpr.show(node)} = {calc.format_number(value)}"
        out[k] = replace(
            example,
            computed=value,
            ok=True,
            steps=(
                *example.steps,
                f"with the unrounded result of line {lines}: {note}",
            ),
        )
    return tuple(out)


def _unrounded(
    node: mathexpr.Expr, rounded: Mapping[Fraction, WorkedExample]
) -> tuple[mathexpr.Expr, list[WorkedExample]]:
    """``node`` with each number that is a key of ``rounded`` replaced by that example's
    computed value, and the examples whose values it took (none: ``node`` as it was)."""
    found: list[WorkedExample] = []

    def walk(n: mathexpr.Expr) -> mathexpr.Expr:
        if isinstance(n, mathexpr.Num):
            example = rounded.get(n.value)
            if example is None:
                return n
            found.append(example)
            exact = Fraction(example.computed)
            return mathexpr.Num(exact, calc.format_number(example.computed))
        if isinstance(n, mathexpr.Neg | mathexpr.Sqrt):
            return replace(n, arg=walk(n.arg))
        if isinstance(n, mathexpr.Func):
            return replace(n, arg=walk(n.arg))
        if isinstance(n, mathexpr.Bin):
            return replace(n, left=walk(n.left), right=walk(n.right))
        if isinstance(n, mathexpr.Extreme):
            return replace(n, args=tuple(walk(a) for a in n.args))
        return n

    return walk(node), found


# The commands of plain arithmetic in a written expression (what is left once they are gone
# has no letter when the expression is numbers alone).
_ARITHMETIC_COMMANDS = re.compile(r"\\(?:d?t?frac|times|cdot|div|sqrt|left|right)\b")


def _written_out(example: WorkedExample) -> bool:
    """Is the example a written chain of numbers alone, in one sentence ("\\(0.998^{2000}
    \\approx 0.135\\)")? Its reading cannot be another quantity's, so a value off by any
    factor is a slip (0.135 is 0.998¹⁰⁰⁰: an exponent halved, beyond the powers
    :func:`_plausible` tries). A value said in the next sentence is not so tied ("We compute
    \\(0.2 \\times 5\\) and then add 3 to it. That comes to 4.")."""
    expression = str(example.params.get("expression", ""))
    return (
        example.kind == "equation"
        and len(example.statement_ids) == 1
        and "bindings" not in example.params
        and not re.search(r"[A-Za-z]", _ARITHMETIC_COMMANDS.sub("", expression))
    )


_SLIP_RATIO = 3.0
"""How far a slip's stated value may be from the computed one and still be read as a slip,
short of the shapes :func:`_plausible` names."""


_SLIP_PRECISION = math.log(1.15)
"""The widest the stated digits' precision makes the test for a power of an operand."""


def _plausible(example: WorkedExample) -> bool:
    """Whether a disagreement looks like a slip of the narration rather than a misreading.

    A slip lands near the right value (within a factor of three), a power of ten away (a
    decimal place, a percentage as a fraction: "0.01" for 0.1, "2 GB" for 20; under a square
    root, a power of √10), a power of one of its own operands away (a wrong exponent: 5⁵ for
    5⁶, 0.9¹⁰ for 0.9²⁰; a factor left out; under a root, the root of one: 0.5/25 for
    0.5/√25), at zero, or with the wrong sign.
    A value off by any other factor is another quantity the reading took for the result:
    on the unseen sets of the twenty-third session, three of five false ✗ were so (4% read
    as 20/40, a margin of 0.2 as 2 − 1, 0.12 as 0.42 + 0.4 × 0.3), and none of the 66 planted
    slips of the written lessons is.
    """
    stated, computed = example.stated, example.computed
    if example.ok or stated == 0 or computed == 0 or (stated > 0) != (computed > 0):
        return True
    ratio = abs(stated / computed)
    ratio = max(ratio, 1 / ratio)
    if ratio <= _SLIP_RATIO:
        return True
    if abs(math.log10(ratio) - round(math.log10(ratio))) < 0.02:
        return True
    if "\\sqrt" in str(example.params.get("expression", "")) and (
        abs(2 * math.log10(ratio) - round(2 * math.log10(ratio))) < 0.04
    ):
        return True  # a decimal place slipped under a square root (√0.00345 for √0.0345)
    # a power of an operand: a wrong exponent (0.9¹⁰ for 0.9²⁰) or a factor left out (in
    # logarithms: a power of a huge or tiny operand would overflow a float), within 2% or
    # the precision the stated digits give ("about point zero four" for 0.9³⁰ = 0.042), up to
    # 15% (a one-digit value such as "0.2" would otherwise pass for nearly any power)
    size = math.log(ratio)
    margin = min(max(0.02, math.log1p(example.tolerance / abs(stated))), _SLIP_PRECISION)
    # (under a root, half a power too: the root left out, "0.5/25" for "0.5/√25")
    rooted = "\\sqrt" in str(example.params.get("expression", ""))
    powers = (0.5, *range(1, 13)) if rooted else range(1, 13)
    return any(
        abs(abs(k * math.log(x)) - size) < margin
        for x in _operand_sizes(example.params)
        if 0 < x < math.inf and x != 1
        for k in powers
    )


_NUMBER_TEXT = re.compile(r"\d+(?:\.\d+)?")


def _operand_sizes(params: Mapping[str, ParamValue]) -> set[float]:
    """The sizes of the numbers an example's parameters hold (an expression's among them)."""
    out: set[float] = set()
    for value in params.values():
        items = value if isinstance(value, list | tuple) else [value]
        for item in items:
            if isinstance(item, str):
                out.update(float(t) for t in _NUMBER_TEXT.findall(item))
            elif isinstance(item, int | float | Fraction) and not isinstance(item, bool):
                out.add(abs(float(item)))
    return out


def _result_key(example: WorkedExample) -> tuple[str, float]:
    """The sentence that states an example's result, and the value it states (a percentage
    as its fraction: "78%" and 0.78 are one result)."""
    last = example.statement_ids[-1] if example.statement_ids else f"line{example.line}"
    value = example.stated / 100 if example.unit == "percent" else example.stated
    return last, round(value, 9)


def _spoken_examples(lesson: Lesson) -> tuple[WorkedExample, ...]:
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
    """One lesson, the worked examples ``check`` found in it, and formulas it could not check."""

    lesson: Lesson
    examples: tuple[WorkedExample, ...]
    notes: tuple[EquationNote, ...] = ()

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
    return tuple(LessonCheck(lesson, *_find(lesson)) for lesson in lessons)


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


def shown_value(example: WorkedExample, value: float) -> str:
    """A stated or computed value of an example as the report shows it (``0.81``, ``84%``)."""
    return _shown(value, example.unit)


def _shown(value: float, unit: str | None) -> str:
    if value != 0 and abs(value) < 1e-4:
        text = f"{value:.3g}"  # "1e-08", not a rounded 0
    else:
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
        for note in check.notes:
            lines.append(f"{note.path}:{note.line}  equation  not checked: {note.reason}")
            lines.append(f"  {note.text}")
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


MAX_PLAIN_DECIMALS = 4
"""An example's exercise asks for at most this many decimals, unless three significant
figures of its stated value need more ("1/512" is 0.001953125: asked to five places)."""


def _exercise_decimals(example: WorkedExample) -> int:
    decimals = calc.decimal_places(Fraction(example.stated).limit_denominator(10**9))
    if decimals is None:
        return 3
    if decimals > MAX_PLAIN_DECIMALS and example.stated != 0 and example.unit != "percent":
        # three significant figures of the smaller of the stated and the computed value (a
        # slip of a power of ten, 3.1e-6 for 3.1e-7, is asked to the computed one's)
        sizes = [abs(v) for v in (example.stated, example.computed) if v]
        significant = 3 - 1 - math.floor(math.log10(min(sizes)))
        decimals = max(MAX_PLAIN_DECIMALS, significant)
    if example.unit == "percent":
        return decimals + 2
    if decimals == 0 and _whole(example.computed):
        # a count worked out exactly ("10000 − 922") is asked as a whole number: "to two
        # decimal places" of 9078 asks for "9078.00" (set 74's graders: pointless)
        return 0
    decimals = max(decimals, 2)
    while decimals < MAX_PLAIN_DECIMALS + 2 and _halfway(example.computed, decimals):
        # 16 / 256 = 0.0625 "to three decimal places" rounds either way (set 115's graders:
        # ambiguous): one more place, where it is exact
        decimals += 1
    return decimals


def _halfway(value: float, decimals: int) -> bool:
    """Does ``value`` lie halfway between two roundings to ``decimals`` places?"""
    scaled = abs(value) * 10.0**decimals
    return math.isfinite(scaled) and abs(scaled - math.floor(scaled) - 0.5) < 1e-6


def _whole(value: float) -> bool:
    return math.isfinite(value) and abs(value - round(value)) < 1e-9 * max(1.0, abs(value))


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
    from generator.exercises import exercise_from_params, precision_phrase

    decimals = _exercise_decimals(example)
    first_id = example.statement_ids[0] if example.statement_ids else f"line{example.line}"
    if n is None:
        same_start = [
            e
            for e in find_examples(lesson)
            if (e.statement_ids[:1] or (f"line{e.line}",))[0] == first_id
        ]
        n = next((i for i, e in enumerate(same_start) if e == example), len(same_start))
    if example.kind == "equation":
        return _equation_exercise(
            example, f"{lesson.key}:{first_id}:example:{n}", precision_phrase(decimals), decimals
        )
    kind = calc.get_kind(example.kind)
    prompt = kind.example_prompt(kind.prepare(example.params), precision_phrase(decimals))
    return exercise_from_params(
        example.kind,
        example.params,
        prompt=prompt,
        source=SourceSpan(example.path, example.line),
        id=f"{lesson.key}:{first_id}:example:{n}",
        source_text=example.text,
        origin=Origin.LESSON,
        decimals=decimals,
    )


def _equation_exercise(example: WorkedExample, id: str, precision: str, decimals: int) -> Exercise:
    """The arithmetic of a written equation, asked without its stated result."""
    expression = str(example.params.get("expression", ""))
    given = str(example.params.get("bindings") or "")
    # "\gamma = 0.9, \lambda = 0.5": each binding is math of its own.
    where = " with " + ", ".join(f"\\({b.strip()}\\)" for b in given.split(",")) if given else ""
    compared = example.params.get("compared")
    what = f"the exponent of \\({expression}\\)" if compared else f"\\({expression}\\)"
    if example.params.get("counted"):
        what = f"the whole part of {what}"  # "eight full steps": what 26 / 3 leaves whole
    if decimals == 0 and _whole(example.computed):
        precision = ""  # "to the nearest whole number" of 2^{10} asks for no rounding there is
    asked = f", {precision}?" if precision else "?"
    return Exercise(
        id=id,
        kind=example.kind,
        params=dict(example.params),
        prompt=(
            # the sentence says what the number counts ("… or five hundred and twelve
            # training runs"): bare, the slip is arithmetic about a typo (set 95's and 103's
            # graders)
            f"The lesson says: “{example.text}” It works out {what}{where} as "
            f"{shown_value(example, example.stated)}: what does it really come to{asked}"
            if not example.ok
            else f"What does {what}{where} come to{asked}"
        ),
        answer=example.computed,
        decimals=decimals,
        steps=example.steps,
        source=SourceSpan(example.path, example.line),
        origin=Origin.LESSON,
        source_text=example.text,
    )


def example_exercises(lesson: Lesson) -> tuple[Exercise, ...]:
    """:func:`example_exercise` for every worked example of a lesson.

    Args:
        lesson: The lesson.

    Returns:
        One exercise per example whose parameters the calculator accepts, in order (not
        for a result worked out from an earlier example's: ``params["carried_from"]``).
    """
    out: list[Exercise] = []
    for example in find_examples(lesson):
        if "carried_from" in example.params:
            continue  # worked out from an earlier result: that result's exercise corrects it
        try:
            out.append(example_exercise(example, lesson))
        except ParameterError:
            continue
    return tuple(out)
