"""Numeric exercises: seeded practice from a lesson's formulas, and cards from given numbers.

A lesson gets the exercise kinds its narration and visual-context terms
cover, decided by general keyword rules (:data:`RULES`: "discount" or
"gamma" → ``discounted_return``, "advantage" with "baseline" → ``advantage``,
"pass@k" → ``pass_at_k`` …), never by lesson-specific cases. Each kind has a
template that draws hand-workable parameters from a seeded
:class:`random.Random` (short trajectories, gammas such as 0.5 or 0.9, binary
or small rewards, small groups) and a jinja2 prompt in the course's setting
(``templates/exercises/<kind>.j2``: the cancellation-bug repair, sibling
patches in a GRPO group, a policy's next-token distribution). The answer and
the worked steps come from :mod:`generator.calc`; the prompt states the
precision, which is the tolerance ("to two decimal places" → abs 0.005).

Practice exercises have ``origin="practice"``: they are practice built from
the lesson's formulas, not claims of the narration. Each points to the
sentence (or visual-context term) that made its kind relevant. The same
lesson and seed give the same exercises; :func:`exercise_from_params` turns
given numbers (a worked example of the narration) into an exercise with
``origin="lesson"``.
"""

from __future__ import annotations

import itertools
import math
import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING, Any

from generator import calc
from generator.errors import ParameterError
from generator.model import Exercise, Lesson, ParamValue, Scalar, SourceSpan

if TYPE_CHECKING:
    import jinja2

PRACTICE_LABEL = "Practice built from the lesson's formulas"
"""How to label an exercise with ``origin="practice"`` wherever it is shown."""

MAX_DRAWS = 200
"""Draws per exercise before giving up on finding unambiguous, unused parameters."""


# --- which kinds a lesson covers ---------------------------------------------------

Rule = tuple[str, ...]
"""Regular expressions that must all match one sentence (or one term)."""

_ADV = r"(?i:\badvantages?\b)(?!\s+estimat)"
_GRPO = r"(?:\bGRPO\b|(?i:\bgroup[- ]relative\b))"
_GROUP = r"(?i:\bsiblings?\b|\bgroups?\b)"

RULES: Mapping[str, tuple[Rule, ...]] = {
    "discounted_return": (
        (r"(?i:\bdiscount)",),
        (r"(?i:\bgamma\b)|γ",),
        (r"\bG at time\b",),
        (r"(?i:\breturns?\b)", r"(?i:\brewards?\b)"),
    ),
    "advantage": (
        (_ADV, r"(?i:\bbaselines?\b)"),
        (_ADV, r"(?i:\breturns?\b)"),
        (_ADV, r"(?i:\bexpected\b)"),
    ),
    "gae": (
        (r"\bGAE\b",),
        (r"(?i:\bgenerali[sz]ed advantage estimat)",),
    ),
    "grpo_advantage": (
        (_GRPO, r"(?i:\bsiblings?\b|\bmean\b|standard deviation|\badvantages?\b|\bcritic\b)"),
        (r"(?i:\bsiblings?\b)", r"(?i:\brewards?\b|\bresponses?\b|\bpatch)"),
    ),
    "pass_at_k": ((r"(?i:\bpass(?:@|-at-|\s+at\s+)(?:k|\d+|one|two|three|five|ten)\b)",),),
    "entropy": ((r"(?i:(?<![\w-])(?<!cross )entropy\b)",),),
    "kl": (
        (r"\bKL\b",),
        (r"(?i:\bkullback)",),
    ),
    "softmax": (
        (r"(?i:\bsoftmax\b)",),
        (r"(?i:\blogits?\b)",),
        (
            r"(?i:\btemperature\b)",
            r"(?i:distribution|\btargets?\b|one-hot|sharpen|flatten|probabilit)",
        ),
    ),
    "probability_ratio": (
        (r"(?i:probability[- ]ratio)",),
        (
            r"(?i:\bratios?\b)",
            r"(?i:probabilit|polic|numerator|denominator|\bPPO\b|\bGRPO\b|\bclip)",
        ),
    ),
    "clipped_objective": (
        (
            r"(?i:\bclip\w*)",
            r"(?i:\bratios?\b|epsilon|\bPPO\b|\bGRPO\b|objective|incentive|surrogate)",
        ),
    ),
    "mixed_group_probability": (
        (
            _GROUP,
            r"(?i:same reward|standard deviation is zero|zero (?:variance|standard deviation)"
            r"|\bmixed\b|\ball (?:pass|fail|succeed|correct|wrong)|no (?:relative )?"
            r"(?:signal|advantage))",
        ),
    ),
}
"""The keyword rules: a kind is relevant when one of its rules matches a sentence
of the narration or a visual-context term. Rules are tried in order, so the
first rule names the most telling sentence."""

