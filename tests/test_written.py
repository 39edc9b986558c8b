"""The lessons written for this project (``tests/data/written``): no false alarm, caveats kept.

They were written by people who never saw lessondeck's rules; see their README.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from conftest import needs_shared

from generator import train_classify
from generator.check import find_examples
from generator.classify import CaveatModel, lesson_features
from generator.labels import catches, matched, reads
from generator.model import Lesson, Statement
from generator.reader import read_lesson

WRITTEN = Path(__file__).parent / "data" / "written"
LESSONS = sorted((WRITTEN / "lessons").glob("*.md"))


def _labelled(path: Path) -> tuple[Lesson, dict[str, Any], dict[int, Statement]]:
    """The lesson, its labels and the statement of each labelled sentence the reader kept whole."""
    lesson = read_lesson(path)
    labels = json.loads((WRITTEN / "annotations" / f"{path.stem}.json").read_text("utf-8"))
    sentences = matched(lesson.statements, labels["sentences"])
    assert len(sentences) >= 0.8 * len(labels["sentences"]), "the reader splits as labelled"
    return lesson, labels, sentences


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_no_false_alarm(path: Path) -> None:
    """A ✗ is only ever raised on a worked result the labels call wrong."""
    lesson, labels, sentences = _labelled(path)
    # A ✗ is right only on a labelled wrong example's sentences and with its stated value.
    wrong = [
        ({sentences[i].id for i in example["sentences"] if i in sentences}, example["stated"])
        for example in labels["worked_examples"]
        if not example["agrees"]
    ]
    alarms = [e for e in find_examples(lesson) if not e.ok]
    false = [
        (e.line, e.kind, e.stated, e.computed)
        for e in alarms
        if not any(catches(e, ids, stated) for ids, stated in wrong)
    ]
    assert not false


# (lesson, sentences of the labelled example): examples the checker does not find yet,
# and what it lacks. Set 5 (fresh_16–19) was measured once, unseen, after this session's
# checker work; an example leaving this list is progress, one joining it fails the test.
NOT_FOUND = {
    ("fresh_17", (26,)): "a clipped objective whose inputs are carried from two sentences before",
    # Set 6 (fresh_20–23): both misses found (a product of a pair; operands tagged 'from …').
    # Set 7 (fresh_24–27), measured once unseen after the third round of card rules:
    ("fresh_27", (10, 15)): "a sample standard deviation and a normalised value, two sentences",
    # Set 8 (fresh_28–31), measured once unseen after the fourth round of card rules:
    ("fresh_31", (24,)): "'1 − 0.99 = 0.01' said as a push on a logit: no operator in words",
    # Set 9 (fresh_32–35): its miss is found (a named quantity's change between two moments).
    # Set 10 (fresh_36–39): all six misses are found since the rules for chances and counts.
    # Set 11 (fresh_40–43), measured once unseen at the end of this session:
    # Set 12 (fresh_44–47), measured once unseen; its group advantages, its planted wrong
    # result and two false ✗ were mended after (the ✗ are gone; these stay unchecked):
    ("fresh_44", (22, 23)): "a uniform group's mean and zero advantages, in words",
    ("fresh_44", (29, 30)): "a lone failure's whitened advantage in a group of sixteen",
    ("fresh_45", (12, 17, 18)): "three value updates in one sentence, one per target",
    ("fresh_47", (11, 12, 13, 14, 15)): "a linear update of weights by features (not tabular)",
    # Sets 13 (fresh_48–51) and 14 (fresh_52–55), each measured once unseen in the fourth
    # session and then read:
    ("fresh_48", (22, 23, 24)): "a padding fraction and a count per row from two lengths",
    ("fresh_51", (21, 22, 23)): "a running mean after one more visit (planted wrong)",
    (
        "fresh_52",
        (20, 21, 22),
    ): "a matrix's entries as 'one thousand by one thousand', a percentage",
    ("fresh_53", (26, 27, 28)): "noise clipped to a range, then an action clipped to another",
    ("fresh_54", (34, 35)): "an agreement rate, the count said before the total",
    ("fresh_55", (8, 9)): "a return of −1 per step over 50 steps",
    # Set 15 (fresh_56–59), measured once unseen in the fifth session (9 of 18 found, 2
    # false ✗), then read; four more found and both ✗ gone after:
    ("fresh_57", (33, 34, 35, 36)): "'the difference between the two', then a gradient step on α",
    ("fresh_58", (28, 29)): "coverage 1 − (1 − p)^n named 'coverage', no 'at least one'",
    ("fresh_59", (11, 12, 13)): "an expected duration 1/β from a geometric distribution",
    ("fresh_59", (24, 25)): "a Q update whose target sits inside the math (planted wrong)",
    # Set 16 (fresh_60–63), measured once unseen in the fifth session (7 of 23 found at its
    # start, 8 at its end; planted wrong result missed), then read:
    ("fresh_60", (24, 25, 26, 27)): "an overall rate mixing two groups' rates by their sizes",
    ("fresh_61", (17, 18)): "the mean of a categorical distribution over atoms",
    ("fresh_61", (19, 25)): "a shifted atom clipped to the support, six sentences apart",
    ("fresh_61", (37,)): "actions times atoms, the outputs of a head",
    ("fresh_62", (15, 16, 17)): "rates 'one percent', 'twenty percent' of totals two paragraphs up",
    ("fresh_62", (34, 35, 36)): "a share of 'those hundred and fifty', and 'five times' a rate",
    ("fresh_63", (10, 14, 15)): "expected payoffs under a mixed strategy of the other agent",
    ("fresh_63", (10, 19, 20)): "a ratio of two payoffs of a matrix game",
    # Set 17 (fresh_64–67), measured once unseen in the sixth session (16 of 23 found, the
    # planted wrong result caught, 4 false ✗ at its start, none at grading time), then read:
    ("fresh_64", (16, 17, 18, 19, 20)): "a binary reward's variance p(1 − p), told in words",
    ("fresh_66", (22, 23)): "mean − k·std at k = 0.5 for two responses, in words",
    ("fresh_66", (36, 37, 38)): "a gap between two gains, each a change told before",
    # Set 18 (fresh_68–71), measured once unseen in the sixth session (16 of 24 'found', 4
    # of them only by false ✗ of the group-normalised advantage, since mended), then read:
    ("fresh_68", (23, 24, 25, 26)): "leave-one-out baselines of a binary group, 'one seventh'",
    ("fresh_68", (29, 30)): "twice the parameters, a critic of the policy's size",
    ("fresh_70", (14, 19, 20)): "the same penalty on a wrong answer's zero",
    ("fresh_70", (33, 34, 35)): "an overshoot over a budget and its penalty per thousand tokens",
    # Set 19 (fresh_72–75), measured once unseen in the seventh session (12 of 27 found, the
    # planted wrong result caught, 0 false ✗; no spoken example found), then read:
    ("fresh_74", (31, 32, 33)): "a success reward of one (set out twenty sentences up) plus "
    "a bonus, and the gap of two such rewards",
    ("fresh_75", (33,)): "10^6 tiles from 10 per dimension in 6 dimensions, said in words",
    # Set 20 (fresh_76–79), measured once unseen on the seventh session's final rules (17 of
    # 26 found, the planted wrong result caught, 0 false ✗; 16 of 26 at its start), then read:
    ("fresh_78", (8, 11, 12, 13, 15)): "log-ratio readings per token, their mean and spread",
    ("fresh_78", (16, 18, 19)): "half the squared log-ratio per token, and their mean",
    ("fresh_78", (22, 24, 25, 26, 27)): "r − 1 − ln r per token, their mean and spread",
    ("fresh_78", (41, 42)): "a per-token penalty times 400 tokens against a reward of one",
    # Set 21 (fresh_80–83), measured once unseen at the eighth session's start (17 of 28
    # found, the planted wrong result missed, 1 false ✗ on a written maximum), then read:
    ("fresh_81", (26, 31)): "each group norm clipped to 0.5 on its own, told as a list",
    ("fresh_83", (28,)): "sweeps to cut an error by 1000: ln 0.001 / ln 0.9, rounded up",
    # Set 22 (fresh_84–87), measured once unseen at the eighth session's end (16 of 28 found,
    # the planted wrong result missed, 0 false ✗), then read; five more found after:
    ("fresh_86", (16, 17)): "the mass outside a nucleus of point nine, 'a tenth'",
    ("fresh_86", (21, 22, 23)): "a corpus grown by a share each round, after four rounds",
    ("fresh_86", (21, 22, 24)): "the same after eight rounds, 'two thirds'",
    ("fresh_87", (9, 11)): "4 frames, every fourth step: 16 steps, two sentences apart",
    # Set 23 (fresh_88–91), measured once unseen at the ninth session's start (19 of 28 found,
    # the planted wrong result caught, 0 false ✗), then read:
    ("fresh_88", (17, 20, 21)): "a cosine decay to a floor of a tenth, midway through",
    ("fresh_88", (20, 22)): "the same cosine three quarters of the way through",
    ("fresh_88", (20, 22, 23)): "a linear decay between the same endpoints at that moment",
    ("fresh_89", (32,)): "51200 rollouts 'give 100 updates at a batch of 512': the result first",
    ("fresh_90", (7, 8, 9)): "min(1, p/q) said in words, 'three times out of four'",
    # Set 24 (fresh_92–95), measured once unseen in the ninth session (18 of 32 found, the
    # planted wrong result missed, 1 false ✗ since mended: an "=" to a rounded step), then read:
    ("fresh_92", (6, 7, 8)): "a beta posterior's counts 1 + 7 and 1 + 3 and its mean 8/12",
    ("fresh_92", (10, 11)): "the same for one success and one failure, 'one half'",
    ("fresh_92", (7, 11, 13, 14)): "the standard deviations of two beta posteriors",
    ("fresh_92", (11, 19, 20, 21)): "counts after thirty more pulls and their mean (planted)",
    ("fresh_92", (23, 24, 25)): "expected regret 40 × (0.7 − 0.5) and the best total 1000 × 0.7",
    ("fresh_94", (3, 4)): "a win rate with ties counted as half, in percent",
    ("fresh_94", (9, 10, 11)): "Elo odds 10^(gap/400) and the expected score",
    (
        "fresh_94",
        (10, 11, 13, 14, 15),
    ): "an Elo update K × (score − expected) after a loss and a win",
    ("fresh_94", (22, 23, 26)): "four times the comparisons halve the standard error",
    # Set 25 (fresh_96–99), measured once unseen at the ninth session's end (21 of 30 found on
    # the start's and the final rules, the planted wrong result caught, 0 false ✗), then read:
    ("fresh_96", (7, 9, 10, 11)): "a norm-clipping scale 1/5, the clipped entries and the new norm",
    ("fresh_96", (7, 14, 15)): "each entry of (3, 4) clipped to [−1, 1] on its own",
    ("fresh_96", (20, 21)): "the scale one over four when the typical norm is four",
    ("fresh_96", (24, 25)): "the midpoint of a logged norm range",
    ("fresh_98", (19, 20)): "a remaining-time feature and its share of the limit",
    ("fresh_98", (22, 23)): "the share of final targets wrong when cuts are read as endings",
    ("fresh_98", (27, 28)): "tokens missing at a length limit",
    # Set 26 (fresh_100–103), measured once unseen at the tenth session's start (13 of 23 found,
    # the planted wrong result missed, 0 false ✗), then read; three more found after:
    ("fresh_100", (10, 11)): "the spacing (2 − 1) / 128 of 128 values between one and two",
    ("fresh_100", (12,)): "1 + 0.001 rounding back to one at that spacing",
    ("fresh_102", (3,)): "'a reward gap of zero means a probability of one half': σ(0)",
    ("fresh_102", (24, 38)): "a ceiling of 100 − 20 percent, fourteen sentences apart",
    # Set 27 (fresh_104–107), measured once unseen at the tenth session's start and on its
    # rules of 4998911 (8 of 15 found by both, the planted wrong result missed, 1 false ✗ by
    # both: a square root of a product said in words, since mended), then read:
    ("fresh_104", (9, 10, 11)): "2 × layers × heads × dimension × bytes, then in KiB",
    ("fresh_104", (12, 14)): "query heads per key-value head, 32 / 8, and its inverse share",
    ("fresh_104", (17, 18, 20, 21)): "a cache per rollout in GiB and how many fit in 40 GiB",
    ("fresh_105", (24, 25)): "actions sampled per state for a log-sum-exp estimate",
    ("fresh_106", (8, 10, 11, 12, 13)): "a patience rule: best + 0.01, then 250 + 3 × 50",
    # Set 28 (fresh_108–111), measured once unseen at the start (72a68f3) and on the rules of
    # af6d3dd (9 and 11 of 16 'found', two of them only by a false ✗ of both, since mended;
    # the planted wrong result missed by both), then read:
    ("fresh_108", (25, 26)): "2000 'of them' of 10000 rows, twenty percent of all rollouts",
    ("fresh_108", (34,)): "a set shrinking from 12000 to 9000: 'a quarter of its rows'",
    ("fresh_110", (13, 14, 15)): "confidence minus accuracy per bin, percent against points",
    ("fresh_110", (12, 13, 14, 15, 16)): "a bin-size-weighted mean of two gaps (planted)",
    ("fresh_110", (22, 24)): "a gap divided by a temperature, and its sigmoid",
    ("fresh_111", (10,)): "replays per transition, batch × replay ratio",
    # Set 29 (fresh_112–115), measured once unseen at the start (72a68f3) and on the session's
    # final rules (29313c5 with its models refitted), 5 of 15 found by both, the planted wrong
    # result missed by both, 0 false ✗; then read (the planted product is caught since, and the
    # attack success rate "ninety of them" of two thousand is read since):
    ("fresh_112", (5, 6, 8)): "a standard deviation over √4 after quadrupling the batch",
    ("fresh_112", (18, 19, 20, 21)): "steps and samples as multiples of their minimums",
    ("fresh_114", (7, 10, 11)): "a judge's precision and the confirmed success rate",
    ("fresh_114", (7, 12)): "answers the judge did not flag, total minus flagged",
    ("fresh_114", (30,)): "a success rate after patching, in percent",
    ("fresh_115", (10, 11)): "an invalid action's softmax share before masking",
    ("fresh_115", (12, 15)): "the gradient of log π(a) on the logits after masking",
    # Set 30 (fresh_116–119), measured once unseen at the eleventh session's start (85b2a4a)
    # and after its first checker rule (d24fad4), 11 of 15 found by both, the planted power
    # caught, 0 false ✗; then read (a share over "On the eighty comparisons" and "the logistic
    # of point four" are read since):
    ("fresh_116", (27,)): "seeds for half the standard error, four times as many runs",
    # Set 31 (fresh_120–123), measured once unseen on the start (85b2a4a) and on 2a452fc, 8 of
    # 16 found by both, the planted power caught, 0 false ✗; then read (counts split into
    # percentages and a reward less a rate per thousand tokens are read since):
    ("fresh_120", (25, 26)): "the share of each of twenty checkpoints, 1 − 0.8 over twenty",
    ("fresh_120", (29, 30)): "an Elo expected score for a gap of two hundred points",
    ("fresh_122", (7, 8, 9)): "a token cost per problem in cents and over an evaluation",
    ("fresh_122", (26, 27, 28)): "a token ratio, an accuracy gain and points per thousand tokens",
    ("fresh_122", (8, 37)): "a cost per correct answer, cost per attempt over accuracy",
    ("fresh_123", (10, 16)): "a squared loss, a Huber loss and their gradients at δ = 20",
    # Set 32 (fresh_124–127), measured once unseen on the start (85b2a4a) and on aa3fd0d, 9 of
    # 15 found by both, the planted halving missed and a false ✗ (a kappa "A minus B, divided
    # by C minus D" read without its brackets) on both; then read (both mended since, and a
    # chance then said as a percentage, pairs of N things and "B. That" ending a sentence):
    ("fresh_124", (33, 34)): "a test failing all three runs, (1 − 0.9)³, said as one in a thousand",
    ("fresh_125", (7, 10)): "softmax probabilities of three estimates at τ = 2",
    # Set 33 (fresh_128–131), measured once unseen on the start (c55d950): 10 of 16 found, the
    # planted slip missed and a false ✗ (a share of the slots read as a share of the tokens
    # counted); then read (the false ✗ mended, a difference in percentage points and a
    # standard error from its deviation and count read since):
    ("fresh_128", (6, 7, 8)): "softmax of logits 2 and 0 at temperatures 1 and 2, in words",
    ("fresh_130", (28, 33)): "the weight of a token of a short reply against a long one's",
    ("fresh_131", (31,)): "two values per weight of 7 billion, in gigabytes at 4 bytes each",
    # Set 34 (fresh_132–135), measured once unseen on the start (c55d950) and on 1b14343, 12 of
    # 15 found by both, the planted slip (minutes to GPU-hours in a chain) missed by both; then
    # read (the slip and a budget of tokens at a rate per word are read since):
    ("fresh_135", (12, 13)): "'nine times as densely': 36 draws against 4 distinct values",
    # Set 35 (fresh_136–139), measured once unseen on the start (c55d950) and on a47540d, 7 of
    # 14 found by both, the planted slip caught and a false ✗ (a chain rounded from a rounded
    # number) on both; then read (the false ✗ mended, ", or" no longer sharing a unit and a
    # percentage of a count restated as a count read since):
    ("fresh_136", (9, 10)): "labels per hour at ten and thirty seconds each",
    ("fresh_136", (22, 23)): "'three times the weight': nine hundred against three hundred",
    ("fresh_139", (24, 25)): "a variance from moments of a Gaussian, worked in the note only",
    # Set 36 (fresh_140–143), measured once unseen on the start (c55d950) and on ca2b080, 9 of
    # 15 found by both, the planted slip (four doublings in a paragraph after the rule)
    # missed by both, no false ✗; then read (the slip is read since):
    ("fresh_141", (33, 34)): "Q as the mean of returns listed in prose, written as an equation",
    ("fresh_142", (7, 8, 9, 10)): "shares in proportion to sizes, and to their square roots",
    ("fresh_142", (22, 23)): "the means of two pairs of percentages and their gain in points",
    # Set 37 (fresh_144–147), measured once unseen on the start (c55d950) and on 9b70ee8, 8 of
    # 15 found by both, the planted slip (memory at four bits) missed by both, no false ✗;
    # then read (the slip and a fraction restated as a percentage are read since):
    ("fresh_144", (17, 18, 19, 20, 21)): "ratios of two probabilities said per token, in words",
    ("fresh_144", (27,)): "a ratio per token over a hundred tokens, 0.99 to the hundredth",
    ("fresh_145", (10, 11)): "the mean lag over a cycle of C steps, (0 + 999) / 2",
    ("fresh_146", (16, 17, 18, 19, 21, 22)): "a batch spread over eight experts, and loads",
    ("fresh_146", (26, 27, 28, 29)): "a balancing loss N Σ f p over listed shares",
    # Set 38 (fresh_148–151), measured once unseen on the start (b7e4683), 9 of 16 found, the
    # planted slip (0.8 to the eighth) caught, a false ✗ (twelve frames "a fifth of a second"
    # read as 4/12 of the frames); then read (the false ✗ mended, a chain after a bound read):
    ("fresh_148", (0, 26)): "twelve frames at sixty a second, the rate three paragraphs back",
    ("fresh_149", (32,)): "entries for every ordered pair of 10,000 states",
    ("fresh_150", (14, 15, 16)): "the chance a group agrees, p^G + (1 - p)^G, in words",
    ("fresh_151", (23, 25)): "rewards divided by 100, the pellet's 10 and ghost's 200 elsewhere",
    # Set 39 (fresh_152–155), measured once unseen on the start (b7e4683) and on 5ef37c0 (the
    # same: 11 of 14 found), the planted slip (0.8 cubed said as 0.41) missed, no false ✗; then
    # read (the slip is caught since):
    ("fresh_154", (16, 17, 18, 19)): "a batch mean after two of twenty scores jump, and the gap",
    # Set 40 (fresh_156–159), measured once unseen on the start (b7e4683) and on d0016c3 (the
    # session's final rules), 9 of 15 found by both, the planted slip ((1 − 10⁻⁶)^10000 said as
    # a 10% shrink) missed by both, no false ✗; then read (a ratio "is then" read since):
    ("fresh_156", (3, 4, 5, 6)): "an estimate moved a tenth of the way to a return, in words",
    ("fresh_156", (9,)): "the step size 1/n on the n-th visit, the rule a sentence before",
    ("fresh_157", (12,)): "η λ multiplied in math, 10⁻⁵ × 0.1 as the 10⁻⁶ of 1 − 10⁻⁶",
    ("fresh_157", (12, 13)): "a power in math whose shrink the prose says as a percentage",
    ("fresh_159", (6, 7, 8, 9)): "a ratio per logged record, listed after the three records",
    # Set 41 (fresh_160–163), measured at a fourteenth session's start and on its first card
    # rules (the same), 10 of 16 found, the planted slip (0.9^10 stated as 0.387) caught, no
    # false ✗; then read:
    ("fresh_160", (24, 25)): "a sum said as 'for a score of', no word of adding",
    ("fresh_160", (34, 35)): "'the average of the two' values of the sentence before",
    ("fresh_162", (11, 12)): "a rate times the share arrived, no word of multiplying",
    ("fresh_162", (11, 15, 16)): "shares of a rate said 'shows up as', no operation named",
    ("fresh_162", (19,)): "a delay times a rate per minute, the count of decisions after",
    ("fresh_162", (16, 27)): "'Dividing A by B gives C': an operation said as a gerund",
    # Set 42 (fresh_164–167), measured on the session's start and on its card rules with the
    # models refitted with set 41 (the same), 9 of 15 found, the planted slip (0.9^5 stated as
    # 0.66) caught, no false ✗; then read:
    ("fresh_164", (10, 11)): "'Raise point eight five to the power ten', an imperative",
    ("fresh_164", (30, 32)): "a range's half-width, and a tenth of it said as 'the same relative'",
    ("fresh_166", (9, 10, 11)): "step sizes 1/t^0.6 and 1/t at t = 10^5, then their ratio",
    ("fresh_166", (23, 24)): "'ten times the actor's': a multiple of values of the sentence before",
    ("fresh_166", (29, 30)): "half-life of a soft update: 0.995 to a power that is one half",
    # Set 43 (fresh_168–171), measured on the session's start and on its final rules (dd160ba):
    # 10 of 16 found by both, the planted slip (0.95^15 stated as 0.49, which is 0.95^14)
    # missed by both, no false ✗; then read:
    ("fresh_168", (15,)): "a step of a control rate in hertz, then a delay of three steps",
    ("fresh_169", (8, 9, 10)): "three masses, the rest, and their sum in math after 'therefore'",
    ("fresh_169", (24, 25)): "8 of 12 forced, 4 carry a signal, diluted 'by a factor of 3'",
    ("fresh_170", (20, 21)): "120 of 150 successes said as 'eighty percent … are then'",
    # Set 44 (fresh_172–175), measured on the session's start (515c2d7): 12 of 20 found, the
    # planted slip (40% higher, which is 60/150; it is 60/90) missed, two false ✗ (a fourth
    # root read as a product, "past one point two" read as a stated ratio); then read:
    ("fresh_172", (10, 11, 12, 13)): "expected rewards from two error rates; 'the gap' of them",
    ("fresh_172", (28, 29)): "'beats honest work by' a difference, operands in two units",
    ("fresh_173", (16,)): "a return-to-go: 'asked for 5' after a target of 6 and a reward of 1",
    ("fresh_174", (27, 28)): "the KL estimate r - 1 - ln r described in words, then applied",
    ("fresh_174", (29, 30, 31)): "1.5 times a target, then the epoch whose estimate passes it",
    # Set 45 (fresh_176–179), measured on the session's start (515c2d7) and on fb9ea07: 7 of 16
    # found, the planted slip (k ≥ 43.7, "so 43 sweeps are enough") missed, no false ✗; then
    # read (a fraction said as "sixteenths" and the count after a bound now read):
    ("fresh_176", (12, 13, 14)): "an advantage of 2 under a critic predicting 0, then -0.6",
    ("fresh_176", (29, 31, 32)): "explained variance 1 - Var(errors) / Var(returns), in words",
    ("fresh_178", (19, 20, 21, 22, 23)): "a share of rewards that match the true label, 8 of 16",
    ("fresh_178", (29, 30)): "advantages 1 - 7/16 and 0 - 7/16 'about point five six'",
    ("fresh_178", (31,)): "every reward one, so every advantage zero, in words",
    ("fresh_179", (24, 25, 26)): "a vector projection (PCGrad) in math with vectors",
    ("fresh_179", (27, 29, 30)): "dot products of vectors and a vector norm",
    # (found until the eighteenth session only by reading "g_A + g_B = (1, 3)" as the sum of
    # the vectors' first entries; the commas of a vector no longer cut a formula)
    ("fresh_179", (11, 12, 13, 14)): "a sum of two gradient vectors and dot products with it",
    # Set 46 (fresh_180–183), measured on the session's start (515c2d7) and its final card
    # rules (4cc0359): 12 of 15 found by both, the planted slip ((1/2)^4 said as "about three
    # percent"; it is 6.25) missed, no false ✗; then read (a fraction restated as a decimal,
    # and the chance that all k tries fail or succeed, which catches it and set 43's):
    ("fresh_183", (7,)): "quantile levels as the midpoints of four bins, a list of values",
    # Set 47 (fresh_184–187), measured on the session's start (1a2c4f3): 12 of 20 found, the
    # planted slip (0.9^3 stated as 0.81) caught, two false ✗ (advantages taken as the reward
    # minus the group mean, read as GRPO's normalised ones); then read (that reading mended):
    ("fresh_184", (6, 7, 8)): "three of four parts right, scored zero and 'three quarters'",
    ("fresh_184", (22, 23, 24)): "no response solves all four: every reward zero, a range",
    ("fresh_184", (49, 50)): "half the fraction plus half a bonus, said in words",
    ("fresh_186", (19, 20, 21)): "gamma times one gradient norm 'equal in size' to another",
    ("fresh_186", (30,)): "tokens per step 'rise by a quarter' from 200,000 by 50,000",
    ("fresh_187", (19, 20, 21, 22, 23)): "centred rank utilities of a list of returns",
    ("fresh_187", (31,)): "500 antithetic pairs cost 1,000 episodes, 200 iterations 200,000",
    # Set 48 (fresh_188–191), measured on the session's start (1a2c4f3) and on dce6623: 9 of
    # 16 found by both, the planted slip (0.99^5 stated as 0.961) caught, no false ✗:
    ("fresh_188", (15, 16)): "three claims all supported: 'its precision is one', in words",
    ("fresh_189", (9, 13)): "a Boltzmann probability over action values (no 'logits') at τ",
    ("fresh_189", (9, 24, 25)): "the same after every reward is multiplied by 10",
    ("fresh_190", (8, 11, 15)): "an upper ε of 0.28 lets 0.01 reach 0.0128",
    ("fresh_190", (17, 18)): "1.2 cubed 'about one point seven three', so four updates",
    ("fresh_191", (29,)): "the age of the oldest window in a full buffer",
    # Set 49 (fresh_192–195), measured on the session's start (329b698): 13 of 15 found, the
    # planted slip (0.9^8 stated as 0.48) caught, no false ✗; then read (the soft penalty of
    # sentences 27-30, a result after ", so", read since):
    ("fresh_194", (23,)): "a quarter of 512 hits the limit, so only 384 contribute",
    # Set 50 (fresh_196–199), measured on 329b698 and on 8c1fe12: 11 of 16 found by both, the
    # planted slip (0.9^10 stated as 0.39) missed (read as 0.9^9 with the "nine" of "nine
    # times in ten"; caught since), no false ✗:
    ("fresh_197", (28, 29)): "a rough horizon 1/(1 - γ) for two discounts, in math",
    ("fresh_198", (1, 2, 3)): "prompts times samples per prompt for two splits of a budget",
    ("fresh_198", (17, 20)): "all of sixteen samples fail at 0.9, then the share informative",
    ("fresh_198", (2, 17, 22, 23)): "expected informative groups and completions of two plans",
    ("fresh_199", (15, 16)): "the age of the oldest and a typical sequence in a full buffer",
    # Set 51 (fresh_200–203), measured on 329b698 and on 2073abf: 10 of 14 found by both, the
    # planted slip (0.9^3 stated as 0.66, which is 0.9^4) missed, no false ✗; then read (a
    # reward discounted back "three turns earlier", and so the slip, read since):
    ("fresh_202", (9, 23)): "the next step's points per sample against the one before",
    # Set 52 (fresh_204–207), measured on 51997f6: 17 of 28 found, the planted slip (2.5 billion
    # entries at 8 bytes stated as 2 GB) missed, one false ✗ (2θ with θ = 2/3 stated rounded);
    # then read (an amount for each item after its total, carried to the next sentence, and a
    # name stated rounded used exact, read since: 19 of 28, the slip caught, no false ✗; and
    # an entropy of a distribution given token by token, read since):
    ("fresh_204", (11, 12, 13)): "pass@1 averaged over two prompts, 'nine times in ten', never",
    ("fresh_204", (32, 33, 34)): "a group's pass@k score minus the mean of the groups' scores",
    ("fresh_204", (45, 47)): "points of pass@8 apart said as problems 'in every hundred'",
    ("fresh_206", (12,)): "'four tokens in five' and 'the remaining fifth': one minus a share",
    ("fresh_206", (17, 18, 19)): "the logit gradient 1 − p of two sampled tokens and their ratio",
    ("fresh_206", (24,)): "responses × tokens as positions, and a fraction of them kept",
    ("fresh_206", (26,)): "three forks among a hundred and twenty tokens as a percentage",
    ("fresh_207", (29,)): "a return of −1 per step over 50 steps, 'can never score below −50'",
    # Set 53 (fresh_208–211), measured on 51997f6: 15 of 26 found, the planted slip (1 − 0.7⁴
    # stated as 66%) caught, one false ✗ (a chain "A, minus B, plus C" read from B); then
    # read (that chain, an entropy of a distribution given item by item and "ms." ending a
    # sentence, read since: 18 of 26, no false ✗):
    ("fresh_208", (25,)): "a sequence reward rescaled by beta, 'five times as much'",
    ("fresh_208", (33, 34, 35)): "a token's credit, beta times the log of a ratio said as 'ten'",
    ("fresh_209", (7, 9)): "the reverse KL of two distributions given a sentence before",
    ("fresh_209", (16, 17)): "a softmax of two values at temperatures written in math",
    ("fresh_209", (34,)): "368 of 400 said as 'retains 92% of teacher performance'",
    ("fresh_210", (7,)): "an entropy of 'a half each', the distribution said in words",
    ("fresh_210", (16, 17, 18, 19, 21, 22)): "accuracy averaged over two questions, percentages",
    ("fresh_210", (21, 24)): "pass@4 of a policy collapsed onto a wrong answer: zero",
    # Set 54 (fresh_212–215), measured on 51997f6 and on b309ec8: 9 of 16 found by both, the
    # planted slip (0.9³ × 10 stated as 8.1, which is 0.9² × 10) caught, no false ✗; then read
    # (what is left after a count, "only seven hundred pairs survive", read since):
    ("fresh_212", (3, 4, 5, 7)): "sums of log-probabilities over lengths, 'averages … per token'",
    ("fresh_212", (7, 19, 20, 21)): "beta times a per-token average, and the gap of two rewards",
    ("fresh_214", (12, 13)): "the gap of the highest and lowest of four scores said in words",
    ("fresh_214", (18, 19, 20)): "130 and 142 of 200 pairs said as agreement in percent",
    ("fresh_214", (31,)): "a climb from 3.2 to 4.1 said as 'nine tenths of a point'",
    # Set 55 (fresh_216–219), measured on 51997f6 and on ba4e02f: 12 of 15 found by both, the
    # planted slip (1.0 ∓ 2 × 0.5 stated as 0.5 to 1.5) missed, one false ✗ on the start (a
    # vector's commas cut a formula); then read (a band of k standard deviations, read since):
    ("fresh_216", (31, 32, 33)): "an accuracy pooled over easy and hard problems, before and after",
    ("fresh_218", (10, 11, 12)): "an answer's reward plus partial credit per valid citation",
    ("fresh_219", (26, 27)): "a distance from the mean in standard deviations, (2 − 1) / 0.5",
    # Set 56 (fresh_220–223), measured on 51997f6 and on 93752f9: 13 of 19 found by both, the
    # planted slip (0.95¹⁰ stated as 0.63, which is 0.95⁹) caught, no false ✗; then read (a
    # LaTeX thousands separator and a clip band whose ratio is named before, read since):
    ("fresh_222", (9, 11)): "a million scores at 40 and 600 per second, in hours and minutes",
    ("fresh_222", (33,)): "one response in twenty said as 'five percent'",
    ("fresh_223", (33,)): "raising n from 10 to 50 'multiplies compute by 5'",
    # Set 57 (fresh_224–227), measured on 8e6e110: 11 of 16 found, the planted slip (0.3² +
    # 0.4² stated as 0.5, the unsquared norm) found but not caught, no false ✗; then read (a
    # squared error after its components, read since):
    ("fresh_224", (13,)): "a log-probability gap of 0.05 nats as a ratio of about e^0.05",
    ("fresh_224", (21, 22)): "'that ratio' of the sentence before multiplied by itself 1000 times",
    ("fresh_224", (26, 27)): "ratios of 10 and 1.05 capped at two",
    ("fresh_226", (5, 6)): "a budget of 25 over 1000 steps at cost 1 as 2.5% of steps",
    # Set 58 (fresh_228–231), measured on 8e6e110 and d812fa8: 11 of 18 found, the planted
    # slip (0.5¹⁰ stated as 1/512, which is 0.5⁹) missed, one false ✗ (a margin "when … is
    # zero" read as a difference); then read (the slip, the false ✗ and two formulas with
    # their value after ", or", read since):
    ("fresh_228", (25,)): "−log σ(0) = ln 2, 'about point six nine when the margin is zero'",
    ("fresh_228", (35,)): "4000 prompts less one in five, 'leave 3200 usable pairs'",
    ("fresh_230", (20,)): "p = 0.5 of K = 10 heads 'used by 5 heads on average'",
    # Set 59 (fresh_232–235), measured on 8e6e110 and on 3d92875 (the session's final rules):
    # 8 of 12 found by both, the planted slip (1.02⁵ stated as 1.082, which is 1.02⁴) caught
    # by both, no false ✗:
    ("fresh_232", (24, 25, 26)): "12 of 16 rollouts used as 0.75, the other 4 as 0.25",
    ("fresh_233", (7, 8, 9)): "1460 agreements of 2000 pairs as an accuracy of 73 percent",
    ("fresh_233", (22, 23)): "the mean of four category accuracies, 77.5",
    ("fresh_234", (8, 12)): "the bootstrap weight γ = 0.9 after one step, 0.9³ = 0.729 after 3",
    # Set 60 (fresh_236–239), measured on 9d1841f: 22 of 26 found, the planted slip (3 actions
    # in 4 states as 4³ = 64 policies; it is 3⁴ = 81) missed, two false ✗ (14 gigabytes read
    # as 14 bytes, "beta times the margin" as the margin 20 − 0.1); then read (the slip and
    # both false ✗, read since):
    ("fresh_236", (11,)): "probability 0.5 as odds of exactly one, 0.5 / 0.5",
    ("fresh_236", (18, 19)): "'scaling the penalty by lambda', the penalty named the ratio term",
    ("fresh_237", (24, 25)): "DPO loss log(1 + e^(−β × 32.5)) ≈ 0.038, no formula said there",
    ("fresh_238", (29,)): "a gap of 1 in Q-value divided by α = 0.5 as a gap of 2 in the exponent",
    # Set 61 (fresh_240–243), measured on 9d1841f and on 3b6eb94: 11 of 16 found by both, the
    # planted slip (0.8⁴ as 0.51) caught by both, one false ✗ on 9d1841f (a tolerance of one in a
    # thousand, then "point three three three passes as one third"), none on 3b6eb94; then read
    # (the slip carried into "one minus that, roughly point four nine", and "Multiplying these
    # gives 4,000" over the sentence before, read since):
    ("fresh_240", (31, 32)): "one of four correct in eight missed: a mean of 0.5 falls to 3/8",
    ("fresh_241", (21,)): "the entropy of 15/16 and 1/16 in bits, about 0.34",
    # Set 62 (fresh_244–247), measured on 9d1841f and on 7e527f2 (the session's final rules):
    # 9 of 13 found by both, the planted slip (an afterstate TD update stated as 0.58; it is
    # 0.53) missed by both, no false ✗; then read (the slip: an update rule written with an
    # arrow, applied to the values bound after it, read since):
    ("fresh_244", (21, 24)): "KL of best-of-n, ln n − (n − 1)/n said in words, at n = 16",
    ("fresh_244", (41, 42)): "a million generations of sixteen million as 'one sixteenth'",
    # Set 63 (fresh_248–251), measured on 7c88c9f: 10 of 14 found, the planted slip (0.5 / (1 −
    # 0.999) stated as 50; it is 500) caught, two false ✗ (1 − 0.95²⁰ read as 0.95²⁰, and
    # "the square root of one half times one half, divided by four hundred" as √0.25 / 400);
    # then read (both false ✗, "eight out of twenty-one, a little over point three eight" and
    # the standard error of a pass rate, read since):
    ("fresh_248", (5,)): "a score gap of one as a win chance σ(1), 'about seventy-three percent'",
    ("fresh_249", (11, 12)): "√2 times a standard error of 2.5 points, 'about three and a half'",
    # Set 64 (fresh_252–255), measured on 7c88c9f and on f4713a7: 10 of 26 found by both, the
    # planted slip (0.9¹⁰ stated as about 0.39, which is 0.9⁹) caught by both, no false ✗; then
    # read (results marked by "therefore" or "takes about", and "Dividing gives …", read since):
    ("fresh_252", (14, 15)): "'the reciprocal of that chance', one in twenty, as twenty",
    ("fresh_252", (15, 16)): "twenty passes of fifteen tokens, 'that comes to three hundred'",
    ("fresh_252", (23,)): "a frequency penalty 0.3 times four sightings, plus a presence 0.5",
    ("fresh_253", (6, 7, 8)): "'multiplies that excess by … one over one plus one', 1.5",
    ("fresh_253", (8, 9)): "'Half of the apparent gain was noise': 1.5 of 3",
    ("fresh_253", (14, 15)): "3000 words 'five times longer than the longest', 600",
    ("fresh_253", (30, 31)): "one in twenty of eight hundred pairs, 'predicts forty'",
    ("fresh_254", (10, 11)): "\\(\\frac{2}{3}n^3\\) for n states, at 10,000 states",
    ("fresh_254", (11,)): "\\(10^8\\) entries at 8 bytes each, 'or 800 MB'",
    ("fresh_254", (7, 8, 21)): "three sweeps of a two-state backup, V_A = 1, 1, 1.81",
    ("fresh_254", (28,)): "γ from 0.9 to 0.999 'multiplies the sweep count by about 100'",
    # Set 65 (fresh_256–259), measured on 7c88c9f and on 264c582: 18 of 30 found by both, the
    # planted slip (1/(1 − 0.95) stated as 25; it is 20) caught by both, no false ✗; then read (a
    # share of the total an example sets up, a formula valued in the next sentence, read since):
    (
        "fresh_256",
        (26, 27),
    ): "a draft of 400 tokens and three rounds of 200 + 400, 'two thousand two hundred'",
    (
        "fresh_257",
        (5,),
    ): "39 seconds per comparison for 3000 labels as 'thirty-two and a half hours'",
    ("fresh_257", (10, 11)): "'the probability times one minus the probability' at 0.5 and 0.9",
    ("fresh_257", (11, 12)): "0.25 against 0.09 'ranked almost three times higher'",
    ("fresh_259", (7, 8)): "\\(V \\ge 1 + 0.9V\\) solved as \\(V \\ge 10\\)",
    ("fresh_259", (8, 9)): "the smallest V of two bounds, 20, as \\(\\frac{2}{1 - 0.9}\\)",
    ("fresh_259", (11,)): "100 states and 4 actions, 'that is 100 variables and 400 constraints'",
    # Set 66 (fresh_260–263), measured on 7c88c9f and on 7808c33: 20 of 26 found by both, the
    # planted slip (pseudo-counts of two and two added to 3 of 4 as 5/7; it is 5/8) missed by
    # both, one false ✗ on both ("one thirty-second" read as 1); then read (that false ✗):
    ("fresh_261", (37,)): "a standard error shrunk 'by a factor of the square root of two'",
    ("fresh_262", (19,)): "\\(\\frac{1}{1-\\gamma}\\) at γ = 0.99 'scaled by 100 instead of 10'",
    ("fresh_262", (27, 28)): "ε/(1 − γ) at γ = 0.99 'a factor of 100', 0.01 hiding 1",
    ("fresh_263", (21, 22)): "0.5 over 0.25, 'Their ratio gives \\(\\rho = 2\\)'",
    ("fresh_263", (33, 35)): "'quadratic in the number of features', 1,000 features as 1,000,000",
    # Set 67 (fresh_264–267), measured once unseen in the twenty-second session (9 of 16 found;
    # the planted slip, a self-consistent equation with the wrong power of γ, not caught), then
    # read; three found after (a named result after "gives", a pair's sum, a count of times):
    ("fresh_264", (36, 37)): "a 'seven-billion-parameter model at two bytes per weight' in GB",
    ("fresh_265", (21,)): "the mean of a probability in each order, 'the averaged preference'",
    ("fresh_266", (26,)): "visit counts 30, 15 and 5 of 50 as \\(\\pi = (0.6, 0.3, 0.1)\\)",
    ("fresh_267", (8, 9, 10)): "\\(512 \\times 18\\) weights plus 18 biases, 9,234, then doubled",
    # Set 68 (fresh_268–271), measured unseen in the same session on bff6b60 and on its rules
    # then (15 of 25 found both times, the planted slip caught), then read; one found after
    # (a name bound with "is typically"):
    ("fresh_268", (20,)): "2 ms 'on a forty-millisecond program is five percent'",
    ("fresh_268", (27, 28)): "'Squaring that size gives ten billion', the size a sentence before",
    ("fresh_268", (33,)): "'a weight of point one, a threefold speedup adds point three'",
    ("fresh_269", (22, 24)): "the same coefficient on forty nats 'charges two full points'",
    ("fresh_269", (31, 32)): "a KL from three to five nats over 1,000 steps as a rate per thousand",
    ("fresh_269", (32, 33)): "five to ten nats in 100 steps as 50 per thousand, 25 times steeper",
    ("fresh_270", (12, 13, 14)): "an expectile m = 10τ at τ = 0.9 and a mean of 0 and 10",
    ("fresh_271", (15, 19, 20)): "a pseudo-count's denominator 0.101 − 0.1 and a count of about 90",
    # Set 69 (fresh_272–275), measured unseen in the twenty-third session on 117bad6 (8 of 14
    # found; its planted slip, "Cubing 0.9 gives 0.81", found but not caught), then read; the
    # slip caught after (a power said before its base):
    ("fresh_272", (21, 22)): "'one in twenty' unusable of 3,000 labels, 2,850 usable a round",
    ("fresh_272", (31, 32, 33)): "'sits 1.2 above that mean', then 'Divided by 0.8, that becomes'",
    ("fresh_273", (22,)): "five points per epoch for eight epochs from zero, 'reaches forty'",
    ("fresh_273", (32, 33)): "500 targets against a single number, '500 times as many'",
    ("fresh_275", (26,)): "a stationary gain of about 0.27 at r = 10, the fixed point unworked",
    # Set 70 (fresh_276–279), measured unseen in the same session on 117bad6 and 402480f (15 of
    # 23 found both times, the planted slip caught, one false ✗), then read; the false ✗ mended
    # and six found after (a sum's last product, a sigmoid in math, a function of each value of a
    # list, a formula whose names are given values on the way to its result):
    ("fresh_279", (12, 13, 14)): "\\(d^\\pi(A) = 1-\\gamma\\), then 'With γ = 0.9, that gives 0.1'",
    ("fresh_279", (12, 13, 15)): "the same two formulas at γ = 0.99, 'the same policy gives'",
    # Set 71 (fresh_280–283), measured unseen in the same session on 117bad6 and 90df142 (17 of
    # 25 found both times, the planted slip not caught, two false ✗), then read; the false ✗
    # mended, the slip caught (a formula worked out on the next line) and four found after:
    ("fresh_281", (25,)): "'about point five' a prefix, fifty 'in total' over a hundred tokens",
    ("fresh_281", (32, 33)): "one plus two … up to five hundred, said as 125,250",
    ("fresh_283", (10,)): "an order-n basis of n + 1 features, 'order 3 gives the four'",
    ("fresh_283", (20, 21)): "\\(\\cos(\\pi/3) = 0.5\\) and the other cosines: no trigonometry",
    # Set 72 (fresh_284–287), measured unseen in the same session on 117bad6 and 862de19 (9 of
    # 15 found both times, the planted slip caught, two false ✗), then read; the false ✗ mended
    # and three found after (averaging the values before, names given values together):
    ("fresh_284", (25, 26)): "a margin of 0.2 at beta 0.1 'needs a log-ratio gap of two nats'",
    ("fresh_285", (16, 17)): "'one answer in twenty' of 500, 25 problems, 'five points'",
    ("fresh_287", (37,)): "'halving the bound requires 4 times as many rounds', a 1/√T bound",
    # Set 73 (fresh_288–291), measured unseen at the session's end on 117bad6 and e3c613d (8 of
    # 16 found both times, the planted slip caught, five false ✗), then read; the false ✗
    # mended and two found after (a sum said with symbols, a gerund's result with "those"):
    ("fresh_288", (33,)): "one pair of forty as 'two and a half points'",
    ("fresh_289", (38,)): "pass-at-eight 'would inflate the number', no number said",
    ("fresh_290", (20, 24)): "a Beta(1, 1) mean raised to 2/3 by a success, Beta written out",
    ("fresh_291", (25,)): "'a factor of 10 at γ = 0.9', the formula a clause before",
    # Sets 74 and 75 (fresh_292–299), measured unseen on 6e81c20 (19 of 24 and 15 of 20 found,
    # both planted slips caught, no false ✗), then read; found after: a ratio said as a
    # multiple, two mentions of one value multiplied, a rate over a count "in total", a name
    # given a power of ten in math, a bound's value with its name's value given after it:
    ("fresh_293", (8, 9)): "a group's statistics after 'multiply the rewards by ten, giving …'",
    ("fresh_295", (34, 35)): "a variance 0.05² and the concentration 0.25 / 0.0025 it needs",
    ("fresh_296", (10, 11, 12)): "an advantage of 2.5 − 0 with the value's zero said elsewhere",
    # (found on 6e81c20 as 2^4, by chance; 4 × 4, the two fours said, fits as well: a guess)
    ("fresh_296", (31,)): "'an error of four costs sixteen': a square, no operation named",
    ("fresh_297", (38, 39)): "groups that fit: a memory budget over per-group sizes said before",
    ("fresh_299", (23, 24)): "sweeps for a tenfold reduction, ln 10 / −ln 0.999, 'roughly 2,300'",
    ("fresh_299", (38,)): "'a thousand sweeps per factor of e' from a rate of 0.001",
    # Sets 76 and 77 (fresh_300–307), measured unseen on 6e81c20 and 11bc2f5 (19 of 30 and 10 of
    # 15 found both times; set 76's slip, a division by k for √k said as the division it does,
    # not caught; set 77's caught after; one false ✗, "one over one minus point seven",
    # mended), then read; found after: a list and its total, a formula worked out after a
    # gerund clause, counts named by their plural nouns, a rate's total "lost":
    ("fresh_300", (3,)): "a margin of zero as a probability of one half: σ(0), a sigmoid unsaid",
    ("fresh_300", (4,)): "a margin of one 'gives about seventy-three percent': σ(1)",
    ("fresh_300", (5,)): "a margin of two 'climbs to about point eight eight': σ(2)",
    (
        "fresh_300",
        (20, 21, 22, 23),
    ): "nine pairs of ten at plus two and one at minus two, the mean of ten contributions",
    # (found until session 43 only as the sentence holding the next one's operand, which "those
    # thousand steps" now holds itself)
    ("fresh_301", (29,)): "250 × 4 as 'a patience of four, … at least a thousand steps'",
    ("fresh_301", (32,)): "seven billion parameters in sixteen-bit weights, 'about fourteen GB'",
    ("fresh_303", (24,)): "\\(0.46/\\sqrt{N}\\) with N given as '100 episodes' in prose",
    ("fresh_303", (36,)): "a variance of 1 against 5.26, 'a ratio of about 5'",
    ("fresh_304", (15, 16, 17)): "nine of ten at 200 and one at 2000: a mean of 380, 90% growth",
    ("fresh_304", (28, 32, 33)): "62% and 51% four sentences apart, 'eleven points apart'",
    ("fresh_305", (0, 4)): "a budget four sentences back split evenly over thirty-two runs",
    # Sets 78 and 79 (fresh_308–315), measured unseen on 6e81c20 and a052d7e (12 of 20 and 6
    # of 15 found both times, no false ✗; set 78's slip caught, set 79's after), then read;
    # found after: a geometric series over a count of terms, a share after "A out of B is a …
    # rate of", a gerund operation and what a clause's subject reports, amounts said clause by
    # clause and their whole:
    ("fresh_308", (19,)): "the entropy of point nine and point one 'works out to' 0.33 nats",
    ("fresh_308", (24,)): "a target of 0.6 and its margin ln(0.6/0.4), 'about point four'",
    ("fresh_310", (11, 14)): "a Monte Carlo update of 0.5 toward a return of 0 at α = 0.1",
    ("fresh_310", (21, 22)): "gaps as fractions, their squares' mean and its root, 0.236",
    ("fresh_312", (22, 23)): "'one in twenty' restated as 'a mean reward of five percent'",
    ("fresh_313", (5, 6, 7, 8)): "a two-token softmax 'gives the first token … of the probability'",
    ("fresh_313", (21, 22)): "step 200 of 500 said as 'the first two fifths of this run'",
    ("fresh_314", (14,)): "1/√π from '√π ≈ 1.772', stated as '0.564σ'",
    ("fresh_314", (16, 20)): "2/√64 and its 1/√π share, a standard deviation a paragraph back",
    (
        "fresh_314",
        (23,),
    ): "\\(\\frac{3\\sigma}{2\\sqrt{\\pi}} \\approx 0.846\\sigma\\) with σ unbound",
    # Sets 80 and 81 (fresh_316–323), measured unseen on 6e81c20 and 09a3eee (10 of 16 and 11
    # of 14 found both times; set 80's slip, γ³ for γ² in a correct power, is no arithmetic
    # slip and not caught, set 81's caught; set 80's false ✗, "one in a hundred million" read
    # as one, mended), then read; found after: a gerund's result "you need to draw", a sum
    # weighted by percentages ("70% times one plus 30% times zero"), an instruction's operand
    # said as a square root ("Dividing 0.48 by the square root of 512"):
    ("fresh_316", (36,)): "0.95⁸ said as 'about two times in three', no operation named",
    ("fresh_317", (6,)): "a headroom of 1 − 0.96 on a scale 'from zero to one'",
    ("fresh_317", (22, 23, 24)): "a linear decay's rate at step 8,000 and 9,500 as fractions",
    ("fresh_319", (20,)): "a variance of 99 at p = 0.01 and 'nearly 10 times' its square root",
    ("fresh_320", (39,)): "one in twenty times a half, 'about two and a half percent'",
    ("fresh_322", (27, 28)): "\\(2\\gamma > 1\\) solved as \\(\\gamma > 0.5\\)",
    # Sets 82 and 83 (fresh_324–331), measured unseen on 6e81c20 and 6459502 (13 of 18 and 13 of
    # 15 found both times, both planted slips caught; set 82's false ✗ on the start's code,
    # "about ten thousand nine hundred" for 10,909, already mended), then read; found after: a
    # formula valued as "it" in the next sentence, a gap with a modifier said in points:
    ("fresh_324", (18, 19)): "majority of three at 0.7, 'probability point seven eight four'",
    ("fresh_326", (33, 34)): "a vector \\(4 \\cdot (-\\frac{1}{3}, -\\frac{1}{3}, \\frac{2}{3})\\)",
    ("fresh_328", (22, 23)): "'one in twenty' of four hundred, 'that would be twenty prompts'",
    # Sets 84 and 85 (fresh_332–339), measured unseen on 8814a37 and a495055 (13 of 19 found
    # both times, the slip missed; 13 of 16 with two false ✗, the slip missed), then read (the
    # false ✗ mended; found after: a sum "and that sum is", "Multiplying the two, the step
    # learns from", a factor per token that "compounds to", set 84's slip as a formula valued
    # in prose by the next sentence):
    ("fresh_332", (40,)): "10 s × 8 × 500 said as 'the worst case is forty thousand'",
    ("fresh_334", (34, 35)): "'1 episode in 20' of 100 episodes per batch, 'rests on 5'",
    ("fresh_336", (4, 5, 6)): "8000 / 4000 'twice as long', 'squaring that ratio … four'",
    ("fresh_336", (9, 10)): "3× the length 'carrying the rule through' (planted: six, not 9)",
    ("fresh_337", (5, 6)): "seven digits in chunks of three 'need three tokens' (a ceiling)",
    ("fresh_339", (17, 18, 19, 20, 21)): "solving \\(0.1\\sqrt{n}/0.7 = 1.645\\) for n",
    ("fresh_339", (23, 25)): "n grows like 1/Δ², 'about 100 times as many pulls'",
    # Sets 86 and 87 (fresh_340–347), measured unseen on 8814a37 and 6a227f8 (20 of 25 found
    # with five false ✗, the slip not caught; 19 of 29, the slip missed), then read (the
    # false ✗ mended; found after: formulas whose "V^*" markdown had eaten, set 87's slip
    # "divided into 256 equal steps"):
    ("fresh_342", (7, 11)): "\\(V^*(F) = -1 + V^*(C) = -1\\) with C the goal, valued 0",
    ("fresh_342", (26, 30)): "γ^(d−1) at distances 1, 2 and 9, 10, their gaps 0.1 and 0.043",
    ("fresh_343", (12, 13, 14, 15)): "two linear equations solved by substitution, in math",
    ("fresh_343", (16,)): "4 steps against 3, 'about 33% longer'",
    ("fresh_344", (14, 15)): "'one item in twenty' of 400 comparisons, 'twenty gold items'",
    ("fresh_344", (16, 17)): "nine of ten and seven of ten, 'a fall from 90% to 70%'",
    ("fresh_345", (17, 18)): "Φ(−1.4) said as 'roughly eight percent of the time'",
    ("fresh_345", (18, 19)): "8% of ten thousand pairs, 'around eight hundred'",
    ("fresh_345", (25,)): "a margin in standard deviations and a flip rate, in words",
    ("fresh_345", (26,)): "Φ(−0.28) said as 'almost two times in five'",
    ("fresh_346", (8,)): "values 0.5, 1.0 and 1.5 as half the rewards left, unstated",
    ("fresh_346", (14,)): "a variance of 0.75 two sentences back against 0.25, '3 times'",
    # Sets 88 and 89 (fresh_348–355), measured unseen on 8814a37 and 3aee345 (24 of 28 found,
    # the slip caught both times; 20 of 28, the slip missed), then read (found after: set
    # 89's slip, a formula whose name holds "=", "\\(P(T = 3) = …\\). That is 0.1024", a
    # fraction said as a multiple, "a quarter as wide", a value said before its formula, an
    # operand said rounded in a spoken chain):
    ("fresh_348", (28, 29)): "a cap of 0.4 against 1 for success, 'beats it by point six'",
    ("fresh_349", (11, 12)): "122 of 200 pairs a sentence apart, 'works out to sixty-one percent'",
    ("fresh_353", (15,)): "a standard error grown 'by the square root of two, to roughly two'",
    ("fresh_353", (15, 16)): "a power from a z-score, 'about one time in six'",
    ("fresh_353", (30,)): "a sample size from a disagreement rate and sentences 18-20",
    ("fresh_355", (21,)): "r/p for r = 1 and p = 0.2, a rule of sentences before",
    ("fresh_355", (22,)): "1/p and r/p for r = 2 and p = 0.1, a rule of sentences before",
    ("fresh_355", (35,)): "0.98⁵⁰ said as 'binds in about 36% of episodes'",
    # Sets 90 and 91 (fresh_356–363), measured unseen on 8814a37 and 1250411 (20 of 31 found
    # with one false ✗, the slip caught, and 19 of 31, the false ✗ mended by the session's
    # rules; 10 of 16, the slip not caught), then read (found after: the logs of two
    # operands divided, "roughly 36% more", π in a formula):
    ("fresh_356", (24,)): "'one in twenty' the same as 'below five percent'",
    ("fresh_356", (25,)): "2,400 of a 4,000-token cap, 'uses sixty percent of its room'",
    ("fresh_356", (25, 26)): "the next cap from a rule of sentences before",
    ("fresh_357", (17,)): "the rule of three, 3/100, 'as high as about three percent'",
    ("fresh_357", (17, 18)): "the rule of three for the next sample size",
    ("fresh_357", (20, 21)): "eight of two hundred, 'The estimate is four percent.'",
    ("fresh_358", (14,)): "1/q rounds for \\(q = p = 0.2\\), '5 rounds and 5 samples'",
    ("fresh_358", (28, 29)): "1/p for two halves, 'average to 11'",
    ("fresh_359", (26,)): "an error halved by α = 0.5 on each visit: 2, then 1, then 0.5",
    ("fresh_359", (26, 27)): "the halved error's share in a two-step target",
    ("fresh_360", (13, 14, 15, 16, 21)): "agreement from a two-by-two table of counts",
    ("fresh_360", (18,)): "0.9 × 0.9 + 0.1 × 0.1, 'would still agree on eighty-two percent'",
    ("fresh_360", (42, 43)): "120 judge calls instead of 200, 'saves forty percent'",
    ("fresh_361", (7, 8, 9, 10)): "evaluation time over a step's, 'climbs to ten percent'",
    ("fresh_362", (18, 19, 21, 22)): "n/(n+1) gains and gaps for several n",
    # Sets 92 and 93 (fresh_364–371), measured unseen on 8814a37 and 5582fed (26 of 31 found,
    # then 25: a value said before its formula read in place of the one after, since mended;
    # the slip, a product said with "each … is", missed; 15 of 21 with one false ✗, the slip
    # caught), then read (the false ✗ mended; found after: a drop in points of two
    # percentages named differently):
    ("fresh_365", (36,)): "40,000 prompts 'with eight samples each is thirty-two thousand'",
    ("fresh_365", (37,)): "a sweep every 200 steps of a 2,000-step run, 'ten sweeps'",
    ("fresh_366", (6, 7)): "a reward of 2 then 0 at γ = 0.9, '\\(J(\\pi_A) = 2\\)'",
    ("fresh_366", (35,)): "(3.25 − 2) / 0.625, 'sits 2 standard errors from each'",
    ("fresh_367", (34,)): "√(0.6 × 0.4 / 30) said as 'near 9 points'",
    ("fresh_368", (22, 23)): "'one response in twenty' of 400 problems, 'twenty responses'",
    ("fresh_368", (22, 23, 24)): "twenty of four hundred, 'falls by five points'",
    ("fresh_370", (17,)): "10 × H₁₀ for n = 10, 'about 29.3 samples'",
    ("fresh_370", (35,)): "a miss probability by inclusion–exclusion, 'about 38%'",
    ("fresh_371", (20, 21)): "0.5¹⁰ / 0.5 'below 0.002', and 'a third of the whole'",
    # Sets 94-97, unseen at the twenty-sixth session's start.
    ("fresh_372", (8, 9)): "forty thousand, 'another forty thousand', 'eighty thousand pairs'",
    (
        "fresh_372",
        (22,),
    ): "forty cents a label for forty thousand pairs, 'sixteen thousand dollars'",
    ("fresh_373", (28, 29, 36)): "12% against 4% false positives, 'three times as many'",
    ("fresh_375", (21,)): "a bonus of 30 less 4 and 8 steps, 'returns 26 … 22'",
    ("fresh_375", (26, 27)): "a pit 2 steps away at −1 a step, 'would then return −2'",
    ("fresh_376", (5,)): "the log of four per token, 'the perplexity is exactly four'",
    ("fresh_377", (5,)): "the birthday product for 23 people, 'about fifty point seven percent'",
    (
        "fresh_377",
        (10, 11, 12),
    ): "a product of eight misses, 'roughly point seven five', 'one in four'",
    ("fresh_378", (7, 8)): "σ(2) and p(1 − p) in prose, 'about 0.881', 'roughly 0.105'",
    ("fresh_378", (10,)): "σ(5) and p(1 − p), 'p ≈ 0.993', 'below 0.007'",
    ("fresh_378", (27, 28)): "(1 − p)² and p² at θ = 2, 'about 0.014 … 0.776'",
    ("fresh_379", (31,)): "the first n with 0.99ⁿ below 0.8, 'after 23 steps'",
    ("fresh_380", (3, 4, 5)): "eight thousand less two thousand and 'another thousand', 'leaves'",
    ("fresh_380", (6, 7, 8)): "7,500 less the 5,000 that fit, 'one third of the answer'",
    ("fresh_380", (26, 27)): "one in twenty to one in four, 'the share has grown fivefold'",
    ("fresh_380", (40, 41, 42)): "point seven against zero, 'The gap of point seven'",
    (
        "fresh_381",
        (16, 17, 18),
    ): "'near point nine five, minus the same turn cost', 'point eight five'",
    ("fresh_381", (20, 21)): "a threshold 0.95 − 0.1, 'an eighty-five in a hundred chance'",
    ("fresh_382", (20,)): "the uncapped 7.5 against 5.88 a sentence away, 'gives up 1.62'",
    ("fresh_383", (37,)): "20 questions, 'steps of 5%', 'a score of 0.05'",
    ("fresh_384", (7, 8, 9, 10, 11)): "point six against point four, 'differ by only point two'",
    ("fresh_384", (40, 41)): "ninety-five of a hundred agree, 'one in twenty'",
    ("fresh_385", (8, 9, 21)): "seventy and forty percent, twelve sentences later 'fifty-five'",
    (
        "fresh_386",
        (10, 12, 13),
    ): "a reward of 1 'multiplied by \\(0.9^3\\)', 'That gives \\(G^A = 0.729\\)'",
    ("fresh_386", (14, 36)): "0.1 times the sum of four terms, '\\(G^B\\) would be 0.1875'",
    ("fresh_387", (23, 24)): "ε times \\(\\gamma^d\\) with its values bound, 'an error of 0.81'",
    ("fresh_388", (7, 8, 9, 10)): "forty percent right at one, 'an expected point four'",
    ("fresh_388", (19, 20, 21, 22)): "an expected Brier reward over four sentences",
    ("fresh_389", (12, 13)): "a gap of point four over a spread of one point six, 'a quarter'",
    ("fresh_389", (30,)): "two hundred pairs, 'expect English to win about one hundred'",
    ("fresh_389", (33, 34)): "two to twelve and a half percent, 'six and a quarter times'",
    (
        "fresh_390",
        (14,),
    ): "\\(E[N] = \\frac{1}{p}\\) at \\(p = 0.05\\), 'the expectation rises to 20'",
    ("fresh_390", (26,)): "1/p at \\(p = 0.2\\) after ten failures, 'is still 5'",
    ("fresh_390", (31,)): "1/p at 0.05 and at 0.2, 'somewhere between 5 and 20'",
    ("fresh_390", (35,)): "3 of 20 for p, 'an expected wait of about 6.7'",
    ("fresh_391", (8, 12)): "a variance of 1 + 1 + 2ρ at ρ = −0.5, 'falls to 1'",
    ("fresh_391", (31,)): "1 + 99ρ at ρ = 0.02 and 0.03, 'from 2.98 to 3.97'",
    ("fresh_393", (28,)): "three in one hundred rollouts, 'an estimate of three percent'",
    ("fresh_397", (5, 6)): "six and seven and a half out of ten, 'jumps by one and a half'",
    ("fresh_397", (21, 22, 23)): "170 of 200 pairs, 'an agreement of eighty-five percent'",
    ("fresh_397", (26,)): "eighty-five percent agreement, 'fifteen percent of the pairs'",
    ("fresh_397", (34, 35)): "a z-score mapped to another scale, 'maps to seven'",
    ("fresh_399", (20, 21, 22)): "3 with probability 0.25, 'its mean is 0.75', 'beats A by 0.25'",
    ("fresh_399", (20, 23)): "1 with probability 0.25 after clipping, 'drops to 0.25'",
    (
        "fresh_401",
        (10, 11, 14),
    ): "totals over five and twenty tokens, 'minus point five … point three'",
    ("fresh_401", (16, 17)): "exp of a mean log-probability, 'about point seven four'",
    # Sets 102 and 103 (fresh_404–411), measured unseen on 4831eb9 (31 of 60 found, set 103's
    # slip caught, set 102's missed; 0 false ✗), then read (found after: set 102's slip, and
    # an average, a list total and a change said in words in set 103):
    ("fresh_405", (28, 29, 30)): "k(1 − p)/p² said in words, then 'a variance of sixty'",
    ("fresh_405", (31,)): "a negative-binomial tail, 'about one in twenty'",
    ("fresh_405", (32,)): "a negative-binomial tail, 'about forty percent of the time'",
    ("fresh_405", (37,)): "k/p from a formula said sentences before, 'thirty samples on average'",
    ("fresh_406", (8, 9)): "scores against \\(\\tau = 0.7\\), 'the rewards become 0, 0, 0 and 1'",
    (
        "fresh_406",
        (8, 10),
    ): "a score's distance to the threshold bound a sentence before, '0.05 below the cut'",
    ("fresh_406", (10, 11)): "two of three numbers before as 'those two responses', '0.45 apart'",
    ("fresh_406", (14, 17)): "a ratio of two advantages, 'almost six times as hard'",
    ("fresh_406", (24,)): "the range of four scores, 'a spread of 0.5'",
    ("fresh_406", (25,)): "\\(p^4\\) at \\(p = 0.9\\) for 'all four pass', 0.6561",
    (
        "fresh_406",
        (27, 28),
    ): "\\(p(1-p)\\) named 'variance' applied a sentence later, two bindings in one sentence",
    (
        "fresh_407",
        (5, 7, 14),
    ): "differences of values two sentences apart, '600 more tokens … 12 percentage points'",
    ("fresh_407", (14, 15)): "points over tokens as a rate per 1,000, '0.2 extra correct answers'",
    (
        "fresh_407",
        (18,),
    ): "a budget over a mean length from sentences before, 'can answer 300 questions'",
    ("fresh_407", (18, 19)): "counts times accuracies from sentences before, '180 correct answers'",
    (
        "fresh_407",
        (29, 30),
    ): "a pooled rate, '1 correct answer over 2,000 tokens, or 0.5 per 1,000'",
    ("fresh_407", (36,)): "a prompt's tokens added to lengths from sentences before, '800 tokens'",
    ("fresh_408", (30,)): "100 points over fifty problems, unstated, 'two points of accuracy'",
    ("fresh_408", (30, 31)): "six points over two points a problem, 'three problems'",
    ("fresh_409", (10,)): "two to the power two subsets, unstated, 'four subsets'",
    ("fresh_409", (24,)): "two Shapley values four sentences apart, 'sum to thirty'",
    (
        "fresh_410",
        (37, 40),
    ): "\\(F = \\frac{2PC}{P+C}\\) with P and C bound by name in prose, 'about 0.82'",
    ("fresh_411", (7,)): "a sigmoid of a reward difference, unstated, '\\(p = 0.5\\)'",
    (
        "fresh_411",
        (20, 21, 22, 23),
    ): "per-bin gaps between confidence and accuracy, 'The gaps are 0.02, 0.08 and 0.16'",
    ("fresh_411", (23, 26)): "the largest of three gaps, 'here 0.16 in the top bin'",
    # Sets 104 and 105 (fresh_412–419), measured unseen on 4831eb9 and on the session's first
    # rules (38 of 55 found both times; both slips caught, one false ✗ on 4831eb9, mended):
    (
        "fresh_412",
        (13, 14),
    ): "five of six steps at a sixth each, 'five sixths, about point eight three'",
    (
        "fresh_412",
        (20, 21, 22),
    ): "steps left valid after spoiled ones, 'three valid steps out of six'",
    ("fresh_414", (16, 17, 19, 20)): "inequalities solved for w, '\\(w > \\frac{1}{3}\\)'",
    (
        "fresh_416",
        (6, 7, 8),
    ): "a ratio of two shares sentences apart, 'eight times the training share'",
    (
        "fresh_416",
        (12, 13),
    ): "a window's remainder and its share, 'the other three thousand … three fifths'",
    (
        "fresh_416",
        (34, 35, 36),
    ): "two percentages a sentence apart, the second beside 'eight turns', 'fourteen points'",
    ("fresh_416", (34, 35, 37)): "a pooled accuracy of 95 to 5 pairs, 'about seventy-one percent'",
    ("fresh_417", (12, 13)): "p bound in words, 'p squared is point zero one'",
    ("fresh_417", (16, 17)): "a reduction factor as an inequality, 'more than a factor of three'",
    (
        "fresh_417",
        (19, 20),
    ): "p bound in words, 'three times their product is point one eight nine'",
    (
        "fresh_417",
        (26,),
    ): "the majority-vote error at p = 0.6, unstated formula, 'sixty-four point eight percent'",
    ("fresh_417", (38, 40)): "four ways two of three graders err, 'about point zero nine eight'",
    ("fresh_419", (9, 10, 11)): "Welford's running update in math, '\\(\\mu = 2\\)'",
    ("fresh_419", (33, 34)): "the spread of a sparse reward, 'about 1'",
    # Sets 106 and 107 (fresh_420–427), measured unseen on 4831eb9 (39 of 62 found, one slip
    # caught, one false ✗), then read (found after: a drop between two values a semicolon
    # sets side by side, a name's formula restated, a percentage fewer without 'than'):
    (
        "fresh_420",
        (12, 13),
    ): "'Divide the wins by the pairs': 'won one hundred and fifty-six times' in two hundred",
    ("fresh_420", (33,)): "twenty features at one in twenty, 'about one of them'",
    ("fresh_424", (4,)): "five items of two points, 'a perfect response earns ten'",
    ("fresh_424", (14, 15)): "point eight of a point against two, 'forty percent of the reward'",
    (
        "fresh_424",
        (30, 31),
    ): "'Their mean, thirty-two and a half' of two scores beside 'fifty points'",
    ("fresh_424", (30, 32)): "thirty-five less thirty, 'the five-point gap'",
    (
        "fresh_424",
        (36, 37),
    ): "complements of 95 and 65 in a hundred as 'one in twenty', 'seven in twenty'",
    ("fresh_425", (12, 13, 14, 15, 16)): "a normal tail in words, 'about twenty-four percent'",
    ("fresh_425", (17, 18, 19)): "a normal tail in words, 'about eight percent'",
    ("fresh_425", (15, 19, 20)): "24 over 8, 'a factor of about three'",
    ("fresh_425", (23, 24)): "a normal tail in words, 'near forty-seven percent'",
    (
        "fresh_425",
        (27, 28, 29, 30),
    ): "a gap times a chance, 'point two four of a point', and what is recovered",
    (
        "fresh_426",
        (4, 5),
    ): "a rate halved from \\(\\eta_0 = 0.1\\), 'In epoch 1 the rate is \\(0.05\\)'",
    ("fresh_427", (8, 9)): "30 and 33 'of them' (60 a sentence before), '50% against 55%'",
    ("fresh_427", (4, 17)): "412 − 411 thirteen sentences apart, '0.2 percentage points'",
    ("fresh_427", (9, 20)): "'3 questions out of 60 … at 5 points'",
    ("fresh_427", (24, 25)): "competition ranks of four scores, '1, 2, 2, 4'",
    ("fresh_427", (24, 26)): "dense ranks of four scores, '1, 2, 2, 3'",
    # Sets 108 and 109 (fresh_428–435), measured on f71c569:
    ("fresh_429", (12, 19)): "'all eight come back quickly … about two in three' (0.95^8)",
    ("fresh_431", (16, 17)): "'multiplies the count by 4, to 3,136' (784 ends the paragraph above)",
    (
        "fresh_433",
        (8, 9, 10),
    ): "ninety and thirty seconds 'Added up', 'two minutes'; 'three quarters of that'",
    ("fresh_434", (27,)): "a standard error halved by four times the problems, said as 200",
    # Sets 110 and 111 (fresh_436–443), measured on 6c4243a:
    (
        "fresh_436",
        (4, 5, 6, 7, 8),
    ): "'Subtract the second from the first': 0.95 − 0.1, 'point eight five'",
    ("fresh_436", (11, 12, 13)): "'multiply point nine by itself once for each test' of three",
    (
        "fresh_439",
        (1, 2, 3, 4, 5),
    ): "'solves 180 of its arithmetic items (90%)', 200 a sentence before",
    ("fresh_440", (6, 7, 8)): "a sum in single precision, 'the point one simply vanishes'",
    ("fresh_440", (26, 29)): "a binomial standard error in words, 'about two percentage points'",
    ("fresh_441", (18, 19)): "'Dividing the guess rate, point zero one, by …' shows 'a third'",
    ("fresh_441", (32, 33)): "'moves the ratio from eighteen to one down to five to one'",
    ("fresh_442", (19, 27)): "'0.03 is only 6% of the largest possible value' (0.5 before)",
    ("fresh_443", (9,)): "the formula before at another m, 'With 20 variants … about 64%'",
    ("fresh_443", (16, 35, 36)): "Benjamini–Hochberg thresholds k·α/m, 'about 0.0042, 0.0083'",
    ("fresh_444", (24, 25)): "2 s × 512 attempts over 16 workers, no operation named",
    ("fresh_445", (4, 5, 6)): "'The change for A is point three' of a pair two sentences before",
    ("fresh_448", (9,)): "a penalty per call times ten calls, λ set four sentences before",
    ("fresh_449", (32, 33)): "setting two formulas equal, '(n − 1)/2 = β/(1 − β)', solved for n",
    # Sets 114 and 115 (fresh_452–459), measured once unseen at the start of the thirtieth
    # session (16/24 and 11/16 found, 0/2 slips caught, one false ✗, mended in 791eca3);
    # found since: "Dividing one by the other, the score is …", "sum to thirty-seven, and
    # their average is …":
    ("fresh_453", (17, 18)): "'Squaring both' values said before, 'a hundredfold jump'",
    ("fresh_454", (12,)): "a normal tail in math, 'z = 4 … about \\(3 \\times 10^{-5}\\)'",
    ("fresh_454", (17, 18)): "'doubles the statistic', z growing with √T (slip: 3√2, not 6)",
    ("fresh_454", (25,)): "'falls by a factor of about √10' after 100 of 1000 tokens",
    ("fresh_454", (33,)): "\\(3 \\times 10^{-5}\\) times a million, 'around 30 false alarms'",
    ("fresh_456", (11,)): "one of seven as a share, 'about fourteen percent per side'",
    ("fresh_456", (12,)): "ten percent of twenty, 'removes two scores … at the top'",
    ("fresh_457", (9,)): "a sigmoid of a halved gap, unstated, 'about point seven three'",
    ("fresh_457", (10,)): "a sigmoid of a halved gap, unstated, 'about point six two'",
    ("fresh_457", (20,)): "'the same arithmetic' of accuracies sentences before, 'point seven one'",
    ("fresh_459", (11,)): "n-grams of a ten-token answer, 10 − 4 + 1 unstated, '7 n-grams'",
    ("fresh_459", (22,)): "a limit as ρ approaches 1, 'towards −1'",
    # Sets 116 and 117 (fresh_460–467), measured once unseen at the start of the thirty-third
    # session (12/17 and 26/37 found, 1/2 slips caught, one false ✗, mended in 405d3f0);
    # found since: set 116's slip, "Four units against three is about a quarter more":
    ("fresh_460", (19, 20, 21)): "√64 segments, '8 checkpoints plus … sixteen layers' worth'",
    ("fresh_461", (10, 11)): "a reward rule applied to four cases, 'earns one point two'",
    ("fresh_461", (37, 38)): "'minus one times minus one, which is plus one': a sign product",
    ("fresh_462", (21, 22, 23)): "400 × −0.75 said as 'has a summed log-probability of -300'",
    ("fresh_464", (10, 11)): "seventy percent of 'the scored answers' (160, said before)",
    ("fresh_464", (16, 17)): "a range's width, 'a twenty-point band', of 56 and 76 percent",
    ("fresh_464", (35,)): "a rate 'one in twenty' of a batch of 64, 'about three point two'",
    ("fresh_465", (6, 7, 8)): "(1 − 1/N)^N for a large pool, 'one over e, about 0.368'",
    ("fresh_465", (8, 9)): "one minus the missed share, 'about sixty-three percent'",
    ("fresh_465", (12,)): "repeat draws as the complement of the share seen",
    ("fresh_465", (13, 14)): "Poisson probabilities with mean one, 'thirty-seven … eighteen'",
    ("fresh_465", (26,)): "'one over e squared, about thirteen and a half percent'",
    ("fresh_465", (26, 27)): "e^−3 said as 'roughly one in twenty'",
    ("fresh_465", (33,)): "50 × e^−1 unstated, 'leave about eighteen of them unseen'",
    ("fresh_467", (22, 23)): "a geometric sum in math with '\\dots', 2⁰ + … + 2⁹ = 1023",
    # Sets 118 and 119 (fresh_468–475), measured once unseen at the session's end (6103236:
    # 12/15 and 14/19 found, 1/2 slips caught, two false ✗, mended in 20a4174; set 118's slip
    # is caught since c14e565):
    ("fresh_468", (12, 13)): "a gap as the log of the odds, ln 19 'about two point nine four'",
    ("fresh_468", (36, 37, 38)): "a sigmoid of an averaged gap, unstated, 'point eight eight'",
    ("fresh_469", (5, 6, 7)): "1200 − 800 unstated, then 400 of 1200 tokens, 'one third'",
    ("fresh_469", (26, 27)): "1200 − 950 with 1200 said twenty sentences back, 'a fifth'",
    ("fresh_470", (12, 15, 16)): "a standard deviation over √n, 'from 0.55 to 0.055'",
    ("fresh_472", (36,)): "√(p(1 − p)/n) in percentage points, 'about one point eight'",
    ("fresh_473", (18, 19, 20)): "three boundaries times 250 tokens of overlap, 'adds 750'",
    ("fresh_474", (11, 12, 13)): "'The gap of 0.03': 0.8 − 0.77 said in two sentences before",
    ("fresh_475", (11,)): "\\(\\delta = 0.1\\) and a requirement of 1/δ², '100 pairs'",
    ("fresh_475", (28, 29)): "n / 0.75 for 784 pairs, 'about 1,046 comparisons'",
    # Sets 120 and 121 (fresh_476–483), measured once unseen at the session's end (fb883ac:
    # 12/16 and 12/16 found, 2/2 slips caught, no false ✗); found since: fresh_480's pooled
    # counts (616afab: "Pooled together, that is one hundred thousand pairs"):
    ("fresh_476", (12, 13)): "a weighted score restated, 'then earns point four'",
    ("fresh_477", (5,)): "ln 2 unstated, 'about point six nine nats' for an even split",
    ("fresh_477", (37, 38)): "8 × 1/8 unstated, 'we expect about one success per group'",
    ("fresh_478", (33, 34)): "1/p for two halves and their mean, 'the mean over the set is 26'",
    ("fresh_481", (11, 12)): "a clip scale, threshold over norm, 'multiplied by one eighth'",
    ("fresh_481", (37,)): "1 / 0.45 said as 'about two point two times the median'",
    ("fresh_483", (24, 25)): "an inequality solved for w, '3w > 2 + 0.16, so w > 0.72'",
    # Sets 122 and 123 (fresh_484–491), measured unseen at the thirty-fourth session's start
    # (5eb4ffb: 10/15 and 10/16 found, 0/2 slips caught, 2 false ✗); found since: fresh_488's
    # drop from a "from … to" pair and its share of the original (e169987), fresh_489's
    # labelling time in seconds and in hours (d32d125), fresh_490's slip (0ff3ab6), fresh_485's
    # slip, a division of two quantities named by what they are (3a0320f):
    ("fresh_484", (8, 9)): "0.6 to the eighth said as a bound, 'which is under two percent'",
    ("fresh_485", (12, 13, 14, 15)): "0.7 − 0.42 over four sentences, 'wins by point two eight'",
    ("fresh_485", (26, 27, 28)): "0.3 / 0.6 of a second, 'pays for half a second of delay'",
    ("fresh_487", (13, 14)): "1 / 0.331 said as 'multiplied by about 3.0 instead of 2'",
    ("fresh_488", (16,)): "1 − 50 × 0.02 unstated, 'earns exactly zero'",
    ("fresh_489", (18, 19)): "500 of 10,000 said as 'one pair in twenty … five percent'",
    ("fresh_490", (22, 23)): "H / k laps of r from symbols, '50 laps worth 25 in total'",
    # Sets 124 and 125 (fresh_492–499), measured unseen after this session's rules (fc2f841:
    # 20/29 and 18/25 found, 0/2 slips caught, 4 false ✗, all mended since); found since:
    # fresh_493's slip (de0a9b5); fresh_495's average of two written powers was "found" only
    # through a false ✗ (4b4bc6d) and is missed now:
    ("fresh_492", (26, 27)): "a mean of two ranks, 'an average rank of two and a half'",
    ("fresh_493", (4, 5)): "1 − 0.8 squared and 1 − 0.04, 'a reward of point nine six'",
    ("fresh_493", (4, 6)): "0.8 squared and 1 − 0.64, 'a reward of point three six'",
    ("fresh_493", (5, 6, 7)): "0.96 − 0.36 said as 'a gap of point six'",
    ("fresh_493", (21, 22)): "0.99 squared said as 'about point nine eight'",
    ("fresh_493", (31,)): "an expected Brier score over two outcomes, 'point two four'",
    ("fresh_494", (9, 12)): "a success rate less a penalty, rates sentences before",
    ("fresh_495", (18, 19)): "the average of e and e² said in words, 'about 5.05'",
    ("fresh_495", (24, 25)): "the max of four estimates against a true 0, 'overestimates by 0.5'",
    ("fresh_495", (24, 26, 27)): "a log of a mean of four exponentials, 'about 1.05'",
    ("fresh_497", (15, 16, 17)): "65,000 / 1,000 said as 'sixty-five updates'",
    ("fresh_497", (28,)): "the square root of 4 as a factor, 'doubles the learning rate'",
    ("fresh_497", (29, 30, 31)): "1024 / 64 and two learning rates scaled from it",
    ("fresh_499", (6, 7, 8)): "3 to the 4th named 'the branching factor to the depth'",
    ("fresh_499", (18, 19, 20)): "b to the d and b × d named as frontier and path",
    ("fresh_499", (23, 25, 26)): "the nodes of iterative deepening summed level by level",
    # Sets 126 and 127 (fresh_500–507), measured unseen at the thirty-fifth session's start
    # (dde674e: 9/15 and 11/14 found, 1/2 slips caught, 2 false ✗, mended in f06af94); found
    # since: fresh_502's product of the two chances said before (57ddeda):
    ("fresh_500", (5, 6, 7, 9, 10)): "a break-even chance c / (c + 1) said in words",
    ("fresh_500", (35,)): "'declines one in ten … ninety percent accuracy', 81% of all",
    ("fresh_501", (32,)): "512 / 64 of two warm-ups of 200 steps, 'eight times as many'",
    ("fresh_502", (28, 33)): "a value solved from two Bellman equations in symbols",
    ("fresh_503", (12,)): "0.01 × 1.2 with ε said five sentences before, 'rise to 0.012'",
    ("fresh_503", (14,)): "0.9 × 1.2 with ε said seven sentences before, 'a ceiling of 1.08'",
    ("fresh_504", (27, 28, 29, 30)): "a weighted score set out in words, then applied twice",
    ("fresh_505", (13, 15)): "offsets of 340-token samples, 'the fifth … at 1360'",
    ("fresh_507", (18, 19)): "8 × 700 with k in math, then 5,600 / 400, '14 tokens for every'",
    # Sets 128 and 129 (fresh_508–515), measured unseen after the session's rules (14e7364:
    # 12/16 and 12/16 found, 1/2 slips caught, one false ✗, mended in 9b258d1); found since:
    # fresh_508's ten percent of thirty words and fresh_509's four percent of 500 (f1edf6a):
    ("fresh_508", (14, 17)): "80 words over a falloff of 50, 'its reward is still zero'",
    ("fresh_508", (31, 32)): "the wider of 10% of 30 and five words, 'twenty-five through …'",
    ("fresh_512", (21, 22)): "a penalty 1/(k − 1) for four options and its zero expectation",
    ("fresh_512", (28, 29, 30)): "a threshold c / (1 + c) said in words, 'a quarter', 'one half'",
    ("fresh_513", (19, 20, 22)): "0.36 / 0.3 as 'the same division' of the sentence before",
    ("fresh_515", (11, 13)): "R / T of an even split, 'each token earns 0.2', and a sum of three",
    # Sets 130 and 131 (fresh_516–523), measured unseen at the session's end (3edec83: 17/27
    # and 11/16 found, 1/2 slips caught, one false ✗, mended in cda5534); found since: fresh_520's
    # "Subtract the first rate from the second" and the net after it (55f1cfd):
    ("fresh_516", (31, 32)): "'one in twenty of your twenty thousand', 'one thousand'",
    ("fresh_517", (5, 6)): "e² / (e² + 1) said in words, 'about point eight eight'",
    ("fresh_517", (5, 7)): "logits halved by a temperature of one half, 'about point nine eight'",
    ("fresh_517", (32, 33)): "√8 as a factor on a standard error, 'about two point eight'",
    ("fresh_518", (21, 22, 23, 24)): "γ² said as a factor, 'therefore worth 0.729'",
    ("fresh_518", (27, 29)): "230 of 400 playouts two sentences on, 'Wins make up 57.5%'",
    ("fresh_519", (8, 9)): "σ² / n for groups of 4 and 16 and their square roots",
    ("fresh_519", (8, 9, 10)): "the group size for a halved error, 'would take 64 samples'",
    ("fresh_519", (31, 32)): "advantages of a two-sample group, 'exactly +1 and -1'",
    ("fresh_520", (4, 5)): "10 × 0.1 said as 'a full point'",
    ("fresh_521", (13, 14)): "'Take the later value away from the peak', 'point zero seven'",
    ("fresh_521", (28,)): "the lag (4 − 1) / 2 of a moving average, times 200 steps",
    # Sets 132 and 133 (fresh_524–531), measured unseen at the session's start (5032223: 11/15
    # and 17/26 found, 1/2 slips caught, no false ✗); found since: fresh_524's "One percent of
    # that" (ada5b27), fresh_529's "The drop is thirteen percentage points, from …" (ef35daf):
    ("fresh_524", (25, 26, 27)): "0.8 × 1 + 0.2 × 0 of a split reward, 'earns point eight'",
    ("fresh_525", (16, 17)): "4000 of 12000 pairs said as 'one third of the buffer'",
    ("fresh_525", (32,)): "β times a log-ratio gap, unnamed, 'the implicit reward margin is'",
    ("fresh_528", (21, 22)): "fifty of two hundred rollouts, 'That works out to one in four'",
    ("fresh_528", (33, 34)): "(2 − 0.1) − (1.3 − 0.03) with scores said far before, 'by 0.63'",
    ("fresh_529", (11, 12)): "nine refusals of three hundred prompts, 'That is three percent'",
    ("fresh_529", (24,)): "one refusal of three hundred as 'a third of a point'",
    ("fresh_531", (12, 13, 14)): "E[R] = p of sampling, 'for an expected reward of 0.4'",
    ("fresh_531", (15, 16, 17)): "1 − 0.7 as what sampling 'gives up' against greedy's 1",
    ("fresh_531", (21,)): "0.55 − 0.45 as how far sampled reward 'moves by only'",
    # Sets 134 and 135 (fresh_532–539), measured unseen after the session's first rules
    # (8d6b461: 13/22 and 15/22 found, 2/2 slips caught, one false ✗, mended in be24d45):
    ("fresh_532", (9, 10)): "1 + 0.1 of a success and a bonus, 'then scores one point one'",
    ("fresh_532", (16, 19)): "2 × 0.02 and 0.2 − 0.04 with the counts three sentences back",
    ("fresh_532", (26, 27)): "20% / 5% as 'a reduction by a factor of four'",
    ("fresh_532", (43, 44)): "0.1 of 1 as 'a tenth of the task reward'",
    ("fresh_533", (8, 9, 12, 13, 14)): "300 × 0.5 + 350 of 1000 comparisons, 'exactly half'",
    ("fresh_534", (13, 16)): "a sum of four crossing times, none of them stated",
    ("fresh_534", (13, 17)): "the same sum at a halved ε, 'about 4.38 steps'",
    ("fresh_534", (19, 20, 21)): "N(N + 1) at N = 4 and 10, 'more than 5 times as many'",
    ("fresh_534", (28, 29, 30)): "6.11 against 4.84 as 'an increase of roughly 26%'",
    ("fresh_536", (14,)): "ln 0.05 / ln 0.999 unstated, 'about three thousand inputs'",
    ("fresh_536", (15,)): "'divide three by … one in a thousand and you get three thousand'",
    ("fresh_536", (27, 28, 29)): "40 ms × 200 inputs, doubled, 'takes sixteen seconds'",
    ("fresh_537", (26, 28, 29)): "240 of 400 pairs, 'That is sixty percent, twelve points below'",
    ("fresh_538", (25,)): "γ solving 2 + 8γ = 5 + 4γ, 'happens at \\(\\gamma = 0.75\\)'",
    ("fresh_538", (37, 38)): "\\(k^d\\) at k = 10 and d = 6, 'the count is already 1,000,000'",
    # Sets 136 and 137 (fresh_540–547), measured unseen after the join of sets 132 to 135
    # (dc8a29f: 21/27 and 18/21 found, 1/2 slips caught, no false ✗); found since: fresh_542's
    # "is then 0.5" (049d159), fresh_545's "Doubling sixty-six percent" (e619d23):
    ("fresh_540", (28, 29)): "4 of 4 × 3 citations as 'a precision of one in three'",
    ("fresh_540", (29, 30)): "the mean of 1/3 and 1, 'the averaged score falls to two thirds'",
    ("fresh_541", (13,)): "β × a KL said sentences before, 'the same drift costs one and a half'",
    ("fresh_542", (27,)): "the mean of 2 and −1 over 'half its steps', 'averages 0.5 per step'",
    ("fresh_543", (12, 14)): "0.82 ± 1.96 × 0.0172 as 'from 78.6% to 85.4%'",
    ("fresh_543", (22, 23)): "n × 4 for a halved margin, 'brings it above the full 5,000'",
    ("fresh_544", (31, 32)): "one in twenty of four hundred, 'twenty are penalised'",
    ("fresh_545", (11, 12)): "one label in five wrong as a ceiling, 'tops out at eighty percent'",
    # Sets 138 and 139 (fresh_548–555), measured unseen at the session's end (e619d23: 21/29
    # and 26/42 found, 1/2 slips caught, two false ✗, mended in 3261c1a, which also loses the
    # one reading of fresh_553's "times plus point two"):
    ("fresh_548", (13, 16)): "2 of 3 numbers kept, 'precision falls to two out of three'",
    ("fresh_548", (41, 42)): "the harmonic mean of 0.9 and 0.9, 'is point nine as well'",
    ("fresh_549", (14, 15)): "1.2 − 0.4 said sentences before, 'The gap of point eight'",
    ("fresh_549", (20, 21, 22)): "62 of 100 against 50, 'twelve points above the fifty'",
    ("fresh_550", (16, 17, 18)): "γ²p²R said in words, 'the discount twice … about 2.33'",
    ("fresh_550", (24,)): "3p > 2 solved, 'that is when \\(p > \\frac{2}{3}\\)'",
    ("fresh_551", (21,)): "497 × 2 seconds, 'take 994 seconds between them'",
    ("fresh_551", (26, 27)): "2 groups of 8, 'Only those 2 groups, 16 rollouts'",
    ("fresh_552", (27, 28)): "a break-even of two expected rewards, 'above one in fifty'",
    ("fresh_553", (4, 7)): "the mean of 0.9 and 0.1 as 'the average of point nine and point one'",
    ("fresh_553", (7, 8)): "1 − 0.5 as 'an advantage of plus point five'",
    ("fresh_553", (7, 9)): "0.9 − 0.5 said in words, 'or plus point four'",
    ("fresh_553", (7, 12)): "0 − 0.5 as 'gets minus point five'",
    ("fresh_553", (18, 19)): "75 × +0.2 and 25 × −0.6, signed operands after 'times'",
    ("fresh_553", (4, 24)): "1 − 0.9 and 1 − 0.1 against per-prompt baselines",
    ("fresh_553", (31,)): "√(0.9 × 0.1) said after its value, 'the square root of …'",
    ("fresh_553", (31, 33)): "(0 − 0.9) / 0.3, 'becomes minus three'",
    ("fresh_553", (34,)): "√0.25 and ±1 advantages, 'stay at plus or minus one'",
    ("fresh_553", (39, 40)): "0.7 − 0.5 as 'an extra plus point two on average'",
    ("fresh_555", (11,)): "\\(\\gamma^5\\) at 0.9 as 'about 59%'",
    ("fresh_555", (12,)): "0.6561 of 1.60 as 'about 41% of the return'",
    ("fresh_555", (14,)): "a sum of four discounted payouts, 'about 1.41 in total'",
    ("fresh_555", (27,)): "the mean of five phases' returns, 'come to exactly 2'",
    ("fresh_555", (29, 30)): "2.44 − 2, 'off by as much as 0.44'",
    # Sets 140 and 141 (thirty-seventh session), measured at its start (f083de4): 10/16 and
    # 10/15 found; the session's checker rules then found 557 [4, 5], 559, 562 [14–16] and 563
    # [13–16], [25–28]. Still missing:
    ("fresh_556", (13, 14, 15)): "a binomial mean and standard deviation, 'about two point two'",
    ("fresh_556", (14, 16, 17)): "a binomial tail summed, 'about two in a hundred'",
    ("fresh_556", (20,)): "a binomial lower tail, 'roughly thirty-seven audits out of a hundred'",
    ("fresh_557", (21, 22)): "0.8 × √2 said after its value, 'which is point eight multiplied …'",
    ("fresh_560", (13, 14)): "25 cells × 3 machine states, 'the product has seventy-five states'",
    ("fresh_560", (32, 33)): "10 machine states × 400 cells, 'four thousand product states'",
    ("fresh_561", (16, 17, 18, 19)): "3600 / 40 and 60 / 3 per hour, 'ninety comparisons'",
    ("fresh_561", (23, 24)): "−3 − (−12), 'starts nine nats behind'",
    # Sets 142 and 143 (same session), measured after the session's first rules (678347e):
    # 13/16 and 18/18 found, the slips of both caught, three false ✗ in set 142 (mended in
    # ee765c1). Still missing:
    ("fresh_564", (32, 33)): "an F1 of one fifth and one quarter, 'about point two two'",
    ("fresh_565", (14, 15, 16)): "70% of 150,000 kept and 2% of 50,000, 'one hundred and five …'",
    ("fresh_565", (19, 20, 21, 22)): "3600 of 23,200 removed, 'about fifteen and a half percent'",
    # Sets 144 and 145 (same session), measured on fd6bdff, the code of its last card rules:
    # 9/15 and 13/16 found; one false ✗ (mended in 57716d4) and set 145's slip missed (caught
    # since 6d9e476). Still missing:
    ("fresh_572", (17, 18)): "1 + 6 said as 'Add one and six, and … seven times'",
    ("fresh_573", (4, 5)): "√100 said after its value, 'ten squares, the square root of …'",
    ("fresh_573", (5, 7)): "100 / 10 as 'ten times as much ground'",
    ("fresh_575", (19, 22)): "the mean of max(±1, ±1), 'would average \\(+0.5\\)'",
    ("fresh_576", (34, 35)): "2 of 2³ patterns, 'one triad in four'",
    ("fresh_577", (11, 12)): "128 × 250 tokens, 'fill thirty-two thousand tokens'",
    ("fresh_578", (32,)): "\\(\\binom{4}{2} = 6\\): a binomial coefficient, not read",
    # Set 146 (fresh_580–583), measured once unseen at the thirty-eighth session's start:
    ("fresh_580", (10, 11, 12)): "1 / (1 − 0.9) said in words, its value 'ten' a sentence on",
    ("fresh_580", (24, 25)): "25 × 4 × 10 as 'Multiplying those three numbers together'",
    ("fresh_581", (21, 22, 23)): "300 / 2500 as 'Dividing three hundred by …, about twelve'",
    ("fresh_582", (28, 29, 30)): "four ratios to the largest probability, and a count against τ",
    ("fresh_583", (27, 28)): "0.8 × 0.5 and 0.2 × 3 as 'Multiplying out', and 20/80 as 'a quarter'",
    # Set 147 (fresh_584–587), measured once unseen at the same session's start:
    ("fresh_584", (11, 14, 15)): "25% / 10% as 'multiplied Swahili's share by two and a half'",
    ("fresh_584", (16,)): "√(9/1) as 'three to one, … the square root of the original ratio'",
    ("fresh_584", (11, 18, 21)): "10% of 100 billion tokens over 2 billion, 'or five epochs'",
    ("fresh_585", (12, 13, 14)): "1 + 0.3 × 10 as 'Adding those up gives … four units'",
    ("fresh_585", (14, 15)): "1 − 4/10 as 'a saving of sixty percent'",
    ("fresh_585", (13, 17, 19)): "0.7 × 0.92 + 0.3 × 0.85 as 'Weighting by the … split'",
    ("fresh_585", (19, 20)): "0.91 − 0.90 as 'gives up about one point of accuracy'",
    ("fresh_585", (27, 28)): "0.2 s + 1.5 s, one of them said in milliseconds",
    ("fresh_586", (23, 25)): "2 × 3 × 10⁹ × 10¹³ from the rule two sentences before",
    ("fresh_586", (33,)): "20 × 70 billion as '20 tokens per parameter means 1.4 × 10¹² tokens'",
    ("fresh_587", (13, 14, 15)): "8,333 × 5% × 3 by the rule a sentence before",
    ("fresh_587", (15, 16)): "6,250 / 1,250 as '5 times sooner'",
    ("fresh_587", (22,)): "1 − 0.95¹⁰ said with the metrics' count in words",
    # Set 148 (fresh_588–591), measured once unseen on the same session's last card rules:
    ("fresh_588", (26,)): "10⁸ as 'a hundred million', ten centres an axis two sentences back",
    ("fresh_589", (31,)): "0.5 × 2 as 'that ratio puts gamma at one'",
    ("fresh_590", (10, 11)): "a softmax of 2 and 4 after halving η: 'about 0.12 and 0.88'",
    ("fresh_590", (31,)): "e² from (1 − 0)/0.5 as 'the ratio e² : 1, roughly 7.4 to 1'",
    # Set 149 (fresh_592–595), measured once unseen on the same code:
    ("fresh_592", (8,)): "540 / 2000 as 'works out to twenty-seven percent'",
    ("fresh_592", (24, 25)): "'one trace in fifty … That rate is two percent'",
    ("fresh_592", (35, 36, 37)): "4/2 and 12/6 per thousand tokens, 'Divide each count by …'",
    ("fresh_593", (7,)): "5 × 150 tokens, the 150 a sentence before",
    ("fresh_593", (8,)): "45,000 / 750 as 'the saving comes out sixtyfold'",
    ("fresh_593", (12, 13, 14)): "'Multiply the two, point nine by point eight, and …'",
    ("fresh_593", (23,)): "20 × 150 tokens, the 150 far back",
    ("fresh_595", (9, 11)): "38 − 26 as 'The 12 tasks in between'",
    ("fresh_595", (30,)): "'succeeds in 3 of 4 trials, … \\(0.75\\)'",
    # Set 150 (fresh_596–599), measured once unseen on 32af362:
    ("fresh_596", (7, 8)): "√100 as 'That figure is the square root of one hundred', ten before",
    ("fresh_596", (20, 21)): "(1 + 9) / 2 as 'the sum of one and nine divided by two', five before",
    ("fresh_597", (16, 17)): "0.02 + 0.03 as 'the sum of the two, point zero five'",
    # Set 151 (fresh_600–603), measured once unseen on the same code:
    ("fresh_600", (12, 13, 14)): "3 − 1 and 92 − 88 as 'Subtract … fell by two points, … by four'",
    ("fresh_600", (27,)): "50,000 / 10,000 as 'one prompt out of ten thousand … about five'",
    ("fresh_601", (19, 20, 21)): "0.95⁵ as 'multiply that probability by itself five times'",
    ("fresh_601", (19, 22)): "0.95⁵⁰ as 'Stretch it to fifty steps and the same calculation'",
    ("fresh_602", (8, 18, 20)): "0.084 − 0.063 as 'moves the predicted final loss by about 0.02'",
    # Set 152 (fresh_604–607), measured once unseen on 3349b81 (the session's card rules):
    ("fresh_604", (16, 17, 18, 19)): "−3 − (−5) as 'That change of plus two'",
    ("fresh_604", (27,)): "0.99¹⁰ as 'applies the discount only ten times …, about point nine'",
    ("fresh_605", (38, 39, 40)): "(11 − 3) / 4 said, then 'The normalised score is two'",
    ("fresh_607", (7, 8, 9)): "the length of the offset (0, 4) as 'Its length is 4'",
    ("fresh_607", (7, 8, 10)): "a vector (3, 4) − (3, 0) carried forward as (0, 4)",
    # Set 153 (fresh_608–611), measured once unseen on the same code:
    ("fresh_608", (9, 12)): "12 − 11 as 'its difference reward is just one', twelve far back",
    ("fresh_608", (20, 21)): "30 + 1 as 'thirty-one evaluations instead of one'",
    ("fresh_608", (43, 44, 45)): "10 + 10 as 'the two credits add up to twenty'",
    ("fresh_609", (0, 1)): "20,000 / 200,000 as 'That is one example in ten'",
    ("fresh_609", (20, 21, 22)): "√0.8 : √0.2 renormalised as 'two thirds … of the budget'",
    ("fresh_610", (8, 9, 10)): "0.9 × 0.2 + 0.1 × 1 as 'Weighting the two policies by 0.9 and 0.1'",
    # Set 154 (fresh_612–615), measured once unseen on the session's start:
    ("fresh_612", (18, 19)): "'The square root is point two, and the bonus jumps to five' (1/0.2)",
    ("fresh_612", (31,)): "0 + 0.3 × 2 as 'beta at point three and an intrinsic reward of two'",
    ("fresh_613", (10, 11, 14)): "0.1 / 0.03 as 'A's error is more than three times B's'",
    # Set 155 (fresh_616–619), same:
    ("fresh_617", (4, 8, 9)): "10 × 0.3 and 10 × 0.7 as 'The same arithmetic now gives A … three'",
    ("fresh_619", (4, 5, 6)): "2,600 − 200 over 3,200 − 200 in words after a formula of symbols",
    # Set 156 (fresh_620–623), measured once unseen on the session's checker (370b656):
    ("fresh_620", (24, 25)): "12 and 31 of 40 drives, 'Expressed as rates, that is thirty percent'",
    ("fresh_621", (9, 10)): "14 / 2 as 'Writing fourteen gigabytes then takes seven seconds'",
    ("fresh_621", (32,)): "40 million × 2 bytes, 'eighty megabytes … a 175th'",
    ("fresh_623", (33,)): "\\(\\binom{5}{2} \\times 20 \\times 20 = 4000\\): binomial",
    # Set 157 (fresh_624–627), same:
    ("fresh_624", (12, 13, 14, 15)): "two lists' products, 'two plus point six plus point two'",
    ("fresh_624", (30, 31)): "ten values per state for sixty-four states, 'six hundred and forty'",
    ("fresh_625", (19,)): "4 / 0.25 as 'sixteen times the first weight's point two five'",
    ("fresh_625", (21,)): "'four times as far and … twenty-five times less', values before",
    ("fresh_625", (25,)): "2² / 0.5² as 'sixteen times as much as the first', shifts said before",
    ("fresh_626", (6, 10)): "1 − 0.72 − 0.18 named 'the remaining 0.10', then 'The discarded 10%'",
    ("fresh_626", (21,)): "(0.9 + 0.1) / 2 as 'A label of 0.5 obtained from readings of 0.9 and …'",
    ("fresh_626", (45,)): "1 / 8 as '8 samples give a resolution of only 0.125'",
    ("fresh_627", (27, 29)): "\\(2^{8}\\) restated as '256 independent directions'",
    # Set 158 (fresh_628–631), measured once unseen on the session's start (69a3386); the
    # misses left after this session's checker:
    ("fresh_631", (17, 18)): "0.0099 against the factor at z = 0 as 'about 1% of the gradient'",
    ("fresh_631", (27,)): "(1.0 / 0.5)² as 'costs about 4 times as much', a square law in words",
    # Set 159 (fresh_632–635), same:
    ("fresh_632", (33,)): "0.51 − 0.5 as 'the margin is point zero one', defined long before",
    ("fresh_632", (33, 34)): "1 / 0.01² as 'one over the margin squared', the margin by name",
    ("fresh_634", (21, 26)): "90% − 70% as 'the 20-point gap', five sentences apart",
    ("fresh_635", (20,)): "(1 + 5) / 2 as 'after 1 step half the time and after 5 … the other'",
    ("fresh_635", (29,)): "\\(-\\ln \\gamma\\), then '… 1 second, which for γ = 0.9 is … 0.105'",
    # Set 160 (fresh_636–639), measured once unseen on a34ffc5; the misses left after this
    # session's checker:
    ("fresh_636", (11, 14, 15)): "10 − 9.2 and 9.2 − 2 as 'point eight below A and … above B'",
    ("fresh_636", (11, 17, 18)): "(10 + 2) / 2 as 'The shared estimate would then be six'",
    ("fresh_636", (12, 18, 21, 22)): "16 / 5.76 as 'about two point eight times worse'",
    ("fresh_637", (8, 9)): "150 / 200 as 'That is seventy-five percent, or three in four'",
    ("fresh_637", (27, 28)): "25% ± 1.96 × 0.048 as 'from about fifteen to thirty-five percent'",
    ("fresh_638", (18, 20)): "64 tokens / 7 ms as 'roughly 9,100 tokens per second'",
    ("fresh_638", (30, 31, 32)): "7 s / 45 ms as 'by a factor of more than 150'",
    ("fresh_638", (40,)): "7 GB at 2 TB/s as 'the step time falls from 7 ms to 3.5 ms'",
    ("fresh_639", (13, 16)): "\\(G_3 = 1\\) with no discounting of \\(R_4 = 1\\)",
    ("fresh_639", (30,)): "2² as 'multiplies \\(\\lVert x \\rVert^2\\) by 4'",
    # Set 161 (fresh_640–643), measured once unseen on 2807037; the same:
    ("fresh_640", (12, 13, 14)): "0.425 / (0.425 + 0.075) as 'Dividing the first by the sum'",
    ("fresh_640", (31, 32, 33)): "0.7² / (0.7² + 0.3²) after two growls, in words",
    ("fresh_641", (5, 6, 7, 8)): "8 × 0.9 as 'the easy prompt contributes seven point two'",
    ("fresh_641", (15, 16, 17)): "the mean of min(X, 2) for X ~ Binomial(8, 0.1), 'about 0.76'",
    ("fresh_641", (25, 26, 27)): "600 × 8 × 0.9 and 80 / 5600 'under one and a half percent'",
    # Set 162 (fresh_644–647), measured once unseen on 654fecc; the misses left after this
    # session's checker:
    ("fresh_644", (20, 21)): "0.02 / 4 as 'we divide the radius by four and get point oh oh five'",
    ("fresh_645", (28, 29)): "6% of 10,000 as 'Multiplying, six hundred of those pairs'",
    ("fresh_645", (36,)): "5,000 / 25,000 as 'a human share of one in five'",
    ("fresh_647", (16, 17)): "a KL of two actions in nats, 'about 0.11 nats', in words",
    # Set 163 (fresh_648–651), the same:
    ("fresh_648", (20, 21)): "36 − 32.5 as 'Subtract the first from the second', four numbers",
    ("fresh_649", (8, 10, 11)): "(100 − 25) / 100 as 'Prompt-level accuracy is then 75%'",
    ("fresh_649", (25, 26)): "74% − 68% as 'Six points of that difference'",
    ("fresh_649", (34,)): "√(0.75 × 0.25 / 100) as 'about four point three percentage points'",
    ("fresh_650", (9,)): "min(10, 12) as 'the ratio of 12 … is cut to 10'",
    ("fresh_650", (23, 24)): "min(2, 6) as 'caps \\(\\rho(a_1)\\) at 2'",
    ("fresh_650", (22, 23, 26)): "a bracket \\([\\cdot]_+\\) of a negative value as 0",
    ("fresh_650", (34, 35)): "150 / 10,000 as '1.5% of the samples' (the ratios, by another noun)",
    ("fresh_651", (26,)): "−0.005 + 0.01 as 'an effective advantage of +0.005'",
    ("fresh_651", (30, 32)): "100 / 10 as 'about 10 option decisions away'",
    # Set 164 (fresh_652–655), measured once unseen on 8a78390; the misses left after this
    # session's checker changes:
    ("fresh_652", (14,)): "1 / 0.6 − 1 as 'the full peak is about two thirds larger'",
    ("fresh_652", (22, 23)): "740 − 500 as 'so two hundred and forty steps must be run again'",
    (
        "fresh_653",
        (37, 38, 39),
    ): "0.8 to the power 1/20 said before it, 'about point nine eight nine'",
    (
        "fresh_654",
        (17,),
    ): "√(32 / 8) as 'Raising the continuations to 32 halves the standard error'",
    # Sets 166 and 167 (fresh_660–667), measured once unseen on f57c106; the misses left after
    # this session's checker changes:
    ("fresh_660", (32,)): "400 × 2% as 'about eight of those states will pick another action'",
    ("fresh_663", (27, 28, 30)): "(2 + 1) / 8 as '37.5% of the group, 3 calls out of 8'",
    ("fresh_664", (18,)): "|−3| / |1| as 'That failure now pulls three times as hard'",
    ("fresh_664", (21,)): "10 × 0.5 and 9 × 0.1 + 0.9 as 'the advantages add up in size to five'",
    ("fresh_664", (22,)): "10 × 1 and 9 × 1/3 + 3 as 'those totals become ten and six'",
    ("fresh_664", (21, 22, 23)): "1.8 / 5 and 6 / 10 as 'from point three six to point six'",
    ("fresh_664", (27, 28)): "a group told by its one failure, 'with a single failure'",
    ("fresh_664", (31,)): "√(1/4 × 3/4) as 'one lucky pass moves the estimated spread … to'",
    ("fresh_665", (5, 6, 7)): "3 + 2 votes merged, 'that class holds five votes'",
    ("fresh_665", (27,)): "13 / 40 as 'thirteen votes, a share of thirty-two and a half percent'",
    ("fresh_667", (25,)): "50,000 × 1 × 3 as 'produces 150,000 synthetic responses'",
    # Sets 168 and 169 (fresh_668–675), measured once unseen on 3520bab; the misses left:
    ("fresh_668", (21, 22, 23)): "200 − 30 as 'misses the other one hundred and seventy'",
    ("fresh_670", (8,)): "0.2 / 0.01 as '\\( r = 20 \\)', the probabilities said in words before",
    ("fresh_670", (8, 9)): "20 × (−1) as 'its term contributes -20 to the objective'",
    ("fresh_670", (28,)): "1% of 4,096 as 'that is about 41 tokens'",
    ("fresh_671", (12,)): "16/40, 13/40, 11/40 after 'Adding 10 to every reward'",
    ("fresh_671", (16,)): "√6, √3 and 2.45 / 5.18 as 'give the top answer about 47%'",
    ("fresh_672", (25,)): "1 − 0.5 and 0 − 0.5 as 'an advantage of plus point five'",
    ("fresh_672", (29,)): "0.7 − 0.4 as 'earns credit of point three on the spot'",
    ("fresh_673", (21,)): "0.8² + 0.2² as 'would agree by chance on sixty-eight percent'",
    ("fresh_673", (32, 33, 34)): "26% of 1,000, and 11,000 + 260, as 'bringing the round to …'",
    # Sets 170 and 171 (fresh_676–683), measured once unseen on the session's start (efb52be),
    # and sets 172 and 173 (fresh_684–691), measured on its first checker rules; the misses
    # left on the session's final code:
    ("fresh_680", (23, 24, 25)): "a larger order's expected reward, prices carried from 8–10",
    ("fresh_680", (30,)): "0.95⁷ as 'a dollar earned seven days from now … seventy cents'",
    ("fresh_681", (33, 34)): "0.6 / √4 as 'from point six down to point three', √4 said before",
    ("fresh_683", (13, 14, 15)): "P(θ > 0.5) under Beta(4, 8): no calculator kind",
    ("fresh_683", (18, 19)): "P(θ > 0.5) under Beta(14, 28): no calculator kind",
    ("fresh_684", (26,)): "σ(2) as 'the sigmoid of plus two, about point eight eight'",
    ("fresh_685", (18, 20)): "1 − α as 'the divisor is point one', the rule two sentences back",
    ("fresh_688", (15,)): "0.49 × (0 − 0.265), its inputs from sentences 3, 6 and 8",
    ("fresh_688", (28,)): "1 − 0.999¹⁰⁰ as 'shows up at all with a chance of about one in ten'",
    ("fresh_690", (29,)): "1 / 0.16 as 'the natural step is 6.25 times longer'",
    ("fresh_690", (33,)): "(10⁶)² as 'a Fisher matrix with 10¹² entries'",
    ("fresh_691", (11, 14)): "75% − 60% as 'must also disagree … on at least 15%'",
    # Sets 174 and 175 (fresh_692–699), measured once unseen on the join of sets 170–173:
    ("fresh_692", (12, 13, 14)): "1 + 0 − 1 as 'delta is one, plus zero …, minus the one that …'",
    ("fresh_693", (15, 16)): "1 − 0.8 as 'pulled up with strength only point two'",
    ("fresh_693", (26,)): "one in twenty as 'touches five percent of the tokens'",
    (
        "fresh_695",
        (20,),
    ): "30% of 500 as 'the hinge ignores 150 pairs', 500 − 150 as 'the other 350'",
    ("fresh_697", (13, 14, 15, 16)): "a large-margin loss: no calculator kind",
    ("fresh_697", (14, 15, 17)): "a large-margin loss: no calculator kind",
    ("fresh_699", (20, 21, 22)): "the value transform h(x): no calculator kind",
    ("fresh_699", (26, 27, 28)): "h applied to a mean against the mean of h: no calculator kind",
    ("fresh_699", (33,)): "a two-hot projection onto neighbouring bins, in words",
    # Sets 176 and 177 (fresh_700–707), measured once unseen on the session's last rules:
    ("fresh_701", (23, 26)): "9 / 200 as 'it obeys nine, which is four and a half percent'",
    ("fresh_703", (24, 25, 26)): "e¹¹ solved from a KL of 10 nats: 'roughly 60,000 samples'",
    ("fresh_703", (35,)): "the KL of best-of-64 restated from sentence 20 as 'about 3.2 nats'",
    ("fresh_704", (9, 11)): "1 / (1 − 0.8) as 'the same formula gives five steps'",
    ("fresh_705", (11,)): "15 / 300 as 'fifteen breakages out of three hundred … one in twenty'",
    (
        "fresh_705",
        (17, 20),
    ): "1 + α × 0 as 'keeps its plain reward of one, because the change is zero'",
    ("fresh_705", (22, 23)): "(1 − α) r₁ + (1 + α) r₂ at α = 0.5, a weighting said in words",
    ("fresh_705", (22, 24)): "(1 − α) r₁ + (1 + α) r₂ at α = 2, a weighting said in words",
    ("fresh_705", (22, 26)): "1 − α = 0 as 'the break-even point is alpha equal to one'",
    ("fresh_706", (5, 6, 17)): "the SPIBB policy (0, 0.8, 0.2): a vector, no calculator kind",
    ("fresh_706", (5, 14, 31)): "the range of thresholds from 4 to 25: no calculator kind",
    ("fresh_706", (5, 17, 40)): "0.5 − 0 and 0.8 − 0.3 as 'a shift of 0.5 probability'",
    ("fresh_708", (4, 5, 6)): "'half the capacity' of a buffer that 'holds one million'",
    ("fresh_708", (23, 24)): "'a tenth of what it was': the value of an earlier paragraph",
    ("fresh_712", (6,)): "the mean face of a die, 3.5: what a fair die is, not arithmetic said",
    ("fresh_712", (25, 26)): "the secretary rule's chance: a sum the narration does not say",
    ("fresh_712", (25, 27)): "'wins one time in three': a chance of the rule, not arithmetic",
    ("fresh_712", (28, 29)): "the secretary rule's chance for ten: a sum the narration omits",
    ("fresh_712", (30,)): "'one over e, about point three six eight': a constant in words",
    ("fresh_713", (12, 13, 14)): "alpha over the square root of three, a formula said in words",
    ("fresh_713", (14, 15)): "2.89 spread across 100 tokens: a square root the text leaves unsaid",
    ("fresh_714", (17, 20)): "\\(V(x) = 10\\) from a return of 1 per step: a formula unsaid",
    ("fresh_714", (41,)): "'times \\(\\frac{1}{1-\\gamma}\\) … 10 times at γ = 0.9': γ bound after",
    ("fresh_715", (19, 20)): "an inner product and a cosine of vectors: no calculator kind",
    ("fresh_716", (15, 16, 17)): "a mean square 'rises from one to 1.04': the squares unsaid",
    ("fresh_716", (20, 21, 22, 23)): "c and (1 − γ)·c with c and γ of a paragraph before",
    ("fresh_716", (35,)): "a critic 'about three too high' from −0.3 and γ: solved, not said",
    ("fresh_717", (22,)): "'twenty equal bins … the best five percent': 1/20 unsaid",
    ("fresh_717", (28,)): "'dividing the top figure by the bottom … two-to-one': a ratio word",
    ("fresh_717", (33,)): "'from 3.1 under the bottom tag to 3.6 …, a spread of half a point'",
    ("fresh_721", (8, 9, 10, 11)): "a gap to parity (85 − 50) and a share of it closed",
    ("fresh_721", (13, 14, 15)): "a gap to another model's score and the share a gain closes",
    ("fresh_724", (13, 14)): "'the reward comes with the second one, so the value … is 0.9'",
    ("fresh_724", (32, 33, 34)): "an expectile solved from 'point seven times the gap above'",
    ("fresh_725", (16, 17)): "'a clip range of point two … at most point zero six': 1 + ε unsaid",
    (
        "fresh_725",
        (26, 27, 28),
    ): "'beats the control by seven points': a lead, no verb of arithmetic",
    ("fresh_728", (24, 25, 26)): "a target, an estimate, 'The error is' and 'a tenth of it lifts'",
    ("fresh_729", (44,)): "'forty runs … for every sample, so a group of eight costs 320'",
    ("fresh_730", (21, 22)): "a dot product of vectors \\(\\psi \\cdot w\\): no calculator kind",
    ("fresh_731", (20, 21)): "'keeps 60% of them, leaving 300,000 candidate pairs': other noun",
    ("fresh_731", (21, 22)): "'The other 40%': a complement said, not worked",
    ("fresh_731", (21, 23)): "'4% of those pairs … holds 12,000 pairs': 'those' of a clause",
    # Sets 184 (fresh_732–735) and 185 (fresh_736–739), measured once unseen in the
    # forty-fifth session on 596583f (28 of 30 and 27 of 35 found, set 185's planted wrong
    # result missed, 1 and 1 false ✗, both mended), then read:
    ("fresh_734", (10,)): "'1,000 forward passes instead of 4,000': all 4 letters in one pass",
    ("fresh_736", (15, 19)): "1 − (1 − p)^25 said as a rule, then applied to 'one in a hundred'",
    ("fresh_736", (15, 20)): "1 − (1 − p)^25 said as a rule, then applied to 'one in ten'",
    ("fresh_737", (4, 10, 13, 14)): "the PUCT score c·P·√N/(1 + n): no calculator kind",
    ("fresh_737", (32, 36, 37)): "visit counts raised to 1/τ and normalised: no calculator kind",
    ("fresh_737", (32, 36, 38)): "visit counts raised to 1/τ and normalised: no calculator kind",
    ("fresh_739", (28, 29, 32)): "'|S|^3' and '|S|^2' applied to '|S| = 20' and '44 sweeps'",
    # Sets 186 (fresh_740–743) and 187 (fresh_744–747), measured once unseen on 827f973 (10
    # of 15 and 17 of 26 found, set 187's slip missed, 0 false ✗), then read:
    ("fresh_740", (8, 11, 12)): "log-odds of 70% added along a chain, back to a probability",
    ("fresh_740", (17, 19, 20)): "a win rate against a uniform mixture of three rivals",
    ("fresh_740", (22, 23, 24, 25)): "a win rate against a mixture of two named responses",
    ("fresh_742", (34, 35)): "'a 4-point drop … and a 4-point gain': two differences, no verb",
    ("fresh_744", (23,)): "'sixteen over sixty-four, one quarter': 'over' as a division",
    ("fresh_744", (28,)): "'doubling alpha makes the step roughly four times larger': a square",
    ("fresh_745", (8, 9, 10)): "'two point eight times the DQN figure', values two sentences back",
    ("fresh_746", (1,)): "'1,000 answers a probability of 0.7 each, about 700 … right'",
    ("fresh_746", (24, 26)): "\\(\\frac{e}{1 + e} \\approx 0.73\\): the constant e in math",
    ("fresh_746", (36,)): "the values a consistency score over five samples can take",
    ("fresh_747", (23,)): "'after four equal tasks, each fills about 25%': a share of a count",
    ("fresh_747", (26,)): "a uniform age older than half of \\(t\\), with probability 0.5",
    (
        "fresh_749",
        (6, 7),
    ): "'steps up once, walks eleven cells …, and steps down once. That is thirteen moves'",
    (
        "fresh_753",
        (5, 6, 7, 8),
    ): "'up one cell, right eleven cells …, and down one cell. Add those moves …'",
    # Sets 190 to 195 (fresh_756–779), measured once unseen in the forty-sixth session and
    # joined in the forty-seventh; what each miss is (its quantity and arithmetic, from its label):
    (
        "fresh_756",
        (11, 12),
    ): "optimizer memory full: 16 bytes * 6.7e9 weights = 1.072e11 bytes = 107.2 GB (…",
    ("fresh_756", (27, 28)): "accuracy gap: 71 - 68 = 3 percentage points",
    (
        "fresh_757",
        (2, 8, 9),
    ): "episode return: standing still: 1 * 1000 + 0 velocity reward = 1000 (control…",
    ("fresh_760", (11, 12, 13)): "tasks added per step: 1836 - 282 = 1554",
    (
        "fresh_761",
        (38,),
    ): "moving cost: (5 - 1) * 2 = 8 dollars with the free shuttle, against 5 * 2 = 1…",
    (
        "fresh_763",
        (27, 28),
    ): "regression gradient: orthogonal perturbations: g_1 = 0.3/0.1 = 3, g_2 = -0.2/…",
    ("fresh_764", (9, 10)): "min p cutoff: 0.1 carried over from sentence 7 ('the same setting')",
    ("fresh_766", (9,)): "ratio: 4 / 1.25 = 3.2",
    (
        "fresh_766",
        (6, 25),
    ): "crossover beta: (1+b) ln(0.5/0.2) = b ln(0.4/0.05): 0.9163 (1+b) = 2.0794 b,…",
    ("fresh_767", (14, 15)): "maxmin value: min(1.2,0.8)=0.8",
    ("fresh_767", (21, 23)): "expected min uniform: -(1-1)/(1+1) = 0",
    (
        "fresh_767",
        (2, 25),
    ): "expected maxmin bias: E[max over 4 actions of min over N U(-1,1)] = 1 - integ…",
    ("fresh_768", (4, 5)): "class counts: 10000 * 0.01 = 100 harmful",
    ("fresh_768", (5, 6, 7)): "true and false negatives: 95% read as 0.95",
    ("fresh_768", (16, 17)): "class counts: 100000 * 0.001 = 100",
    ("fresh_768", (17, 18)): "true and false positives: 0.95 * 100 = 95",
    ("fresh_768", (18, 19)): "precision: 95 / (95 + 1998) = 95 / 2093 = 0.0454",
    (
        "fresh_768",
        (5, 23, 24, 25),
    ): "true positives false positives blocks: harmful 100 and harmless 9900 from sen…",
    ("fresh_768", (27, 28)): "false alarms per extra catch: 396 / 4 = 99",
    ("fresh_768", (6, 39, 40)): "precision: 50% harmful read as base rate 0.5",
    (
        "fresh_769",
        (8, 11),
    ): "open loop expected reward: a fixed door matches the coin-chosen room with pro…",
    ("fresh_769", (9, 11, 12)): "value of reacting: 1 - 0.5 = 0.5",
    ("fresh_769", (35, 36)): "risky door value: 0.5 * 1 = 0.5",
    (
        "fresh_769",
        (35, 37),
    ): "hindsight value of risky door: in every sampled future the prize location is…",
    ("fresh_769", (35, 36, 38)): "expected loss: 0.6 - 0.5 = 0.1",
    (
        "fresh_770",
        (8, 13),
    ): "median attempts: ln 2 / -ln(0.999) = 0.693147 / 0.0010005 = 692.8, stated 'ab…",
    ("fresh_770", (22, 23)): "average per attempt rate: two halves (50% each)",
    ("fresh_770", (36,)): "median attempts: 0.05% read as p = 0.0005",
    ("fresh_770", (37,)): "median attempts: p = 0.001 / 10 = 0.0001",
    ("fresh_771", (7, 20)): "expected game length: 1 / (1 - 0.5) = 2 rounds",
    (
        "fresh_771",
        (33,),
    ): "accidental defection probability: epsilon / 2 = 0.05 / 2 = 0.025 (uniform exp…",
    (
        "fresh_771",
        (33, 34),
    ): "mean round of first defection: mean of a geometric distribution = 1/p = 1/0.0…",
    (
        "fresh_772",
        (9, 10, 11, 12),
    ): "repetition penalty logit: 4 / 1.2 = 3.333 ('three and a third')",
    (
        "fresh_772",
        (20,),
    ): "logit drop under division: 14 - 14/1.2 = 14 - 11.667 = 2.333 ('about two poin…",
    ("fresh_773", (19,)): "filtered dataset size: 1% of 2000 = 20 episodes",
    ("fresh_773", (22, 23, 24)): "failures in filtered set: 3% of 2000 = 60 successes",
    ("fresh_774", (13, 14, 15)): "total adapter parameters: 2*32 = 64 adapters",
    ("fresh_774", (14, 19, 20)): "storage 16bit: 33820672*2 B = 67.6 MB (about 68 MB)",
    (
        "fresh_774",
        (14, 32, 33),
    ): "adam state: 2*33820672 = 67641344 values (stated as about 67.6 million) vs 2*…",
    (
        "fresh_776",
        (22, 23, 24),
    ): "expected gap best vs random: E[rejected] = 2/3 * 7 + 1/3 * 3 = 17/3 = 5 2/3",
    (
        "fresh_776",
        (25, 26, 27),
    ): "pairs surviving gap threshold: untied gaps 8.5-7, 8.5-7, 8.5-3, 7-3, 7-3 = 1.…",
    (
        "fresh_776",
        (31, 32, 33, 34),
    ): "label flip probability: sd of difference = sqrt(1 + 1) = 1.414",
    ("fresh_777", (20, 21)): "deviation losses: leaving (stag, stag): 5 - 3 = 2",
    # Sets 196 to 199 (fresh_780–795), measured once unseen in the forty-seventh session and
    # joined in the forty-eighth; what each miss is (its quantity and arithmetic, from its label):
    (
        "fresh_780",
        (9, 10),
    ): 'fraction of parameters: 101376/110e6 = 0.0922%; narration says "a little unde…',
    (
        "fresh_780",
        (11, 12),
    ): 'bias count: per layer 4*1024+(4096+1024)+2*1024=11264; *24=270336 ("about two…',
    (
        "fresh_780",
        (23, 24, 25),
    ): 'storage: 110e6*4 B = 440 MB; 101376*4 B = 405504 B = 405.5 kB ("about four hu…',
    ("fresh_780", (27,)): 'parameter count: 30000*768 = 23,040,000, "over twenty-three million"',
    (
        "fresh_781",
        (13, 14, 15),
    ): "squared error: the squared-error minimiser for a fair +1/-1 coin is the mean …",
    (
        "fresh_782",
        (9, 10),
    ): "typicality distance: |1-1.75| = 0.75 (A), |2-1.75| = 0.25 (B), |3-1.75| = 1.2…",
    (
        "fresh_782",
        (12, 13),
    ): "renormalised probabilities: 0.25 < 0.7, 0.25+0.5 = 0.75 >= 0.7, keep {A,B}; 0…",
    (
        "fresh_785",
        (2, 3, 4, 9, 10, 11, 12),
    ): "mixed equilibrium probability: dare: 7p + 0(1 - p) = 7p; yield: 6p + 2(1 - p)…",
    (
        "fresh_788",
        (3, 4),
    ): "tail probability mass: 49,000 * 1e-6 = 0.049 = 4.9%, stated as forty-nine tho…",
    (
        "fresh_788",
        (4, 5),
    ): 'fraction of sampled tokens from tail: "close to one in twenty" = 0.05, agains…',
    ("fresh_788", (17, 18, 19)): "renormalised probability: 0.48 / 0.96 = 0.5",
    ("fresh_788", (31,)): "sqrt epsilon: sqrt(0.0009) = 0.03",
    (
        "fresh_788",
        (31, 34),
    ): 'eta threshold: 0.03 * e**-6 = 0.03 * 0.00248 = 7.44e-5 ("roughly seven in a h…',
    (
        "fresh_789",
        (8, 9),
    ): 'relative gain: "more than half as much again": 10/6.4 = 1.5625, a gain of 56%…',
    ("fresh_789", (24, 25)): "return gaps: 1600 - (-20) = 1620; 3234 - (-20) = 3254",
    (
        "fresh_789",
        (24, 25, 26),
    ): 'normalised score: 100 * 1620 / 3254 = 49.78, stated as "about fifty"',
    ("fresh_789", (32, 33)): "mean: (40 + 100) / 2 = 70",
    ("fresh_790", (13, 14)): "dora column: 5 * (0.8, 0.6) = (4, 3)",
    ("fresh_790", (15,)): "dora column: 5.5 * (0.8, 0.6) = (4.4, 3.3)",
    (
        "fresh_791",
        (9, 10),
    ): "weight change: Delta w = alpha * delta * x(s) = 0.1 * 2 * (1, 0.5) = (0.2, 0.…",
    (
        "fresh_791",
        (26, 31),
    ): "exact linear fit: w1 + w2 = 1 and w1 + 0.9 w2 = -1 give 0.1 w2 = 2, w2 = 20, …",
    ("fresh_793", (16,)): "standard error of mean: sqrt(0.6*0.4/5) = sqrt(0.048) = 0.2191",
    (
        "fresh_793",
        (19, 20, 21, 25),
    ): "sparse tree size: branching (|A|*C) = 2*5 = 10; bottom level at depth 3 = 10^…",
    (
        "fresh_794",
        (32, 33, 34),
    ): "attack success rate: string-matched 84/100 = 84%; judged 61/100 = 61% (rate o…",
    (
        "fresh_795",
        (17, 18, 19),
    ): "mean action: componentwise average of the four one-hot vectors: (2/4, 1/4, 1/…",
    # Sets 200 and 201 (fresh_796–803), measured once unseen and joined in the
    # forty-eighth session; what each miss is (its quantity and arithmetic, from its label):
    (
        "fresh_796",
        (11, 13, 14),
    ): "the planted slip, 0.9^11 = 0.314 said 'point three five': 'repeat the calculation'",
    ("fresh_796", (17, 18)): "layer lr: divisor = 2.6**3 = 17.576; rate = 0.01 / 17.576 = 0.000569",
    (
        "fresh_797",
        (22, 23),
    ): "d4rl normalised score: 100 * (1600 + 280) / (12135 + 280) = 100 * 1880 / 1241…",
    (
        "fresh_797",
        (18, 26),
    ): "d4rl normalised score: Hopper references carried over from sentence 18: 100 *…",
    (
        "fresh_800",
        (17,),
    ): "daily false refusals: 1,000,000 * 0.03 = 30,000 (with the unrounded 0.0298 it…",
    (
        "fresh_801",
        (19, 20),
    ): "leader and follower payoff at commitment: leader: 2 + 0.5 = 2.5; ratio to the…",
    (
        "fresh_801",
        (24, 25),
    ): "cost of strict commitment and follower payoffs: leader gets 2 + 0.49 = 2.49, …",
    (
        "fresh_801",
        (32, 33),
    ): "leader payoff against left: 0.49 * 1 + 0.51 * 0 = 0.49, below the simultaneou…",
    ("fresh_802", (25,)): "gap attributable to unlocking: 36 - 4 = 32 percentage points",
    # Sets 202 and 203 (fresh_804–811), measured once unseen and joined in the
    # forty-ninth session; what each miss is (its quantity and arithmetic, from its label):
    (
        "fresh_804",
        (5, 6, 7, 8),
    ): "cache size full: bytes per position = 128000 * 2 = 256000 (= 0.256 MB, stated…",
    (
        "fresh_804",
        (20, 21, 22, 25),
    ): "renormalised probability: 0.48 / 0.96 = 0.5; common scale factor 1 / 0.96 = 1…",
    (
        "fresh_805",
        (7, 9, 10),
    ): "count bonus: bonus = beta / sqrt(n): 0.01 / 2 = 0.005; 0.01 / 10 = 0.001",
    ("fresh_806", (29, 30)): "average log probability: -9.0 / 13 = -0.6923",
    (
        "fresh_807",
        (23, 24, 25, 26),
    ): "hat matrix: H = x x^T / (x^T x) = [[1, 2], [2, 4]] / 5 = [[0.2, 0.4], [0.4, 0…",
    ("fresh_807", (34,)): "aggregated value: equal-weight average of 10 and 0 = 5",
    (
        "fresh_808",
        (14,),
    ): "log odds: odds 9:1 correspond to p = 0.9 (sentences 7-8); ln 9 = 2.197; narra…",
    (
        "fresh_808",
        (18, 19, 22, 23, 24),
    ): "borda count: BC(x) = sum over other answers y of P(x beats y). A: P(A>B)=0.55…",
    (
        "fresh_809",
        (7, 8, 9, 10, 11),
    ): "expectimax value: chance node: 0.5*10 + 0.5*0 = 5 > 4, so expectimax goes lef…",
    # Sets 204 to 209 (fresh_812–835), measured once unseen in the forty-ninth session and
    # joined in the fiftieth; what each miss is (its quantity and arithmetic, from its label):
    ("fresh_812", (13, 14)): "per token log ratio: ratio 0.9 / 0.9 = 1; ln 1 = 0",
    (
        "fresh_813",
        (13, 14),
    ): "expected minimum of normal draws in sd: E[min of N iid N(0,1)] = -E[max]; num…",
    (
        "fresh_814",
        (10, 16),
    ): "cfg guided logits and probability: A = 1 + 3*1 = 4.0, B = 2 + 3*(-0.5) = 0.5;…",
    (
        "fresh_815",
        (12, 13, 25),
    ): 'band width: 2 * ||w|| * sqrt(d) = 2 * 3 * 16 = 96 ("the worked numbers" = sen…',
    ("fresh_816", (24, 25)): "attack success rate: keyword grader: 120 / 300 = 0.40",
    (
        "fresh_816",
        (25, 27, 28),
    ): "ratio: 40 / 15 = 8/3 = 2.667, stated both as 'eight thirds' and 'roughly two …",
    (
        "fresh_817",
        (14, 15, 16, 17),
    ): "nash conv: NashConv = 0 + 0.25 = 0.25; divided by 2 players = 0.125 (the per-…",
    (
        "fresh_817",
        (26,),
    ): "exploitability: paper against always-rock wins 1 every round; value 0, so exp…",
    (
        "fresh_817",
        (6, 27),
    ): "exploitability: every response to the uniform strategy earns 1/3 - 1/3 = 0",
    ("fresh_818", (14, 15)): "benchmark items: 400 * 3 = 1200 in total, 1200 - 400 = 800 new items",
    (
        "fresh_819",
        (8, 9),
    ): "widening cap: 1 * 400^0.5 = 20; k and alpha carried over from sentence 8",
    (
        "fresh_820",
        (18, 19),
    ): "utility calls symmetric: symmetric utility: half of 240 = 16*15/2 = 120",
    (
        "fresh_820",
        (20,),
    ): 'utility calls symmetric: 32*31/2=496; 496/120=4.13, so "roughly quadruples" h…',
    ("fresh_820", (24,)): "utility calls split pool: 8 hypotheses * 32 pseudo-references = 256",
    (
        "fresh_821",
        (17, 18, 19),
    ): "hoeffding radius and bounds: radius=sqrt(3.689/800)=0.0679 (half of 0.1358, t…",
    (
        "fresh_821",
        (20, 21, 22),
    ): "pulls needed scaling: pulls scale as 1/gap^2; gap 0.62-0.45=0.17, halved to 0…",
    (
        "fresh_822",
        (15, 16),
    ): "trainable share percent: 614400/6.7e9 = 9.17e-5 = 0.00917%, rounds to 0.0092%",
    (
        "fresh_822",
        (16, 17),
    ): 'weights per trainable weight: 6.7e9/614400 = 10905, "roughly 1 in 11,000"',
    ("fresh_822", (15, 19, 20)): "lora to ia3 ratio: 4194304/614400=6.827, about 6.8",
    ("fresh_822", (30,)): "learning rate ratio: 3e-3/3e-4=10",
    ("fresh_823", (13, 14)): "growth per update percent: (1.08 - 1)*100 = 8%",
    ("fresh_823", (26,)): "combined factor: 1.08*0.6 = 0.648 < 1 (sentence 27)",
    ("fresh_824", (12, 14, 15)): "reward gap: 7.25 - 4 = 3.25",
    (
        "fresh_824",
        (10, 11, 13, 18),
    ): "weighted reward: verbosity weight set to 0: A = 3 + 3 = 6, B = 2.5 + 5.25 = 7…",
    (
        "fresh_824",
        (10, 11, 13, 19),
    ): "threshold weight: A = 3h + 1, B = 2.5h + 4.75; equal when 0.5h = 3.75, h = 7.…",
    ("fresh_824", (28,)): "difference: 3.1 - 2.4 = 0.7",
    ("fresh_824", (36, 37)): "mean error: (0.25 + 1) / 2 = 0.625 = five-eighths",
    ("fresh_824", (38,)): "fraction of range: 1 / (4 - 0) = 0.25",
    (
        "fresh_825",
        (10, 12),
    ): "expected payoff: 2*0.5 - 1 = 0, so the product is 0 for any opponent q",
    ("fresh_825", (14, 15, 16)): "steps needed: 0.2 / 0.01 = 20 steps",
    ("fresh_825", (32,)): "running mean: (99 * 0.4 + 0.6) / 100 = 40.2 / 100 = 0.402",
    ("fresh_826", (29, 30)): "count: 0.96 * 500 = 480; 0.12 * 400 = 48",
    (
        "fresh_826",
        (29, 30, 31, 32),
    ): "count: 0.98 * 500 = 490 (gain 490 - 480 = 10); 0.07 * 400 = 28 (fall 48 - 28 …",
    ("fresh_827", (10, 11)): "exponents: -(S_k - S_min)/lambda = -(0, 2, 6)/2 = 0, -1, -3",
    (
        "fresh_827",
        (10, 17),
    ): "mppi weight best: exponents -(0,2,6)/0.5 = 0,-4,-12; best weight 1/(1 + e^-4 …",
    (
        "fresh_827",
        (10, 18),
    ): "normalised weights: exponents -(0,2,6)/20; weights 1, 0.905, 0.741 over sum 2…",
    ("fresh_827", (23,)): "model evaluations: 1000 * 30 = 30,000 per planning step",
    (
        "fresh_827",
        (23, 24),
    ): "model evaluations per second: PLANTED ERROR: 30,000 * 50 = 1,500,000, not 150…",
    ("fresh_827", (23, 27)): "halved horizon: 30 / 2 = 15",
    ("fresh_827", (31,)): "standard deviations: 1.0 / 0.1 = 10",
    (
        "fresh_828",
        (25, 26),
    ): "argmax similarity: max of the five scores is 0.61, the fourth (1-based) hypot…",
    ("fresh_829", (12,)): "effective sample size: 10000 / 10 = 1000, read as a rough rule of thumb",
    ("fresh_830", (7,)): "surprise bits: -log2(0.5) = 1",
    (
        "fresh_831",
        (12, 16),
    ): "kl divergence: 0.8 ln(8/9) + 0.2 ln 2 = 0.044; 0.511/0.044 = 11.5, stated 'mo…",
    ("fresh_832", (22, 23)): "required prompts: n = 3 / 0.001 = 3000",
    ("fresh_832", (24,)): "required prompts: n = 3 / 0.0001 = 30000",
    (
        "fresh_832",
        (27, 28),
    ): "upper bound rate: 4.74 / 300 = 0.0158 = 1.58 percent, stated as roughly 1.6; …",
    ("fresh_832", (35,)): "log factor: -ln(0.01) = 4.605",
    ("fresh_833", (4,)): "game value: -1/18 = -0.0556, stated as about -0.056",
    ("fresh_833", (15, 16)): "strategy value: 0.5*1 + 0.5*(-1) = 0",
    ("fresh_833", (15, 16, 17)): "counterfactual regret: 0.25*(1-0) = 0.25; 0.25*(-1-0) = -0.25",
    (
        "fresh_833",
        (23, 24, 25),
    ): "iterations needed: T = T1*(eps1/eps)**2: 1000*(10/5)**2 = 4000; 1000*(10/1)**…",
    ("fresh_834", (14, 15)): "flipped pairs: 0.10 * 50000 = 5000",
    ("fresh_834", (24,)): "variance factor limit: rho + (1-rho)/M -> rho = 0.6 as M grows",
    # Sets 210 to 217 (fresh_836–867), measured once unseen and joined in the
    # fiftieth session; what each miss is (its quantity and arithmetic, from its label):
    (
        "fresh_836",
        (2, 3),
    ): "lora trainable params: each factor 8 * 4096 = 32768; two factors 2 * 32768 = …",
    (
        "fresh_836",
        (3, 4),
    ): "trainable fraction: 65536 / 16777216 = 0.0039 = 0.39 percent, 'roughly point …",
    (
        "fresh_837",
        (4, 5),
    ): "epsilon schedule: 1/10 = one step in ten; 1/1000 = one step in a thousand",
    ("fresh_837", (9,)): "epsilon schedule: 1 / 10**2 = 0.01",
    (
        "fresh_837",
        (10,),
    ): "series sum: sum of 1/k**2 = pi**2/6 = 1.6449, stated 'about one point six fou…",
    (
        "fresh_837",
        (13, 14, 15, 16),
    ): "expected tries: harmonic number H_100 = 5.1874; expected tries = H_100 / 4 = …",
    (
        "fresh_837",
        (14, 17),
    ): "expected tries: H_1e6 = ln(1e6) + 0.5772 = 14.393; divided by 4 (carried over…",
    ("fresh_838", (18,)): "ifd: 1.14 / 1.2 = 0.95",
    (
        "fresh_838",
        (19,),
    ): "perplexity drop: (3.320 - 3.127) / 3.320 = 5.8 percent; the narration says 'u…",
    (
        "fresh_840",
        (10, 11),
    ): "preference probability logistic: Bradley–Terry: sigmoid(1) = 1/(1+e^-1) = 0.7…",
    (
        "fresh_840",
        (10, 12),
    ): "preference probability probit: Thurstone Case V with unit variance on the dif…",
    ("fresh_840", (17, 20)): "implied gap probit: normal quantile Phi^-1(0.8) = 0.8416",
    ("fresh_840", (24, 25)): "probit loss mislabelled: -ln Phi(-3) = -ln 0.0013499 = 6.608",
    ("fresh_840", (15, 25, 26)): "matching logistic gap: 3 * 1.7 = 5.1",
    ("fresh_840", (24, 26)): "logistic loss mislabelled: -ln sigmoid(-5.1) = ln(1 + e^5.1) = 5.106",
    (
        "fresh_841",
        (15, 18),
    ): "trace memory length: 1 / (1 - 0.72) = 1 / 0.28 = 3.57, stated as about three …",
    ("fresh_842", (12, 30, 32)): "beta from weight: beta = 1 / w = 1 / 1.16 = 0.862",
    ("fresh_844", (5,)): "beams per group: 6 / 3 = 2",
    ("fresh_844", (12, 13, 14)): "score margin: -1.4 - (-1.9) = 0.5 nats; rival unpenalised",
    ("fresh_844", (25,)): "total bigrams: 20 - 1 = 19 bigrams per output; 6 * 19 = 114",
    ("fresh_845", (35, 36)): "discounted penalty sum: 0.1 + 0.9*0.1 + 0.81*0.1 = 0.271 > 0.25",
    ("fresh_846", (22, 23)): "teacher forward flops: 2 * 7e10 * 1e10 = 1.4e21",
    (
        "fresh_846",
        (23, 24),
    ): "assistant forward flops and share: 2 * 8.4e9 * 1e10 = 1.68e20; 1.68e20 / 1.4e…",
    ("fresh_847", (27,)): "effective horizon: 1/(1-0.9) = 10",
    (
        "fresh_848",
        (29, 30),
    ): "traffic weighted failure rate: 0.95 * 0.01 + 0.05 * 0.4 = 0.0095 + 0.02 = 0.0…",
    (
        "fresh_848",
        (29, 30, 31),
    ): "share of failures from low resource traffic: 0.05 * 0.4 / 0.0295 = 0.02 / 0.0…",
    (
        "fresh_848",
        (40, 41),
    ): "standard error: sqrt(0.5 * 0.5 / 520) = sqrt(0.000481) = 0.0219 = 2.19 percen…",
    (
        "fresh_849",
        (12, 17),
    ): "nash mixture: indifference with value 0: rock -p + 2s = 0, paper r - s = 0, s…",
    (
        "fresh_849",
        (22, 23),
    ): "expected payoff: (0 - 1 + 2) / 3 = 1/3; this is the exploitability of the uni…",
    ("fresh_849", (27, 28)): "pairings: 30 * 30 = 900",
    ("fresh_850", (6,)): "prompt count: 30 * 11 = 330",
    (
        "fresh_851",
        (11, 12, 13),
    ): "hawk dove payoffs: HH = (V - C) / 2 = -1; HD = V = 2; DH = 0; DD = V / 2 = 1",
    (
        "fresh_851",
        (17, 18),
    ): "euler step: PLANTED ERROR: x + dt * rate = 0.2 + 0.5 * 0.096 = 0.2 + 0.048 = …",
    (
        "fresh_851",
        (26, 27, 28, 29),
    ): "basin boundary: 3x = 2(1 - x) gives 5x = 2, x = 0.4; payoff at boundary 3 * 0…",
    (
        "fresh_852",
        (6, 7, 8, 9),
    ): "supervised tokens: conversation = 4 exchanges x (100 user + 100 assistant) = …",
    ("fresh_853", (30,)): "count bonus: 1/sqrt(1) = 1, 1/sqrt(4) = 0.5, 1/sqrt(100) = 0.1",
    ("fresh_854", (21,)): "adam moment entries: 2 x 278,528 = 557,056; 2 x 4,194,304 = 8,388,608",
    (
        "fresh_854",
        (32,),
    ): "storage for many adapters: 278,528 x 2 B x 10,000 = 5.57e9 B = 5.6 GB; 4,194,…",
    (
        "fresh_856",
        (18, 19),
    ): "dpo loss labelled and swapped: -log sigmoid(1)=0.3133; -log sigmoid(-1)=1.3133",
    ("fresh_856", (29,)): "rdpo weights: (1-0.4)/(1-0.8)=0.6/0.2=3; 0.4/0.2=2",
    ("fresh_857", (3, 5)): "factorised output count: 3*11 = 33",
    ("fresh_857", (4, 5, 6)): "output reduction factor: 1331/33 = 40.33, stated as 'about forty'",
    (
        "fresh_857",
        (33, 34),
    ): "covariance offdiagonal parameters: D(D-1)/2: 6*5/2 = 15; 50*49/2 = 1225",
    ("fresh_858", (10, 11)): "expected accepted: sum of the four acceptance probabilities",
    (
        "fresh_858",
        (9, 12),
    ): "acceptance probabilities and expected accepted: exp((r - 2.0)/2): exponents 0…",
    ("fresh_858", (21,)): "pair count: C(8,2) = 8*7/2 = 28",
    ("fresh_858", (25, 26)): "acceptance rate: 1.53/4 = 0.3825, stated as roughly 38%",
    ("fresh_858", (28,)): "generated tokens: 64*500 = 32000",
    (
        "fresh_859",
        (9, 10),
    ): "kl balance shares: prior share alpha = 0.8 (80%), posterior share 1 - alpha =…",
    (
        "fresh_860",
        (7, 8),
    ): "sequence probability: greedy path: 0.6 * 0.5 = 0.3 (0.6 from sentence 5)",
    (
        "fresh_860",
        (25,),
    ): "sequence probability: 0.97 ** 20 = 0.5438, stated as about 0.54; below 0.729 …",
    ("fresh_861", (11, 13, 14)): "advantage: A = Q - V for left, right, stay",
    (
        "fresh_861",
        (16, 17, 18),
    ): "advantage weighted policy: weights pi_beta*exp(A/1): 0.2483, 2.9923, 0.0365; …",
    ("fresh_861", (27, 30, 31)): "value ratio: 'twice as good': 2 / 1 = 2",
    (
        "fresh_863",
        (17, 18),
    ): "neighbour change: neighbour moves 1 * 0.09 = 0.09; change at s is 3 * 0.09 = …",
    (
        "fresh_864",
        (31,),
    ): "standard error of rate: sqrt(0.34 * 0.66 / 200) = 0.0335, i.e. 3.35 percentag…",
    (
        "fresh_865",
        (30, 31),
    ): "team average gain per token: team total changes by 1.6 - 1 = 0.6; average ove…",
    # Sets 218 to 225 (fresh_868–899), measured once unseen in the fiftieth session and joined
    # in the fifty-first (the lesson's quantity and its labelled arithmetic):
    ("fresh_869", (26, 27)): "gamble mean: 0.5*0 + 0.5*12 = 6 > 5",
    (
        "fresh_869",
        (23, 26, 28),
    ): "cvar 25: the worst 25% of a 50/50 gamble on 0 or 12 lies entirely in the outcom…",
    (
        "fresh_870",
        (17, 19, 20),
    ): "implied survival share: solve 52,000*(1+s+s^2+s^3+s^4) = 250,000, i.e. bracket …",
    (
        "fresh_871",
        (10, 13, 14),
    ): "kl ucb index: threshold ln(100)/10 = 0.4605; largest q with d(0.1,q) <= 0.4605 …",
    ("fresh_872", (8,)): "residual probability: 1 - 0.72 - 0.24 = 0.04",
    ("fresh_872", (24, 25, 26)): "generated tokens: 400 * 8 = 3200",
    (
        "fresh_873",
        (18, 21, 22),
    ): "share of models improving: 3 / 5 = 0.6 = 60%, below the 70% threshold",
    (
        "fresh_873",
        (27, 30, 31),
    ): 'imagined per real transition: 100000 / 3000 = 33.33; narration says "roughly th…',
    (
        "fresh_874",
        (38, 39),
    ): "honest per poisoned removed: honest removed = 5% - 0.5% = 4.5%; 4.5 / 0.5 = 9 h…",
    (
        "fresh_876",
        (1, 2, 3),
    ): "parameter reduction: (110M - 66M) / 110M = 0.40, i.e. 40 percent fewer paramete…",
    (
        "fresh_876",
        (27, 28),
    ): "score retention: 77.0 / 79.5 = 0.9686 -> 96.9 percent, rounds to 97 (sentence 2…",
    (
        "fresh_877",
        (8, 9),
    ): "max pairwise disagreement: largest pairwise gap = max - min = 1.6 - 1.1 = 0.5 m…",
    (
        "fresh_877",
        (20, 21),
    ): "discounted return before halt: sum_{t=0}^{9} 0.99^t = (1 - 0.99^10) / 0.01 = 9.…",
    (
        "fresh_879",
        (10, 11),
    ): "laplacian eigenvalues: eigenvalues of the 3-node path Laplacian; L(1,1,1)=0, L(…",
    (
        "fresh_879",
        (13,),
    ): "path laplacian eigenvalues: 2 - 2cos(pi/3) = 2 - 1 = 1; 2 - 2cos(2pi/3) = 2 + 1…",
    (
        "fresh_879",
        (34,),
    ): "normalised laplacian eigenvalues: I - D^-1/2 A D^-1/2 for the 3-node path; bipa…",
    (
        "fresh_880",
        (9, 11),
    ): "count from rate: 0.94 * 817 = 767.98, stated as 'roughly' 768 (rounded)",
    ("fresh_880", (20, 21, 23)): "truthful and informative rate: 105 / 200 = 0.525 = 52.5 percent",
    ("fresh_880", (30,)): "expected mislabels: 0.1 * 817 = 81.7, stated as 'about' 82",
    (
        "fresh_880",
        (30, 31),
    ): "score shift points: 82 / 817 = 0.1004, about 10 percentage points if every erro…",
    (
        "fresh_881",
        (7, 14),
    ): "pooling payoff: signal carries no information; best the receiver can do with eq…",
    (
        "fresh_881",
        (20, 21),
    ): "random play success: uniform random act matches the state with probability 1/2 …",
    ("fresh_881", (22, 26)): "random play success: 1/3",
    ("fresh_881", (34, 35, 36)): "signalling gain: 1 - 0.8 = 0.2",
    (
        "fresh_883",
        (17,),
    ): "suboptimality bound: cost <= 1.1 * C*, i.e. at most (1.1 - 1) * 100 = 10 percen…",
    (
        "fresh_884",
        (7, 8, 9),
    ): "kept fraction: 9229 / 52002 = 0.17747 -> 17.7 percent (stated to one decimal); …",
    ("fresh_884", (22, 23)): "grader input tokens: 400 * 52002 = 20,800,800, about 20.8 million",
    (
        "fresh_885",
        (30, 31, 32),
    ): "peng two step target: 0 + 0.9*1 + 0.81*2 = 0.9 + 1.62 = 2.52 (0.81 = 0.9**2)",
    (
        "fresh_888",
        (19, 21),
    ): "offset from rating gap: offset = 0.5 * (6 - 5) = 0.5; the rule (half the gap) c…",
    (
        "fresh_889",
        (20, 22),
    ): "dyna q plus bonus: sqrt(400) = 20; bonus = 0.001 * 20 = 0.02; kappa carried ove…",
    (
        "fresh_891",
        (22, 25),
    ): "acktr step size: 2*0.001/0.004 = 0.5; sqrt(0.5) = 0.7071; min(0.25, 0.7071) = 0…",
    ("fresh_892", (16, 17, 18)): "score gap (points): 72.6 - 47.0 = 25.6",
    ("fresh_892", (21, 25)): "points per problem: 100 / 30 = 3.333 ('three and a third')",
    (
        "fresh_892",
        (29, 30, 31),
    ): "ratio of scores: 28.9 / 9.3 = 3.108, stated as 'a little over three times'",
    ("fresh_894", (8, 9, 10)): "teacher layer for student layer: 3*1 = 3, 3*2 = 6",
    ("fresh_894", (13,)): "unmatched teacher layers: 12 - 4 = 8",
    (
        "fresh_895",
        (18, 19, 20),
    ): "value error at w=1: P1: (1-1)^2 = 0; P2: 0.5*1^2 + 0.5*(1-2)^2 = 1; 0.5w^2+0.5(…",
    (
        "fresh_895",
        (27, 28),
    ): "return variance: mean (0+2)/2 = 1; variance 0.5*1 + 0.5*1 = 1; Process 2 return…",
    ("fresh_896", (8, 9)): "judge self win rate percent: 140 / 200 = 0.70 = 70 percent",
    (
        "fresh_896",
        (42,),
    ): "standard error points: sqrt(0.55 * 0.45 / 200) = 0.0352, about 3.5 points; stat…",
    (
        "fresh_899",
        (11, 12),
    ): "iddfs nodes: sum_{k=0}^{5} (6-k) 10^k = 6+50+400+3000+20000+100000 = 123456",
    ("fresh_899", (13,)): "single search nodes: sum_{k=0}^{5} 10^k = 111111",
    ("fresh_899", (15,)): "last layer share percent: 100000 / 111111 = 0.9",
    # Sets 226 to 229 (fresh_900–915), measured once unseen and joined in the fifty-first
    # session:
    (
        "fresh_901",
        (12, 13, 14),
    ): "action probabilities first index: P(a0) = (1 - 0.1) + 0.1/4 = 0.925; each other…",
    ("fresh_901", (14, 20)): "probability ratio: 0.925 / 0.025 = 37",
    (
        "fresh_901",
        (28, 29, 30),
    ): "q update: Q <- 0 + 0.5 * (-1 + gamma * 0 - 0) = -0.5, for any gamma",
    (
        "fresh_904",
        (17, 18, 19),
    ): "bradley terry probability: sigmoid(1) = 1/(1+e^-1) = 0.7311; sigmoid(2) = 0.880…",
    (
        "fresh_905",
        (10, 11, 12, 13),
    ): "outcome probabilities: P(+1/2) = 0.5*0.6 = 0.3; P(-1/2) = 0.5*0.4 = 0.2; P(0) =…",
    (
        "fresh_905",
        (23, 24),
    ): "batch size for snr one: SNR scales with sqrt(N): sqrt(N) = 1 / (1/7) = 7, N = 7…",
    (
        "fresh_905",
        (27, 28, 29, 30, 31),
    ): "baseline estimate: R - b = +0.5 or -0.5; estimate = (1{A} - 0.5)(R - 0.5) = +0.…",
    ("fresh_906", (28,)): "margin at two betas: margin = beta * gap: 0.1 * 5 = 0.5; 0.5 * 5 = 2.5",
    ("fresh_907", (14, 16)): "value range: R_max/(1-gamma) = 1/0.05 = 20",
    ("fresh_908", (31, 32)): "loop repetitions: 200 / 5 = 40 repetitions of the five-token cycle",
    (
        "fresh_909",
        (32, 33),
    ): "dueling q values: mean advantage (3 + 1 - 1) / 3 = 1; Q = V + A - mean = 10+3-1…",
    (
        "fresh_913",
        (1, 5, 6),
    ): "iterated dominance cap: first cap 2/3 * 100 = 66.67; second cap 2/3 * 66.67 = 4…",
    ("fresh_914", (13, 14)): "tpr fpr: TPR = 600 / 1000; FPR = 400 / 1000",
    ("fresh_914", (14, 16)): "share of wrong flags: 400 / (600 + 400) = 0.4 = 2 in 5",
    (
        "fresh_915",
        (13, 14),
    ): "node counts: PLANTED ERROR: two half-depth frontiers hold 2 * 3**5 = 2 * 243 = …",
    # Sets 230 to 233 (fresh_916–931), measured once unseen and joined in the same session:
    (
        "fresh_916",
        (28, 29),
    ): "linearly interpolated rewards: half-and-half: (8.2 + 6.4) / 2 = 7.3 helpfulness…",
    (
        "fresh_916",
        (37, 38),
    ): "mixture shares: lambda is the helpful-side weight (sentence 13); user 1: 1 - 0.…",
    (
        "fresh_917",
        (10,),
    ): "probability of reaching reward: 0.5 ** 20 = 1/1048576, stated as roughly one in…",
    (
        "fresh_917",
        (23, 24, 25),
    ): "posterior std: 1 / sqrt(4) = 0.5; 1 / sqrt(100) = 0.1; 0.1 / 0.5 = 0.2 (a fifth)",
    ("fresh_918", (26,)): "mislabel rate: 1 - 0.9 = 0.1 -> 1 pair in 10",
    (
        "fresh_919",
        (14, 15),
    ): "pulls until gap below threshold: 0.1 / 4 = 0.025; ln(0.025) / ln(0.9) = 35.01, …",
    (
        "fresh_919",
        (35, 36),
    ): "epsilon greedy exploration shares: 0.1 / 10 = 0.01 -> 1 percent per arm from ex…",
    (
        "fresh_921",
        (19, 22, 23),
    ): "policy weighted advantage sum: 0.7*0.18 + 0.3*(-0.42) = 0.126 - 0.126 = 0",
    ("fresh_922", (22,)): "logit reduction: 100*0.5 = 50",
    ("fresh_922", (24, 26)): "ctrl penalty reduction: 8.0/1.2 = 6.667; 8.0 - 6.667 = 1.333",
    ("fresh_924", (12, 13)): "success rate: one try at one in twenty = 1/20 = 5 percent",
    ("fresh_924", (19, 22)): "elicitation gap: 35 - 15 = 20 percentage points",
    (
        "fresh_928",
        (4, 5, 6),
    ): "curated share: total = 200000 + 5000 = 205000; share = 5000 / 205000 = 0.02439 …",
    (
        "fresh_928",
        (6, 7),
    ): "curated share as ratio: 5000 / 205000 = 1/41; 'roughly one in forty' (0.025) ac…",
    ("fresh_928", (27,)): "passes per example: 13 * 3 = 39",
    (
        "fresh_928",
        (4, 5, 9, 35),
    ): "general share: 200000 / 205000 = 97.56% ('about ninety-seven and a half'); 2000…",
    (
        "fresh_929",
        (27, 28),
    ): "simultaneous switch time: 4 * 5 = 20 minutes each, worse than 17, so all switch…",
    ("fresh_930", (5, 6)): "learned probabilities: p(a) = 1 - 0.1 = 0.9; p(b) = 0.1",
    (
        "fresh_930",
        (6, 13),
    ): "wrong sample share: at T = 1 the sampling distribution is p itself: 0.1 = 10%",
    ("fresh_930", (21,)): "wrong targets: 0.02 * 50000 = 1000",
    ("fresh_931", (5,)): "grid vertices: 8 * 8 = 64",
    ("fresh_931", (19, 21)): "sum of costs: delayed robot 6 + 1 = 7; sum 7 + 6 = 13",
    ("fresh_931", (33,)): "suboptimality bound: 1.1 * 120 = 132",
    # Sets 234 to 237 (fresh_932–947), measured once unseen and joined in the same session:
    (
        "fresh_932",
        (14, 15, 20),
    ): "tie alpha: 0.5(1-a) - 0.9a = 0.3(1-a) - 0.2a  =>  0.2 = 0.9a  =>  a = 2/9 = 0.2…",
    (
        "fresh_933",
        (9, 16, 17),
    ): "variance correction term: sqrt(2*6.91/50) = 0.5257 > 0.25, so the cap binds",
    (
        "fresh_933",
        (26, 27),
    ): "bonus ratio rare vs coin: sqrt(0.1435/0.25) = sqrt(0.574) = 0.758; 1 - 0.758 = …",
    ("fresh_934", (14, 15)): "size ratio: 60 / 4 = 15",
    ("fresh_934", (14, 16)): "geometric mean size: sqrt(60*4) = sqrt(240) = 15.49",
    ("fresh_934", (29,)): "T squared: 4^2 = 16",
    ("fresh_936", (14,)): "catch rate team b: 12 / 40 = 0.30",
    ("fresh_936", (14, 15)): "total from catch rate: 30 / 0.30 = 100",
    (
        "fresh_936",
        (17,),
    ): "lincoln petersen estimate: 40 * 30 / 6 = 200; list sizes carried over from sent…",
    (
        "fresh_936",
        (19, 20),
    ): "chapman estimate: (40+1)(30+1)/(12+1) - 1 = 1271/13 - 1 = 97.769 - 1 = 96.769",
    (
        "fresh_936",
        (30,),
    ): "chapman standard error: Var = (n1+1)(n2+1)(n1-m)(n2-m)/((m+1)^2 (m+2)) = 41*31*…",
    (
        "fresh_936",
        (31,),
    ): "normal interval 95: 96.77 -/+ 1.96 * 16.45 = 64.52 and 129.02; narration says '…",
    ("fresh_937", (17,)): "advantage: 1 - 1.6 = -0.6; 3 - 1.6 = 1.4",
    (
        "fresh_937",
        (18,),
    ): "score function: d log pi(right)/d theta = 1 - p_R = 0.7; d log pi(left)/d theta…",
    (
        "fresh_937",
        (35,),
    ): "leave one out baseline: mean of the other three rewards: (0 + 0 + 1) / 3",
    ("fresh_937", (37,)): "group mean baseline: (1 + 0 + 0 + 1) / 4; rewards from sentence 35",
    (
        "fresh_938",
        (22, 23),
    ): "doublings per year: 12 / 7 = 1.714; months per year not stated in the narration",
    ("fresh_938", (24, 25)): "number of doublings: 28 / 7 = 4",
    (
        "fresh_938",
        (31, 32),
    ): "means of human times: geometric mean sqrt(20*45) = sqrt(900) = 30; arithmetic m…",
    ("fresh_939", (9,)): "time budget ms: 1 / 50 s = 0.02 s = 20 ms",
    (
        "fresh_939",
        (18,),
    ): "probability at least one correct: 2^-20 = 9.54e-7; 1 - (1 - 2^-20)^1000 = 0.000…",
    (
        "fresh_939",
        (31,),
    ): "expected max predicted return: E[max of 1000 iid N(0,1)] = 3.241, so 10 + 3.24 …",
    ("fresh_939", (31, 32)): "illusory gain: 13.2 - 10 = 3.2",
    ("fresh_940", (18, 19, 20)): "win rate percent: (60 + 0.5*10)/100 = 0.65 = 65%",
    ("fresh_940", (21, 22)): "length ratio: 400/100 = 4",
    (
        "fresh_940",
        (30, 31, 32),
    ): "grading cost dollars: 52000 * 0.2 cents = 10400 cents = 104 dollars",
    ("fresh_941", (5, 6, 7)): "two gamma minus one: 2*0.9 - 1 = 0.8",
    (
        "fresh_944",
        (5, 6, 7),
    ): "pairwise loss: loss = -ln(sigmoid(gap)) = ln(1 + e^-gap): 0.12693, 0.01815, 0.0…",
    (
        "fresh_944",
        (17,),
    ): "fitted score gap: one dissent in twenty = 1/20 = 0.05; gap = ln(19/1) = 2.9444",
    ("fresh_944", (34, 35)): "fitted score gap: odds 0.95/0.05 = 19; gap = ln 19 = 2.9444",
    (
        "fresh_945",
        (12, 15, 16, 17),
    ): "matrix game value: column 1: 0.4*2 + 0.6*(-1) = 0.8 - 0.6 = 0.2; column 2: 0.4*…",
    (
        "fresh_947",
        (15, 16),
    ): "moves: B->A->B->C->G has 4 moves; shortest B->C->G has 2; extra 4 - 2 = 2",
    (
        "fresh_947",
        (21,),
    ): "lrta scores second trial: 1 + h(A) = 3, 1 + h(C) = 2; path B->C->G = 2 moves",
    ("fresh_949", (15, 16)): "game length: 5 x 200 = 1000 steps, split into 5 episodes of 200",
    ("fresh_951", (12, 13)): "action probability cap: cap = 1 + Q_D = 1 - 0.9 = 0.1 = 10%",
    ("fresh_951", (32,)): "sum of caps: 4 x (1 - 0.9) = 0.4",
    (
        "fresh_952",
        (39,),
    ): "rejection probability: kept with probability 0.6 (sentence 38), rejected with 1…",
    ("fresh_953", (16, 17)): "td update: w <- w + alpha * delta * x = 1 + 0.1*0.8 = 1.08",
    ("fresh_953", (23,)): "h update: h <- h + beta*(delta - x*h)*x = 0.5 + 0.5*(0.8 - 0.5) = 0.65",
    ("fresh_956", (18, 19)): "harmful completion rate: 4/200 = 0.02 = 2%; 11/200 = 0.055 = 5.5%",
    ("fresh_956", (23,)): "bonferroni per look alpha: 0.05 / 5 = 0.01",
    (
        "fresh_957",
        (9, 10),
    ): "discount weight: PLANTED ERROR: doubling the exponent squares the weight, it do…",
    ("fresh_957", (11,)): "discount weight: 0.99**500 = 0.00657, under 0.01",
    ("fresh_957", (21,)): "effective horizon: 1 / (1 - 0.99) = 100",
    ("fresh_958", (15,)): "missed attacks: 400 * 0.03 = 12",
    ("fresh_960", (7,)): "bradley terry preference probability: sigmoid(4) = 1/(1+e^-4) = 0.9820",
    ("fresh_960", (15, 16)): "dpo implicit reward gap: beta * margin = 0.1 * 20 = 2",
    ("fresh_960", (24, 26)): "share without correct response: 100 - 94 = 6 in a hundred",
    (
        "fresh_960",
        (34,),
    ): "bradley terry preference probability: sigmoid(1) = 0.7311, about 73 percent",
    ("fresh_961", (22,)): "gap to optimum: 11 - 7 = 4 (equilibrium value 7 from earlier sentences)",
    (
        "fresh_962",
        (20, 21),
    ): "mean without outlier and drop: (0.9+0.7+0.8)/3 = 2.4/3 = 0.8; 0.8 - 0.65 = 0.15",
    ("fresh_963", (35,)): "distinct keys with fuel: 85 * 10 = 850",
    (
        "fresh_964",
        (7, 8, 9),
    ): "log sigmoid reward: log(sigmoid(d)) for d = -2, 0, 2: -2.1269, -0.6931, -0.1269…",
    (
        "fresh_964",
        (9, 10, 11),
    ): "log sigmoid gain: gains -0.6931-(-2.1269)=1.4338 and -0.1269-(-0.6931)=0.5662; …",
    (
        "fresh_964",
        (27, 28, 29),
    ): "raw margin sum: A: 3 + (-1) = 2; B: 1 + 1 = 2; one stated total for both",
    (
        "fresh_965",
        (8, 9, 10),
    ): "eligibility trace decay: trace = (gamma*lambda)**4 = 0.9**4 = 0.6561; the state…",
    (
        "fresh_965",
        (18, 19, 20),
    ): "accumulating trace loop: sum of 0.9**k for k = 0..9 = (1 - 0.9**10)/0.1 = 6.513…",
    (
        "fresh_965",
        (20, 21, 22, 23, 24),
    ): "td lambda update size: 0.1 * 1 * 6.5132 = 0.6513; 0.1 * 1 * 1 = 0.1",
    ("fresh_965", (37,)): "exploration rate: one in twenty = 1/20 = 0.05 = 5 percent",
    ("fresh_966", (13, 20)): "value lost: 4 - 2 = 2 units of optimal value given up by segment A",
    ("fresh_967", (13, 15)): "sample mean: (1.5+2.0+2.5)/3 = 2.0",
    (
        "fresh_967",
        (23, 24),
    ): "epsilon greedy nongreedy action probability: epsilon/n_actions = 0.1/2 = 0.05 =…",
    ("fresh_968", (13,)): "expected false alarms: 20 * 0.05 = 1",
    (
        "fresh_969",
        (7,),
    ): "gradient updates: replay ratio 32 carried over from sentence 5; 10,000 * 32 = 3…",
    ("fresh_969", (8,)): "gradient updates: 10,000 * 1",
    (
        "fresh_970",
        (13,),
    ): "expected flagged rate: judge from sentence 8; 0.85*0.01 + 0.05*0.99 = 0.0085 + …",
    ("fresh_970", (31,)): "noise inflation: J = 0.80 from sentence 19; 1/0.8 = 1.25",
    ("fresh_970", (32,)): "noise inflation: 1/0.2 = 5 ('fivefold')",
    ("fresh_971", (25,)): "max: max(1.2, 2.71) = 2.71",
    ("fresh_972", (8, 9, 18)): "missed cases: misses = 160 - 120 = 40",
    ("fresh_972", (9, 23)): "false flags: wrong flags = 144 - 120 = 24",
    ("fresh_973", (6, 9)): "surplus forgone: losing with a bid of 6 forgoes 10 - 7 = 3",
    (
        "fresh_973",
        (12, 13),
    ): "loss if won: winning at 11 with value 10 loses 11 - 10 = 1 dollar (surplus -1),…",
    (
        "fresh_973",
        (18, 19),
    ): "first price bid: equilibrium bid with two uniform bidders = v/2 = 0.4",
    (
        "fresh_973",
        (18, 21),
    ): "expected revenue: E[second-highest of 2 uniforms] = 1/3; first price: E[max]/2 …",
    (
        "fresh_973",
        (30,),
    ): "surplus: price = max(8, 7) = 8; seller gains 8 - 7 = 1; surplus 10 - 8 = 2",
    ("fresh_973", (31, 32)): "surplus: surplus = 10 - 9 = 1",
    (
        "fresh_976",
        (9, 11),
    ): "sequence log probability: sum of three tokens at -0.5: 3 * -0.5 = -1.5",
    (
        "fresh_976",
        (10, 12),
    ): "sequence log probability: PLANTED ERROR: 6 * -0.3 = -1.8, not -2.1 (the stated …",
    (
        "fresh_976",
        (9, 10, 11, 23),
    ): "length normalised score: per-token scores: short -1.5 / 3 = -0.5 (total from se…",
    (
        "fresh_977",
        (12, 13),
    ): "entropy change: dH ~ -eta*Cov = -0.1*0.5545 = -0.0555, stated as a fall of 0.05…",
    (
        "fresh_977",
        (8, 14),
    ): "entropy and fraction: H = -(0.8 ln 0.8 + 0.2 ln 0.2) = 0.5004 nats; 0.0555/0.50…",
    (
        "fresh_977",
        (36, 37),
    ): "covariance logp advantage: E[A] = 0.1*3 + 0.9*(-1/3) = 0; Cov = 0.1*ln0.1*3 + 0…",
    ("fresh_978", (23, 24)): "probability ratio: 0.01 / 0.01 = 1 (stated as about 1)",
    (
        "fresh_979",
        (2, 3),
    ): "gradient ratio: squared-error gradient proportional to error: 1000/1 = 1000",
    (
        "fresh_980",
        (15, 16),
    ): "leak rate: 60 / 400 = 0.15 = 15 percent; ratio to the exact-match rate 15 / 8 =…",
    (
        "fresh_982",
        (12, 13, 15),
    ): "rule of three upper bound: 95% upper bound ~ 3 / n = 3 / 3000 = 0.001 = 1 in 1,…",
    (
        "fresh_984",
        (15, 19),
    ): "accuracy above chance: 95 - 50 = 45; 60 - 50 = 10 (chance floor of 50 from sent…",
    (
        "fresh_985",
        (5, 9),
    ): "mean of a Gaussian fitted by maximum likelihood: 0.5 * (-1) + 0.5 * 1 = 0",
    (
        "fresh_985",
        (24, 25, 26),
    ): "likelihood of a logged action: single Gaussian versus two-component mixture: 1/…",
    ("fresh_989", (10,)): "table growth factor: 5^6 / 5^4 = 5^2 = 25",
    (
        "fresh_989",
        (15, 16),
    ): "exploration interval: probability per step of one given combination = 0.1 / 625…",
    (
        "fresh_990",
        (21,),
    ): "nucleus size both orders: temperature-first: 0.685 >= 0.6 -> 1 token; top-p-fir…",
    (
        "fresh_992",
        (24, 25),
    ): "kept documents at 0.5: 200000 * 0.96 = 192000; 192000 - 176000 = 16000 (pool ca…",
    (
        "fresh_992",
        (33,),
    ): "confidence interval percent: SE = sqrt(0.35*0.65/600) = 0.0195; 0.35 -/+ 1.96*S…",
    ("fresh_995", (29,)): "sigmoid range clipped: sigma(-3) = 0.0474, sigma(3) = 0.9526",
    ("fresh_995", (34,)): "variance multiplier: (1/0.018)**2 = 3086.4 ~ 3100 ('roughly')",
    ("fresh_995", (36,)): "saturation factor: 0.5*0.5 = 0.25; 0.982*0.018 = 0.017676",
    ("fresh_996", (22, 23)): "standard error of residual: treating the four scores as independent…",
    ("fresh_997", (29,)): "count bonus change: 1/sqrt(101) = 0.09950, stated as about 0.0995; rel…",
    ("fresh_998", (19, 20, 21)): "min k score: sum = -8.0; divided by 5 gives -1.6",
    ("fresh_1000", (4, 5, 7)): "token count: tokens = 20 * 3.2; the multiplication is named in se…",
    ("fresh_1000", (5, 9)): "words in context: 4096 / 1.3 = 3150.8, stated as 'about'",
    ("fresh_1000", (5, 9, 10)): "words in context: 4096 / 3.2 = 1280",
    ("fresh_1001", (25,)): "discount horizon: 1 / (1 - 0.99) = 100",
    ("fresh_1001", (31, 32)): "accumulating trace limit: 1 - 0.891 = 0.109; 1 / 0.109 = 9.17, 'ab…",
    ("fresh_1001", (32, 33)): "effective step multiplier: a trace of 9.17 instead of about 1 scal…",
    ("fresh_1003", (22,)): "dutch extra factor: 1 - 0.01 = 0.99",
    ("fresh_1004", (17,)): "kl divergence: KL(pi*||ref) = 0.3555*ln(0.3555/0.01) + 0.6445*ln(0.64…",
    ("fresh_1004", (20, 21, 22, 23)): "exploit share under kl tilt: delta/beta = 2; e**2 = 7.389;…",
    ("fresh_1004", (27, 28)): "exploit share under kl tilt: weight = 0.0001*e**4 = 0.00546 (state…",
    ("fresh_1005", (5, 9)): "dagger mistake bound: T * epsilon = 50*0.01 = 0.5 (half a mistake);…",
    ("fresh_1005", (24, 25)): "noise standard deviation: sqrt(0.04) = 0.2",
    ("fresh_1006", (27,)): "kl penalty per sample: 0.1*6.2146 = 0.6215 (stated about 0.62), large…",
    ("fresh_1008", (13, 14)): "accuracy gain points: 57 - 50 = 7 percentage points",
    ("fresh_1008", (24, 26)): "latency ratio: 8000 / 2000 = 4; parallel chains run concurrently s…",
    ("fresh_1008", (32, 33)): "net gain: 9 - 2 = 7 problems; 7 / 100 = 7 percentage points",
    ("fresh_1009", (27,)): "ucb1 regret bound one arm: 8 * ln(10000) / 0.1 = 8 * 9.2103 / 0.1 = 7…",
    ("fresh_1009", (31, 32)): "harmonic sum: sum_{t=1}^{1000} 1/t = 7.485, about seven and a half",
    ("fresh_1009", (33,)): "exploring rounds: 0.1 * 1000 = 100",
    ("fresh_1010", (9, 12)): "best of n score: max of the eight scores = 0.9 (a 48-answer)",
    ("fresh_1012", (6, 7, 8)): "total examples: 2000000 + 60000 + 20000",
    ("fresh_1012", (8, 9)): "mixing rate: 2000000 / 2080000 = 0.9615; narration says 'about'",
    ("fresh_1012", (8, 10)): "mixing rate: stated as a bound 'less than one percent'; 20000 / 208…",
    ("fresh_1012", (19, 22, 23)): "draws: rate 25% from sentence 19; 0.25 * 160000 = 40000",
    ("fresh_1012", (23, 24)): "passes: 40000 / 20000 = 2 ('twice')",
    ("fresh_1012", (19, 22, 25)): "fraction seen: 0.375 * 160000 = 60000 draws; 60000 / 2000000 =…",
    ("fresh_1012", (25, 27)): "fraction unseen: 1 - 0.03 = 0.97",
    ("fresh_1012", (28,)): "per task share: a fortieth of K for each of 40 tasks in one capped so…",
    ("fresh_1013", (21, 22)): "discounted cost: 1 / (1 - 0.9) = 10",
    ("fresh_1013", (37, 38)): "first sweep push estimate exceeds side door: push estimates 1, 1.8…",
    ("fresh_1014", (14, 15)): "template overhead tokens: k*m = 10 wrapping tokens; 12 + 8 = 20 co…",
    ("fresh_1014", (15, 16)): "overhead share: 10 / (10 + 20) = 1/3 ('a third')",
    ("fresh_1014", (24,)): "marker tokens in dataset: 5 * 2 * 100000",
    ("fresh_1016", (18,)): "angle between neighbours: fastest pair: 1 radian per token * 0.25 = 0…",
    ("fresh_1017", (4,)): "importance ratio: 0.6 / 0.3 = 2",
    ("fresh_1018", (22, 23)): "rank weight ratio: k=60: (1/61)/(1/70) = 70/61 = 1.1475, i.e. abou…",
    ("fresh_1020", (13, 14)): "rerouting loss: loss = ReLU(cos) = max(0, 0.6)",
    ("fresh_1020", (15,)): "rerouting loss: loss = ReLU(cos) = max(0, -0.2) = 0",
    ("fresh_1021", (5, 12, 13)): "subtask value: V(Get, s) = (3 moves + 1 pickup) x (-1) = -4, un…",
    ("fresh_1021", (5, 12, 15, 16)): "completion value: C(Root, s, Get) = value of Put = 5 x (-1)…",
    ("fresh_1021", (20,)): "flat table size: 500 x 6 = 3000",
    ("fresh_1021", (21, 22)): "table fraction: 632 / 3000 = 0.2107, stated as 'about twenty-one p…",
    ("fresh_1021", (31, 33)): "net return change: net extra steps 3 - 2 = 1; return change 1 x (-…",
    ("fresh_1028", (9, 10, 11)): "embedding parameters: 128,000 x 4,096 = 524,288,000 (stated ab…",
    ("fresh_1028", (24, 25, 26)): "token count after reduction: 1,000 x (1 - 0.15) = 850",
    ("fresh_1031", (8, 9, 10)): "lambda return weights: (1 - 0.8) x 0.8^(n-1): 0.2, 0.16, 0.128;…",
    ("fresh_1032", (34, 35, 36)): "step from absmax: step = max|w| / 7: 0.28 / 7 = 0.04; with th…",
    ("fresh_1033", (9, 10, 11)): "chained rating gain: PLANTED ERROR (off-by-one): eleven checkp…",
    ("fresh_1033", (22, 23, 24, 25)): "elo gap from score and chain: d = 400 * log10(0.6 / 0.4)…",
    ("fresh_1034", (17,)): "oscillating weights: 4096 * 4096 = 16,777,216; 0.005 * 16,777,216 =…",
    ("fresh_1036", (14, 16, 17)): "within ensemble variance: (1 - rho) * (n - 1)/n = 0.2 * 0.8 =…",
    ("fresh_1036", (30, 31)): "bootstrap coverage: P(missing) = (1 - 1/n)^n -> 1/e = 0.3679; sha…",
    ("fresh_1038", (15,)): "ece numerator share: 0.11*100 = 11; numerator 0.03*100 + 0.11*100 +…",
    ("fresh_1039", (5, 6)): "visit total: 525 + 250 + 25 = 800",
    ("fresh_1039", (5, 8)): "visit share: 25/800 = 3.125%, stated 'about 3.1%'",
    ("fresh_1039", (6, 13)): "value lead: 0.70 - 0.61 = 0.09",
    ("fresh_1039", (35,)): "visit count policy: 25/800 = 3.125%, stated 'about 3.1%'; same share…",
    ("fresh_1040", (28,)): "expected tokens cap: 1/(1 - 0.9) = 10",
    ("fresh_1040", (40,)): "optimal draft length: speedup(k) = (1 - 0.8**(k+1))/0.2/(1 + 0.1k):…",
    ("fresh_1041", (5, 7)): "lagrange multiplier update: excess = 20 - 25 = -5; delta lambda = 0…",
    ("fresh_1041", (9, 10, 11, 12)): "penalised objective: 10 - 4*0.5 = 8; 7 - 1*0.5 = 6.5",
    ("fresh_1041", (11, 13)): "indifference multiplier: 10 - 4*lam = 7 - lam  =>  3 = 3*lam  =>…",
    ("fresh_1042", (1,)): "weight bytes per step: 70e9 * 2 bytes = 140e9 bytes = 140 GB",
    ("fresh_1043", (3, 4, 9)): "violation frequency and severity: 1 in 20 = 0.05 = 5%; 40 / 5 =…",
    ("fresh_1043", (26, 27)): "steps per unit cost: 1000 / 25 = 40 steps per unit of cost, i.e.…",
    ("fresh_1043", (29, 30)): "tail sample count: 50 * 0.1 = 5",
    ("fresh_1044", (11, 13)): "share of positive targets: strict mapping: 7000 / 10000 = 0.7, sa…",
    ("fresh_1045", (13, 15, 16)): "shaped return: undiscounted shaped return = sum of rewards +…",
    ("fresh_1045", (13, 14, 19)): "shaped return: with zero terminal potentials: door 10 + 0 - 0…",
    ("fresh_1046", (9, 10)): "balanced accuracy: (1 + 0) / 2 = 0.5",
    ("fresh_1046", (26, 27, 28)): "harmonic mean: 2 * 1 * 0 / (1 + 0) = 0",
    ("fresh_1047", (20, 21)): "discounted residue: sum_t 0.9**t * 0.1 * 10 = 0.1 * 10 / 0.1 = 10…",
    ("fresh_1047", (26,)): "ratio of extra terms: (1 - 0.99) / (1 - 0.999) = 0.01 / 0.001 = 10",
    ("fresh_1048", (22, 23)): "expert capacity at factor two: 2 * 1024 = 2048 slots per expert",
    ("fresh_1049", (26,)): "gradient factor with a gated cell: 0.99^50 = 0.605, about 0.6",
    ("fresh_1049", (31,)): "activation memory ratio: 128 / 32 = 4",
    ("fresh_1051", (14, 15, 16)): "share of the batch affected by stale memory: 51.2 * 5 = 256;…",
    ("fresh_1052", (14, 15)): "exact match rate: control set: 8 / 400 = 0.02 = 2 percent",
    ("fresh_1052", (26, 27, 28)): "exact match rate by source: 126 / 1200 = 0.105; 14 / 800 = 0.…",
    ("fresh_1053", (21, 22, 23)): "wasserstein1 error: slice width 10 / 4 = 2.5; mean |x - midpo…",
    ("fresh_1053", (28,)): "expected return: 0.9 * 0 + 0.1 * 100 = 10",
    ("fresh_1053", (28, 29, 30)): "quantile mean estimate: every level < 0.9 so every quantile i…",
    ("fresh_1054", (11, 12)): "confidence interval 95: 1.96 * 1.74 = 3.41; 7.5 - 3.41 = 4.09; 7.…",
    ("fresh_1054", (26,)): "accuracy: 352 / 400 = 0.88",
    ("fresh_1055", (23,)): "share removed per step: one atom of 25 per critic = 1/25 = 4% (N ato…",
    ("fresh_1055", (36,)): "relative overestimation: (105 - 100) / 100",
    ("fresh_1056", (6, 7)): "length baseline accuracy: 1300 / 2000 = 0.65 = 65 percent",
    ("fresh_1056", (8, 9, 10)): "accuracy gap: 72.5 - 65 = 7.5 percentage points; 'sixty-five' c…",
    ("fresh_1057", (22, 23)): "importance weight: 2^(-0.4) = 0.7579, stated 'about point seven s…",
    ("fresh_1059", (2, 3)): "priority ratio after alpha: PLANTED ERROR: 16^0.5 / 1^0.5 = 4 / 1 =…",
    ("fresh_1060", (7, 8)): "adam bias correction: raw v_1 = (1 - beta2) * g^2 = 0.001 g^2; bias…",
    ("fresh_1060", (7, 8, 9, 10)): "adam first step over lr: m_hat_1 = g, v_hat_1 = g^2, so m_ha…",
    ("fresh_1060", (16,)): "ema memory steps: 1 / (1 - 0.999) = 1000 (sentence says roughly / ab…",
    ("fresh_1060", (30, 31)): "warmup fraction: 2000 / 3000 = 2/3 = 66.67%, stated as two thirds…",
    ("fresh_1061", (27, 28)): "option value evaluations: 20 / 5 = 4 choices; 4 * 8 = 32 evaluati…",
    ("fresh_1061", (27, 28, 29)): "option value evaluations: 20 * 8 = 160 evaluations when check…",
    ("fresh_1062", (17,)): "warmup steps: 0.03 * 1000 = 30; at t = T the cosine term is cos(pi) …",
    ("fresh_1064", (25, 26, 27, 28)): "easy prompt share: 300 * 3.2 = 960; 960 / 1280 = 0.75; 30…",
    ("fresh_1064", (31, 32)): "capped easy contribution: 300 * 2 = 600 at most, against 960 with…",
    ("fresh_1065", (15, 16, 17)): "cumulative bonus 100 visits: sum_{n=1}^{100} 1/sqrt(n) = 18.5…",
    ("fresh_1065", (27, 28, 29)): "visits until bonus below gap: square-root form: (1/0.05)**2 =…",
    ("fresh_1066", (27, 28, 29)): "budget for kept traces: 10000*2400 = 24 million; 10000*4800 =…",
    ("fresh_1068", (10, 11, 12, 13)): "peak activation memory: k = sqrt(64) = 8 segments; peak =…",
    ("fresh_1068", (15, 16)): "peak activation memory: 2 stored boundaries + 64/2 = 32 replayed …",
    ("fresh_1068", (21, 22)): "compute overhead: before: 1 + 2 = 3 forward units; after: 3 + 1 =…",
    ("fresh_1069", (5, 6, 7)): "maxent path probability: P(highway) = e^2/(e^2 + e^1) = 1/(1 + e…",
    ("fresh_1072", (11, 12)): "expected count: expected answers starting with a newline = 200 * …",
    ("fresh_1072", (11, 17)): "complement share percent: 'the remaining' share = (1 - 0.96) * 10…",
    ("fresh_1072", (29, 30, 31)): "blended accuracy: 0.95 * 71 + 0.05 * 63 = 67.45 + 3.15 = 70.6…",
    ("fresh_1073", (10, 11)): "plain step direct: dJ/dp = 1, so the step is 0.1 * 1 = 0.1 and p …",
    ("fresh_1073", (22, 23, 24, 25)): "natural step: logit: natural gradient = p(1-p)/(p(1-p)) =…",
    ("fresh_1076", (7, 8, 9)): "percentage: one in twenty = 1/20 = 5%; seventeen in twenty = 17/…",
    ("fresh_1076", (16,)): "reward gain: 0.71 - 0.42 = 0.29",
    ("fresh_1077", (10, 29, 31)): "action value: with the lava weight estimated at 0 the greedy …",
    ("fresh_1080", (7, 8, 9)): "cosine lr fraction of peak: lr/peak = 0.5 * (1 + cos(pi * 0.75))…",
    ("fresh_1080", (12, 13, 14)): "mean cosine lr per quarter and ratio: mean of 0.5 * (1 + cos(…",
    ("fresh_1080", (26, 27)): "full rate equivalent steps: 62.5 * 0.05 = 3.125 (3.11 with the ex…",
    ("fresh_1081", (10, 12, 13, 14)): "probability A is best: P(theta_A > theta_B) = integral_0^…",
    ("fresh_1081", (16, 17, 18)): "probability A is best: B's CDF under Beta(1,2) is 2x - x^2; i…",
    ("fresh_1081", (29, 30, 31)): "expected regret per step: gap 0.6 - 0.4 = 0.2; 0.2 * 1/6 = 0.…",
    ("fresh_1083", (7, 8, 9)): "pulls until prior weight 0.1: (a+b)/(a+b+n) = 0.1 gives n = 9(a+…",
    ("fresh_1083", (22, 23)): "pulls until mean reaches 0.6: (50 + 0.8 n) / (100 + n) = 0.6 -> 5…",
    ("fresh_1085", (13, 14, 15, 16, 17, 18)): "vtrace fixed point value: min(1*0.8, 0.1) = 0.1; …",
    ("fresh_1085", (20, 21, 22, 23)): "expected vtrace correction: ratio right 0.9/0.2 = 4.5, cl…",
    ("fresh_1085", (33,)): "fixed point bias: 0.9 - 2/3 = 0.2333, stated rounded as point two th…",
    ("fresh_1086", (21, 22)): "log odds difference: logit(p) = ln(p/(1-p)); ln(0.968/0.032) = 3.…",
    ("fresh_1088", (29, 30, 31)): "accuracy drop: 76 - 58 = 18 and 76 - 71 = 5 percentage points",
    ("fresh_1088", (31, 32)): "share of loss prevented: saved = 71 - 58 = 13 points (= 18 - 5); …",
    ("fresh_1089", (8, 9)): "elite fraction: 50 / 500 = 0.1, one in ten",
    ("fresh_1092", (12, 15, 16, 17)): "share removed: 7200 + 1800 = 9000; 9000 / 60000 = 15 perc…",
    ("fresh_1092", (20, 21, 22)): "effective repetitions: 400 * 3 = 1200 gradient steps on the t…",
    ("fresh_1093", (13, 14)): "learning progress: 0.9 - 0.9 = 0 (noisy region); sentence 16 cont…",
    ("fresh_1093", (26, 27)): "learning progress: 0.32 - 0.24 = 0.08",
    ("fresh_1093", (28, 29)): "standard error: SE of each mean = 0.2 / sqrt(50) = 0.0283; SE of …",
    ("fresh_1094", (4,)): "shingle count: n - k + 1 = 104 - 5 + 1 = 100",
    ("fresh_1095", (10, 11)): "loss weight ratio: (1 - beta) / beta = 0.8 / 0.2 = 4",
    ("fresh_1096", (41, 42)): "net accuracy change: 30 - 28 = 2 questions; 2 / 1000 = 0.2 percen…",
    ("fresh_1096", (41, 43)): "flip rate: 30 + 28 = 58; 58 / 1000 = 5.8%; 58 / 115 = 0.504, stat…",
    ("fresh_1097", (18, 20)): "distillation weight: 2 * 0.5**7 = 0.015625, which is below the st…",
    ("fresh_1100", (9, 10)): "refusal rate gap: 8.5 - 6 = 2.5 percentage points",
    ("fresh_1100", (18, 19, 20)): "phrase filter recall and misses: recall = 2080 / 2600 = 0.80 …",
    ("fresh_1100", (30, 31)): "regenerated examples: recovered = 0.7 * 1300 = 910; left unanswer…",
    ("fresh_1101", (10, 11, 12, 14, 15, 16, 17, 18)): "value iteration sweeps: plain: V(A) <- 2 …",
    ("fresh_1101", (22, 23, 24, 25, 26, 27, 28)): "relative value iteration aperiodicity transfo…",
    ("fresh_1102", (16,)): "truncated count: 60000 * 0.077 = 4620",
    ("fresh_1103", (17, 18, 19)): "raw error reward rate updates: raw errors at R_bar = 1/3: 1 -…",
    ("fresh_1104", (13,)): "adam first moment after spike: m = 0.9*1 + 0.1*100 = 10.9",
    ("fresh_1104", (13, 14)): "spike step relative to normal: sqrt(11) = 3.3166 (stated 3.32); s…",
    ("fresh_1104", (20,)): "second moment half life: ln(0.5)/ln(0.999) = 692.8 steps, stated 'ab…",
    ("fresh_1104", (20, 22)): "second moment and step after 700 steps: v = 1 + 10*0.999**700 = 5…",
    ("fresh_1104", (27,)): "unclipped step relative to normal after 100 steps: v = 1 + 10*0.999*…",
    ("fresh_1105", (14,)): "episodes needed: 10/0.05 = 200; 10/0.01 = 1000",
    ("fresh_1105", (18, 19)): "mean return: 0.98*8 + 0.02*(-50) = 7.84 - 1 = 6.84",
    ("fresh_1105", (18, 20, 21, 22)): "true cvar: tail = 2% crashes + 3% eights; (2*(-50) + 3*8)…",
    ("fresh_1105", (26, 28, 29)): "expected sample cvar: 0.67*8 + 0.33*(-50) = 5.36 - 16.5 = -11…",
    ("fresh_1105", (29, 30)): "bias of sample cvar: -11.14 - (-15.2) = 4.06, 'roughly four point…",
    ("fresh_1106", (15, 20)): "sqrt d ratio: sqrt(7e9/4e6) = sqrt(1750) = 41.83, 'about 42'",
    ("fresh_1106", (23, 24)): "mean gradient: ((3+0)/2, (0+0.5)/2)",
    ("fresh_1106", (23, 25)): "clipped mean gradient: g1 has norm 3 > 1, scaled by 1/3 to (1, 0)…",
    ("fresh_1107", (7, 12)): "share of expectation: 0.5/0.5677 = 0.8808",
    ("fresh_1107", (30, 31)): "rescaled beta: -0.2/10 = -0.02 (rewards [0,10] reported as [0,100…",
    ("fresh_1109", (16, 17)): "weight growth after updates: factor 1 + 0.01*0.8 = 1.008; 1.008**…",
    ("fresh_1109", (17, 20)): "weight growth after updates: 1.008**500 = 53.7, about fifty-four",
    ("fresh_1110", (36,)): "optimal logit gap nats: gap at epsilon 0.2 = ln 128001 = 11.76; at e…",
    ("fresh_1113", (11, 12, 13)): "future candidate goals: final strategy: one substitute (step…",
    ("fresh_1113", (29, 30, 31)): "batch split: k = 4: 256 * 4/5 = 204.8 relabelled, 256 / 5 = 5…",
    ("fresh_1116", (10,)): "overshoot steps: 2 * 500 = 1000",
    ("fresh_1117", (35,)): "gradient scale: 1 / K with K = 10 (heads from sentence 1)",
    ("fresh_1118", (9,)): "noise reduction: standard error scales as 1/sqrt(n): 1/sqrt(4) = 0.5",
    ("fresh_1118", (20,)): "ratio of standard errors: 0.03 / 0.005 = 6",
    ("fresh_1118", (26, 29)): "required split size: 2 * 0.1 / 0.0025 = 80; 80^2 = 6400",
    ("fresh_1118", (30,)): "share of pool: 6400 / 50000 = 0.128 = 12.8%",
    ("fresh_1118", (35,)): "resolvable gap: 2 * 0.1 / sqrt(1600) = 0.2 / 40 = 0.005",
    ("fresh_1120", (33,)): "dense mask entries: 4096^2 = 16,777,216, 'about sixteen point eight…",
    ("fresh_1121", (8, 9, 10)): "laplacian eigenvalues: L = D - A for a 3-state path, degrees 1,…",
    ("fresh_1121", (22,)): "state count: 2*25 + 1 = 51",
    ("fresh_1124", (21, 22)): "split rate ratio: (1/4) / (1/20) = 0.25 / 0.05 = 5",
    ("fresh_1125", (15, 16, 17, 18)): "pairs queued: 0.9**6 = 0.531 > 0.5, 0.9**7 = 0.478 < 0.5;…",
    ("fresh_1128", (7, 8)): "system token share: 840 / (840 + 100) = 840 / 940 = 0.8936; narrati…",
    ("fresh_1128", (30, 31)): "scored tokens per example: masked: 100 + 1 = 101; unmasked system…",
    ("fresh_1129", (15, 16, 17, 18)): "td lambda update: alpha*trace*delta = 0.1*10*0.5 = 0.5; e…",
    ("fresh_1129", (36, 37)): "max step size: alpha < 1 / ceiling = 1/10 = 0.1",
    ("fresh_1132", (24, 25)): "unbiased pass at k: product over i=197..200 of (1-50/i) = 0.7462*…",
    ("fresh_1133", (6, 7)): "dueling q sum: Q = V + A: 3+1, 3+2, 3+4",
    ("fresh_1133", (8, 9)): "dueling q sum: Q = V + A: 5-1, 5+0, 5+2; same Q as sentence 7",
    ("fresh_1133", (15, 16, 17)): "dueling q max rule: max A = 2; A - max A = (-3,-2,0); Q = 5 +…",
    ("fresh_1133", (25,)): "q value range: 5-2 = 3 and 20/3-11/3 = 3",
    ("fresh_1134", (34,)): "samples to k ratio: 200/100 = 2",
    ("fresh_1135", (28,)): "combined gradient norm: aligned: 4+4 = 8; 8/sqrt(2) = 5.657; 5.657/4…",
    ("fresh_1136", (16,)): "ema effective window: effective averaging window of an exponential m…",
    ("fresh_1137", (4,)): "count bonus: beta = 0.1 carried over from sentence 2; 0.1/5 = 0.02; 0…",
    ("fresh_1137", (40, 41)): "geometric series value: 0.005/(1 - 0.99) = 0.5, which is below th…",
    ("fresh_1138", (12, 13, 14)): "average rate over decay: mean of a linear ramp = midpoint: (1…",
    ("fresh_1138", (19, 20, 21)): "average rate final tenth: rate (in units of eta_max) falls li…",
    ("fresh_1138", (29, 30, 31)): "remaining fraction linear vs cosine: linear keeps 1 - p = 0.7…",
    ("fresh_1140", (16,)): "whitened reward: (1-4)/3.536 = -0.849; (10-4)/3.536 = 1.697",
    (
        "fresh_1140",
        (23, 24, 25),
    ): "shift of the batch mean: 6/64 = 0.09375; 6/4 = 1.5 (score 4 -> 10 m…",
    (
        "fresh_1143",
        (15, 16, 17, 18),
    ): "variance of the reward part of the target: sum over k=0..4 of 0.9^(…",
    (
        "fresh_1143",
        (24, 25),
    ): "variance of a Monte Carlo return (sum of squared weights): 1 - 0.99…",
    (
        "fresh_1144",
        (8, 9, 10),
    ): "win rate and gap: 224 / 400 = 0.56 -> 56 percent; gap 65 - 56 = 9 p…",
    (
        "fresh_1144",
        (23, 24, 25),
    ): "words read and ratio: 5 * 30 = 150 words; 80 + 320 = 400 words; 400…",
    (
        "fresh_1145",
        (15, 16),
    ): "period in gradient steps: 10000 / 4 = 2500 gradient steps; 2500 / 1…",
    ("fresh_1145", (22, 23)): "mean target lag: half a period: 10000 / 2 = 5000; 2500 / 2 = 1250",
    ("fresh_1148", (6, 7)): "softmax probabilities: softmax([2,0]) = e^2/(e^2+1) = 0.881 and 1/(…",
    (
        "fresh_1148",
        (8, 9, 10),
    ): "tempered softmax probabilities: logits/0.5 = [4,0]; e^4/(e^4+1) = 0…",
    (
        "fresh_1148",
        (14, 15),
    ): "importance ratio: 0.12/0.018 = 6.67 from the rounded figures; from …",
    (
        "fresh_1150",
        (13, 14),
    ): "truncated entropy and drop: H(0.526,0.316,0.158) = 0.993; 1.142 - 0…",
    (
        "fresh_1152",
        (21, 22),
    ): "k3 and k1 at large ratio: k3 = 50 - 1 - ln 50 = 49 - 3.912 = 45.09 …",
    ("fresh_1153", (6,)): "expected duration: mean of a geometric duration on {1,2,...} = 1/be…",
    ("fresh_1153", (10,)): "survival probability: 0.9**20 = 0.1216, 'about one in eight' = 0.125",
    ("fresh_1153", (22,)): "fixed duration discount: 0.99**10 = 0.9044, said as 'point nine zer…",
    ("fresh_1153", (29, 30)): "beta for mean duration: beta = 1/25 = 0.04",
    (
        "fresh_1153",
        (30, 31),
    ): "stop probability within steps: 1 - 0.96**10 = 1 - 0.6648 = 0.3352, …",
    ("fresh_1154", (23,)): "gradient weights: k2 weight = -ln 0.5 = 0.6931; k3 weight = 1 - 0.5…",
    ("fresh_1154", (25,)): "gradient weights: k3 weight = 1 - 10 = -9; k2 weight = -ln 10 = -2.…",
    ("fresh_1156", (5, 8)): "prompt level accuracy: 0.9 ** 3 = 0.729",
    (
        "fresh_1156",
        (21, 22),
    ): "correlation lift: independent prediction 0.9*0.9 = 81%; 85 - 81 = 4…",
    (
        "fresh_1156",
        (38, 39),
    ): "prompt level gain: 0.95**3 = 0.857375; 0.857 - 0.729 = 0.128 -> 12.…",
    ("fresh_1157", (8, 9)): "importance ratio: 0.5 / 0.5 = 1",
    (
        "fresh_1157",
        (23, 24, 25),
    ): "clipped ratio: min(18, 2) = 2; share discarded 1 - 2/18 = 16/18 = 8…",
    ("fresh_1160", (12,)): "lora params qv only: 2*65,536 = 131,072 per layer; *32 = 4,194,304;…",
    (
        "fresh_1160",
        (19, 21),
    ): "count ratio: 19,988,480 / 4,194,304 = 4.77, stated as about four po…",
    ("fresh_1160", (24,)): "equal budget rank: q,v-only count per unit rank = 2*8192*32 = 524,2…",
    (
        "fresh_1160",
        (29, 30),
    ): "optimizer memory MB: 4+4+8 = 16 bytes; 20e6*16 = 320e6 bytes = 320 …",
    (
        "fresh_1160",
        (13, 31),
    ): "frozen memory GB: 6.7e9*2 bytes = 13.4 GB, stated as some thirteen …",
    ("fresh_1160", (34,)): "lora scale: alpha/r = 16/8 = 2, stated as 'doubled'",
    (
        "fresh_1161",
        (16, 17),
    ): "vi sweeps needed: smallest k with 0.9^k < 0.001: 0.9^65 = 0.00106, …",
    ("fresh_1161", (18,)): "vi total cost: 66*40,000 = 2,640,000",
    (
        "fresh_1161",
        (18, 20, 21),
    ): "relative saving percent: (2,640,000 - 1,866,667)/2,640,000 = 29.3 p…",
    (
        "fresh_1161",
        (22, 23),
    ): "vi sweep cost: 4*10,000^2 = 4e8; A = 4 carried over from sentence 11",
    ("fresh_1161", (24,)): "exact solve cost: 10,000^3/3 = 1e12/3",
    ("fresh_1161", (23, 24, 25)): "round in sweeps: (1e12/3 + 4e8)/4e8 = 833.3 + 1 = 834.3",
    (
        "fresh_1161",
        (28, 29, 30),
    ): "crossover states: round/sweep = (S^3/3)/(4 S^2) + 1 = S/12 + 1; 66/…",
    ("fresh_1161", (35,)): "dense matrix memory MB: 10,000^2 entries * 8 bytes = 8e8 bytes = 80…",
    ("fresh_1162", (7, 8)): "full matrix params: 4096*4096 = 16,777,216",
    ("fresh_1162", (9,)): "lora params one matrix: 16*(4096+4096) = 16*8192 = 131,072",
    (
        "fresh_1162",
        (8, 9, 10),
    ): "trainable fraction percent: 131,072/16,777,216 = 0.0078125 = 0.78 p…",
    (
        "fresh_1162",
        (11, 20),
    ): "trainable fraction percent: 3.125 percent from sentence 11, stated …",
    ("fresh_1162", (29,)): "lora scale: 32/16 = 2; 32/64 = 0.5",
    ("fresh_1162", (33,)): "optimizer memory MB: 131,072*16 = 2,097,152 bytes = 2.1 MB (decimal)",
    (
        "fresh_1163",
        (4, 5, 6),
    ): "vi sweeps needed: ln(1/0.9) = 0.10536; ln 1000 = 6.9078; 6.9078/0.1…",
    ("fresh_1163", (4, 7)): "vi sweeps needed: ln(1/0.99) = 0.010050; 6.9078/0.010050 = 687.3, r…",
    ("fresh_1163", (7, 8)): "error removed per sweep percent: 1 - 0.99 = 0.01 = 1 percent",
    ("fresh_1163", (9, 10)): "vi sweeps approx: ln(1000)/(1-0.99) = 6.9078/0.01 = 690.8, stated a…",
    ("fresh_1163", (4, 11)): "vi sweeps needed: ln 1000 / ln(1/0.999) = 6904.3, rounded up to 6905",
    (
        "fresh_1163",
        (20, 21),
    ): "pi round cost: 500^3/3 = 41,666,667; + 1,250,000 = 42,916,667; / 1,…",
    (
        "fresh_1163",
        (22, 23),
    ): "total cost gamma 0.9: 66*1,250,000 = 82,500,000; 6*42,916,667 = 257…",
    (
        "fresh_1163",
        (31, 32),
    ): "condition bound: (1+0.9)/(1-0.9) = 19; (1+0.99)/(1-0.99) = 199; 199…",
    ("fresh_1163", (36,)): "sweep ratio: (1/(1-0.99))/(1/(1-0.9)) = 100/10 = 10; the exact coun…",
    (
        "fresh_1164",
        (20, 22),
    ): "expected votes: 40*0.3=12 votes for the right answer; 40*0.07=2.8, …",
    ("fresh_1165", (19,)): "bonus to advantage ratio: advantage 0.2 / 100 = 0.002; 0.014 / 0.00…",
    (
        "fresh_1165",
        (28, 29),
    ): "normalised advantage: mean (0.98+0.99)/2 = 0.985; population std 0.…",
    (
        "fresh_1166",
        (19, 23),
    ): "samples saved per easy question: 40 - 8 = 32 samples given back per…",
    ("fresh_1167", (16,)): "entropy gradient: 0.999*0.001*ln(0.001/0.999) = -0.0068998; 0.0455/…",
    ("fresh_1167", (17,)): "entropy gradient peak: numerical maximum of p(1-p)ln(p/(1-p)) over …",
    ("fresh_1167", (35,)): "entropy: H(0.98) = -0.98 ln 0.98 - 0.02 ln 0.02 = 0.0198 + 0.0782 =…",
    (
        "fresh_1168",
        (9, 10, 11, 12),
    ): "labelling work fraction: labels with first-error rule = 4 (steps 1-…",
    ("fresh_1168", (14, 15, 16, 17)): "mean labels per solution: (10 + 3) / 2 = 6.5",
    ("fresh_1168", (30, 31)): "unlabelled steps: 10 - 4 = 6 unlabelled; 6/10 = 60%",
    ("fresh_1168", (35,)): "wrong positive labels: steps 2,3,4 labelled correct but lie at/afte…",
    ("fresh_1168", (38, 39)): "mislabelled solutions: 200 / 20 = 10",
    ("fresh_1169", (7, 12, 13)): "mean of quantiles: -1 + 2 + 1.5 + 3 + 4 = 9.5; 9.5 / 5 = 1.9",
    ("fresh_1169", (19,)): "mean of bottom two sorted: (-1 + 1.5) / 2 = 0.25",
    ("fresh_1169", (33,)): "softplus: softplus(0) = ln(1 + e^0) = ln 2 = 0.693 ~ 0.69",
    ("fresh_1170", (10, 11)): "accuracies: 120/200 = 0.6; 180/200 = 0.9",
    ("fresh_1170", (11, 12)): "harmonic mean F1: 2*0.6*0.9 = 1.08; 0.6+0.9 = 1.5; 1.08/1.5 = 0.72",
    ("fresh_1170", (11, 13)): "arithmetic mean: (0.6+0.9)/2 = 0.75 = 75%",
    ("fresh_1171", (28, 30)): "scaled td error: 0.5*10 = 5",
    (
        "fresh_1172",
        (15, 16, 17, 18, 19),
    ): "rubric score: A = 6/8 = 0.75; B = 7/8 = 0.875; B - A = 0.125 (12.5 …",
    (
        "fresh_1172",
        (21, 22, 23),
    ): "group advantage: mean = 2.625/4 = 0.65625 (stated truncated as 0.65…",
    ("fresh_1172", (27,)): "rubric score: 6/7 = 0.857, stated 'about point eight six'",
    (
        "fresh_1173",
        (5, 6, 7, 8),
    ): "discounted return: sum of gamma**k = 1/(1-0.9) = 10; deterministic,…",
    ("fresh_1174", (13, 14)): "compressed gap: 7.4 - 5.8 = 1.6 = (1 - 2*0.1) * 2",
    ("fresh_1174", (16,)): "expected reported score: s=0: pn = 1; s=10: 10*0.9 = 9",
    ("fresh_1174", (22,)): "ranking reversal probability: exact convolution of the two binomial…",
    ("fresh_1174", (20, 30)): "debiased variance: 1/0.8**2 = 1.5625; 0.9*1.5625 = 1.40625",
    ("fresh_1175", (8,)): "return variance random arrival: 1**T = 1 for every T, so variance 0",
    ("fresh_1175", (14, 16, 17)): "variance ratio: 0.036979/0.002067 = 17.9, stated 'roughly 18'",
    ("fresh_1175", (15, 18)): "mean return: (0.59049 + 0.205891)/2 = 0.39819",
    (
        "fresh_1175",
        (11, 19),
    ): "return variance random arrival: 0.5**5 = 0.03125; 0.5**15 = 0.00003…",
    ("fresh_1175", (21,)): "variance peak: numerical maximisation of ((g**5 - g**15)/2)**2 over…",
    (
        "fresh_1175",
        (26, 27),
    ): "coefficient of variation: mean (0.95099+0.86006)/2 = 0.90552; sd 0.…",
    (
        "fresh_1175",
        (26, 28),
    ): "coefficient of variation: (1-0.9**10)/(1+0.9**10) = 0.65132/1.34868…",
    ("fresh_1175", (33,)): "return ratio: 0.9**5/0.9**15 = 0.9**-10 = 2.868, stated 'almost 3 t…",
    (
        "fresh_1176",
        (8, 9, 21),
    ): "normaliser ratio: dividing by 500 instead of 104 scales the assista…",
    (
        "fresh_1177",
        (7, 10, 11),
    ): "bonus with offset: 0.0004 + 0.01 = 0.0104; sqrt(0.0104) = 0.10198; …",
    ("fresh_1177", (31,)): "bonus gap at 100: 0.05/sqrt(100.01) = 0.0049998 vs 0.05/sqrt(101) =…",
    ("fresh_1178", (16,)): "lost reply fraction: 1/200 = 0.5%",
    ("fresh_1178", (35, 36, 37)): "mean loss gap: 1.75 - 1.67 = 0.08 (exactly (0.5-0.02)/6 = 0.08)",
    ("fresh_1179", (16,)): "relative increase: 0.0011/0.001 - 1 = 0.1 = 10%",
    (
        "fresh_1179",
        (17, 19, 20),
    ): "shortcut error: 1/0.0953 = 10.49; 10.49/9.989 - 1 = 5.0% ('about 5%…",
    ("fresh_1180", (14,)): "probability group uniform: each uniform outcome 0.5**4 = 1/16; toge…",
    ("fresh_1180", (30,)): "conditional success rate given split: E[k | 1<=k<=3] / 4 = (4*0.9 -…",
    (
        "fresh_1181",
        (15, 16),
    ): "expected max target: E[max of 10 iid N(0,1)] = 1.5388; target = -0.…",
    ("fresh_1181", (32,)): "epsilon greedy floor: exploratory step with probability 0.1, half o…",
    ("fresh_1182", (35,)): "steps per pass over prompts: 5120/512 = 10 steps per pass; groups o…",
    (
        "fresh_1183",
        (18, 37),
    ): "constant step bias floor: floor scales with sigma: 2 * 0.35 = 0.70 …",
    (
        "fresh_1184",
        (16, 19),
    ): "over refusal rate full plus partial: 35 + 20 = 55; 55 / 250 = 0.22 …",
    ("fresh_1184", (35, 36)): "rate per prompt: 1 / 250 = 0.004 = 0.4 percentage points per prompt",
    (
        "fresh_1185",
        (11, 12, 13, 14),
    ): "primal lp values: V(B) >= 2 + 0.9 V(B) -> V(B) >= 2/0.1 = 20; V(A) …",
    (
        "fresh_1186",
        (18, 19),
    ): "unweighted average error rate: (12 + 4)/2 = 8; (2 + 18.8)/2 = 10.4 …",
    (
        "fresh_1186",
        (18, 21, 22, 23, 24),
    ): "break even cost ratio: 0.01*0.12 = 0.0012; 0.99*0.04 = 0.0396; 0.01…",
    ("fresh_1188", (12, 15, 16)): "difference: 0.7 - 0.575 = 0.125",
    ("fresh_1188", (21, 22)): "mean: (0.9 + 0.4) / 2 = 0.65",
    ("fresh_1188", (10, 26, 27)): "flip share: 50 / 200 = 0.25 = one in four",
    (
        "fresh_1189",
        (9, 10, 11, 12),
    ): "priority: P = |R + gamma * max Q(S') - Q(S,A)| = |0 + 0.9 * 8 - 0| …",
    ("fresh_1189", (13, 14)): "priority: raise-in-place keeps max(3, 7.2) = 7.2",
    ("fresh_1189", (28,)): "queue capacity: 400 * 4 = 1600 state-action pairs, one entry each",
    (
        "fresh_1189",
        (28, 29),
    ): "heap depth: levels = floor(log2 1600) + 1 = 10 + 1 = 11; 2 ** 11 = …",
    ("fresh_1190", (6,)): "judge calls: 400 pairs * 2 orders = 800 calls",
    ("fresh_1190", (16,)): "flip rate and first slot rate: flip rate (50 + 50) / 400 = 0.25; fi…",
    (
        "fresh_1190",
        (10, 21, 22),
    ): "mean and sd: mean = (100 + 144) / 400 = 0.61; population sd = sqrt(…",
    (
        "fresh_1190",
        (18, 23, 24),
    ): "z score: 0.61 - 0.5 = 0.11; 0.11 / 0.012 = 9.17, stated as 'about 9'",
    ("fresh_1191", (16, 18)): "states updated: s_0 through s_21: 21 + 1 = 22 states",
    ("fresh_1191", (19, 20)): "product: 0.9 * 0.5 = 0.45",
    ("fresh_1191", (37, 38)): "propagation bound: log 0.2 / log 0.475 = 2.162; reach 2",
    (
        "fresh_1193",
        (10, 11, 12),
    ): "expected maximum: four equally likely pairs (+1,+1),(+1,-1),(-1,+1)…",
    (
        "fresh_1196",
        (11, 12, 13),
    ): "implicit reward margin step: log-ratio step scales linearly with th…",
    (
        "fresh_1196",
        (31, 32),
    ): "sigmoid weight: sigmoid(-3) = 1/(1+e^3) = 1/21.09 = 0.0474 ('roughl…",
    ("fresh_1197", (5, 9)): "ucb1 index: total of 100 pulls from sentence 5; bonus sqrt(2 * 4.60…",
    (
        "fresh_1197",
        (26, 32),
    ): "payout over ceiling: 500 / 50 = 10; the ceiling of fifty dollars co…",
    (
        "fresh_1200",
        (10, 11, 12, 13),
    ): "passes per math prompt: 0.5 * 256000 = 128000 math draws; 128000 / …",
    ("fresh_1200", (10, 14)): "passes per code prompt: 0.3 * 256000 = 76800; 76800 / 40000 = 1.92",
    (
        "fresh_1200",
        (10, 15),
    ): "passes per chat prompt: 256000 - 128000 - 76800 = 51200 (= 0.2 * 25…",
    (
        "fresh_1200",
        (6, 10, 16),
    ): "passes per prompt size proportional: pool total 8000 + 40000 + 1120…",
    ("fresh_1200", (27,)): "oversampling factor math: 0.5 / 0.05 = 10",
    ("fresh_1200", (28,)): "oversampling factor chat: 0.2 / 0.7 = 0.2857, stated as about 0.29;…",
    ("fresh_1200", (11, 31, 33)): "freed draws: 128000 - 32000 = 96000",
    (
        "fresh_1201",
        (6, 9, 10),
    ): "discounted reward during action: 1 + 0.9 + 0.9**2 = 1 + 0.9 + 0.81 …",
    ("fresh_1201", (10, 15, 16)): "smdp action value: 2.71 + 7.29 = 10",
    ("fresh_1201", (15, 17)): "smdp action value without running discount: 3 + 7.29 = 10.29",
    ("fresh_1201", (18,)): "one step action value: 1 + 0.9 * 10 = 10",
    ("fresh_1201", (17, 18, 19)): "spurious preference: 10.29 - 10 = 0.29",
    ("fresh_1201", (25,)): "discounted reward during action: 1 + 0.99 + 0.9801 = 2.9701",
    ("fresh_1201", (25, 26)): "gap to plain count: 3 - 2.97 = 0.03 (3 - 2.9701 = 0.0299)",
    ("fresh_1202", (9,)): "token count and weight: 256 * 600 = 153600; 1/153600 = 6.51e-6",
    ("fresh_1202", (15, 16)): "token share: 240/660 = 0.3636; 360/660 = 0.5455; 60/660 = 0.0909",
    ("fresh_1202", (15, 17)): "code to math token ratio: 360 / 240 = 1.5",
    ("fresh_1202", (20,)): "target over length: 0.4/600 = 6.67e-4; 0.4/900 = 4.44e-4; 0.2/300 =…",
    (
        "fresh_1202",
        (20, 21),
    ): "reweighted prompt share: ratios are 3/4500, 2/4500, 3/4500; normali…",
    ("fresh_1203", (28, 29)): "continuation ratio: 0.25098 / 0.03125 = 8.03",
    (
        "fresh_1203",
        (25, 31),
    ): "expected discount near one: 0.5 * (0.99 + 0.99**9) = 0.5 * (0.99 + …",
    (
        "fresh_1204",
        (12, 13),
    ): "position ids: column-index positions: first real token at column 20…",
    (
        "fresh_1204",
        (25, 26),
    ): "probability ratio: log-ratio = -1.2 - (-1.5) = 0.3; ratio = exp(0.3…",
    (
        "fresh_1205",
        (6, 7, 8),
    ): "max entropy bonus: bonus = 0.01 x ln(n): 0.01 x 1.3863 = 0.01386 an…",  # hit, unread
    (
        "fresh_1205",
        (12, 13),
    ): "entropy: H = -0.95 ln 0.95 - 3 x (0.05/3) ln(0.05/3) = 0.0487 + 0.2…",
    ("fresh_1205", (18,)): "bonus reduction bits to nats: H_nats = 0.693 x H_bits, so the same …",
    ("fresh_1206", (31, 32)): "sqrt lr scaling: eta' = eta x sqrt(5) = 5^(1/2) eta = 2.2361 eta",
    ("fresh_1208", (9, 10)): "k2: k2 = 0.5 * (log r)**2; (-0.2)**2 = 0.04; 0.5 * 0.04 = 0.02",
    ("fresh_1208", (9, 11)): "k3 and k1: r = exp(-0.2) = 0.8187; k3 = (r - 1) - log r = -0.1813 +…",
    (
        "fresh_1208",
        (18, 19, 20, 21),
    ): "true kl and mean k2: KL(q||p) = 0.55 ln(1.1) + 0.45 ln(0.9) = 0.005…",
    (
        "fresh_1208",
        (23, 24, 25, 26),
    ): "true kl and mean k2: KL = 0.9 ln 1.8 + 0.1 ln 0.2 = 0.3681; E[k2] =…",
    (
        "fresh_1209",
        (18, 20, 21),
    ): "discounted variance: gamma^2 = 0.81; 0.81 * 1.64 = 1.3284, stated a…",  # hit, unread
    (
        "fresh_1209",
        (24, 25, 26),
    ): "total target variance: reward +1/-1 with equal chance: variance 1; …",
    ("fresh_1210", (9, 10, 11)): "ratio: r = 0.2 / 0.01 = 20",
    (
        "fresh_1210",
        (3, 11, 13, 14),
    ): "k2: PLANTED ERROR: k2 = 0.5 * (log r)^2 (sentence 3) = 0.5 * 2.9957…",  # hit, unread
    ("fresh_1210", (18,)): "k3: k3 = 99 - ln 100 = 99 - 4.605 = 94.395",
    (
        "fresh_1210",
        (9, 10, 20),
    ): "true kl: KL(pi_theta || pi_ref) = 0.99 ln(0.99/0.8) + 0.01 ln(0.01/…",
    (
        "fresh_1210",
        (9, 10, 21),
    ): "k3: common token r = 0.8/0.99 = 0.80808; k3 = (r - 1) - ln r = -0.1…",
    (
        "fresh_1210",
        (25, 37),
    ): "standard error: 1.590/sqrt(256) = 1.590/16 = 0.0994; 0.319/16 = 0.0…",  # hit, unread
    (
        "fresh_1211",
        (9, 12, 13),
    ): "expected sarsa next term: greedy target: sum collapses to max Q = 10",
    (
        "fresh_1211",
        (11, 26, 29),
    ): "importance ratios: 0.9625/0.85 = 1.1324; 0.0125/0.05 = 0.25",  # hit, unread
    (
        "fresh_1211",
        (26, 29, 30),
    ): "variance of weighted term: E[(rho Q)^2] = 0.85*(11.324)^2 + 3*0.05*…",
    ("fresh_1212", (21,)): 'expected tokens until stop: 1 / 0.9 = 1.111..., stated as "about on…',
    (
        "fresh_1212",
        (32, 33),
    ): "stop target ratio: 2,000,000 / 10,000 = 200 ordinary tokens per sto…",
    (
        "fresh_1213",
        (29, 30),
    ): "mean importance weight: 19/20 * 1 + 1/20 * 0.5 = 0.975, assuming th…",
    (
        "fresh_1216",
        (4, 5, 6, 7, 8, 9),
    ): "group normalised advantage: (1 - 0.375)/0.4841 = 1.2910; (0 - 0.375…",  # hit, unread
    (
        "fresh_1216",
        (8, 9, 24, 25, 26),
    ): "net advantage on step: 2*1.29 + 1*(-0.77) = 1.81 (unrounded advanta…",
    (
        "fresh_1217",
        (21, 22),
    ): "relabelled in batch: 256 * 0.8 = 204.8, stated as 'about two hundre…",
    ("fresh_1217", (20, 22, 23)): "useful relabelled: 204.8 / 20 = 10.24, stated 'about ten'",
    (
        "fresh_1217",
        (22, 23, 24),
    ): "trivial relabelled: 204.8 - 10.24 = 194.56, stated 'one hundred and…",
    ("fresh_1217", (22, 29)): "useful relabelled: 204.8 * 1/4 = 51.2, stated 'about fifty-one'",
    ("fresh_1219", (6,)): "discount from horizon: gamma = 1 - 1/T = 1 - 1/50 = 0.98",
    ("fresh_1219", (5, 10)): "value lower bound: -1/(1 - 0.99) = -100, twice the range of gamma =…",
    ("fresh_1220", (1, 2)): "win probability: logistic(gap)*100: 50.0, 88.08, 11.92; narration s…",
    (
        "fresh_1220",
        (13, 14, 15),
    ): "calibration shortfall: predicted = logistic(2.5)*100 = 92.41, about…",
    ("fresh_1220", (36,)): "spread ratio: 'has doubled' read as a ratio of 2: 1.6 / 0.8 = 2",
    (
        "fresh_1221",
        (10, 11, 12, 13),
    ): "option reward part: discounted sum of three rewards of -1: -1 - 0.9…",  # hit, unread
    (
        "fresh_1221",
        (10, 21, 22),
    ): "option arrival discount: two-step arrival: 0.9**2 = 0.81",  # hit, unread
    (
        "fresh_1222",
        (12, 19, 21, 23, 24),
    ): "decomposition other order: mix at old means 0.72 - 0.08 = 0.64; pol…",  # hit, unread
    ("fresh_1223", (35,)): "sweep count: 5 + 2 = 7 sweeps",
    (
        "fresh_1225",
        (9, 10, 11, 13),
    ): "targets per real state: TD-k trick: one target for the real state a…",
    (
        "fresh_1226",
        (20, 21, 22),
    ): "power to detect drop: P(Z > 1.645 - 2) = P(Z > -0.355) = 0.639; P(Z…",
    ("fresh_1228", (11,)): "slope: slope 1 - 2*0.2 = 0.6, i.e. distances from 0.5 keep 60 perce…",
    (
        "fresh_1228",
        (13, 14),
    ): "log odds: ln(0.9/0.1) = ln 9 = 2.197; ln(0.74/0.26) = 1.046; both s…",
    (
        "fresh_1228",
        (14, 15),
    ): "probability drop: 0.9 - 0.74 = 0.16; 'less than half the original' …",
    ("fresh_1228", (17,)): "noisy preference probability and log odds: 0.2 + 0.6*0.6 = 0.56; ln…",
    (
        "fresh_1228",
        (33, 34, 35),
    ): "inverted probability: (0.74 - 0.2) / (1 - 2*0.2) = 0.54 / 0.6 = 0.9",
    ("fresh_1228", (37,)): "amplified error: divisor 1 - 2*0.4 = 0.2; 0.02 / 0.2 = 0.1",
    ("fresh_1229", (7, 10, 11)): "bootstrap bias: gamma^2 = 0.81; 0.81*2 = 1.62",  # hit, unread
    (
        "fresh_1229",
        (11, 13, 14),
    ): "average bias: (1.62 + 1.3122)/2 = 1.4661, stated 'about one point f…",  # hit, unread
    (
        "fresh_1229",
        (21, 27, 28),
    ): "variance reduction: 1 - 2.1069/2.4661 = 0.146, stated 'about fiftee…",  # hit, unread
    (
        "fresh_1229",
        (16, 21, 29),
    ): "mean squared error: 1.458^2 + 2.4661 = 2.1258 + 2.4661 = 4.5919",  # hit, unread
    (
        "fresh_1229",
        (14, 27, 30),
    ): "mean squared error: 1.4661^2 + 2.1069 = 2.1495 + 2.1069 = 4.2563",  # hit, unread
    (
        "fresh_1230",
        (11, 13, 15),
    ): "fraction removed: 1 - 0.36/0.64 = 0.4375, stated 'about 44%'",  # hit, unread
    (
        "fresh_1230",
        (20, 21, 22),
    ): "majority of three error: 3*0.04*0.8 = 0.096; 0.2^3 = 0.008; sum 0.1…",
    ("fresh_1230", (31,)): "label variance: clean 0.95*0.05 = 0.0475; noisy mean 0.2 + 0.6*0.95…",
    ("fresh_1230", (40,)): "effective pairs: 100*0.36 = 36",
    ("fresh_1231", (5, 11)): "td value: 0 + 0.9*1 = 0.9 with alpha = 1",
    ("fresh_1231", (12,)): "td value: 0.9*0.9 = 0.81",
    ("fresh_1231", (3, 13)): "episodes to reach start: one state per episode over 20 states",
    ("fresh_1231", (16,)): "n step value: gamma^(k-1): 0.9^1, 0.9^2",
    (
        "fresh_1231",
        (26, 29, 30, 31),
    ): "ratios: 0.295/0.45 = 0.656 ('about two-thirds'); 3.428 > 3 ('more t…",  # hit, unread
    (
        "fresh_1232",
        (11, 12, 13),
    ): "logistic preference loss: summed: logit = 0.1 * 10 = 1, sigmoid(1) …",
    ("fresh_1232", (15,)): "beta for unit logit: 0.1 * 200 = 20; equivalently 1 / 0.05 = 20",
    ("fresh_1235", (19,)): "stall point: 0 + 2.98 * 0.2 = 0.596, about 0.6 (ceiling 2.98 sigma0…",
    # Sets 310-313 (fresh_1236–1251), measured once unseen on c810a96 (the checker of
    # 3f44e8d); its two false ✗ and missed slip were mended before the join:
    (
        "fresh_1236",
        (10, 11, 12),
    ): "initial_score_std: sqrt(4096) = 64; score std = 0.02 * 64 * 1 = 1.28 (…",
    ("fresh_1236", (23, 24)): "frozen_fraction: 200 / 2000 = 0.10 = 10 percent",
    ("fresh_1237", (3, 4)): "target_entropy: target = -dim(A)",
    (
        "fresh_1237",
        (7, 8, 9),
    ): "gaussian_entropy: 0.5*ln(2*pi*e*1) = 1.4189 nats per dimension; 6 * 1.…",
    (
        "fresh_1237",
        (10, 11, 12),
    ): "sigma_for_target_entropy: 0.5*ln(2*pi*e*s2) = -1 -> s2 = e^-2/(2*pi*e)…",
    (
        "fresh_1238",
        (22, 23),
    ): "factor_norm_penalty: 4^2 + 1^2 = 17; B -> B/2 gives norm 2, A -> 2A gi…",
    (
        "fresh_1238",
        (34, 35),
    ): "decay_half_life: steps to halve a factor = ln 2 / 1e-4 = 6931.5; the p…",
    (
        "fresh_1240",
        (6, 8),
    ): "bernoulli_variance: p(1-p) at p = 0.7; compared with the maximum 0.25 …",
    (
        "fresh_1240",
        (22,),
    ): "comparisons_needed: 60% means a 10-point edge; SE needed 0.05; n = (0.…",
    ("fresh_1240", (23,)): "comparisons_needed: SE needed 0.0125; sqrt(n) = 40; n = 1600",
    (
        "fresh_1240",
        (24, 25),
    ): "detection_probability: bar = 0.5 + 2 * 0.025 = 0.55 equals the true ra…",
    (
        "fresh_1240",
        (26, 27, 28),
    ): "comparisons_needed: 1.96 + 0.84 = 2.8 SE for 80% power at two-sided 5%…",
    (
        "fresh_1240",
        (30, 31),
    ): "per_comparison_variance: without ties var = 0.25; with ties scored 0.5…",
    (
        "fresh_1241",
        (14, 15, 16, 17),
    ): "shaping_bonus: F = gamma * Phi(s') - Phi(s) = 0.9 * 8 - 7 = 7.2 - 7 = …",
    (
        "fresh_1241",
        (18, 19, 20),
    ): "shaping_bonus: cutoff state treated as terminal, its potential zeroed:…",
    (
        "fresh_1241",
        (21, 22),
    ): "shaping_bonus: same zeroed convention from a cell of potential 1: bonu…",
    (
        "fresh_1242",
        (13,),
    ): "confidence_half_width: p = 0.98; 1.96 * sqrt(0.98*0.02/400) = 0.0137, …",
    ("fresh_1242", (16,)): "accuracy: ",
    (
        "fresh_1242",
        (25, 28),
    ): "agreeing_items: the 336 agreeing items are 272 + 64 (equivalently 400 …",
    (
        "fresh_1242",
        (39,),
    ): "z_ratio: difference 14/400 = 0.035; paired SE sqrt(62 - 196/400)/400 =…",
    (
        "fresh_1242",
        (40,),
    ): "familywise_false_alarm: 1 - 0.95^10 = 0.401 under independence; '40% c…",
    (
        "fresh_1244",
        (15, 16, 17),
    ): "expected_accepted_per_prompt: 'both sets yield two point four': unifor…",
    (
        "fresh_1244",
        (29, 30),
    ): "capped_expected_accepted: binomial(8, 0.1): E[min(X, 2)] = P(1) + 2 * …",
    (
        "fresh_1244",
        (25, 30),
    ): "share_of_accepted_from_easy_prompt_with_cap: easy prompt E[min(X, 2)] …",
    (
        "fresh_1244",
        (34,),
    ): "expected_draws_to_first_success: geometric waiting time 1 / p = 1 / 0.…",
    ("fresh_1244", (36,)): "probability_no_accepted_sample: 0.95^8 = 0.6634, about 66%",
    (
        "fresh_1245",
        (7, 10, 11),
    ): "one_over_n_bonus: beta / N = 0.5 / 100 = 0.005; ratio to the square-ro…",
    (
        "fresh_1247",
        (18, 19),
    ): "discount_half_life: half-life / H ~ ln 2 = 0.693, stated as about 69% …",
    (
        "fresh_1248",
        (22, 23),
    ): "decoding wasted by a runaway response: 512 - 128 = 384; 384 / 512 = 0.…",
    (
        "fresh_1248",
        (29, 30),
    ): "accuracy gap: 0.72 - 0.54 = 0.18 = 18 percentage points; 0.18 / 0.72 =…",
    ("fresh_1249", (36, 37, 38)): "gain from greedy improvement: 2 - 1.6 = 0.4",
    (
        "fresh_1251",
        (9, 10, 11),
    ): "mean lag of a hard copy: (C - 1)/2: (1000 - 1)/2 = 499.5; (2 - 1)/2 = …",
    # Sets 314-317 (fresh_1252–1267), measured once unseen on the join of sets 310-313
    # (efeda6e); its false ✗ and missed slip were mended before the join:
    (
        "fresh_1252",
        (22,),
    ): "random_walk_displacement: sqrt(1000) = 31.62 step lengths for independ…",
    ("fresh_1253", (12, 15)): "truncated_return: from step nine: 0.95**0 * 1 = 1",
    (
        "fresh_1253",
        (24, 25, 26),
    ): "truncated_return_with_bootstrap: 1 + 0.9*1 + 0.9**2 * 5 = 1 + 0.9 + 4.…",
    (
        "fresh_1253",
        (24, 25, 27),
    ): "return_without_bootstrap: dropped term 0.81*5 = 4.05; remaining 1 + 0.…",
    ("fresh_1253", (36,)): "fraction_without_bootstrap: 5 / 100 = 1/20",
    (
        "fresh_1253",
        (36, 37),
    ): "fraction_without_bootstrap: 5 / 10 = one half; n = 5 carried from sent…",
    (
        "fresh_1254",
        (12,),
    ): "tokens_ratio: 64*2048 = 131072 (rows of 2048 from sentence 11); 131072…",
    (
        "fresh_1255",
        (11, 12, 13),
    ): "n_step_target: 0 + 0.9*0 + 0.81*1 = 0.81; 0.729*1.5 = 1.0935; sum 1.90…",
    ("fresh_1255", (19,)): "truncated_target_terminal: r5 = 2",
    (
        "fresh_1255",
        (24, 29),
    ): "bootstrap_differences: 0.729*3, 0.81*3, 0.9*3 (time-limit minus termin…",
    ("fresh_1256", (26,)): "sqrt_kl_distance: d = sqrt(KL): sqrt(16) = 4, sqrt(4) = 2",
    ("fresh_1257", (4, 5, 6)): "path_length_difference: 17 - 13 = 4 steps of reward at -1 per step",
    (
        "fresh_1257",
        (7, 8, 9),
    ): "fall_probability_per_edge_step: epsilon / 4 = 0.1 / 4 = 0.025 = one in…",
    (
        "fresh_1257",
        (18, 19, 20),
    ): "expected_fall_penalty: expected falls 10 * 0.025 = 0.25; expected pena…",
    (
        "fresh_1257",
        (23, 24, 25),
    ): "expected_fall_penalty: p = 0.01 / 4 = 0.0025; 10 * 0.0025 * 100 = 2.5 …",
    (
        "fresh_1258",
        (30, 31),
    ): "least_squares_peak: least squares of R = alpha d - beta d^2 (no interc…",
    ("fresh_1260", (29, 30)): "drifted_pass_rate: 0.6 + 2 * 0.15 = 0.9",
    ("fresh_1264", (22, 23)): "accuracy_change: 3 / 2000 = 0.0015 = 0.15 percentage points",
    ("fresh_1264", (25,)): "win_probability: sigmoid(4) = 1/(1+e^-4) = 0.982",
    (
        "fresh_1265",
        (14, 15),
    ): "running_average: gap 4.5 - 2 = 2.5; new average 2 + (1/5)(2.5) = 2.5",
    ("fresh_1265", (32,)): "softmax_odds: odds = e^5 = 148.4",
    (
        "fresh_1266",
        (23,),
    ): "linear_approximation: 0.5 + 0.25 x 0.2 = 0.55; exact sigma(0.2) = 0.54…",
    ("fresh_1267", (36,)): "update_at_alpha_one: 1 x 2 x (1 - 0.307) = 1.386",
    # Sets 318-321 (fresh_1268–1283), measured once unseen on the join of sets 314-317
    # (78bd015); its false ✗ and missed slip were mended before the join:
    (
        "fresh_1268",
        (17,),
    ): "beta_change_percent: fifty percent over target gives error 0.5, clippe…",
    (
        "fresh_1268",
        (26, 27),
    ): "updates_to_double_beta: n = ln 2 / ln 1.02 = 35.003; 'about thirty-fiv…",
    (
        "fresh_1269",
        (26, 27),
    ): "coupon_collector_episodes: expected episodes to cover all 20 start pai…",
    (
        "fresh_1269",
        (29,),
    ): "start_pair_probability: pairs = 200*2 = 400; probability 1/400 = 0.002…",
    (
        "fresh_1269",
        (38,),
    ): "non_greedy_action_probability: epsilon-soft (epsilon-greedy): non-gree…",
    (
        "fresh_1270",
        (11, 12),
    ): "summed_kl_penalty: KL = 0.02*1000 = 20 nats; penalty 0.05*20 = 1.0; ra…",
    (
        "fresh_1270",
        (13, 14),
    ): "penalty_share_of_score_range: range width 4; 0.05/4 = 1.25%; 1.0/4 = 0…",
    ("fresh_1270", (34,)): "discounted_kl_ceiling: k/(1 - gamma) = 0.02/0.01 = 2",
    (
        "fresh_1271",
        (25,),
    ): "first_visit_estimate_two_episodes: (6 + 3)/2 = 4.5; the first return o…",
    (
        "fresh_1272",
        (37,),
    ): "standard_error: sqrt(0.5 * 0.5 / 400) = 0.025 = 2.5 percentage points;…",
    (
        "fresh_1272",
        (44, 45),
    ): "reward_from_padding: 0.003 * 200 = 0.6; sentence 45 compares it with t…",
    (
        "fresh_1273",
        (18, 19),
    ): "afterstates: C(9,2) = 36; 36 * 7 = 252; 252 / 504 = 0.5, so 504 / 252 …",
    (
        "fresh_1273",
        (21, 22, 23, 24),
    ): "td_update: V <- 0.4 + 0.1 * (0 + 0.7 - 0.4) = 0.4 + 0.03 = 0.43 (undis…",
    (
        "fresh_1274",
        (9, 10, 11),
    ): "judge_probability_both_orders: A first: q + b = 0.65 + 0.15 = 0.80; B …",
    ("fresh_1274", (18, 19)): "order_averaged_probability: (0.71 + 0.47) / 2 = 0.59",
    ("fresh_1274", (18, 20)): "position_bias: (0.71 - 0.47) / 2 = 0.12 ('about 0.12')",
    ("fresh_1274", (22, 23)): "flip_rate: 46 / 200 = 0.23 = 23%",
    (
        "fresh_1274",
        (32, 33),
    ): "judge_cost: 1,500 * 2 = 3,000 calls; 1,500 * 0.004 = $6 for one order;…",
    (
        "fresh_1275",
        (22, 23),
    ): "afterstate_to_pair_ratio: 2,739 / 8,631 = 0.317, stated as 'roughly a …",
    ("fresh_1275", (35,)): "table_memory_bytes: 720 * 4 = 2,880; 119 * 4 = 476",
    ("fresh_1278", (10,)): "reward_margin: A earns w_c = 1, B earns w_f = 0.2; 1 - 0.2 = 0.8",
    ("fresh_1279", (10, 11, 12)): "credit_horizon: 1 - 0.99*1 = 0.01; 1/0.01 = 100",
    ("fresh_1280", (9, 12)): "prob_at_least_one_correct: one sample: success probability 0.6 = 60%",
    (
        "fresh_1280",
        (13,),
    ): "prob_at_least_one_correct: 1 - 0.4**4 = 0.9744; 1 - 0.4**8 = 1 - 0.000…",
    (
        "fresh_1280",
        (15, 16),
    ): "prob_at_least_one_correct: 1 - 0.95**4 = 0.18549; 1 - 0.95**8 = 1 - 0.…",
    (
        "fresh_1281",
        (1, 2),
    ): "reward_mean_and_sd: mean = (3 + (-1)) / 2 = 1; variance = ((3-1)**2 + …",
    ("fresh_1281", (8, 10)): "sd_of_sample_mean: 2 / sqrt(10000) = 2 / 100 = 0.02",
    (
        "fresh_1281",
        (23, 24),
    ): "weight_of_stale_targets: under a 1/n step every target has weight 1/50…",
    (
        "fresh_1281",
        (23, 24, 25),
    ): "bias_of_running_mean: estimate = 0.9 * 10 + 0.1 * 5 = 9.5, half a unit…",
    ("fresh_1282", (5, 8)): "truncated_count: 0.05 * 2000 = 100",
    ("fresh_1283", (16, 17)): "exponential_weights: alpha (1-alpha)^(n-i) for i = 5..1",
    ("fresh_1283", (17, 25)): "weight_of_last_two: 0.5 + 0.25",
    ("fresh_1283", (31,)): "step_size: 1/1000 = 0.001 = 0.1% of the error per step",
    # Sets 322-325 (fresh_1284–1299), measured once unseen on the join of sets 318-321
    # (bc48cd0); its two false ✗ were mended before the join:
    ("fresh_1285", (27, 28)): "soft_value_stable: 1 + ln(1 + e^-1) = 1 + 0.3133 = 1.3133",
    ("fresh_1286", (5, 6)): "solutions_covered: 60000 / 10 = 6000",
    (
        "fresh_1286",
        (19, 23),
    ): "first_error_expected_labels: (1 - 0.9**100) / 0.1 = 9.9997, 'close to …",
    ("fresh_1286", (36,)): "estimate_resolution: 1 / 8 = 0.125",
    ("fresh_1287", (9,)): "q_gap: 3.6 - 2.8 = 0.8",
    (
        "fresh_1288",
        (39,),
    ): "probability_audit_misses: 0.99**30 = 0.7397; narration says 'about thr…",
    (
        "fresh_1289",
        (29, 32),
    ): "probability_full_match: 0.5**5 = 1/32, stated as 'one trajectory in th…",
    ("fresh_1290", (18,)): "bernoulli_variance: 0.729 * (1 - 0.729) = 0.729 * 0.271 = 0.19756",
    ("fresh_1290", (37,)): "estimated_flake_rate: 9 / 200 = 0.045",
    ("fresh_1291", (9, 11)): "weight_after_updates: w1 = 1.08 * 1",
    (
        "fresh_1291",
        (23,),
    ): "growth_factor_and_doubling: 1 + 0.01*(1.8 - 1) = 1.008; ln 2 / ln 1.00…",
    (
        "fresh_1292",
        (12,),
    ): "sigmoid_preference: both log-ratios zero gives margin 0 and sigma(0) =…",
    ("fresh_1295", (7, 10, 11)): "q_backup: Q(7,right) = 0 + 0.95 * Q(8,right) = 0.95 * 1",
    (
        "fresh_1295",
        (4, 13, 14),
    ): "episodes_until_start_valued: episode k first values cell 9 - k, so cel…",
    ("fresh_1295", (32,)): "useful_draw_share: 15 / 240 = 6.25%, 'roughly 6%'; 240 - 15 = 225",
    (
        "fresh_1295",
        (37,),
    ): "cost_scaling: 2 * 2 = 4; exactly 15 * 32 / (7 * 16) = 4.29 for a 16-ce…",
    (
        "fresh_1296",
        (7, 8),
    ): "all_correct_probability: 0.5**8 = 1/256, stated as 'one in two hundred…",
    (
        "fresh_1298",
        (18, 30),
    ): "wrong_answer_mass: 0.25 + 0.15 = 0.40 = 40 percent at T = 1.0; 0.05 = …",
    # Sets 326-329 (fresh_1300–1315), measured once unseen on 9a11c38; one missed slip
    # (fresh_1314) was mended before the join:
    (
        "fresh_1300",
        (10, 11, 12, 15, 16),
    ): "kl_bernoulli: KL(p||q)=p ln(p/q)+(1-p) ln((1-p)/(1-q)) for a single to…",
    ("fresh_1300", (23,)): "kl_sum_of_intervals: 5 * 0.02 = 0.1",
    ("fresh_1300", (30,)): "number_of_intervals: 2000 / 400 = 5",
    (
        "fresh_1301",
        (9, 10, 11, 12),
    ): "return_std: variance of a sum of 200 independent unit-variance terms =…",
    ("fresh_1301", (20, 21)): "truncation_bias: 0.1 * 100 = 10, undiscounted",
    (
        "fresh_1303",
        (5, 6, 7, 8, 9),
    ): "return_variance_undiscounted: Var = T*sigma^2 = T*0.25; sd = sqrt(Var)…",
    (
        "fresh_1304",
        (9, 15),
    ): "best-of-n win rate with a perfect selector: 0.8^16 = 0.02815 (stated a…",
    ("fresh_1304", (17,)): "tokens per prompt: 500 * 4 = 2000; 500 * 16 = 8000",
    (
        "fresh_1304",
        (13, 15, 17, 18, 19, 20),
    ): "win-rate gain and extra tokens per step: (0.59 - 0.2) = 0.39 -> 39 poi…",
    ("fresh_1305", (18, 19)): "row-count factor: 2^4 = 16",
    (
        "fresh_1306",
        (18, 19),
    ): "samples needed for a given gap to the ceiling: gap = 1/(n+1): 1/(9+1) …",
    (
        "fresh_1308",
        (15, 20),
    ): "reward_gap_after_call_penalty: reading policy pays 3 * 0.1 = 0.3, fall…",
    (
        "fresh_1309",
        (28, 29, 30),
    ): "advantages_of_sampled_actions: Q(0.5) = 5 - 0.25 = 4.75; Q(-0.5) = 5 -…",
    (
        "fresh_1311",
        (31, 32),
    ): "policy_gradient_wrt_weights: grad_theta log pi = score * phi(s) = 7.5 …",
    (
        "fresh_1312",
        (34, 35),
    ): "fresh pairs needed per pool refresh: 100 * 6.4 = 640; 6.4 per step (ba…",
    (
        "fresh_1313",
        (16, 17, 18, 19),
    ): "discounted value of a pellet now against a ghost three steps away: 0.9…",
    (
        "fresh_1313",
        (8, 32, 33, 34, 35, 36),
    ): "clipped and raw episode return and the ghost share of each: undiscount…",
    (
        "fresh_1315",
        (2, 5, 10),
    ): "discounted return of sequence A (raw = clipped): 1 + 0.9 + 0.81 + 0.72…",
    (
        "fresh_1316",
        (6, 7, 8),
    ): "expected_max_of_two_noisy_estimates: max over the four equally likely …",
    ("fresh_1316", (14, 17)): "target_with_larger_critic: 1 + 0.99 * 12 = 12.88",
    (
        "fresh_1316",
        (24,),
    ): "expected_min_of_two_noisy_estimates: setup carried over from sentence …",
    (
        "fresh_1317",
        (19, 20),
    ): "log_loss_confident_mistake: 1 - 0.95 = 0.05; -ln(0.05) = 2.996 nats, '…",
    (
        "fresh_1317",
        (19, 21),
    ): "log_loss_after_scaling: p_first = sigmoid(3/2) = 0.8176; p_second = 0.…",
    (
        "fresh_1317",
        (24,),
    ): "log_loss_correct_pair: -ln(0.95) = 0.0513, 'about point zero five'; -l…",
    (
        "fresh_1318",
        (7, 8),
    ): "self_inclusion_bias_of_batch_mean: bias factor 1/n = 1/64 = 0.015625 =…",
    (
        "fresh_1318",
        (31,),
    ): "normalised_success_and_failure: std = sqrt(0.02*0.98) = 0.14; (1-0.02)…",
    ("fresh_1319", (32,)): "per_token_perplexity: e^2.0 = 7.389",
    ("fresh_1320", (7,)): "bradley_terry_probability: sigmoid(1) = 0.7311",
    ("fresh_1320", (9,)): "bradley_terry_probability: sigmoid(0.2) = 0.5498",
    ("fresh_1320", (12,)): "bradley_terry_probability: sigmoid(3) = 0.9526",
    (
        "fresh_1320",
        (17, 18),
    ): "accuracy_ceiling_percent: a model that always picks the truly better r…",
    ("fresh_1320", (22, 27)): "overall_gain_points: 400*5/1000 = 2 percentage points",
    (
        "fresh_1320",
        (22, 28),
    ): "overall_gain_points: 600*6/1000 = 3.6 points; stated as 'more than thr…",
    (
        "fresh_1320",
        (35,),
    ): "binomial_interval_percent: sd = sqrt(0.6*0.4/50) = 0.0693; 0.6 -/+ 2 s…",
    ("fresh_1321", (12,)): "effective_horizon: 1/(1-0.99) = 100",
    ("fresh_1321", (13,)): "effective_horizon: 1/(1-0.999) = 1000",
    ("fresh_1321", (16, 17)): "discounted_return: sum of 0.9**k over k>=0 = 10",
    (
        "fresh_1321",
        (21, 22),
    ): "half_life_steps: ln 0.5 / ln 0.9 = 6.58; stated 'about six and a half'",
    ("fresh_1321", (27,)): "discount_weight: 0.9**30 = 0.042, below the stated bound of 5%",
    ("fresh_1321", (31,)): "discount_weight_percent: 0.9**50 = 0.00515, i.e. about 0.5%",
    ("fresh_1321", (33,)): "value_error: 0.1 * 1/(1-0.99) = 10",
    ("fresh_1321", (37,)): "discount_weight_percent: 0.99**20 = 0.818",
    (
        "fresh_1321",
        (37, 38),
    ): "discount_weight: 0.99**1000 = 4.3e-5, about four in a hundred thousand",
    ("fresh_1322", (12, 13)): "importance_weights: pi/mu per arm",
    ("fresh_1322", (25,)): "mean_weight: 4.7667/5",
    ("fresh_1323", (36,)): "norm_ratio: 20.6/13 = 1.585",
    (
        "fresh_1324",
        (5, 7, 8, 9),
    ): "majority_vote_accuracy: two-way race; P(3 right)=0.6**3=0.216; P(exact…",
    (
        "fresh_1324",
        (5, 11, 12),
    ): "majority_vote_accuracy: sum over k=3..5 of C(5,k)*0.6**k*0.4**(5-k) = …",
    (
        "fresh_1324",
        (5, 9, 12, 13, 14),
    ): "accuracy_increment: 0.648-0.6 = 0.048 (4.8 points); 0.68256-0.648 = 0.…",
    (
        "fresh_1325",
        (14, 15, 16),
    ): "softmax_slope: 1-p = 1/(1+exp(10)) = 4.54e-5; slope p*(1-p) = 4.54e-5 …",
    (
        "fresh_1327",
        (12, 13, 14, 15),
    ): "expected_max_uniform: n/(n+1): 1/2=0.5, 4/5=0.8, 9/10=0.9; 0.9-0.8=0.1…",
    (
        "fresh_1328",
        (21, 22, 23),
    ): "extra_pairs_correct: 69 - 68.5 = 0.5 percentage points; 0.005 * 2000 =…",
    (
        "fresh_1328",
        (24, 25),
    ): "standard_error_of_accuracy: sqrt(0.7 * 0.3 / 2000) = sqrt(0.000105) = …",
    ("fresh_1329", (8,)): "break_even_gain: required raw-reward gain = lambda * extra length = 0.…",
    (
        "fresh_1329",
        (10, 11, 12, 13, 14),
    ): "shaped_reward: penalty A = 0.1 * 200/100 = 0.2, B = 0.1 * 450/100 = 0.…",
    (
        "fresh_1332",
        (6, 7, 8),
    ): "kv_cache_bytes_per_token: 2 (key and value) * 32 * 8 * 128 * 2 bytes =…",
    (
        "fresh_1332",
        (10, 11),
    ): "kv_cache_per_sequence: 4096 * 128 KiB = 524288 KiB = 512 MiB = 0.5 GiB",
    (
        "fresh_1332",
        (13, 14),
    ): "sequences_that_fit: 40 GiB / 0.5 GiB per sequence = 80; the 40 GiB is …",
    (
        "fresh_1332",
        (16, 18, 19),
    ): "sequences_that_fit_multi_head: cache scales with KV heads: 32/8 = 4 ti…",
    (
        "fresh_1332",
        (27, 28),
    ): "sequences_that_fit_longer: 8192 * 128 KiB = 1 GiB per sequence (stated…",
    (
        "fresh_1332",
        (31,),
    ): "sequences_that_fit_8bit: halving bytes per token doubles the sequences…",
    (
        "fresh_1333",
        (6, 7, 9, 10, 11, 12),
    ): "weighted_rubric_score: (12 + 0 + 10 + 8 + 6) / 40 = 36 / 40 = 0.9; pri…",
    (
        "fresh_1333",
        (13, 14, 15),
    ): "weighted_rubric_score: 'resolves the issue' read as the full 12; 12 + …",
    ("fresh_1333", (12, 15, 17)): "score_gap: 0.9 - 0.8125 = 0.0875, stated as 'almost a tenth'",
    ("fresh_1333", (21,)): "max_score_cost_of_failed_criterion: 4 / 40 = 0.1",
    (
        "fresh_1333",
        (26, 27, 28),
    ): "gated_rubric_score: reward = privacy verdict (0/1) * weighted score: 0…",
    ("fresh_1333", (7, 29)): "criterion_weight_share: 4 / 40 = 10 percent",
    (
        "fresh_1334",
        (10, 11),
    ): "bernoulli_fisher_probability: 1 / (0.9 * 0.1) = 11.11, stated as about…",
    (
        "fresh_1334",
        (33,),
    ): "expected_rare_action_count: 100 * 0.01 = 1 expected sample of the rare…",
    (
        "fresh_1335",
        (12, 14),
    ): "successor_feature_constant: gamma = 0.9 carried over from sentence 12;…",
    (
        "fresh_1335",
        (31, 32, 33),
    ): "value_error_bound: L1 norm 0.1 + 0 + 5 = 5.1; bound 0.2 * 5.1 = 1.02; …",
    (
        "fresh_1335",
        (36, 37),
    ): "dot_product_cost: a d-dimensional dot product takes d multiplications …",
    ("fresh_1336", (6, 7, 8)): "difference_of_means: 0.7 - 0.55 = 0.15",
    (
        "fresh_1336",
        (27, 28),
    ): "visit_share: each count / 800; 0.1875 and 0.0625 stated rounded ('abou…",
    (
        "fresh_1337",
        (9, 10, 11, 12, 13),
    ): "linucb_width: A = I + 24 * [1,0][1,0]^T = diag(25, 1); width(1,0) = sq…",
    (
        "fresh_1337",
        (20, 21, 22),
    ): "linucb_width: diagonal entry 1 + 99 = 100; width sqrt(1/100) = 0.1, ha…",
    (
        "fresh_1337",
        (24, 25, 27),
    ): "linucb_score: score = estimate + alpha * width; alpha 1: 0.6+0.2 = 0.8…",
    (
        "fresh_1340",
        (15, 16, 17),
    ): "measured_accuracy: misread = 600 * 1/20 = 30; measured accuracy = (600…",
    ("fresh_1340", (35, 36)): "false_negative_share: 7 / 50 = 0.14 = 14 percent",
    (
        "fresh_1341",
        (8, 9, 10, 11),
    ): "variance_ratio_unpaired_vs_paired: unpaired variance per prompt = 2 * …",
    ("fresh_1341", (18, 19, 20)): "prompts_needed: n = 4 * 0.1 / 0.02**2 = 0.4 / 0.0004 = 1000",
    (
        "fresh_1341",
        (22, 23),
    ): "prompts_needed_80_percent_power: (1.96 + 0.84)**2 = 7.84; n = 7.84 * 0…",
    ("fresh_1343", (8, 9)): "ratio_of_medians: 223 / 79 = 2.823 ~ 2.8",
    ("fresh_1344", (14, 15)): "summed_log_ratio: 0.02 * 300 = 6; 0.02 * 100 = 2",
    (
        "fresh_1344",
        (15, 16),
    ): "implicit_reward: beta * sum: 0.1*6 = 0.6, 0.1*2 = 0.2; ratio 0.6/0.2 =…",
    ("fresh_1344", (21,)): "per_token_margin: 6 / 300 = 0.02, i.e. 300 times smaller",
    (
        "fresh_1344",
        (24, 25),
    ): "mean_token_logprob: (50*-0.05 + 50*-1.5)/100 = (-2.5 - 75)/100 = -0.77…",
    (
        "fresh_1347",
        (15,),
    ): "wrong_commit_probability: difference of means ~ N(0.5, 2/40); Phi(-0.5…",
    (
        "fresh_1348",
        (16, 17, 18),
    ): "averaged_distance: 0.8 / sqrt(4) = 0.4; quadratic penalty: (0.4/0.8)**…",
    ("fresh_1352", (4, 5, 6)): "accuracy_gain: 78 - 62 = 16 percentage points",
    (
        "fresh_1352",
        (27,),
    ): "tokens_per_correct_answer: 1024 / 0.78 = 1312.8, stated as 'about thir…",
    (
        "fresh_1352",
        (28,),
    ): "tokens_per_correct_answer: 4096 / 0.71 = 5769.0, stated as 'roughly fi…",
    (
        "fresh_1352",
        (27, 28, 29),
    ): "cost_ratio: 5769.0 / 1312.8 = 4.39; the sentence says 'more than four …",
    ("fresh_1352", (34,)): "correct_count: 200 * 0.78 = 156",
    (
        "fresh_1352",
        (34, 35),
    ): "standard_error_points: sqrt(0.78 * 0.22 / 200) = 0.0293, i.e. about 2.…",
    (
        "fresh_1353",
        (21, 23),
    ): "terminal_target: at a (wrongly marked) termination the target is the r…",
    ("fresh_1353", (39,)): "effective_horizon: 1 / (1 - 0.999) = 1000",
    ("fresh_1355", (17,)): "max_supported_gap: ln(0.9 / 0.1) = ln 9 = 2.1972",
    (
        "fresh_1355",
        (36,),
    ): "flip_rate_from_disagreement: solve 2*e*(1-e) = 0.18: e**2 - e + 0.09 =…",
    (
        "fresh_1356",
        (25, 26),
    ): "rule_of_three_upper_bound: rule of three: 3 / 50 = 0.06 ('three in fif…",
    (
        "fresh_1357",
        (29, 30, 31),
    ): "pass_rates_and_gap: 120 / 200 = 60 percent; 180 / 200 = 90 percent; 18…",
    (
        "fresh_1358",
        (11, 12),
    ): "expected_max_overestimate: E[max of two iid N(0, sigma^2)] = sigma / s…",
    ("fresh_1359", (35,)): "batch_mean_kl: (1 * 12 + 15 * 1.2) / 16 = 30 / 16 = 1.875 <= 2",
    ("fresh_1361", (9,)): "probability_from_log_probability: exp(-0.69) = 0.5016, 'about one half…",
    (
        "fresh_1361",
        (10,),
    ): "probability_from_log_probability: exp(-2.3) = 0.1003, 'near one in ten…",
    (
        "fresh_1364",
        (27, 32),
    ): "rounding_to_one_decimal: round(0.84,1)=0.8, round(0.76,1)=0.8; a score…",
    (
        "fresh_1366",
        (11, 13),
    ): "value_shortfall: 50 * 0.01462 = 0.731; gap carried over from sentences…",
    (
        "fresh_1366",
        (29,),
    ): "jensen_gap: (0.99**2+0.99**6)/2 - 0.99**4 = 0.000194; the narration st…",
    ("fresh_1368", (22, 23)): "gap_in_standard_errors: 3 / 1 = 3",
    ("fresh_1368", (32,)): "expected_false_positives: 20 * 0.05 = 1",
    ("fresh_1369", (6, 8)): "prob_all_wrong: 0.2**3 = 0.008",
    (
        "fresh_1369",
        (12, 13),
    ): "error_rate_among_kept: 0.008/0.52 = 0.01538 = 1.54%, said as 'about on…",
    ("fresh_1369", (14,)): "wrong_labels_kept: 5200 * 0.008/0.52 = 80 (equivalently 10000 * 0.008)",
    ("fresh_1369", (18, 19)): "majority_vote_error: 1 - 0.896 = 0.104, said as 'about ten percent'",
    (
        "fresh_1369",
        (8, 22),
    ): "prob_all_wrong_as_odds: 1/0.008 = 125, 'one in a hundred and twenty-fi…",
    ("fresh_1370", (9,)): "epsilon_greedy_nongreedy_prob: 0.1/4 = 0.025 = 2.5% per non-greedy arm…",
    (
        "fresh_1370",
        (17, 18, 19),
    ): "softmax_probabilities: exponents Q/0.5; exp values 7.389, 4.953, 2.718…",
    (
        "fresh_1370",
        (35,),
    ): "decay_stretch: ln 0.99 / ln 0.999 = 0.01005/0.0010005 = 10.05, 'about …",
    ("fresh_1373", (4, 5, 6)): "advantage: advantage = return - value prediction = 2.5 - 0",
    ("fresh_1373", (7,)): "advantage: value prediction 0 carried over from sentence 5",
    ("fresh_1373", (11,)): "squared_error: 2.5 * 2.5 = 6.25",
    ("fresh_1373", (12,)): "squared_error: error at most 0.3, so squared error at most 0.09",
    ("fresh_1373", (11, 12, 13)): "loss_ratio: 6.25 / 0.09 = 69.4, stated as close to seventy",
    (
        "fresh_1373",
        (16, 17, 18),
    ): "remaining_gap_fraction: 0.9**10 = 0.3487; 'roughly a third' is a loose…",
    (
        "fresh_1373",
        (16, 19),
    ): "remaining_gap_fraction: 0.9**22 = 0.0985 (about one tenth); 0.9**100 =…",
    (
        "fresh_1374",
        (30, 31),
    ): "reinforce_estimate: b=20: same spread as no baseline (variance 25); b=…",
    (
        "fresh_1376",
        (10, 12),
    ): "expected_truncated_per_batch: 64 * 0.8 = 51.2; narration says 'about f…",
    ("fresh_1376", (29, 32)): "tokens_truncated_answers: 8 * 4096 = 32768",
    ("fresh_1376", (29, 36)): "idle_slots: 64 - 1 = 63",
    ("fresh_1377", (7, 8)): "mix_shares: 140/200 = 0.70, 60/200 = 0.30",
    ("fresh_1377", (40, 41)): "average_reward: 0.5*0.55 + 0.5*0.4 = 0.275 + 0.2 = 0.475",
    (
        "fresh_1377",
        (38, 42),
    ): "reweighted_average_reward: first run's pass rates (0.6, 0.3) at 50/50 …",
    ("fresh_1377", (41, 42)): "gap_between_runs: 0.475 - 0.45 = 0.025",
    (
        "fresh_1378",
        (31,),
    ): "expected_min_two_iid_normal_errors: E[min(X1, X2)] = -sigma/sqrt(pi) =…",
    ("fresh_1378", (41,)): "target_weight_kept: 1 - 0.005 = 0.995 = 99.5 percent",
    ("fresh_1378", (42,)): "actor_updates: 1,000,000 / 2 = 500,000",
    ("fresh_1379", (30,)): "standard_error_factor: 1/sqrt(64) = 1/8",
    (
        "fresh_1381",
        (13, 14, 15),
    ): "final_token_weight_in_mean: 300 + 200 = 500 positions; 1/500 = 0.002; …",
    (
        "fresh_1381",
        (28, 29),
    ): "last_real_token_index: zero-based: last real index = 480 - 1 = 479; la…",
    (
        "fresh_1386",
        (31, 32),
    ): "state_value_after_two_sweeps: V2(B) = 0.25 * [(-1) + 3 * (-1.9)]; brac…",
    (
        "fresh_1387",
        (26, 27),
    ): "share_of_clipped_gradients: 4 / 32 = 0.125 = 12.5 percent; 32 - 4 = 28…",
    (
        "fresh_1388",
        (14, 15, 16),
    ): "labels_per_budget: majority label = 3 * 1 dollar = 3 dollars; 600 / 3 …",
    (
        "fresh_1389",
        (5, 6, 7, 8),
    ): "softmax_probability: T=1: e**2/(e**2+1) = 0.8808 (about point eight ei…",
    ("fresh_1389", (12, 13, 15)): "valid_prompts: 1000 * (1 - 1/20) = 950; 1000 * (1 - 0.18) = 820",
    ("fresh_1389", (14, 16, 17)): "distinct_prompt_gap: 720 - 550 = 170",
    ("fresh_1392", (18, 19, 20)): "share_of_credit_from_trivial_tests: 2 / 5 = 0.4 = 40%",
    ("fresh_1392", (22, 23)): "total_test_weight: 2*0.5 + 3*2 = 1 + 6 = 7",
    (
        "fresh_1392",
        (28,),
    ): "score_drop: total of five tests carried from the running example (sent…",
    (
        "fresh_1392",
        (34, 35, 36, 37),
    ): "mean_fraction_over_problems: A: 3/5 = 0.6 on each of 10 problems; B: (…",
    (
        "fresh_1393",
        (22, 23),
    ): "approx_95_interval: 3.5 -/+ 2*0.919 = 1.66 .. 5.34; narration says 'ro…",
    ("fresh_1393", (26,)): "distance_to_budget: 5 - 3.5 = 1.5 percentage points",
    (
        "fresh_1393",
        (26, 27),
    ): "required_sample_size: 2*sqrt(p(1-p)/n) = 0.015 -> n = 4*0.033775/0.000…",
    (
        "fresh_1393",
        (18, 27, 28),
    ): "ratio_to_first_run: 'half as many again' = 1.5 times; 600/400 = 1.5",
    ("fresh_1394", (11,)): "immediate_shortfall: 0.55 - 0.5",
    (
        "fresh_1394",
        (31,),
    ): "expected_totals_three_pulls: exact dynamic programme over outcomes (B …",
    (
        "fresh_1394",
        (32,),
    ): "expected_totals_seven_pulls: same dynamic programme with 7 pulls: B fi…",
    ("fresh_1395", (3,)): "cells_and_weights: 8*8 = 64 cells; 64/(2*2) = 16 blocks, one weight ea…",
    ("fresh_1395", (3, 4)): "parameter_saving_factor: 64/16 = 4 ('fourfold')",
    ("fresh_1395", (34,)): "td_bound_factor: 1/(1 - 0.9) = 10",
    ("fresh_1396", (1, 2)): "positive_rate: 500 / 10000 = 0.05, said as 'one in twenty'",
    ("fresh_1396", (5, 6)): "accuracy: constant thumbs-down predictor: 9500 / 10000 = 0.95 = 95%",
    (
        "fresh_1396",
        (30, 31),
    ): "weighted_count: 500 * 19 = 9500, equal to the 9500 negatives at weight…",
    (
        "fresh_1397",
        (11, 12, 13),
    ): "relu_forward: model A: h = (relu(2*-1), relu(-1*-1)) = (0, 1), output …",
    (
        "fresh_1397",
        (15, 16),
    ): "averaged_network_output: averaged input weights ((2-1)/2, (-1+2)/2) = …",
    ("fresh_1399", (5, 6, 7, 9)): "total_reward: sum of the ten rewards in pull order",
    (
        "fresh_1399",
        (21,),
    ): "constant_step_estimates: 0 -> 0.2 -> 0.2 + 0.2 * 1.8 = 0.56 -> 0.56 - …",
    (
        "fresh_1400",
        (8, 12),
    ): "win_rate_ties_dropped: 40 / 75 = 0.5333 -> 53.3 percent; narration say…",
    ("fresh_1400", (8, 13)): "win_rate_ties_as_losses: 40 / 100 = 40 percent",
    (
        "fresh_1401",
        (8, 9, 10, 11),
    ): "dedup_removals: 300 * 1 + 40 * 2 + 1 * 11 = 391; 391 / 10000 = 3.91 pe…",
    (
        "fresh_1401",
        (11, 12),
    ): "share_of_removals: 11 / 391 = 2.81 percent, stated as 'less than three…",
    (
        "fresh_1401",
        (14, 15, 16, 17, 18),
    ): "dedup_removals_by_method: connected components: edges A-B and B-C pass…",
    (
        "fresh_1401",
        (8, 21),
    ): "removal_share: 1150 / 10000 = 11.5 percent; the 1150 itself is a hypot…",
    (
        "fresh_1403",
        (9, 22),
    ): "coefficient_of_variation: sqrt(0.8 / 0.2) = 2, independent of gamma^k …",
    (
        "fresh_1403",
        (30, 31),
    ): "return_variance: gap = 1; 0.1875 * 1^2 = 0.1875; 0.1875 / 0.75 = 0.25 …",
    ("fresh_1403", (36,)): "prob_no_success: 0.8^10 = 0.10737",
    ("fresh_1403", (37,)): "max_bernoulli_variance: p(1-p) at p = 0.5 is 0.25, its maximum",
    (
        "fresh_1404",
        (30, 31, 32),
    ): "batch_mean_summed_kl: (36 - 4) / 32 = 1 nat added to the batch mean, 4…",
    (
        "fresh_1405",
        (11, 12, 13),
    ): "expected_reward_answer_vs_abstain: 1/5 = 0.2 expected reward for answe…",
    (
        "fresh_1406",
        (11, 12, 13),
    ): "score_vector: indicator minus probability: (0-0.665, 1-0.245, 0-0.090)…",
    ("fresh_1406", (25,)): "push_ratio: 0.665 / 0.090 = 7.39, 'more than 7 times'",
    ("fresh_1406", (36,)): "score_ratio: (1 - 0.99) / (1 - 0.5) = 0.01 / 0.5 = 0.02 = one-fiftieth",
    ("fresh_1407", (20,)): "estimate_gap: 2.25 - 1.75 = 0.5; 0.5 / 1.75 = 28.6%, 'about 29%'",
    (
        "fresh_1407",
        (33,),
    ): "return_count: 10 * 3 = 30 every-visit returns; first-visit gets one pe…",
    ("fresh_1408", (15, 16)): "compounded_ratio: one update: 1.2; two updates: 1.2 ** 2 = 1.44",
    (
        "fresh_1408",
        (17,),
    ): "compounded_ratio: 'halved' read as factor 0.5 per update; 0.5 ** 2 = 0…",
    (
        "fresh_1409",
        (11, 12),
    ): "best_of_two_gain: gain p(1 - p) = 0.5 * 0.5 = 0.25, maximal at p = 0.5…",
    (
        "fresh_1409",
        (13, 14),
    ): "best_of_two_success: 1 - 0.7 ** 2 = 0.51, gain 21 points; 1 - 0.1 ** 2…",
    (
        "fresh_1409",
        (20, 21, 23, 24),
    ): "expected_max_uniform: mean of U(4, 8) = 6; E[max of 2] = low + (high -…",
    ("fresh_1410", (22,)): "bootstrap_share_percent: 2.916 / 5.536 = 0.5267, stated as about 53%",
    ("fresh_1412", (15,)): "accuracy_percent: 20 / 64 = 0.3125 = 31.25%",
    (
        "fresh_1412",
        (32, 33),
    ): "weighted_score: boxed wrong: 0.1*1 + 1*0 = 0.1; boxed right: 0.1*1 + 1…",
    ("fresh_1412", (33, 34)): "score_gap: 1.1 - 0.1 = 1.0",
    (
        "fresh_1412",
        (35,),
    ): "weighted_score: unboxed right: 1.5*0 + 1*1 = 1; boxed wrong: 1.5*1 + 0…",
    (
        "fresh_1413",
        (8, 9, 10, 11),
    ): "per_token_weight_ratio: 1/40 = 0.025; 1/400 = 0.0025; 0.025 / 0.0025 =…",
    (
        "fresh_1413",
        (28, 29),
    ): "micro_batch_share: 100/1000 = 0.1; 400/1000 = 0.4 (fourth micro-batch'…",
    (
        "fresh_1414",
        (23,),
    ): "discounted_visitation: 1/1.9 = 0.5263, 0.9/1.9 = 0.4737; 1/1.1 = 0.909…",
    (
        "fresh_1416",
        (22, 23, 24),
    ): "uniform_rounding_error_variance: Var(U(-1/2,1/2)) = width^2/12 = 1/12 …",
    (
        "fresh_1417",
        (32, 33),
    ): "majority_of_five_accuracy: p^5 + 5p^4q + 10p^3q^2 = 0.2373+0.3955+0.26…",
    (
        "fresh_1419",
        (29, 30, 31),
    ): "bias_propagation_along_chain: with alpha = 1 the correct value moves b…",
    (
        "fresh_1420",
        (6, 7, 8),
    ): "expected_value_of_continuing: cost = 10 * 0.1 = 1; value = 0.6 * 1 - 1…",
    (
        "fresh_1420",
        (27, 28),
    ): "cost_of_failed_attempt: 10 * 0.1 = 1, so a quit penalty of 1 matches w…",
    (
        "fresh_1420",
        (31,),
    ): "break_even_step_cost: c* = 0.6 * 2 / 10 = 0.12 (inputs p and steps car…",
    ("fresh_1421", (5, 6)): "partial_credit_reward: 3 * 0.25 = 0.75",
    (
        "fresh_1421",
        (10, 11),
    ): "mean_all_or_nothing_reward: mean reward = solve rate = 1/20 = 0.05; 20…",
    (
        "fresh_1421",
        (10, 12),
    ): "mean_partial_credit_reward: with equal weights summing to 1, expected …",
    ("fresh_1421", (17,)): "partial_credit_reward: 1/3 = 0.333, stated as about 0.33",
    (
        "fresh_1421",
        (21, 22, 23),
    ): "weighted_partial_credit: other half split two ways: 0.5/2 = 0.25 each;…",
    ("fresh_1423", (10,)): "epsilon_greedy_action_prob: p = 1 - 1 + 1/2 = 0.5",
    ("fresh_1423", (15, 16)): "reach_probability: p = 1 - 0.1 + 0.05 = 0.95; 0.95**2 = 0.9025",
    ("fresh_1423", (22,)): "reach_probability: 0.9**10 = 0.3487, stated as about 0.35",
    (
        "fresh_1423",
        (29,),
    ): "reach_probability: p = 1 - 0.05 + 0.025 = 0.975; 0.975**2 = 0.9506, ab…",
    ("fresh_1423", (34,)): "reach_probability: (0.2/2)**2 = 0.01",
    (
        "fresh_1424",
        (25, 26),
    ): "expected_false_positives: 20 * 1/20 = 1 expected false winner (p = 0.0…",
    ("fresh_1424", (30, 31)): "mean_paired_gain: (2.5 + 1 + 2.5) / 3 = 2",
    (
        "fresh_1425",
        (18, 19),
    ): "mean_drop: four tasks read as ~0 change ('less than a point'), fifth -…",
    ("fresh_1426", (31,)): "step_size_percent: 1/1000 = 0.001 = 0.1 percent of the error",
    ("fresh_1428", (22, 23, 24)): "standardised_score: (1.4-0.2)/0.6=1.2/0.6=2",
    ("fresh_1429", (2, 3)): "cost_ratio_per_attempt: 8000/800=10",
    ("fresh_1429", (4, 14, 16)): "pass_rate_gap: 80-60=20 points",
    ("fresh_1429", (20, 21)): "miss_share: 1-0.64=0.36=36%",
    (
        "fresh_1430",
        (31,),
    ): "in_place_sweep_ABC: A=max(0.5+0, 0.9*0)=0.5; B=max(0.9*0.5, 0.9*0)=0.4…",
    (
        "fresh_1430",
        (37, 38),
    ): "change_between_sweeps: change in B 9-0=9; change in A 0.95-0.5=0.45; r…",
    (
        "fresh_1431",
        (12, 13, 14),
    ): "replacing_trace: reset to 1 at steps 0 and 1, decay to 1*0.72 at step …",
    ("fresh_1432", (7, 8)): "verdict_count: 200 pairs x 2 orders = 400 verdicts",
    (
        "fresh_1432",
        (9, 10, 11, 12, 13),
    ): "flip_rate: flip rate = 60/200 = 0.30 = 30%; consistency = 140/200 = 70…",
    ("fresh_1432", (23, 24)): "gap_from_unbiased: 59 - 50 = 9 percentage points",
    ("fresh_1433", (17,)): "train_heldout_gap: 0.78 - 0.66 = 0.12",
    (
        "fresh_1433",
        (5, 23, 24, 25),
    ): "patience_stop_step: 1200 + 3*200 = 1800; 1800 - 1200 = 600 steps past …",
    (
        "fresh_1434",
        (31, 32, 33),
    ): "value_loss_vs_always_right: 1 - 0.736 = 0.264 -> about 26%; 1 - 0.429/…",
    (
        "fresh_1435",
        (18,),
    ): "episodes_to_floor_factor_0.9: approx ln20/0.1 = 29.96 ~ 30; exact ln0.…",
    (
        "fresh_1435",
        (29, 30),
    ): "episode_epsilon_crosses_half: 0.99**69 = 0.4998 < 0.5; linear: 1 - 0.9…",
    (
        "fresh_1436",
        (26,),
    ): "probability_all_fail: (1-0.1)**8 = 0.9**8 = 0.4305, 'forty-three times…",
    (
        "fresh_1436",
        (32,),
    ): "probability_all_pass: 0.9**4 = 0.6561, 'about sixty-six times in a hun…",
    (
        "fresh_1437",
        (3, 4, 5, 6, 7),
    ): "false_pass_rate_and_measured_reward: PLANTED ERROR: 0.4 * 0.01 = 0.004…",
    ("fresh_1437", (11,)): "false_pass_rate: (1-0.9) * 0.01 = 0.001, one per thousand",
    ("fresh_1437", (16, 17)): "expected_reward_gap: 1 - 0.01 = 0.99",
    ("fresh_1437", (26,)): "false_pass_growth_factor: 0.1/0.01 = 10",
    (
        "fresh_1437",
        (36, 38, 39, 40),
    ): "unearned_reward_share: false passes 0.98*0.01 = 0.0098 ('about one per…",
    (
        "fresh_1438",
        (22,),
    ): "constant_step_update: 0 + 0.5*(1 - 0) = 0.5; alpha and G carried over …",
    (
        "fresh_1438",
        (35,),
    ): "discounted_return: ten stays, then go to B, then go to the goal: the r…",
    (
        "fresh_1439",
        (8, 9, 10),
    ): "softmax_probabilities: 7.389/11.756, 2.718/11.756, 1.649/11.756; 0.629…",
    (
        "fresh_1439",
        (15, 16, 17),
    ): "softmax_probabilities: 54.598/64.705, 7.389/64.705, 2.718/64.705; wors…",
    ("fresh_1439", (34,)): "probability_ratio: 0.2312/0.1402 = e^0.5 = 1.649",
    (
        "fresh_1439",
        (38,),
    ): "softmax_exponent: 2/0.002 = 1000; e^1000 exceeds the float64 maximum o…",
    ("fresh_1440", (37, 38)): "learning_rate: 3e-6 / 4 = 7.5e-7",
    ("fresh_1441", (34, 35, 36)): "accuracy_gap: 68 - 62.5 = 5.5 percentage points",
    ("fresh_1443", (8, 9)): "squared_errors_BCD: (-0.1)**2 = 0.01; 0.4**2 = 0.16; 2.0**2 = 4.0",
    ("fresh_1443", (15,)): "share_of_error_from_D: 0.2 / 0.247 = 0.8097, about 81%",
    ("fresh_1443", (24,)): "contribution_D_rarer: 0.005 * 2.0**2 = 0.005 * 4.0 = 0.02",
    (
        "fresh_1443",
        (31, 32),
    ): "ve_after_halving_D: 1.0**2 = 1.0; 0.05*1.0 = 0.05; 0.247 - 0.2 + 0.05 …",
    (
        "fresh_1444",
        (6, 7),
    ): "pairwise_accuracy: training accuracy = 1900 / 2000 = 0.95 = 95 percent",
    (
        "fresh_1444",
        (11,),
    ): "accuracy_gap: 95 - 70 = 25 percentage points; both accuracies carried …",
    (
        "fresh_1445",
        (5, 6),
    ): "softmax: gap 2 - 1.5 = 0.5; 1/(1+e^-0.5) = 0.6225, remainder 0.3775; s…",
    (
        "fresh_1445",
        (7, 8),
    ): "softmax: scaled gap 0.5 / 0.5 = 1; 1/(1+e^-1) = 0.7311; logits carried…",
    (
        "fresh_1445",
        (10,),
    ): "softmax: scaled gap 0.5 / 0.1 = 5; 1/(1+e^-5) = 0.9933, which is 'more…",
    (
        "fresh_1445",
        (24, 25),
    ): "pass_at_k: with identical copies every sample has the same outcome, so…",
    (
        "fresh_1446",
        (36, 37),
    ): "expected_steps_to_goal: 3*4 = 12, 10*11 = 110; n(n+1) checked against …",
    ("fresh_1447", (7, 8, 9)): "difference: 2.4 - 2.0 = 0.4; 4.1 - 3.5 = 0.6",
    (
        "fresh_1447",
        (30, 31),
    ): "target_lag: 10000 / 2 = 5000 updates halfway; 10000 - 1 = 9999 just be…",
    ("fresh_1447", (35,)): "target_difference: 0.99 * 0.6 = 0.594",
    (
        "fresh_1448",
        (9, 20, 21),
    ): "capped_bonus: min(12, 3) * 0.1 = 0.3; 'at most' because B's correctnes…",
    ("fresh_1448", (21, 22)): "reward_gap: 1.2 - 0.3 = 0.9",
    ("fresh_1448", (31, 32)): "expected_wrong_verdicts: 12 * (1 - 9/10) = 1.2",
    ("fresh_1449", (12, 15, 16)): "noise_to_signal_ratio: 'twice': 1.2 / 0.6 = 2",
    (
        "fresh_1449",
        (19, 20),
    ): "cost_and_spread_ratio: rollouts 64/4 = 16; spread 1.2/0.3 = sqrt(16) =…",
    ("fresh_1449", (27, 28)): "prompts_with_signal: 64 * 3/4 = 48 ('about')",
    ("fresh_1450", (4, 7)): "greedy_value: max = 2.0, argmax S",
    ("fresh_1450", (5, 15)): "greedy_value: tie between L and S at 0.4",
    ("fresh_1450", (6, 23)): "greedy_value: max of an all-negative row is the least negative, -0.5",
    ("fresh_1450", (33, 34)): "epsilon_greedy_probability: 1 - 0.1 + 0.1/3 = 0.9333 (93.3%)",
    ("fresh_1451", (7, 8)): "pull_count_total: 12 + 5 + 3 = 20",
    (
        "fresh_1451",
        (7, 22, 25),
    ): "expected_regret: 20 - 6 = 14; 3*0.3 + 1*0.5 = 1.4; 1.6 + 1.4 = 3.0",
    (
        "fresh_1452",
        (9, 10, 11),
    ): "entropy_nats: -(0.9 ln 0.9 + 0.1 ln 0.1) = 0.0948 + 0.2303 = 0.3251; l…",
    ("fresh_1453", (3, 4, 5)): "standard_error: sqrt(0.1*0.9/100) = sqrt(0.0009) = 0.03",
    ("fresh_1453", (6,)): "approx_95_interval: 0.1 - 2*0.03 = 0.04; 0.1 + 2*0.03 = 0.16",
    (
        "fresh_1453",
        (11, 12),
    ): "standard_error: expected errors 0.1*400 = 40 (0.1*100 = 10); sqrt(0.1*…",
    ("fresh_1453", (14, 15, 16)): "gold_items_needed: (2/0.02)^2 * 0.1*0.9 = 10000*0.09 = 900",
    ("fresh_1453", (24,)): "rule_of_three_n: 3/0.01 = 300",
    ("fresh_1456", (10,)): "window_count: windows = 60 - 13 + 1 = 48",
    ("fresh_1456", (23,)): "accuracy_gap: 0.81 - 0.62 = 0.19, said as nineteen points",
    ("fresh_1457", (21, 22)): "per_test_reward: 4 hard + (8 - 2) easy = 10 of 12; 10 / 12 = 0.8333",
    ("fresh_1457", (26,)): "weighted_easy_share: 3*4 + 1*8 = 20; easy share 8 / 20 = 0.4",
    ("fresh_1459", (33,)): "standard_error: sqrt(6.667 / 16) = 0.645; equivalently 1.29 / 2",
    (
        "fresh_1460",
        (4, 5, 6),
    ): "summed_score_gap: -15 - (-36) = 21; the short answer wins under the su…",
    (
        "fresh_1460",
        (22, 25, 26),
    ): "scaled_margin: gap -36 - (-15) = -21; 2 * -21 = -42; ratio 42/0.2 = 21…",
    ("fresh_1461", (12,)): "pass_rate: 8/20 = 0.4",
    ("fresh_1461", (19,)): "threshold_gap_in_se: (0.8-0.75)/0.0968 = 0.52, 'about half'",
    (
        "fresh_1461",
        (22,),
    ): "standard_error: sqrt(0.1875/80) = 0.0484; four times the window halves…",
    ("fresh_1461", (29, 30, 31)): "attempt_budget: 5*4*20 = 400; with window 40: 5*4*40 = 800",
    ("fresh_1462", (28,)): "beta_mean: Beta(1+1, 1+1) = Beta(2, 2); mean 2/4 = 0.5",
    (
        "fresh_1464",
        (3, 4, 5, 6),
    ): "honest_path_return: checkpoints: 5*1 = 5; plus goal 10 gives 15 (undis…",
    ("fresh_1466", (20,)): "update_gaps: R - Q before each of updates 2-5",
    (
        "fresh_1466",
        (31,),
    ): "constant_step_estimate_started_at_first_reward: 2 -> 2.2 -> 2.58 -> 3.…",
    (
        "fresh_1466",
        (32,),
    ): "first_reward_index_where_running_mean_lag_exceeds_constant_step_lag: n…",
    ("fresh_1467", (15,)): "q_margin: 6.2 - 5.5 = 0.7",
    (
        "fresh_1467",
        (19, 20),
    ): "break_even_slip_probability: (1-p)*9 - 5p = 9 - 14p; 9 - 14p = 5.5 -> …",
    ("fresh_1467", (31, 32, 33)): "mean_of_sample_backup: 0.8*9 + 0.2*(-5) = 7.2 - 1 = 6.2",
    ("fresh_1468", (6,)): "measured_accuracy_ceiling: a perfect model agrees with every clean lab…",
    (
        "fresh_1468",
        (26, 27),
    ): "log_odds: ln(0.9/0.1) = 2.197, ln(0.82/0.18) = 1.516 ('about'); shrink…",
    ("fresh_1468", (34,)): "error_rate: 1 - 0.8 = 0.2, 'one pair in five'",
    ("fresh_1469", (6, 7, 8)): "advantage: A = 1 - 0.6 = 0.4, the same at each of the four tokens",
    ("fresh_1469", (33,)): "kl_penalty: 0.05 * 2 = 0.1",
    ("fresh_1470", (6,)): "importance_ratio: rho_2 = 0.5 / 0.5",
    ("fresh_1470", (7,)): "importance_ratio: rho_3 = 0.2 / 0.8",
    ("fresh_1471", (16,)): "weight_step: alpha * delta * x(A)",
    ("fresh_1471", (16, 17)): "new_weights: w + dw",
    (
        "fresh_1471",
        (23,),
    ): "step_scale_factor: alpha*||x||^2 scales with the square of the feature…",
    ("fresh_1471", (38,)): "td_error_bound_factor: 1 / (1 - 0.9)",
    (
        "fresh_1472",
        (10, 11),
    ): "predicted preference (logistic of score gap): 1.2 - 0.4 = 0.8; 1/(1+e^…",
    ("fresh_1472", (17, 18)): "re-centred score: 2.1 - 0.6 = 1.5",
    ("fresh_1473", (7, 8, 9)): "win rate with ties as half: 30*0.5=15; 195+15=210; 210/300=0.70",
    ("fresh_1473", (11, 12)): "standard error of win rate: sqrt(0.21/300)=sqrt(0.0007)=0.0265",
    ("fresh_1473", (20,)): "losses per hundred: 100-95=5; 100-97=3",
    ("fresh_1473", (33,)): "interval width ratio: sqrt(300/40)=sqrt(7.5)=2.739 ~ 2.75",
    (
        "fresh_1474",
        (11, 12, 13),
    ): "state value and exploration cost: 0.9*1 + 0.1*0.2 = 0.92; 1-0.92 = 0.0…",
    ("fresh_1474", (15,)): "value with epsilon 0.1: 0.05*0.8=0.04; 0.95+0.05*0.2=0.96",
    ("fresh_1474", (33,)): "probability shared by non-greedy actions: 9*0.2/10=0.18",
    ("fresh_1475", (9,)): "counterfactual mean: 18/3=6",
}


def _rounding(labelled: float) -> float:
    """How far a computed value may be from a label rounded to its digits ("21.6" for
    21.589): half a unit of the label's last digit, and at least 0.006; and 0.05% of it, for
    a value computed from an intermediate the lesson writes rounded (500 × (−1.609) is
    −804.5; the label, from ln 0.2 unrounded, says −804.7)."""
    digits = len(repr(labelled).partition(".")[2].rstrip("0"))
    return max(0.006, 0.5 * 10.0**-digits + 1e-9, 0.0005 * abs(labelled))


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_every_labelled_example_is_found_and_a_wrong_result_is_a_cross(path: Path) -> None:
    """Each labelled worked example is checked; a planted wrong result is a ✗ with both values."""
    lesson, labels, sentences = _labelled(path)
    examples = find_examples(lesson)
    for label in labels["worked_examples"]:
        ids = {sentences[i].id for i in label["sentences"] if i in sentences}
        hits = [e for e in examples if ids & set(e.statement_ids)]
        known = NOT_FOUND.get((path.stem, tuple(label["sentences"])))
        # A known miss stays one until its own stated result is read (an example of a
        # neighbouring sentence does not read it). Two labels of the same sentences share
        # one key: the entry stands while either of them is unread (fresh_838's perplexities
        # are read, the drop said of them is not).
        if known is not None and any(
            tuple(other["sentences"]) == tuple(label["sentences"])
            and not any(reads(e, ids, other["stated"]) for e in hits)
            for other in labels["worked_examples"]
        ):
            continue
        assert known is None, f"found now, take it off NOT_FOUND: {known}"
        assert hits, f"sentences {label['sentences']} ({label['quantity']}) not checked"
        if label["agrees"]:
            continue
        crosses = [
            (e.stated, e.computed)
            for e in hits
            if not e.ok
            and any(abs(e.stated - v) < 1e-9 for v in label["stated"])
            and any(abs(e.computed - v) <= _rounding(v) for v in label["computed"])
        ]
        missed = NOT_CAUGHT.get((path.stem, tuple(label["sentences"])))
        if missed is not None and not crosses:
            continue
        assert missed is None, f"caught now, take it off NOT_CAUGHT: {missed}"
        assert crosses, f"sentences {label['sentences']}: no ✗ with the labelled values: {hits}"


# Planted wrong results whose example is found in part (one of its steps checks out) while the
# wrong step is not checked, and what that step lacks.
NOT_CAUGHT = {
    # Set 76 (fresh_301): "… average four evaluations. Dividing by four brings it under one
    # point, to about point nine": the division is right as said (3.5 / 4, read since session
    # 43 by the operation searched among the values before); the slip is that the rule set out
    # before divides by the square root of the count, which no arithmetic of the sentence shows.
    ("fresh_301", (14, 15, 16)): "÷√k stated as a rule, then 'Dividing by four', right as said",
    # Set 168: "Take beta equal to point one … The log-ratios sum to one, and multiplying by beta
    # gives a total penalty of point zero one": the sum is read and right; "multiplying by
    # beta" of the value just said, with beta bound a sentence before, is not read.
    ("fresh_669", (26, 27, 28)): "1 × β said as 'multiplying by beta gives', stated as 0.01",
    # Set 167: "Exactly two right has probability three times point six squared times point four,
    # which is point four three two. Adding the case where all three are right, point six cubed,
    # the majority is right with probability point seven nine two": the first step is read and
    # right; the sum with "point six cubed" said without its value is not read.
    ("fresh_665", (21, 22, 23, 24)): "0.432 + 0.6³ said in words, stated as 0.792",
    # Set 165: "The crop window can start at \\(92 - 84 = 8\\) offsets …, so there are \\(8^2 =
    # 64\\) distinct shifts": both equations are read and right as written; the slip is the
    # count of offsets (0 to 8 is nine, an off-by-one).
    ("fresh_659", (5, 8, 9)): "\\(92 - 84\\) offsets for 92 − 84 + 1: a fencepost count",
    # Set 162: "Adding the rungs up, the whole sweep costs \\(3 \\times 27 = 81\\) GPU-hours": the
    # equation is read and right as written; the slip is its count of rungs (four, said two
    # sentences before).
    ("fresh_646", (13, 14, 15, 16, 17)): "\\(3 \\times 27\\) for four rungs of 27 GPU-hours",
    # Set 66: "That gives five successes over seven trials, about point seven one": 5/7 is
    # read and right as said; the slip is the count of trials, a Beta(2, 2) prior and 4 samples
    # (8, not 7).
    ("fresh_261", (22, 23, 24)): "a Beta(2, 2) prior added to 3 of 4: 5/8, stated as 5/7",
    # Set 148: "we need to multiply the 400 episodes by that factor. That comes to 800": the
    # factor is the "four times" of the sentence before; 400 × 2, right as said, is read.
    ("fresh_591", (11, 12, 13)): "400 × 2 for 400 × 4: 'that factor' is four",
    # Set 147: "The compute is then 6 times \\(N\\) times \\(D\\). That product comes to
    # \\(5.88 \\times 10^{20}\\) FLOPs": symbols given in the sentences before, multiplied in
    # words (written \\(6ND\\), the formula is read since 67a66b8).
    ("fresh_586", (10, 11, 12, 13)): "6 × N × D said in words over symbols: 5.88 × 10²¹ is due",
    (
        "fresh_61",
        (17, 20, 23, 24),
    ): "a projection's split of 0.4 between two atoms, 70/30, in words",
    # Set 67: the equation is read and right as written; the slip is its power of γ, which
    # the n-step formula two sentences before sets to n = 3.
    ("fresh_266", (19, 20)): "\\(\\gamma^2 \\times 5 = 4.05\\) for an n = 3 target: γ³ is due",
    # Set 80: the equation is read and right as written; the slip is its power of γ, one more
    # than the moves after which the reward arrives (the reward of the third move is discounted
    # twice).
    ("fresh_318", (24, 25, 26)): "\\(\\gamma^3 = 0.729\\) for a reward two discounts away",
    # Set 86: both chains are read and right as written; the slip is the formula k(N − k) of
    # five sentences before applied with N − k − 1 (2 × 3 for 2 × 4).
    ("fresh_343", (18, 23)): "\\(E_2 = 2 \\times 3 = 6\\) for \\(k(N-k)\\) at N = 6: it is 8",
    # Set 91: the standard error is read and right; the slip is the rule applied a sentence
    # later, four times the prompts dividing it by four rather than by √4.
    ("fresh_361", (15, 16, 18)): "'Quadruple the set … falls to about point six of a point'",
    # Set 97: the equation is read and right as written; the slip is its power of 0.5, one
    # more than the index of the reward it weights (the sum of the sentence before uses 0.125).
    (
        "fresh_386",
        (11, 14, 16),
    ): "\\(0.5^4 = 0.0625\\) for the reward at index 3: \\(G^B\\) is 1.875",
    # Set 99: the equation is read and right as written; the slip is its power, two for the
    # three attempts the sentence before sets out.
    ("fresh_394", (23, 24, 25)): "\\(0.6^2 = 0.36\\) for three failed attempts: 0.216 is due",
    # Set 115: the product of the slots is read and right; the slip is the ratio a sentence
    # later, "Dividing the real tokens by the slots gives about 0.88" (2100 / 2700 = 0.78).
    ("fresh_458", (11, 12, 13)): "'Dividing the real tokens by the slots' (0.78, not 0.88)",
    # Set 127: the equation is read and right as written; the slip is its power of 0.9, three
    # for a state the sentence before puts two moves away.
    ("fresh_506", (13, 14)): "\\(0.9^3 \\times 8 = 5.832\\) two moves before Z: 0.9² is due",
    # Set 129: the power is read and right as written; the slip is its exponent, five for a
    # reward four tokens later.
    ("fresh_515", (18,)): "\\(0.9^5 \\approx 0.59\\) for token 1 of a reward on token 5: 0.9⁴",
    # Set 132: the denominator is read and right as written; the slip is its power of γ, one
    # for rewards that arrive every second step (1 − γ² is due).
    ("fresh_526", (29, 30)): "\\(1 - 0.5 = 0.5\\) for a pattern of period 2: 1 − 0.25 is due",
    # Set 140: the product is read and right as said; the slip is the operation, a grid of four
    # components with two settings each holding 2⁴ runs, not 4 × 2.
    ("fresh_557", (17,)): "'four components and two settings each … eight runs': 2⁴ is due",
    # Set 228: "… a sequence of L tokens has L minus n plus one windows … forty tokens, checked
    # for trigrams … Subtracting three from forty, the decoder holds thirty-seven trigram
    # windows": the subtraction is read and right as said; the slip is the rule's "plus one",
    # set out two sentences before and not applied.
    ("fresh_908", (16, 17, 18)): "'Subtracting three from forty … thirty-seven': L − n + 1 is due",
    # Set 235: "28 months is 4 doublings … \\(30 \\times 2^{3} = 240\\) minutes": the equation is
    # read and right as written; the slip is its exponent, the sentence before's count of doublings.
    ("fresh_938", (24, 25, 26)): "'\\(30 \\times 2^{3} = 240\\)' after 4 doublings: 2⁴ is due",
    # Set 237: "The reward gap is \\(0.9 - 0.4 = 0.5\\). Multiplying that gap by \\(\\eta\\) gives
    # the target … That target comes to 0.25 nats": the gap is read and right; the product of
    # "that gap" and a name bound in math, said in the next sentence, is not read.
    ("fresh_946", (10, 11, 12, 13)): "'Multiplying that gap by η …' then 0.25: 2 × 0.5 is due",
    # Set 251: "… \(\lceil d/3 \rceil\) tokens under 3-digit chunking. Take a 10-digit … packs
    # them into 3 tokens, a saving of \(10 - 3 = 7\)": the subtraction is read and right as
    # written; the slip is the ceiling of the formula given two sentences before, not applied.
    ("fresh_1002", (8, 9, 10)): "'packs them into 3 tokens' after ⌈d/3⌉ with d = 10: 4 is due",
    # Set 254: "each push opens the door with probability one in five. On average the door
    # refuses four times before it opens, so the expected cost from the doorway is four": the
    # slip is the expected number of tries, 1/p = 5, a rule no arithmetic of the text shows.
    ("fresh_1013", (10, 11)): "'the expected cost … is four' at p = 1/5 a push: 1/p = 5 is due",
    # Set 269: "Its Fisher matrix has \(n \times n = 10^{12}\) entries. … Stored at 4 bytes per
    # entry, that comes to \(4 \times 10^{9}\) bytes, about 4 GB": the equation and the unit
    # conversion are read and right as written; the slip is the count of entries two sentences
    # before, times "4 bytes per entry", which is not read.
    ("fresh_1075", (3, 4, 5)): "'4 bytes per entry' of 10¹² entries: 4 × 10¹² bytes is due",
    # Set 270: "the factor becomes \(\frac{2}{1 - 0.95} = 40\). Suppose the nearest stored task
    # is now closer, at distance 0.03. Multiplying the factor by that distance, the first term
    # comes to 0.12": the equation is read and right; the product of two values named by what
    # they are, each said in its own sentence before, is not read.
    ("fresh_1079", (22, 23, 24)): "'Multiplying the factor by that distance' (40 × 0.03): 1.2 due",
    # Set 271: "Its posterior is Beta of eight and four. The mean … is its first parameter divided
    # by the sum of both parameters. Here that is eight over eleven, or about point seven three":
    # 8/11 is read and right as said; the slip is the sum of the parameters (12), a rule said
    # in words over values of the sentence before.
    ("fresh_1081", (24, 25, 26, 27)): "'eight over eleven' for Beta(8, 4)'s mean: 8/12 is due",
    # Set 274: "a bonus of 0.5 earned 3 steps from now contributes \(\gamma^3 \times 0.5\). …
    # works out to \(0.81 \times 0.5 = 0.405\)": the equation is right as written; the slip is
    # the power the sentence before sets (0.9³ is 0.729).
    ("fresh_1095", (33, 34)): "'\\(0.81 \\times 0.5\\)' for γ³ × 0.5 at γ = 0.9: 0.729 is due",
    # Set 277: "\(5 - \frac{0.5}{2} \times 2 = 4.5\)": right as written; the slip is σ for σ²,
    # the variance of the formula given before.
    ("fresh_1107", (19,)): "'\\(5 - \\frac{0.5}{2} \\times 2\\)' where σ² = 4 is due: 4.0",
    # (Set 309's fresh_1233, a deviation divided by the variance's factor, is caught since
    # session 59.)
    # Set 328 (fresh_1311): "The distance is \(-0.4\), and the score is \(-0.4 / 0.2 = -2\)":
    # right as written; the slip is σ for σ², the score of a Gaussian mean being (a − μ)/σ²
    # by the formula three sentences before (with σ = 0.2 given in the sentence before).
    ("fresh_1311", (15, 16, 17)): "'\\(-0.4 / 0.2 = -2\\)' where (a − μ)/σ² = −10 is due",
    # Set 338 (fresh_1351): "… moves to 128. That is a factor of 4, and the square root of 4 is
    # 2. The square-root rule therefore lands at \(6 \times 10^{-5}\)": the factor and its root
    # are read and right; the rule applied to the learning rate said two sentences before
    # (3e-6 × 2 = 6e-6) is not read.
    ("fresh_1351", (33, 34, 35)): "'the square-root rule therefore lands at 6e-5' (3e-6 × 2)",
    # Set 351 (fresh_1403): "The discount factor is \(0.9^3\), and the mean return drops from 2
    # to \(0.81 \times 2 = 1.62\)": the product is right as written; the slip is 0.81 for
    # the factor just named, 0.9³ = 0.729.
    ("fresh_1403", (17, 18)): "'\\(0.81 \\times 2 = 1.62\\)' where 0.9³ × 2 = 1.458 is due",
    # Set 355 (fresh_1418): "From A the goal is 3 moves away, which gives \(V(A) = 0.9^3 \cdot
    # 10 = 7.29\)": the arithmetic is right as written; the slip is the power, three for the two
    # discounts the sentence before's \(V(B) = 0.9 \cdot 10 = 9\) leaves (0.9² · 10 = 8.1).
    ("fresh_1418", (20, 21)): "'\\(V(A) = 0.9^3 \\cdot 10 = 7.29\\)' where 0.9² · 10 = 8.1 is due",
    # Set 360 (fresh_1437): "Multiply forty in a hundred by one in a hundred. That gives four in
    # a hundred": the reader reads "forty in a hundred" as two numbers, 40 and 100, not the rate
    # 0.4, so the product of two rates (0.004) is never formed.
    ("fresh_1437", (3, 4, 5, 6, 7)): "'four in a hundred' for 40/100 × 1/100 = 0.004",
    # Set 361 (fresh_1443): "The four squares add to … 4.21. Dividing that sum by the number of
    # states gives about 1.40": the divisor is a count named in words ("the number of states"),
    # four, said as "four squares" and in the title; not read (4.21 / 4 = 1.0525).
    ("fresh_1443", (18, 19)): "'dividing that sum by the number of states gives about 1.40'",
    # Set 363 (fresh_1451): "the regret after 20 pulls is 3.0 … Dividing the total by the 20
    # pulls gives an average regret of 0.2 per pull": read as 3 / 20 = 0.15, which a stated 0.2
    # of one decimal rounds (half up) to; the slip hides inside the stated precision.
    ("fresh_1451", (12, 19)): "'an average regret of 0.2 per pull' for 3.0 / 20 = 0.15",
    # Set 366 (fresh_1462): "its posterior is \(\mathrm{Beta}(4, 2)\). The posterior mean is then
    # \(\frac{4}{7} \approx 0.571\)": the division is right as written; the slip is the
    # denominator, α + β + 1 for α + β (4/6 ≈ 0.667), which no reading knows of a Beta.
    (
        "fresh_1462",
        (25, 26, 27),
    ): "'\\(\\frac{4}{7} \\approx 0.571\\)' where 4/6 is Beta(4, 2)'s mean",
}


@needs_shared
def test_caveats_of_each_set_by_a_classifier_not_trained_on_it(
    set_out_classifiers: dict[int, CaveatModel],
) -> None:
    """The written lessons are trained on now: each set is scored by a model fitted without it.

    Through the reader (its sentences, matched to the labels), not the labels' text.
    """
    models = set_out_classifiers
    tp = fp = fn = 0
    for path in LESSONS:
        _, labels, sentences = _labelled(path)
        model = models[train_classify.written_set(str(labels["lesson"]))]
        kept = sorted(sentences)
        gold = [labels["sentences"][i]["kind"] == "caveat" for i in kept]
        features = lesson_features([sentences[i].text for i in kept])
        said = [model.probability(f) >= model.threshold for f in features]
        tp += sum(g and p for g, p in zip(gold, said, strict=True))
        fp += sum(p and not g for g, p in zip(gold, said, strict=True))
        fn += sum(g and not p for g, p in zip(gold, said, strict=True))
    recall, precision = tp / (tp + fn), tp / (tp + fp)
    print(
        f"\nwritten lessons, leave-one-set-out: caveat recall {recall:.2f} "
        f"precision {precision:.2f} (tp {tp}, fp {fp}, fn {fn})"
    )
    # The floor is below today's figures (0.59 / 0.55): it catches a collapse, not noise.
    assert recall >= 0.50 and precision >= 0.46
