"""A combined keyword index: which of many regular expressions can match a sentence.

The classifier and the tagger run some sixty patterns over every sentence, and
most of them cannot match most sentences: ``\\bnever\\b`` needs the word
"never", ``\\bfail\\w*`` a word starting with "fail". :class:`KeywordIndex`
reads each pattern's syntax tree once and finds such *trigger words*: a set
of words (or word beginnings) of which every match of the pattern contains
at least one as a whole word (or at the start of a word). A sentence is
tokenised once (``\\w+``), each distinct word is looked up once (the answer
per word is cached), and the union of the answers says which patterns are
worth searching. A pattern whose triggers cannot be worked out safely (no
literal word it always needs) is always searched.

The triggers are a necessary condition, never a sufficient one: the patterns
themselves still decide, so results are exactly those of searching every
pattern. ``tests/test_keywords.py`` checks that on the lessons and on random
text.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import json
import re
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

_parser: Any = importlib.import_module("re._parser")
_WORDS = re.compile(r"\w+")
# Characters that a case-blind ASCII letter matches though ``str.lower`` does not
# turn them into it ("ſ" is an "s", "İ" lower-cases to two characters).
_CASE_SPECIAL = frozenset("\u0130\u0131\u017f")
_MEMO_LIMIT = 200_000


@dataclass(frozen=True)
class Trigger:
    """A word every match needs: the whole word, or (``prefix``) a word's beginning."""

    word: str
    prefix: bool


_Triggers = frozenset[Trigger]


def _is_word(code: int) -> bool:
    """Is the character a word character (``\\w``: alphanumeric or ``_``)?"""
    return code == 95 or chr(code).isalnum()


_Tree = tuple[tuple[str, Any], ...]
"""A parsed pattern as nested tuples: ``(operation name, argument)`` items."""


def _tree(sub: Any) -> _Tree:
    """``re``'s parse tree as nested tuples, with names for its constants."""
    items = []
    for op, av in sub:
        name = str(op)
        if name == "BRANCH":
            av = (None, tuple(_tree(alternative) for alternative in av[1]))
        elif name == "SUBPATTERN":
            av = (av[0], av[1], av[2], _tree(av[3]))
        elif name in _REPEATS:
            av = (av[0], av[1], _tree(av[2]))
        elif name in ("ASSERT", "ASSERT_NOT"):
            av = (av[0], _tree(av[1]))
        elif name == "ATOMIC_GROUP":
            av = _tree(av)
        elif name == "IN":
            av = tuple((str(o), a if str(o) != "CATEGORY" else str(a)) for o, a in av)
        elif name == "AT":
            av = str(av)
        elif isinstance(av, list):
            av = tuple(av)
        items.append((name, av))
    return tuple(items)


_REPEATS = frozenset({"MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"})


@cache
def _parse(pattern: str, flags: int) -> _Tree:
    tree: _Tree = _tree(_parser.parse(pattern, flags))
    return tree


def _class_kind(items: Any) -> str:
    """``"nonword"`` when a character class holds only non-word characters, else ``"other"``."""
    for op, av in items:
        name = op
        if name == "LITERAL":
            if _is_word(av):
                return "other"
        elif name == "RANGE":
            lo, hi = av
            if hi - lo > 512 or any(_is_word(c) for c in range(lo, hi + 1)):
                return "other"
        elif name == "CATEGORY":
            if str(av) != "CATEGORY_SPACE":
                return "other"
        else:  # NEGATE and anything else
            return "other"
    return "nonword"


def _item_is_nonword(op: Any, av: Any) -> bool:
    """Does this item always consume at least one character, all of them non-word?"""
    name = op
    if name == "LITERAL":
        return not _is_word(av)
    if name == "IN":
        return _class_kind(av) == "nonword"
    if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
        low, _, sub = av
        return bool(low >= 1 and len(sub) == 1 and _item_is_nonword(*sub[0]))
    return False


