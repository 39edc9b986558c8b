"""The pipeline: finding lessons, workers, a cache keyed on bytes that trusts no bad entry."""

from __future__ import annotations

import os
import pickle
from pathlib import Path
from typing import Any

import pytest
from conftest import SAMPLE

import generator.pipeline as pipeline
from generator.compose import compose_lesson
from generator.errors import LessonError, ParameterError
from generator.pipeline import (
    PARALLEL_FROM,
    Cache,
    compose,
    default_cache_dir,
    find_sources,
    lesson_files,
    read_lessons,
)
from generator.reader import read_lesson

NO_CACHE = Cache(None)


def numbered_copies(folder: Path, count: int) -> list[Path]:
    """``count`` copies of the sample lesson, numbered 1, 2, … so their keys differ."""
    text = SAMPLE.read_text("utf-8")
    paths = []
    for n in range(count):
        path = folder / f"l{n:02d}.md"
        path.write_text(text.replace("Lesson 4 of 10", f"Lesson {n + 1} of 10"), "utf-8")
        paths.append(path)
    return paths


class Counting:
    """Stands in for the worker function in this process and counts the lessons it makes."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls: list[tuple[str, bool, tuple[int, ...]]] = []
        real = pipeline._work

        def work(job: pipeline._Job) -> object:
            self.calls.append((job.path.name, job.lesson is not None, job.seeds))
            return real(job)

        monkeypatch.setattr(pipeline, "_work", work)


# --- finding and composing ------------------------------------------------------------


def test_compose_is_read_lesson_then_compose_lesson_in_order(tmp_path: Path) -> None:
    paths = numbered_copies(tmp_path, 2)
    comps = compose(paths, seeds=(3, 4), practice=2, store=NO_CACHE)
    expected = [
        compose_lesson(read_lesson(p), seed=seed, practice=2) for p in paths for seed in (3, 4)
    ]
    assert list(comps) == expected
    assert [(c.lesson.number, c.seed) for c in comps] == [(1, 3), (1, 4), (2, 3), (2, 4)]


def test_folders_are_scanned_for_scripts_and_files_named_twice_read_once(tmp_path: Path) -> None:
    paths = numbered_copies(tmp_path, 2)
    (tmp_path / "README.md").write_text("# Notes\n\nNot a lesson.\n", "utf-8")
    assert lesson_files([tmp_path, paths[0]]) == paths
    assert [s.data for s in find_sources([tmp_path])] == [p.read_bytes() for p in paths]
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(LessonError, match="no lesson scripts or captions in this folder"):
        lesson_files([empty])
    with pytest.raises(LessonError, match="no such file or folder"):
        lesson_files([tmp_path / "nope.md"])


def test_bad_options_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ParameterError, match=r"seeds is empty.*practice=-1"):
        compose([SAMPLE], seeds=(), practice=-1, store=NO_CACHE)


def test_parallel_read_and_compose_equals_one_by_one(tmp_path: Path) -> None:
    paths = numbered_copies(tmp_path, PARALLEL_FROM + 1)
    done: list[int] = []
    parallel = compose(paths, jobs=2, progress=lambda d, t: done.append(d), store=NO_CACHE)
    assert parallel == compose(paths, jobs=1, store=NO_CACHE)
    assert [c.lesson.number for c in parallel] == list(range(1, PARALLEL_FROM + 2))
    assert done == list(range(1, len(paths) + 1))


def test_default_workers_are_the_idle_cores(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pipeline, "available_cores", lambda: 2)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    assert pipeline.idle_cores(load=0.2) == 2  # nothing else runs
    assert pipeline.idle_cores(load=1.4) == 2  # this process and a little more
    assert pipeline.idle_cores(load=1.9) == 1  # another process keeps a core nearly busy
    assert pipeline.idle_cores(load=2.8) == 1
    assert pipeline.idle_cores(load=40.0) == 1  # never fewer than one
    monkeypatch.setattr(os, "cpu_count", lambda: 16)  # 2 of a busy machine's 16 cores
    assert pipeline.idle_cores(load=8.0) == 1 and pipeline.idle_cores(load=4.0) == 2


def test_a_busy_machine_composes_in_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pipeline, "available_cores", lambda: 2)
    monkeypatch.setattr(os, "getloadavg", lambda: (30.0, 0.0, 0.0))
    assert pipeline.idle_cores() == 1
    here: list[int] = []
    real_work = pipeline._work

    def work(job: object) -> object:
        here.append(os.getpid())  # in a worker this list would be the worker's copy
        return real_work(job)  # type: ignore[arg-type]

    monkeypatch.setattr(pipeline, "_work", work)
    paths = numbered_copies(tmp_path, PARALLEL_FROM + 1)
    compose(paths, store=NO_CACHE)  # the default: as many workers as idle cores
    assert here == [os.getpid()] * len(paths)


def test_workers_start_after_the_first_lesson_is_composed_here(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The first lesson loads what every lesson needs (models, indexes, templates, caches);
    # the workers, forked after it, inherit it rather than each loading it again (a cold
    # build of 20 lessons on two workers: 1.4 s → 0.6-0.7 s, benchmarks/bench_build.py).
    import generator.reader

    log = tmp_path / "pids"
    real_read = generator.reader.read_lesson

    def read(*args: Any, **kwargs: Any) -> Any:
        with log.open("a") as f:  # (a worker's list would be its own copy; a file is shared)
            f.write(f"{os.getpid()}\n")
        return real_read(*args, **kwargs)

    # (read where each lesson is worked on: forked workers inherit the patch, and nothing of
    # it is pickled)
    monkeypatch.setattr(generator.reader, "read_lesson", read)
    paths = numbered_copies(tmp_path, PARALLEL_FROM + 1)
    made = compose(paths, jobs=2, store=NO_CACHE)
    pids = [int(line) for line in log.read_text().split()]
    assert len(pids) == len(paths)
    assert pids.count(os.getpid()) == 1, pids
    assert [Path(c.lesson.path).name for c in made] == [p.name for p in paths]  # in order


def test_an_error_in_a_worker_keeps_its_file_and_line(tmp_path: Path) -> None:
    paths = numbered_copies(tmp_path, PARALLEL_FROM)
    paths[3].write_bytes(b"# T\n\n## Narration transcript\n\nok \xff\n")
    with pytest.raises(LessonError) as info:
        compose(paths, jobs=2, store=NO_CACHE)
    assert info.value.path == str(paths[3]) and info.value.line == 5
    assert str(info.value).startswith(f"{paths[3]}:5: invalid UTF-8")


# --- the cache --------------------------------------------------------------------------


def test_a_second_run_reads_the_cache_and_gives_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Cache(tmp_path / "cache")
    paths = numbered_copies(tmp_path, 2)
    counting = Counting(monkeypatch)
    first = compose(paths, seeds=(0, 9), store=store)
    assert counting.calls == [("l00.md", False, (0, 9)), ("l01.md", False, (0, 9))]
    again = compose(paths, seeds=(0, 9), store=store)
    assert again == first
    assert read_lessons(paths, store=store) == tuple(c.lesson for c in first[::2])
    assert len(counting.calls) == 2  # nothing read or composed again
    # A new seed composes only that seed, from the cached lesson.
    compose(paths[:1], seeds=(0, 5), store=store)
    assert counting.calls[2:] == [("l00.md", True, (5,))]


def test_the_key_is_the_bytes_the_path_the_options_and_the_version_not_the_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Cache(tmp_path / "cache")
    (path,) = numbered_copies(tmp_path, 1)
    counting = Counting(monkeypatch)
    compose([path], store=store)
    os.utime(path, (1, 1))  # a new modification time alone changes nothing
    compose([path], store=store)
    assert len(counting.calls) == 1
    path.write_text(path.read_text("utf-8").replace("Rewards", "Returns", 1), "utf-8")
    assert compose([path], store=store)[0].lesson.title.startswith("Returns")
    assert len(counting.calls) == 2
    compose([path], practice=3, store=store)
    assert len(counting.calls) == 3
    monkeypatch.chdir(tmp_path)  # the same file named another way: cards name it that way
    assert compose([Path(path.name)], practice=3, store=store)[0].lesson.path == path.name
    assert len(counting.calls) == 4
    monkeypatch.setattr(pipeline, "code_version", lambda: "0.1.0+other")
    compose([path], practice=3, store=store)
    assert len(counting.calls) == 5


def entries(store: Cache) -> list[Path]:
    assert store.directory is not None
    return sorted((store.directory / "entries").iterdir())


@pytest.mark.parametrize(
    "damage",
    [
        lambda blob: b"",
        lambda blob: blob[: len(blob) // 2],  # torn
        lambda blob: blob[:-1] + bytes([blob[-1] ^ 1]),  # a flipped bit
        lambda blob: b"garbage" * 100,
    ],
)
def test_a_damaged_entry_is_ignored_and_rebuilt(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: object
) -> None:
    store = Cache(tmp_path / "cache")
    good = compose([SAMPLE], store=store)
    written = {p: p.read_bytes() for p in entries(store)}
    for path, blob in written.items():
        path.write_bytes(damage(blob))  # type: ignore[operator]
    counting = Counting(monkeypatch)
    assert compose([SAMPLE], store=store) == good
    assert len(counting.calls) == 1
    assert {p: p.read_bytes() for p in entries(store)} == written  # rewritten whole


def test_an_entry_that_would_build_anything_else_is_not_trusted(tmp_path: Path) -> None:
    store = Cache(tmp_path / "cache")
    (source,) = find_sources([SAMPLE])
    key = store.key(source, "lesson")
    # A sound digest over a pickle that would call os.system when loaded.
    payload = pickle.dumps(os.system, protocol=pickle.HIGHEST_PROTOCOL)
    path = tmp_path / "cache" / "entries" / f"{key}.pickle"
    path.parent.mkdir(parents=True)
    path.write_bytes(pipeline._MAGIC + pipeline._digest(key, payload) + payload)
    assert store.load(key) is None
    # A sound entry of the wrong type is a miss too.
    store.store(key, ("not", "a", "lesson"))
    assert store.load(key) == ("not", "a", "lesson")
    assert read_lessons([SAMPLE], store=store) == (read_lesson(SAMPLE),)


def test_a_cache_that_cannot_be_written_only_costs_time(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    store = Cache(blocker / "cache")
    assert compose([SAMPLE], store=store) == compose([SAMPLE], store=NO_CACHE)


def test_default_cache_dir(tmp_path: Path) -> None:
    home = tmp_path / "home"
    assert default_cache_dir({}, home) == home / ".cache" / "lessondeck"
    assert default_cache_dir({"XDG_CACHE_HOME": "relative"}, home) == home / ".cache" / "lessondeck"
    xdg = tmp_path / "xdg"
    assert default_cache_dir({"XDG_CACHE_HOME": str(xdg)}, home) == xdg / "lessondeck"
    own = tmp_path / "own"
    env = {"XDG_CACHE_HOME": str(xdg), "LESSONDECK_CACHE_DIR": str(own)}
    assert default_cache_dir(env, home) == own


def test_pruning_keeps_the_most_recently_used_entries(tmp_path: Path) -> None:
    store = Cache(tmp_path / "cache")
    compose(numbered_copies(tmp_path, 3), store=store)
    paths = entries(store)
    assert len(paths) == 6  # a lesson and a composition each
    for age, path in enumerate(paths):
        os.utime(path, ns=(age * 10**9, age * 10**9))
    store.prune(keep=6)
    assert entries(store) == paths
    store.prune(keep=4)
    assert entries(store) == paths[3:]  # down to three quarters, the newest kept


def test_reading_an_entry_marks_it_used(tmp_path: Path) -> None:
    store = Cache(tmp_path / "cache")
    compose([SAMPLE], store=store)
    for path in entries(store):
        os.utime(path, ns=(0, 0))
    compose([SAMPLE], store=store)  # reads the composition; the lesson is not needed
    (source,) = find_sources([SAMPLE])
    used = store.key(source, pipeline._composition_what(0, 5))
    touched = {p.stem for p in entries(store) if p.stat().st_mtime_ns > 0}
    assert touched == {used}


def captions_of(sentences: list[str], offset: float) -> str:
    """WebVTT saying ``sentences`` one cue each, from ``offset`` seconds on."""
    stamp = lambda s: f"00:{int(s // 60):02d}:{s % 60:06.3f}"  # noqa: E731
    cues = [
        f"{stamp(offset + 3 * i)} --> {stamp(offset + 3 * i + 2.5)}\n{text}"
        for i, text in enumerate(sentences)
    ]
    return "WEBVTT\n\n" + "\n\n".join(cues) + "\n"


def test_the_captions_beside_a_script_are_part_of_its_key(tmp_path: Path) -> None:
    store = Cache(tmp_path / "cache")
    folder = tmp_path / "course"
    folder.mkdir()
    script = folder / "script_04.md"
    script.write_bytes(SAMPLE.read_bytes())
    untimed = compose([folder], store=store)[0].lesson
    assert all(s.start is None for s in untimed.statements)
    sentences = [s.text for s in untimed.statements]
    (folder / "lecture.vtt").write_text(captions_of(sentences, 0.0), "utf-8")
    timed = compose([folder], store=store)[0].lesson
    assert timed.statements[0].start == 0.0
    (folder / "lecture.vtt").write_text(captions_of(sentences, 60.0), "utf-8")
    shifted = compose([folder], store=store)[0].lesson
    assert shifted.statements[0].start == 60.0
    assert compose([folder], store=NO_CACHE)[0] == compose([folder], store=store)[0]


def test_the_course_file_beside_a_lesson_is_part_of_its_key(tmp_path: Path) -> None:
    store = Cache(tmp_path / "cache")
    folder = tmp_path / "course"
    folder.mkdir()
    (folder / "script_04.md").write_bytes(SAMPLE.read_bytes())
    assert compose([folder], store=store)[0].lesson.video is None
    config = folder / "lessondeck.toml"
    config.write_text('[video.lessons]\n"4" = "https://example.org/a"\n', "utf-8")
    assert compose([folder], store=store)[0].lesson.video == "https://example.org/a"
    config.write_text('[video.lessons]\n"4" = "https://example.org/b"\n', "utf-8")
    assert compose([folder], store=store)[0].lesson.video == "https://example.org/b"


def test_a_killed_build_leaves_no_worker_running(tmp_path: Path) -> None:
    """Issue 12 #11: kill -9 during a parallel build; its workers exit on their own."""
    import os
    import signal
    import subprocess
    import sys
    import time

    lessons = tmp_path / "course"
    lessons.mkdir()
    text = SAMPLE.read_text("utf-8")
    for n in range(1, 41):
        (lessons / f"l{n:02d}.md").write_text(
            text.replace("Lesson 4 of", f"Lesson {n} of"), "utf-8"
        )
    env = {**os.environ, "LESSONDECK_CACHE_DIR": str(tmp_path / "cache")}
    out = str(tmp_path / "d")
    with subprocess.Popen(
        [sys.executable, "-m", "generator", "build", str(lessons), "-o", out, "--jobs", "2"],
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        text=True,
        env=env,
        start_new_session=True,
    ) as proc:
        assert proc.stderr is not None
        line = proc.stderr.readline()  # "composing lessons: …": the workers are at work
        assert "composing lessons" in line, line
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
        deadline = time.monotonic() + 20
        alive = True
        while alive and time.monotonic() < deadline:
            try:
                os.killpg(proc.pid, 0)  # any process of the build's group left?
                time.sleep(0.2)
            except ProcessLookupError:
                alive = False
        assert not alive, "worker processes outlived the killed build"


