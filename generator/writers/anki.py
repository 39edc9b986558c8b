"""The Anki writer: compositions → one ``.apkg`` that updates cleanly in Anki.

Each :class:`~generator.model.Card` becomes one note of one of lessondeck's
three note types (Cloze, Q&A, Exercise: fixed model ids, fields named for
what they hold, templates and one stylesheet in ``generator/templates/anki/``)
in a deck per lesson named ``<Series>::<NN> <Title>`` whose id derives from
that name. All lesson text is HTML-escaped, with the characters that Anki's
templates or cloze syntax would read (``{``, ``}``, ``::``, ``[sound:``)
written as character references, so MathJax ``\\( … \\)`` survives and a
lesson cannot break a card.

Updates respect the learner. A note's GUID derives from the lesson key and
the card id (or is inherited from the card an edited sentence replaced, see
:mod:`generator.edits`), and its modification time from the
manifest of the previous build (:mod:`generator.writers.manifest`): unchanged
content keeps its old time, so re-importing changes nothing and the
learner's own edits survive; changed content gets the build time, so Anki
updates it. The package is written without genanki's clock-stamped writer: the
collection is a SQLite database built in memory with genanki's schema, and the
zip has sorted entries, fixed attributes and dates from the newest content
change, so the same sources and manifest give the same bytes. The package
carries its manifest inside (an entry Anki's importer ignores) and is written
atomically, so package and manifest change together or not at all; the copy
beside it is for reading and for packages of older builds.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import html
import json
import re
import sqlite3
import time
import zipfile
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from importlib import resources
from pathlib import Path
from typing import Any, BinaryIO

from generator import calc
from generator.edits import Candidate, match_successors, variant_of
from generator.errors import OutputError
from generator.model import (
    Card,
    CardType,
    ClozeCard,
    Composition,
    Lesson,
    QACard,
    SourceSpan,
)
from generator.writers.atomic import ensure_directory, write_atomic, write_bytes_atomic
from generator.writers.epoch import MAX_EPOCH as MAX_EPOCH  # re-exported: moved there
from generator.writers.epoch import build_epoch as build_epoch
from generator.writers.manifest import (
    CardRecord,
    LessonRecord,
    Manifest,
    ModelRecord,
    parse_manifest,
    read_manifest,
)

CLOZE_MODEL_ID = 1_715_204_001
"""The note type id of lessondeck's Cloze notes (never change it: Anki keys notes on it)."""
QA_MODEL_ID = 1_715_204_002
"""The note type id of lessondeck's Q&A notes."""
EXERCISE_MODEL_ID = 1_715_204_003
"""The note type id of lessondeck's Exercise notes."""

MAX_CLOZE_WORDS = 6
"""The longest cloze deletion, in words, that :func:`quality_problems` accepts."""

_ZIP_EPOCH = 315_532_800  # 1980-01-01T00:00:00Z, the earliest date a zip entry can hold
_DECK_ID_MIN = 1 << 40
_DECK_ID_SPAN = (1 << 52) - (1 << 40)

# Shared by every note type; Kind is the note's kind tag, shown as a badge.
_CONTEXT_FIELDS = ("Context", "Section", "Kind")
_SOURCE_FIELDS = ("Extra", "SourceText", "Source")


@dataclass(frozen=True)
class NoteType:
    """One of lessondeck's note types (an Anki "model").

    Attributes:
        id: The fixed model id.
        name: The name shown in Anki.
        card_type: The :class:`~generator.model.CardType` it writes.
        fields: Field names in order; the first is the sort field.
        required: Fields that must not be empty.
        front_field: The field that holds the card's question, for duplicate checks.
        template_name: The name of its single card template.
        front: The front (question) template.
        back: The back (answer) template.
        css: The shared stylesheet.
    """

    id: int
    name: str
    card_type: CardType
    fields: tuple[str, ...]
    required: tuple[str, ...]
    front_field: str
    template_name: str
    front: str
    back: str
    css: str

    @property
    def is_cloze(self) -> bool:
        """True for the Cloze note type (Anki model type 1)."""
        return self.card_type is CardType.CLOZE

    def content_hash(self) -> str:
        """A hash of everything Anki stores for the note type, to date its changes."""
        parts = (self.id, self.name, self.is_cloze, self.fields, self.template_name)
        return _hash([*parts, self.front, self.back, self.css])

    def genanki_model(self) -> Any:
        """This note type as a ``genanki.Model`` (used for its JSON and by benchmarks)."""
        import genanki

        return genanki.Model(
            self.id,
            self.name,
            fields=[{"name": f} for f in self.fields],
            templates=[{"name": self.template_name, "qfmt": self.front, "afmt": self.back}],
            css=self.css,
            model_type=genanki.Model.CLOZE if self.is_cloze else genanki.Model.FRONT_BACK,
        )


@dataclass(frozen=True)
class AnkiNote:
    """A card turned into the fields and tags of an Anki note (before ids and times).

    Attributes:
        card: The card it was made from (the first, for a note of several cards).
        lesson: The lesson the card belongs to.
        note_type: Its note type.
        fields: Field values (HTML), in the note type's field order.
        tags: Anki tags: lesson key, kind, terms.
        variant: The card's kind for successor matching.
        match_text: The text successor matching compares (the source sentence).
        content_hash: A hash of note type, fields and tags.
        id: The note's id: the card's, or the ``note`` its cloze cards share.
        cards: Every card of the note (one, or the items of an overlapping cloze).
    """

    card: Card
    lesson: Lesson
    note_type: NoteType
    fields: tuple[str, ...]
    tags: tuple[str, ...]
    variant: str
    match_text: str
    content_hash: str
    id: str = ""
    cards: tuple[Card, ...] = ()

    def field(self, name: str) -> str:
        """The value of the field called ``name``."""
        return self.fields[self.note_type.fields.index(name)]

    @property
    def where(self) -> str:
        """``path:line`` of the card's source, or the lesson's path."""
        source = self.card.source
        return str(source) if source is not None else self.lesson.path


