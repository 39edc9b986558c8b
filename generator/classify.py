"""Classify narration sentences as claims or caveats, and tag them.

A **caveat** limits or qualifies a claim: what something does not show, prove
or guarantee; a condition under which it works or fails; a trade-off or a
risk; a failure mode or an exploit; a warning against over-generalising; one
metric rising while another falls. Everything else that asserts something is
a **claim**. Tags say what else a sentence is: a ``definition``, a
``distinction``, an ``example``, an ``acronym`` definition, or ``numeric``.

Claim or caveat is decided by a small logistic-regression model over general
signals of how English limits a statement, not over any lesson's words:
negation and where it sits (a negated predicate, a negated epistemic verb,
"no … to"), restriction ("only if", "unless", "depends on"), contrast and
concession, modal possibility, conditions, a lexicon of negative evaluation
from general English (failure, risk, cost, instability, poor quality),
named drawbacks ("the problem is", "the price is"), one more drawback
("also" with negative evaluation), scope hedges and
restrictions of scope ("only a proxy", "mainly on"), quantities moving in
opposite directions or rising then falling, and the shape of the sentence (a
closing colon, "!" or "?"), plus a few features of the sentence before it.
Two rules of sentiment composition from the literature apply to these
technical words: polarity composition of quantities (Moilanen & Pulman,
"Sentiment Composition", 2007: more of a cost or an error, or less of a
quality, is worse: "its variance is very high", "lowers accuracy") and
valence shifting by negation scope (Polanyi & Zaenen, "Contextual Valence
Shifters", 2006: "none of these checks is expensive" reads positive). The
lexicons are general English (evaluation, outcomes, quantities that are good
or bad by what they are) written for this module, not lists of any lesson's
words. A keyword index (:mod:`generator.keywords`)
decides from a sentence's words which of the patterns can match it at all;
only those are searched. The weights live in ``caveat_model.json`` beside
this module; ``python -m generator.train_classify`` refits them from the hand
labels and prints the leave-one-lesson-out figures. :func:`explain` shows
which features fired and what each weighed.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from generator.glossary import Definition, find_definitions
from generator.keywords import KeywordIndex
from generator.model import Number, StatementKind, Tag

MODEL_FILE = "caveat_model.json"
"""The weights file, a package resource of :mod:`generator`."""

# Inline math says nothing about whether a sentence is a caveat.
_MATH = re.compile(r"\\\(.*?\\\)|\\\[.*?\\\]")

_NEG_AUX = (
    r"(?:\b(?:do|does|did|is|are|was|were|could|will|would|should|may|might|must|has|have|"
    r"had|need)\s*(?:not|n[’']t)\b|"
    # "Nor does it cover …": "nor" before an inverted auxiliary negates the clause
    r"\bnor\s+(?:do|does|did|is|are|was|were|can|could|will|would|should|has|have|had)\b|"
    r"\b(?:don|doesn|didn|isn|aren|wasn|weren|won|wouldn|shouldn|hasn|haven)[’']t\b)"
)
_INABLE = (
    r"(?:\bcannot\b|\bcan[’']?t\b|\bcan\s+not\b|\bunable\s+to\b|\bfails?\s+to\b|"
    r"\bimpossible\b|\bno\s+(?:way|possibility|chance)\b)"
)
# Verbs of showing, knowing and succeeding: negated, they deny what a claim gives.
_EPISTEMIC = (
    r"(?:(?:prove|show|guarantee|mean|imply|ensure|establish|distinguish|tell|generali[sz]e|"
    r"transfer|reflect|capture|measure|verify|justify|scale|converge|work|help|recover|reach|"
    r"replace|matter|say|suffice|account|hold)\w*"
    # nouns of the same: "is not evidence that …", "is no proof of …"
    r"|evidence|proof)"
)
# Positive evaluation: negated ("not efficient", "no guarantee") it names a shortfall.
_POSITIVE = (
    r"(?:good|well|useful|efficient\w*|scalab\w*|stable|reliabl\w*|accura\w*|valid|"
    r"correct\w*|safe|helpful|worthwhile|meaningful|fair|fast|better|best|optimal|easy|easily|"
    r"enough|sufficient\w*|feasible|appropriate|trustworthy|informative|free|cheap\w*|"
    r"exact\w*|unbiased|robust\w*)"
)
# Negative evaluation in general English: drawbacks, risk, failure, cost,
# instability, poor quality, and negated adjectives.
_NEGATIVE_WORDS = re.compile(
    r"\b(?:problems?|problematic|drawbacks?|downsides?|disadvantages?|limitations?|pitfalls?|"
    r"traps?|caveats?|weakness\w*|flaws?|"
    r"risk\w*|danger\w*|hazard\w*|threat\w*|vulnerab\w*|attack\w*|unsafe|"
    r"fail\w*|errors?|erroneous|mistak\w*|wrong\w*|break\w*|broken|collaps\w*|diverg\w*|"
    r"stuck|miss(?:es|ed|ing)?|los[et]|losing|harm\w*|hurt\w*|damag\w*|corrupt\w*|degrad\w*|"
    r"mislead\w*|misled|mis(?:read|interpret|judg|calibrat|attribut|specif|us(?:e|es|ed|ing)\b)\w*|"
    r"imprecis\w*|mess(?:y|ier|iest)|hides?|mask(?:s|ed)?|suffer\w*|struggl\w*|hack\w*|cheat\w*|drift\w*|"
    r"forget\w*|leak\w*|overfit\w*|crash\w*|regress\w*|stall\w*|"
    r"(?:falls?|falling|fell|lags?|lagging|lagged)\s+(?:behind|short)|"
    r"(?:runs?|running|ran)\s+out\s+of|"
    r"costs?|costly|expensive|slow\w*|inefficien\w*|wast\w*|time-consuming|burden\w*|overhead|"
    r"(?:a lot of|much|more|a long|long) time|"
    r"unstable|instabilit\w*|noisy|noise|high variance|volatil\w*|erratic\w*|fluctuat\w*|"
    r"oscillat\w*|brittle|fragile|"
    r"bad|badly|poor\w*|worse|worst|useless|ambigu\w*|incomplete|insufficient\w*|unreliabl\w*|"
    r"arbitrar\w*|spurious|inaccura\w*|bias\w*|infeasible|intractable|hard|harder|difficult\w*|"
    r"unclear|confus\w*|inconsisten\w*|invalid|naive|unfair|infallible|disagree\w*|invisible|"
    r"non-\w{4,}|un(?:stable|reliable|known|clear|fair|safe|certain|seen|detected|noticed|able|"
    r"realistic|scalable|fortunate\w*)|"
    r"in(?:efficient|sufficient|complete|consistent|accurate|feasible|correct|valid))\b"
)

_NEGATIVE_WORDS_ANY_CASE = re.compile(_NEGATIVE_WORDS.pattern, re.IGNORECASE)

# Outcomes that distort, neglect, run away or stall, and proneness to them:
# general English verbs and adjectives that the lexicon above lacks ("discards
# that information", "the variance can explode", "imperfect", "prone to").
_NEGATIVE_OUTCOME = (
    r"\b(?:ignor\w*|discard\w*|inflat\w*|explod\w*|exaggerat\w*|distort\w*|"
    r"overestimat\w*|underestimat\w*|overrat\w*|overconfiden\w*|dull|incoheren\w*|"
    r"imperfect\w*|stall\w*|plateau\w*|saturat\w*|bury|buries|pad|"
    r"chas(?:e|es|ed|ing)|rules?\s+\w+\s+out|blows?\s+up|rarely|seldom|tempting|"
    r"sensitive\s+to|prone|vulnerable|limited|unbounded|vanish\w*|silently|quietly|"
    r"unnoticed|disappear\w*|fake\w*|illusor\w*|without\s+bound|"
    # (harm done to something, and excess: "poisons the step", "starves the early states",
    # "swamps the loss", "reckless", "overly")
    r"poison\w*|starv\w*|overshoot\w*|reckless\w*|undertrain\w*|swamp\w*|contaminat\w*|"
    r"pollut\w*|dilut\w*|stale|outdated|obsolete|sacrific\w*|compromis\w*|undermin\w*|"
    r"destabili[sz]\w*|bottleneck\w*|catastroph\w*|sever(?:e|ely)|excessive\w*|overly|"
    r"confound\w*|spoil\w*|ruin\w*|derail\w*|deteriorat\w*|jeopardi[sz]\w*)\b"
)
# Polarity composition: a quantity's direction is good or bad by what the
# quantity is. More of a cost or an error is worse ("its variance is very
# high"), less of a quality is worse ("lowers accuracy"); a negation between
# the two ("memory does not grow") reverses it, so none may stand there.
_WORSE_WHEN_HIGHER = (
    r"(?:variance|costs?|errors?|noise|bias|latency|overhead|memory|compute|risk|regret|"
    r"instabilit\w*)"
)
_WORSE_WHEN_LOWER = (
    r"(?:accuracy|quality|performance|gains?|scores?|diversity|coverage|efficiency|speed|"
    r"stability|reliability|agreement|precision|recall|progress)"
)
_MORE = (
    r"(?:high|higher|highest|large|larger|huge|big|bigger|grows?|grew|growing|explod\w*|"
    r"increas\w*|ris(?:e|es|ing)|rose|inflat\w*|blows? up|more|climb\w*|accumulat\w*|"
    r"compound\w*)"
)
_LESS = (
    r"(?:low|lower|lowers|lowering|small|smaller|fall|falls|falling|fell|drops?|dropp\w*|"
    r"declin\w*|decreas\w*|shrink\w*|less|fewer|worse|collaps\w*|vanish\w*|lose|loses)"
)
# Up to five words that are not a negation.
_UNNEGATED = r"(?:(?!(?:not|no|never)\s|[\w'’-]*n[’']t\s)[\w@'’-]+\s+)"
_WORSE_QUANTITY = (
    rf"\b{_WORSE_WHEN_HIGHER}\s+{_UNNEGATED}{{0,5}}?{_MORE}\b|"
    rf"\b{_MORE}\s+{_UNNEGATED}?{_WORSE_WHEN_HIGHER}\b|"
    rf"\b{_WORSE_WHEN_LOWER}\s+{_UNNEGATED}{{0,5}}?{_LESS}\b|"
    rf"\b{_LESS}\s+{_UNNEGATED}?{_WORSE_WHEN_LOWER}\b"
)
# Two quantities moving in opposite directions, in either order.
_GOES_UP = (
    r"(?:ris(?:e|es|ing)|rose|increas\w*|improv\w*|grows?|grew|growing|climb\w*|goes up|"
    r"gets? better|rais(?:e|es|ing)|boost\w*|higher|more)"
)
_GOES_DOWN = (
    r"(?:falls?|falling|fell|drops?|dropp\w*|decreas\w*|declin\w*|degrad\w*|worsen\w*|"
    r"shrinks?|goes down|gets? worse|lower(?:s|ing)?|less|fewer|stays? flat|stalls?|"
    r"plateaus?|suffers?|hurts?)"
)

# (feature, pattern over the lower-cased sentence without its inline math).
_FEATURES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(pattern))
    for name, pattern in (
        # Negation and its scope.
        ("neg-predicate", _NEG_AUX),
        ("inability", _INABLE),
        (
            "neg-epistemic",
            # (a parenthetical may stand between: "does not, by itself, tell us …")
            rf"(?:{_NEG_AUX}|{_INABLE})(?:\s*,[^,.;:]{{1,30}},)?\s*(?:\w+\s+){{0,2}}?"
            rf"{_EPISTEMIC}\b|"
            # "says nothing about", "tells us little", "does little to change …"
            rf"\b{_EPISTEMIC}\s+(?:us\s+|you\s+)?(?:very\s+)?(?:little|nothing)\b|"
            r"\b(?:does|do|did)\s+(?:very\s+)?little\s+to\b",
        ),
        (
            "neg-positive",
            rf"\b(?:not|n[’']t|never|no|neither|nor)\s+(?:\w+\s+){{0,2}}?{_POSITIVE}\b|"
            rf"\bno\s+guarantee",
        ),
        ("never", r"\bnever\b"),
        # A clause whose subject is negated by its determiner: "no baseline removes all
        # variance", "…, so no such path exists" (not "no longer", "no more than").
        (
            "no-subject",
            r"(?:^|[,;:]\s+|\b(?:and|but|so|because|since|when|if|then|yet)\s+)no\s+"
            r"(?!longer\b|more\b|less\b|matter\b|doubt\b|one\b)[a-z]",
        ),
        # "Don't worry": a negated imperative reassures, it does not limit.
        ("negated-imperative", r"^(?:don[’']t|do not)\b"),
        ("without", r"\bwithout\b"),
        ("positive", rf"\b{_POSITIVE}\b"),
        # An evaluation that holds under a condition: "useful only when", "worthwhile if".
        (
            "good-only-if",
            rf"\b{_POSITIVE}\s+(?:\w+\s+)?(?:only\s+)?(?:if|when|as long as|unless|provided)\b",
        ),
        # Appearance against reality: "can look like", "seems to".
        ("appearance", r"\b(?:looks?|seems?|appears?)\b"),
        # Two things that should differ but are treated alike.
        ("sameness", r"\bboth\b|\bthe\s+same\b"),
        ("warning", r"\b(?:should|must)\s+(?:never|not)\b|\b(?:avoid|beware|careful|caution)\b"),
        (
            "there-is-no",
            r"\b(?:there\s+(?:is|are|was)\s+no|no\s+\w+\s+to\s+\w+|nothing)\b|\bhas\s+no\b",
        ),
        # "X, not Y" and "rather than" contrast two things: usually a distinction.
        (
            "neg-contrastive",
            r",\s+not\s+(?!only\b|just\b|all\b|even\b|necessarily\b|always\b|enough\b)|"
            r"\bnot\s+only\b|\b(?:rather than|instead of|as opposed to)\b|\band\s+not\b",
        ),
        ("not-always", r"\bnot\s+(?:necessarily|always|enough|sufficient|the same)\b"),
        # A positive quality graded down: "less impressive than it sounds", "hardly reliable".
        (
            "less-positive",
            rf"\b(?:less|least|barely|hardly|far from)\s+(?:(?:very|as|so)\s+)?"
            rf"(?:{_POSITIVE}|impressive|robust|effective|convincing|general)\b",
        ),
        # Restriction.
        (
            "restrict",
            r"\bonly\s+(?:\w+\s+)?(?:if|when|under|as long as|so long as|while|after|where|once|"
            r"until)\b|\bunless\b|"
            r"\b(?:depends?|relies|hinges)\s+(?:\w+\s+){0,2}on\s+(?:whether|how|if)\b|"
            r"\bprovided\s+that\b|"
            # "…, provided b does not depend on the action": a restrictive condition after a
            # comma (not the verb: "the data provided by …")
            r",\s+(?:provided|providing)\b(?!\s+(?:by|with|to|for|in)\b)|"
            # "helps only as much as …", "optimal only relative to …": a limit of degree.
            r"\bonly\s+(?:as\s+(?:much|far|well|long|good)\s+as|to\s+the\s+extent|relative\s+to"
            r"|insofar)\b",
        ),
        # "must be zero, or the guarantee breaks": a requirement with the threat that follows.
        (
            "otherwise",
            r"\botherwise\b|\b(?:must|needs?\s+to|has\s+to|have\s+to|should)\b[^.;]*,\s+or\s+"
            r"(?:else\s+)?(?:the|it|this|that|you|we|a|an|its|their)\b",
        ),
        # Restriction of scope: "is only a proxy", "accurate mainly on", "applies only to".
        (
            "only-scope",
            r"\b(?:is|are|was|were|remains?)\s+(?:\w+\s+)?only\b|\bonly\s+(?:a|an)\s+\w+|"
            r"\b(?:mainly|mostly|largely|primarily)\s+(?:on|in|for|when|if)\b|"
            r"\bonly\s+(?:valid|works?|applies|apply|holds?|helps?)\b|\bapplies\s+only\b|"
            r"\bonly\s+to\b",
        ),
        ("alone", r"\b(?:alone|merely|by itself|on its own|single|one\s+\w+\s+only)\b"),
        # A presupposition the claim rests on: "The formula assumes the pattern repeats",
        # "everything above relies on independent errors" (not the imperative "Assume …" of
        # an example's set-up).
        (
            "assumption",
            r"\b(?:assumes|presupposes|(?:is|are)\s+assumed|(?:relies|rely|rests|rest|hinges)\s+"
            r"(?:\w+\s+)?on|assumptions?)\b",
        ),
        # Contrast and concession.
        ("concession", r"\b(?:even\s+(?:if|when|though)|although|though|despite|in spite of)\b"),
        ("contrast-initial", r"^(?:but|however|yet|unfortunately|sadly|alas|still)\b"),
        # ("yet" of time is no contrast: "nothing done yet", "not yet", "yet to", "yet another")
        (
            "contrast",
            r"\b(?:but|however|whereas|(?<!\bnot )(?<!\bas )yet(?!\s+(?:to|again|another)\b)"
            r"(?!\s*(?:[.,;:!?)]|$)))\b",
        ),
        ("while", r"\bwhile\b"),
        # Modality, requirement, excess, condition.
        ("modal", r"\b(?:can|could|may|might)\b"),
        # "may" states an epistemic possibility ("a reference answer may slip into the
        # prompt") far more often than "can", which mostly states an ability.
        ("may", r"\bmay\b"),
        ("requirement", r"\b(?:needs?|needed|requires?|required|requiring|have to|has to|must)\b"),
        ("too", r"\btoo[\s-]+\w+"),
        ("conditional", r"\b(?:if|when|whenever)\b"),
        # A drawback named as such, or a price paid.
        (
            "named-drawback",
            r"\b(?:problem|drawback|downside|disadvantage|issue|catch|trouble|difficulty|"
            r"limitation|weakness|risk|danger|weak\s+(?:point|spot|link)|blind\s+spot)s?\s+"
            r"(?:\w+\s+){0,6}?(?:is|was|are|with)\b|"
            r"\b(?:at the (?:cost|expense|price) of|trade-?offs?)\b|"
            r"\b(?:have|has|with|carries|carry|brings?)\s+(?:\w+\s+){0,2}(?:problems?|drawbacks?|"
            r"disadvantages?|limitations?|limits|caveats?|weakness(?:es)?|pitfalls?)\b|"
            r"\b(?:its|their)\s+(?:own\s+|main\s+|real\s+|biggest\s+)(?:limit|caveat|weakness|"
            r"problem|drawback)s?\b",
        ),
        # A price paid, named as such: "the price is", "comes at a cost".
        (
            "cost-framing",
            r"\b(?:the|a|its|their|one|main|real)\s+(?:\w+\s+)?(?:price|cost|catch|trade-?off)\s+"
            r"(?:is|was|of)\b|\bcomes?\s+at\s+(?:a|the)\s+(?:\w+\s+)?(?:cost|price)\b|"
            # "That growth has a price: …"
            r"\b(?:has|have|had|carries|carry)\s+(?:a|its|their)\s+(?:\w+\s+)?(?:price|cost|catch|"
            r"downside)\b",
        ),
        # One quantity moving up while another moves down (or costs more).
        (
            "diverging",
            r"\b(?:rise|rises|rising|increase[sd]?|improves?|grows?|climbs?|goes up|gets? better|"
            r"higher|more|fewer|less)\b[^.;]*\bwhile\b[^.;]*\b(?:falls?|falling|drops?|"
            r"decrease[sd]?|declines?|degrades?|worsens?|shrinks?|goes down|gets? worse|lower|"
            r"less|fewer|additional|extra|more)\b|"
            rf"\b{_GOES_UP}\b[^.;]*\b(?:while|whereas|but|yet|at the same time)\b[^.;]*"
            rf"\b{_GOES_DOWN}\b|"
            rf"\b{_GOES_DOWN}\b[^.;]*\b(?:while|whereas|but)\b[^.;]*\b{_GOES_UP}\b",
        ),
        # A rise that turns into a fall: "rises, peaks, and then falls".
        (
            "reversal",
            r"\b(?:peaks?|peaking|rises?|improves?|climbs?)\b[^.;]*\bthen\s+(?:\w+\s+)?"
            r"(?:falls?|declines?|drops?|degrades?|collapses?|decreases?|gets? worse)\b",
        ),
        ("worse-quantity", _WORSE_QUANTITY),
        ("negative-outcome", _NEGATIVE_OUTCOME),
        (
            "scope-hedge",
            # ("narrow" the verb, after a modal or "to", narrows a spread: no hedge)
            r"\b(?:suggestive|anecdotal|(?<!\bto )(?<!\bwould )(?<!\bcould )(?<!\bwill )"
            r"(?<!\bcan )(?<!\bmay )(?<!\bmight )(?<!\bshould )narrow|universal\w*|overclaim\w*|"
            r"over-?generali[sz]\w*|cherry-?pick\w*|necessarily)\b|"
            # "flatten sooner than this calculation suggests": reality short of a prediction.
            r"\bthan\s+(?:\w+\s+){0,4}?(?:suggests?|implies|predicts?|promises?|advertised)\b",
        ),
        # "is hard to choose", "expensive to compute": a difficulty of doing something.
        (
            "hard-to",
            r"\b(?:hard|harder|difficult|tricky|costly|expensive|impractical|awkward)\s+to\s+"
            r"(?!say\b|beat\b)\w+",
        ),
        ("consequence", r"^(?:so|therefore|consequently|thus|hence|as a result)\b"),
        # Sentence shape.
        ("ends-colon", r":\s*$"),
        ("ends-exclaim", r"!\s*[”\"]?$"),
        ("question", r"\?\s*[”\"]?$"),
        # What a mechanism is for, or a remedy: the method, not its limit.
        (
            "purpose",
            r"\bso(?:\s+that)?\s+(?:\w+\s+){0,4}?(?:cannot|can[’']t|never|not)\b|"
            r"\bto\s+(?:avoid|prevent|reduce|limit|remove|stabili[sz]e|solve|fix|mitigate)\b|"
            r"\b(?:fortunately|luckily|thanks to)\b",
        ),
        (
            "remedy",
            # Not "fixed": "a fixed learning rate" is an adjective, no remedy.
            r"\b(?:solve[sd]?|solving|solutions?\s+(?:to|for)|get rid of|fix(?:es)?|overcome|"
            r"tackle|remed\w+|handle|deal with)\b",
        ),
        # Naming both sides ("advantages and disadvantages") announces, it does not limit.
        (
            "both-sides",
            r"\b(?:advantages and disadvantages|pros and cons|strengths and weaknesses)\b",
        ),
        # An inventory: three or more commas.
        ("list", r"(?:,[^,]*){3,}"),
        (
            "intensity",
            r"\b(?:a lot of|much|far|dramatically|super|extremely|very|huge|major|big|serious\w*|"
            r"significant\w*|longer)\b",
        ),
    )
)
_NEGATIONS = frozenset({"neg-predicate", "inability", "never", "there-is-no"})
# Every match of a negation-family pattern contains one of these strings, so a
# sentence with none of them skips those patterns (most sentences: it halves the time).
_NEGATION_FAMILY = frozenset(
    {
        "neg-predicate",
        "inability",
        "neg-epistemic",
        "neg-positive",
        "negated-imperative",
        "warning",
        "there-is-no",
        "neg-contrastive",
        "not-always",
    }
)
_NEGATION_GATE = (
    "no",
    "neither",
    "n't",
    "n’t",
    "cant",
    "never",
    "unable",
    "fail",
    "impossible",
    "little",
    "rather",
    "instead",
    "opposed",
    "avoid",
    "beware",
    "careful",
    "caution",
)

CONTEXT = "after:"
"""Prefix of the features a sentence takes from the sentence before it."""
_CONTEXT_FEATURES = frozenset(
    {"named-drawback", "ends-colon", "negative-word", "negative-words-2+"}
)


# A negative word inside a negation's scope reads positive: "it will not be stuck".
_NEGATED_NEGATIVE = re.compile(
    rf"(?:{_NEG_AUX}|\bno\b|\bwithout\b)\s+(?!(?:merely|just|only|simply)\b)(?:\w+\s+){{0,2}}?"
    rf"(?:{_NEGATIVE_WORDS.pattern})"
)
# Negative evaluation predicated of the subject: "is noisy", "leaves the cause ambiguous".
_NEGATIVE_PREDICATE = re.compile(
    r"\b(?:is|are|was|were|be|been|becomes?|became|remains?|leaves?|makes?|gets?|goes|seems?|"
    rf"looks?)\s+(?:\w+\s+){{0,3}}?(?:{_NEGATIVE_WORDS.pattern})"
)
# An additive connective: with a negative word, one more drawback ("also leaves the
# cause ambiguous", "also delays how quickly …").
_ALSO = re.compile(r"\balso\b")
_IDIOMS = re.compile(r"\btrial and error\b", re.IGNORECASE)
# Negation scope, for valence shifting: a negator reverses a word of negative
# evaluation after it in the same clause ("none of these checks is expensive",
# "it will not be stuck"); a clause ends at punctuation or a conjunction.
# ("not merely", "not just", "not only" add to what follows; they do not negate it.)
_NEGATOR = re.compile(
    r"\b(?:not(?!\s+(?:merely|just|only|simply)\b)|never|no|none|neither|nor|nothing|nobody"
    r"|without|cannot)\b|n[’']t\b",
    re.IGNORECASE,
)
_CLAUSE_BREAK = re.compile(
    r"[,;:()—–]|\b(?:but|which|because|since|so|while|whereas|although|though|and then|yet)\b",
    re.IGNORECASE,
)


def _negated(text: str, start: int) -> bool:
    """Does a negator stand before ``start`` in the clause that holds it?"""
    clause = 0
    for match in _CLAUSE_BREAK.finditer(text, 0, start):
        clause = match.end()
    return _NEGATOR.search(text, clause, start) is not None


def _all_negated(pattern: re.Pattern[str], text: str) -> bool:
    """Does every match of ``pattern`` stand in a negation's scope ("is not inflated")?"""
    return all(_negated(text, match.start()) for match in pattern.finditer(text))


