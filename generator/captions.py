"""Video captions (WebVTT, SubRip): read them, time a lesson's statements, or read them as a lesson.

This module belongs to the reading stage. It does four things:

* **Read** a ``.vtt`` or ``.srt`` file into :class:`Captions` with
  ``webvtt-py`` (which parses both formats, strips cue markup such as
  ``<v Speaker>``, ``<c.yellow>`` and ``<00:00:01.000>``). The format is
  taken from the content, not the name, so an SRT file named ``.vtt`` reads.
  webvtt-py skips cues with a malformed timestamp without saying where, so
  every timing line is checked here first: a malformed one is an error
  ``file:line: cue N: …``. Overlapping and out-of-order cues are warnings.
* **Align** a parsed :class:`~generator.model.Lesson` with captions
  (:func:`align`): the words of the statements and of the cues are aligned
  as two sequences (rapidfuzz's Levenshtein opcodes, bit-parallel, so a
  one-hour lecture takes milliseconds). A statement is timed when most of
  its words are found, close together, in the captions: ``start`` is the
  start of the cue where its first words are said, ``end`` the end of the
  cue of its last words. Statements whose words are not found stay untimed;
  the :class:`Alignment` says how many were timed.
* **Pair** scripts with the captions in their folder by what they say, not
  by their names (:func:`pair_folder`): word-trigram overlap, best pairs
  first. :func:`with_captions_beside` is the hook the reader calls.
* **Read captions alone as a lesson** (:func:`read_captions_lesson`): the cue
  text, markup and speaker labels removed, rejoined across cues and split
  into sentences; each statement's source is the caption file and the line
  of the cue text where its sentence starts, and it carries its times.

It also holds small pure helpers for the outputs: :func:`format_time`
(``1:07``), :func:`provenance` (``lecture.vtt 12:07``), :func:`video_link`
(an address at a second) and :func:`read_video_config` (video addresses
from ``lessondeck.toml``).

Warnings go to the ``lessondeck.captions`` logger (printed on stderr by
default) and are kept in :attr:`Captions.warnings`/:attr:`Alignment.warnings`.
"""

from __future__ import annotations

import bisect
import codecs
import html
import io
import itertools
import logging
import math
import os
import re
import statistics
import tomllib
import unicodedata
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeVar

import webvtt
from rapidfuzz.distance import Levenshtein
from webvtt.errors import MalformedCaptionError, MalformedFileError

from generator.errors import LessonError
from generator.model import Lesson, Statement
from generator.moments import format_time as format_time
from generator.moments import video_link as video_link
from generator.sentences import split_sentences
from generator.sources import CAPTION_SUFFIXES as CAPTION_SUFFIXES
from generator.sources import CONFIG_NAME as CONFIG_NAME
from generator.sources import shown_path

logger = logging.getLogger("lessondeck.captions")

MAX_BYTES = 64 * 1024 * 1024
"""Caption files larger than this are refused before they are read."""

MIN_PAIR_SIMILARITY = 0.3
"""Captions pair with a script when at least this share of the smaller side's
word trigrams are in the other (see :func:`similarity`). Measured on the
shared lessons: a lesson's own captions score 1.0, another lesson's at most
0.03."""

MIN_MATCHED_SHARE = 0.5
"""A statement is timed only when at least this share of its words are found
in the captions, close together."""

STRONG_WORDS = 6
STRONG_SHARE = 0.8
"""A matched statement whose neighbours did not match is timed only when it has at
least :data:`STRONG_WORDS` words and :data:`STRONG_SHARE` of them match: a few
shared words ("reward is the scalar") are not evidence on their own."""

LONG_SENTENCE = 80
"""Captions read alone warn when many "sentences" are longer than this many words
(auto-generated captions often have no punctuation)."""

PARAGRAPH_GAP = 2.5
"""In captions read alone, a pause of at least this many seconds after a cue
that ends a sentence starts a new paragraph (paragraphs matter to the classifier)."""


class CaptionError(LessonError):
    """A caption file cannot be read (its ``line`` is the offending line)."""


# --- reading -----------------------------------------------------------------


