"""Compose cards from a parsed lesson, through the jinja2 templates in ``templates/``.

One fact per card, a short answer, the answer never visible on the front, a
context line on every front and the source sentence on every back (the
minimum information principle). What each statement becomes:

- a **caveat** always gets a cloze card of its own, deleting its qualifying
  clause ("… but density alone [...]" → "does not prove causal accuracy"), a
  hazard it names ("ambiguous") or its predicate; the rhetorical questions that
  follow it in the paragraph go on its back;
- a **claim** gets a cloze card deleting a stated number, a glossary term, the
  predicate of a contrast ("but are [...]") or a technical word; the caveat
  that qualifies it (the nearest caveat of its paragraph) goes on its back;
- an **acronym** definition gets Q&A cards both ways; a short **definition**
  ("Reward is the scalar consumed by an objective.") gets Q&A cards both
  ways; an "X is A, not B" **distinction** asks which of the two; a sentence
  saying two terms differ, with both defined in its paragraph, asks for the
  difference;
- each worked example of the narration becomes an **exercise** with the
  lesson's own numbers, and the lesson gets seeded practice exercises.

A statement that would make a vague or duplicate card is skipped, with the
reason (:class:`~generator.model.Skipped`), so the build can report it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache
from typing import Any, TypedDict

import jinja2

from generator import check, cloze, exercises
from generator.glossary import find_definitions, is_acronym
from generator.model import (
    Card,
    CardType,
    ClozeCard,
    Composition,
    Exercise,
    ExerciseCard,
    Lesson,
    QACard,
    Role,
    Skipped,
    SourceSpan,
    Statement,
    StatementKind,
    Tag,
)

MAX_DELETION_WORDS = cloze.MAX_DELETION_WORDS
MAX_ANSWER_WORDS = 8


@cache
def _templates() -> Any:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("generator", "templates"),
        autoescape=False,  # cards are plain text; each writer escapes for its medium
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=False,
    )
    return env.get_template("cards.j2").module


def _t(name: str, *args: object) -> str:
    macro: Callable[..., object] = getattr(_templates(), name)
    return str(macro(*args)).strip()


# --- statement shapes ---------------------------------------------------------------

_ANAPHOR_START = re.compile(r"^(?:this|that|these|those|it|they|its|their|both|here|so)\b", re.I)
_ANAPHOR_NP = re.compile(r"\b(?:those|these)\s+\w+", re.IGNORECASE)
_DEFINES = re.compile(
    r"^(?P<term>(?:an?\s+|the\s+)?[\w@’'–-]+(?:\s+[\w@’'–-]+){0,3}?)\s+"
    r"(?P<verb>is|are|means)\s+(?P<definition>(?:an?|the)\s+[^,;:]+?)\.?$",
    re.IGNORECASE,
)
_EITHER_OR = re.compile(
    r"^(?P<subject>[A-Z][^,;:]*?)\s+(?P<verb>is|are|was|were|describes?|measures?|means?)\s+"
    r"(?P<right>[^,;:]+?),\s+not\s+(?!only\b|just\b|all\b|even\b|necessarily\b)(?P<wrong>[^,;:]+?)\.$"
)
_PAIR = re.compile(
    r"^(?P<a>[A-Z][\w-]*(?:\s[\w-]+)?)\s+(?:and|versus|vs\.?)\s+(?P<b>[\w-]+(?:\s[\w-]+)?)\s+"
    r"(?:carry|have|are|mean|measure|differ|serve)\b.*\b(?:different|differ|distinct|not the same)",
    re.IGNORECASE,
)


def _is_question(statement: Statement) -> bool:
    return statement.text.rstrip("”\"’' ").endswith("?")


def _vague_reason(statement: Statement) -> str | None:
    text = statement.text
    n = cloze.word_count(text)
    if n < 4 or (n == 4 and not statement.terms and not statement.quantities):
        return "too short to stand alone"
    if statement.terms or statement.quantities or Tag.ACRONYM in statement.tags:
        return None
    anaphor = _ANAPHOR_START.match(text) or _ANAPHOR_NP.search(text)
    if anaphor:
        return (
            f"refers back to an earlier sentence ('{anaphor.group(0)}'); too vague to stand alone"
        )
    return None


def _article(phrase: str) -> str:
    return re.sub(r"^(?:an?|the)\s+", "", phrase.strip(), flags=re.IGNORECASE)


def _term_case(term: str) -> str:
    """A term as it reads mid-sentence: "Reward" → "reward", but "GAE" and "G at time t" stay."""
    first = term.split()[0] if term.split() else term
    if len(first) > 1 and first[0].isupper() and first[1:].islower():
        return first.lower() + term[len(first) :]
    return term


def _sentence_case(phrase: str) -> str:
    return phrase[:1].upper() + phrase[1:] if phrase else phrase


# --- composition ---------------------------------------------------------------------


class _Builder:
    """Collects the cards and skips of one lesson."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.context = _t("context", lesson)
        self.cards: list[Card] = []
        self.skipped: list[Skipped] = []
        self.fronts: dict[str, int] = {}
        self.duplicate_of: int | None = None

    def skip(self, statement: Statement, reason: str) -> None:
        self.skipped.append(Skipped(statement.id, statement.line, statement.text, reason))

    def add(
        self,
        statement: Statement | None,
        *,
        variant: str,
        type: CardType,
        front: str,
        answer: str,
        role: Role | None = None,
        cloze: tuple[str, str, str] | None = None,
        exercise: Exercise | None = None,
        source_text: str | None = None,
        extra: Iterable[str] = (),
        tags: Iterable[str] = (),
        template: str,
        start: float | None = None,
    ) -> bool:
        key = " ".join(front.casefold().split())
        if key in self.fronts:
            self.duplicate_of = self.fronts[key]
            return False
        source: SourceSpan | None
        if statement is not None:
            self.fronts[key] = statement.line
            card_id, source = f"{self.lesson.key}:{statement.id}:{variant}", statement.source
            role = role or Role(statement.kind.value)
            source_text = source_text or statement.text
            tags = tuple(tags) or statement.terms
        else:
            assert exercise is not None
            self.fronts[key] = exercise.source.line if exercise.source else 0
            card_id, source = exercise.id, exercise.source
            role = role or Role.EXERCISE
            source_text = source_text or exercise.source_text or ""
        common = _Common(
            id=card_id,
            role=role,
            lesson_key=self.lesson.key,
            context=self.context,
            front=front,
            answer=answer,
            source=source,
            source_text=source_text,
            section=statement.section if statement else None,
            back_extra=tuple(extra),
            tags=tuple(tags),
            statement_id=statement.id if statement else None,
            template=template,
            start=statement.start if statement else start,
            video=self.lesson.video,
        )
        card: Card
        if type is CardType.CLOZE:
            assert cloze is not None
            card = ClozeCard(cloze=cloze, **common)
        elif type is CardType.EXERCISE:
            assert exercise is not None
            card = ExerciseCard(exercise=exercise, **common)
        else:
            card = QACard(**common)
        self.cards.append(card)
        return True


