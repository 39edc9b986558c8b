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
    assert linked >= len(timed)


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