@dataclass(frozen=True)
class Cue:
    """One caption cue, its markup and speaker labels removed.

    ``number`` is the cue's position in the file (1-based, as a user counts
    them); ``parts`` are the cue's text lines with the file line of each;
    ``line`` is the file line of its first text line.
    """

    number: int
    start: float
    end: float
    parts: tuple[tuple[str, int], ...]
    speaker: str | None = None

    @property
    def text(self) -> str:
        """The cue's text on one line."""
        return " ".join(text for text, _ in self.parts)

    @property
    def line(self) -> int:
        """The 1-based file line where the cue's text starts."""
        return self.parts[0][1]


@dataclass(frozen=True)
class Captions:
    """The cues of a caption file, in file order, and what was odd about them."""

    path: str
    format: str  # "vtt" or "srt"
    cues: tuple[Cue, ...]
    warnings: tuple[str, ...] = ()

    @property
    def duration(self) -> float:
        """The end of the last cue, in seconds."""
        return max((c.end for c in self.cues), default=0.0)


# Timestamps as the formats write them; the fields may be short ("0:1:5.2").
_VTT_TIME = re.compile(r"(?:(\d{1,10}):)?(\d{1,2}):(\d{1,2})\.(\d{1,3})")
_SRT_TIME = re.compile(r"(\d{1,10}):(\d{1,2}):(\d{1,2})[,.](\d{1,3})")
_TIMING = re.compile(r"^\s*(?P<start>.*?)\s*-->\s*(?P<end>\S*)")


@dataclass(frozen=True)
class _Timing:
    """A cue timing line: its file line and times in milliseconds."""

    line: int
    start: int
    end: int


def _milliseconds(value: str, fmt: str) -> int | None:
    """A timestamp in milliseconds as webvtt-py reads it, or None when malformed."""
    if fmt == "vtt":
        m = _VTT_TIME.fullmatch(value)
        if m is None or int(m.group(2)) > 59 or int(m.group(3)) > 59:
            return None
        hours, minutes, seconds = int(m.group(1) or 0), int(m.group(2)), int(m.group(3))
        millis = int(m.group(4).ljust(3, "0"))
    else:
        m = _SRT_TIME.fullmatch(value)
        if m is None or int(m.group(2)) > 59 or int(m.group(3)) > 59:
            return None
        hours, minutes, seconds = int(m.group(1)), int(m.group(2)), int(m.group(3))
        millis = int(m.group(4).ljust(3, "0"))
    return ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis


def _check_timings(lines: Sequence[str], fmt: str, path: str) -> list[_Timing]:
    """Every cue timing line, checked; a malformed one is a :class:`CaptionError`."""
    example = "00:01:07.000" if fmt == "vtt" else "00:01:07,000"
    timings: list[_Timing] = []
    for number, line in enumerate(lines, start=1):
        if "-->" not in line:
            continue
        cue = len(timings) + 1
        m = _TIMING.match(line)
        assert m is not None  # the pattern matches any line with "-->"
        times = []
        for which in ("start", "end"):
            value = m.group(which)
            ms = _milliseconds(value, fmt)
            if ms is None:
                shown = repr(value) if value else "missing"
                raise CaptionError(
                    f"cue {cue}: malformed {which} time {shown} (expected e.g. {example})",
                    path=path,
                    line=number,
                )
            times.append(ms)
        if times[1] < times[0]:
            raise CaptionError(
                f"cue {cue}: ends ({m.group('end')}) before it starts ({m.group('start')})",
                path=path,
                line=number,
            )
        timings.append(_Timing(number, times[0], times[1]))
    return timings


