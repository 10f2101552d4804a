"""C and C++ proven on aarch64 and on big-endian s390x, under qemu-user (issue 40),
on 32-bit i686, natively, and on 32-bit ARMv7 (armhf), under qemu-arm (issue 48);
C and C++ on wasm32, in Node's WASI (issue 48: clang --target=wasm32-wasi, the
Wasm32 target below; its C++ against Debian's libc++ built without threads, so
bitboards.hpp's fill takes no lock there).

Debian's cross compilers (/usr/bin/aarch64-linux-gnu-gcc and -g++,
/usr/bin/s390x-linux-gnu-gcc and -g++, /usr/bin/i686-linux-gnu-gcc and -g++,
/usr/bin/arm-linux-gnueabihf-gcc and -g++) build the drivers and perfts of the
x86-64 proofs unchanged; qemu-user runs them
(`qemu-aarch64 -L /usr/aarch64-linux-gnu PROGRAM`), or, on i686, the cross glibc's
own loader (tests/harness/cross.py: emulated), each asked what it is asked on
x86-64 and held to the same answers. On each target:

- the queries drivers (tests/drivers/c/driver.c on bitboards.h, built with the
  compiler's bit scans, __builtin_ctzll, and with the portable ones,
  BB_NO_BUILTINS; tests/drivers/cpp's four units on bitboards.hpp in C++17, its
  portable constexpr bit scans, but on i686 in C++20, <bit>'s, whose lsb takes two
  32-bit scans there): every table entry, every function over its
  whole domain, every subset of every line, the square helpers, against
  tests/oracles/reference.py's brute force, in one process each;
- the C sliders check (tests/drivers/c/sliders.c) with the constant tables and
  with BB_FILL_SLIDER_TABLES: every technique the target has (no PEXT) on every
  subset of every relevant mask and 1,000 random boards a square without a
  mismatch, every line equal to an x86-64 build's of the same branches (the
  packed tables' hashes included), and its first-use threads (constant) or each
  fill group's own fill (filled) against the reference; the C++ sliders
  (tests/drivers/cpp/sliders.cpp, C++17: the portable byte swap) on every subset
  and 200 random boards a square in the digests tests/proofs/test_cpp.py computes
  from the generator and the reference, and its first-use threads (on i686 built
  with -mbmi2, as -m32 -march=native on a BMI2 CPU: PEXT left out, `pext no`;
  on armhf with -mfpu=neon, as the constant tables' C check);
- the perfts (tests/perft/perft.c, perft.cpp, as `make perft` and `make
  perft-cpp` build them, the latter in C++20: <bit>'s bit scans): every CPW
  position at depth 3, in one run (tests/harness/cross.py: check_cpw_perfts);
- NEON's two-lines hyperbola (vrev64q_u8 in the disassembly) where the build says
  `simd neon`: aarch64's by default, armhf's with -mfpu=neon (Debian's ARMv7-A
  has VFPv3-D16 and no NEON: its filled tables' C check takes the portable path,
  and no vrev64.8 is in it);
- hyperbola by bit reversal: its rook lookup in the aarch64 sliders checks
  holds four `rbit`s (gcc: ACLE's __rbitll), none with BB_NO_BUILTINS (the
  portable ladder), and four built by clang (__builtin_bitreverse64);
- the x86-64-only branches absent: the target defines none of __x86_64__,
  __SSE2__ and __BMI2__ (i686 too: Debian's i686 gcc is -march=i686, no SSE2;
  and the header's SSE2 hyperbola asks for __x86_64__, its PEXT for BMI2's
  64-bit pext, an x86-64 instruction), BB_PEXT stops the build with the header's
  one line, and the two-lines hyperbola says it took its portable path (C's
  `simd portable`, C++'s `simd portable` and `pext no`).

On i686 every 64-bit shift, multiply and bit scan runs on 32-bit halves
(__builtin_ctzll and std::countr_zero of a 64-bit word are calls of libgcc's
__ctzdi2 with gcc 12, which both headers' lsb avoids by two 32-bit scans): a header that shifted `1UL << sq`
passes on x86-64 and fails here, at `square_bb 32`. Natively, its programs cost
little to run: the full domain everywhere, as on x86-64. armhf is 32-bit too,
under qemu-arm, with the questions of aarch64.

Each test's id names the target and the branches its build took. The builds (one
compiler invocation each, two at a time) are made once, by the module's fixture.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Dict, List, Optional, Tuple

import pytest

from bitboard_tables.mapping import LERF
from bitboard_tables.sliders import techniques
from tests.conftest import GENERATED
from tests.drivers.c import build as build_c_driver
from tests.drivers.c.build import C_DIR, STRICT, Compiler, build_perft_c, missing
from tests.drivers.c.build import build_sliders as build_c_sliders
from tests.drivers.cpp.build import CPP_STRICT, build_driver, build_perft_cpp
from tests.drivers.cpp.build import build_sliders as build_cpp_sliders
from tests.harness import queries
from tests.harness.cross import EMULATORS, WASI_STACK_FLAGS, check_cpw_perfts, emulated, require_wasi, sysroot, triplet
from tests.harness.drivers import check_each_fill_fills_its_group, first_use_check, run
from tests.proofs.test_c_sliders import FILL, _counts, _expected_checks, _first_use_techniques
from tests.proofs.test_cpp import RANDOM_BOARDS, SEED, _carried, _check_sliders, _slider_expected
from tests.proofs.test_languages import (  # its session fixtures, the expected answers, too
    _driver_io,
    _expected_squares,
    _same,
    contract_queries,
    expected_lines,
    expected_tables,
)

# the packed tables a build without BMI2 holds, each of which its sliders check hashes
NO_PEXT_TABLES = {f.table for t in techniques(LERF) for f in t.fills if "bmi2" not in t.needs}

pytestmark = pytest.mark.timeout(120)

Command = List[str]


@dataclass(frozen=True)
class Target:
    """A CPU Debian cross-compiles for and qemu-user runs, or this machine (i686)."""

    name: str  # as Debian names it: "aarch64", "s390x", "i686", "armhf"
    simd: str  # the two-lines hyperbola's path its compilers take by default: "neon" or "portable"
    machine: str = ""  # the compiler's macro of the CPU, __MACHINE__, where it is not the name: "arm"
    # the flags that take the NEON path where the compilers' default does not (armhf):
    # the constant tables' C sliders check and the C++ one are built with them
    neon: Tuple[str, ...] = ()

    @property
    def triplet(self) -> str:
        return triplet(self.name)

    @property
    def macro(self) -> str:
        return f"__{self.machine or self.name}__"

    @property
    def cc(self) -> str:
        return f"/usr/bin/{self.triplet}-gcc"

    @property
    def cxx(self) -> str:
        return f"/usr/bin/{self.triplet}-g++"

    @property
    def qemu(self) -> Optional[str]:
        """Its qemu-user, or None where this machine runs its programs (i686)."""
        return EMULATORS[self.name]

    @property
    def c(self) -> Tuple[str, ...]:
        """The C compiler's command, before the flags of a build."""
        return (self.cc,)

    @property
    def cpp(self) -> Tuple[str, ...]:
        """The C++ compiler's command, before the flags of a build."""
        return (self.cxx,)

    def require(self, language: str = "c") -> None:
        """Returns when the target's compilers (of C, or of C++ too) and qemu are
        installed; otherwise `missing`."""
        for tool in (self.cc, self.cxx, *((self.qemu,) if self.qemu else ())):
            if not os.access(tool, os.X_OK):
                missing(tool)

    def command(self, program: Path) -> Command:
        """The command that runs `program` under qemu-user, or natively by the cross
        glibc's loader (i686), the target's libraries from Debian's cross sysroot."""
        return emulated(self.name, program, sysroot(self.name))


