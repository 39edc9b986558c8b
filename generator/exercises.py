"""Numeric exercises: seeded practice from a lesson's formulas, and cards from given numbers.

A lesson gets the exercise kinds its narration and visual-context terms
cover, decided by each kind's general keyword rules (``Kind.rules``: "discount"
or "gamma" → ``discounted_return``, "advantage" with "baseline" →
``advantage``, "pass@k" → ``pass_at_k`` …), never by lesson-specific cases.
Each kind draws hand-workable parameters from a seeded :class:`random.Random`
(``Kind.draw``: short trajectories, gammas such as 0.5 or 0.9, binary or small
rewards, small groups) and writes the prompt in the course's setting
(``Kind.prompt``, by default the jinja2 template
``templates/exercises/<kind>.j2``). This module iterates the kinds: which
apply, drawing until the answer rounds clearly, the prompt environment, and
the :class:`~generator.model.Exercise`. The answer and the worked steps come
from :mod:`generator.calc`; the prompt states the precision, which is the
tolerance ("to two decimal places" → abs 0.005).

Practice exercises have ``origin="practice"``: they are practice built from
the lesson's formulas, not claims of the narration. Each points to the
sentence (or visual-context term) that made its kind relevant. The same
lesson and seed give the same exercises; :func:`exercise_from_params` turns
given numbers (a worked example of the narration) into an exercise with
``origin="lesson"``.
"""

from __future__ import annotations

import dataclasses
import math
import random
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING, Any

from generator import calc
from generator.errors import ParameterError
from generator.model import (
    Exercise,
    Lesson,
    Number,
    Origin,
    ParamValue,
    Scalar,
    SourceSpan,
    Statement,
    tolerance_for,
)
from generator.words import ADVERBS, COMMON_PREPOSITIONS, FUNCTION_WORDS, VALUE_LINK

if TYPE_CHECKING:
    import jinja2

    from generator.keywords import KeywordIndex
    from generator.kinds.base import Draw, Kind

__all__ = [
    "MAX_DRAWS",
    "MIN_SENTENCES",
    "PRACTICE_LABEL",
    "KindMatch",
    "KindVerdict",
    "describe",
    "draw_params",
    "exercise_from_params",
    "iter_practice",
    "kind_verdicts",
    "kinds_for_lesson",
    "lesson_setting",
    "make_exercise",
    "ordinal",
    "practice_exercises",
    "practice_for_lessons",
    "precision_phrase",
    "relevant_kinds",
    "render_template",
    "said_together",
    "tolerance_for",
]

PRACTICE_LABEL = "Practice built from the lesson's formulas"
"""How to label an exercise with ``origin="practice"`` wherever it is shown."""

MAX_DRAWS = 200
"""Draws per exercise before giving up on finding unambiguous, unused parameters."""


# --- which kinds a lesson covers ---------------------------------------------------


@cache
def _compiled() -> dict[str, tuple[tuple[re.Pattern[str], ...], ...]]:
    """Each calculator kind's keyword rules (``Kind.rules``), compiled, in registry order."""
    from generator.kinds import KINDS

    return {
        name: tuple(tuple(re.compile(p) for p in rule) for rule in kind.rules)
        for name, kind in KINDS.items()
    }


@dataclass(frozen=True)
class KindMatch:
    """Why a lesson gets an exercise kind: the sentence or term that shows it teaches it.

    ``reason`` names the evidence (see :func:`relevant_kinds`): ``"worked
    example"``, ``"visual-context term"``, ``"defined"``, ``"written as a
    formula"`` or ``"named in N sentences"``.
    """

    kind: str
    source: SourceSpan
    text: str
    origin: str  # "narration" or "visual-context"
    reason: str = ""

    @property
    def why(self) -> str:
        """One line: the evidence and the sentence (or term) that gave it."""
        return f"{self.reason}: {self.text}" if self.reason else self.text


@dataclass(frozen=True)
class KindVerdict:
    """A kind a lesson names, whether it was chosen for practice, and why (or why not)."""

    kind: str
    chosen: bool
    reason: str
    source: SourceSpan | None
    text: str


def _matches(rule: tuple[re.Pattern[str], ...], text: str) -> bool:
    return all(p.search(text) for p in rule)


@cache
def _rule_index() -> tuple[KeywordIndex, dict[str, tuple[int, ...]]]:
    """A keyword index over every pattern of the kinds' rules, and the bits each rule needs.

    A rule can match a text only when the index's mask of the text has all its bits
    (:class:`~generator.keywords.KeywordIndex`: one pass over the text's words instead of
    searching every rule of every kind). The index is built from each pattern made
    case-blind throughout (``(?i:…)`` groups as plain groups, :data:`re.IGNORECASE`): its
    trigger words are needed by every match of that pattern with its lookarounds left
    out (the index reads them as zero-width, without words), so by every match of the
    pattern itself. The rules themselves still decide.
    """
    from generator.keywords import KeywordIndex

    bit: dict[tuple[str, int], int] = {}
    blind: list[re.Pattern[str]] = []
    for rules in _compiled().values():
        for rule in rules:
            for p in rule:
                if (p.pattern, p.flags) not in bit:
                    bit[p.pattern, p.flags] = len(blind)
                    blind.append(re.compile(p.pattern.replace("(?i:", "(?:"), p.flags | re.I))
    needs = {
        name: tuple(sum(1 << bit[p.pattern, p.flags] for p in rule) for rule in rules)
        for name, rules in _compiled().items()
    }
    return KeywordIndex.kept(blind), needs


def _rule_masks(texts: Sequence[str]) -> list[int]:
    """Each text's mask of :func:`_rule_index` (the rule patterns that may match it)."""
    index = _rule_index()[0]
    return [index.mask(text) for text in texts]


_Hits = list[tuple[Statement, tuple[re.Pattern[str], ...]]]


def _rule_hits(statements: Sequence[Statement]) -> dict[str, _Hits]:
    """For each kind, the statements and its rules that match them, in statement order.

    One pass over each statement's words (:func:`_rule_masks`) says which rules of
    all kinds may match it; only those are searched.
    """
    compiled = _compiled()
    needs = _rule_index()[1]
    hits: dict[str, _Hits] = {kind: [] for kind in compiled}
    possible: dict[int, list[tuple[str, tuple[re.Pattern[str], ...]]]] = {}
    for s, mask in zip(statements, _rule_masks([s.text for s in statements]), strict=True):
        rules = possible.get(mask)
        if rules is None:
            rules = possible[mask] = [
                (kind, rule)
                for kind, kind_rules in compiled.items()
                for rule, need in zip(kind_rules, needs[kind], strict=True)
                if mask & need == need
            ]
        for kind, rule in rules:
            if _matches(rule, s.text):
                hits[kind].append((s, rule))
    return hits