@dataclass(frozen=True)
class LessonDeckReport:
    """What the build wrote for one lesson.

    Attributes:
        key: The lesson key (``lesson-04``).
        deck: The deck name.
        by_type: Notes per note type (``cloze``, ``qa``, ``exercise``).
        by_role: Notes per kind tag (``claim``, ``caveat``, ``exercise``).
        added: Notes the previous build did not have.
        updated: Notes whose content changed (Anki will update them).
        unchanged: Notes written exactly as before (Anki will leave them alone).
        continued: Of the updated notes, those of an edited sentence that kept
            the GUID of the card they replace.
        removed: Cards of the previous build that are gone (their notes stay in
            Anki until the learner deletes them; see :class:`RemovedNote`).
    """

    key: str
    deck: str
    by_type: Mapping[str, int]
    by_role: Mapping[str, int]
    added: int
    updated: int
    unchanged: int
    continued: int
    removed: int

    @property
    def notes(self) -> int:
        """All notes of the lesson."""
        return sum(self.by_type.values())


@dataclass(frozen=True)
class DeckReport:
    """The result of :func:`write_deck`.

    Attributes:
        package: The ``.apkg`` written.
        manifest: The manifest written beside it.
        epoch: The build time used for changed content.
        lessons: Per-lesson figures, in build order.
        warnings: Card-quality problems found (:func:`quality_problems`); the
            package was written anyway.
        removed: Notes of the previous build whose cards are gone from the
            source; the package updates them once more, tagged
            :data:`REMOVED_TAG` (the build after does not carry them).
    """

    package: Path
    manifest: Path
    epoch: int
    lessons: tuple[LessonDeckReport, ...]
    warnings: tuple[str, ...] = ()
    removed: tuple[RemovedNote, ...] = ()

    @property
    def notes(self) -> int:
        """All notes in the package."""
        return sum(r.notes for r in self.lessons)

    @property
    def added(self) -> int:
        """Notes added since the previous build."""
        return sum(r.added for r in self.lessons)

    @property
    def updated(self) -> int:
        """Notes updated since the previous build."""
        return sum(r.updated for r in self.lessons)

    @property
    def unchanged(self) -> int:
        """Notes unchanged since the previous build."""
        return sum(r.unchanged for r in self.lessons)


# --- note types --------------------------------------------------------------


def _template_text(name: str) -> str:
    return resources.files("generator").joinpath("templates", "anki", name).read_text("utf-8")


_INCLUDE = re.compile(r"<!-- (include|script): ([\w.]+) -->")


def _load_template(name: str) -> str:
    def expand(m: re.Match[str]) -> str:
        text = _template_text(m.group(2))
        if m.group(1) == "include":
            return text.strip()
        if "{{" in text or "}}" in text or "</script" in text.lower():
            raise OutputError("card script must not contain {{, }} or </script>", path=m.group(2))
        return f"<script>\n{text.strip()}\n</script>"

    return _INCLUDE.sub(expand, _template_text(name)).strip() + "\n"


@functools.cache
def note_types() -> Mapping[CardType, NoteType]:
    """lessondeck's three note types, keyed by the card type they write.

    Returns:
        The Cloze, Q&A and Exercise note types, templates read from the package.
    """
    css = _template_text("style.css")
    return {
        CardType.CLOZE: NoteType(
            id=CLOZE_MODEL_ID,
            name="lessondeck Cloze",
            card_type=CardType.CLOZE,
            fields=("Text", *_CONTEXT_FIELDS, *_SOURCE_FIELDS),
            required=("Text", "Context", "Kind", "SourceText", "Source"),
            front_field="Text",
            template_name="Cloze",
            front=_load_template("cloze_front.html"),
            back=_load_template("cloze_back.html"),
            css=css,
        ),
        CardType.QA: NoteType(
            id=QA_MODEL_ID,
            name="lessondeck Q&A",
            card_type=CardType.QA,
            fields=("Question", "Answer", *_CONTEXT_FIELDS, *_SOURCE_FIELDS),
            required=("Question", "Answer", "Context", "Kind", "SourceText", "Source"),
            front_field="Question",
            template_name="Question and answer",
            front=_load_template("qa_front.html"),
            back=_load_template("qa_back.html"),
            css=css,
        ),
        CardType.EXERCISE: NoteType(
            id=EXERCISE_MODEL_ID,
            name="lessondeck Exercise",
            card_type=CardType.EXERCISE,
            fields=(
                "Prompt",
                "Answer",
                "Key",
                "Steps",
                "Origin",
                *_CONTEXT_FIELDS,
                *_SOURCE_FIELDS,
            ),
            required=("Prompt", "Answer", "Key", "Origin", "Context", "Kind", "Source"),
            front_field="Prompt",
            template_name="Exercise",
            front=_load_template("exercise_front.html"),
            back=_load_template("exercise_back.html"),
            css=css,
        ),
    }


# --- text, tags, ids ---------------------------------------------------------

# Anki reads these in field text: media/TTS/LaTeX tags.
_ANKI_BRACKET = re.compile(r"\[(?=sound:|anki:|/?latex\]|/?\$\$?\])", re.IGNORECASE)


