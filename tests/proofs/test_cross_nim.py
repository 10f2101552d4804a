"""bitboards.nim proven on aarch64, on big-endian s390x, on 32-bit i686, on
32-bit ARMv7 (armhf) and on wasm32, built here by the current Nim (2.2; Debian's 1.6
knows no s390x and is proven on x86-64) for each CPU (`--cpu:arm64` / `--cpu:s390x` /
`--cpu:i386` / `--cpu:arm`, `--os:linux`, its C by Debian's cross gcc, linked against
the target's glibc; or `--cpu:wasm32`, its C by clang for wasm32-wasi:
WASM32 below) and run under qemu-user with that glibc,
natively on i686 by that glibc's loader, or in Node's WASI (tests/harness/cross.py).
The module has one compile-time branch, `-d:bmi2` on
x86-64, which no CPU here takes: pext and pdep are the portable loop.

On each CPU, as on x86-64:

- the queries driver (every check on) prints every table entry equal to the
  generator's and answers every function of tests/harness/queries.py (a quarter
  of its rounds) and every line occupancy as the brute-force reference does;
- the sliders check (every check on) hashes every technique's answers on every
  subset of every relevant mask and on the random boards as
  tests/oracles/slider_hashes.py's reference does, and answers right on first use;
- the perft (-d:danger) counts the published numbers of every CPW position at
  depth 3, in one run (tests/harness/cross.py); on the 32-bit CPUs so does the perft whose
  sliders are the 32-bit magic's (tests/drivers/nim/build.py's perft_by).

Each program is built once a module, two at a time, in the cross builds' cache
(.venv/cross-build-cache), whose nimcache outlives the session: a warm build
compiles only the C that changed (Nim's system module is most of a cold one).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from bitboard_tables.languages.nim import CAPABILITIES
from bitboard_tables.mapping import mapping_named
from tests.conftest import GENERATED
from tests.drivers.nim.build import NIM_DIR, NIMS, Nim, perft_by
from tests.harness.cross import CROSS_BUILD_CACHE, WASI_STACK_FLAGS, build_each, built, check_cpw_perfts, check_driver, cross_gcc, emulated, every_nth
from tests.harness.cross import require_wasi, sysroot
from tests.harness.drivers import first_use_check, sliders_check
from tests.proofs.test_languages import _driver_io, contract_queries, expected_lines, expected_tables  # noqa: F401 (fixtures)

pytestmark = pytest.mark.timeout(240)

NIM = NIMS[-1]  # the current Nim
CHECKED = ("--checks:on", "--opt:speed")  # every check on, optimized: quick under qemu
# program -> its build flags
PROGRAMS = {
    "driver": CHECKED,
    "sliders": CHECKED,
    "perft": ("-d:danger",),  # without make perft-nim's LTO: speed is not measured under qemu
    "perft-magic32": ("-d:danger",),  # the perft by the 32-bit magic (build.perft_by), on the 32-bit CPUs
}
# the wasm32 programs that fill (the driver, the sliders check), linked with the small
# stack of tests/harness/cross.py (WASI_STACK), where a fill that built a table on the
# stack would trap; the perft keeps wasm-ld's (its move lists take some 7 KB a ply)
WASM32_STACK = {"driver": tuple(f"--passL:{flag}" for flag in WASI_STACK_FLAGS)}
WASM32_STACK["sliders"] = WASM32_STACK["driver"]
WORD32 = ("i686", "armhf", "wasm32")  # the CPUs of 32-bit words, where the 32-bit magic is for
# Nim's name of each CPU
NIM_CPUS = {"aarch64": "arm64", "s390x": "s390x", "i686": "i386", "armhf": "arm", "wasm32": "wasm32"}
# wasm32-wasi: its C by clang against Debian's wasi-libc, which has no threads, no signals
# and no mmap (Nim's allocator takes malloc); the C main tests/drivers/nim/wasi_main.c
WASM32 = (
    "--cpu:wasm32", "--os:linux", "--cc:clang", "--clang.exe:clang", "--clang.linkerexe:clang",
    "--passC:--target=wasm32-wasi", "--passL:--target=wasm32-wasi", "--threads:off", "-d:noSignalHandler",
    "-d:useMalloc", "--noMain:on", f"--passL:{NIM_DIR / 'wasi_main.c'}",
)


def cross_nim(nim: Nim, cpu: str) -> Nim:
    """Returns `nim` building for `cpu`: Linux by Debian's cross gcc of the CPU, linked
    against its glibc, or wasm32-wasi (WASM32); skips the test without the compiler."""
    if cpu == "wasm32":
        require_wasi()
        return replace(nim, target=WASM32)
    gcc, n = cross_gcc(cpu), NIM_CPUS[cpu]
    return replace(nim, target=(f"--cpu:{n}", "--os:linux", f"--{n}.linux.gcc.exe:{gcc}", f"--{n}.linux.gcc.linkerexe:{gcc}"))


@pytest.fixture(scope="module")
def programs() -> dict:
    """{(cpu, program): its path}, each built once, two at a time, in a directory of
    the cross builds' cache that is the same in every session."""
    if NIM.path is None:
        return {}
    jobs = {}
    for cpu in NIM_CPUS:
        for program, flags in PROGRAMS.items():
            if program == "perft-magic32" and cpu not in WORD32:
                continue
            where = CROSS_BUILD_CACHE / "programs" / f"{NIM.name}-{cpu}" / program

            def job(cpu=cpu, program=program, flags=flags, where=where):
                if program == "perft-magic32":
                    return cross_nim(NIM, cpu).compile("perft.nim", perft_by("magic32", GENERATED, where) / "perft", flags)
                stack = WASM32_STACK.get(program, ()) if cpu == "wasm32" else ()
                return cross_nim(NIM, cpu).program(program, GENERATED, where, (*flags, *stack))

            jobs[(cpu, program)] = job
    return build_each(jobs)


def _command(programs, cpu: str, program: str) -> list:
    NIM.require()
    return emulated(cpu, built(programs, (cpu, program)), sysroot(cpu))


@pytest.mark.parametrize("cpu", NIM_CPUS)
def test_driver_answers_every_query_as_on_x86_64(programs, expected_tables, contract_queries, expected_lines, cpu):
    asked = every_nth(_driver_io(contract_queries), 4)  # every function, a quarter of the rounds: 2 s a CPU
    check_driver(_command(programs, cpu, "driver"), expected_tables["LERF"], asked, expected_lines)


@pytest.mark.parametrize("cpu", NIM_CPUS)
def test_sliders_every_technique_on_every_subset_and_on_first_use(programs, cpu):
    command, techniques = _command(programs, cpu, "sliders"), CAPABILITIES.carried(mapping_named("LERF"))
    sliders_check(command, "LERF", techniques)
    first_use_check([*command, "first-use"], "LERF", techniques, threads=[0])


@pytest.mark.parametrize("cpu", NIM_CPUS)
def test_perft_counts_the_published_numbers(programs, cpu):
    check_cpw_perfts(_command(programs, cpu, "perft"))


@pytest.mark.parametrize("cpu", WORD32)
def test_perft_by_the_32_bit_magic_counts_the_published_numbers(programs, cpu):
    check_cpw_perfts(_command(programs, cpu, "perft-magic32"))
