"""The command line as a user runs it: help for every command, one-line errors, JSON contracts."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT, SAMPLE

from generator.cli import build_parser, main


def _subcommands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


def run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """The installed package as ``python -m generator`` in a real process."""
    return subprocess.run(
        [sys.executable, "-m", "generator", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_every_documented_command_exists_and_has_help(capsys: pytest.CaptureFixture[str]) -> None:
    commands = _subcommands()
    expected = {"build", "parse", "check", "exercises", "calc", "worksheet", "quiz"}
    assert expected <= set(commands)
    readme = (ROOT / "README.md").read_text("utf-8")
    for name, parser in commands.items():
        assert parser.description, name
        assert f"lessondeck {name}" in readme, f"README does not document {name}"
        with pytest.raises(SystemExit) as info:
            main([name, "--help"])
        assert info.value.code == 0
        assert "usage: lessondeck " + name in capsys.readouterr().out


@pytest.mark.parametrize("columns", ["37", "120", "0", "wide", None])
def test_help_is_as_wide_as_argparse_makes_it(
    columns: str | None, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # The parsers size their help without shutil, as argparse's own formatter does with it.
    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    else:
        monkeypatch.setenv("COLUMNS", columns)
    for name in ("quiz", "calc"):
        with pytest.raises(SystemExit):
            main([name, "--help"])
        ours = capsys.readouterr().out
        parser = build_parser(name)
        for each in [parser, *_subcommands_of(parser).values()]:
            each.formatter_class = argparse.HelpFormatter
        with pytest.raises(SystemExit):
            parser.parse_args([name, "--help"])
        assert ours == capsys.readouterr().out
        assert ours.count("\n") > 5


def _subcommands_of(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


def test_python_dash_m_and_top_level_help() -> None:
    result = run("--help")
    assert result.returncode == 0
    for name in _subcommands():
        assert name in result.stdout


def test_parse_json_contract_through_a_real_process() -> None:
    result = run("parse", "source/script_04.md", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert set(data) == {"lesson", "statements", "glossary"}
    assert data["lesson"]["path"] == "source/script_04.md"
    assert {"title", "series", "number", "total", "duration", "objective", "terms", "path"} <= set(
        data["lesson"]
    )
    first = data["statements"][0]
    assert {"id", "kind", "tags", "text", "line", "section", "numbers"} <= set(first)
    gae = next(g for g in data["glossary"] if g["term"] == "GAE")
    assert gae == {**gae, "expansion": "Generalized Advantage Estimation", "line": 29}


def test_parse_table_shows_kinds_and_lines(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["parse", str(SAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "caveat" in out and "claim" in out and "Rewards and credit assignment" in out


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"", ":1: empty file"),
        (b"# T\n\n## Narration transcript\n\nfine\n\nbad \xff byte\n", ":7: invalid UTF-8"),
        (b"\x00\x01\x02binary", ": binary file"),
        (b"# Only a title\n", ": no '## Narration transcript' section"),
    ],
)
def test_bad_files_give_one_line_and_exit_1(tmp_path: Path, content: bytes, expected: str) -> None:
    path = tmp_path / "bad.md"
    path.write_bytes(content)
    for command in (["parse", str(path)], ["build", str(path), "-o", str(tmp_path / "out")]):
        result = run(*command)
        assert result.returncode == 1, result
        assert result.stderr.startswith(f"error: {path}"), result.stderr
        assert expected in result.stderr
        assert "Traceback" not in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())


def test_missing_path_and_empty_folder(tmp_path: Path) -> None:
    result = run("check", str(tmp_path / "nope"))
    assert result.returncode == 1 and "no such file or folder" in result.stderr
    result = run("build", str(tmp_path), "-o", str(tmp_path / "decks"))
    assert (
        result.returncode == 1 and "no lesson scripts or captions in this folder" in result.stderr
    )


def test_a_large_file_parses(tmp_path: Path) -> None:
    """A script of several MB is read in one go (linear time is measured by bench_parse)."""
    text = SAMPLE.read_text("utf-8")
    head, rest = text.split("## Narration transcript", 1)
    narration = rest.split("## Provenance", 1)[0]
    big = head + "## Narration transcript\n" + narration * 200
    path = tmp_path / "big.md"
    path.write_text(big, "utf-8")
    assert len(big) > 500_000
    assert main(["parse", str(path), "--json"]) == 0


def test_build_reports_notes_gone_from_the_source(tmp_path: Path) -> None:
    lesson = tmp_path / "lessons" / "script_04.md"
    lesson.parent.mkdir()
    text = SAMPLE.read_text("utf-8")
    lesson.write_text(text, "utf-8")
    out = tmp_path / "decks"
    first = run("build", str(lesson.parent), "-o", str(out))
    assert first.returncode == 0, first.stderr
    assert "gone from the source" not in first.stdout
    sentence = (
        "Observations condition later actions but are masked out of the policy-gradient loss."
    )
    assert sentence in text
    lesson.write_text(text.replace(sentence, ""), "utf-8")
    second = run("build", str(lesson.parent), "-o", str(out))
    assert second.returncode == 0, second.stderr
    assert "gone from the source" in second.stdout
    assert "tag:lessondeck::removed" in second.stdout
    assert "Observations condition later actions" in second.stdout


def test_quiz_prints_the_readers_warnings_cold_and_warm(tmp_path: Path) -> None:
    """The quiz routes library warnings to stderr once it reads captions, from the cache or not."""
    cues = [(0, "Reward models score a whole answer."), (3, "A terminal score is ambiguous.")]
    captions = tmp_path / "a.vtt"  # no WEBVTT header: read with a warning
    captions.write_text(
        "\n".join(f"00:00:0{s}.000 --> 00:00:0{s + 2}.000\n{text}\n" for s, text in cues), "utf-8"
    )
    env = {**os.environ, "LESSONDECK_CACHE_DIR": str(tmp_path / "cache")}
    env["LESSONDECK_NOW"] = "2025-03-03T09:00:00+00:00"
    warning = f"warning: {captions.as_posix()}:1: no 'WEBVTT' header; read as WebVTT"
    for run in ("cold", "warm"):
        db = tmp_path / f"{run}.sqlite3"
        result = subprocess.run(
            [sys.executable, "-m", "generator", "quiz", str(captions), "--db", str(db)],
            env=env,
            input="",
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0, result.stderr
        lines = result.stderr.splitlines()
        assert lines and set(lines) == {warning}, (run, result.stderr)