def _package(tmp_path: Path) -> Path:
    package = tmp_path / "pkg"
    (package / "templates").mkdir(parents=True)
    (package / "__pycache__").mkdir()
    (package / "a.py").write_text("x = 1\n", "utf-8")
    (package / "templates" / "t.j2").write_text("{{ x }}\n", "utf-8")
    (package / "__pycache__" / "a.pyc").write_bytes(b"not part of it")
    return package


def test_the_code_version_is_kept_while_no_file_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pipeline.sys, "dont_write_bytecode", False)  # as an installed run
    package, kept = _package(tmp_path), tmp_path / "kept" / "codeversion.txt"
    version = pipeline.package_version(str(package), kept)
    assert version == pipeline.package_version(str(package), None)  # the same digest
    assert version.startswith(pipeline.__version__ + "+") and kept.is_file()
    # Read back while the files' sizes and times are those it was kept under: a stand-in
    # version of the right form put in its place is what comes back.
    stamp = kept.read_text("ascii").split()[0]
    other = f"{pipeline.__version__}+{'0' * 24}"
    kept.write_text(f"{stamp} {other}\n", "ascii")
    assert pipeline.package_version(str(package), kept) == other
    # Bytecode is no part of the package; a changed file makes it anew.
    (package / "__pycache__" / "a.pyc").write_bytes(b"changed")
    assert pipeline.package_version(str(package), kept) == other
    (package / "templates" / "t.j2").write_text("{{ y }} and more\n", "utf-8")  # a new size
    changed = pipeline.package_version(str(package), kept)
    assert changed not in (other, version)
    assert changed == pipeline.package_version(str(package), None)
    assert kept.read_text("ascii").split()[1] == changed


@pytest.mark.parametrize("content", [b"", b"garbage", b"\xff\xfe", b"abc 0.1.0+zz\n"])
def test_a_damaged_kept_code_version_is_made_anew(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: bytes
) -> None:
    monkeypatch.setattr(pipeline.sys, "dont_write_bytecode", False)
    package, kept = _package(tmp_path), tmp_path / "codeversion.txt"
    kept.write_bytes(content)
    version = pipeline.package_version(str(package), kept)
    assert version == pipeline.package_version(str(package), None)
    assert kept.read_text("ascii").split()[1] == version


def test_no_code_version_is_kept_when_python_writes_no_bytecode(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pipeline.sys, "dont_write_bytecode", True)
    kept = tmp_path / "codeversion.txt"
    pipeline.package_version(str(_package(tmp_path)), kept)
    assert not kept.exists()
