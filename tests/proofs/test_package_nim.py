"""The Nimble package of `bitboard-tables package --lang nim`, proved with Nim's own
tools on both Nims the project tests (tests/drivers/nim/build.py: Debian's 1.6 and
the current 2.2):

- the package of the default options and one of a second selection (BERF, named
  `core` at 2.1.0) pass their self-test (tests/tself.nim, built as `nimble test`
  builds it, through tests/config.nims, and strict: no warning), every test of it
  named, each slider lookup on its 102,400 or 5,248 occupancies; Debian's
  `nimble check` and `nimble test` take the package, offline;
- the self-test is no formality: on a copy with one BETWEEN entry changed, and on
  one with a fancy magic number changed, it fails, naming the entry or the lookup;
- a consumer imports both packages (--path of each src/) and its answers, square
  names, equal tests/oracles/reference.py's;
- its generated file is what `generate` writes, byte for byte; `package --check`
  passes and names a changed file; a name Nim imports no module by is a one-line error.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys

import pytest

from tests.conftest import ROOT
from tests.drivers.c.build import missing
from tests.drivers.nim.build import NIM, NIMS
from tests.harness.packages import make_package, run, spoiled
from tests.oracles import reference as ref

pytestmark = pytest.mark.timeout(240)

SECOND = ("--mapping", "BERF", "--name", "core", "--version", "2.1.0")
TREE = ["LICENSE", "README.md", "{0}.nimble", "src/{0}.nim", "src/{0}/bitboards.nim", "tests/config.nims", "tests/tself.nim"]
SUFFIXES = ("", "Kindergarten", "KoggeStone", "Hyperbola", "Magic", "Pext", "Pext16", "Black")
LOOKUPS = [f"{piece}Attacks{suffix}" for suffix in SUFFIXES for piece in ("rook", "bishop")]
COUNTS = ["knightMoves", "kingMoves", "queenAttacks", "queenBlockersAndBeyond"]
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
    once, each holding TREE (the tests build beside its self-test)."""
    root = tmp_path_factory.mktemp("nim-packages")
    made = {"bitboards": make_package("nim", root / "bitboards"), "core": make_package("nim", root / "core", *SECOND)}
    for name, package in made.items():
        assert sorted(str(p.relative_to(package)) for p in package.rglob("*") if p.is_file()) == sorted(t.format(name) for t in TREE)
    return made


def self_test(nim, package, name="tself") -> subprocess.CompletedProcess:
    """Builds tests/tself.nim of `package` by `nim` as `nimble test` does (strict) and runs it."""
    exe = nim.compile("tself.nim", package / "tests" / name, nim.mode)
    return run([exe], package)


@pytest.mark.parametrize("nim", NIMS, ids=[n.name for n in NIMS])
def test_every_self_test_passes(packages, nim):
    for name, package in packages.items():
        proc = self_test(nim, package, f"tself-{nim.name}")
        assert proc.returncode == 0 and proc.stderr == "", proc.stdout + proc.stderr
        expected = ["PASS lineTablesMatchTheirDefinitions"]
        expected += [f"PASS {lookup}OnEverySubset: {102400 if lookup.startswith('rook') else 5248} occupancies checked" for lookup in LOOKUPS]
        assert proc.stdout.splitlines() == expected + [f"PASS {count}" for count in COUNTS], (nim.name, name)
        # every rook and bishop lookup the package holds is one the self-test checks
        held = re.findall(r"^(?:func|proc) ((?:rook|bishop)Attacks\w*)\*\(occ: uint64, sq: int\)", (package / "src" / name / "bitboards.nim").read_text(), re.M)
        assert sorted(held) == sorted(LOOKUPS)


def test_nimble_checks_and_tests_the_package_offline(packages, tmp_path):
    nimble = shutil.which("nimble")
    if nimble is None:
        missing("nimble (Debian's nim package)")
    package = packages["core"]
    for command in ("check", "test"):
        proc = run([nimble, f"--nimbleDir:{tmp_path / 'nimble'}", "-y", command], package, env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
        assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "PASS queenBlockersAndBeyond" in proc.stdout + proc.stderr and "All tests passed" in proc.stdout + proc.stderr


@pytest.mark.parametrize(
    "pattern, replacement, message",
    [
        # BETWEEN[a1][d1] is {b1, c1}: 0x6; spoiled, {c1}
        (r"(const BETWEEN\*: .*\n.*\n    (?:0x[0-9a-f]{16}'u64, ){3})0x[0-9a-f]{16}", r"\g<1>0x0000000000000004", "FAIL lineTablesMatchTheirDefinitions: BETWEEN[0][3] = 0x0000000000000004, want 0x0000000000000006"),
        # a1's fancy magic number: 0 sends every occupancy to one entry
        (r"(const ROOK_MAGICS\*: .*\n  )0x[0-9a-f]{16}", r"\g<1>0x0000000000000000", "FAIL rookAttacksMagicOnEverySubset: rookAttacksMagic(0x"),
    ],
    ids=["between-entry", "rook-magic"],
)
def test_the_self_test_fails_on_a_spoiled_table(packages, tmp_path, pattern, replacement, message):
    copy = tmp_path / "spoiled"
    shutil.copytree(packages["bitboards"], copy)
    spoiled(copy / "src" / "bitboards" / "bitboards.nim", pattern, replacement)
    proc = self_test(NIM, copy)
    assert proc.returncode == 1 and proc.stdout.splitlines()[-1].startswith(message), proc.stdout


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


def test_the_module_is_what_generate_writes_and_check_names_a_changed_file(packages, tmp_path):
    out = tmp_path / "generated"
    command = [sys.executable, "-m", "bitboard_tables", "generate", "--no-config", "--lang", "nim", "--out", str(out), *SECOND[:2]]
    assert subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120).returncode == 0
    assert (packages["core"] / "src" / "core" / "bitboards.nim").read_bytes() == (out / "bitboards.nim").read_bytes()
    assert 'version = "2.1.0"' in (packages["core"] / "core.nimble").read_text()
    copy = tmp_path / "checked"
    shutil.copytree(packages["core"], copy)
    command = [sys.executable, "-m", "bitboard_tables", "package", "--no-config", "--lang", "nim", "--out", str(copy), *SECOND, "--check"]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and proc.stdout == f"{copy}/ is up to date\n", proc.stdout + proc.stderr
    with open(copy / "tests" / "tself.nim", "a", encoding="utf-8") as f:
        f.write("\n")
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1 and proc.stderr.splitlines()[0] == f"{copy / 'tests' / 'tself.nim'}: differs from a fresh package", proc.stderr


@pytest.mark.parametrize("name", ["Bitboards", "my-tables", "mod", "system", "a__b", "tables_"])
def test_a_name_nim_imports_no_module_by_is_a_one_line_error(name, tmp_path):
    command = [sys.executable, "-m", "bitboard_tables", "package", "--no-config", "--lang", "nim", "--out", str(tmp_path), "--name", name]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and proc.stdout == "" and list(tmp_path.iterdir()) == [], proc.stdout
    assert proc.stderr.count("\n") == 1 and f"{name!r} is no name for a Nimble package: its module is imported" in proc.stderr, proc.stderr