class _Common(TypedDict):
    """The fields every card type shares (see :class:`generator.model.Card`)."""

    id: str
    role: Role
    lesson_key: str
    context: str
    front: str
    answer: str
    source: SourceSpan | None
    source_text: str
    section: str | None
    back_extra: tuple[str, ...]
    tags: tuple[str, ...]
    statement_id: str | None
    template: str
    start: float | None
    video: str | None


def _qualifiers(lesson: Lesson) -> tuple[dict[str, list[Statement]], dict[str, list[Statement]]]:
    """Which caveat qualifies which claim, and which questions illustrate which caveat.

    A caveat qualifies the nearest plain claim before it in its paragraph, or
    else the nearest one after it. A question illustrates the nearest caveat
    before it in its paragraph.
    """
    qualified: dict[str, list[Statement]] = {}
    illustrated: dict[str, list[Statement]] = {}
    statements = lesson.statements
    for i, s in enumerate(statements):
        if s.kind is StatementKind.CAVEAT:
            same = [t for t in statements if t.paragraph == s.paragraph]
            # Claims that make cards of their own; acronym definitions are not qualified.
            plain = [
                t
                for t in same
                if t.kind is StatementKind.CLAIM
                and not _is_question(t)
                and Tag.ACRONYM not in t.tags
                and _vague_reason(t) is None
            ]
            before = [t for t in plain if t.index < s.index]
            after = [t for t in plain if t.index > s.index]
            target = before[-1] if before else (after[0] if after else None)
            if target is not None:
                qualified.setdefault(target.id, []).append(s)
        elif _is_question(s):
            for t in reversed(statements[:i]):
                if t.paragraph != s.paragraph:
                    break
                if t.kind is StatementKind.CAVEAT:
                    illustrated.setdefault(t.id, []).append(s)
                    break
    return qualified, illustrated


