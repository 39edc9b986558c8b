"""Hand labels matched to the statements lessondeck reads, for measuring it.

A hand label (the shared annotations' schema: one entry per sentence, in
order, with its ``text``) keeps the sentence as the lesson writes it; the
reader may split a lesson differently (a display equation on a line of its own
is a statement of its own) and its text has markdown's escapes resolved
(``\\(`` is read as ``(``). :func:`matched` pairs them by position when the
counts agree, else by text under :func:`generator.cardmath.comparable`.
Used by the measuring scripts and the tests on labelled lessons.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any, TypeVar

from generator.cardmath import comparable
from generator.model import Statement, WorkedExample

S = TypeVar("S", bound=Statement)


def matched(statements: Sequence[S], labels: Sequence[Mapping[str, Any]]) -> dict[int, S]:
    """Labelled sentence index → its statement (a label the reader split otherwise has none)."""
    if len(statements) == len(labels):
        return dict(enumerate(statements))
    by_text = {comparable(s.text): s for s in statements}
    # A sentence the reader splits in two ("Hence" before a display equation of its own):
    # its label goes to the part holding the numbers.
    for size in (2, 3):
        for start in range(len(statements) - size + 1):
            parts = statements[start : start + size]
            key = "".join(comparable(s.text) for s in parts)
            by_text.setdefault(key, max(parts, key=lambda s: len(s.numbers)))
    out: dict[int, S] = {}
    for i, label in enumerate(labels):
        found = by_text.get(comparable(str(label["text"])))
        if found is not None:
            out[i] = found
    return out


def catches(example: WorkedExample, ids: Collection[str], stated: Sequence[float]) -> bool:
    """Whether a ✗ is the catch of a labelled wrong result: on one of its sentences
    (``ids``), reading a value the label says is stated. Any other ✗ is a false alarm."""
    return (
        not example.ok
        and not set(ids).isdisjoint(example.statement_ids)
        and any(abs(example.stated - v) < 1e-9 for v in stated)
    )


def reads(example: WorkedExample, ids: Collection[str], stated: Sequence[float]) -> bool:
    """Whether a checked example reads a labelled one's result: on one of its sentences
    (``ids``), checking a value the label says is stated (within the example's tolerance; a
    percentage may be labelled as its fraction or the other way round)."""
    if set(ids).isdisjoint(example.statement_ids):
        return False
    slack = max(example.tolerance, 1e-6)
    scales = (1.0, 0.01, 100.0)
    return any(abs(example.stated * k - v) <= slack * k for v in stated for k in scales)
