"""The discounted return ``G_t = Σ_k γ^k · rewards[t+k]`` of one step.

``rewards[t]`` is the reward received after the action at step ``t``. The
exact path sums by binary splitting (:func:`exact_discounted_sum`), so long
exact trajectories stay fast; :func:`discounted_returns` gives every step's
return in one backward pass.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from generator import calc
from generator.calc import Exact
from generator.check import (
    Inputs,
    Item,
    Sentence,
    as_int,
    as_scalar,
    as_vector,
)
from generator.figures import NARROW, Figure, Row, column_width, steps_rows, strip, weight_cells
from generator.kinds.base import (
    DISCOUNT,
    NEXT_STATE,
    Draw,
    Kind,
    d,
    in_unit,
    index_of,
    scalar,
    vector,
    whole,
)
from generator.model import ParamValue, Scalar

ACTIONS = ("a₁", "a₂", "a₃", "a₄", "a₅")
"""Plain action names of practice episodes (the draw picks some; prompts name none)."""


# --- discounted sums -------------------------------------------------------------------


def _split_sum(ms: Sequence[int], a: int, b: int, lo: int, hi: int) -> tuple[int, int, int]:
    """``(Σ m_t a^(t−lo) b^(hi−1−t), a^(hi−lo), b^(hi−lo))`` over ``lo ≤ t < hi``.

    Binary splitting keeps the big-integer products balanced, so an exact
    discounted sum of n terms costs O(M(n) log n) instead of the O(n²) of a
    term-by-term Horner loop on ever-growing numbers.
    """
    if hi - lo <= 32:
        total, a_pow, b_pow = 0, 1, 1
        for t in range(lo, hi):
            total = total * b + ms[t] * a_pow
            a_pow *= a
            b_pow *= b
        return total, a_pow, b_pow
    mid = (lo + hi) // 2
    left, a_left, b_left = _split_sum(ms, a, b, lo, mid)
    right, a_right, b_right = _split_sum(ms, a, b, mid, hi)
    return left * b_right + a_left * right, a_left * a_right, b_left * b_right


def exact_discounted_sum(xs: Sequence[Exact], factor: Exact) -> Fraction:
    """``Σ_k factor^k · xs[k]`` exactly."""
    if not xs:
        return Fraction(0)
    den = math.lcm(*(x.denominator for x in xs))
    ms = [x.numerator * (den // x.denominator) for x in xs]
    f = calc.frac(factor)
    total, _, b_pow = _split_sum(ms, f.numerator, f.denominator, 0, len(ms))
    return Fraction(total * f.denominator, den * b_pow)


def _float_discounted_sum(xs: Sequence[Scalar], factor: float) -> float:
    acc = 0.0
    for x in reversed(xs):
        acc = x + factor * acc
    return acc


def exact_backward(xs: Sequence[Exact], factor: Exact) -> tuple[Fraction, ...]:
    """Every suffix's ``Σ_k factor^k · xs[i+k]`` exactly, in one backward pass."""
    out: list[Fraction] = [Fraction(0)] * len(xs)
    acc = Fraction(0)
    f = calc.frac(factor)
    for i in range(len(xs) - 1, -1, -1):
        acc = xs[i] + f * acc
        out[i] = acc
    return tuple(out)


def _float_backward(xs: Sequence[Scalar], factor: float) -> list[float]:
    # Appending while iterating backwards, then reversing, is the fastest pure-Python form.
    out: list[float] = []
    append = out.append
    acc = 0.0
    for x in reversed(xs):
        acc = x + factor * acc
        append(acc)
    out.reverse()
    return out


# --- the kind ----------------------------------------------------------------------------