def _negative_words(text: str) -> tuple[int, int]:
    """How many words of negative evaluation the text has, outside names and idioms,
    and how many of them stand in a negation's scope.

    A capitalised word after the first, or a word right after one or after an
    opening quote, is part of a name ("Cancelled Error", "TD error", "KL divergence").
    """
    count = negated = 0
    lower = text.lower()
    # Lower-casing keeps offsets for all but a few exotic letters; match case-blind then.
    found = (
        _NEGATIVE_WORDS.finditer(lower)
        if len(lower) == len(text)
        else _NEGATIVE_WORDS_ANY_CASE.finditer(text)
    )
    for match in found:
        prefix = text[: match.start()].rstrip()
        if prefix and (text[match.start()].isupper() or prefix[-1] in '“"'):
            continue
        words = prefix.rsplit(None, 1)
        if len(words) == 2 and words[1][0].isupper():
            continue
        count += 1
        negated += _negated(text, match.start())
    return max(0, count - len(_IDIOMS.findall(text))), negated


def sentence_features(sentence: str) -> tuple[str, ...]:
    """The general caveat signals present in one sentence, by name."""
    found = _FEATURES_READ.get(sentence)
    return _sentence_features(sentence, None) if found is None else found


_FEATURES_READ: dict[str, tuple[str, ...]] = {}
"""The features :func:`lesson_features` found for the sentences it read lately: the
composer asks for them again (:func:`caveat_score`). A sentence's features depend on
its text alone."""
_FEATURES_READ_LIMIT = 20_000


