"""Split a paragraph of narration into sentences.

A sentence ends at ``.``, ``!``, ``?`` or an ellipsis, optionally followed by
closing quotes or brackets, when whitespace and the start of a new sentence
(an uppercase letter, a digit, an opening quote or bracket) follow. What
looks like an end but is not is kept inside the sentence: decimals written
in digits (``3.5``), abbreviations (``e.g.``, ``i.e.``, ``vs.``, ``Dr.``),
initials (``J. Smith``). The splitter works on one paragraph at a time and
returns character offsets, so callers can map each sentence to its line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from generator.words import FUNCTION_WORDS, wordset

# Abbreviations after which a period does not end a sentence, lower-cased and
# without their final period. Multi-part ones ("e.g") are matched as written.
_ABBREVIATIONS = frozenset(
    {
        "e.g",
        "i.e",
        "cf",
        "vs",
        "etc",
        "al",
        "approx",
        "dr",
        "mr",
        "mrs",
        "ms",
        "prof",
        "st",
        "resp",
        "viz",
        "ca",
        "jr",
        "sr",
        "inc",
        "ltd",
        "co",
        "u.s",
        "u.k",
        "a.k.a",
        "ph.d",
    }
)
# Abbreviations that only precede a number ("Fig. 2", "p. 5", "No. 3"): before
# anything else their period ends the sentence ("… probabilities p. Next …").
_NUMERIC_ABBREVIATIONS = frozenset(
    {"fig", "figs", "eq", "eqs", "no", "nos", "vol", "p", "pp", "sec", "ch"}
)
# Titles before a name, written with a capital ("Ms.", "Dr."): lower-case, the same letters
# are a unit or a word ("1.9 ms.", "the dr."), whose period may end the sentence.
_TITLES = frozenset({"dr", "mr", "mrs", "ms", "prof", "st", "jr", "sr"})
# "etc." usually does end a sentence when a capital follows; the others never do.
_ABBREVIATIONS_THAT_MAY_END = frozenset({"etc", "al", "inc", "ltd", "co"})

_CLOSERS = "\"'”’»)]}"
_OPENERS = "\"'“‘«([{"

# A candidate end: terminal punctuation (or an ellipsis), optional closers,
# then whitespace. The new sentence's first character is checked separately.
_END = re.compile(r"(?:\.\.\.|…|[.!?]+)[" + re.escape(_CLOSERS) + r"]*(?=\s)")
_WORD_BEFORE = re.compile(r"([A-Za-z][A-Za-z.]*)$")
_NEXT_WORD = re.compile(r"\s+([A-Za-z]+)\b")
# Words that open sentences and are no one's name: after a capital letter and a period they
# start a new sentence ("… pick B. That happens"), where a name would follow an initial.
_SENTENCE_OPENERS = wordset(
    "the this that these those it its they their we our you he she there here a an in on at "
    "if when while but and so then each every no not for with as after before"
)


def _opens_sentence(word: str) -> bool:
    """Is ``word`` one that opens a sentence and is no one's name: an opener, a function word
    or a verb of the verb list, an order ("… the square root of K. Take a standard deviation")?"""
    from generator.cloze import is_verb  # (the verb list; cloze needs no sentence splitting)

    return word in _SENTENCE_OPENERS or word in FUNCTION_WORDS or is_verb(word)


@dataclass(frozen=True)
class Span:
    """A sentence of a paragraph: its text and where it starts and ends in the paragraph."""

    text: str
    start: int
    end: int


def _starts_sentence(text: str, pos: int) -> bool:
    """True when the first non-space character at or after ``pos`` can begin a sentence."""
    n = len(text)
    while pos < n and text[pos].isspace():
        pos += 1
    if pos >= n:
        return False
    ch = text[pos]
    if ch.isupper() or ch.isdigit():
        return True
    if ch in _OPENERS or ch in "*_`":
        # An opening quote/bracket/emphasis: look at what it opens.
        return _starts_sentence_after_openers(text, pos)
    return False


def _starts_sentence_after_openers(text: str, pos: int) -> bool:
    n = len(text)
    while pos < n and (text[pos] in _OPENERS or text[pos] in "*_`"):
        pos += 1
    return pos < n and (text[pos].isupper() or text[pos].isdigit())


def _is_abbreviation(text: str, end_pos: int, next_is_upper: bool, next_is_digit: bool) -> bool:
    """True when the period at ``end_pos`` closes an abbreviation or an initial."""
    match = _WORD_BEFORE.search(text, 0, end_pos)
    if match is None:
        return False
    word = match.group(1)
    lowered = word.lower().rstrip(".")
    if lowered in _NUMERIC_ABBREVIATIONS:
        return next_is_digit
    if lowered in _TITLES and word[0].islower():
        return False  # "takes 1.9 ms. With 16 copies": a unit, not "Ms." or "Dr."
    if lowered in _ABBREVIATIONS:
        return not (lowered in _ABBREVIATIONS_THAT_MAY_END and next_is_upper)
    # A single capital letter ("J. Smith") is an initial, unless the
    # sentence is just that letter ("Plan B. Then").
    if len(word) == 1 and word.isupper():
        before = text[: match.start()].rstrip()
        following = _NEXT_WORD.match(text, end_pos + 1)
        if following is not None and _opens_sentence(following.group(1).lower()):
            return False  # "both pick A or both pick B. That happens …": no name follows
        return (not before or before[-1] not in ".!?:;") and word not in "AI"
    # Dotted forms like "U.S." already matched above when listed; "x.y." form:
    return "." in word and all(len(part) <= 2 for part in word.split(".") if part)


def split_sentences(text: str) -> list[Span]:
    """Split one paragraph into sentences.

    Args:
        text: The paragraph's plain text (line breaks allowed).

    Returns:
        The sentences in order, each stripped of surrounding whitespace, with
        offsets into ``text``. Whitespace-only input gives an empty list.
    """
    spans: list[Span] = []
    start = 0
    for match in _END.finditer(text):
        end = match.end()
        if not _starts_sentence(text, end):
            continue
        punct = match.group(0)
        if punct.startswith(".") and not punct.startswith("..."):
            nxt = text[end:].lstrip()[:1]
            if _is_abbreviation(text, match.start(), nxt.isupper(), nxt.isdigit()):
                continue
        _append(spans, text, start, end)
        start = end
    _append(spans, text, start, len(text))
    return spans


def _append(spans: list[Span], text: str, start: int, end: int) -> None:
    piece = text[start:end]
    stripped = piece.strip()
    if not stripped:
        return
    lead = len(piece) - len(piece.lstrip())
    spans.append(Span(stripped, start + lead, start + lead + len(stripped)))
