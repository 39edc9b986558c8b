"""Compose cards from a parsed lesson, through the jinja2 templates in ``templates/``.

One fact per card, a short answer, the answer never visible on the front, a
context line on every front and the source sentence on every back (the
minimum information principle). What each statement becomes:

- a **caveat** always gets a cloze card of its own, deleting its qualifying
  clause ("… but density alone [...]" → "does not prove causal accuracy"), a
  hazard it names ("ambiguous") or its predicate; the rhetorical questions that
  follow it in the paragraph go on its back;
- a **claim** gets a cloze card deleting a stated number, a glossary term, the
  predicate of a contrast ("but are [...]") or a technical word; the caveat
  that qualifies it (the nearest caveat of its paragraph) goes on its back;
- an **acronym** definition gets Q&A cards both ways; a short **definition**
  ("Reward is the scalar consumed by an objective.") gets Q&A cards both
  ways; an "X is A, not B" **distinction** asks which of the two; a sentence
  saying two terms differ, with both defined in its paragraph, asks for the
  difference;
- each worked example of the narration becomes an **exercise** with the
  lesson's own numbers, and the lesson gets seeded practice exercises.

A statement that would make a vague or duplicate card is skipped, with the
reason (:class:`~generator.model.Skipped`), so the build can report it.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import jinja2

from generator import check, exercises
from generator.model import (
    Card,
    CardType,
    Composition,
    Exercise,
    Lesson,
    Skipped,
    SourceSpan,
    Statement,
    StatementKind,
    Tag,
)

MAX_DELETION_WORDS = 6
MAX_ANSWER_WORDS = 8


@cache
def _templates() -> Any:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("generator", "templates"),
        autoescape=False,  # cards are plain text; each writer escapes for its medium
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=False,
    )
    return env.get_template("cards.j2").module


def _t(name: str, *args: object) -> str:
    macro: Callable[..., object] = getattr(_templates(), name)
    return str(macro(*args)).strip()


# --- words and spans -----------------------------------------------------------------

_WORD = re.compile(r"[\w@’'][\w@’'.–-]*[\w@]|[\w@]")
_FUNCTION_WORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "but",
        "of",
        "to",
        "in",
        "on",
        "at",
        "by",
        "for",
        "with",
        "from",
        "as",
        "that",
        "which",
        "who",
        "this",
        "these",
        "those",
        "it",
        "its",
        "their",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "can",
        "could",
        "may",
        "might",
        "will",
        "would",
        "should",
        "must",
        "do",
        "does",
        "did",
        "not",
        "no",
        "than",
        "then",
        "so",
        "if",
        "when",
        "while",
    ]
)
_CLAUSE_END = re.compile(
    r"\s*(?:[,;:()]|—|\s-\s|\bif\b|\bbecause\b|\bwhen\b|\bso\b(?=\s))|[.!?”\"]*$"
)


def _words(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
    end = len(text) if end is None else end
    return [(m.start(), m.end()) for m in _WORD.finditer(text, start, end)]


def _word_count(text: str) -> int:
    return len(_WORD.findall(text))


def _clause_end(text: str, start: int) -> int:
    """Where the clause starting at ``start`` ends (before its punctuation)."""
    match = _CLAUSE_END.search(text, start)
    while match is not None and match.start() == start and match.end() == start:
        match = _CLAUSE_END.search(text, start + 1)
    end = match.start() if match else len(text)
    return len(text[:end].rstrip(' .!?;:,”"’'))


@dataclass(frozen=True)
class _Cut:
    """A candidate deletion: the span of the sentence to hide, how good it is, and why."""

    start: int
    end: int
    score: float
    why: str


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Shrink a span to whole words, without leading function words."""
    words = _words(text, start, end)
    while words and text[words[0][0] : words[0][1]].lower() in {"and", "or", "but", "that", "then"}:
        words = words[1:]
    if not words:
        return start, start
    return words[0][0], words[-1][1]


def _window(text: str, start: int, end: int, limit: int) -> tuple[int, int]:
    """The last ``limit`` words of a span, not starting with an article or preposition."""
    words = _words(text, start, end)[-limit:]
    while len(words) > 1 and text[words[0][0] : words[0][1]].lower() in _FUNCTION_WORDS:
        words = words[1:]
    return (words[0][0], words[-1][1]) if words else (start, start)


_NEGATION = re.compile(
    r"\b(?:(?:does|do|did|is|are|was|were|can|could|will|would|should|may|might|must)\s*"
    r"(?:not|n[’']t)|cannot|can[’']t|never)\s+\w+",
    re.IGNORECASE,
)
_QUALIFIER_MARKERS = re.compile(
    r"\b(?:only\s+(?:when|if|as long as|under|after|where)|too\s+(?:much|little|many|few)|"
    r"otherwise|unless|even\s+(?:if|when|though)|without|while|at the (?:cost|expense) of|"
    r"depends?\s+(?:\w+\s+){0,2}on(?:\s+whether)?|keeps?\s+\w+(?:\s+\w+){0,3}\s+from)\s+",
    re.IGNORECASE,
)
_HAZARD = re.compile(
    r"\b(?:ambiguous|ambiguity|attack surface|false (?:negative|positive)|more dangerous|"
    r"poor fit|infallible|incomplete|easy to (?:game|exploit|fool)|memorization|"
    r"serious regressions|universal claim|drift)\b",
    re.IGNORECASE,
)
_CONTRAST_PREDICATE = re.compile(
    r"\bbut\s+(?:is|are|was|were|gets?|becomes?)\s+(?P<p>\w+(?:\s+(?:out|up|down|off|away|back))?)",
    re.IGNORECASE,
)
_TECHNICAL = re.compile(r"\b[\w]+(?:-[\w]+)+\b|\b[A-Z][A-Za-z]*[A-Z]\w*\b")


