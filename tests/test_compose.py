"""Card composition: what becomes a card, and the minimum-information rules on every card."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import SAMPLE, needs_shared, shared_lessons
from hypothesis import given, settings
from hypothesis import strategies as st

from generator import compose
from generator.calc import format_fixed
from generator.compose import MAX_DELETION_WORDS, _value_in_view, back_reference
from generator.model import Card, CardType, ClozeCard, Composition, Lesson, Statement, StatementKind
from generator.reader import parse_lesson, read_lesson


def compose_lesson(lesson: Lesson, *, seed: int = 0, practice: int = 5) -> Composition:
    """The cards the rules make: these tests test the rules, so the learned choice of
    cards (``quality``, tested in ``test_card_quality``) is off."""
    return compose.compose_lesson(lesson, seed=seed, practice=practice, quality=False)


WORD = re.compile(r"[\w@’'-]+")


def rejection_of(
    text: str, answer: str, why: str = "what the verb acts on", score: float = 5.0
) -> str | None:
    """Why cloze refuses to blank ``answer`` (its first occurrence in ``text``), or None."""
    from generator import cloze

    start = text.index(answer)
    return cloze.rejection(text, cloze.Cut(start, start + len(answer), score, why))


def _all_compositions() -> list[Composition]:
    return [compose_lesson(read_lesson(p)) for p in [SAMPLE, *shared_lessons()]]


def _visible(answer: str, front: str) -> bool:
    return (
        re.search(r"(?<!\w)" + re.escape(answer.casefold()) + r"(?!\w)", front.casefold())
        is not None
    )


@pytest.fixture(scope="module")
def sample() -> Composition:
    return compose_lesson(read_lesson(SAMPLE))


def _by_front(comp: Composition, fragment: str) -> Card:
    matches = [c for c in comp.cards if fragment in c.front]
    assert len(matches) == 1, [c.front for c in matches]
    return matches[0]


# --- the rules every card follows, over every lesson we have ---------------------------


def test_card_quality_rules_hold_on_every_lesson() -> None:
    for comp in _all_compositions():
        fronts = [" ".join(c.front.casefold().split()) for c in comp.cards]
        assert len(fronts) == len(set(fronts)), "two cards with the same front"
        ids = [c.id for c in comp.cards]
        assert len(ids) == len(set(ids))
        for card in comp.cards:
            where = f"{comp.lesson.path}: {card.front!r}"
            assert card.front.strip() and card.answer.strip(), where
            assert card.context.startswith("Post-training from first principles · Lesson"), where
            assert card.source is not None and card.source.path == comp.lesson.path, where
            assert card.source.line >= 1 and card.source_text, where
            if card.type is CardType.CLOZE:
                assert card.cloze is not None
                before, deleted, after = card.cloze
                assert before + deleted + after == card.source_text, where
                assert len(WORD.findall(deleted)) <= MAX_DELETION_WORDS, where
                assert "[...]" in card.front and not _visible(
                    deleted, card.front.replace("[...]", " ")
                ), where
                items = [p for p in re.split(r",|\band\b|\bor\b", deleted) if p.strip()]
                assert len(items) <= 3, where
            if card.type is CardType.QA:
                assert not _visible(card.answer, card.front), where
                # The answer's words come from the narration: nothing invented.
                source_words = {w.casefold() for w in WORD.findall(card.source_text)}
                for word in WORD.findall(card.answer):
                    assert word.casefold() in source_words or word.casefold() in {"not"}, (
                        where,
                        word,
                    )
            if card.type is CardType.EXERCISE:
                assert card.exercise is not None
                assert not _visible(card.answer, card.front), where


def test_every_caveat_gets_a_card_of_its_own() -> None:
    for comp in _all_compositions():
        caveat_cards = {c.statement_id for c in comp.cards if c.role == "caveat"}
        for s in comp.lesson.statements:
            if s.kind is StatementKind.CAVEAT:
                assert s.id in caveat_cards, (comp.lesson.path, s.line, s.text)


def test_skipped_statements_say_why_and_nothing_is_lost_silently() -> None:
    for comp in _all_compositions():
        carded = {c.statement_id for c in comp.cards}
        skipped = {s.statement_id for s in comp.skipped}
        for s in comp.lesson.statements:
            assert (s.id in carded) != (s.id in skipped), (s.line, s.text)
        assert all(s.reason for s in comp.skipped)


# --- the sample lesson's cards ---------------------------------------------------


def test_caveat_cloze_deletes_the_qualifying_clause(sample: Composition) -> None:
    card = _by_front(sample, "density alone [...]")
    assert card.role == "caveat" and card.answer == "does not prove causal accuracy"
    assert (
        card.context
        == "Post-training from first principles · Lesson 4 · Rewards and credit assignment"
    )


def test_claim_shows_the_caveat_that_qualifies_it(sample: Composition) -> None:
    card = next(c for c in sample.cards if "Response-level credit" in c.source_text)
    assert any("density alone does not prove causal accuracy" in e for e in card.back_extra)


def test_rhetorical_questions_go_on_the_back_of_their_caveat(sample: Composition) -> None:
    card = next(c for c in sample.cards if c.source_text.startswith("A terminal score"))
    assert card.role == "caveat"
    assert any("Was the wrong file inspected?" in e for e in card.back_extra)
    reasons = {s.text: s.reason for s in sample.skipped}
    assert "rhetorical question" in reasons["Was the wrong file inspected?"]


def test_vague_sentences_are_skipped_with_a_reason(sample: Composition) -> None:
    reasons = {s.text: s.reason for s in sample.skipped}
    assert "too vague" in reasons["The tuple makes those roles explicit."]


def test_acronyms_are_asked_one_way_only(sample: Composition) -> None:
    assert (
        _by_front(sample, "What does GAE stand for?").answer == "Generalized Advantage Estimation"
    )
    # The reverse card's answer would be only the initials (issue 11).
    assert not [c for c in sample.cards if c.answer == "GAE"]
    assert _by_front(sample, "What does KL stand for?").answer == "Kullback–Leibler divergence"


def test_distinction_asks_for_the_difference(sample: Composition) -> None:
    card = _by_front(sample, "Reward vs. feedback")
    assert "reward: the scalar consumed by an objective" in card.answer
    assert "feedback: the richer evidence the environment produced" in card.answer
    assert "Reward and feedback carry different information." in card.source_text
    either = _by_front(sample, "File contents are [...]")
    assert either.answer.startswith("an environment observation")


def test_numbers_of_the_narration_become_exercise_cards(sample: Composition) -> None:
    # A worked result is asked once, with its inputs, as an exercise; a cloze of it would
    # ask the same arithmetic again.
    assert not [c for c in sample.cards if c.answer == "point eight one"]
    lesson_exercises = [c for c in sample.cards if c.exercise and c.exercise.origin == "lesson"]
    assert sorted(round(c.exercise.answer, 2) for c in lesson_exercises if c.exercise) == [
        -0.3,
        0.3,
        0.81,
    ]
    practice = [c for c in sample.cards if c.exercise and c.exercise.origin == "practice"]
    assert len(practice) == 5


def test_composition_is_deterministic_and_seeded() -> None:
    lesson = read_lesson(SAMPLE)
    assert compose_lesson(lesson, seed=3) == compose_lesson(lesson, seed=3)
    a = [c.exercise.params for c in compose_lesson(lesson, seed=1).cards if c.exercise]
    b = [c.exercise.params for c in compose_lesson(lesson, seed=2).cards if c.exercise]
    assert a != b


def test_card_ids_survive_edits_to_other_sentences() -> None:
    text = SAMPLE.read_text("utf-8")
    edited = text.replace("The tuple makes those roles explicit.", "The tuple names each role.")
    before = {c.id for c in compose_lesson(parse_lesson(text, "x.md")).cards}
    after = {c.id for c in compose_lesson(parse_lesson(edited, "x.md")).cards}
    assert before <= after


def test_a_lesson_it_has_never_seen() -> None:
    text = """# Baselines

My course · Lesson 1 of 2 · 1:00

## Narration transcript

A baseline is the expected return of a state. Variance reduction, or VR, lowers the noise of
the gradient estimate. A learned baseline helps only when the critic is accurate. Critics
estimate values, not probabilities. With gamma point five and a reward of one arriving two steps
later, the return is point two five.
"""
    comp = compose_lesson(parse_lesson(text, "new.md"), practice=2)
    fronts = {c.front: c.answer for c in comp.cards}
    assert fronts["What does VR stand for?"] == "Variance reduction"
    caveat = next(c for c in comp.cards if c.role == "caveat")
    assert caveat.answer == "the critic is accurate"
    assert any(
        c.exercise and c.exercise.origin == "lesson" and c.exercise.answer == 0.25
        for c in comp.cards
    )


@pytest.mark.parametrize(
    ("value", "decimals", "text"),
    [
        (0.81, 2, "0.81"),
        (-0.3, 2, "−0.30"),
        (0.9166, 3, "0.917"),
        (84.0, 0, "84"),
        (-0.001, 2, "0.00"),
        # a half rounds up, on the decimal written, not on the float just below it
        (0.5125, 3, "0.513"),
        (-0.5125, 3, "−0.513"),
        (2.675, 2, "2.68"),
    ],
)
def test_format_fixed(value: float, decimals: int, text: str) -> None:
    assert format_fixed(value, decimals) == text


@needs_shared
def test_card_counts_over_the_shared_lessons_are_reported() -> None:
    total = skipped = statements = 0
    for path in shared_lessons():
        comp = compose_lesson(read_lesson(Path(path)), practice=0)
        total += len(comp.cards)
        skipped += len(comp.skipped)
        statements += len(comp.lesson.statements)
    print(f"\n{statements} statements → {total} cards, {skipped} skipped")
    # A guard against a collapse of the card rules, not a target: a sentence whose
    # only blanks are guessable (a word its modifier or the card gives away, an
    # answer another card already asks) is better skipped than made a weak card.
    # (96 of 241 were skipped at a3058ff; the refit of sets 204 to 209 drops one more,
    # script_02's "but [the optimizer sees the number]", WEAK in all five gradings of it:
    # 97, over the 2/5 this guard had, so it now allows 9/20.)
    assert skipped < statements * 9 / 20


_NEW = """# Baselines

My course · Lesson 1 of 2 · 1:00

## Narration transcript

