"""The closed classes of English words, in one place for the reader, the cards and the quiz.

Function words (articles, determiners, pronouns, prepositions, conjunctions,
auxiliaries, modals and the adverbs that work like them) are a small, closed
set: they are the same in every lesson, so rules can lean on them without
fitting any lesson's phrasing. ``numbers`` uses them to tell "one" the number
from "one" the pronoun, ``cloze`` to keep blanks off words a learner could
guess, ``glossary`` to match a term's spelled-out words against its initials,
and the quiz to ignore an article in a typed answer.

Each class is a ``frozenset`` of lower-case words; :func:`stem` is the one stemmer
the card rules compare words with. The lists are written by
hand from English grammar (no library ships them apart from a tagger's
model); a word in two classes ("that", "so", "since") is in both.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import Any


@cache
def _stemmer() -> Any:
    import Stemmer  # PyStemmer, on first use: the quiz reads the word classes, not the stems

    return Stemmer.Stemmer("english")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A word's Snowball (Porter 2) stem, lower-cased: "baselines" and "baseline" → "baselin".

    Cards compare words across a sentence, its context and its headings by stem; the
    Snowball stemmer is the standard English one (PyStemmer, its C implementation: the
    pure-Python ``snowballstemmer`` gives the same stems but takes 8 ms to import).
    """
    return str(_stemmer().stemWord(word.casefold().strip("’'")))


def wordset(words: str) -> frozenset[str]:
    """A set of words written as one whitespace-separated string."""
    return frozenset(words.split())


DISCOUNT_NAMES = r"(?i:\bdiscount|\bgamma\b)|γ|\\gamma"
"""How a lesson names the discount factor: "discount", "gamma", γ or ``\\gamma`` (a pattern)."""
VALUE_LINK = re.compile(
    r"\s*(?:(?:is|was|will\s+be|of|=|equals|equal\s+to|set\s+to|to|at)\s+)+"
    r"(?:(?:typically|usually|often|commonly|normally|generally|here|now|then|about)\s+)*"
)
"""What links a name to the value the text gives it ("γ is 0.9", "a gamma of two", "α = 0.1",
"set to about 0.5", "γ is typically 0.99"): the value starts where it ends."""

ARTICLES = wordset("a an the")
DEMONSTRATIVES = wordset("this that these those")
POSSESSIVES = wordset("my your his her its our their whose")
QUANTIFIERS = wordset(
    "each every any all some no another other such either neither both many several most few"
)
WH_WORDS = wordset("what which who whom whose how why when where whether")
DETERMINERS = ARTICLES | DEMONSTRATIVES | POSSESSIVES | QUANTIFIERS | wordset("which what")

PREPOSITIONS = wordset(
    """
    about above across after against along among around as at before behind below beneath
    beside besides between beyond by despite down during except for from in inside into like
    near of off on onto out outside over past per since than through throughout till to toward
    towards under underneath until up upon via with within without
    """
)
COORDINATORS = wordset("and or but nor so yet")
SUBORDINATORS = wordset(
    """
    although because if once since so though unless until when whenever where whereas
    wherever whether while
    """
)
CONJUNCTIONS = COORDINATORS | SUBORDINATORS | WH_WORDS | wordset("that then")

# Spoken cardinals up to the hundreds: the words arithmetic is said in ("six minus four").
CARDINALS = wordset(
    """
    zero one two three four five six seven eight nine ten eleven twelve
    thirteen fourteen fifteen sixteen seventeen eighteen nineteen
    twenty thirty forty fifty sixty seventy eighty ninety hundred
    """
)

SUBJECT_PRONOUNS = wordset("i you he she it we they")
PRONOUNS = SUBJECT_PRONOUNS | wordset("me him us them")
# Words that point back to something said before: a card that starts with one needs it on the card.
ANAPHORS = DEMONSTRATIVES | wordset("it its they them their such")