def _ends_word(seq: Any, i: int, after: bool) -> bool:
    """Is the position before item ``i`` of ``seq`` the end of a word?

    ``after``: whether the end of ``seq`` is known to be the end of a word.
    """
    if i >= len(seq):
        return after
    op, av = seq[i]
    name = op
    if name == "AT":
        return str(av) in ("AT_BOUNDARY", "AT_END", "AT_END_STRING")
    return _item_is_nonword(op, av)


def _leading_word(seq: Any) -> str:
    """The word characters a sequence starts with, as literals."""
    letters = []
    for op, av in seq:
        if op != "LITERAL" or not _is_word(av):
            break
        letters.append(chr(av))
    return "".join(letters)


def _continued(word: str, seq: Any, j: int, after: bool) -> _Triggers | None:
    """``word`` followed by each alternative of the branch at ``seq[j]``, if there is one.

    ``un(?:stable|safe)`` needs a word "unstable" or "unsafe", not just one starting "un".
    """
    if j >= len(seq) or seq[j][0] != "BRANCH":
        return None
    after_branch = _ends_word(seq, j + 1, after)
    out: set[Trigger] = set()
    for alternative in seq[j][1][1]:
        head = word + _leading_word(alternative).lower()
        k = len(head) - len(word)
        nested = _continued(head, alternative, k, after_branch)
        if nested is not None:
            out |= nested
        else:
            out.add(Trigger(head, not _ends_word(alternative, k, after_branch)))
    return frozenset(out)


def _cost(trigger: Trigger) -> float:
    """How many words of a sentence a trigger may stand for: short words cost most."""
    n = len(trigger.word)
    return 1 + 256 / n**3 + (30 / n**2 if trigger.prefix else 0)


def _best(candidates: Sequence[_Triggers]) -> _Triggers | None:
    """The most selective candidate (the lowest total :func:`_cost`)."""
    if not candidates:
        return None
    return min(candidates, key=_total_cost)


def _total_cost(candidate: _Triggers) -> float:
    return sum(_cost(t) for t in candidate)


@cache
def _analyse(seq: _Tree, start: bool, after: bool) -> tuple[tuple[_Triggers, ...], bool]:
    """Trigger candidates of a sequence, and whether it ends after a non-word character.

    Args:
        seq: The sequence of ``(op, argument)`` items.
        start: Whether the sequence starts where a word may start (after a
            non-word character, at ``\\b`` or at the start of the text).
        after: Whether whatever follows the sequence starts with a word's end.

    Returns:
        Each candidate is a set of triggers of which every match of the
        sequence has one; the flag is like ``start``, for the sequence's end.
    """
    candidates: list[_Triggers] = []
    boundary = start  # the current position follows a non-word character (or the start)
    i = 0
    while i < len(seq):
        op, av = seq[i]
        name = op
        if name == "LITERAL" and _is_word(av):
            j = i
            letters = []
            while j < len(seq) and seq[j][0] == "LITERAL" and _is_word(seq[j][1]):
                letters.append(chr(seq[j][1]))
                j += 1
            if boundary:
                word = "".join(letters).lower()
                longer = _continued(word, seq, j, after)
                # The branch's continuations are never less selective than the word alone.
                candidates.append(
                    longer or frozenset({Trigger(word, not _ends_word(seq, j, after))})
                )
            boundary = False
            i = j
            continue
        if name == "AT":
            where = str(av)
            if where in ("AT_BEGINNING", "AT_BEGINNING_STRING", "AT_BOUNDARY"):
                boundary = True
            elif where == "AT_NON_BOUNDARY":
                boundary = False
        elif name == "SUBPATTERN":
            _, add, remove, sub = av
            if add or remove:
                return tuple(candidates), False  # inline flags: not worth the risk
            found, boundary = _analyse(sub, boundary, _ends_word(seq, i + 1, after))
            candidates.extend(found)
        elif name == "BRANCH":
            union: set[Trigger] = set()
            complete = True
            ends = True
            for alternative in av[1]:
                found, end = _analyse(alternative, boundary, _ends_word(seq, i + 1, after))
                ends = ends and end
                best = _best(found)
                if best is None:
                    complete = False
                else:
                    union |= best
            if complete and union:
                candidates.append(frozenset(union))
            boundary = ends
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            low, high, sub = av
            found, end = _analyse(sub, boundary, False)
            if high != 1:  # a later repetition starts where the one before ended
                end = _analyse(sub, False, False)[1] or _item_is_nonword(op, av)
            if low >= 1:
                candidates.extend(found)
                boundary = end
            else:  # no repetition leaves the position as it was
                boundary = boundary and end
        elif name in ("ASSERT", "ASSERT_NOT"):
            pass  # zero-width: the position does not move
        elif name in ("LITERAL", "IN"):
            boundary = _item_is_nonword(op, av)
        else:  # ANY, NOT_LITERAL, group references, atomic groups, …
            boundary = False
        i += 1
    return tuple(candidates), boundary