def escape(text: str, *, cloze: bool = False) -> str:
    """Plain lesson text as field HTML that Anki shows verbatim.

    HTML special characters become entities; ``{`` and ``}`` become character
    references so the text can never form ``{{…}}`` template or cloze syntax,
    ``[`` before Anki's ``sound:``/``latex`` tags likewise; with ``cloze`` every
    ``:`` too (``::`` separates a cloze hint). MathJax delimiters ``\\(``
    ``\\)`` are untouched and their content still renders (MathJax reads the
    decoded text).

    Args:
        text: Plain text from a lesson.
        cloze: True for text that goes into a cloze field.

    Returns:
        The HTML.
    """
    out = (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#x27;")
        .replace("{", "&#123;")
        .replace("}", "&#125;")
    )
    if cloze:
        out = out.replace(":", "&#58;")
    return _ANKI_BRACKET.sub("&#91;", out) if "[" in out else out


_TAG_SPACE = re.compile(r"\s+")


@functools.lru_cache(maxsize=4096)
def anki_tag(raw: str) -> str:
    """A term as an Anki tag: spaces become ``_``; quotes and ``::`` nesting dropped.

    Args:
        raw: The term ("credit assignment").

    Returns:
        The tag ("credit_assignment"), or ``""`` if nothing usable is left.
    """
    tag = _TAG_SPACE.sub("_", raw.strip()).replace('"', "")
    while "::" in tag:
        tag = tag.replace("::", ":")
    return "".join(ch for ch in tag if ch.isprintable()).strip(":_")


def note_tags(card: Card) -> tuple[str, ...]:
    """The tags of a card's note: lesson key, kind, then its terms (deduplicated).

    Args:
        card: The card.

    Returns:
        Tags in a fixed order; Anki compares tags case-insensitively, so a
        term differing only in case from an earlier tag is dropped.
    """
    out: list[str] = []
    seen: set[str] = set()
    terms = sorted((anki_tag(t) for t in card.tags), key=lambda t: (t.casefold(), t))
    # The lesson's tag is the lesson within its course (``lesson-04``, Lesson.short_key):
    # it predates course identity and is kept, so that no note changes for it.
    lesson_tag = anki_tag(card.lesson_key.rsplit("/", 1)[-1])
    for tag in (lesson_tag, anki_tag(card.role), *terms):
        if tag and tag.casefold() not in seen:
            seen.add(tag.casefold())
            out.append(tag)
    return tuple(out)


def deck_id_for(deck_name: str) -> int:
    """The fixed id of the deck called ``deck_name`` (a SHA-256 of the name).

    Args:
        deck_name: ``<Series>::<NN> <Title>``.

    Returns:
        An id in [2**40, 2**52): never Anki's default deck 1, exact in JavaScript.
    """
    digest = hashlib.sha256(f"lessondeck deck\x1f{deck_name}".encode()).digest()
    return _DECK_ID_MIN + int.from_bytes(digest[:8], "big") % _DECK_ID_SPAN


def guid_for(*parts: str) -> str:
    """A note GUID from ``parts`` (lesson key and card id): genanki's ``guid_for``.

    Args:
        *parts: The values the GUID stands for.

    Returns:
        The GUID (a hash of the parts in Anki's base91 alphabet).
    """
    from genanki import guid_for as genanki_guid

    return str(genanki_guid(*parts))


def _hash(value: object) -> str:
    data = json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return hashlib.sha256(data.encode()).hexdigest()[:20]


# --- cards → notes -----------------------------------------------------------


def _note_units(cards: Sequence[Card]) -> list[tuple[str, list[Card]]]:
    """The notes a lesson's cards make, in card order: cloze cards sharing ``note`` join one."""
    units: list[tuple[str, list[Card]]] = []
    shared: dict[str, list[Card]] = {}
    for card in cards:
        if isinstance(card, ClozeCard) and card.note is not None:
            if card.note not in shared:
                shared[card.note] = []
                units.append((card.note, shared[card.note]))
            shared[card.note].append(card)
        else:
            units.append((card.id, [card]))
    return units


def _cloze_text(cards: Sequence[ClozeCard], where: str, problems: list[str]) -> str:
    """The Text field of a cloze note: one ``{{cN::…}}`` per card, numbered in reading order."""
    texts = {"".join(c.cloze) for c in cards}
    if len(texts) != 1:
        problems.append(f"{where}: the cards of one cloze note do not share one sentence")
        return ""
    (text,) = texts
    spans = sorted((len(c.cloze[0]), len(c.cloze[0]) + len(c.cloze[1])) for c in cards)
    out: list[str] = []
    position = 0
    for number, (start, end) in enumerate(spans, start=1):
        if start < position:
            problems.append(f"{where}: the deletions of one cloze note overlap")
            return ""
        if not text[start:end].strip():
            problems.append(f"{where}: the cloze deletion is empty")
        out.append(escape(text[position:start], cloze=True))
        out.append(f"{{{{c{number}::{escape(text[start:end], cloze=True)}}}}}")
        position = end
    out.append(escape(text[position:], cloze=True))
    return "".join(out)


def _extra_html(lines: Iterable[str]) -> str:
    out = []
    for line in lines:
        if not line.strip():
            continue
        label, sep, rest = line.partition(":")
        if sep and label.strip().casefold() == "caveat":
            out.append(
                f'<div class="ld-line ld-caveat-line"><em>{escape(label.strip())}:</em>'
                f"{escape(rest)}</div>"
            )
        else:
            out.append(f'<div class="ld-line">{escape(line)}</div>')
    return "".join(out)


_ORIGIN_TEXT = {
    "lesson": "Worked example from the narration, with the lesson's own numbers.",
    "practice": "Practice exercise built from the lesson's formulas; "
    "its numbers are not from the narration.",
}