def _sentence_features(sentence: str, mask: int | None) -> tuple[str, ...]:
    """:func:`sentence_features`; ``mask``: :data:`_INDEX`'s mask of the sentence, if known.

    Only the patterns the sentence's words can trigger are searched (see
    :mod:`generator.keywords`); the result is that of searching them all.
    """
    if (
        mask is not None
        and not mask & _FEATURE_OR_NEGATIVE_BITS
        and "\\" not in sentence
        and (sentence.isascii() or len(sentence.lower()) == len(sentence))
    ):
        return ()  # the usual case: no pattern below can match, no word to count
    plain = _MATH.sub(" x ", sentence) if "\\" in sentence else sentence
    text = plain.strip().lower()
    if mask is None or plain is not sentence:
        mask = _INDEX.mask(text)
    if (
        mask & _NEGATION_FAMILY_BITS
        and not mask & _INDEX.inside_bit  # no gate word inside the words
        and not any(w in text for w in _NEGATION_GATE_APART)
    ):
        mask &= ~_NEGATION_FAMILY_BITS
    if mask & _GATED_BITS:
        for bit, needs in _FEATURE_GATES:
            if mask & bit and not any(need in text for need in needs):
                mask &= ~bit
        if mask & _LIST_BIT and text.count(",") < 3:
            mask &= ~_LIST_BIT
    found = []
    fired = 0  # the bits of the features found
    bits = mask & _ALL_FEATURE_BITS
    while bits:  # the features whose bits are set, in order
        low = bits & -bits
        name, pattern = _FEATURES[low.bit_length() - 1]
        if pattern.search(text) and (
            low != _NEGATIVE_OUTCOME_BIT or not _all_negated(pattern, text)
        ):
            found.append(name)
            fired |= low
        bits ^= low
    # Without a raw match there is nothing to count (the case-blind fallback aside).
    maybe_negative = mask & _NEGATIVE_WORDS_BIT or (
        not plain.isascii() and len(plain.lower()) != len(plain)
    )
    negative, shifted = _negative_words(plain) if maybe_negative else (0, 0)
    if negative and shifted == negative:
        # Every word of negative evaluation is negated: the sentence reads positive.
        found.append("negated-negative")
        return tuple(found)
    negated = bool(fired & _NEGATION_BITS)
    # A bad outcome named without a word of negative evaluation ("the variance explodes").
    bad_outcome = bool(fired & _BAD_OUTCOME_BITS)
    if not negative and not negated and not bad_outcome and not mask & _NEGATED_NEGATIVE_BIT:
        return tuple(found)  # nothing below can fire
    if negative:
        found.append("negative-word")
    if negative >= 2:
        found.append("negative-words-2+")
    if negative and _NEGATIVE_PREDICATE.search(text):
        found.append("negative-predicate")
    if mask & _NEGATED_NEGATIVE_BIT and _NEGATED_NEGATIVE.search(text):
        found.append("negated-negative")
    elif negated and negative:
        found.append("negation+negative")
    if (negative or bad_outcome) and _ALSO.search(text):
        found.append("also+negative")
    if (negative or bad_outcome) and "modal" in found:
        found.append("modal+negative")  # the possibility of a failure
    if (negated or negative) and "conditional" in found:
        found.append("conditional+negative")
    if (negated or negative) and ("contrast" in found or "while" in found):
        found.append("contrast+negative")
    return tuple(found)


