"""Write output files atomically: all of the new file, or the old one untouched.

The content goes to a temporary file in the target's own directory (so the
final rename cannot cross file systems), is flushed and fsynced, and only then
replaces the target with :func:`os.replace`; the directory is fsynced so that
the rename itself survives a crash. Any failure removes the temporary file
and becomes an :class:`~generator.errors.OutputError` naming the path.

A process killed while writing (``kill -9``) cannot remove its temporary
file, so each one is named after the process that writes it
(``.<name>.<pid>.<random>.tmp``) and the next write of the same target
removes those whose process is gone.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from generator.errors import OutputError

TEMP_SUFFIX = ".tmp"
"""The suffix of the temporary files, which start with ``.<target name>.<pid>.``."""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process: not ours to judge
    return True


def remove_stale_temporaries(path: Path) -> int:
    """Remove temporary files of ``path`` left by writers that were killed.

    Args:
        path: The target file whose leftovers to look for.

    Returns:
        How many were removed.
    """
    prefix = f".{path.name}."
    removed = 0
    try:
        entries = list(os.scandir(path.parent))
    except OSError:
        return 0
    for entry in entries:
        name = entry.name
        if not (name.startswith(prefix) and name.endswith(TEMP_SUFFIX)):
            continue
        pid_text = name[len(prefix) :].split(".", 1)[0]
        if not pid_text.isdigit() or _alive(int(pid_text)):
            continue
        with contextlib.suppress(OSError):
            os.unlink(entry.path)
            removed += 1
    return removed


def ensure_directory(directory: Path) -> None:
    """Create ``directory`` (and its parents) unless it exists.

    Args:
        directory: The folder outputs will be written to.

    Raises:
        OutputError: It cannot be created or is not a directory.
    """
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise OutputError("not a directory", path=str(directory)) from None
    except OSError as exc:
        raise OutputError(
            f"cannot create the output directory: {exc.strerror or exc}", path=str(directory)
        ) from exc


def write_atomic(path: Path, write: Callable[[BinaryIO], None]) -> None:
    """Write a file through ``write`` so that it appears whole or not at all.

    Args:
        path: The file to create or replace.
        write: Called once with the open temporary file; writes the content.

    Raises:
        OutputError: The directory is not writable, the disk is full, or
            ``write`` raised an ``OSError``. The previous file at ``path`` is
            left as it was and no temporary file remains.
    """
    directory = path.parent
    remove_stale_temporaries(path)
    try:
        fd, temp_name = tempfile.mkstemp(
            prefix=f".{path.name}.{os.getpid()}.", suffix=TEMP_SUFFIX, dir=directory
        )
    except OSError as exc:
        raise OutputError(f"cannot write here: {exc.strerror or exc}", path=str(path)) from exc
    temp = Path(temp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            write(handle)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp, 0o644)
        os.replace(temp, path)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            temp.unlink()
        if isinstance(exc, OSError):
            raise OutputError(f"cannot write: {exc.strerror or exc}", path=str(path)) from exc
        raise
    _fsync_directory(directory)


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (see :func:`write_atomic`).

    Args:
        path: The file to create or replace.
        data: Its new content.

    Raises:
        OutputError: The file could not be written; the previous one is untouched.
    """

    def write(handle: BinaryIO) -> None:
        handle.write(data)

    write_atomic(path, write)


def _fsync_directory(directory: Path) -> None:
    # Not every platform lets a directory be opened; the rename already happened.
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)
