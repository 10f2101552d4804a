"""Compiling generated/bitboards.h with the compilers of the test matrix.

Every preprocessor branch of the header is built and run: the tables static
in the including file, or shared (BB_SHARED_TABLES, with a second unit that
defines BB_IMPLEMENTATION), checked mode (BB_CHECKED), and for the bit scans the
compiler builtins (gcc, clang, g++, clang++), the portable fallback
(BB_NO_BUILTINS), and the MSVC branch (`_MSC_VER` and `_M_X64`, <intrin.h>'s
`_BitScanForward64`), compiled by clang's MSVC-compatible mode (`--target
x86_64-pc-windows-msvc -fms-compatibility`, clang's own <intrin.h>) to LLVM IR,
which is then compiled for Linux and linked with the driver, since Linux has no
Windows C library to link a Windows program against.
"""

from __future__ import annotations

import dataclasses
import os
import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import List, NoReturn, Sequence, Tuple

import pytest

from bitboard_tables.functions import FUNCTIONS, SQUARES
from bitboard_tables.languages.c import c_function
from bitboard_tables.sliders import BMI2_TECHNIQUES, TECHNIQUES, XRAY_TECHNIQUES

from tests.conftest import CURRENT_ZIG, TESTS
from tests.harness import kept

C_DIR = TESTS / "drivers" / "c"

STRICT = ["-Wall", "-Wextra", "-Werror", "-pedantic", "-Wshadow", "-Wconversion", "-Wsign-conversion"]


@dataclass(frozen=True)
class Compiler:
    name: str  # an id for the test report: "gcc-c99"
    command: Tuple[str, ...]  # compiler and flags, before the sources
    language: str = "c"  # "c" or "c++": C++ compiles the .c sources with -x c++
    defines: Tuple[str, ...] = ()
    link: Tuple[str, ...] = field(default=())
    # the generated header a unit includes for what is under test: bitboards_engine.h
    # (which includes bitboards.h) or bitboards_sliders.h
    header: str = "bitboards_engine.h"

    @property
    def available(self) -> bool:
        return shutil.which(self.command[0]) is not None

    @property
    def mode(self) -> str:
        """The branch of the header the build takes besides the compiler's own: the
        macro it defines (BB_CHECKED, BB_SHARED_TABLES, BB_NO_BUILTINS) or the
        sanitizers; empty for none."""
        sanitizers = [flag for flag in self.command if flag.startswith("-fsanitize")]
        return " ".join([*self.defines, *sanitizers])

    @property
    def checked(self) -> bool:
        """Whether the build is the checked mode, which stops the caller's errors
        (tests/harness/queries.py: CHECKED_MODE_STOPS)."""
        return "BB_CHECKED" in self.defines

    @property
    def family(self) -> tuple:
        """What the build is but for its language standard: builds of one family
        differ only in `-std=`."""
        flags = tuple(flag for flag in self.command if not flag.startswith("-std="))
        return (type(self).__name__, flags, self.language, self.defines, self.link)

    def require(self) -> None:
        """Returns when the compiler is installed; otherwise `missing`."""
        if not self.available:
            missing(self.command[0])

    def build(self, sources: List[Path], output: Path, include: List[Path]) -> None:
        """Compiles and links `sources` into `output`; raises AssertionError with
        the compiler's messages on any warning or error."""
        cmd = list(self.command)
        cmd += [f"-I{p}" for p in include]
        cmd += [f"-D{d}" for d in self.defines]
        if self.language == "c++":
            cmd += ["-x", "c++"]
        cmd += [str(s) for s in sources]
        cmd += ["-o", str(output), *self.link]
        _run_quietly(self.name, cmd)


def missing(tool: str) -> NoReturn:
    """Ends the test for want of `tool`: fails it under CI=true (.ci/run installs every
    tool the tests use) and skips it elsewhere."""
    if os.environ.get("CI"):
        pytest.fail(f"{tool} is missing; .ci/run installs it")
    pytest.skip(f"{tool} is not installed")


