"""Adversarial input of issue 12: nothing dropped, nothing injected, nothing hangs.

Each test names the finding of issue 12 it covers (#3 deep nesting, #5 terminal
escapes, #6 huge numbers, #8 FIFOs and devices, #9 clock variables out of
range, #12 machine paths on cards, #14 argument errors, #15 README and UTF-16).
Commands that could block before the fix (a FIFO, ``/dev/zero``) run in a
child process with a generous timeout, so a regression fails instead of
hanging the suite; no test asserts how long anything takes.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import zipfile
from fractions import Fraction
from pathlib import Path

import pytest
from conftest import CONTROLS, ROOT, SAMPLE

from generator import sources, terminal
from generator.check import find_examples
from generator.cli import build_parser, main, quiz_start
from generator.errors import GeneratorError, LessonError, OutputError
from generator.numbers import find_numbers
from generator.reader import MAX_NESTING, parse_lesson, read_lesson, shown_path
from generator.writers.anki import MAX_EPOCH, build_epoch

HEADER = (
    "# Title\n\nA course · Lesson 3 of 9 · 2:00\n\n## Learning objective\n\nLearn it.\n\n"
    "## Visual context\n\nadvantage, return\n\n"
)


def lesson(narration: str, *, header: str = HEADER) -> str:
    return f"{header}## Narration transcript\n\n{narration}\n"


def run_cli(
    *args: str, cwd: Path = ROOT, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``python -m generator`` in a child process (a guard against hangs, not a timing)."""
    return subprocess.run(
        [sys.executable, "-m", "generator", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, **(env or {})},
    )


def nested_list(depth: int, text: str) -> str:
    """A bullet list ``depth`` levels deep whose innermost item is ``text``."""
    lines = ["   " * level + "- level" for level in range(depth - 1)]
    lines.append("   " * (depth - 1) + "- " + text)
    return "\n".join(lines) + "\n"


# --- #3 deep nesting ---------------------------------------------------------------


def test_ten_levels_of_lists_keep_the_narration_after_them() -> None:
    text = lesson(
        "First sentence here.\n\n"
        + nested_list(10, "The deepest item.")
        + "\nAfter the deep list.\n\nAnother paragraph later."
    )
    statements = [s.text for s in parse_lesson(text, "deep.md").statements]
    assert statements[0] == "First sentence here."
    assert statements[-3:] == [
        "The deepest item.",
        "After the deep list.",
        "Another paragraph later.",
    ]


def test_eleven_levels_in_the_objective_do_not_hide_the_narration() -> None:
    header = "# Title\n\n## Learning objective\n\n" + nested_list(11, "Deep objective.") + "\n"
    parsed = parse_lesson(lesson("The narration is here.", header=header), "obj.md")
    assert [s.text for s in parsed.statements] == ["The narration is here."]


def test_forty_levels_of_quotes_are_read() -> None:
    text = lesson("Before.\n\n" + "> " * 40 + "Quoted deep.\n\nAfter the quote.")
    assert [s.text for s in parse_lesson(text, "q.md").statements] == [
        "Before.",
        "Quoted deep.",
        "After the quote.",
    ]