{body}
"""


def _compose(body: str) -> Composition:
    return compose_lesson(parse_lesson(_NEW.format(body=body), "new.md"), practice=0)


def test_a_back_reference_shows_the_sentence_it_points_to() -> None:
    comp = _compose(
        "A learned critic estimates the expected return of each state. "
        "Its estimate becomes the baseline of the advantage."
    )
    card = next(c for c in comp.cards if "Its estimate" in c.source_text)
    assert card.front.startswith("A learned critic estimates")
    assert card.source_text.endswith("Its estimate becomes the baseline of the advantage.")


def test_a_consequence_said_with_then_shows_the_condition_before_it() -> None:
    condition = "Raising the upper bound far too high lets common tokens grow without restraint."
    then = "Entropy may then rise instead of falling, and the replies can drift into noise."
    comp = _compose(f"{condition} {then}")
    card = next(c for c in comp.cards if c.source_text.endswith(then))
    assert card.front.startswith(condition)
    # a sentence that states its own condition first stands alone
    own = "If the bound is raised far too high, entropy may then rise instead of falling."
    alone = _compose(f"{condition} {own}")
    card = next(c for c in alone.cards if c.source_text.endswith(own))
    assert card.front.startswith("If the bound")


def test_a_back_reference_at_the_start_of_a_lesson_is_skipped_with_a_reason() -> None:
    comp = _compose("Their estimates become the baseline of the advantage.")
    assert not comp.cards
    assert "refers back" in comp.skipped[0].reason


def test_a_caveat_opening_a_paragraph_is_not_shown_under_the_paragraph_before() -> None:
    """A short caveat with one cue left borrows the sentence before as context, but not
    across a paragraph break: the new paragraph turns to something else (historical
    grades of such cards: 0 GOOD, 15 WEAK, 9 BAD)."""
    before = (
        "Sliding windows restore some responsiveness, at the price of a wider bonus and "
        "slower convergence."
    )
    caveat = "Deterministic action repeat should not be confused with sticky actions."
    same = _compose(f"{before} {caveat}")
    (card,) = [c for c in same.cards if c.source_text.endswith(caveat)]
    assert card.front.startswith("Sliding windows")  # the same paragraph: shown
    apart = _compose(f"{before}\n\n{caveat}")
    assert not [c for c in apart.cards if c.source_text.endswith(caveat)]
    assert any(caveat in w for w in apart.warnings)  # the caveat without a card is reported


def test_a_short_caveat_opening_a_paragraph_shows_the_sentence_after_it() -> None:
    """Alone, a paragraph's short first sentence leaves its blank open, and the sentence
    before it is about something else: the sentence after it unfolds it (ab04 gradings:
    caveats 10 GOOD, 13 WEAK, 19 BAD alone; 3 GOOD, 35 WEAK, 4 BAD with it)."""
    before = (
        "Sliding windows restore some responsiveness, at the price of a wider bonus and "
        "slower convergence."
    )
    caveat = "A learned critic may lag behind the policy."
    after = (
        "Its estimates describe the policy of a few updates ago, so the advantages it hands "
        "out are slightly stale."
    )
    # (the caveat's own card: the sentence after it may be a caveat of its own, whose card
    # shows this one as its context)
    (card,) = [
        c
        for c in _compose(f"{before}\n\n{caveat} {after}").cards
        if c.role.value == "caveat" and c.source_text.startswith(caveat) and c.answer in caveat
    ]
    assert card.front.endswith(f"[...] may lag behind the policy. {after}")
    assert not card.front.startswith("Sliding")
    assert card.source_text == f"{caveat} {after}"
    # in the middle of a paragraph, the sentence before it is shown instead
    (card,) = [
        c for c in _compose(f"{before} {caveat} {after}").cards if c.source_text.endswith(caveat)
    ]
    assert card.front.startswith("Sliding windows")
    # a sentence after it that holds the answer is not shown
    giveaway = "A learned critic is fitted to returns of older rollouts."
    (card,) = [
        c
        for c in _compose(f"{before}\n\n{caveat} {giveaway}").cards
        if c.source_text.startswith(caveat)
    ]
    assert card.source_text == caveat


def test_a_superlative_characterises_and_is_not_asked_as_a_definition() -> None:
    # "What is relabelling?" would take any true definition for wrong (set 94: BAD for both)
    comp = _compose("Relabelling is the cleanest answer and the most expensive.")
    assert not [c for c in comp.cards if c.front.startswith("What is")]


def test_a_point_ranked_within_the_lesson_is_no_fact_to_recall() -> None:
    for said in (
        "This contrast is the heart of the lesson.",
        "That contrast is the main reason to split.",
    ):
        comp = _compose(f"False positives cost usefulness, and false negatives cost safety. {said}")
        assert not [c for c in comp.cards if c.source_text.endswith(said)]
        assert any(s.text == said for s in comp.skipped)


def test_then_between_a_subject_and_its_verb_shows_the_sentence_before() -> None:
    before = "A soft penalty subtracts the classifier's probability times a weight."
    then = "Every response then pays a little for the classifier's suspicion, including safe ones."
    comp = _compose(f"{before} {then}")
    (card,) = [c for c in comp.cards if c.source_text.endswith(then)]
    assert card.front.startswith(before)


def test_a_noun_in_us_is_no_verb_of_a_distinction() -> None:
    comp = _compose("A terminal bonus pays for arriving, while a per-step cost pays for speed.")
    (card,) = [c for c in comp.cards if c.template == "distinction"]
    assert card.front.startswith("A terminal bonus vs. a per-step cost: which one pays")


def test_coordinated_items_become_one_card_each_on_one_note() -> None:
    comp = _compose("Useful training lowers both training loss and held-out error.")
    items = [c for c in comp.cards if c.type is CardType.CLOZE]
    assert sorted(c.answer for c in items) == ["held-out error", "training loss"]
    notes = {c.note for c in items if isinstance(c, ClozeCard)}
    assert len(notes) == 1 and None not in notes
    for card in items:  # the other item stays visible
        other = next(c.answer for c in items if c is not card)
        assert other in card.front


def test_two_named_things_contrasted_get_a_distinction_card() -> None:
    comp = _compose("PPO learns a value baseline, while GRPO estimates a baseline from siblings.")
    card = next(c for c in comp.cards if c.template == "distinction")
    assert card.front.startswith("PPO vs. GRPO: which one")
    assert "learns a value baseline" in card.front and "estimates a baseline" in card.front
    assert card.answer == "PPO: learns a value baseline; GRPO: estimates a baseline from siblings"


def test_deletions_are_whole_phrases_never_a_bare_negation_or_a_pronoun() -> None:
    comp = _compose(
        "The checker cannot connect evaluated behavior to an update. "
        "Exploration finds the big reward, and exploitation keeps it. "
        "Verifier errors have two directions."
    )
    for card in comp.cards:
        assert card.answer.casefold() not in {"cannot connect", "two", "keeps it"}, card.front
        assert card.answer.split()[-1].casefold() not in {"and", "or", "while", "of", "to"}


def test_a_caveat_without_a_card_is_a_warning_and_fails_a_strict_build(tmp_path: Path) -> None:
    from generator.cli import main

    body = "A baseline is the expected return of a state. But not always."
    comp = _compose(body)
    assert any("caveat without a card" in w and "But not always." in w for w in comp.warnings)
    path = tmp_path / "new.md"
    path.write_text(_NEW.format(body=body), "utf-8")
    out = tmp_path / "decks"
    assert main(["build", str(path), "-o", str(out)]) == 0
    assert main(["build", str(path), "-o", str(out), "--strict"]) == 1


_WORDS = [
    "the",
    "a",
    "policy",
    "reward",
    "it",
    "their",
    "this",
    "these",
    "gap",
    "either",
    "case",
    "both",
    "only",
    "when",
    "but",
    "unless",
    "not",
    "never",
    "cannot",
    "is",
    "are",
    "was",
    "learns",
    "uses",
    "PPO",
    "GRPO",
    "(GAE)",
    "value-based",
    "return",
    "of",
    "to",
    "and",
    "or",
    ",",
    ";",
    ":",
    "—",
    "(",
    ")",
    "0.9",
    "two",
    "three",
    "point",
    "eight",
    "one",
    "if",
    "because",
    "while",
    "we",
    "you",
    "he",
    "got",
    "made",
    "because",
]


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.lists(st.sampled_from(_WORDS), min_size=3, max_size=18).map(
            lambda ws: " ".join(ws).capitalize() + "."
        ),
        min_size=1,
        max_size=6,
    )
)
def test_any_narration_composes_and_keeps_the_rules(sentences: list[str]) -> None:
    comp = _compose(" ".join(sentences))
    for card in comp.cards:
        assert card.answer.strip() and card.front.strip()
        if isinstance(card, ClozeCard):
            before, deleted, after = card.cloze
            assert deleted == card.answer and before + deleted + after == card.source_text
            assert not _visible(deleted, before + " " + after)
    carded = {c.statement_id for c in comp.cards}
    skipped = {s.statement_id for s in comp.skipped}
    assert all((s.id in carded) != (s.id in skipped) for s in comp.lesson.statements)


def test_no_card_for_an_announcement_an_open_list_item_or_an_example_value() -> None:
    comp = _compose(
        "Verifier errors have two directions. "
        "PPO, GRPO, or another policy optimizer supplies the update. "
        "The mouse made more than 10 steps, so the episode ends."
    )
    answers = {c.answer for c in comp.cards}
    assert not answers & {"Verifier errors", "two", "GRPO", "PPO", "10"}, answers
    reasons = {s.text: s.reason for s in comp.skipped}
    assert "announces what follows" in reasons["Verifier errors have two directions."]
    ahead = _compose("A critic estimates values. Each update of the critic goes like this.")
    reasons = {s.text: s.reason for s in ahead.skipped}
    assert "announces what follows" in reasons["Each update of the critic goes like this."]


def _between(before: str, sentence: str, after: str) -> tuple[str, Composition]:
    """Why the middle one of three sentences made no card ("" when it made one), and the
    composition."""
    comp = _compose(f"{before} {sentence} {after}")
    return next((s.reason for s in comp.skipped if s.text == sentence), ""), comp


def test_no_card_for_a_contrast_announced_with_only_an_evaluation() -> None:
    reason, _ = _between(
        "Online learners update after every sample.",
        "The contrast with batch training is striking.",
        "A batch learner waits for a full pass over the data before it changes anything.",
    )
    assert "announces a contrast" in reason
    # a contrast with content of its own is a fact to ask
    drawn = "The contrast with batch training lies in when the weights change."
    assert drawn not in {s.text for s in _compose(drawn).skipped}


def test_no_card_for_an_order_to_compare_with_what_comes_next() -> None:
    # set 102: "Compare this with a [...] reward." (BAD for both graders: many things fit)
    reason, _ = _between(
        "Whichever measure is chosen, the reward lies between zero and one.",
        "Compare this with a reference-based reward.",
        "A reference-based reward needs a human translation of every training sentence.",
    )
    assert "announces a comparison" in reason
    # a comparison drawn in the sentence itself is a fact to ask
    drawn = "Compare this with a greedy policy, which earns four per pull."
    reason, _ = _between("A uniform policy earns two per pull.", drawn, "The gap is two.")
    assert "announces a comparison" not in reason


def test_a_question_is_only_asked_about_before_its_colon() -> None:
    # set 102: "what do the extra tokens of [B buy]?": a question asserts nothing, and "do …
    # buy" puts its verb last, where a noun phrase would be cut
    comp = _compose(
        "Setting B writes long answers. "
        "The marginal view asks a different question: what do the extra tokens of B buy?"
    )
    cards = [c for c in comp.cards if "marginal view asks" in (c.source_text or "")]
    assert cards, [s.reason for s in comp.skipped]
    for card in cards:
        front = card.front.splitlines()[-1]
        assert front.index("[...]") < front.index(":"), card.front


def test_no_card_for_the_premises_an_example_sets_up() -> None:
    setup = "Take a queue of four requests whose latencies add up to two seconds."
    reason, comp = _between(
        "A scheduler orders requests by their expected latency.",
        setup,
        "Serving the shortest first lowers the mean wait of the queue.",
    )
    assert "sets up an example" in reason
    carded = {c.statement_id for c in comp.cards}
    ids = {s.text: s.id for s in comp.lesson.statements}
    assert ids[setup] not in carded
    assert ids["Serving the shortest first lowers the mean wait of the queue."] in carded


def test_an_imperative_that_sets_a_value_sets_an_example_up() -> None:
    """ "Shrink the buffer to … and keep everything else fixed": premises, no card; what
    follows holds in that instance, so its card shows them (set 178's graders: BAD
    without)."""
    setup = "Shrink the buffer to one hundred thousand transitions and keep everything else fixed."
    after = "Each transition is then drawn about eight times, a figure known as the replay ratio."
    reason, comp = _between(
        "A replay buffer holds one million transitions and drops the oldest first.", setup, after
    )
    assert "sets up an example" in reason
    ids = {s.text: s.id for s in comp.lesson.statements}
    assert all(c.statement_id != ids[setup] for c in comp.cards)
    cards = [c for c in comp.cards if c.statement_id == ids[after]]
    assert cards, [s.reason for s in comp.skipped]
    assert all(c.front.splitlines()[-1].startswith(setup) for c in cards)


def test_an_imperative_that_states_its_result_keeps_a_card() -> None:
    # "Raise … to two and the probability climbs to about point eight eight": a result too
    said = "Raise the margin to two and the probability climbs to about point eight eight."
    comp = _compose(
        "A margin of zero is a coin flip, a probability of one half. "
        "A margin of one already gives about seventy-three percent. " + said
    )
    assert all("sets up an example" not in s.reason for s in comp.skipped if s.text == said), (
        comp.skipped
    )


def test_a_deletion_the_section_heading_gives_away_is_not_asked() -> None:
    body = (
        "### Two major problems of exploration\n\n"
        "Sparse rewards and deceptive rewards are problems of exploration in large mazes."
    )
    comp = _compose(body)
    assert comp.cards
    for card in comp.cards:
        heading = {w.casefold().rstrip("s") for w in WORD.findall(card.section or "")}
        content = [w.casefold().rstrip("s") for w in WORD.findall(card.answer)]
        content = [w for w in content if w not in {"of", "the", "a", "and"}]
        assert not set(content) <= heading, (card.front, card.answer)


def test_a_short_sentence_about_the_thing_before_shows_that_sentence() -> None:
    comp = _compose(
        "The learner keeps a copy of the old policy. The update changes future behavior."
    )
    card = next(c for c in comp.cards if "The update changes" in c.front)
    assert card.front.startswith("The learner keeps a copy of the old policy."), card.front


def test_a_sentence_opening_with_a_connective_shows_the_sentence_before() -> None:
    comp = _compose(
        "The vest gives the only reward of the level. "
        "However, the vest is far from the start, so most episodes end with a return of 0.2."
    )
    card = next(c for c in comp.cards if "However" in c.front)
    assert card.front.startswith("The vest gives the only reward"), card.front


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        (
            "The loss weighs the student probability where the teacher is confident.",
            "student probability where",
        ),
        (
            "Minimizing that cross-entropy moves the student toward the teacher.",
            "Minimizing that cross-entropy",
        ),
        (
            "A one-hot target says “Cancelled Error” and assigns every alternative zero.",
            "Cancelled Error",
        ),
    ],
)
def test_a_cut_at_a_relative_word_a_that_reference_or_a_quoted_string_is_rejected(
    text: str, answer: str
) -> None:
    from generator import cloze

    start = text.index(answer)
    cut = cloze.Cut(start, start + len(answer), 5.0, "what the verb acts on")
    assert cloze.rejection(text, cut) is not None


def test_one_both_and_either_as_pronouns_are_back_references() -> None:
    from generator.compose import back_reference

    assert back_reference("The toolkit uses a more advanced one called curiosity.")
    assert back_reference("Hidden tests must remain outside both.")
    assert back_reference("The sum is one.") is None
    assert back_reference("Both rewards and values are numbers.") is None


@pytest.mark.parametrize(
    ("sentence", "ref"),
    [
        # set 153: "each" opening the sentence before a verb of its own: each of things before
        ("Each buys expressiveness with harder optimisation or less stable training.", "Each"),
        ("Each depends on the other.", "Each"),
        # "each" before its noun (which is never plural) names what it counts
        ("Each agent buys its own ticket.", None),
        ("Each process runs alone.", None),
    ],
)
def test_each_as_a_subject_pronoun_points_back(sentence: str, ref: str | None) -> None:
    from generator.compose import back_reference

    assert back_reference(sentence) == ref


@pytest.mark.parametrize(
    ("sentence", "ref"),
    [
        # "that" or "this" alone at the end of a clause stands for what was said before
        ("Precision was meant to stop that, and it does, for most answers.", "that"),
        ("Clipping prevents this.", "this"),
        # not where it opens a clause of its own ("so that, …")
        ("Scale the rewards so that, in the end, the loss is stable.", None),
        # a demonstrative after a preposition of time or place, or a gerund's object
        ("Anything that happened before that window is lost.", "that window"),
        ("Doing that literally would cost more.", "that literally"),
        # a pronoun in "-thing" with its relative clause points nowhere
        ("Nothing that we tried helped.", None),
        ("Something that often happens is drift.", None),
    ],
)
def test_a_demonstrative_ending_its_clause_points_back(sentence: str, ref: str | None) -> None:
    from generator.compose import back_reference

    assert back_reference(sentence) == ref


@pytest.mark.parametrize(
    ("sentence", "ref"),
    [
        # "that" of degree: as wide (as many) as something said before
        ("A band that wide can also pass an answer whose method was wrong.", "that wide"),
        ("Few prompts survive a filter that strict.", "that strict"),
        # "that" opening a clause before an adjective of its noun is no such pointer
        ("Truncation teaches the agent that long but correct plans are bad.", None),
        ("A policy that often fails is bad.", None),
        # sets 250-253: before a verb, after the noun it measures, or an adverb of degree
        # before another adverb ("held that tightly also learns")
        ("A number that small says little about the drift.", "that small"),
        ("A policy held that tightly also learns less.", "that tightly"),
        ("A gap that large and that sudden is rare.", "that large"),
        # ... but a relative clause's adjective and noun, or adverb and verb, are no degree
        ("The loss asks for separations that noisy labels cannot support.", None),
        ("A checker that only reads the last line can be fooled.", None),
        ("Keep in mind that strong scores say little.", None),
        # "one" as a subject before its verb and object: one of the ways named before
        ("One samples both responses from the current policy.", "One samples both"),
        ("One reason is cost.", None),
        # a multiple of a comparison with no "as" after it: as what was said before
        (
            "The step-level view rewards the last step 8 times as generously.",
            "8 times as generously",
        ),
        ("A search costs twice as much.", "twice as much"),
        ("Ten times as many samples as prompts are drawn.", None),
    ],
)
def test_that_of_degree_and_one_as_a_subject_point_back(sentence: str, ref: str | None) -> None:
    from generator.compose import back_reference

    assert back_reference(sentence) == ref


@pytest.mark.parametrize(
    ("sentence", "ref"),
    [
        ("The first measures speed, while the second measures cost.", "The first"),
        ("It has two modes; the latter wastes memory.", "It"),
        ("A cache has two modes, and the latter wastes memory.", "the latter"),
        # a plural noun after an ordinal is no pronoun
        ("The first steps are easy.", None),
        ("Cut the warm-up and the first updates arrive at full strength.", None),
    ],
)
def test_an_ordinal_with_a_verb_of_its_own_points_back(sentence: str, ref: str | None) -> None:
    from generator.compose import back_reference

    assert back_reference(sentence) == ref


def test_the_first_and_the_second_show_the_two_sentences_they_point_to() -> None:
    from generator.compose import _context

    one = "Greedy decoding picks the most likely token at every step."
    two = "Sampling draws each token from the whole distribution."
    pair = "The first measures precision, while the second measures the variety of outputs."
    lesson = parse_lesson(_NEW.format(body=f"{one} {two} {pair}"), "new.md")
    assert _context(lesson, lesson.statements[-1]) == (f"{one} {two}", None)
    # one of them alone: the sentence before
    single = "The second measures the variety of outputs."
    lesson = parse_lesson(_NEW.format(body=f"{one} {two} {single}"), "new.md")
    assert _context(lesson, lesson.statements[-1]) == (two, None)


def test_a_comparison_left_to_the_sentence_before_shows_it() -> None:
    from generator.compose import _context

    before = "A short answer holds only three decisive tokens among a hundred."
    elided = "A long exploratory trace, full of backtracking, may contain far more."
    lesson = parse_lesson(_NEW.format(body=f"{before} {elided}"), "new.md")
    assert _context(lesson, lesson.statements[-1]) == (before, None)
    # with its standard in the sentence, it stands alone
    own = "A long exploratory trace may contain far more than a short answer does."
    lesson = parse_lesson(_NEW.format(body=f"{before} {own}"), "new.md")
    assert _context(lesson, lesson.statements[-1]) == (None, None)


def test_no_distinction_between_a_thing_and_too_much_of_it() -> None:
    comp = _compose(
        "Higher temperature reveals alternatives in the tail, while too much can magnify noise."
    )
    assert not [c for c in comp.cards if c.template == "distinction"], comp.cards


def test_a_plural_noun_before_a_past_verb_is_no_predicate_of_a_distinction() -> None:
    # Set 111: "The returning | bombers showed …; your kept trajectories show …" made "The
    # returning vs. your kept trajectories: which ones bombers showed …" (BAD for both).
    from generator.compose import _clauses

    text = (
        "The returning crews reported where the damage could be survived; the kept samples "
        "show what the filter let through."
    )
    assert _clauses(text) is None
    told = "Warm-up changes the schedule; pretraining changes the initialisation."
    assert _clauses(told) == [
        ("Warm-up", "changes the schedule"),
        ("pretraining", "changes the initialisation"),
    ]


def test_two_values_of_an_example_are_no_distinction() -> None:
    # "The catches stay at ninety-five, while the false alarms grow to …": the example's
    # numbers, not a difference between the two things that holds beyond it.
    comp = _compose("The hits stay at forty, while the misses grow to three hundred.")
    assert not [c for c in comp.cards if c.template == "distinction"], comp.cards
    told = _compose("The hits stay with the reviewer, while the misses go back to the queue.")
    assert [c for c in told.cards if c.template == "distinction"], told.cards


@pytest.mark.parametrize(
    "sentence",
    [
        "An open task has no final state; a patrol robot simply keeps walking its rounds.",
        "Nothing on the dashboard marks the switch; the job merely trains more slowly.",
    ],
)
def test_an_instance_or_an_upshot_told_with_simply_is_no_distinction(sentence: str) -> None:
    # "…; a thermostat controller simply runs forever" is an example of the first clause's
    # thing, not a second thing told apart from it.
    comp = _compose(sentence)
    assert not [c for c in comp.cards if c.template == "distinction"], comp.cards


@pytest.mark.parametrize(
    "sentence",
    [
        # A quantified set is no named thing to tell apart.
        "Most RL courses define the return as a discounted sum, but episodic tasks stop.",
        # A modifier is no subject: "Continuing | tasks with no end invite …".
        "Clipping caps the ratio, but continuing tasks with no end invite a new objective.",
        # A list's first item is no subject: "contacts, | collisions and … are modelled".
        "The smooth kernel also assumes smooth dynamics; contacts, collisions and other "
        "discontinuities are modelled poorly.",
    ],
)
def test_no_distinction_of_a_quantifier_or_a_modifier(sentence: str) -> None:
    comp = _compose(sentence)
    answers = [c.answer for c in comp.cards if c.template == "distinction"]
    assert not any(
        a.startswith(("Most", "continuing")) or "; continuing" in a or "contacts:" in a.casefold()
        for a in answers
    )


@pytest.mark.parametrize(
    ("first", "second"),
    [
        # an upshot of the sentences before ("therefore"), a restriction ("Only …"): set 226
        (
            "The greedy step therefore walks into the wall, again and again.",
            "The epsilon step moves the agent anywhere.",
        ),
        (
            "The greedy step walks into the wall, again and again.",
            "Only the epsilon step moves the agent anywhere.",
        ),
    ],
)
def test_no_distinction_of_an_upshot_or_a_restriction(first: str, second: str) -> None:
    comp = _compose(f"{first} {second}")
    assert not [c for c in comp.cards if c.template == "distinction"], comp.cards
    plain = _compose(
        "The greedy step walks into the wall, again and again. "
        "The epsilon step moves the agent anywhere."
    )
    assert [c for c in plain.cards if c.template == "distinction"], plain.cards


@pytest.mark.parametrize(
    ("sentence", "pointer"),
    [
        # set 259: "In the three-checkpoint pool above, the opponent beaten with probability 0.2
        # already draws 71% of the games" (graders: BAD, the pool not shown)
        ("In the two-arm bandit above, the greedy arm wins most pulls.", True),
        ("Under the clipped objective below, the ratio stays near one.", True),
        ("The running average stays above the floor, always.", False),
    ],
)
def test_a_named_passage_above_is_a_back_reference(sentence: str, pointer: bool) -> None:
    assert (back_reference(sentence) is not None) is pointer, back_reference(sentence)


def test_the_last_conjunct_of_a_sentence_is_no_side_of_a_distinction() -> None:
    # set 261: "The detour earns seven … Under the penalised objective the direct path scores
    # ten minus four lambda, and the detour scores seven minus lambda" gave "the detour vs.
    # the detour" (graders: BAD)
    comp = _compose(
        "The slow lane carries six trucks an hour. Under the new toll the fast lane carries ten "
        "cars a minute, and the slow lane carries two trucks a minute."
    )
    assert not [c for c in comp.cards if c.template == "distinction"], comp.cards
    plain = _compose(
        "The slow lane carries six trucks an hour. The fast lane carries ten cars a minute."
    )
    assert [c for c in plain.cards if c.template == "distinction"], plain.cards


def test_practice_cards_are_labelled_practice_on_the_front(sample: Composition) -> None:
    practice = [c for c in sample.cards if c.template == "exercise: practice"]
    assert practice
    for card in practice:
        assert card.front.startswith("Practice"), card.front
        assert card.exercise.prompt in card.front  # type: ignore[attr-defined]


def test_a_bare_head_noun_is_deleted_with_its_modifiers() -> None:
    from generator import cloze

    text = "Every proposed method needs a simple credible baseline."
    start = text.index("baseline")
    cut = cloze._with_modifiers(text, cloze.Cut(start, start + 8, 3.0, "what the verb acts on"))
    assert text[cut.start : cut.end] == "simple credible baseline"


def test_one_word_of_a_leading_when_clause_is_not_the_answer() -> None:
    from generator import cloze

    text = "When the training is done, we have an optimal Q-function."
    start = text.index("done")
    cut = cloze.Cut(start, start + 4, 5.0, "what it is")
    assert cloze.rejection(text, cut) is not None
    comp = _compose(text)
    assert all(c.answer != "done" for c in comp.cards), [c.front for c in comp.cards]


def test_that_as_a_determiner_shows_the_sentence_it_points_to() -> None:
    from generator.compose import back_reference

    assert back_reference("GRPO replaces that critic with statistics from siblings.")
    assert back_reference("The observed return minus that expectation becomes advantage.")
    assert back_reference("RL builds agents that learn from the environment.") is None
    # one word between "that" and the clause's end is its noun, even a word that can be a verb
    assert back_reference("The monitor counts how many runs have reached that state.")
    assert back_reference("Most tokens never see that change, so nothing moves.")
    assert back_reference("The paper shows that change helps.") is None
    # after a wh-word "that" is a demonstrative, whatever follows its noun
    assert back_reference("Notice what that update did not do.") == "that update"
    assert back_reference("Here is why that helps.") == "that helps"
    assert back_reference("Notice what the update did not do.") is None
    # after a verb that takes a clause, words that end their clause with no verb are the
    # demonstrative's noun phrase ("find that loophole, and …"), words with one a clause
    assert back_reference("An optimiser will find that blind spot, and the score rises.") == (
        "that blind spot"
    )
    assert back_reference("The authors found that larger batches help, and more.") is None
    assert back_reference("We learned that value clipping matters.") is None


@pytest.mark.parametrize(
    ("sentence", "ref"),
    [
        # "both" as a preposition's object before the main verb
        ("A penalty of one for both tells the learner nothing.", "both"),
        ("Both rewards and values tell the learner something.", None),
        # an intensified comparative with no "than": than what was said before
        ("A far smaller share usually means the grader is strict.", "A far smaller share"),
        ("A far smaller share than usual means the grader is strict.", None),
        ("A smaller share usually means the grader is strict.", None),
        # "both" as a subject before a verb of its own, unless "and" names the two
        ("Both slow the learner down, so neither is free.", "Both"),
        ("If both drop while the loss rises, the run is stuck.", "both"),
        ("Both actor and critic slow the learner down.", None),
        # "than that": a value said before
        ("Most prompts get far fewer than that in one pass.", "than that"),
        ("The error is larger than that of the baseline.", None),
    ],
)
def test_both_and_intensified_comparatives_point_back(sentence: str, ref: str | None) -> None:
    from generator.compose import back_reference

    assert back_reference(sentence) == ref


@pytest.mark.parametrize(
    ("sentence", "ref"),
    [
        # "then" between a subject and its verb: "in that case", a case said before
        ("The ratios and the gradient then describe a policy that never acted.", "then"),
        ("Entropy may then rise instead of falling.", "then"),
        ("Even then, a single prompt is a narrow sample.", "then"),
        # "now" before a verb: after a change said before
        ("The careful solver now comes out ahead by two tenths.", "now"),
        ("The ranking flips, and the second model now looks more confident.", "now"),
        # the case is in the sentence itself, or "then" is one of a sequence
        ("If the group is mixed, the advantages then differ.", None),
        ("First the model samples, and the grader then scores each answer.", None),
        ("The agent acts and then observes the reward.", None),
        ("The first run was slow, then fast.", None),
        ("For now the agent waits at the start.", None),
        # an adverb before a word that is no verb
        ("The policy is now stable across seeds.", None),
        ("The model ranks the answers then the judge reads the best answer.", None),
    ],
)
def test_then_and_now_before_a_verb_point_back(sentence: str, ref: str | None) -> None:
    from generator.compose import back_reference

    assert back_reference(sentence) == ref


def test_a_card_on_a_then_sentence_shows_the_case_before_it() -> None:
    case = "A trainer may score each chunk of a long rollout without the chunks before it."
    then = (
        "The importance ratios then describe a policy that never saw the full prefix, "
        "and the update drifts off-policy."
    )
    card = next(c for c in _compose(f"{case} {then}").cards if c.source_text.endswith(then))
    assert card.front.startswith(case), card.front


def test_a_number_one_operation_gives_from_the_card_is_no_blank() -> None:
    # the checker need not read the example: the card shows 0.8 and 0.1, the blank 0.7
    text = (
        "Under a noisy grader a correct answer earns point eight on average. "
        "A wrong answer earns point one, the share of wrong answers that slip through. "
        "The gap between the two rewards is point seven, less than a perfect grader gives."
    )
    assert all(c.answer != "point seven" for c in _compose(text).cards)
    # a share of two counts said as a percentage is the same arithmetic
    counts = (
        "Take a batch of two thousand tokens after two epochs. Three hundred now fall outside "
        "the clip range, so the clip fraction has reached fifteen percent, above the usual level."
    )
    assert all(c.answer != "fifteen percent" for c in _compose(counts).cards)
    # the rest of a share of two counts: 1 - 3/10
    rest = (
        "Suppose a fresh policy spreads its probability evenly over 10 actions, and only 3 of "
        "them are valid. Under a penalty, about 70 percent of its early samples then land on "
        "invalid actions."
    )
    assert all(c.answer != "70 percent" for c in _compose(rest).cards)
    # a value the card's numbers do not give stays a blank
    alone = text.replace("point seven", "point six five")
    assert any(c.answer == "point six five" for c in _compose(alone).cards)


def test_the_with_a_comparative_picks_one_of_two_named_before() -> None:
    from generator.compose import back_reference

    assert back_reference("Asking for more has pushed the agent to the worse option.")
    assert back_reference("Only the longer answer keeps its reward.")
    # the pair is in the sentence: "than …", "the better of …"
    assert back_reference("Beam search keeps the better prefix than greedy search does.") is None
    assert back_reference("Sampling picks the better of two answers.") is None


def test_a_value_the_sentence_before_states_shows_that_sentence() -> None:
    comp = _compose(
        "Suppose the best run in the log scored 90 and the team asks the model for 150. "
        "If no run ever came close to 150, the model has nothing to imitate."
    )
    card = next(c for c in comp.cards if "came close" in c.source_text)
    assert card.front.startswith("Suppose the best run in the log scored 90")
    alone = _compose(
        "Suppose the best run in the log scored 90 and the team asks the model for 150.\n\n"
        "Some runs score 40 on easy tasks, and the model has little to imitate there."
    )
    card = next(c for c in alone.cards if "easy tasks" in c.source_text)
    assert not card.front.startswith("Suppose")  # no value of the sentence before


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("Logits do not need to add to one.", "one"),
        ("Pass-at-k asks whether at least one of k attempts succeeds.", "one"),
        ("The issue and repository form state zero.", "zero"),
    ],
)
def test_a_number_its_collocation_gives_away_is_not_the_answer(text: str, answer: str) -> None:
    from generator import cloze

    start = text.index(" " + answer) + 1
    cut = cloze.Cut(start, start + len(answer), 5.0, "the number it states")
    assert cloze.rejection(text, cut) is not None


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("A single frame is an image of 210x160 pixels.", "160"),
        (
            "We differentiate the state distribution, called the Markov Decision Process.",
            "Decision Process",
        ),
        ("The behavior policy samples “inspect files.”", "inspect files"),
        ("Their survey covers Neural Machine Translation in depth.", "Neural Machine"),
    ],
)
def test_no_deletion_inside_a_token_a_name_or_a_quotation(text: str, answer: str) -> None:
    from generator import cloze

    start = text.index(answer)
    cut = cloze.Cut(start, start + len(answer), 5.0, "a key term")
    assert cloze.rejection(text, cut) is not None


def test_the_heading_gives_away_an_answer_that_only_adds_filler_words() -> None:
    from generator import cloze

    assert cloze.given_away("have some disadvantages", "Policy gradients Disadvantages")
    assert not cloze.given_away("high variance", "Policy gradients Disadvantages")


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("Our agent can spend a lot of time before finding the dust.", "time"),
        ("A math checker might return one for an exact answer and zero otherwise.", "zero"),
    ],
)
def test_no_guess_after_a_quantity_phrase_or_from_a_zero_one_pair(text: str, answer: str) -> None:
    from generator import cloze

    start = text.index(answer)
    cut = cloze.Cut(start, start + len(answer), 5.0, "what the verb acts on")
    assert cloze.rejection(text, cut) is not None


def test_a_heading_that_names_the_answer_gives_it_away() -> None:
    comp = _compose(
        "### What is momentum smoothing?\n\n"
        "An optimizer keeps a running average of past gradients. "
        "This averaging trick is known as Momentum.\n\n"
        "### The Trust Region\n\n"
        "A trust region is a bound on how far one update may move the policy."
    )
    for card in comp.cards:
        assert "Momentum" not in card.answer and card.answer != "Trust region", card


def test_a_comparison_without_what_it_compares_with_is_no_answer() -> None:
    from generator.cloze import Cut, rejection

    def why(text: str, deleted: str) -> str | None:
        start = text.index(deleted)
        return rejection(text, Cut(start, start + len(deleted), 3.0, "object"))

    unanchored = "A reward model trained on preferences gives a different learning signal."
    assert "comparison" in (why(unanchored, "a different learning signal") or "")
    anchored = "A verifier gives a signal different from a preference score."
    assert "comparison" not in (why(anchored, "a signal different from a preference score") or "")


def test_one_card_per_stated_result() -> None:
    """A chain of equal signs is checked link by link; a wrong link is asked, once per result."""
    text = """# Returns

