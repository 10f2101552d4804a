"""bitboards_sliders.h proven in C: every technique, both ways of getting the tables,
across the compiler matrix.

tests/drivers/c/sliders.c is built with every compiler of tests/drivers/c/build.py's matrix (gcc,
clang, g++, clang++ over C99 to C++20, tcc, the portable byte swap, clang's
MSVC mode, checked mode, the tables shared in C and C++, ASan+UBSan), each
twice: with the constant tables and with BB_FILL_SLIDER_TABLES. With BMI2 on
this CPU every build but tcc's also holds the PEXT lookups (-mbmi2 -DBB_PEXT).
Each build walks every subset of every square's relevant mask (102,400 rook,
5,248 bishop) and 1,000 random boards a square, pieces off the mask and on sq
included, and counts the mismatches of every technique's rook, bishop and queen
attacks and of the magic and PEXT one-lookup x-rays against a brute-force ray
loop written in the C file; every count must be 0. The constant and the filled
tables must hash alike. Then a sample of queries is answered by one build and
compared with tests/oracles/reference.py, so that the C brute force is itself checked;
and a header generated for BEFR, a file-major mapping, goes through the same
check.
"""

from __future__ import annotations

import dataclasses
import os
import random
import re
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from bitboard_tables.languages.c import dialect as c_dialect
from bitboard_tables.languages.c import CPrinter
from bitboard_tables.languages.slider_section import fill_groups
from bitboard_tables.mapping import LERF
from bitboard_tables.sliders import BMI2_TECHNIQUES, PACKED_TECHNIQUES, TECHNIQUES, XRAY_TECHNIQUES, techniques
from tests.conftest import GENERATED, ROOT
from tests.drivers.c.build import MATRIX, Compiler, build_sliders, cpu_has, cpu_has_bmi2
from tests.harness import kept
from tests.harness.cli import run_cli
from tests.harness.drivers import check_each_fill_fills_its_group, filled_lines, first_use_check
from tests.oracles import reference as ref
from tests.oracles.mappings import slider_sets

FILL = "BB_FILL_SLIDER_TABLES"


BMI2 = cpu_has_bmi2()
PEXT_SKIP = "this CPU has no BMI2 (no bmi2 in /proc/cpuinfo): the PEXT lookups are built nowhere and not run"


def _variant(compiler: Compiler, fill: bool) -> Compiler:
    """Returns `compiler` building the sliders check, with the filled tables if `fill`,
    and with PEXT where the CPU and the compiler have it (tcc has no <immintrin.h>)."""
    pext = BMI2 and compiler.command[0] != "tcc"
    command = compiler.command + (("-mbmi2",) if pext else ())
    defines = compiler.defines + (("BB_PEXT",) if pext else ()) + ((FILL,) if fill else ())
    name = f"{compiler.name}-{'filled' if fill else 'constant'}{'-pext' if pext else ''}"
    return dataclasses.replace(compiler, name=name, command=command, defines=defines, header="bitboards_sliders.h")


# The constant tables (430,000 values: three to seven seconds of compiling each)
# on one build of each compiler and each storage mode: the default `static const`
# by clang, tcc and MSVC, the shared tables by gcc as C and as C++ (whose storage
# test_shared_tables... below reads). gcc's and g++'s default storage compiles
# them in every perft of tests/proofs/test_perft_compiled.py and test_cpp.py, and
# the sanitizers read the filled tables, which have the same sizes, indexes and
# values (the first test below compares the two where a compiler builds both).
# The filled tables, whose code is the same and whose data are left out, beside
# the constant ones, and on every other build and branch of the code: gcc and g++
# in their default storage, the sanitizers, clang++, the portable bit scans, MSVC
# as C++, checked mode. (The other standards of each compiler differ only in
# -std=; every one builds bitboards.h in test_languages.py.)
CONSTANT_ON = (
    "clang-c11",
    "tcc-c99",
    "clang-msvc-c11",
    "gcc-c99-shared-tables",
    "g++-c++17-shared-tables",
)
COMPARED_ON = CONSTANT_ON
FILLED_ONLY = (
    "gcc-c99",
    "g++-c++17",
    "gcc-c99-asan-ubsan",
    "clang++-c++20",
    "gcc-c99-portable-bitscan",
    "clang-msvc-c++17",
    "gcc-c99-checked",
)
# The two-lines hyperbola's paths beyond SSE2 (every x86-64 build above but tcc's):
# SSSE3's byte swap, and the scalar fallback forced by BB_NO_SIMD (tcc takes it too).
# The SSSE3 build is an AVX2 one where the CPU has AVX2 (AVX2 implies SSSE3): it also
# runs parallel hyperbola's AVX2 path, which every other build leaves for the scalar one.
def _simd_variant(path: str, flag: str, define: str = "") -> Compiler:
    base = _variant(next(c for c in MATRIX if c.name == "gcc-c99"), True)
    return dataclasses.replace(
        base, name=f"{base.name}-{path}", command=base.command + ((flag,) if flag else ()),
        defines=base.defines + ((define,) if define else ()),
    )  # fmt: skip