def _source_html(card: Card, source: SourceSpan | None, lesson: Lesson) -> str:
    """``path:line`` of the card's source, and ``▶ 1:07`` (linked to the video) when timed.

    A lesson read from captions alone has no lines worth showing: its source
    is the caption file and the time.
    """
    from generator.moments import moment
    from generator.sources import CAPTION_SUFFIXES

    said = moment(card.start, card.video or lesson.video)
    if source is None:
        where = lesson.path
    elif said is not None and Path(source.path).suffix.lower() in CAPTION_SUFFIXES:
        where = source.path
    else:
        where = str(source)
    if said is None:
        return escape(where)
    text, link = said
    if link:
        shown = f'<a class="ld-moment" href="{escape(link)}">{escape(text)}</a>'
    else:
        shown = f'<span class="ld-moment">{escape(text)}</span>'
    return f"{escape(where)} · {shown}"


def _note_fields(
    card: Card, group: Sequence[Card], lesson: Lesson, problems: list[str]
) -> dict[str, str]:
    where = f"{card.source or lesson.path}: card {card.id}"
    source = card.source
    if source is None and card.exercise is not None:
        source = card.exercise.source
    source_text = card.source_text
    if not source_text and card.exercise is not None and card.exercise.source_text:
        source_text = card.exercise.source_text
    fields = {
        "Context": escape(card.context),
        "Section": escape(card.section or ""),
        "Kind": card.role.value,
        "Extra": _extra_html(card.back_extra),
        "SourceText": escape(source_text),
        "Source": _source_html(card, source, lesson),
    }
    if isinstance(card, ClozeCard):
        clozes = [c for c in group if isinstance(c, ClozeCard)]
        fields["Text"] = _cloze_text(clozes, where, problems)
    elif isinstance(card, QACard):
        fields["Question"] = escape(card.front)
        fields["Answer"] = escape(card.answer)
    else:
        ex = card.exercise
        key = json.dumps({"answer": ex.answer, "tolerance": ex.tolerance}, separators=(",", ":"))
        fields["Prompt"] = escape(card.front or ex.prompt)
        fields["Answer"] = escape(card.answer or calc.format_fixed(ex.answer, ex.decimals))
        fields["Key"] = base64.b64encode(key.encode()).decode("ascii")
        fields["Steps"] = "".join(f"<li>{escape(step)}</li>" for step in ex.steps)
        fields["Origin"] = escape(_ORIGIN_TEXT.get(ex.origin, ex.origin))
    return fields


def build_notes(compositions: Sequence[Composition]) -> tuple[AnkiNote, ...]:
    """Turn every card of ``compositions`` into an :class:`AnkiNote`.

    Args:
        compositions: One composition per lesson.

    Returns:
        The notes, lesson by lesson in the given order, cards in their order.

    Raises:
        OutputError: Cards that cannot become notes (an empty cloze deletion,
            a required field left empty, a card id or lesson key used twice);
            every problem is listed.
    """
    types = note_types()
    problems: list[str] = []
    notes: list[AnkiNote] = []
    lesson_paths: dict[str, str] = {}
    for comp in compositions:
        lesson = comp.lesson
        if lesson.key in lesson_paths:
            problems.append(
                f"{lesson.path}: lesson key {lesson.key} is also the key of "
                f"{lesson_paths[lesson.key]}; a build can hold each lesson once"
            )
            continue
        lesson_paths[lesson.key] = lesson.path
        seen_ids: set[str] = set()
        for note_id, group in _note_units(comp.cards):
            card = group[0]
            repeated = [i for i in {note_id, *(c.id for c in group)} if i in seen_ids]
            if repeated:
                for cid in sorted(repeated):
                    problems.append(f"{card.source or lesson.path}: card id {cid} is used twice")
                continue
            seen_ids.update([note_id, *(c.id for c in group)])
            note_type = types[card.type]
            values = _note_fields(card, group, lesson, problems)
            if not all(name in values for name in note_type.fields):
                continue
            empty = [n for n in note_type.required if not values[n].strip()]
            if empty:
                problems.append(
                    f"{card.source or lesson.path}: card {card.id}: "
                    f"empty required field(s) {', '.join(empty)}"
                )
                continue
            fields = tuple(values[name] for name in note_type.fields)
            tags = note_tags(card)
            notes.append(
                AnkiNote(
                    card=card,
                    lesson=lesson,
                    note_type=note_type,
                    fields=fields,
                    tags=tags,
                    variant=variant_of(card.type.value, note_id, card.statement_id),
                    match_text=card.source_text or card.front,
                    content_hash=_hash([note_type.id, fields, tags]),
                    id=note_id,
                    cards=tuple(group),
                )
            )
    if problems:
        raise OutputError("cannot write these cards:\n  " + "\n  ".join(problems))
    return tuple(notes)


# --- card quality ------------------------------------------------------------

_CLOZE = re.compile(r"\{\{c(\d+)::(.*?)\}\}", re.DOTALL)
_TAGS = re.compile(r"<[^>]*>")
_MATH_TOKEN = re.compile(r"\\[()\[\]]")
_WORD = re.compile(r"\w+(?:[-'’]\w+)*")


def _plain(field_html: str) -> str:
    return html.unescape(_TAGS.sub(" ", field_html))


def _math_balanced(text: str) -> bool:
    open_token: str | None = None
    for m in _MATH_TOKEN.finditer(text):
        token = m.group()
        if token in ("\\(", "\\["):
            if open_token is not None:
                return False
            open_token = token
        else:
            expected = "\\(" if token == "\\)" else "\\["
            if open_token != expected:
                return False
            open_token = None
    return open_token is None


def _contains_phrase(haystack: str, needle: str) -> bool:
    words = _WORD.findall(needle.casefold())
    if not words:
        return False
    folded = haystack.casefold()
    # The phrase holds each word as it is: without them all there is no phrase to look
    # for (the usual case), and no pattern to compile for this one note.
    if not all(w in folded for w in words):
        return False
    pattern = r"(?<!\w)" + r"\W+".join(re.escape(w) for w in words) + r"(?!\w)"
    return re.search(pattern, folded) is not None