My course · Lesson 2 of 2 · 1:00

## Narration transcript

The return adds up the discounted rewards. Our discount is \\(\\gamma = 0.9\\). With these
rewards the return is \\(G = 1 + \\gamma \\times 2 = 1 + 1.8 = 2.8\\). A wrong chain reads
\\(H = 2 + 2 = 1 + 2 = 5\\).
"""
    lesson = parse_lesson(text, "chain.md")
    from generator.check import find_examples

    checked = [e for e in find_examples(lesson) if e.kind == "equation"]
    assert len(checked) >= 3  # every link of both chains is checked
    comp = compose_lesson(lesson, practice=0)
    asked = [c.exercise for c in comp.cards if c.exercise and c.exercise.origin == "lesson"]
    assert not [e for e in asked if e.answer == 2.8]  # right arithmetic: checked, not asked
    # A ✗ link keeps its own card: the learner sees which value is right.
    wrong = [c for c in comp.cards if c.exercise and c.exercise.origin == "lesson"]
    assert wrong and all(c.back_extra for c in wrong)
    assert len({c.exercise.answer for c in wrong if c.exercise}) == len(wrong)


_WRONG = """# Sampling

My course · Lesson 3 of 3 · 1:00

## Narration transcript

Nucleus sampling keeps the smallest set of tokens whose probabilities reach p.
The kept tokens hold 0.85 of the mass, and the top token has 0.5.
{sentence}
"""


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        ("After renormalizing, the top token's probability is \\(0.5 / 0.85 = 0.63\\).", "claim"),
        (
            "But renormalizing is no cure: the top token's share \\(0.5 / 0.85 = 0.63\\) can "
            "still mislead when the nucleus is small.",
            "caveat",
        ),
    ],
)
def test_a_sentence_stating_a_wrong_result_teaches_no_card(sentence: str, kind: str) -> None:
    """A claim stating a result the calculator disagrees with gets no cloze, whatever the blank
    (the example's exercise card corrects it); a caveat keeps its card, corrected on the back."""
    lesson = parse_lesson(_WRONG.format(sentence=sentence), "wrong.md")
    wrong = lesson.statements[-1]
    assert wrong.kind.value == kind  # the case this parameter is about
    comp = compose_lesson(lesson, practice=0)
    (exercise,) = [c for c in comp.cards if c.exercise and c.exercise.origin == "lesson"]
    assert exercise.answer.startswith("0.59") and "0.63" in " ".join(exercise.back_extra)
    clozes = [c for c in comp.cards if c.statement_id == wrong.id and c.exercise is None]
    if kind == "claim":
        assert not clozes
        reasons = {s.statement_id: s.reason for s in comp.skipped}
        assert "checker finds wrong" in reasons[wrong.id]
    else:
        assert all("0.63" not in c.answer for c in clozes)  # the wrong value is never asked
        for card in clozes:
            assert any("states 0.63" in e and "0.588" in e for e in card.back_extra)
            # and the front says so beside the slip: the card must not teach it
            # (after the math, which a note inside would break)
            assert "= 0.63\\) (the calculator gives 0.59)" in card.front, card.front
            assert "calculator" not in card.source_text


def _last_caveat(narration: str) -> tuple[Statement, Composition]:
    """The last sentence of a lesson of ``narration`` (a caveat, checked) and its cards."""
    lesson = parse_lesson(_WRONG.split("Nucleus")[0] + narration, "wrong.md")
    wrong = lesson.statements[-1]
    assert wrong.kind.value == "caveat"
    return wrong, compose_lesson(lesson, practice=0)


def test_a_wrong_amount_is_corrected_after_its_unit() -> None:
    """The calculator's value follows the stated amount's unit, in that unit ("20 MB (the
    calculator gives 12 MB)"), not between the number and its unit."""
    wrong, comp = _last_caveat(
        "A hash table maps keys to slots.\n"
        "But a large table is costly: its 3 million keys need about 20 MB at 4 bytes per key, "
        "which can exhaust memory.\n"
    )
    fronts = [c.front for c in comp.cards if c.statement_id == wrong.id and c.exercise is None]
    assert fronts and all("about 20 MB (the calculator gives 12 MB) at 4" in f for f in fronts)


def test_a_wrong_result_is_corrected_to_the_digits_it_is_written_with() -> None:
    """ "0.60" is written to two places: its correction is 0.36, not 0.4."""
    wrong, comp = _last_caveat(
        "Each step misses the arm with probability \\(0.95\\).\n"
        "But over 20 steps, the chance of never trying it is still \\(0.95^{20} \\approx 0.60\\), "
        "which is too high.\n"
    )
    fronts = [c.front for c in comp.cards if c.statement_id == wrong.id and c.exercise is None]
    assert fronts and all("0.60\\) (the calculator gives 0.36)" in f for f in fronts), fronts


def test_a_caveat_whose_last_resort_is_its_wrong_number_asks_no_number() -> None:
    """The blank a caveat falls back on (the end of its sentence) is never a wrong result."""
    wrong, comp = _last_caveat(
        "Each attempt at a hard problem succeeds with probability point three.\n"
        "With two attempts, the chance that at least one succeeds is only point six.\n"
    )
    assert any(c.exercise and c.exercise.answer == 0.51 for c in comp.cards)  # 1 − 0.7²
    assert not [c for c in comp.cards if c.statement_id == wrong.id and "six" in c.answer]


def test_no_number_blank_right_after_a_wrong_result() -> None:
    """A number worked on from a result the narration states wrong is wrong too ("\\(0.05^5
    \\approx 3.1 \\times 10^{-6}\\). So a run turns up after about 320,000 attempts"); the
    wrong result's correction shows a tiny value in full, not rounded to nothing."""
    lesson = parse_lesson(
        _WRONG.split("Nucleus")[0]
        + "Reaching the end needs five right moves in a row, each with probability 0.05.\n"
        + "With \\(N = 6\\), that is \\(0.05^5 \\approx 3.1 \\times 10^{-6}\\).\n"
        + "So a run of five rights turns up on average after about 320,000 attempts.\n",
        "wrong.md",
    )
    comp = compose_lesson(lesson, practice=0)
    after = lesson.statements[-1]
    assert not [c for c in comp.cards if c.statement_id == after.id and "320" in c.answer]
    shown = " ".join(str(c) for c in comp.cards)
    assert "calculator gives 3.12e-07" in shown or "calculator gives 3.13e-07" in shown, shown
    (exercise,) = [c.exercise for c in comp.cards if c.exercise is not None]
    assert exercise.answer == pytest.approx(3.125e-7)
    assert round(exercise.answer, exercise.decimals) == pytest.approx(3.13e-7)  # 3 figures


@pytest.mark.parametrize(
    ("text", "answer", "rejected"),
    [
        ("Every survey needs a random sample before any estimate.", "sample", True),
        ("Equal sample sizes and equal total budget answer different questions.", "budget", True),
        ("Memory usage grows with the batch size.", "Memory", True),
        ("Entropy measures how spread out a distribution is.", "Entropy", False),
        ("Simulators can replay every episode exactly.", "Simulators", True),
        ("The classifier outputs probabilities for each label.", "probabilities", False),
        ("Tokenizers split rare words into subword units.", "subword units", False),
    ],
)
def test_one_word_its_collocation_completes_is_not_the_answer(
    text: str, answer: str, rejected: bool
) -> None:
    reason = rejection_of(text, answer, "a key term", 4.0)
    assert (reason is not None) is rejected, reason


def test_an_answer_is_asked_once_per_lesson() -> None:
    from generator import cloze

    comp = _compose("Gradient clipping bounds the norm of each update in mixed precision.")
    statement = comp.lesson.statements[0]
    first = cloze.choose_deletion(statement)
    assert first is not None
    answer = statement.text[first.start : first.end]
    again = cloze.choose_deletion(statement, asked=frozenset([cloze.answer_key(answer)]))
    assert again is None or statement.text[again.start : again.end] != answer
    assert cloze.answer_key("a Q-tables") == cloze.answer_key("the Q-table")


def test_practice_leaves_out_plug_ins_of_a_printed_formula() -> None:
    import random

    from generator import exercises
    from generator.compose import plug_in

    def drawn(kind: str) -> bool:
        return plug_in(exercises.make_exercise(kind, random.Random(3), id="x"))

    # One division, one subtraction, r + γ·V: the formula on the card does it all.
    assert drawn("probability_ratio") and drawn("advantage") and drawn("td_target")
    # A log, a binomial coefficient, a clip and a min: the learner has work to do.
    assert not drawn("kl") and not drawn("pass_at_k") and not drawn("clipped_objective")
    comp = compose_lesson(read_lesson(SAMPLE), practice=5)
    practice = [c for c in comp.cards if c.front.startswith("Practice")]
    assert practice and not any(plug_in(c.exercise) for c in practice)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("The benchmark compares Adam, SGD, and RMSProp on image tasks.", "Adam"),
        ("Both ResNet and VGG use convolution layers.", "VGG"),
        ("The tutor asks the student what should come next.", "the student what"),
        (
            "The index looks up each key in its table for the corresponding row.",
            "the corresponding row",
        ),
        ("Compare with Adam or another optimizer before tuning the schedule.", "Adam"),
    ],
)
def test_one_of_several_named_peers_or_a_cut_at_a_wh_word_is_no_answer(
    text: str, answer: str
) -> None:
    from generator import cloze

    start = text.index(answer)
    cut = cloze.Cut(start, start + len(answer), 4.0, "what the verb acts on")
    assert cloze.rejection(text, cut) is not None