AVX2 = cpu_has("avx2")
SIMD_VARIANTS = [_simd_variant("ssse3", "-mavx2" if AVX2 else "-mssse3"), _simd_variant("no-simd", "", "BB_NO_SIMD")]
SLIDER_MATRIX = [_variant(c, False) for c in MATRIX if c.name in CONSTANT_ON] + [
    _variant(c, True) for c in MATRIX if c.name in COMPARED_ON + FILLED_ONLY
] + SIMD_VARIANTS
IDS = [c.name for c in SLIDER_MATRIX]


def _build(compiler: Compiler, build: Path, include: Path):
    if not compiler.available:
        return compiler.name, None
    return compiler.name, build_sliders(compiler, include, build / compiler.name / "sliders")


@pytest.fixture(scope="session")
def slider_builds(tmp_path_factory):
    """Returns {build name: the check built by it, or None without its compiler}."""
    build = tmp_path_factory.mktemp("sliders")
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return dict(pool.map(lambda compiler: _build(compiler, build, GENERATED), SLIDER_MATRIX))


@pytest.fixture(scope="session")
def checks(slider_builds):
    """Returns {build name: the check's output lines, or None without its compiler}."""

    def one(name: str):
        exe = slider_builds[name]
        if exe is None:
            return name, None
        proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=300)
        assert proc.returncode == 0 and not proc.stderr, f"{name}: {proc.stderr[:2000]}"
        return name, proc.stdout.splitlines()

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return dict(pool.map(one, slider_builds))


def _output(checks, compiler: Compiler):
    compiler.require()
    return checks[compiler.name]


def _counts(lines):
    """Returns {(technique, piece, kind): (checked, mismatches)} of a check's output."""
    out = {}
    for line in lines:
        m = re.fullmatch(r"check (\S+) (\S+) (\S+) checked (\d+) mismatches (\d+)", line)
        if m:
            out[m.group(1, 2, 3)] = (int(m.group(4)), int(m.group(5)))
    return out


def _expected_checks(pext: bool):
    """Returns {(technique, piece, kind): subsets and random boards checked}."""
    random_boards = 64 * 1000
    out = {("masks", "both", "all"): 128, ("offsets", "both", "all"): 128}
    techniques = [t for t in TECHNIQUES if pext or t not in BMI2_TECHNIQUES]
    for t in techniques:
        kinds = ["attacks"] + (["xrays"] if t in XRAY_TECHNIQUES else [])
        for kind in kinds:
            out[(t, "rook", kind)] = 102400 + random_boards
            out[(t, "bishop", kind)] = 5248 + random_boards
        out[(t, "queen", "attacks")] = random_boards
    return out


@pytest.mark.timeout(600)
@pytest.mark.parametrize("compiler", SLIDER_MATRIX, ids=IDS)
def test_every_subset_of_every_mask_and_random_boards(checks, compiler):
    counts = _counts(_output(checks, compiler))
    pext = "BB_PEXT" in compiler.defines
    assert {k: v[0] for k, v in counts.items()} == _expected_checks(pext)
    assert {k: v[1] for k, v in counts.items() if v[1]} == {}


