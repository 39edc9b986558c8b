"""The lesson's glossary: visual-context terms and the acronyms the narration defines.

An acronym definition is recognised from its wording ("Generalized Advantage
Estimation, or GAE"; "PPO means Proximal Policy Optimization"; "Kullback–Leibler
divergence, shortened to KL"; "SRPO, Self-Rewarding Policy Optimization,
routes …") and accepted only when the expansion's initials spell the
acronym, so that "RLVR adds verifiable rewards" is not read as a definition.
The module also finds which glossary terms a sentence mentions, for tags.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import islice

from generator.model import GlossaryEntry, TermOrigin
from generator.words import ARTICLES, COORDINATORS, PREPOSITIONS

# An acronym: at least two capitals, optionally digits or a plural "s" ("LLMs").
_ACRONYM = r"[A-Z][A-Z0-9]*[A-Z][A-Z0-9]*"
_ACRONYM_RE = re.compile(rf"(?<![\w-])({_ACRONYM})s?(?![\w-])")
# "<expansion>, or GAE" | "<expansion> (GAE)" | "<expansion>, shortened to KL"
_BEFORE = re.compile(
    rf"(?:,\s*(?:or|i\.e\.|also|abbreviated(?:\s+as)?|shortened\s+to|known\s+as|called)\s+"
    rf"|\s*\(\s*)({_ACRONYM})s?(?=\s*[),.;:]|\s+(?:for\s+short|in\s+short)|$)"
)
# "GAE means …" | "GAE is …" | "GAE stands for …" | "SRPO, Self-Rewarding …," | "GAE (…)"
_AFTER = re.compile(
    rf"(?<![\w-])({_ACRONYM})(?:\s+(?:means|is\s+short\s+for|stands\s+for|is|abbreviates)\s+|,\s+|\s*\(\s*)"
)
# Every match of _BEFORE or _AFTER holds an acronym, so holds a match of this.
_HAS_ACRONYM = re.compile(r"[A-Z][A-Z0-9]*[A-Z]")
# Words a spelled-out term may carry that its initials skip ("Learning from Human Feedback").
_SMALL_WORDS = ARTICLES | PREPOSITIONS | COORDINATORS
_WORD = re.compile(r"[A-Za-z][\w'’]*(?:[-–][A-Za-z][\w'’]*)*")
_STOP = re.compile(r"[,.;:()!?]")
_CALLED = re.compile(
    r"\b(?P<what>(?:[\w-]+\s+)?[\w-]+)\s*,?\s+(?:also\s+)?called\s+(?:an?\s+|the\s+)?"
    r"(?P<term>[\w-]+(?:\s+(?!and\b|or\b)[\w-]+)?)(?=\s+(?:and|or)\b|[,.;:]|$)"
)


_HYPHEN = re.compile(r"[-–]")


def _parts(word: str) -> list[str]:
    if "-" not in word and "–" not in word:
        return [word] if word else []
    return [p for p in _HYPHEN.split(word) if p]


def _initials_match(words: Sequence[str], acronym: str, *, slack_end: int) -> bool:
    """Do the words' initials spell ``acronym``?

    Small function words may be skipped; the last ``slack_end`` words may be
    left over ("Kullback–Leibler divergence" → KL).
    """
    parts = [p for w in words for p in _parts(w)]
    return bool(parts) and any(
        _spelled(letters, parts, slack_end) for letters in _spellings(acronym.upper())
    )


_INNER_DIGIT = re.compile(r"(?<=[A-Z])([2-9])(?=[A-Z])")


def _spellings(acronym: str) -> list[list[str]]:
    """The letters an acronym's words may start with. A digit between two letters counts one
    of them that many times ("A2C", advantage actor-critic: A, A, C; "I2A", imagination-
    augmented agents: I, A, A); any other digit is a number the words do not spell ("TD3")."""
    m = _INNER_DIGIT.search(acronym)
    if m is None:
        return [[c for c in acronym if c.isalpha()]]
    n = int(m.group(1))
    head, tail = acronym[: m.start()], acronym[m.end() :]
    return [
        *_spellings(head + head[-1] * (n - 1) + tail),
        *_spellings(head + tail[0] * (n - 1) + tail),
    ]


def _spelled(letters: Sequence[str], parts: Sequence[str], slack_end: int) -> bool:
    """Do the initials of ``parts`` spell ``letters`` (see :func:`_initials_match`)?"""
    if letters and parts[0][0].upper() != letters[0]:
        return False  # the first letter must be the first word's: no word is skipped before it

    def match(li: int, pi: int) -> bool:
        if li == len(letters):
            rest = parts[pi:]
            return len([p for p in rest if p.lower() not in _SMALL_WORDS]) <= slack_end
        if pi == len(parts):
            return False
        part = parts[pi]
        if part[0].upper() == letters[li] and match(li + 1, pi + 1):
            return True
        return part.lower() in _SMALL_WORDS and li > 0 and match(li, pi + 1)

    return match(0, 0)


def _first_letter(acronym: str) -> str | None:
    """The letter an expansion's first word must start with (see :func:`_initials_match`)."""
    return next((c for c in acronym.upper() if c.isalpha()), None)


