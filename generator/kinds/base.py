"""What an exercise kind is: the :class:`Kind` base class and the pieces kinds share.

A kind is one class in one module of :mod:`generator.kinds`. It declares its
parameters as a frozen ``Params`` dataclass whose fields carry metadata made
with :func:`scalar`, :func:`whole`, :func:`vector` or :func:`log_base` (type,
help text and the checks of a single value), and implements what the rest of
lessondeck asks of it:

- ``value`` and ``steps``: the answer and the worked steps (the calculator);
- ``check``: the checks that need several parameters together;
- ``draw``, ``acceptable``, ``prompt`` and ``rules``: seeded practice
  exercises and the keyword rules that make the kind relevant to a lesson;
- ``example_prompt``, ``relation``, ``result_slot`` and ``input_slots``: the
  worked examples the checker reads in a narration;
- ``figure``: the worksheet figure, if the kind has one.

Everything has a default except ``value`` and ``steps``, so a kind only
writes what it does differently.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from generator import calc
from generator.calc import Add, FieldCheck, Param, ParamType
from generator.check import Inputs
from generator.errors import ParameterError
from generator.model import ParamValue, Scalar
from generator.words import DISCOUNT_NAMES

if TYPE_CHECKING:
    from generator.check import Candidate, Item, Keyword, Paragraph, Sentence
    from generator.figures import Figure

P = TypeVar("P")

Rule = tuple[str, ...]
"""Regular expressions that must all match one sentence (or one term)."""


DISCOUNT = ("the discount factor γ", DISCOUNT_NAMES)
"""An input named in a lesson that discounts: "discount", "gamma", γ or ``\\gamma``."""
STEP_SIZE = (
    "the step size α",
    r"(?i:\bstep[- ]?sizes?\b|\blearning[- ]rates?\b|\balpha\b)|α|\\alpha",
)
"""An input named in a lesson that updates an estimate by a step size."""
NEXT_STATE = r"(?i:\bnext\s+(?:(?:best|greedy)\s+)?(?:states?|actions?)\b)"
"""The next state or (best) next action a one-step target bootstraps from."""


# --- declaring parameters ----------------------------------------------------------
#
# A ``Params`` field is ``dataclasses.field(default=…, metadata=scalar("help"))``:
# the metadata says what the parameter holds for the command line and coercion.


def _meta(
    type_: ParamType, help: str, name: str | None, checks: Sequence[FieldCheck]
) -> Mapping[str, Any]:
    return {"type": type_, "help": help, "name": name, "checks": tuple(checks)}


def scalar(
    help: str, *, name: str | None = None, checks: Sequence[FieldCheck] = ()
) -> Mapping[str, Any]:
    """A number parameter (``name`` when the field's own name cannot be used, as ``return``)."""
    return _meta(ParamType.SCALAR, help, name, checks)


def whole(help: str, *, checks: Sequence[FieldCheck] = ()) -> Mapping[str, Any]:
    """A whole-number parameter."""
    return _meta(ParamType.INT, help, None, checks)


def vector(help: str, *, checks: Sequence[FieldCheck] = ()) -> Mapping[str, Any]:
    """A list-of-numbers parameter."""
    return _meta(ParamType.LIST, help, None, checks)


def log_base(help: str = "log base: e (nats) or 2 (bits)") -> Mapping[str, Any]:
    """The log base of entropy and KL: ``"e"`` (nats) or ``2`` (bits); default it to ``"e"``."""
    return _meta(ParamType.BASE, help, None, ())


# --- checks of one value --------------------------------------------------------------


def in_unit(name: str, value: Scalar, add: Add) -> None:
    """``value`` must lie in [0, 1]."""
    if not 0 <= value <= 1:
        add(f"{name}={calc.show(value)} must be in [0, 1]")


def distribution(name: str, probs: tuple[Scalar, ...], add: Add) -> None:
    """Every item in [0, 1] and the sum 1 (exactly for exact items)."""
    bad = [i for i, x in enumerate(probs) if not 0 <= x <= 1]
    for i in bad[:3]:
        add(f"{name}[{i}]={calc.show(probs[i])} must be in [0, 1]")
    if len(bad) > 3:
        add(f"{name} has {len(bad) - 3} more items outside [0, 1]")
    if calc.all_exact(probs):
        total: Scalar = sum((calc.frac(x) for x in probs), Fraction(0))
        ok = total == 1
    else:
        total = math.fsum(float(x) for x in probs)
        ok = abs(total - 1) <= calc.SUM_TOLERANCE
    if not ok:
        add(f"{name}={calc.show(probs)} must sum to 1 (sums to {calc.format_number(total)})")


# --- checks of several values ---------------------------------------------------------


@dataclass(frozen=True)
class Together:
    """A check of several parameters, run once each of them is valid on its own.

    ``check`` takes the values of ``names``, in that order, and then ``add``.
    """

    names: tuple[str, ...]
    check: Callable[..., None]


def index_of(name: str, of: str) -> Together:
    """The parameter ``name`` must index the list ``of``."""

    def check(i: int, items: Sequence[object], add: Add) -> None:
        if not 0 <= i < len(items):
            add(
                f"{name}={i} must be in [0, {len(items) - 1}] "
                f"({of} has {calc.count_items(len(items))})"
            )

    return Together((name, of), check)


# --- drawing practice parameters --------------------------------------------------------


def d(text: str) -> Scalar:
    """An exact decimal: ``"0.9"`` → ``Fraction(9, 10)``."""
    return calc.parse_number(text)


def tenths(rng: random.Random, lo: int = 1, hi: int = 9) -> Scalar:
    """A random multiple of 0.1 between ``lo``/10 and ``hi``/10, exactly."""
    return d(f"{rng.randint(lo, hi) / 10:.1f}")


@dataclass(frozen=True)
class Draw(Generic[P]):
    """Drawn practice parameters, extra context for the prompt, and the decimals asked for."""

    params: P
    context: Mapping[str, Any]
    decimals: int


# --- the kind ------------------------------------------------------------------------


class Kind(Generic[P]):
    """One exercise kind; subclasses set the class attributes and ``Params``.

    Attributes:
        name: The kind's name in JSON, on the command line and in tags.
        summary: What it computes, in a few words.
        formula: The answer's formula, as text.
        params_type: The frozen ``Params`` dataclass (fields made with :func:`scalar`,
            :func:`whole`, :func:`vector` or :func:`log_base` as metadata).
        calculator: False for a kind only the checker reports (a GRPO group's
            stated mean): it has no practice exercises and no ``calc`` command.
        rules: Keyword rules that make the kind relevant to a lesson.
        result_slot: The slot of the checker's sentence reading that holds
            this kind's stated result (None: the checker does not read it).
        input_slots: The slots of its inputs (for "the same relation again").
        keywords: Words the checker's shared vocabulary lacks, with their slots.
        together: Checks of several parameters (the checks of one value are
            in the ``Params`` fields' metadata).
        introduced_by: The inputs a learner must have met to do a practice
            exercise of the kind, each as (what it is, a pattern a lesson that
            introduces it matches): a drill with a discount factor γ is no
            practice for a lesson that never speaks of discounting.
        another_form: (what it is, a pattern): a sentence that teaches the kind
            but matches the pattern teaches another formula under the same name
            (the entropy of a Gaussian, not −Σ p log p): no practice from it.
        own_form: a pattern of a formula sentence that writes the kind itself: when the
            lesson's first formula of the kind is of ``another_form``, a later one that
            matches this (and not that) is the evidence instead.
        math_form: a pattern that the math of every formula of the kind matches (its
            function, or its name written in the math): a sentence that names the kind
            beside a formula of something else ("With a KL limit \\(\\delta\\), the
            largest step is \\(\\beta = \\sqrt{2\\delta / x^\\top F x}\\)") writes no
            formula of it. None: any formula beside the kind's name counts.
        speaks_of: (what, a pattern): what a lesson that teaches the kind must mention
            somewhere (a discounted return needs rewards: a lesson that discounts old counts
            teaches none).
        optional_inputs: (a ``Params`` field with a default, a pattern): an input that a
            practice drill varies only for a lesson that matches the pattern; for any other
            it keeps its default (a softmax drill at a temperature for a lesson that never
            speaks of one asks what the lesson does not teach).
    """

    name: ClassVar[str]
    summary: ClassVar[str]
    formula: ClassVar[str]
    params_type: type[P]
    calculator: ClassVar[bool] = True
    rules: ClassVar[tuple[Rule, ...]] = ()
    result_slot: ClassVar[str | None] = None
    input_slots: ClassVar[tuple[str, ...]] = ()
    keywords: ClassVar[tuple[Keyword, ...]] = ()
    together: ClassVar[tuple[Together, ...]] = ()
    introduced_by: ClassVar[tuple[tuple[str, str], ...]] = ()
    another_form: ClassVar[tuple[str, str] | None] = None
    own_form: ClassVar[str | None] = None
    math_form: ClassVar[str | None] = None
    speaks_of: ClassVar[tuple[str, str] | None] = None
    optional_inputs: ClassVar[tuple[tuple[str, str], ...]] = ()

    # --- parameters

    @cached_property
    def params(self) -> tuple[Param, ...]:
        """The parameters, in the order of the ``Params`` fields."""
        out = []
        for f in dataclasses.fields(self.params_type):  # type: ignore[arg-type]
            md = f.metadata
            default = None if f.default is dataclasses.MISSING else f.default
            out.append(
                Param(md["name"] or f.name, md["type"], md["help"], default, f.name, md["checks"])
            )
        return tuple(out)

    @property
    def param_names(self) -> tuple[str, ...]:
        """The names of the parameters, in order."""
        return tuple(p.name for p in self.params)

    def param(self, name: str) -> Param:
        """The parameter called ``name``.

        Raises:
            KeyError: When the kind has no such parameter.
        """
        for p in self.params:
            if p.name == name:
                return p
        raise KeyError(name)

    def as_mapping(self, params: P) -> dict[str, ParamValue]:
        """The parameters by name, in order (the form JSON and prompts use)."""
        return {p.name: getattr(params, p.attr) for p in self.params}

    def prepare(
        self,
        raw: Mapping[str, object],
        problems: Sequence[str] = (),
        skip: Sequence[str] = (),
    ) -> P:
        """Typed parameters from a mapping, on the float path when exact would be costly.

        See :meth:`prepare_exact` and :meth:`bounded`.
        """
        return self.bounded(self.prepare_exact(raw, problems, skip))[0]

    def exact_digits(self, params: P) -> int:
        """About how many digits the exact path would build for ``params`` (0: cheap)."""
        del params
        return 0

    def bounded(self, params: P) -> tuple[P, str | None]:
        """``params`` on the float path when exact arithmetic would need too many digits.

        Returns:
            The parameters, and a note for the worked steps when they were turned to floats.
        """
        digits = self.exact_digits(params)
        if digits <= calc.EXACT_DIGITS:
            return params, None
        values = {p.attr: getattr(params, p.attr) for p in self.params}
        floated = {
            p.attr: calc.floated(values[p.attr])
            if p.type in (ParamType.SCALAR, ParamType.LIST)
            else values[p.attr]
            for p in self.params
        }
        note = (
            f"computed in floating point: exact fractions would need about {digits:,} digits "
            f"(more than {calc.EXACT_DIGITS:,})"
        )
        return self.params_type(**floated), note

    def prepare_exact(
        self,
        raw: Mapping[str, object],
        problems: Sequence[str] = (),
        skip: Sequence[str] = (),
    ) -> P:
        """Typed parameters from a mapping: coerced, defaults filled, validated.

        Args:
            raw: Parameter name → value.
            problems: Problems found earlier (while parsing text), reported with the rest.
            skip: Parameters that already have a problem; not checked again.

        Returns:
            The ``Params``.

        Raises:
            ParameterError: Naming every missing, unknown or invalid parameter at once.
        """
        found: list[str] = list(problems)
        add = found.append
        for name in raw:
            if name not in self.param_names:
                add(
                    f"unknown parameter {name}={calc.show(raw[name])} "
                    f"({self.name} takes {', '.join(self.param_names)})"
                )
        values: dict[str, ParamValue] = {}
        for param in self.params:
            if param.name in skip:
                continue
            value = raw.get(param.name)
            if value is None:
                if param.default is None:
                    add(f"{param.name} is missing ({param.help})")
                    continue
                value = param.default
            coerced = calc.coerce(param, value, add)
            if coerced is not None:
                for check in param.checks:
                    check(param.name, coerced, add)
                values[param.name] = coerced
        for rule in self.together:
            if all(name in values for name in rule.names):
                rule.check(*(values[name] for name in rule.names), add)
        if found or len(values) != len(self.params):
            raise ParameterError(f"{self.name}: " + "; ".join(found))
        return self.params_type(**{p.attr: values[p.name] for p in self.params})

    # --- the calculator

    def value(self, params: P) -> Scalar:
        """The answer: exact when the inputs are exact and the operation rational."""
        raise NotImplementedError

    def steps(self, params: P, value: Scalar) -> tuple[str, ...]:
        """The worked steps a teacher would write, ending in ``value``."""
        raise NotImplementedError

    # --- practice

    def draw(self, rng: random.Random) -> Draw[P]:
        """Hand-workable parameters drawn from ``rng``, with the prompt's context."""
        raise NotImplementedError(f"{self.name} has no practice exercises")

    def acceptable(self, params: P, value: Scalar) -> bool:
        """Whether drawn parameters make a good hand exercise (besides a clear rounding)."""
        del params, value
        return True

    def prompt(self, draw: Draw[P], precision: str, *, formula: bool = True) -> str:
        """The practice prompt: by default the template ``templates/exercises/<name>.j2``.

        ``formula``: print the formula asked for. A lesson that shows how the quantity
        is computed (a worked example, a written formula) asks for it without: the
        learner recalls it. One that only names the quantity prints it, else the card
        asks for what the lesson never taught.
        """
        from generator.exercises import render_template

        return render_template(
            f"{self.name}.j2",
            self.as_mapping(draw.params),
            precision,
            formula=formula,
            **draw.context,
        )

    # --- the checker

    def example_prompt(self, params: P, precision: str) -> str:
        """The question of a worked example the narration states, without its answer."""
        raise ParameterError(f"no exercise prompt for kind {self.name!r}")

    def relation(
        self, s: Sentence, par: Paragraph, results: Mapping[str, list[Item]]
    ) -> list[Candidate]:
        """The examples of this kind in a sentence (``results``: stated results by slot).

        By default one example per single number stated in :attr:`result_slot`
        whose inputs :meth:`read` finds.
        """
        out: list[Candidate] = []
        for stated in results.get(self.result_slot or "", ()):
            if stated.is_list:
                continue
            inp = Inputs(s, par)
            params = self.read(s, inp, stated)
            if params is not None:
                out.append(inp.candidate(self.name, params, stated))
        return out

    def read(self, s: Sentence, inp: Inputs, stated: Item) -> dict[str, ParamValue] | None:
        """The parameters of an example that states ``stated``, or None when some are missing.

        Args:
            s: The sentence that states the result.
            inp: Its inputs (from the sentence, else carried over in the paragraph).
            stated: The stated result.
        """
        del s, inp, stated
        return None

    # --- the worksheet

    def figure(self, params: P, *, reveal: bool, actions: Mapping[int, str]) -> Figure | None:
        """The worksheet figure (``reveal`` for the key), or None when the kind has none."""
        del params, reveal, actions
        return None