def _run_quietly(name: str, cmd: Sequence[str]) -> None:
    """Runs a build command (its program kept: tests/harness/kept.py); raises
    AssertionError with its messages on any warning or error."""
    proc = kept.run(cmd, kept.C_SOURCES)
    assert proc.returncode == 0 and not proc.stderr.strip(), f"{name}: {' '.join(cmd)}\n{proc.stderr}"


def cpu_has_bmi2() -> bool:
    """Returns True if /proc/cpuinfo lists bmi2, so PEXT runs here (False where there
    is none to read)."""
    return cpu_has("bmi2")


def cpu_has(flag: str) -> bool:
    """Returns True if /proc/cpuinfo lists `flag` (bmi2, avx2) (False where there is none to read)."""
    try:
        return re.search(rf"^flags\s*:.*\b{flag}\b", Path("/proc/cpuinfo").read_text(), re.M) is not None
    except OSError:
        return False


PERFT_C = TESTS / "perft" / "perft.c"
PERFT_FLAGS = ("-O2", "-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic")  # as `make perft`


def unoptimized(compiler: Compiler) -> Compiler:
    """Returns `compiler` with -O0 in place of its -O1: a build of the same code with
    some 40% less compile."""
    return dataclasses.replace(compiler, command=tuple("-O0" if flag == "-O1" else flag for flag in compiler.command))


def build_perft_c(include: Path, output: Path, *extra: str, compiler: str = "cc", flags: Sequence[str] = PERFT_FLAGS) -> Path:
    """Returns tests/perft/perft.c built by `compiler` with `flags` and `extra` against
    the header in `include`; raises AssertionError with the compiler's messages."""
    command = [compiler, *flags, f"-I{include}", *extra, str(PERFT_C), "-o", str(output)]
    proc = kept.run(command, kept.C_SOURCES)
    assert proc.returncode == 0, f"{' '.join(command)}\n{proc.stderr}"
    return output


MSVC_STDLIB = """/* Written by tests/drivers/c/build.py: the declaration of the Windows SDK's stdlib.h. */
#ifdef __cplusplus
extern "C" {
#endif
unsigned __int64 __cdecl _byteswap_uint64(unsigned __int64 _Int64);
#ifdef __cplusplus
}
#endif
"""
MSVC_ASSERT = """/* Written by tests/drivers/c/build.py: the Windows SDK's assert.h, as it expands assert. */
#undef assert
#ifdef NDEBUG
#define assert(expression) ((void)0)
#else
#ifdef __cplusplus
extern "C" {
#endif
void __cdecl _assert(char const *message, char const *file, unsigned line);
#ifdef __cplusplus
}
#endif
#define assert(expression) (void)((!!(expression)) || (_assert(#expression, __FILE__, (unsigned)(__LINE__)), 0))
#endif
"""
MSVC_CRT = """/* Written by tests/drivers/c/build.py: what the Microsoft C library gives the link. */
#include <stdio.h>
#include <stdlib.h>
unsigned long long _byteswap_uint64(unsigned long long b);
unsigned long long _byteswap_uint64(unsigned long long b) { return __builtin_bswap64(b); }
void _assert(char const *message, char const *file, unsigned line);
void _assert(char const *message, char const *file, unsigned line) {
    fprintf(stderr, "Assertion failed: %s, file %s, line %u\\n", message, file, line);
    abort();
}
"""
MSVC_TARGET = ("--target=x86_64-pc-windows-msvc", "-fms-compatibility", "-fms-extensions", "-ffreestanding")