def _decode(data: bytes, path: str) -> str:
    """The file's text: UTF-8 (BOM or not) or UTF-16 with a BOM; CRLF/CR become LF."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        text = data.decode("utf-16")
    else:
        if b"\x00" in data:
            raise CaptionError("binary file (contains NUL bytes), not captions", path=path)
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            line = data[: exc.start].count(b"\n") + 1
            raise CaptionError(
                f"invalid UTF-8 (byte 0x{data[exc.start]:02x}); save the captions as UTF-8",
                path=path,
                line=line,
            ) from None
    return text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")


_BRACKETED = re.compile(r"\[[^\]]*\]|♪+|\{\\[^}]*\}")  # [Music], ♪, SRT {\an8}
_SPEAKER = re.compile(  # ">> ", "- ", then "NAME:", "DR. SMITH:", "Speaker 2:"
    r"^\s*(?:>>+|-(?=\s))?\s*"
    r"(?:(?:[A-Z][A-Z0-9.'’-]*(?:\s+[A-Z0-9][A-Z0-9.'’-]*){0,2}|Speaker\s*\d+)\s*:\s+)?"
)


def _clean(line: str) -> str:
    """A cue text line without entities, sound labels, speaker labels, extra spaces."""
    text = html.unescape(line)
    text = _BRACKETED.sub(" ", text)
    text = _SPEAKER.sub("", text)
    return " ".join(text.split())


def parse_captions(text: str, path: str) -> Captions:
    """Parse the text of a WebVTT or SubRip file.

    Args:
        text: The file's text (LF line ends, no BOM; see :func:`read_captions`).
        path: How to name the file in errors and sources.

    Returns:
        The cues that have text, in file order.

    Raises:
        CaptionError: No cues, a malformed timestamp (with its line and cue
            number), or content that is neither WebVTT nor SubRip.
    """
    if not text.strip():
        raise CaptionError("empty file, no captions", path=path, line=1)
    lines = text.split("\n")
    first = next((ln for ln in lines if ln.strip()), "")
    fmt = "vtt" if first.startswith("WEBVTT") else "srt"
    notes: list[str] = []
    if fmt == "srt" and not first.strip().isdigit() and "-->" in text:
        fmt = "vtt"  # cues without numbers nor header: WebVTT without its header
        notes.append(f"{path}:1: no 'WEBVTT' header; read as WebVTT")
    timings = _check_timings(lines, fmt, path)
    if not timings:
        what = "WebVTT file" if fmt == "vtt" else "WebVTT or SubRip captions"
        raise CaptionError(f"no cues (no 'start --> end' timing line): not a {what}", path=path)
    # webvtt-py's SubRip reader wants the cue number first; read blank-led files too.
    skip = 0
    while fmt == "srt" and skip < len(lines) and not lines[skip].strip():
        skip += 1
    body = "\n".join(lines[skip:])
    if fmt == "vtt" and notes:
        body = "WEBVTT\n\n" + body
    try:
        parsed = webvtt.WebVTT.from_buffer(io.StringIO(body), format=fmt)
    except (MalformedFileError, MalformedCaptionError) as exc:
        kind = "WebVTT" if fmt == "vtt" else "SubRip (numbered cues)"
        raise CaptionError(f"not readable as {kind}: {exc}", path=path, line=1) from None

    cues: list[Cue] = []
    pointer = 0
    for caption in parsed.captions:
        start = caption.start_time.in_milliseconds()
        end = caption.end_time.in_milliseconds()
        while pointer < len(timings) and (timings[pointer].start, timings[pointer].end) != (
            start,
            end,
        ):
            pointer += 1
        if pointer == len(timings):  # cannot happen with checked timings; be safe
            break
        timing = timings[pointer]
        pointer += 1
        parts = _cue_parts(lines, timing.line, caption.text.split("\n"))
        if parts:
            cues.append(Cue(pointer, start / 1000, end / 1000, parts, caption.voice))
    if not cues:
        raise CaptionError("the captions hold no text", path=path, line=timings[0].line)
    cues = _drop_rolling_repeats(cues)
    warnings = (*notes, *_order_warnings(cues, path))
    for warning in warnings:
        logger.warning(warning)
    return Captions(path, fmt, tuple(cues), warnings)


def _cue_parts(
    lines: Sequence[str], timing_line: int, texts: Sequence[str]
) -> tuple[tuple[str, int], ...]:
    """The cue's cleaned text lines, each with its file line (text follows the timing line)."""
    first = timing_line + 1  # 1-based line after the timing line
    while first <= len(lines) and not lines[first - 1].strip():
        first += 1  # SubRip text after a blank line still belongs to the cue
    parts = []
    for k, raw in enumerate(texts):
        cleaned = _clean(raw)
        if cleaned:
            parts.append((cleaned, first + k))
    return tuple(parts)


def _drop_rolling_repeats(cues: list[Cue]) -> list[Cue]:
    """Drop the repeated first line of "roll-up" captions (each cue repeats the last line)."""
    out: list[Cue] = []
    for cue in cues:
        if out and len(cue.parts) > 1 and cue.parts[0][0] == out[-1].parts[-1][0]:
            cue = replace(cue, parts=cue.parts[1:])
        out.append(cue)
    return out


