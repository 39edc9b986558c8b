"""How long ``lessondeck quiz`` takes to show its first card, against importing its libraries.

Runs the installed command in a real pseudo-terminal (the rich screen) and
with piped standard input (the plain, scripted screen) and measures the wall
time from starting the process to the first answer prompt. The floor is
``python -c "import rich, fsrs, sqlite3"`` with the same interpreter, spawned
in a pty, to its exit. Each case alternates with the floor (ABAB); medians and
the ratio are printed (goals: cold start at most 2x, warm start at the floor).
Asserts nothing.
Bytecode is cached (in a temporary folder) as for an installed package: one
whole session (to the end of its input) runs first, as a user's earlier session
would have, since the timed runs are killed at the prompt. lessondeck keeps its
compiled regular expressions and dataclass methods (:mod:`generator.compile_cache`),
the tables of two keyword indexes (:meth:`generator.keywords.KeywordIndex.kept`)
and its compiled templates (:mod:`generator.template_cache`) beside its bytecode
too, so that session leaves them for every run; the pipeline cache stays empty
in the cold case.

Two cases: *warm* reuses one pipeline cache (``LESSONDECK_CACHE_DIR``) and
one progress database, so the composed cards come from the cache (the usual
start); *cold* starts each run with an empty cache and a fresh database, so
the lessons are read and composed first (the first start, or the first
after an edit).

Usage::

    python benchmarks/bench_quiz_start.py [--quick] [--runs N] [SOURCES ...]

``--quick`` (under a minute): 5 runs of each side.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pexpect
from _ab import HEADER, interleave, row

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
LESSONDECK = str(Path(PYTHON).with_name("lessondeck"))
NOW = "2025-03-03T09:00:00+00:00"
FLOOR = "import rich, fsrs, sqlite3"


PYCACHE = tempfile.mkdtemp(prefix="lessondeck-bench-pycache-")


def _env(cache: str | None = None) -> dict[str, str]:
    env = dict(os.environ)
    if cache is not None:
        env["LESSONDECK_CACHE_DIR"] = cache
    env["LESSONDECK_NOW"] = NOW
    env.pop("NO_COLOR", None)
    # Measure what an installed package does: with compiled bytecode. A
    # PYTHONDONTWRITEBYTECODE environment would otherwise recompile lessondeck's
    # modules at every start; the cache goes to a temporary folder, not the tree.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = PYCACHE
    return env


def _time_pty(args: list[str], until: str | None, cache: str | None = None) -> float:
    """Seconds from spawning ``args`` in a pty to ``until`` appearing (or to exit)."""
    env = _env(cache)
    start = time.perf_counter()
    child = pexpect.spawn(
        args[0], args[1:], cwd=str(ROOT), env=env, encoding="utf-8", dimensions=(50, 160)
    )
    try:
        child.expect(pexpect.EOF if until is None else until, timeout=60)
        return time.perf_counter() - start
    finally:
        child.close(force=True)


def _time_pipe(args: list[str], until: str, cache: str | None = None) -> float:
    """Seconds from starting ``args`` with piped stdin to a stdout line starting with ``until``."""
    env = _env(cache)
    start = time.perf_counter()
    proc = subprocess.Popen(
        args,
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    try:
        for line in proc.stdout:
            if line.startswith(until):
                return time.perf_counter() - start
        raise RuntimeError(f"no {until!r} prompt: {proc.stderr.read() if proc.stderr else ''}")
    finally:
        proc.kill()
        proc.communicate()


def main() -> int:
    """Measure and print; returns 0."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=9, help="runs of each side (default 9)")
    parser.add_argument("--quick", action="store_true", help="5 runs of each side")
    parser.add_argument("sources", nargs="*", default=["source"], help="SOURCES for the quiz")
    args = parser.parse_args()
    runs = 5 if args.quick else max(5, args.runs)

    with tempfile.TemporaryDirectory() as tmp:
        warm_db = str(Path(tmp) / "warm.sqlite3")
        warm = str(Path(tmp) / "warm-cache")
        quiz = [LESSONDECK, "quiz", *args.sources, "--new", "5"]
        # A whole session, to the end of its (empty) input: fills the pipeline cache
        # and the bytecode.
        subprocess.run(
            [*quiz, "--db", warm_db],
            cwd=ROOT,
            env=_env(warm),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            check=True,
        )
        counter = iter(range(10**6))

        def cold() -> tuple[str, str]:
            n = next(counter)
            return str(Path(tmp) / f"cold-{n}.sqlite3"), str(Path(tmp) / f"cold-cache-{n}")

        def cold_pipe() -> float:
            db, cache = cold()
            return _time_pipe([*quiz, "--db", db], "answer>", cache)

        def cold_pty() -> float:
            db, cache = cold()
            return _time_pty([*quiz, "--db", db], "›", cache)

        def floor() -> float:
            return _time_pty([PYTHON, "-c", FLOOR], None)

        warm_quiz = [*quiz, "--db", warm_db]
        cases = [
            ("quiz cold start, piped", cold_pipe),
            ("quiz cold start, terminal", cold_pty),
            (
                "quiz warm start, piped",
                lambda: _time_pipe([*quiz, "--db", warm_db], "answer>", warm),
            ),
            ("quiz warm start, terminal", lambda: _time_pty([*warm_quiz], "›", warm)),
        ]
        lines = []
        for name, fn in cases:
            ours, base = interleave(fn, floor, runs)
            lines.append(row(name, ours, base, 1.0 if "warm" in name else 2.0))
    print(f"time to the first answer prompt ({sys.platform}, Python {sys.version.split()[0]})")
    print(f"floor: `python -c {FLOOR!r}` to its exit, spawned the same way (pty)")
    print("cold: an empty pipeline cache and a new database; warm: both reused")
    print(HEADER)
    for line in lines:
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
