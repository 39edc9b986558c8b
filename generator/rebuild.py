"""A rebuild that changes nothing: the finished Anki package is kept and its summary printed again.

``lessondeck build`` makes ``DIR/lessondeck.apkg`` and the manifest beside it
from the lessons' compositions and the package of the last build
(:mod:`generator.writers.anki`). When a build writes back exactly the package
and the manifest it found, nothing was added, updated or removed and no note
type changed, so the build time played no part: the same lessons with the
same package and manifest give that package again. What such a build printed
(:class:`Finished`) is then kept in the pipeline cache
(:class:`~generator.pipeline.Cache`) under :func:`finished_key`, a digest of
everything the package is made from:

- each lesson's composition key (its bytes, its path as given, the files
  beside it that the reader consults, the seed and practice count, and
  lessondeck's version, :meth:`~generator.pipeline.Cache.key`) and the path
  its cards show;
- the output folder as given and the package's name;
- digests of the package and the manifest found in the folder;
- what writes the package besides lessondeck: the versions of genanki and the
  libraries it renders with, SQLite, zlib and Python (:func:`writer_version`).

The next build with that key prints the kept summary and writes nothing: no
lesson is unpickled or composed, and genanki is not imported. A changed
lesson, option, code, library, package or manifest (edited, deleted,
damaged) gives another key and a full build. The entry itself is checked as
every cache entry is (a keyed digest, an unpickler that builds nothing but
lessondeck's dataclasses): a damaged one, or one of another type, is a miss.
File modification times play no part.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from generator.pipeline import Cache, SourceFile, code_version, composition_key, new_hash
from generator.sources import shown_path

WRITER_PREFIXES = ("genanki-", "chevron-", "pyyaml-", "cached-property-", "frozendict-")
"""The distributions whose versions are part of :func:`writer_version` (genanki and its own),
as their ``.dist-info`` folders begin (lower case, ``-`` for ``_``)."""


@dataclass(frozen=True)
class Finished:
    """What a build that changed nothing printed, to print again.

    Attributes:
        lines: The summary on standard output, one line each.
        warnings: The package's warnings (standard error, after ``warning: ``).
        flagged: The lessons' quality warnings (for ``--strict``).
    """

    lines: tuple[str, ...]
    warnings: tuple[str, ...]
    flagged: int


def file_digest(path: Path) -> str | None:
    """A hex BLAKE2b digest of the file's bytes, or None when it cannot be read.

    Args:
        path: The file.

    Returns:
        The digest, or None for a missing or unreadable file (or a folder).
    """
    try:
        with open(path, "rb", buffering=0) as handle:
            data = handle.readall()
    except OSError:
        return None
    return new_hash(data).hexdigest()


@cache
def writer_version() -> str:
    """The versions of what writes the package besides lessondeck's own code.

    The package's bytes come from genanki (which renders note templates with
    chevron and reads models with PyYAML), SQLite and zlib, under this
    Python: their versions (the names of the installed distributions beside
    genanki, and genanki's own files) are part of the key, so an upgrade
    rebuilds the package. Nothing is imported but ``sqlite3`` and ``zlib``.

    Returns:
        A hex digest.
    """
    import importlib.util
    import sqlite3
    import zlib

    digest = new_hash()
    for part in (sys.version, sqlite3.sqlite_version, zlib.ZLIB_RUNTIME_VERSION):
        digest.update(part.encode("utf-8") + b"\0")
    spec = importlib.util.find_spec("genanki")
    folders = spec.submodule_search_locations if spec is not None else None
    if folders:
        package = Path(next(iter(folders)))
        try:
            names = sorted(os.listdir(package.parent))
            files = sorted(p for p in package.iterdir() if p.suffix == ".py")
        except OSError:
            names, files = [], []
        for entry in names:
            normal = entry.lower().replace("_", "-")
            if normal.endswith(".dist-info") and normal.startswith(WRITER_PREFIXES):
                digest.update(entry.encode("utf-8") + b"\0")
        for path in files:
            digest.update(path.name.encode("utf-8") + b"\0" + (file_digest(path) or "").encode())
    else:  # pragma: no cover - genanki is a dependency
        digest.update(b"no genanki")
    return digest.hexdigest()


def finished_key(
    store: Cache,
    sources: Sequence[SourceFile],
    *,
    seed: int,
    practice: int,
    out_dir: Path,
    name: str,
    package: str,
    manifest: str,
) -> str:
    """The key of a build's :class:`Finished`: everything its package is made from.

    Args:
        store: The pipeline cache (its composition keys).
        sources: The lesson files, in deck order.
        seed: The practice seed.
        practice: Seeded practice exercises per lesson.
        out_dir: The output folder as given.
        name: The package's file name stem.
        package: :func:`file_digest` of the package found in ``out_dir``.
        manifest: :func:`file_digest` of the manifest found beside it.

    Returns:
        A hex digest.
    """
    digest = new_hash()
    head = ("finished build", code_version(), writer_version(), str(out_dir), name)
    for part in (*head, package, manifest, str(len(sources))):
        digest.update(part.encode("utf-8") + b"\0")
    for source in sources:
        key = composition_key(store, source, seed=seed, practice=practice)
        digest.update(f"{key}\0{shown_path(source.path)}\0".encode())
    return digest.hexdigest()