def _order_warnings(cues: Sequence[Cue], path: str) -> Iterator[str]:
    """One warning each for out-of-order and for overlapping cues, with the first of each."""
    backwards = [c for p, c in itertools.pairwise(cues) if c.start < p.start]
    overlaps = [c for p, c in itertools.pairwise(cues) if p.start <= c.start < p.end - 0.0005]
    for found, what in ((backwards, "start before the cue above them"), (overlaps, "overlap")):
        if found:
            first = found[0]
            more = f" and {len(found) - 1} more" if len(found) > 1 else ""
            yield (
                f"{path}:{first.line}: cue {first.number}{more}: cues {what}; "
                "times are kept as written"
            )


def read_captions(path: Path) -> Captions:
    """Read a caption file (WebVTT or SubRip, whatever its name says).

    Raises:
        CaptionError: A missing path, a folder, an over-large, binary, empty or
            malformed file (see :func:`parse_captions`).
    """
    name = path.as_posix()
    if not path.exists():
        raise CaptionError("no such file", path=name)
    if path.is_dir():
        raise CaptionError("is a folder; give a caption file (.vtt, .srt)", path=name)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise CaptionError(
                f"file is {size / 2**20:.1f} MiB, more than the {MAX_BYTES // 2**20} MiB limit",
                path=name,
            )
        data = path.read_bytes()
    except OSError as exc:
        raise CaptionError(f"cannot read: {exc.strerror or exc}", path=name) from None
    return parse_captions(_decode(data, name), name)


def is_caption_file(path: Path) -> bool:
    """True for a ``.vtt`` or ``.srt`` file name."""
    return path.suffix.lower() in CAPTION_SUFFIXES


# --- words -------------------------------------------------------------------

_WORD = re.compile(r"[^\W_]+")


def words(text: str) -> list[str]:
    """The words of a text for matching: NFKC, case-folded, punctuation and hyphens dropped."""
    return _WORD.findall(unicodedata.normalize("NFKC", text).casefold())


# --- alignment ---------------------------------------------------------------


@dataclass(frozen=True)
class Alignment:
    """How a lesson's statements were timed from captions.

    ``times`` has one ``(start, end)`` per statement, or None when untimed.
    """

    captions_path: str
    times: tuple[tuple[float, float] | None, ...]
    warnings: tuple[str, ...] = ()

    @property
    def timed(self) -> int:
        """How many statements got a time."""
        return sum(t is not None for t in self.times)

    @property
    def coverage(self) -> float:
        """The share of statements timed (0 to 1)."""
        return self.timed / len(self.times) if self.times else 0.0


def _chain(pairs: Sequence[tuple[int, int]]) -> Sequence[tuple[int, int]]:
    """The longest run of matched words that stay close together in the captions."""
    best: Sequence[tuple[int, int]] = ()
    start = 0
    for k in range(1, len(pairs) + 1):
        if k == len(pairs) or pairs[k][1] - pairs[k - 1][1] > pairs[k][0] - pairs[k - 1][0] + 4:
            if k - start > len(best):
                best = pairs[start:k]
            start = k
    return best