def test_one_item_of_a_list_of_common_nouns_stays_an_answer() -> None:
    from generator import cloze

    text = "Robustness checks cover label noise, class imbalance, and distribution shift."
    start = text.index("label noise")
    cut = cloze.Cut(start, start + len("label noise"), 4.0, "what the verb acts on")
    assert cloze.rejection(text, cut) is None


def test_a_claim_whose_content_is_a_long_list_asks_no_label_for_it() -> None:
    comp = _compose(
        "A fair benchmark requires fixed seeds, frozen data splits, matched budgets, "
        "and blind evaluation."
    )
    assert not comp.cards, [(c.front, c.answer) for c in comp.cards]
    assert comp.skipped and "list" in comp.skipped[0].reason


def test_a_caveat_asks_for_its_verdict_not_a_term_beside_it() -> None:
    from generator import cloze

    comp = _compose(
        "At first the lookup table is useless since it gives arbitrary values for each "
        "state-action pair."
    )
    statement = comp.lesson.statements[0]
    cut = cloze.choose_deletion(statement, limits=True)
    assert cut is not None and statement.text[cut.start : cut.end] == "useless"
    # Before "when …" the condition is the point, not the verdict.
    comp = _compose("Dataset mirrors are worthwhile when they behave as reproducible snapshots.")
    statement = comp.lesson.statements[0]
    cut = cloze.choose_deletion(statement, limits=True)
    assert cut is None or statement.text[cut.start : cut.end] != "worthwhile"


def test_a_sentence_without_a_blank_worth_asking_says_which_blank_failed_and_why() -> None:
    comp = _compose("Equal sample sizes and equal total budget answer different questions.")
    assert not comp.cards
    reason = comp.skipped[0].reason
    assert reason.startswith("no blank worth asking: its best blank ('"), reason
    assert "many answers fit" in reason


@pytest.mark.parametrize(
    ("text", "answer", "refused"),
    [
        # A number that makes up an instance: many values would fit the blank.
        ("A critic that predicted 0.4 for the state sits close to the truth.", "0.4", True),
        ("A run with a success rate of 0.6 that varies by seed tells little.", "0.6", True),
        ("So a reward of three means nothing on its own.", "reward of three", True),
        ("The tests are repeated, say, 500 times, and averaged.", "500", True),
        ("A small step size such as 0.005 keeps the copy stable.", "0.005", True),
        # A number the sentence asserts of a class or a method is a fact to recall.
        ("A ratio above one means that action became more likely.", "ratio above one", False),
        ("The clip range is usually 0.2 for PPO.", "0.2", False),
        ("A one-hot target puts all its mass on one token.", "one-hot target", False),
        # The second half of a parallel pair: the first half shows its shape.
        ("The loss punishes both too much and too little movement.", "too little movement", True),
        ("The loss punishes both too much and too little movement.", "The loss", False),
    ],
)
def test_illustrative_numbers_and_parallel_halves_are_no_blank(
    text: str, answer: str, refused: bool
) -> None:
    reason = rejection_of(text, answer)
    if refused:
        assert reason is not None and ("illustrate" in reason or "parallel pair" in reason)
    else:
        assert reason is None or ("illustrate" not in reason and "parallel pair" not in reason)


@pytest.mark.parametrize(
    ("sentence", "asked"),
    [
        ("A baseline is the expected return of a state.", True),
        ("A baseline is the simplest way to lower the variance.", False),
        ("A baseline is one of the oldest tricks of policy gradients.", False),
        ("A baseline is the more common remedy for noisy gradients.", False),
        ("A baseline is a popular choice in policy-gradient code.", False),
        ("A baseline is the clearest case of a broader pattern.", False),
        ("A baseline is a real cost.", False),  # a role, any cost fits
        # A kind and what sets it apart: a restrictive clause, a definite description
        # with its complement, a contact clause, a participle.
        ("A baseline is the value that the critic predicts for a state.", True),
        ("A baseline is the reward the policy expects.", True),
        ("A baseline is the average return recorded during earlier rollouts.", True),
        # Predicated, not defined: many other things are these too (blind graders, sets
        # 1-40: 41 of 50 verdicts on such "What is X?" cards BAD).
        ("A baseline is a fixed sample of conditions.", False),
        ("A baseline is a step-size schedule in disguise.", False),
        ("A baseline is the same arithmetic as an average of returns.", False),
        ("A baseline is the learning signal.", False),
        # a part of something said before (set 288: "Temperature is the easy half of the
        # problem", BAD for both graders)
        ("A baseline is the easy half of the problem.", False),
        ("A baseline is the bulk of the update.", False),
        # ... but a share or a part with what sets it apart defines ("Recall is the share of
        # real cases the filter caught")
        ("A baseline is the share of real cases the filter caught.", True),
        # an identity or a comparison, not a kind and its difference (set 330: "The two
        # knobs are the same knob seen from different sides", BAD for both graders)
        ("A baseline is the opposite of a bonus for rare actions.", False),
    ],
)
def test_what_is_asks_a_definition_not_a_characterisation(sentence: str, asked: bool) -> None:
    head = "# Baselines\n\nMy course · Lesson 3 of 4 · 1:00\n\n## Narration transcript\n\n"
    text = f"{head}{sentence}\n"
    cards = compose_lesson(parse_lesson(text, "baseline.md"), practice=0).cards
    assert any(c.front.endswith("What is a baseline?") for c in cards) == asked, [
        c.front for c in cards
    ]


