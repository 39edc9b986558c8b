"""The scripts that write, check and join a new unseen set (scripts/writer_prompt.py,
scripts/missed_examples.py, scripts/check_all.py): run as the written README's recipe runs
them."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = ROOT / "scripts"
WRITTEN = ROOT / "tests" / "data" / "written"
COURSE_LINE = re.compile(r"^(?P<name>.+ evaluation set) · Lesson (?P<n>\d+) of \d+ · ", re.M)


def _run(script: str, *args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPTS / script), *args],
        capture_output=True,
        text=True,
        check=False,
        cwd=cwd,
    )


def test_the_writer_prompt_names_each_set_as_its_lessons_do() -> None:
    sys.path.insert(0, str(SCRIPTS))
    try:
        from writer_prompt import FIRST_OF_250, ordinal_words
    finally:
        sys.path.remove(str(SCRIPTS))
    checked = 0
    for path in sorted((WRITTEN / "lessons").glob("fresh_*.md")):
        m = COURSE_LINE.search(path.read_text("utf-8"))
        assert m is not None, path
        number = int(m.group("n"))
        if number < FIRST_OF_250:
            continue  # (earlier sets had two to four lessons each)
        assert (
            m.group("name") == f"{ordinal_words((number - FIRST_OF_250) // 4 + 250)} evaluation set"
        )
        checked += 1
    assert checked >= 4 * 80


def test_the_writer_prompt_fills_every_placeholder(tmp_path: Path) -> None:
    covered = tmp_path / "covered.txt"
    covered.write_text("# A title\n", "utf-8")
    done = _run(
        "writer_prompt.py", "330", "16:10", str(tmp_path / "set330"), str(covered),
        "spoken one", "spoken two", "written three", "written four",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    text = done.stdout
    assert "Three-hundred-and-thirtieth evaluation set · Lesson N of 1319" in text
    assert "1. fresh_1316: spoken one" in text and "4. fresh_1319: written four" in text
    for placeholder in ("OUTDIR", "NUMS", "SETNAME", "TOPICS", "COVERED", "DEADLINE", "FOURTH"):
        assert not re.search(rf"\b{placeholder}\b", text), placeholder


def test_missed_examples_lists_what_no_example_touches(tmp_path: Path) -> None:
    # fresh_1311 (set 328): one labelled example no reading touches, one slip found but not
    # caught (in NOT_CAUGHT), as tests/test_written.py has them
    for sub in ("lessons", "annotations"):
        (tmp_path / sub).mkdir()
    shutil.copy(WRITTEN / "lessons" / "fresh_1311.md", tmp_path / "lessons")
    shutil.copy(WRITTEN / "annotations" / "fresh_1311.json", tmp_path / "annotations")
    done = _run("missed_examples.py", str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0].startswith('    ("fresh_1311", (31, 32)): "')
    assert "SLIP fresh_1311 (15, 16, 17): MISSED" in done.stderr


def test_check_all_writes_one_line_per_example(tmp_path: Path) -> None:
    folder = tmp_path / "lessons"
    folder.mkdir()
    shutil.copy(WRITTEN / "lessons" / "fresh_1314.md", folder)
    (folder / "notes.md").write_text("# Not a lesson\n", "utf-8")
    out = tmp_path / "out.txt"
    done = _run("check_all.py", str(out), str(folder), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    lines = out.read_text("utf-8").splitlines()
    assert any("notes.md\tERROR" in line for line in lines)
    examples = [json.loads(line.split("\t", 1)[1]) for line in lines if "\tERROR" not in line]
    # its planted slip, "\((1-p)^3\)" at "\(1 - p = 0.8\)" said to be 0.64, is a ✗
    assert (0.64, False) in [(e["stated"], e["ok"]) for e in examples if e["line"] == 37]
    assert all(e["ok"] for e in examples if e["stated"] != 0.64)
