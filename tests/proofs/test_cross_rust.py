"""bitboards.rs proven on aarch64, on big-endian s390x, on 32-bit i686 and on 32-bit
ARMv7 (armhf): built here by the current rustc (rustup's, on PATH) for
aarch64-unknown-linux-gnu, s390x-unknown-linux-gnu, i686-unknown-linux-gnu and
armv7-unknown-linux-gnueabihf, linked by Debian's cross gcc against the target's
glibc, and run under qemu-user with that glibc, or on i686 natively by that glibc's
loader (tests/harness/cross.py); and for wasm32-wasip1, linked by rustc's own
rust-lld and run in Node's WASI (issue 48), where the driver's threads run one
after another (WASI preview1 has none).

The targets' standard libraries are rustup's (`make test` adds them with `rustup
target add`): Debian 12 ships libstd-rust-dev for arm64 and s390x only as packages of
those architectures, which a multiarch install (dpkg --add-architecture) would
bring, with the target's libllvm14 and glibc; Debian's rustc 1.63 is not built here.

The module's compile-time branches on these targets: no PEXT (its cfg asks for
x86_64 with BMI2: the 64-bit pext is an x86-64 instruction); the two-lines
hyperbola's NEON path on aarch64 (`core::arch::aarch64`, printed from the one
vector model by languages/vector.py) and its portable path on s390x, i686 (its
SSE2 and SSSE3 byte swaps are x86-64's, `core::arch::x86_64`, though rustc's i686
baseline, the Pentium 4, has SSE2), armhf (its NEON path is aarch64's, and
rustc's armv7 target has no NEON) and wasm32 (no SIMD128 path), which the driver
names (`simd neon`, `simd portable`); the bit scans are trailing_zeros, which
rustc compiles to each target's instructions. On i686, armhf and wasm32 a square
is a 32-bit usize.

On each target, as on x86-64 (tests/proofs/test_languages.py, test_rust.py):
the driver prints every table entry equal to the generator's and answers every
query of tests/harness/queries.py and every line occupancy as the brute-force
reference does; its `sliders` digests every technique's answers on every subset
of every relevant mask to the generator's, with no mismatch on the random boards,
and answers right on first use from four threads and after each fill group's
own fill; perft.rs counts the published numbers of every CPW position at depth
3, in one run (tests/harness/cross.py: check_cpw_perfts).
"""

from __future__ import annotations

import dataclasses
import importlib
import subprocess
from pathlib import Path

import pytest

from tests.conftest import GENERATED
from tests.drivers.c.build import missing
from tests.harness.cross import WASI_STACK, build_each, built, check_cpw_perfts, check_driver, cross_gcc, emulated, sysroot
from tests.proofs.test_languages import _driver_io, contract_queries, expected_lines, expected_tables  # noqa: F401 (fixtures)
from tests.proofs.test_rust import check_sliders

# the build module (the driver package's build() shadows its name)
rustbuild = importlib.import_module("tests.drivers.rust.build")

pytestmark = pytest.mark.timeout(180)

CPUS = ("aarch64", "s390x", "i686", "armhf", "wasm32")
# Rust's target of each CPU, where it is not CPU-unknown-linux-gnu: wasm32's is WASI's
# (preview1), run in Node's WASI (tests/harness/cross.py)
TRIPLES = {"armhf": "armv7-unknown-linux-gnueabihf", "wasm32": "wasm32-wasip1"}
# the CPUs whose target rustc links by its own rust-lld (the others: by Debian's cross gcc)
OWN_LINKER = ("wasm32",)
# the two-lines hyperbola's path each target takes: i686's has SSE2 (rustc's baseline is the
# Pentium 4), but the module's SSE2 path is x86-64's (core::arch::x86_64); rustc's armv7
# target has no NEON (-neon), and the module's NEON path is aarch64's; wasm's SIMD128 has none
SIMD = {"aarch64": "neon", "s390x": "portable", "i686": "portable", "armhf": "portable", "wasm32": "portable"}
IDS = [f"{cpu}-no-bmi2-{SIMD[cpu]}-hyperbola-{rustbuild.NEWEST.name}" for cpu in CPUS]
# the driver's opt-level: 1 under qemu (its checks run quicker), 0 on i686, native, and on
# wasm32 (half the build's CPU, and its debug assertions and overflow checks on, on 32-bit usize)
DRIVER_OPT_LEVEL = {"aarch64": "1", "s390x": "1", "i686": "0", "armhf": "1", "wasm32": "0"}
# the driver's linker flags on each CPU: on wasm32, the small stack of tests/harness/cross.py
# (WASI_STACK) in place of rustc's 1 MiB, placed first as rustc places it (--stack-first),
# where a fill that built a table on the stack would trap (the rook's 800 KB fit in 1 MiB)
DRIVER_LINK = {"wasm32": ("-C", f"link-arg=-zstack-size={32768}")}