def _caveat_cuts(text: str) -> list[_Cut]:
    cuts: list[_Cut] = []
    for m in _QUALIFIER_MARKERS.finditer(text):
        start = m.end()
        end = _clause_end(text, start)
        start, end = _trim(text, start, end)
        n = _word_count(text[start:end])
        if 1 <= n <= MAX_DELETION_WORDS:
            cuts.append(_Cut(start, end, 6 + m.start() / 1000, "qualifying clause"))
        elif n > MAX_DELETION_WORDS:
            s, e = _window(text, start, end, MAX_DELETION_WORDS - 1)
            cuts.append(_Cut(s, e, 3.5, "end of the qualifying clause"))
    for m in _NEGATION.finditer(text):
        end = _clause_end(text, m.start())
        n = _word_count(text[m.start() : end])
        if n <= MAX_DELETION_WORDS:
            cuts.append(_Cut(m.start(), end, 5.5, "what it does not do"))
        else:
            cuts.append(_Cut(m.start(), m.end(), 4.5, "what it does not do"))
    for m in _HAZARD.finditer(text):
        cuts.append(_Cut(m.start(), m.end(), 5, "the risk it names"))
    return cuts


def _term_spans(statement: Statement) -> list[tuple[int, int, str]]:
    spans = []
    for term in statement.terms:
        words = re.findall(r"[\w@]+", term)
        if not words or re.search(r"\b(?:versus|vs)\b", term, re.IGNORECASE):
            continue
        pattern = r"\b" + r"[\s-]+".join(
            re.escape(w[:-1] if len(w) > 4 else w) + r"[\w]*" for w in words
        )
        flags = 0 if term.isupper() else re.IGNORECASE
        for m in re.finditer(pattern + r"(?![\w-])", statement.text, flags):
            spans.append((m.start(), m.end(), term))
    return spans


def _claim_cuts(statement: Statement) -> list[_Cut]:
    text = statement.text
    cuts: list[_Cut] = []
    quantities = statement.quantities
    if quantities:
        last = quantities[-1]
        group = [n for n in quantities if last.group is not None and n.group == last.group]
        start = group[0].start if len(group) > 1 else last.start
        end = last.end
        if last.unit == "percent":
            tail = re.match(r"\s*(?:percent|per cent|%)", text[end:])
            if tail:
                end += tail.end()
        if _word_count(text[start:end]) <= MAX_DELETION_WORDS and len(group) <= 3:
            cuts.append(_Cut(start, end, 5, "the number it states"))
    for start, end, _term in _term_spans(statement):
        before = text[:start].split()
        after = text[end:].split()
        modifier = (
            text[start:end].isupper()
            and bool(before)
            and before[-1].lower() in _DETERMINERS
            and bool(after)
            and after[0].isalpha()
            and after[0].islower()
        )
        score = 2.0 if modifier else 3.3 if start == 0 else 4 + start / 1000
        cuts.append(_Cut(start, end, score, "a key term"))
    for m in _CONTRAST_PREDICATE.finditer(text):
        cuts.append(_Cut(m.start("p"), m.end("p"), 4.5, "the contrast it draws"))
    for m in _TECHNICAL.finditer(text):
        if m.start() > 0:
            # An acronym used as a modifier ("an RL rollout") is a poor thing to ask for.
            before = text[: m.start()].split()
            if m.group(0).isupper() and before and before[-1].lower() in _DETERMINERS:
                continue  # an acronym used as a modifier ("an RL rollout") is a poor thing to ask
            cuts.append(_Cut(m.start(), m.end(), 2.5, "a technical word"))
    cuts += _structure_cuts(text)
    definition = _definition_cut(statement)
    if definition is not None:
        cuts.append(definition)
    return cuts


_DETERMINERS = frozenset(
    [
        "a",
        "an",
        "the",
        "its",
        "their",
        "his",
        "her",
        "our",
        "your",
        "my",
        "this",
        "that",
        "these",
        "those",
        "each",
        "every",
        "some",
        "any",
        "no",
        "other",
        "another",
        "many",
        "several",
        "all",
        "both",
        "most",
        "few",
    ]
)
_PREPOSITIONS = frozenset(
    [
        "to",
        "of",
        "for",
        "with",
        "by",
        "from",
        "into",
        "onto",
        "outside",
        "inside",
        "across",
        "over",
        "under",
        "through",
        "at",
        "on",
        "in",
        "about",
        "after",
        "before",
        "between",
        "within",
        "without",
        "against",
        "toward",
        "towards",
        "via",
        "per",
    ]
)
_ADVERBS = frozenset(
    [
        "also",
        "then",
        "therefore",
        "thus",
        "still",
        "only",
        "just",
        "often",
        "usually",
        "always",
        "never",
        "even",
        "already",
        "so",
        "backward",
        "backwards",
        "forward",
        "forwards",
        "together",
        "instead",
    ]
)
_ANAPHORS = frozenset(
    ["this", "that", "these", "those", "it", "they", "them", "its", "their", "such"]
)
_LEADING_ADVERBIAL = re.compile(
    r"^(?:(?:for|in|with|after|before|during|under|on|at|by|once|if|when|while|since|because)\b"
    r"[^,]{0,80},|(?:finally|then|here|so|also|thus|therefore|first|second|next|instead|now),?)\s+",
    re.IGNORECASE,
)


