"""scripts/label_agreement.py and the relabellings it measures (tests/data/relabel)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "label_agreement.py"
RELABEL = ROOT / "tests" / "data" / "relabel"
WRITTEN = ROOT / "tests" / "data" / "written" / "annotations"
SHARED = ROOT.parent / "shared"


def _run(*folders: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), *map(str, folders)],
        capture_output=True,
        text=True,
        check=False,
    )


def test_counts_caveats_of_one_labelling_against_another(tmp_path: Path) -> None:
    gold, other = tmp_path / "gold", tmp_path / "other"
    gold.mkdir()
    other.mkdir()
    sentences = [{"i": i, "text": "x", "kind": k} for i, k in enumerate(["caveat", "claim"] * 2)]
    (gold / "fresh_1.json").write_text(json.dumps({"lesson": "fresh_1", "sentences": sentences}))
    kinds = ["caveat", "caveat", "claim", "claim"]
    (other / "fresh_1.json").write_text(json.dumps({"lesson": "fresh_1", "kinds": kinds}))
    done = _run(gold, other)
    assert done.returncode == 0, done.stderr
    assert "fresh: recall 0.50 precision 0.50 (tp 1 fp 1 fn 1)" in done.stdout


def test_a_relabelling_of_another_length_is_an_error(tmp_path: Path) -> None:
    gold, other = tmp_path / "gold", tmp_path / "other"
    gold.mkdir()
    other.mkdir()
    sentences = [{"i": 0, "text": "x", "kind": "claim"}]
    (gold / "a.json").write_text(json.dumps({"lesson": "fresh_2", "sentences": sentences}))
    (other / "a.json").write_text(json.dumps({"lesson": "fresh_2", "kinds": ["claim", "claim"]}))
    done = _run(gold, other)
    assert done.returncode == 1
    assert "fresh_2: 2 kinds for 1 sentences" in done.stdout


@pytest.mark.parametrize("labeller", ["written_R1", "written_R2"])
def test_the_written_relabellings_cover_every_sentence(labeller: str) -> None:
    for path in sorted((RELABEL / labeller).glob("*.json")):
        kinds = json.loads(path.read_text("utf-8"))["kinds"]
        labels = json.loads((WRITTEN / path.name).read_text("utf-8"))["sentences"]
        assert len(kinds) == len(labels), path.name
        assert set(kinds) <= {"claim", "caveat"}


@pytest.mark.skipif(not (SHARED / "annotations").is_dir(), reason="needs ../shared")
@pytest.mark.parametrize("labeller", ["shared_R1", "shared_R2"])
def test_the_shared_relabellings_cover_every_sentence(labeller: str) -> None:
    for path in sorted((RELABEL / labeller).glob("*.json")):
        folder = SHARED / ("deeprl/annotations" if path.stem.startswith("hf_") else "annotations")
        labels = json.loads((folder / path.name).read_text("utf-8"))["sentences"]
        assert len(json.loads(path.read_text("utf-8"))["kinds"]) == len(labels), path.name
