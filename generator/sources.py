"""Lesson files before parsing: their bytes, the headings of a script, the files beside it.

Kept apart from :mod:`generator.reader` (which needs the markdown parser) so
that finding and reading the lesson scripts (:mod:`generator.pipeline`) costs
a file read and a regular expression, not an import of markdown-it: the quiz
finds its lessons, and their cached cards, before it shows the first card.
"""

from __future__ import annotations

import re
from pathlib import Path

from generator.errors import LessonError

MAX_BYTES = 64 * 1024 * 1024
"""Scripts larger than this are refused before they are read into memory."""

CAPTION_SUFFIXES = (".vtt", ".srt")
"""File name endings of caption files (compared case-insensitively)."""

CONFIG_NAME = "lessondeck.toml"
"""The course file with video addresses, looked for beside the lessons."""

SECTION_NAMES: dict[str, tuple[str, ...]] = {
    "objective": ("learning objective", "learning objectives", "objective", "objectives", "goal"),
    "instructions": ("using this with an llm", "notes for summarisers", "notes for summarizers"),
    "visual": ("visual context", "visuals", "visual topics"),
    "narration": ("narration transcript", "narration", "transcript", "script", "lesson script"),
    "provenance": ("provenance", "source", "sources", "credits"),
}
"""Canonical section names and the headings (lower-cased) that mean them."""

NARRATION_HEADING = re.compile(
    r"^\s{0,3}#{1,2}\s+(?:"
    + "|".join(re.escape(h) for h in SECTION_NAMES["narration"])
    + r")\s*:?\s*#*\s*$",
    re.IGNORECASE | re.MULTILINE,
)
"""A ``#`` or ``##`` heading that starts the narration transcript."""


def has_narration_heading(data: bytes) -> bool:
    """Whether a file's bytes hold a narration heading: a cheap "is this a lesson script?".

    Args:
        data: The file's content (decoded as UTF-8, bad bytes replaced).

    Returns:
        True when a line is a narration heading.
    """
    return bool(NARRATION_HEADING.search(data.decode("utf-8", "replace")))


def read_bytes(path: Path) -> bytes:
    """The bytes of a lesson file, refusing what cannot be a script before reading it.

    Args:
        path: The file, shown as given in errors.

    Returns:
        Its content.

    Raises:
        LessonError: For a missing path, a folder, a file over :data:`MAX_BYTES`
            or one that cannot be read.
    """
    if not path.exists():
        raise LessonError("no such file", path=str(path))
    if path.is_dir():
        raise LessonError("is a folder; give a lesson file (.md)", path=str(path))
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise LessonError(
                f"file is {size / 2**20:.1f} MiB, more than the {MAX_BYTES // 2**20} MiB limit",
                path=str(path),
            )
        return path.read_bytes()
    except OSError as exc:
        raise LessonError(f"cannot read: {exc.strerror or exc}", path=str(path)) from None