class Wasm32(Target):
    """wasm32 on WASI (issue 48): Debian's clang 14 (`--target=wasm32-wasi`) against
    Debian's wasi-libc, linked by lld-14's wasm-ld with the compiler-rt of
    libclang-rt-14-dev-wasm32, each program run in Node's WASI
    (tests/harness/cross.py: emulated), on a stack of 16 KiB placed first in memory
    (WASI_STACK_FLAGS), where a fill that built a table on the stack would trap
    (but the perfts': their move lists take 7 KB a ply); its C++ by clang++ 14 against Debian's
    wasm32 libc++ 14 (libc++-14-dev-wasm32), built without threads
    (_LIBCPP_HAS_NO_THREADS), where bitboards.hpp's fill takes no std::mutex.
    WASI preview1 has no threads: tests/drivers/c/wasi/pthread.h runs the C
    first-use check's threads one after another, and the C++ sliders check built
    with ONE_THREAD asks each thread's questions in turn on its one thread."""

    triplet = "wasm32-wasi"  # clang's target; the compiler's name in the test ids
    cc = "clang"
    cxx = "clang++"
    qemu = None

    @property
    def c(self) -> Tuple[str, ...]:
        return ("clang", f"--target={self.triplet}", "-isystem", str(C_DIR / "wasi"), *WASI_STACK_FLAGS)

    @property
    def cpp(self) -> Tuple[str, ...]:
        return ("clang++", f"--target={self.triplet}", "-DONE_THREAD", *WASI_STACK_FLAGS)

    def require(self, language: str = "c") -> None:
        require_wasi(language == "c++")


