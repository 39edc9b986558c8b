"""Hand-built lessons, cards and compositions for the Anki writer's tests.

They mirror the cards DESIGN.md wants from the sample lesson (cloze claims and
caveats, a claim showing its caveat, acronym Q&A both ways, a distinction, a
worked example and a practice exercise) plus one card of hostile text, so the
writer can be tested without the reader and compose. Also: helpers to import
a package into a fresh collection of the real Anki backend.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

from generator.model import (
    Card,
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
)
from generator.reader import statement_id as statement_id

SERIES = "Post-training from first principles"
PATH = "source/script_04.md"


def make_lesson(number: int = 4, title: str = "Rewards and credit assignment") -> Lesson:
    """A lesson header without statements (the writer reads only its metadata)."""
    return Lesson(
        path=f"source/script_{number:02d}.md",
        title=title,
        series=SERIES,
        number=number,
        total=10,
        duration="3:00",
        objective="Follow a code-repair trajectory from actions and observations to advantage.",
        terms=("credit assignment", "advantage"),
        statements=(),
    )


def _context(lesson: Lesson) -> str:
    return f"{lesson.series} · {lesson.context}"


def cloze_card(
    lesson: Lesson,
    sentence: str,
    deleted: str,
    *,
    line: int,
    role: str = "claim",
    extra: tuple[str, ...] = (),
    tags: tuple[str, ...] = (),
    section: str | None = None,
) -> Card:
    """A cloze card deleting ``deleted`` from ``sentence``."""
    start = sentence.index(deleted)
    before, after = sentence[:start], sentence[start + len(deleted) :]
    sid = statement_id(sentence)
    return ClozeCard(
        id=f"{lesson.key}:{sid}:cloze",
        role=Role(role),
        lesson_key=lesson.key,
        context=_context(lesson),
        section=section,
        front=f"{before}[...]{after}",
        answer=deleted,
        source=SourceSpan(lesson.path, line),
        source_text=sentence,
        cloze=(before, deleted, after),
        back_extra=extra,
        tags=tags,
        statement_id=sid,
        template="cloze",
    )


def qa_card(
    lesson: Lesson,
    sentence: str,
    question: str,
    answer: str,
    *,
    line: int,
    variant: str,
    tags: tuple[str, ...] = (),
) -> Card:
    """A Q&A card about ``sentence``."""
    sid = statement_id(sentence)
    return QACard(
        id=f"{lesson.key}:{sid}:{variant}",
        role=Role.CLAIM,
        lesson_key=lesson.key,
        context=_context(lesson),
        front=question,
        answer=answer,
        source=SourceSpan(lesson.path, line),
        source_text=sentence,
        tags=tags,
        statement_id=sid,
        template=variant,
    )


def exercise_card(
    lesson: Lesson,
    *,
    ex_id: str,
    prompt: str,
    answer: float,
    answer_text: str,
    decimals: int,
    steps: tuple[str, ...],
    origin: str,
    line: int | None,
    sentence: str = "",
) -> Card:
    """An exercise card (a worked example of the lesson or a practice exercise)."""
    source = SourceSpan(lesson.path, line) if line is not None else None
    exercise = Exercise(
        id=ex_id,
        kind="discounted_return",
        params={"rewards": (0, 0, 1), "gamma": 0.9, "t": 0},
        prompt=prompt,
        answer=answer,
        decimals=decimals,
        steps=steps,
        source=source,
        origin=origin,
        source_text=sentence or None,
    )
    return ExerciseCard(
        id=f"{lesson.key}:exercise:{ex_id}",
        lesson_key=lesson.key,
        context=_context(lesson),
        front=prompt,
        answer=answer_text,
        source=source,
        source_text=sentence,
        tags=("discounted return",),
        exercise=exercise,
        template=f"exercise-{origin}",
    )


OBSERVATIONS = (
    "Observations condition later actions but are masked out of the policy-gradient loss."
)
DENSITY = (
    "Step- or token-level signals can be denser, but density alone does not prove causal accuracy."
)
RESPONSE_LEVEL = "Response-level credit applies one outcome broadly."
GAE = "PPO critics and Generalized Advantage Estimation, or GAE, build on this idea."
REWARD_FEEDBACK = "Reward and feedback carry different information."
RETURN = (
    "With gamma point nine and success two steps later, the earlier action receives "
    "return point eight one."
)
HOSTILE = (
    "A template like {{c1::x}} or a::b, <b>bold</b> & [sound:x.mp3] "
    "must stay text, and \\( G_{t} = r_{t} + \\gamma G_{t+1} \\) must render."
)


def sample_cards(lesson: Lesson, *, edits: dict[str, str] | None = None) -> tuple[Card, ...]:
    """The sample lesson's cards; ``edits`` maps a sentence to its edited wording."""
    e = edits or {}

    def s(text: str) -> str:
        return e.get(text, text)

    density_deleted = "does not prove causal accuracy"
    cards = [
        cloze_card(
            lesson,
            s(OBSERVATIONS),
            "masked out",
            line=25,
            tags=("rollout tuples", "credit assignment"),
            section="The rollout",
        ),
        cloze_card(lesson, s(DENSITY), density_deleted, line=31, role="caveat"),
        cloze_card(
            lesson,
            s(RESPONSE_LEVEL),
            "one outcome",
            line=31,
            extra=(f"Caveat: {s(DENSITY)}",),
            tags=("credit assignment",),
        ),
        qa_card(
            lesson,
            s(GAE),
            "What does GAE stand for?",
            "Generalized Advantage Estimation",
            line=33,
            variant="acronym",
            tags=("GAE",),
        ),
        qa_card(
            lesson,
            s(GAE),
            "Which acronym names Generalized Advantage Estimation?",
            "GAE",
            line=33,
            variant="acronym-reverse",
            tags=("GAE",),
        ),
        qa_card(
            lesson,
            s(REWARD_FEEDBACK),
            "Reward vs. feedback: which one is the scalar an objective consumes, "
            "and which is the richer evidence?",
            "reward: the scalar; feedback: the richer evidence",
            line=27,
            variant="distinction",
            tags=("feedback versus reward",),
        ),
        exercise_card(
            lesson,
            ex_id="worked-1",
            prompt="γ = 0.9; the action's success arrives two steps later (reward 1). "
            "Return \\(G_t\\) of the earlier action, to two decimals?",
            answer=0.81,
            answer_text="0.81",
            decimals=2,
            steps=("\\(G_t = \\gamma^2 \\cdot 1\\)", "\\(= 0.9^2 = 0.81\\)"),
            origin="lesson",
            line=33,
            sentence=s(RETURN),
        ),
        exercise_card(
            lesson,
            ex_id="practice-1",
            prompt="Sibling patches score 1, 0, 1, 1. Population-std GRPO advantage of the "
            "second patch, to two decimals?",
            answer=-1.7320508,
            answer_text="−1.73",
            decimals=2,
            steps=("mean 0.75, std 0.433", "(0 − 0.75)/0.433 = −1.73"),
            origin="practice",
            line=None,
        ),
        cloze_card(lesson, HOSTILE, "stay text", line=40, tags=('weird "quoted" term', "a::b")),
    ]
    return tuple(cards)