class DiscountedReturn(Kind["DiscountedReturn.Params"]):
    """The return of one step: ``G_t = Σ_k γ^k · rewards[t+k]``."""

    @dataclass(frozen=True)
    class Params:
        """``rewards``, ``gamma`` and the step ``t``."""

        rewards: tuple[Scalar, ...] = field(
            metadata=vector("rewards[t] is the reward received after the action at step t")
        )
        gamma: Scalar = field(metadata=scalar("discount factor γ in [0, 1]", checks=(in_unit,)))
        t: int = field(default=0, metadata=whole("the step (0-based)"))

    name = "discounted_return"
    summary = "the return of one step"
    formula = "G_t = Σ_k γ^k · rewards[t+k]"
    params_type = Params
    introduced_by = (DISCOUNT,)
    # A return kept running across episodes to scale rewards by its spread (R ← γR + r): a
    # statistic of training, not the return of one episode's steps. And a one-step target
    # on the next state's value, r + γ·V(s′) ("the target atoms are r + γθ_j(s′, a*)", "γ
    # times an average of U(s′) − V(s′)"), with no power of γ: a bootstrapped target, not
    # a sum of discounted rewards (blind graders of sets 45 and 46: discounted-return drills
    # for a contraction lesson and a quantile-regression lesson, off the lesson).
    another_form = (
        "a running return or a one-step target on the next state's value",
        r"(?i:\brunning\s+(?:discounted\s+)?(?:returns?|sums?\s+of\s+rewards)\b"
        r"|\bdiscounted\s+running\s+(?:returns?|sums?)\b)"
        r"|^(?![\s\S]*(?:\\gamma|γ)\s*\^)(?:[\s\S]*?"
        r"(?<![\w\\])[A-Za-z\\][A-Za-z]*(?:_\{?[\w,*]+\}?)?\s*\(\s*s\s*(?:'|′|\^\{?\\prime)"
        # ("the target is r + γ times the estimate for the best next action", in words; "each
        # backed-up target is γ · 2w": a backup bootstraps, it sums no rewards)
        r"|(?=[\s\S]*(?i:\btargets?\b))[\s\S]*(?:"
        + NEXT_STATE
        + r"|(?i:\bback(?:ed)?[\s-]?up\b|\bbootstrap)))",
    )
    # Rewards or a return with a power of γ: an n-step target's discounted sum of rewards,
    # written after its one-step target (a contraction's γᵏ bound names no rewards).
    own_form = (
        r"(?i:\brewards?\b|\breturns?\b)(?=[\s\S]*(?:\\gamma|γ)\s*\^)"
        r"|(?:\\gamma|γ)\s*\^(?=[\s\S]*(?i:\brewards?\b|\breturns?\b))"
    )
    # "Discounting old samples … multiplying past counts by point nine each step": a lesson
    # that never speaks of rewards or returns discounts something else (set 66's graders:
    # all 10 verdicts on its return drills WEAK).
    speaks_of = ("rewards or returns", r"(?i:\brewards?\b|\breturns\b|\breturn\s+(?:of|is)\b)|G_")
    rules = (
        # A discount of rewards or returns ("multiplies every count by a discount" discounts
        # counts, not a return).
        (
            r"(?i:\bdiscount)",
            r"(?i:\bG\b|G_|\breturns?\b|\brewards?\b|\bgamma\b|γ|horizon|\bper\b|per-|"
            r"\b(?:turns?|steps?|tokens?|future|later|delay\w*)\b)",
        ),
        # γ with a return, rewards or powers of γ (a TD target r + γ·max Q is none, nor
        # an expectation Σ_b π(b|s')·Q(s', b) over next actions).
        (
            r"(?i:\bgamma\b)|γ",
            r"(?i:\bG\b|G_|\breturns?\b|\brewards?\b|(?:γ|\\gamma)\s*\^)",
        ),
        (r"\bG at time\b",),
        # "returns" the noun, not the verb ("a head that returns one scalar").
        (
            r"(?i:\breturns?\b(?!\s+(?:a|an|the|one|two|its|their|this|that|\d)\b))",
            r"(?i:\brewards?\b)",
        ),
    )
    result_slot = "return"
    input_slots = ("gamma", "steps", "reward")
    together = (index_of("t", "rewards"),)

    def exact_digits(self, params: Params) -> int:
        # γ^k for k up to the trajectory's length, over the rewards' common denominator.
        terms = len(params.rewards) - params.t
        return terms * calc.exact_digits(params.gamma) + calc.exact_digits(*params.rewards)

    def value(self, params: Params) -> Scalar:
        rewards, gamma, t = params.rewards, params.gamma, params.t
        if calc.all_exact(rewards, (gamma,)):
            return exact_discounted_sum(rewards[t:], gamma)  # type: ignore[arg-type]  # exact
        return _float_discounted_sum(rewards[t:], float(gamma))

    def steps(self, params: Params, value: Scalar) -> tuple[str, ...]:
        rewards, gamma, t = params.rewards, params.gamma, params.t
        m = len(rewards) - t
        g_text = calc.paren(gamma)
        head = f"G{calc.sub(t)}"
        if m == 1:
            return (
                f"{head} = Σₖ γᵏ·r{calc.sub(t)}₊ₖ; step {t} is the last, "
                f"so {head} = r{calc.sub(t)}",
                f"{head} = {calc.format_number(rewards[t])}",
            )
        # Long trajectories show the first three terms and the last, like calc.elide.
        shown = range(m) if m <= 8 else (0, 1, 2, None, m - 1)
        g_path, *r_path = calc.same_path(gamma, *rewards[t:])
        symbols, numbers, parts = [], [], []
        for k in shown:
            if k is None:
                symbols.append("…")
                numbers.append("…")
                parts.append("…")
                continue
            r = rewards[t + k]
            power = "" if k == 0 else ("γ·" if k == 1 else f"γ{calc.sup(k)}·")
            symbols.append(f"{power}r{calc.sub(t + k)}")
            factor = "" if k == 0 else (f"{g_text}·" if k == 1 else f"{g_text}{calc.sup(k)}·")
            numbers.append(f"{factor}{calc.paren(r)}" if k else calc.format_number(r))
            parts.append(calc.format_number(g_path**k * r_path[k]))
        first = f"{head} = Σₖ γᵏ·r{calc.sub(t)}₊ₖ = {' + '.join(symbols)}"
        second = f"{head} = {' + '.join(numbers)} = {calc.join_terms(parts)} {calc.eq(value)}"
        return (first, second)

    def draw(self, rng: random.Random) -> Draw[Params]:
        n = rng.randint(3, 5)
        gamma = d(rng.choice(("0.5", "0.8", "0.9", "0.99")))
        steps = [ACTIONS[i] for i in sorted(rng.sample(range(len(ACTIONS) - 1), n - 1))]
        steps.append(ACTIONS[-1])
        style = rng.choice(("terminal", "shaped", "cost"))
        rewards: list[Scalar]
        if style == "terminal":
            rewards = [*([0] * (n - 1)), 1]
        elif style == "shaped":
            rewards = [rng.choice((0, 0, d("0.5"))) for _ in range(n - 1)] + [1]
        else:
            rewards = [d("-0.1")] * (n - 1) + [1]
        t = rng.randint(0, n - 2)
        return Draw(self.Params(tuple(rewards), gamma, t), {"actions": steps, "style": style}, 2)

    def acceptable(self, params: Params, value: Scalar) -> bool:
        return value != 0

    def example_prompt(self, params: Params, precision: str) -> str:
        rewards, gamma = params.rewards, calc.format_number(params.gamma)
        # A lone reward two or more steps on is listed with the zeros before it: "arrives three
        # steps later" reads as the third reward or the fourth (set 54's graders, both BAD)
        if all(r == 0 for r in rewards[:-1]) and len(rewards) <= 2:
            when = "immediately" if len(rewards) == 1 else "on the next step"
            return (
                f"γ = {gamma}; the action's reward of {calc.format_number(rewards[-1])} arrives "
                f"{when}. Return \\(G_t\\) of the earlier action, {precision}?"
            )
        listed = ", ".join(calc.format_value(rewards).split(","))
        return (
            f"γ = {gamma}; the rewards after the action are {listed}. "
            f"Discounted return \\(G_0\\), {precision}?"
        )

    def read(self, s: Sentence, inp: Inputs, stated: Item) -> dict[str, ParamValue] | None:
        cue = any(s.first(x) or s.first(x, is_list=True) for x in ("gamma", "steps", "reward"))
        linked = "linked" in s.flags  # "Its return is …" after the sentences that set it up
        if not (cue or linked or {"discount", "next_step"} & s.flags or inp.paragraph.continuing):
            return None
        gamma = inp.get("gamma")
        if gamma is None:
            return None
        own_delay = s.first("steps") is not None or "next_step" in s.flags
        rewards = None if own_delay else inp.get("reward", is_list=True)
        if rewards is not None:
            return {"rewards": as_vector(rewards.values), "gamma": as_scalar(gamma.value), "t": 0}
        delay = _delay(s, inp)
        if delay is None:
            return None
        steps, reward = delay
        rewards_vec = (*([Fraction(0)] * steps), reward)
        return {"rewards": as_vector(rewards_vec), "gamma": as_scalar(gamma.value), "t": 0}

    def figure(self, params: Params, *, reveal: bool, actions: Mapping[int, str]) -> Figure:
        """The trajectory strip: a frame per step, the weights ``γᵏ`` (valued in the key)."""
        rewards, gamma, t = params.rewards, params.gamma, params.t
        n = len(rewards)
        split = reveal and column_width(n) < NARROW  # values go under their symbols
        weights = weight_cells(
            n, t, symbol="γ", factor=gamma, target=f"G{calc.sub(t)}", reveal=reveal, split=split
        )
        rows = (
            *steps_rows(rewards, actions),
            Row(f"weight in G{calc.sub(t)}", weights, lines=2 if split else 1, emphasis=True),
        )
        g = calc.format_number(gamma)
        label = (
            f"Trajectory of {n} steps with rewards "
            f"{', '.join(calc.format_number(r) for r in rewards)}; γ = {g}; asked: G{calc.sub(t)}"
        )
        caption = (
            f"Each frame is one step: the state, the action the policy sampled, the observation "
            f"and the reward rᵢ that followed. In G{calc.sub(t)} the reward k steps after t = {t} "
            f"is weighted by γᵏ (γ = {g})" + ("; earlier rewards do not count." if t else ".")
        )
        return strip(
            n=n, t=t, rows=rows, end_lines=(f"s{calc.sub(n)}", "end"), label=label, caption=caption
        )