# i686: no vector hyperbola (SSE2's is x86-64's: the header asks for __x86_64__); armhf:
# Debian's ARMv7-A has VFPv3-D16 and no NEON, which -mfpu=neon adds (__ARM_NEON);
# wasm32: none either (the header has no wasm SIMD128 path)
TARGETS = (
    Target("aarch64", "neon"), Target("s390x", "portable"), Target("i686", "portable"),
    Target("armhf", "portable", "arm", ("-mfpu=neon",)), Wasm32("wasm32", "portable"),
)  # fmt: skip


@dataclass(frozen=True)
class CrossBuild:
    """One program of the x86-64 proofs built for a target."""

    id: str  # the test id: what, the target, the branches taken
    target: Target
    compiler: Compiler  # the cross compiler, its flags and defines
    # (compiler, build directory) -> the program
    make: Callable[[Compiler, Path], Path]
    simd: str = "portable"  # the two-lines hyperbola's path the build takes


def _c_driver(compiler: Compiler, work: Path) -> Path:
    return Path(build_c_driver(compiler, GENERATED, work)[0])


def _c_sliders(compiler: Compiler, work: Path) -> Path:
    return build_c_sliders(compiler, GENERATED, work / "sliders")


def _c_perft(compiler: Compiler, work: Path) -> Path:
    # clang's target, wasm32's; not its small stack (WASI_STACK_FLAGS): the perft's move
    # lists take 7 KB a ply, and its tables are constant (it fills nothing)
    target = [flag for flag in compiler.command if flag.startswith("--target=")]
    return build_perft_c(GENERATED, work / "perft", *target, *(f"-D{d}" for d in compiler.defines), compiler=compiler.command[0])


def _cpp_driver(compiler: Compiler, work: Path) -> Path:
    # nm: every table stored once, but in a wasm32 program (no symbols of its data)
    return build_driver(compiler, GENERATED, work, "--target=wasm32-wasi" not in compiler.command)


def _cpp_sliders(compiler: Compiler, work: Path) -> Path:
    return build_cpp_sliders(compiler, GENERATED, work / "sliders")


def _cpp_perft(compiler: Compiler, work: Path) -> Path:
    target = [flag for flag in compiler.command if flag.startswith("--target=")]  # clang's, wasm32's
    return build_perft_cpp(GENERATED, work / "perft", compiler.command[0], *target)  # C++20, as make perft-cpp


# the C++ driver's standard and bit scans, by CPU: C++17's portable ones, but on i686
# C++20's <bit>, whose lsb takes two 32-bit scans on a 32-bit CPU (UINTPTR_MAX), asked
# over its whole domain there (the 32-bit perfts, C++20, run it too)
CPP_DRIVER_STD = {"i686": ("c++20", "bit-header")}


