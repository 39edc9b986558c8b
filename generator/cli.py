"""The ``lessondeck`` command line: thin wiring of the pipeline's stages.

Each subcommand parses its arguments, calls the library and prints. Library
errors (:class:`~generator.errors.GeneratorError`) and argument errors become
one line, ``error: path:line: message`` (``error: lessondeck CMD: …`` for
arguments), and exit status 1; ``--help`` and ``--version`` exit 0. Text from
lessons is made terminal-safe (:mod:`generator.terminal`) before it is
printed. Heavy modules (genanki, weasyprint, fsrs, rich) are imported inside
the commands that need them so that ``lessondeck --help`` and the quiz start
fast; only the chosen command's parser is built, and library warnings are routed
to stderr (:func:`_log_warnings`) only once something is read that may warn.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, cast

from generator import __version__
from generator.errors import GeneratorError
from generator.terminal import json_safe, terminal_safe

if TYPE_CHECKING:
    import argparse

    from generator.model import Card, Composition, Exercise, Lesson
    from generator.rebuild import Finished
    from generator.writers.anki import DeckReport

DEFAULT_SOURCES = ("source",)

QUIZ_LIMIT = 50
"""``quiz --limit``'s default."""

QUIZ_NEW = 10
"""``quiz --new``'s default."""

Handler = Callable[["argparse.Namespace"], int]


def _add_sources(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "sources",
        nargs="*",
        metavar="SOURCES",
        help="lesson scripts, caption files (.vtt, .srt) or folders of them (default: source/)",
    )
    _add_lesson_options(p)


def _add_lesson_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--title",
        metavar="TEXT",
        help="the title of the one lesson given (default: its heading, or a caption file's name)",
    )
    p.add_argument(
        "--video",
        metavar="URL",
        help="the address of the one lesson's video, so cards link to the moment a sentence "
        "is said (for a course: lessondeck.toml beside the lessons)",
    )


def _sources(args: argparse.Namespace) -> list[Path]:
    return [Path(s) for s in args.sources or DEFAULT_SOURCES]


def _print_json(data: object) -> None:
    import json

    sys.stdout.write(json_safe(json.dumps(data, ensure_ascii=False, indent=2)) + "\n")


@cache
def _parser_class() -> type[argparse.ArgumentParser]:
    """The class of lessondeck's parsers, made when the first parser is built.

    argparse is imported here rather than with this module, which ``--version``
    and the tests import without parsing anything.
    """
    import argparse

    class _Formatter(argparse.HelpFormatter):
        """argparse's help formatter, sized as argparse sizes it but without importing shutil.

        argparse asks ``shutil.get_terminal_size`` for the width whenever an
        option is added; shutil imports the compression modules, 1.5 ms of a
        quiz start. :func:`_columns` reads the width as shutil does.
        """

        def __init__(
            self,
            prog: str,
            indent_increment: int = 2,
            max_help_position: int = 24,
            width: int | None = None,
        ) -> None:
            if width is None:
                width = _columns() - 2
            super().__init__(prog, indent_increment, max_help_position, width)

    class _Parser(argparse.ArgumentParser):
        """An argument parser whose errors are one line, ``error: …``, with exit status 1.

        argparse prints the usage and the error on two lines and exits 2; lessondeck
        promises one line and exit 1 for every error. The line names the
        (sub)command and lists its options, so ``calc KIND`` with a wrong option
        shows that kind's options rather than the top-level usage.
        """

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            kwargs.setdefault("formatter_class", _Formatter)
            super().__init__(*args, **kwargs)

        def options_text(self) -> str:
            """The command's options, e.g. ``--rewards X,Y,…, --gamma X, --json``."""
            shown = []
            for action in self._actions:
                if not action.option_strings or isinstance(
                    action, argparse._HelpAction | argparse._VersionAction
                ):
                    continue
                name = max(action.option_strings, key=len)
                if action.nargs != 0:
                    name += f" {action.metavar or action.dest.upper()}"
                shown.append(name)
            return ", ".join(shown)

        def error(self, message: str) -> NoReturn:
            options = self.options_text()
            listed = f"; its options: {options}" if options else ""
            line = f"error: {self.prog}: {message}{listed} (see {self.prog} --help)"
            self.exit(1, terminal_safe(line) + "\n")

    return _Parser