def _shown_for(text: str, number: str) -> str:
    """A cloze field as card ``number`` shows it: that deletion hidden, the others in view."""

    def show(m: re.Match[str]) -> str:
        return "" if m.group(1) == number else m.group(2)

    return _CLOZE.sub(show, text)


def _has_braces(text: str) -> bool:
    return "{{" in text or "}}" in text


def _front_text(note: AnkiNote) -> str:
    text = note.field(note.note_type.front_field)
    if note.note_type.is_cloze:
        text = _CLOZE.sub("[...]", text)
    return " ".join(_plain(text).casefold().split())


def quality_problems(notes: Sequence[AnkiNote]) -> tuple[str, ...]:
    """Check notes against the card-quality rules the writer can see.

    Checks: one well-formed cloze deletion of at most :data:`MAX_CLOZE_WORDS`
    words whose text is not also on the front; the answer of a Q&A or exercise
    card not on its front; balanced MathJax delimiters in every field; no
    template syntax left in a field; no two notes of a deck with the same front.

    Args:
        notes: Notes from :func:`build_notes`.

    Returns:
        One ``path:line: card <id>: problem`` line per problem; empty when all is well.
    """
    problems: list[str] = []
    fronts: dict[tuple[str, str], str] = {}
    for note in notes:
        where = f"{note.where}: card {note.id}"
        if note.note_type.is_cloze:
            text = note.field("Text")
            clozes = _CLOZE.findall(text)
            numbers = [int(n) for n, _ in clozes]
            if numbers != list(range(1, len(clozes) + 1)) or _has_braces(_CLOZE.sub("", text)):
                problems.append(f"{where}: the cloze field needs {{{{c1::…}}}}, {{{{c2::…}}}}, …")
            for number, deletion in clozes:
                deleted = _plain(deletion)
                n_words = len(_WORD.findall(deleted))
                if n_words > MAX_CLOZE_WORDS:
                    problems.append(
                        f"{where}: the deletion has {n_words} words (at most {MAX_CLOZE_WORDS})"
                    )
                # What card N shows: its own deletion hidden, the others in view.
                shown = _shown_for(text, number)
                if _contains_phrase(_plain(shown), deleted):
                    problems.append(f"{where}: the deleted text {deleted!r} is also on the front")
        else:
            front = _plain(note.field(note.note_type.front_field))
            answer = _plain(note.field("Answer"))
            if _contains_phrase(front, answer):
                problems.append(f"{where}: the answer {answer!r} is visible on the front")
        for name, value in zip(note.note_type.fields, note.fields, strict=True):
            # Escaping never touches "\(" or "\)", so the field text can be checked as is.
            if "\\" in value and not _math_balanced(value):
                problems.append(f"{where}: unbalanced MathJax delimiters in {name}")
            if name != "Text" and ("{{" in value or "}}" in value):
                problems.append(f"{where}: template syntax in {name}")
        key = (note.lesson.deck_name, _front_text(note))
        if key in fronts:
            problems.append(f"{where}: same front as card {fronts[key]}")
        else:
            fronts[key] = note.id
    return tuple(problems)


# --- planning: GUIDs and modification times ----------------------------------


@dataclass
class _Planned:
    note: AnkiNote
    guid: str
    mtime: int
    created: int
    status: str  # "added", "updated", "unchanged"
    continued: bool = False


@dataclass(frozen=True)
class RemovedNote:
    """A note of the previous build whose card is gone from the source.

    Attributes:
        deck: The deck it was in.
        text: The sentence (or prompt) it came from.
        tagged: True when this package updates it a last time with
            :data:`REMOVED_TAG`, so the learner can find it in Anki.
    """

    deck: str
    text: str
    tagged: bool


@dataclass(frozen=True)
class _Gone:
    lesson: Lesson
    card_id: str
    record: CardRecord


@dataclass
class _Plan:
    notes: list[_Planned] = field(default_factory=list)
    models: dict[str, ModelRecord] = field(default_factory=dict)
    lessons: dict[str, LessonRecord] = field(default_factory=dict)
    removed: Counter[str] = field(default_factory=Counter)
    gone: list[_Gone] = field(default_factory=list)
    epoch: int = 0
    migrated: set[str] = field(default_factory=set)  # manifest keys of builds before courses


def _plan_lesson(
    notes: Sequence[AnkiNote], previous: LessonRecord | None, epoch: int, plan: _Plan
) -> None:
    prev_cards: Mapping[str, CardRecord] = previous.cards if previous else {}
    current = {n.id for n in notes}
    appeared = [n for n in notes if n.id not in prev_cards]
    vanished = [cid for cid in prev_cards if cid not in current]
    successors = match_successors(
        (Candidate(cid, prev_cards[cid].variant, prev_cards[cid].source_text) for cid in vanished),
        (Candidate(n.id, n.variant, n.match_text) for n in appeared),
    )
    plan.removed[notes[0].lesson.key] += len(vanished) - len(successors)
    inherited = set(successors.values())
    plan.gone.extend(
        _Gone(notes[0].lesson, cid, prev_cards[cid]) for cid in vanished if cid not in inherited
    )

    # Kept and inherited GUIDs first, so that a fresh GUID can avoid them.
    records: dict[str, CardRecord] = {}
    for n in notes:
        cid = n.id
        if cid in prev_cards:
            records[cid] = prev_cards[cid]
        elif cid in successors:
            records[cid] = prev_cards[successors[cid]]
    used = {rec.guid for rec in records.values()}
    cards: dict[str, CardRecord] = {}
    for n in notes:
        cid = n.id
        rec = records.get(cid)
        if rec is None:
            guid = guid_for(n.card.lesson_key, cid)
            salt = 1
            while guid in used:
                guid = guid_for(n.card.lesson_key, cid, str(salt))
                salt += 1
            used.add(guid)
            mtime, created, status = epoch, epoch, "added"
        elif rec.hash == n.content_hash:
            guid, mtime, created, status = rec.guid, rec.mtime, rec.created, "unchanged"
        else:
            guid, created, status = rec.guid, rec.created, "updated"
            mtime = max(epoch, rec.mtime + 1)
        plan.notes.append(_Planned(n, guid, mtime, created, status, cid in successors))
        cards[cid] = CardRecord(
            guid=guid,
            hash=n.content_hash,
            mtime=mtime,
            created=created,
            variant=n.variant,
            source_text=n.match_text,
        )
    if notes:
        lesson = notes[0].lesson
        plan.lessons[lesson.key] = LessonRecord(
            deck=lesson.deck_name, path=lesson.path, cards=cards
        )