_COMPILED = {
    kind: tuple(tuple(re.compile(p) for p in rule) for rule in rules)
    for kind, rules in RULES.items()
}


@dataclass(frozen=True)
class KindMatch:
    """Why a lesson gets an exercise kind: the sentence or term whose words matched."""

    kind: str
    source: SourceSpan
    text: str
    origin: str  # "narration" or "visual-context"


def _matches(rule: tuple[re.Pattern[str], ...], text: str) -> bool:
    return all(p.search(text) for p in rule)


def _term_line(lesson: Lesson, term: str) -> int:
    entries = [g for g in lesson.glossary if g.origin == "visual-context"]
    for entry in entries:
        if entry.term == term:
            return entry.line
    if entries:
        return entries[0].line
    return lesson.narration_line or 1


def relevant_kinds(lesson: Lesson) -> tuple[KindMatch, ...]:
    """The exercise kinds a lesson covers, each with the words that made it relevant.

    A kind is relevant when one of its :data:`RULES` matches a sentence of the
    narration (preferred: the first such sentence is the source) or one of
    the visual-context terms.

    Args:
        lesson: The lesson.

    Returns:
        One match per relevant kind, in the order of :data:`generator.calc.KINDS`.
    """
    found = []
    narration = "\n".join(s.text for s in lesson.statements)
    for kind in calc.kind_names():
        match = _first_match(lesson, kind, narration)
        if match is not None:
            found.append(match)
    return tuple(found)


def _first_match(lesson: Lesson, kind: str, narration: str | None = None) -> KindMatch | None:
    for rule in _COMPILED[kind]:
        # A rule that matches nowhere in the whole narration matches no sentence of it.
        if narration is not None and not _matches(rule, narration):
            continue
        for statement in lesson.statements:
            if _matches(rule, statement.text):
                return KindMatch(kind, statement.source, statement.text, "narration")
    for rule in _COMPILED[kind]:
        for term in lesson.terms:
            if _matches(rule, term):
                source = SourceSpan(lesson.path, _term_line(lesson, term))
                return KindMatch(kind, source, term, "visual-context")
    return None


def kinds_for_lesson(lesson: Lesson) -> tuple[str, ...]:
    """The names of the exercise kinds a lesson covers (see :func:`relevant_kinds`).

    Args:
        lesson: The lesson.

    Returns:
        Kind names, in the order of :data:`generator.calc.KINDS`.
    """
    return tuple(m.kind for m in relevant_kinds(lesson))


# --- precision ---------------------------------------------------------------------

_PLACES = {1: "one", 2: "two", 3: "three", 4: "four"}


def tolerance_for(decimals: int) -> float:
    """The absolute tolerance of an answer asked to ``decimals`` places (2 → 0.005).

    Args:
        decimals: Decimal places, ≥ 0.

    Returns:
        Half a unit in the last place.
    """
    return 0.5 * 10.0**-decimals


def precision_phrase(decimals: int) -> str:
    """How a prompt states the precision: ``"to two decimal places"``.

    Args:
        decimals: Decimal places, ≥ 0.

    Returns:
        The phrase.
    """
    if decimals == 0:
        return "to the nearest whole number"
    return f"to {_PLACES.get(decimals, str(decimals))} decimal place{'s' if decimals > 1 else ''}"


