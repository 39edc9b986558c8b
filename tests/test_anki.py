"""The Anki writer, tested in the real client: Anki's own backend (``anki`` from PyPI).

Packages are imported into fresh collections and read back: notes and cards
per note type, every card's question and answer as the backend renders them,
tags, deck names; then the update scenarios (rebuild unchanged, edit a
sentence, add a card), byte-identical rebuilds, atomic writes and the
card-quality rules. Cards come from hand-built compositions
(``anki_helpers``) and, when the reader and compose exist, from the sample
lesson and the seven shared lessons.
"""

from __future__ import annotations

import base64
import html
import json
import os
import re
import zipfile
from collections import Counter
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

import pytest
from anki_helpers import (
    DENSITY,
    HOSTILE,
    OBSERVATIONS,
    RESPONSE_LEVEL,
    cloze_card,
    import_package,
    make_lesson,
    notes_by_guid,
    open_collection,
    qa_card,
    sample_composition,
)
from conftest import SAMPLE, shared_lessons
from hypothesis import given
from hypothesis import strategies as st

from generator.edits import Candidate, match_successors, similarity
from generator.errors import OutputError
from generator.model import CardType, ClozeCard, Composition, ExerciseCard
from generator.writers import anki
from generator.writers.anki import (
    CLOZE_MODEL_ID,
    EXERCISE_MODEL_ID,
    QA_MODEL_ID,
    build_epoch,
    build_notes,
    deck_id_for,
    escape,
    guid_for,
    note_types,
    quality_problems,
    write_deck,
)
from generator.writers.manifest import read_manifest

E1 = 1_700_000_000
E2 = 1_700_086_400
DECK_04 = "Post-training from first principles::04 Rewards and credit assignment"

_STYLE = re.compile(r"<style>.*?</style>", re.DOTALL)
_SCRIPT = re.compile(r"<script>.*?</script>", re.DOTALL)
_TAG = re.compile(r"<[^>]*>")


def visible(rendered: str) -> str:
    """The text a learner sees: no style, script or tags; entities decoded."""
    text = _TAG.sub(" ", _SCRIPT.sub(" ", _STYLE.sub(" ", rendered)))
    return " ".join(html.unescape(text).split())


def build(out: Path, comps: list[Composition] | None = None, epoch: int = E1) -> anki.DeckReport:
    return write_deck(comps if comps is not None else [sample_composition()], out, epoch=epoch)


def cards_of(col: Any) -> list[Any]:
    return [col.get_card(cid) for cid in col.find_cards("")]


@pytest.fixture
def col(tmp_path: Path) -> Any:
    collection = open_collection(tmp_path / "collection.anki2")
    yield collection
    collection.close()


# --- note types, ids, escaping ---------------------------------------------------


def test_note_types_have_fixed_ids_named_fields_and_one_stylesheet() -> None:
    types = note_types()
    assert types[CardType.CLOZE].id == CLOZE_MODEL_ID == 1_715_204_001
    assert types[CardType.QA].id == QA_MODEL_ID == 1_715_204_002
    assert types[CardType.EXERCISE].id == EXERCISE_MODEL_ID == 1_715_204_003
    assert types[CardType.CLOZE].fields[0] == "Text"
    assert types[CardType.QA].fields[:2] == ("Question", "Answer")
    assert {"Prompt", "Answer", "Key", "Steps", "Source", "SourceText", "Context"} <= set(
        types[CardType.EXERCISE].fields
    )
    css = {t.css for t in types.values()}
    assert len(css) == 1
    (sheet,) = css
    assert ".nightMode" in sheet and ".night_mode" in sheet
    for t in types.values():
        assert "{{Context}}" in t.front and "{{Source}}" in t.back
        assert "<!--" not in t.front + t.back  # includes were expanded
    assert "{{cloze:Text}}" in types[CardType.CLOZE].front
    assert "<script>" in types[CardType.EXERCISE].front


def test_guid_deck_id_and_hash_are_stable() -> None:
    # Pinned: GUIDs identify notes in learners' collections and must never change.
    assert guid_for("lesson-04", "lesson-04:s1:cloze") == "x)(!0^IBFx"
    assert deck_id_for(DECK_04) == deck_id_for(DECK_04)
    assert deck_id_for(DECK_04) != deck_id_for(DECK_04 + "x")
    assert 1 << 40 <= deck_id_for(DECK_04) < 1 << 52
    # Pinned: a changed derivation would split learners' decks.
    assert deck_id_for(DECK_04) == 2383134912751502


