"""The exercise kinds: one module per kind, and the one registry that lists them.

A kind is a :class:`~generator.kinds.base.Kind` subclass in a module of its
own (typed parameters, value, worked steps, seeded practice, prompt, the
relation the checker reads, figure). Adding a kind is writing its module and
adding one line below; the calculator, the exercises, the checker and the
figures iterate :data:`REGISTRY`. The order is that of DESIGN.md's table.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from generator.kinds.advantage import Advantage
from generator.kinds.base import Kind
from generator.kinds.clipped_objective import ClippedObjective
from generator.kinds.discounted_return import DiscountedReturn
from generator.kinds.entropy import Entropy
from generator.kinds.gae import Gae
from generator.kinds.grpo_advantage import GroupMean, GroupStd, GrpoAdvantage
from generator.kinds.kl import Kl
from generator.kinds.kl_penalty import KlPenalty
from generator.kinds.mixed_group_probability import MixedGroupProbability
from generator.kinds.pass_at_k import PassAtK
from generator.kinds.probability_ratio import ProbabilityRatio
from generator.kinds.softmax import Softmax
from generator.kinds.td_error import TdError
from generator.kinds.td_target import TdTarget
from generator.kinds.value_update import ValueUpdate

__all__ = ["KINDS", "REGISTRY", "Kind"]

REGISTRY: Mapping[str, Kind[Any]] = MappingProxyType(
    {
        kind.name: kind
        for kind in (
            DiscountedReturn(),
            Advantage(),
            Gae(),
            GrpoAdvantage(),
            PassAtK(),
            Entropy(),
            Kl(),
            Softmax(),
            ProbabilityRatio(),
            ClippedObjective(),
            MixedGroupProbability(),
            TdError(),
            ValueUpdate(),
            TdTarget(),
            GroupMean(),
            GroupStd(),
            KlPenalty(),
        )
    }
)
"""Every kind by name: the calculator's, then the check-only ones (a group's stated statistics)."""

KINDS: Mapping[str, Kind[Any]] = MappingProxyType(
    {name: kind for name, kind in REGISTRY.items() if kind.calculator}
)
"""The calculator's kinds (``lessondeck calc``, practice exercises), in DESIGN.md's order."""
