"""The quiz's screens: a terminal one (plain ANSI, then ``rich``) and a plain one for scripts.

:class:`TerminalUI` draws a card's front with plain ANSI styles, so the
first card appears without waiting for ``rich`` to load, and lays out the
rest (the verdict with the difference marked, the back, the statistics)
with ``rich`` once the first answer is in. :class:`PlainUI` is used when
standard input is not a terminal: one answer line and one grade line per
card, plain text out. Both implement :class:`generator.quiz.session.QuizUI`;
grades are ``fsrs.Rating`` values.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Sequence
from contextlib import suppress
from datetime import datetime
from typing import TYPE_CHECKING, TextIO

from generator.moments import moment
from generator.quiz.mathtext import plain_math
from generator.quiz.session import (
    Position,
    QuizError,
    QuizUI,
    SessionPlan,
    context_line,
)
from generator.quiz.store import CardState
from generator.terminal import terminal_safe

if TYPE_CHECKING:
    from fsrs import Rating
    from rich.console import Console

    from generator.model import Card
    from generator.quiz.answers import Verdict
    from generator.quiz.records import LessonStats, SessionSummary

# --- words for the screen ----------------------------------------------------

GRADE_HINT = "1 Again · 2 Hard · 3 Good · 4 Easy"


def shown(text: str) -> str:
    """Lesson text (or a typed answer) as it may reach the terminal: math made
    readable, every control character written as a visible escape.

    Args:
        text: Text from a lesson, a card or the learner.

    Returns:
        The text through :func:`generator.quiz.mathtext.plain_math` and
        :func:`generator.terminal.terminal_safe`.
    """
    return terminal_safe(plain_math(text))


def parse_grade(text: str, proposed: Rating) -> Rating | None:
    """Read a typed grade: ``1``–``4``, a grade's name or initial; empty is ``proposed``.

    Args:
        text: The typed line.
        proposed: The grade an empty line means.

    Returns:
        The grade, or None when the text is not one.
    """
    word = text.strip().lower()
    if not word:
        return proposed
    ratings = type(proposed)  # fsrs.Rating, without importing fsrs here
    if word in ("1", "2", "3", "4"):
        return ratings(int(word))
    for rating in ratings:
        if word in (rating.name.lower(), rating.name[0].lower()):
            return rating
    return None


def until(moment: datetime, now: datetime) -> str:
    """How long until ``moment``, in words: ``now``, ``in 10 minutes``, ``in 3 days``.

    Args:
        moment: A later (or earlier) time.
        now: The current time.

    Returns:
        A short phrase.
    """
    seconds = (moment - now).total_seconds()
    if seconds < 30:
        return "now"
    for unit, size in (("month", 30 * 86400), ("week", 7 * 86400), ("day", 86400)):
        if seconds >= 2 * size or (unit == "day" and seconds >= 86400 - 1800):
            n = round(seconds / size)
            return f"in {n} {unit}{'s' if n != 1 else ''}"
    for unit, size in (("hour", 3600), ("minute", 60)):
        if seconds >= size or unit == "minute":
            n = max(1, round(seconds / size))
            return f"in {n} {unit}{'s' if n != 1 else ''}"
    return "now"  # pragma: no cover - the loop always returns


def _plan_lines(plan: SessionPlan, now: datetime, rekeyed: int) -> list[str]:
    lines = []
    if rekeyed:
        s = "s" if rekeyed != 1 else ""
        lines.append(f"Kept the history of {rekeyed} card{s} whose sentence was edited.")
    if plan.cards:
        parts = [f"{len(plan.due)} due", f"{len(plan.new)} new"]
        text = f"{len(plan.cards)} cards this session: " + ", ".join(parts) + "."
        if plan.due_left:
            text += f" {plan.due_left} more due cards wait (--limit N)."
        lines.append(text)
    else:
        text = "Nothing to study now."
        if plan.next_due is not None:
            text += f" Next card due {until(plan.next_due, now)}."
        if plan.new_left:
            text += f" {plan.new_left} new cards wait (--new N)."
        lines.append(text)
    return lines


def _summary_line(summary: SessionSummary) -> str:
    s = "s" if summary.reviewed != 1 else ""
    text = f"{summary.reviewed} review{s} saved, {summary.right} right."
    if summary.stopped:
        text = f"Stopped ({summary.stopped}). " + text
    if summary.next_due is not None:
        text += f" Next card due {until(summary.next_due, summary.now)}."
    return text


def _counter(position: Position) -> str:
    kind = "again" if position.again else ("new" if position.is_new else "review")
    return f"{kind} · {position.left} left"


def _when(state: CardState, now: datetime) -> str:
    local = state.due.astimezone(now.tzinfo)
    return f"due {until(state.due, now)} ({local:%Y-%m-%d %H:%M})"


# --- plain text, for scripts -------------------------------------------------


class PlainUI:
    """Plain text in, plain text out: one answer line and one grade line per card.

    Used when standard input is not a terminal. Prompts end with a newline
    so the output reads line by line; nothing is coloured.

    Args:
        stdin: Where answers and grades come from.
        stdout: Where the text goes.
    """

    def __init__(self, stdin: TextIO, stdout: TextIO) -> None:
        self._in = stdin
        self._out = stdout
        self._line = 0

    def _say(self, text: str = "") -> None:
        self._out.write(text + "\n")
        self._out.flush()

    def _read(self) -> str | None:
        line = self._in.readline()
        if not line:
            return None
        self._line += 1
        return line.rstrip("\r\n")

    def show_plan(self, plan: SessionPlan, now: datetime, rekeyed: int) -> None:
        """Say what the session holds."""
        for line in _plan_lines(plan, now, rekeyed):
            self._say(line)

    def show_card(self, card: Card, position: Position) -> None:
        """Print the card number, context line and question."""
        self._say()
        self._say(f"[{position.number}] {shown(context_line(card))} ({_counter(position)})")
        self._say(shown(card.front))

    def ask_answer(self, card: Card) -> str | None:
        """Print ``answer>`` and read a line."""
        self._say("answer>")
        return self._read()

    def show_verdict(self, card: Card, verdict: Verdict) -> None:
        """Print right/wrong, the difference or the worked steps, and the back."""
        for line in verdict_lines(card, verdict):
            self._say(line)

    def ask_grade(self, proposed: Rating) -> Rating | None:
        """Print the grade prompt and read a line.

        Raises:
            QuizError: If the line is not a grade (the script is out of step).
        """
        self._say(f"grade> {GRADE_HINT} (empty = {int(proposed)} {proposed.name})")
        line = self._read()
        if line is None:
            return None
        grade = parse_grade(line, proposed)
        if grade is None:
            raise QuizError(
                f"expected a grade (1-4, again/hard/good/easy or empty), got {line!r}",
                path="<stdin>",
                line=self._line,
            )
        return grade

    def show_saved(self, card: Card, grade: Rating, state: CardState, now: datetime) -> None:
        """Print ``saved: Good, due in 10 minutes (…)``."""
        self._say(f"saved: {grade.name}, {_when(state, now)}")

    def show_summary(self, summary: SessionSummary) -> None:
        """Print the session's summary line."""
        self._say()
        self._say(_summary_line(summary))

    def show_stats(self, stats: Sequence[LessonStats], now: datetime) -> None:
        """Print the statistics as an aligned plain-text table."""
        rows = [_STATS_HEADER, *(_stats_row(s) for s in stats)]
        widths = [max(len(r[i]) for r in rows) for i in range(len(_STATS_HEADER))]
        for row in rows:
            cells = [row[0].ljust(widths[0])]
            cells += [c.rjust(w) for c, w in zip(row[1:], widths[1:], strict=True)]
            self._say("  ".join(cells).rstrip())


