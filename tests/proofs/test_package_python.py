"""The Python package (`bitboard-tables package --lang python`), proven with pip,
unittest and mypy on this environment's Python (the one Python the suite runs on):

- pip builds it into a wheel offline (this environment's setuptools, the test
  extra's, no build isolation, no index), which holds the module as `generate`
  writes it, py.typed and the licence; pip installs it into a fresh virtual
  environment, and there `python -m unittest` runs the package's self-test: every
  test it should hold ran and passed (one per slider lookup of the module);
- the same self-test, in the same environment, fails on a copy of the module put
  before the installed one (PYTHONPATH) whose BETWEEN has one entry changed and
  whose fancy magic has one magic number changed: exactly those two tests fail,
  naming the entry and the lookup (one run: the checks are tests of their own);
- a consumer project installs it from the wheel's folder by its name and prints
  rook attacks that tests/oracles equal; its code passes `mypy --strict` (the
  mypy of the test extra), which reads the package's types and rejects a consumer
  that misuses them;
- a name is taken when pip and Python both take it: PEP 508's name, whose
  normalized form is an identifier and no keyword;
- all of it again for a second selection (BERF, another name and version): the
  package's module is `generate`'s for that selection, byte for byte.
"""

from __future__ import annotations

import keyword
import os
import re
import shutil
import subprocess
import sys
import zipfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest
from packaging.utils import canonicalize_name

from bitboard_tables.languages.python import PACKAGE, import_name
from bitboard_tables.packaging import PackageError, check_name
from tests.conftest import GENERATED, ROOT
from tests.drivers.c.build import missing
from tests.harness.packages import make_package, run, spoiled
from tests.oracles.mappings import PERMUTATIONS, slider_sets

pytestmark = pytest.mark.timeout(180)

# a user's environment: no PYTHONPATH, which (as the mutation harness sets it) would
# put a checkout's packages before the installed one
USER_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
# the two selections: the default, and another mapping, name and version
SELECTIONS = {
    "default": ("LERF", "bitboards", "0.1.0", ()),
    "other": ("BERF", "Other.Tables", "2.1.0", ("--mapping", "BERF", "--name", "Other.Tables", "--version", "2.1.0")),
}
SELF_TESTS = 17  # the line tables, one per slider lookup of the module (12), and the four published counts
D4 = 27  # in LERF


def tool(*command, cwd: Path) -> subprocess.CompletedProcess:
    """Runs a command of pip, unittest or mypy as a user runs it; returns the
    finished process (its status unchecked)."""
    return run(command, cwd, timeout=120, env=USER_ENV)


def succeeded(*command, cwd: Path) -> subprocess.CompletedProcess:
    proc = tool(*command, cwd=cwd)
    assert proc.returncode == 0, (command, proc.stdout[-3000:], proc.stderr[-3000:])
    return proc


@dataclass(frozen=True)
class Installed:
    """A package's tree, the wheel pip built from a copy of it, and a fresh virtual
    environment the wheel is installed in."""

    tree: Path
    wheel: Path
    venv: Path

    @property
    def python(self) -> Path:
        return self.venv / "bin" / "python"


def install(tree: Path, work: Path, name: str) -> Installed:
    """Builds the wheel of a copy of `tree` (setuptools leaves build/ and *.egg-info in
    the tree it builds) and installs it into a fresh virtual environment in `work`,
    by its distribution name `name` from the wheel's folder, as a user's project
    depending on it would."""
    source, dist, venv = work / "source", work / "dist", work / "venv"
    shutil.copytree(tree, source)
    succeeded(sys.executable, "-m", "pip", "wheel", "--no-build-isolation", "--no-deps", "--no-index", "-w", dist, source, cwd=work)
    (wheel,) = dist.glob("*.whl")
    succeeded(sys.executable, "-m", "venv", "--without-pip", venv, cwd=work)
    python = venv / "bin" / "python"
    succeeded(sys.executable, "-m", "pip", "--python", python, "install", "--no-index", "--no-deps", "--find-links", dist, name, cwd=work)
    return Installed(tree, wheel, venv)


def self_test(installed: Installed, tree: Path = None) -> subprocess.CompletedProcess:
    """Runs `python -m unittest -v` in the package's tree, in its environment; with
    `tree`, in that tree, its src/ before the installed package."""
    env = USER_ENV if tree is None else {**USER_ENV, "PYTHONPATH": str(tree / "src")}
    return run([installed.python, "-m", "unittest", "-v"], tree or installed.tree, timeout=120, env=env)