def _expansion_before(text: str, end: int, acronym: str, *, slack: int = 1) -> str | None:
    """The longest run of words ending at ``end`` whose initials spell ``acronym``.

    ``slack``: how many words at the end the initials may leave over.
    """
    head = text[:end]
    stop = max((m.end() for m in _STOP.finditer(head)), default=0)
    words = [(m.start(), m.group()) for m in _WORD.finditer(head, stop)]
    first = _first_letter(acronym)
    for i in range(len(words)):
        if first is not None and words[i][1][0].upper() != first:
            continue  # a run must start with the acronym's first letter
        candidate = [w for _, w in words[i:]]
        if len(candidate) > 8:
            continue
        if _initials_match(candidate, acronym, slack_end=slack):
            return text[words[i][0] : end].strip()
    return None


def _expansion_after(text: str, start: int, acronym: str) -> str | None:
    """The shortest run of words from ``start`` whose initials spell ``acronym``."""
    match = _STOP.search(text, start)
    tail_end = match.start() if match else len(text)
    first = _first_letter(acronym)
    head = _WORD.search(text, start, tail_end)
    if head is not None and first is not None and head.group()[0].upper() != first:
        return None  # every run starts with this word, whose initial is not the acronym's
    # runs of up to eight words
    words = [(m.end(), m.group()) for m in islice(_WORD.finditer(text, start, tail_end), 8)]
    for i in range(1, len(words) + 1):
        candidate = [w for _, w in words[:i]]
        if _initials_match(candidate, acronym, slack_end=0):
            return text[start : words[i - 1][0]].strip()
    return None


@dataclass(frozen=True)
class Definition:
    """An acronym (or named term) defined in a sentence."""

    term: str
    expansion: str


_NAMING_WORD = re.compile(r"shortened|abbreviated|known|called")
_CLOSED = re.compile(r"\s*(?:[,.;:)!?]|$)")
_LEADING_ARTICLE = re.compile(r"^(?:an?|the)\s+", re.IGNORECASE)


def find_definitions(sentence: str) -> list[Definition]:
    """Acronyms the sentence defines, with their expansions.

    Args:
        sentence: One sentence of narration.

    Returns:
        Each defined acronym once, in order of appearance.
    """
    if _HAS_ACRONYM.search(sentence) is None:
        return []  # both wordings name the acronym, and there is none
    found: dict[str, Definition] = {}
    for m in _BEFORE.finditer(sentence):
        acronym = m.group(1)
        # "Kullback–Leibler divergence, shortened to KL" abbreviates only part of
        # the phrase; "… learning system (MARL)" and ", or GAE" name all of it:
        # there, a word the initials leave over is not part of the expansion.
        named = _NAMING_WORD.search(m.group(0)) is not None
        expansion = _expansion_before(sentence, m.start(), acronym, slack=1 if named else 0)
        if expansion is None and not named:
            # "… learning system (MARL)": the initials stop one word before the acronym.
            last = list(_WORD.finditer(sentence, 0, m.start()))
            if last:
                expansion = _expansion_before(sentence, last[-1].start(), acronym, slack=0)
        if expansion and acronym not in found:
            found[acronym] = Definition(acronym, expansion)
    for m in _AFTER.finditer(sentence):
        acronym = m.group(1)
        expansion = _expansion_after(sentence, m.end(), acronym)
        if (
            expansion
            and m.group(0).rstrip().endswith(",")
            and not _CLOSED.match(sentence, m.end() + len(expansion))
        ):
            # "in reasoning RL, response length and accuracy keep climbing": an expansion in
            # apposition closes where it ends ("SRPO, Self-Rewarding …, is"); one that runs
            # on into the clause is the clause's subject, not a name
            expansion = None
        if expansion and m.group(0).rstrip().endswith("("):
            # "TD3 (Twin Delayed Deep Deterministic policy gradient)": the whole of the
            # parenthesis names it, the initials' words only its start (set 345: "Twin
            # Delayed" alone, BAD for both graders)
            close = _STOP.search(sentence, m.end())
            inside = sentence[m.end() : close.start()].strip() if close else ""
            more = _WORD.findall(inside[len(expansion) :]) if inside.startswith(expansion) else []
            if (
                close is not None
                and close.group() == ")"
                and more
                and len(_WORD.findall(inside)) <= 8
                and not any(w.lower() in _SMALL_WORDS for w in more)
            ):
                # (not a phrase that qualifies it: "proximal policy optimization with clipping")
                expansion = inside
        if expansion and acronym not in found:
            found[acronym] = Definition(acronym, expansion)
    return list(found.values())


