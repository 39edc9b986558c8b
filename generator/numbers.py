"""Find the numbers a lesson sentence states, spoken, in digits or in inline math, exactly.

Lesson narration is written to be read aloud, so its numbers are words:
"point eight one", "positive point three", "fourteen-hundred-token", "one
point seven billion", "three quarters", "eighty-four, eleven, and five
percent". :func:`find_numbers` turns one sentence into
:class:`~generator.model.Number` items, each with the exact text it came from
(``sentence[start:end]``), an exact :class:`~fractions.Fraction` value and a
role: most are quantities, but number words that are not quantities are
reported too, labelled so later stages can skip them — count words ("one
sampled action", "a single update"), names ("one-hot", "DeepSeek-R1",
"Qwen3"), ordinals ("first", "a third protected channel") and metric names
("pass-at-one" → ``pass@1``). :func:`parse_number` reads one number string
for the calculator and the checker; :func:`find_metrics` lists metric names,
including symbolic ones such as "pass-at-k" that have no value.

Conventions:

* Integer word compounds ("thirty-seven", "two thousand and five") are
  validated and valued by the maintained ``text2num`` package; this module adds
  what it lacks: offsets, exact decimals ("point one zero" is 0.10), scales
  after decimals, "trillion", fractions, signs, percentages, lists and roles.
* A percentage's ``text`` is the numeral alone ("eighty-four" in "eighty-four
  percent", "84" in "84%"); ``unit`` is ``"percent"`` and ``value`` is 84. In
  a list ending in "percent" every item gets the unit.
* Items of one list ("one, zero, zero, one"; "three, one, and point two";
  "zero or one") share ``group``, numbered 1, 2, … within the sentence;
  a number outside any list has ``group=None``.
* "one" (and "single") is a count word when it works like an article: before
  a noun, possibly after adjectives ("one sampled action"), as a pronoun ("the
  one", "GRPO estimates one from …", "one of the tests") or as a generic
  subject ("one can see"). It is a quantity as a bare value ("sum to one",
  "reward one", "a ratio above one"), in a list, after a quantifier ("at least
  one of k", "more than one"), before a unit ("one percent", "one second",
  "one step": a time step is a unit of time in reinforcement learning) and
  in measure phrases ("one step later"). Other cardinals are always
  quantities.
* A metric name with a numeric parameter ("pass-at-one", "pass@10") is a
  ``METRIC_NAME`` whose value is that parameter; a symbolic one ("pass-at-k")
  has no value, so it is not a :class:`Number` and only :func:`find_metrics`
  reports it.
* A name's value (``NAME``) is its number ("DeepSeek-R1" → 1, "Qwen2.5" →
  2.5, "one-hot" → 1), an ordinal's is its position, a count word's is 1.

Written text and inline math (with or without the ``\\( … \\)`` delimiters,
which the reader drops with the other markdown escapes):

* Signs are "-", "+", the typographic minus "−" and the en dash "–" when glued
  to the digits and not after a number or a closing bracket ("[3 – 0]" and
  "0–0" are subtractions). "10^{80}", "10^-3", "10⁻³" and "2.5 × 10^6" are one
  number each; a power of another base ("2^{10}") is an expression, so its
  base and exponent are numbers. "\\frac{3}{4}", "3/4", "½" and "2¾" are
  fractions; "210x160" is two numbers (a size).
* Subscripts and index offsets are indices, not numbers, and are not
  reported: "S_0", "R_{t+1}", "G{t=0}", "t+1", "n-1", "Rt+1" (R_{t+1} whose
  subscript was flattened).
* Units: "%", "percent", "\\%" (percent; "half a percent", "a quarter of a
  percent": the fraction, in percent); "°", "^\\circ", "degrees" (degree);
  a range shares its unit ("5-10%"); "19,4°" has a decimal comma (a comma
  before one or two digits and a unit sign).
* Digits that label rather than count are names: after an acronym ("DQN
  2015", "TD(0)"), after a capitalized word that does not start the sentence
  ("Atari 2600", "for State 0"), after a label noun ("figure 3", "tile 2",
  "version 2.0"), and years ("in 2015,", "the 2016 AlphaGo match", "et al.,
  2015"). A signed number or one with a unit is always a quantity.

Work per sentence is linear in its length: one precompiled tokenizing regex,
one pass marking indices (brace pairs found with a stack), then a
left-to-right scan with bounded look-ahead; an integer compound is at most 40
words long, a decimal at most 100 digits, a digit string at most 400 digits
and a power of ten at most 10^400 (longer ones are skipped, never raised on).

Values are bounded so that every later stage can turn them into floats: a
number whose magnitude is above 10^300 or (when not zero) below 10^-300
("1e309", a 400-digit integer) is not read as a number at all; its text stays
in the sentence.
"""

from __future__ import annotations

import bisect
import itertools
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from text_to_num import text2num as _text2num

from generator import words
from generator.model import Number, NumberRole

__all__ = ["MetricMention", "find_metrics", "find_numbers", "parse_number", "spoken_step"]


@dataclass(frozen=True)
class MetricMention:
    """A metric name in a sentence, such as "pass-at-one" or "Pass-at-k".

    ``metric`` is the canonical name ("pass@1", "pass@k"); ``k`` is the
    numeric parameter, or ``None`` for a symbolic one ("k", "n").
    """

    text: str
    start: int
    end: int
    metric: str
    k: int | None


# --- vocabulary ----------------------------------------------------------------


_wordset = words.wordset


_UNITS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
}
_TEENS = {
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
}
_TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
_SCALES = {
    "hundred": 100,
    "thousand": 10**3,
    "million": 10**6,
    "billion": 10**9,
    "trillion": 10**12,
}
# The nouns of a share said as "one time in twenty-five", "one chance in ten".
_SHARE_NOUNS = frozenset(["time", "times", "chance", "chances", "case", "cases", "try"])
# Determiners before which a bare scale word counts one of it ("the thousand", "those hundred").
_DEFINITE_BEFORE_SCALE = frozenset(["the", "these", "those"])
_BIG_SCALES = {w: v for w, v in _SCALES.items() if v >= 1000}
_NONZERO_CARDINALS = frozenset(_UNITS) | frozenset(_TEENS) | frozenset(_TENS)
_CARDINAL_STARTS = _NONZERO_CARDINALS | {"zero"}
_NUMBER_WORDS = _CARDINAL_STARTS | frozenset(_SCALES)

_DIGIT_WORDS = {"zero": 0, "oh": 0, "nought": 0, "naught": 0, **_UNITS}

_UNIT_ORDINALS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
}
_ORDINALS = {
    **_UNIT_ORDINALS,
    "tenth": 10,
    "eleventh": 11,
    "twelfth": 12,
    "thirteenth": 13,
    "fourteenth": 14,
    "fifteenth": 15,
    "sixteenth": 16,
    "seventeenth": 17,
    "eighteenth": 18,
    "nineteenth": 19,
    "twentieth": 20,
    "thirtieth": 30,
    "fortieth": 40,
    "fiftieth": 50,
    "sixtieth": 60,
    "seventieth": 70,
    "eightieth": 80,
    "ninetieth": 90,
    "hundredth": 100,
    "thousandth": 10**3,
    "millionth": 10**6,
    "billionth": 10**9,
    "trillionth": 10**12,
}
# The ordinals of scale words: "the three hundredth power" is the 300th.
_SCALE_ORDINALS = {w: _ORDINALS[w] for w in ("hundredth", "thousandth", "millionth", "billionth")}
# Denominators of spoken fractions. "first" and "second" never are ("one second" is time).
_ORDINAL_DENOMINATORS = {w: v for w, v in _ORDINALS.items() if v >= 3}
_DENOMINATORS = {"half": 2, "quarter": 4, **_ORDINAL_DENOMINATORS}
_PLURAL_DENOMINATORS = {
    "halves": 2,
    "quarters": 4,
    **{w + "s": v for w, v in _ORDINAL_DENOMINATORS.items()},
}

_Q = NumberRole.QUANTITY
_C = NumberRole.COUNT_WORD

_SIGNS = {"positive": 1, "negative": -1, "minus": -1}
_METRIC_FAMILIES = ("pass", "maj", "cons")

# Hyphenated compounds that make a number word part of a name ("one-hot", "zero-shot").
_IDIOM_TAILS = _wordset("hot shot sided way off liner time size sum of")
# Terms only with "one": "one-step TD" names a method; "a two-step recipe" counts.
_ONE_IDIOM_TAILS = _wordset("step")
# "one-to-one", "one-on-one", "one-by-one": idioms when the compound repeats the number.
_IDIOM_LINKS = frozenset({"to", "on", "by"})
# Prefixes that negate or merely qualify a number word rather than name something.
_NON_PREFIXES = frozenset({"non", "multi", "semi", "pre", "post", "sub"})

