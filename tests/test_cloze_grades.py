"""Cards that every blind grader of the written lessons judged BAD must not come back.

``tests/data/written/grades/<set>_graded_<G>.jsonl`` hold the verdicts of two graders
on the cards of the written lessons (``fresh_01`` … ``fresh_35``). A card is matched
by its lesson, its front (context line included) and its answer. The few BAD cards
the code still makes are listed in ``STILL_MADE`` with what would fix them; a card
joining that list fails the test, and so does one leaving it (progress: take it off).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest
from conftest import ROOT

from generator.card_quality import context_line
from generator.cardmath import comparable
from generator.compose import compose_lesson
from generator.reader import read_lesson

GRADES = ROOT / "tests" / "data" / "written" / "grades"
LESSONS = ROOT / "tests" / "data" / "written" / "lessons"

# (lesson, answer): BAD cards the current rules still make, and why they are hard.
STILL_MADE = {
    ("fresh_08", "the number of real episodes"): "'that' and 'needed' dangle around the blank",
    ("fresh_14", "the target network never changes"): "'the error' of a method not named",
    # Set 6 (fresh_20–23), graded blind after the second round of card rules:
    # Set 9 (fresh_32–35), graded blind with the session's last card rules:
    # Set 10 (fresh_36–39), graded once unseen:
    # Set 11 (fresh_40–43), graded once unseen:
    # Set 12 (fresh_44–47), graded once unseen (back at a refit's threshold):
    # Sets 13 and 14 (fresh_48–55), graded once unseen:
    ("fresh_52", "some of its arithmetic"): "one item of a list of examples; any skill fits",
    ("fresh_52", "task sits from pretraining"): "a broken fragment, and 'the right ratio' of what?",
    # Set 18 (fresh_68–71), graded once unseen:
    ("fresh_71", "re-check old transitions"): "'The bonus' of a method named three sentences back",
    # Set 19 (fresh_72–75), graded once unseen (start only):
    # Back with the card-quality model refitted with set 20 (a threshold flip):
    ("fresh_38", "same gap"): "'the [same gap]' of a sentence the card does not show",
    # Set 20 (fresh_76–79), graded once unseen (start and final rules, mixed):
    ("fresh_76", "first example showed"): "'what the [first example showed]': a pointer, no fact",
    ("fresh_79", "state–action pair"): "a state, an action or a pair all recur: many fit",
    # Back with the card-quality model refitted with set 25 (threshold flips):
    # Back with the card-quality model refitted with sets 26–28 (threshold flips):
    ("fresh_83", "never changes after the fifth sweep"): "'the choice in A' of a chain not shown",
    ("fresh_66", "one point nine"): "a worked value whose inputs are sentences back",
    # Back since its lesson's either/or card went (the quality model drops at most a share of
    # a lesson's claim cards, so one card fewer keeps another):
    ("fresh_56", "the start state alone"): "'What survives' of a telescoping sum not shown",
    # Set 22 (fresh_84–87), graded once unseen:
    ("fresh_85", "on-policy"): "'found that it rarely helps': 'it' (value clipping) named before",
    ("fresh_86", "the phrase"): "'the phrase' of an example set out two sentences back",
    # Set 25 (fresh_96–99), graded once unseen:
    ("fresh_96", "changed nothing"): "an example's result whose four micro-batches are not shown",
    # Set 24 (fresh_92–95), graded once unseen:
    ("fresh_94", "twenty-four"): "an Elo drop whose rating gap, 200, is four sentences back",
    # Set 23 (fresh_88–91), graded once unseen:
    # Set 26 (fresh_100–103), graded once unseen:
    ("fresh_102", "is not only in volume"): "'The loss [...]': an open predicate",
    ("fresh_103", "parameters"): "'The price is [...]' after a sentence about something else",
    # Set 28 (fresh_108–111), graded once unseen:
    ("fresh_108", "is not the same as decontamination"): "an open predicate after a padded lead-in",
    # Set 29 (fresh_112–115), graded once unseen at the session's end:
    ("fresh_112", "systems costs"): "'Larger batches also carry [...]': many fit",
    ("fresh_112", "the work"): "'Halving the noise does not halve [...]': many fit",
    ("fresh_114", "static safety benchmark"): "'is not the same thing as a [...]': many fit",
    # Set 30 (fresh_116–119), graded once unseen at the eleventh session's start:
    ("fresh_116", "ninety-five percent"): "'A [...] interval reaches a multiple …': any level fits",
    # Set 31 (fresh_120–123), graded once unseen during the same session:
    # Set 32 (fresh_124–127), graded once unseen during the same session:
    # Set 33 (fresh_128–131), graded once unseen at the start of a twelfth session:
    # Set 34 (fresh_132–135), graded once unseen during the same session:
    # Set 35 (fresh_136–139), graded once unseen during the same session:
    # Set 36 (fresh_140–143), graded once unseen during the same session:
    ("fresh_143", "800"): "an illustrative length: any longer one fits",
    # Set 37 (fresh_144–147), graded once unseen during the same session:
    ("fresh_127", "the IQM falls"): "'rise while [...]': the median falls as well",
    # Back after the refits of the eleventh session (both once off the list):
    # Set 38 (fresh_148–151), graded once unseen at the start of a thirteenth session:
    ("fresh_150", "shape every batch"): "'Two numbers [...]': the two are named after it",
    # Set 40 (fresh_156–159), graded once unseen during the thirteenth session:
    # Set 41 (fresh_160–163), graded once unseen at the start of a fourteenth session:
    # Back with the card-quality model refitted with set 41 (threshold flips):
    # Set 42 (fresh_164–167), graded once unseen during the same session:
    ("fresh_164", "process carries"): "a noun and the verb after it; the OU process unnamed",
    ("fresh_167", "return you report"): "'Be careful about which [...]': many fit",
    # Back with the card-quality model refitted with set 42 (threshold flips):
    # Set 43 (fresh_168–171), graded once unseen at the same session's end:
    ("fresh_169", "format reward"): "'not the same thing as a [...]': many things fit",
    ("fresh_171", "a neutral observer of these errors"): "'the actor is not [...]': many fit",
    ("fresh_171", "the errors simply added up"): "'rather than … if [...]': the formula unshown",
    # Back with the card-quality model refitted with set 43 (threshold flips; dropped by the
    # refit with set 60, back with set 61's):
    # Set 44 (fresh_172–175), graded once unseen at the start of the next session:
    # Set 45 (fresh_176–179), graded once unseen in the same session:
    ("fresh_176", "the critic will stay accurate"): "'A high score … does not show that [...]'",
    # Set 46 (fresh_180–183), graded once unseen in the same session:
    ("fresh_182", "the final-answer checker"): "'The labels also depend on [...]': many fit",
    # Back with the card-quality model refitted with set 46 (threshold flips):
    # Set 47 (fresh_184–187), graded blind on the session's start (1a2c4f3):
    ("fresh_184", "point four three"): "'this group' of rewards never given on the front",
    ("fresh_185", "Uniform Dyna"): "'[...] pays a very different bill': many subjects fit",
    # Set 48 (fresh_188–191), graded blind on the session's start and on dce6623:
    (
        "fresh_188",
        "The simplest version: gives one score to the whole response; a long answer: usually "
        "mixes accurate and inaccurate statements",
    ): "a 'distinction' of two things that are no alternatives",
    ("fresh_189", "10 and 9"): "'the two values become [...]': the values before are not shown",
    # Set 49 (fresh_192–195), graded blind on the session's start (329b698):
    ("fresh_194", "a signal"): "'never receives [...]' about masking, which the card never says",
    # Set 50 (fresh_196–199), graded blind on the session's start (329b698):
    ("fresh_198", "forty-four informative groups"): "'at this pass rate': the rate is not shown",
    # Set 51 (fresh_200–203), graded blind on the session's start (329b698):
    ("fresh_201", "number new skills"): "a noun, a verb's object and a noun across a phrase",
    ("fresh_202", "number of samples"): "'no [...] will rescue it' without 'majority vote'",
    # Set 52 (fresh_204–207), graded blind on the session's start (51997f6) and on 40204ab:
    ("fresh_204", "standard estimator instead draws n"): "a noun, a verb and a symbol in one",
    ("fresh_207", "a useful consistency check"): "'Distance-like values do allow [...]': vague",
    ("fresh_207", "one direction"): "'The check only works in [...]': the check, two back",
    # Set 53 (fresh_208–211), graded blind on 51997f6 and on 4fa571b:
    ("fresh_209", "the one familiar from behaviour cloning"): "'The first' three sentences back",
    # Set 55 (fresh_216–219), graded blind on 51997f6 and on ba4e02f:
    ("fresh_218", "trajectory of thirty tool"): "a noun phrase cut before its head ('calls')",
    # Set 56 (fresh_220–223), graded blind on 51997f6 (= 93752f9):
    ("fresh_220", "are not equally informative"): "'Those cheaper updates [...], though'",
    # Set 57 (fresh_224–227), graded blind on 8e6e110: its four BAD cards mended since (the last,
    # "the [best-known] failure", an evaluative compound, in the thirty-ninth session).
    # Set 58 (fresh_228–231), graded blind on 8e6e110 (= d812fa8; its other four BAD cards, a
    # false correction, two labels before a colon and 'the opposite view', mended since):
    ("fresh_228", "actually makes go unseen"): "'The loss …' of offline DPO, under iterative DPO",
    ("fresh_229", "flattered"): "'the checker cannot be [...]': a metaphor many words fit",
    # Set 59 (fresh_232–235), graded blind on 8e6e110 and 3d92875, at the session's end:
    ("fresh_232", "teach a model a surprising amount"): "'To sum up, … can [...]': open",
    ("fresh_234", "Later the critic"): "an adverb and a subject in one blank",
    # Set 62 (fresh_244–247), graded blind on 9d1841f and 7e527f2, at the session's end:
    ("fresh_244", "small divergence from the base"): "'A [...] also says nothing about …'",
    ("fresh_244", "when reward is plotted against divergence"): "'The slow … growth' of what",
    ("fresh_245", "the length statistics"): "'Here is what one such bug does to [...]': a signpost",
    # Back with the card-quality model refitted with set 63 (a threshold flip):
    # Set 63 (fresh_248–251), graded blind on 7c88c9f:
    ("fresh_248", "direct preference optimisation"): "'The same choice' of a sentence not shown",
    ("fresh_251", "quadratic term"): "'The [...] comes from …': the εT² bound is not shown",
    # Set 64 (fresh_252–255), graded blind on 7c88c9f and f4713a7:
    ("fresh_252", "high value"): "'A [...] proves less than it seems': a value of what",
    ("fresh_253", "large rise"): "'A [...] points to …': a rise of what, the card does not say",
    ("fresh_253", "sixty-four"): "'draw [...] candidates': a made-up count of best-of-n",
    ("fresh_254", "GMRES"): "'Krylov methods like [...]': one example; any Krylov method fits",
    # Set 65 (fresh_256–259), graded blind on 7c88c9f and 264c582:
    ("fresh_257", "the distribution of the training data"): "'also changes [...]': an open object",
    # Back with the card-quality model refitted with set 66 (a threshold flip):
    # Set 66 (fresh_260–263), graded blind on 7c88c9f and 7808c33:
    ("fresh_260", "the stakes of the first worry"): "'the first worry' of a sentence not shown",
    # Set 67 (fresh_264–267), graded blind on bff6b60 and 0e94d99 (the same cards):
    ("fresh_264", "a case in point"): "'Safety behaviour is [...]': a filler phrase, many fit",
    (
        "fresh_266",
        "A pixel-predicting model: spends capacity on all of them; a value-equivalent model: can "
        "ignore the background entirely",
    ): "'all of them' of a sentence not shown; the names give the halves away",
    # Set 68 (fresh_268–271), graded blind on bff6b60 and 05c5a42:
    ("fresh_269", "Held-out evaluations on general"): "a blank that splits its noun phrase",
    ("fresh_271", "Typical settings"): "'[...] add the bonus …': a filler subject, many fit",
    ("fresh_271", "random network distillation"): "'Pseudo-counts differ from [...]': many fit",
    # Set 69 (fresh_272–275), graded blind on 117bad6:
    ("fresh_275", "policy-gradient"): "'A [...] method on the worked system': any method fits",
    # Set 70 (fresh_276–279), graded blind on 117bad6 and 402480f:
    ("fresh_277", "model size"): "'The answer varies with [...]': the question not shown",
    # Set 71 (fresh_280–283), graded blind on 117bad6 and 90df142:
    ("fresh_282", "the part of the return"): "'What remains is [...]': the subtraction not shown",
    ("fresh_283", "learning simple"): "'Linearity in the weights makes [...]': many fit",
    # Set 72 (fresh_284–287), graded blind on 117bad6 and 862de19:
    (
        "fresh_285",
        "capability that fails to transfer",
    ): "'Part of that gap is [...]': 'format' fits",
    ("fresh_285", "the opposite move as well"): "'Be careful about [...]': nothing to recall",
    # Set 73 (fresh_288–291), graded blind on 117bad6 and e3c613d:
    ("fresh_288", "the measured cost of extrapolating"): "'[...]': an empty phrase, many fit",
    ("fresh_289", "one tempting confusion"): "'… is [...]': an empty label of what follows",
    # Sets 74 and 75 (fresh_292–299), graded blind on 6e81c20 (the same cards as the session's
    # rules then); a list's ordinal is no blank of a claim, but a caveat's only one is kept:
    ("fresh_297", "fourth limit"): "'The [...] sits in the trainer': a caveat's only blank",
    # Sets 76 and 77 (fresh_300–307), graded blind on 6e81c20 and 11bc2f5 (their false ✗'s
    # exercise and a false acronym no longer made):
    ("fresh_301", "Training reward"): "'[...] and held-out score play different roles here'",
    ("fresh_301", "stopping late"): "'Now the cost of [...]': a signpost; 'stopping early' fits",
    (
        "fresh_301",
        "therefore not reliably different",
    ): "a two-point gap judged without the standard error of the sentence before",
    ("fresh_302", "sweep"): "'The [...] relies on the starting values': a word of the lesson's",
    # Sets 78 and 79 (fresh_308–315), graded blind on 6e81c20 and a052d7e (a card repeating
    # set 79's slip no longer made; the "What [...] is" subject is back at a refit's threshold):
    ("fresh_311", "policy factors"): "'The [...] stay': the ratio of two policies not shown",
    ("fresh_312", "high-reward"): "'settles the question': which question, the card does not say",
    ("fresh_313", "among eight samples"): "an example's detail ending the sentence; many fit",
    # Sets 80 and 81 (fresh_316–323), graded blind on 6e81c20 and 09a3eee (the cards of set 80's
    # false ✗ and set 81's number worked on from its slip no longer made):
    ("fresh_321", "Multiply by the step"): "a blank across a phrase, mid-sentence",
    # Sets 82 and 83 (fresh_324–331), graded blind on 6e81c20 and 6459502 (the two blanks
    # inside a formula and "0.95 stops" no longer made):
    ("fresh_325", "weight five hundred"): "an example's ratio of five hundred, not shown",
    ("fresh_328", "third probe"): "'A [...] looks at the answers': a caveat's only blank",
    # Back with the refit after sets 82 and 83 (at the threshold):
    # Back with the refit after set 73 (at the model's thresholds):
    # Sets 84 and 85 (fresh_332–339), graded blind on 8814a37 and a495055 (set 85's two false ✗
    # exercises, "Watch what the policy" and "The [stop token] raises …" no longer made):
    ("fresh_332", "Infrastructure failures"): "a lead-in about unrun tests; 'them' dangles",
    ("fresh_333", "slow drift downward"): "'A [...] says the samplers are falling behind'",
    ("fresh_335", "Moving east"): "east or west both slip north and south: either fits",
    ("fresh_335", "the cell worth 10"): "the grid's layout is not shown",
    ("fresh_336", "Engineering tricks"): "'[...] change some of this': a vague predicate",
    ("fresh_336", "the shorter one"): "repeats the planted slip (six for nine), not caught",
    ("fresh_336", "thirty-two thousand"): "an example's token count; any large number fits",
    ("fresh_337", "a seven-digit answer"): "an example's answer length; any long number fits",
    ("fresh_338", "100"): "'the first choice above' is not shown",
    ("fresh_339", "None of these numbers"): "a caveat's last resort: its negation asked",
    # Sets 86 and 87 (fresh_340–347), graded blind on 8814a37 and 6a227f8 (set 86's five
    # false ✗ exercises no longer made):
    ("fresh_341", "a tenth too high"): "'the other three … a mean that is [...]': not shown",
    # Sets 88 and 89 (fresh_348–355), graded blind on 8814a37 and 3aee345 ("[Contrast two]
    # kinds" and "stop that" without its context no longer made):
    ("fresh_352", "a precision term in the reward"): "'that strategy' two sentences back",
    # Sets 90 and 91 (fresh_356–363), graded blind on 8814a37 and 1250411 (the false ✗
    # exercise and the blank inside a formula no longer made):
    ("fresh_356", "difficulty curriculum"): "'not the same thing as a [...]': many fit",
    ("fresh_357", "old-fashioned"): "'The most direct way to find out is [...]': find out what?",
    ("fresh_360", "spelled out in words"): "'The second group' of a sentence not shown",
    # Back with the refit after sets 90 and 91 (at the threshold):
    # Sets 92 and 93 (fresh_364–371), graded blind on 8814a37 and 5582fed (set 93's false ✗
    # exercise no longer made):
    ("fresh_364", "risky but useful answer"): "'under these weights': the weights not shown",
    ("fresh_364", "the policy becomes too cautious"): "'the multiplier' never defined",
    (
        "fresh_367",
        "The binomial model: treats the questions as identical coins; real: benchmarks mix "
        "easy and hard items",
    ): "a distinction whose second half is read as a question: garbled",
    ("fresh_369", "pretty-printed view"): "'A [...] hides the very problems': many fit",
    ("fresh_369", "the limit all suggest"): "a blank across a phrase",
    # Back with the refit after sets 94-97 (at the threshold):
    ("fresh_128", "favourite token's probability"): "the renormalised example is not shown",
    # Sets 94-97 (fresh_372–387), graded once unseen during the twenty-sixth session:
    ("fresh_373", "stripped of the specific details"): "'The answers': which, unsaid",
    ("fresh_374", "a price of 0.15"): "any price above the EVPI fits",
    ("fresh_376", "language and task"): "'Second, … by source, [...]': the rest of a list",
    ("fresh_381", "nearly every prompt is ambiguous"): "the training-data condition is not shown",
    ("fresh_381", "the request is truly ambiguous"): "the raised turn cost is not shown",
    ("fresh_382", "the reward signal"): "'Retries also interact with [...]': many fit",
    ("fresh_383", "a fair verdict depends"): "a blank across a noun phrase and its verb",
    ("fresh_384", "when the API exposes log-probabilities"): "'There is a better option': unnamed",
    ("fresh_386", "the combined return"): "the front keeps the lesson's wrong 1.8125",
    ("fresh_387", "benefit just described"): "'the benefit just described': unshown",
    # Back with the refit after sets 98 and 99 (at the threshold):
    # Sets 98 and 99 (fresh_388–395), graded once unseen during the twenty-sixth session:
    ("fresh_391", "the independent answer"): "'The first part' of a formula not shown",
    ("fresh_394", "probability 0.6"): "the lesson's slip, \\(0.6^2\\) for three attempts, in view",
    # Sets 100 and 101 (fresh_396–403), graded once unseen during the twenty-sixth session:
    ("fresh_397", "advantage comes out too large"): "true of PPO's critic only, said of all",
    ("fresh_399", "spread relative to the mean"): "'The [...] behaves differently': the mean fits",
    ("fresh_400", "how the harness reports the failure"): "'What the reward sees depends on'",
    ("fresh_401", "Training"): "a lower temperature sharpens too",
    (
        "fresh_401",
        "a different signal from likelihood",
    ): "an open blank under an unrelated sentence",
    ("fresh_402", "the dangerous regime"): "'Small gaps are [...]': many fit",
    ("fresh_403", "Combined with dropped"): "a blank ending inside a phrase",
    # Sets 102 and 103 (fresh_404–411), graded on 4831eb9:
    ("fresh_405", "fifteen minus three, twelve wasted samples"): "'in that example': not shown",
    ("fresh_410", "cause of a plant closure"): "an illustration with no cue to it",
    ("fresh_410", "highest-scoring"): "'the cheapest protection': against what is not said",
    # Sets 104 and 105 (fresh_412–419), graded on 4831eb9 and the session's first rules:
    ("fresh_419", "running divisor"): "'that guarantee' is not shown",
    # Sets 106 and 107 (fresh_420–427), graded on 4831eb9 and the session's rules then:
    ("fresh_421", "hide the tail"): "'In that case' of an unshown case; many fills fit",
    ("fresh_426", "a path of length 1"): "'Its' of a schedule not shown",
    ("fresh_427", "played"): "'Tie-breaks can also be [...]': many fit",
    # Sets 108 and 109 (fresh_428–435), graded on f71c569:
    ("fresh_434", "200 hard problems"): "the lesson's slip (400 are due), not read by check",
    # Sets 110 and 111 (fresh_436–443), graded on 6c4243a:
    ("fresh_436", "most training runs"): "a trivial blank (its false back note is mended)",
    ("fresh_441", "concerns what the model"): "a blank across a clause: a fragment",
    ("fresh_443", "Bonferroni"): "Holm's method fits the blank too",
    # Sets 112 and 113 (fresh_444–451), graded on 216276a:
    ("fresh_444", "matters for learning"): "a vague filler after 'it': many endings fit",
    ("fresh_445", "falling is also informative"): "'prompts A and B' not shown; many endings fit",
    ("fresh_446", "merely average for its new level"): "'that stretch' of a jump not shown",
    ("fresh_448", "minus point two"): "a value of λ = 0.02 the card does not show",
    # back with the refit of sets 106 and 107 (a claim at the quality model's threshold)
    # Sets 114 and 115 (fresh_452–459), graded on f1ba16c; their other BAD-for-both cards
    # ("Both [failures]", "the quickest way to catch it", "the same arithmetic gives [...]",
    # the false ✗ exercise) are no longer made:
    ("fresh_453", "which is the whole difficulty"): "a commentary clause; many endings fit",
    # back with the refit of sets 114 and 115 (a claim at the quality model's threshold)
    # Sets 116 and 117 (fresh_460–467), graded on 202994e; their other BAD-for-both cards
    # ("[-0.05]" after "near", "that escape hatch", "A much lower figure", the false ✗ exercise)
    # are no longer made:
    ("fresh_461", "treated exactly like a wrong answer"): "true only under the product rule",
    ("fresh_465", "gap, though slowly"): "'the gap' of a comparison not shown",
    # Sets 118 and 119 (fresh_468–475), graded on 6103236; their other BAD-for-both cards
    # (the two false ✗ exercises, "The [answer first] appears") are no longer made:
    ("fresh_468", "Higher agreement among labellers"): "a higher target win rate fits too",
    ("fresh_472", "simple"): "'The idea is [...]': any adjective fits",
    ("fresh_472", "the ranking falls apart"): "'A mean can stay flat while [...]': many fit",
    ("fresh_473", "context problem"): "'The [...] remains': of a step not shown",
    ("fresh_474", "10%"): "ε = 0.1 said sentences before",
    ("fresh_474", "the spread of the arms"): "'The formula also hides [...]': many fit",
    # Sets 120 and 121 (fresh_476–483), graded on fb883ac; their other BAD-for-both cards
    # ("Both cost more …", "If both rise while …", "far fewer than that") are no longer made:
    ("fresh_478", "more useful question"): "a filler subject: many fit",
    ("fresh_479", "same 0.3"): "'the same 0.3' of values not shown",
    ("fresh_480", "an expected error rate"): "'A simple way to reason about the mix is [...]'",
    ("fresh_480", "human share of the loss"): "the weighting example not shown",
    ("fresh_481", "the layer breakdown"): "the same 'them'; many places fit",
    # Sets 122 and 123 (fresh_484–491), graded on 5eb4ffb; their other BAD-for-both cards
    # (the exercises from set 122's two false ✗) are no longer made:
    ("fresh_485", "typical shape"): "'A [...] gives a free allowance …': a filler name",
    # back with the refit of sets 122 and 123 (a claim at the quality model's threshold)
    # Sets 124 and 125 (fresh_492–499), graded on fc2f841; their other BAD-for-both cards (the
    # exercises from their four false ✗) are no longer made:
    ("fresh_492", "when the reward signal is heavy-tailed"): "'therefore behave well [...]'",
    ("fresh_494", "executing a payment"): "one of an open list of irreversible actions",
    ("fresh_497", "few hundred steps"): "'There' and 'three point two' of a sentence not shown",
    # Sets 126 and 127 (fresh_500–507), graded on dde674e: their BAD-for-both cards are no longer
    # made (the last, "confident, [well-formatted] claims", in the thirty-ninth session).
    # Sets 128 and 129 (fresh_508–515), graded on 14e7364; their other BAD-for-both cards (the
    # exercises from set 128's false ✗) are no longer made:
    ("fresh_512", "twenty-five"): "a chance line of four options the front does not give",
    # Sets 130 and 131 (fresh_516–523), graded on 3edec83; their other BAD-for-both card (the
    # exercise from set 131's false ✗) is no longer made:
    ("fresh_518", "move A attractive"): "the worked game tree not shown",
    ("fresh_518", "Expectimax"): "'therefore picks A': the moves not shown",
    # Sets 132 and 133 (fresh_524–531), graded on 5032223; their other BAD-for-both cards (the
    # TD drills of a decoding lesson, "A band that wide", "One samples both", "[a buffer saves
    # generation]") are no longer made:
    ("fresh_524", "One design"): "'[...] makes it a gate': one of several designs, many fit",
    ("fresh_530", "bottom-left"): "the example's grid and goal not shown",
    ("fresh_531", "poor training signal"): "'Greedy accuracy is also a [...]': many fit",
    # Sets 134 and 135 (fresh_532–539), graded on 8d6b461; their other BAD-for-both card (the
    # exercise from set 135's false ✗) is no longer made:
    ("fresh_532", "look as well"): "'Reward hacking needs a [...]': many fit",
    ("fresh_532", "pay for the first one"): "'the first one' reads as the first named: wrong",
    ("fresh_536", "negative numbers"): "one of an open list of edge cases",
    ("fresh_537", "more of the human comparisons"): "'them' and 'those pairs' not shown",
    # Sets 136 and 137 (fresh_540–547), graded on dc8a29f; their other BAD-for-both cards
    # ("Now [watch how a policy]", "8 times as generously") are no longer made:
    ("fresh_540", "natural reward"): "'A [...] checks each citation': an evaluation, many fit",
    ("fresh_541", "two nats"): "an illustrative amount of a budget not shown",
    ("fresh_543", "simple random subsample"): "'one of them': the blocks not shown",
    ("fresh_544", "drift"): "the 1.45 against 1.5 of a sentence not shown",
    # Sets 138 and 139 (fresh_548–555), graded on e619d23; their other BAD-for-both cards (the
    # three from set 139's two false ✗) are no longer made:
    ("fresh_548", "copy digit strings verbatim"): "'Without one': the normaliser not shown",
    (
        "fresh_551",
        "the hard prompts simply stop contributing",
    ): "dropped timeouts not shown: many fit",
    ("fresh_552", "another weak point"): "'The risk label is [...]': filler, many fit",
    ("fresh_553", "an advantage of zero"): "true only under the per-prompt baseline",
    ("fresh_553", "minus point five"): "an example's value, its baseline not shown",
    ("fresh_553", "minus three"): "the scaling by the standard deviation not shown",
    # Sets 140 to 143 (fresh_556–571), graded on f083de4 (140, 141) and 678347e (142, 143);
    # their other BAD-for-both cards (the next question, the practical trade, set 142's three
    # false ✗) are no longer made:
    ("fresh_556", "an annotator who clicks at random"): "'the natural yardstick' of what",
    (
        "fresh_560",
        "a cheap trick called counterfactual reasoning about rewards",
    ): "'The machine also allows [...]': open, many fit",
    ("fresh_563", "snapshot restore taking 3"): "an input the example makes up",
    ("fresh_565", "ninety-six thousand good ones"): "the cleaner pool's size not shown",
    ("fresh_567", "90%"): "an example's drop: any large one fits",
    ("fresh_569", "each prompt teaches"): "'that shapes what [...]': vague, many fit",
    # Sets 144 and 145 (fresh_572–579), graded on fd6bdff, the code of the session's last card
    # rules (its BAD-for-both exercise from a false ✗ is no longer made):
    ("fresh_574", "quantity one"): "'one' the pronoun read as a number: a broken phrase",
    ("fresh_577", "multiplication"): "'The [...]': the calculation not shown",
    # Sets 146 and 147 (fresh_580–587), graded on e32f036 (their BAD-for-both exercise from
    # a false ✗ and a blank across a verb, '[some servers makes rollback]', are no longer made):
    ("fresh_583", "TDC"): "'[...] itself comes from the work of …': history, several fit",
    ("fresh_585", "simple"): "'The core idea is [...]:': an evaluation before its colon",
    ("fresh_586", "tokens you expect to serve"): "'the first question', 'The second' not shown",
    # Back with the refits of the join of sets 146 and 147 (a short claim at the card-quality
    # threshold; "The discount factor also changes [...]", back with it too, went again with
    # the next join's):
    # Back with the refits of the join of sets 148 and 149 (at the card-quality threshold, or
    # another blank the weighing now prefers):
    # Sets 148 and 149 (fresh_588–595), graded on the session's last card rules (their
    # BAD-for-both exercise from a false ✗ and "that adds up to [...]" are no longer made):
    ("fresh_588", "the width shrinks"): "'Watch, too, how …': an instruction; many fit",
    ("fresh_595", "certain required values"): "a vague blank after 'For this reason'",
    # Back with the refits of the join of sets 152 and 153 (at the card-quality threshold;
    # fresh_298's "The discount factor also changes [...]", back with the join before, and
    # fresh_148's "The same arithmetic converts [...]" went with it):
    # Sets 150 and 151 (fresh_596–603), graded on 32af362 (their BAD-for-both exercises from
    # two false ✗, the slip's own card, "the [best-known] study" and "A value of two gives
    # [...]" are no longer made):
    ("fresh_597", "slippery floor"): "'such as a die roll or a [...]': one example, many fit",
    ("fresh_601", "plain"): "'The appeal is [...]:': an evaluation before its colon",
    ("fresh_602", "learning-rate"): "'its size, its data budget and its [...] settings': a list",
    ("fresh_603", "data-loader"): "'stragglers and [...] stalls': one item of a list",
    # Sets 152 and 153 (fresh_604–611), graded on 3349b81 ("Each buys …" shows the sentence
    # before since b4e91c0, and "[Training] uses an ordinary TD loss" is no longer made):
    ("fresh_604", "hand-chosen"): "'A [...] space, such as positions on a map': of goals?",
    ("fresh_604", "the goal space"): "'the trade' and 'the interval' not shown; one of a list",
    ("fresh_605", "zero, or five, or minus forty"): "example numbers, any fit",
    ("fresh_609", "common middle path"): "'A [...] gives each cluster a weight …': a vague label",
    # Back with the refits of the join of sets 154 and 155 (a sentence now read as a caveat
    # takes its last-resort blank; a blank the card-quality model now prefers; a claim now
    # just above the threshold; fresh_135's "at least one of [60] trials" went with them):
    ("fresh_226", "best-known"): "'the [...] failure of Lagrangian methods': an evaluation",
    # Sets 154 and 155 (fresh_612–619), graded on 1ac043c (their garbled "Contacts vs. the
    # smooth kernel" distinction is no longer made):
    ("fresh_612", "point zero four"): "an example's number the front does not set up",
    ("fresh_615", "the lesson to keep"): "'The contrast … is [...]:': an evaluation before a colon",
    # Sets 156 and 157 (fresh_620–627), graded on 370b656 (their BAD-for-both exercise and
    # cloze from the false ✗ of "half a percent" are no longer made since e605baf):
    ("fresh_620", "the name for what happens"): "'Causal confusion is [...] when it …': filler",
    ("fresh_621", "the simplest one"): "'The first route is [...]:': an evaluation before a colon",
    ("fresh_622", "rewriting the expected values"): "one item of a list; others fit",
    ("fresh_623", "carry noise"): "'Rankings also [...]': anything fits",
    ("fresh_626", "the main benefit of soft labels"): "'That contrast explains [...]': filler",
    # Sets 158 and 159 (fresh_628–635), graded on 69a3386 (their BAD-for-both exercises and
    # cloze from the false ✗ of "For A, … the mean" and of "= 73\\%" are no longer made):
    ("fresh_628", "disagree"): "'The two designs … can [...]': a vague verb, many fit",
    ("fresh_629", "cannot be merged anywhere"): "'A soft prompt [...]:' LoRA's merging not shown",
    ("fresh_631", "smoother plan"): "'No [...] arrives sooner': sooner than what?",
    ("fresh_633", "end-of-turn marker"): "'The [...] should appear exactly once per turn': two fit",
    ("fresh_633", "sixty-one"): "'The [...] extra rows': 32,003 and 32,064 not shown",
    # Back with the refits of the join of sets 160 and 161 (claims at the card-quality
    # threshold):
    ("fresh_502", "the shortest episodes"): "'A quick sanity check comes from [...]': of what?",
    # Sets 160 and 161 (fresh_636–643), graded on a34ffc5 and 2807037 (their BAD-for-both
    # exercises and cloze notes from false crosses are no longer made):
    ("fresh_636", "a later controller walks off"): "'An error of seven point two there': where?",
    ("fresh_636", "accuracy back toward them"): "'the first count', 'them' not shown; vague",
    ("fresh_638", "has intensity"): "'[...]' a verb phrase: 'contributes' fits as well",
    ("fresh_641", "point seven six on average"): "'the same two prompts': the pass rates not shown",
    ("fresh_642", "Resampling whole"): "'the usual repair' of a problem not shown; a cut phrase",
    # Back with the refits of the join of sets 162 and 163 (a claim at the card-quality
    # threshold; fresh_611's "Training" went with them):
    # Sets 162 and 163 (fresh_644–651), graded on 654fecc ("The second approach …" and "The
    # first cuts …; the second …" show the sentences before since the ordinal rule of ab16, and
    # fresh_498's "a single success says little" went with it):
    ("fresh_649", "the stricter number"): "'The second is [...]': the first not shown",
    ("fresh_649", "useful reference point"): "'A [...] assumes …': vague, many fit",
    # Sets 164 and 165 (fresh_652–659), graded on 8a78390 (their BAD-for-both exercises from
    # three false ✗, "the second agent", "The two belong …", "the exploit described earlier" and
    # "Which term is …? Sneakier form" are no longer made):
    ("fresh_652", "fails more quietly"): "'The optimiser state [...]': more quietly than what?",
    ("fresh_654", "the policy used"): "'A further subtlety concerns [...]': anything fits",
    ("fresh_654", "weight"): "'The [...] sets how much a single turn can earn': which weight?",
    ("fresh_655", "the final check"): "'Human evaluation is [...]': many fit",
    # Sets 166 and 167 (fresh_660–667), graded on f57c106 (their BAD-for-both distinction
    # "States from fresh rollouts vs. states" and the cloze beside "(the calculator gives 0.6)"
    # are no longer made):
    ("fresh_660", "ranking changed"): "'…; the [...]': which change? the example is not shown",
    ("fresh_664", "be wide"): "'the first prompt' not shown",
    ("fresh_664", "bring a second problem"): "'Small groups [...]': vague, many fit",
    ("fresh_666", "short"): "'The argument is [...]': a filler word",
    # Sets 168 and 169 (fresh_668–675), graded on 3520bab (their BAD-for-both exercise from
    # the false ✗ of "twenty-two and a half billion" is no longer made):
    ("fresh_669", "shaped return"): "the lesson's slip, 'point eight nine', unmarked beside it",
    ("fresh_670", "contrast with truncated importance"): "a cut phrase; 'useful here' not shown",
    ("fresh_673", "change to the guideline"): "'A [...] shows up …': what dips is not said",
    ("fresh_674", "D is still valued at 0"): "cell D of a grid the front does not set out",
    ("fresh_675", "label quality"): "'The choice also interacts with [...]': many fit",
    # Back with the refits of the join of sets 168 and 169 (a claim at the card-quality
    # threshold; fresh_320's, fresh_326's and fresh_596's went with them):
    # Back with the refits of the joins of sets 170 to 175 (claims at the card-quality
    # threshold; fresh_195's and fresh_44's went with them, and fresh_623's "… is worth
    # stating plainly" is no longer made):
    ("fresh_416", "dropped part"): "'The [...] usually holds …': truncation not shown",
    # Sets 170 to 173 (fresh_676–691), graded on the session's start and its first rules
    # (their "the missing piece", "the share of tokens" of "that has happened", "At point
    # four, …" and the correction of a false ✗ are no longer made):
    ("fresh_676", "worth setting side by side"): "a verdict that two things deserve comparing",
    ("fresh_677", "a gold query written by a person"): "'also carries [...]': many fit",
    ("fresh_678", "dangerous blocks actions"): "'dangerous blocks …': a verb read as a noun",
    ("fresh_685", "they answer different failure modes"): "'The two', 'that bias' not shown",
    ("fresh_688", "flat curve"): "a metaphor ('the slope where the policy stands'): many fit",
    ("fresh_690", "a class of critics"): "'the substitution' of sentences back; vague",
    # Sets 174 and 175 (fresh_692–699), graded on the join of sets 170–173 (their two
    # corrections of a false ✗, "worth stating plainly" and "[Teams] have used it" are no
    # longer made):
    ("fresh_693", "repetition one step"): "'The first catches [...] at a time': a cut phrase",
    ("fresh_696", "this objective has no floor"): "'The trouble is that [...]': many fit",
    ("fresh_697", "a one-step Q-learning loss"): "one of three losses; another fits as well",
    # Back with the refits of the join of sets 176 and 177 (fresh_372's went with them):
    # Sets 176 and 177 (fresh_700–707), graded on the session's last rules (their four
    # corrections of a false ✗ are no longer made):
    ("fresh_701", "careful deployments"): "'Many [...] run both': filters not shown",
    ("fresh_701", "ideal reply"): "'The [...] does not lecture the web page': many fit",
    ("fresh_706", "25"): "'The SPIBB number': an example's count set out sentences back",
    ("fresh_708", "a moment of attention"): "'That number deserves [...]': a remark, no fact",
    ("fresh_712", "critic's errors concrete"): "'also make a learned [...]': most of it blank",
    ("fresh_713", "point zero zero five five"): "a scale that shrinks from one not shown",
    # made again after the refit of sets 178 and 179 (the card-quality model's thresholds)
    ("fresh_596", "a very heavy tail"): "'A value of two': of which parameter, not said",
    # sets 180 and 181
    ("fresh_716", "average of the squared advantages"): "rises 'from one to 1.04': example unseen",
    ("fresh_717", "a single filtered dataset cannot offer"): "'which [...]': an open clause",
    ("fresh_718", "the safe action"): "'therefore takes [...]': the example's numbers not shown",
    ("fresh_718", "when each step might fail"): "a trailing condition many phrases fit",
    ("fresh_722", "local detail"): "'Small values' of k or of σ: not said",
    ("fresh_723", "an 80 GB accelerator"): "'The trained pair' and its 224 GB not shown",
    ("fresh_723", "low-rank update restricts what training"): "subject and verb ('restricts')",
    # sets 182 and 183
    ("fresh_725", "None of this means rewards"): "the blank takes 'None of this means'",
    ("fresh_728", "the numbers look tidy"): "the dropped minus sign the card is about not shown",
    ("fresh_729", "Passing"): "'[...] is the wrong thing to reward': several fit",
    # sets 184 and 185
    ("fresh_733", "Counting"): "'[...] updates shows why …': a gerund's verb, its object shown",
    # sets 186 and 187 (fresh_744's "[sixty-four]" of an imperative set-up is no longer made)
    ("fresh_740", "usual report"): "'The [...] is a win rate against …': many labels fit",
    ("fresh_741", "a supply of new starts"): "'The method needs [...]': it needs several things",
    ("fresh_741", "whole scheme"): "'The [...] assumes …': a label for what came before",
    ("fresh_745", "absolute TD error"): "'that error' of prioritised replay, not named",
    ("fresh_747", "each 64-sample minibatch drawn"): "a blank that ends on a participle",
    # made again after the refit of sets 186 and 187 (fresh_641's "prompt each round shows",
    # fresh_670's "growing lag" and fresh_723's "optimizer states" went with it)
    # sets 188 and 189 (fresh_752's "[Implementations] therefore store …", BAD for one grader,
    # and fresh_193's "[Settings] do not transfer" went with the bare-plural-subject rule;
    # fresh_360's "[Agreement] is the first thing …", fresh_465's "[both effects within a pass]"
    # and fresh_592's "behind both numbers" went with the rules read from sets 190-193)
    ("fresh_748", "a factor of four"): "'That is [...]': the 200-token division not shown",
    ("fresh_749", "where plain SARSA did worse"): "two sentences of 'It': Expected SARSA not named",
    ("fresh_750", "model biased towards D"): "the 40%-at-A key not shown: B or C fit too",
    ("fresh_751", "the number of gradient steps"): "'Neither scheme changes [...]': many fit",
    ("fresh_754", "wrong on 14% of items"): "the reference-free rates (20%, 10%) not shown",
    # made again after the refit of sets 188 and 189 (fresh_695's "Total loss" and fresh_326's
    # "2.33" went with it)
    ("fresh_723", "optimizer states"): "'the [...] cover 3.5e7 parameters': several fit",
    # sets 190 to 195, graded once unseen (27 cards every grader judged BAD; fresh_756's "0.48",
    # fresh_757's "every long episode", fresh_758's "294.12", fresh_765's two, fresh_767's "a
    # single unbiased draw", fresh_768's "248", two of fresh_769's and fresh_777's "a lone gets
    # zero" are no longer made)
    ("fresh_756", "Training"): "'[...] starts with only the top layer': a gerund, not the method",
    ("fresh_757", "discount factor"): "'The [...] changes how large the trap looks': many fit",
    ("fresh_757", "is not the same across tasks"): "'The bonus [...].': an open predicate",
    ("fresh_761", "a small business problem"): "'Jack's car rental is [...]': a vague label",
    ("fresh_767", "what makes it a two-sided dial"): "'which is [...]': a label, many fit",
    ("fresh_768", "point nine eight"): "'our first filter': its rates (95%, 2%) not shown",
    ("fresh_770", "693 attempts"): "'for our defence': its p not shown",
    ("fresh_775", "one step"): "a claim about one-step Q-learning read as Q(λ)'s",
    ("fresh_776", "concerns"): "'Both [...] point to the same trade-off': a filler noun",
    ("fresh_776", "two sevens"): "the example's four scores not shown",
    ("fresh_778", "hope"): "'The [...] rests on an asymmetry': a filler noun",
    ("fresh_779", "the central trade-off in MBPO"): "'This is [...]': a label, many fit",
    # made again after the refit of sets 190 to 195 (fresh_629's "Prompt length" and fresh_70's
    # "minus point zero five" went with it; fresh_135's "60" went with the refit of sets 202 and
    # 203 and came back with that of sets 204 to 209: its chance of BAD sits at the threshold)
    ("fresh_276", "a surprising side effect"): "'The correction has [...]': vague, many fit",
    # made again after the refit of sets 184 and 185 (the card-quality model's thresholds;
    # fresh_120's "Large" and fresh_354's "Fast decay" went with it)
    # sets 196 to 199, graded once unseen (14 cards every grader judged BAD; fresh_780's
    # "[model BitFit simply]" and the five correction cards of false ✗ in fresh_791, fresh_792
    # and fresh_794 are no longer made)
    ("fresh_781", "watch the coin"): "'the coin' never introduced on the front; a flourish",
    ("fresh_782", "0.25 of the mass"): "the distribution's p(B) not shown, only the total",
    ("fresh_784", "difference in cost"): "'the [...] grows': the sentence before is unrelated",
    ("fresh_788", "Top-p"): "'[...] and epsilon part ways': top-k fits as well",
    ("fresh_789", "stitching"): "'This joining of pieces': its antecedent not shown",
    ("fresh_793", "Later planners"): "'Later planners' vague; 'the property' not said",
    ("fresh_795", "a second-order remainder"): "'What remains' of an expansion not shown",
    # made again after the refit of sets 196 to 199 (fresh_354's "Fast decay", fresh_424's
    # "one response thirty", fresh_518's "level with B", fresh_611's "Training", fresh_670's
    # "growing lag" and fresh_760's "the striking part" went with it)
    # sets 200 and 201, graded once unseen (7 cards every grader judged BAD; fresh_796's
    # "Reported", fresh_799's "Everything rests on visit" and fresh_801's "first approach
    # spends knowledge" are no longer made since the verb rules of ab20)
    ("fresh_797", "messy data of uneven quality"): "'The first of these two mixed sets': not shown",
    ("fresh_798", "large vocabularies"): "'Two practical questions come with [...]': many fit",
    ("fresh_800", "cost and timing"): "'The two positions also differ in [...]': many fit",
    ("fresh_801", "Left"): "the follower's reply: the payoff table not shown",
    # made again after the refit of sets 200 and 201 (fresh_641's "prompt each round shows" went
    # with it; fresh_769's card, "the risky door" until the refit of sets 202 and 203, is below)
    # sets 202 and 203, graded once unseen (2 cards every grader judged BAD; fresh_769's
    # card was made without its article from their refit to that of sets 204 to 209)
    ("fresh_806", "Greedy decoding"): "'[...] shares the property': the property not shown",
    ("fresh_809", "the search that fits those problems"): "'those problems' not shown; vague",
    # sets 204 to 209, graded once unseen (17 of the 22 cards every grader judged BAD were made at
    # their join; of the other five, two went with the card rules of 6274cca, one with the false
    # ✗ that ecd66b5 mended, two with the refit; fresh_821's went with the refit of 210 to 217)
    ("fresh_813", "paid in compute"): "'The price of all this pessimism': its antecedent unshown",
    ("fresh_815", "96"): "'for the worked numbers': the numbers not shown",
    ("fresh_816", "no refusal phrase"): "'The reply': the translated reply not introduced",
    ("fresh_817", "further limit"): "'A [...] applies': filler, many fit",
    (
        "fresh_817",
        "high exploitability",
    ): "'The current strategy, as opposed to the average': CFR unsaid",
    ("fresh_820", "COMET"): "'such as [...]': one example of many",
    ("fresh_820", "fairer comparison"): "'A [...] scores the output': what is compared unsaid",
    ("fresh_823", "each single step looks harmless"): "'The growth': no referent shown",
    ("fresh_823", "what they follow"): "'differ in [...]': vague, many fit",
    ("fresh_824", "exactly what a pairwise score hides"): "'The second kind of statement': unshown",
    ("fresh_827", "sampling noise"): "'The [...] sets a second limit': many fit",
    ("fresh_827", "step 15"): "the horizon of 30 not shown",
    ("fresh_828", "the teacher's uncertainty"): "'the first part', 'the second part' not shown",
    ("fresh_829", "the square root of the coefficient"): "the blank splits the square root",
    # made again after the refit of sets 204 to 209 (their predicted chance of GOOD or BAD sits
    # at the thresholds: earlier refits dropped them; fresh_593's "similar text", fresh_695's
    # "Total loss" and fresh_786's "an effective sample size" went with it, and fresh_769's card
    # has its article again; fresh_195's "Value-based methods" went again with the refit of
    # sets 218 to 225)
    ("fresh_611", "Training"): "'[...] uses an ordinary TD loss': a bare subject",
    # sets 210 to 217, graded once unseen (17 of the cards every grader judged BAD are made; the
    # six correction cards of false ✗ are not, since cff903c and bf47ece)
    ("fresh_836", "faster early drop in loss"): "'The [...] does not by itself show': what unsaid",
    ("fresh_837", "the expected number of tries"): "the four actions and epsilon not shown",
    ("fresh_837", "the optimal edge path"): "the cliff grid not shown; 'as well' dangles",
    ("fresh_838", "original recipe"): "'The [...] gives the model': a generic label, many fit",
    ("fresh_840", "same deeper assumptions"): "a transition sentence: many fit",
    ("fresh_842", "bring a token-level form of reward"): "the blank splits 'reward hacking'",
    ("fresh_848", "any-of"): "'The combined figure': its antecedent not shown",
    ("fresh_853", "do not help guess the action"): "the inverse model never named",
    ("fresh_853", "mazes"): "one example of many; 'the idea' dangles",
    ("fresh_855", "the discounted residual's analogue"): "'The span test is [...]': many fit",
    (
        "fresh_859",
        "a world model whose prior is trained hard to keep up with the posterior",
    ): "'What is the result?' of 'the two': vague",
    ("fresh_864", "one attacker"): "'Each rate also belongs to [...]': many fit",
    ("fresh_865", "first family of fixes"): "an ordinal label; 'reward sharing' fits as well",
    # made again after the refit of sets 210 to 217 (their chances sit at the thresholds);
    # fresh_308's "changes downstream", fresh_320's "richer rater context", fresh_326's "2.33",
    # fresh_544's "a second reward term", fresh_662's "agent allowed 30 tool", fresh_760's "the
    # striking part" and fresh_821's "point zero six eight" went with it, and fresh_769's card
    # lost its article again
    ("fresh_769", "risky door"): "'the prize' and the two doors never introduced",
    # made again after the refit of sets 218 to 225 (their chances sit at the thresholds;
    # fresh_720's "point five" went with it)
    # sets 218 to 225, graded once unseen (16 of the cards every grader judged BAD are made)
    ("fresh_870", "edge cases"): "one item of an example list: others fit",
    ("fresh_873", "threshold"): "the 70% threshold never shown: many dials fit",
    ("fresh_874", "that difference offers little comfort"): "'that difference' not shown",
    ("fresh_885", "Longer episodes"): "'the losses', 'surviving traces': trace cutting unsaid",
    ("fresh_887", "arm 2"): "the arms' regret and information not shown",
    ("fresh_888", "open-ended chat"): "'a gain there': which experiments unsaid",
    ("fresh_888", "pair now behave"): "a blank across a sentence's parts: no fact",
    ("fresh_889", "real"): "a content-free word; 'their model entry' dangles",
    ("fresh_892", "one-point-five-B"): "several fills fit; the comparison not shown",
    ("fresh_896", "the judge tend"): "a blank across a noun phrase and a verb",
    ("fresh_897", "patient side"): "the example's set-up not shown: the proposer fits",
    ("fresh_898", "real attack"): "a figure of an unshown scenario stated as general",
    ("fresh_899", "natural generalisation"): "a vague filler: any name fits",
    # made again after the refit of sets 226 to 229 (their chances sit at the thresholds)
    ("fresh_593", "similar text"): "'which one' dangles: the near-duplicate tools not shown",
    # sets 226 to 229, graded once unseen (13 of the cards every grader judged BAD were made;
    # fresh_902's "reasonable protocol" and fresh_909's "popular refinement" are no longer, since
    # more shell nouns and words of praise make an empty label; two repeat set 228's planted
    # slip, which the checker does not catch)
    ("fresh_905", "baseline"): "'changes the picture' with no context: many fit",
    ("fresh_908", "one more window"): "states the slip's 37 windows (38 is due)",
    ("fresh_908", "reproduce"): "states the slip's 37 windows; a trivial verb",
    ("fresh_908", "they break in different places"): "'Both' dangles; a vague phrase",
    ("fresh_909", "actions have features"): "'the network' unspecified: misleading",
    ("fresh_909", "input design"): "the advantage never said: either design fits",
    ("fresh_912", "a simple intuition about memory"): "vague: many phrases fit",
    ("fresh_913", "multi-agent learning story"): "narrative filler",
    ("fresh_913", "multi-agent reinforcement"): "'the same two ideas' not shown; several fit",
    ("fresh_915", "a total cost of 8"): "the example's arbitrary 8: any cost below 9 fits",
    # made again after the refit of sets 230 to 233 (their chances sit at the thresholds;
    # fresh_195's two, fresh_545's "the middle of the curve", fresh_616's "forty-eight",
    # fresh_636's "on-policy" and fresh_693's "beyond repetition" went with it)
    # sets 230 to 233, graded once unseen (8 of the cards every grader judged BAD are made)
    ("fresh_917", "reward of one"): "the chain never shown; an arbitrary number",
    ("fresh_919", "the true value plus unit-variance noise"): "no testbed named: many fit",
    ("fresh_921", "broken cup"): "the wording of an analogy not shown",
    ("fresh_923", "Memory for backpropagation"): "'as well' points to an unshown item",
    ("fresh_924", "safety frameworks"): "labs, policies or evaluators fit as well",
    ("fresh_928", "eighty-three"): "'in our example': the pool and repeat factor not shown",
    ("fresh_931", "both counts again"): "'both counts': the state count not shown",
    # made again after the refit of sets 234 to 237 (their chances sit at the thresholds;
    # fresh_308's "changes downstream", fresh_320's "richer rater context", fresh_720's and
    # fresh_844's "point five" and fresh_861's "ninety-one" went with it)
    ("fresh_175", "is not an unbiased importance weight"): "many true completions fit",
    # sets 234 to 237, graded once unseen (10 of the cards every grader judged BAD are made; one
    # repeats set 235's planted slip, which the checker does not catch)
    ("fresh_935", "bracket with limits"): "the formula not shown: notation only",
    ("fresh_936", "sixteen and a half"): "the counts behind the standard error not shown",
    ("fresh_938", "a log plot cannot guarantee"): "states the slip's 240 minutes (480 is due)",
    ("fresh_940", "far simpler rule"): "vague: 'length rule', 'length filter' fit",
    ("fresh_944", "alongside held-out accuracy"): "no cue that it is a diagnostic: others fit",
    ("fresh_946", "negative sign"): "the sign of what (the residual) never said",
    # no longer made since the verb rules of ab20: fresh_441's "planes hit elsewhere" and
    # fresh_557's "evaluation prompts identical" (a verb read into a noun phrase's blank), and
    # since a verb in "-s" after a singular noun ends its phrase, fresh_617's "the critic's
    # input becomes"
    # made again with the phrase rules of ab23 (a poorer card of their lessons takes the
    # card-quality model's last drop); fresh_913's "learners never needed" and fresh_930's
    # "what the loss" are no longer made
    ("fresh_298", "the meaning of the values"): "'also changes [...]': many fit",
    # made again after the refit of sets 238 to 241 (their chances sit at the thresholds;
    # fresh_135's "60", fresh_545's "the middle of the curve" and fresh_695's "Total loss" went
    # with it)
    ("fresh_372", "never sees a version number"): "the front never says what is checked",
    # sets 238 to 241, graded once unseen on 8689957 (all 15 cards every grader judged BAD
    # are made)
    ("fresh_949", "five in Breakout"): "the game hidden in the answer: the factor unanswerable",
    ("fresh_949", "the hazard"): "the hazard never introduced on the front",
    ("fresh_951", "simple"): "'The rule is [...]:': an evaluation before its colon",
    ("fresh_952", "it is the model's favourite"): "'therefore' with no acceptance rule shown",
    ("fresh_954", "Substituting"): "a procedural word: many fit",
    ("fresh_955", "what they risk"): "vague; 'Both' and 'The second' dangle",
    ("fresh_957", "Exact discounted gradient"): "'the cleaner object on paper': no comparison",
    ("fresh_957", "Late"): "'then' hides the condition the claim depends on",
    ("fresh_957", "explains the habit"): "'the factor' and 'the habit' undefined",
    ("fresh_957", "the gradient of the discounted objective"): "'it' never identified",
    ("fresh_963", "a win"): "'a loss' fits as well",
    ("fresh_963", "depth-limited game search"): "'instead' of what (A*) is not shown",
    # sets 242 to 245, graded once unseen on 5e1b719 (12 of the 18 cards every grader judged
    # BAD are made; three were corrections of false ✗, mended in 37cfba0; after the refit,
    # fresh_716's "too high by some constant c", fresh_821's "point zero six eight", fresh_843's
    # "35%" and fresh_962's "small set of hand-graded" are no longer made)
    ("fresh_964", "fine-tuned"): "'A common choice' of what (the reference score) not shown",
    ("fresh_965", "Temporal-difference learning with lambda"): "'eligibility trace' fits as well",
    ("fresh_965", "visited only once"): "'Take a state [...]': a set-up, no fact",
    ("fresh_966", "further assumption"): "'Both models share a [...]': a vague shell noun",
    ("fresh_968", "a large share of reports"): "no test count or threshold shown: many fit",
    ("fresh_972", "written the way people actually type"): "'Most are [...]:' most of what?",
    ("fresh_973", "sealed-bid"): "'second-price' or 'Vickrey' fit as well",
    ("fresh_976", "falling length curve"): "no set-up at all: many fit",
    ("fresh_976", "short hypothesis"): "the example's hypotheses never introduced",
    ("fresh_977", "point five five"): "the advantages behind the covariance not shown",
    ("fresh_977", "when entropy is deliberately kept up"): "'the fit' never identified",
    # made again after the refit of sets 246 to 249 (their chances sit at the thresholds;
    # fresh_518's "level with B", fresh_678's "interventions the greedy policy", fresh_760's
    # "the striking part" and fresh_899's "a single search approaches" went with it)
    # sets 246 to 249, graded once unseen on a868c72 (11 of the 14 cards every grader judged
    # BAD are made; fresh_986's "[the whole purpose of the margin]", on the sentence of the
    # slip caught since, fresh_989's correction of a false ✗ and fresh_995's question on "the
    # score" are no longer made)
    ("fresh_981", "Q-learning"): "'The rule' dangles: any algorithm fits",
    ("fresh_981", "sudden jump"): "refers to a sentence not shown",
    ("fresh_984", "forty-five"): "'That eighty' dangles; the score of 95 not shown",
    ("fresh_985", "discretised action bins"): "one item of a list: other classes fit",
    ("fresh_985", "the simplest offline method"): "'It' never named; 'behaviour cloning' fits",
    ("fresh_986", "Pairwise accuracy"): "'either' dangles after unrelated sentences",
    ("fresh_988", "other recipes"): "vague filler",
    ("fresh_989", "be chosen"): "'the pairs' dangles; a trivial answer",
    ("fresh_991", "one of them"): "filler; 'consistent', the point, is shown",
    # sets 250 to 253, graded once unseen on a910032 (11 of the 17 cards every grader judged
    # BAD are made; three, on "Doing that", "that small" and "that tightly", show the sentence
    # they point to since ab24, fresh_998's correction of a false ✗ went with the ✗, and the
    # refitted model drops fresh_999's two items of a list)
    ("fresh_997", "counts grow"): "'the two' and 'the bias' dangle",
    ("fresh_997", "how the return is formed"): "'that push' dangles; a vague blank",
    ("fresh_1001", "point nine four"): "'keep gamma where it was': gamma never given",
    ("fresh_1001", "the moment of the reward"): "the key-and-door example never shown",
    ("fresh_1002", "never merges digits across a comma"): "'The commas' dangles",
    ("fresh_1002", "Right-to-left chunking"): "digit splitting fits as well",
    ("fresh_1005", "guarantee"): "which guarantee? 'also' after what?",
    ("fresh_1007", "Acting"): "a trivial blank; 'one of them' dangles",
    ("fresh_1007", "where the cost hides"): "'the two steps' never shown; a vague blank",
    ("fresh_1010", "where the verifier is less reliable"): "'A value' of what? (beta)",
    ("fresh_1011", "the restarts altogether"): "the next sentence invites 'needing T'",
    # back with the refit on sets 1-253 (a threshold that moved by a thousandth)
    ("fresh_973", "keep nothing"): "the first-price rule and the value of ten not shown",
    # sets 254 to 257, graded once unseen on 075da60 (14 of the 16 cards every grader judged
    # BAD are made; the two corrections of a false ✗ went with the ✗)
    ("fresh_1012", "ninety-seven percent"): "the 160,000-draw budget never shown",
    ("fresh_1015", "also a separate matter"): "vague filler",
    ("fresh_1016", "the cost of attention"): "too open: several parts fit",
    ("fresh_1016", "the opposite route"): "filler; extrapolation never shown",
    ("fresh_1020", "the design choice"): "filler: many answers fit",
    ("fresh_1021", "optimal Leave-Room"): "splits a term; the door example never shown",
    ("fresh_1021", "subtask cannot see"): "'That choice' never set up",
    ("fresh_1022", "the textbook case of the first"): "'the first' never named; filler",
    ("fresh_1022", "the whole attack"): "filler; 'That combination' dangles",
    ("fresh_1023", "one observation"): "filler: many answers fit",
    ("fresh_1024", "checkpoint saved"): "'there' (the stable phase) dangles",
    ("fresh_1024", "fine-tuning recipes"): "several answers fit; a minor opening remark",
    ("fresh_1027", "One tempting shortcut"): "'the list' and the shortcut undefined",
    # back with the refit on sets 1-257 (the thresholds back where they were on sets 1-249)
    ("fresh_122", "one point of accuracy"): "the 2,000 and 8,000 token budgets not shown",
    ("fresh_636", "on-policy"): "A, B and the numbers undefined; several fillers fit",
    # Sets 258-261 (fresh_1028-1043), graded blind on 019f353, BAD for both graders and still
    # made after the session's card rules (7a2c7ac); with the refit on sets 1-261 fresh_946's
    # "7 billion" went, and fresh_195's "Value-based methods", fresh_716's "too high by some
    # constant c" came back (fresh_760's "the striking part" too, gone again with the refit on
    # sets 1-265)
    ("fresh_1036", "overconfidence which the spread never flagged"): "'That gap' dangles",
    ("fresh_1037", "six over eleven"): "'the same child' and its visits never shown",
    ("fresh_1038", "the current policy"): "'the usual remedy' for what, never said",
    ("fresh_1041", "direct path"): "the two-path room never introduced",
    ("fresh_1042", "half of the verifier's work"): "'the weak draft' never defined",
    # Sets 262-265 (fresh_1044-1059), graded blind on 22f9e8c, BAD for both graders and still
    # made after 1e0ac7a; with the refit on sets 1-265 fresh_195's "Value-based methods",
    # fresh_544's "a second reward term" and fresh_641's "prompt each round shows" went, and
    # fresh_889's "planning budget" and fresh_924's "Repeated attempts" came back
    ("fresh_1044", "restatements"): "'it' never says which model is padded against",
    ("fresh_1045", "ending need"): "a blank across a noun and a verb",
    ("fresh_1048", "cheap"): "'the problem' points to the wrong paragraph",
    ("fresh_1049", "they are easy to confuse"): "the two limits never named; no fact",
    ("fresh_1051", "GRU"): "a plain RNN fits as well",
    ("fresh_1053", "the size of the leftover error"): "'fixes [...]': many completions fit",
    ("fresh_1053", "the worst five percent of outcomes"): "any tail below 1/8 fits",
    ("fresh_1056", "modelling problem"): "'Fixing that' dangles; a set phrase",
    ("fresh_1056", "the question the disagreeing group answers"): "'that shortcut' dangles",
    ("fresh_1058", "amplify whatever noise sits in the chosen-shorter group"): "several fit",
    ("fresh_1058", "subsampling"): "oversampling or filtering fit as well",
    ("fresh_924", "Repeated attempts"): "'the second one' dangles; several levers fit",
    # Sets 266-269 (fresh_1060-1075), graded blind on 0295d16, BAD for both graders and still
    # made after 01793ea and d1ec21a (their false-✗ drills went); with the refit on sets 1-269
    # fresh_788's "Low entropy" and fresh_932's contrastive-search card went, and fresh_544's
    # "a second reward term" came back
    ("fresh_1060", "a strange opening move"): "a vague judgement; many phrases fit",
    ("fresh_1061", "eight available options"): "example parameters nothing on the front cues",
    ("fresh_1062", "rather than 3000"): "the worked run's 3000 steps never shown",
    ("fresh_1068", "the textbook case"): "filler; 'then' points to text not shown",
    ("fresh_1068", "the word identical"): "'leans on [...]': many completions fit",
    ("fresh_1069", "small"): "'stays [...]': many words fit",
    ("fresh_1072", "the more interesting failures"): "'the remaining four percent' never defined",
    # Sets 270-273 (fresh_1076-1091), graded blind on 42a2b88, BAD for both graders and still
    # made after 5ed0b3a (their false-✗ drills went); with the refit on sets 1-273 fresh_544's
    # "a second reward term" and fresh_889's "planning budget" went, and fresh_320's, fresh_518's,
    # fresh_628's, fresh_695's, fresh_995's and fresh_1048's cards came back (their chances sit
    # at the thresholds)
    ("fresh_1077", "inherits its limits"): "'the fit [...]': many completions fit",
    ("fresh_1077", "negative two"): "a weight the second task's −4 fits as well",
    ("fresh_1077", "remarkably frugal"): "'those conditions' dangle; any praise fits",
    ("fresh_1077", "the new task avoid lava entirely"): "the blank swallows the whole scenario",
    ("fresh_1080", "a weak link as well"): "'The difficulty score is [...]': many fit",
    ("fresh_1080", "fair test"): "'A [...] compares …': many names fit",
    ("fresh_1081", "Exploration"): "'[...] has a price': almost any subject fits",
    ("fresh_1082", "data-cleaning"): "the starved, noisy hardest examples not shown",
    ("fresh_1083", "far from 0.55"): "where 0.55 comes from never shown",
    ("fresh_1083", "sit from the historical ones"): "'Which extreme' never defined",
    ("fresh_1085", "Sampling right"): "the left/right example never set up",
    ("fresh_1088", "illustrative run"): "'An [...] makes … concrete': filler",
    ("fresh_1089", "a gust knocks a drone sideways"): "one example of many disturbances",
    ("fresh_1090", "a fixed general benchmark"): "'add a column for [...]': why, not shown",
    ("fresh_1090", "points rather than 18"): "'points' fits; the 18 is never shown",
    ("fresh_518", "level with B"): "'the earlier position' and B not shown",
    ("fresh_1048", "evaluation time"): "'separate from' what is never said; many fit",
    # Sets 274-277 (fresh_1092-1107), graded blind on 045926c, BAD for both graders and still
    # made after f8067e5 (their false-✗ drills went); with the refit on sets 1-277 fresh_320's,
    # fresh_329's, fresh_695's, fresh_866's and fresh_995's cards went, and fresh_120's,
    # fresh_195's and fresh_474's came back (their chances sit at the thresholds)
    ("fresh_1092", "twelve and fifteen percent"): "'both numbers' of an example not shown",
    ("fresh_1092", "wasted compute"): "compute, storage or time fit; not the key point",
    ("fresh_1093", "random static"): "'a second region' dangles; a screen could show anything",
    ("fresh_1096", "seventy-one and a half"): "an example's score; any value below 72 fits",
    ("fresh_1097", "one fiftieth"): "a loose bound on 1/64: many bounds are true",
    ("fresh_1098", "quantised model's table"): "'those three habits' dangle; vague filler",
    ("fresh_1099", "weight stays"): "a blank across a noun and a verb; 'Elsewhere' dangles",
    ("fresh_1103", "correct estimate"): "drops the deterministic ring and exact values",
    ("fresh_1105", "One episode"): "what 'a number' is, never said; many fit",
    ("fresh_1107", "0 and 10"): "any pair averaging 5 fits",
    ("fresh_1107", "risk-neutral"): "a risk-seeking agent takes the flip as well",
    # Sets 278-281 (fresh_1108-1123), graded blind on c01f8a8, BAD for both graders and still
    # made after the refit on sets 1-281; with that refit fresh_320's, fresh_329's, fresh_545's
    # and fresh_946's cards came back (their chances sit at the thresholds)
    ("fresh_1109", "simple"): "a content-free adjective; the rule is shown after it",
    ("fresh_1109", "the quantity two gamma minus five"): "the first transition is not shown",
    ("fresh_1110", "Reporting conventions"): "not the key point; many subjects fit",
    ("fresh_1112", "reward models tend"): "a blank across a phrase; 'the rate' undefined",
    ("fresh_1114", "Chinese character"): "any 3-byte character fits: an example",
    ("fresh_1114", "catches both problems"): "'both problems' not shown; vague",
    ("fresh_1116", "coarser schedule"): "'coarser' lacks its comparison; other answers fit",
    ("fresh_1118", "the spread of the per-example difference"): "'What matters' dangles",
    ("fresh_1119", "Boltzmann exploration"): "epsilon-greedy fits as well",
    ("fresh_1119", "Epsilon-greedy"): "'that coin-flipping walk' dangles; greedy fits",
    ("fresh_1120", "chat fine-tune"): "'Both' refers to loss masking, never shown",
    ("fresh_1123", "exploration speed"): "'Both numbers' refer to a result cut from the front",
    # Sets 282-285 (fresh_1124-1139), graded blind on 5b1f386, BAD for both graders and still
    # made after the refit on sets 1-285; with that refit fresh_889's and fresh_995's cards came
    # back, and fresh_470's, fresh_474's and fresh_628's went (their chances sit at the
    # thresholds)
    ("fresh_1125", "point five three"): "a worked priority whose discount is not shown",
    ("fresh_1125", "point four eight"): "a worked priority whose discount is not shown",
    ("fresh_1128", "Put"): "a filler verb; 'that gap' dangles",
    ("fresh_1128", "falling total"): "'which regime' is undefined; several fit",
    ("fresh_1130", "Recent versions of some libraries"): "vague; many fillers fit",
    ("fresh_1130", "the whole step"): "'that' (the 0/0) not shown; batch or step fit",
    ("fresh_1132", "a benchmark keeps the average unbiased"): "the whole claim blanked",
    ("fresh_1133", "the advantage of the best action"): "'The first fix' has no context",
    ("fresh_1134", "the easy end of any curve"): "a vague phrase; the fact c/n is shown",
    ("fresh_1136", "Plenty of small"): "a quantifier fragment; many fill it",
    ("fresh_1136", "dependence on hardware"): "an open blank; other dependences fit",
    ("fresh_1136", "one hundred twenty-eight"): "the original batch of 64 is not shown",
    ("fresh_1137", "flickering light"): "one example from a list; any noise source fits",
    ("fresh_1138", "averaging lean"): "a blank through a verb; ungrammatical",
    ("fresh_1138", "data seen last"): "'this' and 'the same property' dangle",
    ("fresh_889", "planning budget"): "'all of this' is vague; several fit",
    # Sets 286-293 (fresh_1140-1171), graded blind on b7cba46 (286-289) and cdf27c3 (290-293),
    # BAD for both graders and still made after the refit on sets 1-293; with that refit
    # fresh_474's and fresh_723's cards came back, and fresh_1126's, fresh_1133's, fresh_320's,
    # fresh_716's, fresh_932's, fresh_946's and fresh_995's went (their chances sit at the
    # thresholds)
    ("fresh_1143", "0.81"): "the square of a discount never given on the front",
    ("fresh_1145", "meaning actions"): "an open appositive blank; many fills fit",
    ("fresh_1148", "promise quietly"): "a rhetorical filler; many fills fit",
    ("fresh_1148", "the opposite drift"): "a vague phrase; 'that band' dangles",
    ("fresh_1149", "One practical rule"): "filler; nothing to recall",
    ("fresh_1149", "cannot rescue missing support"): "a whole claim blanked after another",
    ("fresh_1149", "trade places"): "a figurative phrase; many fills fit",
    ("fresh_1152", "alarming next"): "a blank across a phrase boundary",
    ("fresh_1152", "land anywhere"): "a vague idiom; 'be negative' fits as well",
    ("fresh_1155", "the value used"): "a broken fragment; several fills fit",
    ("fresh_1157", "Termination"): "'A second place' has no first on the front",
    ("fresh_1157", "the method's main risk"): "open-ended; names no fact",
    ("fresh_1160", "d times k weights"): "d and k undefined; 'by contrast' dangles",
    ("fresh_1160", "thirty-eight"): "holds for one model shape, not shown",
    ("fresh_1161", "dense transitions"): "'That number' never shown; several fit",
    ("fresh_1164", "eleven, two"): "a blank across two clauses",
    ("fresh_1165", "shrinking the rewards"): "'The reverse case' has no referent",
    ("fresh_1166", "the wrong leader's share"): "0.09 and 0.25 unexplained; 'therefore' dangles",
    ("fresh_1168", "the grey boxes"): "refers to a figure not shown",
    ("fresh_1168", "the label mix"): "a vague topic sentence; many fills fit",
    ("fresh_1169", "crossed values"): "'The network underneath' dangles",
    ("fresh_1170", "answer one step late"): "any wrong index fits as well",
    ("fresh_1170", "correct step wrong"): "the first error's step is not shown",
    ("fresh_1171", "one constant"): "'There' dangles; cued by 'to another'",
    ("fresh_474", "0.77"): "'Their sum' without the greedy part on the front",
    ("fresh_723", "aggressive variant"): "'the most [...]' has no referent",
    # Sets 294-301 (fresh_1172-1203), graded blind on a working tree between 53b1ae3 and
    # 2607164 (294-297) and on 5836bec (298-301), BAD for both graders and still made after the
    # refit on sets 1-301; with that refit fresh_1126's, fresh_628's, fresh_786's and
    # fresh_932's cards came back, and fresh_1146's, fresh_195's, fresh_326's, fresh_329's and
    # fresh_557's went (their chances sit at the thresholds)
    ("fresh_1172", "careful author"): "'these' dangles; many fillers fit",
    ("fresh_1172", "point zero nine"): "A's score is not on the front",
    ("fresh_1172", "supported by references"): "no rubric context; many fills fit",
    ("fresh_1175", "moves down from 1"): "'this gamma' dangles; the direction is ambiguous",
    ("fresh_1176", "over-read"): "a vague topic sentence; many fills fit",
    ("fresh_1176", "sharper than the small number suggests"): "a rhetorical phrase; dangles",
    ("fresh_1177", "the learning target"): "a transition sentence; many fills fit",
    ("fresh_1180", "the group baseline"): "'The reason is [...]': open-ended",
    (
        "fresh_1181",
        (
            "The real: bias therefore decays faster than the formula says; the untried actions: "
            "keep their noise"
        ),
    ): "a garbled distinction ('the real' split from 'bias')",
    ("fresh_1181", "a random step half"): "a blank across two phrases",
    ("fresh_1183", "somewhat below 0.35"): "the step size behind 0.35 is not shown",
    ("fresh_1183", "tabular Q-learning ask"): "a blank that swallows the verb",
    ("fresh_1184", "cheap and repeatable"): "strength or weakness? several fit",
    ("fresh_1185", "B forever"): "the example MDP is not on the front",
    ("fresh_1185", "stay constraint"): "the example's actions and rewards not shown",
    ("fresh_1190", "lean"): "'that price' dangles; several fit",
    ("fresh_1193", "plain maximum"): "a transition sentence; nothing to recall",
    ("fresh_1196", "times less hard"): "a blank that splits 'ten times less hard'",
    ("fresh_1199", "9%"): "the horizon behind 9% is not shown",
    ("fresh_1199", "bound assumes"): "a blank across noun and verb",
    ("fresh_1201", "the noise of a learning curve"): "what differs by 0.03 is not said",
    ("fresh_628", "Positive definite"): "which matrix 'here' means is not said",
    ("fresh_786", "an effective sample size"): "'Those two variances also give [...]': open",
    # Made instead since a worked result of the lesson is no claim's blank anywhere
    # (compose._results_said, session 57), which no longer makes 17 cards both graders called
    # BAD, taken off this list (fresh_155, 439, 464, 538, 576, 603, 654, 835, 896, 937, 978,
    # 1060, 1077, 1162, 1165, 1174, 1187)
    ("fresh_616", "forty-eight"): "an arbitrary input of the worked example",
    # Sets 302-305 (fresh_1204-1219), graded once unseen (session 58):
    ("fresh_1204", "cheap check"): "'both failures' of a sentence before; any check fits",
    ("fresh_1204", "its advantage is positive"): "'that ratio' is not shown; the sign is a guess",
    ("fresh_1205", "thirty-two thousand"): "a vocabulary size with no vocabulary on the card",
    ("fresh_1206", "clip fraction"): "'along with it' dangles; KL or clip fraction fit",
    ("fresh_1207", "never enters the critic's target"): "a whole predicate; many completions fit",
    ("fresh_1209", "one point three three"): "the variance it scales (1.64) is not on the card",
    ("fresh_1210", "94.4"): "'would give' what: r - 1, log r or k3? not said",
    ("fresh_1210", "k2"): "the lesson's own slip (k2 is half the square) made a card",
    ("fresh_1211", "kind of update"): "a filler noun; several fit",
    ("fresh_1211", "ratio version"): "a label of an earlier sentence; several fit",
    ("fresh_1212", "more of the same answer"): "'the symptom' of what is not shown; open",
    ("fresh_1212", "simple"): "an adjective any rule fits",
    ("fresh_1213", "target policy"): "'that action' of a worked example not shown",
    ("fresh_1214", "14%"): "'the trace above' and its token counts are not shown",
    ("fresh_1215", "0.1"): "an example's arbitrary probability; any value above 0.02 fits",
    ("fresh_1216", "rising rate"): "the rate of what is never said",
    ("fresh_1217", "fifty-one useful relabelled transitions"): "batch size and share not shown",
    ("fresh_1219", "reward clipping in DQN"): "'different from' many kinds of clipping",
    # Made again at the refit on sets 1-305 (thresholds 0.2105 / 0.2316), while two listed
    # cards are no longer made (fresh_131 'is not the same as AdamW', fresh_620 'an
    # illustrative pair of runs'), taken off:
    # Sets 306-309 (fresh_1220-1235), graded once unseen (session 58); at their refit on sets
    # 1-309 (thresholds 0.2108 / 0.2306) two listed cards are no longer made (fresh_120
    # 'Large', fresh_949 'one transition'), taken off:
    ("fresh_1223", "comparison"): "a generic noun; count, analysis, speed-up fit",
    (
        "fresh_1225",
        "critic trained only on replay",
    ): "a blank across 'replay states'; 'there' dangles",
    ("fresh_1226", "64%"): "'the exact rate' and 'therefore' dangle",
    ("fresh_1229", "Off-policy data"): "nothing on the front points to it",
    ("fresh_1230", "voted pair"): "what 0.104 is, the vote's flip rate, is not said",
    ("fresh_1232", "ten-nat summed margin"): "'our example' and 'the same pair' not shown",
    ("fresh_1232", "division looks harmless"): "'That [...]': many completions fit",
    ("fresh_1233", "planner's side"): "'seen here from the [...]': a side phrase, open",
    # Sets 310-313 (fresh_1236-1251), graded once unseen (session 59). At their refit on sets
    # 1-313 (thresholds 0.2099 / 0.2289) four cards of earlier sets are made again and three
    # listed ones are no longer made (fresh_557 'Leave-one-out: …', fresh_788 'Low entropy',
    # fresh_932 'point eight'), taken off:
    ("fresh_1240", "rough two-standard-error"): "which band is ten points wide needs n = 100",
    ("fresh_1241", "mistake silent"): "'That penalty' and 'this mistake' dangle",
    ("fresh_1244", "forty-three percent"): "'the hard prompt' dangles: its pass rate not shown",
    ("fresh_1244", "point three"): "an example's number; the two prompt sets not described",
    ("fresh_1246", "50% to 5%"): "the hard prompt's pass rate not shown; two numbers",
    ("fresh_1246", "put"): "an idiom word; 'the first factor' with no formula",
    ("fresh_1249", "collecting the reward sooner"): "'staying' and the discount not shown",
    ("fresh_1249", "one and two thirds"): "'those two' dangles: the always-stay value",
    ("fresh_1251", "parameters older"): "follows the planted slip: 0.995^200 is 0.37",
    # Sets 314-317 (fresh_1252-1267), graded once unseen (session 59). At their refit on sets
    # 1-317 (thresholds 0.2101 / 0.2268) three cards of earlier sets are made again (two of
    # them taken off at the refit before):
    ("fresh_777", "alone gets zero"): "'A hunter who chases the stag [...]': open",
    ("fresh_1255", "removes both errors"): "'both errors' never named on the front",
    ("fresh_1258", "least-squares"): "'the same [...] fit' points to a fit not shown",
    ("fresh_1261", "assumptions"): "a vacuous answer; 'this arithmetic' dangles",
    ("fresh_1261", "batch of a few hundred episodes"): "'the rare ones' dangles",
    ("fresh_1262", "keeps getting tried"): "prompts A and F not defined on the front",
    ("fresh_1263", "0.72"): "'our five episodes' not on the front",
    ("fresh_1265", "lucky rewards"): "'gets there' dangles: the collapse not named",
    ("fresh_1267", "no-baseline"): "the setup not shown: a 50/50 guess",
    ("fresh_1267", "the current favourite"): "the preferences not shown",
    # Sets 318-321 (fresh_1268-1283), graded once unseen (session 59). At their refit on sets
    # 1-321 (thresholds 0.21 / 0.2283) two cards of earlier sets are made again and five listed
    # ones are no longer made (fresh_788 'Low entropy', fresh_1126 'Common conservative score',
    # fresh_1139 '32', fresh_1146 'no length signal', fresh_1244 'point seven six'), taken off:
    ("fresh_195", "the agent never leaves cell 1"): "the corridor's setup not shown",
    ("fresh_1268", "able to double the penalty"): "'the clip is the reason' for what?",
    ("fresh_1269", "a single forced start"): "the 400-pair setting not shown",
    ("fresh_1270", "0.02"): "k and T of the example not shown",
    ("fresh_1272", "the correct answer"): "which design is meant not said",
    (
        "fresh_1278",
        "The correct response: earns \\(0.4 \\times 1 = 0.4\\) in expectation; The formatted wrong "
        "response: earns 0.5, which is 0.1 more",
    ): "w_c, w_f and q not shown: a 50/50 guess",
    ("fresh_1280", "rarely the student's training run"): "the blank invites the opposite",
    ("fresh_1280", "the difficulty mix"): "'Which one': plans A and B not shown",
    ("fresh_1281", "plus-three-or-minus-one"): "an example's label; the lead is off topic",
    ("fresh_1283", "leftover weight"): "'that initial value' and 'the sum' dangle",
    # Sets 322-325 (fresh_1284-1299), graded once unseen (session 59). At their refit on sets
    # 1-325 (thresholds 0.2104 / 0.2279) one card of an earlier set is made again and two
    # listed ones are no longer made (fresh_995 'the gap between what the policy did …',
    # fresh_1199 '10,000'), taken off:
    ("fresh_330", "0.95 stops"): "a blank across a number and a verb",
    ("fresh_1289", "the greedy path"): "the importance-sampling setup not shown",
    ("fresh_1291", "Collecting terms"): "a step of working; rearranging fits as well",
    ("fresh_1293", "how long each imagined rollout runs"): "'the rate' undefined",
    ("fresh_1294", "equal weight"): "'Inside the bracket': the formula not shown",
    ("fresh_1299", "0.8, 1.7 and 3.5"): "the transition's values not shown",
    ("fresh_1299", "How far apart the two"): "a fragment with many fills",
    ("fresh_1299", "two habits"): "a vague noun phrase with many fills",
    # Sets 326-329 (fresh_1300-1315), graded once unseen (session 59). At their refit on sets
    # 1-329 (thresholds 0.2101 / 0.2264) one card of an earlier set is made again and two
    # listed ones are no longer made (fresh_98 'how often episodes are cut', fresh_1197 'one
    # point five one'), taken off:
    ("fresh_1300", "wanders behaves otherwise"): "a blank across subject and verb",
    ("fresh_1301", "a trusted reference value"): "'The test' dangles",
    ("fresh_1301", "critic's error"): "no critic or TD target on the front",
    ("fresh_1301", "its estimate is biased upward"): "'The winner' dangles",
    ("fresh_1306", "independence assumption"): "'The [...] deserves suspicion': open",
    ("fresh_1308", "policy under a fetch-before-cite rule"): "no hint of the rule",
    ("fresh_1310", "0.49"): "the fabrication reward (0.44) not shown",
    ("fresh_1313", "one hundred and ninety-four"): "the ghost's 200 points not shown",
    # Sets 330-333 (fresh_1316-1331), graded once unseen (session 60). At their refit on sets
    # 1-333 (thresholds 0.2114 / 0.2269) fresh_1262 '0.1 and 0.9' was made again (and three
    # more, gone again at the next refit), and fresh_120 'Large' and fresh_944 'gap of three'
    # were no longer made (back at the next refit, below):
    ("fresh_1262", "0.1 and 0.9"): "any symmetric pair fits",
    ("fresh_1316", "negative point five"): "'the same two-action picture' not shown",
    ("fresh_1316", "twelve point eight eight"): "the larger critic's 12 not shown",
    ("fresh_1320", "any single pair"): "an open blank, several answers fit",
    ("fresh_1322", "12.81"): "the weights not shown",
    ("fresh_1325", "gap at ten"): "'gap' not on the front",
    ("fresh_1325", "gradient of the expected reward"): "what 'it' is not shown",
    # Sets 334-337 (fresh_1332-1347), graded once unseen (session 60). At their refit on sets
    # 1-337 (thresholds 0.2116 / 0.2266) four cards of earlier sets are made again and three
    # listed ones are no longer made (fresh_98 'how often episodes are cut', fresh_1139 '32',
    # fresh_1199 '10,000'), taken off:
    ("fresh_120", "Large"): "an unimportant adjective; modern, deep fit",
    ("fresh_1332", "a product of a few factors"): "a vague phrase, many answers fit",
    ("fresh_1333", "the whole problem in miniature"): "a rhetorical phrase",
    ("fresh_1339", "missing term"): "'the missing term' has no referent",
    ("fresh_1340", "first stage"): "the two stages not named",
    ("fresh_1340", "last-number"): "'first-number' fits as well",
    ("fresh_1344", "the scale of the loss"): "open; 'that lever' dangles",
    ("fresh_1345", "near twenty"): "an example level, many fit",
    ("fresh_1345", "the step size"): "the initial value fits as well",
    ("fresh_1346", "the number of actors"): "several causes of lag fit",
    ("fresh_1347", "longer test"): "'the second term' dangles",
    # Sets 338-341 (fresh_1348-1363), graded once unseen (session 60). At their refit on sets
    # 1-341 (thresholds 0.2101 / 0.2267) two cards of earlier sets are made again and four
    # listed ones are no longer made (fresh_545 'the middle of the curve', fresh_841 'deep
    # networks', fresh_944 'gap of three', fresh_1244 'point seven six'), taken off:
    ("fresh_131", "is not the same as AdamW"): "an open blank after unrelated text",
    ("fresh_1351", "square-root"): "the lesson's slip (6e-5) kept; guessable",
    ("fresh_1352", "how the cut is made"): "'Even there' dangles",
    ("fresh_1354", "the learning rate"): "'interacts with [...]': several fit",
    ("fresh_1356", "a sobering use of the idea"): "an open phrase, many fit",
    ("fresh_1356", "detector learned from outcomes"): "which detector, not said",
    ("fresh_1359", "0.11"): "the starting beta (0.15) not shown",
    ("fresh_1361", "steps"): "'the short chain' not shown",
    ("fresh_1362", "rule of thumb"): "filler instead of the rule",
    ("fresh_1363", "0.33 and 1"): "'the example above' not shown",
    ("fresh_1363", "seen far more often"): "'Its' misattributed after 'Uniform replay'",
    ("fresh_1363", "sparse-reward"): "'Its' misattributed after 'Uniform replay'",
    # Sets 342-345 (fresh_1364-1379), graded once unseen (session 61). Their mends take five
    # BAD-for-both cards away (a sentence announcing "one important way", a ratio drill from
    # a closed form's numerator and denominator, "What are equal weights?", "Twin Delayed"
    # for TD3, and a false ✗'s exercise). At the refit on sets 1-345 (thresholds 0.2093 /
    # 0.2245) four cards of earlier sets are made again and two listed ones are no longer
    # made (fresh_1139 '32', fresh_1197 'one point five one'), taken off:
    ("fresh_1199", "10,000"): "an example horizon, many fit",
    ("fresh_1368", "short"): "a filler adjective before the colon",
    ("fresh_1372", "group-relative"): "a transition sentence: any update fits",
    ("fresh_1372", "slip in the speed"): "the three parts of the problem not shown",
    ("fresh_1375", "the discounted return"): "what is summed not shown",
    (
        "fresh_1378",
        "independent errors suggests",
    ): "the blank runs into the verb; 'The correction' dangles",
    # Sets 346-349 (fresh_1380-1395), graded once unseen (session 61). Their mends (what a
    # pointer is, said as all of the predicate; the rest of a citation; one operand of spoken
    # arithmetic; pass@k drills for a lesson on pass-at-one) take BAD-for-both cards of
    # earlier sets away too. At the refit on sets 1-349 (thresholds 0.2079 / 0.227) five
    # cards of earlier sets are made again:
    ("fresh_1380", "costs almost nothing"): "'that' and 'it': the delay not shown",
    ("fresh_1381", "the state of a pad token"): "'instead' of what: the padding example not shown",
    ("fresh_1384", "a proper likelihood of the data"): "'The method' not named",
    ("fresh_1384", "wrong city"): "the example not shown",
    ("fresh_1384", "wrong continuation"): "the regime not shown; several fit",
    ("fresh_1385", "likelihoods instead of exact text"): "'softer' than what, not shown",
    ("fresh_1387", "error of 2"): "an example error, any above 1 fits",
    ("fresh_1387", "the more telling number"): "a rhetorical phrase, many fit",
    ("fresh_1388", "mixes the two"): "'A common compromise': many fit",
    ("fresh_1392", "pass-at-one"): "'Contrast … with': several fit",
    ("fresh_1393", "harmful-compliance"): "'Contrast … with': several fit",
    # Sets 350-353 (fresh_1396-1411), graded once unseen (session 61). At the refit on sets
    # 1-353 (thresholds 0.2099 / 0.2252) one card of an earlier set is made again and seven
    # listed ones are no longer made (fresh_98, fresh_329, fresh_545, fresh_620, fresh_871,
    # fresh_899, fresh_1272), taken off:
    ("fresh_1396", "the job it handles poorly"): "a dangling 'it', many fit",
    ("fresh_1397", "number of possible mismatches"): "what grows, not shown",
    ("fresh_1400", "change the noise"): "a vague phrase, many fit",
    ("fresh_1401", "eleven and a half percent"): "the pool size not shown",
    ("fresh_1401", "the hazard of the first method"): "'the first method' never named",
    ("fresh_1402", "write down"): "a filler phrase, many fit",
    ("fresh_1403", "post-training"): "a filler phrase, many fit",
    ("fresh_1405", "eighty-five percent"): "an example value, any below 90% fits",
    ("fresh_1408", "Clipping"): "capping the lag fits as well",
    ("fresh_1409", "a jump of twenty-four points"): "the single-try rate not shown",
    ("fresh_1409", "pass-or-fail"): "several fit",
    ("fresh_1409", "probability point six"): "an example value with no context",
    ("fresh_1411", "feature of 4"): "the doubled feature not shown",
    # Sets 354-357 (graded on 221191a; the join of 350-353), still made after their join and
    # the refit on sets 1-357 (thresholds 0.2102 / 0.2262); two cards of earlier sets are made
    # again and five listed ones are no longer made (fresh_195, fresh_932, fresh_1172,
    # fresh_1244, fresh_1276), taken off:
    ("fresh_844", "point five"): "made again at the refit",
    ("fresh_1413", "penalty on failures"): "'trained that way' dangles",
    ("fresh_1413", "the learning rate"): "'the rule' dangles, many fit",
    ("fresh_1413", "token in the first micro-batch"): "the micro-batch sizes not shown",
    ("fresh_1415", "10 and -10"): "an example pair, any fits",
    ("fresh_1416", "the very signal"): "'that noise', 'the trick' dangle",
    ("fresh_1419", "direction in space"): "a vague phrase, many fit",
    ("fresh_1421", "equally hard"): "'independent' fits as well",
    ("fresh_1421", "parts are not independent checks"): "'a second issue' open",
    ("fresh_1421", "point four"): "the per-part rate not shown",
    ("fresh_1423", "one episode in five"): "epsilon and the success rate not shown",
    ("fresh_1424", "a common starting point"): "a vague phrase, many fit",
    ("fresh_1425", "step five hundred"): "an example step, any fits",
    ("fresh_1426", "right direction"): "'the slip' never named",
    # (fresh_195's "example show", fresh_1109's "single-weight case" and fresh_1418's "never
    # refers to A or B" are now made with the sentence before as their context line: a
    # sentence opening with "Nor", "Still," or "Meanwhile" leans on it; taken off.)
    # Sets 358-361 (graded on ba526c2; the join of 354-357), still made after their join and
    # the refit on sets 1-361 (thresholds 0.2098 / 0.2279); six cards of earlier sets are made
    # again and two listed ones are no longer made (fresh_871, fresh_1126), taken off:
    ("fresh_98", "how often episodes are cut"): "made again at the refit",
    ("fresh_545", "the middle of the curve"): "made again at the refit",
    ("fresh_932", "point eight"): "made again at the refit",
    ("fresh_1146", "no length signal"): "made again at the refit",
    ("fresh_1430", "Everything above"): "a pointer to the whole lesson",
    ("fresh_1431", "the traces of s"): "no context, several fit",
    ("fresh_1433", "a small sample catch"): "the blank runs through the verb",
    ("fresh_1437", "accuracy falls"): "the random-false-pass condition left out",
    ("fresh_1437", "correct answers"): "repeats the lesson's slip (four in a hundred)",
    ("fresh_1437", "ninety-five"): "an example value, any high rate fits",
    ("fresh_1438", "a tenth of the reward"): "the discount 0.9 not shown",
    ("fresh_1440", "Progress per step"): "the lowered learning rate not shown",
    ("fresh_1440", "Random seeds alone"): "several fit (data order, learning rate)",
    ("fresh_1443", "1.40"): "repeats the lesson's slip (4.21 / 4 is 1.05)",
    # Sets 362-365 (graded on 029c14c; the join of 358-361), still made after their join and
    # the refit on sets 1-365 (thresholds 0.2106 / 0.2275); one card of an earlier set is made
    # again and four listed ones are no longer made (fresh_44, fresh_620, fresh_1139,
    # fresh_1306), taken off:
    ("fresh_1445", "rollout budget"): "'the prompt uses up': the setting not shown",
    ("fresh_1445", "what pass-at-k means"): "several fit",
    ("fresh_1448", "when you design such a reward"): "a signpost, nothing to recall",
    ("fresh_1449", "a second source of noise"): "'there is [...]': many fit",
    ("fresh_1449", "forty-eight"): "'like that' dangles, which prompts not shown",
    ("fresh_1449", "some bad luck"): "'three' of what not shown, filler",
    ("fresh_1449", "the tighter estimate"): "'both', 'the second' never described",
    ("fresh_1451", "the slope of the curve"): "'the curve', '2,000' never introduced",
    ("fresh_1456", "the numbers look clean"): "'Then … the rewrite test' dangles",
    ("fresh_1456", "usual check"): "a vague phrase, many fit",
    ("fresh_1457", "common"): "a vague word, many fit",
    ("fresh_1457", "the path between them"): "'the mixed patch' dangles, many fit",
    ("fresh_1458", "Collecting terms"): "a filler phrase, many fit",
    # Sets 366-369 (graded on 8023ff0; the join of 362-365), still made after their join and
    # the refit on sets 1-369 (thresholds 0.2117 / 0.2275); two cards of earlier sets are made
    # again and six listed ones are no longer made (fresh_764, fresh_1021, fresh_1096,
    # fresh_1197, fresh_1244, fresh_1295), taken off:
    (
        "fresh_557",
        "Leave-one-out: would credit the format reward; add-one-in: would call it useless",
    ): ("made again at the refit"),
    ("fresh_1126", "Common conservative score"): "made again at the refit",
    ("fresh_1460", "a simple break-even rule"): "'there is [...]': many fit",
    ("fresh_1461", "point zero four eight"): "the starting error not shown",
    ("fresh_1462", "the whole mechanism"): "a rhetorical phrase, many fit",
    ("fresh_1463", "successor values"): "'every step above' dangles",
    ("fresh_1464", "bigger goal reward"): "'the crossover' never defined",
    ("fresh_1465", "Real"): "a bare adjective, many fit",
    ("fresh_1468", "the compressed number"): "'that' has no referent",
    ("fresh_1469", "discount"): "a teaser sentence, many fit",
    ("fresh_1470", "1/6"): "0.4 (absolute) fits as well",
    ("fresh_1472", "one point nine"): "the early scores not shown",
    ("fresh_1473", "metric also saturates"): "the whole sentence blanked",
    ("fresh_1475", "a statement about noise"): "the colon points elsewhere",
}


def _lines(path: Path) -> list[dict[str, str]]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


@cache
def _bad_for_all() -> frozenset[tuple[str, str, str]]:
    verdicts: dict[tuple[str, str, str], list[str]] = {}
    for path in sorted(GRADES.glob("set*_graded_*.jsonl")):
        for row in _lines(path):
            verdicts.setdefault(
                (row["lesson"], comparable(row["front"]), comparable(row["answer"])), []
            ).append(row["grade"])
    return frozenset(k for k, g in verdicts.items() if len(g) >= 2 and set(g) == {"BAD"})


def test_the_blind_grades_hold_cards_every_grader_judged_bad() -> None:
    assert len(_bad_for_all()) >= 20


@pytest.mark.parametrize("lesson", sorted({k[0] for k in _bad_for_all()}))
def test_no_card_every_grader_judged_bad_comes_back(lesson: str) -> None:
    bad = {k for k in _bad_for_all() if k[0] == lesson}
    comp = compose_lesson(read_lesson(LESSONS / f"{lesson}.md"), practice=5)
    made = set()
    for card in comp.cards:
        header = context_line(card.context, card.section)
        if (lesson, comparable(f"{header}\n{card.front}"), comparable(card.answer)) in bad:
            made.add((lesson, card.answer))
    assert made <= STILL_MADE.keys(), sorted(made - STILL_MADE.keys())
    # An entry no longer made is progress: take it off the list, so that the list stays true.
    listed = {k for k in STILL_MADE if k[0] == lesson}
    assert listed <= made, sorted(listed - made)