def _before_courses(manifest: Manifest, lesson: Lesson) -> LessonRecord | None:
    """The lesson's record in a manifest written before lesson keys named the course.

    Such a manifest keys the lesson ``lesson-04`` and its cards
    ``lesson-04:…``; the same deck name says it is this lesson. Its cards are
    given their ids of today (``<course>/lesson-04:…``), so their notes keep
    their GUIDs and modification times: upgrading changes no note in Anki.
    """
    old = lesson.short_key
    if old == lesson.key:
        return None
    record = manifest.lessons.get(old)
    if record is None or record.deck != lesson.deck_name:
        return None
    prefix = f"{old}:"

    def today(text: str) -> str:
        return text.replace(prefix, f"{lesson.key}:", 1)

    cards = {
        (today(cid) if cid.startswith(prefix) else cid): replace(rec, variant=today(rec.variant))
        for cid, rec in record.cards.items()
    }
    return LessonRecord(deck=record.deck, path=record.path, cards=cards)


def _plan(
    compositions: Sequence[Composition],
    notes: Sequence[AnkiNote],
    manifest: Manifest,
    epoch: int,
) -> _Plan:
    plan = _Plan(epoch=epoch)
    by_lesson: dict[str, list[AnkiNote]] = {c.lesson.key: [] for c in compositions}
    for n in notes:
        by_lesson[n.lesson.key].append(n)
    for comp in compositions:
        key = comp.lesson.key
        lesson_notes = by_lesson[key]
        previous = manifest.lessons.get(key)
        if previous is None:
            previous = _before_courses(manifest, comp.lesson)
            if previous is not None:
                plan.migrated.add(comp.lesson.short_key)
        if lesson_notes:
            _plan_lesson(lesson_notes, previous, epoch, plan)
        else:
            plan.lessons[key] = LessonRecord(deck=comp.lesson.deck_name, path=comp.lesson.path)
            plan.removed[key] += len(previous.cards) if previous else 0
            if previous is not None:
                plan.gone.extend(_Gone(comp.lesson, c, r) for c, r in previous.cards.items())
    for note_type in note_types().values():
        mid = str(note_type.id)
        content = note_type.content_hash()
        prev = manifest.models.get(mid)
        if prev is None:
            mtime = epoch
        elif prev.hash == content:
            mtime = prev.mtime
        else:
            mtime = max(epoch, prev.mtime + 1)
        plan.models[mid] = ModelRecord(name=note_type.name, hash=content, mtime=mtime)
    return plan


# --- the package ---------------------------------------------------------------


def _allocate(base: int, used: set[int], next_free: dict[int, int]) -> int:
    candidate = max(base, next_free.get(base, base))
    while candidate in used:
        candidate += 1
    used.add(candidate)
    next_free[base] = candidate + 1
    return candidate


class _Rows:
    """A stand-in cursor that collects the rows genanki's ``Note.write_to_db`` makes.

    genanki builds each note's row and its cards' rows (which cards a note
    type makes, tags, fields, the sort field); they are inserted here table by
    table, all notes and then all cards, so the file's page layout, and with
    it the package's bytes, does not depend on how genanki interleaves them.
    """

    _INSERT = re.compile(r"INSERT INTO (\w+) VALUES", re.IGNORECASE)

    def __init__(self) -> None:
        self.by_table: dict[str, list[tuple[object, ...]]] = {}
        self.lastrowid = 0

    def execute(self, sql: str, params: tuple[object, ...]) -> None:
        match = self._INSERT.match(sql)
        if match is None:
            raise OutputError(f"unexpected statement from genanki: {sql[:40]!r}")
        self.by_table.setdefault(match.group(1), []).append(params)
        self.lastrowid = int(str(params[0]))  # the row's id, which genanki reads back


class _NoteWriter:
    """Writes notes through genanki's ``Note.write_to_db`` with lessondeck's own ids.

    Note and card ids derive from when a card first appeared (``created``), the
    next free id from there, so a rebuild gives every note the same ids.
    """

    def __init__(self, rows: _Rows, deck_ids: Mapping[str, int]) -> None:
        self.rows = rows
        self.deck_ids = deck_ids
        self.models = {t.card_type: t.genanki_model() for t in note_types().values()}
        self.used_notes: set[int] = set()
        self.used_cards: set[int] = set()
        self.next_note: dict[int, int] = {}
        self.next_card: dict[int, int] = {}

    def write(
        self,
        card_type: CardType,
        fields: Sequence[str],
        tags: Sequence[str],
        *,
        guid: str,
        created: int,
        mtime: int,
        deck: str,
        due: int,
    ) -> None:
        """One note and its cards (genanki decides how many cards a note makes)."""
        import genanki

        base = created * 1000
        nid = _allocate(base, self.used_notes, self.next_note)

        def ids() -> Iterator[int]:
            # genanki asks for the note's id, then one id per card it makes.
            yield nid
            while True:
                yield _allocate(base, self.used_cards, self.next_card)

        note = genanki.Note(
            model=self.models[card_type], fields=list(fields), tags=list(tags), guid=guid, due=due
        )
        note.write_to_db(self.rows, mtime, self.deck_ids[deck], ids())