def _is_adverb(word: str) -> bool:
    w = word.lower()
    # "-ly" words are adverbs, except verbs and nouns like "apply", "rely", "family".
    return w in _ADVERBS or (
        (w.endswith("ly") and len(w) > 4 and not w.endswith(("ply", "ily", "ally")))
        or w in {"really", "finally", "usually", "totally", "easily", "heavily", "readily"}
    )


# Common verbs of explanatory prose (base forms). A word whose base form is
# here is taken for a verb where the shape of the sentence allows one; the
# shape rules below decide for words it does not know.
_VERBS = frozenset(
    [
        "accept",
        "accompany",
        "achieve",
        "act",
        "add",
        "adjust",
        "affect",
        "allow",
        "anchor",
        "answer",
        "apply",
        "ask",
        "assign",
        "audit",
        "avoid",
        "become",
        "begin",
        "belong",
        "bind",
        "build",
        "calculate",
        "call",
        "cap",
        "carry",
        "cause",
        "change",
        "check",
        "choose",
        "clip",
        "close",
        "cluster",
        "collapse",
        "combine",
        "come",
        "compare",
        "compile",
        "compress",
        "compute",
        "condition",
        "connect",
        "consume",
        "contain",
        "control",
        "convert",
        "cost",
        "count",
        "cover",
        "create",
        "decide",
        "define",
        "degrade",
        "depend",
        "describe",
        "determine",
        "differ",
        "discount",
        "distinguish",
        "divide",
        "drive",
        "emit",
        "enable",
        "encode",
        "end",
        "ensure",
        "estimate",
        "evaluate",
        "exist",
        "expect",
        "explain",
        "exponentiate",
        "expose",
        "favor",
        "favour",
        "fall",
        "find",
        "fit",
        "follow",
        "form",
        "gain",
        "generate",
        "get",
        "give",
        "grow",
        "guide",
        "help",
        "hide",
        "hold",
        "identify",
        "implement",
        "improve",
        "include",
        "increase",
        "indicate",
        "inspect",
        "keep",
        "know",
        "label",
        "learn",
        "leave",
        "let",
        "lie",
        "limit",
        "look",
        "lower",
        "make",
        "map",
        "mark",
        "match",
        "matter",
        "mean",
        "measure",
        "minimize",
        "minimise",
        "miss",
        "move",
        "need",
        "normalize",
        "normalise",
        "offer",
        "open",
        "optimize",
        "optimise",
        "pass",
        "penalize",
        "penalise",
        "perform",
        "permit",
        "pick",
        "predict",
        "prefer",
        "prevent",
        "produce",
        "protect",
        "prove",
        "provide",
        "push",
        "raise",
        "reach",
        "read",
        "receive",
        "record",
        "reduce",
        "reflect",
        "reject",
        "remain",
        "remove",
        "replace",
        "report",
        "represent",
        "require",
        "return",
        "reveal",
        "reward",
        "rise",
        "route",
        "run",
        "sample",
        "say",
        "scale",
        "score",
        "see",
        "select",
        "send",
        "separate",
        "set",
        "share",
        "sharpen",
        "show",
        "shift",
        "sit",
        "solve",
        "specify",
        "split",
        "start",
        "state",
        "stay",
        "store",
        "subtract",
        "supply",
        "support",
        "take",
        "teach",
        "tell",
        "tend",
        "test",
        "train",
        "transfer",
        "treat",
        "try",
        "turn",
        "update",
        "use",
        "verify",
        "want",
        "weight",
        "work",
        "write",
        "yield",
        "flatten",
        "lowers",
    ]
)
_COPULAS = frozenset(["is", "are", "was", "were", "be", "been", "being"])
_MODALS = frozenset(
    ["can", "could", "may", "might", "will", "would", "should", "must", "do", "does", "did"]
)
_WH = frozenset(["what", "which", "who", "whom", "whose", "how", "why", "when", "where", "whether"])


def _base(word: str) -> str:
    w = word.lower()
    for suffix, repl in (
        ("ies", "y"),
        ("ches", "ch"),
        ("shes", "sh"),
        ("sses", "ss"),
        ("xes", "x"),
    ):
        if w.endswith(suffix):
            return w[: -len(suffix)] + repl
    return w[:-1] if w.endswith("s") and not w.endswith("ss") else w