@dataclass(frozen=True)
class MsvcMode(Compiler):
    """The header's functions compiled by clang in MSVC mode, run on Linux.

    `build` writes msvc_functions.c, which includes the header and wraps every
    lookup in an extern function `msvc_bb_NAME`, and msvc_functions.h, which
    renames the driver's `bb_NAME` calls to them. The wrappers are compiled for
    x86_64-pc-windows-msvc (where the header takes its `_MSC_VER` branch, and
    `long` is 32 bits) to LLVM IR; the IR is compiled for Linux and linked with
    the driver, which clang builds for Linux with DRIVER_FUNCTIONS. Only
    uint64_t and int cross the boundary, the same on both sides."""

    def build(self, sources: List[Path], output: Path, include: List[Path]) -> None:
        work = output.parent
        stem = f"{output.name}-msvc_functions"
        wrappers = work / f"{stem}.c"
        renames = work / f"{stem}.h"
        functions = wrapped_functions(self.header, self.defines)
        wrappers.write_text(_msvc_wrappers(self.language, self.header, functions))
        renames.write_text(_msvc_renames(functions))
        ir, obj = work / f"{stem}.ll", work / f"{stem}.o"
        language = ["-x", "c++"] if self.language == "c++" else []
        defines = [f"-D{d}" for d in self.defines]
        # clang's MSVC mode builds freestanding, without the Windows SDK: this
        # <stdlib.h>, a system header as the SDK's, declares _byteswap_uint64 as it does
        sdk = work / "msvc-sdk"
        sdk.mkdir(exist_ok=True)
        (sdk / "stdlib.h").write_text(MSVC_STDLIB)
        (sdk / "assert.h").write_text(MSVC_ASSERT)
        _run_quietly(self.name, [*self.command, *MSVC_TARGET, *language, *defines, *[f"-I{p}" for p in include], "-isystem", str(sdk), "-S", "-emit-llvm", str(wrappers), "-o", str(ir)])
        _run_quietly(self.name, ["clang", "--target=x86_64-pc-linux-gnu", "-Wno-override-module", "-O1", "-c", str(ir), "-o", str(obj)])
        machine = tuple(flag for flag in self.command if flag.startswith("-m"))  # -mbmi2
        driver = Compiler(self.name, ("clang", "-std=c11", "-O1", *machine, *STRICT), defines=(*self.defines, f'DRIVER_FUNCTIONS="{renames.name}"'))
        crt = work / "msvc-crt.c"  # the Microsoft C library's _byteswap_uint64, for the Linux link
        crt.write_text(MSVC_CRT)
        driver.build([*sources, obj, crt], output, [*include, work])


@dataclass(frozen=True)
class SharedTables(Compiler):
    """The driver compiled with BB_SHARED_TABLES, linked with a second unit that
    defines BB_IMPLEMENTATION and holds the tables: every query then reads the
    one shared copy through the extern declarations."""

    def build(self, sources: List[Path], output: Path, include: List[Path]) -> None:
        tables = output.parent / f"{output.name}-tables.c"
        tables.write_text(f'#define BB_IMPLEMENTATION\n#include "{self.header}"\n')
        super().build([*sources, tables], output, include)


def _c_signature(fn, name: str) -> str:
    """Returns the C declaration of `fn` (a function record, its kinds in C types, or
    a Signature) named `name`."""
    if not isinstance(fn, Signature):
        return c_function(fn, name)
    return f"{fn.returns} {name}({', '.join(f'{kind} {arg}' for arg, kind in fn.params) or 'void'})"


@dataclass(frozen=True)
class Signature:
    """A function of a generated header, as the MSVC-mode wrappers declare it."""

    name: str
    params: Tuple[Tuple[str, str], ...]
    returns: str = "uint64_t"


OCC_SQ = (("occ", "uint64_t"), ("sq", "int"))


def slider_fill_groups() -> tuple:
    """Returns the model's fill groups of bitboards_sliders.h (slider_section.fill_groups)."""
    from bitboard_tables.languages.c import CPrinter, dialect
    from bitboard_tables.languages.slider_section import fill_groups
    from bitboard_tables.mapping import LERF

    return fill_groups(LERF, dialect(CPrinter("", "")))


def slider_functions(pext: bool) -> List[Signature]:
    """Returns the functions of bitboards_sliders.h (the PEXT ones with `pext`)."""
    out = [Signature("byte_swap", (("b", "uint64_t"),)), Signature("fill_slider_tables", (), "void")]
    out += [Signature(f"fill_{g.name}", (), "void") for g in slider_fill_groups() if pext or g.technique.name not in BMI2_TECHNIQUES]
    for technique in TECHNIQUES:
        if technique in BMI2_TECHNIQUES and not pext:
            continue
        out += [Signature(f"{piece}_attacks_{technique}", OCC_SQ) for piece in ("rook", "bishop", "queen")]
        if technique in XRAY_TECHNIQUES:
            out += [Signature(f"xray_{piece}_attacks_{technique}", OCC_SQ) for piece in ("rook", "bishop")]
    return out