@pytest.mark.parametrize(
    "body",
    [nested_list(MAX_NESTING // 2 + 5, "Too deep."), "> " * (MAX_NESTING + 5) + "Too deep.\n"],
    ids=["list", "quote"],
)
def test_nesting_beyond_the_limit_is_an_error_at_its_line(body: str) -> None:
    text = lesson("First.\n\n" + body + "\nAfter it.")
    with pytest.raises(LessonError) as info:
        parse_lesson(text, "deep.md")
    assert info.value.path == "deep.md"
    assert info.value.line is not None
    lines = text.splitlines()
    assert lines[info.value.line - 1].lstrip().startswith(("-", ">"))
    assert "nested too deeply" in info.value.message


# --- #5 terminal escape injection --------------------------------------------------

INJECTIONS = [
    "\x1b]52;c;SGVsbG8=\x07",  # OSC 52: write the clipboard
    "\x1b]0;pwned\x07",  # window title
    "\x1b[2J\x1b[H",  # clear the screen
    "\x1b[8mhidden\x1b[0m",  # concealed text
    "\x9b31m",  # C1 CSI
    "\u202eevil",  # right-to-left override
]


def _hostile_lesson(tmp_path: Path) -> Path:
    sentences = [f"Sentence {n} has a control {c} inside it." for n, c in enumerate(CONTROLS)]
    sentences += [f"Injected {n} {seq} here." for n, seq in enumerate(INJECTIONS)]
    sentences.append(
        "With gamma point nine and success two steps later, the earlier action receives "
        "return point eight one \x1b[8m."
    )
    header = (
        "# Title \x1b]0;title\x07 \x9b2J end\n\nA course \x1b[31m · Lesson 3 of 9 · 2:00\n\n"
        "## Learning objective\n\nLearn \x1b]52;c;eA==\x07 it.\n\n"
        "## Visual context\n\nadvantage, GAE \x1b[8m\n\n"
    )
    folder = tmp_path / "src\x1b[2J"
    folder.mkdir()
    path = folder / "hostile\x1b]0;x\x07.md"
    path.write_text(lesson(" ".join(sentences), header=header), "utf-8")
    return path


def _assert_no_controls(output: str, what: str) -> None:
    bad = sorted({f"U+{ord(c):04X}" for c in output if terminal.terminal_safe(c, keep="\n") != c})
    assert not bad, f"{what} printed raw control characters: {bad}"


def test_terminal_safe_escapes_every_control_visibly() -> None:
    for char in [*CONTROLS, "\x00", "\r", "\u202e", "\u2066"]:
        shown = terminal.terminal_safe(f"a{char}b")
        assert char not in shown and shown.startswith("a\\") and shown.endswith("b"), repr(char)
    assert terminal.terminal_safe("line one\nline two\tend", keep="\n\t") == (
        "line one\nline two\tend"
    )
    assert terminal.terminal_safe("no \x1b escape", keep="\x1b") == "no \\x1b escape"
    assert terminal.terminal_safe("plain é ü — text [b]x[/b]") == "plain é ü — text [b]x[/b]"
    assert terminal.is_terminal_safe("fine\n", keep="\n")
    assert not terminal.is_terminal_safe("\x1b[2J")


def test_parse_table_prints_no_control_characters(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _hostile_lesson(tmp_path)
    assert main(["parse", str(path)]) == 0
    out, err = capsys.readouterr()
    _assert_no_controls(out + err, "parse")
    assert "\\x1b" in out  # shown, visibly escaped


def test_parse_json_keeps_the_text_but_escapes_controls(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _hostile_lesson(tmp_path)
    assert main(["parse", str(path), "--json"]) == 0
    out, _ = capsys.readouterr()
    _assert_no_controls(out, "parse --json")
    data = json.loads(out)
    texts = " ".join(s["text"] for s in data["statements"])
    assert "\x1b]52;c;SGVsbG8=\x07" in texts and "\x9b31m" in texts  # the value is kept


def test_build_and_check_print_no_control_characters(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _hostile_lesson(tmp_path)
    code = main(["build", str(path.parent), "-o", str(tmp_path / "out"), "--exercises", "1"])
    out, err = capsys.readouterr()
    assert code == 0, err
    _assert_no_controls(out + err, "build")
    assert "Title" in out and "hostile" in out
    main(["check", str(path)])
    out, err = capsys.readouterr()
    _assert_no_controls(out + err, "check")
    assert "discounted_return" in out
    assert main(["exercises", str(path), "--count", "2"]) == 0
    out, err = capsys.readouterr()
    _assert_no_controls(out + err, "exercises")
    assert "\\x1b" in out  # the lesson's sentence, shown escaped


def test_error_messages_print_no_control_characters(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "gone\x1b]52;c;eA==\x07.md"
    assert main(["parse", str(missing)]) == 1
    _, err = capsys.readouterr()
    _assert_no_controls(err, "error")
    assert err.startswith("error: ") and err.count("\n") == 1


# --- #6 hangs and overflows from numbers in the text -----------------------------------


@pytest.mark.parametrize("words", ["ten thousand", "one hundred thousand", "one million"])
def test_a_huge_delay_is_not_expanded_into_a_rewards_vector(words: str) -> None:
    text = lesson(
        f"With gamma point nine and success {words} steps later, the earlier action "
        "receives return point eight one."
    )
    examples = find_examples(parse_lesson(text, "far.md"))
    assert all(len(str(e.params)) < 10_000 for e in examples)
    assert all(sum(len(s) for s in e.steps) < 20_000 for e in examples)


HUGE = ["1e308", "1e309", "1e400", "99999999999999999999", "12345678901234567890123", "1e-400"]
TEMPLATES = [
    "With gamma {x} and success two steps later, the earlier action receives return {x}.",
    "With gamma point nine and success {x} steps later, the earlier action receives return "
    "point eight one.",
    "With gamma point nine and a reward of {x} two steps later, the return is {x}.",
    "If observed return is {x} and the baseline is point five, advantage is {x}.",
    "In the example, logits {x}, one, and point two become probabilities of roughly "
    "eighty-four, eleven, and five percent.",
    "At temperature {x}, logits three and one become probabilities of ninety and ten percent.",
    "With {x} samples of which three are correct, pass-at-five is point nine.",
    "A group of {x} with success rate point five is mixed with probability point nine.",
    "The new probability is {x} and the old probability is point five, so the ratio is {x}.",
]


@pytest.mark.parametrize("template", TEMPLATES)
def test_huge_numbers_in_the_text_raise_no_overflow(template: str) -> None:
    for x in HUGE:
        text = lesson(template.format(x=x) + " " + f"The total was {x} tokens.")
        parsed = parse_lesson(text, "big.md")
        json.dumps(parsed.to_json())
        for example in find_examples(parsed):
            json.dumps(example.to_json())


def test_numbers_beyond_float_range_are_not_read_as_numbers() -> None:
    values = [n.value for n in find_numbers("a budget of 1e300 and 1e-300")]
    assert values == [10**300, Fraction(1, 10**300)]
    assert find_numbers("a budget of 1e309 and 1e-400 and " + "9" * 320) == ()
    assert [n.value for n in find_numbers("0 and 0.0")] == [0, 0]


def test_build_of_huge_numbers_exits_cleanly(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    for n, template in enumerate(TEMPLATES):
        body = " ".join(template.format(x=x) for x in HUGE)
        (src / f"l{n}.md").write_text(
            lesson(body, header=HEADER.replace("Lesson 3", f"Lesson {n + 1}")), "utf-8"
        )
    result = run_cli("build", str(src), "-o", str(tmp_path / "out"), "--jobs", "1")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


# --- #8 FIFOs and devices as lessons -------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "lesson.md"
    os.mkfifo(fifo)
    with pytest.raises(LessonError, match="not a regular file") as info:
        read_lesson(fifo)
    assert info.value.path == str(fifo)
    result = run_cli("parse", str(fifo))
    assert (result.returncode, result.stdout) == (1, "")
    assert (
        result.stderr == f"error: {fifo}: not a regular file (a FIFO); give a lesson file (.md)\n"
    )


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_dev_zero_is_refused_without_reading_it() -> None:
    with pytest.raises(LessonError, match="not a regular file"):
        read_lesson(Path("/dev/zero"))
    result = run_cli("check", "/dev/zero")
    assert result.returncode == 1 and result.stderr.startswith("error: /dev/zero: not a regular")


def test_reading_stops_one_byte_past_the_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:

    path = tmp_path / "big.md"
    path.write_text(lesson("A sentence. " * 200), "utf-8")
    monkeypatch.setattr(sources, "MAX_BYTES", 100)
    with pytest.raises(LessonError, match="larger than"):
        read_lesson(path)


# --- #9 clock variables out of range ---------------------------------------------------


@pytest.mark.parametrize(
    "value", ["99999999999", "253402300800", "99999999999999999999", "1" * 5000, "-1", "1e9"]
)
def test_source_date_epoch_out_of_range_is_one_error(value: str) -> None:
    with pytest.raises(OutputError, match="SOURCE_DATE_EPOCH must be a whole number"):
        build_epoch({"SOURCE_DATE_EPOCH": value})


def test_source_date_epoch_limits_build(tmp_path: Path) -> None:
    assert build_epoch({"SOURCE_DATE_EPOCH": str(MAX_EPOCH)}) == MAX_EPOCH
    ok = run_cli(
        "build", str(SAMPLE), "-o", str(tmp_path / "a"), env={"SOURCE_DATE_EPOCH": str(MAX_EPOCH)}
    )
    assert ok.returncode == 0, ok.stderr
    bad = run_cli(
        "build",
        str(SAMPLE),
        "-o",
        str(tmp_path / "b"),
        env={"SOURCE_DATE_EPOCH": str(MAX_EPOCH + 1)},
    )
    assert bad.returncode == 1 and bad.stdout == ""
    assert bad.stderr.startswith("error: SOURCE_DATE_EPOCH") and bad.stderr.count("\n") == 1


@pytest.mark.parametrize(
    "value", ["9999-12-31T23:59:59", "0001-01-01T00:00:00+14:00", "1969-12-31T23:00:00", "junk"]
)
def test_lessondeck_now_out_of_range_is_one_error(value: str, tmp_path: Path) -> None:
    with pytest.raises(GeneratorError, match="LESSONDECK_NOW"):
        quiz_start({"LESSONDECK_NOW": value})
    result = subprocess.run(
        [sys.executable, "-m", "generator", "quiz", str(SAMPLE), "--db", str(tmp_path / "p.db")],
        input="x\n3\nx\n3\n",
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "LESSONDECK_NOW": value},
    )
    assert result.returncode == 1
    assert result.stderr.startswith("error: LESSONDECK_NOW") and result.stderr.count("\n") == 1


def test_lessondeck_now_in_range_is_kept() -> None:
    assert (
        quiz_start({"LESSONDECK_NOW": "2030-05-01T08:00:00+02:00"}) == "2030-05-01T08:00:00+02:00"
    )
    assert quiz_start({})  # the wall clock


# --- #12 no machine paths on cards ---------------------------------------------------


def test_shown_path_rule() -> None:
    assert shown_path(Path("source/script_04.md")) == "source/script_04.md"
    assert shown_path(Path("source/sub/x.md")) == "source/sub/x.md"
    assert shown_path(Path("/home/me/course/source/script_04.md")) == "source/script_04.md"
    assert shown_path(Path("../elsewhere/lessons/a.md")) == "lessons/a.md"
    assert shown_path(Path("/a.md")) == "a.md"


def test_cards_of_a_build_from_an_absolute_path_carry_no_machine_path(tmp_path: Path) -> None:
    assert read_lesson(SAMPLE.resolve()).path == "source/script_04.md"
    result = run_cli(
        "build", str(SAMPLE.parent.resolve()), "-o", str(tmp_path / "out"), cwd=tmp_path
    )
    assert result.returncode == 0, result.stderr
    machine = str(ROOT.resolve()).encode()
    with zipfile.ZipFile(tmp_path / "out" / "lessondeck.apkg") as package:
        collection = package.read("collection.anki2")
    assert b"source/script_04.md:" in collection
    assert machine not in collection
    assert machine not in (tmp_path / "out" / "lessondeck.manifest.json").read_bytes()


def test_errors_still_name_the_file_as_given(tmp_path: Path) -> None:
    path = tmp_path / "no_narration.md"
    path.write_text("# Title\n\n## Learning objective\n\nNothing.\n", "utf-8")
    with pytest.raises(LessonError) as info:
        read_lesson(path)
    assert info.value.path == str(path)


# --- #14 argument errors ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "names"),
    [
        (
            ["calc", "softmax", "--nope", "1"],
            ["lessondeck calc softmax", "--logits", "--temperature"],
        ),
        (
            ["calc", "discounted_return", "--gamma"],
            ["lessondeck calc discounted_return", "--rewards"],
        ),
        (["build", "--jobs", "many"], ["lessondeck build", "--output", "--jobs"]),
        (["quiz", "--unknown"], ["lessondeck quiz", "--limit"]),
        (["bild"], ["lessondeck", "invalid choice"]),
        ([], ["required"]),
    ],
)
def test_argument_errors_are_one_line_with_exit_1(
    argv: list[str], names: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 1
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("error: ") and err.count("\n") == 1, err
    assert "usage:" not in err
    for name in names:
        assert name in err


def test_argument_error_in_a_real_process_exits_1() -> None:
    result = run_cli("calc", "softmax", "--bogus", "3")
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.startswith(
        "error: lessondeck calc softmax: unrecognized arguments: --bogus"
    )
    assert "--logits" in result.stderr and result.stderr.count("\n") == 1


def test_version_and_help_exit_0(capsys: pytest.CaptureFixture[str]) -> None:
    from generator import __version__

    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0
    assert capsys.readouterr().out == f"lessondeck {__version__}\n"
    with pytest.raises(SystemExit) as info:
        main(["calc", "softmax", "--help"])
    assert info.value.code == 0


# --- #15 README and UTF-16 --------------------------------------------------------------


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_utf16_files_are_named_as_such(tmp_path: Path, encoding: str) -> None:
    path = tmp_path / "wide.md"
    path.write_bytes(lesson("Hello there.").encode(encoding))
    with pytest.raises(LessonError) as info:
        read_lesson(path)
    assert info.value.message == "UTF-16 is not supported, save as UTF-8"


def test_a_binary_file_is_still_binary(tmp_path: Path) -> None:
    path = tmp_path / "image.md"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    with pytest.raises(LessonError, match="binary file"):
        read_lesson(path)


README = (ROOT / "README.md").read_text("utf-8")


def test_readme_needs_nothing_outside_the_repository() -> None:
    assert "../shared/DESIGN.md" not in README and "](../" not in README
    assert "LESSONDECK_SHARED" in README
    for key in (
        '"statements"',
        '"glossary"',
        '"examples"',
        '"exercises"',
        '"stated"',
        '"tolerance"',
    ):
        assert key in README, key


def _headings() -> dict[str, str]:
    return {
        m.group(1): m.group(0)
        for m in re.finditer(r"^### `lessondeck (\w+)[^`]*`", README, re.MULTILINE)
    }


def test_readme_writes_options_with_defaults_as_optional() -> None:
    parser = build_parser()
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    headings = _headings()
    for name, sub in action.choices.items():
        heading = headings[name]
        for option in sub._actions:
            if not option.option_strings or option.required or option.default is None:
                continue
            for flag in option.option_strings:
                if re.search(rf"(?<![\w-]){re.escape(flag)}(?![\w-])", heading):
                    assert re.search(rf"\[{re.escape(flag)}[ |\]]", heading), (name, flag, heading)
