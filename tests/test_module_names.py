"""No module of the package binds one top-level name twice.

A module's functions read its globals when they run, so a second
``_KEEPS = re.compile(...)`` further down silently replaces the first for every
function, including those written against the first (the arithmetic reader
once had three such pairs).
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "generator"
MODULES = sorted(PACKAGE.rglob("*.py"))


def _bound(tree: ast.Module) -> list[str]:
    """The names the module's top-level assignments bind (not in loops, ifs or functions)."""
    names = []
    for node in tree.body:
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets = [node.target]
        names += [t.id for t in targets if isinstance(t, ast.Name)]
    return names


@pytest.mark.parametrize("path", MODULES, ids=[p.stem for p in MODULES])
def test_no_top_level_name_is_bound_twice(path: Path) -> None:
    names = _bound(ast.parse(path.read_text("utf-8")))
    twice = sorted(name for name, n in Counter(names).items() if n > 1)
    assert not twice, f"{path.name} binds {twice} more than once"


def test_the_check_sees_a_second_binding() -> None:
    tree = ast.parse("A = 1\nB: int = 2\nA = 3\nfor C in (): pass\nC = 4\n")
    assert _bound(tree) == ["A", "B", "A", "C"]
