"""How long ``lessondeck quiz`` takes to show its first card, against Python's own start-up.

Runs the installed command in a real pseudo-terminal (the rich screen) and
with piped standard input (the plain, scripted screen), several times each,
and measures the wall time from starting the process to the first answer
prompt. The baseline is ``python -c pass`` with the same interpreter, spawned
the same way. Prints medians and the ratio to the baseline; asserts nothing.
Bytecode is cached (in a temporary folder) as for an installed package.

Two cases: *warm* reuses one pipeline cache (``LESSONDECK_CACHE_DIR``) and
one progress database, so the composed cards come from the cache (the usual
start); *cold* starts each run with an empty cache and a fresh database, so
the lessons are read and composed first (the first start, or the first
after an edit).

Usage::

    python benchmarks/bench_quiz_start.py [--runs N] [SOURCES ...]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pexpect

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
LESSONDECK = str(Path(PYTHON).with_name("lessondeck"))
NOW = "2025-03-03T09:00:00+00:00"


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


def _median(fn: Callable[[], float], runs: int) -> tuple[float, float]:
    times = [fn() for _ in range(runs)]
    return statistics.median(times), min(times)


def main() -> int:
    """Measure and print; returns 0."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15, help="runs per case (default 15)")
    parser.add_argument("sources", nargs="*", default=["source"], help="SOURCES for the quiz")
    args = parser.parse_args()
    runs = args.runs

    with tempfile.TemporaryDirectory() as tmp:
        warm_db = str(Path(tmp) / "warm.sqlite3")
        warm = str(Path(tmp) / "warm-cache")
        quiz = [LESSONDECK, "quiz", *args.sources, "--new", "5"]
        _time_pipe([*quiz, "--db", warm_db], "answer>", warm)  # fill the cache
        counter = iter(range(10**6))

        def cold() -> tuple[str, str]:
            n = next(counter)
            return str(Path(tmp) / f"cold-{n}.sqlite3"), str(Path(tmp) / f"cold-cache-{n}")

        def cold_pty() -> float:
            db, cache = cold()
            return _time_pty([*quiz, "--db", db], "›", cache)

        def cold_pipe() -> float:
            db, cache = cold()
            return _time_pipe([*quiz, "--db", db], "answer>", cache)

        cases: list[tuple[str, Callable[[], float]]] = [
            ("python -c pass (pty)", lambda: _time_pty([PYTHON, "-c", "pass"], None)),
            ("quiz, warm cache, terminal", lambda: _time_pty([*quiz, "--db", warm_db], "›", warm)),
            (
                "quiz, warm cache, piped",
                lambda: _time_pipe([*quiz, "--db", warm_db], "answer>", warm),
            ),
            ("quiz, cold cache, terminal", cold_pty),
            ("quiz, cold cache, piped", cold_pipe),
        ]
        results = [(name, *_median(fn, runs)) for name, fn in cases]

    base = results[0][1]
    print(
        f"time to first prompt, median of {runs} runs "
        f"({sys.platform}, Python {sys.version.split()[0]})"
    )
    print(f"{'case':32} {'median ms':>10} {'min ms':>8} {'× python':>9}")
    for name, median, fastest in results:
        print(f"{name:32} {median * 1000:10.1f} {fastest * 1000:8.1f} {median / base:9.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
