"""Fit the claim/caveat model from hand labels, and measure it honestly.

``python -m generator.train_classify [SHARED]`` reads the hand-labelled
lessons of both courses (``SHARED/annotations/*.json`` and
``SHARED/deeprl/annotations/*.json``; ``SHARED`` defaults to ``../shared``)
and the lessons written by other authors (``tests/data/written/annotations``,
in sets of about four, see its README), and prints two honest measures:

- leave-one-lesson-out recall and precision per course: each shared lesson
  is scored by a model fitted to every other labelled lesson (the written
  ones included);
- leave-one-set-out over the written lessons: each written set is scored by
  a model fitted to the shared lessons and the other written sets, pooled.

It then writes the model fitted to everything to ``generator/caveat_model.json``
(``--check`` only compares). What a classifier can hope for: a second annotator
who saw only the rubric (``tests/data/second_annotator``, printed by
``tests/test_classify.py``) agrees with the hand labels at recall 1.00 / precision
0.72 (post-training) and 0.98 / 0.80 (Deep RL): readers find the caveats, and
differ on which borderline sentences are caveats.

The model is a logistic regression over the named
features of :func:`generator.classify.lesson_features`: each weight is pulled
towards a prior set by linguistic judgement (:data:`PRIOR`); each source (a
course, or the written lessons) has a share of the loss (:data:`SOURCE_WEIGHT`)
and, inside it, its caveats weigh a fixed share of its claims
(:data:`CAVEAT_SHARE`), so that sources with more caveats (a fifth of the
written sentences, a tenth of the courses') do not move the bias; it is fitted
by Newton's method in pure Python so that the result is the same on every
machine. ``--held-out FOLDER`` also scores labels that were never trained on.

Measured and not adopted (leave-one-lesson-out, and the written lessons held
out): a sentiment lexicon (VADER; TextBlob's Pattern lexicon of 744 negative
words): no gain; a part-of-speech tagger (TextBlob's PatternTagger) to tell a
negative noun in a compound ("TD error", "critic loss") from an evaluative
adjective or verb: no gain, so no dependency; function words as features, pairs
of co-occurring features, tags (definition, example) and digits as features,
features of the next sentence or of more of the previous one, the previous
sentence's predicted kind: no gain or a loss; other L2, caveat weights and
priors: a precision/recall trade-off only. With the written sets in training
(leave-one-set-out): words that occur in five, ten or twenty training lessons
as features (any L2): no gain; features for "only", "also" alone,
"none/neither", "assume/relies on", "still/even", digits, inline math,
"because/since", "than", "trade/price/pays for", an opening imperative, "the
next sentence is a question": each within a few caveats of no change; pairs of
features that co-occur in 25, 50 or 100 sentences: a loss; dropping any one
feature: no gain on both measures; one caveat weight for all sources (as
before): the written sets' higher share of caveats lowers the courses'
precision; each source weighing the same, or each sentence: a little lower on
one measure or the other; a stronger L2 (10, 30) or a caveat share of 0.5–0.55,
or a threshold of 0.4 or 0.6: more recall for less precision or the reverse (0.45, chosen
on these leave-one-out figures, gains recall on both courses and the written sets for at most
0.01 of precision: post-training 0.68/0.70 → 0.82/0.72, Deep RL 0.83/0.68 → 0.85/0.67); a
sentence's place in the lesson (quarter, last third, first tenth): a loss, or
one to three sentences; objects of a remedy ("reduces the variance") as a
feature: no gain. With 227 written lessons (set 57 held out as well): words used in 30
or more training lessons as features (fitted with numpy): written sets 0.57/0.66 →
0.63/0.68 and post-training 0.75/0.70 → 0.82/0.70, but Deep RL 0.90/0.63 → 0.75/0.69 (a
second course's caveats lost), set 57 0.47/0.39 → 0.47/0.42; a stronger L2 on the words
(10, 30) or 60 lessons: the same trade; VADER's lexicon again: no gain; a negation inside a
relative clause ("transitions it cannot predict") as a feature of its own: fitted
weights 0.1 and 0.4 against 3 for a main clause's, but 2 caveats fewer and 4 false ones
fewer on the written sets, nothing on the courses. Fitted to all labels, the model scores
the written lessons about as it does held out (0.60/0.56): the features, not the fit, set
the limit.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from operator import mul
from pathlib import Path

from generator.classify import MODEL_FILE, CaveatModel, lesson_features

L2 = 3.0
"""Penalty on the squared distance of each weight from its prior (none on the bias)."""
CAVEAT_SHARE = 0.45
"""Inside each source, all its caveats together weigh this share of all its claims."""
SOURCE_WEIGHT = {"written": 2.0}
"""Each source's share of the loss (1 when not named): the written lessons, by
many authors, weigh as much as the two courses together."""
THRESHOLD = 0.45
"""A sentence is a caveat when the model's probability is at least this."""
# What linguistics says before any label is seen: the weight each feature is
# pulled towards. A cue that limits a claim starts positive (strong cues more),
# a cue of description, remedy or double negation negative, the rest at 0.
# A rare cue so keeps a sensible weight when the one lesson that has it is held out.
_STRONG = """neg-epistemic inability neg-positive never warning there-is-no not-always restrict
    otherwise concession too named-drawback diverging scope-hedge good-only-if negation+negative
    negative-predicate worse-quantity cost-framing reversal less-positive hard-to"""
