"""Make text from lesson files safe to show in a terminal.

A lesson's text, title or path may hold control characters: an ESC sequence
that writes the clipboard (OSC 52), sets the window title, clears the screen
or hides text, a carriage return that overwrites what was printed, a C1
control (U+0080–U+009F) that some terminals obey like ESC. rich's markup
escaping does not cover them. Everything lessondeck prints from a lesson to a
terminal (the ``parse`` table, the ``build`` summary, the ``check`` report,
error messages, the quiz) goes through :func:`terminal_safe` first, which
replaces every such character with a visible escape (``\\x1b``, ``\\x9b``) so
the text stays readable and nothing reaches the terminal as a command.
:func:`json_safe` does the same for JSON output, which ``json.dumps`` leaves
with raw DEL and C1 characters.
"""

from __future__ import annotations

import re

__all__ = ["is_terminal_safe", "json_safe", "terminal_safe"]

# C0 controls, DEL, C1 controls, and the bidirectional embeddings, overrides
# and isolates that reorder what is shown (U+202A–U+202E, U+2066–U+2069).
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
_JSON_UNSAFE = re.compile("[\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _escape(char: str) -> str:
    code = ord(char)
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def terminal_safe(text: str, *, keep: str = "") -> str:
    """``text`` with every control character replaced by a visible escape.

    Args:
        text: Text that came from a lesson (or anything a user controls).
        keep: Control characters to let through, such as ``"\\n"`` for text
            printed over several lines or ``"\\n\\t"``; never ESC or C1.

    Returns:
        The text, where each C0 control (ESC, BEL, CR, backspace …), DEL, C1
        control and bidirectional override not in ``keep`` is written as
        ``\\xNN`` (``\\uNNNN`` for the overrides). A backslash is left as it is.
    """
    if keep:
        allowed = frozenset(keep) - {"\x1b", "\x9b"}
        return _UNSAFE.sub(lambda m: m[0] if m[0] in allowed else _escape(m[0]), text)
    return _UNSAFE.sub(lambda m: _escape(m[0]), text)


def is_terminal_safe(text: str, *, keep: str = "") -> bool:
    """True when ``text`` holds no control character outside ``keep``."""
    return all(ch in keep and ch not in "\x1b\x9b" for ch in _UNSAFE.findall(text))


def json_safe(encoded: str) -> str:
    """JSON text with DEL, C1 controls and bidirectional overrides as ``\\u`` escapes.

    ``json.dumps(..., ensure_ascii=False)`` escapes C0 controls but writes
    these raw; escaping them keeps the same JSON value.

    Args:
        encoded: The output of ``json.dumps``.

    Returns:
        The same JSON, safe to print to a terminal.
    """
    return _JSON_UNSAFE.sub(lambda m: f"\\u{ord(m[0]):04x}", encoded)