def _definition_cards(b: _Builder, s: Statement, extra: list[str]) -> bool:
    made = False
    for entry in b.lesson.glossary:
        if entry.origin != "narration" or entry.line != s.line or not entry.expansion:
            continue
        if not is_acronym(entry.term):
            continue
        if entry.term not in s.text or entry.expansion not in s.text:
            continue
        made |= b.add(
            s,
            variant=f"acronym:{entry.term}:expand",
            type=CardType.QA,
            front=_t("acronym_expand", entry.term),
            answer=entry.expansion,
            role=Role.CLAIM,
            extra=extra,
            template="acronym",
        )
        made |= b.add(
            s,
            variant=f"acronym:{entry.term}:name",
            type=CardType.QA,
            front=_t("acronym_name", entry.expansion),
            answer=entry.term,
            role=Role.CLAIM,
            extra=extra,
            template="acronym",
        )
    if made:
        return True
    m = _DEFINES.match(s.text)
    if m and Tag.DEFINITION in s.tags and s.kind is StatementKind.CLAIM:
        term, verb, definition = m.group("term"), m.group("verb").lower(), m.group("definition")
        if (
            cloze.word_count(term) <= 4
            and len(_article(term)) > 1
            and cloze.word_count(definition) <= MAX_ANSWER_WORDS
            and not _ANAPHOR_START.match(term)
            and term.casefold() not in definition.casefold()
        ):
            made |= b.add(
                s,
                variant="define",
                type=CardType.QA,
                front=_t("define", _term_case(term), verb),
                answer=definition,
                extra=extra,
                template="definition",
            )
            made |= b.add(
                s,
                variant="name",
                type=CardType.QA,
                front=_t("name_term", verb, definition),
                answer=_sentence_case(_article(term)),
                extra=extra,
                template="definition",
            )
    return made


def _either_or_card(b: _Builder, s: Statement, extra: list[str]) -> bool:
    m = _EITHER_OR.match(s.text)
    if (
        not m
        or cloze.word_count(m.group("right")) > MAX_DELETION_WORDS
        or cloze.word_count(m.group("wrong")) > MAX_DELETION_WORDS
    ):
        return False
    right, wrong = m.group("right"), m.group("wrong")
    # Which option comes first on the front must not give the answer away:
    # order them by a hash of the sentence, stable across builds.
    first, second = (right, wrong) if int(s.id[1:9], 16) % 2 == 0 else (wrong, right)
    return b.add(
        s,
        variant="either-or",
        type=CardType.QA,
        front=_t("either_or", m.group("subject"), m.group("verb"), first, second),
        answer=_t("either_or_answer", right, wrong),
        extra=extra,
        template="distinction",
    )


def _contrast_card(b: _Builder, s: Statement, extra: list[str]) -> bool:
    """ "A and B carry different information" + both defined in the paragraph."""
    m = _PAIR.match(s.text)
    if not m:
        return False
    terms = [m.group("a"), m.group("b")]
    definitions: list[tuple[str, str, Statement]] = []
    for term in terms:
        for t in b.lesson.statements:
            if t.paragraph != s.paragraph or t.id == s.id:
                continue
            d = _DEFINES.match(t.text)
            if (
                d
                and _article(d.group("term")).casefold() == term.casefold()
                and d.group("verb").lower() != "means"
            ):
                definitions.append((term, d.group("definition"), t))
                break
    if len(definitions) != len(terms):
        return False
    if any(cloze.word_count(d) > MAX_ANSWER_WORDS for _, d, _t2 in definitions):
        return False
    # Shuffle the order of the definitions on the front by the sentence's hash.
    shown = [d for _, d, _t2 in definitions]
    if int(s.id[1:9], 16) % 2:
        shown.reverse()
    names = [_sentence_case(terms[0])] + [t.lower() for t in terms[1:]]
    return b.add(
        s,
        variant="contrast",
        type=CardType.QA,
        front=_t("contrast", names, shown),
        answer=_t("contrast_answer", [(t.lower(), d) for t, d, _t2 in definitions]),
        source_text=" ".join([s.text] + [t.text for _, _, t in definitions]),
        extra=extra,
        template="distinction",
    )


def _cloze_card(b: _Builder, s: Statement, extra: list[str], lead_in: str | None) -> bool:
    cut = cloze.choose_deletion(s)
    if cut is None:
        return False
    text = s.text
    before, deleted, after = text[: cut.start], text[cut.start : cut.end], text[cut.end :]
    if lead_in is not None:
        if re.search(r"(?<!\w)" + re.escape(deleted.casefold()) + r"(?!\w)", lead_in.casefold()):
            return False  # the sentence before would give the answer away
        before = f"{lead_in} {before}"
    return b.add(
        s,
        variant="cloze",
        type=CardType.CLOZE,
        front=_t("cloze_front", before, after),
        answer=deleted,
        cloze=(before, deleted, after),
        source_text=before + deleted + after,
        extra=extra,
        template=f"cloze: {cut.why}",
    )