@pytest.mark.parametrize(
    ("definition", "asked"),
    [
        # A demonstrative standing for what the sentence before said: the definition is
        # not whole without it (set 122: "a curriculum that attacks this directly", BAD).
        ("a correction that removes this directly", False),
        ("a correction that removes these, and nothing else", False),
        ("a correction that removes the noise from each return", True),
    ],
)
def test_a_definiens_whose_demonstrative_points_back_is_not_asked(
    definition: str, asked: bool
) -> None:
    head = "# Baselines\n\nMy course · Lesson 3 of 4 · 1:00\n\n## Narration transcript\n\n"
    # (a plain claim before it: whether the classifier calls the definition a caveat, after
    # a caveat, is not what is tested)
    before = "The returns of a prompt vary a lot from one attempt to the next."
    text = f"{head}{before} A baseline is {definition}.\n"
    cards = compose_lesson(parse_lesson(text, "baseline.md"), practice=0).cards
    assert any(c.front.endswith("What is a baseline?") for c in cards) == asked, [
        c.front for c in cards
    ]


@pytest.mark.parametrize(
    ("sentence", "question"),
    [
        (
            "The clearest symptom is a unit whose output stays at zero.",
            "What is the clearest symptom?",
        ),
        ("The main sign is a flat loss curve over many updates.", "What is the main sign?"),
    ],
)
def test_a_role_is_no_term_to_define(sentence: str, question: str) -> None:
    # "What is the clearest symptom?": a symptom of what, the card does not say; many fit.
    head = "# Dormant units\n\nMy course · Lesson 3 of 4 · 1:00\n\n## Narration transcript\n\n"
    cards = compose_lesson(parse_lesson(f"{head}{sentence}\n", "dormant.md"), practice=0).cards
    assert not any(c.front.endswith(question) for c in cards), [c.front for c in cards]


def test_a_choice_is_no_definition() -> None:
    # "Equal weights are a choice, and a lazy one when …" (fresh_1372, set 344): "What are
    # equal weights?" would be answered by a definition, not by "a choice" (BAD for both)
    path = Path(__file__).parent / "data" / "written" / "lessons" / "fresh_1372.md"
    cards = compose_lesson(read_lesson(path), practice=0).cards
    assert not any(c.front.endswith("What are equal weights?") for c in cards), [
        c.front for c in cards
    ]
    assert any(c.answer == "Equal weights" for c in cards)


def test_the_rest_of_a_citation_is_no_answer() -> None:
    # "Machado and [colleagues] recommend sticky actions …" (fresh_1380, set 346: BAD for
    # both graders; sets 1-345: 0 GOOD, 6 BAD of 10 such verdicts)
    path = Path(__file__).parent / "data" / "written" / "lessons" / "fresh_1380.md"
    cards = compose_lesson(read_lesson(path), practice=0).cards
    assert not any(c.answer.casefold() == "colleagues" for c in cards)
    assert any("Machado" in c.front for c in cards), [c.front for c in cards]


def test_things_counted_before_are_no_term_to_define() -> None:
    # "The two knobs are the same knob seen from different sides." (fresh_1317, set 330):
    # "What are the two knobs?" asks for two things the sentences before named, and its
    # "answer" is an identity; BAD for both graders, no longer asked.
    path = Path(__file__).parent / "data" / "written" / "lessons" / "fresh_1317.md"
    cards = compose_lesson(read_lesson(path), practice=0).cards
    assert not any(c.front.endswith("the two knobs?") for c in cards), [c.front for c in cards]
    assert not any(c.answer.casefold() == "two knobs" for c in cards)


def test_a_question_defines_no_term() -> None:
    head = "# Targets\n\nMy course · Lesson 3 of 4 · 1:00\n\n## Narration transcript\n\n"
    text = f"{head}How stale is the target network after a hard copy?\n"
    cards = compose_lesson(parse_lesson(text, "stale.md"), practice=0).cards
    assert not [c for c in cards if "What is how" in c.front or c.answer.endswith("?")], [
        (c.front, c.answer) for c in cards
    ]


def test_a_blank_the_sentence_shown_before_gives_away_yields_to_another() -> None:
    """The sentence before, shown as context on the front, must not hold the answer."""
    head = "# Grids\n\nMy course · Lesson 3 of 4 · 1:00\n\n## Narration transcript\n\n"
    text = (
        f"{head}But at the top of the grid, there is a huge pile of gold (+1000). However, if we "
        "only focus on exploitation, our agent will never reach the huge pile of gold.\n"
    )
    cards = compose_lesson(parse_lesson(text, "grid.md"), practice=0).cards
    caveat = [c for c in cards if "However" in c.front]
    assert caveat, [c.front for c in cards]
    for card in caveat:
        shown = set(re.findall(r"\w+", card.front.replace("[...]", "").casefold()))
        content = set(re.findall(r"\w+", card.answer.casefold())) - {"a", "an", "the"}
        assert not content <= shown, card


@pytest.mark.parametrize(
    "second",
    [
        "The reason is that the gradient of the log-probability has expectation zero.",
        "The two can diverge when the target is copied too rarely.",
        "DQN uses all three, and target networks are what keep it stable.",
    ],
)
def test_a_shell_noun_or_a_bare_count_shows_the_sentence_before(second: str) -> None:
    head = "# Tricks\n\nMy course · Lesson 3 of 4 · 1:00\n\n## Narration transcript\n\n"
    first = "A baseline subtracted from the return leaves the expected gradient unchanged."
    from generator.compose import back_reference

    assert back_reference(second) is not None
    cards = compose_lesson(parse_lesson(f"{head}{first} {second}\n", "t.md"), practice=0).cards
    on_second = [c for c in cards if c.source_text.endswith(second.split()[-1])]
    assert all(c.front.startswith(first) or first in c.front for c in on_second), on_second


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("Consider three tokens with logits 2, 1 and 0.", "logits 2"),
        ("The cost of lower variance is bias.", "variance is bias"),
    ],
)
def test_a_blank_across_a_list_or_a_verb_is_malformed(text: str, answer: str) -> None:
    assert rejection_of(text, answer) is not None


# --- round 2 (issue 11): discourse, worked numbers, long lists, light verbs ----------


def _cloze_cards(body: str) -> list[tuple[str, str]]:
    """The (front, answer) of every cloze card a one-paragraph lesson makes."""
    lesson = parse_lesson(
        "# Notes\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n" + body,
        "new.md",
    )
    comp = compose_lesson(lesson, practice=0)
    return [(c.front, c.answer) for c in comp.cards if c.type.value == "cloze"]


def _cloze_answers(body: str) -> list[str]:
    return [answer for _, answer in _cloze_cards(body)]


def test_a_worked_number_whose_named_input_is_not_on_the_card_is_no_answer() -> None:
    body = (
        "Here is a small example with the tax rate set to 0.2. "
        "Rules differ from one country to the next. "
        "A shopper spends 50 dollars on shoes. "
        "The tax on the shoes comes to 10 dollars. "
        "Applying the tax rate gives a total of 60 dollars."
    )
    answers = _cloze_answers(body)
    assert not [a for a in answers if "60" in a], answers
    body = (
        "Here is a small example with beta set to point one. Suppose the shop raised the "
        "price of the chosen shirt by two dollars and lowered the other one by one dollar. "
        "The gap between the two prices is two minus negative one, which is three. "
        "Scaling by beta gives a discount margin of point three."
    )
    answers = _cloze_answers(body)
    assert "point three" not in answers, answers


def test_a_result_told_over_several_sentences_shows_its_inputs() -> None:
    setup = "Consider a shop of four hundred customers, where one hundred pay by card."
    body = (
        f"{setup} Card payers spend thirty dollars each and the others twenty. "
        "The average spend per customer comes to twenty-two point five dollars."
    )
    cards = _cloze_cards(body)
    # (the number, with its unit or without: the blank the card-quality model scores higher;
    # "The [average spend] comes to …", which the refitted model prefers to the number, is a
    # blank of another kind, shown without the inputs: showing them with such blanks was
    # graded blind and not adopted, tests/data/written/grades/ab19_*)
    fronts = [f for f, a in cards if a.startswith("twenty-two point five")]
    assert fronts, cards
    assert setup in fronts[0] and "thirty dollars" in fronts[0], fronts


def test_a_value_the_example_makes_up_after_its_set_up_is_no_answer() -> None:
    body = (
        "Here is a small example with the tax rate set to 0.2. "
        "A shopper spends 50 dollars on shoes. "
        "The tax on the shoes comes to 10 dollars."
    )
    answers = _cloze_answers(body)
    assert "50" not in answers, answers  # made up, said as a plain fact of the story


@pytest.mark.parametrize(("title", "asked"), [("Verifiable rewards", False), ("Notes", True)])
def test_no_acronym_card_when_the_title_spells_half_of_it(title: str, asked: bool) -> None:
    lesson = parse_lesson(
        f"# {title}\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n"
        "RLVR stands for reinforcement learning with verifiable rewards. It replaces a learned "
        "reward model with a program that checks the output.",
        "new.md",
    )
    fronts = [c.front for c in compose_lesson(lesson, practice=0).cards]
    assert ("What does RLVR stand for?" in fronts) is asked, fronts


def test_a_sentence_ending_on_a_formula_of_symbols_asks_for_it() -> None:
    cards = _cloze_cards(
        "With \\(N(s)\\) the number of visits of state \\(s\\), the exploration bonus is "
        "\\[ r(s) = \\frac{\\beta}{\\sqrt{N(s)}} \\]."
    )
    formulas = [(f, a) for f, a in cards if "\\frac" in a]
    assert formulas, cards
    front, answer = formulas[0]
    assert front.endswith("the exploration bonus is [...].") and answer.startswith("\\[")
    # A worked equation set on its own is an example, not a formula to learn.
    worked = _cloze_cards(
        "With two visits and a scale of one half, the bonus comes to "
        "\\[ 0.5 / \\sqrt{2} = 0.35 \\]."
    )
    assert not [a for f, a in worked if "sqrt" in a], worked


def test_a_convention_stated_as_a_fact_keeps_its_number() -> None:
    answers = _cloze_answers("The learning rate of the optimiser is typically 0.001.")
    assert "0.001" in answers, answers


def test_four_items_of_several_words_after_a_colon_make_no_card_each() -> None:
    body = (
        "The gains of the method were traced to small details: careful reward scaling, "
        "gradient norm clipping, learning-rate warmup and orthogonal weight initialization."
    )
    answers = _cloze_answers(body)
    for item in ("careful reward scaling", "gradient norm clipping", "learning-rate warmup"):
        assert item not in answers, answers


def test_a_light_verb_with_a_short_front_leaves_its_object_open() -> None:
    assert _cloze_answers("MCTS takes the slow road.") == []


def _fronts_of_second_sentence(body: str) -> list[str]:
    """The fronts of the cards a two-sentence lesson makes of its second sentence."""
    lesson = parse_lesson(
        "# Notes\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n" + body,
        "new.md",
    )
    second = lesson.statements[1].id
    return [c.front for c in compose_lesson(lesson, practice=0).cards if c.statement_id == second]


@pytest.mark.parametrize(
    ("body", "before"),
    [
        (  # a comparison adverb
            "Owls hunt almost entirely at night over open farmland. "
            "Hawks, by contrast, hunt in daylight from high perches along forest edges.",
            "Owls hunt",
        ),
        (  # an additive predicate at the end
            "Clipping the gradient norm keeps one noisy batch from wrecking the weights. "
            "Lowering the learning rate and warming it up slowly over the first steps are "
            "also common.",
            "Clipping the gradient",
        ),
        (  # a connective of what goes on beside the sentence before
            "The north gate fills with carts every morning before the market opens. "
            "Meanwhile the south gate stays almost empty, because its road leads nowhere useful.",
            "The north gate",
        ),
        (  # ... or of what is conceded against it
            "Owls hunt almost entirely at night over open farmland. "
            "Still, a hungry owl will take a vole at noon when the winter has been long.",
            "Owls hunt",
        ),
    ],
)
def test_a_sentence_leaning_on_the_one_before_shows_it(body: str, before: str) -> None:
    fronts = _fronts_of_second_sentence(body)
    assert fronts and all(before in f for f in fronts), fronts


def test_values_stated_before_and_only_rounded_are_no_worked_answer() -> None:
    body = (
        "Suppose three shops sell 2, 1 and 0 crates a day. "
        "Their shares of the sales come to about 0.67, 0.24 and 0.09. "
        "The first shop still leads by far. "
        "Rounded to one decimal place, the shares are 0.7, 0.2 and 0.1."
    )
    answers = _cloze_answers(body)
    assert not [a for a in answers if "0.7" in a and "0.1" in a], answers


def test_object_pronouns_locatives_labels_and_definite_numbers_point_back() -> None:
    from generator.compose import back_reference

    # An object pronoun cannot mean its own clause's subject.
    assert back_reference("For most robots, many controllers keep it small.") == "it"
    assert back_reference("When the buffer fills up, the learner empties it.") is None
    # "There"/"Here" as a place of an earlier sentence, not the existential "There is".
    assert back_reference("There the margin is called the slack.") == "There"
    assert back_reference("There are two kinds of noise in a gradient.") is None
    # An instance labelled by a letter, unless the sentence sets the letters out.
    assert back_reference("The router prefers server B, although server C is closer.")
    assert back_reference("Two servers, B and C, share the load, and server B wins.") is None
    assert back_reference("An objective, often written L of theta, is minimised.") is None
    # A definite number names a value stated before.
    assert back_reference("The sum still depends on the guessed 7 at the end.")
    assert back_reference("Most runs improve in the first 2 or 3 rounds.") is None
    assert back_reference("The test is significant at the 0.05 level.") is None


def test_a_definite_number_the_sentence_before_does_not_state_makes_no_card() -> None:
    comp = _compose(
        "A short rollout of two steps ends in a state the critic values at 4. "
        "The discount is applied once per step. "
        "Because the rollout is short, the estimate still leans on the predicted 4 at its end."
    )
    assert not [c for c in comp.cards if "predicted 4" in c.source_text]
    assert any("predicted 4" in s.reason for s in comp.skipped)


def test_a_subject_blank_before_an_open_comparison_makes_no_card() -> None:
    comp = _compose(
        "Curriculum schedules order the training tasks from easy to hard. "
        "Replay buffers take another path."
    )
    assert not [c for c in comp.cards if c.answer == "Replay buffers"], comp.cards
    # a comparative ending a short predicate compares with the sentence before too
    worse = _compose(
        "Curriculum schedules order the training tasks from easy to hard. "
        "Noisy labels make the whole schedule worse."
    )
    assert not [c for c in worse.cards if c.answer == "Noisy labels"], worse.cards