def _main_verb(text: str) -> tuple[int, int, list[tuple[int, int]]] | None:
    """The first clause's main verb, found without a tagger.

    Returns the index (into the clause's words) where the subject ends and the
    index of the verb (they differ after a modal: "tasks | can use"), and the
    words. A verb agrees with its subject: it ends in "s" after a singular
    subject, or is a base form after a plural or compound one ("Gradients
    apply", "A and B need") or a modal. A word followed by a modal or a copula
    is the subject's head, not a verb ("Tool agents can …"). A copula ends the
    search: definitions have rules of their own.
    """
    lead = _LEADING_ADVERBIAL.match(text)
    start = lead.end() if lead else 0
    semi = text.find(";", start)
    end = semi if semi >= 0 else len(text)
    words = _words(text, start, end)
    tokens = [text[a:b] for a, b in words]
    shape_guess: tuple[int, int, list[tuple[int, int]]] | None = None
    for i in range(1, len(tokens)):
        word = tokens[i]
        lprev = tokens[i - 1].lower()
        if word in _COPULAS:
            break
        if word in _MODALS:
            j = i + 1
            while j < len(tokens) and _is_adverb(tokens[j]):
                j += 1
            if j + 1 < len(tokens) and tokens[j] not in _COPULAS and tokens[j].isalpha():
                return i, j, words
            break
        if not word.isalpha() or not word.islower() or i + 1 >= len(tokens):
            continue
        if word in _FUNCTION_WORDS or word in _WH or _is_adverb(word) or word in _DETERMINERS:
            continue
        if lprev in _DETERMINERS or lprev in _PREPOSITIONS or lprev in {"and", "or", "as"}:
            continue
        if tokens[i + 1] in _MODALS or tokens[i + 1] in _COPULAS:
            continue  # the subject's head noun: "Tool agents can …"
        subject = [t.lower() for t in tokens[:i] if not _is_adverb(t)]
        plural = bool(subject) and (subject[-1].endswith("s") or "and" in subject)
        third_person = word.endswith("s") and not word.endswith("ss")
        if not (third_person or plural):
            continue
        if (word.endswith("ed") and not word.endswith("eed")) or word.endswith("ing"):
            continue
        if _base(word) in _VERBS or word in _VERBS:
            return i, i, words
        if shape_guess is None and "-" not in lprev:
            shape_guess = (i, i, words)
    return shape_guess


def _noun_phrase(
    text: str, words: list[tuple[int, int]], i: int, limit: int = 4
) -> tuple[int, int] | None:
    """Words from index ``i`` up to a preposition, a post-nominal participle, an
    adverb, a conjunction or the clause end; None when longer than ``limit``
    words or when it is a pronoun or a wh-clause."""
    taken: list[tuple[int, int]] = []
    correlative = text[words[i][0] : words[i][1]].lower() in {"both", "either", "neither"}
    for k in range(i, len(words)):
        a, b = words[k]
        w = text[a:b]
        lw = w.lower()
        if taken and any(c in text[taken[-1][1] : a] for c in ",;:()"):
            break
        if taken and (
            lw in _PREPOSITIONS or _is_adverb(lw) or lw in {"but", "that", "which", "being", "been"}
        ):
            break
        after_noun = bool(taken) and text[taken[-1][0] : taken[-1][1]].lower() not in _DETERMINERS
        if after_noun and w.islower() and lw.endswith("ing") and len(lw) > 5:
            break  # "a number saying …": the noun phrase ends at the participle
        if taken and lw in {"and", "or"} and not correlative:
            break
        nxt = text[words[k + 1][0] : words[k + 1][1]].lower() if k + 1 < len(words) else None
        if (
            taken
            and w.islower()
            and lw.endswith("ed")
            and len(lw) > 4
            and (nxt is None or nxt in _PREPOSITIONS)
        ):
            break
        taken.append((a, b))
        if len(taken) > (limit + 2 if correlative else limit):
            return None
    if not taken:
        return None
    first = text[taken[0][0] : taken[0][1]].lower()
    if first in _ANAPHORS or first in _WH or first in {"and", "or", "but", "to"}:
        return None
    return taken[0][0], taken[-1][1]


def _structure_cuts(text: str) -> list[_Cut]:
    """Subject, object and prepositional object of the first clause's main verb."""
    found = _main_verb(text)
    if found is None:
        return []
    subject_end, i, words = found
    cuts: list[_Cut] = []
    j = i + 1
    while j < len(words) and _is_adverb(text[words[j][0] : words[j][1]]):
        j += 1
    if j < len(words) and text[words[j][0] : words[j][1]].lower() not in _PREPOSITIONS:
        obj = _noun_phrase(text, words, j)
        if obj is not None:
            cuts.append(_Cut(*obj, 3.2, "what the verb acts on"))
    for k in range(j, len(words)):
        w = text[words[k][0] : words[k][1]].lower()
        if w in _PREPOSITIONS and k + 1 < len(words):
            following = text[words[k + 1][0] : words[k + 1][1]].lower()
            if w == "to" and following in _VERBS:
                break  # "to choose …" is an infinitive, not a prepositional object
            np = _noun_phrase(text, words, k + 1)
            if np is not None:
                cuts.append(_Cut(*np, 3.0, "a prepositional object"))
            break
    subject_words = [
        (a, b)
        for a, b in words[:subject_end]
        if text[a:b].lower() not in _DETERMINERS and not _is_adverb(text[a:b])
    ]
    if 1 <= len(subject_words) <= 4 and text[words[0][0] : words[0][1]].lower() not in _ANAPHORS:
        cuts.append(_Cut(subject_words[0][0], subject_words[-1][1], 2.9, "who or what acts"))
    return cuts


_PREDICATE = re.compile(
    r"^(?:an?\s+|the\s+)?(?:[\w@’'–-]+\s+){0,7}?[\w@’'–-]+\s+(?:is|are)\s+", re.I
)


def _definition_cut(statement: Statement) -> _Cut | None:
    """For "X is Y, not only Z": the definiens Y."""
    if Tag.DEFINITION not in statement.tags:
        return None
    m = _PREDICATE.match(statement.text)
    if m is None:
        return None
    end = _clause_end(statement.text, m.end())
    start, end = _trim(statement.text, m.end(), end)
    if 1 <= _word_count(statement.text[start:end]) <= MAX_DELETION_WORDS:
        return _Cut(start, end, 4.3, "what it is")
    words = _words(statement.text, m.end())
    head = _noun_phrase(statement.text, words, 0) if words else None
    if head is not None:
        return _Cut(*head, 4.1, "what it is")
    return None