@pytest.fixture(scope="module")
def packages(tmp_path_factory) -> dict:
    """{selection: Installed}: each selection's package made (in turn, in this process),
    built and installed once (the two at once)."""
    work = {which: tmp_path_factory.mktemp(which) for which in SELECTIONS}
    trees = {which: make_package("python", work[which] / "package", *SELECTIONS[which][3]) for which in SELECTIONS}

    def installed(which: str) -> Installed:
        return install(trees[which], work[which], SELECTIONS[which][1])

    with ThreadPoolExecutor(len(SELECTIONS)) as pool:
        return dict(zip(SELECTIONS, pool.map(installed, SELECTIONS)))


@pytest.mark.parametrize("which", SELECTIONS)
def test_the_wheel_holds_the_module_as_generated_its_marker_and_licence(packages, which, tmp_path):
    mapping, name, version, options = SELECTIONS[which]
    package = import_name(name)
    wheel = zipfile.ZipFile(packages[which].wheel)
    assert packages[which].wheel.name == f"{package}-{version}-py3-none-any.whl"
    info = f"{package}-{version}.dist-info"
    names = set(wheel.namelist())
    assert {n for n in names if not n.startswith(info)} == {f"{package}/{f}" for f in ("__init__.py", "bitboards.py", "py.typed")}
    if which == "default":
        expected = (GENERATED / "bitboards.py").read_bytes()
    else:  # generate's module for the same selection
        (tmp_path / ".git").mkdir()
        succeeded(sys.executable, "-m", "bitboard_tables", "generate", "--no-config", "--lang", "python", "--mapping", mapping, "--out", tmp_path, cwd=ROOT)
        expected = (tmp_path / "bitboards.py").read_bytes()
    assert wheel.read(f"{package}/bitboards.py") == expected
    assert (packages[which].tree / "src" / package / "bitboards.py").read_bytes() == expected
    metadata = wheel.read(f"{info}/METADATA").decode()
    for field in (f"Name: {name}", f"Version: {version}", "License-Expression: MIT", "Requires-Python: >=3.9"):
        assert f"\n{field}\n" in metadata, field
    assert wheel.read(f"{info}/licenses/LICENSE") == (ROOT / "LICENSE").read_bytes()


@pytest.mark.parametrize("which", SELECTIONS)
def test_the_installed_package_passes_its_self_test(packages, which):
    installed = packages[which]
    proc = self_test(installed)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert re.search(rf"^Ran {SELF_TESTS} tests in \d+\.\d+s\n\nOK\n", proc.stderr, re.M), proc.stderr[-1000:]
    ran = set(re.findall(r"^(test_\w+) \(", proc.stderr, re.M))
    # every slider lookup the module defines, found in the module itself
    module = (installed.tree / "src" / import_name(SELECTIONS[which][1]) / "bitboards.py").read_text()
    lookups = re.findall(r"^def ((?:rook|bishop)_attacks\w*)\(", module, re.M)
    assert len(lookups) == 12
    counts = {"test_knight_moves", "test_king_moves", "test_queen_attacks", "test_queen_blockers_and_beyond"}
    assert ran == {f"test_{name}_on_every_subset" for name in lookups} | counts | {"test_line_tables_match_their_definitions"}


# (what is spoiled, in the default package's bitboards.py, and what the self-test's failure names)
SPOILS = {
    "between": (r"(BETWEEN = \(\n    \(  # \[a1\]\n        0x0{16}, 0x0{16}, )0x0{15}2", r"\g<1>0x0000000000000004",
                "test_line_tables_match_their_definitions", "BETWEEN[0][2]"),
    "magic": (r"(ROOK_MAGICS = \(\n    )0x[0-9a-f]{16}", r"\g<1>0x0000000000000001",
              "test_rook_attacks_magic_on_every_subset", "rook_attacks_magic(0x"),
}  # fmt: skip


def test_the_self_test_fails_on_a_spoiled_copy(packages, tmp_path):
    """Both spoils in one copy: each fails its own test, naming what it checked, and
    every other test passes."""
    tree = tmp_path / "package"
    shutil.copytree(packages["default"].tree, tree)
    for pattern, replacement, _, _ in SPOILS.values():
        spoiled(tree / "src" / "bitboards" / "bitboards.py", pattern, replacement)
    proc = self_test(packages["default"], tree)
    assert proc.returncode != 0
    assert re.search(rf"^Ran {SELF_TESTS} tests in \d+\.\d+s\n\nFAILED \(failures={len(SPOILS)}\)\n", proc.stderr, re.M), proc.stderr[-1000:]
    assert sorted(re.findall(r"^FAIL: (\w+) \(", proc.stderr, re.M)) == sorted(test for _, _, test, _ in SPOILS.values()), proc.stderr[-3000:]
    for _, _, test, named in SPOILS.values():
        failure = re.search(rf"^FAIL: {test} \(.*?(?=^(?:FAIL|ERROR): |^Ran )", proc.stderr, re.M | re.S)
        assert failure and named in failure[0], (test, proc.stderr[-3000:])


