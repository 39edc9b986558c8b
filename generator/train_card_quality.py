"""Fit the card-quality model from teachers' blind verdicts, and measure it leave-one-set-out.

``python -m generator.train_card_quality [GRADES]`` reads the blind gradings of
the written lessons (``GRADES`` defaults to ``tests/data/written/grades``: the
cards of ``setN_blind.jsonl`` / ``set1_cards.jsonl`` and the verdicts of
``setN_graded_X.jsonl``, matched by number; the lessons are read from
``../lessons``) and, when the shared lessons are at ``--shared`` (default
``../shared``), the graded cards of the shared lessons of both courses
(``tests/data/graded/heldout_*.json``, one teacher) as a tenth set; it computes
each graded card's features from its JSON fields and
its lesson (:func:`generator.card_quality.card_features`; for a card the
current code still makes they are the same as the made card's), and prints,
for each set k, what the model fitted on the other sets and
the threshold chosen on them do to set k: claim cards kept of made, and the
GOOD and BAD share of the verdicts (both graders pooled) among the kept cards
and among all cards. It then writes the model fitted on all sets, with the
threshold chosen on all sets, to ``generator/card_quality.json`` (``--check``
only compares).

The model is two logistic regressions predicting a teacher's GOOD and a
teacher's BAD from named binary features, each verdict a row (a card graded by two teachers counts
twice, once per verdict), with an L2 penalty, fitted by Newton's method in pure
Python (:mod:`generator.train_classify`'s solver) so that the result is the
same on every machine. The GOOD threshold is the highest at which the claim
cards kept still hold :data:`KEEP_GOOD` of the claim cards' GOOD verdicts (of
the sets fitted on), the BAD threshold the lowest at which the claim cards it
drops hold at most :data:`BAD_COST` of them: dropping a card costs its GOOD
verdicts, and the thresholds trade them for WEAK and BAD ones only as far as
that; and at most :data:`~generator.card_quality.MAX_DROPPED` of a lesson's
claim cards are dropped, the poorest first, as in compose. (The BAD model ranks
BAD cards better than the GOOD one does: held-out AUC 0.79 against 0.67 on the
claim cards of sets 1-9.)

Measured (leave-one-set-out) and not adopted: stronger L2 (5, 10: a lower AUC);
without the function word next to the blank as a feature, or without the
section in the context line: a smaller gain on the written sets, none on the
shared lessons either way; the GOOD model alone, keeping the claim cards that
hold 90% of the GOOD (sets 1-9: 418 of 617 claim cards kept, GOOD 40% → 47%,
BAD 11% → 8.6%; with the BAD model as well: 445 kept, GOOD 46%, BAD 6.8%) or 80%
(a larger gain, half the cards dropped). Practice exercises are not scored: on
them the held-out AUC is 0.51 (no signal). The gain in GOOD does not carry over
to the shared lessons (the "shared" row: another author and one teacher): there the GOOD
share of the claim cards kept is about that of all of them.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from generator.card_quality import (
    MAX_DROPPED,
    MODEL_FILE,
    QualityModel,
    Shown,
    card_features,
    near_caveats,
    statement_of,
)
from generator.classify import CaveatModel
from generator.compose import compose_lesson
from generator.model import Lesson
from generator.reader import read_lesson
from generator.train_classify import newton

GRADES = Path("tests") / "data" / "written" / "grades"
"""The blind gradings, beside ``../lessons``."""
L2 = 2.0
"""Penalty on the squared weights (none on the bias)."""
KEEP_GOOD = 0.95
"""The share of the claim cards' GOOD verdicts the GOOD threshold keeps (on the sets fitted on)."""
BAD_COST = 0.05
"""The share of the claim cards' GOOD verdicts the BAD threshold may drop besides."""
FOLDS = 10
"""How many folds the printed measure holds the sets out in by default (one fit per fold)."""


@dataclass(frozen=True)
class Graded:
    """One graded card: its set, lesson, how it was shown, its features and verdicts."""

    set: int
    lesson: str
    card: Shown
    features: tuple[str, ...]
    grades: tuple[str, ...]
    kept: bool = False
    """Kept whatever its score: its sentence is nearly a caveat (:func:`near_caveats`)."""

    @property
    def good(self) -> int:
        return self.grades.count("GOOD")

    @property
    def bad(self) -> int:
        return self.grades.count("BAD")


def _lines(path: Path) -> list[dict[str, object]]:
    return [json.loads(x) for x in path.read_text("utf-8").splitlines() if x.strip()]


