"""The package's imports run one way: the model at the bottom, then the pipelines
that render, read and package it, then the languages, then the command line on
top (docs/development.md: The layers). A module imports from its own layer or
from those below, never from one above; no language's folder imports another's,
and nothing outside a language's folder names it (the registry does).

Read with `ast`, nothing imported: a proof of a fraction of a second.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Iterator, Tuple

from tests.conftest import ROOT

PACKAGE = ROOT / "bitboard_tables"

# bottom first: each layer's top-level modules and folders of bitboard_tables/
LAYERS = (
    # the model, and the records and the cache it is computed with
    (
        "model",
        (
            "__init__",
            "black_magic_seed",
            "board",
            "board_magics",
            "cache",
            "expression",
            "fast_paths",
            "function_bodies",
            "functions",
            "geometry",
            "literals",
            "magic_numbers",
            "polyglot_keys",
            "mapping",
            "selection",
            "sliders",
            "statements",
            "tables",
        ),
    ),
    # the pipelines: rendering, reading back, comparing and drawing, writing, packaging
    ("pipelines", ("compare", "config", "packaging", "parse", "render", "view", "write")),
    ("languages", ("languages",)),
    ("command line", ("__main__", "cli")),
)
# the parts of languages/ every language shares, which are no language
SHARED_LANGUAGE_PARTS = ("__init__", "language", "slider_section", "vector", "halves", "board_sliders", "two_words", "cfamily")


def module_name(path: Path, root: Path = PACKAGE) -> Tuple[str, ...]:
    """Returns the dotted parts of the module at `path` under `root`: ("languages", "c", "reader")."""
    parts = path.relative_to(root).with_suffix("").parts
    return parts[:-1] if parts[-1] == "__init__" and len(parts) > 1 else parts


def imported(path: Path, root: Path = PACKAGE) -> Iterator[Tuple[int, Tuple[str, ...]]]:
    """Yields (line, parts under `root`) of every module of the package that the
    module at `path` imports, a name imported from a package counted as its module
    where it is one (`from ..languages import c`)."""
    package = path.relative_to(root).parent.parts
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.ImportFrom):
            module = tuple(node.module.split(".")) if node.module else ()
            if node.level:
                target = package[: len(package) - (node.level - 1)] + module
            elif module[:1] == ("bitboard_tables",):
                target = module[1:]
            else:
                continue
            for alias in node.names:
                sub = target + (alias.name,)
                module_path = root.joinpath(*sub)
                is_module = module_path.with_suffix(".py").exists() or (module_path / "__init__.py").exists()
                yield node.lineno, sub if is_module else target
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = tuple(alias.name.split("."))
                if parts[0] == "bitboard_tables":
                    yield node.lineno, parts[1:]


def layer_of(parts: Tuple[str, ...]) -> int:
    """Returns the rank of the layer of the module `parts` (0: the model)."""
    top = parts[0] if parts else "__init__"
    for rank, (_, members) in enumerate(LAYERS):
        if top in members:
            return rank
    raise AssertionError(f"bitboard_tables/{'/'.join(parts)} is in no layer: add it to LAYERS")


def language_folder(parts: Tuple[str, ...]):
    """Returns the name of the language folder the module `parts` is in or is; None."""
    if parts[:1] == ("languages",) and len(parts) > 1 and parts[1] not in SHARED_LANGUAGE_PARTS:
        return parts[1]
    return None


def crossings(root: Path = PACKAGE) -> list:
    """Returns every import of the package at `root` that breaks the rule, as text."""
    found = []
    for path in sorted(root.rglob("*.py")):
        here = module_name(path, root)
        for line, target in sorted(set(imported(path, root))):
            where = f"{path.relative_to(root).as_posix()}:{line}"
            if layer_of(target) > layer_of(here):
                layer, other = LAYERS[layer_of(here)][0], LAYERS[layer_of(target)][0]
                found.append(f"{where}: {layer} imports {'.'.join(target)}, of {other}")
            named = language_folder(target)
            if named is not None and named != language_folder(here):
                found.append(f"{where}: imports languages/{named}/ (only the registry names a language)")
    return found


def test_every_module_is_in_a_layer():
    for path in PACKAGE.rglob("*.py"):
        layer_of(module_name(path))


def test_imports_run_one_way():
    assert crossings() == []


def test_a_crossing_is_found(tmp_path):
    """The proof fails on a crossing: a model module that imports the command line,
    a language that imports another's folder, the command line naming a language."""
    planted = {
        "tables.py": "from .cli import main\n",
        "languages/c/__init__.py": "HEADER = 'bitboards.h'\n",
        "languages/cpp/extra.py": "from ..c import HEADER\n",
        "cli/extra.py": "from ..languages.c import SLIDERS\nfrom ..languages import LANGUAGES\n",
    }
    for name, text in planted.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    assert crossings(tmp_path) == [
        "cli/extra.py:1: imports languages/c/ (only the registry names a language)",
        "languages/cpp/extra.py:1: imports languages/c/ (only the registry names a language)",
        "tables.py:1: model imports cli, of command line",
    ]