_MAX_CANDIDATES = 3
"""How many trigger sets of one pattern the index requires together."""


def candidates(pattern: re.Pattern[str]) -> list[_Triggers]:
    """Sets of trigger words of which every match of ``pattern`` has one word each.

    Each set alone is a necessary condition, so all of them are; the most
    selective come first. Words are lower-cased: match them against the
    lower-cased words of the text.
    """
    if pattern.flags & (re.MULTILINE | re.VERBOSE | re.ASCII | re.LOCALE):
        return []
    found, _ = _analyse(_parse(pattern.pattern, pattern.flags), False, False)
    return sorted(set(found), key=_total_cost)


def triggers(pattern: re.Pattern[str]) -> _Triggers | None:
    """The most selective trigger words of ``pattern``; None when there are none."""
    found = candidates(pattern)
    return found[0] if found else None


def _plain(code: int) -> bool:
    """A non-word character that case-blind matching and lower-casing leave alone."""
    ch = chr(code)
    return not _is_word(code) and ch.lower() == ch == ch.upper() and len(ch.encode()) <= 3


def required_characters(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Non-word characters of which every match of ``pattern`` has one (``:`` of ``:\\s*$``)."""
    if pattern.flags & (re.VERBOSE | re.LOCALE):
        return None
    return _characters(_parse(pattern.pattern, pattern.flags))


def _characters(seq: Any) -> frozenset[str] | None:
    found: list[frozenset[str]] = []
    for op, av in seq:
        name = op
        chars: frozenset[str] | None = None
        if name == "LITERAL" and _plain(av):
            chars = frozenset(chr(av))
        elif name == "IN" and all(o == "LITERAL" and _plain(a) for o, a in av):
            chars = frozenset(chr(a) for _, a in av)
        elif name == "SUBPATTERN" and not (av[1] or av[2]):
            chars = _characters(av[3])
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT") and av[0] >= 1:
            chars = _characters(av[2])
        elif name == "BRANCH":
            each = [_characters(alternative) for alternative in av[1]]
            if all(c is not None for c in each):
                chars = frozenset().union(*(c for c in each if c is not None))
        if chars:
            found.append(chars)
    return min(found, key=len) if found else None


def _tables(patterns: Sequence[re.Pattern[str]]) -> dict[str, Any]:
    """The index's tables, worked out from the patterns' syntax."""
    always = 0
    exact: dict[str, int] = {}
    prefixes: dict[str, int] = {}
    characters: list[tuple[int, str]] = []
    further_sets: list[tuple[int, int]] = []
    extra = len(patterns)  # the further trigger sets' bits come after the patterns'
    for i, pattern in enumerate(patterns):
        found = candidates(pattern)[:_MAX_CANDIDATES]
        if not found:
            chars = required_characters(pattern)
            if chars:
                characters.append((1 << i, "".join(sorted(chars))))
            else:
                always |= 1 << i
            continue
        further = 0
        for k, candidate in enumerate(found):
            bit = 1 << i
            if k:
                bit = 1 << extra
                extra += 1
                further |= bit
            for trigger in candidate:
                table = prefixes if trigger.prefix else exact
                table[trigger.word] = table.get(trigger.word, 0) | bit
        if further:
            further_sets.append((1 << i, further))
    return {
        "always": always,
        "exact": exact,
        "prefixes": prefixes,
        "characters": characters,
        "further": further_sets,
    }


def digest(patterns: Sequence[re.Pattern[str]]) -> str:
    """What saved tables must have been made from: these patterns and this module's code."""
    h = hashlib.sha256(Path(__file__).read_bytes())
    for pattern in patterns:
        h.update(f"\0{pattern.flags}\0{pattern.pattern}".encode())
    return h.hexdigest()


def words(text: str) -> list[str]:
    """The words (``\\w+``) of a text, as :meth:`KeywordIndex.mask` reads them."""
    return _WORDS.findall(text)


class KeywordIndex:
    """Which of ``patterns`` can match a text, from one pass over its words.

    Args:
        patterns: The patterns, each searched in the text given to :meth:`mask`
            (case-blind ones as well as ones searching lower-cased text).
        tables: The tables :meth:`tables` gave for the same patterns (read
            back by :meth:`load`); worked out from the patterns when None.
        inside: Strings of word characters to look for inside the words as
            well: :meth:`mask` sets :attr:`inside_bit` when the lower-cased
            text contains any of them (a cheap test the caller needs anyway).
    """

    def __init__(
        self,
        patterns: Sequence[re.Pattern[str]],
        tables: Mapping[str, Any] | None = None,
        *,
        inside: Sequence[str] = (),
    ) -> None:
        self.size = len(patterns)
        self.all = (1 << self.size) - 1
        if tables is None:
            tables = _tables(patterns)
        self.always: int = tables["always"]  # patterns without triggers
        self._exact: dict[str, int] = dict(tables["exact"])
        self._prefixes: dict[str, int] = dict(tables["prefixes"])
        # (pattern bit, characters): patterns without trigger words that need one of these
        self._characters = [(int(bit), str(chars)) for bit, chars in tables["characters"]]
        # (pattern bit, bits of its further trigger sets): all must be present
        self._further = [(int(bit), int(bits)) for bit, bits in tables["further"]]
        self._further_bits = sum({bit for bit, _ in self._further})  # any of them
        self._lengths = sorted({len(w) for w in self._prefixes})
        self._memo: dict[str, int] = {}
        if any(_WORDS.fullmatch(s) is None for s in inside):
            raise ValueError(f"not strings of word characters: {inside!r}")
        self._inside = tuple(s.lower() for s in inside)
        top = max([self.all, *(bits for _, bits in self._further)]).bit_length()
        self.inside_bit = 1 << top if self._inside else 0
        """The bit :meth:`mask` sets when the text contains one of the ``inside`` strings."""

    def tables(self) -> dict[str, Any]:
        """What the index was built from the patterns, as JSON values."""
        return {
            "always": self.always,
            "exact": dict(sorted(self._exact.items())),
            "prefixes": dict(sorted(self._prefixes.items())),
            "characters": [list(c) for c in self._characters],
            "further": [list(f) for f in self._further],
        }

    @classmethod
    def load(
        cls, patterns: Sequence[re.Pattern[str]], path: Path, *, inside: Sequence[str] = ()
    ) -> KeywordIndex:
        """The index of ``patterns``, read from ``path`` when that was saved for them.

        Working the tables out parses every pattern again (about ten
        milliseconds for the classifier's, at every start); :meth:`save` keeps
        them beside the code. A file saved for other patterns, or by another
        version of this module, is ignored and the tables are worked out.
        """
        found = cls._read(patterns, path, inside)
        return found if found is not None else cls(patterns, inside=inside)

    @classmethod
    def _read(
        cls, patterns: Sequence[re.Pattern[str]], path: Path, inside: Sequence[str] = ()
    ) -> KeywordIndex | None:
        """The index read from ``path``, or None when it holds no sound tables for ``patterns``."""
        try:
            data = json.loads(path.read_text("utf-8"))
            if data.get("digest") == digest(patterns):
                return cls(patterns, data, inside=inside)
        except (OSError, ValueError, TypeError, KeyError, AttributeError):
            pass
        return None

    @classmethod
    def kept(cls, patterns: Sequence[re.Pattern[str]]) -> KeywordIndex:
        """The index of ``patterns``, its tables kept beside this package's bytecode.

        For indexes whose tables are not saved with the code (:meth:`load`): the
        first process works them out and, when Python writes bytecode, saves them
        where it keeps this module's (``__pycache__``, or under
        ``PYTHONPYCACHEPREFIX``), named by their :func:`digest`; later ones read them.
        """
        try:
            folder = Path(importlib.util.cache_from_source(__file__)).parent
        except NotImplementedError:  # a Python that keeps no bytecode
            return cls(patterns)
        path = folder / f"keywords-{digest(patterns)[:40]}.json"
        found = cls._read(patterns, path)
        if found is not None:
            return found
        index = cls(patterns)
        if not sys.dont_write_bytecode:
            from generator.compile_cache import replace_quietly

            replace_quietly(path, lambda temporary: index.save(patterns, temporary))
        return index

    def save(self, patterns: Sequence[re.Pattern[str]], path: Path) -> None:
        """Write the tables for :meth:`load` (the patterns must be those of the index)."""
        data = {"digest": digest(patterns), **self.tables()}
        path.write_text(json.dumps(data, indent=0, ensure_ascii=False) + "\n", "utf-8")

    def word_mask(self, word: str) -> int:
        """The trigger sets one word (of any case) belongs to, as bits (cached)."""
        mask = self._memo.get(word)
        if mask is None:
            lowered = word.lower()
            mask = self._exact.get(lowered, 0)
            for n in self._lengths:
                if n > len(lowered):
                    break
                mask |= self._prefixes.get(lowered[:n], 0)
            if any(s in lowered for s in self._inside):
                mask |= self.inside_bit
            if len(self._memo) >= _MEMO_LIMIT:
                self._memo.clear()
            self._memo[word] = mask
        return mask

    def mask(self, text: str, words: Sequence[str] | None = None) -> int:
        """The patterns that may match a text, as bits (bit ``i``: ``patterns[i]``).

        Args:
            text: The text the patterns search (case-blind ones), or whose
                lower-cased form they search (``str.lower``).
            words: The text's words (:func:`words`), when the caller has them.
        """
        if not text.isascii() and not _CASE_SPECIAL.isdisjoint(text):
            lowered = text.lower()
            found = any(s in lowered for s in self._inside)
            return self.all | (self.inside_bit if found else 0)
        mask = self.always
        memo = self._memo
        # The words of the lower-cased text are the text's words lower-cased
        # (``str.lower`` keeps word characters word characters, one for one,
        # but for "İ", ruled out above); each word's answer is cached as written.
        for word in _WORDS.findall(text) if words is None else words:
            bits = memo.get(word)
            mask |= bits if bits is not None else self.word_mask(word)
        if mask & self._further_bits:
            for bit, further in self._further:
                if mask & bit and mask & further != further:
                    mask ^= bit
        for bit, chars in self._characters:
            for ch in chars:
                if ch in text:
                    mask |= bit
                    break
        return mask & (self.all | self.inside_bit)


def saved_indexes() -> list[tuple[Sequence[re.Pattern[str]], Path]]:
    """The indexes lessondeck keeps beside its code: their patterns and files."""
    from generator import check, classify

    return [
        (classify.INDEXED_PATTERNS, Path(classify.__file__).with_name(classify.INDEX_FILE)),
        (check.indexed_patterns(), Path(check.__file__).with_name(check.INDEX_FILE)),
    ]


def main() -> int:
    """``python -m generator.keywords``: save the classifier's and the checker's indexes."""
    for patterns, path in saved_indexes():
        KeywordIndex(patterns).save(patterns, path)
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
