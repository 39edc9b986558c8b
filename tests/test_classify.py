"""The claim/caveat classifier and the tags, measured against hand labels."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import annotations, needs_shared, shared_lessons

from generator.classify import classify, classify_all, explain
from generator.model import Statement, StatementKind, Tag
from generator.reader import read_lesson


def _labelled_statements() -> list[tuple[dict[str, object], Statement]]:
    """Each labelled sentence with the statement the reader made of it (same text)."""
    out = []
    paths = {p.stem: p for p in shared_lessons()}
    for labels in annotations():
        statements = read_lesson(paths[labels["lesson"]]).statements
        assert [s.text for s in statements] == [s["text"] for s in labels["sentences"]]
        out.extend(zip(labels["sentences"], statements, strict=True))
    return out


EXTRA = Path(__file__).parent / "data" / "classify_extra.txt"


def _confusion(gold: list[bool], pred: list[bool]) -> tuple[int, int, int]:
    tp = sum(g and p for g, p in zip(gold, pred, strict=True))
    fp = sum(p and not g for g, p in zip(gold, pred, strict=True))
    fn = sum(g and not p for g, p in zip(gold, pred, strict=True))
    return tp, fp, fn


@needs_shared
def test_caveat_precision_and_recall_over_the_seven_lessons() -> None:
    gold: list[bool] = []
    pred: list[bool] = []
    misses: list[str] = []
    for label, statement in _labelled_statements():
        gold.append(label["kind"] == "caveat")
        pred.append(statement.kind is StatementKind.CAVEAT)
        if gold[-1] != pred[-1]:
            misses.append(f"  {statement.source} labelled {label['kind']}: {statement.text}")
    tp, fp, fn = _confusion(gold, pred)
    precision, recall = tp / (tp + fp), tp / (tp + fn)
    print(
        f"\ncaveats over {len(annotations())} lessons ({len(gold)} sentences): "
        f"precision {precision:.2f}, recall {recall:.2f} (tp {tp}, fp {fp}, fn {fn})"
    )
    print("\n".join(misses))
    assert recall >= 0.85
    assert precision >= 0.80


@needs_shared
def test_tags_against_the_labels() -> None:
    """Tags are measured and printed; the acronym tag must be reliable (it makes Q&A cards)."""
    figures = {}
    pairs = _labelled_statements()
    for tag in Tag:
        gold = [tag.value in label["tags"] for label, _ in pairs]  # type: ignore[operator]
        pred = [tag in statement.tags for _, statement in pairs]
        tp, fp, fn = _confusion(gold, pred)
        figures[tag] = (tp / max(1, tp + fp), tp / max(1, tp + fn))
        print(f"\n{tag.value:12} precision {figures[tag][0]:.2f} recall {figures[tag][1]:.2f}")
    assert figures[Tag.ACRONYM][0] >= 0.9 and figures[Tag.ACRONYM][1] >= 0.8
    assert figures[Tag.DEFINITION][0] >= 0.7


def test_sentences_the_classifier_never_saw_in_a_lesson() -> None:
    rows = [
        line.split("|", 1)
        for line in EXTRA.read_text("utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    gold = [label == "caveat" for label, _ in rows]
    pred = [classify(text).kind is StatementKind.CAVEAT for _, text in rows]
    tp, fp, fn = _confusion(gold, pred)
    print(
        f"\nextra sentences: {len(rows)}, "
        f"caveat precision {tp / (tp + fp):.2f}, recall {tp / (tp + fn):.2f}"
    )
    assert tp / (tp + fp) >= 0.9
    assert tp / (tp + fn) >= 0.75


@pytest.mark.parametrize(
    "sentence",
    [
        "Density alone does not prove causal accuracy.",
        "The score is useful only when the test is reliable.",
        "Pass-at-one can rise while pass-at-k falls.",
        "Too much constraint prevents learning.",
        "A single average can hide serious regressions.",
        "Split by repository; otherwise memorization can look like generalization.",
    ],
)
def test_kinds_of_caveat(sentence: str) -> None:
    assert classify(sentence).kind is StatementKind.CAVEAT, explain(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "PPO clips the ratio so one sampled action cannot drive an arbitrarily large update.",
        "Was the wrong file inspected?",
        "Reward is the scalar consumed by an objective.",
        "GAE is Generalized Advantage Estimation.",
    ],
)
def test_claims(sentence: str) -> None:
    assert classify(sentence).kind is StatementKind.CLAIM, explain(sentence)


def test_a_short_follow_up_of_a_caveat_leans_caveat_only_in_its_paragraph() -> None:
    sentences = [
        "Verifier errors can mislead the optimizer.",
        "A noisy check rejects a valid solution.",
    ]
    assert [v.kind for v in classify_all(sentences)] == [StatementKind.CAVEAT] * 2
    split = classify_all(sentences, paragraphs=[0, 1])
    assert split[1].kind is StatementKind.CLAIM


def test_tags() -> None:
    assert Tag.ACRONYM in classify("PPO means Proximal Policy Optimization.").tags
    assert Tag.DEFINITION in classify("PPO means Proximal Policy Optimization.").tags
    assert Tag.DISTINCTION in classify("File contents are an observation, not an action.").tags
    assert Tag.EXAMPLE in classify("For example, a patch can fail.").tags
    assert classify("The next state contains those contents.").tags == ()
