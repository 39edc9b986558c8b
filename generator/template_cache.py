"""Compiled jinja2 templates kept in the pipeline cache, so a new process need not compile them.

jinja2 compiles a template to Python code the first time a process loads it:
about 20 ms for the card and exercise templates, paid by every quiz start
that composes a lesson (a new or edited one) and by each build worker.
:class:`TemplateCache` is a jinja2 bytecode cache (jinja2's own hook,
``Environment(bytecode_cache=…)``) whose entries are entries of the pipeline
cache (:class:`generator.pipeline.Cache`): written whole or not at all,
checked by a digest keyed on the entry's key, and unpickled into nothing but
:class:`CompiledTemplate`. An entry's key covers the template's name and
file, lessondeck's version (a digest of the package: the templates and the
code that sets up each environment), jinja2's version and bytecode format
and Python's version; the entry carries the checksum of the template source
it was compiled from, which must match the source read now. An entry that
fails any check is a miss: the template is compiled as without the cache.

The package's templates are part of the package, like its modules: they are
also kept where Python keeps the package's bytecode (``__pycache__``, or under
``PYTHONPYCACHEPREFIX``; written only when Python writes bytecode), so a
new or emptied pipeline cache (a first run on a lesson, ``LESSONDECK_CACHE_DIR``
elsewhere) does not compile them again.
"""

from __future__ import annotations

import importlib.util
import marshal
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import CodeType

import jinja2
from jinja2.bccache import Bucket, bc_magic

from generator.pipeline import Cache, code_version, new_hash


@dataclass(frozen=True)
class CompiledTemplate:
    """A template's compiled code as the cache keeps it.

    Attributes:
        checksum: jinja2's checksum of the template source it was compiled from.
        code: The module code object, marshalled.
    """

    checksum: str
    code: bytes


class TemplateCache(jinja2.BytecodeCache):
    """jinja2's compiled templates in the pipeline cache (see the module docstring).

    Args:
        store: The pipeline cache; ``Cache(None)`` keeps nothing.
        beside: A second store, read when ``store`` misses: the templates kept
            beside the package's bytecode (:func:`bytecode_store`).
        write_beside: Whether newly compiled templates go to ``beside`` too.
    """

    def __init__(
        self, store: Cache, beside: Cache | None = None, *, write_beside: bool = True
    ) -> None:
        self.store = store
        self.beside = beside
        self.write_beside = write_beside

    def entry_key(self, bucket: Bucket) -> str:
        """The pipeline cache key of a template's bucket (a hex digest).

        Args:
            bucket: jinja2's bucket for the template (its key names the template and file).

        Returns:
            The key.
        """
        digest = new_hash()
        for part in ("template", code_version(), jinja2.__version__, sys.version, bucket.key):
            digest.update(part.encode("utf-8") + b"\0")
        digest.update(bc_magic)
        return digest.hexdigest()

    def load_bytecode(self, bucket: Bucket) -> None:
        """Give the bucket the cached code, when there is a sound entry for its source."""
        key = self.entry_key(bucket)
        got = self.store.load(key)
        if not self._sound(got, bucket) and self.beside is not None:
            got = self.beside.load(key)
            if self._sound(got, bucket):
                self.store.store(key, got)  # the pipeline cache holds what it was used with
        if not isinstance(got, CompiledTemplate) or not self._sound(got, bucket):
            return
        try:
            code = marshal.loads(got.code)
        except (EOFError, ValueError, TypeError):
            return
        if isinstance(code, CodeType):
            bucket.code = code

    @staticmethod
    def _sound(got: object, bucket: Bucket) -> bool:
        return isinstance(got, CompiledTemplate) and got.checksum == bucket.checksum

    def dump_bytecode(self, bucket: Bucket) -> None:
        """Keep the bucket's newly compiled code."""
        if bucket.code is not None:
            key = self.entry_key(bucket)
            entry = CompiledTemplate(bucket.checksum, marshal.dumps(bucket.code))
            self.store.store(key, entry)
            if self.beside is not None and self.write_beside:
                self.beside.store(key, entry)


def bytecode_store() -> Cache:
    """The store of templates beside the package's bytecode (see the module docstring);
    it keeps nothing on a Python that keeps no bytecode (no cache tag)."""
    try:
        pyc = Path(importlib.util.cache_from_source(__file__))
    except NotImplementedError:
        return Cache(None)
    return Cache(pyc.with_name("templates"))


@cache
def template_cache() -> TemplateCache:
    """The templates' cache in the pipeline cache's usual place (:meth:`Cache.default`),
    and beside the package's bytecode (:func:`bytecode_store`)."""
    return TemplateCache(
        Cache.default(), bytecode_store(), write_beside=not sys.dont_write_bytecode
    )