def align(lesson: Lesson, captions: Captions) -> Alignment:
    """Time each statement of ``lesson`` from ``captions``.

    The words of all statements and of all cues are aligned as two sequences
    (Levenshtein opcodes over word ids). A statement is timed when at least
    :data:`MIN_MATCHED_SHARE` of its words (all of them, or all but one between
    two matched neighbours, for a sentence of up to three words) are matched
    close together, and a neighbouring statement
    matched too (or the match is strong, :data:`STRONG_WORDS`); its first and
    last words are placed by the matched words nearest to them.

    Returns:
        The times and, when not every statement was timed, a warning saying
        how many were.
    """
    vocab: dict[str, int] = {}
    script: list[int] = []
    bounds: list[tuple[int, int]] = []
    for statement in lesson.statements:
        first = len(script)
        script.extend(vocab.setdefault(w, len(vocab)) for w in words(statement.text))
        bounds.append((first, len(script)))
    spoken: list[int] = []
    cue_of: list[int] = []
    for index, cue in enumerate(captions.cues):
        ids = [vocab.setdefault(w, len(vocab)) for w in words(cue.text)]
        spoken.extend(ids)
        cue_of.extend([index] * len(ids))

    match = [-1] * len(script)
    for op in Levenshtein.opcodes(script, spoken):
        if op.tag == "equal":
            for d in range(op.src_end - op.src_start):
                match[op.src_start + d] = op.dest_start + d

    chains: list[Sequence[tuple[int, int]]] = []
    for first, stop in bounds:
        n = stop - first
        chain = _chain([(i, match[i]) for i in range(first, stop) if match[i] >= 0])
        needed = n if n <= 3 else math.ceil(MIN_MATCHED_SHARE * n)
        chains.append(chain if n and len(chain) >= max(1, needed - (n <= 3)) else ())
    # A match needs support: a neighbouring statement matched too, or most of a long sentence;
    # a short sentence with a word missing needs both neighbours (it lies between them).
    found = [bool(c) for c in chains]
    for k, ((first, stop), chain) in enumerate(zip(bounds, chains, strict=True)):
        n = stop - first
        if 1 < n <= 3 and len(chain) < n:
            both = 0 < k < len(found) - 1 and found[k - 1] and found[k + 1]
            if not both:
                chains[k] = ()
            continue
        strong = n >= STRONG_WORDS and len(chain) >= STRONG_SHARE * n
        neighbour = (k > 0 and found[k - 1]) or (k + 1 < len(found) and found[k + 1])
        if chain and not (strong or neighbour):
            chains[k] = ()

    times: list[tuple[float, float] | None] = []
    for k, ((first, stop), chain) in enumerate(zip(bounds, chains, strict=True)):
        if not chain:
            times.append(None)
            continue
        # Words before the first match (or after the last) were said just before (after) it,
        # but not inside the neighbouring statements' words.
        low = next((c[-1][1] + 1 for c in reversed(chains[:k]) if c), 0)
        high = next((c[0][1] - 1 for c in chains[k + 1 :] if c), len(spoken) - 1)
        begin = min(max(chain[0][1] - (chain[0][0] - first), low), chain[0][1])
        finish = max(min(chain[-1][1] + (stop - 1 - chain[-1][0]), high), chain[-1][1])
        start = captions.cues[cue_of[begin]].start
        end = captions.cues[cue_of[finish]].end
        times.append((start, max(start, end)))

    alignment = Alignment(captions.path, tuple(times))
    total = len(times)
    warnings: list[str] = []
    if alignment.timed == 0:
        warnings.append(
            f"{lesson.path}: captions {captions.path} match none of its {total} statements; "
            "the lesson stays untimed"
        )
    elif alignment.timed < total:
        untimed = next(s for s, t in zip(lesson.statements, times, strict=True) if t is None)
        warnings.append(
            f"{lesson.path}: captions {captions.path} time {alignment.timed} of {total} "
            f"statements ({alignment.coverage:.0%}); the rest stay untimed "
            f"(first: line {untimed.line})"
        )
    for warning in warnings:
        logger.warning(warning)
    return replace(alignment, warnings=tuple(warnings))


def apply_alignment(lesson: Lesson, alignment: Alignment) -> Lesson:
    """The lesson with each statement's ``start``/``end`` set from ``alignment``."""
    statements = tuple(
        replace(s, start=t[0], end=t[1]) if t is not None else replace(s, start=None, end=None)
        for s, t in zip(lesson.statements, alignment.times, strict=True)
    )
    return replace(lesson, statements=statements)


def time_lesson(lesson: Lesson, captions: Captions) -> tuple[Lesson, Alignment]:
    """Align and apply: the timed lesson and how it was timed."""
    alignment = align(lesson, captions)
    return apply_alignment(lesson, alignment), alignment


# --- pairing -----------------------------------------------------------------


def shingles(text: str) -> frozenset[int]:
    """The text's word trigrams, hashed: what :func:`similarity` compares.

    The hashes are Python's, which differ between processes: compare
    shingles only within one process.
    """
    ws = words(text)
    return frozenset(hash(tri) for tri in zip(ws, ws[1:], ws[2:], strict=False))


def similarity(a: frozenset[int], b: frozenset[int]) -> float:
    """The share of the smaller set's trigrams that the other has (0 to 1).

    The smaller side decides, so captions of part of a lesson still pair with
    it, and a script's other sections do not dilute the score.
    """
    if not a or not b:
        return 0.0
    return len(a & b) / min(len(a), len(b))