def _fallback_cut(text: str) -> _Cut | None:
    end = len(text.rstrip(' .!?;:”"’'))
    start, end = _window(text, 0, end, 3)
    return _Cut(start, end, 1, "the end of the sentence") if end > start else None


def _acceptable(text: str, cut: _Cut) -> bool:
    answer = text[cut.start : cut.end].strip()
    if not answer or _word_count(answer) > MAX_DELETION_WORDS:
        return False
    if answer.lower() in _FUNCTION_WORDS:
        return False
    rest = (text[: cut.start] + " " + text[cut.end :]).casefold()
    if re.search(r"(?<!\w)" + re.escape(answer.casefold()) + r"(?!\w)", rest):
        return False  # the answer would still be visible on the front
    if len([p for p in re.split(r",|\band\b|\bor\b", answer) if p.strip()]) > 3:
        return False  # a list of more than three items to recall
    if answer.count("“") != answer.count("”") or answer.count('"') % 2:
        return False  # half a quotation
    if _in_long_list(text, cut):
        return False  # one item of a long list: the rest of the list gives no cue
    return cut.start > 0 or cut.end < len(text.rstrip(". "))


def _list_spans(text: str) -> list[tuple[int, int]]:
    """Spans of lists of four or more items ("a, b, c, and d") in a sentence.

    The middle items are short (at most four words) and each closed by a
    comma; the first item is the end of the clause before them and the last
    the start of the clause after them (at most four words each). A linear
    scan, not a regular expression, so long sentences cannot make it backtrack.
    """
    segments: list[tuple[int, int]] = []
    start = 0
    for i, ch in enumerate(text):
        if ch in ",;:.":
            segments.append((start, i))
            start = i + 1
    segments.append((start, len(text)))

    def words(seg: tuple[int, int]) -> list[tuple[int, int]]:
        found = _words(text, seg[0], seg[1])
        if found and text[found[0][0] : found[0][1]].lower() in {"and", "or"}:
            found = found[1:]
        return found

    def comma_closed(seg: tuple[int, int]) -> bool:
        return seg[1] < len(text) and text[seg[1]] == ","

    spans: list[tuple[int, int]] = []
    k = 0
    while k < len(segments):
        run_end = k
        while (
            run_end < len(segments)
            and comma_closed(segments[run_end])
            and 1 <= len(words(segments[run_end])) <= 4
        ):
            run_end += 1
        middle = run_end - k
        if middle >= 2:
            first = k > 0 and comma_closed(segments[k - 1]) and bool(words(segments[k - 1]))
            last = run_end < len(segments) and bool(words(segments[run_end]))
            if middle + first + last >= 4:
                lo = words(segments[k - 1])[-4:][0][0] if first else segments[k][0]
                hi = words(segments[run_end])[:4][-1][1] if last else segments[run_end - 1][1]
                spans.append((lo, hi))
        k = max(run_end, k + 1)
    return spans


def _in_long_list(text: str, cut: _Cut) -> bool:
    """Is the deletion inside a list of four or more items (commas, then and/or)?"""
    return any(cut.start < end and cut.end > start for start, end in _list_spans(text))


def choose_deletion(statement: Statement) -> _Cut | None:
    """The best cloze deletion of a statement, or None when none is acceptable."""
    text = statement.text
    cuts = _claim_cuts(statement)
    if statement.kind is StatementKind.CAVEAT:
        cuts += _caveat_cuts(text)
    ranked = sorted(cuts, key=lambda c: (-c.score, -c.start))
    for cut in ranked:
        if _acceptable(text, cut):
            return cut
    if statement.kind is StatementKind.CAVEAT:
        fallback = _fallback_cut(text)
        if fallback is not None and _acceptable(text, fallback):
            return fallback
    return None


# --- statement shapes ---------------------------------------------------------------

_ANAPHOR_START = re.compile(r"^(?:this|that|these|those|it|they|its|their|both|here|so)\b", re.I)
_ANAPHOR_NP = re.compile(r"\b(?:those|these)\s+\w+", re.IGNORECASE)
_DEFINES = re.compile(
    r"^(?P<term>(?:an?\s+|the\s+)?[\w@’'–-]+(?:\s+[\w@’'–-]+){0,3}?)\s+"
    r"(?P<verb>is|are|means)\s+(?P<definition>(?:an?|the)\s+[^,;:]+?)\.?$",
    re.IGNORECASE,
)
_EITHER_OR = re.compile(
    r"^(?P<subject>[A-Z][^,;:]*?)\s+(?P<verb>is|are|was|were|describes?|measures?|means?)\s+"
    r"(?P<right>[^,;:]+?),\s+not\s+(?!only\b|just\b|all\b|even\b|necessarily\b)(?P<wrong>[^,;:]+?)\.$"
)
_PAIR = re.compile(
    r"^(?P<a>[A-Z][\w-]*(?:\s[\w-]+)?)\s+(?:and|versus|vs\.?)\s+(?P<b>[\w-]+(?:\s[\w-]+)?)\s+"
    r"(?:carry|have|are|mean|measure|differ|serve)\b.*\b(?:different|differ|distinct|not the same)",
    re.IGNORECASE,
)


def _is_question(statement: Statement) -> bool:
    return statement.text.rstrip("”\"’' ").endswith("?")