def _columns() -> int:
    """The terminal's width as ``shutil.get_terminal_size`` reads it: ``$COLUMNS``, else stdout."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns > 0:
        return columns
    try:
        columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
    except (AttributeError, ValueError, OSError):
        columns = 0
    return columns or 80


def _innermost(
    parser: argparse.ArgumentParser, args: argparse.Namespace
) -> argparse.ArgumentParser:
    """The (sub)parser of the command ``args`` ran, e.g. that of ``calc softmax``."""
    import argparse

    current = parser
    while True:
        action = next(
            (a for a in current._actions if isinstance(a, argparse._SubParsersAction)), None
        )
        name = getattr(args, action.dest, None) if action is not None else None
        if action is None or not isinstance(name, str) or name not in action.choices:
            return current
        current = action.choices[name]


def quiz_start(environ: Mapping[str, str]) -> str:
    """The quiz's start time: ``LESSONDECK_NOW`` when set (checked), else the wall clock.

    Args:
        environ: The environment.

    Returns:
        An ISO 8601 date-time.

    Raises:
        GeneratorError: ``LESSONDECK_NOW`` is not an ISO 8601 date-time from
            1970 through 9000 (later dates leave no room to schedule reviews).
    """
    raw = environ.get("LESSONDECK_NOW", "").strip()
    if not raw:
        return datetime.now().astimezone().isoformat()
    shown = raw if len(raw) <= 40 else raw[:37] + "..."
    try:
        when = datetime.fromisoformat(raw)
    except ValueError:
        raise GeneratorError(f"LESSONDECK_NOW: not an ISO 8601 date-time: {shown!r}") from None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    try:
        year = when.astimezone(UTC).year
    except OverflowError:
        year = 0
    if not 1970 <= year <= 9000:
        raise GeneratorError(
            f"LESSONDECK_NOW must be a date-time from 1970 through 9000, got {shown!r}"
        )
    return raw


# --- parse -------------------------------------------------------------------


def _cmd_parse(args: argparse.Namespace) -> int:
    from generator.pipeline import read_lessons

    (lesson,) = read_lessons([Path(args.file)], title=args.title, video=args.video)
    if args.json:
        _print_json(lesson.to_json())
        return 0
    from generator.display import print_lesson

    print_lesson(lesson)
    return 0


def _add_parse(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "parse",
        help="show a lesson's statements (claims and caveats), numbers and glossary",
        description="Parse one lesson script and print its statements: a table by default, "
        "or the JSON contract of DESIGN.md with --json.",
    )
    p.add_argument(
        "file", metavar="FILE", help="a lesson script (.md) or a caption file (.vtt, .srt)"
    )
    _add_lesson_options(p)
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.set_defaults(handler=_cmd_parse)


# --- quiz --------------------------------------------------------------------


def _cmd_quiz(args: argparse.Namespace) -> int:
    import time

    from generator.pipeline import compose
    from generator.quiz.command import QuizOptions, run_quiz, session_clock
    from generator.quiz.session import quiz_cards

    # The wall clock is read here, once; LESSONDECK_NOW (ISO 8601) pins it for tests.
    start = quiz_start(os.environ)
    options = QuizOptions(
        db=Path(args.db) if args.db else None,
        limit=args.limit,
        new=args.new,
        lesson=args.lesson,
        stats=args.stats,
    )
    clock = session_clock(start, time.monotonic)
    sources = _sources(args)

    def cards() -> tuple[Card, ...]:
        # Warnings come from reading lessons and captions: a warm start, every
        # composition from the cache, reads none and need not import logging.
        comps = compose(sources, title=args.title, video=args.video, before_reading=_log_warnings)
        return quiz_cards(comps)

    return run_quiz(cards, options, clock=clock, environ=os.environ)


def _add_quiz(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "quiz",
        help="self-quiz in the terminal with spaced repetition (FSRS)",
        description="Ask the cards that are due, then new ones; type an answer, grade it "
        "(1 Again, 2 Hard, 3 Good, 4 Easy). Every review is saved at once. With standard "
        "input not a terminal, reads one answer line and one grade line per card. "
        "LESSONDECK_NOW (ISO 8601) sets the clock.",
    )
    _add_sources(p)
    p.add_argument(
        "--db",
        metavar="PATH",
        help="progress database (default: $XDG_DATA_HOME/lessondeck/progress.sqlite3)",
    )
    p.add_argument(
        "--limit",
        type=int,
        default=QUIZ_LIMIT,
        metavar="N",
        help="at most N cards this session (default: 50)",
    )
    p.add_argument(
        "--new",
        type=int,
        default=QUIZ_NEW,
        metavar="N",
        help="at most N new cards this session (default: 10)",
    )
    p.add_argument("--lesson", type=int, metavar="N", help="only lesson number N")
    p.add_argument(
        "--stats",
        action="store_true",
        help="print per lesson the cards due now, today and this week, reviews "
        "done and the share answered right",
    )
    p.set_defaults(handler=_cmd_quiz)


# --- calc --------------------------------------------------------------------


def _cmd_calc(args: argparse.Namespace) -> int:
    from generator import calc

    kind = calc.get_kind(args.kind)
    given = {p.name: getattr(args, f"param_{p.name}") for p in kind.params}
    result = calc.compute_text(kind.name, {k: v for k, v in given.items() if v is not None})
    if args.json:
        _print_json(result.to_json())
        return 0
    print(f"{result.kind}: {calc.describe_params(result.params)}")
    for step in result.steps:
        print(f"  {step}")
    print(f"answer: {result.answer_text}")
    return 0


def _add_calc(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], *, kinds: bool = True
) -> None:
    p = sub.add_parser(
        "calc",
        help="the calculator (returns, advantages, GAE, GRPO, pass@k, entropy, KL, …) "
        "with worked steps",
        description="Compute one quantity and print the answer with the worked steps. "
        "Decimals are exact (0.9² = 0.81). Each parameter of a kind is an option of the "
        "same name; lists are comma-separated. See `lessondeck calc KIND --help`.",
        epilog="Example: lessondeck calc discounted_return --rewards 0,0,1 --gamma 0.9 --t 0. "
        "A list that starts with a minus needs '=': --rewards=-1,0,1.",
    )
    if not kinds:
        return  # another command runs: don't pay for importing the calculator
    from generator import calc
    from generator.kinds import KINDS

    kind_parsers = p.add_subparsers(dest="kind", metavar="KIND", title="kinds")
    kind_parsers.required = True
    metavars = {"list": "X,Y,…", "scalar": "X", "int": "N", "base": "{e,2}"}
    for kind in KINDS.values():
        k = kind_parsers.add_parser(
            kind.name,
            help=f"{kind.summary}: {kind.formula}",
            description=f"{kind.summary}: {kind.formula}",
        )
        for param in kind.params:
            default = (
                "" if param.default is None else f" (default: {calc.format_value(param.default)})"
            )
            # --next_value and --next-value alike
            names = dict.fromkeys((f"--{param.name}", f"--{param.name.replace('_', '-')}"))
            k.add_argument(
                *names,
                dest=f"param_{param.name}",
                metavar=metavars[param.type.value],
                help=param.help + default,
            )
        k.add_argument("--json", action="store_true", help="print the result as JSON")
        k.set_defaults(handler=_cmd_calc)


# --- exercises ---------------------------------------------------------------


def _cmd_exercises(args: argparse.Namespace) -> int:
    from generator.exercises import describe, practice_for_lessons
    from generator.pipeline import read_lessons

    lessons = read_lessons(_sources(args), title=args.title, video=args.video)
    items = practice_for_lessons(lessons, seed=args.seed, count=args.count)
    if args.json:
        _print_json({"exercises": [e.to_json() for e in items]})
        return 0
    for n, exercise in enumerate(items):
        if n:
            print()
        print(terminal_safe("\n".join(describe(exercise)), keep="\n"))
    _note_lessons_without_practice(lessons, items)
    return 0


def _note_lessons_without_practice(lessons: Sequence[Lesson], items: Sequence[Exercise]) -> None:
    """Say on stderr, for each lesson that teaches no calculator kind (so got no exercise),
    which kinds it names and why none was chosen ("discounted_return: teaches … not the
    calculator's")."""
    from generator.exercises import kind_verdicts

    covered = {e.source.path for e in items if e.source is not None}
    for lesson in lessons:
        if lesson.path in covered:
            continue
        verdicts = kind_verdicts(lesson)
        if any(v.chosen for v in verdicts):
            continue  # it teaches a kind ("--count 0" asked for none)
        named = [f"{v.kind}: {v.reason}" for v in verdicts]
        why = "; ".join(named) if named else "it names none"
        note = f"{lesson.path}: no practice exercises (no calculator kind taught: {why})"
        print(terminal_safe(note), file=sys.stderr)


def _add_exercises(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "exercises",
        help="seeded numeric practice exercises from the lessons' formulas",
        description="Generate practice exercises for the kinds each lesson covers (its "
        "narration and visual-context terms decide), with answers and worked steps from "
        "the calculator. The same seed gives the same exercises.",
    )
    _add_sources(p)
    p.add_argument("--seed", type=int, default=0, metavar="N", help="the seed (default: 0)")
    p.add_argument(
        "--count", type=int, default=5, metavar="K", help="exercises per lesson (default: 5)"
    )
    p.add_argument("--json", action="store_true", help='print {"exercises": [...]} as JSON')
    p.set_defaults(handler=_cmd_exercises)


# --- check -------------------------------------------------------------------


def _cmd_check(args: argparse.Namespace) -> int:
    from generator.check import check_lessons, format_checks
    from generator.pipeline import read_lessons

    checks = check_lessons(read_lessons(_sources(args), title=args.title, video=args.video))
    if args.json:
        _print_json({"examples": [e.to_json() for c in checks for e in c.examples]})
    else:
        print(terminal_safe("\n".join(format_checks(checks)), keep="\n"))
    return 0 if all(c.ok for c in checks) else 1


def _add_check(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "check",
        help="recompute the worked examples the narration states",
        description="Find the worked examples in each lesson's narration (returns, advantages, "
        "softmax, GRPO groups, ratios, clipping, pass@k …), recompute them with the calculator "
        "and show the stated and computed values. Exits 1 when one disagrees.",
    )
    _add_sources(p)
    p.add_argument("--json", action="store_true", help='print {"examples": [...]} as JSON')
    p.set_defaults(handler=_cmd_check)


# --- build -------------------------------------------------------------------

_PROGRESS_FROM = 5  # lessons; fewer build too fast to need a progress line


def _progress(done: int, total: int) -> None:
    if total < _PROGRESS_FROM:
        return
    if sys.stderr.isatty():
        end = "\n" if done == total else ""
        sys.stderr.write(f"\rcomposing lessons: {done}/{total}{end}")
    elif done == total or done % max(1, total // 10) == 0:
        sys.stderr.write(f"composing lessons: {done}/{total}\n")
    sys.stderr.flush()


def _build_summary(comps: Sequence[Composition], report: DeckReport) -> list[str]:
    from generator.writers.anki import REMOVED_TAG

    detailed = len(comps) <= 10
    lines: list[str] = []
    for comp, deck in zip(comps, report.lessons, strict=True):
        lesson = comp.lesson
        kinds = ", ".join(
            f"{n} {label}"
            for label, n in (
                ("cloze", deck.by_type.get("cloze", 0)),
                ("Q&A", deck.by_type.get("qa", 0)),
                ("exercise", deck.by_type.get("exercise", 0)),
            )
            if n
        )
        roles = ", ".join(
            f"{deck.by_role.get(r, 0)} {r}{'s' if deck.by_role.get(r, 0) != 1 else ''}"
            for r in ("claim", "caveat", "exercise")
        )
        exercises = [c.exercise for c in comp.cards if c.exercise is not None]
        own = sum(1 for e in exercises if e.origin == "lesson")
        checked = "".join("✓" if e.ok else "✗" for e in comp.examples) or "none"
        lines.append(f"{deck.deck}  ({lesson.path})")
        lines.append(
            f"  {len(lesson.statements)} statements → {deck.notes} cards: {kinds or 'none'} "
            f"({roles})"
        )
        lines.append(
            f"  exercises: {own} from the narration, {len(exercises) - own} practice; "
            f"worked examples checked: {checked}"
        )
        for example in comp.examples:
            if not example.ok and detailed:
                lines.append(
                    f"    ✗ {example.path}:{example.line}: {example.kind}: the narration says "
                    f"{example.stated:g}, the calculator {example.computed:g}"
                )
        lines.append(f"  skipped {len(comp.skipped)}")
        if detailed:
            for s in comp.skipped:
                text = s.text if len(s.text) <= 60 else s.text[:57] + "…"
                lines.append(f"    line {s.line}: {text!r}: {s.reason}")
        for warning in comp.warnings:  # always shown, however many lessons
            lines.append(f"  warning: {lesson.path}: {warning}")
    lines.append(
        f"wrote {report.package} ({report.notes} notes: {report.added} new, "
        f"{report.updated} updated, {report.unchanged} unchanged) and {report.manifest.name}"
    )
    if report.removed:
        tagged = sum(r.tagged for r in report.removed)
        lines.append(
            f"{len(report.removed)} note(s) of the last build are gone from the source; "
            f"{tagged} are updated once more with the tag {REMOVED_TAG}: in Anki, search "
            f"tag:{REMOVED_TAG} to review and delete them"
        )
        for gone in report.removed[: 10 if detailed else 3]:
            text = gone.text if len(gone.text) <= 60 else gone.text[:57] + "…"
            lines.append(f"    {gone.deck}: {text!r}")
    return [terminal_safe(line) for line in lines]


def _cmd_build(args: argparse.Namespace) -> int:
    from generator.pipeline import Cache, check_options, compose_sources, find_sources
    from generator.rebuild import Finished, finished_key
    from generator.writers.epoch import build_epoch

    epoch = build_epoch()  # the clock, or SOURCE_DATE_EPOCH, read once here
    check_options((args.seed,), args.exercises)
    store = Cache.default()
    out = Path(args.output)
    sources = find_sources(_sources(args), title=args.title, video=args.video)
    # A rebuild from the same lessons into the package it made last time prints what
    # that build printed and writes nothing (generator.rebuild).
    found = _package_digests(out)
    key = None
    if found[0] is not None and found[1] is not None:
        key = finished_key(
            store,
            sources,
            seed=args.seed,
            practice=args.exercises,
            out_dir=out,
            name="lessondeck",
            package=found[0],
            manifest=found[1],
        )
        kept = store.load(key)
        if isinstance(kept, Finished):
            for done in range(1, len(sources) + 1):
                _progress(done, len(sources))
            return _finish_build(args, kept)
    from generator.writers.anki import write_deck

    comps = compose_sources(
        sources,
        seeds=(args.seed,),
        practice=args.exercises,
        jobs=args.jobs,
        progress=_progress,
        store=store,
    )
    report = write_deck(comps, out, epoch=epoch)
    finished = Finished(
        lines=tuple(_build_summary(comps, report)),
        warnings=tuple(terminal_safe(w) for w in report.warnings),
        flagged=sum(len(c.warnings) for c in comps),
    )
    # Wrote back what it found, changing no note: the same inputs give this package again.
    changed = report.added or report.updated or report.removed
    if key is not None and not changed and _package_digests(out) == found:
        store.store(key, finished)
    return _finish_build(args, finished)


def _package_digests(out: Path) -> tuple[str | None, str | None]:
    """Digests of the package and the manifest in the build's output folder (None: missing)."""
    from generator.rebuild import file_digest

    return file_digest(out / "lessondeck.apkg"), file_digest(out / "lessondeck.manifest.json")


def _finish_build(args: argparse.Namespace, finished: Finished) -> int:
    for line in finished.lines:
        print(line)
    for warning in finished.warnings:
        sys.stderr.write(f"warning: {warning}\n")
    if args.strict and finished.flagged:
        sys.stderr.write(
            f"error: --strict: {finished.flagged} lesson quality warning(s), see above\n"
        )
        return 1
    return 0


def _add_build(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "build",
        help="write one Anki package (a deck per lesson) and print what went into it",
        description="Compose the lessons' cards and write them to DIR/lessondeck.apkg, a deck "
        "per lesson, with DIR/lessondeck.manifest.json beside it: importing a rebuild updates "
        "edited notes in place and leaves unchanged ones (and your own edits) alone. "
        "SOURCE_DATE_EPOCH pins the build time; same sources, same time, same bytes.",
    )
    _add_sources(p)
    p.add_argument(
        "-o", "--output", default="decks", metavar="DIR", help="output folder (default: decks/)"
    )
    p.add_argument(
        "--exercises",
        type=int,
        default=5,
        metavar="N",
        help="seeded practice exercises per lesson (default: 5)",
    )
    p.add_argument("--seed", type=int, default=0, metavar="S", help="their seed (default: 0)")
    p.add_argument(
        "--jobs",
        type=int,
        default=None,
        metavar="J",
        help="worker processes for reading and composing many lessons (default: one per idle core)",
    )
    p.add_argument(
        "--strict",
        action="store_true",
        help="exit 1 when a lesson has a quality warning (a caveat without a card)",
    )
    p.set_defaults(handler=_cmd_build)


# --- worksheet ---------------------------------------------------------------


def _positive(text: str) -> int:
    import argparse

    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def _cmd_worksheet(args: argparse.Namespace) -> int:
    from generator.pipeline import compose
    from generator.writers.epoch import build_epoch
    from generator.writers.worksheet import (
        OutputFormat,
        Paper,
        WorksheetOptions,
        summary_lines,
        version_seeds,
        write_worksheets,
    )

    epoch = build_epoch()  # the clock, or SOURCE_DATE_EPOCH, read once here
    comps = compose(
        _sources(args),
        seeds=version_seeds(args.seed, args.versions),
        practice=args.exercises,
        title=args.title,
        video=args.video,
    )
    formats = list(OutputFormat) if args.format == "both" else [OutputFormat(args.format)]
    options = WorksheetOptions(
        seed=args.seed, formats=frozenset(formats), paper=Paper(args.paper), epoch=epoch
    )
    report = write_worksheets(comps, Path(args.output), options)
    for line in summary_lines(report):
        print(terminal_safe(line))
    shown: set[str] = set()
    for comp in comps:  # one lesson's versions share its warnings: say them once
        if comp.lesson.key not in shown:
            shown.add(comp.lesson.key)
            for warning in comp.warnings:
                sys.stderr.write(terminal_safe(f"warning: {comp.lesson.path}: {warning}") + "\n")
    return 0


def _add_worksheet(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "worksheet",
        help="printable worksheets with answer keys (HTML and PDF)",
        description="Write, per lesson and version, a worksheet (fill-in statements, short "
        "answers, exercises with room to work and figures) and a separate answer key (answers, "
        "worked steps, source sentence with path:line), as DIR/<lesson>-v<N>-worksheet.pdf and "
        "DIR/<lesson>-v<N>-key.pdf (and .html). Versions differ in their practice numbers and "
        "item order; the same seed gives the same sheets, and with SOURCE_DATE_EPOCH the same "
        "bytes.",
    )
    _add_sources(p)
    p.add_argument("--seed", type=int, default=0, metavar="N", help="the seed (default: 0)")
    p.add_argument(
        "--versions",
        type=_positive,
        default=1,
        metavar="V",
        help="versions per lesson (default: 1)",
    )
    p.add_argument(
        "-o",
        "--output",
        default="worksheets",
        metavar="DIR",
        help="output folder (default: worksheets/)",
    )
    p.add_argument(
        "--format",
        choices=("pdf", "html", "both"),
        default="both",
        help="what to write (default: both)",
    )
    p.add_argument(
        "--paper", choices=("a4", "letter"), default="a4", help="paper size (default: a4)"
    )
    p.add_argument(
        "--exercises",
        type=int,
        default=5,
        metavar="N",
        help="seeded practice exercises per version (default: 5)",
    )
    p.set_defaults(handler=_cmd_worksheet)


# --- wiring ------------------------------------------------------------------


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser of ``lessondeck``.

    Args:
        command: The subcommand about to run, if known: only its parser is
            built (the calculator's kinds and options only for ``calc``), so
            that a command, the quiz above all, starts without building and
            importing the others'. None (or an unknown name): every subcommand.
    """
    parser_class = _parser_class()
    parser = parser_class(
        prog="lessondeck",
        description="Turn lesson narration scripts into an Anki deck, worksheets with answer "
        "keys and a terminal self-quiz.",
    )
    parser.add_argument("--version", action="version", version=f"lessondeck {__version__}")
    sub = cast(
        "argparse._SubParsersAction[argparse.ArgumentParser]",
        parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=parser_class),
    )
    sub.required = True
    adders: dict[str, Callable[[argparse._SubParsersAction[argparse.ArgumentParser]], None]] = {
        "parse": _add_parse,
        "build": _add_build,
        "quiz": _add_quiz,
        "calc": lambda s: _add_calc(s, kinds=command in (None, "calc")),
        "exercises": _add_exercises,
        "check": _add_check,
        "worksheet": _add_worksheet,
    }
    for name, add in adders.items():
        if command not in adders or name == command:
            add(sub)
    return parser


def _log_warnings() -> None:
    """Library warnings (captions that partly match, …) as ``warning: …`` lines on stderr."""
    import logging

    class ToStderr(logging.Handler):
        # sys.stderr as it is when a warning comes, not when the handler was made
        def emit(self, record: logging.LogRecord) -> None:
            sys.stderr.write(f"warning: {record.getMessage()}\n")

    logger = logging.getLogger("lessondeck")
    if not any(type(h).__name__ == "ToStderr" for h in logger.handlers):
        logger.addHandler(ToStderr(logging.WARNING))
        logger.setLevel(logging.WARNING)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``lessondeck``; return the exit status.

    Args:
        argv: The arguments (without the program name); ``sys.argv[1:]`` when None.

    Returns:
        0 on success (and after ``--help`` or ``--version``), 1 on a reported
        error, an argument error or a failed check, 130 on Ctrl-C.
    """
    from generator import compile_cache

    compile_cache.install()  # before the commands import modules, compile patterns, make classes
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(argv[0] if argv and not argv[0].startswith("-") else None)
    # Argument errors raise SystemExit(1) after one line (see _Parser); --help exits 0.
    args, extras = parser.parse_known_args(argv)
    if extras:
        _innermost(parser, args).error(f"unrecognized arguments: {' '.join(extras)}")
    handler: Handler = args.handler
    if handler is not _cmd_quiz:  # the quiz routes them once it reads a lesson or captions
        _log_warnings()
    try:
        return handler(args)
    except GeneratorError as exc:
        sys.stderr.write(terminal_safe(f"error: {exc}", keep="\n") + "\n")
        return 1
    except KeyboardInterrupt:
        sys.stderr.write("interrupted\n")
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
