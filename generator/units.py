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
