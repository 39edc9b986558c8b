"""Patterns and dataclass methods kept between runs: the same, compiled once, never trusted blindly.

The cache replaces a function of ``re`` and one of ``dataclasses`` for the
whole process, so each run is a subprocess (as each ``lessondeck`` run is),
with its own bytecode folder (``PYTHONPYCACHEPREFIX``).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from generator import compile_cache

PATTERNS = [
    (r"(?P<word>\w+)\s+(?P=word)", 0),
    (r"^(?:an?|the)\s+", re.IGNORECASE | re.MULTILINE),
    (r"(?i:one)|TWO(?=\d)|[^\W\d_]{3,}?", 0),
    (r"\bfail\w*", re.VERBOSE),
    (r"x  # a comment\n  y+", re.VERBOSE),
]
TEXT = "the The one TWO2 failing failed words words xyy"

# One run: install the cache, compile the patterns, print what they find (and
# whether the compiler's parser was needed), exit (which keeps new patterns).
RUN = """
import dataclasses, json, re, sys
from generator import compile_cache
compile_cache.install()
parser = compile_cache._parser
parsed = []
real = parser.parse
parser.parse = lambda *a, **k: parsed.append(a[0]) or real(*a, **k)
compiled = []  # dataclass methods compiled (the audit event of compile and exec of a text)
def audit(event, args):
    if event == "compile" and isinstance(args[0], (str, bytes)) and b"__create_fn__" in (
        args[0] if isinstance(args[0], bytes) else args[0].encode()
    ):
        compiled.append(1)
sys.addaudithook(audit)

@dataclasses.dataclass(frozen=True, order=True)
class Point:
    x: int
    y: "tuple[str, ...]" = dataclasses.field(default_factory=tuple)

p = Point(1, ("a",))
methods = [p == Point(1, ("a",)), p < Point(2), repr(p), hash(Point(3)) == hash(Point(3)),
           str(Point.__init__.__annotations__), Point.__init__.__code__.co_filename]
out = []
for text, flags in json.loads(sys.argv[1]):
    p = re.compile(text, flags)
    spans = [m.span() for m in p.finditer(sys.argv[2])]
    out.append([p.pattern, p.flags, dict(p.groupindex), spans])
print(json.dumps({"found": out, "parsed": parsed, "methods": methods, "compiled": len(compiled)}))
"""


def run(tmp_path: Path, patterns: list[tuple[str, int]], write: bool = True) -> dict[str, object]:
    env = dict(os.environ, PYTHONPYCACHEPREFIX=str(tmp_path / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if not write:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    done = subprocess.run(
        [sys.executable, "-c", RUN, json.dumps(patterns), TEXT],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    result: dict[str, object] = json.loads(done.stdout)
    return result


def expected(patterns: list[tuple[str, int]]) -> list[object]:
    """What ``re`` itself finds, through the same JSON."""
    out = []
    for text, flags in patterns:
        p = re.compile(text, flags)
        spans = [m.span() for m in p.finditer(TEXT)]
        out.append([p.pattern, p.flags, dict(p.groupindex), spans])
    return json.loads(json.dumps(out))  # type: ignore[no-any-return]


def cache_files(tmp_path: Path, kind: str = "regexes") -> list[Path]:
    return sorted((tmp_path / "pycache").rglob(f"{kind}.*.marshal"))


def test_a_second_run_builds_the_same_patterns_without_compiling(tmp_path: Path) -> None:
    first = run(tmp_path, PATTERNS)
    assert first["found"] == expected(PATTERNS)
    assert len(first["parsed"]) == len(PATTERNS)  # type: ignore[arg-type]
    assert len(cache_files(tmp_path)) == 1
    second = run(tmp_path, PATTERNS)
    assert second["found"] == first["found"]
    assert second["parsed"] == []  # built from what the first run kept


def test_a_second_run_makes_the_same_dataclasses_without_compiling(tmp_path: Path) -> None:
    first = run(tmp_path, PATTERNS)
    assert first["methods"] == [
        True,
        True,
        "Point(x=1, y=('a',))",
        True,
        "{'x': <class 'int'>, 'y': 'tuple[str, ...]', 'return': None}",
        "<string>",
    ]
    assert first["compiled"] >= 5  # __init__, __repr__, __eq__, the order, __hash__ …
    assert len(cache_files(tmp_path, "dataclasses")) == 1
    second = run(tmp_path, PATTERNS)
    assert second["methods"] == first["methods"]
    assert second["compiled"] == 0
    (path,) = cache_files(tmp_path, "dataclasses")
    path.write_bytes(b"damaged")
    third = run(tmp_path, PATTERNS)
    assert third["methods"] == first["methods"]
    assert third["compiled"] == first["compiled"]


def test_new_patterns_are_added_and_nothing_is_written_without_bytecode(tmp_path: Path) -> None:
    run(tmp_path, PATTERNS[:2])
    more = run(tmp_path, PATTERNS)
    assert len(more["parsed"]) == 3  # type: ignore[arg-type]
    assert run(tmp_path, PATTERNS)["parsed"] == []
    unwritten = tmp_path / "unwritten"
    assert run(unwritten, PATTERNS, write=False)["found"] == expected(PATTERNS)
    assert cache_files(unwritten) == []


@pytest.mark.parametrize(
    "damage",
    [
        lambda blob: b"",
        lambda blob: blob[: len(blob) // 2],  # torn
        lambda blob: b"not marshal data",
    ],
)
def test_a_damaged_file_is_ignored(tmp_path: Path, damage: object) -> None:
    run(tmp_path, PATTERNS)
    (path,) = cache_files(tmp_path)
    path.write_bytes(damage(path.read_bytes()))  # type: ignore[operator]
    again = run(tmp_path, PATTERNS)
    assert again["found"] == expected(PATTERNS)
    assert len(again["parsed"]) == len(PATTERNS)  # type: ignore[arg-type]


def test_an_entry_the_engine_refuses_is_compiled_anew(tmp_path: Path) -> None:
    import marshal

    run(tmp_path, PATTERNS)
    (path,) = cache_files(tmp_path)
    entries = marshal.loads(path.read_bytes())
    key = (PATTERNS[0][0], PATTERNS[0][1])
    flags, code, groups, groupindex, indexgroup = entries[key]
    entries[key] = (flags, code[: len(code) // 8 * 4], groups, groupindex, indexgroup)  # cut
    entries[(PATTERNS[1][0], PATTERNS[1][1])] = ("not", "an", "entry")
    path.write_bytes(marshal.dumps(entries))
    again = run(tmp_path, PATTERNS)
    assert again["found"] == expected(PATTERNS)
    assert again["parsed"] == [PATTERNS[0][0], PATTERNS[1][0]]


def test_the_files_sit_beside_the_package_bytecode() -> None:
    for path, kind in (
        (compile_cache.pattern_file(), "regexes"),
        (compile_cache.dataclass_file(), "dataclasses"),
    ):
        assert path.name.startswith(f"{kind}.{sys.implementation.cache_tag}-")
        assert path.parent.name == "__pycache__" or sys.pycache_prefix is not None


def test_built_patterns_equal_compiled_ones() -> None:
    for text, flags in [*PATTERNS, (r"(?P<a>x)|(b)(?P<c>y)?", re.ASCII)]:
        built = compile_cache._build(text, compile_cache._engine(text, flags))
        assert built == re.compile(text, flags)  # pattern, flags and code
        assert built.groupindex == re.compile(text, flags).groupindex