def _vague_reason(statement: Statement) -> str | None:
    text = statement.text
    n = _word_count(text)
    if n < 4 or (n == 4 and not statement.terms and not statement.quantities):
        return "too short to stand alone"
    if statement.terms or statement.quantities or Tag.ACRONYM in statement.tags:
        return None
    anaphor = _ANAPHOR_START.match(text) or _ANAPHOR_NP.search(text)
    if anaphor:
        return (
            f"refers back to an earlier sentence ('{anaphor.group(0)}'); too vague to stand alone"
        )
    return None


def _article(phrase: str) -> str:
    return re.sub(r"^(?:an?|the)\s+", "", phrase.strip(), flags=re.IGNORECASE)


def _term_case(term: str) -> str:
    """A term as it reads mid-sentence: "Reward" → "reward", but "GAE" and "G at time t" stay."""
    first = term.split()[0] if term.split() else term
    if len(first) > 1 and first[0].isupper() and first[1:].islower():
        return first.lower() + term[len(first) :]
    return term


def _sentence_case(phrase: str) -> str:
    return phrase[:1].upper() + phrase[1:] if phrase else phrase


# --- composition ---------------------------------------------------------------------


class _Builder:
    """Collects the cards and skips of one lesson."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.context = _t("context", lesson)
        self.cards: list[Card] = []
        self.skipped: list[Skipped] = []
        self.fronts: dict[str, int] = {}
        self.duplicate_of: int | None = None

    def skip(self, statement: Statement, reason: str) -> None:
        self.skipped.append(Skipped(statement.id, statement.line, statement.text, reason))

    def add(
        self,
        statement: Statement | None,
        *,
        variant: str,
        type: CardType,
        front: str,
        answer: str,
        role: str | None = None,
        cloze: tuple[str, str, str] | None = None,
        exercise: Exercise | None = None,
        source_text: str | None = None,
        extra: Iterable[str] = (),
        tags: Iterable[str] = (),
        template: str,
    ) -> bool:
        key = " ".join(front.casefold().split())
        if key in self.fronts:
            self.duplicate_of = self.fronts[key]
            return False
        line = (
            statement.line
            if statement
            else (exercise.source.line if exercise and exercise.source else 0)
        )
        self.fronts[key] = line
        source: SourceSpan | None
        if statement is not None:
            card_id = f"{self.lesson.key}:{statement.id}:{variant}"
            source = statement.source
            default_role = statement.kind.value
        else:
            assert exercise is not None
            card_id = exercise.id
            source = exercise.source
            default_role = "exercise"
        self.cards.append(
            Card(
                id=card_id,
                type=type,
                role=role or default_role,
                lesson_key=self.lesson.key,
                context=self.context,
                front=front,
                answer=answer,
                source=source,
                source_text=source_text
                or (
                    statement.text
                    if statement
                    else (exercise.source_text or "")
                    if exercise
                    else ""
                ),
                section=statement.section if statement else None,
                cloze=cloze,
                back_extra=tuple(extra),
                tags=tuple(tags) if tags else (statement.terms if statement else ()),
                statement_id=statement.id if statement else None,
                exercise=exercise,
                template=template,
            )
        )
        return True


def _qualifiers(lesson: Lesson) -> tuple[dict[str, list[Statement]], dict[str, list[Statement]]]:
    """Which caveat qualifies which claim, and which questions illustrate which caveat.

    A caveat qualifies the nearest plain claim before it in its paragraph, or
    else the nearest one after it. A question illustrates the nearest caveat
    before it in its paragraph.
    """
    qualified: dict[str, list[Statement]] = {}
    illustrated: dict[str, list[Statement]] = {}
    statements = lesson.statements
    for i, s in enumerate(statements):
        if s.kind is StatementKind.CAVEAT:
            same = [t for t in statements if t.paragraph == s.paragraph]
            # Claims that make cards of their own; acronym definitions are not qualified.
            plain = [
                t
                for t in same
                if t.kind is StatementKind.CLAIM
                and not _is_question(t)
                and Tag.ACRONYM not in t.tags
                and _vague_reason(t) is None
            ]
            before = [t for t in plain if t.index < s.index]
            after = [t for t in plain if t.index > s.index]
            target = before[-1] if before else (after[0] if after else None)
            if target is not None:
                qualified.setdefault(target.id, []).append(s)
        elif _is_question(s):
            for t in reversed(statements[:i]):
                if t.paragraph != s.paragraph:
                    break
                if t.kind is StatementKind.CAVEAT:
                    illustrated.setdefault(t.id, []).append(s)
                    break
    return qualified, illustrated


def _definition_cards(b: _Builder, s: Statement, extra: list[str]) -> bool:
    made = False
    for entry in b.lesson.glossary:
        if entry.origin != "narration" or entry.line != s.line or not entry.expansion:
            continue
        if not re.fullmatch(r"[A-Z][A-Z0-9]*[A-Z][A-Z0-9]*", entry.term):
            continue
        if entry.term not in s.text or entry.expansion not in s.text:
            continue
        made |= b.add(
            s,
            variant=f"acronym:{entry.term}:expand",
            type=CardType.QA,
            front=_t("acronym_expand", entry.term),
            answer=entry.expansion,
            role="claim",
            extra=extra,
            template="acronym",
        )
        made |= b.add(
            s,
            variant=f"acronym:{entry.term}:name",
            type=CardType.QA,
            front=_t("acronym_name", entry.expansion),
            answer=entry.term,
            role="claim",
            extra=extra,
            template="acronym",
        )
    if made:
        return True
    m = _DEFINES.match(s.text)
    if m and Tag.DEFINITION in s.tags and s.kind is StatementKind.CLAIM:
        term, verb, definition = m.group("term"), m.group("verb").lower(), m.group("definition")
        if (
            _word_count(term) <= 4
            and len(_article(term)) > 1
            and _word_count(definition) <= MAX_ANSWER_WORDS
            and not _ANAPHOR_START.match(term)
            and term.casefold() not in definition.casefold()
        ):
            made |= b.add(
                s,
                variant="define",
                type=CardType.QA,
                front=_t("define", _term_case(term), verb),
                answer=definition,
                extra=extra,
                template="definition",
            )
            made |= b.add(
                s,
                variant="name",
                type=CardType.QA,
                front=_t("name_term", verb, definition),
                answer=_sentence_case(_article(term)),
                extra=extra,
                template="definition",
            )
    return made


def _either_or_card(b: _Builder, s: Statement, extra: list[str]) -> bool:
    m = _EITHER_OR.match(s.text)
    if (
        not m
        or _word_count(m.group("right")) > MAX_DELETION_WORDS
        or _word_count(m.group("wrong")) > MAX_DELETION_WORDS
    ):
        return False
    right, wrong = m.group("right"), m.group("wrong")
    # Which option comes first on the front must not give the answer away:
    # order them by a hash of the sentence, stable across builds.
    first, second = (right, wrong) if int(s.id[1:9], 16) % 2 == 0 else (wrong, right)
    return b.add(
        s,
        variant="either-or",
        type=CardType.QA,
        front=_t("either_or", m.group("subject"), m.group("verb"), first, second),
        answer=_t("either_or_answer", right, wrong),
        extra=extra,
        template="distinction",
    )


def _contrast_card(b: _Builder, s: Statement, extra: list[str]) -> bool:
    """ "A and B carry different information" + both defined in the paragraph."""
    m = _PAIR.match(s.text)
    if not m:
        return False
    terms = [m.group("a"), m.group("b")]
    definitions: list[tuple[str, str, Statement]] = []
    for term in terms:
        for t in b.lesson.statements:
            if t.paragraph != s.paragraph or t.id == s.id:
                continue
            d = _DEFINES.match(t.text)
            if (
                d
                and _article(d.group("term")).casefold() == term.casefold()
                and d.group("verb").lower() != "means"
            ):
                definitions.append((term, d.group("definition"), t))
                break
    if len(definitions) != len(terms):
        return False
    if any(_word_count(d) > MAX_ANSWER_WORDS for _, d, _t2 in definitions):
        return False
    # Shuffle the order of the definitions on the front by the sentence's hash.
    shown = [d for _, d, _t2 in definitions]
    if int(s.id[1:9], 16) % 2:
        shown.reverse()
    names = [_sentence_case(terms[0])] + [t.lower() for t in terms[1:]]
    return b.add(
        s,
        variant="contrast",
        type=CardType.QA,
        front=_t("contrast", names, shown),
        answer=_t("contrast_answer", [(t.lower(), d) for t, d, _t2 in definitions]),
        source_text=" ".join([s.text] + [t.text for _, _, t in definitions]),
        extra=extra,
        template="distinction",
    )


def _cloze_card(b: _Builder, s: Statement, extra: list[str], lead_in: str | None) -> bool:
    cut = choose_deletion(s)
    if cut is None:
        return False
    text = s.text
    before, deleted, after = text[: cut.start], text[cut.start : cut.end], text[cut.end :]
    if lead_in is not None:
        if re.search(r"(?<!\w)" + re.escape(deleted.casefold()) + r"(?!\w)", lead_in.casefold()):
            return False  # the sentence before would give the answer away
        before = f"{lead_in} {before}"
    return b.add(
        s,
        variant="cloze",
        type=CardType.CLOZE,
        front=_t("cloze_front", before, after),
        answer=deleted,
        cloze=(before, deleted, after),
        source_text=before + deleted + after,
        extra=extra,
        template=f"cloze: {cut.why}",
    )


def _repeats_definition(lesson: Lesson, s: Statement) -> str | None:
    """A sentence that only restates acronyms the lesson defined earlier ("PPO is …")."""
    from generator.glossary import find_definitions

    defined = find_definitions(s.text)
    if not defined or _word_count(s.text) > 3 * len(defined) + 6:
        return None
    earlier = {
        g.term: g.line for g in lesson.glossary if g.origin == "narration" and g.line < s.line
    }
    if all(d.term in earlier for d in defined):
        first = defined[0].term
        return f"repeats the definition of {first} from line {earlier[first]}"
    return None


def _no_card_reason(s: Statement, duplicate_of: int | None) -> str:
    if duplicate_of is not None:
        return f"would repeat the card from line {duplicate_of}"
    items = [p for p in re.split(r",|\band\b|\bor\b", s.text) if p.strip()]
    if _list_spans(s.text) and len(items) > 3:
        return f"a list of {len(items)} items: too many to recall on one card"
    return "no key term, number or qualifying clause to ask for"


def compose_lesson(lesson: Lesson, *, seed: int = 0, practice: int = 5) -> Composition:
    """Make the cards of one lesson.

    Args:
        lesson: The parsed lesson.
        seed: Seed of the practice exercises (same seed, same exercises).
        practice: How many seeded practice exercises to add.

    Returns:
        The cards, the statements skipped (with reasons) and the narration's
        worked examples as checked by the calculator.
    """
    b = _Builder(lesson)
    qualified, illustrated = _qualifiers(lesson)
    for s in lesson.statements:
        if _is_question(s) and Tag.DEFINITION not in s.tags:
            owner = next(
                (c for c, qs in illustrated.items() if any(q.id == s.id for q in qs)), None
            )
            if owner is not None:
                line = next(t.line for t in lesson.statements if t.id == owner)
                b.skip(s, f"rhetorical question; shown on the back of the caveat at line {line}")
            else:
                b.skip(s, "a question the narration asks, not a statement")
            continue
        extra = [_t("caveat_note", c.text) for c in qualified.get(s.id, [])]
        questions = [q.text for q in illustrated.get(s.id, [])]
        if questions:
            extra.append(_t("illustrations", questions))
        previous = lesson.statements[s.index - 1] if s.index > 0 else None
        lead_in = None
        if (
            _ANAPHOR_START.match(s.text)
            and previous is not None
            and previous.paragraph == s.paragraph
        ):
            lead_in = previous.text  # "It removes the learned critic …" needs the sentence before
        if s.kind is StatementKind.CLAIM:
            reason = _repeats_definition(lesson, s) or (None if lead_in else _vague_reason(s))
            if reason is not None:
                b.skip(s, reason)
                continue
        b.duplicate_of = None
        made = _definition_cards(b, s, extra)
        made = _either_or_card(b, s, extra) or made
        made = _contrast_card(b, s, extra) or made
        if s.kind is StatementKind.CAVEAT or not made:
            made = _cloze_card(b, s, extra, lead_in) or made
        if not made:
            b.skip(s, _no_card_reason(s, b.duplicate_of))

    examples = check.find_examples(lesson)
    starts: dict[str, int] = {}
    for example in examples:
        # Number examples per first sentence, as check does, without searching again.
        first = example.statement_ids[0] if example.statement_ids else f"line{example.line}"
        starts[first] = starts.get(first, -1) + 1
        exercise = check.example_exercise(example, lesson, starts[first])
        b.add(
            None,
            variant="example",
            type=CardType.EXERCISE,
            front=exercise.prompt,
            answer=_exercise_answer(exercise),
            exercise=exercise,
            source_text=example.text,
            tags=_exercise_tags(lesson, exercise),
            template="exercise: the lesson's own numbers",
        )
    for exercise in exercises.practice_exercises(lesson, seed=seed, count=practice):
        b.add(
            None,
            variant="practice",
            type=CardType.EXERCISE,
            front=exercise.prompt,
            answer=_exercise_answer(exercise),
            exercise=exercise,
            tags=_exercise_tags(lesson, exercise),
            template="exercise: practice",
        )
    return Composition(lesson, tuple(b.cards), tuple(b.skipped), tuple(examples))


def format_answer(value: float, tolerance: float) -> str:
    """An exercise's answer rounded to the precision its tolerance asks for (0.005 → 2 places)."""
    text = f"{value:.{exercises.decimals_of(tolerance)}f}"
    if text.startswith("-") and float(text) == 0:
        text = text[1:]  # no "−0.00"
    return text.replace("-", "−")