def context_features(previous: Iterable[str]) -> tuple[str, ...]:
    """The features a sentence takes from the features of the sentence before it."""
    if _CONTEXT_FEATURES.isdisjoint(previous):
        return ()  # the usual case
    return tuple(CONTEXT + name for name in previous if name in _CONTEXT_FEATURES)


def lesson_features(
    sentences: Sequence[str], masks: Sequence[int] | None = None
) -> list[tuple[str, ...]]:
    """Each sentence's features, with those it takes from the sentence before it.

    Training (:mod:`generator.train_classify`) and :func:`classify_all` both
    call this, so the model sees the same features when fitted and when used.
    ``masks``: each sentence's keyword-index mask, when the caller has them.
    """
    out: list[tuple[str, ...]] = []
    previous: tuple[str, ...] = ()
    seen = _FEATURES_READ
    if len(seen) + len(sentences) > _FEATURES_READ_LIMIT:
        seen.clear()  # bound the memory of a long run
    for k, sentence in enumerate(sentences):
        own = _sentence_features(sentence, None if masks is None else masks[k])
        seen[sentence] = own
        context = context_features(previous)
        out.append(own + context if context else own)
        previous = own
    return out


@dataclass(frozen=True)
class CaveatModel:
    """A logistic-regression model over named binary features."""

    bias: float
    weights: Mapping[str, float]
    threshold: float = 0.5

    def probability(self, features: Iterable[str]) -> float:
        """The probability that a sentence with these features is a caveat."""
        z = self.bias + sum(self.weights.get(name, 0.0) for name in features)
        return 1.0 / (1.0 + math.exp(-z)) if z > -700 else 0.0

    def to_json(self, **about: object) -> str:
        """The model as the JSON text of :data:`MODEL_FILE` (``about`` is stored alongside)."""
        data = {
            **about,
            "threshold": self.threshold,
            "bias": round(self.bias, 6),
            "weights": {k: round(v, 6) for k, v in sorted(self.weights.items())},
        }
        return json.dumps(data, indent=1, ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, text: str) -> CaveatModel:
        """Read a model written by :meth:`to_json`."""
        data = json.loads(text)
        weights = {str(k): float(v) for k, v in data["weights"].items()}
        return cls(float(data["bias"]), weights, float(data["threshold"]))