CONSUMER = """\
import {package} as bb


def rook_attacks_from_d4(occupied: list[int]) -> int:
    occ = 0
    for sq in occupied:
        occ |= bb.square_bb(sq)
    return bb.rook_attacks(occ, bb.D4)


print(bb.popcount(rook_attacks_from_d4([])))
print(hex(rook_attacks_from_d4([bb.D6, bb.F4])))
"""
# a consumer that misuses the package: mypy must reject both lines
WRONG_CONSUMER = """\
import {package} as bb

attacks: str = bb.rook_attacks(0, bb.D4)
print(bb.no_such_lookup(0, bb.D4))
"""


def mypy_strict(installed: Installed, project: Path, *files: str) -> subprocess.CompletedProcess:
    """Runs the test extra's mypy --strict on `files` of `project`, the package read
    from its environment (no cache written)."""
    mypy = shutil.which("mypy", path=str(Path(sys.executable).parent))
    if mypy is None:
        missing("mypy (the test extra, on Python 3.10 or later)")
    return tool(mypy, "--strict", "--cache-dir", os.devnull, "--python-executable", installed.python, *files, cwd=project)


@pytest.mark.parametrize("which", SELECTIONS)
def test_a_consumer_project_uses_it_and_passes_mypy_strict(packages, which, tmp_path):
    mapping, name, _, _ = SELECTIONS[which]
    installed, package = packages[which], import_name(name)
    (tmp_path / "main.py").write_text(CONSUMER.format(package=package))
    printed = succeeded(installed.python, "main.py", cwd=tmp_path).stdout.split()
    perm = PERMUTATIONS[mapping]
    blockers = perm.bb((1 << 43) | (1 << 29))  # d6, f4
    assert printed == ["14", hex(slider_sets(mapping, "rook", perm.sq(D4), blockers)[0])]
    # in one run: no error in main.py, and both of wrong.py's, by their codes
    (tmp_path / "wrong.py").write_text(WRONG_CONSUMER.format(package=package))
    proc = mypy_strict(installed, tmp_path, "main.py", "wrong.py")
    lines = proc.stdout.splitlines()
    assert proc.returncode == 1 and len(lines) == 3, proc.stdout + proc.stderr
    assert lines[0].startswith("wrong.py:3: error: Incompatible types in assignment") and lines[0].endswith("[assignment]")
    assert lines[1].startswith('wrong.py:4: error: Module has no attribute "no_such_lookup"') and lines[1].endswith("[attr-defined]")
    assert lines[2] == "Found 2 errors in 1 file (checked 2 source files)"


# PEP 508's name, as the specification writes it (ASCII, case-insensitive)
PEP_508_NAME = r"([A-Z0-9]|[A-Z0-9][A-Z0-9._-]*[A-Z0-9])"
NAMES = ("bitboards", "Other.Tables", "my-tables_2", "a", "a..b", "None", "2fast", "_x", "my-", "a b", "class", "Import", "über", "\u212aing", "")


@pytest.mark.parametrize("name", NAMES)
def test_a_name_is_taken_when_pip_and_python_both_take_it(name):
    normalized = canonicalize_name(name).replace("-", "_")  # PEP 503's, as pip installs it
    takes = bool(re.fullmatch(PEP_508_NAME, name, re.I | re.A)) and normalized.isidentifier() and not keyword.iskeyword(normalized)
    try:
        taken = check_name(PACKAGE, name) == name
    except PackageError as error:
        taken = False
        assert "\n" not in str(error) and str(error).startswith(f"{name!r} is no name for a Python distribution: ")
    assert taken == takes
    assert not taken or import_name(name) == normalized


def test_a_package_of_nothing_to_check_skips_its_self_test_saying_so(tmp_path):
    """A package of no table or lookup the self-test checks (--only square) writes a
    self-test whose one test skips, naming what it would check, as Go's and Nim's do."""
    made = subprocess.run([sys.executable, "-m", "bitboard_tables", "package", "--lang", "python", "--only", "square", "--out", str(tmp_path)],
                          cwd=Path(__file__).parents[2], capture_output=True, text=True, timeout=60)
    assert made.returncode == 0, made.stderr
    env = dict(os.environ, PYTHONPATH=str(tmp_path / "src"))
    proc = subprocess.run([sys.executable, "-m", "unittest", "-v"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "skipped 'the package holds none of what the self-test checks: BETWEEN" in proc.stderr, proc.stderr
    assert "Ran 1 test" in proc.stderr and "OK (skipped=1)" in proc.stderr, proc.stderr
