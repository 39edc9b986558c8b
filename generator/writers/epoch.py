"""The build time of a package or worksheet: ``SOURCE_DATE_EPOCH`` or the clock, read once.

Kept apart from the writers so that a command can read (and check) it before
deciding whether it needs them: a rebuild that changes nothing
(:mod:`generator.rebuild`) never imports the Anki writer.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Mapping

from generator.errors import OutputError

MAX_EPOCH = 4_354_819_199
"""2107-12-31T23:59:59Z: the last time a zip entry (the package) can record."""


def build_epoch(
    environ: Mapping[str, str] | None = None, clock: Callable[[], float] = time.time
) -> int:
    """The build time: ``SOURCE_DATE_EPOCH`` when set, else the clock (read once).

    Args:
        environ: The environment; ``os.environ`` when None.
        clock: The clock to read when ``SOURCE_DATE_EPOCH`` is not set.

    Returns:
        Whole seconds since the Unix epoch.

    Raises:
        OutputError: ``SOURCE_DATE_EPOCH`` is set but not a whole number from 0
            to :data:`MAX_EPOCH`, or the clock is outside that range.
    """
    env = os.environ if environ is None else environ
    raw = env.get("SOURCE_DATE_EPOCH", "").strip()
    if not raw:
        now = int(clock())
        if not 0 <= now <= MAX_EPOCH:
            raise OutputError(f"the clock reads {now} s since 1970, outside 0 to {MAX_EPOCH}")
        return now
    try:
        value = int(raw) if len(raw) <= 20 else -1
    except ValueError:
        value = -1
    if not 0 <= value <= MAX_EPOCH:
        shown = raw if len(raw) <= 40 else raw[:37] + "..."
        raise OutputError(
            "SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, from 0 to "
            f"{MAX_EPOCH} (the end of 2107, the last date a package can hold), got {shown!r}"
        )
    return value