def _builds(target: Target) -> List[CrossBuild]:
    """Every program built for `target`, each named by the branches it takes."""
    t = target.name
    c = Compiler(f"{target.triplet}-{Path(target.cc).name.split('-')[-1]}", (*target.c, "-std=c99", "-O1", *STRICT))
    cxx = Compiler(f"{target.triplet}-{Path(target.cxx).name.split('-')[-1]}", (*target.cpp, "-O1", *CPP_STRICT), "c++")

    def std(compiler: Compiler, flag: str, *flags: str) -> Compiler:
        return replace(compiler, command=(compiler.command[0], f"-std={flag}", *flags, *compiler.command[1:]))

    def defining(compiler: Compiler, *defines: str) -> Compiler:
        return replace(compiler, defines=defines)

    simd, neon = target.simd, "neon" if target.neon else target.simd
    constant = replace(c, command=(*c.command, *target.neon))  # the constant tables' C sliders: NEON where it can
    # i686's C++ sliders with BMI2 (as -m32 -march=native on a BMI2 CPU): the header
    # leaves PEXT out, its pext being 32-bit, and every other technique is right
    bmi2_flags = ("-mbmi2",) if t == "i686" else ()
    bmi2 = "bmi2-no-pext" if bmi2_flags else "no-bmi2"
    driver_std, scans = CPP_DRIVER_STD.get(t, ("c++17", "portable"))
    out = [
        CrossBuild(f"c-driver-{t}-builtin-bitscan", target, c, _c_driver),
        CrossBuild(f"c-driver-{t}-portable-bitscan", target, defining(c, "BB_NO_BUILTINS"), _c_driver),
        CrossBuild(f"c-sliders-{t}-constant-builtin-bitscan-no-pext-{neon}-simd", target, constant, _c_sliders, neon),
        CrossBuild(f"c-perft-{t}-builtin-bitscan", target, c, _c_perft),
        CrossBuild(f"cpp-driver-{t}-{driver_std}-{scans}-bitscan", target, std(cxx, driver_std), _cpp_driver),
        CrossBuild(f"cpp-sliders-{t}-c++17-portable-byteswap-{bmi2}-{neon}-simd", target, std(cxx, "c++17", *bmi2_flags, *target.neon), _cpp_sliders, neon),
        CrossBuild(f"cpp-perft-{t}-c++20-bit-header-bitscan", target, cxx, _cpp_perft),
    ]  # fmt: skip
    # the filled tables with the portable bit scans and byte swap, and the scalar
    # hyperbola: BB_NO_SIMD where the target has a vector path
    no_simd = ("BB_NO_SIMD",) if simd != "portable" else ()
    filled = defining(c, "BB_NO_BUILTINS", FILL, *no_simd)
    out.insert(3, CrossBuild(f"c-sliders-{t}-filled-portable-bitscan-no-pext-{'no-simd-' if no_simd else ''}portable-simd", target, filled, _c_sliders))
    if simd != "portable":  # perft.c with the two-lines hyperbola's sliders and pins
        by_lanes = defining(c, "BB_SLIDERS=BB_SLIDERS_HYPERBOLA_SIMD")
        out.insert(5, CrossBuild(f"c-perft-{t}-builtin-bitscan-hyperbola-simd-{simd}", target, by_lanes, _c_perft, simd))
    return out


BUILDS = [b for target in TARGETS for b in _builds(target)]


def _of(kind: str) -> List[CrossBuild]:
    return [b for b in BUILDS if b.id.startswith(f"{kind}-")]


def _ids(builds: List[CrossBuild]) -> List[str]:
    return [b.id for b in builds]


# x86-64's build of the C sliders check with the branches the targets take (no PEXT,
# the portable two-lines hyperbola): what every target's check must print
X86_64_SLIDERS = Compiler("x86-64-gcc-filled-no-simd", ("gcc", "-std=c99", "-O1", *STRICT), defines=(FILL, "BB_NO_SIMD"))


class Programs:
    """The module's programs, each built once: {id: its command (under qemu, or
    native on i686)}, or the failure of its build (pytest's skip of a missing tool
    too), raised by `get`."""

    def __init__(self, done: Dict[str, object]):
        self.done = done

    def get(self, build_id: str) -> Command:
        found = self.done[build_id]
        if isinstance(found, BaseException):
            raise found
        return found


