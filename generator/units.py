"""The sizes of units of one measure (bytes, seconds), for amounts restated in another unit.

The checker reads "16200 minutes = 270 GPU-hours" or "bytes, or 56 GB" with them:
:data:`UNIT_SIZES` gives a unit's measure and its size in the measure's base unit.
"""

from __future__ import annotations

from fractions import Fraction

# Units of one measure and their size in its base unit (a byte, a second). A decimal byte
# prefix may be meant as a binary one ("2^30 bytes, or 1 GB"): both sizes are tried.
UNIT_SIZES: dict[str, tuple[str, Fraction, Fraction]] = {
    **{
        u: ("byte", Fraction(10) ** (3 * k), Fraction(2) ** (10 * k))
        for k, names in enumerate(
            (
                "b byte bytes",
                "kb kilobyte kilobytes",
                "mb megabyte megabytes",
                "gb gigabyte gigabytes",
                "tb terabyte terabytes",
            )
        )
        for u in names.split()
    },
    **{
        u: ("byte", Fraction(2) ** (10 * k), Fraction(2) ** (10 * k))
        for k, names in enumerate(("", "kib", "mib", "gib", "tib"))
        for u in names.split()
    },
    **{
        u: ("second", size, size)
        for names, size in (
            ("ms msec millisecond milliseconds", Fraction(1, 1000)),
            ("s sec secs second seconds", Fraction(1)),
            ("min mins minute minutes", Fraction(60)),
            ("h hr hrs hour hours", Fraction(3600)),
            ("day days", Fraction(86400)),
        )
        for u in names.split()
    },
}


def unit_size(word: str) -> tuple[str, Fraction, Fraction] | None:
    """The measure and sizes of a unit named by ``word`` ("minutes", "GB"), or of the last
    part of a compound ("GPU-hours" counts hours); None for no unit of the table."""
    word = word.strip().lower()
    found = UNIT_SIZES.get(word)
    if found is None and "-" in word:
        found = UNIT_SIZES.get(word.rsplit("-", 1)[1])
    return found


Sizes = tuple[str, Fraction, Fraction]
"""A unit's measure and its decimal and binary sizes in the measure's base unit."""


def scale_between(
    source: Sizes, target: Sizes, value: Fraction | None = None, goal: Fraction | None = None
) -> Fraction | None:
    """What an amount in the ``source`` unit is multiplied by to be said in ``target``; None
    for units of different measures or of the same size. Bytes may be meant decimal or
    binary: the scale that takes ``value`` nearer the stated ``goal`` is taken, or the decimal
    one when neither comes within a twentieth of it (a slip); with no value and goal, the
    smaller."""
    if source[0] != target[0]:
        return None
    scales = {source[1] / target[1], source[2] / target[2]}
    if scales == {1}:
        return None
    if len(scales) == 1 or value is None or goal is None:
        return min(scales)
    scale = min(scales, key=lambda k: abs(value * k - goal))
    if abs(value * scale - goal) > abs(goal) / 20:
        scale = source[1] / target[1]
    return scale