def wrapped_functions(header: str, defines: Sequence[str]) -> list:
    """Returns the functions of `header` that the MSVC-mode wrappers wrap."""
    if header == "bitboards_sliders.h":
        return slider_functions("BB_PEXT" in defines)
    return MSVC_FUNCTIONS


# the functions with a body in the header; the square helpers are macros, the same
# in every branch, and the driver uses them in constant expressions
MSVC_FUNCTIONS = [fn for fn in FUNCTIONS if fn.group != "squares"]


def _msvc_wrappers(language: str, header: str = "bitboards_engine.h", functions=None) -> str:
    """Returns a C source wrapping every lookup of the header in an extern function."""
    functions = MSVC_FUNCTIONS if functions is None else functions
    lines = [
        "/* Written by tests/drivers/c/build.py: the header's lookups, compiled in MSVC mode. */",
        f'#include "{header}"',
        "#if !defined(_MSC_VER) || !defined(_M_X64) || defined(__GNUC__)",
        '#error "not compiled as MSVC for x64: the header would not take its _MSC_VER branch"',
        "#endif",
    ]
    if language == "c++":
        lines.append('extern "C" {')
    for fn in functions:
        lines.append(f"{_c_signature(fn, 'msvc_bb_' + fn.name)};")
        args = ", ".join([arg for arg, _ in fn.params] + (["squares"] if fn.returns == SQUARES else []))
        returns = "" if fn.returns == "void" else "return "
        lines.append(f"{_c_signature(fn, 'msvc_bb_' + fn.name)} {{ {returns}bb_{fn.name}({args}); }}")
    if language == "c++":
        lines.append("}")
    return "\n".join(lines) + "\n"


def _msvc_renames(functions=None) -> str:
    """Returns a header that declares the MSVC-mode wrappers and renames the driver's calls to them."""
    functions = MSVC_FUNCTIONS if functions is None else functions
    lines = ["/* Written by tests/drivers/c/build.py: the driver calls the MSVC-mode wrappers. */"]
    for fn in functions:
        lines.append(f"{_c_signature(fn, 'msvc_bb_' + fn.name)};")
        lines.append(f"#define bb_{fn.name} msvc_bb_{fn.name}")
    return "\n".join(lines) + "\n"


# what a technique needs -> the test under which the sliders check asks it: the
# check's own (BB_PEXT, which the test defines where it wants PEXT), not the
# header's, so that a header that drops a technique it should carry fails to build
# the check; the vector hyperbola has a portable path
DRIVER_NEEDS = {"bmi2": "defined(BB_PEXT)"}


def driver_condition(needs) -> str:
    """Returns the test under which the check asks a technique that needs `needs`, "" for none."""
    return " && ".join(DRIVER_NEEDS[n] for n in sorted(needs) if n in DRIVER_NEEDS)


