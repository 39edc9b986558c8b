"""Read lesson scripts (markdown) into :class:`~generator.model.Lesson` objects.

The reader walks markdown-it-py's block tokens and keeps each token's source
map, so every sentence of the narration knows the file line it starts on. It
finds the title (``#``), the series line (``<Series> · Lesson <N> of <M> ·
<m:ss>``), the learning objective, the visual-context terms and the narration
transcript with its ``###`` sub-headings; sections it does not know are kept
but are not narration. Sentences are then classified (:mod:`generator.classify`),
their numbers read (:mod:`generator.numbers`) and their terms matched
(:mod:`generator.glossary`).

Bad input (a missing path, something that is not a regular file, an empty,
binary or UTF-16 file, invalid UTF-8, markdown nested deeper than the parser
follows, no narration) raises :class:`~generator.errors.LessonError` with
``path[:line]``; no text is ever dropped silently.

A lesson's ``path`` (on cards, in ``parse --json``, in the build summary) never
shows where the sources sit on the building machine: see :func:`shown_path`.
"""

from __future__ import annotations

import bisect
import gc
import hashlib
import re
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from markdown_it import MarkdownIt
from markdown_it.rules_core import StateCore
from markdown_it.rules_inline import StateInline
from markdown_it.token import Token

from generator import classify, glossary, keywords
from generator.errors import LessonError
from generator.model import (
    GlossaryEntry,
    Lesson,
    MathSpan,
    Section,
    SourceSpan,
    Statement,
)
from generator.numbers import find_numbers
from generator.sentences import split_sentences
from generator.sources import CAPTION_SUFFIXES, CONFIG_NAME, has_narration_heading, read_bytes
from generator.sources import SECTION_NAMES as _SECTION_NAMES
from generator.sources import shown_path as shown_path

_SECTION_OF_HEADING = {h: name for name, hs in _SECTION_NAMES.items() for h in hs}