_WEAK = """neg-predicate without contrast-initial negative-word alone appearance modal+negative
    conditional+negative contrast+negative negative-words-2+ after:named-drawback
    after:ends-colon only-scope negative-outcome may no-subject"""
_CLAIM = "purpose remedy both-sides list question negated-negative negated-imperative"
PRIOR: dict[str, float] = {
    **dict.fromkeys(_STRONG.split(), 3.0),
    **dict.fromkeys(_WEAK.split(), 1.5),
    **dict.fromkeys(_CLAIM.split(), -1.5),
}
WRITTEN = Path("tests") / "data" / "written" / "annotations"
"""Hand labels of lessons by other authors (``fresh_NN``), in sets, trained on."""
WRITTEN_COURSE = "written"
"""The source name of the written lessons."""
COURSES = {"post-training": "annotations", "deep-rl": "deeprl/annotations"}
"""Course name → folder of its hand labels under the shared folder."""


@dataclass(frozen=True)
class LabelledLesson:
    """One lesson's sentences, in order, with their hand labels."""

    course: str
    name: str
    sentences: tuple[str, ...]
    caveats: tuple[bool, ...]


@dataclass(frozen=True)
class Counts:
    """Caveat confusion counts."""

    tp: int = 0
    fp: int = 0
    fn: int = 0

    def __add__(self, other: Counts) -> Counts:
        return Counts(self.tp + other.tp, self.fp + other.fp, self.fn + other.fn)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @classmethod
    def of(cls, gold: Sequence[bool], predicted: Sequence[bool]) -> Counts:
        pairs = list(zip(gold, predicted, strict=True))
        return cls(
            sum(g and p for g, p in pairs),
            sum(p and not g for g, p in pairs),
            sum(g and not p for g, p in pairs),
        )


def load_labels(shared: Path) -> list[LabelledLesson]:
    """Every hand-labelled lesson under ``shared``, course by course, in file order."""
    out = []
    for course, folder in COURSES.items():
        out.extend(load_folder(shared / folder, course))
    return out


def load_folder(folder: Path, course: str) -> list[LabelledLesson]:
    """The hand-labelled lessons of one folder of ``*.json`` labels, in file order."""
    out = []
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text("utf-8"))
        sentences = data["sentences"]
        out.append(
            LabelledLesson(
                course,
                str(data["lesson"]),
                tuple(str(s["text"]) for s in sentences),
                tuple(s["kind"] == "caveat" for s in sentences),
            )
        )
    return out


def written_set(name: str) -> int:
    """The set a written lesson belongs to, from its name (``fresh_NN``; see the folder's README).

    Set 1 is fresh_01–04, set 2 fresh_05–07, and from set 3 on each set is four
    lessons (set k is fresh_{4k−4}–{4k−1}).
    """
    number = int(name.rsplit("_", 1)[-1])
    return 1 if number <= 4 else 2 if number <= 7 else (number - 8) // 4 + 3


def load_training(shared: Path, written: Path = WRITTEN) -> list[LabelledLesson]:
    """Every lesson the shipped model is fitted to: both courses, then the written lessons."""
    extra = load_folder(written, WRITTEN_COURSE) if written.is_dir() else []
    return load_labels(shared) + extra


