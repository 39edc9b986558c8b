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

from generator.model import Lesson, Statement, StatementKind
from generator.terminal import terminal_safe


def _text(value: str, style: str = "") -> Text:
    """Lesson text for rich: no markup, no control characters."""
    return Text(terminal_safe(value), style=style)


def _number_label(value: object, unit: str | None) -> str:
    text = f"{value}"
    return f"{text}%" if unit == "percent" else text


_CHUNK = 200
"""Rows per printed table: the statements are printed in slices of this many."""

_MAX_SIDE = 24
"""The widest the tags and numbers columns get (longer cells wrap), at most a sixth of the width."""


def _numbers(statement: Statement) -> str:
    return ", ".join(_number_label(n.to_json()["value"], n.unit) for n in statement.quantities)


def _tags(statement: Statement) -> str:
    return " ".join(t.value for t in statement.tags)


def _print_statements(lesson: Lesson, console: Console) -> None:
    """The statements as one table, printed slice by slice as the rows are made.

    Each slice is a table of at most :data:`_CHUNK` rows with the same fixed
    column widths and no outer edge, so the slices line up as one table while
    only one slice's cells are held at a time (a 5 MB lesson's table is not
    built whole before printing).
    """
    statements = lesson.statements
    side = max(4, min(_MAX_SIDE, console.width // 6))
    widths = {
        "line": max((len(str(s.line)) for s in statements), default=1),
        "kind": max(len(k.value) for k in StatementKind),
        "tags": min(side, max((len(_tags(s)) for s in statements), default=0)),
        "numbers": min(side, max((len(_numbers(s)) for s in statements), default=0)),
    }
    widths = {name: max(width, len(name)) for name, width in widths.items()}

    def table(header: bool) -> Table:
        t = Table(show_lines=False, expand=True, show_header=header, show_edge=False)
        t.add_column("line", justify="right", no_wrap=True, width=widths["line"])
        t.add_column("kind", no_wrap=True, width=widths["kind"])
        t.add_column("tags", style="dim", width=widths["tags"])
        t.add_column("statement", ratio=1)
        t.add_column("numbers", style="cyan", width=widths["numbers"])
        return t

    current = table(header=True)
    section: str | None = None
    for statement in statements:
        if current.row_count >= _CHUNK:
            console.print(current)
            current = table(header=False)
        if statement.section != section and statement.section is not None:
            current.add_row("", "", "", _text(f"§ {statement.section}", style="bold"), "")
        section = statement.section
        kind = Text(
            statement.kind.value,
            style="bold yellow" if statement.kind is StatementKind.CAVEAT else "green",
        )
        current.add_row(
            str(statement.line),
            kind,
            _text(_tags(statement)),
            _text(statement.text),
            _text(_numbers(statement)),
        )
    console.print(current)


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

    _print_statements(lesson, console)

    if lesson.glossary:
        gloss = Table(title="Glossary", expand=True)
        gloss.add_column("line", justify="right", no_wrap=True)
        gloss.add_column("term", style="bold")
        gloss.add_column("expansion", ratio=1)
        for entry in lesson.glossary:
            gloss.add_row(str(entry.line), _text(entry.term), _text(entry.expansion or ""))
        console.print(gloss)