@pytest.mark.timeout(600)
def test_filled_tables_equal_the_constant_ones(checks):
    """Entry by entry (a hash of each packed table), for each compiler that builds both."""
    compared = 0
    for constant in SLIDER_MATRIX:
        if FILL in constant.defines or checks.get(constant.name) is None:
            continue
        filled = next((c for c in SLIDER_MATRIX if c.name == constant.name.replace("-constant", "-filled")), None)
        if filled is None or checks.get(filled.name) is None:
            continue
        hashes = [[line for line in checks[c.name] if line.startswith("hash ")] for c in (constant, filled)]
        if "msvc" in constant.name:  # its tables live in the wrapper unit
            assert hashes == [[], []]
            continue
        tables = {f.table for t in techniques(LERF) for f in t.fills if "BB_PEXT" in constant.defines or "bmi2" not in t.needs}
        assert hashes[0] == hashes[1] and len(hashes[0]) == len(tables), constant.name
        compared += 1
    assert compared >= len(COMPARED_ON) - 1  # the MSVC build's tables live in the wrapper unit


def _simd_path(compiler: Compiler) -> str:
    """The path of the two-lines hyperbola a build takes."""
    if compiler.command[0] == "tcc" or "BB_NO_SIMD" in compiler.defines:
        return "portable"
    return "ssse3" if {"-mssse3", "-mavx2"} & set(compiler.command) else "sse2"


@pytest.mark.timeout(600)
def test_the_two_lines_hyperbola_takes_each_path(checks):
    """The builds above ran the SSE2, the SSSE3 and the portable path of
    bb_*_attacks_hyperbola_simd (each checked over every subset above)."""
    paths = {}
    for compiler in SLIDER_MATRIX:
        if checks.get(compiler.name) is not None:
            (line,) = [line for line in checks[compiler.name] if line.startswith("simd ")]
            assert line == f"simd {_simd_path(compiler)}", compiler.name
            paths[_simd_path(compiler)] = compiler.name
    assert sorted(paths) == ["portable", "sse2", "ssse3"], paths


@pytest.mark.timeout(600)
def test_parallel_hyperbola_takes_each_path(checks):
    """The -mavx2 build ran parallel hyperbola's AVX2 path (bb_slider_attacks_hyperbola_avx2,
    which its rook, bishop and queen lookups read), every other build its scalar
    path; each checked over every subset above."""
    paths = {}
    for compiler in SLIDER_MATRIX:
        if checks.get(compiler.name) is not None:
            (line,) = [line for line in checks[compiler.name] if line.startswith("avx2 ")]
            assert line == f"avx2 {'avx2' if '-mavx2' in compiler.command else 'portable'}", compiler.name
            paths.setdefault(line.split()[1], compiler.name)
    if not AVX2:
        pytest.skip("this CPU has no AVX2 (no avx2 in /proc/cpuinfo): the AVX2 path is built nowhere")
    assert sorted(paths) == ["avx2", "portable"], paths


# --- first use: right whenever it comes, or a stop that names the fill --------------


def _first_use_techniques(compiler: Compiler) -> list:
    """The techniques (the model's records) a build of the check carries."""
    return [t for t in techniques(LERF) if "BB_PEXT" in compiler.defines or t.name not in BMI2_TECHNIQUES]