@cache
def _features(sentences: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """A lesson's features, read once: the leave-one-out runs fit a model per lesson or set,
    each to nearly every lesson, and reading the sentences was most of each fit's time."""
    return tuple(lesson_features(sentences))


def fit(lessons: Sequence[LabelledLesson]) -> CaveatModel:
    """The logistic-regression model fitted to all sentences of ``lessons``."""
    rows: list[tuple[str, ...]] = []
    gold: list[bool] = []
    share: list[float] = []
    sizes: dict[str, int] = {}
    caveats: dict[str, int] = {}
    for lesson in lessons:
        sizes[lesson.course] = sizes.get(lesson.course, 0) + len(lesson.sentences)
        caveats[lesson.course] = caveats.get(lesson.course, 0) + sum(lesson.caveats)
    total = sum(sizes.values())
    weights = sum(SOURCE_WEIGHT.get(source, 1.0) for source in sizes)
    for lesson in lessons:
        rows.extend(_features(lesson.sentences))
        gold.extend(lesson.caveats)
        # Each source has its share of the loss, however many sentences it has ...
        balance = SOURCE_WEIGHT.get(lesson.course, 1.0) / weights * total / sizes[lesson.course]
        # ... and inside it, its caveats weigh CAVEAT_SHARE of its claims.
        n, k = sizes[lesson.course], caveats[lesson.course]
        up = CAVEAT_SHARE * (n - k) / k if 0 < k < n else 1.0
        share.extend(balance * (up if c else 1.0) for c in lesson.caveats)
    names = sorted({name for row in rows for name in row} | set(PRIOR))
    bias, fitted = _newton(rows, gold, share, names)
    return CaveatModel(bias, dict(zip(names, fitted, strict=True)), THRESHOLD)


def _newton(
    rows: Sequence[tuple[str, ...]],
    gold: Sequence[bool],
    share: Sequence[float],
    names: Sequence[str],
) -> tuple[float, list[float]]:
    """Minimise the weighted log-loss plus L2 over binary features; index 0 is the bias."""
    index = {name: i + 1 for i, name in enumerate(names)}
    # Sentences with the same features are one row of their summed weight, whose target is
    # their weighted share of caveats: the same loss, its gradient and Hessian, summed over
    # about 5,000 distinct rows instead of about 37,000 sentences (most of the time the
    # leave-one-out fits save comes from reading each lesson's features once, :func:`_features`).
    grouped: dict[tuple[int, ...], list[float]] = {}
    for row, g, weight in zip(rows, gold, share, strict=True):
        cols = (0, *sorted({index[name] for name in row}))
        total = grouped.setdefault(cols, [0.0, 0.0])
        total[0] += weight
        total[1] += weight * float(g)
    active = list(grouped)
    weights = [grouped[cols][0] for cols in active]
    labels = [grouped[cols][1] / grouped[cols][0] if grouped[cols][0] else 0.0 for cols in active]
    prior = [0.0] + [PRIOR.get(name, 0.0) for name in names]
    w = newton(active, labels, weights, prior, L2)
    return w[0], w[1:]


def newton(
    active: Sequence[Sequence[int]],
    labels: Sequence[float],
    weights: Sequence[float],
    prior: Sequence[float],
    l2: float,
) -> list[float]:
    """Logistic regression over binary features by Newton's method, in pure Python.

    Row ``i`` has the features ``active[i]`` (column 0, the bias, in every row), the
    target ``labels[i]`` (1 or 0, or a share of positive verdicts) and the weight
    ``weights[i]``; every weight but the bias is pulled towards ``prior`` by ``l2``.
    Deterministic: the same rows give the same weights on every machine.
    """
    size = len(prior)
    w = [0.0] * size
    for _ in range(50):
        grad = [l2 * (v - m) for v, m in zip(w, prior, strict=True)]
        grad[0] = 0.0
        hess = [[0.0] * size for _ in range(size)]
        for j in range(1, size):
            hess[j][j] = l2
        hess[0][0] = 1e-9
        for cols, label, weight in zip(active, labels, weights, strict=True):
            p = 1.0 / (1.0 + math.exp(-sum(w[j] for j in cols)))
            e, h = weight * (p - label), weight * p * (1.0 - p)
            for j in cols:
                grad[j] += e
                row = hess[j]
                for k in cols:
                    row[k] += h
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-10:
            break
    return w


def _solve(matrix: list[list[float]], rhs: list[float]) -> list[float]:
    """Solve ``matrix @ x = rhs`` for a Hessian: by Cholesky's factorisation when it is
    positive definite (as a penalised logistic Hessian is), else by Gaussian elimination.

    Cholesky's inner products run in C (``sum(map(mul, …))``), half the work of
    elimination and several times faster in pure Python; the weights agree with
    elimination's to far below the six decimals the models are written with.
    """
    solved = _cholesky_solve(matrix, rhs)
    return solved if solved is not None else _eliminate(matrix, rhs)


def _cholesky_solve(matrix: list[list[float]], rhs: list[float]) -> list[float] | None:
    """``matrix @ x = rhs`` by ``L Lᵀ``; None when ``matrix`` is not positive definite."""
    n = len(rhs)
    lower: list[list[float]] = []
    for i in range(n):
        row_i = matrix[i]
        li: list[float] = []
        for j in range(i):
            lj = lower[j]
            li.append((row_i[j] - sum(map(mul, li, lj))) / lj[j])
        d = row_i[i] - sum(map(mul, li, li))
        if not d > 0.0:
            return None
        li.append(math.sqrt(d))
        lower.append(li)
    y: list[float] = []
    for i in range(n):
        y.append((rhs[i] - sum(map(mul, lower[i], y))) / lower[i][i])
    x = [0.0] * n
    for i in range(n - 1, -1, -1):
        x[i] = (y[i] - sum(lower[k][i] * x[k] for k in range(i + 1, n))) / lower[i][i]
    return x


def _eliminate(matrix: list[list[float]], rhs: list[float]) -> list[float]:
    """Solve ``matrix @ x = rhs`` by Gaussian elimination with partial pivoting."""
    n = len(rhs)
    m = [[*row, rhs[i]] for i, row in enumerate(matrix)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            if f:
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def predict(model: CaveatModel, lesson: LabelledLesson) -> list[bool]:
    """The model's caveat verdict for each sentence of ``lesson``."""
    return [model.probability(f) >= model.threshold for f in _features(lesson.sentences)]


def leave_one_lesson_out(
    lessons: Sequence[LabelledLesson], also: Sequence[LabelledLesson] = ()
) -> list[list[bool]]:
    """Each lesson's verdicts from a model fitted to all the other lessons and ``also``."""
    return [
        predict(fit([*(other for j, other in enumerate(lessons) if j != i), *also]), lesson)
        for i, lesson in enumerate(lessons)
    ]


def leave_one_set_out(
    written: Sequence[LabelledLesson], also: Sequence[LabelledLesson] = ()
) -> list[list[bool]]:
    """Each written lesson's verdicts from a model fitted to ``also`` and the other sets."""
    models = set_out_models(written, also)
    return [predict(models[written_set(x.name)], x) for x in written]


def set_out_models(
    written: Sequence[LabelledLesson], also: Sequence[LabelledLesson] = ()
) -> dict[int, CaveatModel]:
    """For each written set, the model fitted to ``also`` and the other sets."""
    return {
        k: fit([*also, *(x for x in written if written_set(x.name) != k)])
        for k in sorted({written_set(x.name) for x in written})
    }


def set_report(written: Sequence[LabelledLesson], predictions: Sequence[list[bool]]) -> str:
    """Pooled and per-set lines of a leave-one-set-out run."""
    sets: dict[int, Counts] = {}
    for lesson, predicted in zip(written, predictions, strict=True):
        k = written_set(lesson.name)
        sets[k] = sets.get(k, Counts()) + Counts.of(lesson.caveats, predicted)
    pooled = sum(sets.values(), Counts())
    lines = [
        "leave-one-set-out (written lessons, each set scored by a model fitted without it):",
        f"  {'pooled':14} recall {pooled.recall:.2f} precision {pooled.precision:.2f} "
        f"(tp {pooled.tp}, fp {pooled.fp}, fn {pooled.fn})",
    ]
    for k, c in sorted(sets.items()):
        lines.append(
            f"    set {k:<6} recall {c.recall:.2f} precision {c.precision:.2f} "
            f"(tp {c.tp:2}, fp {c.fp:2}, fn {c.fn:2})"
        )
    return "\n".join(lines)


def report(
    lessons: Sequence[LabelledLesson], predictions: Sequence[list[bool]]
) -> dict[str, Counts]:
    """Pooled counts per course (and per lesson, under the lesson's name)."""
    out: dict[str, Counts] = {}
    for lesson, predicted in zip(lessons, predictions, strict=True):
        counts = Counts.of(lesson.caveats, predicted)
        out[lesson.name] = counts
        out[lesson.course] = out.get(lesson.course, Counts()) + counts
    return out


def format_report(title: str, lessons: Sequence[LabelledLesson], counts: dict[str, Counts]) -> str:
    """Per-course lines, then per-lesson lines, as printed by the tests and ``main``."""
    lines = [title]
    for course in COURSES:
        c = counts[course]
        lines.append(
            f"  {course:14} recall {c.recall:.2f} precision {c.precision:.2f} "
            f"(tp {c.tp}, fp {c.fp}, fn {c.fn})"
        )
    for lesson in lessons:
        c = counts[lesson.name]
        lines.append(f"    {lesson.name:10} tp {c.tp:2} fp {c.fp:2} fn {c.fn:2}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Fit, measure, and write (or with ``--check`` compare) the shipped model."""
    parser = argparse.ArgumentParser(prog="python -m generator.train_classify")
    parser.add_argument("shared", nargs="?", type=Path, default=Path("..") / "shared")
    parser.add_argument("--check", action="store_true", help="only compare with the shipped file")
    parser.add_argument(
        "--written",
        type=Path,
        default=WRITTEN,
        help="labels of the written lessons, trained on and measured set by set "
        "(default: %(default)s, when it exists)",
    )
    parser.add_argument(
        "--held-out",
        type=Path,
        help="labels never trained on, scored by the model fitted to all the others",
    )
    args = parser.parse_args(argv)
    lessons = load_labels(args.shared)
    if not lessons:
        print(f"no hand labels under {args.shared}", file=sys.stderr)
        return 2
    written = load_folder(args.written, WRITTEN_COURSE) if args.written.is_dir() else []
    print(
        format_report(
            "leave-one-lesson-out (each shared lesson scored by a model fitted without it):",
            lessons,
            report(lessons, leave_one_lesson_out(lessons, written)),
        )
    )
    if written:
        print(set_report(written, leave_one_set_out(written, lessons)))
    everything = [*lessons, *written]
    model = fit(everything)
    print(
        format_report(
            "fit on all lessons:", lessons, report(lessons, [predict(model, x) for x in lessons])
        )
    )
    held_out = load_folder(args.held_out, "held-out") if args.held_out is not None else []
    if held_out:
        c = sum((Counts.of(x.caveats, predict(model, x)) for x in held_out), Counts())
        print(
            f"held out ({args.held_out}, {len(held_out)} lessons, never trained on): "
            f"recall {c.recall:.2f} precision {c.precision:.2f} (tp {c.tp}, fp {c.fp}, fn {c.fn})"
        )
    text = model_json(model, everything)
    target = Path(__file__).with_name(MODEL_FILE)
    if args.check:
        same = target.read_text("utf-8") == text
        print(f"{target}: {'up to date' if same else 'STALE: re-run without --check'}")
        return 0 if same else 1
    target.write_text(text, "utf-8")
    print(f"wrote {target} ({len(model.weights)} weights)")
    return 0


def model_json(model: CaveatModel, lessons: Sequence[LabelledLesson]) -> str:
    """The text of the shipped weights file for ``model`` fitted to ``lessons``."""
    return model.to_json(
        about="claim/caveat model; written by python -m generator.train_classify",
        l2=L2,
        caveat_share=CAVEAT_SHARE,
        source_weight={source: SOURCE_WEIGHT.get(source, 1.0) for source in _sources(lessons)},
        lessons=len(lessons),
        sentences=sum(len(x.sentences) for x in lessons),
        caveats=sum(sum(x.caveats) for x in lessons),
    )


def _sources(lessons: Sequence[LabelledLesson]) -> list[str]:
    return list(dict.fromkeys(x.course for x in lessons))


if __name__ == "__main__":
    raise SystemExit(main())