def test_build_epoch_reads_source_date_epoch_once() -> None:
    assert build_epoch({"SOURCE_DATE_EPOCH": "1700000000"}, clock=lambda: 5.0) == E1
    assert build_epoch({}, clock=lambda: 123.9) == 123
    assert build_epoch({"SOURCE_DATE_EPOCH": " "}, clock=lambda: 7.0) == 7
    for bad in ("soon", "-5", "1.5"):
        with pytest.raises(OutputError, match="SOURCE_DATE_EPOCH"):
            build_epoch({"SOURCE_DATE_EPOCH": bad})


@given(st.text())
def test_escape_round_trips_and_never_forms_template_syntax(text: str) -> None:
    for cloze in (False, True):
        out = escape(text, cloze=cloze)
        assert html.unescape(out) == text
        assert "{{" not in out and "}}" not in out and "<" not in out
        assert "[sound:" not in out
        if cloze:
            assert "::" not in out


def test_tags_are_valid_anki_tags() -> None:
    assert anki.anki_tag("credit assignment") == "credit_assignment"
    assert anki.anki_tag('  weird "quoted"  term ') == "weird_quoted_term"
    assert anki.anki_tag("a::b") == "a:b"
    assert anki.anki_tag("   ") == ""
    card = sample_composition().cards[0]
    card = replace(card, tags=("Credit assignment", "credit  assignment", "", "GAE"))
    assert anki.note_tags(card) == ("lesson-04", "claim", "Credit_assignment", "GAE")


def test_structural_problems_are_all_listed() -> None:
    comp = sample_composition()
    blank = replace(comp.cards[0], cloze=(comp.cards[0].cloze[0], " ", comp.cards[0].cloze[2]))  # type: ignore[union-attr]
    broken = (blank, replace(comp.cards[4], answer="  "), comp.cards[1], comp.cards[1])
    with pytest.raises(OutputError) as info:
        build_notes([replace(comp, cards=broken)])
    message = str(info.value)
    assert "the cloze deletion is empty" in message
    assert "empty required field(s) Answer" in message
    assert "used twice" in message
    with pytest.raises(
        OutputError, match="lesson key post-training-from-first-principles/lesson-04"
    ):
        build_notes([comp, comp])


def test_a_card_type_cannot_be_built_without_its_own_fields() -> None:
    card = sample_composition().cards[0]
    assert isinstance(card, ClozeCard)
    common = {
        f.name: getattr(card, f.name) for f in fields(card) if f.name not in {"cloze", "note"}
    }
    with pytest.raises(TypeError, match="cloze"):
        ClozeCard(**common)
    with pytest.raises(TypeError, match="exercise"):
        ExerciseCard(**common)


# --- reading the package back in Anki ---------------------------------------------


def test_import_gives_notes_and_cards_per_note_type(tmp_path: Path, col: Any) -> None:
    report = build(tmp_path / "decks")
    log = import_package(col, report.package)
    assert len(log.new) == 9 and not log.updated and not log.conflicting
    per_type = Counter(col.get_note(nid).note_type()["name"] for nid in col.find_notes(""))
    assert per_type == {"lessondeck Cloze": 4, "lessondeck Q&A": 3, "lessondeck Exercise": 2}
    assert len(col.find_cards("")) == 9
    (lesson,) = report.lessons
    assert lesson.by_type == {"cloze": 4, "qa": 3, "exercise": 2}
    assert lesson.by_role == {"claim": 6, "caveat": 1, "exercise": 2}
    assert (lesson.added, lesson.updated, lesson.unchanged) == (9, 0, 0)
    assert report.warnings == ()


def test_every_rendered_card_is_complete(tmp_path: Path, col: Any) -> None:
    comp = sample_composition()
    report = build(tmp_path / "decks", [comp])
    import_package(col, report.package)
    by_guid = {guid_for(c.lesson_key, c.id): c for c in comp.cards}
    for card in cards_of(col):
        source = by_guid[card.note().guid]
        question, answer = card.question(), card.answer()
        for rendered in (question, answer):
            assert "{{" not in rendered and "}}" not in rendered
            assert rendered.count("\\(") == rendered.count("\\)")
        front, back = visible(question), visible(answer)
        assert source.context in front
        if source.section:
            assert source.section in front
        assert str(source.source or comp.lesson.path) in back
        assert source.source_text in back
        if source.type is CardType.CLOZE:
            assert source.cloze is not None
            assert source.cloze[1] not in front
            assert "[...]" in front
            assert source.cloze[1] in back
        elif source.type is CardType.QA:
            assert source.front in front
            assert source.answer not in front
            assert source.answer in back
        else:
            assert source.exercise is not None
            assert source.front in front
            assert source.answer not in question  # not even in the HTML
            assert source.answer in back
            for step in source.exercise.steps:
                assert step in back
        for line in source.back_extra:
            assert line in back


