"""What Python compiles anew at every start, kept between runs as it keeps compiled modules.

Python keeps a module's bytecode, but two things lessondeck's modules make
as they are imported are compiled again in every process:

- **regular expressions**: some 650, parsed and turned into engine code by
  ``re._compiler`` (in Python): about 70 ms, more than a third of a quiz's
  first start;
- **dataclass methods**: ``dataclasses`` writes the source of each class's
  ``__init__``, ``__eq__``, ``__repr__`` … and compiles it: about 30 ms for
  lessondeck's hundred dataclasses.

Once :func:`install` has run (the ``lessondeck`` command runs it first), each
is built from what an earlier run kept: a pattern straight from its engine
code, with ``_sre.compile`` (the compiler's own last step: the pattern equals
the one the compiler makes, code and all); a dataclass method from the code
object compiled from the very same source, as ``dataclasses`` compiles it.
Nothing else changes.

The files sit where Python keeps this package's bytecode (``__pycache__``, or
under ``PYTHONPYCACHEPREFIX``), named for the interpreter
(``sys.implementation.cache_tag``) and the version of what they hold
(``_sre.MAGIC``, the bytecode's magic number). Like bytecode, they are not
written when Python writes none (``PYTHONDONTWRITEBYTECODE``, ``-B``). Each is
read whole or not at all; an entry the engine refuses (``_sre`` validates the
code it is given) or that is no code object is compiled anew. What a run
compiled is added at its end (written to a new file, then renamed over the
old one); a file keeps at most :data:`MAX_ENTRIES` entries and starts again
from one run's when it would hold more. Any failure to read or write a file
leaves Python compiling as usual. Beside them, :func:`version_file` keeps the
digest of lessondeck's code the pipeline cache keys on
(:func:`generator.pipeline.package_version`).
"""

from __future__ import annotations

import atexit
import dataclasses
import importlib
import importlib.util
import marshal
import os
import sys
from array import array
from collections.abc import Callable
from pathlib import Path
from types import CodeType
from typing import Any, Generic, TypeVar

_compiler: Any = importlib.import_module("re._compiler")
_parser: Any = importlib.import_module("re._parser")
_sre: Any = importlib.import_module("_sre")

MAX_ENTRIES = 5000
"""The most entries a file keeps."""

_Pattern = tuple[str | bytes, int]
"""A pattern's text and the flags it was compiled with."""
_Engine = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]
"""What ``_sre.compile`` needs besides the text: flags, code (as the engine's machine
words, :data:`_CODE`), groups, group names both ways."""
_CODE = "I"
"""The array type of the engine's code words (``_sre.CODESIZE`` bytes: 4)."""

K = TypeVar("K")
V = TypeVar("V")

_installed = False


def _folder() -> Path:
    """Where Python keeps this package's bytecode (raises NotImplementedError without a tag)."""
    return Path(importlib.util.cache_from_source(__file__)).parent


def pattern_file() -> Path:
    """The file of compiled regular expressions."""
    return _folder() / f"regexes.{sys.implementation.cache_tag}-{_sre.MAGIC}.marshal"


def dataclass_file() -> Path:
    """The file of compiled dataclass methods."""
    magic = importlib.util.MAGIC_NUMBER.hex()
    return _folder() / f"dataclasses.{sys.implementation.cache_tag}-{magic}.marshal"


def version_file() -> Path:
    """The file that keeps the digest of lessondeck's code (see
    :func:`generator.pipeline.package_version`)."""
    return _folder() / f"codeversion.{sys.implementation.cache_tag}.txt"


