"""Readable terminal views of parsed lessons (``lessondeck parse`` without ``--json``).

Uses rich for colour and tables when writing to a terminal; rich falls back to
plain text when the output is piped. Every string taken from the lesson goes
in as a :class:`rich.text.Text` (never as rich markup) and through
:func:`generator.terminal.terminal_safe`, so brackets in a lesson are not
markup and control characters in it never reach the terminal.
"""

from __future__ import annotations

from rich.console import Console
from rich.table import Table
from rich.text import Text

from generator.model import Lesson, StatementKind
from generator.terminal import terminal_safe


def _text(value: str, style: str = "") -> Text:
    """Lesson text for rich: no markup, no control characters."""
    return Text(terminal_safe(value), style=style)


def _number_label(value: object, unit: str | None) -> str:
    text = f"{value}"
    return f"{text}%" if unit == "percent" else text


def print_lesson(lesson: Lesson, console: Console | None = None) -> None:
    """Print a lesson's header, its statements as a table and its glossary.

    Args:
        lesson: The parsed lesson.
        console: Where to print; standard output when None.
    """
    console = console or Console()
    heading = _text(lesson.title, style="bold")
    if lesson.series:
        number = f" · Lesson {lesson.number}" if lesson.number is not None else ""
        total = f" of {lesson.total}" if lesson.total is not None else ""
        heading.append("\n")
        heading.append(_text(f"{lesson.series}{number}{total}", style="dim"))
    console.print(heading)
    if lesson.objective:
        console.print(_text(f"Objective: {lesson.objective}", style="italic"))
    caveats = sum(s.kind is StatementKind.CAVEAT for s in lesson.statements)
    console.print(
        _text(
            f"{lesson.path}: {len(lesson.statements)} statements, {caveats} caveats, "
            f"{len(lesson.glossary)} glossary entries"
        )
    )

    table = Table(show_lines=False, expand=True)
    table.add_column("line", justify="right", no_wrap=True)
    table.add_column("kind", no_wrap=True)
    table.add_column("tags", style="dim")
    table.add_column("statement", ratio=1)
    table.add_column("numbers", style="cyan")
    section: str | None = None
    for statement in lesson.statements:
        if statement.section != section and statement.section is not None:
            table.add_row("", "", "", _text(f"§ {statement.section}", style="bold"), "")
        section = statement.section
        kind = Text(
            statement.kind.value,
            style="bold yellow" if statement.kind is StatementKind.CAVEAT else "green",
        )
        numbers = ", ".join(
            _number_label(n.to_json()["value"], n.unit) for n in statement.quantities
        )
        table.add_row(
            str(statement.line),
            kind,
            _text(" ".join(t.value for t in statement.tags)),
            _text(statement.text),
            _text(numbers),
        )
    console.print(table)

    if lesson.glossary:
        gloss = Table(title="Glossary", expand=True)
        gloss.add_column("line", justify="right", no_wrap=True)
        gloss.add_column("term", style="bold")
        gloss.add_column("expansion", ratio=1)
        for entry in lesson.glossary:
            gloss.add_row(str(entry.line), _text(entry.term), _text(entry.expansion or ""))
        console.print(gloss)