def sliders_lookups_source() -> str:
    """Returns sliders_lookups.h, which tests/drivers/c/sliders.c includes, in the
    model's order: TECHNIQUES, the lookups of each technique and kind (attacks, with
    the queen's; x-rays where it has them); FIRST_LOOKUPS, every lookup
    (slider_hashes.lookups_of); FILLS, each fill group's fill; PACKED, their packed
    tables (not in the MSVC mode, whose tables live in the other unit); PEXT's
    under BB_PEXT."""
    from bitboard_tables.languages.c import CAPABILITIES
    from bitboard_tables.mapping import LERF
    from bitboard_tables.sliders.techniques import lookup_name

    from tests.harness.drivers import fill_rows, guarded_arrays, lookup_rows

    per_kind, per_lookup = [], []
    for t in CAPABILITIES.carried(LERF):
        condition = driver_condition(t.needs)
        for kind in ("attacks", "xrays") if t.xrays else ("attacks",):
            rook, bishop = (f"bb_{lookup_name(piece, kind, t.name)}" for piece in ("rook", "bishop"))
            queen = f"bb_{lookup_name('queen', kind, t.name)}" if kind == "attacks" else "NULL"
            per_kind.append((condition, f'    {{"{t.name}", "{kind}", {rook}, {bishop}, {queen}}},'))
        row = '    {{"{technique}", "{piece}", "{kind}", {name}}},'
        per_lookup += [(condition, line) for line in lookup_rows([t], row, lambda name: f"bb_{name}")]
    table = '    {{"{table}", BB_{table}, sizeof BB_{table} / sizeof BB_{table}[0], sizeof BB_{table}[0]}},'
    fills, packed = fill_rows(slider_fill_groups(), driver_condition, '    {{"{group}", bb_fill_{group}}},', table)
    lines = [
        "/* Written by tests/drivers/c/build.py: every lookup, fill and packed table of the",
        " * techniques the header carries, in the model's order. */",
        *guarded_arrays(
            [
                ("static const struct technique TECHNIQUES[]", per_kind),
                ("static const struct first_lookup FIRST_LOOKUPS[]", per_lookup),
                ("static const struct fill FILLS[]", fills),
            ]
        ),
        "",
        "#ifndef DRIVER_FUNCTIONS /* the MSVC-mode tables live in the other unit */",
        *guarded_arrays([("static const struct packed PACKED[]", packed)]),
        "#endif",
    ]
    return "\n".join(lines) + "\n"


def build_sliders(compiler: Compiler, include: Path, exe: Path) -> Path:
    """Returns tests/drivers/c/sliders.c built by `compiler` into `exe` on the header in
    `include`, with the sliders_lookups.h it writes beside `exe`."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    (exe.parent / "sliders_lookups.h").write_text(sliders_lookups_source())
    compiler.build([C_DIR / "sliders.c"], exe, [include, exe.parent])
    return exe


def _matrix() -> List[Compiler]:
    out = []
    for cc, cxx in (("gcc", "g++"), ("clang", "clang++")):
        for std in ("c99", "c11"):
            out.append(Compiler(f"{cc}-{std}", (cc, f"-std={std}", "-O1", *STRICT)))
        # the header as C++, which it promises from C++11 on: the oldest and a newer
        # standard on g++, the newest on clang++ (bitboards.hpp is the C++ output,
        # proven in C++17, 20 and 23 by tests/drivers/cpp/build.py)
        for std in {"g++": ("c++11", "c++17"), "clang++": ("c++20",)}[cxx]:
            out.append(Compiler(f"{cxx}-{std}", (cxx, f"-std={std}", "-O1", *STRICT), "c++"))
    out.append(Compiler("tcc-c99", ("tcc", "-std=c99", "-Wall", "-Werror")))
    # the current clang, as `zig cc` of the current Zig: the oldest and the newest C standard it knows
    for std in ("c99", "c23"):
        out.append(Compiler(f"zig-cc-{std}", (str(CURRENT_ZIG), "cc", f"-std={std}", "-O1", *STRICT)))
    out.append(Compiler("gcc-c99-portable-bitscan", ("gcc", "-std=c99", "-O1", *STRICT), defines=("BB_NO_BUILTINS",)))
    out.append(MsvcMode("clang-msvc-c11", ("clang", "-std=c11", "-O1", *STRICT)))
    out.append(MsvcMode("clang-msvc-c++17", ("clang", "-std=c++17", "-O1", *STRICT), "c++"))
    out.append(Compiler("gcc-c99-checked", ("gcc", "-std=c99", "-O1", *STRICT), defines=("BB_CHECKED",)))
    shared = ("BB_SHARED_TABLES",)
    out.append(SharedTables("gcc-c99-shared-tables", ("gcc", "-std=c99", "-O1", *STRICT), defines=shared))
    out.append(SharedTables("g++-c++17-shared-tables", ("g++", "-std=c++17", "-O1", *STRICT), "c++", defines=shared))
    out.append(
        Compiler(
            "gcc-c99-asan-ubsan",
            ("gcc", "-std=c99", "-O1", "-g", *STRICT, "-fsanitize=address,undefined", "-fno-sanitize-recover=all"),
        )
    )
    return out


MATRIX = _matrix()