_STATS_HEADER = ("lesson", "cards", "new", "due now", "today", "this week", "reviews", "right")


def _stats_row(s: LessonStats) -> tuple[str, ...]:
    share = "-" if s.share_right is None else f"{s.share_right:.0%}"
    return (
        terminal_safe(s.lesson_key),
        str(s.cards),
        str(s.new),
        str(s.due_now),
        str(s.due_today),
        str(s.due_week),
        str(s.reviews),
        share,
    )


def verdict_lines(card: Card, verdict: Verdict) -> list[str]:
    """The plain-text back of a card after an answer.

    Args:
        card: The card.
        verdict: The checked answer.

    Returns:
        Lines: the verdict, on a miss the expected and typed answers with
        ``^`` under each difference (or the worked steps of an exercise),
        then the back and the source.
    """
    from generator.quiz.answers import Outcome, diff_answer

    lines: list[str] = []
    outcome = verdict.outcome
    expected, typed, note = (
        terminal_safe(t) for t in (verdict.expected, verdict.typed, verdict.note)
    )
    if outcome is Outcome.CORRECT:
        lines.append(f"right: {expected}")
    elif outcome is Outcome.CLOSE:
        lines.append(f"right ({note}): {expected}")
    elif outcome is Outcome.REVEALED:
        lines.append(f"answer: {expected}")
    else:
        lines.append("wrong")
        if card.exercise is None:
            diff = diff_answer(verdict.expected, verdict.typed)
            exp_marks, typed_marks = diff.markers()
            lines.append(f"  expected: {expected}")
            if exp_marks:
                lines.append(f"            {exp_marks}")
            lines.append(f"  typed:    {typed}")
            if typed_marks:
                lines.append(f"            {typed_marks}")
        else:
            tol = card.exercise.tolerance
            lines.append(f"  expected: {expected} (± {tol:g})")
            lines.append(f"  typed:    {typed}" + (f" ({note})" if note else ""))
    if card.exercise is not None and card.exercise.steps and not outcome.is_right:
        lines.append("  steps:")
        lines.extend(f"    {i}. {shown(s)}" for i, s in enumerate(card.exercise.steps, 1))
    lines.extend(f"  {shown(b)}" for b in card.back_extra)
    if card.source_text:
        where = f" ({terminal_safe(str(card.source))})" if card.source else ""
        lines.append(f"  source{where}: {shown(card.source_text)}")
    said = moment(card.start, card.video)
    if said is not None:
        text, link = said
        lines.append(terminal_safe(f"  said at {text}" + (f": {link}" if link else "")))
    return lines