def _exercise_answer(exercise: Exercise) -> str:
    return format_answer(exercise.answer, exercise.tolerance)


def _exercise_tags(lesson: Lesson, exercise: Exercise) -> tuple[str, ...]:
    return (exercise.kind,)


def compose_all(
    lessons: Sequence[Lesson], *, seed: int = 0, practice: int = 5
) -> tuple[Composition, ...]:
    """:func:`compose_lesson` for each lesson, in order."""
    return tuple(compose_lesson(lesson, seed=seed, practice=practice) for lesson in lessons)


PARALLEL_FROM = 8
"""Read and compose in worker processes from this many lessons on (if there are cores)."""


def _read_and_compose(job: tuple[Path, int, int]) -> Composition:
    from generator.reader import read_lesson

    path, seed, practice = job
    return compose_lesson(read_lesson(path), seed=seed, practice=practice)


def compose_paths(
    paths: Sequence[Path],
    *,
    seed: int = 0,
    practice: int = 5,
    jobs: int | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> tuple[Composition, ...]:
    """Read and compose lesson files, in order, in parallel when there are many.

    Each lesson is independent, so a course of many lessons is read and
    composed by a pool of worker processes (one per core); the result is the
    same as doing it one by one, in the same order.

    Args:
        paths: Lesson files (see :func:`generator.reader.lesson_files`).
        seed: Seed of the practice exercises.
        practice: Practice exercises per lesson.
        jobs: Worker processes; None: one per available core. 1: no workers.
        progress: Called with (done, total) after each lesson.

    Returns:
        One composition per path, in the order given.

    Raises:
        LessonError: The first lesson (in order) that cannot be read.
    """
    work = [(Path(p), seed, practice) for p in paths]
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    workers = min(jobs or cores or 1, len(work))
    out: list[Composition] = []
    if workers <= 1 or len(work) < PARALLEL_FROM:
        for job in work:
            out.append(_read_and_compose(job))
            if progress:
                progress(len(out), len(work))
        return tuple(out)
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    chunk = max(1, min(16, len(work) // (workers * 4)))
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context(method)) as pool:
        for composition in pool.map(_read_and_compose, work, chunksize=chunk):
            out.append(composition)
            if progress:
                progress(len(out), len(work))
    return tuple(out)