def test_hostile_text_stays_text(tmp_path: Path, col: Any) -> None:
    import_package(col, build(tmp_path / "decks").package)
    (nid,) = col.find_notes("note:lessondeck*Cloze stay")
    card = col.get_note(nid).cards()[0]
    front, back = visible(card.question()), visible(card.answer())
    assert "[...]" in front and "stay text" not in front
    assert "A template like {{c1::x}} or a::b, <b>bold</b> & [sound:x.mp3]" in front
    assert HOSTILE in back
    assert "\\( G_{t} = r_{t} + \\gamma G_{t+1} \\)" in back
    assert "<b>" not in card.question()
    assert "[anki:play" not in card.answer()


def test_tags_and_decks(tmp_path: Path, col: Any) -> None:
    lesson_5 = make_lesson(5, "Policy gradients")
    comps = [sample_composition(), sample_composition(lesson_5)]
    import_package(col, build(tmp_path / "decks", comps).package)
    names = {d.name for d in col.decks.all_names_and_ids()}
    assert {DECK_04, "Post-training from first principles::05 Policy gradients"} <= names
    for card in cards_of(col):
        note = card.note()
        deck = col.decks.name(card.did)
        key = "lesson-04" if deck == DECK_04 else "lesson-05"
        assert key in note.tags
        assert sum(role in note.tags for role in ("claim", "caveat", "exercise")) == 1
        assert all(" " not in t for t in note.tags)
    (observations,) = col.find_notes("Observations condition deck:*04*")
    assert {"credit_assignment", "rollout_tuples", "claim", "lesson-04"} <= set(
        col.get_note(observations).tags
    )
    assert len(col.find_notes("tag:caveat")) == 2
    assert len(col.find_notes("tag:exercise")) == 4


def test_exercise_key_is_encoded_not_visible(tmp_path: Path, col: Any) -> None:
    import_package(col, build(tmp_path / "decks").package)
    for nid in col.find_notes("note:*Exercise*"):
        note = col.get_note(nid)
        key = json.loads(base64.b64decode(note["Key"]))
        assert key["tolerance"] == 0.005
        assert f"{abs(key['answer']):.2f}" not in visible(note.cards()[0].question())


# --- updates -------------------------------------------------------------------------


def test_rebuild_unchanged_changes_nothing_and_keeps_learner_edits(
    tmp_path: Path, col: Any
) -> None:
    out = tmp_path / "decks"
    import_package(col, build(out, epoch=E1).package)
    before = notes_by_guid(col)
    guid, note = next((g, n) for g, n in before.items() if "GAE" in n.fields[0])
    note["Answer"] = "Generalized Advantage Estimation (my mnemonic: Good Advantage Estimates)"
    col.update_note(note)
    edited = col.get_note(note.id)
    before = notes_by_guid(col)

    report = build(out, epoch=E2)
    assert (report.added, report.updated, report.unchanged) == (0, 0, 9)
    log = import_package(col, report.package)
    assert not log.new and not log.updated and len(log.duplicate) == 9
    after = notes_by_guid(col)
    assert after.keys() == before.keys()
    for g, n in after.items():
        assert (n.id, n.mod, n.fields, n.tags) == (
            before[g].id,
            before[g].mod,
            before[g].fields,
            before[g].tags,
        )
    assert after[guid]["Answer"] == edited["Answer"]


def test_edited_sentence_updates_its_note_in_place(tmp_path: Path, col: Any) -> None:
    out = tmp_path / "decks"
    first = sample_composition()
    import_package(col, build(out, [first], epoch=E1).package)
    before = notes_by_guid(col)
    old_id = next(n.id for n in before.values() if "density alone" in n["Text"])

    edited_density = DENSITY.replace("can be denser", "may be far denser")
    second = sample_composition(edits={DENSITY: edited_density})
    old_card = next(c for c in first.cards if c.source_text == DENSITY)
    new_card = next(c for c in second.cards if c.source_text == edited_density)
    assert old_card.id != new_card.id  # the sentence's id changed with its words

    report = build(out, [second], epoch=E2)
    (lesson,) = report.lessons
    # The density cloze, and the claim that shows it as its caveat.
    assert (lesson.added, lesson.updated, lesson.unchanged) == (0, 2, 7)
    assert (lesson.continued, lesson.removed) == (1, 0)
    log = import_package(col, report.package)
    assert not log.new and len(log.updated) == 2
    after = notes_by_guid(col)
    assert len(after) == len(before) == 9
    note = col.get_note(old_id)
    assert "may be far denser" in note["SourceText"] and note.mod == E2
    claim = next(n for n in after.values() if n["SourceText"] == RESPONSE_LEVEL)
    assert "may be far denser" in claim["Extra"]

    manifest = read_manifest(report.manifest)
    cards = manifest.lessons[make_lesson().key].cards
    assert new_card.id in cards and old_card.id not in cards
    assert cards[new_card.id].guid == guid_for(make_lesson().key, old_card.id)