def _final_updates(
    plan: _Plan, old_notes: Mapping[str, _OldNote], writer: _NoteWriter
) -> tuple[tuple[RemovedNote, ...], int]:
    """Write the notes gone from the source once more, tagged :data:`REMOVED_TAG`.

    Returns:
        Every removed note (``tagged`` False when the previous package does not
        hold it as this note type), and the newest modification time written.
    """
    removed: list[RemovedNote] = []
    newest = 0
    by_model = {t.id: t for t in note_types().values()}
    for position, gone in enumerate(plan.gone, start=len(plan.notes) + 1):
        old = old_notes.get(gone.record.guid)
        old_type = by_model.get(old.model) if old is not None else None
        if old is None or old_type is None or len(old.fields) != len(old_type.fields):
            removed.append(RemovedNote(gone.lesson.deck_name, gone.record.source_text, False))
            continue
        # The final update: the note as the learner has it, tagged so it can be found.
        removed.append(RemovedNote(gone.lesson.deck_name, gone.record.source_text, True))
        mtime = max(plan.epoch, gone.record.mtime + 1)
        newest = max(newest, mtime)
        writer.write(
            old_type.card_type,
            old.fields,
            [*(t for t in old.tags if t != REMOVED_TAG), REMOVED_TAG],
            guid=gone.record.guid,
            created=gone.record.created,
            mtime=mtime,
            deck=gone.lesson.deck_name,
            due=position,
        )
    return tuple(removed), newest


def _collection_bytes(
    compositions: Sequence[Composition], plan: _Plan, old_notes: Mapping[str, _OldNote]
) -> tuple[bytes, int, tuple[RemovedNote, ...]]:
    from genanki.apkg_col import APKG_COL
    from genanki.apkg_schema import APKG_SCHEMA
    from genanki.deck import Deck

    conn = sqlite3.connect(":memory:")
    try:
        conn.executescript(APKG_SCHEMA)
        conn.executescript(APKG_COL)
        decks: dict[str, Any] = json.loads(conn.execute("SELECT decks FROM col").fetchone()[0])
        deck_ids: dict[str, int] = {}
        for comp in compositions:
            name = comp.lesson.deck_name
            if name in deck_ids:
                continue
            deck_ids[name] = deck_id_for(name)
            description = escape(comp.lesson.objective or "")
            decks[str(deck_ids[name])] = Deck(deck_ids[name], name, description).to_json()
        first_deck = next(iter(deck_ids.values()), 1)
        models: dict[str, Any] = {}
        for note_type in note_types().values():
            mid = str(note_type.id)
            models[mid] = note_type.genanki_model().to_json(plan.models[mid].mtime, first_deck)
        conn.execute(
            "UPDATE col SET models = ?, decks = ?",
            (
                json.dumps(models, sort_keys=True, ensure_ascii=False),
                json.dumps(decks, sort_keys=True, ensure_ascii=False),
            ),
        )
        rows = _Rows()
        writer = _NoteWriter(rows, deck_ids)
        for position, planned in enumerate(plan.notes, start=1):  # new cards in deck order
            n = planned.note
            writer.write(
                n.note_type.card_type,
                n.fields,
                n.tags,
                guid=planned.guid,
                created=planned.created,
                mtime=planned.mtime,
                deck=n.lesson.deck_name,
                due=position,
            )
        removed, newest_removal = _final_updates(plan, old_notes, writer)
        for table, values in rows.by_table.items():
            width = ",".join("?" * len(values[0]))
            conn.executemany(f"INSERT INTO {table} VALUES ({width})", values)
        conn.commit()
        data = conn.serialize()
    finally:
        conn.close()
    newest = max(
        [p.mtime for p in plan.notes] + [m.mtime for m in plan.models.values()] + [newest_removal]
    )
    return bytes(data), newest, removed


MANIFEST_ENTRY = "lessondeck.manifest.json"
"""The package's own copy of the manifest (Anki's importer ignores the entry)."""


REMOVED_TAG = "lessondeck::removed"
"""The tag a note gets in its final update, the build after its sentence left the source."""


@dataclass(frozen=True)
class _OldNote:
    """A note as the previous package holds it (for the final update of a removed one)."""

    model: int
    fields: tuple[str, ...]
    tags: tuple[str, ...]


@dataclass(frozen=True)
class _Previous:
    manifest: Manifest
    notes: Mapping[str, _OldNote]  # by GUID; empty for packages without a collection we read


def read_previous_manifest(package: Path, manifest_path: Path) -> Manifest:
    """What the last build wrote: the manifest inside its package, else the one beside it.

    The copy inside the package is the one that matches what the learner may
    have imported; the file beside it is read only for a package written
    before packages carried a manifest, or when there is no package.

    Args:
        package: The ``.apkg`` of the last build (it may not exist).
        manifest_path: The manifest file beside it.

    Returns:
        The manifest of the last build, or an empty one for a first build.

    Raises:
        OutputError: The package or manifest exists but cannot be read.
    """
    return _read_previous(package, manifest_path).manifest