def test_a_short_front_borrows_no_unrelated_sentence_before() -> None:
    comp = _compose(
        "A second option caches the parsed files on disk for later runs. "
        "Momentum helps in both regimes."
    )
    assert not [c for c in comp.cards if "Momentum" in c.source_text], comp.cards


def test_a_whole_predicate_after_a_demonstrative_and_a_number_makes_no_card() -> None:
    # fresh_21: "… so 1200 solutions survive the filter. Those 1200 [are not spread evenly
    # across problems]." (graded BAD by one blind grader: many continuations fit)
    path = Path(__file__).parent / "data" / "written" / "lessons" / "fresh_21.md"
    comp = compose_lesson(read_lesson(path), practice=0)
    assert not [
        c
        for c in comp.cards
        if c.source_text.endswith("Those 1200 are not spread evenly across problems.")
    ]
    assert not [c for c in comp.cards if c.answer.startswith("are not spread")]


def test_a_shell_noun_with_an_adjective_is_no_term_to_name() -> None:
    from generator.compose import back_reference

    assert back_reference("The fix is a target network.") == "The fix"
    comp = _compose(
        "Bootstrapped targets move whenever the online weights move. "
        "The usual fix is a frozen copy."
    )
    assert not [c for c in comp.cards if c.answer.casefold() == "usual fix"], comp.cards


def test_plain_arithmetic_restated_on_the_card_makes_no_card() -> None:
    comp = _compose(
        "The cache hit rate is point six on reads plus a third of point three on writes. "
        "That adds up to point seven."
    )
    assert not [c for c in comp.cards if c.answer == "point seven"], comp.cards
    # a function of the numbers is more than arithmetic on the card
    comp = _compose(
        "The gate squashes a logit of one through the sigmoid, which comes to about "
        "point seven three."
    )
    assert [c for c in comp.cards if c.answer == "point seven three"], comp.cards


def test_zero_or_one_alone_is_no_claim_blank() -> None:
    comp = _compose("Most trainers rescale each batch of gradients to zero mean before clipping.")
    assert not [c for c in comp.cards if c.answer == "zero"], comp.cards


def test_a_label_the_sentence_before_does_not_set_out_makes_no_card() -> None:
    comp = _compose(
        "Server C answers in forty milliseconds on average under a light load. "
        "The router prefers server B, even though server C is closer to most users."
    )
    assert not [c for c in comp.cards if "router prefers" in c.source_text], comp.cards
    assert any("instance ('B')" in s.reason for s in comp.skipped), comp.skipped


def test_a_term_holding_a_pronoun_is_no_term() -> None:
    """A term with a pronoun ("Part of it is a shortcut") points back: no "What is …?"."""
    head = "# Shortcuts\n\nMy course · Lesson 3 of 4 · 1:00\n\n## Narration transcript\n\n"
    text = f"{head}Length bias has two sources. Part of it is a shortcut.\n"
    cards = compose_lesson(parse_lesson(text, "shortcut.md"), practice=0).cards
    assert not any("part of it" in c.front.casefold() and "?" in c.front for c in cards), [
        c.front for c in cards
    ]


_VALUES = (
    "A state value is the expected return from a state under a policy. "
    "An action value is the expected return after taking an action in a state. "
    "The state value averages the action values over the policy. "
    "The Bellman equation links the value of a state to the values of its successors. "
    "A backup applies the Bellman equation to one state. "
    "Policy evaluation repeats the backup over every state. "
    "The sweeps converge because the discount shrinks every error. "
    "Sampling methods replace the expectation with one observed transition. "
    "A greedy policy picks the action with the largest action value. "
    "Acting greedily needs action values, not only state values. "
    "An exploring policy takes random actions some of the time. "
    "SARSA evaluates the exploring policy it runs. "
    "Q-learning evaluates the greedy policy instead. "
    "A value always belongs to a state and a policy together. "
    "{last}"
)


def test_an_evaluated_noun_said_once_in_a_long_lesson_is_not_the_blank() -> None:
    # Graded BAD twice on set 8: "A [further trap] is reading a value as …" (many fit).
    comp = _compose(
        _VALUES.format(last="A further trap is reading a value as a property of the state alone.")
    )
    answers = [c.answer for c in comp.cards if "further trap" in c.source_text]
    assert answers, "the sentence keeps a card with another blank"
    assert "further trap" not in answers


def test_an_evaluated_noun_the_lesson_names_again_can_be_the_blank() -> None:
    comp = _compose(
        _VALUES.format(
            last="A hidden trap is reading a value as a property of the state alone. "
            "That trap catches beginners."
        )
    )
    assert any(c.answer == "hidden trap" for c in comp.cards), [c.answer for c in comp.cards]


@pytest.mark.parametrize(
    ("answer", "shown", "expected"),
    [
        ("sixty percent", "point six times two point eight … sends [...] of its mass", True),
        ("half", "A prompt with (p = 0.5) is solved by exactly [...] of its samples.", True),
        ("ten percent", "epsilon equal to point one, so about [...] of pulls explore", True),
        ("half", "A prompt with (p = 0.3) is solved by [...] as often.", False),
        ("0.5", "the loss drops from 0.9 to [...] after one step", False),
        ("the policy", "the rate is 0.5 for [...]", False),
    ],
)
def test_a_number_shown_in_another_form_gives_the_blank_away(
    answer: str, shown: str, expected: bool
) -> None:
    assert _value_in_view(answer, shown) is expected


def test_a_number_the_card_shows_in_another_form_is_no_blank() -> None:
    body = (
        "The pass rate of a prompt is the fraction of its samples that earn a reward. "
        "A prompt with a pass rate of 0.5 is solved by exactly half of its samples."
    )
    comp = _compose(body)
    assert all(c.answer != "half" for c in comp.cards), [c.answer for c in comp.cards]


def test_a_value_worked_to_three_decimals_is_no_blank() -> None:
    body = (
        "With a learning rate of 0.1 the new logits are about 1.867 and 1.151. "
        "The probability of stay rises from 0.245 to roughly 0.298 after the update."
    )
    comp = _compose(body)
    assert all(c.answer != "0.298" for c in comp.cards), [c.answer for c in comp.cards]


def test_a_value_with_two_decimals_can_still_be_the_blank() -> None:
    comp = _compose("A typical discount factor for long tasks is 0.99.")
    assert any(c.answer == "0.99" for c in comp.cards), [c.answer for c in comp.cards]


def test_a_short_sentence_of_a_paragraph_shows_the_sentence_before_it() -> None:
    body = (
        "Live tuning scores the learner's own attempts on fresh prompts. "
        "Offline tuning replays stored mentor examples."
    )
    text = f"# Notes\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n{body}\n"
    composition = compose_lesson(parse_lesson(text, "new.md"), practice=0)
    short = [c for c in composition.cards if "stored mentor examples" in c.source_text]
    assert short and all(c.source_text.startswith("Live tuning scores") for c in short)
    assert all("Live tuning scores" in c.front for c in short if c.type is CardType.CLOZE)


@pytest.mark.parametrize(
    ("narration", "answer", "question"),
    [
        # a sentence that names the question it answers
        (
            "Planners differ in how they pick a route. Every planner must settle one question: "
            "how far ahead should it look? Beam planning answers it with a fixed horizon of "
            "steps.",
            "fixed horizon",
            "how far ahead should it look?",
        ),
        # a reply ("It depends …" points back to what the question asks, not past it)
        (
            "Beam planning keeps the best few partial routes at every depth of the search. "
            "Is a wider beam always better? It depends on the branching factor, the number of "
            "moves open at each state.",
            "branching factor",
            "Is a wider beam always better?",
        ),
    ],
)
def test_a_sentence_that_answers_the_question_before_it_shows_that_question(
    narration: str, answer: str, question: str
) -> None:
    text = (
        f"# Notes\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n{narration}\n"
    )
    composition = compose_lesson(parse_lesson(text, "new.md"), practice=0)
    answering = [c for c in composition.cards if answer in c.source_text]
    assert answering and all(question in c.front for c in answering)


@pytest.mark.parametrize(
    ("sentence", "front", "answer"),
    [
        (
            "Leakage means that answers to the held-out questions, or close rewordings of "
            "them, reached the training set.",
            "What does leakage mean?",
            "that answers to the held-out questions, or close rewordings of them, reached the "
            "training set",
        ),
        (
            "The judge is a scoring model, which reads each answer and never writes one itself.",
            "What is the judge?",
            "a scoring model, which reads each answer and never writes one itself",
        ),
    ],
)
def test_a_definition_with_no_blank_worth_asking_asks_for_its_whole_definiens(
    sentence: str, front: str, answer: str
) -> None:
    text = f"# Notes\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n{sentence}\n"
    lesson = parse_lesson(text, "new.md")
    b = compose._Builder(lesson)
    assert compose._long_definition_card(b, lesson.statements[0], [], None)
    (card,) = b.cards
    assert (card.front, card.answer) == (front, answer)


@pytest.mark.parametrize(
    "sentence",
    [
        "Gaming is the broader name for the same pattern, and it covers any objective.",
        "It means that answers to the held-out questions reached the training set.",
        "The judge is a model.",  # short: the short definition's own card
        # what is said of another sentence's thing, not what the term is
        "Generation is the slow part of that loop, and the trainer sits idle while it runs.",
    ],
)
def test_no_long_definition_card_for_a_naming_a_pronoun_or_a_short_definiens(sentence: str) -> None:
    text = f"# Notes\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n{sentence}\n"
    lesson = parse_lesson(text, "new.md")
    assert not compose._long_definition_card(
        compose._Builder(lesson), lesson.statements[0], [], None
    )


def test_a_one_letter_name_before_a_hyphen_keeps_its_capital() -> None:
    assert compose._term_case("The Q-learning target") == "the Q-learning target"
    assert compose._term_case("Reward") == "reward"


def test_a_sentence_that_introduces_a_formula_on_its_own_line_asks_for_that_formula() -> None:
    text = (
        "# Notes\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n"
        "The greedy rule picks the arm with the highest estimate plus a bonus:\n\n"
        "\\[ a_t = \\arg\\max_a \\big[ Q(a) + c \\sqrt{\\ln t / N(a)} \\big] \\].\n\n"
        "Let's look at the next formula:\n\n"
        "\\[ N(a) \\leftarrow N(a) + 1 \\].\n"
    )
    composition = compose_lesson(parse_lesson(text, "new.md"), practice=0)
    formulas = [c for c in composition.cards if c.id.endswith(":formula")]
    assert len(formulas) == 1, [c.front for c in composition.cards]
    (card,) = formulas
    assert (
        card.front == "The greedy rule picks the arm with the highest estimate plus a bonus: [...]"
    )
    assert "\\arg\\max_a" in card.answer and "N(a) + 1" not in card.answer


def test_worked_arithmetic_on_its_own_line_is_no_formula_to_recall() -> None:
    composition = _compose(
        "The sum of the log-probabilities of the whole reply stays easy to store:\n\n"
        "\\[ 400 \\times \\log 0.5 = 400 \\times (-0.693) \\approx -277.3 \\].\n"
    )
    assert not [c for c in composition.cards if c.id.endswith(":formula")], composition.cards


def test_a_result_of_arithmetic_said_on_the_card_is_no_cloze_but_an_exercise() -> None:
    said = compose_lesson(
        parse_lesson(
            "# Notes\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n"
            "Averaging per token weights long replies more. The average cost per token is "
            "sixty divided by forty, about one point five.\n",
            "new.md",
        ),
        practice=0,
    )
    assert said.examples and said.examples[0].kind == "equation"
    assert not [c for c in said.cards if c.answer == "one point five"]
    kind = compose_lesson(
        parse_lesson(
            "# Notes\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n"
            "With gamma point nine and success two steps later, the earlier action receives "
            "return point eight one.\n",
            "new.md",
        ),
        practice=0,
    )
    assert not [c for c in kind.cards if c.answer == "point eight one"]
    (exercise,) = [c for c in kind.cards if c.exercise is not None]
    assert exercise.exercise is not None and round(exercise.exercise.answer, 2) == 0.81


@pytest.mark.parametrize(
    "sentence",
    ["The next defense is the learning rate.", "Another option is a smaller adapter."],
)
def test_an_ordinal_or_ranking_subject_is_no_term_to_define(sentence: str) -> None:
    text = f"# Notes\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n{sentence}\n"
    composition = compose_lesson(parse_lesson(text, "new.md"), practice=0)
    assert not [c for c in composition.cards if c.id.endswith(":define")]


def test_a_number_an_example_just_worked_out_is_no_blank() -> None:
    # Invented: the rate is the example's result, and the next paragraph's claim is about it.
    comp = _compose(
        "Essay graders often disagree.\n\n"
        "Suppose that on forty essays, two graders give the same mark on thirty. "
        "That gives agreement of seventy five percent.\n\n"
        "Seventy five percent sounds high, but it has to be read against how often graders "
        "agree by chance."
    )
    # A value the set-up makes up is no blank either (blind graders, number blanks of
    # "Suppose …"/"Take …" sentences: 24 BAD and 8 WEAK verdicts, none GOOD).
    assert not any(c.answer == "thirty" for c in comp.cards)
    answers = [c.answer for c in comp.cards if "sounds high" in c.source_text]
    assert not any("seventy" in a.lower() for a in answers), answers


def test_a_number_not_said_just_before_may_be_a_blank() -> None:
    comp = _compose(
        "Reviewers read drafts in batches of ten.\n\n"
        "A panel accepts about seventy five percent of the drafts it reads."
    )
    answers = [c.answer for c in comp.cards if "accepts about" in c.source_text]
    assert any("seventy five percent" in a for a in answers), answers


@pytest.mark.parametrize(
    ("text", "answer", "refused"),
    [
        (
            "After many steps the model describes a state the robot could never reach.",
            "reach",
            True,
        ),
        ("Epsilon-greedy stays popular because it is cheap and easy to tune.", "tune", True),
        (
            "Held-out problems are the fair test of what the training loop has taught.",
            "taught",
            True,
        ),
        # Not at the sentence's end, or a number: other rules decide.
        ("A robot could never reach the shelf without the new gripper arm.", "reach", False),
    ],
)
def test_a_verb_that_only_completes_its_auxiliary_at_the_end_is_no_blank(
    text: str, answer: str, refused: bool
) -> None:
    reason = rejection_of(text, answer, "a technical word")
    assert (reason is not None and "completes its auxiliary" in reason) is refused, reason


def test_a_caveats_last_resort_prefers_the_longer_blank() -> None:
    # Invented. No blank of it passes every rule (an example of a list); of those that
    # break one, the longer asks for more of the point ("[multiple-choice] letters" leaves
    # half of the phrase in view).
    comp = _compose(
        "Voting only works when answers can be compared exactly, such as dates or "
        "multiple-choice letters."
    )
    card = next(c for c in comp.cards if "Voting only works" in c.source_text)
    assert card.answer == "multiple-choice letters", card.answer


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("On easy questions, that trade often favours the smaller model.", "that trade"),
        ("Many tasks have sub-goals, such as a door, that take dozens of steps.", None),
    ],
)
def test_that_after_a_comma_points_back_unless_it_opens_a_relative_clause(
    text: str, ref: str | None
) -> None:
    assert compose.back_reference(text) == ref


