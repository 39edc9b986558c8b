"""The ``parse`` table (generator.display): printed in slices that line up as one table."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console

from generator import display
from generator.reader import parse_lesson

SAMPLE = Path(__file__).resolve().parents[1] / "source" / "script_04.md"


def _print(chunk: int, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    monkeypatch.setattr(display, "_CHUNK", chunk)
    lesson = parse_lesson(SAMPLE.read_text("utf-8"), "script_04.md")
    out = io.StringIO()
    display.print_lesson(lesson, Console(file=out, width=100, color_system=None))
    return out.getvalue().splitlines()


def test_sliced_table_is_the_same_as_one_slice(monkeypatch: pytest.MonkeyPatch) -> None:
    whole = _print(10_000, monkeypatch)
    sliced = _print(3, monkeypatch)
    assert sliced == whole
    assert sum("statement" in line and "┃" in line for line in sliced) == 1


def test_every_statement_row_is_printed_aligned(monkeypatch: pytest.MonkeyPatch) -> None:
    lines = _print(4, monkeypatch)
    lesson = parse_lesson(SAMPLE.read_text("utf-8"), "script_04.md")
    head = next(i for i, line in enumerate(lines) if "╇" in line)
    end = next(i for i, line in enumerate(lines) if "Glossary" in line)
    rows = lines[head + 1 : end]
    assert {line.index("│") for line in rows if "│" in line} == {lines[head].index("╇")}
    firsts = [line.split("│")[0].strip() for line in rows]
    numbered = [int(cell) for cell in firsts if cell]
    assert numbered == [s.line for s in lesson.statements]