_T = TypeVar("_T")
_cache: dict[tuple[str, int, int, str], Any] = {}


def _cached(path: Path, what: str, compute: Callable[[Path], _T], default: _T) -> _T:
    """``compute(path)`` memoised on the file's path, size and modification time."""
    try:
        st = path.stat()
    except OSError:
        return default
    key = (str(path.resolve()), st.st_mtime_ns, st.st_size, what)
    if key not in _cache:
        if len(_cache) > 4096:
            _cache.clear()
        _cache[key] = compute(path)
    found: _T = _cache[key]
    return found


def _script_shingles(path: Path) -> frozenset[int]:
    try:
        text = path.read_text("utf-8", errors="replace")
    except OSError:
        return frozenset()
    return shingles(text)


def _captions_or_error(path: Path) -> Captions | CaptionError:
    try:
        return read_captions(path)
    except CaptionError as exc:
        return exc


def _load_captions(path: Path) -> Captions | CaptionError:
    missing: Captions | CaptionError = CaptionError("no such file", path=path.as_posix())
    return _cached(path, "captions", _captions_or_error, missing)


def _caption_shingles(path: Path) -> frozenset[int]:
    found = _load_captions(path)
    if isinstance(found, CaptionError):
        return frozenset()
    return shingles(" ".join(c.text for c in found.cues))


@dataclass(frozen=True)
class FolderPairing:
    """Which captions of a folder go with which script, and which stand alone.

    ``pairs`` maps a script to its captions and their similarity; ``lone``
    are caption files that match no script (read them as lessons of their
    own, :func:`read_captions_lesson`); ``spare`` are captions that match a
    script which took better-matching captions (not lessons: duplicates).
    """

    pairs: Mapping[Path, tuple[Path, float]] = field(default_factory=dict)
    lone: tuple[Path, ...] = ()
    spare: tuple[Path, ...] = ()


def pair_files(scripts: Sequence[Path], caption_files: Sequence[Path]) -> FolderPairing:
    """Pair scripts with caption files by text similarity, best pairs first.

    Each script gets at most one caption file and each caption file at most
    one script; a pair needs :data:`MIN_PAIR_SIMILARITY`. Names break ties only.
    """
    empty: frozenset[int] = frozenset()
    script_sets = {p: _cached(p, "shingles", _script_shingles, empty) for p in scripts}
    caption_sets = {
        p: _cached(p, "caption-shingles", _caption_shingles, empty) for p in caption_files
    }
    scored = []
    for s, ss in script_sets.items():
        for c, cs in caption_sets.items():
            score = similarity(ss, cs)
            if score >= MIN_PAIR_SIMILARITY:
                scored.append((-score, s.name, c.name, s, c))
    scored.sort(key=lambda item: item[:3])
    pairs: dict[Path, tuple[Path, float]] = {}
    taken: set[Path] = set()
    for neg, _, _, s, c in scored:
        if s not in pairs and c not in taken:
            pairs[s] = (c, -neg)
            taken.add(c)
    matched = {c for _, _, _, _, c in scored}
    lone = tuple(c for c in caption_files if c not in matched)
    spare = tuple(c for c in caption_files if c in matched and c not in taken)
    return FolderPairing(pairs, lone, spare)


def _folder_files(folder: Path) -> tuple[list[Path], list[Path]]:
    from generator.reader import looks_like_lesson

    try:  # names first: a folder of many scripts and no captions costs no stat per file
        if not any(os.path.splitext(n)[1].lower() in CAPTION_SUFFIXES for n in os.listdir(folder)):
            return [], []
        entries = sorted(p for p in folder.iterdir() if p.is_file())
    except OSError:
        return [], []
    caption_files = [p for p in entries if is_caption_file(p)]
    if not caption_files:
        return [], []
    scripts = [
        p
        for p in entries
        if p.suffix.lower() == ".md" and _cached(p, "is-lesson", looks_like_lesson, False)
    ]
    return scripts, caption_files


def pair_folder(folder: Path) -> FolderPairing:
    """:func:`pair_files` for the lesson scripts (``*.md``) and captions of one folder."""
    scripts, caption_files = _folder_files(folder)
    return pair_files(scripts, caption_files)