# Prepositions, and the words that work like them before a number ("roughly 3", "minus 2").
_PREPOSITIONS = words.PREPOSITIONS | _wordset(
    "approximately roughly nearly almost around circa minus plus times"
)
_DETERMINERS = words.DETERMINERS | {"same"}
_SUBJECT_PRONOUNS = words.SUBJECT_PRONOUNS
_MODALS = words.MODALS
# "one" is a pronoun too ("the one", "one can see"): which it is, is what this module decides.
_PRONOUNS = words.PRONOUNS | {"one"}
_FUNCTION_WORDS = words.FUNCTION_WORDS | _PREPOSITIONS | _DETERMINERS | _PRONOUNS
# Words after which a bare number is a value: copulas, value-giving verbs, arithmetic.
_VALUE_WORDS = _wordset(
    """
    is are was were be been being am equals equal equaled equalled becomes become became stays
    stay remains remain return returns returned returning give gives gave given giving output
    outputs emit emits emitted assign assigns assigned score scores scored yield yields yielded
    receive receives received get gets got reach reaches reached hit hits set sets exceed
    exceeds exceeded approach approaches approached add adds added subtract subtracts multiply
    multiplies divide divides predict predicts predicted denotes reward rewards rewarded
    label labels labeled labelled clip clips clipped cap caps capped round rounds rounded
    averages totals counts sums
    """
)
# Words after which a bare "one" is a pronoun ("the one", "each one", "the right one").
_PRONOUN_ONE_AFTER = _DETERMINERS | _wordset(
    """
    first last next previous new old right wrong correct best worst better worse good bad big
    small little single only
    """
) - {"a", "an"}
# Nouns that a numeral names or labels ("the value one", "stage one", "the round one").
_NAMED_BY_NUMBER = _wordset(
    """
    value number digit constant integer version step stage phase level round case day week
    epoch iteration lesson chapter part section type class layer option reward score label
    token item term row column index
    """
)
# Determiners of a noun phrase whose head is a pronoun "one" after a participle ("the clipped
# one"), not "which" ("four over four, which is one").
_PARTICIPLE_DETERMINERS = _wordset("the this that each every another any")
# Particles of phrasal verbs: after a verb, "one" before one of them is its pronoun object
# ("work one through", "write one down"); not "one out of ten", "one up to" (a range).
_PARTICLES = _wordset("through out up down off back aside apart")
_QUANTIFIER_PAIRS = frozenset({("at", "least"), ("at", "most"), ("up", "to")})
_QUANTIFIERS = frozenset({"exactly", "precisely", "than"})
# The words between a pronoun "one" and "the other": "one from the other", "one over the other",
# "Dividing one by the other".
_ONE_OTHER_LINKS = frozenset(
    ["from", "over", "to", "than", "and", "or", "with", "against", "minus", "by", "plus", "times"]
)
_UNIT_NOUNS = _wordset(
    """
    percent percentage second millisecond microsecond nanosecond minute hour day week month year
    decade century epoch degree dollar cent euro meter metre kilometer kilometre centimeter
    millimeter mile foot inch gram kilogram byte kilobyte megabyte gigabyte terabyte bit nat
    step
    """
)
_MEASURE_ADVERBS = _wordset(
    "later earlier ago apart away ahead behind long wide deep tall high old sooner"
)
# Words before "point" that make it a noun ("this point", "at one point", "data point"). Not a
# personal pronoun: after one, "point" is a verb ("they point out") or a decimal ("gives it
# point six").
_POINT_NOUNS = _wordset("data starting end key main turning check")
_POINT_IS_NOUN_AFTER = (_DETERMINERS | _POINT_NOUNS) - {"one"}
# Verbs a that-clause follows: after them "that" opens a clause ("is that point nine …").
_THAT_CLAUSE_VERBS = _wordset(
    "is was are were means meant say says said show shows showed shown note notes find finds "
    "found know knows knew recall remember assume suppose see sees saw given so"
)

_HYPHENS = frozenset({"-", "\u2010", "\u2011"})
_CONNECTORS = _HYPHENS | {".", "@", "/"}
# Signs written right before digits: hyphen, typographic minus, en dash, small/full-width forms.
_SIGN_CHARS = {
    "-": -1,
    "\u2212": -1,
    "\u2013": -1,
    "\ufe63": -1,
    "\uff0d": -1,
    "+": 1,
    "\uff0b": 1,
}
_ORDINAL_SUFFIXES = frozenset({"st", "nd", "rd", "th"})
_SCALE_SUFFIXES = {"k": 10**3, "K": 10**3, "M": 10**6, "B": 10**9, "bn": 10**9, "T": 10**12}

# --- written text and inline math ---
# Letters used as indices: the "1" of "t+1" or "n-1" is an offset, not a quantity.
_INDEX_LETTERS = frozenset("tijkmnTN")
# Nouns that a number in digits after them labels rather than counts ("State 0", "figure 3").
_LABEL_NOUNS = _wordset(
    """
    state tile cell room square node vertex figure fig table section chapter unit appendix
    equation eq lesson lecture module page line row column level stage step phase part version
    player exercise episode epoch iteration trial game seed
    actor agent arm worker robot annotator rater grader labeler labeller prompt question task
    action option machine gpu device expert head layer model group batch run
    """
)
# Nouns a number after them gives the value of ("Reward 1", "Score 21"), even capitalized.
_VALUE_NOUNS = _wordset(
    """
    reward rewards return returns value values score scores probability rate loss gain cost
    penalty bonus temperature weight ratio advantage error epsilon gamma alpha beta lambda
    """
)
_MONTHS = _wordset(
    """
    january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec
    """
)
_YEAR_BEFORE = _wordset("in since until till circa year")
_YEAR_AFTER = _wordset(
    "paper papers study edition release version survey article season report census challenge"
)
_YEARS = range(1500, 2100)
# Multiplication signs before a power of ten ("2.5 × 10^6", "2.5 \\cdot 10^{6}").
_TIMES_CHARS = frozenset({"\u00d7", "\u00b7", "\u22c5", "*"})
_TIMES_COMMANDS = frozenset({"times", "cdot"})
_FRAC_COMMANDS = frozenset({"frac", "tfrac", "dfrac"})
_SUPERSCRIPT_DIGITS = str.maketrans(
    "\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079", "0123456789"
)
_SUPERSCRIPT_SIGNS = {"\u207b": -1, "\u207a": 1}
_DEGREE_SIGNS = frozenset({"\u00b0"})
# Letter-number chunks that are a quantity with a unit written after the digits ("10ms", "16GB").
_UNIT_SUFFIXES = _wordset(
    """
    ms sec secs min mins hr hrs kb mb gb tb kib mib gib tib hz khz mhz ghz px cm mm km kg mg
    """
)


_FRACTION_RANGE = range(0x00A0, 0x2200)
"""Where :func:`_vulgar_fractions` looks for single-character fractions."""


def _vulgar_fractions() -> dict[str, Fraction]:
    """Single-character fractions ("½", "⅔", "⅛"), read exactly from their Unicode decomposition."""
    out: dict[str, Fraction] = {}
    # A fraction is numeric (Numeric_Type=Numeric): only those few hundred of the
    # 8,500 characters are looked up (a millisecond less at every start).
    for char in filter(str.isnumeric, "".join(map(chr, _FRACTION_RANGE))):
        parts = unicodedata.decomposition(char).split()
        if parts[:1] != ["<fraction>"] or "2044" not in parts:
            continue
        slash = parts.index("2044")
        num, den = (
            "".join(chr(int(h, 16)) for h in side) for side in (parts[1:slash], parts[slash + 1 :])
        )
        if num.isdigit() and den.isdigit() and int(den) > 0:
            out[char] = Fraction(int(num), int(den))
    return out


_VULGAR = _vulgar_fractions()
# Words that join two numbers, by arithmetic or as a list ("times", "and", "between"): a
# "minus" right after one is a sign.
_OPERATOR_WORDS = frozenset(["times", "minus", "plus", "over", "by", "and", "or", "between"])
# Words a spoken number can start with (sign, article, "point", cardinal, ordinal, fraction).
_WORD_STARTS = (
    _CARDINAL_STARTS
    | frozenset(_ORDINALS)
    | frozenset(_SIGNS)
    | frozenset(_VULGAR)
    | frozenset(_SCALES)  # "those hundred and fifty"
    | {"point", "a", "an", "half", "single"}
)

_MAX_INT_WORDS = 40
_MAX_DECIMAL_DIGITS = 100
_MAX_DIGITS = 400
_MAX_EXPONENT = 400
_MAX_MAGNITUDE = Fraction(10**300)
_MIN_MAGNITUDE = Fraction(1, 10**300)
_MAX_INT = 10**300  # a whole number up to this is within the magnitudes (a quick test)

_NUM, _WORD, _OTHER = 0, 1, 2
_ONE = Fraction(1)
_KINDS = {"num": _NUM, "word": _WORD}

_TOKEN_RE = re.compile(
    r"(?P<num>(?:[0-9]{1,3}(?:,[0-9]{3})+(?![0-9])|[0-9]{1,3}(?:_[0-9]{3})+(?![0-9])"
    # LaTeX's thousands separator in math: "2{,}000"
    r"|[0-9]{1,3}(?:\{,\}[0-9]{3})+(?![0-9])|[0-9]+)"
    r"(?:\.[0-9]+)?(?:[eE][-+\u2212]?[0-9]+)?"
    r"|(?<![0-9A-Za-z])\.[0-9]+(?:[eE][-+\u2212]?[0-9]+)?)"
    r"|(?P<word>[^\W\d_]+)"
    r"|(?P<other>\S)"
)
# A token's kind by the number of its group in _TOKEN_RE (num, word, other).
_KIND_OF_GROUP = (
    _OTHER,
    *(
        _KINDS.get(name, _OTHER)
        for name in sorted(_TOKEN_RE.groupindex, key=_TOKEN_RE.groupindex.__getitem__)
    ),
)
_NUM_PARTS_RE = re.compile(r"([0-9]*)(?:\.([0-9]+))?(?:[eE]([-+]?[0-9]+))?")
_METRIC_RE = re.compile(
    r"(pass|maj|cons)(?:-at-|@)([0-9]+|[^\W\d_]+(?:-[^\W\d_]+)*)", re.IGNORECASE
)
# A sign glued to digits: where "t+1"-style index offsets are looked for.
_SIGNED_DIGIT_RE = re.compile("[" + "".join(_SIGN_CHARS) + "](?=[0-9])")
_RANGE_SEP_RE = re.compile(r"\s*[-\u2010\u2011\u2013\u2014]\s*|\s+to\s+", re.IGNORECASE)
_TIMES_AFTER_RE = re.compile(r"\s+times\b", re.IGNORECASE)
_LIST_SEP_RE = re.compile(r"\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+|\s+", re.IGNORECASE)
# "20, 10 and about 3.33": the last value of a list of three or more may be said rounded
# (two values so joined, "0.015 and about 0.0067", may be two results)
_ROUNDED_LAST_SEP_RE = re.compile(
    r"\s*,?\s*(?:and|or)\s+(?:about|roughly|approximately|around|nearly|almost)\s+",
    re.IGNORECASE,
)
# Between two values given item by item: " on one choice and ", " to the first token and ".
_EACH_ITEM_RE = re.compile(
    r"\s+(?P<prep>on|to|for)\s+(?:(?:one|a|an|the|its|this|that|each)\s+)?"
    r"(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*\s*,?\s+and\s+",
    re.IGNORECASE,
)
# two numbers joined by a comma alone, or by ", or": the second restates the first
# An interval's brackets around two numbers, after a word that puts a value in it: "rewards in
# \\([0, 1]\\)", "any value within (0, 1]", "x \\in [-1, 1]", "over the range [2, 5)".
_INTERVAL_OPEN_RE = re.compile(
    r"(?:\b(?:in|within|on|over|range|interval)|∈|\\in)\s*(?:\\?\(\s*)?[\[(]\s*$", re.IGNORECASE
)
_INTERVAL_CLOSE_RE = re.compile(r"\s*[\])]")
_BARE_COMMA_RE = re.compile(r"\s*,\s*(?:(?:or|and)\s+)?", re.IGNORECASE)
_TRIGGER_WORDS = (
    _NUMBER_WORDS
    | frozenset(_ORDINALS)
    | frozenset(_DENOMINATORS)
    | frozenset(_PLURAL_DENOMINATORS)
    | frozenset(_VULGAR)
    | {"single", "dozen", *_METRIC_FAMILIES}
)
_DIGIT_RE = re.compile("[0-9]")
_LETTERS_RE = re.compile(r"[^\W\d_]+")