def find_named_terms(sentence: str) -> list[Definition]:
    """Terms the sentence names with "called" ("raw scores called logits")."""
    out: list[Definition] = []
    if "called" not in sentence:
        return out  # every match says "called"
    for m in _CALLED.finditer(sentence):
        what = _LEADING_ARTICLE.sub("", m.group("what").strip())
        if what.lower() in _SMALL_WORDS:
            continue
        out.append(Definition(m.group("term").strip(), what))
    return out


def build_glossary(
    terms: Sequence[str],
    terms_line: int,
    sentences: Sequence[tuple[str, int]],
    definitions: Sequence[Sequence[Definition]] | None = None,
) -> tuple[GlossaryEntry, ...]:
    """The lesson's glossary.

    Args:
        terms: The visual-context terms.
        terms_line: The line of the visual-context list.
        sentences: The narration's sentences with their lines.
        definitions: Each sentence's :func:`find_definitions`, when the
            caller has them already (the reader shares them with the tagger).

    Returns:
        Narration-defined acronyms and named terms first (in order of
        definition, each once), then the visual-context terms.
    """
    entries: list[GlossaryEntry] = []
    seen: set[str] = set()
    for k, (text, line) in enumerate(sentences):
        defined = find_definitions(text) if definitions is None else definitions[k]
        for d in [*defined, *find_named_terms(text)]:
            key = d.term.casefold()
            if key not in seen:
                seen.add(key)
                entries.append(GlossaryEntry(d.term, d.expansion, line, TermOrigin.NARRATION))
    for term in terms:
        key = term.casefold()
        if key not in seen:
            seen.add(key)
            entries.append(GlossaryEntry(term, None, terms_line, TermOrigin.VISUAL_CONTEXT))
    return tuple(entries)


def _stem(word: str) -> str:
    w = word.casefold().strip("'’")
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        return w[:-1]
    return w


_TOKEN = re.compile(r"[\w@]+")


_SPOKEN_METRIC = re.compile(r"\b(\w+)-at-(\w+)\b")


_STEMS: dict[str, str] = {}
""":func:`_stem` of the words seen so far (a word's stem never changes)."""


def _stem_of(word: str) -> str:
    stem = _STEMS.get(word)
    if stem is None:
        if len(_STEMS) >= 100_000:
            _STEMS.clear()
        stem = _STEMS[word] = _stem(word)
    return stem


def _stems(text: str, tokens: Sequence[str] | None = None) -> list[str]:
    """The stems of the text's words; ``tokens``: its :data:`_TOKEN` words, if known."""
    if "-at-" in text:  # "pass-at-k" is how narration says "pass@k".
        tokens = _TOKEN.findall(_SPOKEN_METRIC.sub(r"\1@\2", text))
    elif tokens is None:
        tokens = _TOKEN.findall(text)
    stems = _STEMS
    return [stems.get(t) or _stem_of(t) for t in tokens]


def _contains(haystack: Sequence[str], needle: Sequence[str]) -> bool:
    """Does ``needle`` occur as a contiguous run in ``haystack``?"""
    n = len(needle)
    if n == 0 or needle[0] not in haystack:
        return False
    first = needle[0]
    return any(
        haystack[i] == first and tuple(haystack[i : i + n]) == tuple(needle)
        for i in range(len(haystack) - n + 1)
    )


_VERSUS = re.compile(r"\s+(?:versus|vs\.?|and)\s+", re.IGNORECASE)
_HAS_VERSUS = re.compile(r"\b(?:versus|vs)\b", re.IGNORECASE)
_ACRONYM_FULL = re.compile(_ACRONYM)


