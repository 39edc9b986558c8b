"""Lesson files before parsing: their bytes, the headings of a script, the files beside it.

Kept apart from :mod:`generator.reader` (which needs the markdown parser) so
that finding and reading the lesson scripts (:mod:`generator.pipeline`) costs
a file read and a regular expression, not an import of markdown-it: the quiz
finds its lessons, and their cached cards, before it shows the first card.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from typing import BinaryIO

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


def _open_regular(path: Path) -> BinaryIO:
    """Open a regular file for reading, without blocking on a FIFO or device.

    The file is opened non-blocking (a FIFO with no writer would otherwise
    block the open) and checked to be a regular file on the open descriptor,
    so a name swapped for a FIFO, ``/dev/zero`` or a socket is refused.

    Raises:
        LessonError: Not a regular file.
        OSError: The file cannot be opened.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    handle = os.fdopen(os.open(path, flags), "rb")
    mode = os.fstat(handle.fileno()).st_mode
    if not stat.S_ISREG(mode):
        handle.close()
        what = "a FIFO" if stat.S_ISFIFO(mode) else "a device or socket"
        raise LessonError(f"not a regular file ({what}); give a lesson file (.md)", path=str(path))
    return handle


def read_bytes(path: Path) -> bytes:
    """The bytes of a lesson file, refusing what cannot be a script before reading it.

    Never blocks on a FIFO and never reads more than :data:`MAX_BYTES` + 1
    bytes (a file's reported size is only a hint: it may grow, or be a device).

    Args:
        path: The file, shown as given in errors.

    Returns:
        Its content.

    Raises:
        LessonError: For a missing path, a folder, a FIFO or device, a file over
            :data:`MAX_BYTES` or one that cannot be read.
    """
    if not path.exists():
        raise LessonError("no such file", path=str(path))
    if path.is_dir():
        raise LessonError("is a folder; give a lesson file (.md)", path=str(path))
    try:
        with _open_regular(path) as handle:
            data = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise LessonError(f"cannot read: {exc.strerror or exc}", path=str(path)) from None
    if len(data) > MAX_BYTES:
        raise LessonError(f"file is larger than the {MAX_BYTES // 2**20} MiB limit", path=str(path))
    return data


def shown_path(path: Path) -> str:
    """How a lesson's path appears on its cards and in outputs: never a machine's folders.

    A relative path that stays inside the current folder is kept as given
    (``source/script_04.md``, also when found by scanning the folder
    ``source``). Any other path (absolute, or climbing out with ``..``) is
    shown as its folder's name and its file name:
    ``/home/me/course/source/script_04.md`` → ``source/script_04.md``.

    Args:
        path: The lesson file as given or found.

    Returns:
        A POSIX-style relative path.
    """
    if not path.is_absolute() and ".." not in path.parts:
        return path.as_posix()
    resolved = Path(os.path.abspath(path))
    parent = resolved.parent.name
    return f"{parent}/{resolved.name}" if parent else resolved.name
