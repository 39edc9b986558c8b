"""Classify narration sentences as claims or caveats, and tag them.

A **caveat** limits or qualifies a claim: what something does not show, prove
or guarantee; a condition under which it works or fails; a trade-off or a
risk; a failure mode or an exploit; a warning against over-generalising; one
metric rising while another falls. Everything else that asserts something is
a **claim**. Tags say what else a sentence is: a ``definition``, a
``distinction``, an ``example``, an ``acronym`` definition, or ``numeric``.

The classifier is a transparent set of weighted cues drawn from how English
states limits (negated epistemic verbs, "only when", "too much", "while …
falls", risk vocabulary, "otherwise"), not from any lesson's sentences, so
it works on lessons it has never seen. :func:`explain` shows which cues fired.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from generator.glossary import find_definitions
from generator.model import Number, StatementKind, Tag

_NEG = r"(?:not|n[’']t|never)"
_MODAL = r"(?:does|do|did|is|are|was|were|can|could|will|would|should|may|might|must|need)"

_MOVE = (
    r"(?:rise|rises|rising|fall|falls|falling|increase|increases|decrease|decreases|improve|"
    r"improves|drop|drops|grow|grows|shrink|shrinks|climb|climbs|degrade|degrades|worsen|"
    r"worsens|gets? (?:worse|better)|goes (?:up|down))"
)

# (name, pattern, weight): a sentence whose cues sum to at least 1 is a caveat.
_CAVEAT_CUES: tuple[tuple[str, re.Pattern[str], float], ...] = tuple(
    (name, re.compile(pattern, re.IGNORECASE), weight)
    for name, pattern, weight in (
        # What something does not show, prove, guarantee or mean.
        (
            "negated-epistemic",
            rf"\b{_MODAL}\s*{_NEG}\s+(?:\w+\s+){{0,2}}?"
            r"(?:prove|show|guarantee|mean|imply|ensure|establish|replace|distinguish|tell|"
            r"generali[sz]e|transfer|reflect|capture|measure|verify|indicate|predict|cause|"
            r"connect|justify|certify|track)\w*\b",
            1.0,
        ),
        ("cannot", r"\b(?:cannot|can[’']t|unable to|fails? to)\b", 0.8),
        ("incomplete", r"\b(?:incomplete|insufficient|not enough|not sufficient)\b", 1.0),
        # Conditions under which it works or is worth it.
        (
            "useful-only-when",
            r"\b(?:useful|valid|reliable|worthwhile|safe|meaningful|informative|helpful|works?|"
            r"appropriate|trustworthy|fair|helps?|pays? off)\s+(?:\w+\s+)?(?:only\s+)?"
            r"(?:when|if|as long as|provided)\b",
            1.0,
        ),
        ("only-when", r"\bonly\s+(?:when|if|as long as|under|after|where)\b", 0.6),
        ("depends-on-whether", r"\bdepends?\s+(?:\w+\s+){0,2}on\s+(?:whether|how|if)\b", 1.0),
        ("otherwise", r"(?:;|,|^)\s*otherwise\b", 1.0),
        ("unless", r"\bunless\b", 0.6),
        # Trade-offs and too much/too little.
        ("too-much", r"\btoo\s+(?:much|little|many|few|high|low|strong|weak|large|small)\b", 1.0),
        ("trade-off", r"\btrade-?offs?\b|\bat the (?:cost|expense) of\b|\bcomes at\b", 1.0),
        (
            "fewer-while-more",
            r"\b(?:fewer|less|more|additional|extra)\b[^.;]*\bwhile\s+\w+ing\s+"
            r"(?:\w+\s+)?(?:additional|more|extra|fewer|less)\b",
            1.0,
        ),
        # One metric rising while another falls.
        (
            "diverging-metrics",
            rf"\b{_MOVE}\b[^.;]*\bwhile\b[^.;]*\b{_MOVE}\b",
            1.0,
        ),
        # Risks, failure modes, exploits.
        (
            "risk-words",
            r"\b(?:risk\w*|exploit\w*|hack\w*|gam(?:e|ed|ing)|misleading|brittle|fragile|"
            r"spurious|leak\w*|contaminat\w*|regressions?|drift|noise|noisy|collaps\w+|"
            r"overfit\w*|memori[sz]\w*|wrong|mistak\w*|errors?|bias\w*|hard-?cod\w*|"
            r"unreliable|silently|pitfall\w*|fails?|failure|disagree\w*|inconsistent|unstable|"
            r"instabilit\w*|worse|poorly|badly|wastes?|wasted|wasteful)\b",
            0.5,
        ),
        (
            "named-hazard",
            r"\b(?:danger\w*|attack surface|poor fit|false (?:positive|negative)s?|infallible|"
            r"reward hacking|failure modes?|ambigu\w+|unclear|confound\w*|caveat\w*)\b",
            1.0,
        ),
        (
            "indistinguishable",
            r"\bboth\s+(?:receive|get|score|earn|pass|look)\b|"
            r"\bthe\s+same\s+(?:reward|score|result|outcome|grade)\b",
            0.5,
        ),
        (
            "can-harm",
            r"\b(?:can|could|may|might|will|tends? to)\s+(?:\w+\s+)?(?:hide|mask|mislead|"
            r"magnify|amplify|inflate|look like|become an?|fool|break|corrupt|degrade|hurt|harm|"
            r"worsen|damage|destabili[sz]e|slow|lose|erase|overfit|diverge|collapse)\b",
            0.7,
        ),
        (
            "easy-to-abuse",
            r"\beasy\s+to\s+(?:exploit|game|fool|fake|hack|cheat|break|misuse)\b",
            1.0,
        ),
        (
            "not-the-same",
            r"\bis\s+not\s+the\s+same\s+as\b|\bnot\s+(?:necessarily|always)\b|"
            r"\b(?:mean|means|matter|matters|tell|tells|say|says|prove|proves|show|shows)\s+"
            r"(?:very\s+)?little\b",
            1.0,
        ),
        (
            "read-as",
            r"\b(?:should|must|can)\s*(?:not|n[’']t)\s+be\s+(?:read|taken|interpreted|treated|"
            r"mistaken)\s+(?:as|for)\b",
            1.0,
        ),
        ("unseen", r"\b(?:invisible|undetected|unnoticed|hidden from)\b|^without\b", 0.5),
        # Warnings against over-generalising.
        (
            "over-generalising",
            r"\b(?:universal\w*|over-?claim\w*|over-?stat\w*|over-?generali[sz]\w*|"
            r"cherry-?pick\w*|from turning into)\b",
            1.0,
        ),
        ("generalising", r"\b(?:generali[sz]\w*|transfers?|halfway|on its own)\b", 0.4),
        ("alone", r"\b\w+\s+alone\b", 0.5),
        (
            "should-never",
            r"\b(?:should|must)\s+(?:never|not)\b|\bnever\b|\bavoid\b|\bbeware\b",
            0.7,
        ),
        ("no-more-to", r"\bthere\s+(?:is|are)\s+no\b|\bno\s+\w+\s+(?:\w+\s+)?to\s+learn\b", 0.6),
        ("but-not", r"\bbut\s+(?:\w+\s+){0,3}?(?:not|no|never)\b", 0.5),
        ("but-also", r"\bbut\s+(?:\w+\s+){0,2}?also\b", 0.5),
        ("even-if", r"\beven\s+(?:if|when|though)\b", 0.5),
        ("conditional-if", r"^if\b", 0.3),
    )
)

# Cues that argue for a plain claim: a purpose clause stating what a mechanism
# prevents ("so one action cannot drive …") describes the method, not a limit.
_CLAIM_CUES: tuple[tuple[str, re.Pattern[str], float], ...] = tuple(
    (name, re.compile(pattern, re.IGNORECASE), weight)
    for name, pattern, weight in (
        ("purpose-clause", r"\bso(?:\s+that)?\s+(?:\w+\s+){0,4}?(?:cannot|can[’']t|never)\b", -0.8),
        ("rhetorical-question", r"\?\s*[”\"]?$", -1.0),
    )
)

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


@dataclass(frozen=True)
class Verdict:
    """The classifier's answer for one sentence."""

    kind: StatementKind
    tags: tuple[Tag, ...]
    score: float
    cues: tuple[str, ...]