def sample_composition(
    lesson: Lesson | None = None,
    *,
    edits: dict[str, str] | None = None,
    extra_cards: Iterable[Card] = (),
) -> Composition:
    """A composition of the sample cards (optionally edited or extended)."""
    lesson = lesson or make_lesson()
    statement = Statement(
        id=statement_id(RESPONSE_LEVEL),
        kind=StatementKind.CLAIM,
        tags=(),
        text="The tuple makes those roles explicit.",
        source=SourceSpan(lesson.path, 25),
        section=None,
    )
    lesson = replace(lesson, statements=(statement,))
    return Composition(
        lesson=lesson,
        cards=sample_cards(lesson, edits=edits) + tuple(extra_cards),
        skipped=(Skipped(statement.id, 25, statement.text, "too vague to stand alone"),),
    )


# --- the real Anki backend -----------------------------------------------------


def open_collection(path: Path) -> Any:
    """A fresh (or existing) Anki collection at ``path``."""
    from anki.collection import Collection

    return Collection(str(path))


def import_package(col: Any, package: Path) -> Any:
    """Import ``package`` with Anki's default options; returns the import log."""
    from anki.collection import ImportAnkiPackageOptions, ImportAnkiPackageRequest
    from anki.import_export_pb2 import ImportAnkiPackageUpdateCondition as Cond

    options = ImportAnkiPackageOptions(
        merge_notetypes=False,
        update_notes=Cond.IMPORT_ANKI_PACKAGE_UPDATE_CONDITION_IF_NEWER,
        update_notetypes=Cond.IMPORT_ANKI_PACKAGE_UPDATE_CONDITION_IF_NEWER,
        with_scheduling=False,
        with_deck_configs=False,
    )
    request = ImportAnkiPackageRequest(package_path=str(package), options=options)
    return col.import_anki_package(request).log


def notes_by_guid(col: Any) -> dict[str, Any]:
    """Every note of the collection, keyed by GUID."""
    return {note.guid: note for note in (col.get_note(nid) for nid in col.find_notes(""))}