class _Kept(Generic[K, V]):
    """One file's entries: those read, those used and those made in this run."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.kept: dict[K, V] = {}
        self.used: dict[K, V] = {}
        self.new: dict[K, V] = {}
        try:
            data = marshal.loads(path.read_bytes())
        except (OSError, EOFError, ValueError, TypeError):
            return
        if isinstance(data, dict):
            self.kept = data

    def save(self) -> None:
        """Add what this run made to the file (or start it again from this run's entries)."""
        if not self.new:
            return
        entries = {**self.kept, **self.new}
        if len(entries) > MAX_ENTRIES:
            entries = self.used
        try:
            data = marshal.dumps(entries)
        except ValueError:
            return
        replace_quietly(self.path, lambda temporary: temporary.write_bytes(data))


def replace_quietly(path: Path, write: Callable[[Path], object]) -> None:
    """Make the file ``path``, kept beside the bytecode, through ``write`` (given a temporary
    file's path beside it) and move it into place; the file is a cache, so any failure
    (``OSError``) leaves it as it was and no temporary behind."""
    temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write(temporary)
        os.replace(temporary, path)
    except OSError:
        temporary.unlink(missing_ok=True)


# --- regular expressions ----------------------------------------------------------


def _engine(text: str | bytes, flags: int) -> _Engine:
    """Parse and generate the code of a pattern: ``re._compiler.compile`` up to its last step."""
    tree = _parser.parse(text, flags)
    code = array(_CODE, _compiler._code(tree, flags)).tobytes()
    groupindex: dict[str, int] = tree.state.groupdict
    indexgroup: list[str | None] = [None] * tree.state.groups
    for name, number in groupindex.items():
        indexgroup[number] = name
    return flags | tree.state.flags, code, tree.state.groups - 1, groupindex, tuple(indexgroup)


def _build(text: str | bytes, entry: _Engine) -> Any:
    """The pattern ``re._compiler.compile`` returns for ``text``, from its entry."""
    flags, code, groups, groupindex, indexgroup = entry
    words = array(_CODE)
    words.frombytes(code)
    return _sre.compile(text, flags, words.tolist(), groups, groupindex, indexgroup)


def _same_as(original: Any) -> bool:
    """Does :func:`_build` make what ``original`` (the compiler) makes, on this Python?"""
    sample = r"(?P<a>x)\b[^\W\d]+?(?=y)|(?i:z)"
    try:
        same: bool = _build(sample, _engine(sample, 0)) == original(sample, 0)  # code and all
    except Exception:  # a Python whose compiler works otherwise: leave it alone
        return False
    return same and array(_CODE).itemsize == _sre.CODESIZE


def _keep_patterns(store: _Kept[_Pattern, _Engine]) -> bool:
    """Make ``re`` build patterns from ``store``; False where its compiler works otherwise."""
    original = _compiler.compile
    if not _same_as(original):
        return False

    def compile(text: Any, flags: int = 0) -> Any:
        if not isinstance(text, str | bytes) or flags & _compiler.SRE_FLAG_DEBUG:
            return original(text, flags)
        key = (text, flags)
        entry = store.kept.get(key)
        if entry is not None:
            try:
                pattern = _build(text, entry)
            except (TypeError, ValueError, RuntimeError, OverflowError):
                store.kept.pop(key)  # not what the engine takes: compile it anew
            else:
                store.used[key] = entry
                return pattern
        entry = _engine(text, flags)
        store.new[key] = store.used[key] = entry
        return _build(text, entry)

    _compiler.compile = compile
    return True


# --- dataclass methods ------------------------------------------------------------


def _code(blob: bytes) -> CodeType | None:
    """The code object marshalled in ``blob``, or None."""
    try:
        code = marshal.loads(blob)
    except (EOFError, ValueError, TypeError):
        return None
    return code if isinstance(code, CodeType) else None


def _keep_dataclass_code(store: _Kept[str, bytes]) -> bool:
    """Make ``dataclasses`` run the kept code of the methods' source; False where it
    does not compile them with ``exec`` of a source text."""
    if getattr(dataclasses, "exec", exec) is not exec:
        return False  # someone else's already

    def run(source: Any, globals: Any = None, locals: Any = None) -> None:
        if not isinstance(source, str):
            exec(source, globals, locals)
            return
        blob = store.kept.get(source)
        code = None if blob is None else _code(blob)
        if code is None or blob is None:
            # What exec(source) compiles: dataclasses has no __future__ imports to inherit.
            code = compile(source, "<string>", "exec", dont_inherit=True)
            blob = store.new[source] = marshal.dumps(code)
        store.used[source] = blob
        exec(code, globals, locals)

    dataclasses.exec = run  # type: ignore[attr-defined]  # read before the builtin
    return True


def install() -> None:
    """Build patterns and dataclass methods from what earlier runs kept, and keep new
    ones at exit (once per process)."""
    global _installed
    if _installed:
        return
    _installed = True
    try:
        patterns: _Kept[_Pattern, _Engine] = _Kept(pattern_file())
        methods: _Kept[str, bytes] = _Kept(dataclass_file())
    except NotImplementedError:  # a Python that keeps no bytecode (no cache tag)
        return
    active: list[_Kept[Any, Any]] = []
    if _keep_patterns(patterns):
        active.append(patterns)
    if _keep_dataclass_code(methods):
        active.append(methods)
    if not sys.dont_write_bytecode and active:
        owner = os.getpid()

        def save() -> None:
            if os.getpid() == owner:  # not from a forked worker
                for store in active:
                    store.save()

        atexit.register(save)