def _read_previous(package: Path, manifest_path: Path) -> _Previous:
    try:
        with zipfile.ZipFile(package) as archive:
            names = archive.namelist()
            if MANIFEST_ENTRY not in names:
                return _Previous(read_manifest(manifest_path), {})
            data = archive.read(MANIFEST_ENTRY)
            collection = archive.read("collection.anki2") if "collection.anki2" in names else b""
    except FileNotFoundError:
        return _Previous(read_manifest(manifest_path), {})
    except (OSError, zipfile.BadZipFile, RuntimeError) as exc:
        raise OutputError(
            f"cannot read the previous package ({exc}); move it away to build from scratch "
            "(Anki will then see every note as changed)",
            path=str(package),
        ) from exc
    return _Previous(parse_manifest(data, f"{package}:{MANIFEST_ENTRY}"), _old_notes(collection))


def _old_notes(collection: bytes) -> dict[str, _OldNote]:
    """The notes of a package's collection by GUID; {} when it cannot be read."""
    if not collection:
        return {}
    conn = sqlite3.connect(":memory:")
    try:
        conn.deserialize(collection)
        rows = conn.execute("SELECT guid, mid, flds, tags FROM notes").fetchall()
    except sqlite3.Error:
        return {}  # only the final update of removed notes needs them
    finally:
        conn.close()
    return {
        str(guid): _OldNote(int(mid), tuple(str(flds).split("\x1f")), tuple(str(tags).split()))
        for guid, mid, flds, tags in rows
    }


def _write_zip(handle: BinaryIO, collection: bytes, newest: int, manifest: bytes) -> None:
    stamp = time.gmtime(max(newest, _ZIP_EPOCH))
    date_time = (
        stamp.tm_year,
        stamp.tm_mon,
        stamp.tm_mday,
        stamp.tm_hour,
        stamp.tm_min,
        stamp.tm_sec,
    )
    entries = {"collection.anki2": collection, "media": b"{}", MANIFEST_ENTRY: manifest}
    with zipfile.ZipFile(handle, "w") as archive:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=date_time)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3  # Unix, whatever the platform
            info.external_attr = 0o100644 << 16
            archive.writestr(info, entries[name], compresslevel=6)


def _validate_name(name: str) -> None:
    if not name or name in (".", "..") or "/" in name or "\\" in name or "\x00" in name:
        raise OutputError(f"the package name must be a plain file name, got {name!r}")


def write_deck(
    compositions: Sequence[Composition],
    out_dir: Path,
    *,
    epoch: int | None,
    name: str = "lessondeck",
) -> DeckReport:
    """Write one Anki package for all ``compositions`` and its manifest.

    ``out_dir/<name>.apkg`` holds a deck per lesson and the manifest, which
    records each card's GUID, content hash and modification time so that the
    next build keeps GUIDs and times of unchanged and edited cards; the
    package is replaced atomically. ``out_dir/<name>.manifest.json`` is a copy
    of the manifest written after it; failing to write that copy is a warning.

    Args:
        compositions: One composition per lesson, in deck order.
        out_dir: The folder to write to (created if missing).
        epoch: The build time given to changed content (seconds since 1970);
            None reads ``SOURCE_DATE_EPOCH`` or the clock (:func:`build_epoch`).
        name: The file name stem of the package and manifest.

    Returns:
        What was written, with per-lesson counts against the previous build.

    Raises:
        OutputError: The folder or files cannot be written (the previous
            package is then untouched), the manifest is unreadable, or cards
            cannot become notes.
    """
    _validate_name(name)
    build_time = build_epoch() if epoch is None else epoch
    if build_time < 0:
        raise OutputError(f"the build time must not be negative, got {build_time}")
    package = out_dir / f"{name}.apkg"
    manifest_path = out_dir / f"{name}.manifest.json"
    ensure_directory(out_dir)
    old = _read_previous(package, manifest_path)
    previous = old.manifest
    notes = build_notes(compositions)
    plan = _plan(compositions, notes, previous, build_time)
    collection, newest, removed = _collection_bytes(compositions, plan, old.notes)
    lessons = {k: v for k, v in previous.lessons.items() if k not in plan.migrated}
    lessons.update(plan.lessons)
    models = dict(previous.models)
    models.update(plan.models)
    manifest = Manifest(
        package=package.name,
        models=dict(sorted(models.items())),
        lessons=dict(sorted(lessons.items())),
    )
    # The package carries its own manifest, so the two change together or not at all.
    manifest_bytes = manifest.dumps().encode("utf-8")
    write_atomic(package, lambda handle: _write_zip(handle, collection, newest, manifest_bytes))
    warnings = list(quality_problems(notes))
    try:
        write_bytes_atomic(manifest_path, manifest_bytes)
    except OutputError as exc:
        warnings.append(
            f"{exc}; the package holds the same manifest, so the next build still "
            "updates your notes correctly"
        )
    return DeckReport(
        package=package,
        manifest=manifest_path,
        epoch=build_time,
        lessons=_lesson_reports(compositions, plan),
        warnings=tuple(warnings),
        removed=removed,
    )


def _lesson_reports(
    compositions: Sequence[Composition], plan: _Plan
) -> tuple[LessonDeckReport, ...]:
    by_lesson: dict[str, list[_Planned]] = {c.lesson.key: [] for c in compositions}
    for p in plan.notes:
        by_lesson[p.note.lesson.key].append(p)
    reports = []
    for comp in compositions:
        key = comp.lesson.key
        mine = by_lesson[key]
        status = Counter(p.status for p in mine)
        reports.append(
            LessonDeckReport(
                key=key,
                deck=comp.lesson.deck_name,
                by_type=dict(Counter(p.note.card.type.value for p in mine)),
                by_role=dict(Counter(p.note.card.role for p in mine)),
                added=status["added"],
                updated=status["updated"],
                unchanged=status["unchanged"],
                continued=sum(1 for p in mine if p.continued),
                removed=plan.removed[key],
            )
        )
    return tuple(reports)