def caveat_score(sentence: str) -> tuple[float, tuple[str, ...]]:
    """How strongly the sentence reads as a caveat, and which cues fired."""
    score = 0.0
    fired: list[str] = []
    for name, pattern, weight in _CAVEAT_CUES + _CLAIM_CUES:
        if pattern.search(sentence):
            score += weight
            fired.append(name)
    return score, tuple(fired)


def _tags(sentence: str) -> list[Tag]:
    tags: list[Tag] = []
    acronyms = find_definitions(sentence)
    if acronyms or any(p.search(sentence) for p in _DEFINITION):
        tags.append(Tag.DEFINITION)
    if any(p.search(sentence) for p in _DISTINCTION):
        tags.append(Tag.DISTINCTION)
    if any(p.search(sentence) for p in _EXAMPLE):
        tags.append(Tag.EXAMPLE)
    if acronyms:
        tags.append(Tag.ACRONYM)
    return tags


def classify(sentence: str, *, previous: Verdict | None = None) -> Verdict:
    """Classify one sentence.

    Args:
        sentence: The sentence's text.
        previous: The verdict of the sentence before it in the same paragraph,
            if any: a short sentence that elaborates a caveat ("A false
            negative rejects a valid solution." after "Verifier errors have two
            directions.") leans towards a caveat too.

    Returns:
        Kind, tags (without ``numeric``; see :func:`with_numeric_tag`), score and cues.
    """
    score, cues = caveat_score(sentence)
    if previous is not None and previous.kind is StatementKind.CAVEAT and 0 < score < 1:
        score += 0.5
        cues += ("follows-caveat",)
    kind = StatementKind.CAVEAT if score >= 1.0 else StatementKind.CLAIM
    return Verdict(kind, tuple(_tags(sentence)), score, cues)


