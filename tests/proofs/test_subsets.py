"""Every one-name `--only` subset compiles warning-free in every language (issue 31).

`--only NAME` emits NAME and what it needs; a file of the subset must build as the
whole file does, under each language's strict flags: no unused import (Go rejects
`math/bits` where no function uses it), no unused helper, no missing one. There are
83 names (`list` prints them), so each language is built once over all of them:
every subset in a folder of its own, declared in a namespace of its own where the
language declares one (`--namespace`), and one compiler invocation over all, on the
oldest toolchain of the language (the others build the whole files elsewhere).
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import warnings
from pathlib import Path
from typing import Dict

import pytest

from bitboard_tables.functions import FUNCTIONS
from bitboard_tables.languages import render_outputs
from bitboard_tables.selection import select
from bitboard_tables.tables import compute_tables
from tests.drivers.c.build import STRICT
from tests.drivers.csharp.build import PORTABLE
from tests.drivers.go.build import GOS
from tests.drivers.java.build import JDK
from tests.drivers.js.build import NODE, TYPESCRIPTS, tsc
from tests.drivers.rust.build import RUSTCS, rustfmt_check
from tests.drivers.zig.build import ZIG

pytestmark = pytest.mark.timeout(180)

TABLES = [t.name for t in compute_tables()]
NAMES = TABLES + [f.name for f in FUNCTIONS]


def namespace(name: str) -> str:
    """Returns the namespace of the subset of `name`: t_ for a table, f_ for a function
    (PIECE_ATTACKS and piece_attacks are both), then the name in lower case."""
    return ("t_" if name in TABLES else "f_") + name.lower()


@pytest.fixture(scope="module")
def subsets(tmp_path_factory) -> Dict[str, Path]:
    """{name: the folder of its subset's files, in every language}."""
    root = tmp_path_factory.mktemp("subsets")
    folders = {}
    for name in NAMES:
        folder = root / namespace(name)
        folder.mkdir()
        for file_name, text in render_outputs(select([name], namespace=namespace(name))).items():
            (folder / file_name).write_text(text)
        folders[name] = folder
    assert len(folders) == len(NAMES) == 46 + 37  # SPEC.md: 46 tables, 37 functions
    return folders


def run(command, cwd: Path) -> None:
    proc = subprocess.run([str(c) for c in command], capture_output=True, text=True, cwd=cwd)
    said = (proc.stdout + proc.stderr).strip()
    assert proc.returncode == 0 and not said, f"{' '.join(map(str, command))}\n{said[-5000:]}"


def test_every_subset_names_its_name_alone(subsets):
    """The subsets are what the build tests take them for: the file of `--only NAME`
    holds NAME, and the subset of a table no other name (AVOID_WRAP) holds no function."""
    for name, folder in subsets.items():
        module = (folder / "bitboards.py").read_text()
        assert f"\n{name} = (" in module or f"\ndef {name}(" in module, name
    assert "\ndef " not in (subsets["AVOID_WRAP"] / "bitboards.py").read_text()


@pytest.mark.parametrize(
    "header, unit, compiler",
    [("bitboards.h", ".c", ["gcc", "-std=c99"]), ("bitboards.hpp", ".cpp", ["g++", "-std=c++17"])],
    ids=["c", "cpp"],
)
def test_c_and_cpp(subsets, tmp_path, header, unit, compiler):
    """Each subset's header included by a translation unit of its own (ISO C wants a
    unit to declare something), all checked by one compiler run; C's engine header,
    which includes the other, where the subset has one (an engine table's)."""
    units = []
    for name, folder in subsets.items():
        units.append(tmp_path / f"{namespace(name)}{unit}")
        engine = folder / "bitboards_engine.h"
        included = engine if header == "bitboards.h" and engine.exists() else folder / header
        units[-1].write_text(f'#include "{included}"\nint {namespace(name)}_unit;\n')
    run([*compiler, "-fsyntax-only", *STRICT, *units], tmp_path)


def test_rust(subsets, tmp_path):
    rustc = RUSTCS[-1]  # Debian's, the oldest
    lib = "".join(f'#[path = "{folder / "bitboards.rs"}"]\npub mod {namespace(name)};\n' for name, folder in subsets.items())
    (tmp_path / "lib.rs").write_text(lib)
    rustc.build(["--crate-type", "lib", "--emit", "metadata=lib.rmeta", "lib.rs"], cwd=tmp_path)
    rustfmt_check([folder / "bitboards.rs" for folder in subsets.values()])  # and as rustfmt lays them out


def test_go(subsets, tmp_path):
    go = GOS[-1]  # Debian's 1.19, the oldest
    (tmp_path / "go.mod").write_text("module subsets\n\ngo 1.19\n")
    for name, folder in subsets.items():
        (tmp_path / namespace(name)).mkdir()
        (tmp_path / namespace(name) / "bitboards.go").write_text((folder / "bitboards.go").read_text())
    go.run(["vet", "./..."], tmp_path)


def test_java(subsets, tmp_path):
    JDK.compile([folder / "Bitboards.java" for folder in subsets.values()], tmp_path / "classes")


def test_csharp(subsets, tmp_path):
    PORTABLE.compile([folder / "Bitboards.cs" for folder in subsets.values()], tmp_path / "subsets.dll", "-target:library")


def test_zig(subsets, tmp_path):
    root = ['const std = @import("std");']
    for name, folder in subsets.items():
        (tmp_path / namespace(name)).mkdir()
        (tmp_path / namespace(name) / "bitboards.zig").write_text((folder / "bitboards.zig").read_text())
        root.append(
            f'const {namespace(name)} = @import("{namespace(name)}/bitboards.zig");\n'
            "comptime {\n"
            f"    for (std.meta.declarations({namespace(name)})) |declaration| {{\n"
            "        const name = if (@TypeOf(declaration) == [:0]const u8) declaration else declaration.name;\n"
            f"        _ = &@field({namespace(name)}, name);\n"
            "    }\n"
            "}"
        )
    (tmp_path / "all.zig").write_text("\n".join(root) + "\n")
    ZIG.run(["build-obj", "all.zig", "-fno-emit-bin"], tmp_path)


def test_javascript_modules_load_and_their_declarations_compile_strict(subsets, tmp_path):
    imports = "".join(f'await import("{(folder / "bitboards.mjs").as_uri()}");\n' for folder in subsets.values())
    (tmp_path / "all.mjs").write_text(imports)
    NODE.run([tmp_path / "all.mjs"], tmp_path)
    declarations = [str(folder / "bitboards.d.mts") for folder in subsets.values()]
    proc = tsc(["--strict", "--noEmit", "--module", "nodenext", "--target", "es2020", *declarations], tmp_path, TYPESCRIPTS[0])
    assert proc.returncode == 0 and not proc.stdout.strip(), proc.stdout[-5000:]


def test_python_modules_import_without_a_warning(subsets):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for name, folder in subsets.items():
            spec = importlib.util.spec_from_file_location(f"subset_{namespace(name)}", folder / "bitboards.py")
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            assert hasattr(module, name), name
    assert sys.modules.get("subset_f_lsb") is None  # loaded alone, not registered
