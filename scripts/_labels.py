"""Match hand-labelled sentences to the statements lessondeck reads, for the measuring scripts.

A label keeps the sentence as written in the lesson's markdown; a statement's
text is what the reader made of it, where markdown has dropped the backslash of
an escaped punctuation mark (``\\(`` of inline math becomes ``(``, ``\\,``
becomes ``,``). Both are compared after the same normalisation.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from generator.cardmath import comparable
from generator.model import Statement

S = TypeVar("S", bound=Statement)


def matched(statements: Sequence[S], labels: Sequence[dict[str, Any]]) -> dict[int, S]:
    """Labelled sentence index → its statement: by position when the counts agree, else by text."""
    if len(statements) == len(labels):
        return dict(enumerate(statements))
    by_text = {comparable(s.text): s for s in statements}
    out: dict[int, S] = {}
    for i, label in enumerate(labels):
        found = by_text.get(comparable(str(label["text"])))
        if found is not None:
            out[i] = found
    return out