def classify_all(
    sentences: Sequence[str], paragraphs: Sequence[int] | None = None
) -> list[Verdict]:
    """Classify the sentences of a narration in order.

    Args:
        sentences: The sentences' texts.
        paragraphs: Each sentence's paragraph number; a sentence sees the verdict
            of the one before it only within the same paragraph. None: one paragraph.

    Returns:
        One verdict per sentence.
    """
    out: list[Verdict] = []
    previous: Verdict | None = None
    for i, sentence in enumerate(sentences):
        if i and paragraphs is not None and paragraphs[i] != paragraphs[i - 1]:
            previous = None
        verdict = classify(sentence, previous=previous)
        out.append(verdict)
        previous = verdict
    return out


def with_numeric_tag(tags: Sequence[Tag], numbers: Sequence[Number]) -> tuple[Tag, ...]:
    """``tags`` plus ``numeric`` when the sentence says any number; in canonical order.

    Any number-like word counts, as in the hand labels: quantities, but also
    count words ("one outcome"), ordinals, metric names ("pass-at-one") and
    names with digits ("DeepSeek-R1").
    """
    wanted = set(tags)
    if numbers:
        wanted.add(Tag.NUMERIC)
    return tuple(t for t in Tag if t in wanted)


def explain(sentence: str) -> str:
    """A one-line account of the verdict, for debugging the cues."""
    verdict = classify(sentence)
    return f"{verdict.kind.value} ({verdict.score:+.1f}: {', '.join(verdict.cues) or 'no cues'})"