def captions_for(script: Path) -> Path | None:
    """The caption file in the script's folder whose text matches it best, if any."""
    scripts, caption_files = _folder_files(script.parent)
    if not caption_files:
        return None
    if script not in scripts:
        scripts.append(script)
    found = pair_files(scripts, caption_files).pairs.get(script)
    return found[0] if found else None


def lone_captions(folder: Path) -> tuple[Path, ...]:
    """The caption files of ``folder`` that match no script there: lessons of their own."""
    return pair_folder(folder).lone


def with_captions_beside(lesson: Lesson, script: Path) -> Lesson:
    """The lesson timed by the captions beside its script, when some match it.

    A caption file that cannot be read is a warning here (the script itself
    is fine); reading it as a lesson reports its error.
    """
    found = captions_for(script)
    if found is None:
        return lesson
    captions = _load_captions(found)
    if isinstance(captions, CaptionError):
        logger.warning("%s (captions beside %s not used)", captions, lesson.path)
        return lesson
    timed, _ = time_lesson(lesson, captions)
    return timed


# --- captions alone as a lesson ----------------------------------------------

_ENDS_SENTENCE = re.compile(r"(?:[.!?]|\.\.\.|…)[\"'”’»)\]]*$")
_LEADING_NUMBER = re.compile(r"^(\d+)[\s._-]+")


def title_from_name(path: Path) -> tuple[str, int | None]:
    """A title and lesson number from a file name.

    ``04-rewards-credit.vtt`` gives ``("Rewards credit", 4)``.
    """
    stem = path.stem
    number = None
    m = _LEADING_NUMBER.match(stem)
    if m:
        number = int(m.group(1))
        stem = stem[m.end() :]
    title = " ".join(re.split(r"[\s_-]+", stem)).strip()
    if not title:
        return path.stem, number
    return title[0].upper() + title[1:], number


def read_captions_lesson(path: Path, title: str | None = None) -> Lesson:
    """Read a caption file as a lesson: the cue text is the narration.

    Sentences are rejoined across cues and split with the script reader's
    splitter, then built into statements the same way
    (:func:`generator.reader.build_statements`). Each statement's source is
    the caption file and the line of the cue text where its sentence starts;
    its ``start``/``end`` are those of the cues where it starts and ends.

    Args:
        path: The ``.vtt``/``.srt`` file.
        title: The lesson's title; default: from the file name
            (:func:`title_from_name`), whose leading number is the lesson number.

    Raises:
        CaptionError: See :func:`read_captions`; also when the text holds no sentence.
    """
    from generator.reader import RawSentence, build_statements

    captions = read_captions(path)
    name = shown_path(path)  # on cards: never the machine's folders
    # One text per paragraph, each line remembering its cue and file line.
    gaps = [b.start - a.end for a, b in itertools.pairwise(captions.cues)]
    typical = statistics.median(gaps) if gaps else 0.0
    paragraphs: list[list[Cue]] = [[]]
    for k, cue in enumerate(captions.cues):
        if paragraphs[-1] and _ENDS_SENTENCE.search(paragraphs[-1][-1].text):
            gap = gaps[k - 1]
            if gap >= PARAGRAPH_GAP and gap > 1.5 * typical:
                paragraphs.append([])
        paragraphs[-1].append(cue)

    raw: list[RawSentence] = []
    spans: list[tuple[Cue, Cue]] = []
    for paragraph, cues in enumerate(paragraphs):
        offsets: list[int] = []
        where: list[tuple[Cue, int]] = []
        pieces: list[str] = []
        at = 0
        for cue in cues:
            for text, line in cue.parts:
                offsets.append(at)
                where.append((cue, line))
                pieces.append(text)
                at += len(text) + 1
        joined = "\n".join(pieces)
        for span in split_sentences(joined):
            first = where[bisect.bisect_right(offsets, span.start) - 1]
            last = where[bisect.bisect_right(offsets, span.end - 1) - 1]
            raw.append(RawSentence(" ".join(span.text.split()), first[1], None, paragraph))
            spans.append((first[0], last[0]))
    if not raw:
        raise CaptionError("the captions hold no sentences", path=name, line=captions.cues[0].line)

    long_sentences = sum(len(r.text.split()) > LONG_SENTENCE for r in raw)
    if long_sentences * 4 > len(raw):
        logger.warning(
            "%s: %d of %d sentences have more than %d words: the captions lack "
            "punctuation, so statements (and cards) will be long",
            name,
            long_sentences,
            len(raw),
            LONG_SENTENCE,
        )
    statements, glossary = build_statements(raw, name)
    timed = tuple(
        replace(s, start=a.start, end=max(a.start, b.end))
        for s, (a, b) in zip(statements, spans, strict=True)
    )
    default_title, number = title_from_name(path)
    return Lesson(
        path=name,
        title=title or default_title,
        series=None,
        number=number,
        total=None,
        duration=format_time(captions.duration),
        objective=None,
        terms=(),
        statements=timed,
        glossary=glossary,
    )


