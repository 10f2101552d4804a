"""The Nimble package of `bitboard-tables package --lang nim`, proved with Nim's own
tools beyond what tests/proofs/test_package.py proves of every package (its
self-test on both Nims, strict, every check named; its spoiled copy; a package of
another mapping, name and version; `package --check`) through the Nim driver's
Package (tests/drivers/nim/__init__.py):

- the package of the default options and one of a second selection (BERF, named
  `core` at 2.1.0) hold the tree of a Nimble package; Debian's `nimble check` and
  `nimble test` take the second, offline, at its version;
- a consumer imports both packages (--path of each src/) and its answers, square
  names, equal tests/oracles/reference.py's, on both Nims;
- every Nim file of both, and generated/bitboards.nim, is nimpretty-clean;
- a name Nim imports no module by is a one-line error.
"""

from __future__ import annotations

import shutil

import pytest

from tests.conftest import GENERATED, ROOT
from tests.drivers.c.build import missing
from tests.drivers.nim.build import NIMS, check_nimpretty_clean
from tests.harness.cli import run_cli
from tests.harness.packages import kept_build, make_package, run
from tests.oracles import reference as ref

pytestmark = pytest.mark.timeout(240)

SECOND = ("--mapping", "BERF", "--name", "core", "--version", "2.1.0")
TREE = ["LICENSE", "README.md", "{0}.nimble", "src/{0}.nim", "src/{0}/bitboards.nim", "tests/config.nims", "tests/tself.nim"]
BLOCKERS = ("d6", "b4", "d2")
# the consumer's question to each package: the squares a rook on d4 attacks with
# blockers on BLOCKERS (square names, whatever the package's mapping)
ANSWER = """
block:
  var occ = 0'u64
  for blocker in [BLOCKERS]:
    occ = occ or P.squareBb(P.parseSquare(blocker).get)
  var names: seq[string]
  for sq in P.squares(P.rookAttacks(occ, P.parseSquare("d4").get)):
    names.add P.squareName(sq)
  echo "NAME ", names.join(",")
""".replace("BLOCKERS", ", ".join(f'"{b}"' for b in BLOCKERS))
CONSUMER = "import std/[options, strutils]\nimport bitboards as lerf # both packages export a module bitboards\nimport core\n"
CONSUMER += ANSWER.replace("P.", "lerf.").replace("NAME", "bitboards") + ANSWER.replace("P.", "core.").replace("NAME", "core")


@pytest.fixture(scope="module")
def packages(tmp_path_factory) -> dict:
    """The package of the default options ("bitboards") and of SECOND ("core"), made
    once, each holding TREE."""
    root = tmp_path_factory.mktemp("nim-packages")
    made = {"bitboards": make_package("nim", root / "bitboards"), "core": make_package("nim", root / "core", *SECOND)}
    for name, package in made.items():
        assert sorted(str(p.relative_to(package)) for p in package.rglob("*") if p.is_file()) == sorted(t.format(name) for t in TREE)
    return made


def test_nimble_checks_and_tests_the_package_offline(packages):
    """In a build kept between sessions (tests/harness/packages.py: kept_build), its
    home and Nimble's directory with it: Nim's cache there (HOME/.cache/nim) compiles
    again the C that changed alone; the self-test runs each time."""
    nimble = shutil.which("nimble")
    if nimble is None:
        missing("nimble (Debian's nim package)")
    with kept_build("nim-nimble", core=packages["core"]) as kept:
        package = kept / "core"
        for command in ("check", "test"):
            proc = run([nimble, f"--nimbleDir:{kept / 'nimble'}", "-y", command], package, env={"PATH": "/usr/bin:/bin", "HOME": str(kept)})
            assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "PASS queenBlockersAndBeyond" in proc.stdout + proc.stderr and "All tests passed" in proc.stdout + proc.stderr
    assert 'version = "2.1.0"' in (package / "core.nimble").read_text()


def test_every_nim_file_is_nimpretty_clean(packages, tmp_path):
    """generated/bitboards.nim and every Nim file of both packages (their modules: LERF's and
    BERF's, each with its sliders; the self-tests) as nimpretty leaves them."""
    files = [GENERATED / "bitboards.nim"] + [p for package in packages.values() for p in sorted(package.rglob("*.nim*"))]
    assert len(files) == 11, files
    check_nimpretty_clean(files, tmp_path)


def test_a_consumer_imports_both_and_answers_as_the_reference(packages, tmp_path):
    occ = ref.bb(ref.square("abcdefgh".index(name[0]), int(name[1]) - 1) for name in BLOCKERS)
    names = sorted("abcdefgh"[sq % 8] + str(sq // 8 + 1) for sq in ref.squares_of(ref.rook_attacks(occ, ref.square(3, 3))))
    (tmp_path / "main.nim").write_text(CONSUMER)
    paths = [f"--path:{packages[name] / 'src'}" for name in packages]
    for nim in NIMS:
        proc = run([nim.compile("main.nim", tmp_path / f"consumer-{nim.name}", paths)], tmp_path)
        assert proc.returncode == 0 and proc.stderr == "", proc.stderr
        answers = dict(line.split(" ") for line in proc.stdout.splitlines())
        assert {name: sorted(squares.split(",")) for name, squares in answers.items()} == {"bitboards": names, "core": names}


@pytest.mark.parametrize("name", ["Bitboards", "my-tables", "mod", "system", "a__b", "tables_"])
def test_a_name_nim_imports_no_module_by_is_a_one_line_error(name, tmp_path):
    proc = run_cli(["package", "--no-config", "--lang", "nim", "--out", str(tmp_path), "--name", name], ROOT)
    assert proc.returncode == 2 and proc.stdout == "" and list(tmp_path.iterdir()) == [], proc.stdout
    assert proc.stderr.count("\n") == 1 and f"{name!r} is no name for a Nimble package: its module is imported" in proc.stderr, proc.stderr
