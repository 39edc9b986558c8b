"""`lessondeck calc` and `lessondeck exercises` through the real entry point."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT, SAMPLE

from generator import calc
from generator.cli import main
from generator.kinds import KINDS

LESSONDECK = Path(sys.executable).parent / "lessondeck"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# --- calc ---------------------------------------------------------------------------


def test_calc_help_lists_every_kind(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["calc", "--help"])
    assert info.value.code == 0
    out = capsys.readouterr().out
    for kind in KINDS.values():
        assert kind.name in out
    assert "--rewards 0,0,1 --gamma 0.9" in out


@pytest.mark.parametrize("kind", list(KINDS))
def test_each_kind_has_help_with_its_params(kind: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["calc", kind, "--help"])
    assert info.value.code == 0
    out = capsys.readouterr().out
    for param in KINDS[kind].params:
        assert f"--{param.name}" in out


def test_calc_prints_answer_and_steps(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        capsys, "calc", "discounted_return", "--rewards", "0,0,1", "--gamma", "0.9", "--t", "0"
    )
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "discounted_return: rewards=0,0,1 gamma=0.9 t=0"
    assert "  G₀ = 0 + 0.9·0 + 0.9²·1 = 0 + 0 + 0.81 = 0.81" in lines
    assert lines[-1] == "answer: 0.81"


@pytest.mark.parametrize(
    ("argv", "answer"),
    [
        (
            [
                "td_error",
                "--reward",
                "1",
                "--gamma",
                "0.9",
                "--value",
                "0.5",
                "--next-value",
                "0.4",
            ],
            "0.86",
        ),
        (
            [
                "td_error",
                "--reward",
                "1",
                "--gamma",
                "0.9",
                "--value",
                "0.5",
                "--next_value",
                "0.4",
            ],
            "0.86",
        ),
        (["value_update", "--value", "0", "--target", "3", "--alpha", "0.1"], "0.3"),
        (["probability_ratio", "--new-prob", "0.6", "--old-prob", "0.5"], "1.2"),
    ],
)
def test_new_kinds_and_hyphenated_options(
    argv: list[str], answer: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "calc", *argv)
    assert (code, err) == (0, "")
    assert out.splitlines()[-1] == f"answer: {answer}"


def test_td_error_steps_show_the_target(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["td_error", "--reward", "1", "--gamma", "0.9", "--value", "0.5", "--next-value", "0.4"]
    _, out, _ = run(capsys, "calc", *argv)
    assert "  TD target = 1 + 0.9·0.4 = 1.36" in out.splitlines()
    assert any(line.startswith("  δ = 1.36 − 0.5 = 0.86") for line in out.splitlines())


def test_calc_is_exact_on_decimals(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "calc", "advantage", "--return", "0.8", "--baseline", "0.5")
    assert code == 0 and out.splitlines()[-1] == "answer: 0.3"
    code, out, _ = run(capsys, "calc", "pass_at_k", "--n", "10", "--c", "3", "--k", "5")
    assert code == 0 and out.splitlines()[-1] == "answer: 11/12 ≈ 0.916667"


def test_calc_negative_list_and_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "calc", "grpo_advantage", "--rewards=-1,0,1", "--index", "0", "--json"
    )
    assert code == 0
    data = json.loads(out)
    assert data["params"] == {"rewards": [-1, 0, 1], "index": 0, "ddof": 0, "eps": 0}
    assert data["value"] == pytest.approx(-(1.5**0.5))
    assert data["exact"] is False and data["steps"]


def test_calc_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "calc", "gae", "--rewards", "1,0,1", "--values", "0.5,0.4,0.6,0",
        "--gamma", "0.9", "--lam", "0.8", "--json",
    )  # fmt: skip
    assert code == 0
    data = json.loads(out)
    assert data["kind"] == "gae" and data["value"] == 1.16816 and data["exact"] is True


def test_bad_params_one_line_error_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        capsys, "calc", "gae", "--rewards", "1,0,1", "--values", "0.5,0.4,0.6",
        "--gamma", "1.5", "--lam", "x",
    )  # fmt: skip
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and err.startswith("error: gae: ")
    for part in ("gamma=1.5 must be in [0, 1]", "lam='x' is not a number",
                 "values has 3 items, needs len(rewards)+1 = 4"):  # fmt: skip
        assert part in err
    assert "Traceback" not in err


def test_missing_params_and_infinite_kl(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "calc", "pass_at_k", "--n", "5")
    assert code == 1 and "c is missing" in err and "k is missing" in err
    code, _, err = run(capsys, "calc", "kl", "--p", "0.5,0.5", "--q", "1,0")
    assert code == 1 and "KL(p‖q) is infinite: q[1]=0 where p[1]=0.5 > 0" in err


def test_console_script_subprocess() -> None:
    proc = subprocess.run(
        [str(LESSONDECK), "calc", "mixed_group_probability", "--p", "0.5", "--G", "4"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[-1] == "answer: 0.875"
    assert "1 − 0.5⁴ − 0.5⁴" in proc.stdout
    bad = subprocess.run(
        [str(LESSONDECK), "calc", "softmax", "--logits", "1,2", "--temperature", "0"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert bad.returncode == 1
    assert bad.stderr == "error: softmax: temperature=0 must be > 0\n"


# --- exercises ------------------------------------------------------------------------


def test_exercises_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "exercises", str(SAMPLE), "--seed", "5", "--count", "6", "--json")
    assert (code, err) == (0, "")
    items = json.loads(out)["exercises"]
    assert len(items) == 6
    for item in items:
        assert {"id", "kind", "params", "prompt", "answer", "tolerance", "steps", "source"} <= set(
            item
        )
        assert item["source"]["path"] == "source/script_04.md"  # not the machine path (#12)
        assert item["tolerance"]["abs"] in (0.005, 0.0005)
        result = calc.compute(item["kind"], calc.parse_params(item["kind"], {
            k: ",".join(map(str, v)) if isinstance(v, list) else str(v)
            for k, v in item["params"].items()
        }))  # fmt: skip
        assert abs(float(result.value) - item["answer"]) <= item["tolerance"]["abs"]
    again = run(capsys, "exercises", str(SAMPLE), "--seed", "5", "--count", "6", "--json")[1]
    assert again == out
    other = run(capsys, "exercises", str(SAMPLE), "--seed", "6", "--count", "6", "--json")[1]
    assert json.loads(other) != json.loads(out)


def test_exercises_default_source_and_listing(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    code, out, _ = run(capsys, "exercises", "--count", "2")
    assert code == 0
    assert "lesson-04:practice:0:0 · discounted_return · practice built from" in out
    assert "  from source/script_04.md:29:" in out
    assert out.count("  answer: ") == 2


def test_exercises_bad_source(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(capsys, "exercises", str(tmp_path / "missing.md"))
    assert code == 1 and out == ""
    assert err.startswith("error: ") and "no such file" in err and err.count("\n") == 1