def _unambiguous(value: Scalar, decimals: int) -> bool:
    """False when ``value`` lies (almost) halfway between two roundings."""
    if isinstance(value, float):
        scaled = abs(value) * 10.0**decimals
        return abs(scaled - math.floor(scaled) - 0.5) > 1e-6
    exact = abs(Fraction(value)) * Fraction(10) ** decimals
    return exact - math.floor(exact) != Fraction(1, 2)


# --- drawing parameters --------------------------------------------------------------


def _d(text: str) -> Scalar:
    """An exact decimal: ``"0.9"`` → ``Fraction(9, 10)``."""
    return calc.parse_number(text)


def _exact(x: Fraction) -> Scalar:
    return x.numerator if x.denominator == 1 else x


def _tenths(rng: random.Random, lo: int = 1, hi: int = 9) -> Scalar:
    return _d(f"{rng.randint(lo, hi) / 10:.1f}")


def _composition(rng: random.Random, parts: int, units: int) -> tuple[Scalar, ...]:
    """``parts`` positive multiples of ``1/units`` that sum to 1."""
    cuts = sorted(rng.sample(range(1, units), parts - 1))
    edges = [0, *cuts, units]
    return tuple(_exact(Fraction(b - a, units)) for a, b in itertools.pairwise(edges))


_ACTIONS = (
    "inspect files",
    "read the failing cancellation test",
    "open the timeout branch",
    "write raise CancelledError",
    "run the tests",
)
_TOKENS = ("CancelledError", "TimeoutError", "return None", "retry")
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")

Draw = tuple[dict[str, ParamValue], dict[str, Any], int]
"""Parameters for calc, extra context for the prompt template, decimal places."""


def _draw_discounted_return(rng: random.Random) -> Draw:
    n = rng.randint(3, 5)
    gamma = _d(rng.choice(("0.5", "0.8", "0.9", "0.99")))
    steps = [_ACTIONS[i] for i in sorted(rng.sample(range(len(_ACTIONS) - 1), n - 1))]
    steps.append(_ACTIONS[-1])
    style = rng.choice(("terminal", "shaped", "cost"))
    rewards: list[Scalar]
    if style == "terminal":
        rewards = [*([0] * (n - 1)), 1]
    elif style == "shaped":
        rewards = [rng.choice((0, 0, _d("0.5"))) for _ in range(n - 1)] + [1]
    else:
        rewards = [_d("-0.1")] * (n - 1) + [1]
    t = rng.randint(0, n - 2)
    params: dict[str, ParamValue] = {"rewards": tuple(rewards), "gamma": gamma, "t": t}
    return params, {"actions": steps, "style": style}, 2


def _draw_advantage(rng: random.Random) -> Draw:
    ret = rng.choice((_tenths(rng, 0, 10), _d(rng.choice(("0.81", "0.9", "0.729", "0.45")))))
    baseline = _tenths(rng)
    setting = rng.choice(("critic", "mean"))
    return {"return": ret, "baseline": baseline}, {"setting": setting}, 2


def _draw_gae(rng: random.Random) -> Draw:
    n = rng.randint(2, 3)
    rewards = tuple([rng.choice((0, 0, 1)) for _ in range(n - 1)] + [rng.choice((0, 1, 1))])
    values = (*(_tenths(rng) for _ in range(n)), 0)
    gamma = _d(rng.choice(("0.5", "0.9")))
    lam = _d(rng.choice(("0.5", "0.8", "0.9")))
    t = rng.randint(0, n - 2)  # not the last step, whose advantage is just δ
    params: dict[str, ParamValue] = {
        "rewards": rewards,
        "values": values,
        "gamma": gamma,
        "lam": lam,
        "t": t,
    }
    return params, {}, 2