AUXILIARIES = wordset(
    """
    is are was were be been being am has have had having do does did done
    isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't
    """
)
MODALS = wordset(
    """
    can could may might must shall should will would cannot needs wants
    can't couldn't won't wouldn't shouldn't mustn't
    """
)
# Adverbs that modify a whole clause or a degree rather than name anything.
ADVERBS = wordset(
    """
    only also too just even again otherwise still already more less most least very not never
    always often here there now instead rather else alone together apart away back ahead later
    earlier ago yet thus hence therefore however perhaps maybe quite fairly really simply
    """
)
NEGATORS = wordset("not never cannot no n't nor")
PERCENT_AFTER = re.compile(r"\s*(?:%|(?:percent|per\s+cent)\b)", re.IGNORECASE)
"""A percent sign or word right after a number, for ``PERCENT_AFTER.match(text, number_end)``."""


def percent_end(text: str, end: int) -> int:
    """Where a number ending at ``end`` ends with its percent sign or word ("seventy| percent|")."""
    unit = PERCENT_AFTER.match(text, end)
    return unit.end() if unit else end


ONE_SIDED = (
    r"(?:just|a\s+little|a\s+bit|slightly|a\s+shade)\s+(?:over|under|above|below|more\s+than|"
    r"less\s+than)"
)
"""The approximators that say on which side of the number the value lies ("a little over
0.38", "just under half"): a pattern."""
APPROXIMATORS = (
    r"(?:roughly|about|approximately|around|nearly|almost|circa|some|close\s+to|"
    rf"{ONE_SIDED}|on\s+the\s+order\s+of)"
)
"""The words that make a stated number approximate ("about 0.63", "just over half"): a
pattern (some are phrases: "a little over 0.38"), for the checker's hedged results."""
ROUNDED_BEFORE = re.compile(rf"\b{APPROXIMATORS}\s+$", re.IGNORECASE)
"""An approximator ending the text searched: the number after it is said rounded ("about
[0.78%]"); search up to the number's start."""

SETS_UP = (
    r"^(?:(?:now|so|and|next|then|finally|for\s+(?:example|instance)),?\s+)?"
    r"(?:say|suppose|imagine|consider|take|let|assume|picture|pick|put"
    # "Start with one question and a model that answers it with probability point six"
    r"|(?:start|begin)\s+with)\b|"
    r"^(?:had|were)\s+(?:the|a|an|we|it|this|that|they|there|its|our)\b|"
    r"\b(?:now\s+)?(?:imagine|suppose|let[’']s\s+say)\b"
)
"""A sentence that sets an instance up ("Suppose …", "Take …", "Had the group been …"): a
pattern; the values such a sentence states are made up as inputs, not worked out."""

# "Shrink the buffer to one hundred thousand transitions and keep everything else fixed",
# "Double the sequence to two hundred tokens", "Raise the temperature to 1.5": a sentence that
# opens on a bare verb and its object is an imperative, and one that sets its object to a
# value, or holds the rest fixed, makes an instance up (English puts no object after a
# sentence's first word unless that word is a verb: a noun subject comes before its verb).
_IMPERATIVE_OPENING = re.compile(
    r"^(?:(?:now|so|and|next|then|finally|instead),?\s+)?(?P<verb>[A-Za-z]+)\s+"
    r"(?:the|its|their|every|each|all|both|this|that|these|those)\s"
    # a bare name set to a value by a verb of setting: "Keep alpha at thirty-two and raise
    # the rank from sixteen to sixty-four", "Set gamma to 0.9"
    r"|^(?:(?:now|so|and|next|then|finally|instead),?\s+)?(?P<setting>set|keep|hold|fix|raise|"
    r"lower|increase|decrease|reduce|double|halve|cut|drop|push|change|scale|shrink|grow|bump)"
    r"\s+[a-z][\w-]*\s+(?=(?:at|to|from|by)\s)",
    re.IGNORECASE,
)
_SETS_A_VALUE = re.compile(
    r"\b(?:to|by|at)\s+(?:about\s+|only\s+|just\s+)?(?:\d|\\?\(|a\s+(?:half|third|quarter|tenth|factor)\b|"
    r"half\b|(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|"
    r"twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|point)\b)"
    r"|\b(?:keep|keeping|hold|holding|leave|leaving)\s+(?:everything|all)\s+else\b"
    r"|\ball\s+else\s+(?:equal|fixed|the\s+same)\b",
    re.IGNORECASE,
)
_NOT_IMPERATIVE = (
    ARTICLES
    | DETERMINERS
    | PREPOSITIONS
    | CONJUNCTIONS
    | PRONOUNS
    | AUXILIARIES
    | MODALS
    | ADVERBS
    | CARDINALS
    | wordset("twice half once")
)


