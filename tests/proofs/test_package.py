"""`bitboard-tables package`, whatever the language: what every package tree holds,
its bytes, the configuration it reads, `--check` on it, and its one-line errors.

Then, for every language whose test driver says how its package is self-tested
(tests/harness/drivers.py: Package), by its ecosystem's own tools: the default
package's self-test passes on each toolchain, every check that
bitboard_tables/packaging/selftest.py describes for it run (by name, where its
runner names them); on a copy with its driver's spoils (a line-table entry, a
magic number) it fails exactly the spoiled checks, saying what it found; and a
package of another mapping, name and version holds `generate`'s files for that
mapping and passes its self-test. Each self-test runs in a build kept between
sessions (tests/harness/packages.py: kept_build), one a language, toolchain and
package, which its ecosystem's tools bring up to date as a user's build is: a warm
run compiles little and runs every self-test. Each ecosystem proves the rest (its
build, linters, a consumer project) in tests/proofs/test_package_<language>.py."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bitboard_tables.languages import LANGUAGES
from bitboard_tables.selection import select
from tests.conftest import GENERATED, ROOT
from tests.harness.cli import run_cli
from tests.harness.drivers import drivers
from tests.harness.packages import described_checks, kept_build, make_package, spoiled

pytestmark = pytest.mark.timeout(300)
PACKAGED = [language for language in LANGUAGES if language.package is not None]
SELF_TESTED = {name: d.package for name, d in drivers().items() if d.package is not None}
RUNS = [(name, toolchain) for name, package in SELF_TESTED.items() for toolchain in package.toolchains]
OTHERS = [(name, toolchain) for name, package in SELF_TESTED.items() for toolchain in package.others or package.toolchains[:1]]


def package(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "bitboard_tables", "package", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=60, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})  # fmt: skip


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """made(language, options) -> the package of `language` that `package OPTIONS`
    makes (no options: the default package), made once a module; a test that writes
    into it takes a copy (_copy)."""
    root, found = tmp_path_factory.mktemp("made"), {}

    def of(language: str, options=()) -> Path:
        if (language, tuple(options)) not in found:
            found[language, tuple(options)] = make_package(language, root / f"{language}-{len(found)}" / "pkg", *options)
        return found[language, tuple(options)]

    return of


@pytest.mark.parametrize("language", PACKAGED, ids=[language.name for language in PACKAGED])
def test_a_package_holds_generates_files_its_readme_and_the_licence(made, language, tmp_path):
    tree = made(language.name)
    again = make_package(language.name, tmp_path / "b")  # a second run of the command, into another directory
    files = sorted(p.relative_to(tree).as_posix() for p in tree.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(again).as_posix() for p in again.rglob("*") if p.is_file())
    for relative in files:
        data = (tree / relative).read_bytes()
        assert data == (again / relative).read_bytes(), relative  # the same bytes every time
        assert b"\r" not in data and str(tree.parent).encode() not in data and str(tmp_path).encode() not in data, relative  # \n, no absolute path
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
def test_package_check_passes_on_its_tree_and_names_each_file_changed_or_missing(made, language, tmp_path):
    """`package --check` with the options that made the tree (a copy of it) says it is
    up to date; with one file removed and a line added to every other, it exits 1
    naming each (missing, or differing from a fresh package), then says what to run."""
    for which, options in SELECTIONS.items():
        tree = _copy(made(language.name, options), tmp_path / which)
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


# --- the self-test, by each ecosystem's own tools ----------------------------------


def _checks(language: str, options, toolchain) -> list:
    """The checks the self-test of the package of `options` runs by `toolchain`."""
    return described_checks(language, options, lambda lookup: SELF_TESTED[language].runs(toolchain, lookup))


def _copy(tree: Path, to: Path) -> Path:
    """A copy of a package of its own, for a test that writes into its tree."""
    return Path(shutil.copytree(tree, to))


def _passes(language: str, toolchain, tree: Path, name: str, options=()) -> None:
    """Asserts that the self-test of `tree` by `toolchain`, in the build kept as `name`
    (kept_build: its directory `name` a copy of `tree`), runs every check and passes."""
    package = SELF_TESTED[language]
    with kept_build(f"{language}-{toolchain.name}-{name}", **{name: tree}) as kept:
        ran = package.self_test(toolchain, kept / name, kept)
        checks = _checks(language, options, toolchain)
        assert (ran.passed, ran.failed) == (len(checks), 0), ran.output[-3000:]
        if package.name is not None:
            assert sorted(ran.names) == sorted(package.name(check) for check in checks), ran.output[-3000:]
        if package.check is not None:
            package.check(toolchain, kept / name, ran)


@pytest.mark.parametrize("language, toolchain", RUNS, ids=[f"{language}-{t.name}" for language, t in RUNS])
def test_the_self_test_passes_every_check(made, language, toolchain):
    toolchain.require()
    _passes(language, toolchain, made(language), "bitboards")


@pytest.mark.parametrize("language", SELF_TESTED)
def test_the_self_test_fails_naming_each_spoiled_check(made, language, tmp_path):
    """Every spoil of the driver in one copy (one run): each fails its own check,
    saying what it found, and every other check passes."""
    package = SELF_TESTED[language]
    toolchain = package.spoiled_by
    toolchain.require()
    tree = _copy(made(language), tmp_path / "spoiled")
    for spoil in package.spoils:
        spoiled(tree / spoil.file, spoil.pattern, spoil.replacement)
    with kept_build(f"{language}-{toolchain.name}-spoiled", spoiled=tree) as kept:
        ran = package.self_test(toolchain, kept / "spoiled", kept)
    checks = _checks(language, (), toolchain)
    assert (ran.passed, ran.failed) == (len(checks) - len(package.spoils), len(package.spoils)), ran.output[-3000:]
    if package.name is not None:
        spoilt = {spoil.check for spoil in package.spoils}
        assert sorted(ran.names) == sorted(n for n in map(package.name, checks) if n not in spoilt), ran.output[-3000:]
    for spoil in package.spoils:
        assert spoil.named in ran.output, (spoil.check, ran.output[-3000:])


@pytest.mark.parametrize("language, toolchain", OTHERS, ids=[f"{language}-{t.name}" for language, t in OTHERS])
def test_a_package_of_another_mapping_name_and_version_holds_generates_files_and_passes(made, language, toolchain, tmp_path):
    """Its generated files are what `generate` writes with the same shaping options."""
    package = SELF_TESTED[language]
    toolchain.require()
    tree = made(language, package.other)
    lang = next(lang for lang in LANGUAGES if lang.name == language)
    pairs = [pair for pair in zip(package.other[::2], package.other[1::2]) if pair[0] not in ("--name", "--version")]
    shaping = [word for pair in pairs for word in pair]  # --mapping, and --namespace where given
    proc = run_cli(["generate", "--no-config", "--lang", language, *shaping, "--out", str(tmp_path / "generated")], ROOT)
    assert proc.returncode == 0, proc.stderr
    files = {p.relative_to(tree).as_posix(): p for p in tree.rglob("*") if p.is_file()}
    for name in lang.file_names:
        (found,) = [path for relative, path in files.items() if relative.split("/")[-1] == name]
        assert found.read_bytes() == (tmp_path / "generated" / name).read_bytes(), name
    _passes(language, toolchain, tree, "other", package.other)