def is_acronym(term: str) -> bool:
    """Is ``term`` written as an acronym (two or more capitals: "GAE", "RLVR", "R2D2")?"""
    return _ACRONYM_FULL.fullmatch(term) is not None


@dataclass(frozen=True)
class _TermPattern:
    term: str
    acronym: bool
    sides: tuple[tuple[str, ...], ...]  # stem sequences that must all occur
    needs: frozenset[str]  # the first stem of every side: a quick test before the runs


def _term_pattern(term: str, acronym: bool, sides: tuple[tuple[str, ...], ...]) -> _TermPattern:
    return _TermPattern(term, acronym, sides, frozenset(side[0] for side in sides if side))


def _compile_terms(entries: Sequence[GlossaryEntry]) -> tuple[_TermPattern, ...]:
    patterns = []
    for entry in entries:
        term = entry.term
        if is_acronym(term):
            sides = (tuple(_stems(entry.expansion)),) if entry.expansion else ()
            patterns.append(_term_pattern(term, True, sides))
        else:
            parts = _VERSUS.split(term) if _HAS_VERSUS.search(term) else [term]
            patterns.append(_term_pattern(term, False, tuple(tuple(_stems(p)) for p in parts)))
    return tuple(patterns)


class TermMatcher:
    """Finds which glossary terms a sentence mentions; built once per lesson."""

    def __init__(self, entries: Sequence[GlossaryEntry]) -> None:
        self._patterns = _compile_terms(entries)
        # Which patterns a word of the sentence can start: an acronym by its name
        # (or plural), any pattern by a stem it needs. Patterns needing nothing
        # are always tried.
        self._by_word: dict[str, list[int]] = {}
        self._always: list[int] = []
        self._starts: dict[str, tuple[int, ...]] = {}  # see _token_starts
        self._seen: set[str] = set()  # the tokens of _starts
        self._starting: set[str] = set()  # those that start a pattern
        for k, pattern in enumerate(self._patterns):
            keys = set(pattern.needs)
            if pattern.acronym:
                keys |= {pattern.term, pattern.term + "s"}
            if not pattern.needs and not pattern.acronym:
                self._always.append(k)
            for key in keys:
                self._by_word.setdefault(key, []).append(k)

    def __call__(self, sentence: str, words: Sequence[str] | None = None) -> tuple[str, ...]:
        """The terms the sentence mentions, in glossary order, each once.

        An acronym is mentioned by name (or plural) or by its expansion; a term
        of the form "feedback versus reward" when each side is. ``words``: the
        sentence's ``\\w+`` words, when the caller has them.
        """
        # Without "@" the sentence's words are its tokens.
        tokens = _TOKEN.findall(sentence) if words is None or "@" in sentence else words
        tried = set(self._always)
        if "-at-" in sentence:  # stems of "pass@k" (see _stems), not of the words
            stems = _stems(sentence, tokens)
            for word in {*stems, *tokens}:
                tried.update(self._by_word.get(word, ()))
        else:
            distinct = set(tokens)
            if not distinct <= self._seen:
                if len(self._seen) >= 100_000:  # bound the memory of a long run
                    self._starts.clear()
                    self._seen.clear()
                    self._starting.clear()
                for token in distinct - self._seen:
                    self._token_starts(token)
            starting = distinct & self._starting  # the few words that can start a term
            if not starting and not tried:
                return ()  # no word of the sentence can start a term (the usual case)
            starts = self._starts
            for token in starting:
                tried.update(starts[token])
            stems = _stems(sentence, tokens)
        present = set(stems)
        raw_words = set(tokens)
        out: list[str] = []
        for k in sorted(tried):
            pattern = self._patterns[k]
            if pattern.acronym:
                hit = pattern.term in raw_words or pattern.term + "s" in raw_words
                if not hit and pattern.sides:
                    hit = pattern.needs <= present and _contains(stems, pattern.sides[0])
            else:
                hit = pattern.needs <= present and all(
                    _contains(stems, side) for side in pattern.sides
                )
            if hit and pattern.term not in out:
                out.append(pattern.term)
        return tuple(out)

    def _token_starts(self, token: str) -> tuple[int, ...]:
        """The patterns a token can start, by its own spelling or its stem (cached)."""
        found = tuple(
            sorted({*self._by_word.get(token, ()), *self._by_word.get(_stem_of(token), ())})
        )
        self._starts[token] = found
        self._seen.add(token)
        if found:
            self._starting.add(token)
        return found
