"""The Nimble package of `bitboard-tables package --lang nim`, self-tested on both Nims: its
tests/tself.nim built as `nimble test` builds it (through tests/config.nims), strict
(tests/proofs/test_package.py; test_package_nim.py proves the rest with Nim's own tools)."""

from __future__ import annotations

from pathlib import Path

from bitboard_tables.languages.nim import nim_name
from tests.drivers.nim.build import NIMS, Nim
from tests.harness.drivers import Package, Ran, Spoil, check_every_lookup_checked, check_names, verdicts
from tests.harness.packages import run


def self_test(nim: Nim, tree: Path, work: Path) -> Ran:
    """Runs tests/tself.nim built by `nim` in its quick mode: a line "PASS name" or "FAIL
    name: what differs" a test, every test run."""
    proc = run([nim.compile("tself.nim", tree / "tests" / f"tself-{nim.name}", nim.quick)], tree)
    assert proc.stderr == "", proc.stderr
    return verdicts(proc, r"^{verdict} (\w+)", "SKIP")


def check(nim: Nim, tree: Path, ran: Ran) -> None:
    (module,) = tree.glob("src/*/bitboards.nim")
    held = r"^(?:func|proc) ((?:rook|bishop)Attacks\w*)\*\(occ: uint64, sq: int\)"
    check_every_lookup_checked(module.read_text(), held, ran.output, r"^PASS (\w+)OnEverySubset: (\d+) occupancies checked$")


PACKAGE = Package(
    self_test, tuple(NIMS), check=check, others=tuple(NIMS),
    # the test of each check: lineTablesMatchTheirDefinitions, rookAttacksMagicOnEverySubset, knightMoves
    name=check_names("lineTablesMatchTheirDefinitions", lambda lookup: f"{nim_name(lookup.name)}OnEverySubset", lambda count: nim_name(count.kind)),
    spoils=(
        # BETWEEN[a1][d1] is {b1, c1}: 0x6; spoiled, {c1}
        Spoil("src/bitboards/bitboards.nim", r"(const BETWEEN\*: .*\n.*\n    (?:0x[0-9a-f]{16}'u64, ){3})0x[0-9a-f]{16}",
              r"\g<1>0x0000000000000004", "lineTablesMatchTheirDefinitions",
              "FAIL lineTablesMatchTheirDefinitions: BETWEEN[0][3] = 0x0000000000000004, want 0x0000000000000006"),
        # a1's fancy magic number: 0 sends every occupancy to one entry
        Spoil("src/bitboards/bitboards.nim", r"(const ROOK_MAGICS\*: .*\n  )0x[0-9a-f]{16}", r"\g<1>0x0000000000000000",
              "rookAttacksMagicOnEverySubset", "FAIL rookAttacksMagicOnEverySubset: rookAttacksMagic(0x"),
    ),
    other=("--mapping", "BERF", "--name", "core", "--version", "2.1.0"),
)  # fmt: skip