def _cross_rustc(cpu: str):
    """Returns the current rustc building for `cpu`'s Linux, linked by Debian's cross gcc
    (or for OWN_LINKER's CPUs, by rustc's own linker); skips the test without the target's
    standard library or the linker (fails under CI)."""
    rustc = rustbuild.NEWEST
    triple = TRIPLES.get(cpu, f"{cpu}-unknown-linux-gnu")
    proc = subprocess.run([rustc.require(), "--print", "sysroot"], capture_output=True, text=True)
    if not (Path(proc.stdout.strip()) / "lib" / "rustlib" / triple / "lib").is_dir():
        missing(f"Rust's standard library for {triple} (rustup target add {triple})")
    linker = () if cpu in OWN_LINKER else ("-C", f"linker={cross_gcc(cpu)}")
    return dataclasses.replace(rustc, target=("--target", triple, *linker))


def _linking(rustc, flags: tuple):
    """Returns `rustc` building with the linker `flags` too."""
    return dataclasses.replace(rustc, target=(*rustc.target, *flags))


@pytest.fixture(scope="module")
def programs(tmp_path_factory) -> dict:
    """{(CPU, program): its path}: the driver and the perft of each target, built once,
    two at a time."""
    root = tmp_path_factory.mktemp("cross-rust")
    jobs = {}
    for cpu in CPUS:
        where = root / cpu
        where.mkdir()
        driver = lambda c=cpu, w=where: rustbuild.build_driver(  # noqa: E731
            _linking(_cross_rustc(c), DRIVER_LINK.get(c, ())), GENERATED / "bitboards.rs", w, opt_level=DRIVER_OPT_LEVEL[c]
        )
        jobs[(cpu, "driver")] = driver
        # opt-level 0: a third of -O's build time, its overflow checks on
        perft = lambda c=cpu, w=where: rustbuild.build_rust_perft(  # noqa: E731
            _cross_rustc(c), GENERATED / "bitboards.rs", w / "perft", optimize="-Copt-level=0"
        )
        jobs[(cpu, "perft")] = perft
    return build_each(jobs)


def _emulated(programs, cpu: str, program: str) -> list:
    return emulated(cpu, built(programs, (cpu, program)), sysroot(cpu))


@pytest.mark.parametrize("cpu", CPUS, ids=IDS)
def test_driver_answers_every_query_as_on_x86_64(programs, expected_tables, contract_queries, expected_lines, cpu):
    check_driver(_emulated(programs, cpu, "driver"), expected_tables["LERF"], _driver_io(contract_queries), expected_lines)


@pytest.mark.parametrize("cpu", CPUS, ids=IDS)
def test_every_slider_technique_on_every_subset_fill_and_first_use(programs, cpu):
    check_sliders(_emulated(programs, cpu, "driver"), "LERF", pext=False, simd=SIMD[cpu])


@pytest.mark.parametrize("cpu", CPUS, ids=IDS)
def test_perft_counts_the_published_numbers(programs, cpu):
    check_cpw_perfts(_emulated(programs, cpu, "perft"))
