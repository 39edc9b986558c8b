"""Choose what a cloze card deletes from a sentence.

The minimum information principle wants one short, telling deletion per card:
the qualifying clause of a caveat ("… but density alone [...]" → "does not
prove causal accuracy"), its condition ("only when [...]", "if [...]"), what it
does not establish, a stated number, a glossary term, the contrast a sentence
draws, the definiens of "X is the Y …", or the subject, object or
prepositional object of the first clause's main verb.

The candidates come from the shape of the sentence: closed word classes
(determiners, prepositions, pronouns, auxiliaries, subordinators) bound the
phrases, verb agreement finds the main verb. No part-of-speech tagger: the
ones that install from PyPI with their model were measured on 30 hand-tagged
sentences of the courses (415 tokens): TextBlob's PatternTagger 95.6 %, with
most errors on exactly the verb/noun decision that matters here ("PPO and GRPO
usually score|NN", "We need|NN to balance|NN"); a re-upload of spaCy's
en_core_web_sm 99.3 %, but 347 MB installed, 2.2 s to load and 9 ms a
sentence, from an unofficial uploader. Neither clearly helps enough.

How rare a word is in general English does not tell a telling blank from a
guessable one: Zipf frequencies from the ``wordfreq`` package (a 57 MB wheel)
were measured against 125 graded blanks of five lessons, leave one lesson out.
A logistic model of the blank's shape (length, words visible elsewhere,
technical shape, one word, a clause, the subject) reached an AUC of 0.65 for
GOOD; adding the rarest word's and the mean rarity lowered it to 0.59, and among
one-word blanks the rarer word was the worse one (AUC 0.30: "baseline",
"compute" are rare in English and guessable in a lesson). So no frequency list:
a blank is guessable when its neighbours complete it, which is what
:func:`rejection` checks (one word of a noun phrase whose modifier stays in
view, one of several named peers, a noun with only a relational modifier, an
answer another card of the lesson already asks, the label of a long list).

What the blind grades of the written lessons (tests/data/written/grades, sets 1–4,
two graders, ``scripts/measure_cards.py``) showed and the rules that follow:

- one plain word (lowercase, not a lesson's key term, not a number) was GOOD in 2
  of 42 verdicts for caveats ("the request was [wrong]", "stare at it [forever]")
  and 16 of 52 for claims ("raises [accuracy]", "Some [implementations]"), against
  100 % for a one-word key term: :func:`plain_word` blanks are no claim's card and
  a caveat's last resort, except a caveat's verdict ("can be [incomplete]"), what a
  negation denies ("is never [predictable]") and a complement ("keeps the estimate
  [unbiased]"), which are the point of the sentence; words that only say yes or
  no ("wrong", "correct", "enough") and participles ("gone", "taken") are no verdict;
- a caveat's GOOD blanks were its limiting constituent: what a negation denies, its
  condition ("even when [every dashboard looks healthy]"), the degree at which it
  fails ("Set beta [too low]"), what it lacks ("has [no terminal state]"), the
  affirmed half of "is A, not B", the predicate of a concessive clause ("although …
  is [mostly trial and error]");
- a definition whose definiens goes on after the blank ("Rubric drift is [the
  gradual change] in how …") was WEAK: the term it defines is asked instead;
- an example's made-up values ("Say … beta is [point one]", "with a KL of
  [twelve]") were WEAK or BAD, its worked results ("comes to …", "about …") GOOD; a
  result the checker finds wrong is never an answer;
- given away: an acronym whose expansion is on the card ("supervised fine-tuning"
  → "[SFT model]"), one half of a contrasted pair ("response-level rather than
  [token-level]"), an opposite in view ("a minority" → "[majority]"), a phrase whose
  naming first word is in view ("A [policy gradient method] adjusts … a policy");
  unanswerable or awkward: one example of a "such as …" list, "the two ideas", a
  shell noun with only an evaluation ("[the classic examples]"), a blank inside "at
  least" or that stops before an attached index ("[pass@](k)"), an object with its
  complement ("keeps [the policy close]").

A set of four lessons written afterwards and graded blind (set 5) showed which of
those rules carried to unseen text: few of the fitted ones. The second round keeps
to rules of English rather than of the lessons:

- an **opposite or a converse in view** gives a blank away: a lexicon of general
  English pairs (early/late, small/large, strength/mistake, chosen/rejected,
  teacher/student …, :data:`_OPPOSITES`) besides the prefixes, and a word derived
  from one in view ("performs badly" → "[bad policy]"); a clause's blank by its first
  word only ("while [held-out error rises]" stays a good condition);
- an **instance the narration sets up** in the imperative or a counterfactual
  ("Take ε = 0.2 and …", "Now let the distribution be …", "Had the state been
  terminal, …") makes its values up; a worked number's card shows its inputs (see
  :mod:`generator.compose`);
- a blank is **one constituent**: it ends on no preposition, degree word or word
  whose complement stays outside ("[the ratio beyond]", "[… relative] to", "[…
  more] often"), starts with no filler ("[something close]", "[being used]",
  "[enough to learn]"), no particle of the verb before it ("cut [off …]") and not
  inside a noun phrase ("the full unclipped [penalty …]"), and runs into no finite
  verb ("These [ideas outlived DQN]"); a premodifier whose head stays in view is a
  collocation ("Measured [KL] divergence", "Forward [KL], …"). A caveat's last
  resort widens its clause to the subject's determiner, and only then takes such a
  blank (:func:`_unshaped`), so that every caveat keeps its card.

Set 6, graded blind after round 2, kept 12 % / 8 % BAD. The third round, again rules
of English, added to :func:`_unshaped` and :func:`rejection`:

- a blank ends on no adverb that measures what follows ("[exploration long] after"),
  on no modifier whose noun stays outside ("[recipes deduplicate the accepted]
  samples"), starts on no participle its adverb modifies ("Rarely [tried actions]"),
  repeats no word before "and" ("less and [less often]"), starts with no object
  pronoun ("tells [you how much]") and runs from no noun into its verb before a
  numeral object ("The [recipe has three steps]");
- a setting of a made-up instance ("… at [temperature 0.8]") and a number in an
  indefinite subject's relative clause ("An arm that has already paid [nothing a
  hundred times] …") are made up (a caveat's last resort takes them only when
  nothing else is left); an acronym whose words stand in a row on the front
  ("Rejection sampling fine-tuning, often shortened to [RFT]"), a compound of words
  in view ("four … actions" → "[four-action]"), a noun whose content is the
  infinitive after it ("never gets [the chance] to …") and a participle that only
  completes its auxiliary at the sentence's end ("what the loop has [taught].") are
  given away.

Set 7, graded blind after round 3, kept rules fitted to seen cards from carrying over.
The fourth round, rules of English again: a word that is itself an acronym gives all
its letters to the expansion in view ("from AI feedback, or [RLAIF]"); a blank ends
on no verb whose object stays outside ("The [result has] mean 0"); a gerund's blank
leaves no second object outside ("by [giving the policy] a reward"); an object's blank
starts after its verb's particle ("drags down [long solutions]"); a compound
coordinated with another ("Policy-gradient and [actor-critic] methods") or paired with
one in a comparison ("AI-labelled …, exactly as [human-labelled] pairs") is a guess;
a word of time or order ("[Later] experiments") is no subject to ask.

Every candidate is scored (with a salience bonus or penalty: a bare generic
noun, "a number", is not worth asking), and the best one wins that is a whole
phrase (:func:`rejection`): at most six words, not visible in the sentence in
any form, not a bare negation, a pronoun, half a phrase, a word of the lesson's
title, a count of the lesson's own items, a value of its example, an aside in
parentheses, or one item of a long list.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache

from generator import words
from generator.model import MathSpan, Statement, StatementKind, Tag

MAX_DELETION_WORDS = 6

# --- words and spans -----------------------------------------------------------------

_WORD = re.compile(r"[\w@’'][\w@’'.–-]*[\w@]|[\w@]")
_FUNCTION_WORDS = words.COMMON_FUNCTION_WORDS
_AUXILIARIES = words.AUXILIARIES
_CLAUSE_END = re.compile(
    r"\s*(?:[,;:()]|—|\s-\s|\bif\b|\bbecause\b|\bwhen\b|\bso\b(?=\s))|[.!?”\"]*$"
)


def _words(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
    end = len(text) if end is None else end
    return [(m.start(), m.end()) for m in _WORD.finditer(text, start, end)]


def word_count(text: str) -> int:
    return len(_WORD.findall(text))


def _clause_end(text: str, start: int, math: Sequence[MathSpan] = ()) -> int:
    """Where the clause starting at ``start`` ends (before its punctuation); the parentheses
    of the ``math`` spans (the reader's "(k)" for ``\\(k\\)``) are no punctuation."""
    match = _CLAUSE_END.search(text, start)
    while match is not None:
        if match.start() == start and match.end() == start:
            match = _CLAUSE_END.search(text, start + 1)
            continue
        if match.end() == match.start():
            break  # (the sentence's end)
        last = match.end() - 1
        inside = [m.end for m in math if m.start <= last < m.end]
        if not inside or max(inside) <= match.start():
            break
        match = _CLAUSE_END.search(text, max(inside))
    end = match.start() if match else len(text)
    return len(text[:end].rstrip(' .!?;:,”"’'))


@dataclass(frozen=True)
class Cut:
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
    r"(?:not|n[’']t)|cannot|can[’']t|never|no\s+longer)\s+\w+",
    re.IGNORECASE,
)
_QUALIFIER_MARKERS = re.compile(
    r"\b(?:only\s+(?:when|if|as long as|under|after|where)|too\s+(?:much|little|many|few)|"
    r"otherwise|unless|even\s+(?:if|when|though)|without|while|(?<=,\s)(?:al)?though|"
    # The concession that carries a caveat's cost: ", but …", ", yet …" (blind graders,
    # caveat blanks inside such a clause: 4 GOOD, 34 WEAK, 6 BAD verdicts).
    r"(?<=,\s)(?:but|yet)|"
    r"at the (?:cost|expense) of|"
    r"(?<=\w\s)if|because|since|"
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


# A caveat's verdict: the one adjective its copula gives the subject ("the table is
# [useless] since …", "the estimate becomes [biased]."), before a reason or the end
# (before "when …" or "if …" the condition is the point, and has a cut of its own).
_VERDICT = re.compile(
    r"\b(?:is|are|was|were|be|been|becomes?|remains?|stays?|gets?)\s+(?:(?:very|too|quite|often|"
    r"always|still|also|less|more|rather|far|highly)\s+)?(?P<adj>[a-z][a-z-]+)"
    r"(?=\s+(?:since|because)\b|\s*[.;:—]|\s*$)"
)
_LEADING_CONDITION = re.compile(
    r"^(?:\w+,\s+)?(?:if|unless|when|once)\s+(?P<c>[^,]{3,80}),", re.IGNORECASE
)


def _predicate_end(text: str, start: int, end: int) -> tuple[int, int] | None:
    """What follows the last copula or modal of a clause ("can still be [fooled by
    formatting tricks]"), when it is one to five words; None otherwise."""
    found = _words(text, start, end)
    for k in range(len(found) - 1, 0, -1):
        word = text[found[k - 1][0] : found[k - 1][1]].lower()
        if word in _COPULAS or word in _MODALS:
            rest = found[k:]
            while rest and _is_adverb(text[rest[0][0] : rest[0][1]]):
                rest = rest[1:]
            if rest and text[rest[0][0] : rest[0][1]].lower() in _COPULAS:
                rest = rest[1:]  # "can still [be] fooled"
            if 1 <= len(rest) < MAX_DELETION_WORDS:
                return rest[0][0], rest[-1][1]
            return None
    return None


def _affirmed_cuts(text: str) -> list[Cut]:
    """What a sentence says a thing is, set against what it is not ("a split vote is
    [information about genuine ambiguity], not noise"): the contrast asks for the
    affirmed side, with the denied side in view."""
    cuts: list[Cut] = []
    for m in _AFFIRMED.finditer(text):
        # "a split vote is [information about genuine ambiguity], not noise …": what it is,
        # set against what it is not ("is about [the optimal policy], not about …").
        start, stop = _trim(text, m.start("a"), m.end("a"))
        lead = _WORD.match(text, start)
        denied = _WORD.match(text, m.end())
        if (
            lead is not None
            and denied is not None
            and lead.group(0).lower() == denied.group(0).lower()
            and lead.group(0).lower() in _PREPOSITIONS
        ):
            rest = _words(text, lead.end(), stop)
            start = rest[0][0] if rest else stop
        # "is [therefore a count of responses], not …": a sentence adverb is no part of it
        first = _words(text, start, stop)
        if len(first) > 1 and _is_adverb(text[first[0][0] : first[0][1]]):
            start = first[1][0]
        if 1 <= word_count(text[start:stop]) <= MAX_DELETION_WORDS:
            cuts.append(Cut(start, stop, 5.3, "what it is, not what it is not"))
    return cuts


def _caveat_cuts(text: str, math: Sequence[MathSpan] = ()) -> list[Cut]:
    cuts: list[Cut] = []
    lead = _LEADING_CONDITION.match(text)
    if lead is not None:
        start, end = _trim(text, lead.start("c"), lead.end("c"))
        if 1 <= word_count(text[start:end]) <= MAX_DELETION_WORDS:
            cuts.append(Cut(start, end, 5.8, "the condition"))
    for m in _QUALIFIER_MARKERS.finditer(text):
        start = m.end()
        end = _clause_end(text, start, math)
        start, end = _trim(text, start, end)
        n = word_count(text[start:end])
        marker = m.group(0).strip().lower()
        if marker in {"but", "yet"} and not re.match(r"\s*(?:[,.;:!?]|$)", text[end:]):
            continue  # a concession is asked whole or not at all ("but [the best] \(n\) …")
        if 1 <= n <= MAX_DELETION_WORDS:
            cuts.append(Cut(start, end, 6 + m.start() / 1000, "qualifying clause"))
        elif n > MAX_DELETION_WORDS and marker not in {"because", "since"}:
            predicate = _predicate_end(text, start, end)
            if predicate is not None:
                # "although choosing a good decay schedule is [mostly trial and error]"
                cuts.append(Cut(*predicate, 3.6, "end of the qualifying clause"))
            elif not m.group(0).strip().lower().endswith("though"):
                s, e = _window(text, start, end, MAX_DELETION_WORDS - 1)
                cuts.append(Cut(s, e, 3.5, "end of the qualifying clause"))
    for m in _NEGATION.finditer(text):
        end = _clause_end(text, m.start())
        n = word_count(text[m.start() : end])
        if n <= MAX_DELETION_WORDS:
            cuts.append(Cut(m.start(), end, 5.5, "what it does not do"))
        else:
            cuts.append(Cut(m.start(), m.end(), 4.5, "what it does not do"))
        # The complement of the negation: "does not prove [that the entire model stayed
        # close]", "is not [scalable]", "is never [predictable]", "is not necessarily [a
        # faithful record]": what it does not establish, or is not.
        before = _WORD.findall(text[: m.start()])[-1:]
        copula = re.match(r"(?:is|are|was|were|be)\b", m.group(0), re.IGNORECASE) is not None or (
            bool(before) and before[0].lower() in _COPULAS
        )
        verb = re.search(r"\w+$", m.group(0))
        complement = verb.start() + m.start() if copula and verb else m.end()
        following = _words(text, complement, end)
        first = text[following[0][0] : following[0][1]].lower() if following else ""
        if copula and (_is_adverb(first) or first.endswith("ly")):
            complement = following[1][0] if len(following) > 1 else end
        start, stop = _trim(text, complement, end)
        k = word_count(text[start:stop])
        if 1 <= k <= MAX_DELETION_WORDS and (k >= 2 or copula):
            cuts.append(Cut(start, stop, 5.4, "what it does not establish"))
        elif k > MAX_DELETION_WORDS:
            # "can't reach [a global optimum] with a non-stationary environment"
            words = _words(text, start, stop)
            first = text[words[0][0] : words[0][1]].lower() if words else ""
            head = _noun_phrase(text, words, 0) if first in _DETERMINERS else None
            if head is not None and word_count(text[head[0] : head[1]]) >= 2:
                cuts.append(Cut(*head, 5.2, "what it does not establish"))
    cuts += _affirmed_cuts(text)
    for m in _DRAWBACK_IS.finditer(text):
        # "The problem is that [it requires two value functions]": the drawback itself.
        start, end = _trim(text, m.end(), _clause_end(text, m.end()))
        if 2 <= word_count(text[start:end]) <= MAX_DELETION_WORDS:
            cuts.append(Cut(start, end, 5.7, "the drawback it names"))
    for m in _TOO.finditer(text):
        # "Push the rate [too low] and …": the degree is guessable from the consequence in
        # view (graders: 0 GOOD of 12); it stays a candidate, after the caveat's other parts.
        cuts.append(Cut(m.start(), m.end(), 1.5, "the degree at which it fails"))
    for m in _LACKS.finditer(text):
        # "A continuing task has [no terminal state]", "Many prompts have [no single best
        # answer]": what it lacks, a whole constituent.
        words = _words(text, m.start("no"))
        np = _noun_phrase(text, words, 0)
        if np is not None and word_count(text[np[0] : np[1]]) >= 2:
            cuts.append(Cut(*np, 5.3, "what it lacks"))
    for m in _HAZARD.finditer(text):
        cuts.append(Cut(m.start(), m.end(), 5, "the risk it names"))
    for m in _VERDICT.finditer(text):
        word = m.group("adj").lower()
        if (
            word not in _DETERMINERS
            and word not in _FUNCTION_WORDS
            and word not in _POLARITY
            and word not in _IRREGULAR_PARTICIPLES
            and not word.endswith(("ing", "ed"))
        ):
            cuts.append(Cut(m.start("adj"), m.end("adj"), 5, "the verdict it gives"))
    return cuts


# Words that only say yes or no about a predicate ("the request was [wrong]", "is still
# [right]", "is not [enough]"): a two-way guess, not a verdict worth recalling.
_POLARITY = words.wordset(
    "right wrong correct incorrect true false good bad fine better worse best worst enough "
    "possible impossible same different there here"
)
_LACKS = re.compile(
    r"\b(?:has|have|had|is|are|was|were|with|needs?|gives?|leaves?|offers?)\s+(?P<no>no)\s+"
    r"(?!longer\b|one\b|more\b|less\b)",
    re.IGNORECASE,
)
_AFFIRMED = re.compile(
    r"\b(?:is|are|was|were)\s+(?P<a>[^,;:()]{3,80}?),\s+not\s+(?!only\b|just\b|even\b)",
    re.IGNORECASE,
)
# "The problem is that …", "The main drawback of X is that …": what follows is the drawback.
_DRAWBACK_IS = re.compile(
    r"\b(?:the|one|a|another|its|their|our)\s+(?:\w+\s+)?(?:problems?|drawbacks?|downsides?|"
    r"catch|trouble|issues?|difficulty|limitation|weakness|risk|danger)"
    r"(?:\s+(?:with|of|in)\s+[^,;:.]{1,60}?)?\s+(?:is|was)\s+(?:that\s+)?",
    re.IGNORECASE,
)
# "Set beta [too low] and …", "If the step is [too large], …": the degree at which it fails.
_TOO = re.compile(r"\btoo\s+(?!much\b|little\b|many\b|few\b)[a-z]+(?=\s*(?:[,;:.]|and\b|$))")


# Units written as symbols after a number: "14 GB", "40 ms".
_UNIT_SYMBOLS = words.wordset("kb mb gb tb kib mib gib tib ms ns us hz khz mhz ghz flops tflops")
_NUMBER_BEFORE = re.compile(r"[\d)]\s*$")


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


def _claim_cuts(statement: Statement) -> list[Cut]:
    text = statement.text
    cuts: list[Cut] = []
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
        if word_count(text[start:end]) <= MAX_DELETION_WORDS and len(group) <= 3:
            cuts.append(Cut(start, end, 5, "the number it states"))
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
        cuts.append(Cut(start, end, score, "a key term"))
    for m in _CONTRAST_PREDICATE.finditer(text):
        cuts.append(Cut(m.start("p"), m.end("p"), 4.5, "the contrast it draws"))
    for m in _APPOSITIVE.finditer(text):
        # "Curiosity has a well-known weakness, [the noisy TV problem].": what the shell
        # noun stands for.
        start, end = _trim(text, m.start("np"), m.end("np"))
        if 1 <= word_count(text[start:end]) <= MAX_DELETION_WORDS:
            cuts.append(Cut(start, end, 5.2, "what it names"))
    for start, end in given_names(text):
        cuts.append(Cut(start, end, 5.0, "the name it gives"))
    for m in _TECHNICAL.finditer(text):
        if m.start() > 0:
            # An acronym used as a modifier ("an RL rollout") is a poor thing to ask for.
            before = text[: m.start()].split()
            if m.group(0).isupper() and before and before[-1].lower() in _DETERMINERS:
                continue  # an acronym used as a modifier ("an RL rollout") is a poor thing to ask
            if _NUMBER_BEFORE.search(text, 0, m.start()) and m.group(0).lower() in _UNIT_SYMBOLS:
                continue  # a unit after its number ("0.32 [GB]") is no term
            cuts.append(Cut(m.start(), m.end(), 2.5, "a technical word"))
    cuts += _structure_cuts(text)
    cuts += _definition_cuts(statement)
    return cuts


_DETERMINERS = words.DETERMINERS
_SUBORDINATORS_INSIDE = words.wordset("because when whenever unless while although though since")
_PREPOSITIONS = words.COMMON_PREPOSITIONS
_ALL_PREPOSITIONS = words.PREPOSITIONS
# Adverbs that qualify a whole clause, and the directions a process runs in: the ones that
# sit between a subject and its verb ("it also learns", "gradients flow backward"). Not the
# whole class (words.ADVERBS): "more", "later" or "here" are part of what a clause says.
_ADVERBS = words.wordset(
    """
    again already also always backward backwards even forward forwards instead just never often
    only so still then therefore thus together too usually well
    sometimes rarely seldom occasionally frequently typically generally normally
    almost nearly barely hardly scarcely
    otherwise however meanwhile hence likewise nevertheless nonetheless moreover furthermore
    consequently accordingly besides indeed
    """
)
_ANAPHORS = words.ANAPHORS
# Imperatives that set an example up: "suppose", "imagine", "assume".
_SETUP_VERBS = words.wordset("suppose imagine assume pretend")
_LEADING_ADVERBIAL = re.compile(
    r"^(?:(?:for|in|with|after|before|during|under|on|at|by|once|if|when|while|since|because)\b"
    r"[^,]{0,80},|(?:finally|then|here|so|also|thus|therefore|first|second|next|instead|now|"
    r"suppose|imagine|consider|say|(?:remember|note|recall)(?:\s+that)?),?)\s+",
    re.IGNORECASE,
)


def _is_adverb(word: str) -> bool:
    w = word.lower()
    # "-ly" words are adverbs, except verbs and nouns like "apply", "rely", "family".
    return w in _ADVERBS or (
        (w.endswith("ly") and len(w) > 4 and not w.endswith(("ply", "ily", "ally")))
        or (w.endswith("ally") and len(w) > 6)
        or w in {"really", "finally", "usually", "totally", "easily", "heavily", "readily"}
        # (an adjective in -p or -ple made an adverb: "BitFit [simply] has nothing to train")
        or w in {"simply", "amply", "deeply", "steeply", "cheaply", "sharply"}
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
COPULAS = _COPULAS
_MODALS = frozenset(
    ["can", "could", "may", "might", "will", "would", "should", "must", "do", "does", "did"]
)
MODALS = _MODALS
_WH = words.WH_WORDS
_WH_EVER = words.wordset("whatever whichever whoever whomever wherever whenever")


def _verb_again(word: str) -> bool:
    """Is ``word`` (lowercase) a known verb with the prefix "re" ("recompute", "re-run",
    "relabel"), in its base form, as an order opens with it?"""
    rest = word[3:] if word.startswith("re-") else word[2:] if word.startswith("re") else ""
    return len(rest) >= 3 and rest in _VERBS


@lru_cache(maxsize=1 << 16)  # a word's base, asked for thousands of times per lesson
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


Spans = Sequence[tuple[int, int]]
"""Words of a sentence as (start, end) offsets into its text."""


@lru_cache(maxsize=8192)  # cards ask it of one sentence several times (cuts, widening, pairs)
def _main_verb(text: str) -> tuple[int, int, Spans] | None:
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
    words = tuple(_words(text, start, end))
    tokens = [text[a:b] for a, b in words]
    shape_guess: tuple[int, int, Spans] | None = None
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
        if (
            ((lprev in _CARDINALS and lprev != "one") or lprev.isdigit())
            and tokens[i + 1].islower()
            and (tokens[i + 1] in _VERBS or _base(tokens[i + 1]) in _VERBS)
        ):
            continue  # a counted noun before the verb: "a failure after ten calls | scores …"
        if tokens[i + 1] in _MODALS or tokens[i + 1] in _COPULAS:
            continue  # the subject's head noun: "Tool agents can …"
        if (
            word.endswith("s")
            and tokens[i + 1] in _VERBS
            and (not tokens[i + 1].endswith("s") or tokens[i + 1].endswith("ss"))
            and not _is_adverb(lprev)
            and not any(q in text[words[i][1] : words[i + 1][0]] for q in "“\"'‘,;:(")
        ):
            continue  # a plural head before a base-form verb: "visible tests | cover"
        if i == 1 and len(lprev) > 4 and lprev.endswith("ed") and not lprev.endswith("eed"):
            continue  # a participle opening the sentence modifies a noun: "Reported gains …"
        subject = [t.lower() for t in tokens[:i] if not _is_adverb(t)]
        # "A curious | agent": an adjective in -ous (or a word in -ss/-us/-is) is no plural.
        plural = bool(subject) and (
            (subject[-1].endswith("s") and not subject[-1].endswith(("ss", "us", "is")))
            or "and" in subject
        )
        # ("A terminal bonus | pays", "the analysis | shows": a word in -us or -is is a noun)
        third_person = word.endswith("s") and not word.endswith(("ss", "us", "is"))
        if not (third_person or plural):
            continue
        if (word.endswith("ed") and not word.endswith("eed")) or word.endswith("ing"):
            continue
        if _base(word) in _VERBS or word in _VERBS:
            return i, i, words
        if i == 1 and third_person and lprev in _PRONOUN_SUBJECTS:
            # a pronoun is a whole subject, so the "-s" word after it is its verb: "Everything
            # rests on visit counts" (not "[Everything rests on visit] counts")
            return i, i, words
        if (
            shape_guess is None
            and "-" not in lprev
            # a base form right after "a" and one word is a noun phrase's head: "… and a KL
            # penalty to …" (a compound subject allows base-form verbs; "the estimates
            # converge" is a plural's)
            and (third_person or i < 2 or tokens[i - 2].lower() not in {"a", "an"})
        ):
            shape_guess = (i, i, words)
    return shape_guess


def _noun_phrase(text: str, words: Spans, i: int, limit: int = 4) -> tuple[int, int] | None:
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
        if taken and (lw in _COPULAS or lw in _MODALS or lw in {"has", "have", "had"}):
            break  # a verb ends the noun phrase
        if taken and lw in _SUBORDINATORS:
            break
        last = text[taken[-1][0] : taken[-1][1]].lower() if taken else ""
        if (
            lw in _IRREGULAR_PARTICIPLES
            and last
            and not last.endswith("ing")
            and last not in _DETERMINERS
            and not _is_adverb(last)
        ):
            break  # "the agent | given a trajectory"
        previous = text[taken[-1][0] : taken[-1][1]].lower() if taken else ""
        if (
            taken
            and lw in {"the", "a", "an"}
            and previous not in _DETERMINERS
            and previous not in _PREPOSITIONS
            and not previous.endswith("ing")
        ):
            break  # "the expected return | the agent can get": a new noun phrase starts
        if taken and lw == "of" and k + 1 < len(words):
            if "," in text[words[k + 1][1] : words[k + 1][1] + 2]:
                break  # "V of x, y, and e": the complement is a list
            limit += 2  # "the nearest source of rewards": the complement belongs to the phrase
        elif taken and (
            lw in _PREPOSITIONS
            or (lw in _PHRASE_ENDS and previous != "rather")
            or _is_adverb(lw)
            or lw in {"but", "that", "which", "being", "been"}
        ):
            break
        if taken and previous not in _DETERMINERS and lw in _PARTICLES:
            break  # "the peak | down to a floor"
        if taken and previous not in _DETERMINERS and _finite_verb_before_particle(text, words, k):
            break  # "as the run | goes on"
        if taken and _verb_after_name(text, words, k):
            break  # "engines for RL | run hundreds of sequences"
        after_noun = bool(taken) and text[taken[-1][0] : taken[-1][1]].lower() not in _DETERMINERS
        if after_noun and w.islower() and lw.endswith("ing") and len(lw) > 4:
            break  # "a number saying …": the noun phrase ends at the participle
        if taken and lw in {"and", "or"} and not correlative:
            break
        nxt = text[words[k + 1][0] : words[k + 1][1]].lower() if k + 1 < len(words) else None
        if (
            taken
            and w.islower()
            and lw.endswith("ed")
            and len(lw) > 4
            and (nxt is None or nxt in _PREPOSITIONS or nxt in _DEGREE_AFTER or _is_adverb(nxt))
        ):
            break  # "per transition | worked best"
        taken.append((a, b))
        if len(taken) > (limit + 2 if correlative else limit):
            return None
    if not taken:
        return None
    first = text[taken[0][0] : taken[0][1]].lower()
    if first in _ANAPHORS or first in _WH or first in {"and", "or", "but", "to"}:
        return None
    return taken[0][0], taken[-1][1]


_PARTICLES = frozenset(["up", "down", "out", "off", "away", "back", "close", "apart"])
_COORDINATORS = frozenset(["and", "but", "yet", "or", "nor", "so"])
# Prepositions and comparatives beyond the common ones, which end a noun phrase too: "the
# rate | along a curve", "more models in memory | than supervised fine-tuning does".
_PHRASE_ENDS = words.wordset(
    """
    along alongside than during until beyond despite near among amid around behind below
    above beside upon throughout versus unlike except further farther
    """
)


_THAN = re.compile(r"\s+than\b", re.IGNORECASE)
# What a verb's object opens with: an article, a number, a quantifier.
_OBJECT_START = words.wordset(
    """
    the a an its their every each all many most some several hundreds thousands millions
    dozens two three four five six seven eight nine ten
    """
)


def _verb_after_name(text: str, words: Spans, k: int) -> bool:
    """Is word ``k`` a verb of the verb list right after an acronym or a name, with an
    object opening after it ("for RL run hundreds of sequences")? A name is no noun's
    modifier there: the clause's verb follows its subject."""
    if k == 0 or k + 1 >= len(words):
        return False
    name = text[words[k - 1][0] : words[k - 1][1]]
    w = text[words[k][0] : words[k][1]]
    nxt = text[words[k + 1][0] : words[k + 1][1]].lower()
    if not (w.islower() and (nxt in _OBJECT_START or nxt[:1].isdigit())):
        return False
    if len(name) >= 2 and name.isupper():
        return w in _VERBS or _base(w) in _VERBS
    # or a verb in "-s" after a singular noun ("a correct answer | gives the learner …"): a
    # plural noun there would start a compound that no article follows
    lname = name.lower()
    return (
        not text[words[k][1] : words[k + 1][0]].strip()  # ("… of next states, the penalty …")
        and w.endswith("s")
        and not w.endswith("ss")
        and _base(w) in _VERBS
        and name.isalpha()
        and name.islower()
        and len(name) > 2
        and not lname.endswith("s")
        and lname not in _FUNCTION_WORDS
        and lname not in _DETERMINERS
        and not _is_adverb(lname)
    )


def _finite_verb_before_particle(text: str, words: Spans, k: int) -> bool:
    """Is word ``k`` a verb in the third person with a particle after it, closing the clause
    ("as the run goes on.", "until the rate drifts down")? Only with the particle: a plural
    noun has the same shape ("complete returns, so …")."""
    w = text[words[k][0] : words[k][1]].lower()
    if k + 1 == len(words) or not (w.endswith("s") and not w.endswith("ss")):
        return False
    nxt = text[words[k + 1][0] : words[k + 1][1]].lower()
    closes = k + 2 == len(words) or bool(re.match(r"\s*[,.;:]", text[words[k + 1][1] :]))
    return (nxt in _PARTICLES or nxt == "on") and closes


# Words that follow a verb, not a noun: "worked [best]", "scored [better]".
_DEGREE_AFTER = words.wordset("best better worse worst well most least")


def _complement(text: str, words: Spans, obj: tuple[int, int]) -> tuple[int, int] | None:
    """The complement of a complex-transitive verb's object: "leaves the optimal policy
    [unchanged]", "keeps the estimate [unbiased]", "pushes the probability [down]".

    The word after the object, alone before the clause's end or a preposition; or the
    object's own last word when it has the shape of an adjective, a participle or a
    particle (the object's phrase ran on into it).
    """
    inside = [(a, b) for a, b in words if obj[0] <= a and b <= obj[1]]
    after = [(a, b) for a, b in words if a >= obj[1]]
    if after:
        word = text[after[0][0] : after[0][1]]
        following = text[after[1][0] : after[1][1]].lower() if len(after) > 1 else ""
        closes = len(after) == 1 or following in _PREPOSITIONS or _is_adverb(following)
        closes = closes or bool(re.match(r"\s*[,.;:]", text[after[0][1] :]))
        if word.isalpha() and word.islower() and not _closed(word) and closes:
            return after[0]
    if len(inside) >= 3:
        last = text[inside[-1][0] : inside[-1][1]].lower()
        shaped = last.endswith(("ed", "able", "ible", "ive", "ous", "ful", "less", "ent", "ant"))
        if shaped or last in _PARTICLES:
            return inside[-1]
    return None


def _past_adverbs(text: str, words: Spans, j: int) -> tuple[int, bool]:
    """The index of the first word from ``j`` on that is neither an adverb nor a phrasal
    verb's particle ("works [out] what the loss does"; not "out of"), and whether a particle
    was passed."""
    particle = False
    while j < len(words):
        word = text[words[j][0] : words[j][1]].lower()
        follows = text[words[j + 1][0] : words[j + 1][1]].lower() if j + 1 < len(words) else None
        phrasal = word in _PARTICLES and follows is not None and follows not in _ALL_PREPOSITIONS
        if not (_is_adverb(word) or phrasal):
            break
        particle = particle or word in _PARTICLES
        j += 1
    return j, particle


def _structure_cuts(text: str) -> list[Cut]:
    """Subject, object and prepositional object of the first clause's main verb."""
    found = _main_verb(text)
    if found is None:
        return []
    subject_end, i, words = found
    cuts: list[Cut] = []
    j = i + 1
    j, particle = _past_adverbs(text, words, j)
    head = text[words[j][0] : words[j][1]].lower() if j < len(words) else ""
    if (
        particle
        and head
        and (
            head in _AUXILIARIES
            or head in _MODALS
            or re.search(r"[,;:]", text[words[j - 1][1] : words[j][0]])
        )
    ):
        # past a particle, a verb or a comma ends the clause: "what it throws away [is] good
        # data", "Sequential calls add up, [parallel calls take] …"
        head = ""
    if head and head not in _PREPOSITIONS:
        obj = _noun_phrase(text, words, j)
        if obj is not None and _THAN.match(text, obj[1]):
            obj = None  # "has [far fewer parameters] than …": the comparison gives it away
        if obj is not None:
            cuts.append(Cut(*obj, 3.2, "what the verb acts on"))
        verb = text[words[i][0] : words[i][1]]
        if obj is not None and _COMPLEX_TRANSITIVE.search(verb + " "):
            complement = _complement(text, words, obj)
            if complement is not None:
                cuts.append(Cut(*complement, 3.4, "what it makes of its object"))
    for k in range(j, len(words)):
        w = text[words[k][0] : words[k][1]].lower()
        if w in _PREPOSITIONS and k + 1 < len(words):
            following = text[words[k + 1][0] : words[k + 1][1]].lower()
            if w == "to" and following in _VERBS:
                break  # "to choose …" is an infinitive, not a prepositional object
            np = _noun_phrase(text, words, k + 1)
            if np is not None:
                cuts.append(Cut(*np, 3.0, "a prepositional object"))
            break
    opening = words[:subject_end]
    fronted = _fronted_phrase_end(text, opening)
    if fronted is not None:
        # "Late in the run the checkpoints may differ …", "Right after each reset the return
        # drops": a word and its prepositional phrase, fronted without a comma; the subject is
        # the noun phrase after it (not "[Late in the run the checkpoints]").
        opening = opening[fronted:]
    elif opening and text[opening[0][0] : opening[0][1]].lower() in _ALL_PREPOSITIONS:
        # "Beyond eight thousand the curve flattens": a fronted phrase, its comma left out;
        # the subject is the noun phrase after it, from its determiner (none: no subject).
        # (With the comma, "Beyond a certain ratio, returns stop": after the comma.)
        commas = [k for k, (a, _) in enumerate(opening) if k and "," in text[opening[k - 1][1] : a]]
        # (a determiner after a predeterminer is the fronted phrase's own: "On such a model
        # BitFit has …", where no determiner opens the subject, so no subject is cut)
        marks = [
            k
            for k, (a, b) in enumerate(opening)
            if k >= 2
            and text[a:b].lower() in _DETERMINERS
            and text[slice(*opening[k - 1])].lower() not in _PREDETERMINERS
        ]
        relative = [k for k, (a, b) in enumerate(opening) if text[a:b].lower() in _RELATIVES]
        if relative and not commas:
            opening = []  # "Over the steps on which a random move can …": a clause inside
        else:
            opening = opening[commas[-1] :] if commas else opening[marks[0] :] if marks else []
    sentence_start = bool(opening) and opening[0][0] == 0
    while opening and text[opening[0][0] : opening[0][1]].lower() in _COORDINATORS:
        opening = opening[1:]  # "…, [yet] both paths reach …": the conjunction joins clauses
    tail = [text[a:b].lower() for a, b in opening[-2:]]
    if len(opening) > 2 and tail[0] in _NEGATORS and tail[1] in {"longer", "more"}:
        opening = opening[:-2]  # "a per-state programme | no longer picks …"
    elif len(opening) > 1 and tail[-1] in _NEGATORS:
        opening = opening[:-1]  # "the critic | never sees …"
    subject_words = [
        (a, b)
        for a, b in opening
        if text[a:b].lower() not in _DETERMINERS
        and not _is_adverb(text[a:b])
        and not text[a:b].lower().endswith(("self", "selves"))  # "PPO itself"
    ]
    first = text[opening[0][0] : opening[0][1]].lower() if opening else ""
    imperative = (
        first in _VERBS
        or (first.endswith("s") and _base(first) in _VERBS)
        # "Recompute ECE on fresh pairs …", "Re-run the evaluation …": a verb said again
        or _verb_again(first)
        # a sentence that opens with a word and then a determiner is an order: "Log the
        # number of distinct answers per group"; not a predeterminer ("Half the runs"), an
        # adverb ("Later the critic", "Even a success"), a gerund ("Spending the budget")
        # or a plural noun a contact clause follows ("Responses the reference rarely …")
        or (
            len(opening) >= 2
            and sentence_start
            and first not in _DETERMINERS
            and first not in _PREDETERMINERS
            and not _is_adverb(first)
            and not first.endswith("ing")
            and not (first.endswith("s") and not first.endswith("ss"))
            and text[opening[1][0] : opening[1][1]].lower() in _ORDER_OBJECT_DETERMINERS
        )
    )
    copula = any(text[a:b].lower() in _COPULAS for a, b in subject_words)
    if 1 <= len(subject_words) <= 4 and first not in _ANAPHORS and not imperative and not copula:
        # ("Here is how a vote | looks …": words with a copula are a clause, not a subject)
        cuts.append(Cut(subject_words[0][0], subject_words[-1][1], 2.9, "who or what acts"))
    return cuts


def _fronted_phrase_end(text: str, opening: Spans) -> int | None:
    """Where the subject starts after a word and its prepositional phrase that open the
    sentence without a comma ("Late in the run | the checkpoints", "Early in a task with a
    single goal | the agent"): at the first determiner, past the preposition's own, that
    follows a content word; None when the opening is no such phrase ("Models in the first
    group", whose prepositional phrase is the subject's own)."""
    if len(opening) < 5 or text[slice(*opening[1])].lower() not in _ALL_PREPOSITIONS:
        return None
    if text[slice(*opening[0])].lower() in _DETERMINERS:
        return None
    if any("," in text[a[1] : b[0]] for a, b in itertools.pairwise(opening)):
        return None
    for k in range(3, len(opening) - 1):
        before = text[slice(*opening[k - 1])].lower()
        if (
            text[slice(*opening[k])].lower() in _DETERMINERS
            and before not in _FUNCTION_WORDS
            and before not in _PREDETERMINERS
            and before not in _ALL_PREPOSITIONS
        ):
            return k
    return None


_PREDETERMINERS = words.wordset(
    "half twice double triple thrice once such what quite rather there here then now later "
    "even still again thus hence so yet also only just"
)
_ORDER_OBJECT_DETERMINERS = words.wordset(
    "the a an every each your its their this these those our any"
)

_PREDICATE = re.compile(
    r"^(?:an?\s+|the\s+)?(?:[\w@’'–-]+\s+){0,7}?[\w@’'–-]+\s+(?:is|are)\s+", re.I
)


def _definition_cuts(statement: Statement) -> list[Cut]:
    """For "X is Y, not only Z": the definiens Y; when Y goes on after the blank
    ("Rubric drift is [the gradual change] in how …"), first the term X.

    A sentence the classifier did not tag as a definition counts when its
    subject is short (at most four words, no pronoun): "Exploitation is …".
    """
    tagged = Tag.DEFINITION in statement.tags
    m = _PREDICATE.match(statement.text)
    if m is None:
        return _what_it_does(statement) if tagged else []
    subject = _words(statement.text, 0, m.end())[:-1]
    first = statement.text[subject[0][0] : subject[0][1]].lower() if subject else ""
    if not tagged and (len(subject) > 4 or first in _ANAPHORS or first in _PRONOUNS):
        return []
    if not tagged and not re.match(r"(?:an?|the)\s+\w|\w+ing\s+\w", statement.text[m.end() :]):
        return []  # "is compared", "is high": a predicate, not a definition
    bonus = 0.0 if tagged else -0.6
    text = statement.text
    end = _clause_end(text, m.end())
    start, end = _trim(text, m.end(), end)
    cut: Cut | None = None
    if 1 <= word_count(text[start:end]) <= MAX_DELETION_WORDS:
        cut = Cut(start, end, 4.3 + bonus, "what it is")
    else:
        words = _words(text, m.end())
        head = _noun_phrase(text, words, 0) if words else None
        if head is not None:
            cut = Cut(*head, 4.1 + bonus, "what it is")
    if cut is None:
        return []
    if re.match(r"\s+[\w(]", text[cut.end :]) or empty_label(text[cut.start : cut.end]):
        # "Rubric drift is [the gradual change] in how …": the definiens goes on after
        # the blank and tells it; "The mean is [the obvious summary], but …": it only
        # labels the subject. Ask for the term it defines instead.
        named = [
            (a, b)
            for a, b in subject
            if text[a:b].lower() not in _DETERMINERS or (a, b) != subject[0]
        ]
        plain = all(
            not _is_adverb(text[a:b]) and text[a:b].lower() not in _FUNCTION_WORDS | {"there"}
            for a, b in named
        )
        if named and plain and len(named) <= 4:
            term = Cut(named[0][0], named[-1][1], cut.score, "the term it defines")
            return [term, Cut(cut.start, cut.end, cut.score - 0.2, cut.why)]
    return [cut]


MAX_DEFINIENS_WORDS = 8
"""A definiens may be longer than other blanks: it is the one thing the sentence says."""
_DEFINIENS_CUTS = frozenset(["what it does"])


def _what_it_does(statement: Statement) -> list[Cut]:
    """For a definition by a verb other than "is" ("On-policy data comes from [the learner
    being updated]", "Entropy measures [how spread out one policy distribution is]"): what
    the sentence says its short subject does, from after the verb (and a preposition or
    "that" right after it, which stay in view) to the clause's end.

    The subject is a named thing of at most four words (no pronoun, no back-reference)
    and the whole predicate is at most :data:`MAX_DEFINIENS_WORDS` words; the verb's own
    object or prepositional object alone is a cut of :func:`_structure_cuts`.
    """
    text = statement.text
    found = _main_verb(text)
    if found is None:
        return []
    subject_end, i, words = found
    if subject_end != i or _LEADING_ADVERBIAL.match(text):
        return []  # a modal ("can use") or a leading adverbial: a claim about a case
    subject = [(a, b) for a, b in words[:subject_end] if text[a:b].lower() not in _DETERMINERS]
    first = text[words[0][0] : words[0][1]].lower()
    if not 1 <= len(subject) <= 4 or first in _ANAPHORS or first in _PRONOUNS:
        return []
    j = i + 1
    j, _ = _past_adverbs(text, words, j)
    if j < len(words) and text[words[j][0] : words[j][1]].lower() in _PREPOSITIONS | {"that"}:
        j += 1
    if j >= len(words) or text[words[j - 1][1] : words[j][0]].strip():
        return []  # punctuation between the verb and its complement
    end = _clause_end(text, words[j][0])
    last = len(text.rstrip(" .!?"))
    if end < last and coordinated_items(text, words[j][0], last):
        end = last  # "comes from [a teacher, human, or older checkpoint]": one list
    if end < last:
        return []  # the sentence goes on after the clause: the definiens is not all of it
    start, end = _trim(text, words[j][0], end)
    if not 2 <= word_count(text[start:end]) <= MAX_DEFINIENS_WORDS:
        return []
    return [Cut(start, end, 4.3, "what it does")]


def _fallback_cut(text: str) -> Cut | None:
    """The last three words of the sentence, after its last verb ("the [gains are gone]"
    runs across the verb: "after the easy gains are [gone]")."""
    end = len(text.rstrip(' .!?;:”"’'))
    start, end = _window(text, 0, end, 3)
    inside = _words(text, start, end)
    for k in range(len(inside) - 1, 0, -1):
        word = text[inside[k - 1][0] : inside[k - 1][1]].lower()
        if word in _COPULAS or word in _MODALS or word in {"has", "have", "had"}:
            start = inside[k][0]
            break
    inside = _words(text, start, end)
    while len(inside) > 1 and text[inside[0][0] : inside[0][1]].lower() in _ADVERBS:
        inside = inside[1:]  # "can still [slow learning]"
    start = inside[0][0] if inside else start
    if inside and text[inside[0][0] : inside[0][1]].lower() in _PARTICLES:
        # "40 may cut [off reasonable choices]": a particle takes its verb along.
        verb = _words(text, 0, start)[-1:]
        if verb and not _closed(text[verb[0][0] : verb[0][1]]):
            start = verb[0][0]
    if len(_words(text, start, end)) == 1:
        start = _final_clause_start(text, start)
    return Cut(start, end, 1, "the end of the sentence") if end > start else None


_CLAUSE_OPENERS = words.wordset("where which when before after until because since if while")


def _final_clause_start(text: str, start: int) -> int:
    """Where the clause that a one-word sentence end belongs to starts ("… the good actions
    have been [found]" → "[before the good actions have been found]"): back over at most
    five words, no punctuation, to a word that opens a clause (taken along). A one-word
    end is a guess from the words before it (blind graders: 0 GOOD of 30 verdicts); its
    clause asks for the point. Unchanged when no such opener is that near."""
    before = _words(text, 0, start)[-5:]
    end = start
    for a, b in reversed(before):
        if text[b:end].strip():
            return start  # punctuation between: no clause opener within reach
        if text[a:b].lower() in _CLAUSE_OPENERS:
            return a
        end = a
    return start


_NEGATORS = words.NEGATORS
_RELATIONAL = frozenset(
    ["same", "different", "other", "others", "both", "each", "all", "more", "less", "only"]
)
# One noun under an adjective of value or age ("good estimate", "new pairs", "the old
# one"), with at most a determiner and an intensifier before it.
_VALUE_AND_NOUN = re.compile(
    r"(?:(?:a|an|the|its|their|one|no)\s+)?(?:very\s+|much\s+|fairly\s+|quite\s+)?"
    r"(?:good|bad|better|worse|poor|new|old|common|simple|little|rare)"
    r"\s+[a-z][\w-]*",
    re.IGNORECASE,
)
# The end of a head that introduces the alternative a sentence sets aside: "rather than
# (to) the …", "instead of a …" (the blank starts the rejected alternative).
_FOIL_BEFORE = re.compile(
    r"\b(?:rather\s+than|instead\s+of)\s+(?:(?:the|a|an|its|their|to|from|at|on|in|with|by|"
    r"for|of)\s+){0,2}$",
    re.IGNORECASE,
)
_UNANCHORED = re.compile(r"\b(?:different|other|similar|same|another)\b", re.IGNORECASE)
_VAGUE_PHRASE = re.compile(
    r"(?:(?:the|a|an|its|their)\s+)?(?:corresponding|respective|relevant|appropriate|proper|"
    r"right|certain|particular|given)\s+[\w-]+$",
    re.IGNORECASE,
)
MAX_RELATED_PREDICATE_WORDS = 10
"""The most words of a predicate that, relating its subject to what came before ("also",
"the same …", "too"), says too little to tell which subject is meant."""
# Additive and comparative words that relate a clause to an earlier one.
_RELATED_TO_BEFORE = re.compile(
    r"\b(?:too|also|as\s+well|the\s+same|opposite|mirror(?:-image)?|likewise|similarly|either"
    r"|neither|the\s+other|the\s+two|both|again|in\s+turn|instead)\b",
    re.IGNORECASE,
)
# A predicate that holds of two things together: "A and B differ", "… disagree", "… are
# different goals".
_SYMMETRIC = (
    r"(?:(?:also|both|still|therefore|then|often|usually)\s+)*(?:differ|compare|contrast|"
    r"agree|disagree|coincide|interact|compete|overlap|diverge|conflict|complement|share|"
    r"resemble|correlate|cancel|match|"
    r"(?:have\s+to|must)\s+agree|are\s+(?:different|similar|related|alike|complementary|"
    r"interchangeable|equivalent|the\s+same))\b"
)
_FIRST_OF_PAIR = re.compile(rf"^\s+and\s+[\w–-]+(?:\s+[\w–-]+){{0,3}}\s+{_SYMMETRIC}", re.I)
_SECOND_OF_PAIR = re.compile(
    r"(?:^|[,;:]\s*|\b(?:the|a|an)\s+)[\w–-]+(?:\s+[\w–-]+){0,3}\s+and\s+$", re.I
)
_AFTER_SECOND = re.compile(rf"^\s+{_SYMMETRIC}", re.I)


def half_of_a_symmetric_pair(text: str, cut: Cut) -> bool:
    """Is the blank one conjunct of a subject "A and B" whose predicate holds of the two
    together ("differ", "disagree", "are different goals")?"""
    before = text[: cut.start]
    if (cut.start == 0 or re.search(r"\b(?:the|a|an)\s+$", before, re.I)) and _FIRST_OF_PAIR.match(
        text[cut.end :]
    ):
        return True
    return bool(_SECOND_OF_PAIR.search(before) and _AFTER_SECOND.match(text[cut.end :]))


# The noun an example or a case is labelled by: "the [single-state] example".
_LABELLED_CASE = re.compile(
    r"\s+(?:example|case|scenario|setting|illustration|toy\s+problem)s?\b", re.IGNORECASE
)
# Verbs too light to be an answer on their own.
_BARE_LIGHT_VERBS = words.wordset(
    "have has had having do does did doing get gets got make makes made take takes took give "
    "gives gave go goes went be is are was were been being keep keeps let lets"
)
# A predicate of the learner's cognition: "[easy to confuse]", "[worth remembering]".
_ON_THE_LEARNER = re.compile(
    r"(?:(?:also|often|still|even|very|quite|so|surprisingly|all\s+too)\s+)*"
    r"(?:(?:easy|hard|difficult|tempting)\s+to\s+"
    r"(?:confuse|forget|miss|overlook|mix\s+up|misread|misremember|remember|notice|spot)"
    r"|worth\s+(?:remembering|noting|knowing|keeping\s+in\s+mind|repeating))"
    r"(?:\s+with\s+[\w\s-]+)?",
    re.IGNORECASE,
)
# Shell nouns (Schmid): abstract nouns whose content a clause elsewhere has to say.
_SHELL_NOUN_WORDS = (
    r"examples?|cases?|names?|places?|ways?|problems?|ideas?|things?|reasons?|points?|"
    r"issues?|questions?|results?|approach(?:es)?|weakness(?:es)?|drawbacks?|advantages?|"
    r"benefits?|limitations?|limits|lessons?|facts?|choices?|options?|stor(?:y|ies)|differences?|"
    r"difficult(?:y|ies)|mistakes?|situations?|tricks?|matters?|rules?|goals?|aims?|"
    r"concerns?|troubles?|kinds?|sorts?|types?|remed(?:y|ies)|fix(?:es)?|solutions?|cures?|"
    r"workarounds?|alternatives?|risks?|costs?|prices?|catch(?:es)?|downsides?|upsides?|"
    r"pitfalls?|dangers?|failures?|trade-?offs?|compromises?|traps?|snags?|caveats?|"
    r"symptoms?|signs?|indicators?|contrasts?|distinctions?|propert(?:y|ies)|features?|views?|"
    # (more of Schmid's shell nouns: "[a simple intuition]", "[a fair warning]", "[a popular
    # refinement]": set 226-233's graders, BAD for both)
    r"intuitions?|insights?|notions?|warnings?|refinements?|improvements?|variants?|twists?|"
    r"tweaks?"
)
_SHELL_NOUNS = f"(?:{_SHELL_NOUN_WORDS})"
# A shell noun alone ("depends on [the problem]"): an abstract noun whose content the
# card would have to say elsewhere (Schmid's shell nouns; graders: no GOOD verdict).
_BARE_SHELL = re.compile(
    r"(?:(?:the|a|an|this|that|one|another|one\s+more|yet\s+another)\s+)?"
    r"(?:problem|idea|thing|reason|point|issue|"
    r"question|fact|way|difference|difficulty|mistake|situation|matter|remedy|fix|solution|"
    r"cure|workaround|alternative|option|approach|risk|cost|price|catch|downside|pitfall|danger|"
    r"trade-?off|compromise|trap|snag|caveat|contrast|distinction|property|feature|view|"
    r"choice)",
    re.IGNORECASE,
)
# A noun that a word of typicality or rank alone qualifies ("[the usual guard]", "[the
# obvious measure]", "[the core difficulty]"): the phrase names the thing's role, and any
# thing that could fill the role fits the blank (a term is a compound: "the standard
# deviation", so "standard" and "common" are left out).
_ROLE_PHRASE = re.compile(
    r"(?:the|a|an|its|their)\s+(?:usual|obvious|classic|typical|familiar|conventional|"
    r"customary|traditional|go-to|core|central|main|key|chief|primary|principal|biggest|"
    r"real|subtler|subtlest|quieter|reverse)\s+[a-z][\w-]*",
    re.IGNORECASE,
)
# Idioms that say a thing has a price or a limit without saying which ("[no free lunch]",
# "[a double-edged sword]"): the sentences after say it; the blank has no content.
_EMPTY_IDIOM = re.compile(
    r"(?:(?:a|an|the|no|not\s+a)\s+)?(?:free\s+lunch|double-edged\s+sword|mixed\s+blessing|"
    r"silver\s+bullet|panacea|moving\s+target|catch-22|necessary\s+evil|missing\s+(?:piece|link)|"
    r"heavy\s+lifting|tip\s+of\s+the\s+iceberg|elephant\s+in\s+the\s+room)",
    re.IGNORECASE,
)


def opens_with_a_label(phrase: str) -> bool:
    """Does the phrase open with a whole shell phrase ("the main contrast with …", "a
    property …", "one more trap")?"""
    for pattern in (_SHELL_PHRASE, _BARE_SHELL, _ROLE_PHRASE):
        m = pattern.match(phrase)
        if m is not None and (m.end() == len(phrase) or not phrase[m.end()].isalnum()):
            return True
    return False


def empty_label(answer: str) -> bool:
    """Is the deleted phrase an evaluation or a role with no content of its own ("[the
    obvious measure]", "[a quieter problem]", "[weaknesses of its own]", "[no free
    lunch]"), or one of a thing named by a single noun ("[the core bias of the rule]")?
    Many phrases fit it (blind graders, all such blanks of sets 1-36: 1 GOOD, 46 WEAK and
    51 BAD verdicts of 98)."""
    answer = answer.strip()
    if empty_phrase(answer):
        return True
    answer = _OF_ITS_OWN.sub("", answer)
    verb, _, rest = answer.partition(" ")
    # "The coefficient [sets the trade-off]", "[has a price]", "we can [fall into a common
    # trap]": a verb (and a preposition) and such a phrase
    verb = verb.lower()
    if not rest or not (verb in _COPULAS or verb in _HAVE or is_verb(verb)):
        return False
    preposition, _, tail = rest.partition(" ")
    return empty_label(rest) or (preposition.lower() in _PREPOSITIONS and empty_label(tail))


def empty_phrase(phrase: str) -> bool:
    """Is the noun phrase an evaluation or a role with no content of its own ("the obvious
    measure", "weaknesses of its own"), or one of a thing a single noun names ("the core bias
    of the rule")? (:func:`empty_label` also takes a verb before it.)"""
    phrase = phrase.strip()
    if _SHELL_POINTER.fullmatch(phrase):
        return True  # "[exactly this reason]" (blind graders, set 248: BAD for both)
    bare = _OF_ITS_OWN.sub("", phrase)
    if bare != phrase and re.fullmatch(_SHELL_NOUNS, bare, re.IGNORECASE):
        return True  # "[weaknesses of its own]"
    if any(
        p.fullmatch(bare)
        for p in (_SHELL_PHRASE, _BARE_SHELL, _ROLE_PHRASE, _EMPTY_IDIOM, _PRAISED_NOUN)
    ):
        return True
    of_one = _OF_ONE_NOUN.search(bare)
    # "[the core bias of the rule]", "[a quieter version of the problem]"
    return of_one is not None and empty_phrase(bare[: of_one.start()])


# A demonstrative and a shell noun, an adverb of precision before it at most: "[exactly this
# reason]", "[that problem]": what the noun stands for is in another sentence.
_SHELL_POINTER = re.compile(
    rf"(?:(?:exactly|precisely|just|for)\s+)?(?:this|that|these|those)\s+{_SHELL_NOUNS}",
    re.IGNORECASE,
)


# "… of the rule", "… of this method": what an empty label is of, one noun after a determiner
# (graders, such blanks of sets 1-51: 0 GOOD, 2 WEAK, 4 BAD verdicts).
_OF_ONE_NOUN = re.compile(
    r"\s+of\s+(?:the|this|that|these|those|its|their|a|an)\s+[\w-]+$", re.IGNORECASE
)
_OF_ITS_OWN = re.compile(r"\s+of\s+(?:its|their|his|her|our|your|my)\s+own$", re.IGNORECASE)
_APPOSITIVE = re.compile(
    r"\b" + _SHELL_NOUNS + r",\s+(?P<np>(?:the|a|an)\s+[^,;:.()]{2,60}?)[.!]?\s*$",
    re.IGNORECASE,
)
# A name a sentence gives ("called [length bias]", "known as [TD(0)]"): up to five words,
# ending at punctuation, a second name ("or …"), a relative clause or a preposition.
_GROUP_DETERMINERS = words.wordset("all the these those both every")
_DEMONSTRATIVES = words.wordset("this that these those")
_HAVE = words.wordset("has have had having")
_OPENING_SUBORDINATORS = words.wordset(
    "where when whenever if unless because since although though while once until"
)
# An ordinal or discourse pointer to something of an example: "the second state", "the
# earlier group of four", "the other arm", "the latter".
_RELATIONAL_FIRST = words.wordset("same next")
"""Adjectives that relate a noun to another one ("the same X", "the next X")."""
_POINTER = re.compile(
    r"(?:the|this|that|these|those)\s+(?:first|second|third|fourth|fifth|last|earlier|later|"
    r"previous|former|latter|other|remaining|same(?!\s+as\b))\b",
    re.IGNORECASE,
)
# A passage of the lesson pointed to right after the blank: "address [both effects
# described] above", "[the pool] above,": what the passage said, the card does not show.
_PASSAGE_AFTER = re.compile(
    r"\s+(?:above|earlier|previously|below)(?=\s*(?:[,.;:)]|$))", re.IGNORECASE
)
REPORTED = (
    "described|mentioned|discussed|shown|introduced|defined|noted|listed|outlined|seen|given|"
    "computed|derived"
)
"""Participles that name a passage of the lesson before ("described above", "noted earlier")."""
_REPORTED = re.compile(rf"(?:{REPORTED})$", re.IGNORECASE)
# A case of an example named by a letter, alone or after its noun ("Model Y", "arm B").
_INSTANCE_LABEL = re.compile(r"(?:(?:the|a|an)\s+)?(?:[A-Za-z][a-z-]*\s+)?[A-HJ-Z]")
# A relational adjective with a generic head ("[the opposite error]", "[the reverse
# mistake]", "run in [opposite directions]") or alone ("the [mirror-image] weakness"):
# opposite of what, the card does not say unless the blank does ("the opposite of …").
# Graders, such blanks of sets 1-37: 0 GOOD, 2 WEAK, 6 BAD verdicts.
_RELATION_TO_UNSHOWN = re.compile(
    r"\b(?:opposite|reverse|converse|inverse|mirror[- ]image)\s+(?:"
    + _SHELL_NOUN_WORDS
    + r"|errors?|directions?|effects?|sides?|ends?|orders?|extremes?)\b"
    r"(?!\s+(?:of|to|from)\b)"
    r"|^(?:(?:the|its|their|an?)\s+)?(?:opposite|reverse|converse|inverse|mirror[- ]image)$",
    re.IGNORECASE,
)
# An ordinal of a sequence inside the blank ("[second ingredient]", "[differentiating the
# second term]", "[a third protected channel]"); not "a second copy" (another one) nor
# "second-order".
_ORDINAL_ITEM = re.compile(
    r"(?:^|\bthe\s+|\ban?\s+(?=(?:third|fourth|fifth)\b))"
    r"(?:second|third|fourth|fifth|latter|former)\b(?!-)",
    re.IGNORECASE,
)
_NAME_WORD = r"[^\s,;:.!?()]+(?:\([^\s()]*\))?"
_NAME_STOP = r"(?:or|and|which|that|because|since|when|if|where|who|to|in|for|by|with|from)\b"
# The words that give a name, up to the name: "called the", "known as a".
_NAMING_LEAD = r"(?<![\w-])(?:called|named|known\s+as|termed|dubbed)\s+(?:the\s+|an?\s+)?"
_NAMING = re.compile(
    _NAMING_LEAD + rf"(?P<np>{_NAME_WORD}(?:\s+(?!{_NAME_STOP}){_NAME_WORD}){{0,4}})"
    rf"(?=\s*(?:[,;:.!?(]|\s{_NAME_STOP}|$))",
    re.IGNORECASE,
)
# "We call this [the group-normalised advantage]", "we call that share [the agreement
# rate]", "we call the group's average score [the baseline]": the name after what is named.
_WE_CALL = re.compile(
    r"\b(?:we|people|researchers|authors|practitioners)\s+(?:often\s+|usually\s+|sometimes\s+)?"
    r"(?:call|name|term|dub)\s+(?:"
    r"(?:this|that|it|these|those|them)(?:\s+(?!the\b|an?\b)[a-z][\w'’-]*)?"
    r"|the\s+[\w'’-]+(?:\s+[\w'’-]+){0,4}?)"
    r"\s+(?:the\s+|an?\s+)"
    rf"(?P<np>{_NAME_WORD}(?:\s+(?!{_NAME_STOP}){_NAME_WORD}){{0,4}})"
    rf"(?=\s*(?:[,;:.!?(]|\s{_NAME_STOP}|$))",
    re.IGNORECASE,
)


def given_names(text: str) -> list[tuple[int, int]]:
    """The spans of the names a sentence gives ("known as [policy collapse]", "is called
    the [deadly triad]", "we call this the [agreement rate]"), at most five words each."""
    found = [(m.start("np"), m.end("np")) for m in _NAMING.finditer(text)]
    found += [(m.start("np"), m.end("np")) for m in _WE_CALL.finditer(text)]
    found = [_without_verb_after_name(text, a, b) for a, b in found]
    return [(a, b) for a, b in found if 1 <= word_count(text[a:b]) <= 5]


def _without_verb_after_name(text: str, start: int, end: int) -> tuple[int, int]:
    """A name without the verb in -s that ran on after it: "A weight called [lambda] scales
    that penalty", not "[lambda scales]" (a determiner after a word in -s: see
    :func:`_ends_on_a_verb_before_its_object`)."""
    name = text[start:end]
    last = re.search(r"\s+([a-z][\w-]*[^s\W]s)$", name)
    if last is None or not re.match(
        r"\s+(?:that|the|a|an|its|their|this|these|those)\s", text[end:]
    ):
        return start, end
    return start, start + last.start()


_SHELL_PHRASE = re.compile(
    r"(?:(?:the|a|an|its|their|our|your)\s+)?(?:(?:[a-z]+est|[a-z]+er|[a-z]+-known|own|classic|"
    r"standard|typical|usual|small|little|tiny|short|brief|quick|toy|concrete|"
    r"common|main|key|central|important|obvious|famous|simple|basic|general|same|real|practical|"
    r"reverse|opposite|core|whole|entire|other|underlying|actual|crucial|essential|"
    r"fundamental|major|chief|primary|principal|first|second|third|final|last|next|two|"
    r"three|both|similar)\s+)+"
    # "a second [set of] concerns": a collective noun between
    r"(?:(?:set|kind|sort|type|class|host|list|range|series|couple|number|lot|pair)s?\s+of\s+)?"
    # ("the practical trade" rates a trade too; "trade" is no shell noun of its own, since
    # "[A single score] hides the trade" points back to one said before)
    + f"(?:{_SHELL_NOUN_WORDS}|trades?)",
    re.IGNORECASE,
)
# An evaluative adjective on a shell noun or a tool ("[a sharp tool]", "[a good compromise]",
# "[a poor choice]"): praise or blame says nothing of what the thing is (graders, such blanks
# of sets 1-179: 0 GOOD, 4 WEAK, 2 BAD verdicts).
_PRAISED_NOUN = re.compile(
    r"(?:(?:the|a|an|its|their|our|your)\s+)?(?:(?:very|really|quite|rather)\s+)?"
    r"(?:sharp|blunt|powerful|useful|handy|good|bad|great|poor|neat|elegant|crude|valuable|"
    r"helpful|nice|clever|strong|weak|reliable|safe|risky|dangerous|reasonable|sensible|fair|"
    r"popular|promising|modest|serious)\s+"
    rf"(?:tools?|instruments?|devices?|levers?|knobs?|protocols?|recipes?|procedures?|"
    rf"{_SHELL_NOUN_WORDS})",
    re.IGNORECASE,
)
_ANCHOR = re.compile(r"\b(?:from|than|to|as)\b", re.IGNORECASE)
_LESSON_MEDIA = frozenset(
    [
        *("diagram", "figure", "video", "image", "illustration", "picture", "graph", "formula"),
        *("equation", "section", "unit", "chapter", "notebook", "slide", "following"),
    ]
)
# One capitalised name ("Barto") beside another joined by "and": a pair of people's names.
_PERSON_NAME = re.compile(r"[A-Z][a-z]+")
_NAME_AND = re.compile(r"\b[A-Z][a-z]+\s+and\s+$")
_AND_NAME = re.compile(r"\s+and\s+[A-Z][a-z]+\b")
_GENERIC_HEADS = frozenset(["lot", "lots", "bit", "kind", "sort", "thing", "things", "stuff"])
_IRREGULAR_PARTICIPLES = frozenset(
    [
        *("given", "taken", "known", "shown", "seen", "made", "done", "found", "built"),
        *("written", "gone"),
    ]
)
# "where" opens a relative clause after a noun ("the states where …") as often as an adverbial one.
_SUBORDINATORS = words.SUBORDINATORS - {"where", "wherever"}
_PRONOUNS = (
    words.PRONOUNS
    | words.POSSESSIVES
    | words.ANAPHORS
    | words.wordset("we’ll we'll it’s it's you’re you're")
    | words.wordset("itself themselves himself herself oneself ourselves yourself")
)
_LEADING_SUBORDINATE = re.compile(
    r"^(?:when|whenever|if|once|after|before|until|as soon as|while)\b[^,;]{0,80}(?=,)",
    re.IGNORECASE,
)
_QUANTITY_OF = re.compile(r"\b(?:lot|lots|bit|kind|sort|couple)\s+of\s*$", re.IGNORECASE)
_BINARY = {"zero": "one", "one": "zero", "0": "1", "1": "0"}
_INDEFINITE_PRONOUNS = words.wordset(
    "everything something anything nothing everyone someone anyone nobody everybody "
    "somebody anybody none somewhere anywhere everywhere nowhere"
)
_SUBJECT_PRONOUNS = words.SUBJECT_PRONOUNS - {"it", "you"}  # "[…] it" is mostly an object
# A pronoun that is a whole subject by itself, so that an "-s" word after it is its verb.
_PRONOUN_SUBJECTS = _INDEFINITE_PRONOUNS | words.wordset("it he she")
_FINITE_AFTER_SUBJECT = words.AUXILIARIES | words.MODALS
_ARITHMETIC_GERUND = re.compile(r"(?:multiply|divid|add|subtract|summ|averag|squar|halv|doubl)ing")
_DEFAULT_MAGNITUDES = (["zero"], ["0"], ["half"], ["one", "half"], ["nothing"])
_NUMBER_WORDS = frozenset(["zero", "one", "two", "three"])
_INDEXED = frozenset(["state", "step", "time", "level", "lesson", "part", "version", "episode"])
_SUMS = frozenset(["add", "sum", "normal", "total"])
_RELATIVES = frozenset(["where", "which", "whose", "whom", "who", "wherein", "whereby"])
_ORDINALS = frozenset(["first", "second", "third", "fourth", "fifth", "last", "next", "final"])
_TIME_ADJECTIVES = words.wordset(
    "later earlier early recent previous subsequent newer older modern current former prior"
)
_REPUTATION_ADJECTIVES = words.wordset(
    "well-known famous popular celebrated renowned notable notorious influential"
)
_EDITIONS = words.wordset("version versions edition editions release releases revision")
# "thousands of steps", "a thousand", "hundreds": a size said for effect ("one hundred" is
# a value).
_MAGNITUDE = re.compile(
    r"(?:(?:some|several|many|tens\s+of|hundreds\s+of)\s+)?"
    r"(?:thousands|hundreds|millions|billions|dozens)(?:\s+of\s+[\w-]+)?"
    r"|an?\s+(?:thousand|hundred|million|billion|dozen)",
    re.IGNORECASE,
)
_DIGIT = re.compile(r"\d")
_VAGUE_QUANTIFIERS = frozenset(["several", "many", "some", "most", "few", "various", "numerous"])
_SMALL_COUNTS = frozenset(
    ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "2", "3", "4", "5"]
)


_stem = words.stem


def is_question(text: str) -> bool:
    """Does the sentence ask rather than state (it ends with "?", before any closing quote)?"""
    return text.rstrip("”\"’' ").endswith("?")


def is_adverb(word: str) -> bool:
    """Is the (lowercase) word an adverb ("also", "already", "quickly")?"""
    return _is_adverb(word)


def is_verb(word: str) -> bool:
    """Is ``word`` a verb of the verb list ("learn", "learns", "learned")?"""
    w = word.lower()
    return w in _VERBS or _base(w) in _VERBS


def main_verb(text: str) -> tuple[int, int, Spans] | None:
    """The first clause's main verb (see :func:`_main_verb`)."""
    return _main_verb(text)


MIN_CUE_WORDS = 3
"""A cloze front needs at least this many content words besides the blank to pin the answer."""
_EMPTY_WORDS = frozenset(
    # ("own": "its own", "their own" only stress the possessive)
    ["has", "have", "had", "also", "very", "just", "always", "never", "often", "own"]
)


def cue_words(text: str) -> int:
    """How many words of ``text`` carry content (not function words, pronouns,
    auxiliaries, negations): the cues a cloze front gives to its answer."""
    return sum(
        1
        for w in _WORD.findall(text)
        if (lw := w.lower().replace("’", "'")) not in _FUNCTION_WORDS
        and lw not in _DETERMINERS
        and lw not in _NEGATORS
        and lw not in _COPULAS
        and lw not in _MODALS
        and lw not in _PRONOUNS
        and lw not in _EMPTY_WORDS
        and not lw.endswith("n't")
        and not _is_adverb(lw)
    )


def given_away(answer: str, title: str) -> bool:
    """Would the lesson's title give the deleted words away (all their content words in it)?"""
    # "@" is said "at" ("pass@k", "pass-at-k")
    title_words = [w.replace("@", "-at-") for w in _WORD.findall(title)]
    # a hyphenated compound names its parts too ("Learning-rate warm-up": the learning rate)
    title_stems = {_stem(w) for t in title_words for w in (t, *t.split("-"))}
    content = [
        w.replace("@", "-at-")
        for w in _WORD.findall(answer)
        if w.lower() not in _FUNCTION_WORDS
        and w.lower() not in _DETERMINERS
        and w.lower() not in _EMPTY_WORDS
    ]
    digit_names = {
        w.lower() for w in title_words if re.search(r"\d", w) and re.search(r"[^\W\d_]", w)
    }
    if (
        content
        and any(w.lower() in digit_names for w in content)
        and {w.lower() for w in content} <= {w.lower() for w in title_words}
        and len(digit_names) == 1
    ):
        # a name with digits, as the title writes it ("Exp3"), unless the title names
        # another such ("A2C and A3C": which of the two is the question)
        return True
    if has_number(answer):
        return False  # a number is not given away by words ("point three one", "reward zero")
    initials = "".join(w[0].upper() for w in title_words if w.lower() not in _FUNCTION_WORDS)
    parts = re.findall(r"[^\W\d_]+", title)
    split = "".join(w[0].upper() for w in parts if w.lower() not in _FUNCTION_WORDS)

    def expanded(word: str) -> bool:
        # An acronym whose expansion is in view: "RL" under "The Reinforcement Learning …",
        # "the [SFT model]" after "supervised fine-tuning" (three letters or more when a
        # hyphenated word gives two: "temporal-difference" names, not spells, "TD").
        letters = word.rstrip("s")
        if not re.fullmatch(r"[A-Z]{2,}", letters):
            return False
        return letters in initials or (len(letters) >= 3 and letters in split)

    if not content:
        return False

    def named(word: str) -> bool:  # "warm-up" under "Warming up the critic": its parts
        parts = [p for p in word.split("-") if p]
        return _stem(word) in title_stems or all(_stem(p) in title_stems for p in parts)

    # Words an acronym of the title abbreviates: "reinforcement learning" under "… RL and …"
    acronyms = {w.rstrip("s") for w in title_words if re.fullmatch(r"[A-Z]{2,}s?", w)}
    spelled: set[int] = set()
    for i in range(len(content)):
        for j in range(i + 2, len(content) + 1):
            if "".join(w[0].upper() for w in content[i:j]) in acronyms:
                spelled.update(range(i, j))
    if all(named(w) or expanded(w) or k in spelled for k, w in enumerate(content)):
        return True
    # The phrase's head (its last content word) and most of the rest in view:
    # "known as [Curiosity]" under the heading "So what is Curiosity?".
    shown = sum(_stem(w) in title_stems for w in content)
    return (
        _stem(content[-1]) in title_stems
        and content[-1][:1].isupper()
        and 2 * shown >= len(content)
    )


_NAME_LINKS = frozenset(
    ["of", "with", "for", "and", "to", "the", "a", "an", "from", "in", "on", "by"]
)


def _spelled_by_acronym(answer: str, shown: str) -> bool:
    """Do the initials of two or more content words of ``answer`` run, in order, inside an
    acronym of ``shown`` ("Reinforcement Learning" inside "RLVR")?"""
    found = _WORD.findall(answer)
    spelled = [w for w in found if w.lower() not in _FUNCTION_WORDS and not w.isupper()]
    if len(spelled) < 2 or any(
        w.lower() in _FUNCTION_WORDS and w.lower() not in _NAME_LINKS for w in found
    ):
        return False  # "the Q-values are noisy" is a clause, not a name an acronym abbreviates
    initials = "".join(w[0].upper() for w in spelled)
    return any(initials in acronym for acronym in re.findall(r"(?<![\w-])[A-Z]{2,}(?=s?\b)", shown))


MIN_EXPANSION_LETTERS = 3
"""Letters of an acronym, at least, that the words before a blank and the blank must spell
for the blank to complete its expansion (two initials match by chance too often)."""


def _completes_an_expansion(text: str, cut: Cut, shown: str) -> bool:
    """Is the blank the end of an acronym's expansion whose start stays in view: the
    initials of the words just before it (no punctuation between) and of the blank's own
    words or hyphenated parts spell, in order, a run of an acronym of ``shown`` ("noisy
    embedding [fine-tuning]" beside "NEFTune")? The blank holds at most two words."""
    answer = _WORD.findall(text[cut.start : cut.end])
    if not answer or len(answer) > 2 or any(w.lower() in _FUNCTION_WORDS for w in answer):
        return False
    acronyms = re.findall(rf"(?<![\w-])[A-Z]{{{MIN_EXPANSION_LETTERS},}}(?=[a-z]*s?\b)", shown)
    if not acronyms:
        return False
    parts = [p for w in answer for p in w.split("-") if p]
    blank = "".join(p[0].upper() for p in parts)
    before = text[: cut.start]
    words = list(_WORD.finditer(before))[-4:]
    for k in range(len(words)):
        run = words[k:]
        between = before[run[0].start() :]
        if re.search(r"[,;:.()]", between) or any(
            m.group(0).lower() in _FUNCTION_WORDS and m.group(0).lower() not in _NAME_LINKS
            for m in run
        ):
            continue  # ("learning with verifiable": a link word spells no letter)
        spelled = [m.group(0) for m in run if m.group(0).lower() not in _NAME_LINKS]
        if not spelled:
            continue
        initials = "".join(w[0].upper() for w in spelled) + blank
        if len(initials) >= MIN_EXPANSION_LETTERS and any(initials in a for a in acronyms):
            return True
    return False


def _graded(word: str, others: list[str]) -> bool:
    """Is ``word`` a comparative or superlative of a word in ``others``, or its base
    ("is hard … simply being [harder]", "large … the [largest]")?"""
    for suffix in ("est", "er"):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            base = word[: -len(suffix)]
            bases = {base, base + "e", base[:-1] + "y" if base.endswith("i") else base}
            if len(base) >= 4 and base[-1] == base[-2]:
                bases.add(base[:-1])  # "bigger" → "big"
            if any(b in others and b not in _FUNCTION_WORDS and len(b) >= 3 for b in bases):
                return True
    return False


# A comparative adjective or adverb: "easier", "better", "more". Right after a linking verb
# with no article (see :data:`_LINKED`), a word in -er is one ("is [faster]"; a noun such as
# "learner" would take an article there).
_COMPARATIVE = re.compile(r"more|less|fewer|better|worse|further|farther|[a-z]{3,}er")
# A linking verb (with an adverb of degree) right before the blank: "gets", "is much".
_LINKED = re.compile(
    r"\b(?:is|are|was|were|be|been|being|get|gets|got|getting|become|becomes|became|grow"
    r"|grows|grew|stay|stays|seem|seems|look|looks|remain|remains|turn|turns)"
    r"(?:\s+(?:much|far|even|slightly|a\s+little|no|any|still))?\s+$",
    re.IGNORECASE,
)
_CARDINALS = words.CARDINALS
# A count of two or more joined to a noun: "five-state", "a 3-dimensional" (not "one-step",
# "one-hot", "zero-sum": terms of their own).
_COUNTS = "|".join(sorted(_CARDINALS - {"zero", "one"}, key=len, reverse=True))
_COUNT_MODIFIER = re.compile(
    rf"(?:(?:a|an|the)\s+)?(?:{_COUNTS}|[2-9]|\d\d+)"
    r"(?:-[a-z]+)+",
    re.IGNORECASE,
)


# A count that may be cut from the plural noun it counts ("[Contrast two] kinds"), and the
# words that make a count of several words ("a hundred", "point eight", "and a half").
_NOUN_COUNTS = words.wordset(
    "two three four five six seven eight nine ten eleven twelve twenty hundred thousand"
)
_NUMBER_PARTS = words.wordset("a an and point minus plus hundred thousand million billion half")
_PLURAL_NOUN = re.compile(r"[a-z][a-z-]*[^s\W]s")


# Prepositions whose object names the setting of a claim ("in", "during", "for" a field or
# a method), not one of its terms.
_SETTING_PREPOSITIONS = frozenset(["in", "for", "during", "after"])


_COUNT_CUT = "a count cut from the noun it counts ('[Contrast two] kinds')"


def _count_cut_from_noun(text: str, cut: Cut, words: list[str]) -> bool:
    """Does the blank end with a count whose plural noun stays outside it, after words of
    its own ("[Contrast two] kinds of mistake", "the [difference between two] agents")?
    Blind graders, sets 1-87: 2 GOOD, 5 WEAK, 7 BAD verdicts of 14; set 88's "[Contrast
    two] kinds" BAD for both."""
    following = _WORD.search(text, cut.end)
    return (
        len(words) > 1
        and (words[-1] in _NOUN_COUNTS or words[-1].isdigit())
        and words[-2].isalpha()
        and not _DIGITS_OR_NUMBER_WORD.fullmatch(words[-2])
        and words[-2] not in _NUMBER_PARTS
        and following is not None
        and following.start() == cut.end + 1
        and _PLURAL_NOUN.fullmatch(following.group(0)) is not None
        and following.group(0) not in _FUNCTION_WORDS
        and following.group(0) not in _AUXILIARIES
        and not is_verb(following.group(0))
    )


# An item of a list introduced by its place alone: "The first is", "A second problem is".
_PLACE_IN_LIST = re.compile(
    r"(?:^|[.!?;:]\s+)(?:the|a|an)\s+(?:first|second|third|fourth|fifth|last|final|next|other)"
    r"(?:\s+[a-z-]+){0,2}?\s+(?:is|are|was|were)\s+$",
    re.IGNORECASE,
)


# One word coordinated with one other: "[...] and time", "drops or [...]".
_CONJUNCT_AFTER = re.compile(r"\s+(?:and|or|nor)\s+(?P<peer>[\w-]+)")
_CONJUNCT_BEFORE = re.compile(r"(?:^|\s)(?P<peer>[\w-]+)\s+(?:and|or|nor)\s+$")
_NAMED_BEFORE = re.compile(_NAMING_LEAD + "$", re.IGNORECASE)


def one_word_conjunct(text: str, cut: Cut) -> bool:
    """Is the blank one word (no number) coordinated with one word the card shows: a peer
    before it ("bucketing or [...]"), or after it that is no verb, pronoun or determiner
    opening a clause of its own ("[...] and coverage", not "[...] and rises", "[...] and the
    share")? The peer cues the blank's kind, and an open class of words fits beside it."""
    answer = text[cut.start : cut.end].strip()
    if not re.fullmatch(r"[A-Za-z][\w-]*", answer):
        return False
    if _NAMED_BEFORE.search(text[: cut.start]):
        return False  # "also called a [trajectory] and written tau": the name it is given
    after = _CONJUNCT_AFTER.match(text, cut.end)
    if after is not None:
        peer = after.group("peer").lower()
        return not (_opens_a_phrase(peer) or is_verb(peer))
    before = _CONJUNCT_BEFORE.search(text[: cut.start])
    return before is not None and not _opens_a_phrase(before.group("peer").lower())


def _opens_a_phrase(word: str) -> bool:
    """Is the (lower-case) word a determiner, pronoun or function word, which opens a phrase
    of its own rather than being one word's peer?"""
    return word in _DETERMINERS or word in _PRONOUNS or word in _FUNCTION_WORDS


# An illustration opened earlier in the blank's clause: "like …", "such as …", "say …".
_EXEMPLIFIED = re.compile(
    r"\b(?:like|such\s+as|for\s+example|for\s+instance|e\.g\.|say)\b[^.;:!?,]*$", re.IGNORECASE
)


def _opens_with_number(answer: str) -> bool:
    """Does the text open with a number, in digits or words ("fifty", "150 characters")?"""
    first = _WORD.findall(answer)[:1]
    return bool(first) and (
        _DIGITS_OR_NUMBER_WORD.fullmatch(first[0]) is not None
        or re.fullmatch(r"[\d.,]+%?", first[0]) is not None
    )


# People in general as the doers of a practice: "teams", "practitioners", "most users".
_GENERIC_AGENT = re.compile(
    r"(?:(?:many|most|some|all|the)\s+)?(?:teams|people|practitioners|researchers|engineers|"
    r"developers|users|folks|labs|companies|organi[sz]ations)",
    re.IGNORECASE,
)


def rejection(
    text: str, cut: Cut, *, title: str = "", example: bool = False, instance: bool = False
) -> str | None:
    """Why a deletion makes a poor card (None when it is acceptable).

    The rules are about the shape of the deleted words, not about particular
    words: a deletion is a whole phrase (it neither starts nor ends with a
    conjunction, a preposition or an article), it is not a bare negation (a
    yes/no guess), it holds no pronoun (whose referent the card does not
    show), it is not a relational word the sentence's parallel structure gives
    away ("the same"), nor words of the lesson's title, nor a count of the
    example's own items ("all [three] robots"), nor a value of the example.
    """
    severe = _malformed(text, cut)
    if severe is not None:
        return severe
    answer = text[cut.start : cut.end].strip()
    if _NAMING_WORDS.match(answer):
        return "the words that introduce a name ('called …'): the name alone is the answer"
    if _ATTENTION_IMPERATIVE.match(answer) and _OPENS_ITS_CLAUSE.search(text[: cut.start]):
        # "Now [watch how a policy] fakes citations …", "Finally, [watch what the reward]
        # measures": the narrator's direction to the listener, not a fact (graders, such
        # blanks: 5 BAD, 3 WEAK, 0 GOOD of 8 verdicts).
        return "an imperative of attention ('watch how …'): a signpost, not a fact"
    words = [w.lower() for w in _WORD.findall(answer)]
    if all(w in _FUNCTION_WORDS or w in _RELATIONAL or w in _DETERMINERS for w in words):
        return "given away by the sentence's parallel structure"
    if _GENERIC_AGENT.fullmatch(answer):
        # "[Teams] therefore keep a larger pool", "points at the key rather than at the
        # [people]": who does it in general is not what the sentence teaches (graders, such
        # blanks of sets 1-143: 0 GOOD, 9 WEAK, 3 BAD of 12 verdicts)
        return "a generic agent ('Teams', 'people'): who does it is not the point"
    if all(w in _FUNCTION_WORDS or w in _ADVERBS or w in {"there", "here"} for w in words):
        return "only adverbs ('still there'): no content to recall"
    if _PERSON_NAME.fullmatch(answer) and (
        _NAME_AND.search(text, 0, cut.start) or _AND_NAME.match(text, cut.end)
    ):
        # "Sutton and [Barto] show this on a testbed", "[Zhang] and Sutton found …": one of a
        # pair of people's names, who said it (graders, sets 1-189: 0 GOOD, 16 WEAK of 16)
        return "a name of a pair of authors: who said it is not the point"
    if re.search(r"\b(?:the|a|an)\s+$", text[: cut.start], re.IGNORECASE) and any(
        w in {"the", "a", "an"}
        and words[k - 1] not in _PREPOSITIONS
        and words[k - 1] not in _FUNCTION_WORDS
        and words[k - 1] not in _MORE_PREPOSITIONS
        for k, w in enumerate(words[1:], 1)
    ):
        # "The [label the model] sees favours …": after an article the blank must be one noun
        # phrase, and a second article with no preposition before it starts another (a
        # relative clause without its "that").
        return "two noun phrases in one blank (a clause without its 'that')"

    def verb_after() -> bool:  # (asked only of a blank holding "as")
        following = _WORD.search(text, cut.end)
        return following is not None and is_verb(following.group(0).lower())

    closed = re.match(r"\s*(?:[,;:.!?)”\"’—–]|$)", text[cut.end :])
    if closed is None and any(
        w in _SUBORDINATORS_INSIDE
        or (w == "as" and words[k - 1] not in {"such", "well", "same"} and verb_after())
        for k, w in enumerate(words[1:], 1)
    ):
        # "The [saving shrinks as answers] get longer": the blank opens a subordinate clause
        # and stops inside it.
        return "half of a subordinate clause"
    word_before = _WORD.findall(text[: cut.start])[-1:]
    if (
        re.fullmatch(r"[A-Z][A-Z0-9]+s?", answer)
        and word_before
        and word_before[0].lower() in _SETTING_PREPOSITIONS
    ):
        # "In [RL] fine-tuning, the reward …", "a reward model for [RLHF]": an acronym that
        # only sets the scene of the claim, the field or method it happens in, not its point
        # (graders, sets 1-113: 9 GOOD of 60 verdicts after these four, against 65 of 146
        # elsewhere; after "with" or "like", comparing methods, 8 of 18).
        return "an acronym in a phrase that sets the scene ('In [RL] fine-tuning …')"
    if words in (["one"], ["ones"]):
        # "no choice of β will produce [one]", "three labels instead of [one]": the pronoun,
        # or the unmarked count the rest implies (graders: 0 GOOD of 18 verdicts).
        return "a lone 'one': a pronoun or the count the rest implies"
    if [w for w in words if w not in _DETERMINERS] in _DEFAULT_MAGNITUDES:
        # "drives entropy toward [zero]", "cuts that error in [half]", "pays [nothing]": the
        # first value anyone would guess, rarely the point (graders: 15 GOOD of 60 verdicts,
        # none of 14 after "toward", "to", "near" or "by").
        return "a default magnitude alone ('toward [zero]', 'in [half]'): the first guess"
    if (
        words
        and words[0] in _RELATIONAL_FIRST
        and word_before
        and word_before[0].lower() in _DETERMINERS
    ):
        # "The [same policy] now earns …", "the noise at the [next]", "the [next three
        # evaluations]": same as, or next after, something the card does not show (blind
        # graders, sets 1-47: 0 GOOD, 12 WEAK, 2 BAD verdicts of 14).
        return "same as, or next after, something the card does not show"
    if len(words) > 1 and (words[-1] in _INDEFINITE_PRONOUNS or words[-1] in _SUBJECT_PRONOUNS):
        following = _WORD.search(text, cut.end)
        if following is not None and (
            following.group(0).lower() in _FINITE_AFTER_SUBJECT or is_verb(following.group(0))
        ):
            # "A [gap nobody] would notice …": the blank ends on the subject of a clause
            # (a relative clause without its "that") whose verb stays outside.
            return "half a clause: a subject pronoun whose verb stays outside"
    if words and words[-1] == "ones" and len(words) <= 3:
        # "The tokens to worry about are [the rare ones]": "ones" stands for a noun the
        # card leaves to the reader; what is asked is one adjective among many that fit.
        return "a noun left out ('the rare ones'): one adjective among many"
    if cut.start == 0 and len(words) == 1 and _ARITHMETIC_GERUND.fullmatch(words[0]):
        # "[Multiplying] gives twenty-four million tokens", "[Averaging] …": the operation
        # of a worked result as the subject, its operands in another sentence (graders,
        # sets 1-57: 4 BAD verdicts of 4).
        return "the operation of a worked result as the subject ('[Multiplying] gives …')"
    if words and words[0] in _INDEFINITE_PRONOUNS:
        # "[Everything] depends on that condition", "[Nothing in the reward] tells the model
        # …", "there is [nothing to imitate]": a pronoun that stands for anything the rest
        # allows (blind graders, sets 1-45: 5 GOOD, 29 WEAK, 10 BAD verdicts of 44).
        return "an indefinite pronoun ('everything', 'nothing …'): many things fit"
    if (
        cut.start == 0
        and words
        and words[0] in _OPENING_SUBORDINATORS
        and not re.match(r"\s*,", text[cut.end :])
    ):
        # "[Where a trusted verifier] exists, …": half of the opening clause
        return "half of the sentence's opening clause"
    if re.match(r"\s*:", text[cut.end :]) and opens_with_a_label(answer.strip()):
        # "This is [the key contrast with epsilon-greedy]: …", "MAML has [a property RL²
        # lacks]: …": a label whose content the clause after the colon gives (graders,
        # such blanks of sets 1-58: 0 GOOD, 17 WEAK, 7 BAD verdicts).
        return "a label that the clause after its colon explains"
    if _RELATION_TO_UNSHOWN.search(answer.strip()):
        return "a relation ('the opposite …') to something the card does not show"
    if _PASSAGE_AFTER.match(text, cut.end) and (
        _REPORTED.search(answer) or re.match(r"(?:the|these|those)\s", answer, re.IGNORECASE)
    ):
        # set 259: "a remedy … address [both effects described] above" (graders: BAD)
        return "points to a passage before ('… described above'), which the card does not show"
    if _INSTANCE_LABEL.fullmatch(answer.strip()):
        # "[Model Y] has a raw win rate of 54%", "[Policy B] earns 3 …": a letter the example
        # names its cases by (graders, such blanks of sets 1-180: 0 GOOD, 6 WEAK, 4 BAD)
        return "the letter an example names a case by ('Model Y'): made up, nothing to recall"
    if _POINTER.match(answer) or _ORDINAL_ITEM.search(answer):
        # "visit [the second state]", "anything in [the earlier group of four]", "The
        # [second ingredient]", "[a third protected channel]": which item of a sequence
        # the lesson set out it was, not a concept; the card does not set the sequence out
        # (graders, such blanks inside the phrase: 1 GOOD, 3 WEAK, 7 BAD verdicts).
        return "points to an item of an example ('the second …'), not a concept"
    if re.match(r"(?:rather|other)\s+than\b|instead\s+of\b", answer, re.IGNORECASE):
        return "half a comparison ('rather than …'): the other half gives it away"
    if _FOIL_BEFORE.search(text[: cut.start]):
        # "the solved problem rather than the [attempt]", "discards data rather than
        # [down-weighting] it": the alternative a sentence sets aside is the foil of what
        # it asserts, which stays in view; the blank asks for an opposite (graders, sets
        # 1-66: 8 GOOD, 46 WEAK verdicts of 54; the asserted half before "rather than" or
        # after ", not": 47 GOOD of 62).
        return "the alternative set aside ('rather than [...]'): the asserted half gives it away"
    if re.search(r"\d\s*$", answer) and re.match(r"\s*(?:,|and\b|or\b)\s*[−-]?\d", text[cut.end :]):
        return "one number of a list ('features 1 and 2'): splits the list"
    if _UNANCHORED.search(answer) and not _ANCHOR.search(text[cut.start :]):
        # "produces [a different target]": different from what, the card does not say.
        return "a comparison without what it compares with: many answers fit"
    if empty_label(answer):
        # "supply [the classic examples]", "is [the broader name] for …": a shell noun
        # with only an evaluation names nothing by itself.
        return "a shell noun with only an evaluation ('the classic examples'): many fit"
    if _VALUE_AND_NOUN.fullmatch(answer):
        # "Even a [good estimate] says nothing …", "samples [new pairs]", "a [common
        # implementation] keeps …": an adjective of value or age (Dixon's semantic types)
        # on one noun says how the thing is judged, not what it is; many phrases fit
        # (graders, such blanks of sets 1-66: 10 GOOD, 89 WEAK, 15 BAD verdicts of 114; the
        # adjectives are those of the verdicts, no others).
        return "a judgement of one noun ('a [good estimate]'): many phrases fit"
    if (
        cut.start == 0
        and word_count(text[cut.end :]) <= MAX_RELATED_PREDICATE_WORDS
        and _RELATED_TO_BEFORE.search(text[cut.end :])
    ):
        # "[Latency] deserves the same treatment", "[Credit] also leaks across positions",
        # "[Ranking quality] falls off with length, too": a short predicate that relates its
        # subject to something said before leaves any subject of that kind possible (graders,
        # such blanks of sets 1-63: 3 GOOD, 17 WEAK, 36 BAD verdicts).
        return "the subject of a short predicate that likens it to what came before: many fit"
    if half_of_a_symmetric_pair(text, cut):
        # "Listwise and [pairwise losses] also differ in …", "[Binary reward] and partial
        # credit therefore disagree …": the two things compared are the lesson's pair, and
        # one recalls the other (graders, such blanks of sets 1-64: 1 GOOD, 13 WEAK).
        return "one of two things the sentence compares ('A and [...] differ'): the other gives it"
    if re.search(r"\b(?:the|this|that|our|an?)\s+$", text[: cut.start], re.IGNORECASE) and (
        _LABELLED_CASE.match(text, cut.end)
    ):
        # "Back in the [single-state] example", "the [best-known] failure case": which
        # example the lesson means, not a fact (graders, such blanks of sets 1-65: 0 GOOD,
        # 6 WEAK, 1 BAD verdicts).
        return "the label of an example or a case ('the [...] example'): a pointer, not a fact"
    if _ON_THE_LEARNER.fullmatch(answer.strip()):
        # "Two tokens are [easy to confuse]", "assumptions that are [easy to forget]": what
        # the speaker says of the learner's attention, not of the subject (graders, such
        # blanks of sets 1-63: 0 GOOD, 1 WEAK, 5 BAD verdicts).
        return "a remark on the learner's attention ('easy to confuse'), not a fact: many fit"
    if _VAGUE_PHRASE.match(answer):
        # "search its Q-table for [the corresponding value]": a noun whose only
        # modifier points elsewhere in the sentence names nothing by itself.
        return "a vague phrase (a noun with a relational modifier): many answers fit"
    if _spelled_by_acronym(answer, f"{text[: cut.start]} {text[cut.end :]} {title}"):
        # "[Reinforcement learning] with verifiable rewards, or RLVR, …": the acronym in view
        # spells the words asked for.
        return "spelled by an acronym in view ('RLVR' → [Reinforcement Learning])"
    if _completes_an_expansion(text, cut, f"{text[: cut.start]} {text[cut.end :]} {title}"):
        # "NEFTune, short for noisy embedding [fine-tuning]": the words before the blank and
        # the acronym's letters leave one word to fill (sets 178 and 179: WEAK, four verdicts)
        return "completes the expansion of an acronym in view ('NEFT' → noisy embedding [...])"
    if title and given_away(answer, title):
        return "given away by the lesson's title"
    rest = {_stem(w) for w in _WORD.findall(text[: cut.start] + " " + text[cut.end :])}
    content = [
        w
        for w in words
        if w not in _FUNCTION_WORDS and w not in _DETERMINERS and w not in _ADVERBS and len(w) > 1
    ]
    if len(content) > 1 and sum(_stem(w) in rest for w in content) * 2 >= len(content):
        return "half of it stays visible in the sentence"
    if cut.why == "who or what acts" and re.fullmatch(r"[A-Za-z]{3,}ing", answer.split()[0]):
        gerund = words[0] not in {"nothing", "something", "anything", "everything"}
        if gerund and len(words) > 1 and (words[1] in _DETERMINERS or words[1] in _PREPOSITIONS):
            # "[Halving the temperature] has moved …": an action told by a gerund clause,
            # not a name for anything.
            return "a gerund clause as the subject: an action, not a name"
    if (
        re.fullmatch(r"[A-Za-z]{3,}ing", answer.split()[0])
        and len(words) > 1
        and words[1] in _DETERMINERS
        and re.match(r"\s+(?:an?|the)\s", text[cut.end :], re.IGNORECASE)
    ):
        # "by [giving the policy] a reward after each step": a gerund's second object
        # stays outside, so the blank is half a clause.
        return "half a clause (a gerund whose second object stays outside)"
    if cut.why == "who or what acts" and re.search(
        r"(?:^|\s)(?:each|every|any)\s+$", text[: cut.start], re.IGNORECASE
    ):
        # "Each [real transition] does two jobs": any one of a kind; what the predicate
        # says of it is the point.
        return "a distributive subject ('Each [...]'): the predicate is the point"
    coordinated = bool(re.search(r"\b(?:and|or)\b", answer))
    if (
        len(content) > 1
        and not has_number(answer)
        and not coordinated
        and _stem(content[0]) in rest
    ):
        # "A [policy gradient method] adjusts the parameters of a policy …": the word
        # that names which one is in view.
        return "its first word stays visible in the sentence"
    others = [w.lower() for w in _WORD.findall(text[: cut.start] + " " + text[cut.end :])]
    roots = {w[:6] for w in others if len(w) >= 6}

    def seen(w: str) -> bool:
        if "-" in w:  # "policy-based" next to "the policy": its head part is in view
            head = w.split("-")[0]
            return len(head) >= 5 and (head in others or head[:6] in roots)
        # "performs badly" → "[bad policy]", "a weakness" → "[weak]": one word's derivation.
        derived = any(w + suffix in others for suffix in ("ly", "ness", "ity"))
        return derived or w in others or (len(w) >= 6 and w[:6] in roots) or _graded(w, others)

    if content and all(seen(w) for w in content):
        return "given away by a word of the same root in the sentence"
    before = [w.lower() for w in _WORD.findall(text[: cut.start])[-1:]]
    if before and (before[0], words[0]) in _IDIOMS:
        return f"half a fixed phrase ('{before[0]} {words[0]} …')"
    if (
        cut.why == "what the verb acts on"
        and len(words) > 1
        and _COMPLEX_TRANSITIVE.search(text[: cut.start])
    ):
        # "keeps [the policy close] to …", "lets [the agent recover] when …": the object
        # and its complement, two things in one blank.
        return "the object of 'keeps/makes/lets …' with its complement: two things in one blank"
    # A clause's blank is given away when its first word (a predicate's head: "but
    # [biased by …]" after "unbiased") has its opposite in view; a phrase by any word.
    # ("[pushed down gently]" after "pushed up hard": a word repeated from the view tells
    # nothing, so the first word that is new is the clause's head.)
    fresh = [w for w in content if w not in others]
    opposable = fresh[:1] if cut.why in _CLAUSE_CUTS else content
    if any(_antonyms(w, o) for w in opposable for o in others):
        # "can beat [majority] voting when the answer is a minority": its opposite in view.
        return "its opposite is in view ('minority' → [majority]): a guess"
    if _CONTRAST_WORDS.search(text) and _pair_half(answer, others):
        return "one half of a contrasted pair whose other half is in view ('response-level')"
    paired = re.fullmatch(r"[A-Za-z]+-([A-Za-z]+)", answer)
    if (
        paired
        and (re.search(r"\b(?:as|like)\b", text) or _CONTRAST_WORDS.search(text))
        and re.search(
            rf"(?<![\w-])(?!{re.escape(answer)}\b)[A-Za-z]+-{paired.group(1)}\b",
            text[: cut.start] + " " + text[cut.end :],
            re.IGNORECASE,
        )
    ):
        # "Those AI-labelled pairs train …, exactly as [human-labelled] pairs would": the
        # compound's pair in view leaves only its first half to guess.
        return "one of a pair of compounds whose other half is in view ('AI-labelled')"
    if _ARITHMETIC_VERB.match(answer) and (
        has_number(answer) or _GIVES_A_NUMBER.match(text[cut.end :]) is not None
    ):
        # "[Dividing 12.3 by 0.0625] gives 196.8", "[Multiplying] the two …", "[Averaging
        # per-question ratios] …": a step of the arithmetic, which the rest of the sentence
        # gives or leaves open (blind graders: 5 GOOD, 13 BAD of 44 verdicts on such blanks).
        return "an arithmetic operation ('[Dividing 12.3 by 0.0625] gives …'): a step, not a fact"
    if _percent_of_a_shown_value(text, cut, title):
        # "\\(0.99^{100} \\approx 0.366\\), so about [37%] of the gap", "off by a factor of
        # 1.032, an error of about [3.2%]": the percentage a decimal on the card already is
        # (as it is, its complement, or its excess over one). Blind graders: 5 GOOD of 32
        # verdicts on such blanks.
        return "a percentage a number the card shows gives (0.366 → [37%])"
    if (
        _NEAR.search(text[: cut.start])
        and only_number(_SIGN_WORD.sub("", answer))
        and not _SCALE_END.fullmatch(answer.strip())
    ):
        # "A confident token near [-0.05] sits …", "rates near [0.95]": a point picked to
        # illustrate, any nearby value fits (blind graders: 6 BAD of 8 verdicts; a scale's end,
        # "near [0 or 1]", is a limit, not an illustration).
        return "an illustrative value ('near [0.95]'): any nearby value fits"
    if _EXAMPLE_LIST.search(text[: cut.start]) and not has_number(answer):
        # "agents such as [DQN] and actor-critic methods", "as with robots or [medical
        # decisions]": one example among others; many fit the blank.
        return "one example of a list of examples ('such as …'): many fit"
    if len(words) == 1 and words[0] in _TIME_ADJECTIVES:
        # "[Later] experiments at Google compared …": when, not who; any time word fits.
        return "a word of time or order ('[Later] experiments'): not what the sentence is about"
    demonstrative = [w.lower() for w in _WORD.findall(text[: cut.start])[-1:]]
    if (
        len(words) <= 2
        and demonstrative
        and (
            demonstrative[0] in {"this", "these", "those", "both", "either", "neither"}
            or (demonstrative[0] == "that" and cut.why in _NOUN_CUTS)
        )
        and not is_verb(words[0])
        and not has_number(answer)
        and _ends_noun_phrase(text, cut.end)
    ):
        # "That [speed-up] is paid for up front", "Those [shared errors] are …": the noun of
        # a demonstrative names what a sentence before said, which gives it away or is
        # missing (graders: 3 GOOD of 16 such blanks); so does the noun after "both",
        # "either" or "neither" ("Both [failures] show up as …": 2 GOOD of 20 verdicts).
        return "the noun of a demonstrative ('That [speed-up]'): it points back"
    if len(words) == 1 and words[0] in _REPUTATION_ADJECTIVES:
        # "A [well-known] story involves …": how known it is, not what it says.
        return "an adjective of reputation ('a [well-known] story'): not what the sentence says"
    if words[0] in _ORDINALS and len(words) >= 2 and words[1] in _EDITIONS:
        # "the [second version of SAC] learns …": which release, not what it does.
        return "which version or edition ('the [second version of …]'): trivia"
    article = _WORD.findall(text[: cut.start])[-1:]
    if (_MAGNITUDE.fullmatch(answer) and not _DIGIT.search(answer)) or (
        words in (["thousand"], ["hundred"], ["million"], ["billion"], ["dozen"])
        and [w.lower() for w in article] in (["a"], ["an"])
    ):
        # "wander for [thousands of steps]", "a [thousand] samples buy almost nothing": a size
        # said for effect, not a value the lesson works with (graders: 2 GOOD of 10).
        return "a rough magnitude said for effect ('[thousands of] steps'): trivia"
    opening_gerund = re.fullmatch(r"[A-Z][a-z]+ing", answer)
    following = _word_after(text, cut.end)
    if (
        opening_gerund is not None
        and cut.start == 0
        and following is not None
        and following.group(0).islower()
        and following.group(0) not in _FUNCTION_WORDS
        and not _is_adverb(following.group(0))
        and not is_verb(following.group(0))
    ):
        # "[Designing] options by hand demands …": the gerund's object stays in view, and
        # the verb that acts on it is a guess (graders: 1 GOOD of 4).
        return "the verb of a gerund phrase whose object stays in view ('[Designing] options')"
    if words[0] in _ORDINALS and len(words) <= 2 and cut.why in _NOUN_CUTS:
        return "an ordinal of the lesson's own sequence ('the [second stage]'): trivia"
    quantified = _WORD.findall(text[: cut.start])[-1:]
    if len(words) == 1 and quantified and quantified[0].lower() in _VAGUE_QUANTIFIERS:
        return "one word after 'several/many/some': any of a kind fits"
    tail = [w.strip(".,;:!?”\"’'()") for w in text[cut.end :].split()]
    if words[0] in _SMALL_COUNTS and (len(words) == 1 or not tail or tail[0] != "of"):
        return "a count of the lesson's own items (trivia)"
    if quantified and quantified[0].lower() in _GROUP_DETERMINERS and only_number(answer):
        # "when all [sixteen] are wrong": the size of the example's group
        return "a count of the lesson's own items (trivia)"
    lead = _LEADING_SUBORDINATE.match(text)
    if lead is not None and cut.end <= lead.end() and len(words) == 1 and words[0].islower():
        return "one word of a leading 'when/if …' clause: the fact is in the main clause"
    if _QUANTITY_OF.search(text[: cut.start]):
        return "the object of a quantity phrase ('a lot of [time]'), a guess"
    if len(words) == 1 and words[0] in _BINARY:
        other = _BINARY[words[0]]
        if re.search(rf"\b{other}\b", text[: cut.start] + " " + text[cut.end :], re.IGNORECASE):
            return f"one of the pair zero/one: '{other}' on the card gives it away"
    if len(words) == 1 and words[0] in _NUMBER_WORDS:
        before = [w.lower() for w in _WORD.findall(text[: cut.start])[-2:]]
        if before and before[-1] in _INDEXED:
            return "a name ('state zero', 'step one'), not a quantity"
        if before == ["at", "least"] or (
            before[-1:] == ["to"] and len(before) == 2 and _stem(before[0])[:7] in _SUMS
        ):
            return "a number the collocation gives away ('sum to one', 'at least one')"
    numeric = cut.why == "the number it states" or only_number(answer)
    if example and numeric:
        return "a value of the lesson's example, not a general fact"
    # A sentence that works a result out ("…, so the estimate is 3/5 = 0.6") makes up
    # the inputs before it: "3 of [the 5] are correct".
    computes = re.search(r"=|\b(?:comes?\s+to|so\s+the\s+\w+\s+is)\b", text[cut.end :])
    made_up = instance or sets_up_instance(text) or computes is not None
    worked = states_result(text, cut.start)
    # A setting of the instance ("at [temperature 0.8]", "[k = 8] samples") is made up too.
    setting = has_number(answer) and len(words) <= MAX_SETTING_WORDS
    if (numeric or setting) and made_up and not worked:
        # "Say … and beta is [point one]", "imagine … with a KL of [twelve]": an input the
        # example makes up, not a result worked out from its inputs.
        return "a value the lesson's example makes up (an input, not its result)"
    head = text[: cut.start]
    in_view = text[: cut.start] + " " + text[cut.end :]
    if "-" in answer and len(words) == 1:
        parts = [_stem(x) for x in answer.lower().split("-") if x]
        visible = {_stem(w.lower()) for w in _WORD.findall(in_view)}
        if len(parts) > 1 and all(x in visible or x in _NUMBER_WORDS for x in parts):
            # "With four equally likely actions, … any [four-action] policy": the compound
            # is made of words in view.
            return "a compound of words the card shows ('four … actions' → '[four-action]')"
    after_words = [w.lower() for w in _WORD.findall(text[cut.end :])[:1]]
    if len(words) <= 2 and words[-1] in _INFINITIVE_SHELLS and after_words == ["to"]:
        # "never gets [the chance] to show …": the noun's content is the infinitive after it.
        return "a noun whose content is the infinitive after it ('[the chance] to …')"
    before_words = [w.lower() for w in _WORD.findall(text[: cut.start])[-2:]]
    if before_words[-1:] and before_words[-1] in _ADVERBS | _NEGATORS:
        before_words = before_words[:-1]  # "could never [reach]"
    if (
        len(words) == 1
        and before_words[-1:]
        and before_words[-1] in _PERFECT_AUXILIARIES | _MODALS | {"to"}
        and not has_number(answer)
        and not re.search(r"\w", text[cut.end :])
    ):
        # "what the loop has [taught].", "a state the environment could never [reach].",
        # "cheap and easy to [schedule].": a verb that ends the sentence only completes its
        # auxiliary, modal or "to", a guess (blind graders: 0 GOOD of 18 verdicts).
        return "a verb that only completes its auxiliary at the sentence's end"
    if _spelled_out(in_view, answer):
        return "an acronym whose words the card shows ('Rejection sampling fine-tuning … [RFT]')"
    if re.search(r"[“\"‘']\s*$", head) and re.match(r"[.,;:!?]?\s*[”\"’']", text[cut.end :]):
        return "a quoted example string (the lesson's own wording), not a fact"
    if head.count("(") > head.count(")") and ")" in text[cut.end :]:
        return "an aside in parentheses, not the point of the sentence"
    noun = cut.why in _NOUN_CUTS or cut.why == "a technical word"
    if noun and text[cut.end :].lstrip().startswith("of "):
        return "half a noun phrase (its 'of' complement stays outside)"
    if cut.why not in _CLAUSE_CUTS and cut.why != "the number it states" and _named_peer(text, cut):
        return "one of several named items (acronyms, names): any of them fits the blank"
    if (
        len(words) == 1
        and _COMPARATIVE.fullmatch(words[0])
        and words[0] not in _FUNCTION_WORDS
        and words[0] not in _ADVERBS
        and _LINKED.search(text[: cut.start])
    ):
        # "as problems get [easier]", "the new policy is [better]": a comparative after a
        # linking verb is one of two directions, a guess (graders, sets 1-75: 1 GOOD of 14
        # verdicts, and "easier" BAD where "harder" fits as well)
        return "a lone comparative ('gets [easier]'): one of two directions, a guess"
    if _COUNT_MODIFIER.fullmatch(answer) and not all(
        part in _CARDINALS for part in answer.lower().split("-")[1:]
    ):
        # "on a [five-state] chain", "a [two-player] game": the size of the example's
        # setting (graders, sets 1-75: 8 GOOD, 24 WEAK, 6 BAD verdicts of 38)
        return "a count as a modifier ('a [five-state] chain'): the example's size"
    return _made_up_or_paired(head, answer, words) or _collocation(text, cut, words)


MAX_SETTING_WORDS = 3
"""A blank this short holding a number names a setting ("temperature 0.8"), not a fact."""
# A sentence that makes up an instance ("Say …", "imagine …", "suppose …"), and the words
# that introduce a value worked out from others ("comes to", "so … is", "gives", "=").
# The narration sets an instance up in the imperative ("Take ε = 0.2 and …", "Now let the
# student's distribution be …", "Suppose …") or in a counterfactual condition ("Had the
# next state been terminal, …", "Were the margin zero, …"): its values are made up.
_EXAMPLE_VALUE = re.compile(words.SETS_UP, re.IGNORECASE)
_RESULT = re.compile(
    r"(?:\b(?:comes?\s+to|gives?|yields?|equals?|totals?|works?\s+out\s+to|results?\s+in|"
    r"so|therefore|thus|which\s+is|about|roughly|approximately|nearly|almost)\b|"
    # "the sigmoid of one is [about point seven three]": a function of a value
    r"\bof\s+[\w.]+\s+(?:is|are)\b)[^,;=]*$|=\s*$",
    re.IGNORECASE,
)

# "If observed return is point eight and the baseline is point five, advantage is [...]":
# the value after a leading condition that holds the inputs is worked out from them.
_CONDITIONED = re.compile(r"^(?:if|when|with|given)\b.*,[^,;]*$", re.IGNORECASE)


# Prepositional idioms: a blank that starts at their second word cuts the idiom in two.
_IDIOMS = frozenset(
    [
        *(("at", "least"), ("at", "most"), ("in", "place"), ("in", "terms"), ("on", "top")),
        *(("in", "front"), ("in", "spite"), ("by", "means"), ("as", "well"), ("in", "favor")),
        ("in", "favour"),
        *(("the", "cost"), ("the", "expense")),
        *(("in", "fact"), ("in", "principle"), ("in", "practice"), ("in", "general")),
        *(("on", "average"), ("of", "course"), ("by", "default"), ("in", "turn")),
        *(("at", "all"), ("for", "good"), ("in", "total"), ("at", "once")),
        *(("its", "own"), ("their", "own"), ("our", "own"), ("your", "own")),
    ]
)
# Verbs whose object takes a complement ("keeps the policy close", "makes the task easy").
_COMPLEX_TRANSITIVE = re.compile(
    r"\b(?:keeps?|kept|makes?|made|leaves?|left|lets?|push(?:es)?|pushed|renders?|helps?)\s+$",
    re.IGNORECASE,
)
_CONTRAST_WORDS = re.compile(
    r"\b(?:than|while|whereas|versus|vs|unlike|instead\s+of|not|but|yet)\b", re.IGNORECASE
)
# An imperative that turns the listener's attention ("watch how", "notice that", "consider
# a state where …"), opening its clause (after at most a discourse adverb).
_ATTENTION_IMPERATIVE = re.compile(
    r"(?:watch|notice|note|consider|imagine|picture)\s+(?:how|what|why|whether|that|a|an|the)\b",
    re.IGNORECASE,
)
_OPENS_ITS_CLAUSE = re.compile(
    r"(?:^|[.;:!?]\s+)\W*(?:(?:now|finally|first|next|then|so|and|but|here)\s*,?\s+)?$",
    re.IGNORECASE,
)
# A list of examples open before the blank, within its clause.
_EXAMPLE_LIST = re.compile(
    r"\b(?:such\s+as|e\.g\.|for\s+(?:example|instance)|including|as\s+with)\s+[^,;:.()—]*$",
    re.IGNORECASE,
)


# Prefixes that make opposites of one stem ("majority/minority", "online/offline",
# "biased/unbiased", "overfit/underfit", "increase/decrease").
_OPPOSED_PREFIXES = (
    ("maj", "min"),
    ("max", "min"),
    ("in", "de"),
    ("over", "under"),
    ("up", "down"),
    ("work works worked working succeed succeeds", "fail fails failed failing"),
    ("on", "off"),
    ("pos", "neg"),
    ("inner", "outer"),
    ("un", ""),
    ("in", ""),
    ("im", ""),
    ("ir", ""),
    ("il", ""),
    ("non", ""),
    ("non-", ""),
    ("dis", ""),
)


# Opposites and converses of general English (not of any lesson), each side with its
# inflected forms: a blank whose word has its opposite in view is completed by
# contrast ("an earlier part" → "[a later part]", "a larger teacher" → "[a small
# student]", "its strengths" → "[its mistakes]", "rejected" → "[chosen]").
_OPPOSITES = (
    ("early earlier earliest", "late later latest"),
    ("small smaller smallest little tiny", "large larger largest big bigger biggest huge"),
    ("strength strengths strong stronger", "weakness weaknesses weak weaker mistake mistakes"),
    ("strength strengths", "flaw flaws error errors fault faults"),
    ("accept accepts accepted acceptance", "reject rejects rejected rejection"),
    ("chosen choose chooses preferred prefer", "rejected reject rejects dispreferred"),
    ("increase increases increased increasing", "decrease decreases decreased decreasing"),
    ("rise rises rising raise raises", "fall falls falling drop drops lower lowers"),
    ("positive", "negative"),
    ("good better best well", "bad badly worse worst poor poorly"),
    ("before", "after"),
    ("first", "last"),
    ("begin begins beginning start starts", "end ends ending finish finishes"),
    ("teacher teachers", "student students learner learners pupil pupils"),
    ("high higher highest", "low lower lowest"),
    ("more", "less fewer"),
    ("many most", "few fewest"),
    ("long longer longest", "short shorter shortest"),
    ("fast faster fastest quick quickly", "slow slower slowest slowly"),
    ("easy easier easiest", "hard harder hardest difficult"),
    ("true", "false"),
    ("win wins won winner winners", "lose loses lost loser losers"),
    ("gain gains", "loss losses"),
    ("maximum max maximize maximizes", "minimum min minimize minimizes"),
    ("above", "below"),
    ("up", "down"),
    ("push pushes", "pull pulls"),
    ("old older oldest", "new newer newest fresh"),
    ("input inputs", "output outputs"),
    ("forward", "backward backwards reverse"),
    ("cheap cheaper cheapest", "expensive costly"),
    ("simple simpler simplest", "complex complicated"),
    ("success successes succeed succeeds", "failure failures fail fails"),
    ("include includes included", "exclude excludes excluded"),
    ("top", "bottom"),
    ("sparse", "dense"),
    ("local", "global"),
    ("narrow narrower", "broad broader wide wider"),
    ("shallow", "deep deeper"),
    ("add adds added", "remove removes removed subtract subtracts"),
    ("question questions", "answer answers"),
    ("cause causes", "effect effects"),
    ("past", "future"),
    ("online", "offline"),
    ("inside", "outside"),
    ("near nearer", "far farther further"),
    ("agree agrees", "disagree disagrees"),
    ("safe safer", "dangerous unsafe"),
    ("give gives", "take takes"),
    ("parent parents", "child children"),
    ("right correct correctly", "wrong incorrect incorrectly"),
    ("fine finely finer", "coarse coarsely coarser"),
    ("clean cleaner", "noisy noisier dirty"),
    ("random", "systematic"),
    ("rare rarely", "common commonly frequent frequently often"),
    ("full", "empty"),
    ("tight tighter", "loose looser"),
    ("strict stricter", "lenient loose"),
    ("explicit explicitly", "implicit implicitly"),
    ("major", "minor"),
    ("majority", "minority"),
    ("heavy heavier", "light lighter"),
    ("thick", "thin"),
    ("open", "closed"),
    ("on", "off"),
    ("left", "right"),
)
_OPPOSITE_OF: dict[str, frozenset[str]] = {}
for _a, _b in _OPPOSITES:
    for _x, _y in ((_a, _b), (_b, _a)):
        for _w in _x.split():
            _OPPOSITE_OF[_w] = _OPPOSITE_OF.get(_w, frozenset()) | frozenset(_y.split())


@lru_cache(maxsize=8192)
def _antonyms(a: str, b: str) -> bool:
    """Are two words opposites: a pair of general English (:data:`_OPPOSITES`), or made
    by prefixes of one stem (at least three letters)? (Memoised: a lesson asks about
    the same pairs of words for every candidate blank of a sentence.)"""
    a, b = a.lower(), b.lower()
    if a == b:
        return False
    if b in _OPPOSITE_OF.get(a, frozenset()):
        return True
    for p, q in _OPPOSED_PREFIXES:
        for x, y in ((a, b), (b, a)):
            if x.startswith(p) and y.startswith(q):
                stem = x[len(p) :]
                if len(stem) >= 3 and stem == y[len(q) :]:
                    return True
    return False


def _pair_half(answer: str, others: list[str]) -> bool:
    """Is a hyphenated answer one of a pair whose other member shares a part with it and
    stays in view ("response-level rather than [token-level]", "[model-free]" next to
    "model-based")?"""
    for word in _WORD.findall(answer):
        parts = word.lower().split("-")
        if len(parts) != 2 or not all(parts):
            continue
        for other in others:
            pieces = other.split("-")
            paired = pieces[0] == parts[0] or pieces[-1] == parts[1]
            if len(pieces) == 2 and other != word.lower() and paired:
                return True
    return False


def _made_up_or_paired(head: str, answer: str, words: list[str]) -> str | None:
    """Is the blank a number made up to illustrate, or the second half of a parallel pair?"""
    illustration = _ILLUSTRATION.search(head) if has_number(answer) else None
    if illustration is not None and (
        illustration.group("np") or illustration.group("say") or _VALUE_OF.search(answer)
    ):
        # "A baseline that scored [76] with one seed …", "resample, say, [1000] times":
        # a number that makes up an instance illustrates the point; many values fit.
        return "a number made up to illustrate (an instance, 'say …'): many values fit"
    if _opens_with_number(answer) and _EXEMPLIFIED.search(head):
        # ... or further into the illustration's clause: "like a form field that truncates
        # anything over [one hundred and fifty] characters", "say the top one in [twenty]"
        # (graders: 12 WEAK of 12 verdicts; set 128's such card BAD for one of two)
        return "a number made up to illustrate (in an illustration, 'like …'): many values fit"
    pair = _PARALLEL_PAIR.search(head)
    if pair is not None and words[0] == pair.group(1).lower() and len(words) > 1:
        # "punishes both too much and [too little exploration]": the first half of the
        # pair shows the second's shape; only its antonym is left to guess.
        return "the second half of a parallel pair the first half gives away"
    return None


# A number inside an indefinite subject ("a model with a pass@1 of …", "a baseline that
# scored …", "a raw score of …") or after "say"/"for example" makes up an instance.
_ILLUSTRATION = re.compile(
    r"(?:(?:^|[,;:(]\s*|\b(?:so|then|thus|and|but|while|if|when)\s+)an?\s+"
    r"(?P<np>(?:[\w@’'-]+\s+){0,3}?(?:(?:that|which|who)\s+(?:[\w’'-]+\s+){0,2}[\w’'-]+(?:\s+an?)?|"
    r"with\s+(?:an?\s+)?(?:[\w@’'-]+\s+){0,2}of|of|with|scoring|at)\s+)?"
    r"|\b(?P<say>say|e\.g\.|for\s+example|for\s+instance|such\s+as),?\s+)$",
    re.IGNORECASE,
)
_PARALLEL_PAIR = re.compile(
    r"\b(?:both|either|neither|between)?\s*([\w-]+)\s+[\w-]+\s+(?:and|or|nor)\s+$",
    re.IGNORECASE,
)
_SPOKEN_NUMBERS = words.CARDINALS | words.wordset(
    "thousand million billion point half third quarter percent"
)
_DIGITS_OR_NUMBER_WORD = re.compile(
    # a number word alone or the tens of a compound number ("forty-eight"), not a part of
    # another compound ("one-hot")
    rf"\d|(?<![\w-])(?:{'|'.join(sorted(_SPOKEN_NUMBERS))})"
    r"(?!\w)(?!-(?!(?:one|two|three|four|five|six|seven|eight|nine)\b))",
    re.IGNORECASE,
)
# "a raw score of five": an instance's value, named by "of" inside the blank.
_VALUE_OF = re.compile(
    r"\bof\s+(?:about\s+|roughly\s+)?(?:" + _DIGITS_OR_NUMBER_WORD.pattern + ")", re.IGNORECASE
)


def parallel_slot(shown: str, before: str, after: str) -> bool:
    """Does ``shown`` (the sentence before, on the card) have the blank's slot in a
    parallel frame: the word before the blank, then within a few words the word after it?

    "… stops rewarding increases of the ratio beyond (1+ε). When the advantage is
    negative, it stops [...] (1−ε)": the first sentence shows the shape of the answer,
    and only its opposite is left to guess. At least one of the two anchors is a content
    word ("the … of" frames anything).
    """
    left = _WORD.findall(before)[-1:]
    right = _WORD.findall(after)[:1]
    if not left or not right:
        return False
    anchors = [left[0].lower(), right[0].lower()]
    if all(_closed(a) or a in _ADVERBS for a in anchors):
        return False
    tokens = [w.lower() for w in _WORD.findall(shown)]
    for i, word in enumerate(tokens):
        if word == anchors[0] and anchors[1] in tokens[i + 2 : i + 2 + MAX_DELETION_WORDS + 2]:
            return True
    return False


_INFINITIVE_SHELLS = words.wordset("chance opportunity ability time right power means")
_PERFECT_AUXILIARIES = words.wordset("has have had been")


def _spelled_out(shown: str, answer: str) -> bool:
    """Is the answer an acronym whose words stand in a row on the front ("Rejection
    sampling fine-tuning, often shortened to [RFT]")?"""
    letters = re.sub(r"[^A-Za-z]", "", answer)
    if not re.fullmatch(r"[A-Z][A-Za-z]?[A-Z]{1,5}s?", answer.strip()) or len(letters) < 2:
        return False
    # A word that is itself an acronym gives all its letters ("AI feedback" → "AIF").
    initials = "".join(
        w if re.fullmatch(r"[A-Z]{2,}", w) else w[0] for w in re.findall(r"[A-Za-z]+", shown)
    ).upper()
    target = letters.rstrip("s").upper()
    for i, first in enumerate(initials):
        if first != target[0]:
            continue
        window = iter(initials[i : i + len(target) + 1])  # a word may go unabbreviated
        if all(ch in window for ch in target):
            return True
    return False


# A noun of a quantity derived from others, right before a number: "That drop of
# [fourteen] points", "the total is [168]" (not "rate", "mean" or "share": "a pass rate of
# [one half]" is as often an input as a result).
_DERIVED_NOUN = re.compile(
    r"\b(?:drop|gap|difference|ratio|total|sum|product|increase|decrease|margin|fall|rise|"
    r"improvement|change)s?\s+(?:is\s+|was\s+|comes\s+to\s+)?"
    r"(?:of\s+)?(?:about\s+|roughly\s+|only\s+|just\s+|now\s+)?$",
    re.IGNORECASE,
)


def states_result(text: str, start: int) -> bool:
    """Does the sentence present the number at ``start`` as worked out: after words of a
    result ("comes to", "so", "which is", "about"), a condition ("If …, …") or a noun of a
    derived quantity ("a drop of", "the total is"), rather than as a value made up?"""
    before = text[:start]
    # A derived noun in a sentence that sets the instance up names one of its inputs
    # ("Take a pass rate of …", "Suppose the gap is …").
    derived = _DERIVED_NOUN.search(before) is not None and not sets_up_instance(text)
    return bool(_RESULT.search(before) or _after_condition(before) or derived)


def _after_condition(before: str) -> bool:
    """Does ``before`` (the sentence up to a number) open with a condition that holds the
    inputs, and has the clause after it begun: a verb after its last comma ("If the return
    is point eight, the advantage is …")? Not a list that the condition goes on with ("With
    a rebuild taking 40 s, a snapshot restore taking …")."""
    if not _CONDITIONED.match(before):
        return False
    clause = before.rsplit(",", 1)[1]
    return any(
        w.lower() in _COPULAS or w.lower() in _MODALS or is_verb(w) for w in _WORD.findall(clause)
    )


def sets_up_instance(text: str) -> bool:
    """Does the sentence set an instance up ("Suppose …", "Take …", "Had … been …", "Shrink
    the buffer to …")?"""
    return _EXAMPLE_VALUE.search(text) is not None or words.imperative_set_up(text)


def _percent_of_a_shown_value(text: str, cut: Cut, shown: str) -> bool:
    """Is the blank one percentage, at most four words, that a decimal the card shows (the
    sentence besides the blank, or ``shown`` above it) gives as it is (x·100), as its
    complement ((1 − x)·100) or as its excess over one ((x − 1)·100), to the blank's digits?"""
    sign = re.match(r"\s*(?:%|per\s*cent\b)", text[cut.end :], re.IGNORECASE)
    answer = text[cut.start : cut.end + (sign.end() if sign else 0)]  # "[forty-three] percent"
    if len(_WORD.findall(answer)) > 4 or ("%" not in answer and "percent" not in answer.lower()):
        return False
    from generator.numbers import find_numbers

    said = [n for n in find_numbers(answer) if n.is_quantity]
    if len(said) != 1 or said[0].unit != "percent":
        return False
    p = said[0].value
    written = re.search(r"\.(\d+)", said[0].text)
    tolerance = Fraction(1, 2 * 10 ** len(written.group(1))) if written else Fraction(1, 2)
    around = f"{shown} {text[: cut.start]} {text[cut.start + len(answer) :]}"
    for n in find_numbers(around):
        if not n.is_quantity or n.unit is not None or not 0 < n.value < 10:
            continue
        x = n.value * 100
        if any(abs(v - p) <= tolerance for v in (x, 100 - x, x - 100)):
            return True
    return False


_ARITHMETIC_VERB = re.compile(
    r"(?:dividing|multiplying|subtracting|averaging|adding|summing|divide|multiply|subtract)"
    r"\b(?!-)",
    re.IGNORECASE,
)
# A result right after the blank: "[…] gives 196.8", "… then gives \\(\\frac{1}{2} …\\)".
_GIVES_A_NUMBER = re.compile(
    r"\s*(?:then\s+)?(?:gives?|yields?|comes\s+to|equals|is)\s+(?:about\s+|roughly\s+)?"
    r"(?:[-−]?\d|\\\(|\\\[|(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|point|a\s+half)\b)",
    re.IGNORECASE,
)
_NEAR = re.compile(r"\bnear\s+$", re.IGNORECASE)
_SIGN_WORD = re.compile(r"^\s*(?:minus|negative)\s+", re.IGNORECASE)
_SCALE_END = re.compile(
    r"(?:0|1|zero|one|100\s*%|one\s+hundred\s+percent|a\s+hundred\s+percent)", re.IGNORECASE
)


def only_number(answer: str) -> bool:
    """Is the text a number and nothing else ("42", "point one", "the 5")?"""
    found = [w for w in _WORD.findall(answer) if w.lower() not in _DETERMINERS]
    return bool(found) and all(
        _DIGITS_OR_NUMBER_WORD.fullmatch(w) or re.fullmatch(r"[\d.,]+%?", w) for w in found
    )


def numbers_in(text: str) -> list[str]:
    """The numbers of a text, in digits or words ("0.9", "point one", "a quarter")."""
    return _DIGITS_OR_NUMBER_WORD.findall(text)


def has_number(answer: str) -> bool:
    """Does the text hold a number, in digits or words (not inside a compound: "one-hot")?"""
    return _DIGITS_OR_NUMBER_WORD.search(answer) is not None


_COORDINATOR = r"(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)"
_PEER_AFTER = re.compile(r"\s*" + _COORDINATOR + r"(?:the\s+)?[A-Z][\w-]*[A-Z]")
_PEER_BEFORE = re.compile(r"[A-Z][\w-]*[A-Z][\w-]*" + _COORDINATOR + "$")


_COMPOUND_PEER_BEFORE = re.compile(r"(?<![\w-])[A-Za-z]+-[A-Za-z-]+" + _COORDINATOR + "$")
_COMPOUND_PEER_AFTER = re.compile(_COORDINATOR + r"[A-Za-z]+-[A-Za-z-]+(?![\w-])")


def _named_peer(text: str, cut: Cut) -> bool:
    """Is the deletion one item of a coordination whose other items are acronyms or
    names ("compares [...], PPO, and …", "replicate [...] and PPO")? The learner
    cannot tell which of the peers the blank wants."""
    if _PEER_AFTER.match(text, cut.end) or _PEER_BEFORE.search(text[: cut.start]):
        return True
    # "Policy-gradient and [actor-critic] methods": a compound coordinated with another.
    answer = text[cut.start : cut.end]
    return bool(
        re.fullmatch(r"[A-Za-z]+-[A-Za-z-]+", answer)
        and (
            _COMPOUND_PEER_BEFORE.search(text[: cut.start])
            or _COMPOUND_PEER_AFTER.match(text, cut.end)
        )
    )


def answer_is_plain(answer: str) -> bool:
    """Is the answer one ordinary word: letters only, no inner capital, no acronym?"""
    return answer.isalpha() and not re.search(r"[A-Z].*[A-Z]", answer)


def _closed(word: str) -> bool:
    """Is ``word`` of a closed class, a verb, an adverb or a number (not a noun or adjective)?"""
    lw = word.lower()
    return (
        lw in _FUNCTION_WORDS
        or lw in _DETERMINERS
        or lw in _PREPOSITIONS
        or lw in _PRONOUNS
        or lw in _NEGATORS
        or lw in _COPULAS
        or lw in _MODALS
        or lw in {"has", "have", "had"}
        or lw in _SUBORDINATORS
        or lw in _RELATIVES
        or lw in _WH
        or (_is_adverb(lw) and "-" not in lw)
        or any(ch.isdigit() for ch in word)
    )


def _collocation(text: str, cut: Cut, words: list[str]) -> str | None:
    """Why a one-word deletion is guessable from the words around it, if it is.

    One word of a noun phrase whose other part stays in view is completed by
    collocation, not recalled: the head after its modifiers ("a simple
    credible [...]", "equal total [...]"), or the first word of a compound
    noun that opens the sentence ("[...] accounting includes …"). A word
    right after the sentence's main verb is its object, not part of the
    subject's phrase.
    """
    if len(words) != 1 or cut.why == "the number it states" or cut.why in _CLAUSE_CUTS:
        return None
    before = text[: cut.start]
    previous = list(_WORD.finditer(before))
    verb = _main_verb(text)
    verb_start = verb[2][verb[1]][0] if verb is not None else -1
    if not previous:
        following = _word_after(text, cut.end)
        if (
            following is not None
            and following.group(0).islower()
            and not _closed(following.group(0))
            and following.start() != verb_start
        ):
            return "the first word of a compound noun whose head stays in view: a guess"
        plain = cut.end < len(text) and answer_is_plain(text[cut.start : cut.end])
        if following is not None and following.group(0).lower() in _MODALS and plain:
            # "[...] can compile and run tests": what something can or should do does
            # not define it; many nouns fit the blank.
            return "one plain word as the subject of a modal predicate: many fit"
        return None
    following = _word_after(text, cut.end)
    if (
        following is not None
        and "-" not in text[cut.start : cut.end]  # "[off-policy] method": the modifier tells
        and not re.search(r"[^sui]s$", text[cut.start : cut.end])  # a plural is no premodifier
        and following.group(0).isalpha()
        and following.group(0).islower()
        and not _closed(following.group(0))
        and not _verb_follows(text, cut.end)
        and not is_verb(following.group(0))
    ):
        # "Measured [KL] divergence …", "is [sequence-level] distillation": a premodifier
        # whose head noun stays in view; the compound completes it.
        return "a premodifier whose head noun stays in view: the compound gives it away"
    last = previous[-1]
    if before[last.end() :].strip():
        return None  # punctuation or a quotation mark between: not one phrase
    word = last.group(0)
    sentence_modifier = (
        len(previous) == 1
        and word[:1].isupper()
        and (not _is_adverb(word) or word.lower() in _DIRECTION_ADVERBS)
        and word.lower() not in _FUNCTION_WORDS
        and word.lower() not in _DETERMINERS
        and word.lower() not in _PRONOUNS
        and not is_verb(word)
        and not word.lower().endswith(("ing", "ed"))  # "Storing [full-vocabulary] …": a verb
    )
    if sentence_modifier:
        # "Forward [KL], the standard choice, …": the first word modifies the blank.
        return "one word of a noun phrase whose modifier stays in view: a collocation gives it away"
    if _closed(word) or is_verb(word) or word.lower().endswith(("ed", "ing")):
        return None
    if last.start() == verb_start:
        return None  # the sentence's main verb, not a modifier
    return "one word of a noun phrase whose modifier stays in view: a collocation gives it away"


_CLAUSE_CUTS = frozenset(
    [
        "qualifying clause",
        "end of the qualifying clause",
        "the condition",
        "what it does not do",
        "what it does not establish",
        "the end of the sentence",
        "the degree at which it fails",
        "what it is, not what it is not",
        "what it lacks",
        "the drawback it names",
    ]
)
CLAUSE_CUTS = _CLAUSE_CUTS
_NOUN_CUTS = frozenset(
    ["a key term", "what the verb acts on", "a prepositional object", "who or what acts"]
)


# Prepositions beyond the common ones: a blank never ends on one.
_MORE_PREPOSITIONS = words.wordset(
    "beyond below above until upon among despite except throughout unlike besides versus "
    "toward towards amid"
)
# Words that take a complement of their own ("relative to", "close to", "enough to",
# "similar to", "rather than"), and the words that open it.
_TAKES_COMPLEMENT = words.wordset(
    "relative close closer similar equal equivalent prior due next enough rather compared "
    "proportional identical according akin comparable superior inferior subject prone able"
)
_COMPLEMENTISERS = words.wordset("to than from of with")
_OBJECT_DETERMINERS = words.wordset(
    "the a an its their his her our your every each no this these those"
)
# Verbs whose object takes a naming complement ("called X [dark knowledge]").
_NAMING_VERB = re.compile(
    r"\b(?:call(?:s|ed)?|name(?:s|d)?|term(?:s|ed)?|dub(?:s|bed)?|consider(?:s|ed)?|"
    r"render(?:s|ed)?|keeps?|kept|makes?|made|leaves?|left|lets?|push(?:es|ed)?)"
    r"\s+(?:\w+\s+){1,4}$",
    re.IGNORECASE,
)
_FILLERS = words.wordset(
    "something anything someone anyone somewhere somehow being been enough stuff"
)
_DEGREE_WORDS = words.wordset("more less most least very too so quite rather")
_DIRECTION_ADVERBS = words.wordset("forward forwards backward backwards")
_CLAUSE_ADVERBS = words.wordset("still also never always often usually already then just")
_DIRECTIONS = words.wordset("from to into toward towards away through across over under")


_COPULA_INSIDE = re.compile(r"\S\s+(?:is|are|was|were)\s+\S", re.IGNORECASE)
_LIST_GOES_ON = re.compile(r"\s*,\s*(?:and\s+|or\s+)?[-−]?(?:\d|\w+\s*(?:,|and|or))", re.IGNORECASE)


# Prepositions a verb takes as its own ("relies on", "leads to", "differs from").
_VERB_PARTICLES = words.wordset("on upon to from with into onto about")
# Light verbs, whatever follows them: "gets weight", "has variance", "takes steps".
_LIGHT_VERBS = words.wordset("gets has takes gives makes needs uses keeps")


def _finite_verb_inside(text: str, cut: Cut) -> bool:
    """Does a phrase's blank run on into a finite verb ("These [ideas outlived DQN]",
    "the unclipped [penalty still applies]", "the training [run drifts from] …")?

    A word after a clause adverb ("still", "also"); a past form in "-ed" between a
    noun and a determiner or a name; or an "-s" form after a singular noun and before
    a determiner or a preposition of direction (a plural noun is rarely followed so).
    """
    inside = [text[a:b] for a, b in _words(text, cut.start, cut.end)]
    after = [text[a:b] for a, b in _words(text, cut.end)][:1]
    for k in range(1, len(inside)):
        word, prev = inside[k], inside[k - 1].lower()
        nxt = inside[k + 1] if k + 1 < len(inside) else (after[0] if after else "")
        if not word.isalpha() or not word.islower():
            continue
        if prev in _CLAUSE_ADVERBS:
            return True
        if prev in _DETERMINERS or prev in _FUNCTION_WORDS or _is_adverb(prev):
            continue
        # a determiner or a numeral starts the object: "[recipe has three steps]"
        article_next = nxt.lower() in _OBJECT_DETERMINERS or (
            bool(nxt) and _DIGITS_OR_NUMBER_WORD.fullmatch(nxt) is not None
        )
        if word.endswith("ed") and len(word) > 4 and (article_next or nxt[:1].isupper()):
            return True
        singular = not prev.endswith("s") or prev.endswith(("ss", "us", "is"))
        third_person = word.endswith("s") and not word.endswith(("ss", "us", "is"))
        if third_person and singular and article_next:
            return True
        if third_person and singular and word in _LIGHT_VERBS:
            return True  # "The [one-step return gets] weight …"
        if (
            third_person
            and singular
            and nxt.lower() in _VERB_PARTICLES
            and (_base(word) in _VERBS or word.endswith("ies"))
        ):
            return True  # "for [linear TD relies] on …": a verb and its preposition
        if third_person and nxt.islower() and nxt.endswith("ing") and len(nxt) > 5:
            return True  # "the [objective stops rewarding] …": a verb and its gerund
        if (
            third_person
            and singular
            and k >= 2
            and k + 1 < len(inside)
            and inside[k - 2].lower() in _DETERMINERS
            and nxt.isalpha()
            and nxt.islower()
            and nxt not in _FUNCTION_WORDS
            and nxt not in _DETERMINERS
        ):
            return True  # "in [a buffer saves generation] and …": a verb and its object
    return False


def _inside_noun_phrase(text: str, cut: Cut) -> bool:
    """Does the blank start after modifiers of its own noun phrase ("the full unclipped
    [penalty …]", "today's instruction [tuning …]", "the whole training [run …]")?

    Walking back from the blank over at most three modifiers (no punctuation, no
    closed-class word, no verb, no plural: a premodifier is rarely plural) reaches a
    determiner or a possessive.
    """
    inside = _words(text, cut.start, cut.end)
    first = text[inside[0][0] : inside[0][1]].lower() if inside else ""
    if not first.isalpha() or _closed(first) or first in _MORE_PREPOSITIONS:
        return False  # the blank starts a phrase of its own ("an agent [never goes back]")
    if is_verb(first) and first.endswith(("s", "ed")):
        return False  # a finite verb: "a greedy agent [goes back]"
    if _COMPLEX_TRANSITIVE.search(text[: cut.start]) or _NAMING_VERB.search(text[: cut.start]):
        return False  # an object and its complement: "called this extra information [dark …]"
    end = cut.start
    for modifiers, (a, b) in enumerate(reversed(_words(text, 0, cut.start))):
        if text[b:end].strip():
            return False  # punctuation between
        lw = text[a:b].lower()
        if lw in _DETERMINERS or lw.endswith(("'s", "’s")):
            return modifiers > 0
        if (
            modifiers == 3
            or _closed(lw)
            or is_verb(lw)
            or (lw.endswith("s") and not lw.endswith(("ss", "us", "is")))
        ):
            return False
        end = a
    return False


def _crosses(text: str, cut: Cut, answer: str, words: list[str]) -> str | None:
    """Does the blank run across a verb or end inside a list of values?"""
    if cut.why in _NOUN_CUTS and _COPULA_INSIDE.search(answer):
        # "The price of lower [variance is bias]": a noun phrase's blank across its verb.
        return "crosses a verb: the end of one phrase and the start of another"
    if cut.why in _NOUN_CUTS and any(
        _plural(before) and _plural(w) and is_verb(w)
        for before, w in itertools.pairwise(words[:-1])
    ):
        # "loaded on [some servers makes rollback] a routing change": a plural noun and a
        # verb that does not agree with it, the main verb (and on into its object) of a
        # subject the blank ends
        return "crosses a verb: the end of one phrase and the start of another"
    if has_number(words[-1]) and _LIST_GOES_ON.match(text, cut.end):
        # "3 tokens with [logits 2], 1 and 0": a blank that ends inside a list of values.
        return "ends inside a list of values"
    return None


def _plural(word: str) -> bool:
    return word.endswith("s") and not word.endswith(("ss", "us", "is"))


_TIME_DEGREE = words.wordset("long well shortly right just soon far much way immediately directly")
_TEMPORAL_PREPOSITIONS = words.wordset("after before since until below above beyond behind ahead")
_ADJECTIVAL = re.compile(r"\w{3}(?:ed|ing|ive|ful|ous|able|ible)$")
_IRREGULAR_PARTS = words.wordset("seen known done shown given taken chosen grown drawn")
_OBJECT_PRONOUNS = words.wordset("you us me them him her")


def _unshaped(text: str, cut: Cut, words: list[str]) -> str | None:
    """Why a blank is not one constituent (None when it is): it ends on a preposition
    or without the complement of its last word, starts with a word that names nothing,
    starts inside a noun phrase or runs on into a finite verb. A caveat's last resort
    may still take such a blank: its card is kept (see :func:`_last_resort`)."""
    if words[-1] in _MORE_PREPOSITIONS:
        return "half a phrase (ends with a preposition: '[the ratio beyond]')"
    following = _WORD.findall(text[cut.end :])[:1]
    if words[-1] in _TAKES_COMPLEMENT and following and following[0].lower() in _COMPLEMENTISERS:
        # "[the chosen response relative] to …", "long [enough to learn]", "[something
        # close] to …": the word's complement stays outside the blank.
        return f"half a phrase ('{words[-1]}' without its '{following[0].lower()} …')"
    if cut.why in _NOUN_CUTS and len(words) > 1 and words[-1] in _PARTICLES - {"close"}:
        # "push the peak of [true quality further out]": the particle belongs to the verb.
        return "half a phrase (ends with a particle of the verb: '[… further out]')"
    if words[-1] in _DEGREE_WORDS and len(words) > 1:
        # "with [large TD errors more] often": the degree word belongs to what follows.
        return "half a phrase (ends with a degree word: '[… more] often')"
    previous = [w.lower() for w in _WORD.findall(text[: cut.start])[-2:]]
    verb_before = bool(previous) and (
        is_verb(previous[-1]) or (len(previous) == 2 and previous[0] in _MODALS)
    )
    # The object's blank follows the main verb, known to the lexicon or not ("drags [down …]").
    verb_before = verb_before or cut.why == "what the verb acts on"
    if words[0] in _PARTICLES and verb_before:
        # "40 may cut [off reasonable choices]": the particle belongs to its verb.
        return "splits a phrasal verb ('cut [off …]')"
    if words[0] in _FILLERS:
        # "[something close]", "[being used]", "[enough to learn]": no content of its own.
        return "starts with a word that names nothing ('something', 'being', 'enough')"
    if _inside_noun_phrase(text, cut):
        return "starts inside a noun phrase ('the full unclipped [penalty …]')"
    nxt = following[0].lower() if following else ""
    if len(words) > 1 and words[-1] in _TIME_DEGREE and nxt in _TEMPORAL_PREPOSITIONS:
        # "keeps paying for [exploration long] after …": the adverb measures what follows.
        return "half a phrase (ends with an adverb of what follows: '[… long] after')"
    if (
        len(words) > 2
        and words[-2] in _DETERMINERS
        and nxt.isalpha()
        and nxt not in _FUNCTION_WORDS
        and _ADJECTIVAL.search(words[-1])
    ):
        # "Most [recipes deduplicate the accepted] samples": the noun stays outside.
        return "half a phrase (ends on a modifier whose noun stays outside)"
    if (
        previous
        and previous[-1].endswith("ly")
        and _is_adverb(previous[-1])
        and (words[0].endswith("ed") or words[0] in _IRREGULAR_PARTS)
    ):
        # "Rarely [tried actions] get …": the adverb modifies the participle.
        return "starts inside a phrase (an adverb before its participle: 'rarely [tried …]')"
    if len(previous) == 2 and previous[-1] == "and" and words[0] == previous[0]:
        # "less and [less often]", "more and [more data]": the repeated word is in view.
        return "repeats the word before 'and' ('less and [less …]')"
    if words[0] in _OBJECT_PRONOUNS and len(words) > 1:
        # "entropy tells [you how much] …": the verb's first object is no answer.
        return "starts with a pronoun ('tells [you …]')"
    if cut.why in _NOUN_CUTS and _finite_verb_inside(text, cut):
        return "crosses a verb: the end of one phrase and the start of another"
    if _ends_on_a_verb_before_its_object(text, cut, words):
        return "half a clause (ends on a verb whose object stays outside: '[… backs] up the …')"
    return None


# Two words after a blank that open a verb's object: a determiner, or a particle and one.
_OBJECT_AFTER = re.compile(
    r"\s+(?:(?:up|down|out|off|away|back)\s+)?(?:the|a|an|its|their|this|these|those)\s",
    re.IGNORECASE,
)


def _ends_on_a_verb_before_its_object(text: str, cut: Cut, words: list[str]) -> bool:
    """Does a noun blank of two words or more end on a word in -s after a word that is no
    determiner, right before a determiner ("[Standard Q-learning backs] up the value",
    "[representative prompts keeps] the error …")? A plural noun is seldom followed by
    a determiner; a verb in -s that takes an object is (blind graders, such blanks of sets
    1-60: 0 GOOD, 13 WEAK, 5 BAD verdicts)."""
    return (
        cut.why in _NOUN_CUTS
        and len(words) > 1
        and re.search(r"[^s]s$", words[-1]) is not None
        and re.search(r"(?:ous|is|us)$", words[-1]) is None
        and words[-2] not in _DETERMINERS
        and words[-2] not in ("of", "and", "or")
        and _OBJECT_AFTER.match(text, cut.end) is not None
    )


# An index attached to its name ("pass@(k)", "TD(λ)"): part of the answer, not an aside.
_ATTACHED_INDEX = re.compile(r"(?<=[\w@-])\([\w\s]{1,4}\)$")


# "point" right before a blank: a spoken decimal's digits would follow it.
_POINT_BEFORE = re.compile(r"\bpoint\s*$", re.IGNORECASE)


def _splits_math(text: str, start: int, end: int) -> bool:
    """Does ``text[start:end]`` begin or end inside a formula: a command's name cut from its
    backslash, or braces or math delimiters left unbalanced?"""
    answer = text[start:end]
    if start > 0 and text[start - 1] == "\\":
        return True
    if answer.count("{") != answer.count("}"):
        return True
    return answer.count("\\(") != answer.count("\\)")


# A relative clause opened inside a blank ("the game in which the agent", "a model whose
# policy"), after its first word.
_OPENS_RELATIVE = re.compile(
    r"(?<=\w)\s+(?:(?:in|on|at|for|by|from|with|under|through|of)\s+)?"
    r"(?:which|whom|whose|who)\b",
    re.IGNORECASE,
)
# (the clause goes on after the blank: a word, not punctuation or the sentence's end)
_WORD_FOLLOWS = re.compile(r"\s+[\w(]")


def _malformed(text: str, cut: Cut, *, pronouns: bool = False, shape: bool = True) -> str | None:
    """Why a deletion is not a whole phrase, or would make a yes/no or dangling card."""
    answer = text[cut.start : cut.end].strip()
    if _splits_math(text, cut.start, cut.end):
        # "(\\[frac{4}{7]})": a blank inside a formula leaves both halves unreadable (set 83's
        # graders: BAD)
        return "a blank that cuts a formula apart"
    words = [w.lower() for w in _WORD.findall(answer)]
    if words and words[0] in _CARDINALS and _POINT_BEFORE.search(text, 0, cut.start):
        # "paid for with the same point [four of value]": the digits of a spoken decimal
        # without its "point" (set 313's graders: BAD for both)
        return "a blank that splits a spoken decimal ('point [four]')"
    if not words:
        return "empty"
    if _PLACE_IN_LIST.search(text[: cut.start]) and re.fullmatch(r"\s*[.!?]?\s*", text[cut.end :]):
        # "Three obligations keep a row correct. The first is [the attention mask].": the
        # sentence says nothing of its item but its place, and which comes first the card
        # cannot say (graders: 3 BAD of 4 verdicts; with more after the blank, "The first is
        # [...], which stops …", 17 GOOD of 26)
        return "an item named only by its place in a list ('The first is [...].')"
    bare = _ATTACHED_INDEX.sub("", answer)
    if any(ch in bare for ch in ":;()"):
        return "crosses a clause or a parenthesis"  # not an attached index: "pass@(k)"
    if any(ch in answer for ch in "<>`={}\\"):
        return "crosses markup or a formula"
    if words[-1] in _FUNCTION_WORDS or words[-1] in _PREPOSITIONS or words[-1] in _DETERMINERS:
        return "half a phrase"
    if not text[: cut.start].strip() and _GENERIC_AGENT.fullmatch(answer):
        # "[Teams] have used it to …": people in general as the subject; anyone fits, not even
        # a caveat's last resort (graders, sets 72, 95, 139 and 174: BAD for both, four times;
        # :func:`rejection` refuses any such blank otherwise)
        return "a generic agent ('Teams', 'people') as the subject: anyone fits"
    if len(words) > 1 and words[0] in _SETUP_VERBS:
        # "To see how fast unsafe visits pile up, [suppose an exploring agent] picks …": the
        # instruction that sets an example up, and a piece of the clause it opens (set 171's
        # graders: BAD, WEAK)
        return "opens with the instruction that sets an example up ('[suppose …]')"
    if all(w in _PARTICLES - {"close", "apart"} for w in words):
        return "only the particle of a verb ('show [up]')"  # not even a caveat's last resort
    if _count_cut_from_noun(text, cut, words):
        # not even a caveat's last resort: "A [longer route two] cells away" (graders: BAD)
        return _COUNT_CUT
    if re.search(r"\w[’']s$", answer):
        return "half a phrase (a possessive without its noun: '[today's]')"
    relative = _OPENS_RELATIVE.search(answer)
    if (
        relative is not None
        and _WORD_FOLLOWS.match(text, cut.end)
        and not any(
            is_verb(w) or w in _COPULAS or w in _MODALS
            for w in _WORD.findall(answer[relative.end() :].lower())
        )
    ):
        # "A [single game in which the agent] finds an exploit": a blank that opens a
        # relative clause and stops before its verb (set 184's graders: WEAK, WEAK); one
        # that ends its clause is whole ("but [not which step went wrong].")
        return "half a relative clause: the blank stops before the clause's verb"
    unshaped = _unshaped(text, cut, words) if shape else None
    if unshaped is not None:
        return unshaped
    crossing = _crosses(text, cut, answer, words)
    if crossing is not None:
        return crossing
    if (
        words[-1] in _RELATIVES
        or (len(words) > 1 and words[-2] in _RELATIVES)
        or (len(words) > 1 and words[-1] in _WH)  # "asks [the teacher what] should come"
        or words[-1] in _WH_EVER  # "stays close to [uniform whatever] the task asks"
    ):
        return "half a phrase (cut at a relative word: where, which, whose …)"
    if len(words) > 1 and words[-1] == "times":
        # "[a constant c times] the square", "[nothing a hundred times] in a row": half a
        # product, or how often the example did something (blind graders, such blanks of
        # sets 1-60: 0 GOOD, 4 WEAK, 4 BAD verdicts; "plus" and "minus" ending a blank
        # before the operand: 5 GOOD of 8, so they stay)
        return "half a product, or a count of the example ('[… a hundred times]')"
    if "that" in words[1:-1] and len(words) - words.index("that", 1) <= 3:
        return "holds 'that …' pointing to an earlier sentence the card does not show"
    clause = cut.why in _CLAUSE_CUTS
    if _is_adverb(words[-1]) and (len(words) == 1 or not clause):
        return "half a phrase (ends with an adverb)"
    before = text[: cut.start].split()
    after_determiner = bool(before) and before[-1].lower() in _DETERMINERS
    if (
        len(words) > 1
        and words[0].endswith("ly")
        and _is_adverb(words[0])
        and not clause
        and not after_determiner  # "the [deadly triad]", "a [costly step]": an adjective
    ):
        return "half a phrase (starts with an adverb)"
    if words[0] in {"and", "or", "but", "nor", "than", "as", "while"}:
        return "half a phrase"
    last = words[-1].replace("’", "'")
    if (
        last in _MODALS
        or last in _COPULAS
        # "The [result has] mean 0 …": a verb whose object stays outside the blank.
        or (last in _AUXILIARIES and re.search(r"\w", text[cut.end :]) is not None)
        or last.endswith("n't")
        or last == "cannot"
    ):
        return "half a phrase (ends with an auxiliary verb)"
    if words[0] in _PREPOSITIONS and not cut.why.startswith(("qualifying", "end of the qual")):
        return "starts with a preposition"
    content = [
        w
        for w in words
        if w not in _FUNCTION_WORDS and w not in _NEGATORS and not w.endswith("n't")
    ]
    negated = any(w in _NEGATORS or w.endswith("n't") for w in words)
    if negated and len(content) <= 1:
        return "a bare negation: a yes/no guess"
    open_list = re.search(r"(?:,\s*|\s+)(?:or|and)\s+(?:another|other|more)\b", text)
    between = text[cut.end : open_list.start()] if open_list else ""
    if (
        open_list
        and cut.end <= open_list.start()
        and word_count(between) <= 3
        and " and " not in between
    ):
        return "one item of an open list (…, or another …): a guess"
    if (not pronouns or len(words) == 1) and any(w in _PRONOUNS for w in words):
        return "holds a pronoun whose referent the card does not show"
    if cut.why in _NOUN_CUTS and any(w in _SUBORDINATORS for w in words):
        return "crosses into a subordinate clause"
    if cut.why in _NOUN_CUTS and "," in answer:
        return "crosses a comma"
    goes_on = re.match(r"\s*\([^)]*\)\s+([a-z][\w-]*)", text[cut.end :])
    if cut.why in _NOUN_CUTS and goes_on and goes_on.group(1) not in _FUNCTION_WORDS:
        return "half a phrase (it goes on after a parenthesis)"
    if any(w in _LESSON_MEDIA for w in words):
        return "about the lesson's own material (its diagram, formula, video), not the topic"
    following = _WORD.findall(text[cut.end :])[:1]
    if (
        cut.why in _NOUN_CUTS
        and len(words) == 1
        and words[0].islower()
        and following
        and (
            following[0].lower() in _DETERMINERS
            or following[0].lower() in _SUBORDINATORS
            or following[0].lower() == "only"
        )
    ):
        return "a verb, not a noun phrase (a determiner follows it)"
    if words[0] in {"either", "neither", "both", "each"} and len(words) <= 2:
        return "a back-reference, not a fact"
    if len(words) > 2 and words[0] == "the" and words[1] in _SMALL_COUNTS:
        return "a back-reference to things named before ('the two ideas'), not a fact"
    if (cut.start > 0 and text[cut.start - 1] in "_{^+\\") or (
        cut.end < len(text) and text[cut.end] in "_}^"
    ):
        return "inside a formula's token"
    if re.match(r"-[\w(]", text[cut.end : cut.end + 2]) or (
        cut.start > 1 and re.match(r"\w-", text[cut.start - 2 : cut.start])
    ):
        return "part of a hyphenated word"
    if len(answer) == 1:
        return "a single character"
    if (cut.start > 0 and (text[cut.start - 1].isalnum() or text[cut.start - 1] == ")")) or (
        cut.end < len(text) and (text[cut.end].isalnum() or text[cut.end] == "(")
    ):
        return "part of a word or a token ('210x[160]')"
    name_before = re.search(r"\b[A-Z][\w-]*\s+$", text[: cut.start])
    if name_before and answer[:1].isupper() and name_before.start() > 0:
        return "the second half of a name ('Markov [Decision Process]')"
    last_word = _WORD.findall(answer)[-1]
    if last_word[:1].isupper() and re.match(r" [A-Z][a-z][\w-]*", text[cut.end :]):
        return "the first half of a name ('[Markov Decision] Process')"
    first = next((w for w in words if not _is_adverb(w)), words[0])
    if first in {"called", "named", "termed", "denoted"}:
        return "starts with the verb that names the term, not the term"
    return None


# An example, case or scenario pointed to rather than given: "our first example", "that case",
# "the earlier scenario".
_EXAMPLE_POINTER = re.compile(
    r"\b(?:(?:our|that|this|these|those)(?:\s+(?:first|second|third|earlier|previous|last))?"
    r"|the\s+(?:first|second|third|earlier|previous|last))\s+(?:worked\s+)?"
    r"(?:example|case|scenario|setting)s?\b",
    re.IGNORECASE,
)


def _acceptable(
    text: str,
    cut: Cut,
    *,
    title: str = "",
    example: bool = False,
    instance: bool = False,
    strict: bool = True,
    shape: bool = True,
) -> bool:
    answer = text[cut.start : cut.end].strip()
    limit = MAX_DEFINIENS_WORDS if cut.why in _DEFINIENS_CUTS else MAX_DELETION_WORDS
    if not answer or word_count(answer) > limit:
        return False
    if answer.lower() in _FUNCTION_WORDS:
        return False
    if is_question(text) and not 0 <= cut.end <= text.find(":"):
        # "The marginal view asks a different question: what do the extra tokens of B buy?":
        # a question asserts nothing; only what the colon's clause says of it may be asked
        # (and "do … buy" puts the verb last, where a noun phrase would be cut: "[B buy]")
        return False
    if strict and rejection(text, cut, title=title, example=example, instance=instance) is not None:
        return False
    if _malformed(text, cut, pronouns=not strict, shape=shape) is not None:
        return False
    rest = (text[: cut.start] + " " + text[cut.end :]).casefold()
    if words.contains_word(answer.casefold(), rest):
        return False  # the answer would still be visible on the front
    single = _WORD.findall(answer)
    if len(single) == 1 and _stem(single[0]) in {_stem(w) for w in _WORD.findall(rest)}:
        return False  # visible in another form ("logits" / "a logit")
    if len([p for p in re.split(r",|\band\b|\bor\b", answer) if p.strip()]) > 3:
        return False  # a list of more than three items to recall
    if answer.count("“") != answer.count("”") or answer.count('"') % 2:
        return False  # half a quotation
    if '"' in answer and text[: cut.start].count('"') % 2:
        return False  # the end of one quotation and the start of the next ('x" for "y')
    if _in_long_list(text, cut):
        return False  # one item of a long list: the rest of the list gives no cue
    if signpost_subject(text, cut):
        return False  # "[Truncation] has a clear price.": the sentences after say it
    if _EXAMPLE_POINTER.search(answer):
        # "…, [ten percent in our first example]": the answer points to an example the card
        # does not show (set 105's graders: BAD twice)
        return False
    if _ON_THE_LEARNER.fullmatch(answer):
        return False  # "are [easy to confuse]": not even a caveat's last resort (rejection)
    if answer.lower() in _BARE_LIGHT_VERBS:
        # "information the draft did not [have]", "which most real tasks do not [have]": a
        # light verb says nothing by itself (graders: 0 GOOD of 4 verdicts)
        return False
    return cut.start > 0 or cut.end < len(text.rstrip(". "))


MAX_SIGNPOST_WORDS = 6
"""The most words a predicate has when it only announces what the next sentences say."""
_SIGNPOST_ADVERBS = re.compile(
    r"\b(?:also|too|though|however|then|therefore|again|as\s+well|in\s+turn)\b", re.IGNORECASE
)
_SIGNPOST_ADJECTIVE = (
    r"(?:very|same|own|similar|different|clear|obvious|hidden|surprising|subtle|subtler|quiet|"
    r"quieter|small|little|real|big|serious|second|third|further|separate|extra|careful|[a-z]+ly)"
)
_SIGNPOST_OBJECT = re.compile(
    r"(?:(?:at|with|in|of|for)\s+)?"
    rf"(?:(?:a|an|the|its|their|one|no)\s+(?:{_SIGNPOST_ADJECTIVE}\s+){{0,2}}"
    rf"|(?:{_SIGNPOST_ADJECTIVE}\s+){{1,2}})"
    r"(?:(?:set|kind|sort)\s+of\s+)?"
    rf"(?:{_SHELL_NOUN_WORDS}|care|treatment|checks?|attention|distortions?|bias|bill|read|"
    r"blind\s+spots?)(?:\s+of\s+(?:its|their)\s+own)?"
    # any noun "of its own": "[The trained portion] sets a limit of its own" (which limit,
    # the next sentence says)
    r"|(?:a|an)\s+(?:[\w-]+\s+)?[\w-]+\s+of\s+(?:its|their)\s+own",
    re.IGNORECASE,
)
# A predicate that presents what the next sentences say: "follows", "comes next", "makes
# the gap concrete", "shows the point".
_PRESENTATIONAL = re.compile(
    r"(?:follows|comes\s+next|makes\s+(?:the|this|that|it)\s+(?:[\w-]+\s+)?"
    r"(?:concrete|clear|clearer|vivid|explicit|precise|visible|tangible)|"
    r"(?:shows|illustrates|demonstrates)\s+(?:it|this|the\s+(?:point|idea|effect|difference)))",
    re.IGNORECASE,
)
# A subject that presents an explanation the next sentences give: "… shows why …", "…
# illustrates how …" (not "explains why": a concept may explain).
_SHOWS_WHY = re.compile(r"(?:shows|illustrates|demonstrates)\s+(?:why|how)\b", re.IGNORECASE)
_SUBJECT_DETERMINER = re.compile(r"[\s“\"'(]*(?:(?:the|a|an)\s+)?", re.IGNORECASE)


# What introduces a name: "[sometimes called the kappa paradox]" holds more than the name.
_NAMING_WORDS = re.compile(
    r"(?:(?:sometimes|often|usually|also|commonly|simply)\s+)?"
    r"(?:called|known\s+as|named|termed|referred\s+to\s+as|dubbed)\b",
    re.IGNORECASE,
)
_DETERMINER_FIRST = re.compile(r"(?:a|an|the|its|their)\s", re.IGNORECASE)


# A short sentence that ends by counting the things the next sentences name: "Most recipes
# run in two stages.", "The problem shows up in three places.", "A gain can come from two
# sources." Its every blank is open, or asks for a count of the lesson's own structure
# (blind graders, such sentences of sets 1-61: 0 GOOD, 7 WEAK, 5 BAD verdicts).
_ANNOUNCED_ITEMS = re.compile(
    r"(?:two|three|four|five|six|several|a\s+few|a\s+couple\s+of)\s+(?:[a-z-]+\s+)?"
    r"(?:stages|steps|phases|parts|sources|places|ways|reasons|problems|kinds|types|forms|"
    r"cases|components|ingredients|pieces|questions|lessons|effects|costs|risks|causes|"
    r"mistakes|failure\s+modes|categories|families|ideas|things|points|issues|weaknesses|"
    r"strengths|advantages|drawbacks|benefits|limitations|regimes|roles|jobs|options|"
    r"choices|fixes|remedies|tricks)\s*[.:!]?\s*$"
    # "Truncation differs from rounding in one important way." (set 342: BAD for both)
    r"|\b(?:in|for)\s+(?:one|a\s+single)\s+(?:[a-z-]+\s+)?(?:way|respect|regard|reason)"
    r"\s*[.:!]?\s*$",
    re.IGNORECASE,
)
MAX_ANNOUNCING_WORDS = 12
"""The most words of a sentence that only counts what the next sentences name."""


def announces_items(text: str) -> bool:
    """Does a short sentence end by counting the things the next ones name (see
    :data:`_ANNOUNCED_ITEMS`)?"""
    return word_count(text) <= MAX_ANNOUNCING_WORDS and _ANNOUNCED_ITEMS.search(text) is not None


# "The next question is how far a leak moves the measured success rate.": an indirect
# question that the next sentences answer; it states nothing (graders, such sentences of
# sets 1-139: 4 WEAK of 4 verdicts; set 141: 2 BAD).
_ANNOUNCED_QUESTION = re.compile(
    r"^(?:(?:so|now|and|but),?\s+)?(?:the|our|one|a)\s+(?:[a-z-]+\s+)?question\s+"
    r"(?:(?:then|now|here)\s+)?(?:is|becomes|remains)\s+(?:how|whether|what|which|why|when|"
    r"where|who)\b",
    re.IGNORECASE,
)


# "The match has limits worth stating plainly.", "The contrast with … is worth spelling out.":
# a sentence that says the next ones are worth reading, and nothing else (graders, sets 156
# and 174: BAD for both).
_WORTH_SAYING = re.compile(
    r"\bworth\s+(?:stating|noting|mentioning|saying|spelling\s+out|flagging|repeating|"
    r"making)(?:\s+(?:plainly|explicitly|clearly|here|now|up\s+front|again))?\s*[.:!]?$",
    re.IGNORECASE,
)


# "Notice what these learners never needed.", "Consider what happens without it.": an order
# to look at an indirect question the next sentences answer; it states nothing itself
# (graders, sets 1-237: 2 BAD, 2 WEAK of 4 verdicts). Not "how" ("Notice how far this sits
# below …" says how far), nor one that answers itself after a colon.
_ASKS_TO_NOTICE = re.compile(
    r"^(?:(?:so|now|and|but|first|then),?\s+)?(?:notice|consider|note|watch|look\s+at|"
    r"think\s+about|ask\s+yourself|see|recall|remember)\s+(?:what|which|whether|why|where|who|when)\b"
    r"[^:;—,]*[.?!]?$",
    re.IGNORECASE,
)


def announces_question(text: str) -> bool:
    """Does the sentence only pose the question the next ones answer ("The next question is
    how far …", "Notice what changed."), or only say that what follows is worth saying ("The
    match has limits worth stating plainly.", see :func:`announces_worth_saying`)?"""
    return (
        _ANNOUNCED_QUESTION.match(text) is not None
        or (word_count(text) <= MAX_ANNOUNCING_WORDS and _ASKS_TO_NOTICE.match(text) is not None)
        or announces_worth_saying(text)
    )


def announces_worth_saying(text: str) -> bool:
    """Does a short sentence only say that what follows is worth saying ("The match has limits
    worth stating plainly.")?"""
    return word_count(text) <= MAX_ANNOUNCING_WORDS and _WORTH_SAYING.search(text) is not None


def signpost_subject(text: str, cut: Cut) -> bool:
    """Is the blank the sentence's subject, with a short predicate that only announces what
    the next sentences say: a shell noun it has ("[Truncation] has a clear price", "[The
    noise scale] is a trade-off of its own"), or a likeness to something the card does not
    show ("[Entropy] needs the same care", "[Token budgets] work the same way"), or that
    only presents what follows ("A [worked comparison] makes the gap concrete")? A
    demonstrative ("avoids that trap") points to a sentence the card shows: no signpost.

    Almost any subject fits such a predicate (blind graders, subject blanks before a
    predicate of at most eight words: caveats 0 GOOD of 20 verdicts, claims 5 of 42).
    """
    opening = _SUBJECT_DETERMINER.match(text)
    if opening is None or opening.end() != cut.start or cut.end >= len(text):
        return False
    rest = _SIGNPOST_ADVERBS.sub(" ", text[cut.end :])
    rest = " ".join(rest.replace(",", " ").split()).rstrip(' .!?;:”"’')
    if not rest or word_count(rest) > MAX_SIGNPOST_WORDS + 2:
        return False
    if _SHOWS_WHY.match(rest):
        # "A [rough calculation] shows why length makes this worse": what shows it is open,
        # whatever the clause after points to (graders, sets 1-69: 3 BAD, 1 WEAK of 4)
        return True
    if any(w.lower() in _DEMONSTRATIVES for w in _WORD.findall(rest)):
        return False
    verb, _, obj = rest.partition(" ")
    # the word after a subject is its verb ("is", "has", "deserves"), not a function word
    verb = verb.lower()
    if not (verb in _COPULAS or verb in _HAVE or verb not in _FUNCTION_WORDS):
        return False
    if word_count(rest) <= MAX_SIGNPOST_WORDS and _SIGNPOST_OBJECT.fullmatch(obj) is not None:
        return True
    if _PRESENTATIONAL.fullmatch(rest):
        return True  # "A [worked comparison] makes the gap concrete.", "A [corollary] follows."
    # or an empty label with its determiner, of up to eight words with the verb: "[Mixing
    # modes] causes a quieter version of the problem" (not "uses teacher examples")
    return _DETERMINER_FIRST.match(obj) is not None and empty_phrase(obj)


def list_spans(text: str) -> list[tuple[int, int]]:
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


def _list_is_the_content(text: str) -> bool:
    """Does a claim hold a list of four or more items, which no blank can ask?

    "A [...] requires A, B, C, and D": the list is the content, and it stays in
    view while the card asks for its label (a number it states may still be asked).
    """
    return bool(list_spans(text))


def _in_long_list(text: str, cut: Cut) -> bool:
    """Is the deletion inside a list of four or more items (commas, then and/or)?"""
    return any(cut.start < end and cut.end > start for start, end in list_spans(text))


def _salience(text: str, cut: Cut, terms: frozenset[str] = frozenset()) -> float:
    """A bonus for a telling deletion, a penalty for a generic one.

    A bare indefinite noun ("a number", "a rule") or one plain lowercase word
    says little; a phrase with a modifier, a hyphenated or capitalised term
    says more.
    """
    words = _WORD.findall(text[cut.start : cut.end])
    lowered = [w.lower() for w in words]
    if cut.why in _CLAUSE_CUTS or cut.why == "a key term":
        return 0.0
    if any(w in _GENERIC_HEADS for w in lowered):
        return -2.5  # "a lot of time", "a little bit": a quantity word, not a concept
    if (
        len(words) == 2
        and lowered[0] in _DETERMINERS
        and words[1].islower()
        and "-" not in words[1]
        and not (terms and _stem(words[1]) in terms)
    ):
        return -2.5  # "a number", "the update": a generic noun, not a key term
    if (
        len(words) == 2
        and lowered[0] in _DETERMINERS
        and re.match(r"\s+(?:with|whose|that|which|where)\b", text[cut.end :])
    ):
        return -1.0  # "pulls [the arm] with the highest estimate": the restriction tells
    if (
        len(words) == 3
        and lowered[0] in ("a", "an")
        and all(w.islower() and "-" not in w for w in words[1:])
        and not (terms and any(_stem(w) in terms for w in words[1:]))
    ):
        return -2.5  # "a common trap", "a big problem": an evaluation, not what it is
    if (
        len(words) == 1
        and words[0].islower()
        and "-" not in words[0]
        and len(words[0]) <= 7
        and not (terms and _stem(words[0]) in terms)
    ):
        return -1.3
    if any("-" in w or (w[:1].isupper() and i > 0) for i, w in enumerate(words)):
        return 0.2
    return 0.0


_WIDENED = _NOUN_CUTS


def _with_modifiers(text: str, cut: Cut) -> Cut:
    """A one-word noun deletion widened to the modifiers between it and its
    determiner: "a simple credible [baseline]" → "a [simple credible baseline]".

    Deleting the head alone leaves the informative words in view and asks for
    a word their collocation gives away. Verbs, adverbs, numbers and
    capitalised words stop the widening; so does a phrase of more than four words.
    """
    if cut.why not in _WIDENED or len(_WORD.findall(text[cut.start : cut.end])) != 1:
        return cut
    if has_number(text[cut.start : cut.end]):
        return cut  # "has [42]" is no noun with modifiers
    words = _words(text, 0, cut.start)
    modifiers: list[tuple[int, int]] = []
    for a, b in reversed(words):
        w = text[a:b]
        lw = w.lower()
        if text[b : (modifiers[0][0] if modifiers else cut.start)].strip():
            return cut  # punctuation between the words
        if lw in _DETERMINERS:
            break
        if (
            not w.isalpha()
            or not w.islower()
            or lw in _FUNCTION_WORDS
            or lw in _COPULAS
            or lw in {"has", "have", "had"}
            or lw in _PREPOSITIONS
            or lw in _VERBS
            or _base(lw) in _VERBS
            or _is_adverb(lw)
            or lw in _SMALL_COUNTS
            or len(modifiers) == 3
        ):
            return cut
        modifiers.insert(0, (a, b))
    else:
        return cut  # no determiner: not a noun phrase we can see whole
    if not modifiers:
        return cut
    found = _main_verb(text)
    verb_end = found[2][found[1]][1] if found is not None else 0
    if modifiers[0][0] < verb_end <= cut.start:
        # never back over the clause's verb: "The first approach spends [knowledge]", where
        # "spends" (a verb of no list) is read as the verb by its place after the subject
        modifiers = [m for m in modifiers if m[0] >= verb_end]
        if not modifiers:
            return cut
    return Cut(modifiers[0][0], cut.end, cut.score, cut.why)


def term_stems(terms: Iterable[str]) -> frozenset[str]:
    """The stems of the words of key terms ("SFT model" → "sft", "model")."""
    return frozenset(_stem(w) for t in terms for w in _WORD.findall(t))


def _verb_follows(text: str, position: int) -> bool:
    """Does a verb follow ``position`` (after adverbs): a known verb, an auxiliary, or an
    "-s" word before a determiner or a preposition ("Pi names the policy"), not a plural
    noun ("Later comparisons found …")?"""
    following = [text[a:b] for a, b in _words(text, position)][:4]
    while len(following) > 1 and _is_adverb(following[0]):
        following = following[1:]
    if not following:
        return False
    word = following[0].lower()
    if word in _COPULAS or word in _MODALS or word in {"has", "have", "had"} or is_verb(word):
        return True
    after = following[1].lower() if len(following) > 1 else ""
    followed = after in _DETERMINERS or (after in _PREPOSITIONS and after != "of")
    return word.endswith("s") and followed  # "values | of …" is a noun


_PREDICATIVE = frozenset(
    ["the number it states", "the verdict it gives", "what it makes of its object"]
)


def whole_terms(terms: Iterable[str]) -> frozenset[str]:
    """The stems of the one-word key terms ("advantage", "off-policy"): a plain word
    that is one of them is no guess; a word of a longer term ("model" of "reward
    model") still is."""
    return frozenset(_stem(t) for t in terms if len(_WORD.findall(t)) == 1)


# A compound of a degree or manner adverb and a participle or adjective: an evaluation.
_EVALUATIVE_COMPOUND = re.compile(
    r"(?:well|best|better|ill|so|much|most|least|widely|highly|poorly|badly|worst|little)-"
    r"[a-z]+(?:ed|en|wn|ing)",
    re.IGNORECASE,
)


def plain_word(text: str, cut: Cut, terms: frozenset[str] = frozenset()) -> bool:
    """Is the deletion one plain word that the rest of the sentence lets one guess?

    One ordinary word (letters only, lowercase but for the sentence's first
    letter), not a stem of the lesson's key terms (``terms``), not a number: "the
    request was [wrong]", "raises [accuracy]", "Some [implementations]". Graded
    blind, such blanks of caveats were GOOD in 2 of 42 verdicts, of claims in 16
    of 52; a key term, a hyphenated or capitalised word, or a phrase did better.
    """
    found = _WORD.findall(text[cut.start : cut.end])
    if len(found) != 1:
        return False
    word = found[0]
    if cut.why in _PREDICATIVE:
        return False  # "only when the next call is [well-formed]": the verdict is the point
    if _EVALUATIVE_COMPOUND.fullmatch(word):
        # "a [well-tuned] PPO pipeline", "the [best-known] method": how good, not what (sets
        # 1-149, such one-word blanks: 5 GOOD, 56 WEAK, 5 BAD of 66 verdicts; blind A/B,
        # tests/data/written/grades/ab14_*: the cards made instead, 7 GOOD, 4 BAD of 32)
        return _stem(word) not in terms
    if cut.why == "what it does not establish" and word.lower() not in _POLARITY:
        return False  # "is never [predictable]": what the negation denies is the point
    if not word.isalpha() or has_number(word):
        return False
    if not word.islower():
        if cut.start > 0 or not word[1:].islower():
            return False  # a name or an acronym
        people = word.lower().endswith(("ers", "ors", "ists", "ians"))  # "Labelers see …"
        # A bare plural names a whole class ("[Implementations] therefore store …", "[Teams]
        # often combine …"): a key term of the lesson or no blank (sets 1-189, such one-word
        # subjects: 8% GOOD, 76% WEAK, 16% BAD of 80 verdicts; singular ones 36% GOOD)
        if _verb_follows(text, cut.end) and not people and not _plural(word.lower()):
            return False  # the whole subject: "[Entropy] measures how spread out …"
    return _stem(word) not in terms


_OPERATOR_AFTER = re.compile(
    r"\s+(?:over|divided\s+by|times|to\s+the|plus|minus)\s+(?:an?\s+)?", re.IGNORECASE
)
_OPERATOR_BEFORE = re.compile(r"\s+(?:over|divided\s+by|times|plus|minus)\s+$", re.IGNORECASE)
_POINTER_IS = re.compile(
    r"(?:(?:so|and|but),?\s+)?(?:this|that|these|those)(?:\s+[\w-]+){0,2}\s+(?:is|are|was|were)\s+",
    re.IGNORECASE,
)
# (so is the whole citation, "[Machado and colleagues] recommend …": names, not the point)
_CITED_OTHERS = re.compile(
    r"\b(?:colleagues|co-?authors|collaborators|co-?workers)\b(?!\s*(?:'|’))", re.IGNORECASE
)


PREFER_AMONG = 3
"""How many acceptable blanks :func:`choose_deletion` offers (the one it returns and the
``alternatives`` after it), for a score of the cards they make to weigh (see
:func:`generator.compose._weighed_blanks`)."""


def choose_deletion(
    statement: Statement,
    title: str = "",
    *,
    example: bool = False,
    only: frozenset[str] | None = None,
    min_score: float | None = None,
    limits: bool | None = None,
    asked: frozenset[str] = frozenset(),
    lesson_terms: frozenset[str] = frozenset(),
    numbers: bool = True,
    elsewhere: frozenset[str] | None = None,
    said_before: frozenset[Fraction] = frozenset(),
    made_up: frozenset[Fraction] = frozenset(),
    alternatives: list[Cut] | None = None,
) -> Cut | None:
    """The best cloze deletion of a statement, or None when none is acceptable.

    ``title`` is the lesson's title: words it contains are given away.
    ``example``: the sentence tells the lesson's example (its values are no rule).
    ``only``: the kinds of deletion allowed (``Cut.why``), None for all.
    ``min_score``: leave out deletions less telling than this (score plus salience).
    ``limits``: the sentence limits a claim (a caveat); None: as it is classified.
    ``asked``: answers the lesson's cards already ask for (see :func:`answer_key`): a
    second card on the same words repeats the first and is given away by it.
    ``lesson_terms``: the stems of the lesson's key terms (see :func:`term_stems`); a
    plain word among them is no guess (:func:`plain_word`).
    ``numbers``: False when the number the sentence states is no answer (the checker
    finds the narration's result wrong).
    ``elsewhere``: the word stems the lesson's other sentences use (see
    :func:`said_once`); None to not look.
    ``said_before``: the values the sentences just before state: a blank that is only
    such a number ("[Eighty percent] sounds high", after the example that worked it out)
    asks to recall an example's result, not the point (blind graders: BAD).
    ``made_up``: values no blank may hold (those the sentence's example makes up, and the
    results it works out from numbers the card shows).
    ``alternatives``: when given, filled with the next acceptable blanks after the one
    returned, in the rules' order (at most :data:`PREFER_AMONG` less one).

    A claim whose only acceptable blank is one plain word gets no card; a caveat
    gets that blank only when nothing else is acceptable.
    """
    text = statement.text
    caveat = statement.kind is StatementKind.CAVEAT if limits is None else limits
    cuts = _claim_cuts(statement)
    if caveat:
        cuts += _caveat_cuts(text, statement.math)
    else:
        cuts += _affirmed_cuts(text)
    if (
        any(signpost_subject(text, c) for c in cuts)
        or announces_items(text)
        or announces_question(text)
    ):
        return None  # the sentence announces what follows: every blank of it is open
    if only is not None:
        cuts = [c for c in cuts if c.why in only]
    if not numbers:
        cuts = [
            c
            for c in cuts
            if c.why != "the number it states" and not has_number(text[c.start : c.end])
        ]
    if said_before:
        cuts = [c for c in cuts if not repeats_a_number(statement, c, said_before)]
    cuts = [c for c in cuts if not complements_a_number(statement, c, said_before)]
    if made_up:
        cuts = [
            c
            for c in cuts
            if not any(
                q.value in made_up and c.start <= q.start < c.end for q in statement.quantities
            )
        ]
    # Never half a number ("one hundred [sixty-eight]"): a blank holds all of it or none;
    # nor part of a formula ("\\(([1-p])^n\\)"): the statement's math spans, whole or not at all.
    cuts = [
        c
        for c in cuts
        if not any(n.start < c.start < n.end or n.start < c.end < n.end for n in statement.numbers)
        and not any(
            (m.start < c.start < m.end or m.start < c.end < m.end)
            and not (c.start <= m.start and m.end <= c.end)
            for m in statement.math
        )
    ]
    # Nor one operand of arithmetic said in words: "… has [a probability of one] over sixteen
    # to the sixteenth power" (set 347: BAD for both, the answer reads as certainty)
    cuts = [c for c in cuts if not _splits_arithmetic(statement, c)]
    # A value of an example is a general fact only with its inputs in view.
    terms = term_stems(statement.terms)
    known = whole_terms(statement.terms) | lesson_terms
    cuts = [c for c in cuts if _salience(text, c, terms) > -2.5]  # never a bare generic noun
    # "Machado and [colleagues] recommend …": the rest of a citation, no fact (graders, such
    # blanks of sets 1-349: 0 GOOD, 6 WEAK, 6 BAD verdicts), nor the citation as a whole
    cuts = [c for c in cuts if not _CITED_OTHERS.search(text[c.start : c.end])]
    # "That ordering is [the whole problem in miniature]", "This is [the whole mechanism in
    # miniature]": what a pointer to the sentences before is, said as all of the sentence's
    # predicate; many phrases fit it (graders, such blanks of sets 1-345: claims 14 GOOD,
    # 28 BAD of 70 verdicts, caveats 9 GOOD, 12 BAD of 54)
    pointed = _POINTER_IS.match(text)
    if pointed is not None:
        end = len(text.rstrip(' .!?;:”"’'))
        # (the blank may leave the predicate's article out: "is the [whole problem …]")
        cuts = [c for c in cuts if not (c.start <= pointed.end() + len("the ") and c.end >= end)]
    if min_score is not None:
        cuts = [c for c in cuts if c.score + _salience(text, c, terms) >= min_score]
    instance = example or Tag.EXAMPLE in statement.tags
    example = instance and not caveat and len(statement.quantities) < 2
    if not caveat and _list_is_the_content(text):
        cuts = [c for c in cuts if c.why == "the number it states"]
    if caveat and statement.kind is StatementKind.CAVEAT:
        # A caveat's point is its limit, not the number that illustrates it ("a joint
        # velocity ranges over [50] units", "a state with [20] legal moves"). On the written
        # lessons the 21 cards this changes had 9 GOOD, 24 WEAK, 9 BAD verdicts; the 22 made
        # instead, graded blind by two graders (tests/data/written/grades/ab01_*), 7 GOOD,
        # 33 WEAK, 4 BAD: BAD falls by half, GOOD about the same.
        cuts = [c for c in cuts if not only_number(text[c.start : c.end])]
    cuts = [
        _without_trailing_adverb(
            text, _past_particle(text, _attached_index(text, _with_modifiers(text, c)))
        )
        for c in cuts
    ]
    cuts += [w for c in cuts if (w := _from_determiner(text, c)) is not None]
    ranked = sorted(cuts, key=lambda c: (-(c.score + _salience(text, c, terms)), -c.start))
    # A name the sentence gives ("we call it the [baseline]") is a term, however plain.
    plain = [c for c in ranked if plain_word(text, c, known) and c.why != "the name it gives"]
    ranked = [c for c in ranked if c not in plain]
    found: list[Cut] = []
    for cut in ranked:
        if answer_key(text[cut.start : cut.end]) in asked:
            continue
        if elsewhere is not None and said_once(text, cut, elsewhere):
            continue
        if _acceptable(text, cut, title=title, example=example, instance=instance):
            if caveat and statement.kind is StatementKind.CAVEAT:
                cut = _widened_to_final_phrase(statement, cut, title, numbers)
            cut = _with_percent_sign(text, cut)
            if alternatives is None:
                return cut
            if all((c.start, c.end) != (cut.start, cut.end) for c in found):
                found.append(cut)
            if len(found) >= PREFER_AMONG:
                break
    if found:
        assert alternatives is not None
        alternatives.extend(found[1:])
        return found[0]
    if caveat and statement.kind is StatementKind.CAVEAT:
        last = _last_resort(statement, title, ranked, plain, terms, known)
        if last is not None and not numbers and has_number(text[last.start : last.end]):
            return None  # a result the checker finds wrong is never the answer
        if last is not None:
            return _with_percent_sign(
                text, _widened_to_final_phrase(statement, last, title, numbers)
            )
    return None


def _splits_arithmetic(statement: Statement, cut: Cut) -> bool:
    """Does the blank end on a number that an operation said in words takes on to another
    ("[… one] over sixteen"), or start on one that such an operation takes from the number
    before it ("one over [sixteen]")?"""
    text, numbers = statement.text, statement.numbers
    after = _OPERATOR_AFTER.match(text, cut.end)
    if (
        after is not None
        and any(n.end == cut.end for n in numbers)
        # (the number after it may open with the article the pattern took: "a hundred")
        and any(cut.end < n.start <= after.end() for n in numbers)
    ):
        return True
    before = _OPERATOR_BEFORE.search(text, 0, cut.start)
    return (
        before is not None
        and any(n.start == cut.start for n in numbers)
        and any(n.end == before.start() for n in numbers)
    )


def _with_percent_sign(text: str, cut: Cut) -> Cut:
    """The blank with the percent sign of a number it ends on ("solves [20%]", never "solves
    [20]%": the reader's number ends before its sign)."""
    if text[cut.end : cut.end + 1] == "%":
        return Cut(cut.start, cut.end + 1, cut.score, cut.why)
    return cut


def _word_after(text: str, end: int) -> re.Match[str] | None:
    """The word right after ``end``, one space between (none after punctuation)."""
    return _WORD.match(text, end + 1) if text[end : end + 1] == " " else None


def _ends_noun_phrase(text: str, end: int) -> bool:
    """Does a noun phrase end at ``end``: punctuation, a function word or a verb follows
    ("That [speed-up] is …"), not more of the phrase ("This [self-limiting] behaviour")?"""
    following = _word_after(text, end)
    if following is None:
        return True
    word = following.group(0).lower()
    return word in _FUNCTION_WORDS or word in _COPULAS or word in _MODALS or is_verb(word)


def repeats_a_number(statement: Statement, cut: Cut, said_before: frozenset[Fraction]) -> bool:
    """Is the blank a number (with at most one word beside it) that a sentence just before
    states too?"""
    inside = [n for n in statement.quantities if cut.start <= n.start and n.end <= cut.end]
    if not inside or any(n.value not in said_before for n in inside):
        return False
    rest = statement.text[cut.start : cut.end]
    for n in sorted(inside, key=lambda n: -n.start):
        rest = rest[: n.start - cut.start] + " " + rest[n.end - cut.start :]
    return word_count(rest) <= 1


def complements_a_number(
    statement: Statement, cut: Cut, said_before: frozenset[Fraction] = frozenset()
) -> bool:
    """Is the blank a probability or a percentage that is one minus a number in view, in
    the sentence or just before it ("all four fail with probability about point six six.
    … only about [thirty-four percent] of such groups carry any signal")? The card asks
    for a subtraction, not for something the lesson taught (blind graders, such blanks of
    sets 1-51: 3 GOOD, 19 WEAK and 4 BAD verdicts of 26). Exactly one minus it, as a
    narration rounds a complement ("point one nine … [eighty-one percent]"): one near it
    is another quantity (a bound of 0.099 beside a γ of 0.9); and not a half, which is its
    own complement."""
    inside = [n for n in statement.quantities if cut.start <= n.start and n.end <= cut.end]
    if len(inside) != 1:
        return False
    (blank,) = inside
    rest = statement.text[cut.start : blank.start] + " " + statement.text[blank.end : cut.end]
    if word_count(rest.replace("%", " ")) > 1:
        return False  # a phrase that holds the number asks for more than the number
    percent = blank.unit == "percent"
    value = blank.value / 100 if percent else blank.value
    if not 0 < value < 1 or value == Fraction(1, 2) or (not percent and blank.unit is not None):
        return False
    shown = [
        n.value / 100 if n.unit == "percent" else n.value
        for n in statement.quantities
        if n is not blank and n.unit in (None, "percent")
    ]
    return any(0 < x < 1 and 1 - x == value for x in [*shown, *said_before])


# An evaluation, an order or a count before a noun: "further", "simple", "whole", "one".
_EVALUATED = re.compile(
    r"(?:(?:the|a|an|this|that)\s+)?(?:[a-z]+est|[a-z]+er|classic|standard|typical|usual|"
    r"common|main|key|central|important|obvious|famous|simple|basic|general|real|whole|"
    r"entire|single|one|another|other|practical|useful|quick|good|bad|big|small|major|"
    r"minor|nice|neat|clever|subtle|extra|additional|final|first|second|third|last|next)"
    r"\s+(?P<head>[a-z]+)",
)
_EVALUATED_CUTS = _NOUN_CUTS | {"the term it defines"}


def said_once(text: str, cut: Cut, elsewhere: frozenset[str]) -> bool:
    """Is the blank a noun the lesson's other sentences never use, with only an
    evaluation, an order or a count before it ("A [further trap] is …", "Many
    [practical recipes] combine …", "hinges on [one quantity]")?

    A thing a lesson teaches comes back (in a definition, an example, a summary); a
    noun it says once is how the narration phrased one sentence, and with only an
    evaluation to go by many other wordings fit the blank. ``elsewhere`` holds the
    stems of the other sentences' words.
    """
    if cut.why not in _EVALUATED_CUTS:
        return False
    evaluated = _EVALUATED.fullmatch(text[cut.start : cut.end].strip())
    return evaluated is not None and _stem(evaluated.group("head")) not in elsewhere


def _past_particle(text: str, cut: Cut) -> Cut:
    """An object's blank that starts with its verb's particle ("drags [down long
    solutions]"), moved past the particle: "drags down [long solutions]"."""
    spans = _words(text, cut.start, cut.end)
    if cut.why != "what the verb acts on" or len(spans) < 2:
        return cut
    if text[spans[0][0] : spans[0][1]].lower() not in _PARTICLES:
        return cut
    return Cut(spans[1][0], cut.end, cut.score, cut.why)


def _from_determiner(text: str, cut: Cut) -> Cut | None:
    """A clause's blank that starts inside its subject, widened to the subject's
    determiner ("the full unclipped [penalty still applies]" → "[the full unclipped
    penalty still applies]"), when the whole is short enough; None otherwise."""
    if cut.why not in _CLAUSE_CUTS or not _inside_noun_phrase(text, cut):
        return None  # a clause's blank only: a noun's widened blank is a phrase of its own
    for a, b in reversed(_words(text, 0, cut.start)):
        word = text[a:b].lower()
        if word in _DETERMINERS or word.endswith(("'s", "’s")):
            if word_count(text[a : cut.end]) > MAX_DELETION_WORDS:
                return None
            return Cut(a, cut.end, cut.score - 0.1, cut.why)
    return None


def _attached_index(text: str, cut: Cut) -> Cut:
    """A deletion that stops before an attached index ("pass@[(k)]", "best-of-(k)")
    takes it along: "[pass@(k)]"."""
    m = re.match(r"\([\w\s]{1,4}\)", text[cut.end :])
    if m is None or cut.end == cut.start:
        return cut
    return Cut(cut.start, cut.end + m.end(), cut.score, cut.why)


DEICTIC_ADVERBS = words.wordset("now here then there today")
"""Adverbs that point into the narration's situation ("now", "here"): no part of a phrase."""


def _without_trailing_adverb(text: str, cut: Cut) -> Cut:
    """The blank without deictic adverbs at its end ("The [learner now] gives …", "The
    [cap here] acts on …" → "learner", "cap"): they belong to the clause, not to the
    phrase asked for (set 19: such blanks WEAK for both graders)."""
    inside = _words(text, cut.start, cut.end)
    trimmed = inside
    after = _word_after(text, cut.end)
    # ("The [answer first] appears …": an adverb of time or frequency right before the verb
    # belongs to the verb)
    word = after.group(0) if after is not None else ""
    verb_next = word.islower() and (
        is_verb(word) or (word.endswith(("s", "ed")) and not word.endswith("ss"))
    )
    while (
        len(trimmed) > 1
        and (
            text[trimmed[-1][0] : trimmed[-1][1]].lower() in DEICTIC_ADVERBS
            or (
                verb_next
                and text[trimmed[-1][0] : trimmed[-1][1]].lower() in _VERB_ADVERBS
                # ("the very first steps": an ordinal of the noun after it)
                and text[trimmed[-2][0] : trimmed[-2][1]].lower() not in _DETERMINERS | {"very"}
            )
        )
    ):
        trimmed = trimmed[:-1]
    return replace(cut, end=trimmed[-1][1]) if len(trimmed) < len(inside) else cut


_VERB_ADVERBS = words.wordset(
    "first last also still again already often usually always never only rarely seldom"
)


def _premodifier(text: str, cut: Cut) -> bool:
    """Is the deletion one word between a determiner and the noun it modifies?"""
    if word_count(text[cut.start : cut.end]) != 1:
        return False
    before = _WORD.findall(text[: cut.start])[-1:]
    after = _word_after(text, cut.end)
    return (
        bool(before)
        and before[0].lower() in _DETERMINERS
        and after is not None
        and after.group(0).islower()
        and not _closed(after.group(0))
    )


def _last_resort(
    statement: Statement,
    title: str,
    ranked: list[Cut],
    plain: list[Cut],
    terms: frozenset[str],
    known: frozenset[str],
) -> Cut | None:
    """A caveat's blank when no telling one is acceptable: every caveat gets a card.

    In order: the end of the sentence, a cut that only breaks the rules of salience
    (never a visible answer), and only then one plain word (:func:`plain_word`),
    the same way.
    """
    for shape, made_up in ((True, False), (False, False), (False, True)):
        found = _last_resort_round(
            statement, title, ranked, plain, terms, known, shape=shape, made_up=made_up
        )
        if found is not None:
            return found
    # Nothing else: the sentence's final clause or verb phrase ("The planning updates are
    # [only as good as the model]"), rather than a caveat without a card.
    text = statement.text
    end = len(text.rstrip(' .!?;:”"’'))
    start = _final_phrase(text, end)
    if start is None:
        return None
    cut = Cut(start, end, 1, "the end of the sentence")
    return cut if _fair_final_phrase(text, cut, title) else None


def _fair_final_phrase(text: str, cut: Cut, title: str) -> bool:
    """May a sentence's final clause or verb phrase be the blank: acceptable with the shape
    rules relaxed (it is a phrase of its own), not given away by the title, no empty label?"""
    phrase = text[cut.start : cut.end]
    return (
        _acceptable(text, cut, strict=False, shape=False)
        and not given_away(phrase, title)
        and not empty_label(phrase)
    )


MAX_WIDENED_WORDS = 3
"""A caveat's blank of at most this many words that ends its sentence is widened to the
final phrase (:func:`_widened_to_final_phrase`)."""
MIN_WORDS_LEFT = 5
"""Words of the sentence a widened blank leaves in view, at least."""
_OPEN_BEFORE = re.compile(r"(?:[,;]|\b(?:and|or|nor))$", re.IGNORECASE)


def _widened_to_final_phrase(statement: Statement, cut: Cut, title: str, numbers: bool) -> Cut:
    """A caveat's short blank at the end of its sentence, widened to the sentence's final
    clause or verb phrase when that is acceptable ("TD targets are less noisy but [biased
    by the current estimates]" rather than "… biased by the [current estimates]"; "so [the
    target comes out too high]" rather than "so the target comes out [too high]").

    The end of a sentence is where a short blank is most often a guess: blind graders
    called 19% of one- and two-word sentence-final caveat blanks GOOD (472 verdicts), about
    half of four- to six-word ones. An A/B grading of 119 such cards, blind, by two graders
    (old 47 and 27 GOOD, new 55 and 43) showed where widening does harm, and it is not
    done there: after a comma, a semicolon or a coordinator (the blank becomes an open list
    item, a parallel clause or an appended clause: "correct, helpful, or [preferred by a
    reward model]"; of two clauses after a semicolon, one went from GOOD to WEAK), in a
    short sentence (fewer than :data:`MIN_WORDS_LEFT` words left: "Be [careful about …]"),
    or over a number the short blank left out (an example's count). With those left out, a
    second A/B grading of the 72 changed cards not graded before, by two other graders:
    old 15 and 23 GOOD, 2 and 4 BAD; new 18 and 31 GOOD, 1 and 1 BAD.
    """
    text = statement.text
    end = len(text.rstrip(' .!?;:”"’'))
    if cut.end < end or word_count(text[cut.start : cut.end]) > MAX_WIDENED_WORDS:
        return cut
    start = _final_phrase(text, end)
    if start is None or start >= cut.start or _OPEN_BEFORE.search(text[:start].rstrip()):
        return cut
    wider = Cut(start, end, cut.score, cut.why)
    phrase = text[start:end]
    if word_count(text[:start]) + word_count(text[end:]) < MIN_WORDS_LEFT:
        return cut
    if has_number(phrase) and (not numbers or not has_number(text[cut.start : cut.end])):
        return cut  # an example's count, or a result the checker finds wrong
    return wider if _fair_final_phrase(text, wider, title) else cut


MIN_TAIL_WORDS = 4
MAX_TAIL_WORDS = 7
_TAIL_OPENERS = words.wordset(
    "when where while because before after until unless if since although though whereas"
)
_TAIL_COORDINATORS = words.wordset("and but yet so or")


def _final_phrase(text: str, end: int) -> int | None:
    """Where the sentence's final clause or verb phrase starts, when it has
    :data:`MIN_TAIL_WORDS` to :data:`MAX_TAIL_WORDS` words: back from the end to the
    nearest break that leaves at least four words — punctuation, a coordinator (left out),
    a subordinator (taken along) or an auxiliary ("are [only as good as the model]", left
    out). None when no such break is that near."""
    found = _words(text, 0, end)
    tail = found[-(MAX_TAIL_WORDS + 1) :]
    for k in range(len(tail) - 1, -1, -1):
        a, b = tail[k]
        word = text[a:b].lower()
        count = len(tail) - k  # words from tail[k] to the end
        after = tail[k + 1][0] if k + 1 < len(tail) else end
        punctuated = k > 0 and bool(re.search(r"[,;:()—–]", text[tail[k - 1][1] : a]))
        if count > MAX_TAIL_WORDS:
            return None
        if word in _TAIL_COORDINATORS or word in _COPULAS or word in _MODALS:
            if count - 1 >= MIN_TAIL_WORDS:
                return after
        elif (word in _TAIL_OPENERS or punctuated) and count >= MIN_TAIL_WORDS:
            return a
    return None


def _pointed_noun(text: str, cut: Cut, known: frozenset[str]) -> bool:
    """Is the blank the one plain noun after a demonstrative ("look best at that
    [moment]", "in this [case]")? What it names is what the pointer points at."""
    deleted = _WORD.findall(text[cut.start : cut.end])
    before = _WORD.findall(text[: cut.start])[-1:]
    return (
        len(deleted) == 1
        and bool(before)
        and before[0].lower() in _DEMONSTRATIVES
        and plain_word(text, cut, known)
        and not is_verb(deleted[0].lower())
    )


def _last_resort_round(
    statement: Statement,
    title: str,
    ranked: list[Cut],
    plain: list[Cut],
    terms: frozenset[str],
    known: frozenset[str],
    *,
    shape: bool,
    made_up: bool = False,
) -> Cut | None:
    """One round of :func:`_last_resort`: first with whole constituents only
    (``shape``), then, so that the caveat keeps a card, without that rule, and only
    then with a value made up to illustrate (``made_up``)."""
    text = statement.text
    fallback = _fallback_cut(text)
    inside = [n for n in statement.numbers if fallback and n.start < fallback.start < n.end]
    if fallback is not None and inside:
        # "only point [two on harmlessness]": the last three words start inside a number
        fallback = Cut(inside[0].start, fallback.end, fallback.score, fallback.why)
    if fallback is not None and shape:
        fallback = _from_determiner(text, fallback) or fallback
    tail = [fallback] if fallback is not None and _salience(text, fallback, terms) > -2.5 else []
    plain = [c for c in plain if not _pointed_noun(text, c, known)]
    tail = [c for c in tail if not _pointed_noun(text, c, known)]
    tail_plain = bool(tail) and plain_word(text, tail[0], known)
    telling = ([] if tail_plain else tail, ranked + ([] if tail_plain else tail))
    guessable = (plain + (tail if tail_plain else []), plain + (tail if tail_plain else []))
    for strict, relaxed in (telling, guessable):
        for cut in strict:
            if _acceptable(text, cut, title=title, shape=shape):
                return cut
        # Of blanks that break a rule, a longer one asks for more of the caveat's point:
        # blind graders called 48% of such four-to-six-word blanks GOOD, 15-22% of shorter.
        for cut in sorted(relaxed, key=lambda c: -min(word_count(text[c.start : c.end]), 4)):
            deleted = [w.lower() for w in _WORD.findall(text[cut.start : cut.end])]
            if len(deleted) == 1 and deleted[0] in _BARE_LIGHT_VERBS:
                continue  # "the draft did not [have]": a light verb alone, no card is better
            content = [w for w in deleted if w not in _FUNCTION_WORDS and w not in _DETERMINERS]
            shown = {_stem(w) for w in _WORD.findall(text[: cut.start] + " " + text[cut.end :])}
            if len(content) > 1 and all(_stem(w) in shown for w in content):
                # "thirty wrong answers become right, and twelve right [answers become wrong]":
                # every word of it in view (graders: 0 GOOD of 14 such caveat verdicts)
                continue
            if (
                cut.why == "the number it states" or only_number(text[cut.start : cut.end])
            ) and deleted not in _DEFAULT_MAGNITUDES:
                # a number no rule accepts is an example's made-up value ("[76]"); a default
                # magnitude ("most rewards will be [zero]") is weak, but better than no card
                continue
            if (
                not made_up
                and has_number(text[cut.start : cut.end])
                and _ILLUSTRATION.search(text[: cut.start])
            ):
                continue  # "An arm that has paid [nothing a hundred times] …": made up
            if _premodifier(text, cut):
                continue  # "a [well-known] weakness": an evaluation of a noun in view
            if _INSTANCE_LABEL.fullmatch(text[cut.start : cut.end].strip()):
                continue  # "[Policy B] incurs a cost of 4": a made-up letter (set 261: BAD)
            before = [w.lower() for w in _WORD.findall(text[: cut.start])[-1:]]
            first = _WORD.findall(text[cut.start : cut.end])[:1]
            if before and first and (before[0], first[0].lower()) in _IDIOMS:
                continue  # "at the [cost of noise]": half a fixed phrase
            if deleted and deleted[0] in _SMALL_COUNTS and len(deleted) == 1:
                continue  # a count of the lesson's own items ("there are [two] problems")
            if (
                len(deleted) == 1
                and before
                and before[0] in _GROUP_DETERMINERS
                and only_number(text[cut.start : cut.end])
            ):
                continue  # "when all [sixteen] are wrong": the size of the example's group
            if _POINTER.match(text[cut.start : cut.end]):
                continue  # "anything in [the earlier group of four]": which item, not what
            if _RELATION_TO_UNSHOWN.search(text[cut.start : cut.end].strip()):
                continue  # "punishes [the opposite error]": opposite of what?
            if empty_label(text[cut.start : cut.end]):
                continue  # "Flaky tests are [a quieter problem]": many phrases fit
            if _QUANTITY_OF.search(text[: cut.start]):
                continue  # "a lot of [time]": a guess
            if (
                _acceptable(text, cut, strict=False, shape=shape)
                and not given_away(text[cut.start : cut.end], title)
                and _salience(text, cut, terms) > -2.5
            ):
                return cut
    return None


def no_deletion_reason(
    statement: Statement,
    title: str = "",
    *,
    asked: frozenset[str] = frozenset(),
    lesson_terms: frozenset[str] = frozenset(),
) -> str | None:
    """Why the most telling candidate blank of a sentence was not asked, if it has one.

    For the lesson's report of skipped sentences: "its best blank ('compute') is
    one word of a noun phrase whose modifier stays in view …".
    """
    text = statement.text
    terms = frozenset(_stem(w) for t in statement.terms for w in _WORD.findall(t))
    cuts = [_with_modifiers(text, c) for c in _claim_cuts(statement)]
    cuts = [c for c in cuts if c.end > c.start]
    if not cuts:
        return None
    if announces_items(text):
        return "it announces how many things the next sentences name ('… in two stages')"
    if announces_worth_saying(text):
        return "it only says the next sentences are worth reading ('… worth stating plainly')"
    if announces_question(text):
        return "it poses the question the next sentences answer ('The next question is how …')"
    signpost = next((c for c in cuts if signpost_subject(text, c)), None)
    if signpost is not None:
        return (
            f"it announces what the next sentences say: almost anything fits its subject "
            f"('{text[signpost.start : signpost.end]}')"
        )
    best = max(cuts, key=lambda c: (c.score + _salience(text, c, terms), -c.start))
    answer = text[best.start : best.end]
    if answer_key(answer) in asked:
        return f"its best blank ('{answer}') is already the answer of another card"
    reason = rejection(text, best, title=title) or _malformed(text, best)
    if reason is None and _salience(text, best, terms) <= -2.5:
        reason = "a generic noun, not a key term"
    if reason is None and plain_word(text, best, whole_terms(statement.terms) | lesson_terms):
        reason = "one plain word, which the rest of the sentence lets one guess"
    return f"its best blank ('{answer}'): {reason}" if reason else None


def answer_key(answer: str) -> str:
    """An answer as compared across a lesson's cards: its words in the singular, without
    articles ("a Q-table" and "Q-tables" are the same answer)."""
    words = [w for w in _WORD.findall(answer) if w.lower() not in _DETERMINERS]
    return " ".join(_base(w) for w in words)


def coordinated_items(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The items of a coordination ("A, B, and C"; "both A and B") inside a span.

    Each item is a span of at most four words; fewer than two items (or an
    item that is only function words) gives [].
    """
    span = text[start:end]
    if not re.search(r"\b(?:and|or)\b", span):
        return []
    parts: list[tuple[int, int]] = []
    pos = 0
    for m in re.finditer(r"\s*(?:,\s*(?:and|or)\s+|,\s*|\s+(?:and|or)\s+)", span):
        parts.append((pos, m.start()))
        pos = m.end()
    # "…, 4 and 1 respectively": the adverb pairs the items with others; no part of one.
    tail = re.search(r"\s+respectively\s*$", span, re.IGNORECASE)
    parts.append((pos, tail.start() if tail is not None and tail.start() > pos else len(span)))
    if len(parts) < 2:
        return []
    items = []
    for a, b in parts:
        a, b = _trim(span, a, b)
        words = _words(span, a, b)
        while words and span[words[0][0] : words[0][1]].lower() in {"both", "either", "neither"}:
            words = words[1:]
        if not words or len(words) > 4:
            return []
        if all(span[x:y].lower() in _FUNCTION_WORDS for x, y in words):
            return []
        item = (start + words[0][0], start + words[-1][1])
        if _splits_math(text, *item):
            return []  # "(\\frac{2}{7}), (\\frac{4}{7}) and …": formulas, no items to blank
        items.append(item)
    stems = [
        {_stem(p) for p in re.split(r"[\s-]+", text[a:b]) if p and p.lower() not in _FUNCTION_WORDS}
        for a, b in items
    ]
    if any(stems[i] & stems[j] for i in range(len(stems)) for j in range(i + 1, len(stems))):
        return []  # "on-policy and off-policy": one item gives the other away
    return items


def colon_list(text: str) -> list[tuple[int, int]]:
    """The items of a list after a colon ("three failure modes: A, B, and C")."""
    colon = text.find(":")
    if colon < 0:
        return []
    end = len(text.rstrip(' .!?;”"’'))
    return coordinated_items(text, colon + 1, end)