@pytest.fixture(scope="module")
def programs(tmp_path_factory) -> Programs:
    work = tmp_path_factory.mktemp("cross-c")

    def one(build: CrossBuild) -> Tuple[str, object]:
        try:
            build.target.require(build.compiler.language)
            where = work / build.id
            where.mkdir()
            return build.id, build.target.command(build.make(build.compiler, where))
        except BaseException as exc:  # pytest's skip and fail too
            return build.id, exc

    def x86_64() -> Tuple[str, object]:
        try:
            X86_64_SLIDERS.require()
            return X86_64_SLIDERS.name, [str(_c_sliders(X86_64_SLIDERS, work))]
        except BaseException as exc:
            return X86_64_SLIDERS.name, exc

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        jobs = [pool.submit(x86_64)] + [pool.submit(one, b) for b in BUILDS]
        return Programs(dict(job.result() for job in jobs))


# --- the queries drivers: the full domain, as tests/proofs/test_languages.py asks --


DRIVERS = _of("c-driver") + _of("cpp-driver")


@pytest.fixture(scope="module")
def driver_runs(programs, contract_queries) -> Dict[str, object]:
    """{driver id: the lines it answers to DRIVER_QUESTIONS under qemu, or the failure},
    the drivers run two at a time."""
    asked = _driver_questions(contract_queries)

    def one(build: CrossBuild) -> Tuple[str, object]:
        try:
            return build.id, run(programs.get(build.id), asked)
        except BaseException as exc:  # pytest's skip and fail too
            return build.id, exc

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return dict(pool.map(one, DRIVERS))


def _driver_questions(contract_queries) -> str:
    """Every table, the functions over their domains, every subset of every line, the
    square helpers: the driver's input (no build here is a checked mode)."""
    squares, _ = _expected_squares("LERF")
    lines = "".join(f"lines {seed}\n" for seed in queries.LINE_NOISE_SEEDS)
    return "tables\n" + _driver_io(contract_queries)[0] + lines + squares


@pytest.mark.parametrize("build", DRIVERS, ids=_ids(DRIVERS))
def test_driver_answers_every_table_function_and_line_as_brute_force(driver_runs, build, expected_tables, contract_queries, expected_lines):
    """Every table entry equal to the generator's, every function over its whole
    domain and every subset of every line (alone and with pieces off it) equal to
    the brute force, the square helpers and names: all in one run under qemu."""
    got = driver_runs[build.id]
    if isinstance(got, BaseException):
        raise got
    asked, answers = _driver_io(contract_queries)
    parts = (expected_tables["LERF"], answers, expected_lines, _expected_squares("LERF")[1])
    assert len(got) == sum(len(part) for part in parts), (len(got), [len(part) for part in parts])
    start = 0
    for part, text in zip(parts, ("", asked, "", "")):
        _same(got[start : start + len(part)], part, text)
        start += len(part)


# --- the slider techniques -------------------------------------------------------


@pytest.fixture(scope="module")
def x86_64_sliders(programs) -> List[str]:
    """What x86-64's build of the C sliders check prints (X86_64_SLIDERS), run once for
    every target's to equal."""
    return run(programs.get(X86_64_SLIDERS.name), "")


@pytest.mark.parametrize("build", _of("c-sliders"), ids=_ids(_of("c-sliders")))
def test_c_sliders_every_technique_on_every_subset_as_on_x86_64(programs, x86_64_sliders, build):
    """Every technique the target has (no PEXT), rook, bishop and queen, and the
    magic one-lookup x-rays, on every subset of every relevant mask and 1,000
    random boards a square against sliders.c's ray loop: no mismatch, the path of
    the two-lines hyperbola named, and every line (the counts, the packed tables'
    hashes) as x86-64's build of the same branches prints it."""
    got = run(programs.get(build.id), "")
    counts = _counts(got)
    assert {k: v[0] for k, v in counts.items()} == _expected_checks(False)
    assert {k: v[1] for k, v in counts.items() if v[1]} == {}
    assert [line for line in got if line.startswith("simd ")] == [f"simd {build.simd}"]
    assert [line for line in got if not line.startswith("simd ")] == [line for line in x86_64_sliders if not line.startswith("simd ")]
    assert sum(line.startswith("hash ") for line in got) == len(NO_PEXT_TABLES)  # the packed tables but PEXT's