@cache
def shipped_model() -> CaveatModel:
    """The model in the package's :data:`MODEL_FILE`."""
    # Beside this module, as the keyword index is (importlib.resources costs a zipfile import)
    text = Path(__file__).with_name(MODEL_FILE).read_text("utf-8")
    return CaveatModel.from_json(text)


_DEFINITION = tuple(
    re.compile(p, re.IGNORECASE)
    for p in (
        r"^(?:an?\s+|the\s+)?[\w–\-\s]{1,50}?\b(?:is|are)\s+(?:a|an|the)\s+\w+",
        r"\b(?:means|stands for|refers to|is defined as|is called|are called|is known as)\b",
        r"\b(?:also called|called|written)\s+\w+",
        r"^(?:an?\s+|the\s+)?(?:[\w–-]+\s+){0,3}[\w–-]+\s+(?:then\s+)?"
        r"(?:measures|asks|describes|names|denotes)\b",
        r"^[\w–\-\s]{1,40}\b(?:then\s+)?asks\b",
        # "<Term> <does what>": a short subject, then a verb that states its function.
        r"^(?:an?\s+|the\s+)?(?:[\w–-]+\s+){0,3}?[\w–-]+\s+(?:converts|computes|compares|"
        r"penalizes|penalises|controls|determines|includes|subtracts|combines|supplies|"
        r"describe|describes|weights|caps|estimates|normali[sz]es|maps|encodes)\b",
        r"^[\w–-]+(?:\s+[\w–-]+){0,3}\s+comes?\s+from\b",
    )
)
_DISTINCTION = tuple(
    re.compile(p, re.IGNORECASE)
    for p in (
        r",\s+not\s+(?!only\b|just\b|all\b|even\b|necessarily\b)",
        r"\bnot\s+only\b",
        r"\b(?:versus|vs\.?)\s",
        r"\bdiffer(?:s|ent|ently|ence)?\b",
        r"\bnot\s+interchangeable\b",
        r"\b(?:rather than|instead of|whereas|as opposed to|unlike)\b",
        r"\bseparate(?:s|ly)?\b",
        r"\bdistinguish\w*\b",
        r"\bnot\s+(?:a|an|the)\s+\w+[^.;]*;\s",
        r";\s+(?:\w+\s+){0,4}(?:while|whereas)\b",
        r"\bwhile\s+(?:\w+\s+){1,4}(?:estimates|learns|uses|comes)\b",
    )
)
_EXAMPLE = tuple(
    re.compile(p, re.IGNORECASE)
    for p in (
        r"\b(?:for example|for instance|e\.g\.|such as|in the example|in our example|"
        r"suppose|imagine|consider|here\b)",
        r"\bour\s+(?:repair|example|patch|task|case)\b",
        r"[“\"][^”\"]{1,40}[”\"]",
        r"^(?:with|if)\b[^.]*\b(?:and|is)\b[^.]*\b(?:gives|receives|is|becomes)\b",
    )
)