def _may_have_numbers(text: str, words: Sequence[str] | None = None) -> bool:
    """Cheap pre-filter: many sentences have no digit and no number word at all.

    ``words``: the text's ``\\w+`` words, when the caller has them; each
    word's answer is then cached. (Case folding keeps the letters of a word
    inside it, but for U+0345, which folds to a letter: then the text is read.)
    """
    if words is None or "\u0345" in text:
        if _DIGIT_RE.search(text) is not None:
            return True
        return not _TRIGGER_WORDS.isdisjoint(_LETTERS_RE.findall(text.casefold()))
    memo = _WORD_MAY_BE_NUMBER
    for word in words:
        found = memo.get(word)
        if found is None:
            if len(memo) >= 100_000:
                memo.clear()
            found = memo[word] = _may_have_numbers(word)
        if found:
            return True
    return False


_WORD_MAY_BE_NUMBER: dict[str, bool] = {}
""":func:`_may_have_numbers` of the words seen so far."""


# --- public API ------------------------------------------------------------------


def find_numbers(text: str, words: Sequence[str] | None = None) -> tuple[Number, ...]:
    """Find every number-like expression in one sentence, in order.

    Args:
        text: One sentence (any string is accepted; it is never modified).
        words: The sentence's ``\\w+`` words, when the caller has them (a
            sentence without numbers is then passed over faster).

    Returns:
        The numbers, ordered by ``start``. Each has ``text == text[start:end]``,
        an exact ``Fraction`` value and a role: ``QUANTITY`` for real
        quantities, ``COUNT_WORD``, ``NAME``, ``ORDINAL`` or ``METRIC_NAME``
        for number words that are not (see the module docstring for the
        conventions on percentages, lists, count words and metric names).
    """
    if not _may_have_numbers(text, words):
        return ()
    return _Scanner(text).numbers()


def find_metrics(text: str) -> tuple[MetricMention, ...]:
    """Find metric names such as "pass-at-one", "Pass-at-k" or "pass@10" in a sentence.

    Args:
        text: One sentence.

    Returns:
        The metric names in order, symbolic ones ("pass-at-k", with
        ``k=None``) included. Numeric ones are also in :func:`find_numbers`
        as ``METRIC_NAME`` numbers.
    """
    # Every metric name has "@" or "-at-" (:data:`_METRIC_RE`; case folding maps only
    # "A" to "a" and "T" to "t"): most sentences need no scan.
    if "@" not in text and "-at-" not in text.casefold():
        return ()
    if not _may_have_numbers(text):
        return ()
    scanner = _Scanner(text)
    scanner.scan()
    return tuple(scanner.metrics)


_SPOKEN_PART = re.compile(
    r"\band\s+(?:a|one|two|three)\s+(?P<part>half|third|quarter|fifth|tenth)s?"
    # (of a scale said after it: "thirty-three and a half million", to the half million)
    r"(?:\s+(?P<scale>thousand|million|billion|trillion))?\s*$",
    re.IGNORECASE,
)


def spoken_step(text: str) -> Fraction | None:
    """The step a spoken whole-and-fraction is said to: "thirty-eight and a half" is a
    number said to the nearest half (1/2), "two and three quarters" to the nearest quarter,
    "thirty-three and a half million" to the nearest half million;
    None for any other number text. Speech rounds to such steps: "nine hundred and
    twenty-six hours, or thirty-eight and a half days" says 38.58 days, which the one
    decimal of 38.5 alone would not allow."""
    m = _SPOKEN_PART.search(text)
    if m is None:
        return None
    scale = _SCALES[m.group("scale").lower()] if m.group("scale") else 1
    return Fraction(scale, _DENOMINATORS[m.group("part").lower()])


def rounding_of_whole(whole: int) -> Fraction:
    """Half a unit of the last non-zero digit of a whole number: how far a round number said
    approximately may be off ("about 4800": 50, "roughly 300": 50, "about 7": a half)."""
    digits = str(abs(whole))
    zeros = len(digits) - len(digits.rstrip("0"))
    return Fraction(10**zeros, 2)


def half_unit_of_written(text: str) -> Fraction:
    """Half a unit of the last digit a number is written to: "1.3" ±0.05, "4.2e3" ±50, "7%"
    ±0.005 (a percentage as the fraction it is)."""
    mantissa, _, exp = text.rstrip("%").lower().partition("e")
    decimals = len(mantissa.partition(".")[2]) - (int(exp) if exp else 0)
    decimals += 2 if text.endswith("%") else 0
    return Fraction(1, 2) * Fraction(10) ** -decimals


def parse_number(text: str) -> Fraction | None:
    """Read one number written in words or digits.

    Accepts everything :func:`find_numbers` reads as a single quantity
    ("point nine", "negative point three", "1,400", "-0.3", "1e-3", "two
    thirds", "one point seven billion"), ignoring surrounding whitespace and
    case. A percentage is returned as its fraction of one ("84%" and
    "eighty-four percent" give 21/25), since the result carries no unit.

    Args:
        text: The number, alone.

    Returns:
        Its exact value, or ``None`` when ``text`` is not exactly one number
        (empty, several numbers, extra words, or a word like "first" or
        "single" that is not a quantity).
    """
    stripped = text.strip()
    if not stripped or len(stripped) > 1000:
        return None
    scanner = _Scanner(stripped)
    scanner.scan()
    items = scanner.items
    if len(items) != 1:
        return None
    item = items[0]
    if item.start != 0 or item.outer_end != len(stripped) or item.role is not NumberRole.QUANTITY:
        return None
    if item.unit == "percent":
        return item.value / 100
    if item.unit is not None:
        return None
    return item.value


# --- scanning ------------------------------------------------------------------


@dataclass(slots=True)
class _Item:
    """A number found by the scanner, before lists are grouped."""

    start: int
    end: int
    value: Fraction
    role: NumberRole
    outer_end: int  # end including a unit word ("percent") that is not part of ``text``
    unit: str | None = None
    metric: str | None = None
    plain_one: bool = False
    group: int | None = None


_Core = tuple[int, int, Fraction, str]
"""(first token, last token, value, kind) of a spoken number; kind: int, dec, frac, ord, count."""


def _int_value(words: list[str]) -> int | None:
    """The integer a sequence of cardinal words names, or None if it names none.

    ``text2num`` does the grammar and arithmetic; the guards cover what it
    gets wrong or lacks: scale words must fall ("ten billion billion" is not a
    number, though text2num 3.1 values it 11e9) and it has no "trillion".
    """
    previous = 10**13
    for word in words:
        scale = _BIG_SCALES.get(word)
        if scale is not None:
            if scale >= previous:
                return None
            previous = scale
    if "trillion" in words:
        k = words.index("trillion")
        head, tail = words[:k], words[k + 1 :]
        if tail[:1] == ["and"]:
            tail = tail[1:]
        high = _text2num_or_none(head)
        low = _text2num_or_none(tail) if tail else 0
        if high is None or low is None or not 1 <= high < 1000:
            return None
        return high * 10**12 + low
    return _text2num_or_none(words)


def _text2num_or_none(words: list[str]) -> int | None:
    if not words:
        return None
    try:
        value = _text2num(" ".join(words), "en")
    except ValueError:
        return None
    return int(value)


def _num_value(text: str) -> Fraction | None:
    """The exact value of a digit token ("1,400", "1_000", ".5", "1e-3"), or None if absurd."""
    m = _NUM_PARTS_RE.fullmatch(
        text.replace("{,}", "").replace(",", "").replace("_", "").replace("\u2212", "-")
    )
    if m is None:
        return None
    whole, frac, exp = m.groups()
    if len(whole) + len(frac or "") > _MAX_DIGITS or (exp is not None and len(exp) > 5):
        return None
    value = Fraction(int(whole or "0"))
    if frac:
        value += Fraction(int(frac), 10 ** len(frac))
    if exp is not None:
        e = int(exp)
        if abs(e) > _MAX_EXPONENT:
            return None
        value *= Fraction(10) ** e
    return value


def _is_plain_int(text: str) -> bool:
    """ASCII digits only, and few enough for ``int()`` (Python refuses over 4300 digits)."""
    return text.isascii() and text.isdigit() and len(text) <= _MAX_DIGITS


def _scale_denominator(word: str, count: int) -> int | None:
    """The power of ten of a thousandth or more that ``word`` names as the denominator of
    ``count`` parts: singular for one ("one ten-millionth"), plural for more ("eight
    ten-thousandths"); None for any other word."""
    stem = word if count == 1 else word[:-1] if word.endswith("s") else ""
    scale = _SCALE_ORDINALS.get(stem)
    return scale if scale is not None and scale >= 1000 else None