@pytest.mark.timeout(600)
@pytest.mark.parametrize("compiler", SLIDER_MATRIX, ids=IDS)
def test_first_use_answers_right_or_stops_naming_the_fill(slider_builds, compiler):
    """The check's first-use mode (tests/drivers/c/sliders.c: four threads released
    together by a barrier, every lookup asked before any fill). The constant tables
    answer every question as tests/oracles/reference.py does. The filled tables
    (BB_FILL_SLIDER_TABLES, without NDEBUG) stop the program at its first magic
    lookup with an assert that names bb_fill_slider_tables() and the group's fill;
    and after each fill group's own fill alone (fill-each), thread 0's questions are
    answered right: no fill fills another group's tables or flags."""
    exe = _output(slider_builds, compiler)
    if FILL not in compiler.defines:
        first_use_check([str(exe), "first-use"], "LERF", _first_use_techniques(compiler))
        return
    proc = subprocess.run([str(exe), "first-use"], capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0 and not proc.stdout
    lines = proc.stderr.splitlines()
    assert lines and all("call bb_fill_slider_tables() or bb_fill_magic_attacks() before" in line for line in lines), proc.stderr
    out = first_use_check([str(exe), "fill-each"], "LERF", _first_use_techniques(compiler), threads=[0])
    if "msvc" in compiler.name:  # its tables live in the wrapper unit
        assert filled_lines(out) == []
        return
    groups = fill_groups(LERF, c_dialect(CPrinter("BB_", "bb_")))
    check_each_fill_fills_its_group(out, [g for g in groups if not g.condition or "BB_PEXT" in compiler.defines])


def test_pext_runs_where_the_cpu_has_bmi2():
    """Says so when PEXT cannot be tested here."""
    if not BMI2:
        pytest.skip(PEXT_SKIP)
    # every build but tcc's (no <immintrin.h>) has the PEXT lookups
    assert sum("BB_PEXT" in c.defines for c in SLIDER_MATRIX) == sum(not c.name.startswith("tcc") for c in SLIDER_MATRIX)


# --- the C brute force against tests/oracles/reference.py -----------------------------------


def _queries(seed: int, count: int):
    """Returns (piece, sq, occ): the edges, then random boards of mixed density."""
    rng = random.Random(seed)
    out = [(piece, sq, occ) for piece in ("rook", "bishop", "queen") for sq in range(64) for occ in (0, ref.FULL)]
    occupancies = ref.random_occupancies(count, seed)
    for occ in occupancies:
        out.append((rng.choice(("rook", "bishop", "queen")), rng.randrange(64), occ))
    return out


def _answers_match_reference(exe: Path, mapping: str):
    queries = _queries(12, 3000)
    text = "".join(f"{piece} {sq} 0x{occ:016x}\n" for piece, sq, occ in queries)
    proc = subprocess.run([str(exe), "queries"], input=text, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    lines = iter(proc.stdout.splitlines())
    # every technique, x-rays but for queens
    answers = {piece: len(TECHNIQUES) + (0 if piece == "queen" else len(XRAY_TECHNIQUES)) for piece in ("rook", "bishop", "queen")}
    checked = 0
    for piece, sq, occ in queries:
        attacks, xrays = slider_sets(mapping, piece, sq, occ)
        per_query = 0
        for line in lines:
            got_piece, technique, kind, value = line.split()
            assert got_piece == piece
            assert int(value, 16) == (xrays if kind == "xrays" else attacks), (technique, kind, piece, sq, hex(occ))
            checked += 1
            per_query += 1
            if per_query == answers[piece]:
                break
    assert checked == sum(answers[piece] for piece, _, _ in queries)


@pytest.fixture(scope="session")
def pext_build(slider_builds):
    """gcc's build of the constant tables with the PEXT lookups, of the matrix above."""
    if not BMI2:
        pytest.skip(PEXT_SKIP)
    compiler = next(c for c in SLIDER_MATRIX if c.name == "gcc-c99-shared-tables-constant-pext")
    compiler.require()
    return slider_builds[compiler.name]


@pytest.mark.timeout(300)
def test_answers_equal_tests_reference(pext_build):
    """Every technique's rook, bishop and queen answers and x-rays, on the edges (empty
    and full board on every square) and 3,000 random boards."""
    _answers_match_reference(pext_build, "LERF")


@pytest.mark.timeout(600)
def test_a_file_major_header_passes_the_same_check(tmp_path):
    """BEFR (square = 8 * (7 - file) + (7 - rank)): its own magics, the hyperbola
    byte swap on the rank and both diagonals, the first-rank table on the file."""
    out = tmp_path / "befr"
    proc = run_cli(["generate", "--out", str(out), "--mapping", "BEFR"], ROOT)
    assert proc.returncode == 0, proc.stderr
    if not BMI2:
        pytest.skip(PEXT_SKIP)
    results = {}
    for fill in (False, True):
        compiler = _variant(next(c for c in MATRIX if c.name == "gcc-c99"), fill)
        exe = _build(compiler, tmp_path, out)[1]
        lines = subprocess.run([str(exe)], capture_output=True, text=True, timeout=300).stdout.splitlines()
        counts = _counts(lines)
        assert {k: v[0] for k, v in counts.items()} == _expected_checks(True)
        assert {k: v[1] for k, v in counts.items() if v[1]} == {}
        results[fill] = [line for line in lines if line.startswith("hash ")]
        if not fill:
            _answers_match_reference(exe, "BEFR")
    assert results[False] == results[True]


# --- BB_SLIDERS -------------------------------------------------------------------

CHOSEN_SOURCE = """#include <inttypes.h>
#include <stdio.h>
#include "bitboards_sliders.h"

/* Prints the engine-facing lookups: rook, bishop, queen, x-rays through own pieces, pins. */
static void show(void) {
    const uint64_t occ = ((uint64_t)1 << BB_E1) | ((uint64_t)1 << BB_E2) | ((uint64_t)1 << BB_E8)
                       | ((uint64_t)1 << BB_B4) | ((uint64_t)1 << BB_A5);
    const uint64_t own = ((uint64_t)1 << BB_E1) | ((uint64_t)1 << BB_E2) | ((uint64_t)1 << BB_B4);
    printf("0x%016" PRIx64 " 0x%016" PRIx64 " 0x%016" PRIx64 " 0x%016" PRIx64 " 0x%016" PRIx64 " 0x%016" PRIx64 "\\n",
           bb_rook_attacks(occ, BB_E1), bb_bishop_attacks(occ, BB_E1), bb_queen_attacks(occ, BB_E1),
           bb_xray_rook_attacks(occ, own, BB_E1), bb_xray_bishop_attacks(occ, own, BB_E1),
           bb_pinned(occ, own, BB_E1, (uint64_t)1 << BB_E8, (uint64_t)1 << BB_A5));
}

int main(void) {
    show();
    bb_fill_slider_tables();
    show();
    return 0;
}
"""


def _chosen_answers():
    """The expected line of CHOSEN_SOURCE (LERF), by tests/oracles/reference.py: e2 and b4 pinned."""
    e1, e2, e8, b4, a5 = (ref.square(f, r) for f, r in ((4, 0), (4, 1), (4, 7), (1, 3), (0, 4)))
    occ = ref.bb((e1, e2, e8, b4, a5))
    own = ref.bb((e1, e2, b4))
    values = (
        ref.rook_attacks(occ, e1),
        ref.bishop_attacks(occ, e1),
        ref.queen_attacks(occ, e1),
        ref.xray_modifying_occupancy(e1, occ, own, ref.ORTHOGONAL),
        ref.xray_modifying_occupancy(e1, occ, own, ref.DIAGONAL),
        ref.pinned(occ, own, e1, 1 << e8, 1 << a5),
    )
    assert values[5] == ref.bb((e2, b4))
    return " ".join(f"0x{v:016x}" for v in values)


def _compile_chosen(tmp_path: Path, *flags: str) -> subprocess.CompletedProcess:
    source = tmp_path / "chosen.c"
    source.write_text(CHOSEN_SOURCE)
    exe = tmp_path / "chosen"
    cmd = ["gcc", "-std=c99", "-O1", "-Wall", "-Wextra", "-Werror", "-pedantic", f"-I{GENERATED}", *flags, str(source), "-o", str(exe)]
    return kept.run(cmd, kept.C_SOURCES)


def _compile_chosen_filled(tmp_path, technique: str, *flags: str):
    """Compiles the chosen-technique program with `technique` as BB_SLIDERS, the
    tables filled (BB_FILL_SLIDER_TABLES) and `flags`, with BB_PEXT and -mbmi2 for a
    PEXT technique (skipping the test on a CPU without BMI2)."""
    flags = (f"-DBB_SLIDERS=BB_SLIDERS_{technique.upper()}", "-DBB_FILL_SLIDER_TABLES", *flags)
    if technique in BMI2_TECHNIQUES:
        if not BMI2:
            pytest.skip(PEXT_SKIP)
        flags += ("-DBB_PEXT", "-mbmi2")
    return _compile_chosen(tmp_path, *flags)


@pytest.mark.parametrize("technique", TECHNIQUES)
def test_the_chosen_technique_answers_the_engine_facing_lookups(tmp_path, technique):
    """rook, bishop, queen, both x-rays and pinned give the reference answers; with
    the magic or PEXT tables left unfilled and NDEBUG (no assert) they give 0, so
    they do go through them."""
    proc = _compile_chosen_filled(tmp_path, technique, "-DNDEBUG")
    assert proc.returncode == 0, proc.stderr
    before, after = subprocess.run([str(tmp_path / "chosen")], capture_output=True, text=True).stdout.splitlines()
    assert after == _chosen_answers()
    if technique in PACKED_TECHNIQUES:
        assert before == " ".join(["0x" + "0" * 16] * 6)
    else:
        assert before == after


PACKED_FILLS = {t: f"{t}_attacks" for t in PACKED_TECHNIQUES}  # each one's fill group of attacks


@pytest.mark.timeout(120)
@pytest.mark.parametrize("technique", sorted(PACKED_FILLS))
def test_a_lookup_before_its_fill_stops_naming_the_fill(tmp_path, technique):
    """Built with BB_FILL_SLIDER_TABLES and without NDEBUG, a program whose first
    lookup comes before any fill exits non-zero before printing, with one line on
    stderr that names bb_fill_slider_tables() and the technique's own fill."""
    proc = _compile_chosen_filled(tmp_path, technique)
    assert proc.returncode == 0, proc.stderr
    run = subprocess.run([str(tmp_path / "chosen")], capture_output=True, text=True)
    assert run.returncode != 0 and run.stdout == ""
    (line,) = run.stderr.splitlines()
    assert f"call bb_fill_slider_tables() or bb_fill_{PACKED_FILLS[technique]}() before" in line


@pytest.mark.parametrize(
    "flags, message",
    [
        (["-DBB_SLIDERS=99"], "BB_SLIDERS is none of BB_SLIDERS_KINDERGARTEN"),
        (["-DBB_SLIDERS=magic"], "BB_SLIDERS is none of BB_SLIDERS_KINDERGARTEN"),
        (["-DBB_SLIDERS=BB_SLIDERS_PEXT"], "BB_SLIDERS_PEXT needs BB_PEXT defined"),
        (["-DBB_SLIDERS=BB_SLIDERS_PEXT16"], "BB_SLIDERS_PEXT16 needs BB_PEXT defined"),
        (["-DBB_PEXT", "-mno-bmi2"], "BB_PEXT needs BMI2"),
    ],
    ids=["a-number", "a-name", "pext-without-BB_PEXT", "pext16-without-BB_PEXT", "BB_PEXT-without-bmi2"],
)
def test_a_wrong_choice_stops_the_build_with_a_message(tmp_path, flags, message):
    # -Wfatal-errors: the header's #error ends the compile, not a parse of the rest (its
    # constant tables: a second of gcc's CPU a case), as test_cross_c.py's BB_PEXT check
    proc = _compile_chosen(tmp_path, "-Wfatal-errors", *flags)
    assert proc.returncode != 0
    assert message in proc.stderr


CHECKED_SOURCE = """#include <stdlib.h>
#include "bitboards_sliders.h"

int main(int argc, char **argv) {
    const int sq = atoi(argv[2]);
    volatile uint64_t sink = 0;
    (void)argc;
    switch (atoi(argv[1])) {
%s    }
    return (int)(sink & 1);
}
"""
CHECKED_FUNCTIONS = [
    f"{piece}_attacks_{technique}"
    for technique in TECHNIQUES
    if technique not in BMI2_TECHNIQUES
    for piece in ("rook", "bishop")
] + ["xray_rook_attacks_magic", "xray_bishop_attacks_magic"]


def test_checked_mode_stops_every_technique_on_a_bad_square(tmp_path):
    """With BB_CHECKED a square outside 0..63 stops each lookup with one line naming it."""
    cases = "".join(f"    case {i}: sink = bb_{name}(0, sq); break;\n" for i, name in enumerate(CHECKED_FUNCTIONS))
    source = tmp_path / "checked.c"
    source.write_text(CHECKED_SOURCE % cases)
    exe = tmp_path / "checked"
    cmd = ["gcc", "-std=c99", "-O1", "-Wall", "-Wextra", "-Werror", f"-I{GENERATED}", "-DBB_CHECKED", str(source), "-o", str(exe)]
    build = kept.run(cmd, kept.C_SOURCES)  # its constant tables: seconds of compiling, kept between sessions
    assert build.returncode == 0, build.stderr
    for i, name in enumerate(CHECKED_FUNCTIONS):
        for sq in (-1, 64):
            proc = subprocess.run([str(exe), str(i), str(sq)], capture_output=True, text=True)
            assert proc.returncode != 0
            assert proc.stderr == f"bb_{name}: sq = {sq}, expected a square 0..63\n"
        assert subprocess.run([str(exe), str(i), "63"], capture_output=True, text=True).returncode in (0, 1)


PREFIXED_SOURCE = """#include <stdio.h>
#define CHESS_SLIDERS CHESS_SLIDERS_MAGIC
#define CHESS_FILL_SLIDER_TABLES
#include "bitboards_sliders.h"

int main(void) {
    const uint64_t occ = (1ULL << CHESS_A4) | (1ULL << CHESS_A7);
    chess_fill_slider_tables();
    printf("%d %d\\n", chess_rook_attacks(occ, CHESS_A1) == chess_rook_attacks_hyperbola(occ, CHESS_A1),
           chess_xray_rook_attacks_magic(occ, CHESS_A1) == chess_xray_rook_attacks(occ, occ, CHESS_A1));
    return 0;
}
"""


def test_another_prefix_renames_every_name(tmp_path):
    """--prefix chess: CHESS_ macros and tables, chess_ functions; no BB_ or bb_ left."""
    out = tmp_path / "chess"
    proc = run_cli(["generate", "--out", str(out), "--prefix", "chess"], ROOT)
    assert proc.returncode == 0, proc.stderr
    text = (out / "bitboards_sliders.h").read_text()
    assert not re.search(r"\b(BB_|bb_)", text)
    source = tmp_path / "prefixed.c"
    source.write_text(PREFIXED_SOURCE)
    cmd = ["gcc", "-std=c99", "-O1", "-Wall", "-Wextra", "-Werror", "-pedantic", f"-I{out}", str(source), "-o", str(tmp_path / "prefixed")]
    build = subprocess.run(cmd, capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    assert subprocess.run([str(tmp_path / "prefixed")], capture_output=True, text=True).stdout == "1 1\n"


# --- one copy of the tables per program ---------------------------------------------

PACKED = ["ROOK_MAGIC_ATTACKS", "ROOK_MAGIC_XRAYS", "BISHOP_MAGIC_ATTACKS", "BISHOP_MAGIC_XRAYS",
          "ROOK_PEXT_ATTACKS", "ROOK_PEXT_XRAYS", "BISHOP_PEXT_ATTACKS", "BISHOP_PEXT_XRAYS",
          "ROOK_PEXT16_ATTACKS", "ROOK_PEXT16_XRAYS", "BISHOP_PEXT16_ATTACKS", "BISHOP_PEXT16_XRAYS", "BLACK_ATTACKS"]
SMALL = [f"{piece}_{name}" for piece in ("ROOK", "BISHOP")
         for name in ("RELEVANT_MASK", "MAGICS", "MAGIC_SHIFTS", "OFFSETS", "BLACK_MAGICS", "BLACK_OFFSETS")]
ENTRIES = {"ROOK": 102400, "BISHOP": 5248, "BLACK": 87988}


def _symbols(program: Path):
    """Returns {symbol: [(nm type letter, size) of each definition]} of the symbols `program` defines."""
    out = subprocess.run(["nm", "-S", str(program)], capture_output=True, text=True, check=True).stdout
    found = {}
    for fields in (line.split() for line in out.splitlines()):
        if len(fields) == 4:
            found.setdefault(fields[3], []).append((fields[2], int(fields[1], 16)))
    return found


@pytest.mark.parametrize("language", ["c", "c++"])
@pytest.mark.parametrize("fill", [False, True], ids=["constant", "filled"])
def test_shared_tables_are_defined_once_per_program(slider_builds, language, fill):
    """The shared-tables builds of the matrix above (tests/drivers/c/build.py: the check
    compiled with BB_SHARED_TABLES, linked with a unit that also defines
    BB_IMPLEMENTATION), which pass the check: nm finds every table of the sliders
    header defined once in the program, global, at its full size (read-only data
    when constant, .bss when filled)."""
    if not BMI2:
        pytest.skip(PEXT_SKIP)
    base = "gcc-c99-shared-tables" if language == "c" else "g++-c++17-shared-tables"
    (compiler,) = [c for c in SLIDER_MATRIX if c.name == f"{base}-{'filled' if fill else 'constant'}-pext"]
    assert compiler.defines == ("BB_SHARED_TABLES", "BB_PEXT") + ((FILL,) if fill else ())
    program = _output(slider_builds, compiler)
    symbols = _symbols(program)
    for name in PACKED + SMALL:
        symbol = f"BB_{name}"
        if name in PACKED:
            entry = 2 if "PEXT16" in name else 8
            assert symbols.get(symbol) == [("B" if fill else "R", entry * ENTRIES[name.split("_")[0]])], symbol
        else:
            size = 64 * {"MAGIC_SHIFTS": 1, "OFFSETS": 4, "BLACK_OFFSETS": 4}.get(name.split("_", 1)[1], 8)
            assert symbols.get(symbol) == [("R", size)], symbol