_SERIES_LINE = re.compile(
    r"""^\s*(?P<series>.+?)\s*[·•|]\s*
        Lesson\s+(?P<number>\d+)(?:\s+of\s+(?P<total>\d+))?
        (?:\s*[·•|]\s*(?P<duration>\d{1,3}:\d{2}(?::\d{2})?))?\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
_TERM_SPLIT = re.compile(r"\s*[,;]\s*(?:and\s+|or\s+)?|\s+and\s+(?=[^,;]*$)")
_LEADING_ARTICLE = re.compile(r"^(?:a|an|the)\s+", re.IGNORECASE)

MAX_NESTING = 100
"""How deep lists and block quotes may nest (markdown-it's ``maxNesting``; its
CommonMark preset stops at 20, i.e. ten levels of lists, and drops the rest)."""

_md = MarkdownIt("commonmark", {"maxNesting": MAX_NESTING})
# Containers whose content markdown-it no longer reads once the nesting limit is reached.
_CONTAINERS = frozenset(
    {"blockquote_open", "list_item_open", "bullet_list_open", "ordered_list_open"}
)


@dataclass(frozen=True)
class RawSentence:
    """A sentence of the narration before classification."""

    text: str
    line: int
    section: str | None
    paragraph: int
    math: tuple[MathSpan, ...] = ()


@dataclass(frozen=True)
class _Block:
    """A paragraph-like block of plain text and the line its text starts on."""

    text: str
    line: int
    math: tuple[MathSpan, ...] = ()  # offsets into ``text``


def _plain_text(inline: Token) -> str:
    """The visible text of an inline token; soft and hard breaks become newlines."""
    parts: list[str] = []
    for child in inline.children or ():
        if child.type in ("text", "code_inline"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append("\n")
        elif child.type == "image":
            parts.append(_plain_text(child))
    return "".join(parts)


_MATH_OPEN = {"\\(": "\\)", "\\[": "\\]"}
_DISPLAY_TEX = re.compile(r"\\[A-Za-z]|[_^=]")  # "\[1\]" escapes brackets; "\[x^2\]" is math


def _math_spans(children: Sequence[Token]) -> tuple[MathSpan, ...]:
    """The MathJax spans of an inline token's children, before ``text_join`` joins them.

    :func:`_math_source` reads ``\\( … \\)`` (and ``\\[ … \\]`` holding TeX) as
    the tokens of an escaped bracket, the TeX as written, and the bracket again: the
    text :func:`_plain_text` gives keeps the parentheses and loses the backslashes.
    Here, where the brackets are still tokens of their own, each such span becomes a
    :class:`MathSpan` with offsets into that text and its TeX. A span that holds anything
    but text (a link, an image, HTML) or is never closed is left out.
    """
    spans: list[MathSpan] = []
    pos = 0
    opened: tuple[str, int] | None = None  # the closing markup awaited, where the span starts
    tex: list[str] = []
    valid = True

    def walk(tokens: Sequence[Token], top: bool) -> None:
        nonlocal pos, opened, tex, valid
        for child in tokens:
            kind = child.type
            if kind == "text_special" and top and child.markup in _MATH_OPEN:
                opened, tex, valid = (_MATH_OPEN[child.markup], pos), [], True
            elif kind == "text_special" and top and opened and child.markup == opened[0]:
                source = "".join(tex)
                display = child.markup == "\\]"
                if valid and source.strip() and (not display or _DISPLAY_TEX.search(source)):
                    spans.append(MathSpan(opened[1], pos + 1, source, display))
                opened = None
            elif opened is not None:
                if kind in ("text", "code_inline"):
                    tex.append(child.content)
                else:
                    valid = False
            if kind in ("text", "text_special", "code_inline"):
                pos += len(child.content)
            elif kind in ("softbreak", "hardbreak"):
                pos += 1
            elif kind == "image":
                walk(child.children or (), False)

    walk(children, True)
    return tuple(spans)


def _record_math(state: StateCore) -> None:
    """A core rule run before ``text_join``: each inline token's math, in ``meta["math"]``."""
    for tok in state.tokens:
        if tok.type == "inline" and tok.children and ("\\(" in tok.content or "\\[" in tok.content):
            spans = _math_spans(tok.children)
            if spans:
                tok.meta["math"] = spans


_md.core.ruler.before("text_join", "lessondeck_math", _record_math)


def _math_source(state: StateInline, silent: bool) -> bool:
    """An inline rule run before markdown-it's ``escape``: ``\\( … \\)`` (and ``\\[ … \\]``
    holding TeX) is read as written, its ``*`` and ``_`` no emphasis and its ``\\{`` no
    escape. Without it, "\\(V^*(F) = -1 + V^*(C)\\)" lost both stars to an emphasis, and
    "\\(a*b*c\\)" read "(abc)". The tokens are those an escaped bracket gives (the
    bracket, then the text, then the bracket), so :func:`_math_spans` reads them as before."""
    src, pos = state.src, state.pos
    opener = src[pos : pos + 2]
    closer = _MATH_OPEN.get(opener)
    if closer is None:
        return False
    end = src.find(closer, pos + 2)
    inner = src[pos + 2 : end]
    if end < 0 or not inner.strip() or "\n\n" in inner:
        return False
    if opener == "\\[" and not _DISPLAY_TEX.search(inner):
        return False  # "\\[1\\]": escaped brackets
    if not silent:
        for content, markup in ((opener[1], opener), (inner, ""), (closer[1], closer)):
            token = state.push("text_special" if markup else "text", "", 0)
            token.content, token.markup = content, markup
            if markup:
                token.info = "escape"
    state.pos = end + 2
    return True


_md.inline.ruler.before("escape", "lessondeck_math_source", _math_source)


def _math_of(inline: Token, text: str) -> tuple[MathSpan, ...]:
    """The math :func:`_record_math` found in an inline token whose plain text is ``text``."""
    spans: tuple[MathSpan, ...] = inline.meta.get("math", ()) if inline.meta else ()
    return tuple(
        m for m in spans if text[m.start : m.start + 1] in "([" and text[m.end - 1 : m.end] in ")]"
    )


def statement_id(text: str) -> str:
    """The id of a sentence that occurs once in its lesson (see :func:`_statement_id`)."""
    return _statement_id(text, {})


def _statement_id(text: str, seen: dict[str, int]) -> str:
    """An id from the sentence's own words; repeats get ``-2``, ``-3`` …"""
    if text.isascii():  # NFKC leaves ASCII alone, and it has no curly quotes
        norm = text.lower()
    else:
        norm = unicodedata.normalize("NFKC", text).casefold()
        norm = norm.replace("“", '"').replace("”", '"').replace("‘", "'").replace("’", "'")
    if not norm.isprintable() or "  " in norm or norm[:1] == " " or norm[-1:] == " ":
        # (every whitespace character but the space is unprintable)
        norm = " ".join(norm.split())
    digest = hashlib.sha1(norm.encode("utf-8")).hexdigest()[:12]
    seen[digest] = seen.get(digest, 0) + 1
    return f"s{digest}" if seen[digest] == 1 else f"s{digest}-{seen[digest]}"


def _looks_utf16(data: bytes) -> bool:
    """A byte-order mark of UTF-16/32, or text whose every other byte is NUL."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff", b"\x00\x00\xfe\xff")):
        return True
    sample = data[:4096]
    sample = sample[: len(sample) - len(sample) % 2]
    if len(sample) < 4:
        return False
    even, odd = sample[0::2], sample[1::2]
    for nul_half, text_half in ((odd, even), (even, odd)):
        if nul_half.count(0) >= 0.9 * len(nul_half) and text_half.count(0) == 0:
            return True
    return False


def _decode(path: Path, data: bytes) -> str:
    if _looks_utf16(data):
        raise LessonError("UTF-16 is not supported, save as UTF-8", path=str(path), line=1)
    if b"\x00" in data:
        raise LessonError("binary file (contains NUL bytes), not a lesson script", path=str(path))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        col = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise LessonError(
            f"invalid UTF-8 (byte 0x{data[exc.start]:02x} at column {col}); save the file as UTF-8",
            path=str(path),
            line=line,
        ) from None
    # markdown-it treats these as line breaks too; normalise so line numbers agree.
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _read_text(path: Path, data: bytes | None = None) -> str:
    if data is None:
        data = read_bytes(path)
    text = _decode(path, data)
    if not text.strip():
        raise LessonError("empty file, not a lesson script", path=str(path), line=1)
    return text


@dataclass
class _Sections:
    """What the token walk collects (mutable while walking, frozen into a Lesson after)."""

    title: tuple[str, int] | None = None
    preamble: list[_Block] = field(default_factory=list)
    by_name: dict[str, tuple[str, int, list[_Block]]] = field(default_factory=dict)
    narration: list[tuple[str | None, _Block]] | None = None  # None: no narration heading
    narration_line: int = 0
    others: list[tuple[str, int, list[_Block]]] = field(default_factory=list)
    heading_math: dict[str, tuple[MathSpan, ...]] = field(default_factory=dict)


def _walk(tokens: Sequence[Token]) -> _Sections:
    """Group the blocks of the document under their ``#``/``##`` headings."""
    found = _Sections()
    current: list[_Block] | None = found.preamble
    in_narration = False
    subsection: str | None = None
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok.type == "heading_open":
            inline = tokens[i + 1]
            heading = _plain_text(inline).strip()
            line = (tok.map[0] + 1) if tok.map else 0
            level = int(tok.tag[1])
            if level == 1 and found.title is None:
                found.title = (heading, line)
                current = found.preamble
                in_narration = False
            elif level <= 2:
                name = _SECTION_OF_HEADING.get(" ".join(heading.lower().split()).rstrip(":"))
                in_narration = name == "narration" and found.narration is None
                if in_narration:
                    found.narration = []
                    found.narration_line = line
                    subsection = None
                    current = None
                elif name is not None and name not in found.by_name:
                    blocks: list[_Block] = []
                    found.by_name[name] = (heading, line, blocks)
                    current = blocks
                else:
                    blocks = []
                    found.others.append((heading, line, blocks))
                    current = blocks
            elif in_narration:
                subsection = heading or None
                if inline.meta and heading:
                    plain = _plain_text(inline)
                    shift = len(plain) - len(plain.lstrip())  # the heading is stripped
                    spans = tuple(
                        replace(m, start=m.start - shift, end=m.end - shift)
                        for m in _math_of(inline, plain)
                        if m.end - shift <= len(heading)
                    )
                    if spans:
                        found.heading_math.setdefault(heading, spans)
            elif current is not None:
                current.append(_Block(heading, line))
            i += 3
            continue
        if tok.type == "inline" and tok.map is not None:
            plain = _plain_text(tok)
            block = _Block(plain, tok.map[0] + 1, _math_of(tok, plain) if tok.meta else ())
            if in_narration:
                assert found.narration is not None
                found.narration.append((subsection, block))
            elif current is not None:
                current.append(block)
        i += 1
    return found


def _section_text(blocks: Iterable[_Block]) -> str:
    return "\n\n".join(" ".join(b.text.split()) for b in blocks if b.text.strip())


def split_terms(text: str) -> tuple[str, ...]:
    """Split a visual-context list into terms.

    Args:
        text: The comma-separated list, e.g. ``"trajectories, rollout tuples, and entropy."``.

    Returns:
        The terms in order without duplicates, leading articles or the final period.
    """
    text = " ".join(text.split()).rstrip(" .;")
    terms: list[str] = []
    for part in _TERM_SPLIT.split(text):
        term = _LEADING_ARTICLE.sub("", part.strip(" .;:")).strip()
        if term and term.casefold() not in {t.casefold() for t in terms}:
            terms.append(term)
    return tuple(terms)


def _sentences(narration: Sequence[tuple[str | None, _Block]]) -> Iterator[RawSentence]:
    for paragraph, (section, block) in enumerate(narration):
        block_text, line = block.text, block.line
        for span in split_sentences(block_text):
            text = span.text  # stripped; one space between words unless it holds
            collapsed = not text.isprintable() or "  " in text
            if collapsed:  # another whitespace (see _statement_id)
                text = " ".join(text.split())
            math: tuple[MathSpan, ...] = ()
            if block.math:
                math = _sentence_math(block.math, span.text, span.start, collapsed)
            yield RawSentence(
                text=text,
                line=line + block_text.count("\n", 0, span.start),
                section=section,
                paragraph=paragraph,
                math=math,
            )


def _sentence_math(
    spans: Sequence[MathSpan], text: str, offset: int, collapsed: bool
) -> tuple[MathSpan, ...]:
    """The math spans of a block that lie in its sentence ``text`` (at ``offset``), moved
    to the sentence's offsets (after its whitespace is collapsed, when it is)."""
    first = bisect.bisect_left(spans, offset, key=lambda m: m.start)  # spans are in order
    inside = []
    for m in spans[first:]:
        if m.start >= offset + len(text):
            break
        if m.end <= offset + len(text):
            inside.append(m)
    if not inside:
        return ()
    if not collapsed:
        return tuple(replace(m, start=m.start - offset, end=m.end - offset) for m in inside)
    # Where each character of ``text`` lands in " ".join(text.split()).
    at: list[int] = []
    out = 0
    gap = False
    for ch in text:
        if ch.isspace():
            gap = out > 0
        else:
            out += gap
            gap = False
            out += 1
        at.append(out)  # the offset just after ``ch``
    return tuple(
        replace(m, start=at[m.start - offset] - 1, end=at[m.end - offset - 1]) for m in inside
    )


def build_statements(
    raw: Sequence[RawSentence], path: str, terms: Sequence[str] = (), terms_line: int = 0
) -> tuple[tuple[Statement, ...], tuple[GlossaryEntry, ...]]:
    """Classify sentences into statements, with the lesson's glossary.

    Shared by scripts and captions (:mod:`generator.captions`): whatever the
    sentences were read from, they become statements the same way.

    Args:
        raw: The narration's sentences in order, with their lines.
        path: The file named in each statement's source.
        terms: The visual-context terms, if any.
        terms_line: The line of the visual-context list.

    Returns:
        The statements and the glossary.
    """
    texts = [s.text for s in raw]
    # Each sentence's acronym definitions, found once for the glossary and the tags.
    definitions = [glossary.find_definitions(text) for text in texts]
    entries = glossary.build_glossary(
        terms, terms_line, [(s.text, s.line) for s in raw], definitions
    )
    mentions = glossary.TermMatcher(entries)
    # Each sentence's words, found once for the keyword index and the term matcher.
    words = [keywords.words(text) for text in texts]
    kinds = classify.classify_all(texts, definitions=definitions, words=words)
    seen: dict[str, int] = {}
    statements = []
    with_numeric_tag = classify.with_numeric_tag
    for index, (sentence, verdict, its_words) in enumerate(zip(raw, kinds, words, strict=True)):
        text = sentence.text
        numbers = find_numbers(text, its_words)
        statement = Statement(
            id=_statement_id(text, seen),
            kind=verdict.kind,
            tags=with_numeric_tag(verdict.tags, numbers),
            text=text,
            source=SourceSpan(path, sentence.line),
            section=sentence.section,
            numbers=numbers,
            terms=mentions(text, its_words),
            index=index,
            paragraph=sentence.paragraph,
            start=None,
            end=None,
            math=sentence.math,
            caveat_score=verdict.score,
        )
        statements.append(statement)
    return tuple(statements), entries


def _check_nesting(tokens: Sequence[Token], path: str) -> None:
    """Refuse a document nested so deep that markdown-it stopped reading it.

    At :data:`MAX_NESTING` markdown-it skips the rest of the innermost
    container (for a list: the rest of the document) without a word; this
    turns that into an error at the line of the container it stopped in.
    """
    for tok in tokens:
        if tok.nesting == 1 and tok.type in _CONTAINERS and tok.level >= MAX_NESTING - 1:
            raise LessonError(
                f"lists or block quotes nested too deeply (markdown-it reads {MAX_NESTING} "
                "levels, a list level counts two): the text from here on cannot be read; "
                "nest less deeply",
                path=path,
                line=(tok.map[0] + 1) if tok.map else None,
            )


def parse_lesson(text: str, path: str) -> Lesson:
    """Parse a lesson script's text.

    Args:
        text: The whole script.
        path: How to name the file in the lesson and in errors.

    Returns:
        The lesson with every narration sentence as a classified statement.

    Raises:
        LessonError: When there is no narration section or it holds no sentence,
            or lists or quotes nest deeper than :data:`MAX_NESTING` allows.
    """
    # Reading makes many small objects and no reference cycles to collect: the
    # cyclic collector, which would walk them again and again as they pile up
    # (a large share of the time on a 5 MB lesson), waits until the lesson is read.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _parse_lesson(text, path)
    finally:
        if collecting:
            gc.enable()


def _parse_lesson(text: str, path: str) -> Lesson:
    tokens = _md.parse(text)
    _check_nesting(tokens, path)
    found = _walk(tokens)
    if found.narration is None:
        raise LessonError(
            "no '## Narration transcript' section: lessondeck reads the narration from it",
            path=path,
        )
    raw = list(_sentences(found.narration))
    if not raw:
        raise LessonError(
            "the narration transcript holds no sentences", path=path, line=found.narration_line
        )

    by_name = found.by_name
    title, _ = found.title or (Path(path).stem, 0)
    series = number = total = duration = None
    for block in found.preamble:
        match = _SERIES_LINE.match(" ".join(block.text.split()))
        if match:
            series = match.group("series")
            number = int(match.group("number"))
            total = int(match.group("total")) if match.group("total") else None
            duration = match.group("duration")
            break
    objective = _section_text(by_name["objective"][2]) if "objective" in by_name else None
    terms: tuple[str, ...] = ()
    visual_line = 0
    if "visual" in by_name:
        blocks = by_name["visual"][2]
        terms = split_terms(" ".join(b.text for b in blocks))
        visual_line = blocks[0].line if blocks else by_name["visual"][1]

    statements, entries = build_statements(raw, path, terms, visual_line)
    known = {"objective", "visual", "narration"}
    sections = tuple(
        Section(heading, line, _section_text(blocks))
        for name, (heading, line, blocks) in by_name.items()
        if name not in known
    ) + tuple(Section(h, line, _section_text(b)) for h, line, b in found.others)
    return Lesson(
        path=path,
        title=title,
        series=series,
        number=number,
        total=total,
        duration=duration,
        objective=objective,
        terms=terms,
        statements=statements,
        glossary=entries,
        sections=sections,
        narration_line=found.narration_line,
        section_math=tuple(found.heading_math.items()),
    )


def read_lesson(path: Path, data: bytes | None = None, *, captions: Path | None = None) -> Lesson:
    """Read and parse one lesson script, or a caption file as a lesson.

    A script whose folder holds captions (``.vtt``/``.srt``) that match its
    text gets its statements timed from them; a ``.vtt``/``.srt`` file is read
    as a lesson of its own (:mod:`generator.captions`).

    Args:
        path: The script's path; errors name it as given, the lesson (and so
            its cards) by :func:`shown_path`.
        data: The script's bytes when the caller has read them already (the
            pipeline does, to key its cache on them); read from ``path`` when None.
        captions: Caption files to time the script with, instead of those beside it.

    Returns:
        The parsed lesson.

    Raises:
        LessonError: For a missing path, a folder, a FIFO or device, an empty,
            binary, UTF-16, over-large or non-UTF-8 file, or a file with no narration.
    """
    shown = shown_path(path)
    if captions is None and not _captions_may_apply(path):
        # No captions and no video settings: the captions module (webvtt,
        # rapidfuzz) is not needed, and importing it is most of a first start.
        try:
            return parse_lesson(_read_text(path, data), shown)
        except LessonError as exc:
            if exc.path != shown:
                raise
            raise LessonError(exc.message, path=str(path), line=exc.line) from None

    from generator import captions as cap

    try:
        if cap.is_caption_file(path):
            lesson = cap.read_captions_lesson(path)
        elif captions is not None:
            script = parse_lesson(_read_text(path, data), shown)
            lesson = cap.time_lesson(script, cap.read_captions(captions))[0]
        else:
            lesson = cap.with_captions_beside(parse_lesson(_read_text(path, data), shown), path)
    except LessonError as exc:
        if exc.path != shown:
            raise
        raise LessonError(exc.message, path=str(path), line=exc.line) from None
    video = cap.read_video_config(path.parent).address(path.as_posix(), lesson.number)
    return replace(lesson, video=video) if video else lesson


def _captions_may_apply(path: Path) -> bool:
    """Could :mod:`generator.captions` change the lesson read from ``path``?

    Only a caption file itself, caption files in its folder (which may time
    it) or the folder's ``lessondeck.toml`` (video addresses) can.
    """
    if path.suffix.lower() in CAPTION_SUFFIXES:
        return True
    folder = path.parent
    try:
        if (folder / CONFIG_NAME).is_file():
            return True
        return any(p.suffix.lower() in CAPTION_SUFFIXES and p.is_file() for p in folder.iterdir())
    except OSError:
        return False  # an unreadable folder yields no captions either


def looks_like_lesson(path: Path) -> bool:
    """A cheap test used when scanning folders: does the file have a narration heading?"""
    try:
        return has_narration_heading(read_bytes(path))
    except LessonError:
        return False


def lesson_files(paths: Sequence[Path]) -> list[Path]:
    """The lesson files named by ``paths``; see :func:`generator.pipeline.lesson_files`."""
    from generator.pipeline import lesson_files as find

    return find(paths)


def read_sources(paths: Sequence[Path]) -> tuple[Lesson, ...]:
    """Read every lesson named by ``paths``; see :func:`generator.pipeline.read_lessons`.

    Raises:
        LessonError: A path is missing, a folder holds no script, a script is unreadable.
    """
    from generator.pipeline import read_lessons

    return read_lessons(paths)