MAX_DELAY = 1_000
"""The longest "k steps later" the checker reads as a worked example."""


def _delay(s: Sentence, inp: Inputs) -> tuple[int, Fraction] | None:
    """``(k, r)`` of "a reward r (or a success) k steps later"."""
    if s.first("steps") is None and "next_step" in s.flags:
        steps: int | None = 1
        where = s
    else:
        found = inp.find("steps")
        if found is None:
            return None
        steps, where = as_int(found[0].value), found[1]
    if steps is None or steps > MAX_DELAY:
        return None  # a horizon, not an example anyone works by hand
    # "success two steps later" names its reward (one) in the sentence itself: a reward
    # stated earlier in the paragraph is another one ("a baseline that scored 76").
    success = "success" in s.flags or "success" in where.flags
    own = s.first("reward") or (where.first("reward") if where is not s else None)
    if own is not None:
        return steps, own.value
    if success:
        return steps, Fraction(1)
    reward = inp.get("reward")
    if reward is not None:
        return steps, reward.value
    return None


KIND = DiscountedReturn()


def discounted_return(*, rewards: Sequence[Scalar], gamma: Scalar, t: int = 0) -> Scalar:
    """The discounted return ``G_t = Σ_k γ^k · rewards[t+k]``.

    Args:
        rewards: The rewards of the trajectory, in order.
        gamma: The discount factor, in [0, 1].
        t: The step whose return is wanted (0-based).

    Returns:
        ``G_t``: a Fraction when every input is exact, else a float.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    return KIND.value(KIND.prepare({"rewards": rewards, "gamma": gamma, "t": t}))


def discounted_returns(*, rewards: Sequence[Scalar], gamma: Scalar) -> tuple[Scalar, ...]:
    """The discounted return of every step, ``G_0 … G_{T−1}``, in one backward pass.

    Linear in the number of floats on the float path. On the exact path the
    values themselves have Θ(T) digits, so the cost grows quadratically; use
    floats for long trajectories.

    Args:
        rewards: The rewards of the trajectory, in order.
        gamma: The discount factor, in [0, 1].

    Returns:
        ``(G_0, …, G_{T−1})``: Fractions when every input is exact, else floats.

    Raises:
        ParameterError: Naming every invalid argument.
    """
    p = KIND.prepare({"rewards": rewards, "gamma": gamma, "t": 0})
    if calc.all_exact(p.rewards, (p.gamma,)):
        return exact_backward(p.rewards, p.gamma)  # type: ignore[arg-type]  # exact
    return tuple(_float_backward(p.rewards, float(p.gamma)))