# One keyword index over every pattern a sentence is searched with (features and
# tags), so that each sentence's words are looked up once.
_TAG_PATTERNS = (*_DEFINITION, *_DISTINCTION, *_EXAMPLE)
INDEXED_PATTERNS = (
    *(pattern for _, pattern in _FEATURES),
    _NEGATIVE_WORDS,
    _NEGATED_NEGATIVE,
    *_TAG_PATTERNS,
)
"""The patterns of the keyword index, in the order of its bits."""
INDEX_FILE = "keyword_index.json"
"""The index's tables, saved beside this module by ``python -m generator.keywords``."""
_INDEX = KeywordIndex.load(
    INDEXED_PATTERNS,
    Path(__file__).with_name(INDEX_FILE),
    inside=[w for w in _NEGATION_GATE if w.isalpha()],
)
# The rest of the negation gate, which the words cannot hold ("n't").
_NEGATION_GATE_APART = tuple(w for w in _NEGATION_GATE if not w.isalpha())
_FEATURE_BITS = tuple((1 << i, feature) for i, feature in enumerate(_FEATURES))
_ALL_FEATURE_BITS = (1 << len(_FEATURES)) - 1
_NEGATION_BITS = sum(bit for bit, (name, _) in _FEATURE_BITS if name in _NEGATIONS)
# Words of a negative outcome, like those of negative evaluation, are reversed by a negator.
_NEGATIVE_OUTCOME_BIT = next(bit for bit, (name, _) in _FEATURE_BITS if name == "negative-outcome")
_BAD_OUTCOME_BITS = _NEGATIVE_OUTCOME_BIT | next(
    bit for bit, (name, _) in _FEATURE_BITS if name == "worse-quantity"
)
_NEGATION_FAMILY_BITS = sum(bit for bit, (name, _) in _FEATURE_BITS if name in _NEGATION_FAMILY)
_NEGATIVE_WORDS_BIT = 1 << len(_FEATURES)
_NEGATED_NEGATIVE_BIT = _NEGATIVE_WORDS_BIT << 1
# Strings every match of a feature's pattern contains: features whose patterns
# are slow to search (no literal start) and whose keywords are common words
# ("is", "and") are searched only when one of them is in the text.
_FEATURE_GATE_STRINGS = {
    "neg-predicate": ("not", "n't", "n’t", "nor"),
    "neg-contrastive": ("not", "rather than", "instead of", "as opposed to"),
}
_FEATURE_GATES = tuple(
    (bit, _FEATURE_GATE_STRINGS[name])
    for bit, (name, _) in _FEATURE_BITS
    if name in _FEATURE_GATE_STRINGS
)
# An inventory ("list") has three commas or more.
_LIST_BIT = next(bit for bit, (name, _) in _FEATURE_BITS if name == "list")
_GATED_BITS = sum(bit for bit, _ in _FEATURE_GATES) | _LIST_BIT
_FEATURE_OR_NEGATIVE_BITS = _ALL_FEATURE_BITS | _NEGATIVE_WORDS_BIT | _NEGATED_NEGATIVE_BIT
_TAG_BITS = tuple(
    (_NEGATED_NEGATIVE_BIT << (1 + i), pattern) for i, pattern in enumerate(_TAG_PATTERNS)
)
_Group = tuple[int, tuple[tuple[int, re.Pattern[str]], ...]]
"""A tag's patterns with their index bits, and all their bits together."""