class _Scanner:
    """Tokenizes one sentence and scans it left to right for numbers."""

    def __init__(self, text: str) -> None:
        self.text = text
        matches = list(_TOKEN_RE.finditer(text))
        kinds = [_KIND_OF_GROUP[m.lastindex or 0] for m in matches]
        self.kinds = kinds
        self.starts = starts = [m.start() for m in matches]
        self.ends = ends = [m.end() for m in matches]
        self.toks = toks = [m.group() for m in matches]
        self.lows = [t.casefold() for t in toks]
        self.n = len(toks)
        # touching[i]: token i touches the one before it (no whitespace between)
        self.touching = [False, *map(int.__eq__, starts[1:], ends)]
        self.items: list[_Item] = []
        self.metrics: list[MetricMention] = []
        self.first_content = -1  # see _first_content
        self.index = self._indices()
        self._chunks()

    # -- token relations ------------------------------------------------------

    def glued(self, i: int) -> bool:
        """Whether token ``i`` touches the token before it (no whitespace between)."""
        return 0 < i < self.n and self.touching[i]

    def _brace_pairs(self) -> dict[int, int]:
        """The closing token of each matched "{" token, found with one stack pass."""
        pairs: dict[int, int] = {}
        stack: list[int] = []
        for k, tok in enumerate(self.toks):
            if tok == "{":
                stack.append(k)
            elif tok == "}" and stack:
                pairs[stack.pop()] = k
        return pairs

    def _indices(self) -> list[bool]:
        """Mark index tokens: subscripts ("S_0", "R_{t+1}", "G{t=0}") and offsets ("t+1")."""
        index = [False] * self.n
        text = self.text
        if "_" in text or "{" in text:
            self._mark_subscripts(index)
        for m in _SIGNED_DIGIT_RE.finditer(text):
            k = bisect.bisect_left(self.starts, m.start())  # the sign token
            if 0 < k < self.n - 1 and self.touching[k] and self._index_letter(k - 1):
                index[k + 1] = True  # "t+1", "n-1", "Rt+1" (R_{t+1} with its subscript flattened)
        return index

    def _index_letter(self, k: int) -> bool:
        """Whether word token ``k`` is an index letter ("t", "n") or a flattened "Rt" (R_t)."""
        tok = self.toks[k]
        return (
            self.kinds[k] == _WORD
            and (
                tok in _INDEX_LETTERS or (len(tok) == 2 and tok[0].isupper() and tok[1] in "tijkn")
            )
            and not (self.touching[k] and self.kinds[k - 1] != _OTHER)
            and not self._latex_command(k)
        )

    def _mark_subscripts(self, index: list[bool]) -> None:
        """Mark the tokens of subscripts, left to right; a marked brace group is skipped whole."""
        toks = self.toks
        pairs = self._brace_pairs() if "{" in toks else {}
        covered = -1
        for k in [k for k, tok in enumerate(toks) if tok in ("_", "{")]:
            if k <= covered or k + 1 >= self.n:
                continue
            opener = k if toks[k] == "_" else k - 1  # "_{…}", "_0", or a word glued to "{"
            if opener < 0 or (opener < k and toks[opener] == "_"):
                continue
            if not self._opens_subscript(opener):
                continue
            end = pairs.get(opener + 1, -1)
            if end >= 0:
                index[opener + 2 : end] = [True] * (end - opener - 2)
                covered = end
            elif toks[opener] == "_":
                index[opener + 1] = self.kinds[opener + 1] != _OTHER

    def _opens_subscript(self, i: int) -> bool:
        """Whether token ``i`` starts a subscript: "_" or a letter glued to "{" (not "\\frac{")."""
        if not self.glued(i + 1):
            return False
        if self.toks[i] == "_":
            return True
        return self.kinds[i] == _WORD and self.toks[i + 1] == "{" and not self._latex_command(i)

    def _chunks(self) -> None:
        """Group glued alphanumeric tokens ("DeepSeek-R1", "fourteen-hundred-token", "7B")."""
        chunk = [-1] * self.n
        first: list[int] = []
        last: list[int] = []
        mixed: list[bool] = []
        kinds, toks, touching = self.kinds, self.toks, self.touching
        c = -1  # the chunk of the last alphanumeric token: a chunk is always the latest
        seen = 0  # what chunk c holds: 1 digits, 2 words, 3 both
        for i, kind in enumerate(kinds):
            if kind == _OTHER:
                continue
            if touching[i] and kinds[i - 1] != _OTHER:
                last[c] = i  # glued to the token before
            elif (
                i >= 2
                and touching[i]
                and toks[i - 1] in _CONNECTORS
                and touching[i - 1]
                and kinds[i - 2] != _OTHER
            ):
                chunk[i - 1] = c  # glued through a connector ("R1-Zero", "pass@k")
                last[c] = i
            else:
                if c >= 0:
                    mixed.append(seen == 3)
                c += 1
                first.append(i)
                last.append(i)
                seen = 0
            chunk[i] = c
            seen |= 1 if kind == _NUM else 2
        if c >= 0:
            mixed.append(seen == 3)
        self.chunk = chunk
        self.chunk_first = first
        self.chunk_last = last
        self.chunk_mixed = mixed

    def next_linked(self, i: int) -> tuple[int, str]:
        """The next word or digit token joined to ``i`` by whitespace (" ") or a hyphen ("-")."""
        j = i + 1
        if j >= self.n:
            return -1, ""
        if self.kinds[j] != _OTHER:
            return (j, " ") if not self.glued(j) else (-1, "")
        if (
            self.toks[j] in _HYPHENS
            and self.glued(j)
            and j + 1 < self.n
            and self.kinds[j + 1] != _OTHER
            and self.glued(j + 1)
        ):
            return j + 1, "-"
        return -1, ""

    def prev_linked(self, i: int) -> tuple[int, str]:
        """The previous word or digit token joined to ``i`` by whitespace or a hyphen."""
        j = i - 1
        if j < 0:
            return -1, ""
        if self.kinds[j] != _OTHER:
            return (j, " ") if not self.glued(i) else (-1, "")
        if (
            self.toks[j] in _HYPHENS
            and self.glued(i)
            and self.glued(j)
            and self.kinds[j - 1] != _OTHER
        ):
            return j - 1, "-"
        return -1, ""

    def word_after(self, i: int) -> str | None:
        """The word after ``i`` if separated by whitespace only."""
        j, link = self.next_linked(i)
        return self.lows[j] if link == " " and self.kinds[j] == _WORD else None

    def word_before(self, i: int) -> str | None:
        """The word before ``i`` if separated by whitespace only."""
        j, link = self.prev_linked(i)
        return self.lows[j] if link == " " and self.kinds[j] == _WORD else None

    # -- the scan ---------------------------------------------------------------

    def scan(self) -> None:
        """Fill ``items`` and ``metrics``, then resolve lists."""
        kinds, index, lows, toks, n = self.kinds, self.index, self.lows, self.toks, self.n
        chunk, chunk_first, chunk_mixed = self.chunk, self.chunk_first, self.chunk_mixed
        i = 0
        while i < n:
            kind = kinds[i]
            if kind == _OTHER or index[i]:
                i += 1
                continue
            c = chunk[i]
            if chunk_first[c] == i and (chunk_mixed[c] or lows[i] in _METRIC_FAMILIES):
                done = self._chunk_at(c)
                if done is not None:
                    i = done + 1
                    continue
            if kind == _NUM:
                done = self._digits(i)
            elif lows[i] in _WORD_STARTS or (i + 1 < n and toks[i + 1] in ("(", "{")):
                done = self._word_at(i)
            else:
                done = None
            i = done + 1 if done is not None else i + 1
        self._resolve_lists()

    def _word_at(self, i: int) -> int | None:
        """A name like "TD(0)", a "\\frac{1}{2}" or a spoken number at word token ``i``."""
        nxt = self.toks[i + 1] if i + 1 < self.n else ""
        done = None
        if nxt == "(":
            done = self._bracketed_name(i)
        elif nxt == "{":
            done = self._latex_fraction(i)
        if done is None and self.lows[i] in _WORD_STARTS:
            done = self._words(i)
        return done

    def numbers(self) -> tuple[Number, ...]:
        """Scan and return the items as model numbers."""
        self.scan()
        text = self.text
        numbers = []
        for it in self.items:
            numbers.append(
                Number(
                    text=text[it.start : it.end],
                    value=it.value,
                    start=it.start,
                    end=it.end,
                    role=it.role,
                    unit=it.unit,
                    metric=it.metric,
                    group=it.group,
                )
            )
        return tuple(numbers)

    def _emit(
        self,
        start: int,
        end: int,
        value: Fraction,
        role: NumberRole,
        *,
        outer_end: int | None = None,
        unit: str | None = None,
        metric: str | None = None,
        plain_one: bool = False,
    ) -> None:
        if (
            value
            and not (value.denominator == 1 and -_MAX_INT <= value.numerator <= _MAX_INT)
            and not _MIN_MAGNITUDE <= abs(value) <= _MAX_MAGNITUDE
        ):
            return  # beyond what a float holds: not read as a number (see the module docs)
        self.items.append(
            _Item(
                start=start,
                end=end,
                value=value,
                role=role,
                outer_end=end if outer_end is None else outer_end,
                unit=unit,
                metric=metric,
                plain_one=plain_one,
            )
        )

    # -- chunks that mix letters and digits, and metric names ---------------------

    def _chunk_at(self, c: int) -> int | None:
        """Read a chunk as a whole (metric, name, "7B", "3rd", "10-token"); None if not special."""
        first, last = self.chunk_first[c], self.chunk_last[c]
        if self.lows[first] in _METRIC_FAMILIES:
            done = self._metric(first, last)
            if done is not None:
                return done
        if not self.chunk_mixed[c]:
            return None
        toks, kinds = self.toks, self.kinds
        start, end = self.starts[first], self.ends[last]
        if kinds[first] == _NUM:
            nxt = first + 1
            if self._power_of_ten(first) or self._times_power(first):
                return self._digits(first)  # "10⁸⁰", "2.5x10^6"
            if kinds[nxt] == _WORD and self.glued(nxt):
                value = _num_value(toks[first])
                suffix = toks[nxt]
                tail_ok = nxt == last or toks[nxt + 1] in _HYPHENS
                if value is None:
                    return last
                if suffix in ("x", "X", "\u00d7") and nxt < last and kinds[nxt + 1] == _NUM:
                    return self._digits(first)  # "210x160": a size; the second number follows
                if tail_ok and (suffix in _VULGAR or suffix.casefold() in _UNIT_SUFFIXES):
                    return self._digits(first, extra=_VULGAR.get(suffix))  # "1½", "10ms"
                if suffix.casefold() in _ORDINAL_SUFFIXES and _is_plain_int(toks[first]):
                    if tail_ok:
                        self._emit(start, self.ends[nxt], value, NumberRole.ORDINAL)
                        return last
                elif suffix in _SCALE_SUFFIXES and tail_ok:
                    sign_start, signed = self._digit_sign(first, value)
                    self._emit(sign_start, self.ends[nxt], signed * _SCALE_SUFFIXES[suffix], _Q)
                    return last
                elif suffix in ("x", "X") and tail_ok:
                    sign_start, signed = self._digit_sign(first, value)
                    self._emit(
                        sign_start,
                        self.ends[first],
                        signed,
                        _Q,
                        outer_end=self.ends[nxt],
                        unit="times",
                    )
                    return last
                self._emit(start, end, value, NumberRole.NAME)
                return last
            # "10-token", "1,400-step": a measure compound; the digits are the quantity.
            done = self._digits(first)
            return max(last, done if done is not None else last)
        # Letters first ("DeepSeek-R1", "Qwen2.5", "GPT-4"): a name, valued by its first number.
        for k in range(first, last + 1):
            if kinds[k] == _NUM:
                value = None if self.index[k] else _num_value(toks[k])  # "t-1": an index
                if value is not None:
                    self._emit(start, end, value, NumberRole.NAME)
                break
        return last

    def _metric(self, first: int, last: int) -> int | None:
        """A metric name at the start of a chunk ("pass-at-one", "pass@1", "Pass-at-k")."""
        m = _METRIC_RE.match(self.text, self.starts[first], self.ends[last])
        if m is None:
            return None
        family = m.group(1).casefold()
        param = m.group(2)
        param_start = m.start(2)
        # the token index where the parameter starts
        p = first
        while p <= last and self.starts[p] < param_start:
            p += 1
        if p > last or self.starts[p] != param_start:
            return None
        if self.kinds[p] == _NUM:
            if not _is_plain_int(self.toks[p]):
                return None
            k = int(self.toks[p])
            end_tok = p
        elif len(param.split("-")[0]) == 1:
            k = None
            end_tok = p
        else:
            grown = self._grow(p, limit=last)
            if grown is None:
                return None
            end_tok, k, _ = grown
        start, end = self.starts[first], self.ends[end_tok]
        name = f"{family}@{self.lows[p] if k is None else k}"
        self.metrics.append(MetricMention(self.text[start:end], start, end, name, k))
        if k is not None:
            self._emit(start, end, Fraction(k), NumberRole.METRIC_NAME, metric=name)
        return last

    # -- digits -------------------------------------------------------------------

    def _digit_sign(self, i: int, value: Fraction) -> tuple[int, Fraction]:
        """Apply a sign character written right before digit token ``i`` ("-0.3", "−2")."""
        start, sign = self._sign_before(i)
        return start, -value if sign < 0 else value

    def _sign_before(self, i: int) -> tuple[int, int]:
        """(start, +1 or -1) of digit token ``i`` with a sign character glued before it, if any."""
        if i >= 1 and self.toks[i - 1] in _SIGN_CHARS and self.glued(i):
            before = i - 2
            if (
                before < 0
                or not self.glued(i - 1)
                or (self.kinds[before] == _OTHER and self.toks[before] not in ")]}")
            ):
                return self.starts[i - 1], _SIGN_CHARS[self.toks[i - 1]]
        return self.starts[i], 1

    def _digits(
        self, i: int, *, sign_word: int | None = None, extra: Fraction | None = None
    ) -> int | None:
        """A number in digits at token ``i``: sign, power of ten, "/", scale word, unit, role.

        ``extra`` is a vulgar fraction glued to the digits ("1½"), which the number then ends with.
        """
        magnitude = _num_value(self.toks[i])
        if magnitude is None:
            return None
        if extra is not None:
            start, sign = self._sign_before(i)
            self._emit(start, self.ends[i + 1], sign * (magnitude + extra), _Q)
            return i + 1
        if sign_word is not None:
            start, sign = self.starts[sign_word], _SIGNS[self.lows[sign_word]]
        else:
            start, sign = self._sign_before(i)
        power, mantissa = self._power_of_ten(i), _ONE  # "10^{80}" is 10**80
        if power is None:
            power, mantissa = self._times_power(i), magnitude  # "2.5 × 10^6"
        if power is not None:
            last, exponent = power
            if exponent is None:
                return last  # an absurd exponent: skipped, like "1e999999"
            magnitude = mantissa * Fraction(10) ** exponent
        else:
            last, magnitude = self._digit_tail(i, magnitude)
        unit, outer = self._unit_after(last)
        role = (
            _Q
            if sign_word is not None or start != self.starts[i]
            else self._digits_role(i, last, unit)
        )
        self._emit(
            start,
            self.ends[last],
            -magnitude if sign < 0 else magnitude,
            role,
            outer_end=self.ends[outer],
            unit=unit,
        )
        return outer

    def _latex_fraction(self, i: int) -> int | None:
        """ "\\frac{1}{2}" with a number in each brace is one quantity; last token or None."""
        toks, n = self.toks, self.n
        if self.lows[i] not in _FRAC_COMMANDS or not self._latex_command(i):
            return None
        terms: list[Fraction] = []
        k = i + 1
        while len(terms) < 2:
            if not (k + 2 < n and toks[k] == "{" and self.glued(k) and self.glued(k + 1)):
                return None
            k += 1
            sign = 1
            if toks[k] in _SIGN_CHARS and k + 2 < n and self.glued(k + 1):
                sign = _SIGN_CHARS[toks[k]]
                k += 1
            value = _num_value(toks[k]) if self.kinds[k] == _NUM else None
            if value is None or toks[k + 1] != "}" or not self.glued(k + 1):
                return None
            terms.append(sign * value)
            k += 2
        if terms[1] == 0:
            return None
        self._emit(self.starts[i - 1], self.ends[k - 1], terms[0] / terms[1], _Q)
        return k - 1

    def _bracketed_name(self, i: int) -> int | None:
        """An acronym with a number in brackets ("TD(0)", "AR(1)") is a name; last token or None."""
        toks = self.toks
        if not (
            i + 3 < self.n
            and len(toks[i]) >= 2
            and toks[i].isalpha()
            and toks[i].isupper()
            and toks[i + 1] == "("
            and _is_plain_int(toks[i + 2])
            and toks[i + 3] == ")"
            and all(self.glued(k) for k in (i + 1, i + 2, i + 3))
            and not self._latex_command(i)
        ):
            return None
        self._emit(self.starts[i], self.ends[i + 3], Fraction(int(toks[i + 2])), NumberRole.NAME)
        return i + 3

    def _digit_tail(self, i: int, value: Fraction) -> tuple[int, Fraction]:
        """A fraction ("3/4"), a decimal comma before a unit sign ("19,4°") or a scale word."""
        toks, n = self.toks, self.n
        last = i
        if (
            i + 2 < n
            and toks[i + 1] in ("/", ",")
            and self.glued(i + 1)
            and self.glued(i + 2)
            and self.kinds[i + 2] == _NUM
            and _is_plain_int(toks[i])
            and _is_plain_int(toks[i + 2])
        ):
            after = toks[i + 3] if i + 3 < n and self.glued(i + 3) else ""
            if toks[i + 1] == "/":
                if int(toks[i + 2]) != 0 and after != "/":
                    value /= int(toks[i + 2])
                    last = i + 2
            elif (
                len(toks[i + 2]) <= 2
                and (after == "%" or after in _DEGREE_SIGNS)
                and not (i > 0 and toks[i - 1] == "," and self.glued(i))
            ):
                # "19,4°": a comma before one or two digits and a unit sign is a decimal comma
                value += Fraction(int(toks[i + 2]), 10 ** len(toks[i + 2]))
                last = i + 2
        j, link = self.next_linked(last)
        if link == " " and self.kinds[j] == _WORD:
            scale = _BIG_SCALES.get(self.lows[j]) or (
                {"hundred": 100, "dozen": 12}.get(self.lows[j])
            )
            if scale is not None:
                value *= scale
                last = j
        return last, value

    def _power_of_ten(self, i: int) -> tuple[int, int | None] | None:
        """ "10^{80}", "10^-3", "10⁻³" at token ``i``: (last token, exponent or None if absurd)."""
        toks, n = self.toks, self.n
        j = i + 1
        if toks[i] != "10" or j >= n or not self.glued(j):
            return None
        sign = 1
        if toks[j] == "^":
            k = j + 1
            brace = k < n and toks[k] == "{" and self.glued(k)
            k += brace
            if k < n and toks[k] in _SIGN_CHARS and self.glued(k):
                sign = _SIGN_CHARS[toks[k]]
                k += 1
            if k >= n or not self.glued(k) or not _is_plain_int(toks[k]):
                return None
            digits, last = toks[k], k
            if brace:
                if not (k + 1 < n and toks[k + 1] == "}" and self.glued(k + 1)):
                    return None
                last = k + 1
        else:
            k = j
            if toks[k] in _SUPERSCRIPT_SIGNS:
                sign = _SUPERSCRIPT_SIGNS[toks[k]]
                k += 1
                if k >= n or not self.glued(k):
                    return None
            digits, last = toks[k].translate(_SUPERSCRIPT_DIGITS), k
            if self.kinds[k] != _WORD or not _is_plain_int(digits):
                return None
        if len(digits) > 5 or int(digits) > _MAX_EXPONENT:
            return last, None
        return last, sign * int(digits)

    def _times_power(self, i: int) -> tuple[int, int | None] | None:
        """ "2.5 × 10^6", "2.5 \\times 10^{6}", "2.5x10^6" after digits at ``i``.

        Returns what :meth:`_power_of_ten` returns for the power, or None.
        """
        toks, n = self.toks, self.n
        k = i + 1
        if k >= n:
            return None
        if toks[k] in _TIMES_CHARS or (toks[k] in ("x", "X") and self.glued(k)):
            k += 1
        elif toks[k] == "\\" and k + 1 < n and self.glued(k + 1) and toks[k + 1] in _TIMES_COMMANDS:
            k += 2
        else:
            return None
        if k >= n or self.kinds[k] != _NUM:
            return None
        return self._power_of_ten(k)

    def _digits_role(self, i: int, last: int, unit: str | None) -> NumberRole:
        """Whether unsigned digits name something rather than count ("State 0", "DQN 2015")."""
        if unit is not None:
            return _Q
        text = self.toks[i]
        is_int = _is_plain_int(text)
        if not is_int and not _is_plain_int(text.replace(".", "", 1)):
            return _Q
        p, link = self.prev_linked(i)
        if link == " " and self.kinds[p] == _WORD and not self._latex_command(p):
            before, low = self.toks[p], self.lows[p]
            if len(before) >= 2 and before.isalpha() and before.isupper():
                return NumberRole.NAME  # after an acronym: "DQN 2015", "GPT 4"
            if (
                len(before) >= 2
                and before[0].isupper()
                and p > self._first_content()
                and low not in _FUNCTION_WORDS
                and low not in _NUMBER_WORDS
                and low not in _VALUE_NOUNS
            ):
                return NumberRole.NAME  # after a proper name: "Atari 2600", "for State 0"
            if low in _LABEL_NOUNS or (is_int and low in _MONTHS):
                return NumberRole.NAME  # a label: "tile 3", "figure 2.1", "March 2024"
        if is_int and len(text) == 4 and int(text) in _YEARS and self._year_context(i, last):
            return NumberRole.NAME
        return _Q

    def _first_content(self) -> int:
        """The first word or digit token (computed once: "State" in "[[State 0" is not first)."""
        if self.first_content < 0:
            self.first_content = next(
                (k for k, kind in enumerate(self.kinds) if kind != _OTHER), self.n
            )
        return self.first_content

    def _latex_command(self, p: int) -> bool:
        """Whether word token ``p`` is a LaTeX command ("\\gamma")."""
        return p > 0 and self.toks[p - 1] == "\\" and self.glued(p)

    def _year_context(self, i: int, last: int) -> bool:
        """Whether four digits at ``i`` are a year: "in 2015", "the 2015 paper", "et al., 2015"."""
        toks = self.toks
        if self.word_after(last) in _YEAR_AFTER or self._cited(i - 1):
            return True
        if (
            i >= 2
            and toks[i - 1] == "("
            and last + 1 < self.n
            and toks[last + 1] == ")"
            and (self._cited(i - 2) or toks[i - 2][:1].isupper())
        ):
            return True  # "Mnih (2015)", "Mnih et al. (2015)"
        j, link = self.next_linked(last)
        followed_by_name = (
            link == " " and toks[j][:1].isupper() and self.lows[j] not in _FUNCTION_WORDS
        )
        if followed_by_name and int(toks[i]) >= 1900:
            return True  # "the 2016 AlphaGo match"
        if self.word_before(i) not in _YEAR_BEFORE:
            return False
        return link != " " or self.kinds[j] != _WORD or self.lows[j] in _FUNCTION_WORDS

    def _cited(self, k: int) -> bool:
        """Whether token ``k`` ends "et al." or "et al.," (a year follows in a citation)."""
        if k >= 0 and self.toks[k] == ",":
            k -= 1
        return k >= 1 and self.toks[k] == "." and self.lows[k - 1] == "al"

    def _unit_after(self, last: int) -> tuple[str | None, int]:
        """A percent or degree sign or word after token ``last``: (unit, last token of the unit)."""
        toks, n = self.toks, self.n
        j = last + 1
        if j < n and toks[j] == "%":
            return "percent", j
        if j < n and toks[j] in _DEGREE_SIGNS and self.glued(j):
            return "degree", j
        if j + 1 < n and self.glued(j) and self.glued(j + 1):
            if toks[j] == "\\" and toks[j + 1] == "%":
                return "percent", j + 1  # LaTeX "84\\%"
            if toks[j] == "^" and toks[j + 1] == "\\" and j + 2 < n and self.lows[j + 2] == "circ":
                return "degree", j + 2  # "90^\\circ"
        j, link = self.next_linked(last)
        if link != " " or self.kinds[j] != _WORD:
            return None, last
        word = self.lows[j]
        if word == "percent":
            return "percent", j
        if word in ("degree", "degrees"):
            return "degree", j
        k, link2 = self.next_linked(j)
        if link2 == " " and self.kinds[k] == _WORD:
            if word == "per" and self.lows[k] == "cent":
                return "percent", k
            if word == "a" and self.lows[k] == "percent":
                return "percent", k  # "half a percent": a fraction of one percent
            if word == "of" and self.lows[k] == "a":
                m, link3 = self.next_linked(k)
                if link3 == " " and self.kinds[m] == _WORD and self.lows[m] == "percent":
                    return "percent", m  # "a quarter of a percent"
            if word == "percentage" and self.lows[k] in ("point", "points"):
                return "percentage point", k
        return None, last

    # -- words --------------------------------------------------------------------

    def _words(self, i: int) -> int | None:
        """A spoken number starting at word token ``i``; returns the last token consumed."""
        lows = self.lows
        sign = 1
        first = i
        if lows[i] in _SIGNS:
            j, link = self.next_linked(i)
            if link != " ":
                return None
            if lows[i] == "minus" and not self._unary_minus(i):
                return None
            if self.kinds[j] == _NUM:
                return self._digits(j, sign_word=i)
            core = self._core(j)
            if core is None or core[3] not in ("int", "dec", "frac"):
                return None
            sign = _SIGNS[lows[i]]
        else:
            core = self._core(i)
            if core is None:
                return None
        cfirst, clast, value, kind = core
        if kind in ("int", "dec"):
            # "ten to the minus three", "three times ten to the minus four": one number
            scaled = self._spoken_power(cfirst, clast, value)
            if scaled is not None:
                clast, value = scaled
        start, end = self.starts[first], self.ends[clast]
        if kind == "ord":
            self._emit(start, end, value, NumberRole.ORDINAL)
            return clast
        if kind == "count":
            self._emit(start, end, value, NumberRole.COUNT_WORD)
            return clast
        if sign == 1:
            named = self._name_around(cfirst, clast, value)
            if named is not None:
                return named
        unit, outer = self._unit_after(clast)
        plain_one = (
            kind == "int" and cfirst == clast and lows[cfirst] == "one" and sign == 1 and not unit
        )
        role = self._one_role(cfirst) if plain_one else _Q
        self._emit(
            start,
            end,
            value if sign == 1 else value * sign,
            role,
            outer_end=self.ends[outer],
            unit=unit,
            plain_one=plain_one,
        )
        return outer

    def _followed_by(self, last: int, words: Sequence[str]) -> int | None:
        """The last token of ``words`` when they follow token ``last`` one space apart."""
        for word in words:
            last, link = self.next_linked(last)
            if link != " " or self.lows[last] != word:
                return None
        return last

    def _spoken_power(
        self, cfirst: int, clast: int, value: Fraction
    ) -> tuple[int, Fraction] | None:
        """A power of ten said in words after the spoken number ``cfirst``..``clast``: "ten to
        the minus three" (0.001), "ten to the power of six", "ten to the sixth", or a number
        "times ten to the …" (scientific notation said aloud: "three times ten to the minus
        four" is 0.0003). Returns (last token, value), or None."""
        mantissa = Fraction(1)
        ten = clast
        if not (cfirst == clast and self.lows[clast] == "ten"):
            ten = self._followed_by(clast, ("times", "ten")) or -1
            if ten < 0:
                return None
            mantissa = value
        k = self._followed_by(ten, ("to", "the"))
        if k is None:
            return None
        k = self._followed_by(k, ("power", "of")) or k
        sign = 1
        j, link = self.next_linked(k)
        if link == " " and self.lows[j] in ("minus", "negative"):
            sign, k = -1, j
        j, link = self.next_linked(k)
        if link != " " or self.kinds[j] != _WORD:
            return None
        exponent = self._core(j)
        if exponent is None or exponent[3] not in ("int", "ord") or exponent[2] > _MAX_EXPONENT:
            return None
        return exponent[1], mantissa * Fraction(10) ** (sign * int(exponent[2]))

    def _name_around(self, cfirst: int, clast: int, value: Fraction) -> int | None:
        """Number words hyphenated into a name ("GPT-four", "one-hot"); last token, or None."""
        c = self.chunk[cfirst]
        chunk_last = self.chunk_last[c]
        chunk_start = self.starts[self.chunk_first[c]]
        p, link = self.prev_linked(cfirst)
        if (
            link == "-"
            and self.kinds[p] == _WORD
            and self.lows[p] not in _NUMBER_WORDS
            and self.lows[p] not in _ORDINALS
            and not (self.items and self.items[-1].outer_end > chunk_start)
        ):
            if self.lows[p] in _NON_PREFIXES:
                return chunk_last  # "non-zero": not a number at all
            if self.lows[p] not in _FUNCTION_WORDS:
                self._emit(chunk_start, self.ends[chunk_last], value, NumberRole.NAME)
                return chunk_last
        q, link = self.next_linked(clast)
        if link == "-" and self.kinds[q] == _WORD:
            tail = self.lows[q]
            if (
                tail in _IDIOM_TAILS
                or (tail in _ONE_IDIOM_TAILS and self.lows[clast] == "one")
                or (tail in _IDIOM_LINKS and self.lows[chunk_last] == self.lows[clast])
            ):
                self._emit(self.starts[cfirst], self.ends[chunk_last], value, NumberRole.NAME)
                return chunk_last
        return None

    def _unary_minus(self, i: int) -> bool:
        """Whether "minus" at ``i`` is a sign ("is minus two", "has potential minus four", "an
        expected minus point one") rather than subtraction ("six minus four", "two thirds
        minus a half", "k minus one"): subtraction needs a number or a symbol just before."""
        if i == 0 or self.kinds[i - 1] == _OTHER:
            return True
        if self.kinds[i - 1] == _NUM:
            return False
        prev = self.lows[i - 1]
        if prev == "or" and i >= 2 and self.lows[i - 2] == "plus":
            return False  # "plus or minus twenty-five percent": a half-width, not a sign
        if prev in _OPERATOR_WORDS:
            return True  # "point nine times minus three", "zero minus minus four"
        if prev in _NUMBER_WORDS or len(prev) == 1:
            return False  # "six minus four", "k minus one"
        if prev in _DENOMINATORS or prev in _PLURAL_DENOMINATORS:
            return False  # "five and a quarter minus a half", "two thirds minus one"
        # A number, then its unit or fraction word: "ten percent minus", "two thirds minus".
        return not (i >= 2 and (self.kinds[i - 2] == _NUM or self.lows[i - 2] in _NUMBER_WORDS))

    def _complementiser(self, j: int) -> bool:
        """Is "that" at ``j`` a complementiser, after a verb of saying or a copula ("The reason
        is that point nine to the thirty-seventh is …"), not a determiner ("at that point")?"""
        return self.word_before(j) in _THAT_CLAUSE_VERBS

    def _core(self, i: int) -> _Core | None:
        """The spoken number (without sign or unit) that starts at word token ``i``."""
        if self.kinds[i] != _WORD:
            return None
        w = self.lows[i]
        if w == "point":
            before = self.word_before(i)
            if before in _POINT_IS_NOUN_AFTER and not (
                before == "that" and self._complementiser(self.prev_linked(i)[0])
            ):
                return None
            dec = self._decimal(i)
            if dec is None:
                return None
            last, value = self._scale_after(dec[0], dec[1])
            return i, last, value, "dec"
        if w in ("a", "an"):
            return self._article(i)
        if w in _SCALES and self.word_before(i) in _DEFINITE_BEFORE_SCALE:
            # "dividing the six hundred remaining steps by the thousand in total", "twenty-one
            # of those hundred flip": a scale word after a definite determiner is one of it,
            # as after "a"
            grown = self._grow(i, prefix=["one"])
            if grown is not None:
                return i, grown[0], Fraction(grown[1]), "int"
        if w == "half":
            before = self.word_before(i)
            _, link = self.next_linked(i)
            if link == "-" or before in _PRONOUN_ONE_AFTER or before in _ORDINALS:
                return None
            return i, i, Fraction(1, 2), "frac"
        if w == "single":
            return i, i, Fraction(1), "count"
        if w in _VULGAR:
            return i, i, _VULGAR[w], "frac"
        if w in _ORDINALS:
            if w == "second":
                p, link = self.prev_linked(i)
                if link == " " and (
                    self.kinds[p] == _NUM or self.lows[p] in _NUMBER_WORDS or self.lows[p] == "per"
                ):
                    return None  # "one second", "per second": time
            return i, i, Fraction(_ORDINALS[w]), "ord"
        if w in _SCALES:
            # "those hundred and fifty": a bare scale word opens a number only with "and"
            # and a cardinal after it (alone, "per thousand tokens" names a scale).
            j, link = self.next_linked(i)
            k, link2 = self.next_linked(j) if j >= 0 else (-1, "")
            if not (
                link == " "
                and self.lows[j] == "and"
                and link2 == " "
                and self.lows[k] in _NONZERO_CARDINALS
            ):
                return None
            grown = self._grow(i, prefix=["one"])
            if grown is None:
                return None
            return i, grown[0], Fraction(grown[1]), "int"
        if w not in _CARDINAL_STARTS:
            return None
        grown = self._grow(i)
        if grown is None:
            return None
        last, number, words = grown
        return self._after_integer(i, last, number, words)

    def _after_integer(self, i: int, last: int, number: int, words: list[str]) -> _Core:
        """Extend an integer with an ordinal, fraction, "and a half", decimals or "dozen"."""
        value = Fraction(number)
        j, link = self.next_linked(last)
        if j < 0 or self.kinds[j] != _WORD:
            return i, last, value, "int"
        x = self.lows[j]
        tail = words[-1]
        if x in _UNIT_ORDINALS and tail in _TENS:
            return i, j, value + _UNIT_ORDINALS[x], "ord"  # "twenty-first"
        if tail in _SCALES and x in _ORDINALS and _ORDINALS[x] < 100 and link == " ":
            return i, j, value + _ORDINALS[x], "ord"  # "one hundred first"
        if tail == "hundred" and link == "-" and number % 100 == 0 and number < 10_000:
            # "five hundred-thousandths", "one hundred-millionth": the hyphen joins the
            # hundred to the denominator (5 / 100,000), not the count to a thousandth
            count = number // 100
            scale = _scale_denominator(x, count)
            if scale is not None:
                return i, j, Fraction(count, 100 * scale), "frac"
        if x in _PLURAL_DENOMINATORS and number != 0:
            return i, j, value / _PLURAL_DENOMINATORS[x], "frac"  # "three quarters"
        if x in _SCALE_ORDINALS and number > 1 and link == " ":
            # "the three hundredth power": a singular scale ordinal after a count above one is
            # the ordinal of their product (300th), never a fraction ("three hundredths")
            return i, j, value * _SCALE_ORDINALS[x], "ord"
        if (
            x in _DENOMINATORS
            and words == ["one"]
            # ("one third step" may count an ordinal's thing; hyphenated, "a one-third
            # penalty" is a fraction)
            and not (x in _ORDINAL_DENOMINATORS and link == " " and self._nounish_after(j))
        ):
            return i, j, value / _DENOMINATORS[x], "frac"  # "one half", "one tenth"
        if link != " ":
            return i, last, value, "int"
        if x in _TENS and 0 < number < 100:
            # "one thirty-second", "three sixty-fourths": a compound ordinal as denominator
            # (not an ordinal before a noun: "the one twenty-first entry")
            k, link_k = self.next_linked(j)
            y = self.lows[k] if k >= 0 and link_k == "-" and self.kinds[k] == _WORD else ""
            # one of a singular denominator, more of a plural one ("three sixty-fourths")
            unit = (
                _UNIT_ORDINALS.get(y)
                if number == 1
                else (_UNIT_ORDINALS.get(y[:-1]) if y.endswith("s") else None)
            )
            if unit is not None and unit >= 2 and (number > 1 or not self._nounish_after(k)):
                return i, k, value / (_TENS[x] + unit), "frac"
        if x in ("ten", "hundred") and 0 < number < 100:
            # "eight ten-thousandths", "five hundred-thousandths", "one ten-millionth": a
            # power of ten said in two words as the denominator (after a count, "ten
            # thousandths" can be no count of thousandths)
            k, link_k = self.next_linked(j)
            y = self.lows[k] if k >= 0 and link_k in (" ", "-") and self.kinds[k] == _WORD else ""
            scale = _scale_denominator(y, number)
            if scale is not None:
                return i, k, value / (scale * (10 if x == "ten" else 100)), "frac"
        if x == "and":
            a, link_a = self.next_linked(j)
            if link_a == " " and self.lows[a] in ("a", "an"):
                d, link_d = self.next_linked(a)
                if link_d == " " and self.lows[d] in _DENOMINATORS:
                    # "twenty-two and a half billion": a scale word after it scales it all
                    end, total = self._scale_after(
                        d, value + Fraction(1, _DENOMINATORS[self.lows[d]])
                    )
                    return i, end, total, "frac" if end == d else "int"
            elif link_a == " " and self.lows[a] in _UNITS:
                # "five and three quarters", "two and two-thirds": a whole and a proper
                # fraction of more than one part (not two values listed: "five and three";
                # nor the two ends of "between five and seven tenths")
                d, link_d = self.next_linked(a)
                part = Fraction(_UNITS[self.lows[a]])
                denominator = _PLURAL_DENOMINATORS.get(self.lows[d]) if d >= 0 else None
                before, _ = self.prev_linked(i)
                if (
                    link_d in (" ", "-")
                    and denominator is not None
                    and part < denominator
                    and not (before >= 0 and self.lows[before] == "between")
                ):
                    return i, d, value + part / denominator, "frac"
        if x == "point":
            dec = self._decimal(j)
            if dec is not None:
                end, total = self._scale_after(dec[0], value + dec[1])
                return i, end, total, "dec"
        if x == "dozen":
            return i, j, value * 12, "int"
        return i, last, value, "int"

    def _article(self, i: int) -> _Core | None:
        """ "a hundred", "a dozen", "a half", "a third"; "a third protected channel" is not."""
        j, link = self.next_linked(i)
        if link != " " or self.kinds[j] != _WORD:
            return None
        x = self.lows[j]
        if x in _SCALES:
            grown = self._grow(j, prefix=["one"])
            if grown is None:
                return None
            return i, grown[0], Fraction(grown[1]), "int"
        if x == "dozen":
            return i, j, Fraction(12), "int"
        if x in _DENOMINATORS:
            if x in _ORDINAL_DENOMINATORS and self._nounish_after(j):
                return None  # an ordinal: "a third protected channel"
            return i, j, Fraction(1, _DENOMINATORS[x]), "frac"
        return None

    def _grow(
        self, i: int, *, prefix: tuple[str, ...] | list[str] = (), limit: int | None = None
    ) -> tuple[int, int, list[str]] | None:
        """The longest integer compound starting at token ``i`` that text2num accepts.

        Returns (last token, value, words). Words join by whitespace or hyphens;
        "and" only after a scale word ("two thousand and five"); "zero" only alone.
        ``prefix`` stands for words before ``i`` ("a hundred" is valued as "one hundred");
        ``limit`` is the last token the compound may use.
        """
        words = [*prefix, self.lows[i]]
        if words == ["zero"]:
            return i, 0, words
        value = _int_value(words)
        if value is None:
            return None
        last = i
        while len(words) < _MAX_INT_WORDS:
            j, link = self.next_linked(last)
            if j < 0 or self.kinds[j] != _WORD or (limit is not None and j > limit):
                break
            x = self.lows[j]
            if x == "and":
                k, link2 = self.next_linked(j)
                if (
                    link != " "
                    or words[-1] not in _SCALES
                    or link2 != " "
                    or self.lows[k] not in _NONZERO_CARDINALS
                ):
                    break
                after, link3 = self.next_linked(k)
                if (
                    after >= 0
                    and link3 == " "
                    and self.lows[after] in _SCALES
                    and self.lows[after] == words[-1]
                ):
                    break  # "one hundred and eight hundred tokens": two numbers of a list
                candidate = [*words, "and", self.lows[k]]
                nxt = k
            elif x in _NONZERO_CARDINALS or x in _SCALES:
                candidate = [*words, x]
                nxt = j
            else:
                break
            v = _int_value(candidate)
            if v is None:
                break
            words, last, value = candidate, nxt, v
        lower = self._after_comma(last, words, limit)
        if lower is not None:
            last, value, words = lower
        return last, value, words

    def _after_comma(
        self, last: int, words: list[str], limit: int | None
    ) -> tuple[int, int, list[str]] | None:
        """The compound a comma continues after a large scale word: "thirty-two thousand, six
        hundred and forty" (32640), as digits would write it. Only a group of hundreds
        continues it ("two thousand, three of which …" is two numbers)."""
        comma = last + 1
        if (
            words[-1] not in ("thousand", "million", "billion")
            or comma + 1 >= self.n
            or self.toks[comma] != ","
            or not self.glued(comma)
            or self.kinds[comma + 1] != _WORD
            or self.glued(comma + 1)
            or (limit is not None and comma + 1 > limit)
        ):
            return None
        grown = self._grow(comma + 1, limit=limit)
        if grown is None or "hundred" not in grown[2] or grown[1] >= 1000:
            return None
        value = _int_value([*words, *grown[2]])
        return None if value is None else (grown[0], value, [*words, *grown[2]])

    def _decimal(self, p: int) -> tuple[int, Fraction] | None:
        """The digits after "point" at token ``p``: (last token, fractional value)."""
        j, link = self.next_linked(p)
        if link != " " or self.kinds[j] != _WORD:
            return None
        x = self.lows[j]
        if x in _DIGIT_WORDS:
            digits = [_DIGIT_WORDS[x]]
            last = j
            while len(digits) < _MAX_DECIMAL_DIGITS:
                k, link = self.next_linked(last)
                if link != " " or self.lows[k] not in _DIGIT_WORDS:
                    break
                digits.append(_DIGIT_WORDS[self.lows[k]])
                last = k
        elif x in _TEENS or x in _TENS:
            # "point twenty-five" is read as .25
            value = _TEENS.get(x) or _TENS[x]
            last = j
            k, link = self.next_linked(j)
            if x in _TENS and link and self.lows[k] in _UNITS:
                value += _UNITS[self.lows[k]]
                last = k
            digits = [int(d) for d in str(value)]
        else:
            return None
        numerator = int("".join(map(str, digits)))
        return last, Fraction(numerator, 10 ** len(digits))

    def _scale_after(self, last: int, value: Fraction) -> tuple[int, Fraction]:
        """A scale word after a decimal: "one point seven billion"."""
        j, link = self.next_linked(last)
        if link == " " and self.lows[j] in _BIG_SCALES:
            return j, value * _BIG_SCALES[self.lows[j]]
        return last, value

    # -- is "one" a quantity? -----------------------------------------------------

    def _nounish(self, j: int, *, depth: int = 0) -> bool:
        """Whether word token ``j`` looks like a noun or adjective (a "one" before it counts)."""
        if self.kinds[j] != _WORD:
            return False
        x = self.lows[j]
        if x in _FUNCTION_WORDS or x in _NUMBER_WORDS or x in _ORDINALS:
            return False
        if self.toks[j][:1].isupper():
            return True
        if x.endswith("ly") and len(x) > 4:
            k, link = self.next_linked(j)
            return depth == 0 and link == " " and self._nounish(k, depth=1)
        # After singular "one", a word in -s is a verb ("one means"), bar -ss/-us/-is nouns.
        return not (x.endswith("s") and not x.endswith(("ss", "us", "is", "as", "ics")))

    def _nounish_after(self, i: int) -> bool:
        j, link = self.next_linked(i)
        return link == " " and self._nounish(j)

    def _one_role(self, i: int) -> NumberRole:
        """Quantity or count word for a lone "one" at token ``i`` (see the module docstring)."""
        p1 = self.word_before(i)
        p0 = None
        if p1 is not None:
            p, _ = self.prev_linked(i)
            p0 = self.word_before(p)
        if p1 in _QUANTIFIERS or (p0, p1) in _QUANTIFIER_PAIRS:
            return _Q  # "at least one of k", "more than one"
        if (
            i + 2 < self.n
            and self.toks[i + 1] in ("'", "\u2019")
            and self.glued(i + 1)
            and self.lows[i + 2] == "s"
            and self.glued(i + 2)
        ):
            return _C  # "one's"
        if self._one_in_whole(i):
            return _Q  # "a one in five chance", "one time in twenty-five": a share
        j, _ = self.next_linked(i)
        nxt = self.word_after(i)
        if nxt == "of":
            # "one of the tests" is a pronoun; "only one of the eight tests" counts
            return _Q if p1 in ("only", "just") else _C
        if nxt == "another":
            return _C  # "one another"
        if (
            nxt in _ONE_OTHER_LINKS
            and self.word_after(j) == "the"
            and self.word_after(self.next_linked(j)[0]) in ("other", "others")
        ):
            return _C  # "subtracting one from the other", "prefer one over the other"
        if nxt == "by" and self.word_after(j) == "one":
            return _C  # "one by one"
        if nxt in _UNIT_NOUNS:
            return _Q  # "one percent", "one second"
        if nxt is not None and self._nounish(j):
            if self.word_after(j) in _MEASURE_ADVERBS:
                return _Q  # "one step later"
            return _C  # "one sampled action"
        # a bare "one"
        if p1 is None:
            return _C if nxt in _MODALS else _Q  # "One can see …" / "…, one, …"
        if p1 in _PRONOUN_ONE_AFTER:
            return _C  # "the one", "each one"
        if p1 in _VALUE_WORDS and p1.endswith("ed") and p0 in _PARTICIPLE_DETERMINERS:
            return _C  # "the clipped one is -0.6": a participle modifying the pronoun
        if p1 in _VALUE_WORDS or p1 in _PREPOSITIONS or p1 in ("and", "or"):
            return _Q  # "return one", "sum to one", "above one"
        if nxt in _PARTICLES and self.word_after(j) not in ("of", "to", "from"):
            return _C  # a phrasal verb's object: "work one through", "pick one out"
        if (
            p0 in _DETERMINERS
            and p0 not in _NUMBER_WORDS
            and p1 not in _FUNCTION_WORDS
            and p1 not in _NAMED_BY_NUMBER
        ):
            # a determiner and one modifier make a noun phrase whose head is "one": "the
            # short one", "a noisier one" (but "the value one", "the stage one" name a number)
            return _C
        if nxt in _MODALS:
            return _C  # "if one can …"
        if self._verbish(p1, p0):
            return _C  # "GRPO estimates one from …"
        return _Q  # "reward one", "version one"

    def _one_in_whole(self, i: int) -> bool:
        """Is "one" at ``i`` the part of a share said as "one in five", "one time in
        twenty-five", "one chance in ten" or "one out of eight"?"""
        j = i
        if self.word_after(j) in _SHARE_NOUNS:
            j = self.next_linked(j)[0]
        if self.word_after(j) == "out":
            j = self.next_linked(j)[0]
            if self.word_after(j) != "of":
                return False
        elif self.word_after(j) != "in":
            return False
        k, link = self.next_linked(self.next_linked(j)[0])
        if link != " ":
            return False
        if self.lows[k] in ("every", "each"):
            k, link = self.next_linked(k)
        return link == " " and (self.kinds[k] == _NUM or self.lows[k] in _NUMBER_WORDS)

    @staticmethod
    def _verbish(word: str, before: str | None) -> bool:
        """Whether ``word`` (before a bare "one") looks like a verb taking "one" as a pronoun."""
        if len(word) > 3 and word.endswith("ed") and not word.endswith("eed"):
            return True
        if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is", "as")):
            return True
        return before in _MODALS or before in _SUBJECT_PRONOUNS or before in ("to", "not", "never")

    # -- lists --------------------------------------------------------------------

    def _resolve_lists(self) -> None:
        """Make listed "one"s quantities, number the lists and spread a final "percent"."""
        items, text = self.items, self.text

        def listed(a: _Item, b: _Item) -> bool:
            # "forty percent, five times the rate": a multiplier, not the list's next value;
            # "At a keep rate of thirty percent, one thousand prompts …": a list puts its unit
            # on its last member or on every one, never on an earlier one alone; "rewards in
            # \([0, 1]\)": the bounds of an interval, not two values.
            return (
                _LIST_SEP_RE.fullmatch(text, a.outer_end, b.start) is not None
                and not _TIMES_AFTER_RE.match(text, b.outer_end)
                and not (a.unit is not None and b.unit is None)
                and not (
                    _INTERVAL_OPEN_RE.search(text, 0, a.start)
                    and _INTERVAL_CLOSE_RE.match(text, b.outer_end)
                )
            )

        for k, item in enumerate(items):
            if item.plain_one and item.role is _C:
                left = k > 0 and items[k - 1].role is _Q and listed(items[k - 1], item)
                right = (
                    k + 1 < len(items)
                    and (items[k + 1].role is _Q or items[k + 1].plain_one)
                    and listed(item, items[k + 1])
                )
                if left or right:
                    item.role = _Q
        runs: list[list[_Item]] = []
        for item in items:
            if item.role is not _Q:
                runs.append([])
            elif runs and (
                (runs[-1] and listed(runs[-1][-1], item))
                or (
                    len(runs[-1]) >= 2
                    and _ROUNDED_LAST_SEP_RE.fullmatch(text, runs[-1][-1].outer_end, item.start)
                    and not (runs[-1][-1].unit is not None and item.unit is None)
                )
            ):
                runs[-1].append(item)
            else:
                runs.append([item])
        group = 0
        for run in runs:
            if len(run) < 2:
                continue
            group += 1
            unit = run[-1].unit  # "eighty-four, eleven, and five percent"
            if len(run) == 2 and _BARE_COMMA_RE.fullmatch(text, run[0].outer_end, run[1].start):
                # "the remaining three thousand, thirty percent of the pool", "130 out of
                # 200, or 65 percent": an apposition restating the first in the second's
                # unit, not a list sharing it; and a comma before "and" joins two clauses,
                # not two items ("four percent of nine hundred is thirty-six, and nine
                # percent of one hundred …": a list of two takes no comma)
                unit = None
            for member in run:
                member.group = group
                if member.unit is None:
                    member.unit = unit
        quantities = [item for item in items if item.role is _Q]
        for a, b in itertools.pairwise(quantities):
            # a distribution given item by item: "puts point nine on one choice and point one
            # on another", "gives 0.99 to one token and 0.01 to another" (two shares of one)
            each = _EACH_ITEM_RE.fullmatch(text, a.outer_end, b.start)
            if (
                each is not None
                and a.group is None
                and b.group is None
                and a.unit is None
                and b.unit is None
                and re.match(rf"\s+{each.group('prep')}\b", text[b.outer_end :], re.IGNORECASE)
                and a.value + b.value == 1  # shares of one whole: a distribution
            ):
                group += 1
                a.group = b.group = group
        for a, b in itertools.pairwise(items):
            # a range shares its unit: "5-10%", "15–20 percent", "from 2 to 3 degrees"
            if (
                a.unit is None
                and b.unit is not None
                and a.role is _Q
                and b.role is _Q
                and _RANGE_SEP_RE.fullmatch(text, a.outer_end, b.start)
            ):
                a.unit = b.unit
