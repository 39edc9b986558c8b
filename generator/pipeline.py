"""The one place that turns SOURCES into lessons and compositions, with workers and a cache.

Every command starts here: :func:`lesson_files` finds the lesson scripts
among the SOURCES (files as given, folders scanned for ``*.md`` files with a
narration heading), :func:`read_lessons` parses them and :func:`compose`
makes each lesson's cards, once per practice seed asked for (a worksheet
asks for one seed per version). Many lessons are read and composed by a pool
of worker processes, by default one per core that other work leaves idle
(:func:`idle_cores`); the result is the same as one by one, in order.

The cache keeps each lesson and each composition in a file of its own under
``$LESSONDECK_CACHE_DIR``, else ``$XDG_CACHE_HOME/lessondeck``, else
``~/.cache/lessondeck``. An entry's key is a BLAKE2b digest of what the result
depends on: the lesson file's bytes and its path as given (cards name it), the files
beside it that the reader consults (the folder's ``lessondeck.toml``, and its
captions and scripts when it holds captions: the reader pairs a script with
the captions that match it best, :mod:`generator.captions`),
the compose options (seed, practice count) and lessondeck's version, which
is the release number together with a digest of the package's own files
(so an edited checkout never reads cards its old code made). File
modification times play no part. An entry is written to a temporary file
and renamed into place, so it appears whole or not at all; it carries a
keyed BLAKE2 digest of its content, and is unpickled by an unpickler that
builds nothing but lessondeck's own dataclasses and enums and ``Fraction``.
An entry that fails any check (torn, altered, from other code, of the wrong
type) is ignored and rebuilt, never trusted. A cache that cannot be written
(a read-only home) only costs time. The cache holds at most
:data:`MAX_ENTRIES` entries: after a run that wrote some, the least recently
used go (an entry read is touched, so its modification time says when it
was last used; that time never decides what an entry holds).

The warm path (every entry found) imports no markdown parser, templates or
calculator, so the quiz shows its first card soon after Python has started.
The same folder keeps jinja2's compiled templates (:mod:`generator.template_cache`)
and what a build that changed nothing printed (:mod:`generator.rebuild`). What
belongs to the package rather than to the lessons (compiled templates, regular
expressions, dataclass methods, keyword tables: :mod:`generator.compile_cache`)
is also kept beside Python's bytecode, so a cold pipeline cache does not compile it.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from generator import __version__
from generator.errors import LessonError, ParameterError
from generator.sources import (
    CAPTION_SUFFIXES,
    CONFIG_NAME,
    has_narration_heading,
    read_bytes,
    shown_path,
)

try:  # BLAKE2 from its own module: importing hashlib loads OpenSSL, 2 ms of a quiz start
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - Python implementations without it
    from hashlib import blake2b

try:  # pickle's own C core: the quiz reads its cards before the first prompt, and importing
    # the `pickle` module on top of it costs more than reading a lesson's entry.
    from _pickle import Unpickler, UnpicklingError
except ImportError:  # pragma: no cover - Python implementations without the C accelerator
    from pickle import Unpickler, UnpicklingError

if TYPE_CHECKING:
    from generator.model import Composition, Lesson

PARALLEL_FROM = 8
"""Read and compose in worker processes from this many lessons to make on (if there are cores)."""

CACHE_ENV = "LESSONDECK_CACHE_DIR"
"""The environment variable that moves the cache folder."""

MAX_ENTRIES = 4096
"""The most entries the cache keeps (about 30 KiB each for a lesson of the sample's size)."""

Progress = Callable[[int, int], None]
"""Called with (lessons done, lessons in all) after each lesson."""


def new_hash(data: bytes = b"") -> blake2b:
    """A BLAKE2b hash of 32 bytes, for keys and digests of files."""
    return blake2b(data, digest_size=32)


# --- finding the lesson files --------------------------------------------------------


@dataclass(frozen=True)
class SourceFile:
    """A lesson file named by the SOURCES, with its bytes as read (once).

    Attributes:
        path: The file, as given or as found in a given folder.
        data: Its content.
        beside: A digest of the files beside it that reading it consults
            (:func:`_beside`), or empty when there are none.
        captions: Caption files named among the sources that match this script
            best (from another folder: the reader looks beside the script itself).
        title: A title given on the command line for this one lesson.
        video: A video address given on the command line for this one lesson.
    """

    path: Path
    data: bytes
    beside: str = ""
    captions: Path | None = None  # captions named among the sources that time this script
    title: str | None = None  # --title: the lesson's title instead of its own
    video: str | None = None  # --video: the lesson's video address


def find_sources(
    paths: Sequence[Path],
    *,
    title: str | None = None,
    video: str | None = None,
    before_reading: Callable[[], None] | None = None,
) -> tuple[SourceFile, ...]:
    """The lesson files named by ``paths``, read: files as given, folders scanned.

    A folder's lessons are its ``*.md`` files with a narration heading (a
    README or notes are passed over), then its caption files (``.vtt``,
    ``.srt``) that match none of the scripts beside them. Captions named among
    ``paths`` time the named script they match best, or are lessons of their
    own. Files are in sorted order within each folder; a file named twice is
    read once.

    Args:
        paths: Lesson files or folders of them (the SOURCES).
        title: A title for the one lesson ``paths`` name (``--title``).
        video: A video address for the one lesson ``paths`` name (``--video``).
        before_reading: Called before captions are read to pair them (see
            :func:`compose`).

    Returns:
        The lesson files with their bytes.

    Raises:
        LessonError: A path does not exist, a folder holds no lesson script,
            or a file cannot be read.
        ParameterError: ``title`` or ``video`` given for more than one lesson.
    """
    found = _find_sources(paths, before_reading)
    if title is None and video is None:
        return found
    if len(found) != 1:
        raise ParameterError(
            f"--title and --video are for one lesson, and the sources hold {len(found)} lessons; "
            f"for a course, give video addresses in {CONFIG_NAME} beside the lessons"
        )
    (one,) = found
    extra = f"|title={title!r}|video={video!r}"
    return (replace(one, beside=one.beside + extra, title=title, video=video),)


def _find_sources(
    paths: Sequence[Path], before_reading: Callable[[], None] | None
) -> tuple[SourceFile, ...]:
    # The captions module (webvtt, rapidfuzz) is imported only where there are captions:
    # the quiz's warm start reads no lesson and must stay light.
    found: list[SourceFile] = []
    seen: set[Path] = set()
    folders: dict[Path, str] = {}

    def add(path: Path, data: bytes | None = None, paired: Path | None = None) -> None:
        key = path.resolve()
        if key not in seen:
            seen.add(key)
            content = read_bytes(path) if data is None else data
            if key.parent not in folders:
                folders[key.parent] = _beside(path.parent)
            beside = folders[key.parent]
            if paired is not None:
                beside += ":" + new_hash(read_bytes(paired)).hexdigest()
            found.append(SourceFile(path, content, beside, paired))

    missing = [p for p in paths if not p.exists()]
    if missing:
        raise LessonError("no such file or folder", path=str(missing[0]))
    # Captions named among the sources go with the script named there that they
    # match best (the reader times it with them); the others are lessons of their own.
    named_scripts = [p for p in paths if not p.is_dir() and not _is_caption_file(p)]
    named_captions = [p for p in paths if not p.is_dir() and _is_caption_file(p)]
    pairing = None
    if named_captions:
        if before_reading is not None:
            before_reading()
        from generator.captions import pair_files

        pairing = pair_files(named_scripts, named_captions)
    paired = {c: s for s, (c, _) in pairing.pairs.items()} if pairing else {}
    for path in paths:
        if not path.is_dir():
            if path in paired:
                continue  # it times its script
            script_captions = pairing.pairs.get(path) if pairing else None
            add(path, paired=script_captions[0] if script_captions else None)
            continue
        candidates = sorted(p for p in path.rglob("*.md") if p.is_file())
        lessons = []
        for candidate in candidates:
            try:
                data = read_bytes(candidate)
            except LessonError:
                continue  # unreadable or huge: not a script this scan can use
            if has_narration_heading(data):
                lessons.append((candidate, data))
        # Captions that match no script of their folder are lessons of their own.
        caption_folders = sorted(
            {p.parent for p in path.rglob("*") if p.is_file() and _is_caption_file(p)}
        )
        lone: list[Path] = []
        if caption_folders:
            if before_reading is not None:
                before_reading()
            from generator.captions import lone_captions

            lone = [c for folder in caption_folders for c in lone_captions(folder)]
        if not lessons and not lone:
            looked = f" (looked at {len(candidates)} .md files)" if candidates else ""
            raise LessonError(
                f"no lesson scripts or captions in this folder{looked}", path=str(path)
            )
        for candidate, data in lessons:
            add(candidate, data)
        for caption_file in lone:
            add(caption_file)
    return tuple(found)


def _is_caption_file(path: Path) -> bool:
    return path.suffix.lower() in CAPTION_SUFFIXES


def _beside(folder: Path) -> str:
    """A digest of what reading a lesson of ``folder`` consults besides the lesson file.

    The reader takes video addresses from the folder's ``lessondeck.toml``,
    and times a script with the captions of its folder that match it best
    among the folder's scripts: so the config, and when the folder holds
    captions their bytes and those of its ``.md`` files, are part of what a
    lesson is made from. A folder with neither gives the empty string.
    """
    try:
        files = sorted(p for p in folder.iterdir() if p.is_file())
    except OSError:
        return ""
    captions = any(_is_caption_file(p) for p in files)
    if not captions and not any(p.name == CONFIG_NAME for p in files):
        return ""
    digest = new_hash()
    for path in files:
        if path.name == CONFIG_NAME or (
            captions and (_is_caption_file(path) or path.suffix.lower() == ".md")
        ):
            try:
                data = path.read_bytes()
            except OSError:
                data = b"unreadable"
            digest.update(path.name.encode() + b"\0" + new_hash(data).digest())
    return digest.hexdigest()


def lesson_files(paths: Sequence[Path]) -> list[Path]:
    """The lesson files named by ``paths`` (see :func:`find_sources`).

    Args:
        paths: Lesson files or folders of them.

    Returns:
        The files, in order.

    Raises:
        LessonError: See :func:`find_sources`.
    """
    return [s.path for s in find_sources(paths)]


# --- the cache -----------------------------------------------------------------------


def default_cache_dir(environ: Mapping[str, str], home: Path) -> Path:
    """Where the cache lives: ``$LESSONDECK_CACHE_DIR``, else the XDG cache folder.

    Args:
        environ: The environment.
        home: The user's home folder.

    Returns:
        ``$LESSONDECK_CACHE_DIR`` when set, else ``$XDG_CACHE_HOME/lessondeck``
        (when absolute), else ``~/.cache/lessondeck``.
    """
    own = environ.get(CACHE_ENV, "")
    if own:
        return Path(own)
    xdg = environ.get("XDG_CACHE_HOME", "")
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".cache"
    return base / "lessondeck"


def _package_files(package: str) -> list[tuple[str, str]]:
    """Every file of the folder ``package`` but its bytecode, in a fixed order: (path inside
    it, full path)."""
    files: list[tuple[str, str]] = []
    for folder, dirs, names in os.walk(package):  # top-down, in sorted order
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        inside = folder[len(package) + 1 :]  # the folder relative to the package
        files.extend((os.path.join(inside, n), os.path.join(folder, n)) for n in sorted(names))
    return files


def package_version(package: str, kept: Path | None) -> str:
    """The version of the code in ``package`` as the cache sees it: the release and a digest
    of the bytes of its files (code and templates).

    Reading and hashing the package costs some 6 ms at every start; so, as Python keeps a
    module's bytecode under the size and modification time of its source, the digest is
    kept in the file ``kept`` under the sizes and modification times (ns) of all the files,
    and read back while they are the same. A file that is missing, unreadable or of
    another form is made anew (not when Python writes no bytecode, or ``kept`` is None).
    """
    files = _package_files(package)
    stamp: str | None
    try:
        signature = new_hash()
        for inside, path in files:
            st = os.stat(path)
            signature.update(f"{inside}\0{st.st_size}\0{st.st_mtime_ns}\0".encode())
        stamp = signature.hexdigest()
    except OSError:
        stamp = None
    if stamp is not None and kept is not None:
        with contextlib.suppress(OSError, UnicodeDecodeError):
            line = kept.read_text("ascii").split()
            if len(line) == 2 and line[0] == stamp and _VERSION.fullmatch(line[1]):
                return line[1]
    digest = new_hash()
    for inside, path in files:
        # Unbuffered: one read per file, a quarter of the time with 80 files.
        with open(path, "rb", buffering=0) as handle:
            data = handle.readall()
        digest.update(f"{inside}\0{len(data)}\0".encode())
        digest.update(data)
    version = f"{__version__}+{digest.hexdigest()[:24]}"
    if stamp is not None and kept is not None and not sys.dont_write_bytecode:
        from generator.compile_cache import replace_quietly

        record = f"{stamp} {version}\n"
        replace_quietly(kept, lambda temporary: temporary.write_text(record, "ascii"))
    return version


_VERSION = re.compile(re.escape(__version__) + r"\+[0-9a-f]{24}")


@cache
def code_version() -> str:
    """lessondeck's version as the cache sees it (:func:`package_version` of the
    ``generator`` package), its digest kept beside the package's bytecode.

    Returns:
        ``0.1.0+<hex digest>``.
    """
    from generator import compile_cache

    try:
        kept: Path | None = compile_cache.version_file()
    except NotImplementedError:  # a Python that keeps no bytecode
        kept = None
    return package_version(os.path.dirname(os.path.abspath(__file__)), kept)


_MAGIC = b"lessondeck-cache-1\n"
_DIGEST_SIZE = 32


class _Unpickler(Unpickler):
    """Builds lessondeck's own dataclasses and enums and ``Fraction``, and nothing else."""

    def find_class(self, module: str, name: str, /) -> object:
        if (module, name) == ("fractions", "Fraction"):
            return super().find_class(module, name)
        if module == "generator" or module.startswith("generator."):
            import dataclasses
            from enum import Enum

            found = super().find_class(module, name)
            if isinstance(found, type) and (
                dataclasses.is_dataclass(found) or issubclass(found, Enum)
            ):
                return found
        raise UnpicklingError(f"{module}.{name} is not allowed in the cache")


class Cache:
    """Lessons and compositions on disk, keyed on what they are made from.

    Args:
        directory: The cache folder (created on the first write); None
            turns the cache off.
    """

    def __init__(self, directory: Path | None) -> None:
        self.directory = directory

    @classmethod
    def default(cls) -> Cache:
        """The cache in its usual place (:func:`default_cache_dir`)."""
        return cls(default_cache_dir(os.environ, Path.home()))

    def key(self, source: SourceFile, what: str) -> str:
        """The key of what is made of ``source``: a hex BLAKE2b digest (32 bytes).

        Args:
            source: The lesson file and its bytes.
            what: What is made and with which options (``"lesson"``,
                ``"composition seed=0 practice=5"``).

        Returns:
            The key.
        """
        digest = new_hash()
        for part in (code_version(), what, source.path.as_posix(), source.beside):
            digest.update(part.encode("utf-8") + b"\0")
        digest.update(source.data)
        return digest.hexdigest()

    def _path(self, key: str) -> Path | None:
        return None if self.directory is None else self.directory / "entries" / f"{key}.pickle"

    def load(self, key: str) -> object | None:
        """The entry stored under ``key``, or None when missing or not sound.

        Args:
            key: From :meth:`key`.

        Returns:
            The unpickled value; the caller checks its type.
        """
        path = self._path(key)
        if path is None:
            return None
        try:
            blob = path.read_bytes()
        except OSError:
            return None
        head = len(_MAGIC) + _DIGEST_SIZE
        if len(blob) < head or not blob.startswith(_MAGIC):
            return None
        payload = blob[head:]
        if blob[len(_MAGIC) : head] != _digest(key, payload):
            return None
        try:
            value: object = _Unpickler(io.BytesIO(payload)).load()
        except Exception:  # any failure to rebuild the value is a miss, not an error
            return None
        with contextlib.suppress(OSError):
            os.utime(path)  # used now: the last to go when the cache is pruned
        return value

    def store(self, key: str, value: object) -> None:
        """Store ``value`` under ``key`` atomically; a cache that cannot be written is skipped.

        Args:
            key: From :meth:`key`.
            value: A lesson or composition.
        """
        path = self._path(key)
        if path is None:
            return
        import pickle

        payload = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
        blob = _MAGIC + _digest(key, payload) + payload
        import tempfile

        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        except OSError:
            return
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(blob)
            # No fsync: a cache entry torn by a crash fails its digest and is rebuilt.
            os.replace(temp, path)
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(temp)

    def prune(self, *, keep: int = MAX_ENTRIES) -> None:
        """Remove the least recently used entries beyond ``keep`` (down to three quarters).

        Args:
            keep: The most entries to keep.
        """
        if self.directory is None:
            return
        try:
            with os.scandir(self.directory / "entries") as found:
                entries = [e for e in found if e.name.endswith(".pickle")]
            if len(entries) <= keep:
                return  # counted without a stat of each: a full cache costs a quiz start 12 ms
            listed = [(e.stat().st_mtime_ns, e.path) for e in entries]
        except OSError:
            return
        listed.sort()
        for _, path in listed[: len(listed) - keep * 3 // 4]:
            with contextlib.suppress(OSError):
                os.unlink(path)


def _digest(key: str, payload: bytes) -> bytes:
    return blake2b(payload, digest_size=_DIGEST_SIZE, key=bytes.fromhex(key)[:64]).digest()


# --- reading and composing --------------------------------------------------------------


@dataclass(frozen=True)
class _Job:
    """What a worker makes of one lesson file."""

    path: Path
    data: bytes
    lesson: Lesson | None  # from the cache, else read from ``data``
    seeds: tuple[int, ...]  # the compositions to make
    practice: int
    captions: Path | None = None
    title: str | None = None
    video: str | None = None


def _work(job: _Job) -> tuple[Lesson, tuple[Composition, ...]]:
    from generator.reader import read_lesson

    lesson = (
        job.lesson
        if job.lesson is not None
        else read_lesson(job.path, job.data, captions=job.captions)
    )
    if job.title is not None or job.video is not None:
        lesson = replace(
            lesson,
            title=job.title if job.title is not None else lesson.title,
            video=job.video if job.video is not None else lesson.video,
        )
    if not job.seeds:
        return lesson, ()
    from generator.compose import compose_lesson

    comps = tuple(compose_lesson(lesson, seed=s, practice=job.practice) for s in job.seeds)
    return lesson, comps


def _composition_what(seed: int, practice: int) -> str:
    return f"composition seed={seed} practice={practice}"


def _made(
    sources: Sequence[SourceFile],
    seeds: tuple[int, ...],
    practice: int,
    *,
    jobs: int | None,
    progress: Progress | None,
    store: Cache,
    before_reading: Callable[[], None] | None = None,
) -> Iterator[tuple[Lesson, tuple[Composition, ...]]]:
    """Each source's lesson and its compositions (one per seed), in order."""
    from generator.model import Composition, Lesson

    plans: list[tuple[SourceFile, Lesson | None, dict[int, Composition], _Job | None]] = []
    for source in sources:
        comps: dict[int, Composition] = {}
        for seed in seeds:
            got = store.load(store.key(source, _composition_what(seed, practice)))
            if isinstance(got, Composition) and got.lesson.path == shown_path(source.path):
                comps[seed] = got
        missing = tuple(s for s in seeds if s not in comps)
        lesson: Lesson | None = next(iter(comps.values())).lesson if comps else None
        if lesson is None:
            got = store.load(store.key(source, "lesson"))
            if isinstance(got, Lesson) and got.path == shown_path(source.path):
                lesson = got
        job = None
        if lesson is None or missing:
            job = _Job(
                source.path,
                source.data,
                lesson,
                missing,
                practice,
                source.captions,
                source.title,
                source.video,
            )
        plans.append((source, lesson, comps, job))

    todo = [job for _, _, _, job in plans if job is not None]
    if todo and before_reading is not None:
        before_reading()
    results = _run(todo, jobs)
    total = len(plans)
    if todo:
        store.prune()
    for done, (source, lesson, comps, job) in enumerate(plans, 1):
        if job is not None:
            made_lesson, made = next(results)
            if lesson is None:
                store.store(store.key(source, "lesson"), made_lesson)
            for seed, comp in zip(job.seeds, made, strict=True):
                store.store(store.key(source, _composition_what(seed, practice)), comp)
                comps[seed] = comp
            lesson = made_lesson
        assert lesson is not None
        if progress is not None:
            progress(done, total)
        yield lesson, tuple(comps[s] for s in seeds)


def _run(
    work: Sequence[_Job], jobs: int | None
) -> Iterator[tuple[Lesson, tuple[Composition, ...]]]:
    """The workers' results in order: in this process, or in a pool when there are many."""
    workers = min(jobs or idle_cores(), len(work))
    if workers <= 1 or len(work) < PARALLEL_FROM:
        yield from map(_work, work)
        return
    # The first lesson is composed here: it loads what every lesson needs once (the models,
    # the keyword indexes, the templates, the caches of words and patterns), and the workers,
    # forked after it, start with all of it instead of each loading it again.
    yield _work(work[0])
    work = work[1:]
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    chunk = max(1, min(16, len(work) // (workers * 4)))
    with ProcessPoolExecutor(
        workers,
        mp_context=multiprocessing.get_context(method),
        initializer=watch_parent,
        initargs=(os.getpid(),),
    ) as pool:
        yield from pool.map(_work, work, chunksize=chunk)


def available_cores() -> int:
    """The cores this process may run on (its CPU affinity), at least 1."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return os.cpu_count() or 1


def idle_cores(load: float | None = None) -> int:
    """The worker processes to start by default: the available cores other work leaves idle.

    Workers only help on a core nothing else is using: on a machine busy with
    other work they compete with it and with each other, and starting them
    costs more than they save. The machine's one-minute load average, less
    this process itself, says how many of its cores are busy (scaled to the
    cores this process may use).

    Args:
        load: The load average (read from the system when None).

    Returns:
        At least 1, at most :func:`available_cores`.
    """
    cores = available_cores()
    if load is None:
        try:
            load = os.getloadavg()[0]
        except (AttributeError, OSError):  # no load average on this system
            return cores
    busy = max(0.0, load - 1.0) * cores / max(cores, os.cpu_count() or cores)
    return max(1, min(cores, int(cores - busy + 0.5)))


def watch_parent(parent: int) -> None:
    """In a worker: exit when the build that started it is gone (killed with ``kill -9``).

    A killed parent cannot stop its pool, and a worker waiting for work would
    wait forever; its parent changes when it is orphaned, which a daemon
    thread notices within a second.
    """
    import threading
    import time

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(1)

    threading.Thread(target=watch, name="lessondeck-parent-watch", daemon=True).start()


def read_lessons(
    paths: Sequence[Path],
    *,
    title: str | None = None,
    video: str | None = None,
    jobs: int | None = None,
    progress: Progress | None = None,
    store: Cache | None = None,
) -> tuple[Lesson, ...]:
    """Find and read the lessons named by ``paths``.

    Args:
        paths: Lesson files or folders of them (the SOURCES).
        title: A title for the one lesson ``paths`` name (see :func:`find_sources`).
        video: A video address for the one lesson ``paths`` name.
        jobs: Worker processes; None: one per idle core (:func:`idle_cores`); 1: no workers.
        progress: Called with (done, total) after each lesson.
        store: The cache (:meth:`Cache.default` when None).

    Returns:
        The lessons, in the order of :func:`find_sources`.

    Raises:
        LessonError: The first lesson (in order) that cannot be found or read.
    """
    sources = find_sources(paths, title=title, video=video)
    made = _made(sources, (), 0, jobs=jobs, progress=progress, store=store or Cache.default())
    return tuple(lesson for lesson, _ in made)


def compose(
    paths: Sequence[Path],
    *,
    seeds: Sequence[int] = (0,),
    practice: int = 5,
    title: str | None = None,
    video: str | None = None,
    jobs: int | None = None,
    progress: Progress | None = None,
    store: Cache | None = None,
    before_reading: Callable[[], None] | None = None,
) -> tuple[Composition, ...]:
    """Find, read and compose the lessons named by ``paths``.

    Args:
        paths: Lesson files or folders of them (the SOURCES).
        seeds: The practice seeds to compose each lesson with (one
            composition per seed; a worksheet asks for one per version).
        practice: Seeded practice exercises per composition.
        title: A title for the one lesson ``paths`` name (see :func:`find_sources`).
        video: A video address for the one lesson ``paths`` name.
        jobs: Worker processes; None: one per idle core (:func:`idle_cores`); 1: no workers.
        progress: Called with (done, total) after each lesson.
        store: The cache (:meth:`Cache.default` when None).
        before_reading: Called (perhaps more than once) before any lesson or
            captions file is read or composed, never when every composition
            comes from the cache: the quiz routes the reader's warnings to
            stderr then, and a warm start does without the logging module.

    Returns:
        For each lesson in order, its compositions in the order of ``seeds``.

    Raises:
        LessonError: The first lesson (in order) that cannot be found or read.
        ParameterError: For no seeds or a negative ``practice``.
    """
    check_options(seeds, practice)
    sources = find_sources(paths, title=title, video=video, before_reading=before_reading)
    return compose_sources(
        sources,
        seeds=seeds,
        practice=practice,
        jobs=jobs,
        progress=progress,
        store=store,
        before_reading=before_reading,
    )


def compose_sources(
    sources: Sequence[SourceFile],
    *,
    seeds: Sequence[int] = (0,),
    practice: int = 5,
    jobs: int | None = None,
    progress: Progress | None = None,
    store: Cache | None = None,
    before_reading: Callable[[], None] | None = None,
) -> tuple[Composition, ...]:
    """Read and compose lesson files already found (:func:`find_sources`), as :func:`compose`.

    Args:
        sources: The lesson files with their bytes.
        seeds, practice, jobs, progress, store, before_reading: As for :func:`compose`.

    Returns:
        For each lesson in order, its compositions in the order of ``seeds``.

    Raises:
        LessonError: The first lesson (in order) that cannot be read.
        ParameterError: For no seeds or a negative ``practice``.
    """
    check_options(seeds, practice)
    made = _made(
        sources,
        tuple(seeds),
        practice,
        jobs=jobs,
        progress=progress,
        store=store or Cache.default(),
        before_reading=before_reading,
    )
    return tuple(comp for _, comps in made for comp in comps)


def check_options(seeds: Sequence[int], practice: int) -> None:
    """Refuse compose options that make nothing (see :func:`compose`).

    Args:
        seeds: The practice seeds.
        practice: Seeded practice exercises per composition.

    Raises:
        ParameterError: For no seeds or a negative ``practice``, naming both.
    """
    problems = []
    if not seeds:
        problems.append("seeds is empty: compose with at least one seed")
    if practice < 0:
        problems.append(f"practice={practice} must be ≥ 0")
    if problems:
        raise ParameterError("; ".join(problems))


def composition_key(store: Cache, source: SourceFile, *, seed: int, practice: int) -> str:
    """The cache key of ``source``'s composition with ``seed`` and ``practice`` (:meth:`Cache.key`).

    Args:
        store: The cache.
        source: The lesson file and its bytes.
        seed: The practice seed.
        practice: Seeded practice exercises per composition.

    Returns:
        The key.
    """
    return store.key(source, _composition_what(seed, practice))
