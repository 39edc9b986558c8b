"""Hand labels matched to the reader's statements (:mod:`generator.labels`).

Invented text: a label whose sentence the reader splits in two (a word, then a
display equation on a line of its own) goes to the part holding the numbers.
"""

from __future__ import annotations

from test_check import lesson

from generator.check import find_examples
from generator.labels import matched, reads


def test_a_label_split_by_a_display_equation_goes_to_its_numbers() -> None:
    read = lesson("The die is fair. Hence\n\n\\( E = (1 + 6)/2 = 3.5 \\).\n\nThat is all.")
    texts = [s.text for s in read.statements]
    assert "Hence" in texts  # the reader splits the sentence: the case under test
    labels = [
        {"text": "The die is fair."},
        {"text": "Hence \\( E = (1 + 6)/2 = 3.5 \\)."},
        {"text": "That is all."},
    ]
    pairs = matched(read.statements, labels)
    assert "3.5" in pairs[1].text
    assert pairs[0].text == "The die is fair."
    assert pairs[2].text == "That is all."


def test_labels_that_match_nothing_stay_unmatched() -> None:
    read = lesson("The die is fair. Hence\n\n\\( E = (1 + 6)/2 = 3.5 \\).")
    pairs = matched(read.statements, [{"text": "Something else entirely."}, {"text": "x"}])
    assert pairs == {}


def test_an_example_reads_a_labelled_result_only_by_its_stated_value() -> None:
    found = find_examples(
        lesson(
            "Say a critic reviews five hundred summaries and forty of them get a warning. The "
            "warning rate is eight percent."
        )
    )
    assert len(found) == 1
    ids = set(found[0].statement_ids)
    assert reads(found[0], ids, [8])
    assert reads(found[0], ids, [0.08])  # a percentage labelled as its fraction
    assert not reads(found[0], ids, [40])  # a neighbouring number of the same sentences
    assert not reads(found[0], {"elsewhere"}, [8])  # another sentence's label
