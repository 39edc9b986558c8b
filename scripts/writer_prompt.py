"""Fill ``tests/data/written/prompts/WRITER.md`` for one new set of four lessons.

Usage (from a checkout)::

    .venv/bin/python scripts/writer_prompt.py SET DEADLINE OUTDIR COVERED "topic 1" … "topic 4"

SET is the set's number (its lessons are fresh_<996 + 4 × (SET − 250)> and the three after,
as every set since 250); DEADLINE a time in UTC ("16:10"); OUTDIR the folder the writer
creates ``lessons/`` and ``annotations/`` in; COVERED a file listing the titles of the
lessons written so far, one a line (``head -1`` of each lesson), which the writer reads to
avoid them. Writes the filled prompt to stdout. Topics one and two are the spoken lessons',
three and four the written ones'.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

PROMPT = Path(__file__).resolve().parent.parent / "tests/data/written/prompts/WRITER.md"
FIRST_OF_250 = 996
"""The lesson number of set 250's first lesson; each set after has four."""

_UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = [
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_ORDINAL_WORD = {
    "one": "first",
    "two": "second",
    "three": "third",
    "five": "fifth",
    "eight": "eighth",
    "nine": "ninth",
    "twelve": "twelfth",
}


def _ordinal(word: str) -> str:
    """The ordinal of a cardinal word ("three" → "third", "forty" → "fortieth")."""
    if word in _ORDINAL_WORD:
        return _ORDINAL_WORD[word]
    if word.endswith("y"):
        return word[:-1] + "ieth"
    return word + "th"


def _below_hundred(n: int, ordinal: bool) -> str:
    if n < 10:
        word = _UNITS[n]
    elif n < 20:
        word = _TEENS[n - 10]
    elif n % 10 == 0:
        word = _TENS[n // 10]
    else:
        tail = _UNITS[n % 10]
        return f"{_TENS[n // 10]}-{_ordinal(tail) if ordinal else tail}"
    return _ordinal(word) if ordinal else word


def ordinal_words(n: int) -> str:
    """A set's ordinal as the course lines spell it: 310 → "Three-hundred-and-tenth"."""
    if not 100 <= n <= 999:
        raise ValueError(f"set {n}: only sets 100 to 999 are spelled here")
    hundreds, rest = divmod(n, 100)
    head = _UNITS[hundreds]
    text = f"{head}-hundredth" if rest == 0 else f"{head}-hundred-and-{_below_hundred(rest, True)}"
    return text[0].upper() + text[1:]


def fill(number: int, deadline: str, outdir: str, covered: str, topics: list[str]) -> str:
    """The writer's prompt for set ``number``."""
    first = FIRST_OF_250 + 4 * (number - 250)
    lessons = [first + k for k in range(4)]
    name = f"{ordinal_words(number)} evaluation set"
    values = {
        "OUTDIR": outdir,
        "NUMS": ", ".join(str(n) for n in lessons),
        "SETNAME": name,
        "SETLOWER": name[0].lower() + name[1:],
        "TOTAL": str(lessons[-1]),
        "FIRST": f"fresh_{lessons[0]}",
        "SECOND": f"fresh_{lessons[1]}",
        "THIRD": f"fresh_{lessons[2]}",
        "FOURTH": f"fresh_{lessons[3]}",
        "TOPICS": "\n".join(
            f"{k + 1}. fresh_{n}: {topic}"
            for k, (n, topic) in enumerate(zip(lessons, topics, strict=True))
        ),
        "COVERED": f"the titles listed in {covered} (one per line; read it)",
        "DEADLINE": deadline,
    }
    pattern = re.compile(r"\b(" + "|".join(values) + r")\b")
    return pattern.sub(lambda m: values[m.group(1)], PROMPT.read_text("utf-8"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("set", type=int)
    parser.add_argument("deadline")
    parser.add_argument("outdir")
    parser.add_argument("covered")
    parser.add_argument("topics", nargs=4)
    args = parser.parse_args(argv)
    print(fill(args.set, args.deadline, args.outdir, args.covered, args.topics), end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
