"""Compiled templates in the pipeline cache: used only for the same source, code and jinja2.

Each test loads templates through two environments, as two processes would:
the second must not compile what the first kept, and must compile whatever
changed or was damaged, giving the same text either way.
"""

from __future__ import annotations

import sys
from pathlib import Path

import jinja2
import pytest

import generator.template_cache as template_cache
from generator.pipeline import Cache
from generator.template_cache import CompiledTemplate, TemplateCache

SOURCE = "{% for x in xs %}{{ x * 2 }};{% endfor %}{{ name | upper }}"


class Compiles:
    """Counts the templates jinja2 compiles."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.names: list[str] = []
        real = jinja2.Environment.compile

        def counting(
            env: jinja2.Environment, source: str, name: str | None, filename: str | None
        ) -> object:
            self.names.append(str(name))
            return real(env, source, name, filename)

        monkeypatch.setattr(jinja2.Environment, "compile", counting)


def render(store: Cache, templates: dict[str, str], name: str = "t.j2") -> str:
    """Render ``name`` through a new environment (a new process) with the cache in ``store``."""
    env = jinja2.Environment(
        loader=jinja2.DictLoader(templates),
        undefined=jinja2.StrictUndefined,
        bytecode_cache=TemplateCache(store),
    )
    return env.get_template(name).render(xs=[1, 2], name="ok")


def entries(store: Cache) -> list[Path]:
    assert store.directory is not None
    return sorted((store.directory / "entries").glob("*.pickle"))


def test_a_second_environment_loads_what_the_first_compiled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Cache(tmp_path / "cache")
    compiles = Compiles(monkeypatch)
    first = render(store, {"t.j2": SOURCE})
    assert first == "2;4;OK" and compiles.names == ["t.j2"]
    assert render(store, {"t.j2": SOURCE}) == first
    assert compiles.names == ["t.j2"]  # not compiled again
    assert render(Cache(None), {"t.j2": SOURCE}) == first  # no cache: compiled, same text
    assert compiles.names == ["t.j2", "t.j2"]


def test_a_changed_source_code_or_jinja2_compiles_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Cache(tmp_path / "cache")
    compiles = Compiles(monkeypatch)
    render(store, {"t.j2": SOURCE})
    assert render(store, {"t.j2": SOURCE + "!"}) == "2;4;OK!"
    assert len(compiles.names) == 2
    monkeypatch.setattr(template_cache, "code_version", lambda: "0.1.0+other")
    assert render(store, {"t.j2": SOURCE}) == "2;4;OK"
    assert len(compiles.names) == 3
    monkeypatch.setattr(jinja2, "__version__", "99.0")
    render(store, {"t.j2": SOURCE})
    assert len(compiles.names) == 4
    render(store, {"t.j2": SOURCE})
    assert len(compiles.names) == 4


@pytest.mark.parametrize(
    "damage",
    [
        lambda blob: b"",
        lambda blob: blob[: len(blob) // 2],  # torn
        lambda blob: blob[:-1] + bytes([blob[-1] ^ 1]),  # a flipped bit
    ],
)
def test_a_damaged_entry_is_compiled_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: object
) -> None:
    store = Cache(tmp_path / "cache")
    compiles = Compiles(monkeypatch)
    good = render(store, {"t.j2": SOURCE})
    (entry,) = entries(store)
    blob = entry.read_bytes()
    entry.write_bytes(damage(blob))  # type: ignore[operator]
    assert render(store, {"t.j2": SOURCE}) == good
    assert len(compiles.names) == 2
    assert entry.read_bytes() == blob  # kept again, whole


def test_an_unsound_entry_is_a_miss(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Cache(tmp_path / "cache")
    compiles = Compiles(monkeypatch)
    render(store, {"t.j2": SOURCE})
    (entry,) = entries(store)
    key = entry.stem
    for unsound in (
        ("not", "a", "template"),
        CompiledTemplate("another checksum", b"x"),
        CompiledTemplate(store_checksum(store, key), b"not marshal data"),
        CompiledTemplate(store_checksum(store, key), b"N"),  # marshalled None: no code
    ):
        store.store(key, unsound)
        assert render(store, {"t.j2": SOURCE}) == "2;4;OK"
    assert len(compiles.names) == 5


def store_checksum(store: Cache, key: str) -> str:
    got = store.load(key)
    assert isinstance(got, CompiledTemplate)
    return got.checksum


def test_the_package_templates_use_the_cache(tmp_path: Path) -> None:
    """Cards, exercises and worksheets compile their templates once, for the next process."""
    from generator import compose, exercises
    from generator.writers import worksheet

    for environment in (compose._templates, exercises._environment, worksheet._environment):
        environment.cache_clear()
    template_cache.template_cache.cache_clear()
    store = Cache(tmp_path / "cache")
    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(Cache, "default", classmethod(lambda cls: store))
            compose._templates()
            env = exercises._environment()
            names = env.list_templates()
            for name in names:
                env.get_template(name)
            worksheet._environment().get_template("print.css")
        assert len(entries(store)) == 1 + len(names) + 1
    finally:
        for environment in (compose._templates, exercises._environment, worksheet._environment):
            environment.cache_clear()
        template_cache.template_cache.cache_clear()


def test_templates_kept_beside_the_bytecode_serve_a_new_pipeline_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A first run on a new pipeline cache loads what an earlier run kept beside the bytecode."""
    beside = Cache(tmp_path / "beside")
    compiles = Compiles(monkeypatch)

    def through(store: Cache, beside: Cache, write_beside: bool = True) -> str:
        env = jinja2.Environment(
            loader=jinja2.DictLoader({"t.j2": SOURCE}),
            undefined=jinja2.StrictUndefined,
            bytecode_cache=TemplateCache(store, beside, write_beside=write_beside),
        )
        return env.get_template("t.j2").render(xs=[1, 2], name="ok")

    first = through(Cache(tmp_path / "one"), beside)
    assert first == "2;4;OK" and len(compiles.names) == 1 and len(entries(beside)) == 1
    other = Cache(tmp_path / "two")
    assert through(other, beside) == first
    assert len(compiles.names) == 1  # not compiled again
    assert len(entries(other)) == 1  # and the pipeline cache keeps it too
    # Python writing no bytecode: nothing is written beside it.
    untouched = Cache(tmp_path / "untouched")
    assert through(Cache(tmp_path / "three"), untouched, write_beside=False) == first
    assert len(compiles.names) == 2 and not (tmp_path / "untouched").exists()


def test_the_package_templates_are_kept_beside_its_bytecode() -> None:
    store = template_cache.bytecode_store()
    assert store.directory is not None
    assert store.directory.parent.name == "__pycache__" or sys.pycache_prefix is not None
    assert template_cache.template_cache().write_beside is not sys.dont_write_bytecode