def test_new_card_adds_one_note(tmp_path: Path, col: Any) -> None:
    out = tmp_path / "decks"
    import_package(col, build(out, epoch=E1).package)
    lesson = make_lesson()
    extra = cloze_card(
        lesson,
        "GRPO replaces that critic with statistics from sibling responses.",
        "sibling responses",
        line=37,
    )
    report = build(out, [sample_composition(extra_cards=[extra])], epoch=E2)
    assert (report.added, report.updated, report.unchanged) == (1, 0, 9)
    log = import_package(col, report.package)
    assert len(log.new) == 1 and not log.updated
    assert len(col.find_notes("")) == 10


def test_removed_sentence_is_tagged_once_in_anki_then_forgotten(tmp_path: Path, col: Any) -> None:
    out = tmp_path / "decks"
    import_package(col, build(out, epoch=E1).package)
    comp = sample_composition()
    fewer = replace(comp, cards=tuple(c for c in comp.cards if c.source_text != OBSERVATIONS))
    report = build(out, [fewer], epoch=E2)
    assert report.lessons[0].removed == 1
    assert report.notes == 8
    assert [(r.text, r.tagged) for r in report.removed] == [(OBSERVATIONS, True)]
    log = import_package(col, report.package)
    assert len(log.updated) == 1 and not log.new
    (gone,) = col.find_notes(f"tag:{anki.REMOVED_TAG}")
    assert "policy-gradient loss" in col.get_note(gone).fields[0]
    assert len(col.find_notes("")) == 9  # the learner decides when to delete it
    # The next build no longer carries it: nothing to import, nothing reported.
    again = build(out, [fewer], epoch=E2 + 10)
    assert again.removed == () and (again.added, again.updated) == (0, 0)
    log = import_package(col, again.package)
    assert not log.updated and not log.new


def test_a_sentence_whose_card_type_changes_reports_the_old_note(tmp_path: Path, col: Any) -> None:
    out = tmp_path / "decks"
    import_package(col, build(out, epoch=E1).package)
    comp = sample_composition()
    old = next(c for c in comp.cards if c.source_text == RESPONSE_LEVEL)
    as_question = qa_card(
        comp.lesson,
        RESPONSE_LEVEL,
        "How broadly does response-level credit apply one outcome?",
        "broadly",
        line=31,
        variant="question",
    )
    changed = replace(comp, cards=tuple(as_question if c is old else c for c in comp.cards))
    report = build(out, [changed], epoch=E2)
    assert [(r.text, r.tagged) for r in report.removed] == [(RESPONSE_LEVEL, True)]
    import_package(col, report.package)
    assert len(col.find_notes(f"tag:{anki.REMOVED_TAG}")) == 1
    assert len(col.find_notes("")) == 10


def test_changed_card_mtime_never_goes_backwards(tmp_path: Path) -> None:
    out = tmp_path / "decks"
    build(out, epoch=E2)
    edited = sample_composition(edits={OBSERVATIONS: OBSERVATIONS.replace("later", "subsequent")})
    # A build clock behind the previous build still moves the note forward.
    build(out, [edited], epoch=E1)
    cards = read_manifest(out / "lessondeck.manifest.json").lessons[make_lesson().key].cards
    assert sorted({c.mtime for c in cards.values()}) == [E2, E2 + 1]


def test_lessons_not_built_stay_in_the_manifest(tmp_path: Path) -> None:
    out = tmp_path / "decks"
    lesson_5 = make_lesson(5, "Policy gradients")
    build(out, [sample_composition(), sample_composition(lesson_5)], epoch=E1)
    build(out, [sample_composition(lesson_5)], epoch=E2)
    manifest = read_manifest(out / "lessondeck.manifest.json")
    assert set(manifest.lessons) == {make_lesson(4).key, make_lesson(5).key}
    assert len(manifest.lessons[make_lesson(4).key].cards) == 9