@pytest.mark.parametrize("build", _of("c-sliders"), ids=_ids(_of("c-sliders")))
def test_c_sliders_first_use_answers_as_the_reference(programs, build):
    """Constant tables: four threads released together ask every lookup before any
    fill. Filled tables: each fill group's own fill fills its tables alone, then
    thread 0 asks. Every answer as tests/oracles/reference.py's ray walks."""
    from bitboard_tables.languages.c import dialect
    from bitboard_tables.languages.c import CPrinter
    from bitboard_tables.languages.slider_section import fill_groups
    from bitboard_tables.mapping import LERF

    command, techniques = programs.get(build.id), _first_use_techniques(build.compiler)
    if FILL not in build.compiler.defines:
        first_use_check([*command, "first-use"], "LERF", techniques)
        return
    out = first_use_check([*command, "fill-each"], "LERF", techniques, threads=[0])
    check_each_fill_fills_its_group(out, [g for g in fill_groups(LERF, dialect(CPrinter("BB_", "bb_"))) if not g.condition])


@pytest.mark.parametrize("build", _of("cpp-sliders"), ids=_ids(_of("cpp-sliders")))
def test_cpp_sliders_every_technique_on_every_subset_as_the_generator(programs, build):
    """sliders.cpp's digests of every technique (no PEXT: `pext no`) on every subset
    of every relevant mask and 200 random boards a square, and of every packed
    table after fill_slider_tables() twice, as tests/proofs/test_cpp.py computes
    them from the generator and the reference; then its first-use threads."""
    command = programs.get(build.id)
    _check_sliders(run([*command, str(SEED), str(RANDOM_BOARDS)], ""), _slider_expected("LERF"), False, build.simd)
    first_use_check([*command, "first-use"], "LERF", _carried(False))


# --- perft ---------------------------------------------------------------------

@pytest.mark.parametrize("build", _of("c-perft") + _of("cpp-perft"), ids=_ids(_of("c-perft") + _of("cpp-perft")))
def test_perft_counts_the_published_numbers(programs, build):
    check_cpw_perfts(programs.get(build.id))


# --- NEON: the two-lines hyperbola's vector path on aarch64 ---------------------

NEON = [b for b in BUILDS if b.simd == "neon"]
# the C sliders checks that take the portable path on a CPU with NEON: by BB_NO_SIMD
# (aarch64), by the compiler's default (armhf)
NO_SIMD = [b for b in _of("c-sliders") if b.simd != "neon" and b.target in {n.target for n in NEON}]
# vrev64q_u8, the lanes' byte swap: `rev64 v0.16b, v1.16b` on aarch64, `vrev64.8 q8, q9`
# on ARMv7 (the scalar byte swap is `rev x0, x1`, `rev r0, r1`)
NEON_BYTE_SWAP = {
    "aarch64": re.compile(r"\brev64\s+v\d+\.16b, v\d+\.16b"),
    "armhf": re.compile(r"\bvrev64\.8\s+q\d+, q\d+"),
}


def _disassembly(build: CrossBuild, program: str) -> str:
    objdump = f"/usr/bin/{build.target.triplet}-objdump"
    if not os.access(objdump, os.X_OK):
        missing(objdump)
    return subprocess.run([objdump, "-d", program], capture_output=True, text=True, check=True).stdout


@pytest.mark.parametrize("build", NEON + NO_SIMD, ids=_ids(NEON + NO_SIMD))
def test_the_neon_path_is_the_one_compiled(programs, build):
    """The builds above that say `simd neon` (the sliders checks, which then pass
    every subset; the perft by the two-lines hyperbola, which then counts the
    published numbers) hold NEON's byte swap of both lanes, vrev64q_u8; the C
    sliders check with BB_NO_SIMD (aarch64) or without -mfpu=neon (armhf) holds none."""
    found = NEON_BYTE_SWAP[build.target.name].search(_disassembly(build, programs.get(build.id)[-1]))
    assert bool(found) == (build.simd == "neon"), found


# --- rbit: hyperbola by bit reversal on aarch64 ------------------------------------

AARCH64 = TARGETS[0]
RBIT_SLIDERS = [b for b in _of("c-sliders") if b.target == AARCH64]
RBIT = re.compile(r"\brbit\s+x\d+, x\d+")
RBIT_LOOKUP = "bb_rook_attacks_hyperbola_rbit"  # its own symbol: the sliders check takes its address