def _group(patterns: tuple[tuple[int, re.Pattern[str]], ...]) -> _Group:
    return sum(bit for bit, _ in patterns), patterns


_ALL_TAG_BITS = sum(bit for bit, _ in _TAG_BITS)
_DEFINITION_BITS = _group(_TAG_BITS[: len(_DEFINITION)])
_DISTINCTION_BITS = _group(_TAG_BITS[len(_DEFINITION) : len(_DEFINITION) + len(_DISTINCTION)])
_EXAMPLE_BITS = _group(_TAG_BITS[len(_DEFINITION) + len(_DISTINCTION) :])


@dataclass(frozen=True)
class Verdict:
    """The classifier's answer for one sentence.

    ``score`` is the model's probability that the sentence is a caveat;
    ``cues`` are the features that fired (``after:…`` ones come from the
    sentence before).
    """

    kind: StatementKind
    tags: tuple[Tag, ...]
    score: float
    cues: tuple[str, ...]


def caveat_score(sentence: str) -> tuple[float, tuple[str, ...]]:
    """The probability that the sentence, read alone, is a caveat, and which features fired."""
    features = sentence_features(sentence)
    return shipped_model().probability(features), features


def _tags(
    sentence: str, mask: int | None = None, acronyms: Sequence[Definition] | None = None
) -> list[Tag]:
    """The sentence's tags; ``mask`` and ``acronyms`` when the caller has them already."""
    if mask is None:
        mask = _INDEX.mask(sentence)
    if acronyms is None:
        acronyms = find_definitions(sentence)
    if not acronyms and not mask & _ALL_TAG_BITS:
        return []  # the usual case: no tag's pattern can match
    tags: list[Tag] = []
    if acronyms or _any_search(sentence, mask, _DEFINITION_BITS):
        tags.append(Tag.DEFINITION)
    if _any_search(sentence, mask, _DISTINCTION_BITS):
        tags.append(Tag.DISTINCTION)
    if _any_search(sentence, mask, _EXAMPLE_BITS):
        tags.append(Tag.EXAMPLE)
    if acronyms:
        tags.append(Tag.ACRONYM)
    return tags


