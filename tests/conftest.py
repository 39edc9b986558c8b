"""Shared test fixtures: where the sample lesson and the shared lessons are.

The seven shared lessons and their hand labels live in ``../shared`` beside the
repository (override with ``LESSONDECK_SHARED``). A user's clone has none:
tests that need them skip; CI has them, so there they run.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from generator.classify import CaveatModel

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "source" / "script_04.md"
SHARED = Path(os.environ.get("LESSONDECK_SHARED", ROOT.parent / "shared"))
LESSONS = SHARED / "lessons"
ANNOTATIONS = SHARED / "annotations"
# Every C0 control but NUL (a NUL makes the file binary) and the line breaks that end
# markdown lines, DEL and every C1 control: what hostile lesson text may hold.
CONTROLS = [chr(c) for c in range(1, 32) if chr(c) not in "\n\r"] + [
    chr(c) for c in range(0x7F, 0xA0)
]


def shared_lessons() -> list[Path]:
    """The shared lesson scripts, or [] when ../shared is absent."""
    return sorted(LESSONS.glob("script_*.md")) if LESSONS.is_dir() else []


def annotations() -> list[dict[str, Any]]:
    """The hand labels of the shared lessons, or [] when absent."""
    if not ANNOTATIONS.is_dir():
        return []
    return [json.loads(p.read_text("utf-8")) for p in sorted(ANNOTATIONS.glob("script_*.json"))]


@pytest.fixture(scope="session", autouse=True)
def _pipeline_cache(tmp_path_factory: pytest.TempPathFactory) -> None:
    """The pipeline's cache in a folder of this test run, never the user's ~/.cache.

    Set in the environment, so the ``lessondeck`` processes tests start use it too.
    """
    from generator.pipeline import CACHE_ENV

    os.environ[CACHE_ENV] = str(tmp_path_factory.mktemp("lessondeck-cache"))


WRITTEN_LABELS = ROOT / "tests" / "data" / "written" / "annotations"


@pytest.fixture(scope="session")
def set_out_classifiers() -> dict[int, CaveatModel]:
    """For each written set, the caveat model fitted to the shared labels and the other sets
    (fitted once for the tests that score the written sets held out)."""
    from generator import train_classify

    written = train_classify.load_folder(WRITTEN_LABELS, train_classify.WRITTEN_COURSE)
    return train_classify.set_out_models(written, train_classify.load_labels(SHARED))


needs_shared = pytest.mark.skipif(
    not LESSONS.is_dir() or not ANNOTATIONS.is_dir(),
    reason=f"shared lessons/annotations not found at {SHARED} (set LESSONDECK_SHARED)",
)
