"""The same card after an edit: which new card continues a card that vanished.

A card's id comes from its statement's id, and a statement's id comes from
its own text, so editing a sentence gives all its cards new ids. To keep the
learner's history (the Anki note, the quiz's progress) across such an edit,
a card that appeared is matched to a card that vanished when both are the
same variant (:func:`variant_of`: the same card type and the same card id
once the statement id is blanked out, which includes the lesson) and their
source sentences are close edits of each other
(:func:`similarity` ≥ :data:`DEFAULT_THRESHOLD`). The best match wins and
every card is matched at most once, so the result is a one-to-one map that
does not depend on input order.

This is the one definition of "the same card after an edit": the deck's
manifest (:mod:`generator.writers.anki`) and the quiz's progress store
(:func:`generator.quiz.store.follow_edits`) both call it. The similarity is
:class:`difflib.SequenceMatcher`'s ratio; what is hand-written here, because
no library does it, is the variant key and the one-to-one, best-first,
order-independent assignment. The module is pure (no I/O, no clock).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from difflib import SequenceMatcher
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from generator.model import Card

DEFAULT_THRESHOLD = 0.6
"""The smallest :func:`similarity` at which an appeared card continues a vanished one."""


def variant_of(card_type: str, card_id: str, statement_id: str | None) -> str:
    """What kind of card this is, for matching: only cards of one variant continue each other.

    The card id with its statement id blanked (``lesson-04:*:cloze``), after
    the card type. Which words compose deleted is left out on purpose: an
    edit that moves the deletion is still the same card of the same sentence.

    Args:
        card_type: ``cloze``, ``qa`` or ``exercise``.
        card_id: The card's id (the deck passes its note's id: cloze cards of
            one sentence share a note).
        statement_id: The id of the statement it came from, if any.

    Returns:
        E.g. ``cloze|lesson-04:*:cloze``.
    """
    sid = statement_id
    suffix = card_id.replace(sid, "*", 1) if sid and sid in card_id else card_id
    return f"{card_type}|{suffix}"


def card_variant(card: Card) -> str:
    """:func:`variant_of` a composed card.

    Args:
        card: The card.

    Returns:
        Its variant.
    """
    return variant_of(card.type.value, card.id, card.statement_id)


@dataclass(frozen=True)
class Candidate:
    """A card as the matcher sees it.

    Attributes:
        id: The card's id (unique among the candidates on its side).
        variant: What kind of card it is; only cards of the same variant match.
        text: The text compared, normally the card's source sentence.
    """

    id: str
    variant: str
    text: str


def similarity(a: str, b: str) -> float:
    """How close two sentences are: :class:`difflib.SequenceMatcher` ratio, 0 to 1.

    The ratio is computed with the texts in sorted order, so that
    ``similarity(a, b) == similarity(b, a)``.

    Args:
        a: One text.
        b: The other text.

    Returns:
        1.0 for equal texts, 0.0 for texts with nothing in common.
    """
    if a == b:
        return 1.0
    first, second = sorted((a, b))  # the ratio depends on the order; make it symmetric
    return SequenceMatcher(None, first, second, autojunk=False).ratio()


def match_successors(
    vanished: Iterable[Candidate],
    appeared: Iterable[Candidate],
    *,
    threshold: float = DEFAULT_THRESHOLD,
) -> dict[str, str]:
    """Match cards that appeared in a build to cards that vanished from it.

    Pairs of the same variant whose texts are at least ``threshold`` similar
    are taken best first (ties broken by the ids, so the result is
    deterministic); each vanished and each appeared card is used at most once.

    Args:
        vanished: Cards of the previous build that are gone now.
        appeared: Cards of this build that the previous build did not have.
        threshold: The smallest similarity that counts as an edit of the same card.

    Returns:
        A map from the id of an appeared card to the id of the vanished card it
        continues. Unmatched cards are absent.
    """
    old_by_variant: Mapping[str, list[Candidate]] = _by_variant(vanished)
    pairs: list[tuple[float, str, str]] = []
    for new in appeared:
        for old in old_by_variant.get(new.variant, ()):
            first, second = sorted((old.text, new.text))
            matcher = SequenceMatcher(None, first, second, autojunk=False)
            # The cheap upper bounds reject most pairs without the full ratio.
            if matcher.real_quick_ratio() < threshold or matcher.quick_ratio() < threshold:
                continue
            ratio = 1.0 if old.text == new.text else matcher.ratio()
            if ratio >= threshold:
                pairs.append((ratio, old.id, new.id))
    pairs.sort(key=lambda p: (-p[0], p[1], p[2]))
    taken_old: set[str] = set()
    result: dict[str, str] = {}
    for _, old_id, new_id in pairs:
        if old_id in taken_old or new_id in result:
            continue
        taken_old.add(old_id)
        result[new_id] = old_id
    return result


def _by_variant(candidates: Iterable[Candidate]) -> dict[str, list[Candidate]]:
    groups: dict[str, list[Candidate]] = defaultdict(list)
    for c in candidates:
        groups[c.variant].append(c)
    return groups