@pytest.mark.parametrize(
    ("text", "answer", "why", "reason"),
    [
        ("A famous story tells of a boat that spun in circles.", "famous", "x", "reputation"),
        (
            "The first version of the method learns its own temperature.",
            "first version of the method",
            "who or what acts",
            "version",
        ),
        (
            "An agent can wander for thousands of steps before any signal.",
            "thousands of steps",
            "what the verb acts on",
            "magnitude",
        ),
        (
            "For a hopeless question, a thousand samples buy almost nothing.",
            "thousand",
            "x",
            "magnitude",
        ),
        (
            "Designing curricula by hand demands knowledge the agent should find itself.",
            "Designing",
            "who or what acts",
            "gerund",
        ),
    ],
)
def test_trivia_blanks_are_refused(text: str, answer: str, why: str, reason: str) -> None:
    refused = rejection_of(text, answer, why)
    assert refused is not None and reason in refused, refused


@pytest.mark.parametrize(
    ("text", "answer", "why"),
    [
        ("Bootstrapping updates an estimate towards other estimates.", "Bootstrapping", "x"),
        ("On the benchmark, one hundred is the score of an expert.", "one hundred", "x"),
    ],
)
def test_concept_gerunds_and_exact_values_stay_blanks(text: str, answer: str, why: str) -> None:
    refused = rejection_of(text, answer, why)
    assert refused is None or not any(
        r in refused for r in ("reputation", "magnitude", "gerund", "version")
    ), refused


def test_an_existential_there_is_no_term_of_a_definition() -> None:
    comp = _compose("The bonus telescopes along any path. There is a second way to see the result.")
    assert not any(c.answer.lower() == "there" for c in comp.cards)


@pytest.mark.parametrize(
    ("text", "answer", "refused"),
    [
        ("That speed-up is paid for up front, since options must be learned.", "speed-up", True),
        ("Those shared errors are the ones a policy exploits.", "shared errors", True),
        # A premodifier whose head stays in view is another rule's business.
        ("This self-limiting behaviour keeps softmax updates stable.", "self-limiting", False),
    ],
)
def test_the_noun_of_a_demonstrative_is_no_blank(text: str, answer: str, refused: bool) -> None:
    reason = rejection_of(text, answer, "who or what acts")
    assert (reason is not None and "demonstrative" in reason) is refused, reason


def test_a_named_drawback_asks_for_the_drawback() -> None:
    # Invented: the best blank of it was a count ('two'), trivia, so the caveat had no card.
    comp = _compose(
        "A critic estimates values for the actor. The problem with this design is that it "
        "requires two separate networks."
    )
    card = next(c for c in comp.cards if "The problem with" in c.source_text)
    assert card.answer == "it requires two separate networks", card.answer


def test_they_may_mean_a_name_earlier_in_the_sentence() -> None:
    assert (
        compose.back_reference("The trouble with Monte Carlo Search is that their trees grow.")
        is None
    )
    assert compose.back_reference("Search is slow because their trees grow quickly.") == "their"


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("Because the errors differ, each needs its own test set.", "each"),
        ("Each step has a reward of one.", None),
        ("For each state we store a value.", None),
    ],
)
def test_each_as_a_pronoun_subject_points_back(text: str, ref: str | None) -> None:
    assert compose.back_reference(text) == ref


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("Under the cap, the ten empty calls earn nothing.", "the ten empty calls"),
        ("The two estimates disagree even in sign.", "The two estimates"),
        ("A handful of tokens like that can steer a batch.", "like that"),
        ("The two of them agree.", "The two"),
        ("We compare the three methods of the last section.", None),
        ("Methods like PPO clip the ratio.", None),
    ],
)
def test_a_counted_definite_phrase_or_like_that_points_back(text: str, ref: str | None) -> None:
    assert compose.back_reference(text) == ref


def test_a_number_said_sentences_before_and_not_shown_is_no_answer() -> None:
    # The weights were said four sentences before the one that repeats them; the card
    # would show at most the sentence before, so "[1.5 and 0.4]" is a detail to recall.
    body = (
        "Take a token the sampler chose with probability 0.2. The learner gives it 0.3. "
        "Its weight is 1.5. A second token falls from 0.5 to 0.2, a weight of 0.4. "
        "Clipping bounds every weight from above. Set the cap at 2. "
        "A weight of 8 is then cut to 2, while 1.5 and 0.4 pass through unchanged."
    )
    answers = _cloze_answers(body)
    assert answers, "the lesson makes cards"
    assert not any("1.5" in a or "0.4" in a for a in answers), answers


def test_a_defined_term_is_asked_without_its_deictic_adverb() -> None:
    text = (
        "# Notes\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n"
        "Planning here means running extra updates on transitions that a model simulates.\n"
    )
    lesson = parse_lesson(text, "new.md")
    b = compose._Builder(lesson)
    assert compose._long_definition_card(b, lesson.statements[0], [], None)
    assert b.cards[0].front == "What does planning mean?"


def test_a_term_set_against_something_just_said_is_not_defined_alone() -> None:
    # "The score itself is …" contrasts the score with what was said of it: no "What is X?".
    text = (
        "Each state has one expected score. The score itself is the sum of the rewards that follow."
    )
    qa = [c.front for c in _compose(text).cards if c.type is CardType.QA]
    assert not [f for f in qa if "itself" in f], qa
    plain = [c.front for c in _compose(text.replace(" itself", "")).cards if c.type is CardType.QA]
    assert [f for f in plain if "score" in f], plain


def test_a_result_the_checker_works_out_is_no_blank() -> None:
    # The advantage follows from the two numbers beside it: a blank on it asks for
    # arithmetic, not recall (blind graders: 17% GOOD, 32% BAD for such blanks).
    text = (
        "The advantage compares a return with the baseline. If the observed return is point "
        "eight and the baseline is point five, the advantage is positive point three."
    )
    answers = [c.answer for c in _compose(text).cards]
    assert "positive point three" not in answers, answers
    assert answers, "the sentence's other blanks stay"


def test_a_blank_never_holds_half_a_number() -> None:
    text = (
        "Each checkpoint stores weights and optimiser state. The first checkpoint then costs "
        "twelve times ten plus forty-eight, which is one hundred sixty-eight units."
    )
    for card in _compose(text).cards:
        assert card.answer.strip() not in ("sixty-eight", "hundred sixty-eight"), card.front


def test_a_caveat_with_no_other_blank_asks_for_its_final_phrase() -> None:
    text = (
        "Planning uses a learned model of the world. "
        "The planning updates are only as good as the model."
    )
    cards = [c for c in _compose(text).cards if "planning updates" in c.front.lower()]
    assert [c.answer for c in cards] == ["only as good as the model"], cards


def test_a_place_in_the_lessons_order_is_no_definition() -> None:
    # "Evaluation is the last trap" ranks it among the lesson's traps: no "What is X?".
    text = "Offline data hides several traps. Evaluation is the last trap."
    qa = [(c.front, c.answer) for c in _compose(text).cards if c.type is CardType.QA]
    assert not [x for x in qa if "last trap" in x[0] + x[1]], qa
    defined = text.replace("the last trap", "the test on held-out episodes")
    assert [c for c in _compose(defined).cards if c.type is CardType.QA], "a definition is asked"


@pytest.mark.parametrize(
    "sentence",
    [
        # An elided predicate: what is denied was said before.
        "In a continuing task it is not, since the rewards can add up without limit.",
        # A fronted "too" clause: its subject is in the sentence before.
        "Set too high, the bonus keeps the policy near uniform for the whole run.",
    ],
)
def test_an_elided_predicate_or_subject_shows_the_sentence_before(sentence: str) -> None:
    before = "In an episodic task a discount of one is allowed, because returns stay finite."
    cards = [c for c in _compose(f"{before} {sentence}").cards if sentence[:12] in c.front]
    assert cards, "the sentence gets a card"
    assert all(before in c.front for c in cards), [c.front for c in cards]


def test_an_adverb_with_too_opening_a_sentence_is_no_back_reference() -> None:
    assert compose.back_reference("Far too often, agents stall before the reward arrives.") is None
    assert compose.back_reference("Tuned too low, the bonus does nothing.") is not None


@pytest.mark.parametrize(
    ("sentence", "answer"),
    [
        (
            "A replay buffer is a store of past transitions, not a model of the world.",
            "a store of past transitions",
        ),
        (
            "The extra steps are paid for in compute time, not in samples.",
            "paid for in compute time",
        ),
        # A sentence adverb is no part of what it is.
        (
            "The batch size is therefore a count of responses, not of prompts.",
            "a count of responses",
        ),
    ],
)
def test_a_claim_that_denies_one_option_asks_for_the_other(sentence: str, answer: str) -> None:
    """ "X is A, not B": a cloze of A with B in view, never an either/or question, which a
    learner answers half the time by chance (blind graders, sets 1-40: 1 GOOD, 15 WEAK,
    2 BAD of 18; the cloze made instead, graded blind beside it: 7 GOOD of 16 against 3 of
    11 by one grader, all WEAK on both sides by the other)."""
    comp = _compose(f"Batches feed the optimizer. {sentence}")
    cards = [c for c in comp.cards if c.source_text == sentence]
    assert [c.answer for c in cards] == [answer], [(c.front, c.answer) for c in cards]
    (card,) = cards
    assert card.type is CardType.CLOZE and sentence.split(", not ")[1] in card.front


def test_a_caveat_whose_context_is_too_long_shows_the_sentence_before() -> None:
    """Two sentences of context that do not fit: a caveat shows the one right before it."""
    first = (
        "A learned reward model scores every response that the policy writes during training, "
        "and the optimiser follows those scores wherever they lead across many thousands of "
        "updates, long after the labelled comparisons stopped covering what the policy writes."
    )
    second = "It is fitted once, on comparisons collected before training began."
    caveat = "But it can be fooled by long answers that only look careful."
    comp = _compose(f"{first} {second} {caveat}")
    (card,) = [c for c in comp.cards if c.source_text.endswith(caveat)]
    assert card.front.startswith(second) and first not in card.front


def test_a_number_worked_by_the_same_arithmetic_as_before_is_no_blank() -> None:
    """'the same arithmetic gives …': the values it works on are sentences back."""
    last = (
        "With forty percent easy and sixty percent hard, the same arithmetic gives point seven one."
    )
    comp = _compose(
        "A reward model ranks easy pairs right ninety-five percent of the time and hard pairs "
        "fifty-five percent of the time. "
        "On a test set that is sixty percent easy, the overall accuracy is point seven nine. "
        "That figure hides how weak the model is on the hard pairs. "
        f"{last}"
    )
    answers = [c.answer for c in comp.cards if c.source_text.endswith(last)]
    assert "point seven one" not in answers, answers


def test_an_ordinal_kind_shows_the_sentences_that_set_the_kinds_out() -> None:
    """'The first kind …' shows the sentence that names the kinds and each kind after it."""
    kinds = "Reward noise comes in two kinds."
    one = "Grader noise comes from a judge that wavers."
    other = "Label noise comes from wrong reference answers."
    pick = "The first kind averages out only when several judges vote on each answer."
    comp = _compose(f"{kinds} {one} {other} {pick}")
    (card,) = [c for c in comp.cards if c.source_text.endswith(pick)]
    assert card.front.startswith(f"{kinds} {one} {other}"), card.front
    # too long to show whole: no card, rather than one kind shown for the other
    long_one = (
        "Grader noise comes from a judge that wavers between verdicts on the same answer, "
        "from prompts that leave the judge unsure, from long answers that it reads only in "
        "part and from ties that it breaks at random."
    )
    comp = _compose(f"{kinds} {long_one} {other} {pick}")
    assert not [c for c in comp.cards if c.source_text.endswith(pick)]
    (skipped,) = [k for k in comp.skipped if k.text == pick]
    assert "The first kind" in skipped.reason and "too long" in skipped.reason


@pytest.mark.parametrize(
    ("text", "refers_back"),
    [
        # The noun after "that" or "the other" is named earlier in the sentence itself.
        (
            "A single agent produces a stream of transitions, and a network trained on that "
            "stream chases the last few steps.",
            False,
        ),
        ("An agent choosing among options is optimal only relative to that option set.", False),
        ("From one agent's view, the world is stationary only while the other agents rest.", False),
        # Not named before: the card needs the sentence before.
        ("A network trained on that stream chases the last few steps.", True),
        ("The world is stationary only while the other agents rest.", True),
        # An ordinal or a choice word for one of things named before.
        ("The update is quick; the second is harder to fool.", True),
        ("Either fix slows convergence when the search goes well.", True),
        ("Either a larger batch or a smaller step would help.", False),
        # The "or" after a second "either" is that one's: the first still points back.
        ("Either fix slows training, since a step is either skipped or repeated.", True),
        # No "that" clause follows "how much" or "whether": "that" is a determiner.
        ("The step size decides how much that noise moves the values.", True),
        ("The critic cannot tell whether that estimate is stale.", True),
        ("A value model says nothing about whether that model is right.", False),
        # an object pronoun after "to" and a verb (whatever the verb) has no noun before it
        ("Reading a sample of the answers is the quickest way to catch it.", True),
        ("The critic lags, so the policy has time to exploit it.", False),
    ],
)
def test_a_reference_named_in_its_own_sentence_needs_no_context(
    text: str, refers_back: bool
) -> None:
    assert (compose.back_reference(text) is not None) == refers_back


@pytest.mark.parametrize(
    ("sentence", "asked"),
    [
        # Worked out from the counts before, which the card does not show.
        ("The spread of arm B's belief is about point two two.", False),
        # A typical value is a fact to recall.
        ("The prior weight is often about point two two.", True),
    ],
)
def test_a_rounded_result_without_its_inputs_is_no_blank(sentence: str, asked: bool) -> None:
    comp = _compose(
        "Arm A has eight successes and four failures in its counts. "
        "Arm B has two successes and two failures in its counts. "
        f"{sentence}"
    )
    answers = [c.answer for c in comp.cards if c.source_text.endswith(sentence)]
    assert ("point two two" in answers) == asked, answers


def test_a_distinction_keeps_the_adverbs_before_a_verb_in_the_predicate() -> None:
    # "bfloat sixteen almost never | overflows": "almost never" qualifies the predicate; as
    # part of the name it made the card say bfloat sixteen overflows.
    comp = _compose(
        "Float sixteen resolves numbers finely but overflows easily; "
        "bfloat sixteen almost never overflows but rounds coarsely."
    )
    card = next(c for c in comp.cards if c.template == "distinction")
    assert "sixteen vs. " in card.front and "almost never" not in card.front.split(":")[0]
    assert card.answer.endswith("bfloat sixteen: almost never overflows but rounds coarsely")


def test_a_definiens_opening_with_a_shell_noun_is_no_definition() -> None:
    # "the reason …" says the theorem's role, not what it states: no "What is …?" card
    comp = _compose(
        "Policy iteration alternates evaluation and a greedy step. "
        "The policy improvement theorem is the reason the greedy step is safe."
    )
    assert not [c for c in comp.cards if c.front.startswith("What is")], comp.cards
    defined = _compose(
        "Policy iteration alternates evaluation and a greedy step. The policy improvement "
        "theorem is the guarantee that the greedy step never makes the policy worse."
    )
    asked = "What is the policy improvement theorem?"
    assert [c for c in defined.cards if c.front == asked], defined.cards


