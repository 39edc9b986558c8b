"""Shared helpers for the benchmarks: interleaved (ABAB) timing, medians, one line per work.

Every benchmark compares lessondeck ("ours") with a floor, the least work any
tool doing the same job has to do. The two run alternately (ours, floor, ours,
floor, …) so that a busy machine slows both alike, and the medians are
compared. Figures only: nothing here asserts a time.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable

Timed = Callable[[], float]
"""A run that returns its own figure (seconds or bytes), so its setup is not counted."""


def interleave(ours: Timed, floor: Timed, runs: int) -> tuple[list[float], list[float]]:
    """Run ``ours`` and ``floor`` alternately ``runs`` times each; their figures."""
    a: list[float] = []
    b: list[float] = []
    for _ in range(runs):
        a.append(ours())
        b.append(floor())
    return a, b


def row(work: str, ours: list[float], floor: list[float], goal: float, unit: str = "s") -> str:
    """One line: the work, medians of ours and the floor, their ratio and whether the goal holds."""
    mo, mf = statistics.median(ours), statistics.median(floor)
    ratio = mo / mf if mf else float("inf")
    met = "yes" if ratio <= goal else "NO"
    if unit == "s":
        shown = f"{mo * 1000:10.1f} ms {mf * 1000:10.1f} ms"
    else:
        shown = f"{mo / 2**20:10.1f} MB {mf / 2**20:10.1f} MB"
    return f"{work:42} {shown} {ratio:7.2f}x  goal <= {goal:g}x: {met}  (n={len(ours)})"


HEADER = f"{'work':42} {'ours':>13} {'floor':>13} {'ratio':>8}"
