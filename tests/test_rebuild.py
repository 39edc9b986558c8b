"""A rebuild that changes nothing keeps the package and prints what the build printed.

The kept summary is a pipeline cache entry keyed on everything the package is
made from: these tests check that it is used only when the lessons, the
options, the code, the package writer's libraries and the package and
manifest found are all the same, that a damaged entry is a miss, and that a
hit prints exactly what the full build printed and writes nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import SAMPLE, needs_shared, shared_lessons

import generator.pipeline as pipeline
import generator.rebuild as rebuild
from generator.cli import main
from generator.pipeline import Cache, find_sources
from generator.rebuild import Finished, file_digest, finished_key

EPOCH = "1700000000"


class Builds:
    """``lessondeck build`` in this process, counting the builds that compose."""

    def __init__(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
    ) -> None:
        self.cache = tmp_path / "cache"
        self.out = tmp_path / "decks"
        self.capfd = capfd
        self.composed = 0
        monkeypatch.setenv(pipeline.CACHE_ENV, str(self.cache))
        monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)
        real = pipeline.compose_sources

        def counting(*args: object, **kwargs: object) -> object:
            self.composed += 1
            return real(*args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(pipeline, "compose_sources", counting)

    def __call__(self, *sources: Path, extra: tuple[str, ...] = ()) -> tuple[int, str, str]:
        """Exit status, standard output and standard error of one build."""
        self.capfd.readouterr()
        status = main(["build", *map(str, sources), "-o", str(self.out), *extra])
        out, err = self.capfd.readouterr()
        return status, out, err

    def files(self) -> dict[str, tuple[bytes, int]]:
        """The output folder's files: bytes and modification time."""
        return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in self.out.iterdir()}

    def key(self, *sources: Path) -> str:
        """The key the next build of ``sources`` looks its summary up under."""
        package = file_digest(self.out / "lessondeck.apkg")
        manifest = file_digest(self.out / "lessondeck.manifest.json")
        assert package is not None and manifest is not None
        return finished_key(
            Cache(self.cache),
            find_sources(list(sources)),
            seed=0,
            practice=5,
            out_dir=self.out,
            name="lessondeck",
            package=package,
            manifest=manifest,
        )


@pytest.fixture
def builds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> Builds:
    return Builds(tmp_path, monkeypatch, capfd)


def lesson_copy(tmp_path: Path) -> Path:
    path = tmp_path / "lessons" / SAMPLE.name
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(SAMPLE.read_bytes())
    return path


def test_a_rebuild_that_changes_nothing_prints_the_same_and_writes_nothing(
    tmp_path: Path, builds: Builds
) -> None:
    lesson = lesson_copy(tmp_path)
    first = builds(lesson)
    assert first[0] == 0 and "0 unchanged" in first[1]  # every note new: nothing kept
    second = builds(lesson)
    assert builds.composed == 2  # the first build kept nothing
    assert second[0] == 0 and " 0 new, 0 updated" in second[1]
    written = builds.files()
    third = builds(lesson)
    assert builds.composed == 2  # nothing read, composed or written
    assert third == second
    assert builds.files() == written  # same bytes, not even rewritten


@needs_shared
def test_a_kept_course_prints_its_progress_warnings_and_strict_status(builds: Builds) -> None:
    lessons = shared_lessons()
    builds(*lessons)
    full = builds(*lessons, extra=("--strict",))
    assert full[0] == 1 and "composing lessons: 1/7" in full[2] and "--strict" in full[2]
    assert "warning: " in full[1]  # the lessons' quality warnings, in the summary
    kept = builds(*lessons, extra=("--strict",))
    assert builds.composed == 2
    assert kept == full
    assert builds(*lessons)[0] == 0  # --strict is not part of the key: the status is


def test_a_changed_lesson_or_option_builds_again(tmp_path: Path, builds: Builds) -> None:
    lesson = lesson_copy(tmp_path)
    builds(lesson)
    builds(lesson)
    text = lesson.read_text("utf-8")
    sentence = (
        "Observations condition later actions but are masked out of the policy-gradient loss."
    )
    assert sentence in text
    lesson.write_text(text.replace(sentence, ""), "utf-8")
    status, out, _ = builds(lesson)
    assert builds.composed == 3 and status == 0 and "gone from the source" in out
    # The build that removed a note kept nothing, nor the next, whose package no longer
    # holds the removed note's final update; the one after that writes back what it found.
    for composed in (4, 5, 5):
        builds(lesson)
        assert builds.composed == composed
    builds(lesson, extra=("--exercises", "3"))
    assert builds.composed == 6


def test_the_code_and_the_package_writer_are_part_of_the_key(
    tmp_path: Path, builds: Builds, monkeypatch: pytest.MonkeyPatch
) -> None:
    lesson = lesson_copy(tmp_path)
    builds(lesson)
    kept = builds(lesson)
    base = builds.key(lesson)
    monkeypatch.setattr(rebuild, "code_version", lambda: "0.1.0+other")
    assert builds.key(lesson) != base
    assert builds(lesson) == kept
    assert builds.composed == 3
    monkeypatch.undo()
    monkeypatch.setenv(pipeline.CACHE_ENV, str(builds.cache))
    monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)
    monkeypatch.setattr(rebuild, "writer_version", lambda: "another genanki")
    assert builds.key(lesson) != base


def test_a_changed_package_or_manifest_builds_again(tmp_path: Path, builds: Builds) -> None:
    lesson = lesson_copy(tmp_path)
    builds(lesson)
    kept = builds(lesson)
    manifest = builds.out / "lessondeck.manifest.json"
    good = manifest.read_bytes()
    manifest.unlink()
    assert builds(lesson) == kept
    assert builds.composed == 3 and manifest.read_bytes() == good  # written again
    manifest.write_bytes(good + b"\n")
    assert builds(lesson) == kept
    assert builds.composed == 4 and manifest.read_bytes() == good


@pytest.mark.parametrize(
    "damage",
    [
        lambda blob: b"",
        lambda blob: blob[: len(blob) // 2],  # torn
        lambda blob: blob[:-1] + bytes([blob[-1] ^ 1]),  # a flipped bit
    ],
)
def test_a_damaged_entry_is_a_miss(tmp_path: Path, builds: Builds, damage: object) -> None:
    lesson = lesson_copy(tmp_path)
    builds(lesson)
    kept = builds(lesson)
    entry = builds.cache / "entries" / f"{builds.key(lesson)}.pickle"
    blob = entry.read_bytes()
    entry.write_bytes(damage(blob))  # type: ignore[operator]
    assert builds(lesson) == kept
    assert builds.composed == 3
    assert entry.read_bytes() == blob  # kept again, whole
    assert builds(lesson) == kept and builds.composed == 3


def test_an_entry_of_another_type_is_a_miss(tmp_path: Path, builds: Builds) -> None:
    lesson = lesson_copy(tmp_path)
    builds(lesson)
    kept = builds(lesson)
    store = Cache(builds.cache)
    key = builds.key(lesson)
    assert isinstance(store.load(key), Finished)
    store.store(key, ("not", "a", "build"))
    assert builds(lesson) == kept
    assert builds.composed == 3
    assert isinstance(store.load(key), Finished)
