"""Compiled regular expressions kept between runs, as Python keeps compiled modules.

lessondeck's modules compile some 650 regular expressions as they are imported
or first used. Parsing them and generating their code (``re._compiler``, in
Python) takes about 70 ms, more than a third of a quiz's first start; ``re``
keeps what it compiled for the process only. Once :func:`install` has run (the
``lessondeck`` command runs it first), ``re`` builds each pattern it has
compiled in an earlier run straight from the code kept then, with
``_sre.compile``, the compiler's own last step: the pattern is the one the
compiler makes (equal to it, code and all), without the work.

What is kept, per pattern text and flags: the flags the compiler added, the
engine code and the groups. The file sits where Python keeps this package's
bytecode (``__pycache__``, or under ``PYTHONPYCACHEPREFIX``), named for the
interpreter (``sys.implementation.cache_tag``) and the engine's code version
(``_sre.MAGIC``). Like bytecode, it is not written when Python writes none
(``PYTHONDONTWRITEBYTECODE``, ``-B``). It is read whole or not at all; an entry
the engine refuses (``_sre`` validates the code it is given) is compiled anew.
New patterns are added at the end of the run that compiled them (written to a
new file, then renamed over the old one); the file keeps at most
:data:`MAX_PATTERNS` patterns and starts again from one run's when it would hold
more. Any failure to read or write the file leaves ``re`` compiling as usual.
"""

from __future__ import annotations

import atexit
import importlib
import importlib.util
import marshal
import os
import sys
from array import array
from pathlib import Path
from typing import Any

_compiler: Any = importlib.import_module("re._compiler")
_parser: Any = importlib.import_module("re._parser")
_sre: Any = importlib.import_module("_sre")

MAX_PATTERNS = 5000
"""The most patterns the file keeps."""

_Key = tuple[str | bytes, int]
"""A pattern's text and the flags it was compiled with."""
_Entry = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]
"""What ``_sre.compile`` needs besides the text: flags, code (as the engine's machine
words, :data:`_CODE`), groups, group names both ways."""
_CODE = "I"
"""The array type of the engine's code words (``_sre.CODESIZE`` bytes: 4)."""

_installed = False


def cache_file() -> Path:
    """Where the compiled patterns are kept (beside this package's bytecode)."""
    pyc = Path(importlib.util.cache_from_source(__file__))
    return pyc.with_name(f"regexes.{sys.implementation.cache_tag}-{_sre.MAGIC}.marshal")


def _entry(text: str | bytes, flags: int) -> _Entry:
    """Parse and generate the code of a pattern: ``re._compiler.compile`` up to its last step."""
    tree = _parser.parse(text, flags)
    code = array(_CODE, _compiler._code(tree, flags)).tobytes()
    groupindex: dict[str, int] = tree.state.groupdict
    indexgroup: list[str | None] = [None] * tree.state.groups
    for name, number in groupindex.items():
        indexgroup[number] = name
    return flags | tree.state.flags, code, tree.state.groups - 1, groupindex, tuple(indexgroup)


def _build(text: str | bytes, entry: _Entry) -> Any:
    """The pattern ``re._compiler.compile`` returns for ``text``, from its entry."""
    flags, code, groups, groupindex, indexgroup = entry
    words = array(_CODE)
    words.frombytes(code)
    return _sre.compile(text, flags, words.tolist(), groups, groupindex, indexgroup)


def _read(path: Path) -> dict[_Key, _Entry]:
    try:
        data = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    return data if isinstance(data, dict) else {}


def _write(path: Path, entries: dict[_Key, _Entry]) -> None:
    temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_bytes(marshal.dumps(entries))
        os.replace(temporary, path)
    except (OSError, ValueError):
        temporary.unlink(missing_ok=True)


def _same_as(original: Any) -> bool:
    """Does :func:`_build` make what ``original`` (the compiler) makes, on this Python?"""
    sample = r"(?P<a>x)\b[^\W\d]+?(?=y)|(?i:z)"
    try:
        same: bool = _build(sample, _entry(sample, 0)) == original(sample, 0)  # code and all
    except Exception:  # a Python whose compiler works otherwise: leave it alone
        return False
    return same and array(_CODE).itemsize == _sre.CODESIZE


def install() -> None:
    """Make ``re`` build patterns from the kept code, and keep new ones at exit (once)."""
    global _installed
    if _installed:
        return
    _installed = True
    original = _compiler.compile
    try:
        path = cache_file()
    except NotImplementedError:  # a Python that keeps no bytecode (no cache tag)
        return
    if not _same_as(original):
        return
    kept = _read(path)
    used: dict[_Key, _Entry] = {}
    new: dict[_Key, _Entry] = {}

    def compile(text: Any, flags: int = 0) -> Any:
        if not isinstance(text, str | bytes) or flags & _compiler.SRE_FLAG_DEBUG:
            return original(text, flags)
        key = (text, flags)
        entry = kept.get(key)
        if entry is not None:
            try:
                pattern = _build(text, entry)
            except (TypeError, ValueError, RuntimeError, OverflowError):
                kept.pop(key)  # not what the engine takes: compile it anew
            else:
                used[key] = entry
                return pattern
        entry = _entry(text, flags)
        new[key] = used[key] = entry
        return _build(text, entry)

    _compiler.compile = compile
    if not sys.dont_write_bytecode:
        owner = os.getpid()

        def save() -> None:
            if new and os.getpid() == owner:  # not from a forked worker
                entries = {**kept, **new}
                _write(path, entries if len(entries) <= MAX_PATTERNS else used)

        atexit.register(save)