def _term_line(lesson: Lesson, term: str) -> int:
    entries = [g for g in lesson.glossary if g.origin == "visual-context"]
    for entry in entries:
        if entry.term == term:
            return entry.line
    if entries:
        return entries[0].line
    return lesson.narration_line or 1


# A sentence defines a concept when the concept is its subject: named before the verb that
# says what it is or does ("Entropy measures how spread out …", "G at time t is …").
_DEFINING_VERB = re.compile(
    r"\b(?:is|are|means|measures|asks|compares|converts|subtracts|combines|divides|multiplies|"
    r"equals|estimates|computes|calculates|gives|adds|takes|turns|counts|caps|limits|weighs|"
    r"weights|scales|shrinks|discounts|controls|"
    r"stands\s+for|refers\s+to|is\s+called|is\s+defined)\b|\s=\s|:",
    re.IGNORECASE,
)
# Any verb-like word before the concept makes it an object or a complement, not the subject.
_EARLIER_VERB = re.compile(
    r"\b(?:is|are|was|were|be|has|have|had|uses?|used|using|measures|makes?|made|gets?|got|"
    r"replaces?|keeps?|needs?|can|could|will|would|should|may|might|must)\b",
    re.IGNORECASE,
)
# A formula in the sentence computes something; naming a constant does not ("\bar{c} = 1"
# sets a value, "G = r + \gamma V" and "\frac{p}{q}" compute one): a command that
# computes (a fraction, a sum, a logarithm, min, max, …) or an operator between two terms
# (a hyphen only when spaced or before a digit or a command: "per-step" is a word),
# outside subscripts.
_FORMULA = re.compile(
    r"\\(?:frac|dfrac|tfrac|sum|prod|log|ln|exp|sqrt|min|max|cdot|times|mathbb\{E\})\b"
    r"|[\w})]\s*[+*/×−]\s*[\w\\({]"
    # a minus glued on both sides only after a lone letter, a digit or a bracket ("t-1",
    # "x-(y)"), not in a compound ("top-\( p \)"); one glued only to what follows is a
    # sign ("rewards 1, 0 and -1")
    r"|[\w})]\s+-\s+[\w\\({]|[\w})]\s*-\s+[\w\\({]|(?:\b[^\W\d_]|[\d})])-[\d\\(]"
)


# An index is no computation: "R_{t+1}", "S_{t+2}".
_SUBSCRIPT = re.compile(r"_\{[^{}]*\}|_\w")
_LIST_MENTION = re.compile(r",.*\b(?:and|or)\b|\b(?:and|or)\b.*,")
# A condition ("If every sibling gets the same reward, …") describes a case, not the concept.
_CONDITION = re.compile(r"^\W*(?:if|when|whenever|unless|once|because|since|although)\b", re.I)


# A sentence opening with a prepositional phrase ("For a softmax policy, the gradient …")
# has its subject after it.
_OPENING_PHRASE = re.compile(
    r"^\W*(?:for|in|with|under|at|on|by|from|after|before|during|without|given)\b", re.IGNORECASE
)
SUBJECT_WORDS = 3
"""The most words before a concept that is the subject of its sentence ("The expected return")."""


_WORDS = re.compile(r"\w+")
# After a subject's head: an apposition, a bracket, a prepositional phrase, or its verb.
_SUBJECT_END = re.compile(r"\s*(?:[,(;:—–]|(?:of|at|in|for|on|with|under|from|to|by|over)\b)")
_NEGATED = re.compile(r"\s*(?:not|never|no)\b", re.IGNORECASE)
_NEXT_WORD = re.compile(r"\s+([A-Za-z][a-z-]{2,})\b")  # a word, not a symbol ("G at time t")


# A value given to a symbol in the math: "\gamma = 0.9", "\alpha=0.1", "n = 3".
_VALUE_GIVEN = re.compile(r"\\?[A-Za-z]+(?:_\{?\w+\}?)?\s*=\s*[-−]?\d+(?:[.,]\d+)?")


# Math that writes an interval, its two ends between brackets: "[1 - \\epsilon, 1 + \\epsilon]".
_INTERVAL = re.compile(r"\s*(?:\\left\s*)?[\[(][^\[\]()]*,[^\[\]()]*(?:\\right\s*)?[\])]\s*")


def _formula_of_the_concept(
    rule: tuple[re.Pattern[str], ...], s: Statement, *, ranges: bool = False
) -> bool:
    """Does the sentence write a formula, with the concept its rule names in the prose or
    in a formula, not only in a value given to a symbol?

    "… next-state values \\(\\max_{a'} Q\\) of 2, 4 and 0, with \\(\\gamma = 0.9\\)"
    writes a maximum and gives γ a value: it writes no discounted return (blind graders:
    return drills for such lessons, off the lesson).
    """
    text = s.text
    for span in reversed(s.math):
        if not ranges and _INTERVAL.fullmatch(span.tex):
            # "clip this ratio in a range \\([1 - \\epsilon, 1 + \\epsilon]\\)": the ends of a
            # range, no formula of what is computed within it
            text = text[: span.start] + " " + text[span.end :]
    if not _FORMULA.search(_SUBSCRIPT.sub("", text)):
        return False
    found = [m.start() for m in rule[0].finditer(s.text)]

    def in_a_value_only(at: int) -> bool:
        span = next((m for m in s.math if m.start <= at < m.end), None)
        return span is not None and _VALUE_GIVEN.fullmatch(span.tex.strip()) is not None

    return not found or not all(in_a_value_only(at) for at in found)


def _only_in_a_right_side(rule: tuple[re.Pattern[str], ...], s: Statement) -> bool:
    """Is the concept named only inside the right side of the sentence's formulas?

    "\\mathcal{L}(Q) = … + \\mathcal{L}_{\\text{TD}}(Q)" computes a loss with a TD term in
    it: it writes no TD error. (Named on a left side, or in the prose around the math, the
    formula is the concept's.)
    """
    found = [m.start() for m in rule[0].finditer(s.text)]
    if not found or not s.math:
        return False

    def in_right_side(at: int) -> bool:
        for span in s.math:
            if span.start <= at < span.end:
                equals = s.text.find("=", span.start, span.end)
                return 0 <= equals < at
        return False

    return all(in_right_side(at) for at in found)


_OPENING_VERB = re.compile(
    r"^\W*(?P<verb>[A-Za-z]+)\s+(?:the|a|an|its|their|this|that|every|all|any)\b", re.IGNORECASE
)


# Orders that define what follows: "Write the return as …", "Call the gap δ", "Let the …".
_DEFINING_ORDERS = frozenset(["write", "define", "call", "denote", "let", "name"])


