"""The Nim test driver: driver.nim on bitboards.nim, built by each Nim at hand (build.py); the perft
tests/perft/perft.nim as `make perft-nim` builds it, and by the 32-bit magic. Its sliders driver is sliders.nim,
on the current Nim also with PEXT by BMI2's instruction (-d:bmi2) where the CPU has it; the module fills its packed
tables at its initialization: no fill to call. The Nimble package of `bitboard-tables package --lang nim` is
self-tested on both Nims: its tests/tself.nim built as `nimble test` builds it (through tests/config.nims), strict
(tests/proofs/test_package.py; test_package_nim.py proves the rest with Nim's own tools)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from bitboard_tables.languages.nim import nim_name
from tests.conftest import GENERATED
from tests.drivers.c.build import cpu_has_bmi2
from tests.drivers.nim.build import CHECKED, NIM, NIMS, PERFT_MODE, Nim, perft_by, together
from tests.harness.drivers import Driver, Examples, Package, Ran, Sliders, Spoil, branch_command, check_every_lookup_checked, check_names, slider_perfts, verdicts
from tests.harness.packages import run


def branches(nim) -> tuple:
    """The portable build of sliders.nim, and on the current Nim where the CPU has BMI2 ("bmi2",)."""
    return ((),) + ((("bmi2",),) if nim is NIMS[-1] and cpu_has_bmi2() else ())


def build_sliders(nim, outputs: Path, build_dir: Path, mapping: str):
    """Returns how to run sliders.nim built by `nim` in its quick mode on `mapping`'s module in `outputs`, on each of its branches."""
    built = {b: nim.program("sliders", outputs, build_dir / "-".join(("sliders", *b)), (*nim.quick, *(f"-d:{d}" for d in b)), mapping) for b in branches(nim)}
    for branch, program in built.items():  # PEXT by the instruction in the bmi2 build alone
        assert ("\tpext " in subprocess.run(["objdump", "-d", str(program)], capture_output=True, text=True, check=True).stdout) == bool(branch), branch
    return branch_command(built)


def run_example(nim, code: str, work: Path) -> list:
    """Returns what a documents' Nim block prints: main.nim beside generated/bitboards.nim, built by `nim` and run."""
    return subprocess.run([str(nim.program("main", GENERATED, work, (), source=code))], capture_output=True, text=True, check=True).stdout.splitlines()


def self_test(nim: Nim, tree: Path, work: Path) -> Ran:
    """Runs tests/tself.nim built by `nim` in its quick mode: "PASS name" or "FAIL name: what differs" a test."""
    proc = run([nim.compile("tself.nim", tree / "tests" / f"tself-{nim.name}", nim.quick)], tree)
    assert proc.stderr == "", proc.stderr
    return verdicts(proc, r"^{verdict} (\w+)", "SKIP")


PACKAGE = Package(
    self_test, tuple(NIMS), others=tuple(NIMS),
    check=lambda nim, tree, ran: check_every_lookup_checked(  # each rook and bishop lookup of the module, on its every occupancy
        next(tree.glob("src/*/bitboards.nim")).read_text(), r"^(?:func|proc) ((?:rook|bishop)Attacks\w*)\*\(occ: uint64, sq: int\)",
        ran.output, r"^PASS (\w+)OnEverySubset: (\d+) occupancies checked$"),
    # the test of each check: lineTablesMatchTheirDefinitions, rookAttacksMagicOnEverySubset, knightMoves
    name=check_names("lineTablesMatchTheirDefinitions", lambda lookup: f"{nim_name(lookup.name)}OnEverySubset", lambda count: nim_name(count.kind)),
    spoils=(
        # BETWEEN[a1][d1] is {b1, c1}: 0x6 (the second line of [a1], two values a line); spoiled, {c1}
        Spoil("src/bitboards/bitboards.nim", r"(const BETWEEN\*: .*\n.*\n.*\n    0x[0-9a-f]{16}'u64, )0x[0-9a-f]{16}",
              r"\g<1>0x0000000000000004", "lineTablesMatchTheirDefinitions",
              "FAIL lineTablesMatchTheirDefinitions: BETWEEN[0][3] = 0x0000000000000004, want 0x0000000000000006"),
        # a1's fancy magic number: 0 sends every occupancy to one entry
        Spoil("src/bitboards/bitboards.nim", r"(const ROOK_MAGICS\*: .*\n  )0x[0-9a-f]{16}", r"\g<1>0x0000000000000000",
              "rookAttacksMagicOnEverySubset", "FAIL rookAttacksMagicOnEverySubset: rookAttacksMagic(0x"),
    ),
    other=("--mapping", "BERF", "--name", "core", "--version", "2.1.0"),
)  # fmt: skip


# the driver in its Nim's mode on the committed module, its quick one on a mapping's; the perft as `make perft-nim`
# builds it, by Debian's Nim; the mappings' perft (CHECKED) counts each position at the deepest depth within 2 M nodes
DRIVER = Driver(
    "nim", tuple(NIMS), perft="perft-nim", perft_nodes=2_000_000, package=PACKAGE,
    build=lambda nim, outputs, where: [str(nim.program("driver", outputs, where / nim.name, nim.mode if outputs == GENERATED else nim.quick))],
    build_perft=lambda outputs, exe: [str(NIM.program("perft", outputs, exe.parent / f"{exe.name}-src", PERFT_MODE).replace(exe))],
    build_together=lambda nim, outputs, where: together(nim, "driver", outputs, where),
    build_perfts_together=lambda outputs, where: together(NIM, "perft", outputs, where),
    examples=Examples("nim", "import bitboards", "echo ", r"#\s*(.+?)\s*$", run_example, every_toolchain=True),
    sliders=Sliders(
        build_sliders, fills=(), threads=(0,), branches=branches,  # the perft by a technique: Debian's Nim, every check on (its C optimized: it counts 14 M nodes)
        build_perft=lambda technique, outputs, where: [str(NIM.compile("perft.nim", perft_by(technique, outputs, where) / "perft", CHECKED))],
        perfts={"magic32": slider_perfts()},  # the 32-bit index, Nim's on i686, armhf and wasm32 (its i686 speed: docs/performance.md)
    ),
)  # fmt: skip