def test_changed_note_type_gets_a_newer_mtime(
    tmp_path: Path, col: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "decks"
    import_package(col, build(out, epoch=E1).package)
    types = dict(note_types())
    qa = types[CardType.QA]
    types[CardType.QA] = replace(qa, css=qa.css + "\n.ld-answer { font-size: 1.2em; }\n")
    monkeypatch.setattr(anki, "note_types", lambda: types)
    report = build(out, epoch=E2)
    models = read_manifest(report.manifest).models
    assert models[str(QA_MODEL_ID)].mtime == E2
    assert models[str(CLOZE_MODEL_ID)].mtime == E1
    import_package(col, report.package)
    assert "1.2em" in col.models.get(QA_MODEL_ID)["css"]


# --- reproducibility and atomicity ------------------------------------------------------


def test_same_sources_and_epoch_give_identical_bytes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", str(E1))
    comps = [sample_composition(), sample_composition(make_lesson(5, "Policy gradients"))]
    a = write_deck(comps, tmp_path / "a", epoch=None)
    b = write_deck(comps, tmp_path / "b", epoch=None)
    assert a.package.read_bytes() == b.package.read_bytes()
    assert a.manifest.read_bytes() == b.manifest.read_bytes()
    # An unchanged rebuild in place is identical too, whatever the clock says.
    data = a.package.read_bytes()
    write_deck(comps, tmp_path / "a", epoch=E2)
    assert a.package.read_bytes() == data
    with zipfile.ZipFile(a.package) as archive:
        infos = archive.infolist()
        assert [i.filename for i in infos] == [
            "collection.anki2",
            "lessondeck.manifest.json",
            "media",
        ]
        assert archive.read("lessondeck.manifest.json") == a.manifest.read_bytes()
        assert {i.date_time for i in infos} == {(2023, 11, 14, 22, 13, 20)}
        assert archive.read("media") == b"{}"


def test_failed_write_leaves_previous_package_untouched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "decks"
    report = build(out, epoch=E1)
    package, manifest = report.package.read_bytes(), report.manifest.read_bytes()

    def half_written(handle: Any, collection: bytes, newest: int, manifest: bytes) -> None:
        handle.write(collection[: len(collection) // 2])
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(anki, "_write_zip", half_written)
    edited = sample_composition(edits={OBSERVATIONS: OBSERVATIONS.replace("later", "next")})
    with pytest.raises(OutputError) as info:
        build(out, [edited], epoch=E2)
    assert str(out / "lessondeck.apkg") in str(info.value)
    assert "No space left on device" in str(info.value)
    assert report.package.read_bytes() == package
    assert report.manifest.read_bytes() == manifest  # written only after the package
    assert sorted(p.name for p in out.iterdir()) == ["lessondeck.apkg", "lessondeck.manifest.json"]


def test_package_and_manifest_change_together_when_the_manifest_copy_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, col: Any
) -> None:
    """Fault injection: the copy beside the package cannot be written (disk full)."""
    out = tmp_path / "decks"
    first = build(out, epoch=E1)
    import_package(col, first.package)
    real = anki.write_bytes_atomic

    def disk_full(path: Path, data: bytes) -> None:
        raise OutputError("No space left on device", path=str(path))

    monkeypatch.setattr(anki, "write_bytes_atomic", disk_full)
    edited = sample_composition(edits={OBSERVATIONS: OBSERVATIONS.replace("later", "next")})
    second = build(out, [edited], epoch=E2)
    assert any("No space left on device" in w for w in second.warnings)
    assert second.manifest.read_bytes() == first.manifest.read_bytes()  # the stale copy
    monkeypatch.setattr(anki, "write_bytes_atomic", real)
    log = import_package(col, second.package)
    assert len(log.updated) == 1 and not log.new
    # The next build reads the manifest the package carries, not the stale copy:
    # nothing changed since the second build, so Anki has nothing to update.
    third = build(out, [edited], epoch=E2 + 100)
    assert (third.added, third.updated) == (0, 0)
    log = import_package(col, third.package)
    assert not log.updated and not log.new
    assert third.manifest.read_bytes() == zipfile.ZipFile(third.package).read(
        "lessondeck.manifest.json"
    )


def test_failed_rename_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "decks"
    report = build(out, epoch=E1)
    package = report.package.read_bytes()

    def refuse(src: Any, dst: Any) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OutputError, match="Permission denied"):
        build(out, epoch=E2)
    assert report.package.read_bytes() == package
    assert sorted(p.name for p in out.iterdir()) == ["lessondeck.apkg", "lessondeck.manifest.json"]


def test_unwritable_destination_is_an_output_error(tmp_path: Path) -> None:
    blocker = tmp_path / "decks"
    blocker.write_text("not a folder")
    with pytest.raises(OutputError) as info:
        build(blocker)
    assert str(blocker) in str(info.value)
    with pytest.raises(OutputError) as info:
        build(blocker / "sub")
    assert str(blocker / "sub") in str(info.value)
    with pytest.raises(OutputError, match="plain file name"):
        write_deck([sample_composition()], tmp_path, epoch=E1, name="../x")


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write anywhere")
def test_read_only_directory_is_an_output_error(tmp_path: Path) -> None:
    out = tmp_path / "decks"
    out.mkdir()
    out.chmod(0o555)
    try:
        with pytest.raises(OutputError, match=re.escape(str(out))):
            build(out)
    finally:
        out.chmod(0o755)


def test_corrupt_manifest_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "decks"
    report = build(out)
    report.package.unlink()  # no package: the copy beside it is what the last build left
    report.manifest.write_text('{"format": 1, "lessons": []}')
    with pytest.raises(OutputError, match="not a valid deck manifest"):
        build(out)
    report.manifest.write_text("{")
    with pytest.raises(OutputError, match=re.escape(str(report.manifest))):
        build(out)


def test_a_package_of_an_older_build_without_a_manifest_uses_the_copy_beside_it(
    tmp_path: Path,
) -> None:
    out = tmp_path / "decks"
    report = build(out, epoch=E1)
    with zipfile.ZipFile(report.package) as archive:
        entries = {
            n: archive.read(n) for n in archive.namelist() if n != "lessondeck.manifest.json"
        }
    with zipfile.ZipFile(report.package, "w") as archive:
        for name, data in entries.items():
            archive.writestr(name, data)
    assert build(out, epoch=E2).unchanged == report.notes


def test_the_package_copy_of_the_manifest_wins_and_a_broken_package_is_refused(
    tmp_path: Path,
) -> None:
    out = tmp_path / "decks"
    report = build(out, epoch=E1)
    report.manifest.write_text("{")  # a damaged copy beside a good package is not read
    assert build(out, epoch=E2).unchanged == report.notes
    report.package.write_bytes(b"PK\x03\x04 not really a zip")
    with pytest.raises(OutputError, match="cannot read the previous package"):
        build(out, epoch=E2)


# --- successor matching ------------------------------------------------------------------


def test_match_successors_best_match_wins_one_to_one() -> None:
    old = [
        Candidate("a", "cloze", "Reward is the scalar consumed by an objective."),
        Candidate("b", "cloze", "Feedback is the richer evidence the environment produced."),
        Candidate("c", "qa", "Reward is the scalar consumed by an objective."),
    ]
    new = [
        Candidate("x", "cloze", "Reward is the scalar that an objective consumes."),
        Candidate("y", "cloze", "Reward is a scalar consumed by the objective."),
        Candidate("z", "cloze", "Something else entirely, about entropy and pass-at-k."),
    ]
    result = match_successors(old, new)
    assert result == {"y": "a"}  # y is closer to a than x; b is too far from both
    assert similarity(old[0].text, new[1].text) > similarity(old[0].text, new[0].text)
    assert match_successors(reversed(old), reversed(new)) == result
    assert match_successors(old, new, threshold=0.99) == {}


@given(
    st.lists(st.tuples(st.sampled_from("ab"), st.text("xyz ", max_size=12)), max_size=6),
    st.lists(st.tuples(st.sampled_from("ab"), st.text("xyz ", max_size=12)), max_size=6),
)
def test_match_successors_is_a_one_to_one_map_within_variants(
    old: list[tuple[str, str]], new: list[tuple[str, str]]
) -> None:
    olds = [Candidate(f"o{i}", v, t) for i, (v, t) in enumerate(old)]
    news = [Candidate(f"n{i}", v, t) for i, (v, t) in enumerate(new)]
    result = match_successors(olds, news)
    assert len(set(result.values())) == len(result)
    by_id = {c.id: c for c in olds + news}
    for n, o in result.items():
        assert by_id[n].variant == by_id[o].variant
        assert similarity(by_id[n].text, by_id[o].text) >= 0.6


# --- card quality -------------------------------------------------------------------------


def test_quality_rules_catch_bad_cards() -> None:
    lesson = make_lesson()
    comp = sample_composition()
    bad = (
        cloze_card(
            lesson,
            "A frozen reference policy anchors behavior outside the optimized task now.",
            "anchors behavior outside the optimized task now",
            line=44,
        ),
        cloze_card(lesson, "Reward is a scalar; a reward is what PPO maximizes.", "reward", line=9),
        replace(comp.cards[3], id="dup", answer="GAE", front="Is GAE an acronym?"),
        comp.cards[4],
        replace(comp.cards[4], id="dup2"),
        cloze_card(lesson, "Math \\( x is broken here.", "broken", line=50),
    )
    notes = build_notes([replace(comp, cards=bad)])
    problems = "\n".join(quality_problems(notes))
    assert "the deletion has 7 words" in problems
    assert "'reward' is also on the front" in problems
    assert "is visible on the front" in problems
    assert "same front as card" in problems
    assert "unbalanced MathJax" in problems


def test_sample_cards_pass_the_quality_rules() -> None:
    assert quality_problems(build_notes([sample_composition()])) == ()


# --- end to end with the reader and compose -------------------------------------------------


def _compose(paths: list[Path]) -> list[Composition]:
    from generator.compose import compose_lesson
    from generator.reader import read_sources

    return [compose_lesson(lesson) for lesson in read_sources(paths)]


def test_sample_lesson_end_to_end(tmp_path: Path, col: Any) -> None:
    comps = _compose([SAMPLE])
    report = write_deck(comps, tmp_path / "decks", epoch=E1)
    log = import_package(col, report.package)
    assert len(log.new) == sum(len(c.cards) for c in comps) > 0
    names = {d.name for d in col.decks.all_names_and_ids()}
    assert DECK_04 in names
    for card in cards_of(col):
        question, answer = card.question(), card.answer()
        assert "{{" not in question + answer and "}}" not in question + answer
        assert "Lesson 4" in visible(question)
        assert "source/script_04.md:" in visible(answer)
    caveats = [s for s in comps[0].lesson.statements if s.kind.value == "caveat"]
    covered = {c.statement_id for c in comps[0].cards if c.role == "caveat"}
    assert {s.id for s in caveats} <= covered


@pytest.mark.skipif(not shared_lessons(), reason="shared lessons not found")
def test_shared_lessons_pass_the_quality_rules(tmp_path: Path, col: Any) -> None:
    comps = _compose(shared_lessons())
    notes = build_notes(comps)
    assert quality_problems(notes) == ()
    report = write_deck(comps, tmp_path / "decks", epoch=E1)
    log = import_package(col, report.package)
    assert len(log.new) == len(notes) and not log.conflicting
    for card in cards_of(col):
        rendered = card.question() + card.answer()
        assert "{{" not in rendered and "}}" not in rendered


def _rows(package: Path, tmp: Path) -> dict[str, list[tuple[Any, ...]]]:
    import sqlite3

    with zipfile.ZipFile(package) as archive:
        db = tmp / f"{package.stem}-{len(list(tmp.iterdir()))}.anki2"
        db.write_bytes(archive.read("collection.anki2"))
    conn = sqlite3.connect(db)
    try:
        return {
            table: conn.execute(f"SELECT * FROM {table} ORDER BY 1").fetchall()
            for table in ("col", "notes", "cards")
        }
    finally:
        conn.close()


def test_committed_sample_deck_is_up_to_date(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from conftest import ROOT

    monkeypatch.chdir(ROOT)
    comps = _compose([Path("source")])  # as `lessondeck build` does, paths relative to ROOT
    package = ROOT / "decks" / "lessondeck.apkg"
    manifest = ROOT / "decks" / "lessondeck.manifest.json"
    assert package.is_file() and manifest.is_file(), "decks/ has no deck: run `lessondeck build`"
    out = tmp_path / "decks"
    out.mkdir()
    (out / manifest.name).write_bytes(manifest.read_bytes())
    report = write_deck(comps, out, epoch=E1)
    stale = "decks/ is out of date: run `lessondeck build` and commit decks/"
    assert (report.added, report.updated) == (0, 0), stale
    # Compared by content: zlib and SQLite versions may differ between machines.
    assert _rows(report.package, tmp_path) == _rows(package, tmp_path), stale
    assert report.manifest.read_bytes() == manifest.read_bytes(), stale


def test_build_command_prints_a_summary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from conftest import ROOT

    from generator import cli

    _compose([SAMPLE])  # skips while the pipeline is incomplete
    monkeypatch.chdir(ROOT)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", str(E1))
    out = tmp_path / "decks"
    assert cli.main(["build", "-o", str(out), "--exercises", "3", "--seed", "7"]) == 0
    printed = capsys.readouterr().out
    assert DECK_04 in printed
    assert "statements" in printed and "skipped" in printed and "worked examples" in printed
    assert "3 practice" in printed
    assert f"wrote {out / 'lessondeck.apkg'}" in printed
    first = (out / "lessondeck.apkg").read_bytes()
    monkeypatch.setenv("SOURCE_DATE_EPOCH", str(E2))
    assert cli.main(["build", "source", "-o", str(out), "--exercises", "3", "--seed", "7"]) == 0
    assert "0 new, 0 updated" in capsys.readouterr().out
    assert (out / "lessondeck.apkg").read_bytes() == first
    assert cli.main(["build", str(tmp_path / "missing.md"), "-o", str(out)]) == 1
    assert capsys.readouterr().err.startswith("error: ")


def test_cloze_cards_sharing_a_note_make_one_overlapping_cloze_note(
    tmp_path: Path, col: Any
) -> None:
    """Items of one sentence asked one by one: one note, c1…c3, each card hides only its item."""
    lesson = make_lesson()
    sentence = "A terminal score leaves three causes open: bad inspection, bad patch, bad tests."
    items = ("bad inspection", "bad patch", "bad tests")
    cards = tuple(
        replace(
            cloze_card(lesson, sentence, item, line=40),
            id=f"{lesson.key}:list:{n}",
            note=f"{lesson.key}:list",
        )
        for n, item in enumerate(reversed(items))  # card order need not be reading order
    )
    report = build(tmp_path / "decks", [Composition(lesson, cards)])
    assert report.notes == 1 and report.warnings == ()
    import_package(col, report.package)
    (nid,) = col.find_notes("")
    assert [c.ord for c in col.get_note(nid).cards()] == [0, 1, 2]
    for ord_, item in enumerate(items):
        (card,) = [c for c in col.get_note(nid).cards() if c.ord == ord_]
        question = visible(card.question())
        assert item not in question
        assert all(other in question for other in items if other != item)
        assert item in visible(card.answer())


def test_cloze_cards_of_one_note_must_share_their_sentence() -> None:
    lesson = make_lesson()
    one = cloze_card(lesson, "Rewards are scalars of the objective.", "scalars", line=3)
    two = cloze_card(lesson, "Feedback is the richer evidence of a run.", "richer", line=4)
    cards = (replace(one, note="n"), replace(two, id=two.id + "x", note="n"))
    with pytest.raises(OutputError, match="do not share one sentence"):
        build_notes([Composition(lesson, cards)])


def test_two_courses_with_the_same_lesson_number_share_one_collection(
    tmp_path: Path, col: Any
) -> None:
    """Issue 12 #1: a lesson is its course and its number, in one build and in Anki."""
    course_a = sample_composition()
    other = replace(make_lesson(), series="Another course", title="Rewards elsewhere")
    course_b = sample_composition(other)
    assert course_a.lesson.key != course_b.lesson.key
    assert course_a.lesson.short_key == course_b.lesson.short_key == "lesson-04"
    report = build(tmp_path / "decks", [course_a, course_b])
    assert report.notes == 2 * len(course_a.cards)
    log = import_package(col, report.package)
    assert len(log.new) == report.notes and not log.updated
    notes = notes_by_guid(col)
    assert len(notes) == report.notes
    for comp in (course_a, course_b):
        (did,) = [d.id for d in col.decks.all_names_and_ids() if d.name == comp.lesson.deck_name]
        in_deck = {col.get_card(c).nid for c in col.find_cards(f"did:{did}")}
        assert len(in_deck) == len(comp.cards), comp.lesson.deck_name
    # Building course B alone into the same folder leaves course A's notes alone.
    again = build(tmp_path / "decks", [course_b], epoch=E2)
    assert again.removed == () and (again.added, again.updated) == (0, 0)
    log = import_package(col, again.package)
    assert not log.new and not log.updated


def test_a_deck_built_before_course_keys_updates_nothing(tmp_path: Path, col: Any) -> None:
    """A manifest keyed lesson-04 (older builds) carries over: same GUIDs, same times."""
    out = tmp_path / "decks"
    first = build(out, epoch=E1)
    import_package(col, first.package)
    key = make_lesson().key
    manifest = read_manifest(first.manifest)
    legacy = manifest.lessons[key]
    old_cards = {cid.replace(f"{key}:", "lesson-04:", 1): rec for cid, rec in legacy.cards.items()}
    old = replace(manifest, lessons={"lesson-04": replace(legacy, cards=old_cards)})
    first.package.unlink()  # older builds: no manifest in the package, the copy beside it
    first.manifest.write_text(old.dumps(), "utf-8")
    again = build(out, epoch=E2)
    assert (again.added, again.updated, again.unchanged) == (0, 0, first.notes)
    assert set(read_manifest(again.manifest).lessons) == {key}
    log = import_package(col, again.package)
    assert not log.new and not log.updated