def _imperative(before: str) -> bool:
    """Does the sentence open with an order ("Drop the …", "Set a …"): a verb in its base
    form before a determiner, whose object the concept after it is?"""
    m = _OPENING_VERB.match(before)
    if m is None:
        return False
    # (a word that opens a sentence right before a determiner and is no function word,
    # adverb or inflected form is a verb in its base form: "Drop", "Remove", "Take")
    verb = m.group("verb").lower()
    return (
        verb not in _DEFINING_ORDERS
        and verb not in FUNCTION_WORDS
        and verb not in ADVERBS
        and not verb.endswith(("s", "ed", "ing", "ly"))
    )


def _defines(rule: tuple[re.Pattern[str], ...], text: str, kind: str) -> bool:
    """Whether a sentence the rule matches has the concept as its defined subject.

    The concept is the rule's first pattern; the others only place it ("returns" with
    "rewards"), so "the reward model is … a head that returns one scalar" defines no return.
    A noun after the concept that ends the subject is its head, and must name the kind too
    (a word of the rule or of the kind's summary: "KL divergence" is the KL).
    """
    found = rule[0].search(text)
    if found is None:
        return False
    at = found.start()
    before = text[:at]
    if _CONDITION.search(text) or _EARLIER_VERB.search(before) or _OPENING_PHRASE.match(before):
        return False
    if _imperative(before):
        return False  # "Drop the discount and the method is still useful": its object
    earlier = _WORDS.findall(before)
    if len(earlier) > SUBJECT_WORDS:
        return False
    if earlier and earlier[-1].lower() in COMMON_PREPOSITIONS:
        # "Sampling at temperature 1.0 draws …": the concept modifies the subject (sampling)
        return False
    verb = _DEFINING_VERB.search(text, at)
    if verb is None or _NEGATED.match(text, verb.end()):
        return False  # "A discount below 1 is not part of this objective": no definition
    window = text[max(0, at - 30) : verb.start()]
    if _LIST_MENTION.search(window):
        return False
    # "The clip fraction, the share of tokens …, is a gauge" defines a fraction, not clipping;
    # "An entropy bonus adds …" a bonus. ("The clipped objective takes …": the rule names the
    # objective too.)
    head = _NEXT_WORD.match(text, found.end())
    if (
        head is None
        or head.end() > verb.start()
        or head.group(1).lower() in FUNCTION_WORDS
        or (text[head.end() : verb.start()].strip() and not _SUBJECT_END.match(text, head.end()))
    ):
        return True
    word = head.group(1).lower()
    return word.removesuffix("s") in _summary_words(kind) or any(
        m.start() <= head.start(1) < m.end() for pattern in rule for m in pattern.finditer(text)
    )


@cache
def _summary_words(kind: str) -> frozenset[str]:
    from generator.kinds import KINDS

    return frozenset(w.lower().removesuffix("s") for w in _WORDS.findall(KINDS[kind].summary))


WORKED = "worked example"
WRITTEN = "written as a formula"
"""The reasons that show how a kind is computed (see :data:`SHOWS_HOW`)."""
RANGE_WRITTEN = "only its range written in the math"
"""Taught, but the lesson writes only a range ("\\([1 - \\epsilon, 1 + \\epsilon]\\)"), not how the
quantity is computed: the practice prints the formula."""
BESIDE = "named beside a formula of something else"
"""Taught, but the lesson's formulas by the kind's name are of something else (see
``Kind.math_form``): the practice prints the formula."""

MIN_SENTENCES = 2
"""A kind named (by its rules) in this many sentences is taught, even without a definition,
when one of them says in words how something is computed (:data:`_IN_WORDS`)."""

# Arithmetic said in words: a sentence that names a kind and says "the reward plus gamma
# times …", "returns minus the baseline", "the mean of the group" shows how it is computed.
# Naming a concept in several sentences ("a KL penalty keeps it close") does not: blind
# graders called drills of such kinds weak (the lesson never teaches the formula).
_IN_WORDS = re.compile(
    r"\b(?:plus|minus|(?<!at\s)(?<!many\s)(?<!several\s)times|multipl(?!iers?\b|es?\b)\w*|"
    r"divided\s+by|divid\w*|subtract\w*|"
    r"(?:sum|product|ratio|difference|average|mean|logarithm|log|exponential|square|"
    r"square\s+root|fraction|share|proportion)\s+of|over\s+the\s+sum|"
    r"add(?:s|ed|ing)?\s+up|weighted\s+by|raised\s+to|to\s+the\s+power|standard\s+deviation|"
    r"(?:the|its|their|\w+[’']s)\s+(?:\w+\s+)?(?:mean|average)(?!\s+(?:that|to)\b))\b",
    re.IGNORECASE,
)


def _verdict(
    lesson: Lesson,
    kind: str,
    examples: Mapping[str, tuple[int, str]],
    hits: _Hits | None = None,
) -> KindVerdict:
    """Whether ``lesson`` teaches ``kind``, from the strongest evidence found.

    ``hits``: the statements and the kind's rules that match them, in statement order
    (see :func:`_rule_hits`), when the caller has them; else every rule is searched.
    """
    path = lesson.path
    if kind in examples:
        line, text = examples[kind]
        return KindVerdict(kind, True, WORKED, SourceSpan(path, line), text)
    verdict = _evidence(lesson, kind, hits)
    other = _another_form(kind)
    if (
        verdict.chosen
        and other is not None
        # the sentence, or the whole lesson by its title ("The linear-Gaussian policy in
        # continuous control": an entropy there is a density's), is of the other form
        and (other[1].search(verdict.text) or other[1].search(lesson.title))
    ):
        return KindVerdict(
            kind, False, f"teaches {other[0]}, not the calculator's", verdict.source, verdict.text
        )
    speaks_of = _speaks_of(kind)
    if verdict.chosen and speaks_of is not None and not _said_in(lesson, speaks_of[1]):
        return KindVerdict(
            kind, False, f"never speaks of {speaks_of[0]}", verdict.source, verdict.text
        )
    if verdict.chosen:
        missing = _never_introduced(lesson, kind)
        if missing:
            return KindVerdict(
                kind,
                False,
                f"needs {missing}, which the lesson never introduces",
                verdict.source,
                verdict.text,
            )
        undiscounted = _no_discounting(lesson, kind)
        if undiscounted is not None:
            return KindVerdict(
                kind,
                False,
                "the lesson does not discount (its γ is 1): a discounted return is a plain sum",
                undiscounted.source,
                undiscounted.text,
            )
        other_use = _named_for_something_else(lesson, kind)
        if other_use is not None:
            what, statement = other_use
            low, high = INPUT_RANGES[what]
            return KindVerdict(
                kind,
                False,
                f"the lesson's name for {what} takes a value outside {low}–{high}: "
                "it names something else",
                statement.source,
                statement.text,
            )
    return verdict