def load_grades(folder: Path) -> list[Graded]:
    """Every graded card of ``folder``, once, with all its verdicts, in file order.

    ``set5s`` (the same lessons as set 5, graded again) counts as set 5.
    """
    lessons: dict[str, Lesson] = {}
    found: dict[tuple[str, str, str], tuple[int, Shown, list[str]]] = {}
    shown_files = sorted(folder.glob("set*_blind.jsonl")) + sorted(folder.glob("set1_cards.jsonl"))
    for path in sorted(shown_files, key=lambda p: p.name):
        prefix = path.name.split("_")[0]
        number = int(prefix[3:].rstrip("s"))
        cards = _lines(path)
        for graded in sorted(folder.glob(f"{prefix}_graded_*.jsonl")):
            verdicts = {int(str(x["n"])): str(x["grade"]) for x in _lines(graded)}
            for n, c in enumerate(cards, 1):
                header, _, front = str(c["front"]).partition("\n")
                key = (str(c["lesson"]), str(c["front"]), str(c["answer"]))
                shown = Shown(
                    header,
                    front,
                    str(c["answer"]),
                    str(c["role"]),
                    str(c["type"]),
                    str(c.get("source_text") or ""),
                )
                found.setdefault(key, (number, shown, []))[2].append(verdicts[n])
    out = []
    for (lesson, _, _), (number, shown, grades) in found.items():
        if lesson not in lessons:
            lessons[lesson] = read_lesson(folder.parent / "lessons" / f"{lesson}.md")
        features = card_features(shown, lessons[lesson])
        kept = _near_caveat(shown, lessons[lesson])
        out.append(Graded(number, lesson, shown, features, tuple(grades), kept))
    return out


SHARED_GRADES = Path("tests") / "data" / "graded"
"""Gradings of cards of the shared lessons (two courses): ``heldout_*.json``, one verdict each."""
SHARED_SET = 0
"""The set number the shared lessons' graded cards count as (the written sets are 1, 2, …)."""


def load_shared_grades(folder: Path, shared: Path) -> list[Graded]:
    """The graded cards of the shared lessons (``folder/heldout_*.json``), as set 0 ("shared").

    Their lessons are under ``shared`` (``lessons/…``, ``deeprl/lessons/…``). Those files
    give a card's front, answer, type and context line but not its role nor source
    sentence: a card the current code still makes (by front and answer) takes them from
    it, any other is a claim (cloze or Q&A) or an exercise, its source the front filled in.
    """
    out = []
    lessons: dict[str, tuple[Lesson, dict[tuple[str, str], tuple[str, str]]]] = {}
    for path in sorted(folder.glob("heldout_*.json")):
        for c in json.loads(path.read_text("utf-8")):
            name = str(c["lesson"])
            if name not in lessons:
                lesson = read_lesson(shared / name)
                made = {
                    (x.front, x.answer): (x.role.value, x.source_text)
                    for x in compose_lesson(lesson, quality=False).cards
                }
                lessons[name] = (lesson, made)
            lesson, made = lessons[name]
            front, answer, type = str(c["front"]), str(c["back"]), str(c.get("type") or "cloze")
            default = "exercise" if type == "exercise" else "claim"
            role, source = made.get((front, answer), (default, front.replace("[...]", answer)))
            shown = Shown(str(c.get("context") or ""), front, answer, role, type, source)
            features = card_features(shown, lesson)
            grades = (str(c["grade"]),)
            kept = _near_caveat(shown, lesson)
            out.append(Graded(SHARED_SET, Path(name).stem, shown, features, grades, kept))
    return out


def fit(cards: Sequence[Graded], l2: float = L2, grade: str = "GOOD") -> CaveatModel:
    """The logistic regression of ``grade`` on the features of ``cards`` (threshold 0.5)."""
    names = sorted({name for c in cards for name in c.features})
    index = {name: i + 1 for i, name in enumerate(names)}
    rows = [
        ([0, *sorted({index[n] for n in c.features})], c.grades.count(grade), len(c.grades))
        for c in cards
    ]
    w = newton(
        [cols for cols, _, _ in rows],
        [good / total for _, good, total in rows],
        [float(total) for _, _, total in rows],
        [0.0] * (len(names) + 1),
        l2,
    )
    return CaveatModel(w[0], dict(zip(names, w[1:], strict=True)), 0.5)


_NEAR: dict[str, frozenset[str]] = {}


def _near_caveat(card: Shown, lesson: Lesson) -> bool:
    """Whether ``card`` came from a sentence the classifier nearly called a caveat."""
    if lesson.path not in _NEAR:
        _NEAR[lesson.path] = near_caveats(lesson)
    statement = statement_of(card.source_text, lesson)
    return statement is not None and statement.id in _NEAR[lesson.path]