def imperative_set_up(text: str) -> bool:
    """Does the sentence make an instance up in the imperative, a bare verb and its object
    set to a value or with the rest held fixed ("Shrink the buffer to one hundred thousand
    transitions and keep everything else fixed")? The first word is no function word,
    number word, gerund ("Clipping the ratio …"), adverb ("Usually the …") or plural noun
    (a base form ends in "s" only as "pass", "focus")."""
    opening = _IMPERATIVE_OPENING.match(text)
    if opening is None:
        return False
    verb = (opening.group("verb") or opening.group("setting")).lower()
    if verb in _NOT_IMPERATIVE or verb.endswith(("ing", "ly")):
        return False
    if verb.endswith("s") and not verb.endswith(("ss", "us")):
        return False  # "Rewards the agent collects sum to ten": a plural noun, a relative clause
    return _SETS_A_VALUE.search(text, opening.end()) is not None


# The commonest function words (articles, "be", "do", the core modals and prepositions,
# the words that join clauses): a phrase that starts with one, or is made of them, is no
# blank worth asking. Narrower than FUNCTION_WORDS on purpose: "about", "most" or "later"
# often start the phrase a card should ask for.
COMMON_FUNCTION_WORDS = wordset(
    """
    a an the and or but of to in on at by for with from as that which who this these those
    it its their is are was were be been being can could may might will would should must
    do does did not no than then so if when while
    """
)
# The commonest prepositions: the ones that open a complement rather than an adverbial.
COMMON_PREPOSITIONS = wordset(
    """
    to of for with by from into onto outside inside across over under through at on in about
    after before between within without as like against toward towards via per
    """
)

FUNCTION_WORDS = (
    ARTICLES
    | DETERMINERS
    | PREPOSITIONS
    | CONJUNCTIONS
    | PRONOUNS
    | POSSESSIVES
    | AUXILIARIES
    | MODALS
    | ADVERBS
)


def contains_word(phrase: str, text: str) -> bool:
    """Whether ``phrase`` occurs in ``text`` as whole words: no word character (a letter,
    digit or underscore, as ``\\w``) right before or after it.

    The same as ``re.search(r"(?<!\\w)" + re.escape(phrase) + r"(?!\\w)", text)``, without
    compiling a pattern per phrase (the card rules ask it thousands of times a lesson).
    """
    if not phrase:
        return re.search(r"(?<!\w)(?!\w)", text) is not None
    at = text.find(phrase)
    while at != -1:
        end = at + len(phrase)
        before = text[at - 1] if at else ""
        after = text[end] if end < len(text) else ""
        if not (before and (before.isalnum() or before == "_")) and not (
            after and (after.isalnum() or after == "_")
        ):
            return True
        at = text.find(phrase, at + 1)
    return False


# An instance named by a capital letter ("Solution B", "For A,", "arm C"): not the pronoun
# "I", not a sentence's first word (an article), not a symbol inside math ("\\(K\\)", "p_K").
_INSTANCE_LETTER = re.compile(r"(?<=[\w,;] )(?P<letter>[A-HJ-Z])(?![\w'’\\(^_{}])")


def instance_letters(text: str) -> frozenset[str]:
    """The capital letters that name instances in ``text`` ("Solution B" → {"B"})."""
    return frozenset(m.group("letter") for m in _INSTANCE_LETTER.finditer(text))


def other_instance(earlier: str, text: str) -> bool:
    """Do both texts name instances by letter, and none in common? Then the values of the
    earlier one are no inputs of a result the later one states ("Solution B has 3 steps,
    scored 0.95, 0.6 and 0.95. For A, the mean is 0.9")."""
    named = instance_letters(text)
    if not named:
        return False
    before = instance_letters(earlier)
    return bool(before) and before.isdisjoint(named)
