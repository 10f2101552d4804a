"""The Go module of `bitboard-tables package --lang go`, self-tested by `go test -v`
on every Go at hand (tests/proofs/test_package.py through the driver's Package;
tests/proofs/test_package_go.py proves the rest with Go's own tools)."""

from __future__ import annotations

import os
import re
from pathlib import Path

from bitboard_tables.languages.go import go_name
from tests.drivers.go.build import GOS, Go
from tests.harness.drivers import Package, Ran, Spoil, check_every_lookup_checked, check_names, verdicts
from tests.harness.packages import run


def env(go: Go) -> dict:
    """The go's environment (no network, its build cache), its go first on PATH
    (staticcheck runs `go list`) and staticcheck's cache beside its build cache."""
    result = go.env()
    result["PATH"] = f"{Path(go.require()).parent}{os.pathsep}{result.get('PATH', '')}"
    result["STATICCHECK_CACHE"] = str(Path(result["GOCACHE"]).parent / "staticcheck")
    return result


def self_test(go: Go, tree: Path, work: Path) -> Ran:
    """`go test -v` in the module: its tests, each named as it passed or failed."""
    proc = run([go.require(), "test", "-v", "-count=1", "./..."], tree, env=env(go))
    assert proc.stderr == "" or proc.returncode, proc.stderr
    return verdicts(proc, r"^--- {verdict}: (\w+) ", "--- SKIP")


# the test of each check: TestLineTablesMatchTheirDefinitions, TestRookAttacksMagicOnEverySubset, TestKnightMoves
name = check_names(
    "TestLineTablesMatchTheirDefinitions", lambda lookup: f"Test{go_name(lookup.name)}OnEverySubset", lambda count: f"Test{go_name(count.kind)}"
)


def check(go: Go, tree: Path, ran: Ran) -> None:
    """Every rook and bishop lookup the module holds is one its self-test checks, each
    on its 102,400 or 5,248 occupancies."""
    source = (tree / "bitboards.go").read_text() + (tree / "bitboards_sliders.go").read_text()
    held = r"^func ((?:Rook|Bishop)Attacks\w*)\(occ uint64, sq int\) uint64"
    assert sorted(f"Test{lookup}OnEverySubset" for lookup in re.findall(held, source, flags=re.M)) == sorted(n for n in ran.names if n.endswith("OnEverySubset"))
    check_every_lookup_checked(source, held, ran.output, r"^\s+self_test\.go:\d+: (\w+): (\d+) occupancies checked$")


PACKAGE = Package(
    self_test, tuple(GOS), name=name, check=check, others=tuple(GOS),
    spoils=(
        # BETWEEN[a1][d1] is {b1, c1}: 0x6; spoiled, {c1}
        Spoil("bitboards.go", r"(var Between = .*\n.*\n\t\t(?:0x[0-9a-f]{16}, ){3})0x[0-9a-f]{16}", r"\g<1>0x0000000000000004",
              "TestLineTablesMatchTheirDefinitions", "Between[0][3] = 0x0000000000000004, want 0x0000000000000006"),
        # a1's fancy magic number: 0 sends every occupancy to one entry
        Spoil("bitboards_sliders.go", r"(var RookMagics = \[64\]uint64\{\n\t)0x[0-9a-f]{16}", r"\g<1>0x0000000000000000",
              "TestRookAttacksMagicOnEverySubset", "RookAttacksMagic(0x"),
    ),
    other=("--mapping", "BERF", "--name", "example.com/engine/tables/v2", "--namespace", "engine.core", "--version", "2.1.0"),
)  # fmt: skip