def droppable(card: Graded) -> bool:
    """A claim's card not nearly a caveat: the only kind the score may drop."""
    return card.card.role == "claim" and not card.kept


def fit_both(cards: Sequence[Graded], l2: float = L2) -> QualityModel:
    """The GOOD and BAD models fitted to ``cards``, thresholds chosen on them."""
    good, bad = fit(cards, l2), fit(cards, l2, "BAD")
    good = CaveatModel(good.bias, good.weights, choose_threshold(good, cards, KEEP_GOOD))
    bad = CaveatModel(bad.bias, bad.weights, bad_threshold(bad, cards, BAD_COST))
    return QualityModel(good, bad)


def bad_threshold(model: CaveatModel, cards: Sequence[Graded], cost: float) -> float:
    """The lowest chance of BAD at which the claim cards dropped hold at most ``cost`` of
    the claim cards' GOOD verdicts."""
    scored = sorted(
        ((model.probability(c.features), c.good) for c in cards if droppable(c)), reverse=True
    )
    total = sum(g for _, g in scored)
    lost = 0
    for i, (p, good) in enumerate(scored):
        lost += good
        if lost > cost * total:
            # Halfway to the higher score before: this card and the ones below are kept.
            return round((p + scored[i - 1][0]) / 2, 4) if i else 1.0
    return 0.0


def choose_threshold(model: CaveatModel, cards: Sequence[Graded], keep_good: float) -> float:
    """The highest threshold at which the claim cards kept hold ``keep_good`` of their GOOD."""
    scored = sorted(
        ((model.probability(c.features), c.good) for c in cards if droppable(c)), reverse=True
    )
    total = sum(g for _, g in scored)
    kept = 0
    for i, (p, good) in enumerate(scored):
        kept += good
        if kept >= keep_good * total:
            # Halfway to the next lower score, so that a card scored the same is kept.
            below = scored[i + 1][0] if i + 1 < len(scored) else 0.0
            return round((p + below) / 2, 4)
    return 0.0


@dataclass(frozen=True)
class Tally:
    """Cards and verdicts of a set of cards."""

    cards: int = 0
    verdicts: int = 0
    good: int = 0
    bad: int = 0

    def __add__(self, other: Tally) -> Tally:
        return Tally(
            self.cards + other.cards,
            self.verdicts + other.verdicts,
            self.good + other.good,
            self.bad + other.bad,
        )

    @classmethod
    def of(cls, cards: Iterable[Graded]) -> Tally:
        return sum(
            (Tally(1, len(c.grades), c.good, c.bad) for c in cards),
            Tally(),
        )

    def shares(self) -> str:
        v = self.verdicts or 1
        return f"GOOD {self.good / v:4.0%} BAD {self.bad / v:4.0%}"


@dataclass(frozen=True)
class Row:
    """What the held-out model does to one set: all cards and the kept ones, claims and all."""

    name: str
    thresholds: tuple[float, float] | None
    claims: Tally
    claims_kept: Tally
    every: Tally
    every_kept: Tally

    def __add__(self, other: Row) -> Row:
        return Row(
            "pooled",
            None,
            self.claims + other.claims,
            self.claims_kept + other.claims_kept,
            self.every + other.every,
            self.every_kept + other.every_kept,
        )


def dropped(model: QualityModel, cards: Sequence[Graded]) -> set[int]:
    """The indexes of the cards ``model`` drops, as :func:`card_quality.choose` does:
    the claim cards it predicts poor, at most :data:`MAX_DROPPED` of a lesson's, the
    poorest first."""
    out: set[int] = set()
    for lesson in sorted({c.lesson for c in cards}):
        claims = [i for i, c in enumerate(cards) if c.lesson == lesson and c.card.role == "claim"]
        poor = [
            i for i in claims if droppable(cards[i]) and model.reason(cards[i].features) is not None
        ]
        poor.sort(key=lambda i: (model.margin(cards[i].features), i))
        out.update(poor[: int(MAX_DROPPED * len(claims))])
    return out


def evaluate(model: QualityModel, cards: Sequence[Graded], name: str) -> Row:
    """The row of ``cards`` with ``model`` dropping the claim cards it predicts poor."""
    gone = dropped(model, cards)
    kept = [c for i, c in enumerate(cards) if i not in gone]
    return Row(
        name,
        (model.good.threshold, model.bad.threshold),
        Tally.of(c for c in cards if c.card.role == "claim"),
        Tally.of(c for c in kept if c.card.role == "claim"),
        Tally.of(cards),
        Tally.of(kept),
    )