def _repeats_definition(lesson: Lesson, s: Statement) -> str | None:
    """A sentence that only restates acronyms the lesson defined earlier ("PPO is …")."""
    defined = find_definitions(s.text)
    if not defined or cloze.word_count(s.text) > 3 * len(defined) + 6:
        return None
    earlier = {
        g.term: g.line for g in lesson.glossary if g.origin == "narration" and g.line < s.line
    }
    if all(d.term in earlier for d in defined):
        first = defined[0].term
        return f"repeats the definition of {first} from line {earlier[first]}"
    return None


def _no_card_reason(s: Statement, duplicate_of: int | None) -> str:
    if duplicate_of is not None:
        return f"would repeat the card from line {duplicate_of}"
    items = [p for p in re.split(r",|\band\b|\bor\b", s.text) if p.strip()]
    if cloze.list_spans(s.text) and len(items) > 3:
        return f"a list of {len(items)} items: too many to recall on one card"
    return "no key term, number or qualifying clause to ask for"


def compose_lesson(lesson: Lesson, *, seed: int = 0, practice: int = 5) -> Composition:
    """Make the cards of one lesson.

    Args:
        lesson: The parsed lesson.
        seed: Seed of the practice exercises (same seed, same exercises).
        practice: How many seeded practice exercises to add.

    Returns:
        The cards, the statements skipped (with reasons) and the narration's
        worked examples as checked by the calculator.
    """
    b = _Builder(lesson)
    qualified, illustrated = _qualifiers(lesson)
    for s in lesson.statements:
        if _is_question(s) and Tag.DEFINITION not in s.tags:
            owner = next(
                (c for c, qs in illustrated.items() if any(q.id == s.id for q in qs)), None
            )
            if owner is not None:
                line = next(t.line for t in lesson.statements if t.id == owner)
                b.skip(s, f"rhetorical question; shown on the back of the caveat at line {line}")
            else:
                b.skip(s, "a question the narration asks, not a statement")
            continue
        extra = [_t("caveat_note", c.text) for c in qualified.get(s.id, [])]
        questions = [q.text for q in illustrated.get(s.id, [])]
        if questions:
            extra.append(_t("illustrations", questions))
        previous = lesson.statements[s.index - 1] if s.index > 0 else None
        lead_in = None
        if (
            _ANAPHOR_START.match(s.text)
            and previous is not None
            and previous.paragraph == s.paragraph
        ):
            lead_in = previous.text  # "It removes the learned critic …" needs the sentence before
        if s.kind is StatementKind.CLAIM:
            reason = _repeats_definition(lesson, s) or (None if lead_in else _vague_reason(s))
            if reason is not None:
                b.skip(s, reason)
                continue
        b.duplicate_of = None
        made = _definition_cards(b, s, extra)
        made = _either_or_card(b, s, extra) or made
        made = _contrast_card(b, s, extra) or made
        if s.kind is StatementKind.CAVEAT or not made:
            made = _cloze_card(b, s, extra, lead_in) or made
        if not made:
            b.skip(s, _no_card_reason(s, b.duplicate_of))

    examples = check.find_examples(lesson)
    said = {s.id: s.start for s in lesson.statements}
    starts: dict[str, int] = {}
    for example in examples:
        # Number examples per first sentence, as check does, without searching again.
        first = example.statement_ids[0] if example.statement_ids else f"line{example.line}"
        starts[first] = starts.get(first, -1) + 1
        exercise = check.example_exercise(example, lesson, starts[first])
        b.add(
            None,
            variant="example",
            type=CardType.EXERCISE,
            front=exercise.prompt,
            answer=_exercise_answer(exercise),
            exercise=exercise,
            source_text=example.text,
            tags=(exercise.kind,),
            template="exercise: the lesson's own numbers",
            start=said.get(first),
        )
    for exercise in exercises.practice_exercises(lesson, seed=seed, count=practice):
        b.add(
            None,
            variant="practice",
            type=CardType.EXERCISE,
            front=exercise.prompt,
            answer=_exercise_answer(exercise),
            exercise=exercise,
            tags=(exercise.kind,),
            template="exercise: practice",
        )
    return Composition(lesson, tuple(b.cards), tuple(b.skipped), tuple(examples), seed=seed)


def format_answer(value: float, decimals: int) -> str:
    """An exercise's answer rounded to the decimal places its prompt asks for (2 → ``0.81``)."""
    text = f"{value:.{decimals}f}"
    if text.startswith("-") and float(text) == 0:
        text = text[1:]  # no "−0.00"
    return text.replace("-", "−")


def _exercise_answer(exercise: Exercise) -> str:
    return format_answer(exercise.answer, exercise.decimals)
