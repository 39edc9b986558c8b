"""Every card knows when it is said: times and video links on the deck's cards."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from anki_helpers import import_package, open_collection
from conftest import LESSONS, SAMPLE

from generator.compose import compose_lesson
from generator.reader import read_lesson
from generator.writers.anki import write_deck

VTT = LESSONS / "04-rewards-credit-assignment.vtt"
needs_vtt = pytest.mark.skipif(not VTT.is_file(), reason=f"no captions at {VTT}")
E1, E2 = 1_700_000_000, 1_700_086_400
VIDEO = ("--video", "https://youtu.be/abc")


def _build(folder: Path, out: Path, epoch: int) -> Any:
    return write_deck([compose_lesson(read_lesson(folder / SAMPLE.name))], out, epoch=epoch)


@pytest.fixture
def col(tmp_path: Path) -> Any:
    collection = open_collection(tmp_path / "collection.anki2")
    yield collection
    collection.close()


@needs_vtt
def test_card_backs_show_the_moment_linked_to_the_video(tmp_path: Path, col: Any) -> None:
    folder = tmp_path / "course"
    folder.mkdir()
    shutil.copy(SAMPLE, folder / SAMPLE.name)
    shutil.copy(VTT, folder / VTT.name)
    (folder / "lessondeck.toml").write_text(
        '[video]\nbase = "https://www.youtube.com/watch?v=abc123"\n', "utf-8"
    )
    lesson = read_lesson(folder / SAMPLE.name)
    assert lesson.video == "https://www.youtube.com/watch?v=abc123"
    timed = {s.id: s.start for s in lesson.statements if s.start is not None}
    assert len(timed) == len(lesson.statements)
    report = _build(folder, tmp_path / "decks", E1)
    import_package(col, report.package)
    linked = 0
    for nid in col.find_notes(""):
        note = col.get_note(nid)
        source = note["Source"]
        if "▶" not in source:
            assert note.note_type()["name"] == "lessondeck Exercise"  # practice: no moment
            continue
        linked += 1
        assert 'href="https://www.youtube.com/watch?v=abc123&amp;t=' in source
        back = note.cards()[0].answer()
        assert "▶ " in back and "youtube.com/watch" in back
    assert linked >= len(col.find_notes("")) - 5  # all but the (at most 5) practice exercises


@needs_vtt
def test_adding_captions_later_updates_notes_in_place_and_keeps_reviews(
    tmp_path: Path, col: Any
) -> None:
    folder = tmp_path / "course"
    folder.mkdir()
    shutil.copy(SAMPLE, folder / SAMPLE.name)
    out = tmp_path / "decks"
    first = _build(folder, out, E1)
    import_package(col, first.package)
    before = len(col.find_notes(""))
    card = col.get_card(col.find_cards("")[0])
    card.start_timer()
    col.sched.answerCard(card, 3)
    reps = col.get_card(card.id).reps
    assert reps == 1

    shutil.copy(VTT, folder / VTT.name)  # the course publishes its captions
    second = _build(folder, out, E2)
    assert second.added == 0 and second.updated > 0
    log = import_package(col, second.package)
    assert not log.new and len(log.updated) == second.updated
    assert len(col.find_notes("")) == before
    assert col.get_card(card.id).reps == reps  # the review history is kept
    assert any("▶ " in col.get_note(n)["Source"] for n in col.find_notes(""))


@needs_vtt
def test_a_folder_of_captions_alone_builds_a_deck(tmp_path: Path) -> None:
    from generator.pipeline import compose

    folder = tmp_path / "lectures"
    folder.mkdir()
    shutil.copy(VTT, folder / VTT.name)
    (comp,) = compose([folder])
    assert comp.lesson.path.endswith(".vtt") and comp.lesson.number == 4
    assert comp.cards and all(c.start is not None for c in comp.cards if c.statement_id)
    report = write_deck([comp], tmp_path / "decks", epoch=E1)
    assert report.notes == len(comp.cards)


@needs_vtt
def test_captions_named_beside_their_script_time_it_and_are_not_a_lesson(
    tmp_path: Path,
) -> None:
    from generator.pipeline import compose, read_lessons

    scripts, lectures = tmp_path / "scripts", tmp_path / "lectures"
    scripts.mkdir()
    lectures.mkdir()
    shutil.copy(SAMPLE, scripts / SAMPLE.name)
    shutil.copy(VTT, lectures / VTT.name)
    (lesson,) = read_lessons([scripts / SAMPLE.name, lectures / VTT.name])
    assert lesson.path.endswith(".md")
    assert all(s.start is not None for s in lesson.statements)
    (alone,) = read_lessons([scripts / SAMPLE.name])
    assert all(s.start is None for s in alone.statements)
    (comp,) = compose(
        [lectures / VTT.name], title="Rewards, from the video", video="https://example.org/v.mp4"
    )
    assert comp.lesson.title == "Rewards, from the video"
    assert comp.lesson.video == "https://example.org/v.mp4"


def test_title_and_video_are_for_one_lesson(tmp_path: Path) -> None:
    from generator.errors import ParameterError
    from generator.pipeline import read_lessons

    for name in ("a.md", "b.md"):
        shutil.copy(SAMPLE, tmp_path / name)
    with pytest.raises(ParameterError, match=r"lessondeck\.toml"):
        read_lessons([tmp_path], video="https://example.org/v.mp4")


@needs_vtt
def test_quiz_and_worksheet_key_show_the_moment(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    folder = tmp_path / "course"
    folder.mkdir()
    shutil.copy(SAMPLE, folder / SAMPLE.name)
    shutil.copy(VTT, folder / VTT.name)
    env = {**os.environ, "LESSONDECK_NOW": "2026-01-05T10:00:00+00:00"}
    db = str(tmp_path / "p.db")
    quiz = subprocess.run(
        [
            sys.executable,
            "-m",
            "generator",
            "quiz",
            str(folder),
            "--db",
            db,
            "--limit",
            "1",
            *VIDEO,
        ],
        input="\n3\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert quiz.returncode == 0, quiz.stderr
    assert "said at ▶ " in quiz.stdout and "https://youtu.be/abc?t=" in quiz.stdout
    out = str(tmp_path / "ws")
    sheet = subprocess.run(
        [sys.executable, "-m", "generator", "worksheet", str(folder), "--format=html", "-o", out],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert sheet.returncode == 0, sheet.stderr
    (key,) = (tmp_path / "ws").glob("*key.html")
    assert "said at ▶ " in key.read_text("utf-8")
