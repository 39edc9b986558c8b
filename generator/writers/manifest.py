"""The deck manifest: what the last build wrote, kept inside the package and beside it.

Anki updates an imported note only when the incoming note is newer than the
one in the collection, and matches notes by GUID. So the deck writer must
remember, between builds, each card's GUID, a hash of its content and the
time that content last changed: an unchanged card is then written with its
old modification time (the import leaves the learner's note alone) and an
edited sentence keeps its old GUID (the note is updated in place). This
module is that memory: frozen records, JSON in and out, deterministic output
(sorted keys, no build time) so that an unchanged rebuild rewrites the same
bytes.

Format (``format`` 1)::

    {"format": 1, "package": "lessondeck.apkg",
     "models": {"<model id>": {"name": …, "hash": …, "mtime": …}},
     "lessons": {"lesson-04": {"deck": …, "path": …,
                               "cards": {"<card id>": {"guid": …, "hash": …, "mtime": …,
                                                       "created": …, "variant": …,
                                                       "source_text": …}}}}}
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from generator.errors import OutputError

MANIFEST_FORMAT = 1
"""The version of the manifest's JSON layout; other versions are refused."""


@dataclass(frozen=True)
class CardRecord:
    """One card of the last build.

    Attributes:
        guid: The note's GUID in Anki.
        hash: A hash of what the note holds (note type, fields, tags).
        mtime: When that content last changed (seconds since the epoch).
        created: When the card first appeared; its note and card ids derive from it.
        variant: The card's kind for successor matching (:func:`generator.edits.card_variant`).
        source_text: The sentence the card came from, for successor matching.
    """

    guid: str
    hash: str
    mtime: int
    created: int
    variant: str
    source_text: str

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON object."""
        return {
            "guid": self.guid,
            "hash": self.hash,
            "mtime": self.mtime,
            "created": self.created,
            "variant": self.variant,
            "source_text": self.source_text,
        }

    @classmethod
    def from_json(cls, data: Any) -> CardRecord:
        """Read a record written by :meth:`to_json`; raises ``ValueError`` if malformed."""
        obj = _object(data)
        return cls(
            guid=_str(obj, "guid"),
            hash=_str(obj, "hash"),
            mtime=_int(obj, "mtime"),
            created=_int(obj, "created"),
            variant=_str(obj, "variant"),
            source_text=_str(obj, "source_text"),
        )


@dataclass(frozen=True)
class ModelRecord:
    """A note type of the last build: its content hash and when that last changed."""

    name: str
    hash: str
    mtime: int

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON object."""
        return {"name": self.name, "hash": self.hash, "mtime": self.mtime}

    @classmethod
    def from_json(cls, data: Any) -> ModelRecord:
        """Read a record written by :meth:`to_json`; raises ``ValueError`` if malformed."""
        obj = _object(data)
        return cls(name=_str(obj, "name"), hash=_str(obj, "hash"), mtime=_int(obj, "mtime"))


@dataclass(frozen=True)
class LessonRecord:
    """The cards one lesson contributed to the last build, by card id."""

    deck: str
    path: str
    cards: Mapping[str, CardRecord] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON object."""
        return {
            "deck": self.deck,
            "path": self.path,
            "cards": {cid: rec.to_json() for cid, rec in self.cards.items()},
        }

    @classmethod
    def from_json(cls, data: Any) -> LessonRecord:
        """Read a record written by :meth:`to_json`; raises ``ValueError`` if malformed."""
        obj = _object(data)
        cards = _object(obj.get("cards", {}))
        return cls(
            deck=_str(obj, "deck"),
            path=_str(obj, "path"),
            cards={str(cid): CardRecord.from_json(rec) for cid, rec in cards.items()},
        )


@dataclass(frozen=True)
class Manifest:
    """Everything the deck writer remembers between builds.

    Lessons that a build did not include are carried over unchanged, so
    building one lesson into a folder does not forget the others.
    """

    package: str = ""
    models: Mapping[str, ModelRecord] = field(default_factory=dict)
    lessons: Mapping[str, LessonRecord] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The manifest as a JSON object."""
        return {
            "format": MANIFEST_FORMAT,
            "package": self.package,
            "models": {mid: rec.to_json() for mid, rec in self.models.items()},
            "lessons": {key: rec.to_json() for key, rec in self.lessons.items()},
        }

    @classmethod
    def from_json(cls, data: Any) -> Manifest:
        """Read a manifest written by :meth:`to_json`; raises ``ValueError`` if malformed."""
        obj = _object(data)
        if obj.get("format") != MANIFEST_FORMAT:
            raise ValueError(f"unknown format {obj.get('format')!r} (expected {MANIFEST_FORMAT})")
        models = _object(obj.get("models", {}))
        lessons = _object(obj.get("lessons", {}))
        return cls(
            package=_str(obj, "package"),
            models={str(k): ModelRecord.from_json(v) for k, v in models.items()},
            lessons={str(k): LessonRecord.from_json(v) for k, v in lessons.items()},
        )

    def dumps(self) -> str:
        """Deterministic JSON text: sorted keys, one line per card, a trailing newline."""
        return _dumps(self.to_json(), "") + "\n"


def read_manifest(path: Path) -> Manifest:
    """Read the manifest at ``path``; an absent file is an empty manifest.

    Args:
        path: The manifest file (``decks/lessondeck.manifest.json``).

    Returns:
        The manifest of the last build, or an empty one for a first build.

    Raises:
        OutputError: The file exists but cannot be read or is not a manifest.
            Building on without it would give every note a new modification
            time and overwrite the learner's edits, so this is not ignored.
    """
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return Manifest()
    except OSError as exc:
        raise OutputError(f"cannot read the deck manifest: {exc}", path=str(path)) from exc
    return parse_manifest(data, str(path))


def parse_manifest(data: bytes, where: str) -> Manifest:
    """A manifest from its JSON bytes.

    Args:
        data: The bytes of a manifest file (or of the package's copy).
        where: Where they come from, for the error message.

    Returns:
        The manifest.

    Raises:
        OutputError: The bytes are not a manifest.
    """
    try:
        return Manifest.from_json(json.loads(data.decode("utf-8")))
    except ValueError as exc:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        raise OutputError(
            f"not a valid deck manifest ({exc}); delete it to rebuild from scratch "
            "(Anki will then see every note as changed)",
            path=where,
        ) from exc


def _dumps(value: Any, indent: str) -> str:
    # Objects holding objects are spread over lines; the rest (a card's record)
    # stays on one line, so that a rebuild's diff shows one line per changed card
    # and the C encoder does the bulk of the work.
    if not isinstance(value, dict) or not any(isinstance(v, dict) for v in value.values()):
        return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(", ", ": "))
    inner = indent + " "
    items = [
        f"{inner}{json.dumps(key, ensure_ascii=False)}: {_dumps(value[key], inner)}"
        for key in sorted(value)
    ]
    return "{\n" + ",\n".join(items) + "\n" + indent + "}"


def _object(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ValueError(f"expected an object, got {type(data).__name__}")
    return data


def _str(obj: Mapping[str, Any], key: str) -> str:
    value = obj.get(key)
    if not isinstance(value, str):
        raise ValueError(f"{key!r} must be a string, got {value!r}")
    return value


def _int(obj: Mapping[str, Any], key: str) -> int:
    value = obj.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{key!r} must be an integer, got {value!r}")
    return value
