"""A learned score of how good a composed card is, and the choice of cards it makes.

Teachers graded about 2,500 cards of the written lessons (``tests/data/written``)
GOOD, WEAK or BAD, blind to the code that made them. Five rounds of hand-written
card rules tuned on such gradings gained little on the next unseen set; this
module learns instead which *general* properties of a card go with a teacher's
GOOD: how long the answer is, whether it is a number, a formula, a term of the
lesson's glossary or an acronym, whether its words are visible elsewhere on the
front or in the context line, how often the lesson uses them, where the blank
is, whether the front leans on a pronoun or a deictic ("this", "it", "the gap")
with no sentence before it shown, how long the sentence is and how many clauses
it has, the card's role and type. No feature names a word of any lesson.

:func:`card_features` names the features of one card (of the card as shown: the
context line, the front, the answer, its role and type, and its lesson), the
model is two logistic regressions over them, a teacher's GOOD and a teacher's BAD
(:class:`QualityModel`, weights in :data:`MODEL_FILE`, fitted and measured
leave-one-set-out by ``python -m generator.train_card_quality``), and
:func:`choose` drops the claim cards whose predicted chance of GOOD is below the
shipped threshold or whose chance of BAD is at or above its threshold. A caveat's
card is never dropped (every caveat keeps a card), nor an exercise.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from itertools import pairwise

from generator.classify import CaveatModel, classify_all
from generator.glossary import is_acronym
from generator.model import Card, CardType, Lesson, Role, Skipped, Statement
from generator.words import ANAPHORS, CARDINALS, FUNCTION_WORDS, NEGATORS, SUBORDINATORS, stem

MODEL_FILE = "card_quality.json"
"""The shipped weights and threshold, beside this module."""
BLANK = "[...]"

_WORD = re.compile(r"\d+(?:[.,]\d+)+|[^\W_]+(?:[’'-][^\W_]+)*")
_LETTERS = re.compile(r"[^\W\d_]+")
_DIGIT = re.compile(r"\d")
_FORMULA = re.compile(r"\\\(|[=≈≤≥<>+×·/^√Σ∑πθγδελμσ∈‖|]|\b[a-zA-Z]\(|\d\s*[−-]\s*\d")
_SENTENCE_END = re.compile(r"(?<=[.!?])[”\"’)]*\s+(?=[“\"(]?[A-Z\\])")
# Words and phrases that point back to what an earlier sentence said.
_DEICTIC = re.compile(
    r"\b(?:here|there|the\s+(?:gap|former|latter|same|difference|result|problem|issue|"
    r"effect|trick|fix|catch|case)|either\s+case|both\s+cases|in\s+(?:that|this)\s+case|"
    r"above|below|as\s+before|instead|also)\b",
    re.IGNORECASE,
)
_FIRST_PERSON = re.compile(r"\b(?:we|our|us|I|let's)\b")
_EXAMPLE = re.compile(
    r"\b(?:example|suppose|imagine|say|instance|e\.g\.|toy|scenario)\b", re.IGNORECASE
)
_CONTRAST = re.compile(
    r"\b(?:but|while|whereas|however|instead|unlike|rather\s+than|not)\b", re.IGNORECASE
)
_COMPARATIVE = re.compile(r"\b(?:more|less|fewer|than|\w+er\s+than)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Shown:
    """A card as a learner sees it: the context line, the front, the answer, role and type."""

    header: str
    front: str
    answer: str
    role: str
    type: str
    source_text: str


def context_line(context: str, section: str | None) -> str:
    """The line shown above a card's front: the lesson's context, then its section."""
    return context + (f" · {section}" if section else "")


def shown(card: Card) -> Shown:
    """What :func:`card_features` reads of ``card`` (as ``scripts/dump_cards.py`` prints it)."""
    header = context_line(card.context, card.section)
    return Shown(
        header, card.front, card.answer, card.role.value, card.type.value, card.source_text
    )


@dataclass(frozen=True)
class _LessonWords:
    """The word stems of a lesson: per sentence, of its glossary terms, of its title."""

    sentences: tuple[frozenset[str], ...]
    terms: frozenset[str]
    term_stems: frozenset[tuple[str, ...]]
    counts: dict[str, int]
    by_text: dict[str, Statement]


def _stems(text: str) -> list[str]:
    return [stem(w) for w in _WORD.findall(text)]


def _content(text: str) -> list[str]:
    return [stem(w) for w in _WORD.findall(text) if w.casefold() not in FUNCTION_WORDS]


_CACHE: dict[int, tuple[Lesson, _LessonWords]] = {}


def _lesson_words(lesson: Lesson) -> _LessonWords:
    cached = _CACHE.get(id(lesson))
    if cached is not None and cached[0] is lesson:
        return cached[1]
    sentences = tuple(frozenset(_stems(s.text)) for s in lesson.statements)
    counts: dict[str, int] = {}
    for sentence in sentences:
        for w in sentence:
            counts[w] = counts.get(w, 0) + 1
    terms = {*lesson.terms, *(g.term for g in lesson.glossary)}
    words = _LessonWords(
        sentences,
        frozenset(s for t in terms for s in _stems(t)),
        frozenset(tuple(_content(t)) for t in terms),
        counts,
        {s.text: s for s in reversed(lesson.statements)},
    )
    if len(_CACHE) > 64:
        _CACHE.clear()
    _CACHE[id(lesson)] = (lesson, words)
    return words


def _bin(name: str, value: int, edges: Sequence[int]) -> str:
    """``name:lo-hi`` for the bin of ``value`` between consecutive ``edges``."""
    for lo, hi in pairwise(edges):
        if value < hi:
            return f"{name}:{lo}-{hi - 1}"
    return f"{name}:{edges[-1]}+"


def _question(front: str) -> tuple[str, bool]:
    """The sentence of the front that asks (the one with the blank), and whether a
    sentence before it is shown (a lead-in). A sentence shown after it (a topic
    sentence's next one) is not part of it."""
    at = front.find(BLANK)
    ends = [m.end() for m in _SENTENCE_END.finditer(front)]
    stop = next((e for e in ends if at >= 0 and e > at + len(BLANK)), len(front))
    starts = [e for e in ends if at < 0 or e <= at]
    if not starts:
        return front[:stop].rstrip(), False
    return front[starts[-1] : stop].rstrip(), True


def card_features(card: Shown, lesson: Lesson) -> tuple[str, ...]:
    """The named binary features of ``card`` of ``lesson`` (see the module docstring)."""
    out: list[str] = [f"role:{card.role}", f"type:{card.type}"]
    front, answer = card.front, card.answer
    words = _lesson_words(lesson)
    if card.type == CardType.EXERCISE.value:
        return (*out, *_exercise_features(front, answer, words))
    question, lead_in = _question(front)
    rest = front.replace(BLANK, " ")
    answer_words = _WORD.findall(answer)
    lowered = [w.casefold() for w in answer_words]
    content = [
        stem(w) for w, low in zip(answer_words, lowered, strict=True) if low not in FUNCTION_WORDS
    ]
    out.append(_bin("answer-words", len(answer_words), (0, 1, 2, 4, 7)))
    if card.type == CardType.CLOZE.value:
        out.append(f"role:{card.role}+cloze")
    if lead_in:
        out.append("lead-in")
    # What the answer is.
    if _DIGIT.search(answer) or any(w in CARDINALS for w in lowered):
        out.append("answer-number")
    if _FORMULA.search(answer):
        out.append("answer-formula")
    if any(is_acronym(w) for w in answer_words):
        out.append("answer-acronym")
    if tuple(content) in words.term_stems:
        out.append("answer-is-term")
    elif content and all(s in words.terms for s in content):
        out.append("answer-in-terms")
    if not content:
        out.append("answer-function-words-only")
    elif lowered[0] in FUNCTION_WORDS:
        out.append("answer-starts-function-word")
    if lowered and lowered[-1] in FUNCTION_WORDS and len(lowered) > 1:
        out.append("answer-ends-function-word")
    if any(w in NEGATORS or w.endswith("n't") for w in lowered):
        out.append("answer-negation")
    if answer_words and answer_words[0][:1].isupper() and not front.startswith(BLANK):
        out.append("answer-capitalised")
    if len(answer_words) == 1 and re.search(r"(?:ed|ing|ly|ive|able|ible|al|ous|ful)$", lowered[0]):
        out.append("answer-one-modifier")
    # Whether the rest of the card gives the answer away.
    if content:
        seen = set(_stems(rest))
        share = sum(s in seen for s in content) / len(content)
        if share == 1:
            out.append("answer-shown:all")
        elif share > 0:
            out.append("answer-shown:some")
        header = set(_stems(card.header))
        if any(s in header for s in content):
            out.append("answer-in-context-line")
        frequency = max(sum(s in sentence for sentence in words.sentences) for s in content)
        out.append(_bin("answer-frequency", frequency, (0, 2, 4, 8)))
    # Where the blank is and what the sentence is like.
    if card.type == CardType.CLOZE.value:
        body = question.strip()
        if body.startswith(BLANK):
            out.append("blank:start")
        elif re.search(r"\[\.\.\.\][.!?”\"’)]*$", body):
            out.append("blank:end")
        else:
            out.append("blank:middle")
        before = body[: body.find(BLANK)].split()[-1:] if BLANK in body else []
        if before and before[0].casefold() in {"the", "a", "an"}:
            out.append("blank-after-article")
    question_words = [w.casefold() for w in _WORD.findall(question)]
    out.append(_bin("sentence-words", len(question_words), (0, 12, 20, 30, 45)))
    clauses = question.count(",") + question.count(";") + question.count(":")
    clauses += sum(w in SUBORDINATORS for w in question_words)
    if clauses >= 2:
        out.append("several-clauses")
    pointer = bool(question_words and question_words[0] in ANAPHORS)
    anaphor = pointer or any(w in ANAPHORS - {"that"} for w in question_words)
    deictic = _DEICTIC.search(question) is not None
    suffix = "+lead-in" if lead_in else ""
    if pointer:
        out.append("starts-with-pointer" + suffix)
    if anaphor:
        out.append("pronoun" + suffix)
    if deictic:
        out.append("deictic" + suffix)
    if _FIRST_PERSON.search(question):
        out.append("first-person")
    if _EXAMPLE.search(question):
        out.append("example-words")
    if _DIGIT.search(rest) or any(w in CARDINALS for w in question_words):
        out.append("front-number")
    if _CONTRAST.search(question):
        out.append("contrast")
    if _COMPARATIVE.search(question):
        out.append("comparative")
    if card.header.count("·") >= 3:
        out.append("section-shown")
    out.extend(_boundary_features(question, answer))
    statement = words.by_text.get(question.replace(BLANK, answer).strip()) or _statement(
        card.source_text, lesson, words
    )
    if statement is not None:
        out.extend(_statement_features(statement, lesson, words, content))
    return tuple(out)


def _statement(text: str, lesson: Lesson, words: _LessonWords) -> Statement | None:
    """The sentence of ``lesson`` a card came from (the last one of its source text)."""
    found = words.by_text.get(text)
    if found is not None:
        return found
    ends = [s for s in lesson.statements if s.text and text.endswith(s.text)]
    return max(ends, key=lambda s: len(s.text), default=None)


def _boundary_features(question: str, answer: str) -> list[str]:
    """Whether the blank cuts a phrase: a content word right before or after it."""
    at = question.find(BLANK)
    if at < 0:
        return []
    out = []
    before = _WORD.findall(question[:at])[-1:]
    after_text = question[at + len(BLANK) :]
    after = _WORD.findall(after_text)[:1]
    if after and not re.match(r"\s*[,;:.!?)”\"’—–]", after_text):
        word = after[0]
        if word.casefold() not in FUNCTION_WORDS:
            out.append("content-word-after-blank")
    if before and not re.search(r"[,;:(“\"—–]\s*$", question[:at]):
        word = before[0]
        if word.casefold() not in FUNCTION_WORDS and not word.endswith(("s", "ed")):
            out.append("content-word-before-blank")
    if any(len(w) >= 10 for w in _WORD.findall(answer)):
        out.append("answer-long-word")
    for side, word in (("before", before), ("after", after)):
        if word and word[0].casefold() in FUNCTION_WORDS:
            out.append(f"{side}-blank:{word[0].casefold()}")
    last = [w.casefold() for w in _WORD.findall(answer)][-1:]
    if last:
        suffix = next((x for x in _SUFFIXES if last[0].endswith(x)), None)
        if suffix:
            out.append(f"answer-last-suffix:{suffix}")
    return out


_SUFFIXES = ("tion", "sion", "ment", "ness", "ity", "ance", "ence", "ing", "ed", "ly", "er", "s")


def _statement_features(
    statement: Statement, lesson: Lesson, words: _LessonWords, answer: list[str]
) -> list[str]:
    """What the sentence the card came from is: its tags, place, terms, the answer's salience."""
    out = [f"tag:{t.value}" for t in statement.tags]
    total = max(len(lesson.statements), 1)
    out.append(_bin("place", 10 * statement.index // total, (0, 2, 5, 8)))
    if statement.quantities:
        out.append("sentence-quantities" if len(statement.quantities) > 1 else "sentence-quantity")
    if statement.terms:
        term_stems = {s for t in statement.terms for s in _content(t)}
        if answer and not term_stems & set(answer):
            out.append("term-left-visible")
    rest = [s for s in _content(statement.text) if s not in answer]
    if answer and rest:
        mean = sum(words.counts.get(s, 0) for s in answer) / len(answer)
        others = sorted(words.counts.get(s, 0) for s in rest)
        if mean <= others[0]:
            out.append("answer-rarest")
        elif mean >= others[-1]:
            out.append("answer-commonest")
    return out


def _exercise_features(front: str, answer: str, words: _LessonWords) -> list[str]:
    out = []
    if front.startswith("Practice"):
        out.append("practice")
        if "=" in front:
            out.append("practice-formula-shown")
    else:
        out.append("worked-example")
    if re.match(r"Work out\b", front):
        out.append("bare-arithmetic")
    content = set(_content(front))
    if content:
        known = sum(any(s in sentence for sentence in words.sentences) for s in content)
        out.append(
            "exercise-words-in-lesson" if known / len(content) >= 0.6 else "exercise-new-words"
        )
    out.append(_bin("exercise-words", len(_WORD.findall(front)), (0, 15, 30, 50)))
    if re.search(r"\d\.\d{3}", answer):
        out.append("answer-three-decimals")
    return out


@dataclass(frozen=True)
class QualityModel:
    """Two logistic regressions over :func:`card_features`: a teacher's GOOD and BAD.

    A claim's card is dropped when its chance of GOOD is below ``good.threshold`` or
    its chance of BAD is at least ``bad.threshold``.
    """

    good: CaveatModel
    bad: CaveatModel

    def reason(self, features: Iterable[str]) -> str | None:
        """Why a card with these features is dropped, or None to keep it."""
        features = tuple(features)
        p = self.good.probability(features)
        if p < self.good.threshold:
            return f"{p:.2f} < {self.good.threshold:.2f} chance a teacher grades it GOOD"
        q = self.bad.probability(features)
        if q >= self.bad.threshold:
            return f"{q:.2f} ≥ {self.bad.threshold:.2f} chance a teacher grades it BAD"
        return None

    def margin(self, features: Iterable[str]) -> float:
        """The chance of GOOD less the chance of BAD: the lower, the poorer the card."""
        features = tuple(features)
        return self.good.probability(features) - self.bad.probability(features)

    def to_json(self, **about: object) -> str:
        """The models as the JSON text of :data:`MODEL_FILE` (``about`` stored alongside)."""
        data = {
            **about,
            "good": json.loads(self.good.to_json()),
            "bad": json.loads(self.bad.to_json()),
        }
        return json.dumps(data, indent=1, ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, text: str) -> QualityModel:
        """Read models written by :meth:`to_json`."""
        data = json.loads(text)
        return cls(
            CaveatModel.from_json(json.dumps(data["good"])),
            CaveatModel.from_json(json.dumps(data["bad"])),
        )


@cache
def shipped_model() -> QualityModel:
    """The models and thresholds in the package's :data:`MODEL_FILE`."""
    text = resources.files("generator").joinpath(MODEL_FILE).read_text("utf-8")
    return QualityModel.from_json(text)


def droppable(card: Card) -> bool:
    """Whether the score may drop ``card``: a claim's card (a caveat's and an exercise never)."""
    return card.role is Role.CLAIM


MAX_DROPPED = 0.3
"""At most this share of a lesson's claim cards is dropped (the poorest first): a lesson
unlike the graded ones can score low as a whole. Held out, the cap costs the kept
cards of the written sets no GOOD share; it bounds what a misjudged lesson loses."""
NEAR_CAVEAT = 0.3
"""A claim the caveat classifier gives at least this chance of being a caveat keeps its
card: the hand labels call some such claims caveats, and every caveat keeps a card."""


def near_caveats(lesson: Lesson) -> frozenset[str]:
    """The ids of the lesson's claims the classifier nearly called caveats.

    The scores are the reader's (``Statement.caveat_score``); the lesson is classified
    again only when a statement has none (one built by hand).
    """
    scores = [s.caveat_score for s in lesson.statements]
    if any(score is None for score in scores):
        scores = [v.score for v in classify_all([s.text for s in lesson.statements])]
    return frozenset(
        s.id
        for s, score in zip(lesson.statements, scores, strict=True)
        if score is not None and score >= NEAR_CAVEAT
    )


def statement_of(text: str, lesson: Lesson) -> Statement | None:
    """The sentence of ``lesson`` a card with source text ``text`` came from."""
    return _statement(text, lesson, _lesson_words(lesson))


def choose(
    lesson: Lesson,
    cards: Sequence[Card],
    model: QualityModel | None = None,
    *,
    keep: Collection[str] = (),
    topics: Collection[str] = (),
) -> tuple[tuple[Card, ...], tuple[Skipped, ...]]:
    """The cards kept, and a skip (with the reason) for each claim card predicted poor.

    The cards of the statements in ``keep`` (ids: the claims compose reads as caveats)
    and of the claims the classifier nearly called caveats (:func:`near_caveats`) are
    kept whatever their score, as are caveats' cards and exercises. At most
    :data:`MAX_DROPPED` of the lesson's claim cards are dropped, the poorest first.
    Beyond that cap, whatever the model says, a claim's cloze of a short sentence that
    opens its paragraph (``topics``: see :func:`generator.compose._follow_on`) and a
    subject asked of a short predicate (:func:`_short_subjects`) are dropped.
    """
    model = model or shipped_model()
    claims = sum(droppable(card) for card in cards)
    if not claims:
        return tuple(cards), ()
    keep = {*keep, *near_caveats(lesson)}
    by_id: dict[str, Statement] = {s.id: s for s in lesson.statements}
    poor: dict[int, tuple[float, Skipped]] = {}
    for i, card in enumerate(cards):
        statement = by_id.get(card.statement_id or "")
        if droppable(card) and statement is not None and statement.id not in keep:
            features = card_features(shown(card), lesson)
            why = model.reason(features)
            if why is not None:
                reason = f"low predicted quality ({why}): {card.answer}"
                skip = Skipped(statement.id, statement.line, statement.text, reason)
                poor[i] = (model.margin(features), skip)
    ranked = sorted(poor, key=lambda i: (poor[i][0], i))[: int(MAX_DROPPED * claims)]
    # A subject asked of a short predicate is dropped whatever the model says, beyond the
    # cap: the cards the model drops or spares stay as they were.
    forced = {
        i: Skipped(s.id, s.line, s.text, f"{SHORT_SUBJECT}: {cards[i].answer}")
        for i in _short_subjects(cards)
        if (s := by_id.get(cards[i].statement_id or "")) is not None and s.id not in keep
    }
    forced.update(
        (i, Skipped(s.id, s.line, s.text, f"{TOPIC_SENTENCE}: {card.answer}"))
        for i, card in enumerate(cards)
        if droppable(card)
        and card.type is CardType.CLOZE
        and (s := by_id.get(card.statement_id or "")) is not None
        and s.id in topics
        and s.id not in keep
        and i not in forced
    )
    poor.update({i: (0.0, skip) for i, skip in forced.items() if i not in ranked})
    dropped = {*ranked, *forced}
    kept = tuple(card for i, card in enumerate(cards) if i not in dropped)
    return kept, tuple(poor[i][1] for i in sorted(dropped))


SHORT_SUBJECT = "the subject of a short predicate, which says too little to name it by"
TOPIC_SENTENCE = (
    "a short sentence opening its paragraph: alone it says too little, and the sentence "
    "after it gives its blank away"
)
SHORT_PREDICATE = 5
"""The most words after a sentence's subject that still say too little to name it by."""
_OPENING = re.compile(r"\s*(?:(?:the|a|an)\s+)?", re.IGNORECASE)


def _short_subjects(cards: Sequence[Card]) -> frozenset[int]:
    """The claim cards (by index) whose blank is the subject that opens the sentence, with at
    most :data:`SHORT_PREDICATE` words after it: "[Process rewards] make the mapping harder
    still", "The [stop token] raises a related choice", with no sentence shown before it
    (blind graders, sets 1-75: 4 GOOD, 13 WEAK, 29 BAD verdicts of 46; sets 76-85, set 85's
    cards having shown the shape: 0 GOOD, 2 WEAK, 6 BAD of 8)."""
    out = set()
    for i, card in enumerate(cards):
        if not droppable(card) or card.type is not CardType.CLOZE:
            continue
        sentence = card.front.rsplit("\n", 1)[-1]
        at = sentence.rfind(BLANK)
        if at < 0:
            continue
        # (after a sentence shown before it, the subject is often what that sentence's
        # problem calls for: "… ride in circles … [Potential-based shaping] avoids that trap")
        if not _OPENING.fullmatch(sentence[:at]):
            continue
        rest = sentence[at + len(BLANK) :]
        end = re.search(r"[.!?](?:\s|$)", rest)
        if len(_WORD.findall(rest[: end.start()] if end else rest)) <= SHORT_PREDICATE:
            out.add(i)
    return frozenset(out)
