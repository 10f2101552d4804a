"""`bitboard-tables package`, whatever the language: what every package tree holds,
its bytes, the configuration it reads, `--check` on it, and its one-line errors.
Each ecosystem's own tools prove its package in tests/proofs/test_package_<language>.py."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bitboard_tables.languages import LANGUAGES
from bitboard_tables.selection import select
from tests.conftest import GENERATED, ROOT
from tests.harness.cli import run_cli
from tests.harness.packages import make_package

pytestmark = pytest.mark.timeout(120)
PACKAGED = [language for language in LANGUAGES if language.package is not None]


def package(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "bitboard_tables", "package", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=60, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})  # fmt: skip


@pytest.mark.parametrize("language", PACKAGED, ids=[language.name for language in PACKAGED])
def test_a_package_holds_generates_files_its_readme_and_the_licence(language, tmp_path):
    tree = make_package(language.name, tmp_path / "a")
    again = make_package(language.name, tmp_path / "b")
    files = sorted(p.relative_to(tree).as_posix() for p in tree.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(again).as_posix() for p in again.rglob("*") if p.is_file())
    for relative in files:
        data = (tree / relative).read_bytes()
        assert data == (again / relative).read_bytes(), relative  # the same bytes every time
        assert b"\r" not in data and str(tmp_path).encode() not in data, relative  # \n, no absolute path
    outputs = Path(language.package.outputs.format(**language.package.context(select(), language.package.default_name)))
    for name in language.file_names:
        assert (tree / outputs / name).read_bytes() == (GENERATED / name).read_bytes(), name  # generate's bytes
    assert (tree / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()
    readme = (tree / "README.md").read_text()
    assert f"bitboard-tables package --no-config --lang {language.name} --out . --name " in readme
    assert "| `--mapping` | `LERF` |" in readme


# the default selection, and another mapping and version
SELECTIONS = {"default": (), "other": ("--mapping", "BERF", "--version", "1.2.3")}


@pytest.mark.parametrize("language", PACKAGED, ids=[language.name for language in PACKAGED])
def test_package_check_passes_on_its_tree_and_names_each_file_changed_or_missing(language, tmp_path):
    """`package --check` with the options that made the tree says it is up to date;
    with one file removed and a line added to every other, it exits 1 naming each
    (missing, or differing from a fresh package), then says what to run."""
    for which, options in SELECTIONS.items():
        tree = make_package(language.name, tmp_path / which, *options)
        check = ["package", "--no-config", "--lang", language.name, "--out", str(tree), *options, "--check"]
        proc = run_cli(check, ROOT)
        assert proc.returncode == 0 and proc.stdout == f"{tree}/ is up to date\n", proc.stdout + proc.stderr
        files = sorted(p for p in tree.rglob("*") if p.is_file())
        files[0].unlink()
        for path in files[1:]:
            with open(path, "a", encoding="utf-8") as f:
                f.write("\n")
        proc = run_cli(check, ROOT)
        *named, advice = proc.stderr.splitlines()
        assert proc.returncode == 1 and advice == f"{tree}/ is not up to date: run the same package command without --check", proc.stderr
        assert sorted(named) == sorted([f"{files[0]}: missing"] + [f"{path}: differs from a fresh package" for path in files[1:]])


def test_the_configuration_names_and_versions_the_package(tmp_path):
    language = next(language for language in PACKAGED if language.name == "rust")
    (tmp_path / "pyproject.toml").write_text(
        '[tool.bitboard-tables]\nmapping = "BERF"\npackage-name = "engine_tables"\npackage-version = "3.0.1"\n'
    )
    proc = package(tmp_path, "--lang", language.name, "--out", "pkg")
    assert proc.returncode == 0, proc.stderr
    readme = (tmp_path / "pkg" / "README.md").read_text()
    assert "--name engine_tables --version 3.0.1 --mapping BERF" in readme


@pytest.mark.parametrize(
    "args, error",
    [
        (("--lang", "csharp", "--out", "pkg"), "bitboard-tables: --lang 'csharp': package takes one of "),
        (("--lang", "rust", "--out", "afile"), "bitboard-tables: afile is a file, not a directory; --out takes the directory the package goes to"),
        (("--lang", "rust", "--out", "pkg", "--version", "1.0"), "bitboard-tables: '1.0' is no version: MAJOR.MINOR.PATCH"),
        (("--out", "pkg"), "bitboard-tables package: the following arguments are required: --lang"),
    ],
    ids=["unpackaged language", "out is a file", "bad version", "no language"],
)
def test_bad_input_is_one_line_exit_2_and_writes_nothing(tmp_path, args, error):
    (tmp_path / "afile").write_text("mine\n")
    proc = package(tmp_path, "--no-config", *args)
    assert proc.returncode == 2 and len(proc.stderr.splitlines()) == 1, proc.stderr
    assert proc.stderr.startswith(error), proc.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["afile"] and (tmp_path / "afile").read_text() == "mine\n"