def _draw_grpo(rng: random.Random) -> Draw:
    size = rng.choice((3, 4, 4, 5, 6))
    graded = rng.random() < 0.3
    pool: tuple[Scalar, ...] = (0, _d("0.5"), 1) if graded else (0, 1)
    rewards = tuple(rng.choice(pool) for _ in range(size))
    if len(set(rewards)) == 1 and rng.random() < 0.85:
        # A uniform group is allowed (its advantage is 0 by convention) but rare.
        rewards = (*rewards[:-1], 1 - rewards[-1])
    index = rng.randrange(size)
    params: dict[str, ParamValue] = {"rewards": rewards, "index": index, "ddof": 0, "eps": 0}
    return params, {"graded": graded, "ordinal": _ORDINALS[index]}, 2


def _draw_pass_at_k(rng: random.Random) -> Draw:
    n = rng.choice((4, 5, 6, 8, 10))
    c = rng.randint(1, n - 1)
    k = rng.randint(2, min(5, n - c)) if n - c >= 2 else 1
    return {"n": n, "c": c, "k": k}, {}, 3


def _draw_entropy(rng: random.Random) -> Draw:
    parts = rng.choice((2, 3, 3, 4))
    bits = rng.random() < 0.5
    units = rng.choice((4, 8)) if bits else 10
    probs = _composition(rng, parts, max(units, parts))
    tokens = list(_TOKENS[:parts])
    return {"probs": probs, "base": 2 if bits else "e"}, {"tokens": tokens}, 2


def _draw_kl(rng: random.Random) -> Draw:
    parts = rng.choice((2, 3))
    p = _composition(rng, parts, 10)
    q = _composition(rng, parts, 10)
    setting = rng.choice(("reference", "teacher"))
    return {"p": p, "q": q, "base": "e"}, {"tokens": list(_TOKENS[:parts]), "setting": setting}, 3


def _draw_softmax(rng: random.Random) -> Draw:
    parts = rng.choice((2, 3, 3))
    pool = ("-1", "0", "0.5", "1", "2", "3")
    logits = tuple(_d(x) for x in rng.sample(pool, parts))
    temperature = _d(rng.choice(("1", "1", "0.5", "2")))
    index = rng.randrange(parts)
    params: dict[str, ParamValue] = {"logits": logits, "temperature": temperature, "index": index}
    return params, {"tokens": list(_TOKENS[:parts]), "token": _TOKENS[index]}, 2


def _draw_ratio(rng: random.Random) -> Draw:
    old = _tenths(rng)
    new = _tenths(rng)
    return {"new_prob": new, "old_prob": old}, {}, 2


def _draw_clipped(rng: random.Random) -> Draw:
    old = _tenths(rng, 2, 8)
    new = _tenths(rng)
    params: dict[str, ParamValue] = {
        "new_prob": new,
        "old_prob": old,
        "epsilon": _d(rng.choice(("0.1", "0.2", "0.2", "0.3"))),
        "advantage": _d(rng.choice(("-2", "-1", "-0.5", "0.5", "1", "2"))),
    }
    return params, {}, 2


def _draw_mixed(rng: random.Random) -> Draw:
    p = _d(rng.choice(("0.1", "0.2", "0.25", "0.3", "0.5", "0.7", "0.75", "0.8", "0.9")))
    size = rng.choice((2, 3, 4, 8))
    return {"p": p, "G": size}, {}, 3


_DRAWS: Mapping[str, Callable[[random.Random], Draw]] = {
    "discounted_return": _draw_discounted_return,
    "advantage": _draw_advantage,
    "gae": _draw_gae,
    "grpo_advantage": _draw_grpo,
    "pass_at_k": _draw_pass_at_k,
    "entropy": _draw_entropy,
    "kl": _draw_kl,
    "softmax": _draw_softmax,
    "probability_ratio": _draw_ratio,
    "clipped_objective": _draw_clipped,
    "mixed_group_probability": _draw_mixed,
}


def _acceptable(kind: str, params: Mapping[str, ParamValue], value: Scalar, decimals: int) -> bool:
    """Whether drawn parameters make a good hand exercise: a clear, non-trivial answer."""
    if not _unambiguous(value, decimals):
        return False
    if kind == "advantage" and value == 0:
        return False
    if kind == "probability_ratio" and value == 1:
        return False
    if kind == "kl" and params["p"] == params["q"]:
        return False
    return not (kind == "discounted_return" and value == 0)