def leave_one_set_out(
    cards: Sequence[Graded], l2: float = L2, folds: int | None = None
) -> list[Row]:
    """For each set: fitted on the others, thresholds chosen on the others, scored on it.

    With ``folds``, the sets are dealt round-robin into that many folds and each fold is
    held out at once (one fit per fold, not per set): still no set is scored by a model
    that saw it, with less training data per fit, so figures a little more pessimistic.
    """
    sets = sorted({c.set for c in cards})
    count = len(sets) if folds is None else max(1, min(folds, len(sets)))
    rows: dict[int, Row] = {}
    for fold in range(count):
        held = set(sets[fold::count])
        model = fit_both([c for c in cards if c.set not in held], l2)
        for k in held:
            name = "shared" if k == SHARED_SET else f"set {k}"
            rows[k] = evaluate(model, [c for c in cards if c.set == k], name)
    return [rows[k] for k in sets]


def format_rows(rows: Sequence[Row]) -> str:
    """The leave-one-set-out table, a line per set and the pooled line."""
    lines = [
        "held-out set  GOOD<  BAD≥ | claim cards kept/made  kept: GOOD BAD   all: GOOD BAD "
        "| every card kept/made  kept: GOOD BAD   all: GOOD BAD"
    ]
    pooled = rows[0]
    for row in rows[1:]:
        pooled = pooled + row
    pools = [pooled]
    written = [row for row in rows if row.name != "shared"]
    if len(written) < len(rows):
        pool = written[0]
        for row in written[1:]:
            pool = pool + row
        pools.insert(0, replace(pool, name="written sets"))
    for row in [*rows, *pools]:
        t = f"{row.thresholds[0]:.3f} {row.thresholds[1]:.3f}" if row.thresholds else ""
        lines.append(
            f"{row.name:12}  {t:>11} | {row.claims_kept.cards:4}/{row.claims.cards:<4}"
            f"             {row.claims_kept.shares()}  {row.claims.shares()} "
            f"| {row.every_kept.cards:4}/{row.every.cards:<4}"
            f"            {row.every_kept.shares()}  {row.every.shares()}"
        )
    return "\n".join(lines)


def model_json(model: QualityModel, cards: Sequence[Graded]) -> str:
    """The text of the shipped weights file for ``model`` fitted to ``cards``."""
    return model.to_json(
        about="card-quality models (chance of a teacher's GOOD, of a teacher's BAD); "
        "written by python -m generator.train_card_quality",
        l2=L2,
        keep_good=KEEP_GOOD,
        bad_cost=BAD_COST,
        cards=len(cards),
        verdicts=sum(len(c.grades) for c in cards),
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Measure leave-one-set-out, fit on all sets, and write (or ``--check``) the weights."""
    parser = argparse.ArgumentParser(prog="python -m generator.train_card_quality")
    parser.add_argument("grades", nargs="?", type=Path, default=GRADES)
    parser.add_argument(
        "--shared",
        type=Path,
        default=Path("..") / "shared",
        help=f"the shared lessons, whose graded cards ({SHARED_GRADES}) are set 0 (shared) when it "
        "exists (default: %(default)s)",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="only fit on all sets and compare with the shipped file",
    )
    parser.add_argument(
        "--folds",
        type=int,
        default=FOLDS,
        help="hold the sets out this many folds at a time (one fit per fold; default "
        "%(default)s, a few minutes over three hundred sets); 0 holds out one set at a time "
        "(one fit per set: a little less pessimistic, and over an hour)",
    )
    args = parser.parse_args(argv)
    cards = load_grades(args.grades)
    shared_grades = args.grades.parent.parent / "graded"  # tests/data/graded beside written/
    if (args.shared / "lessons").is_dir() and shared_grades.is_dir():
        cards += load_shared_grades(shared_grades, args.shared)
    if not cards:
        print(f"no graded cards under {args.grades}", file=sys.stderr)
        return 2
    print(f"{len(cards)} graded cards, {sum(len(c.grades) for c in cards)} verdicts")
    if not args.check:
        folds = args.folds or None
        held = "one set" if folds is None else f"the sets in {folds} folds"
        print(f"leave {held} out (fitted and thresholded on the other sets):")
        print(format_rows(leave_one_set_out(cards, folds=folds)))
    model = fit_both(cards)
    text = model_json(model, cards)
    target = Path(__file__).with_name(MODEL_FILE)
    if args.check:
        same = target.is_file() and target.read_text("utf-8") == text
        print(f"{target}: {'up to date' if same else 'STALE: re-run without --check'}")
        return 0 if same else 1
    target.write_text(text, "utf-8")
    print(
        f"wrote {target} ({len(model.good.weights)} features; a claim's card is dropped below "
        f"{model.good.threshold} chance of GOOD or from {model.bad.threshold} chance of BAD)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