@cache
def _introductions(kind: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    from generator.kinds import KINDS

    return tuple((what, re.compile(pattern)) for what, pattern in KINDS[kind].introduced_by)


@cache
def _own_form(kind: str) -> re.Pattern[str] | None:
    from generator.kinds import KINDS

    form = KINDS[kind].own_form
    return None if form is None else re.compile(form)


def _in_form(form: re.Pattern[str], s: Statement) -> bool:
    """Does some math of the sentence (all of it, when it has no spans read) match a kind's
    ``math_form``?"""
    return any(form.search(tex) for tex in [span.tex for span in s.math] or [s.text])


@cache
def _math_form(kind: str) -> re.Pattern[str] | None:
    from generator.kinds import KINDS

    form = KINDS[kind].math_form
    return None if form is None else re.compile(form)


@cache
def _described_pattern(kind: str, attribute: str) -> tuple[str, re.Pattern[str]] | None:
    """A kind's (what it is, a pattern) attribute (``another_form``, ``speaks_of``),
    compiled, or None when the kind has none."""
    from generator.kinds import KINDS

    pair: tuple[str, str] | None = getattr(KINDS[kind], attribute)
    return None if pair is None else (pair[0], re.compile(pair[1]))


def _another_form(kind: str) -> tuple[str, re.Pattern[str]] | None:
    return _described_pattern(kind, "another_form")


def _speaks_of(kind: str) -> tuple[str, re.Pattern[str]] | None:
    return _described_pattern(kind, "speaks_of")


# A scaling by a constant: "multiplying the rewards by ten", "divides every score by 100".
_BY_A_CONSTANT = re.compile(
    r"[^,;.]{0,60}?\bby\s+(?:a\s+factor\s+of\s+)?(?:\S*\d|(?:two|three|four|five|six|seven"
    r"|eight|nine|ten|a\s+hundred|a\s+thousand|half)\b)",
    re.IGNORECASE,
)


def _computed_in_words(text: str) -> bool:
    """Whether ``text`` says in words how something is computed (:data:`_IN_WORDS`), other
    than by scaling something by a constant: "Multiplying the rewards by ten acts like dividing
    the KL and entropy coefficients by ten" computes no KL and no entropy (blind graders of
    set 74: KL and entropy drills for a lesson on reward scale that names them only so,
    off-lesson)."""
    for m in _IN_WORDS.finditer(text):
        word = m.group(0).lower()
        if word.startswith(("multipl", "divid")) and _BY_A_CONSTANT.match(text, m.end()):
            continue
        return True
    return False


def _never_introduced(lesson: Lesson, kind: str) -> str:
    """The first input of ``kind`` (``Kind.introduced_by``) that no statement or term names."""
    for what, pattern in _introductions(kind):
        if not _said_in(lesson, pattern):
            return what
    return ""


def _said_in(lesson: Lesson, pattern: re.Pattern[str]) -> bool:
    """Does a statement or a key term of ``lesson`` match ``pattern``?"""
    return any(pattern.search(s.text) for s in lesson.statements) or any(
        pattern.search(term) for term in lesson.terms
    )


INPUT_RANGES = {"the discount factor γ": (Fraction(0), Fraction(1))}
"""The values an input of a kind (``Kind.introduced_by``) can take: a lesson that gives
its name a value outside them ("at a gamma of two, the pretraining term would be four
times as large") uses the name for something else (blind graders of set 47:
discounted-return drills for a lesson whose γ weighs a loss, BAD)."""


def _input_values(lesson: Lesson, kind: str) -> Iterator[tuple[str, Statement, Number]]:
    """Each input of ``kind`` with a range (:data:`INPUT_RANGES`) that a statement gives a value
    ("the discount factor is 0.9", "\\(\\gamma = 1\\)"): what it is, the statement and the
    number said right after the name's link."""
    for what, pattern in _introductions(kind):
        if what not in INPUT_RANGES:
            continue
        for statement in lesson.statements:
            for m in pattern.finditer(statement.text):
                link = VALUE_LINK.match(statement.text, m.end())
                if link is None:
                    continue
                said = next((q for q in statement.quantities if q.start == link.end()), None)
                if said is not None:
                    yield what, statement, said


def _named_for_something_else(lesson: Lesson, kind: str) -> tuple[str, Statement] | None:
    """An input of ``kind`` with a range (:data:`INPUT_RANGES`) and the statement that gives
    its name a value outside that range, or None."""
    for what, statement, said in _input_values(lesson, kind):
        low, high = INPUT_RANGES[what]
        # "a discount of five percent" is 0.05, within a discount's range
        value = said.value / 100 if said.unit == "percent" else said.value
        if not low <= value <= high:
            return what, statement
    return None


def _no_discounting(lesson: Lesson, kind: str) -> Statement | None:
    """For the discounted return, the statement that gives the discount factor the value 1
    when the lesson gives it no other value, or None: "there is no discounting
    (\\(\\gamma = 1\\))" makes its drills, with made-up γ below 1, drills of something the
    lesson rules out (set 77's graders: the blackjack lesson's drills, WEAK)."""
    if kind != "discounted_return":
        return None
    ones: list[Statement] = []
    for _, statement, said in _input_values(lesson, kind):
        if said.value != 1:
            return None
        ones.append(statement)
    return ones[0] if ones else None


def _evidence(lesson: Lesson, kind: str, hits: _Hits | None) -> KindVerdict:
    """The strongest evidence, short of a worked example, that ``lesson`` teaches ``kind``."""
    rules = _compiled()[kind]
    path = lesson.path
    if hits is None:
        hits = [(s, rule) for s in lesson.statements for rule in rules if _matches(rule, s.text)]
    sentences = list(dict.fromkeys(s for s, _ in hits))
    for s, rule in hits:
        if _defines(rule, s.text, kind):
            return KindVerdict(kind, True, "defined", s.source, s.text)
    form = _math_form(kind)
    beside = [
        (s, rule)
        for s, rule in hits
        if _formula_of_the_concept(rule, s) and not _only_in_a_right_side(rule, s)
    ]
    # (a sentence whose math is of something else writes no formula of the kind)
    written = [s for s, _ in beside if form is None or _in_form(form, s)]
    formed = [(s, rule) for s, rule in hits if form is None or _in_form(form, s)]
    if written:
        # The first formula decides, unless it is of another form and a later one writes the
        # kind's own (``Kind.own_form``: "r + γ·V(s′)" first, then an n-step sum of rewards
        # with γⁿ; a contraction's γᵏ bound is no sum of rewards).
        other, own = _another_form(kind), _own_form(kind)
        s = written[0]
        if other is not None and own is not None and other[1].search(s.text):
            s = next((t for t in written if own.search(t.text) and not other[1].search(t.text)), s)
        return KindVerdict(kind, True, WRITTEN, s.source, s.text)
    ranged = next(
        (
            s
            for s, rule in formed
            if _formula_of_the_concept(rule, s, ranges=True) and not _only_in_a_right_side(rule, s)
        ),
        None,
    )
    if ranged is not None:
        # "clip this ratio in a range \\([1 - \\epsilon, 1 + \\epsilon]\\)": taught, and the
        # practice prints the formula the lesson does not write (blind graders: PPO drills
        # asking for min(ρA, clip(ρ)A) unprinted, after a lesson that only clips, were BAD)
        return KindVerdict(kind, True, RANGE_WRITTEN, ranged.source, ranged.text)
    if beside:
        # "With a KL limit \(\delta\), the largest step is \(\beta = \sqrt{…}\)": the
        # lesson works with the kind beside a formula of something else; its drills print
        # the formula the lesson does not write (set 269's graders: KL drills without it)
        s = beside[0][0]
        return KindVerdict(kind, True, BESIDE, s.source, s.text)
    if len(sentences) >= MIN_SENTENCES:
        computed = next((s for s in sentences if _computed_in_words(s.text)), None)
        if computed is not None:
            return KindVerdict(
                kind,
                True,
                f"named in {len(sentences)} sentences, computed in words",
                computed.source,
                computed.text,
            )
    for rule in rules:
        for term in lesson.terms:
            if _matches(rule, term):
                source = SourceSpan(path, _term_line(lesson, term))
                if len(sentences) < MIN_SENTENCES:
                    # A topic shown on screen that the narration names once in passing, or
                    # never, is not taught: blind graders called such drills off-lesson
                    # (KL drills for a lesson that mentions "a KL term" once).
                    reason = (
                        "a visual topic the narration names once in passing"
                        if sentences
                        else "a visual topic the narration never names"
                    )
                    return KindVerdict(kind, False, reason, source, term)
                return KindVerdict(kind, True, "visual-context term", source, term)
    if not sentences:
        return KindVerdict(kind, False, "not named", None, "")
    if len(sentences) >= MIN_SENTENCES:
        first = sentences[0]
        return KindVerdict(
            kind,
            False,
            f"named in {len(sentences)} sentences, never computed",
            first.source,
            first.text,
        )
    return KindVerdict(kind, False, "named once in passing", sentences[0].source, sentences[0].text)


def kind_verdicts(lesson: Lesson) -> tuple[KindVerdict, ...]:
    """Every calculator kind the lesson names, chosen for practice or not, with the reason.

    Args:
        lesson: The lesson.

    Returns:
        One verdict per kind the lesson names (kinds it never names are left
        out), in the order of :data:`generator.kinds.KINDS`.
    """
    from generator.check import find_examples

    examples: dict[str, tuple[int, str]] = {}
    for example in find_examples(lesson):
        examples.setdefault(example.kind, (example.line, example.text))
    hits = _rule_hits(lesson.statements)
    out = []
    for kind in _compiled():
        verdict = _verdict(lesson, kind, examples, hits[kind])
        if verdict.reason != "not named":
            out.append(verdict)
    return tuple(out)


def relevant_kinds(lesson: Lesson) -> tuple[KindMatch, ...]:
    """The exercise kinds a lesson teaches, each with the evidence that shows it.

    A kind's ``rules`` say where the lesson names it; naming is not teaching.
    A kind is chosen on the first of these that holds:

    1. the narration works an example of it (``lessondeck check`` finds one);
    2. a sentence defines it: the concept is the subject (at most
       :data:`SUBJECT_WORDS` words in, no verb before it, not in a condition),
       before a verb that says what it is or does ("Entropy measures …"), and
       not one item of a list;
    3. a sentence that names it writes its formula (a command such as
       ``\\epsilon``, an equation or arithmetic);
    4. at least :data:`MIN_SENTENCES` sentences name it and one of them says in
       words how something is computed ("plus", "times", "the mean of");
    5. a visual-context term names it (the author shows it) and so do at least
       :data:`MIN_SENTENCES` sentences of the narration.

    A kind named once in passing ("Pass-at-one can rise while entropy falls")
    is not chosen (see :func:`kind_verdicts` for the kinds left out and why).

    Args:
        lesson: The lesson.

    Returns:
        One match per chosen kind, in the order of :data:`generator.kinds.KINDS`.
    """
    return tuple(
        KindMatch(
            v.kind,
            v.source or SourceSpan(lesson.path, lesson.narration_line or 1),
            v.text,
            "visual-context" if v.reason == "visual-context term" else "narration",
            v.reason,
        )
        for v in kind_verdicts(lesson)
        if v.chosen
    )


def kinds_for_lesson(lesson: Lesson) -> tuple[str, ...]:
    """The names of the exercise kinds a lesson covers (see :func:`relevant_kinds`).

    Args:
        lesson: The lesson.

    Returns:
        Kind names, in the order of :data:`generator.calc.KINDS`.
    """
    return tuple(m.kind for m in relevant_kinds(lesson))


# --- precision ---------------------------------------------------------------------

_PLACES = {1: "one", 2: "two", 3: "three", 4: "four"}


def precision_phrase(decimals: int) -> str:
    """How a prompt states the precision: ``"to two decimal places"``.

    Args:
        decimals: Decimal places, ≥ 0.

    Returns:
        The phrase.
    """
    if decimals == 0:
        return "to the nearest whole number"
    return f"to {_PLACES.get(decimals, str(decimals))} decimal place{'s' if decimals > 1 else ''}"


def _unambiguous(value: Scalar, decimals: int) -> bool:
    """False when ``value`` lies (almost) halfway between two roundings."""
    if isinstance(value, float):
        scaled = abs(value) * 10.0**decimals
        return abs(scaled - math.floor(scaled) - 0.5) > 1e-6
    exact = abs(Fraction(value)) * Fraction(10) ** decimals
    return exact - math.floor(exact) != Fraction(1, 2)


def _visible(value: Scalar, decimals: int) -> bool:
    """False when a value other than zero rounds to zero as asked: a TD error of −0.004
    "to two decimal places" is "0.00", and its sign, the point of the question, is lost
    (set 20's graders: BAD)."""
    return value == 0 or abs(float(value)) * 10.0**decimals >= 0.5


# --- drawing parameters --------------------------------------------------------------


def draw_params(kind: str, rng: random.Random) -> dict[str, ParamValue]:
    """Hand-workable parameters for ``kind``, drawn from ``rng``.

    Args:
        kind: A calculator kind's name.
        rng: The seeded generator to draw from (never global randomness).

    Returns:
        Parameters that :func:`generator.calc.compute` accepts.

    Raises:
        ParameterError: For an unknown kind.
    """
    spec = calc.get_kind(kind)
    return spec.as_mapping(_draw_good(spec, rng).params)


def answer_in_prompt(
    params: Mapping[str, ParamValue], value: float | Fraction | int, decimals: int
) -> bool:
    """True when the answer, rounded as asked, is one of the exercise's given numbers.

    A prompt such as "γ = 0.99 … to two decimal places" whose answer is 0.99
    gives itself away; such a draw is redrawn. (Lists are not compared: a
    group's rewards of 0 and 1 are the data, not an answer; nor are whole
    numbers.)
    """
    answer = calc.format_number(round(float(value), decimals) + 0.0)
    # Fractional numbers only: a zero default (eps = 0) or a whole count or index equal
    # to the answer is a coincidence, not the answer given away.
    given = [
        v for v in params.values() if isinstance(v, (float, Fraction)) and v != 0 and v != int(v)
    ]
    return answer in {calc.format_number(round(float(v), decimals) + 0.0) for v in given}


def _draw_good(
    kind: Kind[Any],
    rng: random.Random,
    used: set[str] | None = None,
    kept: frozenset[str] = frozenset(),
    setting: Mapping[str, str] | None = None,
    said: Sequence[frozenset[float]] = (),
) -> Draw[Any]:
    """A draw with a clear rounding that the kind accepts and ``used`` does not hold yet.

    ``used`` holds the parameters and the rounded answers drawn before: a second exercise
    of a kind with the answer of the first could be recalled rather than worked out.
    ``kept``: the ``Params`` fields held at their defaults (see ``Kind.optional_inputs``).
    ``setting``: the prompt's context as the lesson has it (see :func:`lesson_setting`).
    ``said``: the values the lesson says together (see :func:`said_together`).
    """
    fields = dataclasses.fields(kind.params_type)
    defaults = {f.name: f.default for f in fields if f.name in kept}
    # An optional input the lesson speaks of is one it teaches: every drill sets it ("A
    # model produces the logits …" with no temperature, under a lesson on fitting one, is
    # a drill of something else; set 330's graders: WEAK, the drills with one GOOD).
    spoken = {name for name, _ in kind.optional_inputs} - kept
    taught = {f.name: f.default for f in fields if f.name in spoken}
    last: Draw[Any] | None = None
    fallback: Draw[Any] | None = None  # the last draw that sets what the lesson teaches
    for _ in range(MAX_DRAWS):
        draw = kind.draw(rng)
        if defaults:
            draw = dataclasses.replace(draw, params=dataclasses.replace(draw.params, **defaults))
        if setting:
            draw = dataclasses.replace(draw, context={**draw.context, **setting})
        last = draw
        if any(getattr(draw.params, name) == default for name, default in taught.items()):
            continue
        fallback = draw
        value = kind.value(last.params)
        good = (
            _unambiguous(value, last.decimals)
            and _visible(value, last.decimals)
            and kind.acceptable(last.params, value)
            and not answer_in_prompt(kind.as_mapping(last.params), value, last.decimals)
        )
        if not good or _restates_the_lesson(kind.as_mapping(last.params), said):
            continue
        if used is None:
            return last
        key = f"{kind.name}:{calc.describe_params(kind.as_mapping(last.params))}"
        answer = f"{kind.name}={calc.format_fixed(float(value), last.decimals)}"
        if key not in used and answer not in used:
            used.update((key, answer))
            return last
    assert last is not None
    return fallback if fallback is not None else last


MIN_SAID_VALUES = 2
"""A draw is the lesson's own example when one sentence (or two in a row) says all of its
values, and at least this many distinct ones other than 0 and ±1 (which half the sentences
of a lesson on rewards say together). Two are enough: "n = 5 sampled attempts, c = 2 of
them succeed" drawn for pass@2 is the lesson's own example again (set 284's graders: WEAK,
"numbers made up" that are not)."""
_PLAIN_VALUES = frozenset([0.0, 1.0, -1.0])


def said_together(lesson: Lesson) -> tuple[frozenset[float], ...]:
    """The values each sentence of the lesson says, with the next sentence's: where a worked
    example's inputs are said (see :func:`make_exercise`)."""
    values = [frozenset(round(float(n.value), 6) for n in s.numbers) for s in lesson.statements]
    return tuple(a | b for a, b in zip(values, [*values[1:], frozenset()], strict=True))


def _values_of(value: object) -> Iterator[float]:
    """The numbers of a parameter value: a scalar, or those of a list or a mapping."""
    if isinstance(value, Mapping):
        for v in value.values():
            yield from _values_of(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _values_of(v)
    elif isinstance(value, int | float | Fraction) and not isinstance(value, bool):
        yield round(float(value), 6)


def _restates_the_lesson(params: Mapping[str, Any], said: Sequence[frozenset[float]]) -> bool:
    """Are all of a draw's values said together in the lesson (see :func:`said_together`)?
    Practice "with numbers made up" would then ask the lesson's own example again (set 173's
    graders: WEAK)."""
    drawn = frozenset(_values_of(params))
    return len(drawn - _PLAIN_VALUES) >= MIN_SAID_VALUES and any(drawn <= values for values in said)


# --- prompts ----------------------------------------------------------------------

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def ordinal(i: int) -> str:
    """``first`` … ``eighth`` for 0 … 7, else ``#9`` and on."""
    return _ORDINALS[i] if 0 <= i < len(_ORDINALS) else f"#{i + 1}"


@cache
def _environment() -> jinja2.Environment:
    import jinja2

    from generator.template_cache import template_cache

    env = jinja2.Environment(
        loader=jinja2.PackageLoader("generator", "templates/exercises"),
        undefined=jinja2.StrictUndefined,
        autoescape=False,  # plain text: the writers escape for HTML
        trim_blocks=True,
        lstrip_blocks=True,
        auto_reload=False,  # the templates are part of the package: no stat per prompt
        bytecode_cache=template_cache(),
    )
    env.filters["num"] = calc.format_number
    env.filters["nums"] = lambda xs: ", ".join(calc.format_number(x) for x in xs)
    env.filters["sub"] = calc.sub
    env.filters["ordinal"] = ordinal
    return env


def render_template(
    name: str, params: Mapping[str, ParamValue], precision: str, **context: object
) -> str:
    """A practice prompt from the template ``templates/exercises/<name>``.

    Args:
        name: The template's file name (a kind names its own, e.g. ``"gae.j2"``).
        params: The exercise's parameters (available to the template as ``p``).
        precision: The precision phrase (the template gets ``precision``).
        **context: Extra values for the template (token names, the story).

    Returns:
        The prompt as one paragraph of plain text.
    """
    template = _environment().get_template(name)
    text = template.render(p=params, precision=precision, **context)
    return " ".join(text.split())


# --- exercises -------------------------------------------------------------------


def make_exercise(
    kind: str,
    rng: random.Random,
    *,
    id: str,
    source: SourceSpan | None = None,
    source_text: str | None = None,
    used: set[str] | None = None,
    why: str | None = None,
    formula: bool = True,
    action_values: bool = False,
    on_policy: bool = False,
    kept: frozenset[str] = frozenset(),
    setting: Mapping[str, str] | None = None,
    said: Sequence[frozenset[float]] = (),
) -> Exercise:
    """A practice exercise of ``kind`` with parameters drawn from ``rng``.

    Args:
        kind: A calculator kind's name.
        rng: The seeded generator to draw from.
        id: The exercise's stable id.
        source: Where the lesson makes this kind relevant.
        source_text: The sentence (or term) at ``source``.
        used: Parameter sets already used; a repeat is redrawn, and the new one added.
        why: Why the lesson gets this kind (the evidence and its sentence).
        formula: Print the formula asked for (see :meth:`Kind.prompt`).
        action_values: The lesson's TD target is over action values (see
            :func:`teaches_action_values`): a TD drill says ``Q(s, a)`` and
            ``max Q(s′, a′)`` where it would say ``V(s)`` and ``V(s′)``.
        on_policy: With ``action_values``, the target is SARSA's (see
            :func:`teaches_on_policy`): ``Q(s′, a′)`` of the next action taken, no maximum.
        kept: The kind's optional inputs the lesson never speaks of (see
            :func:`unspoken_inputs`): they keep their defaults.
        setting: The prompt's context as the lesson has it (see :func:`lesson_setting`).
        said: The values the lesson says together (see :func:`said_together`): a draw all of
            whose values one of them holds is the lesson's own example, and is redrawn.

    Returns:
        An exercise with ``origin`` practice, its answer from the calculator.

    Raises:
        ParameterError: For an unknown kind.
    """
    spec = calc.get_kind(kind)
    draw = _draw_good(spec, rng, used, kept, setting, said)
    result = calc.compute(spec.name, spec.as_mapping(draw.params))
    prompt = spec.prompt(draw, precision_phrase(draw.decimals), formula=formula)
    steps = result.steps
    if action_values and spec.name in ACTION_VALUE_KINDS:
        wording = _ON_POLICY_WORDING if on_policy else _ACTION_VALUE_WORDING
        prompt = _of_action_values(prompt, wording)
        steps = tuple(_of_action_values(x, wording) for x in steps)
    return Exercise(
        id=id,
        kind=spec.name,
        params=dict(result.params),
        prompt=prompt,
        answer=float(result.value),
        decimals=draw.decimals,
        steps=steps,
        source=source,
        origin=Origin.PRACTICE,
        source_text=source_text,
        why=why,
    )


ACTION_VALUE_KINDS = frozenset({"td_error", "td_target"})
"""The kinds whose drills a lesson of action values asks in its notation (same arithmetic)."""
# A TD target over action values: "r + γ max_{a'} Q(s', a')", "the largest Q-value in the
# next state", or the methods that use one (Q-learning, SARSA, DQN).
_ACTION_VALUE_TARGET = re.compile(
    r"\\max_?\{?a|\bmax(?:imum)?\b[^.;]{0,30}\bQ\b|\b(?:largest|highest|best)\s+Q-values?\b"
)
_ACTION_VALUE_METHOD = re.compile(r"(?i:\bQ-learning\b|\bSARSA\b|\bDQN\b)")
_ACTION_VALUES = re.compile(f"{_ACTION_VALUE_TARGET.pattern}|{_ACTION_VALUE_METHOD.pattern}")
_STATE_VALUE_TARGET = re.compile(r"V\s*\(\s*(?:s'|s′|s_\{?t\s*\+\s*1|S_\{?t\s*\+\s*1)")
_ACTION_VALUE_WORDING = (
    ("The current state's value estimate is V(s)", "The action's value estimate is Q(s, a)"),
    (
        "the next state's value estimate is V(s′)",
        "the best action value in the next state is max Q(s′, a′)",
    ),
    ("the value of the next state", "the value of the best next action"),
    ("V(s′)", "max Q(s′, a′)"),
    ("V(s)", "Q(s, a)"),
)


def teaches_action_values(lesson: Lesson) -> bool:
    """Is the lesson's TD target one over action values (Q-learning, SARSA, DQN): its title
    names such a method, or, with no sentence writing a state value's target, a sentence
    writes such a target or two sentences name such a method? (One passing mention, "as in
    DQN", leaves a lesson of state values in its own notation: set 206's graders marked
    down Q-learning drills on semi-gradient TD(0).)"""
    if _ACTION_VALUES.search(lesson.title):
        return True
    texts = [s.text for s in lesson.statements]
    if any(_STATE_VALUE_TARGET.search(t) for t in texts):
        return False
    return any(_ACTION_VALUE_TARGET.search(t) for t in texts) or (
        sum(_ACTION_VALUE_METHOD.search(t) is not None for t in texts) >= 2
    )


# The learning methods of a value update: a lesson of one of them drills that one.
_MONTE_CARLO = re.compile(r"(?i:\bmonte[- ]carlo\b)")
_TD_METHOD = re.compile(
    r"\bTD\b|(?i:\btemporal[- ]difference\b|\bbootstrap|\bQ-learning\b|\bSARSA\b|\bDQN\b)"
)


def lesson_setting(lesson: Lesson, kind: str) -> dict[str, str]:
    """The context of ``kind``'s practice prompt that the lesson decides: a value update is a
    Monte Carlo learner's or a TD learner's as the lesson teaches only one of the two (a
    Q-learning lesson's drill is no Monte Carlo update); empty when it teaches both or
    neither, or for another kind."""
    if kind != "value_update":
        return {}
    texts = [lesson.title, *(s.text for s in lesson.statements)]
    mc = any(_MONTE_CARLO.search(t) for t in texts)
    td = any(_TD_METHOD.search(t) for t in texts)
    if mc == td:
        return {}
    return {"method": "Monte Carlo" if mc else "TD"}


def _of_action_values(text: str, wording: Sequence[tuple[str, str]]) -> str:
    """A TD drill's wording for action values: the same arithmetic on Q(s, a)."""
    for state, action in wording:
        text = text.replace(state, action)
    return text


# SARSA's target takes the value of the next action the policy takes, not the best one.
_ON_POLICY_WORDING = (
    ("The current state's value estimate is V(s)", "The action's value estimate is Q(s, a)"),
    (
        "the next state's value estimate is V(s′)",
        "the action it takes next, in the next state, has value Q(s′, a′)",
    ),
    ("value of the next state", "value of the action taken next"),
    ("V(s′)", "Q(s′, a′)"),
    ("V(s)", "Q(s, a)"),
)
_ON_POLICY_TITLE = re.compile(r"\bSARSA\b", re.IGNORECASE)
_OFF_POLICY_TITLE = re.compile(r"(?i:\bexpected\s+SARSA\b|\bQ-learning\b|\bDQN\b|\bmax)")


def teaches_on_policy(lesson: Lesson) -> bool:
    """Is the lesson's TD target SARSA's, the next action taken rather than the best one: its
    title names SARSA and no method of a maximum or an expectation (set 353's graders: drills
    of r + γ·max Q(s′, a′) on a SARSA lesson, BAD)?"""
    return bool(_ON_POLICY_TITLE.search(lesson.title)) and not _OFF_POLICY_TITLE.search(
        lesson.title
    )


SHOWS_HOW = frozenset({WORKED, WRITTEN})
"""The evidence that shows how a kind is computed: its practice asks for the formula unprinted."""

MAX_COUNT = 1_000
"""The most practice exercises asked for per lesson (each is drawn and checked)."""


def practice_exercises(lesson: Lesson, *, seed: int, count: int) -> tuple[Exercise, ...]:
    """Seeded practice exercises for the kinds a lesson covers.

    The kinds of :func:`relevant_kinds` take turns; parameters come from one
    ``random.Random`` seeded with the lesson's key and ``seed``, so the same
    lesson and seed give the same exercises, a larger ``count`` only appends,
    and other seeds give other parameters. Ids are
    ``"<lesson key>:practice:<seed>:<i>"``.

    Args:
        lesson: The lesson.
        seed: The seed.
        count: How many exercises (0 or more); none when the lesson covers no kind.

    Returns:
        The exercises, each pointing to the sentence that made its kind relevant.

    Raises:
        ParameterError: When ``count`` is negative or above :data:`MAX_COUNT`.
    """
    if not 0 <= count <= MAX_COUNT:
        raise ParameterError(f"count={count} must be between 0 and {MAX_COUNT:,}")
    return tuple(iter_practice(lesson, seed=seed, limit=count))


def iter_practice(lesson: Lesson, *, seed: int, limit: int = MAX_COUNT) -> Iterator[Exercise]:
    """:func:`practice_exercises` one at a time, each drawn only when asked for.

    The first ``n`` are those of ``practice_exercises(lesson, seed=seed, count=n)``
    (same parameters, same ids): a caller that keeps some of the exercises and
    stops when it has enough draws no more than it looks at.

    Args:
        lesson: The lesson.
        seed: The seed.
        limit: The most exercises to give (at most :data:`MAX_COUNT`).

    Yields:
        The exercises in order.
    """
    if limit <= 0:
        return
    matches = relevant_kinds(lesson)
    if not matches:
        return
    # Seeded by the lesson within its course, so that a lesson's practice stays as it was.
    rng = random.Random(f"lessondeck:{lesson.short_key}:{seed}")
    used: set[str] = set()
    said = said_together(lesson)
    action_values = any(m.kind in ACTION_VALUE_KINDS for m in matches) and (
        teaches_action_values(lesson)
    )
    on_policy = action_values and teaches_on_policy(lesson)
    kept = {m.kind: unspoken_inputs(lesson, m.kind) for m in matches}
    settings = {m.kind: lesson_setting(lesson, m.kind) for m in matches}
    for i in range(min(limit, MAX_COUNT)):
        match = matches[i % len(matches)]
        yield make_exercise(
            match.kind,
            rng,
            id=f"{lesson.key}:practice:{seed}:{i}",
            source=match.source,
            source_text=match.text,
            used=used,
            why=match.why,
            formula=match.reason not in SHOWS_HOW,
            action_values=action_values,
            on_policy=on_policy,
            kept=kept[match.kind],
            setting=settings[match.kind],
            said=said,
        )


def unspoken_inputs(lesson: Lesson, kind: str) -> frozenset[str]:
    """The optional inputs of ``kind`` (``Kind.optional_inputs``) that no statement or term of
    ``lesson`` speaks of: its practice drills keep them at their defaults."""
    return frozenset(
        name for name, pattern in _optional_inputs(kind) if not _said_in(lesson, pattern)
    )


@cache
def _optional_inputs(kind: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    from generator.kinds import KINDS

    return tuple((name, re.compile(pattern)) for name, pattern in KINDS[kind].optional_inputs)


def exercise_from_params(
    kind: str,
    params: Mapping[str, ParamValue],
    *,
    prompt: str,
    source: SourceSpan | None,
    id: str,
    source_text: str | None = None,
    origin: Origin = Origin.LESSON,
    decimals: int = 2,
) -> Exercise:
    """An exercise from given parameters, e.g. a worked example the narration states.

    Args:
        kind: A kind's name (a calculator kind or a check-only one).
        params: Its parameters (see :func:`generator.calc.compute`).
        prompt: The question; it should state the precision (see :func:`precision_phrase`).
        source: Where the numbers come from.
        id: The exercise's stable id.
        source_text: The sentence or sentences at ``source``.
        origin: Lesson for the narration's own numbers, practice otherwise.
        decimals: The precision asked for; the tolerance is half a unit in that place.

    Returns:
        The exercise, with the calculator's answer and worked steps.

    Raises:
        ParameterError: For an unknown kind or bad parameters, with ``source``'s
            path and line.
    """
    try:
        result = calc.compute(kind, params)
    except ParameterError as exc:
        if source is None:
            raise
        raise ParameterError(exc.message, path=source.path, line=source.line) from exc
    return Exercise(
        id=id,
        kind=result.kind,
        params=dict(result.params),
        prompt=prompt,
        answer=float(result.value),
        decimals=decimals,
        steps=result.steps,
        source=source,
        origin=origin,
        source_text=source_text,
    )


def describe(exercise: Exercise) -> tuple[str, ...]:
    """An exercise as readable lines: header, source, prompt, answer and worked steps.

    Args:
        exercise: The exercise.

    Returns:
        The lines, without trailing newlines.
    """
    label = (
        PRACTICE_LABEL.lower() if exercise.origin is Origin.PRACTICE else "the lesson's own numbers"
    )
    answer = calc.format_number(round(exercise.answer, exercise.decimals) + 0.0)
    lines = [f"{exercise.id} · {exercise.kind} · {label}"]
    if exercise.source is not None:
        quoted = f": {exercise.source_text}" if exercise.source_text else ""
        lines.append(f"  from {exercise.source}{quoted}")
    if exercise.why:
        reason = exercise.why.split(": ", 1)[0]
        lines.append(f"  why {exercise.kind}: the lesson teaches it ({reason})")
    lines.append(f"  {exercise.prompt}")
    lines.append(f"  answer: {answer} (within ±{exercise.tolerance:g})")
    lines.extend(f"    {step}" for step in exercise.steps)
    return tuple(lines)


def practice_for_lessons(
    lessons: Sequence[Lesson], *, seed: int, count: int
) -> tuple[Exercise, ...]:
    """:func:`practice_exercises` for each lesson, in order (``count`` per lesson).

    Args:
        lessons: The lessons.
        seed: The seed.
        count: Exercises per lesson.

    Returns:
        All the exercises.
    """
    return tuple(
        e for lesson in lessons for e in practice_exercises(lesson, seed=seed, count=count)
    )