def _rbits(build: CrossBuild, program: str, function: str) -> int:
    """Returns the rbit instructions of `function` in `program` (the bit scans compile
    to rbit too, __builtin_ctzll being rbit and clz: only the one function counts)."""
    objdump = f"/usr/bin/{build.target.triplet}-objdump"
    if not os.access(objdump, os.X_OK):
        missing(objdump)
    text = subprocess.run([objdump, "-d", f"--disassemble={function}", program], capture_output=True, text=True, check=True).stdout
    assert f"<{function}>:" in text, f"{program} has no {function}"
    return len(RBIT.findall(text))


@pytest.mark.parametrize("build", RBIT_SLIDERS, ids=_ids(RBIT_SLIDERS))
def test_the_bit_reversal_is_one_rbit_on_aarch64(programs, build):
    """The aarch64 sliders checks above (every technique on every subset, as on
    x86-64) run hyperbola by bit reversal's rook lookup with four `rbit`s, two
    reversals a line, by ACLE's __rbitll (gcc 12); the build with BB_NO_BUILTINS
    runs the portable ladder, no rbit."""
    want = 0 if "BB_NO_BUILTINS" in build.compiler.defines else 4
    assert _rbits(build, programs.get(build.id)[-1], RBIT_LOOKUP) == want


def test_clangs_bit_reversal_is_one_rbit_on_aarch64(tmp_path):
    """clang's __builtin_bitreverse64, the header's first choice, is `rbit` on aarch64
    too: the rook lookup alone, built -O2, holds four."""
    AARCH64.require()
    if not shutil.which("clang"):
        missing("clang")
    source, obj = tmp_path / "rbit.c", tmp_path / "rbit.o"
    source.write_text(f'#include "bitboards_sliders.h"\nuint64_t rook(uint64_t occ, int sq) {{ return {RBIT_LOOKUP}(occ, sq); }}\n')
    command = ["clang", f"--target={AARCH64.triplet}", "-std=c99", "-O2", *STRICT, f"-I{GENERATED}", "-c", str(source), "-o", str(obj)]
    subprocess.run(command, capture_output=True, text=True, check=True)
    assert _rbits(RBIT_SLIDERS[0], str(obj), "rook") == 4


# --- the x86-only branches, absent -----------------------------------------------

X86_MACROS = ("__x86_64__", "__SSE2__", "__SSSE3__", "__BMI2__")


@pytest.mark.parametrize("target", TARGETS, ids=[f"{t.name}-no-bmi2-no-sse2" for t in TARGETS])
def test_the_x86_only_branches_are_absent_and_pext_is_refused(target, tmp_path):
    """The cross compilers define none of the macros that choose the x86-64
    branches (SSE2's and SSSE3's hyperbola, PEXT), C or C++; BB_PEXT stops the C
    build with the header's one line, on i686 with -mbmi2 too (its pext is 32-bit:
    _pext_u64 is x86-64's). (bitboards.hpp on i686 with -mbmi2 leaves PEXT out: the
    C++ sliders check above is built so.)"""
    target.require()
    for compiler, language in ((target.c, "c"), (target.cpp, "c++")):
        proc = subprocess.run([*compiler, "-x", language, "-dM", "-E", os.devnull], capture_output=True, text=True, check=True)
        defined = {line.split()[1] for line in proc.stdout.splitlines()}
        assert defined.isdisjoint(X86_MACROS), (compiler, sorted(defined & set(X86_MACROS)))
        assert {"__GNUC__", target.macro} <= defined, compiler  # the compiler and the machine as named
    source = tmp_path / "pext.c"
    source.write_text('#define BB_PEXT\n#include "bitboards_sliders.h"\n')
    for flags in ((), *((("-mbmi2",),) if target.name == "i686" else ())):
        # -Wfatal-errors: the header's #error ends the compile (not a parse of the rest, 1 s)
        command = [*target.c, "-std=c99", *flags, "-Wfatal-errors", f"-I{GENERATED}", "-fsyntax-only", str(source)]
        proc = subprocess.run(command, capture_output=True, text=True)
        assert proc.returncode != 0, flags
        assert "BB_PEXT needs BMI2 on x86-64" in proc.stderr, proc.stderr