def test_a_pronoun_and_copula_after_a_question_answer_it() -> None:
    from generator.compose import _context

    comp = _compose(
        "Repeating the loop is called iterated distillation. "
        "So what distribution is the student chasing? "
        "It is the best-of-n distribution, the law of the winning response among n draws."
    )
    lesson = comp.lesson
    context, _ = _context(lesson, lesson.statements[2])
    assert context is not None and context.endswith("chasing?"), context


def test_no_card_for_an_order_to_watch_what_happens() -> None:
    # set 105: "Now watch what happens as the [graders get worse]." (WEAK and BAD)
    reason, _ = _between(
        "With p at point one the vote is wrong under three percent of the time.",
        "Now watch what happens as the graders get worse.",
        "Take p equal to point three instead.",
    )
    assert "announces what the next sentences show" in reason


@pytest.mark.parametrize(
    ("sentence", "ref"),
    [
        # set 107: "The first item is [...]; the fourth is closer to …" and "… shows both as
        # [...]": an ordinal or "both" standing for things named before (BAD for both graders)
        ("The first item is a fact about the text; the fourth is closer to taste.", "the fourth"),
        ("A leaderboard of whole percentages shows both as 82%, so they are tied.", "both"),
        # sets 162 and 163 (BAD for both graders): an ordinal with a noun of its own, or before
        # a verb and its object, opening the sentence
        (
            "The second approach is much cheaper per iteration, since it needs no solve.",
            "The second approach",
        ),
        ("The first cuts the length of each trajectory; the second reweights it.", "The first"),
    ],
)
def test_an_ordinal_or_both_standing_alone_refers_back(sentence: str, ref: str) -> None:
    assert compose.back_reference(sentence) == ref
    # "both" before the things it pairs refers to nothing earlier
    assert compose.back_reference("Both A and B are tied at 82%.") is None


def test_no_card_for_a_caveat_that_announces_its_kinds() -> None:
    # set 107: "[...] comes in two flavours, and they do different damage." (BAD twice)
    reason, comp = _between(
        "Graders disagree about rubric items.",
        "Inconsistency comes in two flavours, and they do different damage.",
        "One grader may be strict while another is lenient.",
    )
    assert "announces what follows" in reason
    assert any("caveat without a card" in w for w in comp.warnings) or not any(
        s.kind is StatementKind.CAVEAT
        for s in comp.lesson.statements
        if s.text.startswith("Inconsistency")
    )


def test_both_after_a_list_of_three_refers_back() -> None:
    # script_09: "Hidden tests, …, and held-out clusters must remain outside both": the list's
    # ", and" names three things, not the two "both" means
    text = "Hidden tests, audits, and held-out clusters must remain outside both."
    assert compose.back_reference(text) == "both"
    assert compose.back_reference("Truncation and cut-offs both look like plumbing.") is None


# --- forty-second session: references to a passage before ---------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # a bare count as the subject of a verb of its own (set 161: BAD for both graders)
        "The two coincide when the history carries no information about future reward.",
        "The two belong in the log as separate runs, since their curves cannot be compared.",
        # an ordinal with its noun before a verb, opening the sentence or after a fronted
        # phrase (sets 162 and 164: BAD for both graders)
        "The first term rewards moving probability toward actions with positive advantage.",
        "For a deployed assistant the second agent is easier to live with.",
        # a passage named as said before
        "The derivation above treats F as a fixed function of the parameters.",
        "A simulator that fails that check produces exactly the exploit described earlier.",
        "The term comes from earlier work on agents that could reach their reward channel.",
        # the case at hand, "here"; "as before"; "in between"
        "Pouring samples into the hardest prompt was the wrong move here.",
        "The actor is trained exactly as before, so nothing extra is needed at deployment.",
        "Your reward model may sit anywhere in between, and the test set cannot tell.",
    ],
)
def test_a_reference_to_a_passage_before_is_found(text: str) -> None:
    from generator.compose import back_reference

    assert back_reference(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        # the two things counted are named in the sentence itself
        "Reward clipping is often confused with error clipping, and the two act at different "
        "places.",
        "Report the number of real steps and the wall-clock time, since the two measure "
        "different costs.",
        # the sentence names the first before the second; a technical "second moment"
        "The first agent fails at random while the second agent is predictable.",
        "The second moment becomes large when rewards are rare.",
        # "Here is …" introduces; "before the update" is a preposition's
        "The estimate is read before the update is applied.",
    ],
)
def test_no_reference_where_the_sentence_names_its_own(text: str) -> None:
    from generator.compose import back_reference

    assert back_reference(text) is None


def test_a_sentence_about_the_case_here_keeps_its_card_without_a_sentence_before() -> None:
    # "here" is shown with the sentence before when there is one; a caveat opening its
    # section still gets its card (the case is the lesson's own)
    lesson = parse_lesson(
        "# Notes\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n"
        "Independence of the graders is the weakest assumption here, because two graders "
        "trained on the same data share their blind spots.\n",
        "t.md",
    )
    cards = compose_lesson(lesson, practice=0).cards
    assert cards, "the caveat lost its card"


def test_a_comparative_names_no_term_to_ask_for() -> None:
    # set 165: "The sneakier form is a probability that is tiny rather than absent." made
    # "Which term is a probability that is tiny rather than absent? — Sneakier form" (BAD for
    # both graders)
    lesson = parse_lesson(
        "# Support\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n"
        "A probability of exactly zero is the blunt form of this problem. The sneakier form is "
        "a probability that is tiny rather than absent.\n",
        "t.md",
    )
    cards = compose_lesson(lesson, practice=0).cards
    assert not [c for c in cards if c.type.value == "qa" and "sneakier" in c.answer.lower()]


def test_a_participle_after_the_subject_is_no_predicate_of_a_distinction() -> None:
    # set 166: "States drawn from the replay buffer overrepresent old behaviour, while states
    # from fresh rollouts reflect where the agent currently goes." made "States from fresh
    # rollouts vs. states: which ones drawn from the replay buffer …?" (BAD)
    lesson = parse_lesson(
        "# Churn\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n"
        "States drawn from the replay buffer overrepresent old behaviour, while states from "
        "fresh rollouts reflect where the agent currently goes.\n",
        "t.md",
    )
    fronts = [c.front for c in compose_lesson(lesson, practice=0).cards]
    assert not [f for f in fronts if "vs." in f and "drawn from" in f], fronts


def test_no_context_line_states_a_result_the_checker_finds_wrong() -> None:
    # A context line with a slip, marked "(the calculator gives 17%)" beside it, teaches the
    # slip or contradicts itself (blind graders: 1 GOOD, 12 WEAK, 43 BAD verdicts on such
    # cards); a caveat that leans on it keeps its card without it.
    lesson = parse_lesson(
        "# Groups\n\nMy course · Lesson 1 of 2 · 1:00\n\n## Narration transcript\n\n"
        "Suppose the model already solves a prompt eight times out of ten. A group of eight is "
        "then all correct with probability point eight raised to the power eight, which is "
        "about thirteen percent. Those groups look like progress in the reward curve but teach "
        "the policy nothing.\n",
        "t.md",
    )
    composed = compose_lesson(lesson, practice=0)
    on_last = [c for c in composed.cards if c.source_text.endswith("teach the policy nothing.")]
    assert on_last, "the caveat lost its card"
    assert not [c for c in composed.cards if c.type.value == "cloze" and "calculator" in c.front]


def test_no_distinction_between_names_cut_inside_math() -> None:
    # set 183: "Phi) and the dynamics vs. A new task: which ones …", "W vs. the vector (\psi^\pi"
    comp = _compose(
        "A new task means a new \\(w\\), while \\(\\phi\\) and the dynamics stay fixed. "
        "The vector \\(\\psi^\\pi\\) depends on the policy and the dynamics, whereas \\(w\\) "
        "depends on the task alone."
    )
    for card in comp.cards:
        if card.type is CardType.QA:
            question = card.front.splitlines()[-1]
            assert question.count("(") == question.count(")"), question
            assert not question.startswith(("Phi", "W ")), question


@pytest.mark.parametrize(
    ("sentence", "narrator"),
    [
        ("In the next lesson we will compare PPO with a reference model.", True),
        ("We saw earlier that the critic lags behind the policy.", True),
        ("Now we turn to the clipped objective and its two regimes.", True),
        ("Later we will see why clipping keeps each update small.", True),
        ("Let's recap how a value differs from a reward.", True),
        # set 204: "[Today's lesson] looks at one blunt answer …" (BAD for both graders)
        ("Today's lesson looks at one blunt answer: train many critics instead of two.", True),
        ("We subtract the group mean from each reward before the update.", False),
        ("But we optimize the parameters directly by gradient ascent on the return.", False),
        ("You choose a target divergence, and a controller raises the penalty above it.", False),
        ("The unit you resample matters as much as the number of resamples.", False),
        # a lower-case "i" after a noun is a symbol, not the narrator
        ("Agent i has two actions, which its policy picks at random.", False),
    ],
)
def test_the_narrator_is_told_from_the_generic_person(sentence: str, narrator: bool) -> None:
    """A sentence about the lesson ("we will compare …", "let's recap …") makes no card;
    a "we" or "you" in the present tense with a verb of the subject is the generic
    person of a procedure, a fact to learn, and so is a "unit" that is not the course's."""
    comp = _compose(sentence)
    reasons = [s.reason for s in comp.skipped]
    said = "the narrator speaking about the lesson, not a fact to recall"
    assert (said in reasons) is narrator, reasons


def test_a_labelled_instance_values_are_made_up_for_the_example() -> None:
    """ "Arm B has never been pulled, and its prior is point zero four": the value of a
    labelled instance of the example is no fact to recall (set 185's graders: BAD, BAD);
    the same sentence about a general subject keeps its number blank."""
    instance = _compose("Arm B has never been pulled, and its mean reward is point zero four.")
    general = _compose("A fresh arm has never been pulled, and its mean reward is point zero four.")
    assert all("0.04" not in c.answer and "zero four" not in c.answer for c in instance.cards)
    assert any("zero four" in c.answer for c in general.cards), [c.answer for c in general.cards]


def test_a_sentence_that_says_a_cost_is_easy_to_work_out_announces_what_follows() -> None:
    """ "The cost of the protocol is easy to work out.": the sentences after work it out;
    alone it has no fact to ask (set 185's graders: BAD, BAD)."""
    comp = _compose("The cost of a full evaluation run is easy to work out.")
    assert not comp.cards
    assert any("announces what follows" in s.reason for s in comp.skipped), comp.skipped


def test_a_blank_that_opens_a_relative_clause_stops_at_its_verb() -> None:
    from generator import cloze

    text = "A single game in which the agent finds an exploit can lift the mean score a lot."
    answer = "single game in which the agent"
    start = text.index(answer)
    cut = cloze.Cut(start, start + len(answer), 5.0, "who or what acts")
    assert cloze.rejection(text, cut) == (
        "half a relative clause: the blank stops before the clause's verb"
    )
    whole = "single game in which the agent finds an exploit"
    cut = cloze.Cut(start, start + len(whole), 5.0, "who or what acts")
    assert "relative clause" not in (cloze.rejection(text, cut) or "")


def test_an_imperative_set_up_with_a_consequent_clause_states_its_result() -> None:
    """ "Halve beta to point zero five, and the same margin needs a gap of four nats": the
    clause after the imperative, with a subject of its own, says what the change leads to
    (a card, GOOD for both graders of set 73); a second imperative ("… and raise the rank
    from sixteen to sixty-four") sets the example up further (set 187: BAD, BAD)."""
    consequent = _compose(
        "With the penalty at point one, a margin of point two needs a gap of two nats. "
        "Halve the penalty to point zero five, and the same margin needs a gap of four nats."
    )
    second = _compose("Keep alpha at thirty-two and raise the rank from sixteen to sixty-four.")
    assert any("Halve the penalty" in (c.source_text or "") for c in consequent.cards), (
        consequent.skipped
    )
    assert not second.cards
    assert any("sets up an example" in s.reason for s in second.skipped), second.skipped


@pytest.mark.parametrize(
    ("sentence", "ref"),
    [
        # sets 190, 192, 193 (BAD for both graders without the sentence before)
        ("Code that treats both endings as zero teaches the agent a wrong value.", "both"),
        ("With N = 1 the same formula gives 0, as it should.", "the same formula"),
        ("The opposite mistake comes from planning in hindsight.", "The opposite mistake"),
        ("Otherwise, the run diverges within a few steps.", "Otherwise"),
        ("A table that size cannot be swept even once.", "that size"),
        # the pair or the standard named in the sentence itself
        ("The actor and the critic both read the state.", None),
        ("Use the same learning rate as the baseline does.", None),
        ("The gradient points in the opposite of the step taken.", None),
    ],
)
def test_a_pair_a_standard_or_an_alternative_named_before_points_back(
    sentence: str, ref: str | None
) -> None:
    from generator.compose import back_reference

    assert back_reference(sentence) == ref


def test_a_quantifier_standing_for_things_said_before_is_no_term() -> None:
    # set 289: "Then the gradient of k1 is s, … — What is each?", BAD for both graders
    head = "# Weights\n\nMy course · Lesson 3 of 4 · 1:00\n\n## Narration transcript\n\n"
    text = (
        f"{head}The first gradient is g and the second is h. Each is the score multiplied by a "
        "scalar weight that the estimator chooses.\n"
    )
    cards = compose_lesson(parse_lesson(text, "weights.md"), practice=0).cards
    assert not [c for c in cards if c.front.endswith("What is each?")], [c.front for c in cards]


def test_a_value_a_worked_example_states_is_no_blank_of_a_claim_elsewhere() -> None:
    # set 291: "A full update of the square projection can have rank up to [4096]", the value
    # worked out in another sentence (blind graders, number blanks equal to a worked result of
    # their lesson, sets 280-301: 6% GOOD, 36% BAD of 50 verdicts)
    comp = _compose(
        "A square projection has a width of 4096. Setting the rank to the width gives a rank "
        "of 4096 divided by one, which is 4096. A full update of the square projection can "
        "have rank up to 4096."
    )
    assert not [c.answer for c in comp.cards if "4096" in c.answer]


@pytest.mark.parametrize(
    ("sentence", "ref"),
    [
        # set 310: the "and" of a spoken number in a fronted phrase is no clause of its own,
        # whose subject "it" could name (graders: BAD, WEAK for the card without context)
        (
            "With a hidden size of four thousand and ninety-six, it holds one weight per "
            "hidden coordinate and a bias.",
            "it",
        ),
        ("With a batch of two and a half thousand, it settles.", "it"),
        # a real clause inside the fronted phrase may hold the pronoun's noun
        ("With the critic frozen and the actor training, it drifts.", None),
    ],
)
def test_a_spoken_number_in_a_fronted_phrase_names_no_pronoun(
    sentence: str, ref: str | None
) -> None:
    assert back_reference(sentence) == ref