def _any_search(sentence: str, mask: int, group: _Group) -> bool:
    bits, patterns = group
    if not mask & bits:
        return False  # the usual case: none of the group's patterns can match
    return any(mask & bit and pattern.search(sentence) for bit, pattern in patterns)


def _verdict(
    sentence: str,
    features: tuple[str, ...],
    mask: int | None = None,
    acronyms: Sequence[Definition] | None = None,
) -> Verdict:
    model = shipped_model()
    probability = model.probability(features)
    kind = StatementKind.CAVEAT if probability >= model.threshold else StatementKind.CLAIM
    return Verdict(kind, tuple(_tags(sentence, mask, acronyms)), probability, features)


def classify(sentence: str, *, previous: Verdict | None = None) -> Verdict:
    """Classify one sentence.

    Args:
        sentence: The sentence's text.
        previous: The verdict of the sentence before it, if any: a sentence
            after one that names a drawback or opens a list with a colon
            ("Policy-gradient methods also have some disadvantages:") leans
            towards a caveat.

    Returns:
        Kind, tags (without ``numeric``; see :func:`with_numeric_tag`),
        probability of a caveat, and the features that fired.
    """
    own = sentence_features(sentence)
    before = (
        () if previous is None else tuple(c for c in previous.cues if not c.startswith(CONTEXT))
    )
    return _verdict(sentence, own + context_features(before))


def classify_all(
    sentences: Sequence[str],
    paragraphs: Sequence[int] | None = None,
    *,
    definitions: Sequence[Sequence[Definition]] | None = None,
    words: Sequence[Sequence[str]] | None = None,
) -> list[Verdict]:
    """Classify the sentences of a narration in order.

    Args:
        sentences: The sentences' texts.
        paragraphs: Each sentence's paragraph number. Accepted for the
            reader's sake but not used: a sentence sees the one before it
            across paragraph breaks too, since a list of drawbacks after
            "… has two problems:" is one paragraph per item.
        definitions: Each sentence's :func:`~generator.glossary.find_definitions`,
            when the caller has them (the reader does, for the glossary).
        words: Each sentence's :func:`generator.keywords.words`, when the
            caller has them (the reader does, for the term matcher).

    Returns:
        One verdict per sentence.
    """
    del paragraphs
    if definitions is None:
        definitions = [find_definitions(sentence) for sentence in sentences]
    if words is None:
        masks = [_INDEX.mask(sentence) for sentence in sentences]
    else:
        masks = [_INDEX.mask(s, w) for s, w in zip(sentences, words, strict=True)]
    features = lesson_features(sentences, masks)
    model = shipped_model()
    # A lesson's sentences share a few dozen sets of features: each set's
    # probability and kind are worked out once.
    scored: dict[tuple[str, ...], tuple[float, StatementKind]] = {}
    verdicts = []
    for sentence, own, mask, acronyms in zip(sentences, features, masks, definitions, strict=True):
        score = scored.get(own)
        if score is None:
            probability = model.probability(own)
            kind = StatementKind.CAVEAT if probability >= model.threshold else StatementKind.CLAIM
            score = scored[own] = (probability, kind)
        tags = _tags(sentence, mask, acronyms) if acronyms or mask & _ALL_TAG_BITS else ()
        verdicts.append(Verdict(kind=score[1], tags=tuple(tags), score=score[0], cues=own))
    return verdicts


def with_numeric_tag(tags: Sequence[Tag], numbers: Sequence[Number]) -> tuple[Tag, ...]:
    """``tags`` plus ``numeric`` when the sentence says any number; in canonical order.

    Any number-like word counts, as in the hand labels: quantities, but also
    count words ("one outcome"), ordinals, metric names ("pass-at-one") and
    names with digits ("DeepSeek-R1").
    """
    if not tags:  # the usual case
        return _NUMERIC if numbers else ()
    wanted = set(tags)
    if numbers:
        wanted.add(Tag.NUMERIC)
    return tuple(t for t in _TAG_ORDER if t in wanted)


_TAG_ORDER = tuple(Tag)
_NUMERIC = (Tag.NUMERIC,)


def explain(sentence: str) -> str:
    """A one-line account of the verdict: the probability and each feature's weight."""
    verdict = classify(sentence)
    weights = shipped_model().weights
    cues = ", ".join(f"{c} {weights.get(c, 0.0):+.1f}" for c in verdict.cues) or "no cues"
    return f"{verdict.kind.value} (p={verdict.score:.2f}: {cues})"