# --- rich, for a terminal ----------------------------------------------------


_ESC = "\x1b["
_GAP = re.compile(r"\[\.\.\.\]|_{3,}")


class TerminalUI:
    """The terminal screen: a card front drawn at once, the rest laid out with ``rich``.

    The front of a card (context line, how many are left, a rule, the
    question) and the prompts are written with plain ANSI styles, so the
    first card appears without waiting for ``rich`` to load (it takes longer
    to import than Python takes to start). ``rich`` is imported once the
    first answer is in, and lays out the rest: the verdict with the
    difference marked, the back, the statistics table. Answers are read with
    :func:`input`, with line editing when :mod:`readline` is available.

    Args:
        stdout: Where the screen goes.
        read: Reads one line after writing its prompt (:func:`input` by default).
        console: The rich console (made on first use by default).
        color: Use colour and styles (default: unless ``NO_COLOR`` is set or
            ``TERM`` is ``dumb``).
        width: Screen width (default: the terminal's).
    """

    def __init__(
        self,
        stdout: TextIO,
        *,
        read: Callable[[str], str] = input,
        console: Console | None = None,
        color: bool | None = None,
        width: int | None = None,
    ) -> None:
        import os

        self._out = stdout
        self._read = read
        self._console = console
        if color is None:
            color = "NO_COLOR" not in os.environ and os.environ.get("TERM") != "dumb"
        self._color = color
        if width is None:
            try:
                width = os.get_terminal_size(stdout.fileno()).columns
            except (OSError, ValueError, AttributeError):
                width = 80
        self._width = max(30, width)
        # readline must be told which prompt characters take no room on screen.
        self._readline = read is input and "readline" in sys.modules

    # --- drawing without rich -------------------------------------------------------

    def _style(self, text: str, codes: str, *, prompt: bool = False) -> str:
        if not self._color or not text:
            return text
        on, off = f"{_ESC}{codes}m", f"{_ESC}0m"
        if prompt and self._readline:
            on, off = f"\001{on}\002", f"\001{off}\002"
        return f"{on}{text}{off}"

    def _write(self, text: str) -> None:
        self._out.write(text + "\n")
        self._out.flush()

    def _ask(self, prompt: str) -> str | None:
        try:
            return self._read(prompt)
        except EOFError:
            self._write("")
            return None

    @property
    def console(self) -> Console:
        """The rich console, made on first use (after the first answer, not before)."""
        if self._console is None:
            from rich.console import Console

            self._console = Console(
                file=self._out,
                width=self._width,
                highlight=False,
                emoji=False,
                no_color=not self._color,
                color_system="auto" if self._color else None,
            )
        return self._console

    def show_plan(self, plan: SessionPlan, now: datetime, rekeyed: int) -> None:
        """Say what the session holds."""
        for line in _plan_lines(plan, now, rekeyed):
            self._write(self._style(line, "2" if plan.cards else "1"))

    def show_card(self, card: Card, position: Position) -> None:
        """The context line with how many are left, a rule, then the question."""
        import textwrap

        width = self._width
        counter = _counter(position)
        room = max(10, width - len(counter) - 1)
        context = textwrap.wrap(shown(context_line(card)), room) or [""]
        first = context[0].ljust(room)
        lines = ["", self._style(first, "2") + " " + self._style(counter, "1")]
        lines += [self._style(more, "2") for more in context[1:]]
        lines.append(self._style("─" * width, "2"))
        lines.append("")
        for line in textwrap.wrap(shown(card.front), width - 4) or [""]:
            lines.append("  " + _GAP.sub(lambda m: self._style(m.group(0), "1;36"), line))
        lines.append("")
        self._write("\n".join(lines))

    def ask_answer(self, card: Card) -> str | None:
        """Prompt ``answer ›`` and read a line (Enter alone reveals the back)."""
        return self._ask(self._style("answer", "1", prompt=True) + " › ")

    def ask_grade(self, proposed: Rating) -> Rating | None:
        """Prompt for a grade until one is given; Enter accepts ``proposed``."""
        hint = self._style(f"[Enter = {int(proposed)} {proposed.name}]", "2", prompt=True)
        prompt = f"{self._style('grade', '1', prompt=True)} {GRADE_HINT}  {hint} › "
        while True:
            line = self._ask(prompt)
            if line is None:
                return None
            grade = parse_grade(line, proposed)
            if grade is not None:
                return grade
            self._write(self._style("  type 1, 2, 3 or 4 (or Enter)", "33"))

    def show_saved(self, card: Card, grade: Rating, state: CardState, now: datetime) -> None:
        """One dim line: saved, the grade, when the card is due."""
        self._write(self._style(f"  saved · {grade.name} · {_when(state, now)}", "2"))

    def show_summary(self, summary: SessionSummary) -> None:
        """The session's summary line."""
        self._write("")
        self._write(self._style(_summary_line(summary), "1"))

    # --- laid out with rich ---------------------------------------------------------

    def show_verdict(self, card: Card, verdict: Verdict) -> None:
        """Right or wrong with the difference marked, steps after a miss, then the back."""
        from rich.padding import Padding
        from rich.table import Table
        from rich.text import Text

        from generator.quiz.answers import Outcome, diff_answer

        c = self.console
        outcome = verdict.outcome
        expected, typed, note = (
            terminal_safe(t) for t in (verdict.expected, verdict.typed, verdict.note)
        )
        if outcome is Outcome.CORRECT:
            c.print(Text.assemble(("  ✓ right  ", "bold green"), expected))
        elif outcome is Outcome.CLOSE:
            c.print(Text.assemble(("  ✓ right  ", "bold green"), expected, (f"  ({note})", "dim")))
        elif outcome is Outcome.REVEALED:
            c.print(Text.assemble(("  answer  ", "bold cyan"), expected))
        else:
            c.print(Text("  ✗ not quite", style="bold red"))
            grid = Table.grid(padding=(0, 2))
            grid.add_column(style="dim")
            grid.add_column()
            if card.exercise is None:
                diff = diff_answer(verdict.expected, verdict.typed)
                expected_text = Text()
                for seg in diff.expected:
                    marked = "" if seg.same else "bold green underline"
                    expected_text.append(terminal_safe(seg.text), style=marked)
                typed_text = Text()
                for seg in diff.typed:
                    marked = "" if seg.same else "bold red underline"
                    typed_text.append(terminal_safe(seg.text), style=marked)
                grid.add_row("expected", expected_text)
                grid.add_row("you typed", typed_text)
            else:
                tol = f" (± {card.exercise.tolerance:g})"
                grid.add_row("expected", Text.assemble((expected, "bold green"), tol))
                grid.add_row("you typed", Text.assemble((typed, "bold red"), (f"  {note}", "dim")))
            c.print(Padding(grid, (0, 4)))
        if card.exercise is not None and card.exercise.steps and not outcome.is_right:
            steps = Text("\n").join(
                Text(f"{i}. {shown(s)}") for i, s in enumerate(card.exercise.steps, 1)
            )
            c.print(Padding(Text.assemble(("steps\n", "bold"), steps), (0, 4)))
        back = [Text(shown(b)) for b in card.back_extra]
        if card.source_text:
            source = Text(shown(card.source_text), style="italic")
            if card.source:
                source.append(f"  {terminal_safe(str(card.source))}", style="dim")
            said = moment(card.start, card.video)
            if said is not None:
                text, link = said
                link = terminal_safe(link) if link else None
                source.append(
                    f"  {terminal_safe(text)}", style=f"dim link {link}" if link else "dim"
                )
            back.append(source)
        if back:
            c.print(Padding(Text("\n").join(back), (1, 2, 0, 2)), style="dim")

    def show_stats(self, stats: Sequence[LessonStats], now: datetime) -> None:
        """The statistics as a rich table."""
        from rich.table import Table

        table = Table(title=f"Progress at {now:%Y-%m-%d %H:%M}", title_style="bold")
        table.add_column("lesson")
        for name in _STATS_HEADER[1:]:
            table.add_column(name, justify="right")
        for s in stats:
            table.add_row(*_stats_row(s))
        self.console.print(table)


def make_ui(stdin: TextIO, stdout: TextIO) -> QuizUI:
    """The terminal UI when ``stdin`` is a terminal, else the plain one for scripts.

    Args:
        stdin: Standard input.
        stdout: Standard output.

    Returns:
        A :class:`TerminalUI` or a :class:`PlainUI`.
    """
    if not stdin.isatty():
        return PlainUI(stdin, stdout)
    with suppress(ImportError):  # not on every platform
        import readline  # noqa: F401 - gives input() line editing and history
    return TerminalUI(stdout)
