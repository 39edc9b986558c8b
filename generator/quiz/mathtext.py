"""MathJax made readable in a terminal, for the quiz's screens.

:func:`plain_math` turns a card's inline math (``\\( G_t \\)``) into plain
text. It lives apart from :mod:`generator.quiz.answers` because the quiz's
first card needs it and the answer checking can wait until an answer is typed.
"""

from __future__ import annotations

import re

from generator.tex import RELATIONS, SYMBOLS

_MATH_DELIMITERS = re.compile(r"\\\(\s*|\s*\\\)|\\\[\s*|\s*\\\]")
_SYMBOLS = {
    **SYMBOLS,
    **RELATIONS,
    # A terminal has no thin spaces or invisible sizing commands.
    **{name: name for name in ("log", "ln", "exp", "min", "max", "arg")},
    **{name: "" for name in ("mathbb", "left", "right", "!")},
    **{name: " " for name in (",", ":", ";", "quad", "qquad")},
}
_TEXT_COMMAND = re.compile(
    r"\\(?:text|textrm|mathrm|mathit|mathbf|mathsf|mathcal|boldsymbol|bm|operatorname|hat|bar"
    r"|tilde)\{([^{}]*)\}"
)
_FRAC = re.compile(r"\\frac\{([^{}]*)\}\{([^{}]*)\}")
_BINOM = re.compile(r"\\binom\{([^{}]*)\}\{([^{}]*)\}")
_SQRT = re.compile(r"\\sqrt\{([^{}]*)\}")
_SCRIPT = re.compile(r"([_^])\{([^{}]*)\}")
_COMMAND = re.compile(r"\\([A-Za-z]+|[,;:!| ])")
_SIMPLE = re.compile(r"[\w.]+")


def _group(text: str) -> str:
    return text if _SIMPLE.fullmatch(text) else f"({text})"


def plain_math(text: str) -> str:
    """Text with its MathJax made readable in a terminal.

    The ``\\( … \\)`` delimiters go, common commands become their symbols
    (``\\gamma`` → γ, ``\\cdot`` → ·), ``\\frac{a}{b}`` becomes ``a/b``,
    ``\\binom{n}{k}`` ``C(n, k)``, ``\\sqrt{x}`` ``√x``, and
    braces of sub- and superscripts go where they are not needed
    (``G_{t}`` → ``G_t``, ``\\gamma^{k+1}`` → ``γ^(k+1)``).

    Args:
        text: Plain text that may contain inline or display math.

    Returns:
        The text with the math rewritten; text without math is unchanged.
    """
    if "\\" not in text:
        return text
    out = _MATH_DELIMITERS.sub("", text)
    for _ in range(3):  # nested groups, innermost first
        out = _TEXT_COMMAND.sub(r"\1", out)
        out = _FRAC.sub(lambda m: f"{_group(m.group(1))}/{_group(m.group(2))}", out)
        out = _BINOM.sub(r"C(\1, \2)", out)
        out = _SQRT.sub(lambda m: f"√{_group(m.group(1))}", out)
        out = _SCRIPT.sub(lambda m: m.group(1) + _group(m.group(2)), out)
    out = _COMMAND.sub(lambda m: _SYMBOLS.get(m.group(1), m.group(1)), out)
    out = out.replace("{", "").replace("}", "")
    return re.sub(r"[ \t]{2,}", " ", out)