# --- helpers for the outputs -------------------------------------------------


def statement_time(statement: Statement) -> str | None:
    """``format_time`` of the statement's start, or None when untimed."""
    return None if statement.start is None else format_time(statement.start)


def provenance(statement: Statement) -> str:
    """Where a statement comes from, as a card's back shows it.

    ``lecture.vtt 12:07`` for a statement read from captions alone (its file
    and time, as a script's has ``path:line``), else ``path:line``.
    """
    source = statement.source
    if is_caption_file(Path(source.path)) and statement.start is not None:
        return f"{source.path} {format_time(statement.start)}"
    return str(source)


@dataclass(frozen=True)
class VideoConfig:
    """Video addresses of a course, from ``lessondeck.toml``::

        [video]
        # One address for every lesson; {stem}, {name} and {number} are the
        # lesson file's name without its ending, its name, and the lesson number
        # ("{number:02d}" pads it).
        base = "https://media.example.org/course/{number:02d}.mp4"

        [video.lessons]
        # Per lesson, by file name, file stem or lesson number; wins over base.
        "script_04.md" = "https://www.youtube.com/watch?v=abcdefghijk"
        "5" = "https://youtu.be/lmnopqrstuv"

    Without a file every address is None and times show as text.
    """

    path: str | None = None
    base: str | None = None
    lessons: Mapping[str, str] = field(default_factory=dict)

    def address(self, lesson_path: str, number: int | None = None) -> str | None:
        """The video address of a lesson read from ``lesson_path`` (its number if known)."""
        p = Path(lesson_path)
        keys = [p.name, p.stem]
        if number is not None:
            keys += [str(number), f"{number:02d}"]
        for key in keys:
            if key in self.lessons:
                return self.lessons[key]
        if self.base is None:
            return None
        try:
            return self.base.format(stem=p.stem, name=p.name, number=number)
        except (KeyError, ValueError, TypeError, IndexError):
            return None  # e.g. {number:02d} for a lesson without a number


_TOML_LINE = re.compile(r"at line (\d+)")


def read_video_config(folder_or_file: Path) -> VideoConfig:
    """Read ``lessondeck.toml`` (a folder's, or the file given); no file: an empty config.

    Raises:
        LessonError: Invalid TOML (with its line), or a ``[video]`` table with
            unknown keys or values that are not strings.
    """
    path = folder_or_file / CONFIG_NAME if folder_or_file.is_dir() else folder_or_file
    if not path.is_file():
        return VideoConfig()
    name = path.as_posix()
    try:
        data = tomllib.loads(path.read_text("utf-8-sig"))
    except tomllib.TOMLDecodeError as exc:
        m = _TOML_LINE.search(str(exc))
        raise LessonError(
            f"invalid TOML: {exc}", path=name, line=int(m.group(1)) if m else None
        ) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise LessonError(f"cannot read: {exc}", path=name) from None
    video = data.get("video", {})
    if not isinstance(video, dict):
        raise LessonError("[video] must be a table", path=name)
    unknown = sorted(set(video) - {"base", "lessons"})
    if unknown:
        raise LessonError(
            f"unknown key(s) in [video]: {', '.join(unknown)} (known: base, lessons)", path=name
        )
    base = video.get("base")
    if base is not None and not isinstance(base, str):
        raise LessonError("video.base must be a string (an address)", path=name)
    lessons = video.get("lessons", {})
    if not isinstance(lessons, dict) or not all(isinstance(v, str) for v in lessons.values()):
        raise LessonError(
            "[video.lessons] must map lesson names or numbers to addresses (strings)", path=name
        )
    return VideoConfig(name, base, {str(k): v for k, v in lessons.items()})
