"""Benchmark the calculator's whole-trajectory returns and GAE against scipy.

Run: ``python benchmarks/bench_calc.py`` (``--quick`` for a fast smoke run).

What is timed (best of ``--repeat`` runs, wall clock):

* **Float path** (the fast path, taken whenever an input is a ``float``):
  :func:`generator.kinds.discounted_return.discounted_returns` and
  :func:`generator.kinds.gae.gae_advantages` on lists of Python floats of 10⁴, 10⁵
  and 10⁶ steps (γ = 0.99, λ = 0.95), input validation included. Per-step
  time shows the cost is linear. The reference is ``scipy.signal.lfilter([1],
  [1, −γ], x[::-1])[::-1]`` on numpy arrays of the same data (for GAE applied
  to the TD errors, which numpy computes first); the ratio is calc ÷ scipy.
  scipy's time excludes converting the lists to arrays; that conversion is
  printed separately.
* **Exact path** (``Fraction`` inputs, e.g. decimals read from the command
  line; γ = 0.9, rewards in {0, 0.5, 1}): the single return ``G_0`` and the
  single GAE advantage ``A_0`` (binary splitting over big integers) at 10⁴
  and 10⁵ steps, and every step's return / advantage at 10³ and 10⁴ steps.
  Exact values have Θ(n) digits, so the exact path cannot be linear: all n
  exact returns hold Θ(n²) digits (about 2 GB at 10⁵ steps), which is why the
  all-steps exact run stops at 10⁴. Long trajectories belong on the float path.

No test asserts on these timings.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from collections.abc import Callable
from fractions import Fraction

import numpy as np
from scipy import signal

from generator import calc
from generator.kinds.discounted_return import discounted_return, discounted_returns
from generator.kinds.gae import gae, gae_advantages

GAMMA, LAM = 0.99, 0.95
EXACT_GAMMA = Fraction(9, 10)


def best_time(fn: Callable[[], object], repeat: int) -> float:
    """The fastest of ``repeat`` runs, in seconds."""
    times = []
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def lfilter_returns(rewards: np.ndarray, gamma: float) -> np.ndarray:
    """Discounted sums of every suffix, the scipy way."""
    return signal.lfilter([1.0], [1.0, -gamma], rewards[::-1])[::-1]


def lfilter_gae(rewards: np.ndarray, values: np.ndarray, gamma: float, lam: float) -> np.ndarray:
    """GAE of every step, the scipy way: lfilter over the TD errors."""
    deltas = rewards + gamma * values[1:] - values[:-1]
    return signal.lfilter([1.0], [1.0, -gamma * lam], deltas[::-1])[::-1]


def float_rows(sizes: list[int], repeat: int) -> None:
    print(f"Float path (γ = {GAMMA}, λ = {LAM}; best of {repeat}; validation included)")
    header = (
        f"{'steps':>9} {'kind':>8} {'calc s':>9} {'ns/step':>8} {'scipy s':>9} "
        f"{'calc/scipy':>10} {'list→array s':>12} {'max |diff|':>10}"
    )
    print(header)
    print("-" * len(header))
    rng = random.Random(0)
    for n in sizes:
        float_size(
            [rng.choice((0.0, 0.5, 1.0)) for _ in range(n)],
            [rng.random() for _ in range(n + 1)],
            repeat,
        )


def float_size(rewards: list[float], values: list[float], repeat: int) -> None:
    """One size of the float benchmark: returns and GAE, calc and scipy."""
    n = len(rewards)
    to_array = best_time(lambda: (np.array(rewards), np.array(values)), repeat)
    r_arr, v_arr = np.array(rewards), np.array(values)

    t_calc = best_time(lambda: discounted_returns(rewards=rewards, gamma=GAMMA), repeat)
    t_scipy = best_time(lambda: lfilter_returns(r_arr, GAMMA), repeat)
    diff = np.max(
        np.abs(
            np.array(discounted_returns(rewards=rewards, gamma=GAMMA))
            - lfilter_returns(r_arr, GAMMA)
        )
    )
    print(
        f"{n:>9} {'returns':>8} {t_calc:>9.4f} {t_calc / n * 1e9:>8.1f} {t_scipy:>9.5f} "
        f"{t_calc / t_scipy:>10.1f} {to_array:>12.4f} {diff:>10.1e}"
    )

    def run_gae() -> object:
        return gae_advantages(rewards=rewards, values=values, gamma=GAMMA, lam=LAM)

    t_calc = best_time(run_gae, repeat)
    t_scipy = best_time(lambda: lfilter_gae(r_arr, v_arr, GAMMA, LAM), repeat)
    diff = np.max(np.abs(np.array(run_gae()) - lfilter_gae(r_arr, v_arr, GAMMA, LAM)))
    print(
        f"{n:>9} {'gae':>8} {t_calc:>9.4f} {t_calc / n * 1e9:>8.1f} {t_scipy:>9.5f} "
        f"{t_calc / t_scipy:>10.1f} {to_array:>12.4f} {diff:>10.1e}"
    )


def exact_rows(single_sizes: list[int], all_sizes: list[int], repeat: int) -> None:
    print()
    print(f"Exact path (Fraction inputs, γ = {calc.format_number(EXACT_GAMMA)}, λ = 0.8)")
    header = f"{'steps':>9} {'what':>22} {'seconds':>9} {'µs/step':>9}"
    print(header)
    print("-" * len(header))
    rng = random.Random(1)
    half = Fraction(1, 2)
    lam = Fraction(4, 5)
    for n in sorted(set(single_sizes) | set(all_sizes)):
        rewards: list[Fraction | int] = [rng.choice((0, half, 1)) for _ in range(n)]
        values: list[Fraction | int] = [Fraction(rng.randint(0, 10), 10) for _ in range(n)]
        exact_size(rewards, [*values, 0], lam, n in single_sizes, n in all_sizes, repeat)


def exact_size(
    rewards: list[Fraction | int],
    values: list[Fraction | int],
    lam: Fraction,
    single: bool,
    every: bool,
    repeat: int,
) -> None:
    """One size of the exact benchmark."""
    n = len(rewards)
    jobs: list[tuple[str, Callable[[], object]]] = []
    if single:
        jobs.append(
            (
                "G_0 (one step)",
                lambda: discounted_return(rewards=rewards, gamma=EXACT_GAMMA),
            )
        )
        jobs.append(
            (
                "GAE A_0 (one step)",
                lambda: gae(rewards=rewards, values=values, gamma=EXACT_GAMMA, lam=lam),
            )
        )
    if every:
        jobs.append(
            (
                "returns (every step)",
                lambda: discounted_returns(rewards=rewards, gamma=EXACT_GAMMA),
            )
        )
        jobs.append(
            (
                "GAE (every step)",
                lambda: gae_advantages(rewards=rewards, values=values, gamma=EXACT_GAMMA, lam=lam),
            )
        )
    for what, job in jobs:
        seconds = best_time(job, repeat)
        print(f"{n:>9} {what:>22} {seconds:>9.3f} {seconds / n * 1e6:>9.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small sizes, one run each")
    parser.add_argument("--repeat", type=int, default=3, help="runs per timing (default 3)")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}, numpy {np.__version__}")
    if args.quick:
        float_rows([10**3, 10**4], 1)
        exact_rows([10**3], [10**3], 1)
        return 0
    float_rows([10**4, 10**5, 10**6], args.repeat)
    exact_rows([10**4, 10**5], [10**3, 10**4], max(1, args.repeat - 2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