def draw_params(kind: str, rng: random.Random) -> dict[str, ParamValue]:
    """Hand-workable parameters for ``kind``, drawn from ``rng``.

    Args:
        kind: A name from :data:`generator.calc.KINDS`.
        rng: The seeded generator to draw from (never global randomness).

    Returns:
        Parameters that :func:`generator.calc.compute` accepts.

    Raises:
        ParameterError: For an unknown kind.
    """
    return _draw_good(calc.get_kind(kind).name, rng)[0]


def _draw_good(kind: str, rng: random.Random, used: set[str] | None = None) -> Draw:
    last: Draw | None = None
    for _ in range(MAX_DRAWS):
        params, context, decimals = _DRAWS[kind](rng)
        value = calc.compute(kind, params).value
        key = f"{kind}:{calc.describe_params(params)}"
        last = params, context, decimals
        if _acceptable(kind, params, value, decimals) and (used is None or key not in used):
            if used is not None:
                used.add(key)
            return last
    assert last is not None
    return last


# --- prompts ----------------------------------------------------------------------


def _ordinal(i: int) -> str:
    return _ORDINALS[i] if 0 <= i < len(_ORDINALS) else f"#{i + 1}"


@cache
def _environment() -> jinja2.Environment:
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.PackageLoader("generator", "templates/exercises"),
        undefined=jinja2.StrictUndefined,
        autoescape=False,  # plain text: the writers escape for HTML
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["num"] = calc.format_number
    env.filters["nums"] = lambda xs: ", ".join(calc.format_number(x) for x in xs)
    env.filters["sub"] = lambda i: str(i).translate(str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉"))
    env.filters["ordinal"] = _ordinal
    return env


def render_prompt(
    kind: str, params: Mapping[str, ParamValue], decimals: int, **context: object
) -> str:
    """The prompt of an exercise from its template ``templates/exercises/<kind>.j2``.

    Args:
        kind: A name from :data:`generator.calc.KINDS`.
        params: The exercise's parameters (available to the template as ``p``).
        decimals: The precision asked for (the template gets ``precision``).
        **context: Extra values for the template (token names, the story).

    Returns:
        The prompt as one paragraph of plain text.
    """
    template = _environment().get_template(f"{kind}.j2")
    text = template.render(p=params, precision=precision_phrase(decimals), **context)
    return " ".join(text.split())


# --- exercises -------------------------------------------------------------------


def make_exercise(
    kind: str,
    rng: random.Random,
    *,
    id: str,
    source: SourceSpan | None = None,
    source_text: str | None = None,
    used: set[str] | None = None,
) -> Exercise:
    """A practice exercise of ``kind`` with parameters drawn from ``rng``.

    Args:
        kind: A name from :data:`generator.calc.KINDS`.
        rng: The seeded generator to draw from.
        id: The exercise's stable id.
        source: Where the lesson makes this kind relevant.
        source_text: The sentence (or term) at ``source``.
        used: Parameter sets already used; a repeat is redrawn, and the new one added.

    Returns:
        An exercise with ``origin="practice"``, its answer from the calculator.

    Raises:
        ParameterError: For an unknown kind.
    """
    name = calc.get_kind(kind).name
    params, context, decimals = _draw_good(name, rng, used)
    result = calc.compute(name, params)
    return Exercise(
        id=id,
        kind=name,
        params=dict(result.params),
        prompt=render_prompt(name, result.params, decimals, **context),
        answer=float(result.value),
        tolerance=tolerance_for(decimals),
        steps=result.steps,
        source=source,
        origin="practice",
        source_text=source_text,
    )


def practice_exercises(lesson: Lesson, *, seed: int, count: int) -> tuple[Exercise, ...]:
    """Seeded practice exercises for the kinds a lesson covers.

    The kinds of :func:`relevant_kinds` take turns; parameters come from one
    ``random.Random`` seeded with the lesson's key and ``seed``, so the same
    lesson and seed give the same exercises, a larger ``count`` only appends,
    and other seeds give other parameters. Ids are
    ``"<lesson key>:practice:<seed>:<i>"``.

    Args:
        lesson: The lesson.
        seed: The seed.
        count: How many exercises (0 or more); none when the lesson covers no kind.

    Returns:
        The exercises, each pointing to the sentence that made its kind relevant.

    Raises:
        ParameterError: When ``count`` is negative.
    """
    if count < 0:
        raise ParameterError(f"count={count} must be ≥ 0")
    matches = relevant_kinds(lesson)
    if not matches:
        return ()
    rng = random.Random(f"lessondeck:{lesson.key}:{seed}")
    used: set[str] = set()
    out = []
    for i in range(count):
        match = matches[i % len(matches)]
        out.append(
            make_exercise(
                match.kind,
                rng,
                id=f"{lesson.key}:practice:{seed}:{i}",
                source=match.source,
                source_text=match.text,
                used=used,
            )
        )
    return tuple(out)


def exercise_from_params(
    kind: str,
    params: Mapping[str, ParamValue],
    *,
    prompt: str,
    source: SourceSpan | None,
    id: str,
    source_text: str | None = None,
    origin: str = "lesson",
    decimals: int = 2,
) -> Exercise:
    """An exercise from given parameters, e.g. a worked example the narration states.

    Args:
        kind: A name from :data:`generator.calc.KINDS`.
        params: Its parameters (see :func:`generator.calc.compute`).
        prompt: The question; it should state the precision (see :func:`precision_phrase`).
        source: Where the numbers come from.
        id: The exercise's stable id.
        source_text: The sentence or sentences at ``source``.
        origin: ``"lesson"`` for the narration's own numbers, ``"practice"`` otherwise.
        decimals: The precision asked for; the tolerance is half a unit in that place.

    Returns:
        The exercise, with the calculator's answer and worked steps.

    Raises:
        ParameterError: For an unknown kind or bad parameters, with ``source``'s
            path and line.
    """
    try:
        result = calc.compute(kind, params)
    except ParameterError as exc:
        if source is None:
            raise
        raise ParameterError(exc.message, path=source.path, line=source.line) from exc
    return Exercise(
        id=id,
        kind=result.kind,
        params=dict(result.params),
        prompt=prompt,
        answer=float(result.value),
        tolerance=tolerance_for(decimals),
        steps=result.steps,
        source=source,
        origin=origin,
        source_text=source_text,
    )


def decimals_of(tolerance: float) -> int:
    """The decimal places an absolute tolerance stands for (0.005 → 2).

    Args:
        tolerance: Half a unit in the last place asked for.

    Returns:
        The number of decimal places, ≥ 0.
    """
    return max(0, round(-math.log10(2 * tolerance))) if tolerance > 0 else 6


def describe(exercise: Exercise) -> tuple[str, ...]:
    """An exercise as readable lines: header, source, prompt, answer and worked steps.

    Args:
        exercise: The exercise.

    Returns:
        The lines, without trailing newlines.
    """
    label = PRACTICE_LABEL.lower() if exercise.origin == "practice" else "the lesson's own numbers"
    places = decimals_of(exercise.tolerance)
    answer = calc.format_number(round(exercise.answer, places) + 0.0)
    lines = [f"{exercise.id} · {exercise.kind} · {label}"]
    if exercise.source is not None:
        quoted = f": {exercise.source_text}" if exercise.source_text else ""
        lines.append(f"  from {exercise.source}{quoted}")
    lines.append(f"  {exercise.prompt}")
    lines.append(f"  answer: {answer} (within ±{exercise.tolerance:g})")
    lines.extend(f"    {step}" for step in exercise.steps)
    return tuple(lines)


def practice_for_lessons(
    lessons: Sequence[Lesson], *, seed: int, count: int
) -> tuple[Exercise, ...]:
    """:func:`practice_exercises` for each lesson, in order (``count`` per lesson).

    Args:
        lessons: The lessons.
        seed: The seed.
        count: Exercises per lesson.

    Returns:
        All the exercises.
    """
    return tuple(
        e for lesson in lessons for e in practice_exercises(lesson, seed=seed, count=count)
    )
